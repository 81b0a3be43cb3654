"""`rokugan serve` runs uvicorn with the server's garbage-collector thresholds (`app.GC_THRESHOLDS`, issue 13 "Fast"):
Python's default collected every 700 allocations, walking the copies of game states the server makes at each decision
(14 % of the server's CPU in a 50-game load run)."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest

uvicorn = pytest.importorskip("uvicorn")

from rokugan.web import app  # noqa: E402


def test_serve_runs_uvicorn_with_the_servers_gc_thresholds(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: dict[str, Any] = {}

    def run(asgi: Any, **kw: Any) -> None:  # instead of serving: what serve set up
        seen["threshold"], seen["ws"] = gc.get_threshold(), kw.get("ws")

    monkeypatch.setattr(uvicorn, "run", run)
    before = gc.get_threshold()
    try:
        assert app.serve(port=0, db=str(tmp_path / "games.sqlite3")) == 0
    finally:
        gc.set_threshold(*before)  # this test process keeps its own
    assert seen["threshold"] == app.GC_THRESHOLDS
    assert app.GC_THRESHOLDS[0] >= 10_000  # young collections far rarer than Python's default of every 700 allocations
    assert seen["ws"] != "auto"  # and with the server's own WebSocket protocol (`protocol.py`)
