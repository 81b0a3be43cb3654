"""The classic CCG's ability interpreter: card declarations (rokugan.ability words) run as flow steps.

An action in progress is a small dict on ``s.actions`` (copied on clone, saved as JSON): who takes it,
its source card, which ability, the stage of the action sequence, a queue of step paths still to run,
the targets chosen (``slots``) and numbers remembered (``vars``). One flow step ``("ab", index)`` drives
it; decisions inside it are their own steps (``ab_pick``, ``ab_may``, ``ab_one``) that write their answer
into the dict and pop, so the whole thing can be cloned or saved at any decision point.

CR "Action Sequence": A announce, B pay costs, C Interrupts, D resolve in the order written (a failed
required targeting stops the remaining effects), E a Strategy played from hand is discarded.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable
from typing import Any

from rokugan.ability.words import Ability, CardDef, Compound, Cond, If, May, OneOf, Ref, Sel, To, Value, Word
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import stats
from .flow import can_pay, choice, handler, push_payment
from .state import (
    DYN_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    FOCUS,
    HAND,
    HOME,
    PLAY,
    PREGAME,
    PROVINCE,
    REMOVED,
    RESOLVING,
    State,
)
from .statics import ONE_PER_TURN

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
        target = interrupted(s)
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
        commit_entering(s, src)
    if without_cost(s, a):
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
            if a["kind"] != "t" and not _is_interrupt(a):
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


def _is_interrupt(a: dict[str, Any]) -> bool:
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
    if extra and a["rtype"] in DESIGNATOR_FOR_ROUND:
        rtype = a["vars"].get("additional_type") or a["rtype"]
        only = tuple(a["vars"].get("additional_only") or ())
        for _ in range(extra):
            s.stack.append(("additional", a["seat"], rtype, only, bool(a["vars"].get("additional_discard")),
                            bool(a["vars"].get("additional_from_deck"))))
    if a["kind"] not in ("t", "d"):
        ab = ability_of(a)
        if isinstance(ab, Ability) and "Favor" in ab.keywords:
            from .actions import favor_resolved
            favor_resolved(s, a["seat"])
        if isinstance(ab, Ability) and "Honor" in ab.keywords:
            k = f"honor_actions:{a['seat']}"
            s.memo[k] = int(s.memo.get(k, 0)) + 1
        kinds = attack_kinds(ab.steps) if isinstance(ab, Ability) else set()
        words = [*(ab.keywords if isinstance(ab, Ability) else ()), *sorted(kinds)]
        emit(s, "action_resolved", src, a["seat"], kinds=",".join(w.lower() for w in words), index=i,
             rtype=a["rtype"], moved_in=1 if s.memo.get(f"moved_in:{a['seat']}") == i else 0,
             moved=",".join(str(c) for c in a["vars"].get("moved_cards", ())),
             destroyed=",".join(str(c) for c in a["vars"].get("destroyed_cards", ())))
    elif a["kind"] == "t" and a["vars"].get("destroyed_cards"):  # "or a trait ... if the card destroyed Rokuta"
        emit(s, "trait_resolved", src, a["seat"], destroyed=",".join(str(c) for c in a["vars"]["destroyed_cards"]))


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
        return pick_target(x, w, path)
    if isinstance(w, May):
        if not may_possible(x, w):
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


# ------------------------------------------------------------------------------ targets
def _effects_block_target(x: Ctx, path: tuple[int, ...]) -> bool:
    """Is this targeting in an action's effects block? EE "Abilities": "The text between the designator and the second
    colon tells you what needs to happen, for you to take the ability's action. This text is known as the constraints
    block"; "The text after the ability's last colon describes the effects the action has when it resolves, and is
    called the effects block." An ability declares its constraints block as its `costs` (its targets, performers and
    costs, in the order printed, rendered before the colon), so every targeting among its steps is printed after the
    last colon. EE "D. Required Targeting": "targeting mentioned in the effects block is also not required. This
    targeting is done during the action's resolution" - without a legal target the effects that need it fail and the
    action's other effects still happen."""
    return x.a["kind"] in ("a", "g") and bool(path) and path[0] == 0


def _bowed_as_cost(ab: Any, slot: str) -> bool:
    """Does a constraints block bow the card it targets ("Bow your target Personality:")?"""
    return any(type(w).__name__ == "Bow" and isinstance(getattr(w, "ref", None), Ref) and w.ref.name == slot
               for w in getattr(ab, "costs", ()))  # type: ignore[attr-defined]


def cost_payers(s: State, ab: Any, slot: str, cands: list[int]) -> list[int]:
    """EE "E. Pay Costs": "To pay a cost, the change must actually, fully happen" - a target the constraints block
    bows must be able to bow (in the rulebook's example, "he must be unbowed")."""
    if s.ruleset != "emperor" or not _bowed_as_cost(ab, slot):
        return cands
    from .statics import prevented
    return [c for c in cands if c < PLAYER and not s.bowed[c] and not prevented(s, c, "bow")]


def pick_target(x: Ctx, w: Any, path: tuple[int, ...]) -> str | None:
    selector, own_only = _here_anyway(x, w)
    cands = select(x, selector, exclude=x.get("chosen_targets", ()) if w.distinct else (),
                   targeting=w.targeting)
    if own_only:
        cands = [c for c in cands if c < PLAYER and x.s.controller[c] == x.seat]
    if w.slot == "attack" and x.get("combined", ()):
        from .vocab_military import combined_could_target
        cands = combined_could_target(x, cands)
    if path and path[0] == 1:  # a target of the constraints block's costs
        cands = cost_payers(x.s, ability_of(x.a), w.slot, cands)
    if x.get("commit:equip", -1) >= 0 and len(cands) > 1:
        cands = _hosts_for_committed(x, w.slot, cands)
    committed = x.get(f"commit:{w.slot}", -1)
    if committed in cands:  # an Interrupt of this card was taken to this action: it is the target (commit_entering)
        x.a["slots"][w.slot] = (committed,)
        x.a["vars"]["chosen_targets"] = (*x.get("chosen_targets", ()), committed)
        announce_targets(x.s, action_index(x), (committed,))
        return None
    lo, hi = w.count
    # EE "Ranged Attack, Melee Attack": their targeting "is not required; it happens as effects resolve": without a
    # target the attack does nothing and the action's other effects still happen
    optional = w.optional or (x.s.ruleset == "emperor" and (
        (w.slot == "attack" and any(name == "ranged_target" for name, _ in w.selector.filters))
        or _effects_block_target(x, path)))
    if not cands and not w.targeting and x.s.ruleset != "emperor":
        x.a["slots"][w.slot] = ()  # CR "Choices": a choice that is not targeting "just fails"; the rest goes on
        return None
    if len(cands) < max(lo, 1) and not optional and lo > 0:  # CR "Numbers of things": "any number of" includes zero
        if not cands:
            x.a["queue"] = ()  # CR "Action Sequence" D: no legal target, the effects stop
            x.a["ok"] = False
            x.s.say(f"{source_name(x.s, x.src)} finds no legal target; its remaining effects stop.")
            return None
    if not cands:
        x.a["slots"][w.slot] = ()
        return None
    chooser = x.seat if w.chooser == "you" else x.player_of(w.chooser)
    x.s.stack.append(("ab_pick", action_index(x), path, chooser, tuple(cands), ()))
    return SUSPEND


def _label(s: State, c: int) -> str:
    if c >= PLAYER:
        return s.players[c - PLAYER].name
    f = s.facts[c]
    if s.zone[c] == PLAY and f.type in (T.PERSONALITY, T.FOLLOWER):
        where = "" if s.location[c] == HOME else f" at province {s.location[c] + 1}"
        chi = f"/{stats.chi(s, c)}C" if f.type == T.PERSONALITY else ""
        return f"{f.title} ({stats.force(s, c)}F{chi}){' bowed' if s.bowed[c] else ''}{where}"
    if s.zone[c] == HAND:
        return f"{f.title} (in hand)"
    return f.title


