"""The rulebook's player abilities (CR "Action Sequence"): their own sequence (announce, the Interrupt round, effects,
the end that cards react to) and their resolution: Recruit, Cycle, Equip, Lobby, the Favor, Kharmic, Cavalry,
Proclaim, Courage, Naval Invasion, Dynasty Discard, Tactical Advantage, Legacy: the steps and the choices of their
effects."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rokugan.ability.words import Ability
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import stats
from .actions import (
    ACTION_LISTERS,
    battlefield,
    has_presence,
    kharmic_cards,
    legacy_holdings,
    other_players,
    recruit_cost,
)
from .flow import CHOICES, HANDLERS, cards_in_provinces, choice, handler, push_payment, replace_top
from .state import HAND, HOME, PLAY, PROVINCE, RESOLVING, State

# ------------------------------------------------------------------------------ the action sequence of player abilities
# CR "Action Sequence": every action, a player ability's too ("saying which card or player ability he is using"),
# is announced, its targets chosen and costs paid (B), then "Gives all players a chance to play Interrupts to the
# action" (C), then resolves (D). TF "Actions": Interrupts are announced "during another action—either yours or
# another player's—at the point after costs are paid". A player ability in progress is an action on s.actions like
# a card's (kind "p"), so Interrupts see it: "the action", its designator and keywords, and the changes they make
# to it (negated, "cannot move Personalities").
RULEBOOK: dict[str, Ability] = {  # also interp.RULEBOOK
    "cycle": Ability(("Limited",), words="Cycle"),
    "equip": Ability(("Open",), keywords=("Repeatable",), gold="*", words="Equip"),
    "lobby": Ability(("Limited",), keywords=("Political",), words="Lobby"),
    "favor": Ability(("Limited",), keywords=("Favor", "Political"), words="Rulebook Favor Limited"),
    "favor_battle": Ability(("Battle",), keywords=("Favor", "Political"), words="Rulebook Favor Battle"),
    "kharmic": Ability(("Limited",), keywords=("Repeatable",), gold=2, words="Kharmic"),
    "cavalry": Ability(("Engage",), keywords=("Absent",), words="Cavalry"),
    "naval": Ability(("Engage",), words="Naval Invasion"),
    "tactical": Ability(("Battle",), keywords=("Tactical",), words="Tactical Advantage"),
    "reserve": Ability(("Battle",), keywords=("Absent", "Repeatable"), gold="*", words="Reserve (Recruit)"),
    "reserve_equip": Ability(("Battle",), keywords=("Repeatable",), gold="*", words="Reserve (Equip)"),
    "recruit": Ability(("Dynasty",), keywords=("Repeatable",), gold="*", words="Recruit"),
    "ddiscard": Ability(("Dynasty",), keywords=("Repeatable",), words="Dynasty Discard"),
    "legacy": Ability(("Dynasty",), words="Legacy"),
    "proclaim": Ability(("Reaction",), words="Proclaim"),
    "courage": Ability(("Interrupt",), keywords=("Courage", "Repeatable"), words="Courage"),
}


def _register() -> None:
    from . import interp
    interp.RULEBOOK.update(RULEBOOK)


def rulebook_action(s: State, seat: int, name: str, rtype: str, effects: list[tuple[Any, ...]],
                    targets: tuple[int, ...] = (), pay: tuple[int, int] | None = None, entering: int = -1,
                    performer: int = -1, proclaim: bool = False) -> None:
    """Push a player ability's remaining steps: its Gold (B), the Interrupt step (C), its effects in order (D).
    `entering`: the card the action brings into play (CR "Using abilities": its own Interrupts may be taken to this
    action); `performer`: the Personality who performs it (Tactical Advantage); `proclaim`: CR "Proclaim":
    "Proclaiming gives the Proclaim keyword to the recruiting action"."""
    s.stack.append(("rb_end",))
    s.stack.append(("rb_effects", tuple(effects)))
    s.stack.append(("rb_begin", seat, name, rtype, tuple(targets), entering, performer, 1 if proclaim else 0))
    if pay is not None:
        push_payment(s, seat, pay[0], pay[1])


_register()


@handler("rb_begin")
def _rb_begin(s: State, step: tuple[Any, ...]) -> None:
    _, seat, name, rtype, targets, entering, performer, proclaim = step
    from .interp import PLAYER
    s.actions.append({"seat": seat, "src": PLAYER + seat, "kind": "p", "def": name, "idx": 0, "rtype": rtype,
                      "stage": "interrupts", "queue": (), "slots": {"t0": tuple(targets)},
                      "vars": {"entering": entering, "performer": performer, "proclaim": proclaim}, "ok": True,
                      "flags": ()})
    if s.ruleset == "emperor":  # the Emperor Edition rules have no Interrupt step (Reactions instead)
        s.stack.pop()
        return
    # CR "Action Rounds": "Interrupt Step: All players may take Interrupt Actions. The active player has the first
    # opportunity to act." It opens whoever holds an Interrupt (opening it only then would reveal a hand).
    s.stack[-1] = ("round", "interrupt", s.active, 0)


@handler("rb_effects")
def _rb_effects(s: State, step: tuple[Any, ...]) -> None:
    """CR "Action Sequence" D: the effects in order, unless an Interrupt negated the action (CR "Negate an
    action": its effects do not happen)."""
    s.stack.pop()
    act = rulebook_record(s)
    if act is not None and "negated" in act["flags"]:
        s.say(f"The {RULEBOOK[act['def']].words} action's effects are negated.")
        return
    for st in reversed(step[1]):
        s.stack.append(st)


@handler("rb_end")
def _rb_end(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    assert s.actions and s.actions[-1]["kind"] == "p", "actions resolve last in, first out"
    i = len(s.actions) - 1
    a = s.actions.pop()
    if s.ruleset == "emperor":
        return  # EE: only Tactical Advantage's resolution is a point in time cards react to (_tactical)
    # the action has resolved: an Interrupt's "after the action resolves", traits "after a Political action resolves"
    from .triggered import emit
    ab = RULEBOOK[a["def"]]
    words = [*ab.keywords, *(("Proclaim",) if a["vars"].get("proclaim") else ())]
    emit(s, "action_resolved", int(a["vars"].get("performer", -1)), int(a["seat"]),
         kinds=",".join(k.lower() for k in words), index=i, rtype=str(a["rtype"]), moved_in=0,
         moved=",".join(str(c) for c in a["vars"].get("moved_cards", ())),
         destroyed=",".join(str(c) for c in a["vars"].get("destroyed_cards", ())))


@handler("rb_call")
def _rb_call(s: State, step: tuple[Any, ...]) -> None:
    _, fname, seat, c, data = step
    s.stack.pop()
    RESOLVERS[fname](s, seat, c, data)


def rulebook_record(s: State) -> dict[str, Any] | None:
    """The player ability resolving now (the newest on s.actions), if the newest action is one."""
    if s.actions and s.actions[-1]["kind"] == "p":
        return s.actions[-1]
    return None


def rulebook_may_move(s: State) -> bool:
    """An Interrupt's "The action cannot move Personalities" on the player ability resolving now."""
    act = rulebook_record(s)
    return act is None or "no_move" not in act["flags"]


# ------------------------------------------------------------------------------ resolving
@handler("recruit")
def _recruit(s: State, step: tuple[Any, ...]) -> None:
    """CR "Recruit": the paid card enters play (bowed if a Holding); Proclaim adds its Personal Honor."""
    _, seat, c, proclaim, location = step
    s.stack.pop()
    if s.zone[c] != PROVINCE:  # it left its province meanwhile: the Recruit fails
        return
    _, i = P.leave_province(s, c)
    if location != HOME and s.battle is None:
        location = HOME
    emperor = s.ruleset == "emperor"
    if not emperor:
        # CR "Provinces": "effects triggered by the card leaving the Province or entering play resolve first. Then,
        # if the Province still holds fewer than its maximum number of cards, it is refilled"
        s.stack.append(("refill", seat, i))
    P.enter_play(s, seat, c, location)
    f = s.facts[c]
    if f.has_keyword("Fortification") and i >= 0:
        s.province_of[c] = i
    s.say(f"{s.players[seat].name} recruits {f.title}.")
    if proclaim == 1:  # CR "Proclaim": the Personality's Personal Honor
        P.gain_honor(s, seat, stats.stat(s, c, "personal_honor"), f"by Proclaiming {f.title}")
    if emperor:
        s.stack.append(("refill", seat, i))  # after "After you Recruit this ..." traits (Famous Bazaar)
    from .triggered import emit
    emit(s, "recruited", c, seat, province=i, in_battle=1 if location != HOME else 0,
         proclaimable=1 if proclaim == 2 else 0)
    return


@handler("refill")
def _refill_step(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    P.refill(s, step[1], step[2])


def overlay(s: State, seat: int, new: int, old: int) -> None:
    """CR "Experienced": the new card replaces the old, keeping its states, effects and attachments;
    the old card is removed from the game without leaving play. Overlaying is not Recruiting."""
    _, i = P.leave_province(s, new)
    p = s.players[seat]
    idx = p.home.index(old)
    p.home[idx] = new
    s.zone[new] = PLAY
    s.face_up[new] = True
    s.controller[new] = seat
    for attr in ("bowed", "dishonored", "location", "resilient_used"):
        getattr(s, attr)[new] = getattr(s, attr)[old]
    s.attached[new] = s.attached[old]
    s.attached[old] = ()
    for a in s.attached[new]:
        s.attached_to[a] = new
    s.modifiers = [(new, *m[1:]) if m[0] == old else m for m in s.modifiers]
    s.granted = [(new, *g[1:]) if g[0] == old else g for g in s.granted]  # its ongoing effects (keywords, "cannot")
    if s.battle:
        s.battle["been_attacking"] = [new if x == old else x for x in s.battle["been_attacking"]]
    s.zone[old] = 7  # REMOVED
    s.location[old] = HOME
    s.bowed[old] = False
    p.removed.append(old)
    s.say(f"{p.name} overlays {s.title(new)} onto {s.title(old)}.")
    P.refill(s, seat, i)


@handler("cycle")
def _cycle(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, chosen = step
    opts = [Option(f"cycle:{c}", f"Cycle {s.title(c)}", {"card": c})
            for c in cards_in_provinces(s, seat) if c not in chosen]
    if chosen:
        opts.insert(0, Option("done", f"Done ({len(chosen)} chosen)"))
    if not opts:
        s.stack.pop()
        return None
    return Decision(seat, "cycle", "Cycle: choose face-up cards in your Provinces", tuple(opts))


@choice("cycle")
def _cycle_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    if oid != "done":
        replace_top(s, ("cycle", seat, (*chosen, int(oid.split(":")[1]))))
        if len(chosen) + 1 < len(cards_in_provinces(s, seat)):
            return
        chosen = (*chosen, int(oid.split(":")[1]))
    s.stack.pop()
    p = s.players[seat]
    # CR "Cycle": put them on the bottom of your deck in any order (the order chosen), refill,
    # then turn all cards in your Provinces face up.
    for c in chosen:
        _, i = P.leave_province(s, c)
        s.zone[c] = 0  # DYN_DECK
        s.face_up[c] = False
        P.forget(s, c)  # CR "Card Memory Rule": out of play and face down
        p.dyn_deck.append(c)
    s.say(f"{p.name} cycles {len(chosen)} card(s): {', '.join(s.title(c) for c in chosen)}.")
    P.refill_all(s, seat)
    from .flow import reveal_provinces
    reveal_provinces(s, seat)


# Generic selection: ("select", seat, purpose, candidates, data)
RESOLVERS: dict[str, Callable[[State, int, int, tuple[Any, ...]], None]] = {}
PROMPTS: dict[str, str] = {
    "lobby": "Lobby: choose an unbowed Personality with Personal Honor to bow",
    "favor_discard": "Favor: choose a card to discard",
    "kharmic": "Kharmic: choose a Kharmic card in your hand or Provinces",
    "equip_target": "Equip: choose the Personality",
    "bequip_target": "Equip (Battle): choose your unbowed opposed Shugenja",
    "cavalry": "Cavalry: choose your unbowed Cavalry Personality to move here",
    "tactical_discard": "Tactical Advantage: choose a card to discard",
    "favor_battle": "Favor: choose an attacking enemy Personality to move home",
    "legacy_remove": "Legacy: choose a card in your hand to remove from the game",
    "legacy_find": "Legacy: choose the Legacy Holding to Recruit",
}


Resolver = Callable[[State, int, int, tuple[Any, ...]], None]


def resolver(purpose: str) -> Callable[[Resolver], Resolver]:
    def deco(f: Resolver) -> Resolver:
        RESOLVERS[purpose] = f
        return f
    return deco


def _select(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, purpose, cands, data = step
    if not cands and purpose in LAZY_CANDIDATES:  # an effect's choice, made as it resolves
        cands = tuple(LAZY_CANDIDATES[purpose](s, seat))
        replace_top(s, ("select", seat, purpose, cands, data))
    if not cands:
        s.stack.pop()  # CR "Action Sequence" D: no legal target, the effects stop
        return None
    opts = tuple(Option(f"sel:{c}", _sel_label(s, seat, c), {"card": c}) for c in cands)
    return Decision(seat, "target", PROMPTS.get(purpose, purpose), opts)


def _sel_label(s: State, seat: int, c: int) -> str:
    f = s.facts[c]
    where = {HAND: "in hand", PROVINCE: "in a province"}.get(s.zone[c], "")
    if f.type == T.PERSONALITY and s.zone[c] == PLAY:
        return f"{f.title} ({stats.force(s, c)}F/{stats.chi(s, c)}C)"
    return f"{f.title}{(' ' + where) if where else ''}"


def _select_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, purpose, cands, data = step
    c = int(oid.split(":")[1])
    if c not in cands:
        raise AssertionError("not a candidate")
    s.stack.pop()
    RESOLVERS[purpose](s, seat, c, data)


HANDLERS["select"] = _select
CHOICES["select"] = _select_choice
LAZY_CANDIDATES: dict[str, Callable[[State, int], list[int]]] = {
    "kharmic": lambda s, seat: kharmic_cards(s, seat),
    "favor_discard": lambda s, seat: list(s.players[seat].hand),
    "tactical_discard": lambda s, seat: list(s.players[seat].hand),
    "legacy_remove": lambda s, seat: list(s.players[seat].hand),
}


@resolver("lobby")
def lobby_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """CR "Lobby": "bow your target unbowed Personality ... to take the Imperial Favor" (targeted at announcement)."""
    rulebook_action(s, seat, "lobby", "action", [("rb_call", "lobby_do", seat, c, ())], targets=(c,))


@resolver("lobby_do")
def _lobby(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PLAY and P.bow(s, c):  # "bow ... to take": the Favor is taken only if he bowed
        P.take_favor(s, seat)
        from .triggered import emit
        emit(s, "lobbied", c, seat)


@resolver("favor_discard")
def _favor_discard(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    # CR "Imperial Favor": ""Discard the Imperial Favor to ..." ... discarding the Favor can happen only if you control
    # it": the Favor and the card are discarded to draw; without the Favor (an Interrupt took it), no draw
    had = s.favor == seat
    if had:
        P.discard_favor(s)
    P.discard_from_hand(s, c)
    if had or s.ruleset == "emperor":
        P.draw_fate(s, seat)
    else:
        s.say(f"{s.players[seat].name} no longer controls the Imperial Favor: no card is drawn.")
    favor_resolved(s, seat)


def favor_resolved(s: State, seat: int) -> None:
    """Count the turn's resolved Favor actions (Ring of Air's condition) and raise the event."""
    key = f"favor:{seat}"
    s.memo[key] = int(s.memo.get(key, 0)) + 1
    from .triggered import emit
    emit(s, "favor_resolved", -1, seat)


@resolver("kharmic")
def _kharmic(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == HAND:
        P.discard_from_hand(s, c)
        P.draw_fate(s, seat)
    else:
        P.discard_from_province(s, c, refill_after=True, face_up_refill=True)


@resolver("equip_target")
def _equip_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """CR "Equip": "Repeatable Open, Gold star: Attach an attachment card ... to your target Personality"; Reserve's
    Equip likewise (a Battle action). The target is chosen, the Gold paid, then the Interrupt step."""
    a, name, rtype = data
    rulebook_action(s, seat, name, rtype, [("equip", seat, a, c)], targets=(c,), pay=(stats.gold_cost(s, a), a),
                    entering=a)


@resolver("bequip_target")
def _bequip_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """EE "Equip (Battle)": attach the Spell, paying all costs; "You may take an additional action to use a
    Battle ability on that Spell"."""
    a = data[0]
    s.stack.append(("additional", seat, "battle", (a,), False))
    s.stack.append(("equip", seat, a, c))
    push_payment(s, seat, stats.gold_cost(s, a), a)


@handler("equip")
def _equip(s: State, step: tuple[Any, ...]) -> None:
    _, seat, a, c = step
    s.stack.pop()
    if s.zone[a] != HAND or s.zone[c] != PLAY or not P.can_attach(s, a, c):
        s.say(f"The Equip of {s.title(a)} fails.")
        return
    s.players[seat].hand.remove(a)
    P.attach(s, a, c)
    s.say(f"{s.players[seat].name} equips {s.title(a)} to {s.title(c)}.")
    from .triggered import emit
    emit(s, "equipped", a, seat)  # "After you Equip this ..." (the Equip procedure, not a plain attach)
    return


@resolver("cavalry")
def _cavalry_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    rulebook_action(s, seat, "cavalry", "engage", [("rb_call", "cavalry_do", seat, c, ())], targets=(c,))


@resolver("cavalry_do")
def _cavalry(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PLAY and rulebook_may_move(s) and P.move(s, c, battlefield(s)):
        s.say(f"{s.title(c)} rides to the battlefield (Cavalry).")


@resolver("proclaim")
def _proclaim(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """EE "Proclaim": "Gain Honor equal to his base Personal Honor" (printed, not raised by effects)."""
    P.gain_honor(s, seat, stats.printed(s, c, "personal_honor"), f"by Proclaiming {s.title(c)}")


def _ee_proclaim(s: State, seat: int) -> list[Option]:
    """EE "Proclaim": "Reaction: After you bring a Personality in your province with your Clan alignment into play
    without Clan discount, if it is your turn: Gain Honor equal to his base Personal Honor." Offered in the Reaction
    round after such a Recruit (`_recruit` marks it), once per turn (EE "Check Conditions")."""
    ctxs = s.memo.get("reaction_ctx")
    if s.ruleset != "emperor" or not ctxs:
        return []
    ctx = ctxs[-1]
    if ctx["event"] != "recruited" or not ctx.get("proclaimable") or ctx["event_seat"] != seat or seat != s.active \
            or s.players[seat].proclaimed_turn == s.turn:
        return []
    c = int(ctx["event_card"])
    ph = stats.printed(s, c, "personal_honor")
    return [Option(f"proclaim:{c}", f"Proclaim: gain {ph} Honor for bringing {s.title(c)} into play", {"card": c})]


ACTION_LISTERS["reaction"].append(_ee_proclaim)


def _courage(s: State, seat: int) -> list[Option]:
    """CR "Courage": "All players have the following ability relevant to the Courage keyword. Repeatable Courage
    Interrupt: Discard a Courage card from your hand to give one of the action's Fear effects either +2 or -2
    strength." (Offered in the Interrupt step of an action with a Fear effect; the Emperor rules have no Courage.)"""
    if s.ruleset == "emperor" or not s.actions:
        return []
    from .interp import ability_of
    from .listing import attack_kinds, unstoppable_for
    from .usability import interrupted
    act = interrupted(s)
    if act is None or act["kind"] == "p" or "fear" not in attack_kinds(ability_of(act).steps):  # type: ignore[attr-defined]
        return []
    if unstoppable_for(s, seat):
        return []
    if battlefield(s) >= 0 and not has_presence(s, seat):
        return []  # CR "Actions in Battle": the Rule of Presence applies to Interrupts too
    out: list[Option] = []
    seen: set[str] = set()
    for c in s.players[seat].hand:
        if P.kw(s, c, "Courage") and s.facts[c].id not in seen:
            seen.add(s.facts[c].id)
            for n in (2, -2):
                out.append(Option(f"courage:{c}:{n}", f"Courage: discard {s.title(c)} to give the Fear {n:+d} strength",
                                  {"card": c}))
    return out


ACTION_LISTERS["interrupt"].append(_courage)


@resolver("courage_do")
def _courage_do(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    from .usability import interrupted
    if s.zone[c] != HAND:
        return  # "discard ... to give": without the discard, no change to the Fear
    P.discard_from_hand(s, c)
    act = interrupted(s)
    if act is not None:
        act["flags"] = (*act["flags"], f"strength:{int(data[0])}")
        s.say(f"The Fear gets {int(data[0]):+d} strength (Courage).")


@resolver("naval")
def _naval(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    assert s.battle is not None
    s.battle["naval"] = seat
    s.say(f"{s.players[seat].name} declares a Naval Invasion.")


@resolver("ddiscard")
def _ddiscard(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PROVINCE:
        P.discard_from_province(s, c)


@resolver("tactical_discard")
def _tactical(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    tactician = data[0]
    focus = stats.stat(s, c, "focus")
    P.discard_from_hand(s, c)
    if s.zone[tactician] == PLAY:
        s.modifiers.append((tactician, "force", focus, "turn", "bonus"))
        s.say(f"{s.title(tactician)} gets +{focus}F (Tactical Advantage).")
    if s.ruleset == "emperor":  # EE: Tactical Advantage is a Tactical action (Eternal Victory Dojo reacts)
        from .triggered import emit
        emit(s, "action_resolved", tactician, seat, kinds="tactical", rtype="battle")


@resolver("favor_battle")
def _favor_battle_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    rulebook_action(s, seat, "favor_battle", "battle", [("rb_call", "favor_battle_do", seat, c, ())], targets=(c,))


@resolver("favor_battle_do")
def _favor_battle(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    had = s.favor == seat or s.ruleset == "emperor"  # CR "Imperial Favor": "Discard the Imperial Favor to ..."
    if s.favor == seat:
        P.discard_favor(s)
    if not had:
        s.say(f"{s.players[seat].name} no longer controls the Imperial Favor: nobody is moved home.")
    elif s.zone[c] == PLAY and rulebook_may_move(s) and P.move(s, c, HOME):
        s.say(f"{s.title(c)} is moved home.")
    favor_resolved(s, seat)


@resolver("legacy_remove")
def _legacy_remove(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    P.remove_from_game(s, c)
    s.say(f"{s.players[seat].name} removes a card in hand from the game (Legacy).", None)
    found = legacy_holdings(s, seat)
    if not found:
        from rokugan.core.game import Result

        from .flow import end_game
        s.players[seat].lost = True  # TF "Legacy": if you fail to find one, you lose the game
        others = other_players(s, seat)
        if len(others) == 1:
            end_game(s, Result((others[0],), "Legacy", "the Legacy search failed"))
        return
    s.stack.append(("select", seat, "legacy_find", tuple(found), ()))


@resolver("legacy_find")
def _legacy_find(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    p = s.players[seat]
    if c in p.dyn_deck:
        p.dyn_deck.remove(c)
        s.zone[c] = RESOLVING  # set aside while it is paid for (CR "Card Memory Rule" exception)
        s.stack.append(("recruit_from_deck", seat, c))
    else:
        s.stack.append(("recruit", seat, c, 0, HOME))
    # CR "Search": "After a player searches a deck, he or she must reshuffle it after taking any card(s)
    # searched for." Legacy searches the deck and the Provinces together (the offered Holdings came from
    # both), so the deck was searched whichever Holding is taken.
    P.shuffle(s, p.dyn_deck)
    push_payment(s, seat, recruit_cost(s, seat, c), c)


@handler("recruit_from_deck")
def _recruit_from_deck(s: State, step: tuple[Any, ...]) -> None:
    _, seat, c = step
    s.stack.pop()
    p = s.players[seat]
    if s.zone[c] == RESOLVING:
        P.enter_play(s, seat, c)
        s.say(f"{p.name} recruits {s.title(c)} (Legacy).")
        P.refill_all(s, seat)
