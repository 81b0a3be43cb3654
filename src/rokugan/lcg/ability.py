"""The LCG's ability interpreter: card declarations (`lcg/sets/*`) run on the rules flow of `lcg.engine`.

- Action abilities (RR "Actions") are offered in action windows, with the cards played from hand; reactions
  (RR "Reactions") in the reaction window that opens after their triggering condition resolves, the first player
  first, alternating until both pass consecutively (Appendix I "Triggering Condition" 5-6; forced reactions
  resolve first). Triggering conditions are named events the engine raises (`fire`); the window opens once the
  step that raised them is done, and after an ability has resolved completely when an ability raised them.
- Initiating (RR "Initiating Abilities/Playing Cards"): check the play restrictions, the limit and that eligible
  targets exist and the cost can be paid; pay the costs; choose the targets; resolve the effects in order.
- Limits (RR "Limit X per [period]", "Max X per [period]"): each triggered ability once per round unless it says
  otherwise; "Max" counts every copy by title for its controller.
- Constant abilities (RR "Constant Abilities") are read by the rules where they apply (skill, participation,
  keywords); lasting effects (RR "Lasting Effects") are records with an expiry (end of conflict, phase, round).

State kept for abilities (in `State`, cloned and saved with it): `ctxs` (the abilities resolving, by id),
`used` (limit counters), `lasting`, `pending_ev` (triggering conditions waiting for their reaction window).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from rokugan.ability.words import CardDef, Compound, Cond, If, May, OneOf, Ref, Sel, Static, Target, Word
from rokugan.core.decision import Decision, Option

from . import conflict as LC
from . import engine as E
from . import plan as P
from . import primitives as LP
from . import round as LR
from . import vocab as V

_PLAN_GEN: Final = P._GEN  # (the declarations' generation, bumped in place by `plan.clear`)
_CANNOT: Final = V.Cannot  # (the words `_cannots` and `skill_mod` ask for, read once)
_SKILL_BONUS: Final = V.SkillBonus

# ---------------------------------------------------------------------------------------------- the card table
DEFS: Final[dict[str, CardDef]] = {}


def card(title: str, *parts: Word, reminder: bool = False, partial: str = "", attach: Sel | None = None,
         **extra: Any) -> CardDef:
    """Declare a card: its abilities (LAbility) and constant abilities (Static), by title."""
    abilities = tuple(p for p in parts if isinstance(p, V.LAbility))
    traits = tuple(p for p in parts if not isinstance(p, V.LAbility))
    if attach is not None:
        traits = (Static(V.HOST, V.AttachRestriction(attach)), *traits)
        extra["attach"] = attach
    d = CardDef(title, abilities, traits, reminder=reminder, partial=partial, extra=extra)  # type: ignore[arg-type]
    if title in DEFS:
        raise ValueError(f"{title!r} is declared twice")
    DEFS[title] = d
    _index(d)
    return d


STATIC_TITLES: Final[set[str]] = set()  # (Final: compiled, read from a C static)
EXTRA_USE_TITLES: set[str] = set()  # attachments granting an additional use of triggered abilities
GLORY_TITLES: set[str] = set()  # titles with a constant glory modifier
STATIC_BY_TITLE: Final[dict[str, tuple[Static, ...]]] = {}  # the constant abilities the rules read, by title
ACTION_TITLES: set[str] = set()
REACT_TITLES: dict[str, set[str]] = {}  # triggering condition -> titles with a reaction to it
TRIGGER_NAMES: set[str] = set()
HAND_TRIGGERS: set[str] = set()  # triggering conditions an event in hand can answer (prompts must not reveal it)
HAND_REACTORS: set[str] = set()  # cards other than events with a reaction used from hand (Vengeful Oathkeeper)
HAND_EVENTS: dict[str, set[str]] = {}  # triggering condition -> events (played from hand) that use it
FORCED_NAMES: set[tuple[tuple[str, ...], str]] = set()  # (designators, triggering condition) of forced abilities
CANCELS: set[str] = set()  # imminent conditions some "cancel" interrupt answers
NON_CANCELS: set[str] = set()  # imminent conditions some other interrupt answers


def is_cancel(ab: Any) -> bool:
    """An interrupt whose effect cancels the imminent effect (RR "Cancel")."""
    return any(isinstance(w, V.Cancel) for w in ab.steps)


def _index(d: CardDef) -> None:
    sts = tuple(t for t in d.traits if isinstance(t, Static) and not isinstance(t.effect, V.AttachRestriction))
    if sts:
        STATIC_TITLES.add(d.title)
        STATIC_BY_TITLE[d.title] = sts
        if any(isinstance(x.effect, V.SkillBonus) and x.effect.glory for x in sts):
            GLORY_TITLES.add(d.title)
    if any(a.designators == ("Action",) for a in d.abilities):
        ACTION_TITLES.add(d.title)
    P.clear()
    if any(isinstance(x.effect, V.ExtraUses) for x in sts):
        EXTRA_USE_TITLES.add(d.title)
    from .cards import by_title
    try:
        f = by_title(d.title)
    except KeyError:
        f = None
    for a in d.abilities:
        if a.trigger is not None:
            if getattr(a, "forced", False):
                FORCED_NAMES.add((a.designators, a.trigger.args[0]))
            if a.designators == ("Interrupt",):
                INTERRUPT_TITLES.setdefault(a.trigger.args[0], set()).add(d.title)
                (CANCELS if is_cancel(a) else NON_CANCELS).add(a.trigger.args[0])
            else:
                TRIGGER_NAMES.add(a.trigger.args[0])
                REACT_TITLES.setdefault(a.trigger.args[0], set()).add(d.title)
            if f is not None and (f.type == "event" or getattr(a, "from_hand", False)):
                HAND_TRIGGERS.add(a.trigger.args[0])
                HAND_EVENTS.setdefault(a.trigger.args[0], set()).add(d.title)
                if f.type != "event":
                    HAND_REACTORS.add(d.title)


def abilities_of(s: E.State, c: int) -> tuple[Any, ...]:
    """A card's abilities: its own, then any it gained until the end of a period (Togashi Yokuni: a lasting record
    ["gain", card, title, index, until])."""
    k = s.caches
    by_card = k.abilities
    if by_card is None or k.abilities_n != len(s.facts) or k.abilities_defs != (_PLAN_GEN[0] << 20) + len(DEFS):
        by_card = _printed_abilities(s)
    own = by_card[c]
    if not s.lasting:
        return own
    gained = tuple(DEFS[x[2]].abilities[x[3]] for x in s.lasting if x[0] == "gain" and x[1] == c)
    return own + gained if gained else own


def _printed_of(s: E.State, c: int) -> tuple[Any, ...]:
    """A card's own abilities (`abilities_of` without those it gained)."""
    k = s.caches
    by_card = k.abilities
    if by_card is None or k.abilities_n != len(s.facts) or k.abilities_defs != (_PLAN_GEN[0] << 20) + len(DEFS):
        by_card = _printed_abilities(s)
    return by_card[c]


def _printed_abilities(s: E.State) -> list[tuple[Any, ...]]:
    """Each card's own abilities, by card (kept with the state, `State.caches`, for these cards, this generation of the
    declarations, which `plan.clear` bumps when a card is declared, and their number)."""
    k = s.caches
    out: list[tuple[Any, ...]] = []
    for f in s.facts:
        d = DEFS.get(f.title)
        out.append(d.abilities if d is not None else ())
    k.abilities, k.abilities_n, k.abilities_defs = out, len(s.facts), (_PLAN_GEN[0] << 20) + len(DEFS)
    return out


def ctx_ability(s: E.State, ctx: dict[str, Any]) -> Any:
    """The ability an ability context resolves (a gained one by the card and index it was gained from: RR "Initiating
    Abilities": once initiated, an ability resolves even if its card leaves play and loses what it gained)."""
    g = ctx.get("gained")
    if g is not None:
        return DEFS[g[0]].abilities[g[1]]
    c: int = ctx["card"]
    i: int = ctx["i"]
    if s.lasting:  # (`abilities_of` is the card's own, then those it gained: one of its own read without the others)
        k = s.caches
        by_card = k.abilities
        if by_card is not None and k.abilities_n == len(s.facts) and \
                k.abilities_defs == (_PLAN_GEN[0] << 20) + len(DEFS):
            own = by_card[c]
            if 0 <= i < len(own):
                return own[i]
    return abilities_of(s, c)[i]


def definition(s: E.State, c: int) -> CardDef | None:
    return DEFS.get(s.facts[c].title)


def load() -> None:
    """Declare every set's cards (each module of `lcg/sets` registers its cards; modules of new words register
    their interpretations when they are imported)."""
    import importlib
    import pkgutil

    from . import sets
    for m in sorted(pkgutil.iter_modules(sets.__path__), key=lambda m: m.name):
        importlib.import_module(f"{sets.__name__}.{m.name}")


# ---------------------------------------------------------------------------------------------- in play
_GAME_TITLES: Final[list[tuple[list[Any], int, frozenset[str]]]] = []  # the last games' (facts, cards, their titles)


def game_titles(s: E.State) -> frozenset[str]:
    """The titles of all the cards of a game (its `facts`, shared by its clones): a card whose title is not among them
    is nowhere in it, so a window no such title answers needs no card looked at."""
    k = s.caches
    mine = k.titles
    if mine is not None and k.titles_n == len(s.facts):
        return mine
    got = _game_titles(s)
    k.titles, k.titles_n = got, len(s.facts)
    return got


def _game_titles(s: E.State) -> frozenset[str]:
    facts, m = s.facts, len(s.facts)
    for f, j, got in _GAME_TITLES:
        if f is facts and j == m:
            return got
    got = frozenset(x.title for x in facts)
    _GAME_TITLES.insert(0, (facts, m, got))
    del _GAME_TITLES[4:]
    return got


def in_play_sources(s: E.State) -> list[tuple[int, int]]:
    """(card, controller) for each card in play whose text could be active: characters, attachments, strongholds,
    faceup provinces and faceup holdings (RR "In Play and Out of Play")."""
    q = s.caches.q  # (`remembered`, typed)
    if q is None:
        return _in_play_sources(s)
    got = q.srcs
    if got is None:
        got = q.srcs = _in_play_sources(s)
    return got


def in_game(s: E.State, titles: frozenset[str]) -> tuple[frozenset[str], tuple[bool, bool, bool, bool]]:
    """Of these titles (an index's set: `plan.answering`), those that cards of this game have, and where in play cards
    of those titles can be (`plan.places` of them): a window asks only the cards that can answer it in this game (a
    title no card of the game has is nowhere in it; an event is never in play). Kept with the state (a cache, never
    saved or cloned)."""
    k = s.caches
    d = k.in_game
    if d is None or k.in_game_titles_n != len(s.facts):
        d = k.in_game = {}
        k.in_game_titles_n = len(s.facts)
    got = d.get(titles)
    if got is None:
        sub = titles & game_titles(s)
        got = d[titles] = (sub, P.places_of(sub))
    return got


def in_game_cards(s: E.State, titles: frozenset[str]) -> tuple[frozenset[int], tuple[bool, bool, bool, bool]]:
    """`in_game`, with the cards of this game that have one of these titles instead of the titles (a card is one of
    them exactly when its title is among these titles). Kept with the state (a cache, never saved or cloned)."""
    k = s.caches
    d = k.in_game_cards
    if d is None or k.in_game_n != len(s.facts):
        d = k.in_game_cards = {}
        k.in_game_n = len(s.facts)
    got = d.get(titles)
    if got is None:
        sub, where = in_game(s, titles)
        if sub:
            by_title = _cards_by_title(s)
            found: list[int] = []
            for t in sub:
                found += by_title[t]
            cards: frozenset[int] = frozenset(found)
        else:
            cards = frozenset()
        got = d[titles] = (cards, where)
    return got


def _cards_by_title(s: E.State) -> dict[str, list[int]]:
    """The cards of this game by title (kept with the state: a cache, never saved or cloned; a card's title never
    changes)."""
    k = s.caches
    d = k.by_title
    if d is None or k.by_title_n != len(s.facts):
        got: dict[str, list[int]] = {}
        for c, f in enumerate(s.facts):
            x = got.get(f.title)
            if x is None:
                got[f.title] = [c]
            else:
                x.append(c)
        d = k.by_title = got
        k.by_title_n = len(s.facts)
    return d


def any_in_play_titled(s: E.State, titles: set[str] | frozenset[str]) -> bool:
    """Whether a card of `in_play_sources` has one of these titles (the same cards, without building the list; only
    where cards of their types can be: `plan.places`; of an index's frozenset, only the cards of the game with one of
    these titles are looked for: `in_game_cards`)."""
    if not titles:
        return False
    if isinstance(titles, frozenset):
        cards, where = in_game_cards(s, titles)
        return bool(cards) and _in_play_among(s, cards, where)
    if titles.isdisjoint(game_titles(s)):
        return False
    home, attached, provinces, holdings = P.places(titles)
    facts, faceup = s.facts, s.faceup
    for p in s.players:
        if home:
            for c in p.home:
                if facts[c].title in titles:
                    return True
        if attached:
            for c in p.attached:
                if facts[c].title in titles:
                    return True
        for c in (p.stronghold, p.role):
            if c >= 0 and facts[c].title in titles:
                return True
        if provinces or holdings:
            pf, provs = p.prov_faceup, p.provinces
            for k in range(5):
                if pf[k] and facts[provs[k]].title in titles:
                    return True
                if holdings:
                    for c in p.slots[k]:
                        if faceup[c] and facts[c].title in titles and facts[c].type == "holding":
                            return True
    return False


def _in_play_among(s: E.State, cards: frozenset[int], where: tuple[bool, bool, bool, bool]) -> bool:
    """Whether one of these cards (`in_game_cards`) is among `in_play_sources` (only where cards of their types can
    be: `where`)."""
    home, attached, provinces, holdings = where
    faceup = s.faceup
    for p in s.players:
        if home:
            for c in p.home:
                if c in cards:
                    return True
        if attached:
            for c in p.attached:
                if c in cards:
                    return True
        if p.stronghold in cards or p.role in cards:
            return True
        if provinces or holdings:
            pf, provs = p.prov_faceup, p.provinces
            for k in range(5):
                if pf[k] and provs[k] in cards:
                    return True
                if holdings:
                    for c in p.slots[k]:
                        if c in cards and faceup[c] and s.facts[c].type == "holding":
                            return True
    return False


def _in_play_sources(s: E.State) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    app = out.append
    faceup, facts = s.faceup, s.facts
    for p in s.players:
        seat = p.seat
        for c in p.home:
            app((c, seat))
        for c in p.attached:
            app((c, seat))
        if p.stronghold >= 0:
            app((p.stronghold, seat))
        if p.role >= 0:  # RR "Role Cards": not in play, but its text is active beside the stronghold
            app((p.role, seat))
        pf, provs = p.prov_faceup, p.provinces
        for k in range(5):
            if pf[k]:
                app((provs[k], seat))
            for c in p.slots[k]:
                if faceup[c] and facts[c].type == "holding":
                    app((c, seat))
    return out


class query:
    """A read-only stretch (computing a decision's options, a window's eligible abilities): while it lasts nothing
    changes the state, so the constant abilities, blanked cards and skills are worked out once and remembered
    (`with query(s): ...`; nests; the memo is dropped at the end, never saved or cloned)."""

    __slots__ = ("k", "opened")

    def __init__(self, s: E.State) -> None:
        self.k: E.Caches = s.caches
        self.opened = False

    def __enter__(self) -> E.Scope:
        k = self.k
        q = k.q
        if q is None:  # the outermost stretch: it makes the memo (`engine.Scope`), and drops it at its end
            q = k.q = E.Scope()
            self.opened = True
        return q

    def __exit__(self, t: object, v: object, tb: object) -> None:
        # (three arguments, not `*exc`: compiled, a direct call with no tuple built)
        if self.opened:
            self.k.q = None


def remembered(s: E.State, key: str, compute: Callable[[E.State], Any]) -> Any:
    """`compute(s)`, worked out once per read-only stretch (`query`) and remembered under `key` while it lasts."""
    q = s.caches.q
    if q is None:
        return compute(s)
    d = q.named
    if d is None:
        d = q.named = {}
    r = d.get(key)
    if r is None:
        r = d[key] = compute(s)
    return r


CHECK_VERSION = False  # (tests) `_Constants.holds` also compares the key where the change counter says it holds


class _Constants:
    """The constant abilities in play (`all`, and by effect class in `typed`, restrictions by kind in `cannot`,
    keywords and traits gained by name in `gains`), with what they were worked out from: the cards in play, the faceup
    and the broken provinces and the faceup holdings with a constant ability on them of both players, the lasting
    "blank" records (each entry, not their number: one may end as another begins), and what each live blanker that
    may read anything (one not in `KEYED_BLANKERS`: `free`) answers among the cards found (`free_ans`: its answer, not
    what it read; Cautious Scout's reads the conflict, and blanks a province with no constant ability in most games).
    While `run` runs, an unchanged change counter (`State.ver`, bumped by every change of what they read: also the
    round, the phase, the lasting effects, the conflict) stands for all of it; elsewhere (and once after `run` starts)
    the key is compared and the free blankers asked again. A cache, never saved or cloned;
    `tests/lcg/test_constants_in_play.py` compares it with a fresh look at every decision of random games, and the
    key with the counter at every look."""

    __slots__ = ("home0", "att0", "home1", "att1", "up0", "up1", "at0", "at1", "br0", "br1", "h0", "h1", "all",
                 "typed", "cannot", "gains", "ver", "has", "flags", "found", "m", "n", "holding", "blanked", "free",
                 "free_ans", "blanks", "defs", "words", "n_blank", "n_keyed")

    def __init__(self, s: E.State, old: _Constants | None = None) -> None:
        p0, p1 = s.players
        at = s.attached_to
        # the game's cards with a constant ability (`has`, and by card in `flags`) and its holdings with one (the same
        # game's as the last entry's: its own)
        self.m: int = len(s.facts)
        self.n: int = len(STATIC_BY_TITLE)
        if old is not None and old.m == self.m and old.n == self.n:
            has, holding, flags = old.has, old.holding, old.flags
        else:
            has = _static_cards(s)
            holding = _holding_cards(s) & has  # (a holding with no constant ability is never found: not compared)
            flags = [False] * self.m
            for c in has:
                flags[c] = True
        self.has: frozenset[int] = has
        self.holding: frozenset[int] = holding  # the game's holdings with a constant ability (most games: none)
        self.flags: list[bool] = flags
        # the key (typed fields: compared without unboxing): the characters and attachments in play with a constant
        # ability (one with none entering or leaving play changes nothing here), which provinces are faceup with one
        self.home0: list[int] = [c for c in p0.home if flags[c]]
        self.att0: list[int] = [c for c in p0.attached if flags[c]]
        self.home1: list[int] = [c for c in p1.home if flags[c]]
        self.att1: list[int] = [c for c in p1.attached if flags[c]]
        self.up0: list[bool] = _up_key(p0, flags)
        self.up1: list[bool] = _up_key(p1, flags)
        # where each of those attachments is, too: one that moves (Cloud the Mind, given away) blanks another character
        self.at0: list[int] = [at[c] for c in self.att0]
        self.at1: list[int] = [at[c] for c in self.att1]
        self.br0: list[bool] = list(p0.broken)
        self.br1: list[bool] = list(p1.broken)
        # the lasting "blank" records (`_blanked_now`); the live blankers that may read anything else (not in
        # KEYED_BLANKERS: `free`, Cautious Scout's reads the conflict) are asked again by `_holds` (`free_ans`)
        self.defs: int = len(DEFS)
        self.words: int = len(HOOK_WORDS)
        self.n_blank: int = len(BLANKERS)
        self.n_keyed: int = len(KEYED_BLANKERS)
        free: list[Callable[[E.State], list[int]]] = []
        for f in live_hooks(s).blankers:
            if f not in KEYED_BLANKERS:
                free.append(f)
        self.free = free
        self.blanks: list[list[Any]] = [x for x in s.lasting if x[0] == "blank"] if s.lasting else []
        self.h0: list[int] = _holdings_key_of(s, p0, holding) if holding else []
        self.h1: list[int] = _holdings_key_of(s, p1, holding) if holding else []
        self.ver: int = s.ver
        if old is not None and old.has is has and old.home0 == self.home0 and old.home1 == self.home1 and \
                old.att0 == self.att0 and old.att1 == self.att1 and old.up0 == self.up0 and old.up1 == self.up1 and \
                old.h0 == self.h0 and old.h1 == self.h1:
            self.found: list[tuple[int, int]] = old.found  # (the same cards in play: only what is blanked may differ)
        else:
            found = _found_of_key(s, has, self)
            if old is not None and old.has is has and found == old.found:
                found = old.found  # (other cards moved: the same cards with a constant ability in play)
            self.found = found
        # which of them are blanked (the same cards, and the same of them blanked: the same abilities, the last's list)
        blank = _blanked_set(s) if self.found else _NO_BLANK
        self.blanked: list[int] = [c for c, _seat in self.found if c in blank] if blank else []
        # what each free blanker answers among the cards found (the rest of its answer changes no ability in play)
        self.free_ans: list[list[int]] = [_among(f(s), self.found) for f in free] if free and self.found else []
        if old is not None and old.found is self.found and old.blanked == self.blanked:
            self.all: list[tuple[int, int, Static]] = old.all
        else:
            self.all = _constants_unblanked(s, self.found, blank)
        self.typed: dict[Any, list[tuple[int, int, Static]]] = {}  # by effect class, or (class, restriction)
        self.cannot: dict[str, list[tuple[int, int, Static]]] = {}  # `_cannots`' lists
        self.gains: dict[str, list[tuple[int, int, Static]]] = {}  # `gains_keyword`'s lists

    def holds(self, s: E.State) -> bool:
        if self.ver == s.ver and s.live:
            if CHECK_VERSION:
                assert self._holds(s), "a change to what the constant abilities are worked out from left State.ver"
            return True
        if not self._holds(s):
            return False
        self.ver = s.ver
        return True

    def _holds(self, s: E.State) -> bool:
        p0, p1 = s.players
        if self.m != len(s.facts) or self.br0 != p0.broken or self.br1 != p1.broken:
            return False
        flags = self.flags
        if not _same_among(p0.home, self.home0, flags) or not _same_among(p1.home, self.home1, flags) or \
                not _same_among(p0.attached, self.att0, flags) or not _same_among(p1.attached, self.att1, flags) or \
                not _same_up(p0, self.up0, flags) or not _same_up(p1, self.up1, flags):
            return False
        if self.n != len(STATIC_BY_TITLE) or self.defs != len(DEFS) or self.words != len(HOOK_WORDS) or \
                self.n_blank != len(BLANKERS) or self.n_keyed != len(KEYED_BLANKERS):
            return False  # (the game's blankers, as `live_hooks` finds them, may differ)
        blanks = self.blanks
        j, nb = 0, len(blanks)
        for x in s.lasting:  # (the "blank" records, each the same object)
            if x[0] == "blank":
                if j >= nb or x is not blanks[j]:
                    return False
                j += 1
        if j != nb:
            return False
        holding = self.holding
        if not _holdings_same(s, p0, self.h0, holding) or not _holdings_same(s, p1, self.h1, holding):
            return False
        at = s.attached_to
        att, hosts = self.att0, self.at0
        for i in range(len(att)):  # (the same attachments as the key's: their hosts compared)
            if at[att[i]] != hosts[i]:
                return False
        att, hosts = self.att1, self.at1
        for i in range(len(att)):
            if at[att[i]] != hosts[i]:
                return False
        free = self.free
        if free and self.found:  # (the same cards found: the free blankers' answers among them compared)
            found, ans = self.found, self.free_ans
            for i in range(len(free)):
                if _among(free[i](s), found) != ans[i]:
                    return False
        return True


def _up_key(p: E.Player, flags: list[bool]) -> list[bool]:
    """For each province of a player: faceup, with a constant ability."""
    pf, provs = p.prov_faceup, p.provinces
    return [pf[k] and flags[provs[k]] for k in range(5)]


def _same_up(p: E.Player, key: list[bool], flags: list[bool]) -> bool:
    """`_up_key(p, flags) == key`, without building the list."""
    pf, provs = p.prov_faceup, p.provinces
    for k in range(5):  # noqa: SIM110 (a loop: no generator)
        if (pf[k] and flags[provs[k]]) != key[k]:
            return False
    return True


def _same_among(cur: list[int], key: list[int], flags: list[bool]) -> bool:
    """The cards of `cur` with a constant ability (`flags`) are `key`, in its order (without building the list)."""
    i, n = 0, len(key)
    for c in cur:
        if flags[c]:
            if i >= n or key[i] != c:
                return False
            i += 1
    return i == n


