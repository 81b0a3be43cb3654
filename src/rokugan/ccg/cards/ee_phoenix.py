"""Cards of the Emperor Edition base-set Phoenix deck (src/rokugan/ccg/decks/emperor/phoenix.l5d) that no
Ivory starter brings.
Each card is declared in the shared vocabulary, with a scenario test in tests/ccg/cards/test_ee_phoenix.py."""

from __future__ import annotations

from . import card  # noqa: F401
