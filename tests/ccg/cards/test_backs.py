"""The going-second sides of the Ivory starter Strongholds (CR "Stronghold": the player not going first turns his
Stronghold to its going-second side)."""

from __future__ import annotations

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg.game import start_game
from rokugan.ccg.statics import hand_size

from ..scenario import deck
from .harness import CardScenario, act, in_battle, personality, real, stats


def _back(sc: CardScenario, seat: int, title: str) -> int:
    sh = sc.s.players[seat].stronghold
    back = Catalog.builtin().back(real(title).id)
    assert back is not None
    sc.s.facts[sh] = back
    sc._touch()
    return sh


def test_crab_back_keeps_the_front_text() -> None:
    sc = CardScenario()
    me = sc.play(0, personality("Crab Samurai", f=2, clan="Crab"))
    foe = sc.play(1, personality("Lion Samurai", f=2, clan="Lion", keywords=("Samurai",)))
    _back(sc, 0, "The Impregnable Fortress of the Crab")
    in_battle(sc, me, foe)
    assert sc.force(me) == 3  # "Your Crab Clan Personalities have +1F while opposed"


def test_lion_back_keeps_the_front_text() -> None:
    sc = CardScenario()
    me = sc.play(0, personality("Crab Samurai", f=2, clan="Crab"))
    foe = sc.play(1, personality("Lion Samurai", f=2, clan="Lion", keywords=("Samurai",)))
    sh = _back(sc, 1, "The Honorable Garrison of the Lion")
    sc.battle_with([me], [foe])
    before = sc.force(foe)
    act(sc, sh, f"t:{foe}")
    assert sc.force(foe) == before + stats.stat(sc.s, foe, "personal_honor")


def test_crane_back_lobbies_with_five_more_honor() -> None:
    from rokugan.ccg.actions import lobby_honor
    sc = CardScenario()
    honor = sc.s.players[0].honor
    _back(sc, 0, "The Exquisite Palace of the Crane")
    assert lobby_honor(sc.s, 0) == honor + 5


def test_dragon_back_has_one_more_maximum_and_starting_hand() -> None:
    sc = CardScenario()
    _back(sc, 0, "The Remote Monastery of the Dragon")
    assert hand_size(sc.s, 0) == hand_size(sc.s, 1) + 1
    # going second, the Dragon starts with six cards
    cat = Catalog.builtin()
    dragon = deck("Dragon", 1)
    dragon.stronghold = real("The Remote Monastery of the Dragon")
    dragon.stronghold_back = cat.back(dragon.stronghold.id)
    g = start_game([deck("Crab", 9), dragon], 3)
    assert g.s.active == 0 and len(g.s.players[1].hand) == 6 and len(g.s.players[0].hand) == 5


def test_phoenix_back_takes_the_spell_without_discarding() -> None:
    from rokugan.ccg.state import HAND
    sc = CardScenario()
    shug = sc.play(0, personality("Isawa Student", clan="Phoenix", keywords=("Shugenja",)))
    sh = _back(sc, 0, "The Eternal Temple of the Phoenix")
    spell = sc.s.new_card(real("Kiyoshi's Wrath"), 0, 1)
    sc.s.players[0].fate_deck.insert(0, spell)
    keep = sc.hand(0, real("A Warrior's Brutality"))
    sc.goto("action", active=0)
    act(sc, sh, f"t:{shug}", f"take:{spell}")
    assert sc.s.zone[spell] == HAND and sc.s.zone[keep] == HAND  # nothing discarded


def test_unicorn_back_may_cycle_twice_in_the_first_turn() -> None:
    sc = CardScenario()
    _back(sc, 0, "The Golden Plains of the Unicorn")
    sc.empty_provinces(0)
    for k in range(3):
        sc.province(0, k, personality(f"Unicorn Rider {k}", clan="Unicorn"), face_up=True)
    sc.goto("action", active=0, first_turn=True)
    assert "cycle" in sc.ids()
    sc.choose("cycle")
    while sc.kind() != "action":
        sc.choose(sc.ids()[-1])
    assert sc.pending.player == 1
    sc.choose("pass")  # the opponent's action round
    assert sc.pending.player == 0 and "cycle" in sc.ids()  # a second use
    sc.choose("cycle")
    while sc.kind() != "action":
        sc.choose(sc.ids()[-1])
    sc.choose("pass")
    assert sc.pending.player == 0 and "cycle" not in sc.ids()  # twice, not three times


def test_spider_back_reveals_a_card_after_losing_a_province_and_fears_tirelessly() -> None:
    sc = CardScenario()
    sh = _back(sc, 0, "The Sinister Citadel of the Spider")
    hidden = sc.province(0, 1, personality("Spider Hidden", clan="Spider"), face_up=False)
    sc.s.players[0].province_alive[3] = False
    for c in list(sc.s.players[0].provinces[3]):
        sc._to_deck_bottom(c)
    sc.s.bowed[sh] = True  # Tireless: usable while bowed
    sc.goto("dynasty", active=0)
    act(sc, sh, "reveal:1")
    assert sc.s.face_up[hidden]
