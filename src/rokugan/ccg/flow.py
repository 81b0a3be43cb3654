"""The rules flow as data: a stack of steps, run until a player must decide.

Each step is a tuple ``(kind, *args)`` of plain values. ``HANDLERS[kind](state, step)`` either returns
the pending Decision (the step stays on the stack until answered) or changes the state and the stack
and returns None. ``CHOICES[kind](state, step, option_id)`` applies an answer. Modules add their steps
with the ``handler``/``choice`` decorators.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rokugan.core.decision import Decision, Option
from rokugan.core.game import Result

from . import primitives as P
from . import stats
from .state import DYN_DISCARD, HOME, PLAY, PROVINCE, RESOLVING, State
from .statics import GOLD_FOR, PRODUCE_BONUS, StatMod, _sources, hand_size

Handler = Callable[[State, tuple[Any, ...]], Decision | None]
Choice = Callable[[State, tuple[Any, ...], str], None]
HANDLERS: dict[str, Handler] = {}
CHOICES: dict[str, Choice] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    def deco(f: Handler) -> Handler:
        HANDLERS[kind] = f
        return f
    return deco


def choice(kind: str) -> Callable[[Choice], Choice]:
    def deco(f: Choice) -> Choice:
        CHOICES[kind] = f
        return f
    return deco


def run(s: State) -> Decision | None:
    """Advance until a decision is pending or the game is over."""
    while s.result is None:
        check_standing_rules(s)
        if s.result is not None:
            break
        if not s.stack:
            raise AssertionError("the rules flow ran out of steps")
        step = s.stack[-1]
        s.steps_this_turn += 1
        if s.steps_this_turn > s.caps.max_steps_per_turn:
            end_game(s, Result((), "step cap", f"more than {s.caps.max_steps_per_turn} steps in turn {s.turn}"))
            break
        d = HANDLERS[step[0]](s, step)
        if d is not None:
            check_standing_rules(s)  # a step that ended the game (or crossed a victory line) asks nothing more
            return d if s.result is None else None
    return None


def apply(s: State, option_id: str) -> None:
    step = s.stack[-1]
    s.decisions += 1
    CHOICES[step[0]](s, step, option_id)


def replace_top(s: State, step: tuple[Any, ...]) -> None:
    s.stack[-1] = step


def end_game(s: State, result: Result) -> None:
    if s.result is None:
        s.result = result
        if result.winners:
            s.say(f"{', '.join(s.players[w].name for w in result.winners)} wins: {result.reason} victory."
                  + (f" {result.detail}" if result.detail else ""))
        else:
            s.say(f"The game ends in a draw: {result.reason}" + (f" ({result.detail})." if result.detail else "."))


# ------------------------------------------------------------------------------ standing rules
def _pool_facts(s: State) -> tuple[bool, tuple[int, ...]]:
    """Once per game: can any Chi be at most zero without an effect (a printed Chi of 0 or less, an Item
    lowering Chi), and which instances are Rings."""
    cache = s._pool
    if cache is None or cache[0] != len(s.facts):
        risky = any((f.type == "personality" and (f.chi or 0) <= 0) or
                    (f.type in ("item", "follower") and (f.chi or 0) < 0) for f in s.facts)
        rings = tuple(c for c, f in enumerate(s.facts) if f.type == "ring")
        cache = s._pool = (len(s.facts), risky, rings)
    return cache[1], cache[2]


def check_standing_rules(s: State) -> None:
    """Rules checked after every step: Chi death, military loss, enlightenment."""
    risky, rings = _pool_facts(s)
    if risky or s.modifiers and chi_lowered(s) or _sources(s, StatMod, "chi"):
        from .statics import prevented
        emperor = s.ruleset == "emperor"
        for p in s.players:
            for c in p.home:
                if s.facts[c].type == "personality" and stats.chi(s, c) <= 0:
                    # CR "Chi Death Rule": "only continuous effects work against Chi death (for example, 'This
                    # Personality will not be destroyed.')"; EE "Personality": "If a Personality's Chi is ever
                    # zero, destroy him immediately. This destruction will not be negated."
                    if not emperor and prevented(s, c, "destroyed"):
                        continue
                    s.say(f"{s.title(c)} has 0 Chi and dies (Chi Death Rule).")
                    if P.destroy(s, c, unpreventable=emperor):
                        return check_standing_rules(s)
    alive = [p for p in s.players if not p.lost]
    for p in alive:
        if not any(p.province_alive):
            p.lost = True  # CR "Military loss/victory"
            s.say(f"{p.name} has no Provinces left and loses.")
    alive = [p for p in s.players if not p.lost]
    if len(alive) == 1 and len(s.players) > 1:
        loser_reasons = "military"
        end_game(s, Result((alive[0].seat,), loser_reasons))
        return
    if s.ruleset == "emperor":
        # EE "Dishonor Victory": "If a player's Family Honor ever becomes -20 or below, the player loses the game
        # at the beginning of his or her next End Phase, even if he or she returns to -19 or higher"
        for p in alive:
            if p.honor <= -20 and not dishonor_pending(s, p.seat):
                s.granted.append((PLAYER_KEY + p.seat, "dishonor_pending", "game"))
                s.say(f"{p.name} has fallen to {p.honor} Honor and will lose at the beginning of their next "
                      "End Phase.")
        return  # EE "Enlightenment Victory" is checked at the start of a turn
    in_play = [c for c in rings if s.zone[c] == PLAY]
    if len(in_play) < 5:
        return
    for p in alive:
        elements = set()
        for c in in_play:
            if s.controller[c] != p.seat:
                continue
            f = s.facts[c]
            for e in ("Air", "Earth", "Fire", "Water", "Void"):
                if f.has_keyword(e):
                    elements.add(e)
        if len(elements) == 5:  # CR "Enlightenment victory"
            end_game(s, Result((p.seat,), "enlightenment"))
            return


PLAYER_KEY = 1_000_000  # interp.PLAYER: a player's entry in lists of card effects


def dishonor_pending(s: State, seat: int) -> bool:
    return any(g[0] == PLAYER_KEY + seat and g[1] == "dishonor_pending" for g in s.granted)


def chi_lowered(s: State) -> bool:
    """Is any effect changing a Chi now? (Otherwise Chi is the printed value plus continuous traits.)"""
    return any(m[1] == "chi" for m in s.modifiers)


def next_seat(s: State, seat: int) -> int:
    n = len(s.players)
    for k in range(1, n + 1):
        q = (seat + k) % n
        if not s.players[q].lost:
            return q
    return seat


def opponents(s: State, seat: int) -> list[int]:
    return [p.seat for p in s.players if p.seat != seat and not p.lost]


# ------------------------------------------------------------------------------ the turn
@handler("start_turn")
def _start_turn(s: State, step: tuple[Any, ...]) -> None:
    p = s.players[s.active]
    s.turn += 1
    s.steps_this_turn = 0
    if s.turn > s.caps.max_turns:
        end_game(s, Result((), "turn cap", f"the game passed {s.caps.max_turns} turns"))
        return
    for q in s.players:
        q.used = []  # CR "Using abilities": once per turn, for every player (not only the active one)
    s.say(f"— Turn {s.turn}: {p.name} (Honor {p.honor}) —")
    if p.honor >= 40:  # CR "Honor victory": start your turn on 40 or more
        end_game(s, Result((p.seat,), "honor"))
        return
    emperor = s.ruleset == "emperor"
    if emperor and enlightened(s, p.seat, own_text=True):
        # EE "Enlightenment Victory": "You win if you start your turn controlling five Rings with five different
        # element keywords ..., each of which last entered play by its own text."
        end_game(s, Result((p.seat,), "enlightenment"))
        return
    s.stack[-1] = ("end_turn",)
    s.stack.append(("dynasty_phase",))
    s.stack.append(("attack_choice",))
    s.stack.append(("action_phase",))
    if emperor:  # EE "The Turn Sequence": Straighten, Events, Action, Attack, Dynasty and End Phases
        s.stack.append(("events_phase",))
        s.stack.append(("straighten_phase",))
    from .triggered import emit
    emit(s, "turn_started", -1, s.active)  # "after your next turn begins" (delayed effects, traits)
    return


@handler("action_phase")
def _action_phase(s: State, step: tuple[Any, ...]) -> None:
    # CR "Action Phase": straighten all the active player's bowed cards, reveal the provinces.
    # (The Emperor Edition does both in phases of their own, before this one.)
    s.phase = "action"
    if s.ruleset != "emperor":
        straighten_all(s, s.active)
        reveal_provinces(s, s.active)
    s.stack[-1] = ("end_phase", "action")
    s.stack.append(("round", "action", s.active, 0))


def straighten_all(s: State, seat: int) -> None:
    p = s.players[seat]
    from .statics import prevented
    for c in P.in_play(s, seat):
        if s.bowed[c] and not prevented(s, c, "straighten"):
            s.bowed[c] = False
            P.end_while_bowed(s, c)
    if p.stronghold >= 0:
        s.bowed[p.stronghold] = False
    if p.sensei >= 0:
        s.bowed[p.sensei] = False


@handler("straighten_phase")
def _straighten_phase(s: State, step: tuple[Any, ...]) -> None:
    """EE "1. Straighten Phase": "you straighten all your bowed cards, including your Stronghold"."""
    s.phase = "straighten"
    s.stack.pop()
    straighten_all(s, s.active)


@handler("events_phase")
def _events_phase(s: State, step: tuple[Any, ...]) -> None:
    """EE "2. Events Phase": from the leftmost province to the right, turn its card face up; an Event is taken
    out and resolves, then is discarded (the province refilled face down); a Region attaches to its province
    (one per province; otherwise discarded); a Celestial enters play in your home, discarding your other
    Celestials. Holdings and Personalities stay."""
    s.phase = "events"
    s.stack.pop()
    seat = s.active
    p = s.players[seat]
    for i, pr in enumerate(p.provinces):
        if not p.province_alive[i]:
            continue
        for c in list(pr):
            if not s.face_up[c]:
                s.face_up[c] = True
                s.say(f"{p.name} reveals {s.title(c)} in province {i + 1}.")
            kind = s.facts[c].type
            if kind in ("event", "region", "celestial"):
                ee_reveal(s, seat, c, i)


def ee_reveal(s: State, seat: int, c: int, i: int) -> None:
    """What an Event, Region or Celestial does when revealed in a province (EE "2. Events Phase")."""
    from .interp import DEFS
    from .triggered import emit
    p = s.players[seat]
    kind = s.facts[c].type
    P.leave_province(s, c)
    if kind == "event":
        s.zone[c] = RESOLVING
        if s.facts[c].id in DEFS:
            emit(s, "event_revealed", c, seat)  # its effects resolve now (a declared card listens to this)
        else:
            s.say(f"{s.title(c)} resolves (its effects are not implemented) and is discarded.")
        s.zone[c] = DYN_DISCARD
        p.dyn_discard.append(c)
    elif kind == "region":
        if any(s.zone[r] == PLAY and s.facts[r].type == "region" and s.province_of[r] == i for r in p.home):
            s.zone[c] = DYN_DISCARD  # "Provinces will not attach more than one Region"
            p.dyn_discard.append(c)
            s.say(f"{s.title(c)} cannot attach to province {i + 1} and is discarded.")
        else:
            P.enter_play(s, seat, c)
            s.bowed[c] = False
            s.province_of[c] = i
            s.say(f"{s.title(c)} attaches to province {i + 1}.")
    else:  # a Celestial: "discard any other Celestials you control, then put it into play in your home"
        for o in list(p.home):
            if s.facts[o].type == "celestial":
                p.home.remove(o)
                P.discard_from_play(s, o)
                s.say(f"{s.title(o)} is discarded.")
        P.enter_play(s, seat, c)
        s.bowed[c] = False
        s.say(f"{s.title(c)} enters play.")
    P.refill(s, seat, i)


def enlightened(s: State, seat: int, own_text: bool = False) -> bool:
    """Five Rings of five different element keywords in play under this player's control (EE: each of which
    last entered play by its own text)."""
    _, rings = _pool_facts(s)
    elements: set[str] = set()
    for c in rings:
        if s.zone[c] != PLAY or s.controller[c] != seat:
            continue
        if own_text and not any(g[0] == c and g[1] == "entered_by_own_text" for g in s.granted):
            continue
        f = s.facts[c]
        elements.update(e for e in ("Air", "Earth", "Fire", "Water", "Void") if f.has_keyword(e))
    return len(elements) == 5


def reveal_provinces(s: State, seat: int) -> None:
    p = s.players[seat]
    for i, pr in enumerate(p.provinces):
        for c in list(pr):
            if not s.face_up[c]:
                s.face_up[c] = True
                s.say(f"{p.name} reveals {s.title(c)} in province {i + 1}.")
                celestial_revealed(s, seat, c, i)


def celestial_revealed(s: State, seat: int, c: int, i: int) -> None:
    """EE "2. Events Phase": "Celestials enter play any time they are revealed in a province, not just the Events
    Phase" (a province refilled face up, a card turned face up by an effect)."""
    if s.ruleset == "emperor" and s.facts[c].type == "celestial" and s.zone[c] == PROVINCE and s.face_up[c]:
        ee_reveal(s, seat, c, i)


