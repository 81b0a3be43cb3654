"""The compiled builds of the rules engines (optional): `rokugan native build | status | clean [--game GAME]`.

mypyc compiles each game's group of modules (`GROUPS`) to C extensions placed beside their sources, where Python's
import finds them before the `.py` files: for the LCG (`MODULES`) the run loop, the framework steps, the ability
windows, the card words (`lcg/vocab*.py`) and the ability kernel they are built on, which the classic CCG shares and
subclasses in Python (`KERNEL`: `rokugan.ability.words`, its classes `mypyc_attr(allow_interpreted_subclasses=True)`),
the card facts and the game front, the card declarations (`lcg/sets/`) staying Python, with the three core modules
every game shares that a random game runs at each decision (`CORE`: options and decisions, the generator, the random
agent); for Battle for
Rokugan (`BFR_MODULES`) the state, the rules flow, its phases and battles, scoring, the heuristic player and the
determinization the search plays out. A
compiled engine plays exactly the games the sources play (`bench/lcg_ab.py SRC COMPILED_SRC --same N`,
`bench/bfr_search_ab.py SRC COMPILED_SRC` and the golden replays check it); it is faster (docs/lcg-rules.md and
docs/bfr-rules.md, "Figures").

A build records the digest of each source it compiled (`lcg/_native.json`, `bfr/_native.json`). Importing a game's
package (`rokugan.lcg`, `rokugan.bfr`) checks its record: compiled modules older than their sources (an edit or a
`git pull` after a build) raise `NativeStale` with one sentence saying what to run, instead of silently running
old code; `rokugan.core` and `rokugan.ability` check the core modules and the kernel of the LCG's group the same way
(`check_core`), for whichever game imports them first.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent  # .../rokugan
MODULES = ("lcg/engine.py", "lcg/primitives.py", "lcg/setup.py", "lcg/round.py", "lcg/conflict.py",
           "lcg/fate_regroup.py", "lcg/ability.py", "lcg/plan.py",
           # the card words and the game's front, and the words' kernel (`KERNEL`), which the classic CCG shares
           # (its words subclass the kernel's in Python: `allow_interpreted_subclasses`)
           "ability/words.py", "lcg/vocab.py", "lcg/vocab_effects.py", "lcg/vocab_b1.py", "lcg/vocab_b1_piles.py",
           "lcg/vocab_b2.py", "lcg/vocab_b2_choices.py", "lcg/vocab_b3.py", "lcg/cards.py", "lcg/game.py",
           # what every game shares and a random game runs at each decision (options, decisions, the seeded
           # generator, the random agent): in the LCG's group, whose calls to them are then native calls; the other
           # games (the CCG, BfR, the web server, the RL API) call them as extension classes
           *("core/decision.py", "core/rng.py", "core/agents.py"))
CORE = tuple(m for m in MODULES if m.startswith("core/"))  # checked by `rokugan.core` itself (`check_core`)
KERNEL = ("ability/words.py",)  # checked by `rokugan.ability` (and `rokugan.core`): the CCG imports it too
GROUP = "rokugan_native"  # mypyc's shared runtime library: GROUP__mypyc.<suffix>, beside the package
STAMP = "lcg/_native.json"
# Battle for Rokugan: what a game and a search playout run (cards.py stays Python: mypyc 2.4 fails on its lambdas
# nested in lambdas at module level; game.py too: BfRGame subclasses the interpreted core Game)
BFR_MODULES = ("bfr/data.py", "bfr/board.py", "bfr/state.py", "bfr/primitives.py", "bfr/flow.py", "bfr/phases.py",
               "bfr/resolution.py",
               "bfr/scoring.py", "bfr/heuristic.py", "bfr/determinize.py")
GROUPS: dict[str, tuple[str, ...]] = {"lcg": MODULES, "bfr": BFR_MODULES}
RUNTIMES = {"lcg": GROUP, "bfr": "rokugan_native_bfr"}  # one shared runtime library per group
STAMPS = {"lcg": STAMP, "bfr": "bfr/_native.json"}
TITLES = {"lcg": "LCG", "bfr": "Battle for Rokugan"}  # "the compiled <title> engine"


class NativeError(Exception):
    """A build or clean that could not be done; the message is one sentence for the person who asked."""


class NativeStale(ImportError):
    """Compiled modules that do not match their sources."""


def _suffix() -> str:
    return importlib.machinery.EXTENSION_SUFFIXES[0]  # this interpreter's (e.g. .cpython-311-x86_64-linux-gnu.so)


def _games(game: str | None) -> list[str]:
    """The games `game` names (None: all of them)."""
    if game is None:
        return list(GROUPS)
    if game not in GROUPS:
        raise NativeError(f"no compiled build for the game {game!r}: choose {' or '.join(GROUPS)}")
    return [game]


def _digests(pkg: Path, game: str = "lcg") -> dict[str, str]:
    return {m: hashlib.sha256((pkg / m).read_bytes()).hexdigest() for m in GROUPS[game]}


def status(pkg: Path | None = None, game: str = "lcg", only: tuple[str, ...] | None = None) -> tuple[str, list[str]]:
    """For one game's group: ("none", []) with no compiled module; ("fresh", []) when every module of the group is
    compiled from its current source; ("stale", [modules]) naming the sources that changed since the build (or are
    not compiled). `only`: the same for those modules of the group alone."""
    pkg = pkg or PACKAGE
    mods = GROUPS[game] if only is None else only
    suf = _suffix()
    if not any((pkg / (m[:-3] + suf)).exists() for m in mods):
        return "none", []
    try:
        built = json.loads((pkg / STAMPS[game]).read_text())
    except (OSError, ValueError):
        built = {}
    stale = [m for m in mods if built.get(m) != hashlib.sha256((pkg / m).read_bytes()).hexdigest()
             or not (pkg / (m[:-3] + suf)).exists()]
    return ("stale", stale) if stale else ("fresh", [])


CORE_CHECK = True  # off for `rokugan native ...` alone (`guard_cli`), which runs none of the core's code


def check_core(pkg: Path | None = None) -> None:
    """Raise `NativeStale` if compiled core modules (`CORE`) or the compiled card-word kernel (`KERNEL`), built with
    the LCG's group, are older than their sources: `rokugan.core` and `rokugan.ability` call it before importing them,
    so whichever game is imported first stops with one sentence."""
    if not CORE_CHECK:
        return
    for mods, what in ((CORE, "core modules (rokugan.core"), (KERNEL, "card words (rokugan.ability.words")):
        state, stale = status(pkg, "lcg", mods)
        if state == "stale":
            names = ", ".join(m.rsplit("/", 1)[-1] for m in stale)
            raise NativeStale(f"the compiled {what}, built with the LCG engine) are older than their sources "
                              f"({names}): run `rokugan native build` again, or `rokugan native clean` to use the "
                              "sources")


def check(pkg: Path | None = None, game: str | None = None) -> None:
    """Raise `NativeStale` if compiled modules of `game` (None: of every game) would run code older than their
    sources (fast when none is built)."""
    for g in _games(game):
        state, stale = status(pkg, g)
        if state == "stale":
            names = ", ".join(m.rsplit("/", 1)[-1] for m in stale)
            raise NativeStale(f"the compiled {TITLES[g]} engine is older than its sources ({names}): run `rokugan "
                              "native build` again, or `rokugan native clean` to use the sources")


def guard_cli(argv: list[str]) -> None:
    """`rokugan.cli` calls it before importing `rokugan.core` (which it needs for every command): on a stale compiled
    core, `rokugan native status | clean | build` still run (they run none of its code), any other command stops
    with one sentence (exit status 2) instead of a traceback."""
    global CORE_CHECK
    if argv[:1] == ["native"]:
        CORE_CHECK = False
        return
    try:
        check_core()
    except NativeStale as e:
        cmd = f" {argv[0]}" if argv and not argv[0].startswith("-") else ""
        print(f"rokugan{cmd}: {e}", file=sys.stderr)
        raise SystemExit(2) from None


def clean(pkg: Path | None = None, game: str | None = None) -> list[Path]:
    """Remove the compiled modules of `game` (None: of every game), their mypyc runtime library and record; returns
    what was removed."""
    pkg = pkg or PACKAGE
    gone = []
    for g in _games(game):
        for m in GROUPS[g]:
            for suf in importlib.machinery.EXTENSION_SUFFIXES:
                p = pkg / (m[:-3] + suf)
                if p.exists():
                    p.unlink()
                    gone.append(p)
        for p in pkg.parent.glob(f"{RUNTIMES[g]}__mypyc*"):
            p.unlink()
            gone.append(p)
        if (pkg / STAMPS[g]).exists():
            (pkg / STAMPS[g]).unlink()
            gone.append(pkg / STAMPS[g])
    return gone


# mypyc compiles `isinstance(x, C)` for a class C of a compiled module as checks of x's exact type against C and
# the subclasses it knows; for a non-native class (the card words, `mypyc_attr(native_class=False)`) those checks
# miss subclasses defined in other modules (`isinstance(SacrificeFriendlyB1(...), V.SacrificeFriendly)` was False).
# The build leaves such checks to Python's isinstance.
_SETUP = """
import sys
from mypy.nodes import RefExpr, TupleExpr, TypeInfo
from mypyc.irbuild import specialize
from setuptools import setup
from mypyc.build import mypycify

