"""The built-in classic CCG decks: one per Great Clan, each legal in Ivory Extended 40/40.

The deck lists (``decks/<clan>.l5d``, Egg of P'an Ku's format) are the project's own: titles and counts
drawn from the base sets (Emperor Edition, Ivory Edition, Twenty Festivals), favouring cards whose
abilities are their stats and keywords (Holdings that produce Gold, Personalities, Followers, Items).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.decklist import DeckList, parse_decklist

CLANS: tuple[str, ...] = (
    "Crab",
    "Crane",
    "Dragon",
    "Lion",
    "Mantis",
    "Phoenix",
    "Scorpion",
    "Spider",
    "Unicorn",
)
FORMAT = "ivory"  # every built-in deck is legal in Ivory Extended 40/40 (tests/catalog check it)


def builtin_deck_text(clan: str) -> str:
    """The ``.l5d`` text of a clan's built-in deck."""
    name = _clan_name(clan)
    return resources.files("rokugan.ccg").joinpath("decks", f"{name.lower()}.l5d").read_text(encoding="utf-8")


def builtin_deck(clan: str, catalog: Catalog | None = None) -> DeckList:
    """A fresh copy of the built-in deck of ``clan`` (case-insensitive: ``"crab"``, ``"Crab"``)."""
    deck = _load(_clan_name(clan), catalog or Catalog.builtin())
    return DeckList(
        stronghold=deck.stronghold,
        sensei=deck.sensei,
        pregame=list(deck.pregame),
        dynasty=list(deck.dynasty),
        fate=list(deck.fate),
        name=deck.name,
        warnings=list(deck.warnings),
    )


@cache
def _load(name: str, catalog: Catalog) -> DeckList:
    return parse_decklist(builtin_deck_text(name), catalog, name)


def _clan_name(clan: str) -> str:
    for name in CLANS:
        if name.lower() == clan.strip().lower():
            return name
    raise KeyError(f"no built-in deck for {clan!r}; clans: {', '.join(CLANS)}")
