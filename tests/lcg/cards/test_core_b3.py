"""Scenarios for the Core Set cards the words of src/rokugan/lcg/vocab_b3.py completed (declared in
src/rokugan/lcg/sets/core_b1.py; their first scenarios are in test_core_b1.py), through the decision interface, with
the Appendix III questions about them. Each docstring paraphrases what the card or the Rules Reference says."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg.cards import by_title

from .harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


def _first_until(t: Table, label: str) -> None:
    """Answer with the first option (leave a broken province's card, pass a window) until `label` is offered."""
    while not t.can(label):
        t.pick(t.pending().options[0].id)


def _labels_until_the_conflict_ends(t: Table) -> list[str]:
    seen: list[str] = []
    while t.s.conflict is not None:
        seen += t.labels()
        t.pick(t.pending().options[0].id)
    return seen


def _on_top(t: Table, seat: int, title: str) -> int:
    """A card of `title` on top of `seat`'s conflict deck."""
    c = t.s.new_card(by_title(title), seat, E.CONF_DECK)
    t.s.players[seat].conf_deck.insert(0, c)
    t.g._fresh = False
    return c


# ---------------------------------------------------------------------------------------------- Akodo Toturi
def test_akodo_toturi_resolves_the_claimed_rings_effect_again_after_a_military_conflict(t: Table) -> None:
    """"Akodo Toturi": after you claim a ring during a [military] conflict in which he participates, resolve that
    ring's effect."""
    tt = t.put(t.me, "Akodo Toturi")
    t.conflict(t.me, "military", [tt], [], ring="air")
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    _first_until(t, "Gain 2 honor")
    honor = t.s.players[t.me].honor
    t.pick("Gain 2 honor", who=t.me)
    assert t.s.rings["air"][1] == t.me
    t.pick("Akodo Toturi:", who=t.me)
    t.pick("Gain 2 honor", who=t.me)
    assert t.s.players[t.me].honor == honor + 4


def test_akodo_toturi_does_not_react_to_a_ring_claimed_in_a_political_conflict(t: Table) -> None:
    """"Akodo Toturi": only a [military] conflict (Doji Hotaru's is the [political] one)."""
    tt = t.put(t.me, "Akodo Toturi")
    t.conflict(t.me, "political", [tt], [], ring="air")
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    seen = _labels_until_the_conflict_ends(t)
    assert t.s.rings["air"][1] == t.me and not any("Akodo Toturi" in x for x in seen)


def test_appendix_iii_akodo_toturi_as_the_defender_the_attacking_player_resolves_the_ring(t: Table) -> None:
    """Appendix III ("Can I trigger the ability of Akodo Toturi ... when I win a corresponding challenge as the
    defender?"): "You can trigger the ability as the defender, but ... resolving the ring's effect instructs the
    attacking player to choose a target, draw cards, or gain honor. Your opponent would resolve the ring's effect,
    not you.\""""
    tt = t.put(t.me, "Akodo Toturi")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [tt], ring="air")
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    _first_until(t, "Akodo Toturi:")
    assert t.s.rings["air"][1] == t.me and t.pending().player == t.me
    t.pick("Akodo Toturi:", who=t.me)
    d = t.pending()
    while d.kind != "ring":
        t.pick(d.options[0].id)
        d = t.pending()
    assert d.player == t.opp  # the attacking player resolves it
    honor = t.s.players[t.opp].honor
    t.pick("Gain 2 honor", who=t.opp)
    assert t.s.players[t.opp].honor == honor + 2


# ---------------------------------------------------------------------------------------------- Tranquility
def test_tranquility_does_not_cover_a_character_entering_the_opponents_home_afterwards(t: Table) -> None:
    """RR "Lasting Effects": "Cards that enter play (or change status to meet the criteria of the specified set)
    after a lasting effect's establishment are not affected by that lasting effect.\""""
    first = t.put(t.opp, "Border Rider", bowed=True)
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [])
    t.hand(t.me, "Tranquility")
    t.pick("Pass", who=t.opp)
    t.use("Tranquility")
    later = t.put(t.opp, "Border Rider", bowed=True)  # enters the opponent's home after Tranquility resolved
    d = t.pending()
    riders = [o.payload["card"] for o in d.options if o.label.startswith("Border Rider:")]
    assert d.player == t.opp and riders == [later] and first not in riders


