"""The classic CCG's effect words, continued: Gold, Province strength, additional actions, changes to the action
being interrupted, sequences and delayed effects, putting cards into play, Rings' conditions and Focus Effects,
Terrains, moving to an adjacent location.
Part of one vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    SELF,
    Compound,
    Cond,
    May,
    Num,
    Ref,
    Triggered,
    Value,
    Word,
    signed,
)
from rokugan.catalog import cards as T

from . import primitives as P
from .interp import PROVINCE_KEY, SUSPEND, Ctx, cond, filt, source_name
from .state import HOME, PLAY, PROVINCE
from .usability import interrupted
from .vocab import (  # the shared helpers of the vocabulary
    _trigger_card,
    current_bf,
    kw,
)
from .vocab_effects import Effect, _cards, _may_move, _name


@dataclass(frozen=True)
class ProduceGold(Effect):
    n: int

    def text(self) -> str:
        return f"produce {self.n} Gold"

    def run(self, x: Ctx) -> bool:
        x.s.players[x.seat].gold_pool += self.n
        return True


@dataclass(frozen=True)
class ProvinceStrength(Effect):
    """ "Give this Province +2 strength": the province of the current battlefield."""

    amount: Value | int
    duration: str = "turn"
    any_province: bool = False  # "Give a Province ..." (chosen) rather than "this Province"

    def text(self) -> str:
        a = self.amount
        n = a if isinstance(a, int) else (a.n if isinstance(a, Num) else None)
        if self.any_province:
            return f"give a Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]
        return f"give this Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]

    def run(self, x: Ctx) -> Any:
        s = x.s
        if self.any_province:  # "Give a Province +3 strength": the player chooses which
            from .interp import action_index
            opts = tuple(PROVINCE_KEY + 16 * p.seat + i for p in s.players for i, alive in
                         enumerate(p.province_alive) if alive)
            s.stack.append(("ab_province", action_index(x), opts, x.val(self.amount), self.duration))
            return SUSPEND
        if s.battle is None or not 0 <= current_bf(s) < 16:
            return False  # no Province at a created battlefield
        d = s.battle["defender"]
        s.modifiers.append((PROVINCE_KEY + 16 * d + current_bf(s), "province_strength", x.val(self.amount),
                            self.duration, "bonus"))
        return True


@dataclass(frozen=True)
class Additional(Effect):
    """CR "Additional action": taken after this action resolves. `only` restricts it to the abilities of
    one card ("an additional action from the Spell", "to play it") or, for a card that grants abilities
    (a Terrain), to the abilities it grants ("an additional action granted by it"); `discard_unplayed`
    discards that card if it was not played ("search ... and take an additional action to play it":
    CR "Search", a searched-for card whose effect fails is discarded)."""

    n: int = 1
    rtype: str = ""
    only: Word | None = None
    discard_unplayed: bool = False
    words: str = ""
    from_deck: bool = False  # `only` names cards on top of a Fate deck, played from there as if from hand

    def text(self) -> str:
        if self.words:
            return self.words
        kind = {"battle": "Battle ", "": ""}.get(self.rtype, "")
        return f"take {'an' if self.n == 1 and not kind else ('a' if self.n == 1 else 'two')} additional " \
            f"{kind}action{'s' if self.n > 1 else ''}"

    def run(self, x: Ctx) -> bool:
        if self.only is not None:
            cards = _cards(x, self.only)
            if not cards:
                return False  # nothing to take the restricted action from
            x.set("additional_only", [int(c) for c in cards])
            x.set("additional_discard", bool(self.discard_unplayed))
            x.set("additional_from_deck", bool(self.from_deck))
        x.set("additional", int(x.get("additional", 0)) + self.n)
        if self.rtype:
            x.set("additional_type", self.rtype)
        return True


@dataclass(frozen=True)
class ActionFlag(Effect):
    """An Interrupt's change to the action it interrupts ("the action cannot move Personalities")."""

    flag: str
    words: str

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        act = interrupted(x.s)
        if act is None:
            return False
        act["flags"] = (*act["flags"], self.flag)
        if self.flag == "negated":
            x.s.say(f"The effects of {source_name(x.s, act['src'])} are negated.")
        return True


