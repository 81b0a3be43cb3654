"""A rule-based computer player for the classic CCG (agent "heuristic"): plays like a cautious beginner who
knows the rules. It reads only what its seat may see: the board, face-up cards, its own hand, the size of the
other hands and decks (never a face-down card, a deck's order or another hand's contents).

Economy first: it recruits Holdings while its Gold Production is low, then the strongest Personalities it can
afford (Proclaiming when it can); it equips attachments; it Lobbies; it attacks when its army at home can break
the weakest Province through the Defender's army, with everything at that one battlefield; it defends a Province
that would fall when its defenders can hold it; in battles it uses its cards' abilities (attacks, bonuses,
Tactical Advantage) and aims them at the strongest enemy or its own attackers; it pays with the smallest source
that completes a cost.
"""

from __future__ import annotations

import random
from typing import Any

from rokugan.catalog import cards as T
from rokugan.core.decision import Decision

from . import stats
from .state import HOME, PLAY, State

HARMFUL = ("attack", "fear", "bow", "destroy", "dishonor", "-", "move home", "send", "penalty", "lose")


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ------------------------------------------------------------------------------------------------ helpers
    def choose(self, game: Any, d: Decision) -> str:
        s: State = game.s
        me = d.player
        ids = [o.id for o in d.options]
        if len(ids) == 1:
            return ids[0]
        pick = getattr(self, f"_{d.kind}", None)
        choice = pick(s, me, d) if pick is not None else None
        if choice is None or choice not in ids:
            non_pass = [i for i in ids if i not in ("pass", "done", "no", "none", "fail", "keep")]
            choice = self.rng.choice(non_pass or ids)
        return choice

    @staticmethod
    def _force(s: State, c: int) -> int:
        return stats.unit_force(s, c, resolution=True) if s.zone[c] == PLAY else 0

    def _home_force(self, s: State, seat: int) -> int:
        return sum(self._force(s, c) for c in s.players[seat].home
                   if s.facts[c].type == T.PERSONALITY and s.location[c] == HOME and not s.bowed[c])

    def _spare_gold(self, s: State, seat: int) -> int:
        """Gold it may spend before its Dynasty Phase: what its unbowed sources make beyond the cheapest
        Personality or Holding face up in its Provinces (all of it in another player's turn)."""
        from .flow import cards_in_provinces, gold_sources, source_gold
        have = s.players[seat].gold_pool + sum(source_gold(s, c, -1)[0] for c in gold_sources(s, seat))
        if s.active != seat:
            return have
        costs = [stats.gold_cost(s, c) for c in cards_in_provinces(s, seat)
                 if s.facts[c].type in (T.PERSONALITY, T.HOLDING)]
        return max(0, have - max(costs, default=0))

    @staticmethod
    def _gold_production(s: State, seat: int) -> int:
        p = s.players[seat]
        total = stats.gold_production(s, p.stronghold) if p.stronghold >= 0 else 0
        return total + sum(stats.gold_production(s, c) for c in p.home if s.facts[c].type == T.HOLDING)

    # ------------------------------------------------------------------------------------------------ decisions
    def _pay(self, s: State, me: int, d: Decision) -> str | None:
        need = _need(d.prompt)
        srcs = [(int((o.payload or {}).get("gold", 0)), o.id) for o in d.options]
        enough = sorted(g for g in srcs if g[0] >= need)
        if enough:
            return enough[0][1]  # the smallest source that completes the cost
        return max(srcs)[1] if srcs else None

    def _action(self, s: State, me: int, d: Decision) -> str | None:
        ids = [o.id for o in d.options]
        prompt = d.prompt
        if prompt.startswith("Dynasty Phase"):
            return self._dynasty(s, me, d)
        scored: list[tuple[float, str]] = []
        spare = self._spare_gold(s, me)
        for o in d.options:
            head = o.id.split(":")[0]
            label = o.label.lower()
            if _gold_of(s, o) > spare:
                continue  # keep the Gold for the Dynasty Phase
            if head in ("equip", "bequip"):
                scored.append((5.0, o.id))
            elif head == "lobby":
                scored.append((6.0, o.id))
            elif head == "tactical":
                scored.append((4.0, o.id))
            elif head == "favor_battle":
                scored.append((3.0, o.id))
            elif head == "ab":
                if "move home" in label and "enemy" not in label and "target" not in label:
                    continue  # retreating its own unit
                if "destroy this" in label or "discard this" in label:
                    continue
                scored.append((2.0 + ("attack" in label) + ("+" in label), o.id))
            elif head in ("recruit", "reserve") and "battle" in prompt.lower():
                scored.append((3.0, o.id))
        if scored:
            return max(scored)[1]
        return "pass" if "pass" in ids else None

    def _dynasty(self, s: State, me: int, d: Decision) -> str | None:
        gp = self._gold_production(s, me)
        best: tuple[float, str] | None = None
        for o in d.options:
            if not o.id.startswith(("recruit:", "overlay:")):
                continue
            c = int(o.id.split(":")[1])
            f = s.facts[c]
            if o.id.startswith("overlay:"):
                score = 20.0
            elif f.type == T.HOLDING:
                g = stats.gold_production(s, c)
                score = (12.0 if gp < 9 else 2.0) + g - 0.2 * stats.gold_cost(s, c)
            else:
                score = 8.0 + 1.5 * stats.force(s, c) + stats.chi(s, c) * 0.5 + stats.printed(s, c, "personal_honor")
                if "proclaim" in o.id or o.id.endswith(":eep") or o.id.endswith(":eeap"):
                    score += 1.0
            if best is None or score > best[0]:
                best = (score, o.id)
        if best:
            return best[1]
        # nothing it can buy: clear Provinces of what it cannot afford (a face-down card refills them)
        honor = s.players[me].honor
        stuck: list[tuple[int, str]] = []
        for o in d.options:
            if o.id.startswith("ddiscard:"):
                c = int(o.id.split(":")[1])
                f = s.facts[c]
                hr = stats.honor_requirement(s, c) if f.type == T.PERSONALITY else None
                if stats.gold_cost(s, c) > gp or (hr is not None and hr > honor) or f.type not in (
                        T.PERSONALITY, T.HOLDING):
                    stuck.append((stats.gold_cost(s, c), o.id))
        return max(stuck)[1] if stuck else "pass"

    def _attack(self, s: State, me: int, d: Decision) -> str | None:
        targets = [o for o in d.options if o.id.startswith("attack:")]
        if not targets:
            return "no_attack"
        mine = self._home_force(s, me)
        best = None
        for o in targets:
            foe = int(o.id.split(":")[1])
            p = s.players[foe]
            weakest = min(stats.province_strength(s, foe, i) for i, a in enumerate(p.province_alive) if a)
            margin = mine - weakest - 0.5 * self._home_force(s, foe)
            if best is None or margin > best[0]:
                best = (margin, o.id)
        if best is not None and (best[0] > 0 or "no_attack" not in [o.id for o in d.options]):
            return best[1]
        return "no_attack"

    def _assign(self, s: State, me: int, d: Decision) -> str | None:
        b = s.battle
        if b is None:
            return None
        opts = [o for o in d.options if o.id.startswith("assign:")]
        if me == b["attacker"]:
            foe = b["defender"]
            strengths = {bf: (stats.province_strength(s, foe, bf) if bf < 16 else 0) for bf in b["fields"]}
            target = min(strengths, key=lambda k: (strengths[k], k))
            # every unit to the weakest battlefield (a fixed one, so the army stays together)
            there = [o.id for o in opts if o.id.endswith(f":{target}")]
            forced = "done" not in [o.id for o in d.options]
            return there[0] if there else ("done" if not forced else opts[0].id)
        # defending: hold a battlefield whose Province would fall, if the defenders can win there
        foe = b["attacker"]
        risk: list[tuple[int, int]] = []
        for bf in b["fields"]:
            att = sum(self._force(s, c) for c in s.players[foe].home if s.location[c] == bf)
            mine = sum(self._force(s, c) for c in s.players[me].home if s.location[c] == bf)
            strength = stats.province_strength(s, me, bf) if bf < 16 else 0
            if att > mine + strength:
                risk.append((att - mine - strength, bf))
        if not risk:
            return "done"
        _, bf = max(risk)
        att = sum(self._force(s, c) for c in s.players[foe].home if s.location[c] == bf)
        free = self._home_force(s, me)
        mine_here = sum(self._force(s, c) for c in s.players[me].home if s.location[c] == bf)
        if free + mine_here + (stats.province_strength(s, me, bf) if bf < 16 else 0) < att and free + mine_here < att:
            return "done"  # cannot hold it: keep the units
        there = [o.id for o in opts if o.id.endswith(f":{bf}")]
        return there[0] if there else "done"

    def _battle(self, s: State, me: int, d: Decision) -> str | None:
        return d.options[0].id

    def _target(self, s: State, me: int, d: Decision) -> str | None:
        harmful = any(w in d.prompt.lower() for w in HARMFUL) or "enemy" in d.prompt.lower()
        best: tuple[float, str] | None = None
        for o in d.options:
            c = (o.payload or {}).get("card")
            if not isinstance(c, int) or c >= len(s.facts):
                continue
            mine = s.controller[c] == me if s.zone[c] == PLAY else True
            value = float(self._force(s, c)) if s.zone[c] == PLAY else float(stats.gold_cost(s, c) or 0)
            score = value if (harmful and not mine) or (not harmful and mine) else -value - 10
            if best is None or score > best[0]:
                best = (score, o.id)
        return best[1] if best else None

    _select = _target

    def _yes_no(self, s: State, me: int, d: Decision) -> str | None:
        return "yes"

    def _discard(self, s: State, me: int, d: Decision) -> str | None:
        cheapest = min(d.options, key=lambda o: _focus(s, (o.payload or {}).get("card")))
        return cheapest.id

    def _search(self, s: State, me: int, d: Decision) -> str | None:
        finds = [o.id for o in d.options if o.id.startswith("find:")]
        return finds[0] if finds else None

    def _cycle(self, s: State, me: int, d: Decision) -> str | None:
        return "done" if "done" in [o.id for o in d.options] else None

    def _duel(self, s: State, me: int, d: Decision) -> str | None:
        focus = [o for o in d.options if o.id.startswith("focus:")]
        if focus and self.rng.random() < 0.6:
            return max(focus, key=lambda o: _focus(s, (o.payload or {}).get("card"))).id
        return "strike" if "strike" in [o.id for o in d.options] else None


