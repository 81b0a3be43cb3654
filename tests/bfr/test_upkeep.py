"""BfR §5.1 and §13: the upkeep phase (ronin check, initiative, drawing, territory cards)."""

from __future__ import annotations

from rokugan.bfr import data as D
from rokugan.bfr.state import ASIDE

from .scenario import Table

# ------------------------------------------------------------------------------------------- step 0 ronin


def test_ronin_check_at_the_start_of_every_upkeep() -> None:
    """# BfR §5.1 step 0 / §14: no control token anywhere → ronin for the round (round 1 included); a ronin
    with a control token at a later upkeep is no longer ronin."""
    t = Table(["crab", "crane"])
    t.control("crane", "crane_1")
    t.s.round = 0
    deck = list(t.s.initiative)
    t.push(("round_start",))
    assert t.s.round == 1 and t.s.ronin == [True, False]
    assert t.s.initiative == deck  # §5.1 step 1 is skipped in round 1
    t.control("crab", "crab_1")
    t.s.steps = []
    t.push(("round_start",))
    assert t.s.ronin == [False, False]
    assert "no longer ronin" in t.log()


# ------------------------------------------------------------------------------------------- step 1 initiative


def test_clan_initiative_card_makes_that_clan_first_player() -> None:
    """# BfR §5.1 step 1: a clan card makes that clan's player the new first player, who takes the first player
    card; the revealed card is removed from the game."""
    t = Table(["crab", "crane", "lion"])
    t.s.first = 0
    t.s.initiative = ["lion", "Master of Tactics"]
    t.push(("initiative",))
    assert t.s.first == t.seat("lion") and t.s.fp_holder == t.seat("lion")
    assert t.s.initiative == ["Master of Tactics"]


def test_no_first_player_card_with_two_players() -> None:
    """# BfR §18: two-player games use the initiative deck but not the first player card."""
    t = Table(["crab", "crane"])
    t.s.initiative = ["crane"]
    t.push(("initiative",))
    assert t.s.first == t.seat("crane") and t.s.fp_holder == -1


def _governance(counts: list[int], first: int, rule: str = "current_first") -> int:
    clans = ["crab", "crane", "lion", "dragon"]
    t = Table(clans, rules={"initiative_tiebreak": rule})
    spare = iter(["crab_1", "crab_2", "crane_1", "crane_2", "lion_1", "lion_2", "dragon_1", "dragon_3",
                  "mainland_1", "mainland_2", "islands_1", "islands_2"])
    for seat, k in enumerate(counts):
        for _ in range(k):
            t.control(clans[seat], next(spare))
    t.s.first = first
    t.s.initiative = ["Master of Governance"]
    t.push(("initiative",))
    return t.s.first


def test_master_of_governance_and_its_counter_clockwise_tie_break() -> None:
    """# BfR §13 / §5.1 step 1 [UNSURE → revised]: most provinces; "the tied player who sits closest to the current
    first player, on their right, remains first player": the current first player, when tied, keeps the role;
    otherwise the tied player nearest to their right (counter-clockwise)."""
    assert _governance([1, 3, 2, 1], first=0) == 1
    assert _governance([2, 2, 2, 1], first=1) == 1  # seat 1 is tied: it "remains" first player
    assert _governance([2, 1, 2, 1], first=1) == 0  # seat 1 not tied: right of seat 1 is seat 0
    assert _governance([1, 1, 2, 2], first=1) == 3  # order 1, 0, 3, 2
    assert _governance([2, 2, 1, 1], first=0) == 0  # the current first player is tied and stays


def test_master_of_governance_former_tie_break_checks_the_current_first_player_last() -> None:
    """# BfR §5.1 step 1 / §20.15: the former default ("current_last") stays an option: counter-clockwise from the
    seat to the right of the current first player, who is checked last."""
    assert _governance([2, 2, 2, 1], first=1, rule="current_last") == 0
    assert _governance([1, 2, 2, 1], first=1, rule="current_last") == 2  # order 0, 3, 2, 1
    assert _governance([2, 2, 1, 1], first=0, rule="current_last") == 1  # order 3, 2, 1, 0


