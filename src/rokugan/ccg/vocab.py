"""The classic CCG's words: effects, costs, filters, conditions and values, each running and rendering.

Cards are declared with these (``rokugan.ccg.cards``); the interpreter (``ccg/interp.py``) runs them.
A word's ``run(x)`` returns True when its effect happened (CR "Independence of effects": "to" and "as"
depend on it), False when it failed, or ``SUSPEND`` after pushing a decision or a procedure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    HOST,
    SELF,
    Compound,
    Cond,
    May,
    Num,
    OneOf,
    Ref,
    Sel,
    StatOf,
    Target,
    Triggered,
    Value,
    Var,
    Word,
    add_filter_words,
    join_or,
    num,
    sel,
    signed,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import (
    PLAYER,
    PROVINCE_KEY,
    SUSPEND,
    Ctx,
    cond,
    emit,
    filt,
    interrupted,
    select,
    source_name,
    value,
)
from .state import HAND, HOME, PLAY, PREGAME, State

# ------------------------------------------------------------------------------ helpers
OTHER_IN_DUEL = Ref("other_in_duel", "the other Personality in the duel", "him")
T0 = Ref("t0", "him", "him")
T1 = Ref("t1", "him", "him")
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
def _c_control(x: Ctx, selector: Sel) -> bool:
    return bool(select(x, selector))


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


@cond("battle_resolved")
def _t_battle_resolved(x: Ctx, who: str = "any") -> bool:
    return who == "any" or x.get("event_seat", -1) == x.seat


@cond("earth_condition")
def _c_earth(x: Ctx) -> bool:
    """Ring of Earth: a battle resolved at your Province, it was not destroyed, and enemy units were ever at
    its battlefield."""
    s = x.s
    return s.battle is not None and s.battle["defender"] == x.seat and \
        bool(x.get("attackers_present", 0)) and s.players[x.seat].province_alive[int(x.get("field", 0))]


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


def _trigger_card(x: Ctx, who: str) -> bool:
    c = x.get("event_card", -1)
    s = x.s
    if who == "any":
        return True
    if who == "self":
        return c == x.src
    if who == "host":
        return c == x.host() and s.zone[x.src] == PLAY
    if who == "yours":
        return c >= 0 and s.controller[c] == x.seat and s.zone[x.src] in (PLAY, PREGAME)
    if who == "your_personality_in_battle":
        return c >= 0 and s.controller[c] == x.seat and s.battle is not None and s.zone[x.src] in (PLAY, PREGAME)
    if who == "you":
        return x.get("event_seat", -1) == x.seat and s.zone[x.src] in (PLAY, PREGAME)
    return False


TRIGGER_WORDS = {
    ("lobbied", ("self",)): "after this Personality Lobbies",
    ("lobbied", ("host",)): "after this Personality Lobbies",
    ("entered_play", ("self",)): "after this card enters play",
    ("equipped", ("self",)): "after you Equip this card",
    ("duel_won", ("self",)): "after this card wins a duel",
    ("recruited", ("self",)): "after you Recruit this card",
}


def when(name: str, *args: Any, words: str = "") -> Cond:
    """A condition: when("is", EVENT, "opposed", words="while opposed")."""
    return Cond(name, tuple(args), words or TRIGGER_WORDS.get((name, tuple(args)), ""))


# ------------------------------------------------------------------------------ effect words
class Effect(Word):
    """An effect that runs (a leaf of an ability)."""

    def run(self, x: Ctx) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError


def _cards(x: Ctx, ref: Word) -> list[int]:
    return [c for c in x.refs(ref) if c < PLAYER]


def _unit_or_card(x: Ctx, ref: Word, unit: bool) -> list[int]:
    out: list[int] = []
    for c in _cards(x, ref):
        out.extend(unit_cards(x.s, c) if unit else [c])
    return out


def _name(r: Word) -> str:
    return r.text()


def _his(r: Word) -> str:
    t = r.text()
    return {"him": "his", "it": "its", "this card": "this card's", "this Personality": "this Personality's"}.get(
        t, t + "'s")


@dataclass(frozen=True)
class Bow(Effect):
    ref: Word = SELF
    unit: bool = False

    def text(self) -> str:
        return f"bow {_his(self.ref) + ' unit' if self.unit else _name(self.ref)}"

    @property
    def cost_words(self) -> str:
        return "bow" if self.ref == SELF and not self.unit else ""

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _unit_or_card(x, self.ref, self.unit):
            if P.bow(x.s, c):
                done = True
                x.s.say(f"{x.s.title(c)} bows.")
        return done


@dataclass(frozen=True)
class Straighten(Effect):
    ref: Word = SELF
    unit: bool = False

    def text(self) -> str:
        return f"straighten {_his(self.ref) + ' unit' if self.unit else _name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _unit_or_card(x, self.ref, self.unit):
            if P.straighten(x.s, c):
                done = True
                x.s.say(f"{x.s.title(c)} straightens.")
        return done


def _may_move(x: Ctx) -> bool:
    act = x.a
    return "no_move" not in act["flags"]


@dataclass(frozen=True)
class MoveHome(Effect):
    ref: Word = SELF

    def text(self) -> str:
        who = _name(self.ref)
        return f"move home {who}" if " " in who else f"move {who} home"  # "Move home a target Personality"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.facts[c].type != T.PERSONALITY or not _may_move(x):
                continue
            if P.move(x.s, c, HOME):
                done = True
                x.s.say(f"{x.s.title(c)} moves home.")
                x.s.memo[f"moved:{c}"] = x.s.turn
                emit(x.s, "moved", c, x.seat, rtype=str(x.a.get("rtype", "")))
        return done


@dataclass(frozen=True)
class MoveHere(Effect):
    """Move a unit to the current battlefield, into its controller's side (CR "Move")."""

    ref: Word = SELF

    def text(self) -> str:
        return f"move {_name(self.ref)} to the current battlefield"

    def run(self, x: Ctx) -> bool:
        bf = current_bf(x.s)
        done = False
        for c in _cards(x, self.ref):
            if bf < 0 or x.s.facts[c].type != T.PERSONALITY or not _may_move(x):
                continue
            if x.s.battle is not None and c in x.s.battle["been_attacking"]:
                continue  # CR "No Second Battle Rule"
            if P.move(x.s, c, bf):
                done = True
                x.s.say(f"{x.s.title(c)} moves to the battlefield.")
                x.s.memo[f"moved:{c}"] = x.s.turn
                x.s.memo[f"moved_in:{x.seat}"] = next((k for k, a in enumerate(x.s.actions) if a is x.a), -1)
                emit(x.s, "moved", c, x.seat, rtype=str(x.a.get("rtype", "")))
                if x.s.battle is not None and c not in x.s.battle.get("moved_in", []):
                    x.s.battle["moved_in"] = [*x.s.battle.get("moved_in", []), c]
        return done


