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
    add_filter_words,
    num,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, Ctx, cond, filt, select, value
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


# ------------------------------------------------------------------------------ filters
add_filter_words({
    "attacking": ("pre", "attacking"), "defending": ("pre", "defending"), "opposed": ("pre", "opposed"),
    "at_home": ("post", "at home"), "here": ("post", "at this battlefield"), "any_location": ("post",
                                                                                                "at any location"),
    "without_followers": ("post", "without Followers"), "with_followers": ("post", "with Followers"),
    "without_attachments": ("post", "without attachments"), "with_attachments": ("post", "with attachments"),
    "dishonorable": ("pre", "dishonorable"), "honorable": ("pre", "honorable"),
    "force_le": ("post", "with {arg} or lower Force"), "chi_le": ("post", "with {arg} or lower Chi"),
    "force_lt": ("post", "with lower Force than {arg}"), "not_ref": ("pre", "other"),
    "zone": ("post", "in {arg}"), "would_be_opposed": ("post", "who would be opposed"),
    "gold_cost_le": ("post", "with Gold Cost {arg} or lower"),
    "not_unique": ("pre", "non-Unique"), "ph_eq": ("post", "with {arg} Personal Honor"),
    "gold_producing": ("pre", "Gold-producing"), "in_army": ("post", "in the current enemy army"),
    "in_unit": ("post", "in a unit"), "same_location": ("post", "at this battlefield"),
    "targeted_by_source": ("post", "this ability targeted"), "dead": ("pre", "dead"),
    "not_dead": ("pre", "discarded (not dead)"),
    "ph_lt": ("post", "with lower Personal Honor than {arg}"), "clan_of": ("pre", "{arg} Clan"),
    "weapon": ("post", "with a Weapon"), "no_abilities": ("post", "with no printed abilities"),
})


@filt("unbowed")
def _f_unbowed(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] in (PLAY, PREGAME) and not x.s.bowed[c]


@filt("bowed")
def _f_bowed(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] in (PLAY, PREGAME) and x.s.bowed[c]


@filt("keyword")
def _f_kw(x: Ctx, c: int, arg: Any) -> bool:
    return any(kw(x.s, c, w) for w in str(arg).split("|"))


@filt("all_keywords")
def _f_all_kw(x: Ctx, c: int, arg: Any) -> bool:
    """ "an Air Shugenja": every one of the keywords ("Air&Shugenja")."""
    return all(kw(x.s, c, w) for w in str(arg).split("&"))


@filt("type_or_keyword")
def _f_type_or_kw(x: Ctx, c: int, arg: Any) -> bool:
    """ "a Kiho or Spell": a card of that type or with that keyword."""
    return any(x.s.facts[c].type == w.lower() or kw(x.s, c, w) for w in str(arg).split("|"))


@filt("not_keyword")
def _f_not_kw(x: Ctx, c: int, arg: Any) -> bool:
    return not kw(x.s, c, str(arg))


@filt("clan")
def _f_clan(x: Ctx, c: int, arg: Any) -> bool:
    return arg in x.s.facts[c].clans


@filt("not_granted")
def _f_not_granted(x: Ctx, c: int, arg: Any) -> bool:
    """Not marked by an earlier effect ("who has not been targeted by a Today We Die this game")."""
    return not any(g[0] == c and g[1] == arg for g in x.s.granted)


