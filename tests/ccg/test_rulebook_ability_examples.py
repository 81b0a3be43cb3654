"""The rulebooks' own examples about card abilities that no other test covers, each as a test through the decision
interface: separate effects, "to" / "as" / "after" dependence, prevention, combining attacks, and simultaneous
procedures (TF "Separate Effects" and its "Exceptions", TF "Prevention", CR "Independence of effects", CR "Combining",
CR "Timing Conflicts"). Where the other examples are tested: see docs/ccg-rules.md, "The rulebooks' examples".
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Ref, Static, Target, To, sel
from rokugan.catalog import cards as T
from rokugan.ccg import stats
from rokugan.ccg.state import HOME, PLAY
from rokugan.ccg.statics import AttackMod
from rokugan.ccg.vocab import T0, Attack, Bow, Dishonor, GainHonor, Give, MoveHome, Straighten, discard_a_card
from rokugan.ccg.vocab_ee2 import CommitSeppuku
from rokugan.ccg.vocab_military import NegateBonuses

from .helpers import card, personality, strategy
from .test_ability_rules import _ab, _battle, _board


def _act_first(sc) -> None:  # type: ignore[no-untyped-def]
    if sc.pending.player != 0:
        sc.choose("pass")


def test_separate_effects_straighten_and_move_home(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Separate Effects": "if an action says "Battle: Straighten your target Personality and move him home," if he
    is already unbowed you can still take the action; the straightening fails, but he still goes home." """
    sc, me, foe = _board()
    ploy = strategy("Straighten and Home")
    declare(ploy, Ability(("Battle",), (Target(sel("personality", controller="you")), Straighten(T0), MoveHome(T0))))
    c = sc.hand(0, ploy)
    _battle(sc, [me], [foe])
    _act_first(sc)
    assert not sc.s.bowed[me] and _ab(sc, c) in sc.ids()  # unbowed: the action may still be taken
    sc.choose(_ab(sc, c), f"t:{me}")
    assert sc.s.location[me] == HOME and not sc.s.bowed[me]


def test_discard_a_card_to_gain_honor_needs_a_card_to_discard(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Exceptions": "Some cards describe an effect happening "to" do something else (for example, "Discard a card
    to gain 1 Honor.") If the first effect fails (for example, discarding a card with no cards in hand), the second
    thing (gaining Honor) does not happen." """
    ploy = strategy("Discard for Honor")
    declare(ploy, Ability(("Open",), (To((discard_a_card(),), (GainHonor(1),)),)))
    for in_hand in (0, 1):
        sc, me, foe = _board()
        c = sc.hand(0, ploy)
        spare = [sc.hand(0, strategy(f"Spare {i}")) for i in range(in_hand)]
        sc.goto("action", active=0)
        honor = sc.s.players[0].honor
        sc.choose(_ab(sc, c))
        if spare:
            sc.choose(f"t:{spare[0]}")
            assert sc.s.zone[spare[0]] != 2 and spare[0] in sc.s.players[0].fate_discard
        assert sc.s.players[0].honor == honor + in_hand
        del me, foe


def test_after_he_is_dishonored_gain_honor_needs_him_to_become_dishonorable(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Exceptions": "After he is dishonored, gain 1 Honor" ... "if an already dishonorable Personality is
    dishonored, the 1 Honor gain does not happen, because he does not go from the honorable to dishonorable
    state." """
    ploy = strategy("Shame for Honor")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="enemy")),
                                      To((Dishonor(T0),), (GainHonor(1),), link="after"))))
    for already in (True, False):
        sc, me, foe = _board()
        sc.s.dishonored[foe] = already
        c = sc.hand(0, ploy)
        sc.goto("action", active=0)
        honor = sc.s.players[0].honor
        sc.choose(_ab(sc, c), f"t:{foe}")
        assert sc.s.dishonored[foe]
        assert sc.s.players[0].honor == honor + (0 if already else 1)
        del me


