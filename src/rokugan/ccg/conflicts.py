"""CR "Continuous effect conflicts": of two continuous card effects in conflict, the more specific one wins (its
Kensai example: a Personality's "May only attach one Weapon" over "Your Personalities may attach two Weapons")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref, Sel, Word

from .state import State


@dataclass(frozen=True)
class MaxWeapons(Word):
    """How many Weapons a Personality may attach: "May only attach one Weapon" (on the card itself), "Your
    Personalities may attach two Weapons" (a group)."""

    n: int
    words: str = ""
    later_wins = True  # of two equally specific, the one applied later wins (`entered`)

    def text(self) -> str:
        return self.words or f"may attach {'one Weapon' if self.n == 1 else f'{self.n} Weapons'}"


def weapon_limit(s: State, c: int) -> int:
    """The number of Weapons Personality `c` can attach. CR "Weapon": one; CR "Kensai": two. CR "Continuous effect
    conflicts": "the more specific effect (applying to a more exclusive category of cards) overcomes the more general
    effect. Effects on a single card are more exclusive than effects applying to a card with a particular keyword or
    trait, which in turn are more exclusive than effects that apply to all cards of a particular type. With two
    effects of equal specificity, the effect applied later overcomes the effect applied earlier. Card effects always
    overcome rules effects by the Cardinal Rule." (A continuous trait applies from when its card entered play: of two
    equally specific, the one whose card entered play later wins; cards in play from the start of the game come first,
    in the order they were created.)"""
    from .primitives import kw
    from .statics import STATIC_IDS, _applies, _sources
    best: tuple[int, int, int, int] | None = None  # (specificity, entry, card, limit)
    if STATIC_IDS:
        for src, traits in _sources(s, MaxWeapons):
            for t in traits:
                if isinstance(t.effect, MaxWeapons) and _applies(s, src, t, c):
                    got = (_specificity(t.scope), entered(s, src), src, t.effect.n)
                    if best is None or got[:3] > best[:3]:
                        best = got
    if best is not None:
        return best[3]
    return 2 if kw(s, c, "Kensai") else 1  # the rules (CR "Weapon", "Kensai")


def entered(s: State, c: int) -> int:
    """When card `c` last entered play, in the order of entries (`primitives.note_entry`); 0: from the start of the
    game, or before anything was recorded."""
    return int(s.memo.get(f"entered:{c}", 0)) if s.memo else 0


def _specificity(scope: Any) -> int:
    """CR "Continuous effect conflicts": a single card (3), cards with a keyword or trait (2), a card type (1)."""
    if isinstance(scope, Ref):
        return 3
    if isinstance(scope, Sel) and any(name in ("keyword", "kw_or", "type_or_keyword", "clan") for name, _ in
                                      scope.filters):
        return 2
    return 1
