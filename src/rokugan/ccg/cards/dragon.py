"""Cards of the Ivory Edition dragon starter deck."""

from __future__ import annotations
