"""Issue 11 ("`rokugan play --ai ismcts` works in the terminal and the browser for every game"): a table in the
browser's server with the search agent in a computer seat plays on, in every registered game: the computer answers
decisions that have a real choice (the search runs in a worker thread), and the record replays to the same game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.core import registry
from rokugan.core.store import RecordStore

from .conftest import choose, hello, my_turn, recv

SEATS: dict[str, list[dict[str, Any]]] = {
    "ccg": [{"name": "Me", "party": "host", "deck": "builtin:crab"},
            {"party": "computer", "agent": "ismcts", "deck": "builtin:lion"}],
    "lcg": [{"name": "Me", "party": "host", "deck": "builtin:crab"},
            {"party": "computer", "agent": "ismcts", "deck": "builtin:lion"}],
    "bfr": [{"name": "Me", "party": "host", "clan": "crab"}, {"party": "computer", "agent": "ismcts"}],
}


def _searched(db: Path, table: int) -> int:
    """How many decisions with more than one option the computer seat (1) has answered in the record."""
    rec = RecordStore(db).load(table)
    g = rec.start()
    n = 0
    for c in rec.choices:
        d = g.pending()
        assert d is not None
        if d.player == 1 and len(d.options) > 1:
            n += 1
        g.choose(c)
    return n


@pytest.mark.parametrize("game", ["ccg", "lcg", "bfr"])
def test_a_search_seat_plays_in_the_browser(client: TestClient, db: Path, game: str) -> None:
    if game not in registry.games():
        pytest.skip(f"{game} is not in this installation")
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert "ismcts" in games[game]["agents"]
    r = client.post("/api/tables", json={"game": game, "seed": 4, "seats": SEATS[game]})
    assert r.status_code == 200, r.text
    t = r.json()
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        state = hello(ws, t["tokens"]["0"])
        state = state if my_turn(state) else recv(ws, my_turn)
        for _ in range(400):
            if state["result"] is not None or _searched(db, t["id"]) >= 2:
                break
            state = choose(ws, state, pick=len(state["decision"]["options"]) - 1)
            assert state["type"] == "state", state
    assert _searched(db, t["id"]) >= 2, "the search seat never answered a real choice"


def test_the_lobby_thinking_time_reaches_the_search_and_is_checked(client: TestClient, db: Path) -> None:
    """The lobby's "thinking time" ("think", seconds per decision) is kept with the game (its record's
    "agent_options") and given to the searching computer seat; a bad value, or one for a table with no searching
    seat, is one sentence and a 400 that stores nothing."""
    seats = SEATS["bfr"]
    before = len(client.get("/api/tables").json()["tables"])
    for bad in (0, -1, 61, "2", True, 1e9):
        r = client.post("/api/tables", json={"game": "bfr", "seed": 4, "seats": seats, "think": bad})
        assert r.status_code == 400 and "'think' must be a number of seconds" in r.json()["error"], (bad, r.text)
    plain = [seats[0], {"party": "computer", "agent": "heuristic"}]
    r = client.post("/api/tables", json={"game": "bfr", "seed": 4, "seats": plain, "think": 2})
    assert r.status_code == 400 and "no seat here is one" in r.json()["error"]
    assert len(client.get("/api/tables").json()["tables"]) == before
    r = client.post("/api/tables", json={"game": "bfr", "seed": 4, "seats": seats, "think": 0.5})
    assert r.status_code == 200, r.text
    gid = r.json()["id"]
    assert RecordStore(db).load(gid).meta["agent_options"] == {"seconds": 0.5}
    m = client.app.state.manager  # type: ignore[attr-defined]
    t = m.tables[gid]
    assert m._agent(t, 1).search.seconds == 0.5
