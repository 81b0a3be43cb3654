"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 1). Part of the one
vocabulary: `rokugan.ccg.vocab` re-exports them."""

from __future__ import annotations

__all__: list[str] = []