def _among(cards: list[int], found: list[tuple[int, int]]) -> list[int]:
    """The cards of a blanker's answer among the cards found with a constant ability (`_Constants.found`), in the
    answer's order."""
    out: list[int] = []
    if cards:
        for c in cards:
            for x in found:
                if x[0] == c:
                    out.append(c)
                    break
    return out


def _found_of_key(s: E.State, has: frozenset[int], e: _Constants) -> list[tuple[int, int]]:
    """`_found_now(s, has)`, read from a new entry's key (its characters, attachments, faceup provinces and faceup
    holdings, just copied from the state: the same cards in the same order, without looking at the provinces' cards
    again)."""
    out: list[tuple[int, int]] = []
    p0, p1 = s.players
    _found_into(out, p0, has, e.home0, e.att0, e.up0, e.h0)
    _found_into(out, p1, has, e.home1, e.att1, e.up1, e.h1)
    return out


def _found_into(out: list[tuple[int, int]], p: E.Player, has: frozenset[int], home: list[int], att: list[int],
                up: list[bool], held: list[int]) -> None:
    seat = p.seat
    for c in home:
        if c in has:
            out.append((c, seat))
    for c in att:
        if c in has:
            out.append((c, seat))
    if p.stronghold in has:
        out.append((p.stronghold, seat))
    if p.role in has:
        out.append((p.role, seat))
    provs = p.provinces
    for k in range(5):
        if up[k] and provs[k] in has:
            out.append((provs[k], seat))
    for c in held:  # (the faceup holdings on the provinces, in `_found_now`'s order)
        if c in has:
            out.append((c, seat))


def _holdings_key(s: E.State, p: E.Player) -> list[int]:
    """The faceup holdings on a player's provinces (a holding turning faceup or leaving changes what is in play)."""
    return _holdings_key_of(s, p, _holding_cards(s))


def _holdings_key_of(s: E.State, p: E.Player, holding: frozenset[int]) -> list[int]:
    """`_holdings_key`, given the game's holdings (`_holding_cards`)."""
    faceup = s.faceup
    out: list[int] = []
    for sl in p.slots:
        for c in sl:
            if c in holding and faceup[c]:
                out.append(c)
    return out


def _holdings_same(s: E.State, p: E.Player, key: list[int], holding: frozenset[int]) -> bool:
    """`_holdings_key(s, p) == key`, without building the list (given the game's holdings: `_holding_cards`)."""
    if not holding:
        return not key  # (no holding in the game)
    faceup = s.faceup
    i, n = 0, len(key)
    for sl in p.slots:
        for c in sl:
            if c in holding and faceup[c]:
                if i >= n or key[i] != c:
                    return False
                i += 1
    return i == n


def _holding_cards(s: E.State) -> frozenset[int]:
    """The holdings among the cards of a game (a card's type never changes; kept with the state, a cache)."""
    got: tuple[int, frozenset[int]] | None = s.cache.get("_holdings")
    if got is not None and got[0] == len(s.facts):
        return got[1]
    cards = frozenset(c for c, f in enumerate(s.facts) if f.type == "holding")
    s.cache["_holdings"] = (len(s.facts), cards)
    return cards


def _constants_entry(s: E.State) -> _Constants:
    k = s.caches
    e = k.const
    if e is not None and s.live and e.ver == s.ver:  # (`_Constants.holds`' first test, without a call)
        if CHECK_VERSION:
            assert e._holds(s), "a change to what the constant abilities are worked out from left State.ver"
        return e
    q = k.q
    if q is not None:  # a read-only stretch: looked at once
        got = q.const
        if got is not None:
            return got
    if e is None or not e.holds(s):
        old = e
        e = _Constants(s, old)
        k.const = e
        if old is not None and (old.all is e.all or old.all == e.all):
            # (the same abilities in play: the lists by kind, worked out from them, hold)
            e.typed, e.cannot, e.gains = old.typed, old.cannot, old.gains
    if q is not None:
        q.const = e
    return e


def _live_entry(s: E.State) -> _Constants | None:
    """The constant abilities' cache when the change counter says it holds (inside `run`), else None."""
    e = s.caches.const
    if e is not None and s.live and e.ver == s.ver:
        if CHECK_VERSION:
            assert e._holds(s), "a change to what the constant abilities are worked out from left State.ver"
        return e
    return None


def _constants(s: E.State) -> list[tuple[int, int, Static]]:
    """(source, controller, constant ability) for each card in play with one (cached: `_Constants`)."""
    return _constants_entry(s).all


_NONE: Final[list[tuple[int, int, Static]]] = []  # (no such constant ability in the game: never added to)
_NO_BLANK: Final[set[int]] = set()  # (never added to)


class _Kinds:
    """The kinds of constant abilities the cards of one game print (`_static_kinds`), typed: each effect class
    (`kinds`), the restrictions (V.Cannot's `what`: `cannot`), the keywords and traits gained (V.GainsKeyword's,
    lowercase: `gains`), and whether a card prints an effect of a class or a subclass of it (`sub`, when first asked:
    `_may_have`). Shared by the clones of a game and the last games (`_STATIC_KINDS`); a cache, never saved."""

    __slots__ = ("kinds", "cannot", "gains", "sub")

    def __init__(self, kinds: dict[Any, bool]) -> None:
        self.kinds: dict[Any, bool] = kinds
        self.cannot: frozenset[str] = frozenset(k[1] for k in kinds if isinstance(k, tuple) and k[0] is V.Cannot)
        self.gains: frozenset[str] = frozenset(k[1] for k in kinds if isinstance(k, tuple) and k[0] is V.GainsKeyword)
        self.sub: dict[type, bool] = {}


class _KindsOf:
    """A state's `_Kinds`, with what it was worked out from (the number of titles with a constant ability and of
    the game's cards): kept with the state (a cache, never saved or cloned)."""

    __slots__ = ("n", "m", "rec")

    def __init__(self, n: int, m: int, rec: _Kinds) -> None:
        self.n: int = n
        self.m: int = m
        self.rec: _Kinds = rec


_STATIC_KINDS: Final[list[tuple[list[Any], int, int, _Kinds]]] = []  # the last games' (facts, cards, texts, kinds)


def _static_kinds(s: E.State) -> dict[Any, bool]:
    """The kinds of constant abilities the cards of a game (its `facts`, shared by its clones) print: each effect
    class, (V.Cannot, restriction) and (V.GainsKeyword, keyword) -> True; an effect class a card's ability is an
    instance of (a subclass) is looked up by `_may_have`. A kind no card of the game prints is never in play, so its
    list of constant abilities in play is empty without looking at the cards in play."""
    return _kinds(s).kinds


def _kinds(s: E.State) -> _Kinds:
    """`_static_kinds`, as its typed record."""
    mine = s.caches.kinds
    if mine is not None and mine.n == len(STATIC_BY_TITLE) and mine.m == len(s.facts):
        return mine.rec
    got = _static_kinds_of(s)
    s.caches.kinds = _KindsOf(len(STATIC_BY_TITLE), len(s.facts), got)  # (a cache, never saved or cloned)
    return got


def _static_kinds_of(s: E.State) -> _Kinds:
    facts, m, n = s.facts, len(s.facts), len(STATIC_BY_TITLE)
    for f, j, k, known in _STATIC_KINDS:
        if f is facts and j == m and k == n:
            return known
    got: dict[Any, bool] = {}
    for title in sorted(game_titles(s).intersection(STATIC_BY_TITLE)):
        for st in STATIC_BY_TITLE[title]:
            eff = st.effect
            got[type(eff)] = True
            if isinstance(eff, V.Cannot):
                got[(V.Cannot, eff.what)] = True
            if isinstance(eff, V.GainsKeyword):
                got[(V.GainsKeyword, eff.keyword.lower())] = True
    rec = _Kinds(got)
    _STATIC_KINDS.insert(0, (facts, m, n, rec))
    del _STATIC_KINDS[4:]
    return rec


def _may_have(s: E.State, cls: type) -> bool:
    """Whether a card of this game prints a constant ability whose effect is a `cls`."""
    rec = _kinds(s)
    got = rec.sub.get(cls)
    if got is None:
        got = rec.sub[cls] = any(isinstance(k, type) and issubclass(k, cls) for k in list(rec.kinds))
    return got


def _consts_of(s: E.State, cls: type) -> list[tuple[int, int, Static]]:
    """The constant abilities in play whose effect is a `cls` (kept with `_constants`' cache, valid while it is)."""
    live = _live_entry(s)
    if live is not None:
        got = live.typed.get(cls)
        if got is not None:
            return got
    if not _may_have(s, cls):
        if live is not None:
            live.typed[cls] = _NONE  # (no card of the game prints one: never in play)
        return _NONE
    e = _constants_entry(s)
    r = e.typed.get(cls)
    if r is None:
        r = e.typed[cls] = [x for x in e.all if isinstance(x[2].effect, cls)]
    return r


def _constants_now(s: E.State) -> list[tuple[int, int, Static]]:
    return _constants_of_found(s, _found_now(s, _static_cards(s)))


def _found_now(s: E.State, has: frozenset[int]) -> list[tuple[int, int]]:
    """(card, controller) of the cards in play with a constant ability (`has`: `_static_cards`), blanked or not, in
    this order for each player: characters, attachments, stronghold, role, faceup provinces, faceup holdings on the
    provinces."""
    out: list[tuple[int, int]] = []
    facts, faceup = s.facts, s.faceup
    for p in s.players:
        seat = p.seat
        for c in p.home:
            if c in has:
                out.append((c, seat))
        for c in p.attached:
            if c in has:
                out.append((c, seat))
        if p.stronghold in has:
            out.append((p.stronghold, seat))
        if p.role in has:
            out.append((p.role, seat))
        pf, provs = p.prov_faceup, p.provinces
        for k in range(5):
            if pf[k] and provs[k] in has:
                out.append((provs[k], seat))
        for sl in p.slots:  # RR "In Play and Out of Play": holdings on provinces are in play, characters there not
            for c in sl:
                if c in has and faceup[c] and facts[c].type == "holding":
                    out.append((c, seat))
    return out


def _constants_of_found(s: E.State, found: list[tuple[int, int]]) -> list[tuple[int, int, Static]]:
    """(source, controller, constant ability) of each of these cards (`_found_now`) not blanked."""
    if not found:
        return []
    return _constants_unblanked(s, found, _blanked_set(s))


def _constants_unblanked(s: E.State, found: list[tuple[int, int]], blank: set[int]) -> list[tuple[int, int, Static]]:
    """`_constants_of_found`, given the cards blanked (`_blanked_set`)."""
    out: list[tuple[int, int, Static]] = []
    facts, by_title = s.facts, STATIC_BY_TITLE
    for c, seat in found:
        if c not in blank:
            for st in by_title[facts[c].title]:
                out.append((c, seat, st))
    return out


# the last games' (facts, cards, texts, answer)
_STATIC_CARDS: Final[list[tuple[list[Any], int, int, frozenset[int]]]] = []


def _static_cards(s: E.State) -> frozenset[int]:
    """The cards of a game (its `facts`, shared by its clones) whose title has a constant ability."""
    return cards_titled(s, "_static_cards", STATIC_BY_TITLE, _STATIC_CARDS)


def cards_titled(s: E.State, attr: str, titles: Any, recent: list[tuple[list[Any], int, int, frozenset[int]]]
                 ) -> frozenset[int]:
    """The cards of a game whose title is in `titles` (a registry that only grows), kept on the state under `attr`
    (a cache, never saved or cloned) and for the last games in `recent` (their clones share `facts`)."""
    mine = s.cache.get(attr)
    if mine is not None and mine[0] == len(titles) and mine[1] == len(s.facts):
        return mine[2]  # type: ignore[no-any-return]
    facts, m, n = s.facts, len(s.facts), len(titles)
    for f, j, k, known in recent:
        if f is facts and j == m and k == n:
            got = known
            break
    else:
        got = frozenset(c for c, x in enumerate(facts) if x.title in titles)
        recent.insert(0, (facts, m, n, got))
        del recent[4:]
    s.cache[attr] = (n, m, got)
    return got


# cards a constant ability blanks the text of (a word registers)
BLANKERS: Final[list[Callable[[E.State], list[int]]]] = []
# the blankers that read only what `_Constants` always compares (the cards in play with a constant ability, the hosts
# of the attachments among them, the broken provinces; the game's cards): a word declares it (`keyed_blanker`); one
# not declared may read anything the change counter covers (the round, the phase, the lasting effects, the conflict),
# and in a game where it is live the cache asks it again when the counter has moved and compares its answer
# (`_Constants.free_ans`)
KEYED_BLANKERS: Final[set[Any]] = set()


def keyed_blanker(hook: Any) -> None:
    """Declare that blanker `hook` reads only what the constant abilities' cache always compares (`KEYED_BLANKERS`)."""
    KEYED_BLANKERS.add(hook)


# a blanker of `BLANKERS` that only ever answers cards of one printed type -> that type (`blanks_only`; a blanker not
# listed may answer any card)
BLANKS_ONLY: Final[dict[Any, str]] = {}


_ANY_TYPE: Final[frozenset[str]] = frozenset({"(any)"})  # (`LiveHooks.blank_types` None: a blanker answers any card)


def blanks_only(hook: Any, card_type: str) -> None:
    """Declare that the blanker `hook` answers only cards whose printed type is `card_type` (so a card of another type
    needs no blanker asked: `_can`)."""
    BLANKS_ONLY[hook] = card_type


# A registered hook (`engine.COST_MODS`, `PLAY_CHECKS`, `ATTACH_CHECKS`, `AS_ATTACHMENT`, `PLAYABLE_ELSEWHERE`,
# `BLANKERS`) that reads one constant ability only -> that ability's effect class: in a game where no card prints one
# (`primitives.titles_with` is empty) it gives its neutral answer (0, True, False, []) whatever the state, so the
# windows do not call it (`live_hooks`). A hook not listed here is always called.
HOOK_WORDS: Final[dict[Any, type]] = {}


def gated(hook: Any, word: type) -> None:
    """Declare that `hook` answers nothing (its neutral answer) in a game where no card prints a `word` constant."""
    HOOK_WORDS[hook] = word


def _live(s: E.State, hooks: list[Any]) -> list[Any]:
    out: list[Any] = []
    for f in hooks:
        word = HOOK_WORDS.get(f)
        if word is None or LP.titles_with(s, word):
            out.append(f)
    return out


class LiveHooks:
    """The registered hooks that can answer something in one game (`HOOK_WORDS`), list by list in their order, with
    what that was worked out from: the game's cards, the declarations, each list and its length (a hook registered or
    a card declared since: worked out again; kept with the state, `live_hooks`)."""

    __slots__ = ("facts", "cards", "defs", "words", "l_cost", "l_play", "l_attach", "l_as", "l_else", "l_blank",
                 "n_cost", "n_play", "n_attach", "n_as", "n_else", "n_blank", "cost_mods", "play_checks",
                 "attach_checks", "as_attachment", "elsewhere", "blankers", "n_only", "blank_types")

    def __init__(self, s: E.State) -> None:
        self.facts = s.facts
        self.cards = len(s.facts)
        self.defs = len(DEFS)
        self.words = len(HOOK_WORDS)
        self.l_cost, self.l_play, self.l_attach = E.COST_MODS, E.PLAY_CHECKS, E.ATTACH_CHECKS
        self.l_as, self.l_else, self.l_blank = E.AS_ATTACHMENT, E.PLAYABLE_ELSEWHERE, BLANKERS
        self.n_cost, self.n_play, self.n_attach = len(E.COST_MODS), len(E.PLAY_CHECKS), len(E.ATTACH_CHECKS)
        self.n_as, self.n_else, self.n_blank = len(E.AS_ATTACHMENT), len(E.PLAYABLE_ELSEWHERE), len(BLANKERS)
        self.cost_mods: list[Callable[[E.State, int, int], int]] = _live(s, E.COST_MODS)
        self.play_checks: list[Callable[[E.State, int], bool]] = _live(s, E.PLAY_CHECKS)
        self.attach_checks: list[Callable[[E.State, int, int], bool]] = _live(s, E.ATTACH_CHECKS)
        self.as_attachment: list[Callable[[E.State, int], bool]] = _live(s, E.AS_ATTACHMENT)
        self.elsewhere: list[Callable[[E.State, int], list[int]]] = _live(s, E.PLAYABLE_ELSEWHERE)
        self.blankers: list[Callable[[E.State], list[int]]] = _live(s, BLANKERS)
        self.n_only = len(BLANKS_ONLY)
        # the printed types of the cards the live blankers can answer (`_ANY_TYPE`: any card, one of them is not
        # declared with `blanks_only`)
        types: set[str] | None = set()
        for f in self.blankers:
            t = BLANKS_ONLY.get(f)
            if t is None:
                types = None
                break
            types.add(t)  # type: ignore[union-attr]
        self.blank_types: frozenset[str] = frozenset(types) if types is not None else _ANY_TYPE

    def holds(self, s: E.State) -> bool:
        return self.facts is s.facts and self.cards == len(s.facts) and self.defs == len(DEFS) and \
            self.words == len(HOOK_WORDS) and self.n_cost == len(self.l_cost) and \
            self.n_play == len(self.l_play) and self.n_attach == len(self.l_attach) and \
            self.n_as == len(self.l_as) and self.n_else == len(self.l_else) and self.n_blank == len(self.l_blank) and \
            self.n_only == len(BLANKS_ONLY)


def live_hooks(s: E.State) -> LiveHooks:
    """The hooks of `engine.COST_MODS`, `PLAY_CHECKS`, `ATTACH_CHECKS`, `AS_ATTACHMENT`, `PLAYABLE_ELSEWHERE` and
    `BLANKERS` that can answer something in this game (the others give their neutral answer: `HOOK_WORDS`)."""
    h = s.caches.live
    if h is None or not h.holds(s):
        h = LiveHooks(s)
        s.caches.live = h
    return h


def _blanked_set(s: E.State) -> set[int]:
    q = s.caches.q  # (`remembered`, typed)
    if q is None:
        return _blanked_now(s)
    got = q.blank
    if got is None:
        got = q.blank = _blanked_now(s)
    return got


def _blanked_now(s: E.State) -> set[int]:
    out = {x[1] for x in s.lasting if x[0] == "blank"} if s.lasting else set()
    for f in live_hooks(s).blankers:
        got = f(s)
        if got:  # (most looks: none)
            out.update(got)
    return out


def _blanked(s: E.State, c: int) -> bool:
    if s.caches.q is not None:
        return c in _blanked_set(s)
    return any(x[0] == "blank" and x[1] == c for x in s.lasting) or any(c in f(s) for f in BLANKERS)


def _applies(s: E.State, src: int, seat: int, st: Static, c: int) -> bool:
    ctx = {"card": src, "seat": seat}
    scope = st.scope
    if isinstance(scope, Ref):
        if c not in resolve(s, ctx, scope):
            return False
    elif isinstance(scope, Sel):
        if not matches(s, ctx, scope, c):
            return False
    if st.cond is None:
        return True
    ctx["subject"] = c
    return compiled(st.cond)(s, ctx)


def skill_mod(s: E.State, c: int, kind: str, base: int) -> int:
    """Constant and lasting modifiers to a character's skill of a type (RR "Skill"; "double" applies to the value
    reached so far)."""
    v = 0
    consts = _consts_of(s, _SKILL_BONUS)
    if not consts and not s.lasting:
        return 0
    for src, seat, st in consts:
        eff: Any = st.effect
        if (eff.mil if kind == "military" else eff.pol) and \
                _applies(s, src, seat, st, c):
            n = eff.mil if kind == "military" else eff.pol
            v += n * (count(s, {"card": src, "seat": seat}, eff.per) if eff.per is not None else 1)
    for x in s.lasting:
        if x[0] == "skill" and x[1] == c:
            v += x[2] if kind == "military" else x[3]
    for x in s.lasting:
        if x[0] == "double" and x[1] == c and x[2] == kind:
            v += base + v
    return v


def glory_mod(s: E.State, c: int) -> int:
    v = 0
    if not GLORY_TITLES:
        return v
    for src, seat, st in _consts_of(s, V.SkillBonus):
        eff: Any = st.effect
        if eff.glory and _applies(s, src, seat, st, c):
            v += eff.glory
    return v


def _cannots(s: E.State, what: str) -> list[tuple[int, int, Static]]:
    """The constant restrictions (V.Cannot) in play of one kind (kept with `_consts_of`' lists)."""
    live = _live_entry(s)
    if live is not None:
        got = live.cannot.get(what)
        if got is not None:
            return got
    if what not in _kinds(s).cannot:
        if live is not None:
            live.cannot[what] = _NONE  # (no card of the game prints one: never in play)
        return _NONE
    e = _constants_entry(s)
    r = e.cannot.get(what)
    if r is None:
        r = e.cannot[what] = [x for x in _consts_of(s, _CANNOT) if x[2].effect.what == what]  # type: ignore[attr-defined]
    return r


def cannot(s: E.State, c: int, what: str) -> bool:
    """A constant restriction on a character (V.Cannot)."""
    for src, seat, st in _cannots(s, what):
        if _applies(s, src, seat, st, c):
            return True
    for x in s.lasting:  # noqa: SIM110 (a loop: no generator for each character looked at)
        if x[0] == "cannot" and x[1] == c and x[2] == what:
            return True
    return False


def seat_cannot(s: E.State, seat: int, what: str) -> bool:
    """A restriction on a player from a card in play ("opponents cannot play events")."""
    for src, ctl, st in _cannots(s, what):
        if ctl != seat and (st.cond is None or check(s, {"card": src, "seat": ctl}, st.cond)):
            return True
    return False


def gains_keyword(s: E.State, c: int, k: str) -> bool:
    live = _live_entry(s)
    gains = live.gains.get(k) if live is not None else None
    if gains is None:
        low = k.lower()
        if low not in _kinds(s).gains:
            if live is not None:
                live.gains[k] = _NONE  # (no card of the game prints one: never in play)
            return bool(s.lasting) and any(x[0] == "keyword" and x[1] == c and x[2] == k for x in s.lasting)
        e = _constants_entry(s)
        gains = e.gains.get(k)
        if gains is None:  # the constant abilities in play granting this keyword or trait
            gains = e.gains[k] = [x for x in _consts_of(s, V.GainsKeyword)
                                  if x[2].effect.keyword.lower() == low]  # type: ignore[attr-defined]
    for src, seat, st in gains:
        if _applies(s, src, seat, st, c):
            return True
    return bool(s.lasting) and any(x[0] == "keyword" and x[1] == c and x[2] == k for x in s.lasting)


def may_gain_keyword(s: E.State, k: str) -> bool:
    """False when `gains_keyword(s, c, k)` is False for every card: no card of the game prints a constant ability
    granting `k` and no lasting record grants it (a helper of `PLAY_CHECKS`' hooks, asked once for all the cards)."""
    if (V.GainsKeyword, k.lower()) in _static_kinds(s):
        return True
    if s.lasting:
        for x in s.lasting:
            if x[0] == "keyword" and x[2] == k:
                return True
    return False


def has_keyword(s: E.State, c: int, k: str) -> bool:
    """A keyword printed on the card (unless its text is blank) or gained (RR "Keywords")."""
    return (s.facts[c].has_keyword(k) and not _blanked(s, c)) or gains_keyword(s, c, k)


def has_trait(s: E.State, c: int, t: str) -> bool:
    """A trait printed on the card or gained (traits compare without case: the data writes them in lower case)."""
    return t.lower() in s.facts[c].traits or gains_keyword(s, c, t)


def may_attach(s: E.State, a: int, t: int, seat: int) -> bool:
    """An attachment's own restriction on what it can attach to ("Attach to a character you control"; "Limit 1 per
    character")."""
    d = definition(s, a)
    if d is None:
        return True
    return may_attach_with(s, t, attach_rule(d), {"card": a, "seat": seat})


class AttachRule:
    """An attachment's own restriction on what it can attach to, read once from its declaration (`may_attach`): the
    title it allows one copy of per character ("" when it does not say), what it attaches to (None: any character)."""

    __slots__ = ("d", "one_per", "sp")

    def __init__(self, d: CardDef) -> None:
        self.d = d  # (held: the rule is found by the declaration's title)
        self.one_per: str = d.title if d.extra.get("one_per_character") else ""
        sel = d.extra.get("attach")
        self.sp: _SelPlan | None = _sel_plan(sel) if sel is not None else None


_ATTACH_RULES: dict[str, AttachRule] = {}


