"""The importer and the facts it produced (the packaged file needs no ../shared; the importer does)."""

from __future__ import annotations

import gzip
import json
from importlib import resources
from pathlib import Path

from rokugan.catalog import import_ccg
from rokugan.catalog.cards import EMPEROR, IVORY, TWENTY_FESTIVALS
from rokugan.catalog.ccg_catalog import Catalog


def _packaged_text() -> str:
    raw = resources.files("rokugan.catalog").joinpath("data", "ccg_cards.json.gz").read_bytes()
    return gzip.decompress(raw).decode("utf-8")


# -- facts in the packaged file ---------------------------------------------------------------------


def test_stronghold_stats(catalog: Catalog) -> None:
    castle = catalog.find("Carpenter Castle")
    assert (castle.type, castle.deck, castle.clans) == ("stronghold", "pregame", ("Crab",))
    assert (castle.province_strength, castle.gold_production, castle.starting_honor) == (9, 4, 4)
    assert castle.keywords == ("Castle",) and EMPEROR in castle.legality


def test_two_sided_stronghold_front_and_back(catalog: Catalog) -> None:
    # Missing from the Oracle export; read from the set files (front: going first).
    front = catalog.find("The Impregnable Fortress of the Crab")
    assert front.back_of is None and IVORY in front.legality and TWENTY_FESTIVALS not in front.legality
    assert (front.province_strength, front.gold_production, front.starting_honor) == (7, 4, 3)
    back = catalog.back(front.id)
    assert back is not None and back.back_of == front.id and back.title == front.title
    assert (back.province_strength, back.gold_production, back.starting_honor) == (9, 4, 3)
    assert back.legality == ()  # a deck names the front


def test_holding_gold_production_from_text(catalog: Catalog) -> None:
    mine = catalog.find("Iron Mine")
    assert mine.gold_production == 2 and mine.gold_cost == 2
    assert mine.extra["gold_alt"] == {"gold": 3, "clan": "Crab"}
    assert mine.has_text is False  # its only rules are gold production, which the engine implements
    shrine = catalog.find("Ageless Shrine")
    assert shrine.gold_production == 2
    assert shrine.extra["gold_alt"] == {"gold": 3, "paying_for": "Nonhuman"}
    assert shrine.has_text is True  # it has an Open ability besides
    dojo = catalog.find("Bushi Dojo")
    assert dojo.gold_production is None
    assert dojo.extra["gold_restricted"] == {
        "gold": 6,
        "paying_for": "action that Equips or creates a Follower",
    }


def test_experienced_cards(catalog: Catalog) -> None:
    kisada = catalog.find("Hida Kisada, the Little Bear - exp")
    assert kisada.experienced == 1 and kisada.base_title == "Hida Kisada"
    assert kisada.id == "hida-kisada-the-little-bear-exp" and kisada.has_keyword("unique")
    dairuko = catalog.find("Akodo Dairuko, the Steel Lion - exp2")
    assert dairuko.experienced == 2 and dairuko.base_title == "Akodo Dairuko"
    armor = catalog.find("Ancestral Armor of the Mantis Clan - exp")
    assert armor.experienced == 1 and armor.extra["experienced_title"] == "Yoritomo's Armor"
    assert (armor.force, armor.chi) == (3, 0)
    assert catalog.find("Border Keep - inexp").experienced == -1


def test_disambiguated_title(catalog: Catalog) -> None:
    kisada = catalog.find("Hida Kisada (Emperor)")
    assert kisada.id == "hida-kisada-emperor" and kisada.base_title == "Hida Kisada"
    assert (kisada.force, kisada.chi, kisada.gold_cost, kisada.personal_honor) == (7, 5, 12, 3)
    assert kisada.legality == ("emperor", "modern")


