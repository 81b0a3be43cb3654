"""Make the screenshots of docs/web.md at 1280×800: the classic CCG table during a battle and the lobby.

    PYTHONPATH=src python docs/img/make_screenshots.py [--out docs/img] [--seed 5] [--step 530]

Two computer players (the heuristic agent) play a CCG game from a fixed seed up to a decision of seat 1 in a battle
of its Attack Phase (the first with armies of both sides at a battlefield, or `--step`); that record is written to a
temporary record store as a web table where a person plays seat 1 against the computer, a server is started on it,
and Debian's /usr/bin/chromium (driven by Playwright) takes the pictures. Look at them before keeping them.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import uvicorn
from playwright.sync_api import sync_playwright

from rokugan.core import registry
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore
from rokugan.web.app import create_app
from rokugan.web.seats import Seat
from rokugan.web.tables import TableManager

CHROMIUM = "/usr/bin/chromium"
NAMES = ["Hida Kisada", "Matsu Tsuko"]
DECKS = ["builtin:crab", "builtin:lion"]


def _armies(v: dict[str, Any], seat: int, field: int) -> int:
    return sum(1 for c in v["players"][seat]["in_play"] if c["type"] == "personality" and c["location"] == field)


def battle_choices(seed: int, step: int | None) -> tuple[dict[str, Any], list[str]]:
    """The setup, and the choices up to a decision of seat 0 in a battle with both armies at the battlefield."""
    form = {"players": 2, "seats": [{"name": n, "deck": d} for n, d in zip(NAMES, DECKS, strict=True)],
            "options": {}, "seed": seed}
    setup, _ = registry.build_setup("ccg", form)
    g = GameRecord("ccg", setup, seed, [], {}).start()
    agents = [registry.make_agent("ccg", "heuristic", seed * 3 + i) for i in range(2)]
    choices: list[str] = []
    while (d := g.pending()) is not None:
        v = g.view(0)
        b = v.get("battle")
        if step is not None and len(choices) == step:
            return setup, choices
        if step is None and b and b["attacker"] == 0 and d.player == 0 and b["current"] in b["battlefields"] \
                and _armies(v, 0, b["current"]) >= 2 and _armies(v, 1, b["current"]) >= 1:
            return setup, choices
        cid = agents[d.player].choose(g, d)
        choices.append(cid)
        g.choose(cid)
    raise SystemExit(f"seed {seed}: no battle of that kind in the whole game; try another --seed")


async def _table(db: Path, setup: dict[str, Any], seed: int, choices: list[str]) -> tuple[int, str]:
    m = TableManager(RecordStore(db))
    seats = [Seat(0, NAMES[0], "host"), Seat(1, NAMES[1], "computer", "heuristic")]
    t, tokens = m.create("ccg", setup, seats, seed, True, choices=choices)
    m.store.close()
    return t.id, tokens[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).parent, help="folder of the PNGs (default: docs/img)")
    ap.add_argument("--seed", type=int, default=5, help="the game's seed (default: 5)")
    ap.add_argument("--step", type=int, default=None, help="show the game after this many choices (default: the "
                    "first battle with both armies)")
    a = ap.parse_args()
    setup, choices = battle_choices(a.seed, a.step)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "games.sqlite3"
        gid, token = asyncio.run(_table(db, setup, a.seed, choices))
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        server = uvicorn.Server(uvicorn.Config(create_app(db), host="127.0.0.1", port=port, log_level="warning"))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        while not server.started:
            time.sleep(0.05)
        url = f"http://127.0.0.1:{port}"
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                page.goto(f"{url}/table/{gid}#t={token}")
                page.wait_for_selector(".battle .field.fighting")
                page.wait_for_selector(".decision button.opt")
                page.screenshot(path=str(a.out / "web-ccg.png"))
                page.goto(url + "/")
                page.wait_for_selector("table.games")
                page.select_option("select[name=game]", "ccg")
                page.fill("input[name=name]", NAMES[0])
                page.select_option("select[name=deck-1]", DECKS[1])
                page.fill(".seat >> nth=1 >> input[name=name]", NAMES[1])
                page.select_option("select[name=clock_kind]", "byoyomi")
                page.evaluate("document.activeElement.blur()")
                page.mouse.move(0, 0)
                page.wait_for_timeout(300)
                page.screenshot(path=str(a.out / "web-lobby.png"))
                browser.close()
        finally:
            server.should_exit = True
            thread.join(10)
    print(f"wrote {a.out / 'web-ccg.png'} (game after {len(choices)} choices, seed {a.seed}) and "
          f"{a.out / 'web-lobby.png'}")


if __name__ == "__main__":
    main()
