"""Clocks of a web table (issue 14): a chess clock with a Fischer increment, or byoyomi.

The server is authoritative. A seat's clock runs while a decision of that seat is pending and that seat is
played by a person and answered by them (a computer seat's clock never runs, nor does a person's while the
server takes a choice with one option for them). A choice charges the time it took:

* **chess clock** (``fischer``): main time per seat; each choice the person makes adds ``increment`` seconds
  (after the time it took is taken off). The seat whose main time reaches zero loses on time.
* **byoyomi**: main time per seat, then ``periods`` periods of ``period`` seconds each. Once the main time is
  spent, a choice made within the current period keeps that period whole for the next choice; each period used
  up completely is lost; the seat that uses up its last period loses on time.

Undo and take-back never give time back: the time spent on the decision being undone is charged (without an
increment), the increments earned by the choices taken back are taken back too, and the clock starts again on the
decision the game returns to. A time-out ends the game at the
table (the engine is not told): the seat loses, every other seat wins. It is kept in the web's own table
``web_clocks`` (``seats.py``) with the seats' remaining times, written at every choice a person makes (by the
group writer, ``group_commit.py``, in the order the times changed, off the event loop: `Saver`); after a
server restart the clock of the pending decision starts again from the time left at that decision's start (the
time spent on it before the restart is not charged: a restart never costs a player time).
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import seats as S

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger("rokugan.web")

Saver = Callable[["Table"], None]  # writes a table's clock times and time-out (`TableManager.save_clock`)

KINDS = {"none": "No clock", "fischer": "Chess clock", "byoyomi": "Byoyomi"}
MAX_MAIN = 5 * 3600.0  # seconds of main time at most
MAX_INCREMENT = 600.0
MAX_PERIODS = 30
MIN_PERIOD, MAX_PERIOD = 1.0, 3600.0
MIN_MAIN = 0.1  # fractions of a second are accepted (tests); the lobby offers minutes


@dataclass(frozen=True)
class ClockRule:
    """A table's time control, in seconds."""

    kind: str  # "fischer" | "byoyomi"
    main: float
    increment: float = 0.0
    periods: int = 0
    period: float = 0.0

    def to_json(self) -> dict[str, Any]:
        if self.kind == "fischer":
            return {"kind": "fischer", "main": self.main, "increment": self.increment}
        return {"kind": "byoyomi", "main": self.main, "periods": self.periods, "period": self.period}

    def describe(self) -> str:
        main = _duration(self.main)
        if self.kind == "fischer":
            if not self.increment:
                return f"chess clock: {main} a player, no increment"
            return f"chess clock: {main} + {_duration(self.increment)} per choice"
        return f"byoyomi: {main}, then {self.periods} × {_duration(self.period)}"


def _duration(s: float) -> str:
    if s >= 60 and s % 60 == 0:
        return f"{int(s // 60)} min"
    return f"{s:g} s"


def _number(raw: dict[str, Any], key: str, what: str, lo: float, hi: float) -> float:
    v = raw.get(key)
    if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v) or not lo <= v <= hi:
        raise ValueError(f"clock: '{key}' ({what}) must be a number of seconds from {lo:g} to {hi:g} "
                         f"({_duration(lo)} to {_duration(hi)})")
    return float(v)


