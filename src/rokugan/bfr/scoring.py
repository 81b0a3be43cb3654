"""End of the game and scoring (BfR §17) and the secret objectives (§16)."""

from __future__ import annotations

from . import board as B
from . import data as D
from .resolution import controls_territory
from .state import State


def province_honor(s: State, q: int) -> int:
    """§17.1: printed flowers (4 with Bushido), +1/+2 honor token, +1 defense token; Shadowlands 0."""
    if B.SHADOWLANDS[q]:
        return 0
    sp = s.special[q]
    flowers = 4 if sp == D.HONOR4 else B.FLOWERS[q]
    if sp == D.HONOR1:
        flowers += 1
    elif sp == D.HONOR2:
        flowers += 2
    elif sp in (D.DEF1, D.DEF2):
        flowers += 1
    return flowers


def objective_met(s: State, p: int, o: int) -> bool:
    _name, kind, arg, _honor = D.OBJECTIVES[o]
    mine = [q for q in range(B.N_PROV) if s.ctrl[q] == p]
    if kind == "clan":
        terr = B.T_INDEX[arg]
        return s.ctrl[B.CAPITAL_OF[arg]] == p or sum(1 for q in mine if B.TERRITORY[q] == terr) >= 2
    if kind == "sail":
        return sum(1 for q in mine if B.COASTAL[q] or (q == s.harbor and s.rules.harbor_coastal_for_sail)) >= 6
    if kind == "humility":  # fewest provinces; ties succeed, 0 included
        return len(mine) <= min(len(s.provinces_of(x)) for x in range(s.n))
    if kind == "web":
        terrs = {B.TERRITORY[q] for q in mine if s.rules.shadowlands_are_territories or not B.SHADOWLANDS[q]}
        return len(terrs) >= 7
    if kind == "shadowlands":
        return all(s.ctrl[q] == p for q in range(B.N_PROV) if B.SHADOWLANDS[q])
    if kind == "chain":
        return _emerald(s, set(mine))
    raise AssertionError(kind)


def _emerald(s: State, mine: set[int]) -> bool:
    """Emerald Empire (§16 [UNSURE] 17): six controlled provinces in a land chain spanning three territories."""
    def terr_ok(qs: list[int] | set[int]) -> bool:
        return len({B.TERRITORY[q] for q in qs if s.rules.shadowlands_are_territories or not B.SHADOWLANDS[q]}) >= 3

    if s.rules.emerald_empire == "connected":
        seen: set[int] = set()
        for start in mine:
            if start in seen:
                continue
            comp = {start}
            todo = [start]
            while todo:
                q = todo.pop()
                for r in B.NEIGHBOURS[q]:
                    if r in mine and r not in comp:
                        comp.add(r)
                        todo.append(r)
            seen |= comp
            if len(comp) >= 6 and terr_ok(comp):
                return True
        return False

    path: list[int] = []

    def dfs(q: int) -> bool:
        path.append(q)
        if len(path) == 6:
            ok = terr_ok(path)
            path.pop()
            return ok
        for r in B.NEIGHBOURS[q]:
            if r in mine and r not in path and dfs(r):
                path.pop()
                return True
        path.pop()
        return False

    return any(dfs(q) for q in sorted(mine))


def score_breakdown(s: State, p: int) -> dict[str, int]:
    """§17: flowers (with the honor and defense tokens' part also given alone as `honor_tokens`), face-up
    tokens, objective, territories, the total; `provinces` is the count of provinces held (no points)."""
    mine = [q for q in range(B.N_PROV) if s.ctrl[q] == p]
    flowers = sum(province_honor(s, q) for q in mine)
    tokens = sum(province_honor(s, q) - B.FLOWERS[q] for q in mine if not B.SHADOWLANDS[q])
    faceup = sum(s.n_up[q] for q in mine if not B.SHADOWLANDS[q])
    o = s.objective[p]
    objective = D.OBJECTIVES[o][3] if o >= 0 and objective_met(s, p, o) else 0
    territories = 5 * sum(1 for t in range(B.N_TERR) if B.T_KIND[t] != "shadowlands" and controls_territory(s, p, t))
    return {"flowers": flowers, "face_up": faceup, "objective": objective, "territories": territories,
            "total": flowers + faceup + objective + territories, "provinces": len(mine), "honor_tokens": tokens}


def final_scores(s: State) -> list[int]:
    """Every player's §17 total, as `score_breakdown` gives it (one pass over the board for all players)."""
    pts, holders = public_scores(s)
    out = []
    for p in range(s.n):
        o = s.objective[p]
        out.append(pts[p] + (D.OBJECTIVES[o][3] if o >= 0 and objective_met(s, p, o) else 0))
    return out


def territory_holders(s: State) -> list[int]:
    """For each territory, the player who controls it (§7.7, as `resolution.controls_territory`), or -1."""
    ctrl, special = s.ctrl, s.special
    out = []
    for provs in B.PROVINCES_OF:
        holder = -1
        for q in provs:
            if special[q] == D.SCORCHED:
                continue
            c = ctrl[q]
            if c < 0 or (holder >= 0 and c != holder):
                holder = -1
                break
            holder = c
        out.append(holder)
    return out


def public_scores(s: State) -> tuple[list[int], list[int]]:
    """Each player's §17 total without the objective (flowers with honor and defense tokens, face-up control
    tokens, 5 per non-Shadowlands territory), and `territory_holders` (the speed path of the searches' scoring:
    the same numbers as `score_breakdown`)."""
    pts = [0] * s.n
    ctrl, special, n_up = s.ctrl, s.special, s.n_up
    for q in _SCORING_PROVINCES:
        c = ctrl[q]
        if c >= 0:
            sp = special[q]
            if sp:
                pts[c] += province_honor(s, q) + n_up[q]
            else:
                pts[c] += B.FLOWERS[q] + n_up[q]
    holders = territory_holders(s)
    for terr in _SCORING_TERRITORIES:
        h = holders[terr]
        if h >= 0:
            pts[h] += 5
    return pts, holders


_SCORING_PROVINCES = [q for q in range(B.N_PROV) if not B.SHADOWLANDS[q]]
_SCORING_TERRITORIES = [t for t in range(B.N_TERR) if B.T_KIND[t] != "shadowlands"]
