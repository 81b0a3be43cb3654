"""Whether a player is asked must not tell the others what his hidden cards are (the issues' hidden-information rule:
"no player's view, log or option leaks a hidden card"; the soaks check it on resampled states, `tests/ccg/soak.py`
`check_resampled`)."""

from __future__ import annotations

from .cards.harness import CardScenario, personality, real


def _additional(with_hand: bool) -> CardScenario:
    sc = CardScenario()
    me = sc.play(0, personality("Lion Samurai", f=2, c=2, clan="Lion", ph=2))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    for c in list(sc.s.players[0].hand):
        sc.s.players[0].hand.remove(c)
        sc.s.zone[c] = 1
        sc.s.players[0].fate_deck.append(c)
    if with_hand:
        sc.hand(0, real("Ashigaru Spearmen"))  # a Follower: nothing to do with it in a battle
    sc.battle_with([me], [foe])
    sc.s.stack.append(("additional", 0, "battle", (), False, False))  # "you may take an additional Battle action"
    sc._touch()
    return sc


def test_an_additional_action_is_offered_even_when_the_hand_has_nothing_for_it() -> None:
    """CR "Additional action". With cards in hand the player is asked (only "Pass" left): skipping the question would
    tell his opponent that none of his hidden cards could be used. With an empty hand nothing is hidden, and he is
    not asked."""
    sc = _additional(with_hand=True)
    d = sc.pending
    assert d is not None and d.player == 0 and d.prompt == "Take an additional action, or pass it"
    assert d.ids() == ["pass"]
    sc.choose("pass")
    empty = _additional(with_hand=False)
    d = empty.pending
    assert d is None or d.prompt != "Take an additional action, or pass it"
