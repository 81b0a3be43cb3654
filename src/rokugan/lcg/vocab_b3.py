"""The LCG words the last six partly implemented Core Set cards needed (declared in `lcg/sets/core_b1.py`): each
renders its own English and registers its interpretation with `lcg.ability` (conditions in `ability.CONDS`, the
hooks `ability.BLANKERS`, `ability.TARGET_CHECKS` and `ability.EVENTS_ELSEWHERE`), the way the words of
`lcg/vocab_b1.py` and `lcg/vocab_b2.py` are read there.

- `ev_you_claim_in_type`: "after you claim a ring during a [military] conflict in which this character is
  participating" (Akodo Toturi; Doji Hotaru's political one is `ev_you_claim_in_political`).
- `BlanksDefendingProvince`: "while this character is attacking alone, treat the defending province as if its
  printed text box were blank (except for Traits)" (Cautious Scout), a constant ability: read whenever the
  province's text is (its triggered abilities, its strength bonus, Pilgrimage's cancel), so it starts and stops
  with the condition.
- RR "Target": a card the ability's effects could not affect at all is not an eligible target
  (`ability.TARGET_CHECKS`): a character that cannot be discarded or lose fate (Steadfast Samurai's `KeepFate`)
  for an ability that would only discard it or remove fate from it.
- the revealed top card of a conflict deck that its owner may play as if it were in his hand (Artisan Academy's
  `RevealTopPlayable`, `lcg/vocab_b1_piles.py`): characters and attachments are offered by the rules
  (`engine.PLAYABLE_ELSEWHERE`), events by the interpreter (`ability.EVENTS_ELSEWHERE`, registered here).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from rokugan.ability.words import Compound, Cond, sentence

from . import ability as A
from . import engine as E
from . import primitives as LP
from . import vocab as V
from .vocab import Constant

# ---------------------------------------------------------------------------------------------- conditions
A.CONDS["ev_you_claim_in_type"] = lambda s, ctx, name, kind: A._ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and \
    s.conflict is not None and s.conflict["type"] == kind and ctx["card"] in A.participants(s)


# ---------------------------------------------------------------------------------------------- blanking a province
@dataclass(frozen=True)
class BlanksDefendingProvince(Constant):
    """"While [condition], treat the defending province as if its printed text box were blank (except for Traits)":
    while `when` holds for the card, the province being attacked has no active text (RR "Blank"; read through
    `ability.BLANKERS`, so it starts and stops with the condition)."""

    when: Cond

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return sentence(f"{self.when.text()}, treat the defending province as if its printed text box were blank "
                        "(except for Traits).")


def _blanked_by_others(s: E.State, c: int) -> bool:
    """Is card `c` blanked by anything but this word (its own text then says nothing)?"""
    if s.lasting and any(x[0] == "blank" and x[1] == c for x in s.lasting):
        return True
    return any(c in f(s) for f in A.BLANKERS if f is not _blanked_defending_province)


def _blanked_defending_province(s: E.State) -> list[int]:
    titles = LP.titles_with(s, BlanksDefendingProvince)
    if not titles:
        return []  # (most games: no such card)
    cf = s.conflict
    if cf is None or cf["province"] < 0 or not cf["attackers"]:
        return []
    for c in cf["attackers"]:
        if s.facts[c].title not in titles or s.zone[c] != E.PLAY:
            continue
        ctx = {"card": c, "seat": s.controller[c]}
        for st in A.STATIC_BY_TITLE[s.facts[c].title]:
            eff = st.effect
            if isinstance(eff, BlanksDefendingProvince) and A.check(s, ctx, eff.when) and \
                    not _blanked_by_others(s, c):
                return [s.players[cf["defender"]].provinces[cf["province"]]]
    return []


A.BLANKERS.append(_blanked_defending_province)
A.gated(_blanked_defending_province, BlanksDefendingProvince)  # (no BlanksDefendingProvince in the game: not called)
A.blanks_only(_blanked_defending_province, "province")  # (the defending province)


def _broken_provinces(s: E.State) -> list[int]:
    """RR "Breaking a Province": "Ability text on a broken province is not active"; RR "Provinces": "A broken province
    is considered to have a blank text box, and its ability cannot be used"."""
    out: list[int] = []
    for p in s.players:
        broken = p.broken
        for k in range(5):  # (most of a game: none)
            if broken[k]:
                out.append(p.provinces[k])
    return out


A.BLANKERS.append(_broken_provinces)
A.keyed_blanker(_broken_provinces)  # (reads the broken provinces only)
A.blanks_only(_broken_provinces, "province")


