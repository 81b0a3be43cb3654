"""The classic CCG's effect words on cards: bowing, straightening, moving, destroying, dishonoring, giving stats,
tokens, keywords and abilities, disabling (Honor, cards and the Favor: `vocab_players`; the rest:
`vocab_effects_more`).
Part of one vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    SELF,
    Num,
    Value,
    Word,
    signed,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, Ctx
from .state import HOME, PLAY, PREGAME, State
from .triggered import emit
from .vocab import (  # the shared helpers of the vocabulary
    Neg,
    attacking,
    current_bf,
    defending,
    kw,
    opposed,
    unit_cards,
)


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
    """Destroy cards; remembers `Var("destroyed")`, how many of them this effect destroyed ("Gain 1 Honor for
    each card destroyed": cards the rules destroy as a result, such as a dead Personality's attachments, do not
    count, and a prevented destruction counts nothing: CR "For each", example)."""

    ref: Word = SELF

    def text(self) -> str:
        return f"destroy {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        from . import rule_triggers
        n = 0
        own_point = rule_triggers.open_point(x.s)  # the cards one effect destroys are destroyed simultaneously
        for c in _cards(x, self.ref):
            terrain = kw(x.s, c, "Terrain")
            loc = x.s.location[c]
            if x.s.zone[c] in (PLAY, PREGAME) and P.destroy(x.s, c):  # a Stronghold: CR "Stronghold Immunity"
                n += 1
                if terrain:  # Ring of Water's condition: "destroyed a Terrain" in this battle
                    x.s.memo[f"destroyed_terrain:{x.seat}:{loc}"] = 1
        if own_point:
            rule_triggers.close_point(x.s)  # CR "Timing Conflicts" C
        x.set("destroyed", int(x.get("destroyed", 0)) + n)
        return n > 0


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
            same_source(x)
            done = True
            x.s.say(f"{x.s.title(c)} gets {signed(n)} {self.stat.replace('_', ' ')}.")
        return done


def same_source(x: Ctx) -> None:
    """CR "Source": the bonuses one use of an ability (or one triggering of a trait) gives are from one source. The
    modifier just given gets a sixth item, a number shared by the other bonuses of the same use, once the use has
    given a second one (a bonus without it is a source of its own); the number is new among the bonuses in play."""
    s = x.s
    last = s.modifiers[-1]
    first = x.a["vars"].get("bonus_first")
    if first is None:
        x.a["vars"]["bonus_first"] = list(last)
        return
    tag = x.a["vars"].get("bonus_source")
    if tag is None:
        tag = 1 + max((int(m[5]) for m in s.modifiers if len(m) > 5), default=0)
        x.a["vars"]["bonus_source"] = tag
        old = tuple(first)
        for k in range(len(s.modifiers) - 2, -1, -1):
            if s.modifiers[k] == old:
                s.modifiers[k] = (*old, tag)
                break
    s.modifiers[-1] = (*last[:5], tag)


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
class GiveAll(Effect):
    """A generic ongoing stat change to every card of a group, in play now or entering play while it lasts
    (CR "Ongoing": a card does not "forget" generic effects): "All non-Unique Holdings produce 1 less Gold
    (this turn)". `group` names a predicate in `stats.GROUPS`."""

    group: str
    amount: int
    stat: str
    words: str
    duration: str = "turn"

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        x.s.modifiers.append((stats.EVERY, self.stat, self.amount, self.duration, f"all@{self.group}"))
        x.s.say(f"{self.words[0].upper()}{self.words[1:]}.")
        return True


stats.GROUPS.update({
    "non_unique_holdings": lambda s, c: s.facts[c].type == T.HOLDING and not s.facts[c].has_keyword("Unique"),
})


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
        for c in x.refs(self.ref):  # cards, or a player ("your Ranged Attacks during this battle")
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
