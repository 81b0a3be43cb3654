"""One scenario per Core Set card that runs (src/rokugan/lcg/sets/core.py), through the decision interface. Each
docstring paraphrases what the card does; the RR entry it leans on is named where one applies."""

from __future__ import annotations

import pytest

from rokugan.lcg import ability as A
from rokugan.lcg import conflict as LC
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP

from .harness import Table


@pytest.fixture
def t() -> Table:
    return Table()


def test_keyword_only_cards_are_declared_as_reminder_text() -> None:
    for title in ("Kaiu Envoy", "Naive Student", "Unassuming Yōjimbō", "Fine Katana", "Ornate Fan",
                  "Ancestral Daishō", "Kitsuki's Method"):
        assert A.DEFS[title].reminder and A.status(title) == "full"


# ---------------------------------------------------------------------------------------------- Crab
def test_hiruma_yojimbo_cannot_be_declared_as_an_attacker(t: Table) -> None:
    y = t.put(t.me, "Hiruma Yōjimbō")
    other = t.put(t.me, "Matsu Berserker")
    assert LC._attackers_for(t.s, t.me, "military") == [other]
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    assert y in LC._defenders_for(t.s, t.me)


def test_kaiu_shuichi_gains_fate_only_with_a_holding_in_play(t: Table) -> None:
    k = t.put(t.me, "Kaiu Shuichi")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [k])
    assert not t.can("Kaiu Shuichi:")
    t.holding(t.opp, "Imperial Storehouse")
    fate = t.s.players[t.me].fate
    t.use("Kaiu Shuichi")
    assert t.s.players[t.me].fate == fate + 1


def test_intimidating_hida_opponent_loses_honor_after_passing_a_conflict(t: Table) -> None:
    t.put(t.me, "Intimidating Hida")
    t.window(t.me)
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    d = t.pending()  # the first player declares (or passes): make the opponent the one who passes
    if d.player == t.me:
        t.pick("Pass this conflict", who=t.me)
        t.pick("Pass", who=t.me)  # no reaction to our own pass: the window goes on
    before = t.s.players[t.opp].honor
    while t.pending().kind != "conflict" or t.pending().player != t.opp:
        t.pick("Pass")
    t.pick("Pass this conflict", who=t.opp)
    t.pick("Intimidating Hida", who=t.me)
    assert t.s.players[t.opp].honor == before - 1


def test_vanguard_warrior_sacrifices_itself_to_place_fate(t: Table) -> None:
    v = t.put(t.me, "Vanguard Warrior")
    x = t.put(t.me, "Matsu Berserker", fate=0)
    t.window(t.me)
    t.use("Vanguard Warrior", "Matsu Berserker")
    assert t.s.zone[v] != E.PLAY and t.s.fate_on[x] == 1


def test_steadfast_witch_hunter_sacrifices_a_character_to_ready_one(t: Table) -> None:
    t.put(t.me, "Steadfast Witch Hunter")
    fodder = t.put(t.me, "Eager Scout")
    b = t.put(t.me, "Matsu Berserker", bowed=True)
    t.window(t.me)
    t.pick("Steadfast Witch Hunter:")
    t.pick("Sacrifice Eager Scout")
    t.pick("Matsu Berserker")
    assert t.s.zone[fodder] != E.PLAY and not t.s.bowed[b]


def test_stoic_gunso_gets_3_military_until_the_end_of_the_conflict(t: Table) -> None:
    g = t.put(t.me, "Stoic Gunsō")
    t.put(t.me, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [g])
    before = t.skill(g)
    t.use("Stoic Gunsō", "Sacrifice Eager Scout")
    assert t.skill(g) == before + 3
    A.expire(t.s, "conflict")
    assert t.skill(g) == before


def test_hida_guardian_gives_2_and_2_per_holding(t: Table) -> None:
    h = t.put(t.me, "Hida Guardian")
    x = t.put(t.me, "Matsu Berserker")
    t.holding(t.me, "Imperial Storehouse")
    t.holding(t.me, "Funeral Pyre")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [h, x])
    m = t.skill(x)
    t.use("Hida Guardian", "Matsu Berserker")
    assert t.skill(x) == m + 4 and t.skill(x, "political") is None  # a dash stays a dash (RR "Dash")


def test_funeral_pyre_sacrifices_a_character_to_draw(t: Table) -> None:
    t.holding(t.me, "Funeral Pyre")
    t.put(t.me, "Eager Scout")
    t.window(t.me)
    n = len(t.s.players[t.me].hand)
    t.use("Funeral Pyre", "Sacrifice Eager Scout")
    assert len(t.s.players[t.me].hand) == n + 1


def test_jade_tetsubo_returns_fate_of_a_weaker_participant(t: Table) -> None:
    me = t.put(t.me, "Matsu Berserker")
    t.attach(t.me, "Jade Tetsubō", me)
    weak = t.put(t.opp, "Eager Scout", fate=2)
    t.conflict(t.opp, "military", [weak], [me])
    pool = t.s.players[t.opp].fate
    t.use("Jade Tetsubō", "Eager Scout")
    assert t.s.fate_on[weak] == 0 and t.s.players[t.opp].fate == pool + 2


def test_watch_commander_opponent_loses_honor_for_each_card_played_in_its_conflict(t: Table) -> None:
    me = t.put(t.me, "Matsu Berserker")
    t.attach(t.me, "Watch Commander", me)
    t.conflict(t.me, "military", [me], [])
    t.hand(t.opp, "Banzai!")
    before = t.s.players[t.opp].honor
    t.use("Banzai!", "Matsu Berserker")
    t.pick("Watch Commander")  # reactions to playing a card come before its effects (Appendix III, Let Go)
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    t.pick("No")
    assert t.s.players[t.opp].honor == before - 1


# ---------------------------------------------------------------------------------------------- Crane
def test_brash_samurai_honors_itself_when_alone(t: Table) -> None:
    b = t.put(t.me, "Brash Samurai")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [b])
    t.use("Brash Samurai")
    assert t.s.status[b] == 1


def test_brash_samurai_not_with_a_companion(t: Table) -> None:
    b = t.put(t.me, "Brash Samurai")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [b, t.put(t.me, "Doji Whisperer")])
    assert not t.can("Brash Samurai:")


def test_asahina_artisan_bows_to_give_another_crane_3_political(t: Table) -> None:
    a = t.put(t.me, "Asahina Artisan")
    w = t.put(t.me, "Doji Whisperer")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [w])
    before = t.skill(w, "political")
    t.use("Asahina Artisan", "Doji Whisperer")
    assert t.s.bowed[a] and t.skill(w, "political") == before + 3


