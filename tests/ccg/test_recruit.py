"""CR "Recruit", "Proclaim", "Honor Requirement", "Unique", "Loyal", "Destined", "Experienced"/"Overlay"."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import HOME, PLAY, REMOVED

from .scenario import Scenario, deck, holding, item, personality


def _recruit_pool_left(clan: str | None, cost: int = 3, gp: int = 6) -> tuple[Scenario, int]:
    sc = Scenario(decks=[deck("Crab", 5, gp=gp), deck("Crane", 5)])
    c = sc.province(0, 0, personality("Recruit Me", cost=cost, clan=clan))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{c}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.zone[c] == PLAY
    return sc, sc.s.players[0].gold_pool


def test_recruit_costs_two_more_for_a_personality_of_another_clan() -> None:
    """CR "Recruit": "paying 2 more Gold if the Personality has a Clan Alignment but does not have your Clan
    Alignment." Unaligned Personalities cost their Gold Cost."""
    assert _recruit_pool_left("Crab")[1] == 3
    assert _recruit_pool_left("Lion")[1] == 1
    assert _recruit_pool_left(None)[1] == 3


def test_out_of_clan_surcharge_applies_to_affordability() -> None:
    """CR "Recruit" (+2) with CR "Good Faith Rule": a 4-cost Lion cannot be bought with 5 Gold."""
    sc = Scenario(decks=[deck("Crab", 5, gp=5), deck("Crane", 5)])
    lion = sc.province(0, 0, personality("Matsu Guard", cost=4, clan="Lion"))
    crab = sc.province(0, 1, personality("Hida Guard", cost=4, clan="Crab"))
    sc.goto("dynasty", active=0)
    assert f"recruit:{lion}" not in sc.ids() and f"recruit:{crab}" in sc.ids()


def test_honor_requirement_must_be_met() -> None:
    """CR "Honor Requirement": "A player cannot bring a Personality into play with Honor Requirement higher
    than his or her current Family Honor." A dash is lower than any number."""
    sc = Scenario()
    sc.honor(0, 5)
    hr5 = sc.province(0, 0, personality("Just Enough", cost=1, hr=5))
    hr6 = sc.province(0, 1, personality("Too Proud", cost=1, hr=6))
    dash = sc.province(0, 2, personality("Nobody", cost=1, hr=None))
    sc.goto("dynasty", active=0)
    ids = sc.ids()
    assert f"recruit:{hr5}" in ids and f"recruit:{hr6}" not in ids and f"recruit:{dash}" in ids
    sc.honor(0, -15)
    assert f"recruit:{dash}" in sc.ids() and f"recruit:{hr5}" not in sc.ids()


def test_rulebook_honor_loss_lets_a_player_ignore_hr_for_his_own_clan() -> None:
    """CR "Honor Requirement": "If anything but a player's own cards causes him or her to lose Honor (that
    is, other players' cards and rulebook Honor losses, such as dying dishonorably), then for the rest of
    the game, that player ignore Honor Requirements when bringing Personalities with his or her Clan
    Alignment into play." """
    sc = Scenario()
    sc.honor(0, 5)
    crab = sc.province(0, 0, personality("Proud Crab", cost=1, hr=20, clan="Crab"))
    lion = sc.province(0, 1, personality("Proud Lion", cost=1, hr=20, clan="Lion"))
    shamed = sc.play(0, personality("Shamed", ph=2), dishonored=True)
    sc.goto("dynasty", active=0)
    assert f"recruit:{crab}" not in sc.ids()
    P.destroy(sc.s, shamed)  # a dishonorable death: a rulebook Honor loss
    sc._touch()
    assert sc.s.players[0].honor == 3
    ids = sc.ids()
    assert f"recruit:{crab}" in ids and f"recruit:{lion}" not in ids


