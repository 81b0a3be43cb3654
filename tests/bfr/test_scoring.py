"""BfR §17: end of the game and scoring, with every Shadowlands exclusion (§11.1)."""

from __future__ import annotations

from rokugan.bfr import data as D
from rokugan.bfr.scoring import score_breakdown

from .scenario import Table


def test_flowers_honor_and_defense_tokens() -> None:
    """# BfR §17.1: printed flowers, or 4 with the Bushido token; +1 or +2 for an honor bonus token; +1 for a
    defense bonus token (even the +2 one)."""
    t = Table(["crab", "lion"])
    for q, sp in (("crab_1", D.HONOR4), ("crab_4", D.HONOR4), ("crab_2", D.HONOR1), ("mainland_1", D.HONOR2),
                  ("islands_1", D.DEF2), ("islands_2", D.DEF1)):
        t.control("crab", q)
        if q != "crab_4":
            t.special(q, sp)
    # crab_1 Bushido 4 (printed 1); crab_4 printed 3; crab_2 2+1; mainland_1 3+2; islands 1+1, 1+1
    assert score_breakdown(t.s, 0)["flowers"] == 4 + 3 + 3 + 5 + 2 + 2


def test_face_up_tokens_one_honor_each() -> None:
    """# BfR §17.2: +1 for each face-up control token on the board."""
    t = Table(["crab", "lion"])
    t.control("lion", "lion_1", down=1, up=3)
    t.control("lion", "lion_3", up=1)
    b = score_breakdown(t.s, 1)
    assert b["face_up"] == 4 and b["flowers"] == 4


def test_territories_five_each() -> None:
    """# BfR §17.4: +5 for each territory the player controls (§7.7: scorched provinces ignored)."""
    t = Table(["crab", "lion"])
    for q in ("lion_1", "lion_2"):
        t.control("lion", q)
    assert score_breakdown(t.s, 1)["territories"] == 0
    t.special("lion_3", D.SCORCHED)
    assert score_breakdown(t.s, 1)["territories"] == 5
    for q in ("islands_1", "islands_2", "islands_3"):
        t.control("lion", q)
    assert score_breakdown(t.s, 1)["territories"] == 10


def test_shadowlands_give_no_honor_at_all() -> None:
    """# BfR §11.1 / §17: no flowers, no points for face-up tokens in them, no territory bonus."""
    t = Table(["crab", "lion"])
    t.control("crab", "shadowlands_north", down=1, up=3)
    t.control("crab", "shadowlands_south", up=2)
    b = score_breakdown(t.s, 0)
    assert b["flowers"] == 0 and b["face_up"] == 0 and b["territories"] == 0 and b["total"] == 0


def test_shadowlands_bonus_tokens_excluded_even_if_present() -> None:
    """# BfR §17.1: "Shadowlands provinces give 0" (a token could only get there by a special-token swap)."""
    t = Table(["crab", "lion"])
    t.control("crab", "shadowlands_north")
    t.special("shadowlands_north", D.HONOR2)
    assert score_breakdown(t.s, 0)["flowers"] == 0


def test_objective_adds_its_honor_to_the_total() -> None:
    """# BfR §17.3 and the total."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_3", up=1)
    t.s.objective[0] = [n for n, *_ in D.OBJECTIVES].index("The Last Line of Defense")
    b = score_breakdown(t.s, 0)
    assert b == {"flowers": 2, "face_up": 1, "objective": 5, "territories": 0, "total": 8, "provinces": 1,
                 "honor_tokens": 0}


def _end(t: Table) -> None:
    t.s.round = D.ROUNDS
    t.push(("round_end",))


def test_game_ends_after_round_five_with_the_most_honor_winning() -> None:
    """# BfR §5 / §17: the game ends after the resolution phase of round 5; most honor wins."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_4")
    t.control("lion", "lion_1")
    t.s.round = 4
    t.push(("round_end",))
    assert t.s.result is None and t.s.round == 5
    _end(t)
    assert t.s.result is not None and t.s.result.winners == (0,) and t.s.phase == "over"


def test_tie_is_shared_by_default_or_broken_by_provinces() -> None:
    """# BfR §17 [UNSURE] 19: default the tied players share the win; optional tie-breaker most provinces."""
    for rule, winners in (("shared", (0, 1)), ("most_provinces", (1,))):
        t = Table(["crab", "lion"], rules={"end_tie": rule})
        t.control("crab", "crab_4")  # 3 flowers
        t.control("crab", "crab_1")  # 1: the Crab has 4 honor in 2 provinces
        t.control("lion", "lion_1")  # 2
        t.control("lion", "lion_2")  # 2: the Lion has 4 honor
        t.control("lion", "shadowlands_north")  # and a third province worth nothing
        _end(t)
        assert t.s.result is not None and t.s.result.winners == winners, rule
