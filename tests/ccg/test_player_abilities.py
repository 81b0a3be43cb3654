"""Player abilities from the rulebook: CR "Cycle", "Equip", "Lobby", "Rulebook Favor Limited", "Rulebook
Favor Battle", "Kharmic", "Cavalry", "Tactician"/"Tactical Advantage", "Reserve", "Dynasty Discard";
Twenty Festivals "Naval" and "Legacy"; Emperor Edition "Order Seppuku". CR "Using abilities": "Each
separate card ability and player ability may normally only be used once per turn"; CR "Repeatable"."""

from __future__ import annotations

from rokugan.ccg.state import DYN_DECK, DYN_DISCARD, HOME, PLAY, REMOVED

from .scenario import Scenario, T, card, deck, follower, holding, item, personality, strategy

CAV = ("Samurai", "Cavalry")


# ------------------------------------------------------------------------------ Cycle
def test_cycle_on_first_turn_bottoms_chosen_cards_refills_and_reveals() -> None:
    """CR "Cycle": "Limited: If it is your first turn, choose one or more face-up cards in your Provinces. Put
    them on the bottom of your deck in any order. Then (after refilling Provinces), turn all cards in your
    Provinces face-up." """
    sc = Scenario()
    x = sc.province(0, 0, holding("Unwanted Mine"))
    sc.goto("action", active=0, first_turn=True)
    assert "cycle" in sc.ids()
    sc.choose("cycle", f"cycle:{x}", "done")
    p = sc.s.players[0]
    assert p.dyn_deck[-1] == x and sc.s.zone[x] == DYN_DECK and not sc.s.face_up[x]
    new = p.provinces[0][0]
    assert new != x and sc.s.face_up[new], "refilled, then turned face up"
    assert sc.who() == 1
    sc.choose("pass")
    assert "cycle" not in sc.ids(), "Cycle is not Repeatable"


def test_cycle_only_on_first_turn_and_only_for_the_active_player() -> None:
    """CR "Cycle": "Limited: If it is your first turn"; CR "Limited actions": only the active player."""
    sc = Scenario()
    sc.goto("action", active=0, first_turn=False)
    assert "cycle" not in sc.ids()
    sc = Scenario()
    sc.goto("action", active=0, first_turn=True)
    sc.choose("pass")
    assert sc.who() == 1 and "cycle" not in sc.ids()


# ------------------------------------------------------------------------------ Lobby and the Favor
def test_lobby_bows_a_personality_with_personal_honor_to_take_the_favor() -> None:
    """CR "Lobby": "Political Limited: If you have higher Family Honor than each other player, bow your target
    unbowed Personality with 1 or more Personal Honor to take the Imperial Favor." """
    sc = Scenario()
    sc.honor(0, 10)
    sc.honor(1, 9)
    courtier = sc.play(0, personality("Kuni Courtier", ph=2))
    sc.play(0, personality("Ronin Thug", ph=0))
    tired = sc.play(0, personality("Tired Samurai", ph=3))
    sc.goto("action", active=0)
    sc.s.bowed[tired] = True  # bowed during the phase (the Action Phase straightened him)
    sc._touch()
    sc.choose("lobby")
    assert sc.kind() == "target" and sc.ids() == [f"sel:{courtier}"], "only unbowed with PH >= 1"
    sc.choose(f"sel:{courtier}")
    assert sc.s.bowed[courtier] and sc.s.favor == 0


def test_no_lobby_without_strictly_higher_honor_or_for_the_non_active_player() -> None:
    """CR "Lobby": "higher Family Honor than each other player"; Limited: the active player only."""
    sc = Scenario()
    sc.honor(0, 9)
    sc.honor(1, 9)
    sc.play(0, personality("Kuni Courtier", ph=2))
    sc.play(1, personality("Doji Courtier", ph=2, clan="Crane"))
    sc.goto("action", active=0)
    assert "lobby" not in sc.ids()
    sc.honor(1, 12)
    sc.choose("pass")
    assert sc.who() == 1 and "lobby" not in sc.ids()


