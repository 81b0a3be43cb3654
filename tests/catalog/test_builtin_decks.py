"""The built-in decks: one per clan, each legal in Ivory Extended 40/40, made of simple cards."""

from __future__ import annotations

import pytest

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.legality import check_deck
from rokugan.ccg.builtin_decks import CLANS, FORMAT, builtin_deck, builtin_deck_text

BASE_SETS = {"Emperor Edition", "Ivory Edition", "Twenty Festivals"}


@pytest.mark.parametrize("clan", CLANS)
def test_builtin_deck_is_legal(clan: str, catalog: Catalog) -> None:
    deck = builtin_deck(clan, catalog)
    assert deck.warnings == []  # written with exact community titles
    assert check_deck(deck, FORMAT, catalog) == []
    assert (deck.dynasty_size, deck.fate_size) == (40, 40)
    stronghold = catalog.get(deck.stronghold or "")
    assert stronghold.clans == (clan,)


@pytest.mark.parametrize("clan", CLANS)
def test_builtin_deck_is_sensible(clan: str, catalog: Catalog) -> None:
    deck = builtin_deck(clan, catalog)
    cards = [(n, catalog.get(i)) for n, i in deck.dynasty + deck.fate]
    assert all(BASE_SETS & set(c.sets) for _, c in cards)
    gold_holdings = sum(n for n, c in cards if c.type == "holding" and c.gold_production)
    assert 16 <= gold_holdings <= 20
    personalities = [c for _, c in cards if c.type == "personality"]
    assert len({c.gold_cost for c in personalities}) >= 4  # across costs
    assert all(clan in c.clans for c in personalities)
    assert any(c.type in ("item", "follower") for _, c in cards)
    assert 1 <= sum(n for n, c in cards if c.type == "ring") <= 3


def test_lookup_is_case_insensitive_and_fresh(catalog: Catalog) -> None:
    a = builtin_deck("crab", catalog)
    a.dynasty.clear()
    assert builtin_deck("Crab", catalog).dynasty_size == 40
    assert builtin_deck_text("CRAB").startswith("# Pre-Game")
    with pytest.raises(KeyError, match="Crab"):
        builtin_deck("Naga")
