"""Issue 14: chat at a table: seats write, everyone connected reads, spectators only read; limits on length and rate;
the last messages are sent after a hello."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from rokugan.web import chat

from .conftest import hello, new_table, recv


def said(ws: Any) -> dict[str, Any]:
    m: dict[str, Any] = recv(ws, lambda m: m["type"] in ("chat", "error"))
    return m


def test_a_seat_writes_and_everyone_reads_with_name_and_time(client: TestClient) -> None:
    t = new_table(client, "host", "guest")
    gid = t["id"]
    with client.websocket_connect(f"/ws/{gid}") as a, client.websocket_connect(f"/ws/{gid}") as b, \
            client.websocket_connect(f"/ws/{gid}") as spec:
        hello(a, t["tokens"]["0"])
        hello(b, t["invites"][0]["token"])
        hello(spec)
        a.send_json({"type": "chat", "text": "  <b>good luck</b> & have fun  "})
        for ws in (a, b, spec):
            m = said(ws)
            assert m["type"] == "chat" and len(m["messages"]) == 1
            line = m["messages"][0]
            assert line["seat"] == 0 and line["name"] == "P1" and line["text"] == "<b>good luck</b> & have fun"
            assert line["time"].endswith("Z") and len(line["time"]) == 20
        b.send_json({"type": "chat", "text": "thanks\u0007 you too"})
        for ws in (a, b, spec):
            assert said(ws)["messages"][0] | {"time": ""} == {"seat": 1, "name": "P2", "text": "thanks you too",
                                                              "time": ""}
        # the spectator reads, but cannot write
        spec.send_json({"type": "chat", "text": "hello"})
        assert said(spec) == {"type": "error", "message": "spectators can read the chat but not write in it"}
    # a later client gets the chat so far after its hello
    with client.websocket_connect(f"/ws/{gid}") as late:
        late.send_json({"type": "hello", "tokens": []})
        m = recv(late, lambda m: m["type"] == "chat")
        assert m["history"] and [x["text"] for x in m["messages"]] == ["<b>good luck</b> & have fun", "thanks you too"]


@pytest.mark.parametrize("text,needle", [
    ("", "an empty message was not sent"),
    ("   \n\t ", "an empty message was not sent"),
    ("\u0000\u0001", "an empty message was not sent"),
    ("x" * 301, "at most 300 characters (this one has 301)"),
    (None, "'text' must be the text of your message"),
    (5, "'text' must be the text of your message"),
    (["hi"], "'text' must be the text of your message"),
])
def test_bad_chat_messages_are_refused_to_the_sender_only(client: TestClient, text: Any, needle: str) -> None:
    t = new_table(client, "host", "guest")
    with client.websocket_connect(f"/ws/{t['id']}") as a, client.websocket_connect(f"/ws/{t['id']}") as b:
        hello(a, t["tokens"]["0"])
        hello(b, t["invites"][0]["token"])
        a.send_json({"type": "chat", "text": text} if text is not None else {"type": "chat"})
        m = said(a)
        assert m["type"] == "error" and needle in m["message"]
        b.send_json({"type": "chat", "text": "x" * 300})  # the longest message is fine; b sees it, not a's error
        m = said(b)
        assert m["type"] == "chat" and m["messages"][0]["text"] == "x" * 300
    assert client.app.state.manager.tables[t["id"]].chat[-1]["seat"] == 1  # type: ignore[attr-defined]


def test_the_rate_limit_is_per_connection_and_told_only_to_the_sender(client: TestClient) -> None:
    t = new_table(client, "host", "guest")
    with client.websocket_connect(f"/ws/{t['id']}") as a, client.websocket_connect(f"/ws/{t['id']}") as b:
        hello(a, t["tokens"]["0"])
        hello(b, t["invites"][0]["token"])
        for k in range(chat.CHAT_BURST):
            a.send_json({"type": "chat", "text": f"m{k}"})
            assert said(a)["messages"][0]["text"] == f"m{k}"
        a.send_json({"type": "chat", "text": "one too many"})
        err = said(a)
        assert err["type"] == "error" and err["message"].startswith("too many messages: at most 5 every 10 seconds")
        b.send_json({"type": "chat", "text": "mine"})  # the other connection is not limited
        got = [said(b)["messages"][0]["text"] for _ in range(chat.CHAT_BURST + 1)]
        assert got == [f"m{k}" for k in range(chat.CHAT_BURST)] + ["mine"]  # b never saw a's refused message


def test_the_rate_limit_window_passes_and_the_table_keeps_the_last_50() -> None:
    import asyncio

    from rokugan.web.seats import Seat
    from rokugan.web.table import Connection, Table, TableError

    async def run() -> None:
        t = Table(1, None, None, [Seat(0, "Ann", "host"), Seat(1, "Bo", "host")], True)  # type: ignore[arg-type]
        t.game = type("G", (), {"pending": lambda self: None})()  # type: ignore[assignment]
        conn = Connection(frozenset({0}))
        for k in range(60):
            chat.post(t, conn, f"m{k}", now=k * 2.0)  # one every 2 s: never over 5 per 10 s
        assert len(t.chat) == 50 and t.chat[0]["text"] == "m10" and t.chat[-1]["text"] == "m59"
        for k in range(5):
            chat.post(t, conn, "burst", now=1000.0 + k * 0.1)
        with pytest.raises(TableError):
            chat.post(t, conn, "burst", now=1001.0)
        chat.post(t, conn, "later", now=1010.5)  # ten seconds after the first of the burst
        assert t.chat[-1]["text"] == "later"

    asyncio.run(run())
