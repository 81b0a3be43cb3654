"""The web server: a Starlette app with a small JSON API, one WebSocket per table client, and the
static browser client. Game-agnostic: it knows games only through `core.registry` and the Game protocol.

HTTP (JSON; errors are ``{"error": message}`` with a 4xx status):
  GET  /api/games                    games, their setup forms, agents, whether they are available
  POST /api/setup/check              build a setup from a form without creating a game: problems or error
  POST /api/tables                   create a table: returns the seat tokens (shown once) and links; an optional
                                     "clock" (`clocks.parse_rule`: chess clock or byoyomi, in seconds) and
                                     "think" (a searching computer seat's seconds per decision, 0 < s <= 60)
  GET  /api/tables                   recent games (public facts only)
  GET  /api/tables/{id}              one game's public facts
  GET  /api/tables/{id}/replay?step=k[&seat=s][&since=j&log_from=p]   the game after k choices, as a spectator
                                     (or as seat s with that seat's token in the X-Rokugan-Tokens header); with
                                     since/log_from (a step j < k and the log_pos it returned) only the new log lines
  POST /api/tables/{id}/rematch      a finished game again with a fresh seed (the caller's tokens in
                                     X-Rokugan-Tokens); the other people's seats are invited (`followups.py`)
  POST /api/tables/{id}/continue     {"step": k}: a new game from the first k choices, same seed (only for a
                                     caller who holds every seat a person plays)
WebSocket /ws/{id}: first message ``{"type": "hello", "tokens": [...]}`` (no tokens: spectator); then
  ``{"type": "choose", "option": id, "n": n, "epoch": e}``, ``{"type": "undo"}``, ``{"type": "chat", "text"}``,
  ``{"type": "takeback", "n": n, "epoch": e}`` and ``{"type": "takeback_answer", "accept": true|false}``
  (`chat.py`), ``{"type": "ping"}``. The server sends ``{"type": "state", ...}`` after every change (whole, or
  as ``{"type": "state", "patch": [...], "log", "log_reset"}`` against the last state sent: see `delta.py`; with
  ``"clock"``: the table's clock, `clocks.py`, or null, always whole),
  ``{"type": "chat", "messages"}``, ``{"type": "rematch", "table", "by"[, "url"]}`` and
  ``{"type": "error", "message"}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import secrets
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from rokugan.core import registry
from rokugan.core.game import Game
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore

from . import chat, clocks
from . import followups as F
from . import seats as S
from .inputs import MAX_ID, BadRequest, digits, error_response, loads_client_json, read_json, table_id, tokens_header
from .seats import Seat
from .table import SENT_APART, Connection, Table, TableError
from .tables import TableManager

log = logging.getLogger("rokugan.web")

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4_096  # characters in a WebSocket message from a client
MAX_NAME = 40
MAX_THINK = 60  # seconds a searching computer player may think per decision (the lobby offers 0.5 to 10)
HELLO_TIMEOUT = 30.0


def _game_available(name: str) -> str | None:
    """None when the game can be played here, else why not."""
    gi = registry.info(name)
    try:
        registry.resolve(gi.factory)
        registry.setup_form(name)
    except Exception as e:
        return f"{gi.title} is not available in this installation ({type(e).__name__}: {e})"
    return None


def _manager(request: Request | WebSocket) -> TableManager:
    m: TableManager = request.app.state.manager
    return m


# ------------------------------------------------------------------------------------------ pages
async def index(request: Request) -> Response:
    return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


# ------------------------------------------------------------------------------------------ API
async def api_games(request: Request) -> Response:
    out = []
    for name in registry.games():
        gi = registry.info(name)
        why = _game_available(name)
        out.append({
            "name": name, "title": gi.title, "min_players": gi.min_players, "max_players": gi.max_players,
            "available": why is None, "unavailable_reason": why,
            "form": registry.setup_form(name) if why is None else None,
            "agents": registry.agent_names(name), "default_agent": gi.default_agent,
        })
    return JSONResponse({"games": out})


def _parse_form(data: dict[str, Any]) -> tuple[str, list[Seat], dict[str, Any], dict[str, Any]]:
    """Check a table request; returns game name, seats, the registry form, and extras."""
    name = data.get("game")
    if not isinstance(name, str) or name not in registry.games():
        raise BadRequest(f"unknown game {str(name)[:40]!r}; known: {', '.join(registry.games())}")
    why = _game_available(name)
    if why is not None:
        raise BadRequest(why)
    gi = registry.info(name)
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or not gi.min_players <= len(raw_seats) <= gi.max_players:
        raise BadRequest(f"{gi.title} takes {gi.min_players}–{gi.max_players} seats; "
                         "'seats' must be a list of that many objects")
    agents = registry.agent_names(name)
    seats: list[Seat] = []
    form_seats: list[dict[str, Any]] = []
    for i, rs in enumerate(raw_seats):
        if not isinstance(rs, dict):
            raise BadRequest(f"seat {i + 1} must be an object")
        party = rs.get("party", "host")
        if party not in S.PARTIES:
            raise BadRequest(f"seat {i + 1}: 'party' must be one of {', '.join(S.PARTIES)}")
        agent = None
        if party == "computer":
            agent = rs.get("agent") or gi.default_agent
            if agent not in agents:
                raise BadRequest(f"seat {i + 1}: unknown computer player {str(agent)[:40]!r}; "
                                 f"choose from {', '.join(agents)}")
        raw_name = rs.get("name")
        if raw_name is not None and not isinstance(raw_name, str):
            raise BadRequest(f"seat {i + 1}: 'name' must be text")
        seat_name = " ".join((raw_name or "").split())[:MAX_NAME]
        if not seat_name:
            seat_name = f"Computer {i + 1}" if party == "computer" else f"Player {i + 1}"
        seats.append(Seat(i, seat_name, party, agent))
        fields = {k: v for k, v in rs.items() if k not in ("party", "agent", "name")}
        form_seats.append({"name": seat_name, **fields})
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise BadRequest("'options' must be an object")
    form = {"players": len(seats), "seats": form_seats, "options": options}
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 63):
        raise BadRequest("'seed' must be a whole number from 0 to 2**63-1")
    if seed is not None and any(s.party == "guest" for s in seats):
        # with the seed and the setup anyone can compute the other player's hand, provinces and draws
        raise BadRequest("a table with another person cannot have a chosen seed")
    if seed is None:
        seed = secrets.randbelow(1 << 62)  # server entropy: random setup choices (BfR's "random" clans) differ
    form["seed"] = seed
    auto = data.get("auto_forced", True)
    if not isinstance(auto, bool):
        raise BadRequest("'auto_forced' must be true or false")
    try:
        clock = clocks.parse_rule(data.get("clock"))
    except ValueError as e:
        raise BadRequest(str(e)) from None
    if clock is not None and all(s.is_computer for s in seats):
        raise BadRequest("a clock needs at least one seat played by a person (computer seats' clocks do not run)")
    think = data.get("think")
    if think is not None:
        if not isinstance(think, (int, float)) or isinstance(think, bool) or not 0 < think <= MAX_THINK:
            raise BadRequest(f"'think' must be a number of seconds above 0 and at most {MAX_THINK}")
        if not any(s.is_computer and "seconds" in registry.agent_options(name, s.agent or "random") for s in seats):
            raise BadRequest("'think' is how long a searching computer player thinks per decision, and no seat here "
                             "is one (choose the ismcts computer player)")
    return name, seats, form, {"seed": seed, "auto_forced": auto, "clock": clock, "think": think}


def _build_setup(name: str, form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    try:
        setup, problems = registry.build_setup(name, form)
    except ValueError as e:
        raise BadRequest(str(e)) from None
    return setup, [str(p) for p in problems]


async def api_check(request: Request) -> Response:
    data = await read_json(request)
    name, _, form, _ = _parse_form(data)
    _, problems = _build_setup(name, form)
    return JSONResponse({"ok": True, "problems": problems})


async def api_create(request: Request) -> Response:
    data = await read_json(request)
    name, seats, form, extra = _parse_form(data)
    setup, problems = _build_setup(name, form)
    for s in seats:
        if s.is_computer:
            try:
                registry.make_agent(name, s.agent or "random", 0)
            except Exception as e:
                raise BadRequest(f"the computer player {s.agent!r} cannot start here: {type(e).__name__}: {e}") \
                    from None
    try:
        t, tokens = _manager(request).create(
            name, setup, seats, extra["seed"], extra["auto_forced"], clock=extra["clock"],
            meta_extra={"agent_options": {"seconds": float(extra["think"])}} if extra["think"] is not None else None)
    except (ValueError, KeyError, TypeError, IndexError) as e:
        raise BadRequest(f"the game could not be set up: {e}") from None
    await _manager(request).settle(t)
    host = [tokens[s.index] for s in seats if s.party == "host"]
    return JSONResponse({
        "id": t.id, "problems": problems,
        "tokens": {str(k): v for k, v in tokens.items() if seats[k].party == "host"},
        "table_url": f"/table/{t.id}" + (f"#t={','.join(host)}" if host else ""),
        "watch_url": f"/table/{t.id}",
        "invites": [{"seat": s.index, "name": s.name, "url": f"/table/{t.id}#t={tokens[s.index]}",
                     "token": tokens[s.index]} for s in seats if s.party == "guest"],
    })


def _summary(row: dict[str, Any]) -> dict[str, Any]:
    meta = row.get("meta") or {}
    names: list[Any] = meta["names"] if isinstance(meta.get("names"), list) else []
    agents: list[Any] = meta["agents"] if isinstance(meta.get("agents"), list) else []
    return {"id": row["id"], "game": row["game"], "names": [str(n) for n in names],
            "agents": [str(a) for a in agents], "result": row["result"], "choices": row["choices"],
            "created": row["created"], "web": bool(meta.get("web"))}


async def api_list(request: Request) -> Response:
    m = _manager(request)
    rows = m.store.list(50)
    out = [_summary(r) for r in rows]
    on_time = S.timeouts(m.store.db, [r["id"] for r in out if r["result"] is None])
    for r in out:  # a game that ended on time at its web table (`clocks.py`; the engine's record goes on)
        if r["id"] in on_time:
            r["result"] = clocks.timeout_result(on_time[r["id"]], r["names"], len(r["names"]))
    return JSONResponse({"tables": out})


async def api_table(request: Request) -> Response:
    gid = table_id(request.path_params["id"])
    try:
        t = await _manager(request).get(gid)
    except TableError as e:
        return error_response(str(e), 404)
    res = t.game.result
    return JSONResponse({"id": t.id, "game": t.record.game, "title": registry.info(t.record.game).title,
                         "seats": [s.public() for s in t.seats], "choices": t.n, "live": t.live,
                         "result": res.to_json() if res is not None else clocks.result_json(t),
                         "clock": t.clock.rule.to_json() if t.clock is not None else None})


class ReplayCache:
    """The last replayed position of a few games, so stepping forward costs one choice, not all."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self.items: OrderedDict[tuple[int, str], tuple[int, Game]] = OrderedDict()

    def at(self, gid: int, record: GameRecord, k: int) -> Game:
        key = (gid, record.dumps())
        hit = self.items.get(key)
        if hit is not None and hit[0] <= k:
            g = hit[1].clone()
            start = hit[0]
        else:
            g = record.start()
            start = 0
        for cid in record.choices[start:k]:
            g.choose(cid)
        g.pending()
        self.items[key] = (k, g.clone())
        self.items.move_to_end(key)
        while len(self.items) > self.size:
            self.items.popitem(last=False)
        return g


