"""One scenario per card of src/rokugan/lcg/sets/core_b1.py (Crab, Crane, Dragon and Lion Core Set cards), through
the decision interface. Each docstring paraphrases what the card does."""

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


def _resolve_unopposed_attack(t: Table) -> None:
    """Both players pass the conflict's action window (the defender first)."""
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)


def _until(t: Table, label: str) -> None:
    """Answer with the first option (leave a broken province's card, skip a ring effect) until `label` is offered."""
    while not t.can(label):
        t.pick(t.pending().options[0].id)


# ---------------------------------------------------------------------------------------------- Crab
def test_vengeful_berserker_doubles_its_military_after_a_friendly_character_leaves_play(t: Table) -> None:
    """"Vengeful Berserker": another of your characters leaves play during a conflict: its military skill doubles."""
    v = t.put(t.me, "Vengeful Berserker", bowed=True)  # (bowed: the Witch Hunter's "ready" can affect it, RR "Target")
    t.put(t.me, "Steadfast Witch Hunter")
    t.put(t.me, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [v])
    base = t.skill(v)
    t.use("Steadfast Witch Hunter", "Sacrifice Eager Scout", "Vengeful Berserker")
    t.pick("Vengeful Berserker:", who=t.me)
    assert t.skill(v) == 2 * base
    A.expire(t.s, "conflict")
    assert t.skill(v) == base


def test_hida_tomonatsu_sacrifices_itself_to_put_an_attacker_on_top_of_its_deck(t: Table) -> None:
    """"Hida Tomonatsu": after winning as a defender, sacrifice it: a non-unique attacker goes on top of its deck."""
    h = t.put(t.me, "Hida Tomonatsu")
    a = t.put(t.opp, "Eager Scout", bowed=True)
    t.conflict(t.opp, "military", [a], [h])
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    t.pick("Hida Tomonatsu:", who=t.me)
    t.pick("Eager Scout")
    q = t.s.players[t.opp]
    assert t.s.zone[h] != E.PLAY and t.s.zone[a] == E.DYN_DECK and q.dyn_deck[0] == a


def test_hiruma_ambusher_silences_a_character_when_played_as_a_defender(t: Table) -> None:
    """"Hiruma Ambusher": played into the conflict as a defender, a chosen character's abilities are shut off."""
    e = t.put(t.opp, "Doji Challenger")
    t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [])
    t.hand(t.me, "Hiruma Ambusher")
    t.pick("Play Hiruma Ambusher into the conflict", who=t.me)
    t.pick("0 fate")
    t.pick("Hiruma Ambusher:", who=t.me)
    t.pick("Doji Challenger")
    assert not t.can("Doji Challenger:")


def test_the_mountain_does_not_fall_keeps_a_defender_ready(t: Table) -> None:
    """"The Mountain Does Not Fall": a character does not bow from conflict resolution while defending this phase."""
    d = t.put(t.me, "Matsu Berserker")
    t.hand(t.me, "The Mountain Does Not Fall")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [d])
    t.use("The Mountain Does Not Fall", "Matsu Berserker")
    assert not t.can("Play The Mountain Does Not Fall")
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while t.s.conflict is not None:
        t.pick(t.pending().options[0].id)
    assert not t.s.bowed[d]


def test_way_of_the_crab_each_player_sacrifices_a_character(t: Table) -> None:
    """"Way of the Crab": sacrifice one of your Crab characters; the opponent sacrifices a character he chooses."""
    crab = t.put(t.me, "Hida Guardian")
    e1 = t.put(t.opp, "Eager Scout")
    e2 = t.put(t.opp, "Doji Whisperer")
    t.hand(t.me, "Way of the Crab")
    t.window(t.me)
    t.use("Way of the Crab", "Sacrifice Hida Guardian")
    t.pick("Doji Whisperer", who=t.opp)
    assert t.s.zone[crab] != E.PLAY and t.s.zone[e2] != E.PLAY and t.s.zone[e1] == E.PLAY


# ---------------------------------------------------------------------------------------------- Crane
def test_doji_gift_giver_gives_fate_and_the_opponent_bows_a_participant(t: Table) -> None:
    """"Doji Gift Giver": give the opponent 1 fate; he bows a ready participating character of his choice."""
    g = t.put(t.me, "Doji Gift Giver")
    e1 = t.put(t.opp, "Eager Scout")
    e2 = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "political", [e1, e2], [g])
    fate = t.s.players[t.opp].fate
    t.use("Doji Gift Giver")
    t.pick("Eager Scout", who=t.opp)
    assert t.s.bowed[e1] and not t.s.bowed[e2] and t.s.players[t.opp].fate == fate + 1


def test_doji_hotaru_resolves_a_claimed_rings_effect_again(t: Table) -> None:
    """"Doji Hotaru": after you claim a ring in a political conflict she takes part in, resolve its effect."""
    h = t.put(t.me, "Doji Hotaru")
    t.conflict(t.me, "political", [h], [], ring="air")
    _resolve_unopposed_attack(t)
    _until(t, "Gain 2 honor")
    honor = t.s.players[t.me].honor
    t.pick("Gain 2 honor", who=t.me)
    t.pick("Doji Hotaru:", who=t.me)
    t.pick("Gain 2 honor", who=t.me)
    assert t.s.players[t.me].honor == honor + 4