@dataclass(frozen=True)
class Seq(Compound):
    """A group of steps rendered as one phrase (for text the grammar says in its own way)."""

    steps: tuple[Word, ...]
    words: str

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.steps) + x.a["queue"]


@dataclass(frozen=True)
class After(Compound):
    """A delayed effect (CR "Delayed effects"): its steps happen when `event` next occurs ("turn_started"
    with who="you": after your next turn begins; "battle_resolved": after this battle resolves)."""

    event: str
    steps: tuple[Word, ...]
    who: str = "any"
    words: str = ""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        if self.words:
            return self.words
        when_ = {"turn_ending": "when this turn ends", "phase_ending": "before this phase ends",
                 "turn_started": "after your next turn begins" if self.who == "you"
                               else "after the next turn begins",
                               "battle_resolved": "after this battle resolves",
                               "duel_resolved": "after this duel ends"}.get(self.event, self.event)
        inner = " and ".join(w.text() for w in self.steps)
        return f"{when_}, {inner}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .triggered import delay
        delay(x, self.event, path, self.who)


@dataclass(frozen=True)
class PutIntoPlay(Effect):
    """Put a card into play under your control (a Ring from hand or the resolution area: CR "Ring")."""

    ref: Word = SELF

    def text(self) -> str:
        return f"put {_name(self.ref)} into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        done = False
        for c in _cards(x, self.ref):
            if s.zone[c] == PLAY:
                continue
            p = s.players[s.owner[c]]
            if P.controls_unique(s, x.seat, c):
                s.say(f"{s.title(c)} cannot enter play: you control a Unique card with that title.")
                continue
            if c in p.hand:
                p.hand.remove(c)
            province = -1
            if s.zone[c] == PROVINCE:  # an Event putting itself into play from its Province (CR "Event")
                _, province = P.leave_province(s, c)
            P.enter_play(s, x.seat, c)
            if province >= 0:
                P.refill(s, p.seat, province)
            if c == x.src and s.facts[c].type == T.RING:  # EE "Enlightenment": it entered play by its own text
                s.granted.append((c, "entered_by_own_text", "game"))
            s.say(f"{s.players[x.seat].name} puts {s.title(c)} into play.")
            done = True
        return done


@dataclass(frozen=True)
class DiscardHand(Effect):
    def text(self) -> str:
        return "discard your hand"

    def run(self, x: Ctx) -> bool:
        hand = list(x.s.players[x.seat].hand)
        for c in hand:
            P.discard_from_hand(x.s, c)
        return bool(hand)


@dataclass(frozen=True)
class HandTrigger(Triggered):
    """A trait that works from its owner's hand: a Ring's condition for entering play (CR "Ring": put it
    into play immediately after fulfilling its condition; this may not be delayed)."""

    from_hand: bool = True


@dataclass(frozen=True)
class FocusEffect(Triggered):
    """ "As a Focus Effect, ...": resolves when the card is revealed as a focus in a duel (CR "Duel" 4).
    Refs: MY_DUELIST, OTHER_DUELIST; after the duel: WINNER, LOSER (with After("duel_resolved", ...))."""

    focus_effect: bool = True

    def text(self) -> str:
        if self.words:
            return self.words
        from rokugan.ability.words import steps_text
        return "As a Focus Effect, " + steps_text(self.steps)[:1].lower() + steps_text(self.steps)[1:]


def focus_effect(*steps: Word, words: str = "") -> FocusEffect:
    return FocusEffect(Cond("focus_effect"), tuple(steps), words)


MY_DUELIST = Ref("my_duelist", "your Personality", "him")
OTHER_DUELIST = Ref("other_duelist", "the other Personality", "him")


@cond("you_won_duel")
def _c_you_won(x: Ctx) -> bool:
    d = x.s.last_duel or {}
    return any(x.s.controller[c] == x.seat for c in d.get("winners", ()) if x.s.zone[c] == PLAY)


@cond("duel_resolved")
def _t_duel_resolved(x: Ctx, who: str = "any") -> bool:
    return True


@cond("entered_duel")
def _t_entered_duel(x: Ctx, who: str = "host") -> bool:
    return _trigger_card(x, who)


