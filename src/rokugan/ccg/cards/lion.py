"""Cards of the Ivory Edition Lion starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, If, May, OneOf, Ref, Static, Target, Triggered, sel
from rokugan.ccg.statics import AttachOnly, Rule, StatMod
from rokugan.ccg.vocab import (
    T0,
    ActionFlag,
    Additional,
    After,
    Attack,
    Bow,
    CreateFollower,
    Destroy,
    Disable,
    Draw,
    GainHonor,
    Give,
    IfVal,
    MoveHere,
    MoveHome,
    PerTenHonor,
    SearchDeck,
    Seq,
    StatOf,
    Straighten,
    ToHand,
    Transfer,
    when,
)

from . import card

FOUND = Ref("found", "it", "it")

_GARRISON = Ability(("Battle",), (
    Target(sel("personality", controller="you", opposed=True, clan="Lion", keyword="Samurai")),
    Give(T0, StatOf(T0, "personal_honor"))),
    words="Battle: Give your target opposed Lion Clan Samurai a Force bonus equal to his Personal Honor (this turn).")
card("The Honorable Garrison of the Lion", _GARRISON)
card("The Honorable Garrison of the Lion", _GARRISON, side="back")  # going second: the same text

# Followers
card("Ashigaru Spearmen",
     Triggered(when("equipped", "self"), (May((After("turn_ending", (Draw(1),)),),
                                              words="you may draw an additional card when this turn ends"),),
               words="After this Follower enters play from your hand, you may draw an additional card when this "
                     "turn ends."),
     Ability(("Battle",), (Attack("ranged", 1),), costs=(Bow(SELF),)))
card("Band of Brothers", Triggered(when("entered_play", "self"), (
    Target(sel("personality", controller="you"), count=(1, 2)),
    CreateFollower(T0, 1, keywords=("Ronin",), words="create and attach a 1F Ronin Follower to each of them")),
    words="After this Follower enters play, target one or two of your Personalities. Create and attach a 1F Ronin "
          "Follower to each of them."))
card("Naga Remnants", Ability(("Battle",), (Target(sel("attachment", controller="enemy")), Bow(T0))))

# Holdings
card("General's Hatamoto", Ability(("Battle",), (Target(sel("personality", "follower")), Give(T0, 2)),
                                   costs=(Bow(SELF),)))
card("Hida Advisor", Ability(("Open",), (
    Target(sel("follower", controller="you")),
    Transfer(T0, sel("personality", controller="you", unbowed=True))),
    costs=(Bow(SELF),),
    words="Open, bow: Transfer your target Follower from one of your unbowed Personalities to another."))
card("Imperial Explorer's Dojo", Ability(("Limited",), (
    Target(sel("strategy", controller="you", zone="discard", keyword="Terrain")), ToHand(T0), Destroy(SELF)),
    costs=(Bow(SELF),),
    words="Limited, bow: Put a target Terrain in your discard pile into your hand. Destroy this Holding."))
card("Yukihime's Hot Springs", Ability(("Open",), (Target(sel("holding")), Disable(T0)), costs=(Bow(SELF),)))

# Items
card("Ancestral Armor of the Lion Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Lion"), "Can only attach to a Lion Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Battle",), (
         Target(sel("personality", any_location=True, would_be_opposed=True)), MoveHere(T0),
         If(when("is", T0, "enemy_card"), (Straighten(T0, unit=True),))), costs=(Bow(SELF),),
         words="Battle, bow: If he would be opposed, move a target Personality at any location to this battlefield. "
               "Straighten his unit if you do not control him."))

# Personalities
card("Ikoma Ichimoko", Ability(("Battle",), (Target(sel("follower", "personality", controller="enemy")),
                                             Give(T0, -2))))
card("Ikoma Yoshimoko", Ability(("Battle",), (
    Attack("fear", IfVal(when("control", sel("strategy", controller="you", keyword="Terrain")), 3, 2),
           words="Fear 2, or Fear 3 if you control a Terrain"),)))
card("Matsu Agai", Ability(("Battle",), (Attack("fear", 3),)))
card("Matsu Choiko", Ability(("Battle",), (
    Target(sel("personality", controller="you", clan="Lion", other=True)),
    OneOf(((Give(SELF, StatOf(T0, "personal_honor")),), (Give(SELF, StatOf(T0, "personal_honor"), "chi"),)))),
    words="Battle: Target another of your Lion Clan Personalities. Give Choiko a Force or Chi bonus equal to the "
          "target's Personal Honor."))
card("Matsu Misato", Ability(("Battle",), (Attack("ranged", PerTenHonor(3),
                                                  words="Ranged 3 Attack with +1 strength for every 10 points of "
                                                        "Family Honor you have"),), costs=(Bow(SELF),)))
card("Matsu Morito", Ability(("Battle",), (Target(sel("personality", controller="enemy")), MoveHome(T0)),
                             costs=(Bow(SELF),), words="Battle, bow: Move home a target enemy unit."))
card("Matsu Tayuko", Static(SELF, StatMod("force", 2), when("is", SELF, "attacking"),
                           words="Tayuko has +2F while attacking."))

# Strategies
card("Death of the Winds", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Tactician")),
    SearchDeck(sel("strategy", controller="you", zone="deck", not_unique=True, battle_strategy=True),
               "search your Fate deck for a non-Unique Battle Strategy"),
    # the found card is played from the hand it briefly passes through; unplayed, it is discarded (CR "Search")
    Seq((ToHand(FOUND), Additional(1, "battle", only=FOUND, discard_unplayed=True)),
        words="take an additional action to play it")),
    gold=2))
card("Directing the Battle", Ability(("Battle",), (
    If(when("enemy_units_here", words="there are any enemy units at this battlefield"), (
        SearchDeck(sel("strategy", controller="you", zone="deck", not_unique=True, battle_strategy=True),
                   "search your Fate deck for a non-unique Battle Strategy"), ToHand(FOUND))),), gold=4,
    words="Battle, 4 Gold: If there are any enemy units at this battlefield, search your Fate deck for a non-unique "
          "Battle Strategy. Show it and put it in your hand."))
card("Move the Troops", Ability(("Open",), (
    After("phase_ending", (If(when("in_discard", SELF), (ToHand(SELF),)),),
          words="if this Strategy is in your discard pile, put it into your hand before this phase ends"),), gold=2))
card("Outnumbered", Ability(("Battle",), (
    Give(sel("personality", controller="you", opposed=True, with_followers=True, here=True), 1),
    Give(sel("personality", controller="enemy", without_followers=True, here=True), -1)),
    words="Battle: Give all your opposed Personalities with Followers at the current battlefield +1F. Give all enemy "
          "Personalities there without Followers -1F."))
card("Recovering What Was Lost", Ability(("Engage",), (
    Target(sel("personality", controller="you", at_home=True, would_be_opposed=True)), MoveHere(T0),
    If(when("keyword", T0, "Tactician"), (Give(T0, 2),))), keywords=("Absent",),
    words="Absent Engage: If he would be opposed, move your target Personality at home to the current battlefield. "
          "Give him +2F if he is a Tactician."))
card("Strength of my Father", Ability(("Battle",), (
    Target(sel("personality", controller="you", opposed=True)), Give(T0, StatOf(T0, "personal_honor"))),
    words="Battle: Give your target opposed Personality a Force bonus equal to his Personal Honor."))
card("The Sun Returns", Ability(("Interrupt",), (
    If(when("any", when("interrupting", "battle"), when("interrupting", "engage"),
            words="the action is a Battle or Engage action"), (
        Target(sel("personality", controller="you", unbowed=True, keyword="Tactician", any_location=True)), Bow(T0),
        ActionFlag("negated", "negate the effects of a Battle or Engage action"))),),
    words="Interrupt: Bow your target unbowed Tactician. Negate the effects of a Battle or Engage action."))
card("Akodo Dairuko, the Steel Lion - exp2",
     Static(YOU, Rule("favor_targets_defenders",
                      "You may target defending Personalities with the rulebook Favor Political Battle action.")),
     Triggered(when("destroyed", "enemy", "you", "battle"), (GainHonor(1),)),
     Ability(("Battle",), (Give(sel("personality", controller="you", attacking=True, clan="Lion", keyword="Samurai",
                                    other=True, same_location=True), 1),
                           Give(sel("personality", controller="you", attacking=True, clan="Lion", keyword="Samurai",
                                    other=True, same_location=True), 1, "personal_honor")),
             words="Battle: Give all your other attacking Lion Clan Samurai at Dairuko's battlefield +1F and +1PH."))
card("Suana Dojo", Static(SELF, StatMod("gold_production", -1),
                          when("stat_ge", StatOf(Ref("you_stronghold", "your Stronghold"), "gold_production"), 4),
                          words="This Holding has -1GP while your Stronghold's Gold Production is 4 or greater."),
     partial="its printed Gold Production is missing from both card databases, so it produces no Gold here")
