"""Random-play soak for Battle for Rokugan: invariants after every step, every game ends after round 5,
the scores match an independent recount, and no view shows a player what they may not see.

`python tests/bfr/soak.py 2000` runs 2,000 games over 2-5 players and prints a summary.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from typing import Any

from rokugan.bfr import data as D
from rokugan.bfr.game import BfRGame
from rokugan.core import registry
from rokugan.core.agents import RandomAgent

from .recount import recount


def check_no_leak(g: BfRGame, viewer: int | None) -> None:
    s = g.s
    v = g.view(viewer)
    by_seq = {t["seq"]: t for t in v["borders"]}
    for p in v["provinces"]:
        for t in p["centre"]:
            by_seq[t["seq"]] = t
    for t in s.board_tokens():
        entry = by_seq[s.seq[t]]
        may = s.up[t] or (viewer is not None and (s.owner(t) == viewer or s.known[t] >> viewer & 1))
        assert ("kind" in entry) == bool(may), f"viewer {viewer} sees token {entry} wrongly"
    over = s.result is not None
    for p in v["players"]:
        if p["seat"] != viewer:
            assert "hand" not in p, "another player's hand is visible"
            if not over:
                assert "objective" not in p and "objective_choices" not in p, "another player's objective"
                assert all("card" not in c for c in p["territory_cards"]), "another player's territory card"
    d = v.get("decision")
    if d is not None and d["player"] != viewer:
        assert set(d) == {"player", "kind"}, "another player's options are visible"
    text = json.dumps(v)
    assert '"t":' not in text


def play_one(seed: int, players: int | None = None, leaks: bool = True,
             setup: dict[str, Any] | None = None) -> tuple[BfRGame, int]:
    n = players or 2 + seed % 4
    g = registry.new_game("bfr", setup or {"players": n}, seed)
    assert isinstance(g, BfRGame)
    agents = [RandomAgent(seed * 7 + i) for i in range(g.num_players)]
    k = 0
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
        g.check_invariants()
        k += 1
        if leaks and k % 5 == 0:
            check_no_leak(g, k % (g.num_players + 1) if k % (g.num_players + 1) < g.num_players else None)
    res = g.result
    assert res is not None and res.reason == "honor", res
    assert g.s.round == D.ROUNDS
    final = g.view(None)
    expected = recount(final)
    got = [p["honor"] for p in final["players"]]
    assert got == expected, f"seed {seed}: engine scores {got} but the recount gives {expected}"
    best = max(got)
    assert set(res.winners) == {i for i, x in enumerate(got) if x == best}
    return g, k


def main(games: int) -> None:
    per_n: Counter[int] = Counter()
    decisions = 0
    shared = 0
    for seed in range(games):
        g, k = play_one(seed, leaks=seed % 10 == 0)
        per_n[g.num_players] += 1
        decisions += k
        shared += len(g.result.winners) > 1 if g.result else 0
    print(f"{games} games, no error; by player count {dict(sorted(per_n.items()))}; "
          f"{decisions / games:.0f} decisions per game; {shared} shared wins")


if __name__ == "__main__":
    sys.path.insert(0, ".")
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
