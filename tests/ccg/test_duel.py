"""CR "Duel", "Challenge", "Refuse", "Duelist", "Duel stat"."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.duel import challenge
from rokugan.ccg.state import DYN_DISCARD, FATE_DISCARD, FOCUS, PLAY

from .scenario import Scenario, personality, strategy


def _duel(chi_a: int = 3, chi_b: int = 3, refusable: bool = False, kw_a: tuple[str, ...] = ("Samurai",),
          kw_b: tuple[str, ...] = ("Samurai",), stat: str = "chi") -> tuple[Scenario, int, int]:
    sc = Scenario()
    a = sc.play(0, personality("Challenger", c=chi_a, f=1, keywords=kw_a))
    b = sc.play(1, personality("Challenged", c=chi_b, f=5, clan="Crane", keywords=kw_b))
    sc.goto("action", active=0)
    assert challenge(sc.s, a, b, duel_stat=stat, refusable=refusable)
    sc._touch()
    return sc, a, b


def test_challenged_player_focuses_first_then_turns_alternate() -> None:
    """CR "Duel" 2: "The challenged player has the first option to focus or strike ... If one player focused,
    the other player then chooses to focus or strike." """
    sc, a, b = _duel()
    f1 = sc.hand(1, strategy("Focus One", focus=1))
    sc.hand(0, strategy("Focus Two", focus=1))
    assert sc.who() == 1 and sc.kind() == "focus"
    assert {"strike", "focus_deck", f"focus:{f1}"} <= set(sc.ids())
    sc.choose(f"focus:{f1}")
    assert sc.s.zone[f1] == FOCUS and not sc.s.face_up[f1]
    assert sc.who() == 0 and sc.kind() == "focus"


def test_higher_total_wins_focus_values_plus_chi_and_focused_cards_are_discarded() -> None:
    """CR "Duel" 5: "Each player totals the Focus Values of his or her focused cards, and adds his or her
    Personality's duel stat ... The higher total wins"; then "Discard all focused cards". (Consequence
    used here: the loser is destroyed.)"""
    sc, a, b = _duel(chi_a=3, chi_b=3)
    f_b = sc.hand(1, strategy("Small Focus", focus=1))
    f_a = sc.hand(0, strategy("Big Focus", focus=3))
    sc.choose(f"focus:{f_b}", f"focus:{f_a}", "strike")
    assert sc.s.zone[b] == DYN_DISCARD and sc.s.zone[a] == PLAY
    assert sc.s.zone[f_a] == FATE_DISCARD and sc.s.zone[f_b] == FATE_DISCARD
    assert sc.s.duel is None and sc.kind() == "action", "the Action Phase resumes"


def test_focus_from_the_top_of_the_fate_deck_unseen() -> None:
    """CR "Duel" 2: "takes the top card of his or her Fate deck without looking at it, and puts it face-down
    in a special focused cards area." """
    sc, a, b = _duel(chi_a=3, chi_b=3)
    top = sc.s.players[1].fate_deck[0]
    sc.s.facts[top] = strategy("Lucky Top", focus=5)
    sc.choose("focus_deck")
    assert sc.s.zone[top] == FOCUS and top not in sc.s.players[1].fate_deck
    v1 = sc.g.view(1)
    assert v1["duel"]["focused"][1] == [{"hidden": True}], "not even its owner sees it"
    sc.choose("strike")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == PLAY


def test_tie_both_lose() -> None:
    """CR "Duel" 5: "If the two totals are tied, both players lose and take the loser's consequences." """
    sc, a, b = _duel(chi_a=2, chi_b=2)
    sc.choose("strike")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == DYN_DISCARD


def test_duelist_wins_ties_against_a_non_duelist() -> None:
    """CR "Duelist": "if scores are tied in the duel's resolution, and the other Personality is not a
    Duelist, the Duelist wins." """
    sc, a, b = _duel(chi_a=2, chi_b=2, kw_b=("Samurai", "Duelist"))
    sc.choose("strike")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == PLAY
    sc, a, b = _duel(chi_a=2, chi_b=2, kw_a=("Duelist",), kw_b=("Duelist",))
    sc.choose("strike")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == DYN_DISCARD, "two Duelists tie: both lose"