def test_bow_him_as_he_moves_does_not_bow_him_if_the_moving_is_prevented(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Independence of effects": "effects linked by the word "as" or "after" mean the first effect depends on the
    second" ... "Likewise, "Bow him as he moves" means the bowing doesn't happen if the moving is prevented." """
    ploy = strategy("Bow as He Moves")
    declare(ploy, Ability(("Battle",), (Target(sel("personality")), To((MoveHome(T0),), (Bow(T0),), link="as"))))
    for prevented in (True, False):
        sc, me, foe = _board()
        c = sc.hand(0, ploy)
        _battle(sc, [me], [foe])
        if prevented:
            sc.s.granted.append((foe, "will_not_move", "turn"))  # "This Personality will not move"
            sc._touch()
        _act_first(sc)
        sc.choose(_ab(sc, c), f"t:{foe}")
        assert (sc.s.location[foe] == HOME) is not prevented
        assert sc.s.bowed[foe] is not prevented


def test_negating_force_bonuses_does_not_stop_new_ones(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Prevention": "When an ongoing type of effect is prevented (for example, "Negate all Force bonuses on
    him"), this only suppresses existing effects for as long as the prevention lasts; it does not prevent new ones
    from applying." """
    sc, me, foe = _board()
    boost = strategy("Boost")
    declare(boost, Ability(("Open",), (Target(sel("personality")), Give(T0, 2))))
    small = strategy("Small Boost")
    declare(small, Ability(("Open",), (Target(sel("personality")), Give(T0, 1))))
    damp = strategy("Dampen")
    declare(damp, Ability(("Open",), (Target(sel("personality")), NegateBonuses(T0, 1))))
    b, d, s2 = sc.hand(0, boost), sc.hand(1, damp), sc.hand(0, small)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, b), f"t:{me}")
    assert stats.force(sc.s, me) == 4
    sc.choose(_ab(sc, d), f"t:{me}")
    assert stats.force(sc.s, me) == 2  # the existing bonus is suppressed
    sc.choose(_ab(sc, s2), f"t:{me}")
    assert stats.force(sc.s, me) == 3  # a new bonus applies
    del foe


def _ranged_pair(declare, mod: Static | None, kind: str = "ranged", n: int = 3) -> tuple[object, int, int, int]:  # type: ignore[no-untyped-def]
    """Two Items on one Personality, each "Battle: Ranged 3 Attack" (or another attack), combined against a 4-Force
    enemy (under `mod`)."""
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    big_facts = personality("Big Target", f=4, c=2, clan="Crane")
    if mod is not None:
        declare(big_facts, mod)
    big = sc.play(1, big_facts)
    bows = []
    for name in ("Long Bow", "Short Bow"):
        bow = card(f"{name} {kind}", T.ITEM, force=0, chi=0, gold_cost=0, focus=1, keywords=("Weapon",))
        declare(bow, Ability(("Battle",), (Attack(kind, n),), costs=(Bow(SELF),)))
        bows.append(sc.attach(bow, me))
    _battle(sc, [me], [big, foe])
    sc.choose("pass")  # the Defender passes
    sc.choose(_ab(sc, bows[0]))
    assert sc.in_interrupt_round() and f"ab:{bows[1]}:a:0:combine" in sc.ids()
    sc.choose(f"ab:{bows[1]}:a:0:combine")
    sc.pass_interrupts()
    sc.choose(f"t:{big}")
    return sc, big, bows[0], bows[1]


def test_combining_a_reduction_for_the_target_reduces_only_the_total(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Combining": "Because only the original effect actually targets the card, a reduction or increase to the
    effect's strength that depends on a particular card being targeted only reduced the total combined attack (for
    example, "Ranged Attacks targeting this card have -2 strength")": 3 + 3 - 2 = 4 destroys a 4-Force target."""
    sc, big, _a, _b = _ranged_pair(declare, Static(SELF, AttackMod(("ranged",), -2, targeting=True),
                                                   words="Ranged Attacks targeting this card have -2 strength."))
    assert sc.s.zone[big] != PLAY and any("strength 4" in line for line in sc.log()[-6:])  # type: ignore[attr-defined]


def test_combining_a_reduction_of_all_attacks_reduces_each_combining_effect(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Combining": "an effect that reduces or increases all attack effects will change the strengths of the
    combining effects before they are added together ("Ranged Attacks from cards at this battlefield have -2
    strength")": (3 - 2) + (3 - 2) = 2 does not destroy a 4-Force target (once-only, it would be 4)."""
    sc, big, _a, _b = _ranged_pair(declare, Static(SELF, AttackMod(("ranged",), -2),
                                                   words="Ranged Attacks have -2 strength."))
    assert sc.s.zone[big] == PLAY and any("strength 2" in line for line in sc.log()[-6:])  # type: ignore[attr-defined]


def test_fear_effects_from_one_unit_combine(declare) -> None:  # type: ignore[no-untyped-def]
    """TF "Fear": "Fear effects from cards in the same unit can be combined with each other": Fear 2 and Fear 2
    combined bow a 4-Force Personality, which neither bows alone."""
    sc, big, _a, _b = _ranged_pair(declare, None, kind="fear", n=2)
    assert sc.s.bowed[big] and sc.s.zone[big] == PLAY  # type: ignore[attr-defined]


def test_two_targets_each_commit_seppuku_rehonor_together_then_die(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Timing Conflicts": "When instructed "The two target Samurai each commit Seppuku," the Seppuku play procedure
    actually has two effects in sequence. So, each Samurai simultaneously rehonors; then, each Samurai is destroyed."
    Rehonored first, neither dies dishonorably (no Honor lost)."""
    sc, me, foe = _board()
    ploy = strategy("Twin Seppuku")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you", keyword="Samurai"), count=(2, 2)),
                                      CommitSeppuku(T0))))
    one = sc.play(0, personality("Shamed One", ph=2), dishonored=True)
    two = sc.play(0, personality("Shamed Two", ph=3), dishonored=True)
    c = sc.hand(0, ploy)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c), f"t:{one}", f"t:{two}")
    if sc.pending is not None and "done" in sc.ids():
        sc.choose("done")
    assert sc.s.dead[one] and sc.s.dead[two] and not sc.s.dishonored[one] and not sc.s.dishonored[two]
    assert sc.s.players[0].honor == honor
    log = sc.log()
    order = [i for i, line in enumerate(log) if line.startswith("Shamed")
             and line.endswith(("is rehonored.", "commits seppuku."))]
    assert ["rehonored" in log[i] for i in order] == [True, True, False, False], [log[i] for i in order]
    del me, foe


