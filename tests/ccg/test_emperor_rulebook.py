"""The Emperor Edition rule set, second part: rules of the Emperor Edition rulebook (`../shared/seeds/000_...`,
cited by its headings) that test_emperor.py does not cover, each test built from the rulebook's wording and, where
it has one, its worked example. Rules worded the same in both rulebooks are checked here under `ruleset="emperor"`
too, since the Emperor rule set must follow seed 000's numbers."""

from __future__ import annotations

import dataclasses

import pytest

from rokugan.catalog import cards as T
from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg import stats
from rokugan.ccg.state import DYN_DISCARD, FATE_DISCARD, HOME, PLAY, REMOVED

from .scenario import Scenario, card, follower, holding, item, personality, strategy

CAT = Catalog.builtin()


def _ee(**kw: object) -> Scenario:
    return Scenario(ruleset="emperor", **kw)  # type: ignore[arg-type]


def _to_combat(sc: Scenario, att: dict[int, int], dfd: dict[int, int], bf: int = 0) -> None:
    """Seat 0 attacks; past the Maneuvers to the battle at bf, answering no Reaction and no Naval Invasion."""
    sc.goto("attack", active=0)
    sc.attack(att, dfd)
    sc.to_battle(bf)
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")


# ------------------------------------------------------------------------------ Experienced (Rules Glossary)
def test_an_experienced_personality_overlays_under_the_emperor_rules() -> None:
    """EE "Experienced": "During the Dynasty Phase, you may bring an Experienced Personality into play normally, or
    you may overlay him onto one of your Personalities in play with the same title but lower experience level. When
    you overlay, you do not need to meet Honor Requirements or pay costs of entering play ... the new card keeps all
    states, ongoing effects, attachments, and tokens of the old card"."""
    sc = _ee()
    sc.bow_stronghold(0)
    old = sc.play(0, personality("Hida Kisada", f=3, clan="Crab", keywords=("Samurai", "Unique")), bowed=True)
    spear = sc.attach(item("Spear"), old)
    exp = sc.province(0, 0, personality("Hida Kisada - exp", f=5, cost=99, hr=99, ph=3, clan="Crab",
                                        keywords=("Samurai", "Unique")))
    sc.s.facts[exp] = dataclasses.replace(sc.s.facts[exp], experienced=1, base_title="Hida Kisada")
    sc.goto("dynasty", active=0)
    honor = sc.s.players[0].honor
    assert not any(i.startswith(f"recruit:{exp}") for i in sc.ids())  # Honor Requirement 99, cost 99
    sc.choose(f"overlay:{exp}:{old}")
    s = sc.s
    assert s.zone[exp] == PLAY and s.zone[old] == REMOVED and s.bowed[exp]
    assert s.attached[exp] == (spear,) and stats.force(s, exp) == 5 + 1
    assert s.players[0].honor == honor  # overlaying is not bringing into play: no Proclaim


# ------------------------------------------------------------------------------ Personality: Chi death
def test_chi_death_will_not_be_negated_under_the_emperor_rules() -> None:
    """EE "Personality": "Special Rule: If a Personality's Chi is ever zero, destroy him immediately. This destruction
    will not be negated." ("What's New": "Death from 0 Chi will not be negated except by effects that specifically
    negate Chi death.") CR "Chi Death Rule": "only continuous effects work against Chi death (for example, 'This
    Personality will not be destroyed.')" - he stays, and the game goes on."""
    for ruleset, dies in (("emperor", True), ("ivory", False)):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, personality("Frail Samurai", c=1, clan="Crab"))
        sc.s.granted.append((a, "will_not_destroyed", "turn"))  # "This Personality will not be destroyed"
        sc.goto("action", active=0)
        sc.s.modifiers.append((a, "chi", -1, "turn", "bonus"))
        sc._touch()
        sc.choose("pass")
        assert (sc.s.zone[a] == DYN_DISCARD and sc.s.dead[a]) == dies, ruleset
        assert sc.s.zone[a] == (DYN_DISCARD if dies else PLAY) and sc.pending is not None


def test_seppuku_will_not_be_negated() -> None:
    """EE "Seppuku": "If an effect directs a Personality to commit seppuku, apply the following effects: "Rehonor the
    Personality, then destroy him; these effects will not be negated."" - ordered with EE "Order Seppuku"."""
    sc = _ee()
    a = sc.play(0, personality("Shamed Samurai", ph=2, clan="Crab"), dishonored=True)
    sc.s.granted.append((a, "will_not_destroyed", "turn"))
    honor = sc.s.players[0].honor
    sc.goto("action", active=0)
    sc.choose(f"seppuku:{a}")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.dead[a] and not sc.s.dishonored[a]
    assert sc.s.players[0].honor == honor  # rehonored first: no Honor lost for a dishonorable death


# ------------------------------------------------------------------------------ Follower, Equip
def test_a_follower_attaches_only_to_a_personality_with_personal_honor_at_least_its_honor_requirement() -> None:
    """EE "Follower": "They also have an Honor Requirement, the leftmost icon in the middle, which is the minimum
    Personal Honor a Personality must have to attach that Follower." EE "Equip": "Limited: Any number of times per
    turn, choose your performing Personality and target an attachment card in your hand: Attach it to him, paying all
    costs." A dishonorable Personality's Personal Honor has a maximum of zero. (The CR's Followers have none.)"""
    import dataclasses as dc
    for ruleset in ("emperor", "ivory"):
        sc = Scenario(ruleset=ruleset)
        low = sc.play(0, personality("Humble Crab", ph=1, clan="Crab"))
        high = sc.play(0, personality("Noble Crab", ph=2, clan="Crab"))
        shamed = sc.play(0, personality("Shamed Crab", ph=3, clan="Crab"), dishonored=True)
        elite = follower("Elite Guard", f=2, cost=0)
        guard = sc.hand(0, dc.replace(elite, honor_requirement=2))
        sc.goto("action", active=0)
        sc.choose(f"equip:{guard}")
        hosts = {i for i in sc.ids() if i.startswith("sel:")}
        if ruleset == "emperor":
            assert hosts == {f"sel:{high}"}, hosts
        else:
            assert hosts == {f"sel:{low}", f"sel:{high}", f"sel:{shamed}"}


