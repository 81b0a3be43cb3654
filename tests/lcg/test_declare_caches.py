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


def _fresh_used_cards(used: dict[str, int], n: int) -> set[int]:
    """The cards `new_instance` finds a limit counted for, looked at afresh (its own test, card by card)."""
    return {c for c in range(-1, n) if any(k[1:].startswith(f":{c}:") for k in used)}


def test_the_cards_with_a_limit_counted_kept_with_the_counters_equal_a_fresh_look() -> None:
    """`ability._used_cards` (the cards a key of `State.used` names, kept for one dict and its length, updated by
    `start` and `new_instance`): wherever it is valid for a state's counters (at every decision of random games, and
    right after each card leaves play), it is what a fresh look at the keys finds; and it was valid at most of them."""
    valid = 0
    looked = 0
    stale: list[tuple[int, int, str]] = []
    real = A.new_instance

    def checked(s: E.State, c: int) -> None:
        real(s, c)
        assert not any(k[1:].startswith(f":{c}:") for k in s.used), "a limit of a new instance left counted"
        _compare(s, -1, "left play")

    def _compare(s: E.State, n: int, where: str) -> None:
        nonlocal valid, looked
        looked += 1
        uc = A._USED_CARDS
        if s.used and uc.used is s.used and uc.n == len(s.used):
            valid += 1
            if uc.cards != _fresh_used_cards(s.used, len(s.facts)):
                stale.append((seed, n, where))

    mp = pytest.MonkeyPatch()
    mp.setattr(A, "new_instance", checked)  # (the sources: `_ab` and `leave_play` call it through the module)
    try:
        for seed in range(12):
            g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
            agent = RandomAgent(seed)
            n = 0
            while (d := g.pending()) is not None:
                _compare(g.s, n, "decision")
                g.choose(agent.choose(g, d))
                n += 1
    finally:
        mp.undo()
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"
    assert looked > 1000 and valid > looked // 4, (looked, valid)


def test_a_limit_counted_after_the_cards_were_worked_out_is_forgotten_when_its_card_leaves_play() -> None:
    """A key `start` counts for a card after `_used_cards` was worked out for the same counters (the same dict, kept up
    to date) names that card: its leaving play forgets it; and a key written in place from elsewhere (the same dict,
    one more key) is found too (the length tells)."""
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    s = g.s
    s.used = {"r:max:Some Title:0": 1}
    assert A._used_cards(s.used) == set()
    chars = [c for c in range(len(s.facts)) if s.facts[c].type == "character"]
    c, d = chars[0], chars[1]
    uc = A._USED_CARDS
    assert uc.used is s.used
    s.used[f"r:{c}:0:1"] = 1  # (as `start` counts it: the length moves)
    A.new_instance(s, c)
    assert list(s.used) == ["r:max:Some Title:0"]
    A._used_cards(s.used)
    keys = [f"c:{d}:0:0"]
    used = s.used
    known = uc.used is used and uc.n == len(used)
    assert known
    for k in keys:  # (what `start` does with the keys it counts)
        used[k] = used.get(k, 0) + 1
        v = A._key_card(k)
        if v is not None:
            uc.cards.add(v)
    uc.n = len(used)
    assert d in A._used_cards(s.used)
    A.new_instance(s, d)
    assert list(s.used) == ["r:max:Some Title:0"] and d not in A._used_cards(s.used)


def test_the_declaration_offers_the_rings_each_type_may_be_declared_with() -> None:
    """`conflict._declare` (the rings read once for both types; `_any_attackable`) offers what the rules' looks give:
    at every conflict declaration of random games, a ring option for each unclaimed ring not forbidden, for each type
    not used that a character can attack in, when a province can be attacked (`attackable`)."""
    looked = 0
    for seed in range(12):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        while (d := g.pending()) is not None:
            s = g.s
            if s.stack and s.stack[-1][0] == "declare":
                seat = s.stack[-1][1]
                assert LC._any_attackable(s, seat) == bool(LC.attackable(s, seat))
                want = ["pass"]
                if LC.attackable(s, seat):
                    for kind in ("military", "political"):
                        if kind in s.players[seat].types_used or not LC._attackers_for(s, seat, kind):
                            continue
                        want += [f"ring:{e}:{kind}" for e in ("air", "earth", "fire", "water", "void")
                                 if s.rings[e][1] < 0 and not LC._no_declare_ring(s, seat, e)]
                assert [o.id for o in d.options] == want
                looked += 1
            g.choose(agent.choose(g, d))
    assert looked > 50


def test_any_attackable_is_whether_a_province_can_be_attacked() -> None:
    """`conflict._any_attackable` against `attackable` for every set of broken provinces and stronghold place."""
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    s = g.s
    q = s.players[1]
    for sh in (-1, 0, 2, 4):
        for bits in range(32):
            q.sh_prov = sh
            q.broken = [bool(bits >> k & 1) for k in range(5)]
            assert LC._any_attackable(s, 0) == bool(LC.attackable(s, 0)), (sh, bits)


def test_expire_keeps_the_counters_and_records_that_do_not_end_and_only_them() -> None:
    """`ability.expire` (the counters' dict and the lasting list kept as they are when nothing in them ends): at every
    call of random games, what stays is what a fresh filter keeps (the counters of other periods; the records of other
    periods, control records handled first); and the dict was kept at some calls (the `_used_cards` of it holds)."""
    real = A.expire
    calls: list[int] = [0, 0]

    def checked(s: E.State, period: str) -> None:
        used = dict(s.used)
        before = s.used
        real(s, period)
        tag = period[0] + ":"
        assert s.used == {k: v for k, v in used.items() if not k.startswith(tag)}
        assert all(x[-1] != period for x in s.lasting)
        calls[0] += 1
        calls[1] += 1 if (s.used is before and before) else 0

    mp = pytest.MonkeyPatch()
    mp.setattr(A, "expire", checked)
    try:
        for seed in range(8):
            g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
            agent = RandomAgent(seed)
            while (d := g.pending()) is not None:
                g.choose(agent.choose(g, d))
    finally:
        mp.undo()
    assert calls[0] > 100 and calls[1] > 10, calls
