"""The Emperor Edition rule set (`ruleset="emperor"`), each test built from the Emperor Edition rulebook's wording
(`../shared/seeds/000_...`, cited by its section headings) against the CR rule set where they differ."""

from __future__ import annotations

from rokugan.catalog import cards as T
from rokugan.catalog.ccg_catalog import Catalog
from rokugan.ccg.game import DeckSpec, start_game
from rokugan.ccg.state import DYN_DISCARD, PLAY, REMOVED

from .scenario import Scenario, card, deck, holding, item, personality

CAT = Catalog.builtin()


def _ee(**kw: object) -> Scenario:
    return Scenario(ruleset="emperor", **kw)  # type: ignore[arg-type]


def _titles_in_play(sc: Scenario, seat: int) -> list[str]:
    return [sc.s.title(c) for c in sc.s.players[seat].home]


# ------------------------------------------------------------------------------ Setting Up The Game
def test_starting_holdings_border_keep_for_all_bamboo_harvesters_for_the_second_player() -> None:
    """EE "Starting Holdings": "each player begins the game with one special Holding titled 'Border Keep' in
    play. If you're not going first, you also start the game with one Holding titled 'Bamboo Harvesters' in play
    and bowed. If you are going first, keep 'Bamboo Harvesters' out of the game." "Separate out ... any Holdings
    titled 'Bamboo Harvesters' or 'Border Keep' ... These cards do not go in decks." """
    keep, bamboo = CAT.get("border-keep"), CAT.get("bamboo-harvesters")
    decks = []
    for clan, honor in (("Crab", 6), ("Crane", 5)):  # the Crab's higher Starting Honor goes first
        d = deck(clan, honor)
        decks.append(DeckSpec(d.stronghold, [keep, bamboo, *d.dynasty], d.fate, pregame=[]))
    g = start_game(decks, 3, ruleset="emperor")
    s = g.s
    first, second = s.players[0], s.players[1]
    assert s.active == 0
    for p in (first, second):
        assert not any(s.title(c) in ("Border Keep", "Bamboo Harvesters") for c in p.dyn_deck + sum(p.provinces, []))
    keeps = [c for c in first.home if s.title(c) == "Border Keep"]
    assert len(keeps) == 1 and not s.bowed[keeps[0]]
    assert not any(s.title(c) == "Bamboo Harvesters" for c in first.home)
    harvesters = [c for c in second.home if s.title(c) == "Bamboo Harvesters"]
    assert len(harvesters) == 1 and s.bowed[harvesters[0]]
    assert any(s.title(c) == "Border Keep" for c in second.home)
    # "Draw six cards from the top of your Fate deck"
    assert len(first.hand) == 6 and len(second.hand) == 6
    ivory = start_game([deck("Crab", 6), deck("Crane", 5)], 3)
    assert len(ivory.s.players[0].hand) == 5 and not any(
        ivory.s.title(c) == "Border Keep" for p in ivory.s.players for c in p.home)


def test_bamboo_harvesters_will_not_straighten_before_your_second_turn() -> None:
    """EE "1. Straighten Phase": "Note that 'Bamboo Harvesters' has a trait that says it will not straighten on the
    first turn." (Its text: "This card will not straighten before your second turn.")"""
    sc = _ee()
    bamboo = sc.play(1, CAT.get("bamboo-harvesters"), bowed=True)
    sc.goto("start", active=1, first_turn=True)  # his first turn
    assert sc.s.bowed[bamboo] and sc.s.phase == "action"
    sc.goto("start", active=1)  # a later turn
    assert not sc.s.bowed[bamboo]


def test_border_keep_cycles_on_your_first_turn_and_once_per_game() -> None:
    """Border Keep: "Limited: If it is your first turn, put one or more cards in your Provinces at the bottom of
    your deck, refilling the Provinces face-up. Limited: Once per game, ..." """
    sc = _ee()
    keep = sc.play(0, CAT.get("border-keep"))
    sc.empty_provinces(0)  # face-up cards (the Events Phase turned them up)
    sc.goto("action", active=0, first_turn=True)
    assert f"ab:{keep}:a:0" in sc.ids() and f"ab:{keep}:a:1" in sc.ids()
    sc.goto("action", active=0)  # a later turn: "If it is your first turn" is in the effects block (one colon)
    assert f"ab:{keep}:a:0" in sc.ids() and f"ab:{keep}:a:1" in sc.ids()
    sc.choose(f"ab:{keep}:a:1")
    while sc.kind() != "action" or sc.who() != 0:
        sc.choose(sc.ids()[-1])
    sc.goto("action", active=0)
    assert f"ab:{keep}:a:1" not in sc.ids()  # the once-per-game ability is spent for good


