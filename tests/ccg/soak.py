"""Random-play soak: invariants after every step, every game ends, no view leaks hidden cards.

Used by tests/ccg/test_soak.py (a few games in CI, 2,000 behind the `slow` marker) and runnable as a
script: `python -m tests.ccg.soak 2000 [ivory|emperor] [--every-game] [--from=SEED]` prints the share of each ending,
or every failing seed.
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from rokugan.ccg.game import CCGGame
from rokugan.ccg.state import FOCUS, PROVINCE, State
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from tests.resampled import check_resampled

CLANS = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn"]


def hidden_titles(s: State, viewer: int) -> set[str]:
    """Titles the viewer may not know: the opponents' hands and every face-down card in a province,
    minus titles that are also visible somewhere (a second copy in play tells nothing)."""
    hidden: set[str] = set()
    for p in s.players:
        if p.seat != viewer:
            hidden.update(s.title(c) for c in p.hand)
        for pr in p.provinces:
            hidden.update(s.title(c) for c in pr if not s.face_up[c])
    if s.duel:
        for side in (0, 1):
            for c in s.duel["focused"][side]:
                if s.zone[c] == FOCUS and not s.face_up[c] and (s.duel["players"][side] != viewer
                                                                or c in s.duel["from_deck"][side]):
                    hidden.add(s.title(c))
    visible: set[str] = set()
    for c in range(len(s.facts)):
        z = s.zone[c]
        if (s.face_up[c] and z not in (PROVINCE,)) or (z == PROVINCE and s.face_up[c]) \
                or (z == 2 and s.owner[c] == viewer) or z in (4, 5, 6, 7, 10):
            visible.add(s.title(c))
    return hidden - visible


def visible_titles(s: State, viewer: int) -> set[str]:
    out: set[str] = set()
    if s.duel:  # his own cards focused from hand
        for side in (0, 1):
            if s.duel["players"][side] == viewer:
                out.update(s.title(c) for c in s.duel["focused"][side] if c not in s.duel["from_deck"][side])
    if s.stack and s.stack[-1][0] in ("ab_look", "ab_arrange", "ab_equip_top", "ab_search") \
            and s.actions[s.stack[-1][1]]["seat"] == viewer:
        st = s.stack[-1]
        out.update(s.title(c) for c in st[2])  # his own deck, which he is looking at or searching
        if st[0] == "ab_arrange":
            out.update(s.title(c) for c in st[3])  # the ones he has put back already
    for st in s.stack:  # "look at the top three cards ... you may take an additional action to play one of them"
        if st[0] == "additional" and st[1] == viewer and len(st) > 5 and st[5]:
            out.update(s.title(c) for c in st[3])
    if s.stack and s.stack[-1][0] == "ab_name":
        from rokugan.ccg.ability_steps import NAME_KINDS, _named_titles
        for kind in NAME_KINDS:  # naming a card lists the format's titles: the card pool, not the game
            out.update(_named_titles(s, kind))
    for c in range(len(s.facts)):
        z = s.zone[c]
        if (s.face_up[c] and z != PROVINCE) or (z == PROVINCE and s.face_up[c]) \
                or (z == 2 and s.owner[c] == viewer) or z in (4, 5, 6, 7, 10):
            out.add(s.title(c))
    return out


def _named(v: Any) -> list[str]:
    out: list[str] = []
    if isinstance(v, dict):
        for k, x in v.items():
            if k in ("title", "label", "prompt") and isinstance(x, str):
                out.append(x)
            else:
                out.extend(_named(x))
    elif isinstance(v, list):
        for x in v:
            out.extend(_named(x))
    return out


def check_no_leak(g: CCGGame, viewer: int) -> None:
    s = g.s
    v = g.view(viewer)
    log = v.pop("log")
    # Card names reach a player as titles, option labels and prompts (a keyword such as "Insight" may
    # equal another card's title, so keywords are not compared).
    text = "\n".join(_named(v))
    for t in sorted(visible_titles(s, viewer), key=len, reverse=True):
        text = text.replace(t, "\u2022")  # a hidden title inside a visible one ("Spearmen") tells nothing
    for t in hidden_titles(s, viewer):
        assert t not in text, f"seat {viewer} can see hidden card {t!r}"
    # The log is history (a card revealed then cycled away was public); what must never reach another
    # seat is a private entry's text: every private entry shows that seat only its public text.
    start = max(0, len(s.log) - 30)
    expected = [e.for_viewer(viewer) for e in s.log[start:]]
    assert log == [x for x in expected if x is not None]
    for p in v["players"]:
        if p["seat"] != viewer:
            assert isinstance(p["hand"], int)
        for pr in p["provinces"]:
            for c in pr["cards"]:
                assert c.get("hidden") is True or "title" in c
                if c.get("hidden"):
                    assert set(c) == {"hidden"}, "a hidden card carries more than 'hidden'"


def play_one(seed: int, check: bool = True, leaks: bool = True, setup: dict[str, Any] | None = None,
             max_decisions: int = 200_000) -> tuple[CCGGame, int]:
    setup = setup or {"decks": [f"builtin:{CLANS[seed % 9]}", f"builtin:{CLANS[(seed // 9) % 9]}"],
                      "logging": leaks}
    g = registry.new_game("ccg", setup, seed)
    assert isinstance(g, CCGGame)
    agents = [RandomAgent(seed), RandomAgent(seed + 7)]
    n = 0
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
        n += 1
        assert g.result is None or g.pending() is None, "a decision after the game ended"
        if check:
            g.check_invariants()
        if leaks and n % 7 == 0:
            for viewer in (0, 1):
                check_no_leak(g, viewer)
                check_resampled(g, viewer, seed * 100_003 + n)
        assert n < max_decisions, "a game did not end (caps failed)"
    assert g.result is not None
    return g, n


def main(n: int, ruleset: str = "ivory", every_game: bool = False, start: int = 0) -> None:
    """`every_game`: check for leaks in every game (every 7th step, both seats), not only every tenth game."""
    reasons: Counter[str] = Counter()
    failures: list[tuple[int, str]] = []
    decisions = turns = 0
    for seed in range(start, start + n):
        leaks = every_game or seed % 10 == 0
        setup = {"decks": [f"builtin:{CLANS[seed % 9]}", f"builtin:{CLANS[(seed // 9) % 9]}"],
                 "logging": leaks, "ruleset": ruleset}
        try:
            g, k = play_one(seed, leaks=leaks, setup=setup)
        except Exception as e:  # noqa: BLE001 - a soak reports every failing seed, then fails
            failures.append((seed, f"{type(e).__name__}: {e}"))
            print(f"seed {seed}: {type(e).__name__}: {e}", file=sys.stderr)
            continue
        assert g.result is not None
        reasons[g.result.reason] += 1
        decisions += k
        turns += g.s.turn
        if (seed + 1) % 100 == 0:
            print(f"{seed + 1} games", file=sys.stderr)
    if failures:
        print(f"{len(failures)} of {n} games failed ({ruleset} rules):")
        for seed, msg in failures:
            print(f"  seed {seed}: {msg}")
        sys.exit(1)
    print(f"{n} games ({ruleset} rules, seeds {start} to {start + n - 1}), no error, invariants held after every step")
    which = "every" if every_game else "every tenth"
    print(f"  no hidden card seen (view, log, options; the same view and decision in a state resampled for the seat)"
          f" every 7th step of {which} game")
    for r, k in reasons.most_common():
        print(f"  {r:<14} {k:>6} ({100 * k / n:.1f}%)")
    print(f"  mean {turns / n:.1f} turns, {decisions / n:.0f} decisions per game")


if __name__ == "__main__":
    flags = {a.split("=")[0]: a.split("=")[1] if "=" in a else "" for a in sys.argv[1:] if a.startswith("--")}
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 200, args[1] if len(args) > 1 else "ivory", "--every-game" in flags,
         int(flags.get("--from") or 0))
