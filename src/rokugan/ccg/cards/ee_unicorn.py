"""Cards of the Emperor Edition base-set Unicorn deck (src/rokugan/ccg/decks/emperor/unicorn.l5d) that no
Ivory starter brings (neutral cards shared with the Mantis deck live in ee_mantis.py).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_unicorn.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, Ref, Static, StatOf, Target, To, sel
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import (
    T0,
    T1,
    AttachCard,
    CommitSeppuku,
    Count,
    Give,
    HonorablyDead,
    MostDeadInAPile,
    MoveHome,
    Neg,
    NegateReactedAction,
    PayGoldCost,
    when,
)

from . import card

ITAO = Ref("self", "Itao", "him")
card("Shinjo Itao", Ability(("Reaction",), (
    To((PayGoldCost(T0),), (AttachCard(T0, ITAO, words="attach it to Itao"),)),),
    costs=(Target(sel("follower", controller="you", zone="hand")),),
    trigger=when("entered_play", "self"),
    words="Reaction: After Itao enters play, target a Follower in your hand: Pay its Gold Cost to attach it to "
          "Itao."))
SHIGERU = Ref("self", "Shigeru", "her")
_OTHERS = Count(sel("personality", controller="you", other=True), "the number of other Personalities you control")
card("Moto Shigeru",
     Static(SELF, StatMod("force", 1), when("has_item", SELF),
            words="Shigeru has +1F while an Item is attached to her."),
     Ability(("Reaction",), (
         NegateReactedAction(),
         Give(SHIGERU, Neg(_OTHERS), "personal_honor", "permanent",
              words="permanently give Shigeru a Personal Honor penalty equal to the number of other Personalities you "
                    "control"),
         If(when("stat_le", StatOf(SHIGERU, "personal_honor"), 0, words="her Personal Honor is now 0"),
            (CommitSeppuku(Ref("self", "she")),))),
         trigger=when("targeted", sel("personality", controller="you", by_action_designated="Limited"),
                      words="after a Limited action targets your Personality")))
card("Moto Shunsuke",
     Static(SELF, StatMod("force", MostDeadInAPile()),
            words="Shunsuke's Force bonus equals the most dead Personalities in a single discard pile."),
     Ability(("Limited",), (Target(sel("personality", controller="other", zone="discard"),
                                   words="target another player's discarded Personality"),
                            HonorablyDead(Ref("t0", "he")))))

# Stronghold
_RIDER = sel("personality", controller="you", performing=True, unbowed=True)
_SENT = sel("personality", followers_le=T0)
card("Journey's End Keep",
     Ability(("Battle",), (Target(_RIDER), Target(_SENT, "t1"), MoveHome(T1)),
             words=f"Battle: Target {_RIDER.phrase()} to move home a target Personality with no more Followers "
                   "attached than he has (this cannot be negated or delayed)."),
     will_not_be_negated=True)  # nothing in the engine delays an action, so "or delayed" holds as well
