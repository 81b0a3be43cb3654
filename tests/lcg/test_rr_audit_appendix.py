"""Audit of the Rules Reference v1.4's Appendix I ("Timing and Gameplay": the framework steps, action windows,
reactions and interrupts to framework effects, duel timing) and Appendix III ("Questions") against the engine: each
test quotes the entry it checks and drives the game through the decision interface."""

from __future__ import annotations

import pytest

from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg import round as LR

from .cards.harness import Table
from .cards.scenes_b2 import finish_window, province
from .helpers import finish_setup, game, put


@pytest.fixture
def t() -> Table:
    return Table()


def _to_ring_or_end(t: Table) -> None:
    """Pass every window after the conflict's action window, leaving a province's card where it is, up to the ring
    effect's decision (or the end of the conflict)."""
    while t.s.conflict is not None and t.pending().kind != "ring":
        d = t.pending()
        t.pick("no" if d.kind == "yes_no" else "Pass")


# ---------------------------------------------------------------------------------------------- 3.2.3-3.2.5
def test_3_2_5_the_province_breaks_by_the_amount_won_in_step_3_2_3_not_after_pride() -> None:
    """Appendix I 3.2.5 "Break province": "If the attacking player won the conflict by an amount equal to or greater
    than the strength of the attacked province (in step 3.2.3), the province is broken." Akodo Gunsō (2 military,
    glory 2, pride) wins by 2 against a strength-4 province: pride honors it after the win (+2), which must not
    count for breaking."""
    t = Table()
    s = t.s
    s.favor = [-1, ""]
    k = province(t, t.opp, "Manicured Garden")
    s.players[t.opp].slots[k] = []
    assert E.province_strength(s, t.opp, k) == 4
    gunso = t.put(t.me, "Akodo Gunsō")
    t.conflict(t.me, "military", [gunso], [], ring="air", province=k)
    finish_window(t)
    _to_ring_or_end(t)
    assert s.status[gunso] == 1 and E.skill(s, gunso, "military") == 4  # honored by pride, after step 3.2.3
    assert not s.players[t.opp].broken[k]


def test_3_2_4_unopposed_is_judged_in_step_3_2_3() -> None:
    """Appendix I 3.2.4 "Apply unopposed": "If the attacking player won the conflict and the defending player
    controls no participating characters (in step 3.2.3), the conflict is considered unopposed. The defending
    player loses 1 honor." A defender that wins nothing but was participating in step 3.2.3 keeps it opposed even if
    it is gone before the honor would be lost."""
    t = Table()
    s = t.s
    s.favor = [-1, ""]
    a = t.put(t.me, "Matsu Berserker")  # 3 military
    d = t.put(t.opp, "Eager Scout")  # 0 military
    t.conflict(t.me, "military", [a], [d], ring="air")
    honor = s.players[t.opp].honor
    s.stack.pop()  # the conflict action window has closed
    E.HANDLERS["resolve"](s, s.stack[-1])  # step 3.2.3: the attacker wins, 3 to 0
    assert s.conflict["winner"] == t.me
    s.conflict["defenders"].remove(d)  # it leaves the conflict during the reactions to the result
    s.players[t.opp].home.remove(d)
    s.zone[d] = E.DYN_DISCARD
    _to_ring_or_end(t)
    assert s.players[t.opp].honor == honor


# ---------------------------------------------------------------------------------------------- 1. dynasty
def test_1_4_only_a_unique_characters_copy_is_a_duplicate() -> None:
    """Appendix I 1.4: "Discard a duplicate of a character from his or her hand or from one of his or her provinces
    to place 1 fate on a copy of that character under his or her control"; RR "Duplicates": "A duplicate is a copy
    (in a player's hand or provinces) of a unique character that is already in play and under the same player's
    control." A second copy of a non-unique character is no duplicate."""
    g = game(5)
    finish_setup(g)
    s = g.s
    p = s.players[s.first]
    cards = [x for sl in p.slots for x in sl if s.facts[x].type == "character"]
    plain = next(x for x in cards if not s.facts[x].unique)
    uniq = next(x for x in cards if s.facts[x].unique)
    put(g, s.first, s.title(plain), fate=0)
    put(g, s.first, s.title(uniq), fate=0)
    d = g.pending()
    assert d is not None and d.player == s.first
    assert f"dup:{uniq}" in d.ids() and f"dup:{plain}" not in d.ids()


