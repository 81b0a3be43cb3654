"""The command line as a user drives it: play (saved as it goes, resumable), sim, replay, deck."""

from __future__ import annotations

import builtins
from pathlib import Path

import pytest

from rokugan.cli import main
from rokugan.core.store import RecordStore


def _answers(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> None:
    it = iter(answers)

    def fake_input(prompt: str = "") -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", fake_input)


def test_play_saves_every_choice_and_resumes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "g.sqlite3")
    _answers(monkeypatch, ["b", "9999", "1", "1", "1", "q"])
    assert main(["play", "--clan", "crab", "--opponent", "lion", "--seed", "4", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "Please type a number from 1 to" in out  # 9999 is refused, not crashed on
    assert "saved. Resume with `rokugan play --resume 1`" in out
    rec = RecordStore(db).load(1)
    assert len(rec.choices) >= 3
    game = rec.replay()  # the saved choices replay to a live game
    assert game.pending() is not None
    _answers(monkeypatch, ["1", "q"])
    assert main(["play", "--resume", "1", "--db", db]) == 0
    assert len(RecordStore(db).load(1).choices) > len(rec.choices)


def test_sim_reports_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "3", "--seed", "2", "--check"]) == 0
    out = capsys.readouterr().out
    assert "3 games in" in out and "decisions per game" in out


def test_replay_lists_and_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "r.sqlite3")
    assert main(["sim", "--games", "1", "--record", "--db", db]) == 0
    assert main(["replay", "--db", db]) == 0
    assert main(["replay", "1", "--viewer", "0", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "GAME OVER" in out


def test_deck_command_reports_errors_with_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.txt"
    f.write_text("3 Iron Mine\n2 No Such Card Anywhere\n")
    assert main(["deck", str(f)]) == 1
    err = capsys.readouterr().err
    assert "line 2" in err and "No Such Card Anywhere" in err


def test_card_text_command_reads_the_view() -> None:
    """'c NAME' in the terminal shows the rendered text of visible cards (from the seat's view only)."""
    from rokugan.cli import _card_texts
    view = {"players": [{"hand": [{"title": "Heavy Yari", "text": "Battle, bow: Melee 2 Attack."}]},
                        {"hand": 5}]}
    assert _card_texts(view, "yari") == "Heavy Yari: Battle, bow: Melee 2 Attack."
    assert _card_texts(view, "kaiu") == "No card you can see is called 'kaiu'."