def attach_rule(d: CardDef) -> AttachRule:
    r = _ATTACH_RULES.get(d.title)
    if r is None or r.d is not d:
        r = _ATTACH_RULES[d.title] = AttachRule(d)
    return r


def may_attach_with(s: E.State, t: int, r: AttachRule, ctx: dict[str, Any]) -> bool:
    """`may_attach` given the attachment's rule and its ctx ({"card": a, "seat": seat}: only read, so one for all the
    characters an attachment is tried on)."""
    if r.one_per:
        title = r.one_per
        facts, attached_to = s.facts, s.attached_to
        for p in s.players:
            for x in p.attached:
                if attached_to[x] == t and facts[x].title == title:
                    return False
    sp = r.sp
    return sp is None or _match(s, ctx, sp, t)


def attached_legally(s: E.State, a: int, t: int) -> bool:
    """Whether an attachment in play still meets its own restriction on what it is attached to, read for its
    controller ("Attach to a character you control"; RR "Attachment Cards": if not, it is discarded)."""
    d = definition(s, a)
    sel = d.extra.get("attach") if d is not None else None
    return sel is None or matches(s, {"card": a, "seat": s.controller[a]}, sel, t)


def playable_in_conflict(s: E.State, c: int) -> bool:
    d = definition(s, c)
    if d is None:
        return True
    got = _IN_CONFLICT.get(d.title)  # (read once from the declaration)
    if got is None or got[0] is not d:
        got = _IN_CONFLICT[d.title] = (d, not any(isinstance(t, Static) and isinstance(t.effect, V.Cannot)
                                                  and t.effect.what == "play_in_conflict" for t in d.traits))
    return got[1]


_IN_CONFLICT: dict[str, tuple[CardDef, bool]] = {}  # title -> (its declaration, `playable_in_conflict`)


# ---------------------------------------------------------------------------------------------- lasting effects
def add_lasting(s: E.State, rec: list[Any]) -> None:
    """rec: [kind, card, args..., until] with until "conflict", "phase" or "round"."""
    s.lasting.append(rec)
    s.ver += 1


def expire(s: E.State, period: str) -> None:
    for x in [x for x in s.lasting if x[0] == "control" and x[-1] == period]:
        if s.zone[x[1]] == E.PLAY and s.controller[x[1]] != x[2]:
            LP.change_control(s, x[1], x[2])
    lasting = s.lasting
    if lasting:
        for r in lasting:  # (the list kept as it is when nothing in it ends now)
            if r[-1] == period:
                s.lasting = [x for x in lasting if x[-1] != period]
                break
        s.ver += 1
    used = s.used
    if used:
        tag = _PERIOD_TAGS.get(period)
        if tag is None:
            tag = period[0] + ":"
        for k in used:  # (the counters kept as they are, the same dict, when none of them ends now: `_used_cards`)
            if k.startswith(tag):
                s.used = {k: v for k, v in used.items() if not k.startswith(tag)}
                break


_PERIOD_TAGS: Final = {"conflict": "c:", "phase": "p:", "round": "r:"}  # (`period[0] + ":"`, made once)


# ---------------------------------------------------------------------------------------------- selectors
def participants(s: E.State) -> list[int]:
    cf = s.conflict
    return [] if cf is None else [*cf["attackers"], *cf["defenders"]]


# the filters that hold of no card when no conflict is under way (see `FILTERS`)
_CONFLICT_FILTERS: Final = frozenset({"participating", "attacking", "defending", "glory_le_attackers",
                                      "defending_alone", "glory_le_attackers_now"})


class _SelPlan:
    """A selector compiled once: its kind test, its controller, its filters' functions, its discard pile."""

    __slots__ = ("sel", "characters", "attachments", "you", "enemy", "filters", "where", "needs_conflict")

    def __init__(self, sel: Sel) -> None:
        self.sel = sel
        self.characters = "character" in sel.kinds and "attachment" not in sel.kinds
        self.attachments = sel.kinds == ("attachment",)
        self.you = sel.controller == "you"
        self.enemy = sel.controller in ("enemy", "other")
        self.filters = tuple((_filter_fn(name), arg) for name, arg in sel.filters)
        self.where = next((arg for name, arg in sel.filters if name == "in_discard"), None)
        # one of its filters holds of no card when no conflict is under way (`_enough_targets`)
        self.needs_conflict: bool = any(name in _CONFLICT_FILTERS for name, _ in sel.filters)



def _filter_fn(name: str) -> Callable[[E.State, dict[str, Any], int, Any, Any], bool]:
    fn = FILTERS.get(name)
    if fn is None:  # (a word registered later: looked up when asked)
        return lambda s, ctx, c, a, cf: FILTERS[name](s, ctx, c, a, cf)
    return fn


_SELS: Final[dict[int, _SelPlan]] = {}


def _sel_plan(sel: Sel) -> _SelPlan:
    sp = _SELS.get(id(sel))
    if sp is None or sp.sel is not sel:
        sp = _SELS[id(sel)] = _SelPlan(sel)
    return sp


def matches(s: E.State, ctx: dict[str, Any], sel: Sel, c: int) -> bool:
    return _match(s, ctx, _sel_plan(sel), c)


def _match(s: E.State, ctx: dict[str, Any], sp: _SelPlan, c: int) -> bool:
    """`matches`, given the selector's plan."""
    if sp.characters and s.facts[c].type != "character":
        return False
    if sp.attachments and s.facts[c].type != "attachment" and s.attached_to[c] < 0:
        return False  # (a character played as an attachment is one while attached: Tattooed Wanderer)
    if sp.you:
        if s.controller[c] != ctx["seat"]:
            return False
    elif sp.enemy and s.controller[c] == ctx["seat"]:
        return False
    cf = s.conflict
    for fn, arg in sp.filters:  # noqa: SIM110 (a loop: no generator for each card looked at)
        if not fn(s, ctx, c, arg, cf):
            return False
    return True


def _lower_mil(s: E.State, c: int, than: int) -> bool:
    """RR "Dash": a dash counts as an unmodifiable 0 where an ability needs a number."""
    return (E.skill(s, c, "military") or 0) < (E.skill(s, than, "military") or 0)


FILTERS: dict[str, Callable[[E.State, dict[str, Any], int, Any, Any], bool]] = {
    "participating": lambda s, ctx, c, a, cf: cf is not None and (c in cf["attackers"] or c in cf["defenders"]),
    "attacking": lambda s, ctx, c, a, cf: cf is not None and c in cf["attackers"],
    "defending": lambda s, ctx, c, a, cf: cf is not None and c in cf["defenders"],
    "not_participating": lambda s, ctx, c, a, cf: cf is None or not (c in cf["attackers"] or c in cf["defenders"]),
    "non_unique": lambda s, ctx, c, a, cf: not s.facts[c].unique,
    "honored": lambda s, ctx, c, a, cf: s.status[c] == 1,
    "dishonored": lambda s, ctx, c, a, cf: s.status[c] == -1,
    "ordinary_not": lambda s, ctx, c, a, cf: s.status[c] != 0,
    "bowed": lambda s, ctx, c, a, cf: s.bowed[c],
    "unbowed": lambda s, ctx, c, a, cf: not s.bowed[c],
    "trait": lambda s, ctx, c, a, cf: has_trait(s, c, a),
    "clan_is": lambda s, ctx, c, a, cf: s.facts[c].clan == a.lower(),
    "not_clan": lambda s, ctx, c, a, cf: s.facts[c].clan != a.lower(),
    "printed_cost_le": lambda s, ctx, c, a, cf: (s.facts[c].cost or 0) <= a,
    "printed_cost_ge": lambda s, ctx, c, a, cf: (s.facts[c].cost or 0) >= a,
    "has_fate": lambda s, ctx, c, a, cf: s.fate_on[c] > 0,
    "no_attachments": lambda s, ctx, c, a, cf: not s.attachments(c),
    "not_self": lambda s, ctx, c, a, cf: c != ctx["card"],
    "not_host": lambda s, ctx, c, a, cf: c != ctx.get("host", s.attached_to[ctx["card"]]),
    "other": lambda s, ctx, c, a, cf: c != ctx["card"],
    "lower_mil_than_self": lambda s, ctx, c, a, cf: _lower_mil(s, c, ctx["card"]),
    "lower_mil_than_host": lambda s, ctx, c, a, cf: _lower_mil(s, c, s.attached_to[ctx["card"]]),
    "mil_le_self": lambda s, ctx, c, a, cf: (E.skill(s, c, "military") or 0) <= (E.skill(s, ctx["card"], "military")
                                                                                 or 0),
    "glory_le_attackers": lambda s, ctx, c, a, cf: cf is not None and s.facts[c].glory <= len(cf["attackers"]),
    "defending_alone": lambda s, ctx, c, a, cf: cf is not None and cf["defenders"] == [c],
    "not_in_duel": lambda s, ctx, c, a, cf: c not in (ctx.get("duel") or [])[:2],
    "not_trait": lambda s, ctx, c, a, cf: not has_trait(s, c, a),
    "same_controller_as_ev": lambda s, ctx, c, a, cf: bool(ctx.get("ev")) and c != ctx["ev"][2] and
    s.controller[c] == s.controller[ctx["ev"][2]],
    "in_discard": lambda s, ctx, c, a, cf: True,
}


def candidates(s: E.State, ctx: dict[str, Any], sel: Sel) -> list[int]:
    sp = _sel_plan(sel)
    where = sp.where
    if where is not None:  # "in an opponent's discard pile" (the dynasty and conflict discard piles)
        seats = [1 - ctx["seat"]] if where == "opponent" else [ctx["seat"]]
        pool = [c for q in seats for c in (*s.players[q].dyn_discard, *s.players[q].conf_discard)]
        return [c for c in pool if s.facts[c].type == "character" and
                all(FILTERS[n](s, ctx, c, a, s.conflict) for n, a in sel.filters if n != "in_discard")]
    if sp.attachments:
        pool = [a for p in s.players for a in p.attached]
    else:
        pool = [c for p in s.players for c in p.home]
    out = [c for c in pool if _match(s, ctx, sp, c)]
    if ctx.get("event") and out:  # "cannot be chosen as a target of an opponent's event" (Above Question)
        out = [c for c in out if s.controller[c] == ctx["seat"] or not cannot(s, c, "targeted_by_opp_events")]
    return out


def resolve(s: E.State, ctx: dict[str, Any], ref: Ref) -> list[int]:
    n = ref.name
    if n == "self":
        return [ctx["card"]]
    if n == "host":
        h = ctx.get("host", s.attached_to[ctx["card"]])
        return [h] if h >= 0 else []
    if n == "ev":
        ev = ctx.get("ev")
        return [ev[2]] if ev and ev[2] >= 0 else []
    got = ctx.get("slots", {}).get(n, [])
    return list(got)


def _alive(s: E.State, ctx: dict[str, Any], ref: Ref) -> list[int]:
    return [c for c in resolve(s, ctx, ref) if s.zone[c] == E.PLAY]


# ---------------------------------------------------------------------------------------------- conditions and counts
def _honor_diff(s: E.State, seat: int) -> int:
    return s.players[seat].honor - s.players[1 - seat].honor


def _only_participant(s: E.State, c: int) -> bool:
    cf = s.conflict
    if cf is None:
        return False
    side = cf["attackers"] if s.controller[c] == cf["attacker"] else cf["defenders"]
    return side == [c]


CONDS: dict[str, Callable[..., bool]] = {
    "self_participating": lambda s, ctx, *a: ctx["card"] in participants(s),
    "self_attacking": lambda s, ctx, *a: s.conflict is not None and ctx["card"] in s.conflict["attackers"],
    "self_defending": lambda s, ctx, *a: s.conflict is not None and ctx["card"] in s.conflict["defenders"],
    "subject_defending": lambda s, ctx, *a: s.conflict is not None and ctx["subject"] in s.conflict["defenders"],
    "subject_participating": lambda s, ctx, *a: ctx["subject"] in participants(s),
    "host_participating": lambda s, ctx, *a: s.attached_to[ctx["card"]] >= 0 and
    s.attached_to[ctx["card"]] in participants(s),
    "in_conflict": lambda s, ctx, *a: s.conflict is not None and bool(s.conflict["attackers"]),
    "conflict_phase": lambda s, ctx, *a: s.phase == "conflict",
    "conflict_type": lambda s, ctx, kind: s.conflict is not None and s.conflict["type"] == kind,
    "conflict_ring": lambda s, ctx, e: s.conflict is not None and e in LC.contested_elements(s),
    "self_type_conflict": lambda s, ctx, kind: s.conflict is not None and s.conflict["type"] == kind and
    ctx["card"] in participants(s),
    "more_honorable": lambda s, ctx, *a: _honor_diff(s, ctx["seat"]) > 0,
    "less_honorable": lambda s, ctx, *a: _honor_diff(s, ctx["seat"]) < 0,
    "only_participant": lambda s, ctx, *a: _only_participant(s, ctx["card"]),
    "more_pol_in_conflict": lambda s, ctx, *a: s.conflict is not None and s.conflict["type"] == "political" and
    E.total_skill(s, ctx["seat"]) > E.total_skill(s, 1 - ctx["seat"]),
    "holding_in_play": lambda s, ctx, *a: any(s.facts[c].type == "holding" and s.faceup[c]
                                              for p in s.players for sl in p.slots for c in sl),
    "control_trait_participating": lambda s, ctx, t: any(
        s.controller[c] == ctx["seat"] and has_trait(s, c, t) for c in participants(s)),
    "control_trait": lambda s, ctx, t: any(has_trait(s, c, t) for c in s.players[ctx["seat"]].home),
    "attacking_player": lambda s, ctx, *a: s.conflict is not None and s.conflict["attacker"] == ctx["seat"],
    "lower_bid": lambda s, ctx, *a: s.players[ctx["seat"]].bid < s.players[1 - ctx["seat"]].bid,
    "higher_bid": lambda s, ctx, *a: s.players[ctx["seat"]].bid > s.players[1 - ctx["seat"]].bid,
    "opp_more_honorable": lambda s, ctx, *a: _honor_diff(s, ctx["seat"]) < 0,
    "subject_honored_clan": lambda s, ctx, clan: s.status[ctx["subject"]] == 1 and s.facts[ctx["subject"]].clan ==
    clan and s.controller[ctx["subject"]] == ctx["seat"],
    "subject_participating_clan_you": lambda s, ctx, clan: ctx["subject"] != ctx["card"] and
    ctx["card"] in participants(s) and ctx["subject"] in participants(s) and
    s.facts[ctx["subject"]].clan == clan and s.controller[ctx["subject"]] == ctx["seat"],
    "first_military_conflict": lambda s, ctx, *a: s.conflict is not None and s.conflict["type"] == "military" and
    s.conflict.get("first_of_type", False),
    "favor_holder_defends": lambda s, ctx, *a: s.favor[0] >= 0 and s.favor[0] != s.controller[ctx["subject"]],
    "fate_phase": lambda s, ctx, *a: s.phase == "fate",
    "self_won_duel": lambda s, ctx, *a: ctx["slots"].get("winner") == [ctx["card"]],
    "self_lost_duel": lambda s, ctx, *a: ctx["slots"].get("loser") == [ctx["card"]],
    # triggering conditions (ctx["ev"] = (name, seat, card, extra))
    "ev_self": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][2] == ctx["card"],
    "ev_host": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][2] == s.attached_to[ctx["card"]],
    "ev_you": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"],
    "ev_opponent": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == 1 - ctx["seat"],
    "ev_self_kind": lambda s, ctx, name, kind: _ev(ctx, name) and ctx["ev"][2] == ctx["card"] and
    ctx["ev"][3] == kind,
    "ev_you_kind": lambda s, ctx, name, kind: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and ctx["ev"][3] == kind,
    "ev_any": lambda s, ctx, name: _ev(ctx, name),
    "ev_you_bowed_by_opp_or_ring": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    ctx["ev"][3] in ("opp_effect", "ring"),
    "ev_targets_your_trait": lambda s, ctx, name, trait: _ev(ctx, name) and _targets_yours(s, ctx, trait),
    "ev_conflict_phase_ends": lambda s, ctx, name: _ev(ctx, name) and s.phase == "conflict",
    "ev_you_lost_unopposed": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.conflict is not None and s.conflict["defender"] == ctx["seat"] and not s.conflict["defenders"] and
    s.conflict.get("winner") == s.conflict["attacker"],
    "ev_you_honored": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == ctx["seat"] and
    s.status[ctx["ev"][2]] == 1,
    "not_lost_this_phase": lambda s, ctx, *a: not any(x[0] == "lost" and x[1] == ctx["seat"] for x in s.lasting),
    "more_honored_chars": lambda s, ctx, *a: sum(1 for c in s.players[ctx["seat"]].home if s.status[c] == 1) >
    sum(1 for c in s.players[1 - ctx["seat"]].home if s.status[c] == 1),
    "ev_extra": lambda s, ctx, name, x: _ev(ctx, name) and ctx["ev"][3] == x,
    "ev_self_type": lambda s, ctx, name, kind: _ev(ctx, name) and ctx["ev"][2] == ctx["card"] and
    s.conflict is not None and s.conflict["type"] == kind,
    "ev_opp_during_host_conflict": lambda s, ctx, name: _ev(ctx, name) and ctx["ev"][1] == 1 - ctx["seat"] and
    s.attached_to[ctx["card"]] in participants(s),
}


def _targets_yours(s: E.State, ctx: dict[str, Any], trait: str) -> bool:
    """The imminent ability's chosen targets include a character of `trait` the reacting player controls."""
    then = s.would.get(f"{ctx['ev'][3]}:then")
    if not then or then[0] != "event_go":
        return False
    tctx = s.ctxs[then[1]] if then[1] < len(s.ctxs) else None
    if tctx is None:
        return False
    chosen = [c for k, v in tctx["slots"].items() if k != "cost" for c in v]
    return any(s.zone[c] == E.PLAY and s.controller[c] == ctx["seat"] and has_trait(s, c, trait) for c in chosen)


def _ev(ctx: dict[str, Any], name: str) -> bool:
    ev = ctx.get("ev")
    return ev is not None and len(ev) > 0 and ev[0] == name


def check(s: E.State, ctx: dict[str, Any], c: Any, subject: int = -1) -> bool:
    if isinstance(c, tuple):
        return all(check(s, ctx, x, subject) for x in c)
    if subject >= 0:
        ctx = {**ctx, "subject": subject}
    if c.name == "and":
        return all(check(s, ctx, x, subject) for x in c.args)
    return CONDS[c.name](s, ctx, *c.args)


CondFn = Callable[[E.State, dict[str, Any]], bool]
_COMPILED: dict[int, tuple[Any, CondFn]] = {}


def compiled(c: Any) -> CondFn:
    """A condition compiled once into one function of (state, ctx): the same answer as `check(s, ctx, c)` (a cache of
    the declarations, by identity)."""
    got = _COMPILED.get(id(c))
    if got is None or got[0] is not c:
        got = _COMPILED[id(c)] = (c, _compile(c))
    return got[1]


def _compile(c: Any) -> CondFn:
    if isinstance(c, tuple) or c.name == "and":
        parts = tuple(_compile(x) for x in (c if isinstance(c, tuple) else c.args))
        if len(parts) == 1:
            return parts[0]

        def every(s: E.State, ctx: dict[str, Any]) -> bool:
            for f in parts:  # noqa: SIM110 (`all`, without a generator for each ability looked at)
                if not f(s, ctx):
                    return False
            return True
        return every
    fn = CONDS.get(c.name)
    if fn is None:  # (a word registered later: looked up when asked, as `check` does)
        return lambda s, ctx: CONDS[c.name](s, ctx, *c.args)  # type: ignore[no-any-return]
    args = c.args
    if not args:
        return fn
    if len(args) == 1:
        a0 = args[0]
        return lambda s, ctx: fn(s, ctx, a0)  # type: ignore[no-any-return]
    return lambda s, ctx: fn(s, ctx, *args)  # type: ignore[no-any-return]


class CondCheck:
    """One part of a condition compiled once (`checks`): `ok(state, ctx)`, a native call (`_can` calls these rather
    than `compiled`'s function: one call less through Python's vectorcall for each part)."""

    __slots__ = ()

    def ok(self, s: E.State, ctx: dict[str, Any]) -> bool:
        raise NotImplementedError


class _Check0(CondCheck):
    __slots__ = ("fn",)

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn

    def ok(self, s: E.State, ctx: dict[str, Any]) -> bool:
        return bool(self.fn(s, ctx))


class _Check1(CondCheck):
    __slots__ = ("fn", "a0")

    def __init__(self, fn: Callable[..., Any], a0: Any) -> None:
        self.fn = fn
        self.a0 = a0

    def ok(self, s: E.State, ctx: dict[str, Any]) -> bool:
        return bool(self.fn(s, ctx, self.a0))


