"""The command line: `rokugan play`, `rokugan sim`, `rokugan tournament`, `rokugan replay`, `rokugan games`,
`rokugan deck`, `rokugan bench`. Speaks to games only through the core protocol and registry.

This module parses the arguments and plays (`rokugan play`); `cli_commands` holds sim, replay, deck and cards,
`ask` the terminal's questions, `cli_common` what they share."""

from __future__ import annotations

import argparse
import math
import random
import sys
from typing import Any, NoReturn

# ruff: noqa: E402 (the check below comes before the imports it guards)
from rokugan import native as _native

_native.guard_cli(sys.argv[1:])  # a stale compiled core (`rokugan.core`): one sentence, `rokugan native` still runs

from rokugan.ask import (
    LAST_KEYS,
    ask,
    ask_grouped,
    auto_groups,
    drain_typed_ahead,
    list_height,
    prompt_head,
    question_text,
    screen_height,
    screen_width,
)
from rokugan.catalog.cards import players_text
from rokugan.cli_commands import cmd_cards, cmd_deck, cmd_replay, cmd_sim
from rokugan.cli_common import (
    DB_HELP,
    CliError,
    check_agents,
    choice_id,
    load_record,
    read_text,
    seat_choices,
    seat_field,
    seats_setup,
)
from rokugan.core import registry
from rokugan.core.game import Game
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore, StoreUnavailable
from rokugan.core.table import screen
from rokugan.core.table import wrap as _wrap


