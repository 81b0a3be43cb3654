"""What players read: the texts of objectives (§16), territory cards (§10.2, §11), clan abilities (§15), scout,
shugenja and first player card (§12), where a player picks or looks at them; the end-of-game breakdown (§17);
and the terminal's short successive choices for long decisions."""

from __future__ import annotations

import builtins
import json
from pathlib import Path
from typing import Any

import pytest

from rokugan.bfr import board as B
from rokugan.bfr import data as D
from rokugan.bfr import texts as T
from rokugan.bfr.game import new_game
from rokugan.bfr.terminal import menu
from rokugan.bfr.view import view
from rokugan.core.agents import RandomAgent

from .scenario import Table


def test_every_component_has_its_own_text() -> None:
    """# BfR §16 (12 objectives), §10.2 (22 territory cards), §15 (7 clans), §12, §13: each has a distinct text."""
    objs = [T.objective_text(o) for o in range(len(D.OBJECTIVES))]
    cards = [T.card_text(c) for c in range(len(D.TERRITORY_CARDS))]
    abilities = [T.ability_text(c) for c in D.CLANS]
    for group, n in ((objs, 12), (cards, 22), (abilities, 7)):
        assert len(group) == n and len(set(group)) == n and all(len(x) > 30 for x in group)
    assert all(f"Worth {D.OBJECTIVES[o][3]} honor" in objs[o] for o in range(12))
    shadow = [cards[c] for c in sorted(D.SHADOWLANDS_CARDS)]
    assert all(x.startswith("Start of your placement turn") for x in shadow)  # §11.1 timing
    assert all(x.startswith("Upkeep") for c, x in enumerate(cards) if c not in D.SHADOWLANDS_CARDS)  # §10.1
    assert set(T.INITIATIVE_TEXT) == set(D.NEUTRAL_INITIATIVE)


def test_ability_text_follows_the_rules_options() -> None:
    """# BfR §15 Crab [UNSURE] 2 and Crane [UNSURE] 3: the text says what the engine does under the options."""
    from rokugan.bfr.rules import RulesOptions

    assert "adds 3 defense" in T.ability_text("crab", RulesOptions(crab_faceup_defense=3))
    assert "tied with the defender" in T.ability_text("crane", RulesOptions(crane_ties="attacker_vs_defender"))


def test_objective_choice_shows_what_each_objective_asks() -> None:
    """# BfR §4 step 5: the two dealt objectives are picked knowing what they ask."""
    g = new_game({"clans": ["crab", "lion", "crane"]}, 5)
    d = g.pending()
    assert d is not None and d.kind == "objective"
    for o in d.options:
        assert o.payload["text"] == T.objective_text(int(o.payload["objective"]))
    mine = g.view(d.player)["players"][d.player]
    assert mine["objective_choices_text"] == [o.payload["text"] for o in d.options]


def test_card_options_carry_their_text() -> None:
    """# BfR §5.1 step 3, §5.2 part 1: playing a territory card, a scout, the shugenja or the first player card
    shows what it does."""
    t = Table(["crab", "lion", "crane"])
    t.control("crab", "crab_1")
    t.control("lion", "crab_2")
    c = t.card("crab", "Bountiful Harvest")
    d = t.push(("upkeep_turn", 0, 0))
    assert d is not None and d.option(f"c{c}").payload["text"] == T.card_text(c)
    t.put("lion", "army1", "crab_2>crab_1")
    t.give("crab", "army2")
    t.s.fp_holder = 0
    sl = t.card("crab", "Inspire Fear")
    t.special("crab_2", D.BATTLEFIELD)
    d = t.push(("turn", 0))
    assert d is not None
    texts = {o.id: o.payload.get("text") for o in d.options}
    assert texts["scout"] == T.SCOUT_TEXT and texts["shugenja"] == T.SHUGENJA_TEXT
    assert texts["fpcard"] == T.FIRST_PLAYER_TEXT and texts[f"c{sl}"] == T.card_text(sl)


def test_view_shows_abilities_to_all_and_held_card_texts_to_the_holder() -> None:
    """# BfR §15 (abilities are printed on the screens: public), §7.7 [UNSURE] 20 (a held card is private)."""
    t = Table(["crab", "lion"])
    c = t.card("lion", "Bushido")
    for viewer in (0, 1, None):
        v = view(t.s, viewer, None)
        assert [p["ability"] for p in v["players"]] == [T.ability_text("crab"), T.ability_text("lion")]
        assert v["card_texts"]["scout"] == T.SCOUT_TEXT
        assert ("text" in v["players"][1]["territory_cards"][0]) == (viewer == 1)
    assert view(t.s, 1, None)["players"][1]["territory_cards"][0]["text"] == T.card_text(c)


