"""Helpers for LCG rules tests: a game from two built-in decks, answers for the setup, and board editing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg.cards import by_title
from rokugan.lcg.game import LCGGame, new_game


def game(seed: int = 1, clans: tuple[str, str] = ("crab", "crane")) -> LCGGame:
    return new_game({"decks": [f"builtin:{clans[0]}", f"builtin:{clans[1]}"]}, seed)


def answer(g: LCGGame, kind: str, oid: str) -> None:
    d = g.pending()
    assert d is not None and d.kind == kind, (kind, d)
    g.choose(oid)


def finish_setup(g: LCGGame) -> None:
    """Setup 5-7 decisions: the first province under each stronghold, no mulligans."""
    while (d := g.pending()) is not None and g.s.round == 0:
        g.choose("sp:0" if d.kind == "province" else "done")


def to_phase(g: LCGGame, phase: str, bid: int = 1) -> None:
    """Answer every decision with a pass (bids: `bid`) until `phase` begins."""
    finish_setup(g)
    while (d := g.pending()) is not None and not (g.s.phase == phase and _at_start(g, phase)):
        if d.kind == "bid":
            g.choose(f"bid:{bid}")
        elif "pass" in d.ids():
            g.choose("pass")
        elif "done" in d.ids():
            g.choose("done")
        elif d.kind == "fate":
            g.choose("fate:0")
        elif d.kind == "favor":
            g.choose("favor:military")
        else:
            g.choose(d.ids()[0])


def _at_start(g: LCGGame, phase: str) -> bool:
    top = g.s.stack[-1][0] if g.s.stack else ""
    return {"dynasty": top == "dyn_window", "draw": top == "bid", "conflict": top == "window",
            "fate": top == "window", "regroup": top == "window"}.get(phase, True)


def put(g: LCGGame, seat: int, title: str, fate: int = 1) -> int:
    """A character from the card pool enters play for `seat` (a test setup, not a rules play)."""
    s = g.s
    c = s.new_card(by_title(title), seat, E.PLAY)
    s.zone[c] = E.SET_ASIDE
    LP.enter_play(s, seat, c, fate)
    g._fresh = False
    return c


def clear_home(g: LCGGame) -> None:
    s = g.s
    for p in s.players:
        for c in list(p.home):
            for a in s.attachments(c):
                LP._detach(s, a)
            p.home.remove(c)
            s.zone[c] = E.DYN_DISCARD if s.facts[c].side == "dynasty" else E.CONF_DISCARD
            (p.dyn_discard if s.facts[c].side == "dynasty" else p.conf_discard).append(c)
    g._fresh = False


def random_game_states(seeds: int) -> Iterator[tuple[int, int, Any]]:
    """(seed, decision number, state) at every decision of random games between the benchmark's decks (seeds 0 to
    `seeds` - 1), for tests that compare what a cache remembers with a fresh look."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    for seed in range(seeds):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        n = 0
        while (d := g.pending()) is not None:
            yield seed, n, g.s
            g.choose(agent.choose(g, d))
            n += 1
