"""LCG deck lists and legality (RR v1.4 "Deckbuilding", "Influence", Appendix V "Restricted List")."""

from __future__ import annotations

import pytest

from rokugan.lcg.cards import CLANS, all_cards, by_title
from rokugan.lcg.decks import Deck, builtin_deck, legality, parse_text, to_text


@pytest.mark.parametrize("clan", CLANS)
def test_the_built_in_core_set_decks_are_legal(clan: str) -> None:
    d = builtin_deck(clan)
    assert legality(d) == []
    assert d.clan == clan
    assert parse_text(to_text(d)).dynasty == d.dynasty


def _deck() -> Deck:
    return builtin_deck("crab")


def test_deck_sizes_copies_and_characters() -> None:
    """Dynasty and conflict decks of 40 to 45; at most 3 copies by title; at most 10 characters in the conflict
    deck."""
    d = _deck()
    d.dynasty = d.dynasty[:-1]
    assert any("dynasty deck has" in p for p in legality(d))
    d = _deck()
    n, cid = d.conflict[0]
    d.conflict[0] = (n + 1, cid)
    d.conflict[-1] = (d.conflict[-1][0] - 1, d.conflict[-1][1]) if d.conflict[-1][0] > 1 else d.conflict[-1]
    assert any("copies of" in p for p in legality(d))
    d = _deck()
    chars = [c for c in all_cards().values() if c.side == "conflict" and c.type == "character"
             and c.clan in ("neutral", "crab")]
    d.conflict = [(3, c.id) for c in chars] + [(3, c.id) for c in chars]
    assert any("characters" in p for p in legality(d))


def test_clan_influence_and_one_splash_clan() -> None:
    """Dynasty cards in-clan or neutral; conflict cards from one other clan bought with the stronghold's
    influence."""
    d = _deck()
    crane_char = next(c for c in all_cards().values() if c.side == "dynasty" and c.clan == "crane")
    d.dynasty[0] = (d.dynasty[0][0], crane_char.id)
    assert any("cannot be in a crab dynasty deck" in p for p in legality(d))
    d = _deck()
    splash = [c for c in all_cards().values() if c.side == "conflict" and c.clan in ("crane", "lion")
              and c.influence_cost]
    crane = next(c for c in splash if c.clan == "crane")
    lion = next(c for c in splash if c.clan == "lion")
    d.conflict = d.conflict[:-2] + [(1, crane.id), (1, lion.id)]
    assert any("more than one clan" in p for p in legality(d))


def test_one_province_per_element_and_the_restricted_list() -> None:
    d = _deck()
    d.provinces[1] = d.provinces[2]
    assert any("one province of each element" in p for p in legality(d))
    d = _deck()
    r1, r2 = by_title("For Greater Glory"), by_title("Against the Waves")
    d.conflict = d.conflict[:-2] + [(1, r1.id), (1, r2.id)]
    assert any("Restricted List" in p for p in legality(d))


def test_a_deck_list_with_an_unknown_title_names_the_line() -> None:
    with pytest.raises(ValueError, match="line 3: unknown card 'Hida Kisadaa'"):
        parse_text("Stronghold\n1 Shiro Nishiyama\n3 Hida Kisadaa\n")
