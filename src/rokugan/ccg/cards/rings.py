"""The Rings of the Ivory Edition starter decks (CR "Ring": a Ring enters play from hand immediately after
its condition is fulfilled; its text may let a player discard it from hand to use its ability without
cost). Their conditions are hand triggers; `discard_for` names the abilities usable that way."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, OneOf, Target, sel
from rokugan.ccg.vocab import (
    T0,
    ActionFlag,
    After,
    Bow,
    Destroy,
    DiscardHand,
    Draw,
    MoveHere,
    MoveHome,
    PutIntoPlay,
    Seq,
    Straighten,
    discard_a_card,
    ring_condition,
    when,
)

from . import card

card("Ring of Air",
     ring_condition(when("favor_resolved", 2, words="after you resolve two or more Favor actions in one turn")),
     Ability(("Battle", "Open"), (Target(sel("personality", "attachment", controller="you")), Straighten(T0)),
             keywords=("Air", "Repeatable"), costs=(Bow(SELF),)),
     discard_for=(0,))
card("Ring of Earth",
     ring_condition(when("battle_resolved", words="after a battle resolves at your Province, if it was not "
                         "destroyed and any enemy units were ever at its battlefield"), when("earth_condition")),
     Ability(("Interrupt",), (If(when("interrupting", "battle", words="it interrupts a Battle action"),
                                 (ActionFlag("no_move", "the Battle action cannot move Personalities"),)),),
             keywords=("Earth", "Repeatable"), costs=(Bow(SELF),),
             words="Earth Repeatable Interrupt, bow: The Battle action cannot move Personalities."),
     discard_for=(0,))
card("Ring of Fire",
     ring_condition(when("duel_won", "any", words="after you win a duel during a battle, if your Personality "
                         "did not enter the duel with higher Chi than the other"), when("fire_condition")),
     Ability(("Battle",), (Target(sel("card", controller="enemy", without_attachments=True)),
                           After("battle_resolved", (If(when("lost_battle", words="you lost the battle"),
                                                        (Destroy(T0),)),))),
             keywords=("Fire",), costs=(Bow(SELF),)),
     discard_for=(0,))
card("Ring of Water",
     ring_condition(when("battle_resolved", words="after a battle resolves in which you played a Terrain, "
                         "destroyed a Terrain, and destroyed any cards or provinces during resolution"),
                    when("water_condition")),
     Ability(("Battle",), (OneOf(((Target(sel("personality", controller="you")), MoveHome(T0)),
                                  (Target(sel("personality", controller="you", any_location=True,
                                              would_be_opposed=True)), MoveHere(T0)))),),
             keywords=("Water", "Absent", "Repeatable"), costs=(Bow(SELF),),
             words="Water Absent Repeatable Battle, bow: Move your target Personality home or, if he would be "
                   "opposed, move your target Personality at any location to the current battlefield."),
     discard_for=(0,))
card("Ring of the Void",
     Ability(("Limited",), (If(when("rings_le", 2, words="you have two or fewer Rings in play"),
                               (Seq((PutIntoPlay(SELF), DiscardHand()), "play this Ring. Discard your hand"),)),),
             words="Limited: Play if you have two or fewer Rings in play. Discard your hand."),
     Ability(("Limited",), (Draw(1), If(when("more_cards_than_any", words="you now have more cards in your hand "
                                             "than any other player"), (discard_a_card(),))),
             keywords=("Void",), costs=(Bow(SELF),)),
     discard_for=(1,), hand_abilities=(0,))
