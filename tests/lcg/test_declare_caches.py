"""What the declarations remember from one step to the next (issue 10, speed) gives the decisions a fresh look gives:
`conflict._Declared`, the candidates (and the defenders' prompt) a declaration of attackers or defenders offered,
used by the next step of the same declaration, with one more character chosen."""

from __future__ import annotations

from typing import Any

import pytest

from rokugan.benchmark import _setup
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg import ability as A
from rokugan.lcg import conflict as LC
from rokugan.lcg import engine as E


def _declarations(seeds: int) -> tuple[int, list[tuple[int, int, str]]]:
    """At every declaration of attackers or defenders of random games: the decision the game offers (remembered
    candidates used or not) against the one a clone of the state (nothing remembered) offers at the same step. The
    number of steps that used what was remembered, and the differences."""
    used = 0
    stale: list[tuple[int, int, str]] = []
    hits: list[int] = [0]
    real = LC._less

    def counting(last: Any, c: int) -> Any:
        hits[0] += 1
        return real(last, c)

    mp = pytest.MonkeyPatch()
    mp.setattr(LC, "_less", counting)  # (the sources: counts the steps that used what was remembered)
    try:
        for seed in range(seeds):
            g: Any = registry.new_game("lcg", {**_setup(seed, "lcg"), "logging": True}, seed)
            agent = RandomAgent(seed)
            n = 0
            while (d := g.pending()) is not None:
                s = g.s
                if s.stack and s.stack[-1][0] in ("declare_attackers", "declare_defenders"):
                    c = s.clone()
                    c.steps -= 1  # (the step this decision was made at: `run` counts it again)
                    fresh = E.run(c)
                    if fresh is None or fresh.to_json() != d.to_json():
                        stale.append((seed, n, s.stack[-1][0]))
                g.choose(agent.choose(g, d))
                n += 1
    finally:
        mp.undo()
    used = hits[0]
    return used, stale


def test_a_declarations_remembered_candidates_equal_a_fresh_look_at_every_declaration() -> None:
    """Each declaration of attackers or defenders of random games between the built-in decks offers what a fresh look
    at the same state offers, and the remembered candidates were used (in the sources: counted)."""
    used, stale = _declarations(12)
    assert not stale, f"differs at {len(stale)} declarations, first {stale[:5]}"
    if not E.__file__.endswith(".py"):
        pytest.skip("compiled: the remembered candidates are used directly, not counted")
    assert used > 20


def test_a_step_that_does_not_follow_on_directly_does_not_use_the_remembered_candidates() -> None:
    """The next step uses what was remembered only if it comes right after (the step count), one more character chosen
    from the candidates: a character bowed between the two, with another step counted, is not offered."""
    for seed in range(20):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        while (d := g.pending()) is not None:
            s = g.s
            if s.stack[-1][0] == "declare_attackers" and not s.stack[-1][2] and not s.lasting and len(d.options) >= 2:
                first, other = (int(o.id.split(":")[1]) for o in d.options[:2])
                E.apply(s, d, f"att:{first}")
                if s.stack[-1][0] != "declare_attackers":
                    g._fresh = False
                    continue
                s.bowed[other] = True  # (a change a step between the two would make)
                s.steps += 1
                again = E.run(s)
                assert again is not None
                ids = [o.id for o in again.options]
                assert f"att:{first}" not in ids and f"att:{other}" not in ids
                return
            g.choose(agent.choose(g, d))
    pytest.fail("no declaration with two candidates or more in 20 random games")


def test_target_options_made_once_equal_fresh_ones_at_every_target_prompt() -> None:
    """The options of an ability's target prompt (`ability._target_options`, made once for each card and what its label
    says of it: its host, its controller, whether it participates) equal the ones a fresh look makes, at every target
    prompt of random games; and some were reused (the same object offered again)."""
    co = A._TARGET_OPTS
    looked = reused = 0
    stale: list[tuple[int, int]] = []
    seen: set[int] = set()
    alive: list[Any] = []  # (the options looked at, kept: an id is not reused)
    for seed in range(12):
        g: Any = registry.new_game("lcg", {**_setup(seed, "lcg"), "logging": True}, seed)
        agent = RandomAgent(seed)
        n = 0
        while (d := g.pending()) is not None:
            s = g.s
            if s.stack and s.stack[-1][0] == "ab" and d.kind == "target" and d.options[0].id.startswith("t:"):
                looked += 1
                reused += sum(1 for o in d.options if id(o) in seen)
                seen.update(id(o) for o in d.options)
                alive.extend(d.options)
                kept = (co.facts, co.m, co.names, co.opts)
                co.facts, co.opts = [], {}  # (a fresh look: nothing made before)
                try:
                    c = s.clone()
                    c.steps -= 1  # (the step this decision was made at: `run` counts it again)
                    fresh = E.run(c)
                finally:
                    co.facts, co.m, co.names, co.opts = kept
                if fresh is None or fresh.to_json() != d.to_json():
                    stale.append((seed, n))
            g.choose(agent.choose(g, d))
            n += 1
    assert not stale, f"differs at {len(stale)} target prompts, first {stale[:5]}"
    assert looked > 20 and reused > 10, (looked, reused)



