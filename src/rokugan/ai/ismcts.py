"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012) over any
game of the core protocol: each iteration plays on a determinization (`game.determinize(seat, rng)`: the hidden
parts resampled from what the searching seat cannot tell apart), walks a tree of option ids with UCB1 corrected by
availability counts, expands one node, plays out with a rollout policy for at most `depth` decisions, and scores
the position with `game.evaluate(seat)` (the game's own estimate when the playout is cut short). The move played
is the root's most visited option. It never reads the hidden truth: only determinizations are searched.

With a `prior` (an agent, typically the game's heuristic player) a node expands the prior's choice first; with
`widening` a node visited v times expands another child only while it has fewer than 1 + widening * sqrt(v)
(progressive widening), so a decision with a hundred options (where to place a token) is searched around the
prior's choice instead of being spread one playout per option. A `stop` test ends playouts early at a natural
break (the end of a round).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from rokugan.core.agents import RandomAgent
from rokugan.core.decision import Decision
from rokugan.core.game import Game


class _Node:
    __slots__ = ("mover", "visits", "value", "avail", "children")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the player whose choice led here (rewards are counted for that player)
        self.visits = 0
        self.value = 0.0
        self.avail = 0  # how many times this option was available when its parent was visited
        self.children: dict[str, _Node] = {}


class ISMCTSAgent:
    name = "ismcts"

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, iterations: int | None = None,
                 depth: int = 200, c: float = 0.7, rollout: Any = None, prior: Any = None,
                 widening: float | None = None, stop: Any = None) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.depth = depth
        self.c = c
        self.rollout = rollout or RandomAgent(seed ^ 0x15)
        self.prior = prior
        self.widening = widening
        self.stop = stop  # optional: a playout also ends where stop(game) is true (a game's natural break)
        self.last_iterations = 0

    def choose(self, game: Game, decision: Decision) -> str:
        ids = [o.id for o in decision.options]
        if len(ids) == 1:
            return ids[0]
        me = decision.player
        root = _Node(-1)
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        n = 0
        while True:
            if self.iterations is not None and n >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline and n > 0:
                break
            self._iterate(game, me, root)
            n += 1
        self.last_iterations = n
        best = max((root.children[i] for i in ids if i in root.children), key=lambda ch: ch.visits, default=None)
        if best is None:
            return ids[0]
        return next(i for i in ids if root.children.get(i) is best)

    def _iterate(self, game: Game, me: int, root: _Node) -> None:
        g = game.determinize(me, self.rng)
        node = root
        path = [root]
        steps = 0
        while (d := g.pending()) is not None:
            opts = [o.id for o in d.options]
            if len(opts) == 1:  # not a choice: no node
                g.choose(opts[0])
                continue
            for i in opts:
                ch = node.children.get(i)
                if ch is not None:
                    ch.avail += 1
            untried = [i for i in opts if i not in node.children]
            if untried and self.widening is not None and len(opts) - len(untried) >= 1 + self.widening * math.sqrt(
                    node.visits):
                untried = []  # progressive widening: choose among the tried options for now
            if untried:
                a = self.rng.choice(untried)
                if self.prior is not None:
                    p = self.prior.choose(g, d)
                    if p in untried:
                        a = p
                ch = node.children[a] = _Node(d.player)
                ch.avail = 1
                g.choose(a)
                path.append(ch)
                break
            tried = [i for i in opts if i in node.children]
            log_avail = {i: math.log(max(1, node.children[i].avail)) for i in tried}
            a = max(tried, key=lambda i: node.children[i].value / node.children[i].visits
                    + self.c * math.sqrt(log_avail[i] / node.children[i].visits))
            node = node.children[a]
            g.choose(a)
            path.append(node)
            steps += 1
        k = 0
        while (d := g.pending()) is not None and k < self.depth and not (self.stop is not None and self.stop(g)):
            g.choose(self.rollout.choose(g, d) if len(d.options) > 1 else d.options[0].id)
            k += 1
        scores: dict[int, float] = {}
        for nd in path[1:]:
            if nd.mover not in scores:
                scores[nd.mover] = g.evaluate(nd.mover)
            nd.visits += 1
            nd.value += scores[nd.mover]
        root.visits += 1
