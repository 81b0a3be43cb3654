"""The Game protocol every rokugan game implements, and the results and caps they share.

`core` imports no game (ARCHITECTURE "The shape"). Interfaces (cli, web, ai, records) speak to a game
only through this protocol, so a new game appears in every interface at once.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from .decision import Decision


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended. ``winners`` empty means a draw."""

    winners: tuple[int, ...]
    reason: str  # "military", "honor", "dishonor", "enlightenment", "turn cap", "step cap", ...
    detail: str = ""

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason, "detail": self.detail}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Result:
        return Result(tuple(d["winners"]), d["reason"], d.get("detail", ""))


@dataclass(frozen=True, slots=True)
class Caps:
    """Loops end (ARCHITECTURE): a runaway game is ended as a draw with a reason."""

    max_turns: int = 200
    max_steps_per_turn: int = 5000


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the event log. ``visible_to`` None means public; otherwise only those seats see
    ``text``, and everyone else sees ``public_text`` (if any) instead."""

    text: str
    visible_to: tuple[int, ...] | None = None
    public_text: str | None = None

    def for_viewer(self, viewer: int | None) -> str | None:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self.text
        return self.public_text

    def to_json(self) -> list[Any]:
        return [self.text, list(self.visible_to) if self.visible_to is not None else None,
                self.public_text]

    @staticmethod
    def from_json(d: list[Any]) -> LogEntry:
        return LogEntry(d[0], tuple(d[1]) if d[1] is not None else None, d[2])


class Game(ABC):
    """A game in progress. Mutable; `choose` advances it; `clone` copies it exactly.

    Subclasses keep the rules flow as data (a stack of steps), the random generator inside the state,
    and can be saved to JSON at any decision point and resumed (ARCHITECTURE, the three *musts*).
    """

    name: str = "game"  # registry name: "ccg", "bfr", ...
    num_players: int = 2

    @abstractmethod
    def pending(self) -> Decision | None:
        """The one decision waiting for a choice, or None when the game is over."""

    @abstractmethod
    def choose(self, option_id: str) -> None:
        """Apply a choice; raises IllegalChoice (and changes nothing) if it is not offered."""

    @property
    @abstractmethod
    def result(self) -> Result | None: ...

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @abstractmethod
    def clone(self) -> Game: ...

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole state, JSON-compatible; `from_json` of it gives an equal game."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> Game: ...

    @abstractmethod
    def view(self, viewer: int | None) -> dict[str, Any]:
        """What seat `viewer` (None: a spectator) may see, JSON-compatible. Hidden cards are opaque."""

    def views(self, viewers: list[int | None]) -> dict[int | None, dict[str, Any]]:
        """`view(v)` for each of `viewers`, of the same state (a game may share the work between them: the web
        server asks for every viewer at a table at once). The values may share parts with each other and with
        later views: read them, do not modify them."""
        return {v: self.view(v) for v in viewers}

    @abstractmethod
    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        """The event log from entry `start`, filtered for `viewer`."""

    def determinize(self, viewer: int, rng: Any) -> Game:
        """A complete game consistent with everything `viewer` has seen: the hidden parts (other hands, deck
        orders, face-down cards) resampled with `rng` (a random.Random) from what that viewer cannot tell apart.
        Searches play on these, never on the hidden truth. Games that support search override it."""
        raise NotImplementedError(f"{self.name} offers no determinization (information-set search)")

    def evaluate(self, seat: int) -> float:
        """How good the position is for `seat`, from 0 (lost) to 1 (won): the result when the game is over;
        games override it with an estimate for unfinished positions (used to score truncated playouts)."""
        res = self.result
        if res is None:
            return 0.5
        if not res.winners:
            return 0.5
        return 1.0 if seat in res.winners else 0.0

    def log_size(self) -> int:
        """How many entries the log has (for reading only its tail); games override with a cheap count."""
        return len(self.log_lines(None))

    def notes(self, seat: int) -> list[str]:
        """What a player should know before playing that is about their own side only (for example, cards in
        their deck whose text the engine does not run yet). Empty by default."""
        return []

    def status_line(self, viewer: int | None) -> str | None:
        """One line of where the game stands, for terminals that print the whole board only when the turn or
        phase changes (None: the game has none, the terminal prints the board each time)."""
        return None

    def summary(self, viewer: int | None) -> list[str] | None:
        """The board in a few lines for a terminal, printed when the turn or phase changes (the whole board is
        `render`, on demand): first a line naming the turn and phase (the terminal compares it to tell a change),
        then one line per player. Each line fits 100 columns. None: the game has none (the terminal prints
        `render` instead)."""
        return None

    def render(self, viewer: int | None) -> str:
        """A plain-text board for a terminal; games override with something readable."""
        import json
        return json.dumps(self.view(viewer), indent=1)

    def check_invariants(self) -> None:  # noqa: B027 (optional hook, not abstract)
        """Raise AssertionError if the state is illegal. Games override."""
