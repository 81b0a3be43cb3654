"""Traits starting with a keyword and a colon: Courtesy and Compassion.

TF "Courtesy": "Traits starting with "Courtesy:" have an effect that is not applied if you went first this game."
Compassion has no entry in the Comprehensive Rules nor in the Twenty Festivals rulebook; the cards' own reminder
says it takes effect while you have fewer Provinces than anyone else. Both are declared as a trait's `heading`
(statics.heading_holds says when each applies), so any continuous or triggered trait can carry them.
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Static, Triggered
from rokugan.ccg import stats
from rokugan.ccg.abilities import rendered_text
from rokugan.ccg.battle import destroy_province
from rokugan.ccg.statics import HasKeyword, StatMod
from rokugan.ccg.vocab import GainHonor, when

from .cards.harness import real
from .scenario import Scenario, personality


def _lose_provinces(sc: Scenario, seat: int, n: int) -> None:
    for i in range(n):
        destroy_province(sc.s, seat, i)
    sc._touch()


def test_compassion_stat_bonus_only_while_you_have_fewer_provinces_than_anyone_else(declare) -> None:  # type: ignore[no-untyped-def]
    """ "Compassion: X has +1F/+1C" takes effect while its controller has fewer Provinces than each other player
    (strictly fewer: equal counts do not)."""
    sc = Scenario()
    who = personality("Doji Kindly", f=2, c=2)
    declare(who, Static(SELF, StatMod("force", 1), heading="Compassion"),
            Static(SELF, StatMod("chi", 1), heading="Compassion"))
    me = sc.play(0, who)
    assert (stats.force(sc.s, me), stats.chi(sc.s, me)) == (2, 2)  # four Provinces each
    _lose_provinces(sc, 0, 1)
    assert (stats.force(sc.s, me), stats.chi(sc.s, me)) == (3, 3)  # three against four
    _lose_provinces(sc, 1, 1)
    assert stats.force(sc.s, me) == 2  # three each: not fewer than anyone else
    assert (rendered_text(who.id) or "").startswith("Compassion: ")


def test_compassion_keyword_and_triggered_trait(declare) -> None:  # type: ignore[no-untyped-def]
    """A Compassion keyword ("Compassion: X has Naval") and a Compassion triggered trait work only while the
    condition holds; the opponent's Compassion depends on his own Provinces."""
    sc = Scenario()
    sailor = personality("Goju Sailor")
    declare(sailor, Static(SELF, HasKeyword("Naval"), heading="Compassion"))
    mine = sc.play(0, sailor)
    theirs = sc.play(1, personality("Goju Sailor"))
    assert not stats_kw(sc, mine, "Naval")
    _lose_provinces(sc, 0, 2)
    assert stats_kw(sc, mine, "Naval") and not stats_kw(sc, theirs, "Naval")
    comer = personality("Kind Newcomer", cost=0)
    declare(comer, Triggered(when("entered_play", "self"), (GainHonor(2),), heading="Compassion"))
    c = sc.province(0, 2, comer)
    sc.goto("dynasty", active=0)
    before = sc.s.players[0].honor
    sc.choose(f"recruit:{c}")
    assert sc.s.players[0].honor == before + 2  # two Provinces against four: it triggers


def stats_kw(sc: Scenario, c: int, word: str) -> bool:
    from rokugan.ccg import primitives as P
    return bool(P.kw(sc.s, c, word))


def test_compassion_triggered_trait_does_not_trigger_without_fewer_provinces(declare) -> None:  # type: ignore[no-untyped-def]
    sc = Scenario()
    comer = personality("Kind Newcomer", cost=0)
    declare(comer, Triggered(when("entered_play", "self"), (GainHonor(2),), heading="Compassion"))
    c = sc.province(0, 2, comer)
    sc.goto("dynasty", active=0)
    before = sc.s.players[0].honor
    sc.choose(f"recruit:{c}")
    assert sc.s.players[0].honor == before


def test_courtesy_is_not_applied_for_the_player_who_went_first_in_any_turn_of_the_game() -> None:
    """TF "Courtesy": "not applied if you went first this game": on every turn, not only the first (Slave Pits'
    Courtesy trait; who went first is remembered past the first turn's end)."""
    for first in (0, 1):
        sc = Scenario()
        sc.s.memo["went_first"] = first
        sc.goto("dynasty", active=0, turn=1)
        sc.choose("pass")  # end the Dynasty Phase: the turn ends
        while sc.s.active != 0 or sc.s.phase != "action":
            sc.choose(sc.ids()[0])
        assert sc.s.memo.get("went_first") == first, "remembered for the game"
        pits = sc.play(0, real("Slave Pits"))
        sc.s.bowed[pits] = False
        from rokugan.ccg.flow import produce_bonus
        assert produce_bonus(sc.s, 0, pits) == (0 if first == 0 else 1)
