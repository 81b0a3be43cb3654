"""Issue 13, "Durability": a choice is applied only when its record has committed; a failed write is told to the
client plainly, the game stays as it was and goes on once the store is writable again."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.core.store import RecordStore
from rokugan.web.app import create_app

from .conftest import hello, my_turn, new_table, recv


def _break_writes(monkeypatch: pytest.MonkeyPatch, client: TestClient) -> None:
    store = client.app.state.manager.store  # type: ignore[attr-defined]

    def full(*a: Any, **k: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store, "append_choices", full)  # every write of choices goes through it


@pytest.mark.both_stores
def test_a_choice_that_cannot_be_saved_is_not_made_and_the_game_goes_on(
        client: TestClient, db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    t = new_table(client, "host", "computer")
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = hello(ws, t["tokens"]["0"])
        if not my_turn(st):
            st = recv(ws, my_turn)
        n = st["n"]
        oid = st["decision"]["options"][-1]["id"]
        _break_writes(monkeypatch, client)
        ws.send_json({"type": "choose", "option": oid, "n": n, "epoch": st["epoch"]})
        err = recv(ws, lambda m: m["type"] == "error")["message"]
        assert "not saved" in err and "not made" in err
        assert client.get(f"/api/tables/{t['id']}").json()["choices"] == n  # nothing applied
        monkeypatch.undo()  # the disk is writable again
        ws.send_json({"type": "choose", "option": oid, "n": n, "epoch": st["epoch"]})
        after = recv(ws, lambda m: m["type"] == "state" and m["n"] > n)
        assert after["n"] > n
    stored = RecordStore(db).load(t["id"]).choices
    assert stored[n] == oid  # the record has the choice in its own slot
    # after a restart the game loads and replays to the same point
    with TestClient(create_app(db)) as again:
        assert again.get(f"/api/tables/{t['id']}").json()["choices"] == len(stored)


@pytest.mark.both_stores
def test_a_computer_move_that_cannot_be_saved_is_reported_and_retried(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer seat whose move failed to persist reports it to the table and retries; it never hangs the table
    silently, and it moves again once the store is writable."""
    import rokugan.web.tables as tables
    monkeypatch.setattr(tables, "DRIVE_RETRIES", 2)
    # the server's moves after a person's choice go in that choice's own write (one trip through the writer) unless
    # they are more than a slice: with slices of one move, the computer's move after it is the driver's, written apart
    monkeypatch.setattr(tables, "SLICE", 1)
    t = new_table(client, "host", "computer")
    store = client.app.state.manager.store  # type: ignore[attr-defined]
    real = store.append_choices
    calls = {"n": 0}

    def after_the_persons_choice(*a: Any, **k: Any) -> None:
        calls["n"] += 1
        if calls["n"] > 1:
            raise sqlite3.OperationalError("disk I/O error")
        real(*a, **k)

    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = hello(ws, t["tokens"]["0"])
        if not my_turn(st):
            st = recv(ws, my_turn)
        # end the Action Phase until a computer decision follows a person's choice
        monkeypatch.setattr(store, "append_choices", after_the_persons_choice)
        n0 = st["n"]
        ws.send_json({"type": "choose", "option": "pass" if "pass" in [o["id"] for o in st["decision"]["options"]]
                      else st["decision"]["options"][0]["id"], "n": n0, "epoch": st["epoch"]})
        msgs: list[dict[str, Any]] = []
        err = recv(ws, lambda m: m["type"] == "error", msgs)
        assert "computer's move" in err["message"] and "not saved" in err["message"]
        table = client.app.state.manager.tables[t["id"]]  # type: ignore[attr-defined]
        stuck_at = table.n
        assert stuck_at == n0 + 1  # the person's choice is in; the computer's is not
        monkeypatch.setattr(store, "append_choices", real)  # writable again
        ws.send_json({"type": "refresh"})
    with client.websocket_connect(f"/ws/{t['id']}") as ws2:  # a reconnection tries again
        hello(ws2, t["tokens"]["0"])
        recv(ws2, lambda m: m["type"] == "state" and m["n"] > stuck_at)


def test_the_server_says_at_start_when_its_store_is_not_writable(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from rokugan.web.app import serve
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert serve(db=str(blocker / "games.sqlite3")) == 1
    err = capsys.readouterr().err
    assert "not writable" in err and len(err.strip().splitlines()) == 1


def test_spectators_coming_and_going_do_not_resend_the_state_to_everyone(client: TestClient) -> None:
    """Issue 13, "Resources": a connecting or leaving spectator gets its own state; nobody else is sent one."""
    t = new_table(client, "host", "computer")
    table = client.app.state.manager.tables[t["id"]]  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = hello(ws, t["tokens"]["0"])
        while not my_turn(st) or st["n"] != table.n or table.automatic() is not None:
            st = recv(ws, lambda m: m["type"] == "state")  # the computer is idle: the person must choose
        version = table.version
        for _ in range(20):
            with client.websocket_connect(f"/ws/{t['id']}") as spec:
                st = hello(spec)
                assert st["type"] == "state"
        assert table.version == version  # no change broadcast: the seated client was sent nothing new
        ws.send_json({"type": "ping"})
        first = ws.receive_json()
        assert first["type"] == "pong"  # nothing was queued before the pong


def test_bfr_random_clans_differ_between_tables(client: TestClient) -> None:
    """Issue 13: a Battle for Rokugan table with "random" clans gets random clans (every web table once got the
    same three)."""
    clans = set()
    for _ in range(6):
        r = client.post("/api/tables", json={"game": "bfr", "seats": [{"party": "host"}, {"party": "computer"},
                                                                      {"party": "computer"}]})
        assert r.status_code == 200, r.text
        t = client.app.state.manager.tables[r.json()["id"]]  # type: ignore[attr-defined]
        clans.add(tuple(t.record.setup["clans"]))
    assert len(clans) > 1


def test_a_client_that_does_not_read_is_dropped_not_buffered() -> None:
    """Issue 13: each connection's outgoing queue is bounded; past it the client is dropped."""
    from rokugan.web.table import MAX_OUTBOX, Connection
    conn = Connection(frozenset({0}))
    for i in range(MAX_OUTBOX + 10):
        conn.push({"type": "pong", "i": i})
    assert len(conn.outbox) == MAX_OUTBOX and conn.overflow


def test_the_server_runs_with_timeouts_and_a_concurrency_limit(monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path) -> None:
    import uvicorn

    from rokugan.web.app import serve
    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(kw))
    assert serve(db=str(tmp_path / "g.sqlite3")) == 0
    assert seen["timeout_keep_alive"] <= 10 and seen["limit_concurrency"] >= 100