def test_a_substituted_target_that_is_not_legal_leaves_the_original_targeting(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Substitution", EXCEPTION: "In effects that substitute targeting, if the new target has to be a "legal"
    target, then failure to find a new legal target means the original targeting happens normally." Shiba Sansesuke
    (Emperor Edition: "the action targets him instead, if legal") is not a Shugenja, so an action that can only target
    a Shugenja keeps its target; against an action that can target any Personality he takes it."""
    from .cards.harness import real
    from .cards.test_ee_mantis import board
    for only_shugenja in (True, False):
        curse = strategy("Shugenja Curse" if only_shugenja else "Any Curse")
        declare(curse, Ability(("Open",), (Target(sel("personality", keyword="Shugenja") if only_shugenja
                                                  else sel("personality")), Bow(T0))))
        sc, me, foe = board()
        shugenja = sc.play(0, personality("Phoenix Shugenja", clan="Phoenix", keywords=("Shugenja",)))
        yojimbo = sc.play(0, real("Shiba Sansesuke"))
        assert "Shugenja" not in sc.s.facts[yojimbo].keywords
        played = sc.hand(1, curse)
        sc.goto("action", active=1)
        sc.choose(f"ab:{played}:a:0", f"t:{shugenja}")
        if sc.who() == 1:
            sc.choose("pass")
        sc.choose(f"ab:{yojimbo}:a:0")
        while sc.pending is not None and sc.pending.prompt.startswith("Reactions"):
            sc.choose("pass")
        assert sc.s.bowed[yojimbo]  # the Reaction's cost
        assert sc.s.bowed[shugenja] is only_shugenja  # the original targeting happens normally
        del me, foe


def test_combining_original_may_only_target_what_each_combining_action_could_target(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Combining": "The original attack effect may only target a card that it, as well as each of the combining
    actions, could target. All other characteristics of the attack effect come from the original." A Fear that may
    target a Samurai with Followers (as Bayushi Masashi's may) combined with a plain Fear, which cannot (CR "Fear": a
    Follower, or a Personality without Followers), can no longer target that Samurai; alone it still can."""
    from rokugan.ccg.state import PLAY as _PLAY

    from .helpers import follower
    for combine in (True, False):
        sc, me, foe = _board()
        sc.auto_pass_interrupts = False
        guarded = sc.play(1, personality("Guarded Samurai", f=1, c=1, clan="Crane", keywords=("Samurai",)))
        guard = sc.attach(follower("Guard Ashigaru", f=1), guarded)
        bows = []
        for name, exception in (("Daring Mask", True), ("Plain Mask", False)):
            mask = card(name, T.ITEM, force=0, chi=0, gold_cost=0, focus=1)
            declare(mask, Ability(("Battle",), (Attack("fear", 3, with_followers=("keyword", "Samurai") if exception
                                                       else None),), costs=(Bow(SELF),)))  # type: ignore[arg-type]
            bows.append(sc.attach(mask, me))
        _battle(sc, [me], [guarded, foe])
        sc.choose("pass")  # the Defender passes
        sc.choose(_ab(sc, bows[0]))  # the original: may target the Samurai with his Follower
        if combine:
            sc.choose(f"ab:{bows[1]}:a:0:combine")
        sc.pass_interrupts()
        if combine:  # what combined survives a save and load (JSON text)
            import json

            from rokugan.ccg.game import CCGGame
            sc.g = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json())))
            sc.s = sc.g.s
        got = sc.pending
        assert got is not None and got.kind == "target"
        assert (f"t:{guarded}" in got.ids()) is not combine
        assert f"t:{guard}" in got.ids() and f"t:{foe}" in got.ids()  # both attacks could target these
        sc.choose(f"t:{foe}")
        assert sc.s.bowed[foe] and sc.s.zone[foe] == _PLAY
        if combine:  # strength 3 + 3: all other characteristics from the original
            assert any("Fear 6 bows" in line for line in sc.log()[-4:]), sc.log()[-4:]


