"""Random play from random seeds never raises, keeps every invariant, ends after round 5 with scores that
match an independent recount, and never shows a player what they may not see (2,000 games: `-m slow`)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .soak import play_one


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=5))
def test_random_games_end_after_round_five_with_recounted_scores(seed: int, players: int) -> None:
    g, _ = play_one(seed, players)
    assert g.s.round == 5


def test_strict_placement_games_also_end_cleanly() -> None:
    for seed in range(4):
        play_one(seed, setup={"players": 2 + seed, "rules": {"placement": "strict"}})


@pytest.mark.slow
def test_two_thousand_random_games_over_all_player_counts() -> None:
    for seed in range(2000):
        play_one(seed, leaks=seed % 10 == 0)


def test_a_game_saved_at_any_decision_resumes_to_the_same_end() -> None:
    import json

    from rokugan.core import GameRecord, RandomAgent, play, registry

    rec = GameRecord("bfr", {"players": 4}, 77, [], {})
    full = rec.start()
    play(full, [RandomAgent(77 + k) for k in range(4)], record=rec)
    end = json.dumps(full.to_json(), sort_keys=True)
    for k in range(0, len(rec.choices), len(rec.choices) // 9):
        g = registry.load_game(json.loads(json.dumps(rec.replay(k).to_json())))
        c = g.clone()
        for cid in rec.choices[k:]:
            g.choose(cid)
            c.choose(cid)
        assert json.dumps(g.to_json(), sort_keys=True) == end, f"resumed at choice {k}"
        assert json.dumps(c.to_json(), sort_keys=True) == end, f"cloned at choice {k}"
