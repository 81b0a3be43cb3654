"""Triggered traits and reactions (CR "Triggered traits", EE "Reaction"): the index of which cards listen to
which event, `emit` starting the traits an event triggers, reaction windows, delayed effects, Rings' conditions
working from hand, and the effects that start when a card is focused."""

from __future__ import annotations

from typing import Any

from rokugan.ability.words import Ability, Compound, If, May
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import listing, usability
from .flow import choice, handler
from .interp import CONDS, DEFS, DESIGNATORS, PLAYER, Ctx, _entries, is_interrupt, source_name, word_at
from .state import (
    DYN_DISCARD,
    FOCUS,
    HAND,
    PLAY,
    PREGAME,
    PROVINCE,
    RESOLVING,
    State,
)

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
    from .rule_triggers import REFERS_TO_EVENT
    REFERS_TO_EVENT.clear()
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


def emit(s: State, event: str, card: int, seat: int, collect: bool = False, **info: Any) -> list[dict[str, Any]]:
    """Raise a named event; triggered traits listening to it start (CR "Triggered traits": mandatory,
    they work while bowed, from cards in play, or the card itself for its own entering play). The triggered traits
    that started (empty: none); `primitives.lose_honor` looks among them for substitutions. `collect`: return the
    triggered traits without starting them (a destruction's, ordered with its other triggered effects:
    `rule_triggers`)."""
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
    if collect:
        return pending
    if len(pending) == 1:
        _start_trait(s, pending[0])
    elif pending:
        # CR "Timing Conflicts" C: traits triggered at the same point; the active player orders them.
        s.stack.append(("trait_order", tuple(pending)))
    return pending


def order_or_start(s: State, got: tuple[dict[str, Any], ...]) -> None:
    """CR "Timing Conflicts" C: triggered effects of one point (rulebook effects and traits, `rule_triggers`) happen
    at once when they are the same effect, otherwise in the order the active player chooses."""
    from .rule_triggers import same_effects
    if same_effects(got):  # all rulebook effects (applied now) or all traits (pushed: the last pushed starts first)
        for e in (got if got[0]["kind"] == "rule" else reversed(got)):
            _start_trait(s, e)
        return
    s.stack.append(("trait_order", got))


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
            allowed = listing.DESIGNATOR_FOR_ROUND["reaction"]
            if any(usability.usable(s, seat_c, c, ab, "reaction", allowed)
                   for ab in d.abilities if "Reaction" in ab.designators):
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
    if event == "action_resolved" and is_interrupt(a):
        # CR "Interrupt actions": "after the action resolves" means the interrupted one
        target = usability.interrupted(x.s)
        if target is not None:
            who = f"action:{next(k for k, b in enumerate(x.s.actions) if b is target)}"
    if who.startswith("card:entering"):  # "after he enters play": the card the interrupted action brings into play
        slots = (*slots, ("entering", (listing.entering_card(x.s),)))
    from .vocab_players import dishonorable_sources
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
    from rokugan.ability.words import Triggered
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
