"""The command line: `rokugan play`, `rokugan sim`, `rokugan tournament`, `rokugan replay`, `rokugan games`,
`rokugan deck`, `rokugan bench`. Speaks to games only through the core protocol and registry."""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from rokugan.catalog.cards import players_text
from rokugan.core import registry
from rokugan.core.game import Game
from rokugan.core.pool import PoolError
from rokugan.core.pool import run_jobs as _pool_jobs
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore, StoreUnavailable
from rokugan.core.table import screen
from rokugan.core.table import wrap as _wrap


class CliError(Exception):
    """A mistake in what the user asked for: `main` prints it as one sentence and exits with status 2."""


def _run_jobs(fn: Callable[[Any], Any], jobs: list[Any], workers: int | None, ray: str | None = None) -> Any:
    """`core.pool.run_jobs` (processes here, or a Ray cluster with --ray), its failures as one sentence."""
    try:
        return _pool_jobs(fn, jobs, workers, ray)
    except PoolError as e:
        raise CliError(str(e)) from None


def _read_text(path: str) -> str:
    """A text file's contents, or a CliError naming the problem in one sentence."""
    p = Path(path)
    if not p.exists():
        raise CliError(f"{path}: no such file")
    if p.is_dir():
        raise CliError(f"{path} is a folder, not a deck list file")
    try:
        data = p.read_bytes()
    except OSError as e:
        raise CliError(f"{path}: cannot be read ({e.strerror or e})") from None
    if b"\0" in data[:4096]:
        raise CliError(f"{path} is not a text file (it looks binary)")
    text = data.decode("utf-8-sig", errors="replace")
    if not text.strip():
        raise CliError(f"{path} is empty")
    return text


DB_HELP = "a SQLite file or a postgresql:// URL (default $ROKUGAN_DB, else ~/.rokugan/games.sqlite3)"


def _load_record(store: RecordStore, game_id: int) -> GameRecord:
    try:
        return store.load(game_id)
    except KeyError:
        raise CliError(f"there is no game {game_id} in {store.path} (`rokugan replay` lists them)") from None


def _check_agents(game: str, names: list[str]) -> None:
    known = registry.agent_names(game)
    for n in names:
        if n not in known:
            raise CliError(f"unknown agent {n!r} for {registry.info(game).title}; choose from {', '.join(known)}")


def _seat_choices(game: str) -> list[str]:
    """The short names of the built-in choices a seat may make in a game, from its registry form ("crab" for
    the CCG's "builtin:crab" deck, "lion" for a Battle for Rokugan clan): no game's modules are imported here."""
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        if f.get("kind") in ("deck", "choice"):
            return [str(c["id"]).rsplit(":", 1)[-1] for c in f.get("choices", []) if c.get("id") != "random"]
    return []


def _seat_field(game: str) -> str:
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        if f.get("kind") in ("deck", "choice"):
            return str(f["key"])
    return "deck"


def _choice_id(game: str, short: str) -> str:
    """The form value of a seat's short choice name ("crab" -> "builtin:crab")."""
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        for c in f.get("choices", []):
            if str(c["id"]).rsplit(":", 1)[-1] == short:
                return str(c["id"])
    return short


