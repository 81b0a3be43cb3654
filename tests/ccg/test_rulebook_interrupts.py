"""Interrupts to the rulebook's own player actions.

CR "Action Sequence": the action's player "Announces the action, saying which card or player ability he is using
to take the action", pays its costs (B), then "C. Gives all players a chance to play Interrupts to the action",
then resolves it (D). CR "Action Rounds": "Interrupt Step: All players may take Interrupt Actions. The active player
has the first opportunity to act." TF "Actions": Interrupts "are announced during another action—either yours or
another player's—at the point after costs are paid and before the action's effects start to resolve. Interrupts may
refer to the original action as "the action" (for example, "The action cannot move Personalities.")".
CR "Negate an action" and CR "Using abilities", EXCEPTION (Interrupts of a card out of play to the action that
brings it into play: tests/ccg/cards/test_dragon.py, test_mantis.py).
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, Target, Triggered, sel
from rokugan.ccg.state import HOME, PLAY
from rokugan.ccg.vocab import T0, ActionFlag, After, Bow, GainHonor, MoveHome, when

from .cards.harness import real
from .scenario import Scenario, personality, strategy

CAV = ("Samurai", "Cavalry")


def _engage(sc: Scenario, att: dict[int, int], dfd: dict[int, int]) -> None:
    sc.goto("attack", active=0)
    sc.attack(att, dfd, defender=1)
    sc.to_battle(0)


def _in_interrupt_step(sc: Scenario) -> bool:
    return sc.s.stack[-1][:2] == ("round", "interrupt")


def test_a_rulebook_lobby_opens_the_interrupt_step_after_its_target_active_player_first(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Lobby" ("bow your target unbowed Personality ... to take the Imperial Favor") is an action: after its
    target is chosen and before it resolves, every player may Interrupt, the active player first; "the action" in
    the Interrupt is the Lobby."""
    sc = Scenario()
    sc.auto_pass_interrupts = False
    me = sc.play(0, personality("Akodo Lobbyist", ph=2))
    ploy = strategy("Answer Test")
    declare(ploy, Ability(("Interrupt",), (If(when("interrupting", "action"), (GainHonor(1),)),)))
    answer = sc.hand(1, ploy)
    sc.honor(0, 10)
    sc.goto("action", active=0)
    before = sc.s.players[1].honor
    sc.choose("lobby", f"sel:{me}")
    assert _in_interrupt_step(sc) and sc.who() == 0 and sc.ids() == ["pass"]  # the active player first
    assert not sc.s.bowed[me] and sc.s.favor != 0  # the Lobby has not resolved yet
    sc.choose("pass")
    assert _in_interrupt_step(sc) and sc.who() == 1 and f"ab:{answer}:a:0" in sc.ids()
    sc.choose(f"ab:{answer}:a:0")
    assert sc.s.players[1].honor == before + 1  # "the action" is the Lobby, an Action Phase action
    sc.choose("pass")  # seat 0
    sc.choose("pass")  # seat 1: everyone passed in turn, the Lobby resolves
    assert sc.s.bowed[me] and sc.s.favor == 0


def test_every_rulebook_action_has_the_step_even_when_nobody_holds_an_interrupt() -> None:
    """CR "Action Sequence" C for a Recruit: the round opens (each player answers "pass"), so opening it tells no
    player what the others hold."""
    sc = Scenario()
    sc.auto_pass_interrupts = False
    c = sc.province(0, 0, personality("Hida Recruit", cost=2))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    sc._touch()
    sc.choose(f"recruit:{c}")
    assert _in_interrupt_step(sc) and sc.who() == 0 and sc.s.zone[c] != PLAY
    sc.choose("pass")
    assert _in_interrupt_step(sc) and sc.who() == 1
    sc.choose("pass")
    assert sc.s.zone[c] == PLAY


def test_ring_of_earth_stops_the_favor_battle_from_moving_the_attacker() -> None:
    """Ring of Earth: "The Battle action cannot move Personalities" played to the rulebook Favor Battle ("Discard the
    Imperial Favor to move a target attacking enemy Personality home"): the Favor is discarded, nobody moves."""
    sc = Scenario()
    a = sc.play(0, personality("Big Attacker", f=5))
    ring = sc.play(0, real("Ring of Earth"))
    d = sc.play(1, personality("Defender", f=1, clan="Crane"))
    sc.s.favor = 1
    _engage(sc, {a: 0}, {d: 0})
    sc.pass_round()  # the Engage Segment
    assert sc.who() == 1
    sc.choose("favor_battle", f"sel:{a}")
    assert _in_interrupt_step(sc) and sc.who() == 0 and f"ab:{ring}:a:0" in sc.ids()  # the active player first
    sc.choose(f"ab:{ring}:a:0")
    assert sc.s.bowed[ring] and not _in_interrupt_step(sc)  # the others had nothing to play: forced passes
    assert sc.s.favor == -1 and sc.s.location[a] == 0  # still at the battlefield


