"""RULES.md Revision 2: the four defaults changed to the Polish text's literal wording, and the former defaults
kept as rules options. Each test quotes the rule it checks (§7.6, §14, §5.1, §6.3)."""

from __future__ import annotations

import pytest

from rokugan.bfr import data as D
from rokugan.bfr.rules import RulesOptions

from .scenario import Table


def test_revision_2_defaults() -> None:
    """# BfR §7.6, §14, §5.1, §6.3 "revised": the engine's defaults are the literal readings."""
    r = RulesOptions()
    assert (r.successful_defense, r.ronin_raid_diplomacy, r.initiative_tiebreak, r.harbor_slots) == (
        "any_reason", "never", "current_first", "land")


# ------------------------------------------------------------------------------------------- §7.6


@pytest.mark.parametrize("rule,up", [("any_reason", 1), ("present", 0)])
def test_defender_placed_then_removed_still_defends(rule: str, up: int) -> None:
    """# BfR §7.6 (b): "the controller placed at least one army, navy or shinobi to defend X this round — even if
    that token was later removed" (here by an opponent's shugenja). Former default: present at step 5."""
    t = Table(["crab", "lion"], rules={"successful_defense": rule})
    t.control("lion", "lion_1")
    defender = t.put("lion", "army2", "in:lion_1")  # placed to defend (recorded at placement, §7.6 [IMPL])
    t.give("crab", "army1")
    t.choose(t.choose(t.push(("turn", 0)), "shugenja"), f"s{t.seq(defender)}")
    assert t.where(defender) == "discard"
    t.resolve()
    assert t.up("lion_1") == up


@pytest.mark.parametrize("rule,up", [("any_reason", 1), ("present", 0), ("revealed", 0)])
def test_attack_removed_during_placement_is_a_failed_attack(rule: str, up: int) -> None:
    """# BfR §7.6 (c): "an army, navy or shinobi was placed this round to attack X and was removed before or during
    resolution by anything — a shugenja, …": X is successfully defended. (The former readings do not count it: the
    token is gone before the reveal.)"""
    t = Table(["crab", "lion"], rules={"successful_defense": rule})
    t.control("crab", "crab_1")
    t.control("lion", "crab_2")
    attacker = t.put("lion", "army4", "crab_2>crab_1")
    t.give("crab", "army1")
    t.choose(t.choose(t.push(("turn", 0)), "shugenja"), f"s{t.seq(attacker)}")
    t.resolve()
    assert t.up("crab_1") == up and t.up("crab_2") == 0


def test_bluff_attack_still_gives_no_successful_defense() -> None:
    """# BfR §7.6: "A bluff is never an attack [FAQ]" — the revised reading changes nothing for a bluff."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.control("lion", "crab_2")
    t.put("lion", "bluff", "crab_2>crab_1")
    t.resolve()
    assert t.up("crab_1") == 0


def test_shinobi_attack_removed_by_a_raid_defends_the_province() -> None:
    """# BfR §7.6 (c) and §9.1: a raid that scorches the attacked province leaves it without a controller, so the
    failed shinobi attack there defends nobody (the face-up token goes to "the controller of X")."""
    t = Table(["unicorn", "crab", "lion"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    t.put("unicorn", "raid", "in:crab_1")
    t.put("lion", "shinobi2", "in:crab_1")
    t.resolve()
    assert t.ctrl("crab_1") is None and t.up("crab_1") == 0 and t.special_at("crab_1") == D.SCORCHED


def test_no_defense_when_the_failed_attack_was_on_a_peace_province() -> None:
    """# BfR §9.2: a peace province "can never be attacked", so nothing placed against it is an attack (§7.6 (c)
    does not apply to it)."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_4")
    t.control("lion", "crane_1")
    t.special("crab_4", D.PEACE)
    t.put("lion", "army5", "crane_1>crab_4")
    t.resolve()
    assert t.up("crab_4") == 0


