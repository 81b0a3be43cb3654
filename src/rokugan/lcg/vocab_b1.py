"""More LCG words for the Core Set's Crab, Crane, Dragon and Lion cards (`lcg/sets/core_b1.py`), each with its
interpretation registered on the interpreter (`lcg.ability`): effects with `ability.effect`, costs with
`ability.cost`, conditions and selector filters in `ability.CONDS` / `ability.FILTERS` (their English with
`add_filter_words`); rules hooks the engine offers (`engine.STATE_CHECKS`, `PLAYABLE_ELSEWHERE`, `ATTACH_CHECKS`,
`END_OF_CONFLICT`) are registered here too. Like `lcg.vocab`, a word renders its own English. The words that
choose among cards out of play are in `vocab_b1_piles` (imported at the end).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref, Sel, add_filter_words

from . import ability as A
from . import engine as E
from . import primitives as LP
from . import vocab as V

STRONGHOLD = Ref("self", "this stronghold", "it")
PROVINCE_REF = Ref("self", "this province", "it")


# ---------------------------------------------------------------------------------------------- selector filters
def _glory(s: E.State, c: int) -> int:
    return E.glory(s, c)


def _unrevealed_provinces(s: E.State, seat: int) -> int:
    """RR "Unrevealed": a province that is facedown."""
    p = s.players[seat]
    return sum(1 for k in range(5) if not p.prov_faceup[k])


def _has_trait_attachment(s: E.State, c: int, t: str) -> bool:
    return any(A.has_trait(s, a, t) for a in s.attachments(c))


A.FILTERS.update({
    "ready": lambda s, ctx, c, a, cf: not s.bowed[c],
    "has_attachments": lambda s, ctx, c, a, cf: bool(s.attachments(c)),
    "pol_le": lambda s, ctx, c, a, cf: (E.skill(s, c, "political") or 0) <= a,
    "glory_le_attackers_now": lambda s, ctx, c, a, cf: cf is not None and _glory(s, c) <= len(cf["attackers"]),
    "glory_le_unrevealed": lambda s, ctx, c, a, cf: _glory(s, c) <= _unrevealed_provinces(s, ctx["seat"]),
    "trait_or_attachment": lambda s, ctx, c, a, cf: A.has_trait(s, c, a) or _has_trait_attachment(s, c, a),
})
add_filter_words({
    "ready": ("pre", "ready"),
    "has_attachments": ("post", "with 1 or more attachments on it"),
    "pol_le": ("post", "with [political] skill {arg} or lower"),
    "glory_le_attackers_now": ("post", "with glory X or lower (X: the number of attacking characters)"),
    "glory_le_unrevealed": ("post", "with glory X or lower (X: the number of unrevealed provinces you control)"),
    "trait_or_attachment": ("post", "that is a {arg} or has a {arg} attachment"),
})


# ---------------------------------------------------------------------------------------------- conditions
def _ev(ctx: dict[str, Any], name: str) -> bool:
    ev = ctx.get("ev")
    return ev is not None and len(ev) > 0 and ev[0] == name


def _slot(ctx: dict[str, Any], name: str = "t0") -> int:
    got = ctx.get("slots", {}).get(name, [])
    return got[0] if got else -1


def _single_participant(s: E.State, seat: int) -> bool:
    return sum(1 for c in A.participants(s) if s.controller[c] == seat) == 1


A.CONDS.update({
    # triggering conditions (ctx["ev"] = (name, seat, card, extra))
    "ev_you_other_in_conflict": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    ctx["ev"][2] != ctx["card"] and s.conflict is not None,
    "ev_you_extra": lambda s, ctx, name, x: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and ctx["ev"][3] == x,
    "ev_opponent_extra": lambda s, ctx, name, x: _ev(ctx, name) and ctx["ev"][1] == 1 - ctx["seat"] and
    ctx["ev"][3] == x,
    "ev_you_attach_trait": lambda s, ctx, name, t: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    ctx["ev"][2] == ctx["card"] and A.has_trait(s, int(ctx["ev"][3]), t),
    "ev_self_defending": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][2] == ctx["card"] and
    s.conflict is not None and ctx["card"] in s.conflict["defenders"],
    "ev_you_claim_in_political": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.conflict is not None and s.conflict["type"] == "political" and ctx["card"] in A.participants(s),
    "ev_you_win_at_this_province": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.conflict is not None and s.conflict["defender"] == ctx["seat"] and
    s.players[ctx["seat"]].provinces[s.conflict["province"]] == ctx["card"],
    "ev_you_win_alone": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    _single_participant(s, ctx["seat"]),
    # other conditions
    "control_other_trait_n": lambda s, ctx, t, n: sum(
        1 for c in s.players[ctx["seat"]].home if c != ctx["card"] and A.has_trait(s, c, t)) >= n,
    "opp_more_characters": lambda s, ctx, *a: len(s.players[1 - ctx["seat"]].home) > len(s.players[ctx["seat"]].home),
    "chosen_attachments_ge": lambda s, ctx, n: _slot(ctx) >= 0 and len(s.attachments(_slot(ctx))) >= n,
    "has_favor": lambda s, ctx, *a: s.favor[0] == ctx["seat"],
    "honor_lead_ge": lambda s, ctx, n: s.players[ctx["seat"]].honor - s.players[1 - ctx["seat"]].honor >= n,
    "self_attacking_alone": lambda s, ctx, *a: s.conflict is not None and s.conflict["attackers"] == [ctx["card"]],
})
A.EV_WORDS.update({"ring_fate": "{player} selects the {extra} ring with fate on it",
                   "attached": "{card} gets an attachment", "left_play": "{card} leaves play"})


# ---------------------------------------------------------------------------------------------- constant abilities
@dataclass(frozen=True)
class CannotB1(V.Cannot):
    """More restrictions the rules read with `ability.cannot(s, card, what)`: "receive_dishonored" (a character
    cannot receive a dishonored status token), "fate_from_province" (no fate can be placed on it when it is played
    from a province)."""

    def text(self) -> str:
        return {"receive_dishonored": "cannot receive dishonored status tokens",
                "many_defenders": "allows your opponent to declare only one defender",
                "stay": "is discarded",
                "fate_from_province": "cannot have fate placed on it when it is played from one of your "
                                      "provinces"}[self.what]


# ---------------------------------------------------------------------------------------------- effects
@dataclass(frozen=True)
class DoubleBase(V.Effect):
    """"Double that character's base [military] skill": its printed skill is added again (RR "Skill": base skill
    is the printed value)."""

    ref: Ref = V.THAT
    kind: str = "military"
    until: str = "conflict"

    def text(self) -> str:
        return f"double {self.ref.text()}'s base [{self.kind}] skill until the end of the {self.until}"


@A.effect(DoubleBase)
def _double_base(s: E.State, ctx: dict[str, Any], w: DoubleBase) -> None:
    for c in A.resolve(s, ctx, w.ref):
        f = s.facts[c]
        base = f.military if w.kind == "military" else f.political
        if s.zone[c] == E.PLAY and base:
            # Appendix III (Way of the Lion): doubling sets the base to the new value, so a second doubling doubles
            # that (four times the printed value)
            base *= 2 ** sum(1 for x in s.lasting if x[0] == "base_doubled" and x[1] == c and x[2] == w.kind)
            A.add_lasting(s, ["skill", c, base if w.kind == "military" else 0, base if w.kind == "political" else 0,
                              w.until])
            A.add_lasting(s, ["base_doubled", c, w.kind, w.until])
            if s.logging:
                s.say(f"{s.title(c)}'s base {w.kind} skill is doubled until the end of the {w.until}.")


@dataclass(frozen=True)
class PlaceFateEach(V.Effect):
    scope: Sel
    n: int = 1

    def text(self) -> str:
        return f"place {self.n} fate on each {self.scope.phrase(article=False)}"


@A.effect(PlaceFateEach)
def _place_fate_each(s: E.State, ctx: dict[str, Any], w: PlaceFateEach) -> None:
    for c in A.candidates(s, ctx, w.scope):
        s.fate_on[c] += w.n
        if s.logging:
            s.say(f"{w.n} fate is placed on {s.title(c)}.")
        A.fire(s, "fate_placed", s.controller[c], c)


@dataclass(frozen=True)
class ReturnToDeck(V.Effect):
    """"Return that character to the top of its owner's deck": it leaves play (RR "Leaves Play") and goes on top
    of the deck its side belongs to."""

    ref: Ref = V.THAT

    def text(self) -> str:
        return f"return {self.ref.text()} to the top of its owner's deck"


@A.effect(ReturnToDeck)
def _return_to_deck(s: E.State, ctx: dict[str, Any], w: ReturnToDeck) -> None:
    for c in A.resolve(s, ctx, w.ref):
        if s.zone[c] == E.PLAY:
            to_deck(s, c, top=True)


@dataclass(frozen=True)
class RefillFaceup(V.Effect):
    """"Refill that province faceup": the province the triggering card was played from."""

    def text(self) -> str:
        return "refill that province faceup"


@A.effect(RefillFaceup)
def _refill_faceup(s: E.State, ctx: dict[str, Any], w: RefillFaceup) -> None:
    seat = ctx["seat"]
    # the province left empty by the play waits for its refill (the engine's "refill_after" step)
    k = next((st[2] for st in s.stack[::-1] if st[0] == "refill_after" and st[1] == seat), -1)
    p = s.players[seat]
    if k < 0 or p.slots[k]:
        return
    LP.refill(s, seat, k)
    for c in p.slots[k]:
        s.faceup[c] = True
        s.ver += 1
        if s.logging:
            s.say(f"{p.name} refills province {k + 1} faceup: {s.title(c)}.")


@dataclass(frozen=True)
class NoAbilitiesAtHome(V.Effect):
    """"Until the end of the conflict, characters in your opponent's home cannot trigger abilities": the characters
    at that home when it resolves, even if they move to the conflict later; a character that enters play or comes
    home afterwards is not affected (RR "Lasting Effects": "Cards that enter play (or change status to meet the
    criteria of the specified set) after a lasting effect's establishment are not affected")."""

    def text(self) -> str:
        return "until the end of the conflict, characters in your opponent's home cannot trigger abilities"


