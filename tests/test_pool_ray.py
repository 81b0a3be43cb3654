"""`rokugan sim --ray ADDRESS` / `rokugan tournament --ray ADDRESS` (issue 11): the same games and results on a
Ray cluster as on this machine's processes; a wrong address or a missing Ray is one sentence and a non-zero exit.
The Ray runs need the optional `ray` extra (`pip install -e '.[ray]'`) and start a local Ray (`--ray local`)."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from rokugan.cli import main
from rokugan.core.pool import PoolError, run_jobs

HAS_RAY = importlib.util.find_spec("ray") is not None
needs_ray = pytest.mark.skipif(not HAS_RAY, reason="Ray is not installed (the optional ray extra: "
                               "pip install -e '.[ray]'); the Ray backend is not tested here")


def _summary(out: str) -> list[str]:
    return [line for line in out.splitlines() if "games/s" not in line and "[" not in line]


@needs_ray
def test_sim_on_a_local_ray_plays_the_same_games_as_one_process(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["sim", "--games", "6", "--max-turns", "15", "--seed", "7", "--agents", "heuristic,random"]
    assert main([*args, "--workers", "1"]) == 0
    here = capsys.readouterr().out
    assert main([*args, "--ray", "local", "--workers", "2"]) == 0
    on_ray = capsys.readouterr().out
    assert _summary(on_ray) == _summary(here)
    assert any("won" in line for line in _summary(here))


@needs_ray
def test_the_pool_gives_every_result_in_job_order_on_ray() -> None:
    jobs = list(range(23))
    assert list(run_jobs(abs, [-j for j in jobs], 3, ray="local")) == jobs


@pytest.mark.parametrize("address,words", [("127.0.0.1:1", "no Ray cluster answers at 127.0.0.1:1"),
                                           ("nonsense", "is not HOST:PORT")])
@needs_ray
def test_a_wrong_address_is_one_sentence_and_a_non_zero_exit(address: str, words: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "2", "--ray", address]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1 and "Traceback" not in err
    assert main(["tournament", "--agents", "random,heuristic", "--games", "2", "--ray", address]) == 2
    assert words in capsys.readouterr().err


@needs_ray
def test_a_port_that_is_not_ray_is_one_sentence_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    """Something else listening there (here a web server) is told apart at once; Ray would retry for minutes."""
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Quiet(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:  # the web server's own log is not rokugan's output
            pass

    server = HTTPServer(("127.0.0.1", 0), Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        assert main(["sim", "--games", "2", "--ray", f"127.0.0.1:{server.server_port}"]) == 2
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err.strip()
    assert "but not a Ray cluster" in err and len(err.splitlines()) == 1


def test_without_ray_installed_the_option_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails, as on a machine without the extra
    with pytest.raises(PoolError, match=r"pip install -e '\.\[ray\]'"):
        run_jobs(abs, [1], 1, ray="local")
    assert main(["sim", "--games", "2", "--ray", "local"]) == 2
    assert "needs Ray" in capsys.readouterr().err
