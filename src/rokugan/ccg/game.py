"""The classic CCG as a `rokugan.core.Game`: setup (CR "Start of game" A-F) and the protocol."""

from __future__ import annotations

from typing import Any

from rokugan.catalog.cards import CardFacts
from rokugan.core.decision import Decision, GameOver, IllegalChoice
from rokugan.core.game import Caps, Game, Result

from . import action_start, actions, battle, duel, flow, interp, resolvers, vocab  # noqa: F401  (registers the step handlers)
from . import cards as _cards  # noqa: F401  (fills the card declarations)
from . import primitives as P
from .state import DYN_DECK, FATE_DECK, PREGAME, PlayerState, State

NUM_PROVINCES = 4  # CR "Start of game" D
STARTING_HAND = 5  # CR "Start of game" E
EE_STARTING_HAND = 6  # Emperor Edition "The Hand": "Draw six cards from the top of your Fate deck"
EE_STARTING_HOLDINGS = ("Border Keep", "Bamboo Harvesters")  # EE "Setting Up The Game": not in decks


class DeckSpec:
    """A deck as card facts: stronghold, optional sensei, Dynasty and Fate lists (one entry per copy)."""

    def __init__(self, stronghold: CardFacts, dynasty: list[CardFacts], fate: list[CardFacts],
                 sensei: CardFacts | None = None, stronghold_back: CardFacts | None = None,
                 name: str = "", pregame: list[CardFacts] | None = None) -> None:
        self.pregame = list(pregame or [])  # other Pre-Game cards (Emperor Edition's starting Holdings)
        self.stronghold = stronghold
        self.stronghold_back = stronghold_back
        self.sensei = sensei
        self.dynasty = dynasty
        self.fate = fate
        self.name = name


