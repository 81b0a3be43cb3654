"""The classic CCG's ability interpreter: card declarations (rokugan.ability words) run as flow steps.

An action in progress is a small dict on ``s.actions`` (copied on clone, saved as JSON): who takes it,
its source card, which ability, the stage of the action sequence, a queue of step paths still to run,
the targets chosen (``slots``) and numbers remembered (``vars``). One flow step ``("ab", index)`` drives
it; decisions inside it are their own steps (``ab_pick``, ``ab_may``, ``ab_one``) that write their answer
into the dict and pop, so the whole thing can be cloned or saved at any decision point.

CR "Action Sequence": A announce, B pay costs, C Interrupts, D resolve in the order written (a failed
required targeting stops the remaining effects), E a Strategy played from hand is discarded.

This module holds the context, selecting cards, the registries and running an action; the rest of the interpreter
is in `ability_steps` (the decision steps an ability pushes: targets, May, looking, naming, searching),
`listing` (the abilities a player may use now, as options), `usability` (whether one ability may be used: CR
"Using abilities", Good Faith) and `triggered` (triggered traits, reactions, delayed effects). They import names
from this module, which imports them as modules at its end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rokugan.ability.words import Ability, CardDef, Compound, Cond, If, May, OneOf, Ref, Sel, To, Value, Word
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision

from . import primitives as P
from .flow import handler, push_payment
from .state import (
    DYN_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    PLAY,
    PREGAME,
    PROVINCE,
    REMOVED,
    RESOLVING,
    State,
)

UNIT_TYPES = frozenset({T.PERSONALITY, T.FOLLOWER, T.ITEM, T.SPELL})
SUSPEND = "suspend"  # an effect pushed a decision step; the action resumes after it
PLAYER = 1_000_000  # players are targeted as PLAYER + seat
PROVINCE_KEY = 2_000_000  # provinces carry modifiers under PROVINCE_KEY + 16 * seat + index

DEFS: dict[str, CardDef] = {}  # card facts id -> declaration (filled by rokugan.ccg.cards)
GRANTED: dict[str, Ability] = {}  # abilities that effects give to cards or players, by key
RULEBOOK: dict[str, Ability] = {}  # the rulebook's player abilities, by name (filled by ccg.actions)
DESIGNATORS: dict[str, frozenset[str]] = {}  # card title -> designators of its abilities (a quick filter)


# ------------------------------------------------------------------------------ the context
class Ctx:
    """What an effect sees while it resolves: the state, its action, and lookups."""

    __slots__ = ("a", "s")

    def __init__(self, s: State, a: dict[str, Any]) -> None:
        self.s = s
        self.a = a

    @property
    def seat(self) -> int:
        return int(self.a["seat"])

    @property
    def src(self) -> int:
        return int(self.a["src"])

    def host(self) -> int:
        c = self.src
        return self.s.attached_to[c] if self.s.attached_to[c] >= 0 else c

    def refs(self, r: Word) -> list[int]:
        if isinstance(r, Ref):
            return resolve_ref(self, r.name)
        if isinstance(r, Sel):
            return select(self, r)
        raise TypeError(f"not a reference: {r!r}")

    def one(self, r: Word) -> int:
        got = self.refs(r)
        return got[0] if got else -1

    def val(self, v: Value | int) -> int:
        if isinstance(v, int):
            return v
        return int(VALUES[type(v).__name__](self, v))

    def check(self, c: Cond) -> bool:
        return bool(CONDS[c.name](self, *c.args))

    def set(self, name: str, value: Any) -> None:
        self.a["vars"][name] = value

    def get(self, name: str, default: Any = 0) -> Any:
        return self.a["vars"].get(name, default)

    def player_of(self, who: str) -> int:
        if who == "you":
            return self.seat
        if who == "opponent":
            return 1 - self.seat if len(self.s.players) == 2 else _other(self.s, self.seat)
        if who in ("attacker", "defender"):
            return int(self.s.battle[who]) if self.s.battle else -1
        if who == "event_seat":  # the player an event is about ("after an Attacker destroys a province, he ...")
            return int(self.get("event_seat", -1))
        got = resolve_ref(self, who)
        if not got:
            return -1
        c = got[0]
        return c - PLAYER if c >= PLAYER else self.s.controller[c]


def source_name(s: State, c: int) -> str:
    """The name of an ability's source: a card's title, or "your ability" for one a player holds."""
    return s.title(c) if c < PLAYER else f"{s.players[c - PLAYER].name}'s ability"


def _other(s: State, seat: int) -> int:
    for p in s.players:
        if p.seat != seat and not p.lost:
            return p.seat
    return seat


def resolve_ref(x: Ctx, name: str) -> list[int]:
    s = x.s
    if name == "self":
        return [x.src]
    if name == "host":  # the Personality the card was on when its ability began (it may have left since)
        h = x.a["vars"].get("host", -1)
        return [h] if h >= 0 else [x.host()]
    if name == "you":
        return [PLAYER + x.seat]
    if name == "you_stronghold":
        return [s.players[x.seat].stronghold]
    if name in ("winner", "loser"):
        d = s.last_duel or {}
        return [c for c in d.get(name + "s", ()) if s.zone[c] == PLAY]
    if name == "event":
        c = x.get("event_card", -1)
        return [c] if c >= 0 else []
    if name == "other_in_duel":  # the other Personality in the duel this card's Personality is in
        if s.duel is None:
            return []
        return [c for c in (s.duel["challenger"], s.duel["challenged"]) if c != x.host()]
    return [c for c in x.a["slots"].get(name, ())]


# ------------------------------------------------------------------------------ selecting cards
def _personalities(s: State) -> Iterable[int]:
    for p in s.players:
        for c in p.home:
            if s.facts[c].type == T.PERSONALITY:
                yield c


def _attachments(s: State) -> Iterable[int]:
    for p in s.players:
        for c in p.home:
            yield from s.attached[c]


def _all_in_play(s: State) -> Iterable[int]:
    for p in s.players:
        for c in p.home:
            yield c
            yield from s.attached[c]


def pool(s: State, kind: str, seat: int, zone: str) -> Iterable[int]:
    if zone == "hand":
        yield from s.players[seat].hand
        return
    if zone == "deck":
        yield from s.players[seat].fate_deck
        return
    if zone == "opponent_hand":  # used by a choice the other player makes from his own hand
        for p in s.players:
            if p.seat != seat:
                yield from p.hand
        return
    if zone == "dynasty_deck":
        yield from s.players[seat].dyn_deck
        return
    if zone == "discard":
        for p in s.players:
            yield from p.dyn_discard
            yield from p.fate_discard
        return
    if zone == "province":
        # a face-down card's type and title are hidden, even from its owner (CR "Provinces"): only face-up
        # cards in Provinces can be chosen as "a Personality in a Province"
        for p in s.players:
            for i, pr in enumerate(p.provinces):
                if p.province_alive[i]:
                    yield from (c for c in pr if s.face_up[c])
        return
    if kind == "player":
        for p in s.players:
            if not p.lost:
                yield PLAYER + p.seat
    elif kind == "personality":
        yield from _personalities(s)
    elif kind in ("follower", "item", "spell", "attachment"):
        for a in _attachments(s):
            if kind == "attachment" or s.facts[a].type == kind:
                yield a
    elif kind == "holding":
        for p in s.players:
            for c in p.home:
                if s.facts[c].type == T.HOLDING:
                    yield c
    elif kind == "stronghold":  # a Stronghold in play ("your target Castle or Siege card")
        yield from (p.stronghold for p in s.players if p.stronghold >= 0 and s.zone[p.stronghold] in (PLAY, PREGAME))
    elif kind == "ring":
        for p in s.players:
            for c in p.home:
                if s.facts[c].type == T.RING:
                    yield c
    else:  # "card": every card in play
        yield from _all_in_play(s)
        # CR "Sensei": a Sensei "starts in play" and "Sensei cards bow and have abilities separately from the
        # Stronghold"; CR "Targeting": "Cards must be in play to be legal targets": "a card" includes it (it is in no
        # unit: not an "enemy card", CR "Enemy")
        yield from (p.sensei for p in s.players if p.sensei >= 0 and s.zone[p.sensei] in (PLAY, PREGAME))
        # CR "Stronghold": "A player starts with it in play"; CR "Stronghold Immunity" keeps it from leaving play
        # ("Effects and costs will not make a Stronghold leave play unless they specifically mention Strongholds",
        # `primitives.stronghold_immune`), not from being targeted: "a card" includes it (not an "enemy card")
        yield from (p.stronghold for p in s.players if p.stronghold >= 0 and s.zone[p.stronghold] in (PLAY, PREGAME))


LOCATION_EXEMPT = frozenset({"any_location", "at_home", "zone", "elsewhere"})


def select(x: Ctx, sel: Sel, exclude: Iterable[int] = (), targeting: bool = False) -> list[int]:
    """The cards (or players) a selector picks. When `targeting` during a battle, cards in units must be
    at the current battlefield unless the selector says otherwise (CR "Rules of Location")."""
    s = x.s
    zone = "play"
    located = targeting and s.battle is not None and s.battle["current"] >= 0
    for name, arg in sel.filters:
        if name == "zone":
            zone = arg
        if name in LOCATION_EXEMPT:
            located = False
    out: list[int] = []
    seen: set[int] = set(exclude)
    for kind in sel.kinds:
        for c in pool(s, kind, x.seat, zone):
            if c in seen:
                continue
            if zone != "play" and kind not in ("card", "attachment") and s.facts[c].type != kind:
                continue
            if not _owner_ok(x, c, sel.controller, zone):
                continue
            if located and c < PLAYER and s.facts[c].type in UNIT_TYPES:
                host = s.attached_to[c] if s.attached_to[c] >= 0 else c
                if s.location[host] != s.battle["current"]:  # type: ignore[index]
                    continue
            if all(name == "zone" or FILTERS[name](x, c, arg) for name, arg in sel.filters):
                seen.add(c)
                out.append(c)
    return out


def _owner_ok(x: Ctx, c: int, who: str, zone: str) -> bool:
    if who == "any":
        return True
    s = x.s
    if c >= PLAYER:
        seat = c - PLAYER
    else:
        seat = s.controller[c] if zone == "play" else s.owner[c]
    if who == "you":
        return seat == x.seat
    if who == "enemy" and zone == "play" and c < PLAYER and s.facts[c].type not in UNIT_TYPES:
        return False  # CR "Enemy" (EE "ENEMY"): "Cards not in units, such as Holdings or Terrains [Regions], are not
        # "enemy cards.""
    return seat != x.seat  # "enemy", "other"


# ------------------------------------------------------------------------------ registries
Filter = Callable[[Ctx, int, Any], bool]
FILTERS: dict[str, Filter] = {}
CONDS: dict[str, Callable[..., bool]] = {}
VALUES: dict[str, Callable[[Ctx, Any], int]] = {}


def filt(name: str) -> Callable[[Filter], Filter]:
    def deco(f: Filter) -> Filter:
        FILTERS[name] = f
        return f
    return deco


def cond(name: str) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    def deco(f: Callable[..., bool]) -> Callable[..., bool]:
        CONDS[name] = f
        return f
    return deco


def value(name: str) -> Callable[[Callable[[Ctx, Any], int]], Callable[[Ctx, Any], int]]:
    def deco(f: Callable[[Ctx, Any], int]) -> Callable[[Ctx, Any], int]:
        VALUES[name] = f
        return f
    return deco


# ------------------------------------------------------------------------------ the ability table
def card_def(s: State, c: int) -> CardDef | None:
    return DEFS.get(s.facts[c].id)


def ability_of(a: dict[str, Any]) -> Ability | Word:
    kind, key, idx = a["kind"], a["def"], a["idx"]
    if kind == "p":  # a player ability from the rulebook (actions.RULEBOOK)
        return RULEBOOK[key]
    if kind == "d":  # a delayed effect: its steps live in the ability that created it
        kind = a["vars"]["base_kind"]
    if kind == "g":
        if key not in GRANTED and key.startswith("copy/"):  # a copied ability (vocab_ee1.CopyAbility), after a load
            _, cid, k = key.split("/")
            GRANTED[key] = DEFS[cid].abilities[int(k)]
        return GRANTED[key]
    d = DEFS[key]
    return d.abilities[idx] if kind == "a" else d.traits[idx]


def word_at(a: dict[str, Any], path: tuple[int, ...]) -> Word:
    ab = ability_of(a)
    root: tuple[Word, ...] = getattr(ab, "costs", ()) if path[0] == 1 else ab.steps  # type: ignore[attr-defined]
    w: Word = root[path[1]]
    i = 2
    while i < len(path):
        assert isinstance(w, Compound)
        w = w.branches[path[i]][path[i + 1]]
        i += 2
    return w


def _entries(path: tuple[int, ...], words: tuple[Word, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple((0, *path, i) for i in range(len(words)))


# ------------------------------------------------------------------------------ starting an action
def performer(s: State, src: int) -> int:
    """The card performing an action from `src`'s ability: a Personality or Follower performs his own; an action on
    an Item or Spell is performed by the Personality it is attached to (the issue's "actions on attachments performed
    by their Personality"; CR "Rehonoring": an action that "came from" a Personality). -1: no card performs it."""
    if src >= PLAYER or s.zone[src] not in (PLAY, PREGAME):
        return -1
    t = s.facts[src].type
    if t in (T.PERSONALITY, T.FOLLOWER):
        return src
    if t in (T.ITEM, T.SPELL) and s.attached_to[src] >= 0:
        return s.attached_to[src]
    return -1


def new_action(s: State, seat: int, src: int, kind: str, key: str, idx: int, rtype: str, **vars: Any) -> int:
    if src < PLAYER and s.attached_to[src] >= 0:
        vars = {**vars, "host": s.attached_to[src]}
    by = performer(s, src)
    if by >= 0 and s.dishonored[by] and s.facts[by].type == T.PERSONALITY:
        # CR "References to other points in time": dishonorable status is checked "at the time the targeting,
        # origin or performing of the action or trait is established" (read by GainHonor: CR "Rehonoring")
        vars = {**vars, "dis_origin": (by,)}
    s.actions.append({"seat": seat, "src": src, "kind": kind, "def": key, "idx": idx, "rtype": rtype,
                      "stage": "costs", "queue": (), "slots": {}, "vars": dict(vars), "ok": True,
                      "flags": ()})
    return len(s.actions) - 1


def announce(s: State, seat: int, src: int, kind: str, key: str, idx: int, rtype: str,
             combine: bool = False) -> None:
    """CR "Action Sequence" A: announce the action (a Strategy or Ring from hand is shown and set aside
    in the resolution area); the ability counts as used this turn (CR "Using abilities")."""
    ab = ability_of({"kind": kind, "def": key, "idx": idx})
    assert isinstance(ab, Ability)
    if "Repeatable" not in ab.keywords:
        s.players[seat].used.append(use_key(src, kind, key, idx))
    if kind == "a" and idx in DEFS[key].extra.get("once_per_game", ()):  # type: ignore[operator]
        s.granted.append((src, f"used_in_game:{idx}", "game"))
    if rtype == "battle" and s.battle is not None and s.battle.get("first_actor", -1) < 0:
        s.battle["first_actor"] = seat  # "if you took the first Battle action in this battle"
    if src < PLAYER:  # "If you have not played another X this turn"
        k = f"played:{s.facts[src].id}:{seat}"
        s.memo[k] = int(s.memo.get(k, 0)) + 1
    from_discard = src < PLAYER and s.zone[src] == FATE_DISCARD
    from_deck = src < PLAYER and s.zone[src] == FATE_DECK and src in (s.memo.get("deck_play") or ())
    # an attachment's Interrupt taken from the hand to the action that Equips it stays in the hand until it enters
    # play (CR "Using abilities", EXCEPTION): only a Strategy or Ring is set aside in the resolution area
    from_hand = src < PLAYER and ((s.zone[src] == HAND and s.facts[src].type in (T.STRATEGY, T.RING))
                                  or from_discard or from_deck)
    if from_hand:
        if from_deck:
            s.players[s.owner[src]].fate_deck.remove(src)
        else:
            (s.players[seat].fate_discard if from_discard else s.players[seat].hand).remove(src)
        s.zone[src] = RESOLVING
        s.face_up[src] = True
    name = s.title(src) if src < PLAYER else "an ability"
    s.say(f"{s.players[seat].name} {'plays' if from_hand else 'uses'} {name}: {ab.text()}")
    into = -1
    if combine:
        target = usability.interrupted(s)
        into = next(k for k, a2 in enumerate(s.actions) if a2 is target) if target is not None else -1
    i = new_action(s, seat, src, kind, key, idx, rtype, from_hand=1 if from_hand else 0, combine_into=into,
                   discipline=1 if from_discard else 0)
    a = s.actions[i]
    if rtype == "reaction" and s.memo.get("reaction_ctx"):  # the point in time it reacts to
        a["vars"].update({k: v for k, v in s.memo["reaction_ctx"][-1].items() if k != "event"})
    if s.granted and src < PLAYER:  # The Shadowed Estate: "negate the effects of the next action from a card
        mark = f"negate_next:{s.facts[src].base_title or s.facts[src].title}"  # with that title"
        for g in s.granted:
            if g[0] == -1 and g[1] == mark:
                s.granted.remove(g)
                a["flags"] = (*a["flags"], "negated")
                s.say(f"The effects of {s.title(src)} will be negated (a card with that title was named).")
                break
    s.memo.pop(f"moved_in:{seat}", None)
    if src < PLAYER and s.zone[src] not in (PLAY, PREGAME) and rtype == "interrupt":
        listing.commit_entering(s, src)
    if usability.without_cost(s, a):
        a["stage"] = "gold"  # no costs at all: neither the bow nor Gold (the constraints block's targets still chosen)
        a["vars"]["free"] = 1
        from rokugan.ability.words import Target
        a["queue"] = tuple((0, 1, k) for k, cost in enumerate(ab.costs) if isinstance(cost, Target))
    elif src < PLAYER and s.zone[src] not in (PLAY, PREGAME) and rtype == "interrupt" and ab.costs:
        # CR "Using abilities", EXCEPTION: an Interrupt of a card out of play to the action bringing it into play:
        # "if the action has a "bow this card" cost, it is satisfied by bowing the card after it enters play, as a
        # delayed effect" (primitives.enter_play, attach)
        keep = [k for k, cost in enumerate(ab.costs) if getattr(cost, "cost_words", "") != "bow"]
        if len(keep) < len(ab.costs):
            s.memo[f"bow_on_entry:{src}"] = 1
        a["queue"] = tuple((0, 1, k) for k in keep)
    else:
        a["queue"] = tuple((0, 1, k) for k in range(len(ab.costs)))
    s.stack.append(("ab", i))


def use_key(src: int, kind: str, key: str, idx: int) -> str:
    return f"ab:{src}:{kind}:{key}:{idx}"


@handler("ab")
def _ab(s: State, step: tuple[Any, ...]) -> Decision | None:
    i = step[1]
    a = s.actions[i]
    x = Ctx(s, a)
    while True:
        if a["queue"]:
            r = _run_next(x)
            if r == SUSPEND or s.stack[-1] != step or s.result is not None:
                return None  # a decision, a triggered trait or a procedure (a duel) comes first
            continue
        stage = a["stage"]
        if stage == "costs":
            a["stage"] = "gold"
            ab = ability_of(a)
            gold = getattr(ab, "gold", None)
            if a["vars"].get("free"):
                gold = None
            if gold == "*":
                s.stack.append(("ab_gold", i))
                return None
            if a["vars"].get("discipline"):
                gold = int(gold or 0) + 2  # the Discipline's 2 Gold to play it from the discard pile
            d = DEFS.get(a["def"]) if a["kind"] == "a" else None
            waiver = d.extra.get("gold_zero_if") if d is not None else None
            if gold and waiver is not None and Ctx(s, a).check(waiver):  # type: ignore[arg-type]
                gold = 0  # "This ability's Gold cost is 0 if ..."
            if gold:
                amount = max(0, int(gold) - int(a["vars"].get("discount", 0)))
                a["vars"]["paid"] = amount
                push_payment(s, a["seat"], amount)
                return None
            continue
        if stage == "gold":
            a["stage"] = "interrupts"
            if a["kind"] != "t" and not is_interrupt(a):
                # CR "Action Sequence" C: every player gets the chance, active player first. The round
                # opens even when nobody holds an Interrupt: opening it only then would tell the other
                # players that someone does (a player with none answers a one-option "pass").
                s.stack.append(("round", "interrupt", s.active, 0))
                return None
            continue
        if stage == "interrupts":
            a["stage"] = "resolve"
            ab = ability_of(a)
            a["queue"] = _entries((0,), ab.steps)  # type: ignore[attr-defined]
            a["ok"] = True
            continue
        # stage == "resolve": done (CR "Action Sequence" E)
        _finish(s, i)
        return None


def is_interrupt(a: dict[str, Any]) -> bool:
    if a["vars"].get("combine_into", -1) >= 0:
        return True  # CR "Combining": a combining action is played as an Interrupt
    ab = ability_of(a)
    return isinstance(ab, Ability) and "Interrupt" in ab.designators


def _finish(s: State, i: int) -> None:
    a = s.actions[i]
    s.stack.pop()
    assert len(s.actions) == i + 1, "actions resolve last in, first out"
    s.actions.pop()
    src = a["src"]
    for c in a["slots"].get("found", ()):
        if s.zone[c] == RESOLVING:  # CR "Search": the searched-for card's effect failed: discard it
            dyn = s.facts[c].deck == "dynasty"
            s.zone[c] = DYN_DISCARD if dyn else FATE_DISCARD
            s.face_up[c] = True
            (s.players[s.owner[c]].dyn_discard if dyn else s.players[s.owner[c]].fate_discard).append(c)
    if a["kind"] == "a" and src < PLAYER and s.zone[src] == PROVINCE and s.facts[src].type == T.EVENT:
        P.discard_from_province(s, src)  # CR "Event": discarded once an ability on it is used (unless it entered play)
    if a["vars"].get("from_hand") and s.zone[src] == RESOLVING:
        owner = s.players[s.owner[src]]
        if a["vars"].get("discipline"):  # "then remove it from the game after its action resolves"
            s.zone[src] = REMOVED
            owner.removed.append(src)
        else:
            s.zone[src] = FATE_DISCARD
            owner.fate_discard.append(src)
    extra = int(a["vars"].get("additional", 0))
    if extra and a["kind"] in ("t", "d"):  # a trait's additional action: in the action round under way
        rounds = [st[1] for st in reversed(s.stack) if st[0] == "round"]
        a["rtype"] = rounds[0] if rounds else ""
    if extra and a["rtype"] in listing.DESIGNATOR_FOR_ROUND:
        rtype = a["vars"].get("additional_type") or a["rtype"]
        only = tuple(a["vars"].get("additional_only") or ())
        for _ in range(extra):
            s.stack.append(("additional", a["seat"], rtype, only, bool(a["vars"].get("additional_discard")),
                            bool(a["vars"].get("additional_from_deck"))))
    if a["kind"] not in ("t", "d"):
        ab = ability_of(a)
        if isinstance(ab, Ability) and "Favor" in ab.keywords:
            from .resolvers import favor_resolved
            favor_resolved(s, a["seat"])
        if isinstance(ab, Ability) and "Honor" in ab.keywords:
            k = f"honor_actions:{a['seat']}"
            s.memo[k] = int(s.memo.get(k, 0)) + 1
        kinds = listing.attack_kinds(ab.steps) if isinstance(ab, Ability) else set()
        words = [*(ab.keywords if isinstance(ab, Ability) else ()), *sorted(kinds)]
        triggered.emit(s, "action_resolved", src, a["seat"], kinds=",".join(w.lower() for w in words), index=i,
             rtype=a["rtype"], moved_in=1 if s.memo.get(f"moved_in:{a['seat']}") == i else 0,
             moved=",".join(str(c) for c in a["vars"].get("moved_cards", ())),
             destroyed=",".join(str(c) for c in a["vars"].get("destroyed_cards", ())))
    elif a["kind"] == "t" and a["vars"].get("destroyed_cards"):  # "or a trait ... if the card destroyed Rokuta"
        destroyed = ",".join(str(c) for c in a["vars"]["destroyed_cards"])
        triggered.emit(s, "trait_resolved", src, a["seat"], destroyed=destroyed)


def _run_next(x: Ctx) -> str | None:
    a = x.a
    entry = a["queue"][0]
    a["queue"] = a["queue"][1:]
    mark, path = entry[0], tuple(entry[1:])
    if "negated" in a["flags"] and not (a["kind"] == "a" and DEFS[a["def"]].extra.get("will_not_be_negated")):
        # CR "Negate an action": all its effects and targeting, from then on; but an effect that "will not be
        # negated" (vocab_effects.WillNotBeNegated) still happens (CR "Prevention")
        if not (mark == 0 and getattr(word_at(a, path), "unnegatable", False)):
            a["queue"] = tuple(e for e in a["queue"]
                               if e[0] == 0 and getattr(word_at(a, tuple(e[1:])), "unnegatable", False))
            return None
    w = word_at(a, path)
    if mark == 1:  # the second half of a To: only if the first half happened
        if a["ok"]:
            assert isinstance(w, To)
            a["queue"] = _entries((*path, 1), w.then) + a["queue"]
        return None
    if mark == 2:  # after a challenge: the duel's consequences, or the refusal's
        assert isinstance(w, Compound)
        refused = (x.s.last_duel or {}).get("refused", False)
        branch = 1 if refused else 0
        if not refused and not (x.s.last_duel or {}).get("resolved", False):
            return None  # the duel ended without resolution: no consequences
        a["queue"] = _entries((*path, branch), w.branches[branch]) + a["queue"]
        return None
    from rokugan.ability.words import Target
    if isinstance(w, Target):
        return ability_steps.pick_target(x, w, path)
    if isinstance(w, May):
        if not ability_steps.may_possible(x, w):
            return None
        x.s.stack.append(("ab_may", len_actions(x) - 1, path))
        return SUSPEND
    if isinstance(w, If):
        branch = 0 if x.check(w.cond) else 1
        a["queue"] = _entries((*path, branch), w.branches[branch]) + a["queue"]
        return None
    if isinstance(w, To):
        a["ok"] = True
        a["queue"] = _entries((*path, 0), w.first) + ((1, *path),) + a["queue"]
        return None
    if isinstance(w, OneOf):
        x.s.stack.append(("ab_one", len_actions(x) - 1, path))
        return SUSPEND
    if isinstance(w, Compound) and hasattr(w, "expand"):
        r = w.expand(x, path)  # type: ignore[attr-defined]
        return r if r == SUSPEND else None
    run = getattr(w, "run", None)
    if run is None:
        raise AssertionError(f"{type(w).__name__} cannot run")
    r = run(x)
    if r == SUSPEND:
        return SUSPEND
    a["ok"] = bool(a["ok"] and r)
    return None


def len_actions(x: Ctx) -> int:
    return action_index(x) + 1


def action_index(x: Ctx) -> int:
    for i, a in enumerate(x.s.actions):
        if a is x.a:
            return i
    raise AssertionError("the action is not in progress")


# the rest of the interpreter (imported last: they import names from this module)
from . import ability_steps, listing, triggered, usability  # noqa: E402