def test_units_will_not_move_home_prevents_before_anything_responds(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Timing Conflicts" A, example: "An ongoing prevention effect says "Units will not move home." This prevention
    happens at the earliest step, so that no other triggered effects, traits or actions can respond to the unit's
    movement." A trait "After this Personality moves home, gain 1 Honor" triggers only when he really moves home."""
    from rokugan.ability.words import Triggered
    from rokugan.ccg.statics import Rule
    from rokugan.ccg.vocab import when

    homesick_facts = personality("Homesick Samurai", f=2, c=2)
    declare(homesick_facts, Triggered(when("moved_home", "self"), (GainHonor(1),)))
    warden_facts = personality("Stubborn Warden", f=1, c=1, clan="Crane")
    declare(warden_facts, Static(sel("personality", controller="any"), Rule("will_not_move_home",
                                                                             "Units will not move home.")))
    recall = strategy("Recall Home")
    declare(recall, Ability(("Battle",), (Target(sel("personality", controller="you")), MoveHome(T0))))
    for prevented in (True, False):
        sc, me, foe = _board()
        homesick = sc.play(0, homesick_facts)
        if prevented:
            sc.play(1, warden_facts)
        r = sc.hand(0, recall)
        _battle(sc, [me, homesick], [foe])
        _act_first(sc)
        honor = sc.s.players[0].honor
        sc.choose(_ab(sc, r), f"t:{homesick}")
        assert (sc.s.location[homesick] == HOME) is not prevented
        assert sc.s.players[0].honor == honor + (0 if prevented else 1)  # the trait responded only to a real move


def _honor_rules():  # type: ignore[no-untyped-def]
    from rokugan.ability.words import YOU
    from rokugan.ccg.statics import Rule
    return Static(YOU, Rule("will_not_honor", "You do not gain or lose Honor."))


def test_bow_a_personality_instead_of_losing_honor_not_if_you_do_not_lose_honor(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Substitution": "If the old Y is prevented or fails before the substitution is applied, the new X doesn't
    happen. Example: A card says "you may bow a Personality instead of losing Honor," but you cannot use this to bow a
    Personality if an existing trait says that you do not gain or lose Honor." And "If the new X is prevented or fails,
    the old Y doesn't happen": a Personality who will not bow, chosen, leaves the Honor where it was."""
    from rokugan.ability.words import Triggered
    from rokugan.ccg.vocab import InsteadOf, LoseHonor, when

    penitent = personality("Penitent Samurai", f=1, c=1)
    declare(penitent, Triggered(when("would_lose_honor", "you"), (InsteadOf(
        (Target(sel("personality", controller="you", unbowed=True)), Bow(T0)), may=True),)))
    ascetic = personality("Ascetic Monk", f=1, c=1)
    declare(ascetic, _honor_rules())
    shame = strategy("Public Shame")
    declare(shame, Ability(("Open",), (LoseHonor(2, "opponent"),)))
    for case in ("substitute", "decline", "prevented", "x_fails"):
        sc, me, foe = _board()
        p = sc.play(0, penitent)
        if case == "prevented":
            sc.play(0, ascetic)
        if case == "x_fails":
            sc.s.granted.append((me, "will_not_bow", "turn"))  # "This Personality will not bow"
        c = sc.hand(1, shame)
        sc.goto("action", active=1)
        honor = sc.s.players[0].honor
        sc.choose(_ab(sc, c))
        if case == "prevented":  # no substitution is offered: the loss it would replace does not happen
            assert sc.kind() == "action" and not any(sc.s.bowed[k] for k in (me, p))
            assert sc.s.players[0].honor == honor
            continue
        d = sc.pending
        assert d is not None and d.player == 0 and d.kind == "yes_no"
        assert "bow him instead of losing the Honor" in d.prompt, d.prompt
        if case == "decline":
            sc.choose("no")
            assert sc.s.players[0].honor == honor - 2 and not sc.s.bowed[me]
            continue
        if case == "substitute":  # the choice survives a save and load (JSON text)
            import json

            from rokugan.ccg.game import CCGGame
            sc.g = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json())))
            sc.s = sc.g.s
        sc.choose("yes", f"t:{me}")
        assert sc.s.players[0].honor == honor  # instead of losing Honor (and not after X fails either)
        assert sc.s.bowed[me] is (case == "substitute")
        del foe


