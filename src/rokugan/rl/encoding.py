"""What the AI-research adapters share: the fixed action-id space, the default setups, and the numeric
observation of a seat. PettingZoo (`pettingzoo_env`) and OpenSpiel (`openspiel_game`) speak through these, so
an agent trained through one adapter reads the same numbers and answers with the same action ids in the other.

Action k means the k-th option of the pending decision (decisions list their options in a stable order). The
observation is built from what that seat may see (never a hidden card): the game's own `features(seat)` when it
has one, and the pending decision's kind, whether the seat is the chooser, and its option count.
"""

from __future__ import annotations

from typing import Any

MAX_OPTIONS = 512  # more options than this are cut (the mask never offers them)
KINDS = ("action", "pay", "attack", "assign", "battle", "target", "select", "yes_no", "choice", "look", "search",
         "discard", "duel", "name", "order", "cycle", "place", "turn", "pick", "province")


def default_setup(game: str, kw: dict[str, Any]) -> dict[str, Any]:
    """The setup dict a game's factory takes, from keyword options (logging off unless asked for, the CCG's two
    built-in decks, Battle for Rokugan's `players`)."""
    kw = dict(kw)
    if game == "ccg":
        return {"decks": ["builtin:crab", "builtin:lion"], "logging": False} | kw
    if game == "bfr":
        n = int(kw.pop("players", 2))
        clans = kw.pop("clans", ["crab", "crane", "dragon", "lion", "phoenix"][:n])
        return {"clans": clans, "logging": False} | kw
    return {"logging": False} | kw


def features(game: Any, seat: int) -> list[float]:
    """The observation vector of `seat`: the same length for every state of one game instance."""
    own = game.features(seat) if hasattr(game, "features") else []
    d = game.pending()
    kind = [0.0] * (len(KINDS) + 1)
    mine = 0.0
    n = 0.0
    if d is not None:
        kind[KINDS.index(d.kind) if d.kind in KINDS else len(KINDS)] = 1.0
        mine = 1.0 if d.player == seat else 0.0
        n = min(len(d.options), MAX_OPTIONS) / 64
    return [*own, *kind, mine, n]
