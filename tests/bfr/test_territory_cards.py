"""BfR §10 and §11: the 22 territory cards, each played through the real decisions."""

from __future__ import annotations

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr.primitives import is_coastal
from rokugan.core.decision import Decision

from .scenario import Table

C = D.CARD_INDEX


def _upkeep(t: Table, clan: str, card: str) -> Decision | None:
    """Give the card and start the clan's upkeep card turn; play the card; return its first decision."""
    t.card(clan, card)
    d = t.push(("upkeep_turn", t.seat(clan), 0))
    assert d is not None and f"c{C[card]}" in d.ids(), d
    return t.choose(d, f"c{C[card]}")


def _turn(t: Table, clan: str, card: str) -> Decision | None:
    """Give a Shadowlands card and play it at the start of the clan's placement turn."""
    t.card(clan, card)
    d = t.push(("turn", t.seat(clan)))
    assert d is not None and f"c{C[card]}" in d.ids(), d
    return t.choose(d, f"c{C[card]}")


def _played(t: Table, card: str) -> bool:
    return C[card] in t.s.played and all(C[card] not in h for h in t.s.tcards)


# ------------------------------------------------------------------------------------------- Crab


def test_feats_of_engineering_puts_the_harbor_in_a_landlocked_province() -> None:
    """# BfR §10.2 Feats of Engineering / §9.5: harbor only in a landlocked province; it becomes coastal."""
    t = Table(["crab", "lion"])
    d = _upkeep(t, "crab", "Feats of Engineering")
    assert d is not None and d.kind == "province"
    assert "lion_2" in d.ids() and "crane_1" not in d.ids() and "shadowlands_south" not in d.ids()
    assert "shadowlands_north" in d.ids()
    assert t.choose(d, "lion_2") is None
    assert t.special_at("lion_2") == D.HARBOR and is_coastal(t.s, B.P_INDEX["lion_2"])
    assert _played(t, "Feats of Engineering")


def test_promotion_takes_a_fighter_back_then_gives_one_up() -> None:
    """# BfR §10.2 Promotion: take one army, navy or shinobi from your discard pile into your hand, then pick one
    token in your hand and discard it or put it back into your pool."""
    t = Table(["crab", "lion"])
    for kid in ("army3", "raid", "navy3"):
        tok = t.give("crab", kid)[0]
        t.s.hands[0].remove(tok)
        t.s.where[tok] = 3
        t.s.discards[0].append(tok)
    d = _upkeep(t, "crab", "Promotion")
    assert d is not None and set(d.ids()) == {"army3", "navy3"}  # not the raid
    d = t.choose(d, "navy3")
    # the bluff is not offered: it can neither go to the pool nor stay discarded (§2.1, §6.8)
    assert d is not None and set(d.ids()) == {"navy3"}
    d = t.choose(d, "navy3")
    assert d is not None and set(d.ids()) == {"discard", "pool"}
    assert t.choose(d, "pool") is None
    assert "navy3" in t.pool("crab") and t.hand("crab") == ["bluff"]
    assert t.discards("crab") == ["army3", "raid"]


# ------------------------------------------------------------------------------------------- Crane


def test_code_of_honor_two_different_non_shadowlands_provinces() -> None:
    """# BfR §10.2 Code of Honor: two different non-Shadowlands provinces, a +1 honor token in each."""
    t = Table(["crane", "lion"])
    d = _upkeep(t, "crane", "Code of Honor")
    assert d is not None and "shadowlands_north" not in d.ids() and "islands_1" in d.ids()
    d = t.choose(d, "islands_1")
    assert d is not None and "islands_1" not in d.ids()
    assert t.choose(d, "lion_2") is None
    assert t.special_at("islands_1") == D.HONOR1 and t.special_at("lion_2") == D.HONOR1


def test_diplomatic_mission_on_an_opponents_province_adds_two_face_up() -> None:
    """# BfR §10.2 Diplomatic Mission: peace into any province; if an opponent controls it, also add two of your
    control tokens face-up to one province you control."""
    t = Table(["crane", "lion"])
    t.control("lion", "lion_2")
    t.control("crane", "crane_1")
    t.control("crane", "crane_2")
    d = _upkeep(t, "crane", "Diplomatic Mission")
    d = t.choose(d, "lion_2")
    assert d is not None and set(d.ids()) == {"crane_1", "crane_2"}
    assert t.choose(d, "crane_2") is None
    assert t.special_at("lion_2") == D.PEACE and t.ctrl("lion_2") == "lion"
    assert t.up("crane_2") == 2


