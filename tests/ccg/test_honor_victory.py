"""CR "Family Honor", "Honor gains and losses", "Honorable and dishonorable", "Rehonoring", "Seppuku",
"Imperial Favor", "Players winning and losing" (military, dishonor, honor, enlightenment), engine caps."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.game import start_game
from rokugan.core.game import Caps

from .scenario import Scenario, T, card, deck, personality


def ring(element: str):  # type: ignore[no-untyped-def]
    return card(f"Ring of {element}", T.RING, keywords=(element,))


def test_honor_victory_at_the_start_of_own_turn_with_40() -> None:
    """CR "Honor victory": "A player wins by starting his or her turn on 40 Family Honor or higher." """
    sc = Scenario()
    sc.honor(0, 40)
    sc.goto("start", active=0)
    r = sc.g.result
    assert r is not None and r.winners == (0,) and r.reason == "honor" and sc.pending is None


def test_no_honor_victory_at_39_or_on_the_opponents_turn() -> None:
    """CR "Honor victory": only at the start of *his or her* turn, and only at 40 or higher."""
    sc = Scenario()
    sc.honor(0, 39)
    sc.honor(1, 45)
    sc.goto("start", active=0)
    assert sc.g.result is None and sc.who() == 0
    # Reaching 40 mid-turn does not win until the start of the next own turn.
    sc.honor(0, 41)
    assert sc.g.result is None
    sc.pass_round()
    sc.choose("no_attack", "pass")
    r = sc.g.result
    assert r is not None and r.winners == (1,), "seat 1 starts his turn on 45"


def test_dishonor_loss_at_minus_20_at_end_of_own_turn() -> None:
    """CR "Dishonor loss/victory": "If a player's Family Honor is -20 or below at the end of his or her
    turn, he or she loses." """
    sc = Scenario()
    sc.honor(0, -20)
    sc.honor(1, -30)
    sc.goto("dynasty", active=0)
    assert sc.g.result is None
    sc.choose("pass")
    r = sc.g.result
    assert r is not None and r.winners == (1,) and r.reason == "dishonor"


def test_no_dishonor_loss_at_minus_19_or_at_the_end_of_the_opponents_turn() -> None:
    """CR "Dishonor loss/victory": at -20 *or below*, at the end of *his or her* turn."""
    sc = Scenario()
    sc.honor(0, -19)
    sc.honor(1, -25)
    sc.goto("dynasty", active=0)
    sc.choose("pass")
    assert sc.g.result is None and sc.s.active == 1


def test_enlightenment_victory_with_five_different_rings() -> None:
    """CR "Enlightenment victory": "A player wins immediately by controlling five Rings with five different
    element keywords (Air, Earth, Fire, Water and Void)." """
    sc = Scenario()
    for e in ("Air", "Earth", "Fire", "Water"):
        sc.play(0, ring(e))
    sc.play(0, ring("Fire"))
    sc.goto("action", active=1)
    assert sc.g.result is None
    sc.play(0, ring("Void"))
    r = sc.g.result
    assert r is not None and r.winners == (0,) and r.reason == "enlightenment"


def test_turn_cap_ends_the_game_as_a_draw_with_a_reason() -> None:
    """Engine caps (ARCHITECTURE "Loops end"): passing the turn cap is a draw with reason "turn cap"."""
    g = start_game([deck("Crab", 5), deck("Crane", 6)], 1, caps=Caps(max_turns=2))
    n = 0
    while g.pending() is not None:
        d = g.pending()
        assert d is not None
        g.choose("no_attack" if d.kind == "attack" else d.options[0].id)
        n += 1
    assert g.result is not None and g.result.winners == () and g.result.reason == "turn cap"
    assert g.result.is_draw and "2" in g.result.detail and g.s.turn == 3


def test_dishonor_and_rehonor_states() -> None:
    """CR "Honorable and dishonorable": "Only Personalities can be honorable or dishonorable"; "When a
    personality goes from dishonorable to honorable, he or she is "rehonored." """
    from .scenario import holding
    sc = Scenario()
    c = sc.play(0, personality("Hida"))
    h = sc.play(0, holding("Mine"))
    assert P.dishonor(sc.s, c) and sc.s.dishonored[c]
    assert not P.dishonor(sc.s, c), "already dishonorable"
    assert not P.dishonor(sc.s, h)
    assert P.rehonor(sc.s, c) and not sc.s.dishonored[c]


def test_dishonorable_death_keeps_state_in_discard_and_costs_printed_ph() -> None:
    """CR "Honorable and dishonorable": "Leaving or entering play does not change a Personality's
    dishonorable or honorable status." and the controller "loses Honor equal to the Personality's printed
    Personal Honor"; CR "Dead"."""
    sc = Scenario()
    c = sc.play(0, personality("Shamed", ph=4), dishonored=True)
    h = sc.s.players[0].honor
    P.destroy(sc.s, c)
    assert sc.s.dead[c] and sc.s.dishonored[c] and sc.s.players[0].honor == h - 4
    v = sc.g.view(1)
    dead = [x for x in v["players"][0]["dynasty_discard"] if x["id"] == c][0]
    assert dead["dead"] and dead["dishonored"]


def test_seppuku_rehonors_then_destroys_so_no_honor_is_lost() -> None:
    """CR "Seppuku": "Rehonor the Personality, then destroy him; these effects cannot be negated." """
    sc = Scenario()
    c = sc.play(0, personality("Shamed", ph=4), dishonored=True)
    h = sc.s.players[0].honor
    P.commit_seppuku(sc.s, c)
    assert sc.s.dead[c] and not sc.s.dishonored[c] and sc.s.players[0].honor == h


def test_honor_gain_or_loss_of_zero_is_nothing() -> None:
    """CR "Honor gains and losses": "An Honor gain of 0 points is not considered an Honor gain"; the same
    for losses (engine: a 0 loss does not set the ignore-HR flag)."""
    sc = Scenario()
    P.gain_honor(sc.s, 0, 0)
    P.lose_honor(sc.s, 0, 0)
    assert sc.s.players[0].honor == 5 and not sc.s.players[0].ignore_hr


def test_family_honor_can_be_negative() -> None:
    """CR "Family Honor": "Family Honor may have a negative value." """
    sc = Scenario()
    P.lose_honor(sc.s, 0, 9)
    assert sc.s.players[0].honor == -4


def test_favor_changes_hands_only_by_lobby_or_discard() -> None:
    """CR "Imperial Favor": "The Imperial Favor is only controlled by one player at a time ... When a player
    controls the Favor and discards it, it becomes uncontrolled." """
    sc = Scenario()
    P.take_favor(sc.s, 1)
    assert sc.s.favor == 1
    P.take_favor(sc.s, 0)
    assert sc.s.favor == 0
    P.discard_favor(sc.s)
    assert sc.s.favor == -1
