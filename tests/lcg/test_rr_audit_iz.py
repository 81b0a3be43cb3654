"""Audit of the Rules Reference v1.4's glossary, entries I to Z, against the engine: each test quotes the entry it
checks (its name in the docstring) and drives the game through the decision interface."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg.cards import all_cards, by_title
from rokugan.lcg.decks import builtin_deck, legality

from .cards.harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


def _in_province(t: Table, title: str, k: int) -> int:
    """`title` faceup alone in my province `k`."""
    s, p = t.s, t.s.players[t.me]
    c = s.new_card(by_title(title), t.me, E.PROVINCE)
    for x in list(p.slots[k]):
        p.slots[k].remove(x)
        p.dyn_discard.append(x)
        s.zone[x] = E.DYN_DISCARD
    p.slots[k].append(c)
    s.faceup[c] = True
    t.g._fresh = False
    return c


def _dynasty_window(t: Table) -> None:
    """My opportunity in the dynasty phase's action window (1.4)."""
    s = t.s
    s.phase = "dynasty"
    for p in s.players:
        p.passed_dynasty = False
    s.stack.append(("dyn_window", t.me))
    t.g._fresh = False


def _non_sh(t: Table, seat: int) -> list[int]:
    return [k for k in range(5) if k != t.s.players[seat].sh_prov]


# ---------------------------------------------------------------------------------------------- Limited
def test_limited_counts_cards_played_from_provinces(t: Table) -> None:
    """RR "Limited": "No more than one card in total with the limited keyword can be played by each player each
    round. Cards played from hand and played from a player's provinces are restricted by and count toward this
    limit." (Doomed Shugenja is a limited dynasty character.)"""
    k1, k2 = _non_sh(t, t.me)[:2]
    first = _in_province(t, "Doomed Shugenja", k1)
    second = _in_province(t, "Doomed Shugenja", k2)
    _dynasty_window(t)
    assert f"play:{first}" in t.pending().ids() and f"play:{second}" in t.pending().ids()
    t.g.choose(f"play:{first}")
    while t.pending().kind == "reaction":
        t.g.choose("pass")
    assert t.s.zone[first] == E.PLAY
    t.pick("pass", who=t.opp)
    d = t.pending()
    assert d.player == t.me and f"play:{second}" not in d.ids()  # the second limited card waits for next round


# ---------------------------------------------------------------------------------------------- Unique Cards
def test_a_unique_card_cannot_be_brought_into_play_while_its_owner_owns_an_in_play_copy(t: Table) -> None:
    """RR "Unique Cards": "A player cannot take control of or bring into play a unique card if he or she already
    controls or owns an in-play copy of that card." (My Doji Hotaru is under my opponent's control.)"""
    mine = t.put(t.me, "Doji Hotaru")
    LP.change_control(t.s, mine, t.opp)  # as Blackmail does
    copy = _in_province(t, "Doji Hotaru", _non_sh(t, t.me)[0])
    t.s.players[t.me].fate = 20
    _dynasty_window(t)
    assert f"play:{copy}" not in t.pending().ids()
    LP.change_control(t.s, mine, t.me)
    t.g._fresh = False
    assert f"play:{copy}" not in t.pending().ids()  # controlled again: a duplicate, not a second copy
    assert f"dup:{copy}" in t.pending().ids()


def test_only_a_copy_of_a_unique_character_is_a_duplicate(t: Table) -> None:
    """RR "Unique Cards": "a player may discard a copy (by title) of a unique character from his or her hand or
    provinces to place 1 fate on an in-play copy of that unique character he or she controls" (so a copy of a
    non-unique character in play is no duplicate: it is simply played)."""
    t.put(t.me, "Akodo Gunsō")
    copy = _in_province(t, "Akodo Gunsō", _non_sh(t, t.me)[0])
    _dynasty_window(t)
    ids = t.pending().ids()
    assert f"dup:{copy}" not in ids and f"play:{copy}" in ids


