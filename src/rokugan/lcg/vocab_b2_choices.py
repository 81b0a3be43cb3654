"""The LCG's words whose effects ask a player to choose as they resolve (Core Set Phoenix, Scorpion, Unicorn and
neutral cards, `lcg/sets/core_b2.py`; re-exported by `lcg/vocab_b2.py`): switching rings, moving an attachment,
putting characters into play, searching a deck, looking at a province, discarding chosen cards. Each effect adds a
step (`_then`) that runs once the ability under way has resolved its other effects; the step's decision and its
answer are plain data, so a game saves and clones with it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref
from rokugan.core.decision import Decision, Option

from . import ability as A
from . import engine as E
from . import primitives as LP
from . import round as LR
from .vocab import Count, Effect

THAT_ATT = Ref("t0", "that attachment", "it")


def _then(s: E.State, step: tuple[Any, ...]) -> None:
    """A decision an effect needs, run once the ability under way (the step on top) has resolved its effects."""
    s.stack.insert(len(s.stack) - 1, step)

@dataclass(frozen=True)
class SwitchRing(Effect):
    """"Switch the contested ring with an unclaimed ring (the conflict retains its type)": the ability's controller
    picks the unclaimed ring; fate stays on each ring."""

    def text(self) -> str:
        return "switch the contested ring with an unclaimed ring"


def _unclaimed_others(s: E.State) -> list[str]:
    cf = s.conflict
    return [e for e in E.ELEMENTS if s.rings[e][1] < 0 and (cf is None or e != cf["ring"])]


@A.effect(SwitchRing)
def _switch_ring(s: E.State, ctx: dict[str, Any], w: SwitchRing) -> None:
    if s.conflict is not None and _unclaimed_others(s):
        _then(s, ("b2_switch_ring", ctx["seat"]))


@E.handler("b2_switch_ring")
def _switch_ring_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    rings = _unclaimed_others(s)
    if s.conflict is None or not rings:
        s.stack.pop()
        return None
    return Decision(step[1], "mode", f"Switch the contested {s.conflict['ring']} ring with", tuple(
        Option(f"ring:{e}", f"The {e} ring ({s.rings[e][0]} fate)") for e in rings))


@E.choice("b2_switch_ring")
def _switch_ring_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    old, cf["ring"] = cf["ring"], oid.split(":")[1]
    if s.logging:
        s.say(f"The contested ring is now the {cf['ring']} ring ({old} returns to the unclaimed rings).")


@dataclass(frozen=True)
class SwitchClaimedRing(Effect):
    """"Switch a ring in your claimed ring pool with an unclaimed ring and gain all fate on that ring"."""

    def text(self) -> str:
        return "switch a ring in your claimed ring pool with an unclaimed ring and gain all fate on that ring"


def _ring_swaps(s: E.State, seat: int) -> list[tuple[str, str]]:
    mine = s.players[seat].claimed
    free = [e for e in E.ELEMENTS if s.rings[e][1] < 0 and (s.conflict is None or s.conflict["ring"] != e)]
    return [(a, b) for a in mine for b in free]


@A.effect(SwitchClaimedRing)
def _switch_claimed(s: E.State, ctx: dict[str, Any], w: SwitchClaimedRing) -> None:
    if _ring_swaps(s, ctx["seat"]):
        _then(s, ("b2_swap_claimed", ctx["seat"]))


@E.handler("b2_swap_claimed")
def _swap_claimed_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    swaps = _ring_swaps(s, step[1])
    if not swaps:
        s.stack.pop()
        return None
    return Decision(step[1], "mode", "Switch which claimed ring with which unclaimed ring?", tuple(
        Option(f"swap:{a}:{b}", f"Return the {a} ring, claim the {b} ring ({s.rings[b][0]} fate)") for a, b in swaps))


@E.choice("b2_swap_claimed")
def _swap_claimed_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    seat = step[1]
    p = s.players[seat]
    _, a, b = oid.split(":")
    p.claimed[p.claimed.index(a)] = b
    s.rings[a][1] = -1
    s.rings[b][1] = seat
    n, s.rings[b][0] = s.rings[b][0], 0
    p.fate += n
    if s.logging:
        s.say(f"{p.name} switches the claimed {a} ring with the {b} ring and gains {n} fate.")

@dataclass(frozen=True)
class MoveAttachment(Effect):
    """Move an attachment to another character you control that could legally have it (RR "Attachment Cards");
    the ability's controller picks the character as the effect resolves."""

    ref: Ref = THAT_ATT

    def text(self) -> str:
        return f"move {self.ref.text()} to an eligible character you control"