# ------------------------------------------------------------------------------ The Turn Sequence
def test_a_condition_in_the_effects_block_is_not_required_to_take_the_action() -> None:
    """EE "A. Check Conditions": "Some required conditions may appear in an ability's constraints block, such as
    'If you control a Shugenja...'"; the effects block is "the text after the ability's last colon". Border Keep's
    "Limited: If it is your first turn, put one or more cards ..." has its condition after the last colon: on a later
    turn the action may be taken, and its effects do nothing. (Under the CR, the Good Faith Rule requires it.)"""
    sc = _ee()
    keep = sc.play(0, CAT.get("border-keep"))
    sc.empty_provinces(0)
    sc.goto("action", active=0)  # not the first turn
    s = sc.s
    before = ([list(x) for x in s.players[0].provinces], list(s.players[0].dyn_deck))
    sc.choose(f"ab:{keep}:a:0")
    while sc.kind() != "action" or sc.who() != 0:
        sc.choose(sc.ids()[-1])
    assert ([list(x) for x in s.players[0].provinces], list(s.players[0].dyn_deck)) == before  # nothing cycled
    assert f"ab:{keep}:a:0" not in sc.ids()  # the Limited action was taken
    ivory = _ee()
    ivory.s.ruleset = "ivory"
    k2 = ivory.play(0, CAT.get("border-keep"))
    ivory.goto("action", active=0)
    assert f"ab:{k2}:a:0" not in ivory.ids()  # CR "Good Faith Rule": the leading "If" must hold at announcement


def test_turn_is_straighten_events_action_attack_dynasty_end() -> None:
    """EE "The Turn Sequence": 1. Straighten Phase, 2. Events Phase, 3. Action Phase, 4. Attack Phase,
    5. Dynasty Phase, 6. End Phase."""
    sc = _ee()
    seen: list[str] = []
    s = sc.s
    from rokugan.ccg import flow
    handlers = dict(flow.HANDLERS)
    try:
        for name in ("straighten_phase", "events_phase", "action_phase", "attack_choice", "dynasty_phase",
                     "end_turn"):
            def spy(st, step, _h=handlers[name], _n=name):  # type: ignore[no-untyped-def]
                if not seen or seen[-1] != _n:
                    seen.append(_n)
                return _h(st, step)
            flow.HANDLERS[name] = spy
        sc.goto("start", active=0)
        while s.active == 0 and s.result is None:
            sc.choose("pass" if "pass" in sc.ids() else ("no_attack" if "no_attack" in sc.ids() else sc.ids()[0]))
    finally:
        flow.HANDLERS.update(handlers)
    assert seen[:6] == ["straighten_phase", "events_phase", "action_phase", "attack_choice", "dynasty_phase",
                        "end_turn"]


def test_events_phase_reveals_left_to_right_events_resolve_and_are_discarded() -> None:
    """EE "2. Events Phase": "Starting with your leftmost province, turn its card face-up ... If it is an Event,
    take it out of the province. The Event's effects resolve now, before the province is refilled. Once an Event
    has resolved, discard it." A refilled province stays face down."""
    sc = _ee()
    a = sc.province(0, 0, holding("Left Farm"), face_up=False)
    ev = sc.province(0, 1, card("Festival", T.EVENT), face_up=False)
    c = sc.province(0, 2, holding("Right Farm"), face_up=False)
    sc.goto("start", active=0)
    s = sc.s
    assert s.face_up[a] and s.face_up[c]
    assert s.zone[ev] == DYN_DISCARD and ev in s.players[0].dyn_discard
    refill = s.players[0].provinces[1]
    assert len(refill) == 1 and not s.face_up[refill[0]]
    log = "\n".join(e.text for e in s.log)
    assert log.index("Left Farm") < log.index("Festival") < log.index("Right Farm")