def test_political_rival_gets_3_political_while_defending(t: Table) -> None:
    r = t.put(t.me, "Political Rival")
    base = t.skill(r, "political")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [r])
    assert t.skill(r, "political") == base + 3


def test_kakita_asami_takes_honor_when_ahead_in_political_skill(t: Table) -> None:
    k = t.put(t.me, "Kakita Asami")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [k])
    mine, theirs = t.s.players[t.me].honor, t.s.players[t.opp].honor
    t.use("Kakita Asami")
    assert (t.s.players[t.me].honor, t.s.players[t.opp].honor) == (mine + 1, theirs - 1)


def test_savvy_politician_honors_another_after_it_is_honored(t: Table) -> None:
    sp = t.put(t.me, "Savvy Politician")
    x = t.put(t.me, "Doji Whisperer")
    t.hand(t.me, "Way of the Crane")
    t.window(t.me)
    t.use("Way of the Crane", "Savvy Politician")
    t.pick("Savvy Politician:")
    t.pick("Doji Whisperer")
    assert t.s.status[sp] == 1 and t.s.status[x] == 1


def test_doji_challenger_moves_an_enemy_to_the_conflict(t: Table) -> None:
    d = t.put(t.me, "Doji Challenger")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [d], [])
    t.pick("Pass", who=t.opp)
    t.use("Doji Challenger", "Eager Scout")
    assert e in t.s.conflict["defenders"]


def test_guest_of_honor_stops_opponent_events_while_participating(t: Table) -> None:
    g = t.put(t.me, "Guest of Honor")
    t.conflict(t.me, "political", [g], [])
    t.hand(t.opp, "Banzai!")
    assert not t.can("Banzai!")


def test_way_of_the_crane_honors_a_crane_character(t: Table) -> None:
    w = t.put(t.me, "Doji Whisperer")
    t.hand(t.me, "Way of the Crane")
    t.window(t.me)
    t.use("Way of the Crane", "Doji Whisperer")
    assert t.s.status[w] == 1 and t.s.zone[t.s.players[t.me].conf_discard[-1]] == E.CONF_DISCARD


def test_admit_defeat_bows_a_character_defending_alone(t: Table) -> None:
    d = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [d])
    t.pick("Pass", who=t.opp)
    t.hand(t.me, "Admit Defeat")
    t.use("Admit Defeat", "Eager Scout")
    assert t.s.bowed[d]


def test_asahina_storyteller_honored_crane_characters_gain_sincerity(t: Table) -> None:
    t.put(t.me, "Asahina Storyteller")
    w = t.put(t.me, "Doji Whisperer")
    assert not A.has_keyword(t.s, w, "sincerity")
    LP.honor_card(t.s, w)
    assert A.has_keyword(t.s, w, "sincerity")


def test_height_of_fashion_cannot_be_played_during_a_conflict(t: Table) -> None:
    w = t.put(t.me, "Doji Whisperer")
    t.hand(t.me, "Height of Fashion")
    t.window(t.me)
    assert t.can("Attach Height of Fashion")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [w])
    assert not t.can("Attach Height of Fashion")


# ---------------------------------------------------------------------------------------------- Dragon
def test_togashi_initiate_spends_fate_to_a_ring_to_honor_itself(t: Table) -> None:
    i = t.put(t.me, "Togashi Initiate")
    t.conflict(t.me, "military", [i], [], ring="air")
    t.pick("Pass", who=t.opp)
    t.use("Togashi Initiate", "Spend 1 fate to the fire ring")
    assert t.s.status[i] == 1 and t.s.rings["fire"][0] >= 1


def test_seeker_of_enlightenment_counts_fate_on_unclaimed_rings(t: Table) -> None:
    c = t.put(t.me, "Seeker of Enlightenment")
    for e in E.ELEMENTS:
        t.s.rings[e][0] = 0
    base = t.skill(c)
    t.s.rings["air"][0] = 2
    t.s.rings["void"][0] = 1
    assert t.skill(c) == (base or 0) + 3


def test_let_go_discards_an_attachment(t: Table) -> None:
    x = t.put(t.opp, "Eager Scout")
    a = t.attach(t.opp, "Fine Katana", x)
    t.hand(t.me, "Let Go")
    t.window(t.me)
    t.use("Let Go", "Fine Katana")
    assert t.s.zone[a] == E.CONF_DISCARD


# ---------------------------------------------------------------------------------------------- Lion
def test_honored_general_honors_itself_on_entering_play_and_helps_lions(t: Table) -> None:
    t.s.players[t.me].fate = 10
    c = t.hand(t.me, "Honored General")
    t.window(t.me)
    t.pick("Play Honored General at home")
    t.pick("0 fate")
    t.pick("Honored General:")
    assert t.s.status[c] == 1
    lion = t.put(t.me, "Matsu Berserker")
    base = t.skill(lion)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [c, lion])
    assert t.skill(lion) == base + 1


def test_venerable_historian_honors_itself_when_more_honorable(t: Table) -> None:
    v = t.put(t.me, "Venerable Historian")
    t.conflict(t.opp, "political", [t.put(t.opp, "Eager Scout")], [v])
    assert not t.can("Venerable Historian:")
    t.s.players[t.me].honor = 12
    t.use("Venerable Historian")
    assert t.s.status[v] == 1


def test_lions_pride_brawler_bows_a_weaker_character(t: Table) -> None:
    b = t.put(t.me, "Lion's Pride Brawler")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [b], [e])
    t.pick("Pass", who=t.opp)
    t.use("Lion's Pride Brawler", "Eager Scout")
    assert t.s.bowed[e]


def test_master_of_the_spear_opponent_chooses_whom_to_send_home(t: Table) -> None:
    m = t.put(t.me, "Master of the Spear")
    e1, e2 = t.put(t.opp, "Eager Scout"), t.put(t.opp, "Doji Whisperer")
    t.conflict(t.me, "military", [m], [e1, e2])
    t.pick("Pass", who=t.opp)
    t.use("Master of the Spear")
    t.pick("Doji Whisperer", who=t.opp)
    assert t.s.conflict["defenders"] == [e1]


def test_deathseeker_sacrifices_itself_after_losing_as_attacker(t: Table) -> None:
    d = t.put(t.me, "Deathseeker")
    big = t.put(t.opp, "Matsu Berserker", fate=0)
    t.conflict(t.me, "military", [d], [big])
    t.s.bowed[d] = True  # the attack is lost 0 to the defender's skill
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    t.pick("Deathseeker:")
    t.pick("Matsu Berserker")
    assert t.s.zone[d] != E.PLAY and t.s.zone[big] != E.PLAY