def _gold_of(s: State, o: Any) -> int:
    """The Gold an action option will cost (an Equip's card, an ability's printed Gold; variable Gold as 1)."""
    head = o.id.split(":")[0]
    c = (o.payload or {}).get("card")
    if head in ("equip", "bequip", "reserve_equip") and isinstance(c, int):
        return stats.gold_cost(s, c)
    if head == "ab" and isinstance(c, int) and c < len(s.facts) and "ability" in (o.payload or {}):
        from .interp import DEFS
        d = DEFS.get(s.facts[c].id)
        if d is not None:
            g = d.abilities[int(o.payload["ability"])].gold
            return 1 if g == "*" else int(g or 0)
    return 0


def _need(prompt: str) -> int:
    # "Pay 8 Gold (you have 1)"
    try:
        words = prompt.split()
        total = int(words[1])
        have = int(prompt.rsplit("have ", 1)[1].rstrip(")"))
        return max(0, total - have)
    except (IndexError, ValueError):
        return 0


def _focus(s: State, c: Any) -> int:
    if not isinstance(c, int) or c >= len(s.facts):
        return 0
    return int(s.facts[c].focus or 0)


class SearchAgent:
    """Agent "ismcts" for the classic CCG: information-set Monte Carlo search (rokugan.ai.paired) over
    `CCGGame.determinize` that plays the heuristic player's choice unless another option scores clearly better on the
    same determinizations; playouts by the heuristic run to the end of the next player's turn (at most `depth`
    decisions) and are scored by `CCGGame.evaluate`. One second per decision unless `iterations` is given."""

    name = "ismcts"

    def __init__(self, seed: int = 0, seconds: float | None = None, iterations: int | None = None,
                 depth: int = 40, **options: Any) -> None:
        from rokugan.ai.paired import PairedSearchAgent

        if seconds is None and iterations is None:
            seconds = 1.0
        self.search = PairedSearchAgent(seed, seconds=seconds, iterations=iterations, depth=depth,
                                        rollout=HeuristicAgent(seed ^ 0x77), prior=HeuristicAgent(seed ^ 0x99),
                                        mark=_turn, stop=_next_turn_over, **options)

    def choose(self, game: Any, d: Decision) -> str:
        return str(self.search.choose(game, d))


def _turn(game: Any) -> int:
    return int(game.s.turn)


def _next_turn_over(game: Any, start: int) -> bool:
    """A playout ends when the next player's turn is over."""
    return bool(game.s.turn > start + 1)
