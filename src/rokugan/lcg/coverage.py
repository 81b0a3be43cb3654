"""Card coverage for the LCG (`rokugan cards coverage --game lcg [--set core] [--deck FILE]`).

A card is *fully implemented* when it has no text, or its declaration in `lcg/sets/` is complete and a scenario
test in tests/lcg/cards names it; *partly implemented* when the declaration says what is missing (or no test names
it yet); *not implemented* otherwise (it plays with its printed values and the keywords the rules run)."""

from __future__ import annotations

from pathlib import Path

from . import ability as A
from .cards import LCGCard

TESTS = Path(__file__).resolve().parents[3] / "tests" / "lcg" / "cards"


def tested_titles() -> str | None:
    if not TESTS.is_dir():
        return None
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(TESTS.glob("test_*.py")))


def coverage(cards: list[LCGCard]) -> list[tuple[LCGCard, str, str]]:
    tests = tested_titles()
    rows = []
    for c in cards:
        d = A.DEFS.get(c.title)
        if not c.has_text:
            rows.append((c, "full", ""))
        elif d is None:
            rows.append((c, "none", ""))
        elif d.partial:
            rows.append((c, "partial", d.partial))
        elif tests is not None and f'"{c.title}"' not in tests:
            rows.append((c, "partial", "no scenario test names it"))
        else:
            rows.append((c, "full", ""))
    return rows


def coverage_lines(rows: list[tuple[LCGCard, str, str]]) -> list[str]:
    order = {"none": 0, "partial": 1, "full": 2}
    out = []
    for c, state, note in sorted(rows, key=lambda r: (order[r[1]], r[0].title)):
        label = {"full": "fully implemented", "partial": "partly implemented", "none": "not implemented"}[state]
        out.append(f"{label:20} {c.title} ({c.type}, {c.clan})" + (f" — {note}" if note else ""))
    full = sum(1 for r in rows if r[1] == "full")
    out.append(f"fully implemented: {full}/{len(rows)}")
    return out
