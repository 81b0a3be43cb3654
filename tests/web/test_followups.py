"""Issue 14: a rematch of a finished game, and a new game continued from a step of a record (practice)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.core.store import RecordStore

from .conftest import hello, new_table, recv


def table_of(client: TestClient, gid: int) -> Any:
    return client.app.state.manager.tables[gid]  # type: ignore[attr-defined]


def play_out(client: TestClient, gid: int, socks: dict[int, Any]) -> dict[int, dict[str, Any]]:
    """Play every person's seat (first offered option) until the game ends; `socks` maps a seat to the socket
    that holds it. Returns the last state each socket saw."""
    last: dict[int, dict[str, Any]] = {}
    table = table_of(client, gid)
    for _ in range(3000):
        if table.game.result is not None:
            break
        d = table.game.pending()
        if d is None or table.automatic() is not None:
            for s, ws in socks.items():  # let the server's own moves happen; read until it waits for a person
                last[s] = recv(ws, lambda m: m["type"] == "state" and (m["result"] is not None or (
                    m["n"] == table.n and table.automatic() is None)))
            continue
        ws = socks[d.player]
        n = table.n
        ws.send_json({"type": "choose", "option": d.options[0].id, "n": n, "epoch": table.epoch})
        last[d.player] = recv(ws, lambda m, n=n: m["type"] == "error" or (m["type"] == "state" and m["n"] > n))
        assert last[d.player]["type"] == "state", last[d.player]
    assert table.game.result is not None, "the game did not end"
    for s, ws in socks.items():
        if last.get(s, {}).get("result") is None:
            ws.send_json({"type": "refresh"})  # the end may have come before this socket's last read
            last[s] = recv(ws, lambda m: m["type"] == "state" and m["result"] is not None)
    return last


def claim(ws: Any, invite: str) -> str:
    """Open a guest seat with its invitation on the socket `ws`: the seat's fresh token."""
    ws.send_json({"type": "hello", "tokens": [invite]})
    token = recv(ws, lambda m: m["type"] == "claimed")["token"]
    recv(ws, lambda m: m["type"] == "state")
    return token


def rematch(client: TestClient, gid: int, *tokens: str) -> Any:
    return client.post(f"/api/tables/{gid}/rematch", headers={"X-Rokugan-Tokens": ",".join(tokens)} if tokens else {})


# ------------------------------------------------------------------------------------------ rematch
@pytest.mark.both_stores
def test_a_rematch_between_two_people_invites_only_the_other_seat(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "guest", max_turns=1)
    gid, host_tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as host_ws, client.websocket_connect(f"/ws/{gid}") as spec, \
            client.websocket_connect(f"/ws/{gid}") as guest_ws:
        guest_tok = claim(guest_ws, t["invites"][0]["token"])
        hello(host_ws, host_tok)
        hello(spec)
        # before the end: refused, nothing created
        r = rematch(client, gid, host_tok)
        assert r.status_code == 409 and r.json()["error"] == ("the game is not over yet: a rematch can be offered "
                                                              "once it ends")
        assert len(client.get("/api/tables").json()["tables"]) == 1
        play_out(client, gid, {0: host_ws, 1: guest_ws})
        # the guest offers it: the guest's seat is the host's now, the old host is invited
        r = rematch(client, gid, guest_tok)
        assert r.status_code == 200, r.text
        new = r.json()
        assert list(new["tokens"]) == ["1"] and new["table_url"] == f"/table/{new['id']}#t={new['tokens']['1']}"
        s = client.get(f"/api/tables/{new['id']}").json()
        assert [x["party"] for x in s["seats"]] == ["guest", "host"] and s["choices"] == 0 and s["live"]
        assert [x["name"] for x in s["seats"]] == ["P1", "P2"]
        old_rec, new_rec = RecordStore(db).load(gid), RecordStore(db).load(new["id"])
        assert new_rec.game == old_rec.game and new_rec.setup == old_rec.setup
        assert new_rec.seed != old_rec.seed and new_rec.meta["rematch_of"] == gid
        # the old host's connection gets its own invitation; the guest's and the spectator's get none
        host_seen: list[dict[str, Any]] = []
        offer = recv(host_ws, lambda m: m["type"] == "rematch", host_seen)
        assert new["tokens"]["1"] not in json.dumps(host_seen)  # the caller's token goes to the caller alone
        assert offer["table"] == new["id"] and offer["by"] == "P2" and offer["url"].startswith(f"/table/{new['id']}#t=")
        invite = offer["url"].split("#t=")[1]
        assert invite not in json.dumps(new)
        for ws in (guest_ws, spec):
            seen: list[dict[str, Any]] = []
            other = recv(ws, lambda m: m["type"] == "rematch", seen)
            assert other == {"type": "rematch", "table": new["id"], "by": "P2"}
            assert invite not in json.dumps(seen)
        # a later connection of the old host's seat is told too
        with client.websocket_connect(f"/ws/{gid}") as again:
            again.send_json({"type": "hello", "tokens": [host_tok]})
            assert recv(again, lambda m: m["type"] == "rematch")["url"] == offer["url"]
        # the invitation opens the old host's seat of the new table, once
        with client.websocket_connect(f"/ws/{new['id']}") as ws2:
            claim(ws2, invite)
        # the guest asks again: already started, and its seat there is taken
        r = rematch(client, gid, guest_tok)
        assert r.status_code == 409 and "already started" in r.json()["error"]
        # once claimed, the offer carries no invitation any more
        with client.websocket_connect(f"/ws/{gid}") as again:
            again.send_json({"type": "hello", "tokens": [host_tok]})
            assert "url" not in recv(again, lambda m: m["type"] == "rematch")


