"""Cards of the Ivory Edition Crab starter deck (cards shared by several starters are in neutral.py)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, May, OneOf, Ref, Sel, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, AttackMod, GoldFor, HasKeyword, OneCopy, Rule, StatMod
from rokugan.ccg.vocab import (
    EVENT,
    OTHER_IN_DUEL,
    T0,
    T1,
    After,
    Attack,
    Bow,
    ChooseCard,
    CreateFollower,
    CycleCards,
    Destroy,
    Disable,
    DiscardFromProvince,
    Draw,
    GainHonor,
    Give,
    GrantKeyword,
    LoseHonor,
    LoseKeyword,
    MoveHere,
    MoveHome,
    Neg,
    ProvinceStrength,
    RefillWith,
    RemoveTokens,
    StatOf,
    Straighten,
    SwitchLocations,
    Tokens,
    Var,
    discard_a_card,
    invest,
    when,
)

from . import card

card("Heavy Yari", Ability(("Battle",), (Attack("melee", 2),), costs=(Bow(SELF),)))
card("A Warrior's Brutality", Ability(("Battle",), (
    Target(sel("personality", controller="you", opposed=True)), Give(T0, 3))))
card("Incapacitated", Ability(("Battle",), (
    Target(sel("personality", defending=True)), MoveHome(T0))))
card("Ritual Preparation", Ability(("Battle",), (
    Target(sel("card", controller="you", in_unit=True)), Straighten(T0))))
card("Defensive Formation", Ability(("Battle",), (
    Target(sel("personality", controller="you", defending=True), count=(1, 3)), Give(T0, 2))))
_FORTRESS = Static(sel("personality", controller="you", clan="Crab"), StatMod("force", 1),
                   when("is", EVENT, "opposed", words="while opposed"))
card("The Impregnable Fortress of the Crab", _FORTRESS)
card("The Impregnable Fortress of the Crab", _FORTRESS, side="back")  # going second: the same text
card("Frontline Encampment", Ability(("Limited",), (
    Target(sel("personality", controller="you")), Give(T0, 2), Destroy(SELF))))

# ---------------------------------------------------------------------------------------------------------
# Holdings
card("Heavy Infantry Dojo", Ability(("Battle",), (Target(sel("personality", controller="you")), Give(T0, 2)),
                                    costs=(Bow(SELF),)))
card("Ashigaru Fort", Ability(("Open",), (If(when("not_your_turn", words="it is not your turn"), (
    Target(sel("personality")), Straighten(T0, unit=True), Destroy(SELF))),)))
card("Coastal Pearl Bed", Ability(("Open",), (Target(sel("holding")), Disable(T0)), costs=(Bow(SELF),)))
card("Counting House", Static(SELF, OneCopy("Counting House")),
     Ability(("Limited",), (If(when("fewer_provinces", words="you have fewer Provinces than each other player"),
                               (Draw(1),)),), costs=(Bow(SELF),)))
card("Exotic Market", Static(SELF, GoldFor("an Item", 3)))
card("Family Library", Ability(("Limited",), (
    ChooseCard(sel("card", controller="you", zone="province", face_up=True), "gone",
               words="discard a face-up card from one of your Provinces"),
    DiscardFromProvince(Ref("gone", "it", "it")),
    Target(sel("personality", controller="you", zone="discard", not_dead=True)),
    RefillWith(T0), Destroy(SELF)),
    words="Limited: Discard a face-up card from one of your Provinces. Refill the Province with your target "
          "discarded (not dead) Personality. Destroy this Holding."))
card("House of Exotic Goods", Ability(("Limited",), (CycleCards(), Destroy(SELF))))
card("Humble House", Ability(("Limited",), (Target(sel("personality")), Tokens(T0, 1, name="Sake"),
                                            After("turn_started", (RemoveTokens(T0, "Sake"),), who="you",
                                                  words="remove it after your next turn begins")),
                             costs=(Bow(SELF),)))
card("The Topaz Dojo", Ability(("Open",), (
    Target(sel("personality", no_abilities=True, no_token="Training")), Tokens(T0, 1, 1, name="Training")),
    costs=(Bow(SELF),),
    words="Open, bow: Give a +1F/+1C Training token to a target Personality with no printed abilities and no "
          "Training tokens."))

# Items
card("Ancestral Armor of the Crab Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Crab"), "Can only attach to a Crab Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Battle", "Open"), (Straighten(HOST), If(when("is", HOST, "defending", words="he is defending"),
                                                       (Straighten(Sel(("attachment",), "any",
                                                                       (("attached_to_host", True),),
                                                                       noun="his attachments")),))),
             keywords=("Tireless",),
             words="Tireless Battle/Open: Straighten this Personality, and straighten his attachments if he is "
                   "defending."))
card("Khalimpeh-jiak", Ability(("Engage",), (Target(sel("personality", "follower", controller="enemy")),
                                             Give(T0, -2)), costs=(Bow(SELF),)))
card("Oriole Katana", Static(HOST, HasKeyword("Conqueror"), words="This Personality has Conqueror."))
card("Spiked Tetsubo", Triggered(when("entered_duel", "host"), (LoseKeyword(OTHER_IN_DUEL, "Duelist"),),
                                 words="After this Personality enters a duel, the other Personality in the duel "
                                       "loses Duelist."))

# Personalities
card("Hida Gojiro", invest(4, Tokens(SELF, 1, count=2)),
     Triggered(when("entered_play", "self"), (LoseHonor(1),)))
card("Hiruma Koru", invest(1, CreateFollower(SELF, 0, words="create a 0F Follower attach it to Koru")))
card("Hida Saiyuki", Static(SELF, Rule("bonus_boost", "Increase by 1 all Force bonuses Saiyuki receives (for the "
                                                      "duration of the Force bonus).")))
card("Toritaka Iabuchi", Ability(("Battle",), (Attack("ranged", 2),), costs=(Bow(SELF),)))
card("Kaiu Gorobei", Ability(("Battle",), (To((discard_a_card(),), (
    Target(sel("card", controller="enemy", force_le=Var("discarded_focus", "the discarded card's Focus Value"))),
    Bow(T0))),),
    words="Battle: Discard a card to bow a target enemy card with Force equal to or lower than the discarded "
          "card's Focus Value."))
card("Hida Toranosuke", Ability(("Battle",), (
    Target(sel("personality", controller="you", any_location=True, other=True)), SwitchLocations(T0, SELF)),
    keywords=("Home",),
    words="Home Battle: Target your Personality at any location. Switch his and Toranosuke's location. Straighten "
          "their units as they move."))
card("Hida Kisada, the Little Bear - exp",
     Static(YOU, StatMod("province_strength", 1), words="Your Provinces have +1 strength."),
     Static(sel("personality", controller="you", clan="Crab", same_location=True),
            AttackMod(("fear", "melee", "ranged"), -1, targeting=True),
            words="Fear effects, Melee Attacks, and Ranged Attacks targeting your Crab Clan Personalities in "
                  "Kisada's army have -1 strength."),
     Ability(("Battle", "Open"), (Target(sel("personality", "follower", controller="you")), Straighten(T0)),
             keywords=("Tireless",)))

# Strategies
card("Advance Warning", Ability(("Battle",), (
    Target(sel("personality", controller="you")), MoveHome(T0),
    If(when("keyword", T0, "Scout", words="he is a Scout"), (Straighten(T0, unit=True),)),
    OneOf(((ProvinceStrength(StatOf(T0, "force")),), (ProvinceStrength(Neg(StatOf(T0, "force"))),)))),
    words="Battle: Move your target Personality home. If he is a Scout, straighten his unit. Raise or lower the "
          "current province's strength by his Force."))
card("Army Like a Tide", Ability(("Battle",), (
    If(when("fewer_provinces"), (Target(sel("personality", controller="you"), count=(1, 2)),),
       (Target(sel("personality", controller="you")),)),
    Give(T0, 1), GrantKeyword(T0, "Conqueror")),
    words="Battle: Target your Personality, or one or two of your Personalities if you have fewer Provinces than "
          "any other player. Give them each +1F and Conqueror."))
card("Back to the Front", Ability(("Battle",), (
    Target(sel("personality", controller="you", any_location=True, assigned_here=True)),
    To((MoveHere(T0),), (Straighten(T0, unit=True),), link="as")), keywords=("Absent",),
    words="Absent Battle: Target your Personality at any location who assigned to this battlefield (this turn). "
          "Move him there and straighten his unit as he moves."))
card("Determined Challenge", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True, attacking=True)),
    Target(sel("personality", controller="enemy", any_location=True), "t1"),
    To((MoveHere(T1),), (Straighten(T1),), link="as")),
    words="Battle: Target your unbowed attacking Personality. Move a target enemy Personality at any location to "
          "the current battlefield. Straighten him as he moves."))
card("Fall Back!", Ability(("Battle",), (
    Target(sel("personality", controller="you")),
    To((MoveHome(T0),), (Straighten(T0, unit=True), May((
        ChooseCard(sel("personality", controller="you", not_ref=T0, any_location=True), "other",
                   words="choose one of your other units"),
        Straighten(Ref("other", "it", "it"), unit=True)), words="you may straighten one of your other units")),
       link="as")),
    words="Battle: Move home your target Personality. As he moves, straighten his unit and you may straighten one "
          "of your other units (at any location)."))
card("Strength of the Bear", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Bow(T0),
    Target(sel("card", controller="enemy", force_lt=T0), "t1"), Bow(T1),
    If(when("printed_ge", T0, "force", 5, words="your Personality has 5 or more printed Force"),
       (Straighten(T0),))),
    words="Battle: Bow your target unbowed Personality. Bow a target enemy card with lower Force than his. If your "
          "Personality has 5 or more printed Force, straighten him."))
card("Today We Die", Ability(("Limited",), (
    Target(sel("personality", keyword="Samurai", not_granted="today-we-die")),
    GrantKeyword(T0, "today-we-die", "permanent"), GrantKeyword(T0, "cannot_lobby", "permanent"),
    GrantKeyword(T0, "must_attack", "permanent"), GrantKeyword(T0, "battle_token", "permanent")),
    words="Limited: Target a Samurai Personality who has not been targeted by a Today We Die this game. Until the "
          "game ends, he cannot Lobby, after the end of each of his controller's Action Phases, if he can legally "
          "assign, his controller must declare an attack and assign him, and give him a +1F/+1C token after each "
          "battle resolution he is in."))