def test_favor_limited_discards_favor_and_a_card_to_draw_once_per_turn() -> None:
    """CR "Rulebook Favor Limited": "Favor Political Limited: Discard the Imperial Favor and a Fate card to
    draw a card." Then CR "Using abilities": once per turn, even if the Favor comes back."""
    sc = Scenario()
    sc.s.favor = 0
    letter = sc.hand(0, strategy("Old Letter"))
    top = sc.s.players[0].fate_deck[0]
    sc.goto("action", active=0)
    sc.choose("favor", f"sel:{letter}")
    p = sc.s.players[0]
    assert sc.s.favor == -1 and letter in p.fate_discard and p.hand == [top]
    sc.s.favor = 0
    sc.choose("pass")  # seat 1
    assert sc.who() == 0 and "favor" not in sc.ids()


def test_lobby_is_once_per_turn_even_after_the_favor_is_discarded() -> None:
    """CR "Using abilities": each player ability once per turn (Lobby is not Repeatable)."""
    sc = Scenario()
    sc.honor(0, 10)
    a = sc.play(0, personality("Kuni Courtier", ph=2))
    sc.play(0, personality("Kuni Envoy", ph=2))
    sc.hand(0, strategy("Old Letter"))
    sc.goto("action", active=0)
    sc.choose("lobby", f"sel:{a}")
    sc.choose("pass")
    sc.choose("favor")
    sc.choose(sc.ids()[0])
    assert sc.s.favor == -1
    sc.choose("pass")
    assert sc.who() == 0 and "lobby" not in sc.ids()


# ------------------------------------------------------------------------------ Kharmic
def test_kharmic_is_repeatable_limited_for_two_gold() -> None:
    """CR "Kharmic": "Kharmic Repeatable Limited, Gold 2: Discard a Kharmic card from your hand to draw a
    card, or discard a Kharmic card from your Province to refill the Province face-up." """
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    k1 = sc.hand(0, strategy("Kharmic Lesson", keywords=("Kharmic",)))
    k2 = sc.province(0, 1, holding("Kharmic Shrine", keywords=("Kharmic",)))
    top = sc.s.players[0].fate_deck[0]
    sc.goto("action", active=0)
    sc.choose("kharmic", f"gold:{sc.s.players[0].stronghold}")
    assert sc.kind() == "target" and set(sc.ids()) == {f"sel:{k1}", f"sel:{k2}"}
    sc.choose(f"sel:{k1}")
    p = sc.s.players[0]
    assert k1 in p.fate_discard and top in p.hand and p.gold_pool == 3
    sc.choose("pass")
    sc.choose("kharmic")  # Repeatable: again, paid from the pool
    sc.choose(f"sel:{k2}")
    assert k2 in p.dyn_discard and p.gold_pool == 1
    refill = p.provinces[1][0]
    assert sc.s.face_up[refill], "refilled face up"


def test_kharmic_needs_two_gold() -> None:
    """CR "Kharmic": the ability costs 2 Gold (Good Faith: not offered without it)."""
    sc = Scenario(decks=[deck("Crab", 5, gp=1), deck("Crane", 5)])
    sc.hand(0, strategy("Kharmic Lesson", keywords=("Kharmic",)))
    sc.goto("action", active=0)
    assert "kharmic" not in sc.ids()


