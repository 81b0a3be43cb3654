"""What the reaction and interrupt windows and the constant abilities' lookups remember or shortcut (issue 10, speed)
gives the answers a fresh look gives: the abilities that may answer a window (`ability._answers`, kept per game by
the conditions' names), the events a hand could hold that answer one (`ability._hand_abilities`), and the constant
restrictions and abilities of one kind in play (`_cannots`, `_consts_of`, from the constant abilities' cache, which
keeps the cards in play it found when only what is blanked may have changed), at every decision of random games
between the built-in decks."""

from __future__ import annotations

from typing import Any

import pytest

from rokugan.ability.words import Static
from rokugan.lcg import ability as A
from rokugan.lcg import plan as P
from rokugan.lcg import vocab as V

from .helpers import random_game_states

WINDOWS = {"react": "Reaction", "interrupt": "Interrupt", "interrupt_cancel": "Interrupt"}


def _fresh_reactions(s: Any, seat: int, evs: tuple[tuple[Any, ...], ...], forced: bool,
                     designator: str) -> list[tuple[int, int, int]]:
    """`reactions_for` as it was before `_answers`: every index looked up afresh."""
    out: list[tuple[int, int, int]] = []
    names = A._names_of(evs)
    titles = P.answering(A.INTERRUPT_TITLES if designator == "Interrupt" else A.REACT_TITLES, designator, names)
    if s.lasting and A._gained(s):
        return _fresh_gained(s, seat, evs, forced, designator, names, titles)
    if not titles:
        return out
    cards, where = A.in_game_cards(s, titles)
    if not cards:
        return out
    facts = s.facts
    srcs = A._seat_sources(s, seat, cards, where)
    for f in A.REACTION_SOURCES:
        srcs += f(s, seat, A.in_game(s, titles)[0])
    if not forced:
        p = s.players[seat]
        hand = [c for c in p.hand if c in cards] + [c for c in A._events_elsewhere(s, seat) if c in cards]
        if hand and not A.seat_cannot(s, seat, "opp_events"):
            srcs += [c for c in hand if (facts[c].type == "event" and A._event_cost(s, seat, c) <= p.fate) or
                     facts[c].title in A.HAND_REACTORS]
    for c in srcs:
        for i, ab, pl in P.triggered(facts[c].title, designator, forced):
            if ab.trigger is not None and ab.trigger.args and ab.trigger.args[0] not in names:
                continue
            for j, ev in enumerate(evs):
                if A._can(s, seat, c, i, ab, pl, ev):
                    out.append((c, i, j))
                    break
    return out


def _fresh_gained(s: Any, seat: int, evs: tuple[tuple[Any, ...], ...], forced: bool, designator: str,
                  names: frozenset[str], titles: frozenset[str]) -> list[tuple[int, int, int]]:
    """`_reactions_gained` as it was before it read `_Answers`: every card in play, with all its abilities."""
    out: list[tuple[int, int, int]] = []
    facts = s.facts
    srcs = [c for c, ctl in A.in_play_sources(s) if ctl == seat]
    srcs += [c for f in A.REACTION_SOURCES for c in f(s, seat, titles)]
    hand = [*s.players[seat].hand, *A._events_elsewhere(s, seat)]
    if not forced and any(facts[c].title in titles for c in hand) and not A.seat_cannot(s, seat, "opp_events"):
        p = s.players[seat]
        srcs += [c for c in hand if facts[c].title in titles and (
            (facts[c].type == "event" and A._event_cost(s, seat, c) <= p.fate) or facts[c].title in A.HAND_REACTORS)]
    for c in srcs:
        for i, ab in enumerate(A.abilities_of(s, c)):
            if not isinstance(ab, V.LAbility) or ab.trigger is None or ab.forced != forced or \
                    ab.designators != (designator,):
                continue
            if ab.trigger.args and ab.trigger.args[0] not in names:
                continue
            for j, ev in enumerate(evs):
                if A.can_initiate(s, seat, c, i, ab, ev):
                    out.append((c, i, j))
                    break
    return out


def test_the_abilities_answering_while_a_card_has_gained_some_equal_a_fresh_look() -> None:
    """While a card has gained abilities (Togashi Yokuni), what each player may use to answer each condition name
    (and the conditions of each window on the stack), forced or not (`_reactions_gained`: the printed abilities from
    `_Answers`, the gained ones looked at in full) is what looking at every ability of every card gives, at every
    decision of random games (some with a gained ability)."""
    names = sorted({*A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.HAND_TRIGGERS})
    stale: list[tuple[int, int, str]] = []
    looks = found = 0
    for seed, n, s in random_game_states(24):
        if not (s.lasting and A._gained(s)):
            continue
        looked = [(WINDOWS[step[0]], step[1]) for step in s.stack if isinstance(step[0], str) and step[0] in WINDOWS]
        for name in names:
            looked += [(d, ((name, q, c, x),)) for d in ("Reaction", "Interrupt") for q in (0, 1)
                       for c, x in ((-1, ""), (n % len(s.facts), "military"))]
        for designator, evs in looked:
            for seat in (0, 1):
                for forced in (False, True):
                    looks += 1
                    got = A.reactions_for(s, seat, evs, forced, designator)
                    found += bool(got)
                    if got != _fresh_reactions(s, seat, evs, forced, designator):
                        stale.append((seed, n, f"{evs[0][0]} {seat} {forced} {designator}"))
    assert looks > 1000 and found
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"


