"""More of the classic CCG's words, continued: transferring attachments, values (Honor per ten, Honor actions),
recruiting and taking over cards, looking at and arranging a deck's top, Equipping from the deck or hand,
switching locations, setting stats, Fear, naming cards, turning cards face up, and the filters and conditions they
need. Re-exported by `rokugan.ccg.vocab` (one vocabulary)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Cond, Ref, Sel, StatOf, Value, Word
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .flow import can_pay
from .interp import PLAYER, SUSPEND, Ctx, cond, filt, value
from .state import PLAY, PROVINCE
from .vocab_units import _cards

__all__: list[str] = []


@dataclass(frozen=True)
class Transfer(Word):
    """Transfer an attachment to another of your Personalities (not an Equip: CR "Equip")."""

    ref: Word
    to: Word  # a selector (the player chooses the destination now) or a reference (an earlier target)
    words: str = ""

    def text(self) -> str:
        return self.words or f"transfer {self.ref.text()} to {self.to.text()}"

    def run(self, x: Ctx) -> Any:
        from .ability_steps import transfer
        from .interp import action_index, select
        got = _cards(x, self.ref)
        if not got or x.s.zone[got[0]] != PLAY:
            return False
        found = select(x, self.to) if isinstance(self.to, Sel) else _cards(x, self.to)
        dests = tuple(c for c in found if x.s.zone[c] == PLAY and c != x.s.attached_to[got[0]]
                      and P.can_attach(x.s, got[0], c))
        if not dests:
            return False
        if not isinstance(self.to, Sel):  # "transfer this Spell to your target Air Shugenja"
            transfer(x.s, got[0], dests[0])
            return True
        x.s.stack.append(("ab_transfer", action_index(x), got[0], dests))
        return SUSPEND


@dataclass(frozen=True)
class IfVal(Value):
    """A number that depends on a condition ("Fear 2, or Fear 3 if you control a Terrain")."""

    cond: Cond
    then: int
    otherwise: int

    def text(self) -> str:
        return f"{self.otherwise}, or {self.then} if {self.cond.text()}"


@dataclass(frozen=True)
class PerTenHonor(Value):
    """+1 for every 10 points of your Family Honor (none when your Honor is below 10: CR's own example)."""

    base: int

    def text(self) -> str:
        return f"{self.base} with +1 strength for every 10 points of Family Honor you have"


@dataclass(frozen=True)
class HonorActions(Value):
    """The number of Honor actions you have resolved this turn."""

    base: int

    def text(self) -> str:
        return f"{self.base} plus the number of Honor actions you have resolved this turn"


@value("IfVal")
def _v_ifval(x: Ctx, v: Any) -> int:
    return int(v.then if x.check(v.cond) else v.otherwise)


@value("PerTenHonor")
def _v_per_ten(x: Ctx, v: Any) -> int:
    return int(v.base + max(0, x.s.players[x.seat].honor) // 10)


@value("HonorActions")
def _v_honor_actions(x: Ctx, v: Any) -> int:
    return int(v.base + int(x.s.memo.get(f"honor_actions:{x.seat}", 0)))


@filt("battle_strategy")
def _f_battle_strategy(x: Ctx, c: int, arg: Any) -> bool:
    """A Strategy with a Battle ability (as the project declares it)."""
    from .interp import DEFS
    d = DEFS.get(x.s.facts[c].id)
    return x.s.facts[c].type == T.STRATEGY and d is not None and \
        any("Battle" in a.designators for a in d.abilities)


@cond("enemy_units_here")
def _c_enemy_units_here(x: Ctx) -> bool:
    from .actions import battlefield, enemy_units_at
    return x.s.battle is not None and bool(enemy_units_at(x.s, x.seat, battlefield(x.s)))


@cond("in_discard")
def _c_in_discard(x: Ctx, ref: Ref) -> bool:
    return any(x.s.zone[c] in (5, 6) for c in _cards(x, ref))


@cond("fewer_attachments")
def _c_fewer_attachments(x: Ctx, ref: Ref) -> bool:
    got = _cards(x, ref)
    return bool(got) and len(x.s.attached[got[0]]) < len(x.s.attached[x.host()])


@dataclass(frozen=True)
class RecruitCard(Word):
    """Recruit a target card from a Province for a reduced cost already paid (the Gold paid for the action
    pays for the card: CR "Paying Gold Costs"); it enters play as Recruiting makes it (Holdings bowed)."""

    ref: Word
    words: str = ""

    def text(self) -> str:
        return self.words or f"Recruit {self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.zone[got[0]] != PROVINCE:
            return False
        c = got[0]
        _, i = P.leave_province(s, c)
        if s.ruleset != "emperor":
            s.stack.append(("refill", x.seat, i))  # CR "Provinces": after what its entering play triggers
        P.enter_play(s, x.seat, c)
        s.say(f"{s.players[x.seat].name} recruits {s.title(c)}.")
        if s.ruleset == "emperor":
            s.stack.append(("refill", x.seat, i))
        # CR "Recruit": "the effects of the Recruit action are activated": "After you Recruit this ..." traits
        from .triggered import emit
        emit(s, "recruited", c, x.seat, province=i, in_battle=0)
        return True


@dataclass(frozen=True)
class TakeOver(Word):
    """Transfer an attachment to any player's Personality; control changes with it (CR "Control")."""

    ref: Word
    to: Word

    def text(self) -> str:
        return f"transfer {self.ref.text()} to {self.to.text()}"

    def run(self, x: Ctx) -> bool:
        s = x.s
        a, who = _cards(x, self.ref), _cards(x, self.to)
        if not a or not who or s.zone[a[0]] != PLAY or not P.can_attach(s, a[0], who[0]):
            return False
        host = s.attached_to[a[0]]
        if host >= 0:
            s.attached[host] = tuple(c for c in s.attached[host] if c != a[0])
        s.attached_to[a[0]] = -1
        P.attach(s, a[0], who[0], entering=False)
        s.say(f"{s.title(a[0])} is transferred to {s.title(who[0])}.")
        return True


@cond("paid_for_entering")
def _c_paid_for_entering(x: Ctx, kind: str = "personality") -> bool:
    """ "If this Holding bowed to produce Gold to Recruit a Personality": the card the interrupted action brings
    into play is of that kind, and this card bowed to produce Gold for it."""
    from .listing import entering_card
    c = entering_card(x.s)
    return c >= 0 and x.s.facts[c].type == kind and x.s.memo.get(f"paid_for:{x.src}") == c


@cond("interrupting_attack")
def _c_interrupting_attack(x: Ctx, *kinds: str) -> bool:
    from .interp import ability_of
    from .listing import attack_kinds
    from .usability import interrupted
    act = interrupted(x.s)
    return act is not None and bool(set(kinds) & attack_kinds(ability_of(act).steps))  # type: ignore[attr-defined]


@cond("moved_by")
def _t_moved_by(x: Ctx, rtype: str) -> bool:
    return x.get("event_card", -1) == x.src and x.get("rtype", "") == rtype


@dataclass(frozen=True)
class RemoveUse(Word):
    """ "You may use its abilities a second time": its abilities count as unused this turn."""

    ref: Word

    def text(self) -> str:
        return "you may use its abilities a second time"

    def run(self, x: Ctx) -> bool:
        for c in _cards(x, self.ref):
            for p in x.s.players:
                p.used = [k for k in p.used if not k.startswith(f"ab:{c}:")]
        return True


@dataclass(frozen=True)
class LookTop(Word):
    """Look at the top cards of your Fate deck; you may take one the selector allows into your hand (showing
    it); the others stay in order."""

    n: int
    selector: Sel
    words: str

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> Any:
        from .interp import action_index, select
        p = x.s.players[x.seat]
        top = p.fate_deck[: self.n]
        ok = set(select(x, self.selector))
        x.s.stack.append(("ab_look", action_index(x), tuple(top), tuple(c for c in top if c in ok)))
        return SUSPEND


@dataclass(frozen=True)
class ArrangeTop(Word):
    """Look at the top `n` cards of your Fate deck; with `exchange`, you may exchange one of them with a card
    from your hand; then put them back in any order (the player picks the top card, then the next, ...).
    The cards stay in the deck while the player looks; only the chooser sees them."""

    n: int
    words: str
    exchange: bool = False
    any_deck: bool = False  # "the top three cards of any Fate deck": the player picks whose deck first

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        if self.any_deck:
            decks = tuple(p.seat for p in x.s.players if p.fate_deck)
            if not decks:
                return False
            x.s.stack.append(("ab_pick_deck", action_index(x), decks, self.n))
            return SUSPEND
        top = tuple(x.s.players[x.seat].fate_deck[: self.n])
        if not top:
            return False
        x.a["slots"]["looked"] = top
        x.s.stack.append(("ab_arrange", action_index(x), top, (), "exchange" if self.exchange else "order"))
        return SUSPEND


__all__ += ["ArrangeTop"]


@dataclass(frozen=True)
class EquipFromTop(Word):
    """Look at the top `n` cards of your Fate deck; you may Equip one of them with the keyword to a
    Personality, then put the rest back in any order. As an effect, Equip pays the card's Gold Cost before it
    attaches when the action gave no opportunity to pay Gold (CR "Equip"); remembers `Var("equipped")`."""

    n: int
    to: Word
    keyword: str
    words: str

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        s = x.s
        who = _cards(x, self.to)
        top = tuple(s.players[x.seat].fate_deck[: self.n])
        if not top:
            return False
        host = who[0] if who and s.zone[who[0]] == PLAY else -1
        cands = tuple(c for c in top if host >= 0 and s.facts[c].has_keyword(self.keyword)
                      and P.can_attach(s, c, host) and can_pay(s, x.seat, stats.gold_cost(s, c), c))
        x.set("equipped", 0)
        s.stack.append(("ab_equip_top", action_index(x), top, cands, host))
        return SUSPEND


__all__ += ["EquipFromTop"]


@dataclass(frozen=True)
class EquipFromHand(Word):
    """Equip an attachment from your hand to a Personality, its Gold Cost paid by the action's Gold (CR
    "Equip" as an effect: the card's cost is checked against the amount paid)."""

    to: Word
    kind: str  # a card type, or "attachment" for any
    words: str
    discount: int = 0  # "for 4 less Gold"

    def text(self) -> str:
        return self.words

    def candidates(self, x: Ctx, hosts: tuple[int, ...]) -> tuple[int, ...]:
        """The cards of your hand this Equip could attach to one of `hosts` for the Gold the action paid."""
        s = x.s
        paid = int(x.get("paid", 0))
        kinds = T.ATTACHMENT_TYPES if self.kind == "attachment" else (self.kind,)
        return tuple(c for c in s.players[x.seat].hand if s.facts[c].type in kinds
                     and stats.gold_cost(s, c) - self.discount <= paid
                     and any(P.can_attach(s, c, h) for h in hosts if s.zone[h] == PLAY))

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        s = x.s
        who = _cards(x, self.to)
        if not who or s.zone[who[0]] != PLAY:
            return False
        cands = self.candidates(x, (who[0],))
        committed = int(x.get("commit:equip", -1))
        if committed >= 0:
            # CR "Good Faith Rule": an Interrupt on a card announced before its card enters play requires that "the
            # card itself must be chosen to enter play" (interp.commit_entering)
            cands = tuple(c for c in cands if c == committed)
            if not cands:
                s.say(f"{s.title(committed)} can no longer be equipped to {s.title(who[0])}.")
                return False
        if not cands:
            return False
        s.stack.append(("ab_equip", action_index(x), who[0], cands))
        return SUSPEND


@dataclass(frozen=True)
class SwitchLocations(Word):
    """Switch the locations of two Personalities; straighten both units as they move."""

    a: Word
    b: Word

    def text(self) -> str:
        return "switch their locations. Straighten both their units as they move"

    def run(self, x: Ctx) -> bool:
        s = x.s
        one, two = _cards(x, self.a), _cards(x, self.b)
        if not one or not two:
            return False
        la, lb = s.location[one[0]], s.location[two[0]]
        if la == lb:
            return False
        # CR "Switch": "each one simultaneously moves to the location of the other. If one movement is negated, the
        # other one is also negated."
        if any(P.move_prevented(s, c, to) for c, to in ((one[0], lb), (two[0], la))):
            s.say(f"{s.title(one[0])} and {s.title(two[0])} do not switch locations.")
            return False
        moved = [c for c, to in ((one[0], lb), (two[0], la)) if P.move(s, c, to)]
        for c in moved:
            for u in (c, *s.attached[c]):
                P.straighten(s, u)
        return bool(moved)


@dataclass(frozen=True)
class DiscardOtherKata(Word):
    def text(self) -> str:
        return "discard all your other Kata in play with different titles"

    def run(self, x: Ctx) -> bool:
        s = x.s
        p = s.players[x.seat]
        for c in list(p.home):
            if c != x.src and P.kw(s, c, "Kata") and s.facts[c].title != s.facts[x.src].title:
                p.home.remove(c)
                P.discard_from_play(s, c)
        return True


@filt("same_controller_as")
def _f_same_controller(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and x.s.controller[c] == x.s.controller[other[0]] and \
        x.s.location[c] != x.s.location[other[0]]


@filt("has_attachment")
def _f_has_attachment(x: Ctx, c: int, arg: Any) -> bool:
    return bool(x.s.attached[c])


@filt("controls_attachment")
def _f_controls_attachment(x: Ctx, c: int, arg: Any) -> bool:
    seat = c - PLAYER
    return any(x.s.attached[p] for p in x.s.players[seat].home) if 0 <= seat < len(x.s.players) else False


@cond("became")
def _c_became(x: Ctx) -> bool:
    return bool(x.get("became_dishonorable", 0))


@dataclass(frozen=True)
class AttackerFirst(Word):
    """The Attacker has the first opportunity to take a Battle action or pass in this battle (Sneak Attack)."""

    def text(self) -> str:
        return "the Attacker has the first opportunity to take a Battle action or pass in this battle"

    def run(self, x: Ctx) -> bool:
        b = x.s.battle
        if b is None:
            return False
        b["attacker_first"] = b["current"]
        return True


@cond("yojimbo_with_support")
def _c_yojimbo_support(x: Ctx, ref: Ref) -> bool:
    from .interp import select
    got = _cards(x, ref)
    return bool(got) and P.kw(x.s, got[0], "Yojimbo") and bool(
        select(x, Sel(("personality",), "you", (("keyword", "Courtier|Shugenja"),))))


@cond("cavalry_and_infantry_here")
def _c_cav_inf(x: Ctx) -> bool:
    """You control both a Cavalry unit and an Infantry unit at this battlefield."""
    from .actions import battlefield, cavalry_unit, units_at
    if x.s.battle is None:
        return False
    here = units_at(x.s, x.seat, battlefield(x.s))
    return any(cavalry_unit(x.s, c) for c in here) and any(P.kw(x.s, c, "Infantry") for c in here)


@dataclass(frozen=True)
class SetStat(Word):
    """ "Set his Force equal to his own Chi", "raise his Force to that of another Personality" (CR "Setting stats
    to values": the smallest bonus or penalty that would reach the value, not counting maximums or minimums,
    given when the effect is created; then any maximum or minimum in effect applies). `only_raise`: "raise"
    never lowers the stat."""

    ref: Word
    stat: str
    value: Any  # a Value (StatOf ...) or an int
    words: str = ""
    only_raise: bool = False
    duration: str = "turn"

    def text(self) -> str:
        value = self.value.text() if isinstance(self.value, Word) else str(self.value)
        verb = "raise" if self.only_raise else "set"
        return self.words or f"{verb} the {self.stat.replace('_', ' ').title()} of {self.ref.text()} to {value}"

    def run(self, x: Ctx) -> bool:
        from .vocab import give
        done = False
        target = x.val(self.value)
        for c in _cards(x, self.ref):
            if x.s.zone[c] == PLAY:
                delta = target - stats.unclamped(x.s, c, self.stat)
                if self.only_raise and delta <= 0:
                    continue
                give(x.s, c, self.stat, delta, self.duration)
                done = True
        return done


def SetForceToChi(ref: Ref) -> SetStat:  # noqa: N802  (the card's phrase, kept as a declaration helper)
    """ "Set his Force equal to his own Chi"."""
    return SetStat(ref, "force", StatOf(ref, "chi"), words="set his Force equal to his own Chi")


@filt("ph_lt_chi_of")
def _f_ph_lt_chi(x: Ctx, c: int, arg: Any) -> bool:
    other = _cards(x, arg)
    return bool(other) and stats.stat(x.s, c, "personal_honor") < stats.chi(x.s, other[0])


@cond("other_player_clan")
def _c_other_clan(x: Ctx, clan: str) -> bool:
    return any(q.clan == clan for q in x.s.players if q.seat != x.seat)


@dataclass(frozen=True)
class FearOf(Value):
    """The strength of the Fear effect on a card (declared as a constant strength), for "a copy of a Fear
    effect on a card in your army"."""

    ref: Word

    def text(self) -> str:
        return f"the strength of the Fear effect on {self.ref.text()}"


@value("FearOf")
def _v_fear_of(x: Ctx, v: Any) -> int:
    from .interp import DEFS
    best = 0
    for c in _cards(x, v.ref):
        d = DEFS.get(x.s.facts[c].id)
        for a in d.abilities if d is not None else ():
            for w in a.steps:
                if type(w).__name__ == "Attack" and w.kind == "fear" and isinstance(w.strength, int):  # type: ignore
                    best = max(best, w.strength)  # type: ignore[attr-defined]
    return best


@filt("has_fear")
def _f_has_fear(x: Ctx, c: int, arg: Any) -> bool:
    from .interp import DEFS
    from .listing import attack_kinds
    d = DEFS.get(x.s.facts[c].id)
    return d is not None and any("fear" in attack_kinds(a.steps) for a in d.abilities)


@dataclass(frozen=True)
class HonorablyDead(Word):
    ref: Word

    def text(self) -> str:
        return f"{self.ref.text()} becomes honorably dead"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.facts[c].type == T.PERSONALITY and x.s.zone[c] in (5, 7):
                x.s.dead[c] = x.s.zone[c] == 5
                x.s.dishonored[c] = False
                done = True
        return done


@dataclass(frozen=True)
class MoveToOpposed(Word):
    """Move a Personality to an unresolved battlefield where he would be opposed (the player picks which)."""

    ref: Word

    def text(self) -> str:
        return f"move {self.ref.text()} to an unresolved battlefield where he would be opposed"

    def run(self, x: Ctx) -> Any:
        from .actions import units_at
        from .interp import action_index
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.battle is None:
            return False
        c = got[0]
        seat = s.controller[c]
        fields = tuple(f for f in s.battle["fields"] if f not in s.battle["fought"] and f != s.battle["current"]
                       and any(units_at(s, q.seat, f) for q in s.players if q.seat != seat))
        if not fields:
            return False
        s.stack.append(("ab_field", action_index(x), c, fields))
        return SUSPEND


__all__ += ["SetForceToChi", "SetStat",
            "AttackerFirst", "DiscardOtherKata", "EquipFromHand", "FearOf", "HonorActions", "HonorablyDead",
            "IfVal", "LookTop", "MoveToOpposed", "PerTenHonor", "RecruitCard", "RemoveUse", "SwitchLocations",
            "TakeOver", "Transfer"]


@dataclass(frozen=True)
class NameCard(Word):
    """ "Name a Fate card, or name a Dynasty card in play": the player picks a title (a Fate card legal in the
    game's format, by type and initial, or the title of a Dynasty card in play). Remembers `Var("named")`."""

    words: str = "name a Fate card, or name a Dynasty card in play"

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        x.s.stack.append(("ab_name", action_index(x), "kind", ""))
        return SUSPEND


@dataclass(frozen=True)
class NegateNextNamed(Word):
    """ "Negate the effects of the next action from a card with that title" (the title named earlier): waits,
    with no end, for the next card action announced from a card with that title, by any player."""

    words: str = "negate the effects of the next action from a card with that title"

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        title = x.get("named", "")
        if not title:
            return False
        x.s.granted.append((-1, f"negate_next:{title}", "game"))
        return True


__all__ += ["NameCard", "NegateNextNamed"]


@dataclass(frozen=True)
class TurnFaceUp(Word):
    """ "Turn a card in one of your Provinces face-up": the player picks the Province (the card is unknown)."""

    def text(self) -> str:
        return "turn a card in one of your Provinces face-up"

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        p = x.s.players[x.seat]
        provs = tuple(i for i, pr in enumerate(p.provinces) if p.province_alive[i]
                      and any(not x.s.face_up[c] for c in pr))
        if not provs:
            return False
        x.s.stack.append(("ab_reveal", action_index(x), provs))
        return SUSPEND


__all__ += ["TurnFaceUp"]