@A.effect(NoAbilitiesAtHome)
def _no_abilities_at_home(s: E.State, ctx: dict[str, Any], w: NoAbilitiesAtHome) -> None:
    q = s.players[1 - ctx["seat"]]
    for c in q.home:
        if c not in A.participants(s):
            A.add_lasting(s, ["no_abilities", c, "conflict"])
    if s.logging:
        s.say(f"Characters in {q.name}'s home cannot trigger abilities until the end of the conflict.")


@dataclass(frozen=True)
class AttachDiscount(V.Effect):
    """"Reduce the cost of the next attachment you play on this character this phase by 1" (read by the engine's
    `attach_cost`)."""

    ref: Ref = V.HOST

    def text(self) -> str:
        return f"reduce the cost of the next attachment you play on {self.ref.text()} this phase by 1"


@A.effect(AttachDiscount)
def _attach_discount(s: E.State, ctx: dict[str, Any], w: AttachDiscount) -> None:
    for c in A.resolve(s, ctx, w.ref):
        A.add_lasting(s, ["attach_discount", c, ctx["seat"], "phase"])
        if s.logging:
            s.say(f"The next attachment {s.players[ctx['seat']].name} plays on {s.title(c)} this phase costs 1 less.")


@A.effect(V.ResolveRing)
def _resolve_ring(s: E.State, ctx: dict[str, Any], w: V.ResolveRing) -> None:
    """Resolve a ring's effect (for the attacking player, or for the ability's controller "as if you were the
    attacking player"), once the ability is done: the ring step goes under the ability's own step (which removes
    itself when its effects are done)."""
    ev = ctx.get("ev")
    ring = ev[3] if ev and ev[3] in E.ELEMENTS else (s.conflict or {}).get("ring")
    # Appendix III (Doji Hotaru as the defender): "resolving the ring's effect instructs the attacking player to
    # choose a target, draw cards, or gain honor. Your opponent would resolve the ring's effect, not you."
    seat = ctx["seat"] if w.as_attacker or s.conflict is None else s.conflict["attacker"]
    if ring:
        s.stack.insert(len(s.stack) - 1, ("ring_effect_of", seat, ring))


