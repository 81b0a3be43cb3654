"""What the two CR audits left (docs/ccg-rules.md, "Partly done"), made to follow the Comprehensive Rules' text: each
test quotes the rule or example it plays, through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import Ability, Target, sel
from rokugan.ccg.primitives import kw
from rokugan.ccg.state import FATE_DISCARD, HAND
from rokugan.ccg.vocab import T0, GainHonor
from rokugan.ccg.vocab_effects import Destroy, GrantKeyword
from rokugan.ccg.vocab_units import ToHand

from .scenario import Scenario, deck, item, personality, strategy


def _sc(**kw_: object) -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5)], **kw_)  # type: ignore[arg-type]


def test_a_card_going_face_up_to_a_discard_pile_keeps_the_ongoing_effects_on_it(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Card Memory Rule": "If a card is both out of play and face-down (including returning to the hand), it
    "forgets" ongoing effects specific to it, and other changes such as whether its abilities have been used." A
    Personality given the Samurai keyword this turn and then destroyed is a dead Samurai in the (face-up) discard
    pile for the rest of the turn: an action targeting "your dead Samurai" can choose him. An Item given a keyword,
    destroyed, keeps it in the discard pile; put back into the hand (face down) it forgets it."""
    anoint = strategy("Test Anointing")
    declare(anoint, Ability(("Open",), (Target(sel("personality", "item")), GrantKeyword(T0, "Samurai"))))
    fall = strategy("Test Fall")
    declare(fall, Ability(("Open",), (Target(sel("personality", "item")), Destroy(T0))))
    mourn = strategy("Test Mourning")
    declare(mourn, Ability(("Open",), (Target(sel("personality", controller="you", zone="discard", dead=True,
                                                  keyword="Samurai")), GainHonor(1))))
    recall = strategy("Test Recall")
    declare(recall, Ability(("Open",), (Target(sel("item", controller="you", zone="discard")), ToHand(T0))))
    sc = _sc()
    monk = sc.play(0, personality("Wandering Monk", keywords=("Monk",)))
    blade = sc.attach(item("Plain Blade", keywords=()), monk)
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, anoint)}:a:0", f"t:{monk}", "pass")
    sc.choose(f"ab:{sc.hand(0, anoint)}:a:0", f"t:{blade}", "pass")
    sc.choose(f"ab:{sc.hand(0, fall)}:a:0", f"t:{monk}", "pass")
    assert sc.s.dead[monk] and sc.s.zone[blade] == FATE_DISCARD
    assert kw(sc.s, monk, "Samurai") and kw(sc.s, blade, "Samurai"), "face up in the discard pile: not forgotten"
    m = sc.hand(0, mourn)
    assert f"ab:{m}:a:0" in sc.ids(), "the dead Monk is still a Samurai this turn"
    h = sc.s.players[0].honor
    sc.choose(f"ab:{m}:a:0", f"t:{monk}", "pass")
    assert sc.s.players[0].honor == h + 1
    sc.choose(f"ab:{sc.hand(0, recall)}:a:0", f"t:{blade}", "pass")
    assert sc.s.zone[blade] == HAND and not kw(sc.s, blade, "Samurai"), "face down in the hand: forgotten"


