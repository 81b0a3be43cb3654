"""The record store: every game as seed + setup + choices, in SQLite (the embedded default) or PostgreSQL.

Each choice is written as it is made (`append_choice`), so a closed program loses nothing.

`RecordStore(target)` opens the backend its target names: a ``postgresql://`` URL opens PostgreSQL
(`store_pg.PostgresStore`, for several server processes sharing games), anything else is a SQLite file.
Both speak the same SQL through `db` (SQLite's dialect with ``?`` placeholders; the PostgreSQL connection
translates it), so code that keeps rows of its own beside the records (the web server's seats) is written
once. A choice goes only into the next free slot of its game: a slot already taken, by another process or
connection, raises `ChoiceConflict` and writes nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
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

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class StoreUnavailable(Exception):
    """The record store cannot be opened; the message is one sentence for a person."""


class ChoiceConflict(Exception):
    """The slot of a choice was already taken (another process moved the game on, or undid it): nothing written."""


def errors(*more: type[BaseException]) -> tuple[type[BaseException], ...]:
    """What a failed read or write of any backend raises, with `more`: a caller that must survive one writes
    ``except errors():``. Evaluated when an exception is caught, so psycopg (slow to import, and there only with
    the ``pg`` extra) is not imported here: its errors are among these once a PostgreSQL store has loaded it."""
    pg = sys.modules.get("psycopg")
    base: tuple[type[BaseException], ...] = (sqlite3.Error, OSError, ChoiceConflict, StoreUnavailable)
    return (*more, *base, pg.Error) if pg is not None else (*more, *base)


def default_target() -> str:
    """`$ROKUGAN_DB` (a file or a postgresql:// URL), else ~/.rokugan/games.sqlite3."""
    return os.environ.get("ROKUGAN_DB") or str(Path.home() / ".rokugan" / "games.sqlite3")


def default_path() -> Path:
    return Path(default_target())


def is_postgres(target: str | Path | None) -> bool:
    return str(target if target is not None else default_target()).startswith(POSTGRES_SCHEMES)


def shown(target: str | Path) -> str:
    """Where a store is, as a person is shown it (a PostgreSQL URL without its password)."""
    if is_postgres(target):
        from .store_pg import redacted
        return redacted(str(target))
    return str(target)


class RecordStore:
    """The interface of every backend; `RecordStore(target)` opens the one `target` names.

    `path` says where the records are (a file, or the server's URL without its password); `db` is a DB-API
    connection speaking this module's SQL."""

    path: str | Path
    db: Any

    def __new__(cls, target: str | Path | None = None) -> RecordStore:
        if cls is RecordStore:
            if is_postgres(target):
                from .store_pg import PostgresStore
                cls = PostgresStore
            else:
                cls = SQLiteStore
        return super().__new__(cls)

    def close(self) -> None:
        self.db.close()

    def tune_for_server(self) -> None:
        """Settings for a long-running server that writes once per choice (none by default)."""

    @staticmethod
    def write_problem(target: str | Path) -> str | None:
        """None when a record store at `target` can be written, else why not, in one line (checked before a
        server starts)."""
        try:
            store = RecordStore(target)
            try:
                store.check_writable()
            finally:
                store.close()
        except StoreUnavailable as e:
            return str(e)
        except errors() as e:
            why = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            return f"the record store {shown(target)} is not writable ({why})"
        return None

    def check_writable(self) -> None:
        raise NotImplementedError

    def _insert_game(self, record: GameRecord, now: float) -> int:
        cur = self.db.execute(
            "INSERT INTO games (game, seed, setup, meta, created, updated) VALUES (?,?,?,?,?,?) RETURNING id",
            (record.game, record.seed, json.dumps(record.setup, sort_keys=True),
             json.dumps(record.meta, sort_keys=True), now, now))
        return int(cur.fetchone()[0])

    def create(self, record: GameRecord, commit: bool = True) -> int:
        """Store a new record; with commit=False the caller commits (or rolls back) with more rows."""
        try:
            gid = self._insert_game(record, time.time())
            for i, c in enumerate(record.choices):
                self.db.execute("INSERT INTO choices VALUES (?,?,?)", (gid, i, c))
        except BaseException:
            self.db.rollback()
            raise
        if commit:
            self.db.commit()
        return gid

    def append_choice(self, game_id: int, n: int, option_id: str, db: Any = None, commit: bool = True) -> None:
        """Write choice `n` of a game, only if the game has exactly `n` choices (else ChoiceConflict).

        `db`: the connection to write on (default `self.db`; the group writer passes its own). With commit=False the
        caller commits, or rolls back on an error (`write_batch`)."""
        self.append_choices(game_id, n, [option_id], db=db, commit=commit)

    def append_choices(self, game_id: int, n: int, option_ids: list[str], db: Any = None, commit: bool = True) -> None:
        """Write choices n, n+1, ... of a game (all of them or, on an error, none once rolled back), only if the game
        has exactly `n` choices (else ChoiceConflict). Every write of a choice goes through here: three statements
        for the whole run (the game's row, its number of choices, the choices)."""
        db = self.db if db is None else db
        try:
            # the game's row first: this takes its lock (PostgreSQL) or the write lock (SQLite), so another
            # process appending to the same game waits here and then sees this one's choice
            if db.execute("UPDATE games SET updated=? WHERE id=?", (time.time(), game_id)).rowcount != 1:
                raise KeyError(f"no game {game_id} in {self.path}")
            row = db.execute("SELECT COALESCE(MAX(n), -1) + 1 FROM choices WHERE game_id=?", (game_id,)).fetchone()
            if int(row[0]) != n:
                raise ChoiceConflict(f"game {game_id} has {row[0]} choices, so choice {n} cannot be written")
            db.executemany("INSERT INTO choices VALUES (?,?,?)",
                           [(game_id, n + i, option_id) for i, option_id in enumerate(option_ids)])
        except BaseException as e:
            if commit:
                db.rollback()
            if self._is_conflict(e):  # the (game, n) key: another connection wrote the slot first
                raise ChoiceConflict(f"choice {n} of game {game_id} was written by another connection") from None
            raise
        if commit:
            db.commit()

    def write_batch(self, db: Any, ops: list[tuple[Any, ...]]) -> list[BaseException | None]:
        """Group commit: the writes `ops` — ``("choice", game, n, option)`` (`append_choice`), ``("choices", game, n,
        [options])`` (choices n, n+1, ... of one game, all or none), ``("finish", game, result)`` or
        ``("statement", sql, params)`` (one more write in the store's tables, in SQLite's dialect) — in one
        transaction on `db`; for each, None (committed) or the exception that refused it.

        When every write goes through, one commit covers them all. When any is refused (a slot already taken, a
        failed statement, a failed commit), the transaction is rolled back whole and each write is tried again alone,
        in its own transaction: the others are committed, each refusal goes to its own write, and nothing of a
        refused write is left in the store."""
        if len(ops) > 1:
            try:
                for op in ops:
                    self._write_op(db, op, commit=False)
                db.commit()
                return [None] * len(ops)
            except Exception:
                with contextlib.suppress(Exception):
                    db.rollback()
        out: list[BaseException | None] = []
        for op in ops:
            try:
                self._write_op(db, op, commit=True)
                out.append(None)
            except Exception as e:
                with contextlib.suppress(Exception):
                    db.rollback()
                out.append(e)
        return out

    def _write_op(self, db: Any, op: tuple[Any, ...], commit: bool) -> None:
        try:
            if op[0] == "choice":
                self.append_choice(op[1], op[2], op[3], db=db, commit=False)
            elif op[0] == "choices":  # consecutive choices of one game, from slot op[2] on: all of them or none
                self.append_choices(op[1], op[2], list(op[3]), db=db, commit=False)
            elif op[0] == "finish":
                self.finish(op[1], op[2], db=db, commit=False)
            elif op[0] == "statement":  # another write of the same store (the web tables' clocks): SQL, parameters
                db.execute(op[1], op[2])
            else:
                raise ValueError(f"not a write of the record store: {op[0]!r}")
        except BaseException:
            if commit:
                db.rollback()
            raise
        if commit:
            db.commit()

    def writer_connection(self) -> Any:
        """A second connection to the same store, for a writer thread (the group writer), or None when the store
        cannot be opened twice (a SQLite database in memory): its writes then go through `db`."""
        return None

    def _is_conflict(self, e: BaseException) -> bool:
        return False

    def finish(self, game_id: int, result: dict[str, Any], db: Any = None, commit: bool = True) -> None:
        sql, params = "UPDATE games SET result=?, updated=? WHERE id=?", (json.dumps(result, sort_keys=True),
                                                                           time.time(), game_id)
        if db is None and commit:
            self._write(sql, params)
            return
        db = self.db if db is None else db
        try:
            db.execute(sql, params)
        except BaseException:
            if commit:
                db.rollback()
            raise
        if commit:
            db.commit()

    def truncate(self, game_id: int, n: int) -> None:
        """Keep only the first `n` choices (undo); the game is unfinished again."""
        try:
            self.db.execute("UPDATE games SET result=NULL, updated=? WHERE id=?", (time.time(), game_id))
            self.db.execute("DELETE FROM choices WHERE game_id=? AND n>=?", (game_id, n))
        except BaseException:
            self.db.rollback()
            raise
        self.db.commit()

    def _write(self, sql: str, params: tuple[Any, ...]) -> None:
        try:
            self.db.execute(sql, params)
        except BaseException:
            self.db.rollback()
            raise
        self.db.commit()

    def _read(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        return list(self.db.execute(sql, params).fetchall())

    def load(self, game_id: int) -> GameRecord:
        rows = self._read("SELECT game, seed, setup, meta FROM games WHERE id=?", (game_id,))
        if not rows:
            raise KeyError(f"no game {game_id} in {self.path}")
        row = rows[0]
        choices = [r[0] for r in self._read("SELECT option_id FROM choices WHERE game_id=? ORDER BY n", (game_id,))]
        return GameRecord(row[0], json.loads(row[2]), int(row[1]), choices, json.loads(row[3]))

    def list(self, limit: int = 20) -> list[dict[str, Any]]:
        rows = self._read(
            "SELECT g.id, g.game, g.seed, g.meta, g.result, g.created, "
            "(SELECT COUNT(*) FROM choices c WHERE c.game_id=g.id) FROM games g ORDER BY g.id DESC LIMIT ?",
            (limit,))
        return [{"id": r[0], "game": r[1], "seed": r[2], "meta": json.loads(r[3]),
                 "result": json.loads(r[4]) if r[4] else None, "created": r[5], "choices": r[6]}
                for r in rows]


class SQLiteStore(RecordStore):
    """The embedded default: one file, created 0600 in a 0700 folder."""

    def __init__(self, target: str | Path | None = None) -> None:
        p = Path(target) if target is not None else default_path()
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

    def tune_for_server(self) -> None:
        # the store is written once per choice: WAL makes that a cheap append (safe against a crash of
        # the server process; the default of the sqlite3 module would fsync every choice)
        if str(self.path) != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")

    def check_writable(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")  # takes the write lock: fails on a read-only file or folder
        self.db.rollback()

    def _insert_game(self, record: GameRecord, now: float) -> int:
        cur = self.db.execute(  # lastrowid, not RETURNING: SQLite older than 3.35 opens these files too
            "INSERT INTO games (game, seed, setup, meta, created, updated) VALUES (?,?,?,?,?,?)",
            (record.game, record.seed, json.dumps(record.setup, sort_keys=True),
             json.dumps(record.meta, sort_keys=True), now, now))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def _is_conflict(self, e: BaseException) -> bool:
        return isinstance(e, sqlite3.IntegrityError)

    def writer_connection(self) -> Any:
        if str(self.path) == ":memory:":
            return None
        # used by the writer thread only (and closed from the thread that stops it)
        db = sqlite3.connect(str(self.path), check_same_thread=False)
        db.execute("PRAGMA synchronous=NORMAL")  # as tune_for_server: WAL, a cheap append per commit
        return db