def test_at_most_four_focuses_then_must_strike() -> None:
    """CR "Duel" 2: "A player who has focused four times may not focus any more in that duel." "A player
    who can't focus must strike." """
    sc, a, b = _duel(chi_a=1, chi_b=1)
    for i in range(5):
        sc.hand(0, strategy(f"A{i}", focus=0))
        sc.hand(1, strategy(f"B{i}", focus=0))
    for _ in range(3):
        sc.choose(next(i for i in sc.ids() if i.startswith("focus:")))  # seat 1
        sc.choose(next(i for i in sc.ids() if i.startswith("focus:")))  # seat 0
    sc.choose(next(i for i in sc.ids() if i.startswith("focus:")))  # seat 1's fourth
    assert sc.who() == 0 and any(i.startswith("focus:") for i in sc.ids())
    sc.choose(next(i for i in sc.ids() if i.startswith("focus:")))  # seat 0's fourth
    # Seat 1 has focused four times: he can only strike, so the duel resolved at once (1 vs 1: a tie).
    assert sc.s.duel is None and sc.kind() == "action"
    assert len(sc.s.players[1].hand) == 1 and len(sc.s.players[0].hand) == 1
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == DYN_DISCARD


def test_player_with_nothing_to_focus_strikes_automatically() -> None:
    """CR "Duel" 2: "A player who can't focus must strike." """
    sc, a, b = _duel(chi_a=5, chi_b=1)
    p = sc.s.players[1]
    for c in list(p.fate_deck):
        p.fate_deck.remove(c)
        sc.s.zone[c] = 7
        p.removed.append(c)
    sc._touch()
    assert sc.kind() == "action" and sc.s.zone[b] == DYN_DISCARD


def test_duel_of_force_uses_force() -> None:
    """CR "Duel stat": "The duel stat is Chi unless another stat is given; for example, a "duel of Force"."""
    sc, a, b = _duel(chi_a=5, chi_b=1, stat="force")  # Forces: 1 vs 5
    sc.choose("strike")
    assert sc.s.zone[a] == DYN_DISCARD and sc.s.zone[b] == PLAY


def test_refused_challenge_has_no_duel() -> None:
    """CR "Challenge": "If the challenged Personality's player chooses to refuse the duel, then the duel
    doesn't happen." """
    sc, a, b = _duel(refusable=True)
    assert sc.who() == 1 and set(sc.ids()) == {"accept", "refuse"}
    sc.choose("refuse")
    assert sc.s.duel is None and sc.kind() == "action" and sc.who() == 0
    sc2, a, b = _duel(refusable=True)
    sc2.choose("accept")
    assert sc2.kind() == "focus" and sc2.who() == 1


def test_participant_leaving_play_ends_the_duel_without_resolution() -> None:
    """CR "Challenge": "If a Personality involved in a challenge or duel leaves play during it, the challenge
    or duel ends immediately without resolution." """
    sc, a, b = _duel(chi_a=1, chi_b=9)
    f = sc.hand(1, strategy("Focus", focus=2))
    sc.choose(f"focus:{f}")
    P.destroy(sc.s, b)
    sc._touch()
    assert sc.pending is not None
    assert sc.s.duel is None and sc.s.zone[a] == PLAY and sc.kind() == "action"
    assert sc.s.zone[f] == FATE_DISCARD


def test_no_challenge_between_cards_of_the_same_player_or_non_personalities() -> None:
    """CR "Challenge": "A challenge will not happen if its two Personalities are controlled by the same
    player, or if either card in the duel is not a Personality." """
    sc = Scenario()
    a = sc.play(0, personality("A"))
    b = sc.play(0, personality("B"))
    from .scenario import holding
    h = sc.play(1, holding("H"))
    sc.goto("action", active=0)
    assert not challenge(sc.s, a, b) and not challenge(sc.s, a, h)
