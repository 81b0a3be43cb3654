"""Cards of the Ivory Edition scorpion starter deck."""

from __future__ import annotations
