"""Card abilities compiled once into what a window needs to find them (ARCHITECTURE "Abilities are data").

A window used to ask every card "can this ability be used now?" by walking its declaration. Declarations never
change, so what can be known without the state is worked out once per ability (a `Plan`: its rendered text,
whether its condition can hold only in a conflict, its limit keys, the targets it needs, the effect that must
be able to change the game) and indexed by what finds it: the Action abilities of a title (split by whether
they can be used outside a conflict), the triggered abilities of a title by designator and forced-ness, the
titles that answer a triggering condition, and the events a hand could hold that answer one. The indexes are
caches of the declarations (`clear` drops them when a card is declared), never part of a game's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from rokugan.ability.words import Target
from rokugan.core.decision import Option

from . import vocab as V

if TYPE_CHECKING:
    from .ability import _TargetPlan

# conditions that hold only during a conflict (each is false when no conflict is under way)
CONFLICT_CONDS = frozenset({"in_conflict", "at_this_province", "conflict_type", "conflict_ring", "self_participating",
                            "self_attacking", "self_defending", "host_participating", "attacking_player",
                            "only_participant", "subject_participating", "subject_defending"})


def needs_conflict(c: Any) -> bool:
    if isinstance(c, tuple):
        return any(needs_conflict(x) for x in c)
    if c.name == "and":
        return any(needs_conflict(x) for x in c.args)
    return c.name in CONFLICT_CONDS


class Plan:
    """What a window needs to know of one ability without the state."""

    __slots__ = ("ab", "text", "conflict_only", "limit", "limit_tag", "max_tag", "targets", "effect_check", "trigger",
                 "cond", "costs", "steps", "from_hand", "limit_keys", "max_keys", "lk_i", "lk", "checks", "tps")

    def __init__(self, ab: V.LAbility) -> None:
        from .ability import CondCheck, _target_plan, checks, compiled
        self.ab = ab  # (held: the plan is found by the ability's id)
        self.trigger = compiled(ab.trigger) if ab.trigger is not None else None  # (state, ctx) -> it holds
        self.cond = compiled(ab.cond) if ab.cond is not None else None
        # the triggering condition's parts, then the condition's, each a native call (`ability._can`)
        self.checks: tuple[CondCheck, ...] = (checks(ab.trigger) if ab.trigger is not None else ()) + \
            (checks(ab.cond) if ab.cond is not None else ())
        self.text = str(ab.text())
        self.conflict_only = ab.cond is not None and needs_conflict(ab.cond)
        self.limit: int = ab.limit
        self.costs: tuple[Any, ...] = ab.costs
        self.steps: tuple[Any, ...] = ab.steps
        self.from_hand: bool = bool(ab.from_hand)
        # the keys of `state.used` this ability's limits count under, made once (see `limit_key`, `max_key`)
        self.limit_keys: dict[int, str] = {}
        # (and, for the ability's index on its card, the first asked for, a list by `card * 2 + seat`: no dict)
        self.lk_i: int = -1
        self.lk: list[str | None] = []
        self.max_keys: tuple[dict[str, str], dict[str, str]] = ({}, {})
        self.limit_tag = f"{ab.period[0]}:" if ab.limit else ""  # + "card:index:seat" (limits are player specific)
        self.max_tag = f"{ab.max_per[0]}:max:" if ab.max_per else ""  # + "title:seat"
        # the targets that must exist (RR "Target": at least the minimum number of eligible ones)
        self.targets = tuple(w for w in ab.steps if isinstance(w, Target) and w.count[0] >= 1 and
                             not getattr(w, "after_dash", False))
        self.tps: tuple[_TargetPlan, ...] = tuple(_target_plan(w) for w in self.targets)  # (each read once)
        # RR "Triggered Abilities": the first step readying or honoring the card itself must be able to
        self.effect_check = ""
        for w in ab.steps:
            if isinstance(w, V.Ready) and w.ref.name == "self":
                self.effect_check = "ready"
                break
            if isinstance(w, V.Honor) and w.ref.name == "self":
                self.effect_check = "honor"
                break


    def limit_key(self, c: int, i: int, seat: int) -> str:
        """`f"{limit_tag}{c}:{i}:{seat}"` (RR "Limit X per [period]": limits are player specific), made once."""
        lk = self.lk
        j = c + c + seat
        if i == self.lk_i and 0 <= seat <= 1 and 0 <= j < len(lk):
            known = lk[j]
            if known is not None:
                return known
        k = (c << 12) | (i << 1) | seat if 0 <= i < 2048 and c >= 0 else -1
        got = self.limit_keys.get(k) if k >= 0 else None
        if got is None:
            got = f"{self.limit_tag}{c}:{i}:{seat}"
            if k >= 0:
                if len(self.limit_keys) > 4096:  # (bounded: the cards of a few games)
                    self.limit_keys.clear()
                self.limit_keys[k] = got
        if 0 <= c < 4096 and 0 <= seat <= 1 and i >= 0:
            if self.lk_i < 0:
                self.lk_i = i
            if i == self.lk_i:
                if j >= len(lk):
                    lk.extend([None] * (j + 1 - len(lk)))
                lk[j] = got
        return got

    def max_key(self, title: str, seat: int) -> str:
        """`f"{max_tag}{title}:{seat}"` (RR "Max X per [period]"), made once."""
        d = self.max_keys[seat]
        got = d.get(title)
        if got is None:
            got = d[title] = f"{self.max_tag}{title}:{seat}"
        return got


class Act:
    """One Action ability of one card as an action window offers it: its index, ability and plan, and the option's id
    and label (an event's label, which shows its cost, is made when offered); its option, made once (options are
    immutable); by seat, the context its `ability._can` looks read and the key of `state.used` its limit counts under
    (`ctx`, `limit_key`), made once."""

    __slots__ = ("c", "i", "ab", "pl", "oid", "label", "opt", "event", "cx", "lk")

    def __init__(self, c: int, i: int, ab: V.LAbility, pl: Plan, oid: str, label: str, event: bool) -> None:
        self.c = c
        self.i = i
        self.ab = ab
        self.pl = pl
        self.oid = oid
        self.label = label
        self.opt: Option | None = None
        self.event = event  # (the card is an event: its printed type)
        self.cx: list[dict[str, Any] | None] = [None, None]
        self.lk: list[str | None] = [None, None]

    def ctx(self, seat: int) -> dict[str, Any]:
        """`ability._can`'s context for `seat` (0 or 1) in an action window: its five entries (card, index, seat, no
        triggering event, whether the card is an event), made once; made again when a look added an entry (the
        looks only read the entries they find)."""
        cx = self.cx[seat]
        if cx is None or len(cx) != 5:
            cx = self.cx[seat] = {"card": self.c, "i": self.i, "seat": seat, "ev": None, "event": self.event}
        return cx

    def limit_key(self, seat: int) -> str:
        """`pl.limit_key(c, i, seat)` for `seat` (0 or 1), kept."""
        k = self.lk[seat]
        if k is None:
            k = self.lk[seat] = self.pl.limit_key(self.c, self.i, seat)
        return k

    def option(self) -> Option:
        o = self.opt
        if o is None:
            o = self.opt = Option(self.oid, self.label, {"card": self.c})
        return o


class CardActs:
    """For the cards of one game (its `facts`, shared by its clones): whether each card's title has an Action ability
    (`has`, from `ability.ACTION_TITLES`; `has_out`: one usable outside a conflict), and each such card's Action
    abilities as `Act`s (`of`), outside a conflict and in one, made when first asked for; the windows' options made so
    far (`opts`, `ev_opts`). The lists and dicts are shared by the games with the same cards (`card_actions`)."""

    __slots__ = ("facts", "m", "gen", "has", "has_out", "out", "inc", "extra", "opts", "ev_opts")

    def __init__(self, facts: list[Any], gen: int, like: CardActs | None = None) -> None:
        """`like`: the table of a game with the same cards (the same titles and types in the same order): its lists
        are shared (all they hold is worked out from the cards' titles and types, and the declarations: `gen`)."""
        from .ability import ACTION_TITLES, EXTRA_USE_TITLES
        self.facts = facts
        self.m = len(facts)
        self.gen = gen
        if like is not None:
            self.has: list[bool] = like.has
            self.has_out: list[bool] = like.has_out
            self.out: list[tuple[Act, ...] | None] = like.out
            self.inc: list[tuple[Act, ...] | None] = like.inc
            self.extra: bool = like.extra
            self.opts: dict[int, Option] = like.opts
            self.ev_opts: dict[tuple[int, int, int], Option] = like.ev_opts
            return
        self.has = [f.title in ACTION_TITLES for f in facts]
        # (and one that can be used outside a conflict: its condition does not need one, `actions(title, False)`)
        self.has_out = [self.has[c] and usable_out(facts[c].title) for c in range(self.m)]
        self.out = [None] * self.m  # (None: not made yet)
        self.inc = [None] * self.m
        # whether a card of the game has a title granting an additional use of abilities (`ability._extra_uses`)
        self.extra = False
        for f in facts:
            if f.title in EXTRA_USE_TITLES:
                self.extra = True
                break
        # the options of the action and dynasty windows made so far (`round._made_options`, by what, card, target and
        # cost) and the events' (`ability.action_options`, by card, ability and cost): an option's id, label and
        # payload come from the cards' indexes and titles, and options are immutable (shared as `like`'s lists)
        self.opts = {}
        self.ev_opts = {}

    def of(self, c: int, in_conflict: bool) -> tuple[Act, ...]:
        """The Action abilities of card `c` (one whose title has one: `has[c]`): `actions`, as `Act`s."""
        made = self.inc if in_conflict else self.out
        got = made[c]
        if got is None:
            title = self.facts[c].title
            event = self.facts[c].type == "event"
            got = made[c] = tuple(Act(c, i, ab, pl, f"ab:{c}:{i}", f"{title}: {pl.text}", event)
                                  for i, ab, pl in actions(title, in_conflict))
        return got


_GEN: Final[list[int]] = [0]  # how many times the indexes were forgotten (`clear`): a `CardActs` made before is stale
_CARD_ACTS: Final[list[CardActs]] = []  # the last games'


def card_actions(facts: list[Any]) -> CardActs:
    """The Action abilities of a game's cards, by card (see `CardActs`; a cache by the game's `facts`, kept for its
    last games, dropped by `clear`)."""
    m = len(facts)
    gen = _GEN[0]
    for ca in _CARD_ACTS:
        if ca.facts is facts and ca.m == m and ca.gen == gen:
            return ca
    key: list[str] = []  # (the cards' titles and types: a game between the same decks finds its lists made)
    for f in facts:
        key.append(f.title)
        key.append(f.type)
    k = tuple(key)
    like = _SHARED_ACTS.get(k)
    if like is not None and (like.gen != gen or like.m != m):
        like = None
    ca = CardActs(facts, gen, like)
    if like is None:
        if len(_SHARED_ACTS) >= 64:
            _SHARED_ACTS.clear()  # (many decks: kept for the last ones only)
        _SHARED_ACTS[k] = ca
    _CARD_ACTS.insert(0, ca)
    del _CARD_ACTS[4:]
    return ca


# the cards' titles and types -> the `CardActs` first made for them (its lists shared by the games with those cards)
_SHARED_ACTS: Final[dict[tuple[str, ...], CardActs]] = {}


_PLANS: Final[dict[int, Plan]] = {}
_ACTIONS: Final[dict[tuple[str, bool], tuple[tuple[int, V.LAbility, Plan], ...]]] = {}
_TRIGGERED: Final[dict[tuple[str, str, bool], tuple[tuple[int, V.LAbility, Plan], ...]]] = {}
_HAND: Final[dict[tuple[str, str], tuple[tuple[str, bool, int, tuple[tuple[V.LAbility, Plan], ...]], ...]]] = {}
_TITLES: Final[dict[tuple[str, frozenset[str]], frozenset[str]]] = {}
# (`answering`'s for the two designators with a triggering condition: by the names alone, no tuple built)
_TITLES_REACTION: Final[dict[frozenset[str], frozenset[str]]] = {}
_TITLES_INTERRUPT: Final[dict[frozenset[str], frozenset[str]]] = {}
_PLACES: Final[dict[int, tuple[Any, tuple[bool, bool, bool, bool]]]] = {}


def clear() -> None:
    """Forget the indexes (a card was declared)."""
    _GEN[0] += 1
    _CARD_ACTS.clear()
    _SHARED_ACTS.clear()
    _ACTIONS.clear()
    _OUT.clear()
    _TRIGGERED.clear()
    _HAND.clear()
    _TITLES.clear()
    _TITLES_REACTION.clear()
    _TITLES_INTERRUPT.clear()
    _PLACES.clear()
    _PLACES_OF.clear()


def plan(ab: V.LAbility) -> Plan:
    p = _PLANS.get(id(ab))
    if p is None or p.ab is not ab:
        p = _PLANS[id(ab)] = Plan(ab)
    return p


def _abilities(title: str) -> tuple[Any, ...]:
    from .ability import DEFS
    d = DEFS.get(title)
    return d.abilities if d is not None else ()


_OUT: Final[dict[str, bool]] = {}  # title -> `usable_out`


def usable_out(title: str) -> bool:
    """Whether a card of this title prints an Action ability whose condition can hold outside a conflict (`actions(
    title, False)` is not empty), read from its declaration without making plans."""
    got = _OUT.get(title)
    if got is None:
        got = _OUT[title] = any(isinstance(ab, V.LAbility) and ab.designators == ("Action",) and
                                not (ab.cond is not None and needs_conflict(ab.cond)) for ab in _abilities(title))
    return got


def actions(title: str, in_conflict: bool) -> tuple[tuple[int, V.LAbility, Plan], ...]:
    """(index, ability, plan) of each Action ability a card of this title prints; outside a conflict, only those whose
    condition can hold there."""
    key = (title, in_conflict)
    got = _ACTIONS.get(key)
    if got is None:
        got = tuple((i, ab, plan(ab)) for i, ab in enumerate(_abilities(title))
                    if isinstance(ab, V.LAbility) and ab.designators == ("Action",) and
                    (in_conflict or not plan(ab).conflict_only))
        _ACTIONS[key] = got
    return got


def triggered(title: str, designator: str, forced: bool) -> tuple[tuple[int, V.LAbility, Plan], ...]:
    """(index, ability, plan) of each printed reaction (or interrupt) of a title, forced or not."""
    key = (title, designator, forced)
    got = _TRIGGERED.get(key)
    if got is None:
        got = tuple((i, ab, plan(ab)) for i, ab in enumerate(_abilities(title))
                    if isinstance(ab, V.LAbility) and ab.trigger is not None and ab.forced == forced and
                    ab.designators == (designator,))
        _TRIGGERED[key] = got
    return got


def answering(index: dict[str, set[str]], designator: str, names: frozenset[str]) -> frozenset[str]:
    """The titles `index` (triggering condition -> titles) lists for any of these triggering conditions."""
    by_names = _TITLES_REACTION if designator == "Reaction" else _TITLES_INTERRUPT if designator == "Interrupt" \
        else None
    if by_names is not None:
        got = by_names.get(names)
        if got is None:
            got = by_names[names] = frozenset(t for n in names for t in index.get(n, ()))
        return got
    key = (designator, names)
    got = _TITLES.get(key)
    if got is None:
        got = _TITLES[key] = frozenset(t for n in names for t in index.get(n, ()))
    return got


def hand_events(name: str, designator: str, titles: set[str]) -> tuple[
        tuple[str, bool, int, tuple[tuple[V.LAbility, Plan], ...]], ...]:
    """For the titles that can be used from hand to answer `name`: (title, is an event, printed cost, its abilities
    of this designator with a triggering condition, with their plans)."""
    key = (name, designator)
    got = _HAND.get(key)
    if got is None:
        out = []
        for t in titles:
            f = _card_of(t)
            abs_ = tuple((ab, plan(ab)) for ab in _abilities(t) if isinstance(ab, V.LAbility) and
                         ab.designators == (designator,) and ab.trigger is not None)
            out.append((t, f.type == "event", f.cost or 0, abs_))
        got = _HAND[key] = tuple(out)
    return got


def places(titles: set[str] | frozenset[str]) -> tuple[bool, bool, bool, bool]:
    """Where in play a card of one of these titles can be (by its type): among the characters at home, among the
    attachments (a character can be played as one), as a faceup province, as a faceup holding in a province. (A cache
    by the identity of the set: the sets asked for are the indexes' own.)"""
    got = _PLACES.get(id(titles))
    if got is None or got[0] is not titles:
        got = _PLACES[id(titles)] = (titles, places_of(titles))
    return got[1]


def places_of(titles: set[str] | frozenset[str]) -> tuple[bool, bool, bool, bool]:
    """`places`, worked out (a set of titles that is not an index's own, as `ability.in_game`'s: remembered by the set
    itself when it is a frozenset)."""
    got = _PLACES_OF.get(titles) if isinstance(titles, frozenset) else None
    if got is None:
        types = {_card_of(t).type for t in titles}
        got = ("character" in types, "character" in types or "attachment" in types, "province" in types,
               "holding" in types)
        if isinstance(titles, frozenset):
            if len(_PLACES_OF) > 4096:  # (bounded: the sets a few decks' titles give)
                _PLACES_OF.clear()
            _PLACES_OF[titles] = got
    return got


_PLACES_OF: Final[dict[frozenset[str], tuple[bool, bool, bool, bool]]] = {}
_CARDS: Final[dict[str, Any]] = {}  # title -> the card (`cards.by_title`, which may look through the catalog)


def _card_of(title: str) -> Any:
    """`cards.by_title(title)`, looked up once per title (the catalog does not change)."""
    got = _CARDS.get(title)
    if got is None:
        from .cards import by_title
        got = _CARDS[title] = by_title(title)
    return got
