"""Cards of the Emperor Edition base-set Scorpion deck (src/rokugan/ccg/decks/emperor/scorpion.l5d) that no
Ivory starter brings (neutral cards shared with the Mantis deck live in ee_mantis.py; Awed Witness, shared with
the Spider deck, lives here).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_scorpion.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, May, Ref, Target, Triggered, sel
from rokugan.ccg.vocab import (
    LOSER,
    T0,
    T1,
    Additional,
    AlsoReaction,
    Bow,
    Challenge,
    ChooseCard,
    CreatePersonality,
    Dishonor,
    EnterDuelInstead,
    Give,
    GrantKeyword,
    IfVal,
    LoseHonor,
    LoseKeyword,
    MoveHere,
    MoveHome,
    OngoingPart,
    RemoveGranted,
    Seq,
    when,
)

from . import card

# Strategies
card("Awed Witness", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(T0, T1, (Bow(LOSER), May((CreatePersonality("Awed Witness Samurai (created)", 2, 2, 2, ("Samurai",),
                                                          who="winner", own_clan=True),),
                                       who="winner")))),
    keywords=("Iaijutsu",),
    words="Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality; the loser bows, and "
          "the winner's player may create a 2F/2C/2PH Samurai Personality of his own Clan."))

# Personalities
card("Bayushi Hurunayi", Ability(("Open",), (LoseKeyword(Ref("self", "Hurunayi"), "Ninja"),)))
_OTHER_SCORPION = sel("personality", controller="you", clan="Scorpion", other=True)
card("Bayushi Irezu",
     Ability(("Battle",), (If(when("is", SELF, "at_home", words="Irezu is at home"), (
         Target(_OTHER_SCORPION), MoveHome(T0), MoveHere(Ref("self", "Irezu")))),), keywords=("Home",),
         words="Home Battle: If Irezu is at home, move home another of your target Scorpion Clan Personalities. "
               "Move Irezu to the current battlefield."),
     Ability(("Reaction",), (EnterDuelInstead(Ref("self", "Irezu")),), costs=(Bow(SELF),),
             trigger=when("entered_duel", sel("personality", controller="you", clan="Scorpion", other=True),
                          words="before your Scorpion Clan Personality enters a duel")))
card("Bayushi Mitsuo", Ability(("Reaction",), (Additional(1, "battle", words="take an additional Battle action"),),
                               trigger=when("action_resolved", when("moved_self_by_action", "battle"),
                                            words="after a Battle action that moved Mitsuo resolves")))
_DRAIN = "rentatsu_drain"  # "while Rentatsu remains bowed"
card("Bayushi Rentatsu",
     OngoingPart(when("turn_started", "you"), (If(when("marked", SELF, _DRAIN), (If(
         when("is", SELF, "bowed"),
         (May((GrantKeyword(SELF, "will_not_straighten"),), words="you may negate Rentatsu's straightening"),
          Seq((ChooseCard(sel("player"), "chosen"), LoseHonor(2, "chosen")),
              words="choose a player; he loses 2 Honor")),
         (RemoveGranted(SELF, _DRAIN),)),)),)),
     Ability(("Limited",), (GrantKeyword(SELF, _DRAIN, "while_bowed"),), costs=(Bow(SELF),),
             words="Limited: Bow Rentatsu: As long as he stays bowed, you may negate his straightening, and after "
                   "each of your turns begins you choose a player, who loses 2 Honor."))
card("Shosuro Kameyoi", Ability(("Limited",), (
    If(when("is", T0, "dishonorable", words="he is dishonorable"),
       (LoseHonor(IfVal(when("printed_ge", T0, "personal_honor", 3), 2, 1), "t0"),)),
    Dishonor(T0)), keywords=("Political",), costs=(Target(sel("personality")),),
    words="Political Limited: Target a Personality: If he is dishonorable, his controller loses 1 Honor, or 2 Honor "
          "if his printed Personal Honor is 3 or more. Dishonor him."))

_APPRENTICE = (CreatePersonality("Shosuro Rokuta's Apprentice (created)", 0, 2, 1,
                                 ("Scorpion Clan", "Courtier", "Apprentice")),
               Seq((ChooseCard(sel("player"), "chosen"), LoseHonor(3, "chosen")),
                   words="choose a player, who loses 3 Honor"))
card("Shosuro Rokuta",
     Ability(("Reaction",), _APPRENTICE,
             trigger=when("action_resolved", when("destroyed_self_by_other_card"),
                          words="after the resolution of a battle, or of an action or trait from a card another "
                                "player owns, that destroyed Rokuta"),
             words="Reaction: After a battle's resolution, or an action or trait from a card another player owns, "
                   "destroys Rokuta: Create a 0F/2C/1PH Scorpion Clan • Courtier • Apprentice Personality in your "
                   "home. Choose a player, who loses 3 Honor."),
     AlsoReaction(("Reaction",), _APPRENTICE,
                  trigger=when("battle_resolved", when("destroyed_self_in_resolution"))),
     AlsoReaction(("Reaction",), _APPRENTICE,
                  trigger=when("trait_resolved", when("destroyed_self_by_other_card"))),
     reacts_from_discard=True)

# Stronghold
_ENEMY = sel("personality", controller="enemy")
card("Law of Darkness Dojo",
     Triggered(when("honor_lost_to_action", "battle"), (LoseHonor(1, "event_seat"),),
               words="After your Battle action makes another player lose Honor, he loses 1 more Honor."),
     Ability(("Battle",), (Give(T0, -4), If(when("is", T0, "dishonorable"), (Bow(T0),))), costs=(Target(_ENEMY),),
             keywords=("Tireless",),
             words=f"Battle: Even if this card is bowed, target {_ENEMY.phrase()}: Give him -4F. Bow him if he is "
                   "dishonorable."))
