"""BfR §9: special tokens (replacement rules, scorched earth, peace, shrine, battlefield, harbor)."""

from __future__ import annotations

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr import primitives as P

from .scenario import Table


def test_one_special_token_per_province_and_card_tokens_replace_each_other() -> None:
    """# BfR §9 / §19 item 9: placing a new special token replaces the one there, which goes back to the supply;
    territory-card tokens can replace one another."""
    t = Table(["crab", "lion"])
    t.special("crab_1", D.HONOR1)
    t.special("crab_1", D.DEF2)
    assert t.special_at("crab_1") == D.DEF2 and t.s.special_supply[D.HONOR1] == 2
    t.special("crab_1", D.HARBOR)
    assert t.s.harbor == B.P_INDEX["crab_1"] and t.s.special_supply[D.DEF2] == 1
    t.special("crab_1", D.SHRINE)
    assert t.s.harbor == -1 and t.s.special_supply[D.HARBOR] == 1
    t.check()


def test_peace_and_scorched_earth_are_never_replaced() -> None:
    """# BfR §9 / §19 item 10: peace and scorched earth cannot be replaced, not even by each other."""
    t = Table(["crab", "lion"])
    t.special("crab_1", D.PEACE)
    t.special("crab_2", D.SCORCHED)
    s = t.s
    for code in (D.SCORCHED, D.PEACE, D.HONOR1, D.SHRINE):
        assert not P.put_special(s, B.P_INDEX["crab_1"], code)
        assert not P.put_special(s, B.P_INDEX["crab_2"], code)
    assert t.special_at("crab_1") == D.PEACE and t.special_at("crab_2") == D.SCORCHED


def test_peace_or_scorched_earth_replace_any_other_special_token() -> None:
    """# BfR §9: "Peace or scorched earth may replace any other special token." """
    t = Table(["crab", "lion"])
    t.special("crab_1", D.BATTLEFIELD)
    t.special("crab_1", D.PEACE)
    t.special("crab_2", D.HONOR4)
    t.special("crab_2", D.SCORCHED)
    assert t.s.special_supply[D.BATTLEFIELD] == 1 and t.s.special_supply[D.HONOR4] == 1


def test_cards_cannot_target_peace_or_scorched_provinces() -> None:
    """# BfR §9: "A card effect cannot put a special token into a province that holds peace or scorched earth; the
    target must be a different province." """
    t = Table(["crab", "lion"])
    t.special("crab_1", D.PEACE)
    t.special("crab_2", D.SCORCHED)
    t.card("lion", "Honorable Fight")
    d = t.push(("upkeep_turn", 1, 0))
    d = t.choose(d, f"c{D.CARD_INDEX['Honorable Fight']}")
    assert d is not None and "crab_1" not in d.ids() and "crab_2" not in d.ids() and "crab_4" in d.ids()


def test_scorched_earth_removes_control_and_nobody_controls_it_again() -> None:
    """# BfR §9.1: "Nobody can control or attack the province for the rest of the game. Any control tokens there
    are removed when the token arrives." """
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=2, up=1)
    t.special("crab_1", D.SCORCHED)
    assert t.ctrl("crab_1") is None and t.s.supply[0] == 30
    t.control("lion", "crab_2")
    t.put("lion", "shinobi2", "in:crab_1")
    t.resolve()
    assert t.ctrl("crab_1") is None


def test_peace_province_cannot_be_attacked_and_still_scores() -> None:
    """# BfR §9.2: the province can never be attacked; its controller keeps it, and its control tokens still
    score."""
    from rokugan.bfr.scoring import score_breakdown

    t = Table(["crab", "lion"])
    t.control("crab", "crab_4", down=1, up=1)
    t.control("lion", "crane_1")
    t.special("crab_4", D.PEACE)
    t.put("lion", "army5", "crane_1>crab_4")
    t.resolve()
    assert t.ctrl("crab_4") == "crab"
    b = score_breakdown(t.s, 0)
    assert b["flowers"] == 3 and b["face_up"] == 1


def test_shrine_cannot_be_attacked_but_its_controller_attacks_out_and_defends() -> None:
    """# BfR §9.3: the shrine province cannot be attacked; its controller may attack out through its land borders
    and may defend it, which counts as a successful defense (§7.6 b)."""
    t = Table(["dragon", "lion"])
    t.control("dragon", "dragon_2")
    t.control("lion", "lion_3")
    t.special("dragon_2", D.SHRINE)
    t.put("lion", "army5", "lion_3>dragon_2")
    t.put("dragon", "army3", "dragon_2>dragon_1")
    t.put("dragon", "army1", "in:dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == "dragon" and t.up("dragon_2") == 1
    assert t.ctrl("dragon_1") == "dragon"


def test_harbor_province_defended_by_navy_and_attacked_from_its_virtual_coast() -> None:
    """# BfR §9.5 / §6.3 (harbor_slots=virtual_and_land, the former default): while the harbor stays, the landlocked
    province is coastal: its controller may defend it with navies; others attack it with navies on its (virtual)
    coastal border without any province nearby."""
    t = Table(["crab", "lion"], rules={"harbor_slots": "virtual_and_land"})
    t.control("lion", "lion_2")
    t.control("lion", "lion_3")
    t.special("lion_2", D.HARBOR)
    t.special("lion_3", D.HONOR1)
    t.put("lion", "navy2", "in:lion_2")
    t.put("crab", "navy3", "harbor>lion_2")
    t.resolve()
    assert t.ctrl("lion_2") == "lion" and t.up("lion_2") == 1  # 2 + printed 2 against 3
    t.s.defended = [False] * B.N_PROV  # a new round
    t.put("crab", "navy2", "harbor>lion_2")
    t.put("crab", "navy1", "lion_3>lion_2")
    t.resolve()
    assert t.ctrl("lion_2") == "lion" and t.up("lion_2") == 2  # Crab 3 against printed 2 + face-up 1: a tie


def test_harbor_enemy_navy_on_a_land_border_pointing_in() -> None:
    """# BfR §6.3 [UNSURE → revised] default: "may attack it by placing navy tokens on its borders, even when they
    control no adjacent province": a navy on any land border of the harbor province, pointing into it."""
    t = Table(["crab", "lion"])
    t.control("lion", "lion_3")
    t.special("lion_3", D.HARBOR)
    t.put("crab", "navy3", "scorpion_2>lion_3")
    t.put("crab", "navy1", "unicorn_2>lion_3")
    t.resolve()
    assert t.ctrl("lion_3") == "crab"


def test_navy_on_a_land_border_of_a_non_harbor_province_is_illegal() -> None:
    """# BfR §6.3: "Navies never go on ordinary land borders"."""
    t = Table(["crab", "lion"])
    t.control("lion", "lion_3")
    t.put("crab", "navy3", "scorpion_2>lion_3")
    t.resolve()
    assert t.ctrl("lion_3") == "lion"


def test_harbor_leaving_discards_the_navy_in_its_virtual_slot() -> None:
    """# BfR §9 / §6.3 (harbor_slots=virtual_and_land): the virtual slot exists only while the harbor is there."""
    t = Table(["crab", "lion"], rules={"harbor_slots": "virtual_and_land"})
    t.special("lion_3", D.HARBOR)
    n = t.put("crab", "navy3", "harbor>lion_3")
    t.special("lion_3", D.HONOR2)
    assert t.where(n) == "discard" and not P.is_coastal(t.s, B.P_INDEX["lion_3"])
    t.check()
