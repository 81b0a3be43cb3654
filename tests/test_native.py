"""The compiled builds of the LCG and Battle for Rokugan engines (`rokugan native`): their records of what was
compiled, the check that keeps stale compiled modules from running, the command line; and (marked `native`, run by CI
after the suite) a real build of both that must play the same games as the sources."""

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


def _fake_bfr(tmp: Path) -> Path:
    """A package folder with copies of the BfR modules' sources, and a (fake) build of them."""
    pkg = tmp / "rokugan"
    for m in native.BFR_MODULES:
        (pkg / m).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(SRC / "rokugan" / m, pkg / m)
    suf = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.BFR_MODULES:
        (pkg / (m[:-3] + suf)).write_bytes(b"")
    (pkg.parent / f"{native.RUNTIMES['bfr']}__mypyc{suf}").write_bytes(b"")
    (pkg / native.STAMPS["bfr"]).write_text(json.dumps(native._digests(pkg, "bfr")))
    return pkg


def test_each_game_has_its_own_build_record_and_check(tmp_path: Path) -> None:
    pkg = _fake_bfr(tmp_path)
    assert native.status(pkg, "bfr") == ("fresh", [])
    assert native.status(pkg, "lcg") == ("none", [])
    native.check(pkg)
    with open(pkg / "bfr/heuristic.py", "a") as fh:
        fh.write("\n# changed\n")
    assert native.status(pkg, "bfr") == ("stale", ["bfr/heuristic.py"])
    native.check(pkg, game="lcg")  # the LCG is not held up by a stale BfR build
    with pytest.raises(native.NativeStale, match=r"^the compiled Battle for Rokugan engine is older than its sources "
                       r"\(heuristic.py\): run `rokugan native build`"):
        native.check(pkg, game="bfr")
    with pytest.raises(native.NativeStale, match="Battle for Rokugan"):
        native.check(pkg)  # every game
    assert native.clean(pkg, game="lcg") == []
    assert len(native.clean(pkg)) == len(native.BFR_MODULES) + 2
    assert native.status(pkg, "bfr") == ("none", [])


