"""Cards of the Emperor Edition base-set Lion deck (src/rokugan/ccg/decks/emperor/lion.l5d) that no
Ivory starter brings (cards shared with the Crab, Crane or Dragon deck live in their modules).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_lion.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Ref, Static, sel
from rokugan.ccg.statics import Rule, StatMod
from rokugan.ccg.vocab import (
    Additional,
    After,
    Bow,
    DestroyToken,
    Draw,
    EachPlayerGains,
    MayMakeEachLose,
    NamedToken,
    both,
    when,
)
from rokugan.ccg.vocab_deck import MayIncludeCopies

from . import card

# Stronghold
card("Eternal Victory Dojo", Static(SELF, MayIncludeCopies(4, 2, "strategy", "Battle")), Ability(("Reaction",), (
    After("turn_ending", (Draw(1),), words="draw a card when the next End Phase starts"),),
    trigger=when("action_resolved", both(when("event_by_you"), when("action_kind", "tactical")),
                 words="after your Tactical action resolves")))

# Personalities
card("Matsu Hachiro", Static(SELF, StatMod("force", 2, words="has +2F"),
                             when("is", SELF, "attacking", words="while attacking")))
card("Ikoma Natsu", Static(SELF, Rule("not_controlled_by:Unicorn",
                                      "A Unicorn Clan player cannot take control of this card.")))
card("Akodo Kano",
     Ability(("Limited",), (NamedToken(Ref("self", "Kano", "him"), "Master"),)),
     Ability(("Battle",), (Additional(2, "battle"),),
             costs=(Bow(SELF), DestroyToken(Ref("self", "Kano", "him"), "Master"))))
card("Kitsu Suki", Ability(("Limited",), (
    EachPlayerGains(sel("player", controls_keyword="Ancestor"), 1),
    MayMakeEachLose(sel("player", above_starting_honor_without="Ancestor"), 1))))
