"""The PettingZoo adapters (issue 11): PettingZoo's own API and seed tests, and a whole episode by masks."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium) is not installed")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from rokugan.rl import pettingzoo_env  # noqa: E402


@pytest.mark.parametrize("game,kw", [("ccg", {}), ("bfr", {"players": 2}), ("bfr", {"players": 5})])
def test_pettingzoo_api_and_seed_tests(game: str, kw: dict[str, int]) -> None:
    api_test(pettingzoo_env(game, **kw), num_cycles=150, verbose_progress=False)
    seed_test(lambda: pettingzoo_env(game, **kw), num_cycles=80)


def test_a_whole_ccg_episode_by_the_action_masks() -> None:
    env = pettingzoo_env("ccg", decks=["builtin:crab", "builtin:lion"], max_turns=30)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    steps = 0
    for _agent in env.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            action = None
        else:
            legal = np.flatnonzero(obs["action_mask"])
            assert legal.size > 0
            action = int(rng.choice(legal))
        env.step(action)
        steps += 1
    assert steps > 50
    rewards = [env._cumulative_rewards.get(a, 0) for a in env.possible_agents]
    assert sorted(rewards) in ([-1.0, 1.0], [0.0, 0.0])


def test_an_unknown_game_is_one_sentence() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        pettingzoo_env("chess")


def test_the_environment_maker_can_be_called_again_for_another_game() -> None:
    """`rokugan.rl.pettingzoo_env` stays the function after first use (its module used to shadow it)."""
    import rokugan.rl as rl
    a = rl.pettingzoo_env("ccg")
    b = rl.pettingzoo_env("bfr")
    assert a is not b and callable(rl.pettingzoo_env)
