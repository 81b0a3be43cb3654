"""Issue 14: take-back against a person, with that person's consent (undo stays for games against the computer)."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from .conftest import hello, new_table, recv
from .test_followups import claim, table_of


def _to_first_real_choice_of(client: TestClient, gid: int, socks: dict[int, Any], seat: int) -> None:
    """Play first options until `seat` has made one choice among several and it is the other seat's turn."""
    table = table_of(client, gid)
    made = False
    for _ in range(500):
        d = table.game.pending()
        if d is None:
            break
        if made and d.player != seat and table.automatic() is None:
            return
        if table.automatic() is not None:
            recv(socks[seat], lambda m: m["type"] == "state" and m["n"] == table.n)
            continue
        ws = socks[d.player]
        n = table.n
        if d.player == seat and len(d.options) > 1:
            made = True
        ws.send_json({"type": "choose", "option": d.options[0].id, "n": n, "epoch": table.epoch})
        recv(ws, lambda m, n=n: m["type"] == "state" and m["n"] > n)
    raise AssertionError("no such position")


def test_a_takeback_asked_and_accepted_undoes_the_askers_last_choice(client: TestClient) -> None:
    t = new_table(client, "host", "guest", max_turns=3)
    gid, host_tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as host_ws, client.websocket_connect(f"/ws/{gid}") as guest_ws, \
            client.websocket_connect(f"/ws/{gid}") as spec:
        claim(guest_ws, t["invites"][0]["token"])
        hello(host_ws, host_tok)
        hello(spec)
        _to_first_real_choice_of(client, gid, {0: host_ws, 1: guest_ws}, 0)
        table = table_of(client, gid)
        before = len(table.record.choices)
        # undo is refused against a person; the take-back is offered instead
        host_ws.send_json({"type": "undo", "n": table.n, "epoch": table.epoch})
        assert recv(host_ws, lambda m: m["type"] == "error")["message"] == ("undo is only offered in games against "
                                                                             "the computer")
        spec.send_json({"type": "takeback", "n": table.n, "epoch": table.epoch})
        assert "spectators" in recv(spec, lambda m: m["type"] == "error")["message"]
        host_ws.send_json({"type": "takeback", "n": table.n, "epoch": table.epoch})
        m = recv(guest_ws, lambda m: m["type"] == "state" and m.get("takeback") is not None)
        assert m["takeback"]["can_answer"] and not m["takeback"]["mine"] and m["takeback"]["name"]
        mine = recv(host_ws, lambda m: m["type"] == "state" and m.get("takeback") is not None)
        assert mine["takeback"]["mine"] and not mine["takeback"]["can_answer"] and not mine["can_ask_takeback"]
        host_ws.send_json({"type": "takeback_answer", "accept": True})  # one cannot answer one's own request
        assert recv(host_ws, lambda m: m["type"] == "error")["message"] == ("the other player answers your take-back "
                                                                             "request")
        guest_ws.send_json({"type": "takeback_answer", "accept": True})
        after = recv(host_ws, lambda m: m["type"] == "state" and m["epoch"] == table.epoch and m["epoch"] > 0)
        assert after["takeback"] is None and len(table.record.choices) < before
        assert after["decision"] is not None  # the host chooses again


def test_a_refused_takeback_changes_nothing_and_a_move_lets_it_lapse(client: TestClient) -> None:
    t = new_table(client, "host", "guest", max_turns=3)
    gid, host_tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as host_ws, client.websocket_connect(f"/ws/{gid}") as guest_ws:
        claim(guest_ws, t["invites"][0]["token"])
        hello(host_ws, host_tok)
        _to_first_real_choice_of(client, gid, {0: host_ws, 1: guest_ws}, 0)
        table = table_of(client, gid)
        n, choices = table.n, list(table.record.choices)
        host_ws.send_json({"type": "takeback", "n": n, "epoch": table.epoch})
        recv(guest_ws, lambda m: m["type"] == "state" and m.get("takeback") is not None)
        guest_ws.send_json({"type": "takeback_answer", "accept": False})
        recv(host_ws, lambda m: m["type"] == "state" and m.get("takeback") is None)
        assert table.record.choices == choices and table.n == n and table.epoch == 0
        guest_ws.send_json({"type": "takeback_answer", "accept": True})
        assert recv(guest_ws, lambda m: m["type"] == "error")["message"] == "no take-back is waiting for an answer"
        # asked again, then the guest moves instead of answering: the request lapses
        host_ws.send_json({"type": "takeback", "n": n, "epoch": table.epoch})
        recv(guest_ws, lambda m: m["type"] == "state" and m.get("takeback") is not None)
        d = table.game.pending()
        guest_ws.send_json({"type": "choose", "option": d.options[0].id, "n": table.n, "epoch": table.epoch})
        recv(host_ws, lambda m: m["type"] == "state" and m.get("takeback") is None)
        assert table.takeback is None


def test_takeback_messages_with_bad_values_get_a_sentence(client: TestClient) -> None:
    t = new_table(client, "host", "computer", max_turns=1)
    gid, tok = t["id"], t["tokens"]["0"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        hello(ws, tok)
        ws.send_json({"type": "takeback", "n": 0, "epoch": 0})
        assert "use undo" in recv(ws, lambda m: m["type"] == "error")["message"]
        ws.send_json({"type": "takeback_answer", "accept": "yes"})
        assert recv(ws, lambda m: m["type"] == "error")["message"] == "no take-back is waiting for an answer"
