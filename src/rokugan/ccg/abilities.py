"""Card abilities encoded in the project's vocabulary (the next issue). Ids of implemented cards."""

from __future__ import annotations

IMPLEMENTED: frozenset[str] = frozenset()
