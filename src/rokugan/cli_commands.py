"""The command line's commands other than play: `rokugan sim` (on every core), `rokugan replay`, `rokugan deck`
and `rokugan cards` (search, coverage and fidelity reports)."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from rokugan.ask import screen_width
from rokugan.cli_common import (
    CliError,
    check_agents,
    choice_id,
    load_record,
    read_text,
    run_jobs,
    seat_choices,
    seat_field,
    seats_setup,
)
from rokugan.core import registry
from rokugan.core.game import Game
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore
from rokugan.core.table import wrap as _wrap


# --------------------------------------------------------------------------------------- sim
def cmd_sim(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    if args.max_turns < 1:
        raise CliError(f"--max-turns must be at least 1, not {args.max_turns}")
    if args.agents:
        check_agents(args.game, args.agents.split(","))
    if args.game != "ccg":
        gi = registry.info(args.game)
        n = args.players or min(4, gi.max_players)
        if not gi.min_players <= n <= gi.max_players:
            raise CliError(f"{gi.title} is played by {gi.min_players} to {gi.max_players} players, not {n}")
        return _sim_generic(args)
    clans = seat_choices(args.game)
    for c in (args.clan, args.opponent):
        if c and c.lower() not in clans:
            raise CliError(f"unknown clan {c!r}; choose from {', '.join(clans)}")
    rng = random.Random(args.seed)
    reasons: Counter[str] = Counter()
    wins: Counter[int] = Counter()
    names = (args.agents or "random").split(",")
    agent_wins: Counter[str] = Counter()
    agent_seats: Counter[str] = Counter()
    clan_wins: Counter[str] = Counter()
    clan_games: Counter[str] = Counter()
    turns = decisions = 0
    store = RecordStore(args.db) if args.record else None
    jobs = []
    for i in range(args.games):  # every game's deal is fixed here, whatever the number of workers
        pair = [(args.clan or rng.choice(clans)).lower(), (args.opponent or rng.choice(clans)).lower()]
        seed = rng.randrange(1 << 62)
        seat_agents = [names[(k + i) % len(names)] for k in range(2)]  # rotate seats between agents
        key = seat_field(args.game)
        setup, _ = seats_setup(args.game, [{"name": f"{pair[k].title()} ({seat_agents[k]})",
                                       key: choice_id(args.game, pair[k])} for k in range(2)],
                          {"ruleset": args.ruleset, "max_turns": args.max_turns}, seed)
        setup["logging"] = bool(store)
        jobs.append((pair, seed, seat_agents, setup, bool(args.check)))
    t0 = time.perf_counter()
    for i, (pair, _seed, seat_agents, _setup, _check, rec, res, turns_played) in enumerate(
            run_jobs(_play_ccg_job, jobs, args.workers, args.ray)):
        reasons[res.reason] += 1
        for w in res.winners:
            wins[w] += 1
            agent_wins[seat_agents[w]] += 1
            clan_wins[pair[w]] += 1
        for k in range(2):
            agent_seats[seat_agents[k]] += 1
            clan_games[pair[k]] += 1
        turns += turns_played
        decisions += len(rec.choices)
        if store:
            gid = store.create(rec)
            store.finish(gid, res.to_json())
        progress(i + 1, args.games, t0)
    el = time.perf_counter() - t0
    print()
    n = args.games
    print(f"{n} games in {el:.1f}s ({n / el:.1f} games/s, {decisions / el:,.0f} decisions/s)")
    for r, k in reasons.most_common():
        print(f"  {r:<14} {k:>6}  ({100 * k / n:.1f}%)")
    print(f"  first seat won {wins[0]}, second seat won {wins[1]}")
    if len(set(names)) > 1:
        for a in sorted(set(names)):
            print(f"  {a:<14} won {agent_wins[a]} games from {agent_seats[a]} seats")
    print("  by clan (wins / seats): " + ", ".join(f"{c} {clan_wins[c]}/{clan_games[c]}"
                                                    for c in sorted(clan_games)))
    print(f"  average {turns / n:.1f} turns, {decisions / n:.0f} decisions per game")
    if args.check:
        print("  checked: the state invariants after every step of every game (none failed)")
    return 0


def _play_ccg_job(job: tuple[Any, ...]) -> tuple[Any, ...]:
    """One simulated CCG game (in a worker process): the job's deal, its result, its record."""
    pair, seed, seat_agents, setup, check = job
    rec = GameRecord("ccg", setup, seed, [], {"agents": seat_agents})
    g = rec.start()
    agents = [registry.make_agent(rec.game, a, seed + k) for k, a in enumerate(seat_agents)]
    while (d := g.pending()) is not None:
        cid = agents[d.player].choose(g, d)
        g.choose(cid)
        rec.choices.append(cid)
        if check:
            g.check_invariants()
    assert g.result is not None
    turns = g.view(None).get("turn", 0)
    return (*job, rec, g.result, int(turns or 0))


