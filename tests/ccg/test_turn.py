"""CR "The Turn Sequence", "Action Phase", "Action Rounds", "Attack Phase" (optional), "Dynasty Phase",
"Drawing and discarding Fate cards", "Turns and turn order"."""

from __future__ import annotations

from .scenario import Scenario, holding, item, personality, strategy


def test_action_phase_straightens_only_the_active_players_cards() -> None:
    """CR "Action Phase": "At the start of the Action Phase, the active player straightens all his or her
    bowed cards." """
    sc = Scenario()
    mine = sc.play(0, personality("Hida Guard"), bowed=True)
    katana = sc.attach(item("Katana"), mine, bowed=True)
    mine_h = sc.play(0, holding("Iron Mine"), bowed=True)
    theirs = sc.play(1, personality("Doji Guard", clan="Crane"), bowed=True)
    sc.bow_stronghold(0)
    sc.bow_stronghold(1)
    sc.goto("action", active=0)
    s = sc.s
    assert not s.bowed[mine] and not s.bowed[katana] and not s.bowed[mine_h]
    assert not s.bowed[s.players[0].stronghold]
    assert s.bowed[theirs] and s.bowed[s.players[1].stronghold]


def test_action_phase_reveals_the_active_players_provinces() -> None:
    """CR "Action Phase": "the active player turns all face-down cards in his or her Provinces face-up." """
    sc = Scenario()
    a = sc.province(0, 2, holding("Hidden Mine"), face_up=False)
    b = sc.province(1, 2, holding("Their Mine"), face_up=False)
    sc.goto("action", active=0)
    assert sc.s.face_up[a] and not sc.s.face_up[b]


def test_action_round_active_player_first_and_ends_after_consecutive_passes() -> None:
    """CR "Action Rounds": "The active player has the first opportunity to act." ... "After all players pass
    consecutively, the Action Round ends." An action resets the count (the other player may act again)."""
    sc = Scenario()
    p1 = sc.play(1, personality("Doji Guard", clan="Crane"))
    sc.hand(1, item("Fan", cost=0))
    sc.goto("action", active=0)
    assert sc.who() == 0 and sc.kind() == "action"
    sc.choose("pass")
    assert sc.who() == 1 and sc.kind() == "action"
    equip = next(i for i in sc.ids() if i.startswith("equip:"))
    sc.choose(equip)  # an Open action by the non-active player
    sc.choose(f"sel:{p1}")
    assert sc.s.attached[p1]
    assert sc.who() == 0 and sc.kind() == "action", "after an action the round continues"
    sc.choose("pass")
    assert sc.who() == 1 and sc.kind() == "action"
    sc.choose("pass")
    assert sc.kind() == "attack" and sc.who() == 0


def test_attack_phase_is_optional_then_dynasty_phase_for_the_active_player_only() -> None:
    """CR "Attack Phase": "The active player may now optionally create ("declare") an Attack Phase." CR
    "Dynasty Phase": "the active player only takes Dynasty actions"; one pass ends it."""
    sc = Scenario()
    sc.goto("attack", active=0)
    assert sc.kind() == "attack" and "no_attack" in sc.ids() and "attack:1" in sc.ids()
    sc.choose("no_attack")
    assert sc.s.phase == "dynasty" and sc.who() == 0 and sc.kind() == "action"
    sc.choose("pass")
    # The Dynasty Phase ended at once (only the active player acts) and the turn passed to seat 1.
    assert sc.s.active == 1 and sc.s.phase == "action" and sc.who() == 1


def test_end_of_turn_draw_one_card() -> None:
    """CR "Drawing and discarding Fate cards": "At the end of the Dynasty Phase ... the active player draws
    a Fate card." Only the active player draws."""
    sc = Scenario()
    sc.goto("dynasty", active=0)
    before0, before1 = len(sc.s.players[0].hand), len(sc.s.players[1].hand)
    top = sc.s.players[0].fate_deck[0]
    sc.choose("pass")
    assert len(sc.s.players[0].hand) == before0 + 1 and top in sc.s.players[0].hand
    assert len(sc.s.players[1].hand) == before1


def test_end_of_turn_discard_down_to_maximum_hand_size_of_eight() -> None:
    """CR "Drawing and discarding Fate cards": "if the active player has more Fate cards in hand than his
    or her maximum hand size, the player discards Fate cards until he or she has equal or fewer." CR
    "Maximum hand size": "A player starts with a maximum hand size of 8". The player chooses."""
    sc = Scenario()
    cards = [sc.hand(0, strategy(f"Letter {i}")) for i in range(9)]
    sc.goto("dynasty", active=0)
    sc.choose("pass")  # draw -> 10 cards
    assert sc.kind() == "discard" and sc.who() == 0
    assert set(cards) <= {o["card"] for o in (x.payload for x in sc.pending.options)}  # type: ignore[union-attr]
    sc.choose(f"discard:{cards[0]}")
    assert sc.kind() == "discard"
    sc.choose(f"discard:{cards[1]}")
    assert len(sc.s.players[0].hand) == 8
    assert cards[0] in sc.s.players[0].fate_discard and cards[1] in sc.s.players[0].fate_discard
    assert sc.s.active == 1


def test_no_discard_at_eight_cards() -> None:
    """CR "Drawing and discarding Fate cards": equal to the maximum is allowed."""
    sc = Scenario()
    for i in range(7):
        sc.hand(0, strategy(f"Letter {i}"))
    sc.goto("dynasty", active=0)
    sc.choose("pass")
    assert len(sc.s.players[0].hand) == 8 and sc.s.active == 1 and sc.kind() == "action"


def test_turns_alternate_in_turn_order() -> None:
    """CR "Turns and turn order": "each player takes a turn" in turn order; F: "When his or her turn has
    ended, the next player's turn, in turn order, begins"."""
    sc = Scenario()
    sc.goto("action", active=0, turn=3)
    seen = []
    for _ in range(4):
        seen.append((sc.s.turn, sc.s.active))
        sc.pass_round()
        sc.choose("no_attack")
        sc.choose("pass")
        while sc.kind() == "discard":
            sc.choose(sc.ids()[0])
    assert seen == [(3, 0), (4, 1), (5, 0), (6, 1)]


def test_empty_fate_deck_draw_does_nothing() -> None:
    """CR "Fate and Dynasty decks" (engine note): drawing from an empty Fate deck draws nothing and the
    game goes on."""
    sc = Scenario()
    p = sc.s.players[0]
    for c in list(p.fate_deck):
        p.fate_deck.remove(c)
        sc.s.zone[c] = 7
        p.removed.append(c)
    sc.goto("dynasty", active=0)
    sc.choose("pass")
    assert len(p.hand) == 0 and sc.s.result is None and sc.s.active == 1