def test_ikoma_prodigy_gains_honor_when_fate_is_placed_on_it(t: Table) -> None:
    p = t.put(t.me, "Ikoma Prodigy", fate=0)
    t.put(t.me, "Vanguard Warrior")
    t.window(t.me)
    h = t.s.players[t.me].honor
    t.use("Vanguard Warrior", "Ikoma Prodigy")
    t.pick("Ikoma Prodigy:")
    assert t.s.fate_on[p] == 1 and t.s.players[t.me].honor == h + 1


def test_honored_blade_gains_honor_after_attached_character_wins(t: Table) -> None:
    c = t.put(t.me, "Matsu Berserker")
    t.attach(t.me, "Honored Blade", c)
    t.conflict(t.me, "military", [c], [])
    h = t.s.players[t.me].honor
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    t.pick("Honored Blade:")
    assert t.s.players[t.me].honor == h + 1


# ---------------------------------------------------------------------------------------------- Phoenix
def test_ishiken_initiate_counts_claimed_rings(t: Table) -> None:
    c = t.put(t.me, "Ishiken Initiate")
    base = t.skill(c)
    t.s.rings["air"][1] = t.opp
    t.s.rings["fire"][1] = t.me
    assert t.skill(c) == (base or 0) + 2


def test_magnificent_kimono_gives_pride(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer")
    t.attach(t.me, "Magnificent Kimono", c)
    t.conflict(t.me, "political", [c], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    assert t.s.status[c] == 1


def test_pacifism_attached_character_cannot_join_military_conflicts(t: Table) -> None:
    c = t.put(t.opp, "Matsu Berserker")
    t.hand(t.me, "Pacifism")
    t.window(t.me)
    t.pick("Attach Pacifism to Matsu Berserker")
    assert not LP.can_participate(t.s, c, "military") and LP.can_participate(t.s, c, "political") is (
        E.skill(t.s, c, "political") is not None)


def test_asako_diplomat_honors_or_dishonors_after_winning(t: Table) -> None:
    d = t.put(t.me, "Asako Diplomat")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "political", [d], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    t.pick("Asako Diplomat:")
    t.pick("Eager Scout")
    t.pick("dishonor")
    assert t.s.status[e] == -1


def test_isawa_masahiro_discards_a_cheap_participant_in_a_fire_conflict(t: Table) -> None:
    m = t.put(t.me, "Isawa Masahiro")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [], ring="fire")
    t.use("Isawa Masahiro", "Eager Scout")
    assert t.s.bowed[m] and t.s.zone[e] != E.PLAY


def test_warrior_poet_weakens_each_opposing_participant(t: Table) -> None:
    w = t.put(t.me, "Warrior Poet")
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [w])
    before = t.skill(e)
    t.use("Warrior Poet")
    assert t.skill(e) == before - 1


def test_isawa_atsuko_in_a_void_conflict(t: Table) -> None:
    a = t.put(t.me, "Isawa Atsuko")
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [a], ring="void")
    ma, me_ = t.skill(a), t.skill(e)
    t.use("Isawa Atsuko")
    assert (t.skill(a), t.skill(e)) == (ma + 1, me_ - 1)


def test_against_the_waves_readies_a_shugenja(t: Table) -> None:
    c = t.put(t.me, "Isawa Atsuko", bowed=True)
    t.hand(t.me, "Against the Waves")
    t.window(t.me)
    t.use("Against the Waves", "Isawa Atsuko", "ready")
    assert not t.s.bowed[c]


def test_supernatural_storm_counts_shugenja(t: Table) -> None:
    t.put(t.me, "Isawa Atsuko")
    t.put(t.me, "Isawa Masahiro")
    x = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [x])
    before = t.skill(x)
    t.hand(t.me, "Supernatural Storm")
    t.use("Supernatural Storm", "Matsu Berserker")
    assert t.skill(x) == before + 2


def test_forgotten_library_draws_when_the_draw_phase_begins(t: Table) -> None:
    t.holding(t.me, "Forgotten Library")
    t.s.stack.append(("draw_phase",))
    t.g._fresh = False
    n = len(t.s.players[t.me].hand)
    while t.pending().kind != "reaction":
        t.pick("Pass")
    t.pick("Forgotten Library:", who=t.me)
    assert len(t.s.players[t.me].hand) == n + 1


# ---------------------------------------------------------------------------------------------- Scorpion
def test_way_of_the_scorpion_dishonors_a_non_scorpion_participant(t: Table) -> None:
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [])
    t.hand(t.me, "Way of the Scorpion")
    t.use("Way of the Scorpion", "Eager Scout")
    assert t.s.status[e] == -1


def test_sinister_soshi_gives_minus_2(t: Table) -> None:
    t.put(t.me, "Sinister Soshi")
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.opp, "military", [e], [])
    before = t.skill(e)
    t.use("Sinister Soshi", "Matsu Berserker")
    assert t.skill(e) == max(0, before - 2)


def test_blackmail_artist_takes_honor_after_winning_political(t: Table) -> None:
    b = t.put(t.me, "Blackmail Artist")
    t.conflict(t.me, "political", [b], [])
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    h = t.s.players[t.me].honor
    t.pick("Blackmail Artist:")
    assert t.s.players[t.me].honor >= h + 1


def test_favored_niece_discards_to_draw_twice_per_round(t: Table) -> None:
    t.put(t.me, "Favored Niece")
    t.hand(t.me, "Banzai!")
    t.window(t.me)
    t.use("Favored Niece", "Discard Banzai!")
    t.pick("Pass", who=t.opp)
    t.use("Favored Niece")
    t.pick("Discard")
    t.pick("Pass", who=t.opp)
    assert not t.can("Favored Niece:")


def test_soshi_illusionist_discards_a_status_token(t: Table) -> None:
    t.put(t.me, "Soshi Illusionist")
    e = t.put(t.opp, "Eager Scout")
    t.s.status[e] = 1
    t.window(t.me)
    t.use("Soshi Illusionist", "Eager Scout")
    assert t.s.status[e] == 0


def test_court_mask_returns_to_hand_and_dishonors(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer")
    m = t.attach(t.me, "Court Mask", c)
    t.window(t.me)
    t.use("Court Mask")
    assert t.s.zone[m] == E.HAND and t.s.status[c] == -1


def test_yogo_outcast_while_less_honorable(t: Table) -> None:
    y = t.put(t.me, "Yogo Outcast")
    base = t.skill(y)
    t.s.players[t.me].honor = 5
    assert t.skill(y) == (base or 0) + 1


def test_city_of_lies_discounts_the_next_event(t: Table) -> None:
    t.holding(t.me, "City of Lies")
    t.hand(t.me, "Admit Defeat")  # printed cost 1
    t.window(t.me)
    t.use("City of Lies")
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [t.put(t.opp, "Eager Scout")])
    t.pick("Pass", who=t.opp)
    assert t.can("Play Admit Defeat (0 fate)")


