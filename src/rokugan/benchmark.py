"""Benchmarks (CONVENTIONS "Benchmarks"): random-agent games and decisions per second, clone() and
save cost, peak memory. Single process, logging off, fixed seeds; one line per figure."""

from __future__ import annotations

import gc
import json
import resource
import statistics
import time
from typing import Any

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.core.game import Game

CLANS = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]


def _setup(i: int) -> dict[str, Any]:
    return {"decks": [f"builtin:{CLANS[i % 9]}", f"builtin:{CLANS[(i * 4 + 3) % 9]}"], "logging": False}


def play_random(game: Game, seed: int, sample: list[Game] | None = None, every: int = 0) -> int:
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    n = 0
    while (d := game.pending()) is not None:
        game.choose(agents[d.player].choose(game, d))
        n += 1
        if sample is not None and every and n % every == 0:
            sample.append(game.clone())
    return n


def run(games: int = 200, seed: int = 0) -> dict[str, float]:
    # warm up imports and the catalog
    play_random(registry.new_game("ccg", _setup(0), seed), seed)
    gc.collect()
    decisions = 0
    per_game: list[float] = []
    t0 = time.perf_counter()
    for i in range(games):
        g = registry.new_game("ccg", _setup(i), seed + i)
        t = time.perf_counter()
        decisions += play_random(g, seed + i)
        per_game.append(time.perf_counter() - t)
    total = time.perf_counter() - t0
    samples: list[Game] = []
    for i in range(10):
        play_random(registry.new_game("ccg", _setup(i), 10_000 + i), 10_000 + i, samples, every=25)
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
        "decisions_per_s": decisions / total,
        "decisions_per_game": decisions / games,
        "median_game_ms": statistics.median(per_game) * 1000,
        "clone_median_us": statistics.median(clone_us),
        "clone_p95_us": sorted(clone_us)[int(len(clone_us) * 0.95)],
        "save_json_median_us": statistics.median(save_us),
        "peak_rss_mb": peak_mb,
    }


def main(games: int = 200, seed: int = 0) -> int:
    r = run(games, seed)
    print(f"ccg random games/s (1 core, logging off): {r['games_per_s']:.1f}  ({r['games']} games)")
    print(f"ccg decisions/s: {r['decisions_per_s']:,.0f}")
    print(f"ccg decisions per game (mean): {r['decisions_per_game']:.0f}")
    print(f"ccg game time (median): {r['median_game_ms']:.1f} ms")
    print(f"ccg clone() median: {r['clone_median_us']:.1f} µs  (p95 {r['clone_p95_us']:.1f} µs)")
    print(f"ccg save to JSON median: {r['save_json_median_us']:.0f} µs")
    print(f"peak RSS: {r['peak_rss_mb']:.0f} MB")
    return 0


if __name__ == "__main__":
    main()
