"""Game records: seed + setup + choices. The save, replay and bug-report format (ARCHITECTURE)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .game import Game


@dataclass
class GameRecord:
    game: str
    setup: dict[str, Any]
    seed: int
    choices: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # players' names, agents, result: not replayed

    def start(self) -> Game:
        return registry.new_game(self.game, self.setup, self.seed)

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first `upto` choices (all by default)."""
        g = self.start()
        for cid in self.choices[:upto]:
            g.choose(cid)
        return g

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "setup": self.setup, "seed": self.seed, "choices": list(self.choices),
                "meta": self.meta}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True)

    @staticmethod
    def from_json(d: dict[str, Any]) -> GameRecord:
        return GameRecord(d["game"], d["setup"], int(d["seed"]), list(d["choices"]), dict(d.get("meta", {})))

    @staticmethod
    def loads(s: str) -> GameRecord:
        return GameRecord.from_json(json.loads(s))
