"""Reading and writing deck lists (.l5d and plain lists)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.decklist import DeckList, DeckListError, load_l5d, parse_decklist, read_plain, write_l5d

from .conftest import STARTERS

SMALL = """\
# Pre-Game (2)

# Stronghold (1)
1 The Impregnable Fortress of the Crab

# Sensei (1)
1 Todori Sensei

# Dynasty (5)

# Holdings (3)
3 Iron Mine

# Personalities (2)
1 Hida Kisada, the Little Bear - exp
1 Hida Iguchi

# Fate (4)

# Items (1)
1 Naginata

# Strategy (3)
3 Focus
"""


def test_reads_l5d_sections(catalog: Catalog) -> None:
    deck = parse_decklist(SMALL, catalog, "small")
    assert deck.stronghold == "the-impregnable-fortress-of-the-crab"
    assert deck.sensei == "todori-sensei"
    assert deck.pregame == []
    assert deck.dynasty == [(3, "iron-mine"), (1, "hida-kisada-the-little-bear-exp"), (1, "hida-iguchi")]
    assert deck.fate == [(1, "naginata"), (3, "focus")]
    assert (deck.dynasty_size, deck.fate_size, deck.name) == (5, 4, "small")
    assert deck.warnings == []


def test_round_trip(catalog: Catalog) -> None:
    deck = parse_decklist(SMALL, catalog)
    text = write_l5d(deck, catalog)
    assert text == SMALL  # already in Egg's layout: written back unchanged
    again = parse_decklist(text, catalog)
    assert again == deck


def test_write_groups_by_type(catalog: Catalog) -> None:
    deck = DeckList(
        stronghold="carpenter-castle",
        dynasty=[(2, "hida-iguchi"), (3, "iron-mine")],
        fate=[(3, "focus"), (1, "ring-of-earth"), (2, "naginata")],
        name="mixed",
    )
    text = write_l5d(deck, catalog)
    assert text.index("# Holdings (3)") < text.index("# Personalities (2)")
    assert text.index("# Items (2)") < text.index("# Rings (1)") < text.index("# Strategy (3)")
    again = parse_decklist(text, catalog)
    assert again.counts() == deck.counts() and again.stronghold == deck.stronghold
    assert write_l5d(again, catalog) == text


def test_plain_list_uses_the_catalog_for_decks(catalog: Catalog) -> None:
    text = "1 Carpenter Castle\n3 Iron Mine\n2x Naginata\nHoldings (3):\n1 Hida Iguchi\n"
    deck = read_plain(text, catalog)
    assert deck.stronghold == "carpenter-castle"
    assert deck.dynasty == [(3, "iron-mine"), (1, "hida-iguchi")]
    assert deck.fate == [(2, "naginata")]
    assert parse_decklist(text, catalog) == deck


def test_lenient_readings_are_reported(catalog: Catalog) -> None:
    text = "1 The Golden Plains of the Unicorn (1)\n1 Moto Naleesh, the Living Goddess\n1 School of Wizardy\n"
    deck = read_plain(text, catalog)
    assert deck.stronghold == "the-golden-plains-of-the-unicorn"
    assert deck.dynasty == [(1, "moto-naleesh-the-living-goddess-exp"), (1, "school-of-wizardry")]
    assert [w.split(":")[0] for w in deck.warnings] == ["line 1", "line 2", "line 3"]


@pytest.mark.parametrize(
    ("text", "line_no", "needle"),
    [
        ("# Dynasty\n3 Iron Mine\n2 No Such Card Anywhere\n", 3, "unknown card"),
        ("# Dynasty\n3 Iron Mine\nthree Iron Mine\n", 3, "expected 'N Title'"),
        ("# Fate\n0 Focus\n", 2, "at least 1"),
        ("1 Carpenter Castle\n\n1 Daigotsu Kanpeki\n", 3, "ambiguous"),
    ],
)
def test_errors_name_the_line(catalog: Catalog, text: str, line_no: int, needle: str) -> None:
    with pytest.raises(DeckListError) as err:
        parse_decklist(text, catalog)
    assert err.value.line_no == line_no
    assert needle in str(err.value) and f"line {line_no}:" in str(err.value)
    assert err.value.line == text.splitlines()[line_no - 1]


def test_every_ivory_starter_loads(catalog: Catalog, shared_ccg: Path) -> None:
    files = sorted(STARTERS.glob("*.l5d"))
    assert len(files) == 9
    for path in files:
        deck = load_l5d(path, catalog)
        assert deck.stronghold is not None, path.name
        assert catalog.back(deck.stronghold) is not None  # Ivory Strongholds are two-sided
        assert (deck.dynasty_size, deck.fate_size) == (40, 40), path.name
        assert deck.name == path.stem
    phoenix = load_l5d(STARTERS / "Ivory Phoenix Starter.l5d", catalog)
    assert any("School of Wizardry" in w for w in phoenix.warnings)


def test_json_round_trip(catalog: Catalog) -> None:
    deck = parse_decklist(SMALL, catalog, "small")
    data = deck.to_json()
    assert data["dynasty"][0] == [3, "iron-mine"]
    assert DeckList.from_json(data) == deck


def test_every_problem_is_reported_at_once_and_corrections_are_said() -> None:
    """Issue 14: deck import reports every problem at once, says when a typo was corrected, accepts a Stronghold
    line without a count, recognises an LCG deck, and refuses a list that names no cards."""
    import pytest

    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import DeckListError, parse_decklist
    cat = Catalog.builtin()
    with pytest.raises(DeckListError) as e:
        parse_decklist("3 Iron Mine\n2 No Such Card\n1 Foo Bar Baz\n", cat)
    assert "2 lines could not be read" in str(e.value) and "No Such Card" in str(e.value) and "Foo Bar Baz" in str(
        e.value)
    deck = parse_decklist("The Impregnable Fortress of the Crab\n3 Hida Kisadda, the Little Bear - exp\n", cat)
    assert deck.stronghold is not None and any("close spelling" in w for w in deck.warnings)
    with pytest.raises(DeckListError, match="The Card Game"):
        parse_decklist('{"name": "Lion", "format": "standard", "cards": {"core-akodo-toturi": 1}}', cat)
    with pytest.raises(DeckListError, match="The Card Game"):
        parse_decklist("Stronghold\n1x Shizuka Toshi\nRole\n1x Keeper of Air\nProvinces (5)\n"
                       "Dynasty Deck (40)\nConflict Deck (40)\n", cat)
    with pytest.raises(DeckListError, match="names no cards"):
        parse_decklist("# Dynasty\n# Fate\n", cat)


def test_labelled_stronghold_line_and_did_you_mean_for_a_title_with_versions() -> None:
    """Issue 14: "Stronghold: Title" (also Sensei:, Wind:) is that card without a count, and a label that does not
    fit the card is refused; a typo in a title several versions share names them (never picks one)."""
    import pytest

    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import DeckListError, parse_decklist
    cat = Catalog.builtin()
    deck = parse_decklist("Stronghold: The Impregnable Fortress of the Crab\n3 Iron Mine\n", cat)
    assert deck.stronghold == "the-impregnable-fortress-of-the-crab" and deck.dynasty == [(3, "iron-mine")]
    with pytest.raises(DeckListError, match="Iron Mine is a Holding, not a Stronghold"):
        parse_decklist("Stronghold: Iron Mine\n", cat)
    with pytest.raises(DeckListError, match=r"did you mean: .*Hida Kisada"):
        parse_decklist("The Impregnable Fortress of the Crab\n3 Hida Kisda\n", cat)
