"""`rokugan tournament`: the arguments checked (a mistake is one sentence, exit 2), the games planned and played on
the same worker pool as `rokugan sim`, optionally saved in the record store, and the report printed and written."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from rokugan.cli_commands import progress
from rokugan.cli_common import CliError, read_text, run_jobs, seat_choices, seat_field
from rokugan.core import registry
from rokugan.core.store import RecordStore

from . import render
from .schedule import SEARCH_AGENTS, Entry, Outcome, plan, play_one
from .stats import summarize


def _agents(game: str, text: str | None) -> list[str]:
    if not text:
        raise CliError("say which agents play: --agents with at least two names, e.g. --agents heuristic,random")
    names = [a.strip() for a in text.split(",") if a.strip()]
    known = registry.agent_names(game)
    for n in names:
        if n not in known:
            raise CliError(f"unknown agent {n!r} for {registry.info(game).title}; choose from {', '.join(known)}")
    if len(set(names)) != len(names):
        raise CliError(f"each agent may be named once in --agents, not {text!r}")
    if len(names) < 2:
        raise CliError(f"a tournament needs at least two agents, not only {names[0]!r} "
                       "(e.g. --agents heuristic,random)")
    return names


def _entries(game: str, decks: str | None, clans: str | None) -> tuple[list[Entry], bool]:
    """The decks or clans to play, and whether each seat of a game must have a different one (clans of Battle for
    Rokugan). Built-in short names ("crab"); for the card games a deck list file too."""
    if decks and clans:
        raise CliError("give --decks or --clans, not both (they name the same thing)")
    field = next((f for f in registry.setup_form(game).get("seat_fields") or []
                  if f.get("kind") in ("deck", "choice")), None)
    distinct = field is not None and field.get("kind") == "choice"
    builtin = seat_choices(game)
    key = seat_field(game)
    ids = {c.rsplit(":", 1)[-1]: str(c) for c in (str(x["id"]) for x in (field or {}).get("choices", []))}
    wanted = [w.strip() for w in (decks or clans or "").split(",") if w.strip()]
    if not wanted:
        return [Entry(n, ids[n]) for n in builtin], distinct
    out: list[Entry] = []
    for w in dict.fromkeys(wanted):
        short = w.lower()
        if short in builtin:
            out.append(Entry(short, ids[short]))
        elif not distinct and (Path(w).suffix or "/" in w):  # a deck list file: the game reads and checks it
            out.append(Entry(Path(w).stem, read_text(w)))
        else:
            what = "clan" if key == "clan" else "deck"
            extra = "" if distinct else ", or give a deck list file"
            raise CliError(f"unknown {what} {w!r} for {registry.info(game).title}; choose from "
                           f"{', '.join(builtin)}{extra}")
    return out, distinct


def cmd_tournament(args: argparse.Namespace) -> int:
    game = args.game
    gi = registry.info(game)
    agents = _agents(game, args.agents)
    if args.games < 1:
        raise CliError(f"--games (games per pairing of agents) must be at least 1, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    players = args.players if args.players is not None else min(4, gi.max_players)
    if not gi.min_players <= players <= gi.max_players:
        span = f"{gi.min_players} to {gi.max_players} players" if gi.max_players > gi.min_players \
            else f"{gi.min_players} players"
        raise CliError(f"{gi.title} is played by {span}, not {players}")
    entries, distinct = _entries(game, args.decks, args.clans)
    if distinct and len(entries) < players:
        raise CliError(f"{players} players need {players} different clans; --clans names only {len(entries)}")
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise CliError(f"{out} is a file, not a folder for the report (--out)")
    if args.iterations is not None and args.iterations < 1:
        raise CliError(f"--iterations must be at least 1, not {args.iterations}")
    if args.seconds is not None and not args.seconds > 0:
        raise CliError(f"--seconds must be more than 0, not {args.seconds}")
    if args.iterations is not None and args.seconds is not None:
        raise CliError("give --iterations or --seconds, not both")
    search: dict[str, float] = ({"iterations": args.iterations} if args.iterations is not None else
                                {"seconds": args.seconds} if args.seconds is not None else {})
    options: dict[str, object] = dict(args.rule or [])
    if args.ruleset:
        if game != "ccg":
            raise CliError(f"--ruleset is for the classic CCG, not {gi.title}")
        options["ruleset"] = args.ruleset
    if args.rule and game != "bfr":
        raise CliError(f"--rule is for Battle for Rokugan, not {gi.title}")
    per_pairing = args.games + args.games % 2  # deals of two games: each agent holds each seat equally often
    try:
        jobs = plan(game, agents, entries, players, per_pairing, args.seed, options, distinct=distinct,
                    logging=bool(args.store), search=search)
    except ValueError as e:  # a deck list the game cannot read
        raise CliError(str(e).splitlines()[0]) from None
    if per_pairing != args.games:
        print(f"(--games {args.games} made {per_pairing}, so that each agent holds each seat equally often)")
    if any(a in SEARCH_AGENTS for a in agents) and args.iterations is None:
        print("(a search agent thinks for a time, so its games depend on the machine's load: give --iterations "
              "for results that repeat exactly)")
    store = RecordStore(args.db) if args.store else None
    t0 = time.perf_counter()
    outcomes: list[Outcome] = []
    ids: list[int] = []
    for i, o in enumerate(run_jobs(play_one, jobs, args.workers, getattr(args, "ray", None))):
        outcomes.append(o)
        if store is not None:
            gid = store.create(o.record)
            store.finish(gid, {"winners": list(o.winners), "reason": o.reason, "detail": o.detail})
            ids.append(gid)
        progress(i + 1, len(jobs), t0)
    elapsed = time.perf_counter() - t0
    print(file=sys.stderr)
    rep = summarize(outcomes, game=game, title=gi.title, agents=agents, entries=[e.name for e in entries],
                    players=players, games_per_pairing=per_pairing, seed=args.seed)
    print(render.text(rep))
    print()
    written = render.write(rep, out)
    decisions = sum(o.decisions for o in outcomes)
    print(f"{len(outcomes)} games in {elapsed:.1f}s ({len(outcomes) / elapsed:.1f} games/s, "
          f"{decisions / elapsed:,.0f} decisions/s)")
    print(f"Report written to {written[0]} (tables and plots on one page), with "
          f"{', '.join(p.name for p in written[1:])} in {out}")
    if not any(p.suffix == ".png" for p in written):
        print("No plots: they need matplotlib (pip install 'rokugan[report]').")
    if store is not None:
        print(f"Saved games {ids[0]} to {ids[-1]} in {store.path} (`rokugan replay` lists them)")
        store.close()
    return 0
