"""Helpers for the web tests: an app on a temporary record store, and a WebSocket client that reads
until the state it waits for."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette.testclient", reason="the web server needs the starlette package")

from starlette.testclient import TestClient  # noqa: E402

from rokugan.web import delta  # noqa: E402
from rokugan.web.app import create_app  # noqa: E402


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "both_stores: run on a SQLite file and on a PostgreSQL database")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test marked `both_stores` that uses the record store runs once on each backend."""
    if metafunc.definition.get_closest_marker("both_stores") and "db" in metafunc.fixturenames:
        metafunc.parametrize("db", ["sqlite", "postgresql"], indirect=True)


@pytest.fixture
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    """The record store of the test's server: a SQLite file (Path), or a PostgreSQL URL for a `both_stores`
    test's second run (both open with `RecordStore(db)` and `create_app(db)`). ROKUGAN_TEST_STORE=postgresql runs
    every web test on PostgreSQL."""
    default = os.environ.get("ROKUGAN_TEST_STORE", "sqlite")
    if getattr(request, "param", default) == "postgresql":
        return request.getfixturevalue("pg_url")
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(db)) as c:
        yield c


def new_table(client: TestClient, *parties: str, max_turns: int = 3, seed: int = 11, **extra: Any) -> dict[str, Any]:
    seats = []
    decks = ["builtin:crab", "builtin:lion"]
    for i, party in enumerate(parties or ("host", "computer")):
        s: dict[str, Any] = {"name": f"P{i + 1}", "party": party, "deck": decks[i]}
        if party == "computer":
            s["agent"] = "random"
        seats.append(s)
    body = {"game": "ccg", "seed": seed, "seats": seats, "options": {"max_turns": max_turns}} | extra
    if "guest" in parties:
        del body["seed"]  # a table with another person takes no chosen seed (issue 13)
    r = client.post("/api/tables", json=body)
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def hello(ws: Any, *tokens: str) -> dict[str, Any]:
    ws.send_json({"type": "hello", "tokens": list(tokens)})
    return recv(ws, lambda m: m["type"] == "state")


LOG_TAIL = 200
_logs: dict[int, list[str]] = {}
_states: dict[int, dict[str, Any]] = {}
CLIENT_KEYS = ("log", "log_reset", "log_sent", "patch_sent", "clock")  # what a state carries besides the state itself


def client_state(ws: Any, m: dict[str, Any]) -> None:
    """Do what the page does with a state (issue 13): a state sent as a patch against the one this client holds is
    applied to it. `m` becomes the whole state (the patch sent is kept as `m["patch_sent"]`, None for a state sent
    whole)."""
    if m.get("type") != "state":
        return
    patch = m.get("patch")
    if patch is not None:
        full = delta.apply(_states[id(ws)], patch)
        full |= {k: m[k] for k in CLIENT_KEYS if k in m}
        m.clear()
        m.update(full)
    m["patch_sent"] = patch
    _states[id(ws)] = {k: v for k, v in m.items() if k not in CLIENT_KEYS}


def client_log(ws: Any, m: dict[str, Any]) -> None:
    """Do what the page does with a state's log (issue 13): a state carries only the lines this client has not been
    sent (appended), or the whole tail again (`log_reset`). `m["log"]` becomes the log the page shows (its last
    LOG_TAIL lines); the lines sent are kept as `m["log_sent"]`."""
    if m.get("type") != "state" or "log_reset" not in m:
        return
    m["log_sent"] = m["log"]
    shown = m["log"] if m["log_reset"] else _logs.get(id(ws), []) + m["log"]
    _logs[id(ws)] = m["log"] = shown[-LOG_TAIL:]


def recv(ws: Any, until: Callable[[dict[str, Any]], bool], seen: list[dict[str, Any]] | None = None,
         limit: int = 5000) -> dict[str, Any]:
    """Read messages until `until(msg)`; every message read is appended to `seen`. A state is the whole state the
    page holds after it (see `client_state`), and its `log` the log the page shows (see `client_log`)."""
    for _ in range(limit):
        m: dict[str, Any] = ws.receive_json()
        client_state(ws, m)
        client_log(ws, m)
        if seen is not None:
            seen.append(m)
        if until(m):
            return m
    raise AssertionError("the expected message never came")


def my_turn(m: dict[str, Any]) -> bool:
    d = m.get("decision")
    return m["type"] == "state" and (m["result"] is not None or (d is not None and "options" in d))


def choose(ws: Any, state: dict[str, Any], option: str | None = None, pick: int = 0) -> dict[str, Any]:
    """Answer the decision in `state` and return the next state where this client must act (or the end)."""
    d = state["decision"]
    oid = option if option is not None else d["options"][pick % len(d["options"])]["id"]
    ws.send_json({"type": "choose", "option": oid, "n": state["n"], "epoch": state["epoch"]})
    before = (state["n"], state["epoch"])
    return recv(ws, lambda m: m["type"] == "error" or (my_turn(m) and (m["n"], m["epoch"]) != before))