@dataclass(frozen=True)
class Destroy(Effect):
    ref: Word = SELF

    def text(self) -> str:
        return f"destroy {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            terrain = kw(x.s, c, "Terrain")
            loc = x.s.location[c]
            if x.s.zone[c] == PLAY and P.destroy(x.s, c):
                done = True
                if terrain:  # Ring of Water's condition: "destroyed a Terrain" in this battle
                    x.s.memo[f"destroyed_terrain:{x.seat}:{loc}"] = 1
        return done


@dataclass(frozen=True)
class Dishonor(Effect):
    ref: Word = SELF

    def text(self) -> str:
        return f"dishonor {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = any([P.dishonor(x.s, c) for c in _cards(x, self.ref)])
        if done:
            x.set("became_dishonorable", 1)
        return done


@dataclass(frozen=True)
class Rehonor(Effect):
    ref: Word = SELF

    def text(self) -> str:
        return f"rehonor {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        return any([P.rehonor(x.s, c) for c in _cards(x, self.ref)])


@dataclass(frozen=True)
class Give(Effect):
    """An ongoing stat change (CR "Bonuses and penalties"): "give him +3F" lasts until the end of the turn
    unless a duration is given ("battle", "phase", "permanent")."""

    ref: Word
    amount: Value | int
    stat: str = "force"
    duration: str = "turn"
    words: str = ""
    while_: str = ""  # "attacking", "defending", "opposed": the bonus applies only while that holds

    def text(self) -> str:
        if self.words:
            return self.words
        if self.while_:
            n = self.amount if isinstance(self.amount, int) else getattr(self.amount, "n", 0)
            return f"{_name(self.ref)} has {signed(n)}F while {self.while_}" + (
                " this turn" if self.duration == "turn" else "")
        a = self.amount
        unit = {"force": "F", "chi": "C", "personal_honor": "PH", "gold_production": "GP"}.get(self.stat,
                                                                                             self.stat)
        if isinstance(a, (int, Num)):
            n = a if isinstance(a, int) else a.n
            s = f"give {_name(self.ref)} {signed(n)}{unit}"
        else:
            kind = "penalty" if isinstance(a, Neg) else "bonus"
            statn = {"force": "Force", "chi": "Chi"}.get(self.stat, self.stat)
            s = f"give {_name(self.ref)} a {statn} {kind} equal to {a.text()}"
        if self.duration == "permanent":
            s = "permanently " + s
        return s

    def run(self, x: Ctx) -> bool:
        n = x.val(self.amount)
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] != PLAY:
                continue
            give(x.s, c, self.stat, n, self.duration, self.while_)
            done = True
            x.s.say(f"{x.s.title(c)} gets {signed(n)} {self.stat.replace('_', ' ')}.")
        return done


def give(s: State, c: int, stat: str, n: int, duration: str = "turn", while_: str = "") -> None:
    """An ongoing bonus or penalty (CR "Bonuses and penalties"), optionally only while a condition holds.
    A card with the "bonus_boost" rule (Hida Saiyuki) gets 1 more from each Force bonus it receives."""
    if stat == "force" and n > 0:
        from .statics import has_rule
        if has_rule(s, c, "bonus_boost"):
            n += 1
    s.modifiers.append((c, stat, n, duration, f"bonus@{while_}" if while_ else "bonus"))


