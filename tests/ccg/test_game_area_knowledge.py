"""CR "Game area knowledge": "Players are not normally entitled to know, without in-game effects, the following
things: • The number of cards currently in a deck, even their own." They are entitled to know "Each player's Family
Honor and number of cards in hand." A view (each seat's and a spectator's) says of each deck only whether it holds
cards (an empty deck is no deck on the table, and an empty Dynasty deck leaves Provinces empty), never how many;
so do the text board and the numbers given to learning programs. The Emperor Edition rulebook (seed 000) says nothing
else about it: the same under `ruleset="emperor"`."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rokugan.core import registry
from rokugan.rl.encoding import Encoder, features

VIEWERS: tuple[int | None, ...] = (0, 1, None)


def _game(ruleset: str) -> Any:
    g = registry.new_game("ccg", {"decks": ["builtin:crab", "builtin:lion"], "ruleset": ruleset}, 5)
    g.pending()  # the game runs to its first decision
    return g


def _thin_decks(g: Any, n: int) -> None:
    """Take `n` cards off the bottom of each player's decks: a state differing only in how many cards they hold."""
    for p in g.s.players:
        del p.dyn_deck[-n:]
        del p.fate_deck[-n:]


@pytest.mark.parametrize("ruleset", ["ivory", "emperor"])
def test_no_view_carries_the_number_of_cards_in_a_deck(ruleset: str) -> None:
    g = _game(ruleset)
    for viewer in VIEWERS:
        for p in g.view(viewer)["players"]:
            assert p["dynasty_deck"] is True and p["fate_deck"] is True, (viewer, p["seat"])  # has cards: no count
        assert g.views([viewer])[viewer] == g.view(viewer)
    # the number of cards in hand is public: an opponent's hand is a count
    assert g.view(0)["players"][1]["hand"] == len(g.s.players[1].hand)


@pytest.mark.parametrize("ruleset", ["ivory", "emperor"])
def test_two_states_differing_only_in_deck_sizes_look_the_same_to_every_viewer(ruleset: str) -> None:
    g = _game(ruleset)
    thin = g.clone()
    _thin_decks(thin, 7)
    assert len(thin.s.players[0].fate_deck) != len(g.s.players[0].fate_deck)
    for viewer in VIEWERS:
        assert json.dumps(thin.view(viewer)) == json.dumps(g.view(viewer)), viewer
        assert thin.render(viewer) == g.render(viewer), viewer
    for seat in (0, 1):  # the research API's numbers: the game's own features and the cheap path
        assert features(thin, seat) == features(g, seat), seat
        assert Encoder("ccg").features(thin, seat) == Encoder("ccg").features(g, seat), seat


def test_an_empty_deck_is_shown_empty_and_is_a_zero_in_the_numbers() -> None:
    g = _game("ivory")
    before = features(g, 0)
    g.s.players[1].dyn_deck.clear()
    for viewer in VIEWERS:
        them = g.view(viewer)["players"][1]
        assert them["dynasty_deck"] is False and them["fate_deck"] is True
    text = g.render(0)
    assert "Dynasty deck (empty), Fate deck ·" in text and "Dynasty deck, Fate deck ·" in text  # theirs, mine
    after = features(g, 0)
    assert len(after) == len(before)
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert len(changed) == 1 and (before[changed[0]], after[changed[0]]) == (1.0, 0.0)
    assert Encoder("ccg").features(g, 0) == after
