"""The ability system's rules, from the Comprehensive Rules' wording: "Action Sequence", "Good Faith
Rule", "Using abilities", "Interrupt actions", "Independence of effects", "Triggered traits", "Rules of
Location", "Rule of Presence", "Card Memory Rule".

Each test declares a small synthetic card in the shared vocabulary (registered for the test only) and
plays it through the decision interface.
"""

from __future__ import annotations

import json

from rokugan.ability.words import HOST, SELF, Ability, Static, Target, To, Triggered, sel
from rokugan.catalog import cards as T
from rokugan.ccg import stats
from rokugan.ccg.game import CCGGame
from rokugan.ccg.state import HOME
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import (
    T0,
    T1,
    ActionFlag,
    Attack,
    Bow,
    Draw,
    GainHonor,
    Give,
    LoseHonor,
    MoveHome,
    Straighten,
    when,
)

from .helpers import card, personality, strategy
from .scenario import Scenario


def _board() -> tuple[Scenario, int, int]:
    sc = Scenario()
    sc.auto_pass_interrupts = True  # Interrupt rounds where "pass" is the only option
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    me = sc.play(0, personality("Akodo Test", f=2, c=2))
    foe = sc.play(1, personality("Doji Test", f=2, c=2, clan="Crane"))
    return sc, me, foe


def _battle(sc: Scenario, att: list[int], dfd: list[int]) -> None:
    sc.goto("attack", active=0)
    sc.attack({c: 0 for c in att}, {c: 0 for c in dfd})
    sc.to_battle(0)
    sc.pass_round()  # the Engage Segment


def _ab(sc: Scenario, c: int, i: int = 0) -> str:
    return f"ab:{c}:a:{i}"


def test_good_faith_required_target_must_exist(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Good Faith Rule": to announce an action a player must be able to meet its required targeting."""
    sc, me, foe = _board()
    ploy = strategy("Rally Test")
    declare(ploy, Ability(("Battle",), (Target(sel("personality", controller="you", opposed=True)), Give(T0, 2))))
    c = sc.hand(0, ploy)
    lone = sc.play(0, personality("Lone Test", f=1, c=1))
    _battle(sc, [me], [foe])
    sc.choose("pass")
    assert _ab(sc, c) in sc.ids()  # me is opposed
    sc.choose(_ab(sc, c))
    got = sc.pending
    assert got is not None and got.kind == "target"
    assert got.ids() == [f"t:{me}"]  # lone is at home: not opposed
    del lone


def test_ranged_attack_target_is_required_by_good_faith(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Ranged Attack": "The targeting in a Ranged Attack is required as part of Good Faith"."""
    sc, me, foe = _board()
    bow_ = card("Bow Test", T.ITEM, force=0, chi=0, gold_cost=0, focus=1, keywords=("Weapon",))
    declare(bow_, Ability(("Battle",), (Attack("ranged", 2),), costs=(Bow(SELF),)))
    b = sc.attach(bow_, me)
    follower_guard = card("Guard Test", T.FOLLOWER, force=1, gold_cost=0, focus=0)
    _battle(sc, [me], [])
    # No enemy army at the battlefield: no legal target, the action cannot be announced.
    assert _ab(sc, b) not in sc.ids()
    del foe, follower_guard


def test_once_per_turn_unless_repeatable(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Using abilities": each card ability may normally be used once per turn; Repeatable abilities
    any number of times."""
    sc, me, foe = _board()
    once = personality("Once Test", f=1, c=1)
    again = personality("Again Test", f=1, c=1)
    declare(once, Ability(("Open",), (GainHonor(1),)))
    declare(again, Ability(("Open",), (GainHonor(1),), keywords=("Repeatable",)))
    a = sc.play(0, once)
    b = sc.play(0, again)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, a), "pass")  # the opportunity alternates: the opponent passes
    sc.choose(_ab(sc, b), "pass")
    assert _ab(sc, a) not in sc.ids()  # used this turn
    assert _ab(sc, b) in sc.ids()  # Repeatable
    sc.choose(_ab(sc, b))
    assert sc.s.players[0].honor == honor + 3
    del me, foe


def test_abilities_on_bowed_cards_need_tireless(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Using abilities": abilities on bowed cards may not normally be used (Tireless: they may)."""
    sc, me, foe = _board()
    tired = personality("Tired Test", f=1, c=1)
    tireless = personality("Tireless Test", f=1, c=1)
    declare(tired, Ability(("Open",), (GainHonor(1),)))
    declare(tireless, Ability(("Open",), (GainHonor(1),), keywords=("Tireless",)))
    a = sc.play(0, tired, bowed=True)
    b = sc.play(0, tireless, bowed=True)
    sc.goto("action", active=0)
    sc.s.bowed[a] = sc.s.bowed[b] = True  # the Action Phase straightened them: bow them again
    sc._touch()
    assert _ab(sc, a) not in sc.ids()
    assert _ab(sc, b) in sc.ids()
    del me, foe


def test_to_dependence_bow_your_samurai_to_draw(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Independence of effects", its example: "Bow your Samurai to draw two cards" means the player
    only draws if the Samurai actually goes from unbowed to bowed."""
    sc, me, foe = _board()
    ploy = strategy("Draw Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you", keyword="Samurai")),
                                      To((Bow(T0),), (Draw(2),)))))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    hand = len(sc.s.players[0].hand)
    sc.s.bowed[me] = True  # already bowed: the bowing fails, so no draw
    sc._touch()
    sc.choose(_ab(sc, c), f"t:{me}")
    assert len(sc.s.players[0].hand) == hand - 1  # only the Strategy left the hand
    c2 = sc.hand(0, strategy("Draw Test Two"))
    declare(sc.s.facts[c2], Ability(("Open",), (Target(sel("personality", controller="you", keyword="Samurai")),
                                                To((Bow(T0),), (Draw(2),)))))
    fresh = sc.play(0, personality("Fresh Test", f=1, c=1))
    if sc.who() == 1:
        sc.choose("pass")
    hand = len(sc.s.players[0].hand)
    sc.choose(_ab(sc, c2), f"t:{fresh}")
    assert len(sc.s.players[0].hand) == hand - 1 + 2


def test_effects_are_independent(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Independence of effects": each effect happens separately; a failed bow does not stop a gain."""
    sc, me, foe = _board()
    ploy = strategy("Both Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you")), Bow(T0), GainHonor(2))))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c), f"t:{me}")
    assert sc.s.players[0].honor == honor + 2


