"""Cards of the Ivory Edition spider starter deck."""

from __future__ import annotations
