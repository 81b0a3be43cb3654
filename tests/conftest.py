"""Suite-wide selection rules.

- ``slow`` soaks run only when the ``-m`` expression names them (``pytest -m slow``): a ``-m`` given for
  another reason (``-m "not e2e"``) replaces the default ``-m 'not slow'`` and would otherwise start them.
- The browser tests (``tests/web/test_e2e.py``) carry the ``e2e`` marker, so ``-m "not e2e"`` skips them.
"""
from __future__ import annotations

import pytest

from .pg import pg_server, pg_url, store_target  # noqa: F401  (a PostgreSQL server of the tests' own)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: browser tests driving Chromium with Playwright")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name == "test_e2e.py":
            item.add_marker(pytest.mark.e2e)
    if "slow" in (config.option.markexpr or ""):
        return
    kept, dropped = [], []
    for item in items:
        (dropped if item.get_closest_marker("slow") else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
