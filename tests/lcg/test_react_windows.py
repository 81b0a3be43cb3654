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


def test_a_plain_trigger_holds_exactly_for_the_conditions_of_its_name_and_side() -> None:
    """Each trigger word of `PLAIN_TRIGGERS` (not asked by `_hidden_among`: `_HandAb.plain`) holds, whatever the state
    and the condition's card and extra, exactly for the conditions of its first argument's name and of its side
    (`SEAT_TRIGGERS`): checked for each declared ability with one, against every name, both seats and both players'
    conditions, at every tenth decision of random games (fails when a word that asks more is put in the set)."""
    A.load()
    triggers = [(title, ab.trigger) for title, d in A.DEFS.items() for ab in d.abilities
                if getattr(ab, "trigger", None) is not None and A._trigger_plain(ab)]
    assert {tr.name for _t, tr in triggers} == set(A.PLAIN_TRIGGERS)  # (each word of the set is used and checked)
    names = sorted({*A.TRIGGER_NAMES, *A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.HAND_TRIGGERS, "revealed"})
    wrong: set[tuple[str, str, str]] = set()
    looked = held = 0
    for _seed, n, s in random_game_states(2):
        if n % 10:
            continue
        m = len(s.facts)
        for title, tr in triggers:
            fn = A.CONDS[tr.name]
            side = A.SEAT_TRIGGERS.get(tr.name, 0)
            for name in names:
                for seat in (0, 1):
                    for ev_seat in (0, 1):
                        for c, x in ((-1, ""), ((n * 7) % m, "military"), ((n * 3) % m, 2)):
                            ev = (name, ev_seat, c, x)
                            ctx = {"card": -1, "i": 0, "seat": seat, "ev": ev}
                            want = name == tr.args[0] and not (side and A._wrong_side(side, ev, seat, -1))
                            looked += 1
                            got = bool(fn(s, ctx, *tr.args))
                            held += got
                            if got != want:
                                wrong.add((title, tr.name, name))
    assert looked > 10000 and held
    assert not wrong, f"a plain trigger differs from its name and side: {sorted(wrong)[:5]}"


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


def _side_triggers() -> list[tuple[str, Any, int]]:
    """(title, triggering condition, side) of each declared ability whose trigger word is in `SEAT_TRIGGERS`."""
    A.load()
    out = []
    for title, d in A.DEFS.items():
        for ab in d.abilities:
            tr = getattr(ab, "trigger", None)
            if tr is not None and A._trigger_side(ab):
                out.append((title, tr, A._trigger_side(ab)))
    return out


def test_a_side_trigger_never_holds_for_another_players_or_cards_condition() -> None:
    """Each trigger word of `SEAT_TRIGGERS` (an ability with one is not asked about a condition of another side:
    `_reactions`, `_hidden_among`) is false, whatever the state and the condition's other fields, for a condition of
    its own name of the other player (side 1: the user's only; side 2: his opponent's only) or of another card (side
    3): checked for each declared ability with one, for both seats and each card of the game, at every tenth
    decision of random games; and a window looks past such an ability exactly where this test says it may."""
    triggers = _side_triggers()
    assert {tr.name for _t, tr, _side in triggers} == set(A.SEAT_TRIGGERS)  # (each word is used and checked)
    wrong: set[tuple[str, str]] = set()
    looked = held = 0
    for _seed, n, s in random_game_states(2):
        if n % 10:
            continue
        m = len(s.facts)
        for title, tr, side in triggers:
            fn = A.CONDS[tr.name]
            name = "revealed" if tr.name == "self_revealed" else tr.args[0]
            extras: list[Any] = ["", *tr.args[1:2]]
            for c in range(0, m, 3):
                for seat in (0, 1):
                    for ev_seat in (0, 1):
                        for ev_c in (c, (c + 1) % m, -1):
                            for x in extras:
                                ev = (name, ev_seat, ev_c, x if tr.name != "ev_you_attach_trait" else ev_c)
                                ctx = {"card": c, "i": 0, "seat": seat, "ev": ev, "event": False, "slots": {}}
                                try:
                                    got = fn(s, ctx, *tr.args)
                                except (IndexError, KeyError, TypeError, ValueError):
                                    continue  # (a field of a kind this word never gets)
                                looked += 1
                                held += bool(got)
                                if got and A._wrong_side(side, ev, seat, c):
                                    wrong.add((title, tr.name))
    assert looked > 10000 and held  # (some held: the right side was looked at too)
    assert not wrong, f"holds for another side's condition: {sorted(wrong)[:5]}"


