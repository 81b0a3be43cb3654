"""Cards of the Emperor Edition base-set Spider deck (src/rokugan/ccg/decks/emperor/spider.l5d) that no
Ivory starter brings (neutral cards shared with the Mantis deck live in ee_mantis.py, Awed Witness in
ee_scorpion.py).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_spider.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, If, May, Ref, Static, StatOf, Target, To, Triggered, sel
from rokugan.ccg.statics import Rule
from rokugan.ccg.vocab import (
    T0,
    T1,
    Attack,
    ChooseCard,
    CreateFollower,
    Destroy,
    LoseHonor,
    MoveHere,
    Plus,
    Straighten,
    WaiveOwnLosses,
    when,
)

from . import card


def _entry_loss(n: int, name: str) -> Triggered:
    return Triggered(when("entered_play", "self"), (LoseHonor(n),), words=f"After {name} enters play, lose {n} Honor.")


# Personalities
card("Goju Oyoto", _entry_loss(3, "Oyoto"))
card("Daigotsu Gyoken", _entry_loss(1, "Gyoken"))
card("Daigotsu Matsuda", _entry_loss(1, "Matsuda"))
card("Daigotsu Negishi", _entry_loss(1, "Negishi"),
     Ability(("Battle", "Open"), (Straighten(T0),), costs=(Target(sel("personality", controller="you")),)))
card("Sandayu", Ability(("Battle", "Open"), (Target(sel("personality", weapon=True)), Straighten(T0))))
SHOWN = Ref("shown", "the card", "it")
card("Daigotsu Ishibashi", Ability(("Battle",), (
    Attack("ranged", Plus(StatOf(SHOWN, "focus"), 1),
           words="Ranged Attack with strength equal to the shown card's Focus Value plus one"),),
    costs=(ChooseCard(sel("card", controller="you", zone="hand", keyword="Dark Virtue"), "shown",
                      words="show a Dark Virtue card in your hand"),),
    keywords=("Fear",),
    words="Fear Battle: Show a Dark Virtue card from your hand: Ranged Attack of strength one more than its Focus "
          "Value."))
card("Goju Kobashi", _entry_loss(1, "Kobashi"),
     Ability(("Battle",), (
         Destroy(T0),
         May((Target(sel("personality", controller="you", keyword="Ninja"), "t1"),
              CreateFollower(T1, 1, keywords=("Shadowlands", "Ninja"))),
             words="you may target one of your Ninja, create a 1F Shadowlands • Ninja Follower, and attach it to "
                   "him")), costs=(Target(sel("attachment", controller="enemy")),),
         words="Battle: Target an enemy attachment: Kobashi consumes it, destroying it. You may target one of your "
               "Ninja to create a 1F Shadowlands • Ninja Follower attached to him."))

# Stronghold
_COMMANDER = sel("personality", controller="you", keyword="Commander", any_location=True)
CHOSEN = Ref("chosen", "him", "him")
card("Keep of the Dead",
     Static(YOU, WaiveOwnLosses("Spider", "Your own Spider Clan and Fate cards never make you lose Honor.")),
     # Followers' Honor Requirements are not enforced by the engine when Equipping, so this trait already holds
     Static(YOU, Rule("ignore_follower_hr", "You ignore the Honor Requirements of your Followers.")),
     Ability(("Battle",), (
         If(when("any", when("enemy_units_here"), when("is", CHOSEN, "assigned_here")),
            (To((MoveHere(CHOSEN),), (Straighten(CHOSEN, unit=True),), link="if"),)),),
         costs=(ChooseCard(_COMMANDER, "chosen", words="choose your performing Commander"),),
         words="Battle: Choose your performing Commander: If any enemy units are at the current battlefield or he was "
               "assigned there, move him there; if he moved, straighten his unit."))
del SELF
