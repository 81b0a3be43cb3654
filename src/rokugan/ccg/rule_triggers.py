"""The triggered effects of a destruction, ordered with one another (CR "Timing Conflicts" C).

CR "Timing Conflicts" C: "Anything else that is triggered at this point happens now. This includes triggered traits,
delayed effects, indefinite conditional effects, and triggered rulebook effects (such as losing Honor after a
dishonorable Personality is destroyed). If more than one of these things conflict, the active player decides the order
in which they happen." The triggered effects of one destruction (or of the simultaneous destructions of a battle
resolution) are collected while it happens: the Honor lost for a dishonorable death (CR "Honorable and
dishonorable"), the card drawn for an Expendable card (CR "Expendable": "After a card with the Expendable keyword is
destroyed, the player who controlled it draws a card"), and the triggered traits of the "destroyed" event (CR "Destroy":
"To remove a card from play through an effect that specifically destroys it"; a trait such as "After you destroy an
enemy card during battle", Akodo Dairuko's). When the point has passed they happen in order: at once when there is
one, or when all are the same effect for the same player; otherwise the active player chooses which happens first (the
`trait_order` decision, which also orders triggered traits)."""

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


def add_traits(s: State, pending: list[dict[str, Any]]) -> None:
    """The triggered traits of a destruction (`triggered.emit(..., collect=True)`), ordered with its other triggered
    effects (started at once if no point is open)."""
    if not pending:
        return
    if BATCH in s.memo:
        s.memo[BATCH].extend(pending)
        return
    from .triggered import order_or_start
    order_or_start(s, tuple(pending))


# (card def id, trait index) -> whether the trait speaks of the event (cleared by `triggered.index_triggers`)
REFERS_TO_EVENT: dict[tuple[str, int], bool] = {}


def _same_effect(e: dict[str, Any]) -> tuple[Any, ...]:
    """What makes two triggered effects the same (their order cannot matter): a rulebook effect's kind, player and
    amount; a trait's card and trait, and, when its text speaks of the event's card or player, which ones."""
    if e["kind"] == "rule":
        return ("rule", e["rule"], e["seat"], e["amount"])
    key = (str(e["def"]), int(e["idx"]))
    refers = REFERS_TO_EVENT.get(key)
    if refers is None:
        from .interp import DEFS
        refers = REFERS_TO_EVENT[key] = "event" in repr(DEFS[key[0]].traits[key[1]])
    event = (e["vars"].get("event_card"), e["vars"].get("event_seat")) if refers else ()
    return ("t", *key, e["src"], e["seat"], *event)


def close_point(s: State) -> None:
    """End the point: its effects happen, at once if they are the same, or in the order the active player chooses
    (the `trait_order` step, pushed above the caller's next step). Rulebook effects happen now; triggered traits
    start on the flow stack, above the caller's next step."""
    got = tuple(s.memo.pop(BATCH, ()))
    if got:
        from .triggered import order_or_start
        order_or_start(s, got)


def same_effects(got: tuple[dict[str, Any], ...]) -> bool:
    return len({_same_effect(e) for e in got}) <= 1


def describe(s: State, e: dict[str, Any]) -> str:
    name = s.players[e["seat"]].name
    if e["rule"] == "dishonorable_death":
        return f"{name} loses {e['amount']} Honor for the dishonorable death of {s.title(e['card'])}"
    return f"{name} draws a card ({s.title(e['card'])} was Expendable)"


def apply(s: State, e: dict[str, Any]) -> None:
    from . import primitives as P
    seat = int(e["seat"])
    if s.players[seat].lost:
        return
    if e["rule"] == "dishonorable_death":
        cause = tuple(e["cause"]) if e.get("cause") else None
        P.lose_honor(s, seat, int(e["amount"]), "for a dishonorable death", cause=cause)  # type: ignore[arg-type]
    else:
        P.draw_fate(s, seat)
