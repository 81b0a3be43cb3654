"""Terminal presentation of Battle for Rokugan decisions: long option lists as short successive choices.

The decision interface is unchanged (agents, the browser and records see the same options and ids); this
module only groups a long list for a person at a terminal: a placement (after the token was chosen) is asked
as "which province", then "where in or around it"; a province choice (starting tokens, cards) as "which
territory", then "which province". Legality marks use only what the chooser knows (their own token).
"""

from __future__ import annotations

from rokugan.core.decision import Decision, Option

from . import board as B
from . import data as D
from . import primitives as P
from .phases import _LOC_BY_ID
from .state import State

Group = tuple[str, list[tuple[str, str]]]  # (title, [(option id, label)])
GROUP_ABOVE = 12  # lists longer than this are asked in two steps


def menu(s: State, d: Decision, viewer: int | None) -> list[Group] | None:
    """Groups for a long decision of `viewer`, or None to show it as one list."""
    if viewer != d.player or len(d.options) <= GROUP_ABOVE:
        return None
    if d.kind == "place" and all(o.id in _LOC_BY_ID for o in d.options):
        return _placement_groups(s, d)
    if all("province" in o.payload and o.payload["province"] in B.P_INDEX for o in d.options):
        return _territory_groups(s, d)
    return None


def _owner_text(s: State, q: int, viewer: int) -> str:
    c = s.ctrl[q]
    if c < 0:
        return "nobody's"
    return "yours" if c == viewer else f"{s.clans[c].capitalize()}'s"  # the clan: short, and on the map


def _placement_groups(s: State, d: Decision) -> list[Group]:
    top = s.steps[-1] if s.steps else ()
    token = top[2] if len(top) > 2 and top[0] == "place_loc" else -1
    kind = s.kind[token] if token >= 0 else -1
    what = D.token_name(kind, s.strength[token]) if token >= 0 else "this token"
    by_prov: dict[int, list[tuple[str, str, bool]]] = {}
    for o in d.options:
        pos, target = _LOC_BY_ID[o.id]
        legal = kind == D.BLUFF or (kind >= 0 and P.legal_at(s, d.player, kind, pos, target))
        if pos >= B.CENTRE:
            label = f"centre of {B.DISPLAY[target]}"
        elif pos < B.N_LAND:
            label = f"border from {B.DISPLAY[B.other_side(pos, target)]} → {B.DISPLAY[target]}"
        else:
            label = f"from the sea → {B.DISPLAY[target]}"
        by_prov.setdefault(target, []).append((o.id, label, legal))
    groups: list[tuple[tuple[bool, bool, int], Group]] = []
    for q, items in by_prov.items():
        n_legal = sum(1 for _i, _l, ok in items if ok)
        marks = ("★" if B.CAPITAL[q] else "") + ("~" if P.is_coastal(s, q) else "")
        title = (f"{B.DISPLAY[q]}{marks} ({_owner_text(s, q, d.player)}, {B.FLOWERS[q]}✿): "
                 + (f"{n_legal} place{'' if n_legal == 1 else 's'}" if n_legal else "illegal"))
        entries = [(i, label if ok or kind == D.BLUFF else f"{label}  (illegal for {what}: removed at the reveal, "
                    "like a bluff)") for i, label, ok in sorted(items, key=lambda x: not x[2])]
        groups.append(((not n_legal, s.ctrl[q] != d.player, q), (title, entries)))
    groups.sort(key=lambda g: g[0])  # legal places first: your provinces, then the others, in map order
    return [g for _k, g in groups]


def _territory_groups(s: State, d: Decision) -> list[Group]:
    by_terr: dict[int, list[tuple[str, str]]] = {}
    for o in d.options:
        q = B.P_INDEX[o.payload["province"]]
        marks = ("★" if B.CAPITAL[q] else "") + ("~" if P.is_coastal(s, q) else "")
        by_terr.setdefault(B.TERRITORY[q], []).append(
            (o.id, f"{o.label}{marks} ({_owner_text(s, q, d.player)}, {B.FLOWERS[q]}✿)"))
    return [(f"{B.TERRITORIES[t].replace('_', ' ').title()}: {len(items)} province{'' if len(items) == 1 else 's'}",
             items)
            for t, items in sorted(by_terr.items())]


def option_text(o: Option) -> str | None:
    """What an option's card or objective does (BfR §10.2, §12, §16), when it has one."""
    text = o.payload.get("text")
    return str(text) if text else None


LEGEND = ("Legend: ★ capital (printed +2 defense) · ~ coastal · N✿ honor it gives its holder at the end · "
          "def+N printed defense · Name ▼N▲M its holder, face-down and face-up control tokens · #N a combat "
          "token's placement number this round · ← a token on a border pointing into the province · "
          "? a face-down token you have not seen · [..] a special token")
