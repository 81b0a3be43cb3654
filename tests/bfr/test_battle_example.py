"""BfR §7.5 and §21: the rulebook's own battle example and the tie rules."""

from __future__ import annotations

from rokugan.bfr import data as D

from .scenario import Table


def test_rulebook_example_scorpion_takes_the_dragon_province() -> None:
    # "Phoenix attacks a Dragon province with two armies of strength 1 from two different provinces, and
    # Scorpion attacks the same province with an army of 3. Dragon defends with an army of 1 ...
    # Scorpion wins, removes Dragon's control tokens and places one face-down control token."
    t = Table(["phoenix", "scorpion", "dragon"])
    t.control("dragon", "dragon_3")
    t.control("phoenix", "phoenix_3")
    t.control("phoenix", "lion_1")
    t.control("scorpion", "lion_2")
    t.put("phoenix", "army1", "phoenix_3>dragon_3")
    t.put("phoenix", "army1", "lion_1>dragon_3")
    t.put("scorpion", "army3", "lion_2>dragon_3")
    t.put("dragon", "army1", "in:dragon_3")
    t.resolve()
    assert t.ctrl("dragon_3") == "scorpion"
    assert (t.down("dragon_3"), t.up("dragon_3")) == (1, 0)
    assert "Phoenix 2, Scorpion 3, Dragon 1" in t.log()


def test_tie_between_attackers_goes_to_the_defender() -> None:
    t = Table(["lion", "unicorn", "dragon"])
    t.control("dragon", "dragon_1")
    t.control("lion", "lion_3")
    t.control("unicorn", "unicorn_2")
    t.put("lion", "army2", "lion_3>dragon_1")
    t.put("unicorn", "army2", "unicorn_2>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "dragon"
    assert t.up("dragon_1") == 1  # a successful defense (§7.6 a), though the Dragon placed nothing


def test_uncontrolled_capital_needs_three_phoenix_one_crane_two() -> None:
    for clan, strength, takes in [("lion", 2, False), ("lion", 3, True), ("phoenix", 1, True),
                                  ("crane", 2, True), ("crane", 1, False)]:
        t = Table([clan, "dragon"])
        t.control(clan, "dragon_3")
        t.put(clan, f"army{strength}", "dragon_3>dragon_2")
        t.resolve()
        assert (t.ctrl("dragon_2") == clan) == takes, (clan, strength)
        assert t.special_at("dragon_2") == D.NONE