def test_noble_sacrifice_trades_an_honored_character_for_a_dishonored_one(t: Table) -> None:
    """"Noble Sacrifice": sacrifice one of your honored characters to discard a dishonored character."""
    mine = t.put(t.me, "Doji Whisperer")
    t.s.status[mine] = 1
    bad = t.put(t.opp, "Matsu Berserker")
    t.s.status[bad] = -1
    t.hand(t.me, "Noble Sacrifice")
    t.window(t.me)
    t.use("Noble Sacrifice", "Sacrifice Doji Whisperer", "Matsu Berserker")
    assert t.s.zone[mine] != E.PLAY and t.s.zone[bad] != E.PLAY


# ---------------------------------------------------------------------------------------------- Dragon
def test_mirumotos_fury_bows_an_attacker_of_low_glory(t: Table) -> None:
    """"Mirumoto's Fury": bow an attacker whose glory is at most the number of your facedown provinces."""
    low = t.put(t.opp, "Eager Scout")  # glory 0
    high = t.put(t.opp, "Doji Hotaru")  # glory 3
    t.conflict(t.opp, "military", [low, high], [])
    p = t.s.players[t.me]
    for k in range(5):
        p.prov_faceup[k] = True
    p.prov_faceup[0] = False  # one unrevealed province
    t.hand(t.me, "Mirumoto's Fury")
    t.pick("Play Mirumoto's Fury")
    assert t.labels() == [o for o in t.labels() if "Doji Hotaru" not in o]
    t.pick("Eager Scout")
    assert t.s.bowed[low]


def test_niten_adept_bows_its_attachment_to_bow_a_participant(t: Table) -> None:
    """"Niten Adept": bow an attachment on it to bow a participating character without attachments."""
    n = t.put(t.me, "Niten Adept")
    a = t.attach(t.me, "Fine Katana", n)
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [n])
    t.use("Niten Adept", "Bow Fine Katana", "Matsu Berserker")
    assert t.s.bowed[a] and t.s.bowed[e] and not t.s.bowed[n]


def test_niten_master_readies_after_a_weapon_is_attached(t: Table) -> None:
    """"Niten Master": after you attach a Weapon to it, ready it (twice per round)."""
    n = t.put(t.me, "Niten Master", bowed=True)
    t.hand(t.me, "Fine Katana")
    t.window(t.me)
    t.pick("Attach Fine Katana to Niten Master")
    t.pick("Niten Master:", who=t.me)
    assert not t.s.bowed[n]


def test_indomitable_will_a_lone_winner_does_not_bow(t: Table) -> None:
    """"Indomitable Will": after you win with a single participating character, it does not bow."""
    c = t.put(t.me, "Matsu Berserker")
    t.hand(t.me, "Indomitable Will")
    t.conflict(t.me, "military", [c], [])
    _resolve_unopposed_attack(t)
    t.pick("Play Indomitable Will", who=t.me)
    while t.s.conflict is not None:
        t.pick(t.pending().options[0].id)
    assert not t.s.bowed[c]


def test_secluded_temple_opponent_with_more_characters_removes_a_fate(t: Table) -> None:
    """"Secluded Temple": when the conflict phase begins, an opponent with more characters removes 1 fate from one
    of his characters."""
    t.holding(t.me, "Secluded Temple")
    t.put(t.me, "Doji Whisperer")
    e1 = t.put(t.opp, "Eager Scout", fate=2)
    t.put(t.opp, "Matsu Berserker", fate=0)
    t.s.stack.append(("conflict_phase",))
    t.g._fresh = False
    while t.pending().kind != "reaction":
        t.pick("Pass")
    t.pick("Secluded Temple:", who=t.me)
    t.pick("Eager Scout", who=t.opp)
    assert t.s.fate_on[e1] == 1


def test_tranquility_characters_at_the_opponents_home_cannot_trigger_abilities(t: Table) -> None:
    """"Tranquility": during a conflict, characters at the opponent's home cannot use their abilities."""
    t.put(t.opp, "Border Rider", bowed=True)
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [])
    t.hand(t.me, "Tranquility")
    assert t.pending().player == t.opp and t.can("Border Rider:")
    t.pick("Pass", who=t.opp)
    t.use("Tranquility")
    assert t.pending().player == t.opp and not t.can("Border Rider:")


def test_ascetic_visionary_readies_a_monk(t: Table) -> None:
    """"Ascetic Visionary": while attacking, spend 1 fate to a ring to ready a Monk (or a character with a Monk
    attachment)."""
    v = t.put(t.me, "Ascetic Visionary")
    monk = t.put(t.me, "Togashi Initiate", bowed=True)
    t.put(t.me, "Matsu Berserker", bowed=True)
    t.conflict(t.me, "military", [v], [])
    t.pick("Pass", who=t.opp)
    t.use("Ascetic Visionary", "Spend 1 fate to the fire ring")
    assert not any("Matsu Berserker" in o for o in t.labels())
    t.pick("Togashi Initiate")
    assert not t.s.bowed[monk] and t.s.rings["fire"][0] == 1



