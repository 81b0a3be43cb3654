"""Cards of the Emperor Edition base-set Dragon deck (src/rokugan/ccg/decks/emperor/dragon.l5d) that no
Ivory starter brings (cards shared with the Crab or Crane deck live in their modules).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_dragon.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Ref, Static, Target, sel, sentence
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import (
    LOSER,
    T0,
    Attack,
    Bow,
    Challenge,
    DestroyToken,
    Draw,
    Give,
    MoveHomeLoser,
    Neg,
    StatOf,
    Tokens,
    when,
)

from . import card

_ME = Ref("self", "Reiyu", "him")
_LOSER_HOME = MoveHomeLoser(LOSER)

# Personalities
card("Mirumoto Reiyu", Ability(("Battle",), (
    Target(sel("personality", "follower", controller="enemy")),
    Give(Ref("t0", "it", "it"), Neg(StatOf(_ME, "force", words="Reiyu's Force"))))))
card("Togashi Korimi",
     Static(SELF, StatMod("force", 2, words="has +2F"), when("is", SELF, "defending", words="while defending")),
     Ability(("Reaction",), (Draw(1),), costs=(Bow(SELF),), trigger=when("recruited", "self")))
card("Togashi Torazu",
     Ability(("Reaction",), (Tokens(Ref("self", "him", "him"), 1, count=3, name="Fire"),),
             trigger=when("entered_play", "self", words="after Torazu enters play")),
     Ability(("Battle",), (Attack("ranged", 3),), costs=(DestroyToken(Ref("self", "Torazu", "him"), "Fire"),)))
card("Kitsuki Daisuke", Ability(("Battle",), (
    Target(sel("personality", controller="enemy")),
    Challenge(Ref("self", "Daisuke", "him"), T0, then=(_LOSER_HOME,),
              words=f"Daisuke duels him. {sentence(_LOSER_HOME.text())}")),
    keywords=("Iaijutsu",)))