def test_diplomatic_mission_elsewhere_adds_nothing() -> None:
    """# BfR §10.2 Diplomatic Mission: the bonus is only for an opponent's province."""
    t = Table(["crane", "lion"])
    t.control("crane", "crane_1")
    for target in ("crane_1", "lion_3"):
        tt = Table(["crane", "lion"])
        tt.control("crane", "crane_1")
        d = _upkeep(tt, "crane", "Diplomatic Mission")
        assert tt.choose(d, target) is None
        assert tt.special_at(target) == D.PEACE and tt.up("crane_1") == 0


# ------------------------------------------------------------------------------------------- Dragon


def test_strength_of_purpose_two_distinct_own_provinces() -> None:
    """# BfR §10.2 Strength of Purpose: two distinct provinces you control each receive one face-up token."""
    t = Table(["dragon", "lion"])
    t.control("dragon", "dragon_1")
    t.control("dragon", "dragon_2")
    t.control("lion", "lion_2")
    d = _upkeep(t, "dragon", "Strength of Purpose")
    assert d is not None and set(d.ids()) == {"dragon_1", "dragon_2"}
    d = t.choose(d, "dragon_2")
    assert d is not None and d.ids() == ["dragon_1"]
    assert t.choose(d, "dragon_1") is None
    assert t.up("dragon_1") == 1 and t.up("dragon_2") == 1


def test_sacred_ground_puts_the_shrine_anywhere() -> None:
    """# BfR §10.2 Sacred Ground: "Put the shrine token into any province." """
    t = Table(["dragon", "lion"])
    d = _upkeep(t, "dragon", "Sacred Ground")
    assert d is not None and len(d.ids()) == 30
    assert t.choose(d, "shadowlands_north") is None
    assert t.special_at("shadowlands_north") == D.SHRINE


# ------------------------------------------------------------------------------------------- Lion


def test_bushido_four_honor_token_non_shadowlands() -> None:
    """# BfR §10.2 Bushido: the "4" honor token into a non-Shadowlands province."""
    t = Table(["lion", "crab"])
    d = _upkeep(t, "lion", "Bushido")
    assert d is not None and "shadowlands_south" not in d.ids() and len(d.ids()) == 28
    assert t.choose(d, "crab_1") is None
    assert t.special_at("crab_1") == D.HONOR4


def test_honorable_fight_puts_the_battlefield_anywhere() -> None:
    """# BfR §10.2 Honorable Fight: battlefield into any province."""
    t = Table(["lion", "crab"])
    d = _upkeep(t, "lion", "Honorable Fight")
    assert d is not None and len(d.ids()) == 30
    assert t.choose(d, "crab_1") is None
    assert t.special_at("crab_1") == D.BATTLEFIELD


# ------------------------------------------------------------------------------------------- Phoenix


def test_aid_of_the_kami_plus_two_defense_non_shadowlands() -> None:
    """# BfR §10.2 Aid of the Kami: the +2 defense token into a non-Shadowlands province."""
    t = Table(["phoenix", "crab"])
    d = _upkeep(t, "phoenix", "Aid of the Kami")
    assert d is not None and "shadowlands_north" not in d.ids()
    assert t.choose(d, "phoenix_1") is None
    assert t.special_at("phoenix_1") == D.DEF2


def test_bless_the_lands_removes_scorched_earth_and_takes_the_province() -> None:
    """# BfR §10.2 Bless the Lands (default [UNSURE] 10): remove a scorched earth token, put two of your control
    tokens there, one face up and one face down; you control it."""
    t = Table(["phoenix", "crab"])
    t.special("crab_1", D.SCORCHED)
    t.special("islands_1", D.SCORCHED)
    t.card("phoenix", "Bless the Lands")
    d = t.push(("upkeep_turn", 0, 0))
    assert d is not None
    d = t.choose(d, f"c{C['Bless the Lands']}")
    assert d is not None and set(d.ids()) == {"crab_1", "islands_1"}
    assert t.choose(d, "crab_1") is None
    assert t.special_at("crab_1") == D.NONE and t.ctrl("crab_1") == "phoenix"
    assert (t.up("crab_1"), t.down("crab_1")) == (1, 1)
    assert t.s.special_supply[D.SCORCHED] == 14