class _CheckN(CondCheck):
    __slots__ = ("fn", "args")

    def __init__(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.fn = fn
        self.args = args

    def ok(self, s: E.State, ctx: dict[str, Any]) -> bool:
        return bool(self.fn(s, ctx, *self.args))


class _CheckLate(CondCheck):
    """(A word registered later: looked up when asked, as `check` does.)"""

    __slots__ = ("c",)

    def __init__(self, c: Any) -> None:
        self.c = c

    def ok(self, s: E.State, ctx: dict[str, Any]) -> bool:
        c = self.c
        return bool(CONDS[c.name](s, ctx, *c.args))


def checks(c: Any) -> tuple[CondCheck, ...]:
    """A condition as its parts (an "and" and a tuple of conditions flattened, in order): it holds when each `ok`
    holds, asked in this order, stopping at the first that does not (the answer of `compiled(c)`)."""
    out: list[CondCheck] = []
    _checks_into(c, out)
    return tuple(out)


def _checks_into(c: Any, out: list[CondCheck]) -> None:
    if isinstance(c, tuple) or c.name == "and":
        for x in (c if isinstance(c, tuple) else c.args):
            _checks_into(x, out)
        return
    fn = CONDS.get(c.name)
    args = c.args
    if fn is None:
        out.append(_CheckLate(c))
    elif not args:
        out.append(_Check0(fn))
    elif len(args) == 1:
        out.append(_Check1(fn, args[0]))
    else:
        out.append(_CheckN(fn, tuple(args)))


def count(s: E.State, ctx: dict[str, Any], v: Any) -> int:
    w = v.what
    seat = ctx["seat"]
    if w == "claimed_rings":
        return sum(1 for e in E.ELEMENTS if s.rings[e][1] >= 0)
    if w == "unclaimed_rings":
        return sum(1 for e in E.ELEMENTS if s.rings[e][1] < 0)
    if w == "unclaimed_ring_fate":
        return sum(s.rings[e][0] for e in E.ELEMENTS if s.rings[e][1] < 0)
    if w == "holdings_you":
        p = s.players[seat]
        return sum(1 for sl in p.slots for c in sl if s.faceup[c] and s.facts[c].type == "holding")
    if w.startswith("participating_clan:"):
        clan = w.split(":")[1]
        return sum(1 for c in participants(s) if s.controller[c] == seat and s.facts[c].clan == clan)
    if w.startswith("trait_you:"):
        t = w.split(":")[1]
        return sum(1 for c in s.players[seat].home if has_trait(s, c, t))
    if w == "attackers":
        return len(s.conflict["attackers"]) if s.conflict else 0
    raise KeyError(w)


# ---------------------------------------------------------------------------------------------- costs
_BOW_COST: Final = 1
_SACRIFICE_COST: Final = 2
_FATE_COST: Final = 3
_HONOR_COST: Final = 4
_REMOVE_FATE_COST: Final = 5
_DISCARD_FROM_HAND_COST: Final = 6
_SACRIFICE_FRIENDLY: Final = 7
_DISHONOR_FRIENDLY: Final = 8
# a cost word's class -> which of the costs `cost_payable` reads it as (0: none)
_COST_KINDS: Final[dict[type, int]] = {}


def _cost_kind(w: Word) -> int:
    """Which cost `cost_payable` reads `w` as: the first class of its list `w` is an instance of, found once per class
    (classes do not change)."""
    k = _COST_KINDS.get(type(w))
    if k is None:
        k = 0
        for i, cls in enumerate((V.BowCost, V.SacrificeCost, V.FateCost, V.HonorCost, V.RemoveFateCost,
                                 V.DiscardFromHandCost, V.SacrificeFriendly, V.DishonorFriendly)):
            if isinstance(w, cls):
                k = i + 1
                break
        _COST_KINDS[type(w)] = k
    return k


def cost_payable(s: E.State, ctx: dict[str, Any], w: Word) -> bool:
    interp = COST_FNS.get(type(w))
    if interp is not None:
        return interp.payable(s, ctx, w)  # type: ignore[no-any-return]
    seat = ctx["seat"]
    p = s.players[seat]
    k = _cost_kind(w)
    x: Any = w
    if k == _BOW_COST:
        return all(not s.bowed[c] for c in resolve(s, ctx, x.ref)) and bool(resolve(s, ctx, x.ref))
    if k == _SACRIFICE_COST:
        return bool(resolve(s, ctx, x.ref))
    if k == _FATE_COST:
        return p.fate >= x.n and (not x.to_ring or any(s.rings[e][1] < 0 for e in E.ELEMENTS))
    if k == _HONOR_COST:
        return p.honor >= x.n  # type: ignore[no-any-return]
    if k == _REMOVE_FATE_COST:
        return all(s.fate_on[c] > 0 and not cannot(s, c, "lose_fate") for c in resolve(s, ctx, x.ref)) and \
            bool(resolve(s, ctx, x.ref))
    if k == _DISCARD_FROM_HAND_COST:
        return bool(p.hand)
    if k == _SACRIFICE_FRIENDLY:
        return _any_candidate(s, ctx, x.selector, False)
    if k == _DISHONOR_FRIENDLY:
        return _any_candidate(s, ctx, x.selector, True)
    raise TypeError(type(w).__name__)


def _any_candidate(s: E.State, ctx: dict[str, Any], sel: Sel, not_dishonored: bool) -> bool:
    """Whether `candidates` would find one (that is not dishonored): the same tests, stopping at the first found."""
    sp = _sel_plan(sel)
    if sp.needs_conflict and s.conflict is None and sp.where is None:
        return False  # (no card matches: a filter holds only of cards in a conflict)
    if sp.where is not None:
        cands = candidates(s, ctx, sel)
        return any(s.status[c] > -1 for c in cands) if not_dishonored else bool(cands)
    event = ctx.get("event")
    seat = ctx["seat"]
    status = s.status
    for p in s.players:
        for c in (p.attached if sp.attachments else p.home):
            if not_dishonored and status[c] <= -1:
                continue
            if not _match(s, ctx, sp, c):
                continue
            if event and s.controller[c] != seat and cannot(s, c, "targeted_by_opp_events"):
                continue
            return True
    return False


def _cost_choices(s: E.State, ctx: dict[str, Any], w: Word) -> list[tuple[str, str]] | None:
    """The choices a cost needs ((id, label)), or None when it is paid without one."""
    if type(w) in COST_FNS:
        ch = COST_FNS[type(w)].choices
        return ch(s, ctx, w) if ch is not None else None
    seat = ctx["seat"]
    if isinstance(w, V.FateCost) and w.to_ring:
        return [(f"ring:{e}", f"Spend {w.n} fate to the {e} ring") for e in E.ELEMENTS if s.rings[e][1] < 0]
    if isinstance(w, V.DiscardFromHandCost):
        return [(f"card:{c}", f"Discard {s.title(c)}") for c in s.players[seat].hand if c != ctx["card"]]
    if isinstance(w, V.SacrificeFriendly):
        return [(f"card:{c}", f"Sacrifice {s.title(c)}") for c in candidates(s, ctx, w.selector)]
    if isinstance(w, V.DishonorFriendly):
        return [(f"card:{c}", f"Dishonor {s.title(c)}") for c in candidates(s, ctx, w.selector) if s.status[c] > -1]
    return None


def pay(s: E.State, ctx: dict[str, Any], w: Word, pick: str | None) -> None:
    if type(w) in COST_FNS:
        COST_FNS[type(w)].pay_fn(s, ctx, w, pick)
        return
    seat = ctx["seat"]
    p = s.players[seat]
    if isinstance(w, V.BowCost):
        for c in resolve(s, ctx, w.ref):
            s.bowed[c] = True
            if s.logging:
                s.say(f"{s.title(c)} bows.")
    elif isinstance(w, V.SacrificeCost):
        for c in resolve(s, ctx, w.ref):
            ctx.setdefault("cost_chars", []).append(c)
            _leave(s, c, "sacrifice")
    elif isinstance(w, V.FateCost):
        p.fate -= w.n
        if w.to_ring and pick:
            e = pick.split(":")[1]
            s.rings[e][0] += w.n
            if s.logging:
                s.say(f"{p.name} spends {w.n} fate to the {e} ring.")
    elif isinstance(w, V.HonorCost):
        LP.lose_honor(s, seat, w.n)
    elif isinstance(w, V.RemoveFateCost):
        for c in resolve(s, ctx, w.ref):
            s.fate_on[c] -= 1
            if s.logging:
                s.say(f"1 fate is removed from {s.title(c)}.")
    elif isinstance(w, V.DiscardFromHandCost) and pick:
        c = int(pick.split(":")[1])
        _discard_from_hand(s, seat, c)
    elif isinstance(w, V.SacrificeFriendly) and pick:
        c = int(pick.split(":")[1])
        ctx.setdefault("slots", {})["cost"] = [c]
        ctx.setdefault("cost_chars", []).append(c)
        _leave(s, c, "sacrifice")
    elif isinstance(w, V.DishonorFriendly) and pick:
        c = int(pick.split(":")[1])
        ctx.setdefault("slots", {})["cost"] = [c]
        LP.dishonor_card(s, c)


def _discard_from_hand(s: E.State, seat: int, c: int) -> None:
    p = s.players[seat]
    p.hand.remove(c)
    side = s.facts[c].side
    s.zone[c] = E.DYN_DISCARD if side == "dynasty" else E.CONF_DISCARD
    (p.dyn_discard if side == "dynasty" else p.conf_discard).append(c)
    if s.logging:
        s.say(f"{p.name} discards {s.title(c)}.")


def _leave(s: E.State, c: int, how: str) -> None:
    """A card leaves play by an ability's effect or cost; "would leave play" interrupts first (the step "leave")."""
    if how == "discard" and s.zone[c] == E.PLAY and cannot(s, c, "discarded"):
        if s.logging:
            s.say(f"{s.title(c)} cannot be discarded.")  # a lasting "cannot be discarded" (Steadfast Samurai)
        return
    if s.zone[c] == E.PLAY and s.facts[c].type == "character" and s.attached_to[c] < 0 and \
            would(s, "would_leave", s.controller[c], c, ("leave", c, how)):
        return
    _leave_now(s, c, how)


@E.handler("leave")
def _leave_step(s: E.State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    _, c, how, wid = step
    if proceeds(s, wid):
        _leave_now(s, c, how)


def _leave_now(s: E.State, c: int, how: str) -> None:
    if s.zone[c] == E.PROVINCE:  # a holding
        if s.logging:
            s.say(f"{s.players[s.owner[c]].name} sacrifices {s.title(c)}.")
        LP.discard_from_province(s, c)
        return
    if s.zone[c] != E.PLAY:
        return
    if s.facts[c].type == "attachment" or s.attached_to[c] >= 0:  # (or a character played as an attachment)
        if s.logging:
            s.say(f"{s.title(c)} is discarded.")
        LP._detach(s, c)
        return
    if how == "sacrifice":
        if s.logging:
            s.say(f"{s.players[s.controller[c]].name} sacrifices {s.title(c)}.")
    LP.leave_play(s, c)


# ---------------------------------------------------------------------------------------------- offering abilities
def _limit_keys(s: E.State, ctx: dict[str, Any], ab: V.LAbility) -> list[str]:
    keys: list[str] = []
    if ab.limit or ab.max_per:  # (the keys made once: the plan's `limit_key`, `max_key`)
        pl = P.plan(ab)
        c: int = ctx["card"]
        seat: int = ctx["seat"]
        if ab.limit:
            keys.append(pl.limit_key(c, ctx["i"], seat))  # RR "Limit X": limits are player specific
        if ab.max_per:
            keys.append(pl.max_key(s.facts[c].title, seat))
    return keys


# Lasting and delayed effects whose record names a card second (RR "Leaves Play": they expire for a card leaving play)
CARD_LASTING = frozenset({"skill", "glory", "no_abilities", "no_bow", "cannot", "gain", "control", "switch_base",
                          "base_doubled", "double", "keep_fate", "covert_in", "bottom_after_conflict"})


def new_instance(s: E.State, c: int) -> None:
    """A card that leaves play (or goes from one out-of-play area to another) is a new instance: "There is no memory
    of having used the ability during the specified period" (RR "Limit X per [period]"), and "All lasting effects
    and/or delayed effects affecting the card while it was in play expire for that card" (RR "Leaves Play")."""
    used = s.used
    if used:
        cards = _used_cards(used)
        if c in cards:  # (most leave with no limit counted: the counters are then kept as they are)
            tag = f":{c}:"
            s.used = kept = {k: v for k, v in used.items() if not k[1:].startswith(tag)}
            cards.discard(c)  # (the same keys less those naming c: `_used_cards` kept for the new dict)
            uc = _USED_CARDS
            uc.used = kept
            uc.n = len(kept)
    lasting = s.lasting
    if lasting:
        for r in lasting:  # (most leave with no record of theirs: the list is then kept as it is)
            if r[0] in CARD_LASTING and r[1] == c:
                s.lasting = [x for x in lasting if not (x[0] in CARD_LASTING and x[1] == c)]
                break
        s.ver += 1


class _UsedCards:
    """The cards a key of one `State.used` dict names as `new_instance` reads them (`k[1:].startswith(f":{c}:")`),
    with the dict (by identity) and its length it was worked out for. Only `start` writes into a `used` dict in place
    (adding keys: the length tells; `_cost_prevented` only lowers a key `start` counted); every other change makes a
    new dict (`expire`, `new_instance`, `clone`, a state read back). Never saved; `tests/lcg/test_declare_caches.py`
    compares it with a fresh look."""

    __slots__ = ("used", "n", "cards")

    def __init__(self) -> None:
        self.used: dict[str, int] | None = None
        self.n = -1
        self.cards: set[int] = set()


_USED_CARDS: Final = _UsedCards()


def _key_card(k: str) -> int | None:
    """The card `k` names for `new_instance` (`k[1:].startswith(f":{c}:")` exactly when it is c), None for none."""
    if len(k) < 4 or k[1] != ":":
        return None
    j = k.find(":", 2)
    if j <= 2:
        return None
    t = k[2:j]
    d = t[1:] if t[0] == "-" else t
    if not d.isdecimal():
        return None
    v = int(t)
    return v if str(v) == t else None


def _used_cards(used: dict[str, int]) -> set[int]:
    uc = _USED_CARDS
    if uc.used is not used or uc.n != len(used):
        cards: set[int] = set()
        for k in used:
            v = _key_card(k)
            if v is not None:
                cards.add(v)
        uc.used = used
        uc.n = len(used)
        uc.cards = cards
    return uc.cards


def _extra_uses(s: E.State, c: int) -> int:
    """"You may trigger each of attached character's triggered abilities an additional time" (Way of the Dragon)."""
    if not EXTRA_USE_TITLES:
        return 0
    ca = s.caches.ca  # (the game's cards' table, `plan.card_actions`: whether one of them has one of these titles)
    if ca is None or ca.facts is not s.facts or ca.gen != P._GEN[0] or ca.m != len(s.facts):
        ca = P.card_actions(s.facts)
        s.caches.ca = ca
    if not ca.extra:
        return 0
    n = 0  # (those attached to `c`: in play, so no need to ask first whether one of these titles is)
    facts, attached_to = s.facts, s.attached_to
    for p in s.players:
        for a in p.attached:
            if attached_to[a] == c and facts[a].title in EXTRA_USE_TITLES:
                n += 1
    return n




# RR "Target": "A card is not an eligible target for an ability if the resolution of that ability's effect could not
# affect the target at all" (a word registers f(state, ctx, steps, target, card) -> could affect it)
TARGET_CHECKS: Final[list[Callable[..., bool]]] = []


def eligible(s: E.State, ctx: dict[str, Any], steps: tuple[Word, ...], w: Target, cands: list[int]) -> list[int]:
    if not TARGET_CHECKS or not cands:
        return cands
    return [c for c in cands if all(f(s, ctx, steps, w, c) for f in TARGET_CHECKS)]


CONFLICT_CONDS = P.CONFLICT_CONDS  # conditions that hold only during a conflict


def can_initiate(s: E.State, seat: int, c: int, i: int, ab: V.LAbility, ev: tuple[Any, ...] | None = None) -> bool:
    return _can(s, seat, c, i, ab, P.plan(ab), ev)


def _can(s: E.State, seat: int, c: int, i: int, ab: V.LAbility, pl: P.Plan, ev: tuple[Any, ...] | None,
         box: dict[str, Any] | None = None, act: P.Act | None = None) -> bool:
    """Whether `seat` may initiate ability `i` of card `c` now (to the triggering condition `ev`): its condition
    (not looked at outside a conflict when it can hold only in one), where it is used from, its triggering
    condition, its text not blanked, its limits, its costs, its targets and its effect (RR "Initiating Abilities").
    `box`: a context dict the caller lends for this look (one for all the abilities of one window), its "seat" and
    "ev" entries set by the caller to `seat` and `ev` (once for the window): its three others are set again here, and
    it is used only while it has no other entry (a look that added one has it built fresh, as without it); the tests
    only read the context and keep no reference to it. `act`: the Action ability's `plan.Act` (an action window's
    look, `ev` None, `seat` 0 or 1): its own context (`Act.ctx`, none of its entries set here) and limit key
    (`Act.limit_key`) are read rather than `box` and the plan's."""
    if pl.conflict_only and s.conflict is None:
        return False
    f = s.facts[c]
    event = f.type == "event"
    if pl.from_hand != (s.zone[c] == E.HAND and not event):
        return False  # a reaction used from hand only from there (and the card's other abilities only in play)
    used = s.used
    if used:  # RR "Limit X per [period]", "Max X per [period]"
        if pl.limit_tag:
            n = used.get(act.limit_key(seat) if act is not None else pl.limit_key(c, i, seat), 0)
            if n >= pl.limit and n >= pl.limit + _extra_uses(s, c):
                return False
        if pl.max_tag and used.get(pl.max_key(f.title, seat), 0) >= 1:
            return False
    # (each test only reads the state: the cheap ones first, the answer is the same)
    if pl.effect_check == "ready" and not s.bowed[c]:
        return False
    if pl.effect_check == "honor" and s.status[c] >= 1:
        return False
    lasting = s.lasting
    if lasting:
        for x in lasting:
            if x[0] == "no_abilities" and x[1] == c:
                return False
    if pl.trigger is not None or pl.cond is not None or pl.costs or pl.targets:  # (else no ctx to build)
        if act is not None:
            ctx = act.ctx(seat)
        elif box is not None:
            box["card"] = c  # ("seat" and "ev": set by the caller)
            box["i"] = i
            box["event"] = event
            ctx = box if len(box) == 5 else {"card": c, "i": i, "seat": seat, "ev": ev, "event": event}
        else:
            ctx = {"card": c, "i": i, "seat": seat, "ev": ev, "event": event}
        for k in pl.checks:  # (its triggering condition's parts, then its condition's: `checks`, `compiled`'s answer)
            if not k.ok(s, ctx):
                return False
        for w in pl.costs:
            if not cost_payable(s, ctx, w):
                return False
        for tp in pl.tps:  # (the plan's targets, each read once: `_target_plan`)
            if not _enough_tp(s, ctx, pl.steps, tp):
                return False
    if lasting and i >= len(DEFS[f.title].abilities if f.title in DEFS else ()):
        return True  # RR "Blank": "Text gained from another source is not blanked"
    q = s.caches.q
    if q is not None:  # (`_blanked` in a read-only stretch)
        blank = q.blank
        if blank is None:
            types = q.blank_types
            if types is None:
                types = q.blank_types = live_hooks(s).blank_types
            if types is not _ANY_TYPE and f.type not in types:  # no live blanker answers a card of its type: only
                if lasting:  # a lasting "blank" record can blank it (`_blanked_now`, not worked out)
                    for x in lasting:
                        if x[0] == "blank" and x[1] == c:
                            return False
                return True
            blank = q.blank = _blanked_now(s)
        return c not in blank
    return not _blanked(s, c)


class _TargetPlan:
    """A target word read once (`_enough_targets`): its minimum number, its selector and the selector's plan."""

    __slots__ = ("w", "need", "sel", "sp")

    def __init__(self, w: Target) -> None:
        self.w = w  # (held: found by the word's identity)
        self.need: int = w.count[0]
        self.sel: Sel = w.selector
        self.sp: _SelPlan = _sel_plan(w.selector)


_TARGET_PLANS: Final[dict[int, _TargetPlan]] = {}


def _target_plan(w: Target) -> _TargetPlan:
    tp = _TARGET_PLANS.get(id(w))
    if tp is None or tp.w is not w:
        tp = _TARGET_PLANS[id(w)] = _TargetPlan(w)
    return tp


def _enough_targets(s: E.State, ctx: dict[str, Any], steps: tuple[Word, ...], w: Target) -> bool:
    """Whether `w`'s minimum number of eligible targets exists (`candidates`, then `eligible`, counted until enough
    are found)."""
    return _enough_tp(s, ctx, steps, _target_plan(w))


def _enough_tp(s: E.State, ctx: dict[str, Any], steps: tuple[Word, ...], tp: _TargetPlan) -> bool:
    """`_enough_targets`, given the target's plan."""
    w = tp.w
    need = tp.need
    sp = tp.sp
    if sp.needs_conflict and s.conflict is None and sp.where is None:
        return need <= 0  # (no card matches: a filter holds only of cards in a conflict)
    if sp.where is not None:
        return len(eligible(s, ctx, steps, w, candidates(s, ctx, tp.sel))) >= need
    event = ctx.get("event")
    seat = ctx["seat"]
    n = 0
    for p in s.players:
        for c in (p.attached if sp.attachments else p.home):
            if not _match(s, ctx, sp, c):
                continue
            if event and s.controller[c] != seat and cannot(s, c, "targeted_by_opp_events"):
                continue  # "cannot be chosen as a target of an opponent's event" (Above Question)
            if TARGET_CHECKS and not _could_target(s, ctx, steps, w, c):
                continue
            n += 1
            if n >= need:
                return True
    return False


def _could_target(s: E.State, ctx: dict[str, Any], steps: tuple[Word, ...], w: Target, c: int) -> bool:
    for f in TARGET_CHECKS:  # noqa: SIM110 (a loop: no generator for each card looked at)
        if not f(s, ctx, steps, w, c):
            return False
    return True


def _event_cost(s: E.State, seat: int, c: int) -> int:
    if not s.lasting:
        return max(0, s.facts[c].cost or 0)
    return max(0, (s.facts[c].cost or 0) - sum(1 for x in s.lasting if x[0] == "event_discount" and x[1] == seat))


def card_acts(s: E.State) -> P.CardActs:
    """The game's `plan.CardActs` (`plan.card_actions`, kept with the state)."""
    ca = s.caches.ca
    if ca is None or ca.facts is not s.facts or ca.gen != P._GEN[0] or ca.m != len(s.facts):
        ca = P.card_actions(s.facts)
        s.caches.ca = ca
    return ca


def action_options(s: E.State, seat: int) -> list[Option]:
    """Action abilities `seat` may initiate now: on its cards in play, and the events in its hand (each card's Action
    abilities come from its plans, `plan.card_actions`: outside a conflict, those that can hold only in one are not
    looked at)."""
    out: list[Option] = []
    if not DEFS:
        return out
    facts = s.facts
    me = s.players[seat]
    in_conflict = s.conflict is not None
    ca = s.caches.ca  # by card: whether its title has an Action ability, and its Action abilities
    # (`plan.card_actions`, kept with the state)
    if ca is None or ca.facts is not facts or ca.gen != P._GEN[0] or ca.m != len(facts):
        ca = P.card_actions(facts)
        s.caches.ca = ca
    quick = SHORTCUTS[0]  # (the tests compare with the shortcuts off: `SHORTCUTS`)
    # (outside a conflict, whether its title has one whose condition can hold there: the others give no option)
    has = ca.has if in_conflict or not quick else ca.has_out
    acts = ca.inc if in_conflict else ca.out  # (`ca.of`'s answers made so far, read here: no call for each card)
    # (`_can`'s context, lent: one of `_BOXES`, given back at the end; a nested window takes another)
    box = _BOXES.pop() if _BOXES else {"card": -1, "i": 0, "seat": seat, "ev": None, "event": False}
    box["seat"] = seat  # (for all of this window's looks: `_can` sets only the others)
    box["ev"] = None
    two = 0 <= seat <= 1  # (then each ability's own context and limit key, made once: `plan.Act`)
    gained = False
    for x in s.lasting:  # (a loop: no generator for each window)
        if x[0] == "gain":
            gained = True
            break
    faceup = s.faceup
    pf, provs = me.prov_faceup, me.provinces
    if gained:
        mine = [*me.home, *me.attached, me.stronghold, me.role]
        for k in range(5):
            if pf[k]:
                mine.append(provs[k])
        for sl in me.slots:
            for c in sl:
                if faceup[c] and facts[c].type == "holding":
                    mine.append(c)
    else:  # (only the cards whose title has an Action ability are looked at, in the same order)
        mine = [c for c in me.home if has[c]]
        for c in me.attached:
            if has[c]:
                mine.append(c)
        c = me.stronghold
        if c >= 0 and has[c]:
            mine.append(c)
        c = me.role
        if c >= 0 and has[c]:
            mine.append(c)
        for k in range(5):
            if pf[k] and has[provs[k]]:
                mine.append(provs[k])
        for sl in me.slots:
            for c in sl:
                if has[c] and faceup[c] and facts[c].type == "holding":
                    mine.append(c)
    # RR "Limit X per [period]": an ability whose limit this seat has reached is not looked at (`_can` would stop
    # there: its other tests only read the state; `_extra_uses` is 0 in a game with no such title)
    used = s.used if two and quick else _NO_USED
    extra = ca.extra
    for c in mine:
        if c < 0:
            continue
        if has[c]:
            got = acts[c]
            for a in (got if got is not None else ca.of(c, in_conflict)):
                pl = a.pl
                if used and pl.limit_tag:
                    n = used.get(a.limit_key(seat), 0)
                    if n >= pl.limit and (not extra or n >= pl.limit + _extra_uses(s, c)):
                        continue
                if _can(s, seat, c, a.i, a.ab, pl, None, box, a if two else None):
                    out.append(a.option())
        if gained:  # abilities gained until the end of a period follow the card's own (see `abilities_of`)
            title = facts[c].title
            abs_ = abilities_of(s, c)
            own = len(DEFS[title].abilities) if title in DEFS else 0
            for i in range(own, len(abs_)):
                ab = abs_[i]
                if isinstance(ab, V.LAbility) and ab.designators == ("Action",) and can_initiate(s, seat, c, i, ab):
                    out.append(Option(f"ab:{c}:{i}", f"{title}: {P.plan(ab).text}", {"card": c}))
    p = s.players[seat]
    events = [c for c in p.hand if has[c] and facts[c].type == "event"]
    if EVENTS_ELSEWHERE:
        events += [c for c in _events_elsewhere(s, seat) if facts[c].type == "event" and
                   facts[c].title in ACTION_TITLES]
    if not events:
        if len(box) == 5:
            _BOXES.append(box)
        return out
    found: list[Option] = []
    # (options are immutable: an event's option, by card, ability and cost, made once for the games with these cards,
    # `CardActs.ev_opts`: read from the table found for the cards the game has now, as a card may be added to it)
    made = ca.ev_opts
    off = 0  # (`_event_cost`)
    for x in s.lasting:
        if x[0] == "event_discount" and x[1] == seat:
            off += 1
    for c in events:
        f = s.facts[c]
        cost = max(0, (f.cost or 0) - off)
        if cost > p.fate or (p.limited_played and "limited" in f.keywords) or f.title not in DEFS:
            continue
        got = acts[c]
        for a in (got if got is not None else ca.of(c, in_conflict)):
            pl = a.pl
            if used and pl.limit_tag:
                n = used.get(a.limit_key(seat), 0)
                if n >= pl.limit and (not extra or n >= pl.limit + _extra_uses(s, c)):
                    continue
            if _can(s, seat, c, a.i, a.ab, pl, None, box, a if two else None):
                o = made.get((c, a.i, cost))
                if o is None:
                    o = made[(c, a.i, cost)] = Option(a.oid, f"Play {f.title} ({cost} fate): {a.pl.text}", {"card": c})
                found.append(o)
    if found and not seat_cannot(s, seat, "opp_events"):
        out += found
    if len(box) == 5:
        _BOXES.append(box)
    return out


# `action_options`' shortcuts on (the cards with no Action ability usable outside a conflict, `CardActs.has_out`, not
# looked at there; an ability whose limit is reached not asked about): the tests turn them off to compare
SHORTCUTS: Final[list[bool]] = [True]
_NO_USED: Final[dict[str, int]] = {}  # (`action_options` for a seat other than 0 or 1: no limit looked at first)
_BOXES: Final[list[dict[str, Any]]] = []  # `_can`'s contexts, lent by `action_options` (one has only its 5 entries)


# cards out of play that can react (a word registers f(state, seat, titles) -> his such cards with one of these titles)
REACTION_SOURCES: Final[list[Callable[[E.State, int, frozenset[str]], list[int]]]] = []
# a hook of REACTION_SOURCES that only gives cards of titles declared with a mark (`ability.card(..., mark=True)`) ->
# that mark: for titles none of this game's marked titles is among, it gives nothing, so a window does not call it
REACTION_SOURCE_MARKS: Final[dict[Any, str]] = {}
# events a player may play as if they were in his hand (a word registers: Artisan Academy's revealed card)
EVENTS_ELSEWHERE: Final[list[Callable[[E.State, int], list[int]]]] = []


def _events_elsewhere(s: E.State, seat: int) -> list[int]:
    """(Read only by its callers: with one word registered, its own list.)"""
    if len(EVENTS_ELSEWHERE) == 1:
        return EVENTS_ELSEWHERE[0](s, seat)
    return [c for f in EVENTS_ELSEWHERE for c in f(s, seat)] if EVENTS_ELSEWHERE else []


def _seat_sources(s: E.State, seat: int, cards: frozenset[int], where: tuple[bool, bool, bool, bool]) -> list[int]:
    """The cards of `in_play_sources` that `seat` controls among these (`in_game_cards`: the cards of the game with
    the titles looked for; in the same order; only where cards of their types can be: `where`)."""
    p = s.players[seat]
    home, attached, provinces, holdings = where
    out = [c for c in p.home if c in cards] if home else []
    if attached:
        for c in p.attached:
            if c in cards:
                out.append(c)
    if p.stronghold in cards:
        out.append(p.stronghold)
    if p.role in cards:
        out.append(p.role)
    if provinces or holdings:
        faceup, facts = s.faceup, s.facts
        pf, provs = p.prov_faceup, p.provinces
        for k in range(5):
            if pf[k] and provs[k] in cards:
                out.append(provs[k])
            if holdings:
                for c in p.slots[k]:
                    if c in cards and faceup[c] and facts[c].type == "holding":
                        out.append(c)
    return out


_NO_CARDS: Final[frozenset[int]] = frozenset()
_Trig = tuple[int, V.LAbility, P.Plan, str, int, int, Any]  # (a printed triggered ability: its index, itself, its
# plan, the one condition name its triggering condition can hold for, or "": `_trigger_name`, whose condition it can
# hold for: `_trigger_side`, and what its triggering condition reads of a condition of that name and side, when it
# reads nothing else: `_trigger_quick`)


class _Answers:
    """What may answer one set of triggering conditions' names (`names`) for one designator in one game: the titles
    that answer them (`plan.answering`), those of this game (`sub`: `in_game`), the cards of this game with those
    titles (`cards`) and where in play such cards can be (`where`: `in_game_cards`), and of each such card its printed
    triggered abilities of this designator, forced or not, whose triggering condition is one of the names (made when
    first asked for: `abilities`). A cache kept with the state (`_answers`) and shared by the games with the same cards
    (`_shared_table`: all of it is worked out from the cards' titles and types), never saved or cloned."""

    __slots__ = ("names", "designator", "info", "titles", "sub", "cards", "where", "forced", "free", "hand",
                 "sources", "hand_cards", "loose", "any_forced", "forced_seen", "forced_named", "mask")

    def __init__(self, s: E.State, names: frozenset[str], designator: str) -> None:
        self.names: frozenset[str] = names
        self.designator: str = designator
        info = _names_info(names, designator)
        self.info: _Names = info
        titles = info.titles
        self.titles: frozenset[str] = titles
        if titles:
            cards, where = in_game_cards(s, titles)
            sub = in_game(s, titles)[0]
        else:
            cards, where, sub = frozenset(), (False, False, False, False), frozenset()
        self.cards: frozenset[int] = cards
        # by card (0 to the game's number of cards - 1, the table's: `_answer_table`), whether it is one of `cards`
        # (`in_play`, `seat_cards`: an index read rather than a set looked up)
        mask = [False] * len(s.facts)
        for c in cards:
            mask[c] = True
        self.mask: list[bool] = mask
        self.where: tuple[bool, bool, bool, bool] = where
        self.sub: frozenset[str] = sub
        # these cards, where none can be in play as a province or a holding: then each one in play is in a home or
        # attached, so in zone PLAY (`none_in_play`); else None
        self.loose: list[int] | None = sorted(cards) if cards and not where[2] and not where[3] else None
        # the hooks of REACTION_SOURCES that can give one of these cards (`REACTION_SOURCE_MARKS`), in their order, and
        # of these cards, those that can be used from hand: the events and `HAND_REACTORS` (no other card in a hand,
        # or played as if it were there, answers): both worked out when first asked for (`hooks`, `from_hand`; most
        # conditions that a game fires only ask whether a card of theirs is in play: `flush`)
        self.sources: list[Callable[[E.State, int, frozenset[str]], list[int]]] | None = None
        self.hand_cards: frozenset[int] | None = None
        self.forced: dict[int, tuple[_Trig, ...]] = {}
        self.free: dict[int, tuple[_Trig, ...]] = {}
        self.hand: tuple[_HandAb, ...] = info.hand
        self.any_forced: int = -1  # (whether a card of these has a forced ability answering: `has_forced`; -1 unknown)
        # whether a forced ability of this designator answers one of the names (`forced_answers`), and the size of
        # FORCED_NAMES it was worked out for (-1: not yet)
        self.forced_seen: int = -1
        self.forced_named: bool = False

    def forced_answers(self) -> bool:
        """`_forced_answers` of conditions with these names (worked out again when FORCED_NAMES has grown; the
        declarations' generation: the table is made again, `_answer_table`)."""
        n = len(FORCED_NAMES)
        if self.forced_seen != n:
            self.forced_named = not _forced_names(self.designator).isdisjoint(self.names)
            self.forced_seen = n
        return self.forced_named

    def hooks(self, s: E.State) -> list[Callable[[E.State, int, frozenset[str]], list[int]]]:
        """The hooks of REACTION_SOURCES that can give one of these cards in this game (`_source_may`)."""
        got = self.sources
        if got is None:
            sub = self.sub
            got = self.sources = [f for f in REACTION_SOURCES if _source_may(s, f, sub)]
        return got

    def none_in_play(self, s: E.State) -> bool:
        """Whether no card of these is among `in_play_sources` (then `_in_play_among` is False and `_seat_sources`
        empty for both players), from the cards' zones: a card in a player's home or attached is in zone PLAY
        (`primitives.enter_play`, an attachment played); False where it cannot tell (a province or a holding may be
        one, or a card of these is in zone PLAY, or is a stronghold or a role)."""
        loose = self.loose
        if loose is None:
            return False
        zone = s.zone
        for c in loose:  # (loops: no generator for each look)
            if zone[c] == E.PLAY:
                return False
        cards = self.cards
        for p in s.players:  # noqa: SIM110 (a loop: no generator for each look)
            if p.stronghold in cards or p.role in cards:
                return False
        return True

    def in_play(self, s: E.State) -> bool:
        """`_in_play_among` of these cards (where they can be: `where`), read from `mask`."""
        mask = self.mask
        home, attached, provinces, holdings = self.where
        faceup = s.faceup
        for p in s.players:
            if home:
                for c in p.home:
                    if mask[c]:
                        return True
            if attached:
                for c in p.attached:
                    if mask[c]:
                        return True
            x = p.stronghold
            if x >= 0 and mask[x]:
                return True
            x = p.role
            if x >= 0 and mask[x]:
                return True
            if provinces or holdings:
                pf, provs = p.prov_faceup, p.provinces
                for k in range(5):
                    if pf[k]:
                        x = provs[k]
                        if x >= 0 and mask[x]:
                            return True
                    if holdings:
                        for c in p.slots[k]:
                            if mask[c] and faceup[c] and s.facts[c].type == "holding":
                                return True
        return False

    def seat_cards(self, s: E.State, seat: int) -> list[int]:
        """`_seat_sources` of these cards for `seat` (the same cards in the same order), read from `mask`."""
        mask = self.mask
        p = s.players[seat]
        home, attached, provinces, holdings = self.where
        out: list[int] = []
        if home:
            for c in p.home:
                if mask[c]:
                    out.append(c)
        if attached:
            for c in p.attached:
                if mask[c]:
                    out.append(c)
        x = p.stronghold
        if x >= 0 and mask[x]:
            out.append(x)
        x = p.role
        if x >= 0 and mask[x]:
            out.append(x)
        if provinces or holdings:
            faceup, facts = s.faceup, s.facts
            pf, provs = p.prov_faceup, p.provinces
            for k in range(5):
                if pf[k]:
                    x = provs[k]
                    if x >= 0 and mask[x]:
                        out.append(x)
                if holdings:
                    for c in p.slots[k]:
                        if mask[c] and faceup[c] and facts[c].type == "holding":
                            out.append(c)
        return out

    def has_forced(self, facts: list[Any]) -> bool:
        """Whether a card of these has a printed forced ability of this designator answering one of the names (else
        `_reactions` finds no forced one for either player, while no card has gained abilities: the cards the hooks
        of REACTION_SOURCES give are among these)."""
        got = self.any_forced
        if got < 0:
            got = 0
            for c in self.cards:
                if self.abilities(facts, c, True):
                    got = 1
                    break
            self.any_forced = got
        return got == 1

    def from_hand(self, s: E.State) -> frozenset[int]:
        """Of these cards, those that can be used from hand (events, `HAND_REACTORS`)."""
        got = self.hand_cards
        if got is None:
            facts = s.facts
            got = self.hand_cards = frozenset(
                c for c in self.cards if facts[c].type == "event" or facts[c].title in HAND_REACTORS)
        return got

    def abilities(self, facts: list[Any], c: int, forced: bool) -> tuple[_Trig, ...]:
        """`plan.triggered` of card `c`'s title, less the abilities whose triggering condition names another
        condition (a card's title never changes)."""
        made = self.forced if forced else self.free
        got = made.get(c)
        if got is None:
            got = made[c] = self.info.abilities(facts[c].title, forced)
        return got


class _Names:
    """What answers one set of triggering conditions' names for one designator, whatever the game (`_names_info`):
    the titles that answer them (`plan.answering`), the abilities of this designator of the titles used from hand
    that answer one of them (`hidden_possible`: `_hand_abilities`), and of a title its printed triggered abilities of
    this designator, forced or not, whose triggering condition is one of the names (made when first asked for)."""

    __slots__ = ("names", "designator", "titles", "hand", "forced", "free", "hand_trigger")

    def __init__(self, names: frozenset[str], designator: str) -> None:
        self.names: frozenset[str] = names
        self.designator: str = designator
        self.titles: frozenset[str] = P.answering(INTERRUPT_TITLES if designator == "Interrupt" else REACT_TITLES,
                                                  designator, names)
        hand: list[_HandAb] = []
        for name in sorted(names):
            if name in HAND_TRIGGERS:
                hand += _hand_abilities(name, designator)
        self.hand: tuple[_HandAb, ...] = tuple(hand)
        # (whether one of the names is one an event in hand can answer: a reaction window then always opens, `flush`)
        self.hand_trigger: bool = not HAND_TRIGGERS.isdisjoint(names)
        self.forced: dict[str, tuple[_Trig, ...]] = {}
        self.free: dict[str, tuple[_Trig, ...]] = {}

    def abilities(self, title: str, forced: bool) -> tuple[_Trig, ...]:
        """`plan.triggered` of a title, less the abilities whose triggering condition names another condition."""
        made = self.forced if forced else self.free
        got = made.get(title)
        if got is None:
            names = self.names
            got = made[title] = tuple((x[0], x[1], x[2], _trigger_name(x[1]), _trigger_side(x[1]),
                                       *_trigger_quick(x[1]))
                                      for x in P.triggered(title, self.designator, forced)
                                      if not (x[1].trigger is not None and x[1].trigger.args and
                                              x[1].trigger.args[0] not in names))
        return got


_NAMES: dict[tuple[str, frozenset[str]], _Names] = {}  # (designator, names) -> what answers them, in any game
_NAMES_GEN: list[int] = [-1]  # (the declarations' generation they were made in: `plan.clear`)


def _names_info(names: frozenset[str], designator: str) -> _Names:
    if _NAMES_GEN[0] != _PLAN_GEN[0]:
        _NAMES.clear()
        _NAMES_GEN[0] = _PLAN_GEN[0]
    key = (designator, names)
    got = _NAMES.get(key)
    if got is None:
        got = _NAMES[key] = _Names(names, designator)
    return got


def _source_may(s: E.State, f: Any, sub: frozenset[str]) -> bool:
    """Whether hook `f` of REACTION_SOURCES can give a card of one of these titles in this game."""
    mark = REACTION_SOURCE_MARKS.get(f)
    return mark is None or not LP.titles_marked(s, mark).isdisjoint(sub)


class _AnswerTable:
    """`_Answers` by names, for each designator, of the games with the same cards (`_shared_table`; its number of
    cards, and the declarations' generation: `plan.clear`), and the last conditions looked up (by identity)."""

    __slots__ = ("m", "gen", "hooks", "react", "interrupt", "react1", "interrupt1", "react_n", "interrupt_n",
                 "last_evs", "last_des", "last", "texts", "text_names")

    def __init__(self, m: int, gen: int) -> None:
        self.m: int = m
        self.gen: int = gen
        self.hooks: int = len(REACTION_SOURCES) + len(REACTION_SOURCE_MARKS)  # (a hook registered since: made again)
        self.react: dict[frozenset[str], _Answers] = {}
        self.interrupt: dict[frozenset[str], _Answers] = {}
        self.react1: dict[str, _Answers] = {}  # (the same, for one condition: by its name)
        self.interrupt1: dict[str, _Answers] = {}
        self.react_n: dict[tuple[str, ...], _Answers] = {}  # (and for several: by their names in order)
        self.interrupt_n: dict[tuple[str, ...], _Answers] = {}
        self.last_evs: tuple[tuple[Any, ...], ...] | None = None
        self.last_des: str = ""
        self.last: _Answers | None = None
        # the words of each condition whose fields are strings and ints (`_ev_text_kept`), for the players' names they
        # were made with: a condition's words come from the cards' titles (the same in the games sharing the table)
        # and the players' names
        self.texts: dict[tuple[Any, ...], str] = {}
        self.text_names: tuple[str, str] = ("", "")


def _answers(s: E.State, evs: tuple[tuple[Any, ...], ...], designator: str) -> _Answers:
    """The `_Answers` of these triggering conditions (kept with the state: a cache, never saved or cloned)."""
    t = _answer_table(s)
    if t.last_evs is evs and t.last_des == designator:
        got = t.last
        assert got is not None
        return got
    interrupt = designator == "Interrupt"
    one = evs[0][0] if len(evs) == 1 else None
    a = None
    several: tuple[str, ...] | None = None
    if one is not None:
        a = (t.interrupt1 if interrupt else t.react1).get(one)
    else:
        several = tuple([ev[0] for ev in evs])
        a = (t.interrupt_n if interrupt else t.react_n).get(several)
    if a is None:
        names = _names_of(evs)
        d = t.interrupt if interrupt else t.react
        a = d.get(names)
        if a is None:
            a = d[names] = _Answers(s, names, designator)
        if one is not None:
            (t.interrupt1 if interrupt else t.react1)[one] = a
        elif several is not None:
            (t.interrupt_n if interrupt else t.react_n)[several] = a
    t.last_evs, t.last_des, t.last = evs, designator, a
    return a


def _answer_table(s: E.State) -> _AnswerTable:
    t = s.caches.answers
    if t is None or t.m != len(s.facts) or t.gen != _PLAN_GEN[0] or \
            t.hooks != len(REACTION_SOURCES) + len(REACTION_SOURCE_MARKS):
        t = _shared_table(s)
        s.caches.answers = t
    return t


_SHARED_TABLES: Final[dict[tuple[str, ...], _AnswerTable]] = {}  # the cards' ids, titles and types -> their table


def _shared_table(s: E.State) -> _AnswerTable:
    """The `_AnswerTable` of a game with these cards (the same ids, titles and types, in the same order), kept across
    games (a game between the same decks, or a clone, finds it made): all it holds is worked out from the cards'
    titles and types, which never change, and from the declarations (`plan.clear`: made again) and the hooks of
    REACTION_SOURCES (made again when one is registered); the conditions looked up last are compared by identity."""
    key: list[str] = []
    for f in s.facts:
        key.append(f.id)
        key.append(f.title)
        key.append(f.type)
    k = tuple(key)
    t = _SHARED_TABLES.get(k)
    if t is None or t.gen != _PLAN_GEN[0] or t.hooks != len(REACTION_SOURCES) + len(REACTION_SOURCE_MARKS):
        if len(_SHARED_TABLES) >= 64:
            _SHARED_TABLES.clear()  # (many decks: kept for the last ones only)
        t = _SHARED_TABLES[k] = _AnswerTable(len(s.facts), _PLAN_GEN[0])
    return t


def _interrupts_to(s: E.State, name: str) -> _Answers:
    """`_answers` of one imminent condition for interrupts, by its name (`would`: its conditions are made each time)."""
    t = _answer_table(s)
    a = t.interrupt1.get(name)
    if a is None:
        names = _one_name(name)
        a = t.interrupt.get(names)
        if a is None:
            a = t.interrupt[names] = _Answers(s, names, "Interrupt")
        t.interrupt1[name] = a
    return a


def reactions_for(s: E.State, seat: int, evs: tuple[tuple[Any, ...], ...], forced: bool,
                  designator: str = "Reaction") -> list[tuple[int, int, int]]:
    """(card, ability index, event index) of each reaction (or interrupt) `seat` may initiate to these triggering
    conditions. Only the cards whose title answers one of them are looked at (`plan.answering`: of this game's
    cards, `in_game_cards`), and of each only its printed abilities of this designator and forced-ness
    (`plan.triggered`) that answer one of them (all kept in `_Answers`)."""
    return _reactions(s, _answers(s, evs, designator), seat, evs, forced, designator)


def _reactions(s: E.State, a: _Answers, seat: int, evs: tuple[tuple[Any, ...], ...], forced: bool,
               designator: str) -> list[tuple[int, int, int]]:
    """`reactions_for`, given these conditions' `_Answers` (a window step looks them up once)."""
    out: list[tuple[int, int, int]] = []
    if s.lasting and _gained(s):
        return _reactions_gained(s, a, seat, evs, forced, designator, a.names, a.titles)
    cards = a.cards
    if not cards:
        return out  # (no card of this game has one of these titles)
    facts = s.facts
    srcs = [] if a.none_in_play(s) else a.seat_cards(s, seat)
    hooks = a.hooks(s)
    if hooks:
        sub = a.sub
        for f in hooks:
            srcs += f(s, seat, sub)
    hand_cards = _NO_CARDS if forced else a.from_hand(s)
    if hand_cards:  # (no card of these that can be used from hand: none is kept below)
        p = s.players[seat]
        hand = [c for c in p.hand if c in hand_cards]
        if EVENTS_ELSEWHERE:
            hand += [c for c in _events_elsewhere(s, seat) if c in hand_cards]
        if hand and not seat_cannot(s, seat, "opp_events"):
            srcs += [c for c in hand if (facts[c].type == "event" and _event_cost(s, seat, c) <= p.fate) or
                     facts[c].title in HAND_REACTORS]
    for c in srcs:
        for i, ab, pl, name, side, quick, qarg in a.abilities(facts, c, forced):
            for j, ev in enumerate(evs):
                if name and ev[0] != name:
                    continue  # (its triggering condition holds only for a condition of its name: `NAMED_TRIGGERS`)
                if side and _wrong_side(side, ev, seat, c):
                    continue  # (nor for another player's condition or another card's: `SEAT_TRIGGERS`)
                if quick and not _quick_holds(quick, qarg, s, ev):
                    continue  # (nor where the condition's extra or card is not what it reads: `QUICK_TRIGGERS`)
                if _can(s, seat, c, i, ab, pl, ev):
                    out.append((c, i, j))
                    break
    return out


def _names_of(evs: tuple[tuple[Any, ...], ...]) -> frozenset[str]:
    """The names of these triggering conditions (one: a frozenset kept for it, its hash worked out once)."""
    if len(evs) == 1:
        return _one_name(evs[0][0])
    return frozenset([ev[0] for ev in evs])


def _gained(s: E.State) -> bool:
    """Whether a card has gained abilities (a lasting "gain" effect: Togashi Yokuni)."""
    for x in s.lasting:  # noqa: SIM110 (a loop: no generator for each window)
        if x[0] == "gain":
            return True
    return False


def _reactions_gained(s: E.State, a: _Answers, seat: int, evs: tuple[tuple[Any, ...], ...], forced: bool,
                      designator: str, names: frozenset[str], titles: frozenset[str]) -> list[tuple[int, int, int]]:
    """`reactions_for` while a card has gained abilities (Togashi Yokuni): every card in play is looked at, with
    all its abilities (its printed ones that may answer from `a`, `_Answers.abilities`: the same ones, in the same
    order, as the printed part of `abilities_of` filtered by designator, forced-ness and condition name)."""
    out: list[tuple[int, int, int]] = []
    facts = s.facts
    srcs = [c for c, ctl in in_play_sources(s) if ctl == seat]
    srcs += [c for f in REACTION_SOURCES for c in f(s, seat, titles)]
    hand = [*s.players[seat].hand, *_events_elsewhere(s, seat)]
    if not forced and any(facts[c].title in titles for c in hand) and \
            not seat_cannot(s, seat, "opp_events"):
        p = s.players[seat]
        srcs += [c for c in hand if facts[c].title in titles and (
            (facts[c].type == "event" and _event_cost(s, seat, c) <= p.fate) or facts[c].title in HAND_REACTORS)]
    gained: set[int] = set()
    for x in s.lasting:
        if x[0] == "gain":
            gained.add(x[1])
    for c in srcs:
        # its printed abilities that may answer, in order (`_Answers.abilities`: those a look below would keep, with
        # what `_reactions` skips by), then those it gained (looked at as before)
        for i, ab, pl, name, side, quick, qarg in a.abilities(facts, c, forced):
            for j, ev in enumerate(evs):
                if name and ev[0] != name:
                    continue  # (`NAMED_TRIGGERS`, `SEAT_TRIGGERS`, `QUICK_TRIGGERS`: as in `_reactions`)
                if side and _wrong_side(side, ev, seat, c):
                    continue
                if quick and not _quick_holds(quick, qarg, s, ev):
                    continue
                if _can(s, seat, c, i, ab, pl, ev):
                    out.append((c, i, j))
                    break
        if c not in gained:
            continue
        every = abilities_of(s, c)
        for i in range(len(_printed_of(s, c)), len(every)):
            ab = every[i]
            if not isinstance(ab, V.LAbility) or ab.trigger is None or ab.forced != forced or \
                    ab.designators != (designator,):
                continue
            if ab.trigger.args and ab.trigger.args[0] not in names:
                continue
            for j, ev in enumerate(evs):
                if can_initiate(s, seat, c, i, ab, ev):
                    out.append((c, i, j))
                    break
    return out


class _HandAb:
    """One ability of this designator with a triggering condition, of a title that can be used from hand to answer a
    triggering condition (`plan.hand_events`): whether the title is an event and its printed cost, the ability's
    compiled triggering condition, condition and costs, and whether it cancels."""

    __slots__ = ("event", "cost", "trigger", "cond", "costs", "cancel", "name", "side", "plain", "free", "quick",
                 "qarg", "cquick", "bare")

    def __init__(self, event: bool, cost: int, ab: V.LAbility, pl: P.Plan) -> None:
        self.event: bool = event
        self.cost: int = cost
        self.trigger: Any = pl.trigger
        self.name: str = _trigger_name(ab)  # ("": its triggering condition may hold for a condition of any name)
        self.side: int = _trigger_side(ab)  # (0: of any player and any card)
        self.cond: Any = pl.cond
        self.costs: tuple[Any, ...] = ab.costs
        self.cancel: bool = is_cancel(ab)
        # what its triggering condition reads of a condition of its name and side, when it reads nothing else
        # (`QUICK_TRIGGERS`: compared here, the word not asked; 0: none)
        self.quick, self.qarg = _trigger_quick(ab)
        # its triggering condition holds for every condition of its name and side (`PLAIN_TRIGGERS`), or for those
        # whose extra or card `quick` accepts: not asked; and with no condition and no cost either, the ability answers
        # every such condition (no context made)
        self.plain: bool = _trigger_plain(ab) or self.quick != 0
        # its condition, when it is one word that reads only the state and the seat (`QUICK_CONDS`: worked out here,
        # the word not asked; 0: none)
        self.cquick: int = _cond_quick(ab)
        self.free: bool = self.plain and self.cond is None and not self.costs
        # no context needed: its triggering condition and condition answered here, and no cost
        self.bare: bool = self.plain and (self.cond is None or self.cquick != 0) and not self.costs


# The trigger words that hold only for a triggering condition named by their first argument (each begins with
# `_ev(ctx, name)`, or `_ev` of the name its cards give as that argument): an ability with one is not asked about a
# condition of another name (`_trigger_name`; test_react_windows.py checks each word of this set, for each declared
# ability with it, against every other name, at every tenth decision of random games).
NAMED_TRIGGERS: Final[frozenset[str]] = frozenset((
    "bids_revealed", "claimed_role_element", "ev_any", "ev_conflict_phase_ends", "ev_extra", "ev_host",
    "ev_host_moved_in", "ev_moved_in_self_conflict", "ev_opp_during_host_conflict", "ev_opponent",
    "ev_opponent_extra", "ev_self", "ev_self_defending", "ev_self_kind", "ev_self_type", "ev_targets_your_trait",
    "ev_you", "ev_you_attach_trait", "ev_you_bowed_by_opp_or_ring", "ev_you_claim_in_political",
    "ev_you_claim_in_type", "ev_you_extra", "ev_you_extra_can_put", "ev_you_honored", "ev_you_kind",
    "ev_you_lost_unopposed", "ev_you_other_in_conflict", "ev_you_type", "ev_you_win_alone",
    "ev_you_win_at_this_province", "first_conflict_broke", "self_declared_against", "self_revealed", "won_by",
    "won_defending_ring", "you_played_char_from_hand", "your_province_revealed"))


# The trigger words that hold only for a triggering condition of the player who would use the ability (each begins
# with `_ev(ctx, name) and ctx["ev"][1] == ctx["seat"]`), of his opponent (`... == 1 - ctx["seat"]`), or of the card
# bearing it (`... and ctx["ev"][2] == ctx["card"]`): an ability with one is not looked at for another condition
# (`_trigger_side`; test_react_windows.py checks each word of these sets, for each declared ability with it, against
# the other conditions, at every tenth decision of random games).
SEAT_TRIGGERS: Final[dict[str, int]] = {
    **dict.fromkeys((
        "claimed_role_element", "ev_you", "ev_you_attach_trait", "ev_you_bowed_by_opp_or_ring",
        "ev_you_claim_in_political", "ev_you_claim_in_type", "ev_you_extra", "ev_you_extra_can_put", "ev_you_honored",
        "ev_you_kind", "ev_you_lost_unopposed", "ev_you_other_in_conflict", "ev_you_type", "ev_you_win_alone",
        "ev_you_win_at_this_province", "first_conflict_broke", "won_by"), 1),
    **dict.fromkeys(("ev_opp_during_host_conflict", "ev_opponent", "ev_opponent_extra"), 2),
    **dict.fromkeys(("ev_self", "ev_self_defending", "ev_self_kind", "ev_self_type", "self_declared_against",
                     "self_revealed"), 3)}
# The trigger words that hold exactly for every triggering condition of the name their first argument gives, and of
# the side `SEAT_TRIGGERS` gives them (each is `_ev(ctx, name)`, with `... and ctx["ev"][1] == ctx["seat"]` or `== 1 -
# ctx["seat"]` for a side word): `_hidden_among` does not ask them (`_HandAb.plain`; test_react_windows.py checks
# each word of this set, for each declared ability with it, against every name and side, at every tenth decision of
# random games).
PLAIN_TRIGGERS: Final[frozenset[str]] = frozenset(("bids_revealed", "ev_any", "ev_opponent", "ev_you"))
# The trigger words that, for a condition of the name and side their first argument and `SEAT_TRIGGERS` give, hold
# exactly when that condition's extra (its fourth field) equals their second argument (`_Q_EXTRA`), is one of the extras
# given here (`_Q_BOWED_BY`: the word's own list), or when the condition's card is honored (`_Q_HONORED`): `_reactions`
# skips an ability with one where it does not hold, `_hidden_among` answers it without asking the word
# (`_trigger_quick`; test_react_windows.py checks each word of this table, for each declared ability with it, against
# every name, side, extra and card, at every tenth decision of random games); or when a conflict of the type their
# second argument names is under way (`_Q_CONFLICT_TYPE`).
_Q_EXTRA: Final = 1
_Q_BOWED_BY: Final = 2
_Q_HONORED: Final = 3
_Q_CONFLICT_TYPE: Final = 4
QUICK_TRIGGERS: Final[dict[str, int]] = {
    "ev_extra": _Q_EXTRA, "ev_opponent_extra": _Q_EXTRA, "ev_you_extra": _Q_EXTRA, "ev_you_kind": _Q_EXTRA,
    "ev_you_bowed_by_opp_or_ring": _Q_BOWED_BY, "ev_you_honored": _Q_HONORED, "ev_you_type": _Q_CONFLICT_TYPE}
_BOWED_BY: Final = ("opp_effect", "ring")  # (the extras "ev_you_bowed_by_opp_or_ring" accepts)
# The condition words that read only the state and the seat, worked out here by `_quick_cond` without a context
# (`_HandAb.cquick`; test_react_windows.py checks each against the word, for both seats, at every decision of random
# games).
_C_MORE_HONORED: Final = 1
QUICK_CONDS: Final[dict[str, int]] = {"more_honored_chars": _C_MORE_HONORED}
_YOURS: Final = 1
_THEIRS: Final = 2
_SELF: Final = 3


def _trigger_quick(ab: V.LAbility) -> tuple[int, Any]:
    """What this ability's triggering condition reads of a condition of its name and side, when it reads nothing else
    (`QUICK_TRIGGERS`), and the argument it is compared with; (0, None) otherwise."""
    tr = ab.trigger
    if not isinstance(tr, Cond) or tr.name not in QUICK_TRIGGERS or not tr.args or not isinstance(tr.args[0], str):
        return 0, None
    kind = QUICK_TRIGGERS[tr.name]
    if kind in (_Q_EXTRA, _Q_CONFLICT_TYPE):
        return (kind, tr.args[1]) if len(tr.args) == 2 else (0, None)
    return (kind, None) if len(tr.args) == 1 else (0, None)


def _quick_holds(kind: int, arg: Any, s: E.State, ev: tuple[Any, ...]) -> bool:
    """Whether a triggering condition of this `_trigger_quick` kind holds for condition `ev` (of its name and side)."""
    if kind == _Q_EXTRA:
        return bool(ev[3] == arg)
    if kind == _Q_BOWED_BY:
        return ev[3] in _BOWED_BY
    if kind == _Q_CONFLICT_TYPE:
        cf = s.conflict
        return cf is not None and bool(cf["type"] == arg)
    return bool(s.status[ev[2]] == 1)


def _cond_quick(ab: V.LAbility) -> int:
    """This ability's condition's `QUICK_CONDS` kind (one word, without arguments), or 0."""
    c = ab.cond
    if isinstance(c, Cond) and not c.args and c.name in QUICK_CONDS:
        return QUICK_CONDS[c.name]
    return 0


def _quick_cond(kind: int, s: E.State, seat: int) -> bool:
    """A `QUICK_CONDS` condition of `seat` ("more_honored_chars": he controls more honored characters than his
    opponent)."""
    status = s.status
    mine = theirs = 0
    for c in s.players[seat].home:
        if status[c] == 1:
            mine += 1
    if not mine:
        return False
    for c in s.players[1 - seat].home:
        if status[c] == 1:
            theirs += 1
    return mine > theirs


def _trigger_side(ab: V.LAbility) -> int:
    """Whose triggering condition this ability's triggering condition can hold for (`SEAT_TRIGGERS`): 1 its user's
    only, 2 his opponent's only, 3 only one of the card bearing it, 0 any."""
    tr = ab.trigger
    if isinstance(tr, Cond):
        return SEAT_TRIGGERS.get(tr.name, 0)
    return 0


def _wrong_side(side: int, ev: tuple[Any, ...], seat: int, c: int) -> bool:
    """Whether a triggering condition of this side (`_trigger_side`) cannot hold for condition `ev`, for `seat` and
    card `c` (-1: an event in hand, looked at for `hidden_possible`)."""
    if side == _YOURS:
        return bool(ev[1] != seat)
    if side == _THEIRS:
        return bool(ev[1] != 1 - seat)
    return bool(ev[2] != c)


def _trigger_plain(ab: V.LAbility) -> bool:
    """Whether this ability's triggering condition holds exactly for the conditions of its name and side
    (`PLAIN_TRIGGERS`; its name: `_trigger_name`)."""
    tr = ab.trigger
    return isinstance(tr, Cond) and tr.name in PLAIN_TRIGGERS and len(tr.args) == 1 and isinstance(tr.args[0], str)


def _trigger_name(ab: V.LAbility) -> str:
    """The name of the one triggering condition this ability's triggering condition can hold for (`NAMED_TRIGGERS`),
    or "" (any)."""
    tr = ab.trigger
    if isinstance(tr, Cond) and tr.name in NAMED_TRIGGERS and tr.args and isinstance(tr.args[0], str):
        return tr.args[0]
    return ""


_NO_TITLES: set[str] = set()  # (never added to)
_HAND_ABS: dict[tuple[str, str], tuple[_HandAb, ...]] = {}  # (condition, designator) -> `plan.hand_events`, flat
_HAND_ABS_GEN: list[int] = [-1]  # (the declarations' generation they were made in: `plan.clear`)


def _hand_abilities(name: str, designator: str) -> tuple[_HandAb, ...]:
    """`plan.hand_events(name, designator, ...)`, one `_HandAb` per ability with a triggering condition, in order."""
    if _HAND_ABS_GEN[0] != _PLAN_GEN[0]:
        _HAND_ABS.clear()
        _HAND_ABS_GEN[0] = _PLAN_GEN[0]
    key = (name, designator)
    got = _HAND_ABS.get(key)
    if got is None:
        got = _HAND_ABS[key] = tuple(
            _HandAb(event, cost, ab, pl)
            for _title, event, cost, abs_ in P.hand_events(name, designator, HAND_EVENTS.get(name) or _NO_TITLES)
            for ab, pl in abs_ if pl.trigger is not None)
    return got


def hidden_possible(s: E.State, seat: int, evs: tuple[tuple[Any, ...], ...], designator: str,
                    cancels: bool = False) -> bool:
    """Could `seat` hold an event in hand that reacts (or interrupts) here? Judged from what everyone sees: his hand is
    not empty, and some encoded event's triggering condition, condition and costs hold for him now, whether or not
    he holds that event. A window that asks him on this ground tells the opponent nothing about his hand (the issue's
    "the order or timing of prompts must not reveal a hidden card")."""
    if not s.players[seat].hand:
        return False
    return _hidden_among(s, seat, evs, _answers(s, evs, designator).hand, cancels)


def _hidden_among(s: E.State, seat: int, evs: tuple[tuple[Any, ...], ...], hand: tuple[_HandAb, ...],
                  cancels: bool) -> bool:
    """`hidden_possible`, given the abilities usable from hand that answer these conditions' names (`_Answers`)."""
    p = s.players[seat]
    if not hand or not p.hand:
        return False
    fate = p.fate
    box: dict[str, Any] | None = None  # (the conditions' context: one of `_HID_BOXES`, lent while nothing added to it)
    found = False
    for ev in evs:  # (each condition against each ability: one context for each condition, which they only read)
        ctx: dict[str, Any] | None = None
        ev_name: str = ev[0]
        for h in hand:
            if h.event and h.cost > fate:
                continue
            if cancels and not h.cancel:
                continue
            if h.name and h.name != ev_name:
                continue  # (its triggering condition holds only for a condition of its name: `NAMED_TRIGGERS`)
            if h.side and _wrong_side(h.side, ev, seat, -1):
                continue  # (nor for another player's condition: `SEAT_TRIGGERS`)
            if h.quick and not _quick_holds(h.quick, h.qarg, s, ev):
                continue  # (nor where the condition's extra or card is not what it reads: `QUICK_TRIGGERS`)
            if h.free:
                found = True  # (it holds for this condition, with no condition and no cost: `PLAIN_TRIGGERS`)
                break
            if h.cquick and not _quick_cond(h.cquick, s, seat):
                continue  # (its condition does not hold: `QUICK_CONDS`)
            if h.bare:
                found = True  # (its triggering condition and condition hold, and it has no cost)
                break
            if ctx is None:
                if box is None:
                    box = _HID_BOXES.pop() if _HID_BOXES else {}
                box["card"] = -1
                box["i"] = 0
                box["seat"] = seat
                box["ev"] = ev
                ctx = box if len(box) == 4 else {"card": -1, "i": 0, "seat": seat, "ev": ev}
            cond = None if h.cquick else h.cond
            if (h.plain or h.trigger(s, ctx)) and (cond is None or cond(s, ctx)) and _payable(s, ctx, h.costs):
                found = True
                break
        if found:
            break
    if box is not None and len(box) == 4:
        box["ev"] = None  # (no condition kept alive by the pool)
        _HID_BOXES.append(box)
    if found:
        return not seat_cannot(s, seat, "opp_events")
    return False


_HID_BOXES: Final[list[dict[str, Any]]] = []  # `_hidden_among`'s contexts (one has only its 4 entries: "card", "i",
# "seat", "ev"; the tests only read it and keep no reference to it; one a test added an entry to is dropped)


def _payable(s: E.State, ctx: dict[str, Any], costs: tuple[Any, ...]) -> bool:
    for w in costs:  # noqa: SIM110 (a loop: no generator for each ability looked at)
        if not cost_payable(s, ctx, w):
            return False
    return True


# ---------------------------------------------------------------------------------------------- triggering conditions
def fire(s: E.State, name: str, seat: int = -1, c: int = -1, extra: Any = "") -> None:
    """A triggering condition has resolved; its reaction window opens when the current step is done."""
    if name in TRIGGER_NAMES:
        s.pending_ev.append((name, seat, c, extra))


# steps that finish the action under way before reactions open
NO_FLUSH = E.NO_FLUSH_STEPS  # (one set, the engine's and these)
NO_FLUSH.update({"ab", "extra_fate", "restricted", "forced_order", "discard_order"})


def flush(s: E.State) -> None:
    """Open the reaction window for the triggering conditions raised by the step that just ran (called by the
    engine's run loop when no ability is resolving). A window that no card in play, and no event in a hand, could
    use is skipped (whether a hand holds such an event is not looked at: see `_react`)."""
    evs = tuple(s.pending_ev)
    s.pending_ev = []
    if not _window_opens(s, evs):
        return
    s.stack.append(("react", evs, s.first, 0, 0))


def _window_opens(s: E.State, evs: tuple[tuple[Any, ...], ...]) -> bool:
    """Whether `flush` opens a reaction window for these conditions: one of their names is one an event in hand can
    answer (hidden information: always opened), a card has gained abilities, or a card in play (`_in_play_among`),
    or one a hook of REACTION_SOURCES gives, has a title that answers one of them (all from their `_Answers`, which
    the window's first step then finds again at once: the same conditions)."""
    if s.lasting and _gained(s):
        return True
    a = _answers(s, evs, "Reaction")
    if a.info.hand_trigger:
        return True
    if not a.titles:
        return False
    cards = a.cards
    if cards and not a.none_in_play(s) and a.in_play(s):
        return True
    return _any_reaction_source(s, a)


def _any_reaction_source(s: E.State, a: _Answers) -> bool:
    """Whether a hook of REACTION_SOURCES gives either player a card with one of these titles (only the hooks that
    can give one in this game: `_Answers.sources`, from `REACTION_SOURCE_MARKS`; a hook gives only cards of this game,
    whose titles are among `a.sub` exactly when among the titles answering)."""
    sub = a.sub
    for f in a.hooks(s):  # (loops: no generator for each window)
        for seat in (0, 1):
            if f(s, seat, sub):
                return True
    return False


class _WindowMemo:
    """What a reaction or interrupt window's step leaves to the step just after it (`_window_step`; kept with the
    state, `s.cache["_window"]`: a cache, never saved or cloned): when it passed the turn at once to the other player,
    what he may use (`next_*`: the window's conditions, the step's number, his seat and his reactions); when it asked a
    player, what it asked (`asked_*`: the conditions, the step, the seat, the passes, the abilities already used, his
    reactions and the window's kind); the words of the conditions of the window asked last (`text_*`:
    `_window_text`; the words of each condition are kept with the game's `_AnswerTable`: `_ev_text_kept`)."""

    __slots__ = ("next_evs", "next_steps", "next_turn", "next_mine", "asked_evs", "asked_steps", "asked_turn",
                 "asked_passes", "asked_done", "asked_mine", "asked_name", "text_evs", "text")

    def __init__(self) -> None:
        self.next_evs: tuple[tuple[Any, ...], ...] | None = None
        self.next_steps: int = -1
        self.next_turn: int = -1
        self.next_mine: list[tuple[int, int, int]] = []
        self.asked_evs: tuple[tuple[Any, ...], ...] | None = None
        self.asked_steps: int = -1
        self.asked_turn: int = -1
        self.asked_passes: int = -1
        self.asked_done: tuple[Any, ...] = ()
        self.asked_mine: list[tuple[int, int, int]] = []
        self.asked_name: str = ""
        self.text_evs: tuple[tuple[Any, ...], ...] | None = None
        self.text: str = ""


def _window_step(s: E.State, step: tuple[Any, ...], designator: str, cancels: bool = False) -> Decision | None:
    """A reaction window (after its triggering conditions) or an interrupt window (before): forced abilities first,
    in player order; then the first player first, alternating until both pass consecutively. A player is asked when
    he has an eligible ability in play, or could hold an eligible event (`hidden_possible`)."""
    name = step[0]  # (read one by one: no slice made at each step)
    evs = step[1]
    turn: int = step[2]
    passes: int = step[3]
    plain = len(step) == 5  # (else the abilities already used in this window follow)
    done = () if plain else step[5]  # (card, ability, condition) already used in this window
    if not step[4]:  # (the forced abilities not looked at yet)
        s.stack[-1] = (name, evs, turn, passes, 1) if plain else (name, evs, turn, passes, 1, *step[5:])
        if not _answers(s, evs, designator).forced_answers() and not (s.lasting and _gained(s)):
            return None  # no forced ability answers these conditions (gained abilities are looked at)
        _start_forced(s, evs, designator)
        return None
    if passes >= 2 or (designator == "Interrupt" and not _would_alive(s, evs)):
        s.stack.pop()
        return None
    m: _WindowMemo | None = s.cache.get("_window")
    if m is None:
        m = s.cache["_window"] = _WindowMemo()
    known_evs, asked_evs = m.next_evs, m.asked_evs
    m.next_evs = m.asked_evs = None  # (each is read by the step just after its own only)
    if known_evs is evs and m.next_steps == s.steps - 1 and m.next_turn == turn:
        mine, idle = m.next_mine, False  # looked at by the step just before, which only passed the turn here
    else:
        cache = s.caches  # (`with query(s)`, written out: once for each window looked at)
        fresh = cache.q is None
        if fresh:
            cache.q = E.Scope()
        try:
            a = _answers(s, evs, designator)  # (once: `reactions_for` and `hidden_possible` of both seats read it)
            mine = _reactions(s, a, turn, evs, False, designator)
            if done:  # RR "Reactions"/"Interrupts": one with a higher limit "may only be initiated once each time
                mine = [x for x in mine if x not in done]  # its specified triggering condition occurs"
            if cancels:
                mine = _cancels_of(s, mine)
            idle = not mine and not _hidden_among(s, turn, evs, a.hand, cancels)
            if idle and asked_evs is evs and m.asked_steps == s.steps - 1 and m.asked_turn == 1 - turn and \
                    passes == m.asked_passes + 1 and step[5:] == m.asked_done and m.asked_name == name:
                # the other player was asked by the step just before and passed (which changes nothing but the
                # turn): what he may use is known, and he was asked, so he is not idle
                theirs, other_idle = m.asked_mine, False
            else:
                theirs = _reactions(s, a, 1 - turn, evs, False, designator) if idle else []
                if done:
                    theirs = [x for x in theirs if x not in done]
                if cancels:
                    theirs = _cancels_of(s, theirs)
                other_idle = idle and not theirs and not _hidden_among(s, 1 - turn, evs, a.hand, cancels)
        finally:
            if fresh:
                cache.q = None
        if idle:
            if other_idle:
                s.stack.pop()
                return None
            s.stack[-1] = (name, evs, 1 - turn, passes + 1, 1) if plain else \
                (name, evs, 1 - turn, passes + 1, 1, *step[5:])
            # the next step (run at once: nothing happens in between) asks the other player: what he may use is known
            m.next_evs, m.next_steps, m.next_turn, m.next_mine = evs, s.steps, 1 - turn, theirs
            return None
    # (if he passes: see above)
    m.asked_evs, m.asked_steps, m.asked_turn, m.asked_passes, m.asked_done, m.asked_mine, m.asked_name = \
        evs, s.steps, turn, passes, step[5:], mine, name
    what = _window_text(s, evs)
    opts = [Option("pass", "Pass")]
    for c, i, j in mine:
        ab = abilities_of(s, c)[i]
        verb = f"Play {s.title(c)}" if s.zone[c] == E.HAND or s.facts[c].type == "event" else s.title(c)
        opts.append(Option(f"react:{c}:{i}:{j}", f"{verb}: {P.plan(ab).text}", {"card": c}))
    if designator == "Interrupt":
        return Decision(turn, "interrupt", f"Interrupts to: {what}", tuple(opts))
    return Decision(turn, "reaction", f"Reactions to: {what}", tuple(opts))


_FORCED_BY: dict[str, frozenset[str]] = {}  # designator -> the conditions a forced ability of it answers
_FORCED_SEEN: list[int] = [-1, -1]  # (FORCED_NAMES' size and the declarations' generation `_FORCED_BY` was made in)


def _forced_names(designator: str) -> frozenset[str]:
    """The conditions a forced ability of this designator answers (`FORCED_NAMES`)."""
    if _FORCED_SEEN[0] != len(FORCED_NAMES) or _FORCED_SEEN[1] != _PLAN_GEN[0]:
        _FORCED_BY.clear()
        _FORCED_SEEN[0], _FORCED_SEEN[1] = len(FORCED_NAMES), _PLAN_GEN[0]
    names = _FORCED_BY.get(designator)
    if names is None:
        key = (designator,)
        names = _FORCED_BY[designator] = frozenset(n for d, n in FORCED_NAMES if d == key)
    return names


def _forced_answers(evs: tuple[tuple[Any, ...], ...], designator: str) -> bool:
    """Whether a forced ability of this designator answers one of these conditions (`FORCED_NAMES`; a window step asks
    its conditions' `_Answers.forced_answers`)."""
    names = _forced_names(designator)
    for ev in evs:  # noqa: SIM110 (a loop: no generator for each window)
        if ev[0] in names:
            return True
    return False


def _window_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    name, evs, turn, passes, fd = step[:5]
    if oid == "pass":
        s.stack[-1] = (name, evs, 1 - turn, passes + 1, fd, *step[5:])
        return
    _, c, i, j = oid.split(":")
    done = step[5] if len(step) > 5 else ()
    s.stack[-1] = (name, evs, 1 - turn, 0, fd, (*done, (int(c), int(i), int(j))))
    start(s, turn, int(c), int(i), evs[int(j)])


def _start_forced(s: E.State, evs: tuple[tuple[Any, ...], ...], designator: str) -> None:
    """The forced abilities answering these conditions: one initiates at once; two or more resolve one at a time in
    the order the first player chooses (`forced_order`)."""
    found = _forced_now(s, evs, designator)
    if len(found) == 1:
        seat, c, i, j = found[0]
        start(s, seat, c, i, evs[j])
    elif found:
        s.stack.append(("forced_order", evs, tuple(found), designator))


def _forced_now(s: E.State, evs: tuple[tuple[Any, ...], ...], designator: str) -> list[tuple[int, int, int, int]]:
    found: list[tuple[int, int, int, int]] = []
    a = _answers(s, evs, designator)  # (once for both seats)
    if not a.has_forced(s.facts) and not (s.lasting and _gained(s)):
        return found  # (no card of this game has one)
    cache = s.caches  # (`with query(s)`, written out: one read-only stretch for both seats' looks, which only read)
    fresh = cache.q is None
    if fresh:
        cache.q = E.Scope()
    try:
        first = s.first
        for seat in (first, 1 - first):  # (`engine.player_order`)
            for c, i, j in _reactions(s, a, seat, evs, True, designator):
                found.append((seat, c, i, j))
    finally:
        if fresh:
            cache.q = None
    return found


@E.handler("forced_order")
def _forced_order(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    """RR "Priority of Simultaneous Resolution": "If the resolution of two or more delayed effects or forced abilities
    would resolve at the same time, the first player decides the order in which the abilities resolve, regardless of
    who controls the cards bearing the conflicting abilities"; RR "Forced": "Each forced ability must resolve
    completely before the next forced ability to the same triggering condition may initiate" (so each one left is
    looked at again when its turn comes)."""
    _, evs, left, designator = step
    now = set(_forced_now(s, evs, designator))
    left = tuple(x for x in left if x in now)
    if len(left) <= 1:
        s.stack.pop()
        if left:
            seat, c, i, j = left[0]
            start(s, seat, c, i, evs[j])
        return None
    s.stack[-1] = ("forced_order", evs, left, designator)
    opts = tuple(Option(f"forced:{c}:{i}:{j}", f"{s.title(c)} ({s.players[seat].name}): "
                        f"{P.plan(abilities_of(s, c)[i]).text}", {"card": c}) for seat, c, i, j in left)
    return Decision(s.first, "order", "Choose the forced ability that resolves next", opts)


@E.choice("forced_order")
def _forced_order_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    c, i, j = (int(x) for x in oid.split(":")[1:])
    left = step[2]
    pick = next(x for x in left if x[1:] == (c, i, j))
    s.stack[-1] = ("forced_order", step[1], tuple(x for x in left if x is not pick), step[3])
    start(s, pick[0], c, i, step[1][j])


@E.handler("react")
def _react(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    return _window_step(s, step, "Reaction")


E.CHOICES["react"] = _window_choice


@E.handler("interrupt")
def _interrupt(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    return _window_step(s, step, "Interrupt")


E.CHOICES["interrupt"] = _window_choice


def _cancels_of(s: E.State, found: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    return [x for x in found if is_cancel(abilities_of(s, x[0])[x[1]])]


@E.handler("interrupt_cancel")
def _interrupt_cancel(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    """RR "Cancel": "cancel abilities have timing priority over all other interrupts to the effect that is
    attempting to initiate": where both a cancel and another interrupt answer an imminent condition, its interrupt
    window first offers only the cancels (the first player first, until both pass in a row); then the interrupt
    window as usual (`would`). Where only cancels, or no cancel, answer it, the one window is the same."""
    return _window_step(s, step, "Interrupt", cancels=True)


E.CHOICES["interrupt_cancel"] = _window_choice


# ---------------------------------------------------------------------------------------------- "would": interrupts
def _would_alive(s: E.State, evs: tuple[tuple[Any, ...], ...]) -> bool:
    """An interrupt window closes once its triggering condition was cancelled or replaced (RR "Cancel": "further
    interrupts ... cannot be initiated in reference to the canceled effect")."""
    would = s.would
    for ev in evs:  # noqa: SIM110 (a loop: no generator for each window step)
        if would.get(str(ev[3]), False):
            return True
    return False


INTERRUPT_TITLES: dict[str, set[str]] = {}


_ONE_NAME: dict[str, frozenset[str]] = {}


def _one_name(name: str) -> frozenset[str]:
    got = _ONE_NAME.get(name)
    if got is None:
        got = _ONE_NAME[name] = frozenset((name,))
    return got


def would(s: E.State, name: str, seat: int, c: int, then: tuple[Any, ...]) -> bool:
    """A triggering condition is imminent (Appendix I "Triggering Condition" 1-3): when someone could interrupt it,
    push `then` (the step that carries it out, given the would-id as its last element: it proceeds only if the
    condition was neither cancelled nor replaced) under an interrupt window, and return True; otherwise return
    False and the caller carries it out at once."""
    if name not in INTERRUPT_TITLES:
        return False
    a = _interrupts_to(s, name)  # (its titles: `plan.answering`; of this game: `in_game_cards`)
    if not a.titles:
        return False
    n = s.would.get("n", 0) + 1
    ev = (name, seat, c, n)
    evs = (ev,)
    cards, hand = a.cards, a.hand
    if not (cards and not a.none_in_play(s) and a.in_play(s)) and \
            not (hand and (_hidden_among(s, 0, evs, hand, False) or _hidden_among(s, 1, evs, hand, False))) and \
            not (cards and _elsewhere_among(s, cards)):
        return False
    s.would["n"] = n
    s.would[str(n)] = True
    s.would[f"{n}:then"] = list(then)  # what is imminent (a replacement may need it: "receives the honor instead")
    t = s.caches.answers
    if t is not None:  # (the window's steps find its `_Answers` at once: `_answers` of these conditions is `a`)
        t.last_evs, t.last_des, t.last = evs, "Interrupt", a
    s.stack.append((*then, n))
    s.stack.append(("interrupt", evs, s.first, 0, 0))
    if name in CANCELS and name in NON_CANCELS:
        s.stack.append(("interrupt_cancel", evs, s.first, 0, 1))
    return True


def _elsewhere_among(s: E.State, cards: frozenset[int]) -> bool:
    """Whether an event either player may play as if in his hand (`EVENTS_ELSEWHERE`) is one of these cards (a card
    of the game: one with one of the titles looked for, `in_game_cards`)."""
    if not EVENTS_ELSEWHERE:
        return False
    for q in (0, 1):
        for x in _events_elsewhere(s, q):
            if x in cards:
                return True
    return False


def proceeds(s: E.State, wid: int) -> bool:
    """Whether the imminent condition `wid` still happens (not cancelled or replaced); forgets it."""
    s.would.pop(f"{wid}:then", None)
    return bool(s.would.pop(str(wid), False))


EV_WORDS: dict[str, str] = {
    "enters_play": "{card} enters play", "char_won": "{card} wins a conflict", "char_lost": "{card} loses a conflict",
    "won": "{player} wins a conflict", "lost": "{player} loses a conflict",
    "passed_conflict": "{player} passes on declaring a conflict", "honored": "{card} is honored",
    "dishonored": "{card} is dishonored", "claimed": "{player} claims the {extra} ring",
    "phase": "the {extra} phase begins", "fate_placed": "fate is placed on {card}",
    "played": "{player} plays {card}", "declared": "{player} declares a conflict",
    "broke": "{player} breaks a province", "moved_in": "{card} moves to the conflict",
    "bowed": "{card} bows",
    "phase_ends": "the phase would end", "targets_initiate": "the effects of {card} would initiate",
    "would_leave": "{card} would leave play", "would_status": "{card} would be honored or dishonored",
    "event_initiates": "the effects of {card} would initiate",
    "province_broken": "{card} would be broken", "pass_token": "{player} would pass the first player token",
    "fate_removed": "1 fate is removed from each character",
    "fate_placed_rings": "1 fate is placed on each unclaimed ring",
}


_EV_PARTS: dict[str, tuple[tuple[str, str], ...] | None] = {}  # name -> its words' (text, field) pieces


def _ev_parts(name: str) -> tuple[tuple[str, str], ...] | None:
    """`EV_WORDS`' words for a condition split once into (text, field) pieces (None: words `_ev_text` leaves to
    `str.format`, with a format spec, a conversion or another field)."""
    if name in _EV_PARTS:
        return _EV_PARTS[name]
    words = EV_WORDS.get(name, name)
    out: list[tuple[str, str]] = []
    ok = "{{" not in words and "}}" not in words  # (read here, without `string.Formatter`: its import costs more than
    rest = words  # all the windows of a game; words with an escaped brace, or any other field, are left to `format`)
    while ok and rest:
        i = rest.find("{")
        if i < 0:
            ok = "}" not in rest
            out.append((rest, ""))
            break
        j = rest.find("}", i)
        field = rest[i + 1:j] if j >= 0 else ""
        if j < 0 or "}" in rest[:i] or field not in ("card", "extra", "player"):
            ok = False
            break
        out.append((rest[:i], field))
        rest = rest[j + 1:]
    got = _EV_PARTS[name] = tuple(out) if ok else None
    return got


def _window_text(s: E.State, evs: tuple[tuple[Any, ...], ...]) -> str:
    """The words of a window's triggering conditions (`_ev_text`), kept for the window asked last (the same
    conditions: the same words, from the cards' titles and the players' names, which never change, and extras that are
    strings or numbers; a cache, never saved or cloned)."""
    m: _WindowMemo | None = s.cache.get("_window")
    if m is None:
        m = s.cache["_window"] = _WindowMemo()
    if m.text_evs is evs:
        return m.text
    t = _answer_table(s)
    p0, p1 = s.players
    names = t.text_names
    if names[0] != p0.name or names[1] != p1.name:
        t.texts = {}  # (other players' names: words made afresh)
        t.text_names = (p0.name, p1.name)
    texts = t.texts
    what = _ev_text_kept(s, evs[0], texts) if len(evs) == 1 else "; ".join([_ev_text_kept(s, ev, texts)
                                                                           for ev in evs])
    for ev in evs:
        x = ev[3]
        if not isinstance(x, (str, int)):
            return what  # (an extra of another kind could read differently later: not kept)
    m.text_evs, m.text = evs, what
    return what


def _ev_text_kept(s: E.State, ev: tuple[Any, ...], texts: dict[tuple[Any, ...], str]) -> str:
    """`_ev_text`, kept by the condition where its fields are a string, two ints and a string or an int (of exactly
    those types: a bool extra equals an int but reads differently), so that an equal condition reads the same: its
    words come from the cards' titles and the players' names, which never change."""
    if len(ev) == 4 and type(ev[0]) is str and type(ev[1]) is int and type(ev[2]) is int and \
            (type(ev[3]) is str or type(ev[3]) is int):
        got = texts.get(ev)
        if got is None:
            got = texts[ev] = _ev_text(s, ev)
        return got
    return _ev_text(s, ev)


def _ev_text(s: E.State, ev: tuple[Any, ...]) -> str:
    """The words of a triggering condition (`EV_WORDS`, as `str.format` fills them in)."""
    name, seat, c, extra = ev
    parts = _ev_parts(name)
    if parts is None:
        return EV_WORDS.get(name, name).format(card=s.title(c) if c >= 0 else "", extra=extra,
                                               player=s.players[seat].name if seat >= 0 else "")
    out = ""
    for text, field in parts:
        out += text
        if field == "card":
            out += s.title(c) if c >= 0 else ""
        elif field == "player":
            out += s.players[seat].name if seat >= 0 else ""
        elif field == "extra":
            out += format(extra, "")
    return out


# ---------------------------------------------------------------------------------------------- resolving
def take_action(s: E.State, seat: int, oid: str) -> None:
    _, c, i = oid.split(":")
    start(s, seat, int(c), int(i), None)


def start(s: E.State, seat: int, c: int, i: int, ev: tuple[Any, ...] | None) -> None:
    """Initiate ability `i` of card `c` for `seat`: an event leaves the hand and its cost is paid; the limit counts;
    then the ability's costs, targets and effects run as the step ("ab", id)."""
    ab = abilities_of(s, c)[i]
    assert isinstance(ab, V.LAbility)
    ctx: dict[str, Any] = {"card": c, "i": i, "seat": seat, "ev": list(ev) if ev else None, "slots": {},
                           "ci": 0, "queue": [[k] for k in range(len(ab.steps))], "event": False,
                           "host": s.attached_to[c]}
    d = DEFS.get(s.facts[c].title)
    if i >= (len(d.abilities) if d is not None else 0):  # a gained ability (Togashi Yokuni): named by its own card,
        x = [x for x in s.lasting if x[0] == "gain" and x[1] == c][i - (len(d.abilities) if d is not None else 0)]
        ctx["gained"] = [x[2], x[3]]  # so it resolves even if the gain ends as it does (the card leaves play)
    keys = _limit_keys(s, ctx, ab)
    if keys:
        used = s.used
        uc = _USED_CARDS
        known = uc.used is used and uc.n == len(used)  # (`_used_cards` holds: it is kept up to date)
        for k in keys:
            used[k] = used.get(k, 0) + 1
            if known:
                v = _key_card(k)
                if v is not None:
                    uc.cards.add(v)
        if known:
            uc.n = len(used)
    p = s.players[seat]
    f = s.facts[c]
    if s.zone[c] in (E.HAND, E.CONF_DECK) and f.type == "event":  # (from the deck: as if in hand, Artisan Academy)
        cost = _event_cost(s, seat, c)
        ctx["from_deck"] = s.zone[c] == E.CONF_DECK
        (p.conf_deck if ctx["from_deck"] else p.hand).remove(c)
        s.zone[c] = E.SET_ASIDE
        p.fate -= cost
        ctx["fate_paid"] = cost
        s.lasting = [x for x in s.lasting if not (x[0] == "event_discount" and x[1] == seat)]
        s.ver += 1
        if f.has_keyword("limited"):
            p.limited_played += 1
        ctx["event"] = True
        if s.logging:
            s.say(f"{p.name} plays {f.title}" + (f" ({cost} fate)." if cost else "."))
        fire(s, "played", seat, c, "event")
    else:
        if s.logging:
            s.say(f"{p.name} uses {f.title}.")
    s.ctxs.append(ctx)
    s.stack.append(("ab", len(s.ctxs) - 1))


def _word_at(ab: V.LAbility, path: list[int]) -> Word:
    w: Word = ab.steps[path[0]]
    k = 1
    while k < len(path):
        assert isinstance(w, (Compound, V.OpponentSelects, V.Duel))
        branches = tuple(b for _, b in w.options) if isinstance(w, V.OpponentSelects) else w.branches
        w = branches[path[k]][path[k + 1]]
        k += 2
    return w


_SAID: Final[dict[int, tuple[Word, str]]] = {}


def _said(w: Word) -> str:
    """A word's rendered text (declarations never change: rendered once, by identity)."""
    got = _SAID.get(id(w))
    if got is None or got[0] is not w:
        got = _SAID[id(w)] = (w, str(w.text()))
    return got[1]


def _ab(s: E.State, step: tuple[Any, ...]) -> Decision | None:
    cid: int = step[1]  # (typed: compiled, the ctx is then a dict, read by the dict's own calls)
    ctx = s.ctxs[cid]
    assert ctx is not None
    c: int = ctx["card"]
    seat: int = ctx["seat"]
    ab = ctx_ability(s, ctx)
    assert isinstance(ab, V.LAbility)
    # costs (RR "Initiating Abilities" 4)
    while ctx["ci"] < len(ab.costs):
        w = ab.costs[ctx["ci"]]
        ch = _cost_choices(s, ctx, w)
        if ch:
            return Decision(seat, "cost", f"{s.title(c)}: {_said(w)}", tuple(Option(i, t) for i, t in ch))
        depth = len(s.stack)
        pay(s, ctx, w, None)
        ctx["ci"] += 1
        if s.result is not None or len(s.stack) > depth:
            return None  # the cost raised a window (an interrupt): let it run first
    if not ctx.get("paid_ok"):
        ctx["paid_ok"] = 1
        if _cost_prevented(s, ctx, ab):
            s.stack.pop()
            s.ctxs[cid] = None
            return None
    # targets and effects, in order (RR "Initiating Abilities" 5-6)
    while ctx["queue"]:
        # (typed: the queue and the slots are the ctx's own lists, read again at each turn: nothing called in a turn
        # before it ends puts another queue in the ctx; a step that does returns or breaks at once)
        queue: list[Any] = ctx["queue"]
        slots: dict[str, Any] = ctx["slots"]
        path = queue[0]
        w = _word_at(ab, path)
        if isinstance(w, Target):
            cands = eligible(s, ctx, ab.steps, w, candidates(s, ctx, w.selector))
            lo, hi = w.count
            if len(cands) < lo or not cands:
                if lo >= 1:
                    if s.logging:
                        s.say(f"{s.title(c)}: no eligible target.")
                    ctx["queue"] = []
                    break
                slots[w.slot] = []
                queue.pop(0)
                continue
            chooser = 1 - seat if w.chooser == "opponent" else seat
            chosen = slots.get(w.slot, [])
            if len(chosen) >= hi:
                queue.pop(0)
                continue
            opts = _target_options(s, cands, chosen)
            if len(chosen) >= lo and hi > 1:
                opts.insert(0, Option("done", f"Done ({len(chosen)} chosen)"))
            return Decision(chooser, "target", f"{s.title(c)}: {_said(w)}", tuple(opts))
        if isinstance(w, May):
            return Decision(seat, "yes_no", f"{s.title(c)}: {_said(w)}?",
                            (Option("no", "No"), Option("yes", "Yes")))
        if isinstance(w, OneOf):
            return Decision(seat, "mode", f"{s.title(c)}: choose one", tuple(
                Option(f"b:{k}", " and ".join(x.text() for x in br)) for k, br in enumerate(w.branches)
                if _branch_ok(s, ctx, br)) or (Option("b:0", " and ".join(x.text() for x in w.branches[0])),))
        if isinstance(w, V.OpponentSelects):
            chooser = 1 - seat if w.who == "opponent" else seat
            opts = [Option(f"b:{k}", words) for k, (words, br) in enumerate(w.options) if _branch_ok(s, ctx, br,
                                                                                                     chooser)]
            if not opts:
                queue.pop(0)
                continue
            return Decision(chooser, "mode", f"{s.title(c)}: select one", tuple(opts))
        event = bool(ctx["event"])
        if event and not ctx.get("played_done"):  # step 6: reactions to the card being played come first
            ctx["played_done"] = 1
            if s.pending_ev:
                flush(s)
                if s.stack[-1][0] == "react":
                    return None
        if slots and not ctx.get("tchecked") and _targeted(slots):
            ctx["tchecked"] = 1  # "when the effects of a triggered ability that targets ... would initiate" (cancel)
            if would(s, "targets_initiate", seat, c, ("event_go", cid)):
                return None
        if event and not ctx.get("checked"):  # "when the effects of an event would initiate" (cancel)
            ctx["checked"] = 1
            if would(s, "event_initiates", seat, c, ("event_go", cid)):
                return None
        if not ctx.get("kisada_checked"):
            ctx["kisada_checked"] = 1
            _constant_cancel(s, ctx, ab)
        if ctx.get("cancelled"):
            ctx["queue"] = []
            break
        if isinstance(w, V.ResolveUnclaimedRings):
            done = ctx.setdefault("rings_done", [])
            left = [e for e in E.ELEMENTS if s.rings[e][1] < 0 and e not in done]
            if len(done) < w.n and left:
                return Decision(seat, "rings", f"{s.title(c)}: {w.text()} ({len(done)} resolved)", (
                    Option("done", "Done"), *(Option(f"ring:{e}", f"Resolve the {e} ring's effect") for e in left)))
            queue.pop(0)
            continue
        if isinstance(w, V.GainAbility):
            printed = _printed_triggered(s, c)
            if printed:
                return Decision(seat, "target", f"{s.title(c)}: {_said(w)}", tuple(
                    Option(f"gain:{x}:{k}", f"{s.title(x)}: {DEFS[s.facts[x].title].abilities[k].text()}",
                           {"card": x}) for x, k in printed))
            queue.pop(0)
            continue
        if isinstance(w, V.DiscardDownTo):
            q = s.players[1 - seat]
            if len(q.hand) > w.n:
                return Decision(q.seat, "hand_discard", f"{s.title(c)}: discard down to {w.n} cards "
                                f"({len(q.hand)} in hand)", tuple(Option(f"card:{x}", f"Discard {s.title(x)}",
                                                                         {"card": x}) for x in q.hand))
            queue.pop(0)
            continue
        queue.pop(0)
        if isinstance(w, V.Duel):
            if _start_duel(s, cid, ctx, w, path):
                return None
            continue
        if isinstance(w, If):
            branch = 0 if check(s, ctx, w.cond) else 1
            br = w.branches[branch]
            queue[0:0] = [[*path, branch, j] for j in range(len(br))]
            continue
        depth = len(s.stack)
        apply_effect(s, ctx, w)
        if s.result is not None or len(s.stack) > depth:
            return None  # the effect opened a window (an interrupt, a ring effect): it runs, then the rest
    # done: an event goes to its owner's conflict discard pile (RR "Event Cards")
    if ctx["event"] and s.zone[c] == E.SET_ASIDE:
        owner = s.players[s.owner[c]]
        s.zone[c] = E.CONF_DISCARD
        owner.conf_discard.append(c)
        new_instance(s, c)  # (from one out-of-play area to another: a new instance, RR "Limit X per [period]")
    s.stack.pop()
    s.ctxs[cid] = None
    if all(x is None for x in s.ctxs):
        s.ctxs = []
    return None


def _targeted(slots: dict[str, Any]) -> bool:
    """`any(slots.get(k) for k in slots if k != "cost")`, without a generator: a slot other than the cost's holds a
    chosen target."""
    for k, v in slots.items():  # noqa: SIM110 (a loop: no generator)
        if k != "cost" and v:
            return True
    return False


E.HANDLERS["ab"] = _ab  # (undecorated: `engine._run`/`apply` call it directly)


def _constant_cancel(s: E.State, ctx: dict[str, Any], ab: V.LAbility) -> None:
    """A constant ability that cancels ("cancel the effects of the first action ability your opponent triggers from a
    card during each conflict", while its condition holds)."""
    if ab.designators != ("Action",) or s.conflict is None:
        return
    for src, ctl, st in _consts_of(s, V.CancelFirstAction):  # (only that kind: no game without one looks further)
        if ctl != ctx["seat"] and not s.conflict.get("cancel_used") \
                and (st.cond is None or check(s, {"card": src, "seat": ctl}, st.cond)):
            s.conflict["cancel_used"] = 1
            ctx["cancelled"] = 1
            if s.logging:
                s.say(f"{s.title(src)} cancels the effects of {s.title(ctx['card'])}.")
            return


def _cost_prevented(s: E.State, ctx: dict[str, Any], ab: V.LAbility) -> bool:
    """Appendix III (Reprieve): a sacrifice paid as a cost that an interrupt prevented means the cost was not paid;
    the ability is not considered used (its limit does not count) and an event stays unplayed in its owner's hand."""
    paid = ctx.get("cost_chars")
    if not paid:  # (most abilities sacrifice no character as a cost)
        return False
    kept = [x for x in paid if s.zone[x] == E.PLAY]
    if not kept:
        return False
    c, seat = ctx["card"], ctx["seat"]
    for k in _limit_keys(s, ctx, ab):
        s.used[k] = max(0, s.used.get(k, 0) - 1)
    if ctx["event"] and s.zone[c] == E.SET_ASIDE:
        p = s.players[seat]
        s.zone[c] = E.CONF_DECK if ctx.get("from_deck") else E.HAND  # its original zone (Appendix III, Academy)
        p.conf_deck.insert(0, c) if ctx.get("from_deck") else p.hand.append(c)
        p.fate += ctx.get("fate_paid", 0)
        if s.facts[c].has_keyword("limited"):
            p.limited_played -= 1
    if s.logging:
        s.say(f"The cost of {s.title(c)} was not paid ({s.title(kept[0])} stayed in play): it is not used.")
    return True


@E.handler("event_go")
def _event_go(s: E.State, step: tuple[Any, ...]) -> None:
    """After the interrupt window to an event's effects: cancelled, or not."""
    s.stack.pop()
    cid: int = step[1]
    ctx = s.ctxs[cid]
    if ctx is not None and not proceeds(s, step[2]):
        ctx["cancelled"] = 1
        if s.logging:
            s.say(f"The effects of {s.title(ctx['card'])} are cancelled.")


def _printed_triggered(s: E.State, c: int) -> list[tuple[int, int]]:
    """(character, ability index) of each triggered ability printed on another character in play."""
    out = []
    for p in s.players:
        for x in p.home:
            d = DEFS.get(s.facts[x].title)
            if x == c or d is None:
                continue
            out += [(x, k) for k, a in enumerate(d.abilities)
                    if isinstance(a, V.LAbility) and a.designators[0] in ("Action", "Reaction", "Interrupt")
                    and not a.words.startswith("Attached character gains")]
    return out


def _start_duel(s: E.State, cid: int, ctx: dict[str, Any], w: V.Duel, path: list[int]) -> bool:
    """D.1-D.3: the duel begins between the challenger and the chosen character (both must still be participating
    and have the skill); each player sets the honor dial in secret (the first player first)."""
    chal = [c for c in _alive(s, ctx, w.challenger) if c in participants(s)]
    other = [c for c in _alive(s, ctx, w.ref) if c in participants(s)]
    if not chal or not other or E.skill(s, chal[0], w.kind) is None or E.skill(s, other[0], w.kind) is None:
        s.say("The duel does not happen.")
        return False
    ctx["duel"] = [chal[0], other[0], w.kind]
    if s.logging:
        s.say(f"{s.title(chal[0])} challenges {s.title(other[0])} to a {w.kind} duel.")
    for p in s.players:
        p.bid = 0
    first, second = E.player_order(s)
    s.stack.append(("duel_resolve", cid, tuple(path)))  # (a tuple: a clone copies the steps, not what they hold)
    s.stack.append(("bid", second, "duel"))
    s.stack.append(("bid", first, "duel"))
    return True


@E.handler("duel_resolve")
def _duel_resolve(s: E.State, step: tuple[Any, ...]) -> None:
    """D.4 reveal; D.5 the higher bidder gives the difference (or, where the duel allows it, discards that many cards
    from hand instead); then D.6-D.8 (`_duel_compare`)."""
    ctx = s.ctxs[step[1]]
    assert ctx is not None
    pa, pb = s.players[ctx["seat"]], s.players[1 - ctx["seat"]]
    if len(step) == 3:  # RR Appendix I D.4: dials revealed; "after honor dials are revealed" reactions; then D.5
        s.stack[-1] = (*step, "revealed")
        if s.logging:
            s.say(f"Duel bids: {pa.name} {pa.bid}, {pb.name} {pb.bid}.")
        fire(s, "bids_revealed")
        return
    s.stack.pop()
    duel = _word_at(ctx_ability(s, ctx), list(step[2]))
    assert isinstance(duel, V.Duel)
    va, vb = LR.bid_value(s, pa.seat), LR.bid_value(s, pb.seat)  # RR "Bid Value": a modified bid's value
    if va != vb:
        hi, lo = (pa, pb) if va > vb else (pb, pa)
        n = abs(va - vb)
        if duel.discard_instead and len(hi.hand) >= n:
            s.stack.append(("duel_compare", step[1], step[2]))
            s.stack.append(("duel_pay", hi.seat, n, 0))
            return
        LP.give_honor(s, hi.seat, n)
        if s.result is not None:
            return
    _duel_compare_now(s, ("duel_compare", step[1], step[2]))


@E.handler("duel_pay")
def _duel_pay(s: E.State, step: tuple[Any, ...]) -> Decision:
    """"Instead of giving honor for this duel's bid, a player may choose and discard the required number of cards
    from hand" (Duelist Training): the choice, then the cards one at a time."""
    _, seat, n, stage = step
    p = s.players[seat]
    if stage == 0:
        return Decision(seat, "mode", f"Duel: give {n} honor or discard {n} cards from your hand", (
            Option("honor", f"Give {n} honor"), Option("discard", f"Discard {n} cards from your hand")))
    return Decision(seat, "hand_discard", f"Duel: discard a card ({stage} of {n})", tuple(
        Option(f"card:{c}", f"Discard {s.title(c)}", {"card": c}) for c in p.hand))


@E.choice("duel_pay")
def _duel_pay_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, n, stage = step
    p = s.players[seat]
    if oid == "honor":
        s.stack.pop()
        LP.give_honor(s, seat, n)
        return
    if oid == "discard":
        if s.logging:
            s.say(f"{p.name} discards {n} cards instead of giving honor.")
        s.stack[-1] = ("duel_pay", seat, n, 1)
        return
    _discard_from_hand(s, seat, int(oid.split(":")[1]))
    s.stack[-1] = ("duel_pay", seat, n, stage + 1)
    if stage >= n:
        s.stack.pop()


@E.handler("duel_compare")
def _duel_compare(s: E.State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    _duel_compare_now(s, step)


def _duel_compare_now(s: E.State, step: tuple[Any, ...]) -> None:
    """D.6 each bid adds to its character's skill; D.7 the higher total wins (a tie: no winner, no loser); D.8 the
    ability's consequences resolve; D.9 the duel ends."""
    ctx = s.ctxs[step[1]]
    assert ctx is not None
    a, b, kind = ctx["duel"]
    pa, pb = s.players[ctx["seat"]], s.players[1 - ctx["seat"]]
    sa = (E.skill(s, a, kind) or 0) + LR.bid_value(s, pa.seat) if s.zone[a] == E.PLAY else -1
    sb = (E.skill(s, b, kind) or 0) + LR.bid_value(s, pb.seat) if s.zone[b] == E.PLAY else -1
    slots = ctx["slots"]
    if sa == sb:
        slots["winner"], slots["loser"] = [], []
        if s.logging:
            s.say(f"The duel is a tie ({sa} to {sb}).")
    else:
        w, l_ = (a, b) if sa > sb else (b, a)
        slots["winner"], slots["loser"] = [w], [l_]
        if s.logging:
            s.say(f"{s.title(w)} wins the duel ({max(sa, sb)} to {min(sa, sb)}).")
    path = list(step[2])
    duel = _word_at(ctx_ability(s, ctx), path)
    assert isinstance(duel, V.Duel)
    ctx["queue"][0:0] = [[*path, 0, j] for j in range(len(duel.then))]


def _where(s: E.State, c: int) -> str:
    who = s.players[s.controller[c]].name
    if s.facts[c].type == "attachment" or s.attached_to[c] >= 0:
        return f" (on {s.title(s.attached_to[c])}, {who})"
    tag = " participating" if c in participants(s) else ""
    return f" ({who}{tag})"


class _TargetOptions:
    """The options of a target prompt (`_ab`: "X (on Y, who)", "X (who participating)"), made once for each card and
    what its label says of it (its host, its controller, whether it participates) and reused: an option is
    immutable. Valid for one game's cards and players' names (its clones share them; another list, a card added or
    a name changed starts it again). `tests/lcg/test_declare_caches.py` compares them with fresh ones."""

    __slots__ = ("facts", "m", "names", "opts")

    def __init__(self) -> None:
        self.facts: list[Any] = []
        self.m = -1
        self.names: tuple[str, ...] = ()
        self.opts: dict[int, Option] = {}


_TARGET_OPTS: Final = _TargetOptions()


def _target_options(s: E.State, cands: list[int], chosen: Any) -> list[Option]:
    """`[Option(f"t:{x}", s.title(x) + _where(s, x), {"card": x}) for x in cands if x not in chosen]`, each made
    once for its key: the card, its host + 1 (an attachment's, or one attached), its controller, whether it
    participates (all `_where` reads)."""
    co = _TARGET_OPTS
    facts = s.facts
    p0, p1 = s.players[0].name, s.players[1].name
    if co.facts is not facts or co.m != len(facts) or len(co.names) != 2 or co.names[0] != p0 or co.names[1] != p1:
        co.facts = facts
        co.m = len(facts)
        co.names = (p0, p1)
        co.opts = {}
    made = co.opts
    part = participants(s)
    controller, attached_to = s.controller, s.attached_to
    out: list[Option] = []
    for x in cands:
        if x in chosen:
            continue
        host = attached_to[x]
        seat = controller[x]
        key = -1
        if 0 <= x < 65536 and 0 <= seat <= 1 and -1 <= host < 8190:
            if facts[x].type == "attachment" or host >= 0:
                if host >= 0:  # (an unattached attachment's label reads the last card's title: made each time)
                    key = ((x << 13 | (host + 1)) << 2 | seat) << 1
            else:
                key = ((x << 13) << 2 | seat) << 1 | (1 if x in part else 0)
        o = made.get(key) if key >= 0 else None
        if o is None:
            o = Option(f"t:{x}", s.title(x) + _where(s, x), {"card": x})
            if key >= 0:
                made[key] = o
        out.append(o)
    return out


def _branch_ok(s: E.State, ctx: dict[str, Any], br: tuple[Word, ...], chooser: int | None = None) -> bool:
    """A player can select an option only if it can change the game state (RR "Select")."""
    for w in br:
        if isinstance(w, Target):  # selectors read from the ability's controller's side, as the branch resolves
            return bool(candidates(s, ctx, w.selector))
        if isinstance(w, V.DiscardRandom):
            return bool(s.players[1 - ctx["seat"]].hand)
        if isinstance(w, (V.GiveFate, V.TakeFate)):
            return s.players[1 - ctx["seat"] if isinstance(w, V.TakeFate) else ctx["seat"]].fate > 0
    return True


def _ab_choice(s: E.State, step: tuple[Any, ...], oid: str) -> None:
    cid: int = step[1]  # (typed: compiled, the ctx is then a dict, read by the dict's own calls)
    ctx = s.ctxs[cid]
    assert ctx is not None
    c: int = ctx["card"]
    ab = ctx_ability(s, ctx)
    assert isinstance(ab, V.LAbility)
    if ctx["ci"] < len(ab.costs):
        pay(s, ctx, ab.costs[ctx["ci"]], oid)
        ctx["ci"] += 1
        return
    path = ctx["queue"][0]
    w = _word_at(ab, path)
    if isinstance(w, V.DiscardDownTo):
        _discard_from_hand(s, 1 - ctx["seat"], int(oid.split(":")[1]))
        return
    if isinstance(w, V.ResolveUnclaimedRings):
        if oid == "done":
            ctx["rings_done"] = [*ctx.get("rings_done", []), *(["-"] * w.n)]
            return
        e = oid.split(":")[1]
        ctx["rings_done"].append(e)
        s.stack.append(("ring_effect_of", ctx["seat"], e))  # as the attacking player
        return
    if isinstance(w, V.GainAbility):
        _, xs, ks = oid.split(":")
        add_lasting(s, ["gain", c, s.facts[int(xs)].title, int(ks), w.until])
        if s.logging:
            s.say(f"{s.title(c)} gains an ability of {s.title(int(xs))} until the end of the {w.until}.")
        ctx["queue"].pop(0)
        return
    if isinstance(w, Target):
        if oid == "done":
            ctx["queue"].pop(0)
            return
        ctx["slots"].setdefault(w.slot, []).append(int(oid.split(":")[1]))
        if len(ctx["slots"][w.slot]) >= w.count[1]:
            ctx["queue"].pop(0)
        return
    ctx["queue"].pop(0)
    if isinstance(w, May):
        if oid == "yes":
            ctx["queue"][0:0] = [[*path, 0, j] for j in range(len(w.steps))]
            if ctx["event"]:  # Appendix III (Banzai!): resolving it again is a new set of effects that may be cancelled
                ctx["checked"] = 0
        return
    k = int(oid.split(":")[1])
    if isinstance(w, V.OpponentSelects):
        br = w.options[k][1]
        ctx["chooser"] = 1 - ctx["seat"] if w.who == "opponent" else ctx["seat"]
    else:
        assert isinstance(w, OneOf)
        br = w.options[k]
    ctx["queue"][0:0] = [[*path, k, j] for j in range(len(br))]


E.CHOICES["ab"] = _ab_choice  # (undecorated: `engine._run`/`apply` call it directly)


# ---------------------------------------------------------------------------------------------- effects
def _seat_of(ctx: dict[str, Any], who: Ref) -> int:
    return ctx["seat"] if who.name == "you" else 1 - ctx["seat"]


EffectFn = Callable[[E.State, dict[str, Any], Any], None]
EFFECT_FNS: dict[type, EffectFn] = {}


def effect(word: type) -> Callable[[EffectFn], EffectFn]:
    """Register the interpretation of a new effect word (a module of words adds its own: `@effect(MyWord)`)."""
    def deco(f: EffectFn) -> EffectFn:
        EFFECT_FNS[word] = f
        return f
    return deco


class CostWord:
    """The interpretation of a new cost word: `payable(s, ctx, w)`, `choices(s, ctx, w)` (None: no choice needed)
    and `pay(s, ctx, w, pick)`; registered with `cost(MyCost)(CostWord(...))`."""

    def __init__(self, payable: Callable[..., bool], pay: Callable[..., None],
                 choices: Callable[..., list[tuple[str, str]] | None] | None = None) -> None:
        self.payable, self.pay_fn, self.choices = payable, pay, choices


COST_FNS: dict[type, CostWord] = {}


def cost(word: type, interp: CostWord) -> None:
    COST_FNS[word] = interp


def apply_effect(s: E.State, ctx: dict[str, Any], w: Word) -> None:
    fn = EFFECT_FNS.get(type(w))
    if fn is not None:
        fn(s, ctx, w)
        return
    seat = ctx["seat"]
    p = s.players[seat]
    q = s.players[1 - seat]
    name = type(w).__name__
    if name == "Bow":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if not s.bowed[c] and not _shielded(s, ctx, c):
                s.bowed[c] = True
                if s.logging:
                    s.say(f"{s.title(c)} bows.")
                fire(s, "bowed", s.controller[c], c, "opp_effect" if s.controller[c] != seat else "own_effect")
    elif name == "Ready":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if s.bowed[c]:
                s.bowed[c] = False
                if s.logging:
                    s.say(f"{s.title(c)} readies.")
    elif name == "Honor":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            LP.honor_card(s, c)
    elif name == "Dishonor":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            LP.dishonor_card(s, c)
    elif name == "DiscardStatus":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if s.status[c]:
                s.status[c] = 0
                if s.logging:
                    s.say(f"{s.title(c)}'s status token is discarded.")
    elif name == "SendHome":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if not _shielded(s, ctx, c):
                LP.send_home(s, c)
    elif name == "MoveToConflict":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if not _shielded(s, ctx, c):
                LP.move_to_conflict(s, c)
    elif name == "PlaceFate":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            s.fate_on[c] += w.n  # type: ignore[attr-defined]
            if s.logging:
                s.say(f"{w.n} fate is placed on {s.title(c)}.")  # type: ignore[attr-defined]
            fire(s, "fate_placed", s.controller[c], c)
    elif name == "RemoveFate":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            n = 0 if cannot(s, c, "lose_fate") else min(w.n, s.fate_on[c])  # type: ignore[attr-defined]
            if n:
                s.fate_on[c] -= n
                if s.logging:
                    s.say(f"{n} fate is removed from {s.title(c)}.")
    elif name == "MoveFate":
        dest = _alive(s, ctx, w.to)  # type: ignore[attr-defined]
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            n = 0 if cannot(s, c, "lose_fate") else min(w.n, s.fate_on[c])  # type: ignore[attr-defined]
            if n and dest:
                s.fate_on[c] -= n
                s.fate_on[dest[0]] += n
                if s.logging:
                    s.say(f"{n} fate moves from {s.title(c)} to {s.title(dest[0])}.")
                fire(s, "fate_placed", s.controller[dest[0]], dest[0])
    elif name == "ReturnAllFate":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if cannot(s, c, "lose_fate"):
                continue
            n = s.fate_on[c]
            s.fate_on[c] = 0
            s.players[s.owner[c]].fate += n
            if s.logging:
                s.say(f"{n} fate on {s.title(c)} returns to its owner.")
    elif name == "DiscardOrRemoveFate":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            if s.fate_on[c] == 0:
                _leave(s, c, "discard")
            elif not cannot(s, c, "lose_fate"):
                s.fate_on[c] -= 1
                if s.logging:
                    s.say(f"1 fate is removed from {s.title(c)}.")
    elif name in ("Discard", "Sacrifice"):
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            _leave(s, c, name.lower())
    elif name == "ReturnToHand":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            owner = s.players[s.owner[c]]
            holder = s.players[s.controller[c]]
            holder.attached.remove(c)
            s.attached_to[c] = -1
            s.ver += 1
            s.zone[c] = E.HAND
            owner.hand.append(c)
            if s.logging:
                s.say(f"{s.title(c)} returns to {owner.name}'s hand.")
    elif name == "Modify":
        n = count(s, ctx, w.per) if w.per is not None else 1  # type: ignore[attr-defined]
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            add_lasting(s, ["skill", c, w.mil * n, w.pol * n, w.until])  # type: ignore[attr-defined]
            if s.logging:
                s.say(f"{s.title(c)}: {w.text().split(' gets ', 1)[-1].replace('for each', 'x' + str(n) + ' for each')}"
                      if w.per is not None else f"{s.title(c)} gets {_mods(w)} until the end of the {w.until}.")  # type: ignore[attr-defined]
    elif name == "ModifyAll":
        for c in candidates(s, ctx, w.scope):  # type: ignore[attr-defined]
            add_lasting(s, ["skill", c, w.mil, w.pol, w.until])  # type: ignore[attr-defined]
        if s.logging:
            s.say(sentence_case(w.text()) + ".")
    elif name == "TakeControl":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            f = s.facts[c]
            if f.unique and LP.controls_title(s, seat, f.title):
                continue  # RR "Unique Cards": not a second copy
            back = s.controller[c]
            LP.change_control(s, c, seat)
            if w.until:  # type: ignore[attr-defined]
                add_lasting(s, ["control", c, back, w.until])  # type: ignore[attr-defined]
    elif name == "TakeAttachment":
        onto = resolve(s, ctx, w.onto)  # type: ignore[attr-defined]
        for a in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            t_ = onto[0] if onto and s.zone[onto[0]] == E.PLAY else -1
            if t_ < 0 or not may_attach(s, a, t_, seat):
                _leave_now(s, a, "discard")
                continue
            s.players[s.controller[a]].attached.remove(a)
            s.players[seat].attached.append(a)
            s.controller[a] = seat
            s.attached_to[a] = t_
            s.ver += 1
            if s.logging:
                s.say(f"{p.name} takes control of {s.title(a)} and attaches it to {s.title(t_)}.")
            LR.check_restricted(s, t_)  # RR "Restricted": a third one: the character's controller discards one
            LP.check_participation(s)
    elif name == "Redirect":  # "that character receives the honor or dishonor instead"
        ev = ctx.get("ev")
        then = s.would.get(f"{ev[3]}:then") if ev else None
        if ev and then and then[0] == "status":
            s.would[str(ev[3])] = False
            for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
                (LP.honor_card if then[2] > 0 else LP.dishonor_card)(s, c)
    elif name == "Cancel":
        ev = ctx.get("ev")
        if ev:
            s.would[str(ev[3])] = False
    elif name == "Replace":
        ev = ctx.get("ev")
        if ev:
            s.would[str(ev[3])] = False
        for sub in w.then:  # type: ignore[attr-defined]
            apply_effect(s, ctx, sub)
    elif name in ("HonorEach", "DishonorEach"):
        for c in candidates(s, ctx, w.scope):  # type: ignore[attr-defined]
            (LP.honor_card if name == "HonorEach" else LP.dishonor_card)(s, c)
    elif name == "SendHomeEach":
        for c in candidates(s, ctx, w.scope):  # type: ignore[attr-defined]
            LP.send_home(s, c)
    elif name == "RemoveFateEach":
        for c in candidates(s, ctx, w.scope):  # type: ignore[attr-defined]
            if s.fate_on[c] and not cannot(s, c, "lose_fate"):
                s.fate_on[c] -= 1
                if s.logging:
                    s.say(f"1 fate is removed from {s.title(c)}.")
    elif name == "GainFate":
        t = s.players[_seat_of(ctx, w.who)]  # type: ignore[attr-defined]
        t.fate += w.n  # type: ignore[attr-defined]
        if s.logging:
            s.say(f"{t.name} gains {w.n} fate.")  # type: ignore[attr-defined]
    elif name == "GainHonor":
        LP.gain_honor(s, _seat_of(ctx, w.who), w.n)  # type: ignore[attr-defined]
    elif name == "LoseHonor":
        who = ctx.get("ev_seat_ref")
        LP.lose_honor(s, _seat_of(ctx, w.who) if who is None else who, w.n)  # type: ignore[attr-defined]
    elif name == "TakeHonor":
        n = min(w.n, q.honor)  # type: ignore[attr-defined]
        q.honor -= n
        p.honor += n
        if s.logging:
            s.say(f"{p.name} takes {n} honor from {q.name}.")
        LP.check_victory(s)
    elif name == "TakeFate":
        n = min(w.n, q.fate)  # type: ignore[attr-defined]
        q.fate -= n
        p.fate += n
        if s.logging:
            s.say(f"{p.name} takes {n} fate from {q.name}.")
    elif name == "GiveFate":
        n = min(w.n, p.fate)  # type: ignore[attr-defined]
        p.fate -= n
        q.fate += n
        if s.logging:
            s.say(f"{p.name} gives {n} fate to {q.name}.")
    elif name == "Draw":
        LP.draw(s, _seat_of(ctx, w.who), w.n)  # type: ignore[attr-defined]
    elif name == "DiscardRandom":
        gone = []
        for _ in range(w.n):  # type: ignore[attr-defined]
            if q.hand:
                c = q.hand[s.rng.below(len(q.hand))]
                _discard_from_hand(s, q.seat, c)
                gone.append(c)
        if len(gone) >= 2:  # discarded at once: their owner orders them (RR "Discard Piles")
            LP.order_discards(s, gone)
    elif name == "CannotTrigger":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            add_lasting(s, ["no_abilities", c, "conflict"])
            if s.logging:
                s.say(f"{s.title(c)}'s abilities cannot be triggered during this conflict.")
    elif name == "Lasting":
        for c in _alive(s, ctx, w.ref):  # type: ignore[attr-defined]
            add_lasting(s, [w.kind, c, *w.args, w.until])  # type: ignore[attr-defined]
            if s.logging:
                s.say(f"{s.title(c)}: {w.text()}.")
        if w.kind == "switch_base":  # type: ignore[attr-defined]
            LP.remove_dashed(s)  # RR "Dash": a skill switched to a dash leaves the conflict
    elif name == "DisplayRing":
        add_lasting(s, ["display", seat, "conflict"])
        if s.logging:
            s.say(f"{p.name} will resolve the ring effect and claim the ring.")
    elif name == "EventDiscount":
        add_lasting(s, ["event_discount", seat, "phase"])
        if s.logging:
            s.say(f"{p.name}'s next event this phase costs 1 fate less.")
    elif name == "ResolveRing":
        ring = ctx["ev"][3] if ctx.get("ev") else (s.conflict or {}).get("ring")
        if ring:
            s.stack.append(("ring_effect_of", seat, ring))
    elif name == "PutIntoPlay":
        for c in resolve(s, ctx, w.ref):  # type: ignore[attr-defined]
            f = s.facts[c]
            if s.zone[c] != E.PLAY and not (f.unique and LP.controls_title(s, seat, f.title)):
                LP.put_into_play(s, seat, c, w.conflict)  # type: ignore[attr-defined]
    else:  # pragma: no cover - every word the sets use is interpreted
        raise TypeError(f"no interpretation for {name}")


def _shielded(s: E.State, ctx: dict[str, Any], c: int) -> bool:
    """"Opponents' card effects cannot bow it or move it" (Borderlands Defender, while its condition holds)."""
    return s.controller[c] != ctx["seat"] and bool(STATIC_TITLES) and cannot(s, c, "bowed_or_moved_by_opp")


def _mods(w: Any) -> str:
    parts = []
    if w.mil:
        parts.append(f"{'+' if w.mil > 0 else ''}{w.mil} military")
    if w.pol:
        parts.append(f"{'+' if w.pol > 0 else ''}{w.pol} political")
    return " and ".join(parts)


def sentence_case(t: str) -> str:
    return t[:1].upper() + t[1:]


# ---------------------------------------------------------------------------------------------- coverage
def status(title: str) -> str:
    """"full", "partial" or "none" for a card by title."""
    d = DEFS.get(title)
    if d is None:
        return "none"
    return "partial" if d.partial else "full"


def rendered(title: str) -> str:
    d = DEFS.get(title)
    return "" if d is None else d.text()


def cancels_ring_effects(s: E.State, c: int) -> bool:
    """Pilgrimage's constant ability (read by the ring-effect step)."""
    d = DEFS.get(s.facts[c].title)
    return d is not None and not _blanked(s, c) and any(
        isinstance(x, Static) and isinstance(x.effect, V.Cannot) and x.effect.what == "ring_effects" for x in d.traits)


def no_bow(s: E.State, c: int, cf: dict[str, Any]) -> bool:
    """"Does not bow as a result of conflict resolution" (a lasting effect, or a constant one such as "during
    [military] conflicts")."""
    for x in s.lasting:
        if x[0] == "no_bow" and x[1] == c and (x[2] == "any" or x[2] == cf["type"] or
                                               (x[2] == "defending" and c in cf["defenders"])):
            return True
    for src, seat, st in _cannots(s, _BOW_RESOLUTION.get(cf["type"]) or f"bow_resolution_{cf['type']}"):
        if _applies(s, src, seat, st, c):  # (only that restriction: no game without one looks further)
            return True
    return False


_BOW_RESOLUTION: Final = {"military": "bow_resolution_military", "political": "bow_resolution_political"}


load()
