"""A PostgreSQL server of the tests' own: `initdb` in a temporary folder, `pg_ctl start` on a Unix socket there.

The binaries are the ones on the PATH, else Debian's (/usr/lib/postgresql/<version>/bin, the `postgresql`
package that `.ci/run` installs where it is missing). PostgreSQL refuses to run as root: run as root, the
server runs as the user `postgres` (else `nobody`). Without binaries, without psycopg, or when the server does
not start, the tests that need it are skipped with the reason.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


def find_binaries() -> Path | None:
    """The folder holding initdb, pg_ctl and postgres, or None."""
    found = shutil.which("pg_ctl")
    candidates = [Path(os.path.realpath(found)).parent] if found else []
    debian = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: [int(x) for x in
                                                                       Path(p).parent.name.split(".") if x.isdigit()])
    candidates += [Path(p) for p in reversed(debian)]
    for d in candidates:
        if all((d / b).exists() for b in ("initdb", "pg_ctl", "postgres")):
            return d
    return None


class PostgresServer:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        # in /tmp: a short path (a Unix socket path is short) that the unprivileged user can reach
        self.dir = Path(tempfile.mkdtemp(prefix="rokugan-pg-", dir="/tmp" if os.path.isdir("/tmp") else None))
        self.data = self.dir / "data"
        self.port = 5432
        self.kw: dict[str, object] = {}
        if os.geteuid() == 0:  # postgres will not run as root
            for name in ("postgres", "nobody"):
                try:
                    pw = pwd.getpwnam(name)
                except KeyError:
                    continue
                os.chown(self.dir, pw.pw_uid, pw.pw_gid)
                self.kw = {"user": pw.pw_uid, "group": pw.pw_gid, "extra_groups": []}
                break
            else:
                raise RuntimeError("no unprivileged user (postgres or nobody) to run the server as")
        self._counter = itertools.count(1)

    def _run(self, *args: str) -> None:
        env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
        r = subprocess.run([str(self.bindir / args[0]), *args[1:]], capture_output=True, text=True, env=env,
                           cwd=self.dir, timeout=60, **self.kw)  # type: ignore[call-overload]
        if r.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {(r.stderr or r.stdout).strip()[-400:]}")

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "rokugan", "-E", "UTF8", "--locale=C",
                  "--no-sync")
        opts = (f"-k {self.dir} -p {self.port} -c listen_addresses='' -c fsync=off -c full_page_writes=off "
                "-c shared_buffers=16MB -c max_connections=40")
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.dir / "server.log"), "-w", "-t", "30",
                  "-o", opts, "start")

    def stop(self) -> None:
        with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, database: str) -> str:
        return f"postgresql://rokugan@/{database}?host={self.dir}&port={self.port}"

    def new_database(self) -> str:
        """The URL of a fresh, empty database."""
        import psycopg
        name = f"t{next(self._counter)}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as c:
            c.execute(f"CREATE DATABASE {name}")
        return self.url(name)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg (pip install -e '.[pg]')")
    bindir = find_binaries()
    if bindir is None:
        pytest.skip("no PostgreSQL server binaries (initdb, pg_ctl, postgres) on this machine: "
                    "the PostgreSQL tests are skipped (apt-get install postgresql brings them)")
    try:
        server = PostgresServer(bindir)
    except (OSError, RuntimeError) as e:
        pytest.skip(f"cannot prepare a PostgreSQL server, so the PostgreSQL tests are skipped: {e}")
    try:
        server.start()
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as e:
        server.stop()
        pytest.skip(f"the PostgreSQL server did not start, so the PostgreSQL tests are skipped: {e}")
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: PostgresServer) -> str:
    """A postgresql:// URL of an empty database of its own."""
    return pg_server.new_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A record store on each backend in turn: a SQLite file, then an empty PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "g.sqlite3")
    url: str = request.getfixturevalue("pg_url")
    return url