stats.WHILE.update({"attacking": attacking, "defending": defending, "opposed": opposed})


@dataclass(frozen=True)
class Tokens(Effect):
    """Tokens are physically marked: they stay until the card leaves play (CR "Tokens")."""

    ref: Word
    force: int = 0
    chi: int = 0
    count: int = 1
    name: str = ""

    def text(self) -> str:
        parts = []
        if self.force:
            parts.append(f"{signed(self.force)}F")
        if self.chi:
            parts.append(f"{signed(self.chi)}C")
        tok = "/".join(parts) + (f" {self.name}" if self.name else "")
        qty = {1: "a", 2: "two", 3: "three"}.get(self.count, str(self.count))
        return f"give {_name(self.ref)} {qty} {tok} token{'s' if self.count > 1 else ''}"

    def run(self, x: Ctx) -> bool:
        done = False
        kind = f"token:{self.name or 'token'}"  # tokens stay until removed or the card leaves play
        for c in _cards(x, self.ref):
            if x.s.zone[c] != PLAY:
                continue
            for _ in range(self.count):
                if self.force:
                    x.s.modifiers.append((c, "force", self.force, kind, "bonus"))
                if self.chi:
                    x.s.modifiers.append((c, "chi", self.chi, kind, "bonus"))
            done = True
            x.s.say(f"{x.s.title(c)} gets {self.count} token(s).")
        return done


@dataclass(frozen=True)
class GrantKeyword(Effect):
    ref: Word
    keyword: str
    duration: str = "turn"

    def text(self) -> str:
        return f"{'permanently ' if self.duration == 'permanent' else ''}give {_name(self.ref)} {self.keyword}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            x.s.granted.append((c, self.keyword, self.duration))
            done = True
        return done


@dataclass(frozen=True)
class GrantAbility(Effect):
    """Give a card (or you) an ability by key (rokugan.ccg.interp.GRANTED)."""

    ref: Word
    key: str
    duration: str = "turn"

    def text(self) -> str:
        from .interp import GRANTED
        return f"{'permanently ' if self.duration == 'permanent' else ''}give {_name(self.ref)} the ability, " \
            f"\u201c{GRANTED[self.key].text()}\u201d"

    def run(self, x: Ctx) -> bool:
        for c in x.refs(self.ref):
            x.s.granted.append((c, "ability:" + self.key, self.duration))
        return True


@dataclass(frozen=True)
class Disable(Effect):
    ref: Word
    duration: str = "turn"

    def text(self) -> str:
        return f"{_his(self.ref)} abilities may not be used"

    def run(self, x: Ctx) -> bool:
        for c in _cards(x, self.ref):
            x.s.granted.append((c, "disabled", self.duration))
        return True


def _player(x: Ctx, who: str) -> int:
    return x.player_of(who)


def _who(who: str) -> str:
    return {"you": "", "opponent": "your opponent", "t0": "the target player", "t1": "the target player",
            "event_controller": "his controller"}.get(who, who)


@dataclass(frozen=True)
class GainHonor(Effect):
    n: Value | int
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' gains' if w else 'gain'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        P.gain_honor(x.s, seat, n, f"({source_name(x.s, x.src)})")
        return True


@dataclass(frozen=True)
class LoseHonor(Effect):
    n: Value | int
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' loses' if w else 'lose'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        # CR "Honor Requirement": Honor lost to your own cards does not let you ignore Honor Requirements.
        own = x.s.owner[x.src] == seat if x.src < PLAYER else x.seat == seat
        if own:
            n += own_card_loss_increase(x.s, seat)
            from .statics import has_rule
            if has_rule(x.s, PLAYER + seat, "reduce_own_losses"):
                n = max(1, n - 1)  # "Reduce your Honor losses from your cards by 1, to a minimum of 1"
        P.lose_honor(x.s, seat, n, f"({source_name(x.s, x.src)})", by_own_card=own)
        return True


def own_card_loss_increase(s: State, seat: int) -> int:
    """Nexus of Lies: before another, non-Spider Clan player loses Honor from a card he owns, increase the
    loss by half his Starting Family Honor, rounded down (the LossIncrease trait)."""
    from .statics import LossIncrease, _sources
    total = 0
    for src, traits in _sources(s):
        for t in traits:
            e = t.effect
            if isinstance(e, LossIncrease) and s.controller[src] != seat and s.players[seat].clan != e.except_clan:
                p = s.players[seat]
                start = (s.facts[p.stronghold].starting_honor or 0) + (
                    (s.facts[p.sensei].starting_honor or 0) if p.sensei >= 0 else 0)
                total += start // 2
    return total


