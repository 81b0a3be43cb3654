"""Write the golden game records: `python -m tests.golden.make_golden [ccg|bfr]`.

Each golden is a record (game, setup, seed, choices) plus the complete event log and a hash of the final
state. Regenerate only when a rules change is meant to change these games, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from rokugan.core import GameRecord, RandomAgent, play

HERE = Path(__file__).parent
GOLDENS = [
    ("crab_lion", ["builtin:crab", "builtin:lion"], 11),
    ("crane_scorpion", ["builtin:crane", "builtin:scorpion"], 22),
    ("unicorn_dragon", ["builtin:unicorn", "builtin:dragon"], 33),
]
# Battle for Rokugan goldens: (name, setup, seed); played by random agents, one per seat
BFR_GOLDENS = [
    ("bfr_2p_crab_scorpion", {"clans": ["crab", "scorpion"]}, 44),
    ("bfr_5p", {"clans": ["lion", "crane", "unicorn", "phoenix", "dragon"]}, 55),
]


# LCG goldens: (name, setup, seed); random agents
LCG_GOLDENS = [
    ("lcg_crab_crane", {"decks": ["builtin:crab", "builtin:crane"]}, 66),
    ("lcg_lion_phoenix", {"decks": ["builtin:lion", "builtin:phoenix"]}, 77),
]


def fingerprint(game) -> tuple[list[list[object]], str]:  # type: ignore[no-untyped-def]
    log = [e.to_json() for e in game.s.log]
    state = json.dumps(game.to_json(), sort_keys=True, separators=(",", ":"))
    return log, hashlib.sha256(state.encode()).hexdigest()


def main(which: str = "all") -> None:
    for name, decks, seed in GOLDENS if which in ("all", "ccg") else []:
        rec = GameRecord("ccg", {"decks": decks, "names": ["East", "West"]}, seed, [], {})
        g = rec.start()
        play(g, [RandomAgent(seed), RandomAgent(seed + 1)], record=rec)
        log, digest = fingerprint(g)
        out = {"record": rec.to_json(), "state_sha256": digest, "result": g.result.to_json() if g.result else None}
        (HERE / f"{name}.json").write_text(json.dumps(out, indent=0) + "\n")
        (HERE / f"{name}.log.json").write_text("\n".join(json.dumps(e) for e in log) + "\n")
        print(name, len(rec.choices), "choices", g.result)
    for game_name, goldens in (("bfr", BFR_GOLDENS), ("lcg", LCG_GOLDENS)):
        if which not in ("all", game_name):
            continue
        for name, setup, seed in goldens:
            _write_other(game_name, name, setup, seed)


def _write_other(game_name: str, name: str, setup: dict[str, object], seed: int) -> None:
    rec = GameRecord(game_name, setup, seed, [], {})
    g = rec.start()
    play(g, [RandomAgent(seed + k) for k in range(g.num_players)], record=rec)
    log, digest = fingerprint(g)
    out = {"record": rec.to_json(), "state_sha256": digest, "result": g.result.to_json() if g.result else None}
    (HERE / f"{name}.json").write_text(json.dumps(out, indent=0) + "\n")
    (HERE / f"{name}.log.json").write_text("\n".join(json.dumps(e) for e in log) + "\n")
    print(name, len(rec.choices), "choices", g.result)


if __name__ == "__main__":
    import sys

    main(sys.argv[1] if len(sys.argv) > 1 else "all")  # "ccg", "bfr" or "lcg": only that game's goldens
