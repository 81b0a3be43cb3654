"""Per-player views (BfR §21 hidden vs public information) and the terminal rendering of the map.

A face-down combat token is shown to a player only if it is theirs, or they looked at it (scout, first
player card, Scorpion peek, Dark Favors). Others see its owner and position and its public placement
number, nothing else. Hands, pools' contents, objectives and held territory cards (by default) are private.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from rokugan.core.decision import Decision
from rokugan.core.table import fit, wrap

from . import board as B
from . import data as D
from .primitives import is_coastal
from .scoring import objective_met, province_honor, score_breakdown
from .state import ASIDE, State
from .texts import (
    FIRST_PLAYER_TEXT,
    SCOUT_TEXT,
    SHUGENJA_TEXT,
    SPECIAL_TEXT,
    ability_text,
    card_text,
    objective_text,
)


def _sees(s: State, t: int, viewer: int | None) -> bool:
    if s.up[t]:
        return True
    if viewer is None:
        return False
    return s.owner(t) == viewer or bool(s.known[t] >> viewer & 1)


def _token(s: State, t: int, viewer: int | None) -> dict[str, Any]:
    d: dict[str, Any] = {"seq": s.seq[t], "owner": s.owner(t), "face_up": s.up[t]}
    pos = s.pos[t]
    if pos >= B.CENTRE:
        d["at"] = "centre"
        d["province"] = B.PROVINCES[pos - B.CENTRE]
    else:
        d["at"] = "border"
        d["target"] = B.PROVINCES[s.target[t]]
        if pos < B.N_LAND:
            a, b = B.LAND[pos]
            d["from"] = B.PROVINCES[a if b == s.target[t] else b]
        else:
            d["from"] = "sea" if pos != B.HARBOR_SLOT else "harbor"
    if _sees(s, t, viewer):
        d["kind"] = D.KIND_NAMES[s.kind[t]]
        if s.kind[t] in D.FIGHTERS:
            d["strength"] = s.strength[t]
    bl = s.blessings_on(t)
    if bl:
        d["blessings"] = [s.strength[b] for b in bl]
    return d


def view(s: State, viewer: int | None, pending: Decision | None) -> dict[str, Any]:
    over = s.result is not None
    provinces = []
    for q in range(B.N_PROV):
        provinces.append({
            "id": B.PROVINCES[q], "name": B.DISPLAY[q], "territory": B.TERRITORIES[B.TERRITORY[q]],
            "flowers": B.FLOWERS[q],
            "honor": province_honor(s, q), "capital": B.CAPITAL[q], "coastal": is_coastal(s, q),
            "printed_defense": B.PRINTED_DEFENSE[q], "neighbours": [B.PROVINCES[r] for r in B.NEIGHBOURS[q]],
            "controller": s.ctrl[q], "face_up": s.n_up[q], "face_down": s.n_down[q],
            "special": D.SPECIAL_NAMES[s.special[q]] or None,
            "centre": [_token(s, t, viewer) for t in sorted(s.centre[q], key=lambda t: s.seq[t])],
        })
    borders = []
    for sl in range(B.N_SLOTS):
        t = s.slot_tok[sl]
        if t >= 0:
            borders.append(_token(s, t, viewer))
    players = []
    for p in range(s.n):
        own = viewer == p
        pub = score_breakdown(s, p)
        tcs = []
        for c in s.tcards[p]:
            from .resolution import territory_of_card
            entry: dict[str, Any] = {"territory": B.TERRITORIES[territory_of_card(s, c)]}
            if own or not s.rules.territory_cards_secret or over:
                entry["card"] = D.TERRITORY_CARDS[c][1]
                entry["text"] = card_text(c)
            tcs.append(entry)
        pl: dict[str, Any] = {
            "seat": p, "name": s.names[p], "clan": s.clans[p], "ronin": s.ronin[p],
            "control_supply": s.supply[p], "provinces": len(s.provinces_of(p)),
            "hand_count": len(s.hands[p]), "pool_count": len(s.pools[p]),
            "discard": [D.token_name(s.kind[t], s.strength[t]) for t in s.discards[p]],
            "bluff_set_aside": s.where[s.bluff_of(p)] == ASIDE,
            "scouts": s.scouts[p], "shugenja": s.shugenja[p], "first_player_card": s.fp_holder == p,
            "territory_cards": tcs, "ability": ability_text(s.clans[p], s.rules),
            "honor_forecast": {"flowers": pub["flowers"], "face_up": pub["face_up"],
                               "territories": pub["territories"]},
        }
        if own:
            pl["hand"] = [D.token_name(s.kind[t], s.strength[t]) for t in s.hands[p]]
        if own or over:
            o = s.objective[p]
            if o >= 0:
                pl["objective"] = {"name": D.OBJECTIVES[o][0], "honor": D.OBJECTIVES[o][3],
                                   "met": objective_met(s, p, o), "text": objective_text(o)}
                pl["honor_forecast"]["objective"] = pub["objective"]
            elif own:
                pl["objective_choices"] = [D.OBJECTIVES[x][0] for x in s.objectives_dealt[p]]
                pl["objective_choices_text"] = [objective_text(x) for x in s.objectives_dealt[p]]
        if over:
            pl["honor"] = pub["total"]
            pl["score"] = pub  # §17 breakdown: flowers (honor_tokens of them), face_up, objective, territories
        players.append(pl)
    out: dict[str, Any] = {
        "game": "bfr", "viewer": viewer, "round": s.round, "phase": s.phase, "first_player": s.first,
        "first_player_card_used": s.fp_used, "initiative_left": len(s.initiative),
        "players": players, "provinces": provinces, "borders": borders,
        "territories": [{"id": B.TERRITORIES[t], "kind": B.T_KIND[t], "card_on_space": s.tspace[t] >= 0}
                        for t in range(B.N_TERR)],
        "played_cards": [D.TERRITORY_CARDS[c][1] for c in s.played],
        "card_texts": _CARD_TEXTS,
        "result": s.result.to_json() if s.result else None,
    }
    if pending is not None:
        dec: dict[str, Any] = {"player": pending.player, "kind": pending.kind}
        if viewer == pending.player:
            dec = pending.to_json()
            if pending.kind == "place":
                out["legal_places"] = legal_places(s, pending)
        out["decision"] = dec
    out["layout"] = LAYOUT
    return out


def legal_places(s: State, d: Decision) -> list[str]:
    """The options of a placement decision where the chooser's own token is legal as the board stands (BfR
    §6.9): the browser marks the others, which faithful mode accepts but step 2 removes (§7.2)."""
    from .phases import _LOC_BY_ID
    from .primitives import legal_at

    top = s.steps[-1] if s.steps else ()
    if len(top) < 3 or top[0] != "place_loc":
        return [o.id for o in d.options]
    t = top[2]
    kind = s.kind[t]
    out = []
    for o in d.options:
        if o.id.startswith("on#"):
            host = s.by_seq(int(o.id[3:]))
            if host >= 0 and s.kind[host] in D.FIGHTERS:
                out.append(o.id)
        elif o.id in _LOC_BY_ID and (kind == D.BLUFF or legal_at(s, d.player, kind, *_LOC_BY_ID[o.id])):
            out.append(o.id)
    return out


# the project's schematic drawing of the board (data/layout.json), sent with every view for the browser map
LAYOUT: dict[str, Any] = json.loads(resources.files("rokugan.bfr").joinpath("data/layout.json").read_text("utf-8"))
del LAYOUT["about"]


_CARD_TEXTS = {"scout": SCOUT_TEXT, "shugenja": SHUGENJA_TEXT, "first_player_card": FIRST_PLAYER_TEXT}


def _tok_text(t: dict[str, Any], names: list[str]) -> str:
    what = t.get("kind", "?")
    if "strength" in t:
        what += f" {t['strength']}"
    if t.get("blessings"):
        what += "+" + "+".join(str(b) for b in t["blessings"])
    return f"#{t['seq']} {names[t['owner']]}:{what}"


def render(v: dict[str, Any]) -> str:
    """A text map a person can follow: provinces by territory, control, tokens this viewer may see, what each
    player's ability, objective and cards do, the score breakdown at the end, and a legend."""
    from .terminal import LEGEND

    names = [p["clan"].capitalize() for p in v["players"]]
    lines = [f"Round {v['round']}/5 · {v['phase']} · first player: {names[v['first_player']]}"]
    pname = {p["id"]: p["name"] for p in v["provinces"]}
    incoming: dict[str, list[str]] = {}
    for t in v["borders"]:
        src = pname.get(t["from"], t["from"])
        incoming.setdefault(t["target"], []).append(f"{_tok_text(t, names)} from {src}")
    terr_of: dict[str, list[dict[str, Any]]] = {}
    for p in v["provinces"]:
        terr_of.setdefault(p["territory"], []).append(p)
    specials: set[str] = set()
    for terr in v["territories"]:
        card = " [territory card on its space]" if terr["card_on_space"] else ""
        lines.append(f"{terr['id'].replace('_', ' ').upper()}{card}")
        for p in terr_of[terr["id"]]:
            ctl = "—" if p["controller"] < 0 else f"{names[p['controller']]} ▼{p['face_down']}▲{p['face_up']}"
            marks = ("★" if p["capital"] else "") + ("~" if p["coastal"] else "")
            defense = f" def+{p['printed_defense']}" if p["printed_defense"] else ""
            special = f" [{p['special']}]" if p["special"] else ""
            if p["special"]:
                specials.add(p["special"])
            line = f"  {p['name']:<18}{marks:<3}{p['honor']}✿{defense:<7} {ctl}{special}"
            if p["centre"]:
                line += "  centre: " + ", ".join(_tok_text(t, names) for t in p["centre"])
            lines.append(line)
            for a in incoming.get(p["id"], []):
                lines.append(f"      ← {a}")
    lines.append("")
    over = v["result"] is not None
    for pl in v["players"]:
        fc = pl["honor_forecast"]
        honor = sum(fc.values())
        bits = [_who(pl), f"provinces {pl['provinces']}",
                f"honor so far {honor}" if not over else f"final honor {pl['honor']}",
                f"hand {pl['hand_count']}", f"pool {pl['pool_count']}", f"scouts {pl['scouts']}",
                f"shugenja {pl['shugenja']}"]
        if pl["ronin"]:
            bits.append("RONIN")
        if pl["first_player_card"]:
            bits.append("first player card")
        if pl["territory_cards"]:
            bits.append("cards: " + ", ".join(c.get("card", c["territory"] + " card") for c in pl["territory_cards"]))
        lines.append(" · ".join(bits))
        own = "hand" in pl
        if own:
            lines.append(f"   your hand: {', '.join(pl['hand'])}")
            lines.append(f"   your clan ability: {pl['ability']}")
            for c in pl["territory_cards"]:
                if "text" in c:
                    lines.append(f"   {c['card']}: {c['text']}")
        if "objective" in pl:
            o = pl["objective"]
            lines.append(f"   objective: {o['name']} — {o['text']} ({'met' if o['met'] else 'not met'} now)")
        elif "objective_choices" in pl:
            for name, text in zip(pl["objective_choices"], pl.get("objective_choices_text", []), strict=False):
                lines.append(f"   objective dealt: {name} — {text}")
    lines.append("")
    lines.append(LEGEND)
    for sp in sorted(specials):
        lines.append(f"  [{sp}]: {SPECIAL_TEXT.get(sp, '')}")
    if over:  # last, where the screen ends
        lines.append("")
        lines.extend(final_score(v))
    return "\n".join(lines)