def test_signed_modifiers(catalog: Catalog) -> None:
    kobi = catalog.find("Kobi Sensei")
    assert (kobi.province_strength, kobi.gold_production, kobi.starting_honor) == (0, 0, -2)
    assert kobi.has_keyword("All Clans")
    soul = catalog.find("A Samurai's Soul")
    assert (soul.force, soul.chi, soul.focus, soul.gold_cost) == (2, 1, 2, 2)
    assert soul.has_text is False  # only reminder text


def test_scope_and_formats(catalog: Catalog) -> None:
    for card in catalog:
        assert card.back_of or {EMPEROR, IVORY, TWENTY_FESTIVALS} & set(card.legality), card.title
    assert len(catalog.legal_in(EMPEROR)) > 2000
    assert len(catalog.legal_in(IVORY)) > 1300
    assert len(catalog.legal_in(TWENTY_FESTIVALS)) > 1700


def test_packaged_file_holds_facts_only() -> None:
    text = _packaged_text()
    cards = json.loads(text)["cards"]
    assert not any(key in card for card in cards for key in ("text", "flavor", "flavor_text"))
    assert "Produce" not in text and "<b>" not in text  # no rules text, no HTML
    resource = resources.files("rokugan.catalog").joinpath("data", "ccg_cards.json.gz")
    assert len(resource.read_bytes()) < 512 * 1024


# -- text helpers (no data needed) ----------------------------------------------------------------


def test_holding_gold_parsing() -> None:
    assert import_ccg.holding_gold("Bow this card: Produce 2 Gold.")[:2] == (2, {})
    gold, extra, rest = import_ccg.holding_gold(
        ":bow:: Produce 2 Gold, or 3 Gold if paying for a Magistrate which may only pay for that card."
    )
    assert (gold, extra) == (2, {"gold_alt": {"gold": 3, "paying_for": "Magistrate"}}) and not rest.strip()
    gold, extra, rest = import_ccg.holding_gold(":bow:: Produce 2 Gold and lose 1 Honor.")
    assert gold == 2 and "lose 1 Honor" in rest  # a condition the facts do not encode stays as text


def test_has_text_ignores_reminders_and_keyword_lines() -> None:
    assert import_ccg.rules_left("(A Personality can only have one Weapon.)", ["Weapon"]) == ""
    assert import_ccg.rules_left("Cavalry • Samurai", ["Cavalry", "Samurai"]) == ""
    assert import_ccg.rules_left("Battle: Draw a card.", []) == "Battle: Draw a card."


def test_experience_markers() -> None:
    assert import_ccg.experience("Akodo Kobi - exp")[:2] == ("Akodo Kobi", 1)
    assert import_ccg.experience("Toturi, Seven Thunder - exp2CW") == (
        "Toturi, Seven Thunder",
        2,
        {"experience_tag": "CW"},
    )
    assert import_ccg.experience("Shiba Tsukimi - exp3.5") == ("Shiba Tsukimi", 3, {"experience": "3.5"})
    assert import_ccg.base_title("Hiruma Nikaru, the Flesh Eater - exp2", "personality") == "Hiruma Nikaru"
    assert import_ccg.base_title("Two Swords, One Cut", "strategy") == "Two Swords, One Cut"


# -- the importer on the community databases -------------------------------------------------------


def test_importer_reproduces_the_packaged_file(shared_ccg: Path, tmp_path: Path) -> None:
    out = tmp_path / "cards.json.gz"
    assert import_ccg.main([str(shared_ccg), str(out)]) == 0
    assert gzip.decompress(out.read_bytes()).decode("utf-8") == _packaged_text(), (
        "the packaged facts are stale: run python -m rokugan.catalog.import_ccg"
    )
    again = tmp_path / "again.json.gz"
    import_ccg.main([str(shared_ccg), str(again)])
    assert again.read_bytes() == out.read_bytes()  # deterministic, byte for byte


def test_missing_source_is_reported(tmp_path: Path) -> None:
    assert import_ccg.main([str(tmp_path)]) == 2
