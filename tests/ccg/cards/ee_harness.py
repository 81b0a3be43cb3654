"""Helpers for the Emperor Edition card scenario tests (tests/ccg/cards/test_ee_<clan>.py): a board under the Emperor
rule set, a battle with the Combat Segment open for seat 0, passing Interrupt and Reaction rounds."""

from __future__ import annotations

from .harness import CardScenario, real, stats

__all__ = ["CardScenario", "_battle", "_done", "_ee", "_react", "_reach", "real", "stats"]


def _ee() -> CardScenario:
    sc = CardScenario(ruleset="emperor")
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc


def _battle(sc: CardScenario, mine: list[int], theirs: list[int], bf: int = 0) -> None:
    """Seat 0 attacks seat 1 at province bf; the Defender passes, so seat 0 acts (EE "Battles": no Engage
    Segment, the Combat Segment starts with the Defender)."""
    sc.goto("attack", active=0)
    sc.attack({c: bf for c in mine}, {c: bf for c in theirs})
    sc.to_battle(bf)
    assert sc.who() == 1
    sc.choose("pass")
    assert sc.who() == 0


def _reach(sc: CardScenario, prefix: str) -> None:
    """Pass Interrupt rounds until a decision whose options start with `prefix` (a target, a choice)."""
    while not any(o.startswith(prefix) for o in sc.ids()):
        assert sc.in_interrupt_round() or sc.pending.prompt.startswith("Reactions"), sc.pending
        sc.choose("pass")


def _done(sc: CardScenario) -> None:
    """Pass Interrupt rounds until the action has resolved."""
    while sc.pending is not None and sc.in_interrupt_round():
        sc.choose("pass")


def _react(sc: CardScenario, c: int) -> None:
    """In a Reactions round, take card c's Reaction."""
    assert sc.pending.prompt.startswith("Reactions"), sc.pending
    while f"ab:{c}:a:0" not in sc.ids():
        sc.choose("pass")
    sc.choose(f"ab:{c}:a:0")
