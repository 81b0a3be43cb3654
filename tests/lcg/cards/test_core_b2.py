"""One scenario per card of src/rokugan/lcg/sets/core_b2.py (Core Set Phoenix, Scorpion, Unicorn and neutral cards),
through the decision interface. Each docstring paraphrases what the card does."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg.cards import all_cards, by_title
from rokugan.lcg.decks import builtin_deck, legality

from .harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


def _stronghold(t: Table, seat: int, title: str) -> int:
    s = t.s
    c = s.new_card(by_title(title), seat, E.PLAY)
    s.players[seat].stronghold = c
    s.__dict__.pop("_const", None)
    t.g._fresh = False
    return c


def _role(t: Table, seat: int, title: str) -> int:
    s = t.s
    c = s.new_card(by_title(title), seat, E.PLAY)
    s.players[seat].role = c
    s.__dict__.pop("_const", None)
    t.g._fresh = False
    return c


def _province(t: Table, seat: int, title: str, faceup: bool = True) -> int:
    """Put province `title` in place of a non-stronghold province of `seat`; its index."""
    s = t.s
    p = s.players[seat]
    k = next(i for i in range(5) if i != p.sh_prov)
    c = s.new_card(by_title(title), seat, E.PROVINCE)
    p.provinces[k] = c
    p.prov_faceup[k] = faceup
    s.__dict__.pop("_const", None)
    t.g._fresh = False
    return k


def _finish_window(t: Table) -> None:
    """Both players pass the conflict's action window (the defender first)."""
    cf = t.s.conflict
    t.pick("Pass", who=cf["defender"])
    t.pick("Pass", who=cf["attacker"])


# ---------------------------------------------------------------------------------------------- Phoenix
def test_shiba_peacemaker_cannot_attack_but_can_defend(t: Table) -> None:
    p = t.put(t.me, "Shiba Peacemaker")
    assert p not in E._attackers_for(t.s, t.me, "military")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    assert p in E._defenders_for(t.s, t.me)
    assert "attacker" in A.rendered("Shiba Peacemaker")


def test_fearsome_mystic_glory_in_air_and_removes_fate_from_less_glorious_enemies(t: Table) -> None:
    m = t.put(t.me, "Fearsome Mystic")
    low = t.put(t.opp, "Eager Scout", fate=2)  # glory 0
    t.conflict(t.opp, "political", [low], [m], ring="air")
    assert E.glory(t.s, m) == 3
    t.use("Fearsome Mystic")
    assert t.s.fate_on[low] == 1


def test_solemn_scholar_bows_an_attacker_with_earth_claimed(t: Table) -> None:
    t.put(t.me, "Solemn Scholar")
    a = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [a], [])
    assert not t.can("Solemn Scholar:")
    t.s.rings["earth"][1] = t.me
    t.use("Solemn Scholar", "Eager Scout")
    assert t.s.bowed[a]


def test_radiant_orator_sends_an_enemy_home_when_more_glorious(t: Table) -> None:
    o = t.put(t.me, "Radiant Orator")  # glory 2
    a = t.put(t.opp, "Eager Scout")  # glory 0
    t.conflict(t.opp, "political", [a], [o])
    t.use("Radiant Orator", "Eager Scout")
    assert t.s.conflict["attackers"] == []


def test_meddling_mediator_takes_honor_after_two_conflicts_against_you(t: Table) -> None:
    t.put(t.me, "Meddling Mediator")
    t.window(t.me)
    assert not t.can("Meddling Mediator:")
    t.s.players[t.opp].types_used = ["military", "political"]
    mine, theirs = t.s.players[t.me].honor, t.s.players[t.opp].honor
    t.use("Meddling Mediator", "take 1 honor")
    assert (t.s.players[t.me].honor, t.s.players[t.opp].honor) == (mine + 1, theirs - 1)


# ---------------------------------------------------------------------------------------------- Scorpion
def test_bayushi_liar_is_reminder_text_for_sincerity() -> None:
    assert A.DEFS["Bayushi Liar"].reminder and A.status("Bayushi Liar") == "full"


def test_adept_of_shadows_returns_to_hand_for_1_honor(t: Table) -> None:
    c = t.put(t.me, "Adept of Shadows", fate=2)
    t.window(t.me)
    h, f = t.s.players[t.me].honor, t.s.players[t.me].fate
    t.use("Adept of Shadows")
    assert c in t.s.players[t.me].hand and t.s.zone[c] == E.HAND
    assert t.s.players[t.me].honor == h - 1 and t.s.players[t.me].fate == f  # its fate goes to the bank