@cond("focus_effect")
def _t_focus_effect(x: Ctx) -> bool:
    return False  # Focus Effects start from the duel itself, never from an event


def ring_condition(trigger: Cond, guard: Cond | None = None) -> HandTrigger:
    """ "Play after ...": when `trigger` happens and `guard` holds, its owner may put the Ring into play."""
    from rokugan.ability.words import If
    play = May((PutIntoPlay(SELF),), words="you may put this Ring into play")
    return HandTrigger(trigger, (If(guard, (play,)),) if guard is not None else (play,),
                       words=f"Play {trigger.words}.")


@dataclass(frozen=True)
class PlayTerrain(Effect):
    """ "Destroy a Terrain (if able). Put this Terrain into play." (CR "Terrain"): at the current
    battlefield, in no army; discarded after the battle ends. Remembers the ability's first target (for
    Terrains that refer to "the Personality this ability targeted")."""

    def text(self) -> str:
        return "destroy a Terrain (if able). Put this Terrain into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        bf = current_bf(s)
        if bf < 0 or s.zone[x.src] == PLAY:
            return False
        for p in s.players:
            for c in list(p.home):
                if s.location[c] == bf and kw(s, c, "Terrain") and s.zone[c] == PLAY:
                    p.home.remove(c)
                    P.discard_from_play(s, c)
                    s.say(f"{s.title(c)} is destroyed.")
                    s.memo[f"destroyed_terrain:{x.seat}:{bf}"] = 1
        p = s.players[x.seat]
        if x.src in p.hand:
            p.hand.remove(x.src)
        s.zone[x.src] = PLAY
        s.face_up[x.src] = True
        s.controller[x.src] = x.seat
        s.bowed[x.src] = False
        s.location[x.src] = bf
        p.home.append(x.src)
        s.memo[f"played_terrain:{x.seat}:{bf}"] = 1
        targets = x.a["slots"].get("t0", ())
        if targets:
            s.memo[f"targeted_by:{x.src}"] = targets[0]
        s.say(f"{s.title(x.src)} is put into play at the battlefield.")
        return True

    def good_faith(self, x: Ctx) -> bool:
        return x.s.zone[x.src] != PLAY and current_bf(x.s) >= 0


@dataclass(frozen=True)
class MoveToAdjacent(Effect):
    """Move a Personality to an adjacent, unresolved battlefield (the player picks which)."""

    ref: Word

    def text(self) -> str:
        return f"move {_name(self.ref)} to an adjacent, unresolved battlefield"

    def run(self, x: Ctx) -> Any:
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.battle is None or not _may_move(x):
            return False
        bf = current_bf(s)
        fields = [f for f in s.battle["fields"] if abs(f - bf) == 1 and f not in s.battle["fought"]]
        if not fields:
            return False
        from .interp import action_index
        s.stack.append(("ab_field", action_index(x), got[0], tuple(fields)))
        return SUSPEND


@filt("same_location")
def _f_same_location(x: Ctx, c: int, arg: Any) -> bool:
    """At the location of the card carrying the ability ("at this battlefield" on a Terrain)."""
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.zone[x.src] == PLAY and x.s.location[host] == x.s.location[x.src] != HOME


@filt("targeted_by_source")
def _f_targeted_by(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.memo.get(f"targeted_by:{x.src}") == c


@filt("owned_by")
def _f_owned_by(x: Ctx, c: int, arg: Any) -> bool:
    """Controlled by the battle's "attacker" or "defender"."""
    return x.s.battle is not None and x.s.controller[c] == x.s.battle[arg]


@cond("exactly_one_defender")
def _c_one_defender(x: Ctx) -> bool:
    s = x.s
    if s.battle is None or s.zone[x.src] != PLAY:
        return False
    loc = s.location[x.src]
    d = s.battle["defender"]
    return sum(1 for c in s.players[d].home if s.facts[c].type == T.PERSONALITY and s.location[c] == loc) == 1


@cond("battle_resolving")
def _t_battle_resolving(x: Ctx, who: str = "here") -> bool:
    """ "Before this battle resolves": the battle at the card's battlefield."""
    s = x.s
    return s.zone[x.src] == PLAY and s.location[x.src] == int(x.get("field", -9))
