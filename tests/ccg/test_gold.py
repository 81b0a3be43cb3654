"""CR "Paying Gold Costs", "Gold-producing traits", "Holding", "Fortification", "Good Faith Rule"."""

from __future__ import annotations

from rokugan.ccg.state import HOME, PLAY

from .scenario import Scenario, T, card, deck, holding, item, personality


def dojo_facts():  # type: ignore[no-untyped-def]
    """A Holding whose only Gold (3) may only pay for Personalities (catalog fact extra["gold_restricted"];
    its gold_production is None, see rokugan.catalog.import_ccg)."""
    return card("Dojo", T.HOLDING, gold_cost=2, gold_production=None,
                extra={"gold_restricted": {"gold": 3, "paying_for": "Personality"}})


def test_second_gold_ability_only_for_some_cards() -> None:
    """CR "Paying Gold Costs", EXCEPTION, with a Holding that produces 1 Gold, or 3 Gold that may only pay
    for a Personality (catalog fact extra["gold_only_for"]): the larger restricted amount pays a
    Personality and its excess disappears; paying for a Holding it gives its ordinary 1 Gold."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    sc.bow_stronghold(0)
    school = sc.play(0, card("School", T.HOLDING, gold_cost=2, gold_production=1,
                             extra={"gold_only_for": {"gold": 3, "paying_for": "Personality"}}))
    samurai = sc.province(0, 0, personality("Hida Guard", cost=2))
    hut = sc.province(0, 1, holding("Hut", gold=0, cost=1))
    big = sc.province(0, 2, holding("Palace", gold=0, cost=2))
    sc.goto("dynasty", active=0)
    assert f"recruit:{samurai}" in sc.ids() and f"recruit:{hut}" in sc.ids()
    assert f"recruit:{big}" not in sc.ids()
    sc.choose(f"recruit:{samurai}", f"gold:{school}")
    assert sc.s.zone[samurai] == PLAY and sc.s.players[0].gold_pool == 0


def crane_market() -> tuple[Scenario, int, int, int]:
    sc = Scenario(decks=[deck("Crane", 5, gp=4), deck("Crab", 5)])
    sh = sc.s.players[0].stronghold
    market = sc.play(0, holding("Marketplace", gold=3))
    keep = sc.play(0, holding("Border Keep", gold=2))
    return sc, sh, market, keep


def test_cr_marketplace_border_keep_example_paying_8() -> None:
    """CR "Paying Gold Costs", Example: Stronghold GP 4, 'Marketplace' 3, 'Border Keep' 2. "If you now wish
    to buy a card that costs you 8 Gold, you need to bow all three of these cards to produce 9. This is
    because the most you can produce from any two of them is 7. The extra 1 Gold is available to pay costs
    later in that phase"."""
    sc, sh, market, keep = crane_market()
    big = sc.province(0, 0, personality("Doji Hoturi", cost=8, clan="Crane", hr=0))
    cheap = sc.province(0, 1, holding("Tea House", gold=1, cost=1))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{big}")
    assert sc.kind() == "pay" and set(sc.ids()) == {f"gold:{sh}", f"gold:{market}", f"gold:{keep}"}
    sc.choose(f"gold:{sh}", f"gold:{market}")
    assert sc.kind() == "pay", "7 Gold from two of them is not enough for 8"
    assert sc.ids() == [f"gold:{keep}"]
    sc.choose(f"gold:{keep}")
    s = sc.s
    assert s.zone[big] == PLAY
    assert s.bowed[sh] and s.bowed[market] and s.bowed[keep]
    assert s.players[0].gold_pool == 1
    # The extra 1 Gold pays for the 1-cost Tea House later in the same phase, with nothing left to bow.
    assert f"recruit:{cheap}" in sc.ids()
    sc.choose(f"recruit:{cheap}")
    assert s.zone[cheap] == PLAY and s.players[0].gold_pool == 0
    assert sc.kind() == "action"


