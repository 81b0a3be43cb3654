"""An audit of the Rules Reference v1.4's glossary entries A to H against the LCG engine: each test quotes the entry
it checks (named in its docstring) and is played through the decision interface."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg.cards import by_title

from .cards.harness import Table
from .cards.scenes_b2 import province
from .helpers import finish_setup, game, put, to_phase


@pytest.fixture
def t() -> Table:
    return Table()


def _passes_until(t: Table, seat: int) -> None:
    """Pass every window's opportunity until `seat` has an action opportunity."""
    while not (t.pending().kind == "action" and t.pending().player == seat):
        t.pick("Pass")


# ---------------------------------------------------------------------------------------------- Duplicates
def _province_card(g: object, seat: int, title: str) -> int:
    """A faceup dynasty card `title` added to one of `seat`'s provinces (a test setup)."""
    s = g.s  # type: ignore[attr-defined]
    p = s.players[seat]
    k = next(i for i in range(5) if i != p.sh_prov)
    c = s.new_card(by_title(title), seat, E.PROVINCE)
    s.faceup[c] = True
    p.slots[k].append(c)
    g._fresh = False  # type: ignore[attr-defined]
    return c


def test_duplicates_only_of_a_unique_character() -> None:
    """RR "Duplicates": "A duplicate is a copy (in a player's hand or provinces) of a unique character that is
    already in play and under the same player's control. A player may, as a player action during step 1.4 of the
    dynasty phase, discard a duplicate ... to place 1 fate on the copy of the character in play." A copy of a
    non-unique character is no duplicate: it can only be played."""
    g = game(5)
    finish_setup(g)
    s = g.s
    seat = s.first
    scout = put(g, seat, "Eager Scout", fate=0)  # not unique
    other = _province_card(g, seat, "Eager Scout")
    kisada = put(g, seat, "Hida Kisada", fate=0)  # unique
    twin = _province_card(g, seat, "Hida Kisada")
    d = g.pending()
    assert d is not None and d.player == seat
    assert f"dup:{other}" not in d.ids()
    assert f"dup:{twin}" in d.ids()
    g.choose(f"dup:{twin}")
    assert s.fate_on[kisada] == 1 and s.zone[twin] == E.DYN_DISCARD and s.fate_on[scout] == 0


# ---------------------------------------------------------------------------------------------- Ancestral
def test_an_ancestral_attachment_discarded_itself_goes_to_the_discard_pile(t: Table) -> None:
    """RR "Ancestral": "If the card or game element to which an ancestral attachment is attached leaves play, the
    ancestral attachment is returned to its owner's hand instead of being discarded." Only its host leaving play
    sends it back: discarded by an ability (Let Go), it goes to its owner's conflict discard pile."""
    x = t.put(t.opp, "Hida Guardian")
    daisho = t.attach(t.opp, "Ancestral Daishō", x)
    t.hand(t.me, "Let Go")
    t.window(t.me)
    t.use("Let Go", "Ancestral Daishō")
    s = t.s
    assert s.zone[daisho] == E.CONF_DISCARD and daisho in s.players[t.opp].conf_discard
    assert daisho not in s.players[t.opp].hand
    method = t.attach(t.opp, "Kitsuki's Method", x)
    LP.leave_play(s, x)  # its host leaves play: back to the owner's hand
    assert s.zone[method] == E.HAND and method in s.players[t.opp].hand


# ---------------------------------------------------------------------------------------------- Dash
def test_a_character_whose_skill_becomes_a_dash_leaves_the_conflict_bowed(t: Table) -> None:
    """RR "Dash": "Should a character with a dash skill value somehow end up participating in a conflict of the
    corresponding type, that character is immediately removed from the conflict, and placed in its controller's
    home area in a bowed state." Bayushi Yunako switches Bayushi Liar's base skills (-/3 becomes 3/-) during a
    political conflict."""
    y = t.put(t.me, "Bayushi Yunako")
    liar = t.put(t.opp, "Bayushi Liar")
    t.conflict(t.me, "political", [y], [liar])
    t.pick("Pass", who=t.opp)
    t.use("Bayushi Yunako", "Bayushi Liar")
    s = t.s
    assert liar not in s.conflict["defenders"] and s.bowed[liar] and liar in s.players[t.opp].home
    assert E.total_skill(s, t.opp) == 0


