"""The LCG round (RR Appendix I): the round's phases in order, 1 the dynasty phase (reveal, collect fate, play
characters from provinces) and 2 the draw phase (honor bids, transfer, draws), with their action windows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from rokugan.core.decision import Decision, Option
from rokugan.core.game import Result

from . import ability as A
from . import primitives as LP
from .engine import (
    CHOICES,
    CONF_DISCARD,
    DYN_DISCARD,
    HAND,
    HANDLERS,
    MAX_ROUNDS,
    PLAY,
    State,
    choice,
    handler,
    player_order,
    push,
    total_skill,
)

_NO_CARDS: Final[list[int]] = []  # (never added to)
PASS: Final = Option("pass", "Pass")  # (an action window's first option: options are immutable, made once)


# ---------------------------------------------------------------------------------------------- the round
@handler("round")
def _round(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    if s.round >= MAX_ROUNDS:
        s.result = Result((), "round cap", f"{MAX_ROUNDS} rounds")
        return
    s.round += 1
    s.ver += 1
    A.expire(s, "round")
    for p in s.players:
        p.limited_played = 0
    if s.logging:
        s.say(f"Round {s.round} begins; {s.players[s.first].name} is the first player.")
    # each phase ends with its "the phase ends" interrupt window (Appendix I 1.5, 2.6, 3.4's end, 4.5, 5.6)
    push(s, ("dynasty_phase",), ("phase_end", "dynasty"), ("draw_phase",), ("phase_end", "draw"), ("conflict_phase",),
         ("fate_phase",), ("phase_end", "fate"), ("regroup_phase",), ("phase_end", "regroup"))


# 1. Dynasty phase -------------------------------------------------------------------------------
@handler("dynasty_phase")
def _dynasty_phase(s: State, step: tuple[Any, ...]) -> None:
    """1.1 the dynasty phase begins: its reactions open before 1.2 ("A reaction ability to a framework effect may be
    initiated immediately after the completion of any framework step", Appendix I "Reactions and Interrupts"; no
    window when no card of the game answers: `ability.flush`); then 1.2, 1.3 and 1.4 as their own steps."""
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "dynasty"
    s.ver += 1
    A.fire(s, "phase", -1, -1, "dynasty")
    push(s, ("dyn_reveal",), ("dyn_collect",), ("dyn_window", s.first))


@handler("dyn_reveal")
def _dyn_reveal(s: State, step: tuple[Any, ...]) -> None:
    """1.2 reveal facedown dynasty cards (player order, left to right)."""
    s.stack.pop()
    for seat in player_order(s):
        p = s.players[seat]
        for k in range(5):
            for c in p.slots[k]:
                if not s.faceup[c]:
                    s.faceup[c] = True
                    s.ver += 1
                    if s.logging:
                        s.say(f"{p.name} reveals {s.title(c)} in province {k + 1}.")


@handler("dyn_collect")
def _dyn_collect(s: State, step: tuple[Any, ...]) -> None:
    """1.3 collect fate (player order); then 1.4 the special action window (first player first)."""
    s.stack.pop()
    for seat in player_order(s):
        p = s.players[seat]
        p.fate += s.facts[p.stronghold].fate
        p.passed_dynasty = False
        if s.logging:
            s.say(f"{p.name} collects {s.facts[p.stronghold].fate} fate ({p.fate}).")


# the options an action window offers to play a card (from hand, from a province), made once per game (options are
# immutable; a state's cache, never saved or copied): by (what, card, target or -1, cost), what their id and label
# are made from, as one int (`_opt_key`)
_ATTACH: Final = 0
_HOME: Final = 1
_INTO: Final = 2
_AS_ATTACHMENT: Final = 3
_FROM_PROVINCE: Final = 4  # (the dynasty phase's: `_dyn_options`)
_DUPLICATE: Final = 5


def _opt_key(what: int, c: int, t: int, cost: int) -> int:
    """(what, card, target or -1, cost or -1) as one int, no tuple built: -1 (an option not remembered, made each time)
    outside the ranges where it is one-to-one."""
    if c < 0 or not 0 <= t + 1 < 4096 or not 0 <= cost + 1 < 65536:
        return -1
    # ((c * 4096 + t + 1) * 65536 + cost + 1) * 8 + what, by shifts (each part fits below the next: the same int):
    # compiled, a product past 2**31 is worked out with Python ints (mypyc's overflow test), a shift stays a C one
    return (((c << 12 | (t + 1)) << 16 | (cost + 1)) << 3) | what


def _made_options(s: State) -> dict[int, Option]:
    # (made once for the games with these cards, `plan.CardActs.opts`: read from the table found for the cards the
    # game has now, as a card may be added to it, `State.new_card`)
    return A.card_acts(s).opts


def _dyn_options(s: State, seat: int) -> list[Option]:
    p = s.players[seat]
    out: list[Option] = []
    made = _made_options(s)
    cost_mods = A.live_hooks(s).cost_mods  # (`play_cost`, the hooks read once)
    for k in range(5):
        for c in p.slots[k]:
            f = s.facts[c]
            if not s.faceup[c] or f.type != "character":
                continue
            if p.limited_played and "limited" in f.keywords:  # (f.has_keyword("limited"))
                continue  # RR "Limited": cards played from provinces are restricted by the limit too
            cost = f.cost or 0  # (`play_cost`)
            for mod in cost_mods:
                cost += mod(s, seat, c)
            if cost < 0:
                cost = 0
            if cost <= p.fate and not (f.unique and LP.controls_title(s, seat, f.title)):
                key = _opt_key(_FROM_PROVINCE, c, k, cost)
                o = made.get(key)
                if o is None:
                    o = Option(f"play:{c}", f"Play {f.title} from province {k + 1} ({cost} fate)", {"card": c})
                    if key >= 0:
                        made[key] = o
                out.append(o)
    for c in _duplicates(s, seat):
        key = _opt_key(_DUPLICATE, c, -1, -1)
        o = made.get(key)
        if o is None:
            o = Option(f"dup:{c}", f"Discard duplicate {s.title(c)} to put 1 fate on your copy", {"card": c})
            if key >= 0:
                made[key] = o
        out.append(o)
    out += A.action_options(s, seat)
    return out


def _duplicates(s: State, seat: int) -> list[int]:
    """1.4: "Discard a duplicate of a character from his or her hand or from one of his or her provinces to place
    1 fate on a copy of that character under his or her control.\"" RR "Duplicates": "a copy ... of a unique
    character that is already in play and under the same player's control"."""
    p = s.players[seat]
    facts = s.facts
    in_play = {facts[c].title for c in p.home if facts[c].unique}
    out: list[int] = []
    if not in_play:
        return out  # (no unique character of his in play: no duplicate)
    faceup = s.faceup
    for sl in p.slots:  # (the faceup cards of his provinces, then his hand, in order)
        for c in sl:
            if faceup[c] and facts[c].type == "character" and facts[c].title in in_play:
                out.append(c)
    for c in p.hand:
        if facts[c].type == "character" and facts[c].title in in_play:
            out.append(c)
    return out


