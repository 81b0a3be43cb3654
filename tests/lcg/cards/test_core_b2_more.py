"""One scenario per card of src/rokugan/lcg/sets/core_b2.py, continued (test_core_b2.py has the first part): cards
whose effects ask a player as they resolve, put characters into play, or read new points of the rules flow."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import round as LR
from rokugan.lcg.cards import by_title
from rokugan.lcg.decks import builtin_deck, legality
from rokugan.lcg.vocab import in_ring

from .harness import Table
from .scenes_b2 import attack_facedown, finish_window, province, react, role, stronghold


@pytest.fixture
def t() -> Table:
    return Table()


# ---------------------------------------------------------------------------------------------- more Phoenix
def test_isawa_mori_seido_gives_2_glory_until_the_end_of_the_phase(t: Table) -> None:
    sh = stronghold(t, t.me, "Isawa Mori Seidō")
    c = t.put(t.me, "Doji Whisperer")
    g = E.glory(t.s, c)
    t.window(t.me)
    t.use("Isawa Mori Seidō", "Doji Whisperer")
    assert E.glory(t.s, c) == g + 2 and t.s.bowed[sh]
    A.expire(t.s, "phase")
    assert E.glory(t.s, c) == g


def test_adept_of_the_waves_gives_covert_in_water_conflicts(t: Table) -> None:
    att = t.s.first
    a = t.put(att, "Adept of the Waves")
    t.put(1 - att, "Matsu Berserker")
    t.window(att)
    t.use("Adept of the Waves", "Adept of the Waves")
    while t.pending().kind == "action":
        t.pick("pass")
    t.pick("ring:water:military")
    t.pick(f"prov:{next(k for k in range(5) if k != t.s.players[1 - att].sh_prov)}")
    if t.pending().kind == "attackers":
        t.pick(f"att:{a}")
    d = t.pending()
    assert d.kind == "covert" and d.player == att  # it evades a defender: covert in a [water] conflict


def test_grasp_of_earth_keeps_opponents_out_of_the_conflict(t: Table) -> None:
    sh = t.put(t.me, "Isawa Atsuko")  # Shugenja
    t.attach(t.me, "Grasp of Earth", sh)
    e = t.put(t.opp, "Shinjo Outrider")
    t.hand(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [sh])
    t.use("Grasp of Earth")
    assert not t.can("Play Eager Scout")
    t.use("Shinjo Outrider")
    assert e not in t.s.conflict["attackers"]


def test_way_of_the_phoenix_forbids_a_ring_to_the_opponent(t: Table) -> None:
    t.hand(t.me, "Way of the Phoenix")
    t.window(t.me)
    t.use("Way of the Phoenix", "The fire ring")
    t.put(t.opp, "Matsu Berserker")
    while t.pending().kind != "conflict" or t.pending().player != t.opp:
        t.pick("pass")
    ids = t.pending().ids()
    assert not any(o.startswith("ring:fire:") for o in ids) and any(o.startswith("ring:air:") for o in ids)


# ---------------------------------------------------------------------------------------------- more Scorpion
def test_bayushi_shoju_lowers_political_skill_and_discards_at_zero_twice_per_round(t: Table) -> None:
    """Bayushi Shoju (Core Set): "Action: While this character is participating in a [political] conflict, choose a
    participating character controlled by your opponent - until the end of the conflict, that character gets
    -1[political] and is discarded if its [political] skill is 0. (Limit twice per round.)" """
    shoju = t.put(t.me, "Bayushi Shoju")
    w = t.put(t.opp, "Serene Warrior")  # 3 military, 2 political
    t.conflict(t.me, "military", [shoju], [w])
    while t.pending().player != t.me:
        t.pick("pass")
    assert not t.can("Bayushi Shoju:")  # not a political conflict
    t.s.conflict = None
    t.s.stack = t.s.stack[:-2]
    t.conflict(t.me, "political", [shoju], [w])
    while t.pending().player != t.me:  # the defender acts first
        t.pick("pass")
    t.use("Bayushi Shoju", "Serene Warrior")
    assert t.skill(w, "political") == 1 and t.s.zone[w] == E.PLAY
    while t.pending().player != t.me:
        t.pick("pass")
    t.use("Bayushi Shoju", "Serene Warrior")  # its skill becomes 0: discarded
    assert t.s.zone[w] != E.PLAY and w in t.s.players[t.opp].dyn_discard
    while t.pending().player != t.me:
        t.pick("pass")
    assert not t.can("Bayushi Shoju:")  # limit twice per round