def test_i_can_swim_discards_a_dishonored_participant_after_a_higher_bid(t: Table) -> None:
    d = t.put(t.opp, "Eager Scout")
    t.s.status[d] = -1
    t.conflict(t.opp, "military", [d], [])
    t.hand(t.me, "I Can Swim")
    t.s.players[t.me].bid, t.s.players[t.opp].bid = 1, 1
    assert not t.can("I Can Swim")
    t.s.players[t.me].bid = 3
    t.use("I Can Swim", "Eager Scout")
    assert t.s.zone[d] != E.PLAY


def test_shosuro_miyako_opponent_selects_after_you_play_a_character(t: Table) -> None:
    t.put(t.me, "Shosuro Miyako")
    e = t.put(t.opp, "Eager Scout")
    t.hand(t.me, "Eager Scout")
    t.window(t.me)
    t.pick("Play Eager Scout at home")
    t.pick("0 fate")
    t.pick("Shosuro Miyako:")
    t.pick("dishonor", who=t.opp)
    t.pick("Eager Scout", who=t.opp)
    assert t.s.status[e] == -1


# ---------------------------------------------------------------------------------------------- Unicorn
def test_born_in_war_counts_unclaimed_rings_on_a_cavalry_character(t: Table) -> None:
    rider = t.put(t.me, "Border Rider")  # Cavalry
    other = t.put(t.me, "Eager Scout")
    t.hand(t.me, "Born in War")
    t.window(t.me)
    assert not t.can("Attach Born in War to Eager Scout")
    base = t.skill(rider)
    t.pick("Attach Born in War to Border Rider")
    assert t.skill(rider) == (base or 0) + 5
    t.s.rings["air"][1] = t.me
    assert t.skill(rider) == (base or 0) + 4 and other


def test_captive_audience_turns_a_political_conflict_military(t: Table) -> None:
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.me, "Captive Audience")
    h = t.s.players[t.me].honor
    t.use("Captive Audience")
    assert t.s.conflict["type"] == "military" and t.s.players[t.me].honor == h - 1


def test_i_am_ready_removes_fate_to_ready_a_unicorn(t: Table) -> None:
    r = t.put(t.me, "Border Rider", fate=2, bowed=True)
    t.hand(t.me, "I Am Ready")
    t.window(t.me)
    t.use("I Am Ready", "Remove 1 fate from Border Rider")
    assert not t.s.bowed[r] and t.s.fate_on[r] == 1


def test_ide_trader_gains_fate_when_a_character_moves_to_its_conflict(t: Table) -> None:
    i = t.put(t.me, "Ide Trader")
    t.put(t.me, "Shinjo Outrider")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [i])
    f = t.s.players[t.me].fate
    t.use("Shinjo Outrider")
    t.pick("Ide Trader:")
    t.pick("gain 1 fate")
    assert t.s.players[t.me].fate == f + 1


def test_golden_plains_outpost_bows_to_move_a_cavalry_character_in(t: Table) -> None:
    sh = _stronghold(t, t.me, "Golden Plains Outpost")
    r = t.put(t.me, "Border Rider")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Golden Plains Outpost", "Border Rider")
    assert r in t.s.conflict["defenders"] and t.s.bowed[sh]


# ---------------------------------------------------------------------------------------------- neutral
def test_for_shame_opponent_chooses_dishonor_or_bow(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer")  # Courtier
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "political", [e], [c])
    t.hand(t.me, "For Shame!")
    t.use("For Shame!", "Eager Scout")
    t.pick("bow it", who=t.opp)
    assert t.s.bowed[e] and t.s.status[e] == 0


def test_outwit_sends_home_a_character_weaker_than_your_courtier(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "political", [e], [c])
    t.hand(t.me, "Outwit")
    t.use("Outwit", "Eager Scout")
    assert e not in t.s.conflict["attackers"]


def test_rout_sends_home_a_character_weaker_than_your_bushi(t: Table) -> None:
    b = t.put(t.me, "Matsu Berserker")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [b])
    t.hand(t.me, "Rout")
    t.use("Rout", "Eager Scout")
    assert e not in t.s.conflict["attackers"]


