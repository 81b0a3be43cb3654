"""An audit of the Comprehensive Rules from "Play of the Game" to the end (the turn sequence, battles, the special
wording rules and the glossary of game terms): each test quotes the CR wording it checks (section in the
docstring) and plays it through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import YOU, Ability, Static
from rokugan.ccg.state import HOME
from rokugan.ccg.statics import LobbyBonus
from rokugan.ccg.vocab import GainHonor

from .helpers import holding, personality
from .scenario import Scenario
from .test_ability_rules import _ab, _board


def test_a_lobby_bonus_on_another_player_counts_when_you_lobby(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Lobby Bonus": "When a player's Family Honor is checked during any Lobby action (the player's own, or
    another player's), it is considered to be higher by the amount of any Lobby Bonus in effect on the player."
    CR "Lobby": "If you have higher Family Honor than each other player, bow your target unbowed Personality with
    1 or more Personal Honor to take the Imperial Favor." """
    sc = Scenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    sc.play(0, personality("Lobbyist", f=1, c=1, ph=1))
    sc.honor(0, 12)
    sc.honor(1, 10)
    sc.goto("action", active=0)
    assert "lobby" in sc.ids()  # 12 against 10
    court = holding("Court of Favors", gold=0)
    declare(court, Static(YOU, LobbyBonus(5, "You are considered to have +5 Family Honor when Lobbying checks Honor.")))
    sc.play(1, court)
    sc.goto("action", active=0)
    assert "lobby" not in sc.ids()  # 12 against 10 + 5
    sc.honor(0, 16)
    sc.goto("action", active=0)
    assert "lobby" in sc.ids()  # 16 against 15


def _home_ability_board(declare) -> tuple[Scenario, int, int, int]:  # type: ignore[no-untyped-def]
    sc, me, foe = _board()
    sage = personality("Home Sage", f=1, c=1)
    declare(sage, Ability(("Battle",), (GainHonor(1),), keywords=("Home",)))
    s = sc.play(0, sage)
    return sc, me, foe, s


def test_a_home_ability_still_needs_presence(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Home keyword": "An ability with the Home keyword may be used during battle even if the card it is on is
    at home." CR "Rule of Presence": "To legally take an action during battle, a player must control one or more
    units at the current battlefield. Actions with the Absent keyword are an exception." (Home is an exception to
    the Rules of Location, not to the Rule of Presence.)"""
    sc, me, foe, sage = _home_ability_board(declare)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 1})  # the Crab army is at province 1 only
    sc.choose("battle:1")
    sc.pass_round()  # Engage
    sc.choose("pass")  # the Defender's first Battle action
    assert sc.who() == 0 and _ab(sc, sage) not in sc.ids()  # no units of his at province 2
    sc.choose("pass")
    sc.pass_round()
    if sc.kind() == "battle":
        sc.choose("battle:0")
    sc.pass_round()  # Engage at province 1
    sc.choose("pass")
    assert _ab(sc, sage) in sc.ids()  # presence at province 1; the Sage acts from home


def test_a_home_ability_may_be_used_at_the_current_battlefield_too(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Home keyword": "may be used during battle even if the card it is on is at home" (a permission: at the
    current battlefield it is used as any Battle ability). CR "Rules of Location": "To legally take an action from a
    card in a unit during battle, the unit must be at the current battlefield. Actions with the Home keyword are an
    exception." """
    sc, me, foe, sage = _home_ability_board(declare)
    sc.goto("attack", active=0)
    sc.attack({me: 0, sage: 0}, {foe: 0})
    sc.to_battle(0)
    sc.pass_round()  # Engage
    sc.choose("pass")
    assert sc.s.location[sage] == 0
    honor = sc.s.players[0].honor
    assert _ab(sc, sage) in sc.ids()
    sc.choose(_ab(sc, sage))
    assert sc.s.players[0].honor == honor + 1


def _switcher(declare) -> object:  # type: ignore[no-untyped-def]
    from rokugan.ability.words import SELF, Target, sel
    from rokugan.ccg.vocab import T0
    from rokugan.ccg.vocab_units_more import SwitchLocations
    sw = personality("Switching Sergeant", f=1, c=1)
    declare(sw, Ability(("Battle",), (Target(sel("personality", controller="you", any_location=True, other=True)),
                                      SwitchLocations(T0, SELF)), keywords=("Home",)))
    return sw


def test_no_second_battle_a_switch_into_a_battlefield_fails_both_ways(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "No Second Battle Rule": "A Personality who has already been in an attacking army during a battle resolution
    in the current Attack Phase will not move to a battlefield." CR "Switch": "When an effect switches the locations
    of two units, each one simultaneously moves to the location of the other. If one movement is negated, the other
    one is also negated." """
    sc, me, foe = _board()
    sw = sc.play(0, _switcher(declare))
    sc.goto("attack", active=0)
    sc.attack({me: 0, sw: 1}, {foe: 1})
    sc.choose("battle:0")
    sc.pass_round()
    sc.pass_round()  # province 1 resolves: me wins against nobody, bows and goes home
    assert sc.s.location[me] == HOME and me in sc.s.battle["been_attacking"]
    sc.choose("battle:1")
    sc.pass_round()  # Engage at province 2
    sc.choose("pass")  # the Defender
    sc.choose(_ab(sc, sw), f"t:{me}")
    assert sc.s.location[me] == HOME  # he will not move to a battlefield ...
    assert sc.s.location[sw] == 1  # ... so the Sergeant does not move home either


def test_switch_one_movement_prevented_prevents_the_other(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Switch": "If one movement is negated, the other one is also negated." (CR "Will not": a unit that "will not
    move".)"""
    sc, me, foe = _board()
    sw = sc.play(0, _switcher(declare))
    sc.goto("attack", active=0)
    sc.attack({sw: 0}, {foe: 0})
    sc.to_battle(0)
    sc.s.granted.append((me, "will_not_move", "turn"))  # an ongoing "this Personality will not move"
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, sw), f"t:{me}")
    assert sc.s.location[me] == HOME and sc.s.location[sw] == 0
    sc.s.granted.remove((me, "will_not_move", "turn"))
    sc.s.players[0].used = []
    sc.choose("pass")  # seat 1
    sc.choose(_ab(sc, sw), f"t:{me}")  # now both move
    assert sc.s.location[me] == 0 and sc.s.location[sw] == HOME