# ---------------------------------------------------------------------------------------------- Restricted
def test_a_third_restricted_attachment_may_be_played_then_the_characters_controller_discards_one(t: Table) -> None:
    """RR "Restricted": "A player may choose to play a third restricted attachment onto a character, but that
    character's controller must immediately choose and discard one of its restricted attachments when the new
    attachment enters play." (I play Honored Blade on my opponent's character that has Fine Katana and Ornate Fan.)"""
    s = t.s
    foe = t.put(t.opp, "Matsu Berserker")
    katana = t.attach(t.opp, "Fine Katana", foe)
    fan = t.attach(t.opp, "Ornate Fan", foe)
    blade = t.hand(t.me, "Honored Blade")
    t.window(t.me)
    assert f"attach:{blade}:{foe}" in t.pending().ids()
    t.g.choose(f"attach:{blade}:{foe}")
    d = t.pending()
    assert d.player == t.opp and sorted(d.ids()) == sorted(f"card:{a}" for a in (katana, fan, blade))
    t.g.choose(f"card:{katana}")
    assert sorted(s.attachments(foe)) == sorted([fan, blade])
    assert s.zone[katana] == E.CONF_DISCARD and katana in s.players[t.opp].conf_discard


# ---------------------------------------------------------------------------------------------- Limit, Leaves Play
def _pass_reactions(t: Table) -> None:
    while t.pending().kind in ("reaction", "interrupt", "fate"):
        t.g.choose("pass" if t.pending().kind != "fate" else "fate:0")


def test_limits_are_player_specific(t: Table) -> None:
    """RR "Limit X per [period]": "All limits are player specific." (Border Rider's "Action: Ready this character",
    once per round, used by me; my opponent then takes control of it, as Blackmail does, and may use it too.)"""
    s = t.s
    rider = t.put(t.me, "Border Rider", bowed=True)
    t.window(t.me)
    t.use("Border Rider")
    _pass_reactions(t)
    assert not s.bowed[rider]
    s.bowed[rider] = True
    LP.change_control(s, rider, t.opp)
    t.window(t.opp)
    assert t.can("Border Rider:")
    LP.change_control(s, rider, t.me)
    t.window(t.me)
    assert not t.can("Border Rider:")  # my own limit is spent for the round


def test_a_card_that_leaves_play_and_returns_is_a_new_instance(t: Table) -> None:
    """RR "Limit X per [period]": "If a card leaves play and re-enters play during the same period ... it is
    considered a new instance of the card. There is no memory of having used the ability during the specified
    period for any new instance of a card"; RR "Leaves Play": "All lasting effects and/or delayed effects affecting
    the card while it was in play expire for that card." (Adept of Shadows returns itself to hand, then is played
    again.)"""
    s = t.s
    adept = t.put(t.me, "Adept of Shadows")
    A.add_lasting(s, ["skill", adept, 2, 0, "round"])  # "+2 [military] until the end of the round"
    printed = s.facts[adept].military or 0
    assert E.skill(s, adept, "military") == printed + 2
    t.window(t.me)
    t.use("Adept of Shadows")
    _pass_reactions(t)
    assert s.zone[adept] == E.HAND
    t.window(t.me)
    t.g.choose(f"char:{adept}:home")
    _pass_reactions(t)
    assert s.zone[adept] == E.PLAY and E.skill(s, adept, "military") == printed
    t.window(t.me)
    assert t.can("Adept of Shadows:")


# ---------------------------------------------------------------------------------------------- Participating
def test_a_participant_that_gains_cannot_participate_moves_home_bowed(t: Table) -> None:
    """RR "Participating and Cannot Participate": "If an already participating character gains 'cannot
    participate' status during a conflict, move it home bowed." (Captive Audience turns a political conflict
    military: Bayushi Liar, a dash in military skill, and a character with Pacifism can no longer participate.)"""
    s = t.s
    liar = t.put(t.opp, "Bayushi Liar")
    calm = t.put(t.opp, "Doji Whisperer")
    t.attach(t.opp, "Pacifism", calm)
    rider = t.put(t.me, "Border Rider")
    t.conflict(t.opp, "political", [liar, calm], [rider])
    t.hand(t.me, "Captive Audience")
    t.use("Captive Audience")
    assert s.conflict is not None and s.conflict["type"] == "military"
    assert s.conflict["attackers"] == [] and s.bowed[liar] and s.bowed[calm]
    assert s.conflict["defenders"] == [rider] and not s.bowed[rider]