# ---------------------------------------------------------------------------------------------- costs
@dataclass(frozen=True)
class GiveFateCost(V.Cost):
    n: int = 1

    def text(self) -> str:
        return f"give your opponent {self.n} fate"


def _give_fate_pay(s: E.State, ctx: dict[str, Any], w: GiveFateCost, pick: str | None) -> None:
    p, q = s.players[ctx["seat"]], s.players[1 - ctx["seat"]]
    p.fate -= w.n
    q.fate += w.n
    if s.logging:
        s.say(f"{p.name} gives {w.n} fate to {q.name}.")


A.cost(GiveFateCost, A.CostWord(lambda s, ctx, w: s.players[ctx["seat"]].fate >= w.n, _give_fate_pay))


@dataclass(frozen=True)
class BowAttachmentCost(V.Cost):
    """"Bow a (friendly) attachment on it": an unbowed attachment you control on this character."""

    def text(self) -> str:
        return "bow a (friendly) attachment on it"


def _own_attachments(s: E.State, ctx: dict[str, Any]) -> list[int]:
    return [a for a in s.attachments(ctx["card"]) if s.controller[a] == ctx["seat"] and not s.bowed[a]]


def _bow_attachment_pay(s: E.State, ctx: dict[str, Any], w: BowAttachmentCost, pick: str | None) -> None:
    if pick:
        a = int(pick.split(":")[1])
        s.bowed[a] = True
        if s.logging:
            s.say(f"{s.title(a)} bows.")


