"""Cards of the Ivory Edition Dragon starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, May, OneOf, Ref, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, HandSize, LossIncrease, Rule
from rokugan.ccg.vocab import (
    LOSER,
    MY_DUELIST,
    T0,
    T1,
    Additional,
    After,
    ArrangeTop,
    AttachCard,
    Attack,
    Bow,
    Challenge,
    ChooseCard,
    CreateWeapon,
    Destroy,
    EquipFromHand,
    EquipFromTop,
    GainHonor,
    Give,
    LoseHonor,
    MoveHere,
    PutIntoPlay,
    SearchDeck,
    StatOf,
    Straighten,
    ToHand,
    Tokens,
    Var,
    discard_a_card,
    focus_effect,
    when,
)

from . import card

FOUND = Ref("found", "it", "it")

_MONKS = Static(YOU, Rule("no_other_clan_monks", "You cannot Recruit Monks with another Clan Alignment."))
_RING = Triggered(when("game_started"), (
    SearchDeck(sel("ring", controller="you", zone="deck", not_keyword=("Fudo", "Void")),
               "search your Fate deck for a non-Fudo, non-Void Ring"), PutIntoPlay(FOUND)),
    words="After all players reveal Strongholds, search your Fate deck for a non-Fudo, non-Void Ring. Put it "
          "into play.")
card("The Remote Monastery of the Dragon", _MONKS, _RING)
card("The Remote Monastery of the Dragon", _MONKS,
     Static(YOU, HandSize(1), words="You have +1 maximum and starting hand size."), _RING, side="back",
     starting_hand=1)

# Holdings
card("Nexus of Lies", Static(YOU, LossIncrease("Spider", "Before another, non-Spider Clan player loses Honor from a "
                                                         "card he owns, increase the loss by an amount equal to half "
                                                         "his Starting Family Honor, rounded down.")))
card("Shrine to Hachiman", Ability(("Battle", "Open"), (Target(sel("attachment")), Straighten(T0))))

# Items
card("Ancestral Armor of the Dragon Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Dragon"), "Can only attach to a Dragon Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Battle", "Open"), (Target(sel("ring", controller="you")), Straighten(T0)), costs=(Bow(SELF),)))
card("Lost Blade of the Maharaja", Ability(("Battle",), (
    Target(sel("personality", force_le=StatOf(HOST, "force", words="this Personality's"))), Bow(T0)),
    costs=(Bow(SELF),),
    words="Battle, bow: Bow a target Personality with Force equal to or lower than this Personality's."))
card("Reinforced Parangu", Ability(("Battle",), (Attack("fear", 2),)))
card("Sadamune Blade", focus_effect(After("duel_resolved", (
    If(when("won_duel", MY_DUELIST), (May((AttachCard(SELF, MY_DUELIST),)),)),)),
    words="As a Focus Effect, after this duel ends, if your Personality won it, you may attach this Item to him, "
          "ignoring costs."))
card("Tiger Claw", Ability(("Battle",), (Attack("melee", 3),), keywords=("Ninja",), costs=(Bow(SELF),)))
card("Versatile Blade",
     Ability(("Battle",), (To((discard_a_card(),), (Straighten(HOST),)),),
             words="Battle: Discard a card to straighten this Personality."),
     Ability(("Battle",), (If(when("would_be_opposed", HOST), (To((discard_a_card(),), (MoveHere(HOST),)),)),),
             keywords=("Home",),
             words="Home Battle: If this Personality would be opposed, discard a card to move him to the current "
                   "battlefield."))

# Personalities
card("Mirumoto Bojan", Triggered(when("entered_play", "self"), (LoseHonor(1),)))
card("Mirumoto Hikuryo", Ability(("Battle",), (Attack("fear", 2, target_bonus=("dishonorable", 1),
                                                      words="Fear 2, or Fear 3 if the target is dishonorable"),)))
card("Mirumoto Niwa", Ability(("Battle",), (
    Target(sel("personality", controller="enemy")),
    Challenge(Ref("self", "Niwa"), T0, (Give(LOSER, -3),), refusable=True, on_refuse=(Give(SELF, 3),))),
    words="Battle: Niwa challenges a target enemy Personality. He may refuse; if he does, give Niwa +3F. Give the "
          "duel's loser -3F."))
card("Mirumoto Shikei, the Laughing Dragon - exp",
     Ability(("Limited",), (ArrangeTop(3, "Look at the top three cards of your Fate deck. You may exchange one of "
                                          "them with one from your hand. Put the cards back in any order",
                                exchange=True),)),
     Ability(("Battle", "Open"), (Target(sel("ring", controller="you")), Straighten(T0))))
card("Mirumoto Tsukazu", Ability(("Battle",), (
    Target(sel("personality", controller="enemy", force_lt=SELF, chi_lt=SELF)), Bow(T0)),
    words="Battle: Bow a target enemy Personality with lower Force and lower Chi."))
# CR "Using abilities", EXCEPTION: an Interrupt on a card out of play, taken to the action that brings it into play;
# CR "Interrupt actions": its "After you Recruit ..." waits for the interrupted Recruit's effects.
card("Mirumoto Yasushi", Ability(("Interrupt",), (
    After("recruited", (OneOf(((Tokens(SELF, 1),), (Tokens(SELF, 0, 1),))),), who="card:self;turn",
          words="after you Recruit Yasushi, give him a +1F or +1C token"),)))
card("Togashi Ogure",
     Ability(("Battle",), (To((discard_a_card(sel("card", controller="you", zone="hand", keyword="Kiho"),
                                              words="discard a Kiho"),),
                              (If(when("is", SELF, "defending"), (Give(SELF, 3),), (Give(SELF, 2),)),)),),
             words="Battle: Discard a Kiho to give Ogure +2F, or +3F if he is defending."),
     Ability(("Battle",), (Target(sel("ring", controller="you", unbowed=True)), Bow(T0), Additional(2, "battle"))))

# Strategies
card("Aligned with the Elements",
     Ability(("Battle",), (Target(sel("ring", controller="you", unbowed=True)), Bow(T0),
                           Target(sel("card", controller="enemy", without_attachments=True), "t1"), Bow(T1))),
     Ability(("Battle",), (Target(sel("ring", controller="you", bowed=True)), Target(sel("attachment"), "t1"),
                           Straighten(T0), Straighten(T1)),
             words="Battle: Target your bowed Ring and an attachment. Straighten both targets."))
card("Claiming the Ruins", Ability(("Limited",), (
    ChooseCard(sel("item", controller="you", zone="discard", not_unique=True), "item",
               words="choose a non-Unique Item in your discard pile"), ToHand(Ref("item", "it", "it"))), gold=2,
    words="Limited, 2 Gold: Put a non-Unique Item from your discard pile into your hand."))
card("In Stillness, Forge the Soul", Ability(("Open",), (
    Target(sel("personality", controller="you", unbowed=True)),
    EquipFromTop(5, T0, "Weapon", "look at the top five cards of your Fate deck. You may Equip one of them that is "
                                  "a Weapon to him. Put the remaining cards back in any order"),
    # CR "Drawing and discarding Fate cards": 'Effects "before the turn ends" happen prior to this drawing and
    # discarding': a delayed effect at the turn's end, when the resolved Strategy is in the discard pile
    If(when("keyword", T0, "Kensai"), (If(when("not_var", "equipped"), (
        After("turn_ending", (May((ToHand(SELF),)),),
              words="you may put this Strategy back in your hand before the turn ends"),)),))),
    words="Open: Target your unbowed Personality. Look at the top five cards of your Fate deck. You may Equip one of "
          "them that is a Weapon to him. Put the remaining cards back in any order. If he is a Kensai and you did "
          "not Equip a Weapon, you may put this Strategy back in your hand before the turn ends."))
card("Never Without a Weapon", Ability(("Battle",), (
    Target(sel("personality", controller="you")),
    To((discard_a_card(),), (CreateWeapon(T0, Var("discarded_focus", "the discarded card's Focus Value")),))),
    gold=5,
    words="Battle, 5 Gold: Discard a card to create a Weapon Item with a Force Modifier equal to the discarded "
          "card's Focus Value and attach it to your target Personality."))
card("Tonfajutsu",
     Ability(("Battle",), (Target(sel("item", controller="you", unbowed=True, keyword="Weapon")), Bow(T0),
                           Target(sel("attachment", controller="enemy"), "t1"), Destroy(T1))),
     Ability(("Battle",), (Target(sel("personality", weapon=True)), Give(T0, 2))))
card("Weakness Exposed", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(T0, T1, (Bow(LOSER), If(when("is", LOSER, "defending"), (Destroy(LOSER),))))),
    keywords=("Iaijutsu",),
    words="Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. Bow the loser. "
          "Destroy him if he is defending."))

# Holdings (continued)
# An Interrupt to the Recruit it paid for (CR "Interrupt actions"); "after he enters play" waits for the Recruit.
# Tireless: usable although it bowed to pay. Its Gold star is paid as it is taken (CR "Gold star").
card("Secluded Outpost", Ability(("Interrupt",), (
    If(when("paid_for_entering", "personality", words="this Holding bowed to produce Gold to Recruit a Personality"), (
        After("recruited", (EquipFromHand(Ref("event"), "attachment", "Equip an attachment to him from your hand",
                                          discount=4),), who="card:entering;turn",
              words="Equip an attachment to him from your hand for 4 less Gold after he enters play"),)),),
    keywords=("Tireless",), gold="*"))  # and "Bow: Produce 4 Gold" (its Gold Production)