def non_native(builder, e):
    if isinstance(e, TupleExpr):
        return any(non_native(builder, x) for x in e.items)
    if isinstance(e, RefExpr) and isinstance(e.node, TypeInfo):
        ir = builder.mapper.type_to_ir.get(e.node)
        return ir is not None and not ir.is_ext_class
    return False

def guarded(f):
    def g(builder, expr, callee):
        if len(expr.args) == 2 and non_native(builder, expr.args[1]):
            return None
        return f(builder, expr, callee)
    return g

fs = specialize.specializers[("builtins.isinstance", None)]
fs[:] = [guarded(f) for f in fs]
tmp = sys.argv[2]
# a fresh type-check cache per build: a cache left by another game's build can change what mypy infers in import cycles
paths = ["--ignore-missing-imports", "--cache-dir=" + tmp + "/cache", *sys.argv[1].split(",")]
setup(name="{group}", ext_modules=mypycify(paths, opt_level="3", target_dir=tmp + "/c", group_name="{group}"),
      script_args=["build_ext", "--inplace", "--build-temp", tmp + "/o", "--build-lib", tmp + "/lib"])
"""


def build(pkg: Path | None = None, log: Path | str | None = None, game: str | None = None,
          on_start: Callable[[str], None] | None = None) -> None:
    """Compile the modules of `game` (None: of every game, one after the other, calling `on_start(game)` before
    each) in place (a few minutes each); raise `NativeError` with one sentence if it cannot."""
    pkg = pkg or PACKAGE
    games = _games(game)
    try:
        import mypyc  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError:
        raise NativeError("the compiled build needs mypy (with mypyc) and setuptools: "
                          "pip install 'rokugan[native]' (or pip install mypy setuptools)") from None
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None:
        raise NativeError("the compiled build needs a C compiler (cc or gcc) and the Python headers")
    if not os.access(pkg, os.W_OK) or not os.access(pkg.parent, os.W_OK):
        raise NativeError(f"cannot write beside the package in {pkg.parent}")
    if log:
        try:
            Path(log).write_text("")  # each game's compiler output is added to it
        except OSError as e:
            raise NativeError(f"cannot write the compiler's output to {log} ({e.strerror})") from None
    for g in games:
        if on_start:
            on_start(g)
        _build_one(pkg, g, log)


def _build_one(pkg: Path, game: str, log: Path | str | None) -> None:
    clean(pkg, game)
    digests = _digests(pkg, game)  # what is compiled (a source edited during the build is then seen as stale)
    with tempfile.TemporaryDirectory(prefix="rokugan-native-") as tmp:
        out = Path(log) if log else Path(tmp) / "build.log"
        paths = ",".join(f"{pkg.name}/{m}" for m in GROUPS[game])
        with open(out, "a" if log else "w") as fh:
            # the type checker must see this package only: another tree on PYTHONPATH (as when the tests build a
            # copy) makes it fail to infer attributes across the import cycles of `bfr`
            env = {**os.environ, "PYTHONPATH": str(pkg.parent)}
            r = subprocess.run([sys.executable, "-c", _SETUP.format(group=RUNTIMES[game]), paths, tmp],
                               cwd=pkg.parent, stdout=fh, stderr=subprocess.STDOUT, env=env)
        if r.returncode != 0:
            tail = [ln for ln in out.read_text(errors="replace").splitlines() if ln.strip()][-1:]
            clean(pkg, game)
            raise NativeError(f"the compiler failed on the {TITLES[game]} engine"
                              + (f" ({tail[0].strip()[:200]})" if tail else "")
                              + (f"; its output is in {out}" if log else ""))
    (pkg / STAMPS[game]).write_text(json.dumps(digests, indent=1) + "\n")
    state, stale = status(pkg, game)
    if state != "fresh":
        clean(pkg, game)
        raise NativeError(f"the build of the {TITLES[game]} engine did not produce every module ({', '.join(stale)})")
