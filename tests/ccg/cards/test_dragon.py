"""Scenario tests for the Dragon starter's cards, through the decision interface."""

from __future__ import annotations

from rokugan.ccg import primitives as P
from rokugan.ccg.state import FATE_DECK, FATE_DISCARD, HAND, PLAY

from .harness import CardScenario, act, item, personality, real, stats


def _board() -> tuple[CardScenario, int, int]:
    sc = CardScenario()
    me = sc.play(0, personality("Dragon Samurai", f=2, c=2, clan="Dragon"))
    foe = sc.play(1, personality("Crab Samurai", f=2, c=2, clan="Crab"))
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    return sc, me, foe


def test_remote_monastery_searches_a_ring_into_play_at_the_start() -> None:
    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.ccg.builtin_decks import builtin_deck
    from rokugan.ccg.game import deck_spec_from_list, start_game
    cat = Catalog.builtin()
    g = start_game([deck_spec_from_list(builtin_deck("dragon", cat), cat),
                    deck_spec_from_list(builtin_deck("crab", cat), cat)], seed=3)
    d = g.pending()
    assert d is not None and d.kind == "search"
    ring = next(o for o in d.options if o.id.startswith("find:"))
    assert "Void" not in ring.label
    g.choose(ring.id)
    c = int(ring.id.split(":")[1])
    assert g.s.zone[c] == PLAY and c in g.s.players[0].home


def test_remote_monastery_forbids_other_clan_monks() -> None:
    from rokugan.ccg.actions import recruit_forbidden
    sc, me, foe = _board()
    sc.s.facts[sc.s.players[0].stronghold] = real("The Remote Monastery of the Dragon")
    sc.s.players[0].clan = "Dragon"
    monk = sc.province(0, 0, personality("Phoenix Monk", clan="Phoenix", keywords=("Monk",)))
    own = sc.province(0, 1, personality("Dragon Monk", clan="Dragon", keywords=("Monk",)))
    assert recruit_forbidden(sc.s, 0, monk) and not recruit_forbidden(sc.s, 0, own)


def test_nexus_of_lies_increases_losses_from_own_cards() -> None:
    sc, me, foe = _board()
    sc.play(0, real("Nexus of Lies"))
    bojan = sc.province(1, 0, real("Mirumoto Bojan"))
    sc.goto("action", active=1)
    honor = sc.s.players[1].honor
    start = sc.s.facts[sc.s.players[1].stronghold].starting_honor or 0
    P.leave_province(sc.s, bojan)
    P.enter_play(sc.s, 1, bojan)
    sc._touch()
    assert sc.pending is not None  # the trait resolves
    assert sc.s.players[1].honor == honor - 1 - start // 2


def test_shrine_to_hachiman_straightens_an_attachment() -> None:
    sc, me, foe = _board()
    shrine = sc.play(0, real("Shrine to Hachiman"))
    yari = sc.attach(real("Heavy Yari"), me, bowed=True)
    sc.goto("action", active=0)
    sc.s.bowed[yari] = True
    sc._touch()
    act(sc, shrine, f"t:{yari}")
    assert not sc.s.bowed[yari]


def test_ancestral_armor_dragon_straightens_a_ring() -> None:
    sc, me, foe = _board()
    armor = sc.attach(real("Ancestral Armor of the Dragon Clan - exp"), me)
    ring = sc.play(0, real("Ring of Earth"), bowed=True)
    sc.goto("action", active=0)
    sc.s.bowed[ring] = True
    sc._touch()
    act(sc, armor, f"t:{ring}")
    assert not sc.s.bowed[ring] and sc.s.bowed[armor]


def test_lost_blade_bows_an_equal_force_personality() -> None:
    sc, me, foe = _board()
    blade = sc.attach(real("Lost Blade of the Maharaja"), me)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, blade, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_reinforced_parangu_fear_2() -> None:
    sc, me, foe = _board()
    p = sc.attach(real("Reinforced Parangu"), me)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, p, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_sadamune_blade_attaches_to_the_winner() -> None:
    from rokugan.ccg.duel import challenge
    sc, me, foe = _board()
    blade = sc.hand(0, real("Sadamune Blade"))
    sc.goto("action", active=0)
    challenge(sc.s, me, foe, consequence="none")
    sc._touch()
    sc.choose("focus_deck")  # the challenged player focuses first
    sc.choose(f"focus:{blade}")
    sc.choose("strike")
    if sc.pending is not None and sc.kind() == "yes_no":
        sc.choose("yes")
    if stats.stat(sc.s, blade, "focus") + 2 > 2:
        assert sc.s.attached_to[blade] == me