# ---------------------------------------------------------------------------------------------- 4. fate
def _to_fate_discard_order(g, seat: int):  # type: ignore[no-untyped-def]
    while (d := g.pending()) is not None and d.kind != "order":
        if d.kind == "bid":
            g.choose("bid:1")
        elif "pass" in d.ids():
            g.choose("pass")
        elif "done" in d.ids():
            g.choose("done")
        else:
            g.choose(d.ids()[0])
    return d


def test_4_2_characters_without_fate_are_discarded_in_the_order_their_controller_chooses() -> None:
    """Appendix I 4.2: "In player order, each player discards each character he or she controls with no fate on it.
    These characters are discarded one at a time, in the order of the discarding player's choosing." At 1 honor,
    discarding the honored character (+1 honor) before the dishonored one (-1 honor) keeps the player in the game."""
    from .helpers import clear_home, to_phase
    g = game(13)
    to_phase(g, "conflict")
    clear_home(g)
    s = g.s
    seat = s.first
    honored = put(g, seat, "Doji Whisperer", fate=0)
    dishonored = put(g, seat, "Eager Scout", fate=0)
    s.status[honored], s.status[dishonored] = 1, -1
    d = _to_fate_discard_order(g, seat)
    assert d is not None and d.player == seat and set(d.ids()) == {f"next:{honored}", f"next:{dishonored}"}
    s.players[seat].honor = 1
    g._fresh = False
    g.choose(f"next:{honored}")
    while (d := g.pending()) is not None and d.kind in ("interrupt", "reaction"):
        g.choose("pass")
    assert s.zone[honored] != E.PLAY and s.zone[dishonored] != E.PLAY
    assert g.result is None and s.players[seat].honor == 1


# ---------------------------------------------------------------------------------------------- D. duels
def test_d_4_honor_dials_revealed_in_a_duel_open_a_reaction_window_before_the_transfer(t: Table) -> None:
    """Appendix I D.4 "Reveal honor dials": "The players simultaneously reveal their bids"; D.5 then transfers the
    difference; "Applicable interrupt and/or reaction abilities may be triggered during a duel." Bayushi
    Manipulator ("after honor dials are revealed": its controller's bid goes up by 1) answers a duel's reveal too:
    1 against 2 becomes 2 against 2, so no honor is given, and the bid of 2 is added to the duelist's skill."""
    from .cards.scenes_b2 import react
    t.put(t.me, "Bayushi Manipulator")
    r = t.put(t.me, "Mirumoto Raitsugu")  # 3 military
    e = t.put(t.opp, "Eager Scout", fate=0)
    t.conflict(t.opp, "military", [e], [r])
    mine, theirs = t.s.players[t.me].honor, t.s.players[t.opp].honor
    t.use("Mirumoto Raitsugu", "Eager Scout")
    for _ in range(2):
        d = t.pending()
        assert d.kind == "bid"
        t.pick(f"Bid {1 if d.player == t.me else 2}")
    react(t, t.me, "Bayushi Manipulator:")
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    assert LR.bid_value(t.s, t.me) == 2  # (the dial keeps its setting, 1: RR "Bid Value")
    assert (t.s.players[t.me].honor, t.s.players[t.opp].honor) == (mine, theirs)
    assert t.s.zone[e] != E.PLAY  # 3 + 2 against 0 + 2: Eager Scout loses and, without fate, is discarded


