"""Scenario tests for the Phoenix starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg.state import HAND, HOME, PLAY

from .harness import CardScenario, act, holding, in_battle, personality, real, stats

SHUGENJA = ("Shugenja", "Samurai")


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Phoenix Shugenja", f=2, c=3, clan="Phoenix", keywords=SHUGENJA))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_eternal_temple_takes_a_spell_then_discards() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Eternal Temple of the Phoenix")
    spell = sc.s.new_card(real("Kiyoshi's Wrath"), 0, 1)
    sc.s.players[0].fate_deck.insert(0, spell)
    sc.goto("action", active=0)
    act(sc, sc.s.players[0].stronghold, f"t:{me}", f"take:{spell}")
    assert sc.s.zone[spell] == HAND and sc.s.bowed[me]
    d = sc.pending
    assert d is not None and d.kind == "target"  # then discard a card
    sc.choose(d.ids()[0])


def test_collapsing_bridge_province_plus_three() -> None:
    sc, me, foe = _board()
    bridge = sc.play(0, real("Collapsing Bridge"))
    before = stats.province_strength(sc.s, 0, 2)
    sc.goto("action", active=0)
    act(sc, bridge, "province:2000002")
    assert stats.province_strength(sc.s, 0, 2) == before + 3 and sc.s.zone[bridge] != PLAY


def test_questionable_merchant_moves_an_attacker_home() -> None:
    sc, me, foe = _board()
    m = sc.play(1, real("Questionable Merchant"))
    sc.battle_with([me], [foe])
    act(sc, m, f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.zone[m] != PLAY


def test_school_of_wizardry_pays_a_shugenja_in_full() -> None:
    from rokugan.ccg.flow import source_gold
    sc, me, foe = _board()
    school = sc.play(0, real("School of Wizardry"))
    sh = sc.province(0, 0, real("Isawa Kamiko"))
    assert source_gold(sc.s, school, sh) == (stats.gold_cost(sc.s, sh), True)
    # "a Human Shugenja" (CR "Human": a Personality without the Nonhuman keyword): a Nonhuman Shugenja
    # and a Human non-Shugenja get nothing from the School
    spirit = sc.province(0, 1, personality("Spirit Shugenja", keywords=("Shugenja", "Nonhuman"), cost=5))
    samurai = sc.province(0, 2, personality("Plain Samurai", keywords=("Samurai",), cost=5))
    assert source_gold(sc.s, school, spirit)[0] != stats.gold_cost(sc.s, spirit)
    assert source_gold(sc.s, school, samurai)[0] != stats.gold_cost(sc.s, samurai)


def test_jade_temple_straightens_a_spell_for_a_second_use() -> None:
    sc, me, foe = _board()
    temple = sc.play(0, real("The Jade Temple"))
    wrath = sc.attach(real("Kiyoshi's Wrath"), me)
    in_battle(sc, me, foe)
    act(sc, wrath, f"t:{foe}")
    sc.choose("pass")
    act(sc, temple, f"t:{wrath}")
    assert not sc.s.bowed[wrath]
    sc.choose("pass")
    assert f"ab:{wrath}:a:0" in sc.ids()


def test_ancestral_armor_phoenix_forces_a_bow() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Phoenix Clan - exp"), me)
    sc.goto("action", active=0)
    act(sc, armor, f"t:{foe}")  # the other player holds no Spell or Kiho: he must bow one of his
    assert sc.s.bowed[foe]


def test_agasha_kyokuta_discard_an_element_card() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Agasha Kyokuta"))
    card = sc.hand(0, real("Kiyoshi's Wrath"))  # an Earth Spell
    focus = stats.stat(sc.s, card, "focus")
    in_battle(sc, k, foe)
    before = sc.force(k)
    act(sc, k, f"t:{card}", "no")
    assert sc.force(k) == before + focus


def test_isawa_hikarou_plus_one_per_fire_spell() -> None:
    sc, me, foe = _board()
    h = sc.play(0, real("Isawa Hikarou"))
    base = sc.force(h)
    sc.attach(real("Fueling the Flames"), h)
    assert sc.force(h) == base + 1


def test_isawa_ikariya_ranged_per_spell() -> None:
    sc, me, foe = _board()
    i = sc.play(0, real("Isawa Ikariya"))
    sc.attach(real("Fueling the Flames"), i)
    sc.attach(real("Kiyoshi's Wrath"), i)
    in_battle(sc, i, foe)
    act(sc, i, "pass", f"t:{foe}")  # "pass": the Spells' Ranged Attacks could combine (CR "Combining")
    assert sc.s.dead[foe]


def test_isawa_kamiko_moves_home() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Isawa Kamiko"))
    in_battle(sc, k, foe)
    act(sc, k, f"t:{foe}")
    assert sc.s.location[foe] == HOME


def test_isawa_kosea_equips_a_spell() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Isawa Kosea"))
    spell = sc.hand(0, real("Kiyoshi's Wrath"))
    in_battle(sc, k, foe)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    other = sc.hand(0, real("A Warrior's Brutality"))  # a Battle action that is not from the Spell
    act(sc, k, f"gold:{stats.gold_cost(sc.s, spell)}", f"equip:{spell}")
    assert sc.s.attached_to[spell] == k
    # "You may take an additional action from the Spell": only the Spell's abilities are offered
    d = sc.pending
    assert d is not None and d.player == 0 and "pass" in d.ids()
    others = [i for i in d.ids() if i != "pass"]
    assert others and all(i.startswith(f"ab:{spell}:") for i in others)
    assert not any(i.startswith(f"ab:{other}:") for i in d.ids())


def test_isawa_shunryu_draws_before_the_end_of_turn_draw() -> None:
    sc, me, foe = _board()
    sc.play(0, real("Isawa Shunryu, the Infinite Eye"))
    hand = len(sc.s.players[0].hand)
    sc.goto("end", active=0)
    assert sc.pending is not None
    assert len(sc.s.players[0].hand) == hand + 2


def test_blistering_rain_penalty_by_chi() -> None:
    sc, me, foe = _board()
    rain = sc.attach(real("Blistering Rain"), me)
    in_battle(sc, me, foe)
    act(sc, rain, f"t:{foe}", f"t:{me}")
    assert sc.force(foe) == 0


def test_deafening_thunder() -> None:
    sc, me, foe = _board()
    t = sc.attach(real("Deafening Thunder"), me)
    in_battle(sc, me, foe)
    act(sc, t, f"t:{foe}", "yes")
    assert sc.force(foe) == 0 and sc.s.zone[t] != PLAY


def test_fueling_the_flames_ranged_2() -> None:
    sc, me, foe = _board()
    f = sc.attach(real("Fueling the Flames"), me)
    in_battle(sc, me, foe)
    act(sc, f, f"t:{foe}")
    assert sc.s.dead[foe]


def test_in_awe_of_the_earth_fear_by_chi() -> None:
    sc, me, foe = _board()
    a = sc.attach(real("In Awe of the Earth"), me)
    in_battle(sc, me, foe)
    act(sc, a, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_kiyoshis_wrath() -> None:
    sc, me, foe = _board()
    w = sc.attach(real("Kiyoshi's Wrath"), me)
    in_battle(sc, me, foe)
    act(sc, w, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_sailors_warning() -> None:
    sc, me, foe = _board()
    w = sc.attach(real("Sailor's Warning"), me)
    in_battle(sc, me, foe)
    act(sc, w, f"t:{me}", f"t:{foe}")
    assert sc.s.dead[foe] and sc.s.zone[w] != PLAY


def test_seeking_the_way() -> None:
    sc, me, foe = _board()
    w = sc.attach(real("Seeking the Way"), me)
    sc.battle_with([me], [foe])
    honor = sc.s.players[0].honor
    sc.choose("pass")
    act(sc, w, f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.players[0].honor == honor + 2


def test_shielded_by_tempest_province_and_honor() -> None:
    sc, me, foe = _board()
    sc.honor(1, 5)
    w = sc.play(1, personality("Crab Shugenja", f=1, c=2, keywords=SHUGENJA))
    spell = sc.attach(real("Shielded by Tempest"), w)
    sc.battle_with([me], [w])
    before = stats.province_strength(sc.s, 1, 0)
    honor = sc.s.players[1].honor
    act(sc, spell, i=1)
    assert stats.province_strength(sc.s, 1, 0) == before + 2 and sc.s.location[w] == HOME
    assert sc.s.players[1].honor == honor + 1
    del foe


def test_shielded_by_tempest_transfers_to_the_target() -> None:
    sc, me, foe = _board()
    a = sc.play(0, personality("Air Shugenja A", keywords=("Shugenja", "Air")))
    b = sc.play(0, personality("Air Shugenja B", keywords=("Shugenja", "Air")))
    sc.play(0, personality("Water Shugenja", keywords=("Shugenja", "Water")))
    spell = sc.attach(real("Shielded by Tempest"), a)
    sc.goto("action", active=0)
    sc.choose(f"ab:{spell}:a:0")
    # "your target Air Shugenja": the Air Shugenja, not the Water one nor a Samurai
    assert sorted(sc.ids()) == sorted([f"t:{a}", f"t:{b}"])
    sc.choose(f"t:{b}")  # no second question: the Spell goes to the target
    assert sc.s.attached_to[spell] == b and spell in sc.s.attached[b] and spell not in sc.s.attached[a]


def test_suitengus_embrace_bows_a_card() -> None:
    sc, me, foe = _board()
    e = sc.attach(real("Suitengu's Embrace"), me)
    in_battle(sc, me, foe)
    act(sc, e, "opt:0", f"t:{foe}")
    assert sc.s.bowed[foe]


def test_tempest_of_air() -> None:
    sc, me, foe = _board()
    t = sc.attach(real("Tempest of Air"), me)
    sc.goto("action", active=0)
    act(sc, t, f"t:{foe}")
    assert sc.force(foe) == 0 and sc.s.bowed[me]


def test_words_of_consecration_on_equip() -> None:
    sc, me, foe = _board()
    air = sc.play(0, personality("Air Shugenja", clan="Phoenix", keywords=("Shugenja", "Air")))
    w = sc.hand(0, real("Words of Consecration"))
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(f"equip:{w}", f"sel:{air}", "t:1000000", "opt:0")
    assert sc.s.players[0].honor == honor + 1
    del me


def _consecrated(temple: bool) -> tuple[CardScenario, int, int, int]:
    """Seat 1's Shugenja carries Words of Consecration; in seat 0's Action Phase seat 1 bows him to target
    seat 0's Personality (Open)."""
    sc, me, foe = _board()
    sh = sc.play(1, personality("Phoenix Shugenja", clan="Phoenix", keywords=("Shugenja", "Air")))
    w = sc.attach(real("Words of Consecration"), sh)
    if temple:
        sc.play(1, holding("Small Temple", keywords=("Temple",)))
    other = sc.play(0, personality("Other Samurai"))
    sc.goto("action", active=0)
    sc.choose("pass")  # seat 0 passes; seat 1 takes the Open action
    act(sc, w, f"t:{me}")
    assert sc.s.bowed[sh]
    del foe
    return sc, me, other, sc.s.players[1].honor


