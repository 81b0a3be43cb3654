"""The LCG rules flow (Rules Reference v1.4, Appendix I "Timing and Gameplay"), without card text.

The flow is data: `State.stack` holds framework steps as tuples; `run` advances until a player must choose and
returns that one decision; `apply` answers it. Step names follow the Appendix I numbering in their docstrings.
Cards play by their printed values and the keyword abilities the RR defines (covert, courtesy, pride,
sincerity, ancestral, restricted, limited); card abilities run on this flow (`ability`, the `vocab` modules).

This module holds the state, the values, the stack and the run loop, and the registries card words fill; the rules
are in `primitives` (what happens to cards and players), `setup`, `round` (the round, the dynasty and draw phases),
`conflict` (the conflict phase) and `fate_regroup`, imported at its end (they import names from it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from rokugan.core.decision import Decision, IllegalChoice
from rokugan.core.game import LogEntry, Result
from rokugan.core.rng import Rng

from .cards import ELEMENTS, LCGCard, all_cards

if TYPE_CHECKING:
    from rokugan.core.decision import Option

    from .ability import LiveHooks, _AnswerTable, _Constants, _KindsOf
    from .plan import CardActs

# zones
DYN_DECK: Final = 0
CONF_DECK: Final = 1
HAND: Final = 2
PROVINCE: Final = 3
PLAY: Final = 4
DYN_DISCARD: Final = 5
CONF_DISCARD: Final = 6
SET_ASIDE: Final = 7
REMOVED: Final = 8
ZONE_NAMES = ("dynasty deck", "conflict deck", "hand", "province", "play", "dynasty discard", "conflict discard",
              "set aside", "removed")
MAX_ROUNDS = 40  # a runaway game ends as a draw ("round cap")
WIN_HONOR = 25  # RR "Winning the Game"


# a player's fields (saved by `to_json`)
PLAYER_FIELDS = ("seat", "name", "stronghold", "role", "provinces", "broken", "prov_faceup", "slots", "sh_prov",
                 "dyn_deck", "conf_deck", "hand", "dyn_discard", "conf_discard", "home", "attached", "fate",
                 "honor", "bid", "claimed", "conflicts_left", "types_used", "limited_played", "passed_dynasty",
                 "clan")


class Player:
    __slots__ = PLAYER_FIELDS

    def __init__(self, seat: int = 0, name: str = "", blank: bool = False) -> None:
        if blank:  # (`copy` sets every field)
            return
        self.seat: int = seat
        self.name: str = name
        self.clan: str = ""
        self.stronghold: int = -1
        self.role: int = -1
        self.provinces: list[int] = []  # five province cards, left to right
        self.broken: list[bool] = [False] * 5
        self.prov_faceup: list[bool] = [False] * 5
        self.slots: list[list[int]] = [[] for _ in range(5)]  # dynasty cards on each province
        self.sh_prov: int = -1  # which province is under the stronghold
        self.dyn_deck: list[int] = []
        self.conf_deck: list[int] = []
        self.hand: list[int] = []
        self.dyn_discard: list[int] = []
        self.conf_discard: list[int] = []
        self.home: list[int] = []  # characters in play
        self.attached: list[int] = []  # attachments in play this player controls (on any character)
        self.fate: int = 0
        self.honor: int = 0
        self.bid: int = 0
        self.claimed: list[str] = []  # claimed rings
        self.conflicts_left: int = 2
        self.types_used: list[str] = []
        self.limited_played: int = 0
        self.passed_dynasty: bool = False

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in PLAYER_FIELDS}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Player:
        p = Player(d["seat"], d["name"])
        for k in PLAYER_FIELDS:
            setattr(p, k, d[k])
        return p

    def copy(self) -> Player:
        p = Player(0, "", True)
        # (written out: clone() copies both players; a field added later is copied by the loop below)
        p.seat, p.name, p.clan, p.stronghold, p.role = self.seat, self.name, self.clan, self.stronghold, self.role
        p.sh_prov, p.fate, p.honor, p.bid = self.sh_prov, self.fate, self.honor, self.bid
        p.conflicts_left, p.limited_played, p.passed_dynasty = (self.conflicts_left, self.limited_played,
                                                               self.passed_dynasty)
        p.provinces, p.broken, p.prov_faceup = self.provinces[:], self.broken[:], self.prov_faceup[:]
        p.slots = [x[:] for x in self.slots]
        p.dyn_deck, p.conf_deck, p.hand = self.dyn_deck[:], self.conf_deck[:], self.hand[:]
        p.dyn_discard, p.conf_discard = self.dyn_discard[:], self.conf_discard[:]
        p.home, p.attached = self.home[:], self.attached[:]
        p.claimed, p.types_used = self.claimed[:], self.types_used[:]
        for k in _PLAYER_OTHER:
            v = getattr(self, k)
            if isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(p, k, v)
        return p


# the fields `Player.copy` does not write out (none today)
_PLAYER_OTHER = tuple(k for k in PLAYER_FIELDS if k not in {
    "seat", "name", "clan", "stronghold", "role", "sh_prov", "fate", "honor", "bid", "conflicts_left", "limited_played",
    "passed_dynasty", "provinces", "broken", "prov_faceup", "slots", "dyn_deck", "conf_deck", "hand", "dyn_discard",
    "conf_discard", "home", "attached", "claimed", "types_used"})


class Scope:
    """What a read-only stretch (`ability.query`) remembers while it lasts: the constant abilities' cache looked at
    once (`const`), the cards blanked (`blank`) and the printed types the live blankers can answer (`blank_types`),
    the cards in play whose text could be active (`srcs`), the characters' military and political skills (`skills`:
    by `card * 2 + (1 if military)`, -2 not looked at yet, -1 a dash) and what `ability.remembered` is asked for by
    name (`named`). Typed fields, None until first asked; never saved, never copied."""

    __slots__ = ("const", "blank", "blank_types", "srcs", "skills", "named")

    def __init__(self) -> None:
        self.const: _Constants | None = None
        self.blank: set[int] | None = None
        self.blank_types: frozenset[str] | None = None
        self.srcs: list[tuple[int, int]] | None = None
        self.skills: list[int] | None = None
        self.named: dict[str, Any] | None = None


class Caches:
    """The caches an engine reads at every step and window, kept with a state (`State.caches`), one typed field each
    (None when empty): never saved, never copied by `clone` (a clone, a state read back and a new state each start with
    a new one). `const`: the constant abilities in play (`ability._Constants`); `live`: the hooks that can answer in
    this game (`ability.live_hooks`); `kinds`: the kinds of constant abilities the game's cards print
    (`ability._kinds`); `answers`: the abilities answering triggering conditions (`ability._answer_table`); `q`: the
    read-only stretch under way (`ability.query`); `in_game_cards` (with the number of cards it was made for,
    `in_game_n`): `ability.in_game_cards`; `ca`: the cards' Action abilities (`ability.action_options`); `ev_opts`:
    an event's options (`action_options`); `hand_opts`: the options of the action and dynasty windows
    (`round._made_options`); `abilities` (with the numbers of cards and declarations it was made for): each card's
    printed abilities (`ability.abilities_of`); `window_prompt` (and the step it was made at, `window_step`): the
    conflict window's prompt (`round._window`); `titles`, `in_game`, `by_title` (each with the number of cards it was
    made for): `ability.game_titles`, `in_game`, `_cards_by_title`."""

    __slots__ = ("const", "live", "kinds", "answers", "q", "in_game_cards", "in_game_n", "ca", "ev_opts",
                 "hand_opts", "abilities", "abilities_n", "abilities_defs", "window_prompt", "window_step", "titles",
                 "titles_n", "in_game", "in_game_titles_n", "by_title", "by_title_n")

    def __init__(self) -> None:
        self.const: _Constants | None = None
        self.live: LiveHooks | None = None
        self.kinds: _KindsOf | None = None
        self.answers: _AnswerTable | None = None
        self.q: Scope | None = None
        self.in_game_cards: dict[frozenset[str], tuple[frozenset[int], tuple[bool, bool, bool, bool]]] | None = None
        self.in_game_n: int = -1
        self.ca: CardActs | None = None
        self.ev_opts: dict[tuple[int, int, int], Option] | None = None
        self.hand_opts: dict[int, Option] | None = None
        self.abilities: list[tuple[Any, ...]] | None = None
        self.abilities_n: int = -1
        self.abilities_defs: int = -1
        self.window_prompt: str = ""
        self.window_step: int = -1
        self.titles: frozenset[str] | None = None
        self.titles_n: int = -1
        self.in_game: dict[frozenset[str], tuple[frozenset[str], tuple[bool, bool, bool, bool]]] | None = None
        self.in_game_titles_n: int = -1
        self.by_title: dict[str, list[int]] | None = None
        self.by_title_n: int = -1


class State:
    """Everything of one game: cards by index (facts, zone, owner, status, bowed, fate, attachments), both
    players, the rings, the Imperial Favor, the conflict under way, the step stack, the generator and the log."""

    def __init__(self, seed: int = 0, blank: bool = False) -> None:
        if blank:  # (`clone` sets every field; compiled by mypyc, `State.__new__(State)` would run __init__)
            return
        self.facts: list[LCGCard] = []
        self.zone: list[int] = []
        self.owner: list[int] = []
        self.controller: list[int] = []
        self.bowed: list[bool] = []
        self.fate_on: list[int] = []
        self.status: list[int] = []  # 1 honored, 0 ordinary, -1 dishonored (RR "Personal Honor")
        self.attached_to: list[int] = []
        self.faceup: list[bool] = []  # a dynasty card on a province is faceup
        self.players: list[Player] = []
        self.rings: dict[str, list[int]] = {e: [0, -1] for e in ELEMENTS}  # element -> [fate on it, claimed by]
        self.favor = [-1, ""]  # [seat, "military"|"political"]
        self.conflict: dict[str, Any] | None = None
        self.first = 0
        self.round = 0
        self.phase = "setup"
        self.stack: list[tuple[Any, ...]] = [("setup",)]
        self.rng = Rng(seed)
        self.log: list[LogEntry] = []
        self.logging = True
        self.result: Result | None = None
        self.steps = 0
        # card abilities (lcg.ability): resolving abilities, limit counters, lasting effects, pending triggers
        self.ctxs: list[dict[str, Any] | None] = []
        self.used: dict[str, int] = {}
        self.lasting: list[list[Any]] = []
        self.pending_ev: list[tuple[Any, ...]] = []
        # caches an engine keeps with a state (never saved, never copied by `clone`): the hot ones typed (`Caches`),
        # the rare ones by name
        self.cache: dict[str, Any] = {}
        self.caches: Caches = Caches()
        # A change counter (never saved; a clone copies it): bumped by every change the constant abilities' cache
        # (`ability._Constants`) is worked out from, wherever it is made while `run` runs (cards entering or leaving
        # play, attachments moving, provinces and holdings turning faceup, provinces breaking, the round, the phase,
        # lasting effects); `run` bumps it when it starts (a choice, or a caller, may have changed anything), and
        # only while `live` (inside `run`) is an unchanged counter trusted. `tests/lcg/test_constants_in_play.py`
        # checks at every look of random games that the counter is bumped wherever it must be.
        self.ver: int = 0
        self.live: bool = False
        self.would: dict[str, Any] = {}  # imminent triggering conditions under an interrupt window: id -> still on

    # ---------------------------------------------------------------- copying and saving
    def clone(self) -> State:
        s = State(0, True)
        # (each field set in __init__'s order, so that the clone's attributes are laid out as a new state's; the caches
        # an engine keeps in `cache` are not copied)
        s.facts = self.facts
        s.zone = self.zone[:]
        s.owner = self.owner[:]
        s.controller = self.controller[:]
        s.bowed = self.bowed[:]
        s.fate_on = self.fate_on[:]
        s.status = self.status[:]
        s.attached_to = self.attached_to[:]
        s.faceup = self.faceup[:]
        s.players = [p.copy() for p in self.players]
        rings = self.rings
        s.rings = {e: rings[e][:] for e in rings}
        s.favor = self.favor[:]
        cf = self.conflict
        s.conflict = None if cf is None else {k: (v[:] if type(v) is list else v) for k, v in cf.items()}
        s.first = self.first
        s.round = self.round
        s.phase = self.phase
        s.stack = self.stack[:]
        s.rng = self.rng.clone()
        s.log = self.log[:]
        s.logging = self.logging
        s.result = self.result
        s.steps = self.steps
        s.ctxs = [None if x is None else {**x, "slots": {k: list(v) for k, v in x["slots"].items()},
                                          "queue": [list(q) for q in x["queue"]]} for x in self.ctxs]
        s.used = self.used.copy()
        s.lasting = [x[:] for x in self.lasting]
        s.pending_ev = self.pending_ev[:]
        s.would = self.would.copy()
        s.cache = {}
        s.caches = Caches()
        s.ver = self.ver
        s.live = False
        return s

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled (and deep-copied) as a clone is made: every field but the caches (compiled by mypyc, the default
        # way would also need `__init__` to take no argument)
        c = self.clone()
        return _restore_state, (tuple(getattr(c, k) for k in STATE_FIELDS),)

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": [f.id for f in self.facts], "zone": self.zone, "owner": self.owner,
            "controller": self.controller, "bowed": self.bowed, "fate_on": self.fate_on, "status": self.status,
            "attached_to": self.attached_to, "faceup": self.faceup, "players": [p.to_json() for p in self.players],
            "rings": self.rings, "favor": self.favor, "conflict": self.conflict, "first": self.first,
            "round": self.round, "phase": self.phase, "stack": [list(x) for x in self.stack],
            "rng": self.rng.state, "log": [e.to_json() for e in self.log], "logging": self.logging,
            "result": self.result.to_json() if self.result else None, "steps": self.steps,
            "ctxs": self.ctxs, "used": self.used, "lasting": self.lasting,
            "pending_ev": [list(e) for e in self.pending_ev], "would": self.would}

    @staticmethod
    def from_json(d: dict[str, Any]) -> State:
        s = State(0)
        cat = all_cards()
        s.facts = [cat[c] for c in d["cards"]]
        for k in ("zone", "owner", "controller", "bowed", "fate_on", "status", "attached_to", "faceup"):
            setattr(s, k, list(d[k]))
        s.players = [Player.from_json(p) for p in d["players"]]
        s.rings = {e: list(v) for e, v in d["rings"].items()}
        s.favor = list(d["favor"])
        s.conflict = d["conflict"]
        s.first, s.round, s.phase = d["first"], d["round"], d["phase"]
        s.stack = [_tuple(x) for x in d["stack"]]
        s.rng = Rng(0)
        s.rng.state = d["rng"]
        s.log = [LogEntry.from_json(e) for e in d["log"]]
        s.logging = d["logging"]
        s.result = Result.from_json(d["result"]) if d["result"] else None
        s.steps = d["steps"]
        s.ctxs = d.get("ctxs", [])
        s.used = d.get("used", {})
        s.lasting = d.get("lasting", [])
        s.pending_ev = [tuple(e) for e in d.get("pending_ev", [])]
        s.would = d.get("would", {})
        return s

    # ---------------------------------------------------------------- helpers
    def say(self, text: str, visible_to: tuple[int, ...] | None = None, public: str | None = None) -> None:
        if self.logging or visible_to is not None:
            self.log.append(LogEntry(text, visible_to, public))

    def title(self, c: int) -> str:
        return self.facts[c].title

    def new_card(self, f: LCGCard, owner: int, zone: int) -> int:
        self.facts.append(f)
        self.zone.append(zone)
        self.owner.append(owner)
        self.controller.append(owner)
        self.bowed.append(False)
        self.fate_on.append(0)
        self.status.append(0)
        self.attached_to.append(-1)
        self.faceup.append(False)
        return len(self.facts) - 1

    def new_cards(self, fs: list[LCGCard], owner: int, zone: int) -> list[int]:
        """`new_card` for each of these cards, in order: their indexes."""
        n = len(self.facts)
        k = len(fs)
        self.facts.extend(fs)
        self.zone.extend([zone] * k)
        self.owner.extend([owner] * k)
        self.controller.extend([owner] * k)
        self.bowed.extend([False] * k)
        self.fate_on.extend([0] * k)
        self.status.extend([0] * k)
        self.attached_to.extend([-1] * k)
        self.faceup.extend([False] * k)
        return list(range(n, n + k))

    def other(self, seat: int) -> int:
        return 1 - seat

    def attachments(self, c: int) -> list[int]:
        return [a for p in self.players for a in p.attached if self.attached_to[a] == c]


# a state's fields but its caches (`State.cache`), as `State.__init__` and `clone` set them
STATE_FIELDS = ("facts", "zone", "owner", "controller", "bowed", "fate_on", "status", "attached_to", "faceup",
                "players", "rings", "favor", "conflict", "first", "round", "phase", "stack", "rng", "log", "logging",
                "result", "steps", "ctxs", "used", "lasting", "pending_ev", "would")


def _restore_state(values: tuple[Any, ...]) -> State:
    s = State(0, True)
    for k, v in zip(STATE_FIELDS, values, strict=True):
        setattr(s, k, v)
    s.cache = {}
    s.caches = Caches()
    s.ver = 0
    s.live = False
    return s


def _tuple(x: Any) -> Any:
    return tuple(_tuple(v) for v in x) if isinstance(x, list) else x


# ---------------------------------------------------------------------------------------------- values
def skill(s: State, c: int, kind: str) -> int | None:
    """A character's current skill of a type (None: a dash): printed value, attachments' modifiers, and its
    status: honored adds its glory, dishonored subtracts it (RR "Personal Honor"); never below 0 (RR "Skill")."""
    q = s.caches.q
    if q is not None and (kind == "military" or kind == "political"):
        # (by an int, no tuple built: the card and the kind; a skill is never negative: -2 is "not looked at yet",
        # -1 a dash)
        memo = q.skills
        if memo is None:
            memo = q.skills = [-2] * (2 * len(s.facts))
        key = c + c + (1 if kind == "military" else 0)
        if key < len(memo):
            got = memo[key]
            if got >= 0:
                return got
            if got == -1:
                return None
            v = _skill(s, c, kind)
            memo[key] = -1 if v is None else v
            return v
    return _skill(s, c, kind)


def _skill(s: State, c: int, kind: str) -> int | None:
    f = s.facts[c]
    base = f.military if kind == "military" else f.political
    if s.lasting:
        n = 0
        for x in s.lasting:  # (a loop: no generator for each skill looked at)
            if x[0] == "switch_base" and x[1] == c:
                n += 1
        if n % 2:
            base = f.political if kind == "military" else f.military  # base skills switched (a lasting effect)
    if base is None:
        return None
    v = base
    at = s.attached_to
    for p in s.players:  # (`attachments`, without building the list)
        for a in p.attached:
            if at[a] == c:
                v += (s.facts[a].military_bonus if kind == "military" else s.facts[a].political_bonus) or 0
    if s.status[c]:  # RR "Modifiers": additive modifiers (the status's glory among them) come before doubling
        v += s.status[c] * glory(s, c)
    v += A.skill_mod(s, c, kind, v)
    return max(0, v)


def has_skill(s: State, c: int, kind: str) -> bool:
    """Whether a character has a skill of this type (not a dash: `skill` is None exactly when this is False)."""
    f = s.facts[c]
    base = f.military if kind == "military" else f.political
    if s.lasting and sum(1 for x in s.lasting if x[0] == "switch_base" and x[1] == c) % 2:
        base = f.political if kind == "military" else f.military
    return base is not None


def glory(s: State, c: int) -> int:
    g = s.facts[c].glory
    if s.lasting:
        g += sum(x[2] for x in s.lasting if x[0] == "glory" and x[1] == c)  # lasting effects (+2 glory until ...)
    if A.GLORY_TITLES:
        g += A.glory_mod(s, c)
    return max(0, g)  # RR "Modifiers": "a card cannot have negative ... glory"


def province_strength(s: State, seat: int, k: int) -> int:
    """A province's strength: printed, plus the stronghold's bonus on the stronghold province, plus each faceup
    holding on it (RR "Holdings", "Stronghold")."""
    p = s.players[seat]
    v = s.facts[p.provinces[k]].strength or 0
    if k == p.sh_prov:
        v += s.facts[p.stronghold].strength_bonus
    for c in p.slots[k]:
        if s.zone[c] == PROVINCE and s.facts[c].type == "holding" and s.faceup[c]:
            v += s.facts[c].strength_bonus
    for mod in PROVINCE_STRENGTH_MODS:  # card abilities ("this province gets +5 strength during ...")
        v += mod(s, seat, k)
    return max(0, v)


PROVINCE_STRENGTH_MODS: list[Callable[[State, int, int], int]] = []


def total_skill(s: State, seat: int) -> int:
    """Total attacking or defending skill: each ready participating character's skill of the conflict type, plus
    the Imperial Favor's +1 when its bearer has a participating character and the type matches (RR)."""
    cf = s.conflict
    assert cf is not None
    side: list[int] = cf["attackers"] if seat == cf["attacker"] else cf["defenders"]  # (typed: compiled, list loops)
    kind: str = cf["type"]
    bowed = s.bowed
    total = 0
    for c in side:
        if not bowed[c]:
            total += skill(s, c, kind) or 0
    if side and s.favor[0] == seat and s.favor[1] == kind and not A.seat_cannot(s, seat, "have_favor"):
        total += 1
    return total


