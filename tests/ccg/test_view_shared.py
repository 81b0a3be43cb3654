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


def test_the_views_of_a_state_changed_after_earlier_views_are_made_from_the_changed_state() -> None:
    """While the views of a state are made, the cards with continuous traits in play are found once (`s._frozen`);
    what was found is never served for a later state. A card whose trait changes the Force of a Personality in play is
    put into play by hand after a first set of views: the next views show the new Force, as a copy made afresh does."""
    from rokugan.catalog import cards as T
    from rokugan.ccg import stats
    from rokugan.ccg.state import PLAY, PREGAME
    from rokugan.ccg.statics import STATIC_IDS, StatMod

    g = _game(1, ("crane", "crane"))  # Hold the Walls, in a Fate deck, gives Personalities Force (step 198)
    agents = [RandomAgent(1), RandomAgent(2)]
    s = g.s  # type: ignore[attr-defined]
    traited = [c for c, f in enumerate(s.facts) if any(isinstance(t.effect, StatMod) and t.effect.stat == "force"
                                                       for t in STATIC_IDS.get(f.id, ()))]
    found = None
    for _ in range(600):  # a state and a card out of play whose trait, were it in play, changes a Force in play
        shown = [c for c in range(len(s.facts)) if s.zone[c] == PLAY and s.facts[c].type == T.PERSONALITY]
        for c in traited:
            if s.zone[c] in (PLAY, PREGAME):
                continue
            moved = g.clone()  # type: ignore[attr-defined]
            moved.s.zone[c] = PLAY
            if [stats.force(moved.s, p) for p in shown] != [stats.force(s, p) for p in shown]:
                found = c
                break
        if found is not None or (d := g.pending()) is None:
            break
        g.choose(agents[d.player].choose(g, d))  # type: ignore[attr-defined]
    assert found is not None, "no state of the game where a card's continuous trait would change a Force in play"
    before = g.views([0, None])  # type: ignore[attr-defined]
    assert s._frozen is None  # kept only while they are made
    s.zone[found] = PLAY
    after = g.views([0, None])  # type: ignore[attr-defined]
    for viewer in (0, None):
        fresh = json.dumps(V.view(g.clone(), viewer))  # type: ignore[arg-type, attr-defined]
        assert json.dumps(after[viewer]) == fresh != json.dumps(before[viewer])
