"""The search behind the `ismcts` agents (rokugan.ai.paired, issue 11): it plays its prior's choice unless another
option scores clearly better on the same determinizations, drops options that change nothing, and stops early."""

from __future__ import annotations

import random
from typing import Any

from rokugan.ai.paired import PairedSearchAgent
from rokugan.core.decision import Decision, Option
from rokugan.core.game import Game, Result

WORTH = {"a": 0.5, "b": 0.55, "c": 0.8, "d": 0.2, "e": 0.8}


class Boxes(Game):
    """Seat 0 opens one box; what a box is worth depends on a hidden draw `h` that seat 0 cannot see (shared by
    all boxes, like a deck order) and on a small part of its own; box "f" is "c" under another name."""

    name = "boxes"
    num_players = 2

    def __init__(self, h: float, boxes: str = "abcde") -> None:
        self.h = h
        self.boxes = boxes
        self.opened: str | None = None

    def pending(self) -> Decision | None:
        if self.opened is not None:
            return None
        return Decision(0, "box", "Open a box", tuple(Option(b, b) for b in self.boxes))

    def choose(self, option_id: str) -> None:
        self.opened = option_id

    @property
    def result(self) -> Result | None:
        return None

    def clone(self) -> Boxes:
        g = Boxes(self.h, self.boxes)
        g.opened = self.opened
        return g

    def to_json(self) -> dict[str, Any]:
        return {"h": self.h, "boxes": self.boxes, "opened": self.opened}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Boxes:
        g = cls(data["h"], data["boxes"])
        g.opened = data["opened"]
        return g

    def view(self, viewer: int | None) -> dict[str, Any]:
        return {"boxes": self.boxes, "opened": self.opened}

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        return []

    def determinize(self, viewer: int, rng: Any) -> Boxes:
        g = self.clone()
        g.h = rng.random()
        return g

    def evaluate(self, seat: int) -> float:
        assert self.opened is not None
        box = "c" if self.opened == "f" else self.opened
        own = random.Random(f"{self.h}{box}").random()
        return min(1.0, max(0.0, WORTH[box] + 0.4 * (self.h - 0.5) + 0.1 * (own - 0.5)))


class Always:
    def __init__(self, box: str) -> None:
        self.box = box

    def choose(self, game: Game, d: Decision) -> str:
        return self.box


def _search(prior: str, seed: int, iterations: int = 60, **kw: Any) -> PairedSearchAgent:
    return PairedSearchAgent(seed, seconds=None, iterations=iterations, prior=Always(prior), rollout=Always("a"),
                             **kw)


def _choose(search: PairedSearchAgent, boxes: str = "abcde") -> str:
    g = Boxes(0.5, boxes)
    d = g.pending()
    assert d is not None
    return search.choose(g, d)


def test_it_departs_from_the_prior_when_another_option_is_clearly_better() -> None:
    for seed in range(10):
        search = _search("b", seed)
        assert _choose(search) in ("c", "e") and search.last_departed


def test_it_keeps_the_prior_when_no_option_is_clearly_better() -> None:
    """"e" is worth exactly what the prior's "c" is: the noise of the samples must not make it depart."""
    kept = sum(_choose(_search("c", seed)) == "c" for seed in range(20))
    assert kept >= 18


def test_it_stops_early_when_only_options_that_change_nothing_or_lose_remain() -> None:
    """"f" gives exactly the prior's result on every sample and "d" loses clearly: both leave the running, and the
    search ends before its budget."""
    search = _search("c", 1, iterations=200)
    assert _choose(search, "cdf") == "c"
    assert search.last_iterations < 40


def test_a_prior_is_asked_only_on_a_determinization() -> None:
    """The search asks its prior on a resampled game, never on the real one."""
    seen: list[float] = []

    class Spy(Always):
        def choose(self, game: Game, d: Decision) -> str:
            seen.append(game.h)  # type: ignore[attr-defined]
            return super().choose(game, d)

    search = PairedSearchAgent(3, seconds=None, iterations=10, prior=Spy("c"), rollout=Always("a"))
    g = Boxes(0.123456)
    d = g.pending()
    assert d is not None
    search.choose(g, d)
    assert seen and 0.123456 not in seen


def test_with_a_time_budget_unused_time_is_banked_for_later_decisions() -> None:
    search = PairedSearchAgent(2, seconds=0.05, prior=Always("c"), rollout=Always("a"), bank=3.0)
    assert _choose(search, "cf") == "c"
    assert 0.0 < search.saved <= 0.05
