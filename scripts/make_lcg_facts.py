"""Write the LCG card facts the project keeps (`src/rokugan/lcg/data/cards.json`) from the FiveRingsDB database in
`../shared/data/lcg/fiveringsdb/json`: titles, types, clans, costs, skills, glory, strengths, elements, traits,
deck limits, influence, pack quantities and the keyword abilities a card prints (Covert, Courtesy, Pride, ...).
Facts only: no rules text, no flavor text (CONVENTIONS "Data").

    python scripts/make_lcg_facts.py [DATA_DIR]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "data" / "lcg" / "fiveringsdb" / "json"
OUT = ROOT / "src" / "rokugan" / "lcg" / "data" / "cards.json"
KEYWORDS = ("Ancestral", "Courtesy", "Covert", "Limited", "Pride", "Restricted", "Sincerity")
PACKS = ("core",)


def _int(v: object) -> int | None:
    if v is None or v == "":
        return None
    s = str(v).replace("+", "")
    return int(s) if s.lstrip("-").isdigit() else None


def main(data: Path) -> None:
    cards: dict[str, dict[str, object]] = {}
    for pack in PACKS:
        for entry in json.loads((data / "PackCard" / f"{pack}.json").read_text(encoding="utf-8")):
            c = json.loads((data / "Card" / f"{entry['card_id']}.json").read_text(encoding="utf-8"))[0]
            text = c.get("text") or ""
            kws = [k for k in KEYWORDS if re.search(rf"^(?:<b>)?{k}\.(?:</b>)?", text, re.M)]
            cards[c["id"]] = {
                "id": c["id"], "title": c["name"], "type": c["type"], "side": c["side"], "clan": c["clan"],
                "cost": _int(c.get("cost")), "military": c.get("military"), "political": c.get("political"),
                "glory": c.get("glory"), "strength": _int(c.get("strength")),
                "strength_bonus": _int(c.get("strength_bonus")), "military_bonus": _int(c.get("military_bonus")),
                "political_bonus": _int(c.get("political_bonus")), "element": list(c.get("element") or []),
                "fate": c.get("fate"), "honor": c.get("honor"), "influence_pool": c.get("influence_pool"),
                "influence_cost": c.get("influence_cost"), "deck_limit": c.get("deck_limit", 3),
                "unique": bool(c.get("unicity")), "traits": list(c.get("traits") or []), "keywords": kws,
                "restricted_list": bool(c.get("is_restricted")), "has_text": bool(text.strip()),
                "role_restriction": c.get("role_restriction"), "packs": {pack: entry.get("quantity", 1)},
            }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    rows = [json.dumps(c, ensure_ascii=False) for c in sorted(cards.values(), key=lambda x: str(x["id"]))]
    OUT.write_text("[\n" + ",\n".join(rows) + "\n]\n", encoding="utf-8")
    print(f"{len(cards)} cards -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT)
