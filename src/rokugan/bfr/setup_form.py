"""The registry's setup hooks for Battle for Rokugan: what a person picks, and the setup it makes."""

from __future__ import annotations

from typing import Any

from . import data as D
from .rules import CHOICES, RulesOptions


def setup_form() -> dict[str, Any]:
    defaults = RulesOptions().to_json()
    return {
        "seat_fields": [{"key": "clan", "label": "Clan", "kind": "choice", "default": "random",
                         "choices": [{"id": "random", "label": "Random"}]
                         + [{"id": c, "label": c.capitalize()} for c in D.CLANS]}],
        "options": [{"key": k, "label": k.replace("_", " "), "kind": "choice", "default": defaults[k],
                     "choices": [{"id": v, "label": str(v)} for v in vals]} for k, vals in CHOICES.items()],
    }


def build_setup(form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """{"players": n, "seats": [{"name", "clan"}...], "options": {rules option: value}, "seed"?} -> setup.
    Seats whose clan is "random" (or missing) get a clan nobody else took, drawn from `seed`."""
    seats = list(form.get("seats") or [])
    n = int(form.get("players") or len(seats) or 4)
    if not 2 <= n <= 5:
        raise ValueError("Battle for Rokugan takes 2 to 5 players")
    seats = (seats + [{} for _ in range(n)])[:n]
    wanted = [str(seat.get("clan") or "random").lower() for seat in seats]
    for c in wanted:
        if c != "random" and c not in D.CLANS:
            raise ValueError(f"unknown clan {c!r}; clans are {', '.join(D.CLANS)}")
    taken = [c for c in wanted if c != "random"]
    if len(set(taken)) != len(taken):
        raise ValueError("each player must lead a different clan")
    from rokugan.core.rng import Rng

    free = [c for c in D.CLANS if c not in taken]
    Rng(int(form.get("seed", 0)) ^ 0xC1A5).shuffle(free)
    clans = [c if c != "random" else free.pop() for c in wanted]
    names = [str(seat.get("name") or clans[i].capitalize())[:40] for i, seat in enumerate(seats)]
    options = {k: v for k, v in dict(form.get("options") or {}).items() if v not in (None, "")}
    for k, v in list(options.items()):  # form values arrive as strings; map them onto the option's values
        if k in CHOICES:
            for c in CHOICES[k]:
                if str(c).lower() == str(v).lower():
                    options[k] = c
    RulesOptions.from_json(options)  # raises ValueError on unknown options or values
    return {"clans": clans, "names": names, "rules": options}, []
