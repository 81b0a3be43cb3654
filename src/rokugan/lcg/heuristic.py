"""A rule-of-thumb LCG player (the game's own heuristic): it reads only what its seat may see (its hand, its
provinces, the public board) and picks by simple values: skill per fate, conflicts it can win, defense when it
holds, ring effects that swing honor or remove threats."""

from __future__ import annotations

from typing import Any

from rokugan.core.decision import Decision
from rokugan.core.game import Game
from rokugan.core.rng import Rng

from . import ability as A
from . import engine as E


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x1CC)

    def choose(self, game: Game, decision: Decision) -> str:
        pick = self._choose(game, decision)
        if pick not in decision.ids():  # a decision a card asks in a shape the rules below do not know
            return self._greedy(game, decision)
        return pick

    def _choose(self, game: Game, decision: Decision) -> str:
        s: E.State = game.s  # type: ignore[attr-defined]
        seat = decision.player
        ids = decision.ids()
        kind = decision.kind
        me, foe = s.players[seat], s.players[1 - seat]
        if kind == "province":
            if ids[0].startswith("sp:"):  # the strongest province under the stronghold
                return max(ids, key=lambda o: s.facts[me.provinces[int(o.split(":")[1])]].strength or 0)
            return min(ids, key=lambda o: self._prov_value(s, foe.seat, int(o.split(":")[1])))
        if kind == "mulligan":
            bad = [o for o in ids if o.startswith("mull:") and self._weak(s, int(o.split(":")[1]))]
            return bad[0] if bad else "done"
        if kind == "bid":
            n = 2 if me.honor <= foe.honor + 4 else 4
            if len(me.hand) <= 1 and me.honor > 8:
                n = 3
            if len(me.conf_deck) < 8 or me.honor <= 4:
                n = 1  # an empty conflict deck costs 5 honor
            return f"bid:{n}"
        if kind == "fate":  # fate keeps a character beyond the next fate phase
            c = s.stack[-1][2]
            cost = s.facts[c].cost or 0
            extra = 2 if cost >= 4 and me.fate >= 5 else (1 if cost >= 2 else 0)
            return f"fate:{min(extra, me.fate)}"
        if kind == "action":
            return self._action(s, seat, decision, game)
        if kind == "conflict":
            return self._declare(s, seat, ids)
        if kind == "attackers":
            return self._attackers(s, seat, ids)
        if kind == "defenders":
            return self._defend(s, seat, ids)
        if kind == "covert":
            cands = [o for o in ids if o != "none"]
            cf = s.conflict
            if not cands or cf is None:
                return "none"
            return max(cands, key=lambda o: E.skill(s, int(o.split(":")[1]), cf["type"]) or 0)
        if kind == "ring":
            return self._ring(s, seat, ids)
        if kind == "favor":
            mil = sum(E.skill(s, c, "military") or 0 for c in me.home)
            pol = sum(E.skill(s, c, "political") or 0 for c in me.home)
            return "favor:military" if mil >= pol else "favor:political"
        if kind in ("target", "mode", "cost", "reaction") or (kind == "yes_no" and s.stack[-1][0] == "ab"):
            return self._greedy(game, decision)
        if kind == "yes_no":
            return "yes" if "yes" in ids else ids[0]
        if kind == "discard":
            return "done"
        return ids[0]

    @staticmethod
    def _weak(s: E.State, c: int) -> bool:
        f = s.facts[c]
        if f.type == "character":
            return (f.cost or 0) >= 5
        return f.type == "event" and f.title not in A.DEFS  # its text does not run yet

    @staticmethod
    def _prov_value(s: E.State, seat: int, k: int) -> float:
        p = s.players[seat]
        return E.province_strength(s, seat, k) if p.prov_faceup[k] else 4.0

    @staticmethod
    def _char_value(s: E.State, c: int) -> float:
        f = s.facts[c]
        return ((f.military or 0) + (f.political or 0) + f.glory) / max(1, f.cost or 0)

    @staticmethod
    def _score(s: E.State, seat: int) -> float:
        """A quick material count for one-step look-ahead over card abilities: honor, fate, each character's skill,
        status, fate and readiness, and the conflict under way."""
        if s.result is not None:
            return 1000.0 if seat in s.result.winners else (-1000.0 if s.result.winners else 0.0)
        v = 0.0
        for p in s.players:
            sign = 1 if p.seat == seat else -1
            x = p.honor * 1.0 + p.fate * 0.4 + len(p.hand) * 0.5 - sum(p.broken) * 3
            for c in p.home:
                x += ((E.skill(s, c, "military") or 0) + (E.skill(s, c, "political") or 0)) * 0.3 + \
                    s.status[c] * 0.8 + s.fate_on[c] * 0.3 + (0 if s.bowed[c] else 0.6) + 1.0
            v += sign * x
        cf = s.conflict
        if cf is not None and cf["attackers"]:
            v += (E.total_skill(s, seat) - E.total_skill(s, 1 - seat)) * 0.5
        return v

    def _greedy(self, game: Game, d: Decision, among: list[str] | None = None) -> str:
        seat = d.player
        best, score = None, -1e9
        for oid in among if among is not None else d.ids():
            g2 = game.clone()
            try:
                g2.choose(oid)
            except Exception:  # noqa: BLE001 - a look-ahead never breaks a game
                continue
            v = self._score(g2.s, seat)  # type: ignore[attr-defined]
            if v > score:
                best, score = oid, v
        return best if best is not None else d.ids()[0]

    def _action(self, s: E.State, seat: int, d: Decision, game: Game | None = None) -> str:
        ids = d.ids()
        abs_ = [o for o in ids if o.startswith("ab:")]
        if abs_ and game is not None:
            pick = self._greedy(game, d, ["pass", *abs_])
            if pick != "pass":
                here = self._score(s, seat)
                g2 = game.clone()
                g2.choose(pick)
                if self._score(g2.s, seat) > here + 0.5:  # type: ignore[attr-defined]
                    return pick
        plays = [o for o in ids if o.startswith("play:")]
        if plays:
            return max(plays, key=lambda o: (s.facts[int(o.split(":")[1])].cost or 0,
                                             self._char_value(s, int(o.split(":")[1]))))
        dups = [o for o in ids if o.startswith("dup:")]
        if dups:
            return dups[0]
        cf = s.conflict
        me = s.players[seat]
        if cf is not None and cf["attackers"]:
            mine = E.total_skill(s, seat)
            theirs = E.total_skill(s, 1 - seat)
            into = [o for o in ids if o.endswith(":conflict")]
            atts = [o for o in ids if o.startswith("attach:") and s.controller[int(o.split(":")[2])] == seat
                    and int(o.split(":")[2]) in cf["attackers"] + cf["defenders"]]
            behind = mine < theirs or (seat == cf["defender"] and mine <= theirs)
            if behind and (into or atts):
                return (into or atts)[0]
            return "pass"
        # outside conflicts: strengthen own characters when fate allows
        atts = [o for o in ids if o.startswith("attach:") and s.controller[int(o.split(":")[2])] == seat]
        if atts and me.fate >= 2 and s.phase == "conflict":
            return max(atts, key=lambda o: self._char_value(s, int(o.split(":")[2])))
        homes = [o for o in ids if o.endswith(":home")]
        if homes and me.fate >= 3 and s.phase == "conflict":
            return homes[0]
        return "pass"

    def _declare(self, s: E.State, seat: int, ids: list[str]) -> str:
        me, foe = s.players[seat], s.players[1 - seat]
        best, score = "pass", 0.0
        for o in ids:
            if o == "pass":
                continue
            _, e, kind = o.split(":")
            mine = sum(E.skill(s, c, kind) or 0 for c in me.home if not s.bowed[c])
            theirs = sum(E.skill(s, c, kind) or 0 for c in foe.home if not s.bowed[c])
            sc = mine - 0.5 * theirs + s.rings[e][0] + (1.5 if e in ("air", "fire") else 0.0)
            if mine > 0 and sc > score:
                best, score = o, sc
        return best if best != "pass" or len(ids) == 1 else (ids[1] if self.rng.below(3) == 0 else "pass")

    def _defend(self, s: E.State, seat: int, ids: list[str]) -> str:
        cf = s.conflict
        assert cf is not None
        att = E.total_skill(s, cf["attacker"])
        cur = E.total_skill(s, seat)
        cands = [o for o in ids if o.startswith("def:")]
        total = cur + sum(E.skill(s, int(o.split(":")[1]), cf["type"]) or 0 for o in cands)
        k = cf["province"]
        me = s.players[seat]
        breaks = att - cur >= E.province_strength(s, seat, k)
        vital = k == me.sh_prov or (breaks and sum(me.broken) >= 2)
        if cands and cur <= att and (total > att or breaks or vital):
            return max(cands, key=lambda o: E.skill(s, int(o.split(":")[1]), cf["type"]) or 0)
        return "done"

    def _attackers(self, s: E.State, seat: int, ids: list[str]) -> str:
        """Enough attackers to beat what the defender can bring plus the province, keeping the rest home when
        its own stronghold is exposed."""
        cf = s.conflict
        assert cf is not None
        kind = cf["type"]
        cands = sorted((o for o in ids if o.startswith("att:")),
                       key=lambda o: -(E.skill(s, int(o.split(":")[1]), kind) or 0))
        cands = [o for o in cands if (E.skill(s, int(o.split(":")[1]), kind) or 0) > 0] or cands
        foe = s.players[1 - seat]
        me = s.players[seat]
        defense = sum(E.skill(s, c, kind) or 0 for c in foe.home if not s.bowed[c])
        k = cf["province"]
        strength = E.province_strength(s, foe.seat, k) if foe.prov_faceup[k] else 4
        cur = sum(E.skill(s, c, kind) or 0 for c in cf["attackers"])
        exposed = sum(1 for i in range(5) if me.broken[i] and i != me.sh_prov) >= 3
        goal = defense + strength + 1
        if "done" in ids and (cur >= goal or (exposed and cur > defense)):
            return "done"
        return cands[0] if cands else "done"

    @staticmethod
    def _ring(s: E.State, seat: int, ids: list[str]) -> str:
        if "air:gain" in ids:
            return "air:gain"
        if "earth" in ids:
            return "earth"
        for o in ids:
            parts = o.split(":")
            if len(parts) < 2 or not parts[1].isdigit():
                continue
            c = int(parts[1])
            mine = s.controller[c] == seat
            if parts[0] == "fire" and ((mine and parts[2] == "honor") or (not mine and parts[2] == "dishonor")):
                return o
            if parts[0] == "water" and ((mine and parts[2] == "ready") or (not mine and parts[2] == "bow")):
                return o
            if parts[0] == "void" and not mine:
                return o
        return "skip"


class SearchAgent:
    """Agent "ismcts" for the LCG: information-set Monte Carlo search (rokugan.ai.paired) over `LCGGame.determinize`
    that plays the heuristic player's choice unless another option scores clearly better on the same
    determinizations; playouts by the heuristic run for at most `depth` decisions with more than one option and are
    scored by `LCGGame.evaluate`. One second per decision unless `iterations` is given."""

    name = "ismcts"

    def __init__(self, seed: int = 0, seconds: float | None = None, iterations: int | None = None,
                 depth: int = 40, **options: Any) -> None:
        from rokugan.ai.paired import PairedSearchAgent

        if seconds is None and iterations is None:
            seconds = 1.0
        self.search = PairedSearchAgent(seed, seconds=seconds, iterations=iterations, depth=depth,
                                        rollout=HeuristicAgent(seed ^ 0x77), prior=HeuristicAgent(seed ^ 0x99),
                                        **options)

    def choose(self, game: Any, d: Decision) -> str:
        return str(self.search.choose(game, d))