def test_interrupt_round_active_player_first_and_negation(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Interrupt actions": announced after the action's costs and before its effects; more than one
    Interrupt is ordered by an action round in which the active player goes first; "negate an action"
    prevents all its effects from then on."""
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    ploy = strategy("Gift Test")
    stop = strategy("Stop Test")
    declare(ploy, Ability(("Open",), (GainHonor(3),)))
    declare(stop, Ability(("Interrupt",), (ActionFlag("negated", "negate the effects of the action"),)))
    c = sc.hand(0, ploy)
    n = sc.hand(1, stop)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c))
    d = sc.pending
    assert d is not None and d.kind == "action" and d.player == 0  # the Interrupt round: active player first
    sc.choose("pass")
    assert sc.who() == 1 and _ab(sc, n) in sc.ids()
    sc.choose(_ab(sc, n))
    sc.choose("pass")  # the Interrupt round continues until everyone passes in a row
    sc.choose("pass")
    assert sc.s.players[0].honor == honor
    assert any("negated" in line for line in sc.log())


def test_triggered_trait_after_entering_play(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Triggered traits": they happen every time the trigger occurs; "After X enters play, lose 1
    Honor" from the card's own text (Honor lost to your own cards: CR "Honor Requirement")."""
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    grim = personality("Grim Test", f=2, c=2)
    declare(grim, Triggered(when("entered_play", "self"), (LoseHonor(1),)))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    c = sc.province(0, 0, grim)
    P.leave_province(sc.s, c)
    P.enter_play(sc.s, 0, c)
    sc._touch()
    assert sc.pending is not None
    assert sc.s.players[0].honor == honor - 1
    assert not sc.s.players[0].ignore_hr  # lost to its own card: Honor Requirements still apply


def test_rule_of_location_targets_at_the_current_battlefield(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Rules of Location": to be targeted during battle, cards in a unit must be at the current
    battlefield ("at home" or "at any location" say otherwise)."""
    sc, me, foe = _board()
    ploy = strategy("Push Test")
    declare(ploy, Ability(("Battle",), (Target(sel("personality")), MoveHome(T0))))
    c = sc.hand(0, ploy)
    other = sc.play(1, personality("Far Test", f=1, c=1, clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0, other: 1})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, c))
    d = sc.pending
    assert d is not None
    assert f"t:{other}" not in d.ids() and f"t:{foe}" in d.ids()


def test_rule_of_presence_and_absent(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Rule of Presence": to take an action during battle a player must control a unit at the current
    battlefield; Absent actions are the exception."""
    sc, me, foe = _board()
    here = strategy("Here Test")
    away = strategy("Away Test")
    declare(here, Ability(("Battle",), (GainHonor(1),)))
    declare(away, Ability(("Battle",), (GainHonor(1),), keywords=("Absent",)))
    a = sc.hand(1, here)
    b = sc.hand(1, away)
    _battle(sc, [me], [])  # the Defender has no unit here
    assert sc.who() == 1
    assert _ab(sc, a) not in sc.ids()
    assert _ab(sc, b) in sc.ids()
    del foe


def test_continuous_trait_only_while_in_play_and_condition_holds(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Ongoing"/"Continuous": non-triggered traits apply while the card is in play and their
    conditions are met, starting and ending "when" the condition changes."""
    sc, me, foe = _board()
    banner = personality("Banner Test", f=1, c=1)
    declare(banner, Static(sel("personality", controller="you", other=True), StatMod("force", 1),
                           when("is", HOST, "unbowed")))
    b = sc.play(0, banner)
    assert stats.force(sc.s, me) == 3
    sc.s.bowed[b] = True
    assert stats.force(sc.s, me) == 2  # the condition fails: the bonus ends
    sc.s.bowed[b] = False
    from rokugan.ccg import primitives as P
    P.destroy(sc.s, b)
    assert stats.force(sc.s, me) == 2  # out of play: no trait
    assert stats.force(sc.s, foe) == 2


def test_ongoing_effect_lasts_until_the_end_of_the_turn(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Ongoing": all ongoing effects last until the end of the current turn unless they say otherwise."""
    sc, me, foe = _board()
    ploy = strategy("Pump Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you")), Give(T0, 2))))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, c), f"t:{me}")
    assert stats.force(sc.s, me) == 4
    while sc.s.turn == 3 and sc.pending is not None:
        d = sc.pending
        sc.choose("pass" if "pass" in d.ids() else ("no_attack" if "no_attack" in d.ids() else d.ids()[0]))
    assert stats.force(sc.s, me) == 2


