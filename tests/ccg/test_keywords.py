"""Appendix B keywords: CR "Expendable", "Resilient", "Conqueror", "Destined", "Kensai", "Weapon", "Armor",
"Two-handed", "Spell"/"Shugenja"."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import DYN_DISCARD, FATE_DISCARD, HOME, PLAY

from .scenario import Scenario, T, card, deck, follower, item, personality


def _fight(sc: Scenario, att: dict[int, int], dfd: dict[int, int], bf: int = 0) -> None:
    sc.attack_and_fight(att, dfd, bf)


def test_expendable_controller_draws_after_it_is_destroyed() -> None:
    """CR "Expendable": "After a card with the Expendable keyword is destroyed, the player who controlled it
    draws a card." """
    sc = Scenario()
    a = sc.play(0, personality("Attacker", f=1))
    men = sc.attach(follower("Expendable Men", f=0, keywords=("Expendable",)), a)
    d = sc.play(1, personality("Defender", f=3, clan="Crane"))
    top = sc.s.players[0].fate_deck[0]
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.zone[men] == FATE_DISCARD and top in sc.s.players[0].hand
    del d


def test_expendable_personality_destroyed_outside_battle() -> None:
    """CR "Expendable" applies to any destruction."""
    sc = Scenario()
    a = sc.play(1, personality("Expendable Ronin", clan=None, keywords=("Expendable",)))
    sc.goto("action", active=0)
    top = sc.s.players[1].fate_deck[0]
    P.destroy(sc.s, a)
    assert sc.s.players[1].hand == [top]


def test_resilient_survives_battle_resolution_once_per_game() -> None:
    """CR "Resilient": "once per game per card, the card is not destroyed by the rulebook effects of battle
    resolution ... Its attached cards are still destroyed normally." """
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, ps=20)])
    a = sc.play(0, personality("Tough One", f=1, keywords=("Samurai", "Resilient")))
    men = sc.attach(follower("Men", f=0), a)
    d = sc.play(1, personality("Defender", f=5, clan="Crane"))
    h1 = sc.s.players[1].honor
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.zone[a] == PLAY and sc.s.zone[men] == FATE_DISCARD
    assert sc.s.players[1].honor == h1 + 2, "only the Follower was destroyed"
    # Next turn he loses again: no second reprieve.
    sc.finish_attack()
    sc.s.bowed[a] = False
    _fight(sc, {a: 1}, {d: 1}, bf=1)
    assert sc.s.zone[a] == DYN_DISCARD


def test_resilient_does_not_stop_other_destruction() -> None:
    """CR "Resilient": only "the rulebook effects of battle resolution"."""
    sc = Scenario()
    a = sc.play(0, personality("Tough One", keywords=("Resilient",)))
    sc.goto("action", active=0)
    P.destroy(sc.s, a)
    assert sc.s.zone[a] == DYN_DISCARD


def test_conqueror_unit_does_not_bow_after_resolution() -> None:
    """CR "Conqueror": "Cards in a Conqueror Personality's unit do not bow prior to returning home after a
    battle's resolution." """
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, ps=20)])
    k = sc.play(0, personality("Conqueror", f=3, keywords=("Samurai", "Conqueror")))
    men = sc.attach(follower("Men", f=1), k)
    plain = sc.play(0, personality("Plain", f=1))
    _fight(sc, {k: 0, plain: 0}, {})
    assert sc.s.location[k] == HOME and not sc.s.bowed[k] and not sc.s.bowed[men]
    assert sc.s.bowed[plain]


def test_destined_attachment_draws_on_equip() -> None:
    """CR "Destined": after the card enters play (an Equip), its controller draws a Fate card."""
    sc = Scenario()
    h = sc.play(0, personality("Hida"))
    relic = sc.hand(0, item("Fated Relic", cost=0, keywords=("Destined",)))
    top = sc.s.players[0].fate_deck[0]
    sc.goto("action", active=0)
    sc.choose(f"equip:{relic}", f"sel:{h}")
    assert sc.s.attached[h] == (relic,) and sc.s.players[0].hand == [top]


def _equip_targets(sc: Scenario, att: int) -> set[int]:
    opt = f"equip:{att}"
    if opt not in sc.ids():
        return set()
    g = sc.g.clone()
    g.choose(opt)
    d = g.pending()
    assert d is not None
    return {o.payload["card"] for o in d.options}


def test_weapon_armor_kensai_two_handed_limits() -> None:
    """CR "Weapon": "A Personality can have only one Weapon Item attached. Exception: Kensai." CR "Kensai":
    "can attach two Weapons if neither of them is Two-handed." CR "Two-handed": "A Personality, even a
    Kensai, cannot attach a Two-Handed Weapon if they have a Weapon attached, and cannot attach a Weapon if
    they have a Two-Handed Weapon attached." CR "Armor": "cannot attach more than one Armor." """
    sc = Scenario()
    plain = sc.play(0, personality("Plain"))
    kensai = sc.play(0, personality("Kensai", keywords=("Samurai", "Kensai")))
    k2 = sc.play(0, personality("Kensai Two", keywords=("Samurai", "Kensai")))
    armored = sc.play(0, personality("Armored"))
    sc.attach(item("Sword A"), plain)
    sc.attach(item("Sword B"), kensai)
    sc.attach(item("Great Axe", keywords=("Weapon", "Two-handed")), k2)
    sc.attach(item("Old Armor", f=0, keywords=("Armor",)), armored)
    sword = sc.hand(0, item("Sword C", cost=0))
    nodachi = sc.hand(0, item("Nodachi", cost=0, keywords=("Weapon", "Two-handed")))
    armor = sc.hand(0, item("New Armor", cost=0, keywords=("Armor",)))
    sc.goto("action", active=0)
    assert _equip_targets(sc, sword) == {kensai, armored}
    assert _equip_targets(sc, nodachi) == {armored}
    assert _equip_targets(sc, armor) == {plain, kensai, k2}


def test_kensai_third_weapon_refused() -> None:
    """CR "Kensai": two Weapons, not three."""
    sc = Scenario()
    kensai = sc.play(0, personality("Kensai", keywords=("Kensai",)))
    sc.attach(item("Sword A"), kensai)
    sc.attach(item("Sword B"), kensai)
    sword = sc.hand(0, item("Sword C", cost=0))
    sc.goto("action", active=0)
    assert _equip_targets(sc, sword) == set()


def test_spells_attach_only_to_shugenja() -> None:
    """CR "Spell": "They will only attach to a Shugenja Personality"; CR "Shugenja"."""
    sc = Scenario()
    sc.play(0, personality("Samurai"))
    shu = sc.play(0, personality("Shugenja", keywords=("Shugenja",)))
    spell = sc.hand(0, card("Wind Spell", T.SPELL, gold_cost=0, focus=0))
    sc.goto("action", active=0)
    assert _equip_targets(sc, spell) == {shu}


def test_followers_have_no_weapon_limits() -> None:
    """CR "Follower": any number of Followers may join a unit."""
    sc = Scenario()
    h = sc.play(0, personality("Hida"))
    for i in range(3):
        sc.attach(follower(f"Band {i}"), h)
    f4 = sc.hand(0, follower("Band 4", cost=0))
    sc.goto("action", active=0)
    assert _equip_targets(sc, f4) == {h}
