"""Random-play soak of the LCG: invariants after every step, every game ends, no view or option leaks a hidden
card or an uncommitted honor bid. `python -m tests.lcg.soak N [--every-game] [--from=SEED]` prints the end-reason
shares, or every failing seed."""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg import engine as E
from rokugan.lcg.cards import CLANS
from rokugan.lcg.game import LCGGame
from tests.resampled import check_resampled


def hidden_titles(s: E.State, viewer: int) -> set[str]:
    """Titles the viewer may not know: the other hand, facedown provinces and dynasty cards, both decks; less
    titles visible anywhere (a second copy in play tells nothing)."""
    hidden: set[str] = set()
    visible: set[str] = set()
    for p in s.players:
        if p.seat != viewer:
            hidden.update(s.title(c) for c in p.hand)
        else:
            visible.update(s.title(c) for c in p.hand)
        for k in range(5):
            (visible if (p.prov_faceup[k] or p.seat == viewer) else hidden).add(s.title(p.provinces[k]))
            for c in p.slots[k]:
                # Setup 6: "each player looks at each of his or her cards placed in this manner" (the mulligan)
                looks = p.seat == viewer and s.stack and s.stack[-1][0] == "mull_dyn" and s.stack[-1][1] == viewer
                (visible if s.faceup[c] or looks else hidden).add(s.title(c))
        visible.update(s.title(c) for c in p.home + p.attached + p.dyn_discard + p.conf_discard)
        visible.add(s.title(p.stronghold))
    visible.update(s.title(c) for c in range(len(s.facts)) if s.zone[c] == E.SET_ASIDE)  # a card being played
    if s.stack and s.stack[-1][0] == "pick" and s.stack[-1][2] == viewer:  # cards an effect lets him look at
        visible.update(s.title(c) for c in s.stack[-1][3])
    top = s.stack[-1] if s.stack else ()
    if top and top[0] == "b2_put" and top[1] == viewer and top[2][0] == "dyn_deck":  # "search the top N cards"
        visible.update(s.title(c) for c in s.players[viewer].dyn_deck[:top[2][8]])
    if top and top[0] == "b2_search" and top[1] == viewer:  # searching the top N of his conflict deck
        visible.update(s.title(c) for c in s.players[viewer].conf_deck[:top[2]])
    visible.update(s.title(x[1]) for x in s.lasting if x[0] == "revealed_playable")  # revealed by a card effect
    for st in s.stack:  # a window's events: a card that left play in view of both (it may be in a deck by now)
        if st[0] in ("react", "interrupt") and isinstance(st[1], tuple):
            visible.update(s.title(ev[2]) for ev in st[1] if isinstance(ev, tuple) and ev[0] == "left_play")
    return hidden - visible


def _visible(s: E.State, viewer: int) -> set[str]:
    out: set[str] = set()
    for p in s.players:
        if p.seat == viewer:
            out.update(s.title(c) for c in p.hand)
            out.update(s.title(c) for c in p.provinces)
        out.update(s.title(c) for c in p.home + p.attached + p.dyn_discard + p.conf_discard)
        out.update(s.title(p.provinces[k]) for k in range(5) if p.prov_faceup[k])
        out.update(s.title(c) for sl in p.slots for c in sl if s.faceup[c])
        out.add(s.title(p.stronghold))
    out.update(s.title(c) for c in range(len(s.facts)) if s.zone[c] == E.SET_ASIDE)  # a card being played
    return out


def check_no_leak(g: LCGGame, viewer: int) -> None:
    v = g.view(viewer)
    log = v.pop("log")
    # the log is history (a card that went from play back to a hand was public); what must never reach another
    # seat is a private entry's own text
    assert log == [x for x in (e.for_viewer(viewer) for e in g.s.log[-30:]) if x is not None]
    d = g.pending()
    text = repr(v) + (repr([o.label for o in d.options]) + d.prompt if d is not None and d.player == viewer else "")
    hidden = hidden_titles(g.s, viewer)
    for t in sorted(_visible(g.s, viewer), key=len, reverse=True):
        if not any(t in h for h in hidden):
            text = text.replace(t, "\u2022")  # a hidden title inside a visible one ("Hiruma Ambusher") tells nothing
    for t in sorted(hidden, key=len, reverse=True):
        assert t not in text, f"seat {viewer} can see hidden card {t!r}"
    s = g.s
    if any(st[0] == "bid" for st in s.stack):  # a bid set but not revealed stays hidden from the other player
        for p in s.players:
            if p.seat != viewer and p.bid:
                assert v["players"][p.seat]["bid"] == "hidden"


def play_one(seed: int, leaks: bool = True, setup: dict[str, Any] | None = None) -> tuple[LCGGame, int]:
    setup = setup or {"decks": [f"builtin:{CLANS[seed % 7]}", f"builtin:{CLANS[(seed // 7) % 7]}"],
                      "logging": leaks}
    g = registry.new_game("lcg", setup, seed)
    assert isinstance(g, LCGGame)
    agents = [RandomAgent(seed), RandomAgent(seed + 7)]
    n = 0
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
        n += 1
        assert g.result is None or g.pending() is None, "a decision after the game ended"
        g.check_invariants()
        if leaks and n % 5 == 0:
            for viewer in (0, 1):
                check_no_leak(g, viewer)
                check_resampled(g, viewer, seed * 100_003 + n)
        assert n < 100_000, "a game did not end"
    assert g.result is not None
    return g, n


def main(n: int, every_game: bool = False, start: int = 0) -> None:
    """`every_game`: check for leaks in every game (every 5th step, both seats), not only every tenth game."""
    reasons: Counter[str] = Counter()
    failures: list[tuple[int, str]] = []
    decisions = rounds = 0
    for seed in range(start, start + n):
        try:
            g, k = play_one(seed, leaks=every_game or seed % 10 == 0)
        except Exception as e:  # noqa: BLE001 - a soak reports every failing seed, then fails
            failures.append((seed, f"{type(e).__name__}: {e}"))
            print(f"seed {seed}: {type(e).__name__}: {e}", file=sys.stderr)
            continue
        reasons[g.result.reason] += 1  # type: ignore[union-attr]
        decisions += k
        rounds += g.s.round
    if failures:
        print(f"{len(failures)} of {n} games failed:")
        for seed, msg in failures:
            print(f"  seed {seed}: {msg}")
        sys.exit(1)
    print(f"{n} games (seeds {start} to {start + n - 1}), no error, invariants held after every step")
    which = "every" if every_game else "every tenth"
    print(f"  no hidden card or bid seen (view, log, options; the same view and decision in a state resampled for"
          f" the seat) every 5th step of {which} game")
    for r, k in reasons.most_common():
        print(f"  {r:<10} {k:>6} ({100 * k / n:.1f}%)")
    print(f"  mean {rounds / n:.1f} rounds, {decisions / n:.0f} decisions per game")


if __name__ == "__main__":
    flags = {a.split("=")[0]: a.split("=")[1] if "=" in a else "" for a in sys.argv[1:] if a.startswith("--")}
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 200, "--every-game" in flags, int(flags.get("--from") or 0))
