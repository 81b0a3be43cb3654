"""What a finished (or practised) game leads to: a rematch, and a new game continued from a step of a record.

* **Rematch** (``POST /api/tables/{id}/rematch``, the caller's seat tokens in ``X-Rokugan-Tokens``): once the game
  is over, the same game, setup and seats with a fresh seed from server entropy. The caller's seats are the host's;
  every other person's seat becomes an invitation, claimed on first connection as at any new table; computer seats
  stay computers. The invitation of a seat is sent only to the connections holding that seat of the old table (now,
  and when one connects later while the server keeps the offer in memory), never to the caller or anyone else. A
  second player asking for a rematch of the same game joins the one already offered (with their own invitation).
* **Continue from here** (``POST /api/tables/{id}/continue`` with ``{"step": k}``): a new table from the first k
  choices of the record, with the same seed and setup, for practice. Only for a caller who holds every seat played
  by a person: with the seed fixed, the new game would let anyone compute the hidden cards of the old one, so it
  is refused as soon as another person sits at the table.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from rokugan.core.record import GameRecord

from . import clocks
from . import seats as S
from .inputs import BadRequest, read_json, table_id, tokens_header
from .seats import Seat
from .table import Connection, Table, TableError, replay_with_choosers
from .tables import TableManager


@dataclass
class Rematch:
    """A rematch offered at a finished table (memory only: lost on restart, like the chat)."""
    table: int  # the new table's id
    by: str  # the name of the seat that offered it
    invites: dict[int, str] = field(default_factory=dict)  # seat -> its invitation to the new table (unsent elsewhere)


def _manager(request: Request) -> TableManager:
    m: TableManager = request.app.state.manager
    return m


def _offers(request: Request) -> dict[int, Rematch]:
    o: dict[int, Rematch] = request.app.state.rematches
    return o


async def _table_and_seats(request: Request, what: str) -> tuple[Table, frozenset[int]]:
    """The table named in the path and the seats the caller's tokens open (403 without a seat)."""
    gid = table_id(request.path_params["id"])
    try:
        t = await _manager(request).get(gid)
    except TableError as e:
        raise BadRequest(str(e), 404) from None
    toks = tokens_header(request)
    if not toks:
        raise BadRequest(f"only a player of this game can {what}: send your seat token in the X-Rokugan-Tokens "
                         "header", 403)
    try:
        held = t.authenticate(toks)
    except TableError as e:
        raise BadRequest(str(e), 403) from None
    return t, held


def _still_invited(m: TableManager, gid: int, seat: int) -> bool:
    """Whether a seat of table `gid` is still an unclaimed invitation."""
    t = m.tables.get(gid)
    seats = t.seats if t is not None else (S.load(m.store.db, gid) or ([], False))[0]
    return seat < len(seats) and (seats[seat].token_hash or "").startswith("invite:")


def offer_message(m: TableManager, offer: Rematch, seats: frozenset[int]) -> dict[str, Any]:
    """What a connection holding `seats` of the old table is told of a rematch: the invitations of its own seats
    that are still unclaimed, and nothing of any other seat's."""
    mine = [offer.invites[s] for s in sorted(seats) if s in offer.invites and _still_invited(m, offer.table, s)]
    msg: dict[str, Any] = {"type": "rematch", "table": offer.table, "by": offer.by}
    if mine:
        msg["url"] = f"/table/{offer.table}#t={','.join(mine)}"
    return msg


def announce(m: TableManager, t: Table, offer: Rematch, only: Connection | None = None) -> None:
    for c in ([only] if only is not None else list(t.conns)):
        c.push(offer_message(m, offer, c.seats))


def _reply(t: Table, tokens: dict[int, str], **extra: Any) -> JSONResponse:
    return JSONResponse({"id": t.id, "tokens": {str(k): v for k, v in tokens.items()},
                         "table_url": f"/table/{t.id}" + (f"#t={','.join(tokens.values())}" if tokens else ""),
                         **extra})


async def api_rematch(request: Request) -> Response:
    t, held = await _table_and_seats(request, "offer a rematch")
    m = _manager(request)
    if not t.live:
        raise BadRequest("this game was not played on this server, so it has no seats to play a rematch", 409)
    if t.game.result is None and not clocks.ended(t):
        raise BadRequest("the game is not over yet: a rematch can be offered once it ends", 409)
    offers = _offers(request)
    offer = offers.get(t.id)
    if offer is not None:  # a rematch is already offered: the caller joins it with the invitations of their seats
        joining = {s: offer.invites[s] for s in sorted(held)
                   if s in offer.invites and _still_invited(m, offer.table, s)}
        if not joining:
            raise BadRequest(f"a rematch of this game was already started (game {offer.table}) and your seat there "
                             "is taken: open it from the tab where you joined it", 409)
        return JSONResponse({"id": offer.table, "tokens": {str(k): v for k, v in joining.items()},
                             "table_url": f"/table/{offer.table}#t={','.join(joining.values())}", "joined": True})
    seats = [Seat(s.index, s.name, "host" if s.index in held else "computer" if s.is_computer else "guest",
                  s.agent) for s in t.seats]
    try:  # a fresh seed from server entropy (seed None); the same setup, so the same decks and options
        t2, tokens = m.create(t.record.game, t.record.setup, seats, None, t.auto_forced,
                              meta_extra={"rematch_of": t.id, **_thinking(t)},
                              clock=t.clock.rule if t.clock is not None else None)
    except (ValueError, KeyError, TypeError, IndexError) as e:
        raise BadRequest(f"the rematch could not be set up: {e}") from None
    by = t.seats[min(held)].name
    offer = Rematch(t2.id, by, {s.index: tokens[s.index] for s in seats if s.party == "guest"})
    offers[t.id] = offer
    announce(m, t, offer)
    await m.settle(t2)  # after the offer is known: a second player asking meanwhile joins this rematch
    return _reply(t2, {k: v for k, v in tokens.items() if seats[k].party == "host"})


def _thinking(t: Any) -> dict[str, Any]:
    """The searching computer's thinking time of a table (its record's "agent_options"), kept by its follow-ups."""
    opts = t.record.meta.get("agent_options")
    return {"agent_options": opts} if isinstance(opts, dict) and opts else {}


async def api_continue(request: Request) -> Response:
    data = await read_json(request)
    t, held = await _table_and_seats(request, "continue a game from a step")
    step = data.get("step")
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= t.n:
        raise BadRequest(f"'step' must be a whole number from 0 to {t.n} (the choices of this record)")
    others = [s.name for s in t.seats if not s.is_computer and s.index not in held]
    if others:
        raise BadRequest(f"only a game against the computer, or one whose every seat you play, can be continued: "
                         f"{others[0]} plays here too, and the new game would let you compute their hidden cards",
                         403)
    seats = [Seat(s.index, s.name, "computer" if s.is_computer else "host", s.agent) for s in t.seats]
    m = _manager(request)
    choices = t.record.choices[:step]
    try:  # the replay of a long record runs off the event loop
        replayed = await asyncio.get_running_loop().run_in_executor(
            m.executor, replay_with_choosers, GameRecord(t.record.game, t.record.setup, t.record.seed, choices, {}))
        t2, tokens = m.create(t.record.game, t.record.setup, seats, t.record.seed, t.auto_forced, choices=choices,
                              meta_extra={"continued_from": {"game": t.id, "step": step}, **_thinking(t)},
                              replayed=replayed)
    except (ValueError, KeyError, TypeError, IndexError) as e:
        raise BadRequest(f"the game could not be continued from step {step}: {e}") from None
    await m.settle(t2)
    return _reply(t2, tokens, step=step)