# ---------------------------------------------------------------------------------------------- Unicorn
def test_aggressive_moto_cannot_defend(t: Table) -> None:
    m = t.put(t.me, "Aggressive Moto")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    assert m not in LC._defenders_for(t.s, t.me)


def test_border_rider_readies_itself(t: Table) -> None:
    b = t.put(t.me, "Border Rider", bowed=True)
    t.window(t.me)
    t.use("Border Rider")
    assert not t.s.bowed[b]


def test_shinjo_outrider_moves_itself_in(t: Table) -> None:
    o = t.put(t.me, "Shinjo Outrider")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Shinjo Outrider")
    assert o in t.s.conflict["defenders"]


def test_ide_messenger_pays_fate_to_move_a_character_in(t: Table) -> None:
    t.put(t.me, "Ide Messenger")
    x = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    f = t.s.players[t.me].fate
    t.use("Ide Messenger", "Matsu Berserker")
    assert x in t.s.conflict["defenders"] and t.s.players[t.me].fate == f - 1


def test_favored_mount_gives_cavalry_and_moves_in(t: Table) -> None:
    x = t.put(t.me, "Matsu Berserker")
    a = t.attach(t.me, "Favored Mount", x)
    assert A.has_trait(t.s, x, "Cavalry")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [])
    t.use("Favored Mount")
    assert x in t.s.conflict["defenders"] and t.s.bowed[a]


def test_utaku_yumino_once_per_conflict(t: Table) -> None:
    u = t.put(t.me, "Utaku Yumino")
    t.hand(t.me, "Banzai!")
    t.hand(t.me, "Assassination")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [u])
    b = t.skill(u)
    t.use("Utaku Yumino", "Discard Banzai!")
    assert t.skill(u) == b + 2
    t.pick("Pass", who=t.opp)
    assert not t.can("Utaku Yumino:")


def test_utaku_infantry_counts_participating_unicorn(t: Table) -> None:
    u = t.put(t.me, "Utaku Infantry")
    m = t.put(t.me, "Aggressive Moto")
    base = t.skill(u)
    t.conflict(t.me, "military", [u, m], [])
    assert t.skill(u) == base + 2


def test_moto_youth_in_the_first_military_conflict(t: Table) -> None:
    y = t.put(t.me, "Moto Youth")
    base = t.skill(y)
    t.conflict(t.me, "military", [y], [])
    assert t.skill(y) == base + 1
    t.s.conflict["first_of_type"] = False
    assert t.skill(y) == base


# ---------------------------------------------------------------------------------------------- neutral
def test_wandering_ronin_twice_per_conflict(t: Table) -> None:
    r = t.put(t.me, "Wandering Ronin", fate=3)
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [r])
    b = t.skill(r)
    t.use("Wandering Ronin")
    t.pick("Pass", who=t.opp)
    t.use("Wandering Ronin")
    t.pick("Pass", who=t.opp)
    assert t.skill(r) == b + 4 and t.s.fate_on[r] == 1 and not t.can("Wandering Ronin:")


def test_miya_mystic_sacrifices_itself_to_discard_an_attachment(t: Table) -> None:
    t.put(t.me, "Miya Mystic")
    x = t.put(t.opp, "Eager Scout")
    a = t.attach(t.opp, "Ornate Fan", x)
    t.window(t.me)
    t.use("Miya Mystic", "Ornate Fan")
    assert t.s.zone[a] == E.CONF_DISCARD


@pytest.mark.parametrize("title", ["Otomo Courtier", "Seppun Guardsman"])
def test_cannot_attack_the_imperial_favors_holder(t: Table, title: str) -> None:
    c = t.put(t.me, title)
    kind = "political" if E.skill(t.s, c, "political") is not None else "military"
    assert c in LC._attackers_for(t.s, t.me, kind)
    t.s.favor = [t.opp, "military"]
    assert c not in LC._attackers_for(t.s, t.me, kind)


def test_imperial_storehouse_sacrifices_itself_to_draw(t: Table) -> None:
    h = t.holding(t.me, "Imperial Storehouse")
    t.window(t.me)
    n = len(t.s.players[t.me].hand)
    t.use("Imperial Storehouse")
    assert t.s.zone[h] == E.DYN_DISCARD and len(t.s.players[t.me].hand) == n + 1


def test_banzai_twice_for_1_honor_max_1_per_conflict(t: Table) -> None:
    x = t.put(t.me, "Matsu Berserker")
    t.conflict(t.opp, "military", [t.put(t.opp, "Eager Scout")], [x])
    t.hand(t.me, "Banzai!")
    t.hand(t.me, "Banzai!")
    b, h = t.skill(x), t.s.players[t.me].honor
    t.use("Banzai!", "Matsu Berserker", "Yes", "Matsu Berserker")  # resolved again: its target chosen again
    assert t.skill(x) == b + 4 and t.s.players[t.me].honor == h - 1
    t.pick("Pass", who=t.opp)
    assert not t.can("Banzai!")


def test_assassination_costs_3_honor(t: Table) -> None:
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [])
    t.hand(t.me, "Assassination")
    h = t.s.players[t.me].honor
    t.use("Assassination", "Eager Scout")
    assert t.s.zone[e] != E.PLAY and t.s.players[t.me].honor == h - 3


def test_good_omen_needs_a_lower_bid(t: Table) -> None:
    x = t.put(t.me, "Isawa Atsuko", fate=0)
    t.put(t.me, "Matsu Berserker", fate=0)  # printed cost 1: not a target
    t.hand(t.me, "Good Omen")
    t.window(t.me)
    t.s.players[t.me].bid, t.s.players[t.opp].bid = 3, 3
    assert not t.can("Good Omen")
    t.s.players[t.me].bid = 1
    assert [o.label for o in t.pending().options if "Good Omen" in o.label]
    t.use("Good Omen", "Isawa Atsuko")
    assert t.s.fate_on[x] == 1


def test_court_games_select_one(t: Table) -> None:
    mine = t.put(t.me, "Doji Whisperer")
    theirs = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "political", [theirs], [mine])
    t.hand(t.me, "Court Games")
    t.use("Court Games", "your opponent chooses")
    t.pick("Eager Scout", who=t.opp)
    assert t.s.status[theirs] == -1


def test_levy_opponent_gives_fate_or_honor(t: Table) -> None:
    t.hand(t.me, "Levy")
    t.window(t.me)
    f = t.s.players[t.me].fate
    t.use("Levy")
    t.pick("give you 1 honor", who=t.opp)
    assert t.s.players[t.me].honor == 11 and t.s.players[t.opp].honor == 9 and t.s.players[t.me].fate == f