def test_ascetic_visionary_takes_only_monk_or_tattoo_attachments(t: Table) -> None:
    """"Ascetic Visionary": no attachments except Monk or Tattoo ones."""
    t.put(t.me, "Ascetic Visionary")
    t.put(t.me, "Matsu Berserker")
    t.hand(t.me, "Fine Katana")
    t.window(t.me)
    assert t.can("Attach Fine Katana to Matsu Berserker") and not t.can("Attach Fine Katana to Ascetic Visionary")


# ---------------------------------------------------------------------------------------------- Lion
def test_sashimono_attached_bushi_does_not_bow_after_a_military_conflict(t: Table) -> None:
    """"Sashimono": on a Bushi you control; it does not bow from conflict resolution in military conflicts."""
    c = t.put(t.me, "Matsu Berserker")
    t.put(t.me, "Doji Whisperer")
    t.hand(t.me, "Sashimono")
    t.window(t.me)
    assert t.can("Attach Sashimono to Matsu Berserker") and not t.can("Attach Sashimono to Doji Whisperer")
    t.pick("Attach Sashimono to Matsu Berserker")
    t.conflict(t.me, "military", [c], [])
    _resolve_unopposed_attack(t)
    while t.s.conflict is not None:
        t.pick(t.pending().options[0].id)
    assert not t.s.bowed[c]


def test_strength_in_numbers_sends_home_a_defender_of_low_glory(t: Table) -> None:
    """"Strength in Numbers": as the attacker, move home a defender with glory at most the number of attackers."""
    d1 = t.put(t.opp, "Doji Whisperer")  # glory 2
    d2 = t.put(t.opp, "Doji Hotaru")  # glory 3
    t.conflict(t.me, "political", [t.put(t.me, "Eager Scout"), t.put(t.me, "Matsu Berserker")], [d1, d2])
    t.hand(t.me, "Strength in Numbers")
    t.pick("Pass", who=t.opp)
    t.pick("Play Strength in Numbers")
    assert not any("Doji Hotaru" in o for o in t.labels())
    t.pick("Doji Whisperer")
    assert t.s.conflict["defenders"] == [d2]


def test_way_of_the_lion_doubles_base_military(t: Table) -> None:
    """"Way of the Lion": during a conflict, a Lion character's base military skill is doubled."""
    c = t.put(t.me, "Matsu Berserker")
    t.attach(t.me, "Fine Katana", c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [c])
    t.hand(t.me, "Way of the Lion")
    before = t.skill(c)
    t.use("Way of the Lion", "Matsu Berserker")
    assert t.skill(c) == before + (t.s.facts[c].military or 0)


def test_matsu_beiona_gets_2_fate_with_three_other_bushi(t: Table) -> None:
    """"Matsu Beiona": entering play while you control 3 other Bushi, 2 fate are placed on her."""
    for _ in range(3):
        t.put(t.me, "Matsu Berserker")
    t.hand(t.me, "Matsu Beiona")
    t.window(t.me)
    t.pick("Play Matsu Beiona at home")
    t.pick("0 fate")
    t.pick("Matsu Beiona:", who=t.me)
    b = t.s.players[t.me].home[-1]
    assert t.s.facts[b].title == "Matsu Beiona" and t.s.fate_on[b] == 2


def test_for_greater_glory_places_fate_on_bushi_after_breaking_a_province(t: Table) -> None:
    """"For Greater Glory": after you break a province in a military conflict, 1 fate on each participating Bushi
    you control."""
    b = t.put(t.me, "Matsu Berserker", fate=0)
    s = t.put(t.me, "Doji Whisperer", fate=0)
    t.conflict(t.me, "military", [b, s], [])
    t.s.lasting.append(["skill", b, 10, 0, "conflict"])  # enough to break the province
    t.hand(t.me, "For Greater Glory")
    _resolve_unopposed_attack(t)
    _until(t, "Play For Greater Glory")
    t.pick("Play For Greater Glory", who=t.me)
    assert t.s.fate_on[b] == 1 and t.s.fate_on[s] == 0


def test_akodo_gunso_refills_its_province_faceup(t: Table) -> None:
    """"Akodo Gunsō": played from a province, that province is refilled faceup."""
    t.s.phase = "dynasty"
    p = t.s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov)
    gunso = t.s.new_card(by_title("Akodo Gunsō"), t.me, E.PROVINCE)
    for c in list(p.slots[k]):
        p.slots[k].remove(c)
        p.dyn_discard.append(c)
        t.s.zone[c] = E.DYN_DISCARD
    p.slots[k].append(gunso)
    t.s.faceup[gunso] = True
    p.passed_dynasty = False
    t.s.players[t.opp].passed_dynasty = False
    t.s.stack.append(("dyn_window", t.me))
    t.g._fresh = False
    t.pick("Akodo Gunsō", who=t.me)
    t.pick("0 fate")
    t.pick("Akodo Gunsō:", who=t.me)
    assert len(p.slots[k]) == 1 and t.s.faceup[p.slots[k][0]]