def test_end_of_game_breakdown_in_the_view_and_the_terminal() -> None:
    """# BfR §17: provinces, flowers, honor tokens, face-up tokens, objective and territories per player; the
    parts add up to the final honor the result announces."""
    g = new_game({"clans": ["crab", "lion", "crane", "dragon"], "logging": True}, 8)
    agents = [RandomAgent(k) for k in range(4)]
    while (d := g.pending()) is not None:
        g.choose(agents[d.player].choose(g, d))
    v = g.view(0)
    assert g.result is not None
    for pl in v["players"]:
        sc = pl["score"]
        assert sc["flowers"] + sc["face_up"] + sc["objective"] + sc["territories"] == sc["total"] == pl["honor"]
        assert 0 <= sc["honor_tokens"] <= sc["flowers"] and sc["provinces"] == pl["provinces"]
        assert f"{pl['name']} {sc['total']}" in g.result.detail
    text = g.render(0)
    assert "Final score (BfR §17):" in text
    assert "Legend:" in text
    table = text.split("Final score (BfR §17):\n", 1)[1].splitlines()
    assert "honor tokens" in table[0] and len(table) == 6  # a header, a row per player, who won
    for pl, row in zip(v["players"], table[1:5], strict=True):  # the columns line up whatever the names
        assert row.split()[-1] == str(pl["score"]["total"]) and len(row) == len(table[0])
    assert table[5].endswith(("wins.", "win.", "A draw."))


# ------------------------------------------------------------------------------------------- terminal


def _placement_decision() -> tuple[Table, Any]:
    t = Table(["crab", "lion", "crane"])
    t.control("crab", "crab_1")
    t.control("lion", "crab_2")
    t.give("crab", "army3")
    d = t.choose(t.push(("turn", 0)), "army3")
    return t, d


def test_terminal_asks_a_placement_as_province_then_place() -> None:
    """# BfR §5.2 / §6: the long placement list becomes a short list of provinces, then the places in or around
    the chosen one; every option appears exactly once; legal places (§6.2 army) come first and illegal ones say
    what happens to them (§7.2: removed at the reveal)."""
    t, d = _placement_decision()
    assert len(d.options) > 100
    groups = menu(t.s, d, 0)
    assert groups is not None and len(groups) <= B.N_PROV
    ids = [i for _title, items in groups for i, _label in items]
    assert sorted(ids) == sorted(d.ids())
    first_title, first_items = groups[0]
    assert first_title.startswith("Crab 1 (yours") and first_items[0] == ("in:crab_1", "centre of Crab 1")
    crab2 = next(items for title, items in groups if title.startswith("Crab 2 "))
    assert dict(crab2)["crab_1>crab_2"] == "border from Crab 1 → Crab 2"  # the attack from Crab 1: legal
    assert "illegal for army 3" in dict(crab2)["crab_4>crab_2"]  # not from a province the Crab holds
    assert menu(t.s, d, 1) is None  # only the chooser's own decision is grouped


def test_terminal_play_places_through_the_two_short_choices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """# BfR §5.2: `rokugan play --game bfr` asks province, then place; the record holds the engine's option id."""
    import re

    from rokugan.cli import main
    from rokugan.core.store import RecordStore
    seen: list[str] = []
    asked = iter(range(41))

    def fake_input(prompt: str = "") -> str:  # the first option listed (keys stay put while picking several)
        if next(asked, None) in (None, 40):
            return "q"
        seen.append(capsys.readouterr().out)
        keys = re.findall(r"^\s+([1-9]\d*)\. ", seen[-1], flags=re.M)
        return keys[0] if keys else "1"

    monkeypatch.setattr(builtins, "input", fake_input)
    db = str(tmp_path / "g.sqlite3")
    assert main(["play", "--game", "bfr", "--players", "3", "--clan", "crab", "--seed", "3", "--db", db]) == 0
    out = "".join(seen) + capsys.readouterr().out
    assert re.search(r"\d places? ›", out) and "« back to the list" in out and "=== Round " in out
    assert "your hand:" in out and "Worth " in out
    rec = RecordStore(db).load(1)
    g = rec.start()
    placed = False
    for cid in rec.choices:
        d = g.pending()
        assert d is not None
        if d.kind == "place":
            placed = True
            assert cid in d.ids()
        g.choose(cid)
    assert placed
    json.dumps(g.view(0))
