"""Scenario tests for the Emperor Edition Mantis deck's cards (and the neutral cards declared with them), through
the decision interface, under the Emperor Edition rules."""

from __future__ import annotations

from rokugan.ccg.state import HOME, PLAY, PROVINCE

from .harness import CardScenario, act, follower, item, personality, real, stats


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


def ancestor(sc: CardScenario, host: int) -> int:
    """No Emperor-legal card is an Ancestor; a Follower with the keyword stands in for one."""
    return sc.attach(follower("Honored Ancestor", f=0, keywords=("Ancestor",)), host)


def test_a_forefathers_vengeance_honor_capped_by_ancestors_and_trade_for_a_card() -> None:
    sc, me, foe = board()
    ancestor(sc, me)
    card = sc.hand(0, real("A Forefather's Vengeance"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, card)
    assert sc.s.players[0].honor == honor + 1  # one Ancestor: 1 Honor, lower than 3
    sc, me, foe = board()
    anc = ancestor(sc, me)
    card = sc.hand(0, real("A Forefather's Vengeance"))
    armed = sc.play(1, personality("Armed Crab", f=2, c=2, clan="Crab"))
    sc.attach(item("Katana", f=1), armed)
    battle(sc, [me], [foe, armed])
    sc.choose(f"ab:{card}:a:1", f"t:{anc}")
    assert f"t:{armed}" not in sc.ids()
    sc.choose(f"t:{foe}")
    assert sc.s.zone[anc] != PLAY and sc.s.dead[foe]


def test_a_time_for_mortal_men_ancestor_for_three_force() -> None:
    sc, me, foe = board()
    anc = ancestor(sc, me)
    card = sc.hand(0, real("A Time for Mortal Men"))
    sc.goto("action", active=0)
    act(sc, card, f"t:{anc}", f"t:{me}")
    assert sc.s.zone[anc] != PLAY and sc.force(me) == 5


def test_a_pure_stroke_doubles_a_weapon_not_a_negative_modifier() -> None:
    sc, me, foe = board()
    blade = sc.attach(item("Heavy Blade", f=2, c=-1), me)
    card = sc.hand(0, real("A Pure Stroke"))
    sc.goto("action", active=0)
    before = sc.force(me), stats.chi(sc.s, me)
    act(sc, card, f"t:{blade}")
    assert (sc.force(me), stats.chi(sc.s, me)) == (before[0] + 2, before[1])


def test_a_stain_cleansed_destroys_a_unit_costing_paid_minus_two() -> None:
    sc, me, foe = board()
    mag = sc.play(0, personality("Mantis Magistrate", f=2, c=2, clan="Mantis", keywords=("Magistrate",)))
    card = sc.hand(0, real("A Stain Cleansed"))
    armed = sc.play(1, personality("Armed Crab", f=2, c=2, cost=3, clan="Crab"))
    sc.attach(item("Katana", f=1, cost=2), armed)
    battle(sc, [mag], [foe, armed])
    sc.s.players[0].gold_pool = 7
    sc._touch()
    sc.choose(f"ab:{card}:a:0", "gold:7", f"t:{mag}")
    assert f"t:{armed}" in sc.ids() and f"t:{foe}" not in sc.ids()  # unit 3+2 = 7-2; the other costs 3
    sc.choose(f"t:{armed}")
    assert sc.s.dead[armed]


def test_apprentice_shinobi_grows_after_aramoros_promise_a_ninja_action() -> None:
    sc, me, foe = board()
    shinobi = sc.attach(real("Apprentice Shinobi"), me)
    ninja = sc.play(0, personality("Mantis Ninja", f=2, c=2, clan="Mantis", keywords=("Ninja",)))
    province_card = sc.province(1, 0, personality("Crab Recruit", clan="Crab"))
    card = sc.hand(0, real("Aramoro's Promise"))
    sc.goto("action", active=0)
    force = sc.force(shinobi)
    honor = sc.s.players[0].honor
    act(sc, card, f"t:{ninja}", "discard_province:16")
    assert sc.s.zone[province_card] != PROVINCE and sc.s.players[0].honor == honor - 2
    assert sc.force(shinobi) == force + 1


def test_kitsune_gina_creates_a_fox_that_weakens_attackers() -> None:
    sc, me, foe = board()
    gina = sc.province(0, 0, real("Kitsune Gina"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{gina}")))
    assert sc.pending.prompt.startswith("Reactions") and f"ab:{gina}:a:0" in sc.ids()
    sc.choose(f"ab:{gina}:a:0")
    fox = next(c for c in sc.s.players[0].home if sc.s.title(c).startswith("Kitsune Gina's Fox"))
    assert (sc.force(fox), stats.chi(sc.s, fox), stats.stat(sc.s, fox, "personal_honor")) == (2, 2, 3)
    sc.goto("attack", active=1)
    sc.attack({foe: 0}, {fox: 0}, defender=0)
    assert sc.force(foe) == 1


def test_chrysanthemum_blossom_token_and_honor_when_assigned() -> None:
    sc, me, foe = board()
    blossom = sc.attach(real("Chrysanthemum Blossom"), me)
    honor = sc.s.players[0].honor
    sc.goto("attack", active=0)
    sc.choose("attack:1", f"assign:{me}:0")
    assert sc.pending.prompt.startswith("Reactions") and f"ab:{blossom}:a:0" in sc.ids()
    sc.choose(f"ab:{blossom}:a:0")
    assert sc.force(me) == 3 and sc.s.players[0].honor == honor + 1


def test_bandit_gang_costs_honor_then_upkeep_after_each_battle() -> None:
    for pay in (True, False):
        sc, me, foe = board()
        gang = sc.hand(0, real("Bandit Gang"))
        sc.goto("action", active=0)
        honor = sc.s.players[0].honor
        sc.choose(f"equip:{gang}", f"sel:{me}")
        assert sc.s.players[0].honor == honor - 2
        battle(sc, [me], [foe])
        sc.choose("pass")
        while sc.kind() == "action":
            sc.choose("pass")
        assert sc.kind() == "yes_no" and sc.who() == 0, sc.pending
        if pay:
            sc.s.players[0].gold_pool = 2
            sc._touch()
            sc.choose("yes")
            if sc.pending is not None and sc.kind() == "pay":
                sc.choose(sc.ids()[0])
        else:
            sc.choose("no")
        assert (sc.s.zone[gang] == PLAY) == pay, pay


def test_prosperous_village_costs_one_less_per_personality() -> None:
    from rokugan.ccg.actions import recruit_cost
    sc, me, foe = board()
    sc.play(0, personality("Second Mantis", clan="Mantis"))
    village = sc.province(0, 0, real("Prosperous Village"))
    assert recruit_cost(sc.s, 0, village) == stats.gold_cost(sc.s, village) - 2
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = stats.gold_cost(sc.s, village) - 2
    sc._touch()
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{village}")))
    assert sc.s.zone[village] == PLAY and sc.s.players[0].gold_pool == 0


def test_rugashi_bazaar_revenge_after_losing_honor_to_an_enemy_action(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability
    from rokugan.ccg import primitives as P
    from rokugan.ccg.vocab import LoseHonor

    from ..helpers import strategy
    sc, me, foe = board()
    proud = sc.play(0, personality("Proud Mantis", f=2, ph=3, clan="Mantis"))
    bazaar = sc.play(0, real("Rugashi Bazaar"))
    insult = strategy("Public Insult")
    declare(insult, Ability(("Open",), (LoseHonor(2, "opponent"),)))
    played = sc.hand(1, insult)
    sc.goto("action", active=0)
    # no Honor lost yet: its "If" is after the last colon, which seed 000 does not require ("things listed after the
    # last colon of an action do not all need to happen for the action to be legally taken"): offered, to no effect
    assert f"ab:{bazaar}:a:0" in sc.ids()
    sc.choose("pass", f"ab:{played}:a:0")
    act(sc, bazaar, f"t:{proud}", "done")
    assert sc.force(proud) == 5 and sc.force(me) == 2
    assert not P.destroy(sc.s, bazaar) and sc.s.zone[bazaar] == PLAY


def test_bamboo_harvesters_stays_bowed_through_your_first_turn() -> None:
    sc = ee()
    bamboo = sc.play(1, real("Bamboo Harvesters"), bowed=True)
    sc.goto("start", active=1, first_turn=True)
    assert sc.s.bowed[bamboo]
    sc.goto("start", active=1)
    assert not sc.s.bowed[bamboo]


def test_border_keep_cycles_provinces_first_turn_and_once_per_game() -> None:
    sc = ee()
    keep = sc.play(0, real("Border Keep"))
    sc.empty_provinces(0)
    sc.goto("action", active=0, first_turn=True)
    assert f"ab:{keep}:a:0" in sc.ids() and f"ab:{keep}:a:1" in sc.ids()
    sc.goto("action", active=0)
    assert f"ab:{keep}:a:0" in sc.ids()  # its "If" is after the last colon: allowed, to no effect (seed 000)
    before = [list(pr) for pr in sc.s.players[0].provinces]
    sc.choose(f"ab:{keep}:a:1")
    while sc.kind() != "action" or sc.who() != 0:
        sc.choose(sc.ids()[-1])
    assert [list(pr) for pr in sc.s.players[0].provinces] != before
    sc.goto("action", active=0)
    assert f"ab:{keep}:a:1" not in sc.ids()


def test_ancestral_protection_negates_an_action_targeting_your_personality(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from ..helpers import strategy
    sc, me, foe = board()
    anc = ancestor(sc, me)
    shield = sc.hand(0, real("Ancestral Protection"))
    curse = strategy("Binding Curse")
    declare(curse, Ability(("Open",), (Target(sel("personality")), Bow(T0))))
    played = sc.hand(1, curse)
    sc.goto("action", active=1)
    sc.choose(f"ab:{played}:a:0", f"t:{me}")
    assert sc.pending.prompt.startswith("Reactions")
    if sc.who() == 1:
        sc.choose("pass")
    sc.choose(f"ab:{shield}:a:0", f"t:{anc}")
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert sc.s.zone[anc] != PLAY and not sc.s.bowed[me]


def test_chugo_seido_redirects_an_enemy_action_to_a_samurai_there(declare) -> None:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from ..helpers import strategy
    sc, me, foe = board()
    guard = sc.play(0, personality("Mantis Guard", clan="Mantis"))
    monk = sc.play(0, personality("Mantis Monk", clan="Mantis", keywords=("Monk",)))
    seido = sc.play(0, real("Chugo Seido"))
    curse = strategy("Binding Curse")
    declare(curse, Ability(("Open",), (Target(sel("personality")), Bow(T0))))
    played = sc.hand(1, curse)
    sc.goto("action", active=1)
    sc.choose(f"ab:{played}:a:0", f"t:{me}")
    if sc.who() == 1:
        sc.choose("pass")
    sc.choose(f"ab:{seido}:a:0")
    assert f"t:{monk}" not in sc.ids()  # a Samurai only
    sc.choose(f"t:{guard}")
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert sc.s.zone[seido] != PLAY and sc.s.bowed[guard] and not sc.s.bowed[me]


def test_ambush_fights_a_closed_battle_then_costs_five_honor() -> None:
    sc, me, foe = board()
    strong = sc.play(0, personality("Mantis Raider", f=4, clan="Mantis"))
    tired = sc.play(1, personality("Tired Crab", f=1, clan="Crab"), bowed=True)
    card = sc.hand(0, real("Ambush"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, card, f"t:{strong}", f"t:{tired}")
    assert sc.s.battle is not None and sc.kind() == "action" and sc.who() == 1  # the Defender acts first
    from rokugan.ccg import primitives as P
    assert not P.move(sc.s, foe, sc.s.battle["current"])  # no other Personality can move there
    sc.choose("pass", "pass")
    assert sc.s.dead[tired] and sc.s.battle is None
    # 2 Honor for the destroyed defender (CR "Battle Resolution"), then 5 lost after the battle
    assert sc.s.location[strong] == HOME and sc.s.bowed[strong] and sc.s.players[0].honor == honor + 2 - 5
    assert sc.s.phase == "action" and sc.kind() == "action"


def test_chikushudos_trickery_spirits_defend_against_a_shielded_attacker() -> None:
    sc, me, foe = board()
    shugenja = sc.play(0, personality("Kitsune Caster", f=1, c=3, clan="Mantis", keywords=("Shugenja", "Earth")))
    spell = sc.attach(real("Chikushudo's Trickery"), shugenja)
    spirit = sc.play(0, personality("Fox Spirit", f=4, clan="Mantis", keywords=("Nonhuman", "Spirit")))
    sc.goto("action", active=0)
    act(sc, spell, f"t:{spirit}", f"t:{foe}")
    assert sc.s.battle is not None and sc.s.battle["attacker"] == 1 and sc.s.bowed[shugenja]
    assert sc.s.zone[spell] != PLAY and sc.s.location[spirit] == sc.s.location[foe] == sc.s.battle["current"]
    from rokugan.ccg import primitives as P
    assert not P.destroy(sc.s, foe)  # protected until the Combat Segment is over
    while sc.s.battle is not None:
        sc.choose("pass")
    assert sc.s.dead[foe] and sc.s.location[spirit] == HOME


def test_at_any_cost_recruits_a_dead_samurai_into_the_battle() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = board()
    fallen = sc.play(0, personality("Fallen Mantis", f=3, cost=4, clan="Mantis"))
    monk = sc.play(0, personality("Fallen Monk", f=3, cost=2, clan="Mantis", keywords=("Monk",)))
    P.destroy(sc.s, fallen)
    P.destroy(sc.s, monk)
    card = sc.hand(0, real("At Any Cost"))
    battle(sc, [me], [foe])
    sc.s.players[0].gold_pool = 4
    sc._touch()
    sc.choose(f"ab:{card}:a:0", "gold:4")
    assert f"t:{monk}" not in sc.ids()
    sc.choose(f"t:{fallen}")
    assert sc.s.zone[fallen] == PLAY and not sc.s.dead[fallen] and sc.s.location[fallen] == sc.s.battle["current"]


def test_koshin_keep_reconnaissance_weakens_what_a_ranged_attack_misses() -> None:
    sc, me, foe = board()
    sc.s.facts[sc.s.players[0].stronghold] = real("Koshin Keep")
    keep = sc.s.players[0].stronghold
    isas = sc.play(0, real("Tsuruchi Isas"))
    kosoko = sc.play(0, real("Tsuruchi Kosoko"))
    big = sc.play(1, personality("Crab Giant", f=9, c=2, clan="Crab"))
    small = sc.play(1, personality("Crab Scout", f=1, c=2, clan="Crab"))
    sc.goto("attack", active=0)
    sc.attack({isas: 0, kosoko: 0}, {big: 0, small: 0})
    sc.to_battle(0)
    assert sc.pending.prompt.startswith("Reactions") and f"ab:{keep}:a:0" in sc.ids()
    sc.choose(f"ab:{keep}:a:0")
    while sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    if sc.kind() == "yes_no":
        sc.choose("no")  # no Naval Invasion
    sc.choose("pass")  # the Defender
    act(sc, isas, f"t:{big}")
    assert not sc.s.dead[big] and sc.force(big) == 6  # 9 - 3
    assert sc.pending.prompt.startswith("Reconnaissance") and f"ab:{kosoko}:a:0" in sc.ids()
    sc.choose(f"ab:{kosoko}:a:0")
    sc.pass_interrupts()
    assert f"t:{small}" not in sc.ids()  # only the same card
    sc.choose(f"t:{big}")
    assert not sc.s.dead[big] and sc.force(big) == 1  # missed again: 6 - 5