def parse_rule(raw: Any) -> ClockRule | None:
    """A table's clock from the create request (None: no clock); a ValueError says in one sentence what is wrong."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ValueError('\'clock\' must be an object such as {"kind": "fischer", "main": 600, "increment": 5}')
    kind = raw.get("kind", "none")
    if kind not in KINDS:
        raise ValueError(f"clock: 'kind' must be one of {', '.join(KINDS)}")
    allowed = {"none": {"kind"}, "fischer": {"kind", "main", "increment"},
               "byoyomi": {"kind", "main", "periods", "period"}}[kind]
    extra = sorted(str(k)[:30] for k in raw if k not in allowed)
    if extra:
        raise ValueError(f"clock: {extra[0]!r} is not a setting of a {KINDS[kind].lower()} "
                         f"(settings: {', '.join(sorted(allowed))})")
    if kind == "none":
        return None
    if kind == "fischer":
        main = _number(raw, "main", "main time per player", MIN_MAIN, MAX_MAIN)
        inc = _number(raw, "increment", "added after each choice", 0, MAX_INCREMENT) if "increment" in raw else 0.0
        return ClockRule("fischer", main, increment=inc)
    main = _number(raw, "main", "main time per player", 0, MAX_MAIN) if "main" in raw else 0.0
    periods = raw.get("periods")
    if not isinstance(periods, int) or isinstance(periods, bool) or not 1 <= periods <= MAX_PERIODS:
        raise ValueError(f"clock: 'periods' (byoyomi periods per player) must be a whole number from 1 to "
                         f"{MAX_PERIODS}")
    period = _number(raw, "period", "length of one byoyomi period", MIN_PERIOD, MAX_PERIOD)
    return ClockRule("byoyomi", main, periods=periods, period=period)


def rule_from_json(d: dict[str, Any]) -> ClockRule:
    return ClockRule(d["kind"], float(d["main"]), float(d.get("increment", 0)), int(d.get("periods", 0)),
                     float(d.get("period", 0)))


# ---------------------------------------------------------------------------------------------- arithmetic
@dataclass(frozen=True)
class SeatTime:
    """What one seat has left at the start of a decision: main time, and byoyomi periods."""

    main: float
    periods: int = 0


def allowance(rule: ClockRule, st: SeatTime) -> float:
    """Seconds the seat may spend on one decision before it loses on time."""
    return st.main + (st.periods * rule.period if rule.kind == "byoyomi" else 0.0)


def spend(rule: ClockRule, st: SeatTime, elapsed: float, moved: bool = True) -> SeatTime | None:
    """What the seat has left after spending `elapsed` seconds on a decision (`moved`: a choice of its own, which
    earns the Fischer increment), or None when its time ran out."""
    if elapsed < st.main:
        main = st.main - elapsed
        return SeatTime(main + (rule.increment if moved and rule.kind == "fischer" else 0.0), st.periods)
    if rule.kind == "fischer":
        return None
    lost = int((elapsed - st.main) // rule.period)  # periods used up completely; the current one is kept whole
    if lost >= st.periods:
        return None
    return SeatTime(0.0, st.periods - lost)


# ---------------------------------------------------------------------------------------------- a table's clock
@dataclass
class Clock:
    rule: ClockRule
    times: list[SeatTime]
    timeout: int | None = None  # the seat that lost on time
    running: int | None = None
    since: float = 0.0  # when the running seat's decision started (`now()` units)
    now: Callable[[], float] = time.monotonic
    timer: asyncio.TimerHandle | None = field(default=None, repr=False)
    flagging: asyncio.Task[None] | None = field(default=None, repr=False)  # held so the loop does not drop it
    # the Fischer increments earned, by the index of the choice that earned them: an undo takes them back with the
    # choices (memory only), so undoing is never a way to gain time
    earned: dict[int, tuple[int, float]] = field(default_factory=dict)

    @staticmethod
    def new(rule: ClockRule, seats: int) -> Clock:
        return Clock(rule, [SeatTime(rule.main, rule.periods) for _ in range(seats)])

    def elapsed(self) -> float:
        return max(0.0, self.now() - self.since) if self.running is not None else 0.0

    def out_of_time(self) -> bool:
        return self.running is not None and self.elapsed() >= allowance(self.rule, self.times[self.running])

    def times_json(self) -> str:
        return json.dumps([[st.main, st.periods] for st in self.times])

    def to_client(self) -> dict[str, Any]:
        """For the state message: each seat's time left at the start of its decision, the running seat and how long
        it has been thinking; the page counts down from the moment the message arrives."""
        return {"rule": self.rule.to_json(), "text": self.rule.describe(),
                "seats": [{"main": round(st.main, 3), "periods": st.periods} for st in self.times],
                "running": self.running, "elapsed": round(self.elapsed(), 3), "timeout": self.timeout}


def ended(t: Table) -> bool:
    """The game ended on time at this table."""
    return t.clock is not None and t.clock.timeout is not None


def timeout_result(seat: int, names: list[str], seats: int) -> dict[str, Any]:
    """The table's result when `seat` lost on time: every other seat wins (the other player, in a duel)."""
    name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
    return {"winners": [i for i in range(seats) if i != seat], "reason": "on time", "detail": f"{name} lost on time",
            "timeout": seat}


