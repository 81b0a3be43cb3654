"""The OpenSpiel games (issue 11): OpenSpiel's own random-simulation test with serialization for every game, the
PettingZoo action ids and observations, resampling from an information state, and OpenSpiel's ISMCTS bot."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the rl extra (open_spiel) is not installed")

from rokugan.rl import openspiel_game  # noqa: E402
from rokugan.rl.encoding import MAX_OPTIONS  # noqa: E402

GAMES: list[tuple[str, dict[str, Any]]] = [("ccg", {"max_turns": 8}), ("lcg", {}), ("bfr", {"players": 2}),
                                           ("bfr", {"players": 4})]


def _play(state: Any, moves: int, seed: int = 0) -> Any:
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("name,kw", GAMES)
def test_openspiels_random_simulation_test_with_serialization(name: str, kw: dict[str, Any]) -> None:
    for seed in (1, 2):
        game = openspiel_game(name, seed=seed, **kw)
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.slow
@pytest.mark.parametrize("name,kw", [("ccg", {"max_turns": 12}), ("lcg", {}), ("bfr", {"players": 3}),
                                     ("bfr", {"players": 5})])
def test_soak_random_simulations_and_resampling_at_every_step(name: str, kw: dict[str, Any]) -> None:
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for seed in range(10, 30):
        game = openspiel_game(name, seed=seed, **kw)
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
        state = game.new_initial_state()
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            p = state.current_player()
            sample = state.resample_from_infostate(p, sampler)
            assert sample.information_state_string(p) == state.information_state_string(p), (seed, state.history())
            assert sample.legal_actions() == state.legal_actions()
            state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize("name,kw", GAMES)
def test_the_game_is_what_openspiel_algorithms_expect(name: str, kw: dict[str, Any]) -> None:
    game = openspiel_game(name, seed=3, **kw)
    gt = game.get_type()
    assert gt.short_name == f"rokugan_{name}"
    assert gt.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert gt.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert gt.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert game.num_distinct_actions() == MAX_OPTIONS
    assert game.num_players() == kw.get("players", 2)
    state = _play(game.new_initial_state(), 40)
    p = state.current_player()
    d = state.engine.pending()
    assert p == d.player and state.legal_actions() == list(range(len(d.options)))
    assert all(state.legal_actions(q) == [] for q in range(game.num_players()) if q != p)
    assert state.action_to_string(p, 0).startswith("0: " + d.options[0].label)


def test_a_game_to_the_end_returns_what_the_result_says() -> None:
    for name, kw in [("bfr", {"players": 3}), ("lcg", {})]:
        state = _play(openspiel_game(name, seed=4, **kw).new_initial_state(), 100_000)
        assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
        res = state.engine.result
        assert res is not None
        want = [0.0] * len(state.returns()) if not res.winners else \
            [1.0 if i in res.winners else -1.0 for i in range(len(state.returns()))]
        assert state.returns() == want


def test_observations_are_the_pettingzoo_ones_for_the_same_seed_and_actions() -> None:
    pytest.importorskip("pettingzoo")
    from rokugan.rl import pettingzoo_env
    env = pettingzoo_env("ccg", max_turns=8)
    env.reset(seed=6)
    state = openspiel_game("ccg", seed=6, max_turns=8).new_initial_state()
    rng = np.random.default_rng(1)
    for _ in range(60):
        agent = env.agent_selection
        obs = env.observe(agent)
        seat = env.possible_agents.index(agent)
        assert state.current_player() == seat
        assert np.flatnonzero(obs["action_mask"]).tolist() == state.legal_actions()
        for q in range(2):
            assert np.allclose(env.observe(env.possible_agents[q])["observation"], state.observation_tensor(q))
        action = int(rng.choice(state.legal_actions()))
        env.step(action)
        state.apply_action(action)


@pytest.mark.parametrize("name,kw", GAMES[:3])
def test_a_state_goes_to_a_string_and_back(name: str, kw: dict[str, Any]) -> None:
    game = openspiel_game(name, seed=7, **kw)
    state = _play(game.new_initial_state(), 60)
    back = game.deserialize_state(state.serialize())
    assert json.dumps(back.engine.to_json(), sort_keys=True) == json.dumps(state.engine.to_json(), sort_keys=True)
    assert back.history() == state.history() and back.legal_actions() == state.legal_actions()
    for p in range(game.num_players()):
        assert back.information_state_string(p) == state.information_state_string(p)
    # the game and state together, through OpenSpiel's game string (the setup's commas are escaped)
    game2, state2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(game2) == str(game) and str(state2) == str(state)
    _play(state2, 20, seed=5)
    _play(state, 20, seed=5)
    assert str(state2) == str(state)


def test_a_setup_with_a_deck_list_survives_the_game_string() -> None:
    game = openspiel_game("ccg", seed=2, decks=["builtin:crane", "builtin:unicorn"], max_turns=3)
    again = pyspiel.load_game(str(game))
    assert again.setup == game.setup and again.setup["decks"] == ["builtin:crane", "builtin:unicorn"]
    assert pyspiel.load_game("rokugan_bfr", {"setup": '{"players": 5}'}).num_players() == 5


@pytest.mark.parametrize("name,kw", GAMES[:3])
def test_resampling_keeps_what_the_player_knows_and_changes_what_it_does_not(name: str, kw: dict[str, Any]) -> None:
    state = _play(openspiel_game(name, seed=8, **kw).new_initial_state(), 30)
    p = state.current_player()
    other = 1 - p if name != "bfr" else (p + 1) % state.num_players()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    hidden_changed = False
    for _ in range(6):
        sample = state.resample_from_infostate(p, sampler)
        assert sample.information_state_string(p) == state.information_state_string(p)
        assert sample.observation_tensor(p) == state.observation_tensor(p)
        assert sample.history() == state.history() and sample.legal_actions() == state.legal_actions()
        hidden_changed |= json.dumps(sample.engine.to_json(), sort_keys=True) != \
            json.dumps(state.engine.to_json(), sort_keys=True)
        assert sample.information_state_string(other) is not None
    assert hidden_changed, "resampling never changed a hidden card"


def test_openspiels_ismcts_bot_plays_a_short_ccg_game_to_the_end() -> None:
    from open_spiel.python.algorithms import ismcts, mcts
    game = openspiel_game("ccg", seed=3, max_turns=4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bots = [ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=5,
                             random_state=np.random.RandomState(seat)) for seat in range(2)]
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal():
        searched += len(state.legal_actions()) > 1
        state.apply_action(bots[state.current_player()].step(state))
    assert searched > 10
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
    assert state.engine.result is not None


def test_openspiels_rl_environment_runs_an_episode_on_the_observation_tensor() -> None:
    from open_spiel.python import rl_environment
    env = rl_environment.Environment(openspiel_game("bfr", seed=2, players=3))
    step = env.reset()
    rng = np.random.default_rng(0)
    moves = 0
    while not step.last():
        p = step.observations["current_player"]
        assert len(step.observations["info_state"][p]) == env.observation_spec()["info_state"][0]
        step = env.step([int(rng.choice(step.observations["legal_actions"][p]))])
        moves += 1
    assert moves > 50 and sorted(step.rewards) in ([-1.0, -1.0, 1.0], [0.0, 0.0, 0.0])


@pytest.mark.slow
def test_openspiels_ismcts_bot_plays_a_whole_lcg_game() -> None:
    from open_spiel.python.algorithms import ismcts, mcts
    game = openspiel_game("lcg", seed=3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bots = [ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=3,
                             random_state=np.random.RandomState(seat)) for seat in range(2)]
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_an_unknown_game_is_one_sentence() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        openspiel_game("chess")


def test_the_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    code = text[text.index("An OpenSpiel game for every game"):].split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert out.startswith("[") and out.count("[") == 2
