"""The deviations from the Rules Reference v1.4 that the three audits left (docs/lcg-rules.md, "Not done"), now
followed: each test quotes the RR entry it checks and drives the game through the decision interface."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from rokugan.core.decision import Decision
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP

from .cards.harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


# ---------------------------------------------------------------------------------------------- Priority, Forced
def test_two_forced_abilities_at_once_resolve_in_the_order_the_first_player_chooses(t: Table) -> None:
    """RR "Priority of Simultaneous Resolution": "If the resolution of two or more delayed effects or forced
    abilities would resolve at the same time, the first player decides the order in which the abilities resolve,
    regardless of who controls the cards bearing the conflicting abilities." RR "Forced": "Each forced ability must
    resolve completely before the next forced ability to the same triggering condition may initiate." Two Steadfast
    Samurai (forced reaction: "after the fate phase begins") of the player who is not first."""
    s = t.s
    other = 1 - s.first
    a = t.put(other, "Steadfast Samurai", fate=0)
    b = t.put(other, "Steadfast Samurai", fate=0)
    s.players[other].honor = 16
    s.stack.append(("fate_phase",))
    t.g._fresh = False
    d = t.pending()
    assert d.kind == "order" and d.player == s.first
    assert {o.id.split(":")[1] for o in d.options} == {str(a), str(b)}
    t.g.choose(next(o.id for o in d.options if o.id.startswith(f"forced:{b}:")))
    # the other resolves without a question (one left: nothing to choose), then the fate phase goes on
    d = t.pending()
    assert d.kind != "order"
    assert s.zone[a] == E.PLAY and s.zone[b] == E.PLAY
    kept = [x[1] for x in s.lasting if b in x[:3] or a in x[:3]]
    assert kept.index(b) < kept.index(a)  # the one chosen resolved first


def test_a_single_forced_ability_resolves_without_a_question(t: Table) -> None:
    """RR "Forced": it "must be resolved immediately": with one, there is no order to choose."""
    s = t.s
    a = t.put(t.me, "Steadfast Samurai", fate=0)
    s.players[t.me].honor = 16
    s.stack.append(("fate_phase",))
    t.g._fresh = False
    assert t.pending().kind != "order" and s.zone[a] == E.PLAY


def test_pride_of_two_participants_resolves_in_the_order_the_first_player_chooses(t: Table) -> None:
    """RR "Forced": "If two or more forced and/or mandatory abilities (such as keywords) would initiate at the same
    moment, the first player determines the order in which the abilities initiate, regardless of who controls the
    cards bearing those abilities." Pride (Akodo Gunsō) on a winning and on a losing participant."""
    s = t.s
    att = 1 - s.first
    a = t.put(att, "Akodo Gunsō")
    b = t.put(att, "Akodo Gunsō")
    d_ = t.put(1 - att, "Akodo Gunsō")
    s.bowed[d_] = True  # a bowed participant adds no skill, yet loses with its side
    t.conflict(att, "military", [a, b], [d_])
    t.pick("Pass", who=1 - att)
    t.pick("Pass", who=att)
    d = t.pending()
    assert d.kind == "order" and d.player == s.first
    assert {o.id for o in d.options} == {f"pride:{a}", f"pride:{b}", f"pride:{d_}"}
    t.g.choose(f"pride:{d_}")
    d = t.pending()
    assert d.kind == "order" and {o.id for o in d.options} == {f"pride:{a}", f"pride:{b}"}
    t.g.choose(f"pride:{b}")
    t.pending()
    assert s.status[a] == 1 and s.status[b] == 1 and s.status[d_] == -1
    lines = [e.text for e in s.log]
    first = max(i for i, x in enumerate(lines) if "is dishonored" in x)
    assert first < max(i for i, x in enumerate(lines) if "is honored" in x)


