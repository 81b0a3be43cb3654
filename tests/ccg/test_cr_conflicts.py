"""CR "Continuous effect conflicts": of two equally specific continuous effects, the one applied later wins. Through the
decision interface."""

from __future__ import annotations

from rokugan.ability.words import sel
from rokugan.ccg.state import PLAY

from .scenario import Scenario, deck, personality


def _sc() -> Scenario:
    return Scenario(decks=[deck("Crab", 5), deck("Crane", 5)])


def test_of_two_equally_specific_continuous_traits_the_one_applied_later_wins(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Continuous effect conflicts": "With two effects of equal specificity, the effect applied later overcomes the
    effect applied earlier." Two Holdings say "Your Personalities may attach two Weapons" and "Your Personalities may
    attach one Weapon" (the same category: equally specific). The one that entered play later decides, whichever
    card was made first: recruited after the other, "two Weapons" lets a Personality with a Weapon be equipped with a
    second one; recruited before it, "one Weapon" wins."""
    from rokugan.ccg.conflicts import MaxWeapons

    from .scenario import holding, item
    from .test_keywords import _equip_targets
    two = holding("Test Armory of Pairs", gold=1, cost=0)
    declare(two, _static(MaxWeapons(2), "Your Personalities may attach two Weapons."))
    one = holding("Test Hall of One Blade", gold=1, cost=0)
    declare(one, _static(MaxWeapons(1), "Your Personalities may attach one Weapon."))
    for later in ("two", "one"):
        sc = _sc()
        sc.empty_provinces(0)
        recruited = sc.province(0, 0, two if later == "two" else one)  # made before the other
        sc.play(0, one if later == "two" else two)  # in play first
        samurai = sc.play(0, personality("Test Samurai"))
        sc.attach(item("First Sword"), samurai)
        sc.goto("dynasty", active=0)
        sc.choose(f"recruit:{recruited}")
        sc.pass_forced_interrupts()
        assert sc.s.zone[recruited] == PLAY
        sword = sc.hand(0, item("Second Sword", cost=0))
        sc.goto("action", active=0, turn=5)
        assert _equip_targets(sc, sword) == ({samurai} if later == "two" else set()), later


def _static(effect: object, words: str) -> object:
    from rokugan.ability.words import Static
    return Static(sel("personality", controller="you"), effect, words=words)  # type: ignore[arg-type]
