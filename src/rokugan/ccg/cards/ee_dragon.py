"""Cards of the Emperor Edition base-set Dragon deck (src/rokugan/ccg/decks/emperor/dragon.l5d) that no
Ivory starter brings (cards shared with the Crab or Crane deck live in their modules).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_dragon.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Ref, Static, Target, Triggered, sel, sentence
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import (
    LOSER,
    T0,
    Attack,
    Bow,
    Challenge,
    DestroyToken,
    Draw,
    GainHonor,
    Give,
    MoveHomeLoser,
    Neg,
    NoRefusal,
    StatOf,
    Tokens,
    when,
)

from . import card

_ME = Ref("self", "Reiyu", "him")
_LOSER_HOME = MoveHomeLoser(LOSER)

# Stronghold
card("Dragon's Breath Castle",
     Triggered(when("dynasty_phase_started", when("passive_other_player"),
                    words="when another player's Dynasty Phase starts, if he has Personalities in play but "
                          "sent none of them to attack this turn"), (GainHonor(2),)),
     Ability(("Reaction",), (
         Target(sel("personality", controller="enemy"), chooser="attacker",
                words="the Attacker targets one of his Personalities there"),
         Bow(Ref("t0", "him", "him"))),
         keywords=("Tireless",),
         trigger=when("engaged", when("at_your_province"), words="after engaging at one of your Provinces")))

# Personalities
card("Mirumoto Reiyu", Ability(("Battle",), (
    Give(Ref("t0", "it", "it"), Neg(StatOf(_ME, "force", words="Reiyu's Force"))),),
    costs=(Target(sel("personality", "follower", controller="enemy")),)))
card("Togashi Korimi",
     Static(SELF, StatMod("force", 2, words="has +2F"), when("is", SELF, "defending", words="while defending")),
     Ability(("Reaction",), (Draw(1),), costs=(Bow(SELF),), trigger=when("recruited", "self")))
card("Togashi Torazu",
     Ability(("Reaction",), (Tokens(Ref("self", "him", "him"), 1, count=3, name="Fire"),),
             trigger=when("entered_play", "self", words="after Torazu enters play")),
     Ability(("Battle",), (Attack("ranged", 3),), costs=(DestroyToken(Ref("self", "Torazu", "him"), "Fire"),)))
card("Kitsuki Yataku", Ability(("Reaction",), (NoRefusal(),),
    keywords=("Political",), costs=(Bow(Ref("self", "Yataku", "him")),),
    trigger=when("targeted", when("event_card_keyword", "Samurai"), words="after an action targets a Samurai")))
card("Kitsuki Daisuke", Ability(("Battle",), (
    Challenge(Ref("self", "Daisuke", "him"), T0, then=(_LOSER_HOME,),
              words=f"Daisuke duels him. {sentence(_LOSER_HOME.text())}"),),
    costs=(Target(sel("personality", controller="enemy")),), keywords=("Iaijutsu",)))
