"""PettingZoo AEC environments for rokugan's games (`pettingzoo_env("ccg")`, `pettingzoo_env("bfr")`).

Actions are a fixed space per game: `Discrete(MAX_OPTIONS)`, action k meaning the k-th option of the pending
decision (decisions list their options in a stable order), with `action_mask` marking the ones offered. The
observation is a numeric vector built from what that seat may see (never a hidden card): the game's own
`features(seat)` when it has one, and the decision's kind and option count. Rewards: +1 to the winners, -1 to
the others, 0 to all on a draw, given when the game ends. Setup options are keyword arguments
(`pettingzoo_env("ccg", decks=["builtin:crab", "builtin:lion"])`, `pettingzoo_env("bfr", players=3)`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from rokugan.core import registry

from .encoding import KINDS, MAX_OPTIONS, Encoder, default_setup

__all__ = ["KINDS", "MAX_OPTIONS", "RokuganAEC", "pettingzoo_env"]

class RokuganAEC(AECEnv):  # type: ignore[misc]
    metadata = {"render_modes": ["ansi"], "name": "rokugan_v0", "is_parallelizable": False}

    def __init__(self, game: str = "ccg", render_mode: str | None = None, **setup: Any) -> None:
        super().__init__()
        if game not in registry.games():
            raise ValueError(f"unknown game {game!r}; games: {', '.join(registry.games())}")
        self.game_name = game
        self.setup = default_setup(game, dict(setup))
        self.render_mode = render_mode
        probe = registry.new_game(game, self.setup, 0)
        self._encoder = Encoder(game)
        self._steps = 0  # moves made on self.game: part of what the encoder knows a state by
        self._masks: list[Any] = [None] * (MAX_OPTIONS + 1)  # the action mask offering the first k actions
        self.possible_agents = [f"player_{i}" for i in range(probe.num_players)]
        self._feat = len(self._encoder.features(probe, 0))
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self._feat,), np.float32),
            "action_mask": spaces.Box(0, 1, (MAX_OPTIONS,), np.int8),
        })
        self._act_space = spaces.Discrete(MAX_OPTIONS)
        self.game = probe
        self._seed = 0

    # ------------------------------------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space:  # type: ignore[override]
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space:  # type: ignore[override]
        return self._act_space

    # ------------------------------------------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        else:
            self._seed += 1
        self.game = registry.new_game(self.game_name, self.setup, self._seed)
        self._encoder.invalidate()
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        d = self.game.pending()
        if d is None:
            self._finish()
            return
        self.agent_selection = self.possible_agents[d.player]

    def _finish(self) -> None:
        res = self.game.result
        for i, a in enumerate(self.possible_agents):
            if a not in self.agents:
                continue
            if res is None or not res.winners:
                self.rewards[a] = 0.0
            else:
                self.rewards[a] = 1.0 if i in res.winners else -1.0
            self.terminations[a] = True
            self.infos[a] = {"result": res.to_json() if res is not None else None}
        self._accumulate_rewards()
        if self.agents:
            self.agent_selection = self.agents[0]

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        d = self.game.pending()
        assert d is not None
        if not 0 <= int(action) < min(len(d.options), MAX_OPTIONS):
            raise ValueError(f"action {action} is not offered (mask: the first {len(d.options)} actions)")
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.game.choose(d.options[int(action)].id)
        self._steps += 1
        if self.game.pending() is None:
            self._finish()
        else:
            self._select()
        if self.render_mode == "ansi":
            self.render()

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.possible_agents.index(agent)
        game = self.game
        d = game.pending()
        k = min(len(d.options), MAX_OPTIONS) if d is not None and d.player == seat else 0
        mask = self._masks[k]  # (a copy of the kept mask offering the first k actions: the caller may write on it)
        if mask is None:
            mask = self._masks[k] = np.zeros(MAX_OPTIONS, np.int8)
            mask[:k] = 1
        return {"observation": self._encoder.array(game, seat, self._steps), "action_mask": mask.copy()}

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        d = self.game.pending()
        seat = d.player if d is not None else None
        text: str = self.game.render(seat)
        return text

    def close(self) -> None:
        pass


def pettingzoo_env(game: str = "ccg", **setup: Any) -> RokuganAEC:
    """The AEC environment of a registered game (setup options as keyword arguments)."""
    return RokuganAEC(game, **setup)