def test_a_conflict_switched_to_a_type_a_participant_has_a_dash_for(t: Table) -> None:
    """RR "Dash" (as above): Kuroi Mori switches a political conflict to military; the attacking Bayushi Liar (no
    military skill) is removed from it and placed at home bowed; a participant with both skills stays."""
    k = province(t, t.me, "Kuroi Mori")
    liar = t.put(t.opp, "Bayushi Liar")
    rider = t.put(t.opp, "Border Rider")
    t.conflict(t.opp, "political", [liar, rider], [], province=k)
    t.use("Kuroi Mori", "switch the conflict type")
    s = t.s
    assert s.conflict["type"] == "military"
    assert s.conflict["attackers"] == [rider] and s.bowed[liar] and not s.bowed[rider]
    assert liar in s.players[t.opp].home


def test_a_dash_cannot_be_involved_in_a_duel_of_that_type(t: Table) -> None:
    """RR "Dash": "A character with a dash skill value cannot be involved in a duel of that skill type." Mirumoto
    Raitsugu's military duel cannot choose Bayushi Liar (no military skill) in a political conflict: with no other
    enemy participant the action cannot be initiated."""
    r = t.put(t.me, "Mirumoto Raitsugu")
    liar = t.put(t.opp, "Bayushi Liar")
    t.conflict(t.me, "political", [r], [liar])
    t.pick("Pass", who=t.opp)
    assert not t.can("Mirumoto Raitsugu:")
    w = t.put(t.opp, "Doji Whisperer")  # 0/3: a military skill of 0 can duel
    t.s.conflict["defenders"].append(w)
    t.use("Mirumoto Raitsugu")
    labels = t.labels()
    assert any("Doji Whisperer" in x for x in labels) and not any("Bayushi Liar" in x for x in labels)


def test_a_dash_counts_as_zero_where_an_ability_needs_a_number(t: Table) -> None:
    """RR "Dash": "If a character has a dash for a skill value and a card ability requires a numerical value for that
    skill, treat the card as if it had an unmodifiable skill value of 0." Rout ("an enemy character with lower
    [military] skill than a participating Bushi you control") may choose Bayushi Liar (-/3)."""
    r = t.put(t.me, "Mirumoto Raitsugu")  # a Bushi, 3 military
    liar = t.put(t.opp, "Bayushi Liar")
    t.conflict(t.me, "political", [r], [liar])
    t.hand(t.me, "Rout")
    t.pick("Pass", who=t.opp)
    t.use("Rout", "Bayushi Liar")
    assert liar not in t.s.conflict["defenders"]


def test_jade_tetsubo_reaches_a_character_with_a_military_dash(t: Table) -> None:
    """RR "Dash" (a dash is 0 where a number is needed): Jade Tetsubō ("a participating character with lower
    [military] skill than attached character") may return all fate from Bayushi Liar."""
    h = t.put(t.me, "Hida Guardian")  # 1 military
    t.attach(t.me, "Jade Tetsubō", h)
    liar = t.put(t.opp, "Bayushi Liar", fate=2)
    t.conflict(t.me, "political", [h], [liar])
    t.pick("Pass", who=t.opp)
    t.use("Jade Tetsubō", "Bayushi Liar")
    assert t.s.fate_on[liar] == 0


