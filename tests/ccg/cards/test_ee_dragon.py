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


def test_dragons_breath_castle_honor_for_a_passive_turn_and_the_attacker_bows_his_own() -> None:
    sc = _ee()
    sc.s.facts[sc.s.players[0].stronghold] = real("Dragon's Breath Castle")
    castle = sc.s.players[0].stronghold
    sc.bow_stronghold(0)  # "even if this card is bowed"
    me = sc.play(0, personality("Dragon Samurai", clan="Dragon"))
    foe = sc.play(1, personality("Crab Bushi"))
    other = sc.play(1, personality("Crab Scout"))
    sc.goto("attack", active=1)
    sc.attack({foe: 0, other: 0}, {me: 0}, defender=0)
    sc.to_battle(0)
    _react(sc, castle)
    _reach(sc, "t:")
    assert sc.who() == 1  # the Attacker chooses
    sc.choose(f"t:{other}")
    _done(sc)
    assert sc.s.bowed[other] and not sc.s.bowed[foe]


def test_dragons_breath_castle_gains_2_honor_when_the_other_player_did_not_attack() -> None:
    sc = _ee()
    sc.s.facts[sc.s.players[0].stronghold] = real("Dragon's Breath Castle")
    sc.play(1, personality("Crab Bushi"))
    sc.goto("attack", active=1)
    honor = sc.s.players[0].honor
    sc.choose(next(o for o in sc.ids() if "no" in o or "pass" in o))  # no attack
    while sc.s.phase != "dynasty" or sc.s.players[0].honor == honor and sc.kind() != "action":
        sc.choose("pass" if "pass" in sc.ids() else sc.ids()[0])
    assert sc.s.players[0].honor == honor + 2


def test_kitsuki_yataku_makes_the_challenge_unrefusable() -> None:
    sc = _ee()
    yataku = sc.play(1, real("Kitsuki Yataku"))
    foe = sc.play(1, personality("Dragon Samurai", clan="Dragon"))
    me = sc.play(0, personality("Crane Duelist", clan="Crane"))
    delay = sc.hand(0, real("Do Not Delay!"))  # Limited: a challenge he may refuse (Ivory Crane)
    sc.goto("action", active=0)
    sc.choose(f"ab:{delay}:a:0", f"t:{me}")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _react(sc, yataku)
    _done(sc)
    while sc.pending.prompt.startswith("Reactions") or sc.in_interrupt_round():
        sc.choose("pass")
    assert sc.s.bowed[yataku]
    assert "refuse" not in sc.ids()  # the duel starts: no refusal offered
