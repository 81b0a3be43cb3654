"""CONVENTIONS "Code": ruff and mypy clean, checked with the rest of the suite."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_clean() -> None:
    pytest.importorskip("ruff", reason="ruff is installed with the [test] extra")
    r = _run("ruff", "check", "src", "tests", "bench")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_clean() -> None:
    pytest.importorskip("mypy", reason="mypy is installed with the [test] extra")
    r = _run("mypy", "src")
    assert r.returncode == 0, r.stdout + r.stderr