def test_tranquility_a_character_at_home_when_it_resolves_stays_stopped_in_the_conflict(t: Table) -> None:
    """"Tranquility": the characters in the opponent's home when it resolves cannot trigger abilities until the end
    of the conflict, even once they move into it (the lasting effect was established on them)."""
    giver = t.put(t.opp, "Doji Gift Giver")
    t.conflict(t.me, "political", [t.put(t.me, "Matsu Berserker")], [giver])
    assert t.pending().player == t.opp and t.can("Doji Gift Giver:")  # defending, it could
    LP.send_home(t.s, giver)
    t.pick("Pass", who=t.opp)
    t.hand(t.me, "Tranquility")
    t.use("Tranquility")
    LP.move_to_conflict(t.s, giver)  # back in the conflict (a test setup)
    assert giver in t.s.conflict["defenders"]
    assert t.pending().player == t.opp and not t.can("Doji Gift Giver:")


# ---------------------------------------------------------------------------------------------- Steadfast Samurai
def _fate_phase_window(t: Table, for_seat: int) -> None:
    """Begin the fate phase (4.1-4.4) and give `for_seat` an action opportunity in its action window."""
    t.s.stack.append(("fate_phase",))
    t.g._fresh = False
    while not (t.pending().kind == "action" and t.s.phase == "fate" and t.pending().player == for_seat):
        t.pick("Pass")


def _noble_sacrifice_targets(t: Table, honor: int) -> list[str]:
    samurai = t.put(t.me, "Steadfast Samurai", fate=2)
    scout = t.put(t.me, "Eager Scout", fate=2)
    t.s.status[samurai] = t.s.status[scout] = -1
    whisperer = t.put(t.opp, "Doji Whisperer", fate=2)
    t.s.status[whisperer] = 1
    t.hand(t.opp, "Noble Sacrifice")
    t.s.players[t.me].honor = honor
    _fate_phase_window(t, t.opp)
    t.use("Noble Sacrifice", "Sacrifice Doji Whisperer")
    return t.labels()


def test_steadfast_samurai_cannot_be_chosen_to_be_discarded_this_fate_phase(t: Table) -> None:
    """"Steadfast Samurai": 5 honor ahead when the fate phase begins, it cannot be discarded this phase: a card effect
    that would discard it cannot choose it (RR "Target": "A card is not an eligible target for an ability if the
    resolution of that ability's effect could not affect the target at all")."""
    targets = _noble_sacrifice_targets(t, honor=15)
    assert any(x.startswith("Eager Scout") for x in targets)
    assert not any(x.startswith("Steadfast Samurai") for x in targets)


def test_steadfast_samurai_less_than_5_honor_ahead_can_be_discarded(t: Table) -> None:
    """"Steadfast Samurai": only if you have at least 5 more honor than an opponent."""
    targets = _noble_sacrifice_targets(t, honor=14)
    assert any(x.startswith("Steadfast Samurai") for x in targets)
    t.pick("Steadfast Samurai")
    assert not any(t.s.facts[c].title == "Steadfast Samurai" for c in t.s.players[t.me].home)


def test_steadfast_samurai_keeps_its_fate_this_phase(t: Table) -> None:
    """"Steadfast Samurai": it cannot lose fate this phase (the fate phase's 4.3 leaves its fate; no card effect
    removes it)."""
    samurai = t.put(t.me, "Steadfast Samurai", fate=2)
    other = t.put(t.me, "Eager Scout", fate=2)
    t.s.players[t.me].honor = 15
    _fate_phase_window(t, t.me)
    assert t.s.fate_on[samurai] == 2 and t.s.fate_on[other] == 1
    assert A.cannot(t.s, samurai, "lose_fate") and A.cannot(t.s, samurai, "discarded")
    A.expire(t.s, "phase")  # the phase ends: so does the restriction
    assert not A.cannot(t.s, samurai, "lose_fate")


