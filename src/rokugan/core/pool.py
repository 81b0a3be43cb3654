"""The worker pool `rokugan sim` and `rokugan tournament` play on: jobs fixed up front, results in job order, so
every game's result is the same whatever the number of workers."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

J = TypeVar("J")
R = TypeVar("R")


def run_jobs(fn: Callable[[J], R], jobs: list[J], workers: int | None) -> Iterator[R]:
    """Results in job order: on one core in this process, or on `workers` processes (default: every core)."""
    n = workers if workers is not None else (os.cpu_count() or 1)
    if n <= 1 or len(jobs) <= 1:
        yield from map(fn, jobs)
        return
    import multiprocessing
    ctx: Any = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(n) as pool:
        results: Iterable[R] = pool.imap(fn, jobs, chunksize=max(1, len(jobs) // (8 * n)))
        yield from results
