"""Cards of the Emperor Edition base-set Crab deck (src/rokugan/ccg/decks/emperor/crab.l5d) that no
Ivory starter brings. Cards the Crab deck shares with other Emperor decks (neutral Holdings, Followers,
Strategies) live here too, the first deck in the order Crab, Crane, Dragon, Lion, ...
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_crab.py."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, Ability, If, May, OneOf, Ref, Static, Target, To, Triggered, Var, sel
from rokugan.ccg.statics import Rule
from rokugan.ccg.vocab import (
    LOSER,
    T0,
    After,
    AmbushBattle,
    ArmyAttackMod,
    Attack,
    Bow,
    BowUnless,
    Challenge,
    ChooseCard,
    CreatePersonality,
    Destroy,
    DiscardInProvince,
    DiscountPer,
    Dishonor,
    Draw,
    GainHonor,
    GainHonorCapped,
    Give,
    GiveEachOwnStat,
    LoseHonor,
    MoveHere,
    NegateTriggeringAction,
    Pay,
    PayValue,
    Plus,
    ProvinceStrength,
    RaiseModifiers,
    RecruitFromDiscard,
    RedirectTarget,
    StatOf,
    Tokens,
    both,
    when,
)

from . import card

_TARGETED = when("attack_targeted", words="this targeted a card")
_IT = Ref("t0", "it", "it")
_ANC = Ref("t0", "your Ancestor", "it")
_ANCESTOR = sel("card", controller="you", performing=True, keyword="Ancestor")

# Stronghold
_CASTLE_OR_SIEGE = sel("card", "stronghold", controller="you", kw_or="Castle or Siege", noun="card")
card("Carpenter Castle", Ability(("Battle",), (Attack("ranged", 5), If(_TARGETED, (GainHonor(2),))),
                                 keywords=("Siege",), costs=(Target(_CASTLE_OR_SIEGE), Bow(_IT))))

# Personalities
card("Kaiu Esumi", Ability(("Battle",), (Attack("ranged", 4), If(_TARGETED, (
    OneOf(((ProvinceStrength(2),), (ProvinceStrength(-2),))),)))))
card("Hiruma Nitani", Ability(("Battle",), (
    Attack("ranged", 4, target_bonus=("shadowlands", 2),
           words="Ranged 4 Attack (+2 strength against a Shadowlands target)"),),
    costs=(BowUnless(Ref("self", "Nitani", "him"), when("reconnaissance", words="you have Reconnaissance")),)))
card("Toritaka Shishido", Static(SELF, ArmyAttackMod(("ranged",), 1, whose="Shishido's")))
card("Kuni Shinoda", Ability(("Battle",), (
    If(both(when("enemy_units_here", words="enemy units are at the current battlefield"),
            when("src_elsewhere", words="Shinoda is at another battlefield")), (
        Target(sel("personality", controller="you", other=True, clan="Crab", elsewhere=True), optional=True),
        MoveHere(Ref("self", "Shinoda", "him")), MoveHere(Ref("t0", "the target, if any", "him")))),),
    keywords=("Absent",)))
card("Yasuki Jekku", Ability(("Limited",), (
    Dishonor(T0),
    If(when("printed_ge", T0, "personal_honor", 3, words="his base Personal Honor is 3 or greater"),
       (LoseHonor(2, who="t0"),), (LoseHonor(1, who="t0"),))),
    keywords=("Political",),
    costs=(Target(sel("personality")),
           PayValue(Plus(StatOf(T0, "personal_honor", printed=True), -1,
                         words="his base Personal Honor minus 1")))))

card("Hida Takeuchi", Ability(("Reaction",), (Draw(1),), trigger=when(
    "equipped", when("follower_on_self"), words="after a Follower from your hand is attached to Takeuchi")))
card("Kaiu Hideaki", Ability(("Reaction",), (
    ProvinceStrength(3),
    After("battle_resolving", (ProvinceStrength(-3),), words="the bonus ends when the battle's resolution begins")),
    trigger=when("engaged", when("src_at_field"), words="after engaging at Hideaki's battlefield")))

# Holdings
card("Prosperous Village", Static(SELF, DiscountPer(1, "", sel("personality", controller="you"))))
card("Akodo's Grave", Ability(("Battle",), (
    Target(sel("strategy", keyword="Terrain", any_location=True)), To((Destroy(SELF),), (Destroy(_IT),))),
    costs=(Bow(SELF),)))

card("Rugashi Bazaar",
     Static(SELF, Rule("will_not_destroyed", "This card will not be destroyed (this is not negation).")),
     Ability(("Battle", "Open"), (If(when("revenge", words="another player's action made you lose Honor in an "
                                                           "Action Phase since the end of your last turn"), (
         ChooseCard(sel("personality", controller="you", performing=True), "them", count=(1, 4),
                    words="choose between one and four of your performing Personalities"),
         GiveEachOwnStat(Ref("them", "them", "them")))),),
             keywords=("Revenge",)))
card("Chugo Seido", Ability(("Reaction",), (
    To((Destroy(SELF),), (ChooseCard(sel("personality", controller="you", keyword="Samurai", with_event_card=True),
                                     "samurai", words="choose your Samurai at that Personality's location"),
                          RedirectTarget(Ref("samurai", "him", "him")))),),
    trigger=when("would_target", when("targeted_by_other_player"),
                 words="when another player's action is about to target one of your Personalities")))

# Followers
card("Bandit Gang",
     Triggered(when("entered_play", "self"), (LoseHonor(2),)),
     Triggered(when("battle_resolved", words="after a battle resolution ends"), (
         If(when("at_resolved_field", words="this card is at that battlefield"), (
             May((Pay(2),)), If(when("not_var", "chose", words="you did not pay"), (Destroy(SELF),)))),)))
card("Apprentice Shinobi", Triggered(when("action_resolved", "any", words="after an action resolves"), (
    If(when("action_kind", "ninja", words="it was a Ninja action"), (Give(SELF, 1),)),)))

# Items
card("Chrysanthemum Blossom", Ability(("Reaction",), (Tokens(HOST, 1), GainHonor(1)),
                                      trigger=when("assigned", "host", words="after this Personality is assigned")))

# Strategies
card("Ambush", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    AmbushBattle(Ref("t0", "your Personality", "him"), Ref("t1", "the other Personality", "him"), 5))))
card("A Stain Cleansed", Ability(("Battle",), (
    Target(sel("personality", controller="you", performing=True, unbowed=True, keyword="Magistrate")),
    Target(sel("card", controller="enemy", cost_match=Var("paid", "what you paid", plus=-2)), "t1"),
    Destroy(Ref("t1", "the card or unit", "it"))), gold="*"))
card("At Any Cost", Ability(("Battle",), (
    Target(sel("personality", controller="you", zone="discard", dead=True, keyword="Samurai")),
    RecruitFromDiscard(T0)), keywords=("Dark Virtue",), gold="*"))
card("A Pure Stroke", Ability(("Battle", "Open"), (Target(sel("item", keyword="Weapon")), RaiseModifiers(_IT))))
_WITNESS = CreatePersonality("winner", 2, 2, 2, ("Samurai",))
card("Awed Witness", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(Ref("t0", "your Personality", "him"), Ref("t1", "the enemy Personality", "him"), then=(
        Bow(LOSER), May((_WITNESS,), who="winner", words=f"the winner's controller may {_WITNESS.text()}")))),
    keywords=("Iaijutsu",)))
card("Ancestral Protection", Ability(("Reaction",), (
    Target(_ANCESTOR), To((Destroy(_ANC),), (NegateTriggeringAction(),))),
    trigger=when("targeted", when("yours_personality"), words="after an action targets your Personality")))
card("A Forefather's Vengeance",
     Ability(("Limited",), (GainHonorCapped(3, sel("card", controller="you", keyword="Ancestor", noun="card")),)),
     Ability(("Battle",), (Target(sel("card", controller="you", performing=True, unbowed=True, keyword="Ancestor")),
                           Target(sel("card", controller="enemy", without_attachments=True), "t1"),
                           To((Destroy(_ANC),), (Destroy(Ref("t1", "the enemy card", "it")),)))))
card("A Time for Mortal Men", Ability(("Battle", "Open"), (
    Target(_ANCESTOR), Target(sel("personality", controller="you"), "t1"),
    To((Destroy(_ANC),), (Give(Ref("t1", "your Personality", "him"), 3),)))))
card("Aramoro's Promise", Ability(("Limited",), (
    Target(sel("personality", controller="you", performing=True, kw_or="Saboteur or Ninja")),
    Target(sel("card", zone="province", noun="Dynasty card"), "t1"),
    DiscardInProvince(Ref("t1", "it", "it")), LoseHonor(2)),
    keywords=("Ninja",)))
