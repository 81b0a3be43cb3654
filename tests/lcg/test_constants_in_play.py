"""Constant abilities are active only on cards in play (RR "In Play and Out of Play", RR "Abilities"), and the
engine's cache of the constant abilities in play follows every change that can turn one on or off within a phase
(a province breaking: RR "Breaking a Province")."""

from __future__ import annotations

import pytest

from rokugan.lcg import engine as E

from .cards.harness import Table
from .cards.scenes_b2 import province


@pytest.fixture
def t() -> Table:
    return Table()


def test_a_character_faceup_in_a_province_is_out_of_play_and_its_constant_ability_is_not_active(t: Table) -> None:
    """RR "In Play and Out of Play": "The cards (generally characters and attachments) that a player controls in his
    or her play area ..., a player's stronghold card, a player's faceup province cards, and all holdings on a
    player's provinces are considered "in play."" A character waiting faceup in a province is not among them; RR
    "Abilities": card abilities on characters "can only be initiated or affect the game while they are in play".
    Hida Kisada in a province cancels nothing; the same Kisada in play cancels the first action (the card's test)."""
    s = t.s
    waiting = t.holding(t.me, "Hida Kisada")  # faceup in a province: out of play
    assert s.zone[waiting] == E.PROVINCE and s.faceup[waiting]
    b = t.put(t.opp, "Border Rider", bowed=True)
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [t.put(t.me, "Hida Guardian")])
    t.pick("Pass", who=t.me)
    t.use("Border Rider")
    assert not s.bowed[b]  # not cancelled: Kisada is not in play


def test_a_province_broken_during_a_conflict_loses_its_constant_ability_at_once(t: Table) -> None:
    """RR "Breaking a Province": "Ability text on a broken province is not active"; Pilgrimage's own words: "If this
    province breaks, resolve ring effects as normal." Broken in step 3.2.5, it no longer cancels the ring effect of
    3.2.6 in the same conflict (the constant abilities in play were remembered from before it broke)."""
    s = t.s
    k = province(t, t.opp, "Pilgrimage")
    s.players[t.opp].slots[k] = []
    attackers = [t.put(t.me, "Matsu Berserker"), t.put(t.me, "Hida Guardian"), t.put(t.me, "Kaiu Envoy")]
    t.conflict(t.me, "military", attackers, [], ring="air", province=k)
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    seen_ring = False
    while s.conflict is not None:
        d = t.pending()
        seen_ring = seen_ring or d.kind == "ring"
        if d.kind == "ring":
            t.g.choose(d.ids()[0])
            continue
        t.pick("Pass") if any(o.label == "Pass" for o in d.options) else t.g.choose(d.ids()[0])
    assert s.players[t.opp].broken[k]
    assert seen_ring  # the air ring's effect is resolved as normal


def test_the_remembered_constant_abilities_equal_a_fresh_look_at_every_decision() -> None:
    """The cache of the constant abilities in play (`ability._Constants`) never differs from working them out afresh:
    at every decision of random games between the built-in decks (a province breaking, a holding turning faceup, a
    lasting effect ending and another beginning in one step all change what is active)."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    from rokugan.lcg import ability as A
    stale = []
    for seed in range(24):
        g = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        n = 0
        while (d := g.pending()) is not None:
            s = g.s
            if A._constants(s) != A._constants_now(s):
                stale.append((seed, n))
            g.choose(agent.choose(g, d))
            n += 1
    assert not stale, f"stale at {len(stale)} decisions, first {stale[:5]}"


def test_the_change_counter_is_bumped_by_every_change_the_constant_abilities_are_worked_out_from() -> None:
    """While `run` runs, the cache of the constant abilities trusts an unchanged `State.ver` instead of comparing
    what they were worked out from (`ability._Constants.holds`): at every look of random games between the built-in
    decks, that comparison is made too (`ability.CHECK_VERSION`), and it must agree (a change made without bumping
    the counter fails here: a card entering play, a holding turning faceup, a lasting effect beginning or ending)."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    from rokugan.lcg import ability as A
    A.CHECK_VERSION = True
    try:
        for seed in range(24):
            g = registry.new_game("lcg", _setup(seed, "lcg"), seed)
            agent = RandomAgent(seed)
            while (d := g.pending()) is not None:
                g.choose(agent.choose(g, d))
    finally:
        A.CHECK_VERSION = False


