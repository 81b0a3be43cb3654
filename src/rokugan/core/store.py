"""The record store: every game as seed + setup + choices, in SQLite (the embedded default).

Each choice is written as it is made (`append_choice`), so a closed program loses nothing.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from .record import GameRecord

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game TEXT NOT NULL,
  seed INTEGER NOT NULL,
  setup TEXT NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}',
  result TEXT,
  created REAL NOT NULL,
  updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS choices (
  game_id INTEGER NOT NULL REFERENCES games(id),
  n INTEGER NOT NULL,
  option_id TEXT NOT NULL,
  PRIMARY KEY (game_id, n)
);
"""


def default_path() -> Path:
    env = os.environ.get("ROKUGAN_DB")
    if env:
        return Path(env)
    return Path.home() / ".rokugan" / "games.sqlite3"


class RecordStore:
    def __init__(self, path: str | Path | None = None) -> None:
        p = Path(path) if path is not None else default_path()
        if str(p) != ":memory:":
            # the store holds live games' hidden cards: its folder and files are the user's alone
            if not p.parent.exists():
                p.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            if not p.exists():
                p.touch(mode=0o600)
        self.path = p
        self.db = sqlite3.connect(str(p))
        self.db.executescript(SCHEMA)
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    @staticmethod
    def write_problem(path: str | Path) -> str | None:
        """None when a record store at `path` can be written, else why not (checked before a server starts)."""
        try:
            store = RecordStore(path)
            try:
                store.db.execute("BEGIN IMMEDIATE")  # takes the write lock: fails on a read-only file or folder
                store.db.rollback()
            finally:
                store.close()
        except (sqlite3.Error, OSError) as e:
            return str(e)
        return None

    def create(self, record: GameRecord, commit: bool = True) -> int:
        """Store a new record; with commit=False the caller commits (or rolls back) with more rows."""
        now = time.time()
        cur = self.db.execute(
            "INSERT INTO games (game, seed, setup, meta, created, updated) VALUES (?,?,?,?,?,?)",
            (record.game, record.seed, json.dumps(record.setup, sort_keys=True),
             json.dumps(record.meta, sort_keys=True), now, now))
        gid = cur.lastrowid
        assert gid is not None
        for i, c in enumerate(record.choices):
            self.db.execute("INSERT INTO choices VALUES (?,?,?)", (gid, i, c))
        if commit:
            self.db.commit()
        return gid

    def append_choice(self, game_id: int, n: int, option_id: str) -> None:
        self.db.execute("INSERT INTO choices VALUES (?,?,?)", (game_id, n, option_id))
        self.db.execute("UPDATE games SET updated=? WHERE id=?", (time.time(), game_id))
        self.db.commit()

    def finish(self, game_id: int, result: dict[str, Any]) -> None:
        self.db.execute("UPDATE games SET result=?, updated=? WHERE id=?",
                        (json.dumps(result, sort_keys=True), time.time(), game_id))
        self.db.commit()

    def truncate(self, game_id: int, n: int) -> None:
        """Keep only the first `n` choices (undo); the game is unfinished again."""
        self.db.execute("DELETE FROM choices WHERE game_id=? AND n>=?", (game_id, n))
        self.db.execute("UPDATE games SET result=NULL, updated=? WHERE id=?", (time.time(), game_id))
        self.db.commit()

    def load(self, game_id: int) -> GameRecord:
        row = self.db.execute("SELECT game, seed, setup, meta FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id} in {self.path}")
        choices = [r[0] for r in self.db.execute(
            "SELECT option_id FROM choices WHERE game_id=? ORDER BY n", (game_id,))]
        return GameRecord(row[0], json.loads(row[2]), int(row[1]), choices, json.loads(row[3]))

    def list(self, limit: int = 20) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT g.id, g.game, g.seed, g.meta, g.result, g.created, "
            "(SELECT COUNT(*) FROM choices c WHERE c.game_id=g.id) FROM games g ORDER BY g.id DESC LIMIT ?",
            (limit,)).fetchall()
        return [{"id": r[0], "game": r[1], "seed": r[2], "meta": json.loads(r[3]),
                 "result": json.loads(r[4]) if r[4] else None, "created": r[5], "choices": r[6]}
                for r in rows]
