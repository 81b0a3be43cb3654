"""Interrupts from the attachment an Equip brings into play, for the rulebook Equip action and for a card's action
that Equips a card chosen as it resolves (Daigotsu Chiboshi: "Equip a Follower to Chiboshi").

CR "Equip": "Sometimes "Equip" is used as an effect in card text. This means that the effects of the Equip action
are activated": the card's action is the action that brings the card into play; no second action (and no second
Interrupt step) starts. CR "Action Sequence" C: the action's player "Gives all players a chance to play Interrupts to
the action", after costs and before the effects resolve; CR "Interrupt actions": "If more than one Interrupt can be
triggered at the same time, decide the order in which they happen using a separate action round in which the active
player goes first." CR "Using abilities", EXCEPTION: "Interrupt abilities on a card out of play may be taken if they
Interrupt the action that brings the card into play. In this case, if the action has a "bow this card" cost, it is
satisfied by bowing the card after it enters play, as a delayed effect." CR "Good Faith Rule": "In the special case
where an Interrupt action on a card is announced before its card enters play, the costs and requirements for that
card to enter play must be met in Good Faith, and the card itself must be chosen to enter play."
So the cards of the hand the action could Equip (right type, Gold Cost within the Gold paid, a legal attachment)
may take their Interrupts in the action's own Interrupt step; the one taken is then the card equipped.
"""

from __future__ import annotations

from rokugan.ability.words import SELF, Ability
from rokugan.ccg import stats
from rokugan.ccg.vocab import After, Bow, GainHonor

from .cards.harness import CardScenario, in_battle, real
from .helpers import follower, item, personality


def _eager(title: str, kind: str = "follower", cost: int = 1) -> tuple[object, Ability]:
    facts = follower(title, cost=cost) if kind == "follower" else item(title, cost=cost)
    return facts, Ability(("Interrupt",), (After("equipped", (GainHonor(1),), who="card:entering;turn",
                                                 words="after you Equip this card, gain 1 Honor"),),
                          costs=(Bow(SELF),))


def _chiboshi_in_battle() -> tuple[CardScenario, int]:
    sc = CardScenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    chiboshi = sc.play(0, real("Daigotsu Chiboshi"))
    foe = sc.play(1, personality("Crab Foe", clan="Crab"))
    in_battle(sc, chiboshi, foe)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    return sc, chiboshi


def test_a_follower_chiboshi_could_equip_may_interrupt_his_action_and_is_then_the_one_equipped(declare) -> None:  # type: ignore[no-untyped-def]
    sc, chiboshi = _chiboshi_in_battle()
    facts, ab = _eager("Eager Ashigaru")
    declare(facts, ab)
    other_facts, other_ab = _eager("Other Ashigaru")
    declare(other_facts, other_ab)
    eager = sc.hand(0, facts)  # type: ignore[arg-type]
    other = sc.hand(0, other_facts)  # type: ignore[arg-type]
    honor = sc.s.players[0].honor
    sc.choose(f"ab:{chiboshi}:a:0", "gold:1")
    assert sc.in_interrupt_round() and sc.who() == 0  # CR "Interrupt actions": the active player goes first
    assert f"ab:{eager}:a:0" in sc.ids() and f"ab:{other}:a:0" in sc.ids()
    sc.choose(f"ab:{eager}:a:0")
    assert sc.s.zone[eager] != 4 and not sc.s.bowed[eager]  # out of play: its bow waits for it to enter play
    while sc.in_interrupt_round():
        assert f"ab:{other}:a:0" not in sc.ids()  # the action is committed to the Ashigaru whose Interrupt was taken
        sc.choose("pass")
    assert sc.kind() == "target" and sc.ids() == [f"equip:{eager}"]  # "the card itself must be chosen"
    sc.choose(f"equip:{eager}")
    assert sc.s.attached_to[eager] == chiboshi and sc.s.bowed[eager]
    assert sc.s.players[0].honor == honor + 1 and sc.s.attached_to[other] < 0


def test_only_the_cards_the_action_could_equip_are_offered(declare) -> None:  # type: ignore[no-untyped-def]
    """Chiboshi Equips a Follower whose Gold Cost is the Gold paid: an Item, or a Follower costing more than was paid,
    cannot be brought into play by this action, so its Interrupt is not offered."""
    sc, chiboshi = _chiboshi_in_battle()
    cheap, cheap_ab = _eager("Cheap Ashigaru", cost=1)
    dear, dear_ab = _eager("Dear Ashigaru", cost=3)
    blade, blade_ab = _eager("Eager Blade", kind="item", cost=1)
    for f, a in ((cheap, cheap_ab), (dear, dear_ab), (blade, blade_ab)):
        declare(f, a)
    c1, c3, b = (sc.hand(0, f) for f in (cheap, dear, blade))  # type: ignore[arg-type]
    sc.choose(f"ab:{chiboshi}:a:0", "gold:1")
    assert sc.in_interrupt_round()
    offered = sc.ids()
    assert f"ab:{c1}:a:0" in offered and f"ab:{c3}:a:0" not in offered and f"ab:{b}:a:0" not in offered
    assert stats.gold_cost(sc.s, c3) == 3


