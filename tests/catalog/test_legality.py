"""Deck construction rules (CR "Deck construction rules", TF "Deck Building", EE "Deck Construction")."""

from __future__ import annotations

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.decklist import DeckList
from rokugan.catalog.legality import check_deck, construction_title
from rokugan.ccg.builtin_decks import builtin_deck


def _crab(catalog: Catalog) -> DeckList:
    """The Crab starter made Ivory-legal: its two banned Advance Warning become Strength of the Bear."""
    deck = builtin_deck("Crab", catalog)
    deck.fate = _replace(deck.fate, "advance-warning", [])
    deck.fate = _replace(deck.fate, "strength-of-the-bear", [(3, "strength-of-the-bear")])
    return deck


def test_banned_card_is_named_banned(catalog: Catalog) -> None:
    assert check_deck(builtin_deck("Crab", catalog), "ivory", catalog) == [
        "Advance Warning is banned in Ivory Extended 40/40"]


def _replace(entries: list[tuple[int, str]], old: str, new: list[tuple[int, str]]) -> list[tuple[int, str]]:
    out = [e for e in entries if e[1] != old]
    return out + new


def test_base_deck_is_legal(catalog: Catalog) -> None:
    assert check_deck(_crab(catalog), "ivory", catalog) == []


def test_too_many_copies(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.dynasty.append((1, "iron-mine"))  # 4 Iron Mine
    problems = check_deck(deck, "ivory", catalog)
    assert problems == ["Iron Mine: 4 copies (at most 3 of a card by title)"]


def test_unique_twice(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.dynasty = _replace(
        deck.dynasty, "hida-iguchi", [(2, "hida-iguchi"), (1, "hida-kisada-the-little-bear-exp")]
    )
    problems = check_deck(deck, "ivory", catalog)
    assert problems == ["Hida Kisada, the Little Bear - exp: 2 copies of a Unique card (at most 1)"]


def test_wrong_deck_size(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.fate = _replace(deck.fate, "fall-back", [])
    deck.dynasty = _replace(deck.dynasty, "hida-gojiro", [(1, "hida-gojiro")])
    problems = check_deck(deck, "ivory", catalog)
    assert "the Dynasty deck has 38 cards; the minimum is 40" in problems
    assert "the Fate deck has 37 cards; the minimum is 40" in problems
    assert len(problems) == 2


def test_more_than_forty_is_fine(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.fate.append((3, "a-champions-strike"))
    assert check_deck(deck, "ivory", catalog) == []


def test_illegal_card(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.dynasty = _replace(deck.dynasty, "hida-reigoro", [(2, "hida-reigoro"), (1, "hida-kisada-emperor")])
    assert check_deck(deck, "ivory", catalog) == [
        "Hida Kisada (Emperor) is not legal in Ivory Extended 40/40"
    ]
    # The Ivory Strongholds may not be used in Twenty Festivals.
    problems = check_deck(_crab(catalog), "twenty_festivals", catalog)
    assert "The Impregnable Fortress of the Crab is not legal in Twenty Festivals 40/40" in problems


def test_card_in_the_wrong_deck(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.fate.append((1, "kobune-port"))
    deck.dynasty.append((1, "a-champions-strike"))
    problems = check_deck(deck, "ivory", catalog)
    assert problems == [
        "A Champion's Strike is a Fate card but is in the Dynasty deck",
        "Kobune Port is a Dynasty card but is in the Fate deck",
    ]


def test_stronghold_rules(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.stronghold = None
    assert "the deck has no Stronghold (exactly one is required)" in check_deck(deck, "ivory", catalog)
    deck = _crab(catalog)
    deck.pregame.append("the-honorable-garrison-of-the-lion")
    assert "the deck has 2 Strongholds (exactly one is allowed)" in check_deck(deck, "ivory", catalog)
    deck = _crab(catalog)
    deck.stronghold = "the-impregnable-fortress-of-the-crab-back"
    assert any("front side" in p for p in check_deck(deck, "ivory", catalog))


def test_sensei_rules(catalog: Catalog) -> None:
    deck = _crab(catalog)
    deck.sensei = "todori-sensei"  # Crab Clan Sensei
    assert check_deck(deck, "ivory", catalog) == []
    deck.sensei = "mahatsu-sensei"  # All Clans
    assert check_deck(deck, "ivory", catalog) == []
    deck.sensei = "akagi-sensei"  # Crane Clan only (TF "Sensei")
    assert check_deck(deck, "ivory", catalog) == ["Akagi Sensei is for Crane; the Stronghold is Crab"]
    deck.sensei = "todori-sensei"
    deck.pregame.append("mahatsu-sensei")
    assert "the deck has 2 Senseis (at most one is allowed)" in check_deck(deck, "ivory", catalog)


def test_experienced_versions_count_apart(catalog: Catalog) -> None:
    # CR: versions with different Experienced levels count as different cards ...
    plain = catalog.find("Akodo Dairuko")
    exp2 = catalog.find("Akodo Dairuko, the Steel Lion - exp2")
    assert construction_title(plain) == ("akodo dairuko", "")
    assert construction_title(exp2) == ("akodo dairuko", "exp2")
    # ... and an "Experienced <title>" keyword gives the experienced identity of another title.
    assert construction_title(catalog.find("Ancestral Armor of the Mantis Clan - exp")) == (
        "yoritomo's armor",
        "exp",
    )
    # CR "Soul of": equivalent to the older card (here at its experience level) for deck construction.
    assert construction_title(catalog.find("Bayushi Rentatsu")) == ("bayushi goshiu", "exp3")
    deck = builtin_deck("Lion", catalog)
    deck.dynasty = _replace(deck.dynasty, "matsu-morito", [(1, "akodo-dairuko-exp"), (2, "matsu-morito")])
    problems = check_deck(deck, "ivory", catalog)
    assert problems == []  # Dairuko exp (Ivory legal) beside Dairuko exp2: different copies


def test_emperor_starting_holdings(catalog: Catalog) -> None:
    deck = DeckList(
        stronghold="carpenter-castle",
        dynasty=[(3, "iron-mine")]
        + [
            (3, c.id)
            for c in catalog.legal_in("emperor")
            if c.type == "personality" and not c.has_keyword("Unique")
        ][:13],
        fate=[
            (3, c.id)
            for c in catalog.legal_in("emperor")
            if c.type == "strategy" and not c.has_keyword("Unique")
        ][:14],
    )
    problems = check_deck(deck, "emperor", catalog)
    assert any("Border Keep" in p for p in problems) and any("Bamboo Harvesters" in p for p in problems)
    deck.pregame = ["border-keep", "bamboo-harvesters"]
    assert check_deck(deck, "emperor", catalog) == []
    deck.pregame.append("border-keep-exp2")
    assert any("one version of Border Keep" in p for p in check_deck(deck, "emperor", catalog))
    # Outside Emperor nothing but a Stronghold and a Sensei starts in play.
    ivory = _crab(catalog)
    ivory.pregame.append("border-keep")
    assert "Border Keep cannot start in play in Ivory Extended 40/40" in check_deck(ivory, "ivory", catalog)