def test_none_in_play_and_no_forced_ability_equal_a_fresh_look_at_every_decision() -> None:
    """Where a window's answers say no card of theirs is in play (`_Answers.none_in_play`, from the zones), none is
    (`_in_play_among`, and neither player's `_seat_sources`); where they say no card of theirs has a forced ability
    (`has_forced`), neither player has one to use (`reactions_for`, forced, with no card having gained abilities):
    for the conditions of each window on the stack and for each condition alone, at every decision of random games."""
    names = sorted({*A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.TRIGGER_NAMES})
    stale: list[tuple[int, int, str]] = []
    said_none = said_no_forced = 0
    for seed, n, s in random_game_states(6):
        looked: list[tuple[tuple[tuple[Any, ...], ...], str]] = [
            (step[1], WINDOWS[step[0]]) for step in s.stack if isinstance(step[0], str) and step[0] in WINDOWS]
        looked += [(((name, s.first, -1, ""),), d) for name in names for d in ("Reaction", "Interrupt")]
        for evs, designator in looked:
            a = A._answers(s, evs, designator)
            if a.none_in_play(s):
                said_none += 1
                if A._in_play_among(s, a.cards, a.where) or \
                        any(A._seat_sources(s, seat, a.cards, a.where) for seat in (0, 1)):
                    stale.append((seed, n, f"in play {evs[0][0]}"))
            if not a.has_forced(s.facts) and not (s.lasting and A._gained(s)):
                said_no_forced += 1
                if any(A.reactions_for(s, seat, evs, True, designator) for seat in (0, 1)):
                    stale.append((seed, n, f"forced {evs[0][0]}"))
    assert said_none > 1000 and said_no_forced > 1000  # (forced abilities at their windows: the next test)
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"