def eligible_host(s: E.State, a: int, t: int, seat: int) -> bool:
    """Could attachment `a` be attached to character `t` by `seat` (its own restriction and the character's; a third
    restricted attachment may be moved on: its controller then discards one, RR "Restricted")?"""
    return A.may_attach(s, a, t, seat) and all(ok(s, a, t) for ok in E.ATTACH_CHECKS)


def _move_targets(s: E.State, a: int, seat: int) -> list[int]:
    return [t for t in s.players[seat].home if t != s.attached_to[a] and eligible_host(s, a, t, seat)]


@A.effect(MoveAttachment)
def _move_attachment(s: E.State, ctx: dict[str, Any], w: MoveAttachment) -> None:
    for a in A.resolve(s, ctx, w.ref):
        if _move_targets(s, a, ctx["seat"]):
            _then(s, ("b2_move_attachment", ctx["seat"], a))


@E.handler("b2_move_attachment")
def _move_attachment_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, a = step
    ts = _move_targets(s, a, seat) if s.zone[a] == E.PLAY else []
    if not ts:
        s.stack.pop()
        return None
    return Decision(seat, "target", f"Move {s.title(a)} to", tuple(
        Option(f"card:{t}", s.title(t), {"card": t}) for t in ts))


@E.choice("b2_move_attachment")
def _move_attachment_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    a, t = step[2], int(oid.split(":")[1])
    s.attached_to[a] = t
    if s.logging:
        s.say(f"{s.title(a)} moves to {s.title(t)}.")
    LR.check_restricted(s, t)
    LP.check_participation(s)

@dataclass(frozen=True)
class DeclareNow(Effect):
    """"Immediately declare your second conflict for this phase": the declaration comes next, before any other
    player's opportunity and without the action window before it (RR Appendix I 3.1-3.2)."""

    def text(self) -> str:
        return "immediately declare your second conflict for this phase"


@A.effect(DeclareNow)
def _declare_now(s: E.State, ctx: dict[str, Any], w: DeclareNow) -> None:
    _then(s, ("b2_declare_now", ctx["seat"]))


