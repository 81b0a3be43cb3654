"""A heuristic Battle for Rokugan player that plays the whole game.

It reads only what its seat may see: its own tokens, face-up tokens, tokens it has looked at, its own hand
and objective, and public facts (control, special tokens, discard piles, hand and pool sizes). An opponent's
face-down token is valued at the expected strength of what that opponent can still hold, worked out from the
public discard piles and the face-up tokens (`Expect`). Everything is judged by its effect on the score:

* placement: attacks it expects to win, defense where the threat is, raids and diplomacy where they pay,
  a blessing where it tips a battle, the bluff as a feint (and, for the Lion, as a defender), and the strongest
  token kept for the next round when the last placement of a round would waste it;
* territory cards (upkeep) by a look-ahead that plays the card out with its own choices, plus the lasting
  value a score cannot see yet (a shrine, a better hand);
* scouts, the shugenja, the first player card and the Shadowlands cards on the tokens that threaten its
  provinces most or defend what it attacks; Inspire Fear and Animate the Dead by look-ahead;
* clan abilities: the Scorpion peeks at the biggest unknown threat, the Unicorn swaps two tokens when the
  swap improves its battles, the Dragon returns its weakest token.
"""

from __future__ import annotations

import math
from typing import Any

from rokugan.core.decision import Decision
from rokugan.core.rng import Rng

from . import board as B
from . import data as D
from . import primitives as P
from .game import BfRGame
from .phases import _LOC_BY_ID, _TOKEN_OPTIONS, _kind_id
from .scoring import objective_met, province_honor, public_scores, score_breakdown
from .state import BOARD, DISCARD, State

_LOC_ID = {v: k for k, v in _LOC_BY_ID.items()}
_OTHERS_IN_TERRITORY = [tuple(r for r in B.PROVINCES_OF[B.TERRITORY[q]] if r != q) for q in range(B.N_PROV)]


def _sees(s: State, t: int, p: int) -> bool:
    return s.up[t] or s.owner(t) == p or bool(s.known[t] >> p & 1)


def _blessing_sum(s: State, t: int) -> int:
    return sum(s.strength[b] for b in s.blessings_on(t))


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class Expect:
    """What p can infer about each opponent's face-down tokens from public facts (BfR §21: discard piles and
    face-up tokens are public; p's own looks are p's): the mean attack and defense strength still unseen."""

    def __init__(self, s: State, p: int) -> None:
        self.border: list[float] = []
        self.centre: list[float] = []
        where, kind, strength, up, known = s.where, s.kind, s.strength, s.up, s.known
        for o in range(s.n):
            base = o * D.TOKENS_PER_CLAN
            fighters = n_fighters = shinobi = n_shinobi = 0
            for t in range(base, base + D.TOKENS_PER_CLAN):
                w = where[t]
                if w == DISCARD or (w == BOARD and (up[t] or o == p or known[t] >> p & 1)):
                    continue  # public (or known to p): not among the unknowns
                k = kind[t]
                if k == D.ARMY or k == D.NAVY:
                    fighters += strength[t]
                    n_fighters += 1
                elif k == D.SHINOBI:
                    shinobi += strength[t]
                    n_shinobi += 1
            # a border token is an army or navy unless it is a feint; a centre token of a non-controller is a
            # shinobi or a raid; both are discounted for bluffs (one per player) and other token kinds
            self.border.append((fighters / n_fighters if n_fighters else 0.5) * 0.85)
            self.centre.append((shinobi / n_shinobi if n_shinobi else 0.5) * 0.6)

    def strength(self, s: State, t: int, p: int) -> float:
        """The attack or defense strength p expects of token t on the board."""
        if _sees(s, t, p):
            k = s.kind[t]
            if k in D.FIGHTERS:
                return float(s.strength[t] + _blessing_sum(s, t))
            if k == D.BLUFF and s.clans[s.owner(t)] == "lion" and s.pos[t] >= B.CENTRE:
                return 2.0 if s.ctrl[s.pos[t] - B.CENTRE] == s.owner(t) else 0.0
            return 0.0
        o = s.owner(t)
        base = self.border[o] if s.pos[t] < B.CENTRE else self.centre[o]
        return base + _blessing_sum(s, t)