def test_spies_at_court_discards_two_at_random_after_a_political_win(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer")
    t.conflict(t.me, "political", [c], [])
    t.hand(t.me, "Spies at Court")
    for _ in range(3):
        t.hand(t.opp, "Banzai!")
    _finish_window(t)
    while t.pending().kind != "reaction" or t.pending().player != t.me:
        t.pick("Pass")
    t.pick("Play Spies at Court")
    t.pick("Dishonor Doji Whisperer")
    assert len(t.s.players[t.opp].hand) == 1 and t.s.status[c] == -1


def test_fallen_in_battle_discards_a_participant_after_winning_by_5(t: Table) -> None:
    b = t.put(t.me, "Matsu Berserker")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [b, t.put(t.me, "Moto Youth")], [e])
    t.hand(t.me, "Fallen in Battle")
    assert E.total_skill(t.s, t.me) - E.total_skill(t.s, t.opp) >= 5
    _finish_window(t)
    while t.pending().kind != "reaction" or t.pending().player != t.me:
        t.pick("Pass")
    t.pick("Play Fallen in Battle")
    t.pick("Eager Scout")
    assert t.s.zone[e] != E.PLAY


def test_favorable_ground_sacrificed_to_move_a_character_in(t: Table) -> None:
    h = t.holding(t.me, "Favorable Ground")
    c = t.put(t.me, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.use("Favorable Ground", "Eager Scout", "to the conflict")
    assert c in t.s.conflict["defenders"] and t.s.zone[h] != E.PROVINCE


def test_city_of_the_open_hand_gains_honor_when_less_honorable(t: Table) -> None:
    sh = _stronghold(t, t.me, "City of the Open Hand")
    t.window(t.me)
    assert not t.can("City of the Open Hand:")
    t.s.players[t.me].honor = 8
    t.use("City of the Open Hand")
    assert t.s.players[t.me].honor == 9 and t.s.bowed[sh]
    t.s.stack.append(("ready",))  # 5.2 readies the stronghold too
    t.g._fresh = False
    t.pending()
    assert not t.s.bowed[sh]


def test_manicured_garden_gains_fate_during_a_conflict_there(t: Table) -> None:
    k = _province(t, t.me, "Manicured Garden")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    f = t.s.players[t.me].fate
    t.use("Manicured Garden")
    assert t.s.players[t.me].fate == f + 1


def test_fertile_fields_draws_during_a_conflict_there(t: Table) -> None:
    k = _province(t, t.me, "Fertile Fields")
    t.window(t.me)
    assert not t.can("Fertile Fields:")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    n = len(t.s.players[t.me].hand)
    t.use("Fertile Fields")
    assert len(t.s.players[t.me].hand) == n + 1


def test_meditations_on_the_tao_removes_fate_from_an_attacker(t: Table) -> None:
    k = _province(t, t.me, "Meditations on the Tao")
    a = t.put(t.opp, "Eager Scout", fate=2)
    t.conflict(t.opp, "military", [a], [], province=k)
    t.use("Meditations on the Tao", "Eager Scout")
    assert t.s.fate_on[a] == 1


def test_shameful_display_honors_one_and_dishonors_the_other(t: Table) -> None:
    k = _province(t, t.me, "Shameful Display")
    a = t.put(t.opp, "Eager Scout")
    d = t.put(t.me, "Doji Whisperer")
    t.conflict(t.opp, "political", [a], [d], province=k)
    t.use("Shameful Display", "Eager Scout", "Doji Whisperer")
    t.pick("Honor Doji Whisperer")
    assert t.s.status[d] == 1 and t.s.status[a] == -1


def test_ancestral_lands_is_stronger_in_political_conflicts(t: Table) -> None:
    k = _province(t, t.me, "Ancestral Lands")
    base = E.province_strength(t.s, t.me, k)
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [], province=k)
    assert E.province_strength(t.s, t.me, k) == base + 5
    t.s.conflict["type"] = "military"
    assert E.province_strength(t.s, t.me, k) == base


def test_entrenched_position_is_stronger_in_military_conflicts(t: Table) -> None:
    k = _province(t, t.me, "Entrenched Position")
    base = E.province_strength(t.s, t.me, k)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    assert E.province_strength(t.s, t.me, k) == base + 5


# ---------------------------------------------------------------------------------------------- provinces revealed
PROVINCE_OF = {"air": "Fertile Fields", "earth": "Ancestral Lands", "fire": "Meditations on the Tao",
               "void": "Shameful Display", "water": "Rally to the Cause"}


