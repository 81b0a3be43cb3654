"""Battle for Rokugan speed, one source tree against another in the same run (issue 12's "previous commit
against this one"):

    python bench/bfr_ab.py OLD_SRC NEW_SRC [--rounds 5] [--games 200]

Each round runs `rokugan.benchmark.run(games, 0, "bfr", 4)` (random four-player games, logging off, fixed
seeds, one process, one core) once per tree, alternating, and the medians of games per second are printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

CODE = ("from rokugan.benchmark import run; r = run({games}, 0, 'bfr', 4); "
        "print(r['games_per_s'], r['decisions_per_s'])")


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
    for _ in range(a.rounds):
        for t in a.trees:
            env = dict(os.environ, PYTHONPATH=t)
            out = subprocess.run([sys.executable, "-c", CODE.format(games=a.games)], env=env, check=True,
                                 capture_output=True, text=True).stdout.split()
            results[t].append(float(out[0]))
    base = statistics.median(results[a.trees[0]])
    for t, v in results.items():
        med = statistics.median(v)
        print(f"{t}: median {med:.1f} random 4-player games/s over {a.rounds} runs of {a.games} "
              f"(min {min(v):.1f}, max {max(v):.1f}; {med / base:.2f}x the first)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
