"""The typed caches a state keeps (`engine.Caches`, `engine.Scope`: issue 10, speed) give the answers a fresh look
gives: each card's abilities (`ability.abilities_of`, its printed ones kept by card for the game's cards and the
declarations), the skills a read-only stretch remembers (`engine.skill` under `ability.query`), the options the
windows make once by one int key (`round._opt_key`), and a clone, a state read back and a pickled copy start with
empty caches, never their original's."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Any

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import round as LR

from .helpers import random_game_states


def _abilities_fresh(s: Any, c: int) -> tuple[Any, ...]:
    """`abilities_of` as it was before it kept anything: the card's declaration looked up by title, then the
    abilities it gained (a lasting "gain" record)."""
    d = A.DEFS.get(s.facts[c].title)
    own = d.abilities if d is not None else ()
    gained = tuple(A.DEFS[x[2]].abilities[x[3]] for x in s.lasting if x[0] == "gain" and x[1] == c)
    return own + gained


def test_each_cards_abilities_kept_with_the_state_are_a_fresh_looks_at_every_decision() -> None:
    """At every decision of random games, each card's abilities (`abilities_of`, its printed ones kept by card with
    the state) are those looked up afresh by its title, the same objects in the same order."""
    looked = 0
    stale: list[tuple[int, int, int]] = []
    for seed, n, s in random_game_states(4):
        for c in range(len(s.facts)):
            got = A.abilities_of(s, c)
            if len(got) != len(_abilities_fresh(s, c)) or \
                    any(x is not y for x, y in zip(got, _abilities_fresh(s, c), strict=True)):
                stale.append((seed, n, c))
            looked += 1
    assert looked > 10000
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"


def test_a_card_declared_or_withdrawn_after_the_abilities_were_kept_is_seen() -> None:
    """The printed abilities kept by card are worked out again when the declarations change (a card declared: their
    generation, `plan.clear`; one withdrawn, as the tests do: their number) or the game gets a card."""
    states = random_game_states(1)
    _, _, s = next(states)
    c = next(c for c, f in enumerate(s.facts) if A.DEFS.get(f.title) is not None and A.DEFS[f.title].abilities)
    title = s.facts[c].title
    own = A.abilities_of(s, c)
    assert own  # (kept now)
    d = A.DEFS.pop(title)
    try:
        assert A.abilities_of(s, c) == ()  # withdrawn: none
        A.card("Serene Warrior of the Typed Caches")  # another card declared (the generation moves)
        assert A.abilities_of(s, c) == ()
    finally:
        A.DEFS.pop("Serene Warrior of the Typed Caches", None)
        A.DEFS[title] = d
        from rokugan.lcg import plan as P
        P.clear()
    assert A.abilities_of(s, c) == own
    m = len(s.facts)
    s.new_card(s.facts[c], 0, E.SET_ASIDE)  # a card the game gets (a token, a copy set aside)
    assert A.abilities_of(s, m) == own


def test_the_skills_a_read_only_stretch_remembers_are_a_fresh_looks() -> None:
    """Inside `ability.query` the characters' skills are remembered by card and kind (an int index; a dash too): at
    every decision of random games they are those worked out afresh, outside any stretch."""
    looked = 0
    for _, _, s in random_game_states(3):
        chars = [c for p in s.players for c in p.home]
        fresh = [(E.skill(s, c, "military"), E.skill(s, c, "political")) for c in chars]
        with A.query(s):
            for _ in range(2):  # (the second time from the memo)
                assert [(E.skill(s, c, "military"), E.skill(s, c, "political")) for c in chars] == fresh
        assert s.caches.q is None  # (the memo is dropped at the stretch's end)
        looked += len(chars)
    assert looked > 1000


def test_the_option_keys_are_one_to_one_within_their_ranges() -> None:
    """`round._opt_key` gives different ints to different (what, card, target, cost) within its ranges, and -1 (an
    option made each time, never remembered) outside them."""
    seen: dict[int, tuple[int, int, int, int]] = {}
    for what in range(6):
        for c in (0, 1, 7, 150, 4095, 70000):
            for t in (-1, 0, 1, 4, 150, 4094):
                for cost in (-1, 0, 1, 2, 9, 255, 65534):
                    k = LR._opt_key(what, c, t, cost)
                    assert k >= 0
                    assert seen.setdefault(k, (what, c, t, cost)) == (what, c, t, cost)
    for args in ((0, -1, 0, 0), (0, 3, 4095, 0), (0, 3, -2, 0), (0, 3, 0, 65535), (0, 3, 0, -2)):
        assert LR._opt_key(*args) == -1


def test_a_copy_of_a_state_starts_with_empty_caches_of_its_own() -> None:
    """A clone, a state read back from JSON, a pickled and a deep-copied one never share their original's caches."""
    for _seed, n, s in random_game_states(1):
        if n < 60:
            continue
        with A.query(s):
            A.abilities_of(s, 0)
            assert s.caches.q is not None and s.caches.abilities is not None
            for k in (s.clone(), E.State.from_json(json.loads(json.dumps(s.to_json()))), pickle.loads(pickle.dumps(s)),
                      copy.deepcopy(s)):
                assert k.caches is not s.caches and k.cache is not s.cache
                new = E.Caches()
                assert all(getattr(k.caches, x) == getattr(new, x) for x in E.Caches.__slots__)
        break


def test_the_last_targets_reading_kept_is_the_one_asked_for() -> None:
    """`vocab_b3._on_target` keeps the last (steps, target) it read: asked for each target of each declared ability in
    turn, then for the last ability's again, for two targets of one ability's steps one after the other (steps made
    of two abilities' own), and for one target in other steps, it gives what a fresh reading of that target in those
    steps gives, never the last one's."""
    from rokugan.ability.words import Target
    from rokugan.lcg import vocab_b3
    asked: list[tuple[Any, Any]] = []
    for d in A.DEFS.values():
        for ab in d.abilities:
            steps = getattr(ab, "steps", ())
            asked += [(steps, w) for w in steps if isinstance(w, Target)]
    assert len(asked) > 30
    (s1, w1), (s2, w2) = asked[0], asked[1]
    both = (*s1, *s2)  # (one ability's steps with two targets)
    alone = (w1,)  # (the same target in other steps)
    pairs = [x for p in zip(asked, asked[1:], strict=False) for x in p] + [(both, w1), (both, w2), (both, w1),
                                                                           (s1, w1), (alone, w1), (s1, w1)]
    for steps, w in pairs:
        got = vocab_b3._on_target(steps, w)
        fresh = vocab_b3._OnTarget(steps, w)
        assert got.w is w and got.steps is steps
        assert (got.kinds, got.duels) == (fresh.kinds, fresh.duels)
