"""Cards of the Ivory Edition Crab starter deck (cards shared by several starters are in neutral.py)."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Static, Target, sel
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import EVENT, T0, Attack, Bow, Destroy, Give, MoveHome, Straighten, when

from . import card

card("Heavy Yari", Ability(("Battle",), (Attack("melee", 2),), costs=(Bow(SELF),)))
card("A Warrior's Brutality", Ability(("Battle",), (
    Target(sel("personality", controller="you", opposed=True)), Give(T0, 3))))
card("Incapacitated", Ability(("Battle",), (
    Target(sel("personality", defending=True)), MoveHome(T0))))
card("Ritual Preparation", Ability(("Battle",), (
    Target(sel("card", controller="you", in_unit=True)), Straighten(T0))))
card("Defensive Formation", Ability(("Battle",), (
    Target(sel("personality", controller="you", defending=True), count=(1, 3)), Give(T0, 2))))
card("The Impregnable Fortress of the Crab", Static(
    sel("personality", controller="you", clan="Crab"), StatMod("force", 1),
    when("is", EVENT, "opposed", words="while opposed")))
card("Frontline Encampment", Ability(("Limited",), (
    Target(sel("personality", controller="you")), Give(T0, 2), Destroy(SELF))))
