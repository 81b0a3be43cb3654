"""The classic CCG's words: effects, costs, filters, conditions and values, each running and rendering.

Cards are declared with these (``rokugan.ccg.cards``); the interpreter (``ccg/interp.py``) runs them.
A word's ``run(x)`` returns True when its effect happened (CR "Independence of effects": "to" and "as"
depend on it), False when it failed, or ``SUSPEND`` after pushing a decision or a procedure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    Cond,
    Ref,
    Sel,
    Value,
    Word,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, Ctx, cond, select, value
from .state import FOCUS, HOME, PLAY, PREGAME, RESOLVING, State
from .usability import interrupted

# ------------------------------------------------------------------------------ helpers
OTHER_IN_DUEL = Ref("other_in_duel", "the other Personality in the duel", "him")
T0 = Ref("t0", "him", "him")
T1 = Ref("t1", "him", "him")
EQUIPPED = Ref("equipped", "the equipped card", "it")  # what an Equip effect attached
WINNER = Ref("winner", "the winner", "him")
LOSER = Ref("loser", "the loser", "him")
EVENT = Ref("event", "him", "him")


def current_bf(s: State) -> int:
    return s.battle["current"] if s.battle else -1


def opposed(s: State, c: int) -> bool:
    """CR "Opposed": a unit at a battlefield where an enemy unit is."""
    if s.zone[c] != PLAY:
        return False
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    loc = s.location[host]
    if loc == HOME:
        return False
    seat = s.controller[host]
    return any(s.facts[o].type == T.PERSONALITY and s.location[o] == loc
               for q in s.players if q.seat != seat for o in q.home)


def would_be_opposed(s: State, c: int) -> bool:
    bf = current_bf(s)
    if bf < 0:
        return False
    seat = s.controller[c]
    return any(s.facts[o].type == T.PERSONALITY and s.location[o] == bf
               for q in s.players if q.seat != seat for o in q.home)


def attacking(s: State, c: int) -> bool:
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    return bool(s.battle) and s.zone[c] == PLAY and s.location[host] != HOME and \
        s.controller[host] == s.battle["attacker"]  # type: ignore[index]


def defending(s: State, c: int) -> bool:
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    return bool(s.battle) and s.zone[c] == PLAY and s.location[host] != HOME and \
        s.controller[host] == s.battle["defender"]  # type: ignore[index]


def followers(s: State, c: int) -> list[int]:
    return [a for a in s.attached[c] if s.facts[a].type == T.FOLLOWER]


def unit_cards(s: State, c: int) -> list[int]:
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    return [host, *s.attached[host]]


def kw(s: State, c: int, word: str) -> bool:
    return P.kw(s, c, word)


# ------------------------------------------------------------------------------ values
@dataclass(frozen=True)
class Neg(Value):
    v: Value

    def text(self) -> str:
        return self.v.text()


@dataclass(frozen=True)
class Plus(Value):
    v: Value
    n: int
    words: str = ""

    def text(self) -> str:
        return self.words or f"{self.v.text()} plus {self.n}"


@dataclass(frozen=True)
class Count(Value):
    selector: Sel
    words: str = ""

    def text(self) -> str:
        return self.words or f"the number of {self.selector.text()}"


@dataclass(frozen=True)
class Highest(Value):
    selector: Sel
    stat: str
    words: str = ""

    def text(self) -> str:
        return self.words or f"the highest {self.stat} among {self.selector.text()}"


@dataclass(frozen=True)
class Half(Value):
    v: Value
    up: bool = False

    def text(self) -> str:
        return f"half {self.v.text()}, rounded {'up' if self.up else 'down'}"


@value("Num")
def _v_num(x: Ctx, v: Any) -> int:
    return int(v.n)


@value("Var")
def _v_var(x: Ctx, v: Any) -> int:
    return int(x.get(v.name, 0)) + v.plus


@value("StatOf")
def _v_stat(x: Ctx, v: Any) -> int:
    got = x.refs(v.ref)
    if not got or got[0] >= PLAYER:
        return 0
    c = got[0]
    if v.printed:
        return stats.printed(x.s, c, v.stat)
    if v.stat == "force" and x.s.facts[c].type == T.ITEM:
        return stats.modifier(x.s, c, "force")
    return stats.stat(x.s, c, v.stat)


@value("Neg")
def _v_neg(x: Ctx, v: Any) -> int:
    return -x.val(v.v)


@value("Plus")
def _v_plus(x: Ctx, v: Any) -> int:
    return x.val(v.v) + v.n


@value("Count")
def _v_count(x: Ctx, v: Any) -> int:
    return len(select(x, v.selector))


@value("Highest")
def _v_highest(x: Ctx, v: Any) -> int:
    return max((stats.stat(x.s, c, v.stat) for c in select(x, v.selector)), default=0)


@value("Half")
def _v_half(x: Ctx, v: Any) -> int:
    n = x.val(v.v)
    return (n + 1) // 2 if v.up else n // 2


# ------------------------------------------------------------------------------ conditions
@cond("true")
def _c_true(x: Ctx) -> bool:
    return True


@cond("your_turn")
def _c_your_turn(x: Ctx) -> bool:
    return x.s.active == x.seat


@cond("not_your_turn")
def _c_not_your_turn(x: Ctx) -> bool:
    return x.s.active != x.seat


@cond("is")
def _c_is(x: Ctx, ref: Ref, filter_name: str, arg: Any = True) -> bool:
    got = x.refs(ref)
    return bool(got) and got[0] < PLAYER and x.s.zone[got[0]] in (PLAY, PREGAME) and \
        FILTERS_get(filter_name)(x, got[0], arg)


def FILTERS_get(name: str) -> Any:
    from .interp import FILTERS
    return FILTERS[name]


@cond("keyword")
def _c_keyword(x: Ctx, ref: Ref, word: str) -> bool:
    got = x.refs(ref)
    return bool(got) and got[0] < PLAYER and kw(x.s, got[0], word)


@cond("control")
def _c_control(x: Ctx, selector: Sel, n: int = 1, exactly: bool = False) -> bool:
    """ "If you control (a / two / exactly two) X": CR "Numbers of things": "When something checks for the presence of
    a number of things, the check is also met by more than that number of those things", unless it says "exactly"."""
    found = len(select(x, selector))
    return found == n if exactly else found >= n