def test_two_substitutions_for_one_honor_loss(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Substitution" with two "you may ... instead of losing Honor" traits on one loss: the Honor is lost once
    if both are declined; once one substitutes, the loss is gone and the other has nothing to replace (it is not
    asked). A trait that only reacts to "would lose Honor" without "instead" does not stop the loss. A declined
    substitution leaves the loss coming from the opponent's action (CR "Revenge" reads that)."""
    from rokugan.ability.words import Triggered
    from rokugan.ccg.vocab import Draw, InsteadOf, LoseHonor, when

    first = personality("First Penitent", f=1, c=1)
    declare(first, Triggered(when("would_lose_honor", "you"), (InsteadOf(
        (Target(sel("personality", controller="you", unbowed=True)), Bow(T0)), may=True),)))
    second = personality("Second Penitent", f=1, c=1)
    declare(second, Triggered(when("would_lose_honor", "you"), (InsteadOf(
        (Target(sel("personality", controller="you", unbowed=True)), Bow(T0)), may=True),)))
    watcher = personality("Worried Scribe", f=1, c=1)
    declare(watcher, Triggered(when("would_lose_honor", "you"), (Draw(1),)))
    shame = strategy("Public Shame")
    declare(shame, Ability(("Open",), (LoseHonor(2, "opponent"),)))
    for case in ("both_declined", "first_taken", "watcher_only"):
        sc, me, foe = _board()
        if case == "watcher_only":
            sc.play(0, watcher)
        else:
            sc.play(0, first)
            sc.play(0, second)
        c = sc.hand(1, shame)
        sc.goto("action", active=1)
        honor = sc.s.players[0].honor
        sc.choose(_ab(sc, c))
        if sc.pending is not None and sc.kind() not in ("yes_no", "action"):
            sc.choose(sc.ids()[0])  # the order of the two traits (CR "Timing Conflicts" C)
        if case == "watcher_only":
            assert sc.s.players[0].honor == honor - 2
            continue
        assert sc.kind() == "yes_no"
        if case == "both_declined":
            sc.choose("no")
            assert sc.kind() == "yes_no"  # the other substitution is still asked
            sc.choose("no")
            assert sc.s.players[0].honor == honor - 2  # once, not twice
            assert any(str(g[1]).startswith("honor_lost_to_action:") for g in sc.s.granted)  # from the action
            continue
        sc.choose("yes", f"t:{me}")
        assert sc.pending is None or sc.kind() != "yes_no"  # nothing left to substitute
        assert sc.s.players[0].honor == honor and sc.s.bowed[me]


def test_force_added_to_your_army_instead_fails_without_your_army(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Substitution": "If the new X is prevented or fails, the old Y doesn't happen. Example: A card says "a target
    enemy unit adds Force to your army instead of the enemy army." If you have no army (i.e. no units) then the new
    adding Force fails, and your unit does not add Force to the enemy army." """
    from rokugan.ccg.vocab import ForceInstead
    turncoat = strategy("Turncoat")
    declare(turncoat, Ability(("Battle",), (Target(sel("personality", controller="enemy")), ForceInstead(T0))))
    recall = strategy("Recall Home")
    declare(recall, Ability(("Battle",), (Target(sel("personality", controller="you")), MoveHome(T0))))
    for my_army in (True, False):
        sc, me, foe = _board()
        big = sc.play(1, personality("Big Doji", f=3, c=1, clan="Crane"))
        t, r = sc.hand(0, turncoat), sc.hand(0, recall)
        _battle(sc, [me], [foe, big])
        _act_first(sc)
        sc.choose(_ab(sc, t), f"t:{big}")
        sc.choose("pass")  # the Defender
        if not my_army:
            sc.choose(_ab(sc, r), f"t:{me}")
            sc.choose("pass")
        sc.choose("pass")
        if sc.pending is not None and sc.kind() == "action":
            sc.choose("pass")
        line = next(x for x in sc.log() if x.startswith("Resolution at"))
        # with my army: 2 + 3 against 2; without: 0 against 2 (Big Doji's 3 goes to neither army)
        want = "attacker 5 Force, defender 2 Force" if my_army else "attacker 0 Force, defender 2 Force"
        assert want in line, line


def test_an_effect_that_will_not_be_negated_makes_does_not_and_cannot_fail(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Prevention": "Example: An effect that "will not be negated" also causes "does not" and "cannot" prevention
    effects to fail." CR "Effects": in "Gain 2 Honor. This gain will not be negated," the second sentence is part of
    the gain. Against "You do not gain or lose Honor" a plain gain does nothing and this one happens; against "will not
    bow" the same for a bowing; and negating the action leaves this effect (CR "Negate an action")."""
    from rokugan.ccg.vocab import ActionFlag, WillNotBeNegated
    sure = WillNotBeNegated(GainHonor(2), "gain")
    assert Ability(("Open",), (sure,)).text() == "Open: Gain 2 Honor. This gain will not be negated."
    plain_gift, sure_gift = strategy("Plain Gift"), strategy("Sure Gift")
    declare(plain_gift, Ability(("Open",), (GainHonor(2),)))
    declare(sure_gift, Ability(("Open",), (GainHonor(1), sure)))
    ascetic = personality("Ascetic Monk", f=1, c=1)
    declare(ascetic, _honor_rules())
    sure_bow = strategy("Sure Bow")
    declare(sure_bow, Ability(("Open",), (Target(sel("personality", controller="enemy")),
                                          WillNotBeNegated(Bow(T0), "bowing"))))
    stop = strategy("Stop Test")
    declare(stop, Ability(("Interrupt",), (ActionFlag("negated", "negate the effects of the action"),)))
    # "does not": you do not gain Honor
    sc, me, foe = _board()
    sc.play(0, ascetic)
    plain, sure_c = sc.hand(0, plain_gift), sc.hand(0, sure_gift)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, plain))
    assert sc.s.players[0].honor == honor
    sc.choose("pass")  # the other player's turn in the round
    sc.choose(_ab(sc, sure_c))
    assert sc.s.players[0].honor == honor + 2  # the plain gain of 1 does not happen; the sure gain does
    # "cannot": he will not bow
    sc, me, foe = _board()
    sc.s.granted.append((foe, "will_not_bow", "turn"))
    b = sc.hand(0, sure_bow)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, b), f"t:{foe}")
    assert sc.s.bowed[foe]
    # a negated action: only the effect that will not be negated happens
    sc, me, foe = _board()
    sc.auto_pass_interrupts = False
    c, n = sc.hand(0, sure_gift), sc.hand(1, stop)
    sc.goto("action", active=0)
    honor = sc.s.players[0].honor
    sc.choose(_ab(sc, c), "pass", _ab(sc, n), "pass", "pass")
    assert any("are negated" in line for line in sc.log())
    assert sc.s.players[0].honor == honor + 2
    del me