def test_celestials_replace_your_other_celestial_regions_attach_one_per_province() -> None:
    """EE "2. Events Phase": "If it is a Celestial, discard any other Celestials you control, then put it into
    play in your home." "If it is a Region, it must enter play attached to the province it was revealed in."
    "Provinces will not attach more than one Region. Regions that fail to attach ... are discarded"."""
    sc = _ee()
    old = sc.play(0, card("Old Guidance", T.CELESTIAL))
    new = sc.province(0, 0, card("New Guidance", T.CELESTIAL), face_up=False)
    reg = sc.province(0, 1, card("Plains", T.REGION), face_up=False)
    sc.goto("start", active=0)
    s = sc.s
    assert s.zone[new] == PLAY and new in s.players[0].home and s.zone[old] != PLAY
    assert s.zone[reg] == PLAY and s.province_of[reg] == 1
    second = sc.province(0, 1, card("Hills", T.REGION), face_up=False)
    sc.goto("start", active=0)
    assert s.zone[second] == DYN_DISCARD and s.zone[reg] == PLAY


# ------------------------------------------------------------------------------ Paying Gold Costs
def test_gold_produced_does_not_carry_over_the_rulebooks_example() -> None:
    """EE "Paying Gold Costs", example: a Stronghold producing 4, a 'Marketplace' 3 and a 'Border Keep' 2; to buy
    a card costing 8 "you need to bow all three of these cards to produce 9 ... The extra 1 Gold is lost, and may
    not be used to pay for anything else." """
    for ruleset, left in (("emperor", 0), ("ivory", 1)):
        sc = Scenario(ruleset=ruleset, decks=[deck("Crane", 5, gp=4), deck("Crab", 5)])
        sc.empty_provinces(0)
        for c in list(sc.s.players[0].home):
            if sc.s.facts[c].type == T.HOLDING:
                sc.s.bowed[c] = True  # only the example's sources
        market = sc.play(0, holding("Marketplace", gold=3))
        keep = sc.play(0, holding("Border Keep Copy", gold=2))
        buy = sc.province(0, 0, holding("Costly Estate", gold=1, cost=8))
        sc.goto("dynasty", active=0)
        sh = sc.s.players[0].stronghold
        sc.choose(f"recruit:{buy}", f"gold:{sh}", f"gold:{market}")
        assert sc.kind() == "pay"  # 7 is not enough: the third source must bow
        sc.choose(f"gold:{keep}")
        assert sc.s.zone[buy] == PLAY and sc.s.players[0].gold_pool == left, ruleset


# ------------------------------------------------------------------------------ Dynasty Phase: recruiting
def test_clan_discount_and_allegiance_combine_the_rulebooks_example() -> None:
    """EE "5. Dynasty Phase": "if your Honor is at 3, and ... a 6 Gold Cost Personality from your Clan has an Honor
    Requirement of 6 ... you can add 2 gold to invoke Clan allegiance, ignoring Honor Requirement, and subtract 2
    Gold for Clan discount. In the end, you pay 6 Gold and can bring him into play." """
    sc = _ee()
    sc.honor(0, 3)
    samurai = sc.province(0, 0, personality("Hida Veteran", cost=6, hr=6, clan="Crab"))
    sc.goto("dynasty", active=0)
    labels = {o.id: o.label for o in sc.pending.options}  # type: ignore[union-attr]
    assert f"recruit:{samurai}" not in labels and f"recruit:{samurai}:eed" not in labels  # HR 6 > Honor 3
    assert "(6 Gold)" in labels[f"recruit:{samurai}:eeda"]
    sc.s.players[0].gold_pool = 6
    sc._touch()
    sc.choose(f"recruit:{samurai}:eeda")
    assert sc.s.zone[samurai] == PLAY and sc.s.players[0].gold_pool == 0