def _play_generic_job(job: tuple[Any, ...]) -> tuple[GameRecord, Any]:
    game, setup, seed, seat_agents, check = job
    rec = GameRecord(game, setup, seed, [], {"agents": seat_agents})
    g = rec.start()
    agents = [registry.make_agent(game, a, seed + k) for k, a in enumerate(seat_agents)]
    while (d := g.pending()) is not None:
        cid = agents[d.player].choose(g, d)
        g.choose(cid)
        rec.choices.append(cid)
        if check:
            g.check_invariants()
    assert g.result is not None
    return rec, g.result


def _sim_generic(args: argparse.Namespace) -> int:
    """Computer against computer for any registered game, through the registry and the protocol only."""
    rng = random.Random(args.seed)
    info = registry.info(args.game)
    n = args.players or min(4, info.max_players)
    names = (args.agents or "random").split(",")
    reasons: Counter[str] = Counter()
    wins: dict[str, float] = {}
    decisions = 0
    store = RecordStore(args.db) if args.record else None
    jobs = []
    for i in range(args.games):  # every game's deal is fixed here, whatever the number of workers
        seed = rng.randrange(1 << 62)
        try:
            setup, _ = registry.build_setup(args.game, {"players": n, "seed": seed,
                                                        "options": dict(args.rule or [])})
        except ValueError as e:
            raise CliError(str(e)) from None
        setup["logging"] = bool(store)
        seat_agents = [names[(k + i) % len(names)] for k in range(n)]  # rotate seats between agents
        jobs.append((args.game, setup, seed, seat_agents, bool(args.check)))
    t0 = time.perf_counter()
    for i, (rec, res) in enumerate(run_jobs(_play_generic_job, jobs, args.workers, args.ray)):
        seat_agents = rec.meta["agents"]
        reasons[res.reason] += 1
        for w in res.winners:
            wins[seat_agents[w]] = wins.get(seat_agents[w], 0.0) + 1 / len(res.winners)
        decisions += len(rec.choices)
        if store:
            gid = store.create(rec)
            store.finish(gid, res.to_json())
        progress(i + 1, args.games, t0)
    el = time.perf_counter() - t0
    print()
    print(f"{args.games} games of {info.title}, {n} players, in {el:.1f}s ({args.games / el:.1f} games/s, "
          f"{decisions / el:,.0f} decisions/s)")
    for r, k in reasons.most_common():
        print(f"  {r:<14} {k:>6}  ({100 * k / args.games:.1f}%)")
    for a in sorted(set(names)):
        seats = sum(1 for i in range(args.games) for k in range(n) if names[(k + i) % len(names)] == a)
        print(f"  {a:<14} won {wins.get(a, 0.0):.1f} games from {seats} seats")
    print(f"  average {decisions / args.games:.0f} decisions per game")
    return 0


