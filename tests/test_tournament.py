"""Issue 11: `rokugan tournament`, a round robin of agents with a report. The same results whatever the number of
workers, the report's numbers recounted from the games saved in the record store, and the report's files."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from rokugan.cli import main
from rokugan.core.store import RecordStore
from rokugan.tournament.schedule import Outcome
from rokugan.tournament.stats import spread, wilson

ARGS = ["tournament", "--game", "ccg", "--agents", "random,heuristic", "--decks", "crab,lion,unicorn",
        "--games", "4", "--seed", "3"]


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The tiny tournament on one worker, its games saved in a record store."""
    folder = tmp_path_factory.mktemp("t1")
    db = folder / "games.sqlite3"
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main([*ARGS, "--workers", "1", "--out", str(folder / "report"), "--store", "--db", str(db)]) == 0
    return {"folder": folder / "report", "db": db, "stdout": out.getvalue(),
            "report": json.loads((folder / "report" / "report.json").read_text())}


def _table_lines(stdout: str) -> list[str]:
    return [x for x in stdout.splitlines() if "games/s" not in x and not x.startswith(("Report written", "Saved"))]


def test_one_and_two_workers_give_identical_results(one_worker: dict[str, Any], tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--workers", "2", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert json.loads((tmp_path / "report.json").read_text()) == one_worker["report"]
    assert _table_lines(out) == _table_lines(one_worker["stdout"])
    assert "Agents: win share" in out and "Matchups:" in out and "By deck:" in out and "By seat:" in out


def test_the_report_counts_the_games_that_were_played(one_worker: dict[str, Any]) -> None:
    """Every number recounted from the records in the store, each replayed to its end."""
    rep = one_worker["report"]
    store = RecordStore(one_worker["db"])
    rows = store.list(100)
    assert len(rows) == rep["games"] == 4
    points: defaultdict[str, float] = defaultdict(float)
    seat_of: Counter[tuple[str, int]] = Counter()
    deck_seats: Counter[str] = Counter()
    decisions = []
    for row in rows:
        rec = store.load(row["id"])
        game = rec.replay()
        res = game.result
        assert res is not None and res.to_json() == row["result"]  # the stored result is the replayed one
        agents, decks = rec.meta["agents"], rec.meta["decks"]
        for seat, a in enumerate(agents):
            points[a] += 0.5 if not res.winners else (1.0 if seat in res.winners else 0.0)
            seat_of[(a, seat)] += 1
            deck_seats[decks[seat]] += 1
        decisions.append(len(rec.choices))
    store.close()
    table = {r["name"]: r for r in rep["agent_table"]}
    for a in ("random", "heuristic"):
        assert table[a]["points"] == points[a]
        assert table[a]["seats"] == 4
        assert (table[a]["low"], table[a]["high"]) == pytest.approx(wilson(points[a], 4))
        assert seat_of[(a, 0)] == seat_of[(a, 1)] == 2  # each agent held each seat equally often
    assert rep["matchups"]["heuristic"]["random"]["share"] == points["heuristic"] / 4
    assert rep["matchups"]["random"]["heuristic"]["share"] == points["random"] / 4
    assert {r["name"]: r["seats"] for r in rep["entry_table"]} == dict(deck_seats)
    assert [r["seats"] for r in rep["seat_table"]] == [4, 4]
    assert rep["lengths"]["decisions"]["median"] == pytest.approx(sorted(decisions)[1] / 2 + sorted(decisions)[2] / 2)
    assert rep["lengths"]["decisions"]["mean"] == pytest.approx(sum(decisions) / 4)
    assert sorted(o["decisions"] for o in rep["outcomes"]) == sorted(decisions)


def test_the_report_is_written_as_html_png_text_and_json(one_worker: dict[str, Any]) -> None:
    folder: Path = one_worker["folder"]
    for name in ("agents.png", "matchups.png", "entries.png", "lengths.png"):
        assert (folder / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name
    page = (folder / "report.html").read_text()
    assert page.count("data:image/png;base64,") == 4  # the page stands alone
    assert page.count("<table>") == 6
    assert "<h2>Matchups</h2>" in page and "<th>heuristic</th>" in page
    for row in one_worker["report"]["entry_table"]:
        assert f"<td>{row['name']}</td>" in page
    heuristic = next(r for r in one_worker["report"]["agent_table"] if r["name"] == "heuristic")
    assert f"<td>{100 * heuristic['share']:.1f}%</td>" in page
    assert (folder / "report.txt").read_text().strip() in one_worker["stdout"]


def test_a_battle_for_rokugan_tournament_shares_each_game_among_its_seats(tmp_path: Path,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "bfr", "--players", "3", "--agents", "legal,random", "--games", "2",
                 "--clans", "crab,lion,crane,dragon", "--workers", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    rep = json.loads((tmp_path / "report.json").read_text())
    assert rep["games"] == 2 and rep["length_unit"] == "rounds"
    # each game's points go to its two agents: they add up to the number of games
    assert sum(r["points"] for r in rep["agent_table"]) == pytest.approx(2)
    assert sum(r["seats"] for r in rep["seat_table"]) == 6
    legal = rep["agent_table"][0]
    assert legal["games"] == 2 and legal["points"] == pytest.approx(sum(
        sum(1 / len(o["winners"]) for s in o["winners"] if o["agents"][s] == "legal") for o in rep["outcomes"]))
    assert rep["matchups"]["legal"]["random"]["share"] == pytest.approx(legal["points"] / 2)
    for o in rep["outcomes"]:
        assert len(set(o["entries"])) == 3  # every seat leads a different clan
    assert "an equal player: 50%" in out and "an equal clan: 33.3%" in out and "By clan:" in out


def test_a_draw_counts_a_half_and_the_length_spread() -> None:
    draw = Outcome(0, 1, ("a", "b"), ("crab", "lion"), (), "turn cap", 200, "turns", 900, None)  # type: ignore[arg-type]
    assert draw.points(0) == draw.points(1) == 0.5
    s = spread(list(range(1, 11)))
    assert (s["mean"], s["median"], s["min"], s["max"]) == (5.5, 5.5, 1, 10)
    assert s["p10"] == pytest.approx(1.9) and s["p90"] == pytest.approx(9.1)
    lo, hi = wilson(0.5, 1)
    assert 0 < lo < 0.5 < hi < 1


def test_search_agents_take_the_tournaments_iterations() -> None:
    from rokugan.tournament.schedule import make_agent
    agent = make_agent("lcg", "ismcts", 1, {"iterations": 7})
    assert agent.search.iterations == 7 and agent.search.seconds is None
    assert make_agent("lcg", "heuristic", 1, {"iterations": 7}).name == "heuristic"


def test_without_matplotlib_the_report_is_written_without_plots(one_worker: dict[str, Any], tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from rokugan.tournament import render
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)  # import fails as if it were not installed
    written = render.write(one_worker["report"], tmp_path)
    assert [p.name for p in written] == ["report.html", "report.txt", "report.json"]
    page = (tmp_path / "report.html").read_text()
    assert "No plots: they need matplotlib" in page and page.count("<table>") == 6
