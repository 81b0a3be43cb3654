"""Benchmarks (CONVENTIONS "Benchmarks"): random-agent games and decisions per second, clone() and
save cost, peak memory, and what a learning program pays per step for its observation and action mask (the
PettingZoo adapter's, against an engine step; issue 11 asks for no more). Single process, logging off, fixed
seeds; one line per figure."""

from __future__ import annotations

import json
import platform
import random
import resource
import statistics
import sys
import sysconfig
import time
from typing import Any

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.core.game import Game
from rokugan.core.pool import settle

CLANS = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]


BFR_CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]


def _setup(i: int, game: str = "ccg", players: int = 4) -> dict[str, Any]:
    if game == "bfr":
        return {"clans": [BFR_CLANS[(i + k) % 7] for k in range(players)], "logging": False}
    if game == "lcg":
        return {"decks": [f"builtin:{BFR_CLANS[i % 7]}", f"builtin:{BFR_CLANS[(i * 3 + 2) % 7]}"], "logging": False}
    return {"decks": [f"builtin:{CLANS[i % 9]}", f"builtin:{CLANS[(i * 4 + 3) % 9]}"], "logging": False}


def play_random(game: Game, seed: int, sample: list[Game] | None = None, every: int = 0) -> int:
    agents = [RandomAgent(seed + k) for k in range(game.num_players)]
    n = 0
    while (d := game.pending()) is not None:
        game.choose(agents[d.player].choose(game, d))
        n += 1
        if sample is not None and every and n % every == 0:
            sample.append(game.clone())
    return n


def run(games: int = 200, seed: int = 0, game: str = "ccg", players: int = 4) -> dict[str, float]:
    def setup(i: int) -> dict[str, Any]:
        return _setup(i, game, players)

    # warm up imports and the catalog
    play_random(registry.new_game(game, setup(0), seed), seed)
    settle()  # what the warm-up loaded, out of the collector's sight (as `rokugan sim` does after its first game)
    decisions = 0
    per_game: list[float] = []
    t0 = time.perf_counter()
    c0 = time.process_time()
    for i in range(games):
        g = registry.new_game(game, setup(i), seed + i)
        t = time.perf_counter()
        decisions += play_random(g, seed + i)
        per_game.append(time.perf_counter() - t)
    total = time.perf_counter() - t0
    cpu = time.process_time() - c0
    samples: list[Game] = []
    for i in range(10):
        play_random(registry.new_game(game, setup(i), 10_000 + i), 10_000 + i, samples, every=25)
    clone_us = []
    for st in samples:
        t = time.perf_counter()
        for _ in range(20):
            st.clone()
        clone_us.append((time.perf_counter() - t) / 20 * 1e6)
    save_us = []
    for st in samples[:100]:
        t = time.perf_counter()
        json.dumps(st.to_json())
        save_us.append((time.perf_counter() - t) * 1e6)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "games": games,
        "games_per_s": games / total,
        "games_per_cpu_s": games / cpu if cpu > 0 else 0.0,
        "decisions_per_s": decisions / total,
        "decisions_per_game": decisions / games,
        "median_game_ms": statistics.median(per_game) * 1000,
        "clone_median_us": statistics.median(clone_us),
        "clone_p95_us": sorted(clone_us)[int(len(clone_us) * 0.95)],
        "save_json_median_us": statistics.median(save_us),
        "peak_rss_mb": peak_mb,
    }


def interpreter() -> str:
    """The interpreter running the benchmark, in words: its version and executable, and, where it can be told, whether
    it is a build optimized for speed. A CPython configured without `--enable-optimizations` (profile-guided
    optimization, PGO) and `--with-lto` and loading its library as a shared object (pyenv's default build) runs this
    benchmark markedly slower than the optimized builds of python.org, Debian, Ubuntu or the official container images
    (docs/lcg-rules.md, "Figures")."""
    impl = f"{platform.python_implementation()} {platform.python_version()} ({sys.executable})"
    if platform.python_implementation() != "CPython":
        return impl
    args = str(sysconfig.get_config_var("CONFIG_ARGS") or "")
    shared = _libpython_loaded()
    if "--enable-optimizations" in args or "--with-lto" in args:
        build = "configured with " + " and ".join(x for x in ("--enable-optimizations", "--with-lto") if x in args)
    elif shared:
        build = ("libpython loaded as a shared library and configured without --enable-optimizations or --with-lto: "
                 "an unoptimized build, slower than python.org's or a distribution's")
    elif shared is False:
        build = "interpreter linked statically"
    else:
        build = "its build options unknown"
    return f"{impl}; {build}"


def _libpython_loaded() -> bool | None:
    """Whether this process mapped a libpython shared object (None where /proc cannot tell: not Linux)."""
    try:
        with open("/proc/self/maps") as fh:
            return any("libpython" in line for line in fh)
    except OSError:
        return None