def test_words_of_consecration_honor_after_the_target_assigns_to_attack() -> None:
    sc, me, other, honor = _consecrated(temple=False)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {})
    assert sc.s.players[1].honor == honor + 1  # "After the next time ... the target assigns to attack you"


def test_words_of_consecration_two_honor_with_a_temple_and_only_for_the_target() -> None:
    sc, me, other, honor = _consecrated(temple=True)
    sc.goto("attack", active=0)
    sc.attack({other: 0}, {})
    assert sc.s.players[1].honor == honor  # another Personality assigned: nothing
    sc, me, other, honor = _consecrated(temple=True)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {})
    assert sc.s.players[1].honor == honor + 2  # "or 2 Honor if you control a Temple"


def test_words_of_consecration_lapses_when_the_turn_ends() -> None:
    sc, me, other, honor = _consecrated(temple=False)
    sc.goto("end", active=0)
    assert not sc.s.delayed  # "(this turn)": unfired, it ends with the turn


def test_tactical_setback() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Tactical Setback"))
    sc.battle_with([me], [foe])
    act(sc, card, f"t:{me}")
    assert sc.force(me) == 0


def test_unchecked_fury_enters_play_as_a_kata() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Unchecked Fury"))
    sc.goto("action", active=0)
    act(sc, card)
    assert sc.s.zone[card] == PLAY and card in sc.s.players[0].home


def test_wary_peace_gains_when_not_answered() -> None:
    sc, me, foe = _board()
    mine = sc.attach(real("Heavy Yari"), me)
    sc.attach(real("Oriole Katana"), foe)
    card = sc.hand(0, real("Wary Peace"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, card, "t:1000001", f"t:{mine}", "no")
    assert sc.s.zone[mine] != PLAY
    assert sc.s.players[0].honor == honor + (sc.s.facts[mine].focus or 0)


def test_shiba_tsukimi_copies_elements_and_casts_spells() -> None:
    from rokugan.ccg import primitives as P
    sc, me, foe = _board()
    t = sc.play(0, real("Shiba Tsukimi, the Blind Phoenix - exp5"))
    sc.play(0, personality("Fire Shugenja", clan="Phoenix", keywords=("Shugenja", "Fire")))
    assert P.kw(sc.s, t, "Fire") and not P.kw(sc.s, t, "Water")
    spell = sc.hand(0, real("Kiyoshi's Wrath"))
    assert P.can_attach(sc.s, spell, t) and not P.kw(sc.s, t, "Shugenja")
    sc.attach(real("Kiyoshi's Wrath"), t)
    assert P.kw(sc.s, t, "Shugenja")