# ---------------------------------------------------------------------------------------------- Attachments
def test_an_attachment_no_longer_legally_attached_is_discarded(t: Table) -> None:
    """RR "Attachment Cards": "An attachment a player controls remains under his or her control even if the card ...
    to which it is attached is under an opponent's control"; "If a situation arises in which an attachment is not
    legally attached, discard the attachment." Court Mask ("Attach to a character you control") on a character
    Blackmail takes control of is discarded; Fine Katana (no restriction) stays, under its controller."""
    e = t.put(t.opp, "Eager Scout")
    mask = t.attach(t.opp, "Court Mask", e)
    katana = t.attach(t.opp, "Fine Katana", e)
    t.conflict(t.opp, "military", [e], [])
    t.hand(t.me, "Blackmail")
    t.s.players[t.me].honor = 8
    t.use("Blackmail", "Eager Scout")
    s = t.s
    assert s.controller[e] == t.me
    assert s.zone[mask] == E.CONF_DISCARD and mask in s.players[t.opp].conf_discard and mask not in s.attachments(e)
    assert s.attached_to[katana] == e and s.controller[katana] == t.opp


# ---------------------------------------------------------------------------------------------- Blank
def test_blank_does_not_blank_gained_text(t: Table) -> None:
    """RR "Blank": "that text box is treated as if it did not have any of its printed Traits or card abilities. Text
    gained from another source is not blanked." Togashi Yokuni gains Border Rider's action, then Cloud the Mind
    blanks him: his printed action is gone, the gained one is not."""
    y = t.put(t.me, "Togashi Yokuni", bowed=True)
    t.put(t.opp, "Border Rider")
    t.window(t.me)
    t.use("Togashi Yokuni")
    t.pick("Border Rider: Action: Ready this character.")
    t.attach(t.opp, "Cloud the Mind", y)
    t.s.caches.const = None
    t.pick("Pass", who=t.opp)
    labels = t.labels()
    assert not any("Choose a triggered ability" in x for x in labels)  # printed: blank
    t.use("Togashi Yokuni")  # gained: Border Rider's "Ready this character"
    assert not t.s.bowed[y]
    assert A._blanked(t.s, y)


# ---------------------------------------------------------------------------------------------- Deckbuilding
def test_no_more_than_one_copy_of_each_province_by_title() -> None:
    """RR "Deckbuilding": "No more than 1 copy of each province, by title, may be included in a player's set of
    provinces." A Seeker role lets a deck hold two provinces of its element, never twice the same one."""
    from rokugan.lcg.cards import all_cards
    from rokugan.lcg.decks import builtin_deck, legality

    d = builtin_deck("crab")
    cat = all_cards()
    element = cat[d.provinces[1]].elements[0]
    seeker = next(c for c in cat.values() if c.type == "role" and c.title == f"Seeker of {element.title()}")
    d.role = seeker.id
    other = next(c for c in cat.values() if c.type == "province" and c.elements == (element,)
                 and c.clan in ("neutral", "crab") and c.id != d.provinces[1])
    d.provinces[2] = other.id
    assert legality(d) == []  # two provinces of the Seeker's element: allowed
    d.provinces[2] = d.provinces[1]
    assert any("copies of the province" in p for p in legality(d))


def test_an_attachment_enters_play_ready(t: Table) -> None:
    """RR "Attachment Cards": "An attachment card enters play ready and attached to another card". Jade Tetsubō
    bowed for its cost, discarded with its host, then drawn again and played: it is ready, and its action (cost: bow
    this attachment) can be used."""
    h = t.put(t.me, "Hida Guardian")
    tetsubo = t.attach(t.me, "Jade Tetsubō", h)
    e = t.put(t.opp, "Eager Scout", fate=2)
    t.conflict(t.me, "military", [h], [e])
    t.pick("Pass", who=t.opp)
    t.use("Jade Tetsubō", "Eager Scout")
    s = t.s
    assert s.bowed[tetsubo]
    LP.leave_play(s, h)
    p = s.players[t.me]
    p.conf_discard.remove(tetsubo)
    p.conf_deck.insert(0, tetsubo)
    s.zone[tetsubo] = E.CONF_DECK
    LP.draw(s, t.me, 1)
    h2 = t.put(t.me, "Hida Guardian")
    s.conflict["attackers"].append(h2)
    _passes_until(t, t.me)
    t.pick("Attach Jade Tetsubō to Hida Guardian")
    assert s.attached_to[tetsubo] == h2 and not s.bowed[tetsubo]


