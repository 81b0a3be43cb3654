"""What the action windows and the declarations remember or shortcut (issue 10, speed) gives the answers a fresh look
gives: each card's Action abilities by card (`plan.card_actions`), an Action ability's option made once
(`plan.Act.option`), the limit keys made once per plan (`Plan.limit_key`, `Plan.max_key`), and "could one more
character attack / defend" (`conflict._can_attack`, `_can_defend`) against the lists they stand for."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from rokugan.core.decision import Option
from rokugan.lcg import ability as A
from rokugan.lcg import conflict as LC
from rokugan.lcg import plan as P

from .helpers import random_game_states


def _fresh_actions(facts: list[Any], in_conflict: bool) -> list[Any]:
    out: list[Any] = []
    for c, f in enumerate(facts):
        if f.title not in A.ACTION_TITLES:
            out.append(None)
            continue
        out.append([(c, i, id(ab), id(pl), f"ab:{c}:{i}", f"{f.title}: {pl.text}")
                    for i, ab, pl in P.actions(f.title, in_conflict)])
    return out


def _remembered(facts: list[Any], in_conflict: bool) -> list[Any]:
    ca = P.card_actions(facts)
    out: list[Any] = []
    for c in range(len(facts)):
        if not ca.has[c]:
            out.append(None)
            continue
        got = [(c, a.i, id(a.ab), id(a.pl), a.oid, a.label) for a in ca.of(c, in_conflict)]
        if not in_conflict and ca.has_out[c] != bool(got):  # (`has_out`: whether there are any outside a conflict)
            got.append("has_out")
        out.append(got)
    return out


def test_each_cards_remembered_action_abilities_equal_a_fresh_look_at_every_decision() -> None:
    """`plan.card_actions` (by card index, for the game's `facts`) never differs from looking each card's title up in
    `plan.actions`, and what the windows and declarations decide without the lists (`_can_attack`, `_can_defend`) is
    what the lists say, at every decision of random games between the built-in decks."""
    stale: list[tuple[int, int, str]] = []
    for seed, n, s in random_game_states(10):
        for ic in (False, True):
            if _remembered(s.facts, ic) != _fresh_actions(s.facts, ic):
                stale.append((seed, n, f"card_actions {ic}"))
        for seat in (0, 1):
            for kind in ("military", "political"):
                att = LC._attackers_for(s, seat, kind)
                if LC._can_attack(s, seat, kind, ()) != bool(att) or \
                        (att and LC._can_attack(s, seat, kind, (att[0],)) != (len(att) > 1)) or \
                        LC._can_attack(s, seat, kind, tuple(att)):
                    stale.append((seed, n, f"attack {seat} {kind}"))
            if s.conflict is not None:
                dfn = LC._defenders_for(s, seat)
                if LC._can_defend(s, seat, ()) != bool(dfn) or \
                        (dfn and LC._can_defend(s, seat, (dfn[0],)) != (len(dfn) > 1)) or \
                        LC._can_defend(s, seat, tuple(dfn)):
                    stale.append((seed, n, f"defend {seat}"))
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def test_declaring_a_card_forgets_the_remembered_action_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card declared after a game's table was made (`ability.card` calls `plan.clear`): the table is made again, so a
    title that now has an Action ability is looked at."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    facts = g.s.facts
    before = P.card_actions(facts)
    c = next(c for c, has in enumerate(before.has) if not has)
    monkeypatch.setattr(A, "ACTION_TITLES", {*A.ACTION_TITLES, facts[c].title})
    P.clear()  # (what declaring a card does)
    try:
        assert P.card_actions(facts).has[c]
        assert _remembered(facts, False) == _fresh_actions(facts, False)
    finally:
        monkeypatch.undo()
        P.clear()
    assert not P.card_actions(facts).has[c]


def test_a_game_with_the_same_cards_shares_the_action_abilities_table_and_its_answers() -> None:
    """`plan.card_actions` for a game whose cards have the same titles and types in the same order as an earlier
    game's (the same decks: seeds 0 and 7 of the benchmark) shares that game's lists (`_SHARED_ACTS`), and they give
    a fresh look's answers for it; a game with other cards gets its own; a card declared since (`plan.clear`) has them
    made again."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    a: Any = registry.new_game("lcg", _setup(0, "lcg"), 0).s
    b: Any = registry.new_game("lcg", _setup(7, "lcg"), 7).s
    other: Any = registry.new_game("lcg", _setup(1, "lcg"), 1).s
    assert a.facts is not b.facts and [f.title for f in a.facts] == [f.title for f in b.facts]
    ca, cb, co = P.card_actions(a.facts), P.card_actions(b.facts), P.card_actions(other.facts)
    assert cb.facts is b.facts and cb.has is ca.has and cb.out is ca.out and cb.inc is ca.inc
    assert co.has is not ca.has
    for ic in (False, True):
        assert _remembered(b.facts, ic) == _fresh_actions(b.facts, ic)
        assert _remembered(other.facts, ic) == _fresh_actions(other.facts, ic)
    P.clear()
    assert P.card_actions(b.facts).has is not ca.has


def test_cards_added_to_two_games_with_the_same_cards_get_their_own_options() -> None:
    """Two games between the same decks share their options (`CardActs.opts`, `ev_opts`) while they have the same
    cards; a card added to one (`State.new_card`) and another card of the same cost added to the other at the same
    index are offered with their own titles (each game's table found for the cards it has now, not one kept)."""
    from .cards.harness import Table
    a, b = Table(), Table()
    for t in (a, b):
        t.put(t.me, "Savvy Politician")  # (a unique character: Way of the Crane can honor it)
        t.window(t.me)
    assert a.labels() == b.labels()
    assert a.hand(a.me, "Doji Whisperer") == b.hand(b.me, "Seppun Guardsman")  # (both cost 1)
    assert a.hand(a.me, "Way of the Crane") == b.hand(b.me, "Eager Scout")
    la, lb = a.labels(), b.labels()
    assert any("Doji Whisperer" in x for x in la) and not any("Seppun Guardsman" in x for x in la)
    assert any("Seppun Guardsman" in x for x in lb) and not any("Doji Whisperer" in x for x in lb)
    assert any(x.startswith("Play Way of the Crane (") for x in la) and not any("Way of the" in x for x in lb)


def test_an_action_abilitys_option_made_once_is_the_option_a_window_would_make() -> None:
    """`plan.Act.option` (made once per card and ability, shared by the windows: options are treated as immutable) is
    the option `action_options` made before: its id, its label ("Title: text") and its payload (the card)."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    facts = g.s.facts
    ca = P.card_actions(facts)
    seen = 0
    for c in range(len(facts)):
        if not ca.has[c]:
            continue
        for ic in (False, True):
            for a in ca.of(c, ic):
                o = a.option()
                assert o == Option(f"ab:{c}:{a.i}", f"{facts[c].title}: {a.pl.text}", {"card": c})
                assert a.option() is o
                seen += 1
    assert seen


def test_the_limit_keys_made_once_are_the_keys_the_limits_count_under() -> None:
    """`Plan.limit_key` / `max_key` give the strings `_limit_keys` records a use under (RR "Limit X per [period]",
    "Max X per [period]": per player), the same card asked for under another ability index and seat too (the keys of
    the first index asked for are kept by card and seat, `Plan.lk`)."""
    abs_: list[Any] = [ab for d in A.DEFS.values() for ab in d.abilities if getattr(ab, "limit", 0) or
                       getattr(ab, "max_per", "")]
    assert abs_
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    s: Any = registry.new_game("lcg", _setup(0, "lcg"), 0).s  # a real state (the compiled `_limit_keys` asks for one)
    last = len(s.facts) - 1
    for ab in abs_[:40]:
        pl = P.plan(ab)
        for c, i, seat in ((0, 0, 0), (5, 1, 1), (last, 2, 0), (7, 3000, 1), (5, 1, 1), (0, 1, 0), (0, 0, 0),
                           (0, 0, 1)):
            ctx = {"card": c, "i": i, "seat": seat}
            keys = A._limit_keys(s, ctx, ab)
            if ab.limit:
                assert pl.limit_key(c, i, seat) == keys[0]
            if ab.max_per:
                assert pl.max_key(s.facts[c].title, seat) == keys[-1]


def _fresh(s: Any, look: Any) -> Any:
    """`look()` with what the windows remember (with the state and by declaration) forgotten, then put back (so what is
    remembered lasts the whole game, as in play)."""
    from rokugan.lcg import vocab_b3
    keys = ("hand_opts", "ca", "live", "ev_opts")
    kept = [getattr(s.caches, key) for key in keys]
    for key in keys:
        setattr(s.caches, key, None)
    dicts: list[dict[Any, Any]] = [A._ATTACH_RULES, A._IN_CONFLICT, vocab_b3._ON_TARGET, A.HOOK_WORDS, A._TARGET_PLANS,
                                   A._COST_KINDS, A.BLANKS_ONLY]
    was = [dict(d) for d in dicts]
    for d in dicts:
        d.clear()  # (no hook word either: every registered hook is called)
    last = vocab_b3._LAST_ON_TARGET[0]
    vocab_b3._LAST_ON_TARGET[0] = None
    shared, recent = dict(P._SHARED_ACTS), list(P._CARD_ACTS)  # (no table of a game with the same cards either)
    P._SHARED_ACTS.clear()
    P._CARD_ACTS.clear()
    A.SHORTCUTS[0] = False  # (every card with an Action ability looked at, and every ability asked about)
    try:
        with A.query(s):
            return look()
    finally:
        A.SHORTCUTS[0] = True
        P._SHARED_ACTS.clear()
        P._SHARED_ACTS.update(shared)
        P._CARD_ACTS[:] = recent
        for key, v in zip(keys, kept, strict=True):
            setattr(s.caches, key, v)
        for d, v in zip(dicts, was, strict=True):
            d.clear()
            d.update(v)
        vocab_b3._LAST_ON_TARGET[0] = last


def _cost_moves(s: Any, seat: int, c: int) -> int:
    """A cost modifier for the test: 1 less on every other step (so the same card is offered at different costs)."""
    return -(s.steps % 2)


@pytest.mark.parametrize("costs_move", [False, True])
def test_the_options_a_window_remembers_are_the_options_a_fresh_look_makes_at_every_decision(costs_move: bool) -> None:
    """The options of the action windows and of the dynasty phase's, made once per game (`round._made_options`, by
    what, card, target and cost), with an attachment's restriction read once per title (`ability.attach_rule`), with
    whether it can be played in a conflict (`playable_in_conflict`), the card's Action abilities kept with the state
    and what an ability does to its target read once (`vocab_b3._on_target`): at every decision of random games
    between the built-in decks, the options offered are those a look with all of them forgotten makes (ids, labels,
    payloads, in order); so are they with the hooks a game has no card for not called (`ability.live_hooks`). With
    costs that move (a cost modifier, and an event discount, on every other step), an option made for one cost is
    never offered at another."""
    from rokugan.lcg import engine as E
    from rokugan.lcg import round as LR
    stale: list[tuple[int, int]] = []
    if costs_move:
        E.COST_MODS.append(_cost_moves)
    try:
        _compare(LR, stale, 8 if not costs_move else 4, costs_move)
    finally:
        if costs_move:
            E.COST_MODS.remove(_cost_moves)
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def _compare(LR: Any, stale: list[tuple[int, int]], seeds: int, costs_move: bool = False) -> None:
    looked = 0
    for seed, n, s in random_game_states(seeds):
        step = s.stack[-1] if s.stack else ()
        if not step or step[0] not in ("window", "dyn_window"):
            continue
        if costs_move and s.steps % 2:  # an event costs 1 less on every other step (an "event_discount" record, for
            discounts = [["event_discount", seat, "test"] for seat in (0, 1)]  # this look only: the game goes on
            s.lasting = [*s.lasting, *discounts]  # without it)
            try:
                _compare_one(LR, stale, seed, n, s, step)
            finally:
                s.lasting = [x for x in s.lasting if all(x is not d for d in discounts)]
        else:
            _compare_one(LR, stale, seed, n, s, step)
        looked += 1
    assert looked > 200


def _compare_one(LR: Any, stale: list[tuple[int, int]], seed: int, n: int, s: Any, step: tuple[Any, ...]) -> None:
    look = functools.partial(LR._window_options, s, step[2], step[1]) if step[0] == "window" else \
        functools.partial(LR._dyn_options, s, step[1])
    with A.query(s):
        got = look()
    fresh = _fresh(s, look)
    if [(o.id, o.label, o.payload) for o in got] != [(o.id, o.label, o.payload) for o in fresh]:
        stale.append((seed, n))


def _can_all(s: Any) -> list[tuple[int, int, int, bool]]:
    """Whether each seat may initiate each Action ability of each card of the game now (`ability._can` in a read-only
    stretch, as the windows ask), with reactions' plans too (their answer without a triggering event)."""
    out: list[tuple[int, int, int, bool]] = []
    ca = P.card_actions(s.facts)
    with A.query(s):
        for c in range(len(s.facts)):
            if not ca.has[c]:
                continue
            for a in ca.of(c, s.conflict is not None):
                for seat in (0, 1):
                    out.append((c, a.i, seat, A._can(s, seat, c, a.i, a.ab, a.pl, None)))
    return out


