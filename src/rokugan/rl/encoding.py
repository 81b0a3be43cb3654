"""What the AI-research adapters share: the fixed action-id space, the default setups, and the numeric
observation of a seat. PettingZoo (`pettingzoo_env`) and OpenSpiel (`openspiel_game`) speak through these, so
an agent trained through one adapter reads the same numbers and answers with the same action ids in the other.

Action k means the k-th option of the pending decision (decisions list their options in a stable order). The
observation is built from what that seat may see (never a hidden card): the numbers of the game's own
`features(seat)` when it has one, and the pending decision's kind, whether the seat is the chooser, and its option
count.

An observation per step must cost no more than an engine step (`rokugan bench` prints both). `Encoder` gives the
same numbers as `features` for less: the parts of the vector that belong to one player are computed once per
state for every seat (an observation of another seat at the same state only reorders them), each Personality's
Force is computed once (not once for the bowed sum and again for the total), and the card types are read once
per game instance (cached static parts). `features` stays the reference the tests compare the cheap path with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

try:  # (the rl extra: `Encoder.array` needs it, the rest does not)
    import numpy as _np
except ImportError:  # pragma: no cover
    _np = None  # type: ignore[assignment]

MAX_OPTIONS = 512  # more options than this are cut (the mask never offers them)
KINDS = ("action", "pay", "attack", "assign", "battle", "target", "select", "yes_no", "choice", "look", "search",
         "discard", "duel", "name", "order", "cycle", "place", "turn", "pick", "province")
_KIND_INDEX = {k: i for i, k in enumerate(KINDS)}


def default_setup(game: str, kw: dict[str, Any]) -> dict[str, Any]:
    """The setup dict a game's factory takes, from keyword options (logging off unless asked for, the CCG's two
    built-in decks, Battle for Rokugan's `players`)."""
    kw = dict(kw)
    if game == "ccg":
        return {"decks": ["builtin:crab", "builtin:lion"], "logging": False} | kw
    if game == "bfr":
        n = int(kw.pop("players", 2))
        clans = kw.pop("clans", ["crab", "crane", "dragon", "lion", "phoenix"][:n])
        return {"clans": clans, "logging": False} | kw
    return {"logging": False} | kw


def _decision_part(game: Any, seat: int) -> list[float]:
    d = game.pending()
    kind = [0.0] * (len(KINDS) + 1)
    mine = 0.0
    n = 0.0
    if d is not None:
        kind[_KIND_INDEX.get(d.kind, len(KINDS))] = 1.0
        mine = 1.0 if d.player == seat else 0.0
        n = min(len(d.options), MAX_OPTIONS) / 64
    return [*kind, mine, n]


def features(game: Any, seat: int) -> list[float]:
    """The observation vector of `seat`: the same length for every state of one game instance (the reference
    path: the game's own `features`, recomputed in full at each call)."""
    own = game.features(seat) if hasattr(game, "features") else []
    return [*own, *_decision_part(game, seat)]


# ---------------------------------------------------------------------------------------------------- cheap path
Blocks = tuple[list[list[float]], list[float]]  # one block of numbers per player (by seat), then the shared tail


def _ccg_blocks(game: Any, static: dict[str, Any]) -> Blocks:
    """The classic CCG's `features` (ccg.game), one block per player: Honor, Provinces, hand, Gold pool,
    Personalities, unbowed and total Force, Holdings' Gold Production, whether each deck has cards (not how many:
    CR "Game area knowledge"), the Imperial Favor, the active player; then turn, battle and phase."""
    from rokugan.catalog import cards as T
    from rokugan.ccg import stats
    from rokugan.ccg.game import CCGGame

    s = game.s
    facts: list[Any] = s.facts
    if static.get("facts") is not facts or static["cards"] != len(facts):  # a game's facts (shared by its clones)
        static["facts"], static["cards"] = facts, len(facts)  # never change; a created card adds one
        static["pers"] = [f.type == T.PERSONALITY for f in facts]
        static["hold"] = [f.type == T.HOLDING for f in facts]
    is_pers, is_hold = static["pers"], static["hold"]
    blocks = []
    for q, p in enumerate(s.players):
        unbowed = total = gp = npers = 0
        for c in p.home:
            if is_pers[c]:
                npers += 1
                f = stats.force(s, c)
                total += f
                if not s.bowed[c]:
                    unbowed += f
            elif is_hold[c]:
                gp += stats.gold_production(s, c)
        blocks.append([p.honor / 40, sum(p.province_alive) / 4, len(p.hand) / 10, p.gold_pool / 10, npers / 10,
                       unbowed / 30, total / 30, gp / 20, 1.0 if p.dyn_deck else 0.0, 1.0 if p.fate_deck else 0.0,
                       1.0 if s.favor == q else 0.0, 1.0 if s.active == q else 0.0])
    tail = [s.turn / 100, 1.0 if s.battle else 0.0, *(1.0 if s.phase == ph else 0.0 for ph in CCGGame.PHASES)]
    return blocks, tail


