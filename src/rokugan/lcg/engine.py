"""The LCG rules flow (Rules Reference v1.4, Appendix I "Timing and Gameplay"), without card text.

The flow is data: `State.stack` holds framework steps as tuples; `run` advances until a player must choose and
returns that one decision; `apply` answers it. Step names follow the Appendix I numbering in their docstrings.
Cards play by their printed values and the keyword abilities the RR defines (covert, courtesy, pride,
sincerity, ancestral, restricted, limited); card abilities (actions, reactions, interrupts, constant text) do
not run yet (docs/lcg-rules.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rokugan.core.decision import Decision, IllegalChoice, Option
from rokugan.core.game import LogEntry, Result
from rokugan.core.rng import Rng

from .cards import ELEMENTS, LCGCard, all_cards
from .decks import Deck

# zones
DYN_DECK, CONF_DECK, HAND, PROVINCE, PLAY, DYN_DISCARD, CONF_DISCARD, SET_ASIDE, REMOVED = range(9)
ZONE_NAMES = ("dynasty deck", "conflict deck", "hand", "province", "play", "dynasty discard", "conflict discard",
              "set aside", "removed")
MAX_ROUNDS = 40  # a runaway game ends as a draw ("round cap")
WIN_HONOR = 25  # RR "Winning the Game"


class Player:
    __slots__ = ("seat", "name", "stronghold", "role", "provinces", "broken", "prov_faceup", "slots", "sh_prov",
                 "dyn_deck", "conf_deck", "hand", "dyn_discard", "conf_discard", "home", "attached", "fate",
                 "honor", "bid", "claimed", "conflicts_left", "types_used", "limited_played", "passed_dynasty",
                 "clan")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.clan = ""
        self.stronghold = -1
        self.role = -1
        self.provinces: list[int] = []  # five province cards, left to right
        self.broken: list[bool] = [False] * 5
        self.prov_faceup: list[bool] = [False] * 5
        self.slots: list[list[int]] = [[] for _ in range(5)]  # dynasty cards on each province
        self.sh_prov = -1  # which province is under the stronghold
        self.dyn_deck: list[int] = []
        self.conf_deck: list[int] = []
        self.hand: list[int] = []
        self.dyn_discard: list[int] = []
        self.conf_discard: list[int] = []
        self.home: list[int] = []  # characters in play
        self.attached: list[int] = []  # attachments in play this player controls (on any character)
        self.fate = 0
        self.honor = 0
        self.bid = 0
        self.claimed: list[str] = []  # claimed rings
        self.conflicts_left = 2
        self.types_used: list[str] = []
        self.limited_played = 0
        self.passed_dynasty = False

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Player:
        p = Player(d["seat"], d["name"])
        for k in Player.__slots__:
            setattr(p, k, d[k])
        return p

    def copy(self) -> Player:
        p = Player.__new__(Player)
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
_PLAYER_OTHER = tuple(k for k in Player.__slots__ if k not in {
    "seat", "name", "clan", "stronghold", "role", "sh_prov", "fate", "honor", "bid", "conflicts_left", "limited_played",
    "passed_dynasty", "provinces", "broken", "prov_faceup", "slots", "dyn_deck", "conf_deck", "hand", "dyn_discard",
    "conf_discard", "home", "attached", "claimed", "types_used"})


class State:
    """Everything of one game: cards by index (facts, zone, owner, status, bowed, fate, attachments), both
    players, the rings, the Imperial Favor, the conflict under way, the step stack, the generator and the log."""

    def __init__(self, seed: int) -> None:
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
        self.would: dict[str, Any] = {}  # imminent triggering conditions under an interrupt window: id -> still on

    # ---------------------------------------------------------------- copying and saving
    def clone(self) -> State:
        s = State.__new__(State)
        # (each field set in __init__'s order, so that the clone's attributes are laid out as a new state's; the caches
        # an engine keeps in a state's __dict__ are not copied)
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
        return s

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

    def other(self, seat: int) -> int:
        return 1 - seat

    def attachments(self, c: int) -> list[int]:
        return [a for p in self.players for a in p.attached if self.attached_to[a] == c]


def _tuple(x: Any) -> Any:
    return tuple(_tuple(v) for v in x) if isinstance(x, list) else x


# ---------------------------------------------------------------------------------------------- values
def skill(s: State, c: int, kind: str) -> int | None:
    """A character's current skill of a type (None: a dash): printed value, attachments' modifiers, and its
    status: honored adds its glory, dishonored subtracts it (RR "Personal Honor"); never below 0 (RR "Skill")."""
    q = s.__dict__.get("_q")
    if q is not None:
        key = (c, kind)
        if key in q:
            return q[key]  # type: ignore[no-any-return]
        q[key] = v = _skill(s, c, kind)
        return v
    return _skill(s, c, kind)


def _skill(s: State, c: int, kind: str) -> int | None:
    f = s.facts[c]
    base = f.military if kind == "military" else f.political
    if s.lasting and sum(1 for x in s.lasting if x[0] == "switch_base" and x[1] == c) % 2:
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
    side = cf["attackers"] if seat == cf["attacker"] else cf["defenders"]
    total = 0
    for c in side:
        if not s.bowed[c]:
            total += skill(s, c, cf["type"]) or 0
    if side and s.favor[0] == seat and s.favor[1] == cf["type"] and not A.seat_cannot(s, seat, "have_favor"):
        total += 1
    return total


def glory_count(s: State, seat: int) -> int:
    """RR 3.4.1: the glory of each ready character he controls, plus 1 for each claimed ring."""
    p = s.players[seat]
    return sum(glory(s, c) for c in p.home if not s.bowed[c]) + len(p.claimed)


# ---------------------------------------------------------------------------------------------- the stack
Handler = Callable[[State, tuple[Any, ...]], Decision | None]
Chooser = Callable[[State, tuple[Any, ...], str], None]
HANDLERS: dict[str, Handler] = {}
CHOICES: dict[str, Chooser] = {}
MAX_STEPS = 200_000


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
    for st in reversed(steps):
        s.stack.append(st)


# Lasting conditions checked before every step while any lasting effect is in play (registered by modules of card
# words: a character "discarded if its [political] skill is 0" until the end of the conflict): f(state).
STEP_CHECKS: list[Callable[[State], None]] = []


def run(s: State) -> Decision | None:
    """Advance until a player must choose (that decision) or the game is over (None)."""
    while s.result is None:
        if s.lasting:
            for check in STEP_CHECKS:
                check(s)
        if not s.stack:
            s.stack.append(("round",))
        if s.pending_ev and s.stack[-1][0] not in A.NO_FLUSH:
            A.flush(s)
        step = s.stack[-1]
        s.steps += 1
        if s.steps > MAX_STEPS:
            s.result = Result((), "step cap", f"{MAX_STEPS} steps")
            return None
        d = HANDLERS[step[0]](s, step)
        if d is not None:
            return d if s.result is None else None  # a step that ended the game asks nothing more (RR "Winning")
    return None


def apply(s: State, d: Decision, oid: str) -> None:
    for o in d.options:  # (a loop: no generator for each choice)
        if o.id == oid:
            break
    else:
        raise IllegalChoice(f"{oid!r} is not offered; options: {d.ids()}")
    step = s.stack[-1]
    CHOICES[step[0]](s, step, oid)


def player_order(s: State) -> list[int]:
    return [s.first, 1 - s.first]


# ---------------------------------------------------------------------------------------------- primitives
def lose_honor(s: State, seat: int, n: int, why: str = "") -> None:
    """RR "Honor": "Each time a player loses honor, that honor is taken from the player's honor pool": a pool holds
    no fewer than 0 tokens, so a player told to lose more than he has loses what he has (RR "Effects": "as many
    entities as possible"); at 0 he has lost the game (RR "Winning the Game")."""
    n = min(n, max(0, s.players[seat].honor))
    if n <= 0:
        return
    s.players[seat].honor -= n
    s.say(f"{s.players[seat].name} loses {n} honor{' ' + why if why else ''}.")
    check_victory(s)


def gain_honor(s: State, seat: int, n: int, why: str = "") -> None:
    if n <= 0:
        return
    s.players[seat].honor += n
    s.say(f"{s.players[seat].name} gains {n} honor{' ' + why if why else ''}.")
    check_victory(s)


def give_honor(s: State, seat: int, n: int) -> None:
    """RR "Give": "those tokens are removed from the giving player's pool of tokens ... and are added to that
    opponent's token pool": a player told to give more honor than his pool holds gives what it holds (RR "Effects":
    an effect engaging more entities than exist "engages as many entities as possible")."""
    p, q = s.players[seat], s.players[1 - seat]
    n = min(n, max(0, p.honor))
    p.honor -= n
    q.honor += n
    s.say(f"{p.name} gives {n} honor to {q.name}.")
    check_victory(s)


STATE_CHECKS: list[Callable[[State], None]] = []  # registered by modules of card words


class simultaneously:
    """Changes made at once (each player's draws in 2.5, "each player loses 1 honor"): victory is checked when they
    are all made, so "If both players would reach a victory condition simultaneously, the first player wins the
    game" (RR "Winning the Game")."""

    def __init__(self, s: State) -> None:
        self.s = s

    def __enter__(self) -> None:
        self.s.__dict__["_hold_victory"] = self.s.__dict__.get("_hold_victory", 0) + 1

    def __exit__(self, *exc: object) -> None:
        n = self.s.__dict__.pop("_hold_victory") - 1
        if n:
            self.s.__dict__["_hold_victory"] = n
        else:
            check_victory(self.s)


def check_victory(s: State) -> None:
    """RR "Winning the Game": 25 or more honor wins; 0 honor is eliminated; both at once: the first player."""
    if s.result is not None or "_hold_victory" in s.__dict__:
        return
    hi = [p.seat for p in s.players if p.honor >= WIN_HONOR]
    lo = [p.seat for p in s.players if p.honor <= 0]
    winners = set(hi) | {1 - x for x in lo}
    if not winners:
        for f in STATE_CHECKS:  # constant abilities that act once their condition holds (after honor changes)
            f(s)
        return
    w = s.first if len(winners) > 1 else winners.pop()
    reason = "honor" if w in hi else "dishonor"
    s.result = Result((w,), reason, f"{s.players[0].name} {s.players[0].honor}, {s.players[1].name} "
                                    f"{s.players[1].honor} honor")
    s.say(f"{s.players[w].name} wins the game ({reason}).")


def draw(s: State, seat: int, n: int) -> None:
    """RR "Running Out of Cards": "If a player attempts to ... draw a card from his or her conflict deck and no cards
    remain in the deck, that player loses 5 honor, then shuffles the corresponding discard pile and places it
    facedown to form a new ... conflict deck. That player then continues to ... draw the conflict card": each card
    he attempts to draw from an empty deck costs 5 honor, an empty discard pile too (then nothing is drawn)."""
    p = s.players[seat]
    got = 0
    for _ in range(n):
        if not p.conf_deck:
            lose_honor(s, seat, 5, "(the conflict deck ran out)")
            p.conf_deck = p.conf_discard
            p.conf_discard = []
            for c in p.conf_deck:
                s.zone[c] = CONF_DECK
            s.rng.shuffle(p.conf_deck)
            if s.result is not None:
                return
            if not p.conf_deck:
                continue
        c = p.conf_deck.pop(0)
        p.hand.append(c)
        s.zone[c] = HAND
        got += 1
    if got:
        s.say(f"{p.name} draws {got} card{'s' if got > 1 else ''}.")


def refill(s: State, seat: int, k: int) -> None:
    """Fill an empty non-stronghold province facedown from the dynasty deck (RR "Running Out of Cards")."""
    p = s.players[seat]
    if k == p.sh_prov or p.slots[k]:
        return
    if not p.dyn_deck:  # (RR "Running Out of Cards", as `draw`: an empty discard pile too)
        lose_honor(s, seat, 5, "(the dynasty deck ran out)")
        p.dyn_deck = p.dyn_discard
        p.dyn_discard = []
        for c in p.dyn_deck:
            s.zone[c] = DYN_DECK
            s.faceup[c] = False
        s.rng.shuffle(p.dyn_deck)
        if s.result is not None or not p.dyn_deck:
            return
    c = p.dyn_deck.pop(0)
    p.slots[k].append(c)
    s.zone[c] = PROVINCE
    s.faceup[c] = False


def province_of(s: State, c: int) -> int:
    p = s.players[s.owner[c]]
    for k, sl in enumerate(p.slots):
        if c in sl:
            return k
    return -1


def discard_from_province(s: State, c: int) -> None:
    p = s.players[s.owner[c]]
    k = province_of(s, c)
    p.slots[k].remove(c)
    s.zone[c] = DYN_DISCARD
    s.faceup[c] = True
    p.dyn_discard.append(c)
    refill(s, p.seat, k)


def order_discards(s: State, cards: list[int]) -> None:
    """RR "Discard Piles": "If multiple cards are discarded simultaneously, the owner of the cards chooses the order
    in which those cards are placed in the discard pile": where two or more different cards (by title) went to one
    discard pile at once, its owner orders them (step `discard_order`, run before anything else)."""
    for seat in player_order(s):
        for zone in (DYN_DISCARD, CONF_DISCARD):
            cs = tuple(c for c in cards if s.owner[c] == seat and s.zone[c] == zone)
            if len(cs) >= 2 and len({s.facts[c].title for c in cs}) >= 2:
                s.stack.append(("discard_order", seat, zone, cs, ()))


@handler("discard_order")
def _discard_order(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, zone, cards, order = step
    p = s.players[seat]
    pile = p.dyn_discard if zone == DYN_DISCARD else p.conf_discard
    left = [c for c in cards if c in pile and c not in order]
    titles: dict[str, int] = {}
    for c in left:
        titles.setdefault(s.facts[c].title, c)
    if len(titles) >= 2:
        name = "dynasty" if zone == DYN_DISCARD else "conflict"
        return Decision(seat, "order", f"Cards discarded at once go to your {name} discard pile in the order "
                                               f"you choose: the next one (each goes on top of the one before)",
                        tuple(Option(f"dorder:{c}", f"Place {t}", {"card": c}) for t, c in titles.items()))
    s.stack.pop()
    placed = [c for c in (*order, *left) if c in pile]
    if placed:
        gone = set(placed)
        pile[:] = [c for c in pile if c not in gone] + placed
    return None


@choice("discard_order")
def _discard_order_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack[-1] = (*step[:4], (*step[4], int(oid.split(":")[1])))


def enter_play(s: State, seat: int, c: int, fate: int = 0) -> None:
    p = s.players[seat]
    s.zone[c] = PLAY
    s.controller[c] = seat
    s.bowed[c] = False
    s.status[c] = 0
    s.fate_on[c] = fate
    p.home.append(c)
    A.fire(s, "enters_play", seat, c)


def send_home(s: State, c: int) -> None:
    """Move a participating character home (RR "Move"): it stays ready or bowed as it was."""
    cf = s.conflict
    if cf is None:
        return
    for side in ("attackers", "defenders"):
        if c in cf[side]:
            cf[side].remove(c)
            s.say(f"{s.title(c)} moves home.")


def remove_dashed(s: State) -> None:
    """RR "Dash": "Should a character with a dash skill value somehow end up participating in a conflict of the
    corresponding type, that character is immediately removed from the conflict, and placed in its controller's home
    area in a bowed state" (the conflict's type switched, or the character's base skills)."""
    cf = s.conflict
    if cf is None:
        return
    for side in ("attackers", "defenders"):
        for c in [x for x in cf[side] if not has_skill(s, x, cf["type"])]:
            cf[side].remove(c)
            s.bowed[c] = True
            s.say(f"{s.title(c)} has no {cf['type']} skill: removed from the conflict, bowed, at home.")


def move_to_conflict(s: State, c: int) -> None:
    """Move a character at home to the conflict on its controller's side (RR "Move")."""
    cf = s.conflict
    if cf is None or c in cf["attackers"] or c in cf["defenders"] or not can_participate(s, c, cf["type"]):
        return
    if s.lasting and any(x[0] == "no_move_in" and x[1] == s.controller[c] for x in s.lasting):
        return  # "cannot move to this conflict" (a lasting effect)
    side = "attackers" if s.controller[c] == cf["attacker"] else "defenders"
    cf[side].append(c)
    s.say(f"{s.title(c)} moves to the conflict.")
    A.fire(s, "moved_in", s.controller[c], c)
    A.fire(s, "joins_conflict", s.controller[c], c)


def change_control(s: State, c: int, seat: int) -> None:
    """RR "Control and Ownership": the character keeps its state (bowed or ready, at home or participating: then on
    its new controller's side); its attachments do not change control."""
    old = s.controller[c]
    if old == seat or s.zone[c] != PLAY:
        return
    s.players[old].home.remove(c)
    s.players[seat].home.append(c)
    s.controller[c] = seat
    cf = s.conflict
    if cf is not None:
        for side in ("attackers", "defenders"):
            if c in cf[side]:
                cf[side].remove(c)
                cf["attackers" if seat == cf["attacker"] else "defenders"].append(c)
    s.say(f"{s.players[seat].name} takes control of {s.title(c)}.")
    for a in s.attachments(c):  # RR "Attachment Cards": "If ... an attachment is not legally attached, discard" it
        if not A.attached_legally(s, a, c):
            s.say(f"{s.title(a)} is no longer legally attached and is discarded.")
            _detach(s, a)


def put_into_play(s: State, seat: int, c: int, in_conflict: bool = False) -> None:
    """Put a character into play from wherever it is (hand, province, discard pile), at home or in the conflict."""
    p = s.players[s.owner[c]]
    z = s.zone[c]
    if z == HAND:
        p.hand.remove(c)
    elif z == PROVINCE:
        k = province_of(s, c)
        p.slots[k].remove(c)
        s.stack.append(("refill_after", p.seat, k))
    elif z == DYN_DISCARD:
        p.dyn_discard.remove(c)
    elif z == CONF_DISCARD:
        p.conf_discard.remove(c)
    enter_play(s, seat, c)
    s.say(f"{s.title(c)} is put into play" + (" in the conflict." if in_conflict else "."))
    if in_conflict:
        move_to_conflict(s, c)


def leave_play(s: State, c: int) -> None:
    """A character leaves play for its owner's discard pile: its attachments are discarded (ancestral ones
    return to their owner's hand); honored: +1 honor, dishonored: -1 honor to its controller (RR "Personal
    Honor"); courtesy: its controller gains 1 fate; sincerity: draws 1 card (RR keyword abilities)."""
    seat = s.controller[c]
    p = s.players[seat]
    f = s.facts[c]
    atts = s.attachments(c)
    for a in atts:
        _detach(s, a, host_left=True)
    p.home.remove(c)
    cf = s.conflict
    if cf is not None:
        for side in ("attackers", "defenders"):
            if c in cf[side]:
                cf[side].remove(c)
    owner = s.players[s.owner[c]]
    s.zone[c] = DYN_DISCARD if f.side == "dynasty" else CONF_DISCARD
    (owner.dyn_discard if f.side == "dynasty" else owner.conf_discard).append(c)
    status, s.status[c] = s.status[c], 0
    s.fate_on[c] = 0
    s.bowed[c] = False
    s.say(f"{f.title} is discarded.")
    if atts:
        order_discards(s, [c, *atts])
    A.new_instance(s, c)
    if status == 1:
        gain_honor(s, seat, 1, f"({f.title} was honored)")
    elif status == -1:
        lose_honor(s, seat, 1, f"({f.title} was dishonored)")
    if A.has_keyword(s, c, "courtesy"):
        p.fate += 1
        s.say(f"{p.name} gains 1 fate (courtesy).")
    if A.has_keyword(s, c, "sincerity"):
        draw(s, seat, 1)
    A.fire(s, "left_play", seat, c)


def _detach(s: State, a: int, host_left: bool = False) -> None:
    """An attachment leaves play for its owner's conflict discard pile; an ancestral one returns to its owner's hand
    when it goes because its host left play (RR "Ancestral": not when it is itself discarded)."""
    A.new_instance(s, a)
    holder = s.players[s.controller[a]]
    holder.attached.remove(a)
    s.attached_to[a] = -1
    owner = s.players[s.owner[a]]
    if host_left and s.facts[a].has_keyword("ancestral"):
        s.zone[a] = HAND
        owner.hand.append(a)
        s.say(f"{s.title(a)} returns to {owner.name}'s hand (ancestral).")
    else:
        s.zone[a] = CONF_DISCARD
        owner.conf_discard.append(a)


def honor_card(s: State, c: int) -> None:
    """Honor a character ("would be honored" interrupts first, when a card in play could use them)."""
    if s.status[c] < 1 and not A.would(s, "would_status", s.controller[c], c, ("status", c, 1)):
        _status(s, c, 1)


def dishonor_card(s: State, c: int) -> None:
    if s.status[c] == 0 and A.cannot(s, c, "receive_dishonored"):  # "cannot receive dishonored status tokens"
        return
    if s.status[c] > -1 and not A.would(s, "would_status", s.controller[c], c, ("status", c, -1)):
        _status(s, c, -1)


def _status(s: State, c: int, d: int) -> None:
    if d > 0 and s.status[c] < 1:
        s.status[c] += 1
        s.say(f"{s.title(c)} {'is honored' if s.status[c] == 1 else 'is no longer dishonored'}.")
        A.fire(s, "honored", s.controller[c], c)
    elif d < 0 and s.status[c] > -1:
        if s.status[c] == 0 and A.cannot(s, c, "receive_dishonored"):
            return
        s.status[c] -= 1
        s.say(f"{s.title(c)} {'is dishonored' if s.status[c] == -1 else 'is no longer honored'}.")
        A.fire(s, "dishonored", s.controller[c], c)


@handler("status")
def _status_step(s: State, step: tuple[Any, ...]) -> None:
    _, c, d, wid = step
    s.stack.pop()
    if A.proceeds(s, wid) and s.zone[c] == PLAY:
        _status(s, c, d)


def controls_title(s: State, seat: int, title: str) -> bool:
    """Whether `seat` controls or owns an in-play copy of `title` (RR "Unique Cards": "A player cannot take control
    of or bring into play a unique card if he or she already controls or owns an in-play copy of that card")."""
    for q in s.players:
        for c in q.home:
            if s.facts[c].title == title and (q.seat == seat or s.owner[c] == seat):
                return True
        for a in q.attached:
            if s.facts[a].title == title and (q.seat == seat or s.owner[a] == seat):
                return True
    return False


def can_participate(s: State, c: int, kind: str) -> bool:
    """RR "Dash": a character with a dash for a skill cannot participate in conflicts of that type; nor one a
    constant ability forbids ("cannot participate in [military] conflicts")."""
    if not has_skill(s, c, kind):
        return False
    return not (A.STATIC_TITLES or s.lasting) or not (kind == "military" and A.cannot(s, c, "military"))


def check_participation(s: State) -> None:
    """RR "Participating and Cannot Participate": "If an already participating character gains 'cannot participate'
    status during a conflict, move it home bowed" (a switched conflict type it has a dash for, or an attachment that
    forbids that type moved onto it)."""
    cf = s.conflict
    if cf is None:
        return
    for side in ("attackers", "defenders"):
        for c in list(cf[side]):
            if not can_participate(s, c, cf["type"]):
                cf[side].remove(c)
                s.bowed[c] = True
                s.say(f"{s.title(c)} cannot participate in this conflict: it moves home bowed.")


# ---------------------------------------------------------------------------------------------- setup
def start(s: State, decks: list[Deck], names: list[str]) -> None:
    """RR "Setup" 1-4 (decks, token bank and rings, first player, shuffle); steps 5-8 are decisions."""
    cat = all_cards()
    for seat, deck in enumerate(decks):
        p = Player(seat, names[seat])
        s.players.append(p)
        p.clan = cat[deck.stronghold].clan
        p.stronghold = s.new_card(cat[deck.stronghold], seat, PLAY)
        if deck.role:
            p.role = s.new_card(cat[deck.role], seat, PLAY)
        p.provinces = [s.new_card(cat[x], seat, PROVINCE) for x in deck.provinces]
        p.dyn_deck = [s.new_card(f, seat, DYN_DECK) for f in deck.cards("dynasty")]
        p.conf_deck = [s.new_card(f, seat, CONF_DECK) for f in deck.cards("conflict")]
    # 3. Determine first player: at random; the other player gains 1 fate.
    s.first = s.rng.below(2)
    s.players[1 - s.first].fate += 1
    s.say(f"{s.players[s.first].name} is the first player; {s.players[1 - s.first].name} gains 1 fate.")
    # 4. Shuffle the dynasty and conflict decks.
    for p in s.players:
        s.rng.shuffle(p.dyn_deck)
        s.rng.shuffle(p.conf_deck)
    o = player_order(s)
    s.stack = []
    push(s, ("sh_prov", o[0]), ("sh_prov", o[1]), ("fill",), ("mull_dyn", o[0], ()), ("mull_dyn", o[1], ()),
         ("draw_start",), ("mull_conf", o[0], ()), ("mull_conf", o[1], ()), ("start_honor",))


@handler("sh_prov")
def _sh_prov(s: State, step: tuple[Any, ...]) -> Decision:
    """Setup 5: each player secretly selects the province under his stronghold."""
    seat = step[1]
    p = s.players[seat]
    return Decision(seat, "province", "Choose the province to place under your stronghold", tuple(
        Option(f"sp:{k}", f"{s.title(c)} ({'/'.join(s.facts[c].elements)}, strength {s.facts[c].strength})",
               {"province": k}) for k, c in enumerate(p.provinces) if not _never_stronghold_province(c, s)))


def _never_stronghold_province(c: int, s: State) -> bool:
    """A province whose text says it "cannot be a stronghold province" (a constant ability of the card)."""
    return any(getattr(st.effect, "what", "") == "stronghold_province" for st in A.STATIC_BY_TITLE.get(s.title(c), ()))


@choice("sh_prov")
def _sh_prov_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    p = s.players[step[1]]
    p.sh_prov = int(oid.split(":")[1])
    s.say(f"{p.name} places a province under the stronghold.")


@handler("fill")
def _fill(s: State, step: tuple[Any, ...]) -> None:
    """Setup 6: a card facedown on each non-stronghold province."""
    s.stack.pop()
    for seat in player_order(s):
        for k in range(5):
            refill(s, seat, k)


def _mulligan(s: State, step: tuple[Any, ...], cards: list[int], what: str) -> Decision:
    _, seat, chosen = step
    opts = [Option("done", f"Done ({len(chosen)} chosen)" if chosen else "Keep all")]
    where = (lambda c: f" in province {province_of(s, c) + 1}") if what.endswith("provinces") else (lambda c: "")
    opts += [Option(f"mull:{c}", f"Mulligan {s.title(c)}{where(c)}", {"card": c}) for c in cards if c not in chosen]
    return Decision(seat, "mulligan", f"Mulligan any number of {what}", tuple(opts))


@handler("mull_dyn")
def _mull_dyn(s: State, step: tuple[Any, ...]) -> Decision:
    p = s.players[step[1]]
    return _mulligan(s, step, [c for sl in p.slots for c in sl], "the cards in your provinces")


@choice("mull_dyn")
def _mull_dyn_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    """RR "Mulligan": set aside, replace from the top of the deck, then shuffle them back."""
    _, seat, chosen = step
    if oid != "done":
        s.stack[-1] = ("mull_dyn", seat, (*chosen, int(oid.split(":")[1])))
        return
    s.stack.pop()
    p = s.players[seat]
    for c in chosen:
        k = province_of(s, c)
        p.slots[k].remove(c)
        s.zone[c] = SET_ASIDE
        refill(s, seat, k)
    for c in chosen:
        s.zone[c] = DYN_DECK
        p.dyn_deck.append(c)
    if chosen:
        s.rng.shuffle(p.dyn_deck)
    s.say(f"{p.name} mulligans {len(chosen)} card{'s' if len(chosen) != 1 else ''} from the provinces.")


@handler("draw_start")
def _draw_start(s: State, step: tuple[Any, ...]) -> None:
    """Setup 7: each player draws 4 conflict cards."""
    s.stack.pop()
    for seat in player_order(s):
        draw(s, seat, 4)


@handler("mull_conf")
def _mull_conf(s: State, step: tuple[Any, ...]) -> Decision:
    return _mulligan(s, step, list(s.players[step[1]].hand), "the cards in your hand")


@choice("mull_conf")
def _mull_conf_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    if oid != "done":
        s.stack[-1] = ("mull_conf", seat, (*chosen, int(oid.split(":")[1])))
        return
    s.stack.pop()
    p = s.players[seat]
    for c in chosen:
        p.hand.remove(c)
        s.zone[c] = SET_ASIDE
    draw(s, seat, len(chosen))
    for c in chosen:
        s.zone[c] = CONF_DECK
        p.conf_deck.append(c)
    if chosen:
        s.rng.shuffle(p.conf_deck)
    s.say(f"{p.name} mulligans {len(chosen)} card{'s' if len(chosen) != 1 else ''} from the hand.")


@handler("start_honor")
def _start_honor(s: State, step: tuple[Any, ...]) -> None:
    """Setup 8: honor equal to the stronghold's honor value."""
    s.stack.pop()
    for p in s.players:
        p.honor = s.facts[p.stronghold].honor
    s.say("Each player gains starting honor: " + ", ".join(f"{p.name} {p.honor}" for p in s.players) + ".")


# ---------------------------------------------------------------------------------------------- the round
@handler("round")
def _round(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    if s.round >= MAX_ROUNDS:
        s.result = Result((), "round cap", f"{MAX_ROUNDS} rounds")
        return
    s.round += 1
    A.expire(s, "round")
    for p in s.players:
        p.limited_played = 0
    s.say(f"Round {s.round} begins; {s.players[s.first].name} is the first player.")
    # each phase ends with its "the phase ends" interrupt window (Appendix I 1.5, 2.6, 3.4's end, 4.5, 5.6)
    push(s, ("dynasty_phase",), ("phase_end", "dynasty"), ("draw_phase",), ("phase_end", "draw"), ("conflict_phase",),
         ("fate_phase",), ("phase_end", "fate"), ("regroup_phase",), ("phase_end", "regroup"))


# 1. Dynasty phase -------------------------------------------------------------------------------
@handler("dynasty_phase")
def _dynasty_phase(s: State, step: tuple[Any, ...]) -> None:
    """1.2 reveal facedown dynasty cards (player order, left to right); 1.3 collect fate; 1.4 the special
    action window (first player first)."""
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "dynasty"
    A.fire(s, "phase", -1, -1, "dynasty")
    for seat in player_order(s):
        p = s.players[seat]
        for k in range(5):
            for c in p.slots[k]:
                if not s.faceup[c]:
                    s.faceup[c] = True
                    s.say(f"{p.name} reveals {s.title(c)} in province {k + 1}.")
    for seat in player_order(s):
        p = s.players[seat]
        p.fate += s.facts[p.stronghold].fate
        p.passed_dynasty = False
        s.say(f"{p.name} collects {s.facts[p.stronghold].fate} fate ({p.fate}).")
    s.stack.append(("dyn_window", s.first))


def _dyn_options(s: State, seat: int) -> list[Option]:
    p = s.players[seat]
    out: list[Option] = []
    for k in range(5):
        for c in p.slots[k]:
            f = s.facts[c]
            if not s.faceup[c] or f.type != "character":
                continue
            if f.has_keyword("limited") and p.limited_played:
                continue  # RR "Limited": cards played from provinces are restricted by the limit too
            cost = play_cost(s, seat, c)
            if cost <= p.fate and not (f.unique and controls_title(s, seat, f.title)):
                out.append(Option(f"play:{c}", f"Play {f.title} from province {k + 1} ({cost} fate)", {"card": c}))
    for c in _duplicates(s, seat):
        out.append(Option(f"dup:{c}", f"Discard duplicate {s.title(c)} to put 1 fate on your copy", {"card": c}))
    out += A.action_options(s, seat)
    return out


def _duplicates(s: State, seat: int) -> list[int]:
    """1.4: "Discard a duplicate of a character from his or her hand or from one of his or her provinces to place
    1 fate on a copy of that character under his or her control.\"" RR "Duplicates": "a copy ... of a unique
    character that is already in play and under the same player's control"."""
    p = s.players[seat]
    in_play = {s.facts[c].title for c in p.home if s.facts[c].unique}
    cands = [c for sl in p.slots for c in sl if s.faceup[c]] + list(p.hand)
    return [c for c in cands if s.facts[c].type == "character" and s.facts[c].title in in_play]


@handler("dyn_window")
def _dyn_window(s: State, step: tuple[Any, ...]) -> Decision | None:
    seat = step[1]
    p = s.players[seat]
    if p.passed_dynasty:
        if s.players[1 - seat].passed_dynasty:
            s.stack.pop()
            return None
        s.stack[-1] = ("dyn_window", 1 - seat)
        return None
    with A.query(s):
        opts = _dyn_options(s, seat)
    return Decision(seat, "action", f"Dynasty phase: play a character from a province or pass ({p.fate} fate)",
                    (Option("pass", "Pass"), *opts))


@choice("dyn_window")
def _dyn_window_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat = step[1]
    p = s.players[seat]
    nxt = 1 - seat if not s.players[1 - seat].passed_dynasty else seat
    if oid == "pass":
        p.passed_dynasty = True
        first = not s.players[1 - seat].passed_dynasty
        s.say(f"{p.name} passes." + (" First to pass: gains 1 fate." if first else ""))
        if first:
            p.fate += 1
        s.stack[-1] = ("dyn_window", 1 - seat)
        return
    kind, c = oid.split(":")[0], int(oid.split(":")[1])
    s.stack[-1] = ("dyn_window", nxt)
    if kind == "ab":
        A.take_action(s, seat, oid)
        return
    if kind == "dup":
        target = next(x for x in p.home if s.facts[x].title == s.facts[c].title)
        if s.zone[c] == HAND:
            p.hand.remove(c)
            s.zone[c] = DYN_DISCARD if s.facts[c].side == "dynasty" else CONF_DISCARD
            (p.dyn_discard if s.facts[c].side == "dynasty" else p.conf_discard).append(c)
        else:
            discard_from_province(s, c)
        s.fate_on[target] += 1
        s.say(f"{p.name} discards a duplicate {s.title(c)}: 1 fate on {s.title(target)}.")
        return
    f = s.facts[c]
    k = province_of(s, c)
    p.slots[k].remove(c)
    cost = play_cost(s, seat, c)
    p.fate -= cost
    s.say(f"{p.name} plays {f.title} from province {k + 1} for {cost} fate.")
    if f.has_keyword("limited"):
        p.limited_played += 1  # RR "Limited": played from a province counts toward the limit
    enter_play(s, seat, c)
    A.fire(s, "played", seat, c, "province")
    s.stack.append(("refill_after", seat, k))
    if not A.cannot(s, c, "fate_from_province"):
        s.stack.append(("extra_fate", seat, c, 0))


@handler("refill_after")
def _refill_after(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    refill(s, step[1], step[2])


@handler("extra_fate")
def _extra_fate(s: State, step: tuple[Any, ...]) -> Decision | None:
    """The option to place any number of additional fate from the pool on the character just played."""
    _, seat, c, _ = step
    p = s.players[seat]
    if p.fate == 0:
        s.stack.pop()
        return None
    return Decision(seat, "fate", f"Place additional fate on {s.title(c)} ({p.fate} in your pool)", tuple(
        Option(f"fate:{n}", f"{n} fate", {"fate": n}) for n in range(p.fate + 1)))


@choice("extra_fate")
def _extra_fate_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, c, _ = step
    s.stack.pop()
    n = int(oid.split(":")[1])
    s.players[seat].fate -= n
    s.fate_on[c] += n
    if n:
        s.say(f"{s.players[seat].name} places {n} fate on {s.title(c)}.")
        A.fire(s, "fate_placed", seat, c)


# 2. Draw phase -----------------------------------------------------------------------------------
@handler("draw_phase")
def _draw_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "draw"
    A.fire(s, "phase", -1, -1, "draw")
    for p in s.players:
        p.bid = 0
    o = player_order(s)
    push(s, ("bid", o[0]), ("bid", o[1]), ("reveal_bids",), ("window", "draw", s.first, 0))


@handler("bid")
def _bid(s: State, step: tuple[Any, ...]) -> Decision:
    """2.2: each player secretly selects 1 to 5 on the honor dial (the other bid stays hidden until 2.3)."""
    seat = step[1]
    what = f"Duel ({step[2]}): choose your honor bid" if len(step) > 2 else "Choose your honor bid"
    return Decision(seat, "bid", what, tuple(
        Option(f"bid:{n}", f"Bid {n}", {"bid": n}) for n in range(1, 6)))


@choice("bid")
def _bid_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    p = s.players[step[1]]
    p.bid = int(oid.split(":")[1])
    if s.lasting:  # a new bid: an earlier bid's modified value no longer applies (RR "Bid Value")
        s.lasting = [x for x in s.lasting if not (x[0] == "bid_value" and x[1] == p.seat)]
    s.say(f"You bid {p.bid}.", visible_to=(p.seat,), public=f"{p.name} sets the honor dial.")


@handler("reveal_bids")
def _reveal_bids(s: State, step: tuple[Any, ...]) -> None:
    """2.3 reveal together; 2.4 the higher bidder gives the difference; 2.5 each draws his bid."""
    s.stack.pop()
    a, b = s.players
    s.say(f"Honor bids: {a.name} {a.bid}, {b.name} {b.bid}.")
    A.fire(s, "bids_revealed")
    s.stack.append(("bid_transfer",))


def bid_value(s: State, seat: int) -> int:
    """The value of a player's honor bid: the setting of his honor dial unless a card modified the value (RR "Bid
    Value": "resolve that bid as if the modified value is that player's bid"; "the setting on the dial is not itself
    adjusted", and abilities that reference the honor bid read the dial, RR "Honor")."""
    if s.lasting:
        for x in reversed(s.lasting):
            if x[0] == "bid_value" and x[1] == seat:
                return int(x[2])
    return s.players[seat].bid


@handler("bid_transfer")
def _bid_transfer(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    a, b = s.players
    va, vb = bid_value(s, a.seat), bid_value(s, b.seat)
    if va != vb:
        hi, lo = (a, b) if va > vb else (b, a)
        n = abs(va - vb)
        give_honor(s, hi.seat, n)
        if s.result is not None:
            return
    with simultaneously(s):  # 2.5: "each player draws ..." at once (running out of cards costs honor)
        for seat in player_order(s):
            draw(s, seat, bid_value(s, seat))



# Action windows ----------------------------------------------------------------------------------
WINDOW_NAMES = {"draw": "Draw phase", "conflict": "Conflict phase", "in_conflict": "Conflict",
                "fate": "Fate phase", "regroup": "Regroup phase"}


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


def play_cost(s: State, seat: int, c: int) -> int:
    """The fate a player pays to play a character or attachment: its printed cost, modified by card abilities."""
    v = s.facts[c].cost or 0
    for mod in COST_MODS:
        v += mod(s, seat, c)
    return max(0, v)


def attach_cost(s: State, seat: int, a: int, t: int) -> int:
    """An attachment's cost to play on a character, less the lasting reductions for the next attachment `seat`
    plays on it."""
    return _less_discount(s, seat, play_cost(s, seat, a), t)


def _less_discount(s: State, seat: int, cost: int, t: int) -> int:
    n = sum(1 for x in s.lasting if x[0] == "attach_discount" and x[1] == t and x[2] == seat) if s.lasting else 0
    return max(0, cost - n)


def _window_options(s: State, seat: int, kind: str) -> list[Option]:
    """What a player may do with an action opportunity without card abilities: play an attachment from hand
    onto a character in play, or a character from hand (home, or into the conflict on his side) (RR Appendix I
    "Action Windows": "players are permitted to play character and attachment cards from hand")."""
    p = s.players[seat]
    out: list[Option] = []
    cf = s.conflict if kind == "in_conflict" else None
    targets = [c for q in s.players for c in q.home]
    discounts = bool(s.lasting) and any(x[0] == "attach_discount" for x in s.lasting)
    facts = s.facts
    cards = list(p.hand)
    for elsewhere in PLAYABLE_ELSEWHERE:
        cards += elsewhere(s, seat)
    for c in cards:
        f = facts[c]
        if f.type != "attachment" and f.type != "character":
            continue  # (an event or a holding is not played here: its cost is not worked out)
        cost = f.cost or 0  # (`play_cost`)
        for mod in COST_MODS:
            cost += mod(s, seat, c)
        if cost < 0:
            cost = 0
        least = cost - (1 if f.type == "attachment" and discounts else 0)
        if least > p.fate or (f.has_keyword("limited") and p.limited_played):
            continue
        if f.type == "attachment":
            if f.unique and controls_title(s, seat, f.title):
                continue
            if cf is not None and not A.playable_in_conflict(s, c):
                continue
            if not _play_checks(s, c):
                continue
            for t in targets:  # (RR "Restricted": a third restricted attachment may be played: see `restricted`)
                if not A.may_attach(s, c, t, seat) or not _attach_checks(s, c, t):
                    continue
                tc = _less_discount(s, seat, cost, t) if discounts else cost  # (attach_cost, the cost worked out once)
                if tc > p.fate:
                    continue
                out.append(Option(f"attach:{c}:{t}", f"Attach {f.title} to {s.title(t)} ({tc} fate)",
                                  {"card": c, "target": t}))
        elif f.type == "character":
            if f.unique and controls_title(s, seat, f.title):
                continue
            if cf is not None and any(x[0] == "no_play_chars" and x[1] == seat for x in s.lasting):
                continue  # "cannot be played from hand until the end of the conflict" (a lasting effect)
            out.append(Option(f"char:{c}:home", f"Play {f.title} at home ({cost} fate)", {"card": c}))
            if cf is not None and can_participate(s, c, cf["type"]):
                out.append(Option(f"char:{c}:conflict", f"Play {f.title} into the conflict ({cost} fate)",
                                  {"card": c}))
    for c in p.hand:  # a character its text lets be played as an attachment (AS_ATTACHMENT)
        f = facts[c]
        if f.type != "character":
            continue
        for g in AS_ATTACHMENT:
            if g(s, c):
                break
        else:
            continue
        if (f.has_keyword("limited") and p.limited_played) or (cf is not None and not A.playable_in_conflict(s, c)):
            continue
        cost = play_cost(s, seat, c)
        for t in targets:
            tc = _less_discount(s, seat, cost, t)
            if tc <= p.fate and A.may_attach(s, c, t, seat) and _attach_checks(s, c, t) and \
                    all(g(s, c) for g in PLAY_CHECKS):
                out.append(Option(f"attach:{c}:{t}", f"Attach {f.title} to {s.title(t)} as an attachment ({tc} fate)",
                                  {"card": c, "target": t}))
    out += A.action_options(s, seat)
    return out


def _restricted_on(s: State, t: int) -> list[int]:
    return [a for a in s.attachments(t) if s.facts[a].has_keyword("restricted")]


def check_restricted(s: State, t: int) -> None:
    """RR "Restricted": "If at any time a character has three or more restricted attachments, that character's
    controller must immediately choose and discard one of the restricted attachments on the character" (a third one
    may be played or moved onto it: its controller then discards one as it enters play)."""
    if s.zone[t] == PLAY and len(_restricted_on(s, t)) >= 3:
        s.stack.append(("restricted", t))


@handler("restricted")
def _restricted(s: State, step: tuple[Any, ...]) -> Decision | None:
    t = step[1]
    rs = _restricted_on(s, t) if s.zone[t] == PLAY else []
    if len(rs) < 3:
        s.stack.pop()
        return None
    return Decision(s.controller[t], "target", f"{s.title(t)} has {len(rs)} restricted attachments: discard one",
                    tuple(Option(f"card:{a}", f"Discard {s.title(a)}", {"card": a}) for a in rs))


@choice("restricted")
def _restricted_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    a = int(oid.split(":")[1])
    s.players[s.controller[a]].attached.remove(a)
    s.attached_to[a] = -1
    s.zone[a] = CONF_DISCARD
    s.players[s.owner[a]].conf_discard.append(a)
    s.say(f"{s.players[s.controller[step[1]]].name} discards {s.title(a)} (restricted).")
    check_restricted(s, step[1])


def _play_checks(s: State, c: int) -> bool:
    for ok in PLAY_CHECKS:  # noqa: SIM110 (a loop: no generator for each card looked at)
        if not ok(s, c):
            return False
    return True


def _attach_checks(s: State, a: int, t: int) -> bool:
    for ok in ATTACH_CHECKS:  # noqa: SIM110 (a loop: no generator for each target looked at)
        if not ok(s, a, t):
            return False
    return True


@handler("window")
def _window(s: State, step: tuple[Any, ...]) -> Decision | None:
    """An action window: opportunities alternate until both players pass consecutively."""
    _, kind, seat, passes = step
    if passes >= 2:
        s.stack.pop()
        return None
    with A.query(s):
        opts = _window_options(s, seat, kind)
        prompt = f"{WINDOW_NAMES[kind]}: take an action or pass"
        if kind == "in_conflict" and s.conflict is not None:
            last = s.__dict__.get("_window_prompt")
            if passes and last is not None and last[0] == s.steps - 1:
                prompt = last[1]  # the step just before was this window's, and its player passed: nothing changed
            else:
                cf = s.conflict
                prompt = (f"Conflict ({cf['type']}, {cf['ring']}): attacker {total_skill(s, cf['attacker'])}, "
                          f"defender {total_skill(s, cf['defender'])}: take an action or pass")
            s.__dict__["_window_prompt"] = (s.steps, prompt)
    return Decision(seat, "action", prompt, (Option("pass", "Pass"), *opts))


@choice("window")
def _window_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, kind, seat, passes = step
    if oid == "pass":
        s.stack[-1] = ("window", kind, 1 - seat, passes + 1)
        return
    s.stack[-1] = ("window", kind, 1 - seat, 0)
    if oid.startswith("ab:"):
        A.take_action(s, seat, oid)
        return
    p = s.players[seat]
    parts = oid.split(":")
    c = int(parts[1])
    f = s.facts[c]
    if parts[0] == "attach":
        p.fate -= attach_cost(s, seat, c, int(parts[2]))
        if s.lasting:  # a reduction applies to the next attachment played on that character
            s.lasting = [x for x in s.lasting if not (x[0] == "attach_discount" and x[1] == int(parts[2])
                                                      and x[2] == seat)]
    else:
        p.fate -= play_cost(s, seat, c)
    if c in p.hand:
        p.hand.remove(c)
    else:  # played as if from hand (PLAYABLE_ELSEWHERE)
        for pile in (p.conf_discard, p.conf_deck, p.dyn_discard):
            if c in pile:
                pile.remove(c)
    if f.has_keyword("limited"):
        p.limited_played += 1
    if parts[0] == "attach":
        t = int(parts[2])
        s.zone[c] = PLAY
        s.controller[c] = seat
        s.bowed[c] = False  # RR "Attachment Cards": "enters play ready"
        s.attached_to[c] = t
        p.attached.append(c)
        s.say(f"{p.name} attaches {f.title} to {s.title(t)}.")
        A.fire(s, "played", seat, c, "hand")
        A.fire(s, "attached", seat, t, c)
        check_restricted(s, t)
        return
    enter_play(s, seat, c)
    where = parts[2]
    if where == "conflict" and s.conflict is not None:
        side = "attackers" if seat == s.conflict["attacker"] else "defenders"
        s.conflict[side].append(c)
    s.say(f"{p.name} plays {f.title} {'into the conflict' if where == 'conflict' else 'at home'}.")
    A.fire(s, "played", seat, c, "hand")
    s.stack.append(("extra_fate", seat, c, 0))


# 3. Conflict phase -------------------------------------------------------------------------------
@handler("conflict_phase")
def _conflict_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "conflict"
    A.fire(s, "phase", -1, -1, "conflict")
    for p in s.players:
        p.conflicts_left = 2
        p.types_used = []
    s.stack.append(("conflict_loop", s.first))


@handler("conflict_loop")
def _conflict_loop(s: State, step: tuple[Any, ...]) -> None:
    """3.1 the action window, then 3.2 the next player in order with a conflict opportunity declares or passes;
    when no opportunity remains after the window, 3.4 the Imperial Favor."""
    seat = step[1]
    s.stack.pop()
    if not any(p.conflicts_left for p in s.players):
        push(s, ("window", "conflict", s.first, 0), ("favor",), ("phase_end", "conflict"))
        return
    declarer = seat if s.players[seat].conflicts_left else 1 - seat
    push(s, ("window", "conflict", s.first, 0), ("declare", declarer))


def _attackers_for(s: State, seat: int, kind: str) -> list[int]:
    out = [c for c in s.players[seat].home if not s.bowed[c] and can_participate(s, c, kind)]
    if A.STATIC_TITLES or s.lasting:
        fav = s.favor[0] == 1 - seat
        out = [c for c in out if not A.cannot(s, c, "attack") and not (fav and A.cannot(s, c, "attack_favor"))]
    return out


def attackable(s: State, seat: int) -> list[int]:
    """The opponent's unbroken provinces; the stronghold province only once three others are broken (RR)."""
    q = s.players[1 - seat]
    broken = sum(1 for k in range(5) if q.broken[k] and k != q.sh_prov)
    return [k for k in range(5) if not q.broken[k] and (k != q.sh_prov or broken >= 3)]


@handler("declare")
def _declare(s: State, step: tuple[Any, ...]) -> Decision:
    seat = step[1]
    p = s.players[seat]
    opts = [Option("pass", "Pass this conflict opportunity")]
    if attackable(s, seat):
        for kind in ("military", "political"):
            if kind in p.types_used or not _attackers_for(s, seat, kind):
                continue
            for e in ELEMENTS:
                fate, owner = s.rings[e]
                if owner < 0 and not any(x[0] == "no_declare_ring" and x[1] == seat and x[2] == e for x in s.lasting):
                    opts.append(Option(f"ring:{e}:{kind}", f"Declare a {kind} conflict with the {e} ring"
                                       + (f" ({fate} fate on it)" if fate else ""), {"ring": e, "type": kind}))
    return Decision(seat, "conflict", f"Declare a conflict ({p.conflicts_left} opportunity left"
                    f"{'' if p.conflicts_left == 1 else 's'}) or pass", tuple(opts))


@choice("declare")
def _declare_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat = step[1]
    p = s.players[seat]
    s.stack.pop()
    p.conflicts_left -= 1
    if oid == "pass":
        s.say(f"{p.name} passes a conflict opportunity.")
        A.fire(s, "passed_conflict", seat)
        s.stack.append(("conflict_loop", 1 - seat))
        return
    _, e, kind = oid.split(":")
    first_of_type = all(kind not in q.types_used for q in s.players)
    p.types_used.append(kind)
    s.conflict = {"attacker": seat, "defender": 1 - seat, "type": kind, "ring": e, "province": -1,
                  "attackers": [], "defenders": [], "evaded": [], "first_of_type": first_of_type}
    push(s, ("declare_province", seat), ("declare_attackers", seat, ()), ("declared",),
         ("declare_defenders", 1 - seat, ()), ("window", "in_conflict", 1 - seat, 0), ("resolve",),
         ("conflict_loop", 1 - seat))


@handler("declare_province")
def _declare_province(s: State, step: tuple[Any, ...]) -> Decision:
    seat = step[1]
    q = s.players[1 - seat]
    return Decision(seat, "province", "Which province do you attack?", tuple(
        Option(f"prov:{k}", _prov_label(s, q.seat, k), {"province": k}) for k in attackable(s, seat)))


def _prov_label(s: State, seat: int, k: int) -> str:
    q = s.players[seat]
    c = q.provinces[k]
    name = f"{s.title(c)} (strength {province_strength(s, seat, k)})" if q.prov_faceup[k] else "a facedown province"
    return f"Province {k + 1}: {name}" + (" [stronghold]" if k == q.sh_prov else "")


@choice("declare_province")
def _declare_province_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    assert s.conflict is not None
    s.conflict["province"] = int(oid.split(":")[1])


@handler("declare_attackers")
def _declare_attackers(s: State, step: tuple[Any, ...]) -> Decision:
    _, seat, chosen = step
    assert s.conflict is not None
    cands = [c for c in _attackers_for(s, seat, s.conflict["type"]) if c not in chosen]
    opts = [Option("done", f"Done ({len(chosen)} attacking)")] if chosen else []
    opts += [Option(f"att:{c}", f"Attack with {s.title(c)} ({skill(s, c, s.conflict['type'])})", {"card": c})
             for c in cands]
    return Decision(seat, "attackers", "Declare attackers (at least one)", tuple(opts))


@choice("declare_attackers")
def _declare_attackers_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    assert s.conflict is not None
    if oid != "done":
        new = (*chosen, int(oid.split(":")[1]))
        if len(new) < len(_attackers_for(s, seat, s.conflict["type"])):
            s.stack[-1] = ("declare_attackers", seat, new)
            return
        chosen = new
    s.stack.pop()
    s.conflict["attackers"] = list(chosen)
    for c in chosen:
        A.fire(s, "joins_conflict", seat, c)  # committed as an attacker


@handler("declared")
def _declared(s: State, step: tuple[Any, ...]) -> None:
    """The declaration is made: the ring's fate goes to the attacker; a facedown province turns faceup; covert
    targets are chosen (RR "Covert")."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    p = s.players[cf["attacker"]]
    q = s.players[cf["defender"]]
    fate = s.rings[cf["ring"]][0]
    if fate:
        p.fate += fate
        s.rings[cf["ring"]][0] = 0
    k = cf["province"]
    s.say(f"{p.name} declares a {cf['type']} {cf['ring']} conflict against province {k + 1} with "
          + ", ".join(s.title(c) for c in cf["attackers"]) + (f"; takes {fate} fate from the ring." if fate else "."))
    if not q.prov_faceup[k]:
        q.prov_faceup[k] = True
        s.say(f"The attacked province is {s.title(q.provinces[k])} (strength {province_strength(s, q.seat, k)}).")
        A.fire(s, "revealed", q.seat, q.provinces[k])
    s.stack.append(("declared_events", fate))
    for c in reversed(cf["attackers"]):
        if _covert_now(s, c):
            s.stack.append(("covert", cf["attacker"], c))


@handler("declared_events")
def _declared_events(s: State, step: tuple[Any, ...]) -> None:
    """Triggering conditions of the declaration (after covert): a conflict declared; a ring with fate selected."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    q = s.players[cf["defender"]]
    A.fire(s, "declared", cf["attacker"], q.provinces[cf["province"]], cf["ring"])  # card: the attacked province
    if step[1]:
        A.fire(s, "ring_fate", cf["attacker"], -1, cf["ring"])


def _covert_now(s: State, c: int) -> bool:
    """Covert, printed or gained, or gained during conflicts of a ring's element (a lasting effect)."""
    cf = s.conflict
    return A.has_keyword(s, c, "covert") or (bool(s.lasting) and cf is not None and any(
        x[0] == "covert_in" and x[1] == c and x[2] == cf["ring"] for x in s.lasting))


@handler("covert")
def _covert(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, c = step
    cf = s.conflict
    assert cf is not None
    cands = [d for d in s.players[1 - seat].home if not _covert_now(s, d) and d not in cf["evaded"]]
    if not cands:
        s.stack.pop()
        return None
    return Decision(seat, "covert", f"Covert ({s.title(c)}): choose a character who cannot defend", (
        Option("none", "No one"), *(Option(f"evade:{d}", s.title(d), {"card": d}) for d in cands)))


@choice("covert")
def _covert_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    if oid != "none":
        assert s.conflict is not None
        d = int(oid.split(":")[1])
        s.conflict["evaded"].append(d)
        s.say(f"{s.title(d)} is evaded by covert.")


def _defenders_for(s: State, seat: int) -> list[int]:
    cf = s.conflict
    assert cf is not None
    out = [c for c in s.players[seat].home
           if not s.bowed[c] and can_participate(s, c, cf["type"]) and c not in cf["evaded"]]
    if A.STATIC_TITLES or s.lasting:
        out = [c for c in out if not A.cannot(s, c, "defend")]
    return out


@handler("declare_defenders")
def _declare_defenders(s: State, step: tuple[Any, ...]) -> Decision:
    """3.2.1: any number of ready characters, or none."""
    _, seat, chosen = step
    cf = s.conflict
    assert cf is not None
    cands = [c for c in _defenders_for(s, seat) if c not in chosen]
    if chosen and any(A.cannot(s, a, "many_defenders") for a in cf["attackers"]):
        cands = []  # a constant ability: no more than one defender
    opts = [Option("done", f"Done ({len(chosen)} defending)" if chosen else "Declare no defenders")]
    opts += [Option(f"def:{c}", f"Defend with {s.title(c)} ({skill(s, c, cf['type'])})", {"card": c})
             for c in cands]
    return Decision(seat, "defenders", f"Declare defenders (attacking skill {total_skill(s, cf['attacker'])})",
                    tuple(opts))


@choice("declare_defenders")
def _declare_defenders_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    cf = s.conflict
    assert cf is not None
    if oid != "done":
        new = (*chosen, int(oid.split(":")[1]))
        if len(new) < len(_defenders_for(s, seat)):
            s.stack[-1] = ("declare_defenders", seat, new)
            return
        chosen = new
    s.stack.pop()
    cf["defenders"] = list(chosen)
    for c in chosen:
        A.fire(s, "joins_conflict", seat, c)  # committed as a defender
    s.say(f"{s.players[seat].name} defends with " + (", ".join(s.title(c) for c in chosen) or "no one") + ".")


@handler("resolve")
def _resolve(s: State, step: tuple[Any, ...]) -> None:
    """3.2.3 compare skill (a tie goes to the attacker; a total of 0 cannot win); 3.2.4 unopposed; 3.2.5 break
    the province; 3.2.6 ring effect (a decision); 3.2.7 claim the ring; 3.2.8 return home."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    att, dfd = cf["attacker"], cf["defender"]
    a, d = total_skill(s, att), total_skill(s, dfd)
    winner = -1
    if a >= d and a >= 1:
        winner = att
    elif d > a and d >= 1:
        winner = dfd
    cf["winner"] = winner
    # RR Appendix I 3.2.4-3.2.5: unopposed and breaking are judged by the skill and participants "in step 3.2.3",
    # not after the reactions to the result (pride's honoring adds skill only after the conflict is won).
    cf["won_by"], cf["opposed"] = a - d, bool(cf["defenders"])
    s.say(f"Conflict resolves: attacker {a}, defender {d}: "
          + (f"{s.players[winner].name} wins." if winner >= 0 else "no winner."))
    # Pride (RR keyword): honored after winning, dishonored after losing.
    if winner >= 0:
        proud = [c for c in list(cf["attackers"]) + list(cf["defenders"])  # (one whose status would change)
                 if A.has_keyword(s, c, "pride") and s.zone[c] == PLAY and
                 (s.status[c] < 1 if s.controller[c] == winner else s.status[c] > -1)]
        items = [(("pride_one", c, winner), f"{s.title(c)} ({s.players[s.controller[c]].name}): "
                                            f"{'honor' if s.controller[c] == winner else 'dishonor'} it (pride)")
                 for c in proud]
        for f in DELAYED_AT_RESULT:
            items += f(s, winner)
        if len(items) >= 2:  # the first player orders them (`_pride_order`), before the reactions to the result
            s.stack.append(("result",))
            s.stack.append(("pride_order", tuple(items), ()))
        elif items:  # one: it resolves at once, before the reactions to the result (and before 3.2.4)
            s.stack.append(("result",))
            s.stack.append(items[0][0])
        loser = 1 - winner
        s.lasting.append(["lost", loser, "phase"])  # "while you have not lost a conflict this phase"
        A.fire(s, "won", winner, -1, cf["type"])
        A.fire(s, "lost", loser, -1, cf["type"])
        for c in list(cf["attackers"]) + list(cf["defenders"]):
            side = "attacker" if c in cf["attackers"] else "defender"
            A.fire(s, "char_won" if s.controller[c] == winner else "char_lost", s.controller[c], c, side)
        if items:
            return  # ("result" is under them)
    s.stack.append(("result",))


# Delayed effects whose future condition is the conflict's result ("Then, if you win the conflict, ..."), registered
# by modules of card words: f(state, winner) -> [(the step that resolves one, its label)] (RR "Delayed Effects": they
# "resolve automatically and immediately after their specified timing point ... before reactions to that moment").
DELAYED_AT_RESULT: list[Callable[[State, int], list[tuple[tuple[Any, ...], str]]]] = []
# Steps that finish before pending reactions open (`ability.NO_FLUSH` is this set; it adds its own, and modules
# registering delayed effects add the names of their steps)
NO_FLUSH_STEPS: set[str] = {"pride_order", "pride_one"}


@handler("pride_order")
def _pride_order(s: State, step: tuple[Any, ...]) -> Decision | None:
    """Pride (RR keyword: honored after winning a conflict, dishonored after losing) and delayed effects resolving at
    the conflict's result, two or more at once: RR "Forced": "If two or more forced and/or mandatory abilities (such
    as keywords) would initiate at the same moment, the first player determines the order in which the abilities
    initiate, regardless of who controls the cards bearing those abilities"; RR "Priority of Simultaneous
    Resolution": the same for delayed effects. He picks them one by one; then they resolve in that order."""
    _, left, order = step
    if len(left) >= 2:
        return Decision(s.first, "order", "Choose what resolves next", tuple(
            Option(_order_id(st), label) for st, label in left))
    s.stack.pop()
    push(s, *(st for st, _ in (*order, *left)))
    return None


@choice("pride_order")
def _pride_order_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    pick = next(x for x in step[1] if _order_id(x[0]) == oid)
    s.stack[-1] = ("pride_order", tuple(x for x in step[1] if x is not pick), (*step[2], pick))


def _order_id(st: tuple[Any, ...]) -> str:
    return f"pride:{st[1]}" if st[0] == "pride_one" else "delayed:" + ":".join(str(x) for x in st[1:])


@handler("pride_one")
def _pride_one(s: State, step: tuple[Any, ...]) -> None:
    _, c, winner = step
    s.stack.pop()
    if s.zone[c] == PLAY:
        (honor_card if s.controller[c] == winner else dishonor_card)(s, c)


@handler("result")
def _result(s: State, step: tuple[Any, ...]) -> None:
    """3.2.4-3.2.8, after the reaction window to the conflict's result."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    att, dfd = cf["attacker"], cf["defender"]
    winner = cf["winner"]
    won_by = cf["won_by"] if "won_by" in cf else total_skill(s, att) - total_skill(s, dfd)
    steps: list[tuple[Any, ...]] = []
    if winner == att:
        if not cf.get("opposed", bool(cf["defenders"])):  # 3.2.4: no participating defender in step 3.2.3
            s.say("The conflict is unopposed.")
            lose_honor(s, dfd, 1, "(unopposed)")
            if s.result is not None:
                return
        k = cf["province"]
        q = s.players[dfd]
        steps.append(("ring_effect", att))
        steps += [("claim",), ("return_home",)]
        push(s, *steps)
        if won_by >= province_strength(s, dfd, k) and not q.broken[k]:  # 3.2.5; "when broken" interrupts first
            if not A.would(s, "province_broken", dfd, q.provinces[k], ("break", att, k)):
                s.stack.append(("break", att, k, 0))
        return
    steps += [("claim",), ("return_home",)]
    push(s, *steps)


@handler("break")
def _break(s: State, step: tuple[Any, ...]) -> None:
    """3.2.5: the province breaks (unless an interrupt cancelled it); the stronghold's: the game ends."""
    _, att, k, wid = step
    s.stack.pop()
    if wid and not A.proceeds(s, wid):
        return
    cf = s.conflict
    q = s.players[1 - att]
    q.broken[k] = True
    s.say(f"{s.players[att].name} breaks {s.title(q.provinces[k])}.")
    A.fire(s, "broke", att, q.provinces[k], cf["type"] if cf else "")
    if k == q.sh_prov:
        s.result = Result((att,), "conquest", f"{q.name}'s stronghold province is broken")
        s.say(f"{s.players[att].name} wins the game (the stronghold province is broken).")
        return
    if q.slots[k]:
        s.stack.append(("break_discard", att, k))


@handler("break_discard")
def _break_discard(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, k = step
    q = s.players[1 - seat]
    if not q.slots[k]:
        s.stack.pop()
        return None
    c = q.slots[k][0]
    name = s.title(c) if s.faceup[c] else "the facedown card"
    return Decision(seat, "yes_no", f"Discard {name} on the broken province?",
                    (Option("no", "Leave it"), Option("yes", f"Discard {name}")))


@choice("break_discard")
def _break_discard_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, k = step
    s.stack.pop()
    if oid == "yes":
        c = s.players[1 - seat].slots[k][0]
        discard_from_province(s, c)


@handler("phase_end")
def _phase_end(s: State, step: tuple[Any, ...]) -> None:
    """A phase ends: "when the ... phase ends" interrupts (the phase is still under way while they resolve)."""
    s.stack.pop()
    if len(step) == 2:
        A.would(s, "phase_ends", -1, -1, ("phase_end", step[1]))
    else:
        A.proceeds(s, step[2])  # back from its interrupt window: forget the imminent condition (a phase ends anyway)


def _ring_cancelled(s: State) -> bool:
    """A card cancels all ring effects of the conflict (Pilgrimage: "during conflicts at this province", unless it
    broke)."""
    cf = s.conflict
    if cf is None or cf["province"] < 0:
        return False
    q = s.players[cf["defender"]]
    k = cf["province"]
    return q.prov_faceup[k] and not q.broken[k] and A.cancels_ring_effects(s, q.provinces[k])


@handler("ring_effect")
def _ring_effect(s: State, step: tuple[Any, ...]) -> Decision | None:
    """3.2.6: the attacker may resolve the contested ring's effect; cancelled by a card (Pilgrimage); replaced by a
    delayed effect (Display of Power: the losing defender resolves it as if he had won as the attacking player)."""
    seat = step[1]
    cf = s.conflict
    if len(step) == 2 and cf is not None:
        shown = [x for x in s.lasting if x[0] == "display"] if s.lasting else []
        if shown:
            s.say(f"Display of Power: the ring effect is cancelled; {s.players[shown[0][1]].name} resolves it.")
            seat = shown[0][1]
            s.stack[-1] = ("ring_effect", seat, cf["ring"], "display")
            step = s.stack[-1]
        if _ring_cancelled(s):
            s.say(f"{s.title(s.players[cf['defender']].provinces[cf['province']])} cancels the ring effect.")
            s.stack.pop()
            return None
    e = step[2] if len(step) > 2 else (cf["ring"] if cf is not None else "")
    chars = [c for p in s.players for c in p.home]
    opts = [Option("skip", "Do not resolve the ring effect")]
    # Appendix III (Display of Power and Seeker of Knowledge): resolving it for the defender, he chooses among the
    # contested ring's elements too
    elements = contested_elements(s) if (len(step) <= 2 or step[3:] == ("display",)) and cf is not None else [e]
    for e in elements:  # RR "Ring Effects": a ring with multiple elements: the player chooses among them
        if e == "air":
            opts += [Option("air:take", "Take 1 honor from your opponent"), Option("air:gain", "Gain 2 honor")]
        elif e == "earth":
            opts.append(Option("earth", "Draw 1 card; your opponent discards 1 card at random"))
        elif e == "fire":
            for c in chars:
                if s.status[c] < 1:
                    opts.append(Option(f"fire:{c}:honor", f"Honor {s.title(c)}", {"card": c}))
                if s.status[c] > -1:
                    opts.append(Option(f"fire:{c}:dishonor", f"Dishonor {s.title(c)}", {"card": c}))
        elif e == "water":
            for c in chars:
                if s.bowed[c]:
                    opts.append(Option(f"water:{c}:ready", f"Ready {s.title(c)}", {"card": c}))
                elif s.fate_on[c] == 0:
                    opts.append(Option(f"water:{c}:bow", f"Bow {s.title(c)} (no fate on it)", {"card": c}))
        elif e == "void":
            for c in chars:
                if s.fate_on[c] > 0:
                    opts.append(Option(f"void:{c}", f"Remove 1 fate from {s.title(c)}", {"card": c}))
    if len(opts) == 1:
        s.stack.pop()
        return None
    return Decision(seat, "ring", f"Resolve the {'/'.join(elements)} ring's effect?", tuple(opts))


RING_ELEMENTS: list[Callable[[State], list[str]]] = []  # elements the contested ring gains (card abilities)


def contested_elements(s: State) -> list[str]:
    """The contested ring's elements: its own, and any it gains from card abilities (RR "Ring Effects")."""
    cf = s.conflict
    if cf is None:
        return []
    out = [cf["ring"]]
    if RING_ELEMENTS:
        out += [x for f in RING_ELEMENTS for x in f(s) if x not in out]
    return out


@choice("ring_effect")
def _ring_effect_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat = step[1]
    s.stack.pop()
    p, q = s.players[seat], s.players[1 - seat]
    parts = oid.split(":")
    if parts[0] == "skip":
        return
    if oid == "air:take":
        n = min(1, q.honor)
        q.honor -= n
        p.honor += n
        s.say(f"Air: {p.name} takes {n} honor from {q.name}.")
        check_victory(s)
    elif oid == "air:gain":
        gain_honor(s, seat, 2, "(air)")
    elif oid == "earth":
        draw(s, seat, 1)
        if q.hand:
            c = q.hand[s.rng.below(len(q.hand))]
            q.hand.remove(c)
            s.zone[c] = CONF_DISCARD
            q.conf_discard.append(c)
            s.say(f"Earth: {q.name} discards {s.title(c)} at random.")
    elif parts[0] == "fire":
        c = int(parts[1])
        (honor_card if parts[2] == "honor" else dishonor_card)(s, c)
    elif parts[0] == "water":
        c = int(parts[1])
        s.bowed[c] = parts[2] == "bow"
        s.say(f"Water: {s.title(c)} {'bows' if parts[2] == 'bow' else 'readies'}.")
        if parts[2] == "bow":
            A.fire(s, "bowed", s.controller[c], c, "ring")
    else:
        c = int(parts[1])
        s.fate_on[c] -= 1
        s.say(f"Void: 1 fate is removed from {s.title(c)}.")


@handler("claim")
def _claim(s: State, step: tuple[Any, ...]) -> None:
    """3.2.7: the winner claims the ring; with no winner it returns to the unclaimed pool."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    shown = [x for x in s.lasting if x[0] == "display"] if s.lasting else []
    if shown:
        cf["winner"] = shown[0][1]  # "Claim that ring." (Display of Power)
    if cf["winner"] >= 0:
        s.rings[cf["ring"]][1] = cf["winner"]
        s.players[cf["winner"]].claimed.append(cf["ring"])
        s.say(f"{s.players[cf['winner']].name} claims the {cf['ring']} ring.")
        A.fire(s, "claimed", cf["winner"], -1, cf["ring"])


END_OF_CONFLICT: list[Callable[[State], None]] = []  # registered by modules of card words


@handler("return_home")
def _return_home(s: State, step: tuple[Any, ...]) -> None:
    """3.2.8: each ready participating character bows and returns home."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    for c in cf["attackers"] + cf["defenders"]:
        if s.zone[c] == PLAY and not ((s.lasting or A.STATIC_TITLES) and A.no_bow(s, c, cf)):
            s.bowed[c] = True
    for f in END_OF_CONFLICT:  # lasting effects that act when the conflict ends
        f(s)
    q = s.players[cf["defender"]]
    A.fire(s, "conflict_resolved", cf["attacker"], q.provinces[cf["province"]],
           "broke" if q.broken[cf["province"]] else "")
    s.conflict = None
    A.expire(s, "conflict")


@handler("favor")
def _favor(s: State, step: tuple[Any, ...]) -> Decision | None:
    """3.4: the glory count; the winner claims the Imperial Favor and sets its side; a tie leaves it as it is. The count
    is made (and logged) once: the step then names the winner, so a game resumed at this decision logs nothing again."""
    if len(step) > 1:
        w = step[1]
    else:
        a, b = glory_count(s, 0), glory_count(s, 1)
        s.say(f"Glory count: {s.players[0].name} {a}, {s.players[1].name} {b}.")
        if a == b:
            s.stack.pop()
            return None
        w = 0 if a > b else 1
        if A.seat_cannot(s, w, "have_favor"):  # "Your opponents cannot have the Imperial Favor"
            s.say(f"{s.players[w].name} cannot have the Imperial Favor.")
            s.stack.pop()
            return None
        s.stack[-1] = ("favor", w)
    return Decision(w, "favor", "Claim the Imperial Favor: which side?", (
        Option("favor:military", "Military"), Option("favor:political", "Political")))


@choice("favor")
def _favor_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    w = step[1]
    s.favor = [w, oid.split(":")[1]]
    s.say(f"{s.players[w].name} claims the Imperial Favor ({s.favor[1]}).")


# 4. Fate phase -----------------------------------------------------------------------------------
@handler("fate_phase")
def _fate_phase(s: State, step: tuple[Any, ...]) -> None:
    """4.1 the fate phase begins (its reactions, then 4.2-4.4)."""
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "fate"
    A.fire(s, "phase", -1, -1, "fate")
    s.stack.append(("fate_discard",))  # after the reactions to the phase beginning


@handler("fate_discard")
def _fate_discard(s: State, step: tuple[Any, ...]) -> None:
    """4.2 discard characters with no fate, one at a time ("would leave play" interrupts first); then 4.3-4.4."""
    s.stack.pop()
    kept = {x[1] for x in s.lasting if x[0] == "keep_fate"}  # "cannot be discarded or lose fate this phase"
    s.stack.append(("fate_rest",))
    for seat in reversed(player_order(s)):  # pushed in reverse: the first player's discards resolve first
        s.stack.append(("fate_discard_pick", seat, tuple(
            x for x in s.players[seat].home if s.fate_on[x] == 0 and x not in kept)))


@handler("fate_discard_pick")
def _fate_discard_pick(s: State, step: tuple[Any, ...]) -> Decision | None:
    """4.2: "These characters are discarded one at a time, in the order of the discarding player's choosing.\""""
    _, seat, chars = step
    left = [c for c in chars if s.zone[c] == PLAY and s.controller[c] == seat]
    if len(left) < 2:
        s.stack.pop()
        if left:
            s.stack.append(("discard_char", left[0]))
        return None
    return Decision(seat, "order", "Fate phase: which character without fate is discarded next?", tuple(
        Option(f"next:{c}", f"Discard {s.title(c)}", {"card": c}) for c in left))


@choice("fate_discard_pick")
def _fate_discard_pick_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    c = int(oid.split(":")[1])
    s.stack[-1] = ("fate_discard_pick", step[1], tuple(x for x in step[2] if x != c))
    s.stack.append(("discard_char", c))


@handler("discard_char")
def _discard_char(s: State, step: tuple[Any, ...]) -> None:
    """4.2: a character without fate is discarded ("would leave play" interrupts first)."""
    s.stack.pop()
    c = step[1]
    if s.zone[c] != PLAY:  # (a constant ability may have discarded it meanwhile)
        return
    if len(step) > 2:
        if A.proceeds(s, step[2]):
            leave_play(s, c)
        return
    if not A.would(s, "would_leave", s.controller[c], c, ("discard_char", c)):
        leave_play(s, c)


@handler("fate_rest")
def _fate_rest(s: State, step: tuple[Any, ...]) -> None:
    """4.3 remove 1 fate from each character; 4.4 1 fate on each unclaimed ring; then the action window."""
    s.stack.pop()
    kept = {x[1] for x in s.lasting if x[0] == "keep_fate"}
    for p in s.players:
        for c in p.home:
            if c not in kept and s.fate_on[c] > 0:
                s.fate_on[c] -= 1
    for e in ELEMENTS:
        if s.rings[e][1] < 0:
            s.rings[e][0] += 1
    s.stack.append(("window", "fate", s.first, 0))


# 5. Regroup phase --------------------------------------------------------------------------------
@handler("regroup_phase")
def _regroup_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "regroup"
    A.fire(s, "phase", -1, -1, "regroup")
    o = player_order(s)
    push(s, ("window", "regroup", s.first, 0), ("ready",), ("prov_discard", o[0], ()), ("prov_discard", o[1], ()),
         ("end_round",))


@handler("ready")
def _ready(s: State, step: tuple[Any, ...]) -> None:
    """5.2: ready each bowed card in play."""
    s.stack.pop()
    for p in s.players:
        for c in (*p.home, *p.attached, p.stronghold):  # characters, attachments, the stronghold
            if c >= 0:
                s.bowed[c] = False


@handler("prov_discard")
def _prov_discard(s: State, step: tuple[Any, ...]) -> Decision | None:
    """5.3: each faceup card in a broken province is discarded; any faceup dynasty cards in unbroken provinces
    may be discarded; each is replaced facedown."""
    _, seat, chosen = step
    p = s.players[seat]
    forced = [x for k in range(5) if p.broken[k] for x in p.slots[k] if s.faceup[x]]
    for c in forced:
        discard_from_province(s, c)
    if forced:
        order_discards(s, forced)  # (asked first: the step above this one)
        if s.stack[-1][0] == "discard_order":
            return None
    cands = [c for k in range(5) if not p.broken[k] for c in p.slots[k] if s.faceup[c] and c not in chosen]
    if not cands:
        _prov_discard_done(s, step)
        return None
    opts = [Option("done", f"Done ({len(chosen)} chosen)" if chosen else "Discard nothing")]
    opts += [Option(f"disc:{c}", f"Discard {s.title(c)} (province {province_of(s, c) + 1})", {"card": c})
             for c in cands]
    return Decision(seat, "discard", "Discard any faceup cards from your provinces (they go to your discard pile in "
                                     "the order you pick them)", tuple(opts))


def _prov_discard_done(s: State, step: tuple[Any, ...]) -> None:
    """The chosen cards are discarded together, in the order the player picked them (RR "Discard Piles": "the owner
    of the cards chooses the order"; the prompt says so)."""
    _, seat, chosen = step
    s.stack.pop()
    for c in chosen:
        if s.zone[c] == PROVINCE:
            discard_from_province(s, c)
    if chosen:
        s.say(f"{s.players[seat].name} discards " + ", ".join(s.title(c) for c in chosen) + " from the provinces.")


@choice("prov_discard")
def _prov_discard_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    if oid == "done":
        _prov_discard_done(s, step)
        return
    s.stack[-1] = ("prov_discard", seat, (*chosen, int(oid.split(":")[1])))


@handler("end_round")
def _end_round(s: State, step: tuple[Any, ...]) -> None:
    """5.4 return the claimed rings; 5.5 pass the first player token."""
    s.stack.pop()
    for e in ELEMENTS:
        s.rings[e][1] = -1
    for p in s.players:
        p.claimed = []
    if not A.would(s, "pass_token", s.first, -1, ("pass_token",)):
        s.stack.append(("pass_token", 0))


@handler("pass_token")
def _pass_token(s: State, step: tuple[Any, ...]) -> None:
    """5.5: the first player token passes (unless an interrupt keeps it)."""
    s.stack.pop()
    if step[1] and not A.proceeds(s, step[1]):
        return
    s.first = 1 - s.first


HANDLERS["ring_effect_of"] = HANDLERS["ring_effect"]
CHOICES["ring_effect_of"] = CHOICES["ring_effect"]


def _read_only(h: Handler) -> Handler:
    """A handler that only reads the state to build its decision: while it runs, the constant abilities, blanked cards
    and skills are worked out once (`ability.query`)."""
    def run_read_only(s: State, step: tuple[Any, ...]) -> Decision | None:
        with A.query(s):
            return h(s, step)
    return run_read_only


for _name in ("declare", "declare_province", "declare_attackers", "declare_defenders"):
    HANDLERS[_name] = _read_only(HANDLERS[_name])

from . import ability as A  # noqa: E402  (card abilities run on this flow; they import it)
