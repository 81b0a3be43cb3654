"""BfR §20: every [UNSURE] point as a rules option, its default and its alternative. (Options tested elsewhere:
placement → test_placement, shadowlands_pairing → test_setup, emerald_empire → test_objectives, end_tie →
test_scoring; the defaults of all of them run through every other test file.)"""

from __future__ import annotations

from typing import Any

import pytest

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr.rules import RulesOptions
from rokugan.bfr.scoring import objective_met
from rokugan.bfr.view import view

from .scenario import Table


def test_unknown_options_and_values_are_refused() -> None:
    """# BfR §0.1: [UNSURE] points are configuration flags; a typo must not silently play another game."""
    with pytest.raises(ValueError):
        RulesOptions.from_json({"crab_faceup_defence": 3})
    with pytest.raises(ValueError):
        RulesOptions.from_json({"crab_faceup_defense": 4})
    assert RulesOptions.from_json({}) == RulesOptions()


@pytest.mark.parametrize("rule,lion_wins", [(2, True), (3, False)])
def test_crab_face_up_defense(rule: int, lion_wins: bool) -> None:
    """# BfR §20.2 / §15 Crab: 2 per face-up token (default) or 3."""
    t = Table(["crab", "lion"], rules={"crab_faceup_defense": rule})
    t.control("crab", "crab_1", down=1, up=2)
    t.control("lion", "crab_2")
    t.put("lion", "army5", "crab_2>crab_1")
    t.resolve()
    assert (t.ctrl("crab_1") == "lion") == lion_wins


@pytest.mark.parametrize("rule,between,uncontrolled", [("all", "crane", "crane"),
                                                        ("attacker_vs_defender", "dragon", None)])
def test_crane_tie_scope(rule: str, between: str, uncontrolled: str | None) -> None:
    """# BfR §20.3: default the Crane wins any tie for the highest total that includes it (between attackers, and
    with an uncontrolled province's bonus); alternative only a Crane attacker tied with the defender."""
    t = Table(["crane", "lion", "dragon"], rules={"crane_ties": rule})
    t.control("dragon", "lion_3")
    t.control("crane", "scorpion_2")
    t.control("lion", "lion_2")
    t.put("crane", "army3", "scorpion_2>lion_3")
    t.put("lion", "army3", "lion_2>lion_3")
    t.control("crane", "lion_1")
    t.put("crane", "army2", "lion_1>phoenix_3")  # uncontrolled capital: printed 2
    t.control("crane", "crane_2")
    t.control("dragon", "crane_3")
    t.put("crane", "army4", "crane_2>crane_3")  # Crane 4 against the Dragon's 2 + army 2
    t.put("dragon", "army2", "in:crane_3")
    t.resolve()
    assert t.ctrl("lion_3") == between
    assert t.ctrl("phoenix_3") == uncontrolled
    assert t.ctrl("crane_3") == "crane"  # both readings: a Crane attacker tied with the defender


