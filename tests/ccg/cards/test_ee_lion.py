"""Scenario tests for the Emperor Edition Lion deck's cards, under the Emperor rule set: one per card, through the
decision interface."""

from __future__ import annotations

from ..helpers import personality
from .ee_harness import _battle, _done, _ee, real, stats


def test_matsu_hachiro_plus_2_while_attacking() -> None:
    sc = _ee()
    hachiro = sc.play(0, real("Matsu Hachiro"))
    foe = sc.play(1, personality("Crab Bushi"))
    printed = stats.force(sc.s, hachiro)
    _battle(sc, [hachiro], [foe])
    assert stats.force(sc.s, hachiro) == printed + 2


def test_ikoma_natsu_renders_his_control_restriction() -> None:
    from rokugan.ccg.statics import has_rule
    sc = _ee()
    from rokugan.ccg.abilities import rendered_text
    natsu = sc.play(0, real("Ikoma Natsu"))
    assert has_rule(sc.s, natsu, "not_controlled_by:Unicorn")
    assert "Unicorn" in (rendered_text("ikoma-natsu") or "")  # what a player reads on the card


def test_akodo_kano_master_token_buys_two_additional_battle_actions() -> None:
    sc = _ee()
    kano = sc.play(0, real("Akodo Kano"))
    foe = sc.play(1, personality("Crab Bushi"))
    brutality = sc.hand(0, real("A Warrior's Brutality"))
    incapacitated = sc.hand(0, real("Incapacitated"))
    sc.goto("action", active=0)
    sc.choose(f"ab:{kano}:a:0")
    _done(sc)
    _battle(sc, [kano], [foe])
    sc.choose(f"ab:{kano}:a:1")
    _done(sc)
    assert sc.s.bowed[kano]
    assert sc.who() == 0 and f"ab:{brutality}:a:0" in sc.ids()  # an additional Battle action, before seat 1
    sc.choose(f"ab:{brutality}:a:0", f"t:{kano}")
    _done(sc)
    assert sc.who() == 0 and f"ab:{incapacitated}:a:0" in sc.ids()  # the second additional action


def test_kitsu_suki_honor_for_ancestors_and_loss_for_the_proud() -> None:
    sc = _ee()
    suki = sc.play(0, real("Kitsu Suki"))
    sc.play(0, personality("Ancestor Spirit", keywords=("Ancestor",)))
    sc.honor(1, 30)
    mine = sc.s.players[0].honor
    sc.goto("action", active=0)
    sc.choose(f"ab:{suki}:a:0")
    _done(sc)
    assert sc.kind() == "yes_no" and sc.s.players[1].name in sc.pending.prompt  # only he qualifies
    sc.choose("yes")
    assert sc.s.players[0].honor == mine + 1 and sc.s.players[1].honor == 29


def test_eternal_victory_dojo_draws_at_the_end_phase_after_a_tactical_action() -> None:
    from .ee_harness import _react
    sc = _ee()
    sc.s.facts[sc.s.players[0].stronghold] = real("Eternal Victory Dojo")
    dojo = sc.s.players[0].stronghold
    general = sc.play(0, personality("Lion General", keywords=("Samurai", "Tactician")))
    foe = sc.play(1, personality("Crab Bushi"))
    fodder = sc.hand(0, real("Incapacitated"))
    _battle(sc, [general], [foe])
    sc.choose(f"tactical:{general}")
    sc.choose(next(o for o in sc.ids() if str(fodder) in o))
    _react(sc, dojo)
    _done(sc)
    assert any(d[0] == "turn_ending" for d in sc.s.delayed)
    hand = len(sc.s.players[0].hand)
    sc.goto("end", active=0)
    assert sc.pending is not None  # the End Phase has run: the usual draw and the delayed one
    assert len(sc.s.players[0].hand) == hand + 2


def test_eternal_victory_dojo_allows_four_copies_of_two_battle_strategies() -> None:
    """Its deck-building text ("four copies each of one or two non-Unique Strategies with Battle abilities") wins
    over the three-copy rule (CR "The Cardinal Rules"; "Deck construction rules"), for at most two such titles;
    a Strategy without a Battle ability, a fifth copy or another Stronghold keep the rule."""
    import re
    from pathlib import Path

    from rokugan.catalog.ccg_catalog import Catalog
    from rokugan.catalog.decklist import parse_decklist
    from rokugan.catalog.legality import check_deck
    from rokugan.ccg.abilities import rendered_text

    cat = Catalog.builtin()
    base = (Path(__file__).parents[3] / "src/rokugan/ccg/decks/emperor/lion.l5d").read_text()

    def problems(text: str) -> list[str]:
        return [p for p in check_deck(parse_decklist(text, cat, "t"), "emperor", cat) if "copies" in p]

    def more(text: str, title: str, n: int) -> str:
        return re.sub(rf"^\d+ {re.escape(title)}$", f"{n} {title}", text, flags=re.M)

    assert problems(base) == []
    two = more(more(base, "A Pure Stroke", 4), "A Stain Cleansed", 4)  # Battle/Open and Battle
    assert problems(two) == []
    three = more(two, "A Time for Mortal Men", 4)  # a third title with a Battle ability: one too many
    assert len(problems(three)) == 1 and "already used" in problems(three)[0]
    assert problems(more(base, "Ambush", 4))  # a Limited Strategy: not covered
    assert problems(more(base, "A Pure Stroke", 5))  # five copies: not covered
    crab = (Path(__file__).parents[3] / "src/rokugan/ccg/decks/emperor/crab.l5d").read_text()
    crab_sh = re.search(r"# Stronghold \(1\)\n1 (.+)\n", crab)
    assert crab_sh is not None
    other = two.replace("1 Eternal Victory Dojo", f"1 {crab_sh.group(1)}")
    assert len(problems(other)) == 2  # another Stronghold: the three-copy rule for both
    assert "four copies each of one or two non-Unique Strategies with Battle abilities" in (
        rendered_text("eternal-victory-dojo") or "")
