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


def _splitmix_below(state: int, n: int) -> tuple[int, int]:
    """The generator as first written (next64, then rejection), to hold the faster code to the same numbers."""
    mask = (1 << 64) - 1
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        x = z ^ (z >> 31)
        if x < limit:
            return x % n, state


def test_below_and_below_many_give_the_generators_numbers() -> None:
    """Saved games and seeds replay only if every draw stays the same: below(n) and below_many(n, k) give the
    numbers of the plain SplitMix with rejection, rejections included (n just above 2**63 rejects half the draws)."""
    for n in (1, 2, 6, 1000, 5000, 2**63 + 1, 3 * 2**62):
        r, many = Rng(99), Rng(99)
        state = 99
        want = []
        for _ in range(200):
            x, state = _splitmix_below(state, n)
            want.append(x)
        assert [r.below(n) for _ in range(200)] == want
        assert many.below_many(n, 120) + many.below_many(n, 80) == want
        assert r.state == many.state == state
    assert Rng(5).below_many(7, 0) == []
    with pytest.raises(ValueError):
        Rng(5).below_many(0, 3)


def test_shuffle_is_a_permutation() -> None:
    r = Rng(3)
    xs = list(range(50))
    r.shuffle(xs)
    assert sorted(xs) == list(range(50)) and xs != list(range(50))


def test_shuffle_draws_what_below_draws() -> None:
    """A seed replays only if a shuffle keeps its order: Fisher-Yates from the end, j = below(i + 1) for each i, the
    same draws (rejections included) and the generator left where those draws leave it."""
    for seed, n in ((0, 0), (1, 1), (2, 2), (7, 40), (42, 45), (99, 300), (5, 5000)):
        r, ref = Rng(seed), Rng(seed)
        xs, want = list(range(n)), list(range(n))
        r.shuffle(xs)
        for i in range(n - 1, 0, -1):
            j = ref.below(i + 1)
            want[i], want[j] = want[j], want[i]
        assert xs == want and r.state == ref.state


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