def test_the_shortcuts_of_can_give_a_fresh_looks_answers_at_every_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """`ability._can`'s shortcuts: a card no live blanker can answer (`ability.blanks_only`: by its printed type) is
    blanked only by a lasting record, without the blanked cards worked out; a target (or cost) whose selector holds only
    of cards in a conflict (`_SelPlan.needs_conflict`) has none outside one. At every decision of random games, each
    Action ability's answer for each seat is the answer with neither shortcut (the blankers all asked, every card
    matched), and each declared blanker answers only cards of its type; no character gains a keyword or trait
    `ability.may_gain_keyword` says none can (`_play_only_if` asks it once for all)."""
    stale: list[tuple[int, int, str]] = []
    looked = 0
    for seed, n, s in random_game_states(6):
        for f in A.live_hooks(s).blankers:
            t = A.BLANKS_ONLY.get(f)
            if t is not None and any(s.facts[c].type != t for c in f(s)):
                stale.append((seed, n, f"blanker {f.__name__}"))
        for k in ("Shugenja", "Courtier", "Bushi", "Cavalry", "covert", "sincerity", "pride"):
            if not A.may_gain_keyword(s, k) and any(A.gains_keyword(s, c, k) for p in s.players for c in p.home):
                stale.append((seed, n, f"may_gain_keyword {k}"))
        got = _can_all(s)
        only, sels, plans = dict(A.BLANKS_ONLY), dict(A._SELS), dict(A._TARGET_PLANS)
        A.BLANKS_ONLY.clear()
        A._SELS.clear()  # (and the target plans that hold a selector's plan)
        A._TARGET_PLANS.clear()
        monkeypatch.setattr(A, "_CONFLICT_FILTERS", frozenset())
        live = s.caches.live
        s.caches.live = None
        try:
            fresh = _can_all(s)
        finally:
            monkeypatch.undo()
            A.BLANKS_ONLY.update(only)
            A._SELS.clear()
            A._SELS.update(sels)
            A._TARGET_PLANS.clear()
            A._TARGET_PLANS.update(plans)
            s.caches.live = live
        if got != fresh:
            stale.append((seed, n, str([(x, y) for x, y in zip(got, fresh, strict=True) if x != y][:3])))
        looked += len(got)
    assert looked > 1000
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def test_the_context_an_action_window_lends_gives_a_fresh_contexts_answers_at_every_decision(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`ability.action_options` lends `_can` each ability's own context dict and limit key, made once per ability and
    seat (`plan.Act.ctx`, `Act.limit_key`; for a seat that is not 0 or 1, one of `_BOXES`, its seat and triggering
    event set once for the window, its three other entries for each ability): at every action window of random games,
    the options offered are those offered with a context and a limit key made fresh for each ability (ids, labels,
    payloads, in order)."""
    from rokugan.lcg import round as LR
    orig = A._can

    def fresh_can(s: Any, seat: int, c: int, i: int, ab: Any, pl: Any, ev: Any, box: Any = None,
                  act: Any = None) -> bool:
        return orig(s, seat, c, i, ab, pl, ev)

    stale: list[tuple[int, int]] = []
    looked = 0
    for seed, n, s in random_game_states(6):
        step = s.stack[-1] if s.stack else ()
        if not step or step[0] != "window":
            continue
        with A.query(s):
            got = LR._window_options(s, step[2], step[1])
        monkeypatch.setattr(A, "_can", fresh_can)
        try:
            with A.query(s):
                fresh = LR._window_options(s, step[2], step[1])
        finally:
            monkeypatch.undo()
        if [(o.id, o.label, o.payload) for o in got] != [(o.id, o.label, o.payload) for o in fresh]:
            stale.append((seed, n))
        looked += 1
    assert looked > 100
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def test_a_lent_context_a_look_added_an_entry_to_is_not_lent_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A condition that wrote an entry into its context (none does: they only read it) does not make the next look see
    it: a lent context with another entry is not used (`_can` builds one), nor given back to `_BOXES`, and an
    ability's own context (`plan.Act.ctx`) with another entry is made again."""
    seen: list[list[str]] = []
    for _seed, _n, s in random_game_states(3):
        step = s.stack[-1] if s.stack else ()
        if not step or step[0] != "window":
            continue
        seat = step[2]
        ca = P.card_actions(s.facts)
        me = s.players[seat]
        acts = [a for c in [*me.home, *me.hand] if ca.has[c] for a in ca.of(c, s.conflict is not None)
                if a.pl.cond is not None and not a.pl.conflict_only]
        if not acts:
            continue
        pl = acts[0].pl
        cond = pl.cond

        def spy(s: Any, ctx: dict[str, Any], cond: Any = cond) -> bool:
            seen.append(sorted(ctx))
            ctx["written"] = 1
            return bool(cond(s, ctx))

        monkeypatch.setattr(pl, "checks", (A._Check0(spy),))  # (`_can` asks the condition's parts)
        try:
            with A.query(s):
                A.action_options(s, seat)
                A.action_options(s, seat)
                a = acts[0]
                box = {"card": -1, "i": 0, "seat": seat, "ev": None, "event": False, "other": 1}
                A._can(s, seat, a.c, a.i, a.ab, pl, None, box)
        finally:
            monkeypatch.undo()
        if len(seen) >= 3:
            break
    assert len(seen) >= 3
    assert all(keys == ["card", "ev", "event", "i", "seat"] for keys in seen), seen
    assert all(len(b) == 5 for b in A._BOXES)


def test_a_conditions_parts_answer_as_its_compiled_function_at_every_decision() -> None:
    """`ability.checks` (a condition's parts, each a native call, asked in order by `_can`) holds exactly when
    `ability.compiled`'s function (and `check`, the declaration walked) holds, for each Action ability's triggering
    condition and condition, for each seat, at every decision of random games."""
    stale: list[tuple[int, int, str]] = []
    looked = 0
    for seed, n, s in random_game_states(4):
        ca = P.card_actions(s.facts)
        for c in range(len(s.facts)):
            if not ca.has[c]:
                continue
            for a in ca.of(c, s.conflict is not None):
                for part in (a.ab.trigger, a.ab.cond):
                    if part is None:
                        continue
                    for seat in (0, 1):
                        ctx = {"card": c, "i": a.i, "seat": seat, "ev": None, "event": s.facts[c].type == "event"}
                        want = bool(A.compiled(part)(s, ctx))
                        if all(k.ok(s, ctx) for k in A.checks(part)) != want or A.check(s, ctx, part) != want:
                            stale.append((seed, n, f"{s.facts[c].title} {a.i} {seat}"))
                        looked += 1
    assert looked > 500
    assert not stale, f"differs at {len(stale)} decisions, first {stale[:5]}"


def test_additional_uses_are_counted_when_a_card_of_the_game_has_such_a_title(monkeypatch: pytest.MonkeyPatch) -> None:
    """`ability._extra_uses` answers 0 at once when no card of the game has a title granting an additional use
    (`CardActs.extra`, made again when a card is declared): with no such title declared it counts none; with an
    attachment's title declared one (as Way of the Dragon is), its host counts it."""
    for _seed, _n, s in random_game_states(4):
        hosts = [(a, s.attached_to[a]) for p in s.players for a in p.attached if s.attached_to[a] >= 0]
        if not hosts:
            continue
        a, host = hosts[0]
        try:
            monkeypatch.setattr(A, "EXTRA_USE_TITLES", {"(no such title)"})
            P.clear()
            s.caches.ca = P.card_actions(s.facts)  # (the game's table, made before the declaration)
            assert A._extra_uses(s, host) == 0
            monkeypatch.setattr(A, "EXTRA_USE_TITLES", {s.facts[a].title})
            P.clear()  # (what declaring a card does)
            want = sum(1 for p in s.players for b in p.attached if s.attached_to[b] == host and
                       s.facts[b].title == s.facts[a].title)
            assert want >= 1
            assert A._extra_uses(s, host) == want
        finally:
            monkeypatch.undo()
            P.clear()
        return
    raise AssertionError("no attachment in play in these games")