# ------------------------------------------------------------------------------ Equip
def test_equip_is_repeatable_open_for_both_players() -> None:
    """CR "Equip": "Repeatable Open, Gold *: Attach an attachment card, with Gold Cost equal to the amount
    you paid, from your hand to your target Personality." Open: any player in the Action Phase."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5, gp=5)])
    mine = sc.play(0, personality("Hida Guard", f=2))
    theirs = sc.play(1, personality("Doji Guard", f=2, clan="Crane"))
    spear = sc.hand(0, item("Spear", f=2, cost=2, keywords=()))
    ashigaru = sc.hand(0, follower("Ashigaru", f=1, cost=2))
    fan = sc.hand(1, item("Fan", f=1, cost=1, keywords=()))
    sc.goto("action", active=0)
    sc.choose(f"equip:{spear}", f"sel:{mine}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.attached[mine] == (spear,) and sc.s.players[0].gold_pool == 3
    assert sc.who() == 1
    sc.choose(f"equip:{fan}", f"sel:{theirs}", f"gold:{sc.s.players[1].stronghold}")
    assert sc.s.attached[theirs] == (fan,)
    sc.choose(f"equip:{ashigaru}", f"sel:{mine}")  # second Equip this turn
    assert sc.s.attached[mine] == (spear, ashigaru)
    assert sc.s.players[0].gold_pool == 1


# ------------------------------------------------------------------------------ Order Seppuku (Emperor)
def test_order_seppuku_emperor_open_any_number_of_times() -> None:
    """Emperor Edition "Order Seppuku": "Open: Any number of times per turn, target a dishonorable Courtier,
    Samurai, or Shugenja Personality you control: He commits seppuku." CR "Seppuku": "Rehonor the
    Personality, then destroy him" -- so no Honor is lost for a dishonorable death."""
    sc = Scenario(ruleset="emperor")
    a = sc.play(0, personality("Shamed One", ph=3), dishonored=True)
    b = sc.play(0, personality("Shamed Two", ph=2, keywords=("Courtier",)), dishonored=True)
    monk = sc.play(0, personality("Shamed Monk", keywords=("Monk",)), dishonored=True)
    sc.play(0, personality("Proud One"))
    theirs = sc.play(1, personality("Their Shame", clan="Crane"), dishonored=True)
    sc.goto("action", active=0)
    ids = sc.ids()
    assert f"seppuku:{a}" in ids and f"seppuku:{b}" in ids
    assert f"seppuku:{monk}" not in ids and f"seppuku:{theirs}" not in ids
    honor = sc.s.players[0].honor
    sc.choose(f"seppuku:{a}")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.dead[a] and not sc.s.dishonored[a]
    assert sc.s.players[0].honor == honor
    assert sc.who() == 1 and f"seppuku:{theirs}" in sc.ids(), "Open: the other player may order too"
    sc.choose("pass")
    assert f"seppuku:{b}" in sc.ids(), "any number of times per turn"


def test_no_order_seppuku_in_ivory() -> None:
    """CR "Seppuku": "Unlike in previous editions, there is no rulebook ability allowing Seppuku." """
    sc = Scenario()
    a = sc.play(0, personality("Shamed One"), dishonored=True)
    sc.goto("action", active=0)
    assert f"seppuku:{a}" not in sc.ids()


# ------------------------------------------------------------------------------ battle abilities
def _engage(sc: Scenario, att: dict[int, int], dfd: dict[int, int], bf: int = 0, active: int = 0) -> None:
    sc.goto("attack", active=active)
    sc.attack(att, dfd, defender=1 - active)
    sc.to_battle(bf)


def test_cavalry_moves_a_cavalry_unit_to_the_battlefield_once_per_turn() -> None:
    """CR "Cavalry": "Absent Engage: Target your unbowed Personality in a Cavalry unit at any location. Move
    it to the current battlefield." CR "Engage Segment": "starting with the Defender". Not Repeatable."""
    sc = Scenario()
    a = sc.play(0, personality("Foot Soldier"))
    r1 = sc.play(0, personality("Rider One", keywords=CAV))
    r2 = sc.play(0, personality("Rider Two", keywords=CAV))
    d = sc.play(1, personality("Defender", clan="Crane"))
    _engage(sc, {a: 0}, {d: 0})
    assert sc.who() == 1 and "cavalry" not in sc.ids()
    sc.choose("pass")
    assert sc.who() == 0
    sc.choose("cavalry")
    assert set(sc.ids()) == {f"sel:{r1}", f"sel:{r2}"}
    sc.choose(f"sel:{r1}")
    assert sc.s.location[r1] == 0
    sc.choose("pass")
    assert sc.who() == 0 and "cavalry" not in sc.ids(), "once per turn"


def test_cavalry_is_absent_and_needs_a_cavalry_unit() -> None:
    """CR "Cavalry": Absent (no Presence needed); "a "Cavalry unit" is one in which the Personality and all
    Followers, if any, have the Cavalry keyword" (CR "Unit keywords")."""
    sc = Scenario()
    a = sc.play(0, personality("Foot Soldier"))
    slow = sc.play(0, personality("Slow Rider", keywords=CAV))
    sc.attach(follower("Foot Ashigaru"), slow)
    fast = sc.play(1, personality("Crane Rider", clan="Crane", keywords=CAV))
    sc.attach(follower("Mounted Ashigaru", keywords=("Cavalry",)), fast)
    _engage(sc, {a: 0}, {})
    assert sc.who() == 1 and "cavalry" in sc.ids(), "the Defender has no units there: Absent"
    sc.choose("cavalry", f"sel:{fast}")
    assert sc.s.location[fast] == 0 and all(sc.s.location[x] == 0 for x in sc.s.attached[fast])
    assert sc.who() == 0 and "cavalry" not in sc.ids(), "a unit with an Infantry Follower is no Cavalry unit"


