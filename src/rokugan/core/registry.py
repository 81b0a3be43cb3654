"""Game registry: interfaces find games by name, never by importing a game module directly."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .game import Game

# name -> "module:function"; the function is new_game(setup: dict, seed: int) -> Game.
_FACTORIES: dict[str, str] = {
    "ccg": "rokugan.ccg.game:new_game",
}
_LOADERS: dict[str, str] = {
    "ccg": "rokugan.ccg.game:CCGGame",
}


def register(name: str, factory: str, loader: str) -> None:
    _FACTORIES[name] = factory
    _LOADERS[name] = loader


def games() -> list[str]:
    return sorted(_FACTORIES)


def _resolve(path: str) -> Any:
    module, attr = path.split(":")
    return getattr(importlib.import_module(module), attr)


def new_game(name: str, setup: dict[str, Any], seed: int) -> Game:
    if name not in _FACTORIES:
        raise KeyError(f"unknown game {name!r}; known: {games()}")
    factory: Callable[[dict[str, Any], int], Game] = _resolve(_FACTORIES[name])
    return factory(setup, seed)


def load_game(data: dict[str, Any]) -> Game:
    name = data["game"]
    cls = _resolve(_LOADERS[name])
    game: Game = cls.from_json(data)
    return game
