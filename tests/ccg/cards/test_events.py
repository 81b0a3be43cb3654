"""Scenario tests for Ivory Edition Events (CR "Event"), through the decision interface."""

from __future__ import annotations

from rokugan.ccg.state import DYN_DISCARD, PLAY, PROVINCE

from .harness import CardScenario, personality, real


def _event_in_province(sc: CardScenario, seat: int, title: str, k: int = 0, face_up: bool = True) -> int:
    sc.empty_provinces(seat)
    return sc.province(seat, k, real(title), face_up=face_up)


def test_a_time_for_action_from_the_province_then_discarded() -> None:
    sc = CardScenario()
    ev = _event_in_province(sc, 0, "A Time for Action")
    sc.s.players[0].honor, sc.s.players[1].honor = 25, 20
    sc.goto("action", active=0)
    assert f"ab:{ev}:a:0" in sc.ids()  # "While they are face-up in their player's Provinces, [it] can be used"
    sc.choose(f"ab:{ev}:a:0")
    sc.pass_round()  # the Interrupt step
    assert sc.s.players[0].honor == 20 and sc.s.players[1].honor == 20  # only the player with 21 or more
    assert sc.s.zone[ev] == DYN_DISCARD  # "discarded once an ability on them is used"
    assert len(sc.s.players[0].provinces[0]) == 1  # the Province is refilled


def test_an_event_face_down_or_in_the_other_players_province_cannot_be_used() -> None:
    sc = CardScenario()
    ev = _event_in_province(sc, 0, "A Time for Action")
    other = _event_in_province(sc, 1, "A Time for Action")
    sc.goto("action", active=0)
    sc.s.face_up[ev] = False
    sc._touch()
    assert f"ab:{ev}:a:0" not in sc.ids() and f"ab:{other}:a:0" not in sc.ids()


def test_military_alliance_enters_play_and_rewards_the_attacker_who_destroys_a_province() -> None:
    sc = CardScenario()
    ev = _event_in_province(sc, 0, "Military Alliance", k=1)
    sc.goto("action", active=0)
    sc.choose(f"ab:{ev}:a:0")
    sc.pass_round()
    assert sc.s.zone[ev] == PLAY and ev in sc.s.players[0].home  # "Put this Event into play"
    assert len(sc.s.players[0].provinces[1]) == 1 and sc.s.zone[sc.s.players[0].provinces[1][0]] == PROVINCE
    sc.goto("action", active=0)
    assert f"ab:{ev}:a:0" not in sc.ids()  # in play, its abilities cannot be used
    big = sc.play(0, personality("Big Samurai", f=12, clan="Crab"))
    honor = sc.s.players[0].honor
    sc.attack_and_fight({big: 0}, {})
    assert not sc.s.players[1].province_alive[0]
    assert sc.s.players[0].honor == honor + 3
