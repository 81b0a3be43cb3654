"""Continuous traits (CR "Traits", "Ongoing", "Continuous"): computed, never written into cards.

A `Static` trait applies to the cards its scope selects while its card is in play and its condition
holds; it begins and ends "when" the condition changes (CR "When" triggers). Stats read it through
`stat_bonus`, keywords through `static_keyword`, the maximum hand size through `hand_size_bonus`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ref, Sel, Static, Word, signed

from .state import PLAY, PREGAME, State

STATIC_IDS: dict[str, tuple[Static, ...]] = {}  # card facts id -> its continuous traits
INHERITED: dict[str, frozenset[str]] = {}  # card facts id -> keywords of its abilities (lower case)
ONE_COPY: set[str] = set()  # "You may only have one copy of X in play"
ONE_PER_TURN: set[str] = set()  # "You may only play one copy of X per turn"
ENTRY_ORDER_IDS: set[str] = set()  # cards whose continuous traits in conflict are ordered by when they entered play
ATTACH_ONLY: dict[str, Any] = {}  # card facts id -> the selector a Personality must match to attach it
TARGET_TAX: dict[str, int] = {}  # card id -> Gold other players' actions pay to target it (TargetTax)
PRODUCE_BONUS: dict[str, Any] = {}  # Holding id -> its ProduceBonus trait ("when this Holding produces Gold, ...")
GOLD_FOR: dict[str, tuple[Any, ...]] = {}  # Holding id -> (amount, phrase) "when paying for X, it enters for N less"
_VERSION = [0]  # bumped whenever the declarations change (tests declare cards of their own)


def index_statics() -> None:
    from .interp import DEFS
    _VERSION[0] += 1
    STATIC_IDS.clear()
    INHERITED.clear()
    ONE_COPY.clear()
    ONE_PER_TURN.clear()
    from .flow import ONCE_PER_GAME_GOLD
    ONCE_PER_GAME_GOLD.clear()
    ATTACH_ONLY.clear()
    GOLD_FOR.clear()
    PRODUCE_BONUS.clear()
    TARGET_TAX.clear()
    ENTRY_ORDER_IDS.clear()
    for key, d in DEFS.items():
        for tr in d.traits:
            e = getattr(tr, "effect", None)
            if getattr(e, "later_wins", False):  # CR "Continuous effect conflicts" (`conflicts.py`)
                ENTRY_ORDER_IDS.add(key)
            if isinstance(e, OneCopy):
                ONE_COPY.add(key)
            elif isinstance(e, OnePerTurn):
                ONE_PER_TURN.add(key)
            elif isinstance(e, OncePerGameGold):
                from .flow import ONCE_PER_GAME_GOLD
                ONCE_PER_GAME_GOLD[key] = e.amount
            elif isinstance(e, AttachOnly):
                ATTACH_ONLY[key] = e.selector
            elif isinstance(e, GoldFor):
                GOLD_FOR[key] = (*GOLD_FOR.get(key, ()), (e.amount, e.paying_for))
            elif isinstance(e, ProduceBonus):
                PRODUCE_BONUS[key] = tr  # the trait: its heading ("Courtesy:") says when it applies
            elif isinstance(e, TargetTax):
                TARGET_TAX[key] = e.amount
    for key, d in DEFS.items():
        # CR "Keyword inheritance": keywords on abilities also apply to their cards (a Strategy with a
        # Political ability is a Political Strategy); keywords on cards do not apply to their abilities.
        # CR "Abilities": "Each word in an ability's own keywords is a separate keyword. Example: A "Bushido Virtue"
        # ability is a Bushido ability and a Virtue ability." (the whole phrase is kept too: some declarations name it)
        words = frozenset(w for a in d.abilities for k in a.keywords for w in (k.lower(), *k.lower().split()))
        if words:
            INHERITED[key] = words
    for key, d in DEFS.items():
        st = tuple(t for t in d.traits if isinstance(t, Static))
        if st:
            STATIC_IDS[key] = st


@dataclass(frozen=True)
class StatMod(Word):
    """ "have +1F" (a bonus, or a penalty when negative), for a stat."""

    stat: str
    amount: Any  # int or Value
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        unit = {"force": "F", "chi": "C", "personal_honor": "PH", "gold_production": "GP",
                "province_strength": " strength"}.get(self.stat, self.stat)
        if isinstance(self.amount, int):
            return f"{'has' if False else 'have'} {signed(self.amount)}{unit}"
        return f"have +{unit} equal to {self.amount.text()}"


@dataclass(frozen=True)
class AttackMod(Word):
    """ "Your Ranged Attacks have +1 strength"; with `targeting`, only attacks targeting the cards the
    trait's scope selects ("Ranged Attacks targeting Meiko have -3 strength")."""

    kinds: tuple[str, ...]
    amount: int
    whose: str = "any"  # "yours", "others", "any"
    targeting: bool = False
    words: str = ""

    def text(self) -> str:
        return self.words or f"{'/'.join(self.kinds)} attacks have {signed(self.amount)} strength"


