"""Golden playthroughs (CONVENTIONS "Tests"): recorded games replay to the same log, byte for byte,
and to the same final state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rokugan.core import GameRecord

from .make_golden import BFR_GOLDENS, GOLDENS, LCG_GOLDENS, fingerprint

HERE = Path(__file__).parent


@pytest.mark.parametrize("name", [g[0] for g in GOLDENS + BFR_GOLDENS + LCG_GOLDENS])
def test_golden_replay_is_byte_identical(name: str) -> None:
    data = json.loads((HERE / f"{name}.json").read_text())
    rec = GameRecord.from_json(data["record"])
    game = rec.replay()
    assert game.pending() is None, "the recorded game should be over"
    log, digest = fingerprint(game)
    expected = (HERE / f"{name}.log.json").read_text()
    assert "\n".join(json.dumps(e) for e in log) + "\n" == expected
    assert digest == data["state_sha256"]
    assert game.result is not None and game.result.to_json() == data["result"]


def test_golden_saved_midway_resumes_identically() -> None:
    data = json.loads((HERE / "crab_lion.json").read_text())
    rec = GameRecord.from_json(data["record"])
    half = len(rec.choices) // 2
    game = rec.replay(half)
    from rokugan.core import registry
    resumed = registry.load_game(json.loads(json.dumps(game.to_json())))
    for cid in rec.choices[half:]:
        resumed.choose(cid)
    assert fingerprint(resumed)[1] == data["state_sha256"]


def test_bfr_golden_saved_midway_resumes_identically() -> None:
    data = json.loads((HERE / "bfr_5p.json").read_text())
    rec = GameRecord.from_json(data["record"])
    half = len(rec.choices) // 2
    game = rec.replay(half)
    from rokugan.core import registry
    resumed = registry.load_game(json.loads(json.dumps(game.to_json())))
    for cid in rec.choices[half:]:
        resumed.choose(cid)
    assert fingerprint(resumed)[1] == data["state_sha256"]
