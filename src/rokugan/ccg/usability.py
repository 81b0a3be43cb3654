"""Whether one ability may be used now: CR "Using abilities" (designators, ability keywords, once per turn, the
location rules), its costs and targets available (the good-faith rule: an action needs its required targets),
and what an ability paid."""

from __future__ import annotations

from typing import Any

from rokugan.ability.words import Ability, Cond, If, Ref, Sel, Word
from rokugan.catalog import cards as T

from . import ability_steps, listing, triggered
from . import primitives as P
from .flow import can_pay
from .interp import DEFS, GRANTED, PLAYER, Ctx, is_interrupt, select, use_key
from .state import (
    DYN_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    HOME,
    PLAY,
    PREGAME,
    PROVINCE,
    State,
)
from .statics import ONE_PER_TURN


def usable(s: State, seat: int, c: int, ab: Ability, rtype: str, allowed: tuple[str, ...]) -> bool:
    """CR "Using abilities", the designators and ability keywords."""
    if not any(dsg in allowed for dsg in ab.designators):
        return False
    if rtype == "interrupt" and c < PLAYER and s.zone[c] not in (PLAY, PREGAME) and s.facts[c].type not in \
            (T.STRATEGY, T.RING, T.EVENT):
        # CR "Using abilities", EXCEPTION: "Interrupt abilities on a card out of play may be taken if they Interrupt
        # the action that brings the card into play" (and only those: the card's other abilities wait for play)
        if c not in listing.entering_cards(s):
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
    if "Reaction" in ab.designators and (rtype != "reaction" or not triggered.reaction_trigger_met(s, seat, c, ab)):
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
                s.ruleset == "emperor" and "Home" not in ab.keywords
                and listing.moves_itself_here(ab.steps, zone == PLAY)):
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
            elif not has_presence(s, seat) and not listing.location_exception(s, ab, rtype):
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
                    if uses >= sum(1 for k, h in listing.granted_abilities(s, seat) if k == key and h == c):
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
    moved = listing.location_exception(s, ab, rtype)
    if moved and not listing.moves_itself_here(ab.steps, s.zone[c] == PLAY if c < PLAYER else False):
        from .actions import has_presence
        if not has_presence(s, seat) and not listing.presence_by_moving(s, seat, c, kind, key, idx, ab, rtype):
            return False  # EE "Rules of Location", Exception: Presence met only with a unit of yours moved there
    # EE "D. Required Targeting": "Choose required targets of the action, in the order mentioned in the constraints
    # block. You must be able to choose all legal targets mentioned in order to take the action. Targeting is not
    # required if it uses the word "may"" ("E. Pay Costs": a target the constraints block bows must be unbowed)
    for w in getattr(ab, "costs", ()):
        if isinstance(w, Target) and not w.optional and w.chooser == "you" and not refers_to_slots(w.selector):
            found = select(x, listing.here_anyway(x, w)[0], targeting=w.targeting)  # type: ignore[attr-defined]
            cands = ability_steps.cost_payers(s, ab, w.slot, found)
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
            if refers_to_slots(w.selector):
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


def refers_to_slots(sel: Sel) -> bool:
    return any(isinstance(arg, Word) for _, arg in sel.filters)


def interrupted(s: State) -> dict[str, Any] | None:
    """The action an Interrupt is played to: the newest action that is not itself an Interrupt."""
    for a in reversed(s.actions):
        if not is_interrupt(a) and a["kind"] != "t":
            return a
    return None