def test_the_honor_lost_for_a_dishonorable_death_is_ordered_among_the_triggered_effects(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Timing Conflicts" C: "Anything else that is triggered at this point happens now. This includes triggered
    traits, delayed effects, indefinite conditional effects, and triggered rulebook effects (such as losing Honor after
    a dishonorable Personality is destroyed). If more than one of these things conflict, the active player decides the
    order in which they happen." A dishonorable Expendable Personality destroyed: his controller loses Honor (CR
    "Honorable and dishonorable") and draws a card (CR "Expendable": "After a card with the Expendable keyword is
    destroyed, the player who controlled it draws a card"); the active player, not his controller, chooses which
    happens first. With only the Honor loss there is nothing to order."""
    execution = strategy("Test Execution")
    declare(execution, Ability(("Open",), (Target(sel("personality")), Destroy(T0))))
    for first in ("draw", "honor"):
        sc = _sc()
        victim = sc.play(1, personality("Shamed Ashigaru", ph=3, clan="Crane", keywords=("Expendable",)),
                         dishonored=True)
        sc.goto("action", active=0)
        h, hand = sc.s.players[1].honor, len(sc.s.players[1].hand)
        sc.choose(f"ab:{sc.hand(0, execution)}:a:0", f"t:{victim}")
        assert sc.kind() == "order" and sc.who() == 0, "the active player orders the two triggered effects"
        d = sc.pending
        assert d is not None
        labels = {o.id: o.label for o in d.options}
        assert sorted(labels.values()) == sorted([
            "Player 2 loses 3 Honor for the dishonorable death of Shamed Ashigaru",
            "Player 2 draws a card (Shamed Ashigaru was Expendable)"]), labels
        pick = next(k for k, v in labels.items() if ("draws" in v) == (first == "draw"))
        assert sc.s.players[1].honor == h and len(sc.s.players[1].hand) == hand, "nothing has happened yet"
        log_before = len(sc.log())
        sc.choose(pick)
        after = sc.log()[log_before:]
        assert sc.s.players[1].honor == h - 3 and len(sc.s.players[1].hand) == hand + 1
        lost = next(i for i, line in enumerate(after) if "loses 3 Honor" in line)
        drew = next(i for i, line in enumerate(after) if "draw" in line)
        assert (drew < lost) == (first == "draw")
    sc = _sc()
    victim = sc.play(1, personality("Shamed Samurai", ph=3, clan="Crane"), dishonored=True)
    sc.goto("action", active=0)
    h = sc.s.players[1].honor
    sc.choose(f"ab:{sc.hand(0, execution)}:a:0", f"t:{victim}")
    assert sc.kind() != "order" and sc.s.players[1].honor == h - 3


def test_a_sensei_is_a_card_in_play_that_target_a_card_can_choose(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Sensei": "A play deck may only have one Sensei, and it starts in play (if included)." ... "Sensei cards bow
    and have abilities separately from the Stronghold." CR "Targeting": "Cards must be in play to be legal targets".
    "Bow a target card" may choose a Sensei (its own player's or another's); bowed, the Sensei cannot pay its own bow
    cost. It is in no unit, so it is not an "enemy card" (CR "Enemy")."""
    from rokugan.ability.words import SELF
    from rokugan.catalog import cards as T
    from rokugan.ccg.vocab import Bow

    from .scenario import card
    master = card("Test Old Master", T.SENSEI, starting_honor=0, gold_production=0, province_strength=0)
    declare(master, Ability(("Open",), (GainHonor(1),), costs=(Bow(SELF),)))
    still = strategy("Test Stillness")
    declare(still, Ability(("Open",), (Target(sel("card")), Bow(T0))))
    rout = strategy("Test Rout")
    declare(rout, Ability(("Open",), (Target(sel("card", controller="enemy")), Bow(T0))))
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, sensei=master)])
    sensei = sc.s.players[1].sensei
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    r = sc.hand(0, rout)
    sc.choose(f"ab:{r}:a:0")
    assert f"t:{foe}" in sc.ids() and f"t:{sensei}" not in sc.ids(), "not an enemy card"
    sc = Scenario(decks=[deck("Crab", 5), deck("Crane", 5, sensei=master)])
    sensei = sc.s.players[1].sensei
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, still)}:a:0")
    assert f"t:{sensei}" in sc.ids()
    sc.choose(f"t:{sensei}")
    assert sc.s.bowed[sensei]
    assert sc.who() == 1 and f"ab:{sensei}:a:0" not in sc.ids(), "bowed, the Sensei cannot pay its bow cost"


