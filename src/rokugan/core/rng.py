"""A small seeded generator kept inside the game state (ARCHITECTURE "Deterministic").

64-bit SplitMix, pure Python: its whole state is one 64-bit number (`state`), so cloning and saving a game copies it,
and the same seed gives the same sequence on every platform and Python version.

Compiled by mypyc, draws below 2**30 (every option, die and shuffle of a game) are worked out on 32-bit halves whose
products stay under 2**50, typed `i64`, which are machine integers there: a 64-bit Python int is a heap object, and
the dozen operations of one draw on them cost about 6,000 instructions compiled. From the sources the whole 64-bit
ints are faster. Both give the numbers of the plain 64-bit arithmetic, rejections included
(tests/core/test_core.py).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from types import FunctionType
from typing import Final, TypeVar

from mypy_extensions import i64

T = TypeVar("T")
_MASK = (1 << 64) - 1
_LIMITS: dict[int, int] = {}  # n -> the rejection bound of below(n) on the whole 64-bit ints (n < 4096 kept)
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SMALL: Final = 1 << 30  # below this, draws use the 32-bit halves (n * n and the products stay under 2**62)
_M32: Final[i64] = 0xFFFFFFFF
_GOLDEN_HI: Final[i64] = 0x9E3779B9
_GOLDEN_LO: Final[i64] = 0x7F4A7C15
_MIX1_HI: Final[i64] = 0xBF58476D
_MIX1_LO: Final[i64] = 0x1CE4E5B9
_MIX2_HI: Final[i64] = 0x94D049BB
_MIX2_LO: Final[i64] = 0x133111EB


def _probe() -> None:
    """(A module-level function: compiled by mypyc it is no longer a Python function.)"""


_HALVES: Final = not isinstance(_probe, FunctionType)  # compiled: draw on the halves (from the sources they are slower)


class Rng:
    """The generator; `state` is its one 64-bit number, kept as two 32-bit halves (`hi`, `lo`)."""

    __slots__ = ("hi", "lo")

    def __init__(self, seed: int = 0) -> None:
        s = seed & _MASK
        self.hi: i64 = s >> 32
        self.lo: i64 = s & 0xFFFFFFFF

    @property
    def state(self) -> int:
        hi: int = self.hi  # (as Python ints: shifted, it may not fit an i64)
        lo: int = self.lo
        return (hi << 32) | lo

    @state.setter
    def state(self, value: int) -> None:
        s = value & _MASK
        self.hi = s >> 32
        self.lo = s & 0xFFFFFFFF

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        if _HALVES and n < _SMALL:
            return self._below_small(n)
        limit = _LIMITS.get(n)  # (on the whole 64-bit numbers: Python ints)
        if limit is None:
            limit = (1 << 64) - ((1 << 64) % n)
            if n < 4096:
                _LIMITS[n] = limit
        hi: int = self.hi  # (as Python ints: shifted, it may not fit an i64)
        lo: int = self.lo
        state = (hi << 32) | lo
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.hi = state >> 32
                self.lo = state & 0xFFFFFFFF
                return x % n

    def _below_small(self, n: int) -> int:
        """`below(n)` for 0 < n < 2**30, on the 32-bit halves."""
        hi = self.hi
        lo = self.lo
        m: i64 = n
        t32: i64 = 4294967296 % m  # 2**32 mod n
        r: i64 = (t32 * t32) % m  # 2**64 mod n: a draw x is rejected if x >= 2**64 - r
        while True:
            # state += golden (mod 2**64)
            lo += _GOLDEN_LO
            hi = (hi + _GOLDEN_HI + (lo >> 32)) & _M32
            lo &= _M32
            # z ^= z >> 30; z *= MIX1
            zh: i64 = hi ^ (hi >> 30)
            zl: i64 = lo ^ (((hi << 2) & _M32) | (lo >> 30))
            l0: i64 = zl & 0xFFFF
            l1: i64 = zl >> 16
            b: i64 = l1 * _MIX1_LO
            t: i64 = l0 * _MIX1_LO + ((b & 0xFFFF) << 16)
            zh = ((t >> 32) + (b >> 16) + (zh & 0xFFFF) * _MIX1_LO + ((((zh >> 16) * _MIX1_LO) & 0xFFFF) << 16)
                  + l0 * _MIX1_HI + (((l1 * _MIX1_HI) & 0xFFFF) << 16)) & _M32
            zl = t & _M32
            # z ^= z >> 27; z *= MIX2
            zl ^= ((zh << 5) & _M32) | (zl >> 27)
            zh ^= zh >> 27
            l0 = zl & 0xFFFF
            l1 = zl >> 16
            b = l1 * _MIX2_LO
            t = l0 * _MIX2_LO + ((b & 0xFFFF) << 16)
            zh = ((t >> 32) + (b >> 16) + (zh & 0xFFFF) * _MIX2_LO + ((((zh >> 16) * _MIX2_LO) & 0xFFFF) << 16)
                  + l0 * _MIX2_HI + (((l1 * _MIX2_HI) & 0xFFFF) << 16)) & _M32
            zl = t & _M32
            # z ^= z >> 31
            zl ^= ((zh << 1) & _M32) | (zl >> 31)
            zh ^= zh >> 31
            if r == 0 or zh != _M32 or zl < 4294967296 - r:
                self.hi = hi
                self.lo = lo
                return int(((zh % m) * t32 + zl) % m)

    def below_many(self, n: int, k: int) -> list[int]:
        """`[self.below(n) for _ in range(k)]`, the same numbers in one call (a heuristic draws one per option)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        out: list[int] = []
        if _HALVES and n < _SMALL:
            for _ in range(k):
                out.append(self._below_small(n))
            return out
        limit = (1 << 64) - ((1 << 64) % n)
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
        """Fisher-Yates from the end: for each i, j = `below(i + 1)` (the same draws)."""
        if _HALVES and len(seq) <= _SMALL:
            for i in range(len(seq) - 1, 0, -1):
                j = self._below_small(i + 1)
                seq[i], seq[j] = seq[j], seq[i]
            return
        state = self.state  # (from the sources: the draws of `below` written out)
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
        r = Rng()
        r.hi = self.hi
        r.lo = self.lo
        return r
