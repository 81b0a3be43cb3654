"""Deck-building text on starting cards (CR "The Cardinal Rules": a card's text wins over the rules, here the
three-copy rule of "Deck construction rules"). The word renders its sentence; `register_allowances` gives the
deck checker (`rokugan.catalog.legality.ALLOWANCES`) what it allows."""

from __future__ import annotations

from dataclasses import dataclass

from rokugan.ability.words import Static, Word
from rokugan.catalog.cards import CardFacts

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True)
class MayIncludeCopies(Word):
    """"Your deck may include four copies each of one or two non-Unique Strategies with Battle abilities"
    (Eternal Victory Dojo): up to `copies` copies each of at most `titles` titles of the card type `kind`,
    non-Unique, with an ability of the `designator` (as its declaration says)."""

    standalone = True  # a whole sentence of its own (rendered without a scope)
    copies: int
    titles: int
    kind: str  # a catalog card type ("strategy")
    designator: str  # "Battle"

    def text(self) -> str:
        n = _NUMBERS.get(self.titles, str(self.titles))
        few = f"one or {n}" if self.titles > 1 else "one"
        kinds = self.kind.capitalize()
        kinds = kinds[:-1] + "ies" if kinds.endswith("y") else kinds + "s"
        return (f"Your deck may include {_NUMBERS.get(self.copies, str(self.copies))} copies each of {few} "
                f"non-Unique {kinds} with {self.designator} abilities.")

    def accepts(self, card: CardFacts) -> bool:
        """A card the allowance covers: of its type, not Unique, and declared with an ability of its designator
        (a card whose text is not encoded is not known to have one, so it is not covered)."""
        from .interp import DEFS
        if card.type != self.kind or card.has_keyword("Unique"):
            return False
        d = DEFS.get(card.id)
        return d is not None and any(self.designator in a.designators for a in d.abilities)


def register_allowances() -> None:
    """Give the deck checker every declared starting card's deck-building allowance."""
    from rokugan.catalog.legality import ALLOWANCES, CopyAllowance

    from .interp import DEFS
    for key, d in DEFS.items():
        for t in d.traits:
            e = getattr(t, "effect", None)
            if isinstance(t, Static) and isinstance(e, MayIncludeCopies):
                ALLOWANCES[key] = CopyAllowance(e.copies, e.titles, e.accepts, e.text().rstrip(".").replace(
                    "Your deck may include", f"{d.title} allows"))