@dataclass(frozen=True)
class GrantsAbility(Word):
    """ "He has the ability, ..." / "each player has the ability, ..." (an ability by key in
    interp.GRANTED) while the trait applies."""

    key: str
    to_players: bool = False

    def text(self) -> str:
        from .interp import GRANTED
        return f"{'has' if not self.to_players else 'has'} the ability, \u201c{GRANTED[self.key].text()}\u201d"


@dataclass(frozen=True)
class CopyKeywords(Word):
    """ "Tsukimi has the element keywords of all Personalities you control" (their printed keywords)."""

    words: tuple[str, ...]
    text_: str
    standalone = True

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True)
class HasKeyword(Word):
    keyword: str

    def text(self) -> str:
        return f"has {self.keyword}"


@dataclass(frozen=True)
class HandSize(Word):
    amount: int

    def text(self) -> str:
        return f"{signed(self.amount)} maximum hand size"


@dataclass(frozen=True)
class Rule(Word):
    """A named rules change the engine checks where the rule lives ("cannot attack or defend")."""
    standalone = True  # a whole sentence of its own (rendered without a scope)

    name: str
    words: str

    def text(self) -> str:
        return self.words


_guard: set[tuple[int, int, str]] = set()


def _key(e: Any) -> Any:
    """What a query asks about: a StatMod's stat, a Rule's name, a granted keyword."""
    if isinstance(e, StatMod):
        return e.stat
    if isinstance(e, Rule):
        return e.name
    if isinstance(e, HasKeyword):
        return e.keyword.lower()
    if isinstance(e, Instead):
        return e.occurrence
    return None


@dataclass(frozen=True)
class Instead(Word):
    """A substitution (CR "Timing", B: "Substitution"): "Units that move home are destroyed instead". The
    occurrence does not happen and the replacement happens instead; negation and prevention of the occurrence
    come first (step A). `occurrence`: "move_home"; `replacement`: "destroy"."""

    occurrence: str
    replacement: str
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        what = {"move_home": "move home"}.get(self.occurrence, self.occurrence)
        return f"{what}: {self.replacement} instead"


def substitution(s: State, c: int, occurrence: str) -> str:
    """The replacement an ongoing substitution makes for this card's occurrence, or ""."""
    if not STATIC_IDS:
        return ""
    for src, traits in _sources(s, Instead, occurrence):
        for t in traits:
            e = t.effect
            if isinstance(e, Instead) and e.occurrence == occurrence and _applies(s, src, t, c):
                return e.replacement
    return ""


