"""What the two CR audits left (docs/ccg-rules.md, "Partly done"), made to follow the Comprehensive Rules' text: each
test quotes the rule or example it plays, through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import Ability, Target, sel
from rokugan.ccg.primitives import kw
from rokugan.ccg.state import FATE_DISCARD, HAND
from rokugan.ccg.vocab import T0, GainHonor
from rokugan.ccg.vocab_effects import Destroy, GrantKeyword
from rokugan.ccg.vocab_units import ToHand

from .scenario import Scenario, deck, item, personality, strategy


def _sc(**kw_: object) -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5)], **kw_)  # type: ignore[arg-type]


def test_a_card_going_face_up_to_a_discard_pile_keeps_the_ongoing_effects_on_it(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Card Memory Rule": "If a card is both out of play and face-down (including returning to the hand), it
    "forgets" ongoing effects specific to it, and other changes such as whether its abilities have been used." A
    Personality given the Samurai keyword this turn and then destroyed is a dead Samurai in the (face-up) discard
    pile for the rest of the turn: an action targeting "your dead Samurai" can choose him. An Item given a keyword,
    destroyed, keeps it in the discard pile; put back into the hand (face down) it forgets it."""
    anoint = strategy("Test Anointing")
    declare(anoint, Ability(("Open",), (Target(sel("personality", "item")), GrantKeyword(T0, "Samurai"))))
    fall = strategy("Test Fall")
    declare(fall, Ability(("Open",), (Target(sel("personality", "item")), Destroy(T0))))
    mourn = strategy("Test Mourning")
    declare(mourn, Ability(("Open",), (Target(sel("personality", controller="you", zone="discard", dead=True,
                                                  keyword="Samurai")), GainHonor(1))))
    recall = strategy("Test Recall")
    declare(recall, Ability(("Open",), (Target(sel("item", controller="you", zone="discard")), ToHand(T0))))
    sc = _sc()
    monk = sc.play(0, personality("Wandering Monk", keywords=("Monk",)))
    blade = sc.attach(item("Plain Blade", keywords=()), monk)
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, anoint)}:a:0", f"t:{monk}", "pass")
    sc.choose(f"ab:{sc.hand(0, anoint)}:a:0", f"t:{blade}", "pass")
    sc.choose(f"ab:{sc.hand(0, fall)}:a:0", f"t:{monk}", "pass")
    assert sc.s.dead[monk] and sc.s.zone[blade] == FATE_DISCARD
    assert kw(sc.s, monk, "Samurai") and kw(sc.s, blade, "Samurai"), "face up in the discard pile: not forgotten"
    m = sc.hand(0, mourn)
    assert f"ab:{m}:a:0" in sc.ids(), "the dead Monk is still a Samurai this turn"
    h = sc.s.players[0].honor
    sc.choose(f"ab:{m}:a:0", f"t:{monk}", "pass")
    assert sc.s.players[0].honor == h + 1
    sc.choose(f"ab:{sc.hand(0, recall)}:a:0", f"t:{blade}", "pass")
    assert sc.s.zone[blade] == HAND and not kw(sc.s, blade, "Samurai"), "face down in the hand: forgotten"