def _build(game: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> tuple[dict[str, Any],
                                                                                               list[str]]:
    """A setup through the registry (the same road the web lobby takes); a refusal is one sentence."""
    try:
        return registry.build_setup(game, {"players": len(seats), "seats": seats, "options": options,
                                           "seed": seed})
    except ValueError as e:
        raise CliError(str(e)) from None


# --------------------------------------------------------------------------------------- play
def cmd_play(args: argparse.Namespace) -> int:
    store = RecordStore(args.db)
    if args.resume is not None:
        record = _load_record(store, args.resume)
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
        clans = _seat_choices(game_name)
        mine = (args.clan or rng.choice(clans)).lower()
        theirs = (args.opponent or rng.choice([c for c in clans if c != mine])).lower()
        for c in (mine, theirs):
            if c not in clans:
                raise CliError(f"unknown clan {c!r}; choose from {', '.join(clans)}")
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 62)
        key = _seat_field(game_name)
        seats = [{"name": args.name, key: _choice_id(game_name, mine)},
                 {"name": f"Computer ({theirs.title()})", key: _choice_id(game_name, theirs)}]
        for seat, path in zip(seats, (args.deck, args.opponent_deck), strict=True):
            if path:
                seat[key] = _read_text(path)  # a deck list file: the game reads and checks it
        setup, problems = _build(game_name, seats, {"ruleset": args.ruleset}, seed)
        for p in problems:  # legality and cards whose text does not run: said, and the game is played anyway
            print(_wrap(p, _width()))
        human = 0
        if args.ai:
            _check_agents(game_name, [args.ai])
        ai = args.ai or registry.info(game_name).default_agent
        record = GameRecord(game_name, setup, seed, [], {"human_seat": 0, "agents": ["human", ai],
                                                         **_think_meta(game_name, ai, args.think)})
        game = record.start()
        game_id = store.create(record)
        for note in game.notes(human):
            print(_wrap(note, _width()))
        you = args.deck or f"the {mine.title()} deck"
        them = args.opponent_deck or f"the {theirs.title()} deck"
        print(_wrap(f"New game {game_id}: you play {you} against the computer ({them}). "
                    f"Seed {seed}. Every choice is saved; resume with `rokugan play --resume {game_id}`.", _width()))
    if args.ai:
        _check_agents(record.game, [args.ai])
    agent_names = record.meta.get("agents") or []
    bots = [_computer(record, agent_names[i] if i < len(agent_names) and agent_names[i] != "human" else "random",
                      record.seed + 1 + i) for i in range(game.num_players)]
    n = len(record.choices)
    log_seen = len(game.log_lines(human))
    width = _width()
    shown_at = ""  # the turn and phase of the last whole board printed
    notes: list[str] = []  # choices the table made for the player (one option): shown with the next log lines
    _LAST_KEYS[:] = [None, {}]  # keys carry over between decisions of one sitting only
    while True:
        d = game.pending()
        if d is None:
            break
        if d.player == human and len(d.options) == 1:
            cid = d.options[0].id  # not a choice: take the only option and say so
            lines = game.log_lines(human)  # in the order it happened: the log so far, then this choice
            notes += [players_text(x) for x in lines[log_seen:]]
            log_seen = len(lines)
            notes.append(players_text(f"({_prompt_head(d.prompt)}: {d.options[0].label}, the only option)"))
            typed = _drain_typed_ahead()
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
            room = _height() - 1 - len(_wrap(board, width).splitlines()) - 5  # the input line, blank lines, the log
            if groups is None and _list_height(d, width) > room:
                groups = _auto_groups(d, room)
            question = _question_text(d, groups, room)
            print("\n".join(["", *screen(new_log, players_text(board), question, width, _height() - 1)]))
            if groups:
                answer = _ask_grouped(d, groups, game, human, printed=True)
            else:
                answer = _ask(d, game, human)
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
        _check_agents("bfr", [args.ai])
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
                f"Every choice is saved; resume with `rokugan play --resume {game_id}`.", _width()))
    return record, game, game_id


# Options that decline (pass, done, back, "no"): always key 0 (or 'p'), so a player's fingers never land on
# another option when the list changes; the others keep 1, 2, ... in the order the engine lists them. ("fate:0", no
# additional fate on a character, is key 0 so that key N places N fate.)
DECLINE_IDS = ("pass", "done", "back", "no", "none", "skip", "no_attack", "keep", "fail", "fate:0")


_LAST_KEYS: list[Any] = [None, {}]  # (player, kind) of the last decision keyed, and its option id -> key


def option_keys(d: Any) -> list[tuple[str, Any]]:
    """(key, option) in display order: the declining option (if any) as "0" first, then 1, 2, ... When a decision
    repeats the previous one's kind for the same player with some of its options gone (picking several cards one
    by one), the options left keep their keys, so nothing shifts under the player's finger."""
    opts = list(d.options)
    decline = next((o for o in opts if o.id in DECLINE_IDS), None)
    out: list[tuple[str, Any]] = [("0", decline)] if decline is not None else []
    rest = [o for o in opts if o is not decline]
    sig, prev = _LAST_KEYS
    now = (getattr(d, "player", None), getattr(d, "kind", None))
    if sig == now and rest and all(o.id in prev for o in rest):
        keys = [prev[o.id] for o in rest]
    else:
        keys = [str(n) for n in range(1, len(rest) + 1)]
    out += list(zip(keys, rest, strict=True))
    _LAST_KEYS[0] = now
    _LAST_KEYS[1] = {o.id: k for k, o in zip(keys, rest, strict=True)}
    return out


def _option_lines(d: Any) -> list[str]:
    """The options as the table shows them, one `key. label` each (and what its card does, when it says)."""
    out = []
    for key, o in option_keys(d):
        out.append(players_text(f"  {key:>2}. {o.label}"))
        text = o.payload.get("text") if isinstance(o.payload, dict) else None
        if text:  # what a card, objective or ability does, in the project's words
            out.append(f"      {text}")
    return out