def test_bayushi_shoju_discard_lasts_until_the_end_of_the_conflict(t: Table) -> None:
    """Bayushi Shoju: "until the end of the conflict, that character ... is discarded if its [political] skill is
    0": a later -1[political] from another card in the same conflict discards it; after the conflict it does not."""
    shoju = t.put(t.me, "Bayushi Shoju")
    w = t.put(t.opp, "Serene Warrior")
    t.conflict(t.me, "political", [shoju], [w])
    while t.pending().player != t.me:  # the defender acts first
        t.pick("pass")
    t.use("Bayushi Shoju", "Serene Warrior")
    assert t.skill(w, "political") == 1
    A.add_lasting(t.s, ["skill", w, 0, -1, "conflict"])  # another effect lowers it to 0
    t.g._fresh = False
    t.pending()
    assert t.s.zone[w] != E.PLAY
    w2 = t.put(t.opp, "Serene Warrior")
    t.s.conflict["defenders"].append(w2)  # (a test setup: he joins the conflict)
    t.g._fresh = False
    while t.pending().player != t.me:
        t.pick("pass")
    t.use("Bayushi Shoju", "Serene Warrior")
    assert t.skill(w2, "political") == 1
    A.expire(t.s, "conflict")  # the conflict ends: both lasting effects end with it
    A.add_lasting(t.s, ["skill", w2, 0, -2, "round"])
    t.g._fresh = False
    t.pending()
    assert t.skill(w2, "political") == 0 and t.s.zone[w2] == E.PLAY


def _to_bids(t: Table, mine: int, theirs: int) -> None:
    t.s.stack.append(("reveal_bids",))
    t.s.players[t.me].bid, t.s.players[t.opp].bid = mine, theirs
    t.g._fresh = False


def test_bayushi_manipulator_raises_its_bid_after_the_reveal(t: Table) -> None:
    t.put(t.me, "Bayushi Manipulator")
    _to_bids(t, 2, 2)
    h = t.s.players[t.me].honor
    react(t, t.me, "Bayushi Manipulator:")
    assert LR.bid_value(t.s, t.me) == 3 and t.s.players[t.me].honor == h - 1


def test_bayushi_yunako_switches_base_skills(t: Table) -> None:
    y = t.put(t.me, "Bayushi Yunako")  # 4 military, 2 political
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [y])
    t.use("Bayushi Yunako", "Bayushi Yunako")
    assert (t.skill(y), t.skill(y, "political")) == (2, 4)
    A.expire(t.s, "conflict")
    assert (t.skill(y), t.skill(y, "political")) == (4, 2)


def test_yogo_hiroue_pulls_a_character_in_then_may_dishonor_it_after_winning(t: Table) -> None:
    y = t.put(t.me, "Yogo Hiroue")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "political", [y], [])
    t.pick("Pass", who=t.opp)
    t.use("Yogo Hiroue", "Eager Scout")
    assert e in t.s.conflict["defenders"]
    t.s.bowed[e] = True  # it does not help its side
    finish_window(t)
    t.pick("Dishonor Eager Scout", who=t.me)  # a delayed effect (RR "Delayed Effects"), before the reactions
    assert t.s.status[e] == -1


def test_secret_cache_searches_5_cards_when_attacked(t: Table) -> None:
    dfd = 1 - t.s.first
    top = t.s.players[dfd].conf_deck[:5]
    attack_facedown(t, "Secret Cache")
    react(t, dfd, "Secret Cache:")
    t.pick(f"card:{top[4]}", who=dfd)
    assert top[4] in t.s.players[dfd].hand


# ---------------------------------------------------------------------------------------------- more Unicorn
def test_shinjo_tatsuo_moves_itself_and_another_character_in(t: Table) -> None:
    s = t.put(t.me, "Shinjo Tatsuo")
    o = t.put(t.me, "Border Rider")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Shinjo Tatsuo", "Yes", "Border Rider")
    assert t.s.conflict["defenders"] == [s, o]


def test_giver_of_gifts_moves_an_attachment(t: Table) -> None:
    t.put(t.me, "Giver of Gifts")
    a, b = t.put(t.me, "Eager Scout"), t.put(t.me, "Matsu Berserker")
    k = t.attach(t.me, "Fine Katana", a)
    t.window(t.me)
    t.use("Giver of Gifts", "Fine Katana", "Matsu Berserker")
    assert t.s.attached_to[k] == b


