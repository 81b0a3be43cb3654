"""Scenario tests for the Crab starter's cards: one per card, through the decision interface."""

from __future__ import annotations

from .harness import HOME, CardScenario, act, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab", keywords=("Samurai",)))
    foe = sc.play(1, personality("Crane Samurai", f=2, c=2, clan="Crane", keywords=("Samurai",)))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_heavy_yari_melee_2_destroys_a_2_force_defender() -> None:
    sc, me, foe = _board()
    yari = sc.attach(real("Heavy Yari"), me)
    sc.battle_with([me], [foe])
    sc.choose("pass")  # the Defender passes first
    sc.use(yari)
    sc.pass_interrupts()
    sc.target(foe)
    assert sc.s.zone[foe] != 4 and sc.s.dead[foe]
    assert sc.s.bowed[yari]


def test_heavy_yari_fails_against_higher_force() -> None:
    sc, me, foe = _board()
    big = sc.play(1, personality("Big Crane", f=3, c=2, clan="Crane"))
    yari = sc.attach(real("Heavy Yari"), me)
    sc.battle_with([me], [big])
    sc.choose("pass")
    sc.use(yari)
    sc.pass_interrupts()
    sc.target(big)
    assert sc.s.zone[big] == 4
    del foe


def test_a_warriors_brutality_gives_opposed_personality_plus_3() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("A Warrior's Brutality"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    before = sc.force(me)
    sc.choose(f"ab:{card}:a:0")
    sc.pass_interrupts()
    sc.target(me)
    assert sc.force(me) == before + 3
    assert sc.s.zone[card] == 6  # CR "Action Sequence" E: discarded after resolving


def test_incapacitated_moves_a_defender_home() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Incapacitated"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.choose(f"ab:{card}:a:0")
    sc.pass_interrupts()
    sc.target(foe)
    assert sc.s.location[foe] == HOME


def test_impregnable_fortress_crab_personalities_plus_one_while_opposed() -> None:
    sc = CardScenario()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Impregnable Fortress of the Crab")
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    foe = sc.play(1, personality("Crane Samurai", f=2, c=2, clan="Crane"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    assert sc.force(me) == 2
    sc.battle_with([me], [foe])
    assert sc.force(me) == 3
    assert sc.force(foe) == 2


def test_frontline_encampment_plus_2_then_destroyed() -> None:
    sc, me, foe = _board()
    fe = sc.play(0, real("Frontline Encampment"))
    sc.goto("action", active=0)
    sc.use(fe)
    sc.pass_interrupts()
    sc.target(me)
    assert sc.force(me) == 4
    assert sc.s.zone[fe] != 4


def test_ritual_preparation_straightens_a_card_in_a_unit() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Ritual Preparation"))
    sc.battle_with([me], [foe])
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose("pass")
    act(sc, card, f"t:{me}")
    assert not sc.s.bowed[me]


def test_defensive_formation_one_to_three_defenders_plus_two() -> None:
    sc, me, foe = _board()
    foe2 = sc.play(1, personality("Crane Two", f=1, c=1, clan="Crane"))
    card = sc.hand(1, real("Defensive Formation"))
    sc.battle_with([me], [foe, foe2])
    act(sc, card, f"t:{foe}", f"t:{foe2}")  # both defenders chosen: the choice ends by itself
    assert sc.force(foe) == 4 and sc.force(foe2) == 3


def test_heavy_infantry_dojo_battle_plus_two() -> None:
    sc, me, foe = _board()
    dojo = sc.play(0, real("Heavy Infantry Dojo"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, dojo, f"t:{me}")
    assert sc.force(me) == 4 and sc.s.bowed[dojo]


def test_ashigaru_fort_only_on_another_players_turn() -> None:
    sc, me, foe = _board()
    fort = sc.play(0, real("Ashigaru Fort"))
    sc.goto("action", active=0)
    assert f"ab:{fort}:a:0" not in sc.ids()  # Good Faith: "If it is not your turn" fails on mine
    sc.goto("action", active=1)
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose("pass")
    act(sc, fort, f"t:{me}")
    assert not sc.s.bowed[me] and sc.s.zone[fort] != 4


def test_coastal_pearl_bed_stops_a_holdings_abilities() -> None:
    sc, me, foe = _board()
    bed = sc.play(0, real("Coastal Pearl Bed"))
    house = sc.play(1, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    act(sc, bed, f"t:{house}")
    from rokugan.ccg.usability import disabled
    assert disabled(sc.s, house) and sc.s.bowed[bed]


def test_counting_house_one_copy_and_draw_when_behind() -> None:
    from rokugan.ccg.actions import can_enter_play
    sc, me, foe = _board()
    house = sc.play(0, real("Counting House"))
    second = sc.province(0, 0, real("Counting House"))
    assert not can_enter_play(sc.s, 0, second)
    sc.goto("action", active=0)
    assert f"ab:{house}:a:0" not in sc.ids()  # not fewer Provinces: Good Faith fails
    sc.province(0, 3, None)
    sc.s.players[0].province_alive[3] = False
    sc._touch()
    hand = len(sc.s.players[0].hand)
    act(sc, house)
    assert len(sc.s.players[0].hand) == hand + 1


def test_exotic_market_pays_three_for_an_item() -> None:
    from rokugan.ccg.flow import source_gold
    sc, me, foe = _board()
    market = sc.play(0, real("Exotic Market"))
    sc.s.bowed[market] = False
    katana = sc.hand(0, real("Oriole Katana"))
    assert source_gold(sc.s, market, katana) == (3, True)
    assert source_gold(sc.s, market, -1) == (2, False)


def test_family_library_refills_with_a_discarded_personality() -> None:
    sc, me, foe = _board()
    lib = sc.play(0, real("Family Library"))
    gone = sc.s.new_card(personality("Lost Samurai", f=3, c=3), 0, 5)
    sc.s.players[0].dyn_discard.append(gone)
    sc.s.face_up[gone] = True
    front = sc.s.players[0].provinces[0][0]
    sc.goto("action", active=0)
    act(sc, lib, f"t:{front}", f"t:{gone}")
    assert sc.s.players[0].provinces[0] == [gone] and sc.s.zone[lib] != 4


def test_house_of_exotic_goods_cycles_and_is_destroyed() -> None:
    sc, me, foe = _board()
    house = sc.play(0, real("House of Exotic Goods"))
    front = sc.s.players[0].provinces[1][0]
    sc.goto("action", active=0)
    act(sc, house, f"cycle:{front}", "done")
    assert front in sc.s.players[0].dyn_deck and sc.s.zone[house] != 4
    assert all(sc.s.face_up[c] for pr in sc.s.players[0].provinces for c in pr)


def test_humble_house_sake_token_until_your_next_turn() -> None:
    sc, me, foe = _board()
    house = sc.play(0, real("Humble House"))
    sc.goto("action", active=0)
    act(sc, house, f"t:{me}")
    assert sc.force(me) == 3
    while sc.s.active != 1:
        d = sc.pending
        sc.choose("pass" if "pass" in d.ids() else ("no_attack" if "no_attack" in d.ids() else d.ids()[0]))
    assert sc.force(me) == 3  # still there during the opponent's turn
    while sc.s.active != 0:
        d = sc.pending
        sc.choose("pass" if "pass" in d.ids() else ("no_attack" if "no_attack" in d.ids() else d.ids()[0]))
    assert sc.force(me) == 2  # removed after your next turn begins


def test_topaz_dojo_training_token_only_for_a_plain_personality_once() -> None:
    sc, me, foe = _board()
    dojo = sc.play(0, real("The Topaz Dojo"))
    sc.goto("action", active=0)
    act(sc, dojo, f"t:{me}")
    assert sc.force(me) == 3 and stats.chi(sc.s, me) == 3


def test_ancestral_armor_crab_only_and_honor_on_equip() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    armor = sc.hand(0, real("Ancestral Armor of the Crab Clan - exp"))
    assert not P.can_attach(sc.s, armor, sc.play(0, personality("Lion Guest", clan="Lion")))
    assert P.can_attach(sc.s, armor, me)
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(f"equip:{armor}", f"sel:{me}")
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert sc.s.players[0].honor == honor + 2


def test_khalimpeh_jiak_engage_minus_two() -> None:
    sc, me, foe = _board()
    k = sc.attach(real("Khalimpeh-jiak"), me)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")  # the Defender passes the Engage round
    act(sc, k, f"t:{foe}")
    assert sc.force(foe) == 0


def test_oriole_katana_gives_conqueror() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    sc.attach(real("Oriole Katana"), me)
    assert P.kw(sc.s, me, "Conqueror") and not P.kw(sc.s, foe, "Conqueror")


def test_spiked_tetsubo_other_duelist_loses_duelist() -> None:
    from rokugan.ccg import primitives as P
    from rokugan.ccg.duel import challenge
    sc, me, foe = _board()
    sc.attach(real("Spiked Tetsubo"), me)
    duelist = sc.play(1, personality("Crane Duelist", clan="Crane", keywords=("Duelist",)))
    sc.goto("action", active=0)
    challenge(sc.s, me, duelist)
    sc._touch()
    assert sc.pending is not None
    assert not P.kw(sc.s, duelist, "Duelist")


def test_hida_gojiro_invest_and_honor_loss() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    sc.goto("action", active=0)
    g = sc.province(0, 0, real("Hida Gojiro"))
    P.leave_province(sc.s, g)
    honor = sc.s.players[0].honor
    P.enter_play(sc.s, 0, g)
    sc._touch()
    d = sc.pending
    assert d is not None and d.kind == "order"  # Invest and the Honor loss trigger together
    sc.choose(next(o.id for o in d.options if "Invest" in o.label), "yes")  # Invest 4 Gold
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert sc.force(g) == stats.printed(sc.s, g, "force") + 2
    assert sc.s.players[0].honor == honor - 1


def test_hiruma_koru_invest_creates_a_follower() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    sc.goto("action", active=0)
    k = sc.province(0, 0, real("Hiruma Koru"))
    P.leave_province(sc.s, k)
    P.enter_play(sc.s, 0, k)
    sc._touch()
    sc.choose("yes")
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert len(sc.s.attached[k]) == 1 and sc.s.facts[sc.s.attached[k][0]].type == "follower"


def test_hida_saiyuki_force_bonuses_increased_by_one() -> None:
    sc, me, foe = _board()
    s = sc.play(0, real("Hida Saiyuki"))
    card = sc.hand(0, real("A Warrior's Brutality"))
    sc.battle_with([s], [foe])
    sc.choose("pass")
    before = sc.force(s)
    sc.choose(f"ab:{card}:a:0", f"t:{s}")
    assert sc.force(s) == before + 4


def test_toritaka_iabuchi_ranged_2() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Toritaka Iabuchi"))
    sc.battle_with([t], [foe])
    sc.choose("pass")
    act(sc, t, f"t:{foe}")
    assert sc.s.dead[foe]


def test_kaiu_gorobei_discard_to_bow_by_focus() -> None:
    sc, me, foe = _board()
    g = sc.play(0, real("Kaiu Gorobei"))
    ploy = sc.hand(0, real("Fall Back!"))
    focus = stats.stat(sc.s, ploy, "focus")
    sc.battle_with([g], [foe])
    sc.choose("pass")
    act(sc, g, f"t:{ploy}")
    if focus >= 2:
        sc.choose(f"t:{foe}")
        assert sc.s.bowed[foe]
    assert sc.s.zone[ploy] == 6


def test_hida_toranosuke_switches_locations() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Hida Toranosuke"))
    sc.battle_with([me], [foe])
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose("pass")
    act(sc, t, f"t:{me}")
    assert sc.s.location[t] == 0 and sc.s.location[me] == HOME and not sc.s.bowed[me]


def test_hida_kisada_provinces_and_attack_strength() -> None:
    from rokugan.ccg.interp import Ctx
    from rokugan.ccg.vocab import attack_modifiers
    sc, me, foe = _board()
    before = stats.province_strength(sc.s, 0, 0)
    k = sc.play(0, real("Hida Kisada, the Little Bear - exp"))
    assert stats.province_strength(sc.s, 0, 0) == before + 1
    sc.goto("attack", active=0)
    sc.attack({k: 0, me: 0}, {foe: 0})
    enemy = Ctx(sc.s, {"seat": 1, "src": foe, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    assert attack_modifiers(enemy, me, "ranged") == -1  # a Crab Clan Personality in Kisada's army


def test_advance_warning_moves_home_and_changes_province_strength() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Advance Warning"))
    before = stats.province_strength(sc.s, 1, 0)
    sc.battle_with([me], [foe])
    act(sc, card, f"t:{foe}", "opt:0")
    assert sc.s.location[foe] == HOME
    assert stats.province_strength(sc.s, 1, 0) == before + 2


def test_army_like_a_tide_plus_one_and_conqueror() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    card = sc.hand(0, real("Army Like a Tide"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}")
    assert sc.force(me) == 3 and P.kw(sc.s, me, "Conqueror")


def test_back_to_the_front_returns_an_assigned_personality() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Back to the Front"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    from rokugan.ccg import primitives as P
    P.move(sc.s, me, HOME)
    sc.s.bowed[me] = True
    sc._touch()
    act(sc, card, f"t:{me}")
    assert sc.s.location[me] == 0 and not sc.s.bowed[me]


def test_determined_challenge_drags_an_enemy_in() -> None:
    sc, me, foe = _board()
    far = sc.play(1, personality("Crane Far", f=1, c=1, clan="Crane"), bowed=True)
    card = sc.hand(0, real("Determined Challenge"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", f"t:{far}")
    assert sc.s.location[far] == 0 and not sc.s.bowed[far]


def test_fall_back_moves_home_and_straightens() -> None:
    sc, me, foe = _board()
    other = sc.play(0, personality("Crab Other", f=1, c=1), bowed=True)
    card = sc.hand(0, real("Fall Back!"))
    sc.battle_with([me], [foe])
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose("pass")
    act(sc, card, f"t:{me}", "yes", f"t:{other}")
    assert sc.s.location[me] == HOME and not sc.s.bowed[me] and not sc.s.bowed[other]


def test_strength_of_the_bear_bows_a_weaker_enemy() -> None:
    sc, me, foe = _board()
    bear = sc.play(0, personality("Crab Bear", f=5, c=2))
    card = sc.hand(0, real("Strength of the Bear"))
    sc.battle_with([bear], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{bear}", f"t:{foe}")
    assert sc.s.bowed[foe] and not sc.s.bowed[bear]  # 5 printed Force: straightened again


def test_today_we_die_forbids_lobbying() -> None:
    from rokugan.ccg.actions import lobby_targets
    sc, me, foe = _board()
    card = sc.hand(0, real("Today We Die"))
    sc.goto("action", active=0)
    assert me in lobby_targets(sc.s, 0)
    sc.choose(f"ab:{card}:a:0", f"t:{me}")
    assert me not in lobby_targets(sc.s, 0)


def test_today_we_die_forces_the_attack_and_gives_a_token_after_each_battle() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Today We Die"))
    other = sc.play(0, personality("Other Samurai"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{card}:a:0", f"t:{me}")
    # "after the end of each of his controller's Action Phases, if he can legally assign, his controller must
    # declare an attack and assign him"
    sc.goto("attack", active=0)
    assert sc.kind() == "attack" and "no_attack" not in sc.ids()
    sc.choose("attack:1")
    assert "done" not in sc.ids() and all(i.startswith(f"assign:{me}:") for i in sc.ids())
    sc.choose(f"assign:{me}:0")
    assert "done" in sc.ids() and any(i.startswith(f"assign:{other}:") for i in sc.ids())
    sc.choose("done")
    if sc.kind() == "assign":
        sc.choose("done")  # the Defender assigns nobody
    f, c = sc.force(me), stats.chi(sc.s, me)
    sc.fight(0)
    # "give him a +1F/+1C token after each battle resolution he is in"
    assert sc.force(me) == f + 1 and stats.chi(sc.s, me) == c + 1
    assert sc.force(other) == 2
    del foe


def test_today_we_die_no_forced_attack_when_he_cannot_assign() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Today We Die"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{card}:a:0", f"t:{me}")
    sc.goto("attack", active=0)
    sc.s.bowed[me] = True  # a bowed Personality cannot legally assign
    sc._touch()
    assert "no_attack" in sc.ids()
    del foe
