"""OpenSpiel games for rokugan's games: `openspiel_game("ccg")`, `openspiel_game("lcg")`, `openspiel_game("bfr")`.

Each registered game becomes a pyspiel Python game named ``rokugan_<name>`` (``pyspiel.load_game("rokugan_ccg")``
works once this module is imported), built on the core protocol only (`pending`, `choose`, `clone`, `view`,
`determinize`, `to_json`/`from_json`, `result`):

* Sequential, imperfect information. Actions are the fixed id space of the PettingZoo adapter
  (`encoding.MAX_OPTIONS`): action k is the k-th option of the pending decision; `legal_actions()` lists the
  offered ones for the player to move.
* Chance: none explicit. The engines draw every shuffle and random event from a generator kept inside the
  state, seeded by the game parameter ``seed``; OpenSpiel therefore sees a *deterministic* game per seed (a
  fixed deal and fixed later draws), whose generator is hidden state no player observes. For other deals load
  the game with other seeds. Searches sample what a player cannot see with `resample_from_infostate`, which
  draws a game from `Game.determinize` (other hands, deck orders and the generator itself resampled).
* Returns at the end: +1 to each winner, -1 to the others, 0 to all on a draw (turn or step cap included).
* Observation tensor: the PettingZoo observation vector (`encoding.Encoder`, equal to `encoding.features`).
  Observation string: the seat's `view()` as JSON. Information state string: that view, plus a digest and
  count of the seat's own past actions (the view already carries what the engines keep public; earlier private
  views are not re-listed).
* Serialization: `state.serialize()` / `game.deserialize_state()` (and `pyspiel.serialize_game_and_state`)
  carry the engine state as its `to_json()`; cloning uses the engine's `clone()`.

Setup options are keyword arguments, as for `pettingzoo_env` (they travel in the game parameter ``setup`` as
JSON): ``openspiel_game("ccg", seed=3, max_turns=20)``, ``openspiel_game("bfr", players=4)``. The engines' event
log is off unless ``logging=True`` is given: agents do not need it, and a resampled state must show its player
exactly what the real one shows (a logged line the engine writes again on resuming would break that).
"""

from __future__ import annotations

import hashlib
import json
import random
import urllib.parse
from typing import Any

import numpy as np
import pyspiel

from rokugan.core import registry
from rokugan.core.game import Caps, Game

from .encoding import MAX_OPTIONS, Encoder, default_setup, features

PREFIX = "rokugan_"


class _Engine:
    """The rokugan game inside an OpenSpiel state. OpenSpiel clones a Python state by deep-copying its
    attributes and serializes it by pickling them: here those become the engine's `clone()` and `to_json()`.
    A fresh state starts *lazy* (sharing the game's initial position until it is first read), because OpenSpiel
    builds a throwaway initial state for every clone."""

    __slots__ = ("_game", "_initial")

    def __init__(self, game: Game | None = None, initial: Game | None = None) -> None:
        self._game = game
        self._initial = initial

    @property
    def game(self) -> Game:
        if self._game is None:
            assert self._initial is not None
            self._game = self._initial.clone()
            self._initial = None
        return self._game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Engine:
        if self._game is None:
            return _Engine(None, self._initial)
        return _Engine(self._game.clone())

    def __getstate__(self) -> str:
        return json.dumps(self.game.to_json(), separators=(",", ":"))

    def __setstate__(self, data: str) -> None:
        self._game = registry.load_game(json.loads(data))
        self._initial = None


def _returns(game: Game, n: int) -> list[float]:
    res = game.result
    if res is None or not res.winners:
        return [0.0] * n
    return [1.0 if i in res.winners else -1.0 for i in range(n)]


