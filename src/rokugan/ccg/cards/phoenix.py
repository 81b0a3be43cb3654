"""Cards of the Ivory Edition phoenix starter deck."""

from __future__ import annotations
