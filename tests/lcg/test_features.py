"""The LCG's numeric observation (issue 11, rokugan.rl): per player, the observing seat first, from what that seat
may see only."""

from __future__ import annotations

import random

import pytest

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg.game import LCGGame


def _positions(seed: int, every: int = 9, n: int = 25) -> list[LCGGame]:
    g = registry.new_game("lcg", {"logging": False}, seed)
    assert isinstance(g, LCGGame)
    a = RandomAgent(seed)
    out: list[LCGGame] = []
    k = 0
    while (d := g.pending()) is not None and len(out) < n:
        k += 1
        if k % every == 0:
            out.append(g.clone())
        g.choose(a.choose(g, d))
    return out


def test_the_observing_seat_comes_first_and_the_length_never_changes() -> None:
    for g in _positions(5):
        f0, f1 = g.features(0), g.features(1)
        assert len(f0) == len(f1) == 35
        assert f0[:14] == f1[14:28] and f0[14:28] == f1[:14] and f0[28:] == f1[28:]


def test_the_numbers_follow_the_public_state() -> None:
    g = _positions(6, n=3)[-1]
    before = g.features(0)
    g.s.players[1].honor += 5
    g.s.players[0].hand.append(g.s.players[0].conf_deck.pop())
    after = g.features(0)
    assert after[14] - before[14] == pytest.approx(5 / 25) and after[3] - before[3] == pytest.approx(1 / 10)


def test_positions_a_seat_cannot_tell_apart_give_it_the_same_numbers() -> None:
    """A determinization for a seat (the other hand, deck orders, facedown provinces, an unrevealed honor bid all
    resampled) gives that seat exactly the same observation."""
    rng = random.Random(2)
    checked = 0
    for g in _positions(7):
        for seat in (0, 1):
            assert g.determinize(seat, rng).features(seat) == g.features(seat)
            checked += 1
    assert checked >= 40