def test_the_cards_with_a_constant_ability_in_play_read_from_the_key_equal_a_fresh_look() -> None:
    """A new entry of the constant abilities' cache reads the cards with a constant ability in play from the key it
    has just copied (`ability._found_of_key`: characters, attachments, faceup provinces, faceup holdings), and keeps
    the last entry's list when they are the same cards: at every decision of random games between the built-in decks
    it equals a fresh look at the provinces and the play areas (`_found_now`), order included."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    from rokugan.lcg import ability as A
    stale = []
    for seed in range(24):
        g = registry.new_game("lcg", _setup(seed, "lcg"), seed)
        agent = RandomAgent(seed)
        n = 0
        while (d := g.pending()) is not None:
            s = g.s
            e = A._constants_entry(s)
            if e.found != A._found_now(s, A._static_cards(s)) or \
                    A._found_of_key(s, e.has, A._Constants(s)) != A._found_now(s, e.has):
                stale.append((seed, n))
            g.choose(agent.choose(g, d))
            n += 1
    assert not stale, f"stale at {len(stale)} decisions, first {stale[:5]}"


def test_a_blanker_that_reads_the_conflict_is_asked_again_when_the_attackers_change(t: Table) -> None:
    """RR "Blank": a card whose text box is treated as blank has no active ability. Cautious Scout treats the defending
    province as blank while he attacks alone (its condition reads the conflict, not the cards in play): a second
    attacker joining turns the province's constant ability on again, and leaving turns it off, with the same cards
    in play (the cache asks the blanker again and compares its answer: `_Constants.free_ans`)."""
    from rokugan.lcg import ability as A
    s = t.s
    k = province(t, t.opp, "Pilgrimage")
    pilgrimage = s.players[t.opp].provinces[k]
    scout, other = t.put(t.me, "Cautious Scout"), t.put(t.me, "Matsu Berserker")
    t.conflict(t.me, "military", [scout], [], province=k)
    t.pending()
    assert all(x[0] != pilgrimage for x in A._constants(s))  # the scout attacks alone: Pilgrimage blank
    s.conflict["attackers"].append(other)  # (a character moved into the conflict: the counter bumped)
    s.ver += 1
    assert any(x[0] == pilgrimage for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)
    s.conflict["attackers"].remove(other)
    s.ver += 1
    assert all(x[0] != pilgrimage for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)


def test_a_holding_with_a_constant_ability_turning_faceup_or_facedown_is_seen(t: Table,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """RR "In Play and Out of Play": holdings on a player's provinces are in play. The cache compares only the
    holdings that print a constant ability (none in the Core Set: `_Constants.holding`); one that does (a holding
    given a constant ability here) is found when it turns faceup and lost when it turns facedown."""
    from rokugan.lcg import ability as A
    s = t.s
    monkeypatch.setitem(A.STATIC_BY_TITLE, "Artisan Academy", A.STATIC_BY_TITLE["Cautious Scout"])
    h = t.holding(t.me, "Artisan Academy")
    s.faceup[h] = False
    s.caches.const = None
    t.pending()
    assert all(x[0] != h for x in A._constants(s))
    s.faceup[h] = True  # (a holding turned faceup: the counter bumped)
    s.ver += 1
    assert any(x[0] == h for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)
    s.faceup[h] = False
    s.ver += 1
    assert all(x[0] != h for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)


def test_a_card_with_no_constant_ability_entering_play_keeps_the_constant_abilities_entry(t: Table) -> None:
    """The cache's key holds only the cards in play with a constant ability (`_Constants.flags`): a character with
    none entering play keeps the entry (no rebuild); one with a constant ability entering or leaving play is seen
    (a fresh look gives the same)."""
    from rokugan.lcg import ability as A
    s = t.s
    t.put(t.me, "Cautious Scout")
    plain, scout = t.put(t.me, "Matsu Berserker"), t.put(t.opp, "Cautious Scout")
    s.players[t.me].home.remove(plain)
    s.players[t.opp].home.remove(scout)
    t.pending()
    e = A._constants_entry(s)
    s.players[t.me].home.append(plain)  # (a character entered play: the counter bumped)
    s.ver += 1
    assert A._constants_entry(s) is e
    assert A._constants(s) == A._constants_now(s)
    s.players[t.opp].home.append(scout)
    s.ver += 1
    assert any(x[0] == scout for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)
    s.players[t.opp].home.remove(scout)
    s.ver += 1
    assert all(x[0] != scout for x in A._constants(s))
    assert A._constants(s) == A._constants_now(s)
