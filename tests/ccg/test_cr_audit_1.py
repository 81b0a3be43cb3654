"""An audit of the Comprehensive Rules, sections 1 to 10 of its table of contents (Cardinal Rules, The Player,
Card Types, Card Features, Areas of the Game, Physical Card States, Game Mechanics, Effects, Timing, Choices and
Targeting): each test quotes the rule or example it plays, through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import YOU, Static
from rokugan.ccg.state import DYN_DISCARD
from rokugan.ccg.statics import Rule

from .scenario import Scenario, deck, personality


def _sc(ps: int = 6) -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5, ps=ps)])


def _no_honor_change() -> Static:
    return Static(YOU, Rule("will_not_honor", "You do not gain or lose Honor."))


def test_preventing_the_battle_honor_gain_prevents_the_substituted_rehonoring(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Rehonoring": "Before a player with one or more dishonorable Personalities in his or her army gains Honor
    from destroying enemy cards in battle resolution, all such dishonorable Personalities are rehonored, substituting
    for the Honor gain. In a tied battle, all dishonorable Personalities in an army are rehonored before being
    destroyed, in substitution for their army's leader's Honor gain. The rules on substitution mean that preventing
    the Honor gain also prevents its substituted rehonoring"."""
    ascetic = personality("Ascetic Monk", f=0, c=1)
    declare(ascetic, _no_honor_change())
    for tie in (False, True):
        sc = _sc()
        shamed = sc.play(0, personality("Shamed", f=2 if tie else 3, ph=2), dishonored=True)
        sc.play(0, ascetic)  # at home: "You do not gain or lose Honor"
        d = sc.play(1, personality("Defender", f=2, clan="Crane"))
        h = sc.s.players[0].honor
        sc.attack_and_fight({shamed: 0}, {d: 0})
        assert sc.s.zone[d] == DYN_DISCARD
        assert sc.s.dishonored[shamed], "the gain is prevented, so is the rehonoring substituted for it"
        assert sc.s.players[0].honor == h  # and the dishonorable death in the tie loses nothing either
