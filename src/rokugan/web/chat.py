"""Table chat: ``{"type": "chat", "text": ...}`` from a seated connection, sent to every connection of the table.

Spectators read it but cannot write. A message is 1–300 characters once stripped (control characters other than
line breaks and tabs are removed); a connection may send CHAT_BURST messages per CHAT_WINDOW seconds, beyond which
it alone is told to slow down. The last CHAT_KEEP messages stay in memory (never in the record store) and are sent
to each client after its hello. Clients show the text as text (no HTML).
"""

from __future__ import annotations

import time
import unicodedata
from datetime import UTC, datetime
from typing import Any

from .table import Connection, Table, TableError

CHAT_MAX = 300  # characters in one message
CHAT_KEEP = 50  # messages kept per table
CHAT_BURST = 5  # messages per connection ...
CHAT_WINDOW = 10.0  # ... per this many seconds


def clean(text: Any) -> str:
    """The text of a chat message, or TableError with one sentence."""
    if not isinstance(text, str):
        raise TableError("'text' must be the text of your message")
    text = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) != "Cc").strip()
    if not text:
        raise TableError("an empty message was not sent")
    if len(text) > CHAT_MAX:
        raise TableError(f"a message may have at most {CHAT_MAX} characters (this one has {len(text)}); "
                         "it was not sent")
    return text


def post(t: Table, conn: Connection, text: Any, now: float | None = None) -> None:
    """Check a chat message from `conn` and send it to every connection of the table (or raise TableError)."""
    if not conn.seats:
        raise TableError("spectators can read the chat but not write in it")
    body = clean(text)
    now = time.monotonic() if now is None else now
    recent = [x for x in conn.chat_times if now - x < CHAT_WINDOW]
    if len(recent) >= CHAT_BURST:
        conn.chat_times = recent
        raise TableError(f"too many messages: at most {CHAT_BURST} every {CHAT_WINDOW:g} seconds; "
                         "this one was not sent")
    conn.chat_times = recent + [now]
    seat = t.viewer_for(conn.seats)
    assert seat is not None
    line = {"seat": seat, "name": t.seats[seat].name, "text": body,
            "time": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")}
    t.chat.append(line)
    del t.chat[:-CHAT_KEEP]
    for c in list(t.conns):
        c.push({"type": "chat", "messages": [line]})


def history(t: Table) -> dict[str, Any]:
    """The chat so far, sent to a client after its hello."""
    return {"type": "chat", "messages": list(t.chat), "history": True}