def test_no_second_battle_for_a_cavalry_personality_that_already_attacked() -> None:
    """CR "No Second Battle Rule": "A Personality who has already been in an attacking army during a battle
    resolution in the current Attack Phase will not move to a battlefield." (A Conqueror stays unbowed.)"""
    sc = Scenario()
    knight = sc.play(0, personality("Conquering Knight", keywords=("Samurai", "Cavalry", "Conqueror")))
    fresh = sc.play(0, personality("Fresh Rider", keywords=CAV))
    a2 = sc.play(0, personality("Second Wave"))
    _engage(sc, {knight: 0, a2: 1}, {})
    sc.pass_round()
    sc.pass_round()  # battle at province 1 resolves; the knight goes home unbowed
    assert sc.s.location[knight] == HOME and not sc.s.bowed[knight]
    sc.to_battle(1)
    sc.choose("pass")  # defender
    sc.choose("cavalry")
    assert sc.ids() == [f"sel:{fresh}"]


def test_player_abilities_refresh_every_turn_for_every_player() -> None:
    """CR "Using abilities": abilities may be used "once per turn" -- so a player who used Cavalry while
    attacking on his own turn may use it again while defending on the next turn."""
    sc = Scenario()
    a = sc.play(1, personality("Crane Attacker", clan="Crane"))
    r1 = sc.play(1, personality("Crane Rider", clan="Crane", keywords=CAV))
    r2 = sc.play(1, personality("Crane Rider Two", clan="Crane", keywords=CAV))
    hida = sc.play(0, personality("Hida Attacker"))
    _engage(sc, {a: 0}, {}, active=1)
    sc.choose("pass")  # seat 0 defends first
    sc.choose("cavalry", f"sel:{r1}")
    sc.finish_attack()
    sc.choose("pass")  # seat 1's Dynasty Phase
    assert sc.s.active == 0
    sc.pass_round()
    sc.attack({hida: 0}, {})
    sc.to_battle(0)
    assert sc.who() == 1
    assert "cavalry" in sc.ids(), "seat 1's Cavalry ability is fresh on seat 0's turn"
    sc.choose("cavalry", f"sel:{r2}")
    assert sc.s.location[r2] == 0


def test_naval_attacker_gets_first_battle_action_from_a_naval_unit() -> None:
    """TF "Naval": "Engage: If you are the Attacker, you have the first opportunity to take a Battle action,
    which must come from a card in a Naval Personality's unit. Passing that action does not count toward
    ending the action round." """
    sc = Scenario()
    admiral = sc.play(0, personality("Admiral", f=2, keywords=("Samurai", "Naval", "Tactician")))
    sailor = sc.play(1, personality("Crane Sailor", f=3, clan="Crane", keywords=("Samurai", "Naval")))
    sc.hand(0, strategy("Charts", focus=2))
    _engage(sc, {admiral: 0}, {sailor: 0})
    assert sc.who() == 1 and "naval" not in sc.ids(), "only the Attacker"
    sc.choose("pass")
    sc.choose("naval")
    sc.choose("pass", "pass")  # the Engage round ends
    assert sc.who() == 0 and sc.s.stack[-1][:2] == ("round", "naval"), "the Attacker acts first"
    assert set(sc.ids()) == {"pass", f"tactical:{admiral}"}
    sc.choose("pass")  # does not count toward ending the round
    assert sc.who() == 1
    sc.choose("pass")
    assert sc.who() == 0 and sc.s.battle is not None and sc.s.battle["current"] == 0
    sc.choose("pass")
    assert sc.s.battle["current"] == -1 or sc.s.battle["fought"] == [0]


