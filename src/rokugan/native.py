"""The compiled build of the LCG rules engine (optional): `rokugan native build | status | clean`.

mypyc compiles the modules of the LCG's rules flow (`MODULES`: the run loop, the framework steps and the ability
windows), its card words (`lcg/vocab*.py`), card facts and game front to C extensions placed beside their sources,
where Python's import finds them before the `.py` files. The card declarations (`lcg/sets/`) and the ability kernel
the classic CCG shares (`rokugan.ability.words`) stay Python; the words' classes built on the kernel's are non-native
(`mypyc_attr(native_class=False)`). A compiled engine plays exactly the games the sources play
(`bench/lcg_ab.py SRC COMPILED_SRC --same N` and the golden replays check it); it is faster (docs/lcg-rules.md
"Figures").

A build records the digest of each source it compiled (`lcg/_native.json`). Importing `rokugan.lcg` checks that
record: compiled modules older than their sources (an edit or a `git pull` after a build) raise `NativeStale` with
one sentence saying what to run, instead of silently running old code.
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
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent  # .../rokugan
MODULES = ("lcg/engine.py", "lcg/primitives.py", "lcg/setup.py", "lcg/round.py", "lcg/conflict.py",
           "lcg/fate_regroup.py", "lcg/ability.py", "lcg/plan.py",
           # the card words and the game's front (their classes built on the kernel's `rokugan.ability.words`,
           # which the classic CCG shares and which stays Python, are marked non-native)
           "lcg/vocab.py", "lcg/vocab_effects.py", "lcg/vocab_b1.py", "lcg/vocab_b1_piles.py", "lcg/vocab_b2.py",
           "lcg/vocab_b2_choices.py", "lcg/vocab_b3.py", "lcg/cards.py", "lcg/game.py")
GROUP = "rokugan_native"  # mypyc's shared runtime library: GROUP__mypyc.<suffix>, beside the package
STAMP = "lcg/_native.json"


class NativeError(Exception):
    """A build or clean that could not be done; the message is one sentence for the person who asked."""


class NativeStale(ImportError):
    """Compiled modules that do not match their sources."""


def _suffix() -> str:
    return importlib.machinery.EXTENSION_SUFFIXES[0]  # this interpreter's (e.g. .cpython-311-x86_64-linux-gnu.so)


def _compiled(pkg: Path) -> list[Path]:
    """The compiled files of `MODULES` present for this interpreter."""
    suf = _suffix()
    return [p for m in MODULES if (p := pkg / (m[:-3] + suf)).exists()]


def _digests(pkg: Path) -> dict[str, str]:
    return {m: hashlib.sha256((pkg / m).read_bytes()).hexdigest() for m in MODULES}


def status(pkg: Path | None = None) -> tuple[str, list[str]]:
    """("none", []) with no compiled module; ("fresh", []) when every module of `MODULES` is compiled from its
    current source; ("stale", [modules]) naming the sources that changed since the build (or are not compiled)."""
    pkg = pkg or PACKAGE
    have = _compiled(pkg)
    if not have:
        return "none", []
    try:
        built = json.loads((pkg / STAMP).read_text())
    except (OSError, ValueError):
        built = {}
    now = _digests(pkg)
    suf = _suffix()
    stale = [m for m in MODULES if built.get(m) != now[m] or not (pkg / (m[:-3] + suf)).exists()]
    return ("stale", stale) if stale else ("fresh", [])


def check(pkg: Path | None = None) -> None:
    """Raise `NativeStale` if compiled modules would run code older than their sources (fast when none is built)."""
    state, stale = status(pkg)
    if state == "stale":
        names = ", ".join(m.rsplit("/", 1)[-1] for m in stale)
        raise NativeStale(f"the compiled LCG engine is older than its sources ({names}): run `rokugan native build` "
                          "again, or `rokugan native clean` to use the sources")


def clean(pkg: Path | None = None) -> list[Path]:
    """Remove the compiled modules, mypyc's runtime library and the record; returns what was removed."""
    pkg = pkg or PACKAGE
    gone = []
    for m in MODULES:
        for suf in importlib.machinery.EXTENSION_SUFFIXES:
            p = pkg / (m[:-3] + suf)
            if p.exists():
                p.unlink()
                gone.append(p)
    for p in pkg.parent.glob(f"{GROUP}__mypyc*"):
        p.unlink()
        gone.append(p)
    if (pkg / STAMP).exists():
        (pkg / STAMP).unlink()
        gone.append(pkg / STAMP)
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
paths, tmp = ["--ignore-missing-imports", *sys.argv[1].split(",")], sys.argv[2]
setup(name="{group}", ext_modules=mypycify(paths, opt_level="3", target_dir=tmp + "/c", group_name="{group}"),
      script_args=["build_ext", "--inplace", "--build-temp", tmp + "/o", "--build-lib", tmp + "/lib"])
"""


def build(pkg: Path | None = None, log: Path | str | None = None) -> None:
    """Compile `MODULES` in place (a few minutes); raise `NativeError` with one sentence if it cannot."""
    pkg = pkg or PACKAGE
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
    clean(pkg)
    digests = _digests(pkg)  # what is compiled (a source edited during the build is then seen as stale)
    with tempfile.TemporaryDirectory(prefix="rokugan-native-") as tmp:
        out = Path(log) if log else Path(tmp) / "build.log"
        paths = ",".join(f"{pkg.name}/{m}" for m in MODULES)
        with open(out, "w") as fh:
            r = subprocess.run([sys.executable, "-c", _SETUP.format(group=GROUP), paths, tmp], cwd=pkg.parent,
                               stdout=fh, stderr=subprocess.STDOUT)
        if r.returncode != 0:
            tail = [ln for ln in out.read_text(errors="replace").splitlines() if ln.strip()][-1:]
            clean(pkg)
            raise NativeError("the compiler failed" + (f" ({tail[0].strip()[:200]})" if tail else "")
                              + (f"; its output is in {out}" if log else ""))
    (pkg / STAMP).write_text(json.dumps(digests, indent=1) + "\n")
    state, stale = status(pkg)
    if state != "fresh":
        clean(pkg)
        raise NativeError(f"the build did not produce every module ({', '.join(stale)})")
