"""CR "Destroy", "Triggered traits", "Timing Conflicts" C and "Battle Resolution": a destruction is a point in time
whose triggered effects (triggered traits, triggered rulebook effects) happen as it happens, before the action, trait
or battle resolution that destroyed the card goes on. Each test quotes the rule it plays, through the decision
interface."""

from __future__ import annotations

from rokugan.ability.words import Ability, Target, Triggered, sel
from rokugan.ccg.state import HOME, PLAY
from rokugan.ccg.vocab import T0, GainHonor, when
from rokugan.ccg.vocab_effects import Destroy

from .cards.harness import CardScenario, real
from .scenario import deck, holding, personality, strategy


def test_a_trait_after_a_card_is_destroyed_happens_at_that_point_within_the_action(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Destroy": "To remove a card from play through an effect that specifically destroys it". CR "Triggered
    traits": "Triggered traits happen every time that trigger occurs in the game". CR "Timing Conflicts" C: "Anything
    else that is triggered at this point happens now. This includes triggered traits, delayed effects, indefinite
    conditional effects, and triggered rulebook effects (such as losing Honor after a dishonorable Personality is
    destroyed). If more than one of these things conflict, the active player decides the order in which they happen."
    CR "Timing": "Once a triggered trait starts, activate all its costs, targeting, and effects in sequence before
    proceeding, even if another action or triggered trait is under way."
    An action destroys a dishonorable Personality, then gains its player 2 Honor. His controller's Holding says "After
    one of your cards is destroyed, gain 1 Honor": that trait and the Honor lost for the dishonorable death trigger
    at the destruction, the active player (who took the action, not their controller) orders them, and both happen
    before the action's Honor gain."""
    purge = strategy("Test Purge")
    declare(purge, Ability(("Open",), (Target(sel("personality")), Destroy(T0), GainHonor(2))))
    shrine = holding("Test Mourning Shrine")
    declare(shrine, Triggered(when("destroyed", "yours"), (GainHonor(1),)))
    for first in ("trait", "honor"):
        sc = CardScenario(decks=[deck("Crab", 5), deck("Crane", 5)])
        sc.play(1, shrine)
        victim = sc.play(1, personality("Shamed Samurai", ph=3, clan="Crane"), dishonored=True)
        sc.goto("action", active=0)
        mine, theirs = sc.s.players[0].honor, sc.s.players[1].honor
        sc.choose(f"ab:{sc.hand(0, purge)}:a:0", f"t:{victim}")
        assert sc.s.zone[victim] != PLAY
        assert sc.kind() == "order" and sc.who() == 0, "the active player orders the two triggered effects"
        d = sc.pending
        assert d is not None
        labels = {o.id: o.label for o in d.options}
        assert sorted(labels.values()) == sorted([
            "Player 2 loses 3 Honor for the dishonorable death of Shamed Samurai",
            "Test Mourning Shrine: After one of your cards is destroyed, gain 1 Honor."]), labels
        assert sc.s.players[0].honor == mine, "the action is under way: its Honor gain comes after"
        assert sc.s.players[1].honor == theirs
        pick = next(k for k, v in labels.items() if ("Shrine" in v) == (first == "trait"))
        before = len(sc.log())
        sc.choose(pick)
        sc.pass_forced_interrupts()
        after = sc.log()[before:]
        assert sc.s.players[1].honor == theirs + 1 - 3 and sc.s.players[0].honor == mine + 2
        gained = next(i for i, line in enumerate(after) if "Player 2 gains 1 Honor" in line)
        lost = next(i for i, line in enumerate(after) if "Player 2 loses 3 Honor" in line)
        action = next(i for i, line in enumerate(after) if "Player 1 gains 2 Honor" in line)
        assert (gained < lost) == (first == "trait") and max(gained, lost) < action, after


def test_the_triggered_effects_of_a_battle_resolutions_destructions_come_before_the_province_and_the_honor() -> None:
    """CR "Battle Resolution": "If the Attacker wins, he or she destroys all units in the defending army. If the
    attacking army's Force was greater than the defending army's Force plus the Province Strength of the battlefield's
    Province, the Attacker also destroys the Province." ... "The winner of a battle also gains Honor equal to twice the
    number of cards in the enemy army that were destroyed by resolution." CR "After Resolution": "Then, the battle's
    resolution ends. ... All attacking units at that battlefield bow, then return home". CR "Timing Conflicts": "Two
    things in the game can happen at the same time (e.g., two Personalities being destroyed in battle resolution.)"
    and C: "Anything else that is triggered at this point happens now".
    Akodo Dairuko ("After you destroy an enemy card during battle (including resolution), gain 1 Honor") attacks and
    wins; the defending army is a dishonorable Personality. The Honor lost for his dishonorable death and Dairuko's
    Honor are ordered by the active player as soon as the army is destroyed: the Province still stands, the winner
    has not gained the battle's Honor, and the attackers have neither bowed nor gone home."""
    sc = CardScenario(decks=[deck("Lion", 5, ps=2), deck("Crane", 5, ps=2)])
    dairuko = sc.play(0, real("Akodo Dairuko, the Steel Lion - exp2"))  # 4F: more than 1F plus the Province's 2
    foe = sc.play(1, personality("Shamed Samurai", f=1, ph=2, clan="Crane"), dishonored=True)
    mine, theirs = sc.s.players[0].honor, sc.s.players[1].honor
    sc.battle_with([dairuko], [foe])
    sc.pass_round()
    assert sc.s.zone[foe] != PLAY
    assert sc.kind() == "order" and sc.who() == 0
    assert sc.s.players[1].province_alive[0], "the Province is destroyed after the army"
    assert sc.s.players[0].honor == mine and sc.s.players[1].honor == theirs, "the winner's Honor comes later"
    assert not sc.s.bowed[dairuko] and sc.s.location[dairuko] != HOME, "the aftermath comes later"
    d = sc.pending
    assert d is not None
    labels = {o.id: o.label for o in d.options}
    assert sorted(labels.values()) == sorted([
        "Player 2 loses 2 Honor for the dishonorable death of Shamed Samurai",
        "Akodo Dairuko, the Steel Lion - exp2: After you destroy an enemy card during battle (including resolution), "
        "gain 1 Honor."]), labels
    sc.choose(next(k for k, v in labels.items() if "Dairuko" in v))
    sc.pass_forced_interrupts()
    assert sc.s.players[1].honor == theirs - 2
    assert sc.s.players[0].honor == mine + 1 + 2  # Dairuko's 1, then twice the one card destroyed
    assert not sc.s.players[1].province_alive[0] and sc.s.bowed[dairuko] and sc.s.location[dairuko] == HOME


def test_a_trait_after_an_attacker_destroys_a_province_comes_before_the_winners_honor() -> None:
    """CR "Battle Resolution", in its order: the Attacker "destroys all units in the defending army", "also destroys
    the Province", and "The winner of a battle also gains Honor equal to twice the number of cards in the enemy army
    that were destroyed by resolution." CR "Timing Conflicts" C: what is triggered at a point "happens now".
    Military Alliance ("After each time an Attacker destroys a province by winning a battle, he gains 3 Honor") gives
    its Honor when the Province is destroyed, before the winner's 2 Honor for the defender destroyed."""
    sc = CardScenario(decks=[deck("Lion", 5, ps=3), deck("Crane", 5, ps=3)])
    sc.play(0, real("Military Alliance"))
    big = sc.play(0, personality("Big Samurai", f=12, clan="Lion"))
    foe = sc.play(1, personality("Small Samurai", f=1, clan="Crane"))
    mine = sc.s.players[0].honor
    sc.battle_with([big], [foe])
    before = len(sc.log())
    sc.pass_round()
    sc.pass_forced_interrupts()
    after = sc.log()[before:]
    assert not sc.s.players[1].province_alive[0] and sc.s.players[0].honor == mine + 3 + 2
    army = next(i for i, line in enumerate(after) if "Small Samurai is destroyed" in line)
    province = next(i for i, line in enumerate(after) if "province 1 is destroyed" in line)
    alliance = next(i for i, line in enumerate(after) if "gains 3 Honor" in line)
    battle = next(i for i, line in enumerate(after) if "for destroying enemy cards in battle" in line)
    assert army < province < alliance < battle, after
