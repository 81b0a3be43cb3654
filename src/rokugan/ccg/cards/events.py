"""Ivory Edition Events (no starter deck has one). CR "Event": while face up in its player's Province its
abilities can be used, and it is then discarded unless the ability put it into play; in play, its traits work
and its abilities cannot be used."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Triggered, sel
from rokugan.ccg.vocab import GainHonor, LoseHonor, PutIntoPlay, when

from . import card

card("A Time for Action", Ability(("Open",), (LoseHonor(5, sel("player", family_honor_ge=21)),)))
card("Military Alliance",
     Triggered(when("province_destroyed"), (GainHonor(3, "event_seat"),),
               words="After each time an Attacker destroys a province by winning a battle, he gains 3 Honor."),
     Ability(("Open",), (PutIntoPlay(SELF),), words="Open: Put this Event into play."))
