"""Scenario tests for the Mantis starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME, PLAY

from .harness import CardScenario, act, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Mantis Samurai", f=2, c=2, clan="Mantis"))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def _battle_action(sc: CardScenario, me: int, foe: int) -> None:
    sc.battle_with([me], [foe])
    sc.choose("pass")


def test_fruitful_port_draws_for_three() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Fruitful Port of the Mantis")
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 3
    sc._touch()
    hand = len(sc.s.players[0].hand)
    act(sc, sc.s.players[0].stronghold)
    assert len(sc.s.players[0].hand) == hand + 1


def test_expert_archers_samurai_only_and_ranged_3() -> None:
    sc, me, foe = _board()
    archers = sc.attach(real("Expert Archers"), me)
    assert not P.can_attach(sc.s, sc.hand(0, real("Expert Archers")), sc.play(0, personality("Monk", keywords=())))
    big = sc.play(1, personality("Crab Three", f=3, c=2))
    sc.battle_with([me], [big])
    sc.choose("pass")
    act(sc, archers, f"t:{big}")
    assert sc.s.dead[big]
    del foe


def test_spearmen_ranged_2() -> None:
    sc, me, foe = _board()
    sp = sc.attach(real("Spearmen"), me)
    _battle_action(sc, me, foe)
    act(sc, sp, f"t:{foe}")
    assert sc.s.dead[foe]


def test_deep_harbor_pays_two_for_a_holding() -> None:
    from rokugan.ccg.flow import source_gold
    sc, me, foe = _board()
    h = sc.play(0, real("Deep Harbor"))
    target = sc.province(0, 0, real("Merchant Atoll"))
    assert source_gold(sc.s, h, target) == (2, True) and source_gold(sc.s, h, -1) == (1, False)


def test_jade_pearl_inn_refills_with_a_cheap_holding() -> None:
    """Its Interrupt is taken from the Province to the Recruit bringing it into play (CR "Using abilities",
    EXCEPTION); "After you Recruit this Holding" waits for the Recruit (CR "Interrupt actions")."""
    sc, me, foe = _board()
    inn = sc.province(0, 0, real("Jade Pearl Inn"))
    cheap = sc.s.new_card(real("Abundant Farmlands"), 0, 0)
    sc.s.players[0].dyn_deck.insert(0, cheap)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    sc.choose(f"recruit:{inn}")
    assert sc.who() == 0 and f"ab:{inn}:a:0" in sc.ids()  # the Interrupt step, the active player first
    sc.choose(f"ab:{inn}:a:0")
    assert sc.s.zone[inn] == PLAY and sc.kind() == "search"
    sc.choose(f"find:{cheap}")
    assert sc.s.players[0].provinces[0] == [cheap] and sc.s.face_up[cheap]


def test_jade_pearl_inn_interrupts_yoritomo_mikarus_recruit_of_it() -> None:
    """CR "Using abilities", EXCEPTION, with CR "Good Faith Rule": an Interrupt on a card announced before its card
    enters play requires that "the card itself must be chosen to enter play": taking the Inn's Interrupt to
    Mikaru's "Recruit a target Holding in your Province" makes the Inn that target."""
    sc, me, foe = _board()
    m = sc.play(0, real("Yoritomo Mikaru"))
    inn = sc.province(0, 0, real("Jade Pearl Inn"))
    other = sc.province(0, 1, real("Merchant Atoll"))
    cheap = sc.s.new_card(real("Abundant Farmlands"), 0, 0)
    sc.s.players[0].dyn_deck.insert(0, cheap)
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    paid = max(stats.gold_cost(sc.s, inn), stats.gold_cost(sc.s, other)) - 1
    act(sc, m, f"gold:{paid}")
    assert sc.s.stack[-1][:2] == ("round", "interrupt") and f"ab:{inn}:a:0" in sc.ids()
    assert f"ab:{other}:a:0" not in sc.ids()
    sc.choose(f"ab:{inn}:a:0")  # no target decision follows: the Inn is Mikaru's target
    assert sc.s.zone[inn] == PLAY and sc.s.zone[other] != PLAY and sc.kind() == "search"
    sc.choose(f"find:{cheap}")
    assert sc.s.players[0].provinces[0] == [cheap] and sc.s.face_up[cheap]


