"""Import shim: the Battle for Rokugan heuristic player now lives in `rokugan.bfr.heuristic` (each game keeps
its own heuristic agent in its own package, ARCHITECTURE "The shape")."""

from rokugan.bfr.heuristic import HeuristicAgent

__all__ = ["HeuristicAgent"]