def _sources(s: State, kind: type | None = None, key: Any = None) -> list[tuple[int, tuple[Static, ...]]]:
    """Cards in play (or the Stronghold and Sensei) carrying continuous traits, optionally only those of one
    kind of effect (and key: a stat, a rule's name, a keyword), with only those traits. The instances are
    found once per game and kind (facts never change; a created card resets the cache). While the views of a state
    are made (`s._frozen`, set by view.py's `views` for their time only: nothing changes the state meanwhile), the
    cards found are kept for the next question of the same kind; do not modify the list returned."""
    frozen = s._frozen
    if frozen is not None:
        hit = frozen.get((kind, key))
        if hit is not None:
            return hit  # type: ignore[no-any-return]
    cache = s._statics
    if cache is None or cache[0] != _VERSION[0] or cache[1] != len(s.facts):
        cache = s._statics = (_VERSION[0], len(s.facts), {})
    index = cache[2]
    q = (kind, key)
    got = index.get(q)
    if got is None:
        found = []
        for c, f in enumerate(s.facts):
            traits = STATIC_IDS.get(f.id)
            if not traits:
                continue
            if kind is not None:
                traits = tuple(t for t in traits if isinstance(t.effect, kind) and (key is None or
                                                                                   _key(t.effect) == key))
            if traits:
                found.append((c, traits))
        got = index[q] = tuple(found)
    if not got:
        out: list[tuple[int, tuple[Static, ...]]] = []
    else:
        zone = s.zone
        out = [(c, ts) for c, ts in got if zone[c] in (PLAY, PREGAME)]
    if frozen is not None:
        frozen[q] = out
    return out


def heading_holds(s: State, seat: int, heading: str) -> bool:
    """Does a trait starting with this keyword take effect for its controller now?

    TF "Courtesy": "Traits starting with "Courtesy:" have an effect that is not applied if you went first this game."
    Compassion (no rulebook entry: the printed reminder says it) takes effect while you have fewer Provinces than
    anyone else."""
    if heading == "Courtesy":
        return s.memo.get("went_first") != seat
    if heading == "Compassion":
        mine = sum(s.players[seat].province_alive)
        return all(mine < sum(q.province_alive) for q in s.players if q.seat != seat and not q.lost)
    return True


_ENTERED = [0]  # calls of `_applies` so far: tells whether a selection asked about continuous traits itself


def _scope(s: State, x: Any, src: int, t: Static, scope: Sel) -> Any:
    """The cards trait `t` of `src` reaches (`select`). While the views of a state are made (`s._frozen`: nothing
    changes the state), a selection is made once for every card it is asked about, unless it asked about continuous
    traits itself (a filter reading a stat): what those answer depends on the trait being worked out (`_guard`),
    so such a selection is made afresh each time, as outside the views."""
    from .interp import select
    frozen = s._frozen
    if frozen is None:
        return select(x, scope)
    key = ("scope", src, id(t))
    got = frozen.get(key)
    if got is None:
        before = _ENTERED[0]
        got = select(x, scope)
        if _ENTERED[0] == before:
            got = frozen[key] = frozenset(got)
    return got


def _applies(s: State, src: int, t: Static, c: int) -> bool:
    from .interp import PLAYER, Ctx
    _ENTERED[0] += 1
    if s.zone[src] not in (PLAY, PREGAME):
        return False
    if t.heading and not heading_holds(s, s.controller[src], t.heading):
        return False
    key = (src, c, t.effect.__class__.__name__)
    if key in _guard:
        return False
    _guard.add(key)
    try:
        x = Ctx(s, {"seat": s.controller[src], "src": src, "slots": {}, "vars": {}, "flags": (), "kind": "s"})
        scope = t.scope
        if isinstance(scope, Ref):
            if scope.name == "you":
                hit = c == PLAYER + x.seat
            else:
                hit = c in x.refs(scope)
        elif isinstance(scope, Sel):
            if scope.kinds == ("player",):
                hit = c >= PLAYER and (scope.controller != "you" or c == PLAYER + x.seat) and \
                    (scope.controller not in ("enemy", "other") or c != PLAYER + x.seat)
            else:
                hit = c < PLAYER and c in _scope(s, x, src, t, scope)
        else:
            hit = False
        if not hit:
            return False
        if t.cond is not None:
            x.a["vars"]["event_card"] = c
            return x.check(t.cond)
        return True
    finally:
        _guard.discard(key)


def stat_bonus(s: State, c: int, stat: str) -> int:
    if not STATIC_IDS:
        return 0
    total = 0
    for src, traits in _sources(s, StatMod, stat):
        for t in traits:
            e = t.effect
            if isinstance(e, StatMod) and e.stat == stat and _applies(s, src, t, c):
                if isinstance(e.amount, int):
                    total += e.amount
                else:
                    from .interp import Ctx
                    x = Ctx(s, {"seat": s.controller[src], "src": src, "slots": {}, "vars": {"event_card": c},
                                "flags": (), "kind": "s"})
                    total += x.val(e.amount)
    return total


