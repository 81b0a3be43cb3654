"""The LCG heuristic beats the random player (a short run; `python -m tests.lcg.strength 400` for the figure)."""

from __future__ import annotations

from .strength import score, wilson


def test_heuristic_beats_random_most_of_the_time() -> None:
    n = 40
    k = score(n, start=1000)
    assert k >= 32, f"{k}/{n}"


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
