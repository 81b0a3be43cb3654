"""The Battle for Rokugan map as fixed tables (BfR §3), loaded once from the project's `data/map.json`.

Provinces are numbered 0..29 in the file's order. Every place a combat token can sit on is a *slot*:

* land-border slots ``0 .. N_LAND-1``, one per land border (``LAND[s] = (a, b)``); a token there points
  at one of the two provinces (its *target*);
* coastal-border slots ``COAST0 .. COAST0+11``, one per coastal province (``COAST_SLOT[p]``), pointing in;
* one virtual coastal slot ``HARBOR_SLOT`` for the province holding the harbor token (§6.3 [UNSURE] 9);
* province centres are not slots (unlimited capacity); they are positions ``CENTRE + p``.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Final

_MAP = json.loads(resources.files("rokugan.bfr").joinpath("data/map.json").read_text(encoding="utf-8"))

PROVINCES: list[str] = [p["id"] for p in _MAP["provinces"]]
P_INDEX: dict[str, int] = {name: i for i, name in enumerate(PROVINCES)}
# what players call them: "Crab 1", "Shadowlands North" (ids stay the stable names in options and data)
DISPLAY: list[str] = [name.replace("_", " ").title() for name in PROVINCES]
N_PROV = len(PROVINCES)

TERRITORIES: list[str] = [t["id"] for t in _MAP["territories"]]
T_INDEX: dict[str, int] = {name: i for i, name in enumerate(TERRITORIES)}
T_KIND: list[str] = [t["kind"] for t in _MAP["territories"]]  # clan, neutral, shadowlands
N_TERR = len(TERRITORIES)

TERRITORY: list[int] = [T_INDEX[p["territory"]] for p in _MAP["provinces"]]
FLOWERS: list[int] = [int(p["flowers"]) for p in _MAP["provinces"]]
CAPITAL: list[bool] = [bool(p["capital"]) for p in _MAP["provinces"]]
COASTAL: list[bool] = [bool(p["coastal"]) for p in _MAP["provinces"]]
PRINTED_DEFENSE: list[int] = [int(p["printed_defense"]) for p in _MAP["provinces"]]
SHADOWLANDS: list[bool] = [T_KIND[TERRITORY[i]] == "shadowlands" for i in range(N_PROV)]
PROVINCES_OF: list[list[int]] = [[p for p in range(N_PROV) if TERRITORY[p] == t] for t in range(N_TERR)]

# clan name -> its capital province
CAPITAL_OF: dict[str, int] = {TERRITORIES[TERRITORY[p]]: p for p in range(N_PROV) if CAPITAL[p]}

LAND: list[tuple[int, int]] = [(P_INDEX[a], P_INDEX[b]) for a, b in _MAP["land_borders"]]
N_LAND = len(LAND)
COAST0 = N_LAND
COASTAL_PROVINCES: list[int] = [P_INDEX[p] for p in _MAP["coastal_borders"]]
COAST_SLOT: dict[int, int] = {p: COAST0 + i for i, p in enumerate(COASTAL_PROVINCES)}
HARBOR_SLOT = COAST0 + len(COASTAL_PROVINCES)
N_SLOTS = HARBOR_SLOT + 1
CENTRE: Final = 100  # position code of a province centre: CENTRE + province

NEIGHBOURS: list[list[int]] = [[] for _ in range(N_PROV)]
LAND_SLOTS_OF: list[list[int]] = [[] for _ in range(N_PROV)]  # land-border slots touching a province
for _s, (_a, _b) in enumerate(LAND):
    NEIGHBOURS[_a].append(_b)
    NEIGHBOURS[_b].append(_a)
    LAND_SLOTS_OF[_a].append(_s)
    LAND_SLOTS_OF[_b].append(_s)
for _n in NEIGHBOURS:
    _n.sort()
ADJ: list[set[int]] = [set(n) for n in NEIGHBOURS]


def land_slot(a: int, b: int) -> int:
    """The slot of the land border between provinces a and b (KeyError if they are not adjacent)."""
    return _LAND_INDEX[(a, b) if a < b else (b, a)]


_LAND_INDEX: dict[tuple[int, int], int] = {(min(a, b), max(a, b)): s for s, (a, b) in enumerate(LAND)}


def slot_provinces(slot: int, harbor: int) -> tuple[int, ...]:
    """Provinces whose borders include this slot (the harbor slot belongs to the harbor province)."""
    if slot < N_LAND:
        return LAND[slot]
    if slot == HARBOR_SLOT:
        return (harbor,) if harbor >= 0 else ()
    return (COASTAL_PROVINCES[slot - COAST0],)


def slots_of(p: int, harbor: int) -> tuple[int, ...]:
    """Every border slot of province p: its land borders, its coastal border, the harbor slot."""
    if p == harbor:
        return (*_SLOTS_OF[p], HARBOR_SLOT)
    return _SLOTS_OF[p]


_SLOTS_OF: list[tuple[int, ...]] = [tuple(LAND_SLOTS_OF[p]) + ((COAST_SLOT[p],) if p in COAST_SLOT else ())
                                     for p in range(N_PROV)]


def other_side(slot: int, p: int) -> int:
    a, b = LAND[slot]
    return b if a == p else a


def slot_name(slot: int, target: int) -> str:
    """Readable name of a border position pointing at `target`."""
    name = _SLOT_NAMES.get((slot, target))
    return name if name is not None else _slot_name(slot, target)


def _slot_name(slot: int, target: int) -> str:
    if slot < N_LAND:
        a, b = LAND[slot]
        src = a if b == target else b
        return f"{DISPLAY[src]}→{DISPLAY[target]}"
    if slot == HARBOR_SLOT:
        return f"harbor→{DISPLAY[target]}"
    return f"sea→{DISPLAY[target]}"


_SLOT_NAMES: dict[tuple[int, int], str] = {}
for _sl, (_a, _b) in enumerate(LAND):
    _SLOT_NAMES[(_sl, _a)] = _slot_name(_sl, _a)
    _SLOT_NAMES[(_sl, _b)] = _slot_name(_sl, _b)
for _p, _sl in COAST_SLOT.items():
    _SLOT_NAMES[(_sl, _p)] = _slot_name(_sl, _p)
