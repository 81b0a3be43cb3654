"""What the reaction and interrupt windows shortcut (issue 10, speed round 6) gives the answers a fresh look gives:
whether `flush` opens a reaction window (`ability._window_opens`, from the conditions' `_Answers` and the hooks that can
give a card of their titles), at every decision of random games between the built-in decks, for each window on the
stack and for each triggering condition alone."""

from __future__ import annotations

from typing import Any

from rokugan.lcg import ability as A
from rokugan.lcg import plan as P

from .helpers import random_game_states


def _fresh_opens(s: Any, evs: tuple[tuple[Any, ...], ...]) -> bool:
    """`flush`'s test as it was before `_window_opens`: the titles, the cards in play and every hook looked up."""
    names = A._names_of(evs)
    titles = P.answering(A.REACT_TITLES, "Reaction", names)
    hand = not A.HAND_TRIGGERS.isdisjoint(names)
    if not hand and not (s.lasting and A._gained(s)):
        if not titles:
            return False
        if not A.any_in_play_titled(s, titles) and \
                not any(f(s, seat, titles) for f in A.REACTION_SOURCES for seat in (0, 1)):
            return False
    return True


def test_whether_a_reaction_window_opens_equals_a_fresh_look_at_every_decision() -> None:
    """`flush` opens a window exactly when the old look (every index and every hook of REACTION_SOURCES asked) would:
    for the conditions of each window on the stack, and for each condition alone, at every decision."""
    names = sorted({*A.REACT_TITLES, *A.HAND_TRIGGERS, *A.TRIGGER_NAMES})
    stale: list[tuple[int, int, str]] = []
    opened = looks = 0
    for seed, n, s in random_game_states(6):
        looked: list[tuple[tuple[Any, ...], ...]] = [
            step[1] for step in s.stack if isinstance(step[0], str) and step[0] in ("react", "interrupt")]
        looked += [((name, s.first, -1, ""),) for name in names]
        for evs in looked:
            looks += 1
            got = A._window_opens(s, evs)
            opened += got
            if got != _fresh_opens(s, evs):
                stale.append((seed, n, ",".join(ev[0] for ev in evs)))
    assert looks > 1000 and 0 < opened < looks
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"