@E.handler("b2_declare_now")
def _declare_now_step(s: E.State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    seat = step[1]
    if s.players[seat].conflicts_left <= 0:
        return
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == "conflict_loop":  # the next opportunity to declare becomes this player's declaration
            s.stack[i] = ("declare", seat)
            if s.logging:
                s.say(f"{s.players[seat].name} declares a second conflict at once.")
            return


def _breakthrough(s: E.State, ctx: dict[str, Any], name: str) -> bool:
    ev = ctx.get("ev")
    p = s.players[ctx["seat"]]
    return A._ev(ctx, name) and ev is not None and ev[1] == ctx["seat"] and ev[3] == "broke" and \
        len(p.types_used) == 1 and p.conflicts_left > 0

@dataclass(frozen=True)
class PutFromProvince(Effect):
    """"Choose a character in one of your provinces – put that character into play in the conflict" (the faceup
    characters in your provinces; the choice is made as it resolves)."""

    def text(self) -> str:
        return "put a character from one of your provinces into play in the conflict"


def province_chars(s: E.State, seat: int) -> list[int]:
    p = s.players[seat]
    return [c for k in range(5) for c in p.slots[k] if s.faceup[c] and s.facts[c].type == "character" and
            not (s.facts[c].unique and LP.controls_title(s, seat, s.facts[c].title)) and _may_join(s, c)]


def _may_join(s: E.State, c: int) -> bool:
    """RR "Participating and Cannot Participate": a character that cannot participate cannot be "put into play in
    that conflict" (a dash for its type)."""
    return s.conflict is None or LP.can_participate(s, c, s.conflict["type"])


@A.effect(PutFromProvince)
def _put_from_province(s: E.State, ctx: dict[str, Any], w: PutFromProvince) -> None:
    if province_chars(s, ctx["seat"]):
        _then(s, ("b2_put_from_province", ctx["seat"]))


@E.handler("b2_put_from_province")
def _put_from_province_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    cs = province_chars(s, step[1])
    if not cs or s.conflict is None:
        s.stack.pop()
        return None
    return Decision(step[1], "target", "Put which character into play in the conflict?", tuple(
        Option(f"card:{c}", s.title(c), {"card": c}) for c in cs))


@E.choice("b2_put_from_province")
def _put_from_province_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    LP.put_into_play(s, step[1], int(oid.split(":")[1]), True)


@dataclass(frozen=True)
class LookAtProvince(Effect):
    """Look at a facedown province (only its controller's player learns which it is)."""

    def text(self) -> str:
        return "look at a facedown province"


def _facedown(s: E.State) -> list[tuple[int, int]]:
    return [(p.seat, k) for p in s.players for k in range(5) if not p.prov_faceup[k] and not p.broken[k]]


@A.effect(LookAtProvince)
def _look(s: E.State, ctx: dict[str, Any], w: LookAtProvince) -> None:
    if _facedown(s):
        _then(s, ("b2_look", ctx["seat"]))


@E.handler("b2_look")
def _look_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    fd = _facedown(s)
    if not fd:
        s.stack.pop()
        return None
    return Decision(step[1], "target", "Look at which facedown province?", tuple(
        Option(f"prov:{q}:{k}", f"{s.players[q].name}'s province {k + 1}") for q, k in fd))


@E.choice("b2_look")
def _look_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    _, q, k = oid.split(":")
    seat, p = step[1], s.players[int(q)]
    s.say(f"{p.name}'s province {int(k) + 1} is {s.title(p.provinces[int(k)])}.", visible_to=(seat,),
          public=f"{s.players[seat].name} looks at {p.name}'s province {int(k) + 1}.")


@dataclass(frozen=True)
class SearchTop(Effect):
    """Search the top 5 cards of your conflict deck for a card and add it to your hand. Shuffle."""

    n: int = 5

    def text(self) -> str:
        return f"search the top {self.n} cards of your conflict deck for a card and add it to your hand. Shuffle"


@A.effect(SearchTop)
def _search(s: E.State, ctx: dict[str, Any], w: SearchTop) -> None:
    _then(s, ("b2_search", ctx["seat"], w.n))


@E.handler("b2_search")
def _search_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, n = step
    top = s.players[seat].conf_deck[:n]  # the top of a deck is its start (engine.draw)
    return Decision(seat, "target", f"Search the top {n} cards of your conflict deck", (
        Option("none", "Take nothing"), *(Option(f"card:{c}", s.title(c), {"card": c}) for c in top)))


@E.choice("b2_search")
def _search_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    p = s.players[step[1]]
    if oid != "none":
        c = int(oid.split(":")[1])
        p.conf_deck.remove(c)
        p.hand.append(c)
        s.zone[c] = E.HAND
        s.say(f"You take {s.title(c)} into your hand.", visible_to=(p.seat,),
              public=f"{p.name} takes a card into his or her hand.")
    s.rng.shuffle(p.conf_deck)
    if s.logging:
        s.say(f"{p.name} shuffles the conflict deck.")


@dataclass(frozen=True)
class NoDeclareRing(Effect):
    """"Choose a ring and an opponent – that player cannot declare conflicts of that ring's element this phase"."""

    def text(self) -> str:
        return ("choose a ring and an opponent – that player cannot declare conflicts of that ring's element this "
                "phase")


@A.effect(NoDeclareRing)
def _no_declare(s: E.State, ctx: dict[str, Any], w: NoDeclareRing) -> None:
    _then(s, ("b2_no_declare", ctx["seat"]))


@E.handler("b2_no_declare")
def _no_declare_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    return Decision(step[1], "mode", "Choose a ring: your opponent cannot declare conflicts of its element", tuple(
        Option(f"ring:{e}", f"The {e} ring") for e in E.ELEMENTS))


@E.choice("b2_no_declare")
def _no_declare_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    e = oid.split(":")[1]
    q = s.players[1 - step[1]]
    A.add_lasting(s, ["no_declare_ring", q.seat, e, "phase"])
    if s.logging:
        s.say(f"{q.name} cannot declare {e} conflicts this phase.")

@dataclass(frozen=True)
class PutCharacters(Effect):
    """"Choose [up to 2] [Scorpion] characters [with total printed cost 6 or lower] from [your hand and/or provinces]
    – put those characters into play [in the conflict]" (and the searching and discard-pile variants). The
    characters are picked one at a time as it resolves, each within what is left of the budget.

    `source`: "hand_provinces", "dyn_discard", "opp_discard", "dyn_deck" (the top `look` cards, then shuffle)."""

    source: str
    count: int = 1  # 0: any number
    budget: int = 0  # total printed cost (0: none)
    max_cost: int = -1  # each character's printed cost (-1: none)
    clan: str = ""
    trait: str = ""
    not_trait: str = ""
    non_unique: bool = False
    look: int = 0
    participating: bool = True

    def _noun(self, plural: bool) -> str:
        adj = [a for a in ("non-unique" if self.non_unique else "",
                           f"non-{self.not_trait.capitalize()}" if self.not_trait else "",
                           f"[{self.clan}]" if self.clan else "", self.trait.capitalize()) if a]
        return " ".join([*adj, "characters" if plural else "character"])

    def text(self) -> str:
        where = {"hand_provinces": "from your hand and/or provinces", "dyn_discard": "from your dynasty discard pile",
                 "opp_discard": "from an opponent's discard pile", "dyn_deck": ""}[self.source]
        cost = f" with printed cost {self.max_cost} or lower" if self.max_cost >= 0 else ""
        if self.budget and self.count > 1:
            what = f"up to {self.count} {self._noun(True)} with total printed cost {self.budget} or lower"
        elif self.budget:
            what = f"up to {self.budget} printed cost worth of {self._noun(True)}"
        else:
            what = f"a {self._noun(False)}{cost}"
        many = self.count != 1
        into = "as participating characters" if many and self.participating else "in the conflict"
        mine = " under your control" if self.source == "opp_discard" else ""
        if self.source == "dyn_deck":
            return (f"search the top {self.look} cards of your dynasty deck for {what} and put "
                    f"{'those characters' if many else 'that character'} into play {into}. Shuffle")
        return f"put {what} {where} into play {into}{mine}"

    def params(self) -> tuple[Any, ...]:
        return (self.source, self.count, self.budget, self.max_cost, self.clan, self.trait, self.not_trait,
                self.non_unique, self.look)


def _put_cands(s: E.State, seat: int, prm: tuple[Any, ...], chosen: tuple[int, ...] = ()) -> list[int]:
    source, count, budget, max_cost, clan, trait, not_trait, non_unique, look = prm
    p = s.players[seat]
    if source == "hand_provinces":
        pool = [*p.hand, *(c for k in range(5) for c in p.slots[k] if s.faceup[c])]
    elif source == "dyn_discard":
        pool = list(p.dyn_discard)
    elif source == "opp_discard":
        q = s.players[1 - seat]
        pool = [*q.dyn_discard, *q.conf_discard]
    else:
        pool = p.dyn_deck[:look]  # the top of a deck is its start (engine.draw)
    spent = sum(s.facts[c].cost or 0 for c in chosen)
    out = []
    for c in pool:
        f = s.facts[c]
        if c in chosen or f.type != "character" or (clan and f.clan != clan) or (trait and trait not in f.traits):
            continue
        if (not_trait and not_trait in f.traits) or (non_unique and f.unique):
            continue
        if (max_cost >= 0 and (f.cost or 0) > max_cost) or (budget and spent + (f.cost or 0) > budget):
            continue
        if not _may_join(s, c):
            continue
        if f.unique and (LP.controls_title(s, seat, f.title) or any(s.facts[x].title == f.title for x in chosen)):
            continue
        if f.unique and s.owner[c] != seat and LP.controls_title(s, s.owner[c], f.title):
            continue  # RR "Unique Cards": not an opponent's unique card while he controls an in-play copy
        out.append(c)
    return out if not count or len(chosen) < count else []


def _could_hold(s: E.State, seat: int, prm: tuple[Any, ...], chosen: tuple[int, ...]) -> bool:
    """Whether, to the other player, this player could still have a character to choose from his hand: then he is
    asked even with none (only "Done"), so that not being asked does not tell the other player what his hand holds
    (the issue's hidden-information rule, as `hidden_possible` does for events)."""
    count = prm[1]
    return prm[0] == "hand_provinces" and any(c not in chosen for c in s.players[seat].hand) \
        and (not count or len(chosen) < count)


@A.effect(PutCharacters)
def _put_chars(s: E.State, ctx: dict[str, Any], w: PutCharacters) -> None:
    _then(s, ("b2_put", ctx["seat"], w.params(), ()))


@E.handler("b2_put")
def _put_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, prm, chosen = step
    cands = _put_cands(s, seat, prm, chosen)
    if not cands and not _could_hold(s, seat, prm, chosen):
        _put_done(s, step)
        return None
    opts = [Option("done", f"Done ({len(chosen)} chosen)")]
    opts += [Option(f"card:{c}", f"{s.title(c)} (cost {s.facts[c].cost})", {"card": c}) for c in cands]
    return Decision(seat, "target", "Choose a character to put into play", tuple(opts))


@E.choice("b2_put")
def _put_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, prm, chosen = step
    if oid == "done":
        _put_done(s, step)
        return
    s.stack[-1] = ("b2_put", seat, prm, (*chosen, int(oid.split(":")[1])))


def _put_done(s: E.State, step: tuple[Any, ...]) -> None:
    _, seat, prm, chosen = step
    s.stack.pop()
    p = s.players[seat]
    for c in chosen:
        if prm[0] == "dyn_deck" and c in p.dyn_deck:
            p.dyn_deck.remove(c)
            s.zone[c] = E.SET_ASIDE
        LP.put_into_play(s, seat, c, s.conflict is not None)
    if prm[0] == "dyn_deck":
        s.rng.shuffle(p.dyn_deck)
        if s.logging:
            s.say(f"{p.name} shuffles the dynasty deck.")


@dataclass(frozen=True)
class HonorOneDishonorOther(Effect):
    """"Honor one of those characters and dishonor the other" (the ability's controller picks which)."""

    ref: Ref = Ref("t0", "those characters", "them")

    def text(self) -> str:
        return f"honor one of {self.ref.text()} and dishonor the other"


@A.effect(HonorOneDishonorOther)
def _honor_one(s: E.State, ctx: dict[str, Any], w: HonorOneDishonorOther) -> None:
    pair = A._alive(s, ctx, w.ref)
    if len(pair) == 2:
        _then(s, ("b2_honor_one", ctx["seat"], tuple(pair)))
    elif pair:
        LP.honor_card(s, pair[0])


@E.handler("b2_honor_one")
def _honor_one_step(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, pair = step
    return Decision(seat, "target", "Which character is honored (the other is dishonored)?", tuple(
        Option(f"card:{c}", f"Honor {s.title(c)}, dishonor {s.title(pair[1 - i])}", {"card": c})
        for i, c in enumerate(pair)))


@E.choice("b2_honor_one")
def _honor_one_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, pair = step
    s.stack.pop()
    c = int(oid.split(":")[1])
    LP.honor_card(s, c)
    LP.dishonor_card(s, next(x for x in pair if x != c))

@dataclass(frozen=True)
class OpponentDiscardsChosen(Effect):
    """"Your opponent chooses and discards X cards from his or her hand" (X counted as it resolves)."""

    n: Count

    def text(self) -> str:
        return (f"your opponent chooses and discards X cards from his or her hand. X is equal to the number of "
                f"{self.n.text()}")


@A.effect(OpponentDiscardsChosen)
def _opp_discards(s: E.State, ctx: dict[str, Any], w: OpponentDiscardsChosen) -> None:
    n = A.count(s, ctx, w.n)
    if n > 0:
        _then(s, ("b2_discard_chosen", 1 - ctx["seat"], n))


@E.handler("b2_discard_chosen")
def _discard_chosen(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, n = step
    hand = s.players[seat].hand
    if n <= 0 or not hand:
        s.stack.pop()
        return None
    return Decision(seat, "target", f"Choose a card to discard from your hand ({n} to go)", tuple(
        Option(f"card:{c}", f"Discard {s.title(c)}", {"card": c}) for c in hand))


@E.choice("b2_discard_chosen")
def _discard_chosen_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, n = step
    A._discard_from_hand(s, seat, int(oid.split(":")[1]))
    s.stack[-1] = ("b2_discard_chosen", seat, n - 1)


A.CONDS.update({
    "has_claimed_and_unclaimed": lambda s, ctx, *a: bool(_ring_swaps(s, ctx["seat"])),
    "province_chars_you": lambda s, ctx, *a: bool(province_chars(s, ctx["seat"])),
    "facedown_province": lambda s, ctx, *a: bool(_facedown(s)),
    "first_conflict_broke": _breakthrough,
    "can_put": lambda s, ctx, *prm: bool(_put_cands(s, ctx["seat"], prm)),
})

__all__ = [n for n in dict(globals()) if not n.startswith("_")]
