"""The small YAML reader used by the importer, on the constructs PyYAML writes."""

from __future__ import annotations

import pytest

from rokugan.catalog._yaml_lite import YamlError, load

SAMPLE = """\
set: Ivory Edition
cards:
- title: An Invented Card
  types:
  - Strategy
  text: This sentence is invented for the test and belongs to no card. It continues on a second line
    so that the folded continuation is read.
  gold_cost: 0
  force: '+3'
  note: '"A quoted sentence that is also invented, folded over
    two lines."'
  is_unique: true
  decks: []
  legality: &id001
  - Modern
- title: Copy
  legality: *id001
  quoted: "<i>\\u201cAn invented\\
    \\ quotation.\\u201d</i>"
  date: 2014-03-24
  empty:
  number: '27'
"""


def test_reads_pyyaml_block_style() -> None:
    data = load(SAMPLE)
    first, second = data["cards"]
    assert data["set"] == "Ivory Edition"
    assert first["types"] == ["Strategy"]
    assert first["text"].endswith("so that the folded continuation is read.")
    assert " second line so that" in first["text"]  # folded continuation line
    assert first["gold_cost"] == 0 and first["force"] == "+3" and first["is_unique"] is True
    assert first["note"].startswith('"A quoted') and "folded over two lines" in first["note"]
    assert first["decks"] == []
    assert second["legality"] == ["Modern"]  # alias
    assert second["quoted"] == "<i>\u201cAn invented quotation.\u201d</i>"
    assert second["date"] == "2014-03-24"
    assert second["empty"] is None
    assert second["number"] == "27"


def test_single_quote_escapes_and_multiline() -> None:
    assert load("a: 'it''s'\n") == {"a": "it's"}
    assert load("a: 'one\n  two'\n") == {"a": "one two"}


def test_unsupported_construct_names_the_line() -> None:
    with pytest.raises(YamlError, match="line 2"):
        load("a: 1\nb: |\n  text\n")