def _fresh_hidden(s: Any, seat: int, evs: tuple[tuple[Any, ...], ...], designator: str, cancels: bool) -> bool:
    """`hidden_possible` as it was before `_hand_abilities`: `plan.hand_events` walked at every look."""
    p = s.players[seat]
    if not p.hand:
        return False
    for ev0 in evs:
        name = ev0[0]
        if name not in A.HAND_TRIGGERS:
            continue
        for _title, event, cost, abs_ in P.hand_events(name, designator, A.HAND_EVENTS.get(name) or set()):
            if event and cost > p.fate:
                continue
            for ab, pl in abs_:
                if (cancels and not A.is_cancel(ab)) or pl.trigger is None:
                    continue
                for ev in evs:
                    ctx = {"card": -1, "i": 0, "seat": seat, "ev": ev}
                    if pl.trigger(s, ctx) and (pl.cond is None or pl.cond(s, ctx)) and A._payable(s, ctx, ab.costs):
                        return not A.seat_cannot(s, seat, "opp_events")
    return False


def _cannot_kinds() -> list[str]:
    return sorted({st.effect.what for sts in A.STATIC_BY_TITLE.values() for st in sts  # type: ignore[attr-defined]
                   if isinstance(st.effect, V.Cannot)})


def _of(consts: list[tuple[int, int, Static]], cls: type, what: str | None = None) -> list[tuple[int, int, Static]]:
    return [x for x in consts if isinstance(x[2].effect, cls) and
            (what is None or x[2].effect.what == what)]  # type: ignore[attr-defined]


def test_the_abilities_answering_a_window_equal_a_fresh_look_at_every_decision() -> None:
    """In every reaction or interrupt window of random games, what each player may use (`reactions_for`, forced or
    not, from the per-game `_answers`) and whether he could hold an event that answers it (`hidden_possible`, from
    `_hand_abilities`) are what looking every index up afresh gives."""
    stale: list[tuple[int, int, str]] = []
    windows = 0
    for seed, n, s in random_game_states(8):
        for step in s.stack:
            designator = WINDOWS.get(step[0]) if isinstance(step[0], str) else None
            if designator is None:
                continue
            windows += 1
            evs = step[1]
            for seat in (0, 1):
                for forced in (False, True):
                    if A.reactions_for(s, seat, evs, forced, designator) != \
                            _fresh_reactions(s, seat, evs, forced, designator):
                        stale.append((seed, n, f"reactions {seat} {forced} {designator}"))
                for cancels in (False, True):
                    if A.hidden_possible(s, seat, evs, designator, cancels) != \
                            _fresh_hidden(s, seat, evs, designator, cancels):
                        stale.append((seed, n, f"hidden {seat} {cancels} {designator}"))
    assert windows > 100
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"


def test_the_constant_abilities_of_one_kind_equal_a_fresh_look_at_every_decision() -> None:
    """`_cannots` (each restriction the cards print) and `_consts_of` (skill bonuses, restrictions, keywords gained)
    are the constant abilities in play of that kind worked out afresh (`_constants_now`), at every decision of random
    games (the cache worked out again keeps the cards in play it had found when they are the same: `_Constants`)."""
    kinds = _cannot_kinds()
    assert kinds
    stale: list[tuple[int, int, str]] = []
    in_play = 0
    for seed, n, s in random_game_states(10):
        fresh = A._constants_now(s)
        for what in kinds:
            want = _of(fresh, V.Cannot, what)
            in_play += bool(want)
            if A._cannots(s, what) != want:
                stale.append((seed, n, what))
        for cls in (V.SkillBonus, V.Cannot, V.GainsKeyword):
            if A._consts_of(s, cls) != _of(fresh, cls):
                stale.append((seed, n, cls.__name__))
    assert in_play  # (some restriction was in play: the cache's own answer was compared too)
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def test_declaring_a_card_forgets_the_remembered_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card declared after a game's answers were remembered (`ability.card` calls `plan.clear`): they are worked
    out again, so a title that now reacts to a condition is among the cards that may answer it."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    s = g.s
    evs = (("enters_play", 0, 0, ""),)
    before = A._answers(s, evs, "Reaction")
    c = next(c for c, f in enumerate(s.facts) if c not in before.cards and f.type == "character")
    title = s.facts[c].title
    monkeypatch.setitem(A.REACT_TITLES, "enters_play", {*A.REACT_TITLES.get("enters_play", set()), title})
    P.clear()  # (what declaring a card does)
    try:
        assert c in A._answers(s, evs, "Reaction").cards
        assert c in A._answers(s, (("enters_play", 1, 0, ""),), "Reaction").cards  # (by the names, not the events)
    finally:
        monkeypatch.undo()
        P.clear()
    assert c not in A._answers(s, evs, "Reaction").cards


def test_a_blank_record_added_or_ended_is_seen_by_the_constant_abilities_cache() -> None:
    """The constant abilities' cache compares the lasting "blank" records (the round, the phase, the other lasting
    effects and the conflict are not compared: a blanker that may read them is asked again, `free_ans`): a card
    blanked by one, or no longer, is seen at once (a fresh look gives the same)."""
    looked = 0
    for _seed, _n, s in random_game_states(3):
        if not A._constants(s):
            continue
        t = s.clone()
        before = A._constants(t)
        c = before[0][0]
        rec = ["blank", c, "round"]
        A.add_lasting(t, rec)
        assert A._constants(t) == A._constants_now(t)
        assert all(x[0] != c for x in A._constants(t))
        t.lasting.remove(rec)
        t.ver += 1
        assert A._constants(t) == A._constants_now(t) == before
        looked += 1
    assert looked > 10
