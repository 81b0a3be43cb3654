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


def _named_triggers() -> list[tuple[str, Any]]:
    """(title, triggering condition) of each declared ability whose trigger word is in `NAMED_TRIGGERS`."""
    A.load()
    out = []
    for title, d in A.DEFS.items():
        for ab in d.abilities:
            tr = getattr(ab, "trigger", None)
            if tr is not None and A._trigger_name(ab):
                out.append((title, tr))
    return out


def test_a_named_trigger_never_holds_for_a_condition_of_another_name() -> None:
    """Each trigger word of `NAMED_TRIGGERS` (an ability with one is not asked about a condition of another name:
    `_hidden_among`) is false, whatever the state, the seat, the card and the condition's other fields, for every
    condition whose name is not its first argument: checked for each declared ability with one, at every tenth
    decision of random games."""
    triggers = _named_triggers()
    assert {tr.name for _t, tr in triggers} == set(A.NAMED_TRIGGERS)  # (each word of the set is used and checked)
    names = sorted({*A.TRIGGER_NAMES, *A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.HAND_TRIGGERS, "revealed"})
    wrong: set[tuple[str, str, str]] = set()
    looked = 0
    for _seed, n, s in random_game_states(2):
        if n % 10:
            continue
        for title, tr in triggers:
            fn = A.CONDS[tr.name]
            c = next((x for x, f in enumerate(s.facts) if f.title == title), 0)
            for name in names:
                if name == tr.args[0]:
                    continue
                for seat in (0, 1):
                    looked += 1
                    ctx = {"card": c, "i": 0, "seat": seat, "ev": (name, seat, c, ""), "event": False}
                    if fn(s, ctx, *tr.args):
                        wrong.add((title, tr.name, name))
    assert looked > 10000
    assert not wrong, f"holds for another name: {sorted(wrong)[:5]}"


WINDOWS = {"react": "Reaction", "interrupt": "Interrupt", "interrupt_cancel": "Interrupt"}


def test_what_a_window_offers_equals_a_fresh_look_at_every_window_decision() -> None:
    """At every decision of a reaction or interrupt window of random games, the player asked is offered exactly the
    abilities a fresh look finds (`reactions_for`, less those already used in the window, only cancels in a cancel
    window), though a window step may take them from the step just before it (`_WindowMemo`), and he is asked only
    when he has one or could hold an event that answers (`hidden_possible`); the prompt names the window's conditions
    (`_window_text`, kept for the window asked last)."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    stale: list[tuple[int, int, str]] = []
    asked = offered = 0
    for seed in range(8):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        n = 0
        while (d := g.pending()) is not None:
            s = g.s
            if d.kind in ("reaction", "interrupt"):
                asked += 1
                name, evs, turn = s.stack[-1][:3]
                done = s.stack[-1][5] if len(s.stack[-1]) > 5 else ()
                designator, cancels = WINDOWS[name], name == "interrupt_cancel"
                fresh = [x for x in A.reactions_for(s, turn, evs, False, designator) if x not in done]
                if cancels:
                    fresh = A._cancels_of(s, fresh)
                offered += bool(fresh)
                ids = [o.id for o in d.options if o.id != "pass"]
                if d.player != turn or ids != [f"react:{c}:{i}:{j}" for c, i, j in fresh]:
                    stale.append((seed, n, "offered"))
                if not fresh and not A.hidden_possible(s, turn, evs, designator, cancels):
                    stale.append((seed, n, "asked for nothing"))
                words = "; ".join(A._ev_text(s, ev) for ev in evs)
                if not d.prompt.endswith(f" to: {words}"):
                    stale.append((seed, n, "prompt"))
            g.choose(agent.choose(g, d))
            n += 1
    assert asked > 300 and offered > 20
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"
