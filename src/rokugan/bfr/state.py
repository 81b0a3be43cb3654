"""The whole Battle for Rokugan state as flat lists (BfR §21 "Suggested state").

Combat tokens are numbered ``t = seat * 27 + k`` (k indexes `data.clan_tokens`). A token's number is
never shown to a player who may not know what it is: views and options name a face-down token on the
board by its public placement number (``seq``) instead.
"""

from __future__ import annotations

from typing import Any, Final

from rokugan.core.game import LogEntry, Result
from rokugan.core.rng import Rng

from . import board as B
from . import data as D
from .rules import RulesOptions

# where a combat token is
# (Final literals: the compiled engine uses the numbers themselves)
POOL: Final = 0
HAND: Final = 1
BOARD: Final = 2
DISCARD: Final = 3
ASIDE: Final = 4
WHERE_NAMES = ["pool", "hand", "board", "discard", "set aside"]
ON_TOKEN: Final = 1000  # position code of a blessing: ON_TOKEN + the token it sits on
PLACED_ATTACK: Final = 1  # State.placed bits (BfR §7.6 (b), (c))
PLACED_DEFENSE: Final = 2

_FLAT = ["where", "pos", "target", "up", "known", "seq", "slot_tok", "ctrl", "n_down", "n_up", "supply",
         "special", "special_supply", "tspace", "played", "objective", "scouts", "shugenja", "ronin",
         "peek_used", "spy_locked", "skipped", "initiative", "defended", "placed", "placed_log", "initiative_drawn"]
_NESTED = ["pools", "hands", "discards", "centre", "tcards", "objectives_dealt"]


