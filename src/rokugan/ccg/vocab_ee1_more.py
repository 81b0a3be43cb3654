"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 1): Gold-star recruiting
and cost matching, Revenge losses, redirected targeting, named tokens, protection and forced movement, player
selections and the conditions of Emperor Reactions. Part of the one vocabulary: `rokugan.ccg.vocab_ee1` (and so
`rokugan.ccg.vocab`) re-exports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref, Sel, To, Word, add_filter_words

from .interp import PLAYER, Ctx, cond, filt
from .state import HOME, PLAY

__all__ = ["AirBarrier", "DestroyToken", "EachPlayerGains", "GiveEachOwnStat", "MoveHomeLoser", "NamedToken",
           "NoRefusal", "ToIfAble", "air_barrier",
           "note_honor_lost_to_action"]


# ------------------------------------------------------------------------------ A Stain Cleansed
add_filter_words({"cost_match": ("post", "without attachments and with a Gold Cost of {arg}, or an enemy "
                                         "Personality whose unit costs {arg} Gold in all")})


@filt("cost_match")
def _f_cost_match(x: Ctx, c: int, arg: Any) -> bool:
    """A card without attachments costing this much Gold, or a Personality whose unit costs this much in all."""
    from rokugan.catalog import cards as T

    from . import stats
    n = x.val(arg)
    s = x.s
    if not s.attached[c] and stats.gold_cost(s, c) == n:
        return True
    return s.facts[c].type == T.PERSONALITY and sum(stats.gold_cost(s, u) for u in (c, *s.attached[c])) == n


# ------------------------------------------------------------------------------ Rugashi Bazaar
REVENGE = "lost_honor_to_action"  # a grant on a player: (PLAYER + seat, REVENGE, "game", turn)


def note_honor_lost_to_action(x: Ctx, seat: int) -> None:
    """Remember the turn in which `seat` last lost Honor to another player's action during an Action Phase (the
    condition of Rugashi Bazaar's Revenge ability)."""
    s = x.s
    if s.ruleset != "emperor" or x.a.get("kind") != "a" or seat == x.seat or s.phase != "action":
        return
    s.granted = [g for g in s.granted if not (g[0] == PLAYER + seat and g[1].startswith(REVENGE))]
    s.granted.append((PLAYER + seat, f"{REVENGE}:{s.turn}", "game"))


@cond("revenge")
def _c_revenge(x: Ctx) -> bool:
    s = x.s
    n = len(s.players)
    last_end = s.turn - n if s.active == x.seat else s.turn - ((s.active - x.seat) % n)  # your last turn
    for g in s.granted:
        if g[0] == PLAYER + x.seat and g[1].startswith(REVENGE) and int(g[1].split(":")[1]) > last_end:
            return True
    return False


@dataclass(frozen=True)
class GiveEachOwnStat(Word):
    """A bonus to each chosen card, each its own amount (one of its printed stats)."""

    ref: Ref
    of: str = "personal_honor"
    stat: str = "force"

    def text(self) -> str:
        names = {"force": "Force", "chi": "Chi", "personal_honor": "Personal Honor"}
        return f"give each of {self.ref.text()} a {names[self.stat]} bonus equal to his printed {names[self.of]}"

    def run(self, x: Ctx) -> bool:
        from . import stats
        from .vocab_effects import give
        done = False
        for c in x.refs(self.ref):
            if c < PLAYER and x.s.zone[c] == PLAY:
                n = stats.printed(x.s, c, self.of)
                give(x.s, c, self.stat, n)
                x.s.say(f"{x.s.title(c)} gets +{n} {self.stat}.")
                done = True
        return done


add_filter_words({"with_event_card": ("post", "at the same location")})


@filt("with_event_card")
def _f_with_event_card(x: Ctx, c: int, arg: Any) -> bool:
    """At the same location as the event's card (the Personality an action targeted)."""
    s = x.s
    e = int(x.get("event_card", -1))
    if e < 0 or e >= PLAYER or c == e:
        return False
    he = s.attached_to[e] if s.attached_to[e] >= 0 else e
    return bool(s.location[c] == s.location[he])


