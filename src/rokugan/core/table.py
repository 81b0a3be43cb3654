"""What every game's terminal table shares: a status line that fits the width, and a decision laid out so that
the question and its options stay on a screen of a given height (the oldest new log lines give way first)."""

from __future__ import annotations

import textwrap


def fit(variants: list[str], width: int) -> str:
    """The first of `variants` (longest and clearest first) that fits `width` columns; the last one otherwise.
    Variants shorten words ("Provinces" → "Prov"), never numbers, so no figure is ever cut."""
    for v in variants:
        if len(v) <= width:
            return v
    return variants[-1]


def wrap(text: str, width: int) -> str:
    """Lines folded at word boundaries to `width` columns, continuation lines indented."""
    out: list[str] = []
    for line in text.splitlines():
        if len(line) <= width:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 4)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent, break_long_words=False,
                                 break_on_hyphens=False) or [""])
    return "\n".join(out)


def screen(log: list[str], board: str, question: str, width: int, height: int) -> list[str]:
    """The lines printed before a person's decision, folded to `width`: the new log entries, the board (or status
    line), then the question with its options, so that with the input line below them they fit `height` lines.
    When they do not, the oldest log entries are left out and one line says how many (`l` shows them): what the
    decision is about and the decision itself are never pushed off the screen."""
    rest = [*wrap(board, width).splitlines(), "", *wrap(question, width).splitlines()]
    entries = [wrap("  · " + x, width).splitlines() for x in log]
    room = height - 1 - len(rest) - 1  # the input line below; a blank line between the log and the board
    shown = [line for e in entries for line in e]
    if len(shown) > room:
        budget, taken = room - 1, 0  # one line says what was left out
        shown = []
        for e in reversed(entries):
            if len(shown) + len(e) > budget:
                break
            shown[:0] = e
            taken += 1
        left = len(entries) - taken
        if left:
            shown.insert(0, f"  · ({left} earlier log line{'' if left == 1 else 's'} not shown: `l` shows the log)")
    return [*shown, *([""] if shown else []), *rest]