# ---------------------------------------------------------------------------------------------- Appendix III
def test_appendix_iii_shameful_display_when_only_one_character_would_change_status(t: Table) -> None:
    """Appendix III: "Can I trigger Shameful Display (Core, 24) if only one of the two chosen characters would change
    their honored status? Yes ... one of the chosen characters is changing their status so a game state change
    occurs." Both chosen characters are already honored: honoring one changes nothing, dishonoring the other makes
    it ordinary."""
    k = province(t, t.me, "Shameful Display")
    a = t.put(t.opp, "Eager Scout")
    d = t.put(t.me, "Doji Whisperer")
    t.s.status[a] = t.s.status[d] = 1
    t.conflict(t.opp, "political", [a], [d], province=k)
    t.use("Shameful Display", "Eager Scout", "Doji Whisperer")
    t.pick("Honor Doji Whisperer")
    assert t.s.status[d] == 1 and t.s.status[a] == 0


def _display_of_power_after_an_unopposed_loss(t: Table) -> None:
    """The defender (t.me) plays Display of Power after losing the conflict under way, unopposed."""
    t.hand(t.me, "Display of Power")
    finish_window(t)
    while not t.can("Display of Power"):
        t.pick("Pass")
    t.pick("Display of Power", who=t.me)
    while t.pending().kind in ("reaction", "interrupt", "yes_no") and not t.can("Display of Power"):
        t.pick("no" if t.pending().kind == "yes_no" else "Pass")


def test_appendix_iii_display_of_power_at_an_unbroken_pilgrimage_no_ring_effect_the_defender_claims(t: Table) -> None:
    """Appendix III (Display of Power and Pilgrimage): "the Pilgrimage effect ("cancel all ring effects") still cancels
    the Display of Power's attempt to resolve the ring for the defender. The defender claims the ring." """
    k = province(t, t.me, "Pilgrimage")  # strength 5: 3 military does not break it
    t.s.players[t.me].slots[k] = []
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [], ring="air", province=k)
    h = t.s.players[t.me].honor
    _display_of_power_after_an_unopposed_loss(t)
    while t.s.conflict is not None:
        d = t.pending()
        assert d.kind != "ring"  # no ring effect, for either player
        t.pick("Pass")
    assert not t.s.players[t.me].broken[k]
    assert t.s.rings["air"][1] == t.me and t.s.players[t.me].honor == h - 1  # only the unopposed honor is lost


def test_appendix_iii_display_of_power_against_seeker_of_knowledge_the_defender_chooses_the_element(t: Table) -> None:
    """Appendix III (Display of Power and Seeker of Knowledge): "the attacker does not have the option to choose a
    specific ring effect to resolve when Seeker of Knowledge is attacking ... When Display of Power resolves the ring
    effect, the defender has the opportunity to choose which ring effect they would like to resolve instead." With
    the fire ring contested and Seeker (the contested ring gains [air]) attacking, the defender may take air's."""
    seeker = t.put(t.opp, "Seeker of Knowledge")
    t.conflict(t.opp, "political", [seeker], [], ring="fire")
    h = t.s.players[t.me].honor
    _display_of_power_after_an_unopposed_loss(t)
    while t.pending().kind != "ring":
        t.pick("no" if t.pending().kind == "yes_no" else "Pass")
    d = t.pending()
    assert d.player == t.me
    assert t.can("Gain 2 honor") and t.can("Honor Seeker of Knowledge")  # air's effect, or fire's
    t.pick("Gain 2 honor")
    assert t.s.players[t.me].honor == h - 1 + 2
    assert t.s.rings["fire"][1] == t.me


def test_appendix_iii_reprieve_against_way_of_the_crabs_effect_the_event_still_resolved(t: Table) -> None:
    """Appendix III: "This is different from using Reprieve to prevent a character from being sacrificed to Way of
    the Crab's effect ... Way of the Crab is still considered to have "resolved" (albeit unsuccessfully) even if its
    effect is prevented by Reprieve": the event is played (to the discard pile), the opponent keeps his character and
    loses the Reprieve."""
    crab = t.put(t.me, "Hida Guardian")
    foe = t.put(t.opp, "Eager Scout")
    rep = t.attach(t.opp, "Reprieve", foe)
    w = t.hand(t.me, "Way of the Crab")
    t.window(t.me)
    t.use("Way of the Crab", "Sacrifice Hida Guardian")
    while t.s.zone[rep] == E.PLAY:
        t.pick("Reprieve:" if t.can("Reprieve:") else ("Eager Scout" if t.can("Eager Scout") else "Pass"))
    assert t.s.zone[crab] != E.PLAY and t.s.zone[foe] == E.PLAY
    assert t.s.zone[w] == E.CONF_DISCARD and w not in t.s.players[t.me].hand