def test_the_naval_action_comes_from_a_naval_personalitys_unit(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Naval": the Attacker's first Battle action "must come from a card in a Naval Personality's unit": a Battle
    ability on the Naval Personality or a card attached to him is offered, one on a Personality without Naval (or his
    attachment) is not."""
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import GainHonor

    from .cards.harness import item
    sword = item("Captain's Sword", cost=0)
    declare(sword, Ability(("Battle",), (GainHonor(1),)))
    oar = item("Landsman's Staff", cost=0)
    declare(oar, Ability(("Battle",), (GainHonor(1),)))
    sc = Scenario()
    admiral = sc.play(0, personality("Admiral", f=2, keywords=("Samurai", "Naval")))
    soldier = sc.play(0, personality("Foot Soldier", f=2, keywords=("Samurai",)))
    on_admiral = sc.attach(sword, admiral)
    on_soldier = sc.attach(oar, soldier)
    sailor = sc.play(1, personality("Crane Sailor", f=3, clan="Crane", keywords=("Samurai",)))
    _engage(sc, {admiral: 0, soldier: 0}, {sailor: 0})
    sc.choose("pass")
    sc.choose("naval")
    sc.choose("pass", "pass")
    assert sc.who() == 0 and sc.s.stack[-1][:2] == ("round", "naval")
    assert f"ab:{on_admiral}:a:0" in sc.ids() and f"ab:{on_soldier}:a:0" not in sc.ids()


def test_tactical_advantage_discards_a_card_for_its_focus_value_once_per_turn() -> None:
    """CR "Tactical Advantage": "Battle: Discard a card to give this Personality a Force bonus equal to the
    Focus Value of the discarded card." (once per turn per Tactician; Rule of Presence/Location)."""
    sc = Scenario()
    tac = sc.play(0, personality("Tactician", f=2, keywords=("Samurai", "Tactician")))
    home_tac = sc.play(0, personality("Staff Officer", f=2, keywords=("Samurai", "Tactician")), bowed=True)
    d = sc.play(1, personality("Defender", f=3, clan="Crane"))
    c3 = sc.hand(0, strategy("Battle Plan", focus=3))
    sc.hand(0, strategy("Second Plan", focus=3))
    _engage(sc, {tac: 0}, {d: 0})
    sc.pass_round()
    assert sc.who() == 1
    sc.choose("pass")
    assert f"tactical:{home_tac}" not in sc.ids()
    sc.choose(f"tactical:{tac}", f"sel:{c3}")
    assert c3 in sc.s.players[0].fate_discard
    sc.choose("pass")  # defender
    assert f"tactical:{tac}" not in sc.ids(), "once per turn"
    sc.choose("pass")
    assert sc.s.zone[d] == DYN_DISCARD, "5 Force beats 3"
    assert sc.s.zone[tac] == PLAY


def test_favor_battle_moves_an_attacking_enemy_home() -> None:
    """CR "Rulebook Favor Battle": "Favor Political Battle: Discard the Imperial Favor to move a target
    attacking enemy Personality home." Rule of Presence applies (not Absent)."""
    sc = Scenario()
    a = sc.play(0, personality("Big Attacker", f=5))
    d = sc.play(1, personality("Defender", f=1, clan="Crane"))
    sc.s.favor = 1
    _engage(sc, {a: 0}, {d: 0})
    sc.pass_round()
    assert sc.who() == 1
    sc.choose("favor_battle", f"sel:{a}")
    assert sc.s.favor == -1 and sc.s.location[a] == HOME
    sc.pass_round()
    assert sc.s.zone[a] == PLAY and sc.s.zone[d] == PLAY and not sc.s.bowed[a]


def test_favor_battle_not_for_the_attacker_nor_without_presence() -> None:
    """CR "Rulebook Favor Battle": the target is an *attacking enemy*; CR "Rule of Presence"."""
    sc = Scenario()
    a = sc.play(0, personality("Attacker"))
    sc.s.favor = 0
    _engage(sc, {a: 0}, {})
    sc.pass_round()
    assert sc.who() == 1
    sc.choose("pass")
    assert "favor_battle" not in sc.ids()
    sc2 = Scenario()
    a = sc2.play(0, personality("Attacker"))
    sc2.s.favor = 1
    _engage(sc2, {a: 0}, {})
    sc2.pass_round()
    assert sc2.who() == 1 and "favor_battle" not in sc2.ids(), "no units there: no Presence"


def test_reserve_recruits_into_the_battle_by_bowing_the_stronghold() -> None:
    """CR "Reserve": "Absent Repeatable Battle, Bow your Stronghold: If he would be opposed, Recruit your
    target Reserve Personality (into the current battlefield)." The Stronghold bow limits it."""
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, gp=5)])
    a = sc.play(0, personality("Attacker", f=2))
    bank = sc.play(1, holding("Crane Bank", gold=6))
    r1 = sc.province(1, 2, personality("Reserve One", f=3, cost=3, clan="Crane", keywords=("Samurai", "Reserve")))
    r2 = sc.province(1, 3, personality("Reserve Two", f=3, cost=3, clan="Crane", keywords=("Samurai", "Reserve")))
    _engage(sc, {a: 0}, {})
    sc.pass_round()
    assert sc.who() == 1
    assert {f"reserve:{r1}", f"reserve:{r2}"} <= set(sc.ids())
    sc.choose(f"reserve:{r1}", f"gold:{bank}")
    s = sc.s
    assert s.zone[r1] == PLAY and s.location[r1] == 0
    assert s.bowed[s.players[1].stronghold]
    sc.choose("pass")
    assert sc.who() == 1 and f"reserve:{r2}" not in sc.ids(), "the Stronghold is bowed"
    sc.pass_round()
    assert s.zone[a] == DYN_DISCARD, "3 Force defends against 2"


