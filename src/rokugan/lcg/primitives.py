"""The LCG engine's primitives: what the rules do to cards and players (entering and leaving play, fate, honor and
status, drawing and discarding, provinces, rings, skills and victory), used by the phases and by card abilities."""

from __future__ import annotations

from typing import Any, Final

from rokugan.ability.words import Static
from rokugan.core.decision import Decision, Option
from rokugan.core.game import Result

from . import ability as A
from .engine import (
    CONF_DECK,
    CONF_DISCARD,
    DYN_DECK,
    DYN_DISCARD,
    HAND,
    PLAY,
    PROVINCE,
    STATE_CHECKS,
    WIN_HONOR,
    State,
    choice,
    handler,
    has_skill,
    player_order,
)


# ---------------------------------------------------------------------------------------------- the game's words
class GameWords:
    """Which titles of one game's cards (its `facts`, shared by its clones) print a constant ability of a kind: the
    hooks the card words register (`engine.COST_MODS`, `PLAY_CHECKS`, `ability.BLANKERS`, ...) run at every step or
    window, and most games have no card any of them reads, so each looks here first. Valid while the game has the
    same cards and no card is declared or removed (`refresh` otherwise: a game's cards are created at its setup, a
    test's table adds some)."""

    def __init__(self) -> None:
        self.facts: list[Any] = []
        self.cards = -1
        self.defs: dict[str, Any] = {}  # `ability.DEFS` once refreshed (the same dict, changed in place)
        self.declared = -1
        self.traits: list[tuple[str, tuple[Any, ...]]] = []  # (title, its constant abilities) of the game's cards
        self.marked: list[tuple[str, dict[str, Any]]] = []  # (title, its declaration's extras)
        self.kinds: dict[Any, frozenset[str]] = {}

    def refresh(self, s: State) -> None:
        defs = self.defs = A.DEFS
        self.facts = s.facts
        self.cards = len(s.facts)
        self.declared = len(defs)
        self.traits = []
        self.marked = []
        for t in sorted({f.title for f in s.facts}):
            d = defs.get(t)
            if d is None:
                continue
            sts = tuple(tr for tr in d.traits if isinstance(tr, Static))
            if sts:
                self.traits.append((t, sts))
            if d.extra:
                self.marked.append((t, d.extra))
        self.kinds = {}


_WORDS: Final = GameWords()
_NO_TITLES: Final[frozenset[str]] = frozenset()


def _game_words(s: State) -> GameWords:
    g = _WORDS
    if g.facts is not s.facts or g.cards != len(s.facts) or g.declared != len(g.defs):
        g.refresh(s)
    return g


def titles_with(s: State, kind: type, what: str = "") -> frozenset[str]:
    """The titles of this game's cards with a constant ability (`Static`) whose effect is a `kind` (and, given `what`,
    whose `what` is it): empty when no card of the game prints one."""
    g = _WORDS  # (`_game_words`, written out: every hook asks, at every step or window)
    if g.facts is not s.facts or g.cards != len(s.facts) or g.declared != len(g.defs):
        g.refresh(s)
    key: Any = (kind, what) if what else kind
    got = g.kinds.get(key)
    if got is None:
        out: set[str] = set()
        for t, sts in g.traits:
            for st in sts:
                if isinstance(st.effect, kind) and (not what or getattr(st.effect, "what", "") == what):
                    out.add(t)
        got = g.kinds[key] = frozenset(out) if out else _NO_TITLES
    return got


def titles_marked(s: State, extra: str) -> frozenset[str]:
    """The titles of this game's cards declared with `extra` (`ability.card(..., reacts_from_discard=True)`)."""
    g = _game_words(s)
    got = g.kinds.get(extra)
    if got is None:
        out = {t for t, ex in g.marked if ex.get(extra)}
        got = g.kinds[extra] = frozenset(out) if out else _NO_TITLES
    return got


# ---------------------------------------------------------------------------------------------- options made once
class CardOptions:
    """The options of the rules' prompts that name a game's cards (a ring effect's "Honor X", a declaration's "Attack
    with X (3)", ...), made once and reused: an option is immutable, and its id, label and payload are worked out
    from the card's title and the small ints of its key alone (`card_options`: the key holds all of them). Valid for
    one game's `facts` (shared by its clones; another list, or a card added, starts it again)."""

    __slots__ = ("facts", "m", "opts")

    def __init__(self) -> None:
        self.facts: list[Any] = []
        self.m = -1
        self.opts: dict[int, Option] = {}


_CARD_OPTIONS: Final = CardOptions()


def card_options(s: State) -> dict[int, Option]:
    """The options made for this game's cards, by an int key (each caller's own kind in its low bits, see
    `opt_key`)."""
    co = _CARD_OPTIONS
    facts = s.facts
    if co.facts is not facts or co.m != len(facts):
        co.facts = facts
        co.m = len(facts)
        co.opts = {}
    return co.opts


