"""Cards of the Ivory Edition lion starter deck."""

from __future__ import annotations
