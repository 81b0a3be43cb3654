"""Battle for Rokugan four-player search speed, one source tree against another in the same run (issue 11: more
heuristic playouts per CPU-second is a stronger `ismcts` at the same budget):

    python bench/bfr_search_ab.py OLD_SRC NEW_SRC [--rounds 3] [--searches 48] [--iterations 30] [--games 10]

Each round runs, once per tree and alternating, one process that (1) plays `--games` four-player games of the
`heuristic` player on all seats (seeds 5000...) and (2) searches with the `ismcts` agent at `--iterations` playouts
(no clock) on `--searches` positions of other four-player heuristic games (every 5th decision with a choice),
timing each part by process CPU time. It prints, per tree, the medians of heuristic games per CPU-second and of
playouts per CPU-second, and a digest of every choice made (the heuristic's in its games, the search's at its
positions): a speed change that changes no choice shows the same digests for both trees.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

CODE = r"""
import hashlib, time
from rokugan.bfr.agents import SearchAgent
from rokugan.bfr.game import new_game
from rokugan.bfr.heuristic import HeuristicAgent

h = hashlib.sha256()
cpu = 0.0
for i in range({games}):
    g = new_game({{"players": 4, "logging": False}}, 5000 + i)
    agents = [HeuristicAgent(i * 7 + k) for k in range(4)]
    c0 = time.process_time()
    while (d := g.pending()) is not None:
        c = agents[d.player].choose(g, d)
        h.update(c.encode() + b"|")
        g.choose(c)
    cpu += time.process_time() - c0
games_per_s = {games} / cpu

positions = []
i = 0
while len(positions) < {searches}:
    g = new_game({{"players": 4, "logging": False}}, 9000 + i)
    agents = [HeuristicAgent(i * 11 + k) for k in range(4)]
    k = 0
    while (d := g.pending()) is not None and len(positions) < {searches}:
        if len(d.options) > 1:
            k += 1
            if k % 5 == 0:
                positions.append(g.clone())
        g.choose(agents[d.player].choose(g, d))
    i += 1
plays = 0
cpu = 0.0
for j, g in enumerate(positions):
    a = SearchAgent(j, iterations={iterations})
    c0 = time.process_time()
    c = a.choose(g, g.pending())
    cpu += time.process_time() - c0
    plays += a.search.last_iterations
    h.update(f"{{c}}:{{a.search.last_iterations}}|".encode())
print(games_per_s, plays / cpu, plays, h.hexdigest()[:16])
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="+", help="src directories to compare (the first is the baseline)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--searches", type=int, default=48)
    ap.add_argument("--iterations", type=int, default=30)
    ap.add_argument("--games", type=int, default=10)
    a = ap.parse_args()
    bad = [t for t in a.trees if not os.path.isdir(os.path.join(t, "rokugan"))]
    if bad:
        print(f"not a source tree with a rokugan package: {', '.join(bad)}", file=sys.stderr)
        return 2
    if min(a.rounds, a.searches, a.iterations, a.games) < 1:
        print("--rounds, --searches, --iterations and --games must each be at least 1", file=sys.stderr)
        return 2
    code = CODE.format(games=a.games, searches=a.searches, iterations=a.iterations)
    games: dict[str, list[float]] = {t: [] for t in a.trees}
    plays: dict[str, list[float]] = {t: [] for t in a.trees}
    digests: dict[str, set[str]] = {t: set() for t in a.trees}
    total: dict[str, int] = {}
    for _ in range(a.rounds):
        for t in a.trees:
            env = dict(os.environ, PYTHONPATH=t)
            out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True,
                                 text=True).stdout.split()
            games[t].append(float(out[0]))
            plays[t].append(float(out[1]))
            total[t] = int(out[2])
            digests[t].add(out[3])
    g0, p0 = statistics.median(games[a.trees[0]]), statistics.median(plays[a.trees[0]])
    for t in a.trees:
        g, p = statistics.median(games[t]), statistics.median(plays[t])
        print(f"{t}: heuristic 4-player games per CPU-s median {g:.2f} (min {min(games[t]):.2f}, max "
              f"{max(games[t]):.2f}; {g / g0:.2f}x the first); search playouts per CPU-s median {p:.1f} (min "
              f"{min(plays[t]):.1f}, max {max(plays[t]):.1f}; {p / p0:.2f}x the first; {total[t]} playouts in "
              f"{a.searches} searches); choices digest {', '.join(sorted(digests[t]))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
