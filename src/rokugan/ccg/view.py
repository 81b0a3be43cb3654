"""Per-player views (ARCHITECTURE "Per-player views"): hidden cards are opaque, with no id at all."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rokugan.catalog import cards as T

from . import stats
from .state import FOCUS, HOME, State

if TYPE_CHECKING:
    from .game import CCGGame

HIDDEN: dict[str, Any] = {"hidden": True}


def card(s: State, c: int) -> dict[str, Any]:
    f = s.facts[c]
    d: dict[str, Any] = {"id": c, "card": f.id, "title": f.title, "type": f.type}
    if s.zone[c] == 4:  # in play
        d["bowed"] = s.bowed[c]
        if f.type == T.PERSONALITY:
            d.update(force=stats.force(s, c), chi=stats.chi(s, c),
                     personal_honor=stats.stat(s, c, "personal_honor"), dishonored=s.dishonored[c],
                     location="home" if s.location[c] == HOME else s.location[c],
                     attachments=[card(s, a) for a in s.attached[c]])
        elif f.type in (T.FOLLOWER, T.ITEM):
            d.update(force=stats.force(s, c) if f.type == T.FOLLOWER else stats.modifier(s, c, "force"),
                     chi=stats.modifier(s, c, "chi") if f.type == T.ITEM else None)
        elif f.type == T.HOLDING:
            from .flow import source_gold
            d["gold"] = source_gold(s, c, -1)[0]  # what bowing it produces now (its traits included)
    else:
        if f.type == T.PERSONALITY:
            d.update(force=f.force, chi=f.chi, gold_cost=f.gold_cost, honor_requirement=f.honor_requirement,
                     personal_honor=f.personal_honor)
        elif f.gold_cost is not None:
            d["gold_cost"] = f.gold_cost
        if s.dead[c]:
            d["dead"] = True
            d["dishonored"] = s.dishonored[c]
    if f.keywords:
        d["keywords"] = list(f.keywords)
    text = card_text(f.id)
    if text:
        d["text"] = text  # the card's abilities as the vocabulary renders them (never the printed text)
    return d


@lru_cache(maxsize=4096)
def card_text(card_id: str) -> str | None:
    from .abilities import rendered_text
    return rendered_text(card_id)


def view(game: CCGGame, viewer: int | None) -> dict[str, Any]:
    s = game.s
    players = []
    for p in s.players:
        mine = viewer == p.seat
        provinces = []
        for i, pr in enumerate(p.provinces):
            provinces.append({
                "index": i, "alive": p.province_alive[i],
                "strength": stats.province_strength(s, p.seat, i) if p.province_alive[i] else None,
                "cards": [card(s, c) if s.face_up[c] else dict(HIDDEN) for c in pr],
            })
        players.append({
            "seat": p.seat, "name": p.name, "honor": p.honor, "gold_pool": p.gold_pool, "clan": p.clan,
            "lost": p.lost,
            "stronghold": card(s, p.stronghold) | {"gold_production": stats.gold_production(s, p.stronghold),
                                                    "province_strength": stats.stat(s, p.stronghold,
                                                                                    "province_strength")},
            "sensei": card(s, p.sensei) if p.sensei >= 0 else None,
            "provinces": provinces,
            "in_play": [card(s, c) for c in p.home],
            "hand": [card(s, c) for c in p.hand] if mine else len(p.hand),
            "dynasty_deck": len(p.dyn_deck), "fate_deck": len(p.fate_deck),
            "dynasty_discard": [card(s, c) for c in p.dyn_discard],
            "fate_discard": [card(s, c) for c in p.fate_discard],
            "removed": [card(s, c) for c in p.removed],
        })
    out: dict[str, Any] = {
        "game": "ccg", "turn": s.turn, "active": s.active, "phase": s.phase, "favor": s.favor,
        "players": players, "viewer": viewer,
        "result": s.result.to_json() if s.result else None,
    }
    if s.battle:
        b = s.battle
        from .battle import field_label
        out["battle"] = {"attacker": b["attacker"], "defender": b["defender"], "battlefields": b["fields"],
                         "fought": b["fought"], "current": b["current"],
                         "labels": {str(bf): field_label(bf) for bf in b["fields"]}}
    if s.duel:
        d = s.duel
        focused = []
        for side in (0, 1):
            seat = d["players"][side]
            focused.append([
                card(s, c) if s.face_up[c] or (viewer == seat and c not in d["from_deck"][side]) else dict(HIDDEN)
                for c in d["focused"][side] if s.zone[c] == FOCUS])
        out["duel"] = {"challenger": card(s, d["challenger"]), "challenged": card(s, d["challenged"]),
                       "stat": d["stat"], "focused": focused}
    dec = game.pending()
    if dec is not None:
        out["decision"] = dec.to_json() if viewer == dec.player else {"player": dec.player, "kind": dec.kind}
    out["log"] = game.log_lines(viewer, max(0, len(s.log) - 30))
    return out
