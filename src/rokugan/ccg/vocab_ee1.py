"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 1). Part of the one
vocabulary: `rokugan.ccg.vocab` re-exports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Cond, Ref, Sel, Value, Word, add_filter_words

from .flow import can_pay, push_payment
from .interp import PLAYER, SUSPEND, Ctx, cond, filt, value
from .state import HOME, PLAY
from .statics import RecruitDiscount

__all__ = ["AirBarrier", "AmbushBattle", "ArmyAttackMod", "BowUnless", "CopyAbility", "DestroyToken",
           "DiscardInProvince", "DiscountPer", "EachPlayerGains", "GainHonorCapped",
           "GiveEachOwnStat", "MayMakeEachLose", "MoveHomeLoser", "NamedToken", "NegateTriggeringAction",
           "NoRefusal", "NonNegative", "PayValue", "RaiseModifiers", "ReconProvinces",
           "ShieldInCombat", "ToIfAble", "both", "note_honor_lost_to_action", "scout_maneuvers",
           "would_target_window"]

add_filter_words({"performing": ("pre", "performing"), "elsewhere": ("post", "at his battlefield"),
                  "kw_or": ("pre", "{arg}")})


# ------------------------------------------------------------------------------ values
@dataclass(frozen=True)
class GainHonorCapped(Word):
    """An Honor gain of one per selected card you have in play, capped at `cap`."""

    cap: int
    per: Sel

    def text(self) -> str:
        import dataclasses
        per = dataclasses.replace(self.per, controller="any").phrase(article=False)
        return (f"gain {self.cap} Honor, or 1 Honor for each {per} you have in play, "
                "whichever is lower")

    def run(self, x: Ctx) -> bool:
        from .interp import select
        from .vocab_players import GainHonor
        n = min(self.cap, len(select(x, self.per)))
        return bool(n) and GainHonor(n).run(x)


def both(a: Cond, b: Cond) -> Cond:
    """A condition holding when both given conditions do."""
    return Cond("all", (a, b), f"{a.text()} and {b.text()}")


# ------------------------------------------------------------------------------ conditions and filters
@cond("attack_targeted")
def _c_attack_targeted(x: Ctx) -> bool:
    """Whether the action's Ranged/Melee Attack or Fear chose a target (whether or not it destroyed it)."""
    return bool(x.a["slots"].get("attack"))


@filt("shadowlands")
def _f_shadowlands(x: Ctx, c: int, arg: Any) -> bool:
    from .primitives import kw
    return kw(x.s, c, "Shadowlands")


@cond("reconnaissance")
def _c_reconnaissance(x: Ctx) -> bool:
    """EE "Reconnaissance": a state a player has at a battlefield, granted by effects (a grant on the player:
    "reconnaissance:<defender>:<battlefield>")."""
    b = x.s.battle
    bf = b["current"] if b else -1
    return bf >= 0 and b is not None and any(g[0] == PLAYER + x.seat and g[1] == f"reconnaissance:{b['defender']}:{bf}"
                                             for g in x.s.granted)


@cond("all")
def _c_all(x: Ctx, *conds: Cond) -> bool:
    """Several conditions at once."""
    return all(x.check(c) for c in conds)


@cond("src_elsewhere")
def _c_src_elsewhere(x: Ctx) -> bool:
    """The card carrying the ability is at some battlefield, not the current one."""
    s = x.s
    bf = s.battle["current"] if s.battle else -1
    loc = s.location[x.host()] if x.src < PLAYER else HOME
    return bf >= 0 and loc != HOME and loc != bf and s.zone[x.src] == PLAY


@cond("at_resolved_field")
def _c_at_resolved_field(x: Ctx) -> bool:
    """After a battle resolution: the card carrying the ability is at the battlefield that just resolved (or was,
    as an attacking unit the resolution has just sent home)."""
    s = x.s
    if x.src >= PLAYER or s.zone[x.src] != PLAY:
        return False
    host, bf = x.host(), int(x.get("field", -1))
    if s.location[host] == bf:
        return True
    b = s.battle or {}
    return bool(s.location[host] == HOME and host in b.get("been_attacking", ())
                and (b.get("assigned", {}).get(str(host)) == bf or host in b.get("moved_in", ())))


@filt("performing")
def _f_performing(x: Ctx, c: int, arg: Any) -> bool:
    """EE "Choose Performers": a performing card is in play; a Battle action's performer is at the current
    battlefield (EE "Rule of Presence")."""
    s = x.s
    if s.zone[c] != PLAY:
        return False
    if x.a.get("rtype") in ("battle", "engage", "naval") and s.battle is not None:
        host = s.attached_to[c] if s.attached_to[c] >= 0 else c
        return bool(s.location[host] == s.battle["current"])
    return True


