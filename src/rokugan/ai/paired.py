"""Information-set Monte Carlo search that departs from a prior player's choice only on evidence: the root search
the registered `ismcts` agents use (issue 11).

With the ten to a hundred and fifty playouts a second that heuristic playouts allow, a tree (rokugan.ai.ismcts)
spreads them too thin to tell options apart, and its most visited option is often noise. This search spends the
whole budget on one question: is any option clearly better than what the prior (the game's heuristic player)
would do? It is rollout policy improvement (one step of policy iteration over the prior, with Monte Carlo
estimates) on determinizations:

1. the prior's choice and up to `candidates - 1` other options (the prior's own ranking when it offers one,
   `prior.ranked(game, decision)`, otherwise a random sample) are the candidates;
2. each round draws one determinization (`game.determinize(seat, rng)`: only what the seat may know) and plays
   every candidate still in the running on a copy of that same determinization, with the same rollout policy
   state, for at most `depth` decisions with more than one option or until `stop(game, mark(start))`; each copy
   is scored by `game.evaluate(seat)`. The candidates are compared in pairs on the same samples (common random
   numbers), so the difference between two options is measured far more precisely than either value;
3. a candidate whose mean difference to the prior's choice stays below zero by `drop` standard errors, or that
   gives exactly the prior's result on every sample (a choice that changes nothing), leaves the running; when
   only the prior's choice is left the search stops early;
4. the move is the prior's choice unless a candidate's mean difference exceeds zero by `z` standard errors, and
   then the best such candidate.

The budget is `seconds` per decision or `iterations` (playouts, with no clock: the same seed repeats exactly).
With `bank`, the budget a decision leaves unused (because it stopped early) is kept for later decisions, and a
decision may spend up to `bank` times its budget; the average stays at most the budget per searched decision.
Decisions with one option are not searched. It never reads the hidden truth: the prior is asked on a
determinization, and every playout runs on one.
"""

from __future__ import annotations

import copy
import math
import random
import time
from typing import Any

from rokugan.core.decision import Decision
from rokugan.core.game import Game


class _Stats:
    __slots__ = ("n", "total", "dn", "dsum", "dsq", "same")

    def __init__(self) -> None:
        self.n = 0
        self.total = 0.0
        self.dn = 0  # paired samples with the prior's choice
        self.dsum = 0.0
        self.dsq = 0.0
        self.same = True  # every paired sample gave exactly the prior's value

    def add(self, v: float, base: float | None) -> None:
        self.n += 1
        self.total += v
        if base is not None:
            d = v - base
            self.dn += 1
            self.dsum += d
            self.dsq += d * d
            self.same = self.same and abs(d) < 1e-12

    def mean_diff(self) -> float:
        return self.dsum / self.dn if self.dn else 0.0

    def se(self, floor: float) -> float:
        if self.dn < 2:
            return math.inf
        m = self.dsum / self.dn
        var = max(0.0, (self.dsq - self.dn * m * m) / (self.dn - 1))
        return math.sqrt(max(var, floor * floor) / self.dn)


class PairedSearchAgent:
    name = "ismcts"

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, iterations: int | None = None, *,
                 prior: Any, rollout: Any, depth: int = 40, mark: Any = None, stop: Any = None, candidates: int = 6,
                 z: float = 2.0, drop: float = 1.0, min_rounds: int = 4, floor: float = 0.02,
                 bank: float | None = 3.0) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.prior = prior
        self.rollout = rollout
        self.depth = depth
        self.mark = mark  # optional: mark(game) notes where the search starts (a round, a turn)
        self.stop = stop  # optional: a playout also ends where stop(game, mark) is true (a game's natural break)
        self.candidates = candidates
        self.z = z
        self.drop = drop
        self.min_rounds = min_rounds
        self.floor = floor
        self.bank = bank
        self.saved = 0.0  # seconds (or playouts, with an iteration budget) kept from decisions that stopped early
        self.last_iterations = 0
        self.last_departed = False  # whether the last choice differs from the prior's

    def _playout(self, g: Game, me: int, policy: Any, start: Any) -> float:
        k = 0
        stop = self.stop
        while (d := g.pending()) is not None:
            if len(d.options) == 1:
                g.choose(d.options[0].id)
                continue
            if k >= self.depth or (stop is not None and stop(g, start)):
                break
            g.choose(policy.choose(g, d))
            k += 1
        return g.evaluate(me)

    def choose(self, game: Game, decision: Decision) -> str:
        ids = decision.ids()
        self.last_iterations = 0
        self.last_departed = False
        if len(ids) == 1:
            return ids[0]
        me = decision.player
        t0 = time.perf_counter()
        deadline = None
        budget = self.iterations
        if budget is not None:
            budget += int(min(self.saved, budget * (self.bank - 1))) if self.bank else 0
        elif self.seconds is not None:
            deadline = t0 + self.seconds + (min(self.saved, self.seconds * (self.bank - 1)) if self.bank else 0.0)
        first = game.determinize(me, self.rng)
        fd = first.pending()
        assert fd is not None
        start = self.mark(first) if self.mark is not None else None
        base = self.prior.choose(first.clone(), fd)
        others = [i for i in ids if i != base]
        ranked = getattr(self.prior, "ranked", None)
        if ranked is not None:
            allowed = set(others)
            order = list(dict.fromkeys(i for i in ranked(first.clone(), fd) if i in allowed))
            rest = [i for i in others if i not in set(order)]
            others = order + self.rng.sample(rest, len(rest))
        elif len(others) > self.candidates - 1:
            others = self.rng.sample(others, self.candidates - 1)
        active = [base] + others[:self.candidates - 1]
        stats = {c: _Stats() for c in active}
        plays = 0
        rounds = 0
        det: Game | None = first
        out_of_budget = False
        while len(active) > 1 and not out_of_budget:
            g0 = det if det is not None else game.determinize(me, self.rng)
            det = None
            policy = copy.deepcopy(self.rollout)
            base_v: float | None = None
            for c in active:
                if (budget is not None and plays >= budget) or (
                        deadline is not None and time.perf_counter() >= deadline):
                    out_of_budget = True
                    break
                g = g0.clone()
                g.choose(c)
                v = self._playout(g, me, copy.deepcopy(policy), start)
                plays += 1
                if c == base:
                    base_v = v
                stats[c].add(v, base_v if c != base else None)
            rounds += 1
            if rounds >= self.min_rounds:
                keep = [base]
                for c in active[1:]:
                    st = stats[c]
                    if st.dn >= self.min_rounds and (st.same or st.mean_diff() + self.drop * st.se(self.floor) < 0):
                        continue
                    keep.append(c)
                active = keep
        self.last_iterations = plays
        if self.bank and self.iterations is not None:
            self.saved = max(0.0, self.saved + self.iterations - plays)
        elif self.bank and deadline is not None:
            self.saved = max(0.0, self.saved + self.seconds - (time.perf_counter() - t0))  # type: ignore[operator]
        best, best_gain = base, 0.0
        for c, st in stats.items():
            if c == base or st.dn < self.min_rounds:
                continue
            gain = st.mean_diff()
            if gain - self.z * st.se(self.floor) > 0 and gain > best_gain:
                best, best_gain = c, gain
        self.last_departed = best != base
        return best