def _bfr_blocks(game: Any, static: dict[str, Any]) -> Blocks:
    """Battle for Rokugan's `features` (bfr.game), one block per player: provinces and tokens on the board
    (one pass over the board for every player), hand, discards, first player; then padding to five players
    and the round."""
    s = game.s
    n = s.n
    provinces = [0] * n
    tokens = [0] * n
    for q, owner in enumerate(s.ctrl):
        if 0 <= owner < n:
            provinces[owner] += 1
            tokens[owner] += s.n_down[q] + s.n_up[q]
    blocks = [[provinces[p] / 30, tokens[p] / 30, len(s.hands[p]) / 7, len(s.discards[p]) / 27,
               1.0 if s.first == p else 0.0] for p in range(n)]
    return blocks, [0.0] * (5 * (5 - n)) + [s.round / 5]


def _lcg_blocks(game: Any, static: dict[str, Any]) -> Blocks:
    """The LCG's `features` are built from its own blocks (lcg.game `feature_blocks`)."""
    blocks, tail = game.feature_blocks()
    return blocks, tail


BLOCKS: dict[str, Callable[[Any, dict[str, Any]], Blocks]] = {"ccg": _ccg_blocks, "bfr": _bfr_blocks,
                                                               "lcg": _lcg_blocks}


class Encoder:
    """The observation vectors of one game's states, equal to `features` and cheaper: the per-player parts are
    computed once per state and reused for every seat. A state is known by the game object, its pending decision
    object and the caller's `step` (a count of the moves made on that game object, which the adapters keep), so
    stepping the game or reading a clone computes them again; `invalidate()` forgets them. The decision's part is
    kept by what it is made of (kind, whether the seat chooses, option count): a handful of lists per game.
    `array` gives the vector as the adapters hand it out (float32)."""

    def __init__(self, game_name: str) -> None:
        self.blocks = BLOCKS.get(game_name)
        self.static: dict[str, Any] = {}
        self._game: Any = None
        self._decision: Any = None
        self._step: int | None = None
        self._cached: Blocks | None = None
        self._parts: dict[tuple[str, bool, int], list[float]] = {}

    def invalidate(self) -> None:
        self._game = self._decision = self._step = self._cached = None

    def _decision_part(self, d: Any, seat: int) -> list[float]:
        """`_decision_part` of the pending decision `d`, kept by its kind, chooser and option count."""
        if d is None:
            return _decision_part(_Pending(None), seat)
        key = (d.kind, d.player == seat, len(d.options))
        got = self._parts.get(key)
        if got is None:
            got = self._parts[key] = _decision_part(_Pending(d), seat)
        return got

    def features(self, game: Any, seat: int, step: int | None = None) -> list[float]:
        if self.blocks is None:
            return features(game, seat)
        d = game.pending()
        cached = self._cached
        if cached is None or game is not self._game or d is not self._decision or step != self._step:
            cached = self._cached = self.blocks(game, self.static)
            self._game, self._decision, self._step = game, d, step
        blocks, tail = cached
        if len(blocks) == 2:  # (two players, every LCG game: one list display, no loop)
            return [*blocks[seat], *blocks[1 - seat], *tail, *self._decision_part(d, seat)]
        out = list(blocks[seat])
        for q, b in enumerate(blocks):
            if q != seat:
                out += b
        out += tail
        out += self._decision_part(d, seat)
        return out

    def array(self, game: Any, seat: int, step: int | None = None) -> Any:
        """`features` as a float32 numpy array (what the adapters hand out; a new array at each call)."""
        return _np.asarray(self.features(game, seat, step), _np.float32)


class _Pending:
    """A stand-in game whose pending decision is `d` (for `_decision_part`)."""

    __slots__ = ("d",)

    def __init__(self, d: Any) -> None:
        self.d = d

    def pending(self) -> Any:
        return self.d