def test_bless_the_lands_is_not_offered_without_scorched_earth() -> None:
    """# BfR §10.2 Bless the Lands needs a scorched earth token to remove."""
    t = Table(["phoenix", "crab"])
    t.card("phoenix", "Bless the Lands")
    assert t.push(("upkeep_turn", 0, 0)).ids() == ["pass"]  # type: ignore[union-attr]


# ------------------------------------------------------------------------------------------- Scorpion


def test_foment_rebellion_removes_peace_and_rewards_the_controller() -> None:
    """# BfR §10.2 Foment Rebellion: remove a peace token; if you control that province, add two face-up."""
    t = Table(["scorpion", "crab"])
    t.control("scorpion", "scorpion_2")
    t.control("crab", "crab_1")
    t.special("scorpion_2", D.PEACE)
    t.special("crab_1", D.PEACE)
    d = _upkeep(t, "scorpion", "Foment Rebellion")
    assert d is not None and set(d.ids()) == {"scorpion_2", "crab_1"}
    assert t.choose(d, "scorpion_2") is None
    assert t.special_at("scorpion_2") == D.NONE and t.up("scorpion_2") == 2
    t2 = Table(["scorpion", "crab"])
    t2.control("crab", "crab_1")
    t2.special("crab_1", D.PEACE)
    d = _upkeep(t2, "scorpion", "Foment Rebellion")
    assert t2.choose(d, "crab_1") is None
    assert t2.special_at("crab_1") == D.NONE and t2.up("crab_1") == 0 and t2.ctrl("crab_1") == "crab"


def test_spy_network_looks_at_a_hand_and_locks_the_bluff() -> None:
    """# BfR §10.2 Spy Network: choose another player and look at their hand (only the spy sees it); that player
    cannot place their bluff this round."""
    t = Table(["scorpion", "crab", "lion"])
    t.give("crab", "army5", "navy3")
    d = _upkeep(t, "scorpion", "Spy Network")
    assert d is not None and set(d.ids()) == {"p1", "p2"}
    assert t.choose(d, "p1") is None
    assert t.s.spy_locked == [False, True, False]
    spy_lines = t.g.log_lines(0)
    assert any("army 5" in line and "navy 3" in line for line in spy_lines)
    for viewer in (1, 2, None):
        assert not any("army 5" in line for line in t.g.log_lines(viewer) if "looks at" in line)
    t.control("crab", "crab_1")
    d = t.push(("turn", 1))
    assert d is not None and "bluff" not in d.ids()


# ------------------------------------------------------------------------------------------- Unicorn


def test_cultural_exchange_swaps_whole_sets_keeping_sides() -> None:
    """# BfR §10.2 Cultural Exchange: swap the entire sets of control tokens between a province you control and
    one an opponent controls, every token keeping its side."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1", down=1, up=2)
    t.control("crab", "crab_3", down=2, up=0)
    d = _upkeep(t, "unicorn", "Cultural Exchange")
    assert d is not None and d.ids() == ["unicorn_1"]
    d = t.choose(d, "unicorn_1")
    assert d is not None and d.ids() == ["crab_3"]
    assert t.choose(d, "crab_3") is None
    assert t.ctrl("crab_3") == "unicorn" and (t.down("crab_3"), t.up("crab_3")) == (1, 2)
    assert t.ctrl("unicorn_1") == "crab" and (t.down("unicorn_1"), t.up("unicorn_1")) == (2, 0)
    t.check()


def test_reinforcements_takes_two_armies_and_gives_up_two() -> None:
    """# BfR §10.2 Reinforcements: take two army tokens from your discard pile into your hand, then pick two
    tokens in your hand; for each, discard it or put it back into your pool."""
    t = Table(["unicorn", "crab"])
    for kid in ("army1", "army4", "navy1"):
        tok = t.give("unicorn", kid)[0]
        t.s.hands[0].remove(tok)
        t.s.where[tok] = 3
        t.s.discards[0].append(tok)
    t.give("unicorn", "army5")
    d = _upkeep(t, "unicorn", "Reinforcements")
    assert d is not None and set(d.ids()) == {"army1", "army4"}
    d = t.choose(d, "army4")
    assert d is not None and d.ids() == ["army1"]
    d = t.choose(d, "army1")
    assert d is not None and {"army1", "army4", "army5"} == set(d.ids())
    d = t.choose(t.choose(d, "army1"), "discard")
    assert d is not None
    d = t.choose(t.choose(d, "army5"), "pool")
    assert d is None
    assert t.hand("unicorn") == ["army4", "bluff"]
    assert t.discards("unicorn") == ["army1", "navy1"] and "army5" in t.pool("unicorn")


def test_reinforcements_with_one_army_takes_one_and_gives_up_one() -> None:
    """# BfR §10.2 Reinforcements [UNSURE] 11 default: with fewer than two armies, take as many as there are and
    give up the same number."""
    t = Table(["unicorn", "crab"])
    tok = t.give("unicorn", "army2")[0]
    t.s.hands[0].remove(tok)
    t.s.where[tok] = 3
    t.s.discards[0].append(tok)
    d = _upkeep(t, "unicorn", "Reinforcements")
    d = t.choose(d, "army2")
    assert d is not None and d.kind == "token"
    d = t.choose(t.choose(d, "army2"), "pool")
    assert d is None and t.hand("unicorn") == ["bluff"]
    t2 = Table(["unicorn", "crab"])
    assert _upkeep(t2, "unicorn", "Reinforcements") is None  # none: take 0, give up 0
    assert _played(t2, "Reinforcements") and t2.hand("unicorn") == ["bluff"]


# ------------------------------------------------------------------------------------------- neutral


def test_bountiful_harvest_adds_two_face_up_to_an_own_province() -> None:
    """# BfR §10.2 Bountiful Harvest."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.control("lion", "lion_1")
    d = _upkeep(t, "crab", "Bountiful Harvest")
    assert d is not None and d.ids() == ["crab_1"]
    assert t.choose(d, "crab_1") is None
    assert t.up("crab_1") == 2