@handler("ab_pick")
def _ab_pick(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path, chooser, cands, chosen = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    lo, hi = w.count  # type: ignore[attr-defined]
    left = [c for c in cands if c not in chosen]
    opts: list[Option] = []
    if len(chosen) >= lo and (chosen or getattr(w, "optional", False) or lo == 0):
        opts.append(Option("done", "Done" if chosen else "Choose no target"))
    if len(chosen) < hi:
        committed = sum(target_tax(s, a, c) for c in chosen)
        for c in left:
            tax = target_tax(s, a, c) if getattr(w, "targeting", True) else 0
            if tax and not can_pay(s, a["seat"], committed + tax):
                continue  # CR "Targeting paradoxes": it may be targeted only if the extra cost is paid
            label = _label(s, c) + (f" (costs {tax} more Gold to target)" if tax else "")
            opts.append(Option(f"t:{c}", label, {"card": c}))
    if not opts:
        _ab_pick_done(s, step)
        return None
    prompt = f"{source_name(s, a['src'])}: {w.text()}"  # type: ignore[union-attr]
    return Decision(chooser, "target", prompt[0].upper() + prompt[1:], tuple(opts))


def _ab_pick_done(s: State, step: tuple[Any, ...]) -> None:
    _, i, path, chooser, cands, chosen = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    a["slots"][w.slot] = tuple(chosen)  # type: ignore[attr-defined]
    a["vars"]["chosen_targets"] = tuple(a["vars"].get("chosen_targets", ())) + tuple(chosen)
    s.stack.pop()
    if chosen and getattr(w, "targeting", True):
        from .vocab_ee1 import would_target_window
        if would_target_window(s, i, str(getattr(w, "slot", "")), tuple(chosen)):
            return  # EE: Reactions to "would target" first (Chugo Seido); the targeting is announced after them
        announce_targets(s, i, tuple(chosen))


def announce_targets(s: State, i: int, chosen: tuple[int, ...]) -> None:
    a = s.actions[i]
    dis = tuple(c for c in chosen if c < PLAYER and s.dishonored[c] and s.facts[c].type == T.PERSONALITY)
    if dis:  # dishonorable when targeted (CR "References to other points in time"; CR "Rehonoring")
        a["vars"]["dis_targets"] = (*a["vars"].get("dis_targets", ()), *dis)
    names = ", ".join(_label(s, c).split(" (")[0] for c in chosen)
    s.say(f"{s.players[a['seat']].name} targets {names}.")
    emit(s, "targeted", chosen[0], a["seat"], action=i)
    tax = sum(target_tax(s, a, c) for c in chosen)
    if tax:  # CR "Targeting paradoxes": the extra cost is paid, so the action targets the card
        s.say(f"Targeting {names} costs {s.players[a['seat']].name} {tax} more Gold.")
        push_payment(s, a["seat"], tax)


def target_tax(s: State, a: dict[str, Any], c: int) -> int:
    """The extra Gold an action pays to target card c (TargetTax: "other players' actions targeting it"); a
    trait's targeting is not an action and pays nothing."""
    from .statics import TARGET_TAX
    if not TARGET_TAX or c >= PLAYER or a["kind"] == "t" or s.facts[c].id not in TARGET_TAX:
        return 0
    if s.zone[c] not in (PLAY, PREGAME) or s.controller[c] == a["seat"]:
        return 0
    return TARGET_TAX[s.facts[c].id]


@choice("ab_pick")
def _ab_pick_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path, chooser, cands, chosen = step
    if oid == "done":
        _ab_pick_done(s, step)
        return
    c = int(oid.split(":")[1])
    new = (*chosen, c)
    w = word_at(s.actions[i], tuple(path))
    lo, hi = w.count  # type: ignore[attr-defined]
    s.stack[-1] = ("ab_pick", i, path, chooser, cands, new)
    if len(new) >= hi or len(new) >= len(cands):
        _ab_pick_done(s, s.stack[-1])


def may_possible(x: Ctx, w: May) -> bool:
    """A "may" choice is offered only when its first step can be carried out at all."""
    from rokugan.ability.words import Target
    first = w.steps[0] if w.steps else None
    if isinstance(first, Target):
        return bool(select(x, first.selector))
    check = getattr(first, "possible", None)
    return bool(check(x)) if check else True


@handler("ab_may")
def _ab_may(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    assert isinstance(w, May)
    x = Ctx(s, a)
    who = x.seat if w.who == "you" else x.player_of(w.who)
    text = " and ".join(v.text() for v in w.steps)
    return Decision(who, "yes_no", f"{source_name(s, a['src'])}: you may {text[0].lower() + text[1:]}",
                    (Option("yes", "Yes"), Option("no", "No")))


@choice("ab_may")
def _ab_may_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path = step
    a = s.actions[i]
    s.stack.pop()
    w = word_at(a, tuple(path))
    assert isinstance(w, May)
    a["vars"]["may_" + "_".join(map(str, path))] = 1 if oid == "yes" else 0
    a["vars"]["chose"] = 1 if oid == "yes" else 0
    if oid == "yes":
        a["queue"] = _entries((*tuple(path), 0), w.steps) + a["queue"]
    else:
        a["ok"] = False


@handler("ab_one")
def _ab_one(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    assert isinstance(w, OneOf)
    x = Ctx(s, a)
    who = x.seat if w.who == "you" else x.player_of(w.who)
    opts = tuple(Option(f"opt:{k}", " and ".join(v.text() for v in o)[:1].upper()
                        + " and ".join(v.text() for v in o)[1:]) for k, o in enumerate(w.options))
    return Decision(who, "choice", f"{source_name(s, a['src'])}: choose one", opts)


@choice("ab_one")
def _ab_one_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path = step
    a = s.actions[i]
    s.stack.pop()
    w = word_at(a, tuple(path))
    assert isinstance(w, OneOf)
    k = int(oid.split(":")[1])
    a["queue"] = _entries((*tuple(path), k), w.options[k]) + a["queue"]


@handler("ab_field")
def _ab_field(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, c, fields = step
    a = s.actions[i]
    opts = tuple(Option(f"field:{f}", f"Province {f + 1}", {"battlefield": f}) for f in fields)
    return Decision(a["seat"], "battlefield", f"Move {s.title(c)} to which battlefield?", opts)


@choice("ab_field")
def _ab_field_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, c, fields = step
    s.stack.pop()
    f = int(oid.split(":")[1])
    if s.zone[c] == PLAY and P.move(s, c, f):
        s.say(f"{s.title(c)} moves to province {f + 1}.")


@handler("ab_transfer")
def _ab_transfer(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, att, dests = step
    a = s.actions[i]
    opts = tuple(Option(f"to:{c}", s.title(c), {"card": c}) for c in dests)
    return Decision(a["seat"], "target", f"Transfer {s.title(att)} to which Personality?", opts)


@choice("ab_transfer")
def _ab_transfer_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, att, dests = step
    s.stack.pop()
    transfer(s, att, int(oid.split(":")[1]))


def transfer(s: State, att: int, c: int) -> None:
    """Move an attachment to another Personality; not an Equip (CR "Equip")."""
    host = s.attached_to[att]
    if host >= 0:
        s.attached[host] = tuple(x for x in s.attached[host] if x != att)
    s.attached_to[att] = -1
    P.attach(s, att, c, entering=False)
    s.say(f"{s.title(att)} is transferred to {s.title(c)}.")


@handler("ab_province")
def _ab_province(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, opts, amount, duration = step
    a = s.actions[i]
    out = tuple(Option(f"province:{k}", f"{s.players[(k - PROVINCE_KEY) // 16].name}'s province "
                       f"{(k - PROVINCE_KEY) % 16 + 1}", {"province": k}) for k in opts)
    return Decision(a["seat"], "province", "Choose a Province", out)


@choice("ab_province")
def _ab_province_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, opts, amount, duration = step
    s.stack.pop()
    k = int(oid.split(":")[1])
    s.modifiers.append((k, "province_strength", amount, duration, "bonus"))
    s.say(f"{s.players[(k - PROVINCE_KEY) // 16].name}'s province {(k - PROVINCE_KEY) % 16 + 1} gets "
          f"{amount:+d} strength.")


@handler("ab_look")
def _ab_look(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, top, takeable = step
    a = s.actions[i]
    seen = ", ".join(s.title(c) for c in top) or "nothing"
    opts = [Option("none", "Take nothing")] + [Option(f"take:{c}", f"Show and take {s.title(c)}", {"card": c})
                                               for c in takeable]
    return Decision(a["seat"], "look", f"You look at: {seen}", tuple(opts))


@choice("ab_look")
def _ab_look_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, top, takeable = step
    a = s.actions[i]
    s.stack.pop()
    p = s.players[a["seat"]]
    if oid == "none":
        a["ok"] = False
        return
    c = int(oid.split(":")[1])
    p.fate_deck.remove(c)
    s.zone[c] = HAND
    p.hand.append(c)
    s.say(f"{p.name} shows {s.title(c)} and puts it into hand.")


@handler("ab_arrange")
def _ab_arrange(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, left, placed, stage = step
    a = s.actions[i]
    hand = s.players[a["seat"]].hand
    seen = ", ".join(s.title(c) for c in (*placed, *left))
    if stage == "exchange":
        opts = [Option("keep", "Exchange nothing")] + [
            Option(f"swap:{d}:{h}", f"Take {s.title(d)}, put {s.title(h)} in its place", {"card": d, "with": h})
            for d in left for h in hand]
        return Decision(a["seat"], "look", f"You look at: {seen}. Exchange one with a card in your hand?",
                        tuple(opts))
    if len(left) <= 1:
        _arrange_done(s, step)
        return None
    n = len(placed) + 1
    return Decision(a["seat"], "look", f"Put back in any order: which card is number {n} from the top?",
                    tuple(Option(f"top:{c}", s.title(c), {"card": c}) for c in left))


def _arrange_done(s: State, step: tuple[Any, ...]) -> None:
    _, i, left, placed, _stage = step
    s.stack.pop()
    a = s.actions[i]
    p = s.players[a["seat"]]
    owner = s.players[int(a["vars"].get("arrange_owner", a["seat"]))]
    order = [*placed, *left]
    owner.fate_deck[: len(order)] = order
    whose = "the" if owner is p else f"{owner.name}'s"
    s.say(f"{p.name} puts {len(order)} cards back on {whose} Fate deck in an order of their choice.")


@handler("ab_pick_deck")
def _ab_pick_deck(s: State, step: tuple[Any, ...]) -> Decision | None:
    """ "Look at the top cards of any Fate deck": the player picks the deck."""
    _, i, decks, _n = step
    seat = s.actions[i]["seat"]
    return Decision(seat, "player", "Look at the top cards of which Fate deck?", tuple(
        Option(f"deck:{d}", "Your Fate deck" if d == seat else f"{s.players[d].name}'s Fate deck", {"player": d})
        for d in decks))


@choice("ab_pick_deck")
def _ab_pick_deck_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, _decks, n = step
    a = s.actions[i]
    owner = int(oid.split(":")[1])
    top = tuple(s.players[owner].fate_deck[:n])
    a["vars"]["arrange_owner"] = owner
    a["slots"]["looked"] = top
    s.say(f"{s.players[a['seat']].name} looks at the top {len(top)} cards of "
          f"{'their own' if owner == a['seat'] else s.players[owner].name + chr(39) + 's'} Fate deck.")
    s.stack[-1] = ("ab_arrange", i, top, (), "order")


@choice("ab_arrange")
def _ab_arrange_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, left, placed, stage = step
    p = s.players[s.actions[i]["seat"]]
    if stage == "exchange":
        if oid.startswith("swap:"):
            d, h = (int(v) for v in oid.split(":")[1:])
            k = p.fate_deck.index(d)
            p.hand.remove(h)
            p.fate_deck[k] = h
            s.zone[h], s.face_up[h] = FATE_DECK, False
            p.hand.append(d)
            s.zone[d] = HAND
            left = tuple(h if c == d else c for c in left)
            s.say(f"{p.name} exchanges a card in hand with one of the cards looked at.")
        s.stack[-1] = ("ab_arrange", i, left, placed, "order")
        return
    c = int(oid.split(":")[1])
    s.stack[-1] = ("ab_arrange", i, tuple(x for x in left if x != c), (*placed, c), "order")


def _named_titles(s: State, kind: str) -> list[str]:
    """Titles a player may name: Fate cards of a type legal in the game's format, or Dynasty cards in play."""
    if kind == "dynasty":
        return sorted({s.facts[c].base_title or s.facts[c].title for c in range(len(s.facts))
                       if s.zone[c] in (PLAY, PREGAME) and s.facts[c].deck == "dynasty"})
    return list(_fate_titles(s.ruleset, kind))  # "ivory" or "emperor": the format whose cards exist here


@functools.lru_cache(maxsize=32)
def _fate_titles(fmt: str, kind: str) -> tuple[str, ...]:
    from rokugan.catalog.ccg_catalog import Catalog
    return tuple(sorted({f.base_title or f.title for f in Catalog.builtin().legal_in(fmt)
                         if f.deck == "fate" and f.type == kind}))


NAME_KINDS = ("strategy", "item", "follower", "spell", "ring")


@handler("ab_name")
def _ab_name(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, stage, arg = step
    a = s.actions[i]
    if stage == "kind":
        opts = [Option(f"kind:{k}", f"A Fate card: {k.capitalize()}") for k in NAME_KINDS if _named_titles(s, k)]
        if _named_titles(s, "dynasty"):
            opts.append(Option("kind:dynasty", "A Dynasty card in play"))
        return Decision(a["seat"], "name", "Name a card: which kind?", tuple(opts))
    titles = _named_titles(s, arg.split("|")[0])
    if stage == "letter":
        letters = sorted({t[0].upper() for t in titles})
        return Decision(a["seat"], "name", "Name a card: its first letter?",
                        tuple(Option(f"letter:{c}", c) for c in letters))
    letter = arg.split("|")[1] if "|" in arg else ""
    pick = [t for t in titles if not letter or t[0].upper() == letter]
    return Decision(a["seat"], "name", "Name a card", tuple(Option(f"title:{n}", t) for n, t in enumerate(pick)))


@choice("ab_name")
def _ab_name_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, stage, arg = step
    a = s.actions[i]
    head, _, val = oid.partition(":")
    if head == "kind":
        many = len(_named_titles(s, val)) > 26
        s.stack[-1] = ("ab_name", i, "letter" if many else "title", val)
    elif head == "letter":
        s.stack[-1] = ("ab_name", i, "title", f"{arg}|{val}")
    else:
        letter = arg.split("|")[1] if "|" in arg else ""
        titles = [t for t in _named_titles(s, arg.split("|")[0]) if not letter or t[0].upper() == letter]
        a["vars"]["named"] = titles[int(val)]
        s.stack.pop()
        s.say(f"{s.players[a['seat']].name} names {titles[int(val)]}.")


@handler("ab_reveal")
def _ab_reveal(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, provs = step
    return Decision(s.actions[i]["seat"], "province", "Turn a card face up in which Province?",
                    tuple(Option(f"reveal:{k}", f"Province {k + 1}", {"province": k}) for k in provs))


@choice("ab_reveal")
def _ab_reveal_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, provs = step
    s.stack.pop()
    k = int(oid.split(":")[1])
    p = s.players[s.actions[i]["seat"]]
    for c in p.provinces[k]:
        if not s.face_up[c]:
            s.face_up[c] = True
            s.say(f"{p.name} turns {s.title(c)} face up in province {k + 1}.")
            from .flow import celestial_revealed
            celestial_revealed(s, p.seat, c, k)
            break


@handler("ab_equip_top")
def _ab_equip_top(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, top, cands, host = step
    a = s.actions[i]
    seen = ", ".join(s.title(c) for c in top)
    opts = [Option("none", "Equip nothing")] + [
        Option(f"equip:{c}", f"Equip {s.title(c)} ({stats.gold_cost(s, c)} Gold)", {"card": c}) for c in cands]
    return Decision(a["seat"], "look", f"You look at: {seen}. Equip one to {s.title(host)}?" if host >= 0
                    else f"You look at: {seen}.", tuple(opts))


@choice("ab_equip_top")
def _ab_equip_top_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, top, cands, host = step
    a = s.actions[i]
    if oid == "none":
        s.stack[-1] = ("ab_arrange", i, top, (), "order")
        return
    c = int(oid.split(":")[1])
    rest = tuple(x for x in top if x != c)
    # below the payment: attach once paid, then put the rest back in any order
    s.stack[-1] = ("ab_arrange", i, rest, (), "order")
    s.stack.append(("ab_top_attach", i, c, host))
    push_payment(s, a["seat"], stats.gold_cost(s, c), c)


@handler("ab_top_attach")
def _ab_top_attach(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, c, host = step
    s.stack.pop()
    a = s.actions[i]
    p = s.players[a["seat"]]
    if c not in p.fate_deck or s.zone[host] != PLAY or not P.can_attach(s, c, host):
        return None
    p.fate_deck.remove(c)
    P.attach(s, c, host)
    a["slots"]["equipped"] = (c,)
    a["vars"]["equipped"] = 1
    s.say(f"{p.name} equips {s.title(c)} from the Fate deck to {s.title(host)}.")
    emit(s, "equipped", c, a["seat"])
    return None


@handler("ab_equip")
def _ab_equip(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, who, cands = step
    a = s.actions[i]
    # an Interrupt of the card was taken to this action: it must be the one equipped (EquipFromHand.run)
    committed = int(a["vars"].get("commit:equip", -1)) >= 0
    opts = [] if committed else [Option("none", "Equip nothing")]
    opts += [Option(f"equip:{c}", s.title(c), {"card": c}) for c in cands]
    return Decision(a["seat"], "target", f"Equip which card to {s.title(who)}?", tuple(opts))


@choice("ab_equip")
def _ab_equip_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, who, cands = step
    a = s.actions[i]
    s.stack.pop()
    if oid == "none":
        a["ok"] = False
        return
    c = int(oid.split(":")[1])
    if s.zone[c] != HAND or s.zone[who] != PLAY or not P.can_attach(s, c, who):
        a["ok"] = False
        return
    s.players[a["seat"]].hand.remove(c)
    P.attach(s, c, who)
    a["slots"]["equipped"] = (c,)
    s.say(f"{s.players[a['seat']].name} equips {s.title(c)} to {s.title(who)}.")
    emit(s, "equipped", c, a["seat"])


@handler("ab_search")
def _ab_search(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, cands, *_deck = step
    a = s.actions[i]
    p = s.players[a["seat"]]
    pile = p.dyn_deck if _deck and _deck[0] == "dynasty" else p.fate_deck
    # only cards still in the deck: a state another player's search resampled (determinization) may hold others there
    opts = [Option("fail", "Find nothing")] + [Option(f"find:{c}", s.title(c), {"card": c}) for c in cands
                                               if c in pile]
    which = "Dynasty" if _deck and _deck[0] == "dynasty" else "Fate"
    return Decision(a["seat"], "search", f"{source_name(s, a['src'])}: search your {which} deck", tuple(opts))


@choice("ab_search")
def _ab_search_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, cands, *deck = step
    a = s.actions[i]
    s.stack.pop()
    p = s.players[a["seat"]]
    pile = p.dyn_deck if deck and deck[0] == "dynasty" else p.fate_deck
    found: tuple[int, ...] = ()
    if oid != "fail" and int(oid.split(":")[1]) in pile:
        c = int(oid.split(":")[1])
        pile.remove(c)  # set aside while the deck is shuffled (CR "Card Memory Rule" exception)
        s.zone[c] = RESOLVING
        found = (c,)
        s.say(f"{p.name} searches the Fate deck and finds {s.title(c)}.")
    else:
        s.say(f"{p.name} searches the Fate deck and finds nothing.")
    a["slots"]["found"] = found
    P.shuffle(s, pile)  # CR "Search": reshuffle after searching a deck


@handler("ab_gold")
def _ab_gold(s: State, step: tuple[Any, ...]) -> Decision | None:
    """CR "Gold star": a variable Gold cost; the player names the amount, then pays it."""
    i = step[1]
    a = s.actions[i]
    seat = a["seat"]
    amounts = paid_amounts(s, a, ability_of(a)) or [0]  # (a bow cost just paid may have spent a Gold source)
    opts = [Option(f"gold:{n}", f"Pay {n} Gold", {"gold": n}) for n in amounts]
    return Decision(seat, "amount", f"{source_name(s, a['src'])}: how much Gold do you pay?", tuple(opts))


@choice("ab_gold")
def _ab_gold_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    i = step[1]
    a = s.actions[i]
    n = int(oid.split(":")[1])
    s.stack.pop()
    a["vars"]["paid"] = n
    if n:
        push_payment(s, a["seat"], n)


# ------------------------------------------------------------------------------ additional actions
@handler("additional")
def _additional(s: State, step: tuple[Any, ...]) -> Decision | None:
    """CR "Additional action": taken after the current action resolves, without opponents acting."""
    seat, rtype = step[1], step[2]
    only = step[3] if len(step) > 3 else ()
    from .actions import available_actions
    opts = [o for o in available_actions(s, seat, rtype) if not only or _from_source(s, o, only)]
    if len(step) > 5 and step[5]:  # "take an additional Battle action to play one of them" (from a Fate deck)
        s.memo["deck_play"] = [c for c in only if s.zone[c] == FATE_DECK]
        opts += deck_play_options(s, seat, rtype)
    if not opts and not (s.players[seat].hand or (len(step) > 5 and step[5])):
        # nothing to take, and everyone can see it (no cards in hand, none looked at): no question. With cards in
        # hand the question is asked even when only Pass is left, or its absence would tell the opponents that
        # none of those cards could be used
        s.memo.pop("deck_play", None)
        s.stack.pop()
        _discard_unplayed(s, step)
        return None
    return Decision(seat, "action", "Take an additional action, or pass it",
                    (Option("pass", "Pass the additional action"), *opts))


def _from_source(s: State, o: Option, only: tuple[int, ...]) -> bool:
    """Whether an action option comes from one of `only`: an ability printed on it, or one it grants."""
    data = o.payload or {}
    if "granted" in data:
        from .statics import GrantsAbility
        keys = {e.key for c in only if s.facts[c].id in DEFS for t in DEFS[s.facts[c].id].traits
                if isinstance(e := getattr(t, "effect", None), GrantsAbility)}
        return data["granted"] in keys
    return data.get("card") in only and "ability" in data


def _discard_unplayed(s: State, step: tuple[Any, ...]) -> None:
    if len(step) < 5 or not step[4]:
        return
    for c in step[3]:
        if s.zone[c] == HAND:
            owner = s.players[s.owner[c]]
            owner.hand.remove(c)
            s.zone[c] = FATE_DISCARD
            s.face_up[c] = True
            owner.fate_discard.append(c)
            s.say(f"{s.title(c)} was not played and is discarded.")


@choice("additional")
def _additional_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat, rtype = step[1], step[2]
    s.stack.pop()
    if oid == "pass":
        s.memo.pop("deck_play", None)
        _discard_unplayed(s, step)
        return
    from .actions import start_action
    start_action(s, seat, rtype, oid)
    s.memo.pop("deck_play", None)  # announced: the card has left the deck


def deck_play_options(s: State, seat: int, rtype: str) -> list[Option]:
    """The Strategies a card lets a player play from the top of a Fate deck (s.memo "deck_play"), with the
    abilities usable in this round; the card is played as if from hand and goes to its owner's discard pile."""
    allowed = DESIGNATOR_FOR_ROUND.get(rtype, ())
    out: list[Option] = []
    for c in s.memo.get("deck_play") or ():
        d = DEFS.get(s.facts[c].id)
        if d is None or s.facts[c].type != T.STRATEGY:
            continue
        for idx, ab in enumerate(d.abilities):
            if usable(s, seat, c, ab, rtype, allowed) and good_faith(s, seat, c, "a", s.facts[c].id, idx, ab, rtype):
                out.append(Option(f"ab:{c}:a:{idx}", f"{s.title(c)}: {ab.text()}", {"card": c, "ability": idx}))
    return out


# ------------------------------------------------------------------------------ listing abilities
DESIGNATOR_FOR_ROUND = {"action": ("Limited", "Open"), "engage": ("Engage",), "battle": ("Battle",),
                        "naval": ("Battle",), "dynasty": ("Dynasty",), "interrupt": ("Interrupt",),
                        "reaction": ("Reaction",)}


def ability_sources(s: State, seat: int) -> Iterable[int]:
    """Cards whose abilities a player may use (CR "Taking actions"): Strategies and Rings in hand,
    non-Event cards in play, the Stronghold and Sensei."""
    p = s.players[seat]
    for c in p.hand:
        if s.facts[c].id in DEFS:
            yield c
    for c in p.fate_discard:  # "Discipline 2 Gold: you may pay 2 Gold to play this from your discard pile"
        d = DEFS.get(s.facts[c].id)
        if d is not None and d.extra.get("discipline"):
            yield c
    for c in p.dyn_discard:  # EE "Using abilities": a Reaction that implies its card is in the discard pile
        d = DEFS.get(s.facts[c].id)
        if d is not None and d.extra.get("reacts_from_discard"):
            yield c
    if s.ruleset != "emperor":  # CR "Event": its abilities can be used while it is face up in its Province
        for i, pr in enumerate(p.provinces):
            if p.province_alive[i]:
                for c in pr:
                    if s.face_up[c] and s.facts[c].type == T.EVENT and s.facts[c].id in DEFS:
                        yield c
    if p.stronghold >= 0 and s.facts[p.stronghold].id in DEFS:
        yield p.stronghold
    if p.sensei >= 0 and s.facts[p.sensei].id in DEFS:
        yield p.sensei
    for c in p.home:
        if s.facts[c].id in DEFS:
            yield c
        for att in s.attached[c]:
            if s.facts[att].id in DEFS:
                yield att


def unstoppable_for(s: State, seat: int) -> bool:
    """CR "Unstoppable": "The Unstoppable keyword on an action means that other players cannot take Interrupts to
    that action (but the action's own player can)." """
    act = interrupted(s)
    return act is not None and act["seat"] != seat and "Unstoppable" in getattr(ability_of(act), "keywords", ())


def ability_options(s: State, seat: int, rtype: str) -> list[Option]:
    allowed = DESIGNATOR_FOR_ROUND.get(rtype, ())
    out: list[Option] = []
    if rtype == "interrupt" and not s.actions:
        return out  # an Interrupt answers an action; with none under way there is nothing to interrupt
    if rtype == "interrupt" and unstoppable_for(s, seat):
        return out
    sources: Iterable[int] = ability_sources(s, seat)
    if rtype == "interrupt":
        more = tuple(e for e in entering_cards(s) if s.zone[e] not in (PLAY, PREGAME) and s.owner[e] == seat
                     and s.facts[e].id in DEFS)
        if more:  # a card of the hand the action may Equip is already among the sources
            sources = tuple(dict.fromkeys((*sources, *more)))
    for c in sources:
        d = DEFS[s.facts[c].id]
        if not DESIGNATORS[d.title].intersection(allowed):
            continue  # none of its abilities can be taken in this round
        once = d.extra.get("once_per_game", ())
        for idx, ab in enumerate(d.abilities):
            if once and idx in once and any(g[0] == c and g[1] == f"used_in_game:{idx}" for g in s.granted):  # type: ignore[operator]
                continue  # "Once per game"
            if usable(s, seat, c, ab, rtype, allowed) and good_faith(s, seat, c, "a", s.facts[c].id, idx, ab, rtype):
                out.append(Option(f"ab:{c}:a:{idx}", f"{s.title(c)}: {ab.text()}",
                                  {"card": c, "ability": idx}))
    if rtype == "interrupt":
        out.extend(combine_options(s, seat))
    offered: set[tuple[str, int]] = set()
    for key, holder in granted_abilities(s, seat):
        if (key, holder) in offered:
            continue  # another copy of the same ability: one option, used once per copy (_once_left)
        offered.add((key, holder))
        ab = GRANTED[key]
        if usable(s, seat, holder, ab, rtype, allowed) and good_faith(s, seat, holder, "g", key, 0, ab, rtype):
            out.append(Option(f"ab:{holder}:g:{key}", f"{s.title(holder) if holder < PLAYER else 'You'}: "
                              f"{ab.text()}", {"card": holder, "granted": key}))
    return out


def moves_itself_here(words: Iterable[Word], in_play: bool = True) -> bool:
    """Does an ability say it moves this card's own unit ("this card", "this Personality") to the current battlefield
    (`in_play`: the card is in play), or that it brings a Personality into play there (At Any Cost)?
    EE "Rules of Location", Exception: "Battle actions that say they move a unit or Personality to the current
    battlefield, or bring a Personality into play there, are legal to take if the rules of Presence and Location
    would be satisfied with the unit or Personality there" (whether or not the move then happens)."""
    for w in words:
        if in_play and type(w).__name__ == "MoveHere" and isinstance(getattr(w, "ref", None), Ref) and \
                w.ref.name in ("self", "host"):  # type: ignore[attr-defined]
            return True
        if type(w).__name__ == "RecruitDead":  # "joining your army at the current battlefield"
            return True
        if isinstance(w, Compound) and any(moves_itself_here(b, in_play) for b in w.branches):
            return True
    return False


def moved_here_slots(words: Iterable[Word]) -> set[str]:
    """The target slots an ability says it moves to the current battlefield ("Move your target Personality to the
    current battlefield")."""
    out: set[str] = set()
    for w in words:
        ref = getattr(w, "ref", None)
        if type(w).__name__ == "MoveHere" and isinstance(ref, Ref) and ref.name not in ("self", "host"):
            out.add(ref.name)
        if isinstance(w, Compound):
            for b in w.branches:
                out |= moved_here_slots(b)
    return out


def location_exception(s: State, ab: Any, rtype: str) -> set[str]:
    """EE "Rules of Location", Exception: "Battle actions that say they move a unit or Personality to the current
    battlefield ... are legal to take if the rules of Presence and Location would be satisfied with the unit or
    Personality there." The target slots of such an action whose targets it moves there (none under the CR, for an
    Absent or Home ability, or outside a battle)."""
    if s.ruleset != "emperor" or rtype not in ("battle", "engage", "naval") or s.battle is None or \
            s.battle.get("current", -1) < 0 or "Absent" in getattr(ab, "keywords", ()) or \
            "Home" in getattr(ab, "keywords", ()):
        return set()
    return moved_here_slots((*getattr(ab, "costs", ()), *getattr(ab, "steps", ())))


def _here_anyway(x: Ctx, w: Any) -> Any:
    """The selector of a target the action moves to the current battlefield (EE "Rules of Location", Exception): the
    Rules of Location are met with him there, so a target at any location is legal; without Presence, only a unit of
    yours, which would satisfy it there."""
    from .actions import has_presence
    if w.slot not in location_exception(x.s, ability_of(x.a), str(x.a.get("rtype", ""))):
        return w.selector, False
    sel2 = dataclasses.replace(w.selector, filters=(*w.selector.filters, ("any_location", True)))
    return sel2, not has_presence(x.s, x.seat)


def _targets_of(words: Iterable[Word]) -> list[Any]:
    from rokugan.ability.words import Target
    out: list[Any] = []
    for w in words:
        if isinstance(w, Target):
            out.append(w)
        if isinstance(w, Compound):
            for b in w.branches:
                out += _targets_of(b)
    return out


def presence_by_moving(s: State, seat: int, c: int, kind: str, key: str, idx: int, ab: Ability, rtype: str) -> bool:
    """EE "Rules of Location", Exception, for an action moving its target to the current battlefield, taken without
    Presence: the Rule of Presence is met with the target there only if he is a unit of yours - so one of yours must
    be a legal target."""
    slots = location_exception(s, ab, rtype)
    a = {"seat": seat, "src": c, "kind": kind, "def": key, "idx": idx, "rtype": rtype, "slots": {},
         "vars": {}, "flags": (), "queue": (), "ok": True}
    x = Ctx(s, a)
    for w in _targets_of((*ab.costs, *ab.steps)):
        if w.slot in slots and not _refers_to_slots(w.selector):
            sel2 = dataclasses.replace(w.selector, filters=(*w.selector.filters, ("any_location", True)))
            if any(t < PLAYER and s.controller[t] == seat for t in select(x, sel2, targeting=w.targeting)):
                return True
    return False


def attack_kinds(words: Iterable[Word]) -> set[str]:
    """The kinds of attack effect (ranged, melee, fear) among an ability's steps."""
    out: set[str] = set()
    for w in words:
        if type(w).__name__ == "Attack":
            out.add(w.kind)  # type: ignore[attr-defined]
        if isinstance(w, Compound):
            for b in w.branches:
                out |= attack_kinds(b)
    return out


def combine_options(s: State, seat: int) -> list[Option]:
    """CR "Combining": as an Interrupt to an action that creates an attack effect from a card in a unit,
    its player may use an ability of another card in the same unit, appropriate to the phase, that creates
    an attack effect of the same kind; its strength adds to the original attack's."""
    act = interrupted(s)
    if act is None or act["seat"] != seat or act["kind"] == "t" or act["stage"] != "interrupts":
        return []
    kinds = attack_kinds(ability_of(act).steps)  # type: ignore[attr-defined]
    src = act["src"]
    if not kinds or src >= PLAYER or s.zone[src] != PLAY:
        return []
    host = s.attached_to[src] if s.attached_to[src] >= 0 else src
    allowed = DESIGNATOR_FOR_ROUND.get(act["rtype"], ())
    out: list[Option] = []
    for c in (host, *s.attached[host]):
        d = DEFS.get(s.facts[c].id)
        if c == src or d is None:
            continue
        for idx, ab in enumerate(d.abilities):
            if kinds & attack_kinds(ab.steps) and usable(s, seat, c, ab, act["rtype"], allowed):
                out.append(Option(f"ab:{c}:a:{idx}:combine", f"Combine {s.title(c)}: {ab.text()}",
                                  {"card": c, "ability": idx, "combine": True}))
    return out


def granted_abilities(s: State, seat: int) -> Iterable[tuple[str, int]]:
    from .statics import GrantsAbility, _applies, _sources
    if STATIC_SOURCES_ANY[0]:
        for src, traits in _sources(s, GrantsAbility):
            for t in traits:
                e = t.effect
                if not isinstance(e, GrantsAbility):
                    continue
                if e.to_players:
                    if _applies(s, src, t, PLAYER + seat):
                        yield e.key, PLAYER + seat
                    continue
                for c in s.players[seat].home:
                    if _applies(s, src, t, c):
                        yield e.key, c
    for g in s.granted:
        if g[1].startswith("ability:"):
            c = g[0]
            if c >= PLAYER:
                if c - PLAYER == seat:
                    yield g[1][8:], c
            elif s.zone[c] == PLAY and s.controller[c] == seat:
                yield g[1][8:], c


def entering_card(s: State) -> int:
    """The card the action being interrupted brings into play (a Recruit's or an Equip's card, or the card an Interrupt
    taken from out of play committed the action to: commit_entering), or -1."""
    act = interrupted(s)
    if act is None:
        return -1
    e = int(act["vars"].get("entering", -1))
    if e < 0:
        e = next((int(v) for k, v in act["vars"].items() if k.startswith("commit:")), -1)
    return e


def entering_cards(s: State) -> tuple[int, ...]:
    """The cards the interrupted action may bring into play: the player ability's card, or, for a card's action that
    Recruits its target ("Recruit a target Holding in your Province"), each legal target not yet chosen (CR "Good
    Faith Rule": an Interrupt on a card announced before its card enters play requires "the card itself must be
    chosen to enter play": taking it commits the target, see `commit_entering`)."""
    act = interrupted(s)
    if act is None:
        return ()
    e = int(act["vars"].get("entering", -1))
    if e >= 0:
        return (e,)
    if act["kind"] not in ("a", "g") or act["stage"] != "interrupts":
        return ()
    equip = _equip_word(ability_of(act))
    if equip is not None:  # "Equip a Follower to Chiboshi": each card of the hand it could Equip
        committed = int(act["vars"].get("commit:equip", -1))
        if committed >= 0:
            return (committed,)
        return equip.candidates(Ctx(s, act), _equip_hosts(s, act, equip))  # type: ignore[attr-defined,no-any-return]
    found = _recruit_target(ability_of(act))
    if found is None:
        return ()
    committed = int(act["vars"].get(f"commit:{found[0]}", -1))
    if committed >= 0:
        return (committed,)
    return tuple(select(Ctx(s, act), found[1], targeting=True))


def _recruit_target(ab: Any) -> tuple[str, Sel] | None:
    """(slot, selector) of a targeting step whose target a later step of the ability Recruits."""
    steps = getattr(ab, "steps", ())
    for i, w in enumerate(steps):
        if type(w).__name__ == "Target":
            for later in steps[i + 1:]:
                ref = getattr(later, "ref", None)
                if type(later).__name__ == "RecruitCard" and isinstance(ref, Ref) and ref.name == w.slot:
                    return w.slot, w.selector
    return None


def _equip_word(ab: Any) -> Word | None:
    """An effect of the ability that Equips a card from the hand chosen during resolution (vocab_units.EquipFromHand;
    CR "Equip": "the effects of the Equip action are activated"), at any depth of its steps."""
    for w in getattr(ab, "steps", ()):
        if type(w).__name__ == "EquipFromHand":
            return w  # type: ignore[no-any-return]
        if isinstance(w, Compound):
            for branch in w.branches:
                found = _equip_word(Ability((), branch))
                if found is not None:
                    return found
    return None


def _equip_hosts(s: State, act: dict[str, Any], equip: Any) -> tuple[int, ...]:
    """The Personalities the action's Equip could attach to, before it resolves: its own card ("to Chiboshi"), a target
    already chosen, or, for a target chosen during resolution, each card that target's selector could choose."""
    x = Ctx(s, act)
    known = tuple(c for c in x.refs(equip.to) if c < PLAYER)
    if known:
        return known
    ref = equip.to
    if isinstance(ref, Ref):
        for w in _all_words(getattr(ability_of(act), "steps", ())):
            if type(w).__name__ == "Target" and getattr(w, "slot", None) == ref.name:
                return tuple(select(x, w.selector, targeting=True))  # type: ignore[attr-defined]
    return ()


def _hosts_for_committed(x: Ctx, slot: str, cands: list[int]) -> list[int]:
    """CR "Good Faith Rule": the card whose Interrupt was taken "must be chosen to enter play", so the Personality the
    action targets to Equip it to is one it can be attached to (Unchecked Fury: "Equip a Spell to your target ...
    Shugenja"), when there is such a one."""
    equip = _equip_word(ability_of(x.a))
    to = getattr(equip, "to", None)
    if not isinstance(to, Ref) or to.name != slot:
        return cands
    card = int(x.get("commit:equip", -1))
    fit = [c for c in cands if c < PLAYER and P.can_attach(x.s, card, c)]
    return fit or cands


def _all_words(steps: Iterable[Word]) -> Iterable[Word]:
    for w in steps:
        yield w
        if isinstance(w, Compound):
            for branch in w.branches:
                yield from _all_words(branch)


def commit_entering(s: State, c: int) -> None:
    """An Interrupt of card c, out of play, taken to a card's action that may Recruit or Equip it: c is that action's
    target, or the card it Equips."""
    act = interrupted(s)
    if act is None or act["vars"].get("entering", -1) >= 0:
        return
    if _equip_word(ability_of(act)) is not None:
        act["vars"]["commit:equip"] = c
        return
    found = _recruit_target(ability_of(act))
    if found is not None:
        act["vars"][f"commit:{found[0]}"] = c


def usable(s: State, seat: int, c: int, ab: Ability, rtype: str, allowed: tuple[str, ...]) -> bool:
    """CR "Using abilities", the designators and ability keywords."""
    if not any(dsg in allowed for dsg in ab.designators):
        return False
    if rtype == "interrupt" and c < PLAYER and s.zone[c] not in (PLAY, PREGAME) and s.facts[c].type not in \
            (T.STRATEGY, T.RING, T.EVENT):
        # CR "Using abilities", EXCEPTION: "Interrupt abilities on a card out of play may be taken if they Interrupt
        # the action that brings the card into play" (and only those: the card's other abilities wait for play)
        if c not in entering_cards(s):
            return False
        return _once_left(s, seat, c, ab) and (ab.gold in (None, "*") or can_pay(s, seat, int(ab.gold)))  # type: ignore[arg-type]
    if "Limited" in ab.designators and rtype == "action" and "Open" not in ab.designators and seat != s.active:
        return False
    # CR "Actions in Battle": "The rules of Presence and Location apply to all action types, including Interrupt and
    # Engage": an Interrupt taken during a battle follows them like a Battle action
    in_battle = rtype in ("battle", "engage", "naval") or (
        rtype == "interrupt" and s.ruleset != "emperor" and s.battle is not None and s.battle.get("current", -1) >= 0)
    if rtype == "interrupt" and not s.actions:
        return False
    if "Reaction" in ab.designators and (rtype != "reaction" or not reaction_trigger_met(s, seat, c, ab)):
        return False  # EE "Reaction": only at its trigger
    if c < PLAYER:
        zone = s.zone[c]
        f = s.facts[c]
        if zone == FATE_DISCARD:
            discipline = f.id in DEFS and DEFS[f.id].extra.get("discipline")
            extra_gold = 2 + (int(ab.gold) if ab.gold not in (None, "*") else 0)  # type: ignore[arg-type]
            if not discipline or not can_pay(s, seat, extra_gold):
                return False
        elif zone == HAND and f.type not in (T.STRATEGY, T.RING):
            return False
        if zone == FATE_DECK and c in (s.memo.get("deck_play") or ()):
            zone = HAND  # played from the top of a Fate deck as if from hand (deck_play_options)
        if zone == HAND and f.id in ONE_PER_TURN and s.memo.get(f"played:{f.id}:{seat}", 0):
            return False  # "You may only play one copy of X per turn"
        if zone == HAND and f.type == T.RING and not ring_hand_ability(s, c, ab):
            return False  # CR "Ring": from hand, only what its text lets a player do by discarding it
        if zone == PROVINCE and not (f.type == T.EVENT and s.face_up[c] and s.ruleset != "emperor"):
            return False  # CR "Event": usable from its player's Province while face up
        if zone == DYN_DISCARD and "Reaction" in ab.designators and f.id in DEFS and \
                DEFS[f.id].extra.get("reacts_from_discard"):
            pass  # EE "Using abilities": "'Reaction: After this card is destroyed' implies that the card is in the
            # discard pile, so the action is legal to take"
        elif zone not in (HAND, PLAY, PREGAME, FATE_DISCARD, PROVINCE):
            return False
        if zone in (PLAY, PREGAME) and f.type == T.EVENT:
            return False  # CR "Event": in play, "its abilities cannot be used unless otherwise stated"
        if zone in (PLAY, PREGAME) and f.type == T.STRATEGY and not P.kw(s, c, "Terrain") and \
                not P.kw(s, c, "Kata"):
            return False
        if zone in (PLAY, PREGAME) and disabled(s, c):
            return False
        bowed = s.bowed[c] if zone in (PLAY, PREGAME) else False
        if bowed and "Tireless" not in ab.keywords:
            return False  # CR "Using abilities": abilities on bowed cards may not normally be used
        if in_battle and "Absent" not in ab.keywords and not (
                s.ruleset == "emperor" and "Home" not in ab.keywords and moves_itself_here(ab.steps, zone == PLAY)):
            # CR "Rule of Presence": a Battle/Engage action needs presence, unless Absent; a card in a unit
            # acts from its unit's location; Home abilities are taken from home. (EE: unless it moves its unit here.)
            from .actions import has_presence
            if "Home" in ab.keywords and s.ruleset != "emperor":
                # CR "Home keyword": "may be used during battle even if the card it is on is at home": an exception
                # to the Rules of Location (at home or at the current battlefield), not to the Rule of Presence
                host = s.attached_to[c] if s.attached_to[c] >= 0 else c
                from .actions import battlefield
                if not has_presence(s, seat) or (zone == PLAY and s.location[host] not in (HOME, battlefield(s))):
                    return False
            elif "Home" in ab.keywords:
                host = s.attached_to[c] if s.attached_to[c] >= 0 else c
                if zone != PLAY or s.location[host] != HOME:
                    return False
            elif not has_presence(s, seat) and not location_exception(s, ab, rtype):
                return False  # (EE: moving a target of yours here meets it: presence_by_moving, in good_faith)
            elif zone == PLAY and s.facts[c].type in (T.PERSONALITY, *T.ATTACHMENT_TYPES):
                host = s.attached_to[c] if s.attached_to[c] >= 0 else c
                from .actions import battlefield
                if s.location[host] != battlefield(s):
                    return False
        if "Political" in ab.keywords and P.kw(s, c, "_no_political"):
            return False
        if zone == PLAY and s.battle is not None and s.battle.get("current", -1) >= 0 and s.ruleset != "emperor" and \
                f.type == T.HOLDING and P.kw(s, c, "Fortification") and not (
                    s.controller[c] == s.battle["defender"] and s.province_of[c] == s.battle["current"]):
            return False  # CR "Fortification": "During a battle, abilities on a Fortification can only be used if
            # the Fortification is attached to the current battlefield's Province."
        if f.type == T.SPELL and zone == PLAY and s.ruleset != "emperor" and \
                not P.kw(s, s.attached_to[c], "Shugenja"):
            return False  # CR "Spell": "their abilities can only be used ("cast") if attached to a Shugenja"
    if c >= PLAYER and in_battle and "Absent" not in ab.keywords:
        from .actions import has_presence
        if not has_presence(s, seat):
            return False  # CR "Rule of Presence" applies to every action, a player's own too
    if not _once_left(s, seat, c, ab):
        return False
    if ab.gold is not None and ab.gold != "*" and not can_pay(s, seat, int(ab.gold)):
        d = DEFS.get(s.facts[c].id) if c < PLAYER else None
        waiver = d.extra.get("gold_zero_if") if d is not None else None
        x = Ctx(s, {"seat": seat, "src": c, "slots": {}, "vars": {}, "flags": (), "kind": "a"})
        if waiver is None or not x.check(waiver):  # type: ignore[arg-type]
            return False
    for cost in ab.costs:
        ok = getattr(cost, "payable", None)
        if ok is not None and not ok(s, seat, c):
            return False
        if c < PLAYER and s.ruleset != "emperor" and type(cost).__name__ == "Bow" and s.bowed[c] and \
                getattr(getattr(cost, "ref", None), "name", "") == "self" and s.zone[c] in (PLAY, PREGAME):
            return False  # CR "Costs": "if the card is already bowed, he or she cannot take the action" (even Tireless)
    return True


def _once_left(s: State, seat: int, c: int, ab: Ability) -> bool:
    """CR "Using abilities": each card ability once per turn unless Repeatable."""
    if "Repeatable" not in ab.keywords:
        kind = "a"
        d = DEFS.get(s.facts[c].id) if c < PLAYER else None
        if d is not None and ab in d.abilities:
            uses = s.players[seat].used.count(use_key(c, kind, s.facts[c].id, d.abilities.index(ab)))
            allowed_uses = 1
            if uses and c == s.players[seat].stronghold:  # "You may use your Stronghold's abilities twice"
                from .statics import extra_uses
                allowed_uses += extra_uses(s, seat, "stronghold")
            if uses >= allowed_uses:
                return False
        else:
            for key, g in GRANTED.items():
                if g is ab and use_key(c, "g", key, 0) in s.players[seat].used:
                    # CR "Abilities": "Abilities given to a card or player "stack" ... A card or player can have more
                    # than one identical copy of an ability, each of which is used separately."
                    uses = s.players[seat].used.count(use_key(c, "g", key, 0))
                    if uses >= sum(1 for k, h in granted_abilities(s, seat) if k == key and h == c):
                        return False
    return True


def ring_hand_ability(s: State, c: int, ab: Ability) -> bool:
    """A Ring's ability usable from hand: one its text lets the player use by discarding the Ring without
    cost (CardDef extra "discard_for"), or an ability that plays it ("hand_abilities")."""
    d = DEFS.get(s.facts[c].id)
    if d is None or ab not in d.abilities:
        return False
    i = d.abilities.index(ab)
    return i in d.extra.get("discard_for", ()) or i in d.extra.get("hand_abilities", ())  # type: ignore[operator]


def without_cost(s: State, a: dict[str, Any]) -> bool:
    """CR "Ring": discarding a Ring from hand to use its ability "without cost" skips bowing and Gold."""
    if not a["vars"].get("from_hand") or a["kind"] != "a":
        return False
    d = DEFS[a["def"]]
    return a["idx"] in d.extra.get("discard_for", ())  # type: ignore[operator]


def disabled(s: State, c: int) -> bool:
    """Coastal Pearl Bed and friends: "a target Holding's abilities may not be used"."""
    return any(g[0] == c and g[1] == "disabled" for g in s.granted)


def good_faith(s: State, seat: int, c: int, kind: str, key: str, idx: int, ab: Ability, rtype: str) -> bool:
    """CR "Good Faith Rule": the action's required targeting (including Ranged, Melee and Fear targets)
    and the conditions of an "If" that starts its effects must be met at announcement."""
    from rokugan.ability.words import Target
    slots: dict[str, tuple[int, ...]] = {}
    a = {"seat": seat, "src": c, "kind": kind, "def": key, "idx": idx, "rtype": rtype, "slots": slots,
         "vars": {}, "flags": (), "queue": (), "ok": True}
    x = Ctx(s, a)
    needs: list[tuple[int, list[int]]] = []
    moved = location_exception(s, ab, rtype)
    if moved and not moves_itself_here(ab.steps, s.zone[c] == PLAY if c < PLAYER else False):
        from .actions import has_presence
        if not has_presence(s, seat) and not presence_by_moving(s, seat, c, kind, key, idx, ab, rtype):
            return False  # EE "Rules of Location", Exception: Presence met only with a unit of yours moved there
    # EE "D. Required Targeting": "Choose required targets of the action, in the order mentioned in the constraints
    # block. You must be able to choose all legal targets mentioned in order to take the action. Targeting is not
    # required if it uses the word "may"" ("E. Pay Costs": a target the constraints block bows must be unbowed)
    for w in getattr(ab, "costs", ()):
        if isinstance(w, Target) and not w.optional and w.chooser == "you" and not _refers_to_slots(w.selector):
            cands = cost_payers(s, ab, w.slot, select(x, _here_anyway(x, w)[0], targeting=w.targeting))  # type: ignore[attr-defined]
            if len(cands) < max(1, w.count[0]):
                return False
            slots[w.slot] = (cands[0],)
    for w in ab.steps:
        if isinstance(w, Target):
            if w.optional or w.chooser != "you" or s.ruleset == "emperor":
                continue  # EE: "targeting mentioned in the effects block is also not required"
            if not getattr(w, "targeting", True):
                continue  # CR "Targeting": "just "choosing" something is not targeting": no Good Faith (CR "Choices")
            if _paid_target(ab, w) is not None:
                # CR "Good Faith Rule": "Actions that base their required targeting on a variable Gold cost paid
                # require that the player can, and does, pay the Gold cost that corresponds to a legal target."
                if not paid_amounts(s, a, ab):
                    return False
                break
            if _refers_to_slots(w.selector):
                break
            cands = select(x, w.selector, targeting=w.targeting)  # type: ignore[attr-defined]
            if len(cands) < w.count[0] or not cands and w.count[0]:  # CR "Numbers of things": "any number of"
                return False  # includes zero (a target count from 0 is met by no card)
            # CR "Conjunctions": "a [keyword 1] and a [keyword 2]" are two different cards (targets are distinct)
            needs.append((w.count[0], cands))
            if s.ruleset != "emperor" and not _distinct_targets_exist(needs):
                return False
            slots[w.slot] = tuple(cands[:1])
            continue
        gf = getattr(w, "good_faith", None)
        if gf is not None:
            if not gf(x):
                return False
            continue
        if isinstance(w, If) and w is ab.steps[0] and not w.otherwise and not _cond_refers(w.cond, set(slots)) \
                and s.ruleset != "emperor":  # EE "A. Check Conditions": only the constraints block's are required
            if not x.check(w.cond):  # (one about a target of the constraints block is about his effects, not it)
                return False
        break
    return True


def _cond_refers(v: Any, names: set[str]) -> bool:
    """Does a condition speak of one of these target slots ("If he is dishonorable")?"""
    if isinstance(v, Ref):
        return v.name in names
    if isinstance(v, Cond):
        return any(_cond_refers(a, names) for a in v.args)
    if isinstance(v, (tuple, list)):
        return any(_cond_refers(a, names) for a in v)
    return False


def _distinct_targets_exist(needs: list[tuple[int, list[int]]], used: frozenset[int] = frozenset()) -> bool:
    """Can each targeting (a number of cards from its candidates) have cards no other targeting has?"""
    if not needs:
        return True
    n, cands = needs[0]
    free = [c for c in cands if c not in used]
    if len(free) < n:
        return False
    if n != 1:
        return _distinct_targets_exist(needs[1:], used | frozenset(free[:n]))
    return any(_distinct_targets_exist(needs[1:], used | {c}) for c in free[:8])


def _paid_target(ab: Ability | Word, w: Word) -> Any:
    """A required target of a variable-Gold (Gold star) ability whose legality depends only on the amount paid
    ("a target Holding with Gold Cost up to the amount you paid")."""
    from rokugan.ability.words import Target, Var
    if getattr(ab, "gold", None) != "*" or not isinstance(w, Target) or w.optional or w.chooser != "you":
        return None
    args = [arg for _, arg in w.selector.filters if isinstance(arg, Word)]
    if args and all(isinstance(arg, Var) and arg.name == "paid" for arg in args):
        return w
    return None


def paid_amounts(s: State, a: dict[str, Any], ab: Ability | Word) -> list[int]:
    """The Gold amounts (0 to 20) the action's player can pay that leave a legal target for each required target
    based on the amount paid (CR "Good Faith Rule"); every payable amount when no target depends on it. Checked
    under the CR rule set only."""
    seat = a["seat"]
    amounts = [n for n in range(0, 21) if can_pay(s, seat, n)]
    if s.ruleset == "emperor":
        return amounts
    targets = [w for w in getattr(ab, "steps", ()) if _paid_target(ab, w) is not None]
    if not targets:
        return amounts
    ok = []
    for n in amounts:
        trial = {**a, "vars": {**a["vars"], "paid": n}, "slots": dict(a["slots"])}
        x = Ctx(s, trial)
        if all(len(select(x, w.selector, targeting=w.targeting)) >= max(1, w.count[0]) for w in targets):
            ok.append(n)
    return ok


def _refers_to_slots(sel: Sel) -> bool:
    return any(isinstance(arg, Word) for _, arg in sel.filters)


def interrupted(s: State) -> dict[str, Any] | None:
    """The action an Interrupt is played to: the newest action that is not itself an Interrupt."""
    for a in reversed(s.actions):
        if not _is_interrupt(a) and a["kind"] != "t":
            return a
    return None


# ------------------------------------------------------------------------------ triggered traits
TRIGGER_INDEX: dict[str, list[tuple[str, int]]] = {}  # event -> [(card def id, trait index)]
STATIC_SOURCES_ANY = [False]  # does any declared card grant abilities through a continuous trait?
HAND_TRIGGER_IDS: set[str] = set()  # cards whose triggered traits work from hand (Rings' conditions)
REACTION_INDEX: dict[str, set[str]] = {}  # event -> card def ids with a Reaction to it (EE "Reaction")


def index_triggers() -> None:
    from rokugan.ability.words import Triggered

    from .statics import GrantsAbility, index_statics
    index_statics()
    DESIGNATORS.clear()
    for d in DEFS.values():
        DESIGNATORS[d.title] = frozenset(x for a in d.abilities for x in a.designators)
    STATIC_SOURCES_ANY[0] = any(isinstance(t.effect, GrantsAbility) for d in DEFS.values() for t in d.traits
                                if hasattr(t, "effect"))
    TRIGGER_INDEX.clear()
    HAND_TRIGGER_IDS.clear()
    REACTION_INDEX.clear()
    for key, d in DEFS.items():
        for ab in d.abilities:
            if "Reaction" in ab.designators and ab.trigger is not None:
                REACTION_INDEX.setdefault(ab.trigger.name, set()).add(key)
        for idx, t in enumerate(d.traits):
            if isinstance(t, Triggered):
                TRIGGER_INDEX.setdefault(t.trigger.name, []).append((key, idx))
                if getattr(t, "from_hand", False):
                    HAND_TRIGGER_IDS.add(key)


def emit(s: State, event: str, card: int, seat: int, **info: Any) -> list[dict[str, Any]]:
    """Raise a named event; triggered traits listening to it start (CR "Triggered traits": mandatory,
    they work while bowed, from cards in play, or the card itself for its own entering play). The triggered traits
    that started (empty: none); `primitives.lose_honor` looks among them for substitutions."""
    if s.delayed:
        fire_delayed(s, event, card, seat, info)
    if event in REACTION_INDEX or info.get("proclaimable"):
        open_reactions(s, event, card, seat, info)  # below the triggered traits: they happen first
    listeners = TRIGGER_INDEX.get(event)
    if not listeners:
        return []
    ids = {k for k, _ in listeners}
    sources: list[int] = []
    if card >= 0 and card < PLAYER and s.facts[card].id in ids:
        sources.append(card)
    if HAND_TRIGGER_IDS & ids:
        hand_windows(s, event, card, seat, listeners, info)
    for p in s.players:
        for c in [p.stronghold, p.sensei, *p.home]:
            if c >= 0 and s.facts[c].id in ids and c not in sources:
                sources.append(c)
            if c >= 0:
                for att in s.attached[c]:
                    if s.facts[att].id in ids and att not in sources:
                        sources.append(att)
    # CR "Triggered traits": they happen "only if the card they are on is (a) in play, (b) in the focusing area, (c)
    # in a resolution or entering-play area": a Strategy (or Ring) being played, a card focused in a duel
    for c in out_of_play_trigger_cards(s):
        if s.facts[c].id in ids and c not in sources:
            sources.append(c)
    from rokugan.ability.words import Triggered
    pending: list[dict[str, Any]] = []
    for src in sources:
        key = s.facts[src].id
        for k, idx in listeners:
            if k != key:
                continue
            t = DEFS[key].traits[idx]
            assert isinstance(t, Triggered)
            if (s.zone[src] == HAND) != bool(getattr(t, "from_hand", False)):
                continue  # hand triggers work only from hand; other traits only in play (or entering it)
            owner = s.controller[src] if s.zone[src] in (PLAY, PREGAME) else s.owner[src]
            if t.heading:  # "Courtesy:", "Compassion:" traits take effect only when their keyword says
                from .statics import heading_holds
                if not heading_holds(s, owner, t.heading):
                    continue
            a = {"seat": owner, "src": src, "kind": "t", "def": key, "idx": idx, "rtype": "trait", "slots": {},
                 "vars": {"event_card": card, "event_seat": seat, **{k2: v for k2, v in info.items()
                                                                       if isinstance(v, int | str)}},
                 "flags": (), "queue": (), "ok": True, "stage": "interrupts"}
            if CONDS[event](Ctx(s, a), *t.trigger.args):
                pending.append(a)
    if len(pending) == 1:
        _start_trait(s, pending[0])
    elif pending:
        # CR "Timing Conflicts" C: traits triggered at the same point; the active player orders them.
        s.stack.append(("trait_order", tuple(pending)))
    return pending


def out_of_play_trigger_cards(s: State) -> list[int]:
    """The cards out of play whose triggered traits are read (CR "Triggered traits" (b), (c)): the cards of actions
    resolving from the resolution area, and the cards focused in the current duel."""
    out = [a["src"] for a in s.actions if 0 <= a["src"] < PLAYER and s.zone[a["src"]] == RESOLVING]
    if s.duel is not None:
        out += [c for side in s.duel["focused"] for c in side if s.zone[c] == FOCUS]
    return out


def open_reactions(s: State, event: str, card: int, seat: int, info: dict[str, Any]) -> None:
    """EE "When Can I Take An Action?": Reactions are taken at their trigger in an action round of their own,
    the active player first, until all players pass one after the other; triggered traits to the same trigger
    happen first (EE "Traits and Effects"). The round opens when a card in the game has a Reaction to this
    point in time and either it is public (in play) and usable now, or it could be in a hand (a Strategy or
    Ring): then every player is asked, whatever his hand, so the round's opening reveals no hand."""
    keys = REACTION_INDEX.get(event, set())
    present = [c for c in range(len(s.facts)) if s.facts[c].id in keys]
    player_reaction = bool(info.get("proclaimable"))  # EE "Proclaim", a player's Reaction (actions._ee_proclaim)
    if not present and not player_reaction:
        return
    ctx = {"event": event, "event_card": card, "event_seat": seat,
           **{k: v for k, v in info.items() if isinstance(v, int | str)}}
    s.memo.setdefault("reaction_ctx", []).append(ctx)
    open_ = player_reaction
    for c in present if not open_ else ():
        f = s.facts[c]
        if f.type in (T.STRATEGY, T.RING) and s.zone[c] not in (PLAY, PREGAME):
            open_ = True  # it may be in a hand: the round opens whatever the hands hold
            break
        from_discard = s.zone[c] == DYN_DISCARD and DEFS[f.id].extra.get("reacts_from_discard")
        if s.zone[c] in (PLAY, PREGAME) or from_discard:
            d = DEFS[f.id]
            seat_c = s.owner[c] if from_discard else s.controller[c]
            allowed = DESIGNATOR_FOR_ROUND["reaction"]
            if any(usable(s, seat_c, c, ab, "reaction", allowed) for ab in d.abilities if "Reaction" in ab.designators):
                open_ = True
                break
    if not open_:
        s.memo["reaction_ctx"].pop()
        if not s.memo["reaction_ctx"]:
            del s.memo["reaction_ctx"]
        return
    s.stack.append(("reaction_end",))
    s.stack.append(("round", "reaction", s.active, 0))


@handler("reaction_end")
def _reaction_end(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    ctxs = s.memo.get("reaction_ctx") or []
    if ctxs:
        ctxs.pop()
    if not ctxs:
        s.memo.pop("reaction_ctx", None)


def reaction_trigger_met(s: State, seat: int, c: int, ab: Ability) -> bool:
    """Whether a Reaction's trigger is the point in time now being reacted to, and its condition holds."""
    ctxs = s.memo.get("reaction_ctx")
    if not ctxs or ab.trigger is None or ctxs[-1]["event"] != ab.trigger.name:
        return False
    ctx = ctxs[-1]
    a = {"seat": seat, "src": c, "kind": "a", "def": s.facts[c].id if c < PLAYER else "", "idx": 0,
         "rtype": "reaction", "slots": {}, "vars": {k: v for k, v in ctx.items() if k != "event"}, "flags": (),
         "queue": (), "ok": True}
    return bool(CONDS[ab.trigger.name](Ctx(s, a), *ab.trigger.args))


def delay(x: Ctx, event: str, path: tuple[int, ...], who: str = "any") -> None:
    """Register a delayed effect (CR "Delayed effects"): the steps of the word at `path` run when `event`
    next happens (`who`: "you" for "your next turn")."""
    a = x.a
    base = a["vars"].get("base_kind", a["kind"])
    slots = tuple((k, tuple(v)) for k, v in a["slots"].items())
    if event == "action_resolved" and _is_interrupt(a):
        target = interrupted(x.s)  # CR "Interrupt actions": "after the action resolves" means the interrupted one
        if target is not None:
            who = f"action:{next(k for k, b in enumerate(x.s.actions) if b is target)}"
    if who.startswith("card:entering"):  # "after he enters play": the card the interrupted action brings into play
        slots = (*slots, ("entering", (entering_card(x.s),)))
    from .vocab_effects import dishonorable_sources
    # CR "Rehonoring" with CR "References to other points in time": a delayed effect is an effect of the action or
    # trait that created it (CR "Delayed effects": "activated but not yet applied"), so an Honor gain it makes later
    # is still a gain "from an action or trait that targeted or came from" the Personalities that were dishonorable
    # when its targeting, origin or performing was established: kept here, not read again when it applies.
    # (kept only when there is one: a delayed effect without saves as before)
    dis = tuple(dishonorable_sources(x))
    x.s.delayed.append((event, who, x.seat, x.src, base, a["def"], a["idx"], tuple(path), slots, x.s.turn,
                        *((dis,) if dis else ())))


def fire_delayed(s: State, event: str, card: int, seat: int, info: dict[str, Any] | None = None) -> None:
    keep: list[tuple[Any, ...]] = []
    fire: list[tuple[Any, ...]] = []
    for d in s.delayed:
        ev, who, owner = d[0], d[1], d[2]
        if who.startswith("action:") and (info or {}).get("index") != int(who.split(":")[1]):
            keep.append(d)
            continue
        if who.startswith("card:"):  # "after the target next ...", "... to attack you"
            slot, *more = who[5:].split(";")
            cards = (d[3],) if slot == "self" else dict(d[8]).get(slot, ())  # "self": the card of the ability
            if ev != event or card not in cards or \
                    ("against_you" in more and (info or {}).get("against") != owner):
                keep.append(d)
                continue
            fire.append(d)
            continue
        if ev == event and (who != "you" or seat == owner) and (ev != "turn_started" or s.turn > d[9]):
            fire.append(d)
        else:
            keep.append(d)
    if not fire:
        return
    s.delayed = keep
    for d in fire:
        owner, src, base, key, idx, path, slots = d[2:9]
        dis = tuple(d[10]) if len(d) > 10 else ()  # none were dishonorable (interp.delay)
        a = {"seat": owner, "src": src, "kind": "d", "def": key, "idx": idx, "rtype": "delayed",
             "slots": {k: tuple(v) for k, v in slots},
             "vars": {"base_kind": base, "event_card": card,
                      **{k2: v for k2, v in (info or {}).items() if isinstance(v, int | str)},
                      **({"dis_origin": dis} if dis else {})},
             "flags": (), "ok": True, "stage": "resolve", "queue": ()}
        w = word_at(a, tuple(path))
        assert isinstance(w, Compound)
        a["queue"] = _entries((*tuple(path), 0), w.branches[0])
        s.actions.append(a)
        s.stack.append(("ab", len(s.actions) - 1))


def hand_windows(s: State, event: str, card: int, seat: int, listeners: list[tuple[str, int]],
                 info: dict[str, Any]) -> None:
    """CR "Ring": a player may put a Ring into play from hand immediately after fulfilling its condition.
    Whether a player holds such a Ring is hidden, so the chance is offered to every player whose
    condition (public) is met, whatever the hand: a player without the Ring answers a one-option "no"."""
    from rokugan.ability.words import If, Triggered
    for key, idx in listeners:
        if key not in HAND_TRIGGER_IDS:
            continue
        t = DEFS[key].traits[idx]
        assert isinstance(t, Triggered)
        for p in reversed([q for q in s.players if not q.lost]):
            a = {"seat": p.seat, "src": -1, "kind": "t", "def": key, "idx": idx, "rtype": "trait", "slots": {},
                 "vars": {"event_card": card, "event_seat": seat, **{k2: v for k2, v in info.items()
                                                                       if isinstance(v, int | str)}},
                 "flags": (), "queue": (), "ok": True}
            x = Ctx(s, a)
            if not CONDS[event](x, *t.trigger.args):
                continue
            guard = t.steps[0] if t.steps and isinstance(t.steps[0], If) else None
            if guard is not None and not x.check(guard.cond):
                continue
            held = tuple(c for c in p.hand if s.facts[c].id == key)
            s.stack.append(("hand_window", p.seat, key, idx, held))


@handler("hand_window")
def _hand_window(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, key, idx, held = step
    held = tuple(c for c in held if s.zone[c] == HAND and s.owner[c] == seat)
    opts = [Option("no", "No")] + [Option(f"play:{c}", f"Put {s.title(c)} into play", {"card": c}) for c in held]
    return Decision(seat, "yes_no", "A Ring's condition is fulfilled: put a Ring into play?", tuple(opts))


@choice("hand_window")
def _hand_window_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, key, idx, held = step
    s.stack.pop()
    if oid == "no":
        return
    c = int(oid.split(":")[1])
    a = {"seat": seat, "src": c, "kind": "t", "def": key, "idx": idx, "rtype": "trait", "slots": {},
         "vars": {"chose": 1}, "flags": (), "queue": (), "ok": True, "stage": "interrupts"}
    from rokugan.ability.words import If, May
    t = DEFS[key].traits[idx]
    play = t.steps[0]  # type: ignore[attr-defined]
    path: tuple[int, ...] = (0, 0)
    if isinstance(play, If):
        play, path = play.then[0], (0, 0, 0, 0)
    assert isinstance(play, May)
    a["stage"] = "resolve"
    a["queue"] = _entries((*path, 0), play.steps)
    s.actions.append(a)
    s.stack.append(("ab", len(s.actions) - 1))


def focus_effect_actions(s: State, c: int, seat: int, mine: int, other: int) -> list[dict[str, Any]]:
    """A focused card's Focus Effects (declared as `FocusEffect` traits), ready to start; "your Personality" is its
    duelist, "the other Personality" the opponent's."""
    d = DEFS.get(s.facts[c].id)
    if d is None:
        return []
    return [{"seat": seat, "src": c, "kind": "t", "def": s.facts[c].id, "idx": idx, "rtype": "trait",
             "slots": {"my_duelist": (mine,), "other_duelist": (other,)}, "vars": {}, "flags": (), "queue": (),
             "ok": True, "stage": "interrupts"}
            for idx, t in enumerate(d.traits) if getattr(t, "focus_effect", False)]


def start_focus_effects(s: State, c: int, seat: int, mine: int, other: int) -> None:
    """CR "Duel" 4: a focused card's Focus Effects resolve."""
    for a in focus_effect_actions(s, c, seat, mine, other):
        s.say(f"Focus Effect of {s.title(c)}.")
        _start_trait(s, a)


def _start_trait(s: State, a: dict[str, Any]) -> None:
    if a["kind"] == "rule":
        from .rule_triggers import apply
        apply(s, a)
        return
    if "my_duelist" in a["slots"] and (s.duel is None or any(
            s.zone[c] != PLAY for c in (s.duel["challenger"], s.duel["challenged"]))):
        # CR "Challenge": "If a Personality involved in a challenge or duel leaves play during it, the challenge or
        # duel ends immediately without resolution. In particular, Focus Effects that have not yet resolved at that
        # point do not resolve at all."
        return
    a = {**a, "slots": dict(a["slots"]), "vars": dict(a["vars"]), "flags": (), "queue": ()}
    s.actions.append(a)
    s.stack.append(("ab", len(s.actions) - 1))


@handler("trait_order")
def _trait_order(s: State, step: tuple[Any, ...]) -> Decision | None:
    pending = step[1]
    if len(pending) == 1:
        s.stack.pop()
        _start_trait(s, pending[0])
        return None
    opts = []
    for k, a in enumerate(pending):
        if a["kind"] == "rule":  # a triggered rulebook effect (CR "Timing Conflicts" C: `rule_triggers`)
            from .rule_triggers import describe
            opts.append(Option(f"first:{k}", describe(s, a), {"card": a["card"]}))
            continue
        t = DEFS[a["def"]].traits[a["idx"]]
        opts.append(Option(f"first:{k}", f"{source_name(s, a['src'])}: {t.text()}", {"card": a["src"]}))
    return Decision(s.active, "order", "Several triggered effects happen at once: which happens first?", tuple(opts))


@choice("trait_order")
def _trait_order_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    pending = step[1]
    k = int(oid.split(":")[1])
    s.stack[-1] = ("trait_order", tuple(a for i, a in enumerate(pending) if i != k))
    _start_trait(s, pending[k])


def dynasty_zone(s: State, c: int) -> bool:
    return s.zone[c] in (PROVINCE, DYN_DISCARD)