# ---------------------------------------------------------------------------------------------- Artisan Academy
def test_artisan_academy_lets_you_play_a_revealed_event(t: Table) -> None:
    """"Artisan Academy": the revealed top card of your conflict deck may be played as if it were in your hand this
    phase: an event too (it is paid for, resolves, and goes to the conflict discard pile)."""
    t.holding(t.me, "Artisan Academy")
    mine = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [mine])
    banzai = _on_top(t, t.me, "Banzai!")
    p = t.s.players[t.me]
    assert t.pending().player == t.me and not t.can("Play Banzai!")
    t.use("Artisan Academy")
    t.pick("Pass", who=t.opp)
    fate, base = p.fate, t.skill(mine) or 0
    t.use("Banzai!", "Matsu Berserker")
    while t.pending().kind != "action":
        t.pick("No" if any(o.id == "no" for o in t.pending().options) else t.pending().options[0].id)
    assert t.skill(mine) == base + 2 and p.fate == fate - (t.s.facts[banzai].cost or 0)
    assert banzai not in p.conf_deck and banzai in p.conf_discard


def test_artisan_academy_a_revealed_interrupt_event_can_be_played_with_an_empty_hand(t: Table) -> None:
    """"Artisan Academy": a revealed interrupt event is offered in its interrupt window (Voice of Honor cancels the
    opponent's event), though its owner's hand is empty."""
    t.holding(t.me, "Artisan Academy")
    honored = t.put(t.me, "Doji Whisperer")
    t.s.status[honored] = 1
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.me, "military", [t.put(t.me, "Eager Scout")], [e])
    _on_top(t, t.me, "Voice of Honor")
    t.hand(t.opp, "Banzai!")
    t.pick("Pass", who=t.opp)
    t.use("Artisan Academy")
    assert not t.s.players[t.me].hand
    base = t.skill(e)
    t.use("Banzai!", "Matsu Berserker")
    while not t.can("Play Voice of Honor"):
        t.pick("Pass")
    t.pick("Play Voice of Honor", who=t.me)
    while t.pending().kind != "action":
        t.pick(t.pending().options[0].id)
    assert t.skill(e) == base


def test_appendix_iii_artisan_academy_the_played_card_leaves_the_top_of_the_deck(t: Table) -> None:
    """Appendix III (Artisan Academy and Test of Skill, a later set's card): once the revealed card is played it
    leaves the top of the deck and is no longer the revealed card: the card now on top is not playable."""
    t.holding(t.me, "Artisan Academy")
    mine = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [mine])
    _on_top(t, t.me, "Banzai!")
    second = _on_top(t, t.me, "Banzai!")
    t.use("Artisan Academy")
    t.pick("Pass", who=t.opp)
    t.use("Banzai!", "Matsu Berserker")
    while t.pending().kind != "action":
        t.pick("No" if any(o.id == "no" for o in t.pending().options) else t.pending().options[0].id)
    assert second not in t.s.players[t.me].conf_deck
    t.pick("Pass", who=t.opp)
    assert t.pending().player == t.me and not t.can("Play Banzai!")


def test_appendix_iii_artisan_academy_an_unpaid_revealed_event_stays_on_top(t: Table) -> None:
    """Appendix III: "When an event card is played, it is considered to remain in its original zone until its cost
    has successfully been payed" (and Reprieve: a sacrifice prevented while paying a cost leaves it unpaid, the event
    unplayed): a revealed Way of the Crab whose sacrifice Reprieve prevents stays on top of the deck, still
    playable."""
    t.holding(t.me, "Artisan Academy")
    crab = t.put(t.me, "Hida Guardian")
    t.attach(t.me, "Reprieve", crab)
    t.put(t.opp, "Eager Scout")
    crab_way = _on_top(t, t.me, "Way of the Crab")
    t.window(t.me)
    t.use("Artisan Academy")
    t.pick("Pass", who=t.opp)
    t.use("Way of the Crab", "Sacrifice Hida Guardian")
    t.pick("Reprieve:", who=t.me)
    p = t.s.players[t.me]
    assert t.s.zone[crab] == E.PLAY and p.conf_deck[0] == crab_way and t.s.zone[crab_way] == E.CONF_DECK
    t.pick("Pass", who=t.opp)
    assert t.can("Play Way of the Crab")