def _attack_facedown(t: Table, title: str, ring: str = "air", kind: str = "military") -> tuple[int, int, int]:
    """The first player declares a conflict against the other player's facedown province `title`, with two
    attackers: (attacker, defender, province index)."""
    att = t.s.first
    dfd = 1 - att
    k = _province(t, dfd, title, faceup=False)
    a = [t.put(att, "Matsu Berserker"), t.put(att, "Doji Whisperer")]
    t.window(t.me)
    while t.pending().kind == "action":
        t.pick("pass")
    assert t.pending().kind == "conflict" and t.pending().player == att
    t.pick(f"ring:{ring}:{kind}")
    t.pick(f"prov:{k}")
    for c in a:
        if t.pending().kind == "attackers":
            t.pick(f"att:{c}")
    if t.pending().kind == "attackers":
        t.pick("done")
    return att, dfd, k


def _react(t: Table, seat: int, label: str) -> None:
    while not (t.pending().kind == "reaction" and t.pending().player == seat):
        t.pick("Pass")
    t.pick(label, who=seat)


def test_rally_to_the_cause_switches_the_conflict_type_when_revealed(t: Table) -> None:
    att, dfd, k = _attack_facedown(t, "Rally to the Cause")
    _react(t, dfd, "Rally to the Cause:")
    assert t.s.conflict["type"] == "political"


def test_night_raid_attacker_discards_a_card_per_attacker(t: Table) -> None:
    att = t.s.first
    for _ in range(3):
        t.hand(att, "Banzai!")
    att, dfd, k = _attack_facedown(t, "Night Raid")
    _react(t, dfd, "Night Raid:")
    t.pick("Discard Banzai!", who=att)
    t.pick("Discard Banzai!", who=att)
    assert len(t.s.players[att].hand) == 1


def test_elemental_fury_switches_the_contested_ring(t: Table) -> None:
    att, dfd, k = _attack_facedown(t, "Elemental Fury", ring="air")
    _react(t, dfd, "Elemental Fury:")
    t.pick("The void ring", who=dfd)
    assert t.s.conflict["ring"] == "void" and t.s.conflict["type"] == "military"


def test_kuroi_mori_switches_the_type_and_is_never_under_the_stronghold(t: Table) -> None:
    from ..helpers import game
    g = game(3, ("phoenix", "crab"))
    d = g.pending()
    assert d is not None and d.kind == "province"
    assert not any("Kuroi Mori" in o.label for o in d.options)
    k = _province(t, t.me, "Kuroi Mori")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    t.use("Kuroi Mori", "switch the conflict type")
    assert t.s.conflict["type"] == "political"


def test_know_the_world_switches_a_claimed_ring_and_takes_its_fate(t: Table) -> None:
    t.hand(t.me, "Know the World")
    t.window(t.me)
    assert not t.can("Know the World")
    t.s.players[t.me].claimed.append("air")
    t.s.rings["air"][1] = t.me
    t.s.rings["fire"][0] = 2
    f = t.s.players[t.me].fate
    t.use("Know the World", "claim the fire ring")
    assert t.s.players[t.me].claimed == ["fire"] and t.s.rings["air"][1] == -1
    assert t.s.players[t.me].fate == f - 1 + 2


# ---------------------------------------------------------------------------------------------- roles
@pytest.mark.parametrize("title", ["Keeper of Air", "Keeper of Earth", "Keeper of Fire", "Keeper of Void",
                                   "Keeper of Water"])
def test_keeper_roles_gain_fate_after_winning_a_conflict_of_their_element_as_defender(t: Table, title: str) -> None:
    element = title.split()[-1].lower()
    _role(t, t.me, title)
    d = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [d], ring=element)
    f = t.s.players[t.me].fate
    _finish_window(t)
    _react(t, t.me, f"{title}:")
    assert t.s.players[t.me].fate == f + 1
    deck = builtin_deck("crab")
    crane = [c for c in all_cards().values() if c.side == "conflict" and c.clan == "crane" and c.influence_cost]
    spend = []
    for c in crane:  # spend more than the stronghold's 10 influence, at most 13
        if sum(x.influence_cost for x in spend) + c.influence_cost <= 13:
            spend.append(c)
    assert sum(x.influence_cost for x in spend) > 10
    deck.conflict = deck.conflict[:-len(spend)] + [(1, c.id) for c in spend]
    assert any("influence" in p for p in legality(deck))
    deck.role = by_title(title).id
    assert not any("influence" in p for p in legality(deck))


@pytest.mark.parametrize("title", ["Seeker of Air", "Seeker of Earth", "Seeker of Fire", "Seeker of Void",
                                   "Seeker of Water"])
