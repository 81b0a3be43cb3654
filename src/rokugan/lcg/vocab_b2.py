"""More of the LCG's words (Core Set Phoenix, Scorpion, Unicorn and neutral cards, `lcg/sets/core_b2.py`): each word
renders its own English and registers its interpretation with `lcg.ability` (effects, costs, conditions, selector
filters) or with a hook of the rules flow (`engine.PROVINCE_STRENGTH_MODS`, `ATTACH_CHECKS`, `PLAY_CHECKS`, `COST_MODS`,
`RING_ELEMENTS`; `ability.BLANKERS`, `REACTION_SOURCES`), the way `lcg/vocab.py` words are read there. Effects that
ask a player to choose as they resolve are in `lcg/vocab_b2_choices.py`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Cond, Ref, Sel, add_filter_words
from rokugan.core.decision import Decision, Option

from . import ability as A
from . import conflict as LC
from . import engine as E
from . import primitives as LP
from . import round as LR
from .vocab import SELF, THAT, Cannot, Constant, Cost, Effect, cond

# ---------------------------------------------------------------------------------------------- references
STRONGHOLD = Ref("self", "this stronghold", "it")
PROVINCE = Ref("self", "this province", "it")
COST_CHAR = Ref("cost", "that character", "it")


# ---------------------------------------------------------------------------------------------- constant abilities
@dataclass(frozen=True)
class CannotAttack(Cannot):
    """"Cannot participate in conflicts as an attacker" (read where attackers are declared, as the restriction
    "attack")."""

    what: str = "attack"

    def text(self) -> str:
        return "cannot participate in conflicts as an attacker"


@dataclass(frozen=True)
class CannotHaveFavor(Cannot):
    """"Your opponents cannot have the Imperial Favor" (read by the glory count and by skill totals)."""

    what: str = "have_favor"

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return "Your opponents cannot have the Imperial Favor."


@dataclass(frozen=True)
class CannotBeStrongholdProvince(Cannot):
    """"Cannot be a stronghold province" (read by the setup's choice of the province under the stronghold)."""

    what: str = "stronghold_province"

    @property
    def standalone(self) -> bool:
        return True

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

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"Increase your deckbuilding influence value by {self.influence_bonus}."


@dataclass(frozen=True)
class RoleOnly(Constant):
    """"[Trait] role only": a deck holding this card needs a role with that trait (read by `decks.legality`)."""

    role_only: str

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"{self.role_only.capitalize()} role only."


@dataclass(frozen=True)
class ExtraProvince(Constant):
    """A role's deckbuilding text: one more province of an element (read by `decks.legality`)."""

    extra_province: str

    @property
    def standalone(self) -> bool:
        return True

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
    return 0 if v and A._blanked(s, p.provinces[k]) else v  # a blank text box has no bonus (Cautious Scout)


E.PROVINCE_STRENGTH_MODS.append(_province_strength_mod)


# ---------------------------------------------------------------------------------------------- effects
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
        if s.logging:
            s.say(f"The conflict becomes a {new} conflict.")
        LP.remove_dashed(s)  # RR "Dash": a participant without a skill of the new type leaves the conflict
        LP.check_participation(s)  # RR "Participating": one that cannot participate (Pacifism) moves home bowed


@dataclass(frozen=True)
class ReturnCharToHand(Effect):
    ref: Ref = SELF

    def text(self) -> str:
        return f"return {self.ref.text()} to your hand"


@A.effect(ReturnCharToHand)
def _return_char(s: E.State, ctx: dict[str, Any], w: ReturnCharToHand) -> None:
    for c in A._alive(s, ctx, w.ref):
        LP.leave_play(s, c)  # RR "Leaves Play": attachments, status and fate go as for any card leaving play
        owner = s.players[s.owner[c]]
        pile = owner.dyn_discard if s.zone[c] == E.DYN_DISCARD else owner.conf_discard
        if c in pile:
            pile.remove(c)
            s.zone[c] = E.HAND
            owner.hand.append(c)
            if s.logging:
                s.say(f"{s.title(c)} returns to {owner.name}'s hand.")


@dataclass(frozen=True)
class NoAttachmentsExcept(Constant):
    """"No attachments except [trait]" (read where attachments are played or moved: `engine.ATTACH_CHECKS`)."""

    trait: str

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"No attachments except {self.trait}."


def _attach_ok(s: E.State, a: int, t: int) -> bool:
    title = s.facts[t].title
    if title not in LP.titles_with(s, NoAttachmentsExcept):
        return True  # (most games: no such card)
    for st in A.STATIC_BY_TITLE.get(title, ()):
        if isinstance(st.effect, NoAttachmentsExcept) and not A.has_trait(s, a, st.effect.trait):
            return False
    return True


E.ATTACH_CHECKS.append(_attach_ok)
A.gated(_attach_ok, NoAttachmentsExcept)  # (no NoAttachmentsExcept in the game: not called)


@dataclass(frozen=True)
class BlankText(Constant):
    """"Treat attached character as if its printed text box were blank (except for Traits)": its abilities are not
    active (read through `ability.BLANKERS`)."""

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return "Treat attached character as if its printed text box were blank (except for Traits)."


def _blanked_by_attachment(s: E.State) -> list[int]:
    titles = LP.titles_with(s, BlankText)
    if not titles:
        return []  # (no card of this game blanks its host)
    return [s.attached_to[a] for p in s.players for a in p.attached if s.facts[a].title in titles]


A.BLANKERS.append(_blanked_by_attachment)
A.gated(_blanked_by_attachment, BlankText)  # (no BlankText in the game: not called)
A.keyed_blanker(_blanked_by_attachment)  # (reads the attachments and their hosts only)
A.blanks_only(_blanked_by_attachment, "character")  # (its host: attachments are attached to characters)


@dataclass(frozen=True)
class PlayOnlyIfControl(Constant):
    """"Play only if you control a Shugenja character" (an attachment's play restriction: `engine.PLAY_CHECKS`)."""

    trait: str

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"Play only if you control a {self.trait} character."


def _play_only_if(s: E.State, a: int) -> bool:
    if s.zone[a] != E.HAND or s.facts[a].title not in LP.titles_with(s, PlayOnlyIfControl):
        return True
    home = s.players[s.owner[a]].home
    facts = s.facts
    for st in A.STATIC_BY_TITLE[facts[a].title]:
        eff = st.effect
        if not isinstance(eff, PlayOnlyIfControl):
            continue
        trait = eff.trait.lower()
        if any(trait in facts[c].traits for c in home):  # (has_trait: printed, then gained)
            continue
        if not A.may_gain_keyword(s, eff.trait) or not any(A.gains_keyword(s, c, eff.trait) for c in home):
            return False
    return True


E.PLAY_CHECKS.append(_play_only_if)
A.gated(_play_only_if, PlayOnlyIfControl)  # (no PlayOnlyIfControl in the game: not called)


def _out_of_play_reactors(s: E.State, seat: int, wanted: frozenset[str]) -> list[int]:
    """Characters with one of the `wanted` titles whose reaction works from the dynasty discard pile or a province
    (faceup): declared with `reacts_from_discard=True` ("put this character into play from your dynasty discard pile
    or provinces")."""
    rfd = LP.titles_marked(s, "reacts_from_discard")  # (of this game's cards: most games have none)
    if not rfd or rfd.isdisjoint(wanted):
        return []
    titles = rfd & wanted
    p = s.players[seat]
    facts = s.facts
    return [c for c in (*p.dyn_discard, *(c for sl in p.slots for c in sl if s.faceup[c])) if facts[c].title in titles]


A.REACTION_SOURCES.append(_out_of_play_reactors)
A.REACTION_SOURCE_MARKS[_out_of_play_reactors] = "reacts_from_discard"  # (none of these titles: not called)


@dataclass(frozen=True)
class PutSelfIntoPlay(Effect):
    """"Put this character into play from your dynasty discard pile or provinces" (a reaction of a card out of play:
    `reacts_from_discard`)."""

    def text(self) -> str:
        return "put this character into play from your dynasty discard pile or provinces"


@A.effect(PutSelfIntoPlay)
def _put_self(s: E.State, ctx: dict[str, Any], w: PutSelfIntoPlay) -> None:
    c = ctx["card"]
    if s.zone[c] in (E.DYN_DISCARD, E.PROVINCE):
        LP.put_into_play(s, ctx["seat"], c)


@dataclass(frozen=True)
class RingGainsElement(Constant):
    """"While this character is attacking, the contested ring gains the [air] element": the attacker who wins may
    resolve the effect of either element (RR "Ring Effects": a ring with multiple elements; read by
    `engine.RING_ELEMENTS`)."""

    element: str

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return (f"While this character is attacking, the contested ring gains the [{self.element}] element. If this "
                f"character wins the conflict as an attacker, you may choose which of its ring effects to resolve.")


def _gained_elements(s: E.State) -> list[str]:
    cf = s.conflict
    out: list[str] = []
    for c in cf["attackers"] if cf is not None else ():
        for st in A.STATIC_BY_TITLE.get(s.facts[c].title, ()):
            if isinstance(st.effect, RingGainsElement) and not A._blanked(s, c):
                out.append(st.effect.element)
    return out


E.RING_ELEMENTS.append(_gained_elements)


@dataclass(frozen=True)
class ChangeBid(Effect):
    """Change the value of your honor bid (RR "Honor Dial"), to a minimum of 0."""

    n: int = 1

    def text(self) -> str:
        return (f"increase the value of your bid by {self.n}" if self.n > 0 else
                f"decrease the value of your bid by {-self.n} (to a minimum of 0)")


@A.effect(ChangeBid)
def _change_bid(s: E.State, ctx: dict[str, Any], w: ChangeBid) -> None:
    p = s.players[ctx["seat"]]
    old = LR.bid_value(s, p.seat)
    new = max(0, old + w.n)
    if new != old:  # RR "Bid Value": the value changes, "the setting on the dial is not itself adjusted"
        A.add_lasting(s, ["bid_value", p.seat, new, "phase"])
        if s.logging:
            s.say(f"{p.name}'s bid becomes {new}.")


@dataclass(frozen=True)
class GloryModify(Effect):
    """A lasting glory modifier (read by `engine.glory`)."""

    ref: Ref = THAT
    n: int = 2
    until: str = "phase"

    def text(self) -> str:
        return f"{self.ref.text()} gets {'+' if self.n >= 0 else ''}{self.n} glory until the end of the {self.until}"


@A.effect(GloryModify)
def _glory_modify(s: E.State, ctx: dict[str, Any], w: GloryModify) -> None:
    for c in A._alive(s, ctx, w.ref):
        A.add_lasting(s, ["glory", c, w.n, w.until])
        if s.logging:
            s.say(f"{s.title(c)} gets {w.n:+d} glory until the end of the {w.until}.")


@dataclass(frozen=True)
class OpponentsLasting(Effect):
    """A lasting restriction on the opponent's characters until the end of the conflict: "no_move_in" (cannot move
    to this conflict), "no_play_chars" (cannot be played from hand); read by the engine."""

    kinds: tuple[str, ...]
    words: str = ""

    def text(self) -> str:
        return self.words


@A.effect(OpponentsLasting)
def _opp_lasting(s: E.State, ctx: dict[str, Any], w: OpponentsLasting) -> None:
    for k in w.kinds:
        A.add_lasting(s, [k, 1 - ctx["seat"], "conflict"])
    if s.logging:
        s.say(sentence_case(w.text()) + ".")


def sentence_case(t: str) -> str:
    return t[:1].upper() + t[1:]


@dataclass(frozen=True)
class CovertDuring(Effect):
    """"Until the end of the phase, that character gains covert during [water] conflicts" (read by the engine when
    a conflict is declared)."""

    ref: Ref = THAT
    element: str = "water"

    def text(self) -> str:
        return f"until the end of the phase, {self.ref.text()} gains covert during [{self.element}] conflicts"


@A.effect(CovertDuring)
def _covert_during(s: E.State, ctx: dict[str, Any], w: CovertDuring) -> None:
    for c in A._alive(s, ctx, w.ref):
        A.add_lasting(s, ["covert_in", c, w.element, "phase"])
        if s.logging:
            s.say(f"{s.title(c)} gains covert during {w.element} conflicts this phase.")


@dataclass(frozen=True)
class MoveInMarked(Effect):
    """Move a character to this conflict (a later `IfYouWinMayDishonor` of the ability refers to it)."""

    ref: Ref = THAT

    def text(self) -> str:
        return f"move {self.ref.text()} to this conflict"


@A.effect(MoveInMarked)
def _move_in_marked(s: E.State, ctx: dict[str, Any], w: MoveInMarked) -> None:
    for c in A._alive(s, ctx, w.ref):
        LP.move_to_conflict(s, c)


@dataclass(frozen=True)
class IfYouWinMayDishonor(Effect):
    """"Then, if you win the conflict, you may dishonor that character": a delayed effect (RR "Delayed Effects") on
    the character just moved in (RR "Then": only if it was), resolved at the conflict's result if its player wins it,
    before the reactions to the result (`engine.DELAYED_AT_RESULT`)."""

    ref: Ref = THAT

    def text(self) -> str:
        return f"then, if you win the conflict, you may dishonor {self.ref.text()}"


@A.effect(IfYouWinMayDishonor)
def _if_you_win_may_dishonor(s: E.State, ctx: dict[str, Any], w: IfYouWinMayDishonor) -> None:
    for c in A._alive(s, ctx, w.ref):
        if c in A.participants(s):
            A.add_lasting(s, ["delayed_win_dishonor", ctx["card"], c, ctx["seat"], "conflict"])


def _delayed_at_result(s: E.State, winner: int) -> list[tuple[tuple[Any, ...], str]]:
    if not s.lasting:
        return []
    return [(("delayed_win_dishonor", x[1], x[2], x[3]), f"{s.title(x[1])}: you may dishonor {s.title(x[2])}")
            for x in s.lasting if x[0] == "delayed_win_dishonor" and x[3] == winner and _may_dishonor(s, x[2])]


def _may_dishonor(s: E.State, c: int) -> bool:
    return s.zone[c] == E.PLAY and s.status[c] > -1 and not (s.status[c] == 0 and
                                                               A.cannot(s, c, "receive_dishonored"))


E.DELAYED_AT_RESULT.append(_delayed_at_result)


@E.handler("delayed_win_dishonor")
def _delayed_win_dishonor(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    _, src, c, seat = step
    s.lasting = [x for x in s.lasting if not (x[0] == "delayed_win_dishonor" and x[1] == src and x[2] == c)]
    s.ver += 1
    if not _may_dishonor(s, c):
        s.stack.pop()
        return None
    return Decision(seat, "yes_no", f"{s.title(src)}: you may dishonor {s.title(c)}", (
        Option("yes", f"Dishonor {s.title(c)}", {"card": c}), Option("no", "Do not dishonor it")))


@E.choice("delayed_win_dishonor")
def _delayed_win_dishonor_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    if oid == "yes":
        LP.dishonor_card(s, step[2])


@dataclass(frozen=True)
class BreakThisProvince(Effect):
    """Break this province (RR "Breaking Provinces"): a broken stronghold province loses the game."""

    def text(self) -> str:
        return "break this province"


@A.effect(BreakThisProvince)
def _break_this(s: E.State, ctx: dict[str, Any], w: BreakThisProvince) -> None:
    seat = ctx["seat"]
    q = s.players[seat]
    k = q.provinces.index(ctx["card"]) if ctx["card"] in q.provinces else -1
    if k < 0 or q.broken[k]:
        return
    q.broken[k] = True
    s.ver += 1
    if s.logging:
        s.say(f"{s.title(ctx['card'])} is broken.")
    A.fire(s, "broke", 1 - seat, ctx["card"], s.conflict["type"] if s.conflict else "")
    if k == q.sh_prov:
        from rokugan.core.game import Result
        s.result = Result((1 - seat,), "conquest", f"{q.name}'s stronghold province is broken")
    elif q.slots[k]:  # RR "Breaking a Province": the opponent, who broke it, may discard its dynasty cards
        s.stack.append(("break_discard", 1 - seat, k))


@dataclass(frozen=True)
class CostReduction(Constant):
    """"Reduce the cost to play this character by 1 while you are the first player" (read by `engine.play_cost`)."""

    n: int
    cond: Cond

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"Reduce the cost to play this character by {self.n} {self.cond.text()}."


def _cost_mod(s: E.State, seat: int, c: int) -> int:
    title = s.facts[c].title
    if title not in LP.titles_with(s, CostReduction):
        return 0
    v = 0
    for st in A.STATIC_BY_TITLE.get(title, ()):
        eff = st.effect
        if isinstance(eff, CostReduction) and A.check(s, {"card": c, "seat": seat}, eff.cond):
            v -= eff.n
    return v


E.COST_MODS.append(_cost_mod)
A.gated(_cost_mod, CostReduction)  # (no CostReduction in the game: not called)


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
    with LP.simultaneously(s):  # both at once (RR "Winning the Game": both reaching a victory condition: the first
        for seat in E.player_order(s):  # player wins)
            if w.draw:
                LP.draw(s, seat, w.draw)
            if w.lose_honor:
                LP.lose_honor(s, seat, w.lose_honor)


# ---------------------------------------------------------------------------------------------- costs
@dataclass(frozen=True)
class RemoveFateFriendly(Cost):
    """"Remove 1 fate from a (friendly) [unicorn] character" (the character is chosen as the cost is paid; effects
    refer to it as `COST_CHAR`)."""

    selector: Sel

    def text(self) -> str:
        return f"remove 1 fate from a (friendly) {self.selector.phrase(article=False).removesuffix(' you control')}"


def _rff_cands(s: E.State, ctx: dict[str, Any], w: RemoveFateFriendly) -> list[int]:
    return [c for c in A.candidates(s, ctx, w.selector) if s.fate_on[c] > 0 and not A.cannot(s, c, "lose_fate")]


def _rff_pay(s: E.State, ctx: dict[str, Any], w: RemoveFateFriendly, pick: str | None) -> None:
    if pick:
        c = int(pick.split(":")[1])
        ctx.setdefault("slots", {})["cost"] = [c]
        s.fate_on[c] -= 1
        if s.logging:
            s.say(f"1 fate is removed from {s.title(c)}.")


A.cost(RemoveFateFriendly, A.CostWord(
    lambda s, ctx, w: bool(_rff_cands(s, ctx, w)), _rff_pay,
    lambda s, ctx, w: [(f"card:{c}", f"Remove 1 fate from {s.title(c)}") for c in _rff_cands(s, ctx, w)]))


# ---------------------------------------------------------------------------------------------- selector filters
def _higher_skill_friend(s: E.State, ctx: dict[str, Any], c: int, arg: str) -> bool:
    kind, trait = arg.split(":")
    mine = E.skill(s, c, kind) or 0  # RR "Dash": a dash counts as 0 where an ability needs a number
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
        cf["defender"] == ctx["seat"] and element in LC.contested_elements(s)


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
    "self_declared_against": lambda s, ctx, name: A._ev(ctx, name) and ctx["ev"][2] == ctx["card"],
    "claimed_role_element": lambda s, ctx, name: A._ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.players[ctx["seat"]].role >= 0 and ctx["ev"][3] in s.facts[s.players[ctx["seat"]].role].traits,
    "bids_revealed": lambda s, ctx, name: A._ev(ctx, name),
    "ev_host_moved_in": lambda s, ctx, name: A._ev(ctx, name) and ctx["ev"][2] == s.attached_to[ctx["card"]],
    "first_player": lambda s, ctx, *a: s.first == ctx["seat"],
})

A.EV_WORDS.update({"revealed": "{card} is revealed", "bids_revealed": "honor dials are revealed",
                   "declared": "{player} declares a conflict against {card}",
                   "conflict_resolved": "{player}'s conflict against {card} is resolved"})

AT_THIS_PROVINCE = cond("at_this_province", words="during a conflict at this province")

__all__ = [n for n in dict(globals()) if not n.startswith("_")]
