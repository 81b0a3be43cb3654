"""The deviations from the Rules Reference v1.4 that the three audits left (docs/lcg-rules.md, "Not done"), now
followed: each test quotes the RR entry it checks and drives the game through the decision interface."""

from __future__ import annotations

import pytest

from rokugan.lcg import engine as E

from .cards.harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


# ---------------------------------------------------------------------------------------------- Priority, Forced
def test_two_forced_abilities_at_once_resolve_in_the_order_the_first_player_chooses(t: Table) -> None:
    """RR "Priority of Simultaneous Resolution": "If the resolution of two or more delayed effects or forced
    abilities would resolve at the same time, the first player decides the order in which the abilities resolve,
    regardless of who controls the cards bearing the conflicting abilities." RR "Forced": "Each forced ability must
    resolve completely before the next forced ability to the same triggering condition may initiate." Two Steadfast
    Samurai (forced reaction: "after the fate phase begins") of the player who is not first."""
    s = t.s
    other = 1 - s.first
    a = t.put(other, "Steadfast Samurai", fate=0)
    b = t.put(other, "Steadfast Samurai", fate=0)
    s.players[other].honor = 16
    s.stack.append(("fate_phase",))
    t.g._fresh = False
    d = t.pending()
    assert d.kind == "forced_order" and d.player == s.first
    assert {o.id.split(":")[1] for o in d.options} == {str(a), str(b)}
    t.g.choose(next(o.id for o in d.options if o.id.startswith(f"forced:{b}:")))
    # the other resolves without a question (one left: nothing to choose), then the fate phase goes on
    d = t.pending()
    assert d.kind != "forced_order"
    assert s.zone[a] == E.PLAY and s.zone[b] == E.PLAY
    kept = [x[1] for x in s.lasting if b in x[:3] or a in x[:3]]
    assert kept.index(b) < kept.index(a)  # the one chosen resolved first


def test_a_single_forced_ability_resolves_without_a_question(t: Table) -> None:
    """RR "Forced": it "must be resolved immediately": with one, there is no order to choose."""
    s = t.s
    a = t.put(t.me, "Steadfast Samurai", fate=0)
    s.players[t.me].honor = 16
    s.stack.append(("fate_phase",))
    t.g._fresh = False
    assert t.pending().kind != "forced_order" and s.zone[a] == E.PLAY


def test_pride_of_two_participants_resolves_in_the_order_the_first_player_chooses(t: Table) -> None:
    """RR "Forced": "If two or more forced and/or mandatory abilities (such as keywords) would initiate at the same
    moment, the first player determines the order in which the abilities initiate, regardless of who controls the
    cards bearing those abilities." Pride (Akodo Gunsō) on a winning and on a losing participant."""
    s = t.s
    att = 1 - s.first
    a = t.put(att, "Akodo Gunsō")
    b = t.put(att, "Akodo Gunsō")
    d_ = t.put(1 - att, "Akodo Gunsō")
    s.bowed[d_] = True  # a bowed participant adds no skill, yet loses with its side
    t.conflict(att, "military", [a, b], [d_])
    t.pick("Pass", who=1 - att)
    t.pick("Pass", who=att)
    d = t.pending()
    assert d.kind == "pride_order" and d.player == s.first
    assert {o.id for o in d.options} == {f"pride:{a}", f"pride:{b}", f"pride:{d_}"}
    t.g.choose(f"pride:{d_}")
    d = t.pending()
    assert d.kind == "pride_order" and {o.id for o in d.options} == {f"pride:{a}", f"pride:{b}"}
    t.g.choose(f"pride:{b}")
    t.pending()
    assert s.status[a] == 1 and s.status[b] == 1 and s.status[d_] == -1
    lines = [e.text for e in s.log]
    first = max(i for i, x in enumerate(lines) if "is dishonored" in x)
    assert first < max(i for i, x in enumerate(lines) if "is honored" in x)


def test_pride_of_one_participant_resolves_without_a_question(t: Table) -> None:
    """Pride with a single participant: nothing to order."""
    s = t.s
    a = t.put(t.me, "Akodo Gunsō")
    t.conflict(t.me, "military", [a], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    assert t.pending().kind != "pride_order" and s.status[a] == 1
