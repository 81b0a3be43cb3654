"""The record store, on each backend: SQLite (the default, a file) and PostgreSQL (a server the tests start).

The same tests run on both (the `target` fixture); what only one backend has (file modes, old files, a
server that refuses) is tested on its own."""

from __future__ import annotations

import sqlite3
import sys
import threading
from pathlib import Path

import pytest

from rokugan.core.record import GameRecord
from rokugan.core.store import ChoiceConflict, RecordStore, SQLiteStore, StoreUnavailable, errors


@pytest.fixture
def target(store_target: str) -> str:
    """A SQLite file, then a PostgreSQL database (tests/pg.py)."""
    return store_target


def record(choices: list[str] | None = None) -> GameRecord:
    return GameRecord("ccg", {"decks": ["builtin:crab", "builtin:crane"]}, 99, list(choices or []),
                      {"agents": ["x", "y"]})


def test_store_appends_choices_and_loads_them_back(target: str) -> None:
    store = RecordStore(target)
    gid = store.create(record(["a"]))
    store.append_choice(gid, 1, "b")
    store.finish(gid, {"winners": [0], "reason": "honor"})
    store.close()
    again = RecordStore(target)
    back = again.load(gid)
    assert back.choices == ["a", "b"] and back.seed == 99 and back.meta["agents"] == ["x", "y"]
    assert again.list()[0]["result"]["reason"] == "honor"
    assert GameRecord.loads(back.dumps()).choices == ["a", "b"]
    again.close()


def test_a_seed_of_62_bits_and_the_list_newest_first_with_its_count_of_choices(target: str) -> None:
    store = RecordStore(target)
    big = GameRecord("lcg", {"x": 1}, (1 << 62) - 1, [], {})
    first = store.create(record(["a", "b", "c"]))
    second = store.create(big)
    assert second > first
    rows = store.list()
    assert [(r["id"], r["game"], r["choices"], r["result"]) for r in rows] == \
        [(second, "lcg", 0, None), (first, "ccg", 3, None)]
    assert store.load(second).seed == (1 << 62) - 1
    assert [r["id"] for r in store.list(limit=1)] == [second]
    with pytest.raises(KeyError):
        store.load(second + 100)
    store.close()


def test_truncate_keeps_the_first_choices_and_the_game_is_unfinished_again(target: str) -> None:
    store = RecordStore(target)
    gid = store.create(record(["a", "b", "c", "d"]))
    store.finish(gid, {"winners": [1], "reason": "military"})
    store.truncate(gid, 2)
    assert store.load(gid).choices == ["a", "b"]
    assert store.list()[0]["result"] is None
    store.append_choice(gid, 2, "e")  # the freed slot is the next one
    assert store.load(gid).choices == ["a", "b", "e"]
    store.close()


def test_a_creation_not_committed_and_rolled_back_leaves_nothing(target: str) -> None:
    store = RecordStore(target)
    store.create(record(["a"]), commit=False)
    store.db.rollback()
    assert store.list() == []
    kept = store.create(record(["a"]), commit=False)
    store.db.commit()
    assert [r["id"] for r in RecordStore(target).list()] == [kept]
    store.close()


def test_a_choice_goes_only_into_the_next_free_slot(target: str) -> None:
    store = RecordStore(target)
    gid = store.create(record(["a", "b"]))
    for wrong in (1, 3):  # a slot taken, and a gap
        with pytest.raises(ChoiceConflict):
            store.append_choice(gid, wrong, "x")
    assert store.load(gid).choices == ["a", "b"]
    store.append_choice(gid, 2, "c")  # the connection is usable after the refusals
    assert store.load(gid).choices == ["a", "b", "c"]
    with pytest.raises(KeyError):
        store.append_choice(gid + 100, 0, "x")
    assert store.list(limit=5)[0]["choices"] == 3
    store.close()


