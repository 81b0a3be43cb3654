"""CR "Play of the Game" -> "Start of game" steps A-F."""

from __future__ import annotations

from rokugan.catalog import cards as T
from rokugan.ccg.game import start_game
from rokugan.ccg.state import DYN_DECK, FATE_DECK, HAND, PROVINCE

from .scenario import card, deck


def sensei(honor: int = 2, gp: int = 1, ps: int = -1):  # type: ignore[no-untyped-def]
    return card("Old Master", T.SENSEI, starting_honor=honor, gold_production=gp, province_strength=ps)


def test_family_honor_is_stronghold_starting_honor_modified_by_sensei() -> None:
    """CR "Start of game" A: "Each player begins with his or her Family Honor stat at his or her
    Stronghold's Starting Honor, modified by his or her Sensei." """
    g = start_game([deck("Crab", 5, sensei=sensei(honor=3)), deck("Crane", 6, sensei=sensei(honor=-2))], 1)
    assert g.s.players[0].honor == 8
    assert g.s.players[1].honor == 4


def test_stronghold_and_sensei_start_in_play_and_give_the_clan() -> None:
    """CR "Start of game" A: "start with the Stronghold and any Sensei in play"; CR "Stronghold": the mon
    shows the player's Clan Alignment."""
    g = start_game([deck("Crab", 5, sensei=sensei()), deck("Crane", 6)], 1)
    p0, p1 = g.s.players
    assert p0.stronghold >= 0 and p0.sensei >= 0 and p1.sensei == -1
    assert (p0.clan, p1.clan) == ("Crab", "Crane")
    v = g.view(0)
    assert v["players"][0]["stronghold"]["title"] == "Crab Castle"
    assert v["players"][0]["sensei"]["title"] == "Old Master"


def test_highest_family_honor_goes_first() -> None:
    """CR "Start of game" B: "The starting player is the player with the highest Family Honor." and F:
    the starting player becomes the active player and takes the first turn."""
    for seed in range(6):
        g = start_game([deck("Crab", 5), deck("Crane", 7)], seed)
        d = g.pending()
        assert d is not None and d.player == 1 and g.s.active == 1 and g.s.turn == 1
        assert g.s.phase == "action"


def test_tied_honor_is_broken_randomly_and_deterministically_by_seed() -> None:
    """CR "Start of game" B: "If one or more players are tied in Family Honor, they decide who goes first
    randomly". The same seed gives the same starting player."""
    firsts = {start_game([deck("Crab", 5), deck("Crane", 5)], seed).s.active for seed in range(30)}
    assert firsts == {0, 1}
    for seed in range(5):
        a = start_game([deck("Crab", 5), deck("Crane", 5)], seed).s.active
        b = start_game([deck("Crab", 5), deck("Crane", 5)], seed).s.active
        assert a == b


def test_second_player_turns_stronghold_to_going_second_side() -> None:
    """CR "Start of game" B: "The starting player uses the "going first" side of his or her Stronghold,
    and the others turn their Stronghold to the "going second" side." """
    front = deck("Crab", 5)
    back = card("Crab Castle (second)", T.STRONGHOLD, clans=("Crab",), starting_honor=5, gold_production=6,
                province_strength=7)
    front.stronghold_back = back
    g = start_game([front, deck("Crane", 9)], 3)  # Crane goes first
    assert g.s.facts[g.s.players[0].stronghold].title == "Crab Castle (second)"
    g2 = start_game([deck("Crane", 9), front], 3)
    assert g2.s.active == 0
    assert g2.s.facts[g2.s.players[1].stronghold].title == "Crab Castle (second)"


def test_four_face_down_provinces_and_five_cards_in_hand() -> None:
    """CR "Start of game" D: "create four Provinces, then fill each one ... with a card from the top of
    their Dynasty deck"; E: "All players draw five Fate cards"."""
    g = start_game([deck("Crab", 5, n_dyn=30, n_fate=30), deck("Crane", 6, n_dyn=30, n_fate=30)], 4)
    s = g.s
    for p in s.players:
        assert len(p.provinces) == 4 and all(p.province_alive)
        assert all(len(pr) == 1 for pr in p.provinces)
        for pr in p.provinces:
            assert s.zone[pr[0]] == PROVINCE and not s.face_up[pr[0]]
        assert len(p.dyn_deck) == 26 and all(s.zone[c] == DYN_DECK for c in p.dyn_deck)
        assert len(p.hand) == 5 and all(s.zone[c] == HAND for c in p.hand)
        assert len(p.fate_deck) == 25 and all(s.zone[c] == FATE_DECK for c in p.fate_deck)
    # The starting player's provinces turn face up at the start of his Action Phase; the other's do not.
    g.pending()
    first, other = s.players[s.active], s.players[1 - s.active]
    assert all(s.face_up[pr[0]] for pr in first.provinces)
    assert not any(s.face_up[pr[0]] for pr in other.provinces)


def test_decks_are_shuffled() -> None:
    """CR "Start of game" C: "All players shuffle both their decks separately." """
    orders = {tuple(g.s.facts[c].title for c in g.s.players[0].hand)
              for g in (start_game([deck("Crab", 5), deck("Crane", 6)], seed) for seed in range(8))}
    assert len(orders) > 1


def test_imperial_favor_starts_uncontrolled() -> None:
    """CR "Imperial Favor": "It starts the game uncontrolled." """
    g = start_game([deck("Crab", 5), deck("Crane", 6)], 1)
    assert g.s.favor == -1