# ------------------------------------------------------------------------------------------- implemented, tested here
def test_covert_evades_one_defender_without_covert() -> None:
    """RR "Covert": "for each character with the covert keyword he or she declares as an attacker, that player may
    choose one character without covert controlled by the defending player. Each chosen character is considered
    evaded by covert, and cannot be declared as a defender for that conflict." """
    from .test_rules import _conflict_board, _declare
    g, att, dfd = _conflict_board()
    s = g.s
    rival = put(g, att, "Political Rival")  # covert, -/3
    yojimbo = put(g, dfd, "Unassuming Yōjimbō")  # covert: cannot be chosen
    whisperer = put(g, dfd, "Doji Whisperer")
    target = next(k for k in range(5) if k != s.players[dfd].sh_prov)
    _declare(g, att, "air", "political", target, [rival])
    d = g.pending()
    assert d is not None and d.kind == "covert" and d.player == att
    assert f"evade:{whisperer}" in d.ids() and f"evade:{yojimbo}" not in d.ids()
    g.choose(f"evade:{whisperer}")
    while (d := g.pending()) is not None and d.kind == "reaction":
        g.choose("pass")
    d = g.pending()
    assert d is not None and d.kind == "defenders" and d.player == dfd
    assert f"def:{whisperer}" not in d.ids() and f"def:{yojimbo}" in d.ids()


def test_courtesy_gives_its_controller_one_fate_when_it_leaves_play(t: Table) -> None:
    """RR "Courtesy": "When a card with the courtesy keyword leaves play, its controller gains 1 fate." Kaiu Envoy
    (courtesy) under the other player's control: that controller gains it."""
    envoy = t.put(t.opp, "Kaiu Envoy")
    LP.change_control(t.s, envoy, t.me)
    f_me, f_opp = t.s.players[t.me].fate, t.s.players[t.opp].fate
    LP.leave_play(t.s, envoy)
    assert t.s.players[t.me].fate == f_me + 1 and t.s.players[t.opp].fate == f_opp
    assert envoy in t.s.players[t.opp].dyn_discard  # RR "Control and Ownership": its owner's discard pile


def test_a_bowed_card_cannot_bow_again_but_its_abilities_stay_active(t: Table) -> None:
    """RR "Bow, Bowed": "A card ability on a bowed card is active and can still engage with the game state. However,
    if a bowed card must bow as part of its cost to trigger an ability, it cannot bow again until it is readied, so
    the ability could not be triggered." A bowed Jade Tetsubō cannot be used; a bowed Border Rider can ready itself."""
    h = t.put(t.me, "Hida Guardian")
    tetsubo = t.attach(t.me, "Jade Tetsubō", h)
    rider = t.put(t.me, "Border Rider", bowed=True)
    t.conflict(t.me, "military", [h], [t.put(t.opp, "Eager Scout", fate=2)])
    t.s.bowed[tetsubo] = True
    t.pick("Pass", who=t.opp)
    assert not t.can("Jade Tetsubō:")
    t.use("Border Rider")
    assert not t.s.bowed[rider]


def test_attachment_skill_modifiers_apply_while_bowed_and_a_character_as_attachment_gives_none(t: Table) -> None:
    """RR "Attachment Cards": "If an attachment has skill modifiers, those modifiers apply to the skill of the attached
    character. Such modifiers apply to the character even while the attachment is bowed"; "the skill values on that
    character-as-attachment are not treated as skill modifiers". Fine Katana (+2 military), bowed; Tattooed Wanderer
    (2/1) attached: no change."""
    h = t.put(t.me, "Hida Guardian")  # 1/1
    katana = t.attach(t.me, "Fine Katana", h)
    t.s.bowed[katana] = True
    assert t.skill(h, "military") == 3
    t.attach(t.me, "Tattooed Wanderer", h)
    assert t.skill(h, "military") == 3 and t.skill(h, "political") == 1