# --------------------------------------------------------------------------------------- play
def cmd_play(args: argparse.Namespace) -> int:
    store = RecordStore(args.db)
    if args.resume is not None:
        record = load_record(store, args.resume)
        game_id = args.resume
        human = int(record.meta.get("human_seat", 0))
        game = record.replay()
        print(f"Resuming game {game_id} after {len(record.choices)} choices.")
    elif args.game == "bfr":
        made = _new_bfr(args, store)
        if made is None:
            return 2
        record, game, game_id = made
        human = 0
    else:
        rng = random.Random(args.seed)
        game_name = args.game
        clans = seat_choices(game_name)
        mine = (args.clan or rng.choice(clans)).lower()
        theirs = (args.opponent or rng.choice([c for c in clans if c != mine])).lower()
        for c in (mine, theirs):
            if c not in clans:
                raise CliError(f"unknown clan {c!r}; choose from {', '.join(clans)}")
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 62)
        key = seat_field(game_name)
        seats = [{"name": args.name, key: choice_id(game_name, mine)},
                 {"name": f"Computer ({theirs.title()})", key: choice_id(game_name, theirs)}]
        for seat, path in zip(seats, (args.deck, args.opponent_deck), strict=True):
            if path:
                seat[key] = read_text(path)  # a deck list file: the game reads and checks it
        setup, problems = seats_setup(game_name, seats, {"ruleset": args.ruleset}, seed)
        for p in problems:  # legality and cards whose text does not run: said, and the game is played anyway
            print(_wrap(p, screen_width()))
        human = 0
        if args.ai:
            check_agents(game_name, [args.ai])
        ai = args.ai or registry.info(game_name).default_agent
        record = GameRecord(game_name, setup, seed, [], {"human_seat": 0, "agents": ["human", ai],
                                                         **_think_meta(game_name, ai, args.think)})
        game = record.start()
        game_id = store.create(record)
        for note in game.notes(human):
            print(_wrap(note, screen_width()))
        you = args.deck or f"the {mine.title()} deck"
        them = args.opponent_deck or f"the {theirs.title()} deck"
        print(_wrap(f"New game {game_id}: you play {you} against the computer ({them}). "
                    f"Seed {seed}. Every choice is saved; resume with `rokugan play --resume {game_id}`.",
                    screen_width()))
    if args.ai:
        check_agents(record.game, [args.ai])
    agent_names = record.meta.get("agents") or []
    bots = [_computer(record, agent_names[i] if i < len(agent_names) and agent_names[i] != "human" else "random",
                      record.seed + 1 + i) for i in range(game.num_players)]
    n = len(record.choices)
    log_seen = len(game.log_lines(human))
    width = screen_width()
    shown_at = ""  # the turn and phase of the last whole board printed
    notes: list[str] = []  # choices the table made for the player (one option): shown with the next log lines
    LAST_KEYS[:] = [None, {}]  # keys carry over between decisions of one sitting only
    while True:
        d = game.pending()
        if d is None:
            break
        if d.player == human and len(d.options) == 1:
            cid = d.options[0].id  # not a choice: take the only option and say so
            lines = game.log_lines(human)  # in the order it happened: the log so far, then this choice
            notes += [players_text(x) for x in lines[log_seen:]]
            log_seen = len(lines)
            notes.append(players_text(f"({prompt_head(d.prompt)}: {d.options[0].label}, the only option)"))
            typed = drain_typed_ahead()
            if typed:
                first = typed.splitlines()[0]
                print(_wrap(f"You typed '{first}' while the game answered a choice that had only one option; it "
                            "was not used. Choose again below.", width))
        elif d.player == human:
            lines = game.log_lines(human)
            new_log = notes + [players_text(x) for x in lines[log_seen:]]
            notes = []
            log_seen = len(lines)
            summary = game.summary(human)
            status = game.status_line(human)
            if summary is not None:  # a few lines when the turn or phase changes, else the one-line status
                where = summary[0]
                board = "\n".join(summary) if where != shown_at or status is None else status
                shown_at = where
            else:
                where = status.split("]")[0] if status else ""
                board = game.render(human) if status is None or where != shown_at else status
                shown_at = where
            groups = game.menu(d, human) if hasattr(game, "menu") else None
            # the input line, blank lines, the log
            room = screen_height() - 1 - len(_wrap(board, width).splitlines()) - 5
            if groups is None and list_height(d, width) > room:
                groups = auto_groups(d, room)
            question = question_text(d, groups, room)
            print("\n".join(["", *screen(new_log, players_text(board), question, width, screen_height() - 1)]))
            if groups:
                answer = ask_grouped(d, groups, game, human, printed=True)
            else:
                answer = ask(d, game, human)
            if answer is None:
                print(f"Game {game_id} saved. Resume with `rokugan play --resume {game_id}`.")
                store.close()
                return 0
            cid = answer
        else:
            cid = bots[d.player].choose(game, d)
        game.choose(cid)
        store.append_choice(game_id, n, cid)
        n += 1
    lines = game.log_lines(human)
    print(_wrap("\n".join("  · " + x for x in notes + [players_text(y) for y in lines[log_seen:]]), width))
    print()
    print(_wrap(players_text(game.render(human)), width))
    res = game.result
    assert res is not None
    store.finish(game_id, res.to_json())
    store.close()
    return 0


def _new_bfr(args: argparse.Namespace, store: RecordStore) -> tuple[GameRecord, Game, int] | None:
    """A Battle for Rokugan game: the human takes seat 0 (``--clan`` or random), the computer the rest."""
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 62)
    n = args.players
    gi = registry.info("bfr")
    if not gi.min_players <= n <= gi.max_players:
        raise CliError(f"{gi.title} is played by {gi.min_players} to {gi.max_players} players, not {n}")
    if args.ai:
        check_agents("bfr", [args.ai])
    seats = [{"name": args.name, "clan": args.clan or "random"}] + [{"clan": "random"} for _ in range(n - 1)]
    try:
        setup, _problems = registry.build_setup("bfr", {"players": n, "seats": seats, "seed": seed,
                                                        "options": dict(args.rule or [])})
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return None
    ai = args.ai or registry.info("bfr").default_agent
    think = _think_meta("bfr", ai, args.think)
    setup["names"] = [args.name] + [f"Computer ({c.capitalize()})" for c in setup["clans"][1:]]
    record = GameRecord("bfr", setup, seed, [], {"human_seat": 0, "agents": ["human"] + [ai] * (n - 1), **think})
    game = record.start()
    game_id = store.create(record)
    print(_wrap(f"New game {game_id}: Battle for Rokugan, {n} players. You lead the "
                f"{setup['clans'][0].capitalize()}; the computer ({ai}) leads "
                f"{', '.join(c.capitalize() for c in setup['clans'][1:])}. Seed {seed}. "
                f"Every choice is saved; resume with `rokugan play --resume {game_id}`.", screen_width()))
    return record, game, game_id


