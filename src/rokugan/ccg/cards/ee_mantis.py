"""Cards of the Emperor Edition base-set Mantis deck (src/rokugan/ccg/decks/emperor/mantis.l5d) that no
Ivory starter brings (and the neutral cards it shares with the other Emperor decks of this batch: Phoenix,
Scorpion, Spider, Unicorn).
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_mantis.py."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, Ability, Ref, Target, To, sel
from rokugan.ccg.vocab import T0, Attack, Bow, Destroy, IfVal, MoveHome, when

from . import card

# Personalities
card("Tsuruchi Isas", Ability(("Battle",), (Attack("ranged", 3), MoveHome(Ref("self", "Isas"))), costs=(Bow(SELF),)))
card("Moshi Yokohime", Ability(("Battle",), (Target(sel("card", controller="enemy", without_attachments=True)),
                                             Bow(T0)), keywords=("Thunder",)))
card("Tsuruchi Kosoko", Ability(("Battle",), (Attack("ranged", 5),)))

# Holdings
card("Akodo's Grave", Ability(("Battle",), (
    Target(sel("strategy", keyword="Terrain", any_location=True)), To((Destroy(SELF),), (Destroy(T0),))),
    costs=(Bow(SELF),), words="Battle, bow: Destroy this Holding to destroy a target Terrain."))

# Spells
card("Cleansing the Path", Ability(("Battle",), (
    Attack("ranged", IfVal(when("keyword", HOST, "Fire"), 5, 4),
           words="Ranged 4 Attack, or Ranged 5 Attack if the performing Shugenja is Fire"),), costs=(Destroy(SELF),)))