def test_appendix_iii_steward_of_law_an_honored_character_can_still_be_dishonored(t: Table) -> None:
    """Appendix III: "If Steward of Law (Core, 139) is in a conflict, can an honored character be dishonored? Yes.
    Steward of Law prevents characters from "becoming dishonored," which means "gaining the dishonored status
    token" ... an honored character being dishonored and returning to ordinary state ... will still do so." The
    fire ring's dishonor, while Steward of Law participates: the honored character becomes ordinary, the ordinary
    one stays ordinary."""
    st = t.put(t.me, "Steward of Law", bowed=True)
    honored = t.put(t.me, "Doji Whisperer")
    plain = t.put(t.me, "Eager Scout")
    t.s.status[honored] = 1
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [st], ring="fire")
    finish_window(t)
    _to_ring_or_end(t)
    LP.dishonor_card(t.s, plain)  # (3.2.6: Steward of Law is still participating)
    assert t.s.status[plain] == 0
    t.pick(f"fire:{honored}:dishonor", who=t.opp)
    assert t.s.status[honored] == 0


# ---------------------------------------------------------------------------------------------- action windows
def test_action_windows_first_player_first_a_passed_player_acts_again_and_both_passes_close(t: Table) -> None:
    """Appendix I "Action Windows": "When most action windows open, the first player has the first opportunity to
    initiate an action, or pass ... if a player passes his or her opportunity to act, but the other opponent does not
    consecutively pass in sequence, the original player may still take an action when the alternation of action
    opportunities returns to the player who had passed." The window closes when both pass consecutively."""
    s = t.s
    first = s.first
    s.stack[-1] = ("window", "conflict", first, 0)  # the conflict phase's window (after 3.1) opens
    t.put(1 - first, "Doji Whisperer")
    t.hand(1 - first, "Fine Katana")
    t.hand(first, "Fine Katana")
    assert t.pending().player == first
    t.pick("Pass", who=first)
    t.pick("Attach Fine Katana", who=1 - first)  # an action: the alternation goes on
    assert t.pending().player == first and t.can("Attach Fine Katana")  # the player who had passed may act
    t.pick("Pass", who=first)
    t.pick("Pass", who=1 - first)
    assert t.pending().kind == "conflict"  # both passed consecutively: the window closed, 3.2 follows


def test_step_1_4_no_character_or_attachment_from_hand() -> None:
    """Appendix I "Action Windows": "During each action window, players are permitted to play character and
    attachment cards from hand. The one exception to this is step 1.4, during which playing character and attachment
    cards from hand is prohibited." """
    from rokugan.lcg.cards import by_title
    g = game(5)
    finish_setup(g)
    s = g.s
    p = s.players[s.first]
    for title in ("Fine Katana", "Doji Whisperer"):
        c = s.new_card(by_title(title), s.first, E.HAND)
        p.hand.append(c)
    p.fate = 10
    g._fresh = False
    d = g.pending()
    assert d is not None and d.player == s.first and s.phase == "dynasty"
    assert not any(o.startswith(("attach:", "char:")) for o in d.ids())
    assert any(o.startswith("play:") for o in d.ids())  # characters from provinces


def test_1_4_a_player_who_passed_gets_no_more_opportunities() -> None:
    """Appendix I 1.4: "When a player passes, that player relinquishes all further opportunities to act during this
    phase ... After one player has passed, the other player may continue to use action opportunities until he or she
    also passes." """
    g = game(5)
    finish_setup(g)
    s = g.s
    first = s.first
    g.choose("pass")
    for _ in range(3):
        d = g.pending()
        assert d is not None and d.player == 1 - first and s.phase == "dynasty"
        plays = [o for o in d.ids() if o.startswith("play:")]
        if not plays:
            break
        g.choose(plays[0])
        if (d := g.pending()) is not None and d.kind == "fate":
            g.choose("fate:0")
        while (d := g.pending()) is not None and d.kind in ("reaction", "interrupt"):
            g.choose("pass")
    g.choose("pass")
    assert s.phase == "draw"


