"""BfR §5.2, §6 and §14: placement turns, where tokens may go, and ronin."""

from __future__ import annotations

from rokugan.bfr import data as D
from rokugan.bfr.state import ASIDE
from rokugan.core.decision import Decision

from .scenario import Table


def _place(t: Table, d: Decision | None, kid: str, where: str) -> Decision | None:
    assert d is not None and d.kind == "turn", d
    d = t.choose(d, kid)
    assert d is not None and d.kind == "place"
    return t.choose(d, where)


def _locs(t: Table, clan: str, kid: str, rules: dict[str, str] | None = None) -> set[str]:
    """The location options offered to this clan for this token, on a fresh turn."""
    t.give(clan, kid)
    d = t.push(("turn", t.seat(clan)))
    assert d is not None
    d = t.choose(d, kid)
    assert d is not None and d.kind == "place"
    return set(d.ids())


def _aside(t: Table, clan: str) -> None:
    s = t.s
    b = s.bluff_of(t.seat(clan))
    s.hands[t.seat(clan)].remove(b)
    s.where[b] = ASIDE
    s.up[b] = True


# ------------------------------------------------------------------------------------------- §5.2 turns


def test_turns_go_clockwise_from_the_first_player_until_everyone_has_one_token_left() -> None:
    """# BfR §5.2: clockwise turns, one token each; "A player who already has only one token is skipped";
    turns continue "until every player has exactly one combat token left in hand"; that last token stays."""
    t = Table(["crab", "crane", "lion"])
    t.control("crab", "crab_1")
    t.control("crane", "crane_1")
    t.control("lion", "lion_1")
    t.give("crab", "army1", "army2")  # 3 tokens with the bluff
    t.give("lion", "army1")  # 2 tokens; the Crane has only its bluff
    players = []
    d = t.push(("place_turn", t.seat("crane")))
    while d is not None:
        players.append(t.s.clans[d.player])
        first = next(i for i in d.ids() if i.startswith("army"))
        d = t.choose(d, first)
        assert d is not None
        d = t.choose(d, f"in:{'crab_1' if d.player == t.seat('crab') else 'lion_1'}")
    assert players == ["lion", "crab", "crab"]
    assert [len(h) for h in t.s.hands] == [1, 1, 1]
    assert t.hand("crab") == ["bluff"]


def test_a_set_aside_bluff_does_not_count_toward_the_last_token() -> None:
    """# BfR §5.2: "A player whose bluff is set aside does not count it toward the 'one token left' rule." """
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.give("crab", "army1")
    _aside(t, "crab")
    assert t.push(("place_turn", 0)) is None
    assert t.hand("crab") == ["army1"]


# ------------------------------------------------------------------------------------------- §6.1 slots


def test_a_border_holds_one_token_and_a_centre_any_number() -> None:
    """# BfR §6.1: "Every land border and every coastal border is a slot that holds at most one combat token";
    "Province centres have unlimited capacity"."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.put("crane", "army1", "crab_2>crab_1")
    t.put("crane", "navy1", "sea>crane_1")
    t.put("crab", "army1", "in:crab_1")
    locs = _locs(t, "crab", "army2")
    assert "crab_2>crab_1" not in locs and "crab_1>crab_2" not in locs
    assert "sea>crane_1" not in locs
    assert "in:crab_1" in locs and "crab_1>crab_4" in locs


def test_coastal_border_points_into_its_province_only() -> None:
    """# BfR §6.1: "A token on a coastal border always points into its coastal province." Landlocked provinces
    have no coastal slot."""
    t = Table(["crab", "crane"])
    locs = _locs(t, "crab", "navy1")
    sea = {x for x in locs if x.startswith("sea>")}
    assert sea == {f"sea>{q}" for q in ("shadowlands_south", "crab_3", "crane_1", "crane_2", "crane_3", "lion_1",
                                        "phoenix_1", "mainland_1", "mainland_3", "islands_1", "islands_2",
                                        "islands_3")}


def test_peace_and_scorched_earth_forbid_the_province_and_its_borders_to_everyone() -> None:
    """# BfR §6.1 / §9.1 / §9.2: no combat token inside the province or on any of its borders."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.special("crab_1", D.PEACE)
    t.special("crane_1", D.SCORCHED)
    for clan in ("crab", "crane"):
        locs = _locs(t, clan, "shinobi1" if clan == "crab" else "shinobi2")
        for q in ("crab_1", "crane_1"):
            assert not [x for x in locs if q in x], (clan, q)


def test_shrine_is_forbidden_except_to_its_controller() -> None:
    """# BfR §9.3: only the controller may put tokens in it; its controller may attack out through its borders;
    nobody else may use any border it has."""
    t = Table(["dragon", "lion"])
    t.control("dragon", "dragon_2")
    t.special("dragon_2", D.SHRINE)
    lion = _locs(t, "lion", "army1")
    assert not [x for x in lion if "dragon_2" in x]
    dragon = _locs(t, "dragon", "army1")
    assert {"in:dragon_2", "dragon_2>dragon_1", "dragon_2>lion_3"} <= dragon


