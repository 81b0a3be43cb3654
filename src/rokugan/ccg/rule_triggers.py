"""Triggered rulebook effects of a destruction, ordered with one another (CR "Timing Conflicts" C).

CR "Timing Conflicts" C: "Anything else that is triggered at this point happens now. This includes triggered traits,
delayed effects, indefinite conditional effects, and triggered rulebook effects (such as losing Honor after a
dishonorable Personality is destroyed). If more than one of these things conflict, the active player decides the order
in which they happen." The triggered effects of one destruction (or of the simultaneous destructions of a battle
resolution) are collected while it happens: the Honor lost for a dishonorable death (CR "Honorable and
dishonorable"), the card drawn for an Expendable card (CR "Expendable": "After a card with the Expendable keyword is
destroyed, the player who controlled it draws a card"), and the Honor a player gains for destroying an enemy card in
battle (Akodo Dairuko's trait). When the point has passed they happen in order: at once when there is one, or when all
are the same effect for the same player; otherwise the active player chooses which happens first (the `trait_order`
decision, which also orders triggered traits)."""

from __future__ import annotations

from typing import Any

from .state import State

BATCH = "rule_triggers"  # s.memo: the triggered effects collected at the current point, while one is open


def open_point(s: State) -> bool:
    """Start collecting the triggered effects of a destruction; False if a point is already open (the caller's
    destructions are then part of it)."""
    if BATCH in s.memo:
        return False
    s.memo[BATCH] = []
    return True


def add(s: State, rule: str, seat: int, amount: int, card: int) -> None:
    """A triggered rulebook effect of the destruction of `card` (applied at once if no point is open)."""
    act = s.actions[-1] if s.actions else None
    cause = [int(act["seat"]), str(act["kind"]), str(act["rtype"])] if act is not None else None
    e = {"kind": "rule", "rule": rule, "seat": seat, "amount": amount, "card": card, "cause": cause}
    if BATCH not in s.memo:
        apply(s, e)
    else:
        s.memo[BATCH].append(e)


def close_point(s: State, push: bool = True) -> tuple[dict[str, Any], ...]:
    """End the point: apply its effects, or (two or more different ones) return them for the active player to order,
    pushing the decision unless `push` is False (the caller pushes it later)."""
    got = tuple(s.memo.pop(BATCH, ()))
    if len({(e["rule"], e["seat"], e["amount"]) for e in got}) <= 1:
        for e in got:
            apply(s, e)
        return ()
    if push:
        s.stack.append(("trait_order", got))
    return got


def describe(s: State, e: dict[str, Any]) -> str:
    name = s.players[e["seat"]].name
    if e["rule"] == "dishonorable_death":
        return f"{name} loses {e['amount']} Honor for the dishonorable death of {s.title(e['card'])}"
    if e["rule"] == "expendable":
        return f"{name} draws a card ({s.title(e['card'])} was Expendable)"
    return f"{name} gains {e['amount']} Honor for destroying {s.title(e['card'])} (Akodo Dairuko)"


def apply(s: State, e: dict[str, Any]) -> None:
    from . import primitives as P
    seat = int(e["seat"])
    if s.players[seat].lost:
        return
    if e["rule"] == "dishonorable_death":
        cause = tuple(e["cause"]) if e.get("cause") else None
        P.lose_honor(s, seat, int(e["amount"]), "for a dishonorable death", cause=cause)  # type: ignore[arg-type]
    elif e["rule"] == "expendable":
        P.draw_fate(s, seat)
    else:
        P.gain_honor(s, seat, int(e["amount"]), "(Akodo Dairuko)")