def test_the_second_player_asking_for_a_rematch_joins_the_one_offered(client: TestClient) -> None:
    t = new_table(client, "host", "guest", max_turns=1)
    gid, host_tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as host_ws, client.websocket_connect(f"/ws/{gid}") as guest_ws:
        guest_tok = claim(guest_ws, t["invites"][0]["token"])
        hello(host_ws, host_tok)
        play_out(client, gid, {0: host_ws, 1: guest_ws})
        first = rematch(client, gid, host_tok).json()
        assert list(first["tokens"]) == ["0"]
        offer = recv(guest_ws, lambda m: m["type"] == "rematch")
        second = rematch(client, gid, guest_tok)
        assert second.status_code == 200 and second.json()["id"] == first["id"] and second.json()["joined"]
        assert second.json()["table_url"] == offer["url"] and list(second.json()["tokens"]) == ["1"]
        assert second.json()["tokens"]["1"] != first["tokens"]["0"]
        assert len(client.get("/api/tables").json()["tables"]) == 2  # one rematch, not two


def test_a_rematch_against_the_computer_keeps_the_computer(client: TestClient) -> None:
    t = new_table(client, "host", "computer", max_turns=1)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        hello(ws, t["tokens"]["0"])
        play_out(client, t["id"], {0: ws})
    r = rematch(client, t["id"], t["tokens"]["0"])
    assert r.status_code == 200
    s = client.get(f"/api/tables/{r.json()['id']}").json()
    assert [(x["party"], x["agent"]) for x in s["seats"]] == [("host", None), ("computer", "random")]
    with client.websocket_connect(f"/ws/{r.json()['id']}") as ws:  # the returned token opens the new seat
        assert hello(ws, r.json()["tokens"]["0"])["you"] == [0]