def _replay_step(cache: ReplayCache, gid: int, record: GameRecord, k: int, viewer: int | None,
                 log_from: int | None = None) -> dict[str, Any]:
    g = cache.at(gid, record, k)
    d = g.pending()
    decision: dict[str, Any] | None = None
    chosen: dict[str, Any] | None = None
    if d is not None:
        mine = viewer is not None and viewer == d.player
        decision = d.to_json() if mine else {"player": d.player, "kind": d.kind}
        if k < len(record.choices):
            cid = record.choices[k]
            chosen = {"seat": d.player, "kind": d.kind}
            if mine:
                chosen |= {"option": cid, "label": d.option(cid).label}
    res = g.result
    view = {k: v for k, v in g.view(viewer).items() if k not in SENT_APART}  # sent once, as "log" and "decision"
    size = g.log_size()
    if log_from is not None and log_from <= size:  # the client holds the log up to raw entry log_from: append
        log, reset = g.log_lines(viewer, log_from), False
    else:
        log, reset = g.log_lines(viewer)[-200:], True
    return {"view": view, "log": log, "log_reset": reset, "log_pos": size, "decision": decision, "chosen": chosen,
            "result": res.to_json() if res is not None else None}


async def api_replay(request: Request) -> Response:
    gid = table_id(request.path_params["id"])
    m = _manager(request)
    try:
        t = await m.get(gid)
    except TableError as e:
        return error_response(str(e), 404)
    step = digits(request.query_params.get("step", "0"), "step")
    record = GameRecord(t.record.game, t.record.setup, t.record.seed, list(t.record.choices), {})
    total = len(record.choices)
    k = max(0, min(step, total))
    viewer: int | None = None
    raw_seat = request.query_params.get("seat")
    if raw_seat is not None:
        try:
            seats = t.authenticate(tokens_header(request))
        except TableError as e:
            return error_response(str(e), 403)
        if not (raw_seat.isascii() and raw_seat.isdigit()) or len(raw_seat) > 3 or int(raw_seat) not in seats:
            return error_response("you may replay only as your own seat (send its token), or as a spectator", 403)
        viewer = int(raw_seat)
    # stepping forward from step `since`, whose log the client holds up to raw entry `log_from`: only what follows
    raw_since, raw_from = request.query_params.get("since"), request.query_params.get("log_from")
    log_from = None
    if raw_since is not None and raw_from is not None:
        since, log_from = digits(raw_since, "since"), digits(raw_from, "log_from")
        if since >= k:
            log_from = None
    loop = asyncio.get_running_loop()
    body = await loop.run_in_executor(m.executor, _replay_step, request.app.state.replay_cache, gid, record, k,
                                      viewer, log_from)
    names = [s.public() for s in t.seats]
    if k == total and body["result"] is None and clocks.ended(t):  # the record's last step: the game ended on time
        body["result"] = clocks.result_json(t)
    return JSONResponse({"table": gid, "game": record.game, "title": registry.info(record.game).title,
                         "step": k, "total": total, "viewer": viewer, "seats": names,
                         "finished": t.game.result is not None or clocks.ended(t)} | body)