def test_the_sun_returns_negates_the_cavalry_engage_action() -> None:
    """The Sun Returns: "Bow your target unbowed Tactician. Negate the effects of a Battle or Engage action." The
    rulebook Cavalry ability is an Engage action (CR "Cavalry"); negated, its Personality does not move."""
    sc = Scenario()
    foot = sc.play(0, personality("Foot Soldier"))
    rider = sc.play(0, personality("Rider", keywords=CAV))
    d = sc.play(1, personality("Defender", clan="Crane"))
    tactician = sc.play(1, personality("Akodo Tactician", clan="Lion", keywords=("Samurai", "Tactician")))
    sun = sc.hand(1, real("The Sun Returns"))
    _engage(sc, {foot: 0}, {d: 0})
    sc.choose("pass")  # the Defender acts first in the Engage Segment
    sc.choose("cavalry", f"sel:{rider}")
    assert _in_interrupt_step(sc) and sc.who() == 1  # seat 0 had nothing to play: its forced "pass" was given
    sc.choose(f"ab:{sun}:a:0", f"t:{tactician}")
    assert sc.s.bowed[tactician]
    while _in_interrupt_step(sc):
        sc.choose("pass")
    assert sc.s.location[rider] == HOME and sc.s.zone[rider] == PLAY
    assert any("negated" in line for line in sc.log())


def test_an_interrupt_changes_only_the_action_it_interrupts(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Actions": "If an Interrupt modifies an action's effects, this only applies to the action being
    interrupted, not to subsequent actions that turn": after the Favor Battle could not move him, a later Battle
    action moves him home."""
    sc = Scenario()
    a = sc.play(0, personality("Big Attacker", f=5))
    d = sc.play(1, personality("Defender", f=1, clan="Crane"))
    ploy = strategy("Stay Test")
    declare(ploy, Ability(("Interrupt",), (ActionFlag("no_move", "the action cannot move Personalities"),)))
    stay = sc.hand(0, ploy)
    push = strategy("Push Test")
    declare(push, Ability(("Battle",), (Target(sel("personality", controller="enemy", attacking=True)), MoveHome(T0))))
    shove = sc.hand(1, push)
    sc.s.favor = 1
    _engage(sc, {a: 0}, {d: 0})
    sc.pass_round()
    sc.choose("favor_battle", f"sel:{a}", f"ab:{stay}:a:0")
    while _in_interrupt_step(sc):
        sc.choose("pass")
    assert sc.s.location[a] == 0 and not sc.s.actions  # the player ability's action has ended
    sc.choose("pass")  # seat 0
    sc.choose(f"ab:{shove}:a:0", f"t:{a}")
    assert sc.s.location[a] == HOME


def test_a_player_ability_resolving_is_an_action_resolving(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Lobby" is a "Political Limited" ability: when it resolves, a Political action has resolved (CR "Ability
    keywords" apply to the ability's action), which a trait "After a Political action resolves" sees."""
    sc = Scenario()
    me = sc.play(0, personality("Akodo Lobbyist", ph=2))
    watcher = personality("Political Watcher")
    political = If(when("action_kind", "Political"), (GainHonor(1),))
    declare(watcher, Triggered(when("action_resolved", "any"), (political,)))
    sc.play(1, watcher)
    sc.honor(0, 10)
    sc.goto("action", active=0)
    before = sc.s.players[1].honor
    sc.choose("lobby", f"sel:{me}")
    assert sc.s.favor == 0 and sc.s.players[1].honor == before + 1


def test_an_out_of_play_interrupts_bow_cost_is_paid_after_the_card_enters_play(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Using abilities", EXCEPTION: "Interrupt abilities on a card out of play may be taken if they Interrupt the
    action that brings the card into play. In this case, if the action has a "bow this card" cost, it is satisfied by
    bowing the card after it enters play, as a delayed effect." """
    sc = Scenario()
    newcomer = personality("Eager Newcomer", cost=2)
    declare(newcomer, Ability(("Interrupt",), (After("recruited", (GainHonor(1),), who="card:self;turn",
                                                     words="after you Recruit him, gain 1 Honor"),),
                              costs=(Bow(SELF),)))
    c = sc.province(0, 0, newcomer)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    sc._touch()
    before = sc.s.players[0].honor
    sc.choose(f"recruit:{c}")
    assert f"ab:{c}:a:0" in sc.ids() and not sc.s.bowed[c]  # offered though it cannot bow in its Province
    sc.choose(f"ab:{c}:a:0")
    assert sc.s.zone[c] == PLAY and sc.s.bowed[c] and sc.s.players[0].honor == before + 1


def test_the_interrupt_step_says_which_action_it_interrupts() -> None:
    sc = Scenario()
    sc.auto_pass_interrupts = False
    c = sc.province(0, 0, personality("Hida Recruit", cost=2))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    sc._touch()
    sc.choose(f"recruit:{c}")
    assert sc.pending is not None and sc.pending.prompt.startswith(f"Interrupts to {sc.s.players[0].name}'s Recruit")


def test_proclaiming_gives_the_proclaim_keyword_to_the_recruit(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Proclaim": "Proclaiming gives the Proclaim keyword to the recruiting action"."""
    sc = Scenario()
    watcher = personality("Proclaim Watcher")
    declare(watcher, Triggered(when("action_resolved", "any"), (If(when("action_kind", "Proclaim"), (GainHonor(3),)),)))
    sc.play(1, watcher)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    clan = sc.s.players[0].clan
    plain = sc.province(0, 0, personality("Plain Recruit", cost=2, clan=clan))
    loud = sc.province(0, 1, personality("Loud Recruit", cost=2, clan=clan))
    before = sc.s.players[1].honor
    sc.choose(f"recruit:{plain}")
    assert sc.s.players[1].honor == before
    sc.choose(f"recruit:{loud}:proclaim")
    assert sc.s.players[1].honor == before + 3
