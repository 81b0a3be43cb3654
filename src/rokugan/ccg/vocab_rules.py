"""The classic CCG's words for the Comprehensive Rules' own examples about effects that no starter card needed:
substitution ("X instead of Y"), effects that "will not be negated", and bonuses read by their source. Part of one
vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Compound, Target, Word
from rokugan.core.decision import Decision, Option

from . import primitives as P
from .flow import choice, handler
from .interp import DEFS, SUSPEND, Ctx, _entries, action_index, cond, select, source_name, word_at
from .state import PLAY, State
from .vocab import _trigger_card
from .vocab_effects import Effect, _cards, _his, _name

__all__ = ["ForceInstead", "InsteadOf", "NegateBonusesBySource", "WillNotBeNegated"]

# the occurrences a substitution can replace: (what raises it, how the sentence names it)
OCCURRENCES = {"lose_honor": "losing the Honor"}


@cond("would_lose_honor")
def _t_would_lose_honor(x: Ctx, who: str = "you") -> bool:
    """A player is about to lose Honor (primitives.lose_honor), and nothing prevents it (CR "Substitution": "If the
    old Y is prevented or fails before the substitution is applied, the new X doesn't happen")."""
    return _trigger_card(x, who)


@dataclass(frozen=True)
class InsteadOf(Compound):
    """CR "Substitution": "X instead (of Y)". In a triggered trait on the point where Y would happen
    (`when("would_lose_honor", "you")`), Y does not happen and X does; with `may`, the player chooses X or lets Y
    happen. "If the new X is prevented or fails, the old Y doesn't happen" (X's words run, Y's never); a required
    target X cannot find leaves Y (CR "Good Faith Rule": X cannot be chosen)."""

    new: tuple[Word, ...]
    occurrence: str = "lose_honor"
    may: bool = False
    words: str = ""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.new, (_Occurrence(self.occurrence),))

    def text(self) -> str:
        if self.words:
            return self.words
        body = " and ".join(w.text() for w in self.new)
        return f"{'you may ' if self.may else ''}{body} instead of {OCCURRENCES.get(self.occurrence, self.occurrence)}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> str | None:
        rec = _record(x)
        if rec is not None and rec["done"]:
            return None  # another substitution took Y's place already: nothing is left to substitute
        first = self.new[0] if self.new else None
        if isinstance(first, Target) and not select(x, first.selector):
            _declined(x, path)  # X cannot be chosen: as if declined
            return None
        if not self.may:
            _substituted(x, path)
            return None
        x.s.stack.append(("ab_instead", action_index(x), path))
        return SUSPEND


def substitutions_started(s: State, eid: int, started: list[dict[str, Any]], cause: tuple[int, str, str] | None
                          ) -> bool:
    """After `primitives.lose_honor` raised "would lose Honor" (event number `eid`): whether triggered traits with an
    "instead" started. Then the loss waits for them: the first that substitutes takes its place and the others have
    nothing left to substitute; if every one is declined (or cannot be chosen), the loss happens once, as coming
    from what caused it (CR "Substitution", "Timing Conflicts" B)."""
    n = sum(1 for a in started if any(isinstance(w, InsteadOf) for w in DEFS[a["def"]].traits[a["idx"]].steps))
    if not n:
        return False
    s.memo["subst_next"] = eid + 1
    s.memo[f"subst:{eid}"] = {"left": n, "done": 0, "cause": list(cause) if cause is not None else None}
    return True


def _record(x: Ctx) -> dict[str, Any] | None:
    eid = x.a["vars"].get("subst")
    rec = x.s.memo.get(f"subst:{eid}") if eid is not None else None
    return rec if isinstance(rec, dict) else None


def _substituted(x: Ctx, path: tuple[int, ...]) -> None:
    rec = _record(x)
    if rec is not None:
        rec["done"] = 1
    x.a["queue"] = _entries((*path, 0), x_word(x, path).new) + x.a["queue"]


def _declined(x: Ctx, path: tuple[int, ...]) -> None:
    rec = _record(x)
    if rec is not None:
        rec["left"] -= 1
        if rec["left"] > 0 or rec["done"]:
            return  # another substitution may still take Y's place (or has)
    x.a["queue"] = _entries((*path, 1), x_word(x, path).branches[1]) + x.a["queue"]


def x_word(x: Ctx, path: tuple[int, ...]) -> InsteadOf:
    w = word_at(x.a, tuple(path))
    assert isinstance(w, InsteadOf)
    return w