def test_clan_discount_no_out_of_clan_surcharge_and_proclaim_without_discount() -> None:
    """EE "5. Dynasty Phase": "If a Personality has your Clan alignment ... you may pay 2 less Gold" (no surcharge
    for other Personalities); EE "Proclaim": "Reaction: After you bring a Personality in your province with your
    Clan alignment into play without Clan discount, if it is your turn: Gain Honor equal to his base Personal
    Honor." """
    sc = _ee()
    mine = sc.province(0, 0, personality("Hida Guard", cost=5, hr=0, ph=2, clan="Crab"))
    theirs = sc.province(0, 1, personality("Doji Guest", cost=5, hr=0, ph=2, clan="Crane"))
    sc.goto("dynasty", active=0)
    labels = {o.id: o.label for o in sc.pending.options}  # type: ignore[union-attr]
    assert "(3 Gold)" in labels[f"recruit:{mine}:eed"]  # Clan discount
    assert "(5 Gold)" in labels[f"recruit:{mine}:eep"]  # full cost, to Proclaim
    assert "(5 Gold)" in labels[f"recruit:{theirs}"]  # no out-of-clan surcharge (the CR adds 2)
    honor = sc.s.players[0].honor
    sc.s.players[0].gold_pool = 5
    sc._touch()
    sc.choose(f"recruit:{mine}:eep")
    assert sc.s.players[0].honor == honor  # Proclaim is a Reaction after he entered play, not part of recruiting
    assert sc.s.stack[-1][:2] == ("round", "reaction") and sc.who() == 0
    assert f"proclaim:{mine}" in sc.ids() and "pass" in sc.ids()
    sc.choose(f"proclaim:{mine}")
    assert sc.s.players[0].honor == honor + 2
    ivory = Scenario()
    other = ivory.province(0, 1, personality("Doji Guest", cost=5, hr=0, ph=2, clan="Crane"))
    ivory.goto("dynasty", active=0)
    ivory.s.players[0].gold_pool = 7
    ivory._touch()
    assert "(7 Gold)" in next(o.label for o in ivory.pending.options if o.id == f"recruit:{other}")  # type: ignore[union-attr]


# ------------------------------------------------------------------------------ Action Phase
def test_equip_is_limited_and_there_is_no_cycle_kharmic_or_legacy() -> None:
    """EE "Equip": "Limited: Any number of times per turn" (the CR's Equip is Open); the EE player abilities
    (Equip, Lobby, Favor, Order Seppuku) have no Cycle, Kharmic or Legacy."""
    for ruleset, other_may in (("emperor", False), ("ivory", True)):
        sc = Scenario(ruleset=ruleset)
        sc.play(1, personality("Crane Samurai", clan="Crane"))
        sword = sc.hand(1, item("Katana", cost=0))
        sc.goto("action", active=0)
        sc.choose("pass")  # seat 1 may act: an Open action only
        assert (f"equip:{sword}" in sc.ids()) == other_may, ruleset
    sc = _ee()
    sc.s.players[0].turns_taken = 0
    sc.hand(0, card("Kharmic Scroll", T.STRATEGY, keywords=("Kharmic",), focus=1))
    sc.goto("action", active=0)
    assert "cycle" not in sc.ids() and "kharmic" not in sc.ids()


def test_battle_equip_of_a_spell_on_an_opposed_shugenja_then_an_additional_action_from_it() -> None:
    """EE "Equip (Battle)": "Battle: Any number of times per turn, choose your performing unbowed opposed Shugenja
    and target a Spell in your hand: Attach it to him, paying all costs. You may take an additional action to use
    a Battle ability on that Spell." """
    from .cards.harness import real
    sc = _ee()
    sh = sc.play(0, personality("Isawa Student", clan="Crab", keywords=("Shugenja",)))
    foe = sc.play(1, personality("Crane Samurai", clan="Crane"))
    spell = sc.hand(0, real("Kiyoshi's Wrath"))
    sc.s.players[0].gold_pool = 10
    sc.goto("attack", active=0)
    sc.attack({sh: 0}, {foe: 0})
    if sc.kind() == "battle":
        sc.choose("battle:0")
    assert sc.who() == 1 and sc.kind() == "action"  # no Engage Segment: the Defender acts first in Combat
    sc.choose("pass")
    assert f"bequip:{spell}" in sc.ids()
    sc.choose(f"bequip:{spell}", f"sel:{sh}")
    while sc.kind() == "pay":
        sc.choose(sc.ids()[0])
    assert sc.s.attached_to[spell] == sh
    d = sc.pending
    assert d is not None and d.player == 0 and "pass" in d.ids()
    assert all(i == "pass" or i.startswith(f"ab:{spell}:") for i in d.ids())


