"""The web server through its HTTP API and WebSocket: games, setup, play, records, restart, undo, replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from rokugan.ccg.builtin_decks import builtin_deck_text
from rokugan.core import registry
from rokugan.core.store import RecordStore
from rokugan.web.app import create_app
from rokugan.web.table import SENT_APART

from .conftest import choose, hello, my_turn, new_table, recv


def play_to_end(ws: object, state: dict, pick: int = 1) -> dict:
    k = 0
    while state["result"] is None:
        assert state["type"] == "state", state
        state = choose(ws, state, pick=pick + k)
        k += 1
    return state


def test_games_lists_ccg_and_every_registered_game(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert set(games) == set(registry.games())
    ccg = games["ccg"]
    assert ccg["available"] and ccg["min_players"] == ccg["max_players"] == 2
    assert [f["kind"] for f in ccg["form"]["seat_fields"]] == ["deck"]
    assert "random" in ccg["agents"]
    for g in games.values():  # a game whose module is missing is listed as unavailable, with the reason
        assert g["available"] or "not available" in g["unavailable_reason"]


def test_index_and_static_pages_are_served(client: TestClient) -> None:
    for path in ("/", "/table/3", "/replay/3"):
        r = client.get(path)
        assert r.status_code == 200 and "<main id=\"app\">" in r.text
    assert "R.boards.ccg" in client.get("/static/board-ccg.js").text


def test_pasted_deck_lists_are_read_and_checked(client: TestClient) -> None:
    form = {"game": "ccg", "seats": [{"party": "host", "deck": builtin_deck_text("crane")},
                                     {"party": "computer", "deck": "builtin:lion"}]}
    r = client.post("/api/setup/check", json=form)
    assert r.status_code == 200 and r.json()["problems"] == []
    form["seats"][0]["deck"] = builtin_deck_text("crab")  # the Crab starter carries the banned Advance Warning
    r = client.post("/api/setup/check", json=form)
    assert r.status_code == 200 and any("banned" in p for p in r.json()["problems"])
    short = "# Stronghold\n1 The Impregnable Fortress of the Crab\n# Dynasty\n3 Iron Mine\n# Fate\n3 Light Infantry\n"
    form["seats"][0]["deck"] = short
    r = client.post("/api/setup/check", json=form)
    problems = r.json()["problems"]
    assert r.status_code == 200 and any("40" in p for p in problems), problems  # too small: shown, not refused
    t = client.post("/api/tables", json=form).json()  # and the game can still be played
    assert t["problems"] == problems and t["tokens"]["0"]


def test_garbage_deck_list_is_a_clear_error_naming_the_line(client: TestClient) -> None:
    form = {"game": "ccg", "seats": [{"name": "Ann", "party": "host", "deck": "1 The Impregnable Fortress of the Crab\n"
                                      "this is not a card line\n"}, {"party": "computer"}]}
    for path in ("/api/setup/check", "/api/tables"):
        r = client.post(path, json=form)
        assert r.status_code == 400
        assert "Ann's deck list, line 2" in r.json()["error"]
    form["seats"][0]["deck"] = "3 Hida Kisada"
    assert "unknown card" in client.post("/api/tables", json=form).json()["error"]
    assert client.get("/api/tables").json()["tables"] == []  # nothing was created


@pytest.mark.both_stores
def test_a_game_against_the_computer_is_played_to_the_end_and_recorded(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "computer", max_turns=3)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        state = hello(ws, t["tokens"]["0"])
        assert state["you"] == [0] and state["viewer"] == 0
        if not my_turn(state):
            state = recv(ws, my_turn)
        end = play_to_end(ws, state)
    assert end["result"]["reason"] == "turn cap"
    store = RecordStore(db)
    rec = store.load(t["id"])
    assert len(rec.choices) == end["n"]
    replayed = rec.replay()  # the record reproduces the game, log and all
    assert replayed.result is not None and replayed.result.to_json() == end["result"]
    assert replayed.log_lines(0)[-200:] == end["log"]
    assert store.list(1)[0]["result"] == end["result"]


@pytest.mark.both_stores
def test_a_restarted_server_resumes_the_game(db: Path) -> None:
    with TestClient(create_app(db)) as c1:
        t = new_table(c1, "host", "computer", max_turns=4)
        tok = t["tokens"]["0"]
        with c1.websocket_connect(f"/ws/{t['id']}") as ws:
            state = recv(ws, my_turn) if not my_turn(s := hello(ws, tok)) else s
            for k in range(5):
                state = choose(ws, state, pick=k)
            before = state
    with TestClient(create_app(db)) as c2, c2.websocket_connect(f"/ws/{t['id']}") as ws:  # a new server, same store
        again = hello(ws, tok)
        assert (again["n"], again["view"], again["decision"]) == (before["n"], before["view"], before["decision"])
        end = play_to_end(ws, again)
    assert end["result"] is not None


def test_computer_against_computer_plays_itself_out(client: TestClient) -> None:
    t = new_table(client, "computer", "computer", max_turns=5)
    assert t["tokens"] == {} and t["table_url"] == f"/table/{t['id']}"
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "tokens": []})
        end = recv(ws, lambda m: m["type"] == "state" and m["result"] is not None)
    assert end["viewer"] is None and end["result"]["reason"]


@pytest.mark.both_stores
def test_undo_takes_back_my_last_choice_against_the_computer(client: TestClient, db: Path) -> None:
    t = new_table(client, "host", "computer", max_turns=6)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        first = hello(ws, t["tokens"]["0"])
        state = first if my_turn(first) else recv(ws, my_turn)
        assert not state["can_undo"]
        for k in range(4):
            state = choose(ws, state, pick=k + 1)
        marks = [(state["n"], state["decision"]["prompt"])]
        after = choose(ws, state, pick=1)
        assert after["can_undo"] and after["n"] > state["n"]
        undo = {"type": "undo", "n": after["n"], "epoch": after["epoch"]}  # the state counter it undoes
        ws.send_json(undo)
        back = recv(ws, lambda m: m["type"] == "state" and m["epoch"] == 1)
        assert (back["n"], back["decision"]["prompt"]) == marks[0]
        ws.send_json(undo)  # resent (a second tab, a double click): it undoes nothing more
        assert "already changed or undone" in recv(ws, lambda m: m["type"] == "error")["message"]
        assert back["view"] == state["view"]
        stale = {"type": "choose", "option": after["decision"]["options"][0]["id"], "n": after["n"], "epoch": 0}
        ws.send_json(stale)  # a click from before the undo changes nothing
        assert recv(ws, lambda m: m["type"] == "error")["message"].startswith("that decision has already been made")
    assert len(RecordStore(db).load(t["id"]).choices) == back["n"]


def test_undo_is_refused_when_another_person_plays(client: TestClient) -> None:
    t = new_table(client, "host", "guest")
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        state = hello(ws, t["tokens"]["0"])
        assert not state["can_undo"]
        ws.send_json({"type": "undo"})
        assert "only offered in games against the computer" in recv(ws, lambda m: m["type"] == "error")["message"]


def test_hot_seat_one_browser_plays_both_seats(client: TestClient) -> None:
    r = client.post("/api/tables", json={"game": "ccg", "seed": 4, "options": {"max_turns": 2}, "seats": [
        {"party": "host", "deck": "builtin:crab"}, {"party": "host", "deck": "builtin:crane"}]}).json()
    toks = [r["tokens"]["0"], r["tokens"]["1"]]
    assert r["table_url"].endswith("#t=" + ",".join(toks))
    with client.websocket_connect(f"/ws/{r['id']}") as ws:
        state = hello(ws, *toks)
        viewers = set()
        while state["result"] is None:
            viewers.add(state["viewer"])
            assert state["viewer"] == state["decision"]["player"]  # each seat sees through its own eyes
            state = choose(ws, state, pick=len(viewers))
    assert viewers == {0, 1}


def test_replay_steps_through_a_finished_game(client: TestClient) -> None:
    t = new_table(client, "computer", "computer", max_turns=3)
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        ws.send_json({"type": "hello", "tokens": []})
        end = recv(ws, lambda m: m["type"] == "state" and m["result"] is not None)
    r0 = client.get(f"/api/tables/{t['id']}/replay?step=0").json()
    assert r0["step"] == 0 and r0["total"] == end["n"] and r0["finished"]
    assert r0["chosen"]["kind"] and "label" not in r0["chosen"]  # a spectator sees what kind of choice, not which
    r5 = client.get(f"/api/tables/{t['id']}/replay?step=5").json()
    rn = client.get(f"/api/tables/{t['id']}/replay?step=99999").json()
    assert rn["step"] == end["n"] and rn["result"] == end["result"] and rn["view"] == end["view"]
    assert r5["log"] != rn["log"]
    game = RecordStore(client.app.state.manager.store.path).load(t["id"]).replay(5)
    assert r5["view"] == {k: v for k, v in game.view(None).items() if k not in SENT_APART}  # sent once, apart


def test_table_summary_and_list(client: TestClient) -> None:
    t = new_table(client, "host", "guest")
    s = client.get(f"/api/tables/{t['id']}").json()
    assert [x["party"] for x in s["seats"]] == ["host", "guest"] and s["live"]
    assert "token" not in str(s).lower()
    listed = client.get("/api/tables").json()["tables"]
    assert listed[0]["id"] == t["id"] and listed[0]["names"] == ["P1", "P2"]
    assert client.get("/api/tables/999").status_code == 404


def test_battle_for_rokugan_is_served_without_game_specific_server_code(client: TestClient, db: Path) -> None:
    pytest.importorskip("rokugan.bfr.game", reason="Battle for Rokugan is not in this installation")
    r = client.post("/api/tables", json={"game": "bfr", "seed": 2, "seats": [
        {"name": "Me", "party": "host", "clan": "crab"}, {"party": "computer", "agent": "heuristic"},
        {"party": "computer", "agent": "random"}]})
    assert r.status_code == 200, r.text
    t = r.json()
    with client.websocket_connect(f"/ws/{t['id']}") as ws, client.websocket_connect(f"/ws/{t['id']}") as spec:
        state = hello(ws, t["tokens"]["0"])
        hello(spec)
        state = state if my_turn(state) else recv(ws, my_turn)
        end = play_to_end(ws, state)
        seen = recv(spec, lambda m: m["type"] == "state" and m["result"] is not None)
    rec = RecordStore(db).load(t["id"])
    g = rec.replay()
    assert g.result is not None and g.result.to_json() == end["result"]
    assert seen["view"] == json.loads(json.dumps(g.view(None)))
    assert end["view"] == json.loads(json.dumps(g.view(0)))
