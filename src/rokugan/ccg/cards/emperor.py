"""The Emperor Edition's starting Holdings (EE "Setting Up The Game": every player begins with 'Border Keep' in
play; the player not going first also with 'Bamboo Harvesters', bowed). Basic versions."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, Static
from rokugan.ccg.statics import Rule
from rokugan.ccg.vocab import CycleCards, when

from . import card

_CYCLE = "put one or more cards in your Provinces at the bottom of your deck, refilling the Provinces face-up"

card("Border Keep",
     Ability(("Limited",), (If(when("own_turns_lt", 1, words="it is your first turn"), (CycleCards(),)),),
             words=f"Limited: If it is your first turn, {_CYCLE}."),
     Ability(("Limited",), (CycleCards(),), words=f"Limited: Once per game, {_CYCLE}."),
     once_per_game=(1,))
card("Bamboo Harvesters",
     Static(SELF, Rule("will_not_straighten", "This card will not straighten before your second turn."),
            when("own_turns_lt", 1)))
