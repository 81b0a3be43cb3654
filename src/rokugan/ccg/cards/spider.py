"""Cards of the Ivory Edition Spider starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, Ref, Static, Target, Triggered, sel
from rokugan.ccg.statics import AttachOnly, GoldFor, HasKeyword, LobbyBonus, ProduceBonus, Rule
from rokugan.ccg.vocab import (
    T0,
    ActionFlag,
    Additional,
    ArrangeTop,
    Attack,
    Bow,
    ChooseCard,
    CreateFollower,
    Destroy,
    Draw,
    EquipFromHand,
    FearOf,
    GainHonor,
    Give,
    GrantKeyword,
    LoseHonor,
    Tokens,
    TurnFaceUp,
    Var,
    when,
)

from . import card

card("The Sinister Citadel of the Spider", Ability(("Battle",), (Attack("fear", 3),)))
card("The Sinister Citadel of the Spider",  # going second
     Ability(("Dynasty",), (If(when("lost_a_province", words="any of your Provinces have been destroyed this game"),
                                (TurnFaceUp(),)),), keywords=("Tireless",),
             words="Tireless Dynasty: If any of your Provinces have been destroyed this game, turn a card in one of "
                   "your Provinces face-up."),
     Ability(("Battle",), (Attack("fear", 3),), keywords=("Tireless",)), side="back")

# Followers
card("Commander's Steed",
     Static(SELF, AttachOnly(sel("personality", not_keyword="Nonhuman"), "Will only attach to a Human.")),
     Static(HOST, HasKeyword("Conqueror"), words="This Personality has Conqueror."))
card("Incendiary Archers", Ability(("Battle",), (Attack("ranged", 2),), costs=(Bow(SELF),)),
     Ability(("Battle",), (Attack("fear", 2),)))
card("Kikage Zumi Initiates", Static(SELF, Rule("fear_immune", "Negate Fear effects targeting this Follower.")),
     Ability(("Battle",), (Attack("fear", 2),)))
card("Skeletal Troops", Triggered(when("equipped", "self"), (LoseHonor(2),),
                                  words="After you Equip this Follower, lose 2 Honor."),
     Ability(("Battle",), (Attack("fear", 3),)))

# Holdings
card("Akodo Dojo", Static(SELF, GoldFor("a Follower", 3)))
card("The Obsidian Dueling Grounds", Ability(("Limited",), (
    Target(sel("personality", controller="you", keyword="Samurai")), GrantKeyword(T0, "Shadowlands", "permanent"),
    Tokens(T0, 1, count=3), Destroy(SELF), LoseHonor(4)), costs=(Bow(SELF),)))

# Items
card("Ancestral Armor of the Spider Clan",
     Static(SELF, AttachOnly(sel("personality", clan="Spider"), "Can only attach to a Spider Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Static(SELF, Rule("not_counted_weapon", "Does not count towards a Personality's maximum number of Weapons.")),
     Ability(("Battle",), (Attack("fear", 4),), costs=(Bow(SELF),)))

# Personalities
card("Daigotsu Chiboshi", Ability(("Battle",), (
    EquipFromHand(SELF, "follower", "Equip a Follower to Chiboshi"), Additional(1, "battle")), gold="*",
    words="Battle, Gold star: Equip a Follower to Chiboshi. You may take an additional Battle action."))
card("Daigotsu Geiko", Triggered(when("action_resolved", "any"), (
    If(when("action_kind", "Dark Virtue", "fear", "Maho"), (If(when("is", SELF, "here"), (Give(SELF, 1),)),)),),
    words="After a Dark Virtue, Fear, or Maho action resolves, if Geiko is at the current battlefield, give him +1F."))
card("Daigotsu Hirose", Triggered(when("entered_play", "self"), (LoseHonor(1),)))
card("Daigotsu Konishi", Ability(("Battle",), (Target(sel("follower", "personality", controller="enemy")),
                                               Give(T0, -2))))
card("Daigotsu Meguro", Ability(("Battle",), (Attack("ranged", 2),), costs=(Bow(SELF),)),
     Ability(("Battle",), (Target(sel("personality", controller="enemy")), Tokens(T0, -2)), costs=(Bow(SELF),)))
card("Daigotsu Onosaka", Ability(("Interrupt",), (If(when("interrupting_attack", "fear"), (
    ActionFlag("strength:1", "give one of the action's Fear effects +1 strength"),)),),
    words="Interrupt: Give one of the action's Fear effects +1 strength."))
card("Daigotsu Roburo", Ability(("Battle",), (Attack("fear", 4),)))
card("Daigotsu Ryuko", Triggered(when("entered_play", "self"), (LoseHonor(1),)),
     Ability(("Battle",), (Attack("melee", 2),), costs=(Bow(SELF),)))
card("Susumu Yanada",
     Static(YOU, LobbyBonus(5, "You are considered to have +5 Family Honor when Lobbying checks Honor.")),
     Ability(("Interrupt",), (If(when("interrupting_attack", "fear"), (
         ActionFlag("fear_destroys", "the Fear action destroys any cards it bows"),)),), costs=(Bow(SELF),),
         words="Interrupt, bow: The Fear action destroys any cards it bows."))

# Strategies
card("Ascendance", Ability(("Battle",), (
    ChooseCard(sel("card", controller="you", here=True, has_fear=True), "model",
               words="choose a card in your army with a Fear effect"),
    Attack("fear", FearOf(Ref("model", "it", "it")), words="Fear that is a copy of a Fear effect on a card in your "
                                                            "army")),
    words="Battle: Fear that is a copy of a Fear effect on a card in your army."))
card("Hidden Storehouse of House Rafiq", Ability(("Battle",), (
    If(when("fewer_cards", words="you (after playing this Strategy) have fewer cards in your hand than each other "
                                 "player"), (Draw(2),)),), gold=3))
card("New Cavalry Tactics", Ability(("Engage",), (
    Target(sel("personality", controller="you")),
    CreateFollower(T0, 1, 2, ("Elephant", "Nonhuman", "Cavalry"), count_if=when("keyword", T0, "Commander"), more=1,
                   words="create and attach two, or three if the target is a Commander, 1F Elephant • Nonhuman • "
                         "Cavalry Followers to him")), gold=3,
    words="Engage, 3 Gold: Target your Personality. Create and attach two, or three if the target is a Commander, 1F "
          "Elephant • Nonhuman • Cavalry Followers to him."))
card("Okura is Released", Ability(("Interrupt",), (If(when("interrupting_attack", "fear"), (
    ActionFlag("fear_destroys", "those effects destroy cards after they bow them"),)),),
    words="Interrupt: If the action has any Fear, those effects destroy cards after they bow them."))
card("Suffer the Consequences", Ability(("Battle",), (
    Target(sel("follower", "item", controller="enemy", force_le=Var("paid", "the amount of Gold paid plus 2", plus=2),
               noun="enemy Follower or Weapon")), Destroy(T0)), gold="*",
    words="Battle, Gold star: Destroy a target enemy Follower or Weapon with Force less than or equal to the amount "
          "of Gold paid plus 2."))
card("Daigotsu Kanpeki, the Shadow Emperor - exp3",
     Static(YOU, Rule("reduce_own_losses", "Reduce your Honor losses from your cards by 1, to a minimum of 1.")),
     Static(SELF, Rule("fear_destroys_followers_here",
                       "After your Fear action at Kanpeki's battlefield bows a Follower, destroy it.")),
     Ability(("Battle",), (Additional(2, "battle"),)))

# Strategies (continued)
LOOKED = Ref("looked", "one of them", "it")
card("Insight", Ability(("Battle",), (
    Target(sel("personality", controller="you", keyword="Samurai")),
    ArrangeTop(3, "Look at the top three cards of any Fate deck. You may rearrange them", any_deck=True),
    Additional(1, "battle", only=LOOKED, from_deck=True,
               words="You may take an additional Battle action to play one of them that is a Battle Strategy")),
    keywords=("Dark", "Virtue")))

# Holdings (continued)
card("Slave Pits", Static(SELF, ProduceBonus(1, 2), heading="Courtesy"),
     partial="its printed Gold Production is missing from both card databases, so it produces only the Gold its "
             "Courtesy trait adds")