# Options that decline (pass, done, back, "no"): always key 0 (or 'p'), so a player's fingers never land on
# another option when the list changes; the others keep 1, 2, ... in the order the engine lists them. ("fate:0", no
# additional fate on a character, is key 0 so that key N places N fate.)
def cmd_tournament(args: argparse.Namespace) -> int:
    from rokugan.tournament.command import cmd_tournament as run
    return run(args)


def cmd_serve(args: argparse.Namespace) -> int:
    from rokugan import native
    native.check()  # before any table is opened
    from rokugan.web.app import serve
    return serve(args.host, args.port, args.db)


def cmd_native(args: argparse.Namespace) -> int:
    """`rokugan native build | status | clean [--game GAME]`: the compiled builds of the rules engines (the LCG:
    docs/lcg-rules.md, Battle for Rokugan: docs/bfr-rules.md), one line per game."""
    from rokugan import native
    games = [args.game] if args.game else list(native.GROUPS)
    if args.action == "status":
        worst = 0
        for g in games:
            title = native.TITLES[g]
            state, stale = native.status(game=g)
            print({"none": f"not built: the {title} engine runs from its Python sources",
                   "fresh": f"built: {len(native.GROUPS[g])} modules of the {title} engine are compiled and match "
                            "their sources",
                   "stale": f"stale: compiled modules of the {title} engine older than their sources ("
                            + ", ".join(stale) + f"); {title} games will not start until `rokugan native build` or "
                            "`rokugan native clean`",
                   }[state])
            worst = max(worst, state == "stale")
        return worst
    if args.action == "clean":
        for g in games:
            gone = native.clean(game=g)
            print(f"{native.TITLES[g]}: removed {len(gone)} files" if gone else
                  f"{native.TITLES[g]}: nothing to remove: the {native.TITLES[g]} engine runs from its sources")
        return 0
    titles = " and ".join(native.TITLES[g] for g in games)

    def starting(g: str) -> None:
        print(f"compiling {len(native.GROUPS[g])} modules of the {native.TITLES[g]} engine with mypyc (a few "
              "minutes)...", flush=True)

    try:
        native.build(log=args.log, game=args.game, on_start=starting)
    except native.NativeError as e:
        raise CliError(str(e)) from None
    print(f"built: the {titles} {'engines now run' if len(games) > 1 else 'engine now runs'} compiled (`rokugan "
          "native clean` goes back to the sources)")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from rokugan.benchmark import main as bench_main
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    return bench_main(args.games, args.seed, args.game, args.players)


def _think_meta(game: str, agent: str, think: float | None) -> dict[str, Any]:
    """`--think SECONDS`: the search's seconds per decision, kept with the game (its record's "agent_options") so a
    resumed game thinks as long. Only a searching computer player takes it."""
    if think is None:
        return {}
    if not math.isfinite(think) or not 0 < think <= 600:
        raise CliError(f"--think must be a number of seconds above 0 and at most 600, not {think}")
    if "seconds" not in registry.agent_options(game, agent):
        searching = [a for a in registry.agent_names(game) if "seconds" in registry.agent_options(game, a)]
        raise CliError(f"--think sets how long a searching computer player thinks, and {agent!r} does not search; "
                       f"use --ai {' or --ai '.join(searching) or '(none in this game)'}")
    return {"agent_options": {"seconds": think}}


