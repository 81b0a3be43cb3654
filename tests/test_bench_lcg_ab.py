"""bench/lcg_ab.py: one sentence and exit 2 for bad arguments (never a traceback)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("args", [["nowhere"], ["src", "--instructions", "-1"], ["src", "--games", "0"],
                                  ["src", "--rounds", "0"], ["src", "--same", "-2"]])
def test_bad_arguments_get_one_sentence(args: list[str]) -> None:
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "lcg_ab.py"), *args], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
