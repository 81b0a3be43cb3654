"""Issue 13: several server processes sharing games through one record store (PostgreSQL; a SQLite file shared
by processes of one machine behaves the same). Each sees the others' tables; a choice made on one server is not
lost or written twice when another server, still holding the game as it was, makes a choice there."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.core.store import RecordStore
from rokugan.web.app import create_app

from .conftest import hello, my_turn, new_table, recv


def waiting(ws: Any, after: int = -1) -> dict[str, Any]:
    """The next state in which this hot-seat client (both seats) must choose, past choice `after`."""
    return recv(ws, lambda m: m["type"] == "state" and m["n"] > after and my_turn(m))


@pytest.mark.both_stores
def test_two_servers_share_tables_and_neither_loses_or_doubles_a_choice(db: Any) -> None:
    with TestClient(create_app(db)) as a, TestClient(create_app(db)) as b:
        t = new_table(a, "host", "host", seed=5, max_turns=3)
        gid, tokens = t["id"], list(t["tokens"].values())
        assert gid in [row["id"] for row in b.get("/api/tables").json()["tables"]]  # B sees A's table
        with a.websocket_connect(f"/ws/{gid}") as wa, b.websocket_connect(f"/ws/{gid}") as wb:
            sa = hello(wa, *tokens)
            sa = sa if my_turn(sa) else waiting(wa)
            sb = hello(wb, *tokens)
            sb = sb if my_turn(sb) else waiting(wb)
            assert (sa["n"], sa["decision"]) == (sb["n"], sb["decision"])  # the same game on both
            made: list[tuple[int, str]] = []  # (slot, option) of every choice the servers accepted
            for k in range(6):
                # one server moves the game on ...
                first, stale = (wa, wb) if k % 2 == 0 else (wb, wa)
                cur = sa if k % 2 == 0 else sb
                oid = cur["decision"]["options"][-1]["id"]
                first.send_json({"type": "choose", "option": oid, "n": cur["n"], "epoch": cur["epoch"]})
                moved = waiting(first, cur["n"])
                made.append((cur["n"], oid))
                # ... and the other, still holding the game as it was, is refused and brought up to date
                old = sb if k % 2 == 0 else sa
                stale.send_json({"type": "choose", "option": old["decision"]["options"][0]["id"], "n": old["n"],
                                 "epoch": old["epoch"]})
                err = recv(stale, lambda m: m["type"] == "error")
                assert "another server" in err["message"] and "not made" in err["message"]
                stale.send_json({"type": "refresh"})  # (the state it is sent then is the game as it now is)
                fresh = recv(stale, lambda m: m["type"] == "state")
                assert fresh["n"] == moved["n"] and fresh["decision"] == moved["decision"]
                if k % 2 == 0:
                    sa, sb = moved, fresh
                else:
                    sb, sa = moved, fresh
                if moved["result"] is not None:
                    break
        record = RecordStore(db).load(gid)
        assert len(record.choices) == sa["n"] == sb["n"]
        assert [record.choices[n] for n, _ in made] == [oid for _, oid in made]  # each in its own slot, once
        assert len(made) >= 3
        # a third server, started afterwards, replays the record to the same state
        with TestClient(create_app(db)) as c:
            assert c.get(f"/api/tables/{gid}").json()["choices"] == len(record.choices)
