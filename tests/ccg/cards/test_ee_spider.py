"""Scenario tests for the Emperor Edition Spider deck's cards, through the decision interface, under the Emperor
Edition rules."""

from __future__ import annotations

from rokugan.catalog.cards import CardFacts
from rokugan.ccg import primitives as P
from rokugan.ccg.state import PLAY

from .harness import CardScenario, act, item, personality, real
from .test_ee_mantis import battle, board


def _enters(sc: CardScenario, facts: CardFacts) -> tuple[int, int]:
    """Recruit the card from seat 0's first Province; returns it and the Honor lost."""
    c = sc.province(0, 0, facts)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{c}")))
    assert sc.s.zone[c] == PLAY
    return c, honor - sc.s.players[0].honor


def test_goju_oyoto_costs_three_honor() -> None:
    sc, me, foe = board()
    assert _enters(sc, real("Goju Oyoto"))[1] == 3


def test_daigotsu_gyoken_costs_one_honor() -> None:
    sc, me, foe = board()
    assert _enters(sc, real("Daigotsu Gyoken"))[1] == 1


def test_daigotsu_matsuda_costs_one_honor() -> None:
    sc, me, foe = board()
    assert _enters(sc, real("Daigotsu Matsuda"))[1] == 1


def test_daigotsu_negishi_costs_honor_and_straightens() -> None:
    sc, me, foe = board()
    neg, lost = _enters(sc, real("Daigotsu Negishi"))
    assert lost == 1
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    act(sc, neg, f"t:{me}")
    assert not sc.s.bowed[me]


def test_sandayu_straightens_a_personality_with_a_weapon() -> None:
    sc, me, foe = board()
    san = sc.play(0, real("Sandayu"))
    armed = sc.play(0, personality("Armed Spider", clan="Spider"), bowed=True)
    sc.attach(item("Katana", f=1), armed)
    sc.s.bowed[me] = True
    sc.goto("action", active=0)
    sc.choose(f"ab:{san}:a:0")
    assert f"t:{me}" not in sc.ids()
    sc.choose(f"t:{armed}")
    assert not sc.s.bowed[armed]


def test_daigotsu_ishibashi_ranged_by_a_shown_dark_virtue() -> None:
    from ..helpers import strategy
    sc, me, foe = board()
    ish = sc.play(0, real("Daigotsu Ishibashi"))
    shown = sc.hand(0, strategy("Dark Oath", focus=3, keywords=("Dark Virtue",)))
    big = sc.play(1, personality("Crab Four", f=4, c=2, clan="Crab"))
    battle(sc, [ish], [big])
    act(sc, ish, f"t:{shown}")
    sc.choose(f"t:{big}")
    assert sc.s.dead[big] and shown in sc.s.players[0].hand


def test_goju_kobashi_destroys_an_attachment_and_arms_a_ninja() -> None:
    sc, me, foe = board()
    kob = sc.play(0, real("Goju Kobashi"))
    ninja = sc.play(0, personality("Spider Ninja", clan="Spider", keywords=("Ninja",)))
    sword = sc.attach(item("Katana", f=1), foe)
    battle(sc, [kob, ninja], [foe])
    act(sc, kob, f"t:{sword}", "yes", f"t:{ninja}")
    made = [a for a in sc.s.attached[ninja] if P.kw(sc.s, a, "Shadowlands")]
    assert sc.s.zone[sword] != PLAY and len(made) == 1 and sc.force(made[0]) == 1


def test_keep_of_the_dead_brings_a_commander_and_straightens_him() -> None:
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Keep of the Dead")
    cmd = sc.play(0, personality("Spider Commander", clan="Spider", keywords=("Commander",)), bowed=True)
    battle(sc, [me], [foe])
    act(sc, sc.s.players[0].stronghold, f"t:{cmd}")
    assert sc.s.location[cmd] == sc.s.battle["current"] and not sc.s.bowed[cmd]


def test_keep_of_the_dead_spares_honor_lost_to_your_own_spider_and_fate_cards() -> None:
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Keep of the Dead")
    assert _enters(sc, real("Goju Oyoto"))[1] == 0
