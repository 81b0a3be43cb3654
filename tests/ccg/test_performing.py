"""Performing cards: who an action comes from, and the rehonoring it causes.

CR "Rehonoring": "Before a player gains one or more points of Honor from an action or trait that targeted or came
from one or more of his or her dishonorable Personalities. If rehonoring the Personalities is not one of that action
or trait's effects, the dishonorable Personalities' rehonoring is substituted for the Honor gain." and "Before a
player gains Honor from attaching a card to one of his or her dishonorable Personalities, the Personality's
rehonoring is substituted for the Honor gain." CR "References to other points in time": "Dishonorable status is
checked only at the time the targeting, origin or performing of the action or trait is established."
An action on a Personality comes from him; an action on an Item or Spell is performed by the Personality it is
attached to (interp.performer).
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability, Target, sel
from rokugan.ccg.vocab import T0, Bow, Dishonor, GainHonor, Rehonor

from .cards.harness import real
from .helpers import item, personality, strategy
from .scenario import Scenario


def _open(sc: Scenario) -> None:
    sc.goto("action", active=0)


def test_an_action_from_a_dishonorable_personality_rehonors_him_instead_of_the_gain(declare) -> None:  # type: ignore[no-untyped-def]
    sc = Scenario()
    who = personality("Bayushi Shamed")
    declare(who, Ability(("Open",), (GainHonor(2),)))
    me = sc.play(0, who, dishonored=True)
    _open(sc)
    before = sc.s.players[0].honor
    sc.choose(f"ab:{me}:a:0")
    assert not sc.s.dishonored[me] and sc.s.players[0].honor == before  # rehonored, no gain


def test_an_action_on_an_item_is_performed_by_its_personality(declare) -> None:  # type: ignore[no-untyped-def]
    """The Item's action comes from the Personality it is attached to: dishonorable, he is rehonored instead;
    honorable, the Honor is gained."""
    fan = item("Honor Fan", cost=0)
    declare(fan, Ability(("Open",), (GainHonor(2),), costs=(Bow(SELF),)))
    for shamed in (True, False):
        sc = Scenario()
        me = sc.play(0, personality("Bayushi Holder"), dishonored=shamed)
        f = sc.attach(fan, me)
        _open(sc)
        before = sc.s.players[0].honor
        sc.choose(f"ab:{f}:a:0")
        assert not sc.s.dishonored[me]
        assert sc.s.players[0].honor == before + (0 if shamed else 2)


def test_an_action_targeting_your_dishonorable_personality_rehonors_him_not_an_enemys(declare) -> None:  # type: ignore[no-untyped-def]
    """ "from an action ... that targeted ... one or more of HIS OR HER dishonorable Personalities": targeting the
    other player's dishonorable Personality does not stop your gain."""
    ploy = strategy("Favor Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="any")), Bow(T0), GainHonor(2))))
    sc = Scenario()
    mine = sc.play(0, personality("Bayushi Mine"), dishonored=True)
    theirs = sc.play(1, personality("Doji Theirs", clan="Crane"), dishonored=True)
    c = sc.hand(0, ploy)
    _open(sc)
    before = sc.s.players[0].honor
    sc.choose(f"ab:{c}:a:0", f"t:{theirs}")
    assert sc.s.players[0].honor == before + 2 and sc.s.dishonored[theirs]
    sc.choose("pass")
    c2 = sc.hand(0, ploy)
    sc.s.players[0].used.clear()
    sc._touch()
    sc.choose(f"ab:{c2}:a:0", f"t:{mine}")
    assert sc.s.players[0].honor == before + 2 and not sc.s.dishonored[mine]


def test_dishonorable_status_is_checked_when_the_targeting_is_established(declare) -> None:  # type: ignore[no-untyped-def]
    """CR "References to other points in time": honorable when targeted, dishonored by the action itself, he does
    not turn the later gain into a rehonoring."""
    ploy = strategy("Shame Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you")), Dishonor(T0), GainHonor(2))))
    sc = Scenario()
    me = sc.play(0, personality("Bayushi Proud"))
    c = sc.hand(0, ploy)
    _open(sc)
    before = sc.s.players[0].honor
    sc.choose(f"ab:{c}:a:0", f"t:{me}")
    assert sc.s.dishonored[me] and sc.s.players[0].honor == before + 2


def test_no_substitution_when_rehonoring_is_one_of_the_actions_effects(declare) -> None:  # type: ignore[no-untyped-def]
    ploy = strategy("Forgive Test")
    declare(ploy, Ability(("Open",), (Target(sel("personality", controller="you")), Rehonor(T0), GainHonor(2))))
    sc = Scenario()
    me = sc.play(0, personality("Bayushi Forgiven"), dishonored=True)
    c = sc.hand(0, ploy)
    _open(sc)
    before = sc.s.players[0].honor
    sc.choose(f"ab:{c}:a:0", f"t:{me}")
    assert not sc.s.dishonored[me] and sc.s.players[0].honor == before + 2


def test_attaching_to_a_dishonorable_personality_rehonors_him_instead_of_the_gain() -> None:
    """Sparrow Clan Aide: "After you Equip this Follower, gain 1 Honor": Equipped to a dishonorable Personality, he
    is rehonored instead (CR "Rehonoring", its second case)."""
    for shamed in (True, False):
        sc = Scenario()
        me = sc.play(0, personality("Doji Host", clan="Crane"), dishonored=shamed)
        aide = sc.hand(0, real("Sparrow Clan Aide"))
        _open(sc)
        sc.s.players[0].gold_pool = 10
        sc._touch()
        before = sc.s.players[0].honor
        sc.choose(f"equip:{aide}", f"sel:{me}")
        assert sc.s.attached_to[aide] == me and not sc.s.dishonored[me]
        assert sc.s.players[0].honor == before + (0 if shamed else 1)


