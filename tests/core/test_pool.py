"""The worker pool (`core.pool`): results in job order, and each process playing many games settles what it loaded
(`settle`: the catalogues and the engine out of the cyclic collector's sight) once, after its first job."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from rokugan.core import pool


def _square(x: int) -> int:
    return x * x


@pytest.fixture
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    pool._settled_pid = 0
    yield
    gc.unfreeze()
    pool._settled_pid = 0


def test_one_process_settles_after_its_first_job_and_keeps_the_order(unfrozen: None,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    assert gc.get_freeze_count() == 0
    calls: list[int] = []
    real = pool.settle
    monkeypatch.setattr(pool, "settle", lambda: (calls.append(1), real())[-1])
    out = pool.run_jobs(_square, [3, 1, 2], workers=1)
    assert next(out) == 9
    assert gc.get_freeze_count() > 0  # settled once the first job (the one that loads everything) is done
    assert list(out) == [1, 4]
    assert calls == [1]  # once per process


def test_worker_processes_give_the_same_results_in_job_order(unfrozen: None) -> None:
    assert list(pool.run_jobs(_square, list(range(12)), workers=2)) == [x * x for x in range(12)]
    assert gc.get_freeze_count() == 0  # the workers settled, not this process
