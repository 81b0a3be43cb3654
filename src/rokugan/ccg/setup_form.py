"""The classic CCG's setup hooks for interfaces (`core.registry` ``setup_form`` / ``build_setup``).

What a person picks for a new game: a deck per seat (a built-in clan deck, or a pasted ``.l5d`` / plain
``N Title`` list), the rules (Ivory or Emperor), the format the decks are checked against, and a turn cap.
Legality problems are reported and the game can still be played (as `rokugan play --deck` does); a deck
list that cannot be read raises ``ValueError`` naming the seat and the line.
"""

from __future__ import annotations

from typing import Any

from rokugan.catalog.legality import FORMAT_NAMES

from .builtin_decks import CLANS

MAX_DECK_TEXT = 64_000  # characters in a pasted deck list (a real one is ~3,000)
MAX_NAME = 40
RULESETS = {"ivory": "Ivory Edition rules", "emperor": "Emperor Edition rules"}


def setup_form() -> dict[str, Any]:
    decks = [{"id": f"builtin:{c.lower()}", "label": f"{c} (built-in)"} for c in CLANS]
    return {
        "seat_fields": [
            {"key": "deck", "label": "Deck", "kind": "deck", "choices": decks, "default": decks[0]["id"]},
        ],
        "options": [
            {"key": "ruleset", "label": "Rules", "kind": "choice",
             "help": "The edition whose rules are played (Emperor: starting Holdings in play and its own "
                     "starting hand).",
             "choices": [{"id": k, "label": v} for k, v in RULESETS.items()], "default": "ivory"},
            {"key": "format", "label": "Check decks against", "kind": "choice",
             "help": "The format whose deck rules are checked; a deck that breaks them is reported and can "
                     "still be played.",
             "choices": [{"id": k, "label": v} for k, v in FORMAT_NAMES.items()], "default": "ivory"},
            {"key": "max_turns", "label": "Turn cap", "kind": "int",
             "help": "The game ends in a draw after this many turns (each player's turn counts as one).",
             "default": 200, "min": 1, "max": 1000},
        ],
    }


def build_setup(form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import DeckListError, parse_decklist
    from rokugan.catalog.legality import check_deck

    seats = form.get("seats")
    if not isinstance(seats, list) or len(seats) != 2:
        raise ValueError("the classic CCG is played by exactly 2 players")
    opts = form.get("options") or {}
    if not isinstance(opts, dict):
        raise ValueError("options must be an object")
    ruleset = str(opts.get("ruleset", "ivory"))
    if ruleset not in RULESETS:
        raise ValueError(f"unknown rules {ruleset!r}; choose from {', '.join(RULESETS)}")
    fmt = str(opts.get("format", ruleset))
    if fmt not in FORMAT_NAMES:
        raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMAT_NAMES)}")
    try:
        max_turns = int(opts.get("max_turns", 200))
    except (TypeError, ValueError):
        raise ValueError("the turn cap must be a whole number") from None
    if not 1 <= max_turns <= 1000:
        raise ValueError("the turn cap must be between 1 and 1000")

    cat = Catalog.builtin()
    clans = {c.lower() for c in CLANS}
    specs: list[Any] = []
    names: list[str] = []
    problems: list[str] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise ValueError(f"seat {i + 1} must be an object")
        name = str(seat.get("name") or f"Player {i + 1}").strip()[:MAX_NAME] or f"Player {i + 1}"
        names.append(name)
        deck = seat.get("deck", f"builtin:{CLANS[i].lower()}")
        if not isinstance(deck, str) or not deck.strip():
            raise ValueError(f"{name}: choose a deck or paste a deck list")
        if deck.startswith("builtin:"):
            if deck.rsplit(":", 1)[1].lower() not in clans:
                raise ValueError(f"{name}: no built-in deck {deck!r}; clans: {', '.join(CLANS)}")
            specs.append(deck.lower())
            continue
        if len(deck) > MAX_DECK_TEXT:
            raise ValueError(f"{name}'s deck list is too long ({len(deck):,} characters; at most {MAX_DECK_TEXT:,})")
        try:
            dl = parse_decklist(deck, cat, f"{name}'s deck")
        except DeckListError as e:
            raise ValueError(f"{name}'s deck list, {e}") from None
        if dl.stronghold is None:
            raise ValueError(f"{name}'s deck list has no Stronghold, so it cannot be played")
        if not dl.dynasty or not dl.fate:
            raise ValueError(f"{name}'s deck list needs both a Dynasty and a Fate deck")
        problems += [f"{name}'s deck: note: {w}" for w in dl.warnings]
        problems += [f"{name}'s deck is not legal in {FORMAT_NAMES[fmt]}: {p}" for p in check_deck(dl, fmt, cat)]
        specs.append(dl.to_json())
    setup = {"decks": specs, "names": names, "ruleset": ruleset, "max_turns": max_turns, "logging": True}
    return setup, problems
