"""Scenario tests for the Emperor Edition Crane deck's cards, under the Emperor rule set: one per card, through the
decision interface."""

from __future__ import annotations

from ..helpers import personality
from .ee_harness import _battle, _done, _ee, _reach, real


def test_doji_shunya_discards_the_favor_for_2_honor() -> None:
    sc = _ee()
    shunya = sc.play(0, real("Doji Shunya"))
    sc.s.favor = 0
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{shunya}:a:0")
    _done(sc)
    assert sc.s.favor != 0 and sc.s.players[0].honor == honor + 2


def test_doji_shunya_needs_the_favor() -> None:
    sc = _ee()
    shunya = sc.play(0, real("Doji Shunya"))
    sc.goto("action", active=0)
    assert f"ab:{shunya}:a:0" not in sc.ids()


def test_kakita_seishi_bows_to_rehonor() -> None:
    sc = _ee()
    seishi = sc.play(0, real("Kakita Seishi"))
    shamed = sc.play(1, personality("Crane Exile", clan="Crane"), dishonored=True)
    sc.goto("action", active=0)
    sc.choose(f"ab:{seishi}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{shamed}")
    _done(sc)
    assert sc.s.bowed[seishi] and not sc.s.dishonored[shamed]


def test_asahina_michiru_barrier_negates_an_enemy_destruction_and_sends_him_home() -> None:
    sc = _ee()
    michiru = sc.play(0, real("Asahina Michiru"))
    me = sc.play(0, personality("Crane Samurai", f=2, clan="Crane"))
    foe = sc.play(1, personality("Crab Archer", f=2))
    yari = sc.attach(real("Heavy Yari"), foe)  # Battle, bow: Melee 2 Attack
    sc.goto("action", active=0)
    sc.choose(f"ab:{michiru}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{me}")
    _done(sc)
    sc.goto("attack", active=1)
    sc.attack({foe: 0}, {me: 0}, defender=0)
    sc.to_battle(0)
    sc.choose("pass")  # the Defender (seat 0) acts first
    sc.choose(f"ab:{yari}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{me}")
    _done(sc)
    assert not sc.s.dead[me] and sc.s.location[me] == -1


def test_cleansing_the_path_ranged_5_from_a_fire_shugenja() -> None:
    sc = _ee()
    me = sc.play(0, personality("Fire Shugenja", f=1, keywords=("Shugenja", "Fire")))
    spell = sc.attach(real("Cleansing the Path"), me)
    foe = sc.play(1, personality("Crab Bushi", f=5))
    _battle(sc, [me], [foe])
    sc.choose(f"ab:{spell}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.dead[foe]
    assert spell not in sc.s.attached[me]  # destroyed as the cost


def test_chikushudos_trickery_spirits_defend_against_a_shielded_attacker() -> None:
    sc = _ee()
    shugenja = sc.play(0, personality("Crane Shugenja", clan="Crane", keywords=("Shugenja", "Earth")))
    trickery = sc.attach(real("Chikushudo's Trickery"), shugenja)
    spirit = sc.play(0, personality("Kitsune Spirit", f=4, clan=None, keywords=("Nonhuman", "Spirit")))
    foe = sc.play(1, personality("Crab Bushi", f=2))
    sc.goto("action", active=0)
    sc.choose(f"ab:{trickery}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{spirit}")
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.bowed[shugenja] and trickery not in sc.s.attached[shugenja]
    assert sc.s.battle is not None and sc.s.battle["attacker"] == 1
    assert sc.s.location[foe] == sc.s.location[spirit] != -1
    assert any(g[0] == foe and g[1] == "will_not_destroyed" for g in sc.s.granted)  # shielded in combat
    while sc.s.battle is not None:
        sc.choose("pass")
    assert sc.s.dead[foe]  # the resolution destroys him: the shield lasted only through the Combat Segment


def test_hidden_falls_dojo_reconnaissance_and_a_scouts_only_maneuvers_segment() -> None:
    sc = _ee()
    sc.s.facts[sc.s.players[0].stronghold] = real("Hidden Falls Dojo")
    dojo = sc.s.players[0].stronghold
    scout = sc.play(0, personality("Crane Scout", clan="Crane", keywords=("Samurai", "Scout")))
    lord = sc.play(0, personality("Crane Lord", clan="Crane"))
    nitani = sc.play(0, real("Hiruma Nitani"))  # his Ranged Attack bows him unless you have Reconnaissance
    foe = sc.play(1, personality("Crab Bushi", f=4))
    sc.goto("action", active=0)
    sc.choose(f"ab:{dojo}:a:0")
    _done(sc)
    assert sc.kind() == "province"
    sc.choose("prov:1:2", "done")
    _done(sc)
    sc.goto("attack", active=0)
    sc.choose("attack:1", f"assign:{nitani}:2", "done")  # the Attacker's Infantry Maneuvers
    sc.choose(f"assign:{foe}:2", "done")  # the Defender's
    # Cavalry Maneuvers (nobody has Cavalry), then the extra segment: only the Scout, only to province 3
    assert sc.kind() == "assign" and sc.who() == 0
    assert f"assign:{scout}:2" in sc.ids() and f"assign:{scout}:0" not in sc.ids()
    assert not any(o.startswith(f"assign:{lord}:") for o in sc.ids())
    sc.choose(f"assign:{scout}:2")  # the last Scout: the segment ends
    sc.to_battle(2)
    sc.choose("pass")  # the Defender
    sc.choose(f"ab:{nitani}:a:0")
    assert not sc.s.bowed[nitani]  # Reconnaissance: no bowing
    _reach(sc, "t:")
    sc.choose(f"t:{foe}")
    _done(sc)
    assert sc.s.dead[foe]


def test_asahina_kitiaru_copies_a_political_ability_and_uses_it() -> None:
    from ..helpers import holding
    sc = _ee()
    kitiaru = sc.play(0, real("Asahina Kitiaru"))
    sc.play(0, holding("Gold Mine", gold=5))
    jekku = sc.play(1, real("Yasuki Jekku"))
    noble = sc.play(1, personality("Crab Noble", ph=3))
    sc.goto("action", active=0)
    sc.choose(f"ab:{kitiaru}:a:0")
    _reach(sc, "t:")
    sc.choose(f"t:{jekku}")
    _done(sc)
    while sc.who() != 0:
        sc.choose("pass")
    copied = [o for o in sc.ids() if o.startswith(f"ab:{kitiaru}:g:copy/")]
    assert copied, sc.ids()
    honor = sc.s.players[1].honor
    sc.choose(copied[0])
    _reach(sc, "t:")
    sc.choose(f"t:{noble}")
    while any(o.startswith("gold:") for o in sc.ids()):
        sc.choose(next(o for o in sc.ids() if o.startswith("gold:")))
    _done(sc)
    assert sc.s.dishonored[noble] and sc.s.players[1].honor == honor - 2
    # the card gives no duration: the copy lasts until the end of the turn (EE rulebook: "All ongoing costs or
    # effects last until the end of the current turn, unless they give a different duration"; CR "Ongoing")
    turn = sc.s.turn
    for _ in range(200):  # play on, declining everything, into the opponent's turn
        if sc.s.turn > turn and sc.s.active == 1:
            break
        ids = sc.ids()
        sc.choose(next((o for o in ("pass", "done", "no_attack", "no", "none", "keep") if o in ids), ids[0]))
    assert sc.s.turn > turn
    sc.goto("action", active=0, turn=sc.s.turn + 1)
    assert not any(o.startswith(f"ab:{kitiaru}:g:copy/") for o in sc.ids()), sc.ids()
