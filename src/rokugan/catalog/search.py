"""Finding classic CCG cards by what a player remembers (`rokugan cards SEARCH`): a title with any case, accents,
spacing or a small typo, narrowed by type, clan, keyword, set and format; and one card's facts as text."""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable

from .cards import CardFacts
from .ccg_catalog import Catalog, normalize_title


def _plain(text: str) -> str:
    """Lower case without accents or punctuation: "Bayushi Kachiko" == "bayúshi kachiko"."""
    text = unicodedata.normalize("NFKD", normalize_title(text))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join("".join(ch if ch.isalnum() else " " for ch in text).split())


def search(cat: Catalog, query: str = "", *, type_: str | None = None, clan: str | None = None,
           keyword: str | None = None, set_name: str | None = None, format_id: str | None = None) -> list[CardFacts]:
    """Cards matching every given criterion; `query` matches the title (all its words, in any order, or a close
    spelling when nothing contains them), best matches first."""
    pool: Iterable[CardFacts] = (c for c in cat.all() if c.back_of is None)
    if type_:
        pool = (c for c in pool if c.type == type_.lower())
    if clan:
        pool = (c for c in pool if any(_plain(k) == _plain(clan) for k in c.clans))
    if keyword:
        pool = (c for c in pool if any(_plain(k) == _plain(keyword) for k in c.keywords))
    if set_name:
        pool = (c for c in pool if any(_plain(set_name) in _plain(s) for s in c.sets))
    if format_id:
        pool = (c for c in pool if format_id in c.legality)
    cards = list(pool)
    if not query.strip():
        return sorted(cards, key=lambda c: c.title)
    q = _plain(query)
    words = q.split()
    scored: list[tuple[float, str, CardFacts]] = []
    for c in cards:
        t = _plain(c.title)
        if t == q:
            scored.append((4.0, c.title, c))
            continue
        title_words = t.split()
        # every word of the query must be in the title, or close to one of its words (a small typo)
        best = [max((1.0 if w in tw else difflib.SequenceMatcher(None, w, tw).ratio()) for tw in title_words)
                for w in words]
        if min(best, default=0.0) < 0.8:
            continue
        score = 2.0 + sum(best) / len(best) + (0.5 if t.startswith(q) else 0.0) - len(t) / 1000
        scored.append((score, c.title, c))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [c for _, _, c in scored]


STAT_NAMES = (("force", "Force"), ("chi", "Chi"), ("honor_requirement", "Honor Requirement"),
              ("gold_cost", "Gold Cost"), ("personal_honor", "Personal Honor"), ("focus", "Focus Value"),
              ("gold_production", "Gold Production"), ("province_strength", "Province Strength"),
              ("starting_honor", "Starting Family Honor"))


def describe(c: CardFacts, text: str | None) -> str:
    """A card's facts and its ability text (the project's rendering, or why there is none)."""
    head = f"{c.title} — {c.type.capitalize()}" + (f", {' / '.join(c.clans)} Clan" if c.clans else "")
    lines = [head]
    stats = [f"{name} {getattr(c, attr)}" for attr, name in STAT_NAMES if getattr(c, attr) is not None]
    if stats:
        lines.append("  " + " · ".join(stats))
    if c.keywords:
        lines.append("  Keywords: " + " • ".join(c.keywords))
    if c.sets:
        lines.append(f"  Printed in: {', '.join(c.sets[-3:])}" + (f" (and {len(c.sets) - 3} earlier)"
                                                                  if len(c.sets) > 3 else ""))
    if c.legality:
        lines.append("  Legal in: " + ", ".join(c.legality))
    lines.append("  " + (text if text else ("(no rules text: its stats and keywords are all it does)"
                                          if not c.has_text else "(its text is not encoded yet)")))
    return "\n".join(lines)
