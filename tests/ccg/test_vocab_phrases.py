"""Issue 14 ("no Python list text"): every selection filter of the classic CCG's vocabulary reads as English, so no
prompt or rendered card text shows a filter's internal name such as "(assigned_here True)"."""

from __future__ import annotations


def test_every_filter_has_its_phrase() -> None:
    import rokugan.ccg.cards  # noqa: F401  (loads every word)
    from rokugan.ability.words import FILTER_WORDS
    from rokugan.ccg.interp import FILTERS
    assert sorted(set(FILTERS) - set(FILTER_WORDS)) == []


def test_no_rendered_card_text_shows_a_filter_name() -> None:
    import re

    import rokugan.ccg.cards  # noqa: F401
    from rokugan.ccg.abilities import rendered_text
    from rokugan.ccg.interp import DEFS, FILTERS
    names = "|".join(re.escape(n) for n in FILTERS)
    bad = {k: t for k in DEFS if (t := rendered_text(k)) and re.search(rf"\((?:{names}) ", t)}
    assert bad == {}


def test_phrases_read_their_arguments_and_say_enemy_once() -> None:
    from rokugan.ability.words import SELF, sel
    assert sel("personality", all_keywords="Air&Shugenja").phrase() == "an Air Shugenja Personality"
    assert sel("personality", controller="enemy", chi_lt=SELF).phrase(target=True) == \
        "a target enemy Personality with lower Chi than this card"
    assert sel("follower", controller="enemy", enemy_card=True).phrase() == "an enemy Follower"
