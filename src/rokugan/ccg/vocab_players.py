"""The classic CCG's effect words about players' resources: gaining and losing Honor (with rehonoring and the
Honor lost to one's own cards), drawing, the Imperial Favor, discarding cards from the hand.
Part of one vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    Compound,
    Ref,
    Sel,
    Target,
    Value,
    Word,
    num,
    sel,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, Ctx, ability_of, select, source_name
from .state import HAND, State
from .vocab_effects import Effect, Rehonor, _cards, _name


def _player(x: Ctx, who: str) -> int:
    return x.player_of(who)


def _who(who: str) -> str:
    return {"you": "", "opponent": "your opponent", "t0": "the target player", "t1": "the target player",
            "event_controller": "his controller", "event_seat": "he"}.get(who, who)


@dataclass(frozen=True)
class GainHonor(Effect):
    n: Value | int
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' gains' if w else 'gain'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        return gain_or_rehonor(x, seat, n)


def gain_or_rehonor(x: Ctx, seat: int, n: int) -> bool:
    """CR "Rehonoring": "Before a player gains one or more points of Honor from an action or trait that targeted or
    came from one or more of his or her dishonorable Personalities. If rehonoring the Personalities is not one of
    that action or trait's effects, the dishonorable Personalities' rehonoring is substituted for the Honor gain";
    likewise "Before a player gains Honor from attaching a card to one of his or her dishonorable Personalities".
    An action on an Item or Spell comes from (is performed by) its Personality (interp.performer)."""
    s = x.s
    if P.honor_prevented(s, seat):
        return False  # "preventing the Honor gain also prevents its substituted rehonoring" (CR "Rehonoring")
    them = [c for c in dishonorable_sources(x) if s.controller[c] == seat]
    if them and not _rehonors(ability_of(x.a)):
        for c in them:
            if not P.rehonor(s, c):
                s.say(f"{s.title(c)} is not rehonored; the Honor is not gained.")
        return True
    return P.gain_honor(s, seat, n, f"({source_name(s, x.src)})")


def dishonorable_sources(x: Ctx) -> list[int]:
    """The Personalities the action or trait resolving targeted or came from while dishonorable, each read when that
    targeting, origin or performing was established (CR "References to other points in time"). A delayed effect
    (kind "d") carries those of the action or trait that created it (interp.delay), never re-read when it applies."""
    s = x.s
    a = x.a
    out = [*a["vars"].get("dis_origin", ()), *a["vars"].get("dis_targets", ())]
    if a["kind"] == "t" and x.src < PLAYER:  # a trait comes from its card, checked as it triggers
        src = x.src
        if s.facts[src].type == T.PERSONALITY and s.dishonored[src]:
            out.append(src)
        host = s.attached_to[src]
        if host >= 0 and x.get("event_card", -1) == src and s.dishonored[host]:
            out.append(host)  # "After you Equip this Item, gain 2 Honor": a gain from attaching it to him
    return [c for c in dict.fromkeys(out) if c < PLAYER]


def _rehonors(w: Any) -> bool:
    """Is rehonoring one of the ability's effects?"""
    if isinstance(w, Rehonor):
        return True
    parts = [getattr(w, "steps", ()) or (), *(getattr(w, "branches", ()) or ())]
    return any(_rehonors(sub) for part in parts for sub in part)


@dataclass(frozen=True)
class LoseHonor(Effect):
    """ "lose 2 Honor"; `who` names one player ("you", "opponent", a target slot) or is a player selector
    ("Each player with 21 or more Family Honor loses 5 Honor": each selected player, in turn order from the active
    player: CR "Turn order")."""

    n: Value | int
    who: str | Word = "you"

    def text(self) -> str:
        if isinstance(self.who, Word):
            return f"each {self.who.phrase(article=False)} loses {num(self.n).text()} Honor"  # type: ignore[attr-defined]
        w = _who(self.who)
        return f"{w + ' loses' if w else 'lose'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        if isinstance(self.who, Word):
            n = len(x.s.players)
            # CR "Turn order": "If no order or starting player is specified for a sequence of occurrences affecting
            # different players, they are carried out in turn order, starting with the active player."
            seats = sorted((c - PLAYER for c in x.refs(self.who) if c >= PLAYER), key=lambda q: (q - x.s.active) % n)
            done = False
            for seat in seats:  # each one separately (CR "Effects": independent effects)
                done = self._lose(x, seat) or done
            return done
        return self._lose(x, _player(x, self.who))

    def _lose(self, x: Ctx, seat: int) -> bool:
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        # CR "Honor Requirement": Honor lost to your own cards does not let you ignore Honor Requirements.
        own = x.s.owner[x.src] == seat if x.src < PLAYER else x.seat == seat
        if own and x.src < PLAYER:
            from .vocab_ee2 import own_loss_waived
            if own_loss_waived(x.s, seat, x.src):
                return False  # Keep of the Dead: no loss from one's own cards of a clan or Fate cards
        if own:
            n += own_card_loss_increase(x.s, seat)
            from .statics import has_rule
            if has_rule(x.s, PLAYER + seat, "reduce_own_losses"):
                n = max(1, n - 1)  # "Reduce your Honor losses from your cards by 1, to a minimum of 1"
        if not P.lose_honor(x.s, seat, n, f"({source_name(x.s, x.src)})", by_own_card=own):
            return False  # prevented, or substituted (CR "Substitution")
        from .vocab_ee1 import note_honor_lost_to_action
        note_honor_lost_to_action(x, seat)  # EE "Revenge" conditions (Rugashi Bazaar)
        return True