# ------------------------------------------------------------------------------ Attack Phase
def test_infantry_then_cavalry_maneuvers() -> None:
    """EE "B. Infantry Maneuvers Segment" then "C. Cavalry Maneuvers Segment": "the Attacker and then the Defender
    assign any of their Cavalry units as in the Infantry Maneuvers segment" - after seeing the infantry."""
    sc = _ee()
    foot = sc.play(0, personality("Foot Soldier", clan="Crab"))
    horse = sc.play(0, personality("Rider", clan="Crab", keywords=("Samurai", "Cavalry")))
    guard = sc.play(1, personality("Guard", clan="Crane"))
    rider2 = sc.play(1, personality("Crane Rider", clan="Crane", keywords=("Samurai", "Cavalry")))
    sc.goto("attack", active=0)
    sc.choose("attack:1", f"assign:{foot}:0", "done")  # the Attacker's infantry maneuvers: the rider stays
    assert sc.who() == 1 and sc.kind() == "assign"
    sc.choose(f"assign:{guard}:0", "done")
    # Cavalry Maneuvers: the Attacker first, only Cavalry units
    assert sc.who() == 0 and sc.kind() == "assign"
    assert any(i.startswith(f"assign:{horse}:") for i in sc.ids())
    assert not any(i.startswith(f"assign:{foot}:") for i in sc.ids())
    sc.choose(f"assign:{horse}:1")  # no Cavalry unit left at home: the Defender's Cavalry Maneuvers follow
    assert sc.who() == 1 and all(i == "done" or i.startswith(f"assign:{rider2}:") for i in sc.ids())
    sc.choose("done")
    assert sc.s.location[horse] == 1 and sc.s.location[foot] == 0


def test_a_tied_battle_gives_one_honor_per_card_destroyed() -> None:
    """EE "Resolution Segment": "If the battle was tied, each player gains Honor equal to the number of cards in
    the enemy army they destroyed." (The CR gives 2.)"""
    for ruleset, per in (("emperor", 1), ("ivory", 2)):
        sc = Scenario(ruleset=ruleset)
        a = sc.play(0, personality("Crab Two", f=2, clan="Crab"))
        d = sc.play(1, personality("Crane Two", f=2, clan="Crane"))
        h0, h1 = sc.s.players[0].honor, sc.s.players[1].honor
        sc.attack_and_fight({a: 0}, {d: 0})
        assert sc.s.zone[a] != PLAY and sc.s.zone[d] != PLAY
        assert (sc.s.players[0].honor - h0, sc.s.players[1].honor - h1) == (per, per), ruleset


# ------------------------------------------------------------------------------ Winning the Game
def test_dishonor_loss_at_the_beginning_of_the_next_end_phase_even_after_recovering() -> None:
    """EE "Dishonor Victory": "If a player's Family Honor ever becomes -20 or below, the player loses the game at
    the beginning of his or her next End Phase, even if he or she returns to -19 or higher Family Honor." """
    sc = _ee()
    sc.goto("action", active=1)
    sc.honor(0, -20)
    sc.choose("pass")  # a step runs: the fall is noticed
    sc.honor(0, -15)  # recovered before his End Phase
    sc.goto("end", active=0)
    assert sc.s.result is not None and sc.s.result.reason == "dishonor" and sc.s.result.winners == (1,)
    ivory = Scenario()
    ivory.goto("action", active=1)
    ivory.honor(0, -20)
    ivory.choose("pass")
    ivory.honor(0, -15)
    ivory.goto("end", active=0)
    assert ivory.s.result is None  # the CR checks the Honor at the end of the turn


def _rings(sc: Scenario, own_text: bool) -> None:
    for e in ("Air", "Earth", "Fire", "Water", "Void"):
        r = sc.play(0, card(f"Ring of {e} (test)", T.RING, keywords=(e,)))
        if own_text:
            sc.s.granted.append((r, "entered_by_own_text", "game"))


def test_enlightenment_at_the_start_of_your_turn_with_rings_that_entered_by_their_own_text() -> None:
    """EE "Enlightenment Victory": "You win if you start your turn controlling five Rings with five different
    element keywords ..., each of which last entered play by its own text." """
    sc = _ee()
    _rings(sc, own_text=True)
    sc.goto("action", active=1)
    sc.choose("pass")
    assert sc.s.result is None  # not in the middle of another player's turn
    sc.goto("start", active=0)
    assert sc.s.result is not None and sc.s.result.reason == "enlightenment"
    other = _ee()
    _rings(other, own_text=False)  # put into play by other effects
    other.goto("start", active=0)
    assert other.s.result is None