def test_uncontrolled_shrine_is_forbidden_to_everyone() -> None:
    """# BfR §6.1: a shrine province is forbidden "to every player except the player who controls it"."""
    t = Table(["dragon", "lion"])
    t.special("dragon_2", D.SHRINE)
    assert not [x for x in _locs(t, "dragon", "army1") if "dragon_2" in x]


def test_tokens_placed_before_a_province_became_forbidden_are_illegal() -> None:
    """# BfR §6.9: "every token is illegal if it is in, or on a border of, a peace or scorched-earth province, or
    a shrine province controlled by someone else" (legality checked again in step 2)."""
    t = Table(["dragon", "lion"])
    t.control("lion", "lion_3")
    t.control("dragon", "dragon_1")
    t.control("dragon", "dragon_2")
    t.put("lion", "army3", "lion_3>dragon_1")
    t.put("lion", "shinobi2", "in:dragon_2")
    t.special("dragon_1", D.PEACE)
    t.special("dragon_2", D.SHRINE)
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon" and t.ctrl("dragon_2") == "dragon"
    assert t.log().count("placed illegally") == 2


def test_battlefield_forbids_raid_and_diplomacy_only() -> None:
    """# BfR §9.4: "No diplomacy or raid token may be placed in the province. All other placement is normal." """
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("unicorn", "unicorn_3")
    t.control("crab", "crab_1")
    t.special("crab_1", D.BATTLEFIELD)
    t.put("unicorn", "raid", "in:crab_1")
    t.put("unicorn", "army2", "unicorn_1>crab_1")
    t.resolve()
    assert t.special_at("crab_1") == D.BATTLEFIELD
    assert t.ctrl("crab_1") == "unicorn"
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_3")
    t.special("unicorn_3", D.BATTLEFIELD)
    t.put("unicorn", "diplomacy", "in:unicorn_3")
    t.put("unicorn", "army2", "in:unicorn_3")
    t.resolve()
    assert t.special_at("unicorn_3") == D.BATTLEFIELD and t.up("unicorn_3") == 1


def test_faithful_mode_accepts_a_publicly_possible_but_illegal_placement() -> None:
    """# BfR §6.1 [IMPL] faithful mode (default): any face-down placement into a free, not forbidden slot is
    accepted; the illegal token is discarded in step 2 (an army on a coastal border here)."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.control("crane", "crane_1")
    a = t.give("crab", "army5")[0]
    d = _place(t, t.push(("turn", 0)), "army5", "sea>crane_1")
    assert d is None
    t.resolve()
    assert t.where(a) == "discard" and t.ctrl("crane_1") == "crane"


def test_strict_mode_offers_only_legal_places() -> None:
    """# BfR §6.1 [IMPL] strict mode / §6.2-§6.7: army from own into non-own or in own centre; navy on non-own
    coasts or own coastal centres; shinobi only in centres; diplomacy own centres; raid non-own centres."""
    t = Table(["crab", "crane"], rules={"placement": "strict"})
    t.control("crab", "crab_3")
    t.control("crab", "crab_2")
    t.control("crane", "mainland_1")
    army = _locs(t, "crab", "army1")
    assert army == {"in:crab_3", "in:crab_2", "crab_3>shadowlands_north", "crab_3>shadowlands_south",
                    "crab_3>mainland_1", "crab_2>shadowlands_north", "crab_2>crab_1", "crab_2>crab_4",
                    "crab_2>mainland_1", "crab_2>mainland_2"}
    navy = _locs(t, "crab", "navy1")
    assert "in:crab_3" in navy and "in:crab_2" not in navy and "sea>crab_3" not in navy
    assert "sea>mainland_1" in navy and not [x for x in navy if ">" in x and not x.startswith("sea>")]
    shinobi = _locs(t, "crab", "shinobi1")
    assert shinobi == {f"in:{q}" for q in __import__("rokugan.bfr.board", fromlist=["PROVINCES"]).PROVINCES}
    assert _locs(t, "crab", "diplomacy") == {"in:crab_3", "in:crab_2"}
    raid = _locs(t, "crab", "raid")
    assert "in:crab_3" not in raid and "in:mainland_1" in raid and len(raid) == 28


# ------------------------------------------------------------------------------------------- §6.5 blessings


def test_blessing_goes_face_up_on_an_own_face_down_token() -> None:
    """# BfR §6.5: placed face-up on one of your own face-down tokens already on the board; several on the same
    token [FAQ]; it does not use a slot."""
    t = Table(["dragon", "lion"])
    t.control("dragon", "dragon_1")
    a = t.put("dragon", "army1", "in:dragon_1")
    t.put("lion", "army1", "lion_2>lion_3")  # an opponent's token is never a host
    t.give("dragon", "blessing2", "blessing3", "army2")
    d = t.push(("turn", t.seat("dragon")))
    d = t.choose(d, "blessing2")
    assert d is not None and d.ids() == [f"on#{t.seq(a)}"]
    d = t.choose(d, d.ids()[0])
    d = t.push(("turn", t.seat("dragon")))
    d = t.choose(d, "blessing3")
    assert d is not None
    t.choose(d, f"on#{t.seq(a)}")
    assert len(t.s.blessings_on(a)) == 2 and all(t.s.up[b] for b in t.s.blessings_on(a))
    assert not t.s.up[a]


def test_blessing_is_not_offered_without_a_host() -> None:
    """# BfR §6.5: a blessing needs one of your own tokens already on the board."""
    t = Table(["dragon", "lion"])
    t.give("dragon", "blessing2")
    d = t.push(("turn", 0))
    assert d is not None and "blessing2" not in d.ids()


