"""The rules' prompts made once and reused (issue 10, speed): the options naming a game's cards (`primitives.
card_options`: ring effects, the declarations' candidates, the provinces' discard) and those naming only small ints
(extra fate, bids, "Done (n ...)") give the decisions a fresh making gives, games of different decks interleaved."""

from __future__ import annotations

import json
from typing import Any

from rokugan.benchmark import _setup
from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg import conflict as LC
from rokugan.lcg import fate_regroup as LF
from rokugan.lcg import primitives as LP
from rokugan.lcg import round as LR
from rokugan.lcg import setup as LS


def _forget() -> None:
    """Nothing made: every option is made again."""
    LP._CARD_OPTIONS.facts = []
    LP._CARD_OPTIONS.m = -1
    LP._CARD_OPTIONS.opts = {}
    for made in (LR._FATE_OPTIONS, LR._DYN_PROMPTS, LC._DONE_ATTACKING, LC._DONE_DEFENDING, LF._DONE, LS._DONE):
        made.clear()


def _interleaved(seeds: tuple[int, ...], fresh: bool) -> list[str]:
    """The decisions of random games between different decks, one decision of each in turn (`fresh`: every option
    made again at each decision)."""
    games: list[Any] = [registry.new_game("lcg", {**_setup(seed, "lcg"), "logging": True}, seed) for seed in seeds]
    agents = [RandomAgent(seed) for seed in seeds]
    out: list[str] = []
    live = True
    while live:
        live = False
        for g, agent in zip(games, agents, strict=True):
            if fresh:
                _forget()
            d = g.pending()
            if d is None:
                continue
            live = True
            out.append(json.dumps(d.to_json(), sort_keys=True))
            g.choose(agent.choose(g, d))
    return out


def test_the_options_made_once_equal_the_options_made_at_each_decision_games_interleaved() -> None:
    """Games of different decks (card numbers naming other titles) played one decision each in turn: each decision's
    options (ids, labels, payloads) are those made afresh; the options made for one game's cards are not offered in
    the other's."""
    for seeds in ((0, 1, 2), (3, 5)):
        _forget()
        kept = _interleaved(seeds, False)
        again = _interleaved(seeds, True)
        assert len(kept) == len(again)
        first = next((i for i in range(len(kept)) if kept[i] != again[i]), -1)
        assert first < 0, f"decision {first} differs: {kept[first][:300]} / {again[first][:300]}"


def test_a_ring_effects_option_is_made_again_for_another_game() -> None:
    """The same card number in a game of another deck names another title: its option is made again."""
    a: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    b: Any = registry.new_game("lcg", _setup(1, "lcg"), 1)
    c = next(x for x in range(min(len(a.s.facts), len(b.s.facts))) if a.s.title(x) != b.s.title(x))
    oa = LC._ring_card_option(a.s, LP.OPT_FIRE_HONOR, c)
    ob = LC._ring_card_option(b.s, LP.OPT_FIRE_HONOR, c)
    assert oa.label == f"Honor {a.s.title(c)}" and ob.label == f"Honor {b.s.title(c)}"
    assert LC._ring_card_option(a.s, LP.OPT_FIRE_HONOR, c).label == oa.label


def test_the_step_checks_are_called_only_with_a_lasting_record_of_their_kind() -> None:
    """`engine.STEP_CHECKS` (Bayushi Shoju's "discarded if its [political] skill is 0") are called before a step only
    while a lasting record of a kind they act on is in play; one appended without its kind, always."""
    from rokugan.lcg import engine as E
    g: Any = registry.new_game("lcg", _setup(0, "lcg"), 0)
    s = g.s
    s.lasting = [["lost", 0, "phase"]]
    assert not E._step_checks_apply(s)
    s.lasting = [["lost", 0, "phase"], ["zero_discard", s.players[0].stronghold, "political", "conflict"]]
    assert E._step_checks_apply(s)
    s.lasting = [["lost", 0, "phase"]]
    E.STEP_CHECKS.append(lambda st: None)
    try:
        assert E._step_checks_apply(s)
    finally:
        E.STEP_CHECKS.pop()
    assert not E._step_checks_apply(s)
