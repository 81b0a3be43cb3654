"""Issue 13, the state as deltas (first step): each connection is sent only the log lines it has not seen; the whole
tail again after an undo, when the hot seat passes to another seat, or on a refresh. The replay API does the same
when stepping forward."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore

from .conftest import choose, hello, my_turn, new_table, recv


def engine_log(db: Path, gid: int, n: int, viewer: int | None) -> list[str]:
    rec = RecordStore(db).load(gid)
    g = GameRecord(rec.game, rec.setup, rec.seed, rec.choices[:n]).replay()
    g.pending()
    lines: list[str] = g.log_lines(viewer)
    return lines


def test_each_state_carries_only_the_new_log_lines(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "computer", max_turns=3)
    states: list[dict[str, Any]] = []  # every state this client was sent
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        first = hello(ws, t["tokens"]["0"])
        states.append(first)
        state = first if my_turn(first) else recv(ws, my_turn, states)
        for k in range(12):
            if state["result"] is not None:
                break
            opts = state["decision"]["options"]
            ws.send_json({"type": "choose", "option": opts[k % len(opts)]["id"], "n": state["n"],
                          "epoch": state["epoch"]})
            state = recv(ws, lambda m, n=state["n"]: m["type"] == "error" or (my_turn(m) and m["n"] > n), states)
            assert state["type"] == "state"
    assert first["log_reset"] is True and len(first["log_sent"]) > 0
    later = [m for m in states[1:] if m["type"] == "state"]
    assert later and all(m["log_reset"] is False for m in later)
    sent = sum(len(m["log_sent"]) for m in states if m["type"] == "state")
    last = later[-1]
    full = engine_log(db, t["id"], last["n"], 0)
    assert sent == len(full)  # every line once, none twice
    assert last["log"] == full[-200:]
    assert sum(len(json.dumps(m["log_sent"])) for m in later) < len(json.dumps(full)) // 2 + 200


def test_undo_and_refresh_send_the_whole_tail_again(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "computer", max_turns=6)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        s = hello(ws, t["tokens"]["0"])
        s = s if my_turn(s) else recv(ws, my_turn)
        for k in range(4):
            s = choose(ws, s, pick=k + 1)
        assert s["log_reset"] is False and s["can_undo"]
        ws.send_json({"type": "undo", "n": s["n"], "epoch": s["epoch"]})
        back = recv(ws, lambda m: m["type"] == "state" and m["epoch"] == 1)
        assert back["log_reset"] is True and back["log"] == engine_log(db, t["id"], back["n"], 0)[-200:]
        ws.send_json({"type": "refresh"})
        again = recv(ws, lambda m: m["type"] == "state")
        assert again["log_reset"] is True and again["log_sent"] == back["log"]


def test_the_hot_seat_passing_to_the_other_seat_resends_that_seats_log(client: TestClient, db: Path) -> None:
    r = client.post("/api/tables", json={"game": "ccg", "seed": 4, "options": {"max_turns": 2}, "seats": [
        {"party": "host", "deck": "builtin:crab"}, {"party": "host", "deck": "builtin:crane"}]}).json()
    with client.websocket_connect(f"/ws/{r['id']}") as ws:
        state = hello(ws, r["tokens"]["0"], r["tokens"]["1"])
        switches = 0
        for k in range(40):
            if state["result"] is not None:
                break
            nxt = choose(ws, state, pick=k)
            if nxt["viewer"] != state["viewer"]:
                switches += 1
                # the other seat's eyes: its own log from the start, nothing appended to the first seat's lines
                assert nxt["log_reset"] is True
                assert nxt["log"] == engine_log(db, r["id"], nxt["n"], nxt["viewer"])[-200:]
            state = nxt
    assert switches > 0


def test_replay_stepping_forward_sends_only_the_new_lines(client: TestClient) -> None:
    t = new_table(client, "computer", "computer", max_turns=3)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "tokens": []})
        recv(ws, lambda m: m["type"] == "state" and m["result"] is not None)
    base = f"/api/tables/{t['id']}/replay"
    r5 = client.get(f"{base}?step=5").json()
    r9 = client.get(f"{base}?step=9").json()
    assert r5["log_reset"] and r9["log_reset"] and r9["log_pos"] >= r5["log_pos"]
    d = client.get(f"{base}?step=9&since=5&log_from={r5['log_pos']}").json()
    assert d["log_reset"] is False and (r5["log"] + d["log"])[-200:] == r9["log"] and d["log_pos"] == r9["log_pos"]
    assert d["view"] == r9["view"]
    back = client.get(f"{base}?step=3&since=5&log_from={r5['log_pos']}").json()  # backwards: the whole tail
    assert back["log_reset"] is True and back["log"] == client.get(f"{base}?step=3").json()["log"]
    beyond = client.get(f"{base}?step=9&since=5&log_from=999999").json()  # a position past the log: the whole tail
    assert beyond["log_reset"] is True and beyond["log"] == r9["log"]
    for q in ("since=x&log_from=1", "since=1&log_from=-1", "since=1&log_from=1e3"):
        r = client.get(f"{base}?step=9&{q}")
        assert r.status_code == 400 and "must be a whole number" in r.json()["error"]
