"""Fixtures of the classic CCG's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rokugan.ability.words import Ability
from rokugan.ccg.interp import DEFS
from rokugan.ccg.triggered import index_triggers


@pytest.fixture
def declare() -> Iterator[object]:
    added: list[str] = []

    def _declare(facts: object, *parts: object) -> None:
        from rokugan.ability.words import CardDef
        abilities = tuple(p for p in parts if isinstance(p, Ability))
        traits = tuple(p for p in parts if not isinstance(p, Ability))
        DEFS[facts.id] = CardDef(facts.title, abilities, traits)  # type: ignore[attr-defined,arg-type]
        added.append(facts.id)  # type: ignore[attr-defined]
        index_triggers()

    yield _declare
    for k in added:
        DEFS.pop(k, None)
    index_triggers()
