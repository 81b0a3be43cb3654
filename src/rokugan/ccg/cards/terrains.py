"""The Terrains of the Ivory Edition starter decks (CR "Terrain": a Strategy that its Battle ability puts
into play at the current battlefield, in no army; discarded after the battle ends)."""

from __future__ import annotations

from rokugan.ability.words import SELF, YOU, Ability, May, OneOf, Ref, Sel, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttackMod, GrantsAbility, StatMod
from rokugan.ccg.vocab import (
    EVENT,
    LOSER,
    T0,
    Additional,
    Bow,
    ChooseCard,
    Destroy,
    MoveHome,
    MoveToAdjacent,
    Neg,
    PlayTerrain,
    StatOf,
    Straighten,
    when,
)
from rokugan.ccg.vocab import Challenge as Duel

from . import card, granted

PLAY_IT = Ability(("Battle",), (PlayTerrain(),))

card("Contentious Terrain",
     Static(sel("personality", controller="you", same_location=True), StatMod("force", 1)), PLAY_IT)
card("Hold the Walls",
     Static(sel("personality", "follower", attacking=True), StatMod("force", -1),
            words="Attacking Personalities and Followers have -1F."), PLAY_IT)
card("Blind Honor",
     Static(sel("personality", same_location=True), StatMod("force", Neg(StatOf(EVENT, "personal_honor"))),
            words="Personalities at this battlefield have a Force penalty equal to their Personal Honor."),
     PLAY_IT)
card("Higher Ground",
     Static(YOU, AttackMod(("ranged",), 1, "yours"), words="Your Ranged Attacks have +1 strength."),
     Static(YOU, AttackMod(("ranged",), -1, "others"), words="Other player's Ranged Attacks have -1 strength."),
     PLAY_IT)
card("The Eternal Rainbows",
     Static(sel("personality", targeted_by_source=True), StatMod("force", 2),
            words="The Personality this ability targeted has +2F."),
     Ability(("Battle",), (Target(sel("personality", controller="you", opposed=True)), PlayTerrain()),
             words="Battle: Target your opposed Personality. Destroy a Terrain (if able). Put this Terrain "
                   "into play."))
card("Lakeside Retreat",
     Triggered(when("battle_resolving"), (ChooseCard(sel("personality", "follower"), "choice",
                                                     words="choose a Follower or Personality"),
                                          Straighten(Ref("choice", "it", "it"))),
               words="Before this battle resolves, straighten a Follower or Personality."),
     PLAY_IT)
card("A Moving Battle",
     Triggered(when("battle_resolving"), (May((Target(sel("personality", controller="you", attacking=True,
                                                          opposed=True, same_location=True)),
                                               MoveToAdjacent(T0))),),
               words="Before this battle resolves, you may move one of your opposed attacking Personalities "
                     "at this battlefield to an adjacent, unresolved battlefield."),
     PLAY_IT)

_KEEP_A = Ref("keep_a", "the Attacker's choice")
_KEEP_D = Ref("keep_d", "the Defender's choice")
_OTHERS_THERE = Sel(("personality",), "any", (("same_location", True), ("not_ref", _KEEP_A),
                                              ("not_ref", _KEEP_D)), noun="other Personality")


def _keeps(first: str, second: str) -> tuple[ChooseCard, ChooseCard]:
    slots = {"attacker": "keep_a", "defender": "keep_d"}
    return tuple(ChooseCard(Sel(("personality",), "any", (("same_location", True), ("owned_by", who))),
                            slots[who], chooser=who, words=f"the {who.capitalize()} chooses one of his "
                            "Personalities there") for who in (first, second))  # type: ignore[return-value]


card("Encircled Terrain",
     Triggered(when("battle_resolving"), (
         OneOf(((*_keeps("attacker", "defender"),), (*_keeps("defender", "attacker"),))),
         MoveHome(_OTHERS_THERE)),
         words="Before this battle resolves, the Attacker and Defender, in the order of your choice, each "
               "choose one of their own Personalities at its battlefield. Move all other Personalities there "
               "home."),
     PLAY_IT)

granted("come-one-at-a-time/duel", Ability(("Battle",), (
    Target(sel("personality", controller="enemy")), Duel(Ref("self", "he"), T0, (Destroy(LOSER),))),
    keywords=("Repeatable",), words="Repeatable Battle: Challenge a target enemy Personality. Destroy the loser."))
granted("come-one-at-a-time/retreat", Ability(("Battle",), (
    Target(sel("personality", controller="you", attacking=True)), To((MoveHome(T0),), (Bow(T0),), link="as")),
    keywords=("Repeatable",), words="Repeatable Battle: Move home your target attacking Personality. Bow him "
                                    "as he moves."))
card("Come One at a Time",
     Static(sel("personality", defending=True, same_location=True), GrantsAbility("come-one-at-a-time/duel"),
            when("exactly_one_defender"), words="While there is exactly one defending Personality here, he has "
            "the ability, \u201cRepeatable Battle: Challenge a target enemy Personality. Destroy the loser\u201d"),
     Static(sel("player"), GrantsAbility("come-one-at-a-time/retreat", to_players=True),
            when("exactly_one_defender"), words="and each player has the ability, \u201cRepeatable Battle: Move "
            "home your target attacking Personality. Bow him as he moves.\u201d"),
     Ability(("Battle",), (PlayTerrain(), Additional(1, "battle", only=SELF,
                                                     words="take an additional action granted by it"))))