def test_tiger_claw_melee_3() -> None:
    sc, me, foe = _board()
    claw = sc.attach(real("Tiger Claw"), me)
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, claw, f"t:{foe}")
    assert sc.s.dead[foe]


def test_versatile_blade_discard_to_straighten() -> None:
    sc, me, foe = _board()
    blade = sc.attach(real("Versatile Blade"), me)
    junk = sc.hand(0, real("Fall Back!"))
    sc.battle_with([me], [foe])
    sc.s.bowed[me] = True
    sc._touch()
    sc.choose("pass")
    act(sc, blade, f"t:{junk}")
    assert not sc.s.bowed[me] and sc.s.zone[junk] == 6


def test_mirumoto_bojan_loses_honor() -> None:
    sc, me, foe = _board()
    b = sc.province(0, 0, real("Mirumoto Bojan"))
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    P.leave_province(sc.s, b)
    P.enter_play(sc.s, 0, b)
    sc._touch()
    assert sc.pending is not None  # the trait resolves
    assert sc.s.players[0].honor == honor - 1 and not sc.s.players[0].ignore_hr


def test_mirumoto_hikuryo_fear_3_against_dishonorable() -> None:
    sc, me, foe = _board()
    h = sc.play(0, real("Mirumoto Hikuryo"))
    big = sc.play(1, personality("Crab Rogue", f=3, c=2))
    sc.s.dishonored[big] = True
    sc.battle_with([h], [big])
    sc.choose("pass")
    act(sc, h, f"t:{big}")
    assert sc.s.bowed[big]
    del foe


def test_mirumoto_niwa_refused_gives_plus_three() -> None:
    sc, me, foe = _board()
    n = sc.play(0, real("Mirumoto Niwa"))
    sc.battle_with([n], [foe])
    sc.choose("pass")
    before = sc.force(n)
    act(sc, n, f"t:{foe}", "refuse")
    assert sc.force(n) == before + 3


def test_mirumoto_shikei_straightens_a_ring() -> None:
    sc, me, foe = _board()
    sh = sc.play(0, real("Mirumoto Shikei, the Laughing Dragon - exp"))
    ring = sc.play(0, real("Ring of Water"))
    sc.goto("action", active=0)
    sc.s.bowed[ring] = True
    sc._touch()
    act(sc, sh, f"t:{ring}", i=1)
    assert not sc.s.bowed[ring]


def test_mirumoto_shikei_looks_exchanges_and_reorders_the_top_three() -> None:
    sc, me, foe = _board()
    sh = sc.play(0, real("Mirumoto Shikei, the Laughing Dragon - exp"))
    p = sc.s.players[0]
    titles = ("A Warrior's Brutality", "Tactical Setback", "Come One at a Time")
    a, b, c = (sc.s.new_card(real(t), 0, 1) for t in titles)
    p.fate_deck[:0] = [a, b, c]
    held = sc.hand(0, real("Unchecked Fury"))
    fourth = p.fate_deck[3]
    sc.goto("action", active=0)
    act(sc, sh)
    d = sc.pending
    assert d is not None and d.player == 0 and "keep" in d.ids() and f"swap:{b}:{held}" in d.ids()
    sc.choose(f"swap:{b}:{held}")  # take Tactical Setback, put Unchecked Fury in its place
    assert b in p.hand and held not in p.hand
    assert sorted(sc.ids()) == sorted([f"top:{a}", f"top:{held}", f"top:{c}"])
    sc.choose(f"top:{c}", f"top:{held}")  # "Put the cards back in any order": Come One at a Time on top
    assert p.fate_deck[:4] == [c, held, a, fourth]
    assert sc.s.zone[held] == FATE_DECK and sc.s.zone[b] == HAND
    del me, foe


def test_mirumoto_tsukazu_bows_a_weaker_enemy() -> None:
    sc, me, foe = _board()
    t = sc.play(0, real("Mirumoto Tsukazu"))
    sc.battle_with([t], [foe])
    sc.choose("pass")
    act(sc, t, f"t:{foe}")
    assert sc.s.bowed[foe]