A.cost(BowAttachmentCost, A.CostWord(
    lambda s, ctx, w: bool(_own_attachments(s, ctx)), _bow_attachment_pay,
    lambda s, ctx, w: [(f"card:{a}", f"Bow {s.title(a)}") for a in _own_attachments(s, ctx)]))


@dataclass(frozen=True)
class SacrificeFriendlyB1(V.SacrificeFriendly):
    """"Sacrifice a (friendly) [clan] character / honored character": `words` names what is sacrificed."""

    words: str = "character"

    def text(self) -> str:
        return f"sacrifice a (friendly) {self.words}"



def to_deck(s: E.State, c: int, top: bool) -> None:
    """A character in play leaves play (RR "Leaves Play") for the top or bottom of its owner's deck of its side."""
    LP.leave_play(s, c)
    owner = s.players[s.owner[c]]
    dyn = s.facts[c].side == "dynasty"
    (owner.dyn_discard if dyn else owner.conf_discard).remove(c)
    deck = owner.dyn_deck if dyn else owner.conf_deck
    deck.insert(0, c) if top else deck.append(c)
    s.zone[c] = E.DYN_DECK if dyn else E.CONF_DECK
    s.faceup[c] = False
    s.ver += 1
    if s.logging:
        s.say(f"{s.title(c)} goes to the {'top' if top else 'bottom'} of {owner.name}'s "
              f"{'dynasty' if dyn else 'conflict'} deck.")


