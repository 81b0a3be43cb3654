"""Load test of the web server on loopback: many concurrent games between computer players, every
decision sent through the WebSocket API.

    python bench/web_load.py [--games 50] [--seconds 60] [--max-turns 200] [--think 0]

Starts `rokugan serve` on a free port with a fresh record store, creates `--games` tables whose seats
are all "guest" seats, and plays each seat from this process with a random player over its own
WebSocket (so the server does what it does for people: checks the token, the seat, the option, writes
the choice, pushes each client its own view). When a game ends, another starts, until `--seconds` have
passed; games still running then are finished. Reports the server's memory (RSS now and peak), the time
from sending a choice to receiving the next state (median, p95, p99, max), and checks that no game was lost:
every record in the store is complete and replays to the result the clients saw.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from rokugan.web.delta import apply_in_place  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def rss_kib(pid: int) -> tuple[int, int]:
    now = peak = 0
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                now = int(line.split()[1])
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    return now, peak


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        out: dict[str, Any] = json.loads(r.read())
        return out


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.finished: dict[int, dict[str, Any]] = {}  # game id -> result seen by the clients
        self.choices: dict[int, int] = {}
        self.errors: list[str] = []
        self.states = 0  # state messages received, and their size
        self.state_bytes = 0


async def play_seat(uri: str, token: str, seat: int, rng: random.Random, stats: Stats, gid: int,
                    think: float = 0.0) -> None:
    async with websockets.connect(uri, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        sent_at: float | None = None
        sent_n = -1
        state: dict[str, Any] = {}
        while True:
            raw = await ws.recv()
            msg = json.loads(raw)
            if msg["type"] == "state":  # as the page does: a patch applies to the state this client holds
                state = msg if "patch" not in msg else apply_in_place(state, msg["patch"])
                stats.states += 1
                stats.state_bytes += len(raw)
                msg = state
            if msg["type"] == "error":
                stats.errors.append(f"game {gid} seat {seat}: {msg['message']}")
                if msg.get("fatal"):
                    return
                sent_at = None
                continue
            if msg["type"] != "state":
                continue
            if sent_at is not None and msg["n"] > sent_n:
                stats.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            if msg["result"] is not None:
                stats.finished[gid] = msg["result"]
                stats.choices[gid] = msg["n"]
                return
            d = msg["decision"]
            if d is None or "options" not in d or sent_at is not None:
                continue
            opt = d["options"][rng.randrange(len(d["options"]))]["id"]
            if think > 0:  # a person's thinking time before the choice (not counted in the response time)
                await asyncio.sleep(rng.expovariate(1 / think))
            sent_at, sent_n = time.perf_counter(), msg["n"]
            await ws.send(json.dumps({"type": "choose", "option": opt, "n": msg["n"], "epoch": msg["epoch"]}))


async def run_game(base: str, ws_base: str, k: int, args: argparse.Namespace, stats: Stats, deadline: float) -> int:
    rng = random.Random(k)
    played = 0
    clans = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]
    while time.monotonic() < deadline or played == 0:
        body = {"game": "ccg", "options": {"max_turns": args.max_turns},  # tables with guests take no seed
                "seats": [{"name": f"bot{k}a", "party": "guest", "deck": f"builtin:{rng.choice(clans)}"},
                          {"name": f"bot{k}b", "party": "guest", "deck": f"builtin:{rng.choice(clans)}"}]}
        t = await asyncio.to_thread(post, base + "/api/tables", body)
        gid = t["id"]
        await asyncio.gather(*(play_seat(f"{ws_base}/ws/{gid}", inv["token"], inv["seat"],
                                         random.Random(rng.random()), stats, gid, args.think)
                               for inv in t["invites"]))
        played += 1
    return played


def check_records(db: Path | str, stats: Stats) -> tuple[int, list[str]]:
    sys.path.insert(0, str(ROOT / "src"))
    from rokugan.core.store import RecordStore
    store = RecordStore(db)
    problems = []
    for gid, result in stats.finished.items():
        rec = store.load(gid)
        if len(rec.choices) != stats.choices[gid]:
            problems.append(f"game {gid}: {len(rec.choices)} choices stored, clients saw {stats.choices[gid]}")
            continue
        g = rec.replay()
        if g.result is None or g.result.to_json() != result:
            problems.append(f"game {gid}: the record replays to {g.result}, clients saw {result}")
    rows = store.list(1 << 30)
    unfinished = [r["id"] for r in rows if r["result"] is None]
    if unfinished:
        problems.append(f"games left unfinished in the store: {unfinished[:10]}")
    return len(rows), problems


async def main_async(args: argparse.Namespace) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="rokugan-load-"))
    db = args.db or tmp / "games.sqlite3"
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "rokugan.cli", "serve", "--port", str(port), "--db", str(db)],
                              stdout=subprocess.DEVNULL, stderr=open(tmp / "server.log", "w"),  # noqa: SIM115 (lives as long as the server)
                              env=os.environ | {"PYTHONPATH": str(ROOT / "src")}, preexec_fn=_die_with_parent)
    # stopped by a signal (SIGTERM, SIGINT, SIGHUP; even one its parent made it ignore, as a shell does for a job in
    # the background), the run ends through `finally`, which stops the server; should this process die without it
    # (SIGKILL), the kernel sends the server SIGTERM
    main = asyncio.current_task()
    assert main is not None
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        loop.add_signal_handler(sig, main.cancel)
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(base + "/api/games", timeout=1).read()
                break
            except OSError:
                await asyncio.sleep(0.05)
        rss0 = rss_kib(server.pid)[0]
        stats = Stats()
        t0 = time.monotonic()
        cpu0, client0 = cpu_seconds(server.pid), time.process_time()
        deadline = t0 + args.seconds
        samples: list[int] = []

        async def sample() -> None:
            while True:
                samples.append(rss_kib(server.pid)[0])
                await asyncio.sleep(1)

        sampler = asyncio.create_task(sample())
        played = await asyncio.gather(*(run_game(base, ws_base, k, args, stats, deadline)
                                        for k in range(args.games)))
        elapsed = time.monotonic() - t0
        sampler.cancel()
        server_cpu, client_cpu = cpu_seconds(server.pid) - cpu0, time.process_time() - client0
        rss_now, rss_peak = rss_kib(server.pid)
        lat = sorted(stats.latencies)
        stored, problems = check_records(db, stats)
        print(f"{args.games} concurrent games (computer players over WebSocket), {elapsed:.0f} s"
              + (f", think time {args.think:g} s on average before each choice" if args.think else ""))
        print(f"games finished: {sum(played)}  decisions: {len(lat)}  ({len(lat) / elapsed:,.0f} decisions/s)")
        p95, p99 = lat[int(0.95 * (len(lat) - 1))], lat[int(0.99 * (len(lat) - 1))]
        print(f"response per decision: median {1000 * statistics.median(lat):.1f} ms, "
              f"p95 {1000 * p95:.1f} ms, p99 {1000 * p99:.1f} ms, max {1000 * lat[-1]:.1f} ms")
        print(f"CPU: server {server_cpu:.0f} s ({1000 * server_cpu / max(1, len(lat)):.2f} ms per decision), "
              f"load generator {client_cpu:.0f} s, on {os.cpu_count()} cores")
        print(f"state messages: {stats.states:,}, {stats.state_bytes / max(1, stats.states):,.0f} bytes each "
              "on average")
        print(f"server RSS: {rss0 / 1024:.0f} MiB idle, {max(samples or [rss_now]) / 1024:.0f} MiB under load "
              f"(peak {rss_peak / 1024:.0f} MiB)")
        print(f"records: {stored} in the store, {len(stats.finished)} checked by replay, "
              f"{len(problems)} problems; client errors: {len(stats.errors)}")
        for p in problems[:10] + stats.errors[:10]:
            print("  " + p)
        return 1 if problems or stats.errors else 0
    finally:
        stop(server)


def stop(server: subprocess.Popen[bytes]) -> None:
    """Stop the server: SIGTERM, then SIGKILL if it is still there after 10 s."""
    server.terminate()
    try:
        server.wait(10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(10)


def _die_with_parent() -> None:
    """In the server's process before it starts (Linux): the kernel sends it SIGTERM when this process dies."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--think", type=float, default=0.0,
                    help="seconds a player waits before each choice, on average (exponentially distributed; default "
                    "0: every game sends its next choice as soon as it has the state, a closed loop whose response "
                    "time is about the number of games times the server's time per decision)")
    ap.add_argument("--db", help="record store of the server (default: a fresh SQLite file); a postgresql:// URL "
                    "of an empty database")
    args = ap.parse_args()
    if args.games < 1 or args.seconds < 0 or not 0 <= args.think <= 60:
        ap.error("--games must be at least 1, --seconds at least 0, --think from 0 to 60")
    try:
        return asyncio.run(main_async(args))
    except (KeyboardInterrupt, asyncio.CancelledError):
        print("web_load: stopped before the end (the server it started was stopped too)", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