def test_moto_horde_takes_only_weapons(t: Table) -> None:
    h = t.put(t.me, "Moto Horde")
    t.hand(t.me, "Fine Katana")
    t.hand(t.me, "Ornate Fan")
    t.window(t.me)
    assert t.can("Attach Fine Katana to Moto Horde") and not t.can("Attach Ornate Fan to Moto Horde") and h


def test_iuchi_wayfinder_looks_at_a_facedownprovince(t: Table) -> None:
    t.hand(t.me, "Iuchi Wayfinder")
    t.window(t.me)
    t.pick("Play Iuchi Wayfinder at home")
    t.pick("0 fate")
    t.pick("Iuchi Wayfinder:")
    q = t.s.players[t.opp]
    k = next(i for i in range(5) if not q.prov_faceup[i])
    t.pick(f"{q.name}'s province {k + 1}")
    seen = [e for e in t.s.log if t.s.title(q.provinces[k]) in e.text]
    assert seen and all(e.visible_to == (t.me,) for e in seen)


def test_spyglass_draws_when_attached_character_moves_in(t: Table) -> None:
    o = t.put(t.me, "Shinjo Outrider")
    t.attach(t.me, "Spyglass", o)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    n = len(t.s.players[t.me].hand)
    t.use("Shinjo Outrider")
    t.pick("Spyglass:")
    assert len(t.s.players[t.me].hand) == n + 1


def test_endless_plains_breaks_itself_and_the_attacker_loses_a_character(t: Table) -> None:
    att, dfd, k = attack_facedown(t, "Endless Plains")
    react(t, dfd, "Endless Plains:")
    if t.pending().kind == "yes_no":  # RR "Breaking a Province": the card in the broken province may be discarded
        t.pick("Leave it", who=att)
    victim = t.s.conflict["attackers"][0]
    t.pick(t.s.title(victim), who=att)
    assert t.s.players[dfd].broken[k] and t.s.zone[victim] != E.PLAY


# ---------------------------------------------------------------------------------------------- more neutral
def test_contingency_plan_lowers_the_bid_after_the_reveal(t: Table) -> None:
    t.hand(t.me, "Contingency Plan")
    _to_bids(t, 3, 2)
    h = t.s.players[t.me].honor
    react(t, t.me, "Play Contingency Plan")
    t.pick("decrease")
    assert LR.bid_value(t.s, t.me) == 2 and t.s.players[t.me].honor == h


def test_charge_puts_a_character_from_a_province_into_the_conflict(t: Table) -> None:
    p = t.s.players[t.me]
    k = next(i for i in range(5) if p.slots[i])
    c = p.slots[k][0]
    t.s.faceup[c] = True
    if t.s.facts[c].type != "character":
        p.slots[k].remove(c)
        c = t.s.new_card(by_title("Matsu Berserker"), t.me, E.PROVINCE)
        p.slots[k].insert(0, c)
        t.s.faceup[c] = True
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.me, "Charge!")
    t.use("Charge!", t.s.title(c))
    assert c in t.s.conflict["defenders"]


def test_seeker_initiate_searches_after_claiming_its_roles_ring(t: Table) -> None:
    role(t, t.me, "Seeker of Air")
    i = t.put(t.me, "Seeker Initiate")
    t.conflict(t.me, "political", [i], [], ring="air")
    top = t.s.players[t.me].conf_deck[:5]
    finish_window(t)
    while not (t.pending().kind == "reaction" and t.pending().player == t.me and t.can("Seeker Initiate:")):
        t.pick("skip" if t.pending().kind == "ring" else "Pass")
    t.pick("Seeker Initiate:")
    t.pick(f"card:{top[0]}")
    assert top[0] in t.s.players[t.me].hand
    deck = builtin_deck("crab")
    deck.dynasty = deck.dynasty[:-1] + [(1, by_title("Seeker Initiate").id)]
    assert any("Seeker Initiate needs a Seeker role" in p for p in legality(deck))
    deck.role = by_title("Seeker of Air").id
    assert not any("Seeker Initiate" in p for p in legality(deck))


# ---------------------------------------------------------------------------------------------- putting into play
def test_ambush_puts_two_scorpion_characters_into_the_conflict(t: Table) -> None:
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [])
    a = t.hand(t.me, "Adept of Shadows")  # cost 2
    b = t.hand(t.me, "Bayushi Liar")  # cost 1
    big = t.hand(t.me, "Bayushi Shoju")  # cost 5: over the budget with the others
    t.hand(t.me, "Ambush")
    t.use("Ambush", "Adept of Shadows", "Bayushi Liar")
    assert t.s.conflict["defenders"] == [a, b] and t.s.zone[big] == E.HAND


