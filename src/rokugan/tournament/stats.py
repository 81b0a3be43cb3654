"""The tournament's numbers: win shares with 95% Wilson intervals, the matchup table, results per deck or clan and
per seat, and the distribution of game lengths. A JSON-compatible dict, so the report can be saved and re-read."""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from .schedule import Outcome


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share k/n (k may be fractional: a draw counts a half)."""
    if n <= 0:
        raise ValueError("no games")
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(max(0.0, p * (1 - p)) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def spread(values: Sequence[float]) -> dict[str, float]:
    """Mean, median, 10th and 90th percentile (inclusive method), least and most."""
    xs = sorted(values)
    if len(xs) == 1:
        q = [xs[0]] * 9
    else:
        q = statistics.quantiles(xs, n=10, method="inclusive")
    return {"mean": statistics.fmean(xs), "median": statistics.median(xs), "p10": q[0], "p90": q[-1],
            "min": xs[0], "max": xs[-1]}


def _share(points: float, seats: int) -> dict[str, Any]:
    lo, hi = wilson(points, seats) if seats else (0.0, 1.0)
    return {"seats": seats, "points": points, "share": points / seats if seats else None, "low": lo, "high": hi}


def _breakdown(outcomes: Sequence[Outcome], agents: Sequence[str], key: Callable[[Outcome, int], str],
               order: Sequence[str]) -> list[dict[str, Any]]:
    """Rows by `key(outcome, seat)` (a deck, a seat number): every agent together, then each agent alone."""
    points: defaultdict[tuple[str, str], float] = defaultdict(float)
    seats: Counter[tuple[str, str]] = Counter()
    for o in outcomes:
        for s, a in enumerate(o.seat_agents):
            k = key(o, s)
            for who in ("*", a):
                points[(k, who)] += o.points(s)
                seats[(k, who)] += 1
    rows = []
    for k in order:
        if not seats[(k, "*")]:
            continue
        row = {"name": k, **_share(points[(k, "*")], seats[(k, "*")])}
        row["by_agent"] = {a: _share(points[(k, a)], seats[(k, a)]) for a in agents}
        rows.append(row)
    return rows


def summarize(outcomes: Sequence[Outcome], *, game: str, title: str, agents: Sequence[str], entries: Sequence[str],
              players: int, games_per_pairing: int, seed: int) -> dict[str, Any]:
    """The whole report as data. An agent's points in a game are those of all the seats it holds (a win 1, a draw
    shared evenly, a half in a two-player game), so against an equal agent it gets half; a deck's or a seat's
    share is per seat held (an equal one gets 1/players)."""
    outcomes = sorted(outcomes, key=lambda o: o.index)
    points: defaultdict[str, float] = defaultdict(float)
    games: Counter[str] = Counter()
    m_points: defaultdict[tuple[str, str], float] = defaultdict(float)
    m_games: Counter[tuple[str, str]] = Counter()
    for o in outcomes:  # every game is between the two agents of a pairing: its points go to one or the other
        got: defaultdict[str, float] = defaultdict(float)
        for s, a in enumerate(o.seat_agents):
            got[a] += o.points(s)
        for a in got:
            games[a] += 1
            points[a] += got[a]
            for b in got:
                if b != a:
                    m_points[(a, b)] += got[a]
                    m_games[(a, b)] += 1
    agent_rows = [{"name": a, "games": games[a], **_share(points[a], games[a])} for a in agents]
    matchups = {a: {b: {"games": m_games[(a, b)], **_share(m_points[(a, b)], m_games[(a, b)])}
                    for b in agents if b != a} for a in agents}
    unit = outcomes[0].length_unit if outcomes else "turns"
    return {
        "game": game, "title": title, "players": players, "agents": list(agents), "entries": list(entries),
        "games": len(outcomes), "games_per_pairing": games_per_pairing, "seed": seed,
        "equal_share": 0.5, "equal_seat_share": 1.0 / players,
        "agent_table": agent_rows,
        "matchups": matchups,
        "entry_table": _breakdown(outcomes, agents, lambda o, s: o.seat_entries[s], entries),
        "seat_table": _breakdown(outcomes, agents, lambda o, s: str(s + 1), [str(s + 1) for s in range(players)]),
        "length_unit": unit,
        "lengths": {unit: spread([o.length for o in outcomes]),
                    "decisions": spread([o.decisions for o in outcomes])} if outcomes else {},
        "endings": dict(Counter(o.reason for o in outcomes).most_common()),
        "outcomes": [{"index": o.index, "seed": o.seed, "agents": list(o.seat_agents), "entries": list(o.seat_entries),
                      "winners": list(o.winners), "reason": o.reason, unit: o.length, "decisions": o.decisions}
                     for o in outcomes],
    }
