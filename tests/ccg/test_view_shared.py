"""The views of one state made together (`CCGGame.views`, what the web server asks for) are the views made afresh
(`view`): the same content, key order included, at every step of random games, for both seats and a spectator, with
the cache of cards out of play kept from state to state as the web server keeps it (issue 13, "Fast")."""

from __future__ import annotations

import json
import random

from rokugan.ccg import view as V
from rokugan.ccg.state import HAND
from rokugan.core import registry
from rokugan.core.agents import RandomAgent


def _game(seed: int, decks: tuple[str, str]) -> object:
    return registry.new_game("ccg", {"decks": [f"builtin:{decks[0]}", f"builtin:{decks[1]}"], "max_turns": 60}, seed)


def test_views_made_together_equal_fresh_views_at_every_step_of_random_games() -> None:
    clans = ["crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn"]
    kinds: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        g = _game(seed, (rng.choice(clans), rng.choice(clans)))
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        steps = 0
        while (d := g.pending()) is not None and steps < 700:
            together = g.views([None, 0, 1])  # type: ignore[attr-defined]
            for viewer in (None, 0, 1):
                fresh = V.view(g, viewer)  # type: ignore[arg-type]
                assert json.dumps(together[viewer]) == json.dumps(fresh), (seed, steps, viewer)
            s = g.s  # type: ignore[attr-defined]
            kinds.update(k for k in ("battle", "duel") if together[None].get(k))
            kinds.update("dead" for c in range(len(s.facts)) if s.dead[c])
            g.choose(agents[d.player].choose(g, d))  # type: ignore[attr-defined]
            steps += 1
    assert {"battle", "dead"} <= kinds  # the random games went through battles and deaths


def test_a_card_changed_by_hand_between_two_states_is_shown_changed() -> None:
    """The cache of cards out of play is keyed by what their dictionary shows: a card that dies or is dishonored,
    or whose facts are replaced, is made again."""
    g = _game(3, ("crab", "lion"))
    s = g.s  # type: ignore[attr-defined]
    c = s.players[0].hand[0]
    assert s.zone[c] == HAND
    before = g.views([0])[0]  # type: ignore[attr-defined]
    s.dead[c] = True
    s.dishonored[c] = True
    after = g.views([0])[0]  # type: ignore[attr-defined]
    assert json.dumps(after) == json.dumps(V.view(g, 0)) != json.dumps(before)  # type: ignore[arg-type]
    assert after["players"][0]["hand"][0]["dead"] is True