# ---------------------------------------------------------------------------------------------- strongholds, provinces
def _stronghold(t: Table, seat: int, title: str) -> int:
    c = t.s.new_card(by_title(title), seat, E.PLAY)
    t.s.players[seat].stronghold = c
    t.g._fresh = False
    return c


def test_shiro_nishiyama_bows_to_strengthen_defenders_and_readies_in_the_regroup_phase(t: Table) -> None:
    """"Shiro Nishiyama": during a conflict, bow it: your defenders get +1/+1 until the end of the conflict; the
    stronghold readies with every card in play in the regroup phase (RR 5.2)."""
    sh = _stronghold(t, t.me, "Shiro Nishiyama")
    d = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [d])
    m, p = t.skill(d), t.skill(d, "political")
    t.use("Shiro Nishiyama")
    assert t.s.bowed[sh] and t.skill(d) == m + 1 and t.skill(d, "political") == (None if p is None else p + 1)
    t.s.stack.append(("ready",))
    t.g._fresh = False
    t.pending()
    assert not t.s.bowed[sh]


def test_shizuka_toshi_bows_a_weak_participant_in_a_political_conflict(t: Table) -> None:
    """"Shizuka Toshi": during a political conflict, bow it to bow a participant with political skill 2 or less."""
    sh = _stronghold(t, t.me, "Shizuka Toshi")
    weak = t.put(t.opp, "Eager Scout")
    strong = t.put(t.opp, "Doji Hotaru")
    t.conflict(t.opp, "political", [weak, strong], [])
    t.use("Shizuka Toshi")
    assert not any("Doji Hotaru" in o for o in t.labels())
    t.pick("Eager Scout")
    assert t.s.bowed[sh] and t.s.bowed[weak]


def test_mountains_anvil_castle_gives_more_with_two_attachments(t: Table) -> None:
    """"Mountain's Anvil Castle": bow it: a participant with attachments gets +1/+1, or +2/+2 with two or more."""
    _stronghold(t, t.me, "Mountain's Anvil Castle")
    c = t.put(t.me, "Doji Hotaru")
    t.attach(t.me, "Fine Katana", c)
    t.attach(t.me, "Ornate Fan", c)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [c])
    m, p = t.skill(c), t.skill(c, "political")
    t.use("Mountain's Anvil Castle", "Doji Hotaru")
    assert (t.skill(c), t.skill(c, "political")) == (m + 2, (p or 0) + 2)


def test_yojin_no_shiro_gives_attackers_1_military(t: Table) -> None:
    """"Yōjin no Shiro": during a conflict, bow it: each of your attackers gets +1 military."""
    sh = _stronghold(t, t.me, "Yōjin no Shiro")
    a = t.put(t.me, "Matsu Berserker")
    t.conflict(t.me, "military", [a], [])
    t.pick("Pass", who=t.opp)
    m = t.skill(a)
    t.use("Yōjin no Shiro")
    assert t.s.bowed[sh] and t.skill(a) == m + 1


def test_defend_the_wall_the_defender_resolves_the_ring_after_winning_there(t: Table) -> None:
    """"Defend the Wall": after you win a conflict at this province, resolve the ring's effect as the attacker
    would."""
    p = t.s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov)
    p.provinces[k] = t.s.new_card(by_title("Defend the Wall"), t.me, E.PROVINCE)
    d = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout", bowed=True)], [d], ring="air", province=k)
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    _until(t, "Defend the Wall:")
    honor = t.s.players[t.me].honor
    t.pick("Defend the Wall:", who=t.me)
    t.pick("Gain 2 honor", who=t.me)
    assert t.s.players[t.me].honor == honor + 2


# ---------------------------------------------------------------------------------------------- read by the rules
def _declare(t: Table, seat: int, ring: str, kind: str, attackers: list[int]) -> None:
    """`seat` declares a conflict through the decisions of 3.2 (the first province offered)."""
    t.s.stack.append(("declare", seat))
    t.g._fresh = False
    t.pick(f"ring:{ring}:{kind}", who=seat)
    t.pick(t.pending().options[0].id, who=seat)
    for c in attackers:
        if t.pending().kind == "attackers":
            t.pick(f"att:{c}", who=seat)
    if t.pending().kind == "attackers":
        t.pick("done", who=seat)


def _from_province(t: Table, title: str) -> tuple[int, int]:
    """`title` faceup in one of my provinces, in the dynasty phase's action window (1.4); (card, province)."""
    t.s.phase = "dynasty"
    p = t.s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov)
    c = t.s.new_card(by_title(title), t.me, E.PROVINCE)
    for x in list(p.slots[k]):
        p.slots[k].remove(x)
        p.dyn_discard.append(x)
        t.s.zone[x] = E.DYN_DISCARD
    p.slots[k].append(c)
    t.s.faceup[c] = True
    p.passed_dynasty = False
    t.s.players[t.opp].passed_dynasty = False
    t.s.stack.append(("dyn_window", t.me))
    t.g._fresh = False
    return c, k