@handler("end_phase")
def _end_phase(s: State, step: tuple[Any, ...]) -> None:
    if len(step) < 3:  # "before this phase ends": delayed effects first
        s.stack[-1] = (*step[:2], "ending") if len(step) == 2 else ("end_phase", "", "ending")
        from .triggered import emit
        emit(s, "phase_ending", -1, s.active)
        return
    # CR "Paying Gold Costs": unspent Gold in the pool disappears at the end of each phase.
    for p in s.players:
        p.gold_pool = 0
    s.modifiers = [m for m in s.modifiers if m[3] != "phase"]
    s.granted = [g for g in s.granted if g[2] != "phase"]
    s.stack.pop()


@handler("dynasty_phase")
def _dynasty_phase(s: State, step: tuple[Any, ...]) -> None:
    s.phase = "dynasty"
    s.stack[-1] = ("end_phase", "dynasty")
    s.stack.append(("round", "dynasty", s.active, 0))
    if s.ruleset == "emperor":  # an event for Dynasty Phase triggers (Dragon's Breath Castle)
        from .triggered import emit
        emit(s, "dynasty_phase_started", -1, s.active)


@handler("end_turn")
def _end_turn(s: State, step: tuple[Any, ...]) -> None:
    # CR "Drawing and discarding Fate cards": draw one, then discard down to the maximum hand size.
    s.phase = "end"
    seat = s.active
    p = s.players[seat]
    if len(step) == 1 and s.ruleset == "emperor" and dishonor_pending(s, seat):
        p.lost = True  # EE "Dishonor Victory": at the beginning of his or her next End Phase
        s.say(f"{p.name} fell to -20 Honor or below and loses at the beginning of the End Phase.")
        alive = [q for q in s.players if not q.lost]
        if len(alive) == 1:
            end_game(s, Result((alive[0].seat,), "dishonor"))
            return
    if len(step) == 1:
        s.stack[-1] = ("end_turn", "draw")
        from .triggered import emit
        emit(s, "turn_ending", -1, seat)  # "draw an additional card when this turn ends"
        return
    if step[1] == "draw":
        P.draw_fate(s, seat)
        s.stack[-1] = ("end_turn", "discarded")
        if len(p.hand) > hand_size(s, seat):
            s.stack.append(("discard_to_max", seat))
        return
    if p.honor <= -20 and s.ruleset != "emperor":  # CR "Dishonor loss/victory": at the end of his or her turn
        p.lost = True
        s.say(f"{p.name} ends the turn at {p.honor} Honor and loses.")
        alive = [q for q in s.players if not q.lost]
        if len(alive) == 1:
            end_game(s, Result((alive[0].seat,), "dishonor"))
            return
    s.modifiers = [m for m in s.modifiers if m[3] not in ("turn", "phase")]
    s.granted = [g for g in s.granted if g[2] not in ("turn", "phase")]
    if s.delayed:  # "after the next time (this turn) ...": unfired, it lapses with the turn
        s.delayed = [d for d in s.delayed if not d[1].endswith(";turn")]
    # the turn's memory ends with it; who went first is the game's (TF "Courtesy": "if you went first this game")
    s.memo = {"went_first": s.memo["went_first"]} if "went_first" in s.memo else {}
    p.turns_taken += 1
    s.active = next_seat(s, seat)
    s.stack[-1] = ("start_turn",)
    return


