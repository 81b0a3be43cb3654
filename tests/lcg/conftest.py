"""LCG tests: every one runs with the constants cache's change counter checked against its whole key."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _check_the_change_counter() -> Iterator[None]:
    """Every LCG test runs with the constant abilities' cache checking its change counter against the whole key at
    every look (`ability.CHECK_VERSION`): a card word that changes what the cache is worked out from without bumping
    `State.ver` fails its own scenario test."""
    from rokugan.lcg import ability as A
    A.CHECK_VERSION = True
    try:
        yield
    finally:
        A.CHECK_VERSION = False