def test_enlightened_warrior_gains_fate_when_the_opponent_takes_a_rings_fate(t: Table) -> None:
    """"Enlightened Warrior": after an opponent selects a ring with fate on it, 1 fate on this character."""
    w = t.put(t.me, "Enlightened Warrior", fate=0)
    a = t.put(t.opp, "Matsu Berserker")
    t.s.rings["water"][0] = 2
    _declare(t, t.opp, "water", "military", [a])
    t.pick("Enlightened Warrior:", who=t.me)
    assert t.s.fate_on[w] == 1


def test_mantra_of_fire_fate_and_a_card_after_a_fire_conflict_is_declared(t: Table) -> None:
    """"Mantra of Fire": after an opponent declares a fire conflict, 1 fate on a Monk and draw 1 card."""
    monk = t.put(t.me, "Togashi Initiate", fate=0)
    t.put(t.me, "Matsu Berserker")
    t.hand(t.me, "Mantra of Fire")
    a = t.put(t.opp, "Matsu Berserker")
    _declare(t, t.opp, "fire", "military", [a])
    n = len(t.s.players[t.me].hand)
    t.pick("Play Mantra of Fire", who=t.me)
    assert not any("Matsu Berserker" in o for o in t.labels())
    t.pick("Togashi Initiate")
    assert t.s.fate_on[monk] == 1 and len(t.s.players[t.me].hand) == n  # the Mantra left, a card came in


def test_doomed_shugenja_gets_no_extra_fate_when_played_from_a_province(t: Table) -> None:
    """"Doomed Shugenja": played from a province, no fate can be placed on it."""
    c, _ = _from_province(t, "Doomed Shugenja")
    t.pick("Doomed Shugenja", who=t.me)
    assert t.s.zone[c] == E.PLAY and t.s.fate_on[c] == 0 and t.pending().kind != "fate"


def test_steward_of_law_no_dishonored_tokens_while_participating(t: Table) -> None:
    """"Steward of Law": while it participates, characters cannot receive dishonored status tokens."""
    st = t.put(t.me, "Steward of Law")
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [st])
    t.hand(t.me, "Way of the Scorpion")
    assert not t.can("Way of the Scorpion")  # its only target could not be affected (RR "Target")
    LP.dishonor_card(t.s, e)
    assert t.s.status[e] == 0
    t.s.status[e] = 1
    LP.dishonor_card(t.s, e)  # an honored character can still lose its honored status
    assert t.s.status[e] == 0


def test_mirumoto_prodigy_attacking_alone_allows_one_defender(t: Table) -> None:
    """"Mirumoto Prodigy": attacking alone, the opponent cannot declare more than one defender."""
    m = t.put(t.me, "Mirumoto Prodigy")
    t.put(t.opp, "Matsu Berserker")
    t.put(t.opp, "Eager Scout")
    _declare(t, t.me, "air", "military", [m])
    t.pick("Defend with Matsu Berserker", who=t.opp)
    assert t.labels() == ["Done (1 defending)"]


def test_steadfast_samurai_stays_through_the_fate_phase_when_far_ahead_in_honor(t: Table) -> None:
    """"Steadfast Samurai": when the fate phase begins with you 5 honor ahead, it is not discarded and keeps its
    fate this phase."""
    keep = t.put(t.me, "Steadfast Samurai", fate=0)
    gone = t.put(t.me, "Eager Scout", fate=0)
    t.s.players[t.me].honor = 15
    t.s.stack.append(("fate_phase",))
    t.g._fresh = False
    t.pending()
    assert t.s.phase == "fate" and t.s.zone[keep] == E.PLAY and t.s.zone[gone] != E.PLAY


def test_daimyos_favor_makes_the_next_attachment_on_its_character_cheaper(t: Table) -> None:
    """"Daimyō's Favor": bow it: the next attachment you play on its character this phase costs 1 less."""
    c = t.put(t.me, "Matsu Berserker")
    t.put(t.me, "Eager Scout")
    fav = t.attach(t.me, "Daimyō's Favor", c)
    t.hand(t.me, "Honored Blade")  # cost 1
    t.window(t.me)
    assert t.can("Attach Honored Blade to Matsu Berserker (1 fate)")
    t.use("Daimyō's Favor")
    assert t.s.bowed[fav]
    t.pick("Pass", who=t.opp)
    assert t.can("Attach Honored Blade to Matsu Berserker (0 fate)")
    assert t.can("Attach Honored Blade to Eager Scout (1 fate)")
    fate = t.s.players[t.me].fate
    t.pick("Attach Honored Blade to Matsu Berserker")
    assert t.s.players[t.me].fate == fate and not any(x[0] == "attach_discount" for x in t.s.lasting)


# ---------------------------------------------------------------------------------------------- cards out of play
def _to_discard(t: Table, seat: int, title: str) -> int:
    c = t.s.new_card(by_title(title), seat, E.DYN_DISCARD)
    p = t.s.players[seat]
    (p.dyn_discard if t.s.facts[c].side == "dynasty" else p.conf_discard).append(c)
    t.s.zone[c] = E.DYN_DISCARD if t.s.facts[c].side == "dynasty" else E.CONF_DISCARD
    t.s.faceup[c] = True
    t.g._fresh = False
    return c