def _dyn_window(s: State, step: tuple[Any, ...]) -> Decision | None:
    seat: int = step[1]
    p = s.players[seat]
    if p.passed_dynasty:
        if s.players[1 - seat].passed_dynasty:
            s.stack.pop()
            return None
        s.stack[-1] = ("dyn_window", 1 - seat)
        return None
    with A.query(s):
        opts = _dyn_options(s, seat)
    return Decision(seat, "action", _dyn_prompt(p.fate), (PASS, *opts))


HANDLERS["dyn_window"] = _dyn_window  # (undecorated: `engine._run`/`apply` call it directly)


_DYN_PROMPTS: Final[list[str]] = []  # by the fate in the pool (`_dyn_prompt`)


def _dyn_prompt(n: int) -> str:
    if n < 0 or n > 200:
        return f"Dynasty phase: play a character from a province or pass ({n} fate)"
    made = _DYN_PROMPTS
    while len(made) <= n:
        made.append(f"Dynasty phase: play a character from a province or pass ({len(made)} fate)")
    return made[n]


def _dyn_window_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    p = s.players[seat]
    nxt = 1 - seat if not s.players[1 - seat].passed_dynasty else seat
    if oid == "pass":
        p.passed_dynasty = True
        first = not s.players[1 - seat].passed_dynasty
        if s.logging:
            s.say(f"{p.name} passes." + (" First to pass: gains 1 fate." if first else ""))
        if first:
            p.fate += 1
        s.stack[-1] = ("dyn_window", 1 - seat)
        return
    parts = oid.split(":")
    kind, c = parts[0], int(parts[1])
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
            LP.discard_from_province(s, c)
        s.fate_on[target] += 1
        if s.logging:
            s.say(f"{p.name} discards a duplicate {s.title(c)}: 1 fate on {s.title(target)}.")
        return
    f = s.facts[c]
    k = LP.province_of(s, c)
    p.slots[k].remove(c)
    cost = play_cost(s, seat, c)
    p.fate -= cost
    if s.logging:
        s.say(f"{p.name} plays {f.title} from province {k + 1} for {cost} fate.")
    if f.has_keyword("limited"):
        p.limited_played += 1  # RR "Limited": played from a province counts toward the limit
    LP.enter_play(s, seat, c)
    A.fire(s, "played", seat, c, "province")
    s.stack.append(("refill_after", seat, k))
    if not (LP.may_cannot(s, c, "fate_from_province") and A.cannot(s, c, "fate_from_province")):
        s.stack.append(("extra_fate", seat, c, 0))


