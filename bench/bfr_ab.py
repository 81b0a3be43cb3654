"""Battle for Rokugan speed, one source tree against another in the same run (issue 12's "previous commit
against this one"):

    python bench/bfr_ab.py OLD_SRC NEW_SRC [--rounds 5] [--games 200]

Each round plays, once per tree and alternating, one process of `--games` random four-player games (the
benchmark's setups and `RandomAgent`s, seeds 0..., logging off) timed by process CPU time, and the medians of games
per CPU-second are printed with a digest of every choice (a speed change that changes no game shows the same digests).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

CODE = r"""
import hashlib, time
from rokugan.benchmark import _setup
from rokugan.core import registry
from rokugan.core.agents import RandomAgent

h = hashlib.sha256()
cpu = 0.0
for seed in range({games}):
    g = registry.new_game("bfr", _setup(seed, "bfr", 4), seed)
    agents = [RandomAgent(seed + k) for k in range(4)]
    c0 = time.process_time()
    while (d := g.pending()) is not None:
        c = agents[d.player].choose(g, d)
        g.choose(c)
        h.update(c.encode() + b"|")
    cpu += time.process_time() - c0
print({games} / cpu, h.hexdigest()[:16])
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="+", help="src directories to compare (the first is the baseline)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=200)
    a = ap.parse_args()
    bad = [t for t in a.trees if not os.path.isdir(os.path.join(t, "rokugan"))]
    if bad:
        print(f"not a source tree with a rokugan package: {', '.join(bad)}", file=sys.stderr)
        return 2
    results: dict[str, list[float]] = {t: [] for t in a.trees}
    digests: dict[str, set[str]] = {t: set() for t in a.trees}
    for _ in range(a.rounds):
        for t in a.trees:
            env = dict(os.environ, PYTHONPATH=t)
            out = subprocess.run([sys.executable, "-c", CODE.format(games=a.games)], env=env, check=True,
                                 capture_output=True, text=True).stdout.split()
            results[t].append(float(out[0]))
            digests[t].add(out[1])
    base = statistics.median(results[a.trees[0]])
    for t, v in results.items():
        med = statistics.median(v)
        print(f"{t}: median {med:.1f} random 4-player games per CPU-s over {a.rounds} runs of {a.games} "
              f"(min {min(v):.1f}, max {max(v):.1f}; {med / base:.2f}x the first); choices digest "
              f"{' '.join(sorted(digests[t]))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