class _Figures:
    """The province figures a placement decision reads again and again, each worked out once: the state does not
    change while the heuristic decides, so a figure is the same every time it is asked for."""

    __slots__ = ("agent", "s", "p", "ex", "values", "defenses", "attacks", "needs", "places")

    def __init__(self, agent: HeuristicAgent, s: State, p: int, ex: Expect) -> None:
        self.agent, self.s, self.p, self.ex = agent, s, p, ex
        self.values: dict[int, float] = {}
        self.defenses: dict[int, float] = {}
        self.attacks: dict[int, float] = {}
        self.needs: dict[int, float] = {}
        # P.placements of each token kind, each place with its option id
        self.places: dict[tuple[int, bool], list[tuple[int, int, str]]] = {}

    def placements(self, kind: int, strict: bool) -> list[tuple[int, int, str]]:
        key = (kind, strict)
        v = self.places.get(key)
        if v is None:
            v = self.places[key] = [(pos, tgt, _LOC_ID[(pos, tgt)])
                                    for pos, tgt in P.placements(self.s, self.p, kind, strict=strict)]
        return v

    def value(self, o: int, q: int) -> float:
        key = o * 64 + q
        v = self.values.get(key)
        if v is None:
            v = self.values[key] = self.agent._value(self.s, o, q)
        return v

    def defense(self, q: int) -> float:
        v = self.defenses.get(q)
        if v is None:
            v = self.defenses[q] = self.agent._my_defense(self.s, self.p, q)
        return v

    def attack(self, q: int) -> float:
        v = self.attacks.get(q)
        if v is None:
            v = self.attacks[q] = self.agent._my_attack(self.s, self.p, q)
        return v

    def need(self, q: int) -> float:
        v = self.needs.get(q)
        if v is None:
            v = self.needs[q] = self.agent._need(self.s, self.p, q, self.ex)
        return v


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xB0B)
        # (seat, round, placement number, token kind, location option id) for the chosen token: a plan is for the
        # very next placement of that token only (a search may make the placement decision without the turn's)
        self.plan: tuple[int, int, int, str, str] | None = None
        self.me = -1  # the seat choosing now: only its own objective is known

    # ------------------------------------------------------------------ dispatch
    def choose(self, game: Any, decision: Decision) -> str:
        assert isinstance(game, BfRGame)
        s = game.s
        p = decision.player
        self.me = p
        ids = decision.ids()
        if len(ids) == 1:
            return ids[0]
        top = s.steps[-1] if s.steps else ("",)
        kind = decision.kind
        if kind == "objective":
            return self._objective(s, p, decision)
        if top[0] == "start_place":
            return max(ids, key=lambda i: self._start_value(s, p, B.P_INDEX[i]) + self._jitter())
        if kind == "card":
            return self._upkeep_card(game, p, decision)
        if kind == "turn":
            return self._turn(s, p, decision)
        if kind == "place":
            return self._place(s, p, decision, top)
        if kind == "swap":
            return self._unicorn(s, p, decision)
        if kind == "yes_no":
            return "yes" if "yes" in ids else ids[0]
        if top[0] == "pick":
            return self._pick(game, p, decision, str(top[2]))
        return self._lookahead(game, p, decision)

    def ranked(self, game: Any, decision: Decision) -> list[str]:
        """The places of a token placement, best first by this player's placement scores (the candidates a search
        compares with its choice); empty for other decisions (the search then samples)."""
        assert isinstance(game, BfRGame)
        s = game.s
        top = s.steps[-1] if s.steps else ("",)
        if decision.kind != "place" or top[0] == "start_place":
            return []
        p = decision.player
        self.me = p
        ex = Expect(s, p)
        th, _ = self._threats(s, p, ex)
        ids = set(decision.ids())
        scored = [x for x in self._placements(s, p, top[2], th, ex, strict=True) if x[0] in ids]
        return [loc for loc, _ in sorted(scored, key=lambda x: -x[1])]

    def _jitter(self) -> float:
        return self.rng.below(1000) / 100000

    # ------------------------------------------------------------------ setup
    def _objective(self, s: State, p: int, d: Decision) -> str:
        clan = s.clans[p]
        near = {B.TERRITORIES[B.TERRITORY[r]] for q in s.provinces_of(p) for r in (q, *B.NEIGHBOURS[q])}

        def worth(o: int) -> float:
            _n, k, arg, honor = D.OBJECTIVES[o]
            if k == "clan":
                return honor * (0.9 if arg == clan else 0.45 if arg in near else 0.3)
            return honor * {"sail": 0.25, "chain": 0.35, "humility": 0.05, "web": 0.2, "shadowlands": 0.5}[k]
        return max(d.options, key=lambda o: worth(int(o.payload["objective"]))).id

    def _start_value(self, s: State, p: int, q: int) -> float:
        v = float(B.FLOWERS[q])
        terr = B.TERRITORY[q]
        mine = [r for r in B.PROVINCES_OF[terr] if s.ctrl[r] == p]
        free = [r for r in B.PROVINCES_OF[terr] if s.ctrl[r] < 0]
        if len(mine) + len(free) == len(B.PROVINCES_OF[terr]) and B.T_KIND[terr] != "shadowlands":
            v += 1.5 + 1.5 * len(mine)  # a territory still open to me
        v += 0.7 * sum(1 for r in B.NEIGHBOURS[q] if s.ctrl[r] == p)
        v -= 0.6 * sum(1 for r in B.NEIGHBOURS[q] if s.ctrl[r] not in (-1, p))
        if B.CAPITAL[q]:
            v += 0.8  # printed +2 defense
        if B.SHADOWLANDS[q]:
            v += 1.5  # no flowers, but its territory card (§11.1) after the first round
        v += self._objective_bonus(s, p, q)
        return v

    def _objective_bonus(self, s: State, p: int, q: int) -> float:
        o = s.objective[p]
        if o < 0 or p != self.me:  # another player's objective is secret (§21)
            return 0.0
        _n, k, arg, honor = D.OBJECTIVES[o]
        if k == "clan" and B.TERRITORIES[B.TERRITORY[q]] == arg:
            return honor * (0.35 if B.CAPITAL[q] else 0.2)
        if k == "sail" and P.is_coastal(s, q):
            return 1.2
        if k == "shadowlands" and B.SHADOWLANDS[q]:
            return 2.5
        if k == "web" and not any(B.TERRITORY[r] == B.TERRITORY[q] for r in s.provinces_of(p)):
            return 1.2
        if k == "chain":
            return 0.4 * sum(1 for r in B.NEIGHBOURS[q] if s.ctrl[r] == p)
        return 0.0

    # ------------------------------------------------------------------ values
    def _value(self, s: State, p: int, q: int) -> float:
        """What holding province q is worth to p at the end (flowers, face-up tokens, territory, objective)."""
        if B.SHADOWLANDS[q]:  # no honor, but its card while one is on its space (§11.1)
            card = 2.5 if s.tspace[B.TERRITORY[q]] >= 0 and s.round < D.ROUNDS else 0.5
            return card + self._objective_bonus(s, p, q)
        ctrl, special = s.ctrl, s.special
        v = float(province_honor(s, q) if special[q] else B.FLOWERS[q]) + 0.5 + (s.n_up[q] if ctrl[q] == p else 0)
        others = mine = 0  # the territory's other provinces without scorched earth, and p's among them
        for r in _OTHERS_IN_TERRITORY[q]:
            if special[r] != D.SCORCHED:
                others += 1
                if ctrl[r] == p:
                    mine += 1
        if mine == others:
            v += 5 if ctrl[q] != p else 3.5
        elif mine >= others - 1:
            v += 1.0
        if s.objective[p] < 0 or p != self.me:
            return v  # another player's objective is secret (§21), and one not chosen yet counts nothing
        return v + self._objective_bonus(s, p, q)

    def _def_bonus(self, s: State, q: int, attacker: int) -> float:
        c = s.ctrl[q]
        bonus = float(B.PRINTED_DEFENSE[q])
        if attacker >= 0 and B.CAPITAL[q] and s.clans[attacker] == "phoenix":
            bonus = 0.0
        bonus += D.DEFENSE_VALUE.get(s.special[q], 0)
        if c >= 0:
            bonus += s.n_up[q] * (s.rules.crab_faceup_defense if s.clans[c] == "crab" else 1)
        return bonus

    def _threats(self, s: State, p: int, ex: Expect) -> tuple[list[float], list[list[int]]]:
        """Expected enemy strength attacking each of p's provinces, and the attacking tokens."""
        th = [0.0] * B.N_PROV
        toks: list[list[int]] = [[] for _ in range(B.N_PROV)]
        for t in s.board_tokens():
            if s.owner(t) == p:
                continue
            pos = s.pos[t]
            q = s.target[t] if pos < B.CENTRE else pos - B.CENTRE
            if s.ctrl[q] != p:
                continue
            if _sees(s, t, p) and (s.kind[t] not in D.FIGHTERS or (pos >= B.CENTRE and s.kind[t] != D.SHINOBI)):
                continue
            th[q] += ex.strength(s, t, p)
            toks[q].append(t)
        return th, toks

    def _my_defense(self, s: State, p: int, q: int) -> float:
        own = sum(s.strength[t] + _blessing_sum(s, t) for t in s.centre[q] if s.owner(t) == p
                  and s.kind[t] in D.FIGHTERS and P.token_legal(s, t))
        if s.clans[p] == "lion":
            own += 2 * sum(1 for t in s.centre[q] if s.owner(t) == p and s.kind[t] == D.BLUFF)
        return own + self._def_bonus(s, q, -1)

    def _my_attack(self, s: State, p: int, q: int) -> float:
        tot = 0.0
        for sl in B.slots_of(q, s.harbor):
            t = s.slot_tok[sl]
            if t >= 0 and s.owner(t) == p and s.target[t] == q and s.kind[t] in (D.ARMY, D.NAVY) \
                    and P.token_legal(s, t):
                tot += s.strength[t] + _blessing_sum(s, t)
        for t in s.centre[q]:
            if s.owner(t) == p and s.kind[t] == D.SHINOBI:
                tot += s.strength[t] + _blessing_sum(s, t)
        return tot

    def _need(self, s: State, p: int, q: int, ex: Expect) -> float:
        """The total p must beat to take q: its defense bonus, its defenders as p expects them, and rivals."""
        c = s.ctrl[q]
        need = self._def_bonus(s, q, p)
        if c >= 0:
            need += sum(ex.strength(s, t, p) for t in s.centre[q] if s.owner(t) == c)
            need += 0.6 if s.phase == "placement" else 0.0  # defenders still to come
        rivals = 0.0
        for sl in B.slots_of(q, s.harbor):
            t = s.slot_tok[sl]
            if t >= 0 and s.owner(t) not in (p, c) and s.target[t] == q:
                rivals = max(rivals, ex.strength(s, t, p))
        if s.clans[p] == "crane":
            need -= 0.01
        return max(need, rivals) + 0.01

    # ------------------------------------------------------------------ placement turn
    def _turn(self, s: State, p: int, d: Decision) -> str:
        ids = set(d.ids())
        ex = Expect(s, p)
        th, _toks = self._threats(s, p, ex)
        fig = _Figures(self, s, p, ex)
        removal = self._removal_values(s, p, ex, th, fig)
        best_removal = removal[0][0] if removal else 0.0
        late = s.round >= 5
        if "fpcard" in ids and best_removal >= 0.4:
            return "fpcard"
        if "shugenja" in ids and best_removal >= (0.4 if late else 2.0 - 0.35 * s.round):
            return "shugenja"
        for o in d.options:
            name = o.payload.get("card")
            if name == "Purge the Weak" and len(removal) >= 2 and removal[0][0] + removal[1][0] >= (
                    0.5 if late else 1.5) and len(s.hands[p]) >= 3:
                return o.id
            if name == "Dark Favors" and best_removal >= self._cheap_cost(s, p) + (0.2 if late else 0.8):
                return o.id
            if name in ("Inspire Fear", "Animate the Dead") and self._card_gain(s, p, o.id) >= (0.0 if late else 0.5):
                return o.id
        if "scout" in ids and self._scout_target(s, p, ex, th, fig) is not None:
            return "scout"
        best: tuple[float, str, str] | None = None
        keep_phase = s.round < D.ROUNDS and len(s.hands[p]) == 2
        for o in d.options:
            if o.id not in _TOKEN_OPTIONS:
                continue
            t = next(t for t in s.hands[p] if _kind_id(s, t) == o.id)
            keep = 0.0
            if keep_phase:
                other = next(u for u in s.hands[p] if u != t)
                keep = 0.18 * (s.strength[other] if s.kind[other] in D.FIGHTERS else 0.8)
            for loc, score in self._placements(s, p, t, th, ex, strict=True, fig=fig):
                score += keep
                if best is None or score > best[0]:
                    best = (score, o.id, loc)
        if best is None:
            return next(o.id for o in d.options if o.id in _TOKEN_OPTIONS)
        self.plan = (p, s.round, s.seq_counter, best[1], best[2])
        return best[1]

    def _place(self, s: State, p: int, d: Decision, top: tuple[Any, ...]) -> str:
        ids = d.ids()
        if self.plan is not None and self.plan[:4] == (p, s.round, s.seq_counter, _kind_id(s, top[2])) \
                and self.plan[4] in ids and not top[3]:
            loc = self.plan[4]
            self.plan = None
            return loc
        self.plan = None
        ex = Expect(s, p)
        th, _ = self._threats(s, p, ex)
        scored = [x for x in self._placements(s, p, top[2], th, ex, strict=True) if x[0] in ids]
        if scored:
            return max(scored, key=lambda x: x[1])[0]
        return ids[self.rng.below(len(ids))]

    def _placements(self, s: State, p: int, t: int, th: list[float], ex: Expect,
                    strict: bool, fig: _Figures | None = None) -> list[tuple[str, float]]:
        """Each place token t may go (`P.placements`), scored; `fig` keeps the province figures of this position
        for the next token (a placement turn scores every token in hand on the same board)."""
        if fig is None:
            fig = _Figures(self, s, p, ex)
        value, defense, attack, need_of = fig.value, fig.defense, fig.attack, fig.need
        k, v = s.kind[t], s.strength[t]
        out: list[tuple[str, float]] = []
        draws = self.rng.below_many  # the jitter of each option (`_jitter`), drawn in the same order
        ctrl = s.ctrl
        if k == D.BLESSING:
            hosts = P.blessing_hosts(s, p, strict=True)
            for h, j in zip(hosts, draws(1000, len(hosts)), strict=True):
                pos = s.pos[h]
                tgt = s.target[h] if pos < B.CENTRE else pos - B.CENTRE
                if ctrl[tgt] == p:
                    have = defense(tgt)
                    score = value(p, tgt) * (_sig((have + v - th[tgt]) / 1.2) - _sig((have - th[tgt]) / 1.2))
                else:
                    mine = attack(tgt)
                    need = need_of(tgt)
                    score = value(p, tgt) * (_sig((mine + v - need) / 1.0) - _sig((mine - need) / 1.0))
                out.append((f"on#{s.seq[h]}", score - 0.05 * v + j / 100000))
            return out
        same: dict[int, float] = {}  # an attack's score depends only on its target province
        places = fig.placements(k, strict)
        if k == D.ARMY or k == D.NAVY or k == D.SHINOBI:  # the loop below for fighters, with less to test
            centre = B.CENTRE
            for (pos, tgt, loc), j in zip(places, draws(1000, len(places)), strict=True):
                if pos >= centre and ctrl[tgt] == p:
                    score = self._defend_score(s, p, tgt, v, th, fig)
                else:
                    known = same.get(tgt)
                    score = known if known is not None else self._attack_score(s, p, tgt, v, fig)
                    same[tgt] = score
                out.append((loc, score + j / 100000))
            return out
        lion = s.clans[p] == "lion"
        for (pos, tgt, loc), j in zip(places, draws(1000, len(places)), strict=True):
            own = ctrl[tgt] == p
            if k == D.BLUFF:
                if lion and pos >= B.CENTRE and own:
                    have = defense(tgt)
                    score = 0.3 + value(p, tgt) * (_sig((have + 2 - th[tgt]) / 1.2) - _sig((have - th[tgt]) / 1.2))
                elif pos < B.CENTRE and ctrl[tgt] not in (-1, p):
                    score = 0.15 + 0.02 * value(p, tgt)  # a feint at an opponent
                else:
                    score = 0.02
            elif pos >= B.CENTRE and own:
                if k == D.DIPLOMACY:
                    have = defense(tgt)
                    score = value(p, tgt) * _sig((th[tgt] - have) / 1.2) - 0.6
                    if s.round >= D.ROUNDS:
                        score += 0.3
                elif k == D.RAID:
                    score = -1.0
                else:
                    score = self._defend_score(s, p, tgt, v, th, fig)
            elif k == D.RAID:
                c = ctrl[tgt]
                adj = any(ctrl[r] == p for r in B.NEIGHBOURS[tgt]) or any(
                    s.owner(u) == p and s.kind[u] == D.SHINOBI for u in s.centre[tgt])
                if not adj or c < 0:
                    score = -1.0
                else:
                    score = 0.45 * value(c, tgt) - 1.2
            elif k == D.DIPLOMACY:
                score = -1.0
            elif tgt in same:
                score = same[tgt]
            else:
                score = same[tgt] = self._attack_score(s, p, tgt, v, fig)
            out.append((loc, score + j / 100000))
        return out

    def _defend_score(self, s: State, p: int, tgt: int, v: int, th: list[float], fig: _Figures) -> float:
        """A token of strength v defending p's province tgt: the chance it turns a loss into a hold, plus the
        face-up token of §7.6 (b)."""
        have = fig.defense(tgt)
        gain = fig.value(p, tgt) * (_sig((have + v - th[tgt]) / 1.2) - _sig((have - th[tgt]) / 1.2))
        first = not any(s.owner(u) == p and s.kind[u] in D.FIGHTERS for u in s.centre[tgt])
        faceup = (1.0 if not B.SHADOWLANDS[tgt] else 0.0) if first and not s.defended[tgt] else 0.0
        if th[tgt] > 0 and faceup:
            faceup *= 0.5  # an attacked province gains it only by winning
        return gain + faceup * 0.9 - 0.12 * v

    def _attack_score(self, s: State, p: int, tgt: int, v: int, fig: _Figures) -> float:
        """A token of strength v attacking tgt: the chance it turns the battle, times what tgt is worth to p and to
        its holder."""
        mine = fig.attack(tgt)
        need = fig.need(tgt)
        val = fig.value(p, tgt)
        if s.ctrl[tgt] >= 0:
            val += 0.5 * fig.value(s.ctrl[tgt], tgt)  # what the holder loses
        gain = _sig((mine + v - need) / 0.9) - _sig((mine - need) / 0.9)
        return val * gain - 0.1 * v

    # ------------------------------------------------------------------ cards and abilities on tokens
    def _removal_values(self, s: State, p: int, ex: Expect, th: list[float],
                        fig: _Figures | None = None) -> list[tuple[float, int]]:
        """How much removing each unprotected opponent token would help p (threats to p's provinces and
        defenders of what p attacks), best first."""
        if fig is None:
            fig = _Figures(self, s, p, ex)
        out: list[tuple[float, int]] = []
        blessed = P.blessed_tokens(s)
        for t in s.board_tokens():
            o = s.owner(t)
            if o == p or t in blessed:
                continue
            pos = s.pos[t]
            q = s.target[t] if pos < B.CENTRE else pos - B.CENTRE
            st = ex.strength(s, t, p)
            if st <= 0:
                continue
            if s.ctrl[q] == p:
                have = fig.defense(q)
                v = fig.value(p, q) * (_sig((th[q] - have) / 1.0) - _sig((th[q] - st - have) / 1.0))
            elif pos >= B.CENTRE and s.ctrl[q] == o:
                mine = fig.attack(q)
                if mine <= 0:
                    continue
                need = fig.need(q)
                v = fig.value(p, q) * (_sig((mine - need + st) / 1.0) - _sig((mine - need) / 1.0))
            else:
                continue
            out.append((v, t))
        out.sort(key=lambda x: -x[0])
        return out

    def _scout_target(self, s: State, p: int, ex: Expect, th: list[float],
                      fig: _Figures | None = None) -> int | None:
        if fig is None:
            fig = _Figures(self, s, p, ex)
        best, val = None, 0.0
        for t in s.board_tokens():
            if s.owner(t) == p or _sees(s, t, p) or P.protected(s, t):
                continue
            pos = s.pos[t]
            q = s.target[t] if pos < B.CENTRE else pos - B.CENTRE
            w = fig.value(p, q) * (1.0 if s.ctrl[q] == p else 0.6 if fig.attack(q) else 0.1)
            if w > val:
                best, val = t, w
        need = 1.0 if s.round >= 4 else 2.5
        return best if val >= need else None

    def _cheap_cost(self, s: State, p: int) -> float:
        """The least p loses by removing one of its control tokens from a non-Shadowlands province."""
        costs = [self._cost_of(s, p, q) for q in s.provinces_of(p) if not B.SHADOWLANDS[q]]
        return min(costs) if costs else 99.0

    def _cost_of(self, s: State, p: int, q: int) -> float:
        if s.n_up[q]:
            return 1.0  # a face-up token goes first: one honor
        if s.n_down[q] >= 2:
            return 0.05
        return self._value(s, p, q)

    def _card_gain(self, s: State, p: int, oid: str) -> float:
        """Play a start-of-turn card out on a copy with this player's own choices; the change of evaluation."""
        g = BfRGame(s.clone())
        g.s.logging = False
        before = _evaluate(g.s, p) + self._battle_outlook(s, p, Expect(s, p))
        sub = HeuristicAgent(0)
        g.choose(oid)
        steps = 0
        while (d := g.pending()) is not None and d.player == p and d.kind not in ("turn", "card") and steps < 12:
            if d.kind == "place":
                top = g.s.steps[-1]
                if not top[3]:
                    break  # back to the normal placement
            g.choose(sub.choose(g, d))
            steps += 1
        after = (_evaluate(g.s, p) + _lasting(g.s, p) - _lasting(s, p)
                 + self._battle_outlook(g.s, p, Expect(g.s, p)))
        return after - before

    def _pick(self, game: BfRGame, p: int, d: Decision, tag: str) -> str:
        s = game.s
        ids = d.ids()
        by_seq = {o.payload.get("seq"): o.id for o in d.options if "seq" in o.payload}
        if tag in ("fpcard", "shugenja", "purge_target", "dark_discard"):
            ex = Expect(s, p)
            th, _ = self._threats(s, p, ex)
            for _v, t in self._removal_values(s, p, ex, th):
                if s.seq[t] in by_seq:
                    return by_seq[s.seq[t]]
            # nothing of mine at stake: the strongest token it can see or expect
            return max((o for o in d.options if "seq" in o.payload),
                       key=lambda o: ex.strength(s, s.by_seq(o.payload["seq"]), p) * (1 if s.owner(
                           s.by_seq(o.payload["seq"])) != p else -1)).id
        if tag in ("scout", "scorpion_peek", "dark_look", "dark_look_first"):
            ex = Expect(s, p)
            th, _ = self._threats(s, p, ex)
            best, val = None, 0.05 if "done" in ids else -1.0
            for o in d.options:
                if "seq" not in o.payload:
                    continue
                t = s.by_seq(o.payload["seq"])
                if _sees(s, t, p):
                    continue
                pos = s.pos[t]
                q = s.target[t] if pos < B.CENTRE else pos - B.CENTRE
                w = self._value(s, p, q) * (1.0 if s.ctrl[q] == p else 0.6 if self._my_attack(s, p, q) else 0.1)
                w += self._jitter()
                if w > val:
                    best, val = o.id, w
            if best is None:
                return "done" if "done" in ids else ids[0]
            return best
        if tag in ("dragon_return", "give_up", "purge_pay"):
            return min(ids, key=lambda i: _token_worth(i, s.round))
        if tag in ("promotion", "reinforce", "animate"):
            return max(ids, key=lambda i: _token_worth(i, s.round))
        if tag == "discard_or_pool":
            return "pool"
        if tag == "sl_cost":
            return min(ids, key=lambda i: self._cost_of(s, p, B.P_INDEX[i]) + self._jitter())
        if tag == "spy":  # the leader's hand
            return max(ids, key=lambda i: _public_total(s, int(i[1:])) + self._jitter())
        return self._lookahead(game, p, d)

    # ------------------------------------------------------------------ upkeep cards (§5.1 step 3)
    def _upkeep_card(self, game: BfRGame, p: int, d: Decision) -> str:
        s = game.s
        best, best_v = "pass", 0.3 if s.round < D.ROUNDS else -0.01
        for o in d.options:
            if o.id == "pass":
                continue
            v = self._card_gain(s, p, o.id) + _CARD_BONUS.get(str(o.payload.get("card")), 0.0)
            if v > best_v:
                best, best_v = o.id, v
        return best

    # ------------------------------------------------------------------ Unicorn (§15)
    def _unicorn(self, s: State, p: int, d: Decision) -> str:
        ex = Expect(s, p)
        base = self._battle_outlook(s, p, ex)
        best, best_v = "no", 0.4
        for o in d.options:
            if o.id == "no":
                continue
            g = s.clone()
            g.logging = False
            a, b = g.by_seq(int(o.payload["a"])), g.by_seq(int(o.payload["b"]))
            pa, ta, pb, tb = g.pos[a], g.target[a], g.pos[b], g.target[b]
            g.slot_version += 1
            for t, pos, tgt in ((a, pb, tb), (b, pa, ta)):
                if pos < B.CENTRE:
                    g.slot_tok[pos] = t
                else:
                    c = g.centre[pos - B.CENTRE]
                    c[c.index(a if t == b else b)] = t
                g.pos[t] = pos
                g.target[t] = tgt
            v = self._battle_outlook(g, p, ex) - base
            if v > best_v:
                best, best_v = o.id, v
        return best

    def _battle_outlook(self, s: State, p: int, ex: Expect) -> float:
        """Expected value of the coming battles for p: what its attacks may take and its defenses keep."""
        th, _ = self._threats(s, p, ex)
        total = 0.0
        for q in range(B.N_PROV):
            if s.ctrl[q] == p:
                total += self._value(s, p, q) * _sig((self._my_defense(s, p, q) - th[q]) / 1.0)
            else:
                mine = self._my_attack(s, p, q)
                if mine:
                    total += self._value(s, p, q) * _sig((mine - self._need(s, p, q, ex)) / 0.9)
        return total

    # ------------------------------------------------------------------ everything else: look one step ahead
    def _lookahead(self, game: BfRGame, p: int, d: Decision) -> str:
        best, best_v = d.options[0].id, -1e9
        base = None
        options = d.options[:40]
        for o, j in zip(options, self.rng.below_many(1000, len(options)), strict=True):  # j: the jitter
            g = game.clone()
            g.s.logging = False
            g.choose(o.id)
            v = _evaluate(g.s, p) + _lasting(g.s, p) + j / 100000
            if o.id in ("done", "no", "pass"):
                base = v
                v += 0.05
            if v > best_v:
                best, best_v = o.id, v
        del base
        return best