def glory_count(s: State, seat: int) -> int:
    """RR 3.4.1: the glory of each ready character he controls, plus 1 for each claimed ring."""
    p = s.players[seat]
    return sum(glory(s, c) for c in p.home if not s.bowed[c]) + len(p.claimed)


# ---------------------------------------------------------------------------------------------- the stack
Handler = Callable[[State, tuple[Any, ...]], Decision | None]
Chooser = Callable[[State, tuple[Any, ...], str], None]
# (Final: compiled, read from a C static, not looked up in the module's dict at each step; filled, never rebound)
HANDLERS: Final[dict[str, Handler]] = {}
CHOICES: Final[dict[str, Chooser]] = {}
MAX_STEPS: Final = 200_000


def handler(name: str) -> Callable[[Handler], Handler]:
    def deco(f: Handler) -> Handler:
        HANDLERS[name] = f
        return f
    return deco


def choice(name: str) -> Callable[[Chooser], Chooser]:
    def deco(f: Chooser) -> Chooser:
        CHOICES[name] = f
        return f
    return deco


def push(s: State, *steps: tuple[Any, ...]) -> None:
    """Push steps to run in the order given."""
    s.stack.extend(steps[::-1])


# Lasting conditions checked before every step while any lasting effect is in play (registered by modules of card
# words: a character "discarded if its [political] skill is 0" until the end of the conflict): f(state).
STEP_CHECKS: Final[list[Callable[[State], None]]] = []
# The kinds of lasting records the checks registered by `step_check` act on: while no lasting record is of one of
# them, none of those checks would do anything, and none is called (`_step_checks_apply`).
STEP_CHECK_KINDS: Final[set[str]] = set()
_KINDED: Final[list[int]] = [0]  # how many of STEP_CHECKS were registered with their kind


