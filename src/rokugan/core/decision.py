"""Decisions as data: the one pending choice of a game, with a finite list of options.

ARCHITECTURE "Decisions are data": the engine runs until a player must choose, then exposes exactly one
pending decision -- who chooses, what kind of choice, and the legal options, each with a stable id, a
short label and a structured payload. Agents, the terminal, the web, tests and replays all answer it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Option:
    id: str  # stable within this decision: the same state always offers the same ids
    label: str  # short English label, already filtered for the chooser's view
    payload: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "payload": dict(self.payload)}


@dataclass(frozen=True, slots=True)
class Decision:
    player: int  # seat index of the chooser
    kind: str  # "action", "target", "pay", "focus", "assign", "yes_no", ...
    prompt: str
    options: tuple[Option, ...]

    def option(self, option_id: str) -> Option:
        for o in self.options:
            if o.id == option_id:
                return o
        raise IllegalChoice(f"{option_id!r} is not one of the offered options: "
                            f"{[o.id for o in self.options]}")

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "options": [o.to_json() for o in self.options]}


class IllegalChoice(ValueError):
    """A choice that is not among the options currently offered (the state is left unchanged)."""


class GameOver(RuntimeError):
    """A choice was made after the game ended."""
