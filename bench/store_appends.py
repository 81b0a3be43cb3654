"""Choices appended per second to the record store, as the web server writes them (one commit per choice).

    python bench/store_appends.py [--db FILE|postgresql://...] [--choices 2000] [--writers 2]

Without --db, a fresh SQLite file in a temporary folder (in the server's WAL mode). Prints one line for a
single connection appending to one game, and one for `--writers` connections (each in its own thread, as
server processes would be) appending to games of their own at once.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from rokugan.core.record import GameRecord  # noqa: E402
from rokugan.core.store import RecordStore, shown  # noqa: E402


def append(target: str, choices: int, out: list[float]) -> None:
    store = RecordStore(target)
    store.tune_for_server()
    gid = store.create(GameRecord("ccg", {"bench": True}, 1, [], {}))
    t0 = time.perf_counter()
    for n in range(choices):
        store.append_choice(gid, n, f"option:{n}")
    out.append(time.perf_counter() - t0)
    store.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", help="record store (default: a fresh SQLite file)")
    ap.add_argument("--choices", type=int, default=2000, help="choices appended by each writer")
    ap.add_argument("--writers", type=int, default=2, help="connections appending at once in the second figure")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        target = args.db or str(Path(tmp) / "bench.sqlite3")
        one: list[float] = []
        append(target, args.choices, one)
        print(f"store {shown(target)}: 1 writer: {args.choices / one[0]:,.0f} choices/s")
        many: list[float] = []
        threads = [threading.Thread(target=append, args=(target, args.choices, many)) for _ in range(args.writers)]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - t0
        print(f"store {shown(target)}: {args.writers} writers at once: {args.writers * args.choices / wall:,.0f} "
              "choices/s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
