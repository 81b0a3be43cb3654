"""The benchmark's own report: the interpreter it ran on (its build decides much of the figure) and CPU time beside
wall time (a shared machine's load weighs on the wall clock)."""

from __future__ import annotations

import sys

import pytest

from rokugan import benchmark


def test_the_interpreter_line_names_the_version_and_executable() -> None:
    line = benchmark.interpreter()
    assert sys.executable in line
    assert ".".join(map(str, sys.version_info[:2])) in line


@pytest.mark.parametrize(("args", "shared", "says"), [
    ("'--enable-shared' '--enable-optimizations' '--with-lto'", True,
     "configured with --enable-optimizations and --with-lto"),
    ("'--enable-shared' '--prefix=/x'", True, "an unoptimized build"),
    ("'--enable-shared'", False, "interpreter linked statically"),
    ("", None, "its build options unknown"),
])
def test_the_interpreter_line_tells_an_optimized_build_from_an_unoptimized_one(
        monkeypatch: pytest.MonkeyPatch, args: str, shared: bool | None, says: str) -> None:
    monkeypatch.setattr(benchmark.platform, "python_implementation", lambda: "CPython")
    monkeypatch.setattr(benchmark.sysconfig, "get_config_var", lambda k: args if k == "CONFIG_ARGS" else None)
    monkeypatch.setattr(benchmark, "_libpython_loaded", lambda: shared)
    assert says in benchmark.interpreter()


def test_a_run_reports_games_per_cpu_second_beside_wall_time() -> None:
    r = benchmark.run(2, 0, "lcg")
    assert r["games"] == 2 and r["games_per_s"] > 0 and r["games_per_cpu_s"] > 0


def test_bench_prints_the_interpreter_and_cpu_figure(capsys: pytest.CaptureFixture[str]) -> None:
    from rokugan.cli import main
    assert main(["bench", "--game", "lcg", "--games", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("interpreter: ")
    assert any(x.startswith("lcg random games/s") and "per CPU-second" in x for x in out)