# ---------------------------------------------------------------------------------------------- Tattooed Wanderer
def test_tattooed_wanderer_as_an_attachment_can_be_chosen_as_an_attachment(t: Table) -> None:
    """"Tattooed Wanderer": played as an attachment, it is an attachment: Let Go ("choose an attachment – discard
    it") can choose it; it goes to its owner's conflict discard pile and its character loses covert."""
    c = t.put(t.me, "Matsu Berserker")
    w = t.hand(t.me, "Tattooed Wanderer")
    t.window(t.me)
    t.pick("Attach Tattooed Wanderer to Matsu Berserker as an attachment", who=t.me)
    assert A.has_keyword(t.s, c, "covert")
    t.hand(t.opp, "Let Go")
    t.use("Let Go")
    if t.pending().kind == "target":
        t.pick("Tattooed Wanderer")
    assert t.s.zone[w] == E.CONF_DISCARD and w in t.s.players[t.me].conf_discard
    assert t.s.zone[c] == E.PLAY and not A.has_keyword(t.s, c, "covert")


def test_tattooed_wanderer_as_an_attachment_leaves_with_its_character(t: Table) -> None:
    """"Tattooed Wanderer": an attachment is discarded when its character leaves play (to its owner's conflict discard
    pile, where a conflict card goes)."""
    c = t.put(t.me, "Matsu Berserker")
    w = t.hand(t.me, "Tattooed Wanderer")
    t.window(t.me)
    t.pick("Attach Tattooed Wanderer to Matsu Berserker as an attachment", who=t.me)
    LP.leave_play(t.s, c)
    assert t.s.zone[w] == E.CONF_DISCARD and w in t.s.players[t.me].conf_discard
    t.g.check_invariants()


# ---------------------------------------------------------------------------------------------- Cautious Scout
def _at(t: Table, title: str) -> int:
    """`title` as the opponent's first non-stronghold province (the one `Table.conflict` attacks)."""
    q = t.s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    q.provinces[k] = t.s.new_card(by_title(title), t.opp, E.PROVINCE)
    return k


def test_cautious_scout_blanks_the_province_only_while_it_attacks_alone(t: Table) -> None:
    """"Cautious Scout": while it is attacking alone, the defending province's text box is blank (Entrenched
    Position's +5 strength in [military] conflicts is gone); once another character attacks with it, it is not."""
    k = _at(t, "Entrenched Position")
    printed = t.s.facts[t.s.players[t.opp].provinces[k]].strength or 0
    scout = t.put(t.me, "Cautious Scout")
    t.conflict(t.me, "military", [scout], [], province=k)
    assert E.province_strength(t.s, t.opp, k) == printed
    t.pick("Pass", who=t.opp)
    t.hand(t.me, "Matsu Berserker")
    t.pick("Play Matsu Berserker into the conflict", who=t.me)
    if t.pending().kind == "fate":
        t.pick(t.pending().options[0].id)
    assert len(t.s.conflict["attackers"]) == 2
    assert E.province_strength(t.s, t.opp, k) == printed + 5


def test_cautious_scout_left_attacking_alone_blanks_the_province_from_then_on(t: Table) -> None:
    """"Cautious Scout": the condition is read whenever it matters: when the other attacker is sent home, the scout
    attacks alone and the province's text box is blank."""
    k = _at(t, "Entrenched Position")
    printed = t.s.facts[t.s.players[t.opp].provinces[k]].strength or 0
    scout = t.put(t.me, "Cautious Scout")
    other = t.put(t.me, "Matsu Berserker")
    t.conflict(t.me, "military", [scout, other], [], province=k)
    assert E.province_strength(t.s, t.opp, k) == printed + 5
    LP.send_home(t.s, other)
    assert E.province_strength(t.s, t.opp, k) == printed


def test_artisan_academy_the_revealed_card_stays_on_top_when_a_search_resamples_hidden_cards(t: Table) -> None:
    """"Artisan Academy": the revealed card is public, so a state resampled for either player (`determinize`, what
    the search agents play in) keeps it on top of the deck, still playable."""
    import random

    t.holding(t.me, "Artisan Academy")
    t.put(t.me, "Matsu Berserker")
    fan = _on_top(t, t.me, "Ornate Fan")
    t.window(t.me)
    t.use("Artisan Academy")
    for viewer in (t.me, t.opp):
        g = t.g.determinize(viewer, random.Random(viewer))
        assert g.s.players[t.me].conf_deck[0] == fan