@filt("kw_or")
def _f_kw_or(x: Ctx, c: int, arg: Any) -> bool:
    """Any of several keywords (or card types), given as one string joined by " or "."""
    from .primitives import kw
    return any(x.s.facts[c].type == w.lower() or kw(x.s, c, w) for w in str(arg).split(" or "))


@filt("elsewhere")
def _f_elsewhere(x: Ctx, c: int, arg: Any) -> bool:
    """At the same battlefield as the card carrying the ability (which is not home)."""
    s = x.s
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    return s.location[host] == s.location[x.host()] != HOME


# ------------------------------------------------------------------------------ costs
@dataclass(frozen=True)
class BowUnless(Word):
    """A bowing cost that is skipped while a condition holds."""

    ref: Ref
    cond: Cond

    def text(self) -> str:
        return f"bow {self.ref.text()} unless {self.cond.text()}"

    def run(self, x: Ctx) -> bool:
        if x.check(self.cond):
            return True
        from .primitives import bow
        return any([bow(x.s, c) for c in x.refs(self.ref) if c < PLAYER])


@dataclass(frozen=True)
class PayValue(Word):
    """A Gold payment of a computed amount (a cost or an effect)."""

    amount: Value
    words: str = ""

    def text(self) -> str:
        return self.words or f"pay Gold equal to {self.amount.text()}"

    def possible(self, x: Ctx) -> bool:
        return can_pay(x.s, x.seat, max(0, x.val(self.amount)))

    def run(self, x: Ctx) -> Any:
        n = max(0, x.val(self.amount))
        if not can_pay(x.s, x.seat, n):
            x.a["flags"] = (*x.a["flags"], "negated")  # a cost not paid fully: the action does nothing
            return False
        if n == 0:
            return True
        x.set("paid", n)
        push_payment(x.s, x.seat, n)
        return SUSPEND


# ------------------------------------------------------------------------------ continuous effects
@dataclass(frozen=True)
class ArmyAttackMod(Word):
    """A strength change for attacks of the listed kinds from an action whose source (or the Personality it is
    attached to) is in the army of the card carrying the trait (same controller, same location)."""

    kinds: tuple[str, ...]
    amount: int
    whose: str = "this Personality's"
    standalone = True

    def text(self) -> str:
        names = {"ranged": "Ranged Attacks", "melee": "Melee Attacks", "fear": "Fear effects"}
        kinds = " and ".join(names[k] for k in self.kinds)
        return f"{kinds} from actions performed by cards in {self.whose} army have {self.amount:+d} strength"


def _army_attack_mod(x: Ctx, target: int, kind: str) -> int:
    from .statics import _sources
    s = x.s
    src = x.src
    if src >= PLAYER or s.zone[src] != PLAY:
        return 0
    host = s.attached_to[src] if s.attached_to[src] >= 0 else src
    total = 0
    for c, traits in _sources(s, ArmyAttackMod):
        loc = s.location[s.attached_to[c] if s.attached_to[c] >= 0 else c]
        if s.controller[c] != s.controller[host] or s.location[host] != loc or s.zone[c] != PLAY:
            continue
        for tr in traits:
            e = tr.effect
            if isinstance(e, ArmyAttackMod) and kind in e.kinds:
                total += e.amount
    return total


def _register() -> None:
    from .vocab_military import ATTACK_MODIFIERS
    if _army_attack_mod not in ATTACK_MODIFIERS:
        ATTACK_MODIFIERS.append(_army_attack_mod)


_register()


# ------------------------------------------------------------------------------ effects
@dataclass(frozen=True)
class DiscardInProvince(Word):
    """A card in a Province goes to its owner's discard pile; the Province refills (face down)."""

    ref: Ref

    def text(self) -> str:
        return f"discard {self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        from .primitives import discard_from_province
        from .state import PROVINCE
        got = [c for c in x.refs(self.ref) if c < PLAYER and x.s.zone[c] == PROVINCE]
        for c in got:
            discard_from_province(x.s, c)
        return bool(got)


@dataclass(frozen=True)
class NonNegative(Value):
    """A number, or zero when it is negative."""

    v: Value

    def text(self) -> str:
        return self.v.text()


@value("NonNegative")
def _v_nonneg(x: Ctx, v: Any) -> int:
    return max(0, x.val(v.v))


@dataclass(frozen=True)
class NegateTriggeringAction(Word):
    """The action whose targeting this Reaction answers is negated (its remaining effects and targeting do not
    happen)."""

    def text(self) -> str:
        return "negate the action's effects"

    def run(self, x: Ctx) -> bool:
        i = int(x.get("action", -1))
        if not 0 <= i < len(x.s.actions) or x.s.actions[i] is x.a:
            return False
        a = x.s.actions[i]
        a["flags"] = (*a["flags"], "negated")
        x.s.say("The action's effects are negated.")
        return True