def honor_amount(x: Ctx, n: int) -> int:
    """Interrupts that reduce the action's Honor gains or losses (Deeds and Words); the next gain or loss
    from your cards increased (Court Scribe); gains from a Holding's abilities increased (Exquisite Palace)."""
    act = x.a
    if "honor_zero" in act["flags"]:
        act["flags"] = tuple(f for f in act["flags"] if f != "honor_zero")
        return 0
    s = x.s
    owner = s.owner[x.src] if x.src < PLAYER else x.seat
    key = f"honor_plus_next:{owner}"
    if s.memo.get(key):
        del s.memo[key]
        n += 1
    if x.src < PLAYER and any(g[0] == x.src and g[1] == "honor_plus" for g in s.granted):
        n += 1
    return n


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' draws' if w else 'draw'} {'a card' if self.n == 1 else f'{self.n} cards'}"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        return P.draw_fate(x.s, seat, self.n) > 0


@dataclass(frozen=True)
class TakeFavor(Effect):
    def text(self) -> str:
        return "take the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        P.take_favor(x.s, x.seat)
        return True


@dataclass(frozen=True)
class DiscardFavor(Effect):
    def text(self) -> str:
        return "discard the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        if x.s.favor != x.seat:
            return False
        P.discard_favor(x.s)
        return True

    def possible(self, x: Ctx) -> bool:
        return x.s.favor == x.seat

    def good_faith(self, x: Ctx) -> bool:
        return x.s.favor == x.seat  # CR "Good Faith": Favor actions require the Imperial Favor


@dataclass(frozen=True)
class DiscardCards(Effect):
    """Discard the chosen cards (from hand or a Province); the first one's Focus Value is remembered."""

    ref: Word

    def text(self) -> str:
        return f"discard {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] == HAND:
                x.set("discarded_focus", stats.stat(x.s, c, "focus"))
                P.discard_from_hand(x.s, c)
                done = True
            elif x.s.zone[c] == 3:  # PROVINCE
                P.discard_from_province(x.s, c)
                done = True
        return done


def discard_a_card(selector: Sel | None = None, slot_name: str = "discard", words: str = "discard a card",
                   chooser: str = "you") -> Word:
    """ "Discard a card" (a choice, not targeting): choose a card in hand, then discard it."""
    return _Discard(selector or sel("card", controller="you", zone="hand"), slot_name, words, chooser)


@dataclass(frozen=True)
class ChooseCard(Target):
    """A choice that is not targeting (CR "Targeting": the word "target" must appear)."""

    targeting: bool = False
    distinct: bool = False


@dataclass(frozen=True)
class _Discard(Compound):
    selector: Sel
    slot_name: str
    words: str
    chooser: str = "you"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return ((ChooseCard(self.selector, self.slot_name, words=self.words, chooser=self.chooser),
                 DiscardCards(Ref(self.slot_name, "it", "it"))),)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.branches[0]) + x.a["queue"]

    def good_faith(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))

    def possible(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))


Target.distinct = True  # type: ignore[attr-defined]  # CR "Targeting": the same target cannot be chosen twice
Target.targeting = True  # type: ignore[attr-defined]


@dataclass(frozen=True)
class ProduceGold(Effect):
    n: int

    def text(self) -> str:
        return f"produce {self.n} Gold"

    def run(self, x: Ctx) -> bool:
        x.s.players[x.seat].gold_pool += self.n
        return True


@dataclass(frozen=True)
class ProvinceStrength(Effect):
    """ "Give this Province +2 strength": the province of the current battlefield."""

    amount: Value | int
    duration: str = "turn"
    any_province: bool = False  # "Give a Province ..." (chosen) rather than "this Province"

    def text(self) -> str:
        a = self.amount
        n = a if isinstance(a, int) else (a.n if isinstance(a, Num) else None)
        if self.any_province:
            return f"give a Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]
        return f"give this Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]

    def run(self, x: Ctx) -> Any:
        s = x.s
        if self.any_province:  # "Give a Province +3 strength": the player chooses which
            from .interp import action_index
            opts = tuple(PROVINCE_KEY + 16 * p.seat + i for p in s.players for i, alive in
                         enumerate(p.province_alive) if alive)
            s.stack.append(("ab_province", action_index(x), opts, x.val(self.amount), self.duration))
            return SUSPEND
        if s.battle is None or current_bf(s) < 0:
            return False
        d = s.battle["defender"]
        s.modifiers.append((PROVINCE_KEY + 16 * d + current_bf(s), "province_strength", x.val(self.amount),
                            self.duration, "bonus"))
        return True


@dataclass(frozen=True)
class Additional(Effect):
    """CR "Additional action": taken after this action resolves."""

    n: int = 1
    rtype: str = ""

    def text(self) -> str:
        kind = {"battle": "Battle ", "": ""}.get(self.rtype, "")
        return f"take {'an' if self.n == 1 and not kind else ('a' if self.n == 1 else 'two')} additional " \
            f"{kind}action{'s' if self.n > 1 else ''}"

    def run(self, x: Ctx) -> bool:
        x.set("additional", int(x.get("additional", 0)) + self.n)
        if self.rtype:
            x.set("additional_type", self.rtype)
        return True


@dataclass(frozen=True)
class ActionFlag(Effect):
    """An Interrupt's change to the action it interrupts ("the action cannot move Personalities")."""

    flag: str
    words: str

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        act = interrupted(x.s)
        if act is None:
            return False
        act["flags"] = (*act["flags"], self.flag)
        if self.flag == "negated":
            x.s.say(f"The effects of {source_name(x.s, act['src'])} are negated.")
        return True