def test_jade_pearl_inn_without_its_interrupt_refills_normally() -> None:
    sc, me, foe = _board()
    inn = sc.province(0, 0, real("Jade Pearl Inn"))
    cheap = sc.s.new_card(real("Abundant Farmlands"), 0, 0)
    sc.s.players[0].dyn_deck.insert(0, cheap)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    sc.choose(f"recruit:{inn}", "pass")
    assert sc.s.zone[inn] == PLAY and sc.s.players[0].provinces[0] == [cheap] and not sc.s.face_up[cheap]


def test_merchant_atoll_provinces_plus_one() -> None:
    sc, me, foe = _board()
    before = stats.province_strength(sc.s, 0, 1)
    sc.play(0, real("Merchant Atoll"))
    assert stats.province_strength(sc.s, 0, 1) == before + 1


def test_emerald_dojo_straightens() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("The Emerald Dojo"))
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    act(sc, d, f"t:{me}")
    assert not sc.s.bowed[me]


def test_exquisite_nagamaki_melee_3() -> None:
    sc, me, foe = _board()
    n = sc.attach(real("Exquisite Nagamaki of the Fox Clan"), me)
    _battle_action(sc, me, foe)
    act(sc, n, f"t:{foe}")
    assert sc.s.dead[foe]


def test_tsuruchi_longbow_destroyed_to_move_home() -> None:
    sc, me, foe = _board()
    bow = sc.attach(real("Tsuruchi Longbow"), me)
    _battle_action(sc, me, foe)
    act(sc, bow, f"t:{foe}", "yes")
    assert sc.s.dead[foe] and sc.s.location[me] == HOME and sc.s.zone[bow] != PLAY