def step_check(f: Callable[[State], None], kind: str) -> None:
    """Register a lasting condition checked before every step that does nothing unless a lasting record of `kind`
    (its first element) is in play."""
    STEP_CHECKS.append(f)
    STEP_CHECK_KINDS.add(kind)
    _KINDED[0] += 1


def _step_checks_apply(s: State) -> bool:
    """Whether a lasting record some step check acts on is in play (any check appended to `STEP_CHECKS` without its
    kind: always)."""
    if len(STEP_CHECKS) != _KINDED[0]:
        return True
    kinds = STEP_CHECK_KINDS
    for x in s.lasting:  # noqa: SIM110 (a loop: no generator before every step)
        if x[0] in kinds:
            return True
    return False


def run(s: State) -> Decision | None:
    """Advance until a player must choose (that decision) or the game is over (None)."""
    s.ver += 1  # (anything may have changed since the last run: the choice made, a caller's edit)
    live = s.live
    s.live = True
    try:
        return _run(s)
    finally:
        s.live = live


def _run(s: State) -> Decision | None:
    handlers = HANDLERS  # (the registries read once)
    no_flush = NO_FLUSH_STEPS  # (`ability.NO_FLUSH` is this set)
    checks = STEP_CHECKS
    while s.result is None:
        if s.lasting and checks and _step_checks_apply(s):
            for check in checks:
                check(s)
        if not s.stack:
            s.stack.append(("round",))
        if s.pending_ev and s.stack[-1][0] not in no_flush:
            A.flush(s)
        step = s.stack[-1]
        s.steps += 1
        if s.steps > MAX_STEPS:
            s.result = Result((), "step cap", f"{MAX_STEPS} steps")
            return None
        f = handlers[step[0]]
        # the most frequent steps' handlers (two thirds of the steps) called directly, a native call when compiled,
        # whenever the registry holds them (`_FAST_STEPS`); any other handler through the registry
        if f is _WINDOW:
            d = round._window(s, step)
        elif f is _REACT:
            d = A._window_step(s, step, "Reaction")  # (`ability._react`)
        elif f is _INTERRUPT:
            d = A._window_step(s, step, "Interrupt")  # (`ability._interrupt`)
        elif f is _AB:
            d = A._ab(s, step)
        elif f is _DYN_WINDOW:
            d = round._dyn_window(s, step)
        else:
            d = f(s, step)
        if d is not None:
            return None if _ended(s) else d  # a step that ended the game asks nothing more (RR "Winning")
    return None


