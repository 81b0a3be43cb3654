"""Audit of the Rules Reference v1.4's Appendix I ("Timing and Gameplay": the framework steps, action windows,
reactions and interrupts to framework effects, duel timing) and Appendix III ("Questions") against the engine: each
test quotes the entry it checks and drives the game through the decision interface."""

from __future__ import annotations

import pytest

from rokugan.lcg import engine as E

from .cards.harness import Table
from .cards.scenes_b2 import finish_window, province
from .helpers import finish_setup, game, put


@pytest.fixture
def t() -> Table:
    return Table()


def _to_ring_or_end(t: Table) -> None:
    """Pass every window after the conflict's action window, leaving a province's card where it is, up to the ring
    effect's decision (or the end of the conflict)."""
    while t.s.conflict is not None and t.pending().kind != "ring":
        d = t.pending()
        t.pick("no" if d.kind == "yes_no" else "Pass")


# ---------------------------------------------------------------------------------------------- 3.2.3-3.2.5
def test_3_2_5_the_province_breaks_by_the_amount_won_in_step_3_2_3_not_after_pride() -> None:
    """Appendix I 3.2.5 "Break province": "If the attacking player won the conflict by an amount equal to or greater
    than the strength of the attacked province (in step 3.2.3), the province is broken." Akodo Gunsō (2 military,
    glory 2, pride) wins by 2 against a strength-4 province: pride honors it after the win (+2), which must not
    count for breaking."""
    t = Table()
    s = t.s
    s.favor = [-1, ""]
    k = province(t, t.opp, "Manicured Garden")
    s.players[t.opp].slots[k] = []
    assert E.province_strength(s, t.opp, k) == 4
    gunso = t.put(t.me, "Akodo Gunsō")
    t.conflict(t.me, "military", [gunso], [], ring="air", province=k)
    finish_window(t)
    _to_ring_or_end(t)
    assert s.status[gunso] == 1 and E.skill(s, gunso, "military") == 4  # honored by pride, after step 3.2.3
    assert not s.players[t.opp].broken[k]


def test_3_2_4_unopposed_is_judged_in_step_3_2_3() -> None:
    """Appendix I 3.2.4 "Apply unopposed": "If the attacking player won the conflict and the defending player
    controls no participating characters (in step 3.2.3), the conflict is considered unopposed. The defending
    player loses 1 honor." A defender that wins nothing but was participating in step 3.2.3 keeps it opposed even if
    it is gone before the honor would be lost."""
    t = Table()
    s = t.s
    s.favor = [-1, ""]
    a = t.put(t.me, "Matsu Berserker")  # 3 military
    d = t.put(t.opp, "Eager Scout")  # 0 military
    t.conflict(t.me, "military", [a], [d], ring="air")
    honor = s.players[t.opp].honor
    s.stack.pop()  # the conflict action window has closed
    E.HANDLERS["resolve"](s, s.stack[-1])  # step 3.2.3: the attacker wins, 3 to 0
    assert s.conflict["winner"] == t.me
    s.conflict["defenders"].remove(d)  # it leaves the conflict during the reactions to the result
    s.players[t.opp].home.remove(d)
    s.zone[d] = E.DYN_DISCARD
    _to_ring_or_end(t)
    assert s.players[t.opp].honor == honor


# ---------------------------------------------------------------------------------------------- 1. dynasty
def test_1_4_only_a_unique_characters_copy_is_a_duplicate() -> None:
    """Appendix I 1.4: "Discard a duplicate of a character from his or her hand or from one of his or her provinces
    to place 1 fate on a copy of that character under his or her control"; RR "Duplicates": "A duplicate is a copy
    (in a player's hand or provinces) of a unique character that is already in play and under the same player's
    control." A second copy of a non-unique character is no duplicate."""
    g = game(5)
    finish_setup(g)
    s = g.s
    p = s.players[s.first]
    cards = [x for sl in p.slots for x in sl if s.facts[x].type == "character"]
    plain = next(x for x in cards if not s.facts[x].unique)
    uniq = next(x for x in cards if s.facts[x].unique)
    put(g, s.first, s.title(plain), fate=0)
    put(g, s.first, s.title(uniq), fate=0)
    d = g.pending()
    assert d is not None and d.player == s.first
    assert f"dup:{uniq}" in d.ids() and f"dup:{plain}" not in d.ids()


# ---------------------------------------------------------------------------------------------- 4. fate
def _to_fate_discard_order(g, seat: int):  # type: ignore[no-untyped-def]
    while (d := g.pending()) is not None and d.kind != "order":
        if d.kind == "bid":
            g.choose("bid:1")
        elif "pass" in d.ids():
            g.choose("pass")
        elif "done" in d.ids():
            g.choose("done")
        else:
            g.choose(d.ids()[0])
    return d


def test_4_2_characters_without_fate_are_discarded_in_the_order_their_controller_chooses() -> None:
    """Appendix I 4.2: "In player order, each player discards each character he or she controls with no fate on it.
    These characters are discarded one at a time, in the order of the discarding player's choosing." At 1 honor,
    discarding the honored character (+1 honor) before the dishonored one (-1 honor) keeps the player in the game."""
    from .helpers import clear_home, to_phase
    g = game(13)
    to_phase(g, "conflict")
    clear_home(g)
    s = g.s
    seat = s.first
    honored = put(g, seat, "Doji Whisperer", fate=0)
    dishonored = put(g, seat, "Eager Scout", fate=0)
    s.status[honored], s.status[dishonored] = 1, -1
    d = _to_fate_discard_order(g, seat)
    assert d is not None and d.player == seat and set(d.ids()) == {f"next:{honored}", f"next:{dishonored}"}
    s.players[seat].honor = 1
    g._fresh = False
    g.choose(f"next:{honored}")
    while (d := g.pending()) is not None and d.kind in ("interrupt", "reaction"):
        g.choose("pass")
    assert s.zone[honored] != E.PLAY and s.zone[dishonored] != E.PLAY
    assert g.result is None and s.players[seat].honor == 1
