"""BfR §7: the resolution phase, step by step (reveal, bluffs and illegal tokens, raids, diplomacy, battles,
successful defense, claiming territories)."""

from __future__ import annotations

from rokugan.bfr import data as D

from .scenario import Table

# ------------------------------------------------------------------------------------------- §7 intro, §7.1, §7.2


def test_every_resolved_token_ends_face_up_in_its_owners_discard_and_the_bluff_in_hand() -> None:
    """# BfR §7: "A combat token is placed face up on its owner's discard pile once it has been resolved,
    discarded, or used in a battle. A bluff goes back to the hand instead." """
    t = Table(["lion", "dragon"])
    t.control("lion", "lion_3")
    t.control("dragon", "dragon_1")
    a = t.put("lion", "army2", "lion_3>dragon_1")
    d = t.put("dragon", "army1", "in:dragon_1")
    b = t.put("dragon", "bluff", "dragon_1>lion_3")
    t.resolve()
    assert t.where(a) == "discard" and t.where(d) == "discard" and t.s.up[a] and t.s.up[d]
    assert t.where(b) == "hand" and not t.s.up[b]
    assert t.hand("dragon") == ["bluff"]
    assert not t.s.board_tokens()


def test_a_bluff_attack_is_removed_and_gives_no_successful_defense() -> None:
    """# BfR §7.2 and §19 item 2: every bluff is removed; a bluff "attack" against a province whose owner
    placed nothing there does not give it a successful defense."""
    t = Table(["lion", "dragon"])
    t.control("lion", "lion_3")
    t.control("dragon", "dragon_1")
    t.put("lion", "bluff", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon" and t.up("dragon_1") == 0
    assert "Battle for Dragon 1" not in t.log()


def test_illegal_tokens_are_discarded_in_step_2() -> None:
    """# BfR §6.9 / §7.2: tokens against the legality table are removed to the discard pile in step 2 and never
    fight: an army in a centre it does not control, an army from a province it does not control, a navy on a land
    border, a shinobi on a border, a navy defending a landlocked province, an army on a coastal border."""
    t = Table(["lion", "dragon", "crane"])
    t.control("dragon", "dragon_1")
    t.control("dragon", "dragon_2")
    t.control("lion", "lion_2")
    t.control("crane", "crane_1")
    bad = [
        t.put("lion", "army3", "in:dragon_1"),  # an army in another player's centre
        t.put("lion", "army4", "dragon_3>dragon_2"),  # attacking from a province the Lion does not control
        t.put("lion", "navy1", "lion_2>dragon_3"),  # navy on an ordinary land border
        t.put("lion", "shinobi2", "lion_2>crane_2"),  # shinobi on a border [FAQ]
        t.put("dragon", "navy2", "in:dragon_1"),  # navy defending a landlocked province
    ]
    t.resolve()
    for tok in bad:
        assert t.where(tok) == "discard"
    assert t.ctrl("dragon_1") == "dragon" and t.ctrl("dragon_2") == "dragon" and t.ctrl("dragon_3") is None
    assert t.ctrl("crane_2") is None
    assert t.up("dragon_1") == 0  # the illegal navy was no defender (§7.6 b)
    assert "placed illegally" in t.log()


def test_an_army_cannot_attack_its_owners_own_province() -> None:
    """# BfR §6.1 [FAQ] "A token can never attack a province its owner controls." """
    t = Table(["lion", "dragon"])
    t.control("lion", "lion_3")
    t.control("lion", "dragon_1")
    a = t.put("lion", "army3", "lion_3>dragon_1")
    t.resolve()
    assert t.where(a) == "discard" and t.up("dragon_1") == 0
    assert "placed illegally" in t.log()


def test_an_illegal_blessing_alone_is_discarded_and_the_host_is_judged_separately() -> None:
    """# BfR §6.5: "A blessing on anything other than your own army, navy or shinobi is illegal ... Only the
    blessing is discarded in step 2; the token under it is judged separately." A blessing on a raid: the raid
    still works."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    r = t.put("unicorn", "raid", "in:crab_1")
    b = t.bless("unicorn", "blessing2", r)
    t.resolve()
    assert t.where(b) == "discard"
    assert t.special_at("crab_1") == D.SCORCHED


def test_a_blessing_on_an_illegal_token_goes_with_it() -> None:
    """# BfR §6.5 / §7.2: an illegal token is removed "together with any blessings on it"."""
    t = Table(["phoenix", "dragon"])
    t.control("phoenix", "phoenix_3")
    a = t.put("phoenix", "army1", "in:dragon_1")  # illegal: not the Phoenix's province
    b = t.bless("phoenix", "blessing3", a)
    t.resolve()
    assert t.where(a) == "discard" and t.where(b) == "discard"
    assert t.ctrl("dragon_1") is None


# ------------------------------------------------------------------------------------------- §7.3 raids


def test_raid_next_to_own_province_scorches_and_wipes_everything() -> None:
    """# BfR §7.3: a raid adjacent to a province its owner controls: discard every token in the centre and on
    every border (including tokens pointing out), return every control token to its owner's supply, put scorched
    earth in place of the raid."""
    t = Table(["unicorn", "crab", "scorpion"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1", down=2, up=1)
    t.control("scorpion", "scorpion_3")
    t.control("crab", "crab_4")
    raid = t.put("unicorn", "raid", "in:crab_1")
    d = t.put("crab", "army2", "in:crab_1")
    out = t.put("crab", "army3", "crab_1>scorpion_3")  # pointing out of the raided province
    into = t.put("scorpion", "army1", "scorpion_3>crab_1")
    sea = t.put("crab", "army1", "crab_4>crab_2")  # not a border of crab_1: untouched by the raid
    t.resolve()
    for tok in (raid, d, out, into):
        assert t.where(tok) == "discard"
    assert t.ctrl("crab_1") is None and t.special_at("crab_1") == D.SCORCHED
    assert t.s.supply[t.seat("crab")] == 30 - 1 - 1  # crab_4 and crab_2 (taken by the unrelated army)
    assert t.ctrl("crab_2") == "crab" and t.where(sea) == "discard"
    # the army pointing out was wiped before battles: no battle in scorpion_3, but an attack on it failed
    # "for any reason" (§7.6 (c), revised: "a raid or diplomacy that discarded its border")
    assert t.ctrl("scorpion_3") == "scorpion" and t.up("scorpion_3") == 1
    assert t.s.special_supply[D.SCORCHED] == 14


def test_raid_with_a_shinobi_in_the_same_province() -> None:
    """# BfR §6.7: the raid works if its owner has a shinobi in the same province, even far from home."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "islands_1")
    t.put("unicorn", "raid", "in:islands_1")
    t.put("unicorn", "shinobi1", "in:islands_1")
    t.resolve()
    assert t.special_at("islands_1") == D.SCORCHED and t.ctrl("islands_1") is None


def test_raid_without_its_condition_is_discarded_without_effect() -> None:
    """# BfR §6.7: "If neither is true, the raid is discarded without effect." """
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "islands_1")
    r = t.put("unicorn", "raid", "in:islands_1")
    t.resolve()
    assert t.where(r) == "discard"
    assert t.special_at("islands_1") == D.NONE and t.ctrl("islands_1") == "crab"


def test_raid_on_an_uncontrolled_province_is_legal() -> None:
    """# BfR §6.7: a raid goes in a province you do not control, "opponent-controlled or uncontrolled"."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.put("unicorn", "raid", "in:unicorn_3")
    t.resolve()
    assert t.special_at("unicorn_3") == D.SCORCHED


def test_a_raid_in_an_own_province_is_illegal() -> None:
    """# BfR §6.9: raid in an own province centre is illegal."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("unicorn", "unicorn_3")
    t.put("unicorn", "raid", "in:unicorn_3")
    t.resolve()
    assert t.special_at("unicorn_3") == D.NONE and t.ctrl("unicorn_3") == "unicorn"


def test_raid_conditions_are_fixed_before_any_raid_is_applied() -> None:
    """# BfR §6.7 [IMPL] / §7.3: each raid relies only on adjacency to a province the other raid destroys;
    both conditions are checked first, so both raids happen."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    t.put("unicorn", "raid", "in:crab_1")
    t.put("crab", "raid", "in:unicorn_1")
    t.resolve()
    assert t.special_at("crab_1") == D.SCORCHED and t.special_at("unicorn_1") == D.SCORCHED
    assert t.ctrl("crab_1") is None and t.ctrl("unicorn_1") is None


def test_second_raid_in_the_same_province_has_no_further_effect() -> None:
    """# BfR §7.3: "A second raid in the same province is discarded in point 1 and has no further effect." """
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    r1 = t.put("unicorn", "raid", "in:crab_1")
    r2 = t.put("unicorn", "raid", "in:crab_1")
    t.resolve()
    assert t.where(r1) == "discard" and t.where(r2) == "discard"
    assert t.s.special_supply[D.SCORCHED] == 14


def test_raid_scorched_earth_replaces_another_special_token() -> None:
    """# BfR §7.3 point 3: "Scorched earth may replace any special token except peace." """
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    t.special("crab_1", D.HONOR2)
    t.put("unicorn", "raid", "in:crab_1")
    t.resolve()
    assert t.special_at("crab_1") == D.SCORCHED
    assert t.s.special_supply[D.HONOR2] == 1


# ------------------------------------------------------------------------------------------- §7.4 diplomacy


def test_diplomacy_wipes_every_token_on_the_provinces_borders_and_makes_peace() -> None:
    """# BfR §7.4: discard every combat token in the province's centre and on all of its borders; a peace token
    replaces the diplomacy token (and any other special token); no successful defense [FAQ]."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.control("crab", "crab_4")
    t.special("crane_1", D.DEF1)
    dip = t.put("crane", "diplomacy", "in:crane_1")
    army = t.put("crab", "army5", "crab_4>crane_1")
    navy = t.put("crab", "navy3", "sea>crane_1")
    own_out = t.put("crane", "army4", "crane_1>mainland_2")
    own_def = t.put("crane", "army1", "in:crane_1")
    t.resolve()
    for tok in (dip, army, navy, own_out, own_def):
        assert t.where(tok) == "discard"
    # the diplomacy itself defends nothing [FAQ], but the Crane placed an army to defend crane_1 and the Crab's
    # attacks on it failed when the diplomacy discarded its borders (§7.6 (b), (c), revised): one face-up token
    assert t.ctrl("crane_1") == "crane" and t.up("crane_1") == 1
    assert t.special_at("crane_1") == D.PEACE
    assert t.s.special_supply[D.DEF1] == 3
    assert t.ctrl("mainland_2") is None  # the Crane's own attack out of it was wiped too


def test_diplomacy_in_a_province_you_do_not_control_is_illegal() -> None:
    """# BfR §6.6 / §6.9: diplomacy only in the centre of a province you control."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.control("crab", "crab_4")
    t.put("crane", "diplomacy", "in:crab_4")
    t.resolve()
    assert t.special_at("crab_4") == D.NONE


def test_second_crane_diplomacy_in_the_same_province() -> None:
    """# BfR §7.4: the first diplomacy wipes the province's centre, the second one with it; one peace token."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.put("crane", "diplomacy", "in:crane_1")
    t.put("crane", "diplomacy", "in:crane_1")
    t.resolve()
    assert t.special_at("crane_1") == D.PEACE and t.s.special_supply[D.PEACE] == 14


# ------------------------------------------------------------------------------------------- §7.5 battles


def test_attacker_wins_removes_all_defender_tokens_and_places_one_face_down() -> None:
    """# BfR §7.5: "Remove all of the defender's control tokens from X (face-up and face-down) back to their
    supply. The winner places one face-down control token in X." Face-up tokens add 1 defense each."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1", down=1, up=2)
    t.control("lion", "lion_3")
    t.put("lion", "army3", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "lion" and (t.down("dragon_1"), t.up("dragon_1")) == (1, 0)
    assert t.s.supply[t.seat("dragon")] == 30
    assert "Lion 3, Dragon 2" in t.log()


def test_attacker_tied_with_the_defender_loses() -> None:
    """# BfR §7.5: a tie for the highest total goes to the defender (face-up control tokens count 1 each)."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1", down=1, up=2)
    t.control("lion", "lion_3")
    t.put("lion", "army2", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon" and t.up("dragon_1") == 3


def test_defender_wins_with_tokens_and_gains_one_face_up() -> None:
    """# BfR §7.5: "The defender keeps their control tokens and adds one face-up control token in X." """
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    t.control("lion", "lion_3")
    t.put("lion", "army3", "lion_3>dragon_1")
    t.put("dragon", "army2", "in:dragon_1")
    t.put("dragon", "shinobi2", "in:dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon" and (t.down("dragon_1"), t.up("dragon_1")) == (1, 1)


def test_attack_strengths_of_one_player_add_up_with_blessings() -> None:
    """# BfR §7.5 / §6.5 [FAQ]: attack[p] sums all p's attacking tokens including blessings; several blessings
    may sit on the same token."""
    t = Table(["phoenix", "dragon"])
    t.control("dragon", "dragon_3")
    t.control("phoenix", "phoenix_3")
    t.control("phoenix", "lion_1")
    a = t.put("phoenix", "army1", "phoenix_3>dragon_3")
    t.bless("phoenix", "blessing2", a)
    t.bless("phoenix", "blessing3", a)
    t.put("phoenix", "army1", "lion_1>dragon_3")
    t.put("dragon", "army5", "in:dragon_3")
    t.put("dragon", "army1", "in:dragon_3")
    t.resolve()
    assert "Phoenix 7, Dragon 6" in t.log()
    assert t.ctrl("dragon_3") == "phoenix"


def test_navy_attacks_any_coastal_province_and_defends_a_coastal_one() -> None:
    """# BfR §6.3: a navy on the coastal border of a coastal province you do not control attacks it without any
    province nearby; a navy in the centre of your coastal province defends it."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.control("crane", "crane_1")
    t.control("crane", "crane_2")
    t.put("crab", "navy3", "sea>crane_1")
    t.put("crab", "navy2", "sea>crane_2")
    t.put("crane", "navy2", "in:crane_2")
    t.resolve()
    assert t.ctrl("crane_1") == "crab"
    assert t.ctrl("crane_2") == "crane" and t.up("crane_2") == 1


def test_shinobi_attacks_in_a_centre_and_defends_in_an_own_centre() -> None:
    """# BfR §6.4: in a province you control the shinobi defends; elsewhere (even uncontrolled) it attacks."""
    t = Table(["scorpion", "lion"])
    t.control("scorpion", "scorpion_1")
    t.control("lion", "lion_1")
    t.control("lion", "lion_2")
    t.put("scorpion", "shinobi2", "in:lion_1")
    t.put("scorpion", "shinobi1", "in:lion_2")
    t.put("lion", "shinobi1", "in:lion_2")
    t.put("scorpion", "shinobi3", "in:islands_2")
    t.resolve()
    assert t.ctrl("lion_1") == "scorpion"
    assert t.ctrl("lion_2") == "lion"  # 1 + printed 2 against 1
    assert t.ctrl("islands_2") == "scorpion"


def test_several_shinobi_of_one_player_in_the_same_province() -> None:
    """# BfR §6.4 [FAQ]: several shinobi, including several from the same player, may be in one province."""
    t = Table(["scorpion", "lion"])
    t.control("scorpion", "scorpion_1")
    t.control("lion", "lion_2")
    t.put("scorpion", "shinobi1", "in:lion_2")
    t.put("scorpion", "shinobi2", "in:lion_2")
    t.resolve()
    assert t.ctrl("lion_2") == "scorpion"  # 3 against the capital's printed 2


def test_tie_between_attackers_above_the_defender_goes_to_the_defender() -> None:
    """# BfR §7.5 note: "When only attackers tie for the highest total, the defender wins even if the defender's
    own total is lower" (and it is a successful defense, §7.6 a)."""
    t = Table(["lion", "unicorn", "dragon"])
    t.control("dragon", "dragon_1")
    t.control("lion", "lion_3")
    t.control("unicorn", "unicorn_2")
    t.put("lion", "army4", "lion_3>dragon_1")
    t.put("unicorn", "army4", "unicorn_2>dragon_1")
    t.put("dragon", "army1", "in:dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon" and t.up("dragon_1") == 1


def test_uncontrolled_province_attackers_must_beat_its_defense_bonus() -> None:
    """# BfR §7.5: "In an uncontrolled province, an attacker must beat the province's defense bonus (printed bonus
    plus any defense-bonus token). A tie, or a tie between attackers, means nothing happens." """
    for strength, bonus, takes in [(1, D.DEF1, False), (2, D.DEF1, True), (2, D.DEF2, False), (3, D.DEF2, True)]:
        t = Table(["lion", "crab"])
        t.control("lion", "crab_4")
        t.special("mainland_2", bonus)
        t.put("lion", f"army{strength}", "crab_4>mainland_2")
        t.resolve()
        assert (t.ctrl("mainland_2") == "lion") == takes, (strength, bonus)
    t = Table(["lion", "crab"])
    t.control("lion", "crab_4")
    t.control("crab", "crane_1")
    t.put("lion", "army2", "crab_4>mainland_2")
    t.put("crab", "army2", "crane_1>mainland_2")
    t.resolve()
    assert t.ctrl("mainland_2") is None


def test_shadowlands_printed_plus_one() -> None:
    """# BfR §3 / §11.1: each Shadowlands province has printed defense +1."""
    for strength, takes in [(1, False), (2, True)]:
        t = Table(["lion", "crab"])
        t.control("lion", "crab_1")
        t.put("lion", f"army{strength}", "crab_1>shadowlands_north")
        t.resolve()
        assert (t.ctrl("shadowlands_north") == "lion") == takes


def test_battles_are_simultaneous() -> None:
    """# BfR §7.5: "Apply all results simultaneously: a battle's outcome never depends on another battle's outcome
    in the same step." The Lion takes crab_1 from crab_2 while losing crab_2 itself."""
    t = Table(["lion", "crab"])
    t.control("lion", "crab_2")
    t.control("crab", "crab_1")
    t.control("crab", "crab_4")
    t.put("lion", "army3", "crab_2>crab_1")
    t.put("crab", "army3", "crab_4>crab_2")
    t.resolve()
    assert t.ctrl("crab_1") == "lion" and t.ctrl("crab_2") == "crab"


def test_defense_bonus_token_helps_the_defender() -> None:
    """# BfR §9 table: a defense bonus token "adds its value to the defense bonus of the province, helping whoever
    defends it"."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    t.control("lion", "lion_3")
    t.special("dragon_1", D.DEF2)
    t.put("lion", "army2", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon"


# ------------------------------------------------------------------------------------------- §7.6 successful defense


def test_unattacked_defended_province_gains_exactly_one_face_up_token() -> None:
    """# BfR §7.6 (b), "never more than one per province per round"."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    t.put("dragon", "army1", "in:dragon_1")
    t.put("dragon", "army2", "in:dragon_1")
    t.put("dragon", "shinobi1", "in:dragon_1")
    t.resolve()
    assert (t.down("dragon_1"), t.up("dragon_1")) == (1, 1)


def test_navy_defending_unattacked_coastal_province_counts() -> None:
    """# BfR §7.6 (b): "at least one army, navy or shinobi defending in X"."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.put("crane", "navy1", "in:crane_1")
    t.resolve()
    assert t.up("crane_1") == 1


def test_no_successful_defense_for_bluff_or_diplomacy_only() -> None:
    """# BfR §7.6: "A province that only held the controller's bluff or diplomacy" gets no face-up token."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.control("crane", "crane_2")
    t.put("crane", "bluff", "in:crane_1")
    t.put("crane", "diplomacy", "in:crane_2")
    t.resolve()
    assert t.up("crane_1") == 0 and t.up("crane_2") == 0


def test_illegal_attack_removed_in_step_2_is_a_successful_defense() -> None:
    """# BfR §7.6 (c) [UNSURE → revised]: "if an attack on a province fails for any reason, it is also treated as
    successfully defended" — including "removal as an illegal token in step 2" (here an army from a province the
    attacker does not control)."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    t.put("lion", "army3", "lion_3>dragon_1")  # the Lion does not control lion_3
    t.resolve()
    assert t.up("dragon_1") == 1


def test_successful_defense_a_applies_even_without_defending_tokens() -> None:
    """# BfR §7.6 (a): "It applies even if the defender placed no tokens there." (Capital +2 beats an army 2.)"""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_2")
    t.control("lion", "lion_3")
    t.put("lion", "army2", "lion_3>dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == "dragon" and t.up("dragon_2") == 1


def test_defenders_left_in_unattacked_provinces_are_discarded() -> None:
    """# BfR §7.6: "Any remaining combat tokens are discarded at the end of step 5"."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    a = t.put("dragon", "army4", "in:dragon_1")
    t.resolve()
    assert t.where(a) == "discard"


# ------------------------------------------------------------------------------------------- §7.7 claiming territories


def _lion_card(t: Table) -> int:
    from rokugan.bfr import board as B

    return t.s.tspace[B.T_INDEX["lion"]]


def test_controlling_every_province_of_a_territory_claims_its_card() -> None:
    """# BfR §7.7: a player controlling every province of a territory takes the card on its space."""
    t = Table(["lion", "crab"])
    for q in ("lion_1", "lion_2", "lion_3"):
        t.control("lion", q)
    c = _lion_card(t)
    t.resolve()
    assert t.s.tcards[t.seat("lion")] == [c]
    assert _lion_card(t) == -1


def test_two_of_three_provinces_claim_nothing() -> None:
    """# BfR §7.7: the player must control every province of the territory."""
    t = Table(["lion", "crab"])
    t.control("lion", "lion_1")
    t.control("lion", "lion_2")
    t.resolve()
    assert t.s.tcards[t.seat("lion")] == []


def test_scorched_provinces_are_ignored_for_territory_control() -> None:
    """# BfR §7.7: "Provinces with scorched earth are ignored." A territory with only scorched provinces is
    controlled by nobody."""
    t = Table(["lion", "crab"])
    t.control("lion", "lion_1")
    t.control("lion", "lion_2")
    t.special("lion_3", D.SCORCHED)
    t.special("shadowlands_north", D.SCORCHED)
    t.resolve()
    assert len(t.s.tcards[t.seat("lion")]) == 1
    from rokugan.bfr import board as B

    assert t.s.tspace[B.T_INDEX["shadowlands_north"]] >= 0


def test_lost_territory_card_returns_first_then_is_claimed_by_the_new_controller() -> None:
    """# BfR §7.7: "Return first" (a held unplayed card of a territory its holder no longer controls goes back to
    its space), "Then claim" (in the same step)."""
    t = Table(["lion", "crab"])
    c = _lion_card(t)
    t.card("crab", D.TERRITORY_CARDS[c][1])
    for q in ("lion_1", "lion_2", "lion_3"):
        t.control("lion", q)
    t.resolve()
    assert t.s.tcards[t.seat("crab")] == []
    assert t.s.tcards[t.seat("lion")] == [c]


def test_lost_territory_card_goes_back_to_its_space() -> None:
    """# BfR §7.7 step 1: the card goes back face-down onto its territory space."""
    from rokugan.bfr import board as B

    t = Table(["lion", "crab"])
    c = t.s.tspace[B.T_INDEX["crab"]]
    t.card("crab", D.TERRITORY_CARDS[c][1])
    t.control("crab", "crab_1")
    t.resolve()
    assert t.s.tcards[t.seat("crab")] == [] and t.s.tspace[B.T_INDEX["crab"]] == c


def test_held_card_stays_while_the_territory_is_still_controlled() -> None:
    """# BfR §7.7: only a holder who "no longer controls the territory" returns the card."""
    t = Table(["lion", "crab"])
    c = _lion_card(t)
    t.card("lion", D.TERRITORY_CARDS[c][1])
    for q in ("lion_1", "lion_2", "lion_3"):
        t.control("lion", q)
    t.resolve()
    assert t.s.tcards[t.seat("lion")] == [c]


def test_played_cards_never_return() -> None:
    """# BfR §7.7: "Once a territory's card has been played it is gone for good. Nobody claims that territory's
    card again, even after control changes." """
    t = Table(["lion", "crab"])
    c = _lion_card(t)
    t.card("lion", D.TERRITORY_CARDS[c][1])
    t.s.tcards[t.seat("lion")].remove(c)
    t.s.played.append(c)
    for q in ("lion_1", "lion_2", "lion_3"):
        t.control("crab", q)
    t.resolve()
    assert t.s.tcards[t.seat("crab")] == [] and _lion_card(t) == -1
    assert t.s.played == [c]


def test_losing_a_province_in_battle_returns_the_card_the_same_round() -> None:
    """# BfR §7.7 after §7.5: returns use control as it stands after the battles."""
    from rokugan.bfr import board as B

    t = Table(["lion", "crab"])
    for q in ("lion_1", "lion_2", "lion_3"):
        t.control("lion", q)
    t.resolve()
    c = t.s.tcards[t.seat("lion")][0]
    t.control("crab", "crane_3")
    t.put("crab", "army3", "crane_3>lion_1")
    t.resolve()
    assert t.ctrl("lion_1") == "crab"
    assert t.s.tcards[t.seat("lion")] == [] and t.s.tspace[B.T_INDEX["lion"]] == c


def test_shadowlands_province_claims_its_own_card() -> None:
    """# BfR §11.1: "Controlling a Shadowlands province at step 6 of any resolution phase claims that province's
    Shadowlands card, as for any territory." """
    from rokugan.bfr import board as B

    t = Table(["crab", "lion"])
    north = t.s.tspace[B.T_INDEX["shadowlands_north"]]
    t.control("crab", "shadowlands_north")
    t.resolve()
    assert t.s.tcards[0] == [north] and D.TERRITORY_CARDS[north][1] in ("Dark Favors", "Purge the Weak")


def test_winner_with_an_empty_supply_places_nothing() -> None:
    """# BfR §8 [IMPL]: "If a player's supply is empty, any effect that would place one of their control tokens
    places nothing." The defender's tokens are still removed."""
    t = Table(["lion", "dragon"])
    t.control("dragon", "dragon_1")
    t.control("lion", "lion_3", down=30)
    t.put("lion", "army3", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") is None and t.s.supply[t.seat("dragon")] == 30