def test_a_ring_entering_play_by_its_own_text_is_marked_and_loses_the_mark_otherwise() -> None:
    from rokugan.ccg import primitives as P
    sc = _ee()
    r = sc.play(0, card("Ring of Test", T.RING, keywords=("Air",)))
    sc.s.granted.append((r, "entered_by_own_text", "game"))
    sc.s.zone[r] = REMOVED
    sc.s.players[0].home.remove(r)
    P.enter_play(sc.s, 0, r)  # entering again, not by its own text
    assert not any(g[0] == r and g[1] == "entered_by_own_text" for g in sc.s.granted)


# ------------------------------------------------------------------------------ built-in decks and play
def test_builtin_emperor_decks_are_legal_base_set_decks_and_follow_the_rule_set() -> None:
    """Issue 9: built-in Emperor decks for the clans of the Emperor Edition base set, legal in the Emperor
    format; "builtin:<clan>" is the rule set's own deck."""
    from rokugan.catalog.legality import check_deck
    from rokugan.ccg.builtin_decks import CLANS, builtin_deck
    from rokugan.ccg.game import deck_spec_from_setup
    for clan in CLANS:
        dl = builtin_deck(clan, edition="emperor")
        assert check_deck(dl, "emperor", CAT) == [], clan
        for _, cid in (*dl.dynasty, *dl.fate):
            assert "Emperor Edition" in CAT.get(cid).sets, (clan, cid)
    ee = deck_spec_from_setup("builtin:crab", "emperor")
    iv = deck_spec_from_setup("builtin:crab", "ivory")
    assert ee.stronghold.id != iv.stronghold.id
    assert deck_spec_from_setup("builtin:ivory:crab", "emperor").stronghold.id == iv.stronghold.id


def test_random_emperor_games_end_without_leaks() -> None:
    """A few random games under the Emperor rules between the built-in decks: invariants after every step, no
    leak, every game ends (2,000 are run by hand: `python tests/ccg/soak.py 2000 emperor`)."""
    from .soak import CLANS, play_one
    for seed in range(4):
        setup = {"decks": [f"builtin:{CLANS[seed]}", f"builtin:{CLANS[8 - seed]}"], "ruleset": "emperor"}
        g, _ = play_one(seed, setup=setup)
        assert g.result is not None


# ------------------------------------------------------------------ the Reaction designator
def _reaction_board(declare):  # type: ignore[no-untyped-def]
    from rokugan.ability.words import Ability
    from rokugan.ccg.vocab import GainHonor, when

    from .helpers import personality
    sc = _ee()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    eager = personality("Eager Samurai", f=2, c=2, cost=1, clan=None)
    declare(eager, Ability(("Reaction",), (GainHonor(2),), trigger=when("entered_play", "self")))
    return sc, eager