def test_state_saves_and_clones_in_the_middle_of_an_action(declare) -> None:  # type: ignore[no-untyped-def]
    """ARCHITECTURE "A state can be copied, saved and resumed at any decision point" — inside an action."""
    sc, me, foe = _board()
    ploy = strategy("Mid Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you")), Straighten(T0),
                                      GainHonor(1))))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose(_ab(sc, c))
    assert sc.pending is not None and sc.pending.kind == "target"
    copy = sc.g.clone()
    saved = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json())))
    for g in (sc.g, copy, saved):
        g.choose(f"t:{me}")
    assert [g.s.players[0].honor for g in (sc.g, copy, saved)] == [sc.s.players[0].honor] * 3
    assert not copy.s.bowed[me] and not saved.s.bowed[me]
    assert sc.s.location[me] == HOME


def test_combining_melee_attacks_from_the_same_unit(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Combining": as an Interrupt to an action creating an attack effect from a card in a unit, the
    player may use another card's ability in the same unit creating an attack of the same kind; its
    strength adds to the original attack's strength."""
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    big = sc.play(1, personality("Big Test", f=4, c=2, clan="Crane"))
    spear = card("Spear Test", T.ITEM, force=0, chi=0, gold_cost=0, focus=1, keywords=("Weapon",))
    axe = card("Axe Test", T.ITEM, force=0, chi=0, gold_cost=0, focus=1, keywords=("Weapon",))
    declare(spear, Ability(("Battle",), (Attack("melee", 2),), costs=(Bow(SELF),)))
    declare(axe, Ability(("Battle",), (Attack("melee", 2),), costs=(Bow(SELF),)))
    a = sc.attach(spear, me)
    b = sc.attach(axe, me)
    _battle(sc, [me], [big])
    sc.choose("pass")  # the Defender passes
    sc.choose(_ab(sc, a))  # Melee 2 alone cannot destroy a 4-Force Personality
    assert sc.in_interrupt_round() and f"ab:{b}:a:0:combine" in sc.ids()
    sc.choose(f"ab:{b}:a:0:combine")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")
    assert sc.s.dead[big]  # 2 + 2 = 4: destroyed
    assert sc.s.bowed[a] and sc.s.bowed[b]  # both paid their costs
    del foe


def test_prevention_will_not_bow(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Will not": the phrase means another effect is prevented; a choice may still be made (CR
    "Choices": you may choose to bow a Personality who will not bow; it just fails)."""
    from rokugan.ccg.statics import Rule
    sc, me, foe = _board()
    calm = personality("Calm Test", f=1, c=1)
    declare(calm, Static(SELF, Rule("will_not_bow", "will not bow")))
    c = sc.play(0, calm)
    ploy = strategy("Bow Ploy")
    declare(ploy, Ability(("Open",), (Target(sel("personality")), Bow(T0))))
    p = sc.hand(1, ploy)
    sc.goto("action", active=0)
    sc.choose("pass", _ab(sc, p), f"t:{c}")
    assert not sc.s.bowed[c]
    del me, foe


def test_keyword_inheritance(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Keyword inheritance": keywords on abilities also apply to their cards (a Strategy with a
    Political ability is a Political Strategy); keywords on cards do not apply to their abilities."""
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    ploy = strategy("Court Ploy")
    declare(ploy, Ability(("Open",), (GainHonor(1),), keywords=("Political",)))
    c = sc.hand(0, ploy)
    assert P.kw(sc.s, c, "Political")
    assert not P.kw(sc.s, me, "Political")


def test_simultaneous_triggers_are_ordered_by_the_active_player(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Timing Conflicts" C: traits triggered at the same point resolve in the order the active player
    decides."""
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    first = personality("Omen Test", f=1, c=1)
    second = personality("Herald Test", f=1, c=1)
    declare(first, Triggered(when("entered_play", "yours"), (GainHonor(1),)))
    declare(second, Triggered(when("entered_play", "yours"), (GainHonor(2),)))
    sc.play(0, first)
    sc.play(0, second)
    sc.goto("action", active=0)
    newcomer = sc.province(0, 1, personality("New Test", f=1, c=1))
    P.leave_province(sc.s, newcomer)
    honor = sc.s.players[0].honor
    P.enter_play(sc.s, 0, newcomer)
    sc._touch()
    d = sc.pending
    assert d is not None and d.kind == "order" and d.player == 0 and len(d.options) == 2
    sc.choose(d.ids()[1])
    assert sc.s.players[0].honor == honor + 3


def test_delayed_effect_after_your_next_turn_begins(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Delayed effects": effects that occur at a given time in the future ("After your next turn
    begins") happen then, not when the action resolves."""
    from rokugan.ccg.vocab import After
    sc, me, foe = _board()
    ploy = strategy("Later Test")
    declare(ploy, Ability(("Open",), (After("turn_started", (GainHonor(2),), who="you"),)))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c))
    assert sc.s.players[0].honor == honor and len(sc.s.delayed) == 1
    seen_turn = sc.s.turn
    while sc.pending is not None and not (sc.s.active == 0 and sc.s.turn > seen_turn):
        d = sc.pending
        sc.choose("pass" if "pass" in d.ids() else ("no_attack" if "no_attack" in d.ids() else d.ids()[0]))
    assert sc.s.players[0].honor >= honor + 2 and not sc.s.delayed