def observation_cost(games: int = 20, seed: int = 0, game: str = "ccg", players: int = 4) -> dict[str, float] | None:
    """µs per step of random play through the PettingZoo environment, all measured in the same steps (so a
    machine's changing load weighs on each alike): the observation and action mask of the seat to move
    (`env.observe`, as `env.last()` asks for it), the same built by the reference path (`rl.encoding.features`,
    everything recomputed, on a copy of the game so that it finds none of the caches `observe` filled), the engine
    step inside `env.step` (`game.choose`), and the whole `env.step`. None without the `rl` extra."""
    try:
        import numpy as np

        from rokugan.rl.encoding import MAX_OPTIONS, features
        from rokugan.rl.pettingzoo_adapter import RokuganAEC
    except ImportError:
        return None
    clock = time.perf_counter
    observe = reference = step = 0.0
    engine = [0.0]
    n = 0
    for i in range(games):
        env = RokuganAEC(game, **_setup(i, game, players))
        env.reset(seed=seed + i)
        rng = random.Random(seed + i)
        choose = env.game.choose

        def timed_choose(option_id: str, choose: Any = choose) -> None:
            t = clock()
            choose(option_id)
            engine[0] += clock() - t

        env.game.choose = timed_choose  # type: ignore[method-assign]
        while (d := env.game.pending()) is not None:
            agent = env.agent_selection
            seat = env.possible_agents.index(agent)
            cold = env.game.clone()  # (the reference path on a copy: it finds none of the caches the first filled)
            t0 = clock()
            env.observe(agent)
            t1 = clock()
            mask = np.zeros(MAX_OPTIONS, np.int8)
            mask[: min(len(d.options), MAX_OPTIONS)] = 1
            np.asarray(features(cold, seat), np.float32)
            t2 = clock()
            env.step(rng.randrange(min(len(d.options), MAX_OPTIONS)))
            t3 = clock()
            observe += t1 - t0
            reference += t2 - t1
            step += t3 - t2
            n += 1
    return {"steps": n, "observe_us": observe / n * 1e6, "reference_us": reference / n * 1e6,
            "engine_us": engine[0] / n * 1e6, "env_step_us": step / n * 1e6}


def _print_observation(game: str, games: int, seed: int, players: int = 4) -> None:
    k = min(games, 20)
    o = observation_cost(k, seed, game, players)
    if o is None:
        print(f"{game} observation + mask per step: not measured (needs the rl extra: pip install -e '.[rl]')")
        return
    print(f"{game} observation + mask per step: {o['observe_us']:.1f} µs  (full recompute {o['reference_us']:.1f} "
          f"µs); engine step (game.choose) {o['engine_us']:.1f} µs: {o['observe_us'] / o['engine_us']:.2f} of a "
          f"step (full recompute {o['reference_us'] / o['engine_us']:.2f}; target ≤ 1)  "
          f"({o['steps']} steps of {k} random games through the PettingZoo environment)")


def main(games: int = 200, seed: int = 0, game: str = "all", players: int = 4) -> int:
    print(f"interpreter: {interpreter()}")
    if game in ("all", "bfr"):
        r = run(games, seed, "bfr", players)
        from rokugan import native
        engine = "compiled engine" if native.status(game="bfr")[0] == "fresh" else "from the Python sources"
        print(f"bfr random games/s ({players} players, 1 core, logging off, {engine}): {r['games_per_s']:.1f}  "
              f"({r['games']} games; target 250)")
        print(f"bfr decisions/s: {r['decisions_per_s']:,.0f}")
        print(f"bfr decisions per game (mean): {r['decisions_per_game']:.0f}")
        print(f"bfr game time (median): {r['median_game_ms']:.1f} ms")
        print(f"bfr clone() median: {r['clone_median_us']:.1f} µs  (p95 {r['clone_p95_us']:.1f} µs)")
        print(f"bfr save to JSON median: {r['save_json_median_us']:.0f} µs")
        _print_observation("bfr", games, seed, players)
        print(f"peak RSS: {r['peak_rss_mb']:.0f} MB")
    if game in ("all", "lcg"):
        r = run(games, seed, "lcg")
        from rokugan import native
        engine = "compiled engine" if native.status(game="lcg")[0] == "fresh" else "from the Python sources"
        print(f"lcg random games/s (1 core, logging off, {engine}): {r['games_per_s']:.1f}  ({r['games']} games; "
              f"target 100; {r['games_per_cpu_s']:.1f} per CPU-second)")
        print(f"lcg decisions/s: {r['decisions_per_s']:,.0f}")
        print(f"lcg decisions per game (mean): {r['decisions_per_game']:.0f}")
        print(f"lcg game time (median): {r['median_game_ms']:.1f} ms")
        print(f"lcg clone() median: {r['clone_median_us']:.1f} µs  (p95 {r['clone_p95_us']:.1f} µs; target 50)")
        print(f"lcg save to JSON median: {r['save_json_median_us']:.0f} µs")
        _print_observation("lcg", games, seed)
    if game in ("bfr", "lcg"):
        return 0
    r = run(games, seed)
    print(f"ccg random games/s (1 core, logging off): {r['games_per_s']:.1f}  ({r['games']} games)")
    print(f"ccg decisions/s: {r['decisions_per_s']:,.0f}")
    print(f"ccg decisions per game (mean): {r['decisions_per_game']:.0f}")
    print(f"ccg game time (median): {r['median_game_ms']:.1f} ms")
    print(f"ccg clone() median: {r['clone_median_us']:.1f} µs  (p95 {r['clone_p95_us']:.1f} µs)")
    print(f"ccg save to JSON median: {r['save_json_median_us']:.0f} µs")
    _print_observation("ccg", games, seed)
    print(f"peak RSS: {r['peak_rss_mb']:.0f} MB")
    return 0


if __name__ == "__main__":
    main()