# ---------------------------------------------------------------------------------------------- Modifiers
def test_additive_modifiers_come_before_doubling(t: Table) -> None:
    """RR "Modifiers": "while performing the calculation, all additive and subtractive modifiers should be
    calculated before doubling and/or halving modifiers are calculated." (An honored Vengeful Berserker given +2
    glory by Isawa Mori Seidō adds its glory, then "double this character's [military] skill" doubles the whole.)"""
    s = t.s
    v = t.put(t.me, "Vengeful Berserker")
    s.status[v] = 1
    A.add_lasting(s, ["glory", v, 2, "phase"])  # as Isawa Mori Seidō's action does
    printed, glory = s.facts[v].military or 0, E.glory(s, v)
    assert glory > 0 and t.skill(v) == printed + glory
    A.add_lasting(s, ["double", v, "military", "conflict"])  # as its reaction does
    assert t.skill(v) == 2 * (printed + glory)


# ---------------------------------------------------------------------------------------------- Reactions
def test_a_reaction_with_a_higher_limit_is_used_once_per_occurrence(t: Table) -> None:
    """RR "Reactions": "A reaction with a specified limit that enables it to be triggered more than once per round
    may only be initiated once each time its specified triggering condition occurs." (Spyglass, "Limit twice per
    round", when its character moves to the conflict: once in that window; the next move may use it again.)"""
    s = t.s
    o = t.put(t.me, "Shinjo Outrider")
    t.attach(t.me, "Spyglass", o)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.opp, "Banzai!")  # (the opponent holds a card: each player is asked in the window in turn)
    n = len(s.players[t.me].hand)
    t.use("Shinjo Outrider")
    t.pick("Spyglass:", who=t.me)
    assert len(s.players[t.me].hand) == n + 1
    while (d := t.pending()).kind == "reaction":
        assert not any("Spyglass" in o.label for o in d.options)
        t.g.choose("pass")
    assert s.used and any(v == 1 for v in s.used.values())  # one of the round's two uses spent


# ------------------------------------------------------------------------------- Resolve this ability twice
def test_resolving_an_ability_again_chooses_its_target_again(t: Table) -> None:
    """RR "Initiating Abilities/Playing Cards" (and "Resolve this ability twice"): "repeat steps 5-7 of this process
    immediately after the first resolution of the ability's effect" (step 5: "Choose target(s)"); Appendix III on
    Banzai!: "they will select a target to receive +2 ... and they choose to pay 1 honor to resolve the ability
    again, then you have another opportunity to interrupt to cancel the (new) set of effects"."""
    s = t.s
    x = t.put(t.me, "Matsu Berserker")
    y = t.put(t.me, "Doji Whisperer")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [x, y])
    t.hand(t.me, "Banzai!")
    bx, by, h = t.skill(x), t.skill(y), s.players[t.me].honor
    t.use("Banzai!", "Matsu Berserker", "Yes")
    d = t.pending()
    assert d.kind == "target" and d.player == t.me and f"t:{y}" in d.ids()
    t.g.choose(f"t:{y}")
    assert (t.skill(x), t.skill(y), s.players[t.me].honor) == (bx + 2, by + 2, h - 1)


# ---------------------------------------------------------------------------------------------- Influence
def test_influence_example_a_lion_deck_with_crane_cards() -> None:
    """RR "Influence" example: "Tom is building a Lion Clan deck, and has 10 influence ... as indicated by the Lion
    stronghold, Yojin no Shiro ... Tom decides to include 3 copies of Admit Defeat (2 influence cost each), 3 copies
    of The Perfect Gift (1 influence cost each), and 1 copy of Duelist Training (1 influence cost). As this is all of
    Tom's influence, he cannot include any other Crane Clan cards in his conflict deck." """
    d = builtin_deck("lion")
    assert d.clan == "lion" and by_title("Yōjin no Shiro").influence_pool == 10
    crane = ("Admit Defeat", "The Perfect Gift", "Duelist Training")
    cards = [cid for n, cid in d.conflict for _ in range(n)][:-7]  # 7 cards out: 7 Crane cards in
    cards += [by_title(crane[0]).id] * 3 + [by_title(crane[1]).id] * 3 + [by_title(crane[2]).id]
    d.conflict = [(1, cid) for cid in cards]
    assert legality(d) == []
    other = next(c for c in all_cards().values() if c.clan == "crane" and c.side == "conflict"
                 and c.influence_cost and c.title not in crane)
    d.conflict = d.conflict[1:] + [(1, other.id)]
    assert any(f"spends {10 + other.influence_cost} influence" in p for p in legality(d))


