"""Card declarations of the classic CCG, grouped by the Ivory Edition starter deck that brings them (a
card in several starters lives with the first of them in the order Crab, Crane, Dragon, Lion, Mantis,
Phoenix, Scorpion, Spider, Unicorn).

Each module declares cards with `card(title, ...)` in the shared vocabulary (rokugan.ability words and
rokugan.ccg.vocab words). A card is keyed by its catalog id (the slug of its community title). Importing
this package fills `rokugan.ccg.interp.DEFS`.
"""

from __future__ import annotations

from rokugan.ability.words import Ability, CardDef, Trait
from rokugan.catalog.import_ccg import slug

from ..interp import DEFS, GRANTED
from ..triggered import index_triggers

TESTED: set[str] = set()  # ids with a scenario test (filled by the coverage report from the tests)


def card(title: str, *parts: Ability | Trait, reminder: bool = False, partial: str = "", side: str = "",
         **extra: object) -> CardDef:
    """Declare a card: its abilities and traits in printed order. `reminder`: the printed text is only
    reminder text for keywords the rules implement. `partial`: what of its text does not run (reported)."""
    abilities = tuple(p for p in parts if isinstance(p, Ability))
    traits = tuple(p for p in parts if isinstance(p, Trait))
    d = CardDef(title, abilities, traits, reminder, partial, dict(extra))
    key = slug(title) + ("-back" if side == "back" else "")  # side="back": a two-sided Stronghold's going-second side
    if key in DEFS:
        raise ValueError(f"{title!r} is declared twice")
    DEFS[key] = d
    return d


def granted(key: str, ability: Ability) -> str:
    """Register an ability that card effects give ("give him the ability, ...")."""
    GRANTED[key] = ability
    return key


def is_declared(card_id: str) -> bool:
    return card_id in DEFS


def _load() -> None:
    from .. import vocab_phrases  # noqa: F401  (how the words' filters read)
    from . import (  # noqa: F401
        crab,
        crane,
        dragon,
        ee_crab,
        ee_crane,
        ee_dragon,
        ee_lion,
        ee_mantis,
        ee_phoenix,
        ee_scorpion,
        ee_spider,
        ee_unicorn,
        emperor,
        events,
        lion,
        mantis,
        phoenix,
        rings,
        scorpion,
        spider,
        terrains,
        unicorn,
    )
    index_triggers()
    from ..vocab_deck import register_allowances
    register_allowances()


_load()