@pytest.mark.parametrize("rule,owner", [("whole_battle", "lion"), ("pairwise", None)])
def test_phoenix_capital_with_several_attackers(rule: str, owner: str | None) -> None:
    """# BfR §20.4 (a): default the printed +2 is left out for the whole battle when the Phoenix attacks;
    alternative only when comparing with the Phoenix."""
    t = Table(["phoenix", "lion"], rules={"phoenix_capital": rule})
    t.control("phoenix", "phoenix_3")
    t.control("lion", "lion_3")
    t.put("phoenix", "army1", "phoenix_3>dragon_2")
    t.put("lion", "army2", "lion_3>dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == owner


@pytest.mark.parametrize("rule,takes", [(False, False), (True, True)])
def test_phoenix_and_the_shadowlands(rule: bool, takes: bool) -> None:
    """# BfR §20.4 (b): default the Shadowlands' +1 is not ignored; alternative every printed bonus is."""
    t = Table(["phoenix", "crab"], rules={"phoenix_ignores_shadowlands": rule})
    t.control("phoenix", "crab_1")
    t.put("phoenix", "army1", "crab_1>shadowlands_north")
    t.resolve()
    assert (t.ctrl("shadowlands_north") == "phoenix") == takes


@pytest.mark.parametrize("rule,up", [(False, 0), (True, 1)])
def test_lion_bluff_alone(rule: bool, up: int) -> None:
    """# BfR §20.5: a Lion bluff alone does not trigger (b) by default."""
    t = Table(["lion", "crab"], rules={"lion_bluff_defends_alone": rule})
    t.control("lion", "lion_3")
    t.put("lion", "bluff", "in:lion_3")
    t.resolve()
    assert t.up("lion_3") == up


def test_unicorn_swap_direction_choice() -> None:
    """# BfR §20.6: alternative "the Unicorn chooses the direction" of a token moved onto a border."""
    t = Table(["unicorn", "crab"], rules={"unicorn_swap_direction": "choose"})
    t.control("unicorn", "unicorn_1")
    t.control("unicorn", "crab_1")
    a = t.put("unicorn", "army1", "unicorn_1>unicorn_3")
    b = t.put("unicorn", "army5", "in:unicorn_1")
    d = t.choose(t.push(("unicorn",)), f"swap{t.seq(a)}-{t.seq(b)}")
    assert d is not None and set(d.ids()) == {"unicorn_1", "unicorn_3"}
    assert t.choose(d, "unicorn_3") is None
    assert t.s.target[b] == B.P_INDEX["unicorn_3"]


@pytest.mark.parametrize("rule,up", [("any_reason", 1), ("present", 0), ("revealed", 1)])
def test_successful_defense_after_an_illegal_attack(rule: str, up: int) -> None:
    """# BfR §20.7: default (revised) an attack that fails for any reason defends; the former default "present"
    counts only battles fought in step 5; the former alternative "revealed" also an attack removed in steps 2-4."""
    t = Table(["lion", "dragon"], rules={"successful_defense": rule})
    t.control("dragon", "dragon_1")
    t.put("lion", "army3", "lion_3>dragon_1")  # illegal: the Lion has no lion_3
    t.resolve()
    assert t.up("dragon_1") == up


def test_old_saved_rules_are_read_as_played() -> None:
    """# BfR §20.7 / §14: a game saved before Revision 2 names removed_attack_defends; it keeps its rules."""
    r = RulesOptions.from_json({"removed_attack_defends": False, "harbor_slots": "virtual_and_land",
                                "initiative_tiebreak": "current_last"})
    assert (r.successful_defense, r.ronin_raid_diplomacy) == ("present", "as_bluff")
    assert RulesOptions.from_json({"removed_attack_defends": True}).successful_defense == "revealed"


def test_raid_optional() -> None:
    """# BfR §20.8: default automatic; optional flag lets the owner decline."""
    t = Table(["unicorn", "crab"], rules={"raid_optional": True})
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    t.put("unicorn", "raid", "in:crab_1")
    d = t.push(("resolve",))
    assert d is not None and d.player == 0 and set(d.ids()) == {"yes", "no"}
    assert t.choose(d, "no") is None
    assert t.special_at("crab_1") == D.NONE and t.ctrl("crab_1") == "crab"


@pytest.mark.parametrize("rule,owner", [("land", "crab"), ("virtual_and_land", "crab"), ("virtual_only", "lion")])
def test_harbor_slots(rule: str, owner: str) -> None:
    """# BfR §20.9: enemy navies on the harbor province's land borders (default, revised, and the former default
    with a virtual slot as well); the alternative "virtual only" refuses them."""
    t = Table(["crab", "lion"], rules={"harbor_slots": rule})
    t.control("lion", "lion_3")
    t.special("lion_3", D.HARBOR)
    t.put("crab", "navy3", "scorpion_2>lion_3")
    t.resolve()
    assert t.ctrl("lion_3") == owner


@pytest.mark.parametrize("rule,met", [(True, True), (False, False)])
def test_harbor_coastal_for_way_of_the_sail(rule: bool, met: bool) -> None:
    """# BfR §20.9: the harbor province counts as coastal for Way of the Sail by default."""
    t = Table(["crab", "lion"], rules={"harbor_coastal_for_sail": rule})
    for q in ("crab_3", "crane_1", "crane_2", "crane_3", "islands_1", "lion_2"):
        t.control("crab", q)
    t.special("lion_2", D.HARBOR)
    assert objective_met(t.s, 0, [o[0] for o in D.OBJECTIVES].index("Way of the Sail")) == met


@pytest.mark.parametrize("rule,up", [(1, 1), (2, 2)])
def test_bless_the_lands_face_up(rule: int, up: int) -> None:
    """# BfR §20.10: one face-up and one face-down (default) or both face-up."""
    t = Table(["phoenix", "crab"], rules={"bless_the_lands_faceup": rule})
    t.special("crab_1", D.SCORCHED)
    t.card("phoenix", "Bless the Lands")
    d = t.choose(t.push(("upkeep_turn", 0, 0)), f"c{D.CARD_INDEX['Bless the Lands']}")
    t.choose(d, "crab_1")
    assert (t.up("crab_1"), t.down("crab_1")) == (up, 2 - up)


@pytest.mark.parametrize("rule,offered", [("up_to", True), ("requires_two", False)])
def test_reinforcements_short(rule: str, offered: bool) -> None:
    """# BfR §20.11: default "up to two"; alternative the card needs two armies in the discard pile."""
    t = Table(["unicorn", "crab"], rules={"reinforcements_short": rule})
    tok = t.give("unicorn", "army2")[0]
    t.s.hands[0].remove(tok)
    t.s.where[tok] = 3
    t.s.discards[0].append(tok)
    c = t.card("unicorn", "Reinforcements")
    d = t.push(("upkeep_cards", 0, 0))
    assert (d is not None and f"c{c}" in d.ids()) == offered


@pytest.mark.parametrize("rule,own_offered", [("any", True), ("opponents", False)])
def test_purge_and_dark_favors_targets(rule: str, own_offered: bool) -> None:
    """# BfR §20.12: Dark Favors and Purge the Weak target any player's tokens (default) or opponents' only."""
    t = Table(["crab", "lion"], rules={"purge_dark_targets": rule})
    t.control("crab", "crab_1")
    own = t.put("crab", "army1", "in:crab_1")
    theirs = t.put("lion", "army1", "in:lion_1")
    t.give("crab", "army2", "army3")
    c = t.card("crab", "Purge the Weak")
    d = t.choose(t.choose(t.push(("turn", 0)), f"c{c}"), "army2")
    assert d is not None and f"s{t.seq(theirs)}" in d.ids()
    assert (f"s{t.seq(own)}" in d.ids()) == own_offered


@pytest.mark.parametrize("rule,where", [("set_aside", "set aside"), ("to_hand", "hand")])
def test_bluff_removed_in_placement(rule: str, where: str) -> None:
    """# BfR §20.13: a bluff removed during placement is set aside until the next upkeep (default)."""
    t = Table(["crab", "lion"], rules={"bluff_removed_in_placement": rule})
    b = t.put("lion", "bluff", "in:lion_1")
    t.give("crab", "army1")
    t.choose(t.choose(t.push(("turn", 0)), "shugenja"), f"s{t.seq(b)}")
    assert t.where(b) == where


def _fp_after_first_placement(rule: str) -> list[str]:
    t = Table(["crab", "lion", "crane"], rules={"first_player_card": rule})
    t.control("crab", "crab_1")
    t.put("lion", "army1", "in:lion_1")
    t.give("crab", "army1", "army2")
    t.s.fp_holder = 0
    t.push(("placement_start",))
    t.s.steps = [("halt",)]
    d = t.choose(t.choose(t.push(("turn", 0)), "army1"), "in:crab_1")
    d = t.push(("turn", 0))
    assert d is not None
    return d.ids()


def test_first_player_card_timing() -> None:
    """# BfR §20.14: default once per round on any of the holder's turns; alternative only on the first turn."""
    assert "fpcard" in _fp_after_first_placement("any_turn")
    assert "fpcard" not in _fp_after_first_placement("first_turn")


@pytest.mark.parametrize("rule,first", [("current_first", 1), ("current_last", 0)])
def test_initiative_tiebreak(rule: str, first: int) -> None:
    """# BfR §20.15: default (revised) the tied current first player "remains" first; the former default checks
    counter-clockwise from the current first player's right, the current one last."""
    t = Table(["crab", "lion", "crane"], rules={"initiative_tiebreak": rule})
    t.control("crab", "crab_1")
    t.control("lion", "lion_1")
    t.s.first = 1
    t.s.initiative = ["Master of Governance"]
    t.push(("initiative",))
    assert t.s.first == first


def test_no_legal_placement_skip_turn_alternative() -> None:
    """# BfR §20.16: alternative "skip_turn": the player is passed over this turn but not marked for the phase."""
    t = Table(["crane", "crab"], rules={"placement": "strict", "no_legal_placement": "skip_turn"})
    t.control("crane", "crane_1")
    t.special("crane_1", D.BATTLEFIELD)
    t.give("crane", "diplomacy", "diplomacy", "bluff")
    t.s.hands[0].remove(t.s.bluff_of(0))
    t.s.where[t.s.bluff_of(0)] = 4
    t.control("crab", "crab_1")
    t.give("crab", "army1")
    d = t.push(("place_turn", 0))
    assert d is not None and d.player == 1 and not t.s.skipped[0]


@pytest.mark.parametrize("rule,met", [(True, True), (False, False)])
def test_shadowlands_are_territories(rule: bool, met: bool) -> None:
    """# BfR §20.18: the Shadowlands count as territories for Web of Influence (default)."""
    t = Table(["crab", "lion"], rules={"shadowlands_are_territories": rule})
    for q in ("crab_1", "crane_1", "dragon_1", "lion_1", "phoenix_1", "shadowlands_north"):
        t.control("crab", q)
    t.control("crab", "shadowlands_south")
    assert objective_met(t.s, 0, [o[0] for o in D.OBJECTIVES].index("Web of Influence")) == met


@pytest.mark.parametrize("rule,shown", [(True, False), (False, True)])
def test_territory_cards_secret(rule: bool, shown: bool) -> None:
    """# BfR §20.20: held territory cards are private to the holder by default; others know the territory."""
    t = Table(["crab", "lion"], rules={"territory_cards_secret": rule})
    t.card("crab", "Promotion")
    v: dict[str, Any] = view(t.s, 1, None)
    entry = v["players"][0]["territory_cards"][0]
    assert entry["territory"] == "crab" and ("card" in entry) == shown
    assert view(t.s, 0, None)["players"][0]["territory_cards"][0]["card"] == "Promotion"
