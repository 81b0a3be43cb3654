"""Who sits where at a web table, kept beside the game records in the same record store.

The SQL is SQLite's; a PostgreSQL store's connection speaks it too (`rokugan.core.store_pg`).

A human seat is reached only with its token (``secrets.token_urlsafe``); the store keeps its SHA-256,
never the token. ``party`` says who controls the seat: the person who created the table ("host"), a
person invited by link ("guest"), or the computer ("computer").
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS web_seats (
  game_id INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  party TEXT NOT NULL,
  agent TEXT,
  token_hash TEXT,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS web_tables (
  game_id INTEGER PRIMARY KEY,
  auto_forced INTEGER NOT NULL
);
"""

PARTIES = ("host", "guest", "computer")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


@dataclass
class Seat:
    index: int
    name: str
    party: str  # "host" | "guest" | "computer"
    agent: str | None = None  # for computer seats
    token_hash: str | None = None  # for human seats

    @property
    def is_computer(self) -> bool:
        return self.party == "computer"

    # A guest seat starts with an invite (stored "invite:<hash>"): the first connection with it claims the seat
    # and receives a fresh token only it knows (stored "<hash>|spent:<invite hash>"), so whoever else holds the
    # invite (the table's creator) holds nothing that works, and a second claimant is told the seat is taken.
    def _parts(self) -> tuple[str, str]:
        raw = self.token_hash or ""
        if raw.startswith("invite:"):
            return "", raw[7:]
        current, _, spent = raw.partition("|spent:")
        return current, spent

    def matches(self, token: str) -> bool:
        current, _ = self._parts()
        return bool(current) and hmac.compare_digest(current, token_hash(token))

    def is_invite(self, token: str) -> bool:
        """The seat's unclaimed invite."""
        raw = self.token_hash or ""
        return raw.startswith("invite:") and hmac.compare_digest(raw[7:], token_hash(token))

    def was_invite(self, token: str) -> bool:
        """The invite this seat was already claimed with."""
        _, spent = self._parts()
        return bool(spent) and not (self.token_hash or "").startswith("invite:") and \
            hmac.compare_digest(spent, token_hash(token))

    def claim(self, invite: str) -> str:
        """Claim the seat with its invite: a fresh token (returned once) replaces it."""
        fresh = new_token()
        self.token_hash = f"{token_hash(fresh)}|spent:{token_hash(invite)}"
        return fresh

    def public(self) -> dict[str, object]:
        return {"seat": self.index, "name": self.name, "party": self.party, "agent": self.agent}


def update_token(db: Any, game_id: int, seat: Seat, expected: str | None = None) -> bool:
    """Store the seat's token; with `expected`, only over that stored value (False: another server sharing the
    store changed it first, and nothing was written)."""
    sql = "UPDATE web_seats SET token_hash=? WHERE game_id=? AND seat=?"
    args: tuple[Any, ...] = (seat.token_hash, game_id, seat.index)
    if expected is not None:
        sql, args = sql + " AND token_hash=?", (*args, expected)
    done = db.execute(sql, args).rowcount == 1
    db.commit()
    return bool(done)


def init(db: Any) -> None:
    db.executescript(SCHEMA + CLOCK_SCHEMA)
    db.commit()


def save(db: Any, game_id: int, seats: list[Seat], auto_forced: bool) -> None:
    for s in seats:
        db.execute("INSERT INTO web_seats VALUES (?,?,?,?,?,?)",
                   (game_id, s.index, s.name, s.party, s.agent, s.token_hash))
    db.execute("INSERT INTO web_tables VALUES (?,?)", (game_id, int(auto_forced)))
    db.commit()


def load(db: Any, game_id: int) -> tuple[list[Seat], bool] | None:
    """The seats of a web table, or None when the game was not created by the web server."""
    row = db.execute("SELECT auto_forced FROM web_tables WHERE game_id=?", (game_id,)).fetchone()
    if row is None:
        return None
    seats = [Seat(r[0], r[1], r[2], r[3], r[4]) for r in db.execute(
        "SELECT seat, name, party, agent, token_hash FROM web_seats WHERE game_id=? ORDER BY seat", (game_id,))]
    return seats, bool(row[0])


# ------------------------------------------------------------------------------------------ clocks (`clocks.py`)
# A table's time control (JSON), the seats' time left at the start of their current decision (JSON, rewritten at
# every choice a person makes) and the seat that lost on time (NULL while nobody has).
CLOCK_SCHEMA = """
CREATE TABLE IF NOT EXISTS web_clocks (
  game_id INTEGER PRIMARY KEY,
  rule TEXT NOT NULL,
  times TEXT NOT NULL,
  timeout INTEGER
);
"""


def save_clock(db: Any, game_id: int, rule: str, times: str) -> None:
    """Part of creating a table: no commit of its own."""
    db.execute("INSERT INTO web_clocks VALUES (?,?,?,NULL)", (game_id, rule, times))


def clock_times_write(game_id: int, times: str, timeout: int | None) -> tuple[Any, ...]:
    """The write of a table's clock times and time-out, for the group writer (`RecordStore.write_batch`)."""
    return ("statement", "UPDATE web_clocks SET times=?, timeout=? WHERE game_id=?", (times, timeout, game_id))


def load_clock(db: Any, game_id: int) -> tuple[str, str, int | None] | None:
    row = db.execute("SELECT rule, times, timeout FROM web_clocks WHERE game_id=?", (game_id,)).fetchone()
    return None if row is None else (row[0], row[1], row[2])


def timeouts(db: Any, game_ids: list[int]) -> dict[int, int]:
    """The seat that lost on time, for those of these games that ended so."""
    if not game_ids:
        return {}
    marks = ",".join("?" * len(game_ids))
    return {r[0]: r[1] for r in db.execute(
        f"SELECT game_id, timeout FROM web_clocks WHERE timeout IS NOT NULL AND game_id IN ({marks})", game_ids)}