def test_the_forced_abilities_of_each_window_equal_a_fresh_look(monkeypatch: Any) -> None:
    """At each window's forced look of random games (`_start_forced`, where the conditions have just happened), the
    forced abilities found (`_forced_now`, which looks at none where no card of the game has one: `has_forced`) are
    those every player's abilities give looked at afresh (`_reactions`, forced)."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    from rokugan.lcg import engine as E
    stale: list[str] = []
    seen = [0, 0]
    start = A._start_forced

    def checked(s: Any, evs: tuple[tuple[Any, ...], ...], designator: str) -> None:
        a = A._answers(s, evs, designator)
        fresh = [(seat, c, i, j) for seat in E.player_order(s)
                 for c, i, j in A._reactions(s, a, seat, evs, True, designator)]
        seen[0] += 1
        seen[1] += bool(fresh)
        if A._forced_now(s, evs, designator) != fresh:
            stale.append(f"{designator} {evs}")
        start(s, evs, designator)

    monkeypatch.setattr(A, "_start_forced", checked)
    for seed in range(20):
        g: Any = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        while (d := g.pending()) is not None:
            g.choose(agent.choose(g, d))
    assert seen[0] > 200 and seen[1] > 0  # (some found one: the shortcut's other side was looked at too)
    assert not stale, f"differs at {len(stale)} windows, first {stale[:3]}"


def test_games_with_the_same_cards_share_what_answers_their_windows() -> None:
    """What may answer a window (`_answers`' table) is kept across games with the same cards (ids, titles and types, in
    order: `_shared_table`): two games between the same decks share it, a game between other decks has its own, and a
    card added to a game (a test's `put`) gives it another; in each, the answers are a fresh look's."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry

    from .helpers import put
    a: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    b: Any = registry.new_game("lcg", _setup(7, "lcg"), 7)  # (the same decks)
    c: Any = registry.new_game("lcg", _setup(1, "lcg"), 1)
    assert [f.title for f in a.s.facts] == [f.title for f in b.s.facts] != [f.title for f in c.s.facts]
    evs = (("enters_play", 0, 0, ""),)
    ta = A._answer_table(a.s)
    assert A._answer_table(b.s) is ta and A._answer_table(c.s) is not ta
    before = A._answers(a.s, evs, "Reaction")
    assert A._answers(b.s, evs, "Reaction") is before
    title = next(t for t in sorted(A.REACT_TITLES.get("enters_play", ())) if t not in before.info.titles or
                 t not in {f.title for f in b.s.facts})
    x = put(b, 0, title)
    got = A._answers(b.s, evs, "Reaction")
    assert A._answer_table(b.s) is not ta and A._answer_table(a.s) is ta
    assert x in got.cards and x not in before.cards
    assert got.cards == A.in_game_cards(b.s, got.titles)[0]


def test_a_windows_words_follow_the_players_names_of_its_game() -> None:
    """The words of a window's conditions are kept with the `_AnswerTable` that the games with the same cards share
    (`_ev_text_kept`): a game with the same cards and other players' names reads its own names (fails when the words
    are kept whatever the names)."""
    s = next(s for _seed, n, s in random_game_states(1) if n == 5)
    evs = (("won", 0, -1, ""), ("declared", 1, -1, "military"))
    assert A._window_text(s, evs) == "; ".join(A._ev_text(s, ev) for ev in evs)
    other = s.clone()
    assert A._answer_table(other) is A._answer_table(s)  # (the same cards: the table is shared)
    other.players[0].name, other.players[1].name = "Someone", "Someone Else"
    want = "; ".join(A._ev_text(other, ev) for ev in evs)
    assert "Someone" in want and "Someone Else" in want
    assert A._window_text(other, (*evs,)) == want
    assert A._window_text(s, (*evs,)) == "; ".join(A._ev_text(s, ev) for ev in evs)


def test_a_windows_forced_look_follows_the_forced_names_and_the_conditions() -> None:
    """A window step asks its conditions' `_Answers.forced_answers` (kept with the shared table) whether a forced
    ability answers them: the same as `_forced_answers` of the conditions at every decision of random games (for each
    window on the stack and each of its conditions alone), and worked out again when a forced ability's condition is
    declared since (fails when it is kept whatever FORCED_NAMES holds)."""
    looked = held = 0
    for _seed, _n, s in random_game_states(2):
        for step in s.stack:
            if step[0] in WINDOWS and isinstance(step[1], tuple):
                evs = step[1]
                for part in (evs, *((ev,) for ev in evs)):
                    want = A._forced_answers(part, WINDOWS[step[0]])
                    assert A._answers(s, part, WINDOWS[step[0]]).forced_answers() == want
                    looked += 1
                    held += want
    assert looked > 100 and held
    evs = (("zz_no_such_condition", 0, -1, ""),)
    a = A._answers(s, evs, "Reaction")
    assert not a.forced_answers()
    key = (("Reaction",), "zz_no_such_condition")
    A.FORCED_NAMES.add(key)
    try:
        assert a.forced_answers() and A._forced_answers(evs, "Reaction")
    finally:
        A.FORCED_NAMES.discard(key)
    assert not a.forced_answers()


def test_a_quick_trigger_holds_exactly_where_its_quick_look_says() -> None:
    """Each trigger word of `QUICK_TRIGGERS` (skipped by `_reactions`, answered by `_hidden_among` without asking it:
    `_trigger_quick`, `_quick_holds`) holds, whatever the state, exactly for the conditions of its name and side whose
    extra or card the quick look accepts: checked for each declared ability with one, against every name, both seats,
    both players' conditions, several extras (its own among them) and cards (honored, ordinary, dishonored), at every
    tenth decision of random games (fails when a word that reads more, or an extra it does not accept, is in the
    table)."""
    A.load()
    assert set(A.QUICK_TRIGGERS) <= A.NAMED_TRIGGERS  # (its name is compared first: `_trigger_name`)
    triggers = [(title, ab.trigger, A._trigger_quick(ab)) for title, d in A.DEFS.items() for ab in d.abilities
                if getattr(ab, "trigger", None) is not None and A._trigger_quick(ab)[0]]
    assert {tr.name for _t, tr, _q in triggers} == set(A.QUICK_TRIGGERS)  # (each word is used and checked)
    names = sorted({*A.TRIGGER_NAMES, *A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.HAND_TRIGGERS, "revealed"})
    extras: list[Any] = sorted({str(tr.args[1]) for _t, tr, _q in triggers if len(tr.args) > 1}) + \
        ["", "opp_effect", "ring", "own_effect", "cost", 2, 5]
    wrong: set[tuple[str, str, str]] = set()
    looked = held = 0
    for _seed, n, s in random_game_states(2):
        if n % 10:
            continue
        m = len(s.facts)
        cards = sorted({next((c for c in range(m) if s.status[c] == k), 0) for k in (-1, 0, 1)} | {-1})
        for title, tr, (kind, arg) in triggers:
            fn = A.CONDS[tr.name]
            side = A.SEAT_TRIGGERS.get(tr.name, 0)
            for name in names:
                for seat in (0, 1):
                    for ev_seat in (0, 1):
                        for c in cards:
                            for x in extras:
                                ev = (name, ev_seat, c, x)
                                ctx = {"card": -1, "i": 0, "seat": seat, "ev": ev}
                                want = name == tr.args[0] and not (side and A._wrong_side(side, ev, seat, -1)) and \
                                    A._quick_holds(kind, arg, s, ev)
                                looked += 1
                                got = bool(fn(s, ctx, *tr.args))
                                held += got
                                if got != want:
                                    wrong.add((title, tr.name, f"{name} {x!r} {c}"))
    assert looked > 10000 and held
    assert not wrong, f"a quick trigger differs from its quick look: {sorted(wrong)[:5]}"


def test_a_quick_condition_equals_its_word_at_every_decision() -> None:
    """Each condition word of `QUICK_CONDS` (worked out by `_hidden_among` without asking it: `_quick_cond`) gives
    the word's answer for both seats at every decision of random games (fails when the quick look reads otherwise)."""
    A.load()
    conds = {ab.cond.name for d in A.DEFS.values() for ab in d.abilities
             if isinstance(getattr(ab, "cond", None), A.Cond) and A._cond_quick(ab)}
    assert conds == set(A.QUICK_CONDS)  # (each word is used and checked)
    wrong: list[tuple[int, int, str]] = []
    looked = held = 0
    for seed, n, s in random_game_states(3):
        for name, kind in A.QUICK_CONDS.items():
            for seat in (0, 1):
                ctx = {"card": -1, "i": 0, "seat": seat, "ev": ("event_initiates", seat, -1, "")}
                got = A._quick_cond(kind, s, seat)
                looked += 1
                held += got
                if got != bool(A.CONDS[name](s, ctx)):
                    wrong.append((seed, n, name))
    assert looked > 1000 and held
    assert not wrong, f"a quick condition differs from its word: {wrong[:5]}"


def test_the_cards_in_play_read_from_a_windows_mask_equal_a_fresh_look_at_every_decision() -> None:
    """What a window's answers find in play from their cards' mask (`_Answers.in_play`, `_Answers.seat_cards`) is what
    looking up the set of their cards finds (`_in_play_among`, `_seat_sources`: the same cards, in the same order), for
    the conditions of each window on the stack and for each condition alone, both designators, at every decision of
    random games."""
    names = sorted({*A.REACT_TITLES, *A.INTERRUPT_TITLES, *A.TRIGGER_NAMES})
    stale: list[tuple[int, int, str]] = []
    in_play = looks = 0
    for seed, n, s in random_game_states(6):
        looked: list[tuple[tuple[tuple[Any, ...], ...], str]] = [
            (step[1], WINDOWS[step[0]]) for step in s.stack if isinstance(step[0], str) and step[0] in WINDOWS]
        looked += [(((name, s.first, -1, ""),), d) for name in names for d in ("Reaction", "Interrupt")]
        for evs, designator in looked:
            a = A._answers(s, evs, designator)
            looks += 1
            got = a.in_play(s)
            in_play += got
            if got != A._in_play_among(s, a.cards, a.where):
                stale.append((seed, n, f"in play {evs[0][0]}"))
            for seat in (0, 1):
                if a.seat_cards(s, seat) != A._seat_sources(s, seat, a.cards, a.where):
                    stale.append((seed, n, f"seat {seat} {evs[0][0]}"))
    assert looks > 1000 and in_play > 100
    assert not stale, f"differs at {len(stale)} looks, first {stale[:5]}"
