"""The tournament's games: every pairing of agents, seats rotated, decks or clans drawn per deal from a seed."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any

from rokugan.core import registry
from rokugan.core.record import GameRecord


@dataclass(frozen=True)
class Entry:
    """A deck or clan a seat may play: its short name in the report and the value the game's setup form takes
    (a built-in id such as "builtin:crab", a clan such as "lion", or the text of a deck list)."""

    name: str
    value: str


@dataclass(frozen=True)
class Job:
    index: int
    game: str
    setup: dict[str, Any]
    seed: int
    seat_agents: tuple[str, ...]
    seat_entries: tuple[str, ...]
    search: tuple[tuple[str, float], ...] = ()  # ("iterations", n) or ("seconds", s) for search agents


@dataclass
class Outcome:
    """One finished game as the report counts it, with its record (seed, setup, choices)."""

    index: int
    seed: int
    seat_agents: tuple[str, ...]
    seat_entries: tuple[str, ...]
    winners: tuple[int, ...]
    reason: str
    length: int  # turns (classic CCG) or rounds (LCG, Battle for Rokugan)
    length_unit: str
    decisions: int
    record: GameRecord = field(repr=False)
    detail: str = ""

    def points(self, seat: int) -> float:
        """The seat's share of the game: 1/k for each of k winners, 0 for a loser; a draw gives every seat 1/n
        (a half in a two-player game)."""
        n = len(self.seat_agents)
        if not self.winners:
            return 1.0 / n
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


def seats_in_rotation(pair: tuple[str, str], players: int, r: int) -> tuple[str, ...]:
    """The agents of a pairing over the seats in rotation r (0 or 1): they alternate seat by seat, and the
    second rotation swaps them, so over both each agent holds every seat equally often."""
    return tuple(pair[(k + r) % 2] for k in range(players))


def plan(game: str, agents: list[str], entries: list[Entry], players: int, games_per_pairing: int, seed: int,
         options: dict[str, Any] | None = None, distinct: bool = False, logging: bool = False,
         search: dict[str, float] | None = None) -> list[Job]:
    """Every game of the tournament, fixed up front from `seed`. Each pairing of agents plays
    `games_per_pairing` games (an even number) in deals of two: a deal gives each seat a deck or clan (all
    different when `distinct`), and its two games rotate the agents over the seats. The deals are every
    assignment of decks to seats, shuffled by `seed`, taken in turn."""
    rng = random.Random(seed)
    key = _seat_key(game)
    deals = list(itertools.permutations(entries, players) if distinct else itertools.product(entries, repeat=players))
    rng.shuffle(deals)  # every pairing plays the same deals, in this order, each before any repeats
    jobs: list[Job] = []
    for pair in itertools.combinations(agents, 2):
        for d in range(games_per_pairing // 2):
            dealt = deals[d % len(deals)]
            for r in (0, 1):
                game_seed = rng.randrange(1 << 62)
                seat_agents = seats_in_rotation(pair, players, r)
                seats = [{"name": f"{e.name.title()} ({a})", key: e.value}
                         for e, a in zip(dealt, seat_agents, strict=True)]
                setup, _problems = registry.build_setup(game, {"players": players, "seats": seats,
                                                               "options": dict(options or {}), "seed": game_seed})
                setup["logging"] = logging
                jobs.append(Job(len(jobs), game, setup, game_seed, seat_agents, tuple(e.name for e in dealt),
                                tuple(sorted((search or {}).items()))))
    return jobs


def _seat_key(game: str) -> str:
    for f in registry.setup_form(game).get("seat_fields") or []:
        if f.get("kind") in ("deck", "choice"):
            return str(f["key"])
    return "deck"


SEARCH_AGENTS = ("ismcts",)


def make_agent(game: str, name: str, seed: int, search: dict[str, float]) -> Any:
    """An agent by name; a search agent with the tournament's iterations or seconds per decision, if given."""
    if name in SEARCH_AGENTS and search:
        kw: dict[str, Any] = {k: int(v) if k == "iterations" else v for k, v in search.items()}
        if "iterations" in kw:
            kw["seconds"] = None  # no clock at all: the search's games repeat exactly whatever the machine's load
        return registry.make_agent(game, name, seed, kw)
    return registry.make_agent(game, name, seed)


def play_one(job: Job) -> Outcome:
    """Play one game of the tournament (in a worker process): each seat's agent seeded from the game's seed."""
    rec = GameRecord(job.game, job.setup, job.seed, [],
                     {"agents": list(job.seat_agents), "decks": list(job.seat_entries), "tournament": job.index})
    g = rec.start()
    agents = [make_agent(job.game, a, job.seed + k, dict(job.search)) for k, a in enumerate(job.seat_agents)]
    while (d := g.pending()) is not None:
        cid = agents[d.player].choose(g, d)
        g.choose(cid)
        rec.choices.append(cid)
    res = g.result
    assert res is not None
    view = g.view(None)
    unit = "turns" if "turn" in view else "rounds"
    length = int(view.get("turn", view.get("round", 0)) or 0)
    return Outcome(job.index, job.seed, job.seat_agents, job.seat_entries, tuple(res.winners), res.reason, length,
                   unit, len(rec.choices), rec, res.detail)