CHOICES["dyn_window"] = _dyn_window_choice  # (undecorated: `engine._run`/`apply` call it directly)


@handler("refill_after")
def _refill_after(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    LP.refill(s, step[1], step[2])


@handler("extra_fate")
def _extra_fate(s: State, step: tuple[Any, ...]) -> Decision | None:
    """The option to place any number of additional fate from the pool on the character just played."""
    seat: int = step[1]
    c: int = step[2]
    p = s.players[seat]
    if p.fate == 0:
        s.stack.pop()
        return None
    return Decision(seat, "fate", f"Place additional fate on {s.title(c)} ({p.fate} in your pool)",
                    _fate_options(p.fate))


_FATE_OPTIONS: Final[list[tuple[Option, ...]]] = []  # by the pool: "0 fate" ... "n fate" (options are immutable)


def _fate_options(n: int) -> tuple[Option, ...]:
    if n > 100 or n < 0:
        return tuple(Option(f"fate:{k}", f"{k} fate", {"fate": k}) for k in range(n + 1))
    made = _FATE_OPTIONS
    while len(made) <= n:
        k = len(made)
        made.append((*made[-1], Option(f"fate:{k}", f"{k} fate", {"fate": k})) if made else
                    (Option("fate:0", "0 fate", {"fate": 0}),))
    return made[n]


@choice("extra_fate")
def _extra_fate_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    c: int = step[2]
    s.stack.pop()
    n = int(oid.split(":")[1])
    s.players[seat].fate -= n
    s.fate_on[c] += n
    if n:
        if s.logging:
            s.say(f"{s.players[seat].name} places {n} fate on {s.title(c)}.")
        A.fire(s, "fate_placed", seat, c)


# 2. Draw phase -----------------------------------------------------------------------------------
@handler("draw_phase")
def _draw_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "draw"
    s.ver += 1
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
    return Decision(seat, "bid", what, _BID_OPTIONS)


_BID_OPTIONS: Final = tuple(Option(f"bid:{n}", f"Bid {n}", {"bid": n}) for n in range(1, 6))  # (made once)


@choice("bid")
def _bid_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    seat: int = step[1]
    p = s.players[seat]
    n = _BID_OF.get(oid)  # (the options' ids, read once: `_BID_OPTIONS`)
    bid = n if n is not None else int(oid.split(":")[1])
    p.bid = bid
    if s.lasting:  # a new bid: an earlier bid's modified value no longer applies (RR "Bid Value")
        s.lasting = [x for x in s.lasting if not (x[0] == "bid_value" and x[1] == p.seat)]
    # (the private and public lines made once for each bid and each player's name)
    text = _BID_TEXTS[bid] if 0 <= bid < len(_BID_TEXTS) else f"You bid {bid}."
    public = _DIAL_TEXTS.get(p.name)
    if public is None:
        if len(_DIAL_TEXTS) > 64:
            _DIAL_TEXTS.clear()
        public = _DIAL_TEXTS[p.name] = f"{p.name} sets the honor dial."
    s.say(text, visible_to=_SEATS[p.seat] if 0 <= p.seat < 2 else (p.seat,), public=public)


_BID_OF: Final[dict[str, int]] = {o.id: int(o.id.split(":")[1]) for o in _BID_OPTIONS}
_BID_TEXTS: Final = tuple(f"You bid {n}." for n in range(6))
_DIAL_TEXTS: Final[dict[str, str]] = {}
_SEATS: Final = ((0,), (1,))


@handler("reveal_bids")
def _reveal_bids(s: State, step: tuple[Any, ...]) -> None:
    """2.3 reveal together; 2.4 the higher bidder gives the difference; 2.5 each draws his bid."""
    s.stack.pop()
    a, b = s.players
    if s.logging:
        s.say(f"Honor bids: {a.name} {a.bid}, {b.name} {b.bid}.")
    A.fire(s, "bids_revealed")
    s.stack.append(("bid_transfer",))


def bid_value(s: State, seat: int) -> int:
    """The value of a player's honor bid: the setting of his honor dial unless a card modified the value (RR "Bid
    Value": "resolve that bid as if the modified value is that player's bid"; "the setting on the dial is not itself
    adjusted", and abilities that reference the honor bid read the dial, RR "Honor")."""
    if s.lasting:
        for x in s.lasting[::-1]:
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
        LP.give_honor(s, hi.seat, n)
        if s.result is not None:
            return
    with LP.simultaneously(s):  # 2.5: "each player draws ..." at once (running out of cards costs honor)
        for seat in player_order(s):
            LP.draw(s, seat, bid_value(s, seat))


# Action windows ----------------------------------------------------------------------------------
WINDOW_NAMES = {"draw": "Draw phase", "conflict": "Conflict phase", "in_conflict": "Conflict",
                "fate": "Fate phase", "regroup": "Regroup phase"}
_PROMPTS: Final = {k: f"{v}: take an action or pass" for k, v in WINDOW_NAMES.items()}  # (made once)


def play_cost(s: State, seat: int, c: int) -> int:
    """The fate a player pays to play a character or attachment: its printed cost, modified by card abilities."""
    v = s.facts[c].cost or 0
    for mod in A.live_hooks(s).cost_mods:  # (those of `COST_MODS` that can change a cost in this game)
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
    targets: list[int] | None = None  # (the characters in play: made when an attachment is looked at)
    discounts = False
    for x in s.lasting:  # (a loop: no generator for each window)
        if x[0] == "attach_discount":
            discounts = True
            break
    facts = s.facts
    made = _made_options(s)
    # the hooks that can answer something in this game (`ability.live_hooks`: the others give their neutral answer)
    live = A.live_hooks(s)
    cost_mods = live.cost_mods  # (of COST_MODS)
    play_checks = live.play_checks  # (PLAY_CHECKS)
    attach_checks = live.attach_checks  # (ATTACH_CHECKS)
    cards = list(p.hand)
    for elsewhere in live.elsewhere:  # (PLAYABLE_ELSEWHERE)
        cards += elsewhere(s, seat)
    for c in cards:
        f = facts[c]
        if f.type != "attachment" and f.type != "character":
            continue  # (an event or a holding is not played here: its cost is not worked out)
        cost = f.cost or 0  # (`play_cost`)
        for mod in cost_mods:
            cost += mod(s, seat, c)
        if cost < 0:
            cost = 0
        least = cost - (1 if f.type == "attachment" and discounts else 0)
        if least > p.fate or (p.limited_played and "limited" in f.keywords):  # (f.has_keyword("limited"))
            continue
        if f.type == "attachment":
            if f.unique and LP.controls_title(s, seat, f.title):
                continue
            if cf is not None and not A.playable_in_conflict(s, c):
                continue
            if not _play_checks(s, c, play_checks):
                continue
            d = A.definition(s, c)  # (`may_attach`, its rule read once for all the characters)
            rule = A.attach_rule(d) if d is not None else None
            # (its ctx is read only by its selector, `may_attach_with`: built only for an attachment that has one)
            actx = {"card": c, "seat": seat} if rule is not None and rule.sp is not None else _NO_CTX
            if targets is None:
                targets = [t for q in s.players for t in q.home]
            for t in targets:  # (RR "Restricted": a third restricted attachment may be played: see `restricted`)
                if (rule is not None and not A.may_attach_with(s, t, rule, actx)) or \
                        not _attach_checks(s, c, t, attach_checks):
                    continue
                tc = _less_discount(s, seat, cost, t) if discounts else cost  # (attach_cost, the cost worked out once)
                if tc > p.fate:
                    continue
                key = _opt_key(_ATTACH, c, t, tc)
                o = made.get(key)
                if o is None:
                    o = Option(f"attach:{c}:{t}", f"Attach {f.title} to {s.title(t)} ({tc} fate)",
                               {"card": c, "target": t})
                    if key >= 0:
                        made[key] = o
                out.append(o)
        elif f.type == "character":
            if f.unique and LP.controls_title(s, seat, f.title):
                continue
            if cf is not None and _no_play_chars(s, seat):
                continue  # "cannot be played from hand until the end of the conflict" (a lasting effect)
            key = _opt_key(_HOME, c, -1, cost)
            o = made.get(key)
            if o is None:
                o = Option(f"char:{c}:home", f"Play {f.title} at home ({cost} fate)", {"card": c})
                if key >= 0:
                    made[key] = o
            out.append(o)
            if cf is not None and LP.can_participate(s, c, cf["type"]):
                key = _opt_key(_INTO, c, -1, cost)
                o = made.get(key)
                if o is None:
                    o = Option(f"char:{c}:conflict", f"Play {f.title} into the conflict ({cost} fate)", {"card": c})
                    if key >= 0:
                        made[key] = o
                out.append(o)
    as_attachment = live.as_attachment  # (AS_ATTACHMENT)
    for c in (p.hand if as_attachment else _NO_CARDS):  # a character its text lets be played as an attachment
        f = facts[c]
        if f.type != "character":
            continue
        for g in as_attachment:
            if g(s, c):
                break
        else:
            continue
        if (f.has_keyword("limited") and p.limited_played) or (cf is not None and not A.playable_in_conflict(s, c)):
            continue
        cost = play_cost(s, seat, c)
        if targets is None:
            targets = [t for q in s.players for t in q.home]
        for t in targets:
            tc = _less_discount(s, seat, cost, t)
            if tc <= p.fate and A.may_attach(s, c, t, seat) and _attach_checks(s, c, t, attach_checks) and \
                    _play_checks(s, c, play_checks):
                key = _opt_key(_AS_ATTACHMENT, c, t, tc)
                o = made.get(key)
                if o is None:
                    o = Option(
                        f"attach:{c}:{t}", f"Attach {f.title} to {s.title(t)} as an attachment ({tc} fate)",
                        {"card": c, "target": t})
                    if key >= 0:
                        made[key] = o
                out.append(o)
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
    if s.logging:
        s.say(f"{s.players[s.controller[step[1]]].name} discards {s.title(a)} (restricted).")
    check_restricted(s, step[1])


_NO_CTX: Final[dict[str, Any]] = {}  # (a ctx no one reads: `_window_options`)


def _no_play_chars(s: State, seat: int) -> bool:
    for x in s.lasting:  # noqa: SIM110 (a loop: no generator)
        if x[0] == "no_play_chars" and x[1] == seat:
            return True
    return False


def _play_checks(s: State, c: int, checks: list[Callable[[State, int], bool]]) -> bool:
    for ok in checks:  # noqa: SIM110 (a loop: no generator for each card looked at)
        if not ok(s, c):
            return False
    return True


def _attach_checks(s: State, a: int, t: int, checks: list[Callable[[State, int, int], bool]]) -> bool:
    for ok in checks:  # noqa: SIM110 (a loop: no generator for each target looked at)
        if not ok(s, a, t):
            return False
    return True


def _window(s: State, step: tuple[Any, ...]) -> Decision | None:
    """An action window: opportunities alternate until both players pass consecutively."""
    _, kind, seat, passes = step
    if passes >= 2:
        s.stack.pop()
        return None
    with A.query(s):
        opts = _window_options(s, seat, kind)
        prompt = _PROMPTS[kind]
        if kind == "in_conflict" and s.conflict is not None:
            k = s.caches
            if passes and k.window_step >= 0 and k.window_step == s.steps - 1:
                prompt = k.window_prompt  # the step just before was this window's, and its player passed: nothing
                # changed
            else:
                cf = s.conflict
                prompt = (f"Conflict ({cf['type']}, {cf['ring']}): attacker {total_skill(s, cf['attacker'])}, "
                          f"defender {total_skill(s, cf['defender'])}: take an action or pass")
            k.window_step, k.window_prompt = s.steps, prompt
    return Decision(seat, "action", prompt, (PASS, *opts))


HANDLERS["window"] = _window  # (undecorated: `engine._run`/`apply` call it directly)


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
        if s.logging:
            s.say(f"{p.name} attaches {f.title} to {s.title(t)}.")
        A.fire(s, "played", seat, c, "hand")
        A.fire(s, "attached", seat, t, c)
        check_restricted(s, t)
        return
    LP.enter_play(s, seat, c)
    where = parts[2]
    if where == "conflict" and s.conflict is not None:
        side = "attackers" if seat == s.conflict["attacker"] else "defenders"
        s.conflict[side].append(c)
    if s.logging:
        s.say(f"{p.name} plays {f.title} {'into the conflict' if where == 'conflict' else 'at home'}.")
    A.fire(s, "played", seat, c, "hand")
    s.stack.append(("extra_fate", seat, c, 0))


CHOICES["window"] = _window_choice  # (undecorated: `engine._run`/`apply` call it directly)