def test_pride_of_one_participant_resolves_without_a_question(t: Table) -> None:
    """Pride with a single participant: nothing to order."""
    s = t.s
    a = t.put(t.me, "Akodo Gunsō")
    t.conflict(t.me, "military", [a], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    assert t.pending().kind != "order" and s.status[a] == 1


# ---------------------------------------------------------------------------------------------- Give
def test_an_honor_bid_gives_only_the_honor_its_player_has(t: Table) -> None:
    """RR "Give": "If a player is instructed to give tokens to an opponent, those tokens are removed from the giving
    player's pool of tokens ... and are added to that opponent's token pool": with 2 honor in his pool, a player who
    bid 5 against 1 gives those 2 (RR "Effects": an effect engaging more entities than exist "engages as many
    entities as possible"); he is then at 0 honor and loses the game."""
    s = t.s
    s.players[t.me].bid, s.players[t.opp].bid = 5, 1
    s.players[t.me].honor, s.players[t.opp].honor = 2, 10
    s.stack.append(("bid_transfer",))
    t.g._fresh = False
    t.g.pending()
    assert s.players[t.me].honor == 0 and s.players[t.opp].honor == 12
    assert s.result is not None and s.result.winners == (t.opp,)


def test_a_duel_gives_only_the_honor_its_loser_of_the_bids_has(t: Table) -> None:
    """RR "Give" in a duel (Appendix I D.4-D.5: the difference in bids is given): 1 honor in his pool against a
    difference of 2, he gives 1."""
    from .cards.test_core import _bid
    s = t.s
    r = t.put(t.me, "Mirumoto Raitsugu")
    e = t.put(t.opp, "Eager Scout", fate=0)
    t.conflict(t.opp, "military", [e], [r])
    s.players[t.me].honor = 1
    theirs = s.players[t.opp].honor
    t.use("Mirumoto Raitsugu", "Eager Scout")
    _bid(t, 3, 1)
    assert s.players[t.me].honor == 0 and s.players[t.opp].honor == theirs + 1


# ---------------------------------------------------------------------------------------------- Running Out of Cards
def test_drawing_from_an_empty_deck_with_an_empty_discard_pile_costs_5_honor(t: Table) -> None:
    """RR "Running Out of Cards": "If a player attempts to ... draw a card from his or her conflict deck and no cards
    remain in the deck, that player loses 5 honor, then shuffles the corresponding discard pile and places it
    facedown to form a new ... conflict deck. That player then continues to ... draw the conflict card." With the
    discard pile empty too, the attempt still costs 5 honor; no card is drawn. (2.5: each player draws his bid.)"""
    s = t.s
    p = s.players[t.me]
    for c in p.conf_deck + p.conf_discard:
        s.zone[c] = E.REMOVED
    p.conf_deck, p.conf_discard = [], []
    s.players[t.me].bid, s.players[t.opp].bid = 1, 1
    s.stack.append(("bid_transfer",))
    t.g._fresh = False
    t.g.pending()
    assert p.honor == 5 and p.hand == [] and len(s.players[t.opp].hand) == 1


def test_a_player_loses_no_more_honor_than_his_pool_holds(t: Table) -> None:
    """RR "Honor": "Each time a player loses honor, that honor is taken from the player's honor pool and returned to
    the general token pool": with 3 honor, the 5 honor of drawing from an empty deck take the 3 his pool holds; he
    is at 0 (never below) and loses the game (RR "Winning the Game")."""
    s = t.s
    p = s.players[t.me]
    for c in p.conf_deck + p.conf_discard:
        s.zone[c] = E.REMOVED
    p.conf_deck, p.conf_discard = [], []
    p.honor = 3
    s.players[t.me].bid, s.players[t.opp].bid = 1, 1
    s.stack.append(("bid_transfer",))
    t.g._fresh = False
    t.g.pending()
    assert p.honor == 0
    assert s.result is not None and s.result.winners == (t.opp,) and s.result.reason == "dishonor"
    assert any("loses 3 honor" in e.text for e in s.log)


def test_refilling_from_an_empty_dynasty_deck_with_an_empty_discard_pile_costs_5_honor(t: Table) -> None:
    """RR "Running Out of Cards": "If a player attempts to replace a card on a province from his or her dynasty
    deck ... and no cards remain in the deck, that player loses 5 honor": the province stays empty."""
    s = t.s
    p = s.players[t.me]
    for c in p.dyn_deck + p.dyn_discard:
        s.zone[c] = E.SET_ASIDE
    p.dyn_deck, p.dyn_discard = [], []
    k = next(i for i in range(5) if i != p.sh_prov)
    for c in p.slots[k]:
        s.zone[c] = E.SET_ASIDE
    p.slots[k] = []
    s.stack.append(("refill_after", t.me, k))  # (as after a character is played from the province)
    t.g._fresh = False
    t.g.pending()
    assert p.honor == 5 and p.slots[k] == []


# ---------------------------------------------------------------------------------------------- Breaking a Province
def test_a_broken_province_has_no_active_text(t: Table) -> None:
    """RR "Breaking a Province": "Ability text on a broken province is not active"; RR "Provinces": "A broken
    province is considered to have a blank text box, and its ability cannot be used." Ancestral Lands ("this province
    gets +5 strength during [political] conflicts") broken in a political conflict: for the rest of that conflict
    (its ring effect) its strength has no +5 any more."""
    from .cards.scenes_b2 import province
    s = t.s
    k = province(t, t.me, "Ancestral Lands")
    base = E.province_strength(s, t.me, k)
    att = [t.put(t.opp, "Doji Whisperer") for _ in range(4)]
    t.conflict(t.opp, "political", att, [], province=k)
    assert E.province_strength(s, t.me, k) == base + 5
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    while t.pending().kind != "ring":
        t.pick(t.pending().options[0].label)
    assert s.players[t.me].broken[k] and s.conflict["type"] == "political"
    view = t.g.view(t.me)["players"][t.me]["provinces"][k]
    assert view["broken"] and view["province"]["strength"] == base


# ---------------------------------------------------------------------------------------------- Deck Limits
def test_limit_x_per_deck_of_4_or_more_is_a_permission(monkeypatch: pytest.MonkeyPatch) -> None:
    """RR "Deck Limits": "If a card has the text "Limit X per deck" no more than X copies of that card may be included
    in that player's dynasty and/or conflict decks ... If X is 4 or higher, this phrase acts as a permission that
    enables a player to include more than the standard 3 copies." (No Core Set card has it: one of the Crab deck's
    conflict cards is given "Limit 6 per deck" here.)"""
    import dataclasses

    from rokugan.lcg import decks as D
    from rokugan.lcg.cards import all_cards
    d = D.builtin_deck("crab")
    n, cid = d.conflict[0]
    monkeypatch.setitem(all_cards(), cid, dataclasses.replace(all_cards()[cid], deck_limit=6))
    monkeypatch.setattr(D, "_LEGALITY", {})
    title = all_cards()[cid].title

    def with_copies(k: int) -> list[str]:
        e = D.builtin_deck("crab")
        e.conflict[0] = (k, cid)
        rest = sum(x for x, _ in e.conflict) - 40
        while rest > 0:  # keep the deck at 40 cards: fewer copies of the last titles
            j = max(i for i, (x, _) in enumerate(e.conflict) if x > 0 and i > 0)
            e.conflict[j] = (e.conflict[j][0] - 1, e.conflict[j][1])
            rest -= 1
        e.conflict = [x for x in e.conflict if x[0] > 0]
        return [p for p in D.legality(e) if title in p]

    assert with_copies(5) == [] and with_copies(6) == []
    assert with_copies(7) == [f"7 copies of {title} (at most 6)"]


# ---------------------------------------------------------------------------------------------- Cancel
@pytest.fixture
def other_interrupt() -> object:
    """A card that interrupts the initiation of an event's effects without cancelling them (no Core Set card does:
    Serene Warrior, which has no text, is given "Interrupt: When the effects of an event would initiate – gain 1
    fate" for this test only)."""
    from rokugan.lcg import ability as A
    from rokugan.lcg import plan as P
    from rokugan.lcg import vocab as V
    saved = {k: set(v) for k, v in A.INTERRUPT_TITLES.items()}, set(A.CANCELS), set(A.NON_CANCELS)
    assert "Serene Warrior" not in A.DEFS
    A.card("Serene Warrior", V.interrupt(V.cond("ev_any", "event_initiates",
                                                words="when the effects of an event would initiate"), V.GainFate(1)))
    yield None
    A.DEFS.pop("Serene Warrior")
    A.INTERRUPT_TITLES.clear()
    A.INTERRUPT_TITLES.update(saved[0])
    A.CANCELS.clear()
    A.CANCELS.update(saved[1])
    A.NON_CANCELS.clear()
    A.NON_CANCELS.update(saved[2])
    P.clear()


def test_a_cancel_has_priority_over_other_interrupts_to_the_same_effect(t: Table, other_interrupt: object) -> None:
    """RR "Cancel": "Cancel abilities interrupt the initiation of an effect, and prevent the effect from initiating.
    Because of this, cancel abilities have timing priority over all other interrupts to the effect that is
    attempting to initiate." The first player, who would be first in the interrupt window, holds an interrupt that
    does not cancel; his opponent holds Voice of Honor: the opponent is offered his cancel first, and once it
    cancels, the other interrupt can no longer be initiated ("If an effect is canceled, that effect is no longer
    imminent, and further interrupts (including cancels) cannot be initiated in reference to the canceled
    effect")."""
    s = t.s
    first, other = s.first, 1 - s.first
    t.put(first, "Serene Warrior")
    honored = t.put(other, "Doji Whisperer")
    s.status[honored] = 1
    e = t.put(first, "Eager Scout")
    t.conflict(other, "military", [t.put(other, "Matsu Berserker")], [e])
    t.hand(other, "Voice of Honor")
    t.hand(first, "Banzai!")
    t.window(first)
    t.use("Banzai!", "Eager Scout")
    seen = []
    while t.pending().kind in ("interrupt", "interrupt_cancel", "reaction"):
        d = t.pending()
        labels = [o.label for o in d.options]
        seen.append((d.player, labels))
        if any("Voice of Honor" in x for x in labels):
            t.pick("Voice of Honor", who=other)
            break
        assert not any("Serene Warrior" in x for x in labels)  # not before the cancel was offered
        t.pick("Pass", who=d.player)
    assert any(p == other and any("Voice of Honor" in x for x in ls) for p, ls in seen)
    while t.pending().kind in ("interrupt", "reaction"):  # (Voice of Honor is an event too: its own window)
        d = t.pending()
        assert not (d.kind == "interrupt" and "Banzai!" in d.prompt)  # Banzai!'s window closed with the cancel
        t.pick("Pass", who=d.player)


# ---------------------------------------------------------------------------------------------- Delayed Effects
def _hiroue_wins(t: Table, seat: int) -> tuple[int, int]:
    """`seat` attacks with Yogo Hiroue, which moves an opposing Eager Scout (bowed: no help to its side) in; both
    players pass the action window: the conflict resolves, `seat` winning."""
    s = t.s
    y = t.put(seat, "Yogo Hiroue")
    e = t.put(1 - seat, "Eager Scout")
    t.conflict(seat, "political", [y], [])
    t.pick("Pass", who=1 - seat)
    t.use("Yogo Hiroue", "Eager Scout")
    assert e in s.conflict["defenders"]
    s.bowed[e] = True
    t.g._fresh = False
    t.pick("Pass", who=1 - seat)
    t.pick("Pass", who=seat)
    return y, e


def test_yogo_hiroues_then_if_you_win_resolves_as_a_delayed_effect_before_reactions(t: Table) -> None:
    """RR "Delayed Effects": "Some abilities contain delayed effects. Such abilities specify a future timing point,
    or indicate a future condition that may arise, and dictate an effect that is to happen at that time ... Delayed
    effects resolve automatically and immediately after their specified timing point or future condition occurs or
    becomes true, before reactions to that moment may be triggered ... When a delayed effect resolves, it is not
    treated as a new triggered ability." Yogo Hiroue: "Action: ... move that character to this conflict. Then, if
    you win the conflict, you may dishonor that character." Its player is not the first player, whom the reaction
    window would ask first: he is asked at once whether to dishonor, before any reaction to winning."""
    s = t.s
    seat = 1 - s.first
    y, e = _hiroue_wins(t, seat)
    d = t.pending()
    assert d.kind == "yes_no" and d.player == seat and "Yogo Hiroue" in d.prompt
    assert "Eager Scout" in " ".join(o.label for o in d.options)
    t.g.choose("yes")
    assert s.status[e] == -1
    while t.pending().kind == "reaction":  # no reaction window offers it again
        assert not any("Yogo Hiroue" in o.label for o in t.pending().options)
        t.pick("Pass", who=t.pending().player)


def test_yogo_hiroues_delayed_effect_is_a_may(t: Table) -> None:
    """"you may dishonor that character": declining leaves it ordinary."""
    s = t.s
    y, e = _hiroue_wins(t, t.me)
    t.g.choose("no")
    assert s.status[e] == 0


def test_a_delayed_effect_and_pride_at_once_resolve_in_the_order_the_first_player_chooses(t: Table) -> None:
    """RR "Priority of Simultaneous Resolution": "If the resolution of two or more delayed effects or forced
    abilities would resolve at the same time, the first player decides the order": Yogo Hiroue's delayed dishonor
    and the pride (a mandatory keyword, RR "Forced") of an attacking Akodo Gunsō, both at the conflict's result."""
    s = t.s
    seat = 1 - s.first
    y = t.put(seat, "Yogo Hiroue")
    g = t.put(seat, "Akodo Gunsō")
    e = t.put(1 - seat, "Eager Scout")
    t.conflict(seat, "political", [y, g], [])
    t.pick("Pass", who=1 - seat)
    t.use("Yogo Hiroue", "Eager Scout")
    s.bowed[e] = True
    t.g._fresh = False
    t.pick("Pass", who=1 - seat)
    t.pick("Pass", who=seat)
    d = t.pending()
    assert d.kind == "order" and d.player == s.first and len(d.options) == 2
    t.g.choose(next(o.id for o in d.options if "Yogo Hiroue" in o.label))
    d = t.pending()
    assert d.kind == "yes_no" and d.player == seat and s.status[g] == 0  # the pride waits for the delayed effect
    t.g.choose("yes")
    t.pending()
    assert s.status[e] == -1 and s.status[g] == 1


# ---------------------------------------------------------------------------------------------- Discard Piles
def test_cards_discarded_at_once_go_to_the_discard_pile_in_the_order_their_owner_chooses() -> None:
    """RR "Discard Piles": "If multiple cards are discarded simultaneously, the owner of the cards chooses the order in
    which those cards are placed in the discard pile." Appendix I 5.3: "each player must discard each faceup card from
    each his or her broken provinces": two different cards in two broken provinces go in the order he chooses."""
    from rokugan.lcg.cards import by_title

    from .helpers import game, to_phase
    g = game(13)
    to_phase(g, "regroup")
    s = g.s
    p = s.players[s.first]
    ks = [k for k in range(5) if k != p.sh_prov]
    p.broken[ks[0]] = p.broken[ks[1]] = True
    a, b = p.slots[ks[0]][0], p.slots[ks[1]][0]
    if s.facts[a].title == s.facts[b].title:  # (two different cards)
        other = s.new_card(by_title("Otomo Courtier" if s.facts[a].title != "Otomo Courtier" else "Eager Scout"),
                           s.first, E.PROVINCE)
        p.slots[ks[1]] = [other]
        s.zone[b] = E.REMOVED
        b = other
    for c in (a, b):
        s.faceup[c] = True
    g._fresh = False
    while (d := g.pending()) is not None and d.kind not in ("discard", "order"):
        g.choose("pass")
    assert d is not None and d.kind == "order" and d.player == s.first
    assert set(d.ids()) == {f"dorder:{a}", f"dorder:{b}"}
    g.choose(f"dorder:{b}")  # first: under the other
    assert p.dyn_discard[-2:] == [b, a]
    assert g.pending().kind == "discard"  # then the choice of faceup cards in unbroken provinces


def test_attachments_discarded_with_their_character_are_ordered_by_their_owner(t: Table) -> None:
    """RR "Leaves Play": "All non-ancestral attachments on the card are discarded" with it: two different
    attachments of one player go to his conflict discard pile in the order he chooses."""
    s = t.s
    c = t.put(t.opp, "Eager Scout")
    a1 = t.attach(t.me, "Fine Katana", c)
    a2 = t.attach(t.me, "Ornate Fan", c)
    t.conflict(t.opp, "military", [c], [])
    t.hand(t.me, "Assassination")
    t.use("Assassination", "Eager Scout")
    while t.pending().kind in ("interrupt", "reaction"):
        t.pick("Pass", who=t.pending().player)
    d = t.pending()
    assert d.kind == "order" and d.player == t.me
    assert set(d.ids()) == {f"dorder:{a1}", f"dorder:{a2}"}
    t.g.choose(f"dorder:{a2}")
    pile = s.players[t.me].conf_discard
    assert pile.index(a2) < pile.index(a1)


def test_two_cards_discarded_at_random_at_once_are_ordered_by_their_owner(t: Table) -> None:
    """RR "Discard Piles" with Spies at Court ("your opponent discards 2 cards at random from his or her hand"): the
    two different cards go to his conflict discard pile in the order he chooses."""
    from .cards.scenes_b2 import finish_window
    s = t.s
    c = t.put(t.me, "Doji Whisperer")
    t.conflict(t.me, "political", [c], [])
    t.hand(t.me, "Spies at Court")
    a, b = t.hand(t.opp, "Banzai!"), t.hand(t.opp, "Fine Katana")
    finish_window(t)
    while t.pending().kind != "reaction" or t.pending().player != t.me:
        t.pick("Pass")
    t.pick("Play Spies at Court")
    t.pick("Dishonor Doji Whisperer")
    while t.pending().kind == "reaction":
        t.pick("Pass")
    d = t.pending()
    assert d.kind == "order" and d.player == t.opp and set(d.ids()) == {f"dorder:{a}", f"dorder:{b}"}
    t.g.choose(f"dorder:{b}")
    pile = s.players[t.opp].conf_discard
    assert pile.index(b) < pile.index(a)


# ---------------------------------------------------------------------------------------------- pride and interrupts
def test_a_single_prides_would_be_honored_interrupts_come_before_the_rest_of_the_conflict(t: Table) -> None:
    """Pride ("After this character wins a conflict, honor it") resolves at the conflict's result; RR "Interrupts":
    an interrupt window opens while its triggering condition is imminent, "before" it. Young Rumormonger's
    "When a character would be honored or dishonored" window for the pride of one winning Akodo Gunsō comes before
    the ring effect (3.2.6), not after the conflict."""
    s = t.s
    g = t.put(t.me, "Akodo Gunsō")
    scout = t.put(t.me, "Eager Scout")
    t.put(t.opp, "Young Rumormonger")
    t.conflict(t.me, "military", [g], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    d = t.pending()
    assert d.kind == "interrupt" and d.player == t.opp and "Akodo Gunsō would be honored" in d.prompt
    t.pick("Young Rumormonger", who=t.opp)
    t.pick("Eager Scout", who=t.opp)
    d = t.pending()
    assert d.kind == "ring" and s.status[scout] == 1 and s.status[g] == 0


def _reaction_prompts(t: Table) -> list[str]:
    """Pass every reaction window in turn, noting what each one answers, until another kind of decision."""
    seen = []
    while (d := t.pending()).kind == "reaction":
        seen.append(d.prompt)
        t.pick("Pass", who=d.player)
    return seen


def test_prides_interrupts_and_nested_reactions_come_before_the_reactions_to_the_result(t: Table) -> None:
    """RR "Pride": "After a character with the pride keyword wins a conflict, honor that character" (a mandatory
    keyword: RR "Forced"). RR "Triggering Condition": "5. Forced reactions that reference the triggering condition must
    resolve ... 6. The reaction window to the triggering condition opens." RR "Nested Ability Sequences": "if the use
    of an interrupt or reaction leads to a new triggering condition, the game pauses and starts a new sequence: (1)
    execute interrupts to the new triggering condition, (2) resolve the new triggering condition itself, and then, (3)
    execute reactions to the new triggering condition ... Once this nested sequence is completed, the game returns to
    where it left off." So Young Rumormonger's "would be honored" window for the pride of a winning Akodo Gunsō, then
    the reactions to the honoring it redirects onto Savvy Politician ("after this character is honored"), come before
    the reaction window to the conflict's result (Asako Diplomat: "after this character wins a conflict")."""
    s = t.s
    g = t.put(t.me, "Akodo Gunsō")
    diplomat = t.put(t.me, "Asako Diplomat")
    savvy = t.put(t.me, "Savvy Politician")
    t.put(t.opp, "Young Rumormonger")
    t.conflict(t.me, "military", [g, diplomat], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    d = t.pending()
    assert d.kind == "interrupt" and d.player == t.opp and "Akodo Gunsō would be honored" in d.prompt
    t.pick("Young Rumormonger", who=t.opp)
    t.pick("Savvy Politician", who=t.opp)
    assert s.status[savvy] == 1 and s.status[g] == 0
    d = t.pending()  # the nested sequence's reactions: to the honoring alone
    assert d.kind == "reaction" and d.player == t.me and "Savvy Politician is honored" in d.prompt
    assert "wins a conflict" not in d.prompt and not t.can("Asako Diplomat")
    t.pick("Pass", who=t.me)
    d = t.pending()  # then, back where it left off, the result's reaction window
    assert d.kind == "reaction" and "wins a conflict" in d.prompt and "is honored" not in d.prompt
    assert t.can("Asako Diplomat")


def test_reactions_to_prides_honoring_open_before_those_to_the_result(t: Table) -> None:
    """RR "Nested Ability Sequences" (as above), without an interrupt: Savvy Politician, given pride by Magnificent
    Kimono, wins a conflict and is honored by its pride; the reactions to that honoring (its own "after this character
    is honored") have their own window, which closes before the reaction window to the conflict's result opens (the
    two are not one shared window: RR "Triggering Condition" shares a window only among the triggering conditions of
    "a single occurrence")."""
    s = t.s
    savvy = t.put(t.me, "Savvy Politician")
    t.attach(t.me, "Magnificent Kimono", savvy)
    diplomat = t.put(t.me, "Asako Diplomat")
    t.conflict(t.me, "political", [savvy, diplomat], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    assert s.status[savvy] == 1
    prompts = _reaction_prompts(t)
    assert len(prompts) == 2, prompts
    assert "Savvy Politician is honored" in prompts[0] and "wins a conflict" not in prompts[0]
    assert "wins a conflict" in prompts[1] and "is honored" not in prompts[1]


@pytest.fixture
def framework_reaction() -> Iterator[Callable[..., None]]:
    """Framework steps that no Core Set card answers: Serene Warrior, which has no text, is given "Reaction: After
    <the framework effect> – gain 1 fate" for a test only (`declare(name, extra, words, forced=False)`; `extra` ""
    for any)."""
    from rokugan.lcg import ability as A
    from rokugan.lcg import plan as P
    from rokugan.lcg import vocab as V
    saved = {k: set(v) for k, v in A.REACT_TITLES.items()}, set(A.TRIGGER_NAMES), set(A.FORCED_NAMES)
    assert "Serene Warrior" not in A.DEFS

    def declare(name: str, extra: str, words: str, forced: bool = False) -> None:
        trigger = V.cond("ev_extra", name, extra, words=words) if extra else V.cond("ev_any", name, words=words)
        A.card("Serene Warrior", V.reaction(trigger, V.GainFate(1), forced=forced))

    yield declare
    A.DEFS.pop("Serene Warrior", None)
    A.REACT_TITLES.clear()
    A.REACT_TITLES.update(saved[0])
    A.TRIGGER_NAMES.clear()
    A.TRIGGER_NAMES.update(saved[1])
    A.FORCED_NAMES.clear()
    A.FORCED_NAMES.update(saved[2])
    P.clear()


def test_a_forced_reaction_to_winning_is_ordered_with_pride_by_the_first_player(
        t: Table, framework_reaction: Callable[..., None]) -> None:
    """RR "Forced": "If two or more forced and/or mandatory abilities (such as keywords) would initiate at the same
    moment, the first player determines the order in which the abilities initiate, regardless of who controls the
    cards bearing those abilities"; RR "Triggering Condition" 5: "Forced reactions that reference the triggering
    condition must resolve, in the order determined by the first player", before 6, the reaction window. Pride (Akodo
    Gunsō winning) and a forced reaction to winning a conflict (none in the Core Set: Serene Warrior, textless, is
    given "Forced Reaction: After you win a conflict – gain 1 fate" for this test) are ordered together; the forced
    reaction, once resolved, is not initiated again in the result's window."""
    framework_reaction("won", "", "after you win a conflict", forced=True)
    s = t.s
    seat = 1 - s.first
    g = t.put(seat, "Akodo Gunsō")
    w = t.put(seat, "Serene Warrior")
    fate = s.players[seat].fate
    t.conflict(seat, "military", [g, w], [])
    t.pick("Pass", who=1 - seat)
    t.pick("Pass", who=seat)
    d = t.pending()
    assert d.kind == "order" and d.player == s.first
    assert {o.id for o in d.options} == {f"pride:{g}", f"forced:{w}:0"}
    t.g.choose(f"forced:{w}:0")
    assert s.players[seat].fate == fate + 1 and s.status[g] == 1  # the forced reaction, then the pride
    lines = [e.text for e in s.log]
    assert max(i for i, x in enumerate(lines) if "gains 1 fate" in x) < max(
        i for i, x in enumerate(lines) if "is honored" in x)
    while t.pending().kind == "reaction":
        t.pick("Pass", who=t.pending().player)
    assert s.players[seat].fate == fate + 1


def test_4_3_and_4_4_are_two_framework_steps_with_reactions_between(
        t: Table, framework_reaction: Callable[..., None]) -> None:
    """Appendix I 4.3 "Remove fate from characters" ("Simultaneously remove 1 fate from each character in play") and
    4.4 "Place fate on unclaimed rings" ("Simultaneously place 1 fate from the general token pool on each unclaimed
    ring") are two framework steps; "A reaction ability to a framework effect may be initiated immediately after the
    completion of any framework step" (Appendix I "Reactions and Interrupts"): a reaction to 4.3 is initiated while
    the unclaimed rings have not yet received their fate."""
    framework_reaction("fate_removed", "", "after fate is removed from each character in the fate phase")
    s = t.s
    w = t.put(t.me, "Serene Warrior", fate=2)
    before = {e: s.rings[e][0] for e in s.rings if s.rings[e][1] < 0}
    assert before
    fate = s.players[t.me].fate
    s.stack.append(("fate_phase",))
    t.g._fresh = False
    d = t.pending()
    assert d.kind == "reaction" and d.player == t.me and "1 fate is removed from each character" in d.prompt
    assert s.fate_on[w] == 1 and {e: s.rings[e][0] for e in before} == before  # 4.3 done, 4.4 not yet
    t.pick("Serene Warrior", who=t.me)
    assert s.players[t.me].fate == fate + 1
    while (d := t.pending()).kind == "reaction":
        t.pick("Pass", who=d.player)
    assert d.kind == "action" and {e: s.rings[e][0] for e in before} == {e: n + 1 for e, n in before.items()}


def test_reactions_to_the_dynasty_phase_beginning_come_before_1_2_and_1_3(
        t: Table, framework_reaction: Callable[..., None]) -> None:
    """Appendix I 1.1 "Dynasty phase begins" ("This step formalizes the beginning of the dynasty phase"), then 1.2
    "Reveal facedown dynasty cards" and 1.3 "Collect fate"; "A reaction ability to a framework effect may be
    initiated immediately after the completion of any framework step": a reaction to the dynasty phase beginning is
    initiated before any facedown dynasty card is turned faceup and before any fate is collected."""
    framework_reaction("phase", "dynasty", "after the dynasty phase begins")
    s = t.s
    t.put(t.me, "Serene Warrior")
    p = s.players[t.me]
    k = next(k for k in range(5) if p.slots[k])
    c = p.slots[k][0]
    s.faceup[c] = False
    fate = {q.seat: q.fate for q in s.players}
    s.stack.append(("dynasty_phase",))
    t.g._fresh = False
    d = t.pending()
    assert d.kind == "reaction" and d.player == t.me and "the dynasty phase begins" in d.prompt
    assert not s.faceup[c] and {q.seat: q.fate for q in s.players} == fate
    t.pick("Serene Warrior", who=t.me)
    d = t.pending()
    assert d.kind == "action" and s.faceup[c]
    assert s.players[t.me].fate == fate[t.me] + 1 + s.facts[p.stronghold].fate


def test_the_broken_provinces_card_is_discarded_before_the_reactions_to_the_break(t: Table) -> None:
    """Appendix I 3.2.5: "If the attacking player wins a conflict and breaks a province, he or she may immediately
    discard any dynasty card on that province. The card is replaced facedown from its controller's dynasty deck."
    (RR "Breaking a Province" the same.) "Immediately", within the step: the attacker is asked before the reaction
    window to the break (For Greater Glory in his hand: "after you break a province during a [military] conflict")
    opens, and the replacement card is on the province when it does."""
    s = t.s
    q = s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    if not q.slots[k]:
        LP.refill(s, t.opp, k)
    card = q.slots[k][0]
    s.faceup[card] = True
    kisada = t.put(t.me, "Hida Kisada")
    t.hand(t.me, "For Greater Glory")
    t.conflict(t.me, "military", [kisada], [], province=k)
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while not q.broken[k] and t.pending().kind == "reaction":  # (the reactions to the result come first)
        t.pick("Pass", who=t.pending().player)
    assert q.broken[k]
    d = t.pending()
    assert d.kind == "yes_no" and d.player == t.me and "broken province" in d.prompt
    t.pick("yes", who=t.me)
    assert s.zone[card] == E.DYN_DISCARD and q.slots[k] and q.slots[k][0] != card
    d = t.pending()
    assert d.kind == "reaction" and "breaks a province" in d.prompt and t.can("For Greater Glory")


def test_a_passed_conflict_opportunity_is_of_no_type(t: Table) -> None:
    """Appendix I 3.2: "each player is granted one opportunity to declare a military conflict and one opportunity to
    declare a political conflict ... A player's military and political conflicts may be declared in either order
    during the round"; "If a conflict opportunity is passed, the player forfeits his or her right to use that
    opportunity this phase"; RR: "When passing an opportunity to declare a conflict, a player is not required to
    specify which type of conflict he or she is passing." So a player who passed one opportunity keeps one, of
    either type; once he has used or passed both, he is not asked again. (The engine counted passes this way
    already; on the tree before, this test failed only on the prompt's wording, "2 opportunity lefts".)"""
    s = t.s
    first, other = s.first, 1 - s.first
    for seat in (first, other):
        t.put(seat, "Serene Warrior")
    def to_declare(seat: int) -> Decision:
        while (d := t.pending()).kind == "action":
            t.pick("Pass", who=d.player)
        assert d.kind == "conflict" and d.player == seat
        return d
    d = to_declare(first)
    assert "2 opportunities left" in d.prompt
    t.pick("pass", who=first)
    assert s.players[first].conflicts_left == 1
    to_declare(other)
    t.pick("pass", who=other)
    d = to_declare(first)
    assert "1 opportunity left" in d.prompt
    kinds = {o.payload["type"] for o in d.options if o.id != "pass"}
    assert kinds == {"military", "political"}
    t.pick("pass", who=first)
    to_declare(other)
    t.pick("pass", who=other)
    while (d := t.pending()).kind == "action":
        t.pick("Pass", who=d.player)
    assert d.kind != "conflict" and s.players[first].conflicts_left == 0 == s.players[other].conflicts_left


# ---------------------------------------------------------------------------------------------- Appendix I
def test_every_phase_ends_with_its_interrupt_window(t: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Appendix I: 1.5 "Dynasty phase ends", 2.6 "Draw phase ends", 4.5 "Fate phase ends", 5.6 "Regroup phase ends"
    are each a point where "the phase ends" interrupts may initiate (RR "Interrupts"): the engine asks for them at
    the end of every phase, not only the conflict phase's (no Core Set card interrupts the other four, so the
    imminent conditions are recorded here)."""
    from rokugan.lcg import ability as A
    if not A.__file__ or not A.__file__.endswith(".py"):
        pytest.skip("watches `would` by replacing it, which the compiled engine (rokugan native build) does not see")
    seen: list[str] = []
    real = A.would

    def would(s: E.State, name: str, seat: int, c: int, then: tuple[object, ...]) -> bool:
        if name == "phase_ends":
            seen.append(s.phase)
        return real(s, name, seat, c, then)

    monkeypatch.setattr(A, "would", would)
    s = t.s
    t.put(t.opp, "Shiba Tsukune", fate=5)  # a "when the phase ends" interrupt in play: every phase's end opens a window
    s.stack[:] = [("round",)]
    t.g._fresh = False
    while s.round < 3 and s.result is None:
        d = t.pending()
        t.g.choose(d.options[0].id)
        # an imminent condition is remembered only while the step that carries it out waits on the stack
        waiting = {str(step[-1]) for step in s.stack if step and isinstance(step[-1], int)}
        assert {k for k in s.would if k != "n" and not k.endswith(":then")} <= waiting
    assert seen[:5] == ["dynasty", "draw", "conflict", "fate", "regroup"]
