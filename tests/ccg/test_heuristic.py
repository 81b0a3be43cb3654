"""The classic CCG's heuristic computer player (agent "heuristic"): stronger than random play, and blind to what
its seat cannot see."""

from __future__ import annotations

import random

from rokugan.ccg.state import DYN_DECK, FATE_DECK
from rokugan.core import registry

CLANS = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]


def _play(i: int, heuristic_seat: int) -> bool:
    g = registry.new_game("ccg", {"decks": [f"builtin:{CLANS[i % 9]}", f"builtin:{CLANS[(i * 4 + 3) % 9]}"],
                                  "logging": False}, 500 + i)
    agents = [registry.make_agent("ccg", "heuristic" if k == heuristic_seat else "random", i * 7 + k)
              for k in range(2)]
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
    assert g.result is not None
    return heuristic_seat in g.result.winners


def test_heuristic_beats_random_play() -> None:
    """Issue 11 target: at least 90% against random play (measured over 200 games: see the closing note); here
    a fixed sample of 24 games, seats alternating, must give at least 20 wins."""
    wins = sum(_play(i, i % 2) for i in range(24))
    assert wins >= 20, wins


def _hide_differently(g, seat: int, rng: random.Random):  # type: ignore[no-untyped-def]
    """A copy whose hidden parts differ: the other hand swapped with cards of the other Fate deck, and every
    deck reordered. What `seat` sees is unchanged."""
    c = g.clone()
    s = c.s
    other = s.players[1 - seat]
    if other.hand and other.fate_deck:
        k = min(len(other.hand), len(other.fate_deck))
        out, into = other.hand[:k], other.fate_deck[:k]
        other.hand[:k], other.fate_deck[:k] = into, out
        for x in into:
            s.zone[x] = 2  # HAND
        for x in out:
            s.zone[x] = FATE_DECK
    for p in s.players:
        rng.shuffle(p.fate_deck)
        rng.shuffle(p.dyn_deck)
        for x in p.dyn_deck:
            s.zone[x] = DYN_DECK
    c._fresh = False
    return c


def test_heuristic_chooses_the_same_whatever_it_cannot_see() -> None:
    """Issue 11: "Every agent ... gets the same choice whatever the hidden parts it cannot see": pairs of states
    with equal views for its seat give equal choices."""
    rng = random.Random(3)
    checked = 0
    for i in range(3):
        g = registry.new_game("ccg", {"decks": [f"builtin:{CLANS[i]}", f"builtin:{CLANS[8 - i]}"]}, 40 + i)
        agents = [registry.make_agent("ccg", "heuristic", 9), registry.make_agent("ccg", "random", 10)]
        steps = 0
        while (d := g.pending()) is not None and steps < 400:
            if d.player == 0 and len(d.options) > 1 and steps % 5 == 0:
                twin = _hide_differently(g, 0, rng)
                assert twin.view(0) == g.view(0)
                a = registry.make_agent("ccg", "heuristic", 77).choose(g, d)
                b = registry.make_agent("ccg", "heuristic", 77).choose(twin, twin.pending())
                assert a == b, (d.prompt, a, b)
                checked += 1
            g.choose(agents[d.player].choose(g, d))
            steps += 1
    assert checked > 20
