"""A random Battle for Rokugan player that places only legal tokens: the yardstick for the heuristic player.

At its placement turn it picks uniformly among the start-of-turn cards it may play and the tokens that have
at least one legal place (BfR §6.9, as the board stands), then a legal place uniformly; every other decision
is uniform. It uses only its own tokens' identities and public facts.
"""

from __future__ import annotations

from typing import Any

from rokugan.core.decision import Decision
from rokugan.core.rng import Rng

from . import data as D
from . import primitives as P
from .phases import _LOC_BY_ID, _TOKEN_OPTIONS, _hand_token
from .state import State


class RandomLegalAgent:
    name = "legal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x1E6A1)

    def choose(self, game: Any, decision: Decision) -> str:
        s: State = game.s
        p = decision.player
        opts = decision.options
        if decision.kind == "turn":
            good = [o.id for o in opts if o.id not in _TOKEN_OPTIONS or _legal_somewhere(s, p, o.id)]
            if good:
                return good[self.rng.below(len(good))]
        elif decision.kind == "place":
            top = s.steps[-1]
            t = top[2]
            legal = [o.id for o in opts if o.id.startswith("on#") and _host_ok(s, o.id)
                     or o.id in _LOC_BY_ID and (s.kind[t] == D.BLUFF or P.legal_at(s, p, s.kind[t], *_LOC_BY_ID[o.id]))]
            if legal:
                return legal[self.rng.below(len(legal))]
        return opts[self.rng.below(len(opts))].id


def _legal_somewhere(s: State, p: int, kid: str) -> bool:
    t = _hand_token(s, p, kid)
    k = s.kind[t]
    if k == D.BLESSING:
        return bool(P.blessing_hosts(s, p, strict=True))
    if k == D.BLUFF:
        return True
    return P.can_place_somewhere(s, p, k, strict=True)


def _host_ok(s: State, oid: str) -> bool:
    host = s.by_seq(int(oid[3:]))
    return host >= 0 and s.kind[host] in D.FIGHTERS


class SearchAgent:
    """Agent "ismcts" for Battle for Rokugan: information-set Monte Carlo search (rokugan.ai.paired) over
    `BfRGame.determinize` that plays the heuristic player's choice unless another option (one of the heuristic's
    next best places for a placement) scores clearly better on the same determinizations; playouts by the heuristic
    run to the end of the round (at most `depth` decisions) and are scored by `BfRGame.evaluate`. One second per
    decision unless `iterations` is given. It searches a copy of the game with the log off (the log is not part of
    the position, and writing it costs playout time)."""

    name = "ismcts"

    def __init__(self, seed: int = 0, seconds: float | None = None, iterations: int | None = None,
                 depth: int = 80, **options: Any) -> None:
        from rokugan.ai.paired import PairedSearchAgent

        from .heuristic import HeuristicAgent

        if seconds is None and iterations is None:
            seconds = 1.0
        self.search = PairedSearchAgent(seed, seconds=seconds, iterations=iterations, depth=depth,
                                        rollout=HeuristicAgent(seed ^ 0x77), prior=HeuristicAgent(seed ^ 0x99),
                                        mark=_round, stop=_round_over, **options)

    def choose(self, game: Any, decision: Decision) -> str:
        if len(decision.options) == 1:
            return decision.options[0].id
        g = game.clone()
        g.s.logging = False
        return str(self.search.choose(g, decision))


def _round(game: Any) -> int:
    return int(game.s.round)


def _round_over(game: Any, start: int) -> bool:
    """A playout ends when the round's resolution is done."""
    return bool(game.s.round > start)
