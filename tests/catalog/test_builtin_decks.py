"""The built-in decks: the nine Ivory Edition starter lists, Ivory Extended 40/40 (Advance Warning, in the
Crab and Mantis starters, is reported as banned)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.decklist import load_l5d
from rokugan.catalog.legality import check_deck
from rokugan.ccg.builtin_decks import CLANS, FORMAT, builtin_deck, builtin_deck_text

STARTERS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "ccg" / "decks" / "ivory-starters"
BANNED = {"Crab": ["Advance Warning is banned in Ivory Extended 40/40"],
          "Mantis": ["Advance Warning is banned in Ivory Extended 40/40"]}


@pytest.mark.parametrize("clan", CLANS)
def test_builtin_deck_is_the_starter_and_its_legality_is_reported(clan: str, catalog: Catalog) -> None:
    deck = builtin_deck(clan, catalog)
    assert deck.warnings == []  # written with exact community titles
    assert check_deck(deck, FORMAT, catalog) == BANNED.get(clan, [])
    assert (deck.dynasty_size, deck.fate_size) == (40, 40)
    stronghold = catalog.get(deck.stronghold or "")
    assert stronghold.clans == (clan,)


@pytest.mark.parametrize("clan", CLANS)
def test_builtin_deck_matches_the_published_starter(clan: str, catalog: Catalog) -> None:
    path = STARTERS / f"Ivory {clan} Starter.l5d"
    if not path.exists():
        pytest.skip("../shared/data is absent: cannot compare with the published starter lists")
    published = load_l5d(path, catalog)
    ours = builtin_deck(clan, catalog)
    assert ours.stronghold == published.stronghold
    assert ours.counts() == published.counts()


def test_lookup_is_case_insensitive_and_fresh(catalog: Catalog) -> None:
    a = builtin_deck("crab", catalog)
    a.dynasty.clear()
    assert builtin_deck("Crab", catalog).dynasty_size == 40
    assert builtin_deck_text("CRAB").startswith("# Pre-Game")
    with pytest.raises(KeyError, match="Crab"):
        builtin_deck("Naga")