# ---------------------------------------------------------------------------------------------- duels
def _bid(t: Table, mine: int, theirs: int) -> None:
    """D.3: both set the dial in secret, the first player first; the second cannot see the first's bid."""
    for k in range(2):
        d = t.pending()
        assert d.kind == "bid" and "Duel" in d.prompt
        assert d.player == (t.s.first if k == 0 else 1 - t.s.first)
        t.pick(f"Bid {mine if d.player == t.me else theirs}")
        if k == 0:  # the second bidder cannot see the first bid until both are revealed
            assert t.g.view(1 - d.player)["players"][d.player]["bid"] == "hidden"


def test_mirumoto_raitsugu_duel_discards_a_loser_without_fate(t: Table) -> None:
    """D.4-D.8: bids revealed, the difference given, each bid added to the military skill, the loser pays."""
    r = t.put(t.me, "Mirumoto Raitsugu")
    e = t.put(t.opp, "Eager Scout", fate=0)
    t.conflict(t.opp, "military", [e], [r])
    mine, theirs = t.s.players[t.me].honor, t.s.players[t.opp].honor
    t.use("Mirumoto Raitsugu", "Eager Scout")
    _bid(t, 3, 1)
    assert t.s.players[t.me].honor == mine - 2 and t.s.players[t.opp].honor == theirs + 2
    assert t.s.zone[e] != E.PLAY


def test_mirumoto_raitsugu_removes_fate_from_a_loser_with_fate(t: Table) -> None:
    r = t.put(t.me, "Mirumoto Raitsugu")
    e = t.put(t.opp, "Eager Scout", fate=2)
    t.conflict(t.opp, "military", [e], [r])
    t.use("Mirumoto Raitsugu", "Eager Scout")
    _bid(t, 1, 1)
    assert t.s.zone[e] == E.PLAY and t.s.fate_on[e] == 1


def test_kakita_kaezin_wins_and_sends_the_others_home(t: Table) -> None:
    k = t.put(t.me, "Kakita Kaezin")
    e1, e2 = t.put(t.opp, "Eager Scout"), t.put(t.opp, "Doji Whisperer")
    t.conflict(t.opp, "political", [e1, e2], [k])
    t.use("Kakita Kaezin")
    t.pick("Eager Scout", who=t.opp)
    _bid(t, 2, 1)
    assert t.s.conflict["attackers"] == [e1] and t.s.conflict["defenders"] == [k]


def test_kakita_kaezin_loses_and_goes_home(t: Table) -> None:
    k = t.put(t.me, "Kakita Kaezin")
    big = t.put(t.opp, "Matsu Berserker")  # 3 military
    t.s.status[big] = 1  # honored: +glory
    t.conflict(t.opp, "military", [big], [k])
    t.use("Kakita Kaezin")
    t.pick("Matsu Berserker", who=t.opp)
    _bid(t, 1, 5)
    assert k not in t.s.conflict["defenders"]


def test_duelist_training_bows_the_loser(t: Table) -> None:
    c = t.put(t.me, "Kakita Kaezin")
    t.attach(t.me, "Duelist Training", c)
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [c])
    t.use("Duelist Training", "Eager Scout")
    _bid(t, 2, 2)
    assert t.s.bowed[e]


def test_a_tied_duel_has_no_winner_and_no_loser(t: Table) -> None:
    """D.7: "If the skill values are the same, neither character wins the duel, and neither character loses"."""
    k = t.put(t.me, "Kakita Kaezin")  # 3 military
    e = t.put(t.opp, "Matsu Berserker")  # 3 military
    t.conflict(t.opp, "military", [e], [k])
    t.use("Kakita Kaezin")
    t.pick("Matsu Berserker", who=t.opp)
    _bid(t, 2, 2)
    assert t.s.conflict["defenders"] == [k] and t.s.conflict["attackers"] == [e]


# ---------------------------------------------------------------------------------------------- interrupts
def test_reprieve_is_discarded_instead_of_its_character(t: Table) -> None:
    """Appendix I "Triggering Condition" 3: the interrupt window opens while leaving play is imminent."""
    x = t.put(t.opp, "Eager Scout")
    r = t.attach(t.opp, "Reprieve", x)
    t.conflict(t.opp, "military", [x], [])
    t.hand(t.me, "Assassination")
    t.use("Assassination", "Eager Scout")
    d = t.pending()
    assert d.kind == "interrupt" and d.player == t.opp
    t.pick("Reprieve:", who=t.opp)
    assert t.s.zone[x] == E.PLAY and t.s.zone[r] == E.CONF_DISCARD


def test_reprieve_declined_the_character_leaves(t: Table) -> None:
    x = t.put(t.opp, "Eager Scout")
    t.attach(t.opp, "Reprieve", x)
    t.conflict(t.opp, "military", [x], [])
    t.hand(t.me, "Assassination")
    t.use("Assassination", "Eager Scout")
    t.pick("Pass", who=t.opp)
    while t.pending().kind == "interrupt":
        t.pick("Pass")
    assert t.s.zone[x] != E.PLAY


def test_stand_your_ground_keeps_an_honored_character_in_the_fate_phase(t: Table) -> None:
    c = t.put(t.me, "Doji Whisperer", fate=0)
    t.s.status[c] = 1
    t.hand(t.me, "Stand Your Ground")
    t.hand(t.me, "Banzai!")
    t.s.stack.append(("fate_phase",))
    t.g._fresh = False
    while not t.can("Stand Your Ground"):
        t.pick("Pass")
    t.pick("Stand Your Ground", who=t.me)
    # I could hold Voice of Honor (I control more honored characters): the window to my own event asks me too
    while t.pending().kind == "interrupt":
        t.pick("Pass")
    assert t.s.zone[c] == E.PLAY and t.s.status[c] == 0


def test_voice_of_honor_cancels_an_event(t: Table) -> None:
    """RR "Cancel": the effects do not initiate; the event is still played (its cost paid, discarded)."""
    mine = t.put(t.me, "Doji Whisperer")
    t.s.status[mine] = 1
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [e])
    t.hand(t.me, "Voice of Honor")
    ban = t.hand(t.opp, "Banzai!")
    before = t.skill(e)
    t.use("Banzai!", "Eager Scout")
    while not t.can("Voice of Honor"):
        t.pick("Pass")
    t.pick("Voice of Honor", who=t.me)
    assert t.skill(e) == before and t.s.zone[ban] == E.CONF_DISCARD