# ------------------------------------------------------------------------------------------ WebSocket
class _Bad(Exception):
    pass


async def _receive(ws: WebSocket) -> dict[str, Any]:
    msg = await ws.receive()
    if msg["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(msg.get("code", 1000))
    text = msg.get("text")
    if text is None:
        raw = msg.get("bytes") or b""
        if len(raw) > MAX_MESSAGE:
            raise _Bad(f"message too large (at most {MAX_MESSAGE:,} characters)")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise _Bad("messages must be UTF-8 JSON text") from None
    if len(text) > MAX_MESSAGE:
        raise _Bad(f"message too large (at most {MAX_MESSAGE:,} characters)")
    try:
        data = loads_client_json(text)
    except ValueError as e:
        raise _Bad(str(e)) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise _Bad('a message must be a JSON object with a "type"')
    return data


SEND_TIMEOUT = 20.0  # seconds a client may take to accept one message before it is dropped
OBSERVER_INTERVAL = 0.2  # seconds between two states sent to a client that only watches (see _writer)


async def _writer(ws: WebSocket, t: Table, conn: Connection) -> None:
    """Sends a client its messages; a client that does not read (its queue full, or one message not accepted
    within SEND_TIMEOUT) is dropped with a close code, never buffered without bound. States are coalesced: the
    newest is sent, once the computer driver has made the moves it makes at once (``Table.settling``), and at most
    every OBSERVER_INTERVAL to a client that only watches (``Table.urgent``: not its decision, not its answer)."""
    loop = asyncio.get_running_loop()
    me = asyncio.current_task()
    while True:
        if me is not None and me.cancelling():
            return  # asyncio.wait_for (Python 3.11) can swallow a cancellation that came as its awaitable finished
        conn.wake.clear()
        if conn.overflow:
            await ws.close(4429)
            return
        wait: float | None = None  # how long until a held-back state is due (None: nothing is)
        try:
            while conn.outbox:
                async with asyncio.timeout(SEND_TIMEOUT):  # (cheaper than wait_for: no task per message)
                    await ws.send_text(conn.outbox.pop(0))
            if conn.state_dirty and not t.settling():  # else the driver wakes this writer when it stops
                wait = 0.0 if t.urgent(conn) else conn.quiet_until - loop.time()
                if wait <= 0:
                    conn.state_dirty = conn.acted = False
                    conn.quiet_until = loop.time() + OBSERVER_INTERVAL
                    async with asyncio.timeout(SEND_TIMEOUT):
                        await ws.send_text(t.state_message(conn.seats, conn))
                    continue
        except TimeoutError:
            with contextlib.suppress(Exception):
                await ws.close(4408)
            return
        if wait is None:
            await conn.wake.wait()
        else:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await conn.wake.wait()


ACTIONS = frozenset({"choose", "undo", "takeback", "takeback_answer"})


async def ws_table(ws: WebSocket) -> None:
    m = _manager(ws)
    await ws.accept()
    gid = int(ws.path_params["id"])
    if not 0 < gid <= MAX_ID:
        with contextlib.suppress(Exception):
            await ws.send_text(json.dumps({"type": "error", "message": f"there is no game {str(gid)[:25]}",
                                           "fatal": True}))
            await ws.close(4404)
        return

    async def refuse(message: str, code: int) -> None:
        with contextlib.suppress(Exception):
            await ws.send_text(json.dumps({"type": "error", "message": message, "fatal": True}))
            await ws.close(code)

    try:
        hello = await asyncio.wait_for(_receive(ws), HELLO_TIMEOUT)
    except WebSocketDisconnect:
        return
    except TimeoutError:
        return await refuse("no hello received", 4408)
    except _Bad as e:
        return await refuse(str(e), 4400)
    tokens = hello.get("tokens", [])
    if hello["type"] != "hello" or not isinstance(tokens, list) or len(tokens) > 8 \
            or not all(isinstance(x, str) and len(x) <= 200 for x in tokens):
        return await refuse('the first message must be {"type": "hello", "tokens": [seat tokens]}', 4400)
    try:
        t = await m.get(gid)
        seats, fresh = m.open_seats(t, tokens)
    except TableError as e:
        return await refuse(str(e), 4404 if "no game" in str(e) else 4403)
    conn = Connection(seats)
    for s, invite, token in fresh:  # only this client ever learns the seat's new token
        conn.push({"type": "claimed", "seat": s.index, "invite": invite, "token": token})
    m.attach(t, conn)
    if t.chat:
        conn.push(chat.history(t))
    offer = ws.app.state.rematches.get(t.id)
    if offer is not None:
        F.announce(m, t, offer, only=conn)
    writer = asyncio.create_task(_writer(ws, t, conn))
    try:
        while True:
            try:
                msg = await _receive(ws)
                kind = msg["type"]
                if kind in ACTIONS:
                    conn.acted = True  # its answer is shown at once (see Table.urgent)
                if kind == "choose":
                    await m.choose(t, seats, msg.get("option"), msg.get("n"), msg.get("epoch"))
                elif kind == "undo":
                    await m.undo(t, seats, msg.get("n"), msg.get("epoch"))
                elif kind == "takeback":
                    m.ask_takeback(t, seats, msg.get("n"), msg.get("epoch"))
                elif kind == "takeback_answer":
                    await m.answer_takeback(t, seats, msg.get("accept"))
                elif kind == "chat":
                    chat.post(t, conn, msg.get("text"))
                elif kind == "ping":
                    conn.push({"type": "pong"})
                elif kind == "refresh":
                    conn.resend_log()
                else:
                    raise _Bad(f"unknown message type {kind[:30]!r}")
            except (_Bad, TableError) as e:
                conn.push({"type": "error", "message": str(e)})
            if writer.done():
                break
    except WebSocketDisconnect:
        pass
    finally:
        m.detach(t, conn)  # first: a handler cancelled while it waits for its writer below still leaves the table
        writer.cancel()
        await asyncio.wait({writer}, timeout=1.0)  # never held up by a writer that does not stop
        if writer.done() and not writer.cancelled():
            writer.exception()  # retrieved (a failed send ends the connection; nothing more to say)


# ------------------------------------------------------------------------------------------ app
async def _bad_request(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, BadRequest)
    return error_response(str(exc), exc.status)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if request.url.path.startswith("/api/"):
        return error_response(exc.detail, exc.status_code)
    return Response(exc.detail, status_code=exc.status_code)


async def _server_error(request: Request, exc: Exception) -> Response:
    log.exception("error serving %s", request.url.path, exc_info=exc)
    return error_response("internal error (the server logged it)", 500)


def create_app(db: str | Path | None = None) -> Starlette:
    """The ASGI app; `db` is the record store, a SQLite file or a postgresql:// URL (default: the store
    `rokugan play` uses)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        store = RecordStore(db)
        executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="rokugan-web")
        app.state.manager = TableManager(store, executor)
        app.state.replay_cache = ReplayCache()
        app.state.rematches = {}  # old table id -> the rematch offered there (memory only)

        async def sweep() -> None:
            while True:
                await asyncio.sleep(60)
                app.state.manager.evict_idle()

        sweeper = asyncio.create_task(sweep())
        try:
            yield
        finally:
            sweeper.cancel()
            for t in list(app.state.manager.tables.values()):
                if t.driver is not None:
                    t.driver.cancel()
            executor.shutdown(wait=False, cancel_futures=True)
            app.state.manager.writer.close()
            store.close()

    routes = [
        Route("/", index), Route("/table/{id:int}", index), Route("/replay/{id:int}", index),
        Route("/api/games", api_games),
        Route("/api/setup/check", api_check, methods=["POST"]),
        Route("/api/tables", api_list, methods=["GET"]),
        Route("/api/tables", api_create, methods=["POST"]),
        Route("/api/tables/{id:int}", api_table),
        Route("/api/tables/{id:int}/replay", api_replay),
        Route("/api/tables/{id:int}/rematch", F.api_rematch, methods=["POST"]),
        Route("/api/tables/{id:int}/continue", F.api_continue, methods=["POST"]),
        WebSocketRoute("/ws/{id:int}", ws_table),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan, exception_handlers={
        BadRequest: _bad_request, HTTPException: _http_error, Exception: _server_error})


# The server process's garbage collector (Python's default: 700, 10, 10). Each decision copies a game's state (lists
# of a few hundred entries, the log's thousands) and drops the old one, which reference counting frees; collecting
# every 700 allocations walked those copies over and over while they were still alive (measured in a 50-game load
# run: 14 % of the server's CPU in the collector, 1.7 ms a young collection, 133 ms a full one). Cyclic garbage waits
# longer before it is collected (memory bounded by the first threshold's count of objects).
GC_THRESHOLDS = (20_000, 20, 10)


def uvicorn_options(host: str) -> dict[str, Any]:
    """uvicorn's settings for `rokugan serve` on `host` (the e2e tests serve with them too)."""
    from .protocol import protocol_class

    # read timeouts and a concurrency limit (uvicorn's own settings): idle keep-alive connections close after 5 s,
    # at most 1,000 connections at once (then 503), WebSocket pings find dead peers
    loopback = host in ("127.0.0.1", "localhost", "::1")
    return dict(ws_max_size=64 * 1024, log_level="info", timeout_keep_alive=5, limit_concurrency=1000,
                ws_ping_interval=20.0, ws_ping_timeout=20.0,
                timeout_graceful_shutdown=3,  # SIGTERM: open connections get 3 s to close, then the server stops
                h11_max_incomplete_event_size=16 * 1024,
                ws_per_message_deflate=not loopback,  # compressing costs more than it saves on loopback
                ws=protocol_class())  # reads paused only when messages pile up: fewer system calls per message


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | None = None) -> int:
    import uvicorn

    from rokugan.core.store import RecordStore, default_target, shown
    store_path = shown(db or default_target())
    problem = RecordStore.write_problem(db or default_target())
    if problem is not None:
        print(f"rokugan serve: {problem}; games could not be saved, so the server does not start", file=sys.stderr)
        return 1
    print(f"rokugan: serving on http://{host}:{port}/  (games saved in {store_path}; Ctrl-C stops)")
    gc.set_threshold(*GC_THRESHOLDS)
    uvicorn.run(create_app(db), host=host, port=port, **uvicorn_options(host))
    return 0
