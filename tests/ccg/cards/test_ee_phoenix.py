"""Scenario tests for the Emperor Edition Phoenix deck's cards, through the decision interface, under the Emperor
Edition rules."""

from __future__ import annotations

from rokugan.ccg.state import PLAY

from .harness import act, personality, real
from .test_ee_mantis import battle, board


def test_agasha_ryo_refills_his_province_face_up() -> None:
    sc, me, foe = board()
    ryo = sc.province(0, 0, real("Agasha Ryo"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{ryo}")))
    assert sc.pending.prompt.startswith("Reactions")
    sc.choose(f"ab:{ryo}:a:0")
    refill = sc.s.players[0].provinces[0]
    assert sc.s.zone[ryo] == PLAY and refill and sc.s.face_up[refill[0]]


def test_asako_ume_stronger_with_a_spell_and_ranged_4() -> None:
    sc, me, foe = board()
    ume = sc.play(0, real("Asako Ume"))
    base = sc.force(ume)
    sc.attach(real("Cleansing the Path"), ume)
    assert sc.force(ume) == base + 1
    big = sc.play(1, personality("Crab Four", f=4, c=2, clan="Crab"))
    battle(sc, [ume], [big])
    act(sc, ume)
    sc.pass_interrupts()
    sc.choose(f"t:{big}")
    assert sc.s.dead[big]


def test_asako_tsunefusa_brands_then_bows_and_changes_honor() -> None:
    sc, me, foe = board()
    tsu = sc.play(0, real("Asako Tsunefusa"))
    sc.goto("action", active=0)
    act(sc, tsu, f"t:{foe}")
    sc.choose(sc.ids()[1])  # the options in printed order: Kolat, Ninja, Shadowlands
    from rokugan.ccg import primitives as P
    assert P.kw(sc.s, foe, "Ninja")
    battle(sc, [tsu], [foe])
    honor = sc.s.players[1].honor
    act(sc, tsu, f"t:{foe}", i=1)
    assert sc.s.bowed[foe]
    player = next(o for o in sc.ids() if o.endswith(str(1_000_001)))
    sc.choose(player)
    sc.choose(sc.ids()[1])  # loses
    assert sc.s.players[1].honor == honor - 2


def test_shiba_sansesuke_takes_the_target_from_a_shugenja(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from ..helpers import strategy
    sc, me, foe = board()
    shugenja = sc.play(0, personality("Phoenix Shugenja", clan="Phoenix", keywords=("Shugenja",)))
    yojimbo = sc.play(0, real("Shiba Sansesuke"))
    curse = strategy("Binding Curse")
    declare(curse, Ability(("Open",), (Target(sel("personality")), Bow(T0))))
    played = sc.hand(1, curse)
    sc.goto("action", active=1)
    sc.choose(f"ab:{played}:a:0", f"t:{shugenja}")
    if sc.who() == 1:
        sc.choose("pass")
    sc.choose(f"ab:{yojimbo}:a:0")
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert not sc.s.bowed[shugenja] and sc.s.bowed[yojimbo]  # bowed as the cost; the curse found him bowed


def test_library_of_rebirth_straightens_a_shugenja_for_another_action() -> None:
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Library of Rebirth")
    shugenja = sc.play(0, personality("Phoenix Shugenja", clan="Phoenix", keywords=("Shugenja",)))
    spell = sc.attach(real("Cleansing the Path"), shugenja)
    battle(sc, [shugenja], [foe])
    sc.s.bowed[shugenja] = True
    sc._touch()
    act(sc, sc.s.players[0].stronghold, f"t:{shugenja}")
    assert not sc.s.bowed[shugenja] and sc.who() == 0 and f"ab:{spell}:a:0" in " ".join(sc.ids())


def test_library_of_rebirth_pays_four_for_a_spell_equipped_in_battle_even_bowed() -> None:
    from ..helpers import card
    from ..scenario import T
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Library of Rebirth")
    shugenja = sc.play(0, personality("Phoenix Shugenja", clan="Phoenix", keywords=("Shugenja",)))
    spell = sc.hand(0, card("Costly Invocation", T.SPELL, gold_cost=4, focus=1))
    for c in list(sc.s.players[0].home):
        if sc.s.facts[c].type == "holding":
            sc.s.bowed[c] = True  # no other Gold
    battle(sc, [shugenja], [foe])
    sc.s.bowed[sc.s.players[0].stronghold] = True
    sc._touch()
    assert f"bequip:{spell}" in sc.ids()
    sc.choose(f"bequip:{spell}")
    while sc.kind() != "pay":
        sc.choose(sc.ids()[-1] if sc.kind() != "target" else f"sel:{shugenja}")
    gold = [o for o in sc.ids() if o.startswith("gold:")]
    assert len(gold) == 1
    sc.choose(gold[0])
    assert sc.s.attached_to[spell] == shugenja
