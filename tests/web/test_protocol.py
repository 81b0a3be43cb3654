"""The WebSocket protocol `rokugan serve` runs under uvicorn (`web/protocol.py`, issue 13 "Fast"): a client that
sends one message at a time and waits for the answer costs no pausing and resuming of reads (uvicorn's own protocol
pauses and resumes around every message: two system calls each), and a client sending a burst is still paused, so
what it makes the server hold stays bounded, and every message of the burst is answered."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

uvicorn = pytest.importorskip("uvicorn")
sync_client = pytest.importorskip("websockets.sync.client")

from rokugan.web.app import create_app, uvicorn_options  # noqa: E402
from rokugan.web.protocol import QUEUED  # noqa: E402

PAUSES: list[int] = []  # pause_reading calls on the server's transports, across connections
LOOPS: list[Any] = []  # the server's event loop (to hold it busy while a client sends a burst)


class _Counting:
    """A transport that counts `pause_reading` and passes everything to the real one."""

    def __init__(self, transport: Any) -> None:
        self._t = transport

    def pause_reading(self) -> None:
        PAUSES.append(1)
        self._t.pause_reading()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._t, name)


def _counting(base: Any) -> Any:
    class Counting(base):  # type: ignore[misc, valid-type]
        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self.transport = _Counting(self.transport)
            LOOPS.append(asyncio.get_running_loop())

    return Counting


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    opts = uvicorn_options("127.0.0.1") | {"log_level": "warning"}
    assert opts["ws"] != "auto", "rokugan serve runs its own WebSocket protocol class"
    opts["ws"] = _counting(opts["ws"])
    db: Path = tmp_path_factory.mktemp("proto") / "games.sqlite3"
    srv = uvicorn.Server(uvicorn.Config(create_app(db), host="127.0.0.1", port=port, **opts))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the web server did not start"
        time.sleep(0.02)
    yield f"127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)


def _table(addr: str) -> int:
    body = {"game": "ccg", "seed": 1, "seats": [
        {"name": "a", "party": "host", "deck": "builtin:crab"},
        {"name": "b", "party": "computer", "agent": "random", "deck": "builtin:lion"}]}
    req = urllib.request.Request(f"http://{addr}/api/tables", json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return int(json.loads(r.read())["id"])


@contextlib.contextmanager
def _spectator(addr: str, gid: int) -> Iterator[Any]:
    with sync_client.connect(f"ws://{addr}/ws/{gid}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "tokens": []}))
        while json.loads(ws.recv(timeout=20))["type"] != "state":
            pass
        yield ws


def _pongs(ws: Any, k: int) -> int:
    got = 0
    while got < k:
        if json.loads(ws.recv(timeout=20))["type"] == "pong":
            got += 1
    return got


def test_one_message_at_a_time_pauses_no_reads(server: str) -> None:
    with _spectator(server, _table(server)) as ws:
        del PAUSES[:]
        for _ in range(30):
            ws.send(json.dumps({"type": "ping"}))
            assert _pongs(ws, 1) == 1
        assert PAUSES == []  # uvicorn's own protocol: 30 pauses (and 30 resumes)


def test_a_burst_is_paused_and_every_message_answered(server: str) -> None:
    with _spectator(server, _table(server)) as ws:
        del PAUSES[:]
        burst = 10 * QUEUED  # (under the 64 answers a client may leave unread before it is dropped)
        # the server is busy (its event loop held for half a second) while the burst arrives, so the messages are
        # read together and pile up, however fast the machine: without it a quiet machine answers each ping
        # before the next arrives and nothing waits
        LOOPS[-1].call_soon_threadsafe(time.sleep, 0.5)
        time.sleep(0.05)
        for i in range(burst):  # one frame per send, not waiting for the answers
            ws.send(json.dumps({"type": "ping", "i": i}))
        assert _pongs(ws, burst) == burst
        assert PAUSES  # the server stopped reading while the messages piled up