def test_bonuses_from_one_use_are_from_one_source(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Source": "Two Force bonuses that come from the ability "Battle: Give your two target Samurai +2F each" are
    from the same source, while two Force bonuses that come from separate uses of "Repeatable Battle: Bow your target
    Samurai to give another Samurai +2F" are not." Negating one Samurai's bonuses "and every other bonus from the same
    source" takes the other Samurai's bonus in the first case only. (Open instead of Battle: no battle needed.)"""
    from rokugan.ccg.vocab import NegateBonusesBySource
    twin = strategy("Twin Rally")
    declare(twin, Ability(("Open",), (Target(sel("personality", controller="you", keyword="Samurai"), count=(2, 2)),
                                      Give(T0, 2))))
    drill_facts = personality("Drill Sergeant", f=1, c=1, keywords=("Samurai",))
    declare(drill_facts, Ability(("Open",), (
        Target(sel("personality", controller="you", keyword="Samurai", unbowed=True)),
        Target(sel("personality", controller="you", keyword="Samurai"), slot="t1"),
        To((Bow(T0),), (Give(Ref("t1", "him"), 2),))), keywords=("Repeatable",)))
    damp = strategy("Dampen")
    declare(damp, Ability(("Open",), (Target(sel("personality")), NegateBonusesBySource(T0))))
    assert "every other bonus from the same source" in Ability(("Open",), (NegateBonusesBySource(T0),)).text()
    for one_use in (True, False):
        sc, me, foe = _board()
        a = sc.play(0, personality("Samurai A", f=1, c=1, keywords=("Samurai",)))
        b = sc.play(0, personality("Samurai B", f=1, c=1, keywords=("Samurai",)))
        drill = sc.play(0, drill_facts)
        extra = sc.play(0, personality("Samurai C", f=1, c=1, keywords=("Samurai",)))
        extra2 = sc.play(0, personality("Samurai D", f=1, c=1, keywords=("Samurai",)))
        d = sc.hand(1, damp)
        sc.goto("action", active=0)
        if one_use:
            sc.choose(_ab(sc, sc.hand(0, twin)), f"t:{a}", f"t:{b}")
            if sc.pending is not None and "done" in sc.ids():
                sc.choose("done")
        else:
            sc.choose(_ab(sc, drill), f"t:{extra}", f"t:{a}")
            sc.choose("pass")
            sc.choose(_ab(sc, drill), f"t:{extra2}", f"t:{b}")
        assert stats.force(sc.s, a) == 3 and stats.force(sc.s, b) == 3
        sc.choose(_ab(sc, d), f"t:{a}")
        assert stats.force(sc.s, a) == 1
        assert stats.force(sc.s, b) == (1 if one_use else 3)
        del me, foe
