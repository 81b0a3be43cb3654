"""The README's "A researcher's first five minutes" runs as written: every Python snippet of that section (a
PettingZoo loop, an OpenSpiel game, an OpenSpiel bot) and its tournament command (issue 11)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, open_spiel) is not installed")
pytest.importorskip("pyspiel", reason="the rl extra (pettingzoo, open_spiel) is not installed")

from rokugan.cli import main  # noqa: E402

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()
SECTION = README[README.index("## A researcher's first five minutes"):README.index("## For programs")]


def _blocks(lang: str) -> list[str]:
    return [part.split("```", 1)[0] for part in SECTION.split(f"```{lang}\n")[1:]]


def test_the_section_links_the_ai_document_and_has_three_steps() -> None:
    assert "(docs/ai.md)" in SECTION and (Path(__file__).resolve().parents[1] / "docs" / "ai.md").exists()
    assert len(_blocks("python")) == 3 and len(_blocks("sh")) == 1


@pytest.mark.parametrize("k", range(3))
def test_each_python_snippet_runs(k: int, capsys: pytest.CaptureFixture[str]) -> None:
    code = _blocks("python")[k]
    exec(compile(code, f"README.md (research snippet {k + 1})", "exec"), {})
    if "print(" in code:
        assert "[" in capsys.readouterr().out  # the returns


def test_the_tournament_command_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = shlex.split(_blocks("sh")[0].strip())
    assert words[0].endswith("rokugan") and words[1] == "tournament"
    args = words[1:]
    args[args.index("--out") + 1] = str(tmp_path / "report")
    assert main([*args, "--workers", "1"]) == 0
    assert "heuristic" in capsys.readouterr().out and (tmp_path / "report" / "report.html").exists()
