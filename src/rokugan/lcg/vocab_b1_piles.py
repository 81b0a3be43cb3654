"""Words of `lcg/vocab_b1.py` for cards out of play: an effect that chooses among cards in a discard pile, in the
provinces, revealed, or that a player may look at (the top of his deck, the opponent's hand). The interpretation of
such a word leaves a choice step that runs once its ability has resolved (`leave_pick`), so it is its ability's last
effect; the step names what is done with the chosen cards (`PICK_MODES`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rokugan.core.decision import Decision, Option

from . import ability as A
from . import engine as E
from . import primitives as LP
from . import vocab as V
from .vocab_b1 import _ev, to_deck

# ------------------------------------------------------------------------------------------ cards out of play
# Some effects choose among cards that are not in play (a discard pile, the cards in provinces, revealed cards). The
# interpretation of such a word leaves a choice step ("pick", mode, seat, candidates, min, max, chosen, extra) that
# runs once its ability has resolved (it goes under the ability's own step), so it is each ability's last effect.
# `mode` names how the candidates read and what is done with the chosen cards (PICK_MODES).
PickLabel = Callable[[E.State, int], str]
PickDone = Callable[[E.State, int, tuple[int, ...], tuple[int, ...], str], None]
PICK_MODES: dict[str, tuple[str, PickLabel, PickDone]] = {}


def pick_mode(name: str, prompt: str, label: PickLabel) -> Callable[[PickDone], PickDone]:
    def deco(f: PickDone) -> PickDone:
        PICK_MODES[name] = (prompt, label, f)
        return f
    return deco


def leave_pick(s: E.State, mode: str, seat: int, cands: list[int], lo: int, hi: int, extra: str = "",
               now: bool = False) -> None:
    """Leave a pick step: under the resolving ability's step, or on top (`now`, from a choice handler)."""
    st = ("pick", mode, seat, tuple(cands), lo, hi, (), extra)
    if now:
        s.stack.append(st)
    else:
        s.stack.insert(len(s.stack) - 1, st)