def test_tsuruchi_gombei_loses_honor() -> None:
    sc, me, foe = _board()
    g = sc.province(0, 0, real("Tsuruchi Gombei"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    P.leave_province(sc.s, g)
    P.enter_play(sc.s, 0, g)
    sc._touch()
    assert sc.pending is not None and sc.s.players[0].honor == honor - 1


def test_tsuruchi_kaito_ranged_3_and_tireless_home() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Tsuruchi Kaito"))
    _battle_action(sc, k, foe)
    act(sc, k, f"t:{foe}")
    assert sc.s.dead[foe] and sc.s.bowed[k]
    sc.choose("pass")  # the Defender has no units left; the round goes on
    act(sc, k, i=1)
    assert sc.s.location[k] == HOME


def test_tsuruchi_nishima_loses_naval_after_an_engage_move() -> None:
    sc, me, foe = _board()
    n = sc.play(0, real("Tsuruchi Nishima"))
    card = sc.hand(0, real("Recovering What Was Lost"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    act(sc, card, f"t:{n}")
    assert sc.s.location[n] == 0 and not P.kw(sc.s, n, "Naval")


def test_tsuruchi_rin_produces_gold_when_it_destroys() -> None:
    sc, me, foe = _board()
    r = sc.play(0, real("Tsuruchi Rin"))
    _battle_action(sc, r, foe)
    act(sc, r, f"t:{foe}")
    assert sc.s.dead[foe] and sc.s.players[0].gold_pool == 1


def test_tsuruchi_shusaku_repeatable_pump() -> None:
    sc, me, foe = _board()
    s_ = sc.play(0, real("Tsuruchi Shusaku"))
    _battle_action(sc, s_, foe)
    sc.s.players[0].gold_pool = 4
    sc._touch()
    before = sc.force(s_)
    act(sc, s_)
    sc.choose("pass")
    act(sc, s_)
    assert sc.force(s_) == before + 2


def test_yoritomo_ichido_sends_home_bowed() -> None:
    sc, me, foe = _board()
    i = sc.play(0, real("Yoritomo Ichido"))
    _battle_action(sc, i, foe)
    act(sc, i, f"t:{foe}")
    assert sc.s.location[foe] == HOME and sc.s.bowed[foe]


def test_yoritomo_mikaru_recruits_a_holding_for_less() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Yoritomo Mikaru"))
    h = sc.province(0, 1, real("Merchant Atoll"))
    cost = stats.gold_cost(sc.s, h)
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    act(sc, m, f"gold:{cost - 1}", f"t:{h}")
    assert sc.s.zone[h] == PLAY and sc.s.bowed[h]


def test_yoritomo_mikaru_recruiting_is_recruiting() -> None:
    """CR "Recruit": "Recruit" as an effect activates the Recruit action's effects: Famous Bazaar's "After you
    Recruit this Holding from a Province, refill the Province face-up" follows Mikaru's Recruit."""
    sc, me, foe = _board()
    m = sc.play(0, real("Yoritomo Mikaru"))
    h = sc.province(0, 1, real("Famous Bazaar"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    act(sc, m, f"gold:{stats.gold_cost(sc.s, h) - 1}", f"t:{h}")
    refill = sc.s.players[0].provinces[1]
    assert sc.s.zone[h] == PLAY and refill and sc.s.face_up[refill[0]]


def test_allied_efforts_minus_three() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Allied Efforts"))
    _battle_action(sc, me, foe)
    act(sc, card, f"t:{foe}")
    assert sc.force(foe) == 0


def test_deliberations_ranged_paid_minus_two() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Deliberations"))
    _battle_action(sc, me, foe)
    sc.s.players[0].gold_pool = 4
    sc._touch()
    act(sc, card, "gold:4", f"t:{foe}")
    assert sc.s.dead[foe]


def test_expanding_the_gardens() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Expanding the Gardens"))
    a = sc.play(0, real("Merchant Atoll"))
    sc.goto("action", active=0)
    act(sc, card, f"t:{a}")  # the only Gold-producing Holding in play: the choice ends
    assert stats.gold_production(sc.s, a) == 6


def test_fearful_volley_fear_2() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Fearful Volley"))
    _battle_action(sc, me, foe)
    act(sc, card, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_trade_embargo_holdings_produce_less() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Trade Embargo"))
    a = sc.play(1, real("Merchant Atoll"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 4
    sc._touch()
    second = sc.hand(0, real("Trade Embargo"))
    assert f"ab:{second}:a:0" in sc.ids()
    act(sc, card)
    assert stats.gold_production(sc.s, a) == 4
    # a generic effect: a non-Unique Holding entering play later this turn produces 1 less too
    later = sc.play(1, real("Merchant Atoll"))
    assert stats.gold_production(sc.s, later) == 4
    # "You may only play one copy of Trade Embargo per turn"
    sc.s.players[0].gold_pool = 8
    sc._touch()
    assert f"ab:{second}:a:0" not in sc.ids()
    # the turn ends: the effect ends (CR "Ongoing": until the end of the turn)
    sc.goto("end", active=0)
    assert sc.s.active == 1
    assert stats.gold_production(sc.s, a) == 5 and stats.gold_production(sc.s, later) == 5


def test_unholy_strike_melee_and_interrupt_bonus() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    strike = sc.hand(0, real("Unholy Strike"))
    boost = sc.hand(0, real("Unholy Strike"))
    big = sc.play(1, personality("Crab Four", f=4, c=2))
    sc.battle_with([me], [big])
    sc.choose("pass", f"ab:{strike}:a:0", f"ab:{boost}:a:1")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")
    assert sc.s.dead[big]
    del foe


def test_unsettling_gathering_takes_an_attachment() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Unsettling Gathering"))
    yari = sc.attach(real("Heavy Yari"), foe)
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    act(sc, card, f"gold:{stats.gold_cost(sc.s, yari)}", f"t:{yari}", f"t:{me}")
    assert sc.s.attached_to[yari] == me and sc.s.controller[yari] == 0


def test_ancestral_armor_mantis_straightens_a_holding() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Mantis Clan - exp"), me)
    h = sc.play(0, real("Merchant Atoll"), bowed=True)
    sc.goto("action", active=0)
    sc.s.bowed[h] = True
    sc._touch()
    act(sc, armor, f"t:{h}")
    assert not sc.s.bowed[h]


def test_tsuruchi_gosho_ranged_3_when_recruited_into_battle() -> None:
    sc, me, foe = _board()
    g = sc.province(0, 0, real("Tsuruchi Gosho"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 20
    sc._touch()
    assert f"reserve:{g}" in sc.ids()
    sc.choose(f"reserve:{g}")
    # CR "Using abilities", EXCEPTION: his Interrupt, from the Province, to the Reserve Recruit bringing him into play
    assert sc.who() == 0 and f"ab:{g}:a:0" in sc.ids()
    sc.choose(f"ab:{g}:a:0", f"t:{foe}")
    assert sc.s.dead[foe]


def test_yoritomo_hiromi_first_battle_action_and_ranged_bonus() -> None:
    from rokugan.ccg.interp import Ctx
    from rokugan.ccg.vocab import attack_modifiers
    sc, me, foe = _board()
    h = sc.play(0, real("Yoritomo Hiromi, the Growing Storm - exp2"))
    sc.goto("attack", active=0)
    sc.attack({h: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    act(sc, h)  # Thunder Engage
    x = Ctx(sc.s, {"seat": 0, "src": h, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
    assert attack_modifiers(x, foe, "ranged") == 1
    assert sc.force(foe) == 2  # no Battle action taken yet


def test_the_false_route_creates_a_battlefield_without_a_province() -> None:
    sc, me, foe = _board()
    scout = sc.play(0, personality("Mantis Scout", f=3, keywords=("Samurai", "Scout")))
    other_foe = sc.play(1, personality("Crab Guard", f=1))
    route = sc.hand(0, real("The False Route"))
    sc.battle_with([me, scout], [foe, other_foe])
    sc.choose("pass")
    sc.s.bowed[scout] = True
    sc._touch()
    act(sc, route, f"t:{scout}", f"t:{other_foe}")
    b = sc.s.battle
    assert b is not None and b["fields"][-1] == 16 and len(b["fields"]) == 5
    new = b["fields"][-1]
    assert sc.s.location[scout] == new and sc.s.location[other_foe] == new
    assert not sc.s.bowed[scout]  # "if your Personality is a Scout, straighten his unit"
    # the Attacker fights both battles; the new one destroys no Province whatever the Force
    honor = sc.s.players[0].honor
    alive = list(sc.s.players[1].province_alive)
    sc.pass_round()  # the battle at province 1 resolves (me 2F vs foe 2F: a tie)
    sc.fight(new)
    assert sc.s.players[1].province_alive == [a for a in alive]  # no Province there to destroy
    assert sc.s.zone[other_foe] != PLAY and sc.s.players[0].honor >= honor + 2


def test_fruitful_port_going_second_produces_two_gold_once_per_game() -> None:
    from rokugan.catalog.ccg_catalog import Catalog
    sc, me, foe = _board()
    cat = Catalog.builtin()
    sh = sc.s.players[0].stronghold
    sc.s.facts[sh] = cat.back(real("The Fruitful Port of the Mantis").id)  # the going-second side
    sc.goto("action", active=0)
    hand = len(sc.s.players[0].hand)
    act(sc, sh)  # "Limited, 3 Gold: Draw a card."
    once = "gold:3000000"
    assert sc.kind() == "pay" and once in sc.ids()
    sc.choose(once)  # "you may, once per game, produce 2 Gold": no card bows
    assert not sc.s.bowed[sh] and sc.kind() == "pay" and once not in sc.ids()
    sc.choose(f"gold:{sh}")
    assert len(sc.s.players[0].hand) == hand + 1
    # later turns: it is spent for the game
    sc.goto("action", active=0)
    from rokugan.ccg.flow import gold_sources
    assert gold_sources(sc.s, 0) == [sh]
    del me, foe
