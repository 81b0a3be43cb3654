"""The Rings of the starter decks (CR "Ring"): entering play from hand after their conditions, and
discarded from hand to use their ability without cost."""

from __future__ import annotations

from rokugan.ccg.state import FATE_DISCARD, PLAY

from .harness import CardScenario, personality, real


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    foe = sc.play(1, personality("Crane Samurai", f=3, c=2, clan="Crane"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_ring_of_the_void_plays_from_hand_and_discards_the_hand() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of the Void"))
    other = sc.hand(0, real("Fall Back!"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{ring}:a:0")
    assert sc.s.zone[ring] == PLAY and ring in sc.s.players[0].home
    assert sc.s.zone[other] == FATE_DISCARD and not sc.s.players[0].hand


def test_ring_of_the_void_discarded_to_draw_without_cost() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of the Void"))
    for _ in range(2):
        sc.hand(1, real("Fall Back!"))
    sc.goto("action", active=0)
    assert f"ab:{ring}:a:1" in sc.ids()
    deck_before = len(sc.s.players[0].fate_deck)
    sc.choose(f"ab:{ring}:a:1")
    assert sc.s.zone[ring] == FATE_DISCARD  # discarded after its ability resolved
    assert len(sc.s.players[0].fate_deck) == deck_before - 1
    assert len(sc.s.players[0].hand) == 1  # one card drawn, not more than the opponent's two: kept


def test_ring_of_the_void_discards_when_holding_the_most_cards() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of the Void"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{ring}:a:1")
    d = sc.pending
    assert d is not None and d.kind == "target" and d.player == 0  # choose the card to discard
    sc.choose(d.ids()[0])
    assert not sc.s.players[0].hand


def test_ring_of_earth_enters_play_after_a_defended_province_survives() -> None:
    sc, me, foe = _board()
    ring = sc.hand(1, real("Ring of Earth"))
    guard = sc.play(1, personality("Crane Guard", f=5, c=2, clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {guard: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.pass_round()
    d = sc.pending
    assert d is not None and d.player == 1 and d.kind == "yes_no"  # the Defender may play the Ring
    sc.choose(f"play:{ring}")
    assert sc.s.zone[ring] == PLAY and ring in sc.s.players[1].home
    del foe


def test_ring_window_opens_whether_or_not_the_ring_is_held() -> None:
    """The chance to play a Ring opens whenever its (public) condition is met, so its opening does not
    tell the other player that a Ring is in hand: without one, "no" is the only option."""
    sc, me, foe = _board()
    sc.auto_pass_ring_windows = False
    guard = sc.play(1, personality("Crane Guard", f=5, c=2, clan="Crane"))
    sc.goto("attack", active=0)
    sc.attack({me: 0}, {guard: 0})
    sc.to_battle(0)
    sc.pass_round()
    sc.pass_round()
    d = sc.pending
    assert d is not None and d.player == 1 and d.ids() == ["no"]
    del foe


def test_ring_of_air_discarded_to_straighten() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of Air"))
    sc.goto("action", active=0)
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose(f"ab:{ring}:a:0", f"t:{me}")
    assert not sc.s.bowed[me] and sc.s.zone[ring] == FATE_DISCARD


def test_ring_of_water_discarded_to_move_a_personality_home() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of Water"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.choose(f"ab:{ring}:a:0", "opt:0", f"t:{me}")
    from rokugan.ccg.state import HOME
    assert sc.s.location[me] == HOME and sc.s.zone[ring] == FATE_DISCARD


def test_ring_of_fire_destroys_the_target_if_you_lose_the_battle() -> None:
    sc, me, foe = _board()
    ring = sc.hand(0, real("Ring of Fire"))
    big = sc.play(1, personality("Crane Giant", f=9, c=2, clan="Crane"))
    sc.battle_with([me], [big])
    sc.choose("pass")
    sc.choose(f"ab:{ring}:a:0", f"t:{big}")
    sc.pass_round()
    assert sc.s.dead[big]  # the battle was lost: the delayed effect destroys the target
    del foe
