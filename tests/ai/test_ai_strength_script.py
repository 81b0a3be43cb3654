"""bench/ai_strength.py: the interval maths, one sentence and exit 2 for bad arguments, and a short real run."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "ai_strength.py"


def _mod():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("ai_strength", SCRIPT)
    assert spec is not None and spec.loader is not None
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def test_wilson_interval() -> None:
    m = _mod()
    lo, hi = m.wilson(90, 100)
    assert abs(lo - 0.8257) < 1e-3 and abs(hi - 0.9448) < 1e-3
    lo, hi = m.wilson(12, 12)
    assert abs(lo - 0.7575) < 1e-3 and hi == 1.0


@pytest.mark.parametrize("argv,what", [
    (["heuristic", "nobody"], "unknown agent 'nobody'"),
    (["heuristic", "random", "--game", "chess"], "unknown game 'chess'"),
    (["heuristic", "random", "--games", "0"], "--games must be at least 1"),
    (["heuristic", "random", "--workers", "0"], "--workers must be at least 1"),
    (["heuristic", "random", "--first", "-1"], "--first must be at least 0"),
    (["heuristic", "random", "--game", "lcg", "--players", "3"], "--players for lcg must be 2, not 3"),
    (["heuristic", "random", "--game", "bfr", "--players", "6"], "--players for bfr must be 2 to 5, not 6"),
])
def test_bad_arguments_get_one_sentence_and_exit_2(argv: list[str], what: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert _mod().main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert what in err and "\n" not in err


def test_a_short_run_prints_the_share_and_interval(capsys: pytest.CaptureFixture[str]) -> None:
    assert _mod().main(["heuristic", "random", "--game", "lcg", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "heuristic vs random (lcg):" in out and "95% interval" in out


def test_one_seat_among_several_and_the_search_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """Battle for Rokugan with 3 players: the first agent holds one seat (an equal player would get a third of the
    points); a search agent's iterations per decision and simulations per second are printed."""
    assert _mod().main(["heuristic", "legal", "--game", "bfr", "--players", "3", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "heuristic vs legal (bfr, 3 players):" in out and "an equal player: 33%" in out
    assert "simulations/s" not in out
    assert _mod().main(["ismcts", "heuristic", "--game", "bfr", "--games", "1", "--iterations", "2"]) == 0
    out = capsys.readouterr().out
    assert "ismcts vs heuristic (bfr):" in out and "2 search iterations per searched decision" in out
    assert "simulations/s" in out
    import re
    departed = re.search(r"departing from the heuristic's choice on (\d+) of (\d+)", out)
    assert departed is not None and int(departed[1]) <= int(departed[2])


def test_a_run_can_continue_another_and_reports_each_game(capsys: pytest.CaptureFixture[str]) -> None:
    """--first N plays games N.. (the same deals and seats as in a longer run); --progress prints each game."""
    assert _mod().main(["heuristic", "legal", "--game", "bfr", "--games", "3", "--progress"]) == 0
    whole = [x for x in capsys.readouterr().out.splitlines() if x.startswith("game ")]
    assert _mod().main(["heuristic", "legal", "--game", "bfr", "--games", "1", "--first", "2", "--progress"]) == 0
    part = [x for x in capsys.readouterr().out.splitlines() if x.startswith("game ")]
    assert len(whole) == 3 and whole[0].startswith("game 0:") and part[0].startswith("game 2:")
    assert part[0].split(";")[0] == whole[2].split(";")[0]