def test_mirumoto_yasushi_token_on_recruit() -> None:
    sc, me, foe = _board()
    y = sc.province(0, 2, real("Mirumoto Yasushi"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    sc.choose(f"recruit:{y}")
    # CR "Using abilities", EXCEPTION: his Interrupt is taken, from the Province, to the Recruit that brings him
    # into play; CR "Action Rounds": in the Interrupt step the active player acts first.
    assert sc.kind() == "action" and sc.who() == 0 and f"ab:{y}:a:0" in sc.ids() and "pass" in sc.ids()
    sc.choose(f"ab:{y}:a:0")
    # CR "Interrupt actions": "After you Recruit" waits for the Recruit: the token is chosen once he is in play
    assert sc.s.zone[y] == PLAY and sc.kind() != "action" and stats.chi(sc.s, y) == stats.printed(sc.s, y, "chi")
    sc.choose("opt:1")
    assert sc.s.zone[y] == PLAY and stats.chi(sc.s, y) == stats.printed(sc.s, y, "chi") + 1


def test_mirumoto_yasushi_interrupt_is_optional() -> None:
    """An Interrupt is an action: not playing it (passing) gives no token."""
    sc, me, foe = _board()
    y = sc.province(0, 2, real("Mirumoto Yasushi"))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 20
    sc._touch()
    sc.choose(f"recruit:{y}", "pass")
    assert sc.s.zone[y] == PLAY and stats.chi(sc.s, y) == stats.printed(sc.s, y, "chi")
    assert not any(o.startswith(f"ab:{y}:") for o in sc.ids())  # not offered again once he is in play


def test_togashi_ogure_additional_battle_actions() -> None:
    sc, me, foe = _board()
    o = sc.play(0, real("Togashi Ogure"))
    ring = sc.play(0, real("Ring of Earth"))
    sc.battle_with([o], [foe])
    sc.choose("pass")
    act(sc, o, "pass", f"t:{ring}", i=1)  # "pass": the Ring of Earth's Interrupt is not played
    assert sc.s.bowed[ring] and sc.kind() == "action" and sc.who() == 0  # his additional actions


def test_aligned_with_the_elements_bows_an_enemy() -> None:
    sc, me, foe = _board()
    ring = sc.play(0, real("Ring of Earth"))
    card = sc.hand(0, real("Aligned with the Elements"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, "pass", f"t:{ring}", f"t:{foe}")  # "pass": the Ring of Earth's Interrupt
    assert sc.s.bowed[ring] and sc.s.bowed[foe]


def test_claiming_the_ruins_returns_an_item() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Claiming the Ruins"))
    lost = sc.s.new_card(real("Heavy Yari"), 0, 6)
    sc.s.players[0].fate_discard.append(lost)
    sc.s.face_up[lost] = True
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 2
    sc._touch()
    act(sc, card, f"t:{lost}")
    assert sc.s.zone[lost] == HAND


def test_never_without_a_weapon_creates_a_weapon() -> None:
    sc, me, foe = _board()
    card = sc.hand(0, real("Never Without a Weapon"))
    junk = sc.hand(0, real("Fall Back!"))
    focus = stats.stat(sc.s, junk, "focus")
    sc.battle_with([me], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 5
    sc._touch()
    act(sc, card, f"t:{me}", f"t:{junk}")
    assert any(sc.s.facts[a].has_keyword("Weapon") for a in sc.s.attached[me])
    assert sc.force(me) == 2 + focus


def test_tonfajutsu_destroys_an_enemy_attachment() -> None:
    sc, me, foe = _board()
    mine = sc.attach(real("Heavy Yari"), me)
    theirs = sc.attach(real("Oriole Katana"), foe)
    card = sc.hand(0, real("Tonfajutsu"))
    sc.battle_with([me], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{mine}", f"t:{theirs}")
    assert sc.s.bowed[mine] and sc.s.zone[theirs] != PLAY


def test_weakness_exposed_bows_and_destroys_a_defender() -> None:
    sc, me, foe = _board()
    strong = sc.play(0, personality("Dragon Duelist", f=2, c=6, clan="Dragon"))
    card = sc.hand(0, real("Weakness Exposed"))
    sc.battle_with([strong], [foe])
    sc.choose("pass")
    act(sc, card, f"t:{strong}", f"t:{foe}", "strike")
    assert sc.s.dead[foe]
    del me


def _stillness(kensai: bool) -> tuple[CardScenario, int, int, int, list[int]]:
    sc, me, foe = _board()
    kw = ("Samurai", "Kensai") if kensai else ("Samurai",)
    hero = sc.play(0, personality("Dragon Duelist", keywords=kw))
    card = sc.hand(0, real("In Stillness, Forge the Soul"))
    p = sc.s.players[0]
    blade = sc.s.new_card(item("Plain Katana", f=2, cost=1), 0, 1)
    others = [sc.s.new_card(real(t), 0, 1) for t in ("A Warrior's Brutality", "Tactical Setback", "Tonfajutsu",
                                                      "Weakness Exposed")]
    p.fate_deck[:0] = [others[0], blade, *others[1:]]
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 1
    sc._touch()
    act(sc, card, f"t:{hero}")
    del me, foe
    return sc, hero, card, blade, others


def test_in_stillness_equips_a_weapon_from_the_top_five_and_reorders_the_rest() -> None:
    sc, hero, card, blade, others = _stillness(kensai=False)
    d = sc.pending
    assert d is not None and sorted(d.ids()) == sorted(["none", f"equip:{blade}"])  # only the Weapon
    sc.choose(f"equip:{blade}")  # its Gold Cost is paid (CR "Equip" as an effect): 1 Gold from the pool
    assert sc.s.attached_to[blade] == hero and sc.s.players[0].gold_pool == 0
    a, b, c, e = others
    sc.choose(f"top:{e}", f"top:{c}", f"top:{a}")  # "Put the remaining cards back in any order"
    assert sc.s.players[0].fate_deck[:4] == [e, c, a, b]
    assert sc.s.zone[card] == FATE_DISCARD


def test_in_stillness_a_kensai_without_a_weapon_may_take_it_back_before_the_turn_ends() -> None:
    """"... you may put this Strategy back in your hand before the turn ends": CR "Drawing and discarding Fate cards":
    'Effects "before the turn ends" happen prior to this drawing and discarding' (at the end of the turn, not at once:
    played again and again in one Action Phase, it never let a game end)."""
    sc, hero, card, blade, others = _stillness(kensai=True)
    sc.choose("none")
    while sc.kind() == "look":
        sc.choose(sc.ids()[0])
    assert sc.s.zone[card] == FATE_DISCARD and card not in sc.s.players[0].hand  # resolved and discarded
    assert "yes" not in sc.ids()
    hand = len(sc.s.players[0].hand)
    sc.goto("end", active=0)
    assert sc.kind() == "yes_no" and sc.who() == 0  # "you may put this Strategy back in your hand"
    sc.choose("yes")
    assert sc.s.zone[card] == HAND and blade in sc.s.players[0].fate_deck[:5]
    assert len(sc.s.players[0].hand) == hand + 2  # it, then the end of turn's Fate card (drawn after it)


def test_secluded_outpost_equips_an_attachment_for_4_less_after_the_recruit_it_paid_for() -> None:
    sc = CardScenario()
    outpost = sc.play(0, real("Secluded Outpost"))
    sc.s.bowed[sc.s.players[0].stronghold] = True
    sc.empty_provinces(0)
    guy = sc.province(0, 0, personality("Dragon Samurai", clan=None, cost=4), face_up=True)
    cheap = sc.hand(0, item("Cheap Katana", cost=3, keywords=("Weapon",)))
    dear = sc.hand(0, item("Dear Armor", cost=6, keywords=("Armor",)))
    sc.goto("dynasty", active=0)
    sc.choose(f"recruit:{guy}", f"gold:{outpost}")  # the Outpost produces 4 Gold for the Recruit
    # CR "Action Sequence" C: the Interrupt step after the Recruit's costs, the active player first; Tireless: the
    # bowed Outpost's Interrupt is offered
    assert sc.s.stack[-1][:2] == ("round", "interrupt") and sc.who() == 0 and f"ab:{outpost}:a:0" in sc.ids()
    sc.choose(f"ab:{outpost}:a:0")
    assert sc.kind() == "amount" and sc.ids() == ["gold:0"]  # its Gold star: no Gold left to pay more
    sc.choose("gold:0")
    # "after he enters play": the Katana costs 0 now (3 - 4), the Armor 2 (more than was paid)
    assert sc.s.zone[guy] == PLAY and set(sc.ids()) == {"none", f"equip:{cheap}"}
    sc.choose(f"equip:{cheap}")
    assert sc.s.attached_to[cheap] == guy and dear in sc.s.players[0].hand


def test_secluded_outpost_only_for_the_recruit_it_paid_for() -> None:
    sc = CardScenario()
    sc.play(0, real("Secluded Outpost"))
    sc.empty_provinces(0)
    guy = sc.province(0, 0, personality("Dragon Samurai", clan=None, cost=2), face_up=True)
    sc.hand(0, item("Cheap Katana", cost=3, keywords=("Weapon",)))
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 2  # paid from the pool: the Outpost did not bow for it
    sc.choose(f"recruit:{guy}")
    # Good Faith ("If this Holding bowed to produce Gold to Recruit a Personality"): not offered, the step passes
    assert sc.s.zone[guy] == PLAY and sc.s.players[0].hand and sc.s.attached[guy] == ()
