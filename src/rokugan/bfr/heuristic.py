"""A heuristic Battle for Rokugan player: it attacks where it can win, defends what is threatened, and
plays territory cards by a one-step look-ahead on the public score.

It reads only what its seat may see: its own tokens, face-up tokens, tokens it has looked at, and public
facts (control, special tokens, discards). An opponent's face-down token counts as `UNKNOWN` strength.
"""

from __future__ import annotations

from typing import Any

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr import primitives as P
from rokugan.bfr.game import BfRGame
from rokugan.bfr.phases import _LOC_BY_ID, _kind_id
from rokugan.bfr.resolution import controls_territory
from rokugan.bfr.scoring import province_honor, score_breakdown
from rokugan.bfr.state import State
from rokugan.core.decision import Decision
from rokugan.core.rng import Rng

UNKNOWN = 1.8  # expected strength of an opponent's face-down token on the board


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xB0B)
        self.plan: tuple[int, str] | None = None  # (token kind id's seat, location option id)

    def choose(self, game: Any, decision: Decision) -> str:
        assert isinstance(game, BfRGame)
        s = game.s
        p = decision.player
        ids = decision.ids()
        if len(ids) == 1:
            return ids[0]
        kind = decision.kind
        if kind == "objective":
            return self._objective(s, p, decision)
        if kind == "province" and decision.prompt.startswith("Place a starting"):
            return max(ids, key=lambda i: self._start_value(s, p, B.P_INDEX[i]) + self.rng.below(100) / 1000)
        if kind == "turn":
            return self._turn(s, p, decision)
        if kind == "place":
            return self._place(s, p, decision)
        if kind == "peek":
            return ids[0]
        if kind == "swap":
            return "no"
        if kind == "token" and decision.prompt.startswith("Dragon"):
            return min(ids, key=_token_worth)
        return self._lookahead(game, p, decision)

    # ------------------------------------------------------------------ setup
    def _objective(self, s: State, p: int, d: Decision) -> str:
        clan = s.clans[p]

        def worth(o: int) -> float:
            _n, k, arg, honor = D.OBJECTIVES[o]
            if k == "clan":
                return honor * (0.9 if arg == clan else 0.35)
            return honor * {"sail": 0.25, "chain": 0.3, "humility": 0.1, "web": 0.2, "shadowlands": 0.4}[k]
        return max(d.options, key=lambda o: worth(int(o.payload["objective"]))).id

    def _start_value(self, s: State, p: int, q: int) -> float:
        v = float(B.FLOWERS[q])
        terr = B.TERRITORY[q]
        mine = [r for r in B.PROVINCES_OF[terr] if s.ctrl[r] == p]
        free = [r for r in B.PROVINCES_OF[terr] if s.ctrl[r] < 0]
        if len(mine) + len(free) == len(B.PROVINCES_OF[terr]):
            v += 1.5 + len(mine)  # a territory still open to me
        v += 0.7 * sum(1 for r in B.NEIGHBOURS[q] if s.ctrl[r] == p)
        v -= 0.6 * sum(1 for r in B.NEIGHBOURS[q] if s.ctrl[r] not in (-1, p))
        if B.SHADOWLANDS[q]:
            v -= 2
        return v

    # ------------------------------------------------------------------ placement
    def _turn(self, s: State, p: int, d: Decision) -> str:
        ids = set(d.ids())
        threats = self._threat(s, p)
        if "shugenja" in ids:
            target = self._worst_attacker(s, p, threats)
            if target is not None:
                self.pending_target = target
                return "shugenja"
        best: tuple[float, str, str] | None = None
        for o in d.options:
            if o.id not in _TOKEN_IDS:
                continue
            t = next(t for t in s.hands[p] if _kind_id(s, t) == o.id)
            for loc, score in self._placements(s, p, t, threats):
                if best is None or score > best[0]:
                    best = (score, o.id, loc)
        if best is None:
            return next(o.id for o in d.options if o.id in _TOKEN_IDS)
        self.plan = (p, best[2])
        return best[1]

    def _place(self, s: State, p: int, d: Decision) -> str:
        ids = d.ids()
        if self.plan is not None and self.plan[0] == p and self.plan[1] in ids:
            loc = self.plan[1]
            self.plan = None
            return loc
        return ids[self.rng.below(len(ids))]

    def _worst_attacker(self, s: State, p: int, threats: list[float]) -> int | None:
        best, val = None, 0.0
        for t in s.board_tokens():
            if s.owner(t) == p or P.protected(s, t):
                continue
            tgt = s.target[t] if s.pos[t] < B.CENTRE else s.pos[t] - B.CENTRE
            if s.ctrl[tgt] == p:
                v = self._value(s, p, tgt) * (s.strength[t] if _sees(s, t, p) else UNKNOWN)
                if v > val:
                    best, val = t, v
        return best if val >= 6 else None

    def _threat(self, s: State, p: int) -> list[float]:
        """Estimated enemy strength attacking each province."""
        th = [0.0] * B.N_PROV
        for t in s.board_tokens():
            o = s.owner(t)
            if o == p:
                continue
            pos = s.pos[t]
            q = s.target[t] if pos < B.CENTRE else pos - B.CENTRE
            if s.ctrl[q] != p:
                continue
            if pos >= B.CENTRE and _sees(s, t, p) and s.kind[t] != D.SHINOBI:
                continue
            th[q] += _strength_seen(s, t, p)
        return th

    def _value(self, s: State, p: int, q: int) -> float:
        v = float(province_honor(s, q)) + 0.5 + s.n_up[q]
        if B.SHADOWLANDS[q]:
            v = 0.8  # no honor, but its territory card
        terr = B.TERRITORY[q]
        if B.T_KIND[terr] != "shadowlands":
            others = [r for r in B.PROVINCES_OF[terr] if r != q and s.special[r] != D.SCORCHED]
            if all(s.ctrl[r] == p for r in others):
                v += 5 if s.ctrl[q] != p else 2.5
        o = s.objective[p]
        if o >= 0 and D.OBJECTIVES[o][1] == "clan" and B.TERRITORIES[terr] == D.OBJECTIVES[o][2]:
            v += 2
        return v

    def _my_attack(self, s: State, p: int, q: int) -> float:
        tot = 0.0
        for sl in B.slots_of(q, s.harbor):
            t = s.slot_tok[sl]
            if t >= 0 and s.owner(t) == p and s.target[t] == q and P.token_legal(s, t) and s.kind[t] != D.BLUFF:
                tot += s.strength[t] + sum(s.strength[b] for b in s.blessings_on(t))
        for t in s.centre[q]:
            if s.owner(t) == p and s.kind[t] == D.SHINOBI:
                tot += s.strength[t]
        return tot

    def _defense_estimate(self, s: State, p: int, q: int) -> float:
        c = s.ctrl[q]
        bonus = float(B.PRINTED_DEFENSE[q])
        if B.CAPITAL[q] and s.clans[p] == "phoenix":
            bonus = 0.0
        bonus += D.DEFENSE_VALUE.get(s.special[q], 0)
        if c >= 0:
            bonus += s.n_up[q] * (2 if s.clans[c] == "crab" else 1)
            bonus += sum(_strength_seen(s, t, p) for t in s.centre[q] if s.owner(t) == c)
            bonus += 0.8  # defenders still to come
        rivals = 0.0
        for sl in B.slots_of(q, s.harbor):
            t = s.slot_tok[sl]
            if t >= 0 and s.owner(t) not in (p, c) and s.target[t] == q:
                rivals += _strength_seen(s, t, p)
        return max(bonus, rivals)

    def _placements(self, s: State, p: int, t: int, threats: list[float]) -> list[tuple[str, float]]:
        k, v = s.kind[t], s.strength[t]
        out: list[tuple[str, float]] = []
        if k == D.BLESSING:
            for h in P.blessing_hosts(s, p, strict=True):
                pos = s.pos[h]
                tgt = s.target[h] if pos < B.CENTRE else pos - B.CENTRE
                if s.ctrl[tgt] == p:
                    score = self._value(s, p, tgt) * min(1.0, threats[tgt] / 5)
                else:
                    mine = self._my_attack(s, p, tgt)
                    need = self._defense_estimate(s, p, tgt)
                    score = self._value(s, p, tgt) * (0.8 if mine <= need < mine + v else 0.1)
                out.append((f"on#{s.seq[h]}", score + self.rng.below(100) / 10000))
            return out
        for pos, tgt in P.placements(s, p, k, strict=True):
            loc = _LOC_ID[(pos, tgt)]
            if k == D.BLUFF:
                score = 0.2 if pos < B.CENTRE and s.ctrl[tgt] not in (-1, p) else 0.05
            elif pos >= B.CENTRE and s.ctrl[tgt] == p:
                if k == D.DIPLOMACY:
                    score = self._value(s, p, tgt) * min(1.0, threats[tgt] / 4) - 0.5
                elif k == D.RAID:
                    score = -1
                else:  # defend
                    need = threats[tgt]
                    have = sum(_strength_seen(s, u, p) for u in s.centre[tgt] if s.owner(u) == p)
                    gain = 1.2 if have == 0 else 0.1
                    if need > have:
                        gain += self._value(s, p, tgt) * min(1.0, (have + v) / (need + 1)) * 0.8
                    score = gain - 0.15 * v
            elif k == D.RAID:
                c = s.ctrl[tgt]
                score = (0.6 * province_honor(s, tgt) if c >= 0 else 0.0) - 1.0
            else:  # attack
                mine = self._my_attack(s, p, tgt) + v
                need = self._defense_estimate(s, p, tgt)
                val = self._value(s, p, tgt)
                if mine > need:
                    score = val * 0.9 - 0.1 * v
                elif mine + 2 > need:
                    score = val * 0.35
                else:
                    score = val * 0.05
            out.append((loc, score + self.rng.below(100) / 10000))
        return out

    # ------------------------------------------------------------------ everything else: look one step ahead
    def _lookahead(self, game: BfRGame, p: int, d: Decision) -> str:
        if d.kind == "target" and hasattr(self, "pending_target"):
            t = self.pending_target
            del self.pending_target
            for o in d.options:
                if o.payload.get("seq") == game.s.seq[t]:
                    return o.id
        if d.kind == "place":
            return self._place(game.s, p, d)
        best, best_v = d.options[0].id, -1e9
        for o in d.options[:40]:
            g = game.clone()
            g.s.logging = False
            g.choose(o.id)
            v = _evaluate(g.s, p) + self.rng.below(100) / 10000
            if o.id == "pass":
                v += 0.3  # keep a card only if playing it does not help
            if v > best_v:
                best, best_v = o.id, v
        return best


