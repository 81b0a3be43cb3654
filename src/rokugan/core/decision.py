"""Decisions as data: the one pending choice of a game, with a finite list of options.

ARCHITECTURE "Decisions are data": the engine runs until a player must choose, then exposes exactly one
pending decision -- who chooses, what kind of choice, and the legal options, each with a stable id, a
short label and a structured payload. Agents, the terminal, the web, tests and replays all answer it.
"""

from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr


class Option:
    """One legal choice: a stable id, a short label, a structured payload. Treated as immutable once built (a plain
    class with slots rather than a frozen dataclass: games build thousands a second, and a frozen dataclass's
    constructor costs about three times as much; equality, hashing and repr are a dataclass's)."""

    __slots__ = ("id", "label", "payload")

    def __init__(self, id: str, label: str, payload: dict[str, Any] | None = None) -> None:
        self.id = id  # stable within this decision: the same state always offers the same ids
        self.label = label  # short English label, already filtered for the chooser's view
        self.payload = {} if payload is None else payload

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Option:
            return NotImplemented
        o: Option = other  # type: ignore[assignment]
        return self.id == o.id and self.label == o.label and self.payload == o.payload

    def __hash__(self) -> int:
        return hash((self.id, self.label, self.payload))  # (a payload is a dict: unhashable, as before)

    def __repr__(self) -> str:
        return f"Option(id={self.id!r}, label={self.label!r}, payload={self.payload!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Option, (self.id, self.label, self.payload))

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "payload": dict(self.payload)}


class Decision:
    """Who chooses (a seat), what kind of choice, the prompt and the legal options. Treated as immutable once built
    (a plain class with slots, like `Option`)."""

    __slots__ = ("player", "kind", "prompt", "options")

    def __init__(self, player: int, kind: str, prompt: str, options: tuple[Option, ...]) -> None:
        self.player = player  # seat index of the chooser
        self.kind = kind  # "action", "target", "pay", "focus", "assign", "yes_no", ...
        self.prompt = prompt
        self.options = options

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Decision:
            return NotImplemented
        o: Decision = other  # type: ignore[assignment]
        return self.player == o.player and self.kind == o.kind and self.prompt == o.prompt and \
            self.options == o.options

    def __hash__(self) -> int:
        return hash((self.player, self.kind, self.prompt, self.options))

    def __repr__(self) -> str:
        return (f"Decision(player={self.player!r}, kind={self.kind!r}, prompt={self.prompt!r}, "
                f"options={self.options!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Decision, (self.player, self.kind, self.prompt, self.options))

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


# (compiled with the LCG's group, `rokugan native build`: mypyc cannot build an extension class on most builtin
# exceptions; these two stay ordinary classes)
@mypyc_attr(native_class=False)
class IllegalChoice(ValueError):
    """A choice that is not among the options currently offered (the state is left unchanged)."""


@mypyc_attr(native_class=False)
class GameOver(RuntimeError):
    """A choice was made after the game ended."""
