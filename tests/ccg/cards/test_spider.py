"""Scenario tests for the Spider starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import PLAY

from .harness import CardScenario, act, follower, in_battle, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Spider Samurai", f=2, c=2, clan="Spider"))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_sinister_citadel_fear_3() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Sinister Citadel of the Spider")
    in_battle(sc, me, foe)
    act(sc, sc.s.players[0].stronghold, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_commanders_steed_human_only_and_conqueror() -> None:
    sc, me, foe = _board()
    beast = sc.play(0, personality("Oni", keywords=("Nonhuman",)))
    steed = sc.hand(0, real("Commander's Steed"))
    assert not P.can_attach(sc.s, steed, beast) and P.can_attach(sc.s, steed, me)
    sc.attach(real("Commander's Steed"), me)
    assert P.kw(sc.s, me, "Conqueror")


def test_incendiary_archers() -> None:
    sc, me, foe = _board()
    a = sc.attach(real("Incendiary Archers"), me)
    in_battle(sc, me, foe)
    act(sc, a, f"t:{foe}", i=1)
    assert sc.s.bowed[foe]


def test_kikage_zumi_initiates_negate_fear() -> None:
    sc, me, foe = _board()
    k = sc.attach(real("Kikage Zumi Initiates"), foe)
    roburo = sc.play(0, real("Daigotsu Roburo"))
    sc.battle_with([roburo], [foe])
    sc.choose("pass")
    act(sc, roburo, f"t:{k}")
    assert not sc.s.bowed[k]
    del me


def test_skeletal_troops_cost_honor_and_fear() -> None:
    sc, me, foe = _board()
    t = sc.hand(0, real("Skeletal Troops"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(f"equip:{t}", f"sel:{me}")
    assert sc.s.players[0].honor == honor - 2


def test_akodo_dojo_pays_three_for_a_follower() -> None:
    from rokugan.ccg.flow import source_gold
    sc, me, foe = _board()
    d = sc.play(0, real("Akodo Dojo"))
    f = sc.hand(0, real("Skeletal Troops"))
    assert source_gold(sc.s, d, f) == (3, True)


def test_obsidian_dueling_grounds() -> None:
    sc, me, foe = _board()
    g = sc.play(0, real("The Obsidian Dueling Grounds"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, g, f"t:{me}")
    assert P.kw(sc.s, me, "Shadowlands") and sc.force(me) == 5 and sc.s.players[0].honor == honor - 4


def test_ancestral_armor_spider_fear_4() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Spider Clan"), me)
    in_battle(sc, me, foe)
    act(sc, armor, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_daigotsu_chiboshi_equips_a_follower() -> None:
    sc, me, foe = _board()
    c = sc.play(0, real("Daigotsu Chiboshi"))
    f = sc.hand(0, real("Skeletal Troops"))
    in_battle(sc, c, foe)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    act(sc, c, f"gold:{stats.gold_cost(sc.s, f)}", f"equip:{f}")
    assert sc.s.attached_to[f] == c


def test_daigotsu_geiko_grows_after_a_fear_action() -> None:
    sc, me, foe = _board()
    g = sc.play(0, real("Daigotsu Geiko"))
    roburo = sc.play(0, real("Daigotsu Roburo"))
    sc.battle_with([g, roburo], [foe])
    sc.choose("pass")
    before = sc.force(g)
    act(sc, roburo, f"t:{foe}")
    assert sc.force(g) == before + 1


def test_daigotsu_hirose_loses_honor() -> None:
    sc, me, foe = _board()
    h = sc.province(0, 0, real("Daigotsu Hirose"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    P.leave_province(sc.s, h)
    P.enter_play(sc.s, 0, h)
    sc._touch()
    assert sc.pending is not None and sc.s.players[0].honor == honor - 1


def test_daigotsu_konishi() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Daigotsu Konishi"))
    in_battle(sc, k, foe)
    act(sc, k, f"t:{foe}")
    assert sc.force(foe) == 0


def test_daigotsu_meguro_token() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Daigotsu Meguro"))
    in_battle(sc, m, foe)
    act(sc, m, f"t:{foe}", i=1)
    assert sc.force(foe) == 0


def test_daigotsu_onosaka_boosts_fear() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    o = sc.play(0, real("Daigotsu Onosaka"))
    citadel = sc.s.players[0].stronghold
    sc.s.facts[citadel] = real("The Sinister Citadel of the Spider")
    big = sc.play(1, personality("Crab Four", f=4, c=2))
    sc.battle_with([o], [big])
    sc.choose("pass", f"ab:{citadel}:a:0", f"ab:{o}:a:0")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")
    assert sc.s.bowed[big]
    del me, foe


def test_daigotsu_roburo_fear_4() -> None:
    sc, me, foe = _board()
    r = sc.play(0, real("Daigotsu Roburo"))
    in_battle(sc, r, foe)
    act(sc, r, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_daigotsu_ryuko_melee_2() -> None:
    sc, me, foe = _board()
    r = sc.play(0, real("Daigotsu Ryuko"))
    in_battle(sc, r, foe)
    act(sc, r, f"t:{foe}")
    assert sc.s.dead[foe]


def test_susumu_yanada_lobby_bonus_and_deadly_fear() -> None:
    from rokugan.ccg.actions import lobby_honor
    sc, me, foe = _board()
    sc.play(0, real("Susumu Yanada"))
    assert lobby_honor(sc.s, 0) == sc.s.players[0].honor + 5


def test_ascendance_copies_a_fear() -> None:
    sc, me, foe = _board()
    r = sc.play(0, real("Daigotsu Roburo"))
    card = sc.hand(0, real("Ascendance"))
    in_battle(sc, r, foe)
    act(sc, card, f"t:{r}", f"t:{foe}")
    assert sc.s.bowed[foe]


def test_hidden_storehouse_draws_two_when_behind() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Hidden Storehouse of House Rafiq"))
    for _ in range(2):
        sc.hand(1, real("Fall Back!"))
    in_battle(sc, me, foe)
    sc.s.players[0].gold_pool = 3
    sc._touch()
    act(sc, card)
    assert len(sc.s.players[0].hand) == 2


def test_new_cavalry_tactics_creates_elephants() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("New Cavalry Tactics"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.choose("pass")
    sc.s.players[0].gold_pool = 3
    sc._touch()
    act(sc, card, f"t:{me}")
    assert len(sc.s.attached[me]) == 2 and all(P.kw(sc.s, a, "Cavalry") for a in sc.s.attached[me])


def test_okura_is_released_fear_destroys() -> None:
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    r = sc.play(0, real("Daigotsu Roburo"))
    okura = sc.hand(0, real("Okura is Released"))
    sc.battle_with([r], [foe])
    sc.choose("pass", f"ab:{r}:a:0", f"ab:{okura}:a:0")
    sc.pass_interrupts()
    sc.choose(f"t:{foe}")
    assert sc.s.dead[foe]


def test_suffer_the_consequences() -> None:
    sc, me, foe = _board()
    f = sc.attach(real("Skeletal Troops"), foe)
    card = sc.hand(0, real("Suffer the Consequences"))
    in_battle(sc, me, foe)
    sc.s.players[0].gold_pool = 5
    sc._touch()
    act(sc, card, "gold:1", f"t:{f}")
    assert sc.s.zone[f] != PLAY


def test_daigotsu_kanpeki_reduces_own_losses_and_acts_twice_more() -> None:
    sc, me, foe = _board()
    sc.play(0, real("Daigotsu Kanpeki, the Shadow Emperor - exp3"))
    h = sc.province(0, 1, real("Daigotsu Hirose"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    P.leave_province(sc.s, h)
    P.enter_play(sc.s, 0, h)
    sc._touch()
    assert sc.pending is not None and sc.s.players[0].honor == honor - 1  # reduced to the minimum of 1


def _fear_at_a_follower(kanpeki_attacks: bool) -> tuple[CardScenario, int]:
    sc, me, foe = _board()
    k = sc.play(0, real("Daigotsu Kanpeki, the Shadow Emperor - exp3"))
    agai = sc.play(0, real("Matsu Agai"))  # "Battle: Fear 3"
    ashigaru = sc.attach(follower("Ashigaru", f=1), foe)
    sc.battle_with([agai, k] if kanpeki_attacks else [agai], [foe])
    sc.choose("pass")  # the Defender passes; seat 0 acts
    act(sc, agai, f"t:{ashigaru}")
    assert sc.s.bowed[ashigaru] or sc.s.zone[ashigaru] != PLAY
    del me
    return sc, ashigaru


def test_daigotsu_kanpeki_fear_at_his_battlefield_destroys_the_follower_it_bows() -> None:
    sc, ashigaru = _fear_at_a_follower(kanpeki_attacks=True)
    assert sc.s.zone[ashigaru] != PLAY  # "After your Fear action at Kanpeki's battlefield bows a Follower, destroy it"


def test_daigotsu_kanpeki_elsewhere_the_follower_only_bows() -> None:
    sc, ashigaru = _fear_at_a_follower(kanpeki_attacks=False)
    assert sc.s.zone[ashigaru] == PLAY and sc.s.bowed[ashigaru]


def test_insight_plays_a_battle_strategy_from_the_top_of_another_players_fate_deck() -> None:
    from rokugan.ccg.state import FATE_DECK, FATE_DISCARD
    sc = CardScenario()
    me = sc.play(0, personality("Spider Samurai", f=2, clan="Spider", keywords=("Samurai",)))
    foe = sc.play(1, personality("Crab Samurai", f=2, clan="Crab"))
    insight = sc.hand(0, real("Insight"))
    prep = sc.s.new_card(real("Ritual Preparation"), 1, FATE_DECK)  # a Battle Strategy of the opponent's
    other = sc.s.new_card(real("Frontline Encampment"), 1, FATE_DECK)  # not a Strategy
    sc.s.players[1].fate_deck[:0] = [other, prep]
    in_battle(sc, me, foe)
    sc.s.bowed[me] = True
    act(sc, insight, f"t:{me}")
    assert set(sc.ids()) == {"deck:0", "deck:1"}  # "any Fate deck"
    sc.choose("deck:1")
    sc.choose(f"top:{prep}")  # rearranged: the Strategy first
    sc.choose(f"top:{other}")
    assert sc.s.players[1].fate_deck[:2] == [prep, other]
    # the additional Battle action may play only a Battle Strategy among the cards looked at
    assert sc.ids() == ["pass", f"ab:{prep}:a:0"]
    sc.choose(f"ab:{prep}:a:0", f"t:{me}")
    assert not sc.s.bowed[me]  # Ritual Preparation straightened him
    assert sc.s.zone[prep] == FATE_DISCARD and prep in sc.s.players[1].fate_discard  # its owner's discard pile
    assert sc.s.players[1].fate_deck[0] == other


def test_insight_may_leave_the_cards_where_they_are() -> None:
    sc = CardScenario()
    me = sc.play(0, personality("Spider Samurai", f=2, clan="Spider", keywords=("Samurai",)))
    foe = sc.play(1, personality("Crab Samurai", f=2, clan="Crab"))
    insight = sc.hand(0, real("Insight"))
    top = list(sc.s.players[0].fate_deck[:3])
    in_battle(sc, me, foe)
    act(sc, insight, f"t:{me}", "deck:0", f"top:{top[0]}", f"top:{top[1]}")
    assert sc.s.players[0].fate_deck[:3] == top
    if sc.kind() == "action" and sc.ids()[0] == "pass" and sc.pending.prompt.startswith("Take an additional"):
        sc.choose("pass")


def test_slave_pits_courtesy_more_gold_for_honor_only_for_the_player_who_went_second() -> None:
    sc = CardScenario()
    sc.s.memo["went_first"] = 0
    for seat in (0, 1):
        pits = sc.play(seat, real("Slave Pits"))
        sc.s.bowed[sc.s.players[seat].stronghold] = True  # the Slave Pits are the only Gold
        sc.empty_provinces(seat)
        guy = sc.province(seat, 0, personality(f"Cheap Samurai {seat}", clan=None, cost=1), face_up=True)
        sc.goto("dynasty", active=seat)
        honor = sc.s.players[seat].honor
        if seat == 0:  # went first: the Courtesy trait does not take effect, and the Pits produce nothing
            assert f"recruit:{guy}" not in sc.ids()
            continue
        sc.choose(f"recruit:{guy}")
        assert sc.ids() == [f"gold:{pits}:bonus"]
        assert sc.pending.options[0].label == "Bow Slave Pits for 1 Gold and lose 2 Honor"
        sc.choose(f"gold:{pits}:bonus")
        assert sc.s.zone[guy] == PLAY and sc.s.players[seat].honor == honor - 2
        assert (pits, "gold_production", 1, "turn", "bonus") in sc.s.modifiers  # +1GP (this turn)
