"""Cards of the Ivory Edition Scorpion starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, If, May, OneOf, Ref, Sel, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, AttackMod, ExtraUses, HandSize
from rokugan.ccg.vocab import (
    T0,
    T1,
    WINNER,
    ActionFlag,
    After,
    Attack,
    AttackerFirst,
    Bow,
    Destroy,
    Dishonor,
    Give,
    GrantKeyword,
    Half,
    Highest,
    LoseHonor,
    MoveHere,
    MoveHome,
    NameCard,
    Neg,
    NegateNextNamed,
    StatOf,
    Straighten,
    SwitchLocations,
    Var,
    discard_a_card,
    focus_effect,
    invest,
    when,
)

from . import card

COURTIERS_SHUGENJA = Highest(sel("personality", controller="you", keyword="Courtier|Shugenja"), "chi",
                             words="the highest Chi among all Courtiers and Shugenja you control")

# Followers
card("Bounty Hunter", Ability(("Battle",), (OneOf((
    (Target(sel("attachment")), Bow(T0)),
    (Target(sel("personality", dishonorable=True)), Bow(T0)))),),
    words="Battle: Bow a target attachment or a target dishonorable Personality."))

# Holdings
card("Deeds and Words", Ability(("Interrupt",), (
    If(when("phase", "action", words="it is the Action Phase"), (
        ActionFlag("honor_zero", "reduce one of the Honor gains or losses from the action to 0"), Destroy(SELF))),),
    words="Interrupt: If it is the Action Phase, reduce one of the Honor gains or losses from the action to 0. "
          "Destroy this Holding."))
card("Jiramu's Court", Ability(("Open",), (Target(sel("personality", controller="you", keyword="Courtier")),
                                           Straighten(T0)), costs=(Bow(SELF),)))
card("Rice Paddy", Ability(("Battle",), (Target(sel("follower", controller="enemy", attacking=True)), Bow(T0),
                                         Destroy(SELF)), costs=(Bow(SELF),)))
card("Small-Time Bully", Triggered(when("recruited", "self"), (
    If(when("control", sel("personality", controller="you", keyword="Courtier|Magistrate")), (
        May((Target(sel("personality"), words="choose a Personality"), Dishonor(T0)),
            words="you may dishonor a Personality"),)),),
    words="After you Recruit this Holding, if you control a Courtier or Magistrate, you may dishonor a Personality."))
card("The Ivory Dojo", Ability(("Open",), (
    Target(sel("personality", controller="you", unbowed=True)), Bow(T0),
    Target(sel("personality", dishonorable=True), "t1"), Bow(T1)), costs=(Bow(SELF),)))

# Personalities
card("Bayushi Akane", Ability(("Battle",), (
    Target(sel("personality")),
    May((Dishonor(T0),), who="t0", words="his controller may dishonor him"),
    If(when("became", words="he became dishonorable"), (), (Give(T0, -3),))),
    keywords=("Political", "Home"), costs=(Bow(SELF),),
    words="Political Home Battle, bow: Target a Personality. His controller may dishonor him. If he did not become "
          "dishonorable (or was already dishonorable), give him -3F."))
card("Bayushi Masashi", Ability(("Battle",), (
    Attack("fear", 2, with_followers=("ph_eq", 0),  # type: ignore[arg-type]
           words="Fear 2. This may target a Personality with Followers if he has 0 Personal Honor"),)))
card("Bayushi Meiko",
     Static(SELF, AttackMod(("ranged",), -3, targeting=True), words="Ranged Attacks targeting Meiko have -3 "
                                                                     "strength."),
     Ability(("Battle",), (Target(sel("personality", controller="enemy")), Give(T0, -3),
                           If(when("stat_le", StatOf(T0, "force"), 0, words="his Force is now 0"), (Dishonor(T0),))),
             words="Battle: Give a target enemy Personality -3F. Dishonor him if his Force is now 0."))
card("Bayushi Mifuyu", Ability(("Battle",), (Target(sel("personality", controller="enemy")), Give(T0, -3))))
card("Bayushi Toshimo", Ability(("Battle",), (
    Target(sel("card", controller="enemy", without_attachments=True)), Bow(T0),
    If(when("any", when("has_attachment_keyword", SELF, "Weapon"),
            when("control", sel("personality", controller="you", keyword="Courtier")),
            words="Toshimo has a Weapon or you control a Courtier"),
       (GrantKeyword(T0, "will_not_straighten"),))),
    words="Battle: Bow a target enemy card without attachments. If Toshimo has a Weapon or you control a Courtier, "
          "the card cannot straighten."))
card("Shosuro Hotaka", invest(2, To((discard_a_card(),), (
    Target(sel("player", any_player=True), "who"),
    LoseHonor(Half(Var("discarded_focus", "the Focus Value"), up=True), "who"))),
    words="Invest 2 Gold: Discard a card from your hand to make a target player lose Honor equal to half the Focus "
          "Value, rounded up."))
card("Yogo Nobukai", Ability(("Open",), (
    If(when("any", when("your_turn"), when("control", sel("personality", controller="you", keyword="Courtier")),
            words="it is your turn or you control a Courtier"), (Target(sel("personality")), Give(T0, -2))),)))
card("Yogo Takashi", Triggered(when("entered_play", "self"), (LoseHonor(1),)))

# Strategies
card("Inspired Devotion", Ability(("Battle", "Open"), (
    Target(sel("personality", controller="you")),
    OneOf(((Give(T0, 2),), (If(when("keyword", T0, "Yojimbo"), (Give(T0, COURTIERS_SHUGENJA),)),)))),
    words="Battle/Open: Give your target Personality +2F or you may, if he is a Yojimbo, give him a Force bonus equal "
          "to the highest Chi among all Courtiers and Shugenja you control (at any location)."))
card("Planted Evidence", Ability(("Limited",), (
    If(when("control", sel("personality", controller="you", keyword="Ninja")),
       (Target(sel("personality", chi_le=4)),), (Target(sel("personality", chi_le=3)),)),
    Destroy(T0), LoseHonor(StatOf(Ref("you_stronghold", "your Stronghold"), "starting_honor", printed=True))),
    keywords=("Ninja",), gold=10,
    words="Ninja Limited, 10 Gold: Destroy a target Personality with 3 or lower Chi, or with 4 or lower Chi if you "
          "control a Ninja Personality. Lose Honor equal to your Starting Family Honor."))
card("Provoked Violence", Ability(("Open",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Courtier")), Bow(T0),
    If(when("control", sel("personality", controller="you", keyword="Yojimbo")),
       (Target(sel("attachment", gold_cost_le=Var("paid", plus=3)), "t1"),),
       (Target(sel("attachment", gold_cost_le=Var("paid")), "t1"),)),
    Destroy(T1)), keywords=("Political",), gold="*",
    words="Political Open, Gold star: Bow your target unbowed Courtier. Destroy a target attachment with Gold Cost "
          "less than or equal to the amount of Gold paid, plus 3 if you control a Yojimbo."))
card("Ramifications", Ability(("Battle",), (
    Target(sel("personality", ph_eq=0)), To((MoveHome(T0),), (LoseHonor(2, "t0"),), link="as")),
    keywords=("Political",),
    words="Political Battle: Move home a target Personality with 0 Personal Honor and, as he moves, his controller "
          "loses 2 Honor."))
card("Sneak Attack", Ability(("Engage",), (AttackerFirst(),)))
card("Sudden Movement",
     focus_effect(After("duel_resolved", (Give(WINNER, 3),)), words="As a Focus Effect, give the duel's winner +3F."),
     Ability(("Battle",), (
         # CR "Rules of Location": "two different locations" should include the current battlefield and one other
         Target(sel("personality")),
         Target(Sel(("personality",), "any", (("same_controller_as", T0), ("any_location", True))), "t1"),
         SwitchLocations(T0, T1)),
         words="Battle: Target two Personalities controlled by the same player at different locations. Switch their "
               "locations. Straighten both their units as they move."))
card("The Greater Threat", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True, at_home=True, would_be_opposed=True)),
    To((MoveHere(T0),), (If(when("keyword", T0, "Yojimbo"), (Attack("fear", COURTIERS_SHUGENJA),)),), link="if")),
    keywords=("Absent",),
    words="Absent Battle: If he would be opposed, move your target unbowed Personality at home to the current "
          "battlefield. If he moved and is a Yojimbo, make a Fear effect with strength equal to the highest Chi among "
          "all Courtiers and Shugenja you control (at any location)."))
card("Unassailable Defense", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Bow(T0),
    If(when("yojimbo_with_support", T0, words="he is a Yojimbo, and you control a Courtier or Shugenja"),
       (Attack("fear", StatOf(T0, "force"), also="destroy_after_bow"),),
       (Attack("fear", StatOf(T0, "force")),))),
    words="Battle: Bow your target unbowed Personality. Fear with strength equal to his Force. If he is a Yojimbo, "
          "and you control a Courtier or Shugenja (at any location), after each card bows from the Fear, destroy "
          "it."))
card("Unpleasant Truths", Ability(("Battle",), (
    Target(sel("personality")), Give(T0, Neg(StatOf(T0, "personal_honor", printed=True))),
    If(when("is", T0, "dishonorable", words="he is dishonorable"), (Bow(T0),))),
    words="Battle: Give a target Personality a Force penalty equal to his printed Personal Honor. If he is "
          "dishonorable, bow him."))
card("Vigilant Eyes", Ability(("Open",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Samurai")),
    Target(sel("personality"), "t1"), Give(T1, Neg(StatOf(T0, "force")))), keywords=("Dark Virtue",),
    words="Dark Virtue Open: Target your unbowed Samurai. Give a target Personality a Force penalty equal to your "
          "Samurai's Force."))
card("Ancestral Armor of the Scorpion Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Scorpion"), "Can only attach to a Scorpion Clan "
                                                                  "Personality.")),
     Triggered(when("equipped", "self"), (LoseHonor(2, "opponent"),),
               words="After you Equip this Item, another player loses 2 Honor."),
     Ability(("Limited",), (Target(sel("personality")), If(when("is", T0, "dishonorable"), (Bow(T0),)),
                            Dishonor(T0)), costs=(Bow(SELF),),
             words="Limited, bow: Target a Personality. Bow him if he is dishonorable. Dishonor him."))
card("Bayushi Nitoshi, the Poison Mask - exp2",
     Static(YOU, ExtraUses(("stronghold",), 1, "You may use your Stronghold's abilities twice per turn.")),
     Ability(("Limited", "Engage"), (Target(sel("personality")), Dishonor(T0)), keywords=("Political",)))
ESTATE = Ability(("Open",), (NameCard(), NegateNextNamed()), keywords=("Tireless",),
                 words="Tireless Open: Name a Fate card, or name a Dynasty card in play. Negate the effects of the "
                       "next action from a card with that title.")
card("The Shadowed Estate of the Scorpion", ESTATE,
     Static(sel("player", controller="other"), HandSize(-1),
            words="(When going second, other players have -1 maximum hand size.)"),
     side="back")
card("The Shadowed Estate of the Scorpion", ESTATE)