def test_3_2_2_the_defending_player_has_the_first_opportunity(t: Table) -> None:
    """Appendix I 3.2.2 "Conflict action window": "This is a special action window in which the defending player
    (rather than the first player) has the first action opportunity." """
    s = t.s
    s.stack[-1] = ("window", "conflict", s.first, 0)
    t.put(s.first, "Matsu Berserker")
    t.put(1 - s.first, "Doji Whisperer")
    t.pick("Pass", who=s.first)
    t.pick("Pass", who=1 - s.first)
    d = t.pending()
    assert d.kind == "conflict" and d.player == s.first
    k = next(i for i in range(5) if i != s.players[1 - s.first].sh_prov)
    t.pick("ring:fire:military")
    t.pick(f"prov:{k}")
    t.pick("Attack with Matsu Berserker")
    while t.pending().kind in ("reaction", "attackers"):
        t.pick("Pass" if t.pending().kind == "reaction" else "done")
    t.pick("Declare no defenders", who=1 - s.first)
    d = t.pending()
    assert d.kind == "action" and d.player == 1 - s.first  # the defender, who is not the first player


def test_3_3_after_a_conflict_the_action_window_after_3_1_then_the_next_player_declares(t: Table) -> None:
    """Appendix I 3.3: "Return to the action window following step 3.1" (the first player first); 3.2: "These
    conflict opportunities alternate between players with remaining conflict opportunities in player order"."""
    s = t.s
    first = s.first
    s.stack[-1] = ("window", "conflict", first, 0)
    t.pick("Pass", who=first)
    t.pick("Pass", who=1 - first)
    t.pick("Pass this conflict opportunity", who=first)
    d = t.pending()
    assert d.kind == "action" and d.player == first  # the window after 3.1 again
    t.pick("Pass", who=first)
    t.pick("Pass", who=1 - first)
    d = t.pending()
    assert d.kind == "conflict" and d.player == 1 - first  # the next player in player order
    s.players[1 - first].conflicts_left = 0  # (he has no opportunity left after this one)
    t.pick("Pass this conflict opportunity", who=1 - first)
    t.pick("Pass", who=first)
    t.pick("Pass", who=1 - first)
    d = t.pending()
    assert d.kind == "conflict" and d.player == first  # only players with remaining opportunities declare


# ---------------------------------------------------------------------------------------------- 3.4, 5.3
def test_3_4_2_the_holder_who_wins_again_may_set_either_side_a_tie_leaves_it() -> None:
    """Appendix I 3.4.2: "If a player who already has the Imperial Favor claims it again, the player may set it to
    either side. If players have the same total, the Imperial Favor remains in its current state (... remaining set
    on its current side)." """
    from .helpers import clear_home, to_phase
    g = game(13)
    to_phase(g, "conflict")
    clear_home(g)
    s = g.s
    w = put(g, s.first, "Doji Whisperer")  # glory 1
    s.favor = [s.first, "military"]
    s.stack.append(("favor",))
    g._fresh = False
    d = g.pending()
    assert d is not None and d.kind == "favor" and d.player == s.first and len(d.ids()) == 2
    g.choose("favor:political")
    assert s.favor == [s.first, "political"]
    s.bowed[w] = True  # 0 to 0: a tie
    s.stack.append(("favor",))
    g._fresh = False
    assert g.pending() is not None and g.pending().kind != "favor"  # type: ignore[union-attr]
    assert s.favor == [s.first, "political"]


