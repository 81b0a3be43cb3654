"""Starting an action (CR "Action Sequence"): `start_action` pushes the steps of the option a player took (a card's
ability, or one of the rulebook's player abilities), and the rulebook abilities' own sequence (announce, the
Interrupt round, effects, the end that cards react to)."""

from __future__ import annotations

from . import primitives as P
from .actions import (
    battlefield,
    cavalry_targets,
    ee_spell_hosts,
    equip_targets,
    favor_battle_targets,
    lobby_targets,
    mark_used,
    recruit_cost,
)
from .resolvers import lobby_target, overlay, rulebook_action
from .state import HOME, State


# ------------------------------------------------------------------------------ starting actions
def start_action(s: State, seat: int, rtype: str, oid: str) -> None:
    parts = oid.split(":")
    key = parts[0]
    p = s.players[seat]
    if key == "ab":  # a card ability: "ab:<card>:<a|g>:<index or granted key>"
        from .interp import announce
        from .usability import interrupted
        c, kind = int(parts[1]), parts[2]
        if kind == "a":
            combine = len(parts) > 4 and parts[4] == "combine"
            original = interrupted(s) if combine else None
            announce(s, seat, c, "a", s.facts[c].id, int(parts[3]),
                     original["rtype"] if original is not None else rtype, combine)
        else:
            announce(s, seat, c, "g", ":".join(parts[3:]), 0, rtype)
        return
    if key == "cycle":
        mark_used(s, seat, "cycle")
        s.say(f"{p.name} Cycles.")
        rulebook_action(s, seat, "cycle", rtype, [("cycle", seat, ())])
    elif key == "lobby":
        mark_used(s, seat, "lobby")
        if len(parts) > 1:
            lobby_target(s, seat, int(parts[1]), ())
        else:
            s.stack.append(("select", seat, "lobby", tuple(lobby_targets(s, seat)), ()))
    elif key == "favor":
        mark_used(s, seat, "favor")
        # "Discard the Imperial Favor and a Fate card": the card is chosen as the effects resolve (not a target)
        rulebook_action(s, seat, "favor", rtype, [("select", seat, "favor_discard", (), ())])
    elif key == "kharmic":
        # the Kharmic card is chosen after paying (an effect, not a target)
        rulebook_action(s, seat, "kharmic", rtype, [("select", seat, "kharmic", (), ())], pay=(2, -1))
    elif key == "equip":
        a = int(parts[1])
        s.stack.append(("select", seat, "equip_target", tuple(equip_targets(s, seat, a)), (a, "equip", rtype)))
    elif key == "seppuku":
        P.commit_seppuku(s, int(parts[1]))
    elif key == "cavalry":
        mark_used(s, seat, "cavalry")
        s.stack.append(("select", seat, "cavalry", tuple(cavalry_targets(s, seat)), ()))
    elif key == "naval":
        mark_used(s, seat, "naval")
        rulebook_action(s, seat, "naval", rtype, [("rb_call", "naval", seat, -1, ())])
    elif key == "tactical":
        c = int(parts[1])
        mark_used(s, seat, f"tactical:{c}")
        # CR "Tactical Advantage": "Discard a card to give this Personality a Force bonus": an effect
        rulebook_action(s, seat, "tactical", rtype, [("select", seat, "tactical_discard", (), (c,))], performer=c)
    elif key == "favor_battle":
        mark_used(s, seat, "favor_battle")
        s.stack.append(("select", seat, "favor_battle", tuple(favor_battle_targets(s, seat)), ()))
    elif key == "reserve":
        c = int(parts[1])
        P.bow(s, p.stronghold)
        proclaim = len(parts) > 2
        if proclaim:
            p.proclaimed_turn = s.turn
        rulebook_action(s, seat, "reserve", rtype, [("recruit", seat, c, 1 if proclaim else 0, battlefield(s))],
                        pay=(recruit_cost(s, seat, c), c), entering=c, proclaim=proclaim)
    elif key == "reserve_equip":
        a = int(parts[1])
        P.bow(s, p.stronghold)
        s.stack.append(("select", seat, "equip_target", tuple(equip_targets(s, seat, a, battlefield(s))),
                        (a, "reserve_equip", rtype)))
    elif key == "recruit":
        c = int(parts[1])
        mode = parts[2][2:] if len(parts) > 2 and parts[2].startswith("ee") else ""
        proclaim = len(parts) > 2 and parts[2] == "proclaim"  # CR: part of the Recruit
        if proclaim:
            p.proclaimed_turn = s.turn
        # EE: without the Clan discount a Reaction, Proclaim, may follow (2 in the step: "undiscounted, aligned")
        flag = 1 if proclaim else 2 if s.ruleset == "emperor" and "d" not in mode \
            and p.clan in s.facts[c].clans else 0
        rulebook_action(s, seat, "recruit", rtype, [("recruit", seat, c, flag, HOME)],
                        pay=(recruit_cost(s, seat, c, mode.replace("p", "")), c), entering=c, proclaim=proclaim)
    elif key == "proclaim":  # EE "Proclaim" (a Reaction)
        c = int(parts[1])
        p.proclaimed_turn = s.turn
        rulebook_action(s, seat, "proclaim", rtype, [("rb_call", "proclaim", seat, c, ())])
    elif key == "bequip":  # EE "Equip (Battle)"
        a = int(parts[1])
        s.stack.append(("select", seat, "bequip_target", tuple(ee_spell_hosts(s, seat, a)), (a,)))
    elif key == "overlay":
        overlay(s, seat, int(parts[1]), int(parts[2]))
    elif key == "ddiscard":
        c = int(parts[1])
        if s.ruleset == "emperor":
            s.memo[f"ee_discarding:{seat}"] = 1  # EE "b. Discard Face-Up Cards": bringing cards into play is done
        rulebook_action(s, seat, "ddiscard", rtype, [("rb_call", "ddiscard", seat, c, ())], targets=(c,))
    elif key == "courage":  # CR "Courage": discarding the card is an effect ("Discard ... to give")
        c, amount = int(parts[1]), int(parts[2])
        rulebook_action(s, seat, "courage", rtype, [("rb_call", "courage_do", seat, c, (amount,))])
    elif key == "legacy":
        mark_used(s, seat, "legacy")
        rulebook_action(s, seat, "legacy", rtype, [("select", seat, "legacy_remove", (), ())])
    else:
        raise AssertionError(f"unknown action {oid}")
