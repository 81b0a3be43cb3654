"""CR "Attack Phase", "Maneuvers Segment", "Fight Battles", "Battles", "Rule of Presence", "Army Force",
"Battle Resolution", "After Resolution", "Provinces", "Military loss/victory"."""

from __future__ import annotations

from rokugan.ccg.state import DYN_DISCARD, FATE_DISCARD, HOME, PLAY

from .scenario import Scenario, deck, follower, item, personality, strategy


def _sc(ps: int = 6) -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5, ps=ps)])


def test_only_unbowed_personalities_at_home_may_be_assigned_attacker_first() -> None:
    """CR "Maneuvers Segment": "The Attacker first ... assigns any number of his or her unbowed Personalities
    from home ... Then the Defender assigns". "A unit led by a bowed Personality may not be assigned." """
    sc = _sc()
    a = sc.play(0, personality("Ready"))
    tired = sc.play(0, personality("Tired"))
    d = sc.play(1, personality("Defender", clan="Crane"))
    d_tired = sc.play(1, personality("Defender Tired", clan="Crane"), bowed=True)
    sc.goto("attack", active=0)
    sc.s.bowed[tired] = True
    sc._touch()
    sc.choose("attack:1")
    assert sc.who() == 0 and sc.kind() == "assign"
    ids = sc.ids()
    assert f"assign:{a}:0" in ids and not any(i.startswith(f"assign:{tired}:") for i in ids)
    assert {i.split(":")[2] for i in ids if i.startswith(f"assign:{a}:")} == {"0", "1", "2", "3"}
    sc.choose(f"assign:{a}:2")  # his last unbowed Personality: the Attacker's assignment is over
    assert sc.who() == 1 and sc.kind() == "assign"
    ids = sc.ids()
    assert f"assign:{d}:2" in ids and not any(i.startswith(f"assign:{d_tired}:") for i in ids)


def test_attacker_chooses_the_order_and_every_battlefield_is_fought_once() -> None:
    """CR "Fight Battles": "The Attacker chooses a battlefield, and a battle is fought there ... Exactly one
    battle happens at each battlefield, even ones with no units." """
    sc = _sc()
    a = sc.play(0, personality("Attacker"))
    sc.goto("attack", active=0)
    sc.attack({a: 1}, {})
    assert sc.who() == 0 and sc.kind() == "battle"
    assert set(sc.ids()) == {"battle:0", "battle:1", "battle:2", "battle:3"}
    order = [3, 1, 0]
    for bf in order:
        sc.choose(f"battle:{bf}")
        sc.pass_round()
        sc.pass_round()
        assert bf in sc.s.battle["fought"]  # type: ignore[index]
    sc.pass_round()
    sc.pass_round()  # the last one (province 3) is fought without asking
    assert sc.s.battle is None and sc.s.phase == "dynasty"
    resolutions = [ln for ln in sc.log() if ln.startswith("Resolution at")]
    assert [r.split()[3].rstrip(":") for r in resolutions] == ["4", "2", "1", "3"]


