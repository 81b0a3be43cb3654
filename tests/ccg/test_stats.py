"""CR "Stats", "Minimums and maximums", "Absent stats", "Calculating stats", "Item" (Force/Chi modifiers),
"Sensei", "Honorable and dishonorable" (maximum PH 0), "Chi Death Rule"."""

from __future__ import annotations

from rokugan.ccg import stats
from rokugan.ccg.state import CHI, DYN_DISCARD, FORCE, PH, PLAY

from .scenario import Scenario, T, card, deck, item, personality


def _mod(sc: Scenario, c: int, stat: str, amount: int, kind: str = "bonus") -> None:
    sc.s.modifiers.append((c, stat, amount, "turn", kind))
    sc._touch()


def test_basic_minimum_zero_cr_example() -> None:
    """CR "Calculating stats", Example: "If a card with 2 Force gets a -3F penalty, apply the penalty, then
    the basic minimum of zero ... If it then gets a +2F bonus ... it now has 1 Force." """
    sc = Scenario()
    c = sc.play(0, personality("Two Force", f=2))
    _mod(sc, c, FORCE, -3)
    assert stats.force(sc.s, c) == 0
    _mod(sc, c, FORCE, +2)
    assert stats.force(sc.s, c) == 1


def test_items_modify_force_and_chi_and_bonuses_to_items_change_the_modifier() -> None:
    """CR "Force modifier"/"Chi modifier": Items "directly raise or lower their Personality's Force"; CR
    "Item": "a +1F Item that suffers -2F now has a -1F modifier." """
    sc = Scenario()
    c = sc.play(0, personality("Hida", f=3, c=3))
    blade = sc.attach(item("Blade", f=1, c=1), c)
    assert (stats.force(sc.s, c), stats.chi(sc.s, c)) == (4, 4)
    _mod(sc, blade, FORCE, -2)
    assert stats.force(sc.s, c) == 2
    assert stats.modifier(sc.s, blade, FORCE) == -1


def test_most_restrictive_minimum_and_maximum_apply() -> None:
    """CR "Minimums and maximums": "If multiple minimums or multiple maximums apply, use the most restrictive
    one"."""
    sc = Scenario()
    c = sc.play(0, personality("Hida", f=1))
    _mod(sc, c, FORCE, 2, "min")
    _mod(sc, c, FORCE, 3, "min")
    assert stats.force(sc.s, c) == 3
    d = sc.play(0, personality("Kuni", f=9))
    _mod(sc, d, FORCE, 5, "max")
    _mod(sc, d, FORCE, 4, "max")
    assert stats.force(sc.s, d) == 4


def test_minimum_above_maximum_cancel_each_other() -> None:
    """CR "Minimums and maximums": "In the event that a stat receives a minimum value that is above its
    existing maximum value ... the minimum and maximum cancel each other out"."""
    sc = Scenario()
    c = sc.play(0, personality("Hida", f=4))
    _mod(sc, c, FORCE, 2, "max")
    assert stats.force(sc.s, c) == 2
    _mod(sc, c, FORCE, 6, "min")
    assert stats.force(sc.s, c) == 4


def test_dishonorable_personality_has_maximum_personal_honor_zero() -> None:
    """CR "Honorable and dishonorable": "Dishonorable Personalities have a maximum Personal Honor of zero."
    """
    sc = Scenario()
    c = sc.play(0, personality("Hida", ph=3))
    assert stats.stat(sc.s, c, PH) == 3
    sc.s.dishonored[c] = True
    assert stats.stat(sc.s, c, PH) == 0
    assert sc.g.view(1)["players"][0]["in_play"][-1]["personal_honor"] == 0


def test_absent_stat_is_zero() -> None:
    """CR "Absent stats": "If an effect checks a stat's value that is absent on the card type (for example, a
    Spell's Force) the value is zero." """
    sc = Scenario()
    h = sc.play(0, personality("Shugenja", keywords=("Shugenja",)))
    sp = sc.attach(card("Spell", T.SPELL, gold_cost=0), h)
    assert stats.stat(sc.s, sp, FORCE) == 0
    assert stats.force(sc.s, h) == 2, "a Spell does not modify Force"


def test_sensei_modifies_stronghold_stats() -> None:
    """CR "Sensei": "modifiers for Province Strength, Gold Production and Starting Family Honor which are
    continually applied to the Stronghold's stats"."""
    sensei = card("Sensei", T.SENSEI, starting_honor=1, gold_production=-1, province_strength=2)
    sc = Scenario(decks=[deck("Crab", 5, gp=5, ps=6, sensei=sensei), deck("Crane", 5)])
    p = sc.s.players[0]
    assert stats.gold_production(sc.s, p.stronghold) == 4
    assert stats.province_strength(sc.s, 0, 0) == 8
    assert p.honor == 6


def test_chi_death_from_an_item_chi_penalty() -> None:
    """CR "Chi Death Rule": "If a Personality's Chi is ever zero, destroy him immediately." Item modifiers
    count (CR "Chi modifier")."""
    sc = Scenario()
    c = sc.play(0, personality("Frail", c=1))
    cursed = sc.attach(item("Cursed Blade", f=2, c=-1), c)
    sc.goto("action", active=0)
    assert sc.s.zone[c] == DYN_DISCARD and sc.s.zone[cursed] != PLAY
    assert any("Chi Death" in ln for ln in sc.log())


def test_chi_death_after_a_chi_penalty_mid_phase() -> None:
    """CR "Chi Death Rule": applies as soon as the Chi becomes zero (checked after every step)."""
    sc = Scenario()
    c = sc.play(0, personality("Frail", c=2))
    sc.goto("action", active=0)
    assert sc.s.zone[c] == PLAY
    _mod(sc, c, CHI, -2)
    sc.choose("pass")
    assert sc.s.zone[c] == DYN_DISCARD


def test_unit_force_outside_resolution_counts_bowed_cards() -> None:
    """CR "Unit and army Force": "The total Force of a unit or army outside of battle resolution counts all
    cards in that unit or army, bowed and unbowed. In battle resolution, bowed Personalities and Followers do
    not contribute"."""
    from .scenario import follower
    sc = Scenario()
    c = sc.play(0, personality("Hida", f=2), bowed=True)
    sc.attach(follower("Men", f=3), c, bowed=True)
    assert stats.unit_force(sc.s, c, resolution=False) == 5
    assert stats.unit_force(sc.s, c, resolution=True) == 0