def static_keyword(s: State, c: int, word: str) -> bool:
    if not STATIC_IDS:
        return False
    w = word.lower()
    for src, traits in _sources(s, CopyKeywords):
        for t in traits:
            e = t.effect
            if isinstance(e, CopyKeywords) and src == c and any(k.lower() == w for k in e.words):
                seat = s.controller[src]  # "the element keywords of all Personalities you control" (printed)
                if any(s.facts[o].type == "personality" and o != src and s.facts[o].has_keyword(word)
                       for o in s.players[seat].home):
                    return True
    for src, traits in _sources(s, HasKeyword, w):
        for t in traits:
            e = t.effect
            if isinstance(e, HasKeyword) and e.keyword.lower() == w and _applies(s, src, t, c):
                return True
    return False


@dataclass(frozen=True)
class OneCopy(Word):
    standalone = True  # a whole sentence of its own (rendered without a scope)
    title: str

    def text(self) -> str:
        return f"You may only have one copy of {self.title} in play."


@dataclass(frozen=True)
class OnePerTurn(Word):
    """ "You may only play one copy of X per turn": a copy is not playable once one was played this turn."""
    standalone = True  # a whole sentence of its own (rendered without a scope)
    title: str

    def text(self) -> str:
        return f"You may only play one copy of {self.title} per turn."


@dataclass(frozen=True)
class OncePerGameGold(Word):
    """ "(When going second, you may, once per game, produce 2 Gold.)": offered as a source whenever its
    player pays Gold, until used."""
    standalone = True  # a whole sentence of its own (rendered without a scope)
    amount: int

    def text(self) -> str:
        return f"(When going second, you may, once per game, produce {self.amount} Gold.)"


@dataclass(frozen=True)
class AttachOnly(Word):
    """ "Can only attach to a Crab Clan Personality" / "Will only attach to a Human"."""
    standalone = True  # a whole sentence of its own (rendered without a scope)

    selector: Any
    words: str

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class GoldFor(Word):
    """A Holding's second Gold ability: "Bow: When paying for an Item, it enters play for 3 less Gold"
    (amount None: "for 0 Gold"). The engine offers it when the Holding pays for such a card (CR "Paying
    Gold Costs": Gold only for certain costs is tracked apart and its excess disappears)."""

    standalone = True  # a whole sentence of its own (rendered without a scope)

    paying_for: str
    amount: int | None
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        a = "it enters play for 0 Gold" if self.amount is None else f"it enters play for {self.amount} less Gold"
        return f"Bow: When paying for {self.paying_for}, {a}."


@dataclass(frozen=True)
class ProduceBonus(Word):
    """ "When this Holding produces Gold, you may give it +1GP (this turn) and lose 2 Honor": the payment offers
    the Holding both ways (a "Courtesy:" trait declares heading="Courtesy": see heading_holds)."""

    standalone = True

    gp: int
    honor_loss: int
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        return f"When this Holding produces Gold, you may give it +{self.gp}GP (this turn) and lose " \
               f"{self.honor_loss} Honor."


@dataclass(frozen=True)
class TargetTax(Word):
    """ "Other players' actions targeting this card cost 2 more Gold (even actions without Gold costs)." CR
    "Targeting paradoxes" (its second example): the cost constrains the targeting: an action may target the
    card only if its player pays the extra Gold, and paying it means the action targets the card."""

    standalone = True

    amount: int
    words: str = ""

    def text(self) -> str:
        return self.words or (f"Other players' actions targeting this card cost {self.amount} more Gold (even "
                              f"actions without Gold costs).")


def attach_allowed(s: State, att: int, personality: int) -> bool:
    sel_ = ATTACH_ONLY.get(s.facts[att].id)
    if sel_ is None:
        return True
    from .interp import Ctx, select
    x = Ctx(s, {"seat": s.controller[personality], "src": att, "slots": {}, "vars": {}, "flags": (), "kind": "s"})
    return personality in select(x, sel_)