def test_engage_then_combat_segment_each_starting_with_the_defender() -> None:
    """CR "Engage Segment": "an action round of Engage actions, starting with the Defender"; CR "Combat
    Segment": "action round of Battle actions, starting with the Defender"."""
    sc = _sc()
    a = sc.play(0, personality("Attacker"))
    d = sc.play(1, personality("Defender", clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({a: 0}, {d: 0})
    sc.to_battle(0)
    assert sc.who() == 1 and "Engage" in sc.pending.prompt  # type: ignore[union-attr]
    sc.choose("pass")
    assert sc.who() == 0 and "Engage" in sc.pending.prompt  # type: ignore[union-attr]
    sc.choose("pass")
    assert sc.who() == 1 and "Combat" in sc.pending.prompt  # type: ignore[union-attr]
    sc.choose("pass")
    assert sc.who() == 0 and "Combat" in sc.pending.prompt  # type: ignore[union-attr]


def test_rule_of_presence_no_battle_actions_without_units_there() -> None:
    """CR "Rule of Presence": "To legally take an action during battle, a player must control one or more
    units at the current battlefield." CR "Rules of Location": a unit's card acts only at the current
    battlefield."""
    sc = _sc()
    a = sc.play(0, personality("Attacker"))
    tac = sc.play(0, personality("Tactician", keywords=("Samurai", "Tactician")))
    sc.hand(0, strategy("Plan", focus=2))
    sc.goto("attack", active=0)
    sc.attack({a: 0, tac: 1}, {})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")
    assert sc.who() == 0 and f"tactical:{tac}" not in sc.ids()


def test_army_force_counts_unbowed_personalities_and_followers_items_always_modify() -> None:
    """CR "Army Force": "An army's Force is the total of the Force of all unbowed Personalities and Followers
    in it. (Items modify their Personality's Force, bowed or unbowed.)" CR "Follower": a bowed Follower
    does not contribute."""
    from rokugan.ccg.battle import army_force
    sc = _sc()
    p1 = sc.play(0, personality("One", f=2))
    sc.attach(item("Bowed Katana", f=3), p1, bowed=True)
    sc.attach(follower("Bowed Spearmen", f=4), p1, bowed=True)
    sc.attach(follower("Spearmen", f=1), p1)
    p2 = sc.play(0, personality("Two", f=5), bowed=True)
    sc.attach(follower("Loyal Spearmen", f=2), p2)
    for c in (p1, p2):
        sc.s.location[c] = 0
        for x in sc.s.attached[c]:
            sc.s.location[x] = 0
    sc.s.battle = {"attacker": 0, "defender": 1, "fields": [0], "fought": [], "current": 0,
                   "been_attacking": [], "naval": -1}
    # p1: 2 + 3 (item) + 1 (unbowed follower); p2 bowed: 0, but his unbowed Follower adds 2.
    assert army_force(sc.s, 0, 0) == 2 + 3 + 1 + 2


def _fight(sc: Scenario, att: dict[int, int], dfd: dict[int, int], bf: int = 0) -> None:
    sc.attack_and_fight(att, dfd, bf)


def test_province_destroyed_only_when_force_exceeds_defense_plus_strength() -> None:
    """CR "Battle Resolution": "If the attacking army's Force was greater than the defending army's Force
    plus the Province Strength of the battlefield's Province, the Attacker also destroys the Province." """
    sc = _sc(ps=4)
    a = sc.play(0, personality("Attacker", f=6))
    d = sc.play(1, personality("Defender", f=2, clan="Crane"))
    in_prov = sc.s.players[1].provinces[0][0]
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.zone[d] == DYN_DISCARD
    assert sc.s.players[1].province_alive[0], "6 is not greater than 2 + 4"
    sc2 = _sc(ps=4)
    a = sc2.play(0, personality("Attacker", f=7))
    d = sc2.play(1, personality("Defender", f=2, clan="Crane"))
    in_prov = sc2.s.players[1].provinces[0][0]
    _fight(sc2, {a: 0}, {d: 0})
    p1 = sc2.s.players[1]
    assert not p1.province_alive[0] and p1.provinces[0] == []
    assert in_prov in p1.dyn_discard, "When a Province is destroyed, discard any cards in it"


def test_province_destroyed_takes_its_fortifications() -> None:
    """CR "Fortification": "They are discarded if the Province is destroyed." """
    from .scenario import holding
    sc = _sc(ps=2)
    wall = sc.play(1, holding("Wall", gold=0, keywords=("Fortification",)))
    sc.s.province_of[wall] = 0
    other_wall = sc.play(1, holding("Other Wall", gold=0, keywords=("Fortification",)))
    sc.s.province_of[other_wall] = 1
    a = sc.play(0, personality("Attacker", f=3))
    _fight(sc, {a: 0}, {})
    assert sc.s.zone[wall] == DYN_DISCARD and sc.s.zone[other_wall] == PLAY


def test_defender_wins_destroys_the_attacking_army() -> None:
    """CR "Battle Resolution": "If the Defender wins, he or she destroys all units in the attacking army."
    Plus 2 Honor per destroyed card."""
    sc = _sc()
    a = sc.play(0, personality("Attacker", f=2))
    sword = sc.attach(item("Sword", f=0), a)
    d = sc.play(1, personality("Defender", f=3, clan="Crane"))
    honor = sc.s.players[1].honor
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.dead[a] and sc.s.zone[sword] == FATE_DISCARD
    assert sc.s.zone[d] == PLAY and sc.s.players[1].province_alive[0]
    assert sc.s.players[1].honor == honor + 4, "2 Honor for each of the 2 cards"


def test_tie_with_units_on_both_sides_destroys_both_and_both_gain_honor() -> None:
    """CR "Battle Resolution": "If the battle is tied and there are one or more units on both sides of the
    battlefield, the Attacker and Defender each destroy all units in the enemy army." ... "If the battle was
    tied, each player gains Honor for destroying the other army." """
    sc = _sc()
    a = sc.play(0, personality("Attacker", f=3))
    sc.attach(follower("Men", f=0), a)
    d = sc.play(1, personality("Defender", f=3, clan="Crane"))
    h0, h1 = sc.s.players[0].honor, sc.s.players[1].honor
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[d] == DYN_DISCARD
    assert sc.s.players[0].honor == h0 + 2 and sc.s.players[1].honor == h1 + 4
    assert sc.s.players[1].province_alive[0]


def test_zero_force_tie_with_an_empty_side_has_no_outcome() -> None:
    """CR "Battle Resolution": "If the battle is tied on zero Force and either or both sides have no units,
    the battle has no outcome." """
    sc = _sc(ps=0)
    a = sc.play(0, personality("Weakling", f=0))
    _fight(sc, {a: 0}, {})
    assert sc.s.zone[a] == PLAY and sc.s.players[1].province_alive[0]


def test_attacker_wins_with_no_defenders_gains_no_honor() -> None:
    """CR "Battle Resolution": Honor is "twice the number of cards in the enemy army that were destroyed";
    CR "Honor gains and losses": a gain of 0 is no gain."""
    sc = _sc(ps=6)
    a = sc.play(0, personality("Attacker", f=2))
    h = sc.s.players[0].honor
    _fight(sc, {a: 0}, {})
    assert sc.s.players[0].honor == h and sc.s.players[1].province_alive[0]


def test_dishonorable_winners_are_rehonored_instead_of_gaining_honor() -> None:
    """CR "Rehonoring": "Before a player with one or more dishonorable Personalities in his or her army
    gains Honor from destroying enemy cards in battle resolution, all such dishonorable Personalities are
    rehonored, substituting for the Honor gain." """
    sc = _sc()
    shamed = sc.play(0, personality("Shamed", f=3), dishonored=True)
    proud = sc.play(0, personality("Proud", f=3))
    d = sc.play(1, personality("Defender", f=1, clan="Crane"))
    h = sc.s.players[0].honor
    _fight(sc, {shamed: 0, proud: 0}, {d: 0})
    assert sc.s.zone[d] == DYN_DISCARD
    assert not sc.s.dishonored[shamed] and sc.s.players[0].honor == h


def test_tied_battle_rehonors_before_destruction_instead_of_the_gain() -> None:
    """CR "Rehonoring": "In a tied battle, all dishonorable Personalities in an army are rehonored before
    being destroyed, in substitution for their army's leader's Honor gain" -- so no dishonorable-death
    loss either."""
    sc = _sc()
    shamed = sc.play(0, personality("Shamed", f=2, ph=3), dishonored=True)
    d = sc.play(1, personality("Defender", f=2, clan="Crane"))
    h0, h1 = sc.s.players[0].honor, sc.s.players[1].honor
    _fight(sc, {shamed: 0}, {d: 0})
    assert sc.s.zone[shamed] == DYN_DISCARD and not sc.s.dishonored[shamed]
    assert sc.s.players[0].honor == h0, "no gain (substituted) and no dishonorable-death loss"
    assert sc.s.players[1].honor == h1 + 2


def test_dishonorable_personality_destroyed_in_battle_costs_his_printed_personal_honor() -> None:
    """CR "Honorable and dishonorable": "After a dishonorable Personality is destroyed, the player who
    controlled him or her loses Honor equal to the Personality's printed Personal Honor." """
    sc = _sc()
    a = sc.play(0, personality("Attacker", f=4))
    d = sc.play(1, personality("Shamed Defender", f=1, ph=3, clan="Crane"), dishonored=True)
    h1 = sc.s.players[1].honor
    _fight(sc, {a: 0}, {d: 0})
    assert sc.s.players[1].honor == h1 - 3


def test_after_resolution_attackers_bow_and_go_home_defenders_stay_unbowed() -> None:
    """CR "After Resolution": "All attacking units at that battlefield bow, then return home ... Defending
    units stay at that battlefield, and return home only at the end of the Attack Phase. They do not
    bow." CR "Fight Battles": at the end, units still at battlefields return home."""
    sc = _sc(ps=10)
    a = sc.play(0, personality("Attacker", f=3))
    men = sc.attach(follower("Men", f=1), a)
    d = sc.play(1, personality("Defender", f=3, clan="Crane", keywords=("Samurai", "Resilient")))
    _fight(sc, {a: 0}, {d: 0})  # 4 vs 3: the Resilient defender survives
    s = sc.s
    assert s.zone[d] == PLAY
    assert s.location[a] == HOME and s.bowed[a] and s.bowed[men]
    assert s.location[d] == 0 and not s.bowed[d], "the defender stays at the battlefield, unbowed"
    sc.finish_attack()
    assert s.location[d] == HOME and not s.bowed[d]


def test_destroying_the_last_province_is_a_military_victory() -> None:
    """CR "Military loss/victory": "A player loses immediately when he or she has no Provinces remaining."
    """
    sc = _sc(ps=1)
    for i in (1, 2, 3):
        sc.s.players[1].province_alive[i] = False
        for c in list(sc.s.players[1].provinces[i]):
            sc._to_deck_bottom(c)
    a = sc.play(0, personality("Attacker", f=5))
    sc.goto("attack", active=0)
    sc.attack({a: 0}, {})
    sc.to_battle(0)
    sc.pass_round()
    sc.pass_round()
    r = sc.g.result
    assert r is not None and r.winners == (0,) and r.reason == "military"
    assert sc.pending is None


def test_recruit_during_battle_enters_the_army_at_the_battlefield_reserve() -> None:
    """CR "Recruit": "Personalities Recruited during a battle enter play in their controller's army at the
    current battlefield." (via Reserve)."""
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, gp=5)])
    from .scenario import holding
    a = sc.play(0, personality("Attacker", f=4))
    bank = sc.play(1, holding("Bank", gold=5))
    r = sc.province(1, 1, personality("Reservist", f=5, cost=2, clan="Crane", keywords=("Reserve",)))
    _ = sc
    sc.goto("attack", active=0)
    sc.attack({a: 0}, {})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose(f"reserve:{r}", f"gold:{bank}")
    assert sc.s.location[r] == 0
    sc.pass_round()
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[r] == PLAY