# ---------------------------------------------------------------------------------------------- Target
def test_a_bowed_character_is_no_target_for_an_ability_that_bows(t: Table) -> None:
    """RR "Target": "A card is not an eligible target for an ability if the resolution of that ability's effect
    could not affect the target at all. (For example, a bowed character cannot be chosen as the target for an
    ability that reads 'Action: Choose a character - bow that character.')" (Admit Defeat: "Choose a character that
    is defending alone - bow that character"; with no eligible target it cannot be initiated: RR "Target".)"""
    s = t.s
    a = t.put(t.opp, "Matsu Berserker")
    lone = t.put(t.me, "Doji Whisperer", bowed=True)
    t.conflict(t.opp, "military", [a], [lone])
    t.hand(t.opp, "Admit Defeat")
    t.hand(t.me, "Banzai!")
    t.pick("Pass", who=t.me)
    assert not t.can("Admit Defeat")
    s.bowed[lone] = False
    t.s.stack[-1] = ("window", "in_conflict", t.opp, 0)
    assert t.can("Admit Defeat")


# ---------------------------------------------------------------------------------------------- Imperial Favor
def test_the_imperial_favor_begins_unclaimed_and_adds_1_to_its_bearers_total_only(t: Table) -> None:
    """RR "Imperial Favor": "The game begins with the Imperial Favor unclaimed"; "The +1 skill modifier granted by
    the Imperial Favor applies to any conflict of the specified type in which its bearer controls at least one
    participating character. This modifier applies to the player's total skill ... but does not modify the skill
    value of any of the characters participating in the conflict." """
    from .helpers import game
    assert game(3).s.favor == [-1, ""]
    s = t.s
    a = t.put(t.me, "Matsu Berserker")
    d = t.put(t.opp, "Matsu Berserker")
    s.favor = [t.me, "military"]
    t.conflict(t.me, "military", [a], [d])
    assert E.total_skill(s, t.me) == t.skill(a) + 1 and t.skill(a) == t.skill(d) == E.total_skill(s, t.opp)
    s.conflict["type"] = "political"  # type: ignore[index]
    assert E.total_skill(s, t.me) == (t.skill(a, "political") or 0)  # another type: no +1
    s.conflict["type"] = "military"  # type: ignore[index]
    s.conflict["attackers"] = []  # type: ignore[index]
    assert E.total_skill(s, t.me) == 0  # no participating character: no +1


def test_the_holder_of_the_imperial_favor_claims_it_again_and_may_turn_it(t: Table) -> None:
    """RR "Imperial Favor": "If a player in possession of the Imperial Favor wins the framework glory count in the
    conflict phase, that player claims the Imperial Favor again and may set it to either side"; "If players have
    the same total, the Imperial Favor remains in its current state"."""
    s = t.s
    s.favor = [t.me, "military"]
    t.put(t.me, "Doji Whisperer")  # glory 1 against none
    s.stack[-1] = ("favor",)
    t.g._fresh = False
    d = t.pending()
    assert d.kind == "favor" and d.player == t.me and set(d.ids()) == {"favor:military", "favor:political"}
    t.g.choose("favor:political")
    assert s.favor == [t.me, "political"]
    t.put(t.opp, "Doji Whisperer")  # now a tie
    s.stack.append(("favor",))
    t.g._fresh = False
    assert t.pending().kind != "favor" and s.favor == [t.me, "political"]