# ------------------------------------------------------------------------------ Resolution Segment
def test_battle_won_two_honor_per_card_and_the_province_only_when_force_exceeds_force_plus_strength() -> None:
    """EE "Resolution Segment": "If the Attacker wins, he or she destroys all units in the defending army. If the
    attacking army's Force was greater than the defending army's Force plus the Province Strength of the
    battlefield's province, the Attacker also destroys the province." "The winner of a battle also gains Honor
    equal to twice the number of cards in the enemy army that were destroyed by resolution." "When a province is
    destroyed, discard any cards in it, and any Regions attached to it." """
    for force, destroyed in ((9, False), (10, True)):  # Province Strength 6 + defending Force 3 = 9
        sc = _ee()
        region = sc.province(1, 0, card("Coastal Plain", T.REGION), face_up=False)
        sc.goto("start", active=1)  # the Defender's Events Phase attaches the Region
        assert sc.s.zone[region] == PLAY and sc.s.province_of[region] == 0
        in_province = sc.s.players[1].provinces[0][0]
        a = sc.play(0, personality("Crab Host", f=force - 1, clan="Crab"))
        sc.attach(follower("Ashigaru", f=1), a)
        d = sc.play(1, personality("Crane Guard", f=2, clan="Crane"))
        sc.attach(follower("Crane Archers", f=1), d)
        sc.attach(item("Crane Fan", f=0), d)
        honor = sc.s.players[0].honor
        _to_combat(sc, {a: 0}, {d: 0})
        sc.pass_round()
        s = sc.s
        assert s.dead[d] and s.zone[d] == DYN_DISCARD
        assert s.players[0].honor == honor + 2 * 3  # the Personality, his Follower and his Item
        assert s.players[1].province_alive[0] is not destroyed
        if destroyed:
            assert s.zone[region] == DYN_DISCARD and region not in s.players[1].home
            assert s.zone[in_province] == DYN_DISCARD
        else:
            assert s.zone[region] == PLAY


def test_a_dishonorable_army_is_rehonored_instead_of_gaining_and_a_tie_gives_its_leader_nothing() -> None:
    """EE "Dishonor": "Before a player with one or more dishonorable Personalities in his or her army gains Honor from
    destroying enemy cards in battle resolution" they are rehonored instead. "In a tied battle, all dishonorable
    Personalities in an army are rehonored before being destroyed, and their army's leader gains no Honor." EE
    "Resolution Segment": in a tie "each player gains Honor equal to the number of cards in the enemy army they
    destroyed"; a dishonorable Personality destroyed costs his controller his base Personal Honor - but not when
    he was rehonored first."""
    sc = _ee()
    a = sc.play(0, personality("Shamed Crab", f=3, ph=2, clan="Crab"), dishonored=True)
    d = sc.play(1, personality("Crane Two", f=2, clan="Crane"))
    sc.attach(follower("Crane Spearmen", f=1), d)
    h0, h1 = sc.s.players[0].honor, sc.s.players[1].honor
    _to_combat(sc, {a: 0}, {d: 0})
    sc.pass_round()
    s = sc.s
    assert s.zone[a] == DYN_DISCARD and s.zone[d] == DYN_DISCARD and not s.dishonored[a]
    assert (s.players[0].honor, s.players[1].honor) == (h0, h1 + 1)  # tie 3-3: one card destroyed by the Crane
    sc = _ee()
    a = sc.play(0, personality("Shamed Crab", f=5, clan="Crab"), dishonored=True)
    d = sc.play(1, personality("Crane Two", f=2, clan="Crane"))
    h0 = sc.s.players[0].honor
    _to_combat(sc, {a: 0}, {d: 0})
    sc.pass_round()
    assert sc.s.zone[d] == DYN_DISCARD and not sc.s.dishonored[a] and sc.s.players[0].honor == h0


def test_destroying_a_dishonorable_personality_costs_his_base_personal_honor() -> None:
    """EE "Dishonor": "A dishonorable Personality's Personal Honor has a maximum of zero. After a Personality is
    destroyed while dishonorable, the player who last controlled him loses Honor equal to the Personality's base
    Personal Honor." """
    sc = _ee()
    a = sc.play(0, personality("Shamed Crab", f=1, ph=3, clan="Crab"), dishonored=True)
    d = sc.play(1, personality("Crane Five", f=5, clan="Crane"))
    assert stats.stat(sc.s, a, "personal_honor") == 0
    h0 = sc.s.players[0].honor
    _to_combat(sc, {a: 0}, {d: 0})
    sc.pass_round()
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.dishonored[a] and sc.s.players[0].honor == h0 - 3


# ------------------------------------------------------------------------------ 2. Events Phase
def test_a_celestial_revealed_outside_the_events_phase_enters_play_at_once() -> None:
    """EE "2. Events Phase": "If it is a Celestial, discard any other Celestials you control, then put it into play in
    your home. Celestials enter play any time they are revealed in a province, not just the Events Phase." Here
    'Border Keep' refills a province face-up in the Action Phase."""
    sc = _ee()
    keep = sc.play(0, CAT.get("border-keep"))
    old = sc.play(0, card("Old Guidance", T.CELESTIAL))
    sc.empty_provinces(0)
    p = sc.s.players[0]
    new = sc.s.new_card(card("New Guidance", T.CELESTIAL), 0, 0)
    p.dyn_deck.insert(0, new)
    event = sc.s.new_card(card("Quiet Festival", T.EVENT), 0, 0)
    p.dyn_deck.insert(1, event)
    sc._touch()
    ruin = p.provinces[0][0]
    sc.goto("action", active=0, first_turn=True)
    sc.choose(f"ab:{keep}:a:0")
    while sc.kind() != "cycle":
        sc.choose("pass")
    sc.choose(f"cycle:{ruin}", "done")
    s = sc.s
    assert s.zone[new] == PLAY and new in p.home and s.zone[old] != PLAY
    # the province refilled again (with the Event, face down; Events only resolve in the Events Phase)
    assert p.provinces[0] == [event] and s.zone[event] != DYN_DISCARD


# ------------------------------------------------------------------------------ Proclaim
def test_proclaim_with_clan_allegiance_pays_two_more_and_gains_base_personal_honor() -> None:
    """EE "Proclaim": "Proclaim may be combined with Clan allegiance, paying 2 more Gold than normal to both ignore
    Honor Requirement and gain Honor." "Gain Honor equal to his base Personal Honor" (the printed value, not one an
    effect raised)."""
    sc = _ee()
    sc.honor(0, 3)
    samurai = sc.province(0, 0, personality("Hida Veteran", cost=6, hr=6, ph=2, clan="Crab"))
    sc.s.modifiers.append((samurai, "personal_honor", 3, "game", "bonus"))
    sc.goto("dynasty", active=0)
    sc.bow_stronghold(0)
    sc.s.players[0].gold_pool = 8
    sc._touch()
    labels = {o.id: o.label for o in sc.pending.options}  # type: ignore[union-attr]
    assert "(8 Gold)" in labels[f"recruit:{samurai}:eeap"] and "(6 Gold)" in labels[f"recruit:{samurai}:eeda"]
    sc.choose(f"recruit:{samurai}:eeap", f"proclaim:{samurai}")  # the Reaction, after he entered play
    assert sc.s.zone[samurai] == PLAY and sc.s.players[0].gold_pool == 0
    assert stats.stat(sc.s, samurai, "personal_honor") == 5 and sc.s.players[0].honor == 3 + 2


