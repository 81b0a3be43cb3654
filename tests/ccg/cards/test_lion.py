"""Scenario tests for the Lion starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg.state import FATE_DISCARD, HAND, HOME

from .harness import PLAY, CardScenario, act, item, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Lion Samurai", f=2, c=2, clan="Lion", ph=2))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def _equip(sc: CardScenario, card: int, to: int) -> None:
    sc.s.players[0].gold_pool = 20
    sc._touch()
    sc.choose(f"equip:{card}", f"sel:{to}")
    while sc.pending is not None and sc.kind() == "pay":
        sc.choose(sc.ids()[0])


def test_honorable_garrison_bonus_equal_to_personal_honor() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Honorable Garrison of the Lion")
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, sc.s.players[0].stronghold, f"t:{me}")
    assert sc.force(me) == 4


def test_ashigaru_spearmen_extra_draw_and_ranged_1() -> None:
    sc, me, foe = _board()
    sp = sc.hand(0, real("Ashigaru Spearmen"))
    sc.goto("action", active=0)
    _equip(sc, sp, me)
    sc.choose("yes")
    assert len(sc.s.delayed) == 1


def test_band_of_brothers_creates_ronin() -> None:
    sc, me, foe = _board()
    other = sc.play(0, personality("Lion Two", clan="Lion"))
    band = sc.hand(0, real("Band of Brothers"))
    sc.goto("action", active=0)
    _equip(sc, band, me)
    sc.choose(f"t:{me}", f"t:{other}")
    assert len(sc.s.attached[other]) == 1 and len(sc.s.attached[me]) == 2


def test_naga_remnants_bows_an_enemy_attachment() -> None:
    sc, me, foe = _board()
    naga = sc.attach(real("Naga Remnants"), me)
    yari = sc.attach(real("Heavy Yari"), foe)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, naga, f"t:{yari}")
    assert sc.s.bowed[yari]


def test_generals_hatamoto_plus_two() -> None:
    sc, me, foe = _board()
    h = sc.play(0, real("General's Hatamoto"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, h, f"t:{me}")
    assert sc.force(me) == 4


def test_hida_advisor_transfers_a_follower() -> None:
    sc, me, foe = _board()
    other = sc.play(0, personality("Lion Two", clan="Lion"))
    adv = sc.play(0, real("Hida Advisor"))
    f = sc.attach(real("Naga Remnants"), me)
    sc.goto("action", active=0)
    act(sc, adv, f"t:{f}", f"to:{other}")
    assert sc.s.attached_to[f] == other


def test_imperial_explorers_dojo_returns_a_terrain() -> None:
    sc, me, foe = _board()
    dojo = sc.play(0, real("Imperial Explorer's Dojo"))
    t = sc.s.new_card(real("Contentious Terrain"), 0, 6)
    sc.s.players[0].fate_discard.append(t)
    sc.s.face_up[t] = True
    sc.goto("action", active=0)
    act(sc, dojo, f"t:{t}")
    assert sc.s.zone[t] == HAND


def test_yukihimes_hot_springs_stops_a_holding() -> None:
    from rokugan.ccg.usability import disabled
    sc, me, foe = _board()
    spr = sc.play(0, real("Yukihime's Hot Springs"))
    h = sc.play(1, real("General's Hatamoto"))
    sc.goto("action", active=0)
    act(sc, spr, f"t:{h}")
    assert disabled(sc.s, h)


def test_ancestral_armor_lion_moves_an_enemy_in_straightened() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Lion Clan - exp"), me)
    far = sc.play(1, personality("Crab Far", clan="Crab"), bowed=True)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, armor, f"t:{far}")
    assert sc.s.location[far] == 0 and not sc.s.bowed[far]


def test_ikoma_ichimoko_minus_two() -> None:
    sc, me, foe = _board()
    i = sc.play(0, real("Ikoma Ichimoko"))
    sc.battle_with([i], [foe])
    sc.choose("pass")
    act(sc, i, f"t:{foe}")
    assert sc.force(foe) == 0


def test_ikoma_yoshimoko_fear() -> None:
    sc, me, foe = _board()
    y = sc.play(0, real("Ikoma Yoshimoko"))
    sc.battle_with([y], [foe])
    sc.choose("pass")
    act(sc, y, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_matsu_agai_fear_3() -> None:
    sc, me, foe = _board()
    a = sc.play(0, real("Matsu Agai"))
    big = sc.play(1, personality("Crab Three", f=3, c=2))
    sc.battle_with([a], [big])
    sc.choose("pass")
    act(sc, a, f"t:{big}")
    assert sc.s.bowed[big]
    del foe


def test_matsu_choiko_bonus_from_personal_honor() -> None:
    sc, me, foe = _board()
    c = sc.play(0, real("Matsu Choiko"))
    sc.battle_with([c, me], [foe])
    sc.choose("pass")
    before = sc.force(c)
    act(sc, c, f"t:{me}", "opt:0")
    assert sc.force(c) == before + 2


def test_matsu_misato_strength_grows_with_honor_not_below_zero() -> None:
    """The CR's example: "+1 strength for every 10 points of Family Honor" gains nothing at -10."""
    from rokugan.ccg.interp import Ctx
    from rokugan.ccg.vocab import PerTenHonor
    sc, me, foe = _board()
    x = Ctx(sc.s, {"seat": 0, "src": me, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    sc.honor(0, 25)
    assert x.val(PerTenHonor(3)) == 5
    sc.honor(0, -10)
    assert x.val(PerTenHonor(3)) == 3
    m = sc.play(0, real("Matsu Misato"))
    sc.honor(0, 10)
    big = sc.play(1, personality("Crab Four", f=4, c=2))
    sc.battle_with([m], [big])
    sc.choose("pass")
    act(sc, m, f"t:{big}")
    assert sc.s.dead[big]
    del foe


def test_matsu_morito_moves_an_enemy_home() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Matsu Morito"))
    sc.battle_with([m], [foe])
    sc.choose("pass")
    act(sc, m, f"t:{foe}")
    assert sc.s.location[foe] == HOME


def test_matsu_tayuko_plus_two_while_attacking() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Matsu Tayuko"))
    printed = stats.printed(sc.s, t, "force")
    assert sc.force(t) == printed
    sc.battle_with([t], [foe])
    assert sc.force(t) == printed + 2


def test_death_of_the_winds_finds_a_battle_strategy() -> None:
    sc, me, foe = _board()
    tac = sc.play(0, personality("Lion Tactician", clan="Lion", keywords=("Samurai", "Tactician")))
    card = sc.hand(0, real("Death of the Winds"))
    found = sc.s.new_card(real("A Warrior's Brutality"), 0, 1)
    sc.s.players[0].fate_deck.insert(0, found)
    sc.battle_with([tac], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 2
    sc._touch()
    act(sc, card, f"t:{tac}", f"find:{found}")
    # the additional action is only to play the found Strategy: its ability and passing, nothing else
    d = sc.pending
    assert d is not None and d.player == 0 and d.kind == "action"
    assert sorted(d.ids()) == sorted(["pass", f"ab:{found}:a:0"])
    before = sc.force(tac)
    sc.choose(f"ab:{found}:a:0", f"t:{tac}")
    assert sc.s.zone[found] == FATE_DISCARD and sc.force(tac) == before + 3
    del me


def test_death_of_the_winds_discards_the_found_strategy_if_not_played() -> None:
    sc, me, foe = _board()
    tac = sc.play(0, personality("Lion Tactician", clan="Lion", keywords=("Samurai", "Tactician")))
    card = sc.hand(0, real("Death of the Winds"))
    found = sc.s.new_card(real("A Warrior's Brutality"), 0, 1)
    sc.s.players[0].fate_deck.insert(0, found)
    sc.battle_with([tac], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 2
    sc._touch()
    act(sc, card, f"t:{tac}", f"find:{found}")
    sc.choose("pass")  # the additional action is passed: the Strategy was not played (CR "Search")
    assert sc.s.zone[found] == FATE_DISCARD and found not in sc.s.players[0].hand
    del me


def test_directing_the_battle_searches() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Directing the Battle"))
    found = sc.s.new_card(real("Strength of my Father"), 0, 1)
    sc.s.players[0].fate_deck.insert(0, found)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 4
    sc._touch()
    act(sc, card, f"find:{found}")
    assert sc.s.zone[found] == HAND


def test_move_the_troops_returns_before_the_phase_ends() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Move the Troops"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 2
    sc._touch()
    act(sc, card)
    sc.pass_round()
    assert sc.s.zone[card] == HAND


def test_outnumbered() -> None:
    sc, me, foe = _board()
    sc.attach(real("Naga Remnants"), me)
    card = sc.hand(0, real("Outnumbered"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    before = sc.force(me)
    act(sc, card)
    assert sc.force(me) == before + 1 and sc.force(foe) == 1


def test_recovering_what_was_lost() -> None:
    sc, me, foe = _board()
    tac = sc.play(0, personality("Lion Tactician", clan="Lion", keywords=("Samurai", "Tactician")))
    card = sc.hand(0, real("Recovering What Was Lost"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    act(sc, card, f"t:{tac}")
    assert sc.s.location[tac] == 0 and sc.force(tac) == 4


def test_strength_of_my_father() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Strength of my Father"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}")
    assert sc.force(me) == 4


def test_the_sun_returns_negates_a_battle_action() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    tac = sc.play(1, personality("Crab Tactician", keywords=("Samurai", "Tactician")))
    sun = sc.hand(1, real("The Sun Returns"))
    brut = sc.hand(0, real("A Warrior's Brutality"))
    sc.battle_with([me], [foe])
    sc.choose("pass", f"ab:{brut}:a:0", "pass", f"ab:{sun}:a:0", f"t:{tac}")
    sc.pass_interrupts()
    assert sc.force(me) == 2 and sc.s.bowed[tac]


def test_akodo_dairuko_raises_other_attacking_samurai() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("Akodo Dairuko, the Steel Lion - exp2"))
    sc.battle_with([d, me], [foe])
    sc.choose("pass")
    act(sc, d)
    assert sc.force(me) == 3 and stats.stat(sc.s, me, "personal_honor") == 3


def test_akodo_dairuko_lets_the_favor_send_a_defender_home() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("Akodo Dairuko, the Steel Lion - exp2"))
    sc.s.favor = 0
    sc.battle_with([d], [foe])
    sc.choose("pass")  # the Defender passes: seat 0, the Attacker, acts
    # "You may target defending Personalities with the rulebook Favor Political Battle action"
    assert "favor_battle" in sc.ids()
    sc.choose("favor_battle", f"sel:{foe}")
    assert sc.s.location[foe] == HOME and sc.s.favor != 0
    del me


def test_without_dairuko_the_attacker_has_no_favor_battle_action() -> None:
    sc, me, foe = _board()
    sc.s.favor = 0
    sc.battle_with([me], [foe])
    sc.choose("pass")
    assert "favor_battle" not in sc.ids()


def test_akodo_dairuko_gains_honor_for_each_enemy_card_destroyed_in_battle() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("Akodo Dairuko, the Steel Lion - exp2"))
    sword = sc.attach(item("Katana", f=0), foe)
    honor = sc.s.players[0].honor
    sc.battle_with([d, me], [foe])
    sc.pass_round()
    assert sc.s.zone[foe] != PLAY and sc.s.zone[sword] != PLAY  # the attacker won the resolution
    # 2 Honor for each enemy card destroyed by resolution (CR "Battle Resolution"), +1 each from Dairuko;
    # the province (strength 6 against 2F) is not destroyed
    gained = sc.s.players[0].honor - honor
    assert gained == 2 * 2 + 2 * 1, gained


def test_suana_dojo_minus_one_with_a_rich_stronghold() -> None:
    from rokugan.ccg.interp import Ctx
    sc, me, foe = _board()
    d = sc.play(0, real("Suana Dojo"))
    base = stats.gold_production(sc.s, d)
    assert base == 0  # the databases lack its printed Gold Production (reported as partly implemented)
    x = Ctx(sc.s, {"seat": 0, "src": d, "slots": {}, "vars": {}, "flags": (), "kind": "s"})
    from rokugan.ability.words import Ref
    from rokugan.ccg.vocab import StatOf
    assert x.val(StatOf(Ref("you_stronghold"), "gold_production")) >= 4
    from rokugan.ccg.statics import stat_bonus
    assert stat_bonus(sc.s, d, "gold_production") == -1  # the Stronghold produces 4 or more