@E.handler("pick")
def _pick(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, mode, seat, cands, lo, hi, chosen, extra = step
    prompt, label, done = PICK_MODES[mode]
    left = [c for c in cands if c not in chosen]
    if len(chosen) >= hi or not left:
        s.stack.pop()
        done(s, seat, tuple(chosen), tuple(cands), extra)
        return None
    opts = [Option(oid, label(s, c), {} if oid[5] == "p" else {"card": c}) for oid, c in _pick_ids(s, left)]
    if len(chosen) >= lo:
        opts.insert(0, Option("done", f"Done ({len(chosen)} chosen)"))
    return Decision(seat, "target", prompt, tuple(opts))


def _pick_ids(s: E.State, cards: list[int]) -> list[tuple[str, int]]:
    """(option id, card) for the candidates, in their order (province order where they are in provinces). A
    facedown card in a province is hidden from everyone, its owner too (RR "Facedown Province": "A player is not
    permitted to look at facedown dynasty cards in his or her provinces"), so its option says where it is, not which
    card it is: `pick:p2` (`pick:p2.1`, `pick:p2.2` when a province holds several). A card's number would tell its
    owner which card it is (cards are numbered in deck-list order) and would follow it through a shuffle."""
    out: list[tuple[str, int]] = []
    for c in cards:
        k = LP.province_of(s, c) if s.zone[c] == E.PROVINCE and not s.faceup[c] else -1
        if k < 0:
            out.append((f"pick:{c}", c))
            continue
        down = [x for x in s.players[s.owner[c]].slots[k] if not s.faceup[x]]
        out.append((f"pick:p{k + 1}" + (f".{down.index(c) + 1}" if len(down) > 1 else ""), c))
    return out


@E.choice("pick")
def _pick_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    _, mode, seat, cands, lo, hi, chosen, extra = step
    if oid == "done":
        s.stack[-1] = ("pick", mode, seat, cands, lo, len(chosen), chosen, extra)
        return
    c = dict(_pick_ids(s, [c for c in cands if c not in chosen]))[oid]
    s.stack[-1] = ("pick", mode, seat, cands, lo, hi, (*chosen, c), extra)


def _in_province_label(s: E.State, c: int) -> str:
    k = LP.province_of(s, c)
    return f"{s.title(c)} (province {k + 1})" if s.faceup[c] else f"The facedown card in province {k + 1}"


def _where_label(s: E.State, c: int) -> str:
    if s.zone[c] == E.PROVINCE:
        return _in_province_label(s, c)
    return f"{s.title(c)} ({'dynasty' if s.zone[c] == E.DYN_DISCARD else 'conflict'} discard pile)"


def _own_province_cards(s: E.State, seat: int, unbroken: bool = False) -> list[int]:
    p = s.players[seat]
    return [c for k in range(5) if not (unbroken and p.broken[k]) for c in p.slots[k]]


@dataclass(frozen=True)
class PutIntoPlayFrom(V.Effect):
    """"Put a [Bushi] character with printed cost 3 or lower into play from your dynasty discard pile or provinces"
    (`sources`: "dyn_discard", "conf_discard", "provinces" (faceup cards)); `conflict`: into the conflict; `bottom`:
    if it is still in play at the end of the conflict, it goes to the bottom of its deck."""

    sources: tuple[str, ...]
    trait: str = ""
    max_cost: int = -1
    conflict: bool = False
    bottom: bool = False
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        what = " ".join(x for x in ("a", self.trait, "character") if x)
        if self.max_cost >= 0:
            what += f" with printed cost {self.max_cost} or lower"
        names: dict[tuple[str, ...], str] = {
            ("dyn_discard", "provinces"): "your dynasty discard pile or provinces",
            ("dyn_discard", "conf_discard"): "one of your discard piles"}
        where = names.get(self.sources, " or ".join(self.sources))
        s = f"put {what} into play from {where}" + (" in the conflict" if self.conflict else "")
        if self.bottom:
            s += ". If it is still in play at the end of the conflict, return it to the bottom of its deck"
        return s

    def candidates(self, s: E.State, seat: int) -> list[int]:
        p = s.players[seat]
        pool: list[int] = []
        for src in self.sources:
            pool += {"dyn_discard": p.dyn_discard, "conf_discard": p.conf_discard,
                     "provinces": [c for c in _own_province_cards(s, seat) if s.faceup[c]]}[src]
        return [c for c in pool if s.facts[c].type == "character" and (not self.trait or A.has_trait(s, c, self.trait))
                and (self.max_cost < 0 or (s.facts[c].cost or 0) <= self.max_cost)
                and not (s.facts[c].unique and LP.controls_title(s, seat, s.facts[c].title))
                and not (self.conflict and s.conflict is not None and not LP.can_participate(s, c, s.conflict["type"]))]


@A.effect(PutIntoPlayFrom)
def _put_into_play_from(s: E.State, ctx: dict[str, Any], w: PutIntoPlayFrom) -> None:
    cands = w.candidates(s, ctx["seat"])
    if cands:
        leave_pick(s, "into_conflict" if w.conflict else "into_play", ctx["seat"], cands, 1, 1,
                   "bottom" if w.bottom else "")


def _into_play(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str,
               conflict: bool) -> None:
    for c in chosen:
        LP.put_into_play(s, seat, c, conflict)
        if extra == "bottom":
            A.add_lasting(s, ["bottom_after_conflict", c, "conflict"])


pick_mode("into_play", "Put a character into play", _where_label)(
    lambda s, seat, chosen, cands, extra: _into_play(s, seat, chosen, cands, extra, False))
pick_mode("into_conflict", "Put a character into play in the conflict", _where_label)(
    lambda s, seat, chosen, cands, extra: _into_play(s, seat, chosen, cands, extra, True))


@dataclass(frozen=True)
class TurnFaceup(V.Effect):
    """"Choose up to N facedown cards in your provinces – turn them faceup"."""

    lo: int = 1
    hi: int = 1

    def text(self) -> str:
        if self.hi == 1:
            return "choose a facedown card in one of your provinces and turn that card faceup"
        return f"choose up to {self.hi} facedown cards in your provinces and turn the chosen cards faceup"


def _facedown(s: E.State, seat: int) -> list[int]:
    return [c for c in _own_province_cards(s, seat) if not s.faceup[c]]


@A.effect(TurnFaceup)
def _turn_faceup(s: E.State, ctx: dict[str, Any], w: TurnFaceup) -> None:
    cands = _facedown(s, ctx["seat"])
    if cands:
        leave_pick(s, "faceup", ctx["seat"], cands, w.lo, w.hi)


@pick_mode("faceup", "Turn a facedown card in your provinces faceup", _in_province_label)
def _faceup_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    for c in chosen:
        s.faceup[c] = True
        s.ver += 1
        if s.logging:
            s.say(f"{s.players[seat].name} turns {s.title(c)} faceup in province {LP.province_of(s, c) + 1}.")


A.CONDS.update({
    "facedown_in_provinces": lambda s, ctx, *a: bool(_facedown(s, ctx["seat"])),
    "can_put_into_play": lambda s, ctx, i: bool(_steps_of(s, ctx)[i].candidates(s, ctx["seat"])),
})


def _steps_of(s: E.State, ctx: dict[str, Any]) -> tuple[Any, ...]:
    return A.ctx_ability(s, ctx).steps  # type: ignore[no-any-return]


def _bottom_after_conflict(s: E.State) -> None:
    """"If that character is still in play at the end of the conflict, return it to the bottom of its deck"."""
    for x in [x for x in s.lasting if x[0] == "bottom_after_conflict"]:
        c = x[1]
        if s.zone[c] == E.PLAY:
            to_deck(s, c, top=False)


E.END_OF_CONFLICT.append(_bottom_after_conflict)

@dataclass(frozen=True)
class SwitchHolding(V.Effect):
    """"Choose a card in one of your provinces – switch this holding with that card"."""

    def text(self) -> str:
        return "choose a card in another of your provinces and switch this holding with that card"


def _switch_cands(s: E.State, seat: int, h: int) -> list[int]:
    k = LP.province_of(s, h)
    return [c for c in _own_province_cards(s, seat) if LP.province_of(s, c) != k]


@A.effect(SwitchHolding)
def _switch_holding(s: E.State, ctx: dict[str, Any], w: SwitchHolding) -> None:
    h = ctx["card"]
    cands = _switch_cands(s, ctx["seat"], h)
    if cands and s.zone[h] == E.PROVINCE:
        leave_pick(s, "switch", ctx["seat"], cands, 1, 1, str(h))


@pick_mode("switch", "Switch the holding with a card in another province", _in_province_label)
def _switch_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[seat]
    h = int(extra)
    for c in chosen:
        k1, k2 = LP.province_of(s, h), LP.province_of(s, c)
        p.slots[k1][p.slots[k1].index(h)] = c
        p.slots[k2][p.slots[k2].index(c)] = h
        s.ver += 1
        if s.logging:
            s.say(f"{s.title(h)} moves to province {k2 + 1}; the card there moves to province {k1 + 1}.")


@dataclass(frozen=True)
class Rebuild(V.Effect):
    """"Shuffle a card in one of your unbroken provinces back into your dynasty deck. Choose a holding in your
    dynasty discard pile – put that holding into play in that province"."""

    def text(self) -> str:
        return ("shuffle a card in one of your unbroken provinces back into your dynasty deck, then choose a holding "
                "in your dynasty discard pile and put it into play in that province")


def _discard_holdings(s: E.State, seat: int) -> list[int]:
    return [c for c in s.players[seat].dyn_discard if s.facts[c].type == "holding"]


@A.effect(Rebuild)
def _rebuild(s: E.State, ctx: dict[str, Any], w: Rebuild) -> None:
    cands = _own_province_cards(s, ctx["seat"], unbroken=True)
    if cands:
        leave_pick(s, "rebuild_shuffle", ctx["seat"], cands, 1, 1)


@pick_mode("rebuild_shuffle", "Shuffle a card in one of your unbroken provinces back into your dynasty deck",
           _in_province_label)
def _rebuild_shuffle(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[seat]
    for c in chosen:
        k = LP.province_of(s, c)
        p.slots[k].remove(c)
        p.dyn_deck.append(c)
        s.zone[c] = E.DYN_DECK
        s.faceup[c] = False
        s.ver += 1
        s.rng.shuffle(p.dyn_deck)
        if s.logging:
            s.say(f"{p.name} shuffles the card in province {k + 1} into the dynasty deck.")
        hold = _discard_holdings(s, seat)
        if hold:
            leave_pick(s, "rebuild_holding", seat, hold, 1, 1, str(k), now=True)
        else:
            LP.refill(s, seat, k)


@pick_mode("rebuild_holding", "Put a holding from your dynasty discard pile into play in that province",
           lambda s, c: s.title(c))
def _rebuild_holding(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[seat]
    k = int(extra)
    for c in chosen:
        p.dyn_discard.remove(c)
        p.slots[k].append(c)
        s.zone[c] = E.PROVINCE
        s.faceup[c] = True
        s.ver += 1
        if s.logging:
            s.say(f"{p.name} puts {s.title(c)} into play in province {k + 1}.")


@dataclass(frozen=True)
class PerfectGift(V.Effect):
    """"Reveal the top 4 cards of each player's conflict deck. Choose 1 revealed card owned by each player and add
    it to its owner's hand. Shuffle."."""

    n: int = 4

    def text(self) -> str:
        return (f"reveal the top {self.n} cards of each player's conflict deck. Choose 1 revealed card owned by each "
                "player and add it to its owner's hand. Shuffle")


@A.effect(PerfectGift)
def _perfect_gift(s: E.State, ctx: dict[str, Any], w: PerfectGift) -> None:
    seat = ctx["seat"]
    for owner in (1 - seat, seat):  # the chooser's own deck first (the last step left runs first)
        p = s.players[owner]
        top, p.conf_deck = p.conf_deck[:w.n], p.conf_deck[w.n:]
        for c in top:
            s.zone[c] = E.SET_ASIDE  # revealed
        if s.logging:
            s.say(f"{p.name} reveals " + (", ".join(s.title(c) for c in top) or "no card") + ".")
        leave_pick(s, "gift", seat, top, 1, 1, str(owner))


@pick_mode("gift", "Add 1 revealed card to its owner's hand", lambda s, c: f"{s.title(c)} "
           f"({s.players[s.owner[c]].name}'s)")
def _gift_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[int(extra)]
    for c in cands:
        if c in chosen:
            p.hand.append(c)
            s.zone[c] = E.HAND
            if s.logging:
                s.say(f"{s.title(c)} is added to {p.name}'s hand.")
        else:
            p.conf_deck.append(c)
            s.zone[c] = E.CONF_DECK
    s.rng.shuffle(p.conf_deck)

A.CONDS.update({
    "province_cards_to_switch": lambda s, ctx, *a: s.zone[ctx["card"]] == E.PROVINCE and bool(
        _switch_cands(s, ctx["seat"], ctx["card"])),
    "can_rebuild": lambda s, ctx, *a: bool(_own_province_cards(s, ctx["seat"], unbroken=True)) and bool(
        _discard_holdings(s, ctx["seat"])),
    "ev_you_extra_can_put": lambda s, ctx, name, x: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    ctx["ev"][3] == x and any(isinstance(w, PutIntoPlayFrom) and w.candidates(s, ctx["seat"])
                              for w in _steps_of(s, ctx)),
    "in_conflict_can_put": lambda s, ctx, *a: s.conflict is not None and bool(s.conflict["attackers"]) and any(
        isinstance(w, PutIntoPlayFrom) and w.candidates(s, ctx["seat"]) for w in _steps_of(s, ctx)),
})

# ---------------------------------------------------------------------------------------------- looking at hidden cards
# While a player chooses among cards an ability lets him look at (the top of his deck, the opponent's hand), the
# choice names them to him alone (a decision is his); what he takes is revealed in the log.
@dataclass(frozen=True)
class SearchTop(V.Effect):
    """"Search the top N cards of your conflict deck for an attachment, reveal it, and add it to your hand.
    Shuffle"."""

    n: int = 5
    kind: str = "attachment"

    def text(self) -> str:
        return (f"search the top {self.n} cards of your conflict deck for an {self.kind}, reveal it, and add it to "
                "your hand. Shuffle")


@A.effect(SearchTop)
def _search_top(s: E.State, ctx: dict[str, Any], w: SearchTop) -> None:
    p = s.players[ctx["seat"]]
    cands = [c for c in p.conf_deck[:w.n] if s.facts[c].type == w.kind]
    if cands:
        leave_pick(s, "search", ctx["seat"], cands, 0, 1)
    else:
        s.rng.shuffle(p.conf_deck)
        if s.logging:
            s.say(f"{p.name} finds no {w.kind} and shuffles the conflict deck.")


@pick_mode("search", "Add a card found to your hand", lambda s, c: s.title(c))
def _search_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[seat]
    for c in chosen:
        p.conf_deck.remove(c)
        p.hand.append(c)
        s.zone[c] = E.HAND
        if s.logging:
            s.say(f"{p.name} reveals {s.title(c)} and adds it to the hand.")
    s.rng.shuffle(p.conf_deck)


@dataclass(frozen=True)
class LookTop(V.Effect):
    """"Look at the top N cards of your conflict deck. Add 1 of those cards to your hand and place the other(s) on the
    bottom of your conflict deck"."""

    n: int = 2

    def text(self) -> str:
        return (f"look at the top {self.n} cards of your conflict deck. Add 1 of those cards to your hand and place "
                "the other on the bottom of your conflict deck")


@A.effect(LookTop)
def _look_top(s: E.State, ctx: dict[str, Any], w: LookTop) -> None:
    p = s.players[ctx["seat"]]
    if p.conf_deck:
        leave_pick(s, "look_top", ctx["seat"], p.conf_deck[:w.n], 1, 1)


@pick_mode("look_top", "Add 1 of those cards to your hand (the other goes to the bottom of your deck)",
           lambda s, c: s.title(c))
def _look_top_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    p = s.players[seat]
    for c in cands:
        p.conf_deck.remove(c)
        if c in chosen:
            p.hand.append(c)
            s.zone[c] = E.HAND
        else:
            p.conf_deck.append(c)
    if s.logging:
        s.say(f"{p.name} adds a card to the hand and places {len(cands) - len(chosen)} on the bottom of the deck.")


@dataclass(frozen=True)
class LookHandDiscard(V.Effect):
    """"Look at your opponent's hand. Choose 1 of those cards and discard it"."""

    def text(self) -> str:
        return "look at your opponent's hand. Choose 1 of those cards and discard it"


@A.effect(LookHandDiscard)
def _look_hand(s: E.State, ctx: dict[str, Any], w: LookHandDiscard) -> None:
    q = s.players[1 - ctx["seat"]]
    if q.hand:
        leave_pick(s, "opp_hand", ctx["seat"], list(q.hand), 1, 1)


@pick_mode("opp_hand", "Choose a card in your opponent's hand to discard", lambda s, c: s.title(c))
def _opp_hand_done(s: E.State, seat: int, chosen: tuple[int, ...], cands: tuple[int, ...], extra: str) -> None:
    q = s.players[1 - seat]
    for c in chosen:
        if c in q.hand:
            q.hand.remove(c)
            q.conf_discard.append(c) if s.facts[c].side == "conflict" else q.dyn_discard.append(c)
            s.zone[c] = E.CONF_DISCARD if s.facts[c].side == "conflict" else E.DYN_DISCARD
            if s.logging:
                s.say(f"{s.players[seat].name} discards {s.title(c)} from {q.name}'s hand.")


A.CONDS["opp_has_hand"] = lambda s, ctx, *a: bool(s.players[1 - ctx["seat"]].hand)

@dataclass(frozen=True)
class RevealTopPlayable(V.Effect):
    """"Reveal the top card of your conflict deck. Until the end of the phase, you may play that card as if it were in
    your hand" (a lasting "revealed_playable" record while it stays on top; engine.PLAYABLE_ELSEWHERE)."""

    def text(self) -> str:
        return ("reveal the top card of your conflict deck. Until the end of the phase, you may play that card as if "
                "it were in your hand")


@A.effect(RevealTopPlayable)
def _reveal_top(s: E.State, ctx: dict[str, Any], w: RevealTopPlayable) -> None:
    p = s.players[ctx["seat"]]
    if p.conf_deck:
        c = p.conf_deck[0]
        A.add_lasting(s, ["revealed_playable", c, ctx["seat"], "phase"])
        if s.logging:
            s.say(f"{p.name} reveals {s.title(c)} from the top of the conflict deck.")


def _revealed_playable(s: E.State, seat: int) -> list[int]:
    p = s.players[seat]
    if not s.lasting or not p.conf_deck:
        return []
    top = p.conf_deck[0]
    return [top] if any(x[0] == "revealed_playable" and x[1] == top and x[2] == seat for x in s.lasting) else []


E.PLAYABLE_ELSEWHERE.append(_revealed_playable)