# The kinds of `card_options`' keys (4 low bits)
OPT_FIRE_HONOR: Final = 0
OPT_FIRE_DISHONOR: Final = 1
OPT_WATER_READY: Final = 2
OPT_WATER_BOW: Final = 3
OPT_VOID: Final = 4
OPT_PROV_DISCARD: Final = 5  # (the card, its province)
OPT_ATTACK: Final = 6  # (the card, its skill)
OPT_DEFEND: Final = 7  # (the card, its skill)
OPT_PROVINCE: Final = 8  # (the province card, its place, side and strength: `conflict._declare_province`)
OPT_MULLIGAN: Final = 9  # (the card, its province or -2: `setup._mulligan`)


def opt_key(kind: int, c: int, n: int) -> int:
    """(kind, card, a small int) as one int: -1 (an option not remembered, made each time) outside the ranges where
    it is one-to-one. (Shifts, not products: compiled, they stay C ints.)"""
    if not 0 <= c < 65536 or not -512 <= n < 512:
        return -1
    return ((c << 10 | (n + 512)) << 4) | kind


# ---------------------------------------------------------------------------------------------- primitives
def lose_honor(s: State, seat: int, n: int, why: str = "") -> None:
    """RR "Honor": "Each time a player loses honor, that honor is taken from the player's honor pool": a pool holds
    no fewer than 0 tokens, so a player told to lose more than he has loses what he has (RR "Effects": "as many
    entities as possible"); at 0 he has lost the game (RR "Winning the Game")."""
    n = min(n, max(0, s.players[seat].honor))
    if n <= 0:
        return
    s.players[seat].honor -= n
    if s.logging:
        s.say(f"{s.players[seat].name} loses {n} honor{' ' + why if why else ''}.")
    check_victory(s)


def gain_honor(s: State, seat: int, n: int, why: str = "") -> None:
    if n <= 0:
        return
    s.players[seat].honor += n
    if s.logging:
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
    if s.logging:
        s.say(f"{p.name} gives {n} honor to {q.name}.")
    check_victory(s)


class simultaneously:
    """Changes made at once (each player's draws in 2.5, "each player loses 1 honor"): victory is checked when they
    are all made, so "If both players would reach a victory condition simultaneously, the first player wins the
    game" (RR "Winning the Game")."""

    def __init__(self, s: State) -> None:
        self.s = s

    def __enter__(self) -> None:
        self.s.cache["_hold_victory"] = self.s.cache.get("_hold_victory", 0) + 1

    def __exit__(self, *exc: object) -> None:
        n = self.s.cache.pop("_hold_victory") - 1
        if n:
            self.s.cache["_hold_victory"] = n
        else:
            check_victory(self.s)


def check_victory(s: State) -> None:
    """RR "Winning the Game": 25 or more honor wins; 0 honor is eliminated; both at once: the first player."""
    if s.result is not None or "_hold_victory" in s.cache:
        return
    won = [False, False]  # by seat: 25 honor or more, or the opponent at 0 (no set built: asked after every change)
    for p in s.players:
        if p.honor >= WIN_HONOR:
            won[p.seat] = True
        if p.honor <= 0:
            won[1 - p.seat] = True
    if not won[0] and not won[1]:
        for f in STATE_CHECKS:  # constant abilities that act once their condition holds (after honor changes)
            f(s)
        return
    w = s.first if won[0] and won[1] else (0 if won[0] else 1)
    reason = "honor" if any(p.seat == w and p.honor >= WIN_HONOR for p in s.players) else "dishonor"
    s.result = Result((w,), reason, f"{s.players[0].name} {s.players[0].honor}, {s.players[1].name} "
                                    f"{s.players[1].honor} honor")
    if s.logging:
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
        if s.logging:
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
            s.ver += 1
        s.rng.shuffle(p.dyn_deck)
        if s.result is not None or not p.dyn_deck:
            return
    c = p.dyn_deck.pop(0)
    p.slots[k].append(c)
    s.zone[c] = PROVINCE
    s.faceup[c] = False
    s.ver += 1


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
    s.ver += 1
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
    seat: int = step[1]
    zone: int = step[2]
    cards: tuple[int, ...] = step[3]
    order: tuple[int, ...] = step[4]
    p = s.players[seat]
    pile = p.dyn_discard if zone == DYN_DISCARD else p.conf_discard
    in_pile = set(pile)  # (looked up for each card: the pile unchanged until the end)
    left = [c for c in cards if c in in_pile and c not in order]
    titles: dict[str, int] = {}
    for c in left:
        titles.setdefault(s.facts[c].title, c)
    if len(titles) >= 2:
        name = "dynasty" if zone == DYN_DISCARD else "conflict"
        return Decision(seat, "order", f"Cards discarded at once go to your {name} discard pile in the order "
                                               f"you choose: the next one (each goes on top of the one before)",
                        tuple(Option(f"dorder:{c}", f"Place {t}", {"card": c}) for t, c in titles.items()))
    s.stack.pop()
    placed = [c for c in (*order, *left) if c in in_pile]
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
    s.ver += 1
    A.fire(s, "enters_play", seat, c)


