"""The command line on either record store: `--db` or `$ROKUGAN_DB` names a SQLite file or a postgresql:// URL,
and a PostgreSQL store that cannot be opened is one sentence and a non-zero exit."""

from __future__ import annotations

import builtins
import sys

import pytest

from rokugan.cli import main
from rokugan.core.store import RecordStore


def test_play_saves_as_it_goes_and_resumes(store_target: str, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    answers = iter(["1", "1", "1", "q"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    assert main(["play", "--clan", "crab", "--opponent", "lion", "--seed", "4", "--db", store_target]) == 0
    assert "saved. Resume with `rokugan play --resume 1`" in capsys.readouterr().out
    made = len(RecordStore(store_target).load(1).choices)
    assert made >= 3
    answers = iter(["1", "q"])
    assert main(["play", "--resume", "1", "--db", store_target]) == 0
    assert len(RecordStore(store_target).load(1).choices) > made


def test_sim_records_and_replay_lists_through_the_environment(store_target: str, monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ROKUGAN_DB", store_target)
    assert main(["sim", "--games", "2", "--record"]) == 0
    assert [r["choices"] > 0 and r["result"] is not None for r in RecordStore(store_target).list()] == [True, True]
    capsys.readouterr()
    assert main(["replay"]) == 0
    listed = capsys.readouterr().out
    assert listed.count(" choices ") == 2 and "secret" not in listed
    assert main(["replay", "2", "--viewer", "0"]) == 0
    assert "GAME OVER" in capsys.readouterr().out


REFUSED = "postgresql://someone:secret@127.0.0.1:1/games"


@pytest.mark.parametrize("argv", [["replay", "--db", REFUSED], ["play", "--db", REFUSED],
                                  ["sim", "--games", "1", "--record", "--db", REFUSED],
                                  ["tournament", "--agents", "random,heuristic", "--games", "2", "--store", "--db",
                                   REFUSED]], ids=lambda a: a[0])
@pytest.mark.parametrize("why", ["refused", "no psycopg"])
def test_a_postgresql_store_that_cannot_be_opened_is_one_sentence(argv: list[str], why: str,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    if why == "no psycopg":
        monkeypatch.setitem(sys.modules, "psycopg", None)  # as if it were not installed
    else:
        pytest.importorskip("psycopg")
    monkeypatch.setattr(builtins, "input", lambda prompt="": "q")
    code = main(argv)
    out, err = capsys.readouterr()
    lines = [x for x in err.strip().splitlines() if x.strip()]
    assert code != 0 and len(lines) == 1 and "Traceback" not in out + err, (code, err)
    assert ("cannot connect" in lines[0]) if why == "refused" else ("rokugan[pg]" in lines[0])
    assert "secret" not in out + err and "postgresql://someone@127.0.0.1:1/games" in lines[0]


def test_serve_on_a_postgresql_store_that_refuses_does_not_start(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("psycopg")
    assert main(["serve", "--db", REFUSED]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "cannot connect" in err and "does not start" in err
    assert "secret" not in err


def test_serve_starts_on_a_postgresql_store(pg_url: str, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    import uvicorn
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: None)
    assert main(["serve", "--db", pg_url]) == 0
    assert "games saved in postgresql://" in capsys.readouterr().out
