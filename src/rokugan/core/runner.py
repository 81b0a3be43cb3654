"""The match runner: drive a game with one agent per seat, optionally recording every choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .agents import Agent
from .game import Game, Result
from .record import GameRecord


def play(game: Game, agents: Sequence[Agent], record: GameRecord | None = None,
         on_step: Callable[[Game], None] | None = None, max_decisions: int = 1_000_000) -> Result:
    n = 0
    while True:
        d = game.pending()
        if d is None:
            break
        cid = agents[d.player].choose(game, d)
        game.choose(cid)
        if record is not None:
            record.choices.append(cid)
        if on_step is not None:
            on_step(game)
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end after {n} decisions (its caps failed)")
    res = game.result
    assert res is not None
    return res
