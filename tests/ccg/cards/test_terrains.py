"""The Terrains of the starter decks (CR "Terrain"): put into play at the current battlefield by their
Battle ability, in force while there, discarded after the battle ends."""

from __future__ import annotations

from rokugan.ccg.state import FATE_DISCARD, HOME, PLAY

from .harness import CardScenario, personality, real


def _battle(extra_att: int = 0) -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    foe = sc.play(1, personality("Crane Samurai", f=2, c=2, clan="Crane", ph=2))
    return sc, me, foe


def _play_terrain(sc: CardScenario, facts: object, me: int, foe: int, *targets: int) -> int:
    t = sc.hand(0, facts)  # type: ignore[arg-type]
    sc.battle_with([me], [foe])
    sc.choose("pass")  # the Defender passes
    sc.choose(f"ab:{t}:a:0", *[f"t:{c}" for c in targets])
    assert sc.s.zone[t] == PLAY and sc.s.location[t] == 0  # at the battlefield
    return t


def test_contentious_terrain_your_personalities_there_plus_one() -> None:
    sc, me, foe = _battle()
    t = _play_terrain(sc, real("Contentious Terrain"), me, foe)
    assert sc.force(me) == 3 and sc.force(foe) == 2
    sc.pass_round()  # the battle resolves: a tie at 3 vs 2? me wins
    assert sc.s.zone[t] == FATE_DISCARD  # discarded after the battle ends


def test_hold_the_walls_attackers_minus_one() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("Hold the Walls"), me, foe)
    assert sc.force(me) == 1 and sc.force(foe) == 2


def test_blind_honor_penalty_equal_to_personal_honor() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("Blind Honor"), me, foe)
    assert sc.force(me) == 1  # Personal Honor 1
    assert sc.force(foe) == 0  # Personal Honor 2


def test_the_eternal_rainbows_targeted_personality_plus_two() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("The Eternal Rainbows"), me, foe, me)
    assert sc.force(me) == 4 and sc.force(foe) == 2


def test_a_second_terrain_destroys_the_first() -> None:
    sc, me, foe = _battle()
    first = _play_terrain(sc, real("Contentious Terrain"), me, foe)
    second = sc.hand(1, real("Hold the Walls"))
    sc.choose(f"ab:{second}:a:0")
    assert sc.s.zone[first] == FATE_DISCARD and sc.s.zone[second] == PLAY
    assert sc.force(me) == 1


def test_higher_ground_changes_ranged_attack_strength() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("Higher Ground"), me, foe)
    from rokugan.ccg.interp import Ctx
    from rokugan.ccg.vocab import attack_modifiers
    mine = Ctx(sc.s, {"seat": 0, "src": me, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    theirs = Ctx(sc.s, {"seat": 1, "src": foe, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    assert attack_modifiers(mine, foe, "ranged") == 1
    assert attack_modifiers(theirs, me, "ranged") == -1
    assert attack_modifiers(mine, foe, "melee") == 0


def test_lakeside_retreat_straightens_before_resolution() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("Lakeside Retreat"), me, foe)
    sc.s.bowed[me] = True
    sc._touch()
    sc.pass_round()
    d = sc.pending
    assert d is not None and d.kind == "target" and d.player == 0
    sc.choose(f"t:{me}")
    # the straightened attacker counts in resolution: 2 vs 2 is a tie, both armies destroyed
    assert sc.s.dead[me] and sc.s.dead[foe]


def test_a_moving_battle_moves_an_attacker_to_an_adjacent_battlefield() -> None:
    sc, me, foe = _battle()
    _play_terrain(sc, real("A Moving Battle"), me, foe)
    sc.pass_round()
    assert sc.kind() == "yes_no"
    sc.choose("yes", f"t:{me}", "field:1")
    assert sc.s.location[me] in (1, HOME)  # moved on to province 2 (home once the Attack Phase ends)
    assert not sc.s.dead[foe]  # the defender's battle resolved with no attacker


def test_encircled_terrain_each_side_keeps_one() -> None:
    sc, me, foe = _battle()
    me2 = sc.play(0, personality("Crab Second", f=1, c=1, clan="Crab"))
    t = sc.hand(0, real("Encircled Terrain"))
    sc.goto("attack", active=0)
    sc.attack({me: 0, me2: 0}, {foe: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass", f"ab:{t}:a:0")
    sc.pass_round()
    assert sc.kind() == "choice"
    sc.choose("opt:0", f"t:{me}", f"t:{foe}")
    assert sc.s.location[me2] == HOME


def test_come_one_at_a_time_grants_the_lone_defender_a_duel() -> None:
    sc, me, foe = _battle()
    t = sc.hand(1, real("Come One at a Time"))
    other = sc.hand(1, real("A Warrior's Brutality"))  # a Battle action the Terrain did not grant
    sc.battle_with([me], [foe])
    assert f"ab:{other}:a:0" in sc.ids()
    sc.choose(f"ab:{t}:a:0")
    d = sc.pending
    assert d is not None and d.player == 1 and f"ab:{foe}:g:come-one-at-a-time/duel" in d.ids()
    # "Take an additional action granted by it": nothing else is offered
    assert all(i == "pass" or "come-one-at-a-time" in i for i in d.ids())
    sc.choose("pass")  # the additional action
    # each player has the retreat ability: the Attacker, who has an attacking Personality, may use it
    assert "ab:1000000:g:come-one-at-a-time/retreat" in sc.ids()
    sc.choose("ab:1000000:g:come-one-at-a-time/retreat", f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.bowed[me]
