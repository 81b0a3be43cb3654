"""Scenario tests for the Emperor Edition Crab deck's cards (and the neutral cards it brings), under the Emperor
rule set: one per card, through the decision interface."""

from __future__ import annotations

from ..helpers import card, follower, holding, personality
from .ee_harness import _battle, _done, _ee, _reach, _react, real, stats


# ---------------------------------------------------------------------------------------------- Pre-Game
def test_border_keep_cycles_face_up_on_the_first_turn() -> None:
    sc = _ee()
    keep = sc.play(0, real("Border Keep"))
    sc.goto("action", active=0, first_turn=True)
    assert f"ab:{keep}:a:0" in sc.ids()
    sc.goto("action", active=0)
    # not the first turn: its "If" is after the last colon, which seed 000 does not require ("things listed after
    # the last colon of an action do not all need to happen for the action to be legally taken"): it may be taken,
    # to no effect (test_emperor.py test_a_condition_in_the_effects_block_is_not_required_to_take_the_action)
    assert f"ab:{keep}:a:0" in sc.ids()


def test_bamboo_harvesters_stay_bowed_through_the_first_straighten_phase() -> None:
    sc = _ee()
    bamboo = sc.play(1, real("Bamboo Harvesters"), bowed=True)
    sc.goto("start", active=1, first_turn=True)
    assert sc.s.bowed[bamboo]
    sc.goto("start", active=1)
    assert not sc.s.bowed[bamboo]


# ---------------------------------------------------------------------------------------------- Stronghold
def test_carpenter_castle_bows_a_siege_card_for_ranged_5_and_gains_2_honor() -> None:
    sc = _ee()
    sc.s.facts[sc.s.players[0].stronghold] = real("Carpenter Castle")
    castle = sc.s.players[0].stronghold
    me = sc.play(0, personality("Crab Samurai", f=2))
    engine = sc.play(0, personality("Siege Engineer", f=1, keywords=("Siege",)))
    foe = sc.play(1, personality("Crane Samurai", f=5, clan="Crane"))
    _battle(sc, [me, engine], [foe])
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{castle}:a:0")
    assert f"t:{castle}" in sc.ids() and f"t:{engine}" in sc.ids() and f"t:{me}" not in sc.ids()
    sc.choose(f"t:{engine}")
    assert sc.s.bowed[engine]
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.dead[foe]
    assert sc.s.players[0].honor == honor + 2