@dataclass(frozen=True)
class Seq(Compound):
    """A group of steps rendered as one phrase (for text the grammar says in its own way)."""

    steps: tuple[Word, ...]
    words: str

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.steps) + x.a["queue"]


@dataclass(frozen=True)
class After(Compound):
    """A delayed effect (CR "Delayed effects"): its steps happen when `event` next occurs ("turn_started"
    with who="you": after your next turn begins; "battle_resolved": after this battle resolves)."""

    event: str
    steps: tuple[Word, ...]
    who: str = "any"
    words: str = ""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        if self.words:
            return self.words
        when_ = {"turn_ending": "when this turn ends", "phase_ending": "before this phase ends",
                 "turn_started": "after your next turn begins" if self.who == "you"
                               else "after the next turn begins",
                               "battle_resolved": "after this battle resolves",
                               "duel_resolved": "after this duel ends"}.get(self.event, self.event)
        inner = " and ".join(w.text() for w in self.steps)
        return f"{when_}, {inner}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import delay
        delay(x, self.event, path, self.who)


@dataclass(frozen=True)
class PutIntoPlay(Effect):
    """Put a card into play under your control (a Ring from hand or the resolution area: CR "Ring")."""

    ref: Word = SELF

    def text(self) -> str:
        return f"put {_name(self.ref)} into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        done = False
        for c in _cards(x, self.ref):
            if s.zone[c] == PLAY:
                continue
            p = s.players[s.owner[c]]
            if c in p.hand:
                p.hand.remove(c)
            if P.controls_unique(s, x.seat, c):
                s.say(f"{s.title(c)} cannot enter play: you control a Unique card with that title.")
                continue
            P.enter_play(s, x.seat, c)
            s.say(f"{s.players[x.seat].name} puts {s.title(c)} into play.")
            done = True
        return done


@dataclass(frozen=True)
class DiscardHand(Effect):
    def text(self) -> str:
        return "discard your hand"

    def run(self, x: Ctx) -> bool:
        hand = list(x.s.players[x.seat].hand)
        for c in hand:
            P.discard_from_hand(x.s, c)
        return bool(hand)


@dataclass(frozen=True)
class HandTrigger(Triggered):
    """A trait that works from its owner's hand: a Ring's condition for entering play (CR "Ring": put it
    into play immediately after fulfilling its condition; this may not be delayed)."""

    from_hand: bool = True


@dataclass(frozen=True)
class FocusEffect(Triggered):
    """ "As a Focus Effect, ...": resolves when the card is revealed as a focus in a duel (CR "Duel" 4).
    Refs: MY_DUELIST, OTHER_DUELIST; after the duel: WINNER, LOSER (with After("duel_resolved", ...))."""

    focus_effect: bool = True

    def text(self) -> str:
        if self.words:
            return self.words
        from rokugan.ability.words import steps_text
        return "As a Focus Effect, " + steps_text(self.steps)[:1].lower() + steps_text(self.steps)[1:]


def focus_effect(*steps: Word, words: str = "") -> FocusEffect:
    return FocusEffect(Cond("focus_effect"), tuple(steps), words)


MY_DUELIST = Ref("my_duelist", "your Personality", "him")
OTHER_DUELIST = Ref("other_duelist", "the other Personality", "him")


@cond("you_won_duel")
def _c_you_won(x: Ctx) -> bool:
    d = x.s.last_duel or {}
    return any(x.s.controller[c] == x.seat for c in d.get("winners", ()) if x.s.zone[c] == PLAY)


@cond("duel_resolved")
def _t_duel_resolved(x: Ctx, who: str = "any") -> bool:
    return True


@cond("entered_duel")
def _t_entered_duel(x: Ctx, who: str = "host") -> bool:
    return _trigger_card(x, who)


@cond("focus_effect")
def _t_focus_effect(x: Ctx) -> bool:
    return False  # Focus Effects start from the duel itself, never from an event


def ring_condition(trigger: Cond, guard: Cond | None = None) -> HandTrigger:
    """ "Play after ...": when `trigger` happens and `guard` holds, its owner may put the Ring into play."""
    from rokugan.ability.words import If
    play = May((PutIntoPlay(SELF),), words="you may put this Ring into play")
    return HandTrigger(trigger, (If(guard, (play,)),) if guard is not None else (play,),
                       words=f"Play {trigger.words}.")