def _ended(s: State) -> bool:
    """Whether the game has ended. (Asked in a function of its own: inside `_run`'s loop the type checker takes
    `s.result` for None since the loop's test, and the compiled engine then refused the `Result` a step had set.)"""
    return s.result is not None


def apply(s: State, d: Decision, oid: str) -> None:
    for o in d.options:  # (a loop: no generator for each choice)
        if o.id == oid:
            break
    else:
        raise IllegalChoice(f"{oid!r} is not offered; options: {d.ids()}")
    step = s.stack[-1]
    f = CHOICES[step[0]]  # (CHOICES is Final: read from a C static)
    if f is _WINDOW_CHOICE:  # (the most frequent choices called directly, as in `_run`)
        round._window_choice(s, step, oid)
    elif f is _WINDOW_ANSWER:
        A._window_choice(s, step, oid)
    elif f is _DYN_CHOICE:
        round._dyn_window_choice(s, step, oid)
    elif f is _AB_CHOICE:
        A._ab_choice(s, step, oid)
    else:
        f(s, step, oid)


def player_order(s: State) -> list[int]:
    return [s.first, 1 - s.first]


# Delayed effects whose future condition is the conflict's result ("Then, if you win the conflict, ..."), registered
# by modules of card words: f(state, winner) -> [(the step that resolves one, its label)] (RR "Delayed Effects": they
# "resolve automatically and immediately after their specified timing point ... before reactions to that moment").
DELAYED_AT_RESULT: list[Callable[[State, int], list[tuple[tuple[Any, ...], str]]]] = []
# Steps that finish before pending reactions open (`ability.NO_FLUSH` is this set; it adds its own). Pride and the
# delayed effects at a conflict's result are not among them: each one's nested reactions open before the next one
# (RR "Nested Ability Sequences"), and the result's own reactions after them all (`conflict._result_events`).
# The broken province's discard is made "immediately" within 3.2.5, before the reactions to the break (App. I 3.2.5).
NO_FLUSH_STEPS: Final[set[str]] = {"pride_order", "break_discard"}


