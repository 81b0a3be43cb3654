"""Battle for Rokugan as a `rokugan.core.Game`: setup (BfR §4) and the protocol."""

from __future__ import annotations

from typing import Any

from rokugan.core.decision import Decision, GameOver
from rokugan.core.game import Game, Result

from . import board as B
from . import cards, flow, phases, resolution  # noqa: F401  (register their steps)
from . import data as D
from . import primitives as P
from .rules import RulesOptions
from .state import State


def new_game(setup: dict[str, Any], seed: int) -> BfRGame:
    """setup: {"clans": [...]} (2-5 different clans, seat order) or {"players": n} (clans drawn at random),
    optional "names", "rules" (RulesOptions fields), "logging" (default True)."""
    s = start_game(setup, seed)
    return BfRGame(s, setup)


def start_game(setup: dict[str, Any], seed: int) -> State:
    rules = RulesOptions.from_json(setup.get("rules"))
    clans = setup.get("clans")
    from rokugan.core.rng import Rng

    if not clans:
        n = int(setup.get("players", 4))
        if not 2 <= n <= 5:
            raise ValueError("Battle for Rokugan takes 2 to 5 players")
        pick = list(D.CLANS)
        Rng(seed ^ 0xC1A5).shuffle(pick)
        clans = pick[:n]
    clans = [str(c).lower() for c in clans]
    if not 2 <= len(clans) <= 5:
        raise ValueError("Battle for Rokugan takes 2 to 5 players")
    bad = [c for c in clans if c not in D.CLANS]
    if bad:
        raise ValueError(f"unknown clan(s) {bad}; clans are {D.CLANS}")
    if len(set(clans)) != len(clans):
        raise ValueError("each player leads a different clan")
    names = list(setup.get("names") or [c.capitalize() for c in clans])
    if len(names) != len(clans):
        raise ValueError("one name per player")
    s = State(clans, names, rules, seed)
    s.logging = bool(setup.get("logging", True))
    n = len(clans)
    rng = s.rng
    # §4 step 2: one of the two cards of each territory, at random, face down
    pairing = D.SHADOWLANDS_PAIRING[rules.shadowlands_pairing]
    for terr in range(B.N_TERR):
        tname = B.TERRITORIES[terr]
        if B.T_KIND[terr] == "shadowlands":
            options = [D.CARD_INDEX[c] for c in pairing[tname]]
        else:
            options = _CARDS_OF[tname]
        s.tspace[terr] = options[rng.below(2)]
    # §4 step 5: deal two objectives each
    objs = list(range(len(D.OBJECTIVES)))
    rng.shuffle(objs)
    for p in range(n):
        s.objectives_dealt[p] = sorted(objs[2 * p: 2 * p + 2])
    # §4 step 6: a face-down control token in each player's capital
    for p, c in enumerate(clans):
        P.add_control(s, p, B.CAPITAL_OF[c], down=1)
    # §4 steps 8-9: the first player from the clans' initiative cards, then the deck of four
    init = list(clans)
    rng.shuffle(init)
    s.first = s.seat_of(init.pop(0))
    s.fp_holder = s.first if n > 2 else -1
    neutral = list(D.NEUTRAL_INITIATIVE)
    rng.shuffle(neutral)
    while len(init) < 4:
        init.append(neutral.pop())
    rng.shuffle(init)
    s.initiative = init
    s.emit(f"Battle for Rokugan: {', '.join(f'{names[p]} ({clans[p]})' for p in range(n))}. "
           f"{names[s.first]} is the first player.")
    changed = rules.changed()
    if changed:
        s.emit("Rules options: " + ", ".join(f"{k}={v}" for k, v in changed.items()) + ".")
    s.steps = [("round_start",), ("start_place", 0)]
    for p in reversed(flow.order_from(s, s.first)):
        s.steps.append(("objective", p))
    return s


# honor per point of strength still in a player's hand and pool with the whole game ahead (BfR `evaluate`)
RESERVE_WORTH = 0.4

_CARDS_OF = {t: [i for i, (t2, _n) in enumerate(D.TERRITORY_CARDS) if t2 == t] for t in B.TERRITORIES}


