"""Issue 13, "Fast": the record store's writes leave the event loop (`web/group_commit.py`). The writes of one turn
of the event loop go in one transaction of a writer thread; a choice is applied only once its record has committed,
and a refused write leaves its game as it was."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from rokugan.core.record import GameRecord
from rokugan.core.store import ChoiceConflict, RecordStore
from rokugan.web.group_commit import GroupCommit


def _games(store: RecordStore, k: int) -> list[int]:
    return [store.create(GameRecord("ccg", {}, i, [], {})) for i in range(k)]


@pytest.mark.both_stores
def test_writes_of_one_turn_share_a_transaction_and_each_is_applied_after_its_commit(db: Any) -> None:
    store = RecordStore(db)
    store.tune_for_server()
    games = _games(store, 10)
    check = RecordStore(db)  # another connection: sees only what has committed
    seen: list[tuple[int, int, list[str]]] = []

    async def play() -> None:
        w = GroupCommit(store)

        async def table(gid: int) -> None:
            for n in range(3):
                def applied(gid: int = gid, n: int = n) -> None:
                    seen.append((gid, n, check.load(gid).choices))
                await w.write(("choice", gid, n, f"c{n}"), then=applied)

        await asyncio.gather(*(table(g) for g in games))
        assert w.writes == 30 and w.batches < 30  # grouped: 10 tables write at once
        with pytest.raises(ChoiceConflict):  # a slot already taken: refused, `then` not run
            await w.write(("choice", games[0], 1, "again"), then=lambda: seen.append((-1, -1, [])))
        w.close()

    asyncio.run(play())
    assert len(seen) == 30 and all(stored == [f"c{i}" for i in range(n + 1)] for _, n, stored in seen)
    assert all(store.load(g).choices == ["c0", "c1", "c2"] for g in games)
    check.close()
    store.close()


def test_the_event_loop_serves_others_while_a_write_commits(tmp_path: Path) -> None:
    """A slow commit (PostgreSQL waits 4-5 ms for each) no longer stops the server: here a write takes 0.3 s, in
    which the event loop runs on, and no write runs on the event loop's thread."""
    store = RecordStore(tmp_path / "games.sqlite3")
    store.tune_for_server()
    gid = _games(store, 1)[0]
    real = store.write_batch
    threads: list[threading.Thread] = []

    def slow(db: Any, ops: list[Any]) -> list[BaseException | None]:
        threads.append(threading.current_thread())
        time.sleep(0.3)
        return real(db, ops)

    store.write_batch = slow  # type: ignore[method-assign]

    async def run() -> int:
        w = GroupCommit(store)
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.01)

        tick = asyncio.create_task(ticker())
        await w.write(("choice", gid, 0, "x"))
        tick.cancel()
        w.close()
        return ticks

    assert asyncio.run(run()) >= 10
    assert threads and threading.main_thread() not in threads
    assert store.load(gid).choices == ["x"]
    store.close()


def test_a_committed_write_is_applied_even_when_its_waiter_is_cancelled(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "games.sqlite3")
    gid = _games(store, 1)[0]
    applied: list[str] = []

    async def run() -> None:
        w = GroupCommit(store)
        task = asyncio.create_task(w.write(("choice", gid, 0, "x"), then=lambda: applied.append("x")))
        await asyncio.sleep(0)  # the write is queued
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        while not applied:
            await asyncio.sleep(0.01)
        w.close()

    asyncio.run(run())
    assert applied == ["x"] and store.load(gid).choices == ["x"]
    store.close()


def test_the_moves_the_server_makes_at_once_are_recorded_in_one_write(tmp_path: Path) -> None:
    """After a person's choice, the forced choices and the computer's moves that follow it at once are played on a
    copy of the game and recorded in one write with that choice (then the copy takes the game's place): a person's
    decision costs one write, however many moves the server made after it; the record holds every move."""
    from starlette.testclient import TestClient

    from rokugan.web.app import create_app

    from .conftest import hello, my_turn, new_table, recv

    db = tmp_path / "games.sqlite3"
    with TestClient(create_app(db)) as client:
        t = new_table(client, "host", "computer", max_turns=4)
        m = client.app.state.manager  # type: ignore[attr-defined]
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            st = hello(ws, t["tokens"]["0"])
            if not my_turn(st):
                st = recv(ws, my_turn)
            n0, writes0, mine = st["n"], m.writer.writes, 0
            while mine < 12 and st["result"] is None:
                ws.send_json({"type": "choose", "option": st["decision"]["options"][0]["id"], "n": st["n"],
                              "epoch": st["epoch"]})
                mine += 1
                st = recv(ws, lambda s, n=st["n"]: s["type"] == "state" and s["n"] > n
                          and (my_turn(s) or s["result"] is not None))
            made, writes = st["n"] - n0, m.writer.writes - writes0 - (st["result"] is not None)
        assert made > writes and writes == mine, (made, writes, mine)  # each with the person's choice before it
        assert RecordStore(db).load(t["id"]).choices == m.tables[t["id"]].record.choices
        assert len(RecordStore(db).load(t["id"]).choices) == st["n"]