@cond("targeted_by_other_player")
def _c_targeted_by_other(x: Ctx) -> bool:
    """The event's card is your Personality, targeted by another player's action."""
    from rokugan.catalog import cards as T
    c = int(x.get("event_card", -1))
    return c >= 0 and x.s.facts[c].type == T.PERSONALITY and x.s.controller[c] == x.seat \
        and int(x.get("event_seat", -1)) != x.seat


# ------------------------------------------------------------------------------ tokens
@dataclass(frozen=True)
class NamedToken(Word):
    """A named token without stats, marked on the card until removed or it leaves play (CR "Tokens")."""

    ref: Ref
    name: str

    def text(self) -> str:
        return f"give {self.ref.text()} a {self.name} token"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in x.refs(self.ref):
            if c < PLAYER and x.s.zone[c] == PLAY:
                x.s.modifiers.append((c, "marker", 1, f"token:{self.name}", "bonus"))
                x.s.say(f"{x.s.title(c)} gets a {self.name} token.")
                done = True
        return done


def _tokens(s: Any, c: int, name: str) -> list[int]:
    return [k for k, m in enumerate(s.modifiers) if m[0] == c and m[3] == f"token:{name}"]


@dataclass(frozen=True)
class DestroyToken(Word):
    """One token of that name leaves the card (as a cost: payable only while it has one)."""

    ref: Ref
    name: str

    def text(self) -> str:
        return f"destroy a {self.name} token on {self.ref.text()}"

    def payable(self, s: Any, seat: int, c: int) -> bool:
        return bool(_tokens(s, c, self.name)) if self.ref.name == "self" else True

    def run(self, x: Ctx) -> bool:
        for c in x.refs(self.ref):
            got = _tokens(x.s, c, self.name) if c < PLAYER else []
            if got:
                x.s.modifiers = [m for k, m in enumerate(x.s.modifiers) if k != got[0]]
                x.s.say(f"A {self.name} token on {x.s.title(c)} is destroyed.")
                return True
        x.a["flags"] = (*x.a["flags"], "negated")  # a cost not paid: the action does nothing
        return False


# ------------------------------------------------------------------------------ moving, protecting
AIR_BARRIER = "air_barrier"  # a grant on a Personality (AirBarrier)


@dataclass(frozen=True)
class AirBarrier(Word):
    """A one-shot protection for this turn: the Personality's next destruction by another player's action does
    not happen and he goes home instead (read by `primitives.destroy`)."""

    ref: Ref

    def text(self) -> str:
        return (f"this turn, the next destruction of {self.ref.text()} by another player's action is negated and "
                "he moves home")

    def run(self, x: Ctx) -> bool:
        done = False
        for c in x.refs(self.ref):
            if c < PLAYER and x.s.zone[c] == PLAY:
                x.s.granted.append((c, f"{AIR_BARRIER}:{x.seat}", "turn"))
                done = True
        return done


def air_barrier(s: Any, c: int, by: int) -> bool:
    """Whether a barrier negates this destruction of c by player `by`'s action (and moves c home)."""
    for g in s.granted:
        if g[0] == c and g[1].startswith(AIR_BARRIER) and by >= 0 and by != s.controller[c]:
            s.granted = [h for h in s.granted if h is not g]
            from .primitives import move
            s.say(f"A barrier of air negates the destruction of {s.title(c)}.")
            move(s, c, HOME)
            return True
    return False


@dataclass(frozen=True)
class MoveHomeLoser(Word):
    """A move home that effects negating movement cannot stop when the Personality is dishonorable."""

    ref: Ref

    def text(self) -> str:
        return f"move {self.ref.text()} home (if he is dishonorable, nothing can negate that)"

    def run(self, x: Ctx) -> bool:
        from rokugan.catalog import cards as T

        from .primitives import move
        done = False
        for c in x.refs(self.ref):
            if c >= PLAYER or x.s.facts[c].type != T.PERSONALITY:
                continue
            if "no_move" in x.a["flags"] and not x.s.dishonored[c]:
                continue
            if move(x.s, c, HOME):
                x.s.say(f"{x.s.title(c)} moves home.")
                done = True
        return done


# ------------------------------------------------------------------------------ players
add_filter_words({"controls_keyword": ("post", "who controls an {arg}"),
                  "above_starting_honor_without": ("post", "who controls no {arg}s and has more Honor than his "
                                                           "starting Family Honor")})


