"""The Comprehensive Rules' own examples about stats and effects, each as a test through the decision interface
(CR "Setting stats to values", "Calculating stats", "Continuous traits" / "when" wording)."""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Static, StatOf, Target, sel
from rokugan.ccg import stats
from rokugan.ccg.statics import StatMod
from rokugan.ccg.vocab import T0, T1, Give, SetStat, when

from .helpers import personality, strategy
from .test_ability_rules import _ab, _board


def test_setting_a_stat_then_a_maximum_then_a_penalty(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Setting stats to values", example: "A 3F Personality is under an effect giving him a maximum Force of
    5, but has his Force raised to that of another Personality with 8F. The 3F Personality gets +5F, but after
    the maximum of 5 is applied has effectively only 5F. If he then received a -4 Force Penalty, this would be
    assessed against his bonus of +5F from the raising effect, and he would have base 3F +1F = 4." """
    sc, me, foe = _board()
    three = sc.play(0, personality("Three Force", f=3, c=2))
    eight = sc.play(1, personality("Eight Force", f=8, c=2))
    raise_ = strategy("Raise to Another")
    declare(raise_, Ability(("Open",), (
        Target(sel("personality", controller="you")), Target(sel("personality", controller="any"), "t1"),
        SetStat(T0, "force", StatOf(T1, "force"), only_raise=True))))
    weaken = strategy("Weaken")
    declare(weaken, Ability(("Open",), (Target(sel("personality")), Give(T0, -4))))
    sc.s.modifiers.append((three, "force", 5, "turn", "max"))  # "an effect giving him a maximum Force of 5"
    r = sc.hand(0, raise_)
    w = sc.hand(0, weaken)
    sc.goto("action", active=0)
    sc.choose(_ab(sc, r), f"t:{three}", f"t:{eight}")
    assert stats.force(sc.s, three) == 5  # +5F, then the maximum of 5
    assert stats.unclamped(sc.s, three, "force") == 8
    sc.choose("pass")  # the other player's action round
    sc.choose(_ab(sc, w), f"t:{three}")
    assert stats.force(sc.s, three) == 4  # base 3F + 5F - 4F
    del me, foe


def test_a_bonus_while_bowed_comes_and_goes_with_the_state(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "When": "'This card has +2F while bowed.' The Force bonus is gained 'when' the card bows and lost 'when'
    the card straightens." """
    sc, me, foe = _board()
    brute = personality("Bowed Brute", f=2, c=2)
    declare(brute, Static(SELF, StatMod("force", 2), when("is", SELF, "bowed")))
    b = sc.play(0, brute)
    assert stats.force(sc.s, b) == 2
    sc.s.bowed[b] = True
    assert stats.force(sc.s, b) == 4
    sc.s.bowed[b] = False
    assert stats.force(sc.s, b) == 2
    del me, foe


def test_honor_for_each_card_destroyed_counts_only_the_cards_the_effect_destroyed(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "For each" example: "'Destroy 1 to 3 enemy cards. Gain 1 Honor for each card destroyed.' If the
    destruction of one enemy card triggers the destruction of another (as when a Personality's attachments are
    destroyed via the rules), the additional card is not counted towards the Honor. Also note that if the
    destruction of one enemy card is prevented, one less Honor will be gained." """
    from rokugan.ability.words import Var
    from rokugan.ccg.state import PLAY
    from rokugan.ccg.vocab import Destroy, GainHonor

    from .helpers import item
    sc, me, foe = _board()
    purge = strategy("Purge Three")
    declare(purge, Ability(("Open",), (
        Target(sel("card", controller="enemy"), count=(1, 3)), Destroy(T0),
        GainHonor(Var("destroyed", "the number of cards destroyed")))))
    second = sc.play(1, personality("Second Foe", f=1, c=1, clan="Crane"))
    third = sc.play(1, personality("Third Foe", f=1, c=1, clan="Crane"))
    sword = sc.attach(item("Foe Katana"), foe)  # destroyed with its Personality, by the rules
    sc.s.granted.append((third, "will_not_destroyed", "turn"))  # "This Personality will not be destroyed"
    p = sc.hand(0, purge)
    honor = sc.s.players[0].honor
    sc.goto("action", active=0)
    sc.choose(_ab(sc, p), f"t:{foe}", f"t:{second}", f"t:{third}")
    if sc.kind() == "target":
        sc.choose("done")
    sc.pass_round()
    assert sc.s.zone[foe] != PLAY and sc.s.zone[sword] != PLAY and sc.s.zone[third] == PLAY
    assert sc.s.players[0].honor == honor + 2  # two destroyed by the effect; not the Katana, not the prevented one
    del me


def test_targeting_paradox_an_extra_cost_to_target_constrains_the_targeting(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Targeting paradoxes", example 2: "'Other players' actions targeting The Abbot cost 2 more Gold.' ...
    all actions that can target him may be taken with an additional Gold Cost of 2; if this is not paid they
    may not target The Abbot, and if the cost is paid the action must target him." """
    from rokugan.ccg.statics import TargetTax
    from rokugan.ccg.vocab import Bow
    sc, me, foe = _board()
    abbot_facts = personality("Taxed Abbot", f=1, c=1, clan="Crane")
    declare(abbot_facts, Static(SELF, TargetTax(2)))
    abbot = sc.play(1, abbot_facts)
    bow = strategy("Bow Him")
    declare(bow, Ability(("Open",), (Target(sel("personality", controller="enemy")), Bow(T0))))
    b = sc.hand(0, bow)
    sc.goto("action", active=0)
    sc.s.bowed[sc.s.players[0].stronghold] = True  # no Gold at all for seat 0
    sc.s.players[0].gold_pool = 0
    sc._touch()
    sc.choose(_ab(sc, b))
    assert f"t:{abbot}" not in sc.ids() and f"t:{foe}" in sc.ids()  # unpaid: he may not be targeted
    sc.choose(f"t:{foe}")
    sc.pass_round()
    assert sc.s.bowed[foe]
    # with Gold to pay, he may be targeted, and targeting him pays the 2 more Gold
    b2 = sc.hand(0, bow)
    sc.goto("action", active=0)
    sc.s.bowed[sc.s.players[0].stronghold] = True
    sc.s.players[0].gold_pool = 2
    sc._touch()
    sc.choose(_ab(sc, b2))
    assert f"t:{abbot}" in sc.ids()
    assert "2 more Gold" in next(o.label for o in sc.pending.options if o.id == f"t:{abbot}")
    sc.choose(f"t:{abbot}")
    sc.pass_round()
    assert sc.s.bowed[abbot] and sc.s.players[0].gold_pool == 0
    del me


def test_substitution_comes_after_prevention(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "Timing" B, example: "An ongoing substitution effect says 'Units that move home are destroyed instead.'
    Any negation and prevention of moving home happens first, then the destruction substitution happens." """
    from rokugan.ccg.state import HOME, PLAY
    from rokugan.ccg.statics import Instead
    from rokugan.ccg.vocab import MoveHome

    from .test_ability_rules import _battle
    sc, me, foe = _board()
    grim = personality("Grim Warden", f=1, c=1, clan="Crane")
    declare(grim, Static(sel("personality"), Instead("move_home", "destroy"),
                         words="Units that move home are destroyed instead."))
    sc.play(1, grim)
    steady = sc.play(0, personality("Steady Samurai", f=5, c=2))
    recall = strategy("Recall")
    declare(recall, Ability(("Battle",), (Target(sel("personality", controller="you"), count=(1, 2)),
                                          MoveHome(T0))))
    r = sc.hand(0, recall)
    _battle(sc, [me, steady], [foe])
    sc.s.granted.append((steady, "will_not_move", "turn"))  # "This Personality will not move"
    if sc.pending.player != 0:
        sc.choose("pass")
    sc.choose(_ab(sc, r), f"t:{me}", f"t:{steady}")
    while sc.pending.prompt.startswith("Interrupts"):
        sc.choose("pass")
    assert sc.s.zone[me] != PLAY  # destroyed instead of moving home
    assert sc.s.zone[steady] == PLAY and sc.s.location[steady] != HOME  # prevented first: neither moved nor destroyed
