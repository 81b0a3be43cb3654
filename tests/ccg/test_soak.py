"""Random legal play never raises, keeps every invariant, always ends, and never leaks hidden cards
(CONVENTIONS "Tests": property tests). 2,000 games run with `pytest -m slow`."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .soak import play_one


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_random_games_end_with_invariants_and_no_leaks(seed: int) -> None:
    g, n = play_one(seed)
    assert g.result is not None
    assert g.result.reason in {"military", "honor", "dishonor", "enlightenment", "turn cap", "step cap", "Legacy"}


def test_turn_cap_ends_a_long_game_as_a_draw_with_a_reason() -> None:
    g, _ = play_one(5, setup={"decks": ["builtin:crab", "builtin:crane"], "max_turns": 3})
    assert g.result is not None and g.result.winners == () and g.result.reason == "turn cap"


@pytest.mark.slow
def test_two_thousand_random_games() -> None:
    for seed in range(2000):
        play_one(seed, leaks=seed % 10 == 0)
