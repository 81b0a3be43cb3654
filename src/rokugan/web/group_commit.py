"""Group commit: the record store's writes, off the event loop (issue 13, "Fast").

Every choice is written before it is applied (`tables.TableManager._apply`). Waiting for each commit on the event
loop stopped the whole server for it (4–5 ms with PostgreSQL's defaults). Instead, the writes that arrive in one turn
of the event loop — from every table — are handed to one writer thread, which makes them in one transaction on its
own connection (`RecordStore.write_batch`); writes that arrive while it works go in its next transaction. When the
transaction has committed, each write's continuation runs on the event loop (`then`: the choice is applied there),
and then its waiter learns the outcome: None, or the exception that refused it (the game is then left as it was).

A continuation runs when its write has committed even if the task that waited for it was cancelled meanwhile (a
closed connection, a stopped computer player): what is in the record is always applied to the game in memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from rokugan.core.store import RecordStore

log = logging.getLogger("rokugan.web")

Op = tuple[Any, ...]


class GroupCommit:
    """The writer thread of one server's record store and the writes waiting for it."""

    def __init__(self, store: RecordStore) -> None:
        self.store = store
        self._queue: list[tuple[Op, Callable[[], None] | None, asyncio.Future[None]]] = []
        self._busy = False  # a batch is scheduled or being written
        self._db: Any = None
        self._thread: ThreadPoolExecutor | None = None
        self._closed = False
        self.batches = 0  # transactions written, and the writes in them (for the load test's figures)
        self.writes = 0

    async def write(self, op: Op, then: Callable[[], None] | None = None) -> None:
        """Write `op` (see `RecordStore.write_batch`) in the next group of writes; once it has committed, run `then`
        on the event loop. Raises what refused the write (nothing of it is in the store, `then` did not run)."""
        await self.submit(op, then)  # cancelled, the waiter leaves the write (and its `then`) to go on

    def submit(self, op: Op, then: Callable[[], None] | None = None) -> asyncio.Future[None]:
        """`write` without waiting: `op` is queued now (after every write queued before it, so two writes of the same
        row are made in the order they were asked for), and the future returned tells its outcome."""
        if self._closed:
            raise RuntimeError("the record store's writer is stopped")
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        self._queue.append((op, then, fut))
        if not self._busy:
            self._busy = True
            loop.call_soon(self._flush)  # after the other work of this turn: its writes join this batch
        return fut

    def _flush(self) -> None:
        batch, self._queue = self._queue, []
        if not batch:
            self._busy = False
            return
        ops = [op for op, _, _ in batch]
        loop = asyncio.get_running_loop()
        if self._db is None:  # the writer's own connection, opened at the first write
            try:
                self._db = self.store.writer_connection() or False
            except Exception:  # noqa: BLE001 (the store's connection serves, on the event loop)
                log.exception("the record store's writer connection could not be opened")
                self._db = False
        if self._db is False:  # a store that cannot be opened twice (SQLite in memory): written here
            work: asyncio.Future[list[BaseException | None]] = loop.create_future()
            work.set_result(self.store.write_batch(self.store.db, ops))
            self._done(batch, work)
            return
        if self._thread is None:
            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rokugan-store")
        work = loop.run_in_executor(self._thread, self.store.write_batch, self._db, ops)
        work.add_done_callback(lambda w: self._done(batch, w))

    def _done(self, batch: list[tuple[Op, Callable[[], None] | None, asyncio.Future[None]]],
              work: asyncio.Future[list[BaseException | None]]) -> None:
        try:
            outcomes: list[BaseException | None] = work.result()
        except BaseException as e:  # the thread failed as a whole (it was stopped): nothing was committed
            outcomes = [e] * len(batch)
        self.batches += 1
        self.writes += len(batch)
        for (_, then, fut), err in zip(batch, outcomes, strict=True):
            if err is None and then is not None:
                try:
                    then()
                except Exception as e:  # noqa: BLE001 (reported to the waiter, and logged)
                    log.exception("a write was committed but applying it failed")
                    err = e
            if fut.done():
                continue
            if err is None:
                fut.set_result(None)
            else:
                fut.set_exception(err)
                fut.exception()  # retrieved: a waiter cancelled meanwhile leaves no "never retrieved" warning
        if self._queue:
            self._flush()
        else:
            self._busy = False

    def close(self) -> None:
        """Wait for the batch being written, then close the writer's connection."""
        self._closed = True
        if self._thread is not None:
            self._thread.shutdown(wait=True)
        if self._db:
            with contextlib.suppress(Exception):
                self._db.close()
        self._db = None
