"""One table of the web server: its seats and their tokens, the connections watching it (each with a bounded outbox),
and the state messages each connection is sent (its own view, log lines and, for the chooser, the decision; as patches
against what it last got). The tables a server holds are `web.tables.TableManager`."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rokugan.core import registry
from rokugan.core.decision import Decision
from rokugan.core.game import Game
from rokugan.core.record import GameRecord

from . import clocks, delta
from .seats import Seat

log = logging.getLogger("rokugan.web")

FAST_AGENTS = {"random", "first"}  # cheap enough to run on the event loop
SLICE = 200  # computer decisions per slice before yielding to other work
LOG_TAIL = 200  # log lines sent with each state
IDLE_SECONDS = 600  # an idle table with no connection is dropped from memory (it stays in the store)


class TableError(Exception):
    """A request that cannot be honoured; the message is shown to the person. Nothing changed."""


class StoreError(Exception):
    """The record store refused a write: nothing was applied."""


class StoreConflict(StoreError):
    """Another server process sharing the store (PostgreSQL) moved the game on first: nothing was applied, and the
    table must be read again from the store (`TableManager.resync`)."""


_compact = json.JSONEncoder(separators=(",", ":")).encode  # json.dumps(x, separators=...) without an encoder per call
SENT_APART = ("log", "decision")  # parts of a game's view that a state message carries beside it, not in it
PATCH_CHECK = 2048  # a patch longer than this is compared with the whole state, and the shorter is sent
MAX_OUTBOX = 64  # messages waiting for one client (states are coalesced and not counted)
DRIVE_RETRIES = 5  # a computer seat retries a move that could not be saved this many times, then reports


class Connection:
    """One WebSocket client of a table: its seats (empty for a spectator) and an outbox.

    State updates are coalesced: the writer sends the newest state once, however many changes
    happened while it was busy, so a slow client never holds up a game.
    """

    def __init__(self, seats: frozenset[int]) -> None:
        self.seats = seats
        self.outbox: list[str] = []
        self.state_dirty = True
        self.overflow = False  # the client does not read: it is dropped, not buffered
        self.chat_times: list[float] = []  # when this connection last wrote in the chat (its rate limit)
        # the log this client holds: whose eyes and which epoch it was read for, and up to which raw log entry; a
        # state sends only the lines after that, or the whole tail again (log_reset) when the viewer or epoch changed
        self.log_key: tuple[int | None, int] | None = None
        self.log_pos = 0
        # the state this client holds (without its log): the next state is sent as a patch against it, or whole when
        # it holds none (a new connection, a refresh), after an undo, or when the viewer changed
        self.base: Built | None = None
        self.acted = False  # it sent a choice (or undo, take-back) since its last state: the next one is not held
        self.quiet_until = 0.0  # a client that only watches is sent no state before then (event loop time)
        self.wake = asyncio.Event()
        self.wake.set()

    def push(self, msg: dict[str, Any]) -> None:
        if len(self.outbox) >= MAX_OUTBOX:
            self.overflow = True
        else:
            self.outbox.append(json.dumps(msg))
        self.wake.set()

    def mark_dirty(self) -> None:
        self.state_dirty = True
        self.wake.set()

    def resend_log(self) -> None:
        """The next state is sent whole, with the whole log tail again (a client that asks for a refresh)."""
        self.log_key = None
        self.base = None
        self.mark_dirty()


@dataclass(eq=False)
class Built:
    """One state as built for a viewer, the seats of a connection and a version of the table: the message
    without its log, its JSON (made once, when a client needs it whole) and its patches from older states."""
    msg: dict[str, Any]
    viewer: int | None
    log_size: int  # the size of the raw log it goes with
    version: int
    epoch: int
    _text: str | None = None
    patches: dict[int, str] = field(default_factory=dict)  # JSON of the patch from the state of that version
    size_hint: int = 0  # the length of a whole state for this audience, when one was made (0: none yet)

    def text(self) -> str:
        """The whole state as JSON lacking its closing brace (the log is added after it)."""
        if self._text is None:
            self._text = _compact(self.msg)[:-1]
            self.size_hint = len(self._text)
        return self._text

    def patch_from(self, base: Built) -> str | None:
        """The JSON of the patch turning `base` (an older state for the same seats, viewer and epoch) into this
        one, or None when sending this state whole is shorter."""
        text = self.patches.get(base.version)
        if text is None:
            text = _compact(delta.diff(base.msg, self.msg))
            self.size_hint = self.size_hint or base.size_hint
            # the whole state is made to compare only when the patch may be as long (it is seldom needed)
            if len(text) > PATCH_CHECK and 2 * len(text) > (self.size_hint or len(text)) \
                    and len(text) >= len(self.text()):
                text = ""
            self.patches[base.version] = text
        return text or None


@dataclass
class Table:
    id: int
    record: GameRecord
    game: Game
    seats: list[Seat]
    live: bool  # created by this server (False: a record from elsewhere, shown read-only)
    auto_forced: bool = True
    choosers: list[tuple[int, int]] = field(default_factory=list)  # (seat, number of options) per choice
    epoch: int = 0  # bumped by undo, so a client's (n, epoch) names one state
    conns: set[Connection] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    agents: dict[int, Any] = field(default_factory=dict)
    driver: asyncio.Task[None] | None = None
    version: int = 0
    holding: bool = False  # writers hold states back until the driver's first slice is done (see settling)
    settled: asyncio.Event = field(default_factory=asyncio.Event)  # set when `holding` ends (see `release`)
    cache: dict[tuple[int | None, frozenset[int], int], Built] = field(default_factory=dict)
    views: dict[int | None, dict[str, Any]] = field(default_factory=dict)  # the game's views at this version
    idle_since: float = field(default_factory=time.monotonic)
    chat: list[dict[str, Any]] = field(default_factory=list)
    # a take-back asked of the other person: {"seats": [...], "name": ..., "n": n, "epoch": e} (memory only)
    takeback: dict[str, Any] | None = None  # the last messages between the seats (memory only)
    clock: clocks.Clock | None = None  # the table's time control (`clocks.py`), None without one

    @property
    def n(self) -> int:
        return len(self.record.choices)

    @property
    def has_guests(self) -> bool:
        return any(s.party == "guest" for s in self.seats)

    def authenticate(self, tokens: Iterable[str], claiming: bool = False) -> frozenset[int]:
        """The seats these tokens open; an unclaimed invitation counts only when it is being claimed (a
        WebSocket hello), so nobody sees a seat's cards with an invitation someone else will use."""
        seats: set[int] = set()
        for t in tokens:
            found = [s.index for s in self.seats if s.matches(t) or (claiming and s.is_invite(t))]
            if not found:
                if any(s.was_invite(t) for s in self.seats):
                    raise TableError("this invitation was already used: the seat is taken (each invitation "
                                     "seats one person)")
                if any(s.is_invite(t) for s in self.seats):
                    raise TableError("this invitation has not been used yet: open the table with it first")
                raise TableError("unknown seat token: this link does not belong to a seat of this game")
            seats.update(found)
        return frozenset(seats)

    def claims(self, tokens: Iterable[str]) -> list[tuple[Seat, str]]:
        """The unclaimed invites among `tokens`, with their seats."""
        return [(s, t) for t in tokens for s in self.seats if s.is_invite(t)]

    def viewer_for(self, seats: frozenset[int]) -> int | None:
        """Whose eyes a connection sees through: the chooser when it holds that seat (hot seat),
        else its lowest seat; a spectator sees the public view."""
        if not seats:
            return None
        d = self.game.pending()
        if d is not None and d.player in seats:
            return d.player
        return min(seats)

    def automatic(self, game: Game | None = None) -> Decision | None:
        """The pending decision if the server answers it itself (a computer seat, or a choice with one
        option when the table takes those automatically), else None. `game`: a copy of the table's game."""
        d = (self.game if game is None else game).pending()
        if d is None or not self.live or clocks.ended(self):
            return None
        if self.seats[d.player].is_computer or (self.auto_forced and len(d.options) == 1):
            return d
        return None

    def settling(self) -> bool:
        """True from a computer driver's start to the end of its first slice of moves: a state built then would be
        outdated before it is read (a forced choice or a computer's move follows at once), so the writers hold it
        until the driver wakes them (``changed()`` after its moves, or when it stops or waits for a thinking agent)."""
        return self.holding and self.driver is not None and not self.driver.done()

    def urgent(self, conn: Connection) -> bool:
        """Whether `conn` is sent a new state at once: the decision is its own, it just answered or asked something,
        or it holds no state yet. Else it only watches, and its states are coalesced in time."""
        if conn.acted or conn.base is None:
            return True
        d = self.game.pending()
        return d is not None and d.player in conn.seats

    def release(self) -> None:
        """The driver no longer holds states back: writers send what they have."""
        self.holding = False
        self.settled.set()
        for c in self.conns:
            if c.state_dirty:
                c.wake.set()

    def can_undo(self, seats: frozenset[int]) -> bool:
        if not self.live or self.has_guests or not seats or clocks.ended(self):
            return False
        return any(p in seats and k > 1 for p, k in self.choosers)

    def can_ask_takeback(self, seats: frozenset[int]) -> bool:
        """Against another person: a take-back needs that person's consent (issue 14)."""
        if not self.live or not self.has_guests or not seats or self.game.result is not None or clocks.ended(self):
            return False
        return self.takeback is None and any(p in seats and k > 1 for p, k in self.choosers)

    def touch(self) -> None:
        """The game moved: nothing built before is used again. Nobody is woken (`changed` does that): a computer's
        moves in a row, or a forced choice answered at once, are sent as the state after them."""
        self.version += 1
        self.cache.clear()
        self.views.clear()

    def changed(self) -> None:
        self.touch()
        for c in self.conns:
            c.mark_dirty()

    def state_message(self, seats: frozenset[int], conn: Connection | None = None) -> str:
        """The state for a connection holding `seats`, as JSON.

        For `conn`, as a patch (``{"type": "state", "patch": [...]}``, see ``delta``) against the state it was sent
        last, when it holds one for the same viewer and epoch and the patch is shorter than the state; else whole.
        The log: for `conn`, only the lines it has not been sent (``"log_reset": false``), or the last LOG_TAIL
        lines when it holds none for this viewer and epoch (first state, undo, the hot seat passing to another
        seat, a refresh) or when `conn` is None. Patches and whole states are made once per state and audience
        (seats and viewer) and shared by the connections that need the same one."""
        st = self._state(seats)
        viewer, size = st.viewer, st.log_size
        if conn is None or conn.log_key != (viewer, self.epoch) or conn.log_pos > size:
            lines = self._log_upto(viewer, max(0, size - 3 * LOG_TAIL), size)[-LOG_TAIL:]
            reset = True
        else:
            lines = self._log_upto(viewer, conn.log_pos, size) if conn.log_pos < size else []
            reset = False
        base = conn.base if conn is not None else None
        patch = st.patch_from(base) if base is not None and base.epoch == st.epoch and base.viewer == viewer \
            and base.version <= st.version else None
        if conn is not None:
            conn.log_key, conn.log_pos = (viewer, self.epoch), size
            conn.base = st
        head = st.text() if patch is None else f'{{"type":"state","patch":{patch}'
        return f'{head},"log":{_compact(lines) if lines else "[]"},"log_reset":{"true" if reset else "false"}' \
            f',"clock":{clocks.state_json(self)}}}'

    def _log_upto(self, viewer: int | None, start: int, end: int) -> list[str]:
        """The log lines for `viewer` of raw entries start..end (the game may have moved on since the state it goes
        with was built: a computer thinking in a worker thread between two moves of one slice)."""
        lines = self.game.log_lines(viewer, start)
        if self.game.log_size() > end:
            del lines[len(lines) - len(self.game.log_lines(viewer, end)):]
        return lines

    def _state(self, seats: frozenset[int]) -> Built:
        """The state for a connection holding `seats`, without its log (cached per viewer, seats and version)."""
        viewer = self.viewer_for(seats)
        key = (viewer, seats, self.version)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        g = self.game
        d = g.pending() if not clocks.ended(self) else None  # a game ended on time has no pending decision
        decision: dict[str, Any] | None = None
        auto = self.automatic() is not None  # the server answers this one itself (computer, forced choice)
        if d is not None:  # options go to the chooser only, and only when a person must answer
            decision = d.to_json() if viewer is not None and viewer == d.player and not auto \
                else {"player": d.player, "kind": d.kind}
            if auto and viewer != d.player and not self.seats[d.player].is_computer:
                auto = False  # that a person's choice is forced (e.g. no Interrupt in hand) is theirs to know
        connected = [0] * len(self.seats)
        for c in self.conns:
            for s in c.seats:
                if s < len(connected):
                    connected[s] += 1
        res = g.result
        view = self._view(viewer)
        msg = {
            "type": "state", "table": self.id, "game": self.record.game, "title": _title(self.record.game),
            "n": self.n, "epoch": self.epoch, "viewer": viewer, "you": sorted(seats), "live": self.live,
            "seats": [s.public() | {"connected": connected[s.index] > 0, "connections": connected[s.index]}
                      for s in self.seats],
            "view": view, "decision": decision, "auto": auto,
            "result": res.to_json() if res is not None else clocks.result_json(self), "can_undo": self.can_undo(seats),
            "can_ask_takeback": self.can_ask_takeback(seats),
            "takeback": None if self.takeback is None else {
                "name": self.takeback["name"], "mine": bool(seats & frozenset(self.takeback["seats"])),
                "can_answer": bool(seats) and not seats & frozenset(self.takeback["seats"])},
        }
        self.cache[key] = out = Built(msg, viewer, g.log_size(), self.version, self.epoch)
        return out


    def _view(self, viewer: int | None) -> dict[str, Any]:
        """The game's view for `viewer` without its log and its decision (both are sent apart, as the state's `log`
        and `decision`; the view's own short copy of the log is for terminals). The views of every viewer at the table
        are asked of the game at once, so a game shares the work between them (`Game.views`)."""
        view = self.views.get(viewer)
        if view is None:
            wanted = {viewer} | {self.viewer_for(c.seats) for c in self.conns}
            made = self.game.views(sorted(wanted - self.views.keys(), key=lambda v: -1 if v is None else v))
            for v, made_view in made.items():
                self.views[v] = {k: x for k, x in made_view.items() if k not in SENT_APART}
            view = self.views[viewer]
        return view


def _clock_saved(gid: int, done: asyncio.Future[None]) -> None:
    if not done.cancelled() and done.exception() is not None:
        log.error("game %s: the clock could not be saved (%s)", gid, done.exception())


def _title(game: str) -> str:
    try:
        return registry.info(game).title
    except KeyError:
        return game


def replay_with_choosers(record: GameRecord, upto: int | None = None) -> tuple[Game, list[tuple[int, int]]]:
    g = record.start()
    choosers: list[tuple[int, int]] = []
    for cid in record.choices[:upto]:
        d = g.pending()
        if d is None:
            raise ValueError("the record has more choices than the game has decisions")
        choosers.append((d.player, len(d.options)))
        g.choose(cid)
    g.pending()
    return g, choosers