def test_attachments_ready_independently_in_the_regroup_phase() -> None:
    """RR "Attachment Cards": "An attachment card bows and readies independently of the card to which it is
    attached." (5.2: ready each bowed card.) A bowed attachment on a ready character is readied."""
    g = game(11)
    to_phase(g, "regroup")
    s = g.s
    h = put(g, s.first, "Hida Guardian")
    a = s.new_card(by_title("Fine Katana"), s.first, E.PLAY)
    s.attached_to[a] = h
    s.players[s.first].attached.append(a)
    s.bowed[a] = True
    while (d := g.pending()) is not None and s.phase == "regroup" and d.kind == "action":
        g.choose("pass")
    assert not s.bowed[a] and not s.bowed[h]


def test_a_holding_keeps_its_province_from_refilling_and_adds_strength(t: Table) -> None:
    """RR "Holding": "Many holdings have a statistical value that modifies the defense strength of the province at
    which the holding is located"; "While a holding remains on a province, that province is not refilled." """
    s = t.s
    p = s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov)
    for c in list(p.slots[k]):
        p.slots[k].remove(c)
        p.dyn_discard.append(c)
        s.zone[c] = E.DYN_DISCARD
    before = E.province_strength(s, t.me, k)
    t.holding(t.me, "Borderlands Fortifications", k)  # +2 strength
    assert E.province_strength(s, t.me, k) == before + 2
    deck = len(p.dyn_deck)
    LP.refill(s, t.me, k)
    assert len(p.slots[k]) == 1 and len(p.dyn_deck) == deck


def test_move_home_keeps_bowed_or_ready(t: Table) -> None:
    """RR "Home, Move Home": "If a character that is participating in a conflict is moved home, it is removed from the
    conflict and placed in its controller's home area. A character that is moved home maintains its status of bowed
    or readied." """
    a = t.put(t.me, "Hida Guardian", bowed=True)
    b = t.put(t.me, "Eager Scout")
    t.conflict(t.me, "military", [a, b], [])
    LP.send_home(t.s, a)
    LP.send_home(t.s, b)
    assert t.s.conflict["attackers"] == [] and t.s.bowed[a] and not t.s.bowed[b]
    assert a in t.s.players[t.me].home and b in t.s.players[t.me].home


def test_dynasty_cards_can_be_played_from_a_broken_province_which_still_refills() -> None:
    """RR "Breaking a Province": "Dynasty cards may still be played from broken provinces, and broken provinces still
    refill following the standard game rules." """
    g = game(5)
    finish_setup(g)
    s = g.s
    seat = s.first
    p = s.players[seat]
    p.fate = 20
    k = next(i for i in range(5) if i != p.sh_prov)
    p.broken[k] = True
    c = s.new_card(by_title("Eager Scout"), seat, E.PROVINCE)
    s.faceup[c] = True
    for x in list(p.slots[k]):
        p.slots[k].remove(x)
        p.dyn_deck.append(x)
        s.zone[x] = E.DYN_DECK
    p.slots[k].append(c)
    g._fresh = False
    d = g.pending()
    assert d is not None and f"play:{c}" in d.ids()
    g.choose(f"play:{c}")
    while (d := g.pending()) is not None and d.kind == "fate":
        g.choose("fate:0")
    assert s.zone[c] == E.PLAY and len(p.slots[k]) == 1 and not s.faceup[p.slots[k][0]]


def test_first_player_acts_first_but_the_defender_first_in_a_conflict(t: Table) -> None:
    """RR "First Player": "The first player has the first opportunity to initiate actions or act first during all
    non-conflict resolution action windows. While a conflict is resolving, the defending player has the first
    opportunity to initiate actions during each conflict resolution action window." """
    s = t.s
    assert s.stack[-1][0] == "window" and t.pending().player == s.first  # 3.1, the conflict phase's window
    att = s.first
    t.conflict(att, "military", [t.put(att, "Hida Guardian")], [])
    assert t.pending().player == 1 - att



