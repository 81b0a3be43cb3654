"""Shared helpers for the catalog tests: where ../shared/data/ccg is, and skipping without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rokugan.catalog.ccg_catalog import Catalog

SHARED_CCG = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "ccg"
STARTERS = SHARED_CCG / "decks" / "ivory-starters"


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return Catalog.builtin()


@pytest.fixture(scope="session")
def shared_ccg() -> Path:
    if not (SHARED_CCG / "oracle").is_dir() or not (SHARED_CCG / "sets").is_dir():
        pytest.skip(f"the community CCG databases are not at {SHARED_CCG} (../shared/data is absent)")
    return SHARED_CCG