def test_overlaying_keeps_states_ongoing_effects_attachments_and_tokens() -> None:
    """CR "Experienced": "During the Dynasty Phase, a player may ... overlay him onto one of his or her Personalities
    in play with the same title but lower experience level. When overlaying, a player does not need to meet Honor
    Requirements or pay costs ... On overlaying, the new card keeps all states, ongoing effects, attachments, and
    tokens of the old card, and is considered to be the same card. Overlaying is not Recruiting." """
    import dataclasses

    from rokugan.ccg import primitives as P
    from rokugan.ccg import stats
    from rokugan.ccg.state import PLAY, REMOVED

    from .helpers import item
    sc = Scenario()
    sc.empty_provinces(0)
    sc.bow_stronghold(0)
    old = sc.play(0, personality("Hida Kisada", f=3, clan="Crab", keywords=("Samurai", "Unique")), bowed=True,
                  dishonored=True)
    spear = sc.attach(item("Spear"), old)
    sc.s.modifiers.append((old, "force", 1, "token:token", "bonus"))  # a +1F token
    sc.s.granted.append((old, "Tactician", "game"))  # "This Personality has Tactician until the end of the game"
    exp = sc.province(0, 0, personality("Hida Kisada - exp", f=5, cost=99, hr=99, ph=3, clan="Crab",
                                        keywords=("Samurai", "Unique")))
    sc.s.facts[exp] = dataclasses.replace(sc.s.facts[exp], experienced=1, base_title="Hida Kisada")
    sc.goto("dynasty", active=0)
    honor = sc.s.players[0].honor
    assert not any(i.startswith(f"recruit:{exp}") for i in sc.ids())  # Honor Requirement 99, cost 99
    sc.choose(f"overlay:{exp}:{old}")
    s = sc.s
    assert s.zone[exp] == PLAY and s.zone[old] == REMOVED
    assert s.bowed[exp] and s.dishonored[exp]  # states
    assert s.attached[exp] == (spear,)  # attachments
    assert stats.force(s, exp) == 5 + 1 + 1  # the Spear and the token
    assert P.kw(s, exp, "Tactician")  # the ongoing effect
    assert s.players[0].honor == honor  # not Recruiting: no Proclaim