def test_ambush_asks_again_while_the_hand_could_hold_a_character(t: Table) -> None:
    """The issue's hidden-information rule: while he has cards in hand he is asked for a second character even when
    none of them is one (only "Done"): ending the choice by itself would tell the other player that his hand holds no
    Scorpion character he could afford. With nothing left in hand the choice ends by itself."""
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [])
    a = t.hand(t.me, "Adept of Shadows")
    t.hand(t.me, "Fine Katana")  # not a character
    t.hand(t.me, "Ambush")
    t.use("Ambush", "Adept of Shadows")
    d = t.pending()
    assert d.player == t.me and d.prompt == "Choose a character to put into play"
    assert [o.label for o in d.options] == ["Done (1 chosen)"]
    t.pick("Done")
    assert t.s.conflict["defenders"] == [a]


def test_a_search_in_progress_keeps_its_cards_in_a_resampled_state(t: Table) -> None:
    """A state resampled for a player who is searching the top of his own conflict deck (what a search agent plays
    from) keeps the cards he is looking at: the same options, in the same order."""
    import random
    p = t.s.players[t.me]
    t.s.stack.append(("b2_search", t.me, 5))
    t.g._fresh = False
    before = [(o.id, o.label) for o in t.pending().options]
    other = t.g.determinize(t.me, random.Random(5))
    od = other.pending()
    assert od is not None and [(o.id, o.label) for o in od.options] == before
    assert other.s.players[t.me].conf_deck[:5] == p.conf_deck[:5]


def test_cavalry_reserves_returns_cavalry_from_the_discard_pile(t: Table) -> None:
    p = t.s.players[t.me]
    cs = [t.s.new_card(by_title(x), t.me, E.DYN_DISCARD) for x in ("Border Rider", "Shinjo Tatsuo", "Moto Horde")]
    p.dyn_discard.extend(cs)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.hand(t.me, "Cavalry Reserves")
    t.use("Cavalry Reserves", "Moto Horde")  # cost 4: 2 left
    assert not t.can("Shinjo Tatsuo")  # cost 4
    t.pick("Border Rider")  # cost 2: the budget is spent
    assert t.s.conflict["defenders"] == [cs[2], cs[0]]


def test_shinjo_altansarnai_searches_the_dynasty_deck_for_a_cheap_character(t: Table) -> None:
    s = t.put(t.me, "Shinjo Altansarnai")
    p = t.s.players[t.me]
    c = t.s.new_card(by_title("Border Rider"), t.me, E.DYN_DECK)
    p.dyn_deck.insert(3, c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [s])
    t.use("Shinjo Altansarnai")
    t.pick(f"card:{c}")
    assert c in t.s.conflict["defenders"] and c not in p.dyn_deck