def _print_options(d: Any) -> None:
    print(_wrap("\n".join(_option_lines(d)), _width()))


def _question_text(d: Any, groups: list[tuple[str, list[tuple[str, str]]]] | None, room: int) -> str:
    """The prompt and its options (for a grouped decision, its first list: the groups); in two columns when they
    are more than `room` lines and short enough (a list that would push its own question off the screen)."""
    shown = _group_decision(d, groups) if groups else d
    lines = _option_lines(shown)
    if len(_wrap("\n".join(lines), _width()).splitlines()) > room and len(lines) == len(shown.options):
        lines = _columns(lines, _width())
    return "\n".join([players_text(d.prompt), *lines])


def _list_height(d: Any, width: int) -> int:
    """How many screen lines the options of `d` take (in two columns when they go in two)."""
    lines = _option_lines(d)
    if len(lines) == len(d.options):
        lines = _columns(lines, width)
    return len(_wrap("\n".join(lines), width).splitlines())


def _columns(lines: list[str], width: int) -> list[str]:
    """`lines` in two columns read down (numbers in order), when both fit the width side by side; else as they
    are."""
    from itertools import zip_longest
    tight = [x[2:] if x.startswith("  ") else x for x in lines]  # "   3. …" as " 3. …": keys still line up
    half = (len(tight) + 1) // 2
    left, right = tight[:half], tight[half:]
    col = max(len(x) for x in left) + 2
    if col + max((len(x) for x in right), default=0) > width:
        return lines
    return [f"{a:<{col}}{b}".rstrip() for a, b in zip_longest(left, right, fillvalue="")]


def _group_decision(d: Any, groups: list[tuple[str, list[tuple[str, str]]]]) -> Any:
    """The first of the two short choices: one option per group ("title ›"); a group that is a single option
    under its own label is that option (chosen at once: "Pass", a card with one way to play it)."""
    from rokugan.core.decision import Decision, Option
    payloads = {o.id: o.payload for o in d.options}
    return Decision(d.player, d.kind, d.prompt, tuple(
        Option(items[0][0], title, payloads.get(items[0][0], {})) if _direct(title, items)
        else Option(f"g{i}", f"{title} ›") for i, (title, items) in enumerate(groups)))


def _direct(title: str, items: list[tuple[str, str]]) -> bool:
    return len(items) == 1 and items[0][1] == title


def _auto_groups(d: Any, room: int) -> list[tuple[str, list[tuple[str, str]]]] | None:
    """A flat list too long for the screen, grouped by the card its options are about (payload "card"): "Attach
    Honored Blade to … (9 choices)", then the targets. Options with the same label in one group are one choice
    for the player (two copies of a card in hand): the first is kept. None when grouping would not shorten it."""
    if _list_height(d, _width()) <= room:
        return None
    by_card: dict[Any, list[Any]] = {}
    for o in d.options:
        card = o.payload.get("card") if isinstance(o.payload, dict) and o.id not in DECLINE_IDS else None
        by_card.setdefault(card if card is not None else ("option", o.id), []).append(o)
    titled: dict[str, list[tuple[str, str]]] = {}
    for opts in by_card.values():
        labels = [players_text(o.label) for o in opts]
        if len(opts) == 1:
            title = labels[0]
        else:
            words = [x.split(" ") for x in labels]
            common = []
            for ws in zip(*words, strict=False):
                if len(set(ws)) > 1:
                    break
                common.append(ws[0])
            title = " ".join(common) or labels[0].split(" ")[0]
        items = titled.setdefault(title, [])
        for o, label in zip(opts, labels, strict=True):
            if all(label != x for _i, x in items):
                items.append((o.id, label))
    groups = [(t if _direct(t, items) else f"{t} … ({len(items)} choices)", items) for t, items in titled.items()]
    groups = [(t, items) if len(items) > 1 or t == items[0][1] else (items[0][1], items) for t, items in groups]
    return groups if len(groups) < len(d.options) else None


def _drain_typed_ahead(stream: Any = None) -> str:
    """Lines a person typed while the game answered a one-option choice for him: read and returned (so that they
    are not taken for the next decision). Only on a terminal: piped input is a script meant to be read in order."""
    import os
    import select
    stream = stream if stream is not None else sys.stdin
    try:
        if not stream.isatty():
            return ""
        fd = stream.fileno()
        got = b""
        while select.select([fd], [], [], 0)[0]:
            chunk = os.read(fd, 4096)
            if not chunk:
                break
            got += chunk
        return got.decode("utf-8", "replace").strip()
    except (OSError, ValueError):
        return ""


