"""One agent against another: `python bench/ai_strength.py AGENT OPPONENT [--game ccg|lcg|bfr] [--players N]
[--games N] [--first N] [--iterations N | --seconds S] [--workers N] [--progress]`.

Seats rotate game by game (and clans or decks vary with the seed); with --players above 2 (Battle for Rokugan)
the first agent takes one seat and the opponent all the others. Prints the first agent's share of the points (a
draw, or a win shared by k players, counts 1/k) with a 95% Wilson interval, the share an equal player would get,
and the mean decisions per game; for a search agent also its mean iterations per searched decision, the wall and
CPU seconds it spent per searched decision, and its simulations (iterations) per second of search (wall and CPU: on
a shared machine a wall-clock budget buys what the load leaves). --progress prints each game as it ends. Search
agents ("ismcts") take --iterations or --seconds per decision.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from rokugan.core import registry
from rokugan.tournament.stats import wilson

SETUPS: dict[str, dict[str, Any]] = {"ccg": {}, "lcg": {}, "bfr": {"players": 2}}
CCG_CLANS = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]
LCG_CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]


def make(game: str, name: str, seed: int, iterations: int | None, seconds: float | None) -> Any:
    if name == "ismcts":
        cls = registry.resolve(registry.info(game).agents["ismcts"])
        if iterations:
            return cls(seed, iterations=iterations)
        return cls(seed, seconds=seconds or 1.0)
    return registry.make_agent(game, name, seed)


def setup_for(game: str, i: int, players: int | None = None) -> dict[str, Any]:
    s = dict(SETUPS.get(game, {}))
    if players is not None:
        s["players"] = players
    if game == "ccg":
        s["decks"] = [f"builtin:{CCG_CLANS[i % 9]}", f"builtin:{CCG_CLANS[(i * 4 + 3) % 9]}"]
    if game == "lcg":  # the seven Core Set decks in turn (every game used to be the default pairing)
        s["decks"] = [f"builtin:{LCG_CLANS[i % 7]}", f"builtin:{LCG_CLANS[(i * 3 + 2) % 7]}"]
    s["logging"] = False
    return s


Job = tuple[str, str, str, int, int | None, float | None, int | None]


def one(job: Job) -> tuple[float, int, int, int, float, float]:
    """(points of the first agent, decisions, its searched decisions, its search iterations, its search seconds, the
    same in CPU seconds of this process)."""
    game, a, b, i, iterations, seconds, players = job
    g = registry.new_game(game, setup_for(game, i, players), 1000 + i)
    me = i % g.num_players
    agents = [make(game, b, i * 7 + k, iterations, seconds) for k in range(g.num_players)]
    agents[me] = make(game, a, i * 7 + me, iterations, seconds)
    search = getattr(agents[me], "search", None)
    n = searched = iters = departed = 0
    spent = cpu = 0.0
    while (d := g.pending()) is not None:
        if d.player == me and search is not None and len(d.options) > 1:
            t0, c0 = time.perf_counter(), time.process_time()
            g.choose(agents[d.player].choose(g, d))
            spent += time.perf_counter() - t0
            cpu += time.process_time() - c0
            searched += 1
            iters += search.last_iterations
            departed += bool(getattr(search, "last_departed", False))
        else:
            g.choose(agents[d.player].choose(g, d))
        n += 1
    r = g.result
    assert r is not None
    points = (1.0 / len(r.winners) if me in r.winners else 0.0) if r.winners else 1.0 / g.num_players
    return points, n, searched, iters, spent, cpu, departed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="ai_strength", description=__doc__.split("\n\n")[0])
    ap.add_argument("agent")
    ap.add_argument("opponent")
    ap.add_argument("--game", default="ccg", help="ccg, lcg or bfr (default: ccg)")
    ap.add_argument("--players", type=int, help="players (Battle for Rokugan only: 2 to 5; default 2)")
    ap.add_argument("--games", type=int, default=100, help="games (default: 100)")
    ap.add_argument("--first", type=int, default=0,
                    help="index of the first game (default 0): a run of games N.. continues one of games 0..N-1")
    ap.add_argument("--iterations", type=int, help="search iterations per decision (default: --seconds)")
    ap.add_argument("--seconds", type=float, help="search seconds per decision (default: 1.0)")
    ap.add_argument("--workers", type=int, default=1, help="processes (default: 1)")
    ap.add_argument("--progress", action="store_true", help="print each game's result as it ends (one process)")
    args = ap.parse_args(argv)
    try:
        if args.game not in registry.games():
            raise ValueError(f"unknown game {args.game!r}; games: {', '.join(registry.games())}")
        for name in (args.agent, args.opponent):
            if name not in registry.agent_names(args.game):
                raise ValueError(f"unknown agent {name!r} for {args.game}; agents: "
                                 f"{', '.join(registry.agent_names(args.game))}")
        if args.players is not None:
            gi = registry.info(args.game)
            if not gi.min_players <= args.players <= gi.max_players:
                raise ValueError(f"--players for {args.game} must be {gi.min_players}"
                                 + (f" to {gi.max_players}" if gi.max_players > gi.min_players else "")
                                 + f", not {args.players}")
        if args.first < 0:
            raise ValueError(f"--first must be at least 0, not {args.first}")
        if args.games < 1:
            raise ValueError(f"--games must be at least 1, not {args.games}")
        if args.workers < 1:
            raise ValueError(f"--workers must be at least 1, not {args.workers}")
        if args.iterations is not None and args.iterations < 1:
            raise ValueError(f"--iterations must be at least 1, not {args.iterations}")
    except ValueError as e:
        print(f"ai_strength: {e}", file=sys.stderr)
        return 2
    jobs: list[Job] = [(args.game, args.agent, args.opponent, i, args.iterations, args.seconds, args.players)
                       for i in range(args.first, args.first + args.games)]
    t0 = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as ex:
            results = list(ex.map(one, jobs))
    else:
        results = []
        for j in jobs:
            results.append(one(j))
            if args.progress:
                r = results[-1]
                print(f"game {j[3]}: {r[0]:g} point(s), {r[1]} decisions"
                      + (f", {r[3] / r[2]:.0f} iterations and {r[4] / r[2]:.2f} s ({r[5] / r[2]:.2f} s CPU) "
                         f"per searched decision, departed from the heuristic on {r[6]} of {r[2]}" if r[2] else "")
                      + f"; so far {sum(x[0] for x in results):g}/{len(results)}", flush=True)
    el = time.perf_counter() - t0
    k = sum(r[0] for r in results)
    lo, hi = wilson(k, len(results))
    seats = args.players or 2
    where = f"{args.game}, {seats} players" if args.players else args.game
    line = (f"{args.agent} vs {args.opponent} ({where}): {k:g}/{len(results)} = {100 * k / len(results):.1f}% "
            f"(95% interval {100 * lo:.1f}-{100 * hi:.1f}%; an equal player: {100 / seats:.0f}%), "
            f"{sum(r[1] for r in results) / len(results):.0f} decisions per game")
    searched, iters, spent, cpu, departed = (sum(r[j] for r in results) for j in (2, 3, 4, 5, 6))
    if searched:
        line += (f", {iters / searched:.0f} search iterations per searched decision "
                 f"(departing from the heuristic's choice on {departed} of {searched}), "
                 f"{spent / searched:.2f} s per searched decision ({cpu / searched:.2f} s CPU), "
                 f"{iters / spent:.0f} simulations/s ({iters / max(cpu, 1e-9):.0f} per CPU-second)")
    print(line + f", {el:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
