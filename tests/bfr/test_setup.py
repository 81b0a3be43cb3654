"""BfR §2, §4 and §18: components, setup and player-count differences."""

from __future__ import annotations

from collections import Counter

import pytest

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr.game import new_game
from rokugan.bfr.resolution import territory_of_card
from rokugan.bfr.state import HAND, POOL


def test_every_clan_has_27_combat_tokens_with_its_unique_one() -> None:
    """# BfR §2.1: common set (army 1x6 2x4 3x3 4x2 5x1, navy 1x2 2x1, shinobi 1x1 2x1, blessing 2x2, diplomacy,
    raid, bluff) plus one clan-unique token, 27 in all."""
    common = Counter({("army", 1): 6, ("army", 2): 4, ("army", 3): 3, ("army", 4): 2, ("army", 5): 1,
                      ("navy", 1): 2, ("navy", 2): 1, ("shinobi", 1): 1, ("shinobi", 2): 1, ("blessing", 2): 2,
                      ("diplomacy", 0): 1, ("raid", 0): 1, ("bluff", 0): 1})
    unique = {"crab": ("navy", 3), "crane": ("diplomacy", 0), "dragon": ("blessing", 3), "lion": ("army", 6),
              "phoenix": ("blessing", 3), "scorpion": ("shinobi", 3), "unicorn": ("raid", 0)}
    for clan in D.CLANS:
        got = Counter((D.KIND_NAMES[k], s) for k, s in D.clan_tokens(clan))
        want = common + Counter([unique[clan]])
        assert got == want, clan
        assert sum(got.values()) == 27


def test_map_summary() -> None:
    """# BfR §3: 30 provinces in 11 territories, Crab 4, 7 capitals +2, Shadowlands +1 and 0 flowers, 12 coastal,
    56 flowers, 64 land borders."""
    assert B.N_PROV == 30 and B.N_TERR == 11
    assert len(B.PROVINCES_OF[B.T_INDEX["crab"]]) == 4
    assert sum(B.CAPITAL) == 7 and all(B.PRINTED_DEFENSE[q] == 2 for q in range(30) if B.CAPITAL[q])
    assert [B.PROVINCES[q] for q in range(30) if B.SHADOWLANDS[q]] == ["shadowlands_north", "shadowlands_south"]
    assert all(B.PRINTED_DEFENSE[q] == 1 and B.FLOWERS[q] == 0 for q in range(30) if B.SHADOWLANDS[q])
    assert sum(B.COASTAL) == 12 and sum(B.FLOWERS) == 56 and B.N_LAND == 64
    assert B.ADJ[B.P_INDEX["lion_1"]] >= {B.P_INDEX["phoenix_1"]}
    assert B.P_INDEX["unicorn_2"] in B.ADJ[B.P_INDEX["lion_3"]]
    islands = {B.P_INDEX[q] for q in ("islands_1", "islands_2", "islands_3")}
    assert all(B.ADJ[q] <= islands for q in islands)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_components(n: int) -> None:
    """# BfR §4 steps 2-9 and §18: bluff in hand and 26 in the pool, 2 scouts and 1 shugenja, 2 objectives each,
    a face-down token in each own capital (other capitals empty), the initiative deck of exactly 4 cards with
    3/2/1/0 neutral cards, the first player card only with 3+ players, one card of each territory on its space."""
    g = new_game({"players": n}, 7 + n)
    s = g.s
    dealt = [o for p in range(n) for o in s.objectives_dealt[p]]
    assert all(len(s.objectives_dealt[p]) == 2 for p in range(n)) and len(set(dealt)) == 2 * n
    for p in range(n):
        assert [s.kind[t] for t in s.hands[p]] == [D.BLUFF]
        assert len(s.pools[p]) == 26 and all(s.where[t] == POOL for t in s.pools[p])
        assert s.where[s.bluff_of(p)] == HAND
        assert s.scouts[p] == 2 and s.shugenja[p] == 1
        assert s.supply[p] == 29
        cap = B.CAPITAL_OF[s.clans[p]]
        assert s.ctrl[cap] == p and (s.n_down[cap], s.n_up[cap]) == (1, 0)
    for clan in D.CLANS:
        if clan not in s.clans:
            assert s.ctrl[B.CAPITAL_OF[clan]] == -1
    assert len(s.initiative) == 4
    assert sum(1 for c in s.initiative if c in D.NEUTRAL_INITIATIVE) == {2: 3, 3: 2, 4: 1, 5: 0}[n]
    assert s.clans[s.first] not in s.initiative  # the revealed card is removed
    assert all(c in s.clans for c in s.initiative if c not in D.NEUTRAL_INITIATIVE)
    assert s.fp_holder == (s.first if n > 2 else -1)
    for terr in range(B.N_TERR):
        c = s.tspace[terr]
        assert c >= 0 and territory_of_card(s, c) == terr