@dataclass(frozen=True)
class PlayTerrain(Effect):
    """ "Destroy a Terrain (if able). Put this Terrain into play." (CR "Terrain"): at the current
    battlefield, in no army; discarded after the battle ends. Remembers the ability's first target (for
    Terrains that refer to "the Personality this ability targeted")."""

    def text(self) -> str:
        return "destroy a Terrain (if able). Put this Terrain into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        bf = current_bf(s)
        if bf < 0 or s.zone[x.src] == PLAY:
            return False
        for p in s.players:
            for c in list(p.home):
                if s.location[c] == bf and kw(s, c, "Terrain") and s.zone[c] == PLAY:
                    p.home.remove(c)
                    P.discard_from_play(s, c)
                    s.say(f"{s.title(c)} is destroyed.")
                    s.memo[f"destroyed_terrain:{x.seat}:{bf}"] = 1
        p = s.players[x.seat]
        if x.src in p.hand:
            p.hand.remove(x.src)
        s.zone[x.src] = PLAY
        s.face_up[x.src] = True
        s.controller[x.src] = x.seat
        s.bowed[x.src] = False
        s.location[x.src] = bf
        p.home.append(x.src)
        s.memo[f"played_terrain:{x.seat}:{bf}"] = 1
        targets = x.a["slots"].get("t0", ())
        if targets:
            s.memo[f"targeted_by:{x.src}"] = targets[0]
        s.say(f"{s.title(x.src)} is put into play at the battlefield.")
        return True

    def good_faith(self, x: Ctx) -> bool:
        return x.s.zone[x.src] != PLAY and current_bf(x.s) >= 0


@dataclass(frozen=True)
class MoveToAdjacent(Effect):
    """Move a Personality to an adjacent, unresolved battlefield (the player picks which)."""

    ref: Word

    def text(self) -> str:
        return f"move {_name(self.ref)} to an adjacent, unresolved battlefield"

    def run(self, x: Ctx) -> Any:
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.battle is None or not _may_move(x):
            return False
        bf = current_bf(s)
        fields = [f for f in s.battle["fields"] if abs(f - bf) == 1 and f not in s.battle["fought"]]
        if not fields:
            return False
        from .interp import action_index
        s.stack.append(("ab_field", action_index(x), got[0], tuple(fields)))
        return SUSPEND


@filt("same_location")
def _f_same_location(x: Ctx, c: int, arg: Any) -> bool:
    """At the location of the card carrying the ability ("at this battlefield" on a Terrain)."""
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.zone[x.src] == PLAY and x.s.location[host] == x.s.location[x.src] != HOME