def test_ikoma_eiji_puts_a_cheap_bushi_into_play_after_losing_a_political_conflict(t: Table) -> None:
    """"Ikoma Eiji": after you lose a political conflict, put a Bushi of printed cost 3 or lower into play from your
    dynasty discard pile or provinces."""
    t.put(t.me, "Ikoma Eiji")
    cheap = _to_discard(t, t.me, "Matsu Berserker")
    _to_discard(t, t.me, "Akodo Toturi")  # cost 5
    _to_discard(t, t.me, "Doji Whisperer")  # not a Bushi
    a = t.put(t.opp, "Doji Hotaru")
    t.conflict(t.opp, "political", [a], [])
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    _until(t, "Ikoma Eiji:")
    t.pick("Ikoma Eiji:", who=t.me)
    assert not any("Akodo Toturi" in o or "Doji Whisperer" in o for o in t.labels())
    t.pick("Matsu Berserker (dynasty discard pile)", who=t.me)
    assert t.s.zone[cheap] == E.PLAY and cheap in t.s.players[t.me].home


def test_kitsu_spiritcaller_brings_back_a_character_for_the_conflict(t: Table) -> None:
    """"Kitsu Spiritcaller": during a conflict, bow it: a character from your discard piles joins the conflict, and
    goes to the bottom of its deck if still in play when the conflict ends."""
    k = t.put(t.me, "Kitsu Spiritcaller")
    back = _to_discard(t, t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Kitsu Spiritcaller", "Matsu Berserker")
    assert t.s.bowed[k] and back in t.s.conflict["defenders"]
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while t.s.conflict is not None:
        t.pick(t.pending().options[0].id)
    p = t.s.players[t.me]
    assert t.s.zone[back] == E.DYN_DECK and p.dyn_deck[-1] == back


def test_daidoji_nerishma_turns_a_facedown_card_faceup(t: Table) -> None:
    """"Daidoji Nerishma": turn a facedown card in one of your provinces faceup."""
    t.put(t.me, "Daidoji Nerishma")
    p = t.s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov and p.slots[i])
    c = p.slots[k][0]
    t.s.faceup[c] = False
    t.window(t.me)
    t.use("Daidoji Nerishma", f"The facedown card in province {k + 1}")
    assert t.s.faceup[c]


def test_a_facedown_card_is_chosen_by_its_place_not_by_its_number(t: Table) -> None:
    """RR "Facedown Province": "A player is not permitted to look at facedown dynasty cards in his or her provinces".
    Choosing one (Staging Ground) offers it by province: neither the option id nor its payload carries the card's
    number (cards are numbered in deck-list order, so the number would say which card it is), and a state resampled
    for that player (search) offers the same options, naming the cards now in those places."""
    import random
    t.holding(t.me, "Staging Ground")
    p = t.s.players[t.me]
    ks = [i for i in range(5) if i != p.sh_prov and p.slots[i] and t.s.facts[p.slots[i][0]].title != "Staging Ground"]
    cards = [p.slots[k][0] for k in ks[:2]]
    for c in cards:
        t.s.faceup[c] = False
    t.window(t.me)
    t.pick("Staging Ground:")
    d = t.pending()
    down = [o for o in d.options if o.id != "done"]
    assert [o.id for o in down] == [f"pick:p{k + 1}" for k in ks[:2]]
    assert all(o.payload == {} for o in down)
    t.pick(f"pick:p{ks[0] + 1}")
    other = t.g.determinize(t.me, random.Random(3))
    od = other.pending()
    assert od is not None and [(o.id, o.label) for o in od.options] == [(o.id, o.label) for o in t.pending().options]
    other.choose(f"pick:p{ks[1] + 1}")  # the resampled cards in those places are the ones turned faceup
    q = other.s.players[t.me]
    assert all(other.s.faceup[q.slots[k][0]] for k in ks[:2])
    t.pick(f"pick:p{ks[1] + 1}")
    assert all(t.s.faceup[c] for c in cards)


def test_staging_ground_turns_up_to_two_cards_faceup(t: Table) -> None:
    """"Staging Ground": turn up to 2 facedown cards in your provinces faceup."""
    t.holding(t.me, "Staging Ground")
    p = t.s.players[t.me]
    ks = [i for i in range(5) if i != p.sh_prov and p.slots[i] and t.s.facts[p.slots[i][0]].title != "Staging Ground"]
    cards = [p.slots[k][0] for k in ks[:3]]
    for c in cards:
        t.s.faceup[c] = False
    t.window(t.me)
    t.use("Staging Ground", f"province {ks[0] + 1}", f"province {ks[1] + 1}")
    assert [t.s.faceup[c] for c in cards] == [True, True, False]


def test_borderlands_fortifications_switches_places_with_another_provinces_card(t: Table) -> None:
    """"Borderlands Fortifications": switch this holding with a card in another of your provinces."""
    p = t.s.players[t.me]
    ks = [i for i in range(5) if i != p.sh_prov]
    h = t.holding(t.me, "Borderlands Fortifications", ks[0])
    other = p.slots[ks[1]][0]
    t.window(t.me)
    t.use("Borderlands Fortifications", f"province {ks[1] + 1}")
    assert h in p.slots[ks[1]] and other in p.slots[ks[0]]