def result_json(t: Table) -> dict[str, Any] | None:
    if t.clock is None or t.clock.timeout is None:
        return None
    return timeout_result(t.clock.timeout, [s.name for s in t.seats], len(t.seats))


def state_json(t: Table) -> str:
    """The `clock` field of a state message (``null`` at a table without one), computed when it is sent."""
    return "null" if t.clock is None else json.dumps(t.clock.to_client(), separators=(",", ":"))


def _runs_for(t: Table) -> int | None:
    """The seat whose clock should run now: a person's pending decision that the server does not answer itself."""
    d = t.game.pending()
    if d is None or t.game.result is not None or ended(t) or not t.live or t.automatic() is not None:
        return None
    return None if t.seats[d.player].is_computer else d.player


def sync(save: Saver, t: Table, chooser: int | None = None) -> None:
    """After the game changed (a choice by `chooser`, an undo, a load): charge the running seat the time it spent
    (with the increment if it made the choice), start the clock of the seat to move now, re-arm the time-out timer.
    Writes the times when they changed (`save`)."""
    c = t.clock
    if c is None:
        return
    now = c.now()
    changed = False
    if c.running is not None:
        moved = chooser == c.running
        left = spend(c.rule, c.times[c.running], max(0.0, now - c.since), moved=moved)
        # None: out of time, which `check` refuses before any choice or undo; the timer then ends the game
        c.times[c.running] = left if left is not None else SeatTime(0.0, 0)
        if moved and c.rule.increment:
            c.earned[t.n - 1] = (c.running, c.rule.increment)
        changed = True
    for k in [k for k in c.earned if k >= t.n]:  # choices undone: their increments go too
        seat, inc = c.earned.pop(k)
        c.times[seat] = SeatTime(max(0.0, c.times[seat].main - inc), c.times[seat].periods)
        changed = True
    if changed:
        save(t)
    c.running, c.since = _runs_for(t), now
    arm(save, t)


def arm(save: Saver, t: Table) -> None:
    """Schedule the time-out check for the running seat's deadline (the server notices a time-out by itself)."""
    c = t.clock
    if c is None:
        return
    if c.timer is not None:
        c.timer.cancel()
        c.timer = None
    if c.running is None:
        return
    delay = max(0.0, c.since + allowance(c.rule, c.times[c.running]) - c.now())
    loop = asyncio.get_running_loop()

    def fire() -> None:
        c.flagging = loop.create_task(flag(save, t))

    c.timer = loop.call_later(delay + 0.005, fire)


async def flag(save: Saver, t: Table) -> None:
    """The timer fired: if the running seat's time is out, the game ends on time; else (fired early) re-arm."""
    c = t.clock
    if c is None:
        return
    async with t.lock:
        if c.running is None or c.timeout is not None:
            return
        if not c.out_of_time():
            arm(save, t)
            return
        seat = c.running
        c.times[seat] = SeatTime(0.0, 0)
        c.timeout, c.running, c.timer = seat, None, None
        t.takeback = None
        save(t)
    t.changed()


def check(t: Table) -> str | None:
    """Before a choice or an undo is accepted: why it cannot be (the game ended on time), else None. A seat whose
    time ran out a moment ago (its timer not yet fired) cannot make a choice any more either."""
    c = t.clock
    if c is None:
        return None
    if c.timeout is None and c.out_of_time():
        return f"{t.seats[c.running].name if c.running is not None else 'a seat'} has run out of time"
    if c.timeout is not None:
        return f"the game is over: {t.seats[c.timeout].name} lost on time"
    return None


def create(db: Any, gid: int, rule: ClockRule | None, seats: int) -> Clock | None:
    """The clock of a new table, written with it (no commit: part of the table's transaction)."""
    if rule is None:
        return None
    c = Clock.new(rule, seats)
    S.save_clock(db, gid, json.dumps(rule.to_json()), c.times_json())
    return c


def load(db: Any, gid: int) -> Clock | None:
    row = S.load_clock(db, gid)
    if row is None:
        return None
    rule_text, times_text, timeout = row
    times = [SeatTime(float(m), int(p)) for m, p in json.loads(times_text)]
    return Clock(rule_from_json(json.loads(rule_text)), times, timeout)


def running(t: Table) -> bool:
    return t.clock is not None and t.clock.running is not None