def final_score(v: dict[str, Any]) -> list[str]:
    """The score breakdown (BfR §17) as a table: one row per player, its columns aligned whatever the names."""
    heads = ("provinces", "flowers", "honor tokens", "face-up", "objective", "territories", "total")
    w = max(len(pl["name"]) for pl in v["players"])
    out = ["Final score (BfR §17):", f"  {'':<{w}}  " + "  ".join(heads)]
    for pl in v["players"]:
        sc = pl["score"]
        cells = (sc["provinces"], sc["flowers"] - sc["honor_tokens"], sc["honor_tokens"], sc["face_up"],
                 sc["objective"], sc["territories"], sc["total"])
        out.append(f"  {pl['name']:<{w}}  " + "  ".join(f"{c:>{len(h)}}" for c, h in zip(cells, heads, strict=True)))
    winners = [v["players"][w]["name"] for w in (v["result"] or {}).get("winners", [])]
    out.append(f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}." if winners else "A draw.")
    return out


def _who(pl: dict[str, Any]) -> str:
    """A player and their clan, the clan said once: "Player (Dragon)", "Computer (Scorpion)"."""
    clan = str(pl["clan"]).capitalize()
    return str(pl["name"]) if clan.lower() in str(pl["name"]).lower() else f"{pl['name']} ({clan})"