# ------------------------------------------------------------------------------------------- §14


@pytest.mark.parametrize("placement", ["faithful", "strict"])
def test_ronin_is_never_offered_raid_or_diplomacy(placement: str) -> None:
    """# BfR §14: "A ronin CANNOT place raid or diplomacy tokens — in every engine mode, faithful placement
    included: the engine does not offer them to a ronin." """
    t = Table(["unicorn", "crab"], rules={"placement": placement})
    t.control("crab", "crab_1")
    t.s.ronin[0] = True
    t.give("unicorn", "raid", "diplomacy", "shinobi1")
    d = t.push(("turn", 0))
    assert d is not None
    assert "raid" not in d.ids() and "diplomacy" not in d.ids() and "shinobi1" in d.ids()


def test_ronin_former_default_offers_them_as_bluffs_in_faithful_mode() -> None:
    """# BfR §14 former default (ronin_raid_diplomacy=as_bluff): faithful mode offered them (removed in step 2)."""
    t = Table(["unicorn", "crab"], rules={"ronin_raid_diplomacy": "as_bluff"})
    t.control("crab", "crab_1")
    t.s.ronin[0] = True
    t.give("unicorn", "raid", "diplomacy")
    d = t.push(("turn", 0))
    assert d is not None and {"raid", "diplomacy"} <= set(d.ids())


@pytest.mark.parametrize("rule,skipped", [("never", True), ("as_bluff", False)])
def test_ronin_skip_test_ignores_raid_diplomacy_and_hostless_blessings(rule: str, skipped: bool) -> None:
    """# BfR §14: "For this test, raid and diplomacy tokens and a blessing with no legal host do not count as
    placeable, whatever the placement mode" — a faithful-mode ronin holding only those (and a bluff placed on the
    board) is skipped for the rest of the phase."""
    t = Table(["crane", "crab"], rules={"ronin_raid_diplomacy": rule})
    t.control("crab", "crab_1")
    t.s.ronin[0] = True
    t.put("crane", "bluff", "in:crab_2")  # a face-down token of its own, but no legal blessing host
    t.give("crane", "diplomacy", "raid", "blessing2")
    t.give("crab", "army1", "army2")
    d = t.push(("place_turn", 0))
    assert d is not None
    assert t.s.skipped[0] == skipped
    assert d.player == (1 if skipped else 0)


# ------------------------------------------------------------------------------------------- §6.3


def test_harbor_navy_options_are_its_land_borders_without_a_virtual_slot() -> None:
    """# BfR §6.3 (revised): "enemies may place a navy on any of the harbor province's land borders, pointing into
    it (one token per border as usual); there is no extra 'virtual' slot"."""
    t = Table(["crab", "lion"], rules={"placement": "strict"})
    t.control("lion", "lion_3")
    t.special("lion_3", D.HARBOR)
    t.give("crab", "navy3")
    d = t.choose(t.push(("turn", 0)), "navy3")
    assert d is not None
    ids = set(d.ids())
    assert not any(i.startswith("harbor>") for i in ids)
    into = {i for i in ids if i.endswith(">lion_3")}
    assert into == {f"{q}>lion_3" for q in ("dragon_1", "dragon_2", "dragon_3", "lion_2", "scorpion_2",
                                            "unicorn_2", "unicorn_3")}


def test_harbor_virtual_slot_stays_as_an_option() -> None:
    """# BfR §6.3 former default (harbor_slots=virtual_and_land): the virtual coastal slot is offered as well."""
    t = Table(["crab", "lion"], rules={"placement": "strict", "harbor_slots": "virtual_and_land"})
    t.control("lion", "lion_3")
    t.special("lion_3", D.HARBOR)
    t.give("crab", "navy3")
    d = t.choose(t.push(("turn", 0)), "navy3")
    assert d is not None and "harbor>lion_3" in d.ids() and "lion_2>lion_3" in d.ids()
