"""Every agent the registry names, for every game that can resample what a seat cannot see, chooses the same on
two states that look identical to its seat (issue 11: agents use only their seat's information). A control agent
that peeks at the other hand is caught by the same pairs, so the test can fail."""

from __future__ import annotations

import random

import pytest

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.core.decision import Decision
from rokugan.core.game import Game

SETUPS = {"ccg": {"decks": ["builtin:crab", "builtin:scorpion"]}, "bfr": {"players": 3}}


def _new(name: str, seed: int) -> Game:
    return registry.new_game(name, {**SETUPS.get(name, {}), "logging": False}, seed)


def _supports_determinize(name: str) -> bool:
    g = _new(name, 1)
    try:
        g.determinize(0, random.Random(0))
    except NotImplementedError:
        return False
    return True


PAIRS = [(g, a) for g in registry.games() if _supports_determinize(g) for a in registry.agent_names(g)]


def _agent(game: str, agent: str) -> object:
    """The agent by name; a search agent with a playout budget instead of a clock, so that the same seed searches
    the same determinizations on both positions of a pair."""
    if agent == "ismcts":
        return registry.resolve(registry.info(game).agents[agent])(11, iterations=12)
    return registry.make_agent(game, agent, 11)


def _positions(game: str, n: int, seed: int) -> list[Game]:
    """Positions reached by random play where some hidden information exists."""
    out: list[Game] = []
    g = _new(game, seed)
    rnd = RandomAgent(seed)
    k = 0
    while (d := g.pending()) is not None and len(out) < n:
        k += 1
        if k % 7 == 0:
            out.append(g.clone())
        g.choose(rnd.choose(g, d))
    return out


def _same_view(a: Game, b: Game, seat: int) -> bool:
    va, vb = a.view(seat), b.view(seat)
    va.pop("log", None)
    vb.pop("log", None)
    return va == vb


@pytest.mark.parametrize("game,agent", PAIRS)
def test_an_agent_chooses_the_same_on_positions_its_seat_cannot_tell_apart(game: str, agent: str) -> None:
    checked = 0
    for seed in (3, 4):
        for pos in _positions(game, 12, seed):
            d = pos.pending()
            assert isinstance(d, Decision)
            twin = pos.determinize(d.player, random.Random(seed))
            dt = twin.pending()
            assert dt is not None and dt.ids() == d.ids() and _same_view(pos, twin, d.player)
            a = _agent(game, agent).choose(pos, d)  # type: ignore[attr-defined]
            b = _agent(game, agent).choose(twin, dt)  # type: ignore[attr-defined]
            assert a == b, f"{agent} chose {a!r} and {b!r} on positions seat {d.player} cannot tell apart"
            checked += 1
    assert checked >= 10


class _Peeker:
    """A control agent that looks at the next player's hand (cards, or BfR's combat tokens): the test's pairs must
    catch it."""

    def choose(self, game: Game, d: Decision) -> str:
        s = game.s  # type: ignore[attr-defined]
        other = (d.player + 1) % game.num_players
        if hasattr(s, "players"):
            hand = [s.facts[c].title for c in s.players[other].hand]
        else:
            hand = [f"{s.kind[t]}/{s.strength[t]}" for t in s.hands[other]]
        n = sum(hash(x) % 97 for x in hand)
        return d.options[n % len(d.options)].id


@pytest.mark.parametrize("game", [g for g in registry.games() if _supports_determinize(g)])
def test_the_pairs_catch_an_agent_that_peeks(game: str) -> None:
    caught = False
    for pos in _positions(game, 30, 5):
        d = pos.pending()
        assert d is not None
        if len(d.options) < 2:
            continue
        twin = pos.determinize(d.player, random.Random(9))
        if _Peeker().choose(pos, d) != _Peeker().choose(twin, twin.pending()):  # type: ignore[arg-type]
            caught = True
            break
    assert caught
