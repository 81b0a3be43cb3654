"""Cards of the Ivory Edition mantis starter deck."""

from __future__ import annotations