@cond("would_be_opposed")
def _c_would(x: Ctx, ref: Ref) -> bool:
    got = x.refs(ref)
    return bool(got) and would_be_opposed(x.s, got[0])


@cond("fewer_provinces")
def _c_fewer_prov(x: Ctx) -> bool:
    mine = sum(x.s.players[x.seat].province_alive)
    return all(mine < sum(q.province_alive) for q in x.s.players if q.seat != x.seat and not q.lost)


@cond("fewer_cards")
def _c_fewer_cards(x: Ctx) -> bool:
    mine = len(x.s.players[x.seat].hand)
    return all(mine < len(q.hand) for q in x.s.players if q.seat != x.seat and not q.lost)


@cond("stat_ge")
def _c_stat_ge(x: Ctx, v: Value, n: int) -> bool:
    return x.val(v) >= n


@cond("stat_le")
def _c_stat_le(x: Ctx, v: Value, n: int) -> bool:
    return x.val(v) <= n


@cond("phase")
def _c_phase(x: Ctx, name: str) -> bool:
    return x.s.phase == name


@cond("var")
def _c_var(x: Ctx, name: str) -> bool:
    return bool(x.get(name, 0))


@cond("own_turns_lt")
def _c_own_turns_lt(x: Ctx, n: int) -> bool:
    """ "before your second turn" (n=1: during your first turn or before it), "if it is your first turn"."""
    return x.s.players[x.seat].turns_taken < n


@cond("lost_a_province")
def _c_lost_a_province(x: Ctx) -> bool:
    return not all(x.s.players[x.seat].province_alive)


@cond("not_var")
def _c_not_var(x: Ctx, name: str) -> bool:
    """ "if you did not Equip a Weapon": a remembered number is zero."""
    return not x.get(name, 0)


@cond("did")
def _c_did(x: Ctx) -> bool:
    return bool(x.a["ok"])


