"""The classic CCG game state: cards as instance ids, mutable facts in flat lists (cheap, exact clone).

Per-card mutable facts live in parallel lists indexed by instance id; zones are lists of ids per
player. Card facts (`CardFacts`) are immutable and shared between clones. The rules flow is a stack of
steps (tuples of plain values), so a state can be cloned and saved at any decision point
(ARCHITECTURE "A state can be copied, saved and resumed").
"""

from __future__ import annotations

from dataclasses import asdict
from functools import lru_cache
from typing import Any

from rokugan.catalog.cards import CardFacts
from rokugan.core.game import Caps, LogEntry, Result
from rokugan.core.rng import Rng

# Zones (CR "Areas of the Game").
DYN_DECK, FATE_DECK, HAND, PROVINCE, PLAY, DYN_DISCARD, FATE_DISCARD, REMOVED, FOCUS, RESOLVING, PREGAME = range(11)
ZONE_NAMES = ("dynasty deck", "fate deck", "hand", "province", "in play", "dynasty discard", "fate discard",
              "removed", "focus", "resolving", "pre-game")

HOME = -1  # location of a card in play at its controller's home; otherwise a battlefield index

# Stats
FORCE, CHI, PH, HR, GOLD_COST, FOCUS_VALUE, GP, PSTR = "force", "chi", "personal_honor", \
    "honor_requirement", "gold_cost", "focus", "gold_production", "province_strength"

PLAYER_LISTS = ("dyn_deck", "fate_deck", "hand", "dyn_discard", "fate_discard", "removed", "home")


class PlayerState:
    __slots__ = (
        "clan",
        "dyn_deck",
        "dyn_discard",
        "fate_deck",
        "fate_discard",
        "gold_pool",
        "hand",
        "hand_max",
        "home",
        "honor",
        "ignore_hr",
        "lost",
        "name",
        "proclaimed_turn",
        "province_alive",
        "province_bonus",
        "provinces",
        "removed",
        "seat",
        "sensei",
        "stronghold",
        "turns_taken",
        "used",
    )

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.honor = 0
        self.stronghold = -1
        self.sensei = -1
        self.clan: str | None = None
        self.dyn_deck: list[int] = []  # index 0 is the top
        self.fate_deck: list[int] = []
        self.hand: list[int] = []
        self.dyn_discard: list[int] = []
        self.fate_discard: list[int] = []
        self.removed: list[int] = []
        self.home: list[int] = []  # non-attachment cards in play (Personalities at any location, Holdings...)
        self.provinces: list[list[int]] = []  # by province slot (stable id): the Dynasty cards in it
        self.province_alive: list[bool] = []  # False once destroyed (CR "Provinces")
        self.province_bonus: list[int] = []  # per-province strength bonuses (parallel to provinces)
        self.gold_pool = 0
        self.ignore_hr = False  # CR "Honor Requirement": lost Honor to something other than own cards
        self.proclaimed_turn = -1
        self.turns_taken = 0
        self.lost = False
        self.used: list[str] = []  # abilities used this turn (CR "Using abilities": once per turn)
        self.hand_max = 8  # CR "Maximum hand size"

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.seat, p.name, p.honor, p.stronghold, p.sensei, p.clan = (
            self.seat, self.name, self.honor, self.stronghold, self.sensei, self.clan)
        p.dyn_deck = self.dyn_deck[:]
        p.fate_deck = self.fate_deck[:]
        p.hand = self.hand[:]
        p.dyn_discard = self.dyn_discard[:]
        p.fate_discard = self.fate_discard[:]
        p.removed = self.removed[:]
        p.home = self.home[:]
        p.provinces = [pr[:] for pr in self.provinces]
        p.province_alive = self.province_alive[:]
        p.province_bonus = self.province_bonus[:]
        p.gold_pool, p.ignore_hr, p.proclaimed_turn, p.turns_taken, p.lost = (
            self.gold_pool, self.ignore_hr, self.proclaimed_turn, self.turns_taken, self.lost)
        p.used = self.used[:]
        p.hand_max = self.hand_max
        return p

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}

    @staticmethod
    def from_json(d: dict[str, Any]) -> PlayerState:
        p = PlayerState(d["seat"], d["name"])
        for k in PlayerState.__slots__:
            setattr(p, k, d[k])
        return p


# Per-card mutable lists, indexed by instance id.
CARD_LISTS = ("zone", "controller", "bowed", "dishonored", "face_up", "dead", "attached_to", "location",
              "resilient_used", "province_of", "attached")