def test_a_fortifications_abilities_only_at_its_own_provinces_battle(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Fortification": "During a battle, abilities on a Fortification can only be used if the Fortification is
    attached to the current battlefield's Province." """
    sc, me, foe = _board()
    wall = holding("Watchful Wall", gold=0, keywords=("Fortification",))
    declare(wall, Ability(("Battle",), (GainHonor(1),)))
    w = sc.play(1, wall)
    sc.s.province_of[w] = 1  # attached to the Defender's second Province
    other = sc.play(0, personality("Second Attacker", f=1, c=1))
    guard = sc.play(1, personality("Second Guard", f=1, c=1, clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({me: 0, other: 1}, {foe: 0, guard: 1})
    sc.choose("battle:0")
    sc.pass_round()  # Engage
    assert sc.who() == 1 and _ab(sc, w) not in sc.ids()  # the battle at province 1
    sc.choose("pass", "pass")  # the Combat Segment at province 1 ends; it resolves
    sc.choose("battle:1", "pass", "pass")  # the Engage Segment at province 2
    assert sc.s.battle["current"] == 1 and sc.who() == 1
    assert _ab(sc, w) in sc.ids()


def test_two_effects_allowing_a_second_use_do_not_allow_a_third(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Numbers of things": "Something that allows a "second" use of an ability in a turn, etc., only allows the
    second use of the ability that turn. Multiple effects that allow second uses do not allow the ability to be used
    three or more times." (Two copies of an Item saying "You may use rulebook Favor abilities two times per turn".)"""
    from rokugan.ccg.statics import ExtraUses

    from .helpers import item, strategy
    robe = item("Courtly Robe", f=0, keywords=())
    declare(robe, Static(YOU, ExtraUses(("favor", "favor_battle"), 1,
                                        "You may use rulebook Favor abilities two times per turn.")))
    sc, me, foe = _board()
    for _ in range(4):
        sc.hand(0, strategy("Spare Scroll", focus=0))
    sc.attach(robe, me)
    other = sc.play(0, personality("Second Courtier", f=1, c=1))
    sc.attach(robe, other)

    def use_favor() -> None:
        sc.s.favor = 0
        sc._touch()
        assert sc.who() == 0
        sc.choose("favor")
        sc.choose(sc.ids()[0])  # the discarded card
        sc.choose("pass")  # seat 1's turn to act

    sc.goto("action", active=0)
    use_favor()
    use_favor()  # the second use
    sc.s.favor = 0
    sc._touch()
    assert "favor" not in sc.ids()  # no third, however many such effects


def test_numbers_of_things_a_count_is_met_by_more_unless_exactly(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Numbers of things": "When something checks for the presence of "a [thing]" or "any [things]," the check is
    met by one of those things even if the player in question has more than one in play. ... Example: If you have four
    Shugenja in play you meet the conditions "If you control two Shugenja" and "If you control a Shugenja." If the
    presence of an exact number of things is being checked for, this will be noted by language such as "exactly two"."""
    from rokugan.ability.words import If, sel
    from rokugan.ccg.vocab import when

    from .helpers import strategy
    shugenja = sel("personality", controller="you", keyword="Shugenja")
    checks = {"a": when("control", shugenja, words="if you control a Shugenja"),
              "two": when("control", shugenja, 2, words="if you control two Shugenja"),
              "exactly two": when("control", shugenja, 2, True, words="if you control exactly two Shugenja")}
    sc, me, foe = _board()
    scrolls = {}
    for name, cond in checks.items():
        scroll = strategy(f"Scroll of {name}")
        declare(scroll, Ability(("Open",), (If(cond, (GainHonor(1),)),)))
        scrolls[name] = sc.hand(0, scroll)

    def met(name: str) -> bool:
        """(CR "Good Faith Rule": an action beginning with an unmet "If" is not offered.)"""
        sc.goto("action", active=0)
        return _ab(sc, scrolls[name]) in sc.ids()

    sc.play(0, personality("Shugenja One", f=1, c=1, keywords=("Shugenja",)))
    assert met("a") and not met("two") and not met("exactly two")
    sc.play(0, personality("Shugenja Two", f=1, c=1, keywords=("Shugenja",)))
    assert met("a") and met("two") and met("exactly two")
    for i in range(2):
        sc.play(0, personality(f"Shugenja {i + 3}", f=1, c=1, keywords=("Shugenja",)))
    assert met("a") and met("two")  # four Shugenja meet both
    assert not met("exactly two")
    before = sc.s.players[0].honor
    sc.choose(_ab(sc, scrolls["two"]))
    assert sc.s.players[0].honor == before + 1


def test_any_number_of_includes_zero(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Numbers of things": "The phrase "any number of" something includes zero. Example: "Bow any number of your
    Personalities" can be satisfied by bowing zero Personalities." """
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from .helpers import strategy
    sc = Scenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    rest = strategy("Rest and Pray")
    declare(rest, Ability(("Open",), (
        Target(sel("personality", controller="you", unbowed=True), count=(0, 9),
               words="bow any number of your Personalities"), Bow(T0), GainHonor(1))))
    r = sc.hand(0, rest)
    sc.goto("action", active=0)
    before = sc.s.players[0].honor
    assert _ab(sc, r) in sc.ids()  # no Personality at all: still satisfied
    sc.choose(_ab(sc, r))
    if sc.kind() == "target":
        sc.choose("done")
    assert sc.s.players[0].honor == before + 1


def test_a_samurai_and_a_courtier_are_two_different_cards(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Conjunctions": "The phrase "a [keyword 1] and a [keyword 2]" refers to two different cards, each with the
    relevant keyword. Example: "Bow a Samurai and a Courtier" is not fulfilled by bowing a single card with both
    Samurai and Courtier as keywords." """
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import T0, T1, Bow

    from .helpers import strategy
    sc = Scenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    both = sc.play(1, personality("Samurai Courtier", f=1, c=1, clan="Crane", keywords=("Samurai", "Courtier")))
    order = strategy("Bow Them Both")
    declare(order, Ability(("Open",), (
        Target(sel("personality", keyword="Samurai")), Target(sel("personality", keyword="Courtier"), "t1"),
        Bow(T0), Bow(T1))))
    o = sc.hand(0, order)
    sc.goto("action", active=0)
    assert _ab(sc, o) not in sc.ids()  # one card cannot be both targets
    courtier = sc.play(1, personality("Plain Courtier", f=1, c=1, clan="Crane", keywords=("Courtier",)))
    sc.goto("action", active=0)
    sc.choose(_ab(sc, o), f"t:{both}")
    assert f"t:{both}" not in sc.ids()
    sc.choose(f"t:{courtier}")
    assert sc.s.bowed[both] and sc.s.bowed[courtier]


def test_a_samurai_or_shugenja_may_be_one_card_with_both_keywords(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Conjunctions": "Effects that check for a condition phrased as "X or Y" are also satisfied if both X and Y
    are met. Example: ... "target a Samurai or Shugenja" could target one Personality with both keywords." And
    "Modifying words and phrases appearing before ... a phrase in the form of "a [modifier] X or Y" ... modify both
    things in that phrase": "a Shugenja or Monk without attachments" (neither may have attachments)."""
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from .helpers import item, strategy
    sc = Scenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    both = sc.play(1, personality("Samurai Shugenja", f=1, c=1, clan="Crane", keywords=("Samurai", "Shugenja")))
    monk = sc.play(1, personality("Armed Monk", f=1, c=1, clan="Crane", keywords=("Monk",)))
    sc.attach(item("Monk Staff"), monk)
    shugenja = sc.play(1, personality("Bare Shugenja", f=1, c=1, clan="Crane", keywords=("Shugenja",)))
    plain = sc.play(1, personality("Plain Bushi", f=1, c=1, clan="Crane", keywords=("Bushi",)))
    strike = strategy("Bow the Learned")
    declare(strike, Ability(("Open",), (Target(sel("personality", kw_or="Samurai or Shugenja")), Bow(T0))))
    quiet = strategy("Humble the Unarmed")
    declare(quiet, Ability(("Open",), (
        Target(sel("personality", kw_or="Shugenja or Monk", without_attachments=True)), Bow(T0))))
    s1 = sc.hand(0, strike)
    s2 = sc.hand(0, quiet)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, s1))
    assert f"t:{both}" in sc.ids() and f"t:{plain}" not in sc.ids()
    sc.choose(f"t:{both}")
    assert sc.s.bowed[both]
    sc.goto("action", active=0)
    sc.choose(_ab(sc, s2))
    assert f"t:{shugenja}" in sc.ids() and f"t:{monk}" not in sc.ids() and f"t:{plain}" not in sc.ids()


def test_a_challenge_that_may_be_refused_is_overridden_by_the_challengers_trait(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Refuse": "As with duel stat changes, apply refusal conditions from the text that created the duel first,
    followed by refusal conditions from other sources. Example: A duel whose creating card says it "may be refused"
    is overridden by a challenger with the trait "Challenges from Itto may not be refused"." """
    from rokugan.ability.words import SELF, Target, sel
    from rokugan.ccg.statics import Rule
    from rokugan.ccg.vocab import LOSER, T0, T1, Challenge, Destroy

    from .helpers import strategy
    sc, me, foe = _board()
    itto = personality("Itto Test", f=1, c=3)
    declare(itto, Static(SELF, Rule("challenges_not_refused", "Challenges from Itto may not be refused.")))
    i = sc.play(0, itto)
    duel = strategy("Polite Challenge")
    declare(duel, Ability(("Open",), (Target(sel("personality", controller="you")),
                                      Target(sel("personality", controller="enemy"), "t1"),
                                      Challenge(T0, T1, (Destroy(LOSER),), refusable=True))))
    c1 = sc.hand(0, duel)
    c2 = sc.hand(0, duel)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, c1), f"t:{me}", f"t:{foe}")
    assert sc.who() == 1 and sc.kind() == "yes_no" and "refuse" in sc.ids()  # the card's text: it may be refused
    sc.choose("refuse")
    sc.choose("pass")  # seat 1's action
    sc.choose(_ab(sc, c2), f"t:{i}", f"t:{foe}")
    assert sc.who() == 1 and sc.kind() == "focus"  # Itto's trait overrides: no refusal, the duel begins


def test_comparing_stats_without_naming_the_other_card(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Comparing stats": "If an action compares one stat to another without specifying one of the stats being
    compared, the card last referred to is meant. If there is no appropriate last reference, then the card the action
    is on is meant. Example 1: "Target a Samurai and a Personality opposing him with lower Chi" means "lower Chi than
    the targeted Samurai." Example 2: "Target an enemy Personality with lower Force" on a Follower checks the target's
    Force against the Force of the Follower itself." """
    from rokugan.ability.words import SELF, Target, sel
    from rokugan.ccg.vocab import T0, T1, Bow

    from .helpers import follower, strategy
    sc, me, foe = _board()  # me 2F/2C, foe 2F/2C
    weak = sc.play(1, personality("Weak Crane", f=1, c=1, clan="Crane"))
    sam = sc.play(0, personality("Wise Samurai", f=1, c=3, keywords=("Samurai",)))
    hound = follower("War Hound", f=2)
    declare(hound, Ability(("Battle",), (Target(sel("personality", controller="enemy", force_lt=SELF)), Bow(T0))))
    h = sc.attach(hound, me)
    stare = strategy("Stare Down")
    declare(stare, Ability(("Battle",), (
        Target(sel("personality", controller="you", keyword="Samurai")),
        Target(sel("personality", controller="enemy", chi_lt=T0), "t1"), Bow(T1))))
    st = sc.hand(0, stare)
    sc.goto("attack", active=0)
    sc.attack({me: 0, sam: 0}, {foe: 0, weak: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, h))  # the Follower's Force is 2: only the 1F Crane has lower Force
    assert f"t:{weak}" in sc.ids() and f"t:{foe}" not in sc.ids()
    sc.choose(f"t:{weak}")
    sc.choose("pass")
    sc.choose(_ab(sc, st), f"t:{sam}")  # lower Chi than the Samurai's 3: both Crane (2C and 1C)
    assert f"t:{foe}" in sc.ids() and f"t:{weak}" in sc.ids()


def test_an_attachments_this_personality_is_the_one_it_was_on_when_used(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "References": "Attachments with triggered traits or actions referring to "this Personality" refer to the
    Personality the card was attached to at the time when the trait was triggered or the action taken. ... Example: if
    you use an Item's ability "Limited: This Personality has Tactician until the end of the game" and later transfer
    the Item to another Personality, the original Personality still keeps Tactician, and the new one does not gain it
    until you use the ability again." """
    from rokugan.ability.words import HOST, SELF, sel
    from rokugan.ccg import primitives as P
    from rokugan.ccg.vocab import GrantKeyword
    from rokugan.ccg.vocab_units_more import Transfer

    from .helpers import item
    sc, me, foe = _board()
    banner = item("War Banner", f=0, keywords=())
    declare(banner, Ability(("Limited",), (GrantKeyword(HOST, "Tactician", "game"),)),
            Ability(("Limited",), (Transfer(SELF, sel("personality", controller="you")),)))
    b = sc.attach(banner, me)
    other = sc.play(0, personality("Second General", f=1, c=1))
    sc.goto("action", active=0)
    sc.choose(_ab(sc, b, 0), "pass")
    assert P.kw(sc.s, me, "Tactician")
    sc.choose(_ab(sc, b, 1))
    if sc.kind() == "target":
        sc.choose(f"to:{other}")
    assert sc.s.attached_to[b] == other
    assert P.kw(sc.s, me, "Tactician") and not P.kw(sc.s, other, "Tactician")
    sc.goto("action", active=0, turn=4)  # a later turn: the ability again
    sc.choose(_ab(sc, b, 0))
    assert P.kw(sc.s, other, "Tactician") and P.kw(sc.s, me, "Tactician")


def test_this_shugenja_is_the_personality_even_without_the_keyword(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "References": ""This" before a keyword (for example, "this Shugenja") refers to the Personality in the
    attachment's unit, even if the Personality has lost or otherwise does not have that keyword. Example: An effect
    on a Spell that says "Bow this Shugenja" still bows its Personality when he or she has lost the Shugenja
    keyword." """
    from rokugan.ability.words import HOST
    from rokugan.ccg.vocab import Bow

    from .helpers import card
    sc, me, foe = _board()
    shu = sc.play(0, personality("Tired Shugenja", f=1, c=2, keywords=("Shugenja",)))
    spell = card("Draining Prayer", "spell", gold_cost=0, focus=0)
    declare(spell, Ability(("Open",), (Bow(HOST), GainHonor(1))))  # "Bow this Shugenja and gain 1 Honor"
    sp = sc.attach(spell, shu)
    sc.auto_pass_interrupts = False
    sc.goto("action", active=0)
    before = sc.s.players[0].honor
    sc.choose(_ab(sc, sp))  # cast while he is a Shugenja (CR "Spell": only then may its abilities be used) ...
    assert sc.in_interrupt_round()
    sc.s.granted.append((shu, "-shugenja", "turn"))  # ... and he loses the keyword before it resolves
    while sc.in_interrupt_round():
        sc.choose("pass")
    assert sc.s.bowed[shu] and sc.s.players[0].honor == before + 1


def test_resilient_and_expendable_gained_or_lost_by_effects() -> None:
    """CR "Resilient": "once per game per card, the card is not destroyed by the rulebook effects of battle
    resolution ... A card that loses and then gains Resilient is still bound by the "once per game per card"
    restriction." CR "Expendable": "After a card with the Expendable keyword is destroyed, the player who controlled it
    draws a card. "Expendable" status is checked just before being destroyed." (Keywords an effect gives or takes away
    count like printed ones.)"""
    from rokugan.ccg.state import FATE_DECK, PLAY

    from .helpers import strategy
    sc, me, foe = _board()  # 2F against 2F
    big = sc.play(1, personality("Big Crane", f=5, c=2, clan="Crane", keywords=("Resilient",)))
    sc.s.granted.append((me, "Resilient", "turn"))  # given Resilient this turn
    sc.s.granted.append((me, "Expendable", "turn"))
    sc.s.players[0].fate_deck.insert(0, sc.s.new_card(strategy("Top Card", focus=0), 0, FATE_DECK))
    hand = len(sc.s.players[0].hand)
    sc.attack_and_fight({me: 0}, {big: 0})  # the Defender wins: the attacking army is destroyed
    assert sc.s.zone[me] == PLAY and sc.s.resilient_used[me]  # Resilient (given) saves him once
    assert len(sc.s.players[0].hand) == hand  # not destroyed: no Expendable draw
    sc.finish_attack()
    sc.s.granted = [g for g in sc.s.granted if g[0] != me] + [(me, "Resilient", "turn"), (me, "Expendable", "turn")]
    sc.s.bowed[me] = False
    sc.s.players[0].used = []
    sc.attack_and_fight({me: 0}, {big: 0})
    assert sc.s.zone[me] != PLAY  # once per game per card
    assert len(sc.s.players[0].hand) == hand + 1  # Expendable (given) when destroyed: a draw


def test_a_created_follower_ceases_to_exist_when_it_leaves_play(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Created cards": "Created attachments attach to a Personality as part of their creation effect. ... When a
    created card leaves play, it ceases to exist." (It does not go to a discard pile.)"""
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.state import PLAY, REMOVED
    from rokugan.ccg.vocab import T0, Destroy
    from rokugan.ccg.vocab_units import CreateFollower

    from .helpers import strategy
    sc, me, foe = _board()
    muster = strategy("Muster Test")
    declare(muster, Ability(("Open",), (Target(sel("personality", controller="you")), CreateFollower(T0, 1))))
    purge = strategy("Purge Test")
    declare(purge, Ability(("Open",), (Target(sel("follower")), Destroy(T0))))
    m = sc.hand(0, muster)
    p = sc.hand(1, purge)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, m), f"t:{me}")
    made = sc.s.attached[me][0]
    assert sc.s.zone[made] == PLAY and sc.s.facts[made].type == "follower"
    sc.choose(_ab(sc, p), f"t:{made}")
    assert sc.s.attached[me] == ()
    assert sc.s.zone[made] == REMOVED and made not in sc.s.players[0].fate_discard


def test_holdings_are_not_enemy_cards(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Enemy": "Referring to the player on the opposing side to the player of reference during a battle (also, the
    "enemy leader"), and to cards in units he or she controls. Cards not in units, such as Holdings or Terrains, are
    not "enemy cards."" ("Bow a target enemy card without attachments" may not bow a Holding.)"""
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import T0, Bow

    from .helpers import strategy
    sc, me, foe = _board()
    mine = sc.play(1, holding("Crane Mine", gold=2))
    sc.s.bowed[mine] = False
    chill = strategy("Chilling Glare")
    declare(chill, Ability(("Battle",), (Target(sel("card", controller="enemy", without_attachments=True)), Bow(T0))))
    c = sc.hand(0, chill)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, c))
    assert f"t:{foe}" in sc.ids() and f"t:{mine}" not in sc.ids()
    assert f"t:{sc.s.players[1].stronghold}" not in sc.ids()


def test_courage_discards_a_courage_card_to_change_a_fear_effect(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Courage": "All players have the following ability relevant to the Courage keyword: Repeatable Courage
    Interrupt: Discard a Courage card from your hand to give one of the action's Fear effects either +2 or -2
    strength." CR "Fear": "Fear X" is shorthand for "Target an enemy Follower or Personality without Followers and
    bow it if its Force is equal to or lower than X." """
    from rokugan.ccg.vocab import Attack

    from .helpers import strategy
    sc, me, foe = _board()
    big = sc.play(1, personality("Stout Crane", f=3, c=2, clan="Crane"))
    howl = strategy("Howl Test")
    declare(howl, Ability(("Battle",), (Attack("fear", 2),)))
    howl2 = strategy("Great Howl Test")
    declare(howl2, Ability(("Battle",), (Attack("fear", 4),)))
    brave = strategy("Brave Heart", keywords=("Courage",))
    h1 = sc.hand(0, howl)
    h2 = sc.hand(0, howl2)
    mine = sc.hand(0, brave)
    theirs = sc.hand(1, brave)
    sc.auto_pass_interrupts = False
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {foe: 0, big: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")  # the Defender
    sc.choose(_ab(sc, h1))  # Fear 2 ...
    assert sc.in_interrupt_round() and sc.who() == 0
    assert f"courage:{mine}:2" in sc.ids() and f"courage:{mine}:-2" in sc.ids()
    sc.choose(f"courage:{mine}:2")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")  # ... against 3 Force
    if sc.in_interrupt_round():
        sc.pass_interrupts()
    assert sc.s.bowed[big] and sc.s.zone[mine] != 2  # Fear 4 now; the Courage card is discarded
    sc.s.bowed[big] = False
    sc._touch()
    sc.choose("pass")  # the Defender's Battle action
    sc.choose(_ab(sc, h2))  # Fear 4 ...
    sc.choose("pass")  # the active player has no Interrupt left
    assert sc.who() == 1 and f"courage:{theirs}:-2" in sc.ids()
    sc.choose(f"courage:{theirs}:-2")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")  # ... against 3 Force
    if sc.in_interrupt_round():
        sc.pass_interrupts()
    assert not sc.s.bowed[big]  # Fear 2


def test_investing_permanently_raises_the_gold_cost(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Invest": "This is a trait that starts with "Invest" and a Gold cost ... a player may permanently increase
    the card's Gold Cost by the additional cost in its Invest trait, once, to get an additional effect after it
    enters play (for example, "Gain 1 Honor" ...)." """
    from rokugan.ccg import stats
    from rokugan.ccg.vocab_units import invest

    sc, me, foe = _board()
    patron = personality("Investing Patron", f=1, c=1, cost=3, hr=None, ph=0, clan="Crab")
    declare(patron, invest(2, GainHonor(1)))
    c = sc.province(0, 0, patron)
    sc.goto("dynasty", active=0)
    honor = sc.s.players[0].honor
    sc.choose(f"recruit:{c}")
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    sc.choose("yes")  # Invest
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert sc.s.players[0].honor == honor + 1
    assert stats.gold_cost(sc.s, c) == 3 + 2


def test_two_different_locations_include_the_current_battlefield() -> None:
    """CR "Rules of Location": "When phrases such as "at two different locations" create an exception to the Rule of
    Location, the Rule should be followed as much as possible. In that case, "two different locations" should include
    the current battlefield and one other location." (Sudden Movement: "Target two Personalities controlled by the
    same player at different locations. Switch their locations.")"""
    from .cards.harness import real
    sc, me, foe = _board()
    far = sc.play(0, personality("Far Attacker", f=1, c=1))
    home = sc.play(0, personality("Home Guard", f=1, c=1))
    card = sc.hand(0, real("Sudden Movement"))
    sc.goto("attack", active=0)
    sc.attack({me: 0, far: 1}, {foe: 0})
    sc.choose("battle:0")
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, card))
    assert f"t:{me}" in sc.ids() and f"t:{foe}" in sc.ids()
    assert f"t:{far}" not in sc.ids() and f"t:{home}" not in sc.ids()  # neither is at the current battlefield
    sc.choose(f"t:{me}")
    assert f"t:{far}" in sc.ids() and f"t:{home}" in sc.ids()  # the other one may be anywhere else
    sc.choose(f"t:{home}")
    assert sc.s.location[home] == 0 and sc.s.location[me] == HOME


def test_while_he_remains_bowed(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Remain": "A duration that lasts while something "remains" in a given state starts only if the thing is in
    that state at the time the duration begin, and ends whenever the thing is no longer in that state. Example: "Open:
    Bow your Personality. While he remains bowed, you gain 1 Honor before your turn ends." If the bowing is prevented,
    the effect does not happen, even if he bows later. If he straightens, the effect ends and does not resume if he
    bows. The effect also can last beyond the normal end-of-turn duration so long as he is bowed that whole time." """
    from rokugan.ability.words import SELF, If, Target, To, sel
    from rokugan.ccg.vocab import T0, Bow, GrantKeyword, when
    from rokugan.ccg.vocab_ee2 import OngoingPart

    from .helpers import strategy
    mark = "remains_bowed_honor"
    monk = personality("Meditating Monk", f=1, c=1)
    # the ongoing part of the Vigil's effect ("you gain 1 Honor before your turn ends"), kept with the Personality
    declare(monk, OngoingPart(when("turn_ending"), (If(when("marked", SELF, mark), (
        If(when("your_turn"), (GainHonor(1),)),)),)))
    vigil = strategy("Vigil Test")
    declare(vigil, Ability(("Open",), (Target(sel("personality", controller="you")),
                                       To((Bow(T0),), (GrantKeyword(T0, mark, "while_bowed"),)))))
    sc = Scenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    m = sc.play(0, monk)
    sc.s.granted.append((m, "will_not_bow", "turn"))  # this turn his bowing is prevented
    v1 = sc.hand(0, vigil)
    v2 = sc.hand(0, vigil)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, v1), f"t:{m}")
    assert not sc.s.bowed[m]
    sc.s.granted.remove((m, "will_not_bow", "turn"))
    sc.s.bowed[m] = True  # he bows later some other way: the effect still does not happen
    sc._touch()
    honor = sc.s.players[0].honor
    sc.goto("end", active=0)
    while sc.pending is not None and sc.s.active == 0:
        sc.choose(sc.ids()[0])
    assert sc.s.players[0].honor == honor
    sc.s.bowed[m] = False
    sc.goto("action", active=0, turn=5)
    sc.choose(_ab(sc, v2), f"t:{m}")
    assert sc.s.bowed[m]
    for turn in (5, 7):  # beyond the end of the turn, while he stays bowed
        honor = sc.s.players[0].honor
        sc.goto("end", active=0, turn=turn)
        while sc.pending is not None and sc.s.active == 0:
            sc.choose(sc.ids()[0])
        assert sc.s.players[0].honor == honor + 1
    from rokugan.ccg import primitives as P
    P.straighten(sc.s, m)  # he straightens: the effect ends ...
    P.bow(sc.s, m)  # ... and does not resume when he bows again
    honor = sc.s.players[0].honor
    sc.goto("end", active=0, turn=9)
    while sc.pending is not None and sc.s.active == 0:
        sc.choose(sc.ids()[0])
    assert sc.s.players[0].honor == honor


def test_interrupts_during_a_battle_follow_the_rule_of_presence(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Actions in Battle": "All actions taken during a battle – Battle actions, Engage actions, or even Interrupts
    during a battle — follow the additional rules of Presence and Location. (The rules of Presence and Location apply
    to all action types, including Interrupt and Engage)." CR "Rule of Presence": "To legally take an action during
    battle, a player must control one or more units at the current battlefield." """
    from .helpers import strategy
    sc, me, foe = _board()
    rally = strategy("Rally Test")
    declare(rally, Ability(("Battle",), (GainHonor(1),)))
    quick = strategy("Quick Retort")
    declare(quick, Ability(("Interrupt",), (GainHonor(1),)))
    absent = strategy("Distant Retort")
    declare(absent, Ability(("Interrupt",), (GainHonor(1),), keywords=("Absent",)))
    r1 = sc.hand(0, rally)
    r2 = sc.hand(0, rally)
    q = sc.hand(1, quick)
    a = sc.hand(1, absent)
    second = sc.play(0, personality("Second Rank", f=1, c=1))
    sc.auto_pass_interrupts = False
    sc.goto("attack", active=0)
    sc.attack({me: 0, second: 1}, {foe: 1})  # nobody defends province 1
    sc.choose("battle:0")
    sc.pass_round()  # Engage
    sc.choose("pass")  # the Defender (no units here)
    sc.choose(_ab(sc, r1))
    sc.choose("pass")  # the active player's Interrupt opportunity
    assert sc.who() == 1 and _ab(sc, q) not in sc.ids()  # no units at this battlefield
    assert _ab(sc, a) in sc.ids()  # Absent is the exception
    sc.choose("pass")
    sc.choose("pass", "pass")  # the Combat Segment ends; province 1 resolves
    sc.choose("battle:1")
    sc.choose("pass", "pass")  # Engage at province 2
    sc.choose("pass")  # the Defender
    sc.choose(_ab(sc, r2))
    sc.choose("pass")
    assert sc.who() == 1 and _ab(sc, q) in sc.ids()  # the Defender has a unit here


def test_discard_the_favor_to_draw_needs_the_favor_when_it_resolves(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Imperial Favor": ""Discard the Imperial Favor to …" may be required as part of an effect sequence; in this
    case, discarding the Favor can happen only if you control it." CR "Rulebook Favor Limited": "Favor Political
    Limited: Discard the Imperial Favor and a Fate card to draw a card." (An Interrupt took the Favor away.)"""
    from rokugan.ccg.vocab import TakeFavor

    from .helpers import strategy
    sc, me, foe = _board()
    snatch = strategy("Snatch the Favor")
    declare(snatch, Ability(("Interrupt",), (TakeFavor(),)))
    sn = sc.hand(1, snatch)
    spare = sc.hand(0, strategy("Spare Scroll", focus=0))
    sc.s.players[0].fate_deck.insert(0, sc.s.new_card(strategy("Top Scroll", focus=0), 0, 1))
    sc.s.favor = 0
    sc.auto_pass_interrupts = False
    sc.goto("action", active=0)
    sc.choose("favor")
    sc.choose("pass")  # the active player's Interrupt opportunity
    sc.choose(_ab(sc, sn))  # the other player takes the Favor first
    sc.pass_interrupts()
    if sc.kind() == "target":
        sc.choose(f"sel:{spare}")
    assert sc.s.favor == 1
    assert spare in sc.s.players[0].fate_discard and sc.s.players[0].hand == []  # discarded, nothing drawn


def test_seppuku_cannot_be_negated_by_will_not_be_destroyed(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Seppuku": "If an effect directs a Personality to commit seppuku, apply the following effects: "Rehonor the
    Personality, then destroy him; these effects cannot be negated."" CR "Prevention": "The various terms used to
    indicate prevention are interchangeable ... An effect that "will not be negated" also causes "does not" and
    "cannot" prevention effects to fail." (So "This Personality will not be destroyed" does not save him.)"""
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import T0
    from rokugan.ccg.vocab_ee2 import CommitSeppuku

    from .helpers import strategy
    sc, me, foe = _board()
    shamed = sc.play(0, personality("Shamed Samurai", f=1, c=1, ph=3), dishonored=True)
    sc.s.granted.append((shamed, "will_not_destroyed", "turn"))
    atone = strategy("Atonement Test")
    declare(atone, Ability(("Open",), (Target(sel("personality", controller="you", dishonorable=True)),
                                       CommitSeppuku(T0))))
    a = sc.hand(0, atone)
    honor = sc.s.players[0].honor
    sc.goto("action", active=0)
    sc.choose(_ab(sc, a), f"t:{shamed}")
    assert sc.s.dead[shamed] and not sc.s.dishonored[shamed]  # rehonored, then destroyed
    assert sc.s.players[0].honor == honor  # an honorable death: no Honor lost


def test_a_duelist_leaving_play_stops_the_remaining_focus_effects(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Challenge": "If a Personality involved in a challenge or duel leaves play during it, the challenge or duel
    ends immediately without resolution. In particular, Focus Effects that have not yet resolved at that point do not
    resolve at all." CR "Duel" 4: "Any traits on focused cards with the special trigger "As a Focus Effect:" resolve.
    The player whose turn it is chooses the order." """
    from rokugan.ability.words import Target, sel
    from rokugan.ccg.vocab import LOSER, OTHER_DUELIST, T0, T1, Challenge, Destroy, focus_effect

    from .helpers import strategy
    sc, me, foe = _board()
    strike = strategy("Deadly Strike", focus=1)
    declare(strike, focus_effect(Destroy(OTHER_DUELIST)))
    boon = strategy("Boon of Heaven", focus=1)
    declare(boon, focus_effect(GainHonor(3)))
    duel = strategy("Duel Test")
    declare(duel, Ability(("Open",), (Target(sel("personality", controller="you")),
                                      Target(sel("personality", controller="enemy"), "t1"),
                                      Challenge(T0, T1, (Destroy(LOSER),)))))
    d = sc.hand(0, duel)
    s1 = sc.hand(0, strike)
    b1 = sc.hand(1, boon)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, d), f"t:{me}", f"t:{foe}")
    sc.choose(f"focus:{b1}")  # the challenged player focuses first
    sc.choose(f"focus:{s1}")
    sc.choose("strike")
    assert sc.kind() == "order" and sc.who() == 0  # the player whose turn it is orders the Focus Effects
    first = next(o.id for o in sc.pending.options if o.payload["card"] == s1)
    honor = sc.s.players[1].honor
    sc.choose(first)  # the Deadly Strike destroys the other Personality first
    assert sc.s.dead[foe]
    assert sc.s.players[1].honor == honor  # the Boon never resolves
    assert sc.s.duel is None and not sc.s.last_duel["resolved"]  # the duel ends without resolution


def test_no_other_player_interrupts_an_unstoppable_action(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Unstoppable": "The Unstoppable keyword on an action means that other players cannot take Interrupts to
    that action (but the action's own player can)." """
    from .helpers import strategy
    sc, me, foe = _board()
    rush = strategy("Unstoppable Rush")
    declare(rush, Ability(("Open",), (GainHonor(1),), keywords=("Unstoppable",)))
    plain = strategy("Plain Rush")
    declare(plain, Ability(("Open",), (GainHonor(1),)))
    retort = strategy("Retort Test")
    declare(retort, Ability(("Interrupt",), (GainHonor(1),)))
    r = sc.hand(0, rush)
    p = sc.hand(0, plain)
    mine = sc.hand(0, retort)
    theirs = sc.hand(1, retort)
    sc.auto_pass_interrupts = False
    sc.goto("action", active=0)
    sc.choose(_ab(sc, r))
    assert sc.who() == 0 and _ab(sc, mine) in sc.ids()  # its own player may
    sc.choose("pass")
    assert sc.who() == 1 and _ab(sc, theirs) not in sc.ids()  # the other player may not
    sc.choose("pass")
    sc.choose("pass")  # seat 1's Open action
    sc.choose(_ab(sc, p), "pass")
    assert sc.who() == 1 and _ab(sc, theirs) in sc.ids()  # an ordinary action may be interrupted


def test_a_searched_for_card_whose_effect_fails_is_discarded(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Search": "After a player searches a deck, he or she must reshuffle it after taking any card(s) searched
    for. ... If the effect directs the player to do something with the searched-for card (for example, Equip or play
    it) and that effect fails, discard the card." (A second Weapon will not attach to a non-Kensai.)"""
    from rokugan.ability.words import Ref, Target, sel
    from rokugan.ccg.vocab import T0
    from rokugan.ccg.vocab_units import AttachCard, SearchDeck

    from .helpers import item, strategy
    found = Ref("found", "it", "it")
    sc, me, foe = _board()
    sc.attach(item("First Blade"), me)
    quest = strategy("Quest for a Blade")
    declare(quest, Ability(("Open",), (
        Target(sel("personality", controller="you")),
        SearchDeck(sel("item", controller="you", zone="deck"), "search your Fate deck for an Item"),
        AttachCard(found, T0))))
    q = sc.hand(0, quest)
    blade = sc.s.new_card(item("Second Blade"), 0, 1)
    sc.s.players[0].fate_deck.append(blade)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, q), f"t:{me}")
    sc.choose(f"find:{blade}")
    assert blade in sc.s.players[0].fate_discard and blade not in sc.s.players[0].fate_deck
    assert sc.s.attached_to[blade] == -1


def test_an_effect_until_the_end_of_the_phase_ends_with_the_attack_phase(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Fight Battles": "Once the last battle has ended, the Attack Phase ends." CR "Ongoing": effects "last until a
    certain point in the game" ("+2F until the end of the phase" given in a battle is gone in the Dynasty Phase)."""
    from rokugan.ability.words import Target, sel
    from rokugan.ccg import stats
    from rokugan.ccg.vocab import T0, Give

    from .helpers import strategy
    sc, me, foe = _board()
    surge = strategy("Phase Surge")
    declare(surge, Ability(("Battle",), (Target(sel("personality", controller="you")), Give(T0, 2, duration="phase"))))
    c = sc.hand(0, surge)
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {})
    sc.to_battle(0)
    sc.pass_round()
    sc.choose("pass")
    sc.choose(_ab(sc, c), f"t:{me}")
    assert stats.force(sc.s, me) == 4
    sc.finish_attack()
    assert sc.s.phase == "dynasty" and stats.force(sc.s, me) == 2


def test_an_experienced_com_personality_is_not_overlaid_by_a_higher_level() -> None:
    """CR "Experienced": "Some cards released in the Coils of Madness expansion have the "Experienced CoM" keyword.
    These may overlay a non-Experienced version as usual, but may not be overlaid by a higher level version." """
    import dataclasses

    sc = Scenario()
    sc.empty_provinces(0)
    old = sc.play(0, personality("Bayushi Test", f=2, clan="Crab", keywords=("Samurai", "Unique")))
    com = sc.province(0, 0, personality("Bayushi Test - expCoM", f=3, cost=99, hr=99, clan="Crab",
                                        keywords=("Samurai", "Unique", "ExperiencedCoM")))
    sc.s.facts[com] = dataclasses.replace(sc.s.facts[com], experienced=1, base_title="Bayushi Test",
                                          extra={"experience_tag": "CoM"})
    two = sc.province(0, 1, personality("Bayushi Test - exp2", f=4, cost=99, hr=99, clan="Crab",
                                        keywords=("Samurai", "Unique")))
    sc.s.facts[two] = dataclasses.replace(sc.s.facts[two], experienced=2, base_title="Bayushi Test")
    sc.goto("dynasty", active=0)
    assert f"overlay:{com}:{old}" in sc.ids()  # CoM overlays the non-Experienced version as usual
    sc.choose(f"overlay:{com}:{old}")
    assert f"overlay:{two}:{com}" not in sc.ids()  # but no higher level overlays the CoM version
