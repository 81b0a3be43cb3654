"""A small scenario harness for rules tests: start a game from synthetic decks with a fixed seed, then
put specific cards into hand / provinces / play by editing the State lists consistently, set Honor,
push the rules flow into a given phase (by setting ``s.stack``) and answer decisions by option id.

Every card a scenario adds is a *new* instance (``State.new_card``) so tests never depend on which
random cards the shuffle dealt. ``check()`` runs the engine's invariants after each choice.
"""

from __future__ import annotations

from typing import Any

from rokugan.catalog import cards as T
from rokugan.catalog.cards import CardFacts
from rokugan.ccg import primitives as P
from rokugan.ccg.game import CCGGame, DeckSpec, start_game
from rokugan.ccg.state import (
    DYN_DECK,
    DYN_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    HOME,
    PLAY,
    PROVINCE,
    State,
)
from rokugan.core.decision import Decision

from .helpers import card, follower, holding, item, personality, strategy, stronghold

__all__ = ["Scenario", "card", "deck", "follower", "holding", "item", "personality", "strategy", "stronghold"]


def deck(clan: str = "Crab", honor: int = 5, gp: int = 5, ps: int = 6, sensei: CardFacts | None = None,
         n_dyn: int = 30, n_fate: int = 30, tag: str = "") -> DeckSpec:
    """A bland deck whose every distinct card has a distinct id (safe for save/load round trips):
    cheap unaligned 0-HR filler Personalities and Holdings, and 0-focus Strategies."""
    t = tag or clan
    dyn: list[CardFacts] = []
    for i in range(n_dyn):
        if i % 2:
            dyn.append(holding(f"{t} Farm {i}", gold=1, cost=9))
        else:
            dyn.append(personality(f"{t} Filler {i}", f=1, c=1, cost=9, hr=None, ph=0, clan=None,
                                   keywords=()))
    fate = [strategy(f"{t} Scroll {i}", focus=0) for i in range(n_fate)]
    return DeckSpec(stronghold(clan, honor, gp, ps), dyn, fate, sensei)