def test_forged_edict_dishonors_a_courtier_to_cancel(t: Table) -> None:
    courtier = t.put(t.me, "Otomo Courtier")
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "political", [courtier], [e])
    t.hand(t.me, "Forged Edict")
    t.hand(t.opp, "Way of the Scorpion")
    t.use("Way of the Scorpion", "Otomo Courtier")
    while not t.can("Forged Edict"):
        t.pick("Pass")
    t.pick("Forged Edict", who=t.me)
    t.pick("Dishonor Otomo Courtier")
    assert t.s.status[courtier] == -1  # dishonored once, by the cost; the event's effect was cancelled


def test_way_of_the_unicorn_keeps_the_first_player_token(t: Table) -> None:
    first = t.s.first
    t.hand(first, "Way of the Unicorn")
    t.s.stack.append(("end_round",))
    t.g._fresh = False
    t.pick("Way of the Unicorn", who=first)
    t.pending()
    assert t.s.first == first


def test_the_art_of_peace_when_broken(t: Table) -> None:
    s = t.s
    q = s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    from rokugan.lcg.cards import by_title
    prov = s.new_card(by_title("The Art of Peace"), t.opp, E.PROVINCE)
    q.provinces[k] = prov
    att = t.put(t.me, "Matsu Berserker")
    t.s.status[att] = 1
    d = t.put(t.opp, "Doji Whisperer")
    t.conflict(t.me, "military", [att], [d], province=k)
    s.bowed[d] = True  # ready defenders only count: the attacker wins by 5, enough to break it
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while not t.can("The Art of Peace"):
        t.pick(t.pending().options[0].id)
    t.pick("The Art of Peace", who=t.opp)
    assert s.status[att] == 0 and s.status[d] == 1 and q.broken[k]


def test_an_interrupt_prompt_does_not_reveal_the_hand(t: Table) -> None:
    """The issue's "the order or timing of prompts must not reveal a hidden card": whether a player is asked in an
    interrupt window depends only on what everyone sees (here: he controls more honored characters, so he could hold
    Voice of Honor), never on whether he holds the event."""
    mine = t.put(t.me, "Hida Guardian")  # not a Courtier: nobody could pay for Forged Edict
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [e])
    t.hand(t.me, "Fine Katana")  # not an interrupt
    t.hand(t.opp, "Banzai!")
    t.use("Banzai!", "Eager Scout")
    assert t.pending().kind != "interrupt"  # no honored character: nobody could use Voice of Honor
    t.pick("No")
    t.s.status[mine] = 1
    t.hand(t.opp, "Way of the Scorpion")
    t.pick("Pass", who=t.me)
    t.use("Way of the Scorpion", "Matsu Berserker")
    asked = []
    while t.pending().kind == "interrupt":
        asked.append(t.pending().player)
        assert t.labels() == ["Pass"]
        t.pick("Pass")
    assert t.me in asked


# ---------------------------------------------------------------------------------------------- control
def test_blackmail_takes_control_until_the_end_of_the_conflict(t: Table) -> None:
    """RR "Control and Ownership": a participating character changing control participates for its new side."""
    e = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [e], [])
    t.hand(t.me, "Blackmail")
    assert not t.can("Play Blackmail")  # 10 honor each: not less honorable
    t.s.players[t.me].honor = 8
    t.use("Blackmail", "Eager Scout")
    assert t.s.controller[e] == t.me and e in t.s.conflict["defenders"] and e in t.s.players[t.me].home
    A.expire(t.s, "conflict")
    assert t.s.controller[e] == t.opp and e in t.s.players[t.opp].home


def test_calling_in_favors_moves_an_attachment_to_the_dishonored_character(t: Table) -> None:
    mine = t.put(t.me, "Doji Whisperer")
    theirs = t.put(t.opp, "Eager Scout")
    fan = t.attach(t.opp, "Ornate Fan", theirs)
    t.hand(t.me, "Calling in Favors")
    t.window(t.me)
    t.use("Calling in Favors", "Dishonor Doji Whisperer", "Ornate Fan")
    assert t.s.status[mine] == -1 and t.s.attached_to[fan] == mine and t.s.controller[fan] == t.me




def test_hida_kisada_cancels_the_first_opponent_action_in_each_conflict(t: Table) -> None:
    k = t.put(t.me, "Hida Kisada")
    b = t.put(t.opp, "Border Rider", bowed=True)
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [k])
    t.pick("Pass", who=t.me)
    t.use("Border Rider")
    assert t.s.bowed[b]  # cancelled
    t.s.used.clear()
    t.pick("Pass", who=t.me)
    t.use("Border Rider")
    assert not t.s.bowed[b]  # only the first one in the conflict


# ---------------------------------------------------------------------------------------------- Appendix III
def test_appendix_iii_let_go_on_watch_commander_reacts_before_it_is_discarded(t: Table) -> None:
    """"When you play Let Go targeting your opponent's Watch Commander, they will react to you playing Let Go before
    you resolve its effects" (a card is played at step 6; its effects resolve at step 7)."""
    theirs = t.put(t.opp, "Matsu Berserker")
    wc = t.attach(t.opp, "Watch Commander", theirs)
    t.conflict(t.opp, "military", [theirs], [])
    t.hand(t.me, "Let Go")
    h = t.s.players[t.me].honor
    t.use("Let Go", "Watch Commander")
    assert t.s.zone[wc] == E.PLAY  # not yet discarded
    t.pick("Watch Commander:", who=t.opp)
    assert t.s.players[t.me].honor == h - 1
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    assert t.s.zone[wc] == E.CONF_DISCARD


def test_appendix_iii_reprieve_prevents_a_sacrifice_paid_as_a_cost(t: Table) -> None:
    """"Reprieve will prevent a character from being sacrificed. If that occurs during the payment of a cost ... that
    cost is not considered to have been paid ... the ability is not considered to have been used, it could be
    triggered again in the next available action window.\""""
    t.put(t.me, "Steadfast Witch Hunter")
    fodder = t.put(t.me, "Eager Scout")
    rep = t.attach(t.me, "Reprieve", fodder)
    bowed = t.put(t.me, "Matsu Berserker", bowed=True)
    t.window(t.me)
    t.use("Steadfast Witch Hunter", "Sacrifice Eager Scout")
    t.pick("Reprieve:", who=t.me)
    assert t.s.zone[fodder] == E.PLAY and t.s.zone[rep] == E.CONF_DISCARD and t.s.bowed[bowed]
    t.pick("Pass", who=t.opp)
    assert t.can("Steadfast Witch Hunter:")  # not used


