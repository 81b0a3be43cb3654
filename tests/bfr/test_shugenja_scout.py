"""BfR §12: scout, shugenja and the first player card, played at the start of a placement turn."""

from __future__ import annotations

from .scenario import Table


def _table() -> tuple[Table, int, int]:
    t = Table(["crab", "lion", "crane"])
    t.control("crab", "crab_1")
    t.control("lion", "lion_3")
    mine = t.put("crab", "army2", "in:crab_1")
    theirs = t.put("lion", "army4", "lion_3>dragon_1")
    t.give("crab", "army1", "army3")
    return t, mine, theirs


def test_scout_looks_at_an_opponents_token_secretly_twice_per_game() -> None:
    """# BfR §12.1: two scouts per game, one or both in the same turn; choose an opponent's token on the board and
    look at it secretly; it stays face-down."""
    t, mine, theirs = _table()
    other = t.put("crane", "army1", "crab_4>crane_1")
    d = t.push(("turn", 0))
    assert d is not None and "scout" in d.ids()
    d = t.choose(d, "scout")
    assert d is not None and set(d.ids()) == {f"s{t.seq(theirs)}", f"s{t.seq(other)}"}  # never one's own
    d = t.choose(d, f"s{t.seq(theirs)}")
    assert t.s.known[theirs] == 1 and not t.s.up[theirs] and t.where(theirs) == "board"
    assert d is not None and d.kind == "turn" and "scout" in d.ids()  # the second scout, same turn
    d = t.choose(t.choose(d, "scout"), f"s{t.seq(other)}")
    assert t.s.scouts[0] == 0
    assert d is not None and "scout" not in d.ids()
    assert any("army 4" in line for line in t.g.log_lines(0) if "scouts" in line)
    assert not any("army 4" in line for line in t.g.log_lines(1) + t.g.log_lines(2) if "scouts" in line)


def test_shugenja_reveals_and_discards_an_opponents_token_once_per_game() -> None:
    """# BfR §12.2: one per game; an opponent's token is revealed to everyone and discarded to its owner's
    discard pile."""
    t, mine, theirs = _table()
    d = t.choose(t.push(("turn", 0)), "shugenja")
    assert d is not None and d.ids() == [f"s{t.seq(theirs)}"]
    d = t.choose(d, f"s{t.seq(theirs)}")
    assert t.where(theirs) == "discard" and t.discards("lion") == ["army4"]
    assert t.s.shugenja[0] == 0 and d is not None and "shugenja" not in d.ids()
    assert any("army 4" in line for line in t.g.log_lines(None) if "shugenja" in line)


def test_shugenja_on_a_bluff_sets_it_aside() -> None:
    """# BfR §12.2 / §6.8 [UNSURE] 13 default: a revealed bluff returns to its owner but is set aside until the
    next upkeep."""
    t, mine, theirs = _table()
    b = t.put("lion", "bluff", "in:crane_2")
    t.choose(t.choose(t.push(("turn", 0)), "shugenja"), f"s{t.seq(b)}")
    assert t.where(b) == "set aside"


def test_blessed_tokens_cannot_be_scouted_or_purged_by_shugenja() -> None:
    """# BfR §12: "Targets never include blessed tokens." """
    t, mine, theirs = _table()
    t.bless("lion", "blessing2", theirs)
    d = t.push(("turn", 0))
    assert d is not None and "scout" not in d.ids() and "shugenja" not in d.ids()


def test_first_player_card_returns_any_token_to_its_owners_pool_once_per_round() -> None:
    """# BfR §12.3: only its holder, once per round, on any of their turns (default); any player's token, own
    included; look at it and return it face-down to its owner's pool."""
    t, mine, theirs = _table()
    t.s.fp_holder = 0
    d = t.choose(t.push(("turn", 0)), "fpcard")
    assert d is not None and {f"s{t.seq(mine)}", f"s{t.seq(theirs)}"} <= set(d.ids())
    d = t.choose(d, f"s{t.seq(mine)}")
    assert t.where(mine) == "pool" and "army2" in t.pool("crab")
    assert d is not None and "fpcard" not in d.ids()
    d = t.push(("turn", 0))
    assert d is not None and "fpcard" not in d.ids()  # used this round
    t.s.fp_used = False
    assert "fpcard" not in t.push(("turn", 1)).ids()  # type: ignore[union-attr]  # only the holder


def test_first_player_card_on_a_bluff_sets_it_aside() -> None:
    """# BfR §12.3 [UNSURE]: "A bluff chosen this way cannot go into the pool. Default: it returns to its owner's
    hand and is set aside as in §6.8." """
    t, mine, theirs = _table()
    t.s.fp_holder = 0
    b = t.put("lion", "bluff", "in:crane_2")
    t.choose(t.choose(t.push(("turn", 0)), "fpcard"), f"s{t.seq(b)}")
    assert t.where(b) == "set aside" and t.s.bluff_of(1) not in t.s.pools[1]


def test_several_start_of_turn_cards_in_one_turn() -> None:
    """# BfR §19 item 3: any number of start-of-turn cards in one turn: scouts, shugenja, first player card."""
    t, mine, theirs = _table()
    other = t.put("crane", "army1", "crab_4>crane_1")
    t.s.fp_holder = 0
    d = t.choose(t.choose(t.push(("turn", 0)), "scout"), f"s{t.seq(theirs)}")
    d = t.choose(t.choose(d, "shugenja"), f"s{t.seq(theirs)}")
    d = t.choose(t.choose(d, "fpcard"), f"s{t.seq(other)}")
    assert d is not None and d.kind == "turn" and d.player == 0
    assert t.where(theirs) == "discard" and t.where(other) == "pool"
