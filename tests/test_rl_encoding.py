"""The cheap observation path (rl.encoding.Encoder, used by both adapters) gives exactly the numbers of the
reference path (rl.encoding.features: the game's own `features`, recomputed in full) at every step of random
games of every game, for every seat, including clones that share a pending decision with their original."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the rl extra (numpy, pettingzoo) is not installed")
pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium) is not installed")

from rokugan.rl import pettingzoo_env  # noqa: E402
from rokugan.rl.encoding import BLOCKS, MAX_OPTIONS, Encoder, features  # noqa: E402

GAMES = [("ccg", {"max_turns": 12}), ("ccg", {"decks": ["builtin:scorpion", "builtin:unicorn"], "max_turns": 12}),
         ("lcg", {"max_turns": 6}), ("bfr", {"players": 2}), ("bfr", {"players": 5})]


@pytest.mark.parametrize("game,kw", GAMES)
def test_every_observation_of_random_games_equals_the_full_recompute(game: str, kw: dict[str, Any]) -> None:
    env = pettingzoo_env(game, **kw)
    for seed in (1, 2):
        env.reset(seed=seed)
        rng = random.Random(seed)
        steps = 0
        while (d := env.game.pending()) is not None:
            for seat, agent in enumerate(env.possible_agents):
                got = env.observe(agent)["observation"]
                want = np.asarray(features(env.game, seat), np.float32)
                assert got.dtype == want.dtype and np.array_equal(got, want), (game, seed, steps, seat)
            env.step(rng.randrange(min(len(d.options), MAX_OPTIONS)))
            steps += 1
        assert steps > 20


@pytest.mark.parametrize("game", sorted(BLOCKS))
def test_a_clone_stepped_apart_is_not_read_from_the_original_cache(game: str) -> None:
    """A clone shares its original's pending decision object; once it steps, the encoder must see it anew."""
    env = pettingzoo_env(game)
    env.reset(seed=3)
    enc = Encoder(game)
    rng = random.Random(0)
    g = env.game
    for _ in range(40):
        d = g.pending()
        assert d is not None
        enc.features(g, 0)
        c = g.clone()
        assert enc.features(c, 0) == features(c, 0)
        c.choose(d.options[rng.randrange(len(d.options))].id)  # the clone moves on; `g` stays where it was
        if c.pending() is not None:
            assert enc.features(c, d.player) == features(c, d.player)
        assert enc.features(g, 0) == features(g, 0)
        g.choose(d.options[rng.randrange(len(d.options))].id)
        assert enc.features(g, 1, step=1) == features(g, 1)


def test_the_cheap_path_is_the_one_the_adapters_use() -> None:
    """The environment asks its encoder, not the reference path, so the benchmark measures what agents get."""
    env = pettingzoo_env("ccg")
    env.reset(seed=0)
    assert isinstance(env._encoder, Encoder) and env._encoder.blocks is BLOCKS["ccg"]


def test_the_benchmark_prints_the_observation_cost_against_an_engine_step(capsys: pytest.CaptureFixture[str]) -> None:
    from rokugan.benchmark import observation_cost
    from rokugan.cli import main
    r = observation_cost(1, 0, "bfr", 3)
    assert r is not None and r["steps"] > 20 and min(r["observe_us"], r["reference_us"], r["engine_us"]) > 0
    assert r["engine_us"] < r["env_step_us"]  # the engine step is timed inside env.step
    assert main(["bench", "--game", "bfr", "--games", "2", "--players", "3"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "observation + mask per step" in x)
    assert "full recompute" in line and "engine step" in line and "of a step" in line


def test_one_encoder_read_over_games_of_other_decks_gives_each_game_its_own_numbers() -> None:
    """The cached card types belong to one game's cards: another game (other decks) is encoded from its own."""
    from rokugan.core import registry
    enc = Encoder("ccg")
    clans = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]
    for i in range(6):
        g = registry.new_game("ccg", {"decks": [f"builtin:{clans[i]}", f"builtin:{clans[-1 - i]}"],
                                      "logging": False}, i)
        rng = random.Random(i)
        for _ in range(150):
            d = g.pending()
            if d is None:
                break
            g.choose(d.options[rng.randrange(len(d.options))].id)
        assert enc.features(g, 0) == features(g, 0) and enc.features(g, 1) == features(g, 1)


@pytest.mark.parametrize("game,kw", [("lcg", {"max_turns": 4}), ("bfr", {"players": 3})])
def test_the_arrays_handed_out_are_the_callers_own(game: str, kw: dict[str, Any]) -> None:
    """`observe` keeps one mask per option count and packs the vector itself: what it hands out is a fresh,
    writable float32 / int8 array each time, so writing on one changes no later observation; the mask offers
    exactly the first k actions to the seat that chooses, none to the others."""
    env = pettingzoo_env(game, **kw)
    env.reset(seed=4)
    rng = random.Random(4)
    for _ in range(60):
        d = env.game.pending()
        if d is None:
            break
        for seat, agent in enumerate(env.possible_agents):
            first = env.observe(agent)
            want = np.asarray(features(env.game, seat), np.float32)
            k = min(len(d.options), MAX_OPTIONS) if d.player == seat else 0
            assert first["observation"].dtype == np.float32 and first["action_mask"].dtype == np.int8
            assert list(first["action_mask"]) == [1] * k + [0] * (MAX_OPTIONS - k)
            first["observation"][:] = -7.0
            first["action_mask"][:] = 1
            again = env.observe(agent)
            assert np.array_equal(again["observation"], want)
            assert int(again["action_mask"].sum()) == k
        env.step(rng.randrange(min(len(d.options), MAX_OPTIONS)))
