"""A scenario harness for Battle for Rokugan rules tests.

``Table(["phoenix", "scorpion", "dragon"])`` starts a game and empties it: no control tokens on the map,
every combat token in its owner's pool except the bluff (in hand), territory cards on their spaces. Then a test
sets the board (`control`, `special`), gives tokens (`give`), puts tokens on the board directly (`put`,
`bless`) or through the real decisions (`placement`, `choose`), and runs the resolution (`resolve`).
Positions use the option ids of the placement decision: ``"in:crab_1"`` (a centre),
``"crab_2>crab_1"`` (the border from crab_2, pointing at crab_1), ``"sea>crane_1"`` (a coast).
"""

from __future__ import annotations

from typing import Any

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr import flow
from rokugan.bfr import primitives as P
from rokugan.bfr.game import BfRGame, new_game
from rokugan.bfr.phases import _LOC_BY_ID
from rokugan.bfr.state import HAND, ON_TOKEN, POOL, State
from rokugan.core.decision import Decision, Option

# The harness's ("halt",) step ends a pushed sequence; a copy of the game run by a player's look-ahead sees it as
# a decision of nobody (seat -1), so the look-ahead stops there too.
flow.ASK.setdefault("halt", lambda s, st: Decision(-1, "halt", "end of the scenario", (Option("halt", "halt"),)))


class Table:
    def __init__(self, clans: list[str], rules: dict[str, Any] | None = None, seed: int = 1) -> None:
        self.g: BfRGame = new_game({"clans": clans, "rules": rules or {}}, seed)
        s = self.s
        for q in range(B.N_PROV):
            P.clear_control(s, q)
        s.objective = [-1] * s.n
        s.round = 1
        s.phase = "placement"
        s.steps = []
        self.g._fresh = False

    @property
    def s(self) -> State:
        return self.g.s

    def seat(self, clan: str) -> int:
        return self.s.clans.index(clan)

    # ------------------------------------------------------------------ board set-up
    def control(self, clan: str, province: str, down: int = 1, up: int = 0) -> None:
        P.add_control(self.s, self.seat(clan), B.P_INDEX[province], up=up, down=down)

    def special(self, province: str, code: int) -> None:
        assert P.put_special(self.s, B.P_INDEX[province], code)

    def token(self, clan: str, kid: str, exclude: tuple[int, ...] = ()) -> int:
        """A token of this kind ("army3", "navy1", "shinobi2", "blessing2", "raid", "diplomacy", "bluff") from
        the clan's pool or hand."""
        p = self.seat(clan)
        for t in range(p * D.TOKENS_PER_CLAN, (p + 1) * D.TOKENS_PER_CLAN):
            k = self.s.kind[t]
            name = D.KIND_NAMES[k] + (str(self.s.strength[t]) if k in D.FIGHTERS or k == D.BLESSING else "")
            if name == kid and self.s.where[t] in (POOL, HAND) and t not in exclude:
                return t
        raise AssertionError(f"{clan} has no {kid} left in pool or hand")

    def give(self, clan: str, *kids: str) -> list[int]:
        out: list[int] = []
        for kid in kids:
            t = self.token(clan, kid, tuple(out))
            if self.s.where[t] == POOL:
                self.s.pools[self.seat(clan)].remove(t)
                self.s.where[t] = HAND
                self.s.hands[self.seat(clan)].append(t)
                self.s.hands[self.seat(clan)].sort()
            out.append(t)
        return out

    def put(self, clan: str, kid: str, where: str, face_up: bool = False) -> int:
        t = self.give(clan, kid)[0]
        P.take_from_hand(self.s, t)
        pos, target = _LOC_BY_ID[where]
        P.place(self.s, t, pos, target, face_up)
        return t

    def bless(self, clan: str, kid: str, host: int) -> int:
        t = self.give(clan, kid)[0]
        P.take_from_hand(self.s, t)
        P.place(self.s, t, ON_TOKEN + host, -1, True)
        return t

    # ------------------------------------------------------------------ running the flow
    def push(self, *steps: tuple[Any, ...]) -> Decision | None:
        """Run these steps (the first runs first) until a decision or until they are all done."""
        s = self.s
        s.steps = [("halt",)] + list(reversed(steps))
        return self.run()

    def run(self) -> Decision | None:
        s = self.s
        while True:
            top = s.steps[-1]
            if top[0] == "halt":
                return None
            auto = flow.AUTO.get(top[0])
            if auto is not None:
                s.steps.pop()
                auto(s, top)
                continue
            d = flow.ASK[top[0]](s, top)
            if d is None:
                s.steps.pop()
                continue
            return d

    def choose(self, d: Decision | None, option_id: str) -> Decision | None:
        assert d is not None, "no decision pending"
        flow.apply(self.s, d, option_id)
        return self.run()

    def resolve(self) -> None:
        """Resolution steps 1-6 (BfR §7) of the current round; then the invariants are checked."""
        d = self.push(("resolve",))
        assert d is None, f"resolution asked {d}"
        self.check()

    def check(self) -> None:
        from rokugan.bfr.invariants import check
        check(self.s)

    # ------------------------------------------------------------------ reading the board
    def ctrl(self, province: str) -> str | None:
        c = self.s.ctrl[B.P_INDEX[province]]
        return self.s.clans[c] if c >= 0 else None

    def up(self, province: str) -> int:
        return self.s.n_up[B.P_INDEX[province]]

    def down(self, province: str) -> int:
        return self.s.n_down[B.P_INDEX[province]]

    def special_at(self, province: str) -> int:
        return self.s.special[B.P_INDEX[province]]

    def log(self) -> str:
        return "\n".join(e.text for e in self.s.log)

    # ------------------------------------------------------------------ helpers added for the rules tests
    def card(self, clan: str, card_name: str) -> int:
        """Put this territory card into the clan's hand of territory cards, taking it from its territory space
        (or the box: the card that was on that space goes back to the box), as if claimed."""
        from rokugan.bfr.resolution import territory_of_card

        c = D.CARD_INDEX[card_name]
        s = self.s
        terr = territory_of_card(s, c)
        for hand in s.tcards:
            assert c not in hand and s.tspace[terr] not in hand, "the territory's card is already held"
        s.tspace[terr] = -1
        s.tcards[self.seat(clan)].append(c)
        return c

    def hand(self, clan: str) -> list[str]:
        """The kinds in the clan's hand, as token ids ("army3", "bluff"), sorted."""
        return sorted(self._kid(t) for t in self.s.hands[self.seat(clan)])

    def discards(self, clan: str) -> list[str]:
        return sorted(self._kid(t) for t in self.s.discards[self.seat(clan)])

    def pool(self, clan: str) -> list[str]:
        return sorted(self._kid(t) for t in self.s.pools[self.seat(clan)])

    def _kid(self, t: int) -> str:
        k = self.s.kind[t]
        return D.KIND_NAMES[k] + (str(self.s.strength[t]) if k in D.FIGHTERS or k == D.BLESSING else "")

    def clear_hands(self) -> None:
        """Every token but the bluff back to its pool (the harness starts with the bluff alone in hand)."""
        s = self.s
        for p in range(s.n):
            for t in list(s.hands[p]):
                if s.kind[t] != D.BLUFF:
                    P.to_pool(s, t)

    def seq(self, t: int) -> int:
        return self.s.seq[t]

    def where(self, t: int) -> str:
        from rokugan.bfr.state import WHERE_NAMES

        return WHERE_NAMES[self.s.where[t]]