def test_rebuild_puts_a_discarded_holding_back_into_a_province(t: Table) -> None:
    """"Rebuild": shuffle a card in an unbroken province back into your dynasty deck, then put a holding from your
    dynasty discard pile into play in that province."""
    p = t.s.players[t.me]
    k = next(i for i in range(5) if i != p.sh_prov and p.slots[i])
    old = p.slots[k][0]
    hold = _to_discard(t, t.me, "Imperial Storehouse")
    t.hand(t.me, "Rebuild")
    t.window(t.me)
    t.use("Rebuild", f"province {k + 1}", "Imperial Storehouse")
    assert t.s.zone[old] == E.DYN_DECK and p.slots[k] == [hold] and t.s.faceup[hold]


def test_the_perfect_gift_gives_each_player_one_of_their_top_four(t: Table) -> None:
    """"The Perfect Gift": reveal 4 cards from each conflict deck; 1 of each goes to its owner's hand."""
    me, opp = t.s.players[t.me], t.s.players[t.opp]
    mine, theirs = me.conf_deck[1], opp.conf_deck[2]
    n_me, n_opp = len(me.conf_deck), len(opp.conf_deck)
    t.hand(t.me, "The Perfect Gift")
    t.window(t.me)
    t.use("The Perfect Gift")
    assert len(t.pending().options) == 4
    t.pick(f"pick:{mine}", who=t.me)
    t.pick(f"pick:{theirs}", who=t.me)
    assert mine in me.hand and theirs in opp.hand
    assert (len(me.conf_deck), len(opp.conf_deck)) == (n_me - 1, n_opp - 1)


def test_agasha_swordsmith_finds_an_attachment_in_the_top_five(t: Table) -> None:
    """"Agasha Swordsmith": search the top 5 cards of your conflict deck for an attachment and add it to your hand."""
    t.put(t.me, "Agasha Swordsmith")
    p = t.s.players[t.me]
    katana = t.s.new_card(by_title("Fine Katana"), t.me, E.CONF_DECK)
    p.conf_deck.insert(3, katana)
    t.window(t.me)
    t.use("Agasha Swordsmith")
    assert all(t.s.facts[o.payload["card"]].type == "attachment" for o in t.pending().options if o.payload)
    t.pick(f"pick:{katana}", who=t.me)
    assert katana in p.hand and t.s.zone[katana] == E.HAND


def test_shrewd_yasuki_keeps_one_of_the_top_two_and_puts_the_other_at_the_bottom(t: Table) -> None:
    """"Shrewd Yasuki": participating, with a holding in play: look at the top 2 cards of your conflict deck, add 1 to
    your hand, the other goes to the bottom."""
    y = t.put(t.me, "Shrewd Yasuki")
    t.holding(t.opp, "Imperial Storehouse")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [y])
    p = t.s.players[t.me]
    first, second = p.conf_deck[0], p.conf_deck[1]
    t.use("Shrewd Yasuki")
    assert [o.payload["card"] for o in t.pending().options] == [first, second]
    t.pick(f"pick:{second}", who=t.me)
    assert second in p.hand and p.conf_deck[-1] == first


def test_kitsuki_investigator_discards_a_card_of_the_opponents_choice_from_his_hand(t: Table) -> None:
    """"Kitsuki Investigator": in a political conflict, spend 1 fate to a ring: look at the opponent's hand and
    discard 1 card of it."""
    k = t.put(t.me, "Kitsuki Investigator")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [k])
    t.hand(t.opp, "Banzai!")
    fan = t.hand(t.opp, "Ornate Fan")
    t.use("Kitsuki Investigator", "Spend 1 fate to the fire ring")
    assert sorted(o.label for o in t.pending().options) == ["Banzai!", "Ornate Fan"]
    t.pick("Ornate Fan", who=t.me)
    assert fan not in t.s.players[t.opp].hand and t.s.zone[fan] == E.CONF_DISCARD


def test_guidance_of_the_ancestors_is_played_from_the_conflict_discard_pile(t: Table) -> None:
    """"Guidance of the Ancestors": it can be played from your conflict discard pile."""
    c = t.put(t.me, "Matsu Berserker")
    g = _to_discard(t, t.me, "Guidance of the Ancestors")
    t.window(t.me)
    t.pick("Attach Guidance of the Ancestors to Matsu Berserker")
    assert t.s.zone[g] == E.PLAY and t.s.attached_to[g] == c and g not in t.s.players[t.me].conf_discard


def test_obstinate_recruit_is_discarded_once_the_opponent_is_more_honorable(t: Table) -> None:
    """"Obstinate Recruit": whenever an opponent is more honorable than you, it is discarded (on entering play, or as
    honor changes)."""
    r = t.put(t.me, "Obstinate Recruit")
    t.hand(t.opp, "Levy")  # Levy: the opponent takes 1 fate or 1 honor from us
    t.window(t.opp)
    assert t.s.players[t.me].honor == t.s.players[t.opp].honor and t.s.zone[r] == E.PLAY
    t.use("Levy")
    t.pick("give you 1 honor", who=t.me)
    assert t.s.zone[r] != E.PLAY
    t.hand(t.me, "Obstinate Recruit")
    t.pick("Pass", who=t.me)
    t.window(t.me)
    t.pick("Play Obstinate Recruit at home", who=t.me)
    if t.pending().kind == "fate":
        t.pick("0 fate")
    assert not any(t.s.facts[c].title == "Obstinate Recruit" for c in t.s.players[t.me].home)


