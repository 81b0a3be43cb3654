"""Game registry: interfaces find games by name, never by importing a game module directly.

Each game is described by a `GameInfo`: where its factory and loader live, how many seats it takes,
which agents it offers, and two optional hooks the interfaces (terminal, web) use to build a setup
without game-specific code:

* ``setup_form`` -> ``() -> dict``: a JSON description of what a person picks for a new game:
  ``{"seat_fields": [field...], "options": [field...]}`` where a field is
  ``{"key", "label", "kind": "choice"|"deck"|"text"|"int", "choices": [{"id","label"}...], "default"}``
  and, for an option, ``"help"``: one line saying what it does (the lobby shows it under the field).
  A "deck" field accepts a built-in choice id or a pasted deck list.
* ``build_setup`` -> ``(form: dict) -> (setup: dict, problems: list[str])``: turn what a person picked
  (``{"players": n, "seats": [{"name": str, <seat_field key>: value}...], "options": {...}}``) into the
  setup dict the factory takes. Problems are shown to the person (deck legality, say); input that
  cannot make a game raises ``ValueError`` with a message fit to show.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .game import Game


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    factory: str  # "module:function"; new_game(setup: dict, seed: int) -> Game
    loader: str  # "module:Class" with from_json
    min_players: int = 2
    max_players: int = 2
    setup_form: str | None = None
    build_setup: str | None = None
    # agent name -> "module:Class"; the class takes (seed: int). "random" is always available.
    agents: dict[str, str] = field(default_factory=dict)
    default_agent: str = "random"


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> None:
    _GAMES[info.name] = info


register(GameInfo(
    name="ccg", title="Legend of the Five Rings (classic CCG)",
    factory="rokugan.ccg.game:new_game", loader="rokugan.ccg.game:CCGGame",
    min_players=2, max_players=2,
    setup_form="rokugan.ccg.setup_form:setup_form", build_setup="rokugan.ccg.setup_form:build_setup",
    agents={"heuristic": "rokugan.ccg.heuristic:HeuristicAgent", "ismcts": "rokugan.ccg.heuristic:SearchAgent"},
    default_agent="heuristic",
))
register(GameInfo(
    name="lcg", title="Legend of the Five Rings: The Card Game (LCG)",
    factory="rokugan.lcg.game:new_game", loader="rokugan.lcg.game:LCGGame",
    min_players=2, max_players=2,
    setup_form="rokugan.lcg.setup_form:setup_form", build_setup="rokugan.lcg.setup_form:build_setup",
    agents={"heuristic": "rokugan.lcg.heuristic:HeuristicAgent", "ismcts": "rokugan.lcg.heuristic:SearchAgent"},
    default_agent="heuristic",
))
register(GameInfo(
    name="bfr", title="Battle for Rokugan",
    factory="rokugan.bfr.game:new_game", loader="rokugan.bfr.game:BfRGame",
    min_players=2, max_players=5,
    setup_form="rokugan.bfr.setup_form:setup_form", build_setup="rokugan.bfr.setup_form:build_setup",
    agents={"heuristic": "rokugan.bfr.heuristic:HeuristicAgent", "legal": "rokugan.bfr.agents:RandomLegalAgent",
            "ismcts": "rokugan.bfr.agents:SearchAgent"},
    default_agent="heuristic",
))


def games() -> list[str]:
    return sorted(_GAMES)


def info(name: str) -> GameInfo:
    if name not in _GAMES:
        raise KeyError(f"unknown game {name!r}; known: {games()}")
    return _GAMES[name]


def resolve(path: str) -> Any:
    module, attr = path.split(":")
    return getattr(importlib.import_module(module), attr)


def new_game(name: str, setup: dict[str, Any], seed: int) -> Game:
    factory: Callable[[dict[str, Any], int], Game] = resolve(info(name).factory)
    return factory(setup, seed)


def load_game(data: dict[str, Any]) -> Game:
    cls = resolve(info(data["game"]).loader)
    game: Game = cls.from_json(data)
    return game


def setup_form(name: str) -> dict[str, Any]:
    gi = info(name)
    if gi.setup_form is None:
        return {"seat_fields": [], "options": []}
    form: dict[str, Any] = resolve(gi.setup_form)()
    return form


def build_setup(name: str, form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    gi = info(name)
    if gi.build_setup is None:
        return dict(form.get("options", {})), []
    out: tuple[dict[str, Any], list[str]] = resolve(gi.build_setup)(form)
    return out


def agent_names(name: str) -> list[str]:
    return ["random", *sorted(info(name).agents)]


def agent_options(game_name: str, agent: str) -> tuple[str, ...]:
    """The options an agent takes besides its seed (a search agent: "seconds" and "iterations" per decision), read
    from its constructor's keyword parameters."""
    if agent == "random":
        return ()
    import inspect
    agents = info(game_name).agents
    if agent not in agents:
        raise KeyError(f"unknown agent {agent!r} for {game_name}; known: {agent_names(game_name)}")
    params = inspect.signature(resolve(agents[agent])).parameters
    return tuple(n for n, p in params.items() if n != "seed" and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))


def make_agent(game_name: str, agent: str, seed: int, options: dict[str, Any] | None = None) -> Any:
    """An agent instance by name ("random" or one the game registers), with `options` among `agent_options` (a
    search's "seconds" or "iterations" per decision); an option the agent does not take is a ValueError."""
    if options:
        unknown = sorted(set(options) - set(agent_options(game_name, agent)))
        if unknown:
            raise ValueError(f"the computer player {agent!r} takes no option {', '.join(map(repr, unknown))}")
    if agent == "random":
        from .agents import RandomAgent
        return RandomAgent(seed)
    agents = info(game_name).agents
    if agent not in agents:
        raise KeyError(f"unknown agent {agent!r} for {game_name}; known: {agent_names(game_name)}")
    return resolve(agents[agent])(seed, **(options or {}))


def make_saved_agent(game_name: str, agent: str, seed: int, saved: Any) -> Any:
    """A seat's agent for a saved game: `saved` is its record's "agent_options" (set by `rokugan play --think` or the
    lobby's thinking time), of which the agent gets those it takes (a search's seconds; the heuristic takes none)."""
    if isinstance(saved, dict) and saved:
        try:
            takes = agent_options(game_name, agent)
        except KeyError:
            takes = ()
        kept = {k: v for k, v in saved.items()
                if k in takes and isinstance(v, (int, float)) and not isinstance(v, bool)}
        if kept:
            return make_agent(game_name, agent, seed, kept)
    return make_agent(game_name, agent, seed)
