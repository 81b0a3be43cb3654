"""Deck legality for the classic CCG (Ivory Extended 40/40, Twenty Festivals 40/40, Emperor 40/40).

Sources: Comprehensive Rules v1.8, "Deck construction rules", "Stronghold", "Sensei", "Experienced",
"Unique", "Soul of" (CR); Twenty Festivals Advanced Rulebook, "Deck Building" and "Sensei" (TF);
Emperor Edition rulebook, "Deck Construction" and "Starting Holdings" (EE).

``check_deck`` returns every problem it finds as a sentence; an empty list means the deck is legal.
Card texts that change deck construction ("some cards may alter deck minimum sizes") are not read from the
catalog, which holds facts only: a game's card declarations register them (``ALLOWANCES``: Eternal Victory
Dojo's "four copies each of one or two non-Unique Strategies with Battle abilities").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from rokugan.catalog.cards import EMPEROR, HOLDING, IVORY, SENSEI, STRONGHOLD, TWENTY_FESTIVALS, CardFacts
from rokugan.catalog.ccg_catalog import Catalog, UnknownCard
from rokugan.catalog.decklist import DeckList

__all__ = ["ALLOWANCES", "DECK_MINIMUM", "FORMAT_NAMES", "CopyAllowance", "check_deck", "construction_title",
           "is_legal"]

FORMAT_NAMES = {
    IVORY: "Ivory Extended 40/40",
    TWENTY_FESTIVALS: "Twenty Festivals 40/40",
    EMPEROR: "Emperor 40/40",
}
DECK_MINIMUM = 40  # CR "Deck construction rules": Dynasty and Fate decks each at least 40 cards
MAX_COPIES = 3  # CR: no more than three copies of a non-Unique card, by title
STARTING_HOLDINGS = ("Border Keep", "Bamboo Harvesters")  # EE "Starting Holdings"
ALL_CLANS = "All Clans"


@dataclass(frozen=True)
class CopyAllowance:
    """A starting card's deck-building text: up to `copies` copies each of at most `titles` titles that `accepts`
    (the card's text wins over the three-copy rule: CR "The Cardinal Rules")."""

    copies: int
    titles: int
    accepts: Callable[[CardFacts], bool]
    words: str  # the allowance in a sentence, for messages


# Stronghold or Sensei id -> its deck-building allowance; filled by the game's card declarations
# (`rokugan.ccg.cards`), which `deck` and the lobby load before checking.
ALLOWANCES: dict[str, CopyAllowance] = {}


def _declarations() -> None:
    """Load the classic CCG's card declarations once, so that their deck-building texts are registered."""
    import contextlib
    import importlib
    with contextlib.suppress(ImportError):  # a catalog used without the game engine: the three-copy rule alone
        importlib.import_module("rokugan.ccg.cards")


def construction_title(card: CardFacts) -> tuple[str, str]:
    """The title a card counts under for deck construction, and its experience marker.

    CR "Deck construction rules": copies are counted by card title, but versions with different
    Experienced levels (including the non-experienced one) count as different cards. CR "Card
    subtitles": a subtitle is not part of the title. CR "Experienced": a keyword such as
    "Experienced Yoritomo's Armor" makes the card an experienced version of that title. CR "Soul of":
    a "Soul of X" Personality is equivalent to X for deck construction.
    """
    experienced_title = card.extra.get("experienced_title")
    soul_of = card.extra.get("soul_of")
    soul_level = card.extra.get("soul_of_level")
    if soul_of and not experienced_title and isinstance(soul_level, int):
        return str(soul_of).casefold(), "exp" if soul_level == 1 else f"exp{soul_level}"
    alt = experienced_title or soul_of
    title = str(alt) if alt else card.base_title or card.title
    marker = ""
    if card.experienced != 0:
        m = re.search(r" - ((?:in)?exp\S*)$", card.title)
        marker = m.group(1) if m else f"exp{card.experienced}"
    return title.casefold(), marker


def _is_unique(card: CardFacts) -> bool:
    return card.has_keyword("Unique")


def _clans_of_sensei(card: CardFacts) -> tuple[str, ...] | None:
    """A Sensei's Clan Alignment restrictions, or None for an "All Clans" Sensei (TF "Sensei")."""
    if card.has_keyword(ALL_CLANS):
        return None
    return card.clans


def check_deck(deck: DeckList, format_id: str, catalog: Catalog) -> list[str]:
    """Every deck-construction problem of ``deck`` in ``format_id`` (empty list: the deck is legal)."""
    problems: list[str] = []
    fmt = FORMAT_NAMES.get(format_id, format_id)

    def card(card_id: str) -> CardFacts | None:
        try:
            return catalog.get(card_id)
        except UnknownCard:
            problems.append(f"unknown card id {card_id!r}")
            return None

    stronghold = card(deck.stronghold) if deck.stronghold else None
    sensei = card(deck.sensei) if deck.sensei else None
    pregame = [c for c in (card(i) for i in deck.pregame) if c is not None]
    dynasty = [(n, c) for n, c in ((n, card(i)) for n, i in deck.dynasty) if c is not None]
    fate = [(n, c) for n, c in ((n, card(i)) for n, i in deck.fate) if c is not None]

    # CR "Stronghold": every play deck has one Stronghold, chosen as part of deck construction.
    strongholds = [c for c in (stronghold, *pregame) if c is not None and c.type == STRONGHOLD]
    if deck.stronghold is None or stronghold is None:
        problems.append("the deck has no Stronghold (exactly one is required)")
    elif stronghold.type != STRONGHOLD:
        problems.append(f"{stronghold.title} is not a Stronghold")
    if len(strongholds) > 1:
        problems.append(f"the deck has {len(strongholds)} Strongholds (exactly one is allowed)")
    if stronghold is not None and stronghold.back_of is not None:
        problems.append(f"{stronghold.title}: name the front side of a two-sided Stronghold, not its back")

    # CR "Sensei": a play deck may only have one Sensei.
    senseis = [c for c in (sensei, *pregame) if c is not None and c.type == SENSEI]
    if len(senseis) > 1:
        problems.append(f"the deck has {len(senseis)} Senseis (at most one is allowed)")
    if sensei is not None and sensei.type != SENSEI:
        problems.append(f"{sensei.title} is not a Sensei")
    # TF "Sensei": only a Sensei matching the Stronghold's Clan Alignment, or an "All Clans" Sensei.
    if sensei is not None and sensei.type == SENSEI and stronghold is not None:
        allowed = _clans_of_sensei(sensei)
        if allowed is not None and not set(allowed) & set(stronghold.clans):
            aligned = "/".join(stronghold.clans) or "Unaligned"
            problems.append(
                f"{sensei.title} is for {', '.join(allowed) or 'no clan'}; the Stronghold is {aligned}"
            )

    # Other Pre-Game cards: only Emperor's starting Holdings (EE "Starting Holdings": one version each
    # of Border Keep and Bamboo Harvesters, which do not go in the decks).
    others = [c for c in pregame if c.type not in (STRONGHOLD, SENSEI)]
    if format_id == EMPEROR:
        for name in STARTING_HOLDINGS:
            chosen = [c for c in others if c.base_title == name]
            if not chosen:
                problems.append(
                    f"{fmt} needs one version of the starting Holding {name} among the Pre-Game cards"
                )
            elif len(chosen) > 1:
                problems.append(f"{fmt} allows one version of {name}, the deck has {len(chosen)}")
        for c in others:
            if c.type != HOLDING or c.deck != "pregame" or c.base_title not in STARTING_HOLDINGS:
                problems.append(f"{c.title} is not a starting Holding and cannot start in play")
        # EE "Deck Construction": "copies of those cards may not be included in the Fate or Dynasty decks" (any
        # version: "Separate out ... any Holdings titled 'Bamboo Harvesters' or 'Border Keep' ... These cards do
        # not go in decks.")
        chosen_ids = {c.id for c in others}
        for _, c in dynasty + fate:
            if c.id in chosen_ids or (c.base_title or c.title) in STARTING_HOLDINGS:
                problems.append(f"{c.title} is a starting Holding: copies may not go in the decks (EE)")
    else:
        for c in others:
            problems.append(f"{c.title} cannot start in play in {fmt}")

    # CR "The play deck": each card goes in its own deck.
    for _n, c in dynasty:
        if c.deck != "dynasty":
            problems.append(f"{c.title} is a {_deck_name(c)} card but is in the Dynasty deck")
    for _n, c in fate:
        if c.deck != "fate":
            problems.append(f"{c.title} is a {_deck_name(c)} card but is in the Fate deck")

    # CR "Deck construction rules": at least 40 cards in each deck (Stronghold and Sensei not counted).
    dynasty_size = sum(n for n, _ in dynasty)
    fate_size = sum(n for n, _ in fate)
    if dynasty_size < DECK_MINIMUM:
        problems.append(f"the Dynasty deck has {dynasty_size} cards; the minimum is {DECK_MINIMUM}")
    if fate_size < DECK_MINIMUM:
        problems.append(f"the Fate deck has {fate_size} cards; the minimum is {DECK_MINIMUM}")

    # CR "Deck construction rules": every card, Stronghold and Sensei included, legal in the format by
    # its most recent printing.
    every = [c for c in (stronghold, sensei) if c is not None] + pregame + [c for _, c in dynasty + fate]
    seen: set[str] = set()
    for c in every:
        legal_id = c.back_of or c.id
        if c.id in seen:
            continue
        seen.add(c.id)
        front = catalog.get(legal_id) if legal_id in catalog else c
        if format_id not in front.legality:
            if (front.extra or {}).get("banned_in_sets"):
                problems.append(f"{c.title} is banned in {fmt}")  # the set files' ban flag
            else:
                problems.append(f"{c.title} is not legal in {fmt}")

    # CR "Deck construction rules" / "Unique" / "Experienced": copies by title.
    copies: dict[tuple[str, str], int] = defaultdict(int)
    names: dict[tuple[str, str], list[CardFacts]] = defaultdict(list)
    for n, c in [(1, c) for c in pregame if c.type not in (STRONGHOLD, SENSEI)] + dynasty + fate:
        key = construction_title(c)
        copies[key] += n
        if c not in names[key]:
            names[key].append(c)
    _declarations()
    allowances = [ALLOWANCES[c.id] for c in (stronghold, sensei) if c is not None and c.id in ALLOWANCES]
    used: dict[int, int] = defaultdict(int)  # titles each allowance has covered so far
    for key in sorted(copies):
        cards = names[key]
        shown = " / ".join(c.title for c in cards)
        if any(_is_unique(c) for c in cards):
            if copies[key] > 1:
                problems.append(f"{shown}: {copies[key]} copies of a Unique card (at most 1)")
        elif copies[key] > MAX_COPIES:
            covering = [a for a in allowances if copies[key] <= a.copies and all(a.accepts(c) for c in cards)]
            free = next((a for a in covering if used[id(a)] < a.titles), None)
            if free is not None:
                used[id(free)] += 1
                continue
            why = f"; {covering[0].words}, and that many titles are already used" if covering else ""
            problems.append(f"{shown}: {copies[key]} copies (at most {MAX_COPIES} of a card by title{why})")
    return problems


def is_legal(deck: DeckList, format_id: str, catalog: Catalog) -> bool:
    return not check_deck(deck, format_id, catalog)


def _deck_name(card: CardFacts) -> str:
    return {"dynasty": "Dynasty", "fate": "Fate", "pregame": "Pre-Game"}.get(card.deck, card.deck)
