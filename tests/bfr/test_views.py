"""BfR §21 hidden versus public information: what each player's view (and log) may show."""

from __future__ import annotations

import json
import random
from typing import Any

from rokugan.bfr.game import new_game
from rokugan.bfr.texts import card_text
from rokugan.bfr.view import view

from .scenario import Table


def _tokens(v: dict[str, Any]) -> list[dict[str, Any]]:
    out = list(v["borders"])
    for p in v["provinces"]:
        out += p["centre"]
    return out


def _by_seq(v: dict[str, Any], seq: int) -> dict[str, Any]:
    return next(x for x in _tokens(v) if x["seq"] == seq)


def test_face_down_tokens_show_their_kind_only_to_their_owner() -> None:
    """# BfR §21: "the identity of a player's own face-down tokens (only the owner knows)"; position and owner are
    public; blessings and animated tokens are face up and public."""
    t = Table(["crab", "lion", "crane"])
    t.control("crab", "crab_1")
    a = t.put("crab", "army5", "crab_1>crab_2")
    b = t.bless("crab", "blessing2", a)
    up = t.put("lion", "army6", "in:lion_1", face_up=True)
    for viewer, sees in ((0, True), (1, False), (2, False), (None, False)):
        v = view(t.s, viewer, None)
        tok = _by_seq(v, t.seq(a))
        assert tok["owner"] == 0 and tok["target"] == "crab_2" and tok["from"] == "crab_1"
        assert ("kind" in tok) == sees and ("strength" in tok) == sees, viewer
        assert tok["blessings"] == [2]
        assert _by_seq(v, t.seq(up))["strength"] == 6
    assert t.s.up[b]


def test_hands_objectives_and_held_cards_are_private() -> None:
    """# BfR §21: the contents of a hand, the secret objective and the text of a held territory card are private;
    hand and pool sizes, discard piles, scouts and shugenja left and the territories of held cards are public."""
    t = Table(["crab", "lion"])
    t.give("crab", "army5", "navy3")
    t.s.objective[0] = 7
    t.card("crab", "Promotion")
    mine = view(t.s, 0, None)["players"][0]
    assert sorted(mine["hand"]) == ["army 5", "bluff", "navy 3"]
    assert mine["objective"]["name"] == "Way of the Sail"
    assert mine["territory_cards"] == [{"territory": "crab", "card": "Promotion", "text": card_text(1)}]
    assert "coastal provinces" in mine["objective"]["text"]
    for viewer in (1, None):
        other = view(t.s, viewer, None)["players"][0]
        assert "hand" not in other and "objective" not in other and "objective_choices" not in other
        assert other["hand_count"] == 3 and other["pool_count"] == 24 and other["scouts"] == 2
        assert other["territory_cards"] == [{"territory": "crab"}]
        seen = json.dumps(view(t.s, viewer, None))
        assert "Way of the Sail" not in seen and "coastal provinces" not in seen  # nor its text
        assert card_text(1) not in seen


def test_objective_choices_are_private_during_setup() -> None:
    """# BfR §4 step 5: each player secretly keeps one of two objectives; the unchosen card is not shown."""
    g = new_game({"clans": ["crab", "lion", "crane"]}, 5)
    s = g.s
    d = g.pending()
    assert d is not None
    p = d.player
    names = [o.label for o in d.options]
    assert len(view(s, p, d)["players"][p]["objective_choices"]) == 2
    for viewer in [x for x in range(3) if x != p] + [None]:
        v = g.view(viewer)
        assert v["decision"] == {"player": p, "kind": "objective"}
        dump = json.dumps(v)
        assert not any(n.split(" (")[0] in dump for n in names)


def test_scout_peek_and_first_player_card_reveal_only_to_the_looker() -> None:
    """# BfR §21: what a scout, the first player card, the Scorpion peek or Dark Favors revealed is known only to
    the looking player."""
    t = Table(["scorpion", "crab", "lion"])
    t.control("crab", "crab_1")
    a = t.put("crab", "army4", "in:crab_1")
    t.give("scorpion", "army1")
    t.choose(t.choose(t.push(("turn", 0)), "scout"), f"s{t.seq(a)}")
    assert _by_seq(view(t.s, 0, None), t.seq(a))["kind"] == "army"
    assert "kind" not in _by_seq(view(t.s, 2, None), t.seq(a))
    assert "kind" not in _by_seq(view(t.s, None, None), t.seq(a))
    for viewer in (2, None):
        assert not any("army 4" in line for line in t.g.log_lines(viewer))
    assert any("army 4" in line for line in t.g.log_lines(0))
    # the first player card: the looker and the owner know; the third player does not
    t.s.fp_holder = 2
    b = t.put("crab", "army3", "crab_1>crab_2")
    t.give("lion", "army1")
    t.choose(t.choose(t.push(("turn", 2)), "fpcard"), f"s{t.seq(b)}")
    assert any("army 3" in line for line in t.g.log_lines(2) if "first player card" in line)
    assert not any("army 3" in line for line in t.g.log_lines(0) if "first player card" in line)


def test_placement_log_names_the_token_only_for_its_owner() -> None:
    """# BfR §6.1: tokens are placed face down; others learn where, not what."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.give("crab", "army5")
    t.choose(t.choose(t.push(("turn", 0)), "army5"), "crab_1>crab_2")
    assert any("army 5" in line for line in t.g.log_lines(0))
    other = [line for line in t.g.log_lines(1) if "places" in line]
    assert other and not any("army" in line for line in other)


def test_views_never_leak_during_random_games() -> None:
    """# BfR §21, as a property over whole games: a viewer sees a face-down token's kind only if it is theirs or
    they looked at it; no other player's hand or objective; spectators see only face-up tokens; a pending decision
    shows its options only to its chooser."""
    for seed in (1, 2):
        g = new_game({"players": 4}, seed)
        rng = random.Random(seed)
        steps = 0
        while g.result is None:
            d = g.pending()
            assert d is not None
            if steps % 7 == 0:
                s = g.s
                for viewer in (None, 0, 1, 2, 3):
                    v = g.view(viewer)
                    for tok in _tokens(v):
                        if "kind" in tok and not tok["face_up"]:
                            assert viewer is not None and (tok["owner"] == viewer or any(
                                s.known[x] >> viewer & 1 for x in range(len(s.kind))
                                if s.seq[x] == tok["seq"] and s.where[x] == 2)), (seed, steps, viewer, tok)
                    for p, pl in enumerate(v["players"]):
                        if p != viewer:
                            assert "hand" not in pl and "objective" not in pl and "objective_choices" not in pl
                            assert all("card" not in c for c in pl["territory_cards"])
                    if viewer != d.player:
                        assert set(v["decision"]) == {"player", "kind"}
            g.choose(rng.choice(d.ids()))
            steps += 1
        v = g.view(None)
        assert all("objective" in pl and "honor" in pl for pl in v["players"])  # revealed at the end (§17)