def test_master_of_tactics_counts_control_tokens() -> None:
    """# BfR §13: "the most control tokens on the board (face-up and face-down together)"."""
    t = Table(["crab", "crane", "lion"])
    t.control("crab", "crab_1", down=1, up=3)
    t.control("crane", "crane_1")
    t.control("crane", "crane_2")
    t.control("crane", "crane_3")
    t.s.initiative = ["Master of Tactics"]
    t.s.first = 1
    t.push(("initiative",))
    assert t.s.first == t.seat("crab")


def test_rise_of_an_empire_counts_held_territory_cards() -> None:
    """# BfR §13: "the most territory cards held (unplayed)"."""
    t = Table(["crab", "crane", "lion"])
    t.card("lion", "Bushido")
    t.card("lion", "Code of Honor")
    t.card("crab", "Promotion")
    t.s.initiative = ["Rise of an Empire"]
    t.push(("initiative",))
    assert t.s.first == t.seat("lion") and t.s.fp_holder == t.seat("lion")


# ------------------------------------------------------------------------------------------- step 2 draw


def test_draw_to_six_counting_the_bluff_and_the_kept_token() -> None:
    """# BfR §5.1 step 2: draw "until they hold 6 tokens, counting the bluff and any token kept from the last
    round"."""
    t = Table(["crab", "crane"])
    t.give("crab", "army5")
    t.push(("draw",))
    assert len(t.s.hands[0]) == 6 and "army5" in t.hand("crab") and "bluff" in t.hand("crab")
    assert len(t.s.pools[0]) == 21 and len(t.s.hands[1]) == 6


def test_set_aside_bluff_returns_before_drawing() -> None:
    """# BfR §5.1 step 2 / §6.8: a bluff set aside last round returns to the hand, then the player draws."""
    t = Table(["crab", "crane"])
    b = t.s.bluff_of(0)
    t.s.hands[0].remove(b)
    t.s.where[b] = ASIDE
    t.push(("draw",))
    assert t.where(b) == "hand" and len(t.s.hands[0]) == 6


def test_six_or_more_draws_nothing_and_an_empty_pool_draws_what_is_left() -> None:
    """# BfR §5.1 step 2: "A player who already has 6 or more draws nothing. If the pool runs out, the player
    draws what is left." """
    t = Table(["crab", "crane"])
    t.give("crab", "army1", "army1", "army1", "army1", "army1", "army1")
    for tok in list(t.s.pools[1])[2:]:
        t.s.pools[1].remove(tok)
        t.s.where[tok] = 3  # discard
        t.s.discards[1].append(tok)
    t.push(("draw",))
    assert len(t.s.hands[0]) == 7
    assert len(t.s.hands[1]) == 3 and t.s.pools[1] == []


def test_dragon_draws_seven_and_returns_one_non_bluff_token() -> None:
    """# BfR §15 Dragon / §5.1 step 2: draws until 7, then returns one token other than the bluff, ending with 6."""
    t = Table(["dragon", "crab"])
    d = t.push(("draw",))
    assert d is not None and d.player == t.seat("dragon") and len(t.s.hands[0]) == 7
    assert "bluff" not in d.ids()
    kid = d.ids()[0]
    before = t.pool("dragon").count(kid)
    assert t.choose(d, kid) is None
    assert len(t.s.hands[0]) == 6 and t.pool("dragon").count(kid) == before + 1
    assert len(t.s.hands[1]) == 6


# ------------------------------------------------------------------------------------------- step 3 territory cards


def test_no_territory_cards_in_round_one() -> None:
    """# BfR §5.1 step 3: "Skip this step in round 1." """
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.card("crab", "Code of Honor")
    t.s.round = 0
    d = t.push(("round_start",))
    assert d is not None and d.kind == "turn"


