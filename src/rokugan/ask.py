"""Asking a person in the terminal (`rokugan play`): a decision's options as numbered keys (declining always 0),
long lists grouped into two-step menus, the prompt fitted to the screen, input typed ahead while the game answered a
one-option choice, and `? card` / `show N` look-ups of card text."""

from __future__ import annotations

import sys
from typing import Any

from rokugan.catalog.cards import players_text
from rokugan.core.game import Game
from rokugan.core.table import wrap as _wrap

DECLINE_IDS = ("pass", "done", "back", "no", "none", "skip", "no_attack", "keep", "fail", "fate:0")


LAST_KEYS: list[Any] = [None, {}]  # (player, kind, prompt) of the last decision keyed, and its option id -> key


def option_keys(d: Any) -> list[tuple[str, Any]]:
    """(key, option) in display order: the declining option (if any) as "0" first, then 1, 2, ... When a decision
    repeats the previous one (the same player, kind and prompt) with some of its options gone (picking several cards
    one by one), the options left keep their keys, so nothing shifts under the player's finger; a new question (a
    new phase's window, say) is numbered afresh."""
    opts = list(d.options)
    decline = next((o for o in opts if o.id in DECLINE_IDS), None)
    out: list[tuple[str, Any]] = [("0", decline)] if decline is not None else []
    rest = [o for o in opts if o is not decline]
    sig, prev = LAST_KEYS
    now = (getattr(d, "player", None), getattr(d, "kind", None), getattr(d, "prompt", None))
    if sig == now and rest and all(o.id in prev for o in rest):
        keys = [prev[o.id] for o in rest]
    else:
        keys = [str(n) for n in range(1, len(rest) + 1)]
    out += list(zip(keys, rest, strict=True))
    LAST_KEYS[0] = now
    LAST_KEYS[1] = {o.id: k for k, o in zip(keys, rest, strict=True)}
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
    print(_wrap("\n".join(_option_lines(d)), screen_width()))


def question_text(d: Any, groups: list[tuple[str, list[tuple[str, str]]]] | None, room: int) -> str:
    """The prompt and its options (for a grouped decision, its first list: the groups); in two columns when they
    are more than `room` lines and short enough (a list that would push its own question off the screen)."""
    shown = group_decision(d, groups) if groups else d
    lines = _option_lines(shown)
    if len(_wrap("\n".join(lines), screen_width()).splitlines()) > room and len(lines) == len(shown.options):
        lines = _columns(lines, screen_width())
    return "\n".join([players_text(d.prompt), *lines])


def list_height(d: Any, width: int) -> int:
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


def group_decision(d: Any, groups: list[tuple[str, list[tuple[str, str]]]]) -> Any:
    """The first of the two short choices: one option per group ("title ›"); a group that is a single option
    under its own label is that option (chosen at once: "Pass", a card with one way to play it)."""
    from rokugan.core.decision import Decision, Option
    payloads = {o.id: o.payload for o in d.options}
    return Decision(d.player, d.kind, d.prompt, tuple(
        Option(items[0][0], title, payloads.get(items[0][0], {})) if _direct(title, items)
        else Option(f"g{i}", f"{title} ›") for i, (title, items) in enumerate(groups)))


def _direct(title: str, items: list[tuple[str, str]]) -> bool:
    return len(items) == 1 and items[0][1] == title


def auto_groups(d: Any, room: int) -> list[tuple[str, list[tuple[str, str]]]] | None:
    """A flat list too long for the screen, grouped by the card its options are about (payload "card"): "Attach
    Honored Blade to … (9 choices)", then the targets. Options with the same label in one group are one choice
    for the player (two copies of a card in hand): the first is kept. None when grouping would not shorten it."""
    if list_height(d, screen_width()) <= room:
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


def drain_typed_ahead(stream: Any = None) -> str:
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


def ask_grouped(d: Any, groups: list[tuple[str, list[tuple[str, str]]]], game: Game, human: int,
                 printed: bool = False) -> str | None:
    """A long decision as two short choices: a group (a province, a territory), then an option in it. `printed`:
    the first list is already on screen."""
    from types import SimpleNamespace

    from rokugan.core.decision import Option

    labels = {o.id: o for o in d.options}
    while True:
        first = group_decision(d, groups)
        if not printed:
            _print_options(first)
        printed = False
        g = ask(first, game, human)
        if g is None:
            return None
        if g in labels:  # a group of one option: that option
            return g
        title, items = groups[int(g[1:])]
        print(title)
        second = SimpleNamespace(options=[Option("back", "« back to the list")]
                                 + [Option(i, label, labels[i].payload) for i, label in items])
        _print_options(second)
        pick = ask(second, game, human)
        if pick is None:
            return None
        if pick != "back":
            return pick