def _ask_grouped(d: Any, groups: list[tuple[str, list[tuple[str, str]]]], game: Game, human: int,
                 printed: bool = False) -> str | None:
    """A long decision as two short choices: a group (a province, a territory), then an option in it. `printed`:
    the first list is already on screen."""
    from types import SimpleNamespace

    from rokugan.core.decision import Option

    labels = {o.id: o for o in d.options}
    while True:
        first = _group_decision(d, groups)
        if not printed:
            _print_options(first)
        printed = False
        g = _ask(first, game, human)
        if g is None:
            return None
        if g in labels:  # a group of one option: that option
            return g
        title, items = groups[int(g[1:])]
        print(title)
        second = SimpleNamespace(options=[Option("back", "« back to the list")]
                                 + [Option(i, label, labels[i].payload) for i, label in items])
        _print_options(second)
        pick = _ask(second, game, human)
        if pick is None:
            return None
        if pick != "back":
            return pick


def _prompt_head(prompt: str) -> str:
    """What a decision is about, for one line: "Action Phase" of "Action Phase: take an action or pass", but all of
    "Reactions to: the honor bid" (its head alone would say nothing)."""
    head, _, rest = prompt.partition(":")
    if head.endswith((" to", " of", " for")) and rest.strip():
        return f"{head} {rest.strip()}"
    return head


def _height() -> int:
    """The terminal's height: the decision and what it is about must fit it (at least 20 lines). Output to a file
    or a pipe has no height (nothing scrolls off): all of it is kept, unless LINES says otherwise."""
    import os
    import shutil
    if "LINES" not in os.environ and not sys.stdout.isatty():
        return 1 << 20
    return max(20, shutil.get_terminal_size((100, 30)).lines)


def _width() -> int:
    """The terminal's width for folding lines: at most 100 columns, at least 60."""
    import shutil
    return max(60, min(100, shutil.get_terminal_size((100, 30)).columns))


def _ask(d: Any, game: Game, human: int) -> str | None:
    keys = dict(option_keys(d))
    while True:
        try:
            raw = input("Choice (number; 0/p pass; b board, l log, show N, c NAME, q quit): "
                        ).strip().lower()
        except EOFError:
            return None
        if raw in ("q", "quit", "exit"):
            return None
        if raw in ("b", "board"):
            print(_wrap(players_text(game.render(human)), _width()))
            _print_again(d)
            continue
        if raw in ("l", "log"):
            room = min(40, max(5, _height() - 3 - len(_option_lines(d))))  # the log tail, the question in view
            print(_wrap("\n".join(players_text(x) for x in game.log_lines(human)[-room:]), _width()))
            _print_again(d)
            continue
        if raw.startswith(("c ", "show ", "? ")):
            what = raw.split(" ", 1)[1].strip()
            if what in keys:  # "show 3": the card option 3 is about
                print(_wrap(players_text(_option_text(game.view(human), keys[what])), _width()))
            else:
                print(_wrap(players_text(_card_texts(game.view(human), what)), _width()))
            continue
        if raw == "p" and "0" in keys:
            raw = "0"
        if raw in keys:
            return str(keys[raw].id)
        by_id = {o.id.lower(): o.id for o in d.options}
        if raw in by_id:  # an option id also works: "in:crab_2", "crab_1>crab_2", "sea>crane_1"
            return str(by_id[raw])
        valid = _key_list([int(k) for k in keys if k.isdigit() and k != "0"]) \
            + (" or 0 (p)" if "0" in keys else "")
        print(_wrap(f"'{raw}' is not one of the choices: type {valid.strip()} (or an option id such as "
                    f"{d.options[0].id}).", _width()))


def _print_again(d: Any) -> None:
    """The question again below what a key printed (the board, the log), keys unchanged."""
    prompt = getattr(d, "prompt", None)
    print(_wrap("\n".join([""] + ([players_text(prompt)] if prompt else [])
                          + [players_text(f"  {k:>2}. {o.label}") for k, o in _current_keys(d)]), _width()))


def _current_keys(d: Any) -> list[tuple[str, Any]]:
    """The keys shown for `d` (without moving them: the same decision asked again)."""
    keys = _LAST_KEYS[1]
    decline = [o for o in d.options if o.id in DECLINE_IDS][:1]
    return [("0", o) for o in decline] + [(keys.get(o.id, "?"), o) for o in d.options if o not in decline]


