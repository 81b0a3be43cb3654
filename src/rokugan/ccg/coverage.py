"""Card coverage and text fidelity for the classic CCG (`rokugan cards coverage`, `rokugan cards fidelity`).

Coverage: each distinct card of a deck, set or format is *fully implemented* (declared with nothing
partial, and a scenario test names it), *partly implemented* (what is missing), or *not implemented*.
Cards without rules text count as fully implemented: the rules run their stats and keywords.

Fidelity: each declared card's rendered text against its printed text from the community databases in
`../shared/data` (read at development time only, never stored), both normalised; the share that match
closely, and the rest, worst first.
"""

from __future__ import annotations

import difflib
import html
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from rokugan.catalog.cards import CardFacts

from .abilities import rendered_text, status

TESTS = Path(__file__).resolve().parents[3] / "tests" / "ccg" / "cards"
CLOSE = 0.8  # similarity at or above which a rendered text "matches closely"


@dataclass
class Row:
    card: CardFacts
    state: str  # "full", "partial", "none"
    note: str


def tested_titles() -> set[str] | None:
    """Titles named by a scenario test in tests/ccg/cards (None when the tests are not installed); a Stronghold's
    going-second side counts as "Title (back)" when a test turns that side up (`back(real("Title")...)` or
    `_back(sc, seat, "Title")`)."""
    if not TESTS.is_dir():
        return None
    found: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        text = path.read_text(encoding="utf-8")
        found.update(m.group(2) for m in re.finditer(r"real\((['\"])(.+?)\1\)", text))
        found.update(m.group(2) + " (back)"
                     for m in re.finditer(r"(?:back\(real\(|_back\(sc, \d+, )(['\"])(.+?)\1", text))
    return found


def _with_backs(cards: Iterable[CardFacts]) -> Iterable[CardFacts]:
    """Each card, then the going-second side of a two-sided Stronghold (CR "Stronghold"): a card of its own."""
    from rokugan.catalog.ccg_catalog import Catalog
    cat = Catalog.builtin()
    for f in cards:
        yield f
        back = cat.back(f.id) if f.type == "stronghold" else None
        if back is not None:
            yield back


def coverage(cards: Iterable[CardFacts]) -> list[Row]:
    tested = tested_titles()
    rows: list[Row] = []
    seen: set[str] = set()
    for f in _with_backs(cards):
        if f.id in seen:
            continue
        seen.add(f.id)
        st, note = status(f)
        if st == "vanilla":
            rows.append(Row(f, "full", "no rules text: stats and keywords"))
        elif st == "full":
            if tested is not None and f.title + (" (back)" if f.back_of else "") not in tested:
                rows.append(Row(f, "partial", "encoded, but no scenario test names it"))
            else:
                rows.append(Row(f, "full", ""))
        elif st == "partial":
            rows.append(Row(f, "partial", note))
        else:
            rows.append(Row(f, "none", note))
    return rows


def coverage_lines(rows: list[Row]) -> list[str]:
    order = {"none": 0, "partial": 1, "full": 2}
    out = []
    for r in sorted(rows, key=lambda r: (order[r.state], r.card.title)):
        label = {"full": "fully implemented", "partial": "partly implemented", "none": "not implemented"}[r.state]
        side = " (going second)" if r.card.back_of else ""
        out.append(f"{label:20} {r.card.title}{side}" + (f" — {r.note}" if r.note else ""))
    full = sum(1 for r in rows if r.state == "full")
    out.append(f"fully implemented: {full}/{len(rows)}")
    return out


# ------------------------------------------------------------------------------ fidelity
ICONS = {":bow:": "bow", ":gstar:": "Gold star", ":fear:": "Fear"}


def normalise(text: str) -> str:
    """Printed or rendered text reduced to comparable words: no HTML, no reminder text in parentheses,
    icons as words, lower case, single spaces, no punctuation."""
    t = html.unescape(re.sub(r"<[^>]+>", " ", text))
    for icon, word in ICONS.items():
        t = t.replace(icon, word)
    t = re.sub(r":g(\d+):", r"\1 Gold", t)
    t = re.sub(r"\([^)]*\)", " ", t)
    t = t.lower().replace("’", "'")
    t = re.sub(r"[^a-z0-9+\-/' ]+", " ", t)
    return re.sub(r"\s+", " ", t).strip()


def printed_texts(source: Path) -> dict[str, str]:
    """Card id -> printed text, from the community databases (development-time input only)."""
    """CR "Cards vs. cards": follow the most recent Ivory-legal printing of a card (or the most recent printing
    if it was never Ivory-legal). The set files give each printing's legality; the Oracle (the latest text)
    fills what they lack."""
    from rokugan.catalog.import_ccg import plain, read_oracle, read_printings, slug
    out: dict[str, str] = {}
    fronts, _ = read_printings(source)
    for key, printings in fronts.items():
        ivory = [p for p in printings if "A Brother's Destiny (Ivory Edition)" in (p.get("legality") or [])
                 and p.get("text")]
        chosen = ivory[-1] if ivory else next((p for p in reversed(printings) if p.get("text")), None)
        if chosen is not None:
            out[slug(key)] = str(chosen["text"])
    for key, card in read_oracle(source).items():
        if card.get("text"):
            out.setdefault(slug(key), plain(" ".join(card["text"])))
    return out


@dataclass
class Fidelity:
    card: CardFacts
    ratio: float
    rendered: str
    printed: str


def _sentences(text: str) -> str:
    """Normalised sentences in a fixed order: where a card prints its Gold production first or last does not
    change what it says."""
    parts = [normalise(p) for p in re.split(r"(?<=[.!?:])\s+", html.unescape(re.sub(r"<[^>]+>", " ", text)))]
    return " ".join(sorted(p for p in parts if p))


def fidelity(cards: Iterable[CardFacts], source: Path) -> list[Fidelity]:
    printed = printed_texts(source)
    out: list[Fidelity] = []
    seen: set[str] = set()
    for f in cards:
        if f.id in seen:
            continue
        seen.add(f.id)
        if status(f)[0] not in ("full", "partial"):
            continue
        mine = rendered_text(f.id) or ""
        theirs = printed.get(f.id, "")
        a, b = _sentences(mine), _sentences(theirs)
        ratio = difflib.SequenceMatcher(None, a, b).ratio() if (a or b) else 1.0
        out.append(Fidelity(f, ratio, mine, theirs))
    out.sort(key=lambda x: x.ratio)
    return out


def fidelity_lines(rows: list[Fidelity], worst: int = 20) -> list[str]:
    close = sum(1 for r in rows if r.ratio >= CLOSE)
    lines = [f"{r.ratio:.2f}  {r.card.title}: {r.rendered}" for r in rows[:worst]]
    lines.append(f"match closely (similarity >= {CLOSE}): {close}/{len(rows)}"
                 + (f" ({100 * close / len(rows):.0f}%)" if rows else ""))
    return lines