def test_reserve_needs_an_opposing_army() -> None:
    """CR "Reserve": "If he would be opposed" -- not at a battlefield without enemy units."""
    sc = Scenario()
    a = sc.play(0, personality("Attacker", f=2))
    r = sc.province(1, 1, personality("Reserve One", cost=1, clan="Crane", keywords=("Reserve",)))
    _engage(sc, {a: 0}, {}, bf=1)
    sc.pass_round()
    assert sc.who() == 1 and f"reserve:{r}" not in sc.ids()


def test_reserve_equip_attaches_a_reserve_item_during_battle() -> None:
    """CR "Reserve": "Repeatable Battle, Bow your Stronghold: If it would be opposed, Equip a Reserve
    attachment to your target Personality (at the current battlefield)." """
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, gp=5)])
    a = sc.play(0, personality("Attacker", f=2))
    d = sc.play(1, personality("Defender", f=2, clan="Crane"))
    bank = sc.play(1, holding("Crane Bank", gold=3))
    blade = sc.hand(1, item("Reserve Blade", f=2, cost=1, keywords=("Weapon", "Reserve")))
    _engage(sc, {a: 0}, {d: 0})
    sc.pass_round()
    sc.choose(f"reserve_equip:{blade}", f"sel:{d}", f"gold:{bank}")
    assert sc.s.attached[d] == (blade,) and sc.s.bowed[sc.s.players[1].stronghold]
    sc.pass_round()
    assert sc.s.zone[a] == DYN_DISCARD


# ------------------------------------------------------------------------------ Dynasty abilities
def test_dynasty_discard_is_repeatable_and_refills_face_down() -> None:
    """CR "Dynasty Discard": "Repeatable Dynasty: Discard a face-up card from one of your Provinces." (TF:
    "Refill it face down.")"""
    sc = Scenario()
    x = sc.province(0, 0, holding("Bad Mine"))
    y = sc.province(0, 1, holding("Worse Mine"))
    hidden = sc.province(0, 2, holding("Hidden Mine"), face_up=False)
    sc.goto("dynasty", active=0)
    assert f"ddiscard:{hidden}" not in sc.ids()
    sc.choose(f"ddiscard:{x}")
    p = sc.s.players[0]
    assert x in p.dyn_discard and not sc.s.face_up[p.provinces[0][0]]
    assert sc.who() == 0
    sc.choose(f"ddiscard:{y}")
    assert y in p.dyn_discard


