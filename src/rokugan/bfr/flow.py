"""The Battle for Rokugan rules flow as a stack of plain-tuple steps (ARCHITECTURE: flow as data).

A step is ``(name, *args)``. Steps in `AUTO` run without a choice; steps in `ASK` describe the one
pending decision (or return None: nothing to ask, the step is dropped) and `APPLY` carries out the
chosen option. ``("pick", player, tag, *data)`` is the generic "choose one of these" step whose
candidates and effect are registered per tag in `PICKS` (cards use it for their targets).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rokugan.core.decision import Decision, Option
from rokugan.core.game import Result

from . import board as B
from . import data as D
from . import primitives as P
from .state import ASIDE, BOARD, HAND, ON_TOKEN, State

Step = tuple[Any, ...]
AUTO: dict[str, Callable[[State, Step], None]] = {}
ASK: dict[str, Callable[[State, Step], Decision | None]] = {}
APPLY: dict[str, Callable[[State, Step, Option], None]] = {}


@dataclass(frozen=True)
class Pick:
    """A registered choice: prompt, candidates as (option id, label, value), and what choosing does.
    ``done`` (a label) adds an option to stop choosing ("up to" effects); its value is None."""

    prompt: Callable[[State, Step], str]
    candidates: Callable[[State, Step], list[tuple[str, str, Any]]]
    apply: Callable[[State, Step, Any], None]
    done: str | None = None
    kind: str = "target"


PICKS: dict[str, Pick] = {}


def run(s: State) -> Decision | None:
    """Advance until a decision is needed; None when the game is over."""
    while s.result is None:
        if not s.steps:
            raise AssertionError("the step stack ran dry before the game ended")
        if s.steps_taken > s.max_steps:  # ARCHITECTURE "Loops end"
            s.result = Result((), "step cap", f"more than {s.max_steps} steps")
            s.emit(f"The game is stopped as a draw: more than {s.max_steps} steps.")
            return None
        top = s.steps[-1]
        name = top[0]
        auto = AUTO.get(name)
        if auto is not None:
            s.steps_taken += 1  # only state changes count: asking again (after a reload) must not
            s.steps.pop()
            auto(s, top)
            continue
        d = ASK[name](s, top)
        if d is None:
            s.steps.pop()
            continue
        return d
    return None


def apply(s: State, d: Decision, option_id: str) -> None:
    opt = d.option(option_id)
    s.steps_taken += 1
    top = s.steps.pop()
    APPLY[top[0]](s, top, opt)


# ------------------------------------------------------------------------------------------- generic pick


def _ask_pick(s: State, st: Step) -> Decision | None:
    pk = PICKS[st[2]]
    cands = pk.candidates(s, st)
    if pk.kind == "province":
        opts = [_PROVINCE_OPTIONS.get(c) or _province_option(c) for c in cands]
    elif pk.kind in ("target", "peek"):
        opts = [Option(i, label, {"seq": v}) for i, label, v in cands]  # public placement numbers only
    else:
        opts = [Option(i, label) for i, label, _v in cands]
    if not opts:
        return None
    if pk.done is not None:
        opts.append(Option("done", pk.done))
    return Decision(st[1], pk.kind, pk.prompt(s, st), tuple(opts))


# the options of province picks, made once each (a province pick offers the same few dozen again and again)
_PROVINCE_OPTIONS: dict[tuple[str, str, Any], Option] = {}


def _province_option(c: tuple[str, str, Any]) -> Option:
    o = _PROVINCE_OPTIONS[c] = Option(c[0], c[1], {"province": B.PROVINCES[c[2]]})
    return o


def _apply_pick(s: State, st: Step, opt: Option) -> None:
    pk = PICKS[st[2]]
    if opt.id == "done":
        pk.apply(s, st, None)
        return
    if pk.kind in ("target", "peek"):  # their ids are "s<placement number>", their values that number
        pk.apply(s, st, int(opt.id[1:]))
        return
    if pk.kind == "province":  # their values are province numbers, named in the payload (`_ask_pick`)
        pk.apply(s, st, B.P_INDEX[opt.payload["province"]])
        return
    for i, _label, v in pk.candidates(s, st):
        if i == opt.id:
            pk.apply(s, st, v)
            return
    raise AssertionError(f"pick {st[2]}: option {opt.id} vanished")


ASK["pick"] = _ask_pick
APPLY["pick"] = _apply_pick


def name(s: State, p: int) -> str:
    return s.names[p]


def prov_name(q: int) -> str:
    return B.DISPLAY[q]


def handle(s: State, t: int) -> str:
    """The public name of a token on the board: its placement number and where it stands."""
    return f"#{s.seq[t]} {where_text(s, t)}"


def where_text(s: State, t: int) -> str:
    pos = s.pos[t]
    if pos >= ON_TOKEN:
        return f"on #{s.seq[pos - ON_TOKEN]}"
    if pos >= B.CENTRE:
        return f"in {B.DISPLAY[pos - B.CENTRE]}"
    return B.slot_name(pos, s.target[t])


def token_text(s: State, t: int) -> str:
    return _TOKEN_NAMES[s.kind[t] * 8 + s.strength[t]]


_TOKEN_NAMES = [D.token_name(k, v) for k in range(7) for v in range(8)]


def next_seat(s: State, p: int) -> int:
    return (p + 1) % s.n


def order_from(s: State, p: int) -> list[int]:
    return [(p + i) % s.n for i in range(s.n)]


def board_targets(s: State, p: int, opponents_only: bool, face_down_only: bool = False,
                  exclude_known: bool = False) -> list[tuple[str, str, Any]]:
    """Unprotected combat tokens on the board as pick candidates (scout, shugenja, cards: §6.5)."""
    out = []
    blessed = P.blessed_tokens(s)  # §6.5: a blessed token is protected (blessings are not board_tokens)
    for t in s.board_tokens():
        o = s.owner(t)
        if opponents_only and o == p:
            continue
        if face_down_only and s.up[t]:
            continue
        if exclude_known and (o == p or s.known[t] >> p & 1):
            continue
        if t in blessed:
            continue
        label = f"{name(s, o)}'s token {handle(s, t)}"
        if s.up[t] or o == p or s.known[t] >> p & 1:
            label += f" ({token_text(s, t)})"
        out.append((f"s{s.seq[t]}", label, s.seq[t]))
    return out


def end_game(s: State) -> None:
    from .scoring import final_scores

    scores = final_scores(s)
    best = max(scores)
    winners = [p for p in range(s.n) if scores[p] == best]
    detail = ", ".join(f"{name(s, p)} {scores[p]}" for p in range(s.n))
    if len(winners) > 1 and s.rules.end_tie == "most_provinces":  # §17 [UNSURE] 19
        most = max(len(s.provinces_of(p)) for p in winners)
        winners = [p for p in winners if len(s.provinces_of(p)) == most]
    s.result = Result(tuple(winners), "honor", detail)
    s.phase = "over"
    s.emit(f"Game over. Honor: {detail}. Winner: {', '.join(name(s, p) for p in winners)}.")


def set_aside_bluffs_return(s: State) -> None:
    for p in range(s.n):
        b = s.bluff_of(p)
        if s.where[b] == ASIDE:
            s.where[b] = HAND
            s.up[b] = False
            s.hands[p].append(b)
            s.hands[p].sort()


def hand_count(s: State, p: int) -> int:
    return len(s.hands[p])


def on_board(s: State, t: int) -> bool:
    return s.where[t] == BOARD