# ---------------------------------------------------------------------------------------------- Personalities
def test_kaiu_esumi_ranged_4_then_raises_the_province() -> None:
    sc = _ee()
    esumi = sc.play(0, real("Kaiu Esumi"))
    foe = sc.play(1, personality("Crane Samurai", f=4, clan="Crane"))
    _battle(sc, [esumi], [foe])
    before = stats.province_strength(sc.s, 1, 0)
    sc.choose(f"ab:{esumi}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    assert sc.s.dead[foe]
    sc.choose("opt:1")  # -2
    _done(sc)
    assert stats.province_strength(sc.s, 1, 0) == before - 2


def test_hiruma_nitani_bows_for_a_ranged_4_attack_plus_2_against_shadowlands() -> None:
    sc = _ee()
    nitani = sc.play(0, real("Hiruma Nitani"))
    oni = sc.play(1, personality("Oni", f=6, clan=None, keywords=("Shadowlands",)))
    _battle(sc, [nitani], [oni])
    sc.choose(f"ab:{nitani}:a:0")
    assert sc.s.bowed[nitani]  # no Reconnaissance: the cost is paid
    _reach(sc, "t:")
    sc.choose(f"t:{oni}")
    _done(sc)
    assert sc.s.dead[oni]  # 4 + 2 against 6 Force


def test_toritaka_shishido_gives_his_armys_ranged_attacks_plus_1() -> None:
    sc = _ee()
    sc.play(0, real("Toritaka Shishido"))
    archer = sc.play(0, real("Toritaka Iabuchi"))  # Battle, bow: Ranged 2 Attack
    foe = sc.play(1, personality("Crane Samurai", f=3, clan="Crane"))
    shishido = sc.s.players[0].home[-2]
    _battle(sc, [shishido, archer], [foe])
    sc.choose(f"ab:{archer}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.dead[foe]  # Ranged 2 + 1 destroys 3 Force


def test_kuni_shinoda_moves_himself_and_a_crab_to_the_current_battlefield() -> None:
    sc = _ee()
    shinoda = sc.play(0, real("Kuni Shinoda"))
    friend = sc.play(0, personality("Crab Samurai", f=2))
    lead = sc.play(0, personality("Crab Vanguard", f=2))
    foe = sc.play(1, personality("Crane Samurai", f=2, clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({lead: 0, shinoda: 1, friend: 1}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")  # the Defender
    sc.choose(f"ab:{shinoda}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{friend}")
    _done(sc)
    assert sc.s.location[shinoda] == 0 and sc.s.location[friend] == 0


def test_kuni_shinoda_needs_no_presence_at_the_battlefield_he_moves_to() -> None:
    """No Absent is printed on Kuni Shinoda: EE "Rules of Location", Exception - "Battle actions that say they move a
    unit or Personality to the current battlefield ... are legal to take if the rules of Presence and Location would
    be satisfied with the unit or Personality there." The Defender has no unit at the current battlefield."""
    sc = _ee()
    a1 = sc.play(0, personality("Crab Raider", f=2))
    a2 = sc.play(0, personality("Crab Flanker", f=2))
    shinoda = sc.play(1, real("Kuni Shinoda"))
    sc.goto("attack", active=0)
    sc.attack({a1: 0, a2: 1}, {shinoda: 1})
    sc.to_battle(0)
    while sc.who() != 1 or sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
        sc.choose("pass" if "pass" in sc.ids() else "no")
    sc.choose(f"ab:{shinoda}:a:0")
    _done(sc)
    assert sc.s.location[shinoda] == 0


def test_yasuki_jekku_pays_to_dishonor_and_costs_his_controller_2_honor() -> None:
    sc = _ee()
    jekku = sc.play(0, real("Yasuki Jekku"))
    mine = sc.play(0, holding("Gold Mine", gold=5))
    noble = sc.play(1, personality("Crane Noble", ph=3, clan="Crane"))
    sc.goto("action", active=0)
    honor = sc.s.players[1].honor
    sc.choose(f"ab:{jekku}:a:0", f"t:{noble}")
    sc.pay_with(mine)
    _done(sc)
    assert sc.s.dishonored[noble]
    assert sc.s.players[1].honor == honor - 2
    assert sc.s.bowed[mine]  # the Gold was paid


# ---------------------------------------------------------------------------------------------- Holdings
def test_akodos_grave_destroys_itself_to_destroy_a_terrain() -> None:
    sc = _ee()
    grave = sc.play(0, real("Akodo's Grave"))
    me = sc.play(0, personality("Crab Samurai"))
    foe = sc.play(1, personality("Crane Samurai", clan="Crane"))
    _battle(sc, [me], [foe])
    terrain = sc.play(1, card("Muddy Field", "strategy", keywords=("Terrain",)), location=0)
    sc.choose(f"ab:{grave}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{terrain}")
    _done(sc)
    assert sc.s.zone[grave] != sc.s.zone[me] and sc.s.zone[terrain] != sc.s.zone[me]


# ---------------------------------------------------------------------------------------------- Followers
def test_bandit_gang_costs_2_honor_and_2_gold_after_each_battle() -> None:
    sc = _ee()
    me = sc.play(0, personality("Crab Samurai", f=3))
    gang = sc.attach(real("Bandit Gang"), me)
    foe = sc.play(1, personality("Crane Samurai", f=1, clan="Crane"))
    _battle(sc, [me], [foe])
    sc.choose("pass")  # the battle resolves
    assert sc.kind() == "yes_no" and "pay 2 Gold" in sc.pending.prompt
    sc.choose("no")  # not paid: the Bandits leave
    assert gang not in sc.s.attached[me] and sc.s.zone[gang] != sc.s.zone[me]




# ---------------------------------------------------------------------------------------------- Strategies
def test_a_forefathers_vengeance_gains_1_honor_per_ancestor() -> None:
    sc = _ee()
    sc.play(0, personality("Ancestor Spirit", keywords=("Ancestor",)))
    vengeance = sc.hand(0, real("A Forefather's Vengeance"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{vengeance}:a:0")
    _done(sc)
    assert sc.s.players[0].honor == honor + 1


def test_a_time_for_mortal_men_destroys_an_ancestor_for_plus_3_force() -> None:
    sc = _ee()
    spirit = sc.play(0, personality("Ancestor Spirit", keywords=("Ancestor",)))
    me = sc.play(0, personality("Crab Samurai", f=2))
    mortal = sc.hand(0, real("A Time for Mortal Men"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{mortal}:a:0", f"t:{spirit}", f"t:{me}")
    _done(sc)
    assert sc.s.dead[spirit] or sc.s.zone[spirit] != sc.s.zone[me]
    assert stats.force(sc.s, me) == 5




def test_hida_takeuchi_draws_after_a_follower_is_equipped_to_him() -> None:
    sc = _ee()
    takeuchi = sc.play(0, real("Hida Takeuchi"))
    sc.play(0, holding("Gold Mine", gold=5))
    men = sc.hand(0, follower("Ashigaru", cost=0))
    sc.goto("action", active=0)
    hand = len(sc.s.players[0].hand)
    sc.choose(f"equip:{men}")
    if f"sel:{takeuchi}" in sc.ids():
        sc.choose(f"sel:{takeuchi}")
    _done(sc)
    _react(sc, takeuchi)
    _done(sc)
    assert men in sc.s.attached[takeuchi]
    assert len(sc.s.players[0].hand) == hand - 1 + 1  # the Follower left, a card was drawn


def test_kaiu_hideaki_raises_his_province_until_resolution() -> None:
    sc = _ee()
    me = sc.play(0, personality("Crab Samurai"))
    hideaki = sc.play(1, real("Kaiu Hideaki"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {hideaki: 0})
    before = stats.province_strength(sc.s, 1, 0)
    sc.to_battle(0)
    _react(sc, hideaki)
    _done(sc)
    while sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert stats.province_strength(sc.s, 1, 0) == before + 3


def test_prosperous_village_costs_1_less_per_personality() -> None:
    from rokugan.ccg.actions import recruit_cost
    sc = _ee()
    village = sc.province(0, 0, real("Prosperous Village"))
    full = recruit_cost(sc.s, 0, village)
    sc.play(0, personality("Crab Samurai"))
    sc.play(0, personality("Crab Bushi"))
    assert recruit_cost(sc.s, 0, village) == full - 2
    sc.goto("dynasty", active=0)
    assert f"({full - 2} Gold)" in next(o.label for o in sc.pending.options if o.id.startswith(f"recruit:{village}"))


def test_chrysanthemum_blossom_token_and_honor_when_assigned() -> None:
    sc = _ee()
    me = sc.play(0, personality("Crab Samurai", f=2))
    blossom = sc.attach(real("Chrysanthemum Blossom"), me)
    sc.play(1, personality("Crane Samurai", clan="Crane"))
    honor = sc.s.players[0].honor
    sc.goto("attack", active=0)
    sc.choose("attack:1", f"assign:{me}:0")
    _react(sc, blossom)
    _done(sc)
    assert stats.force(sc.s, me) == 3
    assert sc.s.players[0].honor == honor + 1


def test_a_pure_stroke_doubles_a_weapons_modifiers() -> None:
    from ..helpers import item
    sc = _ee()
    me = sc.play(0, personality("Crab Samurai", f=2, c=2))
    sword = sc.attach(item("Katana", f=2, c=1), me)
    stroke = sc.hand(0, real("A Pure Stroke"))
    sc.goto("action", active=0)
    assert stats.force(sc.s, me) == 4
    sc.choose(f"ab:{stroke}:a:0", f"t:{sword}")
    _done(sc)
    assert stats.force(sc.s, me) == 6 and stats.chi(sc.s, me) == 4


def test_awed_witness_bows_the_loser_and_the_winner_creates_a_samurai() -> None:
    sc = _ee()
    me = sc.play(0, personality("Crab Duelist", c=5))
    foe = sc.play(1, personality("Crane Samurai", c=1, clan="Crane"))
    witness = sc.hand(0, real("Awed Witness"))
    _battle(sc, [me], [foe])
    sc.choose(f"ab:{witness}:a:0", f"t:{me}")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    while sc.kind() != "yes_no":  # the duel: both players strike without focusing
        sc.choose("strike" if "strike" in sc.ids() else "pass")
    assert sc.who() == 0  # the winner's controller decides
    sc.choose("yes")
    assert sc.s.bowed[foe]
    created = [c for c in sc.s.players[0].home if "(created)" in sc.s.title(c)]
    assert len(created) == 1 and stats.force(sc.s, created[0]) == 2 and sc.s.facts[created[0]].clans == ("Crab",)


def test_ancestral_protection_negates_an_action_targeting_your_personality() -> None:
    sc = _ee()
    spirit = sc.play(1, personality("Ancestor Spirit", clan="Crane", keywords=("Ancestor",)))
    foe = sc.play(1, personality("Crane Samurai", f=2, clan="Crane"))
    protection = sc.hand(1, real("Ancestral Protection"))
    me = sc.play(0, personality("Crab Samurai", f=3))
    strength = sc.hand(0, real("Strength of the Bear"))
    _battle(sc, [me], [foe, spirit])
    sc.choose(f"ab:{strength}:a:0", f"t:{me}")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    while not any(o == f"ab:{protection}:a:0" for o in sc.ids()):
        sc.choose("pass")
    sc.choose(f"ab:{protection}:a:0", f"t:{spirit}")
    _done(sc)
    while sc.pending.prompt.startswith("Reactions") or sc.in_interrupt_round():
        sc.choose("pass")
    assert not sc.s.bowed[foe]  # Strength of the Bear's remaining effects were negated
    assert sc.s.zone[spirit] != sc.s.zone[foe]  # the Ancestor was destroyed for it


def test_rugashi_bazaar_revenge_after_losing_honor_to_an_enemy_action() -> None:
    sc = _ee()
    bazaar = sc.play(0, real("Rugashi Bazaar"))
    me = sc.play(0, personality("Crab Samurai", f=2, ph=3))
    sc.play(1, real("Yasuki Jekku"))
    sc.play(1, holding("Gold Mine", gold=5))
    foe = sc.play(1, personality("Crane Samurai", f=2, clan="Crane"))
    sc.goto("action", active=0, turn=3)
    # nothing was lost yet: the "If" is after the last colon, so the action may be taken (seed 000: "things listed
    # after the last colon of an action do not all need to happen"), and it gives no bonus
    assert sc.who() == 0 and f"ab:{bazaar}:a:0" in sc.ids()
    sc.goto("action", active=1, turn=4)
    jekku = sc.s.players[1].home[-3]
    sc.choose(f"ab:{jekku}:a:0", f"t:{me}")
    sc.pay_with(sc.s.players[1].home[-2])
    _done(sc)
    sc.goto("attack", active=0, turn=5)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    sc.choose(f"ab:{bazaar}:a:0", f"t:{me}")
    _done(sc)
    assert stats.force(sc.s, me) == 2 + 3  # his printed Personal Honor
    assert not __import__("rokugan.ccg.primitives", fromlist=["destroy"]).destroy(sc.s, bazaar)  # will not




def test_a_stain_cleansed_destroys_a_card_costing_what_you_paid_minus_2() -> None:
    sc = _ee()
    judge = sc.play(0, personality("Crab Magistrate", keywords=("Magistrate",)))
    mine = sc.play(0, holding("Gold Mine", gold=9))
    cheap = sc.play(1, personality("Crane Samurai", cost=3, clan="Crane"))
    dear = sc.play(1, personality("Crane Lord", cost=5, clan="Crane"))
    stain = sc.hand(0, real("A Stain Cleansed"))
    _battle(sc, [judge], [cheap, dear])
    sc.choose(f"ab:{stain}:a:0", "gold:5")
    sc.pay_with(mine)
    _reach(sc, "t:")
    sc.choose(f"t:{judge}")
    _reach(sc, "t:")
    assert f"t:{cheap}" in sc.ids() and f"t:{dear}" not in sc.ids()
    sc.choose(f"t:{cheap}")
    _done(sc)
    assert sc.s.dead[cheap] and not sc.s.dead[dear]


def test_at_any_cost_recruits_a_dead_samurai_into_the_battle() -> None:
    from rokugan.ccg.state import DYN_DISCARD
    sc = _ee()
    me = sc.play(0, personality("Crab Samurai"))
    foe = sc.play(1, personality("Crane Samurai", clan="Crane"))
    mine = sc.play(0, holding("Gold Mine", gold=9))
    fallen = sc.s.new_card(personality("Fallen Crab", cost=4), 0, DYN_DISCARD)
    sc.s.players[0].dyn_discard.append(fallen)
    sc.s.dead[fallen] = True
    sc.s.face_up[fallen] = True
    cost = sc.hand(0, real("At Any Cost"))
    _battle(sc, [me], [foe])
    sc.choose(f"ab:{cost}:a:0", "gold:4")
    sc.pay_with(mine)
    _reach(sc, "t:")
    sc.choose(f"t:{fallen}")
    _done(sc)
    assert fallen in sc.s.players[0].home and sc.s.location[fallen] == 0 and not sc.s.dead[fallen]


def test_ambush_fights_a_battle_of_its_own_then_costs_5_honor() -> None:
    sc = _ee()
    me = sc.play(0, personality("Crab Brute", f=5))
    sleeper = sc.play(1, personality("Crane Sentry", f=1, clan="Crane"), bowed=True)
    bystander = sc.play(1, personality("Crane Samurai", f=9, clan="Crane"))
    ambush = sc.hand(0, real("Ambush"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{ambush}:a:0", f"t:{me}")
    _reach(sc, "t:")
    assert f"t:{sleeper}" in sc.ids()  # even a bowed Personality
    sc.choose(f"t:{sleeper}")
    _done(sc)
    assert sc.s.battle is not None and sc.s.location[me] == sc.s.location[sleeper] != -1
    while sc.s.battle is not None:  # the Combat Segment: both pass; the battle resolves
        sc.choose("pass")
    assert sc.s.dead[sleeper] and not sc.s.dead[me] and sc.s.location[bystander] == -1
    assert sc.s.players[0].honor == honor + 2 - 5  # 2 for the destroyed card (EE), then 5 lost
    assert sc.who() == 1 and sc.s.phase == "action"  # the Action Phase goes on
