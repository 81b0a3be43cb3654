"""Scenario harness for card tests: real card facts from the catalog on a scenario board, actions taken
through the decision interface (ARCHITECTURE "Tests read like a game")."""

from __future__ import annotations

from rokugan.catalog.cards import CardFacts
from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg import stats
from rokugan.ccg.state import HOME, PLAY

from ..helpers import follower, holding, item
from ..scenario import Scenario, personality

__all__ = ["HOME", "PLAY", "CardScenario", "act", "follower", "holding", "item", "in_battle", "personality", "real",
           "stats"]


def real(title: str) -> CardFacts:
    return Catalog.builtin().find(title)


class CardScenario(Scenario):
    """Seat 0 is "me", seat 1 the opponent. `ability_ids(card)` lists the option ids of a card's abilities.
    Interrupt rounds in which nobody can play an Interrupt are passed automatically."""

    auto_pass_interrupts = True

    def ability_ids(self, c: int) -> list[str]:
        d = self.pending
        if d is None:
            return []
        return [o.id for o in d.options if o.id.startswith(f"ab:{c}:")]

    def use(self, c: int, index: int = 0) -> None:
        ids = self.ability_ids(c)
        want = f"ab:{c}:a:{index}"
        assert want in ids, f"{self.s.title(c)} ability {index} not offered; offered {self.ids()}"
        self.choose(want)

    def target(self, *cards: int) -> None:
        for c in cards:
            self.choose(f"t:{c}")
        d = self.pending
        if d is not None and d.kind == "target" and "done" in d.ids() and len(cards) > 0:
            self.choose("done")

    def battle_with(self, attackers: list[int], defenders: list[int], bf: int = 0) -> None:
        """Seat 0 attacks seat 1 at province bf with these units; stops at the Combat Segment, seat 1
        (the Defender) to act first."""
        self.goto("attack", active=0)
        self.attack({c: bf for c in attackers}, {c: bf for c in defenders})
        self.to_battle(bf)
        self.pass_round()  # Engage Segment

    def force(self, c: int) -> int:
        return stats.force(self.s, c)


def act(sc: CardScenario, c: int, *answers: str, i: int = 0) -> None:
    """Take card c's ability i, then give the answers (targets, choices) in order."""
    sc.choose(f"ab:{c}:a:{i}", *answers)


def in_battle(sc: CardScenario, me: int, foe: int) -> None:
    """Seat 0 attacks with `me` against `foe`; the Defender passes, so seat 0 acts first in the Combat Segment."""
    sc.battle_with([me], [foe])
    sc.choose("pass")