def test_upkeep_cards_from_the_first_player_until_a_full_circuit_of_passes() -> None:
    """# BfR §5.1 step 3: from the first player clockwise, play one card or pass; "Passing does not stop a player
    from playing a card on a later turn of the same step"; it ends when all players have passed one after
    another."""
    t = Table(["crab", "crane", "lion"])
    t.control("crab", "crab_1")
    t.card("crab", "Code of Honor")
    t.card("crab", "Bushido")
    t.card("lion", "Port of Prosperity")
    t.s.first = 1
    d = t.push(("upkeep_cards", 1, 0))
    # the Crane has no card: it passes without being asked
    assert d is not None and d.player == t.seat("lion") and d.kind == "card"
    d = t.choose(d, "pass")
    assert d is not None and d.player == t.seat("crab")
    d = t.choose(d, f"c{D.CARD_INDEX['Bushido']}")
    assert d is not None and d.kind == "province"
    d = t.choose(d, "lion_1")
    # a card was played: the others get another chance, the Lion plays after having passed
    assert d is not None and d.player == t.seat("lion")
    d = t.choose(d, f"c{D.CARD_INDEX['Port of Prosperity']}")
    d = t.choose(d, "crane_1")
    assert d is not None and d.player == t.seat("crab")
    assert t.choose(d, "pass") is None
    assert t.special_at("lion_1") == D.HONOR4 and t.special_at("crane_1") == D.HONOR2


def test_shadowlands_cards_cannot_be_played_in_upkeep() -> None:
    """# BfR §5.1 step 3 / §11: Shadowlands territory cards CANNOT be played in upkeep."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.control("crab", "crab_2")
    t.special("crab_2", D.HONOR1)
    t.card("crab", "Inspire Fear")
    t.card("crab", "Code of Honor")
    d = t.push(("upkeep_cards", 0, 0))
    assert d is not None and d.ids() == [f"c{D.CARD_INDEX['Code of Honor']}", "pass"]


def test_round_phases_run_in_order() -> None:
    """# BfR §5: Upkeep → Placement → Resolution, then the next round (round marker, §7.8)."""
    t = Table(["crab", "crane"])
    t.control("crab", "crab_1")
    t.control("crane", "crane_1")
    t.s.round = 1
    t.s.initiative = ["crane"]
    d = t.push(("round_start",))
    assert t.s.round == 2 and t.s.first == t.seat("crane") and t.s.phase == "placement"
    assert d is not None and d.player == t.seat("crane") and d.kind == "turn"
    while d is not None and t.s.round == 2:
        d = t.choose(d, "bluff" if "bluff" in d.ids() else d.ids()[-1])
        if d is not None and d.kind == "place":
            d = t.choose(d, d.ids()[0])
    assert t.s.round == 3 and t.s.phase == "placement"


def test_upkeep_cards_and_placement_begin_with_the_new_first_player() -> None:
    """# BfR §5.1 steps 1 and 3, §5.2: the initiative card is revealed first; the territory-card step and the
    placement phase then begin with the new first player."""
    t = Table(["crab", "crane", "lion"])
    for clan, q in (("crab", "crab_1"), ("crane", "crane_1"), ("lion", "lion_1")):
        t.control(clan, q)
    t.card("crab", "Code of Honor")
    t.card("lion", "Bushido")
    t.s.first = 0
    t.s.initiative = ["lion", "crane"]
    d = t.push(("round_start",))
    assert t.s.first == t.seat("lion")
    assert d is not None and d.kind == "card" and d.player == t.seat("lion")
    d = t.choose(d, "pass")
    assert d is not None and d.player == t.seat("crab")
    d = t.choose(d, "pass")
    assert d is not None and d.kind == "turn" and d.player == t.seat("lion")