def test_a_modified_bid_is_resolved_but_the_dial_keeps_its_setting(t: Table) -> None:
    """RR "Bid Value": "If the value of an honor bid is modified, resolve that bid as if the modified value is that
    player's bid ... When the value of an honor bid is modified, the setting on the dial is not itself adjusted."
    RR "Honor": "If a card ability references a player's honor bid, the ability is referencing the current setting
    on the player's honor dial." Both dials at 2; Bayushi Manipulator makes its bid 3: its player gives 1 honor and
    draws 3; in the conflict, I Can Swim ("if the bid on your honor dial is higher") still sees 2 against 2."""
    from .cards.scenes_b2 import react
    s = t.s
    t.put(t.me, "Bayushi Manipulator")
    s.stack.append(("reveal_bids",))
    s.players[t.me].bid, s.players[t.opp].bid = 2, 2
    hand, h = len(s.players[t.me].hand), s.players[t.me].honor
    react(t, t.me, "Bayushi Manipulator:")
    while t.pending().kind == "reaction":
        t.pick("Pass")
    assert s.players[t.me].honor == h - 1 and len(s.players[t.me].hand) == hand + 3
    assert s.players[t.me].bid == 2  # the dial
    e = t.put(t.opp, "Eager Scout")
    s.status[e] = -1
    t.conflict(t.me, "military", [t.put(t.me, "Hida Guardian")], [e])
    t.hand(t.me, "I Can Swim")
    t.pick("Pass", who=t.opp)
    assert not t.can("Play I Can Swim")
    s.players[t.me].bid = 3  # (a dial set higher: then it may be played)
    t.g._fresh = False
    assert t.can("Play I Can Swim")


def test_a_province_broken_by_an_ability_offers_its_dynasty_card_to_the_opponent(t: Table) -> None:
    """RR "Breaking a Province": "If a province breaks for any reason other than through standard conflict
    resolution, the opponent of the player who controls that province is considered to have broken the province";
    "When a province is broken, the attacking player has the option of discarding any dynasty cards in that
    province. If this option is taken, the province is refilled facedown." Endless Plains breaks itself."""
    from .cards.scenes_b2 import attack_facedown, react
    att, dfd, k = attack_facedown(t, "Endless Plains")
    s = t.s
    q = s.players[dfd]
    if not q.slots[k]:
        LP.refill(s, dfd, k)
    card = q.slots[k][0]
    react(t, dfd, "Endless Plains:")
    d = t.pending()
    assert d.kind == "yes_no" and d.player == att
    t.pick("yes")
    assert q.broken[k] and s.zone[card] == E.DYN_DISCARD
    assert len(q.slots[k]) == 1 and not s.faceup[q.slots[k][0]]
    victim = s.conflict["attackers"][0]
    t.pick(s.title(victim), who=att)  # then the rest of the ability
    assert s.zone[victim] != E.PLAY


def test_a_bid_modified_earlier_in_the_phase_does_not_carry_into_a_new_duel(t: Table) -> None:
    """RR "Bid Value" (as above), with Appendix I D.2-D.3 (each duel's dials are set anew): a value modified for one
    bid belongs to that bid. A bid of 4 raised to 5 earlier this phase; in a new duel both dials are set to 1: no honor
    is given, and each duelist adds 1."""
    s = t.s
    r = t.put(t.me, "Mirumoto Raitsugu")  # 3 military
    e = t.put(t.opp, "Border Rider", fate=2)  # 2 military
    s.players[t.me].bid = 4
    A.add_lasting(s, ["bid_value", t.me, 5, "phase"])  # (as Bayushi Manipulator leaves it after an earlier duel)
    t.conflict(t.opp, "military", [e], [r])
    mine, theirs = s.players[t.me].honor, s.players[t.opp].honor
    t.use("Mirumoto Raitsugu", "Border Rider")
    for _ in range(2):
        assert t.pending().kind == "bid"
        t.pick("Bid 1")
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    assert (s.players[t.me].honor, s.players[t.opp].honor) == (mine, theirs)
    assert s.fate_on[e] == 1  # 3 + 1 beats 2 + 1: the loser, with fate, loses 1 fate