# ------------------------------------------------------------------ delayed effects
# CR "Delayed effects": "A delayed effect that has been activated but not yet applied is an ongoing effect" of the
# action that activated it (the Ambush example of CR "Order of effects": "The Honor loss itself is a delayed effect
# timed to the end of the battle"). So its later Honor gain is still a gain "from an action or trait that targeted or
# came from" the Personality (CR "Rehonoring"), and his status is the one read "at the time the targeting, origin or
# performing of the action or trait is established" (CR "References to other points in time"), not when the delayed
# effect applies. CR "Timing Conflicts" B: "If a substituted effect has been delayed, the substitution still happens
# at the delayed point."

def _later_gain(title: str, target: bool) -> tuple[object, Ability]:
    from rokugan.ccg.vocab import After
    steps = (After("phase_ending", (GainHonor(2),)),)
    if target:
        steps = (Target(sel("personality", controller="you")), *steps)
    return strategy(title) if target else personality(title), Ability(("Open",), steps)


def _end_the_action_phase(sc: Scenario) -> None:
    while sc.s.phase == "action" and "pass" in sc.ids():
        sc.choose("pass")


def test_a_delayed_gain_from_a_dishonorable_personality_rehonors_him_when_it_applies(declare) -> None:  # type: ignore[no-untyped-def]
    """His own action, "before this phase ends, gain 2 Honor", taken while he is dishonorable: when the delayed
    effect applies he is rehonored instead of the gain. The pending effect keeps that through a save and load and
    through clone()."""
    import json

    from rokugan.ccg.game import CCGGame
    who, ab = _later_gain("Bayushi Patient", target=False)
    declare(who, ab)
    for copy in ("none", "json", "clone"):
        sc = Scenario()
        me = sc.play(0, who, dishonored=True)  # type: ignore[arg-type]
        _open(sc)
        before = sc.s.players[0].honor
        sc.choose(f"ab:{me}:a:0")
        assert sc.s.delayed and sc.s.dishonored[me] and sc.s.players[0].honor == before  # not yet
        if copy == "json":
            sc.g = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json())))
        elif copy == "clone":
            sc.g = sc.g.clone()
        sc.s = sc.g.s
        _end_the_action_phase(sc)
        assert not sc.s.delayed, copy
        assert not sc.s.dishonored[me] and sc.s.players[0].honor == before, copy  # rehonored, no gain


def test_a_delayed_gain_reads_the_targets_status_when_targeted_not_when_it_applies(declare) -> None:  # type: ignore[no-untyped-def]
    """Targeted while honorable and dishonored before the delayed gain applies: the Honor is gained and he stays
    dishonorable. Targeted while dishonorable and rehonored by something else before it applies: the substituted
    rehonoring fails, so "the Honor is still not gained" (CR "Rehonoring")."""
    ploy, ab = _later_gain("Patient Favor", target=True)
    declare(ploy, ab)
    shame = strategy("Shame Between")
    declare(shame, Ability(("Open",), (Target(sel("personality")), Dishonor(T0))))
    pardon = strategy("Pardon Between")
    declare(pardon, Ability(("Open",), (Target(sel("personality")), Rehonor(T0))))
    for shamed_first in (False, True):
        sc = Scenario()
        me = sc.play(0, personality("Bayushi Waiting"), dishonored=shamed_first)
        c = sc.hand(0, ploy)  # type: ignore[arg-type]
        between = sc.hand(1, pardon if shamed_first else shame)
        _open(sc)
        before = sc.s.players[0].honor
        sc.choose(f"ab:{c}:a:0", f"t:{me}")
        assert sc.s.delayed and sc.s.players[0].honor == before
        sc.choose(f"ab:{between}:a:0", f"t:{me}")  # the opponent's action, before the phase ends
        assert sc.s.dishonored[me] != shamed_first
        _end_the_action_phase(sc)
        assert not sc.s.delayed
        if shamed_first:
            assert not sc.s.dishonored[me] and sc.s.players[0].honor == before
        else:
            assert sc.s.dishonored[me] and sc.s.players[0].honor == before + 2


def test_a_delayed_gain_from_a_dishonorable_personalitys_trait_rehonors_him(declare) -> None:  # type: ignore[no-untyped-def]
    """A trait comes from its card, its origin established as it triggers: "After an action resolves, before this phase
    ends, gain 1 Honor" on a dishonorable Personality rehonors him when the delayed gain applies; on an honorable one,
    the Honor is gained."""
    from rokugan.ability.words import Triggered
    from rokugan.ccg.vocab import After, when
    watcher = personality("Bayushi Watcher")
    declare(watcher, Triggered(when("action_resolved", "any"), (After("phase_ending", (GainHonor(1),)),)))
    nothing = strategy("Idle Gesture")
    declare(nothing, Ability(("Open",), (Target(sel("personality", controller="you")), Bow(T0))))
    for shamed in (True, False):
        sc = Scenario()
        me = sc.play(0, watcher, dishonored=shamed)
        c = sc.hand(0, nothing)
        _open(sc)
        before = sc.s.players[0].honor
        sc.choose(f"ab:{c}:a:0", f"t:{me}")
        assert sc.s.delayed and sc.s.players[0].honor == before
        _end_the_action_phase(sc)
        assert not sc.s.dishonored[me] and sc.s.players[0].honor == before + (0 if shamed else 1)
