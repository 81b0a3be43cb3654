"""Cards of the Emperor Edition base-set Phoenix deck (src/rokugan/ccg/decks/emperor/phoenix.l5d) that no
Ivory starter brings (neutral cards shared with the Mantis deck live in ee_mantis.py).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_phoenix.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, If, OneOf, Ref, Static, Target, sel
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import (
    T0,
    Additional,
    Attack,
    Bow,
    ChooseCard,
    GrantKeyword,
    ReactionGold,
    RedirectTarget,
    RefillFaceUp,
    Seq,
    Straighten,
    gain_or_lose,
    when,
)

from . import card

_SHUGENJA_HERE = sel("personality", controller="you", keyword="Shugenja", at_location_of=SELF)

# Personalities
card("Agasha Ryo", Ability(("Reaction",), (RefillFaceUp(),), keywords=("Void",),
                           trigger=when("recruited", "self", words="after Ryo enters play from a Province")))
card("Asako Ume", Static(SELF, StatMod("force", 1), when("has_spell", SELF),
                         words="Ume has +1F while a Spell is attached to her."),
     Ability(("Battle",), (Attack("ranged", 4),)))
_SHADOWY = ("Kolat", "Ninja", "Shadowlands")
card("Asako Tsunefusa",
     Ability(("Open",), (OneOf(tuple((GrantKeyword(T0, k),) for k in _SHADOWY)),),
             costs=(Target(sel("personality", controller="other"), words="target another player's Personality"),)),
     Ability(("Battle",), (Bow(T0), If(
         when("any", *(when("keyword", T0, k) for k in _SHADOWY), words="he is Kolat, Ninja, or Shadowlands"),
         (Seq((ChooseCard(sel("player"), "chosen"), gain_or_lose(2, "chosen")),
              words="choose a player, who gains or loses 2 Honor"),))),
             costs=(Target(sel("personality", controller="enemy")),)))
card("Shiba Sansesuke", Ability(("Reaction",), (RedirectTarget(SELF),), costs=(Bow(SELF),),
                                trigger=when("targeted", _SHUGENJA_HERE,
                                             words="when an action would target one of your Shugenja where "
                                                   "Sansesuke is")))

# Stronghold
_PERFORMING_SHUGENJA = sel("personality", controller="you", performing="Shugenja", noun="Shugenja")
card("Library of Rebirth",
     Static(YOU, ReactionGold(4, "spell", "Reaction: Even while this Stronghold is bowed, when you pay for a Spell "
                                          "that attaches to an opposed Personality: Produce 4 Gold.")),
     Ability(("Battle",), (Straighten(Ref("chosen", "him")),
                           Additional(1, "battle", words="you may take an additional Battle action")),
             costs=(ChooseCard(_PERFORMING_SHUGENJA, "chosen", words=f"choose {_PERFORMING_SHUGENJA.phrase()}"),)))