def test_rematch_refusals_change_nothing(client: TestClient) -> None:
    t = new_table(client, "host", "computer", max_turns=1)
    other = new_table(client, "host", "computer", max_turns=1)
    gid = t["id"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        hello(ws, t["tokens"]["0"])
        play_out(client, gid, {0: ws})
    cases = [
        (rematch(client, gid), 403, "only a player of this game can offer a rematch"),
        (rematch(client, gid, "forged"), 403, "unknown seat token"),
        (rematch(client, gid, other["tokens"]["0"]), 403, "unknown seat token"),
        (rematch(client, 424242, t["tokens"]["0"]), 404, "there is no game 424242"),
        (client.post(f"/api/tables/{gid}/rematch", headers={"X-Rokugan-Tokens": "x" * 300}), 400, "X-Rokugan-Tokens"),
        (client.get(f"/api/tables/{gid}/rematch"), 405, ""),
    ]
    for r, status, needle in cases:
        assert r.status_code == status and needle in r.json()["error"], (r.status_code, r.text)
    assert len(client.get("/api/tables").json()["tables"]) == 2


# ------------------------------------------------------------------------------------------ continue
def continue_at(client: TestClient, gid: int, body: Any, *tokens: str) -> Any:
    return client.post(f"/api/tables/{gid}/continue", json=body,
                       headers={"X-Rokugan-Tokens": ",".join(tokens)} if tokens else {})


def test_continue_from_a_step_against_the_computer(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "computer", max_turns=3)
    gid, tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        hello(ws, tok)
        play_out(client, gid, {0: ws})
    old = RecordStore(db).load(gid)
    # a step where the person has a real choice to make (the new game waits there for them)
    k = [i for i, (seat, options) in enumerate(table_of(client, gid).choosers) if seat == 0 and options > 1][-1]
    r = continue_at(client, gid, {"step": k}, tok)
    assert r.status_code == 200, r.text
    new = r.json()
    rec = RecordStore(db).load(new["id"])
    assert rec.seed == old.seed and rec.setup == old.setup and rec.choices[:k] == old.choices[:k]
    assert rec.meta["continued_from"] == {"game": gid, "step": k}
    assert new["step"] == k
    with client.websocket_connect(f"/ws/{new['id']}") as ws:
        st = hello(ws, new["tokens"]["0"])
        assert st["you"] == [0] and st["n"] == k and st["result"] is None and "options" in st["decision"]
        assert st["seats"][1]["party"] == "computer"
        table = table_of(client, new["id"])
        assert table.record.choices[:k] == old.choices[:k]


def test_continue_in_a_hot_seat_game(client: TestClient) -> None:
    r = client.post("/api/tables", json={"game": "ccg", "seed": 4, "options": {"max_turns": 2}, "seats": [
        {"party": "host", "deck": "builtin:crab"}, {"party": "host", "deck": "builtin:crane"}]}).json()
    toks = [r["tokens"]["0"], r["tokens"]["1"]]
    with client.websocket_connect(f"/ws/{r['id']}") as ws:
        hello(ws, *toks)
        play_out(client, r["id"], {0: ws, 1: ws})
    assert continue_at(client, r["id"], {"step": 3}, toks[0]).status_code == 403  # one of the two seats only
    c = continue_at(client, r["id"], {"step": 3}, *toks)
    assert c.status_code == 200 and sorted(c.json()["tokens"]) == ["0", "1"]


def test_continue_is_refused_when_another_person_plays(client: TestClient) -> None:
    t = new_table(client, "host", "guest", max_turns=1)
    gid = t["id"]
    with client.websocket_connect(f"/ws/{gid}") as guest_ws:
        guest_tok = claim(guest_ws, t["invites"][0]["token"])
    for tok in (t["tokens"]["0"], guest_tok):
        r = continue_at(client, gid, {"step": 0}, tok)
        assert r.status_code == 403
        err = r.json()["error"]
        assert "compute their hidden cards" in err and err.count(". ") == 0
    assert len(client.get("/api/tables").json()["tables"]) == 1  # nothing created


def test_continue_refusals_change_nothing(client: TestClient) -> None:
    t = new_table(client, "host", "computer", max_turns=1)
    gid, tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as ws:  # the state at the person's decision: the computer is done
        n = hello(ws, tok)["n"]
    assert client.get(f"/api/tables/{gid}").json()["choices"] == n
    cases = [
        (continue_at(client, gid, {"step": 0}), 403, "only a player of this game can continue"),
        (continue_at(client, gid, {"step": 0}, "forged"), 403, "unknown seat token"),
        (continue_at(client, gid, {"step": n + 1}, tok), 400, f"from 0 to {n}"),
        (continue_at(client, gid, {"step": -1}, tok), 400, "'step'"),
        (continue_at(client, gid, {"step": "3"}, tok), 400, "'step'"),
        (continue_at(client, gid, {"step": True}, tok), 400, "'step'"),
        (continue_at(client, gid, {}, tok), 400, "'step'"),
        (continue_at(client, gid, [1], tok), 400, "JSON object"),
        (continue_at(client, 424242, {"step": 0}, tok), 404, "there is no game"),
        (client.post(f"/api/tables/{gid}/continue", content=b"{step", headers={"X-Rokugan-Tokens": tok}), 400,
         "not acceptable JSON"),
    ]
    for r, status, needle in cases:
        assert r.status_code == status and needle in r.json()["error"], (r.status_code, r.text)
    assert len(client.get("/api/tables").json()["tables"]) == 1