@pytest.mark.parametrize("pairing", ["A", "B"])
def test_shadowlands_cards_follow_the_pairing(pairing: str) -> None:
    """# BfR §4 step 2 / §11.2: north gets one of its two cards, south one of its two (pairing A default, B)."""
    north = {"A": {"Dark Favors", "Purge the Weak"}, "B": {"Animate the Dead", "Inspire Fear"}}[pairing]
    seen = set()
    for seed in range(12):
        s = new_game({"players": 3, "rules": {"shadowlands_pairing": pairing}}, seed).s
        c = s.tspace[B.T_INDEX["shadowlands_north"]]
        seen.add(D.TERRITORY_CARDS[c][1])
        assert D.TERRITORY_CARDS[s.tspace[B.T_INDEX["shadowlands_south"]]][1] not in north
    assert seen == north


@pytest.mark.parametrize("n,per,controlled", [(2, 11, 24), (3, 7, 24), (4, 5, 24), (5, 4, 25)])
def test_objective_choice_and_starting_provinces(n: int, per: int, controlled: int) -> None:
    """# BfR §4 steps 5, 7, 10 and §18: each player keeps one of two objectives; then from the first player
    clockwise each puts one starting token at a time into a province with no control token, `per` each;
    afterwards 24 provinces are controlled (25 with 5 players)."""
    g = new_game({"players": n}, 3)
    s = g.s
    for _ in range(n):
        d = g.pending()
        assert d is not None and d.kind == "objective" and len(d.options) == 2
        keep = d.options[1].payload["objective"]
        g.choose(d.options[1].id)
        assert s.objective[d.player] == keep and s.objectives_dealt[d.player] == [keep]
    order = []
    for _ in range(n * per):
        d = g.pending()
        assert d is not None and d.kind == "province"
        free = {B.PROVINCES[q] for q in range(B.N_PROV) if s.ctrl[q] < 0}
        assert set(d.ids()) == free
        order.append(d.player)
        pick = "shadowlands_north" if "shadowlands_north" in free else d.ids()[0]
        g.choose(pick)
    assert order == [(s.first + i) % n for i in range(n)] * per
    assert sum(1 for q in range(B.N_PROV) if s.ctrl[q] >= 0) == controlled
    assert all(s.n_up[q] == 0 for q in range(B.N_PROV))
    d = g.pending()
    assert s.round == 1 and d is not None
    assert d.kind in ("turn", "token")  # round 1 placement (or the Dragon's return choice)


def test_unclaimed_capital_may_be_a_starting_province() -> None:
    """# BfR §4 step 10: "Unclaimed capitals and Shadowlands provinces may be chosen." """
    g = new_game({"clans": ["crab", "crane"]}, 1)
    while (d := g.pending()) is not None and d.kind == "objective":
        g.choose(d.ids()[0])
    assert d is not None and {"lion_2", "dragon_2", "shadowlands_south"} <= set(d.ids())
    assert "crab_3" not in d.ids() and "crane_3" not in d.ids()


def test_new_game_rejects_bad_setups() -> None:
    """# BfR §1: 2-5 players, each a different clan."""
    for setup in ({"players": 1}, {"players": 6}, {"clans": ["crab", "crab"]}, {"clans": ["crab", "ninja"]}):
        with pytest.raises(ValueError):
            new_game(setup, 1)