# ---------------------------------------------------------------------------------------------- quiet conditions
@dataclass(frozen=True)
class QuietAbility(V.LAbility):
    """An ability with a condition the card does not print (`quiet`): only that its effect could change the game
    state (RR "Triggered Abilities": an ability can be initiated only if its effect could change the game state)."""

    def text(self) -> str:
        import dataclasses
        shown = self.cond.args[0] if self.cond is not None and self.cond.name == "and" else None
        if shown is not None and shown.name == "true":
            shown = None
        return V.LAbility.text(dataclasses.replace(self, cond=shown))


def action_q(*steps: Any, quiet: Any, shown: Any = None, costs: tuple[Any, ...] = ()) -> QuietAbility:
    """An action whose condition `quiet` is not printed (`shown`: the printed condition, if any)."""
    from rokugan.ability.words import Cond
    return QuietAbility(("Action",), tuple(steps), costs=costs, cond=Cond("and", (shown, quiet) if shown else
                                                                           (V.cond("true"), quiet)))


A.CONDS["true"] = lambda s, ctx, *a: True


# ---------------------------------------------------------------------------------------------- played from elsewhere
@dataclass(frozen=True)
class PlayFromDiscard(V.Constant):
    """"Action: Play this attachment from your conflict discard pile" (read by the engine's action windows through
    `engine.PLAYABLE_ELSEWHERE`)."""

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return "Action: Play this attachment from your conflict discard pile."


def _from_conflict_discard(s: E.State, seat: int) -> list[int]:
    titles = LP.titles_with(s, PlayFromDiscard)
    if not titles:
        return []  # (no such card in this game)
    return [c for c in s.players[seat].conf_discard if s.facts[c].title in titles]


E.PLAYABLE_ELSEWHERE.append(_from_conflict_discard)
A.gated(_from_conflict_discard, PlayFromDiscard)  # (no PlayFromDiscard in the game: not called)


# ---------------------------------------------------------------------------------------------- state checks
def _discard_when(s: E.State) -> None:
    """Constant abilities "If [condition], discard this character" (CannotB1("stay")): checked after each change of
    honor (engine.STATE_CHECKS) and after the character enters play (a forced reaction the card does not print)."""
    titles = LP.titles_with(s, CannotB1, "stay")
    if not titles:
        return  # (no such card in this game)
    for p in s.players:
        for c in [c for c in p.home if s.facts[c].title in titles]:
            if s.zone[c] == E.PLAY and A.cannot(s, c, "stay"):
                if s.logging:
                    s.say(f"{s.title(c)} is discarded (its own text).")
                LP.leave_play(s, c)


E.STATE_CHECKS.append(_discard_when)


@dataclass(frozen=True)
class DiscardWhen(V.Effect):
    """The discard of a constant "If [condition], discard this character", on entering play."""

    def text(self) -> str:
        return "discard this character"


@A.effect(DiscardWhen)
def _discard_when_effect(s: E.State, ctx: dict[str, Any], w: DiscardWhen) -> None:
    _discard_when(s)


@dataclass(frozen=True)
class Unprinted(V.LAbility):
    """An ability the card does not print (it renders as nothing): how a constant ability acts at a moment."""

    def text(self) -> str:
        return ""


# ------------------------------------------------------------------------------------ lasting effects on a character
@dataclass(frozen=True)
class NoBowResolution(V.Effect):
    """A character does not bow as a result of conflict resolution (`when`: "any", "defending") until the end of the
    conflict or phase (read by the rules: lasting "no_bow")."""

    ref: Ref = V.THAT
    when: str = "any"
    until: str = "conflict"
    scope: Sel | None = None  # each character it selects, instead of `ref`

    def text(self) -> str:
        who = f"each {self.scope.phrase(article=False)}" if self.scope is not None else self.ref.text()
        s = f"{who} does not bow as a result of conflict resolution"
        return s + (" while defending" if self.when == "defending" else "") + f" until the end of the {self.until}"