def test_seeker_roles_gain_fate_when_a_province_of_their_element_is_revealed(t: Table, title: str) -> None:
    element = title.split()[-1].lower()
    dfd = 1 - t.s.first
    _role(t, dfd, title)
    f = t.s.players[dfd].fate
    _attack_facedown(t, PROVINCE_OF[element])
    _react(t, dfd, f"{title}:")
    assert t.s.players[dfd].fate == f + 1
    deck = builtin_deck("crab")
    twin = next(c for c in all_cards().values() if c.type == "province" and c.clan == "neutral" and
                c.elements == (element,) and c.id not in deck.provinces)
    k = next(i for i, p in enumerate(deck.provinces) if all_cards()[p].elements != (element,))
    deck.provinces[k] = twin.id
    if not any("one province of each element" in p for p in legality(deck)):  # the deck had no such province
        deck.provinces[next(i for i in range(5) if i != k)] = twin.id
    assert any("one province of each element" in p for p in legality(deck))
    deck.role = by_title(title).id
    assert not any("one province of each element" in p for p in legality(deck))


# ---------------------------------------------------------------------------------------------- more Phoenix
def test_isawa_mori_seido_gives_2_glory_until_the_end_of_the_phase(t: Table) -> None:
    sh = _stronghold(t, t.me, "Isawa Mori Seidō")
    c = t.put(t.me, "Doji Whisperer")
    g = E.glory(t.s, c)
    t.window(t.me)
    t.use("Isawa Mori Seidō", "Doji Whisperer")
    assert E.glory(t.s, c) == g + 2 and t.s.bowed[sh]
    A.expire(t.s, "phase")
    assert E.glory(t.s, c) == g


def test_adept_of_the_waves_gives_covert_in_water_conflicts(t: Table) -> None:
    t.put(t.me, "Adept of the Waves")
    t.window(t.me)
    t.use("Adept of the Waves", "Adept of the Waves")
    t.s.conflict = {"ring": "water"}
    c = t.s.players[t.me].home[0]
    assert E._covert_now(t.s, c)
    t.s.conflict = {"ring": "fire"}
    assert not E._covert_now(t.s, c)
    t.s.conflict = None


def test_grasp_of_earth_keeps_opponents_out_of_the_conflict(t: Table) -> None:
    sh = t.put(t.me, "Isawa Atsuko")  # Shugenja
    t.attach(t.me, "Grasp of Earth", sh)
    e = t.put(t.opp, "Shinjo Outrider")
    t.hand(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [sh])
    t.use("Grasp of Earth")
    assert not t.can("Play Eager Scout")
    t.use("Shinjo Outrider")
    assert e not in t.s.conflict["attackers"]


def test_way_of_the_phoenix_forbids_a_ring_to_the_opponent(t: Table) -> None:
    t.hand(t.me, "Way of the Phoenix")
    t.window(t.me)
    t.use("Way of the Phoenix", "The fire ring")
    t.put(t.opp, "Matsu Berserker")
    while t.pending().kind != "conflict" or t.pending().player != t.opp:
        t.pick("pass")
    ids = t.pending().ids()
    assert not any(o.startswith("ring:fire:") for o in ids) and any(o.startswith("ring:air:") for o in ids)


# ---------------------------------------------------------------------------------------------- more Scorpion
def test_bayushi_shoju_opponent_cannot_have_the_favor_and_the_conflict_phase_costs_honor(t: Table) -> None:
    t.put(t.me, "Bayushi Shoju")
    t.s.favor = [t.opp, "military"]
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [])
    assert E.total_skill(t.s, t.opp) == t.skill(e)  # no +1 from the favor
    t.s.conflict = None
    t.s.stack = t.s.stack[:-2]
    hands = [len(p.hand) for p in t.s.players]
    honor = [p.honor for p in t.s.players]
    t.s.stack.append(("conflict_phase",))
    t.pending()
    assert [len(p.hand) for p in t.s.players] == [h + 2 for h in hands]
    assert [p.honor for p in t.s.players] == [h - 1 for h in honor]


def _to_bids(t: Table, mine: int, theirs: int) -> None:
    t.s.stack.append(("reveal_bids",))
    t.s.players[t.me].bid, t.s.players[t.opp].bid = mine, theirs
    t.g._fresh = False


