"""`rokugan cards coverage|fidelity`: which cards run, and how close their rendered text reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg.abilities import rendered_text, status
from rokugan.ccg.coverage import coverage, normalise
from rokugan.cli import main

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "ccg"


def test_coverage_classifies_cards() -> None:
    cat = Catalog.builtin()
    rows = {r.card.title: r for r in coverage([cat.find("Heavy Yari"), cat.find("Hiruma Moritoki"),
                                                 cat.find("A Brave New World")])}
    assert rows["Heavy Yari"].state == "full"
    assert rows["Hiruma Moritoki"].state == "full"  # no rules text: its stats and keywords are all of it
    assert rows["A Brave New World"].state == "none"  # not a starter card: not encoded
    assert status(cat.find("Heavy Yari")) == ("full", "")


def test_coverage_command_ends_with_the_count(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from rokugan.ccg.builtin_decks import builtin_deck_text
    deck = tmp_path / "crab.l5d"
    deck.write_text(builtin_deck_text("crab"))
    assert main(["cards", "coverage", "--deck", str(deck)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("fully implemented: ") and last.endswith("/44")  # 43 cards and the going-second side


def test_coverage_command_bad_deck_is_one_sentence(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["cards", "coverage", "--deck", str(tmp_path / "missing.l5d")]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("cannot read") and "\n" not in err


def test_rendered_text_reads_like_the_card() -> None:
    assert rendered_text("heavy-yari") == "Battle, bow: Melee 2 Attack."
    assert rendered_text("a-warriors-brutality") == "Battle: Give your target opposed Personality +3F."
    assert normalise("<b>Battle, :bow::</b> Melee 2 Attack (Destroy a target ...).") == "battle bow melee 2 attack"


def test_fidelity_report_when_the_databases_are_present(capsys: pytest.CaptureFixture[str]) -> None:
    if not (DATA / "oracle").is_dir():
        pytest.skip("../shared/data is absent: the fidelity report reads the community card databases")
    assert main(["cards", "fidelity", "--data", str(DATA), "--format", "ivory"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("match closely (similarity >= 0.8): ")
    close, total = out[-1].split(": ")[1].split(" ")[0].split("/")
    assert int(total) > 0 and int(close) / int(total) >= 0.6  # the floor this report is held to
