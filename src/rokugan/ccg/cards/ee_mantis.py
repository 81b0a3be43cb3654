"""Cards of the Emperor Edition base-set Mantis deck (src/rokugan/ccg/decks/emperor/mantis.l5d) that no
Ivory starter brings (and the neutral cards it shares with the other Emperor decks of this batch: Phoenix,
Scorpion, Spider, Unicorn).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_mantis.py."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, May, Ref, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import Rule, StatMod
from rokugan.ccg.vocab import (
    EVENT,
    T0,
    T1,
    Attack,
    Bow,
    ChooseCard,
    Count,
    CreatePersonality,
    Destroy,
    DiscardProvinceCard,
    FightBattle,
    GainHonor,
    Give,
    GiveEachOwn,
    GrantKeyword,
    IfVal,
    Least,
    LoseHonor,
    MoveHome,
    NegateReactedAction,
    Pay,
    RaiseToTwiceBase,
    RecruitDead,
    RecruitDiscountPer,
    RedirectTarget,
    Remember,
    Seq,
    Tokens,
    Var,
    when,
)

from . import card

# Personalities
card("Tsuruchi Isas", Ability(("Battle",), (Attack("ranged", 3), MoveHome(Ref("self", "Isas"))), costs=(Bow(SELF),)))
card("Moshi Yokohime", Ability(("Battle",), (Target(sel("card", controller="enemy", without_attachments=True)),
                                             Bow(T0)), keywords=("Thunder",)))
_FOX = "Kitsune Gina's Fox Spirit (created)"
card(_FOX, Static(sel("personality", "follower", controller="enemy", attacking=True, same_location=True),
                  StatMod("force", -1)))
card("Kitsune Gina", Ability(("Reaction",), (
    CreatePersonality(_FOX, 2, 2, 3, ("Mantis Clan", "Nonhuman", "Fox", "Spirit")),),
    trigger=when("entered_play", "self")))
card("Tsuruchi Kosoko", Ability(("Battle",), (Attack("ranged", 5),)))

# Stronghold
card("Koshin Keep", Ability(("Reaction",), (GrantKeyword(YOU, "ranged_recon", "battle"),), keywords=("Recon",),
                            trigger=when("engaged", words="after engaging"),
                            words="Recon Reaction: After engaging: You have Reconnaissance here; for the rest of "
                                  "this battle, when one of your Ranged Attacks fails to destroy its target, the "
                                  "target gets a Force penalty equal to the attack's strength, and you may take "
                                  "another Ranged Attack Battle action aimed only at that card."))

# Holdings
card("Akodo's Grave", Ability(("Battle",), (
    Target(sel("strategy", keyword="Terrain", any_location=True)), To((Destroy(SELF),), (Destroy(T0),))),
    costs=(Bow(SELF),), words="Battle, bow: Destroy this Holding to destroy a target Terrain."))
_SAMURAI_THERE = sel("personality", controller="you", keyword="Samurai", at_location_of=EVENT)
card("Chugo Seido", Ability(("Reaction",), (To((Destroy(SELF),), (
    ChooseCard(_SAMURAI_THERE, "chosen", words="choose one of your Samurai at the same location"),
    RedirectTarget(Ref("chosen", "him")))),),
    trigger=when("targeted", sel("personality", controller="you", by_another_player=True),
                 words="when another player's action would target one of your Personalities")))
card("Prosperous Village", Static(SELF, RecruitDiscountPer(1, "This Holding costs 1 Gold less to enter play for each "
                                                             "Personality you control.",
                                                 per=sel("personality", controller="you"))))
_PERFORMERS = sel("personality", controller="you", performing=True)
card("Rugashi Bazaar", Static(SELF, Rule("will_not_destroyed", "This Holding cannot be destroyed (not a negation).")),
     Ability(("Battle", "Open"), (If(when("lost_honor_to_action_since_your_turn",
                                          words="another player's action made you lose Honor in an Action Phase "
                                                "after your last turn ended"), (
         ChooseCard(_PERFORMERS, "chosen", (1, 4), words=f"choose one to four of {_PERFORMERS.phrase(plural=True)}"),
         GiveEachOwn(Ref("chosen", "them"))),),), keywords=("Revenge",)))

# Items
card("Chrysanthemum Blossom", Ability(("Reaction",), (Tokens(Ref("host", "him"), force=1), GainHonor(1)),
                                      trigger=when("assigned", "host", words="after this Personality is assigned")))

# Spells
_SPIRITS = sel("personality", controller="you", performing=True, unbowed=True, all_keywords="Nonhuman&Spirit",
               noun="Nonhuman Spirit Personalities")
card("Chikushudo's Trickery", Ability(("Open",), (
    Target(_SPIRITS, count=(1, 2), words="target one or two of your performing unbowed Nonhuman Spirit Personalities"),
    To((Bow(HOST), Destroy(SELF)), (
        Target(sel("personality", controller="other", unbowed=True), "t1",
               words="target another player's unbowed Personality"),
        FightBattle(T1, T0, shielded=T1,
                    words="create a battlefield where no Personality can move. Assign the other player's "
                          "Personality to attack there (protected from destruction until its Combat Segment ends) "
                          "and your performing Spirits to defend there, then fight a battle there")))),
    keywords=("Earth", "Forest")))
card("Cleansing the Path", Ability(("Battle",), (
    Attack("ranged", IfVal(when("keyword", HOST, "Fire"), 5, 4),
           words="Ranged 4 Attack, or Ranged 5 Attack if the performing Shugenja is Fire"),), costs=(Destroy(SELF),)))

# Strategies
THE_ANCESTOR = Ref("t0", "the Ancestor", "it")
ANCESTOR = sel("card", controller="you", performing="Ancestor", noun="Ancestor")
_ANCESTORS = Count(sel("card", controller="you", keyword="Ancestor"))
_UNBOWED_ANCESTOR = sel("card", controller="you", performing="Ancestor", unbowed=True, noun="Ancestor")
_ENEMY_BARE = sel("card", controller="enemy", without_attachments=True)
card("A Forefather's Vengeance",
     Ability(("Limited",), (Seq((GainHonor(Least((3, _ANCESTORS), "the lower of 3 and your Ancestors in play")),),
                                "gain 1 Honor for each Ancestor you have in play, up to 3 Honor"),)),
     Ability(("Battle",), (Target(_UNBOWED_ANCESTOR), Target(_ENEMY_BARE, "t1"),
                           To((Destroy(THE_ANCESTOR),), (Destroy(Ref("t1", "that card", "it")),)))))
_YOURS = sel("personality", controller="you")
card("A Time for Mortal Men", Ability(("Battle", "Open"), (
    Target(ANCESTOR), Target(_YOURS, "t1"), To((Destroy(THE_ANCESTOR),), (Give(Ref("t1", "the Personality"), 3),)))))
card("A Pure Stroke", Ability(("Battle", "Open"), (RaiseToTwiceBase(Ref("t0", "it", "it")),),
                              costs=(Target(sel("item", keyword="Weapon"), words="target a Weapon"),)))
card("Ancestral Protection", Ability(("Reaction",), (Target(ANCESTOR), To((Destroy(THE_ANCESTOR),),
                                                                         (NegateReactedAction(),))),
                                     trigger=when("targeted", sel("personality", controller="you"),
                                                  words="after an action targets your Personality")))
_MAGISTRATE = sel("personality", controller="you", performing="Magistrate", unbowed=True, noun="Magistrate")
_PAID_LESS_2 = Var("paid", "the amount you paid", plus=-2)
_STAINED = sel("card", controller="enemy", cost_or_unit_cost_eq=_PAID_LESS_2)
card("A Stain Cleansed", Ability(("Battle",), (
    Target(_MAGISTRATE), Target(_STAINED, "t1"), Destroy(Ref("t1", "it (with his unit, for a Personality)"))),
    gold="*"))
_NINJA = sel("personality", controller="you", performing="Saboteur|Ninja", noun="Saboteur or Ninja Personality")
card("Aramoro's Promise", Ability(("Limited",), (
    Target(_NINJA), DiscardProvinceCard(), LoseHonor(2)), keywords=("Ninja",)))
card("Ambush", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True)),
    Target(sel("personality", controller="other"), "t1", words="target another player's Personality"),
    FightBattle(T0, T1, lose_after=5,
                words="create a battlefield without a Province. Assign your Personality to attack there and the other "
                      "Personality to defend there, bowed or not; no other Personality can move there. After this "
                      "action resolves, fight a battle there; when it is over, lose 5 Honor"))))
_DEAD_SAMURAI = sel("personality", controller="you", zone="discard", dead=True, keyword="Samurai",
                   enterable_for=Var("paid", "the amount you paid"))
card("At Any Cost", Ability(("Battle",), (Target(_DEAD_SAMURAI), RecruitDead(T0)), gold="*", keywords=("Dark Virtue",),
                            words="Dark Virtue Battle, Gold star: Recruit your target dead Samurai whose cost to enter "
                                  "play is no more than you paid; he performs, joining your army at the current "
                                  "battlefield."))

# Followers
card("Bandit Gang", Triggered(when("entered_play", "self"), (LoseHonor(2),),
                              words="After this Follower enters play, lose 2 Honor."),
     Triggered(when("battle_resolved"), (If(when("was_in_resolved_battle"), (
         May((Pay(2), Remember("upkeep")), words="you may pay 2 Gold"),
         If(when("not_var", "upkeep"), (Destroy(SELF),)))),),
         words="After each battle resolution, if this Follower was at that battlefield, you may pay 2 Gold; "
               "otherwise destroy it."))
card("Apprentice Shinobi", Triggered(when("action_resolved", "any"), (
    If(when("action_kind", "Ninja", words="it was a Ninja action"), (Give(SELF, 1),)),),
    words="After a Ninja action resolves, give this Follower +1F."))