# ---------------------------------------------------------------------------------------------- events played elsewhere
def _revealed_events(s: E.State, seat: int) -> list[int]:
    """Artisan Academy: the revealed top card of the conflict deck, when it is an event (a lasting
    "revealed_playable" record while it stays on top)."""
    if not s.lasting:
        return []
    p = s.players[seat]
    if not p.conf_deck or s.facts[p.conf_deck[0]].type != "event":
        return []
    top = p.conf_deck[0]
    return [top] if any(x[0] == "revealed_playable" and x[1] == top and x[2] == seat for x in s.lasting) else []


A.EVENTS_ELSEWHERE.append(_revealed_events)


# ---------------------------------------------------------------------------------------------- eligible targets
_FATE_LOSS = (V.RemoveFate, V.ReturnAllFate, V.MoveFate)


_EFFECTS_ON: dict[tuple[int, str], tuple[Any, tuple[int, ...] | None]] = {}  # (steps, slot) -> its effects' kinds

# what an effect on the target does, for `_could_affect` (read once for each ability's steps)
_OTHER: Final = 0
_BOW: Final = 1
_READY: Final = 2
_HONOR: Final = 3
_DISHONOR: Final = 4
_DISCARD: Final = 5
_LOSE_FATE: Final = 6
_MOVE_IN: Final = 7
_AFTER_MOVE: Final = 8
_DISCARD_OR_FATE: Final = 9


def _effect_kind(x: Any) -> int:
    if isinstance(x, V.Bow):
        return _BOW
    if isinstance(x, V.Ready):
        return _READY
    if isinstance(x, V.Honor):
        return _HONOR
    if isinstance(x, V.Dishonor):
        return _DISHONOR
    if isinstance(x, V.Discard):
        return _DISCARD
    if isinstance(x, _FATE_LOSS):
        return _LOSE_FATE
    if type(x).__name__ in _MOVES_IN:
        return _MOVE_IN
    if type(x).__name__ in _AFTER_A_MOVE:
        return _AFTER_MOVE
    if isinstance(x, V.DiscardOrRemoveFate):
        return _DISCARD_OR_FATE
    return _OTHER


def _effects_on(steps: tuple[Any, ...], slot: str) -> tuple[int, ...] | None:
    """The kinds (`_effect_kind`) of the effects of `steps` on the target in `slot`; None when a compound step (a
    choice, a condition) could hold others."""
    got = _EFFECTS_ON.get((id(steps), slot))
    if got is None or got[0] is not steps:
        kinds: tuple[int, ...] | None = tuple(_effect_kind(x) for x in steps
                                              if getattr(getattr(x, "ref", None), "name", "") == slot)
        if any(isinstance(x, Compound) for x in steps):
            kinds = None
        got = _EFFECTS_ON[(id(steps), slot)] = (steps, kinds)
    return got[1]


_MOVES_IN = frozenset({"MoveToConflict", "MoveInMarked"})
_AFTER_A_MOVE = frozenset({"IfYouWinMayDishonor"})


def _could_move_in(s: E.State, c: int) -> bool:
    """RR "Participating and Cannot Participate": a character that "cannot participate" cannot "move into" the
    conflict (nor one already in it: RR "Move", "it cannot move to its same (current) placement")."""
    cf = s.conflict
    if cf is None or c in cf["attackers"] or c in cf["defenders"] or not LP.can_participate(s, c, cf["type"]):
        return False
    return not (s.lasting and any(x[0] == "no_move_in" and x[1] == s.controller[c] for x in s.lasting))


def _could_affect(s: E.State, ctx: dict[str, Any], steps: tuple[Any, ...], w: Any, c: int) -> bool:
    """RR "Target": "A card is not an eligible target for an ability if the resolution of that ability's effect could
    not affect the target at all" ("a bowed character cannot be chosen as the target for an ability that reads
    'Action: Choose a character - bow that character'"): an ability whose only effects on it would bow a bowed
    character, ready a ready one, honor an honored one, dishonor a dishonored one (or one that cannot receive the
    token), remove fate from one with none, or discard or remove fate from one that cannot be discarded or lose fate
    (Steadfast Samurai's lasting effect)."""
    kinds = _on_target(steps, w).kinds
    if not kinds or s.zone[c] != E.PLAY or s.facts[c].type != "character":
        return True
    for k in kinds:
        if k == _BOW:
            if not s.bowed[c]:
                return True
        elif k == _READY:
            if s.bowed[c]:
                return True
        elif k == _HONOR:
            if s.status[c] < 1:
                return True
        elif k == _DISHONOR:
            if s.status[c] > -1 and not (s.status[c] == 0 and A.cannot(s, c, "receive_dishonored")):
                return True
        elif k == _DISCARD:
            if not A.cannot(s, c, "discarded"):
                return True
        elif k == _LOSE_FATE:
            if s.fate_on[c] > 0 and not A.cannot(s, c, "lose_fate"):
                return True
        elif k == _MOVE_IN:
            if _could_move_in(s, c):
                return True
        elif k == _AFTER_MOVE:
            continue  # ("Then, ...": only once the move has happened: RR "Then")
        elif k == _DISCARD_OR_FATE:
            if not A.cannot(s, c, "discarded" if s.fate_on[c] == 0 else "lose_fate"):
                return True
        else:
            return True  # another effect could affect it
    return False