class State:
    __slots__ = ("n", "clans", "names", "rules", "rng", "round", "phase", "first", "fp_holder", "fp_used",
                 "kind", "strength", "where", "pos", "target", "up", "known", "seq", "seq_counter",
                 "pools", "hands", "discards", "slot_tok", "centre", "ctrl", "n_down", "n_up", "supply",
                 "special", "special_supply", "harbor", "tspace", "played", "tcards", "objectives_dealt",
                 "objective", "scouts", "shugenja", "ronin", "peek_used", "spy_locked", "skipped",
                 "initiative", "defended", "placed", "placed_log", "initiative_drawn", "steps", "log", "logging",
                 "result", "steps_taken", "max_steps",
                 "unicorn_swapped", "slot_version", "loc_cache")

    def __init__(self, clans: list[str], names: list[str], rules: RulesOptions, seed: int,
                 blank: bool = False) -> None:
        if blank:  # (`clone` sets every field; compiled by mypyc, `State.__new__(State)` would run __init__)
            return
        n = len(clans)
        self.n = n
        self.clans = clans
        self.names = names
        self.rules = rules
        self.rng = Rng(seed)
        self.round = 0
        self.phase = "setup"
        self.first = 0
        self.fp_holder = -1
        self.fp_used = False
        self.kind: list[int] = []
        self.strength: list[int] = []
        for c in clans:
            for k, s in D.clan_tokens(c):
                self.kind.append(k)
                self.strength.append(s)
        nt = len(self.kind)
        self.where = [POOL] * nt
        self.pos = [-1] * nt
        self.target = [-1] * nt
        self.up = [False] * nt
        self.known = [0] * nt  # bitmask of seats (besides the owner) who know this face-down token
        self.seq = [-1] * nt
        self.seq_counter = 0
        self.pools: list[list[int]] = [[p * D.TOKENS_PER_CLAN + k for k in range(D.BLUFF_INDEX)] for p in range(n)]
        self.hands: list[list[int]] = [[p * D.TOKENS_PER_CLAN + D.BLUFF_INDEX] for p in range(n)]
        for p in range(n):
            self.where[p * D.TOKENS_PER_CLAN + D.BLUFF_INDEX] = HAND
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.slot_tok = [-1] * B.N_SLOTS
        self.centre: list[list[int]] = [[] for _ in range(B.N_PROV)]
        self.ctrl = [-1] * B.N_PROV
        self.n_down = [0] * B.N_PROV
        self.n_up = [0] * B.N_PROV
        self.supply = [D.CONTROL_TOKENS] * n
        self.special = [D.NONE] * B.N_PROV
        self.special_supply = list(D.SPECIAL_SUPPLY)
        self.harbor = -1
        self.tspace = [-1] * B.N_TERR  # the face-down card on each territory's space, or -1
        self.played: list[int] = []
        self.tcards: list[list[int]] = [[] for _ in range(n)]
        self.objectives_dealt: list[list[int]] = [[] for _ in range(n)]
        self.objective = [-1] * n
        self.scouts = [2] * n
        self.shugenja = [1] * n
        self.ronin = [False] * n
        self.peek_used = [False] * n
        self.spy_locked = [False] * n
        self.skipped = [False] * n
        self.initiative: list[str] = []
        self.defended = [False] * B.N_PROV  # a face-up token was gained here this round (§7.6)
        # §7.6 [IMPL]: per province this round, PLACED_ATTACK | PLACED_DEFENSE as recorded at placement
        self.placed = [0] * B.N_PROV
        # every placement this round as (token * 64 + province) * 64 + `primitives.placement_bits`, and the
        # initiative cards revealed so far (both public in what they say, kept for determinizations)
        self.placed_log: list[int] = []
        self.initiative_drawn: list[str] = []
        self.steps: list[tuple[Any, ...]] = []
        self.log: list[LogEntry] = []
        self.logging = True
        self.result: Result | None = None
        self.steps_taken = 0
        self.max_steps = 20000
        self.unicorn_swapped = False
        # speed only, never saved: bumped whenever a border slot fills or empties, and the placement options
        # built for that board (phases.location_options)
        self.slot_version = 0
        self.loc_cache: tuple[Any, Any] | None = None

    # ------------------------------------------------------------------ helpers
    def owner(self, t: int) -> int:
        return t // D.TOKENS_PER_CLAN

    def bluff_of(self, p: int) -> int:
        return p * D.TOKENS_PER_CLAN + D.BLUFF_INDEX

    def seat_of(self, clan: str) -> int:
        return self.clans.index(clan) if clan in self.clans else -1

    def emit(self, text: str, visible_to: tuple[int, ...] | None = None, public_text: str | None = None) -> None:
        if self.logging:
            self.log.append(LogEntry(text, visible_to, public_text))

    def provinces_of(self, p: int) -> list[int]:
        return [q for q in range(B.N_PROV) if self.ctrl[q] == p]

    def tokens_on_board(self, p: int) -> int:
        return sum(self.n_down[q] + self.n_up[q] for q in range(B.N_PROV) if self.ctrl[q] == p)

    def blessings_on(self, t: int) -> list[int]:
        code = ON_TOKEN + t
        o = self.owner(t) * D.TOKENS_PER_CLAN
        pos = self.pos
        # a player's blessings are tokens 21, 22 and (Dragon, Phoenix) the unique 25
        return [b for b in (o + 21, o + 22, o + 25) if pos[b] == code]

    def board_tokens(self) -> list[int]:
        """Every combat token on the board that is not a blessing, in placement order."""
        toks = [t for t in self.slot_tok if t >= 0]
        for c in self.centre:
            toks += c
        toks.sort(key=self.seq.__getitem__)
        return toks

    def by_seq(self, seq: int) -> int:
        for t in range(len(self.kind)):
            if self.seq[t] == seq and self.where[t] == BOARD:
                return t
        return -1

    # ------------------------------------------------------------------ copy and JSON
    def clone(self) -> State:
        """An independent copy (shared: what never changes in place, the token tables and the rules).
        Every attribute is written out: a search clones thousands of times a second."""
        s = State(self.clans, self.names, self.rules, 0, blank=True)
        s.n = self.n
        s.clans = self.clans
        s.names = self.names
        s.rules = self.rules
        s.round = self.round
        s.phase = self.phase
        s.first = self.first
        s.fp_holder = self.fp_holder
        s.fp_used = self.fp_used
        s.kind = self.kind
        s.strength = self.strength
        s.seq_counter = self.seq_counter
        s.harbor = self.harbor
        s.logging = self.logging
        s.result = self.result
        s.steps_taken = self.steps_taken
        s.max_steps = self.max_steps
        s.unicorn_swapped = self.unicorn_swapped
        s.slot_version = self.slot_version
        s.loc_cache = self.loc_cache
        s.rng = Rng(0)
        s.rng.state = self.rng.state
        s.where = self.where[:]
        s.pos = self.pos[:]
        s.target = self.target[:]
        s.up = self.up[:]
        s.known = self.known[:]
        s.seq = self.seq[:]
        s.slot_tok = self.slot_tok[:]
        s.ctrl = self.ctrl[:]
        s.n_down = self.n_down[:]
        s.n_up = self.n_up[:]
        s.supply = self.supply[:]
        s.special = self.special[:]
        s.special_supply = self.special_supply[:]
        s.tspace = self.tspace[:]
        s.played = self.played[:]
        s.objective = self.objective[:]
        s.scouts = self.scouts[:]
        s.shugenja = self.shugenja[:]
        s.ronin = self.ronin[:]
        s.peek_used = self.peek_used[:]
        s.spy_locked = self.spy_locked[:]
        s.skipped = self.skipped[:]
        s.initiative = self.initiative[:]
        s.defended = self.defended[:]
        s.placed = self.placed[:]
        s.placed_log = self.placed_log[:]
        s.initiative_drawn = self.initiative_drawn[:]
        s.pools = [x[:] for x in self.pools]
        s.hands = [x[:] for x in self.hands]
        s.discards = [x[:] for x in self.discards]
        s.centre = [x[:] for x in self.centre]
        s.tcards = [x[:] for x in self.tcards]
        s.objectives_dealt = [x[:] for x in self.objectives_dealt]
        s.steps = self.steps[:]
        s.log = self.log[:]
        return s

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in (
            "n", "clans", "names", "round", "phase", "first", "fp_holder", "fp_used", "seq_counter", "harbor",
            "logging", "steps_taken", "max_steps", "unicorn_swapped", *_FLAT, *_NESTED)}
        d["rules"] = self.rules.to_json()
        d["rng"] = self.rng.state
        d["steps"] = [list(st) for st in self.steps]
        d["log"] = [e.to_json() for e in self.log]
        d["result"] = self.result.to_json() if self.result else None
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> State:
        s = State(list(d["clans"]), list(d["names"]), RulesOptions.from_json(d["rules"]), 0)
        for name in ("n", "round", "phase", "first", "fp_holder", "fp_used", "seq_counter", "harbor", "logging",
                     "steps_taken", "max_steps", "unicorn_swapped"):
            setattr(s, name, d[name])
        for name in _FLAT:
            if name in d:  # ("placed" is absent from games saved before RULES.md Revision 2)
                setattr(s, name, list(d[name]))
        for name in _NESTED:
            setattr(s, name, [list(x) for x in d[name]])
        s.rng.state = d["rng"]
        s.steps = [tuple(st) for st in d["steps"]]
        s.log = [LogEntry.from_json(e) for e in d["log"]]
        s.result = Result.from_json(d["result"]) if d["result"] else None
        return s
