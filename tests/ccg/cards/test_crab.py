"""Scenario tests for the Crab starter's cards: one per card, through the decision interface."""

from __future__ import annotations

from .harness import HOME, CardScenario, personality, real


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab", keywords=("Samurai",)))
    foe = sc.play(1, personality("Crane Samurai", f=2, c=2, clan="Crane", keywords=("Samurai",)))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_heavy_yari_melee_2_destroys_a_2_force_defender() -> None:
    sc, me, foe = _board()
    yari = sc.attach(real("Heavy Yari"), me)
    sc.battle_with([me], [foe])
    sc.choose("pass")  # the Defender passes first
    sc.use(yari)
    sc.pass_interrupts()
    sc.target(foe)
    assert sc.s.zone[foe] != 4 and sc.s.dead[foe]
    assert sc.s.bowed[yari]


def test_heavy_yari_fails_against_higher_force() -> None:
    sc, me, foe = _board()
    big = sc.play(1, personality("Big Crane", f=3, c=2, clan="Crane"))
    yari = sc.attach(real("Heavy Yari"), me)
    sc.battle_with([me], [big])
    sc.choose("pass")
    sc.use(yari)
    sc.pass_interrupts()
    sc.target(big)
    assert sc.s.zone[big] == 4
    del foe


def test_a_warriors_brutality_gives_opposed_personality_plus_3() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("A Warrior's Brutality"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    before = sc.force(me)
    sc.choose(f"ab:{card}:a:0")
    sc.pass_interrupts()
    sc.target(me)
    assert sc.force(me) == before + 3
    assert sc.s.zone[card] == 6  # CR "Action Sequence" E: discarded after resolving


def test_incapacitated_moves_a_defender_home() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Incapacitated"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.choose(f"ab:{card}:a:0")
    sc.pass_interrupts()
    sc.target(foe)
    assert sc.s.location[foe] == HOME


def test_impregnable_fortress_crab_personalities_plus_one_while_opposed() -> None:
    sc = CardScenario()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Impregnable Fortress of the Crab")
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    foe = sc.play(1, personality("Crane Samurai", f=2, c=2, clan="Crane"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    assert sc.force(me) == 2
    sc.battle_with([me], [foe])
    assert sc.force(me) == 3
    assert sc.force(foe) == 2


def test_frontline_encampment_plus_2_then_destroyed() -> None:
    sc, me, foe = _board()
    fe = sc.play(0, real("Frontline Encampment"))
    sc.goto("action", active=0)
    sc.use(fe)
    sc.pass_interrupts()
    sc.target(me)
    assert sc.force(me) == 4
    assert sc.s.zone[fe] != 4
