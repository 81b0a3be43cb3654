"""What the command line's commands share: its error, reading files, running jobs on the cores, the record store
option, the agents and seats a game offers, and building a game's setup from seats and options (also used by the
browser lobby, rokugan.web)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rokugan.core import registry
from rokugan.core.pool import PoolError
from rokugan.core.pool import run_jobs as _pool_jobs
from rokugan.core.record import GameRecord
from rokugan.core.store import RecordStore


class CliError(Exception):
    """A mistake in what the user asked for: `main` prints it as one sentence and exits with status 2."""


def run_jobs(fn: Callable[[Any], Any], jobs: list[Any], workers: int | None, ray: str | None = None) -> Any:
    """`core.pool.run_jobs` (processes here, or a Ray cluster with --ray), its failures as one sentence."""
    try:
        return _pool_jobs(fn, jobs, workers, ray)
    except PoolError as e:
        raise CliError(str(e)) from None


def read_text(path: str) -> str:
    """A text file's contents, or a CliError naming the problem in one sentence."""
    p = Path(path)
    if not p.exists():
        raise CliError(f"{path}: no such file")
    if p.is_dir():
        raise CliError(f"{path} is a folder, not a deck list file")
    try:
        data = p.read_bytes()
    except OSError as e:
        raise CliError(f"{path}: cannot be read ({e.strerror or e})") from None
    if b"\0" in data[:4096]:
        raise CliError(f"{path} is not a text file (it looks binary)")
    text = data.decode("utf-8-sig", errors="replace")
    if not text.strip():
        raise CliError(f"{path} is empty")
    return text


DB_HELP = "a SQLite file or a postgresql:// URL (default $ROKUGAN_DB, else ~/.rokugan/games.sqlite3)"


def load_record(store: RecordStore, game_id: int) -> GameRecord:
    try:
        return store.load(game_id)
    except KeyError:
        raise CliError(f"there is no game {game_id} in {store.path} (`rokugan replay` lists them)") from None


def check_agents(game: str, names: list[str]) -> None:
    known = registry.agent_names(game)
    for n in names:
        if n not in known:
            raise CliError(f"unknown agent {n!r} for {registry.info(game).title}; choose from {', '.join(known)}")


def seat_choices(game: str) -> list[str]:
    """The short names of the built-in choices a seat may make in a game, from its registry form ("crab" for
    the CCG's "builtin:crab" deck, "lion" for a Battle for Rokugan clan): no game's modules are imported here."""
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        if f.get("kind") in ("deck", "choice"):
            return [str(c["id"]).rsplit(":", 1)[-1] for c in f.get("choices", []) if c.get("id") != "random"]
    return []


def seat_field(game: str) -> str:
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        if f.get("kind") in ("deck", "choice"):
            return str(f["key"])
    return "deck"


def choice_id(game: str, short: str) -> str:
    """The form value of a seat's short choice name ("crab" -> "builtin:crab")."""
    fields = registry.setup_form(game).get("seat_fields") or []
    for f in fields:
        for c in f.get("choices", []):
            if str(c["id"]).rsplit(":", 1)[-1] == short:
                return str(c["id"])
    return short


def seats_setup(game: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> tuple[dict[str, Any],
                                                                                               list[str]]:
    """A setup through the registry (the same road the web lobby takes); a refusal is one sentence."""
    try:
        return registry.build_setup(game, {"players": len(seats), "seats": seats, "options": options,
                                           "seed": seed})
    except ValueError as e:
        raise CliError(str(e)) from None
