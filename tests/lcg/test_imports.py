"""Each module of the LCG package can be imported first, in a fresh interpreter (the rules flow and the card words
import one another: the package loads the engine first, in the one order that works)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import rokugan.lcg

SRC = Path(rokugan.lcg.__file__).parents[2]


def test_every_lcg_module_imports_on_its_own() -> None:
    names = sorted(m.name for m in pkgutil.iter_modules(rokugan.lcg.__path__) if not m.ispkg)
    assert "vocab_b1" in names and "engine" in names
    code = ("import importlib, sys\nbad = []\nfor n in sys.argv[1:]:\n"
            "    r = __import__('subprocess').run([sys.executable, '-c', f'import rokugan.lcg.{n}'],"
            " capture_output=True, text=True)\n"
            "    if r.returncode: bad.append((n, r.stderr.strip().splitlines()[-1]))\nprint(bad)\n")
    out = subprocess.run([sys.executable, "-c", code, *names], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(SRC), "PATH": ""}).stdout.strip()
    assert out == "[]", out
