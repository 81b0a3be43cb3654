"""RR Appendix I 4 and 5: the fate phase (characters without fate discarded in the order their controller chooses,
fate removed, fate on unclaimed rings) and the regroup phase (ready, discard from provinces, return rings, pass the
first player token)."""

from __future__ import annotations

from typing import Any, Final

from rokugan.core.decision import Decision, Option

from . import ability as A
from . import primitives as LP
from .cards import ELEMENTS
from .engine import PLAY, PROVINCE, State, choice, handler, player_order, push


# 4. Fate phase -----------------------------------------------------------------------------------
@handler("fate_phase")
def _fate_phase(s: State, step: tuple[Any, ...]) -> None:
    """4.1 the fate phase begins (its reactions, then 4.2-4.4)."""
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "fate"
    s.ver += 1
    A.fire(s, "phase", -1, -1, "fate")
    s.stack.append(("fate_discard",))  # after the reactions to the phase beginning


@handler("fate_discard")
def _fate_discard(s: State, step: tuple[Any, ...]) -> None:
    """4.2 discard characters with no fate, one at a time ("would leave play" interrupts first); then 4.3, 4.4."""
    s.stack.pop()
    kept = {x[1] for x in s.lasting if x[0] == "keep_fate"}  # "cannot be discarded or lose fate this phase"
    push(s, ("fate_remove",), ("fate_rings",))
    for seat in player_order(s)[::-1]:  # pushed in reverse: the first player's discards resolve first
        s.stack.append(("fate_discard_pick", seat, tuple(
            x for x in s.players[seat].home if s.fate_on[x] == 0 and x not in kept)))


@handler("fate_discard_pick")
def _fate_discard_pick(s: State, step: tuple[Any, ...]) -> Decision | None:
    """4.2: "These characters are discarded one at a time, in the order of the discarding player's choosing.\""""
    seat: int = step[1]
    chars: tuple[int, ...] = step[2]
    left = [c for c in chars if s.zone[c] == PLAY and s.controller[c] == seat]
    if len(left) < 2:
        s.stack.pop()
        if left:
            s.stack.append(("discard_char", left[0]))
        return None
    return Decision(seat, "order", "Fate phase: which character without fate is discarded next?", tuple(
        Option(f"next:{c}", f"Discard {s.title(c)}", {"card": c}) for c in left))


@choice("fate_discard_pick")
def _fate_discard_pick_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    c = int(oid.split(":")[1])
    s.stack[-1] = ("fate_discard_pick", step[1], tuple(x for x in step[2] if x != c))
    s.stack.append(("discard_char", c))


@handler("discard_char")
def _discard_char(s: State, step: tuple[Any, ...]) -> None:
    """4.2: a character without fate is discarded ("would leave play" interrupts first)."""
    s.stack.pop()
    c: int = step[1]
    if s.zone[c] != PLAY:  # (a constant ability may have discarded it meanwhile)
        return
    if len(step) > 2:
        if A.proceeds(s, step[2]):
            LP.leave_play(s, c)
        return
    if not A.would(s, "would_leave", s.controller[c], c, ("discard_char", c)):
        LP.leave_play(s, c)


@handler("fate_remove")
def _fate_remove(s: State, step: tuple[Any, ...]) -> None:
    """4.3: "Simultaneously remove 1 fate from each character in play." A framework step of its own: its reactions
    ("immediately after the completion of any framework step", Appendix I "Reactions and Interrupts") open before 4.4
    (the triggering condition is raised only where some card answers it: `ability.fire`)."""
    s.stack.pop()
    kept = {x[1] for x in s.lasting if x[0] == "keep_fate"}
    for p in s.players:
        for c in p.home:
            if c not in kept and s.fate_on[c] > 0:
                s.fate_on[c] -= 1
    A.fire(s, "fate_removed", -1, -1, "characters")


@handler("fate_rings")
def _fate_rings(s: State, step: tuple[Any, ...]) -> None:
    """4.4: "Simultaneously place 1 fate from the general token pool on each unclaimed ring"; then the action
    window."""
    s.stack.pop()
    for e in ELEMENTS:
        if s.rings[e][1] < 0:
            s.rings[e][0] += 1
    A.fire(s, "fate_placed_rings", -1, -1, "rings")
    s.stack.append(("window", "fate", s.first, 0))