def send_home(s: State, c: int) -> None:
    """Move a participating character home (RR "Move"): it stays ready or bowed as it was."""
    cf = s.conflict
    if cf is None:
        return
    for side in ("attackers", "defenders"):
        if c in cf[side]:
            cf[side].remove(c)
            s.ver += 1
            if s.logging:
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
            s.ver += 1
            s.bowed[c] = True
            if s.logging:
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
    s.ver += 1
    if s.logging:
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
    s.ver += 1
    s.controller[c] = seat
    cf = s.conflict
    if cf is not None:
        for side in ("attackers", "defenders"):
            if c in cf[side]:
                cf[side].remove(c)
                cf["attackers" if seat == cf["attacker"] else "defenders"].append(c)
                s.ver += 1
    if s.logging:
        s.say(f"{s.players[seat].name} takes control of {s.title(c)}.")
    for a in s.attachments(c):  # RR "Attachment Cards": "If ... an attachment is not legally attached, discard" it
        if not A.attached_legally(s, a, c):
            if s.logging:
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
        s.ver += 1
        s.stack.append(("refill_after", p.seat, k))
    elif z == DYN_DISCARD:
        p.dyn_discard.remove(c)
    elif z == CONF_DISCARD:
        p.conf_discard.remove(c)
    enter_play(s, seat, c)
    if s.logging:
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
    s.ver += 1
    cf = s.conflict
    if cf is not None:
        for side in ("attackers", "defenders"):
            if c in cf[side]:
                cf[side].remove(c)
                s.ver += 1
    owner = s.players[s.owner[c]]
    s.zone[c] = DYN_DISCARD if f.side == "dynasty" else CONF_DISCARD
    (owner.dyn_discard if f.side == "dynasty" else owner.conf_discard).append(c)
    status, s.status[c] = s.status[c], 0
    s.fate_on[c] = 0
    s.bowed[c] = False
    if s.logging:
        s.say(f"{f.title} is discarded.")
    if atts:
        order_discards(s, [c, *atts])
    A.new_instance(s, c)
    if status == 1:
        gain_honor(s, seat, 1, f"({f.title} was honored)")
    elif status == -1:
        lose_honor(s, seat, 1, f"({f.title} was dishonored)")
    # (`has_keyword` asked only where it may be true: `may_have_keyword`; most cards leave with neither)
    if may_have_keyword(s, c, "courtesy") and A.has_keyword(s, c, "courtesy"):
        p.fate += 1
        if s.logging:
            s.say(f"{p.name} gains 1 fate (courtesy).")
    if may_have_keyword(s, c, "sincerity") and A.has_keyword(s, c, "sincerity"):
        draw(s, seat, 1)
    A.fire(s, "left_play", seat, c)


def may_cannot(s: State, c: int, what: str) -> bool:
    """False when `ability.cannot(s, c, what)` is False: no card of the game prints that restriction (`ability._kinds`'
    `cannot`, what `_cannots` looks at first: its lists in play are empty) and no lasting record puts it on the card
    (`cannot`'s own test)."""
    if what in A._kinds(s).cannot:
        return True
    if s.lasting:
        for x in s.lasting:
            if x[0] == "cannot" and x[1] == c and x[2] == what:
                return True
    return False


def may_have_keyword(s: State, c: int, k: str) -> bool:
    """False when `ability.has_keyword(s, c, k)` is False (`k` in lower case): the card does not print it, no card of
    the game prints a constant ability granting it (`ability._kinds`' `gains`, what `gains_keyword` looks at first)
    and no lasting record grants it (`may_gain_keyword`'s test, without the tuple it builds)."""
    if s.facts[c].has_keyword(k) or k in A._kinds(s).gains:
        return True
    if s.lasting:
        for x in s.lasting:
            if x[0] == "keyword" and x[2] == k:
                return True
    return False


def _detach(s: State, a: int, host_left: bool = False) -> None:
    """An attachment leaves play for its owner's conflict discard pile; an ancestral one returns to its owner's hand
    when it goes because its host left play (RR "Ancestral": not when it is itself discarded)."""
    A.new_instance(s, a)
    holder = s.players[s.controller[a]]
    holder.attached.remove(a)
    s.attached_to[a] = -1
    s.ver += 1
    owner = s.players[s.owner[a]]
    if host_left and s.facts[a].has_keyword("ancestral"):
        s.zone[a] = HAND
        owner.hand.append(a)
        if s.logging:
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
        if s.logging:
            s.say(f"{s.title(c)} {'is honored' if s.status[c] == 1 else 'is no longer dishonored'}.")
        A.fire(s, "honored", s.controller[c], c)
    elif d < 0 and s.status[c] > -1:
        if s.status[c] == 0 and A.cannot(s, c, "receive_dishonored"):
            return
        s.status[c] -= 1
        if s.logging:
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
    return not (A.STATIC_TITLES or s.lasting) or not (kind == "military" and may_cannot(s, c, "military")
                                                      and A.cannot(s, c, "military"))


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
                s.ver += 1
                s.bowed[c] = True
                if s.logging:
                    s.say(f"{s.title(c)} cannot participate in this conflict: it moves home bowed.")