def _key_list(nums: list[int]) -> str:
    """The keys on screen, runs folded: "1 to 4", "2 to 4" once 1 was picked, "1, 3 to 5"."""
    runs: list[list[int]] = []
    for n in sorted(nums):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    parts = [str(a) if a == b else f"{a}, {b}" if b == a + 1 else f"{a} to {b}" for a, b in runs]
    return ", ".join(parts)


def _option_text(view: Any, option: Any) -> str:
    """The text of the card an option is about (its payload's card), as this seat sees it."""
    payload = option.payload if isinstance(option.payload, dict) else {}
    if isinstance(payload.get("text"), str):
        return f"{option.label}: {payload['text']}"
    cid = payload.get("card")
    found: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            if v.get("id") == cid and isinstance(v.get("title"), str):
                found.append(f"{v['title']}: {v.get('text') or '(no rules text beyond its keywords)'}")
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    if cid is not None:
        walk(view)
    return found[0] if found else f"Option {option.label!r} is not about a card you can see."


def _card_texts(view: Any, query: str) -> str:
    """The rendered text of the cards this seat can see whose title contains `query` (any game's view)."""
    found: dict[str, str] = {}

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            title = v.get("title")
            if isinstance(title, str) and (query in title.lower() or query in players_text(title).lower()):
                found.setdefault(title, str(v.get("text") or "(no rules text beyond its keywords)"))
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    walk(view)
    if not found:
        return f"No card you can see is called {query!r}."
    return "\n".join(f"{t}: {x}" for t, x in sorted(found.items()))


# --------------------------------------------------------------------------------------- sim
def cmd_sim(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, not {args.workers}")
    if args.max_turns < 1:
        raise CliError(f"--max-turns must be at least 1, not {args.max_turns}")
    if args.agents:
        _check_agents(args.game, args.agents.split(","))
    if args.game != "ccg":
        gi = registry.info(args.game)
        n = args.players or min(4, gi.max_players)
        if not gi.min_players <= n <= gi.max_players:
            raise CliError(f"{gi.title} is played by {gi.min_players} to {gi.max_players} players, not {n}")
        return _sim_generic(args)
    clans = _seat_choices(args.game)
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
        key = _seat_field(args.game)
        setup, _ = _build(args.game, [{"name": f"{pair[k].title()} ({seat_agents[k]})",
                                       key: _choice_id(args.game, pair[k])} for k in range(2)],
                          {"ruleset": args.ruleset, "max_turns": args.max_turns}, seed)
        setup["logging"] = bool(store)
        jobs.append((pair, seed, seat_agents, setup, bool(args.check)))
    t0 = time.perf_counter()
    for i, (pair, _seed, seat_agents, _setup, _check, rec, res, turns_played) in enumerate(
            _run_jobs(_play_ccg_job, jobs, args.workers, args.ray)):
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
        _progress(i + 1, args.games, t0)
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
    for i, (rec, res) in enumerate(_run_jobs(_play_generic_job, jobs, args.workers, args.ray)):
        seat_agents = rec.meta["agents"]
        reasons[res.reason] += 1
        for w in res.winners:
            wins[seat_agents[w]] = wins.get(seat_agents[w], 0.0) + 1 / len(res.winners)
        decisions += len(rec.choices)
        if store:
            gid = store.create(rec)
            store.finish(gid, res.to_json())
        _progress(i + 1, args.games, t0)
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


def _progress(i: int, n: int, t0: float) -> None:
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
    rec = _load_record(store, args.id)
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
    print(_wrap(g.render(viewer), _width()))
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
    text = _read_text(args.file)
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


def cmd_tournament(args: argparse.Namespace) -> int:
    from rokugan.tournament.command import cmd_tournament as run
    return run(args)


def cmd_serve(args: argparse.Namespace) -> int:
    from rokugan.web.app import serve
    return serve(args.host, args.port, args.db)


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
    except KeyboardInterrupt:
        print(f"rokugan {args.cmd}: interrupted", file=sys.stderr)
        return 130
    return result


if __name__ == "__main__":
    # Run as `python -m rokugan.cli`, this file is `__main__`; the modules that raise `rokugan.cli.CliError`
    # import the other copy, `rokugan.cli`, so go through that one (or their errors would not be caught).
    from rokugan import cli as _cli

    sys.exit(_cli.main())