def header(v: dict[str, Any]) -> str:
    """The round and phase: the terminal prints the summary again when it changes."""
    names = [p["clan"].capitalize() for p in v["players"]]
    return f"=== Round {v['round']}/5 · {v['phase']} phase · first player: {names[v['first_player']]} ==="


def summary(v: dict[str, Any], viewer: int | None, width: int = 100) -> list[str]:
    """The board in a few lines (the map is `b`): round and phase, one line per player, your hand."""
    lines = [header(v)]
    over = v["result"] is not None
    rows: list[tuple[list[str], list[str]]] = []
    for pl in v["players"]:
        honor = sum(pl["honor_forecast"].values()) if not over else pl["honor"]
        name = _who(pl)
        if pl["seat"] == viewer:
            name = name[:-1] + ", you)" if name.endswith(")") else name + " (you)"
        tail = (" · RONIN" if pl["ronin"] else "") + (" · first player card" if pl["first_player_card"] else "")
        n = pl["provinces"]
        long = (f"  {name}: {n} province{'' if n == 1 else 's'} · honor {'so far ' if not over else ''}{honor} · "
                f"hand {pl['hand_count']} · pool {pl['pool_count']} · scouts {pl['scouts']} · "
                f"shugenja {pl['shugenja']}{tail}")
        short = (f"  {name}: {n} prov. · honor {honor} · hand {pl['hand_count']} · pool {pl['pool_count']} · "
                 f"scouts {pl['scouts']} · shug. {pl['shugenja']}{tail.replace('first player', '1st player')}")
        more = []
        if "hand" in pl and pl["hand"]:
            more.append(f"    your hand: {', '.join(pl['hand'])}")
        if "objective" in pl:
            o = pl["objective"]
            more.append(f"    your objective: {o['name']} ({'met' if o['met'] else 'not met'} now)")
        rows.append(([long, short], more))
    fits = all(len(r[0][0]) <= width for r in rows)  # one wording for every player, the long one if all fit
    for (long_short, more) in rows:
        lines.append(long_short[0] if fits else long_short[1])
        for m in more:
            lines.extend(wrap(m, width).splitlines())
    return lines


def status(v: dict[str, Any], viewer: int | None, width: int = 100) -> str:
    """One line of where the game stands, within `width` columns: numbers are never cut."""
    variants = []
    for short in (0, 1, 2, 3):
        bits = []
        for pl in v["players"]:
            who = "You" if pl["seat"] == viewer else pl["clan"].capitalize()
            honor = sum(pl["honor_forecast"].values())
            bits.append(f"{who} {pl['provinces']} prov, {honor}✿" if short < 2
                        else f"{who[:3] if short == 3 and who != 'You' else who} {pl['provinces']}p {honor}✿")
        head = f"[Round {v['round']}/5 · {v['phase']}]" if short < 3 else f"[R{v['round']} {v['phase']}]"
        variants.append(f"{head} " + " · ".join(bits) + ("  (b: the map)" if short == 0 else ""))
    return fit(variants, width)


def render_abilities(v: dict[str, Any]) -> str:
    """Every player's clan ability (public, BfR §15)."""
    return "\n".join(f"{_who(pl)}: {pl['ability']}" for pl in v["players"])


__all__ = ["view", "render"]