def test_bowed_stronghold_produces_no_more_gold() -> None:
    """CR "Paying Gold Costs": the Stronghold is *bowed* to produce Gold; CR "Bowed and unbowed": abilities
    on a bowed card cannot be used. After paying with it once it cannot pay again this turn."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    sh = sc.s.players[0].stronghold
    a = sc.province(0, 0, personality("Hida Guard", cost=5))
    b = sc.province(0, 1, personality("Hida Scout", cost=5))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{a}", f"gold:{sh}")
    assert sc.s.bowed[sh]
    assert f"recruit:{b}" not in sc.ids(), "no Gold is left to pay for a second 5-cost Personality"


def test_gold_pool_carries_within_a_phase_and_empties_at_its_end() -> None:
    """CR "Paying Gold Costs": extra Gold "is added to the player's Gold pool, and is available to help pay
    other costs later in that phase ... At the end of each phase, any unspent Gold in the pool
    disappears"."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    sh = sc.s.players[0].stronghold
    hida = sc.play(0, personality("Hida Guard"))
    fan = sc.hand(0, item("Fan", cost=1, keywords=()))
    sc.hand(0, item("Spear", cost=2, keywords=()))
    sc.goto("action", active=0)
    sc.choose(f"equip:{fan}", f"sel:{hida}", f"gold:{sh}")
    assert sc.s.players[0].gold_pool == 4
    assert sc.who() == 1  # CR "Action Rounds": the opportunity passes to the next player
    sc.choose("pass")
    spear_opt = next(i for i in sc.ids() if i.startswith("equip:"))
    sc.choose(spear_opt, f"sel:{hida}")  # paid from the pool with no source to bow
    assert sc.s.players[0].gold_pool == 2 and len(sc.s.attached[hida]) == 2
    sc.pass_round()
    assert sc.kind() == "attack"
    assert sc.s.players[0].gold_pool == 0


def test_restricted_gold_pays_only_for_its_kind_and_never_enters_the_pool() -> None:
    """CR "Paying Gold Costs", EXCEPTION: "Some Gold production says it may only pay for a certain cost or
    type of cost. That Gold is tracked separately, does not enter the pool, and cannot pay for anything
    else; excess production disappears after the Pay Costs step of the action." """
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    sc.bow_stronghold(0)
    dojo = sc.play(0, dojo_facts())
    samurai = sc.province(0, 0, personality("Hida Guard", cost=2))
    mine = sc.province(0, 1, holding("Silver Mine", gold=2, cost=2))
    sc.goto("dynasty", active=0)
    assert f"recruit:{samurai}" in sc.ids()
    assert f"recruit:{mine}" not in sc.ids(), "the Dojo's Gold cannot pay for a Holding"
    sc.choose(f"recruit:{samurai}", f"gold:{dojo}")
    assert sc.s.zone[samurai] == PLAY
    assert sc.s.players[0].gold_pool == 0, "the excess 1 restricted Gold disappears"


def test_restricted_gold_is_spent_before_the_pool() -> None:
    """CR "Paying Gold Costs", EXCEPTION: restricted Gold combines with ordinary Gold for the cost it may
    pay; ordinary excess stays in the pool."""
    sc = Scenario(decks=[deck("Crab", 5, gp=4), deck("Crane", 5)])
    sh = sc.s.players[0].stronghold
    dojo = sc.play(0, dojo_facts())
    samurai = sc.province(0, 0, personality("Hida Guard", cost=5))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{samurai}", f"gold:{dojo}", f"gold:{sh}")
    assert sc.s.zone[samurai] == PLAY and sc.s.players[0].gold_pool == 2


def test_good_faith_no_recruit_offered_that_cannot_be_paid() -> None:
    """CR "Good Faith Rule" (engine: only actions whose Gold can be paid are offered)."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    c6 = sc.province(0, 0, personality("Hida Guard", cost=6))
    c5 = sc.province(0, 1, personality("Hida Scout", cost=5))
    sc.goto("dynasty", active=0)
    assert f"recruit:{c6}" not in sc.ids() and f"recruit:{c5}" in sc.ids()


def test_recruited_holding_enters_play_bowed_and_cannot_pay_this_phase() -> None:
    """CR "Holding": Holdings "enter play in the bowed state (that is, already bowed, without bowing)"."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    mine = sc.province(0, 0, holding("Copper Mine", gold=2, cost=2))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{mine}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.zone[mine] == PLAY and sc.s.bowed[mine] and sc.s.location[mine] == HOME
    # It straightens at the start of its controller's next Action Phase.
    sc.goto("action", active=0)
    assert not sc.s.bowed[mine]


def test_fortification_enters_play_unbowed_attached_to_its_province() -> None:
    """CR "Fortification": "Fortifications are Recruited as normal, but enter play unbowed" and "are
    attached to the Province they entered play from"."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    wall = sc.province(0, 2, holding("Kaiu Wall", gold=0, cost=2, keywords=("Fortification",)))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{wall}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.zone[wall] == PLAY and not sc.s.bowed[wall]
    assert sc.s.province_of[wall] == 2
    assert len(sc.s.players[0].provinces[2]) == 1, "the province refilled"
