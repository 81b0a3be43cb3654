"""LCG decks: the deck a player brings (stronghold, optional role, five provinces, dynasty and conflict decks),
its legality by the Rules Reference v1.4 ("Deckbuilding", "Influence", Appendix V "Restricted List"), the plain
text export players share (`N Title` lines under section headings), and the seven built-in Core Set decks.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import CLANS, ELEMENTS, LCGCard, all_cards

DECKS = Path(__file__).parent / "decks"
# RR v1.4 Appendix V: "a player may select one card from the restricted list" (the Core Set's five, and two
# Imperial Cycle cards outside the Core Set).
RESTRICTED_V14 = ("Mirumoto's Fury", "For Greater Glory", "Against the Waves", "Forged Edict", "Charge!",
                  "Pathfinder's Blade", "Policy Debate")


@dataclass
class Deck:
    stronghold: str  # card ids
    provinces: list[str]
    dynasty: list[tuple[int, str]]
    conflict: list[tuple[int, str]]
    role: str | None = None
    name: str = ""
    notes: list[str] = field(default_factory=list)

    def cards(self, side: str) -> list[LCGCard]:
        cat = all_cards()
        return [cat[cid] for n, cid in (self.dynasty if side == "dynasty" else self.conflict) for _ in range(n)]

    @property
    def clan(self) -> str:
        return all_cards()[self.stronghold].clan

    def to_json(self) -> dict[str, object]:
        return {"stronghold": self.stronghold, "role": self.role, "provinces": list(self.provinces),
                "dynasty": [list(x) for x in self.dynasty], "conflict": [list(x) for x in self.conflict],
                "name": self.name}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Deck:
        return Deck(str(d["stronghold"]), [str(x) for x in d["provinces"]],
                    [(int(n), str(c)) for n, c in d["dynasty"]], [(int(n), str(c)) for n, c in d["conflict"]],
                    str(d["role"]) if d.get("role") else None, str(d.get("name", "")))


def _norm(t: str) -> str:
    return t.replace("’", "'").strip().lower()


def _role_deckbuilding(title: str) -> tuple[int, str]:
    """A role's deckbuilding text (RR "Role Cards"), read from its declared abilities: more influence ("Increase your
    deckbuilding influence value by 3"), or one more province of an element."""
    if not title:
        return 0, ""
    from .ability import STATIC_BY_TITLE
    bonus, element = 0, ""
    for st in STATIC_BY_TITLE.get(title, ()):
        bonus += getattr(st.effect, "influence_bonus", 0)
        element = getattr(st.effect, "extra_province", "") or element
    return bonus, element


def _role_only(deck: Deck, cards: list[LCGCard]) -> list[str]:
    """Cards whose declared text says "[Trait] role only" need a role with that trait (RR "Role Cards")."""
    from .ability import STATIC_BY_TITLE
    cat = all_cards()
    traits = cat[deck.role].traits if deck.role in cat else ()
    out = []
    for title in sorted({c.title for c in cards}):
        for st in STATIC_BY_TITLE.get(title, ()):
            need = getattr(st.effect, "role_only", "")
            if need and need not in traits:
                out.append(f"{title} needs a {need.capitalize()} role")
    return out


_LEGALITY: dict[tuple[Any, ...], tuple[str, ...]] = {}  # a deck's problems, by its cards (and the declared texts)


def legality(deck: Deck) -> list[str]:
    """Every problem, in one list (empty: legal for sanctioned play by RR v1.4)."""
    from .ability import STATIC_BY_TITLE
    key = (deck.stronghold, deck.role, tuple(deck.provinces), tuple(deck.dynasty), tuple(deck.conflict),
           len(STATIC_BY_TITLE))
    got = _LEGALITY.get(key)
    if got is None:
        if len(_LEGALITY) > 256:
            _LEGALITY.clear()
        got = _LEGALITY[key] = tuple(_legality(deck))
    return list(got)


