"""Scenario tests for the Scorpion starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import FATE_DISCARD, HOME, PLAY

from .harness import CardScenario, act, in_battle, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Scorpion Courtier", f=2, c=2, clan="Scorpion", keywords=("Samurai", "Courtier")))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_bounty_hunter_bows_a_dishonorable_personality() -> None:
    sc, me, foe = _board()
    b = sc.attach(real("Bounty Hunter"), me)
    sc.s.dishonored[foe] = True
    in_battle(sc, me, foe)
    act(sc, b, "opt:1", f"t:{foe}")
    assert sc.s.bowed[foe]


def test_deeds_and_words_zeroes_an_honor_gain() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    deeds = sc.play(1, real("Deeds and Words"))
    troupe = sc.play(0, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{troupe}:a:0", "pass", f"ab:{deeds}:a:0")
    sc.pass_interrupts()
    assert sc.s.players[0].honor == honor and sc.s.zone[deeds] != PLAY


def test_jiramus_court_straightens_a_courtier() -> None:
    sc, me, foe = _board()
    court = sc.play(0, real("Jiramu's Court"))
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    act(sc, court, f"t:{me}")
    assert not sc.s.bowed[me]


def test_rice_paddy_bows_an_attacking_follower() -> None:
    sc, me, foe = _board()
    paddy = sc.play(1, real("Rice Paddy"))
    f = sc.attach(real("Naga Remnants"), me)
    sc.battle_with([me], [foe])
    act(sc, paddy, f"t:{f}")
    assert sc.s.bowed[f] and sc.s.zone[paddy] != PLAY


def test_small_time_bully_dishonors_on_recruit() -> None:
    sc, me, foe = _board()
    bully = sc.province(0, 1, real("Small-Time Bully"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    sc.choose(f"recruit:{bully}", "yes", f"t:{foe}")
    assert sc.s.dishonored[foe]


def test_ivory_dojo_bows_a_dishonorable_personality() -> None:
    sc, me, foe = _board()
    dojo = sc.play(0, real("The Ivory Dojo"))
    sc.s.dishonored[foe] = True
    sc.goto("action", active=0)
    act(sc, dojo, f"t:{me}", f"t:{foe}")
    assert sc.s.bowed[foe] and sc.s.bowed[me]


def test_bayushi_akane_penalty_when_not_dishonored() -> None:
    sc, me, foe = _board()
    a = sc.play(0, real("Bayushi Akane"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, a, f"t:{foe}", "no")
    assert sc.force(foe) == 0 and not sc.s.dishonored[foe]


def test_bayushi_masashi_fear_2() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Bayushi Masashi"))
    in_battle(sc, m, foe)
    act(sc, m, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_bayushi_meiko_ranged_defense_and_dishonor() -> None:
    from rokugan.ccg.interp import Ctx
    from rokugan.ccg.vocab import attack_modifiers
    sc, me, foe = _board()
    m = sc.play(0, real("Bayushi Meiko"))
    enemy = Ctx(sc.s, {"seat": 1, "src": foe, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    assert attack_modifiers(enemy, m, "ranged") == -3 and attack_modifiers(enemy, me, "ranged") == 0
    in_battle(sc, m, foe)
    act(sc, m, f"t:{foe}")
    assert sc.force(foe) == 0 and sc.s.dishonored[foe]


def test_bayushi_mifuyu_minus_three() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Bayushi Mifuyu"))
    in_battle(sc, m, foe)
    act(sc, m, f"t:{foe}")
    assert sc.force(foe) == 0


def test_bayushi_toshimo_bows_and_keeps_bowed_with_a_courtier() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Bayushi Toshimo"))
    sc.battle_with([t], [foe])
    sc.choose("pass")
    act(sc, t, f"t:{foe}")
    assert sc.s.bowed[foe]
    assert not P.straighten(sc.s, foe)  # me is a Courtier: the card cannot straighten


def test_shosuro_hotaka_invest() -> None:
    sc, me, foe = _board()
    h = sc.province(0, 0, real("Shosuro Hotaka"))
    junk = sc.hand(0, real("Fall Back!"))
    focus = stats.stat(sc.s, junk, "focus")
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 2
    honor = sc.s.players[1].honor
    P.leave_province(sc.s, h)
    P.enter_play(sc.s, 0, h)
    sc._touch()
    sc.choose("yes", f"t:{junk}", "t:1000001")
    assert sc.s.players[1].honor == honor - (focus + 1) // 2


def test_yogo_nobukai_on_your_turn() -> None:
    sc, me, foe = _board()
    n = sc.play(0, real("Yogo Nobukai"))
    sc.goto("action", active=0)
    act(sc, n, f"t:{foe}")
    assert sc.force(foe) == 0


def test_yogo_takashi_loses_honor() -> None:
    sc, me, foe = _board()
    t = sc.province(0, 0, real("Yogo Takashi"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    P.leave_province(sc.s, t)
    P.enter_play(sc.s, 0, t)
    sc._touch()
    assert sc.pending is not None and sc.s.players[0].honor == honor - 1


def test_inspired_devotion_plus_two() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Inspired Devotion"))
    sc.goto("action", active=0)
    act(sc, card, f"t:{me}", "opt:0")
    assert sc.force(me) == 4


def test_planted_evidence_destroys_and_costs_honor() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Planted Evidence"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    honor = sc.s.players[0].honor
    start = sc.s.facts[sc.s.players[0].stronghold].starting_honor or 0
    act(sc, card, f"t:{foe}")
    assert sc.s.dead[foe] and sc.s.players[0].honor == honor - start


def test_provoked_violence_destroys_an_attachment() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Provoked Violence"))
    yari = sc.attach(real("Heavy Yari"), foe)
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    act(sc, card, f"gold:{stats.gold_cost(sc.s, yari)}", f"t:{me}", f"t:{yari}")
    assert sc.s.zone[yari] != PLAY and sc.s.bowed[me]


def test_ramifications_costs_honor() -> None:
    sc, me, foe = _board()
    low = sc.play(1, personality("Crab Ronin", ph=0))
    card = sc.hand(0, real("Ramifications"))
    sc.battle_with([me], [low])
    honor = sc.s.players[1].honor
    sc.choose("pass")
    act(sc, card, f"t:{low}")
    assert sc.s.location[low] == HOME and sc.s.players[1].honor == honor - 2
    del foe


def test_sneak_attack_gives_the_attacker_the_first_battle_action() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Sneak Attack"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    act(sc, card)
    sc.choose("pass")  # the Engage round ends (Defender passes after the action... then the Attacker)
    while sc.s.stack[-1][1] == "engage":
        sc.choose("pass")
    assert sc.who() == 0  # the Combat Segment starts with the Attacker


def test_sudden_movement_switches_locations() -> None:
    sc, me, foe = _board()
    other = sc.play(0, personality("Scorpion Home", clan="Scorpion"), bowed=True)
    card = sc.hand(0, real("Sudden Movement"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", f"t:{other}")
    assert sc.s.location[other] == 0 and sc.s.location[me] == HOME and not sc.s.bowed[other]


def test_the_greater_threat_moves_in() -> None:
    sc, me, foe = _board()
    home = sc.play(0, personality("Scorpion Reserve", clan="Scorpion"))
    card = sc.hand(0, real("The Greater Threat"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{home}")
    assert sc.s.location[home] == 0


def test_unassailable_defense_fear_by_force() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Unassailable Defense"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", f"t:{foe}")
    assert sc.s.bowed[me] and sc.s.bowed[foe]


def test_unpleasant_truths() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Unpleasant Truths"))
    sc.s.dishonored[foe] = True
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{foe}")
    assert sc.force(foe) == 1 and sc.s.bowed[foe]


def test_vigilant_eyes() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Vigilant Eyes"))
    sc.goto("action", active=0)
    act(sc, card, f"t:{me}", f"t:{foe}")
    assert sc.force(foe) == 0


def test_ancestral_armor_scorpion_dishonors() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Scorpion Clan - exp"), me)
    sc.goto("action", active=0)
    act(sc, armor, f"t:{foe}")
    assert sc.s.dishonored[foe] and not sc.s.bowed[foe]


def test_bayushi_nitoshi_dishonors_and_doubles_stronghold_uses() -> None:
    sc, me, foe = _board()
    n = sc.play(0, real("Bayushi Nitoshi, the Poison Mask - exp2"))
    sc.goto("action", active=0)
    act(sc, n, f"t:{foe}")
    assert sc.s.dishonored[foe]


def test_shadowed_estate_going_second_shrinks_other_hands() -> None:
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.ccg.statics import hand_size
    sc, me, foe = _board()
    back = Catalog.builtin().back(real("The Shadowed Estate of the Scorpion").id)
    assert back is not None
    sc.s.facts[sc.s.players[0].stronghold] = back
    sc._touch()
    assert hand_size(sc.s, 1) == 7 and hand_size(sc.s, 0) == 8


def test_shadowed_estate_names_a_card_and_negates_its_next_action() -> None:
    sc, me, foe = _board()
    sh = sc.s.players[1].stronghold
    sc.s.facts[sh] = real("The Shadowed Estate of the Scorpion")
    brutality = sc.hand(0, real("A Warrior's Brutality"))
    sc.goto("action", active=0)
    sc.choose("pass")  # seat 0 passes; seat 1 takes its Stronghold's Tireless Open action
    sc.choose(f"ab:{sh}:a:0")
    # "Name a Fate card, or name a Dynasty card in play": by kind, initial, title
    assert sc.kind() == "name" and "kind:strategy" in sc.ids() and "kind:dynasty" in sc.ids()
    sc.choose("kind:strategy")
    sc.choose("letter:A")
    d = sc.pending
    assert d is not None
    title = next(o for o in d.options if o.label == "A Warrior's Brutality")
    sc.choose(title.id)
    # "Negate the effects of the next action from a card with that title" (in the next battle)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    before = sc.force(me)
    assert f"ab:{brutality}:a:0" in sc.ids()
    sc.choose(f"ab:{brutality}:a:0")
    if sc.pending is not None and f"t:{me}" in sc.ids():
        sc.choose(f"t:{me}")
    assert sc.force(me) == before and sc.s.zone[brutality] == FATE_DISCARD
    assert "negated" in "\n".join(e.text for e in sc.s.log[-4:])


def test_shadowed_estate_names_a_dynasty_card_in_play() -> None:
    sc, me, foe = _board()
    sh = sc.s.players[1].stronghold
    sc.s.facts[sh] = real("The Shadowed Estate of the Scorpion")
    sc.goto("action", active=0)
    sc.choose("pass")
    sc.choose(f"ab:{sh}:a:0", "kind:dynasty")
    d = sc.pending
    assert d is not None and d.kind == "name"
    assert sc.s.facts[me].title in [o.label for o in d.options]  # a Personality in play is a Dynasty card