@handler("ab_instead")
def _ab_instead(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    assert isinstance(w, InsteadOf)
    body = " and ".join(v.text() for v in w.new)
    what = OCCURRENCES.get(w.occurrence, w.occurrence)
    return Decision(int(a["seat"]), "yes_no", f"{source_name(s, a['src'])}: {body} instead of {what}?",
                    (Option("yes", "Yes"), Option("no", "No")))


@choice("ab_instead")
def _ab_instead_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path = step
    a = s.actions[i]
    s.stack.pop()
    x = Ctx(s, a)
    if oid == "yes":
        _substituted(x, tuple(path))
    else:
        _declined(x, tuple(path))


@dataclass(frozen=True)
class _Occurrence(Effect):
    """The old Y, when a "may ... instead" is declined: it happens as it would have (no substitution again)."""

    occurrence: str

    def text(self) -> str:
        return {"lose_honor": "lose the Honor"}.get(self.occurrence, self.occurrence)

    def run(self, x: Ctx) -> bool:
        if self.occurrence == "lose_honor":
            rec = _record(x)
            cause = tuple(rec["cause"]) if rec is not None and rec.get("cause") else None
            return P.lose_honor(x.s, int(x.get("event_seat", -1)), int(x.get("amount", 0)), str(x.get("why", "")),
                                by_own_card=bool(x.get("own", 0)), substitutable=False,
                                cause=cause)  # type: ignore[arg-type]
        raise AssertionError(f"unknown occurrence {self.occurrence}")


@dataclass(frozen=True)
class ForceInstead(Effect):
    """CR "Substitution", example: "a target enemy unit adds Force to your army instead of the enemy army" (this
    battle). At resolution (battle.army_force) the unit's Force counts for your army at its battlefield; if you have
    no army there, the new adding fails, and the unit adds its Force to neither army."""

    ref: Word

    def text(self) -> str:
        return f"{_name(self.ref)} adds Force to your army instead of the enemy army"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] == PLAY and x.s.controller[c] != x.seat:
                x.s.granted.append((c, f"force_to:{x.seat}", "battle"))
                x.s.say(f"{x.s.title(c)} adds Force to {x.s.players[x.seat].name}'s army instead this battle.")
                done = True
        return done


@dataclass(frozen=True)
class WillNotBeNegated(Effect):
    """ "Gain 2 Honor. This gain will not be negated": the second sentence is part of the effect (CR "Effects"). CR
    "Prevention": "An effect that "will not be negated" also causes "does not" and "cannot" prevention effects to
    fail": while it applies, no prevention is read (statics.prevented); an action negated before it resolves still
    has this effect (interp._run_next). One effect that happens at once (not a choice)."""

    effect: Word
    noun: str = "effect"
    unnegatable = True

    def text(self) -> str:
        return f"{self.effect.text()}. This {self.noun} will not be negated"

    def run(self, x: Ctx) -> bool:
        run = getattr(self.effect, "run", None)
        assert run is not None, "WillNotBeNegated wraps one effect"
        x.s.memo["unnegatable"] = int(x.s.memo.get("unnegatable", 0)) + 1
        try:
            return bool(run(x))
        finally:
            n = int(x.s.memo.pop("unnegatable")) - 1
            if n:
                x.s.memo["unnegatable"] = n


@dataclass(frozen=True)
class NegateBonusesBySource(Effect):
    """Negate a Personality's current Force bonuses and every other bonus from the same source. CR "Source": "An
    effect's source is the instance of the procedure that produces it; that is, a single use of an ability, a single
    triggering of a trait" (the sixth item of a bonus in `state.modifiers`, given by `vocab_effects.give`)."""

    ref: Word

    def text(self) -> str:
        return f"negate {_his(self.ref)} current Force bonuses, and every other bonus from the same source"

    def run(self, x: Ctx) -> bool:
        cards = set(_cards(x, self.ref))
        mine = [m for m in x.s.modifiers if m[0] in cards and m[1] == "force" and m[4] == "bonus" and m[2] > 0]
        sources = {m[5] for m in mine if len(m) > 5}
        gone = [m for m in x.s.modifiers if m in mine or (len(m) > 5 and m[5] in sources and m[4] == "bonus")]
        x.s.modifiers = [m for m in x.s.modifiers if m not in gone]
        for c in sorted({m[0] for m in gone}):
            x.s.say(f"{x.s.title(c)}'s Force bonuses from that source are negated.")
        return bool(gone)