# Registries the card words fill when their modules are imported (used by the primitives and the phases)
RING_ELEMENTS: list[Callable[[State], list[str]]] = []  # elements the contested ring gains (card abilities)
END_OF_CONFLICT: list[Callable[[State], None]] = []  # registered by modules of card words
# Cards a player may play as if they were in his hand (registered by modules of card words: "play this attachment
# from your conflict discard pile"): f(state, seat) -> cards.
PLAYABLE_ELSEWHERE: list[Callable[[State, int], list[int]]] = []
# Characters whose text lets them be played as an attachment (registered by modules of card words): f(state, card).
AS_ATTACHMENT: list[Callable[[State, int], bool]] = []
# What a character's own text allows to be attached to it (registered by modules of card words): f(state,
# attachment, character) -> allowed.
ATTACH_CHECKS: list[Callable[[State, int, int], bool]] = []
# What a card's own text requires before it is played from hand, whatever it is played on (registered by modules of
# card words: "Play only if you control a Shugenja character"): f(state, card) -> it may be played now.
PLAY_CHECKS: list[Callable[[State, int], bool]] = []
COST_MODS: list[Callable[[State, int, int], int]] = []  # card abilities ("reduce the cost to play this character")
STATE_CHECKS: list[Callable[[State], None]] = []  # registered by modules of card words


# the primitives and the phases, then the card abilities (imported last: they import names from this module)
from . import conflict, fate_regroup, primitives, round, setup  # noqa: E402,F401,I001  (their step handlers)
from . import ability as A  # noqa: E402,I001  (card abilities run on this flow, after the phases; they import it)

# The handlers `_run` and the choices `apply` call directly when the registry holds them (each a function object,
# compared by identity; a handler replaced in the registry is called through the registry)
_WINDOW: Final[Handler] = round._window
_REACT: Final[Handler] = A._react
_INTERRUPT: Final[Handler] = A._interrupt
_AB: Final[Handler] = A._ab
_DYN_WINDOW: Final[Handler] = round._dyn_window
_WINDOW_CHOICE: Final[Chooser] = round._window_choice
_WINDOW_ANSWER: Final[Chooser] = A._window_choice
_DYN_CHOICE: Final[Chooser] = round._dyn_window_choice
_AB_CHOICE: Final[Chooser] = A._ab_choice