@dataclass(frozen=True)
class DiscountPer(RecruitDiscount):
    """A recruit discount per selected card its player controls (read while the card is in a Province)."""

    per: Sel = Sel()

    def text(self) -> str:
        import dataclasses
        per = dataclasses.replace(self.per, controller="any").phrase(article=False)
        return self.words or f"this card enters play paying {self.amount} less Gold for each {per} you control"

    def discount(self, s: Any, seat: int, c: int) -> int:
        from .interp import select
        x = Ctx(s, {"seat": seat, "src": c, "slots": {}, "vars": {}, "flags": (), "kind": "s"})
        return self.amount * len(select(x, self.per))


# ------------------------------------------------------------------------------ trigger conditions
@cond("follower_on_self")
def _c_follower_on_self(x: Ctx) -> bool:
    """The event's card is a Follower now attached to the card carrying the ability."""
    from rokugan.catalog import cards as T
    c = int(x.get("event_card", -1))
    return c >= 0 and x.s.facts[c].type == T.FOLLOWER and x.s.attached_to[c] == x.src


@cond("src_at_field")
def _c_src_at_field(x: Ctx) -> bool:
    """The card carrying the ability is at the event's battlefield."""
    return x.src < PLAYER and x.s.zone[x.src] == PLAY and x.s.location[x.host()] == int(x.get("field", -2))


@cond("yours_personality")
def _c_yours_personality(x: Ctx) -> bool:
    """The event's card is one of your Personalities."""
    from rokugan.catalog import cards as T
    c = int(x.get("event_card", -1))
    return c >= 0 and x.s.facts[c].type == T.PERSONALITY and x.s.controller[c] == x.seat and x.s.zone[c] == PLAY


@cond("engaged")
def _t_engaged(x: Ctx, who: Any = "any") -> bool:
    from .vocab import _trigger_card
    return who == "any" or _trigger_card(x, who)


@cond("assigned")
def _t_assigned(x: Ctx, who: Any = "self") -> bool:
    from .vocab import _trigger_card
    return _trigger_card(x, who)


@dataclass(frozen=True)
class RaiseModifiers(Word):
    """Each listed modifier of an Item below `factor` times its printed value gets a bonus up to it (a negative
    printed modifier is left alone)."""

    ref: Ref
    stats: tuple[str, ...] = ("force", "chi")
    factor: int = 2

    def text(self) -> str:
        names = " and ".join({"force": "Force", "chi": "Chi"}[st] for st in self.stats)
        times = {2: "twice", 3: "three times"}.get(self.factor, f"{self.factor} times")
        return f"raise {self.ref.text()}'s {names} modifiers to {times} its base {names} modifiers"

    def run(self, x: Ctx) -> bool:
        from . import stats
        from .vocab_effects import give
        done = False
        for c in x.refs(self.ref):
            if c >= PLAYER or x.s.zone[c] != PLAY:
                continue
            for st in self.stats:
                base = stats.printed(x.s, c, st)
                n = self.factor * base - stats.modifier(x.s, c, st)
                if base > 0 and n > 0:
                    give(x.s, c, st, n)
                    x.s.say(f"{x.s.title(c)}'s {st} modifier rises to {self.factor * base}.")
                    done = True
        return done


# more words, and words with decision steps of their own (re-exported: one vocabulary)
from .vocab_ee1_more import AirBarrier as AirBarrier  # noqa: E402
from .vocab_ee1_more import DestroyToken as DestroyToken  # noqa: E402
from .vocab_ee1_more import EachPlayerGains as EachPlayerGains  # noqa: E402
from .vocab_ee1_more import GiveEachOwnStat as GiveEachOwnStat  # noqa: E402
from .vocab_ee1_more import MoveHomeLoser as MoveHomeLoser  # noqa: E402
from .vocab_ee1_more import NamedToken as NamedToken  # noqa: E402
from .vocab_ee1_more import NoRefusal as NoRefusal  # noqa: E402
from .vocab_ee1_more import ToIfAble as ToIfAble  # noqa: E402
from .vocab_ee1_more import air_barrier as air_barrier  # noqa: E402
from .vocab_ee1_more import note_honor_lost_to_action as note_honor_lost_to_action  # noqa: E402
from .vocab_ee1_steps import AmbushBattle as AmbushBattle  # noqa: E402
from .vocab_ee1_steps import CopyAbility as CopyAbility  # noqa: E402
from .vocab_ee1_steps import MayMakeEachLose as MayMakeEachLose  # noqa: E402
from .vocab_ee1_steps import ReconProvinces as ReconProvinces  # noqa: E402
from .vocab_ee1_steps import ShieldInCombat as ShieldInCombat  # noqa: E402
from .vocab_ee1_steps import scout_maneuvers as scout_maneuvers  # noqa: E402
from .vocab_ee1_steps import would_target_window as would_target_window  # noqa: E402