def test_two_connections_racing_for_the_same_slot_write_it_once(target: str) -> None:
    """Two server processes holding the same game: each round both append choice n at the same moment;
    exactly one is written, the other is told, and the record has every winner once, in order."""
    first = RecordStore(target)
    gid = first.create(record())
    first.close()
    rounds = 25
    barrier = threading.Barrier(2)
    won: dict[str, list[int]] = {"a": [], "b": []}
    lost: dict[str, list[int]] = {"a": [], "b": []}
    failed: list[BaseException] = []

    def play(name: str) -> None:
        store = RecordStore(target)  # a connection of its own (a SQLite connection stays in its thread)
        try:
            for n in range(rounds):
                barrier.wait(timeout=30)
                try:
                    store.append_choice(gid, n, f"{name}{n}")
                    won[name].append(n)
                except ChoiceConflict:
                    lost[name].append(n)
        except BaseException as e:  # noqa: BLE001 - shown by the assertion below
            failed.append(e)
            barrier.abort()
        finally:
            store.close()

    threads = [threading.Thread(target=play, args=(k,)) for k in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not failed, failed
    assert sorted(won["a"] + won["b"]) == list(range(rounds))  # every slot written by exactly one of them
    assert sorted(lost["a"] + lost["b"]) == list(range(rounds))
    expected = [f"a{n}" if n in won["a"] else f"b{n}" for n in range(rounds)]
    assert RecordStore(target).load(gid).choices == expected


def test_a_second_connection_sees_the_first_ones_games(target: str) -> None:
    a, b = RecordStore(target), RecordStore(target)
    gid = a.create(record(["a"]))
    assert b.load(gid).choices == ["a"]
    a.append_choice(gid, 1, "b")
    assert b.load(gid).choices == ["a", "b"]  # no stale snapshot on the reader
    with pytest.raises(ChoiceConflict):
        b.append_choice(gid, 1, "c")
    b.append_choice(gid, 2, "c")
    assert a.load(gid).choices == ["a", "b", "c"]
    assert RecordStore.write_problem(target) is None
    a.close()
    b.close()


# ---------------------------------------------------------------------------------------------------- SQLite only
def test_sqlite_is_the_default_and_keeps_its_file_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROKUGAN_DB", str(tmp_path / "sub" / "g.sqlite3"))
    store = RecordStore()
    assert isinstance(store, SQLiteStore) and store.path == tmp_path / "sub" / "g.sqlite3"
    assert (tmp_path / "sub").stat().st_mode & 0o777 == 0o700
    assert (tmp_path / "sub" / "g.sqlite3").stat().st_mode & 0o777 == 0o600
    store.close()


def test_a_database_written_before_the_backends_still_opens(tmp_path: Path) -> None:
    """A file as the earlier store wrote it (its schema and rows, made here with plain SQL) opens and goes on."""
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, seed INTEGER NOT NULL,
          setup TEXT NOT NULL, meta TEXT NOT NULL DEFAULT '{}', result TEXT, created REAL NOT NULL,
          updated REAL NOT NULL);
        CREATE TABLE choices (game_id INTEGER NOT NULL REFERENCES games(id), n INTEGER NOT NULL,
          option_id TEXT NOT NULL, PRIMARY KEY (game_id, n));
        CREATE TABLE web_seats (game_id INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
          party TEXT NOT NULL, agent TEXT, token_hash TEXT, PRIMARY KEY (game_id, seat));
        CREATE TABLE web_tables (game_id INTEGER PRIMARY KEY, auto_forced INTEGER NOT NULL);
        INSERT INTO games VALUES (7, 'ccg', 5, '{"decks": ["builtin:crab"]}', '{"web": true}', NULL, 1.0, 1.0);
        INSERT INTO choices VALUES (7, 0, 'p0'), (7, 1, 'p1');
        INSERT INTO web_tables VALUES (7, 1);
        INSERT INTO web_seats VALUES (7, 0, 'Ann', 'host', NULL, 'h');
    """)
    db.commit()
    db.close()
    store = RecordStore(path)
    assert store.load(7).choices == ["p0", "p1"] and store.load(7).meta == {"web": True}
    store.append_choice(7, 2, "p2")
    assert store.create(record()) == 8
    from rokugan.web import seats as S
    S.init(store.db)
    found = S.load(store.db, 7)
    assert found is not None and found[0][0].name == "Ann" and found[1] is True
    store.close()
    assert [r[0] for r in sqlite3.connect(path).execute("SELECT option_id FROM choices ORDER BY n")] == \
        ["p0", "p1", "p2"]


# ---------------------------------------------------------------------------------------------------- PostgreSQL only
def test_postgresql_without_psycopg_is_one_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if it were not installed
    with pytest.raises(StoreUnavailable) as e:
        RecordStore("postgresql://someone:secret@db.example/games")
    msg = str(e.value)
    assert "psycopg" in msg and "rokugan[pg]" in msg and "\n" not in msg
    assert "secret" not in msg  # the password is never shown


def test_a_server_that_refuses_the_connection_is_one_sentence() -> None:
    pytest.importorskip("psycopg")
    with pytest.raises(StoreUnavailable) as e:
        RecordStore("postgresql://someone:secret@127.0.0.1:1/games")
    msg = str(e.value)
    assert msg.startswith("cannot connect to the PostgreSQL record store postgresql://someone@127.0.0.1:1/games")
    assert "\n" not in msg and "secret" not in msg
    problem = RecordStore.write_problem("postgresql://someone@127.0.0.1:1/games")
    assert problem is not None and "cannot connect" in problem


def test_a_read_only_postgresql_database_is_reported_before_a_server_starts(pg_url: str) -> None:
    import psycopg
    RecordStore(pg_url).close()  # the tables exist
    with psycopg.connect(pg_url, autocommit=True) as c:
        name = c.execute("SELECT current_database()").fetchone()[0]  # type: ignore[index]
        c.execute(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
    problem = RecordStore.write_problem(pg_url)
    assert problem is not None and "read-only" in problem and "\n" not in problem


def test_a_connection_the_server_dropped_is_opened_again(pg_url: str) -> None:
    import psycopg
    store = RecordStore(pg_url)
    gid = store.create(record(["a"]))
    pid = store.db.conn.info.backend_pid
    with psycopg.connect(pg_url, autocommit=True) as c:
        c.execute("SELECT pg_terminate_backend(%s)", (pid,))
    with pytest.raises(psycopg.Error):  # the statement that finds it dropped fails ...
        store.append_choice(gid, 1, "b")
    store.append_choice(gid, 1, "b")  # ... and the next one goes through a new connection
    assert store.load(gid).choices == ["a", "b"]
    # a server that stays away: each write fails with an error of the store (which the web server reports)
    with psycopg.connect(pg_url, autocommit=True) as c:
        c.execute("SELECT pg_terminate_backend(%s)", (store.db.conn.info.backend_pid,))

    def refused() -> None:
        raise StoreUnavailable("cannot connect to the PostgreSQL record store (refused)")

    store.db._connect = refused  # type: ignore[method-assign]
    for _ in range(2):
        with pytest.raises(errors()):
            store.append_choice(gid, 2, "c")
    store.close()


def test_servers_starting_at_once_on_a_new_database_create_the_tables_once(pg_url: str) -> None:
    """Several processes opening a fresh PostgreSQL database at the same moment (each creates the tables if they are
    missing) take turns: none fails."""
    from rokugan.web import seats as S
    barrier = threading.Barrier(4)
    failed: list[BaseException] = []

    def start() -> None:
        try:
            barrier.wait(timeout=30)
            store = RecordStore(pg_url)
            S.init(store.db)
            store.close()
        except BaseException as e:  # noqa: BLE001 - shown by the assertion below
            failed.append(e)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not failed, failed
    assert RecordStore(pg_url).list() == []


def test_a_group_of_writes_commits_together_and_a_refused_one_leaves_the_others_written(target: str) -> None:
    """Group commit (the web server's writer thread): the writes of several games in one transaction; one that is
    refused (its slot is not the next free one) gets its own error, writes nothing, and the others are written."""
    store = RecordStore(target)
    a, b = store.create(record()), store.create(record(["p"]))
    db = store.writer_connection()
    assert db is not None
    out = store.write_batch(db, [("choice", a, 0, "x"), ("choice", b, 5, "late"), ("choice", a, 1, "y"),
                                 ("finish", a, {"winners": [1], "reason": "honor"}), ("choice", b, 1, "q")])
    assert [type(e).__name__ if e else None for e in out] == [None, "ChoiceConflict", None, None, None]
    assert store.load(a).choices == ["x", "y"] and store.load(b).choices == ["p", "q"]
    assert {r["id"]: r["result"] for r in store.list()}[a] == {"winners": [1], "reason": "honor"}
    assert store.write_batch(db, [("choice", a, 2, "z"), ("choice", b, 2, "r")]) == [None, None]
    assert store.load(a).choices == ["x", "y", "z"] and store.load(b).choices == ["p", "q", "r"]
    db.close()
    store.close()


def test_a_run_of_choices_is_written_whole_or_not_at_all_and_a_statement_joins_the_group(target: str) -> None:
    """A run of choices of one game (`"choices"`: the server's moves after a person's choice) is written in its slots
    in order, or, when its first slot is not the next free one, refused with nothing of it written; a `"statement"`
    (the web tables' clocks) is written in the same transaction as the choices beside it."""
    store = RecordStore(target)
    a, b = store.create(record(["p"])), store.create(record())
    store.db.execute("CREATE TABLE IF NOT EXISTS extra (game_id INTEGER PRIMARY KEY, note TEXT)")
    store.db.execute("INSERT INTO extra VALUES (?, ?)", (a, "before"))
    store.db.commit()
    db = store.writer_connection()
    assert db is not None
    out = store.write_batch(db, [("choices", a, 1, ["x", "y", "z"]), ("choices", b, 3, ["late", "later"]),
                                 ("statement", "UPDATE extra SET note=? WHERE game_id=?", ("after", a))])
    assert [type(e).__name__ if e else None for e in out] == [None, "ChoiceConflict", None]
    assert store.load(a).choices == ["p", "x", "y", "z"] and store.load(b).choices == []
    assert store.db.execute("SELECT note FROM extra WHERE game_id=?", (a,)).fetchone()[0] == "after"
    assert store.write_batch(db, [("choices", b, 0, ["q", "r"])]) == [None]
    assert store.load(b).choices == ["q", "r"]
    db.close()
    store.close()