def _computer(record: GameRecord, agent: str, seed: int) -> Any:
    """A computer seat's agent, with the options saved with the game (`--think`) where it takes them."""
    return registry.make_saved_agent(record.game, agent, seed, record.meta.get("agent_options"))


def _rule(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise argparse.ArgumentTypeError("expected NAME=VALUE")
    k, v = text.split("=", 1)
    return k.strip(), v.strip()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("rokugan")
    except PackageNotFoundError:
        return "(not installed)"


class _Help(argparse.HelpFormatter):
    """Each option's help ends with its default, unless it has none or already says it."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        # `0 in (None, False)` is True in Python: compare by identity, so a default of 0 is shown too
        has_default = action.default is not None and action.default is not False \
            and action.default is not argparse.SUPPRESS
        if has_default and "default" not in text and action.option_strings:
            text += " (default: %(default)s)"
        return text


class _Parser(argparse.ArgumentParser):
    """argparse, with a mistake reported as one line (not the usage block) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see `{self.prog} --help`)\n")


def main(argv: list[str] | None = None) -> int:
    ap = _Parser(prog="rokugan", description="Legend of the Five Rings games",
                 formatter_class=_Help)
    ap.add_argument("--version", action="version", version=f"rokugan {_version()}")
    sub = ap.add_subparsers(dest="cmd", parser_class=_Parser)
    _add = sub.add_parser

    def add_parser(name: str, **kw: Any) -> argparse.ArgumentParser:
        return _add(name, formatter_class=_Help, **kw)

    sub.add_parser = add_parser  # type: ignore[method-assign,assignment]
    p = sub.add_parser("play", help="play against the computer in the terminal (classic CCG or Battle for Rokugan)")
    p.add_argument("--game", choices=registry.games(), default="ccg", help="which game")
    p.add_argument("--players", type=int, default=4, help="Battle for Rokugan: 2 to 5 players")
    p.add_argument("--ai", help="the computer's agent: random, heuristic, or ismcts (a search over the game; slower "
                   "and stronger) (default: the game's own, heuristic)")
    p.add_argument("--think", type=float, metavar="SECONDS",
                   help="how long a searching computer player (--ai ismcts) thinks per decision (default: 1 second)")
    p.add_argument("--rule", action="append", type=_rule, metavar="NAME=VALUE",
                   help="Battle for Rokugan rules option (see docs/bfr-rules.md)")
    p.add_argument("--clan", help="your clan (CCG: its built-in deck; default: random)")
    p.add_argument("--opponent", help="the computer's clan (default: random)")
    p.add_argument("--name", default="Player", help="your name at the table")
    p.add_argument("--deck", metavar="FILE", help="play your own deck list (.l5d or plain N Title lines)")
    p.add_argument("--opponent-deck", metavar="FILE", help="the computer's deck list")
    p.add_argument("--seed", type=int, help="random seed (default: a fresh one; the game prints it)")
    p.add_argument("--ruleset", choices=["ivory", "emperor"], default="ivory",
                   help="classic CCG rules: the Comprehensive Rules (ivory) or the Emperor Edition rulebook")
    p.add_argument("--resume", type=int, metavar="ID", help="resume a saved game")
    p.add_argument("--db", help=f"record store: {DB_HELP}")
    p.set_defaults(func=cmd_play)
    s = sub.add_parser("sim", help="computer against computer, with a summary")
    s.add_argument("--game", choices=registry.games(), default="ccg", help="which game")
    s.add_argument("--players", type=int, help="seats (Battle for Rokugan: 2 to 5; default 4)")
    s.add_argument("--agents", help="comma-separated agents, rotated over the seats (e.g. heuristic,random)")
    s.add_argument("--rule", action="append", type=_rule, metavar="NAME=VALUE",
                   help="Battle for Rokugan rules option (see docs/bfr-rules.md)")
    s.add_argument("--games", type=int, default=100, help="how many games")
    s.add_argument("--seed", type=int, default=0, help="seed of the first game; each game gets its own")
    s.add_argument("--clan", help="classic CCG: the first seat's clan (default: random each game)")
    s.add_argument("--opponent", help="classic CCG: the second seat's clan (default: random each game)")
    s.add_argument("--ruleset", choices=["ivory", "emperor"], default="ivory", help="classic CCG rules")
    s.add_argument("--max-turns", type=int, default=200, help="classic CCG: turns before a capped draw")
    s.add_argument("--check", action="store_true", help="check state invariants after every step")
    s.add_argument("--workers", type=int, help="processes to play on (default: every core; each game's result "
                   "is the same whatever the number)")
    s.add_argument("--ray", metavar="ADDRESS", help="play on a Ray cluster instead (HOST:PORT, ray://HOST:PORT, "
                   "auto, or local to start one here; needs the ray extra); --workers then counts Ray workers; "
                   "each game's result is the same")
    s.add_argument("--record", action="store_true", help="save every game to the record store")
    s.add_argument("--db", help=f"record store for --record: {DB_HELP}")
    s.set_defaults(func=cmd_sim)
    t = sub.add_parser("tournament", help="every pairing of agents, round robin, with a report (tables, plots, "
                       "HTML)")
    t.add_argument("--game", choices=registry.games(), default="ccg", help="which game")
    t.add_argument("--agents", help="comma-separated agents, at least two (e.g. heuristic,random)")
    t.add_argument("--decks", help="comma-separated decks: built-in names (crab,lion) or deck list files "
                   "(default: every built-in deck of the game)")
    t.add_argument("--clans", help="comma-separated clans (Battle for Rokugan; the card games' built-in decks by "
                   "clan) (default: every clan)")
    t.add_argument("--players", type=int, help="seats per game (Battle for Rokugan: 2 to 5; default 4)")
    t.add_argument("--games", type=int, default=10, help="games per pairing of agents (an odd number is made even "
                   "so that each agent holds each seat equally often)")
    t.add_argument("--workers", type=int, help="processes to play on (default: every core; each game's result "
                   "is the same whatever the number)")
    t.add_argument("--ray", metavar="ADDRESS", help="play on a Ray cluster instead (HOST:PORT, ray://HOST:PORT, "
                   "auto, or local to start one here; needs the ray extra); --workers then counts Ray workers")
    t.add_argument("--seed", type=int, default=0, help="the tournament's seed: it fixes every game's deal and seed")
    t.add_argument("--out", default="tournament-report", help="folder for report.html, report.txt, report.json "
                   "and the PNG plots")
    t.add_argument("--iterations", type=int, help="search agents (ismcts): iterations per decision, so that "
                   "their games repeat exactly (default: their own one second per decision)")
    t.add_argument("--seconds", type=float, help="search agents (ismcts): seconds per decision")
    t.add_argument("--ruleset", choices=["ivory", "emperor"], help="classic CCG rules (default: ivory)")
    t.add_argument("--rule", action="append", type=_rule, metavar="NAME=VALUE",
                   help="Battle for Rokugan rules option (see docs/bfr-rules.md)")
    t.add_argument("--store", action="store_true", help="save every game in the record store (`rokugan replay`)")
    t.add_argument("--db", help=f"record store for --store: {DB_HELP}")
    t.set_defaults(func=cmd_tournament)
    r = sub.add_parser("replay", help="list recorded games, or replay one")
    r.add_argument("id", type=int, nargs="?", help="the game to replay (default: list the recorded games)")
    r.add_argument("--viewer", type=int, help="replay as seat N sees it (0-based); default: everything")
    r.add_argument("--limit", type=int, default=20, help="how many games to list")
    r.add_argument("--db", help=f"record store: {DB_HELP}")
    r.set_defaults(func=cmd_replay)
    d = sub.add_parser("deck", help="read a deck list (.l5d or plain) and check its legality")
    d.add_argument("file", help="the deck list: .l5d (Egg of P'an Ku) or plain 'N Title' lines")
    d.add_argument("--format", default="ivory", choices=["ivory", "twenty_festivals", "emperor"],
                   help="the format whose legality is checked")
    d.set_defaults(func=cmd_deck)
    b = sub.add_parser("bench", help="benchmark the engine (random play, one core, logging off)")
    b.add_argument("--games", type=int, default=200, help="games per figure")
    b.add_argument("--seed", type=int, default=0, help="seed of the first game")
    b.add_argument("--game", choices=["all", *registry.games()], default="all", help="which game to measure")
    b.add_argument("--players", type=int, default=4, help="Battle for Rokugan seats")
    b.set_defaults(func=cmd_bench)
    c = sub.add_parser("cards", help="find cards (facts and ability text), or the coverage and fidelity reports")
    c.add_argument("what", nargs="*", help="words of a card's title (case, accents and small typos forgiven), "
                   "or 'coverage' / 'fidelity' for the reports")
    c.add_argument("--game", choices=["ccg", "lcg"], default="ccg",
                   help="which card game's cards (default: ccg)")
    c.add_argument("--type", choices=["stronghold", "sensei", "holding", "personality", "event", "region",
                                      "celestial", "strategy", "item", "follower", "spell", "ring"],
                   help="search: only cards of this type")
    c.add_argument("--clan", help="search: only cards of this clan")
    c.add_argument("--keyword", help="search: only cards with this keyword")
    c.add_argument("--limit", type=int, default=10, help="search: how many cards to show")
    c.add_argument("--deck", metavar="FILE", help="only the cards of this deck list")
    c.add_argument("--set", help="only cards printed in this set (e.g. 'Ivory Edition')")
    c.add_argument("--format", choices=["ivory", "twenty_festivals", "emperor"], help="only cards legal in it")
    c.add_argument("--data", default="../shared/data/ccg", help="fidelity: the community databases "
                   "(default: %(default)s)")
    c.add_argument("--worst", type=int, default=20, help="fidelity: how many of the worst to list "
                   "(default: %(default)s)")
    c.set_defaults(func=cmd_cards)
    w = sub.add_parser("serve", help="play in the browser: start the web server (see docs/web.md)")
    w.add_argument("--host", default="127.0.0.1", help="address to listen on")
    w.add_argument("--port", type=int, default=8000, help="port to listen on")
    w.add_argument("--db", help=f"record store: {DB_HELP}")
    w.set_defaults(func=cmd_serve)
    n = sub.add_parser("native", help="compile the rules engines (the LCG, Battle for Rokugan) with mypyc for speed "
                       "(optional; see docs/lcg-rules.md, docs/bfr-rules.md), show whether they are built, or remove "
                       "them")
    n.add_argument("action", choices=["build", "status", "clean"], help="what to do")
    n.add_argument("--game", choices=["lcg", "bfr"], help="only this game's engine (default: every game's)")
    n.add_argument("--log", metavar="FILE", help="build: write the compiler's output to FILE (default: not kept)")
    n.set_defaults(func=cmd_native)
    args = ap.parse_args(argv)
    if not getattr(args, "func", None):
        ap.print_help()
        return 0
    if registry.games() and args.cmd is None:
        return 0
    try:
        result: int = args.func(args)
    except (CliError, StoreUnavailable) as e:
        print(f"rokugan {args.cmd}: {e}", file=sys.stderr)
        return 2
    except ImportError as e:
        from rokugan.native import NativeStale
        if not isinstance(e, NativeStale):
            raise
        print(f"rokugan {args.cmd}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"rokugan {args.cmd}: interrupted", file=sys.stderr)
        return 130
    return result


if __name__ == "__main__":
    # Run as `python -m rokugan.cli`, this file is `__main__`; the modules that raise `rokugan.cli.CliError`
    # import the other copy, `rokugan.cli`, so go through that one (or their errors would not be caught).
    from rokugan import cli as _cli

    sys.exit(_cli.main())
