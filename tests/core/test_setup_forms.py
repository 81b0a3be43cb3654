"""Issue 14: every rules option a game offers in the lobby (its ``setup_form``) has a one-line explanation and
readable values, and the options' values are the ones its ``build_setup`` accepts."""

from __future__ import annotations

import re

import pytest

from rokugan.core import registry

GAMES = registry.games()


def _form(name: str) -> dict:
    try:
        return registry.setup_form(name)
    except ImportError as e:  # a game whose module is not installed here
        pytest.skip(f"{name}: {e}")


@pytest.mark.parametrize("name", GAMES)
def test_every_option_has_a_one_line_explanation_and_readable_values(name: str) -> None:
    form = _form(name)
    for f in form["options"]:
        assert f["label"] and "_" not in f["label"], f  # "Turn cap", not "max_turns"
        help_ = f.get("help")
        assert isinstance(help_, str) and help_.strip(), f"{name}: option {f['key']} has no explanation"
        assert "\n" not in help_ and len(help_) <= 200, f"{name}: {f['key']}'s explanation is not one short line"
        for c in f.get("choices", []):
            label = c["label"]
            # not a Python or JSON spelling of the value: no snake_case, no bare True/False, no lone letter
            assert "_" not in label and label not in ("True", "False", "true", "false"), (name, f["key"], label)
            assert not re.fullmatch(r"[A-Za-z0-9]", label), (name, f["key"], label)
        if f["kind"] == "choice":
            assert f["default"] in [c["id"] for c in f["choices"]]


@pytest.mark.parametrize("name", GAMES)
def test_every_offered_value_builds_a_setup(name: str) -> None:
    form = _form(name)
    info = registry.info(name)
    for f in form["options"]:
        values = [c["id"] for c in f["choices"]] if f["kind"] == "choice" else [f["default"]]
        for value in values:
            seats = [{"name": f"P{i + 1}"} for i in range(info.min_players)]
            registry.build_setup(name, {"players": info.min_players, "seats": seats, "options": {f["key"]: value},
                                        "seed": 1})
