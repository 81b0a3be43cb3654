"""The rulebooks' own examples about card abilities that no other test covers, each as a test through the decision
interface: separate effects, "to" / "as" / "after" dependence, prevention, combining attacks, and simultaneous
procedures (TF "Separate Effects" and its "Exceptions", TF "Prevention", CR "Independence of effects", CR "Combining",
CR "Timing Conflicts"). Where the other examples are tested: see docs/ccg-rules.md, "The rulebooks' examples".
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Static, Target, To, sel
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