@filt("targeted_by_source")
def _f_targeted_by(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.memo.get(f"targeted_by:{x.src}") == c


@filt("owned_by")
def _f_owned_by(x: Ctx, c: int, arg: Any) -> bool:
    """Controlled by the battle's "attacker" or "defender"."""
    return x.s.battle is not None and x.s.controller[c] == x.s.battle[arg]


@cond("exactly_one_defender")
def _c_one_defender(x: Ctx) -> bool:
    s = x.s
    if s.battle is None or s.zone[x.src] != PLAY:
        return False
    loc = s.location[x.src]
    d = s.battle["defender"]
    return sum(1 for c in s.players[d].home if s.facts[c].type == T.PERSONALITY and s.location[c] == loc) == 1


@cond("battle_resolving")
def _t_battle_resolving(x: Ctx, who: str = "here") -> bool:
    """ "Before this battle resolves": the battle at the card's battlefield."""
    s = x.s
    return s.zone[x.src] == PLAY and s.location[x.src] == int(x.get("field", -9))


# ------------------------------------------------------------------------------ military words
@dataclass(frozen=True)
class Attack(Compound):
    """CR "Ranged Attack", "Melee Attack", "Fear": target an enemy Follower, or a Personality without
    Followers (in the current enemy army for attacks), then destroy (attacks) or bow (Fear) it if its
    Force is at most the strength. Strength changes from cards (Kisada, Meiko, Higher Ground) and from
    Interrupts to the action apply when it resolves."""

    kind: str  # "ranged", "melee", "fear"
    strength: Value | int
    also: str = ""  # "destroy_after_bow": Fear that destroys what it bows
    may_bow: bool = False  # Utaku Sakiko: may bow instead of destroying
    with_followers: Cond | None = None  # Bayushi Masashi: may target a Personality with Followers if ...
    words: str = ""
    target_bonus: tuple[str, int] = ("", 0)  # ("dishonorable", 1): "or Fear 3 if the target is dishonorable"
    host_bonus: tuple[str, int] = ("", 0)  # ("Earth", 1): "plus 1 if he is Earth" (a keyword of this Shugenja)

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return ((Target(self.selector(), "attack"), _Strike(self.kind, self.strength, self.also, self.may_bow,
                                                             self.target_bonus)),)

    def selector(self) -> Sel:
        name = "fear_target" if self.kind == "fear" else "ranged_target"
        arg: Any = self.with_followers if self.kind == "fear" else False
        return Sel(("follower", "personality"), "enemy", ((name, arg),),
                   noun="enemy Follower, or Personality without Followers")

    def text(self) -> str:
        if self.words:
            return self.words
        st = self.strength
        if isinstance(st, (int, Num)):
            n = st if isinstance(st, int) else st.n
            return {"ranged": f"Ranged {n} Attack", "melee": f"Melee {n} Attack", "fear": f"Fear {n}"}[self.kind]
        base = {"ranged": "Ranged Attack", "melee": "Melee Attack", "fear": "Fear"}[self.kind]
        return f"{base} with strength equal to {st.text()}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        strength = x.val(self.strength)
        if self.host_bonus[0] and kw(x.s, x.host(), self.host_bonus[0]):
            strength += self.host_bonus[1]
        into = int(x.get("combine_into", -1))
        if into >= 0 and into < len(x.s.actions):
            # CR "Combining": instead of a separate attack effect, add this strength to the original's.
            orig = x.s.actions[into]
            orig["flags"] = (*orig["flags"], f"strength:{strength}")
            x.s.say(f"{source_name(x.s, x.src)} combines its {self.text()} with {source_name(x.s, orig['src'])}.")
            return
        x.set("attack_strength", strength)
        x.a["queue"] = _entries((*path, 0), self.branches[0]) + x.a["queue"]

    def good_faith(self, x: Ctx) -> bool:
        return bool(select(x, self.selector()))  # CR "Ranged Attack": its targeting is required


@dataclass(frozen=True)
class _Strike(Effect):
    kind: str
    strength: Value | int
    also: str = ""
    may_bow: bool = False
    target_bonus: tuple[str, int] = ("", 0)

    def text(self) -> str:
        return "resolve the attack"

    def run(self, x: Ctx) -> bool:
        s = x.s
        got = _cards(x, Ref("attack"))
        if not got:
            return False
        c = got[0]
        if s.zone[c] != PLAY:
            return False
        strength = int(x.get("attack_strength", 0)) + attack_modifiers(x, c, self.kind)
        name_, extra = self.target_bonus
        if name_ and FILTERS_get(name_)(x, c, True):
            strength += extra
        act = x.a
        strength += sum(int(f.split(":")[1]) for f in act["flags"] if f.startswith("strength:"))
        force = stats.force(s, c)
        name = {"ranged": "Ranged Attack", "melee": "Melee Attack", "fear": "Fear"}[self.kind]
        if force > strength:
            s.say(f"The {name} (strength {strength}) fails against {s.title(c)} ({force}F).")
            return False
        if self.kind == "fear":
            from .statics import has_rule
            if "fear_immune" in _granted(s, c) or has_rule(s, c, "fear_immune"):
                s.say(f"The Fear targeting {s.title(c)} is negated.")
                return False
            bowed = P.bow(s, c)
            s.say(f"Fear {strength} bows {s.title(c)}." if bowed else f"Fear {strength}: {s.title(c)} is "
                  "already bowed.")
            if bowed and (self.also == "destroy_after_bow" or "fear_destroys" in act["flags"]):
                P.destroy(s, c)
            elif bowed and self.also == "destroy_att_dis":
                # Kakita Ujirou: "Fear 4 that destroys attachments and dishonorable Personalities after it
                # bows them"
                if s.facts[c].type != T.PERSONALITY or s.dishonored[c]:
                    P.destroy(s, c)
            return bowed
        if self.may_bow and not s.bowed[c]:
            x.set("strike_target", c)
        s.say(f"The {name} (strength {strength}) destroys {s.title(c)}.")
        return P.destroy(s, c)


def _granted(s: State, c: int) -> set[str]:
    return {g[1] for g in s.granted if g[0] == c}


ATTACK_MODIFIERS: list[Any] = []  # functions (x, target, kind) -> int, registered by card modules


def attack_modifiers(x: Ctx, c: int, kind: str) -> int:
    """Changes to an attack's strength from continuous traits (`AttackMod`: Higher Ground, Kisada, Meiko)."""
    from .statics import AttackMod, _applies, _sources
    total = sum(f(x, c, kind) for f in ATTACK_MODIFIERS)
    for src, traits in _sources(x.s):
        for tr in traits:
            e = tr.effect
            if isinstance(e, AttackMod) and kind in e.kinds:
                whose = e.whose
                mine = x.seat == x.s.controller[src]
                if whose == "yours" and not mine or whose == "others" and mine:
                    continue
                if e.targeting and not _applies(x.s, src, tr, c):
                    continue
                total += e.amount
    return total


@dataclass(frozen=True)
class NextHonorPlus(Effect):
    def text(self) -> str:
        return "increase the next Honor gain or loss (this turn) from your cards by 1"

    def run(self, x: Ctx) -> bool:
        x.s.memo[f"honor_plus_next:{x.seat}"] = 1
        return True


def gain_or_lose(n: int, who: str = "you") -> OneOf:
    """ "A target player gains or loses 2 Honor": the acting player picks which."""
    from rokugan.ability.words import OneOf as _OneOf
    return _OneOf(((GainHonor(n, who),), (LoseHonor(n, who),)))


@dataclass(frozen=True)
class NegateBonuses(Effect):
    """Negate a Personality's current Force bonuses, or its penalties (the player chooses which)."""

    ref: Word
    sign: int  # +1: bonuses, -1: penalties

    def text(self) -> str:
        return f"negate {_his(self.ref)} current Force {'bonuses' if self.sign > 0 else 'penalties'}"

    def run(self, x: Ctx) -> bool:
        cards = set(_cards(x, self.ref))
        before = len(x.s.modifiers)
        x.s.modifiers = [m for m in x.s.modifiers if not (m[0] in cards and m[1] == "force" and m[4] == "bonus"
                                                          and m[2] * self.sign > 0)]
        return len(x.s.modifiers) < before


@dataclass(frozen=True)
class RemoveGranted(Effect):
    ref: Word
    what: str
    words: str = ""

    def text(self) -> str:
        return self.words or f"remove {self.what} from {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        cards = set(x.refs(self.ref))
        x.s.granted = [g for g in x.s.granted if not (g[0] in cards and g[1] == self.what)]
        return True


@cond("you_defend")
def _c_you_defend(x: Ctx) -> bool:
    return x.s.battle is not None and x.s.battle["defender"] == x.seat


@cond("won_duel")
def _c_won_duel(x: Ctx, ref: Ref) -> bool:
    d = x.s.last_duel or {}
    return any(c in d.get("winners", ()) for c in x.refs(ref))


@cond("turn_ending")
def _t_turn_ending(x: Ctx) -> bool:
    return True


@cond("phase_ending")
def _t_phase_ending(x: Ctx) -> bool:
    return True


@cond("moved")
def _t_moved(x: Ctx, who: str = "self", rtype: str = "") -> bool:
    return _trigger_card(x, who) and (not rtype or x.get("rtype", "") == rtype)


@cond("action_kind")
def _c_action_kind(x: Ctx, *words: str) -> bool:
    """The resolved action had one of these ability keywords or attack kinds ("a Fear action")."""
    kinds = set(str(x.get("kinds", "")).split(","))
    return any(w.lower() in kinds for w in words)


@cond("game_started")
def _t_game_started(x: Ctx) -> bool:
    return True


@cond("first_play_this_turn")
def _c_first_play(x: Ctx) -> bool:
    return int(x.s.memo.get(f"played:{x.s.facts[x.src].id}:{x.seat}", 0)) <= 1


@filt("honor_producing")
def _f_honor_producing(x: Ctx, c: int, arg: Any) -> bool:
    """A Holding with an ability that gains Honor."""
    from .interp import DEFS
    d = DEFS.get(x.s.facts[c].id)
    if d is None:
        return False
    return any(isinstance(w, GainHonor) for a in d.abilities for w in a.steps)


@filt("not_produced_gold")
def _f_not_produced(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.memo.get(f"produced:{c}")


@filt("any_player")
def _f_any_player(x: Ctx, c: int, arg: Any) -> bool:
    return True


# ------------------------------------------------------------------------------ duels
@dataclass(frozen=True)
class Challenge(Compound):
    """CR "Challenge", "Duel": `challenger` challenges `challenged`; after the duel resolves the
    consequence steps run (refs WINNER and LOSER); if refused, the refusal steps run instead."""

    challenger: Ref
    challenged: Ref
    then: tuple[Word, ...] = ()
    refusable: bool = False
    on_refuse: tuple[Word, ...] = ()
    words: str = ""
    refusable_if: Cond | None = None  # "If he is unbowed, he may refuse"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.then, self.on_refuse)

    def text(self) -> str:
        if self.words:
            return self.words
        s = f"{_name(self.challenger)} challenges {_name(self.challenged)}"
        if self.refusable:
            s += ". He may refuse"
        if self.on_refuse:
            s += "; if he does, " + ". ".join(w.text() for w in self.on_refuse)
        if self.then:
            s += ". " + ". ".join(w.text()[:1].upper() + w.text()[1:] for w in self.then)
        return s

    def expand(self, x: Ctx, path: tuple[int, ...]) -> str | None:
        from .duel import challenge
        a = _cards(x, self.challenger)
        b = _cards(x, self.challenged)
        x.s.last_duel = None
        refusable = self.refusable or (self.refusable_if is not None and x.check(self.refusable_if))
        if not a or not b or not challenge(x.s, a[0], b[0], refusable=refusable, consequence="none"):
            x.a["ok"] = False
            return None
        x.a["queue"] = ((2, *path),) + x.a["queue"]
        return SUSPEND


__all__ = [
    "ActionFlag", "Additional", "After", "Attack", "Bow", "Challenge", "ChooseCard", "Cond", "Count", "Destroy",
    "Disable", "DiscardCards", "DiscardFavor", "DiscardHand", "Dishonor", "Draw", "EVENT", "FocusEffect",
    "GainHonor", "Give", "GrantAbility", "GrantKeyword", "HOST", "Half", "HandTrigger", "Highest", "LOSER",
    "LoseHonor", "MY_DUELIST", "MoveHere", "MoveHome", "Neg", "OTHER_DUELIST", "OTHER_IN_DUEL", "Plus",
    "ProduceGold", "ProvinceStrength", "PutIntoPlay", "Rehonor", "SELF", "Seq", "StatOf", "Straighten", "T0", "T1",
    "TakeFavor", "Target", "Tokens", "Var", "WINNER", "current_bf", "discard_a_card", "emit", "focus_effect",
    "join_or", "opposed", "ring_condition", "sel", "when", "would_be_opposed", "NextHonorPlus", "gain_or_lose",
    "NegateBonuses", "RemoveGranted", "RefillFaceUp",
]


from .vocab_units import *  # noqa: E402,F403  (more words, one vocabulary)
