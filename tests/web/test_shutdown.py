"""Issue 13: `rokugan serve` stops promptly on SIGTERM with WebSockets open (one of them a client that reads
nothing), and the load generator stops the server it started when it is itself stopped (SIGTERM, or SIGKILL)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

websockets_sync = pytest.importorskip("websockets.sync.client", reason="the tests need the websockets package")

ROOT = Path(__file__).resolve().parents[2]
ENV = os.environ | {"PYTHONPATH": str(ROOT / "src")}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_up(base: str, proc: subprocess.Popen[bytes]) -> None:
    for _ in range(300):
        assert proc.poll() is None, "the server stopped at start"
        try:
            urllib.request.urlopen(base + "/api/games", timeout=1).read()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("the server did not start")


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        out: dict[str, Any] = json.loads(r.read())
        return out


def gone_within(pid: int, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:  # a zombie (exited, not yet reaped by its parent) is gone too
            if Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                return True
        except OSError:
            return True
        time.sleep(0.05)
    return False


def test_serve_stops_promptly_on_sigterm_with_websockets_open(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen([sys.executable, "-m", "rokugan.cli", "serve", "--port", str(port),
                             "--db", str(tmp_path / "g.sqlite3")], env=ENV,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_up(base, proc)
        t = post(base + "/api/tables", {"game": "ccg", "seats": [
            {"party": "computer", "agent": "random", "deck": "builtin:crab"},
            {"party": "computer", "agent": "random", "deck": "builtin:lion"}], "options": {"max_turns": 200}})
        url = f"ws://127.0.0.1:{port}/ws/{t['id']}"
        stack = contextlib.ExitStack()
        readers = [stack.enter_context(websockets_sync.connect(url)) for _ in range(3)]
        for ws in readers:
            ws.send(json.dumps({"type": "hello", "tokens": []}))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"
        # a client that completed the handshake and reads nothing more: the server's sends to it back up
        mute = socket.create_connection(("127.0.0.1", port))
        mute.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        mute.sendall(f"GET /ws/{t['id']} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
        hello = json.dumps({"type": "hello", "tokens": []}).encode()
        mute.sendall(bytes([0x81, 0x80 | len(hello)]) + b"\0\0\0\0" + hello)  # masked with a zero key
        time.sleep(0.5)
        proc.send_signal(signal.SIGTERM)
        assert gone_within(proc.pid, 6), "the server did not stop within 6 s of SIGTERM"
        mute.close()
        with contextlib.suppress(Exception):
            stack.close()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def bench_server(bench: subprocess.Popen[bytes]) -> int:
    """The pid of the server the load generator started, once it serves."""
    for _ in range(400):
        assert bench.poll() is None, "the load generator stopped by itself"
        children = Path(f"/proc/{bench.pid}/task/{bench.pid}/children").read_text().split()
        if children:
            cmd = Path(f"/proc/{children[0]}/cmdline").read_bytes().split(b"\0")
            try:  # (until the child has started the server, its command line is the load generator's)
                port = cmd[cmd.index(b"--port") + 1].decode()
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tables", timeout=1).read()
                time.sleep(1.0)  # games are being played
                return int(children[0])
            except (OSError, ValueError):
                pass
        time.sleep(0.05)
    raise AssertionError("the load generator's server did not start")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_the_load_generator_stops_the_server_it_started(sig: int) -> None:
    bench = subprocess.Popen([sys.executable, str(ROOT / "bench" / "web_load.py"), "--games", "4", "--seconds", "60"],
                             env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = 0
    try:
        server = bench_server(bench)
        bench.send_signal(sig)
        bench.wait(15)
        assert gone_within(server, 10), f"the server outlived the load generator stopped by {sig!r}"
    finally:
        if bench.poll() is None:
            bench.kill()
            bench.wait(10)
        if server and not gone_within(server, 0.1):  # no orphan left behind by a failed test
            os.kill(server, signal.SIGKILL)
