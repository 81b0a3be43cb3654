"""A hidden-information check for any game (used by the card games' soaks)."""

from __future__ import annotations

import random

from rokugan.core.game import Game


def check_resampled(g: Game, viewer: int, seed: int) -> None:
    """What a seat sees cannot depend on what it cannot see: in a state whose hidden parts are resampled for it
    (`determinize`, what a search plays from), its view and, when it decides, the decision's prompt and options are
    the same; when another seat decides, that seat still decides, a decision of the same kind. Catches what a
    title check cannot: a card's number in an option id, options ordered by hidden cards, a prompt that appears
    only when a hidden card allows it."""
    other = g.determinize(viewer, random.Random(seed))
    assert other.view(viewer) == g.view(viewer), f"seat {viewer}'s view depends on hidden cards"
    d, od = g.pending(), other.pending()
    if d is None or od is None:
        assert d is od is None
        return
    assert (d.player, d.kind) == (od.player, od.kind), f"seat {viewer} sees a decision that depends on hidden cards"
    if d.player == viewer:
        assert (d.prompt, [(o.id, o.label) for o in d.options]) == (od.prompt, [(o.id, o.label) for o in od.options])
