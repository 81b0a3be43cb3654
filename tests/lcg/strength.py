"""The LCG heuristic against the random player: `python -m tests.lcg.strength N` (seats alternate; a draw counts
one half), with a 95% Wilson interval."""

from __future__ import annotations

import math
import sys

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg.heuristic import HeuristicAgent


def score(n: int, start: int = 0) -> float:
    won = 0.0
    for seed in range(start, start + n):
        g = registry.new_game("lcg", {"logging": False}, seed)
        me = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[me] = HeuristicAgent(seed)  # type: ignore[call-overload]
        while (d := g.pending()) is not None:
            g.choose(agents[d.player].choose(g, d))
        r = g.result
        assert r is not None
        won += (1.0 if me in r.winners else 0.0) if r.winners else 0.5
    return won


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    k = score(n)
    lo, hi = wilson(k, n)
    print(f"heuristic vs random: {k:g}/{n} = {100 * k / n:.1f}% (95% interval {100 * lo:.1f}-{100 * hi:.1f}%)")