def test_legacy_removes_a_card_in_hand_to_recruit_a_legacy_holding_once_per_turn() -> None:
    """TF "Legacy": "Dynasty, Gold *: Remove a card in your hand from the game to search your deck and
    Provinces for a Legacy Holding and Recruit it." Recruit: the Holding enters play bowed."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    p = sc.s.players[0]
    leg = sc.s.new_card(holding("Ancestral Estate", gold=2, cost=2, keywords=("Legacy",)), 0, DYN_DECK)
    p.dyn_deck.insert(5, leg)
    leg2 = sc.s.new_card(holding("Ancestral Estate Two", gold=2, cost=2, keywords=("Legacy",)), 0, DYN_DECK)
    p.dyn_deck.insert(7, leg2)
    gift = sc.hand(0, strategy("Gift"))
    sc.hand(0, strategy("Gift Two"))
    sc.goto("dynasty", active=0)
    sc.choose("legacy", f"sel:{gift}")
    assert sc.s.zone[gift] == REMOVED
    assert set(sc.ids()) == {f"sel:{leg}", f"sel:{leg2}"}
    sc.choose(f"sel:{leg}", f"gold:{p.stronghold}")
    assert sc.s.zone[leg] == PLAY and sc.s.bowed[leg] and leg not in p.dyn_deck
    assert sc.who() == 0 and "legacy" not in sc.ids(), "once per turn"


def test_limited_abilities_are_not_offered_to_the_non_active_player() -> None:
    """CR "Limited actions": "May be taken in the Action Phase only by the active player"."""
    sc = Scenario()
    sc.s.favor = 1
    sc.hand(1, strategy("Letter"))
    sc.hand(1, strategy("Kharmic Thing", keywords=("Kharmic",)))
    sc.honor(1, 20)
    sc.play(1, personality("Doji Courtier", ph=2, clan="Crane"))
    sc.goto("action", active=0)
    sc.choose("pass")
    assert sc.who() == 1
    assert not {"favor", "kharmic", "lobby", "cycle"} & set(sc.ids())


def test_spell_card_needs_a_shugenja() -> None:
    """CR "Spell": "They will only attach to a Shugenja Personality"."""
    sc = Scenario()
    samurai = sc.play(0, personality("Samurai"))
    shugenja = sc.play(0, personality("Shugenja", keywords=("Shugenja",)))
    spell = sc.hand(0, card("Summon Fire", T.SPELL, gold_cost=0, focus=1))
    sc.goto("action", active=0)
    sc.choose(f"equip:{spell}")
    assert sc.ids() == [f"sel:{shugenja}"] and f"sel:{samurai}" not in sc.ids()


def test_reserve_recruit_may_be_proclaimed_by_the_active_player() -> None:
    """CR "Proclaim": after announcing a Recruit "or an action with Recruit as an effect", a player may
    Proclaim a Personality with his Clan Alignment recruited from a Province, once per turn and only on
    his own turn. The defender's Reserve recruit is on the other player's turn: no Proclaim."""
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, gp=5)])
    a = sc.play(0, personality("Attacker", f=2))
    bank = sc.play(0, holding("Crab Bank", gold=6))
    d = sc.play(1, personality("Defender", f=2, clan="Crane"))
    sc.play(1, holding("Crane Bank", gold=3))  # the Stronghold bows as Reserve's cost, so Gold comes from here
    mine = sc.province(0, 2, personality("Crab Reserve", f=3, cost=3, ph=2, keywords=("Samurai", "Reserve")))
    theirs = sc.province(1, 2, personality("Crane Reserve", f=1, cost=1, clan="Crane", keywords=("Reserve",)))
    _engage(sc, {a: 0}, {d: 0})
    sc.pass_round()  # the Engage Segment; Reserve is a Battle action
    assert sc.who() == 1
    assert f"reserve:{theirs}" in sc.ids() and f"reserve:{theirs}:proclaim" not in sc.ids()
    sc.choose("pass")
    assert sc.who() == 0 and f"reserve:{mine}:proclaim" in sc.ids()
    before = sc.s.players[0].honor
    sc.choose(f"reserve:{mine}:proclaim", f"gold:{bank}")
    assert sc.s.zone[mine] == PLAY and sc.s.location[mine] == 0
    assert sc.s.players[0].honor == before + 2


def test_legacy_search_reshuffles_the_deck_even_when_the_holding_was_in_a_province() -> None:
    """CR "Search": after a player searches a deck, he must reshuffle it after taking the card searched for.
    Legacy searches the deck and the Provinces: taking the Holding from a Province still reshuffles the deck."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    p = sc.s.players[0]
    leg = sc.province(0, 0, holding("Ancestral Estate", gold=2, cost=2, keywords=("Legacy",)))
    gift = sc.hand(0, strategy("Gift"))
    sc.goto("dynasty", active=0)
    before = list(p.dyn_deck)
    sc.choose("legacy", f"sel:{gift}", f"sel:{leg}")
    assert sorted(p.dyn_deck) == sorted(before) and p.dyn_deck != before
