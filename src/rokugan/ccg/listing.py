"""Which abilities a player may use now: additional actions (CR "Additional action"), the sources of abilities
(cards in play, Stronghold, Sensei, hand, granted abilities), the options offered at an action window, and the
cards entering play whose abilities commit them (recruit, equip)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from rokugan.ability.words import Ability, Compound, Ref, Sel, Word
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import triggered, usability
from .flow import choice, handler
from .interp import DEFS, DESIGNATORS, GRANTED, PLAYER, Ctx, ability_of, select
from .state import (
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    PLAY,
    PREGAME,
    State,
)


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
    from .action_start import start_action
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
            if usability.usable(s, seat, c, ab, rtype, allowed) and usability.good_faith(
                    s, seat, c, "a", s.facts[c].id, idx, ab, rtype):
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
    act = usability.interrupted(s)
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
            if usability.usable(s, seat, c, ab, rtype, allowed) and usability.good_faith(
                    s, seat, c, "a", s.facts[c].id, idx, ab, rtype):
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
        if usability.usable(s, seat, holder, ab, rtype, allowed) and usability.good_faith(
                s, seat, holder, "g", key, 0, ab, rtype):
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


def here_anyway(x: Ctx, w: Any) -> Any:
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
        if w.slot in slots and not usability.refers_to_slots(w.selector):
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
    act = usability.interrupted(s)
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
            if kinds & attack_kinds(ab.steps) and usability.usable(s, seat, c, ab, act["rtype"], allowed):
                out.append(Option(f"ab:{c}:a:{idx}:combine", f"Combine {s.title(c)}: {ab.text()}",
                                  {"card": c, "ability": idx, "combine": True}))
    return out


def granted_abilities(s: State, seat: int) -> Iterable[tuple[str, int]]:
    from .statics import GrantsAbility, _applies, _sources
    if triggered.STATIC_SOURCES_ANY[0]:
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
    act = usability.interrupted(s)
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
    act = usability.interrupted(s)
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


def hosts_for_committed(x: Ctx, slot: str, cands: list[int]) -> list[int]:
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
    act = usability.interrupted(s)
    if act is None or act["vars"].get("entering", -1) >= 0:
        return
    if _equip_word(ability_of(act)) is not None:
        act["vars"]["commit:equip"] = c
        return
    found = _recruit_target(ability_of(act))
    if found is not None:
        act["vars"][f"commit:{found[0]}"] = c
