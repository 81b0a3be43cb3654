"""Scenario tests for the Emperor Edition Dragon deck's cards, under the Emperor rule set: one per card, through the
decision interface."""

from __future__ import annotations

from ..helpers import holding, personality
from .ee_harness import _battle, _done, _ee, _reach, _react, real, stats


def test_mirumoto_reiyu_gives_a_penalty_equal_to_his_force() -> None:
    sc = _ee()
    reiyu = sc.play(0, real("Mirumoto Reiyu"))
    foe = sc.play(1, personality("Crab Bushi", f=6))
    _battle(sc, [reiyu], [foe])
    sc.choose(f"ab:{reiyu}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert stats.force(sc.s, foe) == 6 - stats.force(sc.s, reiyu)


def test_togashi_korimi_plus_2_defending_and_draws_after_recruit() -> None:
    sc = _ee()
    korimi = sc.province(0, 0, real("Togashi Korimi"))
    sc.play(0, holding("Gold Mine", gold=9))
    sc.goto("dynasty", active=0)
    hand = len(sc.s.players[0].hand)
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{korimi}")))
    while sc.kind() == "pay" or any(o.startswith("gold:") for o in sc.ids()):
        sc.choose(next(o for o in sc.ids() if o.startswith("gold:")))
    _react(sc, korimi)
    _done(sc)
    assert sc.s.bowed[korimi] and len(sc.s.players[0].hand) == hand + 1
    sc.s.bowed[korimi] = False
    foe = sc.play(1, personality("Crab Bushi"))
    printed = stats.force(sc.s, korimi)
    sc.goto("attack", active=1)
    sc.attack({foe: 0}, {korimi: 0}, defender=0)
    assert stats.force(sc.s, korimi) == printed + 2


def test_togashi_torazu_fire_tokens_pay_for_ranged_3() -> None:
    sc = _ee()
    torazu = sc.province(0, 0, real("Togashi Torazu"))
    sc.play(0, holding("Gold Mine", gold=9))
    sc.goto("dynasty", active=0)
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{torazu}")))
    while any(o.startswith("gold:") for o in sc.ids()):
        sc.choose(next(o for o in sc.ids() if o.startswith("gold:")))
    _react(sc, torazu)
    _done(sc)
    assert stats.force(sc.s, torazu) == 3  # 0F and three +1F Fire tokens
    foe = sc.play(1, personality("Crab Bushi", f=3))
    _battle(sc, [torazu], [foe])
    sc.choose(f"ab:{torazu}:a:1")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.dead[foe] and stats.force(sc.s, torazu) == 2


def test_kitsuki_daisuke_duels_and_sends_the_loser_home() -> None:
    sc = _ee()
    daisuke = sc.play(0, real("Kitsuki Daisuke"))
    foe = sc.play(1, personality("Crab Bushi", c=1))
    _battle(sc, [daisuke], [foe])
    sc.choose(f"ab:{daisuke}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    while sc.s.location[foe] != -1 and sc.s.duel is not None:
        sc.choose("strike" if "strike" in sc.ids() else "pass")
    assert sc.s.location[foe] == -1  # the loser moved home
