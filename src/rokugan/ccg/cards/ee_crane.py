"""Cards of the Emperor Edition base-set Crane deck (src/rokugan/ccg/decks/emperor/crane.l5d) that no
Ivory starter brings (cards shared with the Crab deck live in ee_crab.py).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_crane.py."""

from __future__ import annotations

from rokugan.ability.words import Ability, Ref, Target, sel
from rokugan.ccg.vocab import (
    T0,
    AirBarrier,
    Bow,
    CopyAbility,
    DiscardFavor,
    GainHonor,
    ReconProvinces,
    Rehonor,
    ToIfAble,
)

from . import card

# Stronghold
card("Hidden Falls Dojo", Ability(("Open",), (ReconProvinces(),), keywords=("Recon",)))

# Personalities
card("Doji Shunya", Ability(("Limited",), (ToIfAble((DiscardFavor(),), (GainHonor(2),)),),
                            keywords=("Favor", "Political")))
card("Kakita Seishi", Ability(("Open",), (Rehonor(T0),),
                              # EE "D. Required Targeting" comes before "E. Pay Costs"
                              costs=(Target(sel("personality", dishonorable=True)), Bow(Ref("self", "Seishi", "him")))))
card("Asahina Kitiaru", Ability(("Open",), (
    CopyAbility(Ref("t0", "his", "him"), "Political", who="Kitiaru"),), costs=(Target(sel("personality", other=True)),),
    keywords=("Political",)))  # no duration printed: until the end of the turn (EE "All ongoing ... effects")
card("Asahina Michiru", Ability(("Open",), (AirBarrier(T0),), costs=(Target(sel("personality", controller="you")),)))

# Spells
