"""An audit of the Comprehensive Rules, sections 1 to 10 of its table of contents (Cardinal Rules, The Player,
Card Types, Card Features, Areas of the Game, Physical Card States, Game Mechanics, Effects, Timing, Choices and
Targeting): each test quotes the rule or example it plays, through the decision interface."""

from __future__ import annotations

from rokugan.ability.words import YOU, Static
from rokugan.ccg.state import DYN_DISCARD, PLAY
from rokugan.ccg.statics import Rule

from .scenario import Scenario, deck, holding, personality


def _sc(ps: int = 6) -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5, ps=ps)])


def _no_honor_change() -> Static:
    return Static(YOU, Rule("will_not_honor", "You do not gain or lose Honor."))


def test_preventing_the_battle_honor_gain_prevents_the_substituted_rehonoring(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Rehonoring": "Before a player with one or more dishonorable Personalities in his or her army gains Honor
    from destroying enemy cards in battle resolution, all such dishonorable Personalities are rehonored, substituting
    for the Honor gain. In a tied battle, all dishonorable Personalities in an army are rehonored before being
    destroyed, in substitution for their army's leader's Honor gain. The rules on substitution mean that preventing
    the Honor gain also prevents its substituted rehonoring"."""
    ascetic = personality("Ascetic Monk", f=0, c=1)
    declare(ascetic, _no_honor_change())
    for tie in (False, True):
        sc = _sc()
        shamed = sc.play(0, personality("Shamed", f=2 if tie else 3, ph=2), dishonored=True)
        sc.play(0, ascetic)  # at home: "You do not gain or lose Honor"
        d = sc.play(1, personality("Defender", f=2, clan="Crane"))
        h = sc.s.players[0].honor
        sc.attack_and_fight({shamed: 0}, {d: 0})
        assert sc.s.zone[d] == DYN_DISCARD
        assert sc.s.dishonored[shamed], "the gain is prevented, so is the rehonoring substituted for it"
        assert sc.s.players[0].honor == h  # and the dishonorable death in the tie loses nothing either


def test_good_faith_a_variable_gold_cost_must_pay_for_a_legal_target() -> None:
    """CR "Good Faith Rule": "Actions that base their required targeting on a variable Gold cost paid require that
    the player can, and does, pay the Gold cost that corresponds to a legal target." Yoritomo Mikaru: "Limited, Gold
    star: Recruit a target Holding in your Province (entering play bowed), for 1 less Gold." With a 6-Gold Holding
    the least he may pay is 5; with 4 Gold to spend he may not announce the action at all."""
    from .cards.harness import real
    for gold in (20, 4):
        sc = _sc()
        sc.empty_provinces(0)
        m = sc.play(0, real("Yoritomo Mikaru"))
        h = sc.province(0, 1, holding("Dear Mine", gold=1, cost=6))
        sc.goto("action", active=0)
        sc.bow_stronghold(0)
        sc.s.players[0].gold_pool = gold
        sc._touch()
        if gold < 5:
            assert f"ab:{m}:a:0" not in sc.ids()
            continue
        sc.choose(f"ab:{m}:a:0")
        assert sc.kind() == "amount" and sc.ids() == [f"gold:{n}" for n in range(5, 21)]
        sc.choose("gold:5", f"t:{h}")
        assert sc.s.zone[h] == PLAY and sc.s.players[0].gold_pool == gold - 5


def test_an_absent_stat_receives_no_bonus(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Absent stats": "If an effect checks a stat's value that is absent on the card type (for example, a Spell's
    Force) the value is zero. Absent values cannot receive bonuses, penalties or modifiers." A +2F bonus given to a
    Spell leaves its Force at zero (and a Force modifier printed as an asterisk is a stat, which may get one)."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg import stats
    from rokugan.ccg.vocab import T0, Give

    from .scenario import T, card, strategy
    sc = _sc()
    shugenja = sc.play(0, personality("Isawa Test", f=2, c=3, keywords=("Shugenja",)))
    spell = sc.attach(card("Test Spell", T.SPELL, gold_cost=0, focus=1), shugenja)
    blade = card("Star Blade", T.ITEM, chi=0, gold_cost=0, focus=1, keywords=("Weapon",))
    object.__setattr__(blade, "extra", {"asterisk_stats": ["force"]})  # Force "*": printed zero, a real stat
    b = sc.attach(blade, shugenja)
    boon = strategy("Test Boon")
    declare(boon, Ability(("Open",), (Target(sel("spell", "item")), Give(T0, 2))))
    sc.goto("action", active=0)
    for target in (spell, b):
        c = sc.hand(0, boon)
        sc.choose(f"ab:{c}:a:0", f"t:{target}")
        sc.choose("pass")  # the other player's opportunity
    assert stats.force(sc.s, spell) == 0
    assert stats.force(sc.s, b) == 2 and stats.force(sc.s, shugenja) == 4  # the Item's modifier got the bonus


def test_an_ability_on_two_identical_cards_is_used_once_on_each(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Abilities": "Each ability on each separate source is a separate ability, even if they are identical
    abilities or exist on identical cards. Example: The "once per turn" limit on using an ability does not prevent a
    player from using the ability on two identical cards in the same turn." """
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import GainHonor
    twin = personality("Twin Courtier", f=1, c=1)
    declare(twin, Ability(("Open",), (GainHonor(1),)))
    sc = _sc()
    a, b = sc.play(0, twin), sc.play(0, twin)
    sc.goto("action", active=0)
    h = sc.s.players[0].honor
    sc.choose(f"ab:{a}:a:0", "pass")
    assert f"ab:{a}:a:0" not in sc.ids() and f"ab:{b}:a:0" in sc.ids()
    sc.choose(f"ab:{b}:a:0", "pass")
    assert not any(i.startswith("ab:") for i in sc.ids()) and sc.s.players[0].honor == h + 2


def test_abilities_given_twice_stack_and_are_used_separately(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Abilities": "Abilities given to a card or player "stack," unlike keywords and traits. A card or player can
    have more than one identical copy of an ability, each of which is used separately." Two uses of "Limited: Give
    your target Personality the ability "Open: Gain 1 Honor."" give him two copies: he may gain the Honor twice in a
    turn (and a third time, no)."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.cards import granted
    from rokugan.ccg.interp import GRANTED
    from rokugan.ccg.vocab import T0, GainHonor, GrantAbility

    from .scenario import strategy
    key = granted("cr-audit/open-honor", Ability(("Open",), (GainHonor(1),)))
    try:
        teach = strategy("Teach the Kata")
        declare(teach, Ability(("Limited",), (Target(sel("personality", controller="you")),
                                              GrantAbility(T0, key, "permanent"))))
        sc = _sc()
        me = sc.play(0, personality("Pupil", f=1, c=1))
        sc.goto("action", active=0)
        for _ in range(2):
            sc.choose(f"ab:{sc.hand(0, teach)}:a:0", f"t:{me}", "pass")
        h = sc.s.players[0].honor
        opt = f"ab:{me}:g:{key}"
        assert sc.ids().count(opt) == 1  # one option for the two copies
        sc.choose(opt, "pass")
        assert opt in sc.ids(), "the second copy is still unused"
        sc.choose(opt, "pass")
        assert opt not in sc.ids() and sc.s.players[0].honor == h + 2
    finally:
        GRANTED.pop(key, None)


def test_a_keyword_given_again_is_no_protection_against_its_removal(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Keywords": "A card either has a given keyword or it does not. Effects that grant a keyword to a card that
    already has it do not give it an extra copy of the keyword, and do not protect that card against a future effect
    that would remove that keyword." Both a printed Cavalry given Cavalry again and a Cavalry only given by an effect
    are gone after "loses Cavalry"; given back later, it is back (CR "Continuous effect conflicts": "the effect
    applied later overcomes the effect applied earlier")."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.primitives import kw
    from rokugan.ccg.vocab import T0, GrantKeyword
    from rokugan.ccg.vocab_units import LoseKeyword

    from .scenario import strategy
    mount = strategy("Test Mount")
    declare(mount, Ability(("Open",), (Target(sel("personality")), GrantKeyword(T0, "Cavalry"))))
    unhorse = strategy("Test Unhorse")
    declare(unhorse, Ability(("Open",), (Target(sel("personality")), LoseKeyword(T0, "Cavalry"))))
    sc = _sc()
    rider = sc.play(0, personality("Born Rider", keywords=("Samurai", "Cavalry")))
    walker = sc.play(0, personality("Walker"))
    sc.goto("action", active=0)

    def play(facts, target: int) -> None:  # type: ignore[no-untyped-def]
        sc.choose(f"ab:{sc.hand(0, facts)}:a:0", f"t:{target}", "pass")

    for c in (rider, walker):
        play(mount, c)
        assert kw(sc.s, c, "Cavalry")
        play(unhorse, c)
        assert not kw(sc.s, c, "Cavalry"), sc.s.title(c)
        play(mount, c)
        assert kw(sc.s, c, "Cavalry")


def test_a_personality_with_a_clan_mon_has_the_clan_keyword() -> None:
    """CR "Personality", "Clan Mon": "Earlier Ivory Edition legal cards indicate Personality Clan Alignment with both
    the mon and a keyword; later cards indicate Clan Alignment only with the mon, but are also considered to have the
    keyword." (Agasha Beiru has the Phoenix mon and no "Phoenix Clan" in his keyword line.)"""
    from rokugan.ccg.primitives import kw

    from .cards.harness import real
    sc = _sc()
    beiru = real("Agasha Beiru")
    assert beiru.clans == ("Phoenix",) and not beiru.has_keyword("Phoenix Clan")
    c = sc.play(0, beiru)
    assert kw(sc.s, c, "Phoenix Clan") and not kw(sc.s, c, "Crab Clan")
    ronin = sc.play(0, personality("Wave Man", clan=None))
    assert not any(kw(sc.s, ronin, f"{clan} Clan") for clan in ("Crab", "Phoenix"))


def _pass_until(sc: Scenario, done) -> None:  # type: ignore[no-untyped-def]
    """Answer every decision with pass / no attack / end of phase until `done()` holds."""
    while sc.pending is not None and not done():
        ids = sc.ids()
        sc.choose("pass" if "pass" in ids else "no_attack" if "no_attack" in ids else ids[0])


def test_a_delayed_ongoing_effect_lasts_for_the_turn_it_is_applied_in(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Delayed effects": "The duration of a delayed ongoing effect takes into account the turn, or other time
    period, in which it was applied – not the time period in which it was initially activated. Example: in "After the
    start of your next turn, give him +2F," the Force bonus lasts until the end of your next turn." """
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg import stats
    from rokugan.ccg.vocab import T0, After, Give

    from .scenario import strategy
    later = strategy("Test Promise")
    declare(later, Ability(("Open",), (Target(sel("personality", controller="you")),
                                       After("turn_started", (Give(T0, 2),), who="you"))))
    sc = _sc()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    me = sc.play(0, personality("Promised", f=2, c=2))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, later)}:a:0", f"t:{me}")
    assert stats.force(sc.s, me) == 2  # activated, not applied
    first = sc.s.turn
    _pass_until(sc, lambda: sc.s.turn == first + 1 and sc.s.phase == "action")
    assert sc.s.active == 1 and stats.force(sc.s, me) == 2
    _pass_until(sc, lambda: sc.s.turn == first + 2 and sc.s.phase == "action")
    assert sc.s.active == 0 and stats.force(sc.s, me) == 4  # applied as his next turn starts
    _pass_until(sc, lambda: sc.s.phase == "dynasty")
    assert stats.force(sc.s, me) == 4  # still this turn
    _pass_until(sc, lambda: sc.s.turn == first + 3)
    assert stats.force(sc.s, me) == 2  # it ended with that turn


def test_a_may_over_several_effects_is_all_or_none(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Choices": "A choice involving multiple effects following a "may" must be taken in an all-or-none fashion,
    unless they are phrased as alternatives to each other using "or." Example: "He may target one of his Shugenja
    and discard a card." If this choice is taken, the targeting and discard are both either carried out or not
    carried out; there is no option to target a Shugenja and not discard." """
    from rokugan.ability.words import Ability, May, Target, sel
    from rokugan.ccg.state import FATE_DISCARD, HAND
    from rokugan.ccg.vocab import T0, Bow
    from rokugan.ccg.vocab_players import discard_a_card

    from .scenario import strategy
    rite = strategy("Test Rite")
    declare(rite, Ability(("Open",), (May((Target(sel("personality", controller="you", keyword="Shugenja")),
                                          discard_a_card(), Bow(T0))),)))
    for take in (True, False):
        sc = _sc()
        shu = sc.play(0, personality("Isawa Test", keywords=("Shugenja",)))
        kept = sc.hand(0, strategy("Kept Scroll"))
        sc.goto("action", active=0)
        sc.choose(f"ab:{sc.hand(0, rite)}:a:0")
        assert sc.kind() == "yes_no" and sorted(sc.ids()) == ["no", "yes"]
        sc.choose("yes" if take else "no")
        if not take:  # neither the targeting nor the discard
            assert sc.kind() == "action" and sc.s.zone[kept] == HAND and not sc.s.bowed[shu]
            continue
        sc.choose(f"t:{shu}")
        assert sc.kind() != "yes_no", "no second choice: the discard comes with the targeting"
        assert len(sc.ids()) == 1 and str(kept) in sc.ids()[0]  # the one card to discard, no way to skip it
        sc.choose(sc.ids()[0])
        assert sc.s.zone[kept] == FATE_DISCARD and sc.s.bowed[shu]


def test_an_ability_that_exists_on_a_condition_stays_used_when_the_condition_returns(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Taking actions": "Rarely, the existence of an ability may depend on a condition being met. Example: While
    Domo is honorable, he has the ability, "Battle: Ranged 4 Attack." When such an ability is used, it is considered to
    have been used that turn (or other amount of time) even if the condition fails to be met, and is met again, within
    that time." """
    from rokugan.ability.words import SELF, Ability, Static, Target, sel
    from rokugan.ccg.cards import granted
    from rokugan.ccg.interp import GRANTED
    from rokugan.ccg.statics import GrantsAbility
    from rokugan.ccg.vocab import T0, GainHonor, when
    from rokugan.ccg.vocab_effects import Dishonor, Rehonor

    from .scenario import strategy
    key = granted("cr-audit/domo", Ability(("Open",), (GainHonor(1),)))
    try:
        domo = personality("Domo Test", f=2, c=2)
        declare(domo, Static(SELF, GrantsAbility(key), when("is", SELF, "honorable")))
        shame = strategy("Test Shame")
        declare(shame, Ability(("Open",), (Target(sel("personality")), Dishonor(T0))))
        praise = strategy("Test Praise")
        declare(praise, Ability(("Open",), (Target(sel("personality")), Rehonor(T0))))
        sc = _sc()
        d = sc.play(0, domo)
        sc.goto("action", active=0)
        opt = f"ab:{d}:g:{key}"
        sc.choose(opt, "pass")
        sc.choose(f"ab:{sc.hand(0, shame)}:a:0", f"t:{d}", "pass")
        assert sc.s.dishonored[d] and opt not in sc.ids()
        sc.choose(f"ab:{sc.hand(0, praise)}:a:0", f"t:{d}", "pass")
        assert not sc.s.dishonored[d]
        assert opt not in sc.ids(), "he has the ability again, already used this turn"
    finally:
        GRANTED.pop(key, None)


def test_a_province_refills_after_what_the_card_entering_play_triggers(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Provinces": "When a card leaves a Province and the Province then holds fewer than its maximum number of
    cards, effects triggered by the card leaving the Province or entering play resolve first. Then, if the Province
    still holds fewer than its maximum number of cards, it is refilled with a face-down Dynasty card from the top of
    the Province's owner's deck". While a recruited Holding's "After this card enters play, you may gain 1 Honor"
    resolves, its Province is still empty."""
    from rokugan.ability.words import SELF, May, Triggered
    from rokugan.ccg.vocab import GainHonor, when
    shrine = holding("Test Shrine", gold=1, cost=2)
    declare(shrine, Triggered(when("entered_play", SELF.name), (May((GainHonor(1),)),)))
    sc = _sc()
    sc.empty_provinces(0)
    h = sc.province(0, 2, shrine)
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{h}")
    sc.pay_with(sc.s.players[0].stronghold)
    sc.pass_forced_interrupts()
    assert sc.s.zone[h] == PLAY and sc.kind() == "yes_no"  # the trait resolves ...
    assert sc.s.players[0].provinces[2] == [], "... before the refill"
    sc.choose("yes")
    assert len(sc.s.players[0].provinces[2]) == 1 and not sc.s.face_up[sc.s.players[0].provinces[2][0]]


def test_a_reduction_to_a_minimum_is_limited_by_that_minimum(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "To a minimum/to a maximum": "Bonuses, penalties and other stat changes that are restricted by "to a
    minimum" or "to a maximum" are applied after any other modifiers, bonuses and penalties, and are limited in their
    amount by the stated minimum and maximum values." (Its example: a loss already down to 1, "reduced by 1 "to a
    minimum of 1"", stays 1.) Daigotsu Kanpeki's "Reduce your Honor losses from your cards by 1, to a minimum of 1":
    losing 3 Honor to your own card loses 2, losing 1 still loses 1."""
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import LoseHonor

    from .cards.harness import real
    from .scenario import strategy
    sc = _sc()
    sc.play(0, real("Daigotsu Kanpeki, the Shadow Emperor - exp3"))
    sc.goto("action", active=0)
    for n, lost in ((3, 2), (1, 1)):
        vow = strategy(f"Costly Vow {n}")
        declare(vow, Ability(("Open",), (LoseHonor(n),)))
        h = sc.s.players[0].honor
        sc.choose(f"ab:{sc.hand(0, vow)}:a:0", "pass")
        assert sc.s.players[0].honor == h - lost


def test_an_effect_on_several_players_goes_in_turn_order_from_the_active_player() -> None:
    """CR "Turn order": "If no order or starting player is specified for a sequence of occurrences affecting different
    players, they are carried out in turn order, starting with the active player." A Time for Action ("Each player
    with 21 or more Family Honor loses 5 Honor"), used by the first seat as an Open action in the second seat's turn:
    the second seat, active, loses first."""
    from .cards.harness import real
    sc = _sc()
    sc.empty_provinces(0)
    ev = sc.province(0, 0, real("A Time for Action"))
    sc.honor(0, 25)
    sc.honor(1, 30)
    sc.goto("action", active=1)
    sc.choose("pass", f"ab:{ev}:a:0")
    sc.pass_interrupts()
    assert sc.s.players[0].honor == 20 and sc.s.players[1].honor == 25
    losses = [line for line in sc.log() if "loses 5 Honor (" in line]
    names = [p.name for p in sc.s.players]
    assert len(losses) == 2 and losses[0].startswith(names[1]) and losses[1].startswith(names[0]), losses


def test_a_spell_is_cast_only_while_attached_to_a_shugenja(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Spell": "They will only attach to a Shugenja Personality, and their abilities can only be used ("cast") if
    attached to a Shugenja." After its Personality loses Shugenja the Spell's ability cannot be used."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, GainHonor
    from rokugan.ccg.vocab_units import LoseKeyword

    from .scenario import T, card, strategy
    prayer = card("Test Prayer", T.SPELL, gold_cost=0, focus=1)
    declare(prayer, Ability(("Open",), (GainHonor(1),)))
    doubt = strategy("Test Doubt")
    declare(doubt, Ability(("Open",), (Target(sel("personality")), LoseKeyword(T0, "Shugenja"))))
    sc = _sc()
    shu = sc.play(0, personality("Isawa Test", keywords=("Shugenja",)))
    sp = sc.attach(prayer, shu)
    sc.goto("action", active=0)
    assert f"ab:{sp}:a:0" in sc.ids()
    sc.choose(f"ab:{sc.hand(0, doubt)}:a:0", f"t:{shu}", "pass")
    assert sc.s.attached_to[sp] == shu and f"ab:{sp}:a:0" not in sc.ids()


def test_a_card_returned_to_the_hand_forgets_that_its_ability_was_used(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Card Memory Rule": "If a card is both out of play and face-down (including returning to the hand), it
    "forgets" ongoing effects specific to it, and other changes such as whether its abilities have been used." A
    Strategy played, discarded, then put back into its player's hand may be played again the same turn."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.state import HAND
    from rokugan.ccg.vocab import T0, GainHonor
    from rokugan.ccg.vocab_units import ToHand

    from .scenario import strategy
    chant = strategy("Test Chant")
    declare(chant, Ability(("Open",), (GainHonor(1),)))
    recall = strategy("Test Recall")
    declare(recall, Ability(("Open",), (Target(sel("strategy", controller="you", zone="discard")), ToHand(T0))))
    sc = _sc()
    c = sc.hand(0, chant)
    sc.goto("action", active=0)
    h = sc.s.players[0].honor
    sc.choose(f"ab:{c}:a:0", "pass")
    sc.choose(f"ab:{sc.hand(0, recall)}:a:0", f"t:{c}", "pass")
    assert sc.s.zone[c] == HAND and f"ab:{c}:a:0" in sc.ids()
    sc.choose(f"ab:{c}:a:0")
    assert sc.s.players[0].honor == h + 2


def test_a_bow_cost_cannot_be_paid_by_a_bowed_card_even_with_tireless(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Costs": "The bowing icon means the player needs to bow the card the ability is on in order to take the
    action (or activate the trait's effects); if the card is already bowed, he or she cannot take the action." (A
    Tireless ability may be used while bowed, but its bow cost still cannot be paid.)"""
    from rokugan.ability.words import SELF, Ability
    from rokugan.ccg.vocab import Bow, GainHonor
    tireless = personality("Tireless Test", f=1, c=1)
    declare(tireless, Ability(("Open",), (GainHonor(1),), keywords=("Tireless",)),
            Ability(("Open",), (GainHonor(1),), costs=(Bow(SELF),), keywords=("Tireless",)))
    sc = _sc()
    t = sc.play(0, tireless)
    sc.goto("action", active=0)
    sc.s.bowed[t] = True
    sc._touch()
    assert f"ab:{t}:a:0" in sc.ids() and f"ab:{t}:a:1" not in sc.ids()


def test_each_word_of_an_ability_keyword_is_a_keyword_of_the_card(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Abilities": "Each word in an ability's own keywords is a separate keyword. Example: A "Bushido Virtue"
    ability is a Bushido ability and a Virtue ability." With CR "Keyword inheritance" ("Keywords on abilities also
    apply to their cards"), a Strategy with a "Bushido Virtue" ability is a Bushido Strategy and a Virtue Strategy;
    CR "Keywords": "a "Geisha House" card is not a "Geisha" card"."""
    from rokugan.ability.words import Ability
    from rokugan.ccg.primitives import kw
    from rokugan.ccg.vocab import GainHonor

    from .scenario import strategy
    vow = strategy("Test Vow")
    declare(vow, Ability(("Open",), (GainHonor(1),), keywords=("Bushido Virtue",)))
    sc = _sc()
    c = sc.hand(0, vow)
    assert kw(sc.s, c, "Bushido") and kw(sc.s, c, "Virtue")
    house = sc.play(0, holding("Test Teahouse", keywords=("Geisha House",)))
    assert kw(sc.s, house, "Geisha House") and not kw(sc.s, house, "Geisha")


def test_embedded_text_is_not_part_of_the_ability_that_gives_it(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Embedded text": "Any features of embedded text are not a part of the text that contains them. Example:
    "Limited: Give a Personality "Ninja Battle: This Personality challenges a target Personality opposing him." The
    Limited ability is not a Battle or Ninja ability". The Strategy is no Ninja card, and its ability is taken as a
    Limited action, not in a battle."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.cards import granted
    from rokugan.ccg.interp import GRANTED
    from rokugan.ccg.primitives import kw
    from rokugan.ccg.vocab import T0, GainHonor, GrantAbility

    from .scenario import strategy
    key = granted("cr-audit/ninja-battle", Ability(("Battle",), (GainHonor(1),), keywords=("Ninja",)))
    try:
        lesson = strategy("Test Lesson")
        declare(lesson, Ability(("Limited",), (Target(sel("personality", controller="you")),
                                               GrantAbility(T0, key))))
        sc = _sc()
        me = sc.play(0, personality("Shinobi Test"))
        c = sc.hand(0, lesson)
        assert not kw(sc.s, c, "Ninja")
        sc.goto("action", active=0)
        assert f"ab:{c}:a:0" in sc.ids()
        sc.choose(f"ab:{c}:a:0", f"t:{me}", "pass")
        assert f"ab:{me}:g:{key}" not in sc.ids()  # given a Battle ability: not an Action Phase action
    finally:
        GRANTED.pop(key, None)


def test_honor_lost_to_your_own_holding_does_not_waive_honor_requirements() -> None:
    """CR "Honor Requirement": "If anything but a player's own cards causes him or her to lose Honor (that is, other
    players' cards and rulebook Honor losses, such as dying dishonorably), then for the rest of the game, that player
    ignore Honor Requirements when bringing Personalities with his or her Clan Alignment into play." Losing 2 Honor to
    produce Gold with your own Slave Pits ("you may give it +1GP and lose 2 Honor") is a loss to your own card."""
    from .cards.harness import real
    sc = _sc()
    sc.empty_provinces(0)
    pits = sc.play(0, real("Slave Pits"))
    first = sc.province(0, 0, personality("Hida Cheap", cost=1, hr=0))
    proud = sc.province(0, 1, personality("Hida Proud", cost=1, hr=4))
    sc.honor(0, 5)
    sc.s.memo["went_first"] = 1  # "Courtesy:" applies to the player who did not go first
    sc.goto("dynasty", active=0)
    sc.bow_stronghold(0)
    sc.choose(f"recruit:{first}")
    assert f"gold:{pits}:bonus" in sc.ids()
    sc.choose(f"gold:{pits}:bonus")
    sc.pass_forced_interrupts()
    assert sc.s.zone[first] == PLAY and sc.s.players[0].honor == 3
    sc.s.players[0].gold_pool = 5
    sc._touch()
    assert f"recruit:{proud}" not in sc.ids(), "HR 4 above 3 Honor: still not waived"


def test_a_choice_that_is_not_targeting_may_just_fail(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Choices": "A choice may be made even if its consequences would fail or be prevented. Example: ... If you do
    not control any unbowed Personalities, you may also make a choice to "bow an unbowed Personality," which just
    fails." CR "Targeting": "The word "target" must appear for the procedure to be considered targeting — just
    "choosing" something is not targeting", and the Good Faith Rule asks only for the action's targeting ("Otherwise,
    a player may announce and take an action even if it will have no effects"). "Bow an unbowed Personality you
    control. Gain 1 Honor." can be taken with every Personality bowed: the bowing fails, the Honor is gained (CR
    "Independence of effects")."""
    from rokugan.ability.words import Ability, Ref, sel
    from rokugan.ccg.vocab import Bow, GainHonor
    from rokugan.ccg.vocab_players import ChooseCard

    from .scenario import strategy
    drill = strategy("Test Drill")
    declare(drill, Ability(("Open",), (
        ChooseCard(sel("personality", controller="you", unbowed=True), "drilled",
                   words="choose an unbowed Personality"),
        Bow(Ref("drilled", "him", "him")), GainHonor(1))))
    sc = _sc()
    me = sc.play(0, personality("Tired Test"))
    c = sc.hand(0, drill)
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    h = sc.s.players[0].honor
    assert f"ab:{c}:a:0" in sc.ids()
    sc.choose(f"ab:{c}:a:0")
    assert sc.s.players[0].honor == h + 1


def test_effects_do_not_make_a_stronghold_leave_play(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Stronghold Immunity": "Effects and costs will not make a Stronghold leave play unless they specifically
    mention Strongholds." "Destroy a target card" offers the enemy's cards in play, never his Stronghold."""
    from rokugan.ability.words import Ability, Target, sel
    from rokugan.ccg.vocab import T0, Destroy

    from .scenario import strategy
    ruin = strategy("Test Ruin")
    declare(ruin, Ability(("Open",), (Target(sel("card", controller="enemy")), Destroy(T0))))
    sc = _sc()
    foe = sc.play(1, personality("Doji Test", clan="Crane"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{sc.hand(0, ruin)}:a:0")
    ids = sc.ids()
    assert f"t:{foe}" in ids and f"t:{sc.s.players[1].stronghold}" not in ids