def test_artisan_academy_lets_you_play_the_revealed_top_card(t: Table) -> None:
    """"Artisan Academy": in the conflict phase, reveal the top card of your conflict deck; you may play it this phase
    as if it were in your hand."""
    t.holding(t.me, "Artisan Academy")
    c = t.put(t.me, "Matsu Berserker")
    p = t.s.players[t.me]
    fan = t.s.new_card(by_title("Ornate Fan"), t.me, E.CONF_DECK)
    p.conf_deck.insert(0, fan)
    t.window(t.me)
    assert not t.can("Attach Ornate Fan")
    t.use("Artisan Academy")
    t.pick("Pass", who=t.opp)
    t.pick("Attach Ornate Fan to Matsu Berserker", who=t.me)
    assert t.s.attached_to[fan] == c and fan not in p.conf_deck


def test_tattooed_wanderer_played_as_an_attachment_gives_covert(t: Table) -> None:
    """"Tattooed Wanderer": it may be played as an attachment; attached character gains covert."""
    c = t.put(t.me, "Matsu Berserker")
    w = t.hand(t.me, "Tattooed Wanderer")
    t.window(t.me)
    assert t.can("Play Tattooed Wanderer at home")
    assert not A.has_keyword(t.s, c, "covert")
    t.pick("Attach Tattooed Wanderer to Matsu Berserker as an attachment", who=t.me)
    assert t.s.attached_to[w] == c and A.has_keyword(t.s, c, "covert")
    assert t.skill(c) == (t.s.facts[c].military or 0)  # an attachment without skill modifiers


def test_cautious_scout_attacking_alone_blanks_the_defending_province(t: Table) -> None:
    """"Cautious Scout": attacking alone, the defending province's text box is blank (Defend the Wall cannot react)."""
    q = t.s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    q.provinces[k] = t.s.new_card(by_title("Defend the Wall"), t.opp, E.PROVINCE)
    scout = t.put(t.me, "Cautious Scout")
    t.put(t.opp, "Matsu Berserker")
    t.s.stack.append(("declare", t.me))
    t.g._fresh = False
    t.pick("ring:air:military", who=t.me)
    t.pick(f"prov:{k}", who=t.me)
    if t.pending().kind == "attackers":
        t.pick(f"att:{scout}", who=t.me)
    if t.pending().kind == "attackers":
        t.pick("done", who=t.me)
    t.pick("Defend with Matsu Berserker", who=t.opp)
    seen: list[str] = []
    while t.s.conflict is not None:
        seen += t.labels()
        t.pick(t.pending().options[0].id)
    assert t.s.rings["air"][1] == t.opp and not any("Defend the Wall" in x for x in seen)


def test_appendix_iii_a_second_way_of_the_lion_quadruples_the_base_skill(t: Table) -> None:
    """Appendix III: "When you play a second copy of Way of the Lion, the new value will be doubled (to now be
    quadruple the original skill value).\""""
    c = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [c])
    t.hand(t.me, "Way of the Lion")
    t.hand(t.me, "Way of the Lion")
    base = t.s.facts[c].military or 0
    t.use("Way of the Lion", "Matsu Berserker")
    t.pick("Pass", who=t.opp)
    t.s.used.clear()  # (a second copy is a different card; the limit counts each copy)
    t.use("Way of the Lion", "Matsu Berserker")
    assert t.skill(c) == 4 * base


def test_appendix_iii_way_of_the_crab_can_be_played_in_the_dynasty_phase(t: Table) -> None:
    """Appendix III: "During the Dynasty Phase, you may play a character from a province or take an action, which
    includes playing events from your hand.\""""
    t.put(t.me, "Hida Guardian")  # a Crab character to sacrifice
    t.put(t.opp, "Eager Scout")
    t.hand(t.me, "Way of the Crab")
    t.s.phase = "dynasty"
    for p in t.s.players:
        p.passed_dynasty = False
    t.s.stack[-1] = ("dyn_window", t.me)
    assert t.can("Play Way of the Crab")


def test_appendix_iii_doji_hotaru_as_the_defender_the_attacking_player_resolves_the_ring(t: Table) -> None:
    """Appendix III: "You can trigger the ability as the defender, but ... resolving the ring's effect instructs the
    attacking player to choose a target, draw cards, or gain honor. Your opponent would resolve the ring's effect,
    not you.\""""
    h = t.put(t.me, "Doji Hotaru")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [h], ring="air")
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    while not t.can("Doji Hotaru:"):
        t.pick(t.pending().options[0].id)
    t.pick("Doji Hotaru:", who=t.me)
    d = t.pending()
    while d.kind != "ring":
        t.pick(d.options[0].id)
        d = t.pending()
    assert d.player == t.opp  # the attacking player resolves it