def test_a_reaction_is_taken_at_its_trigger_in_a_round_of_its_own(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "When Can I Take An Action?": "Reactions will say at what point in time they can be taken ... The
    active player has the first opportunity to take a Reaction to the trigger or pass, followed by the other
    player ... until both players pass consecutively." """
    sc, eager = _reaction_board(declare)
    c = sc.province(0, 0, eager, face_up=True)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    honor = sc.s.players[0].honor
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{c}")))
    d = sc.pending
    assert d.player == 0 and d.prompt.startswith("Reactions") and sc.ids() == ["pass", f"ab:{c}:a:0"]
    sc.choose(f"ab:{c}:a:0")
    while sc.pending.prompt.startswith("Interrupts"):
        sc.choose("pass")
    assert sc.s.players[0].honor == honor + 2
    assert sc.pending.player == 1 and sc.ids() == ["pass"]  # the round goes on: the other player
    sc.choose("pass")
    assert sc.pending.player == 0 and sc.ids() == ["pass"]  # once per turn: used
    sc.choose("pass")
    assert not sc.pending.prompt.startswith("Reactions")  # both passed one after the other: the round ends


def test_no_reaction_round_when_no_card_can_react(declare) -> None:  # type: ignore[no-untyped-def]
    """A Reaction on a card in play opens a round only at its own trigger ("After Ryo enters play")."""
    from .helpers import personality
    sc, eager = _reaction_board(declare)
    other = sc.province(0, 0, personality("Plain Samurai", f=2, c=2, cost=1, clan=None), face_up=True)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{other}")))
    assert not sc.pending.prompt.startswith("Reactions")
    del eager


def test_triggered_traits_come_before_reactions_and_a_strategy_reaction_asks_every_player(declare) -> None:  # type: ignore[no-untyped-def]
    """EE "Traits and Effects": "Triggered traits happen before any Reactions to the same trigger can be taken."
    A Reaction Strategy may be in any hand: the round asks every player, whatever his hand holds."""
    from rokugan.ability.words import Ability, Triggered
    from rokugan.ccg.vocab import Draw, GainHonor, when

    from .helpers import personality, strategy
    sc = _ee()
    sc.empty_provinces(0)
    proud = personality("Proud Samurai", f=2, c=2, cost=1, clan=None)
    declare(proud, Triggered(when("entered_play", "self"), (GainHonor(3),)))
    quick = strategy("Quick Study")
    declare(quick, Ability(("Reaction",), (Draw(1),), trigger=when("entered_play", "any")))
    c = sc.province(0, 0, proud, face_up=True)
    q = sc.hand(1, quick)
    sc.goto("dynasty", active=0)
    sc.s.players[0].gold_pool = 5
    honor = sc.s.players[0].honor
    sc.choose(next(o for o in sc.ids() if o.startswith(f"recruit:{c}")))
    assert sc.s.players[0].honor == honor + 3  # the trait has happened
    assert sc.pending.prompt.startswith("Reactions") and sc.pending.player == 0 and sc.ids() == ["pass"]
    sc.choose("pass")
    assert sc.pending.player == 1 and f"ab:{q}:a:0" in sc.ids()
    hand = len(sc.s.players[1].hand)
    sc.choose(f"ab:{q}:a:0")
    while sc.pending.prompt.startswith("Interrupts"):
        sc.choose("pass")
    assert len(sc.s.players[1].hand) == hand  # played the Strategy (-1), drew a card (+1)


def test_a_bowed_tactician_performs_tactical_advantage_under_the_emperor_rules() -> None:
    """EE "Tactical Advantage": "Tactical Battle: Any number of times per turn, discard a card and choose your
    performing Tactician Personality: Give him a Force bonus equal to the Focus Value of the discarded card" -
    a player ability he performs (EE "Performing": at the current battlefield), not an ability on him, so his
    being bowed does not stop it (under the CR it is his own ability and a bowed card's abilities cannot be used)."""
    from .scenario import strategy
    for ruleset in ("emperor", "ivory"):
        sc = Scenario(ruleset=ruleset)
        tac = sc.play(0, personality("Tired Tactician", f=2, clan="Crab", keywords=("Samurai", "Tactician")))
        foe = sc.play(1, personality("Crane Samurai", clan="Crane"))
        plan = sc.hand(0, strategy("Battle Plan", focus=3))
        sc.goto("attack", active=0)
        sc.attack({tac: 0}, {foe: 0})
        if sc.kind() == "battle":
            sc.choose("battle:0")
        sc.s.bowed[tac] = True
        sc._touch()
        while sc.who() != 0:
            sc.choose("pass")
        if ruleset == "emperor":
            sc.choose(f"tactical:{tac}", f"sel:{plan}")
            assert plan in sc.s.players[0].fate_discard
            from rokugan.ccg import stats
            assert stats.force(sc.s, tac) == 5  # +3F, the discarded card's Focus Value
        else:
            assert f"tactical:{tac}" not in sc.ids()


def test_conquest_straightens_one_attacking_conquerors_unit_after_the_resolution() -> None:
    """EE "Conquest": "Reaction: After a battle resolution ends, choose your performing attacking Conqueror
    Personality at that battlefield: Straighten his unit. It will not bow from the battle's resolution." Under
    the EE rules all attacking units bow as the resolution's effect (EE "Resolution Segment"); Conquest is a
    player ability, so once per turn."""
    sc = _ee()
    a1 = sc.play(0, personality("First Conqueror", f=4, clan="Crab", keywords=("Samurai", "Conqueror")))
    a2 = sc.play(0, personality("Second Conqueror", f=4, clan="Crab", keywords=("Samurai", "Conqueror")))
    sc.goto("attack", active=0)
    sc.attack({a1: 0, a2: 0}, {})
    if sc.kind() == "battle":
        sc.choose("battle:0")
    while sc.kind() == "action":
        sc.choose("pass")
    d = sc.pending
    assert d.player == 0 and set(sc.ids()) == {"no", f"conquest:{a1}", f"conquest:{a2}"}
    assert sc.s.bowed[a1] and sc.s.bowed[a2]  # both bowed from the resolution
    sc.choose(f"conquest:{a1}")
    assert not sc.s.bowed[a1] and sc.s.bowed[a2]