def test_command_line_names_each_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    pkg = _fake_bfr(tmp_path)
    monkeypatch.setattr(native, "PACKAGE", pkg)
    assert main(["native", "status"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["not built: the LCG engine runs from its Python sources",
                   f"built: {len(native.BFR_MODULES)} modules of the Battle for Rokugan engine are compiled and match "
                   "their sources"]
    (pkg / "bfr/state.py").write_text("# edited\n")
    assert main(["native", "status", "--game", "lcg"]) == 0
    assert main(["native", "status", "--game", "bfr"]) == 1
    assert "stale: compiled modules of the Battle for Rokugan engine older than their sources (bfr/state.py)" in (
        capsys.readouterr().out)
    assert main(["native", "clean", "--game", "lcg"]) == 0
    assert capsys.readouterr().out == "LCG: nothing to remove: the LCG engine runs from its sources\n"
    assert main(["native", "clean", "--game", "bfr"]) == 0
    assert capsys.readouterr().out == f"Battle for Rokugan: removed {len(native.BFR_MODULES) + 2} files\n"
    with pytest.raises(SystemExit):
        main(["native", "build", "--game", "ccg"])
    assert "invalid choice: 'ccg'" in capsys.readouterr().err


def test_a_stale_bfr_build_stops_a_bfr_command_with_one_sentence(tmp_path: Path) -> None:
    """Importing `rokugan.bfr` checks its build: a BfR command on a tree whose compiled BfR modules are older than
    their sources stops before running them (a copy of the package, with a fake build)."""
    pkg = _copy(tmp_path) / "rokugan"
    suf = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.BFR_MODULES:
        (pkg / (m[:-3] + suf)).write_bytes(b"")  # (never imported: the check comes first)
    (pkg / native.STAMPS["bfr"]).write_text(json.dumps(native._digests(pkg, "bfr")))
    with open(pkg / "bfr/phases.py", "a") as fh:
        fh.write("\n# changed after the build\n")
    r = subprocess.run([sys.executable, "-m", "rokugan.cli", "bench", "--game", "bfr", "--games", "1"],
                       env={"PYTHONPATH": str(tmp_path), "PATH": ""}, capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr == ("rokugan bench: the compiled Battle for Rokugan engine is older than its sources (phases.py): "
                        "run `rokugan native build` again, or `rokugan native clean` to use the sources\n")


SAME = """
import hashlib, json, pickle, sys
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.benchmark import _setup
import rokugan.lcg.engine as E
from rokugan.core import rng
print("compiled" if E.__file__.endswith(".so") and rng._HALVES else "source")
for seed in [*range(int(sys.argv[1])), 175]:  # (175: a step ends the game and still returns a decision)
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


SAME_BFR = """
import hashlib, json, sys
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.benchmark import _setup
from rokugan.bfr.agents import SearchAgent
from rokugan.bfr.heuristic import HeuristicAgent
import rokugan.bfr.heuristic as H
print("compiled" if H.__file__.endswith(".so") else "source")
n = int(sys.argv[1])
for seed in range(n):  # random play, 2 to 5 players, logging on
    g = registry.new_game("bfr", {**_setup(seed, "bfr", 2 + seed % 4), "logging": True}, seed)
    agents = [RandomAgent(seed + k) for k in range(g.num_players)]
    h = hashlib.sha256()
    k = 0
    while (d := g.pending()) is not None:
        c = agents[d.player].choose(g, d)
        h.update(json.dumps(d.to_json(), sort_keys=True).encode() + c.encode())
        g.choose(c)
        k += 1
        if k % 53 == 0:
            h.update(json.dumps(g.clone().to_json(), sort_keys=True, default=str).encode())
    h.update(json.dumps(g.to_json(), sort_keys=True, default=str).encode())
    h.update(json.dumps([g.log_lines(v) for v in (0, 1, None)], default=str).encode() + repr(g.result).encode())
    print(h.hexdigest()[:16])
for seed in range(n // 4):  # the heuristic on four seats, and the search on some of its positions
    g = registry.new_game("bfr", {**_setup(seed, "bfr", 4), "logging": True}, 7000 + seed)
    agents = [HeuristicAgent(seed * 7 + k) for k in range(4)]
    h = hashlib.sha256()
    k = 0
    while (d := g.pending()) is not None:
        if len(d.options) > 1 and (k := k + 1) % 40 == 0:
            a = SearchAgent(k, iterations=12)
            h.update(a.choose(g.clone(), d).encode() + str(a.search.last_iterations).encode())
        c = agents[d.player].choose(g, d)
        h.update(c.encode())
        g.choose(c)
    h.update(json.dumps(g.to_json(), sort_keys=True, default=str).encode() + repr(g.result).encode())
    print(h.hexdigest()[:16])
"""


WORDS = """
import copy, hashlib, pickle
import rokugan.lcg.game
import rokugan.ccg.cards
from rokugan.ability import words as W
from rokugan.ccg.interp import DEFS as CCG
from rokugan.lcg.ability import DEFS as LCG
print("compiled" if W.__file__.endswith(".so") else "source")
for defs in (CCG, LCG):
    h = hashlib.sha256()
    for k in sorted(defs):
        d = defs[k]
        for x in (d, *d.abilities, *d.traits):
            p = pickle.loads(pickle.dumps(x))
            assert p == x and hash(p) == hash(x) and copy.deepcopy(x) == x and copy.copy(x) == x, (k, x)
            h.update(repr(x).encode() + x.text().encode() + type(x).__name__.encode() + type(x).__module__.encode())
    print(len(defs), h.hexdigest()[:16])
"""


def _copy(dest: Path) -> Path:
    shutil.copytree(SRC / "rokugan", dest / "rokugan", ignore=shutil.ignore_patterns("*.so", "__pycache__",
                                                                                       "_native.json"))
    return dest


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A real build (a few minutes a game) of every game's engine in a copy of the sources, and a plain copy."""
    tmp = tmp_path_factory.mktemp("native")
    copy = _copy(tmp / "src")
    native.build(copy / "rokugan")
    for game in native.GROUPS:
        assert native.status(copy / "rokugan", game) == ("fresh", [])
    return copy, _copy(tmp / "plain")


def _same(script: str, tree: Path, n: int) -> list[str]:
    out = subprocess.run([sys.executable, "-c", script, str(n)], env={"PYTHONPATH": str(tree), "PATH": ""},
                         capture_output=True, text=True, check=True)
    return out.stdout.split()


def _goldens(tree: Path, game: str, cwd: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        str(SRC.parent / "tests/golden"), "-k", game], env={"PYTHONPATH": str(tree), "PATH": ""},
                       capture_output=True, text=True, cwd=cwd)
    assert r.returncode == 0, r.stdout[-2000:]


def _core_tests(tree: Path, cwd: Path) -> None:
    """tests/core/test_core.py on the compiled core (the generator's numbers, options and decisions, pickling)."""
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        str(SRC.parent / "tests/core/test_core.py")], env={"PYTHONPATH": str(tree), "PATH": ""},
                       capture_output=True, text=True, cwd=cwd)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.native
def test_the_compiled_engine_plays_the_same_games(built: tuple[Path, Path], tmp_path: Path) -> None:
    """The compiled LCG engine must give every decision, choice, clone and pickled copy (every 97th step), final
    state, log and result of 40 random games exactly as the sources, and pass the LCG golden replays; the core
    compiled with it (its generator drawing on 32-bit halves there) passes tests/core/test_core.py."""
    copy, plain = built
    compiled = _same(SAME, copy, 40)
    assert compiled[0] == "compiled"
    sources = _same(SAME, plain, 40)
    assert sources[0] == "source"
    assert len(compiled) == 42 and compiled[1:] == sources[1:]
    _goldens(copy, "lcg", tmp_path)
    _core_tests(copy, tmp_path)


@pytest.mark.native
def test_the_compiled_card_words_serve_both_card_games_as_the_sources(built: tuple[Path, Path], tmp_path: Path) -> None:
    """The card words' kernel (`rokugan.ability.words`) is compiled with the LCG, and the classic CCG then builds its
    words on the compiled one (Python subclasses of native classes): every card of both games reads, prints
    (`repr`), pickles, copies, compares and hashes as on the sources; the golden replays (the CCG's among them) and
    the word tests of both games pass on the compiled tree."""
    copy, plain = built
    compiled = _same(WORDS, copy, 0)
    assert compiled[0] == "compiled"
    sources = _same(WORDS, plain, 0)
    assert sources[0] == "source"
    assert len(compiled) == 5 and compiled[1:] == sources[1:]
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        *(str(SRC.parent / "tests" / t) for t in (
                            "golden", "lcg/test_native_words.py", "lcg/test_game_words.py", "ccg/test_vocab_phrases.py",
                            "ccg/test_trait_headings.py", "ccg/test_ability_rules.py"))],
                       env={"PYTHONPATH": str(copy), "PATH": ""}, capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.native
