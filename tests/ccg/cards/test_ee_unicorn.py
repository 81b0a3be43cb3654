"""Scenario tests for the Emperor Edition Unicorn deck's cards, through the decision interface, under the Emperor
Edition rules."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME, PLAY

from .harness import act, follower, item, personality, real, stats
from .test_ee_mantis import battle, board


def test_shinjo_itao_attaches_a_follower_from_hand_paying_for_it() -> None:
    sc, me, foe = board()
    itao = sc.province(0, 0, real("Shinjo Itao"))
    riders = sc.hand(0, follower("Riders", f=2, cost=2))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = stats.gold_cost(sc.s, itao) + 2
    sc._touch()
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{itao}")))
    assert sc.pending.prompt.startswith("Reactions")
    sc.choose(f"ab:{itao}:a:0", f"t:{riders}")
    while sc.pending is not None and sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert sc.s.attached_to[riders] == itao and sc.s.players[0].gold_pool == 0


def test_moto_shigeru_negates_a_limited_action_at_the_cost_of_her_honor(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from ..helpers import strategy
    sc, me, foe = board()
    shigeru = sc.play(0, real("Moto Shigeru"))
    base = sc.force(shigeru)
    sc.attach(item("Katana", f=0), shigeru)
    assert sc.force(shigeru) == base + 1
    curse = strategy("Binding Curse")
    declare(curse, Ability(("Limited",), (Target(sel("personality")), Bow(T0))))
    played = sc.hand(1, curse)
    sc.goto("action", active=1)
    ph = stats.stat(sc.s, shigeru, "personal_honor")
    sc.choose(f"ab:{played}:a:0", f"t:{me}")
    if sc.who() == 1:
        sc.choose("pass")
    sc.choose(f"ab:{shigeru}:a:0")
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert not sc.s.bowed[me] and stats.stat(sc.s, shigeru, "personal_honor") == ph - 1  # one other Personality


def test_moto_shunsuke_grows_with_the_dead_and_honors_one() -> None:
    sc, me, foe = board()
    shun = sc.play(0, real("Moto Shunsuke"))
    base = sc.force(shun)
    fallen = [sc.play(1, personality(f"Fallen Crab {i}", clan="Crab")) for i in range(2)]
    for c in fallen:
        P.destroy(sc.s, c)
    sc.s.dishonored[fallen[0]] = True
    sc._touch()
    assert sc.force(shun) == base + 2
    sc.goto("action", active=0)
    act(sc, shun, f"t:{fallen[0]}")
    assert sc.s.dead[fallen[0]] and not sc.s.dishonored[fallen[0]]


def test_journeys_end_keep_sends_home_a_personality_with_no_more_followers() -> None:
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Journey's End Keep")
    crowded = sc.play(1, personality("Crowded Crab", clan="Crab"))
    sc.attach(follower("Ashigaru"), crowded)
    battle(sc, [me], [foe, crowded])
    sc.choose(f"ab:{sc.s.players[0].stronghold}:a:0", f"t:{me}")
    assert f"t:{crowded}" not in sc.ids()
    sc.choose(f"t:{foe}")
    assert sc.s.location[foe] == HOME and sc.s.zone[foe] == PLAY


def test_journeys_end_keep_will_not_be_negated(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import ActionFlag

    from ..helpers import strategy
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Journey's End Keep")
    stop = strategy("Stop Them")
    declare(stop, Ability(("Interrupt",), (ActionFlag("negated", "negate the action"),)))
    played = sc.hand(1, stop)
    battle(sc, [me], [foe])
    sc.choose(f"ab:{sc.s.players[0].stronghold}:a:0")
    while sc.pending is not None and sc.in_interrupt_round() and sc.who() == 0:
        sc.choose("pass")
    sc.choose(f"ab:{played}:a:0")  # the Interrupt negates the Keep's action ...
    sc.pass_interrupts()
    sc.choose(f"t:{me}", f"t:{foe}")
    assert any("negated" in line for line in sc.log())
    assert sc.s.location[foe] == HOME  # ... which resolves all the same