class CCGGame(Game):
    name = "ccg"

    def __init__(self, state: State, setup: dict[str, Any] | None = None) -> None:
        self.s = state
        self.setup = setup or {}
        self.num_players = len(state.players)
        self._pending: Decision | None = None
        self._fresh = False
        self._view_cards: dict[Any, Any] = {}  # card dictionaries of cards out of play, for `views` (view.py)

    # ----------------------------------------------------------------------------- protocol
    def pending(self) -> Decision | None:
        if not self._fresh:
            self._pending = flow.run(self.s)
            self._fresh = True
        return self._pending

    def choose(self, option_id: str) -> None:
        d = self.pending()
        if d is None:
            raise GameOver("the game is over")
        if not any(o.id == option_id for o in d.options):
            raise IllegalChoice(f"{option_id!r} is not offered; options: {d.ids()}")
        flow.apply(self.s, option_id)
        self._pending = flow.run(self.s)  # advance at once: the state is always at a decision point
        self._fresh = True

    @property
    def result(self) -> Result | None:
        if not self._fresh:
            self.pending()
        return self.s.result

    def clone(self) -> CCGGame:
        g = CCGGame.__new__(CCGGame)
        g.s = self.s.clone()
        g.setup = self.setup
        g.num_players = self.num_players
        g._pending = self._pending
        g._fresh = self._fresh
        # shared: a card out of play shows only its facts and whether it is dead or dishonored, which its cache key
        # holds, so the dictionaries hold for any state of this game, a determinized copy's too
        g._view_cards = self._view_cards
        return g

    def to_json(self) -> dict[str, Any]:
        return {"game": "ccg", "setup": self.setup, "state": self.s.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CCGGame:
        return cls(State.from_json(data["state"]), data.get("setup"))

    def view(self, viewer: int | None) -> dict[str, Any]:
        from .view import view
        return view(self, viewer)

    def views(self, viewers: list[int | None]) -> dict[int | None, dict[str, Any]]:
        """Equal to `view` for each viewer, made with the work shared (the web server's tables; see view.py)."""
        from .view import views
        return views(self, viewers, self._view_cards)

    def log_size(self) -> int:
        return len(self.s.log)

    def determinize(self, viewer: int, rng: Any) -> CCGGame:
        """The hidden parts resampled for `viewer`: the other players' hands with their Fate decks, each Dynasty
        deck with that player's face-down Province cards (hidden even from their owner), and every deck's
        order. Counts, zones and everything face up stay as they are."""
        from .state import DYN_DECK, FATE_DECK, HAND, PROVINCE
        g = self.clone()
        s = g.s
        known = self._seen_in_decks(viewer)  # cards on a deck the viewer is looking at (or looked at, to play one)
        for p in s.players:
            fixed = [c if c in known else -1 for c in p.fate_deck]  # they stay where they are
            if p.seat != viewer:  # hand and Fate deck: one pool the viewer cannot tell apart
                pool = sorted(p.hand + [c for c in p.fate_deck if c not in known])  # canonical order: the result
                rng.shuffle(pool)  # depends on the viewer's knowledge only, never on where the hidden cards are
                k = len(p.hand)
                p.hand, rest = pool[:k], pool[k:]
                for c in p.hand:
                    s.zone[c] = HAND
            else:
                rest = sorted(c for c in p.fate_deck if c not in known)
                rng.shuffle(rest)
            it = iter(rest)
            p.fate_deck = [c if c >= 0 else next(it) for c in fixed]
            for c in p.fate_deck:
                s.zone[c] = FATE_DECK
            slots = [(i, j) for i, pr in enumerate(p.provinces) for j, c in enumerate(pr) if not s.face_up[c]]
            fixed = [c if c in known else -1 for c in p.dyn_deck]
            pool = sorted([p.provinces[i][j] for i, j in slots] + [c for c in p.dyn_deck if c not in known])
            rng.shuffle(pool)
            for (i, j), c in zip(slots, pool[: len(slots)], strict=True):
                p.provinces[i][j] = c
                s.zone[c] = PROVINCE
            it = iter(pool[len(slots):])
            p.dyn_deck = [c if c >= 0 else next(it) for c in fixed]
            for c in p.dyn_deck:
                s.zone[c] = DYN_DECK
        s.rng.state = rng.getrandbits(64) or 1  # future random events are unknown too
        g._fresh = False
        return g

    def _seen_in_decks(self, viewer: int) -> set[int]:
        """Cards in decks that `viewer` knows: those he is looking at or searching now, and those he looked at and
        may play with an additional action ("look at the top three cards of any Fate deck ... play one of them")."""
        s = self.s
        out: set[int] = set()
        for st in s.stack:
            if st[0] == "additional" and st[1] == viewer and len(st) > 5 and st[5]:
                out.update(st[3])
            elif st[0] in ("ab_look", "ab_arrange", "ab_equip_top", "ab_search") \
                    and s.actions[st[1]]["seat"] == viewer:
                out.update(st[2])
                if st[0] == "ab_arrange":
                    out.update(st[3])
        return out

    PHASES = ("straighten", "events", "action", "attack", "dynasty", "end")

    def features(self, seat: int) -> list[float]:
        """Numbers of what `seat` may see (its seat first), for learning programs (rokugan.rl)."""
        from rokugan.catalog import cards as T

        from . import stats
        s = self.s
        out: list[float] = []
        n = len(s.players)
        for q in [seat] + [k for k in range(n) if k != seat]:
            p = s.players[q]
            pers = [c for c in p.home if s.facts[c].type == T.PERSONALITY]
            out += [p.honor / 40, sum(p.province_alive) / 4, len(p.hand) / 10, p.gold_pool / 10, len(pers) / 10,
                    sum(stats.force(s, c) for c in pers if not s.bowed[c]) / 30,
                    sum(stats.force(s, c) for c in pers) / 30,
                    sum(stats.gold_production(s, c) for c in p.home if s.facts[c].type == T.HOLDING) / 20,
                    1.0 if p.dyn_deck else 0.0, 1.0 if p.fate_deck else 0.0,  # not the counts (CR "Game area
                    1.0 if s.favor == q else 0.0,  # knowledge"): whether each deck still has cards
                    1.0 if s.active == q else 0.0]
        out += [s.turn / 100, 1.0 if s.battle else 0.0]
        out += [1.0 if s.phase == ph else 0.0 for ph in self.PHASES]
        return out

    def evaluate(self, seat: int) -> float:
        """1 won, 0 lost; otherwise an estimate from Provinces, Honor, Force in play and Gold Production."""
        res = self.s.result
        if res is not None:
            return 0.5 if not res.winners else (1.0 if seat in res.winners else 0.0)
        import math

        from rokugan.catalog import cards as T

        from . import stats
        s = self.s

        def side(q: int) -> tuple[int, int, int, int]:
            p = s.players[q]
            force = sum(stats.force(s, c) for c in p.home if s.facts[c].type == T.PERSONALITY)
            gp = sum(stats.gold_production(s, c) for c in p.home if s.facts[c].type == T.HOLDING)
            return sum(p.province_alive), p.honor, force, gp

        a = side(seat)
        b = side(1 - seat) if len(s.players) == 2 else max(side(q) for q in range(len(s.players)) if q != seat)
        x = 0.8 * (a[0] - b[0]) + (a[1] - b[1]) / 12 + (a[2] - b[2]) / 10 + (a[3] - b[3]) / 8
        return 0.5 + 0.5 * math.tanh(x / 2)

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        out = []
        for e in self.s.log[start:]:
            t = e.for_viewer(viewer)
            if t is not None:
                out.append(t)
        return out

    def render(self, viewer: int | None) -> str:
        from .render import render
        return render(self, viewer)

    def notes(self, seat: int) -> list[str]:
        """The cards of this seat's deck whose printed abilities the engine does not implement yet."""
        from .abilities import IMPLEMENTED
        s = self.s
        missing: dict[str, None] = {}
        for c in range(len(s.facts)):
            f = s.facts[c]
            if s.owner[c] == seat and f.has_text and f.id not in IMPLEMENTED:
                missing.setdefault(f.title, None)
        if not missing:
            return []
        titles = list(missing)
        return [f"Your deck: {len(titles)} card(s) have printed abilities the engine does not implement yet "
                f"(they play with their stats and keywords): {', '.join(titles[:8])}" + (" …" if len(titles) > 8
                                                                                         else "")]

    def status_line(self, viewer: int | None) -> str | None:
        from .render import compact
        return compact(self, viewer)

    def summary(self, viewer: int | None) -> list[str] | None:
        from .render import summary
        return summary(self, viewer)

    def check_invariants(self) -> None:
        from .invariants import check
        check(self.s)


# --------------------------------------------------------------------------------- setup
def start_game(decks: list[DeckSpec], seed: int, names: list[str] | None = None, ruleset: str = "ivory",
               caps: Caps | None = None, logging: bool = True, setup: dict[str, Any] | None = None) -> CCGGame:
    """CR "Start of game" A-F."""
    s = State()
    s.rng.state = seed & ((1 << 64) - 1)
    s.rng.next64()
    s.ruleset = ruleset
    s.logging = logging
    if caps is not None:
        s.caps = caps
    n = len(decks)
    names = names or [f"Player {i + 1}" for i in range(n)]
    for seat, deck in enumerate(decks):
        p = PlayerState(seat, names[seat])
        s.players.append(p)
        # A. Stronghold and Sensei start in play; Family Honor from Starting Honor, modified by Sensei.
        p.stronghold = s.new_card(deck.stronghold, seat, PREGAME)
        s.face_up[p.stronghold] = True
        p.clan = deck.stronghold.clans[0] if deck.stronghold.clans else None
        if deck.sensei is not None:
            p.sensei = s.new_card(deck.sensei, seat, PREGAME)
            s.face_up[p.sensei] = True
        p.honor = (deck.stronghold.starting_honor or 0) + ((deck.sensei.starting_honor or 0) if deck.sensei else 0)
        dynasty = deck.dynasty
        if ruleset == "emperor":  # EE "Setting Up The Game": the starting Holdings are kept out of the decks
            dynasty = [f for f in dynasty if (f.base_title or f.title) not in EE_STARTING_HOLDINGS]
        for f in dynasty:
            p.dyn_deck.append(s.new_card(f, seat, DYN_DECK))
        for f in deck.fate:
            p.fate_deck.append(s.new_card(f, seat, FATE_DECK))
    # B. The starting player has the highest Family Honor; ties are broken randomly.
    best = max(p.honor for p in s.players)
    tied = [p.seat for p in s.players if p.honor == best]
    first = tied[s.rng.below(len(tied))] if len(tied) > 1 else tied[0]
    s.active = first
    s.memo["went_first"] = first  # Twenty Festivals "Courtesy": "not applied if you went first this game"
    for seat, deck in enumerate(decks):
        if seat != first and deck.stronghold_back is not None:
            # the "going second" side (two-sided Ivory strongholds)
            s.facts[s.players[seat].stronghold] = deck.stronghold_back
            s._facts_json = None
            s._statics = None
    s.say(f"{s.players[first].name} has the highest Family Honor and goes first." if len(tied) == 1
          else f"{s.players[first].name} wins the random tie-break and goes first.")
    if ruleset == "emperor":
        for seat, deck in enumerate(decks):
            _ee_starting_holdings(s, seat, deck, going_first=seat == first)
    # C. Shuffle both decks.  D. Four provinces filled face down.  E. Draw five Fate cards.
    for p in s.players:
        s.rng.shuffle(p.dyn_deck)
        s.rng.shuffle(p.fate_deck)
        p.provinces = [[] for _ in range(NUM_PROVINCES)]
        p.province_alive = [True] * NUM_PROVINCES
        p.province_bonus = [0] * NUM_PROVINCES
        P.refill_all(s, p.seat)
    from .interp import DEFS
    for p in s.players:
        extra = 0
        if p.stronghold >= 0 and s.facts[p.stronghold].id in DEFS:  # "+1 ... starting hand size"
            extra = int(DEFS[s.facts[p.stronghold].id].extra.get("starting_hand", 0))  # type: ignore[call-overload]
        P.draw_fate(s, p.seat, (EE_STARTING_HAND if ruleset == "emperor" else STARTING_HAND) + extra)
    # F. The starting player takes the first turn.
    s.phase = "start"
    s.stack = [("start_turn",)]
    from .triggered import emit
    emit(s, "game_started", -1, first)  # "After all players reveal Strongholds" (The Remote Monastery)
    g = CCGGame(s, setup)
    return g


def _ee_starting_holdings(s: State, seat: int, deck: DeckSpec, going_first: bool) -> None:
    """Emperor Edition "Starting Holdings": each player begins with a 'Border Keep' in play; a player not going
    first also begins with 'Bamboo Harvesters' in play and bowed; the first player keeps it out of the game.
    The versions are the deck's own (its Pre-Game or Dynasty list); a deck without one gets the basic card."""
    from rokugan.catalog.ccg_catalog import Catalog
    chosen = {t: next((f for f in (*deck.pregame, *deck.dynasty) if (f.base_title or f.title) == t), None)
              for t in EE_STARTING_HOLDINGS}
    for title in EE_STARTING_HOLDINGS:
        if title == "Bamboo Harvesters" and going_first:
            continue  # "If you are going first, keep 'Bamboo Harvesters' out of the game."
        f = chosen[title] or Catalog.builtin().get(title.lower().replace(" ", "-"))
        c = s.new_card(f, seat, PREGAME)
        P.enter_play(s, seat, c)
        s.bowed[c] = title == "Bamboo Harvesters"  # "in play and bowed"; the Border Keep unbowed
        s.say(f"{s.players[seat].name} starts with {f.title} in play{' and bowed' if s.bowed[c] else ''}.")


def deck_spec_from_setup(spec: Any, ruleset: str = "ivory") -> DeckSpec:
    """A setup's deck: "builtin:<clan>" (the built-in deck of the rule set: the Ivory starters, or the Emperor
    Edition base-set decks), "builtin:emperor:<clan>" / "builtin:ivory:<clan>", or deck-list JSON."""
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import DeckList
    cat = Catalog.builtin()
    if isinstance(spec, str):
        if spec.startswith("builtin:"):
            from .builtin_decks import builtin_deck
            rest = spec.split(":", 1)[1]
            edition, _, clan = rest.rpartition(":")
            dl = builtin_deck(clan, edition=edition or ("emperor" if ruleset == "emperor" else "ivory"))
        else:
            raise ValueError(f"unknown deck spec {spec!r}")
    else:
        dl = DeckList.from_json(spec) if hasattr(DeckList, "from_json") else DeckList(**spec)
    return deck_spec_from_list(dl, cat)


def deck_spec_from_list(dl: Any, cat: Any) -> DeckSpec:
    sh = cat.get(dl.stronghold)
    back = cat.back(sh.id)
    sensei = cat.get(dl.sensei) if dl.sensei else None
    dyn = [cat.get(cid) for n, cid in dl.dynasty for _ in range(n)]
    fate = [cat.get(cid) for n, cid in dl.fate for _ in range(n)]
    pregame = [cat.get(cid) for cid in getattr(dl, "pregame", ())]
    return DeckSpec(sh, dyn, fate, sensei, back, getattr(dl, "name", ""), pregame)


def new_game(setup: dict[str, Any], seed: int) -> CCGGame:
    """Registry factory. setup: {"decks": ["builtin:crab", {...deck json...}], "names": [...],
    "ruleset": "ivory"|"emperor", "max_turns": int, "logging": bool}."""
    decks = [deck_spec_from_setup(d, setup.get("ruleset", "ivory")) for d in setup["decks"]]
    caps = Caps(setup.get("max_turns", 200), setup.get("max_steps_per_turn", 5000))
    return start_game(decks, seed, setup.get("names"), setup.get("ruleset", "ivory"), caps,
                      setup.get("logging", True), setup)


def unimplemented_text(deck: DeckSpec) -> list[str]:
    """Titles in the deck whose printed text the engine does not implement yet (reported, never silent).
    Card abilities are encoded in a later issue; today every card plays with its stats and keywords."""
    from .abilities import IMPLEMENTED
    seen: dict[str, None] = {}
    for f in [deck.stronghold, *( [deck.sensei] if deck.sensei else []), *deck.dynasty, *deck.fate]:
        if f.has_text and f.id not in IMPLEMENTED:
            seen.setdefault(f.title, None)
    return list(seen)


__all__ = ["CCGGame", "DeckSpec", "new_game", "start_game"]
