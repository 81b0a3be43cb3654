"""RR Appendix I 3, the conflict phase: conflict opportunities, declaring (ring, type, province, attackers), defenders,
the conflict action window, resolution (3.2.3-3.2.8: skill, pride, unopposed, breaking, ring effects, claiming,
returning home) and the Imperial Favor's glory count."""

from __future__ import annotations

from typing import Any, Final

from rokugan.core.decision import Decision, Option
from rokugan.core.game import Result

from . import ability as A
from . import plan as P
from . import primitives as LP
from .cards import ELEMENTS
from .engine import (
    CHOICES,
    CONF_DISCARD,
    DELAYED_AT_RESULT,
    END_OF_CONFLICT,
    HANDLERS,
    PLAY,
    RING_ELEMENTS,
    STEP_CHECKS,
    Handler,
    State,
    _step_checks_apply,
    choice,
    glory_count,
    handler,
    province_strength,
    push,
    skill,
    total_skill,
)

PASS_CONFLICT: Final = Option("pass", "Pass this conflict opportunity")  # (options are immutable: made once)


# 3. Conflict phase -------------------------------------------------------------------------------
@handler("conflict_phase")
def _conflict_phase(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    A.expire(s, "phase")
    s.phase = "conflict"
    s.ver += 1
    A.fire(s, "phase", -1, -1, "conflict")
    for p in s.players:
        p.conflicts_left = 2
        p.types_used = []
    s.stack.append(("conflict_loop", s.first))


@handler("conflict_loop")
def _conflict_loop(s: State, step: tuple[Any, ...]) -> None:
    """3.1 the action window, then 3.2 the next player in order with a conflict opportunity declares or passes;
    when no opportunity remains after the window, 3.4 the Imperial Favor."""
    seat: int = step[1]
    s.stack.pop()
    if not any(p.conflicts_left for p in s.players):
        push(s, ("window", "conflict", s.first, 0), ("favor",), ("phase_end", "conflict"))
        return
    declarer = seat if s.players[seat].conflicts_left else 1 - seat
    push(s, ("window", "conflict", s.first, 0), ("declare", declarer))


def _attackers_for(s: State, seat: int, kind: str) -> list[int]:
    out = [c for c in s.players[seat].home if not s.bowed[c] and LP.can_participate(s, c, kind)]
    if A.STATIC_TITLES or s.lasting:
        fav = s.favor[0] == 1 - seat
        out = [c for c in out if not A.cannot(s, c, "attack") and not (fav and A.cannot(s, c, "attack_favor"))]
    return out


def _can_attack(s: State, seat: int, kind: str, exclude: tuple[int, ...]) -> bool:
    """Whether `_attackers_for` would find one not in `exclude` (the same tests, stopping at the first found)."""
    checks = bool(A.STATIC_TITLES) or bool(s.lasting)
    fav = s.favor[0] == 1 - seat
    for c in s.players[seat].home:
        if c in exclude or s.bowed[c] or not LP.can_participate(s, c, kind):
            continue
        if checks and (A.cannot(s, c, "attack") or (fav and A.cannot(s, c, "attack_favor"))):
            continue
        return True
    return False


def _can_defend(s: State, seat: int, exclude: tuple[int, ...]) -> bool:
    """Whether `_defenders_for` would find one not in `exclude` (the same tests, stopping at the first found)."""
    cf = s.conflict
    assert cf is not None
    checks = bool(A.STATIC_TITLES) or bool(s.lasting)
    kind = cf["type"]
    evaded = cf["evaded"]
    for c in s.players[seat].home:
        if c in exclude or s.bowed[c] or c in evaded or not LP.can_participate(s, c, kind):
            continue
        if checks and A.cannot(s, c, "defend"):
            continue
        return True
    return False


def attackable(s: State, seat: int) -> list[int]:
    """The opponent's unbroken provinces; the stronghold province only once three others are broken (RR)."""
    q = s.players[1 - seat]
    broken = sum(1 for k in range(5) if q.broken[k] and k != q.sh_prov)
    return [k for k in range(5) if not q.broken[k] and (k != q.sh_prov or broken >= 3)]


def _any_attackable(s: State, seat: int) -> bool:
    """Whether `attackable(s, seat)` is not empty (the same test, no list built): an unbroken province other than the
    stronghold's, or the stronghold's once three others are broken (all four others are then broken or not)."""
    q = s.players[1 - seat]
    sh = q.sh_prov
    broken = 0
    for k in range(5):
        if k != sh:
            if not q.broken[k]:
                return True
            broken += 1
    return 0 <= sh < 5 and not q.broken[sh] and broken >= 3


def _declare(s: State, step: tuple[Any, ...]) -> Decision:
    seat: int = step[1]
    p = s.players[seat]
    opts = [PASS_CONFLICT]
    if _any_attackable(s, seat):
        free: list[int] = []  # (the rings that may be declared, read once for both types: their places, then fates)
        for k in range(2):
            kind = "military" if k == 0 else "political"
            if kind in p.types_used or not _can_attack(s, seat, kind, ()):
                continue
            if not free:
                rings = s.rings
                for i in range(len(ELEMENTS)):
                    e = ELEMENTS[i]
                    r = rings[e]
                    if r[1] < 0 and not (s.lasting and _no_declare_ring(s, seat, e)):
                        free.append(i)
                        free.append(r[0])
                if not free:
                    break
            for j in range(0, len(free), 2):
                opts.append(_ring_option(free[j], k, free[j + 1]))
    n = p.conflicts_left
    return Decision(seat, "conflict", _DECLARE_PROMPTS[n] if 0 <= n < len(_DECLARE_PROMPTS) else _declare_prompt(n),
                    tuple(opts))


def _no_declare_ring(s: State, seat: int, e: str) -> bool:
    for x in s.lasting:  # noqa: SIM110 (a loop: no generator)
        if x[0] == "no_declare_ring" and x[1] == seat and x[2] == e:
            return True
    return False


def _declare_prompt(n: int) -> str:
    return f"Declare a conflict ({n} {'opportunity' if n == 1 else 'opportunities'} left) or pass"


_DECLARE_PROMPTS: Final = tuple(_declare_prompt(n) for n in range(4))
# The ring options, made once for each (ring, type, fate on it): options are immutable (`Option`), and these are the
# same whatever the state but those three. Keyed by an int: (fate * 2 + type) * 5 + ring, the type 0 military,
# 1 political, the ring its place in `ELEMENTS`.
# 1 political, the ring its place in `ELEMENTS`: a list's place below 1000 (fate below 100: most games), a dict's
# key above.
_RING_OPTIONS: Final[dict[int, Option]] = {}
_RING_OPTS: Final[list[Option | None]] = [None] * 1000


def _ring_option(i: int, k: int, fate: int) -> Option:
    key = (fate * 2 + k) * 5 + i
    if 0 <= key < 1000:
        o = _RING_OPTS[key]
        if o is None:
            o = _RING_OPTS[key] = _new_ring_option(i, k, fate)
        return o
    o = _RING_OPTIONS.get(key)
    if o is None:
        if len(_RING_OPTIONS) > 1000:
            _RING_OPTIONS.clear()
        o = _RING_OPTIONS[key] = _new_ring_option(i, k, fate)
    return o


def _new_ring_option(i: int, k: int, fate: int) -> Option:
    e, kind = ELEMENTS[i], "military" if k == 0 else "political"
    return Option(f"ring:{e}:{kind}", f"Declare a {kind} conflict with the {e} ring"
                  + (f" ({fate} fate on it)" if fate else ""), {"ring": e, "type": kind})


@choice("declare")
def _declare_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    p = s.players[seat]
    s.stack.pop()
    p.conflicts_left -= 1
    if oid == "pass":
        if s.logging:
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


def _declare_province(s: State, step: tuple[Any, ...]) -> Decision:
    seat: int = step[1]
    q = s.players[1 - seat]
    made = LP.card_options(s)
    opts: list[Option] = []
    for k in attackable(s, seat):  # (each option made once for its province card, place, side and strength)
        c = q.provinces[k]
        n = -1
        if q.prov_faceup[k]:
            strength = province_strength(s, q.seat, k)
            if 0 <= strength < 40:
                n = ((strength + 1) * 2 + (1 if k == q.sh_prov else 0)) * 5 + k
        elif 0 <= k < 5:
            n = (1 if k == q.sh_prov else 0) * 5 + k
        key = LP.opt_key(LP.OPT_PROVINCE, c, n) if n >= 0 else -1
        o = made.get(key) if key >= 0 else None
        if o is None:
            o = Option(f"prov:{k}", _prov_label(s, q.seat, k), {"province": k})
            if key >= 0:
                made[key] = o
        opts.append(o)
    return Decision(seat, "province", "Which province do you attack?", tuple(opts))


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


def _declare_attackers(s: State, step: tuple[Any, ...]) -> Decision:
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    cf = s.conflict
    assert cf is not None
    last = _last_declared(s, "_declare_att", seat, chosen)
    if last is not None:  # the step just before was this one's, one character fewer chosen: the same candidates less it
        cards, copts = _less(last, chosen[-1])
    else:
        kind = cf["type"]
        cards = [c for c in _attackers_for(s, seat, kind) if c not in chosen]
        copts = _skill_options(s, cards, kind, LP.OPT_ATTACK)
    s.cache["_declare_att"] = _Declared(s, seat, chosen, cards, copts, "")
    opts = [_done_option(_DONE_ATTACKING, len(chosen), " attacking)"), *copts] if chosen else copts
    return Decision(seat, "attackers", "Declare attackers (at least one)", tuple(opts))


def _skill_options(s: State, cards: list[int], kind: str, what: int) -> list[Option]:
    """The options "Attack with X (skill)" (`LP.OPT_ATTACK`) or "Defend with X (skill)" (`LP.OPT_DEFEND`) of these
    characters, each made once for its card and skill (`LP.card_options`)."""
    made = LP.card_options(s)
    out: list[Option] = []
    for c in cards:
        n = skill(s, c, kind)
        key = LP.opt_key(what, c, n) if n is not None else -1
        o = made.get(key) if key >= 0 else None
        if o is None:
            if what == LP.OPT_ATTACK:
                o = Option(f"att:{c}", f"Attack with {s.title(c)} ({n})", {"card": c})
            else:
                o = Option(f"def:{c}", f"Defend with {s.title(c)} ({n})", {"card": c})
            if key >= 0:
                made[key] = o
        out.append(o)
    return out


# "Done (n attacking)", "Done (n defending)": made once for each n (`_done_option`)
_DONE_ATTACKING: Final[list[Option]] = []
_DONE_DEFENDING: Final[list[Option]] = []
_NO_DEFENDERS: Final = Option("done", "Declare no defenders")


def _done_option(made: list[Option], n: int, tail: str) -> Option:
    while len(made) <= n:
        made.append(Option("done", f"Done ({len(made)}{tail}"))
    return made[n]


class _Declared:
    """What a declaration step offered (`_declare_attackers`, `_declare_defenders`), remembered for the next one: the
    step that follows it, if it is the same declaration with one more character chosen, looks at the same state (the
    choice between them only reads it, and no step check runs before it while no lasting record one acts on is in
    play: `_no_step_check`), so it offers the same candidates less that character. Kept in `State.cache` (never
    saved or cloned); `tests/lcg/test_declare_caches.py` compares it with a fresh look at every declaration of random
    games."""

    __slots__ = ("steps", "ver", "seat", "chosen", "cards", "opts", "prompt", "quiet")

    def __init__(self, s: State, seat: int, chosen: tuple[int, ...], cards: list[int], opts: list[Option],
                 prompt: str) -> None:
        self.steps: int = s.steps
        self.ver: int = s.ver
        self.seat: int = seat
        self.chosen: tuple[int, ...] = chosen
        self.cards: list[int] = cards
        self.opts: list[Option] = opts
        self.prompt: str = prompt
        self.quiet: bool = _no_step_check(s)  # (no step check runs before the next step)


def _no_step_check(s: State) -> bool:
    """Whether `engine._run` runs no step check before the next step (none applies: `engine._step_checks_apply`)."""
    return not (s.lasting and STEP_CHECKS and _step_checks_apply(s))


def _last_declared(s: State, key: str, seat: int, chosen: tuple[int, ...]) -> _Declared | None:
    """The declaration the step just before offered, if this step is the same one with one more character chosen
    (from its candidates) and nothing could have changed the state since (`_Declared`)."""
    last: _Declared | None = s.cache.get(key)
    if last is None or last.steps != s.steps - 1 or not last.quiet or not _no_step_check(s) or last.seat != seat:
        return None
    n = len(last.chosen)
    if len(chosen) != n + 1 or chosen[:n] != last.chosen or chosen[n] not in last.cards:
        return None
    return last


def _one_more(s: State, key: str, seat: int, chosen: tuple[int, ...], new: tuple[int, ...]) -> int:
    """Whether another character could still be declared once `new` is chosen (`_can_attack`, `_can_defend`), read
    from the candidates the decision just made offered (`_Declared`): 1 or 0, -1 when not known from them (the
    choice does not follow that decision directly: another step or a counted change since). The same tests: the
    candidates are those passing them, less those chosen before; one more could be declared when one of them is not
    the one just chosen."""
    last: _Declared | None = s.cache.get(key)
    if last is None or last.steps != s.steps or last.ver != s.ver or last.seat != seat or last.chosen != chosen \
            or len(new) != len(chosen) + 1 or new[-1] not in last.cards:
        return -1
    x = new[-1]
    for c in last.cards:  # noqa: SIM110 (a loop: no generator)
        if c != x:
            return 1
    return 0


def _less(last: _Declared, c: int) -> tuple[list[int], list[Option]]:
    """The remembered candidates and their options, less the character just chosen."""
    cards: list[int] = []
    opts: list[Option] = []
    for i in range(len(last.cards)):
        if last.cards[i] != c:
            cards.append(last.cards[i])
            opts.append(last.opts[i])
    return cards, opts


@choice("declare_attackers")
def _declare_attackers_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    assert s.conflict is not None
    if oid != "done":
        new = (*chosen, int(oid.split(":")[1]))
        known = _one_more(s, "_declare_att", seat, chosen, new)
        if known >= 0:
            more = known == 1
        else:
            with A.query(s):  # (read only: the constant abilities worked out once)
                more = _can_attack(s, seat, s.conflict["type"], new)
        if more:  # (one more could attack: `_attackers_for` has more)
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
    p = s.players[int(cf["attacker"])]
    q = s.players[int(cf["defender"])]
    fate = s.rings[cf["ring"]][0]
    if fate:
        p.fate += fate
        s.rings[cf["ring"]][0] = 0
    k = cf["province"]
    if s.logging:
        s.say(f"{p.name} declares a {cf['type']} {cf['ring']} conflict against province {k + 1} with "
              + ", ".join(s.title(c) for c in cf["attackers"])
              + (f"; takes {fate} fate from the ring." if fate else "."))
    if not q.prov_faceup[k]:
        q.prov_faceup[k] = True
        s.ver += 1
        if s.logging:
            s.say(f"The attacked province is {s.title(q.provinces[k])} (strength {province_strength(s, q.seat, k)}).")
        A.fire(s, "revealed", q.seat, q.provinces[k])
    s.stack.append(("declared_events", fate))
    for c in list(cf["attackers"])[::-1]:
        if _covert_now(s, c):
            s.stack.append(("covert", cf["attacker"], c))


@handler("declared_events")
def _declared_events(s: State, step: tuple[Any, ...]) -> None:
    """Triggering conditions of the declaration (after covert): a conflict declared; a ring with fate selected."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    q = s.players[int(cf["defender"])]
    A.fire(s, "declared", cf["attacker"], q.provinces[cf["province"]], cf["ring"])  # card: the attacked province
    if step[1]:
        A.fire(s, "ring_fate", cf["attacker"], -1, cf["ring"])


def _covert_now(s: State, c: int) -> bool:
    """Covert, printed or gained, or gained during conflicts of a ring's element (a lasting effect)."""
    cf = s.conflict
    # (`has_keyword` asked only where it may be true: `primitives.may_have_keyword`)
    return (LP.may_have_keyword(s, c, "covert") and A.has_keyword(s, c, "covert")) \
        or (bool(s.lasting) and cf is not None and any(
        x[0] == "covert_in" and x[1] == c and x[2] == cf["ring"] for x in s.lasting))


@handler("covert")
def _covert(s: State, step: tuple[Any, ...]) -> Decision | None:
    seat: int = step[1]
    c: int = step[2]
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
        if s.logging:
            s.say(f"{s.title(d)} is evaded by covert.")


def _defenders_for(s: State, seat: int) -> list[int]:
    cf = s.conflict
    assert cf is not None
    out = [c for c in s.players[seat].home
           if not s.bowed[c] and LP.can_participate(s, c, cf["type"]) and c not in cf["evaded"]]
    if A.STATIC_TITLES or s.lasting:
        out = [c for c in out if not A.cannot(s, c, "defend")]
    return out


def _declare_defenders(s: State, step: tuple[Any, ...]) -> Decision:
    """3.2.1: any number of ready characters, or none."""
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    cf = s.conflict
    assert cf is not None
    last = _last_declared(s, "_declare_def", seat, chosen)
    if last is not None:  # the step just before was this one's, one character fewer chosen: the same candidates less it
        cards, copts = _less(last, chosen[-1])
        prompt = last.prompt
    else:
        kind = cf["type"]
        cards = [c for c in _defenders_for(s, seat) if c not in chosen]
        copts = _skill_options(s, cards, kind, LP.OPT_DEFEND)
        prompt = f"Declare defenders (attacking skill {total_skill(s, cf['attacker'])})"
    s.cache["_declare_def"] = _Declared(s, seat, chosen, cards, copts, prompt)
    if chosen and copts and any(A.cannot(s, a, "many_defenders") for a in cf["attackers"]):
        copts = []  # a constant ability: no more than one defender
    opts = [_done_option(_DONE_DEFENDING, len(chosen), " defending)") if chosen else _NO_DEFENDERS, *copts]
    return Decision(seat, "defenders", prompt, tuple(opts))


@choice("declare_defenders")
def _declare_defenders_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    seat: int = step[1]
    chosen: tuple[int, ...] = step[2]
    cf = s.conflict
    assert cf is not None
    if oid != "done":
        new = (*chosen, int(oid.split(":")[1]))
        known = _one_more(s, "_declare_def", seat, chosen, new)
        if known >= 0:
            more = known == 1
        else:
            with A.query(s):  # (read only: the constant abilities worked out once)
                more = _can_defend(s, seat, new)
        if more:  # (one more could defend: `_defenders_for` has more)
            s.stack[-1] = ("declare_defenders", seat, new)
            return
        chosen = new
    s.stack.pop()
    cf["defenders"] = list(chosen)
    for c in chosen:
        A.fire(s, "joins_conflict", seat, c)  # committed as a defender
    if s.logging:
        s.say(f"{s.players[seat].name} defends with " + (", ".join(s.title(c) for c in chosen) or "no one") + ".")


@handler("resolve")
def _resolve(s: State, step: tuple[Any, ...]) -> None:
    """3.2.3 compare skill (a tie goes to the attacker; a total of 0 cannot win); 3.2.4 unopposed; 3.2.5 break
    the province; 3.2.6 ring effect (a decision); 3.2.7 claim the ring; 3.2.8 return home."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    att: int = cf["attacker"]
    dfd: int = cf["defender"]
    a, d = total_skill(s, att), total_skill(s, dfd)
    winner = -1
    if a >= d and a >= 1:
        winner = att
    elif d > a and d >= 1:
        winner = dfd
    cf["winner"] = winner
    # RR Appendix I 3.2.4-3.2.5: unopposed and breaking are judged by the skill and participants "in step 3.2.3",
    # not after the reactions to the result (pride's honoring adds skill only after the conflict is won).
    atts: list[int] = cf["attackers"]  # (typed: compiled, list loops)
    dfds: list[int] = cf["defenders"]
    cf["won_by"], cf["opposed"] = a - d, bool(dfds)
    if s.logging:
        s.say(f"Conflict resolves: attacker {a}, defender {d}: "
              + (f"{s.players[winner].name} wins." if winner >= 0 else "no winner."))
    # Pride (RR keyword): honored after winning, dishonored after losing.
    if winner >= 0:
        proud = [c for c in atts + dfds  # (one whose status would change; the
                 if s.zone[c] == PLAY and  # keyword, read only, asked last)
                 (s.status[c] < 1 if s.controller[c] == winner else s.status[c] > -1)
                 and LP.may_have_keyword(s, c, "pride") and A.has_keyword(s, c, "pride")]
        items: list[tuple[tuple[Any, ...], str]] = [
            (("pride_one", c, winner), f"{s.title(c)} ({s.players[s.controller[c]].name}): "
                                       f"{'honor' if s.controller[c] == winner else 'dishonor'} it (pride)")
            for c in proud]
        for f in DELAYED_AT_RESULT:
            items += f(s, winner)
        loser = 1 - winner
        s.lasting.append(["lost", loser, "phase"])  # "while you have not lost a conflict this phase"
        s.ver += 1
        evs = [("won", winner, -1, cf["type"]), ("lost", loser, -1, cf["type"])]
        atts = cf["attackers"]  # (read again: the delayed effects above may have changed the conflict)
        dfds = cf["defenders"]
        for c in atts + dfds:
            side = "attacker" if c in atts else "defender"
            evs.append(("char_won" if s.controller[c] == winner else "char_lost", s.controller[c], c, side))
        if items and A._forced_answers(tuple(evs), "Reaction"):  # (a set lookup: no card looked at otherwise)
            items += _forced_at_result(s, tuple(evs))
        if items:
            # RR "Triggering Condition" 5-6 and "Nested Ability Sequences": the mandatory abilities (pride, the
            # delayed effects) resolve before the reaction window to the result opens, each of them completely, with
            # the interrupts and reactions to what it does (a character honored) nested inside; the result's
            # triggering conditions are raised once they are done (`result_events`), so that its window comes after
            s.stack.append(("result",))
            s.stack.append(("result_events", tuple(evs)))
            if len(items) >= 2:  # the first player orders them (`_pride_order`)
                s.stack.append(("pride_order", tuple(items), ()))
            else:  # one: it resolves at once (before 3.2.4)
                s.stack.append(items[0][0])
            return
        for ev in evs:  # (each four parts: called with them, not unpacked, compiled a direct call)
            A.fire(s, ev[0], ev[1], ev[2], ev[3])
    s.stack.append(("result",))


def _forced_at_result(s: State, evs: tuple[tuple[Any, ...], ...]) -> list[tuple[tuple[Any, ...], str]]:
    """The forced reactions to the conflict's result, ordered with pride and the delayed effects (RR "Forced": "If two
    or more forced and/or mandatory abilities (such as keywords) would initiate at the same moment, the first player
    determines the order"); each counts against its limit when it resolves, so the result's reaction window does not
    initiate it again."""
    return [(("forced_result", seat, c, i, evs[j]), f"{s.title(c)} ({s.players[seat].name}): "
                                                     f"{P.plan(A.abilities_of(s, c)[i]).text}")
            for seat, c, i, j in A._forced_now(s, evs, "Reaction")]


@handler("forced_result")
def _forced_result(s: State, step: tuple[Any, ...]) -> None:
    """One forced reaction to the result, in its turn: initiated if it still may be (RR "Forced": each one "must
    resolve completely before the next")."""
    _, seat, c, i, ev = step
    s.stack.pop()
    if any(x[:3] == (seat, c, i) for x in A._forced_now(s, (ev,), "Reaction")):
        A.start(s, seat, c, i, ev)


@handler("result_events")
def _result_events(s: State, step: tuple[Any, ...]) -> None:
    """The conflict's result as triggering conditions (RR "Triggering Condition" 6: its reaction window), raised
    after the mandatory abilities at the result and their nested sequences (`_resolve`)."""
    s.stack.pop()
    for ev in step[1]:  # (`_resolve`'s, each four parts)
        A.fire(s, ev[0], ev[1], ev[2], ev[3])


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
    if st[0] == "pride_one":
        return f"pride:{st[1]}"
    if st[0] == "forced_result":
        return f"forced:{st[2]}:{st[3]}"
    return "delayed:" + ":".join(str(x) for x in st[1:])


@handler("pride_one")
def _pride_one(s: State, step: tuple[Any, ...]) -> None:
    c: int = step[1]
    winner: int = step[2]
    s.stack.pop()
    if s.zone[c] == PLAY:
        (LP.honor_card if s.controller[c] == winner else LP.dishonor_card)(s, c)


@handler("result")
def _result(s: State, step: tuple[Any, ...]) -> None:
    """3.2.4-3.2.8, after the reaction window to the conflict's result."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    att: int = cf["attacker"]
    dfd: int = cf["defender"]
    winner: int = cf["winner"]
    won_by = cf["won_by"] if "won_by" in cf else total_skill(s, att) - total_skill(s, dfd)
    if winner == att:
        if not cf.get("opposed", bool(cf["defenders"])):  # 3.2.4: no participating defender in step 3.2.3
            s.say("The conflict is unopposed.")
            LP.lose_honor(s, dfd, 1, "(unopposed)")
            if s.result is not None:
                return
        k = cf["province"]
        q = s.players[dfd]
        s.stack.append(_RETURN_HOME)  # (pushed in turn, the last first: no list, no unpacked call)
        s.stack.append(_CLAIM)
        s.stack.append(("ring_effect", att))
        if won_by >= province_strength(s, dfd, k) and not q.broken[k]:  # 3.2.5; "when broken" interrupts first
            if not A.would(s, "province_broken", dfd, q.provinces[k], ("break", att, k)):
                s.stack.append(("break", att, k, 0))
        return
    s.stack.append(_RETURN_HOME)
    s.stack.append(_CLAIM)


_CLAIM: Final = ("claim",)  # (steps are immutable tuples: made once)
_RETURN_HOME: Final = ("return_home",)


@handler("break")
def _break(s: State, step: tuple[Any, ...]) -> None:
    """3.2.5: the province breaks (unless an interrupt cancelled it); the stronghold's: the game ends."""
    att: int = step[1]
    k: int = step[2]
    wid = step[3]
    s.stack.pop()
    if wid and not A.proceeds(s, wid):
        return
    cf = s.conflict
    q = s.players[1 - att]
    q.broken[k] = True
    s.ver += 1
    if s.logging:
        s.say(f"{s.players[att].name} breaks {s.title(q.provinces[k])}.")
    A.fire(s, "broke", att, q.provinces[k], cf["type"] if cf else "")
    if k == q.sh_prov:
        s.result = Result((att,), "conquest", f"{q.name}'s stronghold province is broken")
        if s.logging:
            s.say(f"{s.players[att].name} wins the game (the stronghold province is broken).")
        return
    if q.slots[k]:
        s.stack.append(("break_discard", att, k))


@handler("break_discard")
def _break_discard(s: State, step: tuple[Any, ...]) -> Decision | None:
    """3.2.5: "If the attacking player wins a conflict and breaks a province, he or she may immediately discard any
    dynasty card on that province. The card is replaced facedown": asked within the step, before the reactions to
    the break open (`engine.NO_FLUSH_STEPS`)."""
    seat: int = step[1]
    k: int = step[2]
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
    seat: int = step[1]
    k: int = step[2]
    s.stack.pop()
    if oid == "yes":
        c = s.players[1 - seat].slots[k][0]
        LP.discard_from_province(s, c)


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
    q = s.players[int(cf["defender"])]
    k = cf["province"]
    return q.prov_faceup[k] and not q.broken[k] and A.cancels_ring_effects(s, q.provinces[k])


@handler("ring_effect")
def _ring_effect(s: State, step: tuple[Any, ...]) -> Decision | None:
    """3.2.6: the attacker may resolve the contested ring's effect; cancelled by a card (Pilgrimage); replaced by a
    delayed effect (Display of Power: the losing defender resolves it as if he had won as the attacking player)."""
    seat: int = step[1]
    cf = s.conflict
    if len(step) == 2 and cf is not None:
        shown = [x for x in s.lasting if x[0] == "display"] if s.lasting else []
        if shown:
            if s.logging:
                s.say(f"Display of Power: the ring effect is cancelled; {s.players[shown[0][1]].name} resolves it.")
            seat = shown[0][1]
            s.stack[-1] = ("ring_effect", seat, cf["ring"], "display")
            step = s.stack[-1]
        if _ring_cancelled(s):
            if s.logging:
                s.say(f"{s.title(s.players[cf['defender']].provinces[cf['province']])} cancels the ring effect.")
            s.stack.pop()
            return None
    e = step[2] if len(step) > 2 else (cf["ring"] if cf is not None else "")
    chars = [c for p in s.players for c in p.home]
    opts = [_SKIP_RING]
    # Appendix III (Display of Power and Seeker of Knowledge): resolving it for the defender, he chooses among the
    # contested ring's elements too
    elements = contested_elements(s) if (len(step) <= 2 or step[3:] == ("display",)) and cf is not None else [e]
    for e in elements:  # RR "Ring Effects": a ring with multiple elements: the player chooses among them
        if e == "air":
            opts += _AIR_OPTIONS
        elif e == "earth":
            opts.append(_EARTH_OPTION)
        elif e == "fire":
            for c in chars:
                if s.status[c] < 1:
                    opts.append(_ring_card_option(s, LP.OPT_FIRE_HONOR, c))
                if s.status[c] > -1:
                    opts.append(_ring_card_option(s, LP.OPT_FIRE_DISHONOR, c))
        elif e == "water":
            for c in chars:
                if s.bowed[c]:
                    opts.append(_ring_card_option(s, LP.OPT_WATER_READY, c))
                elif s.fate_on[c] == 0:
                    opts.append(_ring_card_option(s, LP.OPT_WATER_BOW, c))
        elif e == "void":
            for c in chars:
                if s.fate_on[c] > 0:
                    opts.append(_ring_card_option(s, LP.OPT_VOID, c))
    if len(opts) == 1:
        s.stack.pop()
        return None
    return Decision(seat, "ring", f"Resolve the {'/'.join(elements)} ring's effect?", tuple(opts))


_SKIP_RING: Final = Option("skip", "Do not resolve the ring effect")  # (the ring effects' options: made once)
_AIR_OPTIONS: Final = [Option("air:take", "Take 1 honor from your opponent"), Option("air:gain", "Gain 2 honor")]
_EARTH_OPTION: Final = Option("earth", "Draw 1 card; your opponent discards 1 card at random")


def _ring_card_option(s: State, what: int, c: int) -> Option:
    """A ring effect's option on a character (fire, water, void), made once for each (`LP.card_options`)."""
    made = LP.card_options(s)
    key = LP.opt_key(what, c, 0)
    o = made.get(key) if key >= 0 else None
    if o is None:
        t = s.title(c)
        if what == LP.OPT_FIRE_HONOR:
            o = Option(f"fire:{c}:honor", f"Honor {t}", {"card": c})
        elif what == LP.OPT_FIRE_DISHONOR:
            o = Option(f"fire:{c}:dishonor", f"Dishonor {t}", {"card": c})
        elif what == LP.OPT_WATER_READY:
            o = Option(f"water:{c}:ready", f"Ready {t}", {"card": c})
        elif what == LP.OPT_WATER_BOW:
            o = Option(f"water:{c}:bow", f"Bow {t} (no fate on it)", {"card": c})
        else:
            o = Option(f"void:{c}", f"Remove 1 fate from {t}", {"card": c})
        if key >= 0:
            made[key] = o
    return o


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
    seat: int = step[1]
    s.stack.pop()
    p, q = s.players[seat], s.players[1 - seat]
    parts = oid.split(":")
    if parts[0] == "skip":
        return
    if oid == "air:take":
        n = min(1, q.honor)
        q.honor -= n
        p.honor += n
        if s.logging:
            s.say(f"Air: {p.name} takes {n} honor from {q.name}.")
        LP.check_victory(s)
    elif oid == "air:gain":
        LP.gain_honor(s, seat, 2, "(air)")
    elif oid == "earth":
        LP.draw(s, seat, 1)
        if q.hand:
            c = q.hand[s.rng.below(len(q.hand))]
            q.hand.remove(c)
            s.zone[c] = CONF_DISCARD
            q.conf_discard.append(c)
            if s.logging:
                s.say(f"Earth: {q.name} discards {s.title(c)} at random.")
    elif parts[0] == "fire":
        c = int(parts[1])
        (LP.honor_card if parts[2] == "honor" else LP.dishonor_card)(s, c)
    elif parts[0] == "water":
        c = int(parts[1])
        s.bowed[c] = parts[2] == "bow"
        if s.logging:
            s.say(f"Water: {s.title(c)} {'bows' if parts[2] == 'bow' else 'readies'}.")
        if parts[2] == "bow":
            A.fire(s, "bowed", s.controller[c], c, "ring")
    else:
        c = int(parts[1])
        s.fate_on[c] -= 1
        if s.logging:
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
        if s.logging:
            s.say(f"{s.players[cf['winner']].name} claims the {cf['ring']} ring.")
        A.fire(s, "claimed", cf["winner"], -1, cf["ring"])


@handler("return_home")
def _return_home(s: State, step: tuple[Any, ...]) -> None:
    """3.2.8: each ready participating character bows and returns home."""
    s.stack.pop()
    cf = s.conflict
    assert cf is not None
    atts: list[int] = cf["attackers"]  # (typed: compiled, list loops)
    dfds: list[int] = cf["defenders"]
    for c in atts + dfds:
        if s.zone[c] == PLAY and not ((s.lasting or A.STATIC_TITLES) and A.no_bow(s, c, cf)):
            s.bowed[c] = True
    for f in END_OF_CONFLICT:  # lasting effects that act when the conflict ends
        f(s)
    q = s.players[int(cf["defender"])]
    A.fire(s, "conflict_resolved", cf["attacker"], q.provinces[cf["province"]],
           "broke" if q.broken[cf["province"]] else "")
    s.conflict = None
    s.ver += 1
    A.expire(s, "conflict")


@handler("favor")
def _favor(s: State, step: tuple[Any, ...]) -> Decision | None:
    """3.4: the glory count; the winner claims the Imperial Favor and sets its side; a tie leaves it as it is. The count
    is made (and logged) once: the step then names the winner, so a game resumed at this decision logs nothing again."""
    w: int
    if len(step) > 1:
        w = step[1]
    else:
        a, b = glory_count(s, 0), glory_count(s, 1)
        if s.logging:
            s.say(f"Glory count: {s.players[0].name} {a}, {s.players[1].name} {b}.")
        if a == b:
            s.stack.pop()
            return None
        w = 0 if a > b else 1
        if A.seat_cannot(s, w, "have_favor"):  # "Your opponents cannot have the Imperial Favor"
            if s.logging:
                s.say(f"{s.players[w].name} cannot have the Imperial Favor.")
            s.stack.pop()
            return None
        s.stack[-1] = ("favor", w)
    return Decision(w, "favor", "Claim the Imperial Favor: which side?", _FAVOR_OPTIONS)


_FAVOR_OPTIONS: Final = (Option("favor:military", "Military"), Option("favor:political", "Political"))


@choice("favor")
def _favor_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    w: int = step[1]
    s.favor = [w, oid.split(":")[1]]
    if s.logging:
        s.say(f"{s.players[w].name} claims the Imperial Favor ({s.favor[1]}).")


HANDLERS["ring_effect_of"] = HANDLERS["ring_effect"]
CHOICES["ring_effect_of"] = CHOICES["ring_effect"]


# The declarations only read the state to build their decisions: while one runs, the constant abilities, blanked
# cards and skills are worked out once (`ability.query`). (Written out, not a wrapper made by a function: compiled,
# each calls its handler directly; the handlers are registered only here, undecorated: a decorated function is called
# through its Python object.)
def _declare_q(s: State, step: tuple[Any, ...]) -> Decision | None:
    with A.query(s):
        return _declare(s, step)


def _declare_province_q(s: State, step: tuple[Any, ...]) -> Decision | None:
    with A.query(s):
        return _declare_province(s, step)


def _declare_attackers_q(s: State, step: tuple[Any, ...]) -> Decision | None:
    with A.query(s):
        return _declare_attackers(s, step)


def _declare_defenders_q(s: State, step: tuple[Any, ...]) -> Decision | None:
    with A.query(s):
        return _declare_defenders(s, step)


READ_ONLY: Final[dict[str, Handler]] = {"declare": _declare_q, "declare_province": _declare_province_q,
                                        "declare_attackers": _declare_attackers_q,
                                        "declare_defenders": _declare_defenders_q}
HANDLERS.update(READ_ONLY)
