"""Determinization for search (issue 11, BfR §21 hidden vs public information): `BfRGame.determinize(seat, rng)`
looks the same to that seat, keeps what it has seen, resamples the rest without regard to the truth; `evaluate`
scores unfinished positions; the "ismcts" agent plays legal choices blind to what its seat cannot see."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr.game import BfRGame, new_game
from rokugan.bfr.heuristic import HeuristicAgent
from rokugan.bfr.state import BOARD, DISCARD, HAND, POOL
from rokugan.core import registry
from rokugan.core.agents import RandomAgent


def _positions(n: int, seed: int, every: int, rules: dict[str, Any] | None = None) -> list[BfRGame]:
    """Positions of a game between heuristic players (one random player for variety)."""
    g = new_game({"players": n, "rules": rules or {}}, seed)
    agents: list[Any] = [HeuristicAgent(seed * 10 + k) for k in range(n)]
    agents[-1] = RandomAgent(seed)
    out = []
    k = 0
    while (d := g.pending()) is not None:
        if k % every == 0:
            out.append(g.clone())
        g.choose(agents[d.player].choose(g, d))
        k += 1
    return out


def _key(g: BfRGame) -> str:
    d = g.to_json()["state"]
    d.pop("log")
    return json.dumps(d, sort_keys=True)


def _placement_position(n: int = 2, seed: int = 7) -> BfRGame:
    """Round 2 or later, in placement, with the other players holding face-down tokens on the board."""
    g = new_game({"players": n}, seed)
    agents = [HeuristicAgent(k) for k in range(n)]
    while (d := g.pending()) is not None:
        s = g.s
        if (s.round >= 2 and s.phase == "placement" and d.player == 0 and d.kind == "turn"
                and sum(1 for t in s.board_tokens() if s.owner(t) == 1 and not s.up[t] and s.kind[t] in D.FIGHTERS
                        and not s.known[t] & 1) >= 2 and sum(1 for t in s.hands[1] if s.kind[t] in D.FIGHTERS) >= 2):
            return g
        g.choose(agents[d.player].choose(g, d))
    raise AssertionError("no such position")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_determinization_looks_the_same_to_its_seat_and_is_a_legal_state(n: int) -> None:
    checked = 0
    for pos in _positions(n, 20 + n, every=9):
        d = pos.pending()
        for seat in range(n):
            det = pos.determinize(seat, random.Random(checked))
            det.check_invariants()
            assert det.view(seat) == pos.view(seat)
            assert det.log_lines(seat) == pos.log_lines(seat)
            dd = det.pending()
            assert (dd is None) == (d is None)
            if d is not None and dd is not None and d.player == seat:
                assert dd.ids() == d.ids()
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("rules", [{}, {"placement": "strict", "territory_cards_secret": False,
                                        "bluff_removed_in_placement": "to_hand"}])
def test_positions_a_seat_cannot_tell_apart_give_the_same_determinizations(rules: dict[str, Any]) -> None:
    """Two states with equal views for a seat (the second one a determinization of the first) give, from the same
    random numbers, the very same determinization: the resampled parts depend on the view only, never on where the
    hidden tokens, objectives and cards truly are."""
    checked = differ = 0
    for n in (2, 3, 4):
        for pos in _positions(n, 40 + n, every=13, rules=rules):
            for seat in range(n):
                twin = pos.determinize(seat, random.Random(1000 + checked))
                assert twin.view(seat) == pos.view(seat)
                differ += _key(twin) != _key(pos)
                for k in (1, 2):
                    assert _key(pos.determinize(seat, random.Random(k))) == _key(twin.determinize(seat,
                                                                                                random.Random(k)))
                checked += 1
    assert checked >= 60 and differ >= checked // 2  # the twins really differ from the truth


def test_hidden_tokens_are_dealt_without_regard_to_where_they_truly_are() -> None:
    """Over many determinizations, the other player's armies, navies and shinobi truly in the hand land in the
    resampled hand as often as those truly in the pool, and those truly face down on the board land on the board as
    often as the others; the true secret objective is no likelier than any other."""
    g = _placement_position()
    s = g.s
    fighters = [t for t in range(D.TOKENS_PER_CLAN, 2 * D.TOKENS_PER_CLAN) if s.kind[t] in D.FIGHTERS]
    by_where = {w: [t for t in fighters if s.where[t] == w and (w != BOARD or not s.up[t] and not s.known[t] & 1)]
                for w in (HAND, POOL, BOARD)}
    assert all(len(v) >= 2 for v in by_where.values()), {k: len(v) for k, v in by_where.items()}
    landed: dict[int, Counter[int]] = {w: Counter() for w in (HAND, POOL, BOARD)}
    objectives: Counter[int] = Counter()
    n = 1500
    rng = random.Random(5)
    for _ in range(n):
        det = g.determinize(0, rng).s
        for w in (HAND, POOL, BOARD):
            landed[w].update(t for t in fighters if det.where[t] == w)
        objectives[det.objective[1]] += 1
    for w in (HAND, BOARD):
        rates = {src: sum(landed[w][t] for t in toks) / (n * len(toks)) for src, toks in by_where.items()}
        assert max(rates.values()) - min(rates.values()) < 0.06, (w, rates)
    assert s.objective[1] >= 0 and s.objective[0] not in objectives
    assert objectives[s.objective[1]] / n < 1 / len(objectives) + 0.05, objectives


def test_what_the_seat_has_seen_stays() -> None:
    """A token the seat scouted keeps its place and kind; the seat's own hand, objective and cards, the discard
    piles and played cards never change; counts stay."""
    g = _placement_position(3, 11)
    s = g.s
    scouted = next(t for t in s.board_tokens() if s.owner(t) != 0 and not s.up[t])
    s.known[scouted] |= 1  # as if seat 0 had scouted it
    g._fresh = False
    rng = random.Random(2)
    for _ in range(50):
        det = g.determinize(0, rng).s
        assert det.where[scouted] == BOARD and det.pos[scouted] == s.pos[scouted] and det.seq[scouted] == s.seq[scouted]
        assert det.hands[0] == s.hands[0] and det.objective[0] == s.objective[0] and det.tcards[0] == s.tcards[0]
        assert det.discards == s.discards and det.played == s.played
        assert [len(h) for h in det.hands] == [len(h) for h in s.hands]
        assert [len(p) for p in det.pools] == [len(p) for p in s.pools]


def test_evaluate_is_the_result_or_the_honor_lead_between_0_and_1() -> None:
    """§17: over, the result; otherwise more honor (a province's face-up control tokens) is better, and a token
    spent for good (discarded from the pool) is worse."""
    pos = _positions(3, 3, every=40)
    end = pos[-1]
    while (d := end.pending()) is not None:
        end.choose(d.options[0].id)
    res = end.result
    assert res is not None
    for seat in range(3):
        assert end.evaluate(seat) == (0.5 if not res.winners else 1.0 if seat in res.winners else 0.0)
    from rokugan.bfr import primitives as P

    for g in pos[2:-1]:
        s = g.s
        values = [g.evaluate(seat) for seat in range(3)]
        assert all(0 < v < 1 for v in values)
        for seat in range(3):
            mine = [q for q in s.provinces_of(seat) if not B.SHADOWLANDS[q]]
            if mine and s.supply[seat] >= 3:
                richer = g.clone()
                P.add_control(richer.s, seat, mine[0], up=3)
                assert richer.evaluate(seat) > values[seat]
            fighters = [t for t in s.pools[seat] if s.kind[t] in D.FIGHTERS]
            if fighters and s.round < D.ROUNDS:
                poorer = g.clone()
                t = fighters[0]
                poorer.s.pools[seat].remove(t)
                poorer.s.where[t], poorer.s.up[t] = DISCARD, True
                poorer.s.discards[seat].append(t)
                poorer.check_invariants()
                assert poorer.evaluate(seat) < values[seat]


def test_ismcts_plays_legal_choices_and_is_blind_to_what_it_cannot_see() -> None:
    g = _placement_position(3, 11)
    checked = 0
    while (d := g.pending()) is not None and checked < 3:
        if len(d.options) > 1:
            a = registry.make_agent("bfr", "ismcts", 9)
            a.search.seconds, a.search.iterations = None, 6
            choice = a.choose(g, d)
            assert choice in d.ids() and a.search.last_iterations == 6
            twin = g.determinize(d.player, random.Random(checked))
            b = registry.make_agent("bfr", "ismcts", 9)
            b.search.seconds, b.search.iterations = None, 6
            assert b.choose(twin, twin.pending()) == choice
            checked += 1
        g.choose(HeuristicAgent(4).choose(g, d))
    assert checked == 3
