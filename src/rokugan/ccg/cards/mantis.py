"""Cards of the Ivory Edition Mantis starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, May, Ref, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, GoldFor, OncePerGameGold, OnePerTurn, StatMod
from rokugan.ccg.vocab import (
    T0,
    T1,
    ActionFlag,
    After,
    Attack,
    Bow,
    CreateBattlefield,
    Destroy,
    Draw,
    GainHonor,
    Give,
    GiveAll,
    GrantKeyword,
    LoseHonor,
    LoseKeyword,
    MoveHome,
    MoveThere,
    ProduceGold,
    RecruitCard,
    RefillWith,
    SearchDeck,
    Straighten,
    TakeOver,
    Var,
    when,
)

from . import card

FOUND = Ref("found", "it", "it")

card("The Fruitful Port of the Mantis", Ability(("Limited",), (Draw(1),), gold=3))
card("The Fruitful Port of the Mantis", Ability(("Limited",), (Draw(1),), gold=3), Static(YOU, OncePerGameGold(2)),
     side="back")

# Followers
card("Expert Archers", Static(SELF, AttachOnly(sel("personality", keyword="Samurai"), "Can only attach to a "
                                                                                     "Samurai.")),
     Ability(("Battle",), (Attack("ranged", 3),), costs=(Bow(SELF),)))
card("Spearmen", Ability(("Battle",), (Attack("ranged", 2),), costs=(Bow(SELF),)))

# Holdings
card("Deep Harbor", Static(SELF, GoldFor("a Holding", 2, words="This Holding has +1GP when paying for a single "
                                                                "Holding only.")))
card("Jade Pearl Inn", Ability(("Interrupt",), (After("recruited", (If(when("from_province"), (
    SearchDeck(sel("holding", controller="you", zone="dynasty_deck", not_unique=True, gold_producing=True,
                   printed_cost=1),
               "search your Dynasty deck for a non-Unique, Gold-producing Holding with a printed Gold Cost of 1",
               deck="dynasty"),
    RefillWith(FOUND))),), who="card:self;turn"),),
    words="Interrupt: After you Recruit this Holding from a Province, search your Dynasty deck for a non-Unique, "
          "Gold-producing Holding with a printed Gold Cost of 1 and refill the Province face-up with it."))
card("Merchant Atoll", Static(YOU, StatMod("province_strength", 1), words="Your Provinces have +1 strength."))
card("The Emerald Dojo", Ability(("Open",), (Target(sel("personality", controller="you")), Straighten(T0)),
                                 costs=(Bow(SELF),)))

# Items
card("Exquisite Nagamaki of the Fox Clan", Ability(("Battle",), (Attack("melee", 3),), costs=(Bow(SELF),)))
card("Tsuruchi Longbow", Ability(("Battle",), (
    Attack("ranged", 2), May((To((Destroy(SELF),), (MoveHome(HOST),)),),
                             words="you may destroy this Item to move this Personality home")),
    costs=(Bow(SELF),)))

# Personalities
card("Tsuruchi Gombei", Triggered(when("entered_play", "self"), (LoseHonor(1),)))
card("Tsuruchi Gosho", Ability(("Interrupt",), (
    After("recruited", (If(when("var", "in_battle"), (Attack("ranged", 3),)),), who="card:self;turn"),),
    keywords=("Thunder", "Absent"),
    words="Thunder Absent Interrupt: After you Recruit Gosho at this battlefield, Ranged 3 Attack."))
card("Tsuruchi Kaito", Ability(("Battle",), (Attack("ranged", 3),), costs=(Bow(SELF),)),
     Ability(("Battle",), (MoveHome(SELF),), keywords=("Tireless",)))
card("Tsuruchi Nishima", Triggered(when("moved", "self", "engage"), (LoseKeyword(SELF, "Naval"),),
                                   words="After Nishima moves as an Engage action, he loses Naval."))
card("Tsuruchi Rin", Ability(("Battle",), (To((Attack("ranged", 2),), (ProduceGold(1),), link="if"),),
                             costs=(Bow(SELF),),
                             words="Battle, bow: Ranged 2 Attack. If this destroys a card, produce 1 Gold (which can "
                                   "be used later this phase)."))
card("Tsuruchi Shusaku", Ability(("Battle",), (Give(SELF, 1),), keywords=("Repeatable",), gold=2))
card("Yoritomo Ichido", Ability(("Battle",), (
    Target(sel("personality", controller="enemy", not_keyword="Naval")),
    To((MoveHome(T0),), (Bow(T0, unit=True),), link="as")), costs=(Bow(SELF),),
    words="Battle, bow: Move a target enemy non-Naval Personality home and bow his unit as he moves."))
card("Yoritomo Mikaru", Ability(("Limited",), (
    Target(sel("holding", controller="you", zone="province", face_up=True,
               gold_cost_le=Var("paid", "the amount paid plus 1", plus=1))),
    RecruitCard(T0)), gold="*",
    words="Limited, Gold star: Recruit a target Holding in your Province (entering play bowed), for 1 less Gold."))

# Strategies
card("Allied Efforts", Ability(("Battle",), (Target(sel("personality", "follower", controller="enemy")),
                                             Give(T0, -3))))
card("Deliberations", Ability(("Battle",), (Attack("ranged", Var("paid", plus=-2),
                                                   words="Ranged Attack with strength equal to the amount you paid "
                                                         "minus two"),), gold="*"))
card("Expanding the Gardens", Ability(("Limited",), (
    Target(sel("holding", gold_producing=True), count=(1, 2)), Give(T0, 1, "gold_production")),
    words="Limited: Give one or two target Gold-producing Holdings +1 Gold Production each (this turn)."))
card("Fearful Volley",
     Ability(("Battle",), (Attack("fear", 2),)),
     Ability(("Battle",), (Target(sel("personality", controller="you", unbowed=True, keyword="Scout")), Bow(T0),
                           Attack("ranged", 3))))
card("The False Route", Ability(("Battle",), (
    # the targets are chosen first (CR "Targeting": "move your target Personality" implies targeting first)
    Target(sel("personality", controller="you")), Target(sel("personality", controller="enemy"), "t1"),
    CreateBattlefield(), MoveThere(T0), MoveThere(T1),
    If(when("keyword", T0, "Scout"), (Straighten(T0, unit=True),))),
    words="Battle: Create a battlefield without a Province. Move your target Personality and a target enemy "
          "Personality there; if your Personality is a Scout, straighten his unit."))
card("Trade Embargo", Static(SELF, OnePerTurn("Trade Embargo")), Ability(("Open",), (
    GiveAll("non_unique_holdings", -1, "gold_production", "all non-Unique Holdings produce 1 less Gold (this turn)"),),
    gold=4))
card("Unholy Strike",
     Ability(("Battle",), (Attack("melee", 2),)),
     Ability(("Interrupt",), (If(when("interrupting_attack", "melee", "ranged",
                                      words="the action has a Melee or Ranged Attack"),
                                 (ActionFlag("strength:2", "give a Melee or Ranged Attack +2 strength"),)),),
             words="Interrupt: Give a Melee or Ranged Attack +2 strength."))
card("Unsettling Gathering", Ability(("Limited",), (
    Target(sel("attachment", gold_cost_le=Var("paid", "the amount paid"))),
    Target(sel("personality"), "t1"), TakeOver(T0, T1)), gold="*",
    words="Limited, Gold star: Target an attachment with Gold Cost equal to or lower than the amount paid. Transfer "
          "it to any player's target Personality (this may change control of the attachment)."))
card("Ancestral Armor of the Mantis Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Mantis"), "Can only attach to a Mantis Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Open",), (Target(sel("holding", controller="you")), Straighten(T0)), costs=(Bow(SELF),)))
card("Yoritomo Hiromi, the Growing Storm - exp2",
     Static(sel("personality", controller="enemy", same_location=True), StatMod("force", -1),
            when("took_first_battle_action"),
            words="Personalities opposing Hiromi have -1F if you took the first Battle action in this battle "
                  "(including during that action)."),
     Ability(("Engage",), (GrantKeyword(YOU, "ranged_plus_1", "battle"),), keywords=("Thunder",),
             words="Thunder Engage: Your Ranged Attacks during this battle have +1 strength."))