class RokuganState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over one rokugan game in progress."""

    def __init__(self, game: RokuganSpielGame) -> None:
        super().__init__(game)
        self._engine = _Engine(None, game.initial)
        self._own = [("", 0)] * game.num_players()  # per seat: digest and count of its own past actions

    @property
    def engine(self) -> Game:
        """The rokugan game (core protocol) this state wraps."""
        return self._engine.game

    # ------------------------------------------------------------------------------------------------ play
    def current_player(self) -> int:
        d = self.engine.pending()
        return int(pyspiel.PlayerId.TERMINAL) if d is None else d.player

    def _legal_actions(self, player: int) -> list[int]:
        d = self.engine.pending()
        if d is None or d.player != player:
            return []
        return list(range(min(len(d.options), MAX_OPTIONS)))

    def _apply_action(self, action: int) -> None:
        d = self.engine.pending()
        assert d is not None, "the game is over"
        if not 0 <= action < min(len(d.options), MAX_OPTIONS):
            raise ValueError(f"action {action} is not offered (the first {len(d.options)} actions are)")
        self.engine.choose(d.options[action].id)
        digest, count = self._own[d.player]
        own = list(self._own)
        own[d.player] = (hashlib.sha1(f"{digest}:{action}".encode()).hexdigest()[:16], count + 1)
        self._own = own

    def _action_to_string(self, player: int, action: int) -> str:
        d = self.engine.pending()
        if d is not None and d.player == player and 0 <= action < len(d.options):
            return f"{action}: {d.options[action].label}"
        return f"option {action}"

    def is_terminal(self) -> bool:
        return self.engine.pending() is None

    def returns(self) -> list[float]:
        return _returns(self.engine, self.num_players())

    def __str__(self) -> str:
        return self.engine.render(None)

    # ------------------------------------------------------------------------------------------------ search
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> RokuganState:
        """A state `player_id` cannot tell from this one: the engine's `determinize`, seeded from the sampler
        (a callable giving uniform numbers in [0, 1), such as `pyspiel.UniformProbabilitySampler`)."""
        rng = random.Random(int(probability_sampler() * 2**53))
        sampled = self.engine.determinize(player_id, rng)
        sampled.pending()
        engine, self._engine = self._engine, _Engine(sampled)
        try:
            out: RokuganState = self.clone()  # keeps OpenSpiel's history and move number
        finally:
            self._engine = engine
        return out


class RokuganObserver:
    """OpenSpiel's Python observer: the tensor is the PettingZoo observation vector; the string is the seat's
    view (with, for information states, the digest of the seat's own past actions)."""

    def __init__(self, size: int, perfect_recall: bool, game_name: str) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.encoder = Encoder(game_name)
        self.dict = {"observation": self.tensor}
        self.perfect_recall = perfect_recall

    def set_from(self, state: RokuganState, player: int) -> None:
        self.tensor[:] = self.encoder.features(state.engine, player, state.move_number())

    def string_from(self, state: RokuganState, player: int) -> str:
        seen = json.dumps(state.engine.view(player), sort_keys=True, separators=(",", ":"))
        if not self.perfect_recall:
            return seen
        digest, count = state._own[player]
        return f"seat {player}; own actions {count} #{digest}\n{seen}"


class RokuganSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One rokugan game as an OpenSpiel game; parameters ``seed`` (int) and ``setup`` (JSON of options)."""

    rokugan_name = "ccg"  # each registered subclass names its game

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        name = self.rokugan_name
        self.seed = int(params.get("seed", 0))
        self.setup = default_setup(name, decode_setup(str(params.get("setup") or "{}")))
        self.initial = registry.new_game(name, self.setup, self.seed)
        self.initial.pending()  # the engines run to their first decision on first read
        n = self.initial.num_players
        self._feature_size = len(features(self.initial, 0))
        zero_sum = registry.info(name).max_players == 2
        caps = Caps()
        info = pyspiel.GameInfo(
            num_distinct_actions=MAX_OPTIONS, max_chance_outcomes=0, num_players=n,
            min_utility=-1.0, max_utility=1.0, utility_sum=0.0 if zero_sum else None,
            max_game_length=int(self.setup.get("max_turns", caps.max_turns)) * caps.max_steps_per_turn)
        super().__init__(_game_type(name), info, params)

    def new_initial_state(self) -> RokuganState:
        return RokuganState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RokuganObserver:
        if not isinstance(iig_obs_type, pyspiel.IIGObservationType):
            iig_obs_type = None  # OpenSpiel calls this with the parameters alone for the default observer
        return RokuganObserver(self._feature_size, bool(iig_obs_type is not None and iig_obs_type.perfect_recall),
                              self.rokugan_name)


_ESCAPES = (("%", "%25"), (",", "%2C"), ("(", "%28"), (")", "%29"), ("=", "%3D"))


def encode_setup(setup: dict[str, Any]) -> str:
    """The ``setup`` game parameter: compact JSON with the characters OpenSpiel's game strings reserve
    (``, ( ) =``, and ``%``) percent-escaped, so ``str(game)`` loads again with `pyspiel.load_game`."""
    text = json.dumps(setup, sort_keys=True, separators=(",", ":"))
    for char, escape in _ESCAPES:
        text = text.replace(char, escape)
    return text


def decode_setup(text: str) -> dict[str, Any]:
    """The setup dict of a ``setup`` game parameter (plain JSON without escapes is read as it is)."""
    setup = json.loads(urllib.parse.unquote(text))
    if not isinstance(setup, dict):
        raise ValueError(f"the setup parameter is not a JSON object: {text!r}")
    return setup


def _game_type(name: str) -> pyspiel.GameType:
    gi = registry.info(name)
    return pyspiel.GameType(
        short_name=PREFIX + name, long_name=f"rokugan: {gi.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.ZERO_SUM if gi.max_players == 2 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=gi.max_players, min_num_players=gi.min_players,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"seed": 0, "setup": "{}"})


def register_all() -> None:
    """Register every game of the rokugan registry with pyspiel (once; importing this module does it)."""
    known = set(pyspiel.registered_names())
    for name in registry.games():
        if PREFIX + name in known:
            continue

        # A class per game as the creator (not a closure): pyspiel keeps its creators until after Python has
        # shut down, and only an object that is never freed by reference counting outlives that safely.
        creator = type(f"RokuganSpielGame_{name}", (RokuganSpielGame,), {"rokugan_name": name})
        pyspiel.register_game(_game_type(name), creator)


def openspiel_game(game: str = "ccg", seed: int = 0, **setup: Any) -> Any:
    """The pyspiel game of a registered rokugan game; setup options as keyword arguments."""
    if game not in registry.games():
        raise ValueError(f"unknown game {game!r}; games: {', '.join(registry.games())}")
    return pyspiel.load_game(PREFIX + game, {"seed": int(seed), "setup": encode_setup(setup)})


register_all()

__all__ = ["PREFIX", "RokuganSpielGame", "RokuganState", "decode_setup", "encode_setup", "openspiel_game",
           "register_all"]