_CARD_BONUS = {"Spy Network": 0.6, "Promotion": 0.8, "Reinforcements": 0.9, "Honorable Fight": 0.2,
               "Feats of Engineering": 0.1}


def _token_worth(kid: str, rnd: int) -> float:
    digits = "".join(ch for ch in kid if ch.isdigit())
    if digits:
        return float(digits) + (0.2 if kid.startswith("army") else 0.0)
    return {"bluff": 1.2, "diplomacy": 1.5, "raid": 1.0}.get(kid, 1.0)


def _lasting(s: State, p: int) -> float:
    """Value a score does not show yet: a shrine or peace in p's province protects it for the rounds left."""
    left = D.ROUNDS - s.round + (1 if s.phase in ("upkeep", "setup") else 0)
    v = 0.0
    for q in range(B.N_PROV):
        if s.ctrl[q] != p:
            continue
        sp = s.special[q]
        if sp == D.SHRINE:
            v += 1.0 * left
        elif sp == D.PEACE:
            v += 0.2 * left
        elif sp in (D.DEF1, D.DEF2):
            v += 0.2 * D.DEFENSE_VALUE[sp] * left
    return v


def _public_total(s: State, o: int) -> int:
    b = score_breakdown(s, o)
    return b["total"] - b["objective"]  # another player's objective is secret (§21)


def _evaluate(s: State, p: int) -> float:
    """My public score (plus my objective) against the best opponent's public score."""
    pts, holders = public_scores(s)
    o = s.objective[p]
    mine = pts[p] + (D.OBJECTIVES[o][3] if o >= 0 and objective_met(s, p, o) else 0)
    best = max(0, *(pts[x] for x in range(s.n) if x != p))
    territory_edge = holders.count(p)
    return mine - best + 0.1 * territory_edge


__all__ = ["HeuristicAgent", "Expect"]
