"""The LCG's setup hooks for interfaces (`core.registry` ``setup_form`` / ``build_setup``): a deck per seat (a
built-in Core Set clan deck, or a pasted plain-text deck list); legality problems are shown and the game can
still be played casually; a deck list that cannot be read raises ``ValueError`` naming the seat."""

from __future__ import annotations

from typing import Any

from .cards import CLANS

MAX_DECK_TEXT = 64_000
MAX_NAME = 40


def setup_form() -> dict[str, Any]:
    decks = [{"id": f"builtin:{c}", "label": f"{c.capitalize()} (Core Set, built-in)"} for c in CLANS]
    return {"seat_fields": [{"key": "deck", "label": "Deck", "kind": "deck", "choices": decks,
                             "default": decks[0]["id"]}],
            "options": []}


def build_setup(form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    from .decks import builtin_deck, legality, parse_text
    seats = form.get("seats")
    if seats is None:  # no seats given (a simulation): two different built-in clans drawn from the seed
        from rokugan.core.rng import Rng
        clans = list(CLANS)
        Rng(int(form.get("seed") or 0) ^ 0x1C6).shuffle(clans)
        seats = [{"deck": f"builtin:{clans[0]}"}, {"deck": f"builtin:{clans[1]}"}]
    if int(form.get("players") or 2) != 2 or not isinstance(seats, list) or len(seats) != 2:
        raise ValueError("the LCG is played by exactly 2 players")
    specs: list[Any] = []
    names: list[str] = []
    problems: list[str] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise ValueError(f"seat {i + 1} must be an object")
        default = str(seat.get("deck", "")).split(":")[-1].capitalize() or f"Player {i + 1}"
        name = str(seat.get("name") or default).strip()[:MAX_NAME] or f"Player {i + 1}"
        names.append(name)
        deck = seat.get("deck", f"builtin:{CLANS[i]}")
        if not isinstance(deck, str) or not deck.strip():
            raise ValueError(f"{name}: choose a deck or paste a deck list")
        if deck.startswith("builtin:"):
            clan = deck.split(":", 1)[1].lower()
            if clan not in CLANS:
                raise ValueError(f"{name}: no built-in deck {deck!r}; clans: {', '.join(CLANS)}")
            d = builtin_deck(clan)
        else:
            if len(deck) > MAX_DECK_TEXT:
                raise ValueError(f"{name}: the deck list is too long")
            try:
                d = parse_text(deck)
            except ValueError as e:
                raise ValueError(f"{name}: {e}") from None
        problems += [f"{name}: {p}" for p in legality(d)]
        specs.append(d.to_json())
    if names[0] == names[1]:
        names = [f"{names[0]} 1", f"{names[1]} 2"]
    return {"decks": specs, "names": names, "casual": True}, problems