@filt("attached_to_host")
def _f_attached_to_host(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.attached_to[c] == x.host() and x.s.attached_to[c] >= 0


@filt("in_play_card")
def _f_in_play_card(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] == PLAY


@filt("enemy_card")
def _f_enemy_card(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.controller[c] != x.seat


@filt("other")
def _f_other(x: Ctx, c: int, arg: Any) -> bool:
    return c != x.src and c != x.host()


@filt("not_ref")
def _f_not_ref(x: Ctx, c: int, arg: Any) -> bool:
    return c not in x.refs(arg)


@filt("attacking")
def _f_attacking(x: Ctx, c: int, arg: Any) -> bool:
    return attacking(x.s, c)


@filt("defending")
def _f_defending(x: Ctx, c: int, arg: Any) -> bool:
    return defending(x.s, c)


@filt("opposed")
def _f_opposed(x: Ctx, c: int, arg: Any) -> bool:
    return opposed(x.s, c)


@filt("at_home")
def _f_home(x: Ctx, c: int, arg: Any) -> bool:
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.location[host] == HOME


@filt("here")
def _f_here(x: Ctx, c: int, arg: Any) -> bool:
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.location[host] == current_bf(x.s) and current_bf(x.s) >= 0


@filt("any_location")
def _f_any(x: Ctx, c: int, arg: Any) -> bool:
    return True


@filt("in_army")
def _f_in_army(x: Ctx, c: int, arg: Any) -> bool:
    return _f_here(x, c, arg) and x.s.controller[c] != x.seat


@filt("without_followers")
def _f_wo_f(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].type != T.PERSONALITY or not followers(x.s, c)


@filt("with_followers")
def _f_w_f(x: Ctx, c: int, arg: Any) -> bool:
    return bool(followers(x.s, c))


@filt("without_attachments")
def _f_wo_a(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.attached[c]


@filt("with_attachments")
def _f_w_a(x: Ctx, c: int, arg: Any) -> bool:
    return bool(x.s.attached[c])


@filt("dishonorable")
def _f_dis(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.dishonored[c]


@filt("honorable")
def _f_hon(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.dishonored[c]


@filt("force_le")
def _f_force_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.force(x.s, c) <= x.val(num(arg))


@filt("chi_le")
def _f_chi_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.chi(x.s, c) <= x.val(num(arg))


@filt("force_lt")
def _f_force_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.force(x.s, c) < stats.force(x.s, other[0])


@filt("ph_lt")
def _f_ph_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.stat(x.s, c, "personal_honor") < stats.stat(x.s, other[0], "personal_honor")


@filt("ph_eq")
def _f_ph_eq(x: Ctx, c: int, arg: Any) -> bool:
    return stats.stat(x.s, c, "personal_honor") == int(arg)


@filt("gold_cost_le")
def _f_gc_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.gold_cost(x.s, c) <= x.val(num(arg))


@filt("not_unique")
def _f_not_unique(x: Ctx, c: int, arg: Any) -> bool:
    return not kw(x.s, c, "Unique")


@filt("gold_producing")
def _f_gold(x: Ctx, c: int, arg: Any) -> bool:
    return (x.s.facts[c].gold_production or 0) > 0


@filt("in_unit")
def _f_in_unit(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].type in (T.PERSONALITY, *T.ATTACHMENT_TYPES)


@filt("dead")
def _f_dead(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.dead[c]


@filt("not_dead")
def _f_not_dead(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.dead[c]


@filt("weapon")
def _f_weapon(x: Ctx, c: int, arg: Any) -> bool:
    return any(kw(x.s, a, "Weapon") for a in x.s.attached[c])


@filt("no_abilities")
def _f_no_abilities(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.facts[c].has_text


@filt("would_be_opposed")
def _f_would(x: Ctx, c: int, arg: Any) -> bool:
    return would_be_opposed(x.s, c)


@filt("printed_cost")
def _f_printed_cost(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].gold_cost == int(arg)


@filt("max_force")
def _f_max_force(x: Ctx, c: int, arg: Any) -> bool:
    return stats.force(x.s, c) <= x.val(arg)


@filt("chi_lt")
def _f_chi_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.chi(x.s, c) < stats.chi(x.s, other[0])


@filt("ranged_target")
def _f_ranged_target(x: Ctx, c: int, arg: Any) -> bool:
    """CR "Ranged Attack": a Follower, or a Personality without Followers, in the current enemy army."""
    s = x.s
    if s.controller[c] == x.seat or not _f_here(x, c, True):
        return False
    only = s.memo.get("recon_only")
    if only and only[0] == x.seat and c != only[1]:
        return False  # Koshin Keep's additional Ranged Attack "may only target the same card"
    f = s.facts[c]
    if f.type == T.FOLLOWER:
        return True
    return f.type == T.PERSONALITY and (not followers(s, c) or bool(arg))


@filt("fear_target")
def _f_fear_target(x: Ctx, c: int, arg: Any) -> bool:
    """CR "Fear": an enemy Follower or Personality without Followers (at any location in play)."""
    s = x.s
    if s.controller[c] == x.seat:
        return False
    if s.battle is not None and not _f_here(x, c, True):
        return False
    f = s.facts[c]
    if f.type == T.FOLLOWER:
        return True
    if isinstance(arg, tuple) and arg:  # ("ph_eq", 0): this Fear may target such a Personality with Followers
        return f.type == T.PERSONALITY and (not followers(s, c) or FILTERS_get(arg[0])(x, c, arg[1]))
    return f.type == T.PERSONALITY and (not followers(s, c) or bool(arg and x.check(arg)))


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
}


def when(name: str, *args: Any, words: str = "") -> Cond:
    """A condition: when("is", EVENT, "opposed", words="while opposed")."""
    return Cond(name, tuple(args), words or TRIGGER_WORDS.get((name, tuple(args)), ""))


from rokugan.ability.words import StatOf as StatOf  # noqa: E402  (re-exported: cards say StatOf, Var)
from rokugan.ability.words import Var as Var  # noqa: E402

from .vocab_ee1 import *  # noqa: E402,F403
from .vocab_ee2 import *  # noqa: E402,F403
from .vocab_effects import *  # noqa: E402,F403  (one vocabulary, several modules)
from .vocab_effects_more import *  # noqa: E402,F403
from .vocab_military import *  # noqa: E402,F403
from .vocab_players import *  # noqa: E402,F403
from .vocab_rules import *  # noqa: E402,F403
from .vocab_units import *  # noqa: E402,F403
from .vocab_units_more import *  # noqa: E402,F403
