"""The built-in classic CCG decks: the nine Ivory Edition starter decks, one per clan.

The deck lists (``decks/<clan>.l5d``, Egg of P'an Ku's layout) are facts (titles and counts) written by
the project from the published starter lists. The Crab and Mantis starters carry Advance Warning, banned
in Ivory Extended: legality says so, and casual play with the published lists stays possible.
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
FORMAT = "ivory"  # the starters' format (Ivory Extended 40/40); tests/catalog check their legality


EDITIONS = ("ivory", "emperor")  # the Ivory starters; the Emperor Edition base-set decks (decks/emperor/)


def builtin_deck_text(clan: str, edition: str = "ivory") -> str:
    """The ``.l5d`` text of a clan's built-in deck."""
    name = _clan_name(clan)
    if edition not in EDITIONS:
        raise KeyError(f"no built-in {edition!r} decks; editions: {', '.join(EDITIONS)}")
    folder = ("decks",) if edition == "ivory" else ("decks", "emperor")
    return resources.files("rokugan.ccg").joinpath(*folder, f"{name.lower()}.l5d").read_text(encoding="utf-8")


def builtin_deck(clan: str, catalog: Catalog | None = None, edition: str = "ivory") -> DeckList:
    """A fresh copy of the built-in deck of ``clan`` (case-insensitive: ``"crab"``, ``"Crab"``); ``edition``
    "emperor" gives the Emperor Edition base-set deck (legal in the Emperor format)."""
    deck = _load(_clan_name(clan), catalog or Catalog.builtin(), edition)
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
def _load(name: str, catalog: Catalog, edition: str = "ivory") -> DeckList:
    return parse_decklist(builtin_deck_text(name, edition), catalog, name)


def _clan_name(clan: str) -> str:
    for name in CLANS:
        if name.lower() == clan.strip().lower():
            return name
    raise KeyError(f"no built-in deck for {clan!r}; clans: {', '.join(CLANS)}")
