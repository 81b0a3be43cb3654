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


def test_a_resampled_state_keeps_the_fate_cards_a_player_looked_at_to_play_one() -> None:
    """Insight: Dark Virtue lets its player look at the top three cards of a Fate deck, then take an additional
    Battle action to play one of them. A state resampled for him (what a search plays from) keeps those three cards
    where they are: he is offered the same additional action (found by the soak, seed 376 of `tests/ccg/soak.py`)."""
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    from tests.resampled import check_resampled
    g = registry.new_game("ccg", {"decks": ["builtin:spider", "builtin:phoenix"]}, 376)
    agents = [RandomAgent(376), RandomAgent(383)]
    seen = 0
    for n in range(1, 600):
        d = g.pending()
        assert d is not None
        g.choose(agents[d.player].choose(g, d))
        top = g.s.stack[-1] if g.s.stack else ()
        if top and top[0] == "additional" and len(top) > 5 and top[5]:
            seen += 1
            check_resampled(g, top[1], n)
    assert seen, "the game no longer reaches the additional action from a Fate deck"