def progress(i: int, n: int, t0: float) -> None:
    if not sys.stderr.isatty() and i != n and i % max(1, n // 20):
        return
    w = 30
    done = int(w * i / n)
    el = time.perf_counter() - t0
    sys.stderr.write(f"\r[{'#' * done}{'.' * (w - done)}] {i}/{n}  {i / el:.1f} games/s")
    sys.stderr.flush()


# --------------------------------------------------------------------------------------- replay
def cmd_replay(args: argparse.Namespace) -> int:
    store = RecordStore(args.db)
    if args.id is None:
        rows = store.list(args.limit)
        if not rows:
            print(f"No games recorded in {store.path}.")
        for r in rows:
            res = r["result"]
            what = ("draw: " + res["reason"]) if res and not res["winners"] else \
                (f"seat {res['winners'][0] + 1} won: {res['reason']}" if res else "unfinished")
            print(f"{r['id']:>5}  {r['game']}  {r['choices']:>5} choices  {what}  "
                  f"{' vs '.join(r['meta'].get('agents', []))}")
        return 0
    rec = load_record(store, args.id)
    g = rec.start()
    viewer = args.viewer
    if viewer is not None and not 0 <= viewer < g.num_players:
        raise CliError(f"--viewer must be a seat from 0 to {g.num_players - 1}, not {viewer}")
    shown = 0
    for k, cid in enumerate(rec.choices):
        d = g.pending()
        assert d is not None, "the record has more choices than the game has decisions"
        label = d.option(cid).label if viewer is None or viewer == d.player else d.kind
        lines = g.log_lines(viewer)
        for x in lines[shown:]:
            print("  · " + x)
        shown = len(lines)
        print(f"[{k + 1}] {_seat_name(g, d.player)}: {label}")
        g.choose(cid)
    for x in g.log_lines(viewer)[shown:]:
        print("  · " + x)
    print()
    print(_wrap(g.render(viewer), screen_width()))
    return 0


def _seat_name(g: Game, seat: int) -> str:
    players = g.view(None).get("players") or []
    if seat < len(players) and isinstance(players[seat], dict) and players[seat].get("name"):
        return str(players[seat]["name"])
    return f"seat {seat + 1}"


# --------------------------------------------------------------------------------------- deck
def cmd_deck(args: argparse.Namespace) -> int:
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import DeckListError, parse_decklist
    from rokugan.catalog.legality import check_deck
    cat = Catalog.builtin()
    text = read_text(args.file)
    from rokugan.catalog.decklist import _lcg_export
    if _lcg_export(text) is not None:
        return _lcg_deck(args.file, text)
    try:
        deck = parse_decklist(text, cat, args.file)
    except DeckListError as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 1
    problems = check_deck(deck, args.format, cat)
    print(f"{args.file}: {sum(n for n, _ in deck.dynasty)} Dynasty, {sum(n for n, _ in deck.fate)} Fate")
    for w in deck.warnings:  # typos corrected, sides read, declared counts: said, never silent
        print(f"  note: {w}")
    if problems:
        print(f"Not legal in {args.format}:")
        for p in problems:
            print("  - " + p)
        return 1
    print(f"Legal in {args.format}.")
    return 0


def _lcg_deck(path: str, text: str) -> int:
    """An LCG deck (FiveRingsDB/EmeraldDB text or JSON export): read, then checked by the Rules Reference v1.4."""
    from rokugan.lcg.decks import legality, read_any
    try:
        deck = read_any(text, path)
    except ValueError as e:
        print(f"{path}: this is a deck for The Card Game (LCG); {e}", file=sys.stderr)
        return 1
    print(f"{path}: a deck for The Card Game (LCG): {len(deck.provinces)} provinces, "
          f"{sum(n for n, _ in deck.dynasty)} dynasty, {sum(n for n, _ in deck.conflict)} conflict")
    problems = legality(deck)
    if problems:
        print("Not legal by the Rules Reference v1.4:")
        for p in problems:
            print("  - " + p)
        return 1
    print("Legal by the Rules Reference v1.4.")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """`rokugan cards coverage|fidelity`: which cards run, and how their rendered text reads; any other words
    search the cards (`rokugan cards "hida kisada"`, `rokugan cards --clan crab --type personality`)."""
    from rokugan.catalog.ccg_catalog import Catalog
    if getattr(args, "game", "ccg") == "lcg":
        return _cards_lcg(args)
    if args.what in (["coverage"], ["fidelity"]):
        args.what = args.what[0]
    else:
        return _cards_search(args)
    from rokugan.catalog.decklist import DeckListError, load_l5d
    from rokugan.ccg.coverage import coverage, coverage_lines, fidelity, fidelity_lines
    cat = Catalog.builtin()
    cards = cat.all()
    if args.deck:
        try:
            deck = load_l5d(args.deck, cat)
        except (OSError, UnicodeDecodeError) as e:
            print(f"cannot read {args.deck}: {e.strerror if isinstance(e, OSError) else 'not a text file'}",
                  file=sys.stderr)
            return 1
        except DeckListError as e:
            print(f"{args.deck}: {e}", file=sys.stderr)
            return 1
        ids = [i for i in [deck.stronghold, deck.sensei, *deck.pregame] if i] + \
            [i for _, i in deck.dynasty + deck.fate]
        cards = [cat.get(i) for i in ids]
    if args.set:
        cards = [c for c in cards if any(args.set.lower() == s.lower() for s in c.sets)]
    if args.format:
        cards = [c for c in cards if args.format in c.legality]
    if not cards:
        print("no cards match", file=sys.stderr)
        return 1
    if args.what == "coverage":
        for line in coverage_lines(coverage(cards)):
            print(line)
        return 0
    source = Path(args.data)
    if not (source / "oracle").is_dir():
        print(f"the fidelity report needs the community card databases; {source} has no oracle/ folder",
              file=sys.stderr)
        return 1
    for line in fidelity_lines(fidelity(cards, source), args.worst):
        print(line)
    return 0


def _cards_lcg(args: argparse.Namespace) -> int:
    """The LCG's cards: `coverage` (by set or deck), or a title search showing facts and rendered text."""
    from rokugan.lcg import ability as A
    from rokugan.lcg.cards import all_cards
    from rokugan.lcg.coverage import coverage, coverage_lines
    cards = sorted({c.title: c for c in all_cards().values()}.values(), key=lambda c: c.title)
    if args.set:
        if args.set.lower() != "core":
            print(f"unknown LCG set {args.set!r}: the catalog knows the Core Set ('core')", file=sys.stderr)
            return 2
        cards = [c for c in cards if c.core_quantity]
    if args.deck:
        from rokugan.lcg.decks import read_any
        try:
            deck = read_any(Path(args.deck).read_text(encoding="utf-8"), Path(args.deck).name)
        except (OSError, UnicodeDecodeError) as e:
            print(f"cannot read {args.deck}: {e.strerror if isinstance(e, OSError) else 'not a text file'}",
                  file=sys.stderr)
            return 1
        except ValueError as e:
            print(f"{args.deck}: {e}", file=sys.stderr)
            return 1
        cat = all_cards()
        ids = [deck.stronghold, *deck.provinces, *([deck.role] if deck.role else []),
               *(i for _, i in deck.dynasty + deck.conflict)]
        titles = {cat[i].title for i in ids}
        cards = [c for c in cards if c.title in titles]
    if args.what == ["coverage"]:
        for line in coverage_lines(coverage(cards)):
            print(line)
        return 0
    if args.what == ["fidelity"]:
        print("the fidelity report covers the classic CCG only", file=sys.stderr)
        return 2
    words = " ".join(args.what).lower()
    hits = [c for c in cards if words in c.title.lower()][: args.limit]
    if not hits:
        print(f"no LCG card matches {words!r}", file=sys.stderr)
        return 1
    for c in hits:
        stats = f"cost {c.cost}" if c.cost is not None else ""
        if c.type == "character":
            stats += f", {c.military if c.military is not None else '-'} military, " \
                     f"{c.political if c.political is not None else '-'} political, {c.glory} glory"
        print(f"{c.title} — {c.type}, {c.clan}" + (f", {stats}" if stats else ""))
        if A.DEFS.get(c.title) is not None:
            print(f"  {A.rendered(c.title)}  [{A.status(c.title)}]")
        elif c.has_text:
            print("  (its text does not run yet)")
    return 0


def _cards_search(args: argparse.Namespace) -> int:
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.search import describe, search
    from rokugan.ccg.abilities import rendered_text
    query = " ".join(args.what or [])
    if not query and not any((args.type, args.clan, args.keyword, args.set, args.format)):
        raise CliError("say what to look for: words of a title, or --type, --clan, --keyword, --set or --format")
    found = search(Catalog.builtin(), query, type_=args.type, clan=args.clan, keyword=args.keyword,
                   set_name=args.set, format_id=args.format)
    if not found:
        raise CliError(f"no card matches {query!r}" if query else "no card matches")
    for c in found[: args.limit]:
        print(describe(c, rendered_text(c.id)))
        print()
    if len(found) > args.limit:
        print(f"... and {len(found) - args.limit} more (--limit N shows more)")
    return 0
