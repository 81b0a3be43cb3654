"""The web server's CPU per person decision, in one process: three CCG games (seeds 1-3) of a person (random choices)
against the random computer player, through the WebSocket API (Starlette's test client), timed by time.process_time
(server and client together; the same games in any tree whose engine plays them the same).

    PYTHONPATH=src python bench/web_inproc.py
"""
import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from starlette.testclient import TestClient  # noqa: E402

from rokugan.web.app import create_app  # noqa: E402
from tests.web.conftest import my_turn, recv  # noqa: E402

argparse.ArgumentParser(prog="web_inproc.py", description="The web server's CPU per person decision, in one "
                        "process (three fixed CCG games through the WebSocket API); takes no options.").parse_args()
tmp = tempfile.mkdtemp()
cpu, dec, moves = 0.0, 0, 0
with TestClient(create_app(os.path.join(tmp, "g.sqlite3"))) as client:
    for seed in range(1, 4):
        body = {"game": "ccg", "seed": seed, "options": {"max_turns": 200}, "seats": [
            {"name": "a", "party": "host", "deck": "builtin:crab"},
            {"name": "b", "party": "computer", "agent": "random", "deck": "builtin:lion"}]}
        t = client.post("/api/tables", json=body).json()
        rng = random.Random(seed)
        with client.websocket_connect(f"/ws/{t['id']}") as ws:
            ws.send_json({"type": "hello", "tokens": [t["tokens"]["0"]]})
            st = recv(ws, lambda m: m["type"] == "state")
            if not my_turn(st):
                st = recv(ws, my_turn)
            n0, c0, k = st["n"], time.process_time(), 0
            while st["result"] is None and k < 300:
                opts = st["decision"]["options"]
                ws.send_json({"type": "choose", "option": opts[rng.randrange(len(opts))]["id"], "n": st["n"],
                              "epoch": st["epoch"]})
                k += 1
                st = recv(ws, lambda s, n=st["n"]: s["type"] == "state" and s["n"] > n and my_turn(s))
            cpu, dec, moves = cpu + time.process_time() - c0, dec + k, moves + st["n"] - n0
print(f"{ROOT}: {1000 * cpu / dec:.3f} ms CPU per person decision ({dec} decisions, {moves} moves)")