def test_a_step_check_before_the_next_step_stops_the_remembered_candidates() -> None:
    """With a lasting record a step check acts on in play (`engine.step_check`), the check runs before the next step
    and may change the state: the next step of the declaration looks afresh. (A check registered for the test: it
    bows a character the second time it runs, between the two steps; a bowed character is not offered.)"""
    def bow_later(s: E.State) -> None:
        for x in s.lasting:
            if x[0] == "test_bow_later":
                x[2] -= 1
                if x[2] == 0:
                    s.bowed[x[1]] = True

    E.STEP_CHECKS.append(bow_later)
    E.STEP_CHECK_KINDS.add("test_bow_later")
    E._KINDED[0] += 1
    try:
        for seed in range(20):
            g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
            agent = RandomAgent(seed)
            while (d := g.pending()) is not None:
                s = g.s
                if s.stack[-1][0] == "declare_attackers" and not s.stack[-1][2] and len(d.options) >= 3:
                    first, other = (int(o.id.split(":")[1]) for o in d.options[:2])
                    s.lasting.append(["test_bow_later", other, 2])  # (the check runs before the step looks again)
                    s.steps -= 1
                    again = E.run(s)  # (the same declaration, made with the record in play)
                    assert again is not None and [o.id for o in again.options] == [o.id for o in d.options]
                    E.apply(s, again, f"att:{first}")
                    if s.stack[-1][0] != "declare_attackers":
                        pytest.fail("the first attacker ended the declaration")
                    nxt = E.run(s)  # (the check bows `other` first)
                    assert s.bowed[other] and nxt is not None and s.stack[-1][0] == "declare_attackers"
                    assert f"att:{other}" not in [o.id for o in nxt.options]
                    return
                g.choose(agent.choose(g, d))
        pytest.fail("no declaration with two candidates or more in 20 random games")
    finally:
        E.STEP_CHECKS.remove(bow_later)
        E.STEP_CHECK_KINDS.discard("test_bow_later")
        E._KINDED[0] -= 1


def test_whether_one_more_can_be_declared_read_from_the_candidates_equals_a_fresh_look() -> None:
    """At every declaration of attackers or defenders of random games, for each character offered: whether another
    could still be declared once it is chosen, read from the candidates just offered (`conflict._one_more`), is what
    `_can_attack` / `_can_defend` find (and it was read from them at most choices)."""
    known = 0
    for seed in range(12):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        while (d := g.pending()) is not None:
            s = g.s
            top = s.stack[-1]
            if top[0] in ("declare_attackers", "declare_defenders"):
                seat, chosen = top[1], top[2]
                key = "_declare_att" if top[0] == "declare_attackers" else "_declare_def"
                for o in d.options:
                    if o.id == "done":
                        continue
                    new = (*chosen, int(o.id.split(":")[1]))
                    got = LC._one_more(s, key, seat, chosen, new)
                    with A.query(s):
                        fresh = (LC._can_attack(s, seat, s.conflict["type"], new) if key == "_declare_att"
                                 else LC._can_defend(s, seat, new))
                    assert got in (-1, int(fresh)), (seed, top, o.id)
                    known += got >= 0
            g.choose(agent.choose(g, d))
    assert known > 50


def test_a_counted_change_between_the_decision_and_the_choice_is_looked_at_afresh() -> None:
    """A change made between a declaration's decision and its choice that moves the change counter (`State.ver`): the
    choice asks `_can_attack` again (the other candidate, bowed, cannot attack: the declaration ends)."""
    for seed in range(20):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        while (d := g.pending()) is not None:
            s = g.s
            if s.stack[-1][0] == "declare_attackers" and not s.stack[-1][2] and len(d.options) == 2:
                first, other = (int(o.id.split(":")[1]) for o in d.options[:2])
                s.bowed[other] = True  # (a change another caller makes, counted)
                s.ver += 1
                E.apply(s, d, f"att:{first}")
                assert s.stack[-1][0] != "declare_attackers"
                return
            g.choose(agent.choose(g, d))
    pytest.fail("no declaration with two candidates in 20 random games")