# Trigger conditions: the interpreter's `emit` calls CONDS[event](ctx, *args).
@cond("entered_play")
def _t_entered(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("equipped")
def _t_equipped(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("recruited")
def _t_recruited(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("from_province")
def _c_from_province(x: Ctx) -> bool:
    return int(x.get("province", -1)) >= 0


@dataclass(frozen=True)
class RefillFaceUp(Word):
    """Refill the Province the card was Recruited from, face up."""

    def text(self) -> str:
        return "refill the Province face-up"

    def run(self, x: Ctx) -> bool:
        i = int(x.get("province", -1))
        if i < 0:
            return False
        P.refill(x.s, x.seat, i, face_up=True)
        return True


@cond("duel_won")
def _t_duel_won(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("moved_home")
def _t_moved_home(x: Ctx, who: str = "self") -> bool:
    """A unit moved home (by an effect: returning home after a battle is not moving, CR "Move")."""
    return _trigger_card(x, who)


@cond("action_resolved")
def _t_action_resolved(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("targeted")
def _t_targeted(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("lobbied")
def _t_lobbied(x: Ctx, who: str = "self") -> bool:
    return _trigger_card(x, who)


@cond("end_turn_draw")
def _t_end_draw(x: Ctx, who: str = "you") -> bool:
    return x.get("event_seat", -1) == x.seat


@cond("province_destroyed")
def _t_province_destroyed(x: Ctx) -> bool:
    """After an Attacker destroys a Province by winning a battle (the event's player is the Attacker)."""
    return True


@cond("destroyed")
def _t_destroyed(x: Ctx, who: str | Sel = "any", by: str = "any", during: str = "any") -> bool:
    """After a card is destroyed (CR "Destroy"; the event `primitives._destroyed_event` raises as it leaves play):
    `who` the card ("self", "yours", "any", a selector, or "enemy": a card that was in another player's unit, CR
    "Enemy"), `by="you"` when you destroyed it (the player of the action or trait, or the winner of a battle
    resolution), `during="battle"` while a battle is under way (including its resolution)."""
    if by == "you" and x.get("by", -1) != x.seat:
        return False
    if during == "battle" and not x.get("in_battle", 0):
        return False
    if who == "enemy":
        from .interp import UNIT_TYPES
        c = int(x.get("event_card", -1))
        return (c >= 0 and x.get("event_seat", -1) != x.seat and x.s.facts[c].type in UNIT_TYPES
                and x.s.zone[x.src] in TRIGGER_ZONES)
    return _trigger_card(x, who)


@cond("battle_resolved")
def _t_battle_resolved(x: Ctx, who: str | Cond = "any") -> bool:
    if isinstance(who, Cond):  # "after the resolution of a battle ..., if the resolution destroyed Rokuta"
        return x.check(who)
    return who == "any" or x.get("event_seat", -1) == x.seat


@cond("earth_condition")
def _c_earth(x: Ctx) -> bool:
    """Ring of Earth: a battle resolved at your Province, it was not destroyed, and enemy units were ever at
    its battlefield."""
    s = x.s
    return s.battle is not None and s.battle["defender"] == x.seat and \
        bool(x.get("attackers_present", 0)) and int(x.get("field", 0)) < 16 \
        and s.players[x.seat].province_alive[int(x.get("field", 0))]


@cond("fire_condition")
def _c_fire(x: Ctx) -> bool:
    """Ring of Fire: you won a duel during a battle, and your Personality did not enter it with higher Chi."""
    s = x.s
    d = s.last_duel or {}
    c = x.get("event_card", -1)
    if s.battle is None or c < 0 or s.controller[c] != x.seat:
        return False
    chis = d.get("chis", {})
    other = d["challenged"] if c == d.get("challenger") else d.get("challenger")
    return int(chis.get(str(c), 0)) <= int(chis.get(str(other), 0))


@cond("favor_resolved")
def _t_favor_resolved(x: Ctx, n: int = 2) -> bool:
    """Ring of Air: after you resolve two or more Favor actions in one turn."""
    return x.get("event_seat", -1) == x.seat and int(x.s.memo.get(f"favor:{x.seat}", 0)) >= n


@cond("water_condition")
def _c_water(x: Ctx) -> bool:
    """Ring of Water: in this battle you played a Terrain, destroyed a Terrain, and destroyed any cards or
    Provinces during resolution (recorded in the turn's memo by the words that do these things)."""
    m = x.s.memo
    bf = x.get("field", -1)
    return bool(m.get(f"played_terrain:{x.seat}:{bf}") and m.get(f"destroyed_terrain:{x.seat}:{bf}")
                and m.get(f"resolution_destroyed:{x.seat}:{bf}"))


@cond("interrupting")
def _c_interrupting(x: Ctx, rtype: str) -> bool:
    """The action this Interrupt is played to is of this kind ("the Battle action")."""
    act = interrupted(x.s)
    return act is not None and act["rtype"] == rtype


@cond("lost_battle")
def _c_lost_battle(x: Ctx) -> bool:
    w = int(x.get("winner", -2))
    return w != x.seat and w != -2  # a tie is lost by both sides


@cond("rings_le")
def _c_rings_le(x: Ctx, n: int) -> bool:
    return sum(1 for c in x.s.players[x.seat].home if x.s.facts[c].type == T.RING) <= n


@cond("more_cards_than_any")
def _c_more_cards(x: Ctx) -> bool:
    mine = len(x.s.players[x.seat].hand)
    return all(mine > len(q.hand) for q in x.s.players if q.seat != x.seat and not q.lost)


TRIGGER_ZONES = (PLAY, PREGAME, FOCUS, RESOLVING)


def _trigger_card(x: Ctx, who: str | Sel | Cond) -> bool:
    c = x.get("event_card", -1)
    s = x.s
    if isinstance(who, Cond):  # a condition on the event (a Follower equipped to this card, ...)
        return x.check(who)
    if who == "any":
        return True
    if who == "self":
        return c == x.src
    if who == "host":
        return c == x.host() and s.zone[x.src] == PLAY
    # CR "Triggered traits" (a)-(c): in play, in the focusing area, in a resolution area
    if who == "yours":
        return c >= 0 and s.controller[c] == x.seat and s.zone[x.src] in TRIGGER_ZONES
    if who == "your_personality_in_battle":
        return c >= 0 and s.controller[c] == x.seat and s.battle is not None and s.zone[x.src] in TRIGGER_ZONES
    if who == "you":
        return x.get("event_seat", -1) == x.seat and s.zone[x.src] in TRIGGER_ZONES
    if isinstance(who, Sel):  # "after an action targets your Personality": the selector picks the card
        return c >= 0 and c in select(x, who)
    if isinstance(who, Cond):  # a condition on the event (Bayushi Mitsuo: the action moved him)
        return x.check(who)
    return False


TRIGGER_WORDS = {
    ("lobbied", ("self",)): "after this Personality Lobbies",
    ("lobbied", ("host",)): "after this Personality Lobbies",
    ("entered_play", ("self",)): "after this card enters play",
    ("equipped", ("self",)): "after you Equip this card",
    ("duel_won", ("self",)): "after this card wins a duel",
    ("recruited", ("self",)): "after you Recruit this card",
    ("moved_home", ("self",)): "after this Personality moves home",
    ("moved_home", ("yours",)): "after one of your units moves home",
    ("would_lose_honor", ("you",)): "when you would lose Honor",
    ("destroyed", ("self",)): "after this card is destroyed",
    ("destroyed", ("yours",)): "after one of your cards is destroyed",
    ("destroyed", ("enemy", "you", "battle")): "after you destroy an enemy card during battle (including resolution)",
}


def when(name: str, *args: Any, words: str = "") -> Cond:
    """A condition: when("is", EVENT, "opposed", words="while opposed")."""
    return Cond(name, tuple(args), words or TRIGGER_WORDS.get((name, tuple(args)), ""))


from rokugan.ability.words import StatOf as StatOf  # noqa: E402  (re-exported: cards say StatOf, Var)
from rokugan.ability.words import Var as Var  # noqa: E402

from . import vocab_filters  # noqa: E402,F401  (registers the filters)
from .vocab_ee1 import *  # noqa: E402,F403
from .vocab_ee2 import *  # noqa: E402,F403
from .vocab_effects import *  # noqa: E402,F403  (one vocabulary, several modules)
from .vocab_effects_more import *  # noqa: E402,F403
from .vocab_military import *  # noqa: E402,F403
from .vocab_players import *  # noqa: E402,F403
from .vocab_rules import *  # noqa: E402,F403
from .vocab_units import *  # noqa: E402,F403
from .vocab_units_more import *  # noqa: E402,F403
