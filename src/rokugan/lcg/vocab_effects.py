"""The LCG's effect words: bowing, readying, honoring and dishonoring, moving, fate and honor between players and
rings, discarding, returning to hand, skill modifiers, drawing, restrictions for the rest of an ability. Part of one
vocabulary: `rokugan.lcg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass

from rokugan.ability.words import (
    Ref,
    Sel,
    Word,
    join_or,
    signed,
)

from .vocab import ATTACHMENT, HOST, SELF, THAT, YOU, Count, Effect


@dataclass(frozen=True)
class Bow(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"bow {self.ref.text()}"


@dataclass(frozen=True)
class Ready(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"ready {self.ref.text()}"


@dataclass(frozen=True)
class Honor(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"honor {self.ref.text()}"


@dataclass(frozen=True)
class Dishonor(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"dishonor {self.ref.text()}"


@dataclass(frozen=True)
class DiscardStatus(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"discard a status token from {self.ref.text()}"


@dataclass(frozen=True)
class SendHome(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"move {self.ref.text()} home"


@dataclass(frozen=True)
class MoveToConflict(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"move {self.ref.text()} to the conflict"


@dataclass(frozen=True)
class PlaceFate(Effect):
    ref: Ref = THAT
    n: int = 1

    def text(self) -> str:
        return f"place {self.n} fate on {self.ref.text()}"


@dataclass(frozen=True)
class MoveFate(Effect):
    """Move fate from one character to another."""

    ref: Ref = THAT
    to: Ref = HOST
    n: int = 1

    def text(self) -> str:
        return f"move {self.n} fate from {self.ref.text()} to {self.to.text()}"


@dataclass(frozen=True)
class RemoveFate(Effect):
    ref: Ref = THAT
    n: int = 1

    def text(self) -> str:
        return f"remove {self.n} fate from {self.ref.text()}"


@dataclass(frozen=True)
class ReturnAllFate(Effect):
    ref: Ref = THAT

    def text(self) -> str:
        return f"return all fate on {self.ref.text()} to its owner's fate pool"


@dataclass(frozen=True)
class DiscardOrRemoveFate(Effect):
    """"If that character has no fate on it, discard it. Otherwise, remove 1 fate from that character.\""""

    ref: Ref = THAT

    def text(self) -> str:
        return f"if {self.ref.text()} has no fate on it, discard it. Otherwise, remove 1 fate from it"


@dataclass(frozen=True)
class Discard(Effect):
    """Discard a card in play (a character leaves play; an attachment goes to its owner's discard pile)."""

    ref: Ref = THAT

    def text(self) -> str:
        return f"discard {self.ref.text()}"


@dataclass(frozen=True)
class Sacrifice(Effect):
    ref: Ref = SELF

    def text(self) -> str:
        return f"sacrifice {self.ref.text()}"


@dataclass(frozen=True)
class ReturnToHand(Effect):
    ref: Ref = ATTACHMENT

    def text(self) -> str:
        return f"return {self.ref.text()} to your hand"


@dataclass(frozen=True)
class Modify(Effect):
    """A lasting skill modifier (RR "Lasting Effects"): "+2 [military] and +2 [political] until the end of the
    conflict"; `per`: times a count ("for each holding you control"); `double`: double the skill instead."""

    ref: Ref = THAT
    mil: int = 0
    pol: int = 0
    until: str = "conflict"  # "conflict", "phase", "round"
    per: Count | None = None

    def text(self) -> str:
        parts = []
        if self.mil:
            parts.append(f"{signed(self.mil)}[military]")
        if self.pol:
            parts.append(f"{signed(self.pol)}[political]")
        each = f" for each {self.per.text()}" if self.per is not None else ""
        return f"{self.ref.text()} gets {' and '.join(parts)}{each} until the end of the {self.until}"


@dataclass(frozen=True)
class ModifyAll(Effect):
    """A lasting modifier on every character a selector finds when it resolves ("each participating character
    your opponent controls gets -1[military] and -1[political] until the end of the conflict")."""

    scope: Sel
    mil: int = 0
    pol: int = 0
    until: str = "conflict"

    def text(self) -> str:
        parts = []
        if self.mil:
            parts.append(f"{signed(self.mil)}[military]")
        if self.pol:
            parts.append(f"{signed(self.pol)}[political]")
        return f"each {self.scope.phrase(article=False)} gets {' and '.join(parts)} until the end of the {self.until}"


@dataclass(frozen=True)
class SendHomeEach(Effect):
    """Move each character a selector finds home."""

    scope: Sel

    def text(self) -> str:
        return f"move each {self.scope.phrase(article=False)} home"


@dataclass(frozen=True)
class RemoveFateEach(Effect):
    """Remove 1 fate from each character a selector finds."""

    scope: Sel

    def text(self) -> str:
        return f"remove 1 fate from each {self.scope.phrase(article=False)}"


@dataclass(frozen=True)
class GainFate(Effect):
    n: int = 1
    who: Ref = YOU

    def text(self) -> str:
        return f"{'gain' if self.who is YOU else self.who.text() + ' gains'} {self.n} fate"


@dataclass(frozen=True)
class GainHonor(Effect):
    n: int = 1
    who: Ref = YOU

    def text(self) -> str:
        return f"{'gain' if self.who is YOU else self.who.text() + ' gains'} {self.n} honor"


@dataclass(frozen=True)
class LoseHonor(Effect):
    n: int = 1
    who: Ref = YOU

    def text(self) -> str:
        return f"{'lose' if self.who is YOU else self.who.text() + ' loses'} {self.n} honor"


@dataclass(frozen=True)
class TakeHonor(Effect):
    n: int = 1

    def text(self) -> str:
        return f"take {self.n} honor from your opponent"


@dataclass(frozen=True)
class TakeFate(Effect):
    n: int = 1

    def text(self) -> str:
        return f"take {self.n} fate from your opponent"


@dataclass(frozen=True)
class GiveFate(Effect):
    n: int = 1

    def text(self) -> str:
        return f"give your opponent {self.n} fate"


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1
    who: Ref = YOU

    def text(self) -> str:
        return f"{'draw' if self.who is YOU else self.who.text() + ' draws'} {self.n} card{'s' if self.n > 1 else ''}"


@dataclass(frozen=True)
class DiscardRandom(Effect):
    n: int = 1

    def text(self) -> str:
        return f"discard {self.n} card{'s' if self.n > 1 else ''} at random from your opponent's hand"


@dataclass(frozen=True)
class CannotTrigger(Effect):
    """"That character's abilities cannot be triggered during this conflict.\""""

    ref: Ref = THAT

    def text(self) -> str:
        return f"{self.ref.text()}'s abilities cannot be triggered during this conflict"


@dataclass(frozen=True)
class OpponentSelects(Effect):
    """"Your opponent must select one – A or B": the opponent picks one branch the game can carry out (RR "Select").
    Each branch is (words, steps)."""

    options: tuple[tuple[str, tuple[Word, ...]], ...]
    who: str = "opponent"

    def text(self) -> str:
        subject = "your opponent must select one" if self.who == "opponent" else "select one"
        return f"{subject} – {join_or(w for w, _ in self.options)}"