def test_the_compiled_bfr_engine_plays_the_same_games(built: tuple[Path, Path], tmp_path: Path) -> None:
    """The compiled Battle for Rokugan engine must give every decision, choice, clone, final state, log and result
    of 24 random games (2-5 players) and 6 four-player games of the heuristic player, with a search's choice and
    playouts at some of their positions, exactly as the sources, and pass the BfR golden replays."""
    copy, plain = built
    compiled = _same(SAME_BFR, copy, 24)
    assert compiled[0] == "compiled"
    sources = _same(SAME_BFR, plain, 24)
    assert sources[0] == "source"
    assert len(compiled) == 31 and compiled[1:] == sources[1:]
    _goldens(copy, "bfr", tmp_path)


def test_a_stale_compiled_core_stops_whichever_game_imports_it_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The core modules every game shares (`native.CORE`: options and decisions, the seeded generator, the random
    agent) are compiled with the LCG's group; `rokugan.core` checks them before importing them, so a CCG or BfR
    command (which never imports `rokugan.lcg`) on a tree whose compiled core is older than its sources stops with one
    sentence (a copy of the package, with a fake build)."""
    assert native.CORE == ("core/decision.py", "core/rng.py", "core/agents.py")
    assert set(native.CORE) <= set(native.MODULES)
    pkg = _copy(tmp_path) / "rokugan"
    suf = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.MODULES:
        (pkg / (m[:-3] + suf)).write_bytes(b"")  # (never imported: the check comes first)
    (pkg / native.STAMP).write_text(json.dumps(native._digests(pkg, "lcg")))
    assert native.status(pkg, "lcg", native.CORE) == ("fresh", [])
    native.check_core(pkg)
    with open(pkg / "lcg/round.py", "a") as fh:  # a stale LCG module does not hold up the core (nor the CCG)
        fh.write("\n# changed after the build\n")
    native.check_core(pkg)
    with open(pkg / "core/rng.py", "a") as fh:
        fh.write("\n# changed after the build\n")
    assert native.status(pkg, "lcg", native.CORE) == ("stale", ["core/rng.py"])
    with pytest.raises(native.NativeStale, match=r"^the compiled core modules \(rokugan.core, built with the LCG "
                       r"engine\) are older than their sources \(rng.py\): run `rokugan native build`"):
        native.check_core(pkg)

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "rokugan.cli", *args], env={"PYTHONPATH": str(tmp_path),
                              "PATH": ""}, capture_output=True, text=True, cwd=tmp_path)

    for game in ("ccg", "bfr"):
        r = cli("bench", "--game", game, "--games", "1")
        assert r.returncode == 2, r.stderr
        assert r.stderr == ("rokugan bench: the compiled core modules (rokugan.core, built with the LCG engine) are "
                            "older than their sources (rng.py): run `rokugan native build` again, or `rokugan native "
                            "clean` to use the sources\n")

    # `rokugan native` still runs on a stale core (it runs none of its code): it says what is stale, and cleans
    monkeypatch.setattr(native, "PACKAGE", pkg)
    monkeypatch.setattr(native, "CORE_CHECK", True)
    with pytest.raises(SystemExit):
        native.guard_cli(["play"])
    assert capsys.readouterr().err.startswith("rokugan play: the compiled core modules")
    native.guard_cli(["native", "status"])
    assert native.CORE_CHECK is False
    native.check_core()  # (the command's own imports do not stop)
    assert main(["native", "status", "--game", "lcg"]) == 1
    assert "(lcg/round.py, core/rng.py)" in capsys.readouterr().out
    assert main(["native", "clean", "--game", "lcg"]) == 0
    assert capsys.readouterr().out == f"LCG: removed {len(native.MODULES) + 1} files\n"
    assert native.status(pkg, "lcg", native.CORE) == ("none", [])
    assert not list(pkg.glob(f"core/*{suf}"))
    native.check_core(pkg)


def test_a_stale_compiled_word_kernel_stops_whichever_game_imports_it(tmp_path: Path) -> None:
    """The card words' kernel (`native.KERNEL`, `rokugan.ability.words`) is compiled with the LCG's group, and the
    classic CCG imports it too: `rokugan.ability` (and `rokugan.core`) check it before it is imported, so a CCG command
    on a tree whose compiled kernel is older than its source stops with one sentence; `rokugan native clean` removes
    it (a copy of the package, with a fake build)."""
    assert native.KERNEL == ("ability/words.py",) and set(native.KERNEL) <= set(native.MODULES)
    pkg = _copy(tmp_path) / "rokugan"
    suf = importlib.machinery.EXTENSION_SUFFIXES[0]
    for m in native.MODULES:
        (pkg / (m[:-3] + suf)).write_bytes(b"")  # (never imported: the check comes first)
    (pkg / native.STAMP).write_text(json.dumps(native._digests(pkg, "lcg")))
    native.check_core(pkg)
    with open(pkg / "ability/words.py", "a") as fh:
        fh.write("\n# changed after the build\n")
    assert native.status(pkg, "lcg", native.KERNEL) == ("stale", ["ability/words.py"])
    with pytest.raises(native.NativeStale, match=r"^the compiled card words \(rokugan.ability.words, built with the "
                       r"LCG engine\) are older than their sources \(words.py\): run `rokugan native build`"):
        native.check_core(pkg)
    r = subprocess.run([sys.executable, "-c", "import rokugan.ability.words"], env={"PYTHONPATH": str(tmp_path),
                       "PATH": ""}, capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 1 and "NativeStale: the compiled card words" in r.stderr
    r = subprocess.run([sys.executable, "-m", "rokugan.cli", "bench", "--game", "ccg", "--games", "1"],
                       env={"PYTHONPATH": str(tmp_path), "PATH": ""}, capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("rokugan bench: the compiled card words (rokugan.ability.words")
    assert (pkg / ("ability/words" + suf)).exists()
    native.clean(pkg, "lcg")
    assert not (pkg / ("ability/words" + suf)).exists()
    native.check_core(pkg)