def test_a_dynasty_card_about_to_enter_the_hand_goes_to_the_top_of_its_dynasty_deck(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Hand": "If a Dynasty card is about to enter the hand, it instead goes to the top of its owner's Dynasty
    deck." "Put a target card from your discard pile into your hand": a dead Personality goes face down on top of the
    Dynasty deck (no longer dead), not into the hand; a Fate card goes to the hand."""
    from rokugan.ccg.state import DYN_DECK

    recall = strategy("Test Recollection")
    declare(recall, Ability(("Open",), (Target(sel("personality", "strategy", controller="you", zone="discard")),
                                        ToHand(T0))))
    fall = strategy("Test Fall")
    declare(fall, Ability(("Open",), (Target(sel("personality")), Destroy(T0))))
    sc = _sc()
    hero = sc.play(0, personality("Fallen Hero"))
    sc.goto("action", active=0)
    f = sc.hand(0, fall)
    sc.choose(f"ab:{f}:a:0", f"t:{hero}", "pass")
    assert sc.s.dead[hero]
    hand = len(sc.s.players[0].hand)
    sc.choose(f"ab:{sc.hand(0, recall)}:a:0", f"t:{hero}", "pass")
    p = sc.s.players[0]
    assert sc.s.zone[hero] == DYN_DECK and p.dyn_deck[0] == hero and hero not in p.hand
    assert not sc.s.dead[hero] and not sc.s.face_up[hero] and len(p.hand) == hand == 0
    sc.choose(f"ab:{sc.hand(0, recall)}:a:0", f"t:{f}", "pass")
    assert sc.s.zone[f] == HAND


def test_triggered_traits_work_in_the_resolution_area_and_the_focusing_area(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Triggered traits": "Triggered traits happen every time that trigger occurs in the game, but only if the card
    they are on is (a) in play, (b) in the focusing area, (c) in a resolution or entering-play area, or (d) if they say
    they are triggered from an area not in play." (c) A Strategy played from the hand is in the resolution area while
    it resolves: its trait "After an action targets an enemy Personality, gain 1 Honor" happens as its own action
    targets one. (b) A card focused in a duel is in the focusing area: its trait "After a card is targeted, gain 1
    Honor" happens as the other duelist's Focus Effect targets."""
    from rokugan.ability.words import Triggered
    from rokugan.ccg.duel import challenge
    from rokugan.ccg.vocab import Bow, focus_effect, when

    herald = strategy("Test Herald")
    declare(herald, Ability(("Open",), (Target(sel("personality", controller="enemy")), Bow(T0))),
            Triggered(when("targeted", sel("personality", controller="enemy")), (GainHonor(1),)))
    sc = _sc()
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    h = sc.s.players[0].honor
    sc.choose(f"ab:{sc.hand(0, herald)}:a:0", f"t:{foe}", "pass")
    assert sc.s.bowed[foe] and sc.s.players[0].honor == h + 1, "read in the resolution area"
    assert sc.s.zone[sc.s.players[0].fate_discard[-1]] == FATE_DISCARD

    strike = strategy("Test Strike", focus=1)
    declare(strike, focus_effect(Target(sel("personality", controller="enemy")), Bow(T0)))
    witness = strategy("Test Witness", focus=1)
    declare(witness, Triggered(when("targeted", "any"), (GainHonor(1),)))
    sc = _sc()
    a = sc.play(0, personality("Hida Challenger", c=3, clan="Crab"))
    b = sc.play(1, personality("Doji Challenged", c=3, clan="Crane"))
    sc.goto("action", active=0)
    assert challenge(sc.s, a, b)
    sc._touch()
    m, w = sc.hand(0, strike), sc.hand(1, witness)
    h1 = sc.s.players[1].honor
    sc.choose(f"focus:{w}", f"focus:{m}", "strike")
    while sc.kind() == "target":
        sc.choose(f"t:{b}")
    assert "Player 2 gains 1 Honor (Test Witness) (6)." in sc.log() and sc.s.players[1].honor == h1 + 1, \
        "read in the focusing area"


def test_only_one_challenge_per_turn_counts_the_challenges_already_issued(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Restrictions on number of times": "Some effects restrict the number of times a type of occurrence can happen
    in a time period. Example: "You can only issue one challenge per turn." If such a restricting effect takes place
    in the middle of the time period covered, previous occurrences of the restricted effect count against the limit.
    Example: When "You can only issue one challenge per turn" resolves, any challenges you issued that turn count
    against the limit (even if you issued more than one) and any further challenges you issue that turn fail." Two
    challenges issued, then the restriction: a third challenge fails; with the restriction first, one challenge is
    issued and the next fails; the next turn the restriction is over."""
    from rokugan.ccg.vocab import T1
    from rokugan.ccg.vocab_military import Challenge, OnlyChallenges

    duel = strategy("Test Challenge")
    declare(duel, Ability(("Open",), (Target(sel("personality", controller="you")),
                                      Target(sel("personality", controller="enemy"), "t1"), Challenge(T0, T1))))
    edict = strategy("Test Edict")
    declare(edict, Ability(("Open",), (OnlyChallenges(1),)))

    def issue(sc: Scenario, mine: int, theirs: int) -> bool:
        n = sum("to a duel" in line for line in sc.log())
        sc.choose(f"ab:{sc.hand(0, duel)}:a:0", f"t:{mine}", f"t:{theirs}")
        while sc.kind() == "focus":
            sc.choose("strike")
        if sc.kind() == "action" and sc.who() == 1:
            sc.choose("pass")
        return sum("to a duel" in line for line in sc.log()) == n + 1

    for edict_first in (False, True):
        sc = _sc()
        mine = sc.play(0, personality("Kakita Test", c=9, clan="Crab"))
        theirs = sc.play(1, personality("Doji Test", c=1, clan="Crane"))
        sc.goto("action", active=0)
        if edict_first:
            sc.choose(f"ab:{sc.hand(0, edict)}:a:0", "pass")
            assert issue(sc, mine, theirs), "the one challenge allowed"
        else:
            assert issue(sc, mine, theirs) and issue(sc, mine, theirs), "no limit yet: two challenges"
            sc.choose(f"ab:{sc.hand(0, edict)}:a:0", "pass")
        assert not issue(sc, mine, theirs), "any further challenges you issue that turn fail"
        assert any("can only issue 1 challenge(s) this turn" in line for line in sc.log())
        sc.goto("end", active=0)  # the turn ends (and the restriction with it)
        sc.pending  # noqa: B018
        sc.goto("action", active=0, turn=sc.s.turn + 1)
        from rokugan.ccg.duel import challenge_limit
        assert challenge_limit(sc.s, 0) is None and issue(sc, mine, theirs) and issue(sc, mine, theirs), "a new turn"


def test_the_kensai_example_of_continuous_effect_conflicts(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Continuous effect conflicts": "If two continuous card effects conflict, then the more specific effect
    (applying to a more exclusive category of cards) overcomes the more general effect. ... Example: If a Kensai
    Personality's text says "May only attach one Weapon" and an Event comes into play that says "Your Personalities
    may attach two Weapons," the text specifically applying to the Personality overcomes the Event's general text."
    The Event lets another Personality attach a second Weapon (a card effect overcomes the rule of CR "Weapon"); the
    Kensai with the text may still attach only one; a Kensai without it, two (CR "Kensai")."""
    from rokugan.ability.words import SELF, Static
    from rokugan.catalog import cards as T
    from rokugan.ccg.conflicts import MaxWeapons

    from .scenario import card
    from .test_keywords import _equip_targets
    lone = personality("Test Lone Blade", keywords=("Samurai", "Kensai"))
    declare(lone, Static(SELF, MaxWeapons(1, "May only attach one Weapon.")))
    fair = card("Test Fair of Blades", T.EVENT)
    declare(fair, Static(sel("personality", controller="you"), MaxWeapons(2), words="Your Personalities may attach "
                                                                                    "two Weapons."))
    for with_event in (False, True):
        sc = _sc()
        k = sc.play(0, lone)
        other_kensai = sc.play(0, personality("Test Kensai", keywords=("Samurai", "Kensai")))
        plain = sc.play(0, personality("Test Plain"))
        for who in (k, other_kensai, plain):
            sc.attach(item(f"Sword of {who}"), who)
        if with_event:
            sc.play(0, fair)
        sword = sc.hand(0, item("Second Sword", cost=0))
        sc.goto("action", active=0)
        assert _equip_targets(sc, sword) == ({other_kensai, plain} if with_event else {other_kensai})