def test_bayushi_manipulator_raises_its_bid_after_the_reveal(t: Table) -> None:
    t.put(t.me, "Bayushi Manipulator")
    _to_bids(t, 2, 2)
    h = t.s.players[t.me].honor
    _react(t, t.me, "Bayushi Manipulator:")
    assert t.s.players[t.me].bid == 3 and t.s.players[t.me].honor == h - 1


def test_bayushi_yunako_switches_base_skills(t: Table) -> None:
    y = t.put(t.me, "Bayushi Yunako")  # 4 military, 2 political
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [y])
    t.use("Bayushi Yunako", "Bayushi Yunako")
    assert (t.skill(y), t.skill(y, "political")) == (2, 4)
    A.expire(t.s, "conflict")
    assert (t.skill(y), t.skill(y, "political")) == (4, 2)


def test_yogo_hiroue_pulls_a_character_in_then_may_dishonor_it_after_winning(t: Table) -> None:
    y = t.put(t.me, "Yogo Hiroue")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "political", [y], [])
    t.pick("Pass", who=t.opp)
    t.use("Yogo Hiroue", "Eager Scout")
    assert e in t.s.conflict["defenders"]
    t.s.bowed[e] = True  # it does not help its side
    _finish_window(t)
    _react(t, t.me, "Yogo Hiroue:")
    assert t.s.status[e] == -1


def test_secret_cache_searches_5_cards_when_attacked(t: Table) -> None:
    dfd = 1 - t.s.first
    top = t.s.players[dfd].conf_deck[:5]
    _attack_facedown(t, "Secret Cache")
    _react(t, dfd, "Secret Cache:")
    t.pick(f"card:{top[4]}", who=dfd)
    assert top[4] in t.s.players[dfd].hand


# ---------------------------------------------------------------------------------------------- more Unicorn
def test_shinjo_tatsuo_moves_itself_and_another_character_in(t: Table) -> None:
    s = t.put(t.me, "Shinjo Tatsuo")
    o = t.put(t.me, "Border Rider")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Shinjo Tatsuo", "Yes", "Border Rider")
    assert t.s.conflict["defenders"] == [s, o]


def test_giver_of_gifts_moves_an_attachment(t: Table) -> None:
    t.put(t.me, "Giver of Gifts")
    a, b = t.put(t.me, "Eager Scout"), t.put(t.me, "Matsu Berserker")
    k = t.attach(t.me, "Fine Katana", a)
    t.window(t.me)
    t.use("Giver of Gifts", "Fine Katana", "Matsu Berserker")
    assert t.s.attached_to[k] == b


def test_moto_horde_takes_only_weapons(t: Table) -> None:
    h = t.put(t.me, "Moto Horde")
    t.hand(t.me, "Fine Katana")
    t.hand(t.me, "Ornate Fan")
    t.window(t.me)
    assert t.can("Attach Fine Katana to Moto Horde") and not t.can("Attach Ornate Fan to Moto Horde") and h


def test_iuchi_wayfinder_looks_at_a_facedown_province(t: Table) -> None:
    t.hand(t.me, "Iuchi Wayfinder")
    t.window(t.me)
    t.pick("Play Iuchi Wayfinder at home")
    t.pick("0 fate")
    t.pick("Iuchi Wayfinder:")
    q = t.s.players[t.opp]
    k = next(i for i in range(5) if not q.prov_faceup[i])
    t.pick(f"{q.name}'s province {k + 1}")
    seen = [e for e in t.s.log if t.s.title(q.provinces[k]) in e.text]
    assert seen and all(e.visible_to == (t.me,) for e in seen)


def test_spyglass_draws_when_attached_character_moves_in(t: Table) -> None:
    o = t.put(t.me, "Shinjo Outrider")
    t.attach(t.me, "Spyglass", o)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    n = len(t.s.players[t.me].hand)
    t.use("Shinjo Outrider")
    t.pick("Spyglass:")
    assert len(t.s.players[t.me].hand) == n + 1


def test_endless_plains_breaks_itself_and_the_attacker_loses_a_character(t: Table) -> None:
    att, dfd, k = _attack_facedown(t, "Endless Plains")
    _react(t, dfd, "Endless Plains:")
    victim = t.s.conflict["attackers"][0]
    t.pick(t.s.title(victim), who=att)
    assert t.s.players[dfd].broken[k] and t.s.zone[victim] != E.PLAY


