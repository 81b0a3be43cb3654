"""The worker pool `rokugan sim` and `rokugan tournament` play on: jobs fixed up front, results in job order, so
every game's result is the same whatever the number of workers, and whatever runs them: processes on this
machine (`multiprocessing`), or a Ray cluster (`--ray ADDRESS`, Ray's own `ray.util.multiprocessing.Pool`; the
optional `ray` extra)."""

from __future__ import annotations

import gc
import os
import socket
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

J = TypeVar("J")
R = TypeVar("R")


class PoolError(Exception):
    """The pool cannot run (Ray missing, a cluster out of reach): one sentence for the user."""


def run_jobs(fn: Callable[[J], R], jobs: list[J], workers: int | None, ray: str | None = None) -> Iterator[R]:
    """Results in job order: on one core in this process, on `workers` processes (default: every core), or, with
    `ray` (a cluster's address, ``auto`` for the one this machine belongs to, ``local`` for a Ray started here),
    on that Ray cluster (`workers` Ray workers, at most one per CPU of the cluster; default: one per CPU). A Ray
    cluster is reached at once, so a wrong address is a `PoolError` before the first job."""
    if ray is not None:
        return _on_ray(fn, jobs, workers, ray)
    return _on_this_machine(fn, jobs, workers)


def settle() -> None:
    """Put everything this process holds now (the card catalogues, the card declarations, the engine's tables) out of
    the cyclic garbage collector's sight (`gc.freeze`), after collecting what is garbage already: its full collections
    then walk only what the games allocate (an LCG game: about 7% fewer instructions). For processes that play many
    games; what is frozen is never collected."""
    gc.collect()
    gc.freeze()


class _Settling:
    """`fn`, with `settle()` once in each process after its first job (which loads the catalogues and the engine)."""

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn

    def __call__(self, job: Any) -> Any:
        global _settled_pid
        result = self.fn(job)
        if _settled_pid != os.getpid():
            _settled_pid = os.getpid()
            settle()
        return result


_settled_pid = 0


def _on_this_machine(fn: Callable[[J], R], jobs: list[J], workers: int | None) -> Iterator[R]:
    n = workers if workers is not None else (os.cpu_count() or 1)
    if n <= 1 or len(jobs) <= 1:
        yield from map(_Settling(fn), jobs)
        return
    import multiprocessing
    ctx: Any = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(n) as pool:
        results: Iterable[R] = pool.imap(_Settling(fn), jobs, chunksize=max(1, len(jobs) // (8 * n)))
        yield from results


_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"  # + SETTINGS


def _reachable(address: str) -> None:
    """A HOST:PORT address (``ray://`` client addresses too) must accept a connection within a few seconds and
    answer as a gRPC server does (Ray's cluster and client servers speak gRPC: HTTP/2, whose server opens with a
    SETTINGS frame); Ray itself would keep trying for minutes."""
    if address in ("auto", "local"):
        return
    hostport = address.split("://", 1)[-1]
    host, sep, port = hostport.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise PoolError(f"the Ray address {address!r} is not HOST:PORT (or ray://HOST:PORT, auto, local)")
    try:
        conn = socket.create_connection((host.strip("[]"), int(port)), timeout=5)
    except OSError as e:
        raise PoolError(f"no Ray cluster answers at {address} ({e.strerror or e})") from None
    head = b""
    with conn:
        try:
            conn.sendall(_HTTP2_PREFACE)
            while len(head) < 9 and (chunk := conn.recv(9 - len(head))):
                head += chunk
        except OSError:
            pass
    if len(head) < 9 or head[3] != 4:  # an HTTP/2 frame header: 3 bytes of length, then the type (4: SETTINGS)
        raise PoolError(f"something answers at {address}, but not a Ray cluster (it does not speak gRPC)")


def _on_ray(fn: Callable[[J], R], jobs: list[J], workers: int | None, address: str) -> Iterator[R]:
    try:
        import ray
        from ray.util.multiprocessing import Pool
    except ImportError:
        raise PoolError("--ray needs Ray, which is not installed: pip install -e '.[ray]'") from None
    _reachable(address)
    import logging

    import rokugan
    try:
        ray.init(address=address, ignore_reinit_error=True, log_to_driver=False, include_dashboard=False,
                 logging_level=logging.ERROR, configure_logging=True,
                 runtime_env={"py_modules": [os.path.dirname(rokugan.__file__)]})  # this rokugan on every node
    except ConnectionError as e:
        if address == "auto":
            raise PoolError("no Ray cluster runs on this machine for --ray auto (start one with `ray start --head`, "
                            "give a cluster's address, or say --ray local)") from None
        raise PoolError(f"cannot start on the Ray cluster at {address}: {str(e).splitlines()[0]}") from None
    except (ValueError, RuntimeError, TimeoutError) as e:
        first = (str(e).splitlines() or [type(e).__name__])[0]
        raise PoolError(f"cannot start on the Ray cluster at {address}: {first}") from None
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    n = min(workers, cpus) if workers else cpus  # Ray's pool takes no more workers than the cluster has CPUs
    return _ray_results(Pool(processes=n), fn, jobs, n)


def _ray_results(pool: Any, fn: Callable[[J], R], jobs: list[J], n: int) -> Iterator[R]:
    import ray
    try:
        yield from pool.imap(fn, jobs, chunksize=max(1, len(jobs) // (8 * n)))
    finally:
        pool.terminate()
        ray.shutdown()
