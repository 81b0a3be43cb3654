"""The engine's speed-ups change no game (issue 10): what it remembers between steps (the constants cache, a window's
player known to have passed, the titles of a game) gives the same decisions as a state that remembers nothing, and
a clone shares nothing that a move changes."""

from __future__ import annotations

import json
from typing import Any

from rokugan.core import registry
from rokugan.core.agents import RandomAgent
from rokugan.lcg import engine as E
from rokugan.lcg.game import LCGGame


def _mutables(x: Any, out: list[Any]) -> None:
    if isinstance(x, (list, dict)):
        out.append(x)
        for v in (x.values() if isinstance(x, dict) else x):
            _mutables(v, out)
    elif isinstance(x, tuple):
        for v in x:
            _mutables(v, out)
    elif isinstance(x, E.Player):
        for k in E.PLAYER_FIELDS:
            _mutables(getattr(x, k), out)


def _fields(obj: Any) -> dict[str, Any]:
    """An object's fields (`vars`; a class compiled by mypyc, `rokugan native build`, has no `__dict__`)."""
    names = getattr(type(obj), "__mypyc_attrs__", None)
    return {n: getattr(obj, n) for n in names if hasattr(obj, n)} if names else dict(vars(obj))


def _empty(k: E.Caches) -> bool:
    """Whether a state's typed caches (`engine.Caches`) hold nothing (as a new state's)."""
    new = E.Caches()
    names = getattr(E.Caches, "__slots__", None) or E.Caches.__mypyc_attrs__  # (compiled: no `__slots__`)
    return all(getattr(k, n) == getattr(new, n) for n in names)


def test_a_clone_shares_no_list_or_dict_with_its_state() -> None:
    g = registry.new_game("lcg", {"decks": ["builtin:crane", "builtin:lion"]}, 7)
    agents = [RandomAgent(7), RandomAgent(8)]
    checked = 0
    n = 0
    while (d := g.pending()) is not None and n < 400:
        n += 1
        g.choose(agents[d.player].choose(g, d))
        if n % 40:
            continue
        assert isinstance(g, LCGGame)
        k = g.clone()
        assert k.to_json() == g.to_json()
        mine: list[Any] = []
        theirs: list[Any] = []
        for name, v in _fields(g.s).items():
            if name in ("would", "ctxs"):  # (the records in these are never changed once made: the containers)
                mine.append(v)
                mine += [x for x in v if x is not None] if name == "ctxs" else []
            elif name not in ("facts", "cache", "caches"):  # (the cards' facts never change; the caches are not
                _mutables(v, mine)  # copied: see below)
        for name, v in _fields(k.s).items():
            if name not in ("facts", "cache", "caches"):
                _mutables(v, theirs)
        assert not {id(x) for x in mine} & {id(x) for x in theirs}
        assert k.s.cache == {} and k.s.cache is not g.s.cache  # a clone starts with no cache of its state's
        assert k.s.caches is not g.s.caches and _empty(k.s.caches)
        assert k.s.facts is g.s.facts
        checked += 1
    assert checked >= 5


def test_what_the_engine_remembers_between_steps_changes_no_decision() -> None:
    """After every choice of random games (clans varied), a copy of the state read back from JSON (which remembers
    nothing from the steps before) runs to the same decision (player, prompt and options) and the same state."""
    for seed, decks in ((3, ["builtin:scorpion", "builtin:phoenix"]), (11, ["builtin:dragon", "builtin:crab"]),
                        (19, ["builtin:unicorn", "builtin:crane"])):
        g = registry.new_game("lcg", {"decks": decks, "logging": False}, seed)
        assert isinstance(g, LCGGame)
        s = g.s
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        d = E.run(s)
        n = 0
        while d is not None and n < 600:
            n += 1
            E.apply(s, d, agents[d.player].choose(g, d))
            fresh = E.State.from_json(json.loads(json.dumps(s.to_json())))
            d = E.run(s)
            assert E.run(fresh) == d, (seed, n)
            assert json.dumps(fresh.to_json()) == json.dumps(s.to_json()), (seed, n)


def test_a_pickled_game_plays_on_as_the_original() -> None:
    """A game pickles (and deep-copies) without its caches, as `clone` copies it: `sim --workers`, the research
    adapters and a compiled engine (`rokugan native build`, whose classes have no `__dict__`) rely on it."""
    import copy
    import pickle
    g = registry.new_game("lcg", {"decks": ["builtin:crane", "builtin:lion"]}, 5)
    agents = [RandomAgent(5), RandomAgent(6)]
    for _ in range(120):
        d = g.pending()
        assert d is not None
        g.choose(agents[d.player].choose(g, d))
    assert isinstance(g, LCGGame)
    assert g.s.cache and not _empty(g.s.caches)  # the engine keeps caches with the state...
    for k in (pickle.loads(pickle.dumps(g)), copy.deepcopy(g)):
        assert isinstance(k, LCGGame)
        assert k.s.cache == {} and _empty(k.s.caches)  # ...which a copy does not carry
        assert k.to_json() == g.to_json()
    k = pickle.loads(pickle.dumps(g))
    a2 = [RandomAgent(9), RandomAgent(10)]
    b2 = [RandomAgent(9), RandomAgent(10)]
    while (d := g.pending()) is not None:
        e = k.pending()
        assert e is not None and e.to_json() == d.to_json()
        c = a2[d.player].choose(g, d)
        assert b2[e.player].choose(k, e) == c
        g.choose(c)
        k.choose(c)
    assert k.pending() is None and k.to_json() == g.to_json()


def test_the_steps_called_directly_are_the_registered_ones_and_a_replaced_one_is_honoured() -> None:
    """`engine._run` and `apply` call the most frequent handlers and choices directly (native calls when compiled)
    only while the registry holds them: each direct call is the registered function, and a handler or choice put in
    the registry in its place is the one called."""
    for fast, name in ((E._WINDOW, "window"), (E._REACT, "react"), (E._INTERRUPT, "interrupt"), (E._AB, "ab"),
                       (E._DYN_WINDOW, "dyn_window")):
        assert E.HANDLERS[name] is fast, name
    for fast, name in ((E._WINDOW_CHOICE, "window"), (E._WINDOW_ANSWER, "react"), (E._WINDOW_ANSWER, "interrupt"),
                       (E._DYN_CHOICE, "dyn_window"), (E._AB_CHOICE, "ab")):
        assert E.CHOICES[name] is fast, name
    seen: list[str] = []
    saved = {k: E.HANDLERS[k] for k in ("window", "react", "dyn_window")}, {k: E.CHOICES[k] for k in ("window",
                                                                                                     "dyn_window")}

    def spy(name: str, f: Any) -> Any:
        def h(*args: Any) -> Any:
            seen.append(name)
            return f(*args)
        return h

    try:
        for k, f in saved[0].items():
            E.HANDLERS[k] = spy("h:" + k, f)
        for k, f in saved[1].items():
            E.CHOICES[k] = spy("c:" + k, f)
        g = registry.new_game("lcg", {"decks": ["builtin:crab", "builtin:lion"], "logging": False}, 4)
        agents = [RandomAgent(4), RandomAgent(5)]
        for _ in range(300):
            d = g.pending()
            if d is None:
                break
            g.choose(agents[d.player].choose(g, d))
    finally:
        E.HANDLERS.update(saved[0])
        E.CHOICES.update(saved[1])
    for name in ("h:window", "h:react", "h:dyn_window", "c:window", "c:dyn_window"):
        assert name in seen, name
