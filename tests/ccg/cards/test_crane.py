"""Scenario tests for the Crane starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME, PLAY

from .harness import CardScenario, act, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Crane Samurai", f=2, c=2, clan="Crane", keywords=("Samurai", "Courtier")))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def _enter(sc: CardScenario, facts: object, seat: int = 0) -> int:
    c = sc.province(seat, 0, facts)  # type: ignore[arg-type]
    P.leave_province(sc.s, c)
    P.enter_play(sc.s, seat, c)
    sc._touch()
    return c


def test_exquisite_palace_gold_production_plus_one() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Exquisite Palace of the Crane")
    mine = sc.play(0, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    act(sc, sc.s.players[0].stronghold, f"t:{mine}", "opt:0")
    assert stats.gold_production(sc.s, mine) == 3


def test_exquisite_palace_honor_gains_plus_one() -> None:
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Exquisite Palace of the Crane")
    troupe = sc.play(0, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    act(sc, sc.s.players[0].stronghold, f"t:{troupe}", "opt:1")
    honor = sc.s.players[0].honor
    sc.choose("pass")
    act(sc, troupe)
    assert sc.s.players[0].honor == honor + 2


def test_famous_bazaar_refills_face_up() -> None:
    sc, me, foe = _board()
    bazaar = sc.province(0, 2, real("Famous Bazaar"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    sc.choose(f"recruit:{bazaar}")
    new = sc.s.players[0].provinces[2]
    assert sc.s.zone[bazaar] == PLAY and new and sc.s.face_up[new[0]]


def test_farmers_market_plus_one_hand_size() -> None:
    from rokugan.ccg.statics import hand_size
    sc, me, foe = _board()
    sc.play(0, real("Farmer's Market"))
    assert hand_size(sc.s, 0) == 9 and hand_size(sc.s, 1) == 8


def test_kabuki_theater_troupe_gains_one() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, t)
    assert sc.s.players[0].honor == honor + 1 and sc.s.bowed[t]


def test_poorly_placed_garden_gains_two() -> None:
    sc, me, foe = _board()
    g = sc.play(0, real("Poorly Placed Garden"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, g)
    assert sc.s.players[0].honor == honor + 2


def test_turquoise_court_bow_and_gain_or_lose() -> None:
    sc, me, foe = _board()
    court = sc.play(0, real("The Turquoise Court"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, court, f"t:{me}", "opt:0")
    assert sc.s.bowed[me] and sc.s.players[0].honor == honor + 1


def test_ancestral_armor_crane_lobby_as_open_and_honor() -> None:
    sc, me, foe = _board()
    sc.attach(real("Ancestral Armor of the Crane Clan - exp"), me)
    sc.honor(0, 10)
    sc.honor(1, 2)
    sc.goto("action", active=1)  # not my turn: the Armor lets him Lobby as an Open action
    sc.choose("pass")
    assert f"lobby:{me}" in sc.ids()
    honor = sc.s.players[0].honor
    sc.choose(f"lobby:{me}")
    assert sc.s.favor == 0 and sc.s.players[0].honor == honor + 1


def test_regal_furisode_personal_honor_and_lobby_check() -> None:
    sc, me, foe = _board()
    sc.attach(real("Regal Furisode"), me)
    assert stats.stat(sc.s, me, "personal_honor") == 2
    sc.honor(0, 5)
    sc.honor(1, 6)  # lower than the opponent, but 5 + his Personal Honor 2 = 7 beats 6
    sc.goto("action", active=0)
    assert "lobby" not in sc.ids() and f"lobby:{me}" in sc.ids()


def test_court_scribe_next_honor_gain_plus_one() -> None:
    sc, me, foe = _board()
    scribe = sc.attach(real("Court Scribe"), me)
    troupe = sc.play(0, real("Kabuki Theater Troupe"))
    sc.goto("action", active=0)
    act(sc, scribe)
    honor = sc.s.players[0].honor
    sc.choose("pass")
    act(sc, troupe)
    assert sc.s.players[0].honor == honor + 2


def test_sparrow_clan_aide_bows_lower_personal_honor() -> None:
    sc, me, foe = _board()
    aide = sc.attach(real("Sparrow Clan Aide"), me)
    low = sc.play(1, personality("Crab Lowly", f=1, c=1, ph=0))
    sc.battle_with([me], [low])
    sc.choose("pass")
    act(sc, aide, f"t:{low}", "opt:0")
    assert sc.s.bowed[low]
    del foe


def test_daidoji_gensai_joins_the_battle_from_home() -> None:
    sc, me, foe = _board()
    g = sc.play(0, real("Daidoji Gensai"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, g, "no")
    assert sc.s.location[g] == 0


def test_daidoji_tametaka_minus_four_and_may_go_home() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Daidoji Tametaka"))
    sc.battle_with([t], [foe])
    sc.choose("pass")
    act(sc, t, f"t:{foe}", "yes", f"t:{t}")
    assert sc.force(foe) == 0 and sc.s.location[t] == HOME


def test_doji_dainagon_lobbies_as_an_open_action() -> None:
    sc, me, foe = _board()
    d = sc.play(0, real("Doji Dainagon"))
    sc.honor(0, 10)
    sc.honor(1, 2)
    sc.goto("action", active=1)
    sc.choose("pass")
    assert f"lobby:{d}" in sc.ids()


def test_doji_katata_cannot_attack_and_takes_the_favor() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Doji Katata"))
    sc.goto("attack", active=0)
    sc.choose("attack:1")
    assert not any(o.startswith(f"assign:{k}:") for o in sc.ids())


def test_doji_kurohime_straightens_an_honor_holding() -> None:
    sc, me, foe = _board()
    k = sc.play(0, real("Doji Kurohime"))
    troupe = sc.play(0, real("Kabuki Theater Troupe"), bowed=True)
    sc.goto("action", active=0)
    act(sc, troupe)  # bows it for Honor (not Gold)
    sc.choose("pass")
    act(sc, k, f"t:{troupe}")
    assert not sc.s.bowed[troupe]


def test_doji_makoto_other_crane_personal_honor_and_favor_draw() -> None:
    sc, me, foe = _board()
    m = sc.play(0, real("Doji Makoto, the Smiling Blade - exp"))
    assert stats.stat(sc.s, me, "personal_honor") == 2
    sc.s.favor = 0
    sc.goto("action", active=0)
    hand = len(sc.s.players[0].hand)
    act(sc, m)
    assert sc.s.favor == -1 and len(sc.s.players[0].hand) == hand + 1


def test_doji_soeka_sets_force_to_chi() -> None:
    sc, me, foe = _board()
    soeka = sc.play(0, real("Doji Soeka"))
    big = sc.play(1, personality("Crab Brute", f=5, c=1, ph=0))
    sc.goto("action", active=0)
    act(sc, soeka, f"t:{big}")
    assert sc.force(big) == 1


def test_kakita_amiki_challenge_refused_disables() -> None:
    from rokugan.ccg.usability import disabled
    sc, me, foe = _board()
    amiki = sc.play(0, real("Kakita Amiki"))
    sc.goto("action", active=0)
    act(sc, amiki, f"t:{foe}")
    assert sc.who() == 1 and sc.kind() == "yes_no"
    sc.choose("no")
    assert disabled(sc.s, foe)


def test_kakita_izumiko_gains_honor_for_a_duel_won() -> None:
    from rokugan.ccg.duel import challenge
    sc, me, foe = _board()
    iz = sc.play(0, real("Kakita Izumiko"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    challenge(sc.s, iz, foe, consequence="none")
    sc._touch()
    sc.choose("strike")
    assert sc.s.players[0].honor == honor + 1  # her Chi beats 2


def test_kakita_ujirou_cheaper_against_the_mantis() -> None:
    from rokugan.ccg.actions import recruit_cost
    sc, me, foe = _board()
    u = sc.province(0, 0, real("Kakita Ujirou"))
    full = recruit_cost(sc.s, 0, u)
    sc.s.players[1].clan = "Mantis"
    assert recruit_cost(sc.s, 0, u) == max(0, full - 2)


def test_kakita_ujirou_cheaper_when_defending() -> None:
    from rokugan.ccg.actions import recruit_cost
    sc, me, foe = _board()
    u = sc.province(1, 0, real("Kakita Ujirou"))
    full = recruit_cost(sc.s, 1, u)
    sc.battle_with([me], [foe])
    assert recruit_cost(sc.s, 1, u) == max(0, full - 4)


def test_block_supply_lines() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Block Supply Lines"))
    sc.battle_with([me], [foe])
    act(sc, card, f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.bowed[me]


def test_breaking_the_rhythm_negates_bonuses() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Breaking the Rhythm"))
    brut = sc.hand(0, real("A Warrior's Brutality"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.choose(f"ab:{brut}:a:0", f"t:{me}")
    assert sc.force(me) == 5
    act(sc, card, f"t:{me}", "opt:0")
    assert sc.force(me) == 2


def test_discretionary_valor_home_honor_draw() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Discretionary Valor"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    honor, hand = sc.s.players[0].honor, len(sc.s.players[0].hand)
    act(sc, card, f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.players[0].honor == honor + 1
    assert len(sc.s.players[0].hand) == hand  # played one, drew one


def test_do_not_delay_refused_grants_a_challenge() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Do Not Delay!"))
    sc.goto("action", active=0)
    act(sc, card, f"t:{me}", f"t:{foe}")
    assert sc.who() == 1
    sc.choose("refuse")
    assert any(g[0] == me and g[1] == "ability:do-not-delay/challenge" for g in sc.s.granted)


def test_favors_bow_courtier_and_honor() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Favors"))
    sc.goto("action", active=0)
    honor = sc.s.players[1].honor
    act(sc, card, f"t:{me}", "t:1000001", "opt:1")
    assert sc.s.bowed[me] and sc.s.players[1].honor == honor - 2


def test_flashy_technique_attackers_minus_one() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Flashy Technique"))
    sc.goto("action", active=0)
    sc.choose("pass")
    act(sc, card)
    while sc.kind() != "attack":
        sc.choose("pass")
    sc.attack({me: 0}, {foe: 0})
    assert sc.force(me) == 1 and sc.force(foe) == 2


def test_honor_replaces_rage_while_attacking() -> None:
    sc, me, foe = _board()
    card = sc.hand(1, real("Honor Replaces Rage"))
    sc.goto("action", active=0)
    sc.choose("pass")
    act(sc, card, f"t:{me}")
    assert sc.force(me) == 2


def test_iaijutsu_dojo_dishonors_and_bows_the_loser() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Iaijutsu Dojo"))
    strong = sc.play(0, personality("Crane Duelist", f=2, c=5, clan="Crane"))
    sc.battle_with([strong], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{strong}", f"t:{foe}", "strike")
    assert sc.s.dishonored[foe] and sc.s.bowed[foe]
    del me


def test_inexplicable_challenge() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Inexplicable Challenge"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", f"t:{foe}", "t:1000000", "opt:0")
    assert sc.s.bowed[foe]


def test_sanctioned_duel_refused_dishonors() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Sanctioned Duel"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    act(sc, card, f"t:{me}", f"t:{foe}", "refuse")
    assert sc.s.dishonored[foe] and sc.s.players[0].honor == honor + 2


def test_stand_or_run_refused_moves_home_bowed() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Stand Or Run"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", f"t:{foe}", "refuse")
    assert sc.s.location[foe] == HOME and sc.s.bowed[foe]


def test_strategic_withdrawal_home_and_minus_three() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Strategic Withdrawal"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{me}", "yes", f"t:{foe}")
    assert sc.s.location[me] == HOME and sc.force(foe) == 0