# ------------------------------------------------------------------------------------------- §5.2 / §14 skipping


def test_ronin_army_may_use_any_land_border_either_way() -> None:
    """# BfR §14: "A ronin MAY place army tokens on any land border, pointing either way", no origin needed."""
    t = Table(["crab", "crane"], rules={"placement": "strict"})
    t.control("crane", "crane_1")
    t.s.ronin[t.seat("crab")] = True
    locs = _locs(t, "crab", "army1")
    assert "crane_2>crane_3" in locs and "crane_3>crane_2" in locs and "crab_1>crab_2" in locs
    assert not [x for x in locs if x.startswith("in:") or x.startswith("sea>")]


def test_ronin_army_attack_resolves() -> None:
    """# BfR §14: the ronin army "attacks the province it points at, with no need to control the province it comes
    from"."""
    t = Table(["crab", "crane"])
    t.control("crane", "crane_1")
    t.s.ronin[t.seat("crab")] = True
    t.put("crab", "army3", "crane_2>crane_1")
    t.put("crab", "army2", "lion_2>lion_3")
    t.resolve()
    assert t.ctrl("crane_1") == "crab" and t.ctrl("lion_3") == "crab"


def test_ronin_cannot_raid_or_make_diplomacy() -> None:
    """# BfR §14 / §6.6 / §6.7: ronin raid and diplomacy tokens are illegal."""
    t = Table(["unicorn", "crab"])
    t.control("crab", "crab_1")
    t.put("unicorn", "raid", "in:crab_1")
    t.put("unicorn", "shinobi1", "in:crab_1")
    t.s.ronin[t.seat("unicorn")] = True
    t.resolve()
    assert t.special_at("crab_1") == D.NONE and t.ctrl("crab_1") == "unicorn"


def test_ronin_who_cannot_place_is_skipped_for_the_rest_of_the_phase() -> None:
    """# BfR §14: "A ronin who cannot place any token on their turn is skipped for the rest of that placement
    phase. They keep the tokens they could not place." """
    t = Table(["crane", "crab"], rules={"placement": "strict"})
    t.control("crab", "crab_1")
    t.s.ronin[t.seat("crane")] = True
    t.give("crane", "diplomacy", "raid")
    _aside(t, "crane")
    t.give("crab", "army1", "army2")
    d = t.push(("place_turn", t.seat("crane")))
    assert d is not None and d.player == t.seat("crab")
    assert t.s.skipped[t.seat("crane")]
    d = _place(t, d, "army1", "in:crab_1")
    assert d is not None and d.player == t.seat("crab")
    assert t.hand("crane") == ["diplomacy", "raid"]


def test_non_ronin_without_a_legal_placement_is_skipped_for_the_phase() -> None:
    """# BfR §5.2 [UNSURE] 16 default: "skip the player for the rest of the phase, and they keep their tokens"."""
    t = Table(["crane", "crab"], rules={"placement": "strict"})
    t.control("crane", "crane_1")
    t.special("crane_1", D.BATTLEFIELD)
    t.give("crane", "diplomacy", "diplomacy")
    _aside(t, "crane")
    t.give("crab", "army1")
    t.control("crab", "crab_1")
    d = t.push(("place_turn", t.seat("crane")))
    assert d is not None and d.player == t.seat("crab") and t.s.skipped[t.seat("crane")]
    assert t.choose(t.choose(d, "army1"), "in:crab_1") is None
    assert t.hand("crane") == ["diplomacy", "diplomacy"]


def test_spy_network_locked_bluff_is_not_offered() -> None:
    """# BfR §10.2 Spy Network: the player "cannot place their bluff this round"."""
    t = Table(["crane", "crab"])
    t.control("crane", "crane_1")
    t.give("crane", "army1")
    t.s.spy_locked[t.seat("crane")] = True
    d = t.push(("place_turn", t.seat("crane")))
    assert d is not None and "bluff" not in d.ids()
    assert _place(t, d, "army1", "in:crane_1") is None
    assert t.hand("crane") == ["bluff"]