def test_appendix_iii_voice_of_honor_can_cancel_only_banzais_second_half(t: Table) -> None:
    """"You can choose to cancel either the entire card effect, just the second part of the card effect, or none.\""""
    mine = t.put(t.me, "Doji Whisperer")
    t.s.status[mine] = 1
    e = t.put(t.opp, "Matsu Berserker")
    t.conflict(t.me, "military", [t.put(t.me, "Eager Scout")], [e])
    t.hand(t.me, "Voice of Honor")
    t.hand(t.opp, "Banzai!")
    base = t.skill(e)
    t.use("Banzai!", "Matsu Berserker")
    while t.pending().kind == "interrupt":
        t.pick("Pass")  # the first +2 resolves
    t.pick("Yes", who=t.opp)  # lose 1 honor to resolve it again
    t.pick("Matsu Berserker", who=t.opp)  # its target chosen again (RR "Initiating Abilities": steps 5-7 repeat)
    t.pick("Voice of Honor", who=t.me)
    while t.pending().kind == "interrupt":
        t.pick("Pass")
    assert t.skill(e) == base + 2


def test_young_rumormonger_passes_the_dishonor_to_another_character(t: Table) -> None:
    t.put(t.me, "Young Rumormonger")
    target = t.put(t.opp, "Doji Whisperer")
    other = t.put(t.opp, "Eager Scout")
    t.conflict(t.opp, "military", [target], [])
    t.hand(t.opp, "Way of the Scorpion")
    t.pick("Pass", who=t.me)
    t.use("Way of the Scorpion", "Doji Whisperer")
    while not t.can("Young Rumormonger"):
        t.pick("Pass")
    t.pick("Young Rumormonger", who=t.me)
    t.pick("Eager Scout", who=t.me)
    while t.pending().kind == "interrupt":
        t.pick("Pass")
    assert t.s.status[target] == 0 and t.s.status[other] == -1


def test_restoration_of_balance_opponent_discards_down_to_four(t: Table) -> None:
    s = t.s
    q = s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    from rokugan.lcg.cards import by_title
    q.provinces[k] = s.new_card(by_title("Restoration of Balance"), t.opp, E.PROVINCE)
    att = t.put(t.me, "Matsu Berserker")
    for title in ("Banzai!", "Let Go", "Assassination", "Fine Katana", "Ornate Fan", "Good Omen"):
        t.hand(t.me, title)
    t.conflict(t.me, "military", [att], [], province=k)
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while not t.can("Restoration of Balance"):
        t.pick(t.pending().options[0].id)
    t.pick("Restoration of Balance", who=t.opp)
    t.pick("Discard Banzai!", who=t.me)
    t.pick("Discard Let Go", who=t.me)
    assert len(s.players[t.me].hand) == 4


# ------------------------------------------------------------------------------- protection, hand reactions
def test_above_question_cannot_be_chosen_by_an_opponents_event(t: Table) -> None:
    mine = t.put(t.me, "Doji Whisperer")
    t.attach(t.me, "Above Question", mine)
    t.conflict(t.me, "political", [mine], [])
    t.hand(t.opp, "Way of the Scorpion")
    assert t.pending().player == t.opp and not t.can("Way of the Scorpion")  # its only target is protected
    other = t.put(t.me, "Eager Scout")
    t.s.conflict["attackers"].append(other)
    t.pick("Play Way of the Scorpion", who=t.opp)
    assert t.labels() == ["Eager Scout (" + t.s.players[t.me].name + " participating)"]


def test_borderlands_defender_cannot_be_bowed_or_moved_by_opponents_while_defending(t: Table) -> None:
    d = t.put(t.me, "Borderlands Defender")
    t.put(t.opp, "Master of the Spear")
    t.conflict(t.opp, "military", [t.s.players[t.opp].home[-1]], [d])
    t.pick("Pass", who=t.me)
    t.use("Master of the Spear")
    t.pick("Borderlands Defender", who=t.me)
    assert d in t.s.conflict["defenders"]


def test_ready_for_battle_readies_after_an_opponents_effect_bows(t: Table) -> None:
    mine = t.put(t.me, "Eager Scout")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [mine])
    t.hand(t.me, "Ready for Battle")
    t.hand(t.opp, "Admit Defeat")
    t.pick("Pass", who=t.me)
    t.use("Admit Defeat", "Eager Scout")
    while not t.can("Ready for Battle"):
        t.pick("Pass")
    t.pick("Ready for Battle", who=t.me)
    assert not t.s.bowed[mine]


def test_vengeful_oathkeeper_comes_into_play_from_hand_after_losing_a_military_conflict(t: Table) -> None:
    v = t.hand(t.me, "Vengeful Oathkeeper")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [])
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    while not t.can("Vengeful Oathkeeper"):
        t.pick(t.pending().options[0].id)
    t.pick("Vengeful Oathkeeper", who=t.me)
    assert t.s.zone[v] == E.PLAY and v in t.s.players[t.me].home


def test_way_of_the_dragon_gives_one_more_use(t: Table) -> None:
    b = t.put(t.me, "Border Rider", bowed=True)
    t.attach(t.me, "Way of the Dragon", b)
    t.window(t.me)
    t.use("Border Rider")
    t.s.bowed[b] = True
    t.pick("Pass", who=t.opp)
    t.use("Border Rider")  # a second time this round
    assert not t.s.bowed[b]
    t.s.bowed[b] = True
    t.pick("Pass", who=t.opp)
    assert not t.can("Border Rider:")


def test_togashi_kazue_as_an_attachment_moves_fate_to_its_character(t: Table) -> None:
    host = t.put(t.me, "Matsu Berserker", fate=0)
    other = t.put(t.opp, "Eager Scout", fate=2)
    k = t.hand(t.me, "Togashi Kazue")
    t.window(t.me)
    t.pick("Attach Togashi Kazue to Matsu Berserker")
    assert t.s.attached_to[k] == host
    t.conflict(t.opp, "military", [other], [host])
    t.use("Togashi Kazue", "Eager Scout")
    assert t.s.fate_on[other] == 1 and t.s.fate_on[host] == 1


def test_the_art_of_war_draws_three_when_broken(t: Table) -> None:
    s = t.s
    q = s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    from rokugan.lcg.cards import by_title
    q.provinces[k] = s.new_card(by_title("The Art of War"), t.opp, E.PROVINCE)
    t.conflict(t.me, "military", [t.put(t.me, "Matsu Berserker")], [], province=k)
    t.s.players[t.me].honor = 10
    n = len(q.hand)
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while not t.can("The Art of War"):
        t.pick(t.pending().options[0].id)
    t.pick("The Art of War", who=t.opp)
    assert len(q.hand) == n + 3 and q.broken[k]


