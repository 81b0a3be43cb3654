"""Tables: games held in memory by the web server, spoken to only through the core protocol.

* Every choice is written to the record store as it is made (``RecordStore.append_choice``), so a
  closed tab or a restarted server loses nothing: a table not in memory is rebuilt by replaying its
  record, and computer seats carry on.
* Each connection receives only what its seat may see: ``game.view(seat)``, ``game.log_lines(seat)``
  and the pending decision's options only when that seat is the chooser. Spectators get ``view(None)``.
* A choice is accepted only from a connection holding the chooser's seat, only for an option id
  currently offered, and only for the state the client saw (``n``/``epoch``); otherwise nothing changes.
* Computer seats play in small slices on the event loop (fast agents) or in a worker thread (agents
  whose name is not in ``FAST_AGENTS``), so the server stays responsive.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import secrets
import time
from concurrent.futures import Executor
from typing import Any

from rokugan.core import registry
from rokugan.core.decision import Decision
from rokugan.core.game import Game
from rokugan.core.record import GameRecord
from rokugan.core.store import ChoiceConflict, RecordStore, errors

from . import clocks
from . import seats as S
from .group_commit import GroupCommit
from .seats import Seat
from .table import (
    DRIVE_RETRIES,
    FAST_AGENTS,
    IDLE_SECONDS,
    SLICE,
    Connection,
    StoreConflict,
    StoreError,
    Table,
    TableError,
    _clock_saved,
    replay_with_choosers,
)

log = logging.getLogger("rokugan.web")


class TableManager:
    """The tables of one server: creation, loading (replay from the store), choices, undo, computers."""

    def __init__(self, store: RecordStore, executor: Executor | None = None) -> None:
        self.store = store
        self.executor = executor
        self.tables: dict[int, Table] = {}
        self._loading: dict[int, asyncio.Future[Table]] = {}
        store.tune_for_server()  # SQLite: WAL, so that a choice is a cheap append
        S.init(store.db)
        self.writer = GroupCommit(store)  # choices and results, written off the event loop (group commit)

    # ------------------------------------------------------------------------------ creation
    def create(self, game: str, setup: dict[str, Any], seats: list[Seat], seed: int | None,
               auto_forced: bool, choices: list[str] | None = None,
               meta_extra: dict[str, Any] | None = None,
               replayed: tuple[Game, list[tuple[int, int]]] | None = None,
               clock: clocks.ClockRule | None = None) -> tuple[Table, dict[int, str]]:
        """A new table; returns it and the token of every human seat (shown once, never stored). `choices`: start
        from those of another game's record (continue from a replay step), replayed before anyone plays (or given
        as `replayed`, the result of `replay_with_choosers` on them, computed off the event loop)."""
        if seed is None:
            seed = secrets.randbelow(1 << 62)
        tokens: dict[int, str] = {}
        for s in seats:
            if not s.is_computer:
                tokens[s.index] = S.new_token()
                h = S.token_hash(tokens[s.index])
                s.token_hash = f"invite:{h}" if s.party == "guest" else h  # a guest claims the seat on arrival
        meta = {"web": True, "names": [s.name for s in seats],
                "agents": [s.agent if s.is_computer else "human" for s in seats], **(meta_extra or {})}
        record = GameRecord(game, setup, seed, list(choices or []), meta)
        # raises on a setup the game refuses: nothing is stored
        g, choosers = replayed if replayed is not None else replay_with_choosers(record)
        try:  # one transaction: the game row and its seats together, or nothing
            gid = self.store.create(record, commit=False)
            timer = clocks.create(self.store.db, gid, clock, len(seats))
            S.save(self.store.db, gid, seats, auto_forced)
        except BaseException:
            self.store.db.rollback()
            raise
        t = Table(gid, record, g, seats, True, auto_forced, choosers=choosers, clock=timer)
        self.tables[gid] = t
        clocks.sync(self.save_clock, t)
        self.kick(t)
        return t, tokens

    # ------------------------------------------------------------------------------ loading
    async def get(self, gid: int) -> Table:
        t = self.tables.get(gid)
        if t is not None:
            return t
        fut = self._loading.get(gid)
        if fut is not None:
            return await fut
        fut = asyncio.get_running_loop().create_future()
        self._loading[gid] = fut
        try:
            t = await self._load(gid)
            self.tables[gid] = t
            clocks.sync(self.save_clock, t)  # the pending decision's clock starts again from its start's time left
            fut.set_result(t)
            self.kick(t)
            return t
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no "never retrieved" warning when nobody else waited
            raise
        finally:
            del self._loading[gid]

    async def _load(self, gid: int) -> Table:
        try:
            record = self.store.load(gid)
        except KeyError:
            raise TableError(f"there is no game {gid}") from None
        found = S.load(self.store.db, gid)
        try:
            registry.info(record.game)
        except KeyError:
            raise TableError(f"game {gid} is of a kind this server does not know ({record.game!r})") from None
        loop = asyncio.get_running_loop()
        try:
            g, choosers = await loop.run_in_executor(self.executor, replay_with_choosers, record)
        except Exception:  # an unavailable game module, or a record the engine no longer replays
            # the details (option ids, state) go to the server log only: a client is told that much and no more
            log.exception("cannot replay game %s", gid)
            raise TableError(f"game {gid} cannot be shown here: its record does not replay on this server "
                             "(the server logged why)") from None
        if found is None:
            names = record.meta.get("names") or record.setup.get("names") or []
            seats = [Seat(i, str(names[i]) if i < len(names) else f"Player {i + 1}", "guest")
                     for i in range(g.num_players)]
            t = Table(gid, record, g, seats, False)
        else:
            t = Table(gid, record, g, found[0], True, found[1], clock=clocks.load(self.store.db, gid))
        t.choosers = choosers
        if g.result is not None:
            self.store.finish(gid, g.result.to_json())  # idempotent: repairs a crash between the two writes
        return t

    # ------------------------------------------------------------------------------ connections
    def open_seats(self, t: Table, tokens: list[str]) -> tuple[frozenset[int], list[tuple[Seat, str, str]]]:
        """The seats a connection's tokens open, and (seat, invitation, fresh token) for each invitation it claims.

        Several servers may share the store: tokens that open nothing here are tried again on the seats as stored
        (another server may have seated the guest), and a claim is written only over the invitation it replaces,
        so of two claimants on two servers one wins and the other is told the seat is taken."""
        try:
            seats = t.authenticate(tokens, claiming=True)
        except TableError:
            if not self._reload_seats(t):
                raise
            seats = t.authenticate(tokens, claiming=True)
        fresh = []
        for s, invite in t.claims(tokens):
            before = s.token_hash
            token = s.claim(invite)
            try:
                claimed = S.update_token(self.store.db, t.id, s, before)
            except errors():
                s.token_hash = before
                with contextlib.suppress(Exception):
                    self.store.db.rollback()
                log.exception("game %s: a seat's claim could not be saved", t.id)
                raise TableError("the seat could not be claimed: the record store refused the write; try again") \
                    from None
            if not claimed:
                s.token_hash = before
                self._reload_seats(t)
                raise TableError("this invitation was already used: the seat is taken (each invitation seats one "
                                 "person)")
            fresh.append((s, invite, token))
        return seats, fresh

    def _reload_seats(self, t: Table) -> bool:
        """Read the seats' tokens again from the store; whether any changed."""
        try:
            found = S.load(self.store.db, t.id)
        except errors():
            return False
        if found is None or len(found[0]) != len(t.seats):
            return False
        changed = False
        for s, stored in zip(t.seats, found[0], strict=True):
            if s.token_hash != stored.token_hash:
                s.token_hash, changed = stored.token_hash, True
        return changed

    def attach(self, t: Table, conn: Connection) -> None:
        t.conns.add(conn)
        if conn.seats:
            t.changed()  # the seats' connection counts are part of every state
        else:
            conn.mark_dirty()  # a spectator: only the newcomer needs the state (not every client again)
        self.kick(t)  # a computer move that failed to save is tried again

    def detach(self, t: Table, conn: Connection) -> None:
        t.conns.discard(conn)
        t.idle_since = time.monotonic()
        if conn.seats:
            t.changed()

    def evict_idle(self, now: float | None = None) -> int:
        now = time.monotonic() if now is None else now
        gone = [gid for gid, t in self.tables.items()
                if not t.conns and (t.driver is None or t.driver.done()) and not t.lock.locked()
                and not clocks.running(t)  # a clock running out is noticed by the server, not by a visitor
                and now - t.idle_since > IDLE_SECONDS]
        for gid in gone:
            del self.tables[gid]
        return len(gone)

    def save_clock(self, t: Table) -> None:
        """Write the table's clock times and time-out (`clocks.Saver`): queued in the group writer now, after the
        choice that changed them and before any later change, and written off the event loop. A failed write is
        logged; the clock in memory goes on (the choice that changed it is saved already)."""
        c = t.clock
        assert c is not None
        try:
            done = self.writer.submit(S.clock_times_write(t.id, c.times_json(), c.timeout))
        except RuntimeError:  # the writer is stopped (the server is stopping)
            log.warning("game %s: the clock could not be saved (the server is stopping)", t.id)
            return
        done.add_done_callback(functools.partial(_clock_saved, t.id))

    # ------------------------------------------------------------------------------ choices
    async def _apply(self, t: Table, option_id: str) -> None:
        """Record the choice, then apply it: a choice is applied only once its record has committed, so a failed
        write (disk full, read-only file) leaves the game exactly as it was (raises StoreError). The write goes
        through the group writer (`group_commit`): the event loop serves others while it commits."""
        d = t.game.pending()
        assert d is not None

        def applied() -> None:  # on the event loop, as soon as the record has committed
            t.game.choose(option_id)
            t.touch()  # a state built from now on is of a new version (the writers are woken by `changed`)
            t.record.choices.append(option_id)
            t.choosers.append((d.player, len(d.options)))
            clocks.sync(self.save_clock, t, d.player)

        await self._commit(t, ("choice", t.id, t.n, option_id), applied)

    async def _apply_run(self, t: Table, game: Game, run: list[str], choosers: list[tuple[int, int]]) -> None:
        """Moves the server makes at once (forced choices, fast computer players), played on `game`, a copy of the
        table's game: recorded together, then the copy takes the game's place. A failed write changes nothing."""

        def applied() -> None:
            t.game = game
            t.touch()
            t.record.choices.extend(run)
            t.choosers.extend(choosers)
            # the clocks of these decisions did not run (the server answered them): one sync for the run
            clocks.sync(self.save_clock, t, choosers[-1][0])

        await self._commit(t, ("choices", t.id, t.n, run), applied)

    async def _apply_after(self, t: Table, d: Decision, option_id: str) -> None:
        """A person's choice and the moves the server then makes at once (forced choices, fast computer players, at
        most SLICE), played on a copy of the game and recorded in one write: nothing of them is applied before it has
        committed, and a failed write changes nothing (raises StoreError). A person's decision costs one trip through
        the writer, not two (issue 13, "Fast"). Moves left (a thinking agent, a longer run) go to the driver."""
        game = t.game.clone()
        game.choose(option_id)
        run, choosers = [option_id], [(d.player, len(d.options))]
        try:
            self._play_at_once(t, game, t.automatic(game), SLICE, run, choosers)
        except Exception:  # a computer player that fails: only the person's choice is made (the driver tries again)
            log.exception("computer player failed at game %s", t.id)
            game = t.game.clone()
            game.choose(option_id)
            del run[1:], choosers[1:]
        await self._apply_run(t, game, run, choosers)

    def _play_at_once(self, t: Table, game: Game, d: Decision | None, most: int, run: list[str],
                      choosers: list[tuple[int, int]]) -> None:
        """Play on `game` (a copy of the table's) the moves the server makes at once from decision `d` on, adding
        them to `run` and `choosers`, until `run` holds `most` or a person or a thinking agent is to choose."""
        while d is not None and len(run) < most and not self._thinks(t, d):
            cid = self._agent(t, d.player).choose(game, d) if t.seats[d.player].is_computer else d.options[0].id
            choosers.append((d.player, len(d.options)))
            game.choose(cid)
            run.append(cid)
            d = t.automatic(game)

    async def _commit(self, t: Table, op: tuple[Any, ...], applied: Any) -> None:
        try:
            await self.writer.write(op, then=applied)
        except ChoiceConflict:
            raise StoreConflict("another server sharing this game's store moved it on first, so this choice was "
                                "not made; choose again from the current options") from None
        except errors() as e:
            raise StoreError(f"the choice was not saved, so it was not made ({e}); try again") from None
        res = t.game.result
        if res is not None:
            t.record.meta["result"] = res.to_json()
            try:
                await self.writer.write(("finish", t.id, res.to_json()))
            except errors():
                log.exception("game %s: the result could not be saved (the choices are; it is recomputed)", t.id)

    async def choose(self, t: Table, seats: frozenset[int], option_id: Any, n: Any, epoch: Any) -> None:
        if not isinstance(option_id, str) or not option_id or len(option_id) > 200:
            raise TableError("'option' must be the id of one of the options offered")
        if not t.live:
            raise TableError("this game is not being played on this server; it can only be watched")
        async with t.lock:
            d = t.game.pending()
            if d is None:
                raise TableError("the game is over")
            if not seats:
                raise TableError("spectators cannot choose")
            late = clocks.check(t)
            if late is not None:
                raise TableError(late)
            if n != t.n or epoch != t.epoch:
                raise TableError("that decision has already been made (the game moved on); "
                                 "choose again from the current options")
            if d.player not in seats:
                raise TableError(f"it is not your decision: waiting for {t.seats[d.player].name}")
            if option_id not in d.ids():
                raise TableError(f"{option_id[:40]!r} is not one of the options offered")
            try:
                if t.clock is None:  # the choice and the server's moves after it: one write (`_apply_after`)
                    await self._apply_after(t, d, option_id)
                else:  # each decision's time is charged when its own record commits (`clocks.sync`)
                    await self._apply(t, option_id)
            except StoreConflict as e:
                await self.resync(t)
                raise TableError(str(e)) from None
            except StoreError as e:
                raise TableError(str(e)) from None
            t.takeback = None  # a take-back still unanswered lapses once the game moves on
        t.changed()
        self.kick(t)

    async def undo(self, t: Table, seats: frozenset[int], n: Any = None, epoch: Any = None,
                   consented: bool = False) -> None:
        """Take back the requesting seat's last real choice (one with more than one option), and every
        choice made after it. Only at tables where no other person plays, or with that person's consent."""
        if not t.live or (t.has_guests and not consented):
            raise TableError("undo is only offered in games against the computer")
        if not seats:
            raise TableError("spectators cannot undo")
        async with t.lock:
            if n != t.n or epoch != t.epoch:  # the state counter it undoes: two tabs or a resent message undo once
                raise TableError("that state was already changed or undone; undo again from the current one")
            late = clocks.check(t)
            if late is not None:
                raise TableError(late)
            back = [i for i, (p, k) in enumerate(t.choosers) if p in seats and k > 1]
            if not back:
                raise TableError("there is no choice of yours to undo")
            i = back[-1]
            rec = GameRecord(t.record.game, t.record.setup, t.record.seed, t.record.choices[:i], t.record.meta)
            loop = asyncio.get_running_loop()
            g, choosers = await loop.run_in_executor(self.executor, replay_with_choosers, rec)
            self.store.truncate(t.id, i)
            rec.meta.pop("result", None)
            t.record, t.game, t.choosers = rec, g, choosers
            t.epoch += 1
            t.touch()  # no state of the game before the undo is sent with the new epoch
            clocks.sync(self.save_clock, t)  # time spent is not given back; the clock runs on the decision undone to
        t.changed()
        self.kick(t)

    async def resync(self, t: Table) -> None:
        """Read the table's game again from the store, where another server process sharing it (PostgreSQL) has
        moved it on or taken choices back; its clients get the new state (a new epoch: nothing older applies)."""
        try:
            rec = self.store.load(t.id)
        except errors(KeyError):  # a game gone from the store, or a failed read
            log.exception("game %s: cannot read it again from the store", t.id)
            raise TableError("this game could not be read again from the record store; try again") from None
        try:
            g, choosers = await asyncio.get_running_loop().run_in_executor(self.executor, replay_with_choosers, rec)
        except Exception:
            log.exception("game %s: its record, read again from the store, does not replay", t.id)
            raise TableError("this game's record does not replay on this server (the server logged why)") from None
        t.record, t.game, t.choosers = rec, g, choosers
        t.agents.clear()
        t.takeback = None
        t.epoch += 1
        t.touch()
        if t.clock is not None:  # the times as the other server wrote them, running on the decision now pending
            if t.clock.timer is not None:
                t.clock.timer.cancel()
            with contextlib.suppress(*errors()):
                t.clock = clocks.load(self.store.db, t.id) or t.clock
            clocks.sync(self.save_clock, t)
        t.changed()

    # ------------------------------------------------------------------------------ take-back with consent
    def ask_takeback(self, t: Table, seats: frozenset[int], n: Any, epoch: Any) -> None:
        """A player asks the other person to let him take back his last choice (issue 14)."""
        if not t.live or not t.has_guests:
            raise TableError("against the computer, use undo: a take-back is asked of another person")
        if not seats:
            raise TableError("spectators cannot ask for a take-back")
        if t.game.result is not None or clocks.ended(t):
            raise TableError("the game is over")
        if t.takeback is not None:
            raise TableError("a take-back is already waiting for an answer")
        if n != t.n or epoch != t.epoch:
            raise TableError("that state was already changed; ask again from the current one")
        if not any(p in seats and k > 1 for p, k in t.choosers):
            raise TableError("there is no choice of yours to take back")
        name = " and ".join(t.seats[s].name for s in sorted(seats))
        t.takeback = {"seats": sorted(seats), "name": name, "n": t.n, "epoch": t.epoch}
        t.changed()

    async def answer_takeback(self, t: Table, seats: frozenset[int], accept: Any) -> None:
        """The other person accepts (the take-back happens) or refuses (nothing changes)."""
        req = t.takeback
        if req is None:
            raise TableError("no take-back is waiting for an answer")
        if not seats:
            raise TableError("spectators cannot answer a take-back")
        if seats & frozenset(req["seats"]):
            raise TableError("the other player answers your take-back request")
        if not isinstance(accept, bool):
            raise TableError("answer a take-back with accept true or false")
        t.takeback = None
        if not accept:
            t.changed()
            return
        if req["n"] != t.n or req["epoch"] != t.epoch:
            t.changed()
            raise TableError("the game moved on since the take-back was asked; it was not made")
        await self.undo(t, frozenset(req["seats"]), req["n"], req["epoch"], consented=True)

    # ------------------------------------------------------------------------------ computers
    def kick(self, t: Table) -> None:
        """Start the computer driver if a computer (or a forced choice) is to move."""
        if not t.live or (t.driver is not None and not t.driver.done()):
            return
        if t.automatic() is None:
            return
        t.driver = asyncio.get_running_loop().create_task(self._drive(t))
        t.holding = True
        t.settled.clear()

    async def settle(self, t: Table) -> None:
        """Wait for the computer's first moves at a table (its driver's first slice; each move waits for its commit):
        a table just created is answered with them made, as the page and the API's readers expect."""
        while t.settling():  # (checked again every 0.5 s: a driver cancelled before it began never releases)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.5):
                    await t.settled.wait()

    def _agent(self, t: Table, seat: int) -> Any:
        a = t.agents.get(seat)
        if a is None:
            s = t.seats[seat]
            a = registry.make_saved_agent(t.record.game, s.agent or "random", t.record.seed + 7919 * (seat + 1) + t.n,
                                          t.record.meta.get("agent_options"))
            t.agents[seat] = a
        return a

    def _thinks(self, t: Table, d: Decision) -> bool:
        """Whether the decision is a computer's whose agent thinks (in a worker thread), not one made at once."""
        return t.seats[d.player].is_computer and getattr(self._agent(t, d.player), "name", "") not in FAST_AGENTS

    async def _run(self, t: Table, d: Decision | None, most: int) -> int:
        """Make the moves the server makes at once from decision `d` on (forced choices, fast computer players), at
        most `most`, on a copy of the game; record them in one write and put the copy in the game's place
        (`_apply_run`). Returns how many were made."""
        game = t.game.clone()
        run: list[str] = []
        choosers: list[tuple[int, int]] = []
        self._play_at_once(t, game, d, most, run, choosers)
        if run:
            await self._apply_run(t, game, run, choosers)
        return len(run)

    async def _drive(self, t: Table) -> None:
        loop = asyncio.get_running_loop()
        failures = 0
        try:
            while True:
                async with t.lock:
                    moved = 0
                    while moved < SLICE:
                        d = t.automatic()
                        if d is None:
                            break
                        try:
                            if self._thinks(t, d):  # a thinking agent works on a copy, off the event loop
                                if t.holding:  # the state so far is shown while it thinks
                                    if moved:
                                        t.changed()
                                    t.release()
                                agent = self._agent(t, d.player)
                                cid = await loop.run_in_executor(self.executor, agent.choose, t.game.clone(), d)
                                await self._apply(t, cid)
                                moved += 1
                            else:  # the moves made at once: on a copy, recorded together, then swapped in
                                moved += await self._run(t, d, SLICE - moved)
                        except StoreConflict:  # another server played this move: carry on from its record
                            await self.resync(t)
                            break
                        except StoreError as e:
                            failures += 1
                            for c in t.conns:  # a computer's move that cannot be saved is reported, then retried
                                c.push({"type": "error", "message": f"the computer's move: {e}"
                                        + (" (retrying)" if failures < DRIVE_RETRIES else " (stopped; any "
                                           "choice or reconnection tries again)")})
                            if failures >= DRIVE_RETRIES:
                                return
                            break
                        failures = 0
                    more = t.automatic() is not None
                if moved:
                    t.changed()
                t.release()
                if not more:
                    return
                await asyncio.sleep(min(2.0, 0.2 * 2 ** failures) if failures else 0)
        except Exception:
            log.exception("computer player failed at game %s", t.id)
        finally:
            t.release()
