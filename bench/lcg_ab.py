"""LCG engine speed, one source tree against another in the same run (issue 10), and the check that a speed change
changes no game:

    python bench/lcg_ab.py OLD_SRC NEW_SRC [--rounds 3] [--games 80] [--same 300]

`--same N`: for each tree, N random games (seeds 0..N-1, the benchmark's decks, logging on, `RandomAgent`) are played
and every decision (`to_json()`), every choice, each game's final state, logs and result are hashed; the trees must
give the same hash per game (the first seed that differs is printed). Then each round times the same random games
(`rokugan.benchmark.play_random`, logging off) once per tree, alternating, by CPU time (`time.process_time`), and the
medians of games per second are printed.

`--instructions N`: instead of timing, count the instructions of N random games on each tree with valgrind's
cachegrind (deterministic: the same count whatever else the machine does), less a run of the same process that
plays only the warm-up game (the interpreter's start, the imports, the catalog), with PYTHONHASHSEED=0 (string
hashes move the count between runs otherwise); printed in millions, a game's and
the total, with the ratio to the first tree.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

TIME = """
import time
from rokugan.core import registry
from rokugan.benchmark import _setup, play_random
play_random(registry.new_game("lcg", _setup(0, "lcg"), 0), 0)
t = time.process_time()
n = sum(play_random(registry.new_game("lcg", _setup(i, "lcg"), i), i) for i in range({games}))
print({games} / (time.process_time() - t), n)
"""

INSTR = """
import sys
from rokugan.core import registry
from rokugan.benchmark import _setup, play_random
play_random(registry.new_game("lcg", _setup(0, "lcg"), 0), 0)
n = sum(play_random(registry.new_game("lcg", _setup(i, "lcg"), i), i) for i in range(int(sys.argv[1])))
print(n)
"""

SAME = """
import hashlib, json
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.benchmark import _setup
for seed in range({games}):
    g = registry.new_game("lcg", {{**_setup(seed, "lcg"), "logging": True}}, seed)
    agents = [RandomAgent(seed + k) for k in range(g.num_players)]
    h = hashlib.sha256()
    while (d := g.pending()) is not None:
        c = agents[d.player].choose(g, d)
        h.update(json.dumps(d.to_json(), sort_keys=True).encode() + c.encode())
        g.choose(c)
    h.update(json.dumps(g.to_json(), sort_keys=True, default=str).encode())
    h.update(json.dumps([g.log_lines(v) for v in (0, 1, None)], default=str).encode() + repr(g.result).encode())
    print(h.hexdigest()[:16])
"""


def _run(tree: str, code: str) -> list[str]:
    env = dict(os.environ, PYTHONPATH=tree)
    return subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True,
                          text=True).stdout.split()


def _instructions(tree: str, games: int) -> tuple[int, str]:
    """Instructions of `games` random games on `tree` (cachegrind), less those of the warm-up alone."""
    import re
    import tempfile
    counts = []
    out = ""
    for n in (0, games):
        with tempfile.NamedTemporaryFile(suffix=".cg") as f:
            r = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={f.name}",
                                sys.executable, "-c", INSTR, str(n)],
                               env=dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0"),
                               check=True, capture_output=True, text=True)
            m = re.search(r"I\s+refs:\s+([\d,]+)", r.stderr)
            if m is None:
                raise SystemExit(f"valgrind printed no instruction count for {tree}")
            counts.append(int(m.group(1).replace(",", "")))
            out = r.stdout.strip()
    return counts[1] - counts[0], out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="+", help="src directories to compare (the first is the baseline)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--games", type=int, default=80)
    ap.add_argument("--same", type=int, default=0, help="games whose decisions must be the same on every tree")
    ap.add_argument("--instructions", type=int, default=0, metavar="N",
                    help="count the instructions of N games per tree with valgrind instead of timing")
    a = ap.parse_args()
    bad = [t for t in a.trees if not os.path.isdir(os.path.join(t, "rokugan"))]
    if bad:
        print(f"not a source tree with a rokugan package: {', '.join(bad)}", file=sys.stderr)
        return 2
    if a.same:
        base = _run(a.trees[0], SAME.format(games=a.same))
        for t in a.trees[1:]:
            got = _run(t, SAME.format(games=a.same))
            diff = [i for i, (x, y) in enumerate(zip(base, got, strict=False)) if x != y]
            if diff or len(got) != len(base):
                print(f"{t}: DIFFERENT games, the first at seed {diff[0] if diff else min(len(got), len(base))}")
                return 1
            print(f"{t}: the same {len(got)} games (every decision, choice, final state, log and result)")
    if a.instructions < 0 or a.games < 1 or a.rounds < 1 or a.same < 0:
        print("--games and --rounds must be at least 1, --same and --instructions at least 0", file=sys.stderr)
        return 2
    if a.instructions:
        import shutil
        if shutil.which("valgrind") is None:
            print("--instructions needs valgrind (apt-get install valgrind)", file=sys.stderr)
            return 2
        base = 0
        for t in a.trees:
            n, dec = _instructions(t, a.instructions)
            base = base or n
            print(f"{t}: {n / 1e6:,.0f} M instructions for {a.instructions} games "
                  f"({n / a.instructions / 1e6:.1f} M a game, {dec} decisions) x{base / n:.2f} fewer")
        return 0
    results: dict[str, list[float]] = {t: [] for t in a.trees}
    decisions: dict[str, str] = {}
    for _ in range(a.rounds):
        for t in a.trees:
            out = _run(t, TIME.format(games=a.games))
            results[t].append(float(out[0]))
            decisions[t] = out[1]
    first = statistics.median(results[a.trees[0]])
    for t, v in results.items():
        m = statistics.median(v)
        print(f"{t}: {m:.2f} games/s (median of {len(v)}: {', '.join(f'{x:.2f}' for x in v)}; "
              f"{decisions[t]} decisions) x{m / first:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
