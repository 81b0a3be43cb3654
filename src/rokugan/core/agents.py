"""Agents: anything that picks an option from a decision given that player's view."""

from __future__ import annotations

from typing import Protocol

from .decision import Decision
from .game import Game
from .rng import Rng


class Agent(Protocol):
    name: str

    def choose(self, game: Game, decision: Decision) -> str:
        """Return the id of one of `decision.options`. Agents must only use what
        `game.view(decision.player)` shows; the game object is passed for speed."""
        ...


class RandomAgent:
    """Uniformly random among the offered options; its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, game: Game, decision: Decision) -> str:
        return decision.options[self.rng.below(len(decision.options))].id


class FirstOptionAgent:
    name = "first"

    def choose(self, game: Game, decision: Decision) -> str:
        return decision.options[0].id
