"""Adapters for AI research: PettingZoo AEC environments (`pettingzoo_env`) and OpenSpiel games (`openspiel_game`)
for every game. They need the `rl` extra (`pip install -e '.[rl]'`); both share the action ids and observation
vector of `rokugan.rl.encoding`."""

from __future__ import annotations

from typing import Any


def pettingzoo_env(game: str = "ccg", **setup: Any) -> Any:
    from .pettingzoo_adapter import pettingzoo_env as make
    return make(game, **setup)


def openspiel_game(game: str = "ccg", seed: int = 0, **setup: Any) -> Any:
    """A pyspiel game (``rokugan_<game>``, registered with OpenSpiel on first use): `rokugan.rl.openspiel_adapter`."""
    from .openspiel_adapter import openspiel_game as make
    return make(game, seed, **setup)


__all__ = ["openspiel_game", "pettingzoo_env"]