def prompt_head(prompt: str) -> str:
    """What a decision is about, for one line: "Action Phase" of "Action Phase: take an action or pass", but all of
    "Reactions to: the honor bid" (its head alone would say nothing)."""
    head, _, rest = prompt.partition(":")
    if head.endswith((" to", " of", " for")) and rest.strip():
        return f"{head} {rest.strip()}"
    return head


def screen_height() -> int:
    """The terminal's height: the decision and what it is about must fit it (at least 20 lines). Output to a file
    or a pipe has no height (nothing scrolls off): all of it is kept, unless LINES says otherwise."""
    import os
    import shutil
    if "LINES" not in os.environ and not sys.stdout.isatty():
        return 1 << 20
    return max(20, shutil.get_terminal_size((100, 30)).lines)


def screen_width() -> int:
    """The terminal's width for folding lines: at most 100 columns, at least 60."""
    import shutil
    return max(60, min(100, shutil.get_terminal_size((100, 30)).columns))


def choice_prompt(keys: dict[str, Any]) -> str:
    """The input line's reminder of the keys: "0/p" only when the decision has a declining option, named by what it
    does (pass, done, back); a decision without one (cards to Cycle before any is picked) must not promise it."""
    zero = keys.get("0")
    word = ""
    if zero is not None:
        word = {"done": "done", "back": "back", "keep": "keep"}.get(zero.id, "pass")
        word = f"0/p {word}; "
    return f"Choice (number; {word}b board, l log, show N, c NAME, q quit): "


def ask(d: Any, game: Game, human: int) -> str | None:
    keys = dict(option_keys(d))
    while True:
        try:
            raw = input(choice_prompt(keys)).strip().lower()
        except EOFError:
            return None
        if raw in ("q", "quit", "exit"):
            return None
        if raw in ("b", "board"):
            print(_wrap(players_text(game.render(human)), screen_width()))
            _print_again(d)
            continue
        if raw in ("l", "log"):
            room = min(40, max(5, screen_height() - 3 - len(_option_lines(d))))  # the log tail, the question in view
            print(_wrap("\n".join(players_text(x) for x in game.log_lines(human)[-room:]), screen_width()))
            _print_again(d)
            continue
        if raw.startswith(("c ", "show ", "? ")):
            what = raw.split(" ", 1)[1].strip()
            if what in keys:  # "show 3": the card option 3 is about
                print(_wrap(players_text(option_text(game.view(human), keys[what])), screen_width()))
            else:
                print(_wrap(players_text(card_texts(game.view(human), what)), screen_width()))
            continue
        if raw == "p" and "0" in keys:
            raw = "0"
        if raw in keys:
            return str(keys[raw].id)
        by_id = {o.id.lower(): o.id for o in d.options}
        if raw in by_id:  # an option id also works: "in:crab_2", "crab_1>crab_2", "sea>crane_1"
            return str(by_id[raw])
        valid = key_list([int(k) for k in keys if k.isdigit() and k != "0"]) \
            + (" or 0 (p)" if "0" in keys else "")
        print(_wrap(f"'{raw}' is not one of the choices: type {valid.strip()} (or an option id such as "
                    f"{d.options[0].id}).", screen_width()))


def _print_again(d: Any) -> None:
    """The question again below what a key printed (the board, the log), keys unchanged."""
    prompt = getattr(d, "prompt", None)
    print(_wrap("\n".join([""] + ([players_text(prompt)] if prompt else [])
                          + [players_text(f"  {k:>2}. {o.label}") for k, o in _current_keys(d)]), screen_width()))


def _current_keys(d: Any) -> list[tuple[str, Any]]:
    """The keys shown for `d` (without moving them: the same decision asked again)."""
    keys = LAST_KEYS[1]
    decline = [o for o in d.options if o.id in DECLINE_IDS][:1]
    return [("0", o) for o in decline] + [(keys.get(o.id, "?"), o) for o in d.options if o not in decline]


def key_list(nums: list[int]) -> str:
    """The keys on screen, runs folded: "1 to 4", "2 to 4" once 1 was picked, "1, 3 to 5"."""
    runs: list[list[int]] = []
    for n in sorted(nums):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    parts = [str(a) if a == b else f"{a}, {b}" if b == a + 1 else f"{a} to {b}" for a, b in runs]
    return ", ".join(parts)


def option_text(view: Any, option: Any) -> str:
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


def card_texts(view: Any, query: str) -> str:
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