def _legality(deck: Deck) -> list[str]:
    cat = all_cards()
    out: list[str] = []
    sh = cat.get(deck.stronghold)
    if sh is None or sh.type != "stronghold":
        return ["a deck needs exactly 1 stronghold"]
    clan = sh.clan
    if deck.role is not None and (deck.role not in cat or cat[deck.role].type != "role"):
        out.append("the role card is not a role")
    influence_bonus, extra_element = _role_deckbuilding(cat[deck.role].title if deck.role in cat else "")
    provs = [cat[p] for p in deck.provinces if p in cat]
    if len(provs) != 5 or any(p.type != "province" for p in provs):
        out.append("a deck needs exactly 5 provinces")
    elements = [e for p in provs for e in p.elements]
    for e in ELEMENTS:
        if elements.count(e) > (2 if e == extra_element else 1):
            out.append(f"only one province of each element ({e} appears {elements.count(e)} times)")
    titles = [p.title for p in provs]
    for t in sorted({x for x in titles if titles.count(x) > 1}):  # RR "Deckbuilding"
        out.append(f"{titles.count(t)} copies of the province {t} (at most 1 of each province by title)")
    for p in provs:
        if p.clan not in ("neutral", clan):
            out.append(f"{p.title} is another clan's province")
    dyn = deck.cards("dynasty")
    con = deck.cards("conflict")
    if not 40 <= len(dyn) <= 45:
        out.append(f"the dynasty deck has {len(dyn)} cards (40 to 45)")
    if not 40 <= len(con) <= 45:
        out.append(f"the conflict deck has {len(con)} cards (40 to 45)")
    for c in dyn:
        if c.side != "dynasty":
            out.append(f"{c.title} is not a dynasty card")
            break
    for c in sorted({c.title: c for c in dyn}.values(), key=lambda c: c.title):
        if c.clan not in ("neutral", clan):
            out.append(f"{c.title} ({c.clan}) cannot be in a {clan} dynasty deck")
    for c in con:
        if c.side != "conflict":
            out.append(f"{c.title} is not a conflict card")
            break
    splash = {c.clan for c in con if c.clan not in ("neutral", clan)}
    if len(splash) > 1:
        out.append(f"out-of-clan conflict cards come from more than one clan: {', '.join(sorted(splash))}")
    spent = sum(c.influence_cost for c in con if c.clan not in ("neutral", clan))
    pool = sh.influence_pool + influence_bonus
    if spent > pool:
        out.append(f"the conflict deck spends {spent} influence; the stronghold gives {pool}")
    for c in con:
        if c.clan not in ("neutral", clan) and not c.influence_cost:
            out.append(f"{c.title} cannot be bought with influence")
            break
    chars = sum(1 for c in con if c.type == "character")
    if chars > 10:
        out.append(f"the conflict deck has {chars} characters (at most 10)")
    counts: dict[str, int] = {}
    for c in dyn + con:
        counts[c.title] = counts.get(c.title, 0) + 1
    for t, n in sorted(counts.items()):
        # RR "Deck Limits": up to 3 copies of most cards; "Limit X per deck": no more than X (a restriction for X of
        # 2 or lower, a permission beyond the standard 3 for X of 4 or higher)
        limit = next(c.deck_limit for c in dyn + con if c.title == t)
        if n > limit:
            out.append(f"{n} copies of {t} (at most {limit})")
    out += _role_only(deck, dyn + con)
    restricted = {_norm(t) for t in RESTRICTED_V14}
    used = sorted({c.title for c in dyn + con + provs if _norm(c.title) in restricted})
    if len(used) > 1:
        out.append(f"more than one card from the Restricted List: {', '.join(used)}")
    return out


SECTIONS = {"stronghold": "stronghold", "role": "role", "province": "province", "provinces": "province",
            "dynasty": "dynasty", "dynasty deck": "dynasty", "conflict": "conflict", "conflict deck": "conflict"}


def parse_text(text: str, name: str = "") -> Deck:
    """The plain-text export of FiveRingsDB/EmeraldDB: `N Title` lines under headings (Stronghold, Role,
    Provinces, Dynasty Deck, Conflict Deck; a heading may carry a count in parentheses). Cards are also sorted
    by their own side when a heading is missing. Raises ValueError naming the line for what cannot be read."""
    cat = all_cards()
    by_title = {_norm(c.title): c for c in cat.values()}
    stronghold = role = None
    provinces: list[str] = []
    dyn: list[tuple[int, str]] = []
    con: list[tuple[int, str]] = []
    problems: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head = line.split("(")[0].strip().rstrip(":").lower()
        if head in SECTIONS:
            continue
        parts = line.split(" ", 1)
        if parts[0].rstrip("x").isdigit() and len(parts) == 2:
            n, title = int(parts[0].rstrip("x")), parts[1].strip()
        else:
            n, title = 1, line
        title = title.split(" (")[0].strip() if _norm(title) not in by_title else title
        c = by_title.get(_norm(title))
        if c is None:
            problems.append(f"line {lineno}: unknown card {title!r}")
            continue
        if c.type == "stronghold":
            stronghold = c.id
        elif c.type == "role":
            role = c.id
        elif c.type == "province":
            provinces += [c.id] * n
        elif c.side == "dynasty":
            dyn.append((n, c.id))
        else:
            con.append((n, c.id))
    if problems:
        raise ValueError("; ".join(problems))
    if stronghold is None:
        raise ValueError("the deck list names no stronghold")
    return Deck(stronghold, provinces, dyn, con, role, name)


