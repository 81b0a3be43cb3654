"""Information-set search (issue 11): the determinization hook and the ISMCTS agent."""

from __future__ import annotations

import random
from collections import Counter

from rokugan.core import registry

from .ccg.test_heuristic import _hide_differently


def _midgame(seed: int = 5, steps: int = 120):  # type: ignore[no-untyped-def]
    g = registry.new_game("ccg", {"decks": ["builtin:crab", "builtin:lion"]}, seed)
    agents = [registry.make_agent("ccg", "heuristic", 1), registry.make_agent("ccg", "heuristic", 2)]
    for _ in range(steps):
        d = g.pending()
        assert d is not None
        g.choose(agents[d.player].choose(g, d))
    return g


def test_a_determinization_keeps_what_the_viewer_sees() -> None:
    g = _midgame()
    for viewer in (0, 1):
        for k in range(5):
            d = g.determinize(viewer, random.Random(k))
            d.check_invariants()
            assert d.view(viewer) == g.view(viewer)
            assert d.pending() is not None


def test_the_resampled_hidden_parts_do_not_depend_on_the_true_ones() -> None:
    """Over many determinizations the other player's resampled hand holds each card of the pool (hand and Fate
    deck) about equally often: a card truly in the hand is no likelier to be dealt there than one in the deck."""
    g = _midgame()
    s = g.s
    other = s.players[1]
    true_hand, deck = set(other.hand), set(other.fate_deck)
    assert true_hand and deck
    counts: Counter[int] = Counter()
    n = 2000
    rng = random.Random(1)
    for _ in range(n):
        d = g.determinize(0, rng)
        counts.update(d.s.players[1].hand)
    share = len(true_hand) / (len(true_hand) + len(deck))
    in_hand = sum(counts[c] for c in true_hand) / (n * len(true_hand))
    in_deck = sum(counts[c] for c in deck) / (n * len(deck))
    assert abs(in_hand - share) < 0.05 and abs(in_deck - share) < 0.05, (in_hand, in_deck, share)
    # and the own hand is never touched
    assert all(set(g.determinize(0, rng).s.players[0].hand) == set(s.players[0].hand) for _ in range(20))


def test_ismcts_plays_legal_choices_and_is_blind_to_what_it_cannot_see() -> None:
    g = _midgame(steps=60)
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        d = g.pending()
        if d is None:
            break
        if len(d.options) > 1 and d.player == 0:
            a = registry.make_agent("ccg", "ismcts", 9)
            a.search.seconds, a.search.iterations = None, 12
            choice = a.choose(g, d)
            assert choice in d.ids()
            twin = _hide_differently(g, 0, rng)
            b = registry.make_agent("ccg", "ismcts", 9)
            b.search.seconds, b.search.iterations = None, 12
            assert b.choose(twin, twin.pending()) == choice
            checked += 1
        g.choose(registry.make_agent("ccg", "heuristic", 4).choose(g, d))
    assert checked >= 3


def test_a_prior_is_expanded_first_and_widening_keeps_few_children() -> None:
    """With a prior and progressive widening, a decision with many options (a Battle for Rokugan placement) is
    searched around the prior's choice: its choice is the first child, and a root visited v times expands another
    child only while it has fewer than 1 + widening * sqrt(v)."""
    from rokugan.ai.ismcts import ISMCTSAgent, _Node
    from rokugan.bfr.heuristic import HeuristicAgent

    g = registry.new_game("bfr", {"players": 2, "logging": False}, 1003)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    while (d := g.pending()) is not None and not (d.kind == "place" and len(d.options) > 50):
        g.choose(agents[d.player].choose(g, d))
    assert d is not None
    prior = HeuristicAgent(3).choose(g, d)
    search = ISMCTSAgent(4, seconds=None, iterations=25, depth=20, rollout=HeuristicAgent(5),
                         prior=HeuristicAgent(3), widening=0.5)
    root = _Node(-1)
    for k in range(25):
        search._iterate(g, d.player, root)
        assert len(root.children) < 2 + 0.5 * (k ** 0.5)
        assert prior in root.children
    assert 2 <= len(root.children) < len(d.options)
