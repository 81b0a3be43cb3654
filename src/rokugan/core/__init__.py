"""rokugan.core: what every game shares. Imports no game."""

# ruff: noqa: E402 (the check below comes before the imports it guards)
from rokugan import native as _native

_native.check_core()  # compiled core modules (`rokugan native build`) older than their sources are not run

from .agents import Agent, FirstOptionAgent, RandomAgent
from .decision import Decision, GameOver, IllegalChoice, Option
from .game import Caps, Game, LogEntry, Result
from .record import GameRecord
from .rng import Rng
from .runner import play

__all__ = ["Agent", "Caps", "Decision", "FirstOptionAgent", "Game", "GameOver", "GameRecord",
           "IllegalChoice", "LogEntry", "Option", "RandomAgent", "Result", "Rng", "play"]
