"""Scenario tests for the Emperor Edition Scorpion deck's cards, through the decision interface, under the Emperor
Edition rules."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME

from .harness import act, personality, real, stats
from .test_ee_mantis import battle, board


def test_awed_witness_bows_the_loser_and_the_winner_creates_a_samurai() -> None:
    sc, me, foe = board()
    card = sc.hand(0, real("Awed Witness"))
    strong = sc.play(0, personality("Scorpion Duelist", f=2, c=5, clan="Scorpion"))
    battle(sc, [strong], [foe])
    act(sc, card, f"t:{strong}", f"t:{foe}", "strike")
    assert sc.s.bowed[foe] and sc.who() == 0 and sc.kind() == "yes_no"
    sc.choose("yes")
    made = [c for c in sc.s.players[0].home if "Awed Witness Samurai" in sc.s.title(c)]
    clan = sc.s.players[0].clan
    assert len(made) == 1 and P.kw(sc.s, made[0], f"{clan} Clan") and sc.force(made[0]) == 2


def test_bayushi_hurunayi_sheds_ninja() -> None:
    sc, me, foe = board()
    h = sc.play(0, real("Bayushi Hurunayi"))
    sc.goto("action", active=0)
    assert P.kw(sc.s, h, "Ninja")
    act(sc, h)
    assert not P.kw(sc.s, h, "Ninja")


def test_bayushi_irezu_trades_places_with_a_scorpion_in_battle() -> None:
    sc, me, foe = board()
    irezu = sc.play(0, real("Bayushi Irezu"))
    ally = sc.play(0, personality("Scorpion Ally", clan="Scorpion"))
    battle(sc, [ally], [foe])
    act(sc, irezu, f"t:{ally}")
    assert sc.s.location[ally] == HOME and sc.s.location[irezu] == sc.s.battle["current"]


def test_shosuro_kameyoi_shames_a_dishonorable_personality_further() -> None:
    sc, me, foe = board()
    k = sc.play(0, real("Shosuro Kameyoi"))
    proud = sc.play(1, personality("Proud Crab", ph=3, clan="Crab"), dishonored=True)
    sc.goto("action", active=0)
    honor = sc.s.players[1].honor
    act(sc, k, f"t:{proud}")
    assert sc.s.players[1].honor == honor - 2
    sc2, me2, foe2 = board()
    k2 = sc2.play(0, real("Shosuro Kameyoi"))
    sc2.goto("action", active=0)
    honor2 = sc2.s.players[1].honor
    act(sc2, k2, f"t:{foe2}")
    assert sc2.s.dishonored[foe2] and sc2.s.players[1].honor == honor2


def test_law_of_darkness_dojo_minus_four_bows_the_dishonorable_and_adds_to_losses(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import LoseHonor

    from ..helpers import strategy
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Law of Darkness Dojo")
    shamed = sc.play(1, personality("Shamed Crab", f=5, clan="Crab"), dishonored=True)
    taunt = strategy("Battle Taunt")
    declare(taunt, Ability(("Battle",), (LoseHonor(2, "opponent"),)))
    played = sc.hand(0, taunt)
    battle(sc, [me], [foe, shamed])
    keep = sc.s.players[0].stronghold
    sc.s.bowed[keep] = True
    sc._touch()
    act(sc, keep, f"t:{shamed}")
    assert sc.force(shamed) == 1 and sc.s.bowed[shamed]
    sc.choose("pass")
    honor = sc.s.players[1].honor
    act(sc, played)
    assert sc.s.players[1].honor == honor - 3  # 2 from the action, 1 more from the Dojo


def test_bayushi_mitsuo_acts_again_after_a_battle_action_moves_him(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, MoveHere

    from ..helpers import strategy
    sc, me, foe = board()
    mitsuo = sc.play(0, real("Bayushi Mitsuo"))
    archer = sc.play(0, real("Tsuruchi Kosoko"))
    rally = strategy("Rally")
    declare(rally, Ability(("Battle",), (Target(sel("personality", controller="you", any_location=True)),
                                         MoveHere(T0))))
    played = sc.hand(0, rally)
    battle(sc, [archer], [foe])
    act(sc, played, f"t:{mitsuo}")
    assert sc.s.location[mitsuo] == sc.s.battle["current"]
    assert sc.pending.prompt.startswith("Reactions") and f"ab:{mitsuo}:a:0" in sc.ids()
    sc.choose(f"ab:{mitsuo}:a:0")
    while sc.pending.prompt.startswith("Reactions") and "pass" in sc.ids() and sc.who() == 1:
        sc.choose("pass")
    assert sc.who() == 0 and sc.pending.prompt.startswith("Take an additional action")
    assert f"ab:{archer}:a:0" in sc.ids()


def test_bayushi_rentatsu_drains_honor_while_he_stays_bowed() -> None:
    sc, me, foe = board()
    ren = sc.play(0, real("Bayushi Rentatsu"))
    sc.goto("action", active=0)
    act(sc, ren)
    assert sc.s.bowed[ren]
    honor = sc.s.players[1].honor
    sc.goto("start", active=0)
    assert sc.kind() == "yes_no"
    sc.choose("yes")  # keep him bowed
    sc.choose(next(o for o in sc.ids() if o.endswith("1000001")))
    assert sc.s.players[1].honor == honor - 2
    while sc.s.phase != "action":
        sc.choose(sc.ids()[0])
    assert sc.s.bowed[ren]
    sc.s.granted = [g for g in sc.s.granted if g[2] != "turn"]  # the turn ends (goto skips the End Phase)
    sc.goto("start", active=0)
    sc.choose("no")  # let him straighten: the drain still happens this turn, then ends
    sc.choose(next(o for o in sc.ids() if o.endswith("1000001")))
    while sc.s.phase != "action":
        sc.choose(sc.ids()[0])
    assert not sc.s.bowed[ren]
    honor = sc.s.players[1].honor
    sc.goto("start", active=0)
    while sc.s.phase != "action":
        sc.choose(sc.ids()[0])
    assert sc.s.players[1].honor == honor


def test_bayushi_irezu_enters_a_duel_instead_of_a_scorpion() -> None:
    sc, me, foe = board()
    irezu = sc.play(0, real("Bayushi Irezu"))
    ally = sc.play(0, personality("Scorpion Ally", f=2, c=1, clan="Scorpion"))
    card = sc.hand(1, real("Awed Witness"))
    battle(sc, [ally], [foe], defender_passes=False)
    sc.choose(f"ab:{card}:a:0", f"t:{foe}", f"t:{ally}")
    assert sc.pending.prompt.startswith("Reactions")
    sc.choose(f"ab:{irezu}:a:1")
    assert sc.s.duel is not None and sc.s.duel["challenged"] == irezu and sc.s.bowed[irezu]
    while sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    sc.choose("strike")
    assert sc.s.last_duel is not None and irezu in sc.s.last_duel["losers"] and not sc.s.bowed[ally]


def test_bayushi_rentatsu_drain_ends_once_he_straightens() -> None:
    sc, me, foe = board()
    ren = sc.play(0, real("Bayushi Rentatsu"))
    sc.goto("action", active=0)
    act(sc, ren)
    P.straighten(sc.s, ren)  # straightened by some effect, then bowed by another
    P.bow(sc.s, ren)
    sc._touch()
    honor = sc.s.players[1].honor
    sc.goto("start", active=0)
    while sc.s.phase != "action":
        sc.choose(sc.ids()[0])
    assert sc.s.players[1].honor == honor and not sc.s.bowed[ren]


def test_shosuro_rokuta_reacts_from_the_discard_pile_to_an_enemy_action(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Destroy

    from ..helpers import strategy
    sc, me, foe = board()
    rokuta = sc.play(0, real("Shosuro Rokuta"))
    strike = strategy("Assassin's Strike")
    declare(strike, Ability(("Open",), (Target(sel("personality")), Destroy(T0))))
    played = sc.hand(1, strike)
    sc.goto("action", active=1)
    honor = sc.s.players[1].honor
    sc.choose(f"ab:{played}:a:0", f"t:{rokuta}")
    assert sc.s.dead[rokuta]
    while sc.who() == 1 and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    sc.choose(f"ab:{rokuta}:a:0")
    sc.choose(next(o for o in sc.ids() if o.endswith("1000001")))
    made = [c for c in sc.s.players[0].home if "Apprentice" in sc.s.title(c)]
    assert len(made) == 1 and stats.chi(sc.s, made[0]) == 2 and sc.s.players[1].honor == honor - 3


def test_shosuro_rokuta_reacts_to_a_battle_resolution_that_destroyed_him() -> None:
    sc, me, foe = board()
    rokuta = sc.play(0, real("Shosuro Rokuta"))
    big = sc.play(1, personality("Crab Giant", f=6, clan="Crab"))
    battle(sc, [rokuta], [big])
    sc.choose("pass")
    while not sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert sc.s.dead[rokuta] and f"ab:{rokuta}:a:1" in sc.ids()
    sc.choose(f"ab:{rokuta}:a:1")
    sc.choose(next(o for o in sc.ids() if o.endswith("1000001")))
    assert any("Apprentice" in sc.s.title(c) for c in sc.s.players[0].home)


def test_shosuro_rokuta_reacts_to_an_enemy_trait_that_destroyed_him(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Target, Triggered, sel
    from rokugan.ccg.vocab import T0, Destroy, when

    sc, me, foe = board()
    rokuta = sc.play(0, real("Shosuro Rokuta"))
    trap = personality("Trapper", clan="Crab")
    declare(trap, Triggered(when("entered_play", "self"),
                            (Target(sel("personality", controller="enemy")), Destroy(T0))))
    c = sc.province(1, 0, trap)
    sc.goto("dynasty", active=1)
    sc.s.players[1].gold_pool = 10
    sc._touch()
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{c}")))
    if sc.kind() == "target":
        sc.choose(f"t:{rokuta}")
    assert sc.s.dead[rokuta]
    while sc.who() == 1 and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert f"ab:{rokuta}:a:2" in sc.ids()