@dataclass(frozen=True)
class ExtraUses(Word):
    """ "You may use rulebook Favor abilities two times per turn" (keys of player abilities); `additional`: "one
    additional time per turn" (CR "Additional use"), which adds to the uses other effects allow."""

    keys: tuple[str, ...]
    amount: int
    words: str
    additional: bool = False
    standalone = True

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class LobbyBonus(Word):
    amount: int
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class RecruitDiscount(Word):
    """A card's own "you Recruit X for N less Gold" (read while it is in a Province)."""

    amount: int
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class IgnoreHR(Word):
    clan: str
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class LossIncrease(Word):
    except_clan: str
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


def own_traits(s: State, seat: int, c: int, kind: type) -> list[Any]:
    """A card's own continuous traits of a kind that work outside play (its cost, its requirement)."""
    from .interp import DEFS, Ctx
    d = DEFS.get(s.facts[c].id)
    if d is None:
        return []
    out = []
    for t in d.traits:
        if isinstance(t, Static) and isinstance(t.effect, kind):
            x = Ctx(s, {"seat": seat, "src": c, "slots": {}, "vars": {"event_card": c}, "flags": (), "kind": "s"})
            if (t.cond is None or x.check(t.cond)) and (not t.heading or heading_holds(s, seat, t.heading)):
                out.append(t.effect)
    return out


def player_bonus_where(s: State, seat: int, kind: type, pred: Any) -> int:
    from .interp import PLAYER
    total = 0
    for src, traits in _sources(s, kind):
        for t in traits:
            e = t.effect
            if isinstance(e, kind) and pred(e) and _applies(s, src, t, PLAYER + seat):
                total += int(getattr(e, "amount", 0))
    return total


def extra_uses(s: State, seat: int, key: str) -> int:
    """How many more uses than one per turn the player's ExtraUses traits allow for `key`. CR "Numbers of things":
    "Something that allows a "second" use of an ability in a turn, etc., only allows the second use of the ability
    that turn. Multiple effects that allow second uses do not allow the ability to be used three or more times" (and
    "twice" means exactly that number); an "additional time" (CR "Additional use") adds to it."""
    from .interp import PLAYER
    most, added = 0, 0
    for src, traits in _sources(s, ExtraUses):
        for t in traits:
            e = t.effect
            if isinstance(e, ExtraUses) and key in e.keys and _applies(s, src, t, PLAYER + seat):
                if e.additional:
                    added += e.amount
                else:
                    most = max(most, e.amount)
    return most + added


def prevented(s: State, c: int, what: str) -> bool:
    """CR "Will not", "Cannot": an effect on this card of the kind `what` ("bow", "destroyed", "move",
    "straighten") is prevented by an ongoing effect (granted "will_not_<what>") or a continuous trait."""
    if s.memo.get("unnegatable"):
        return False  # CR "Prevention": an effect that "will not be negated" makes "does not" and "cannot" fail
    name = "will_not_" + what
    if s.granted:
        for g in s.granted:
            if g[0] == c and g[1] == name:
                return True
    return bool(STATIC_IDS) and has_rule(s, c, name)


def has_rule(s: State, c: int, name: str) -> bool:
    if not STATIC_IDS:
        return False
    for src, traits in _sources(s, Rule, name):
        for t in traits:
            e = t.effect
            if isinstance(e, Rule) and e.name == name and _applies(s, src, t, c):
                return True
    return False


def rule_sources(s: State, name: str) -> list[int]:
    """The cards in play whose traits carry the named rule ("after your Fear action at Kanpeki's battlefield
    bows a Follower": the engine asks where each such card is)."""
    if not STATIC_IDS:
        return []
    return [src for src, traits in _sources(s, Rule, name)
            if any(isinstance(t.effect, Rule) and t.effect.name == name for t in traits)]


def player_bonus(s: State, seat: int, kind: type) -> int:
    from .interp import PLAYER
    total = 0
    for src, traits in _sources(s, kind):
        for t in traits:
            e = t.effect
            if isinstance(e, kind) and _applies(s, src, t, PLAYER + seat):
                total += int(getattr(e, "amount", 0))
    return total


def hand_size(s: State, seat: int) -> int:
    return s.players[seat].hand_max + player_bonus(s, seat, HandSize)