def test_proclaim_adds_personal_honor_once_per_turn() -> None:
    """CR "Proclaim": may Proclaim a Personality with "the player's Clan Alignment ... being Recruited from a
    Province. A player may only Proclaim once per turn ... add the Personality's Personal Honor to the
    player's Family Honor." """
    sc = Scenario(decks=[deck("Crab", 5, gp=9), deck("Crane", 5)])
    a = sc.province(0, 0, personality("Hida One", cost=1, ph=3))
    b = sc.province(0, 1, personality("Hida Two", cost=1, ph=2))
    lion = sc.province(0, 2, personality("Matsu One", cost=1, ph=2, clan="Lion"))
    sc.goto("dynasty", active=0)
    ids = sc.ids()
    assert f"recruit:{a}:proclaim" in ids and f"recruit:{lion}:proclaim" not in ids
    sc.choose(f"recruit:{a}:proclaim", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.players[0].honor == 8
    ids = sc.ids()
    assert f"recruit:{b}" in ids and f"recruit:{b}:proclaim" not in ids
    sc.choose(f"recruit:{b}")
    assert sc.s.players[0].honor == 8
    # Next own turn: Proclaim is available again.
    c = sc.province(0, 3, personality("Hida Three", cost=1, ph=1))
    sc.s.bowed[sc.s.players[0].stronghold] = False
    sc.goto("dynasty", active=0, turn=5)
    assert f"recruit:{c}:proclaim" in sc.ids()


def test_unique_card_not_brought_into_play_while_one_is_controlled() -> None:
    """CR "Unique": "A player will not bring into play ... a Unique card if he or she already controls a
    Unique card with the same title"."""
    sc = Scenario()
    sc.play(0, personality("Hida Kisada", keywords=("Samurai", "Unique")))
    dup = sc.province(0, 0, personality("Hida Kisada", cost=1, keywords=("Samurai", "Unique")))
    other = sc.province(0, 1, personality("Hida Guard", cost=1))
    sc.play(1, personality("Doji Hoturi", clan="Crane", keywords=("Unique",)))
    hoturi = sc.province(0, 2, personality("Doji Hoturi", cost=1, clan="Crane", keywords=("Unique",)))
    sc.goto("dynasty", active=0)
    ids = sc.ids()
    assert f"recruit:{dup}" not in ids and f"recruit:{other}" in ids
    assert f"recruit:{hoturi}" in ids, "the opponent's copy does not stop you"


def test_unique_item_cannot_be_equipped_twice() -> None:
    """CR "Unique" applies to attachments too."""
    sc = Scenario()
    a = sc.play(0, personality("Hida One"))
    b = sc.play(0, personality("Hida Two"))
    sc.attach(item("Famous Blade", cost=0, keywords=("Weapon", "Unique")), a)
    blade2 = sc.hand(0, item("Famous Blade", cost=0, keywords=("Weapon", "Unique")))
    sc.goto("action", active=0)
    assert not any(i == f"equip:{blade2}" for i in sc.ids())
    del b


def test_singular_counts_as_unique_only_in_emperor() -> None:
    """Emperor Edition "Singular, Unique": "A player will not bring into play ... a Singular or Unique card
    if he or she already controls a Singular or Unique card with the same title"."""
    for ruleset, blocked in (("emperor", True), ("ivory", False)):
        sc = Scenario(ruleset=ruleset)
        sc.play(0, personality("Kuni Yori", keywords=("Singular",)))
        dup = sc.province(0, 0, personality("Kuni Yori", cost=1, keywords=("Singular",)))
        sc.goto("dynasty", active=0)
        assert (f"recruit:{dup}" not in sc.ids()) == blocked


def test_loyal_personality_only_joins_its_clan() -> None:
    """CR "Loyal": "will not be controlled by a player who does not share a Clan Alignment with the
    Personality. This restricts entering play"."""
    sc = Scenario(decks=[deck("Crab", 5), deck("Lion", 5)])
    loyal_lion = sc.province(0, 0, personality("Matsu Loyalist", cost=1, clan="Lion", keywords=("Loyal",)))
    loyal_crab = sc.province(0, 1, personality("Hida Loyalist", cost=1, clan="Crab", keywords=("Loyal",)))
    sc.goto("dynasty", active=0)
    assert f"recruit:{loyal_lion}" not in sc.ids() and f"recruit:{loyal_crab}" in sc.ids()
    lion_side = sc.province(1, 0, personality("Matsu Loyalist 2", cost=1, clan="Lion", keywords=("Loyal",)))
    sc.goto("dynasty", active=1)
    assert f"recruit:{lion_side}" in sc.ids()


def test_destined_draws_a_card_after_entering_play() -> None:
    """CR "Destined": "After a player's card with the Destined keyword enters play, he or she draws a Fate
    card." """
    sc = Scenario()
    c = sc.province(0, 0, personality("Child of Fate", cost=1, keywords=("Samurai", "Destined")))
    top = sc.s.players[0].fate_deck[0]
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{c}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.players[0].hand == [top]


def test_experienced_overlay_keeps_states_and_attachments_without_cost_or_hr() -> None:
    """CR "Experienced": "When overlaying, a player does not need to meet Honor Requirements or pay costs ...
    the new card keeps all states, ongoing effects, attachments, and tokens of the old card ... the less
    experienced card is removed from the game without leaving play. ... Overlaying is not Recruiting." """
    sc = Scenario()
    sc.bow_stronghold(0)
    old = sc.play(0, personality("Hida Kisada", f=3, keywords=("Samurai", "Unique")), dishonored=True)
    katana = sc.attach(item("Katana"), old)
    sc.s.modifiers.append((old, "force", 2, "turn", "bonus"))
    exp = sc.province(0, 0, personality("Hida Kisada - exp", f=5, cost=99, hr=99, ph=3,
                                        keywords=("Samurai", "Unique", "Destined")))
    sc.s.facts[exp] = sc.s.facts[exp].__class__(**{**_asdict(sc.s.facts[exp]), "experienced": 1,
                                                    "base_title": "Hida Kisada"})
    sc.goto("dynasty", active=0)
    sc.s.bowed[old] = True
    sc._touch()
    honor, hand = sc.s.players[0].honor, len(sc.s.players[0].hand)
    assert f"recruit:{exp}" not in sc.ids()
    sc.choose(f"overlay:{exp}:{old}")
    s = sc.s
    assert s.zone[exp] == PLAY and s.zone[old] == REMOVED
    assert s.bowed[exp] and s.dishonored[exp] and s.location[exp] == HOME
    assert s.attached[exp] == (katana,) and s.attached_to[katana] == exp
    from rokugan.ccg import stats
    assert stats.force(s, exp) == 5 + 1 + 2
    assert s.players[0].honor == honor and len(s.players[0].hand) == hand, "no Proclaim, no Destined draw"
    assert exp in s.players[0].home and old not in s.players[0].home


def _asdict(f):  # type: ignore[no-untyped-def]
    from dataclasses import fields
    return {x.name: getattr(f, x.name) for x in fields(f)}


def test_recruit_refills_the_province_face_down() -> None:
    """CR "Provinces"/"Refill": a Province emptied by Recruiting is refilled from the Dynasty deck (face down
    until the next Action Phase reveals it)."""
    sc = Scenario()
    c = sc.province(0, 0, personality("Hida Guard", cost=1))
    top = sc.s.players[0].dyn_deck[0]
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{c}", f"gold:{sc.s.players[0].stronghold}")
    assert sc.s.players[0].provinces[0] == [top] and not sc.s.face_up[top]


def test_two_cards_with_one_title_have_labels_that_tell_them_apart() -> None:
    """Issue 14: "labels tell duplicates apart ("Silver Mine in province 2")"."""
    sc = Scenario()
    a = sc.province(0, 0, holding("Silver Mine", gold=2, cost=1))
    b = sc.province(0, 1, holding("Silver Mine", gold=2, cost=1))
    sc.goto("dynasty", active=0)
    labels = {o.id: o.label for o in sc.pending.options}  # type: ignore[union-attr]
    assert "in province 1" in labels[f"recruit:{a}"] and "in province 2" in labels[f"recruit:{b}"]
    assert labels[f"ddiscard:{a}"].endswith("from province 1")