def test_ashigaru_levies_three_different_non_shadowlands_provinces() -> None:
    """# BfR §10.2 Ashigaru Levies: three different non-Shadowlands provinces, a +1 defense token in each."""
    t = Table(["crab", "lion"])
    d = _upkeep(t, "crab", "Ashigaru Levies")
    for q in ("crab_1", "crab_2", "crab_4"):
        assert d is not None and q in d.ids() and "shadowlands_north" not in d.ids()
        d = t.choose(d, q)
    assert d is None
    assert [t.special_at(q) for q in ("crab_1", "crab_2", "crab_4")] == [D.DEF1] * 3


def test_port_of_prosperity_plus_two_honor_non_shadowlands() -> None:
    """# BfR §10.2 Port of Prosperity."""
    t = Table(["crab", "lion"])
    d = _upkeep(t, "crab", "Port of Prosperity")
    assert d is not None and "shadowlands_south" not in d.ids()
    assert t.choose(d, "islands_3") is None
    assert t.special_at("islands_3") == D.HONOR2


def test_pirate_raids_scorches_and_rewards_another_own_province() -> None:
    """# BfR §10.2 Pirate Raids: scorched earth into any province but a peace province; the province loses all its
    control tokens; if you controlled it, add three face-up tokens to another province you control."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=2, up=1)
    t.control("crab", "crab_2")
    t.special("lion_1", D.PEACE)
    d = _upkeep(t, "crab", "Pirate Raids")
    assert d is not None and "lion_1" not in d.ids()
    d = t.choose(d, "crab_1")
    assert d is not None and d.ids() == ["crab_2"]
    assert t.choose(d, "crab_2") is None
    assert t.special_at("crab_1") == D.SCORCHED and t.ctrl("crab_1") is None
    assert t.up("crab_2") == 3 and t.s.supply[0] == 30 - 4


def test_pirate_raids_on_an_opponent_province() -> None:
    """# BfR §10.2 Pirate Raids: an opponent's province simply loses its control tokens."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_2")
    t.control("lion", "lion_1", down=3)
    d = _upkeep(t, "crab", "Pirate Raids")
    assert t.choose(d, "lion_1") is None
    assert t.ctrl("lion_1") is None and t.s.supply[1] == 30 and t.up("crab_2") == 0


# ------------------------------------------------------------------------------------------- Shadowlands §11