class State:
    """Everything that changes during a game. `facts` and `owner` are shared, never mutated."""

    def __init__(self) -> None:
        self.facts: list[CardFacts] = []
        self.owner: list[int] = []
        self.zone: list[int] = []
        self.controller: list[int] = []
        self.bowed: list[bool] = []
        self.dishonored: list[bool] = []
        self.face_up: list[bool] = []
        self.dead: list[bool] = []
        self.attached_to: list[int] = []  # -1, or the Personality (or Province marker) it is attached to
        self.location: list[int] = []  # HOME or battlefield index (= defender's province index)
        self.resilient_used: list[bool] = []
        self.province_of: list[int] = []  # Fortifications: index of the province they are attached to
        self.attached: list[tuple[int, ...]] = []  # a Personality's attachments (copy-on-write tuples)
        self.players: list[PlayerState] = []
        self.rng = Rng(0)
        self.stack: list[tuple[Any, ...]] = []
        self.modifiers: list[tuple[Any, ...]] = []  # (card, stat, amount, duration)
        self.log: list[LogEntry] = []
        self.logging = True
        self.turn = 0
        self.active = 0
        self.phase = "setup"
        self.favor = -1  # seat controlling the Imperial Favor, or -1 (CR "Imperial Favor")
        self.battle: dict[str, Any] | None = None  # the Attack Phase in progress
        self.duel: dict[str, Any] | None = None
        self.result: Result | None = None
        self.steps_this_turn = 0
        self.caps = Caps()
        self.ruleset = "ivory"
        self.decisions = 0
        self._facts_json: tuple[list[Any], list[int]] | None = None  # cache of the save's card facts
        self._statics: tuple[int, int, dict[Any, Any]] | None = None  # cards with continuous traits, by kind
        self._pool: tuple[int, bool, tuple[int, ...]] | None = None  # facts of the card pool (flow.py)
        # while the views of this state are made (view.py `views`): what `statics._sources` found, asked again
        self._frozen: dict[Any, Any] | None = None
        # The ability system (ccg/interp.py): actions and triggered traits in progress (a stack of small
        # dicts), keywords granted by effects (card, keyword, duration), the last duel's outcome, and
        # per-turn counters that card text reads ("the first time this turn").
        self.actions: list[dict[str, Any]] = []
        self.granted: list[tuple[Any, ...]] = []
        self.last_duel: dict[str, Any] | None = None
        self.memo: dict[str, Any] = {}
        self.delayed: list[tuple[Any, ...]] = []  # delayed effects waiting for their moment (interp.After)

    # --------------------------------------------------------------------------------- copying
    def clone(self) -> State:
        s = State.__new__(State)
        s.facts = self.facts
        s.owner = self.owner
        s._facts_json = self._facts_json
        s._statics = self._statics
        s._pool = self._pool
        s._frozen = None
        s.zone = self.zone[:]
        s.controller = self.controller[:]
        s.bowed = self.bowed[:]
        s.dishonored = self.dishonored[:]
        s.face_up = self.face_up[:]
        s.dead = self.dead[:]
        s.attached_to = self.attached_to[:]
        s.location = self.location[:]
        s.resilient_used = self.resilient_used[:]
        s.province_of = self.province_of[:]
        s.attached = self.attached[:]
        s.players = [p.clone() for p in self.players]
        s.rng = self.rng.clone()
        s.stack = self.stack[:]
        s.modifiers = self.modifiers[:]
        s.log = self.log[:]
        s.logging = self.logging
        s.turn, s.active, s.phase, s.favor = self.turn, self.active, self.phase, self.favor
        s.battle = _copy_battle(self.battle)
        s.duel = _copy_battle(self.duel)
        s.result = self.result
        s.steps_this_turn = self.steps_this_turn
        s.caps = self.caps
        s.ruleset = self.ruleset
        s.decisions = self.decisions
        s.actions = [{**a, "slots": dict(a["slots"]), "vars": dict(a["vars"])} for a in self.actions]
        s.granted = self.granted[:]
        s.last_duel = self.last_duel
        s.memo = dict(self.memo) if self.memo else {}
        s.delayed = self.delayed[:]
        return s

    def facts_json(self) -> tuple[list[Any], list[int]]:
        """The save's card facts (each distinct card once) and each instance's index into them; computed
        once and shared by clones, since facts never change (saving is then well under a millisecond)."""
        if self._facts_json is None:
            ids = sorted({f.id for f in self.facts})
            index = {cid: i for i, cid in enumerate(ids)}
            by_id: dict[str, CardFacts] = {}
            for f in self.facts:
                if by_id.setdefault(f.id, f) != f:
                    raise ValueError(f"two different cards share the id {f.id!r}: a save could not tell them "
                                     "apart")
            self._facts_json = ([_facts_json(by_id[c]) for c in ids], [index[f.id] for f in self.facts])
        return self._facts_json

    def to_json(self) -> dict[str, Any]:
        cards, instances = self.facts_json()
        return {
            "cards": cards,
            "instances": instances,
            "owner": self.owner,
            **{k: getattr(self, k) for k in CARD_LISTS},
            "players": [p.to_json() for p in self.players],
            "rng": self.rng.state,
            "stack": [_to_lists(st) for st in self.stack],
            "modifiers": [_to_lists(m) for m in self.modifiers],
            "log": [e.to_json() for e in self.log],
            "logging": self.logging,
            "turn": self.turn, "active": self.active, "phase": self.phase, "favor": self.favor,
            "battle": self.battle, "duel": self.duel,
            "result": self.result.to_json() if self.result else None,
            "steps_this_turn": self.steps_this_turn,
            "caps": [self.caps.max_turns, self.caps.max_steps_per_turn],
            "ruleset": self.ruleset, "decisions": self.decisions,
            "actions": self.actions, "granted": [_to_lists(g) for g in self.granted],
            "last_duel": self.last_duel, "memo": self.memo, "delayed": [_to_lists(x) for x in self.delayed],
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> State:
        s = State()
        cards = [_facts_from_json(c) for c in d["cards"]]
        s.facts = [cards[i] for i in d["instances"]]
        s.owner = list(d["owner"])
        for k in CARD_LISTS:
            setattr(s, k, list(d[k]))
        s.attached = [tuple(a) for a in d["attached"]]
        s.players = [PlayerState.from_json(p) for p in d["players"]]
        s.rng = Rng(0)
        s.rng.state = d["rng"]
        s.stack = [_to_tuples(st) for st in d["stack"]]
        s.modifiers = [_to_tuples(m) for m in d["modifiers"]]
        s.log = [LogEntry.from_json(e) for e in d["log"]]
        s.logging = d["logging"]
        s.turn, s.active, s.phase, s.favor = d["turn"], d["active"], d["phase"], d["favor"]
        s.battle = d["battle"]
        s.duel = d["duel"]
        s.result = Result.from_json(d["result"]) if d["result"] else None
        s.steps_this_turn = d["steps_this_turn"]
        s.caps = Caps(*d["caps"])
        s.ruleset = d["ruleset"]
        s.decisions = d["decisions"]
        s.actions = [_action_from_json(a) for a in d.get("actions", [])]
        s.granted = [_to_tuples(g) for g in d.get("granted", [])]
        s.last_duel = d.get("last_duel")
        s.memo = dict(d.get("memo", {}))
        s.delayed = [_to_tuples(x) for x in d.get("delayed", [])]
        return s

    # --------------------------------------------------------------------------------- helpers
    def n_players(self) -> int:
        return len(self.players)

    def say(self, text: str, visible_to: tuple[int, ...] | None = None, public_text: str | None = None) -> None:
        if self.logging:
            self.log.append(LogEntry(text, visible_to, public_text))

    def title(self, c: int) -> str:
        return self.facts[c].title

    def new_card(self, facts: CardFacts, owner: int, zone: int) -> int:
        """A new card instance. `facts` and `owner` are shared between clones: copy them on write, so a
        card created mid-game (a token Follower) never appears in another clone."""
        cid = len(self.facts)
        self.facts = [*self.facts, facts]
        self.owner = [*self.owner, owner]
        self._facts_json = None
        self._statics = None
        self.zone.append(zone)
        self.controller.append(owner)
        self.bowed.append(False)
        self.dishonored.append(False)
        self.face_up.append(False)
        self.dead.append(False)
        self.attached_to.append(-1)
        self.location.append(HOME)
        self.resilient_used.append(False)
        self.province_of.append(-1)
        self.attached.append(())
        return cid


def _action_from_json(a: dict[str, Any]) -> dict[str, Any]:
    out = {k: _to_tuples(v) for k, v in a.items()}
    out["slots"] = {k: tuple(v) for k, v in a["slots"].items()}
    out["vars"] = dict(a["vars"])
    return out


def _copy_battle(b: dict[str, Any] | None) -> dict[str, Any] | None:
    if b is None:
        return None
    return {k: (v[:] if isinstance(v, list) else v) for k, v in b.items()}


def _to_lists(x: Any) -> Any:
    if isinstance(x, tuple | list):
        return [_to_lists(v) for v in x]
    return x


def _to_tuples(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_to_tuples(v) for v in x)
    return x


@lru_cache(maxsize=8192)
def _facts_json(f: CardFacts) -> dict[str, Any]:
    d = asdict(f)
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in d.items()}


def _facts_from_json(d: dict[str, Any]) -> CardFacts:
    kw: dict[str, Any] = {k: (tuple(v) if isinstance(v, list) else v) for k, v in d.items()}
    return CardFacts(**kw)
