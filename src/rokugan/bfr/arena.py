"""Measure the Battle for Rokugan heuristic player (issue 12's "done when"):

    python -m rokugan.bfr.arena [--games 400] [--players 2,3,4,5] [--usage 100] [--workers 1]

* win rate of one heuristic seat (rotating over the seats) against random players that place only legal
  tokens (`RandomLegalAgent`), with a 95% Wilson interval, per player count;
* how often every kind of card and ability was used in an all-heuristic run (counted from the game log).

Every game's seed is its index, so a figure is reproducible whatever the number of workers.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from . import data as D
from .agents import RandomLegalAgent
from .game import new_game
from .heuristic import HeuristicAgent


def one_game(players: int, i: int) -> tuple[bool, bool]:
    """Game i: the heuristic sits at seat i % players. Returns (heuristic among the winners, sole winner)."""
    seat = i % players
    g = new_game({"players": players, "logging": False}, 1_000_003 * players + i)
    agents: list[Any] = [RandomLegalAgent(7919 * i + k) for k in range(players)]
    agents[seat] = HeuristicAgent(i)
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
    res = g.result
    assert res is not None
    return seat in res.winners, res.winners == (seat,)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def win_rate(players: int, games: int, workers: int = 1) -> dict[str, float]:
    if workers > 1:
        with ProcessPoolExecutor(workers) as ex:
            out = list(ex.map(one_game, [players] * games, range(games), chunksize=8))
    else:
        out = [one_game(players, i) for i in range(games)]
    wins = sum(1 for w, _sole in out if w)
    lo, hi = wilson(wins, games)
    return {"players": players, "games": games, "wins": wins, "rate": wins / games, "lo": lo, "hi": hi,
            "sole": sum(1 for _w, sole in out if sole)}


# what each use looks like in the log (the texts the engine writes; tests/bfr/test_heuristic.py keeps them true)
USES: list[tuple[str, str]] = [
    *[(f"card: {name}", rf" plays {re.escape(name)}\.") for _t, name in D.TERRITORY_CARDS],
    ("scout", r" scouts #"), ("shugenja", r"'s shugenja reveals"),
    ("first player card", r" uses the first player card"),
    ("Scorpion peek", r" peeks at #"), ("Unicorn swap", r" swaps #"), ("Dragon return", r"to the pool \(Dragon\)"),
    ("Lion bluff defending", r"Lion bluff defends"), ("Crab face-up defense", r"Crab face-up tokens defend"),
    ("Crane tie", r"the Crane wins the tie"), ("Phoenix ignores a capital", r"Phoenix ignores the capital"),
    ("bluff placed", r" places bluff"), ("blessing placed", r" blesses #"), ("raid", r" raids "),
    ("diplomacy", r" makes peace in "),
]


def usage(games: int, players: int = 4) -> tuple[Counter[str], int]:
    """Uses of every card and ability kind in `games` all-heuristic games (player counts cycle 3, 4, 5 when
    players is 0). Also returns how many chances there were to play a territory card (decisions offering one)."""
    counts: Counter[str] = Counter()
    chances = 0
    pats = [(k, re.compile(p)) for k, p in USES]
    for i in range(games):
        n = players or (3 + i % 3)
        g = new_game({"players": n}, 50_000 + i)
        agents = [HeuristicAgent(100 * i + k) for k in range(n)]
        while (d := g.pending()) is not None:
            if any(o.id.startswith("c") and o.id[1:].isdigit() for o in d.options):
                chances += 1
            g.choose(agents[d.player].choose(g, d))
        for line in (e.text for e in g.s.log):
            for k, pat in pats:
                if pat.search(line):
                    counts[k] += 1
    return counts, chances


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rokugan.bfr.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--players", default="2,3,4,5")
    ap.add_argument("--usage", type=int, default=100, help="all-heuristic games for the usage counts (0: skip)")
    ap.add_argument("--workers", type=int, default=1)
    a = ap.parse_args(argv)
    try:
        counts_wanted = [int(x) for x in a.players.split(",") if x]
        if any(not 2 <= n <= 5 for n in counts_wanted) or a.games < 1:
            raise ValueError
    except ValueError:
        print("--players takes player counts from 2 to 5 separated by commas, and --games a positive number",
              file=sys.stderr)
        return 2
    for n in counts_wanted:
        t = time.perf_counter()
        r = win_rate(n, a.games, a.workers)
        print(f"{n} players: heuristic won {r['wins']}/{r['games']} = {100 * r['rate']:.1f}% "
              f"(95% CI {100 * r['lo']:.1f}–{100 * r['hi']:.1f}%; alone {r['sole']}) against random legal "
              f"players [{time.perf_counter() - t:.0f}s]", flush=True)
    if a.usage:
        counts, chances = usage(a.usage, 0)
        print(f"usage in {a.usage} all-heuristic games (3, 4, 5 players in turn); {chances} decisions offered a "
              "territory card:")
        for k, _p in USES:
            print(f"  {k:<34} {counts[k]:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