def test_dark_favors_cost_look_at_four_then_discard_one() -> None:
    """# BfR §10.2 Dark Favors: cost one of your control tokens from a non-Shadowlands province (face-up first,
    §8); secretly look at up to four tokens (any player's by default), reveal one and discard it; the others
    stay face-down."""
    t = Table(["scorpion", "crab"])
    t.control("scorpion", "scorpion_1", down=1, up=1)
    t.control("scorpion", "shadowlands_north")
    toks = [t.put("crab", k, w) for k, w in (("army5", "crab_2>crab_1"), ("army4", "in:crab_3"),
                                             ("navy3", "sea>crane_1"), ("army3", "crab_4>crab_1"),
                                             ("army2", "crab_1>unicorn_1"))]
    own = t.put("scorpion", "army1", "in:scorpion_1")
    t.give("scorpion", "army2")
    d = _turn(t, "scorpion", "Dark Favors")
    assert d is not None and d.ids() == ["scorpion_1"]  # not the Shadowlands
    d = t.choose(d, "scorpion_1")
    assert (t.down("scorpion_1"), t.up("scorpion_1")) == (1, 0)
    assert d is not None and f"s{t.seq(own)}" in d.ids() and "done" not in d.ids()  # at least one look
    for tok in toks[:4]:
        d = t.choose(d, f"s{t.seq(tok)}")
    assert d is not None and set(d.ids()) == {f"s{t.seq(x)}" for x in toks[:4]}  # the four looked at
    d = t.choose(d, f"s{t.seq(toks[0])}")
    assert t.where(toks[0]) == "discard"
    assert all(t.where(x) == "board" and not t.s.up[x] for x in toks[1:])
    assert all(t.s.known[x] & 1 for x in toks[1:4]) and not t.s.known[toks[4]]
    assert d is not None and d.kind == "turn" and d.player == 0  # the turn goes on: place a token


def test_purge_the_weak_is_the_placement_and_discards_two() -> None:
    """# BfR §10.2 Purge the Weak: cost one hand token discarded (the bluff may be it [FAQ]: set aside, §6.8);
    this is the placement for the turn; two tokens on the board are revealed and discarded."""
    t = Table(["scorpion", "crab"])
    a = t.put("crab", "army5", "crab_2>crab_1")
    b = t.put("crab", "army4", "in:crab_3")
    t.give("scorpion", "army2", "army3")
    t.give("crab", "army1")
    d = _turn(t, "scorpion", "Purge the Weak")
    assert d is not None and "bluff0" in d.ids()
    d = t.choose(d, "bluff0")
    assert t.where(t.s.bluff_of(0)) == "set aside"
    d = t.choose(d, f"s{t.seq(a)}")
    d = t.choose(d, f"s{t.seq(b)}")
    assert t.where(a) == "discard" and t.where(b) == "discard"
    assert d is not None and d.player == 1  # the Scorpion's turn is over
    assert t.hand("scorpion") == ["army2", "army3"]


def test_animate_the_dead_places_a_discarded_token_face_up_then_a_normal_placement() -> None:
    """# BfR §10.2 Animate the Dead: cost; one token from your discard pile placed face up following all normal
    rules (it is an extra placement); then the normal placement from the hand. The face-up army fights."""
    t = Table(["lion", "crab"])
    t.control("lion", "lion_1")
    t.control("lion", "crane_3", down=2)
    t.control("crab", "crane_2")
    dead = t.give("lion", "army6")[0]
    t.s.hands[0].remove(dead)
    t.s.where[dead] = 3
    t.s.discards[0].append(dead)
    t.give("lion", "army1")
    d = _turn(t, "lion", "Animate the Dead")
    d = t.choose(d, "crane_3")
    assert d is not None and d.ids() == ["army6"]
    d = t.choose(d, "army6")
    assert d is not None and d.kind == "place" and "crane_3>crane_2" in d.ids()
    assert "sea>crane_2" not in d.ids() and "in:crab_1" not in d.ids()  # strict: only legal places
    d = t.choose(d, "crane_3>crane_2")
    assert t.s.up[dead] and t.where(dead) == "board"
    assert d is not None and d.kind == "turn" and d.player == 0
    assert t.choose(t.choose(d, "army1"), "in:lion_1") is None
    t.resolve()
    assert t.ctrl("crane_2") == "lion"