# ---------------------------------------------------------------------------------------------- Personal Honor
def test_personal_honor_statuses_cancel_and_a_dishonored_character_leaving_costs_1_honor(t: Table) -> None:
    """RR "Personal Honor": "when an honored character is dishonored, it loses its honored status ... and returns to
    ordinary status"; "A character with an honored status token cannot become honored"; "A dishonored character
    subtracts its glory value from both its military and political skill"; "When a dishonored character leaves
    play its controller loses 1 honor"; "Characters enter play with ordinary status"."""
    s = t.s
    c = t.put(t.me, "Doji Whisperer")
    mil, pol, g = t.skill(c), t.skill(c, "political"), E.glory(s, c)
    LP.honor_card(s, c)
    LP.honor_card(s, c)
    assert s.status[c] == 1 and t.skill(c, "political") == pol + g
    LP.dishonor_card(s, c)
    assert s.status[c] == 0 and t.skill(c, "political") == pol
    LP.dishonor_card(s, c)
    assert s.status[c] == -1 and t.skill(c, "political") == pol - g and t.skill(c) == max(0, (mil or 0) - g)
    h = s.players[t.me].honor
    LP.leave_play(s, c)
    assert s.players[t.me].honor == h - 1
    LP.enter_play(s, t.me, c)
    assert s.status[c] == 0


def test_no_opponents_unique_card_is_brought_into_play_while_he_controls_a_copy(t: Table) -> None:
    """RR "Unique Cards": "A player cannot bring into play a unique card owned by his or her opponent if that
    opponent controls an in-play copy of that card." (Shosuro Actress puts a character from an opponent's discard
    pile into play: not Kakita Asami while the opponent controls his other Kakita Asami.)"""
    s = t.s
    t.put(t.me, "Shosuro Actress")
    q = s.players[t.opp]
    asami = s.new_card(by_title("Kakita Asami"), t.opp, E.DYN_DISCARD)
    scout = s.new_card(by_title("Eager Scout"), t.opp, E.DYN_DISCARD)
    q.dyn_discard += [asami, scout]
    t.put(t.opp, "Kakita Asami")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.use("Shosuro Actress")
    ids = t.pending().ids()
    assert f"card:{scout}" in ids and f"card:{asami}" not in ids


def test_a_limited_card_put_into_play_ignores_and_is_ignored_by_the_limit(t: Table) -> None:
    """RR "Limited": "Limited cards that are 'put into play' via card abilities ignore and are ignored by this
    restriction"; RR "Play and Put into Play": "A card that has been put into play is not considered to have been
    'played'." (I played a limited card this round; Charge! puts a Doomed Shugenja from my province into play.)"""
    s = t.s
    s.players[t.me].limited_played = 1  # a limited card played this round
    c = _in_province(t, "Doomed Shugenja", _non_sh(t, t.me)[0])
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.hand(t.me, "Charge!")
    t.use("Charge!", "Doomed Shugenja")
    assert s.zone[c] == E.PLAY and c in s.conflict["defenders"]  # type: ignore[index]
    assert s.players[t.me].limited_played == 1


# ---------------------------------------------------------------------------------------------- Provinces
def test_a_province_with_two_cards_is_refilled_only_once_empty(t: Table) -> None:
    """RR "Provinces": "If a province has more than one card in it, those cards are considered to all be in the
    same province. Characters can be played and holdings provide their bonuses. Do not refill a province until it
    is empty." """
    s, p = t.s, t.s.players[t.me]
    k = _non_sh(t, t.me)[0]
    a = _in_province(t, "Eager Scout", k)
    b = s.new_card(by_title("Akodo Gunsō"), t.me, E.PROVINCE)
    s.faceup[b] = True
    p.slots[k].append(b)
    p.fate = 20
    _dynasty_window(t)
    assert {f"play:{a}", f"play:{b}"} <= set(t.pending().ids())
    t.g.choose(f"play:{a}")
    _pass_reactions(t)
    assert p.slots[k] == [b]  # not refilled: the province is not empty
    t.pick("pass", who=t.opp)
    t.g.choose(f"play:{b}")
    _pass_reactions(t)
    assert len(p.slots[k]) == 1 and p.slots[k][0] not in (a, b) and not s.faceup[p.slots[k][0]]  # refilled facedown


