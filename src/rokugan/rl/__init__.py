"""Adapters for AI research: PettingZoo AEC environments (`pettingzoo_env`) for every game. They need the `rl`
extra (`pip install -e '.[rl]'`)."""

from __future__ import annotations

from typing import Any


def pettingzoo_env(game: str = "ccg", **setup: Any) -> Any:
    from .pettingzoo_env import pettingzoo_env as make
    return make(game, **setup)


__all__ = ["pettingzoo_env"]
