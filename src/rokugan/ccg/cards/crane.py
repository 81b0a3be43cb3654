"""Cards of the Ivory Edition crane starter deck."""

from __future__ import annotations
