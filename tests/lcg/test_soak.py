"""Random LCG games end, keep the invariants and leak nothing (a short run here; `slow` runs 2,000)."""

from __future__ import annotations

import pytest

from .soak import play_one


def test_random_games_end_with_invariants_and_no_leaks() -> None:
    for seed in range(30):
        g, _ = play_one(seed, leaks=True)
        assert g.result is not None and g.result.reason in ("honor", "dishonor", "conquest", "round cap")


@pytest.mark.slow
def test_two_thousand_random_games() -> None:
    for seed in range(2000):
        play_one(seed, leaks=seed % 10 == 0)
