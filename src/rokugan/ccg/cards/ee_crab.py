"""Cards of the Emperor Edition base-set Crab deck (src/rokugan/ccg/decks/emperor/crab.l5d) that no
Ivory starter brings. Cards the Crab deck shares with other Emperor decks (neutral Holdings, Followers,
Strategies) live here too, the first deck in the order Crab, Crane, Dragon, Lion, ...
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_crab.py."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, If, OneOf, Ref, Static, Target, sel
from rokugan.ccg.vocab import (
    T0,
    After,
    ArmyAttackMod,
    Attack,
    Bow,
    BowUnless,
    Dishonor,
    Draw,
    GainHonor,
    LoseHonor,
    MoveHere,
    PayValue,
    Plus,
    ProvinceStrength,
    StatOf,
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
        MoveHere(Ref("self", "Shinoda", "him")), MoveHere(Ref("t0", "the target, if any", "him")))),)))
# (no Absent printed: EE "Rules of Location", Exception - he moves himself to the current battlefield)
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


# Followers

# Items

# Strategies