_TOKEN_IDS = {D.KIND_NAMES[k] + (str(v) if k in D.FIGHTERS or k == D.BLESSING else "")
              for k in range(7) for v in range(7)}
_LOC_ID = {v: k for k, v in _LOC_BY_ID.items()}


def _sees(s: State, t: int, p: int) -> bool:
    return s.up[t] or s.owner(t) == p or bool(s.known[t] >> p & 1)


def _strength_seen(s: State, t: int, p: int) -> float:
    if not _sees(s, t, p):
        return UNKNOWN + sum(s.strength[b] for b in s.blessings_on(t))
    if s.kind[t] not in D.FIGHTERS:
        return 0.0
    return float(s.strength[t] + sum(s.strength[b] for b in s.blessings_on(t)))


def _token_worth(kid: str) -> float:
    digits = "".join(ch for ch in kid if ch.isdigit())
    return float(digits) if digits else 1.5


def _evaluate(s: State, p: int) -> float:
    """My public score (plus my objective) against the best opponent's public score."""
    mine = score_breakdown(s, p)["total"]
    best = 0
    for o in range(s.n):
        if o != p:
            b = score_breakdown(s, o)
            best = max(best, b["total"] - b["objective"])
    territory_edge = sum(1 for t in range(B.N_TERR) if controls_territory(s, p, t))
    return mine - best + 0.1 * territory_edge


__all__ = ["HeuristicAgent"]