def own_card_loss_increase(s: State, seat: int) -> int:
    """Nexus of Lies: before another, non-Spider Clan player loses Honor from a card he owns, increase the
    loss by half his Starting Family Honor, rounded down (the LossIncrease trait)."""
    from .statics import LossIncrease, _sources
    total = 0
    for src, traits in _sources(s, LossIncrease):
        for t in traits:
            e = t.effect
            if isinstance(e, LossIncrease) and s.controller[src] != seat and s.players[seat].clan != e.except_clan:
                p = s.players[seat]
                start = (s.facts[p.stronghold].starting_honor or 0) + (
                    (s.facts[p.sensei].starting_honor or 0) if p.sensei >= 0 else 0)
                total += start // 2
    return total


def honor_amount(x: Ctx, n: int) -> int:
    """Interrupts that reduce the action's Honor gains or losses (Deeds and Words); the next gain or loss
    from your cards increased (Court Scribe); gains from a Holding's abilities increased (Exquisite Palace)."""
    act = x.a
    if "honor_zero" in act["flags"]:
        act["flags"] = tuple(f for f in act["flags"] if f != "honor_zero")
        return 0
    s = x.s
    owner = s.owner[x.src] if x.src < PLAYER else x.seat
    key = f"honor_plus_next:{owner}"
    if s.memo.get(key):
        del s.memo[key]
        n += 1
    if x.src < PLAYER and any(g[0] == x.src and g[1] == "honor_plus" for g in s.granted):
        n += 1
    return n


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' draws' if w else 'draw'} {'a card' if self.n == 1 else f'{self.n} cards'}"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        return P.draw_fate(x.s, seat, self.n) > 0


@dataclass(frozen=True)
class TakeFavor(Effect):
    def text(self) -> str:
        return "take the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        P.take_favor(x.s, x.seat)
        return True


@dataclass(frozen=True)
class DiscardFavor(Effect):
    def text(self) -> str:
        return "discard the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        if x.s.favor != x.seat:
            return False
        P.discard_favor(x.s)
        return True

    def possible(self, x: Ctx) -> bool:
        return x.s.favor == x.seat

    def good_faith(self, x: Ctx) -> bool:
        return x.s.favor == x.seat  # CR "Good Faith": Favor actions require the Imperial Favor


@dataclass(frozen=True)
class DiscardCards(Effect):
    """Discard the chosen cards (from hand or a Province); the first one's Focus Value is remembered."""

    ref: Word

    def text(self) -> str:
        return f"discard {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] == HAND:
                x.set("discarded_focus", stats.stat(x.s, c, "focus"))
                P.discard_from_hand(x.s, c)
                done = True
            elif x.s.zone[c] == 3:  # PROVINCE
                P.discard_from_province(x.s, c)
                done = True
        return done


def discard_a_card(selector: Sel | None = None, slot_name: str = "discard", words: str = "discard a card",
                   chooser: str = "you") -> Word:
    """ "Discard a card" (a choice, not targeting): choose a card in hand, then discard it."""
    return _Discard(selector or sel("card", controller="you", zone="hand"), slot_name, words, chooser)


@dataclass(frozen=True)
class ChooseCard(Target):
    """A choice that is not targeting (CR "Targeting": the word "target" must appear)."""

    targeting: bool = False
    distinct: bool = False


@dataclass(frozen=True)
class _Discard(Compound):
    selector: Sel
    slot_name: str
    words: str
    chooser: str = "you"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return ((ChooseCard(self.selector, self.slot_name, words=self.words, chooser=self.chooser),
                 DiscardCards(Ref(self.slot_name, "it", "it"))),)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.branches[0]) + x.a["queue"]

    def good_faith(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))

    def possible(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))


Target.distinct = True  # type: ignore[attr-defined]  # CR "Targeting": the same target cannot be chosen twice
Target.targeting = True  # type: ignore[attr-defined]
