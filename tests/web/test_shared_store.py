"""Issue 13: several server processes sharing games through one record store (PostgreSQL; a SQLite file shared
by processes of one machine behaves the same). Each sees the others' tables; a choice made on one server is not
lost or written twice when another server, still holding the game as it was, makes a choice there."""

from __future__ import annotations

import time
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


@pytest.mark.both_stores
def test_a_guest_seated_by_one_server_is_known_to_the_other_and_the_invitation_seats_nobody_else(db: Any) -> None:
    with TestClient(create_app(db)) as a, TestClient(create_app(db)) as b:
        t = new_table(a, "host", "guest")
        gid, invite = t["id"], t["invites"][0]["token"]
        assert b.get(f"/api/tables/{gid}").status_code == 200  # B holds the table too, with the seat unclaimed
        with a.websocket_connect(f"/ws/{gid}") as guest:
            guest.send_json({"type": "hello", "tokens": [invite]})
            fresh = recv(guest, lambda m: m["type"] == "claimed")["token"]
        # the invitation, tried on the other server, seats nobody there either
        with b.websocket_connect(f"/ws/{gid}") as other:
            other.send_json({"type": "hello", "tokens": [invite]})
            m = recv(other, lambda m: m["type"] in ("error", "claimed", "state"))
            assert m["type"] == "error" and m["fatal"] and "already used" in m["message"]
        # the guest's own token opens the seat on the other server
        with b.websocket_connect(f"/ws/{gid}") as again:
            assert hello(again, fresh)["you"] == [1]


@pytest.mark.both_stores
def test_two_claimants_on_two_servers_at_once_one_is_seated(db: Any) -> None:
    """Both servers hold the seat as unclaimed (neither has read the other's claim): the claim is written only over
    the invitation it replaces, so the second is refused."""
    with TestClient(create_app(db)) as a, TestClient(create_app(db)) as b:
        t = new_table(a, "host", "guest")
        gid, invite = t["id"], t["invites"][0]["token"]
        assert b.get(f"/api/tables/{gid}").status_code == 200
        with a.websocket_connect(f"/ws/{gid}") as first:
            first.send_json({"type": "hello", "tokens": [invite]})
            recv(first, lambda m: m["type"] == "claimed")
        table_b = b.app.state.manager.tables[gid]  # type: ignore[attr-defined]
        assert table_b.seats[1].token_hash.startswith("invite:")  # B's memory: still unclaimed
        with b.websocket_connect(f"/ws/{gid}") as second:
            # as if B had already authenticated the invitation before A's claim was written
            b.app.state.manager._reload_seats = lambda t: False  # type: ignore[attr-defined]
            second.send_json({"type": "hello", "tokens": [invite]})
            m = recv(second, lambda m: m["type"] in ("error", "claimed"))
            assert m["type"] == "error" and m["fatal"] and "already used" in m["message"]
        table_a = a.app.state.manager.tables[gid]  # type: ignore[attr-defined]
        deadline = time.monotonic() + 5  # A notices the guest's socket closing in its own time
        while table_a.conns and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not table_a.conns, [c.seats for c in table_a.conns]
        with a.websocket_connect(f"/ws/{gid}") as host:  # and B's refused claimant left no connection on the seat
            st = hello(host, t["tokens"]["0"])
            assert st["seats"][1]["connections"] == 0


@pytest.mark.both_stores
def test_the_server_brought_up_to_date_shows_the_clock_the_other_server_charged(db: Any) -> None:
    with TestClient(create_app(db)) as a, TestClient(create_app(db)) as b:
        t = new_table(a, "host", "host", clock={"kind": "fischer", "main": 60, "increment": 5})
        gid, tokens = t["id"], list(t["tokens"].values())
        with a.websocket_connect(f"/ws/{gid}") as wa, b.websocket_connect(f"/ws/{gid}") as wb:
            sa = hello(wa, *tokens)
            sa = sa if my_turn(sa) else waiting(wa)
            sb = hello(wb, *tokens)
            sb = sb if my_turn(sb) else waiting(wb)
            me = sa["decision"]["player"]
            wa.send_json({"type": "choose", "option": sa["decision"]["options"][-1]["id"], "n": sa["n"],
                          "epoch": sa["epoch"]})
            moved = waiting(wa, sa["n"])
            charged = moved["clock"]["seats"][me]
            assert 60.0 < charged["main"] < 65.0  # a moment spent, 5 s earned, on A
            wb.send_json({"type": "choose", "option": sb["decision"]["options"][0]["id"], "n": sb["n"],
                          "epoch": sb["epoch"]})
            recv(wb, lambda m: m["type"] == "error")
            wb.send_json({"type": "refresh"})
            fresh = recv(wb, lambda m: m["type"] == "state")
            assert fresh["n"] == moved["n"] and fresh["clock"]["seats"][me] == charged  # B reads A's times