def test_losing_honor_does_not_lift_the_honor_requirement_under_the_emperor_rules() -> None:
    """EE "Personality": "To bring a Personality into play, you usually need to have Family Honor equal to or greater
    than his Honor Requirement. Personalities aligned to your Clan can escape this requirement if you pay extra Gold"
    (Clan allegiance) - the CR's lifting of the Honor Requirement after losing Honor to another player's card is not
    in seed 000."""
    from rokugan.ccg import primitives as P
    for ruleset in ("emperor", "ivory"):
        sc = Scenario(ruleset=ruleset)
        sc.honor(0, 3)
        samurai = sc.province(0, 0, personality("Hida Veteran", cost=4, hr=6, ph=2, clan="Crab"))
        sc.goto("dynasty", active=0)
        P.lose_honor(sc.s, 0, 1, "to an opponent's card")
        sc._touch()
        ids = sc.ids()
        if ruleset == "emperor":  # only with Clan allegiance (here with the discount too: 4 - 2 + 2)
            assert f"recruit:{samurai}:eed" not in ids and f"recruit:{samurai}:eeda" in ids
        else:  # CR "Honor Requirement": ignored from now on for his Clan's Personalities
            assert f"recruit:{samurai}" in ids


def test_proclaim_once_per_turn_on_your_own_turn_and_never_with_clan_discount() -> None:
    """EE "Proclaim": "Reaction: After you bring a Personality in your province with your Clan alignment into play
    without Clan discount, if it is your turn" - a player ability, so once per turn (EE "Check Conditions": "Each
    separate card ability and player ability may normally only be used once per turn"); out of Clan, none."""
    sc = _ee()
    first = sc.province(0, 0, personality("Hida One", cost=2, ph=1, clan="Crab"))
    second = sc.province(0, 1, personality("Hida Two", cost=2, ph=1, clan="Crab"))
    guest = sc.province(0, 2, personality("Doji Guest", cost=2, ph=1, clan="Crane"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    assert f"recruit:{guest}" in sc.ids() and not any(i.startswith(f"recruit:{guest}:") for i in sc.ids())
    honor = sc.s.players[0].honor
    sc.choose(f"recruit:{first}:eed")  # with Clan discount: no Proclaim (no Reaction round for it)
    sc.s.players[0].gold_pool = 20  # (the unspent Gold was lost: EE "Paying Gold Costs")
    sc._touch()
    assert sc.s.players[0].honor == honor and f"recruit:{second}:eep" in sc.ids()
    sc.choose(f"recruit:{second}:eep", f"proclaim:{second}")
    assert sc.s.players[0].honor == honor + 1
    while sc.s.stack[-1][:2] == ("round", "reaction"):  # the Reaction round ends when both pass in turn
        assert "proclaim" not in " ".join(sc.ids())  # once
        sc.choose("pass")
    third = sc.province(0, 3, personality("Hida Three", cost=2, ph=1, clan="Crab"))
    sc.s.players[0].gold_pool = 20
    sc._touch()
    assert f"recruit:{third}:eed" in sc.ids() and f"recruit:{third}:eep" not in sc.ids()  # used this turn


def _dead(sc: Scenario, seat: int, facts: object) -> int:
    from rokugan.ccg import primitives as P
    c = sc.play(seat, facts)  # type: ignore[arg-type]
    P.destroy(sc.s, c)
    sc._touch()
    return c


def test_clan_discount_and_allegiance_apply_when_a_card_brings_a_personality_into_play() -> None:
    """EE "5. Dynasty Phase": "To bring a Personality into play at any time, your Family Honor must be equal to or
    higher than his Honor Requirement, and you must pay his Gold Cost." "Clan discount: If a Personality has your Clan
    alignment, at any time you bring him into play, you may pay 2 less Gold for him to enter play." "Clan allegiance:
    If a Personality has your Clan alignment, at any time you bring him into play, you may pay 2 more Gold for him to
    enter play and ignore his Honor Requirement." EE "What's New": these rules "apply at any time-not just in the
    Dynasty Phase". EE "F. Action Resolution": "If an action brings a card into play, you must pay the card's costs
    at that point, or it will not enter play." 'At Any Cost' (Gold star: Recruit your target performing dead Samurai)
    brings a dead Samurai into play for the Gold paid. Under the CR, an effect bringing a Personality into play "is
    considered Recruiting and follows the Recruit procedure" (2 more Gold out of Clan; his Honor Requirement)."""
    from .cards.harness import real
    for ruleset, paid, offered in (("emperor", 3, {"young", "guest"}), ("emperor", 6, {"young", "guest", "veteran"}),
                                   ("ivory", 5, {"young", "guest"}), ("ivory", 4, set())):
        sc = Scenario(ruleset=ruleset)
        sc.honor(0, 3)
        a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
        d = sc.play(1, personality("Crane Guard", f=1, clan="Crane"))
        dead = {"young": _dead(sc, 0, personality("Hida Youngster", cost=5, hr=0, clan="Crab")),
                "veteran": _dead(sc, 0, personality("Hida Veteran", cost=6, hr=6, clan="Crab")),
                "guest": _dead(sc, 0, personality("Doji Guest", cost=3, hr=0, clan="Crane")),
                "lord": _dead(sc, 0, personality("Doji Lord", cost=2, hr=6, clan="Crane"))}
        aac = sc.hand(0, real("At Any Cost"))
        _to_combat(sc, {a: 0}, {d: 0})
        while f"ab:{aac}:a:0" not in sc.ids():  # the Defender first (under the CR, the Engage Segment first)
            sc.choose("pass")
        sc.s.players[0].gold_pool = paid
        sc._touch()
        sc.choose(f"ab:{aac}:a:0", f"gold:{paid}")
        while sc.kind() != "target" and sc.s.actions:  # (the CR's Interrupt round)
            sc.choose("pass")
        got = {k for k, c in dead.items() if sc.kind() == "target" and f"t:{c}" in sc.ids()}
        assert got == offered, (ruleset, paid, got)
        if ruleset == "emperor" and paid == 6:  # with Clan discount and Clan allegiance: 6 - 2 + 2
            sc.choose(f"t:{dead['veteran']}")
            assert sc.s.zone[dead["veteran"]] == PLAY and sc.s.location[dead["veteran"]] == 0
        if ruleset == "emperor" and paid == 3:  # with Clan discount: 5 - 2
            honor = sc.s.players[0].honor
            sc.choose(f"t:{dead['young']}")
            assert sc.s.zone[dead["young"]] == PLAY and not sc.s.dead[dead["young"]]
            # EE "Proclaim": "After you bring a Personality in your province ..." - not one from the discard pile
            while sc.who() != 1:
                assert not any(i.startswith("proclaim") for i in sc.ids())
                sc.choose("pass")
            assert sc.s.players[0].honor == honor


def test_a_card_that_brings_a_personality_into_play_checks_the_cost_when_it_resolves() -> None:
    """EE "F. Action Resolution": "If an action brings a card into play, you must pay the card's costs at that point,
    or it will not enter play" - with Honor lost after the Gold was paid, the Honor Requirement is no longer met and
    only Clan allegiance (2 more Gold) would have ignored it."""
    from rokugan.ccg import primitives as P

    from .cards.harness import real
    sc = _ee()
    sc.honor(0, 3)
    a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
    d = sc.play(1, personality("Crane Guard", f=1, clan="Crane"))
    young = _dead(sc, 0, personality("Hida Youngster", cost=5, hr=3, clan="Crab"))
    aac = sc.hand(0, real("At Any Cost"))
    _to_combat(sc, {a: 0}, {d: 0})
    sc.choose("pass")  # the Defender
    sc.s.players[0].gold_pool = 3
    sc._touch()
    sc.choose(f"ab:{aac}:a:0", "gold:3")
    while sc.kind() != "target":
        sc.choose("pass")
    P.lose_honor(sc.s, 0, 1, "a test")
    sc._touch()
    sc.choose(f"t:{young}")
    assert sc.s.zone[young] == DYN_DISCARD and sc.s.dead[young]


def test_discarding_face_up_cards_comes_after_bringing_cards_into_play() -> None:
    """EE "5. Dynasty Phase": "a. Bring Cards Into Play From Provinces" ... "b. Discard Face-Up Cards: Before your
    Dynasty Phase ends, once you are done bringing cards into play, you may discard face-up cards from your
    provinces one by one, refilling the province face down each time". (The CR's Dynasty Discard is a Repeatable
    Dynasty action between Recruits.)"""
    for ruleset, buy_after in (("emperor", False), ("ivory", True)):
        sc = Scenario(ruleset=ruleset)
        sc.empty_provinces(0)
        junk = sc.province(0, 0, holding("Useless Shrine", gold=0, cost=9))
        farm = sc.province(0, 1, holding("Small Farm", gold=1, cost=1))
        sc.goto("dynasty", active=0)
        assert f"recruit:{farm}" in sc.ids()
        sc.choose(f"ddiscard:{junk}")
        sc.pass_forced_interrupts()
        assert sc.kind() == "action" and sc.who() == 0 and f"ddiscard:{farm}" in sc.ids()
        assert (f"recruit:{farm}" in sc.ids()) == buy_after, ruleset


# ------------------------------------------------------------------------------ Lobby and the Imperial Favor
def test_lobby_needs_higher_honor_than_each_other_player_and_a_performer_with_personal_honor() -> None:
    """EE "Lobby": "Political Limited: If you have higher Family Honor than each other player, bow your performing
    Personality with 1 Personal Honor or higher: Take the Imperial Favor." The Favor "starts the game
    uncontrolled"."""
    sc = _ee()
    assert sc.s.favor == -1
    low = sc.play(0, personality("Humble Crab", ph=0, clan="Crab"))
    proud = sc.play(0, personality("Proud Crab", ph=1, clan="Crab"))
    sc.play(1, personality("Proud Crane", ph=3, clan="Crane"))
    sc.honor(0, 10)
    sc.honor(1, 10)
    sc.goto("action", active=0)
    assert "lobby" not in sc.ids()  # equal Honor is not higher
    sc.honor(0, 11)
    assert "lobby" in sc.ids()
    sc.choose("lobby")
    assert f"sel:{low}" not in sc.ids()
    sc.choose(f"sel:{proud}")
    assert sc.s.favor == 0 and sc.s.bowed[proud]
    assert sc.who() == 1 and "lobby" not in sc.ids()  # Limited: the active player's only


def test_favor_limited_and_favor_battle() -> None:
    """EE "Imperial Favor": "Favor Political Limited: Discard the Imperial Favor and a card: Draw a card." "Favor
    Political Battle: Discard the Imperial Favor and target an attacking enemy Personality: Move him home." """
    sc = _ee()
    sc.s.favor = 0
    junk = sc.hand(0, strategy("Spare Scroll"))
    top = sc.s.players[0].fate_deck[0]
    sc.goto("action", active=0)
    sc.choose("favor", f"sel:{junk}")
    assert sc.s.favor == -1 and sc.s.zone[junk] == FATE_DISCARD and sc.s.players[0].hand == [top]
    sc = _ee()
    a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
    d = sc.play(1, personality("Crane Guard", f=1, clan="Crane"))
    sc.s.favor = 1
    _to_combat(sc, {a: 0}, {d: 0})
    assert sc.who() == 1 and "favor_battle" in sc.ids()
    sc.choose("favor_battle", f"sel:{a}")
    assert sc.s.favor == -1 and sc.s.location[a] == HOME


# ------------------------------------------------------------------------------ Maneuvers, Naval, Presence
def test_a_cavalry_personality_with_an_infantry_follower_is_not_a_cavalry_unit() -> None:
    """EE "Keywords": "References to a unit's keyword ... mean a unit where the Personality and each Follower in it
    (if any) all have that keyword. For example, a unit with a Cavalry Personality and a non-Cavalry Follower would
    not be a Cavalry unit because of the Follower." EE "C. Cavalry Maneuvers Segment"."""
    sc = _ee()
    rider = sc.play(0, personality("Rider", clan="Crab", keywords=("Samurai", "Cavalry")))
    sc.attach(follower("Foot Archers"), rider)
    horse = sc.play(0, personality("Horse Lord", clan="Crab", keywords=("Samurai", "Cavalry")))
    sc.attach(follower("Light Horse", keywords=("Cavalry",)), horse)
    sc.play(1, personality("Guard", clan="Crane"))
    sc.goto("attack", active=0)
    sc.choose("attack:1", "done", "done")  # Infantry Maneuvers: nobody assigned
    assert sc.who() == 0 and sc.kind() == "assign"
    assert any(i.startswith(f"assign:{horse}:") for i in sc.ids())
    assert not any(i.startswith(f"assign:{rider}:") for i in sc.ids())


def test_naval_invasion_needs_more_naval_cards_and_the_chosen_naval_personality_performs(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Naval": "Reaction: After engaging, once per battle, if you are the Attacker and your current army has more
    Naval cards than the side opposing it, choose your performing Naval Personality: You have the first opportunity
    to take a Battle action, which he must perform." EE "C. Choose Performers": "an action on a Personality or
    Follower is always performed by that card, and an action on an Item or Spell is always performed by the
    Personality it's attached to." """
    from rokugan.ability.words import HOST, Ability
    from rokugan.ccg.vocab import GainHonor, Straighten
    sc = _ee()  # equal Naval cards on both sides: no Naval Invasion
    a = sc.play(0, personality("Crab Captain", clan="Crab", keywords=("Samurai", "Naval")))
    d = sc.play(1, personality("Crane Captain", clan="Crane", keywords=("Samurai", "Naval")))
    _to_combat(sc, {a: 0}, {d: 0})
    assert not sc.pending.prompt.startswith("Naval Invasion") and sc.who() == 1  # type: ignore[union-attr]
    sword = item("Captain's Sword", cost=0)
    declare(sword, Ability(("Battle",), (GainHonor(1),)))
    drum = follower("War Drummer", f=0)
    declare(drum, Ability(("Battle",), (Straighten(HOST),)))
    sc = _ee()  # Naval Followers count: 3 Naval cards against 2 (the Drummer is not Naval)
    a = sc.play(0, personality("Crab Captain", clan="Crab", keywords=("Samurai", "Naval")))
    mate = sc.play(0, personality("First Mate", clan="Crab", keywords=("Samurai", "Naval")))
    on_captain = sc.attach(sword, a)
    on_mate = sc.attach(drum, mate)
    sc.attach(follower("Marines", keywords=("Naval",)), mate)
    d = sc.play(1, personality("Crane Captain", clan="Crane", keywords=("Samurai", "Naval")))
    sc.attach(follower("Crane Sailors", keywords=("Naval",)), d)
    _to_combat(sc, {a: 0, mate: 0}, {d: 0})
    assert sc.pending.prompt.startswith("Naval Invasion") and sc.who() == 0  # type: ignore[union-attr]
    assert set(sc.ids()) == {"no", f"naval:{a}", f"naval:{mate}"}
    sc.choose(f"naval:{a}")
    assert sc.who() == 0 and sc.s.stack[-1][:2] == ("round", "naval")
    assert f"ab:{on_captain}:a:0" in sc.ids() and f"ab:{on_mate}:a:0" not in sc.ids()
    sc.choose("pass")  # the Combat Segment's round follows, the Defender first
    assert sc.who() == 1 and sc.s.stack[-1][:2] == ("round", "battle")


def test_a_battle_action_that_moves_its_own_unit_here_is_legal_from_home(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Rules of Location", Exception, and its example: "A player has no units defending a battlefield, but has an
    unbowed Follower in a unit at home with the ability, "Battle: Move this card's unit to the current battlefield.
    Gain 1 Honor." The Follower may perform the action even though it is at home and even though the player has no
    units at the battlefield"."""
    from rokugan.ability.words import HOST, Ability
    from rokugan.ccg.vocab import GainHonor, MoveHere
    scouts = follower("Eager Scouts", f=1)
    declare(scouts, Ability(("Battle",), (MoveHere(HOST), GainHonor(1))))
    plain = follower("Plain Scouts", f=1)
    declare(plain, Ability(("Battle",), (GainHonor(1),)))
    for ruleset, legal in (("emperor", True), ("ivory", False)):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
        home = sc.play(1, personality("Crane Reserve", f=2, clan="Crane"))
        f1 = sc.attach(scouts, home)
        f2 = sc.attach(plain, home)
        sc.goto("attack", active=0)
        sc.attack({a: 0}, {})
        sc.to_battle(0)
        while sc.who() != 1 or sc.kind() != "action" or sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
            sc.choose("pass" if "pass" in sc.ids() else "no")
        assert (f"ab:{f1}:a:0" in sc.ids()) == legal, ruleset
        assert f"ab:{f2}:a:0" not in sc.ids()
        if legal:
            honor = sc.s.players[1].honor
            sc.choose(f"ab:{f1}:a:0")
            assert sc.s.location[home] == 0 and sc.s.players[1].honor == honor + 1


def test_a_battle_action_that_moves_its_target_here_needs_presence_only_with_him_there(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Rules of Location": "To legally take any Battle action, you must control one or more units at the current
    battlefield." "To be legally targeted by a Battle action, any cards in a unit must be at the current
    battlefield." "Exception: Battle actions that say they move a unit or Personality to the current battlefield ...
    are legal to take if the rules of Presence and Location would be satisfied with the unit or Personality there."
    "all the Exception cares about is what the ability itself says." A Strategy moving its target (not a unit of
    its own card): with your target Personality there you would have Presence, and he would be at the battlefield
    to be targeted; an enemy Personality there gives you no Presence. (The CR has no such exception.)"""
    from rokugan.ability.words import Ability, Target
    from rokugan.ccg.vocab import T0, GainHonor, MoveHere, sel
    rally = strategy("Rally to the Banner")
    declare(rally, Ability(("Battle",), (Target(sel("personality", controller="you")), MoveHere(T0), GainHonor(1))))
    summon = strategy("Summoned to the Field")
    declare(summon, Ability(("Battle",), (Target(sel("personality", controller="enemy")), MoveHere(T0))))
    for ruleset, legal in (("emperor", True), ("ivory", False)):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
        a_home = sc.play(0, personality("Crab Reserve", f=1, clan="Crab"))
        home = sc.play(1, personality("Crane Reserve", f=2, clan="Crane"))
        r, m = sc.hand(1, rally), sc.hand(1, summon)
        _to_combat(sc, {a: 0}, {})
        while sc.who() != 1 or sc.kind() != "action" or sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
            sc.choose("pass" if "pass" in sc.ids() else "no")
        assert (f"ab:{r}:a:0" in sc.ids()) == legal, ruleset  # no Crane unit at the battlefield
        assert f"ab:{m}:a:0" not in sc.ids()  # an enemy Personality moved there gives the Crane no Presence
        if not legal:
            continue
        honor = sc.s.players[1].honor
        sc.choose(f"ab:{r}:a:0")
        if sc.kind() == "target":
            assert f"t:{home}" in sc.ids()  # at home: he would be at the battlefield
            sc.choose(f"t:{home}")
        assert sc.s.location[home] == 0 and sc.s.players[1].honor == honor + 1
        while sc.who() != 1 or sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
            sc.choose("pass")
        assert f"ab:{m}:a:0" in sc.ids()  # now with Presence: the enemy Personality at home may be targeted
        sc.choose(f"ab:{m}:a:0")
        if sc.kind() == "target":
            assert set(sc.ids()) >= {f"t:{a_home}"}
            sc.choose(f"t:{a_home}")
        assert sc.s.location[a_home] == 0


def test_an_item_at_home_moving_another_personality_here_is_not_at_the_battlefield(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Rules of Location": "To legally take a Battle action from a card in a unit, the unit must be at the current
    battlefield." The Exception covers the unit or Personality the action moves: an Item at home moving a target of
    yours there is still not at the battlefield."""
    from rokugan.ability.words import Ability, Target
    from rokugan.ccg.vocab import T0, MoveHere, sel
    horn = item("War Horn", f=0)
    declare(horn, Ability(("Battle",), (Target(sel("personality", controller="you", other=True)), MoveHere(T0))))
    sc = _ee()
    a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
    d = sc.play(1, personality("Crane Guard", f=2, clan="Crane"))
    bearer = sc.play(1, personality("Crane Herald", f=1, clan="Crane"))
    other = sc.play(1, personality("Crane Reserve", f=1, clan="Crane"))
    h = sc.attach(horn, bearer)
    _to_combat(sc, {a: 0}, {d: 0})
    assert sc.who() == 1 and f"ab:{h}:a:0" not in sc.ids() and sc.s.location[other] != 0


def test_the_rulebooks_constraints_block_example(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "When Can I Take An Action?", example: "In the ability "Limited: Bow your target Personality: Gain 1 Honor,"
    bowing the Personality happens between the colons, so you need to actually bow him to take the action—that is,
    he must be unbowed. The ability "Limited: Target your Personality: Bow him and gain 1 Honor" is different. Bowing
    the Personality is after the last colon, so you can target a Personality who's already bowed and still gain 1
    Honor." """
    from rokugan.ability.words import Ability, Target
    from rokugan.ccg.vocab import T0, Bow, GainHonor, sel
    cost_scroll, effect_scroll = strategy("Bowing Cost"), strategy("Bowing Effect")
    declare(cost_scroll, Ability(("Limited",), (GainHonor(1),),
                                 costs=(Target(sel("personality", controller="you")), Bow(T0))))
    declare(effect_scroll, Ability(("Limited",), (Bow(T0), GainHonor(1)),
                                   costs=(Target(sel("personality", controller="you")),)))
    sc = _ee()
    tired = sc.play(0, personality("Tired Samurai", clan="Crab"), bowed=True)
    a, b = sc.hand(0, cost_scroll), sc.hand(0, effect_scroll)
    sc.goto("action", active=0)
    assert f"ab:{a}:a:0" not in sc.ids()  # the cost cannot fully happen: he is already bowed
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{b}:a:0")
    if f"t:{tired}" in sc.ids():
        sc.choose(f"t:{tired}")
    while sc.pending is not None and sc.who() == 0 and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")
    assert sc.s.players[0].honor == honor + 1 and sc.s.bowed[tired]


def test_targeting_in_the_effects_block_is_not_required(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "D. Required Targeting": "Note that targeting mentioned in the effects block is also not required. This
    targeting is done during the action's resolution, not now." EE "When Can I Take An Action?": "things listed after
    the last colon of an action do not all need to happen". Without a Personality to target, the other effects
    still happen (under the CR, a required target that cannot be chosen stops the remaining effects)."""
    from rokugan.ability.words import Ability, Target
    from rokugan.ccg.vocab import T0, Bow, GainHonor, sel
    scroll = strategy("Court Intrigue")
    declare(scroll, Ability(("Limited",), (GainHonor(1), Target(sel("personality", controller="enemy")), Bow(T0),
                                           GainHonor(2))))
    for ruleset, gain in (("emperor", 3), ("ivory", 1)):
        sc = Scenario(ruleset=ruleset)
        c = sc.hand(0, scroll)
        sc.goto("action", active=0)
        honor = sc.s.players[0].honor
        sc.choose(f"ab:{c}:a:0")
        while sc.who() != 1:
            sc.choose("pass")
        assert sc.s.players[0].honor == honor + gain, ruleset


def test_required_targets_are_those_printed_in_the_constraints_block(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Abilities": "The text between the designator and the second colon tells you what needs to happen, for you
    to take the ability's action. This text is known as the constraints block." "The text after the ability's last
    colon describes the effects the action has when it resolves, and is called the effects block." EE "D. Required
    Targeting": "Choose required targets of the action, in the order mentioned in the constraints block. You must be
    able to choose all legal targets mentioned in order to take the action. Targeting is not required if it uses the
    word "may"" ... "Note that targeting mentioned in the effects block is also not required." EE "What's New": "All
    required targeting is now listed in the constraints block of an ability." So an ability whose effects begin with
    a target ("Limited: Bow a target enemy Personality. Gain 1 Honor.") is legal with no enemy Personality (the CR's
    Good Faith requires it), one whose constraints block targets ("Limited: Target an enemy Personality: Bow him.
    Gain 1 Honor.") is not, and "You may target" there is not required. Real cards: 'Sandayu' ("Straighten a target
    Personality with a Weapon", after the colon) and 'Kakita Seishi' ("Bow Seishi and target a dishonorable
    Personality:")."""
    from rokugan.ability.words import Ability, Target
    from rokugan.ccg.vocab import T0, Bow, GainHonor, sel

    from .cards.harness import real
    enemy = sel("personality", controller="enemy")
    leading = strategy("Bow a Target")
    declare(leading, Ability(("Limited",), (Target(enemy), Bow(T0), GainHonor(1))))
    constrained = strategy("Target then Bow")
    declare(constrained, Ability(("Limited",), (Bow(T0), GainHonor(1)), costs=(Target(enemy),)))
    may = strategy("May Target then Bow")
    declare(may, Ability(("Limited",), (Bow(T0), GainHonor(1)), costs=(Target(enemy, optional=True),)))
    for ruleset in ("emperor", "ivory"):
        for with_enemy in (False, True):
            sc = Scenario(ruleset=ruleset)
            foe = sc.play(1, personality("Crane Guard", clan="Crane")) if with_enemy else -1
            sandayu = sc.play(0, real("Sandayu"))
            seishi = sc.play(0, real("Kakita Seishi"))
            cards = {"leading": sc.hand(0, leading), "constrained": sc.hand(0, constrained), "may": sc.hand(0, may)}
            sc.goto("action", active=0)
            offered = {k for k, c in cards.items() if f"ab:{c}:a:0" in sc.ids()}
            want = {"leading", "constrained", "may"} if with_enemy else \
                {"leading", "may"} if ruleset == "emperor" else {"may"}
            assert offered == want, (ruleset, with_enemy, offered)
            assert (f"ab:{sandayu}:a:0" in sc.ids()) == (ruleset == "emperor"), ruleset  # no Personality with a Weapon
            assert f"ab:{seishi}:a:0" not in sc.ids()  # no dishonorable Personality
            if ruleset == "emperor" and not with_enemy:
                honor = sc.s.players[0].honor
                sc.choose(f"ab:{cards['leading']}:a:0")
                while sc.who() != 1:
                    sc.choose("pass")
                assert sc.s.players[0].honor == honor + 1  # the Honor is gained, the bowing fails
            if with_enemy:
                sc.choose(f"ab:{cards['constrained']}:a:0")
                if sc.kind() == "target":
                    sc.choose(f"t:{foe}")
                assert sc.s.bowed[foe]


def test_a_ranged_attack_needs_no_target_to_be_announced(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Ranged Attack, Melee Attack": "The targeting in a Ranged Attack is not required; it happens as effects
    resolve. This means you do not have to have a valid target for the Ranged Attack to announce a Ranged Attack
    action" ("Melee Attacks ... follow the same rules"). EE "When Can I Take An Action?": "things listed after the
    last colon of an action do not all need to happen". (The CR's Good Faith requires the target.)"""
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import Attack, GainHonor
    archer = personality("Crab Archer", f=2, clan="Crab")
    declare(archer, Ability(("Battle",), (Attack("ranged", 3), GainHonor(1))))
    brawler = personality("Crab Brawler", f=2, clan="Crab")
    declare(brawler, Ability(("Battle",), (Attack("melee", 3),)))
    for ruleset, legal in (("emperor", True), ("ivory", False)):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, archer)
        b = sc.play(0, brawler)
        big = sc.play(1, personality("Crane Giant", f=5, clan="Crane"))  # defending elsewhere: no enemy army here
        sc.goto("attack", active=0)
        sc.attack({a: 0, b: 0}, {big: 1})
        sc.to_battle(0)
        while sc.who() != 1 or sc.kind() != "action" or sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
            sc.choose("pass" if "pass" in sc.ids() else "no")
        sc.choose("pass")
        assert (f"ab:{a}:a:0" in sc.ids()) == legal and (f"ab:{b}:a:0" in sc.ids()) == legal, ruleset
        if legal:
            honor = sc.s.players[0].honor
            sc.choose(f"ab:{a}:a:0")
            while sc.pending.prompt.startswith("Reactions"):  # type: ignore[union-attr]
                sc.choose("pass")
            assert sc.s.players[0].honor == honor + 1 and sc.s.zone[big] == PLAY


def test_tactical_advantage_any_number_of_times_but_one_tactical_action_per_tactician() -> None:
    """EE "Tactical, Tactician": "Each Tactician may only perform one Tactical action per turn. All players can take
    the following Tactical Battle action, known as "Tactical Advantage" ...: Tactical Battle: Any number of times per
    turn, discard a card and choose your performing Tactician Personality: Give him a Force bonus equal to the Focus
    Value of the discarded card." """
    sc = _ee()
    t1 = sc.play(0, personality("First Tactician", f=2, clan="Crab", keywords=("Samurai", "Tactician")))
    t2 = sc.play(0, personality("Second Tactician", f=2, clan="Crab", keywords=("Samurai", "Tactician")))
    home = sc.play(0, personality("Tactician at Home", f=2, clan="Crab", keywords=("Samurai", "Tactician")))
    d = sc.play(1, personality("Crane Guard", f=2, clan="Crane"))
    p3 = sc.hand(0, strategy("Plan of Three", focus=3))
    p1 = sc.hand(0, strategy("Plan of One", focus=1))
    _to_combat(sc, {t1: 0, t2: 0}, {d: 0})
    sc.choose("pass")  # the Defender
    assert f"tactical:{t1}" in sc.ids() and f"tactical:{home}" not in sc.ids()  # performing: at the battlefield
    sc.choose(f"tactical:{t1}", f"sel:{p3}")
    assert stats.force(sc.s, t1) == 5 and sc.s.zone[p3] == FATE_DISCARD
    while sc.pending.prompt.startswith("Reactions") or sc.who() != 0:  # type: ignore[union-attr]
        sc.choose("pass")
    assert f"tactical:{t1}" not in sc.ids() and f"tactical:{t2}" in sc.ids()
    sc.choose(f"tactical:{t2}", f"sel:{p1}")
    assert stats.force(sc.s, t2) == 3


# ------------------------------------------------------------------------------ Duel, Duelist
def test_a_duelist_may_discard_a_focused_card_and_focus_another_before_focus_effects() -> None:
    """EE "Duelist": "If the duel ends in a tie and the other Personality is not a Duelist, the Duelist wins. Before
    Focus Effects resolve, you may discard one of your focused cards and focus one additional card." (The CR's
    Duelist only wins ties.)"""
    from rokugan.ccg.duel import challenge
    for ruleset in ("emperor", "ivory"):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, personality("Kakita Blade", c=3, keywords=("Samurai", "Duelist")))
        b = sc.play(1, personality("Hida Brute", c=3, clan="Crane"))
        sc.goto("action", active=0)
        assert challenge(sc.s, a, b)
        sc._touch()
        small = sc.hand(0, strategy("Small Focus", focus=0))
        big = sc.hand(0, strategy("Big Focus", focus=3))
        theirs = sc.hand(1, strategy("Their Focus", focus=2))
        sc.choose(f"focus:{theirs}", f"focus:{small}", "strike")
        if ruleset == "ivory":
            assert sc.s.zone[a] == DYN_DISCARD  # 3 + 0 against 3 + 2
            continue
        assert sc.who() == 0 and f"refocus:{small}:{big}" in sc.ids() and "keep" in sc.ids()
        assert not any(i.startswith(f"refocus:{theirs}") for i in sc.ids())
        sc.choose(f"refocus:{small}:{big}")
        assert sc.s.zone[small] == FATE_DISCARD
        assert sc.s.zone[b] == DYN_DISCARD and sc.s.zone[a] == PLAY  # 3 + 3 against 3 + 2
    sc = _ee()  # a tie: the Duelist wins against a non-Duelist
    a = sc.play(0, personality("Kakita Blade", c=3, keywords=("Samurai", "Duelist")))
    b = sc.play(1, personality("Hida Brute", c=3, clan="Crane"))
    sc.goto("action", active=0)
    assert challenge(sc.s, a, b)
    sc._touch()
    sc.choose("strike")
    assert sc.s.zone[b] == DYN_DISCARD and sc.s.zone[a] == PLAY


@pytest.mark.parametrize("ruleset", ["emperor", "ivory"])
def test_the_player_whose_turn_it_is_orders_the_focus_effects(declare, ruleset: str) -> None:  # type: ignore[no-untyped-def]
    """EE "Duel" 2 and CR "Duel" 4 alike: "Once a strike has been called, turn all focused cards face-up. Any traits
    on focused cards with the special trigger "As a Focus Effect:" resolve. The player whose turn it is chooses the
    order." """
    from rokugan.ccg.duel import challenge
    from rokugan.ccg.vocab import GainHonor, focus_effect
    mine, theirs = strategy("Crab Omen", focus=1), strategy("Crane Omen", focus=1)
    declare(mine, focus_effect(GainHonor(2)))
    declare(theirs, focus_effect(GainHonor(1)))
    sc = _ee() if ruleset == "emperor" else Scenario()
    a = sc.play(0, personality("Hida Challenger", c=3, clan="Crab"))
    b = sc.play(1, personality("Doji Challenged", c=3, clan="Crane"))
    sc.goto("action", active=1)  # the challenged player's turn: he orders them
    assert challenge(sc.s, a, b)
    sc._touch()
    m, t = sc.hand(0, mine), sc.hand(1, theirs)
    sc.choose(f"focus:{t}", f"focus:{m}", "strike")
    assert sc.kind() == "order" and sc.who() == 1 and len(sc.ids()) == 2
    first = next(o.id for o in sc.pending.options if "Crane Omen" in o.label)  # type: ignore[union-attr]
    sc.choose(first)
    log = sc.log()
    assert max(i for i, line in enumerate(log) if "gains 1 Honor" in line) < \
        max(i for i, line in enumerate(log) if "gains 2 Honor" in line)


def test_a_battle_action_that_brings_a_personality_into_play_there_needs_no_presence() -> None:
    """EE "Rules of Location", Exception: "Battle actions that say they ... bring a Personality into play there, are
    legal to take if the rules of Presence and Location would be satisfied with the unit or Personality there."
    'At Any Cost' recruits a dead Samurai "joining your army at the current battlefield"."""
    from rokugan.ccg import primitives as P

    from .cards.harness import real
    sc = _ee()
    sc.empty_provinces(1)
    a = sc.play(0, personality("Crab Raider", f=3, clan="Crab"))
    fallen = sc.play(1, personality("Fallen Mantis", f=3, cost=2, clan="Crane"))
    P.destroy(sc.s, fallen)
    sc.play(1, personality("Crane at Home", f=1, clan="Crane"))
    card_ = sc.hand(1, real("At Any Cost"))
    _to_combat(sc, {a: 0}, {})
    assert sc.who() == 1 and f"ab:{card_}:a:0" in sc.ids()  # no Crane unit at the battlefield
    sc.s.players[1].gold_pool = 2
    sc._touch()
    sc.choose(f"ab:{card_}:a:0", "gold:2", f"t:{fallen}")
    assert sc.s.zone[fallen] == PLAY and sc.s.location[fallen] == 0


# ------------------------------------------------------------------------------ Winning the Game, End Phase
def test_honor_victory_at_the_start_of_your_turn_on_forty() -> None:
    """EE "Honor Victory": "You win if you start your turn on 40 Family Honor or higher"."""
    sc = _ee()
    sc.honor(0, 39)
    sc.goto("start", active=0)
    assert sc.s.result is None
    sc.honor(0, 40)
    sc.goto("action", active=1)
    sc.choose("pass")
    assert sc.s.result is None  # not in the middle of another player's turn
    sc.goto("start", active=0)
    assert sc.s.result is not None and sc.s.result.reason == "honor" and sc.s.result.winners == (0,)


def test_dishonor_loss_waits_for_the_beginning_of_the_end_phase_of_the_same_turn() -> None:
    """EE "Dishonor Victory": "If a player's Family Honor ever becomes -20 or below, the player loses the game at the
    beginning of his or her next End Phase" - on his own turn, the game goes on until that End Phase begins, and he
    does not draw first."""
    sc = _ee()
    sc.goto("action", active=0)
    sc.honor(0, -21)
    sc.choose("pass")
    assert sc.s.result is None and sc.pending is not None  # his Action Phase goes on
    hand = len(sc.s.players[0].hand)
    sc.goto("end", active=0)
    assert sc.s.result is not None and sc.s.result.reason == "dishonor" and sc.s.result.winners == (1,)
    assert len(sc.s.players[0].hand) == hand  # lost at the beginning of the End Phase, before its draw


def test_end_phase_draws_a_card_then_discards_down_to_eight() -> None:
    """EE "6. End Phase": "you draw a Fate card. Then, if your hand is above the maximum hand size of eight, discard
    cards down until you are at the maximum hand size." """
    sc = _ee()
    for i in range(8):
        sc.hand(0, strategy(f"Scroll {i}"))
    sc.goto("end", active=0)
    assert len(sc.s.players[0].hand) == 9 and sc.kind() == "discard" and "down to 8" in sc.pending.prompt  # type: ignore[union-attr]
    sc.choose(sc.ids()[0])
    assert len(sc.s.players[0].hand) == 8


# ------------------------------------------------------------------------------ Deck Construction
def test_no_version_of_the_starting_holdings_goes_in_the_decks() -> None:
    """EE "Deck Construction": "Your Stronghold and the Starting Holdings titled Border Keep and Bamboo Harvesters do
    not count toward this minimum, and copies of those cards may not be included in the Fate or Dynasty decks." -
    whichever version was chosen for the game."""
    from rokugan.catalog.legality import check_deck
    from rokugan.ccg.builtin_decks import builtin_deck
    dl = builtin_deck("crab", edition="emperor")
    assert check_deck(dl, "emperor", CAT) == []
    dl.dynasty = [*dl.dynasty, (1, "border-keep-exp")]
    assert any("starting Holding" in p for p in check_deck(dl, "emperor", CAT))
