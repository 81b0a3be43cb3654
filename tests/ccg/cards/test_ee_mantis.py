"""Scenario tests for the Emperor Edition Mantis deck's cards (and the neutral cards declared with them), through
the decision interface, under the Emperor Edition rules."""

from __future__ import annotations

from rokugan.ccg.state import HOME, PLAY

from .harness import CardScenario, act, item, personality, real


def ee() -> CardScenario:
    return CardScenario(ruleset="emperor")


def board() -> tuple[CardScenario, int, int]:
    sc = ee()
    me = sc.play(0, personality("Mantis Samurai", f=2, c=2, clan="Mantis"))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def battle(sc: CardScenario, mine: list[int], theirs: list[int], defender_passes: bool = True) -> None:
    """Seat 0 attacks seat 1's first Province; EE "Battles": no Engage Segment, the Defender acts first."""
    sc.goto("attack", active=0)
    sc.attack({c: 0 for c in mine}, {c: 0 for c in theirs})
    sc.to_battle(0)
    while sc.pending is not None and (sc.pending.prompt.startswith("Reactions") or
                                      sc.pending.prompt.startswith("Naval Invasion")):
        sc.choose("pass" if sc.kind() == "action" else "no")
    assert sc.who() == 1 and sc.kind() == "action"
    if defender_passes:
        sc.choose("pass")


def test_tsuruchi_isas_shoots_then_goes_home() -> None:
    sc, me, foe = board()
    isas = sc.play(0, real("Tsuruchi Isas"))
    battle(sc, [isas], [foe])
    act(sc, isas, f"t:{foe}")
    assert sc.s.dead[foe] and sc.s.location[isas] == HOME and sc.s.bowed[isas]


def test_moshi_yokohime_bows_an_enemy_card_without_attachments() -> None:
    sc, me, foe = board()
    yoko = sc.play(0, real("Moshi Yokohime"))
    armed = sc.play(1, personality("Armed Crab", f=2, c=2, clan="Crab"))
    sc.attach(item("Katana", f=1), armed)
    battle(sc, [yoko], [foe, armed])
    sc.choose(f"ab:{yoko}:a:0")
    assert f"t:{armed}" not in sc.ids()
    sc.choose(f"t:{foe}")
    assert sc.s.bowed[foe] and not sc.s.bowed[yoko]


def test_tsuruchi_kosoko_ranged_5() -> None:
    sc, me, foe = board()
    kos = sc.play(0, real("Tsuruchi Kosoko"))
    big = sc.play(1, personality("Crab Five", f=5, c=2, clan="Crab"))
    battle(sc, [kos], [big])
    act(sc, kos, f"t:{big}")
    assert sc.s.dead[big]


def test_akodos_grave_destroys_itself_and_a_terrain() -> None:
    sc, me, foe = board()
    grave = sc.play(0, real("Akodo's Grave"))
    terrain = sc.hand(1, real("Contentious Terrain"))
    battle(sc, [me], [foe], defender_passes=False)
    sc.choose(f"ab:{terrain}:a:0")
    act(sc, grave, f"t:{terrain}")
    assert sc.s.zone[terrain] != PLAY and sc.s.zone[grave] != PLAY


def test_cleansing_the_path_ranged_5_from_a_fire_shugenja() -> None:
    for element, force in (("Fire", 5), ("Water", 4)):
        sc, me, foe = board()
        shugenja = sc.play(0, personality("Mantis Shugenja", f=1, c=3, clan="Mantis",
                                          keywords=("Shugenja", element)))
        spell = sc.attach(real("Cleansing the Path"), shugenja)
        target = sc.play(1, personality("Crab Five", f=5, c=2, clan="Crab"))
        battle(sc, [shugenja], [target])
        act(sc, spell, f"t:{target}")
        assert sc.s.dead[target] == (force == 5) and sc.s.zone[spell] != PLAY, element
