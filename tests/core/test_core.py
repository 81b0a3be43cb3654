"""rokugan.core: seeded randomness, decisions and records (the store: test_store.py)."""

from __future__ import annotations

import pytest

from rokugan.core.decision import Decision, IllegalChoice, Option
from rokugan.core.game import LogEntry, Result
from rokugan.core.rng import Rng


def test_rng_is_deterministic_and_clone_continues_the_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.clone()
    assert a.below(1000) == c.below(1000)
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_below_is_in_range_and_roughly_uniform() -> None:
    r = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(800 < k < 1200 for k in counts)
    with pytest.raises(ValueError):
        r.below(0)


def test_shuffle_is_a_permutation() -> None:
    r = Rng(3)
    xs = list(range(50))
    r.shuffle(xs)
    assert sorted(xs) == list(range(50)) and xs != list(range(50))


def test_decision_rejects_options_not_offered() -> None:
    d = Decision(0, "action", "go", (Option("pass", "Pass"), Option("x", "X")))
    assert d.option("x").label == "X"
    with pytest.raises(IllegalChoice):
        d.option("nope")


def test_log_entry_filters_private_text() -> None:
    e = LogEntry("You draw Katana.", (0,), "Player 1 draws a card.")
    assert e.for_viewer(0) == "You draw Katana."
    assert e.for_viewer(1) == "Player 1 draws a card."
    assert e.for_viewer(None) == "Player 1 draws a card."
    assert LogEntry.from_json(e.to_json()) == e


def test_result_round_trip() -> None:
    r = Result((1,), "honor")
    assert Result.from_json(r.to_json()) == r and not r.is_draw
    assert Result((), "turn cap").is_draw
