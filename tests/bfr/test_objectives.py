"""BfR §16: the twelve secret objectives, each met and missed, with their honor."""

from __future__ import annotations

import pytest

from rokugan.bfr import data as D
from rokugan.bfr.scoring import objective_met, score_breakdown

from .scenario import Table

OBJ = {name: i for i, (name, *_rest) in enumerate(D.OBJECTIVES)}


def _met(t: Table, clan: str, name: str) -> bool:
    p = t.seat(clan)
    t.s.objective[p] = OBJ[name]
    got = objective_met(t.s, p, OBJ[name])
    assert score_breakdown(t.s, p)["objective"] == (D.OBJECTIVES[OBJ[name]][3] if got else 0)
    return got


@pytest.mark.parametrize("name,clan,capital,others,honor", [
    ("The Last Line of Defense", "crab", "crab_3", ("crab_1", "crab_4"), 5),
    ("The Rice Bowl of the Empire", "crane", "crane_3", ("crane_1", "crane_2"), 6),
    ("The Great Wall of the North", "dragon", "dragon_2", ("dragon_1", "dragon_3"), 6),
    ("The Court of the Five Winds", "unicorn", "unicorn_2", ("unicorn_1", "unicorn_3"), 6),
    ("The Plains of Battle", "lion", "lion_2", ("lion_1", "lion_3"), 7),
    ("The Great Library", "phoenix", "phoenix_3", ("phoenix_1", "phoenix_2"), 7),
    ("The Den of Secrets", "scorpion", "scorpion_1", ("scorpion_2", "scorpion_3"), 7),
])
def test_territory_objectives(name: str, clan: str, capital: str, others: tuple[str, str], honor: int) -> None:
    """# BfR §16: the capital, or at least 2 provinces of that territory (one may be the capital)."""
    assert D.OBJECTIVES[OBJ[name]][3] == honor
    player = "crab" if clan != "crab" else "lion"
    other = "unicorn" if clan == "dragon" else "dragon"
    t = Table([player, other])
    assert not _met(t, player, name)
    t.control(player, others[0])
    assert not _met(t, player, name)
    t.control(player, others[1])
    assert _met(t, player, name)
    t = Table([player, other])
    t.control(player, capital)
    assert _met(t, player, name)


def test_way_of_the_sail_six_coastal_provinces() -> None:
    """# BfR §16 Way of the Sail: at least 6 coastal provinces (10 honor); a harbor province counts (default)."""
    t = Table(["crab", "lion"])
    for q in ("crab_3", "crane_1", "crane_2", "crane_3", "islands_1"):
        t.control("crab", q)
    t.control("crab", "lion_2")
    assert not _met(t, "crab", "Way of the Sail")
    t.special("lion_2", D.HARBOR)
    assert _met(t, "crab", "Way of the Sail")
    assert score_breakdown(t.s, 0)["objective"] == 10


def test_emerald_empire_chain_of_six_over_three_territories() -> None:
    """# BfR §16 Emerald Empire [UNSURE] 17 default: a simple path of 6 distinct controlled provinces, consecutive
    ones sharing a land border, including provinces of at least 3 different territories."""
    t = Table(["crab", "lion"])
    for q in ("crab_3", "crab_2", "crab_4", "crane_1", "mainland_3"):
        t.control("crab", q)
    assert not _met(t, "crab", "Emerald Empire")
    t.control("crab", "mainland_1")
    assert _met(t, "crab", "Emerald Empire")  # crab_3-crab_2-crab_4-crane_1-mainland_3-mainland_1


def test_emerald_empire_needs_three_territories() -> None:
    """# BfR §16 Emerald Empire: a chain inside two territories does not count."""
    t = Table(["crab", "lion"])
    for q in ("crab_1", "crab_2", "crab_3", "crab_4", "mainland_1", "mainland_2"):
        t.control("crab", q)
    assert not _met(t, "crab", "Emerald Empire")


SPIDER = ("lion_2", "crane_2", "crane_1", "lion_1", "phoenix_1", "lion_3")  # connected, longest path 5


def test_emerald_empire_connected_set_without_a_path_of_six() -> None:
    """# BfR §16 Emerald Empire [UNSURE] 17: default a path of 6; alternative "any land-connected set of at least 6
    controlled provinces"."""
    for rule, met in (("path", False), ("connected", True)):
        t = Table(["lion", "crab"], rules={"emerald_empire": rule})
        for q in SPIDER:
            t.control("lion", q)
        assert _met(t, "lion", "Emerald Empire") == met, rule


def test_way_of_humility_fewest_provinces_ties_succeed() -> None:
    """# BfR §16 Way of Humility: control the fewest provinces of all players; ties succeed, 0 included."""
    t = Table(["crab", "lion", "crane"])
    assert _met(t, "crab", "Way of Humility")  # everyone has 0
    t.control("lion", "lion_1")
    t.control("crane", "crane_1")
    assert _met(t, "crab", "Way of Humility")
    t.control("crab", "crab_1")
    assert _met(t, "crab", "Way of Humility")  # tied at 1
    t.control("crab", "crab_2")
    assert not _met(t, "crab", "Way of Humility")


def test_web_of_influence_seven_territories_shadowlands_count() -> None:
    """# BfR §16 Web of Influence: a province in each of at least 7 territories; Shadowlands count (default)."""
    t = Table(["crab", "lion"])
    for q in ("crab_1", "crane_1", "dragon_1", "lion_1", "phoenix_1", "shadowlands_north"):
        t.control("crab", q)
    assert not _met(t, "crab", "Web of Influence")
    t.control("crab", "crab_2")
    assert not _met(t, "crab", "Web of Influence")  # the same territory twice
    t.control("crab", "shadowlands_south")
    assert _met(t, "crab", "Web of Influence")


def test_reclaiming_lost_lands_both_shadowlands() -> None:
    """# BfR §16 Reclaiming Lost Lands: both Shadowlands provinces, 3 honor."""
    t = Table(["crab", "lion"])
    t.control("crab", "shadowlands_north")
    assert not _met(t, "crab", "Reclaiming Lost Lands")
    t.control("crab", "shadowlands_south")
    assert _met(t, "crab", "Reclaiming Lost Lands")
    assert score_breakdown(t.s, 0)["objective"] == 3
