"""One scenario per card of src/rokugan/lcg/sets/core_b2.py (Core Set Phoenix, Scorpion, Unicorn and neutral cards:
characters, events, provinces, strongholds, holdings, roles), through the decision interface. Each docstring or name
paraphrases what the card does."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import conflict as LC
from rokugan.lcg import engine as E
from rokugan.lcg.cards import all_cards, by_title
from rokugan.lcg.decks import builtin_deck, legality

from .harness import Table
from .scenes_b2 import PROVINCE_OF, attack_facedown, finish_window, province, react, role, stronghold


@pytest.fixture
def t() -> Table:
    return Table()


# ---------------------------------------------------------------------------------------------- Phoenix
def test_shiba_peacemaker_cannot_attack_but_can_defend(t: Table) -> None:
    p = t.put(t.me, "Shiba Peacemaker")
    assert p not in LC._attackers_for(t.s, t.me, "military")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    assert p in LC._defenders_for(t.s, t.me)
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
    sh = stronghold(t, t.me, "Golden Plains Outpost")
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
    finish_window(t)
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
    finish_window(t)
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
    sh = stronghold(t, t.me, "City of the Open Hand")
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
    k = province(t, t.me, "Manicured Garden")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    f = t.s.players[t.me].fate
    t.use("Manicured Garden")
    assert t.s.players[t.me].fate == f + 1


def test_fertile_fields_draws_during_a_conflict_there(t: Table) -> None:
    k = province(t, t.me, "Fertile Fields")
    t.window(t.me)
    assert not t.can("Fertile Fields:")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    n = len(t.s.players[t.me].hand)
    t.use("Fertile Fields")
    assert len(t.s.players[t.me].hand) == n + 1


def test_meditations_on_the_tao_removes_fate_from_an_attacker(t: Table) -> None:
    k = province(t, t.me, "Meditations on the Tao")
    a = t.put(t.opp, "Eager Scout", fate=2)
    t.conflict(t.opp, "military", [a], [], province=k)
    t.use("Meditations on the Tao", "Eager Scout")
    assert t.s.fate_on[a] == 1


def test_shameful_display_honors_one_and_dishonors_the_other(t: Table) -> None:
    k = province(t, t.me, "Shameful Display")
    a = t.put(t.opp, "Eager Scout")
    d = t.put(t.me, "Doji Whisperer")
    t.conflict(t.opp, "political", [a], [d], province=k)
    t.use("Shameful Display", "Eager Scout", "Doji Whisperer")
    t.pick("Honor Doji Whisperer")
    assert t.s.status[d] == 1 and t.s.status[a] == -1


def test_ancestral_lands_is_stronger_in_political_conflicts(t: Table) -> None:
    k = province(t, t.me, "Ancestral Lands")
    base = E.province_strength(t.s, t.me, k)
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [], province=k)
    assert E.province_strength(t.s, t.me, k) == base + 5
    t.s.conflict["type"] = "military"
    assert E.province_strength(t.s, t.me, k) == base


def test_entrenched_position_is_stronger_in_military_conflicts(t: Table) -> None:
    k = province(t, t.me, "Entrenched Position")
    base = E.province_strength(t.s, t.me, k)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [], province=k)
    assert E.province_strength(t.s, t.me, k) == base + 5


def test_rally_to_the_cause_switches_the_conflict_type_when_revealed(t: Table) -> None:
    att, dfd, k = attack_facedown(t, "Rally to the Cause")
    react(t, dfd, "Rally to the Cause:")
    assert t.s.conflict["type"] == "political"


def test_night_raid_attacker_discards_a_card_per_attacker(t: Table) -> None:
    att = t.s.first
    for _ in range(3):
        t.hand(att, "Banzai!")
    att, dfd, k = attack_facedown(t, "Night Raid")
    react(t, dfd, "Night Raid:")
    t.pick("Discard Banzai!", who=att)
    t.pick("Discard Banzai!", who=att)
    assert len(t.s.players[att].hand) == 1


def test_elemental_fury_switches_the_contested_ring(t: Table) -> None:
    att, dfd, k = attack_facedown(t, "Elemental Fury", ring="air")
    react(t, dfd, "Elemental Fury:")
    t.pick("The void ring", who=dfd)
    assert t.s.conflict["ring"] == "void" and t.s.conflict["type"] == "military"


def test_kuroi_mori_switches_the_type_and_is_never_under_thestronghold(t: Table) -> None:
    from ..helpers import game
    g = game(3, ("phoenix", "crab"))
    d = g.pending()
    assert d is not None and d.kind == "province"
    assert not any("Kuroi Mori" in o.label for o in d.options)
    k = province(t, t.me, "Kuroi Mori")
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
    role(t, t.me, title)
    d = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [d], ring=element)
    f = t.s.players[t.me].fate
    finish_window(t)
    react(t, t.me, f"{title}:")
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
    role(t, dfd, title)
    f = t.s.players[dfd].fate
    attack_facedown(t, PROVINCE_OF[element])
    react(t, dfd, f"{title}:")
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