def test_ongoing_effect_while_a_condition_holds(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Duration of effects": an ongoing effect may last while a condition holds ("has -2F while
    attacking this turn"): it applies when the condition is true, and not otherwise."""
    sc, me, foe = _board()
    ploy = strategy("Calm Words Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality")), Give(T0, -2, while_="attacking"))))
    c = sc.hand(1, ploy)
    sc.goto("action", active=0)
    sc.choose("pass", _ab(sc, c), f"t:{me}")
    assert stats.force(sc.s, me) == 2  # at home: not attacking
    while sc.kind() != "attack":
        sc.choose("pass")
    sc.attack({me: 0}, {foe: 0})
    assert stats.force(sc.s, me) == 0  # attacking: 2 - 2
    assert stats.force(sc.s, foe) == 2


def test_focus_effects_resolve_when_revealed_and_after_the_duel(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Duel" 4: after the focused cards are turned face up, their Focus Effects resolve; an effect
    worded "after this duel ends" waits for the duel's result (CR "Delayed effects")."""
    from rokugan.ability.words import If
    from rokugan.ccg.vocab import LOSER, OTHER_DUELIST, After, Challenge, Destroy, focus_effect
    sc, me, foe = _board()
    trick = strategy("Trick Test", focus=3)
    declare(trick, focus_effect(Bow(OTHER_DUELIST), After("duel_resolved", (If(when("you_won_duel"),
                                                                               (Draw(1),)),))))
    duel = strategy("Duel Test")
    declare(duel, Ability(("Open",), (Target(sel("personality", controller="you")),
                                      Target(sel("personality", controller="enemy"), "t1"),
                                      Challenge(T0, T1, (Destroy(LOSER),)))))
    c = sc.hand(0, duel)
    t = sc.hand(0, trick)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, c), f"t:{me}", f"t:{foe}")
    assert sc.who() == 1 and sc.kind() == "focus"  # the challenged player acts first
    sc.choose("focus_deck")
    sc.choose(f"focus:{t}")
    hand = len(sc.s.players[0].hand)
    sc.choose("strike")
    assert sc.s.bowed[foe] or sc.s.dead[foe]  # the Focus Effect bowed the other Personality
    assert sc.s.dead[foe]  # 2 Chi + 3 focus beats 2 Chi + 0: the loser is destroyed
    assert len(sc.s.players[0].hand) == hand + 1  # after the duel: you won, so you draw
    assert any("Focus Effect of Trick Test" in line for line in sc.log())


