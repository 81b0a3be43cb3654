"""More of the LCG's words (Core Set Phoenix, Scorpion, Unicorn and neutral cards, `lcg/sets/core_b2.py`): each word
renders its own English and registers its interpretation with `lcg.ability` (effects, costs, conditions, selector
filters), the way `lcg/vocab.py` words are read there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref, Sel, add_filter_words
from rokugan.core.decision import Decision, Option

from . import ability as A
from . import engine as E
from .vocab import SELF, Cannot, Constant, Cost, Count, Effect, cond

# ---------------------------------------------------------------------------------------------- references
STRONGHOLD = Ref("self", "this stronghold", "it")
PROVINCE = Ref("self", "this province", "it")
OTHER = Ref("t1", "the other", "it")
ONE = Ref("t0", "one of those characters", "it")
COST_CHAR = Ref("cost", "that character", "it")
THAT_ATT = Ref("t0", "that attachment", "it")


# ---------------------------------------------------------------------------------------------- constant abilities
@dataclass(frozen=True)
class CannotAttack(Cannot):
    """"Cannot participate in conflicts as an attacker" (read where attackers are declared, as the restriction
    "attack")."""

    what: str = "attack"

    def text(self) -> str:
        return "cannot participate in conflicts as an attacker"


@dataclass(frozen=True)
class CannotBeStrongholdProvince(Cannot):
    """"Cannot be a stronghold province" (read by the setup's choice of the province under the stronghold)."""

    what: str = "stronghold_province"
    standalone = True

    def text(self) -> str:
        return "Cannot be a stronghold province."


@dataclass(frozen=True)
class ProvinceStrength(Constant):
    """"This province gets +5 strength during [political] conflicts" (read by `engine.province_strength`)."""

    n: int
    kind: str = ""

    def text(self) -> str:
        during = f" during [{self.kind}] conflicts" if self.kind else ""
        return f"gets {'+' if self.n >= 0 else ''}{self.n} strength{during}"


@dataclass(frozen=True)
class Influence(Constant):
    """A role's deckbuilding text: "Increase your deckbuilding influence value by 3" (read by `decks.legality`)."""

    influence_bonus: int
    standalone = True

    def text(self) -> str:
        return f"Increase your deckbuilding influence value by {self.influence_bonus}."


@dataclass(frozen=True)
class ExtraProvince(Constant):
    """A role's deckbuilding text: one more province of an element (read by `decks.legality`)."""

    extra_province: str
    standalone = True

    def text(self) -> str:
        return (f"You may replace 1 province of any element with an additional [{self.extra_province}] province "
                f"while deckbuilding.")


def _province_strength_mod(s: E.State, seat: int, k: int) -> int:
    p = s.players[seat]
    if not p.prov_faceup[k]:
        return 0
    v = 0
    for st in A.STATIC_BY_TITLE.get(s.facts[p.provinces[k]].title, ()):
        eff = st.effect
        if isinstance(eff, ProvinceStrength) and (not eff.kind or (s.conflict is not None and
                                                                   s.conflict["type"] == eff.kind)):
            v += eff.n
    return v


E.PROVINCE_STRENGTH_MODS.append(_province_strength_mod)


# ---------------------------------------------------------------------------------------------- effects
def _then(s: E.State, step: tuple[Any, ...]) -> None:
    """A decision an effect needs, run once the ability under way (the step on top) has resolved its effects."""
    s.stack.insert(len(s.stack) - 1, step)


@dataclass(frozen=True)
class SwitchType(Effect):
    """Switch the conflict type (RR "Conflict Type"): to the other type, or to `to`."""

    to: str = ""

    def text(self) -> str:
        return f"change the conflict type to [{self.to}]" if self.to else "switch the conflict type"


@A.effect(SwitchType)
def _switch_type(s: E.State, ctx: dict[str, Any], w: SwitchType) -> None:
    cf = s.conflict
    if cf is None:
        return
    new = w.to or ("political" if cf["type"] == "military" else "military")
    if new != cf["type"]:
        cf["type"] = new
        s.say(f"The conflict becomes a {new} conflict.")


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
    s.say(f"{p.name} switches the claimed {a} ring with the {b} ring and gains {n} fate.")


@dataclass(frozen=True)
class ReturnCharToHand(Effect):
    ref: Ref = SELF

    def text(self) -> str:
        return f"return {self.ref.text()} to your hand"


@A.effect(ReturnCharToHand)
def _return_char(s: E.State, ctx: dict[str, Any], w: ReturnCharToHand) -> None:
    for c in A._alive(s, ctx, w.ref):
        E.leave_play(s, c)  # RR "Leaves Play": attachments, status and fate go as for any card leaving play
        owner = s.players[s.owner[c]]
        pile = owner.dyn_discard if s.zone[c] == E.DYN_DISCARD else owner.conf_discard
        if c in pile:
            pile.remove(c)
            s.zone[c] = E.HAND
            owner.hand.append(c)
            s.say(f"{s.title(c)} returns to {owner.name}'s hand.")


@dataclass(frozen=True)
class MoveAttachment(Effect):
    """Move an attachment to another character that could legally have it (RR "Attachment Cards")."""

    ref: Ref = THAT_ATT
    to: Ref = Ref("t1", "an eligible character you control", "it")

    def text(self) -> str:
        return f"move {self.ref.text()} to {self.to.text()}"


@A.effect(MoveAttachment)
def _move_attachment(s: E.State, ctx: dict[str, Any], w: MoveAttachment) -> None:
    for a in A.resolve(s, ctx, w.ref):
        for t in A._alive(s, ctx, w.to):
            if s.zone[a] == E.PLAY and s.attached_to[a] != t:
                s.attached_to[a] = t
                s.say(f"{s.title(a)} moves to {s.title(t)}.")


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
        E.honor_card(s, pair[0])


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
    E.honor_card(s, c)
    E.dishonor_card(s, next(x for x in pair if x != c))


@dataclass(frozen=True)
class EachPlayer(Effect):
    """"Each player draws 2 cards and loses 1 honor" (in player order)."""

    draw: int = 0
    lose_honor: int = 0

    def text(self) -> str:
        parts = []
        if self.draw:
            parts.append(f"draws {self.draw} card{'s' if self.draw > 1 else ''}")
        if self.lose_honor:
            parts.append(f"loses {self.lose_honor} honor")
        return "each player " + " and ".join(parts)


@A.effect(EachPlayer)
def _each_player(s: E.State, ctx: dict[str, Any], w: EachPlayer) -> None:
    for seat in E.player_order(s):
        if w.draw:
            E.draw(s, seat, w.draw)
        if w.lose_honor and s.result is None:
            E.lose_honor(s, seat, w.lose_honor)


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


# ---------------------------------------------------------------------------------------------- costs
@dataclass(frozen=True)
class RemoveFateFriendly(Cost):
    """"Remove 1 fate from a (friendly) [unicorn] character" (the character is chosen as the cost is paid; effects
    refer to it as `COST_CHAR`)."""

    selector: Sel

    def text(self) -> str:
        return f"remove 1 fate from a (friendly) {self.selector.phrase(article=False).removesuffix(' you control')}"


def _rff_cands(s: E.State, ctx: dict[str, Any], w: RemoveFateFriendly) -> list[int]:
    return [c for c in A.candidates(s, ctx, w.selector) if s.fate_on[c] > 0]


def _rff_pay(s: E.State, ctx: dict[str, Any], w: RemoveFateFriendly, pick: str | None) -> None:
    if pick:
        c = int(pick.split(":")[1])
        ctx.setdefault("slots", {})["cost"] = [c]
        s.fate_on[c] -= 1
        s.say(f"1 fate is removed from {s.title(c)}.")


A.cost(RemoveFateFriendly, A.CostWord(
    lambda s, ctx, w: bool(_rff_cands(s, ctx, w)), _rff_pay,
    lambda s, ctx, w: [(f"card:{c}", f"Remove 1 fate from {s.title(c)}") for c in _rff_cands(s, ctx, w)]))


# ---------------------------------------------------------------------------------------------- selector filters
def _higher_skill_friend(s: E.State, ctx: dict[str, Any], c: int, arg: str) -> bool:
    kind, trait = arg.split(":")
    mine = E.skill(s, c, kind)
    if mine is None:
        return False
    cf = s.conflict
    friends = [x for x in A.participants(s) if s.controller[x] == ctx["seat"] and A.has_trait(s, x, trait)]
    return cf is not None and any((E.skill(s, x, kind) or 0) > mine for x in friends)


A.FILTERS.update({
    "lower_glory_than_self": lambda s, ctx, c, a, cf: E.glory(s, c) < E.glory(s, ctx["card"]),
    "lower_pol_than_courtier": lambda s, ctx, c, a, cf: _higher_skill_friend(s, ctx, c, "political:courtier"),
    "lower_mil_than_bushi": lambda s, ctx, c, a, cf: _higher_skill_friend(s, ctx, c, "military:bushi"),
    "not_chosen": lambda s, ctx, c, a, cf: c not in ctx.get("slots", {}).get(a, []),
    "no_fate": lambda s, ctx, c, a, cf: s.fate_on[c] == 0,
})
add_filter_words({
    "lower_glory_than_self": ("post", "with lower glory than this character"),
    "lower_pol_than_courtier": ("post", "with lower [political] skill than a participating Courtier character you "
                                        "control"),
    "lower_mil_than_bushi": ("post", "with lower [military] skill than a participating Bushi character you control"),
    "not_chosen": ("pre", "other"),
})


# ---------------------------------------------------------------------------------------------- conditions
def _at_province(s: E.State, ctx: dict[str, Any]) -> bool:
    cf = s.conflict
    if cf is None or not cf["attackers"] or cf["province"] < 0:
        return False
    return bool(s.players[cf["defender"]].provinces[cf["province"]] == ctx["card"])


def _glory_ready(s: E.State, seat: int) -> int:
    return sum(E.glory(s, c) for c in A.participants(s) if s.controller[c] == seat and not s.bowed[c])


def _won_by(s: E.State, ctx: dict[str, Any], kind: str, n: int) -> bool:
    cf = s.conflict
    if not A._ev(ctx, "won") or ctx["ev"][1] != ctx["seat"] or cf is None or cf["type"] != kind:
        return False
    seat = ctx["seat"]
    return E.total_skill(s, seat) - E.total_skill(s, 1 - seat) >= n


def _played_char_from_hand(s: E.State, ctx: dict[str, Any]) -> bool:
    ev: Any = ctx.get("ev")
    return A._ev(ctx, "played") and ev[1] == ctx["seat"] and ev[3] == "hand" and \
        s.facts[ev[2]].type == "character"


def _won_defending_ring(s: E.State, ctx: dict[str, Any], element: str) -> bool:
    cf = s.conflict
    return A._ev(ctx, "won") and ctx["ev"][1] == ctx["seat"] and cf is not None and \
        cf["defender"] == ctx["seat"] and cf["ring"] == element


def _province_revealed(s: E.State, ctx: dict[str, Any], element: str) -> bool:
    ev: Any = ctx.get("ev")
    return A._ev(ctx, "revealed") and ev[1] == ctx["seat"] and element in s.facts[ev[2]].elements


A.CONDS.update({
    "at_this_province": lambda s, ctx, *a: _at_province(s, ctx),
    "claimed_ring_you": lambda s, ctx, e: s.rings[e][1] == ctx["seat"],
    "opp_declared_n": lambda s, ctx, n: s.phase == "conflict" and len(s.players[1 - ctx["seat"]].types_used) >= n,
    "more_glory_ready_participants": lambda s, ctx, *a: _glory_ready(s, ctx["seat"]) > _glory_ready(
        s, 1 - ctx["seat"]),
    "participants_at_least": lambda s, ctx, n: len(A.participants(s)) >= n,
    "won_by": lambda s, ctx, name, kind, n: _won_by(s, ctx, kind, n),
    "ev_you_type": lambda s, ctx, name, kind: A._ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.conflict is not None and s.conflict["type"] == kind,
    "you_played_char_from_hand": lambda s, ctx, name: _played_char_from_hand(s, ctx),
    "won_defending_ring": lambda s, ctx, name, e: _won_defending_ring(s, ctx, e),
    "your_province_revealed": lambda s, ctx, name, e: _province_revealed(s, ctx, e),
    "ev_moved_in_self_conflict": lambda s, ctx, name: A._ev(ctx, name) and ctx["card"] in A.participants(s),
    "self_revealed": lambda s, ctx, *a: A._ev(ctx, "revealed") and ctx["ev"][2] == ctx["card"],
    "has_claimed_and_unclaimed": lambda s, ctx, *a: bool(_ring_swaps(s, ctx["seat"])),
})

A.EV_WORDS.update({"revealed": "{card} is revealed"})

AT_THIS_PROVINCE = cond("at_this_province", words="during a conflict at this province")

__all__ = [n for n in dict(globals()) if not n.startswith("_")]
