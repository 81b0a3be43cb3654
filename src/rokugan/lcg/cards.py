"""LCG card facts (the project's own extract of FiveRingsDB, `data/cards.json`; no rules or flavor text).

`scripts/make_lcg_facts.py` writes the extract from `../shared/data/lcg/fiveringsdb/json`.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data" / "cards.json"
CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")
ELEMENTS = ("air", "earth", "fire", "water", "void")


@dataclass(frozen=True, slots=True)
class LCGCard:
    id: str
    title: str
    type: str  # character, attachment, event, holding, province, stronghold, role
    side: str  # dynasty, conflict, province, role
    clan: str  # a clan or "neutral"
    cost: int | None = None
    military: int | None = None  # None: a dash (RR "Dash": cannot participate in military conflicts)
    political: int | None = None
    glory: int = 0
    strength: int | None = None  # a province's strength
    strength_bonus: int = 0  # a stronghold's or holding's bonus to its province's strength
    military_bonus: int = 0  # an attachment's skill modifiers
    political_bonus: int = 0
    elements: tuple[str, ...] = ()
    fate: int = 0  # a stronghold's fate value
    honor: int = 0  # a stronghold's starting honor
    influence_pool: int = 0
    influence_cost: int = 0
    deck_limit: int = 3
    unique: bool = False
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # keyword abilities it prints: covert, courtesy, pride, sincerity, ...
    restricted_list: bool = False
    has_text: bool = False
    core_quantity: int = 0

    def has_keyword(self, k: str) -> bool:
        return k in self.keywords or k.lower() in self.keywords

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and deep-copied by its fields, through the constructor: compiled (`rokugan native build`), the
        frozen class could not be restored attribute by attribute."""
        return LCGCard, tuple(getattr(self, k) for k in FIELDS)


FIELDS: tuple[str, ...] = tuple(f.name for f in fields(LCGCard))

def _skill(v: object) -> int | None:
    if v is None:
        return None
    s = str(v).strip()
    if s in ("", "-", "–"):
        return None
    return int(s)


@functools.lru_cache(maxsize=1)
def all_cards() -> dict[str, LCGCard]:
    rows = json.loads(DATA.read_text(encoding="utf-8"))
    out: dict[str, LCGCard] = {}
    for r in rows:
        out[r["id"]] = LCGCard(
            id=r["id"], title=r["title"], type=r["type"], side=r["side"], clan=r["clan"], cost=r["cost"],
            military=_skill(r["military"]) if r["type"] == "character" else None,
            political=_skill(r["political"]) if r["type"] == "character" else None,
            glory=int(r["glory"] or 0), strength=r["strength"], strength_bonus=int(r["strength_bonus"] or 0),
            military_bonus=int(r["military_bonus"] or 0), political_bonus=int(r["political_bonus"] or 0),
            elements=tuple(r["element"]), fate=int(r["fate"] or 0), honor=int(r["honor"] or 0),
            influence_pool=int(r["influence_pool"] or 0), influence_cost=int(r["influence_cost"] or 0),
            deck_limit=int(r["deck_limit"] or 3), unique=bool(r["unique"]), traits=tuple(r["traits"]),
            keywords=tuple(k.lower() for k in r["keywords"]), restricted_list=bool(r["restricted_list"]),
            has_text=bool(r["has_text"]), core_quantity=int(r["packs"].get("core", 0)))
    return out


@functools.lru_cache(maxsize=1)
def _by_lower_title() -> dict[str, LCGCard]:
    """Cards by their title in lower case (the first in `all_cards`' order, for titles two cards share)."""
    out: dict[str, LCGCard] = {}
    for c in all_cards().values():
        out.setdefault(c.title.lower(), c)
    return out


def by_title(title: str) -> LCGCard:
    """A card by its title (case-insensitive) or id."""
    cards = all_cards()
    if title in cards:
        return cards[title]
    got = _by_lower_title().get(title.strip().lower())
    if got is None:
        raise KeyError(f"unknown LCG card {title!r}")
    return got