def test_shosuro_actress_puts_an_opponents_discarded_character_into_play(t: Table) -> None:
    a = t.put(t.me, "Shosuro Actress")
    q = t.s.players[t.opp]
    c = t.s.new_card(by_title("Eager Scout"), t.opp, E.DYN_DISCARD)
    q.dyn_discard.append(c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.use("Shosuro Actress", f"card:{c}")
    assert t.s.zone[a] != E.PLAY and c in t.s.conflict["defenders"] and t.s.controller[c] == t.me


def test_meishodo_wielder_costs_1_less_for_the_first_player(t: Table) -> None:
    t.hand(t.me, "Meishōdō Wielder")
    t.window(t.me)
    t.s.first = t.me
    assert t.can("Play Meishōdō Wielder at home (1 fate)")
    t.s.first = t.opp
    assert t.can("Play Meishōdō Wielder at home (2 fate)")


def test_spyglass_draws_when_attached_character_is_declared(t: Table) -> None:
    att = t.s.first
    c = t.put(att, "Matsu Berserker")
    t.attach(att, "Spyglass", c)
    t.window(t.me)
    n = len(t.s.players[att].hand)
    while t.pending().kind == "action":
        t.pick("pass")
    t.pick("ring:air:military")
    t.pick(f"prov:{next(k for k in range(5) if k != t.s.players[1 - att].sh_prov)}")
    if t.pending().kind == "attackers":
        t.pick(f"att:{c}")
    react(t, att, "Spyglass:")
    assert len(t.s.players[att].hand) == n + 1


def test_cloud_the_mind_blanks_attached_characters_abilities(t: Table) -> None:
    t.hand(t.me, "Cloud the Mind")
    r = t.put(t.opp, "Political Rival")  # +3 political while defending
    liar = t.put(t.opp, "Bayushi Liar")  # sincerity
    t.window(t.me)
    assert not t.can("Attach Cloud the Mind")  # no Shugenja
    t.put(t.me, "Isawa Atsuko")
    t.pick("Attach Cloud the Mind to Political Rival")
    t.conflict(t.me, "political", [t.put(t.me, "Eager Scout")], [r])
    assert t.skill(r, "political") == by_title("Political Rival").political
    assert A.has_keyword(t.s, liar, "sincerity")
    t.s.players[t.me].attached.append(t.s.new_card(by_title("Cloud the Mind"), t.me, E.PLAY))
    t.s.attached_to[t.s.players[t.me].attached[-1]] = liar
    assert not A.has_keyword(t.s, liar, "sincerity")  # printed keywords are part of the text box


def test_keeper_initiate_comes_back_from_the_discard_pile_when_its_ring_is_claimed(t: Table) -> None:
    role(t, t.me, "Keeper of Air")
    p = t.s.players[t.me]
    k = t.s.new_card(by_title("Keeper Initiate"), t.me, E.DYN_DISCARD)
    p.dyn_discard.append(k)
    t.conflict(t.me, "political", [t.put(t.me, "Doji Whisperer")], [], ring="air")
    finish_window(t)
    while not (t.pending().kind == "reaction" and t.pending().player == t.me and t.can("Keeper Initiate:")):
        t.pick("skip" if t.pending().kind == "ring" else "Pass")
    t.pick("Keeper Initiate:")
    assert t.s.zone[k] == E.PLAY and t.s.fate_on[k] == 1 and k not in p.dyn_discard


def test_breakthrough_declares_the_second_conflict_at_once_after_breaking_aprovince(t: Table) -> None:
    att = t.s.first
    big = [t.put(att, "Moto Horde"), t.put(att, "Moto Horde")]
    t.hand(att, "Breakthrough")
    k = province(t, 1 - att, "Fertile Fields", faceup=False)
    t.window(t.me)
    while t.pending().kind == "action":
        t.pick("pass")
    t.pick("ring:air:military")
    t.pick(f"prov:{k}")
    for c in big:
        if t.pending().kind == "attackers":
            t.pick(f"att:{c}")
    if t.pending().kind == "attackers":
        t.pick("done")
    while not (t.pending().kind == "reaction" and t.can("Play Breakthrough")):
        d = t.pending()
        t.pick("skip" if d.kind == "ring" else "no" if d.kind == "yes_no" else "done" if "done" in d.ids()
               else "pass")
    assert t.s.players[1 - att].broken[k]
    t.pick("Play Breakthrough", who=att)
    while t.pending().kind == "reaction":
        t.pick("pass")
    d = t.pending()
    assert d.kind == "conflict" and d.player == att  # no action window, no opponent's declaration first


def test_seeker_of_knowledge_lets_the_attacker_resolve_the_air_effect(t: Table) -> None:
    k = t.put(t.me, "Seeker of Knowledge")
    t.conflict(t.me, "political", [k], [], ring="fire")
    finish_window(t)
    while t.pending().kind != "ring":
        t.pick("no" if t.pending().kind == "yes_no" else "Pass")
    assert A.check(t.s, {"card": k, "seat": t.me}, in_ring("air"))  # an [air] conflict too
    assert t.can("Gain 2 honor") and t.can("Honor Seeker of Knowledge")
    h = t.s.players[t.me].honor
    t.pick("Gain 2 honor")
    assert t.s.players[t.me].honor == h + 2


def test_keeper_initiate_needs_a_keeper_role_in_the_deck() -> None:
    """Its "Keeper role only" is read by the deck checker (the built-in decks, which have no role, leave it out)."""
    deck = builtin_deck("crab")
    deck.dynasty = deck.dynasty[:-1] + [(1, by_title("Keeper Initiate").id)]
    assert any("Keeper Initiate needs a Keeper role" in p for p in legality(deck))
    deck.role = by_title("Keeper of Water").id
    assert not any("Keeper Initiate" in p for p in legality(deck))
    assert not any(by_title("Keeper Initiate").id == c for n, c in builtin_deck("dragon").dynasty)