def test_choosing_versus_the_choice_having_an_effect(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Choices", its two examples: "You may choose to bow the Personality. If you choose this, gain 2
    Honor" gains even if the bowing fails; "You may bow the Personality. If he bowed, gain 2 Honor" does not."""
    from rokugan.ability.words import If, May
    sc, me, foe = _board()
    chose = strategy("Chose Test")
    bowed = strategy("Bowed Test")
    declare(chose, Ability(("Open",), (Target(sel("personality", controller="you")), May((Bow(T0),)),
                                       If(when("var", "chose", words="you chose this"), (GainHonor(2),)))))
    declare(bowed, Ability(("Open",), (Target(sel("personality", controller="you")),
                                       May((To((Bow(T0),), (GainHonor(2),), link="if"),)))))
    a = sc.hand(0, chose)
    b = sc.hand(0, bowed)
    sc.goto("action", active=0)
    sc.s.bowed[me] = True  # already bowed: the bowing will fail
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, a), f"t:{me}", "yes")
    assert sc.s.players[0].honor == honor + 2
    sc.choose("pass", _ab(sc, b), f"t:{me}", "yes")
    assert sc.s.players[0].honor == honor + 2  # he did not bow: no gain


def test_effects_continue_when_the_card_leaves_play_during_resolution(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Action Sequence" D, its example: if the ability's card leaves play during resolution, all
    remaining effects are still activated."""
    from rokugan.ccg.vocab import Destroy
    sc, me, foe = _board()
    brave = personality("Brave Test", f=1, c=1)
    declare(brave, Ability(("Open",), (Destroy(SELF), GainHonor(3))))
    c = sc.play(0, brave)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c))
    assert sc.s.dead[c] and sc.s.players[0].honor == honor + 3


def test_the_same_target_cannot_be_chosen_twice(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Targeting": when multiple targets are chosen, the same target cannot be chosen twice."""
    sc, me, foe = _board()
    ploy = strategy("Pair Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality")), Target(sel("personality"), "t1"),
                                      Bow(T0), Bow(T1))))
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, c), f"t:{me}")
    d = sc.pending
    assert d is not None and f"t:{me}" not in d.ids() and f"t:{foe}" in d.ids()
