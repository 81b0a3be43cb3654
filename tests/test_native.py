"""The compiled build of the LCG engine (`rokugan native`): its record of what was compiled, the check that keeps
stale compiled modules from running, the command line; and (marked `native`, run by CI after the suite) a real
build that must play the same games as the sources."""

from __future__ import annotations

import importlib.machinery
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rokugan import native
from rokugan.cli import main

SRC = Path(native.__file__).resolve().parent.parent


def _fake_package(tmp: Path) -> Path:
    """A package folder holding copies of the compiled modules' sources (no real build)."""
    pkg = tmp / "rokugan"
    for m in native.MODULES:
        (pkg / m).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(SRC / "rokugan" / m, pkg / m)
    return pkg


def _fake_build(pkg: Path) -> None:
    suf = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.MODULES:
        (pkg / (m[:-3] + suf)).write_bytes(b"")
    (pkg.parent / f"{native.GROUP}__mypyc{suf}").write_bytes(b"")
    (pkg / native.STAMP).write_text(json.dumps(native._digests(pkg)))


def test_status_none_fresh_stale_and_clean(tmp_path: Path) -> None:
    pkg = _fake_package(tmp_path)
    assert native.status(pkg) == ("none", [])
    native.check(pkg)  # nothing built: the sources run
    _fake_build(pkg)
    assert native.status(pkg) == ("fresh", [])
    native.check(pkg)
    with open(pkg / "lcg/round.py", "a") as fh:  # an edit (or a pull) after the build
        fh.write("\n# changed\n")
    assert native.status(pkg) == ("stale", ["lcg/round.py"])
    with pytest.raises(native.NativeStale, match=r"older than its sources \(round.py\): run `rokugan native build`"):
        native.check(pkg)
    gone = native.clean(pkg)
    assert len(gone) == len(native.MODULES) + 2  # the modules, mypyc's runtime library, the record
    assert native.status(pkg) == ("none", [])


def test_a_compiled_module_without_the_record_is_stale(tmp_path: Path) -> None:
    pkg = _fake_package(tmp_path)
    _fake_build(pkg)
    (pkg / native.STAMP).unlink()
    assert native.status(pkg) == ("stale", list(native.MODULES))
    # one module missing from a build is stale too
    _fake_build(pkg)
    (pkg / (native.MODULES[0][:-3] + importlib.machinery.EXTENSION_SUFFIXES[0])).unlink()
    assert native.status(pkg) == ("stale", [native.MODULES[0]])


def test_command_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    pkg = _fake_package(tmp_path)
    monkeypatch.setattr(native, "PACKAGE", pkg)
    assert main(["native", "status"]) == 0
    assert "not built" in capsys.readouterr().out
    _fake_build(pkg)
    assert main(["native", "status"]) == 0
    assert f"built: {len(native.MODULES)} modules" in capsys.readouterr().out
    (pkg / "lcg/engine.py").write_text("# edited\n")
    assert main(["native", "status"]) == 1
    assert "stale" in capsys.readouterr().out
    # a stale build stops a command that would run the LCG with one sentence, not a traceback
    assert main(["serve", "--port", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rokugan serve: the compiled LCG engine is older than its sources (engine.py)")
    assert "Traceback" not in err
    assert main(["native", "clean"]) == 0
    assert f"removed {len(native.MODULES) + 2} files" in capsys.readouterr().out
    assert main(["native", "clean"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_bad_arguments_and_a_build_that_cannot_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["native", "compile"])
    assert e.value.code == 2
    assert "invalid choice: 'compile'" in capsys.readouterr().err
    pkg = _fake_package(tmp_path)
    monkeypatch.setattr(native, "PACKAGE", pkg)
    monkeypatch.setitem(sys.modules, "mypyc", None)  # mypy (with mypyc) not installed
    assert main(["native", "build"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("rokugan native: the compiled build needs mypy (with mypyc) and setuptools: "
                           "pip install 'rokugan[native]' (or pip install mypy setuptools)")


SAME = """
import hashlib, json, pickle, sys
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.benchmark import _setup
import rokugan.lcg.engine as E
print("compiled" if E.__file__.endswith(".so") else "source")
for seed in range(int(sys.argv[1])):
    g = registry.new_game("lcg", {**_setup(seed, "lcg"), "logging": True}, seed)
    agents = [RandomAgent(seed + k) for k in range(g.num_players)]
    h = hashlib.sha256()
    while (d := g.pending()) is not None:
        c = agents[d.player].choose(g, d)
        h.update(json.dumps(d.to_json(), sort_keys=True).encode() + c.encode())
        g.choose(c)
        if g.s.steps % 97 == 0:
            h.update(json.dumps(g.clone().to_json(), sort_keys=True, default=str).encode())
            h.update(json.dumps(pickle.loads(pickle.dumps(g)).to_json(), sort_keys=True, default=str).encode())
    h.update(json.dumps(g.to_json(), sort_keys=True, default=str).encode())
    h.update(json.dumps([g.log_lines(v) for v in (0, 1, None)], default=str).encode() + repr(g.result).encode())
    print(h.hexdigest()[:16])
"""


@pytest.mark.native
def test_the_compiled_engine_plays_the_same_games(tmp_path: Path) -> None:
    """A real build (a few minutes) of a copy of the sources: the compiled engine must give every decision, choice,
    clone, pickled copy, final state, log and result of 40 random games exactly as the sources, and pass the LCG
    golden replays."""
    copy = tmp_path / "src"
    shutil.copytree(SRC / "rokugan", copy / "rokugan", ignore=shutil.ignore_patterns("*.so", "__pycache__",
                                                                                       "_native.json"))
    native.build(copy / "rokugan")
    assert native.status(copy / "rokugan") == ("fresh", [])

    def run(tree: Path) -> list[str]:
        out = subprocess.run([sys.executable, "-c", SAME, "40"], env={"PYTHONPATH": str(tree), "PATH": ""},
                             capture_output=True, text=True, check=True)
        return out.stdout.split()

    compiled = run(copy)
    assert compiled[0] == "compiled"
    shutil.copytree(SRC / "rokugan", tmp_path / "plain" / "rokugan", ignore=shutil.ignore_patterns(
        "*.so", "__pycache__", "_native.json"))
    plain = run(tmp_path / "plain")
    assert plain[0] == "source"
    assert compiled[1:] == plain[1:]
    root = SRC.parent
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(root / "tests/golden"),
                        "-k", "lcg"], env={"PYTHONPATH": str(copy), "PATH": ""}, capture_output=True, text=True,
                       cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-2000:]