class Scenario:
    """Wraps a CCGGame. Seat 0 is Crab, seat 1 is Crane unless decks are given."""

    def __init__(self, seed: int = 7, decks: list[DeckSpec] | None = None, ruleset: str = "ivory",
                 empty_hands: bool = True, **kw: Any) -> None:
        self.g: CCGGame = start_game(decks or [deck("Crab", 5), deck("Crane", 5)], seed, ruleset=ruleset, **kw)
        self.s: State = self.g.s
        if empty_hands:
            for p in self.s.players:
                for c in list(p.hand):
                    self._to_deck_bottom(c)

    # ------------------------------------------------------------------ board editing
    def _touch(self) -> None:
        self.g._fresh = False  # the engine caches the pending decision; state edits invalidate it
        self.s._statics = None  # tests may replace a card's facts in place
        self.s._facts_json = None

    def _to_deck_bottom(self, c: int) -> None:
        s = self.s
        p = s.players[s.owner[c]]
        if s.zone[c] == HAND:
            p.hand.remove(c)
        elif s.zone[c] == PROVINCE:
            P.leave_province(s, c)
        if s.facts[c].deck == "dynasty":
            s.zone[c] = DYN_DECK
            p.dyn_deck.append(c)
        else:
            s.zone[c] = FATE_DECK
            p.fate_deck.append(c)
        s.face_up[c] = False
        self._touch()

    def hand(self, seat: int, facts: CardFacts) -> int:
        s = self.s
        c = s.new_card(facts, seat, HAND)
        s.players[seat].hand.append(c)
        self._touch()
        return c

    def province(self, seat: int, i: int, facts: CardFacts | None, face_up: bool = True) -> int:
        """Replace province i's contents by a new card (or leave it empty with facts None)."""
        s = self.s
        for c in list(s.players[seat].provinces[i]):
            self._to_deck_bottom(c)
        if facts is None:
            return -1
        c = s.new_card(facts, seat, PROVINCE)
        s.face_up[c] = face_up
        s.players[seat].provinces[i].append(c)
        self._touch()
        return c

    def empty_provinces(self, seat: int) -> None:
        """Face-up dull Holdings nobody can afford (cost 99) in every province: keeps option lists small."""
        for i in range(len(self.s.players[seat].provinces)):
            if self.s.players[seat].province_alive[i]:
                self.province(seat, i, holding(f"Ruin {seat}{i}", gold=0, cost=99))

    def play(self, seat: int, facts: CardFacts, bowed: bool = False, dishonored: bool = False,
             location: int = HOME) -> int:
        """Put a new non-attachment card into play under `seat`'s control."""
        s = self.s
        c = s.new_card(facts, seat, PLAY)
        s.face_up[c] = True
        s.bowed[c] = bowed
        s.dishonored[c] = dishonored
        s.location[c] = location
        s.players[seat].home.append(c)
        self._touch()
        return c

    def attach(self, facts: CardFacts, personality_id: int, bowed: bool = False) -> int:
        s = self.s
        seat = s.controller[personality_id]
        c = s.new_card(facts, seat, PLAY)
        s.face_up[c] = True
        s.bowed[c] = bowed
        s.attached_to[c] = personality_id
        s.location[c] = s.location[personality_id]
        s.attached[personality_id] = (*s.attached[personality_id], c)
        self._touch()
        return c

    def honor(self, seat: int, n: int) -> None:
        self.s.players[seat].honor = n
        self._touch()

    def bow_stronghold(self, seat: int) -> None:
        self.s.bowed[self.s.players[seat].stronghold] = True
        self._touch()

    # ------------------------------------------------------------------ flow
    STACKS = {
        "start": [("start_turn",)],
        "action": [("end_turn",), ("dynasty_phase",), ("attack_choice",), ("action_phase",)],
        "attack": [("end_turn",), ("dynasty_phase",), ("attack_choice",)],
        "dynasty": [("end_turn",), ("dynasty_phase",)],
        "end": [("end_turn",)],
    }

    def goto(self, phase: str, active: int = 0, turn: int = 3, first_turn: bool = False) -> Decision | None:
        """Put the flow at the start of `phase` of `active`'s turn ("start" runs start_turn itself)."""
        s = self.s
        s.active = active
        s.turn = turn - 1 if phase == "start" else turn
        s.phase = phase
        s.battle = None
        s.duel = None
        for p in s.players:
            p.used = []
            p.gold_pool = 0
            p.turns_taken = 0 if first_turn else max(p.turns_taken, 1)
        s.stack = list(self.STACKS[phase])
        self._touch()
        return self.pending

    @property
    def pending(self) -> Decision | None:
        return self.g.pending()

    def ids(self) -> list[str]:
        d = self.pending
        assert d is not None, "the game is over"
        return d.ids()

    def who(self) -> int:
        d = self.pending
        assert d is not None
        return d.player

    def kind(self) -> str:
        d = self.pending
        assert d is not None
        return d.kind

    auto_pass_interrupts = True  # pass Interrupt rounds where "pass" is the only option (False: see them)
    auto_pass_ring_windows = True  # a Ring's condition met without such a Ring in hand: "no" is forced

    def choose(self, *option_ids: str) -> Decision | None:
        for oid in option_ids:
            self.g.choose(oid)
            self.g.check_invariants()
            if self.auto_pass_ring_windows:
                self.pass_forced_ring_windows()
            if self.auto_pass_interrupts:
                self.pass_forced_interrupts()
                if self.auto_pass_ring_windows:
                    self.pass_forced_ring_windows()
        return self.pending

    def pass_forced_ring_windows(self) -> None:
        """A Ring's condition met by a player who holds no such Ring: "no" is the only answer (CR "Ring")."""
        while (d := self.g.pending()) is not None and self.s.stack[-1][0] == "hand_window" and d.ids() == ["no"]:
            self.g.choose("no")
            self.g.check_invariants()

    def in_interrupt_round(self) -> bool:
        st = self.s.stack
        return bool(st) and st[-1][0] == "round" and st[-1][1] == "interrupt"

    def pass_forced_interrupts(self) -> None:
        """CR "Action Sequence" C opens an Interrupt round after every action's costs; where a player has
        no Interrupt to play, "pass" is the only option."""
        while (d := self.g.pending()) is not None and self.in_interrupt_round() and d.ids() == ["pass"]:
            self.g.choose("pass")
            self.g.check_invariants()

    def pass_interrupts(self) -> None:
        """Everybody passes the current Interrupt round."""
        while self.g.pending() is not None and self.in_interrupt_round():
            self.g.choose("pass")
            self.g.check_invariants()

    def pass_round(self) -> None:
        """Everybody passes until the current action round ends."""
        d = self.pending
        start = (len(self.s.stack), self.s.phase)
        while d is not None and d.kind == "action" and (len(self.s.stack), self.s.phase) == start:
            self.choose("pass")
            d = self.pending

    def pay_with(self, *cards: int) -> None:
        for c in cards:
            self.choose(f"gold:{c}")

    def attack(self, assign_attack: dict[int, int] | None = None,
               assign_defend: dict[int, int] | None = None, defender: int = 1) -> None:
        """From the Attack Phase choice: declare, assign (card -> province index) for both sides."""
        assert self.kind() == "attack", self.pending
        attacker = self.who()
        self.choose(f"attack:{defender}")
        for c, bf in (assign_attack or {}).items():
            self.choose(f"assign:{c}:{bf}")
        if self.kind() == "assign" and self.who() == attacker:
            self.choose("done")
        for c, bf in (assign_defend or {}).items():
            self.choose(f"assign:{c}:{bf}")
        if self.pending is not None and self.kind() == "assign" and self.who() == defender:
            self.choose("done")

    def fight(self, bf: int) -> None:
        """Choose battlefield bf if asked, then let both players pass the Engage and Combat rounds."""
        if self.kind() == "battle":
            self.choose(f"battle:{bf}")
        assert self.s.battle is not None and self.s.battle["current"] == bf, self.s.battle
        for _ in range(2):
            self.pass_round()

    def to_battle(self, bf: int) -> None:
        """After the Maneuvers: choose battlefield bf (if asked); the Engage round starts."""
        if self.kind() == "battle":
            self.choose(f"battle:{bf}")
        assert self.s.battle is not None and self.s.battle["current"] == bf

    def attack_and_fight(self, att: dict[int, int], dfd: dict[int, int], bf: int = 0) -> None:
        """Attack with active seat 0, then pass the Engage and Combat rounds of the battle at bf."""
        self.goto("attack", active=0)
        self.attack(att, dfd)
        self.to_battle(bf)
        self.pass_round()
        self.pass_round()

    def finish_attack(self) -> None:
        """Pass every remaining round and pick battlefields in order until the Attack Phase ends."""
        while self.s.battle is not None and self.pending is not None:
            if self.kind() == "battle":
                self.choose(self.ids()[0])
            elif self.kind() == "action":
                self.choose("pass")
            else:
                raise AssertionError(f"unexpected decision {self.pending}")

    def log(self) -> list[str]:
        return self.g.log_lines(None)


def in_play(s: State, c: int) -> bool:
    return s.zone[c] == PLAY


def discarded(s: State, c: int) -> bool:
    return s.zone[c] in (DYN_DISCARD, FATE_DISCARD)


__all__ += ["T", "discarded", "in_play"]
