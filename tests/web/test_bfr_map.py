"""Battle for Rokugan in the browser on the map (issue 12 "A map"): a person plays a whole game by picking a
token from their hand and clicking a place on the map; only offered places are drawn, and those where the
token would be removed at the reveal (§6.1 faithful mode, §7.2) are marked; clicking a province shows its
details. Screenshots of placement, a later round and the end go to $ROKUGAN_SCREENSHOTS (docs/img keeps
copies that were looked at)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rokugan.core.store import RecordStore

from .test_e2e import OPTION, Server, browser, n_of, new_page, server, shots, wait_turn  # noqa: F401

pytestmark = pytest.mark.e2e


# is this element the one a click at its centre reaches?
_ON_TOP = """el => { const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return top === el || el.contains(top); }"""


def _wait_next(page: Any, n: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.n) > {n} || !!document.querySelector('.result')",
                           timeout=15_000)


def test_place_tokens_by_clicking_the_map_in_a_full_game(server: Server, browser: Any,  # noqa: F811
                                                          shots: Path) -> None:  # noqa: F811
    page = new_page(browser)
    page.goto(server.url + "/")
    page.wait_for_selector("form")
    page.select_option("select[name=game]", "bfr")
    page.select_option("select[name=players]", "3")
    page.fill("input[name=name]", "Tester")
    for i in (1, 2):
        page.locator(".seat").nth(i).locator("select[name=party]").select_option("computer:random")
    page.click("text=Start the game")
    page.wait_for_url(re.compile(r"/table/\d+#t="))
    m = re.search(r"/table/(\d+)", page.url)
    assert m
    gid = int(m.group(1))
    page.wait_for_selector(".bfrmap")
    assert page.locator(".bfrmap .prov").count() == 30  # every province on the map
    page.locator('.bfrmap [data-ref="province:crab_3"]').click()
    assert "Crab 3" in page.locator(".bfr-info").inner_text()
    placed: list[str] = []
    illegal_seen = shot = hovered = False
    steps = 0
    while wait_turn(page):
        steps += 1
        assert steps < 400, "the game did not end"
        n = n_of(page)
        hand = page.locator(".pl.me .pl-hand .tok.actionable")
        spots = page.locator(".bfrmap .spot.actionable")
        if spots.count():  # a placement: click a place on the map (a legal one when there is one)
            illegal_seen = illegal_seen or page.locator(".bfrmap .spot.illegal").count() > 0
            if not shot and "army" in page.locator(".decision .prompt").inner_text():
                page.screenshot(path=str(shots / "bfr-map-placement.png"), full_page=True)
                shot = True
            legal = page.locator(".bfrmap .spot.actionable:not(.illegal)")
            target = legal.nth(steps % legal.count()) if legal.count() else spots.first
            ref = target.get_attribute("data-ref")
            assert ref and ref.startswith("place:")
            if target.evaluate(_ON_TOP):
                target.click()  # a real click where the place is drawn
            else:
                target.dispatch_event("click")  # drawn under another place: click that very element
            _wait_next(page, n)
            placed.append(ref[len("place:"):])
        elif hand.count():  # the turn: pick a token from the hand shown beside the map
            tok = hand.nth(steps % hand.count())
            if not hovered:  # a choice does not move under the pointer (a lift on hover made it jitter at its edge)
                box = tok.bounding_box()
                assert box
                # its lower edge: 1.5px above the bottom of its border box (`position` counts from the padding box,
                # inside the 1px border; a point on the very edge hit the hand around it, depending on subpixels)
                tok.hover(position={"x": box["width"] / 2, "y": box["height"] - 2.5})
                assert tok.bounding_box() == box
                hovered = True
            tok.click()
            _wait_next(page, n)
        else:
            page.locator(OPTION).first.click()
            _wait_next(page, n)
        if len(placed) == 8:
            page.screenshot(path=str(shots / "bfr-map-round.png"), full_page=True)
    assert page.locator(".result").inner_text().startswith("Game over")
    assert page.locator(".bfr-score tr").count() == 4  # the final breakdown: a header and three players
    page.screenshot(path=str(shots / "bfr-map-end.png"), full_page=True)
    assert len(placed) >= 10 and illegal_seen
    rec = RecordStore(server.db).load(gid)
    g = rec.start()
    mine = []  # the recorded placements of the person (seat 0)
    for cid in rec.choices:
        d = g.pending()
        assert d is not None
        if d.player == 0 and d.kind == "place" and not cid.startswith("on#"):  # (a blessing goes on a token)
            mine.append(cid)
        g.choose(cid)
    assert g.result is not None
    it = iter(mine)
    assert all(any(c == x for x in it) for c in placed), (placed, mine)  # each click is a recorded placement
    assert len(placed) >= len(mine) - 2, (placed, mine)  # (a place that was the only one is taken unclicked)
    assert page.js_errors == []
