"""A small seeded generator kept inside the game state (ARCHITECTURE "Deterministic").

64-bit SplitMix, pure Python: its whole state is one int, so cloning and saving a game copies one number,
and the same seed gives the same sequence on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_LIMITS: dict[int, int] = {}  # n -> the rejection bound of below(n), for the small n drawn again and again


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs n > 0")
            limit = (1 << 64) - ((1 << 64) % n)
            if n < 4096:
                _LIMITS[n] = limit
        while True:  # next64, written out (searches draw millions of these)
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def below_many(self, n: int, k: int) -> list[int]:
        """`[self.below(n) for _ in range(k)]`, the same numbers in one call (a heuristic draws one per option)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs n > 0")
            limit = (1 << 64) - ((1 << 64) % n)
        out: list[int] = []
        state = self.state
        while len(out) < k:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                out.append(x % n)
        self.state = state
        return out

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates from the end: for each i, j = `below(i + 1)` (its draws written out, the same ones)."""
        state = self.state
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS.get(n)
            if limit is None:
                limit = (1 << 64) - ((1 << 64) % n)
                if n < 4096:
                    _LIMITS[n] = limit
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def clone(self) -> Rng:
        return Rng(self.state)  # (the state is already masked; compiled, `Rng.__new__(Rng)` would run __init__)