def test_5_3_broken_provinces_cards_discarded_others_by_choice_each_refilled_facedown() -> None:
    """Appendix I 5.3: "In player order, each player must discard each faceup card from each his or her broken
    provinces, and also has the opportunity to choose and discard any number of faceup dynasty cards from his or her
    unbroken provinces. Each card discarded in this manner is replaced facedown from its owner's dynasty deck." """
    from .helpers import to_phase
    g = game(13)
    to_phase(g, "regroup")
    s = g.s
    p = s.players[s.first]
    ks = [k for k in range(5) if k != p.sh_prov]
    p.broken[ks[0]] = True
    gone = p.slots[ks[0]][0]
    chosen = p.slots[ks[1]][0]
    kept = p.slots[ks[2]][0]
    for c in (gone, chosen, kept):
        s.faceup[c] = True
    g._fresh = False
    while (d := g.pending()) is not None and d.kind != "discard":
        g.choose("pass")
    assert d is not None and d.player == s.first
    assert f"disc:{gone}" not in d.ids() and f"disc:{chosen}" in d.ids() and f"disc:{kept}" in d.ids()
    g.choose(f"disc:{chosen}")
    g.choose("done")
    assert s.zone[gone] == E.DYN_DISCARD and s.zone[chosen] == E.DYN_DISCARD and s.zone[kept] == E.PROVINCE
    for k in ks[:2]:
        assert len(p.slots[k]) == 1 and not s.faceup[p.slots[k][0]]


def test_appendix_iii_reprieve_on_way_of_the_crabs_cost_the_event_stays_unplayed_in_hand(t: Table) -> None:
    """Appendix III: "Can I use Reprieve (Core, 132) to prevent a character from being sacrificed for a cost, such as
    that of ... Way of the Crab (Core, 137)? ... that cost is not considered to have been paid ... If an event is
    canceled in this way, it will remain unplayed in its owner's hand." """
    crab = t.put(t.me, "Hida Guardian")
    rep = t.attach(t.me, "Reprieve", crab)
    foe = t.put(t.opp, "Eager Scout")
    w = t.hand(t.me, "Way of the Crab")
    t.window(t.me)
    t.use("Way of the Crab", "Sacrifice Hida Guardian")
    t.pick("Reprieve:", who=t.me)
    assert t.s.zone[rep] == E.CONF_DISCARD and t.s.zone[crab] == E.PLAY and t.s.zone[foe] == E.PLAY
    assert w in t.s.players[t.me].hand and t.s.zone[w] == E.HAND


def test_2_4_equal_bids_transfer_no_honor() -> None:
    """Appendix I 2.4: "If the bids are equal, no honor is transferred during this step"; 2.5 each draws his bid."""
    from .helpers import answer, to_phase
    g = game(7)
    to_phase(g, "draw")
    s = g.s
    honors = [p.honor for p in s.players]
    hands = [len(p.hand) for p in s.players]
    answer(g, "bid", "bid:3")
    answer(g, "bid", "bid:3")
    while (d := g.pending()) is not None and d.kind == "reaction":
        g.choose("pass")
    assert [p.honor for p in s.players] == honors
    assert [len(p.hand) for p in s.players] == [n + 3 for n in hands]


def test_d_9_after_the_duel_the_next_player_in_the_action_sequence_acts(t: Table) -> None:
    """Appendix I D.9 "Duel ends": "Return to the action window in which the duel was initiated, with the next player
    in the sequence of actions having the next opportunity to act." D.7: "If the skill values are the same, neither
    character wins the duel" (3 + 2 against 3 + 2: a loser without fate would have been discarded)."""
    r = t.put(t.me, "Mirumoto Raitsugu")  # 3 military
    e = t.put(t.opp, "Matsu Berserker", fate=0)  # 3 military
    t.conflict(t.opp, "military", [e], [r])
    t.use("Mirumoto Raitsugu", "Matsu Berserker")
    for _ in range(2):
        d = t.pending()
        assert d.kind == "bid"
        t.pick("Bid 2")
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    assert t.s.zone[e] == E.PLAY and t.s.zone[r] == E.PLAY  # 5 to 5: no winner, no loser
    d = t.pending()
    assert d.kind == "action" and d.player == t.opp  # the duel was my action: the opponent acts next