# 5. Regroup phase --------------------------------------------------------------------------------
@handler("regroup_phase")
def _regroup_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "regroup"
    s.ver += 1
    A.fire(s, "phase", -1, -1, "regroup")
    o = player_order(s)
    push(s, ("window", "regroup", s.first, 0), ("ready",), ("prov_discard", o[0], ()), ("prov_discard", o[1], ()),
         ("end_round",))


@handler("ready")
def _ready(s: State, step: tuple[Any, ...]) -> None:
    """5.2: ready each bowed card in play."""
    s.stack.pop()
    for p in s.players:
        for c in (*p.home, *p.attached, p.stronghold):  # characters, attachments, the stronghold
            if c >= 0:
                s.bowed[c] = False


@handler("prov_discard")
def _prov_discard(s: State, step: tuple[Any, ...]) -> Decision | None:
    """5.3: each faceup card in a broken province is discarded; any faceup dynasty cards in unbroken provinces
    may be discarded; each is replaced facedown."""
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    p = s.players[seat]
    forced = [x for k in range(5) if p.broken[k] for x in p.slots[k] if s.faceup[x]]
    for c in forced:
        LP.discard_from_province(s, c)
    if forced:
        LP.order_discards(s, forced)  # (asked first: the step above this one)
        if s.stack[-1][0] == "discard_order":
            return None
    faceup = s.faceup
    owner = s.owner
    made = LP.card_options(s)
    opts: list[Option] = []
    for k in range(5):  # (the candidates in order, each option made once for its card and province)
        if p.broken[k]:
            continue
        for c in p.slots[k]:
            if faceup[c] and c not in chosen:
                # (`province_of`: a card is in one province's slot, looked for among its owner's: his own, here)
                pk = k if owner[c] == seat else LP.province_of(s, c)
                key = LP.opt_key(LP.OPT_PROV_DISCARD, c, pk)
                o = made.get(key) if key >= 0 else None
                if o is None:
                    o = Option(f"disc:{c}", f"Discard {s.title(c)} (province {pk + 1})", {"card": c})
                    if key >= 0:
                        made[key] = o
                opts.append(o)
    if not opts:
        _prov_discard_done(s, step)
        return None
    if len(_DONE) <= len(chosen):
        for n in range(len(_DONE), len(chosen) + 1):
            _DONE.append(Option("done", f"Done ({n} chosen)" if n else "Discard nothing"))
    opts.insert(0, _DONE[len(chosen)])
    return Decision(seat, "discard", "Discard any faceup cards from your provinces (they go to your discard pile in "
                                     "the order you pick them)", tuple(opts))


_DONE: Final[list[Option]] = []  # "Discard nothing", "Done (n chosen)": made once for each n


def _prov_discard_done(s: State, step: tuple[Any, ...]) -> None:
    """The chosen cards are discarded together, in the order the player picked them (RR "Discard Piles": "the owner
    of the cards chooses the order"; the prompt says so)."""
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    s.stack.pop()
    for c in chosen:
        if s.zone[c] == PROVINCE:
            LP.discard_from_province(s, c)
    if chosen:
        if s.logging:
            s.say(f"{s.players[seat].name} discards " + ", ".join(s.title(c) for c in chosen) + " from the provinces.")


@choice("prov_discard")
def _prov_discard_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    if oid == "done":
        _prov_discard_done(s, step)
        return
    s.stack[-1] = ("prov_discard", seat, (*chosen, int(oid.split(":")[1])))


@handler("end_round")
def _end_round(s: State, step: tuple[Any, ...]) -> None:
    """5.4 return the claimed rings; 5.5 pass the first player token."""
    s.stack.pop()
    for e in ELEMENTS:
        s.rings[e][1] = -1
    for p in s.players:
        p.claimed = []
    if not A.would(s, "pass_token", s.first, -1, ("pass_token",)):
        s.stack.append(("pass_token", 0))


@handler("pass_token")
def _pass_token(s: State, step: tuple[Any, ...]) -> None:
    """5.5: the first player token passes (unless an interrupt keeps it)."""
    s.stack.pop()
    if step[1] and not A.proceeds(s, step[1]):
        return
    s.first = 1 - s.first