# ---------------------------------------------------------------------------------------------- more neutral
def test_contingency_plan_lowers_the_bid_after_the_reveal(t: Table) -> None:
    t.hand(t.me, "Contingency Plan")
    _to_bids(t, 3, 2)
    h = t.s.players[t.me].honor
    _react(t, t.me, "Play Contingency Plan")
    t.pick("decrease")
    assert t.s.players[t.me].bid == 2 and t.s.players[t.me].honor == h


def test_charge_puts_a_character_from_a_province_into_the_conflict(t: Table) -> None:
    p = t.s.players[t.me]
    k = next(i for i in range(5) if p.slots[i])
    c = p.slots[k][0]
    t.s.faceup[c] = True
    if t.s.facts[c].type != "character":
        p.slots[k].remove(c)
        c = t.s.new_card(by_title("Matsu Berserker"), t.me, E.PROVINCE)
        p.slots[k].insert(0, c)
        t.s.faceup[c] = True
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.me, "Charge!")
    t.use("Charge!", t.s.title(c))
    assert c in t.s.conflict["defenders"]


def test_seeker_initiate_searches_after_claiming_its_roles_ring(t: Table) -> None:
    _role(t, t.me, "Seeker of Air")
    i = t.put(t.me, "Seeker Initiate")
    t.conflict(t.me, "political", [i], [], ring="air")
    top = t.s.players[t.me].conf_deck[:5]
    _finish_window(t)
    while not (t.pending().kind == "reaction" and t.pending().player == t.me and t.can("Seeker Initiate:")):
        t.pick("skip" if t.pending().kind == "ring" else "Pass")
    t.pick("Seeker Initiate:")
    t.pick(f"card:{top[0]}")
    assert top[0] in t.s.players[t.me].hand
    deck = builtin_deck("crab")
    deck.dynasty = deck.dynasty[:-1] + [(1, by_title("Seeker Initiate").id)]
    assert any("Seeker Initiate needs a Seeker role" in p for p in legality(deck))
    deck.role = by_title("Seeker of Air").id
    assert not any("Seeker Initiate" in p for p in legality(deck))


# ---------------------------------------------------------------------------------------------- putting into play
def test_ambush_puts_two_scorpion_characters_into_the_conflict(t: Table) -> None:
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [])
    a = t.hand(t.me, "Adept of Shadows")  # cost 2
    b = t.hand(t.me, "Bayushi Liar")  # cost 1
    big = t.hand(t.me, "Bayushi Shoju")  # cost 5: over the budget with the others
    t.hand(t.me, "Ambush")
    t.use("Ambush", "Adept of Shadows", "Bayushi Liar")
    assert t.s.conflict["defenders"] == [a, b] and t.s.zone[big] == E.HAND


def test_cavalry_reserves_returns_cavalry_from_the_discard_pile(t: Table) -> None:
    p = t.s.players[t.me]
    cs = [t.s.new_card(by_title(x), t.me, E.DYN_DISCARD) for x in ("Border Rider", "Shinjo Tatsuo", "Moto Horde")]
    p.dyn_discard.extend(cs)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.me, "Cavalry Reserves")
    t.use("Cavalry Reserves", "Moto Horde")  # cost 4: 2 left
    assert not t.can("Shinjo Tatsuo")  # cost 4
    t.pick("Border Rider")  # cost 2: the budget is spent
    assert t.s.conflict["defenders"] == [cs[2], cs[0]]


def test_shinjo_altansarnai_searches_the_dynasty_deck_for_a_cheap_character(t: Table) -> None:
    s = t.put(t.me, "Shinjo Altansarnai")
    p = t.s.players[t.me]
    c = t.s.new_card(by_title("Border Rider"), t.me, E.DYN_DECK)
    p.dyn_deck.insert(3, c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [s])
    t.use("Shinjo Altansarnai")
    t.pick(f"card:{c}")
    assert c in t.s.conflict["defenders"] and c not in p.dyn_deck