@handler("discard_to_max")
def _discard_to_max(s: State, step: tuple[Any, ...]) -> Decision | None:
    seat = step[1]
    p = s.players[seat]
    limit = hand_size(s, seat)  # CR "Maximum hand size": a stat cards may change
    if len(p.hand) <= limit:
        s.stack.pop()
        return None
    opts = tuple(Option(f"discard:{c}", f"Discard {s.title(c)}", {"card": c}) for c in p.hand)
    return Decision(seat, "discard", f"Discard down to {limit} cards ({len(p.hand)} in hand)", opts)


@choice("discard_to_max")
def _discard_to_max_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    P.discard_from_hand(s, int(oid.split(":")[1]))


# ------------------------------------------------------------------------------ action rounds
ROUND_NAMES = {"action": "Action Phase", "engage": "Engage Segment", "battle": "Combat Segment",
               "dynasty": "Dynasty Phase", "naval": "Naval Invasion",
               "interrupt": "Interrupts", "reaction": "Reactions"}


def round_actors(s: State, rtype: str) -> int:
    """How many players take part (CR "Action Rounds"); the Dynasty Phase is the active player's."""
    if rtype in ("dynasty", "naval"):
        return 1
    return sum(1 for p in s.players if not p.lost)


@handler("round")
def _round(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, rtype, to_act, passes = step
    if passes >= round_actors(s, rtype):
        s.stack.pop()  # CR: after all players pass consecutively, the action round ends
        return None
    from .actions import available_actions
    opts = available_actions(s, to_act, rtype)
    label = "Pass" if rtype != "dynasty" else "End the Dynasty Phase"
    options = (Option("pass", label, {}), *opts)
    name = ROUND_NAMES[rtype]
    if rtype == "interrupt":  # say which action may be interrupted (its player ability, or its card)
        from .interp import PLAYER, RULEBOOK
        from .usability import interrupted
        act = interrupted(s)
        if act is not None:
            who = s.players[act["seat"]].name
            what = RULEBOOK[act["def"]].words if act["kind"] == "p" else \
                (s.title(act["src"]) if act["src"] < PLAYER else "an ability")
            name = f"Interrupts to {who}'s {what}"
    return Decision(to_act, "action", f"{name}: take an action or pass", options)


@choice("round")
def _round_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, rtype, to_act, passes = step
    if oid == "pass":
        if rtype == "naval":
            s.stack.pop()  # CR "Naval": passing does not count toward ending the round
            return
        replace_top(s, ("round", rtype, next_seat(s, to_act), passes + 1))
        return
    if rtype == "naval":
        s.stack.pop()  # the Naval opportunity is used; the Combat Segment round follows
    else:  # CR "Dynasty Phase": only the active player acts in it
        replace_top(s, ("round", rtype, to_act if rtype == "dynasty" else next_seat(s, to_act), 0))
    from .action_start import start_action
    start_action(s, to_act, rtype, oid)


# ------------------------------------------------------------------------------ paying gold
def gold_sources(s: State, seat: int) -> list[int]:
    """Unbowed cards that can bow to produce Gold: the Stronghold and gold-producing Holdings."""
    p = s.players[seat]
    out = []
    if p.stronghold >= 0 and not s.bowed[p.stronghold] and stats.gold_production(s, p.stronghold) > 0:
        out.append(p.stronghold)
    for c in p.home:
        f = s.facts[c]
        if f.type == "holding" and not s.bowed[c] and (f.gold_production or "gold_restricted" in f.extra
                                                        or "gold_only_for" in f.extra or f.id in GOLD_FOR
                                                        or f.id in PRODUCE_BONUS):
            out.append(c)
    if p.stronghold >= 0 and s.facts[p.stronghold].id in ONCE_PER_GAME_GOLD and \
            not any(g[0] == ONCE_GOLD_KEY + seat and g[1] == "once_gold_used" for g in s.granted):
        out.append(ONCE_GOLD_KEY + seat)  # "you may, once per game, produce 2 Gold" (no card bows)
    from .vocab_ee2 import reaction_gold_sources
    out += reaction_gold_sources(s, seat)  # a Stronghold's Gold-producing Reaction (Library of Rebirth)
    return out


ONCE_GOLD_KEY = 3_000_000  # a player's once-per-game Gold, offered as a source among the cards
REACTION_GOLD_KEY = 4_000_000  # a player's Gold-producing Reaction (Library of Rebirth), offered the same way
ONCE_PER_GAME_GOLD: dict[str, int] = {}  # Stronghold side id -> Gold it may produce once per game (statics)


def source_gold(s: State, c: int, paying_for: int) -> tuple[int, bool]:
    """(amount, restricted) the source produces when paying for card `paying_for` (-1: no card).

    CR "Paying Gold Costs", EXCEPTION: Gold that may only pay for certain costs is tracked separately
    and its excess disappears after the payment. Catalog facts (see rokugan.catalog.import_ccg):
    ``gold_alt`` {gold, clan}: more Gold for a player of that clan; {gold, paying_for}: more Gold, only
    for such a card; ``gold_only_for`` / ``gold_restricted`` {gold, paying_for}: Gold only for such a
    card. Where a Holding offers both, the larger amount for this payment is produced."""
    if c >= REACTION_GOLD_KEY:
        from .vocab_ee2 import reaction_gold
        return reaction_gold(s, c, paying_for), True
    if c >= ONCE_GOLD_KEY:
        p = s.players[c - ONCE_GOLD_KEY]
        return ONCE_PER_GAME_GOLD.get(s.facts[p.stronghold].id, 0), False
    f = s.facts[c]
    base = stats.gold_production(s, c)
    if f.id in GOLD_FOR and paying_for >= 0:
        best, restricted = base, False
        for amount, phrase in GOLD_FOR[f.id]:
            if _matches(s.facts[paying_for], phrase):
                g = stats.gold_cost(s, paying_for) if amount is None else amount
                if g > best:
                    best, restricted = g, True
        if best > base:
            return best, restricted
    if not f.extra:
        return base, False
    best, restricted = base, False
    alt = f.extra.get("gold_alt")
    target = s.facts[paying_for] if paying_for >= 0 else None
    if isinstance(alt, dict):
        if "clan" in alt and s.players[s.controller[c]].clan == alt["clan"]:
            best = max(best, int(alt["gold"]) + (base - (f.gold_production or 0)))
        elif "paying_for" in alt and target is not None and _matches(target, str(alt["paying_for"])) \
                and int(alt["gold"]) > best:
            best, restricted = int(alt["gold"]), True
    for key in ("gold_only_for", "gold_restricted"):
        only = f.extra.get(key)
        if isinstance(only, dict) and target is not None and _matches(target, str(only["paying_for"])) \
                and int(only["gold"]) > best:
            best, restricted = int(only["gold"]), True
    return best, restricted


def _matches(f: Any, phrase: str) -> bool:
    """Does a card answer to a phrase such as "Nonhuman", "Jade card", "Armor, Mine, or Weapon"?"""
    words = phrase.replace(" or ", ",").replace(" and ", ",").split(",")
    for w in words:
        parts = [x for x in w.strip().split() if x.lower() not in ("a", "an", "card", "action", "single")]
        if not parts:
            continue
        word = parts[-1].rstrip("s") if parts[-1].lower().endswith("s") and len(parts[-1]) > 4 else parts[-1]
        # qualifiers before the noun: "a Human Shugenja" (CR "Human": without the Nonhuman keyword),
        # "a Unique Personality"
        if "Human" in parts[:-1] and f.has_keyword("Nonhuman"):
            continue
        if "Unique" in parts[:-1] and not f.has_keyword("Unique"):
            continue
        if f.type == word.lower() or f.has_keyword(word) or f.has_keyword(parts[-1]) or word in f.clans:
            return True
        if word.lower() == "attachment" and f.type in ("item", "follower", "spell"):
            return True
    return False


def produce_bonus(s: State, seat: int, c: int) -> int:
    """The Gold a Holding may add as it produces ("you may give it +1GP (this turn) and lose 2 Honor"); a Courtesy
    trait is not applied for the player who went first this game (Twenty Festivals "Courtesy")."""
    trait = PRODUCE_BONUS.get(s.facts[c].id) if c < ONCE_GOLD_KEY else None
    if trait is None:
        return 0
    from .statics import heading_holds
    if trait.heading and not heading_holds(s, seat, trait.heading):
        return 0
    return int(trait.effect.gp)


def can_pay(s: State, seat: int, amount: int, paying_for: int = -1) -> bool:
    if amount <= 0:
        return True
    total = s.players[seat].gold_pool
    for c in gold_sources(s, seat):
        total += source_gold(s, c, paying_for)[0] + produce_bonus(s, seat, c)
        if total >= amount:
            return True
    return total >= amount


def push_payment(s: State, seat: int, amount: int, paying_for: int = -1) -> None:
    """Push the Pay Costs step (CR "Action Sequence" B). The step below it resolves once paid."""
    s.stack.append(("pay", seat, amount, paying_for, 0))


@handler("pay")
def _pay(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, amount, paying_for, restricted = step
    p = s.players[seat]
    if restricted + p.gold_pool >= amount:
        use_r = min(restricted, amount)
        p.gold_pool -= amount - use_r  # restricted gold is spent first; its excess disappears
        s.stack.pop()
        if amount > 0:
            s.say(f"{p.name} pays {amount} Gold.")
        if s.ruleset == "emperor" and p.gold_pool:
            # EE "Paying Gold Costs": "Gold produced by a single source must all be spent to pay for one cost.
            # Extra Gold does not carry over to other purchases."
            s.say(f"{p.name} loses {p.gold_pool} unspent Gold.")
            p.gold_pool = 0
        return None
    opts = []
    for c in gold_sources(s, seat):
        g, _ = source_gold(s, c, paying_for)
        if g > 0 and c >= REACTION_GOLD_KEY:
            opts.append(Option(f"gold:{c}", f"Produce {g} Gold (Reaction of {s.title(p.stronghold)})", {"gold": g}))
        elif g > 0 and c >= ONCE_GOLD_KEY:
            opts.append(Option(f"gold:{c}", f"Produce {g} Gold (once per game, {s.title(p.stronghold)})",
                               {"gold": g}))
        elif g > 0:
            opts.append(Option(f"gold:{c}", f"Bow {s.title(c)} for {g} Gold", {"card": c, "gold": g}))
        if produce_bonus(s, seat, c):
            bonus = PRODUCE_BONUS[s.facts[c].id].effect
            opts.append(Option(f"gold:{c}:bonus", f"Bow {s.title(c)} for {g + bonus.gp} Gold and lose "
                               f"{bonus.honor_loss} Honor", {"card": c, "gold": g + bonus.gp}))
    if not opts:
        raise AssertionError("a payment was started that cannot be completed (Good Faith)")
    have = restricted + p.gold_pool
    return Decision(seat, "pay", f"Pay {amount} Gold (you have {have})", tuple(opts))


@choice("pay")
def _pay_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, amount, paying_for, restricted = step
    c = int(oid.split(":")[1])
    g, is_restricted = source_gold(s, c, paying_for)
    if c >= REACTION_GOLD_KEY:
        from .vocab_ee2 import use_reaction_gold
        use_reaction_gold(s, c, g)
    elif c >= ONCE_GOLD_KEY:
        s.granted.append((c, "once_gold_used", "game"))
        s.say(f"{s.players[seat].name} produces {g} Gold (once per game).")
    else:
        P.bow(s, c)
        s.memo[f"produced:{c}"] = 1  # "a Holding that has not produced Gold this turn"
        if paying_for >= 0:
            s.memo[f"paid_for:{c}"] = paying_for  # "if this Holding bowed to produce Gold to Recruit ..."
        if oid.endswith(":bonus"):  # "you may give it +1GP (this turn) and lose 2 Honor" as it produces
            bonus = PRODUCE_BONUS[s.facts[c].id].effect
            from .vocab_effects import give
            give(s, c, "gold_production", bonus.gp, "turn", "")
            g += bonus.gp
            # the player's own Holding: CR "Honor Requirement" (no waiver from Honor lost to one's own cards)
            P.lose_honor(s, seat, bonus.honor_loss, f"for {s.title(c)}", by_own_card=s.owner[c] == seat)
    if is_restricted:
        replace_top(s, ("pay", seat, amount, paying_for, restricted + g))
    else:
        s.players[seat].gold_pool += g


# ------------------------------------------------------------------------------ generic selection
def cards_in_provinces(s: State, seat: int, face_up: bool | None = True) -> list[int]:
    out = []
    for i, pr in enumerate(s.players[seat].provinces):
        if not s.players[seat].province_alive[i]:
            continue
        for c in pr:
            if s.zone[c] == PROVINCE and (face_up is None or s.face_up[c] == face_up):
                out.append(c)
    return out


def at_home(s: State, c: int) -> bool:
    return s.zone[c] == PLAY and s.location[c] == HOME
