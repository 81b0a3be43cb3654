"""Scenario tests for the Unicorn starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME, PLAY

from .harness import CardScenario, act, in_battle, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Unicorn Samurai", f=2, c=2, clan="Unicorn", keywords=("Samurai", "Cavalry")))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab", keywords=("Samurai", "Infantry")))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_golden_plains_brings_a_cavalry_unit() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Golden Plains of the Unicorn")
    rider = sc.play(0, personality("Unicorn Rider", clan="Unicorn", keywords=("Cavalry",)))
    in_battle(sc, me, foe)
    act(sc, sc.s.players[0].stronghold, f"t:{rider}")
    assert sc.s.location[rider] == 0


def test_chagatais_legion_destroys_a_terrain() -> None:
    sc, me, foe = _board()
    legion = sc.attach(real("Chagatai's Legion"), me)
    terrain = sc.hand(1, real("Contentious Terrain"))
    sc.battle_with([me], [foe])
    sc.choose(f"ab:{terrain}:a:0")
    act(sc, legion, f"t:{terrain}")
    assert sc.s.zone[terrain] != PLAY


def test_wyrm_riders_honor_and_ranged() -> None:
    sc, me, foe = _board()
    w = sc.attach(real("Wyrm Riders"), me)
    in_battle(sc, me, foe)
    act(sc, w, f"t:{foe}")
    assert sc.s.dead[foe]


def test_colonial_temple_pays_two_for_an_attachment() -> None:
    from rokugan.ccg.flow import source_gold
    sc, me, foe = _board()
    t = sc.play(0, real("Colonial Temple"))
    a = sc.hand(0, real("Wyrm Riders"))
    assert source_gold(sc.s, t, a) == (2, True) and source_gold(sc.s, t, -1) == (0, False)


def test_family_dojo_followers_plus_one() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("Family Dojo"))
    f = sc.attach(real("Wyrm Riders"), me)
    in_battle(sc, me, foe)
    before = stats.force(sc.s, f)
    act(sc, d)
    assert stats.force(sc.s, f) == before + 1


def test_vengeful_populace() -> None:
    sc, me, foe = _board()
    v = sc.play(0, real("Vengeful Populace"))
    f = sc.attach(real("Wyrm Riders"), me)
    in_battle(sc, me, foe)
    act(sc, v, f"t:{f}", f"t:{foe}")
    assert sc.s.bowed[f] and sc.s.bowed[foe]


def test_ancestral_armor_unicorn_stops_movement() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    armor = sc.attach(real("Ancestral Armor of the Unicorn Clan - exp"), foe)
    push = sc.hand(0, real("Incapacitated"))
    sc.battle_with([me], [foe])
    sc.choose("pass", f"ab:{push}:a:0", "pass", f"ab:{armor}:a:0")
    sc.pass_interrupts()
    sc.choose(f"t:{foe}")
    assert sc.s.location[foe] == 0


def test_moto_naleesh_infantry_minus_one_and_reserve() -> None:
    sc, me, foe = _board()
    n = sc.play(0, real("Moto Naleesh, the Living Goddess - exp"))
    sc.battle_with([n], [foe])
    assert sc.force(foe) == 1


def test_moto_okano() -> None:
    sc, me, foe = _board()
    o = sc.play(0, real("Moto Okano"))
    in_battle(sc, o, foe)
    act(sc, o, f"t:{foe}")
    assert sc.force(foe) == 0


def test_moto_paikao() -> None:
    sc, me, foe = _board()
    p = sc.play(0, real("Moto Paikao"))
    junk = sc.hand(0, real("Allied Efforts"))
    focus = stats.stat(sc.s, junk, "focus")
    in_battle(sc, p, foe)
    act(sc, p, f"t:{junk}", f"t:{foe}")
    assert sc.force(foe) == max(0, 2 - focus)


def test_moto_ulagan_makes_a_personality_honorably_dead() -> None:
    sc, me, foe = _board()
    u = sc.play(0, real("Moto Ulagan"))
    gone = sc.s.new_card(personality("Fallen Samurai"), 1, 5)
    sc.s.players[1].dyn_discard.append(gone)
    sc.s.dishonored[gone] = True
    sc.s.dead[gone] = True
    sc.goto("action", active=0)
    act(sc, u, f"t:{gone}")
    assert sc.s.dead[gone] and not sc.s.dishonored[gone]


def test_shinjo_sujikaro_melee_3() -> None:
    sc, me, foe = _board()
    s_ = sc.play(0, real("Shinjo Sujikaro"))
    in_battle(sc, s_, foe)
    act(sc, s_, f"t:{foe}")
    assert sc.s.dead[foe]


def test_shinjo_tobita_fear_3() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Shinjo Tobita"))
    in_battle(sc, t, foe)
    act(sc, t, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_utaku_izimi_bows_weaker_infantry() -> None:
    sc, me, foe = _board()
    i = sc.play(0, real("Utaku Izimi"))
    in_battle(sc, i, foe)
    act(sc, i, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_concealed_reserves_gives_reserve() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Concealed Reserves"))
    waiting = sc.province(0, 0, personality("Unicorn Waiting", clan="Unicorn"))
    hidden = sc.province(0, 1, personality("Unicorn Unseen", clan="Unicorn"), face_up=False)
    in_battle(sc, me, foe)
    sc.choose(f"ab:{card}:a:0")
    # a face-down card is nobody's known Personality (CR "Provinces": not even its owner may look at it)
    assert f"t:{hidden}" not in sc.ids()
    sc.choose(f"t:{waiting}")
    assert P.kw(sc.s, waiting, "Reserve")


def test_defensive_grill_moves_to_another_battle() -> None:
    sc, me, foe = _board()
    other = sc.play(1, personality("Crab Other"))
    card = sc.hand(1, real("Defensive Grill"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0, other: 1})
    sc.to_battle(0)
    sc.pass_round()
    act(sc, card, f"t:{foe}")
    assert sc.s.location[foe] in (0, 1, 2, 3)


def test_expensive_achievement_from_the_discard_pile() -> None:
    sc, me, foe = _board()
    card = sc.s.new_card(real("Expensive Achievement"), 0, 6)
    sc.s.players[0].fate_discard.append(card)
    sc.s.face_up[card] = True
    before = stats.province_strength(sc.s, 1, 0)
    in_battle(sc, me, foe)
    sc.s.players[0].gold_pool = 2
    sc._touch()
    act(sc, card, "opt:1")
    assert stats.province_strength(sc.s, 1, 0) == before - 2 and sc.s.zone[card] == REMOVED_ZONE


REMOVED_ZONE = 7


def test_journeys_end_additional_action_after_a_move() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    rider = sc.play(0, personality("Unicorn Rider", clan="Unicorn"))
    threat = sc.hand(0, real("The Greater Threat"))
    journey = sc.hand(0, real("Journey's End"))
    sc.hand(0, real("A Warrior's Brutality"))  # something to do with the additional action
    sc.battle_with([me], [foe])
    sc.choose("pass", f"ab:{threat}:a:0", f"ab:{journey}:a:0")
    sc.pass_interrupts()
    sc.choose(f"t:{rider}")
    assert sc.s.location[rider] == 0
    d = sc.pending
    assert d is not None and d.prompt.startswith("Take an additional action") and d.player == 0


def test_versatile_army_bows() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Versatile Army"))
    in_battle(sc, me, foe)
    sc.s.players[0].gold_pool = 3
    sc._touch()
    act(sc, card, f"t:{foe}", "opt:1")
    assert sc.s.bowed[foe] and sc.s.location[foe] != HOME
