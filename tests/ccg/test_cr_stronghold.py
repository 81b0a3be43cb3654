"""CR "Stronghold" and "Stronghold Immunity": a Stronghold is a card in play that "target a card" may choose; effects do
not make it leave play unless they specifically mention Strongholds. Through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import Ability, Target, sel
from rokugan.ccg.flow import gold_sources
from rokugan.ccg.state import PLAY, PREGAME
from rokugan.ccg.vocab import T0, Bow
from rokugan.ccg.vocab_effects import Destroy

from .scenario import Scenario, deck, personality, strategy


def _sc() -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5)])


def test_target_a_card_may_choose_a_stronghold_and_bow_it(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Stronghold": "A player starts with it in play". CR "Targeting": "Cards must be in play to be legal targets".
    CR "Stronghold Immunity" speaks only of leaving play ("Effects and costs will not make a Stronghold leave play
    unless they specifically mention Strongholds"), so "Target a card: Bow it" may choose either player's Stronghold and
    bows it; a bowed Stronghold produces no more Gold this turn. CR "Enemy": a Stronghold is in no unit, so "target an
    enemy card" does not offer it."""
    still = strategy("Test Stillness")
    declare(still, Ability(("Open",), (Target(sel("card")), Bow(T0))))
    rout = strategy("Test Rout")
    declare(rout, Ability(("Open",), (Target(sel("card", controller="enemy")), Bow(T0))))
    sc = _sc()
    mine, theirs = sc.s.players[0].stronghold, sc.s.players[1].stronghold
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, still)}:a:0")
    assert f"t:{mine}" in sc.ids() and f"t:{theirs}" in sc.ids() and f"t:{foe}" in sc.ids()
    sc.choose(f"t:{theirs}")
    sc.pass_forced_interrupts()
    assert sc.s.bowed[theirs] and sc.s.zone[theirs] in (PLAY, PREGAME)
    assert theirs not in gold_sources(sc.s, 1)
    sc = _sc()
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, rout)}:a:0")
    assert f"t:{foe}" in sc.ids() and f"t:{sc.s.players[1].stronghold}" not in sc.ids(), "not an enemy card"


def test_an_effect_that_does_not_mention_strongholds_does_not_make_one_leave_play(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Stronghold Immunity": "Effects and costs will not make a Stronghold leave play unless they specifically
    mention Strongholds." "Target a card: Destroy it" may target a Stronghold (CR "Targeting"), but its destruction does
    not happen: the Stronghold stays in play, still producing Gold; the same effect destroys a Personality."""
    ruin = strategy("Test Ruin")
    declare(ruin, Ability(("Open",), (Target(sel("card")), Destroy(T0))))
    sc = _sc()
    theirs = sc.s.players[1].stronghold
    zone = sc.s.zone[theirs]
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, ruin)}:a:0")
    assert f"t:{theirs}" in sc.ids() and f"t:{foe}" in sc.ids()
    before = len(sc.log())
    sc.choose(f"t:{theirs}")
    sc.pass_forced_interrupts()
    assert sc.s.zone[theirs] == zone and sc.s.players[1].stronghold == theirs
    assert theirs not in sc.s.players[1].dyn_discard and theirs in gold_sources(sc.s, 1)
    assert any("it does not leave play" in line for line in sc.log()[before:]), sc.log()[before:]
    sc = _sc()
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, ruin)}:a:0", f"t:{foe}")
    sc.pass_forced_interrupts()
    assert sc.s.zone[foe] != PLAY

