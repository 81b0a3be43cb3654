"""Clocks of a web table (issue 14): the arithmetic of a chess clock and of byoyomi, and a table whose clock runs
out: the server ends the game by itself, every screen is told, and the time-out outlives a restart."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.web import clocks
from rokugan.web.app import create_app
from rokugan.web.clocks import ClockRule, SeatTime, spend

from .conftest import choose, hello, my_turn, new_table, recv

FISCHER = ClockRule("fischer", 60.0, increment=5.0)
BYOYOMI = ClockRule("byoyomi", 10.0, periods=3, period=30.0)


# ------------------------------------------------------------------------------------------ arithmetic
def test_a_chess_clock_takes_the_time_spent_and_adds_the_increment_after_each_choice() -> None:
    assert spend(FISCHER, SeatTime(60.0), 12.5) == SeatTime(52.5)
    assert spend(FISCHER, SeatTime(3.0), 2.0) == SeatTime(6.0)  # 1 s left, plus 5


def test_a_chess_clock_gives_no_increment_for_time_that_was_not_a_choice_of_the_seat() -> None:
    assert spend(FISCHER, SeatTime(60.0), 10.0, moved=False) == SeatTime(50.0)


def test_a_chess_clock_runs_out_when_the_main_time_is_spent_whatever_the_increment() -> None:
    assert spend(FISCHER, SeatTime(5.0), 5.0) is None
    assert spend(FISCHER, SeatTime(5.0), 7.0) is None
    assert clocks.allowance(FISCHER, SeatTime(5.0)) == 5.0


def test_byoyomi_spends_the_main_time_first() -> None:
    assert spend(BYOYOMI, SeatTime(10.0, 3), 4.0) == SeatTime(6.0, 3)


def test_a_byoyomi_choice_made_within_a_period_keeps_that_period_whole() -> None:
    # main time gone, 20 s into the first period: the next decision starts again with 3 full periods
    assert spend(BYOYOMI, SeatTime(10.0, 3), 30.0) == SeatTime(0.0, 3)
    assert spend(BYOYOMI, SeatTime(0.0, 3), 29.9) == SeatTime(0.0, 3)


def test_each_byoyomi_period_used_up_is_lost() -> None:
    assert spend(BYOYOMI, SeatTime(0.0, 3), 30.0) == SeatTime(0.0, 2)
    assert spend(BYOYOMI, SeatTime(10.0, 3), 10.0 + 65.0) == SeatTime(0.0, 1)  # two periods gone, 5 s into a third


def test_using_up_the_last_byoyomi_period_loses_on_time() -> None:
    assert spend(BYOYOMI, SeatTime(0.0, 1), 30.0) is None
    assert spend(BYOYOMI, SeatTime(10.0, 3), 10.0 + 90.0) is None
    assert spend(BYOYOMI, SeatTime(0.0, 1), 29.0) == SeatTime(0.0, 1)
    assert clocks.allowance(BYOYOMI, SeatTime(10.0, 3)) == 100.0


def test_byoyomi_without_main_time_starts_in_its_periods() -> None:
    rule = clocks.parse_rule({"kind": "byoyomi", "periods": 2, "period": 10})
    assert rule is not None and rule.main == 0.0
    assert spend(rule, SeatTime(0.0, 2), 15.0) == SeatTime(0.0, 1)


def test_the_rules_read_from_a_request_describe_themselves_in_readable_units() -> None:
    assert clocks.parse_rule(None) is None
    assert clocks.parse_rule({"kind": "none"}) is None
    fischer = clocks.parse_rule({"kind": "fischer", "main": 600, "increment": 5})
    assert fischer == ClockRule("fischer", 600.0, increment=5.0)
    assert fischer.describe() == "chess clock: 10 min + 5 s per choice"
    byo = clocks.parse_rule({"kind": "byoyomi", "main": 300, "periods": 5, "period": 30})
    assert byo is not None and byo.describe() == "byoyomi: 5 min, then 5 × 30 s"
    assert clocks.rule_from_json(byo.to_json()) == byo
    assert ClockRule("fischer", 90.0).describe() == "chess clock: 90 s a player, no increment"


# ------------------------------------------------------------------------------------------ the server
def _body(clock: Any, *parties: str) -> dict[str, Any]:
    decks = ["builtin:crab", "builtin:lion"]
    seats = [{"name": f"P{i + 1}", "party": p, "deck": decks[i], **({"agent": "random"} if p == "computer" else {})}
             for i, p in enumerate(parties or ("host", "computer"))]
    return {"game": "ccg", "seed": 11, "seats": seats, "options": {"max_turns": 3}, "clock": clock}


BAD_CLOCKS = {
    "not an object": ("fischer", "must be an object"),
    "unknown kind": ({"kind": "hourglass"}, "'kind' must be one of none, fischer, byoyomi"),
    "no main time": ({"kind": "fischer"}, "'main'"),
    "zero main time": ({"kind": "fischer", "main": 0}, "'main'"),
    "negative increment": ({"kind": "fischer", "main": 60, "increment": -1}, "'increment'"),
    "main time as text": ({"kind": "fischer", "main": "10"}, "'main'"),
    "main time a boolean": ({"kind": "fischer", "main": True}, "'main'"),
    "over five hours": ({"kind": "fischer", "main": 5 * 3600 + 1}, "'main'"),
    "periods of a chess clock": ({"kind": "fischer", "main": 60, "periods": 3}, "'periods' is not a setting"),
    "no periods": ({"kind": "byoyomi", "main": 60, "period": 30}, "'periods'"),
    "zero periods": ({"kind": "byoyomi", "main": 60, "periods": 0, "period": 30}, "'periods'"),
    "fractional periods": ({"kind": "byoyomi", "main": 60, "periods": 2.5, "period": 30}, "'periods'"),
    "too many periods": ({"kind": "byoyomi", "main": 60, "periods": 31, "period": 30}, "'periods'"),
    "a period under a second": ({"kind": "byoyomi", "main": 60, "periods": 3, "period": 0.5}, "'period'"),
    "increment of byoyomi": ({"kind": "byoyomi", "main": 60, "periods": 3, "period": 30, "increment": 5},
                             "'increment' is not a setting"),
}


@pytest.mark.parametrize("case", sorted(BAD_CLOCKS))
def test_a_bad_clock_setting_gets_one_sentence_and_creates_nothing(client: TestClient, case: str) -> None:
    clock, words = BAD_CLOCKS[case]
    r = client.post("/api/tables", json=_body(clock))
    assert r.status_code == 400, r.text
    assert words in r.json()["error"] and "\n" not in r.json()["error"]
    assert client.get("/api/tables").json()["tables"] == []


def test_a_clock_needs_a_person_at_the_table(client: TestClient) -> None:
    r = client.post("/api/tables", json=_body({"kind": "fischer", "main": 60}, "computer", "computer"))
    assert r.status_code == 400 and "at least one seat played by a person" in r.json()["error"]


def _first_decision(ws: Any, token: str) -> dict[str, Any]:
    st = hello(ws, token)
    return st if my_turn(st) else recv(ws, my_turn)


def test_a_choice_takes_its_time_off_the_choosers_clock_and_earns_the_increment(client: TestClient) -> None:
    t = new_table(client, "host", "computer", clock={"kind": "fischer", "main": 60, "increment": 5})
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = _first_decision(ws, t["tokens"]["0"])
        me = st["decision"]["player"]
        assert st["clock"]["running"] == me and st["clock"]["text"] == "chess clock: 1 min + 5 s per choice"
        assert st["clock"]["seats"][me] == {"main": 60.0, "periods": 0}
        st = choose(ws, st)
        assert 60.0 < st["clock"]["seats"][me]["main"] < 65.0  # a moment spent, 5 s earned
        assert st["clock"]["seats"][1 - me]["main"] == 60.0  # the computer's clock never runs


def test_undo_does_not_give_back_time_nor_keep_the_increments_of_the_choices_it_takes_back(client: TestClient) -> None:
    t = new_table(client, "host", "computer", clock={"kind": "fischer", "main": 60, "increment": 5})
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = _first_decision(ws, t["tokens"]["0"])
        for _ in range(3):
            st = choose(ws, st, pick=1)
        assert st["can_undo"]
        before = st["clock"]["seats"][0]["main"]
        ws.send_json({"type": "undo", "n": st["n"], "epoch": st["epoch"]})
        st = recv(ws, lambda m: m["type"] == "state" and m["epoch"] == 1)
        assert st["clock"]["seats"][0]["main"] <= before - 5.0


def _out_of_time(m: dict[str, Any]) -> bool:
    return m["type"] == "state" and m["result"] is not None


def test_the_server_ends_a_game_whose_clock_runs_out_and_every_screen_is_told(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        t = new_table(client, "host", "guest", clock={"kind": "fischer", "main": 0.3, "increment": 0})
        gid = t["id"]
        with client.websocket_connect(f"/ws/{gid}") as p1, client.websocket_connect(f"/ws/{gid}") as p2, \
                client.websocket_connect(f"/ws/{gid}") as watcher:
            hello(p1, t["tokens"]["0"])
            hello(p2, t["invites"][0]["token"])
            hello(watcher)
            started = time.monotonic()
            ends = [recv(ws, _out_of_time) for ws in (p1, p2, watcher)]  # nobody chooses: 0.3 s run out
            assert time.monotonic() - started < 5
            who = ends[0]["result"]["timeout"]
            for m in ends:
                assert m["result"] == {"winners": [1 - who], "reason": "on time",
                                       "detail": f"P{who + 1} lost on time", "timeout": who}
                assert m["decision"] is None and m["clock"]["timeout"] == who and m["clock"]["running"] is None
            # too late: a choice, an undo or a take-back request is refused with a sentence
            ws, late = (p1, ends[0]) if who == 0 else (p2, ends[1])
            ws.send_json({"type": "choose", "option": "x", "n": late["n"], "epoch": late["epoch"]})
            err = recv(ws, lambda m: m["type"] == "error")
            assert err["message"] == f"the game is over: P{who + 1} lost on time"
        n = client.get(f"/api/tables/{gid}").json()["choices"]
    # after a restart: the table, the lobby's list, the replay's last step and a new connection all show it
    with TestClient(create_app(db)) as client:
        expected = {"winners": [1 - who], "reason": "on time", "detail": f"P{who + 1} lost on time", "timeout": who}
        assert client.get(f"/api/tables/{gid}").json()["result"] == expected
        assert client.get("/api/tables").json()["tables"][0]["result"] == expected
        replay = client.get(f"/api/tables/{gid}/replay?step={n}").json()
        assert replay["result"] == expected and replay["finished"]
        with client.websocket_connect(f"/ws/{gid}") as ws:
            st = hello(ws)
            assert st["result"] == expected and st["decision"] is None and st["clock"]["timeout"] == who
        r = client.post(f"/api/tables/{gid}/rematch", headers={"X-Rokugan-Tokens": t["tokens"]["0"]})
        assert r.status_code == 200, r.text  # a game ended on time can be played again, with the same clock
        assert client.get(f"/api/tables/{r.json()['id']}").json()["clock"] == {"kind": "fischer", "main": 0.3,
                                                                               "increment": 0.0}


@pytest.mark.both_stores
def test_after_a_restart_the_clock_goes_on_from_the_time_left_at_the_pending_decision(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        t = new_table(client, "host", "computer", clock={"kind": "byoyomi", "main": 120, "periods": 3,
                                                         "period": 20})
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            st = choose(ws, _first_decision(ws, t["tokens"]["0"]))
            left = st["clock"]["seats"][0]
            assert 119.0 < left["main"] < 120.0 and left["periods"] == 3
    with TestClient(create_app(db)) as client, client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = _first_decision(ws, t["tokens"]["0"])
        assert st["clock"]["seats"][0] == left and st["clock"]["running"] == 0 and st["clock"]["elapsed"] < 5


def test_a_table_without_a_clock_sends_none(client: TestClient) -> None:
    t = new_table(client, "host", "computer")
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        assert hello(ws, t["tokens"]["0"])["clock"] is None
    assert client.get(f"/api/tables/{t['id']}").json()["clock"] is None


def test_a_table_whose_clock_runs_stays_in_memory_without_visitors_so_its_time_out_is_noticed(
        client: TestClient) -> None:
    m = client.app.state.manager  # type: ignore[attr-defined]
    timed = new_table(client, "host", "computer", clock={"kind": "fischer", "main": 600})
    untimed = new_table(client, "host", "computer")
    for t in (timed, untimed):
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            _first_decision(ws, t["tokens"]["0"])
    assert clocks.running(m.tables[timed["id"]])
    deadline = time.monotonic() + 5  # the server notices the sockets closing in its own time
    while any(m.tables[t["id"]].conns for t in (timed, untimed)) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert m.evict_idle(now=time.monotonic() + 10**6) == 1
    assert timed["id"] in m.tables and untimed["id"] not in m.tables


@pytest.mark.both_stores
def test_the_clock_times_are_written_by_the_group_writer_after_the_choice(
        client: TestClient, db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A person's choice changes the clock times; they are written by the group writer (off the event loop, in the
    order they changed), not on the event loop's connection, and the store then holds what the player was shown."""
    import json

    from rokugan.core.store import RecordStore
    from rokugan.web import seats as S

    manager = client.app.state.manager  # type: ignore[attr-defined]
    queued: list[tuple[Any, ...]] = []
    real = manager.writer.submit
    monkeypatch.setattr(manager.writer, "submit", lambda op, then=None: queued.append(op) or real(op, then))
    t = new_table(client, "host", "computer", clock={"kind": "fischer", "main": 60, "increment": 5})
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        st = choose(ws, _first_decision(ws, t["tokens"]["0"]))
        clock_writes = [op for op in queued if op[0] == "statement" and "web_clocks" in op[1]]
        assert clock_writes and clock_writes[-1][2][2] == t["id"]
        shown = [st["clock"]["seats"][0]["main"], st["clock"]["seats"][0]["periods"]]
        assert shown[0] > 60.0  # the increment earned
        store = RecordStore(db)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # written off the event loop: soon after the state was sent
            stored = S.load_clock(store.db, t["id"])
            if stored is not None and round(json.loads(stored[1])[0][0], 3) == shown[0] \
                    and json.loads(stored[1])[0][1] == shown[1]:  # (the page is sent milliseconds)
                break
            time.sleep(0.02)
        else:
            raise AssertionError(f"the store holds {stored}, not the times shown {shown}")
