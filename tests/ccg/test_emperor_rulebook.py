"""The Emperor Edition rule set, second part: rules of the Emperor Edition rulebook (`../shared/seeds/000_...`,
cited by its headings) that test_emperor.py does not cover, each test built from the rulebook's wording and, where
it has one, its worked example. Rules worded the same in both rulebooks are checked here under `ruleset="emperor"`
too, since the Emperor rule set must follow seed 000's numbers."""

from __future__ import annotations

import dataclasses

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg import stats
from rokugan.ccg.state import PLAY, REMOVED

from .scenario import Scenario, item, personality

CAT = Catalog.builtin()


def _ee(**kw: object) -> Scenario:
    return Scenario(ruleset="emperor", **kw)  # type: ignore[arg-type]


def _to_combat(sc: Scenario, att: dict[int, int], dfd: dict[int, int], bf: int = 0) -> None:
    """Seat 0 attacks; past the Maneuvers to the battle at bf, answering no Reaction and no Naval Invasion."""
    sc.goto("attack", active=0)
    sc.attack(att, dfd)
    sc.to_battle(bf)
    while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
        sc.choose("pass")


# ------------------------------------------------------------------------------ Experienced (Rules Glossary)
def test_an_experienced_personality_overlays_under_the_emperor_rules() -> None:
    """EE "Experienced": "During the Dynasty Phase, you may bring an Experienced Personality into play normally, or
    you may overlay him onto one of your Personalities in play with the same title but lower experience level. When
    you overlay, you do not need to meet Honor Requirements or pay costs of entering play ... the new card keeps all
    states, ongoing effects, attachments, and tokens of the old card"."""
    sc = _ee()
    sc.bow_stronghold(0)
    old = sc.play(0, personality("Hida Kisada", f=3, clan="Crab", keywords=("Samurai", "Unique")), bowed=True)
    spear = sc.attach(item("Spear"), old)
    exp = sc.province(0, 0, personality("Hida Kisada - exp", f=5, cost=99, hr=99, ph=3, clan="Crab",
                                        keywords=("Samurai", "Unique")))
    sc.s.facts[exp] = dataclasses.replace(sc.s.facts[exp], experienced=1, base_title="Hida Kisada")
    sc.goto("dynasty", active=0)
    honor = sc.s.players[0].honor
    assert not any(i.startswith(f"recruit:{exp}") for i in sc.ids())  # Honor Requirement 99, cost 99
    sc.choose(f"overlay:{exp}:{old}")
    s = sc.s
    assert s.zone[exp] == PLAY and s.zone[old] == REMOVED and s.bowed[exp]
    assert s.attached[exp] == (spear,) and stats.force(s, exp) == 5 + 1
    assert s.players[0].honor == honor  # overlaying is not bringing into play: no Proclaim
