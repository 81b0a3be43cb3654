"""Cards of the Ivory Edition Unicorn starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, If, OneOf, Ref, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, ExtraUses, GoldFor, StatMod
from rokugan.ccg.vocab import (
    T0,
    T1,
    ActionFlag,
    Additional,
    After,
    Attack,
    Bow,
    Destroy,
    GainHonor,
    Give,
    GrantKeyword,
    HonorablyDead,
    LoseHonor,
    MoveHere,
    MoveToOpposed,
    Neg,
    ProvinceStrength,
    Straighten,
    Var,
    discard_a_card,
    when,
)

from . import card

_PLAINS = Ability(("Battle", "Engage"), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Cavalry", any_location=True,
               would_be_opposed=True)), MoveHere(T0)),
    words="Battle/Engage: If he would be opposed, move to the current battlefield your target unbowed Personality in "
          "a Cavalry unit at any location.")
card("The Golden Plains of the Unicorn", _PLAINS)
card("The Golden Plains of the Unicorn",
     Static(YOU, ExtraUses(("cycle",), 1, "You may use the Cycle player ability twice in your first turn.")), _PLAINS,
     side="back")

# Followers
card("Chagatai's Legion", Ability(("Battle",), (Target(sel("strategy", keyword="Terrain", any_location=True)),
                                                Destroy(T0)), costs=(Bow(SELF),),
                                  words="Battle, bow: Destroy a target Terrain."))
card("Wyrm Riders", Triggered(when("equipped", "self"), (LoseHonor(2),),
                              words="After you Equip this Follower, lose 2 Honor."),
     Ability(("Battle",), (Attack("ranged", 2),)))

# Holdings
card("Colonial Temple", Static(SELF, GoldFor("an attachment", 2, words="This Holding has +2GP when it pays for a "
                                                                         "single attachment only.")))
card("Family Dojo", Ability(("Battle",), (Give(sel("follower", controller="you", here=True), 1),),
                            costs=(Bow(SELF),), words="Battle, bow: Give each of your Followers at this battle +1F."))
card("Vengeful Populace", Ability(("Battle",), (
    Target(sel("follower", "item", controller="you", unbowed=True)), Bow(T0),
    Target(sel("personality", controller="enemy", without_attachments=True), "t1"), Bow(T1)), costs=(Bow(SELF),)))

# Items
card("Ancestral Armor of the Unicorn Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Unicorn"), "Can only attach to a Unicorn Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Interrupt",), (ActionFlag("no_move", "the action cannot move Personalities"),), costs=(Bow(SELF),)))

# Personalities
card("Moto Naleesh, the Living Goddess - exp",
     Static(sel("personality", controller="enemy", keyword="Infantry", same_location=True), StatMod("force", -1),
            words="Infantry Personalities opposing Naleesh have -1F."),
     Triggered(when("recruited", "yours"), (If(when("var", "in_battle"), (GainHonor(1),)),),
               words="After you Recruit a Personality during battle, gain 1 Honor."),
     Ability(("Engage",), (Target(sel("personality", controller="you", zone="province", face_up=True, clan="Unicorn")),
                           GrantKeyword(T0, "Reserve")),
             words="Engage: Give Reserve to a target face-up Unicorn Clan Personality in your Province."))
card("Moto Okano", Ability(("Battle",), (Target(sel("personality", "follower", controller="enemy")), Give(T0, -3))))
card("Moto Paikao", Ability(("Battle",), (To((discard_a_card(),), (
    Target(sel("follower", "personality", controller="enemy")),
    Give(T0, Neg(Var("discarded_focus", "the card's Focus Value"))))),),
    words="Battle: Discard a card to give a target enemy Follower or Personality a Force penalty equal to the card's "
          "Focus Value."))
card("Moto Ulagan", Ability(("Limited",), (Target(sel("personality", zone="discard")), HonorablyDead(T0)),
                            keywords=("Water",),
                            words="Water Limited: A target Personality in a discard pile becomes honorably dead."))
card("Shinjo Sujikaro", Ability(("Battle",), (Attack("melee", 3),), costs=(Bow(SELF),)))
card("Shinjo Tobita", Ability(("Battle",), (Attack("fear", 3),)))
card("Utaku Izimi", Ability(("Battle",), (
    Target(sel("personality", controller="enemy", keyword="Infantry", without_followers=True, force_lt=SELF)),
    Bow(T0)), words="Battle: Bow a target enemy Infantry Personality with no Followers and lower Force."))

# Strategies
card("Concealed Reserves", Ability(("Battle",), (
    Target(sel("personality", controller="you", zone="province")), GrantKeyword(T0, "Reserve")),
    words="Battle: Give Reserve to your target Personality in a Province."))
card("Defensive Grill", Ability(("Battle",), (Target(sel("personality")), MoveToOpposed(T0)), keywords=("Absent",),
                                words="Absent Battle: Move a target Personality (at the current battlefield) to an "
                                      "unresolved battlefield where he would be opposed."))
card("Expensive Achievement", Ability(("Battle",), (
    OneOf(((ProvinceStrength(2),), (ProvinceStrength(-2),))),),
    words="Discipline 2 Gold (you may pay 2 Gold to play this Discipline from your discard pile, then remove it "
          "from the game after its action resolves). Battle: Give this Province +2 or -2 Strength."),
    discipline=True)
card("Journey's End", Ability(("Interrupt",), (
    After("action_resolved", (If(when("var", "moved_in"), (Additional(1),)),),
          words="after the Battle action resolves, if it moved your Personality to a battlefield, then take an "
                "additional action"),), keywords=("Absent",),
    words="Absent Interrupt: After the Battle action resolves, if it moved your Personality to a battlefield, then "
          "take an additional action."))
card("Versatile Army", Ability(("Battle",), (Target(sel("personality")), OneOf(((Straighten(T0),), (Bow(T0),)))),
                               gold=3, words="This ability's Gold cost is 0 if you control both a Cavalry unit and an "
                                             "Infantry unit at this battlefield. Battle, 3 Gold: Straighten or bow a "
                                             "target Personality."),
     gold_zero_if=when("cavalry_and_infantry_here"))
del Ref