def test_togashi_yokuni_gains_another_characters_ability_until_the_end_of_the_phase(t: Table) -> None:
    y = t.put(t.me, "Togashi Yokuni", bowed=True)
    t.put(t.opp, "Border Rider")
    t.window(t.me)
    t.use("Togashi Yokuni")
    t.pick("Border Rider: Action: Ready this character.")
    t.pick("Pass", who=t.opp)
    t.use("Togashi Yokuni")  # now it has Border Rider's action: ready itself
    assert not t.s.bowed[y]
    A.expire(t.s, "phase")
    t.s.bowed[y] = True
    assert not any("Ready this character" in x for x in t.labels())


def test_togashi_yokuni_resolves_a_gained_ability_whose_cost_sacrifices_him(t: Table) -> None:
    """Togashi Yokuni gains Miya Mystic's "Action: During the conflict phase, sacrifice this character, choose an
    attachment - discard that attachment" and uses it: paying the cost takes him out of play, which ends what he
    gained (RR "Leaves Play": a new instance), yet the initiated ability resolves (RR "Initiating Abilities": once
    its costs are paid, the effects resolve). Found by the 2,000-game soak (seed 1000: an IndexError)."""
    y = t.put(t.me, "Togashi Yokuni")
    t.put(t.opp, "Miya Mystic")
    o = t.put(t.opp, "Matsu Berserker")
    katana = t.attach(t.opp, "Fine Katana", o)
    t.s.phase = "conflict"
    t.window(t.me)
    t.use("Togashi Yokuni")
    t.pick("Miya Mystic: Action:")
    t.pick("Pass", who=t.opp)
    t.use("Togashi Yokuni")  # the gained action: sacrifice Yokuni, then choose an attachment
    while t.s.zone[katana] == E.PLAY and t.pending() is not None and t.pending().player == t.me:
        t.pick("Fine Katana")
    assert t.s.zone[y] != E.PLAY and t.s.zone[katana] != E.PLAY


# ---------------------------------------------------------------------------------------------- rings
def test_shiba_tsukune_resolves_two_unclaimed_rings_when_the_conflict_phase_ends(t: Table) -> None:
    t.put(t.me, "Shiba Tsukune")
    t.s.players[t.opp].honor = 10
    h = t.s.players[t.me].honor
    t.s.stack.append(("phase_end", "conflict"))
    t.g._fresh = False
    t.pick("Shiba Tsukune", who=t.me)
    t.pick("Resolve the air ring's effect")
    t.pick("Gain 2 honor")
    t.pick("Resolve the earth ring's effect")
    t.pick("Draw 1 card")
    assert t.s.players[t.me].honor == h + 2


def test_shiba_yojimbo_cancels_an_ability_targeting_a_shugenja(t: Table) -> None:
    t.put(t.me, "Shiba Yōjimbō")
    shu = t.put(t.me, "Isawa Atsuko")
    t.conflict(t.me, "military", [shu], [])
    t.hand(t.opp, "Way of the Scorpion")
    t.use("Way of the Scorpion", "Isawa Atsuko")
    while not t.can("Shiba Yōjimbō"):
        t.pick("Pass")
    t.pick("Shiba Yōjimbō", who=t.me)
    while t.pending().kind == "interrupt":
        t.pick("Pass")
    assert t.s.status[shu] == 0


def test_display_of_power_the_losing_defender_resolves_and_claims_the_ring(t: Table) -> None:
    """Appendix III: "Losing honor for unopposed and breaking the province will occur before resolving Display of
    Power's effect"; the defender resolves the ring effect as the attacking player and claims the ring."""
    t.hand(t.me, "Display of Power")
    t.conflict(t.opp, "military", [t.put(t.opp, "Matsu Berserker")], [], ring="air")
    h = t.s.players[t.me].honor
    t.pick("Pass", who=t.me)
    t.pick("Pass", who=t.opp)
    while not t.can("Display of Power"):
        t.pick("Pass")
    t.pick("Display of Power", who=t.me)
    while t.pending().player != t.me or t.pending().kind != "ring":
        t.pick(t.pending().options[0].id)
    t.pick("Gain 2 honor", who=t.me)
    t.pending()
    assert t.s.players[t.me].honor == h - 1 + 2  # unopposed first, then the ring effect for the defender
    assert t.s.rings["air"][1] == t.me


def test_pilgrimage_cancels_the_ring_effect_unless_broken(t: Table) -> None:
    s = t.s
    q = s.players[t.opp]
    k = next(i for i in range(5) if i != q.sh_prov)
    from rokugan.lcg.cards import by_title
    q.provinces[k] = s.new_card(by_title("Pilgrimage"), t.opp, E.PROVINCE)
    d = t.put(t.opp, "Eager Scout")
    t.conflict(t.me, "political", [t.put(t.me, "Doji Whisperer")], [d], ring="air", province=k)
    h = s.players[t.me].honor
    t.pick("Pass", who=t.opp)
    t.pick("Pass", who=t.me)
    while t.pending().kind in ("reaction", "interrupt"):
        t.pick("Pass")
    assert not q.broken[k] and s.rings["air"][1] == t.me  # won and claimed, but no ring effect to resolve
    assert s.players[t.me].honor == h and any("cancels the ring effect" in e.text for e in s.log[-8:])


def test_duelist_training_the_higher_bidder_may_discard_cards_instead_of_giving_honor(t: Table) -> None:
    c = t.put(t.me, "Kakita Kaezin")
    t.attach(t.me, "Duelist Training", c)
    e = t.put(t.opp, "Eager Scout")
    for title in ("Banzai!", "Let Go", "Fine Katana"):
        t.hand(t.me, title)
    t.conflict(t.opp, "military", [e], [c])
    h = t.s.players[t.me].honor
    t.use("Duelist Training", "Eager Scout")
    _bid(t, 3, 1)
    while t.pending().kind == "reaction":  # D.4: "after honor dials are revealed" (a hand could hold such an event)
        t.pick("Pass")
    t.pick("Discard 2 cards", who=t.me)
    t.pick("Discard Banzai!")
    t.pick("Discard Let Go")
    assert t.s.players[t.me].honor == h and len(t.s.players[t.me].hand) == 1 and t.s.bowed[e]


def test_the_heuristic_answers_card_decisions_it_has_no_rule_for(t: Table) -> None:
    """A decision a card asks (Shiba Tsukune's choice of rings) gets a legal answer from the heuristic (an ISMCTS
    playout once crashed on it)."""
    from rokugan.lcg.heuristic import HeuristicAgent
    t.put(t.me, "Shiba Tsukune")
    t.s.stack.append(("phase_end", "conflict"))
    t.g._fresh = False
    t.pick("Shiba Tsukune", who=t.me)
    d = t.pending()
    assert d.kind == "rings"
    assert HeuristicAgent(1).choose(t.g, d) in d.ids()