# ---------------------------------------------------------------------------------------------- Winning the Game
def test_both_players_reaching_0_honor_at_once_the_first_player_wins() -> None:
    """RR "Winning the Game": "The first player to have 0 honor in his or her honor pool is eliminated from the
    game, causing that player's opponent to win"; "If both players would reach a victory condition simultaneously,
    the first player wins the game." (2.5: each player draws his bid at once; both conflict decks are empty, so each
    loses 5 honor, RR "Running Out of Cards", from 5 honor.)"""
    from .helpers import game, to_phase
    g = game(7)
    to_phase(g, "draw")
    s = g.s
    for p in s.players:
        p.conf_discard += p.conf_deck
        for c in p.conf_deck:
            s.zone[c] = E.CONF_DISCARD
        p.conf_deck = []
        p.honor = 5
    g._fresh = False
    while (d := g.pending()) is not None:
        g.choose("bid:1" if d.kind == "bid" else "pass" if "pass" in d.ids() else d.ids()[0])
    assert g.result is not None and g.result.winners == (s.first,) and [p.honor for p in s.players] == [0, 0]


def test_a_character_that_cannot_participate_is_no_target_for_moving_it_in(t: Table) -> None:
    """RR "Target" ("not an eligible target ... if the resolution of that ability's effect could not affect the
    target at all") with RR "Participating and Cannot Participate" ("that character cannot ... move into ... that
    conflict"): Yogo Hiroue's "choose a character that is not participating - move it to the conflict" cannot choose
    Bayushi Liar (a dash in military skill) during a military conflict."""
    y = t.put(t.me, "Yogo Hiroue")
    liar = t.put(t.opp, "Bayushi Liar")
    scout = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [y], [])
    t.pick("Pass", who=t.opp)
    t.use("Yogo Hiroue")
    ids = t.pending().ids()
    assert f"t:{scout}" in ids and f"t:{liar}" not in ids


# ---------------------------------------------------------------------------------------------- Sincerity
def test_sincerity_draws_a_card_for_the_controller_when_it_leaves_play(t: Table) -> None:
    """RR "Sincerity": "When a card with the sincerity keyword leaves play, its controller draws 1 card." (Bayushi
    Liar, taken by my opponent, leaves play: my opponent, its controller, draws.)"""
    s = t.s
    liar = t.put(t.me, "Bayushi Liar")
    LP.change_control(s, liar, t.opp)
    mine, theirs = len(s.players[t.me].hand), len(s.players[t.opp].hand)
    LP.leave_play(s, liar)
    assert (len(s.players[t.me].hand), len(s.players[t.opp].hand)) == (mine, theirs + 1)
    assert liar in s.players[t.me].dyn_discard  # to its owner's discard pile


def test_a_character_that_cannot_participate_is_not_put_into_play_in_the_conflict(t: Table) -> None:
    """RR "Participating and Cannot Participate": "If a character 'cannot participate' in a conflict, that character
    cannot be ... put into play in that conflict." (Charge! during a military conflict: not Bayushi Liar, a dash in
    military skill; Ambush neither.)"""
    k1, k2 = _non_sh(t, t.me)[:2]
    liar = _in_province(t, "Bayushi Liar", k1)
    scout = _in_province(t, "Eager Scout", k2)
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.hand(t.me, "Charge!")
    t.use("Charge!")
    ids = t.pending().ids()
    assert f"card:{scout}" in ids and f"card:{liar}" not in ids
    t.g.choose(f"card:{scout}")
    t.s.players[t.me].hand.clear()
    hand_liar = t.hand(t.me, "Bayushi Liar")
    t.hand(t.me, "Ambush")
    t.s.stack[-1] = ("window", "in_conflict", t.me, 0)
    t.g._fresh = False
    assert t.s.zone[hand_liar] == E.HAND and not t.can("Ambush")  # its only Scorpion character cannot join


def test_glory_cannot_be_negative(t: Table) -> None:
    """RR "Modifiers": "A quantity cannot be reduced so that it functions with a value below zero: a card cannot have
    negative icons, political or military skill, glory ... any resultant value below zero is treated as zero."
    (No Core Set card lowers glory: a lasting -5 glory is set by hand; a dishonored character then loses nothing.)"""
    s = t.s
    c = t.put(t.me, "Doji Whisperer")
    pol = t.skill(c, "political")
    A.add_lasting(s, ["glory", c, -5, "phase"])
    assert E.glory(s, c) == 0
    s.status[c] = -1
    assert t.skill(c, "political") == pol  # its glory (0) subtracted, not -4 added