def test_inspire_fear_removes_up_to_two_special_tokens_even_peace_and_scorched() -> None:
    """# BfR §10.2 Inspire Fear: cost; remove up to two special tokens of any kind, including peace and scorched
    earth."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=2)
    t.special("lion_1", D.PEACE)
    t.special("lion_2", D.SCORCHED)
    t.special("lion_3", D.SHRINE)
    t.put("lion", "army1", "in:crane_1")  # something on the board
    t.give("crab", "army1")
    d = _turn(t, "crab", "Inspire Fear")
    d = t.choose(d, "crab_1")
    assert d is not None and set(d.ids()) == {"lion_1", "lion_2", "lion_3", "done"}
    d = t.choose(t.choose(d, "lion_1"), "lion_2")
    assert d is not None and d.kind == "turn"
    assert t.special_at("lion_1") == D.NONE and t.special_at("lion_2") == D.NONE
    assert t.special_at("lion_3") == D.SHRINE and t.down("crab_1") == 1


def test_inspire_fear_and_animate_the_dead_on_an_empty_board() -> None:
    """# BfR §5.2 / §11.1: Shadowlands cards are played at the start of the owner's placement turn; Inspire Fear
    and Animate the Dead need no token on the board (e.g. on the first turn of a round)."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=2)
    t.special("lion_1", D.PEACE)
    t.card("crab", "Inspire Fear")
    t.give("crab", "army1")
    d = t.push(("turn", 0))
    assert d is not None and f"c{C['Inspire Fear']}" in d.ids()
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=2)
    dead = t.give("crab", "army5")[0]
    t.s.hands[0].remove(dead)
    t.s.where[dead] = 3
    t.s.discards[0].append(dead)
    t.card("crab", "Animate the Dead")
    t.give("crab", "army1")
    d = t.push(("turn", 0))
    assert d is not None and f"c{C['Animate the Dead']}" in d.ids()


def test_shadowlands_cost_needs_a_non_shadowlands_province() -> None:
    """# BfR §10.2: "a player whose only control tokens are in the Shadowlands cannot play them"."""
    t = Table(["crab", "lion"])
    t.control("crab", "shadowlands_north")
    t.special("lion_1", D.PEACE)
    t.card("crab", "Inspire Fear")
    t.give("crab", "army1")
    d = t.push(("turn", 0))
    assert d is not None and f"c{C['Inspire Fear']}" not in d.ids()


def test_losing_a_province_through_the_cost() -> None:
    """# BfR §10.2: paying the cost with the last token of a province makes it uncontrolled at once; the player's
    army defending it becomes illegal; a shinobi they placed there now attacks it."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.control("crab", "crab_2")
    army = t.put("crab", "army5", "in:crab_1")
    t.put("crab", "shinobi1", "in:crab_2")
    t.special("lion_1", D.PEACE)
    t.give("crab", "army1")
    d = _turn(t, "crab", "Inspire Fear")
    d = t.choose(d, "crab_1")
    assert t.ctrl("crab_1") is None
    d = t.choose(d, "done")
    assert d is not None and d.kind == "turn"
    d = _turn_place(t, d, "army1", "in:crab_2")
    t2 = t
    # the cost could also have been crab_2: replay the shinobi case on a fresh table
    t2.resolve()
    assert t2.where(army) == "discard" and t2.ctrl("crab_1") is None
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.control("crab", "crab_2")
    t.put("crab", "shinobi2", "in:crab_2")
    t.special("lion_1", D.PEACE)
    d = _turn(t, "crab", "Inspire Fear")
    t.choose(t.choose(d, "crab_2"), "done")
    t.resolve()
    assert t.ctrl("crab_2") == "crab"  # its own shinobi attacked the now uncontrolled province and took it


def _turn_place(t: Table, d: Decision | None, kid: str, where: str) -> Decision | None:
    assert d is not None
    return t.choose(t.choose(d, kid), where)


def test_blessed_tokens_are_never_card_targets() -> None:
    """# BfR §6.5 / §10.2: "Combat token on the board" never includes a blessed token or the blessing itself."""
    t = Table(["scorpion", "crab"])
    t.control("crab", "crab_1")
    a = t.put("crab", "army5", "in:crab_1")
    t.bless("crab", "blessing2", a)
    b = t.put("crab", "army4", "in:crab_1")
    t.give("scorpion", "army2", "army3")
    d = _turn(t, "scorpion", "Purge the Weak")
    d = t.choose(d, "army2")
    assert d is not None and d.ids() == [f"s{t.seq(b)}"]


def test_played_cards_leave_the_game() -> None:
    """# BfR §10.1: "Each card can be used once. After it is played it leaves the game"."""
    t = Table(["crab", "lion"])
    d = _upkeep(t, "crab", "Port of Prosperity")
    t.choose(d, "crab_1")
    assert _played(t, "Port of Prosperity")
    t.check()