def test_without_an_interrupt_taken_the_player_still_chooses_freely() -> None:
    sc, chiboshi = _chiboshi_in_battle()
    troops = sc.hand(0, real("Skeletal Troops"))
    sc.choose(f"ab:{chiboshi}:a:0", f"gold:{stats.gold_cost(sc.s, troops)}")
    assert sc.kind() == "target" and set(sc.ids()) == {"none", f"equip:{troops}"}
    sc.choose(f"equip:{troops}")
    assert sc.s.attached_to[troops] == chiboshi


def test_the_rulebook_equip_action_offers_the_attachments_own_interrupt(declare) -> None:  # type: ignore[no-untyped-def]
    """The same for the rulebook Equip action (CR "Equip"), which brings its card into play."""
    sc = CardScenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    me = sc.play(0, personality("Spider Host", clan="Spider"))
    facts, ab = _eager("Eager Porter")
    declare(facts, ab)
    porter = sc.hand(0, facts)  # type: ignore[arg-type]
    sc.goto("action", active=0)
    sc.s.players[0].gold_pool = 10
    sc._touch()
    honor = sc.s.players[0].honor
    sc.choose(f"equip:{porter}", f"sel:{me}")
    assert sc.in_interrupt_round() and f"ab:{porter}:a:0" in sc.ids()
    sc.choose(f"ab:{porter}:a:0")
    while sc.in_interrupt_round():
        sc.choose("pass")
    assert sc.s.attached_to[porter] == me and sc.s.bowed[porter] and sc.s.players[0].honor == honor + 1


def test_a_target_chosen_later_to_equip_the_committed_spell_to_is_one_it_can_attach_to(declare) -> None:  # type: ignore[no-untyped-def]
    """Unchecked Fury: "Equip a Spell to your target unbowed, opposed Shugenja". With the Spell's Interrupt taken, the
    card "must be chosen to enter play" (CR "Good Faith Rule"), so the target is a Shugenja the Spell can attach to."""
    from rokugan.ability.words import Static, sel
    from rokugan.catalog import cards as T
    from rokugan.ccg.statics import AttachOnly

    from .helpers import card
    sc = CardScenario()
    sc.empty_provinces(0)
    sc.empty_provinces(1)
    phoenix = sc.play(0, personality("Isawa Caster", clan="Phoenix", keywords=("Shugenja",)))
    dragon = sc.play(0, personality("Tamori Caster", clan="Dragon", keywords=("Shugenja",)))
    fury = sc.play(0, real("Unchecked Fury"))
    foe = sc.play(1, personality("Crab Foe", clan="Crab"))
    spell = card("Phoenix Ward", T.SPELL, gold_cost=1, focus=1)
    _, interrupt = _eager("unused")
    declare(spell, interrupt, Static(SELF, AttachOnly(sel("personality", clan="Phoenix"), "Phoenix only.")))
    s = sc.hand(0, spell)
    sc.battle_with([phoenix, dragon], [foe])
    sc.choose("pass")
    sc.s.players[0].gold_pool = 10
    sc._touch()
    sc.choose(f"ab:{fury}:a:1", "gold:1")
    assert sc.in_interrupt_round() and f"ab:{s}:a:0" in sc.ids()
    sc.choose(f"ab:{s}:a:0")
    while sc.in_interrupt_round():
        sc.choose("pass")
    if sc.kind() == "target" and f"t:{phoenix}" in sc.ids():
        assert f"t:{dragon}" not in sc.ids()
        sc.choose(f"t:{phoenix}")
    sc.choose(f"equip:{s}")
    assert sc.s.attached_to[s] == phoenix and sc.s.bowed[s]


def test_the_commitment_survives_a_save_and_a_clone(declare) -> None:  # type: ignore[no-untyped-def]
    import json

    from rokugan.ccg.game import CCGGame
    facts, ab = _eager("Saved Ashigaru")
    declare(facts, ab)
    other_facts, other_ab = _eager("Unsaved Ashigaru")
    declare(other_facts, other_ab)
    for copy in ("json", "clone"):
        sc, chiboshi = _chiboshi_in_battle()
        eager = sc.hand(0, facts)  # type: ignore[arg-type]
        other = sc.hand(0, other_facts)  # type: ignore[arg-type]
        sc.choose(f"ab:{chiboshi}:a:0", "gold:1", f"ab:{eager}:a:0")
        sc.g = CCGGame.from_json(json.loads(json.dumps(sc.g.to_json()))) if copy == "json" else sc.g.clone()
        sc.s = sc.g.s
        while sc.in_interrupt_round():
            sc.choose("pass")
        assert sc.ids() == [f"equip:{eager}"], copy
        sc.choose(f"equip:{eager}")
        assert sc.s.attached_to[eager] == chiboshi and sc.s.bowed[eager] and sc.s.attached_to[other] < 0