@A.effect(NoBowResolution)
def _no_bow_resolution(s: E.State, ctx: dict[str, Any], w: NoBowResolution) -> None:
    for c in (A.candidates(s, ctx, w.scope) if w.scope is not None else A.resolve(s, ctx, w.ref)):
        if s.zone[c] == E.PLAY:
            A.add_lasting(s, ["no_bow", c, w.when, w.until])
            if s.logging:
                s.say(f"{s.title(c)} does not bow from conflict resolution until the end of the {w.until}.")


@dataclass(frozen=True)
class DoubleSkill(V.Effect):
    """Double a character's current skill of a type until the end of the conflict (lasting "double")."""

    ref: Ref = V.SELF
    kind: str = "military"
    until: str = "conflict"

    def text(self) -> str:
        owner = self.ref.text()
        return f"double {owner}'s [{self.kind}] skill until the end of the {self.until}"


@A.effect(DoubleSkill)
def _double_skill(s: E.State, ctx: dict[str, Any], w: DoubleSkill) -> None:
    for c in A.resolve(s, ctx, w.ref):
        if s.zone[c] == E.PLAY:
            A.add_lasting(s, ["double", c, w.kind, w.until])
            if s.logging:
                s.say(f"{s.title(c)}'s {w.kind} skill is doubled until the end of the {w.until}.")


@dataclass(frozen=True)
class KeepFate(V.Effect):
    """A character cannot be discarded or lose fate this phase: the lasting "keep_fate" (read by the rules' fate
    phase, 4.2 and 4.3) and the lasting restrictions "discarded" and "lose_fate" (read by `ability.cannot` wherever a
    card effect or cost would discard it or remove fate from it)."""

    ref: Ref = V.SELF
    until: str = "phase"

    def text(self) -> str:
        return f"{self.ref.text()} cannot be discarded or lose fate this {self.until}"


@A.effect(KeepFate)
def _keep_fate(s: E.State, ctx: dict[str, Any], w: KeepFate) -> None:
    for c in A.resolve(s, ctx, w.ref):
        if s.zone[c] == E.PLAY:
            A.add_lasting(s, ["keep_fate", c, w.until])
            A.add_lasting(s, ["cannot", c, "discarded", w.until])
            A.add_lasting(s, ["cannot", c, "lose_fate", w.until])
            if s.logging:
                s.say(f"{s.title(c)} cannot be discarded or lose fate this {w.until}.")


@dataclass(frozen=True)
class OnlyAttachments(V.Constant):
    """"No attachments except Monk or Tattoo" (read by the engine's action windows through `engine.ATTACH_CHECKS`)."""

    traits: tuple[str, ...] = ()

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"No attachments except {' or '.join(self.traits)}."


def _attach_allowed(s: E.State, a: int, t: int) -> bool:
    title = s.facts[t].title
    if title not in LP.titles_with(s, OnlyAttachments):
        return True  # (most games: no such card)
    for st in A.STATIC_BY_TITLE.get(title, ()):
        if isinstance(st.effect, OnlyAttachments) and not any(A.has_trait(s, a, x) for x in st.effect.traits):
            return False
    return True


E.ATTACH_CHECKS.append(_attach_allowed)
A.gated(_attach_allowed, OnlyAttachments)  # (no OnlyAttachments in the game: not called)



@dataclass(frozen=True)
class PlayAsAttachment(V.Constant):
    """"You may play this character as an attachment" (read by the engine's action windows through
    `engine.AS_ATTACHMENT`); its text as an attachment is the card's abilities on "attached character"."""

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return "You may play this character as an attachment."


def _as_attachment(s: E.State, c: int) -> bool:
    return s.facts[c].title in LP.titles_with(s, PlayAsAttachment)


E.AS_ATTACHMENT.append(_as_attachment)
A.gated(_as_attachment, PlayAsAttachment)  # (no PlayAsAttachment in the game: not called)


from . import vocab_b1_piles  # noqa: E402,F401  (its words register their interpretations)
