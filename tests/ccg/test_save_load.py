"""ARCHITECTURE "A state can be copied, saved and resumed" and "Per-player views"; CR "Game area knowledge"
(hands and face-down Province cards are hidden information)."""

from __future__ import annotations

import json

from rokugan.ccg.game import CCGGame, DeckSpec, start_game
from rokugan.core.agents import RandomAgent

from .scenario import Scenario, follower, holding, item, personality, strategy, stronghold


def playable_deck(clan: str, honor: int) -> DeckSpec:
    """A deck where every distinct card has its own id, so facts survive a JSON round trip."""
    dyn = []
    for i in range(20):
        dyn.append(holding(f"{clan} Mine {i}", gold=2 + i % 2, cost=2 + i % 3))
        kws: tuple[str, ...] = ("Samurai",) + (("Cavalry",) if i % 4 == 0 else ()) + \
            (("Tactician",) if i % 5 == 0 else ())
        dyn.append(personality(f"{clan} Samurai {i}", f=1 + i % 4, c=1 + i % 3, cost=2 + i % 5, hr=i % 6,
                               ph=1 + i % 3, clan=clan if i % 3 else None, keywords=kws))
    fate = []
    for i in range(12):
        fate.append(item(f"{clan} Blade {i}", f=1 + i % 2, cost=1 + i % 2))
        fate.append(follower(f"{clan} Spears {i}", f=1 + i % 3, cost=1 + i % 3))
        fate.append(strategy(f"{clan} Scroll {i}", focus=i % 4))
    return DeckSpec(stronghold(clan, honor), dyn, fate)


def _game(seed: int) -> CCGGame:
    return start_game([playable_deck("Crab", 5), playable_deck("Crane", 6)], seed)


def _run_until_battle(g: CCGGame, agents: list[RandomAgent]) -> bool:
    for _ in range(3000):
        d = g.pending()
        if d is None:
            return False
        s = g.s
        if s.battle is not None and s.battle["current"] >= 0 and d.kind == "action":
            return True
        g.choose(agents[d.player].choose(g, d))
    return False


def _finish(g: CCGGame, seed: int) -> tuple[list[str], dict[str, object]]:
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    choices = []
    while (d := g.pending()) is not None:
        cid = agents[d.player].choose(g, d)
        choices.append(cid)
        g.choose(cid)
    state = g.to_json()["state"]
    return choices, state  # type: ignore[return-value]


def test_clone_and_json_round_trip_mid_battle_continue_identically() -> None:
    """A copy made mid-battle -- by clone() or to_json()/from_json() through real JSON text -- offers the
    same decision and, with the same later choices, reaches the same end (ARCHITECTURE)."""
    found = 0
    for seed in range(40):
        g = _game(seed)
        if not _run_until_battle(g, [RandomAgent(seed), RandomAgent(seed + 7)]):
            continue
        found += 1
        c = g.clone()
        j = CCGGame.from_json(json.loads(json.dumps(g.to_json())))
        assert j.pending() == g.pending() == c.pending()
        assert j.s.battle == g.s.battle
        ends = [_finish(x, 99 + seed) for x in (g, c, j)]
        assert ends[0] == ends[1] == ends[2]
        assert g.result == c.result == j.result and g.result is not None
        if found >= 3:
            break
    assert found >= 3, "no game reached a battle"


def test_clone_is_independent() -> None:
    """clone() copies exactly; changing the copy leaves the original alone."""
    g = _game(3)
    c = g.clone()
    d = c.pending()
    assert d is not None
    c.choose(d.options[-1].id)
    assert g.s.decisions == 0 and c.s.decisions == 1
    assert g.to_json() != c.to_json()


def test_json_round_trip_of_a_scenario_with_restricted_gold_facts() -> None:
    """Card facts with extras (restricted Gold) survive the round trip and still pay correctly."""
    from .test_gold import dojo_facts
    sc = Scenario()
    sc.bow_stronghold(0)
    dojo = sc.play(0, dojo_facts())
    samurai = sc.province(0, 0, personality("Hida Guard", cost=3))
    mine = sc.province(0, 1, holding("Silver Mine", gold=2, cost=3))
    sc.goto("dynasty", active=0)
    j = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json())))
    ids = j.pending().ids()  # type: ignore[union-attr]
    assert f"recruit:{samurai}" in ids and f"recruit:{mine}" not in ids
    j.choose(f"recruit:{samurai}")
    j.choose(f"gold:{dojo}")
    while j.s.stack[-1][:2] == ("round", "interrupt"):  # CR "Action Sequence" C: nobody has an Interrupt
        j.choose("pass")
    assert j.pending() is not None
    assert j.s.zone[samurai] == 4 and j.s.players[0].gold_pool == 0


def _titles(v: dict[str, object]) -> str:
    return json.dumps(v)


def test_view_hides_the_opponents_hand_and_face_down_provinces() -> None:
    """CR "Game area knowledge": a player does not see the opponent's hand or any face-down Province card
    (not even his own)."""
    sc = Scenario()
    sc.hand(1, strategy("Secret Plan"))
    sc.hand(0, strategy("My Own Plan"))
    sc.province(1, 0, holding("Hidden Treasure"), face_up=False)
    sc.province(0, 0, holding("My Hidden Mine"), face_up=False)
    sc.goto("action", active=1)
    sc.province(0, 1, holding("Still Hidden"), face_up=False)
    v0, v1, spectator = _titles(sc.g.view(0)), _titles(sc.g.view(1)), _titles(sc.g.view(None))
    assert "Secret Plan" not in v0 and "Secret Plan" in v1 and "Secret Plan" not in spectator
    assert "My Own Plan" in v0 and "My Own Plan" not in v1
    assert "Still Hidden" not in v0 and "Still Hidden" not in v1
    assert "Hidden Treasure" in v0, "revealed at the start of seat 1's Action Phase"
    assert sc.g.view(0)["players"][1]["hand"] == 1


def test_views_never_leak_hidden_cards_during_random_play() -> None:
    """Per-player views: at every decision of several random games, seat 0's view contains no title of a
    card in seat 1's hand or of a face-down Province card (titles are unique per instance here)."""
    for seed in range(3):
        g = _game(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        steps = 0
        while (d := g.pending()) is not None and steps < 400:
            s = g.s
            for viewer in (0, 1):
                text = json.dumps(g.view(viewer))
                other = s.players[1 - viewer]
                hidden = [c for c in other.hand]
                hidden += [c for p in s.players for pr in p.provinces for c in pr if not s.face_up[c]]
                for c in hidden:
                    t = s.title(c)
                    # the same title may also be public (a copy elsewhere); only flag unique titles
                    if sum(1 for x in range(len(s.facts)) if s.title(x) == t) == 1:
                        assert f'"{t}"' not in text, f"view({viewer}) leaks {t}"
            g.choose(agents[d.player].choose(g, d))
            steps += 1
