"""An independent recount of Battle for Rokugan scores (BfR §16, §17) from the final spectator view.

It shares no code with `rokugan.bfr.scoring`: it reads the map facts from the project's data file and the
board from `view(None)` at game end (when objectives are revealed), and applies the rules afresh.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

MAP = json.loads(resources.files("rokugan.bfr").joinpath("data/map.json").read_text(encoding="utf-8"))
ADJ: dict[str, set[str]] = {p["id"]: set() for p in MAP["provinces"]}
for a, b in MAP["land_borders"]:
    ADJ[a].add(b)
    ADJ[b].add(a)
TERR = {p["id"]: p["territory"] for p in MAP["provinces"]}
KIND = {t["id"]: t["kind"] for t in MAP["territories"]}
CAPITAL = {p["territory"]: p["id"] for p in MAP["provinces"] if p["capital"]}
COASTAL = {p["id"] for p in MAP["provinces"] if p["coastal"]}
FLOWERS = {p["id"]: p["flowers"] for p in MAP["provinces"]}
OBJ_CLAN = {"The Last Line of Defense": "crab", "The Rice Bowl of the Empire": "crane",
            "The Great Wall of the North": "dragon", "The Court of the Five Winds": "unicorn",
            "The Plains of Battle": "lion", "The Great Library": "phoenix", "The Den of Secrets": "scorpion"}


def recount(v: dict[str, Any]) -> list[int]:
    provs = {p["id"]: p for p in v["provinces"]}
    n = len(v["players"])
    owned = {seat: {pid for pid, p in provs.items() if p["controller"] == seat} for seat in range(n)}
    harbor = {pid for pid, p in provs.items() if p["special"] == "harbor"}

    def holds_territory(seat: int, terr: str) -> bool:
        live = [pid for pid in provs if TERR[pid] == terr and provs[pid]["special"] != "scorched earth"]
        return bool(live) and all(provs[pid]["controller"] == seat for pid in live)

    def chain(mine: set[str]) -> bool:
        def walk(path: list[str]) -> bool:
            if len(path) == 6:
                return len({TERR[x] for x in path}) >= 3
            return any(walk(path + [nx]) for nx in ADJ[path[-1]] if nx in mine and nx not in path)
        return any(walk([start]) for start in mine)

    scores = []
    for seat in range(n):
        mine = owned[seat]
        total = 0
        for pid in mine:
            if KIND[TERR[pid]] == "shadowlands":
                continue
            sp = provs[pid]["special"]
            total += 4 if sp == "Bushido 4" else FLOWERS[pid]
            total += {"+1 honor": 1, "+2 honor": 2, "+1 defense": 1, "+2 defense": 1}.get(sp or "", 0)
            total += provs[pid]["face_up"]
        total += 5 * sum(1 for t, k in KIND.items() if k != "shadowlands" and holds_territory(seat, t))
        obj = v["players"][seat].get("objective")
        if obj:
            name = obj["name"]
            if name in OBJ_CLAN:
                clan = OBJ_CLAN[name]
                met = CAPITAL[clan] in mine or sum(1 for pid in mine if TERR[pid] == clan) >= 2
            elif name == "Way of the Sail":
                met = len([pid for pid in mine if pid in COASTAL or pid in harbor]) >= 6
            elif name == "Emerald Empire":
                met = chain(mine)
            elif name == "Way of Humility":
                met = len(mine) <= min(len(owned[x]) for x in range(n))
            elif name == "Web of Influence":
                met = len({TERR[pid] for pid in mine}) >= 7
            elif name == "Reclaiming Lost Lands":
                met = {"shadowlands_north", "shadowlands_south"} <= mine
            else:
                raise AssertionError(name)
            total += obj["honor"] if met else 0
        scores.append(total)
    return scores