def _controls_keyword(s: Any, seat: int, word: str) -> bool:
    from .primitives import kw
    p = s.players[seat]
    return any(kw(s, c, word) for c in p.home) or any(kw(s, a, word) for c in p.home for a in s.attached[c])


@filt("controls_keyword")
def _f_controls_keyword(x: Ctx, c: int, arg: Any) -> bool:
    return c >= PLAYER and _controls_keyword(x.s, c - PLAYER, str(arg))


@filt("above_starting_honor_without")
def _f_above_start(x: Ctx, c: int, arg: Any) -> bool:
    if c < PLAYER or _controls_keyword(x.s, c - PLAYER, str(arg)):
        return False
    s = x.s
    p = s.players[c - PLAYER]
    start = s.facts[p.stronghold].starting_honor or 0 if p.stronghold >= 0 else 0
    if p.sensei >= 0:
        start += s.facts[p.sensei].starting_honor or 0
    return p.honor > start


@dataclass(frozen=True)
class EachPlayerGains(Word):
    """An Honor gain for every selected player."""

    who: Sel
    n: int

    def text(self) -> str:
        return f"each {self.who.phrase(article=False)} gains {self.n} Honor"

    def run(self, x: Ctx) -> bool:
        from .interp import select, source_name
        from .primitives import gain_honor
        done = False
        for c in select(x, self.who):
            gain_honor(x.s, c - PLAYER, self.n, f"({source_name(x.s, x.src)})")
            done = True
        return done


@dataclass(frozen=True)
class ToIfAble(To):
    """Like `To`, for an action's whole effect: the action needs its first part to be possible when announced
    (CR "Good Faith Rule")."""

    def good_faith(self, x: Ctx) -> bool:
        for w in self.first:
            gf = getattr(w, "good_faith", None) or getattr(w, "possible", None)
            if gf is not None and not gf(x):
                return False
        return True



# ------------------------------------------------------------------------------ Kitsuki Yataku, Dragon's Breath Castle
add_filter_words({"event_card": ("post", "that action targeted")})


@filt("event_card")
def _f_event_card(x: Ctx, c: int, arg: Any) -> bool:
    return c == int(x.get("event_card", -1))


@dataclass(frozen=True)
class NoRefusal(Word):
    """The action this Reaction answers makes challenges that cannot be refused."""

    def text(self) -> str:
        return "the Samurai's controller may not refuse any challenge that action creates"

    def run(self, x: Ctx) -> bool:
        i = int(x.get("action", -1))
        if not 0 <= i < len(x.s.actions) or x.s.actions[i] is x.a:
            return False
        a = x.s.actions[i]
        a["flags"] = (*a["flags"], "no_refuse")
        return True


@cond("event_card_keyword")
def _c_event_card_keyword(x: Ctx, word: str) -> bool:
    from .primitives import kw
    c = int(x.get("event_card", -1))
    return 0 <= c < PLAYER and kw(x.s, c, word)


@cond("passive_other_player")
def _c_passive_other(x: Ctx) -> bool:
    """Another player's Dynasty Phase began; he controls Personalities and assigned none to attack this turn."""
    from rokugan.catalog import cards as T
    s = x.s
    seat = int(x.get("event_seat", -1))
    if seat < 0 or seat == x.seat:
        return False
    has = any(s.facts[c].type == T.PERSONALITY for c in s.players[seat].home)
    return has and not s.memo.get(f"assigned_attack:{seat}")


@cond("at_your_province")
def _c_at_your_province(x: Ctx) -> bool:
    """The battle at the event's battlefield is at one of your Provinces."""
    from .battle import CREATED_BF
    b = x.s.battle
    return b is not None and b["defender"] == x.seat and 0 <= int(x.get("field", -1)) < CREATED_BF


@cond("dynasty_phase_started")
def _t_dynasty_phase_started(x: Ctx, who: Any = "any") -> bool:
    from .vocab import _trigger_card
    return who == "any" or _trigger_card(x, who)


@cond("event_by_you")
def _c_event_by_you(x: Ctx) -> bool:
    """The event's player is you."""
    return int(x.get("event_seat", -1)) == x.seat