def test_shosuro_actress_puts_an_opponents_discarded_character_into_play(t: Table) -> None:
    a = t.put(t.me, "Shosuro Actress")
    q = t.s.players[t.opp]
    c = t.s.new_card(by_title("Eager Scout"), t.opp, E.DYN_DISCARD)
    q.dyn_discard.append(c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.use("Shosuro Actress", f"card:{c}")
    assert t.s.zone[a] != E.PLAY and c in t.s.conflict["defenders"] and t.s.controller[c] == t.me


def test_meishodo_wielder_costs_1_less_for_the_first_player(t: Table) -> None:
    t.hand(t.me, "Meishōdō Wielder")
    t.window(t.me)
    t.s.first = t.me
    assert t.can("Play Meishōdō Wielder at home (1 fate)")
    t.s.first = t.opp
    assert t.can("Play Meishōdō Wielder at home (2 fate)")


def test_spyglass_draws_when_attached_character_is_declared(t: Table) -> None:
    att = t.s.first
    c = t.put(att, "Matsu Berserker")
    t.attach(att, "Spyglass", c)
    t.window(t.me)
    n = len(t.s.players[att].hand)
    while t.pending().kind == "action":
        t.pick("pass")
    t.pick("ring:air:military")
    t.pick(f"prov:{next(k for k in range(5) if k != t.s.players[1 - att].sh_prov)}")
    if t.pending().kind == "attackers":
        t.pick(f"att:{c}")
    _react(t, att, "Spyglass:")
    assert len(t.s.players[att].hand) == n + 1


def test_cloud_the_mind_blanks_attached_characters_abilities(t: Table) -> None:
    t.hand(t.me, "Cloud the Mind")
    r = t.put(t.opp, "Political Rival")  # +3 political while defending
    liar = t.put(t.opp, "Bayushi Liar")  # sincerity
    t.window(t.me)
    assert not t.can("Attach Cloud the Mind")  # no Shugenja
    t.put(t.me, "Isawa Atsuko")
    t.pick("Attach Cloud the Mind to Political Rival")
    t.conflict(t.me, "political", [t.put(t.me, "Eager Scout")], [r])
    assert t.skill(r, "political") == by_title("Political Rival").political
    assert A.has_keyword(t.s, liar, "sincerity")
    t.s.players[t.me].attached.append(t.s.new_card(by_title("Cloud the Mind"), t.me, E.PLAY))
    t.s.attached_to[t.s.players[t.me].attached[-1]] = liar
    assert not A.has_keyword(t.s, liar, "sincerity")  # printed keywords are part of the text box


def test_keeper_initiate_comes_back_from_the_discard_pile_when_its_ring_is_claimed(t: Table) -> None:
    _role(t, t.me, "Keeper of Air")
    p = t.s.players[t.me]
    k = t.s.new_card(by_title("Keeper Initiate"), t.me, E.DYN_DISCARD)
    p.dyn_discard.append(k)
    t.conflict(t.me, "political", [t.put(t.me, "Doji Whisperer")], [], ring="air")
    _finish_window(t)
    while not (t.pending().kind == "reaction" and t.pending().player == t.me and t.can("Keeper Initiate:")):
        t.pick("skip" if t.pending().kind == "ring" else "Pass")
    t.pick("Keeper Initiate:")
    assert t.s.zone[k] == E.PLAY and t.s.fate_on[k] == 1 and k not in p.dyn_discard


def test_breakthrough_declares_the_second_conflict_at_once_after_breaking_a_province(t: Table) -> None:
    att = t.s.first
    big = [t.put(att, "Moto Horde"), t.put(att, "Moto Horde")]
    t.hand(att, "Breakthrough")
    k = _province(t, 1 - att, "Fertile Fields", faceup=False)
    t.window(t.me)
    while t.pending().kind == "action":
        t.pick("pass")
    t.pick("ring:air:military")
    t.pick(f"prov:{k}")
    for c in big:
        if t.pending().kind == "attackers":
            t.pick(f"att:{c}")
    if t.pending().kind == "attackers":
        t.pick("done")
    while not (t.pending().kind == "reaction" and t.can("Play Breakthrough")):
        d = t.pending()
        t.pick("skip" if d.kind == "ring" else "no" if d.kind == "yes_no" else "done" if "done" in d.ids()
               else "pass")
    assert t.s.players[1 - att].broken[k]
    t.pick("Play Breakthrough", who=att)
    while t.pending().kind == "reaction":
        t.pick("pass")
    d = t.pending()
    assert d.kind == "conflict" and d.player == att  # no action window, no opponent's declaration first


def test_seeker_of_knowledge_lets_the_attacker_resolve_the_air_effect(t: Table) -> None:
    k = t.put(t.me, "Seeker of Knowledge")
    t.conflict(t.me, "political", [k], [], ring="fire")
    _finish_window(t)
    while t.pending().kind != "ring":
        t.pick("no" if t.pending().kind == "yes_no" else "Pass")
    assert t.can("Gain 2 honor") and t.can("Honor Seeker of Knowledge")
    h = t.s.players[t.me].honor
    t.pick("Gain 2 honor")
    assert t.s.players[t.me].honor == h + 2