class BfRGame(Game):
    name = "bfr"

    def __init__(self, state: State, setup: dict[str, Any] | None = None) -> None:
        self.s = state
        self.setup = setup or {}
        self.num_players = state.n
        self._pending: Decision | None = None
        self._fresh = False

    def pending(self) -> Decision | None:
        if not self._fresh:
            self._pending = flow.run(self.s)
            self._fresh = True
        return self._pending

    def choose(self, option_id: str) -> None:
        d = self.pending()
        if d is None:
            raise GameOver("the game is over")
        flow.apply(self.s, d, option_id)  # raises IllegalChoice before changing anything
        self._pending = flow.run(self.s)
        self._fresh = True

    @property
    def result(self) -> Result | None:
        if not self._fresh:
            self.pending()
        return self.s.result

    def clone(self) -> BfRGame:
        g = BfRGame.__new__(BfRGame)
        g.s = self.s.clone()
        g.setup = self.setup
        g.num_players = self.num_players
        g._pending = self._pending
        g._fresh = self._fresh
        return g

    def to_json(self) -> dict[str, Any]:
        return {"game": "bfr", "setup": self.setup, "state": self.s.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BfRGame:
        return cls(State.from_json(data["state"]), data.get("setup"))

    def determinize(self, viewer: int, rng: Any) -> BfRGame:
        """The hidden parts resampled for `viewer` (rokugan.bfr.determinize): other players' hands, pools and
        face-down tokens it has not looked at, their secret objectives, face-down and secretly held territory
        cards, the initiative deck, future draws. Counts and everything `viewer` sees stay as they are."""
        from .determinize import determinize

        g = BfRGame(determinize(self.s, viewer, rng), self.setup)
        return g

    def evaluate(self, seat: int) -> float:
        """1 won, 0 lost, 0.5 a draw; otherwise the honor `seat` would score if the game ended now (BfR §17:
        flowers, face-up control tokens, its objective if met, territories) plus what its unspent combat tokens are
        still worth (used tokens are discarded for good, §7: strength in hand and pool, weighted by the rounds
        left), against the best other player's, squashed to 0..1 (a lead of 10 is about 0.8)."""
        res = self.s.result
        if res is not None:
            return 0.5 if not res.winners else (1.0 if seat in res.winners else 0.0)
        import math

        from .scoring import final_scores

        s = self.s
        left = D.ROUNDS - s.round + (1 if s.phase in ("setup", "upkeep") else 0)
        worth = RESERVE_WORTH * left / D.ROUNDS
        value = [x + worth * sum(s.strength[t] for t in s.hands[p] + s.pools[p]) for p, x in
                 enumerate(final_scores(s))]
        lead = value[seat] - max(x for p, x in enumerate(value) if p != seat)
        return 0.5 + 0.5 * math.tanh(lead / 15)

    def view(self, viewer: int | None) -> dict[str, Any]:
        from .view import view

        return view(self.s, viewer, self.pending())

    def features(self, seat: int) -> list[float]:
        """Numbers of what `seat` may see (its seat first), for learning programs (rokugan.rl)."""
        s = self.s
        out: list[float] = []
        for q in [seat] + [k for k in range(s.n) if k != seat]:
            out += [len(s.provinces_of(q)) / 30, s.tokens_on_board(q) / 30, len(s.hands[q]) / 7,
                    len(s.discards[q]) / 27, 1.0 if s.first == q else 0.0]
        out += [0.0] * (5 * (5 - s.n))  # the same length at every player count
        out += [s.round / 5]
        return out

    def log_size(self) -> int:
        return len(self.s.log)

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        out = []
        for e in self.s.log[start:]:
            line = e.for_viewer(viewer)
            if line is not None:
                out.append(line)
        return out

    def render(self, viewer: int | None) -> str:
        from .view import render

        return render(self.view(viewer))

    def status_line(self, viewer: int | None) -> str | None:
        from .view import status

        return status(self.view(viewer), viewer)

    def summary(self, viewer: int | None) -> list[str] | None:
        from .view import summary

        return summary(self.view(viewer), viewer)

    def menu(self, decision: Decision, viewer: int | None) -> list[tuple[str, list[tuple[str, str]]]] | None:
        """A long decision grouped for a person at a terminal (token → province → border), or None."""
        from .terminal import menu

        return menu(self.s, decision, viewer)

    def check_invariants(self) -> None:
        from .invariants import check

        check(self.s)