A.TARGET_CHECKS.append(_could_affect)


_DUELS_ON: dict[tuple[int, str], tuple[Any, tuple[Any, ...]]] = {}  # (steps, slot) -> its duels on that target


def _duels_on(steps: tuple[Any, ...], slot: str) -> tuple[Any, ...]:
    """The duels of `steps` the target in `slot` is challenged to (read once for each ability's steps)."""
    got = _DUELS_ON.get((id(steps), slot))
    if got is None or got[0] is not steps:
        got = _DUELS_ON[(id(steps), slot)] = (steps, tuple(x for x in steps if isinstance(x, V.Duel) and
                                                           x.ref.name == slot))
    return got[1]


class _OnTarget:
    """What the steps of an ability do to the target of one of its steps (`w`): the kinds of their effects on it
    (`_effects_on`) and the duels they challenge it to (`_duels_on`), read once."""

    __slots__ = ("steps", "w", "kinds", "duels")

    def __init__(self, steps: tuple[Any, ...], w: Any) -> None:
        self.steps = steps  # (held: found by the identity of `w`, checked with these steps)
        self.w = w
        slot = getattr(w, "slot", "t0")
        self.kinds: tuple[int, ...] | None = _effects_on(steps, slot)
        self.duels: tuple[Any, ...] = _duels_on(steps, slot)


_ON_TARGET: dict[int, _OnTarget] = {}
# the last one asked for (the target checks ask for each candidate of one target in turn: no id boxed, no dict)
_LAST_ON_TARGET: Final[list[_OnTarget | None]] = [None]


def _on_target(steps: tuple[Any, ...], w: Any) -> _OnTarget:
    last = _LAST_ON_TARGET[0]
    if last is not None and last.w is w and last.steps is steps:
        return last
    got = _ON_TARGET.get(id(w))
    if got is None or got.w is not w or got.steps is not steps:
        got = _ON_TARGET[id(w)] = _OnTarget(steps, w)
    _LAST_ON_TARGET[0] = got
    return got


def _duel_possible(s: E.State, ctx: dict[str, Any], steps: tuple[Any, ...], w: Any, c: int) -> bool:
    """RR "Dash": "A character with a dash skill value cannot be involved in a duel of that skill type": it is not an
    eligible target for an ability that challenges it to such a duel, and no character is when the challenger has
    that dash (the ability cannot be initiated)."""
    for x in _on_target(steps, w).duels:  # (the duels of these steps challenging this target)
        if not E.has_skill(s, c, x.kind):
            return False
        if any(not E.has_skill(s, ch, x.kind) for ch in A.resolve(s, ctx, x.challenger)):
            return False
    return True


A.TARGET_CHECKS.append(_duel_possible)


# ---------------------------------------------------------------------------------------------- discarded at 0 skill
@dataclass(frozen=True)
class DiscardedAtZero(V.Effect):
    """"Until the end of the conflict, that character ... is discarded if its [political] skill is 0" (Bayushi
    Shoju): a lasting effect (RR "Lasting Effects") that discards the character as soon as that skill is 0 while it
    lasts, checked before every step (`engine.STEP_CHECKS`); it discards once (a dash is not 0: RR "Dash")."""

    ref: Any = V.THAT
    kind: str = "political"
    until: str = "conflict"

    def text(self) -> str:
        return f"until the end of the {self.until}, {self.ref.text()} is discarded if its [{self.kind}] skill is 0"


@A.effect(DiscardedAtZero)
def _discarded_at_zero(s: E.State, ctx: dict[str, Any], w: DiscardedAtZero) -> None:
    for c in A.resolve(s, ctx, w.ref):
        if s.zone[c] == E.PLAY:
            A.add_lasting(s, ["zero_discard", c, w.kind, w.until])
    _zero_discards(s)


def _zero_discards(s: E.State) -> None:
    for x in [x for x in s.lasting if x[0] == "zero_discard"]:
        c = x[1]
        if s.zone[c] != E.PLAY:
            s.lasting.remove(x)
            s.ver += 1
        elif E.skill(s, c, x[2]) == 0:
            s.lasting.remove(x)  # once: the discard (or its "would leave play" interrupts) starts now
            s.ver += 1
            if s.logging:
                s.say(f"{s.title(c)}'s [{x[2]}] skill is 0: it is discarded.")
            A._leave(s, c, "discard")


def _check_zero_discards(s: E.State) -> None:
    for x in s.lasting:  # (a loop: no generator before every step)
        if x[0] == "zero_discard":
            _zero_discards(s)
            return


E.step_check(_check_zero_discards, "zero_discard")
