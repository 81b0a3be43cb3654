"""Cards of the Ivory Edition unicorn starter deck."""

from __future__ import annotations