def parse_json(text: str, name: str = "") -> Deck:
    """The FiveRingsDB/EmeraldDB JSON export: an object whose "cards" maps card ids to counts (a list of such
    objects is read as its first deck). Raises ValueError naming what cannot be read."""
    import json
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON (line {e.lineno}: {e.msg})") from None
    if isinstance(data, list) and data:
        data = data[0]
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise ValueError('the JSON has no "cards" object of card ids and counts')
    cat = all_cards()
    by_title = {_norm(c.title): c for c in cat.values()}
    stronghold = role = None
    provinces: list[str] = []
    dyn: list[tuple[int, str]] = []
    con: list[tuple[int, str]] = []
    unknown = []
    for key, n in data["cards"].items():
        c = cat.get(str(key)) or by_title.get(_norm(str(key)))
        if c is None or not isinstance(n, int):
            unknown.append(str(key))
            continue
        if c.type == "stronghold":
            stronghold = c.id
        elif c.type == "role":
            role = c.id
        elif c.type == "province":
            provinces += [c.id] * n
        elif c.side == "dynasty":
            dyn.append((n, c.id))
        else:
            con.append((n, c.id))
    if unknown:
        raise ValueError(f"cards not in the Core Set facts: {', '.join(sorted(unknown)[:10])}")
    if stronghold is None:
        raise ValueError("the deck names no stronghold")
    return Deck(stronghold, provinces, dyn, con, role, str(data.get("name") or name))


def read_any(text: str, name: str = "") -> Deck:
    """A deck in either export: JSON when the text starts with '{' or '[', else the plain text."""
    s = text.lstrip()
    return parse_json(text, name) if s.startswith(("{", "[")) else parse_text(text, name)


def to_text(deck: Deck) -> str:
    cat = all_cards()
    lines = [f"# {deck.name}" if deck.name else "# LCG deck", "", "Stronghold", f"1 {cat[deck.stronghold].title}"]
    if deck.role:
        lines += ["", "Role", f"1 {cat[deck.role].title}"]
    lines += ["", "Provinces (5)"] + [f"1 {cat[p].title}" for p in deck.provinces]
    for head, part in (("Dynasty Deck", deck.dynasty), ("Conflict Deck", deck.conflict)):
        lines += ["", f"{head} ({sum(n for n, _ in part)})"] + [f"{n} {cat[c].title}" for n, c in part]
    return "\n".join(lines) + "\n"


def builtin_deck(clan: str) -> Deck:
    clan = clan.lower()
    if clan not in CLANS:
        raise ValueError(f"unknown clan {clan!r}; clans are {', '.join(CLANS)}")
    d = _builtin(clan)
    return Deck(d.stronghold, list(d.provinces), list(d.dynasty), list(d.conflict), role=d.role, name=d.name,
                notes=list(d.notes))


@functools.cache
def _builtin(clan: str) -> Deck:
    """A built-in deck as read from its file (read once; `builtin_deck` hands out copies)."""
    return parse_text((DECKS / f"{clan}.txt").read_text(encoding="utf-8"), name=f"{clan.capitalize()} (Core Set)")


def build_core_deck(clan: str, cores: int = 3) -> Deck:
    """The built-in deck of a clan from `cores` Core Sets: its stronghold, its province and neutral provinces of
    the other four elements (the strongest), every clan dynasty card then neutral ones to 40 (not the cards that
    need a role: the deck has none), and every clan
    conflict card then neutral attachments, characters and events to 40 (no influence spent), each at most 3
    copies and the copies `cores` Core Sets hold."""
    cat = sorted(all_cards().values(), key=lambda c: c.id)
    sh = next(c for c in cat if c.type == "stronghold" and c.clan == clan)
    own = next(c for c in cat if c.type == "province" and c.clan == clan)
    provinces = [own.id]
    for e in ELEMENTS:
        if e in own.elements:
            continue
        best = max((c for c in cat if c.type == "province" and c.clan == "neutral" and e in c.elements),
                   key=lambda c: (c.strength or 0, c.id))
        provinces.append(best.id)

    def fill(cands: list[LCGCard], target: int, max_chars: int = 99) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        total = chars = 0
        for c in cands:
            n = min(3, c.deck_limit, c.core_quantity * cores, target - total)
            if c.type == "character":
                n = min(n, max_chars - chars)
            if n <= 0:
                continue
            out.append((n, c.id))
            total += n
            chars += n if c.type == "character" else 0
            if total >= target:
                break
        return out

    def order(c: LCGCard) -> tuple[int, int]:
        kind = {"character": 0, "holding": 1, "attachment": 0, "event": 2}[c.type]
        return (0 if c.clan == clan else 1, kind)

    from .ability import STATIC_BY_TITLE  # "[Trait] role only" cards need a role: this deck has none
    role_only = {t for t, sts in STATIC_BY_TITLE.items() if any(getattr(x.effect, "role_only", "") for x in sts)}
    dyn = [c for c in cat if c.side == "dynasty" and c.clan in (clan, "neutral") and c.title not in role_only]
    con = [c for c in cat if c.side == "conflict" and c.clan in (clan, "neutral")]
    dyn.sort(key=order)
    con.sort(key=lambda c: (0 if c.clan == clan else 1, {"attachment": 0, "character": 1, "event": 2}[c.type]))
    return Deck(sh.id, provinces, fill(dyn, 40), fill(con, 40, 10), None, f"{clan.capitalize()} (Core Set)")
