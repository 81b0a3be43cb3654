"""How the selection filters of the classic CCG's words read in English (`rokugan.ability.words.FILTER_WORDS`):
every filter a word registers has its phrase, so a prompt or a card's rendered text never shows a filter's
internal name (tests/ccg/test_vocab_phrases.py)."""

from __future__ import annotations

from typing import Any

from rokugan.ability.words import Word, add_filter_words


def _ref(a: Any) -> str:
    return a.text() if isinstance(a, Word) else str(a)


add_filter_words({
    "all_keywords": ("pre", lambda a: " ".join(str(a).split("&"))),
    "type_or_keyword": ("pre", lambda a: " or ".join(str(a).split("|"))),
    "shadowlands": ("pre", "Shadowlands"),
    "face_up": ("pre", "face-up"),
    "enemy_card": ("pre", "enemy"),
    "any_player": ("pre", ""),
    "in_play_card": ("post", "in play"),
    "assigned_here": ("post", "assigned to this battlefield"),
    "attached_to_host": ("post", "attached to the same Personality"),
    "battle_strategy": ("post", "with a Battle ability"),
    "chi_lt": ("post", lambda a: f"with lower Chi than {_ref(a)}"),
    "ph_lt_chi_of": ("post", lambda a: f"whose Personal Honor is lower than {_ref(a)}'s Chi"),
    "max_force": ("post", lambda a: f"with {_ref(a)} Force or less"),
    "printed_cost": ("post", "with a printed Gold Cost of {arg}"),
    "printed_force_ge": ("post", "with a printed Force of {arg} or more"),
    "controls_attachment": ("post", "who controls a Personality with an attachment"),
    "has_attachment": ("post", "with an attachment"),
    "has_fear": ("post", "with a Fear attack"),
    "honor_producing": ("post", "with an ability that gains Honor"),
    "no_token": ("post", "without a {arg} token"),
    "not_granted": ("post", "not already chosen by such an effect this game"),
    "not_produced_gold": ("post", "that has not produced Gold this turn"),
    "owned_by": ("post", "controlled by the {arg}"),
    "same_controller_as": ("post", lambda a: f"controlled by {_ref(a)}'s controller, at another location"),
    "ranged_target": ("post", lambda a: "in the enemy army here" if a else
                      "in the enemy army here (a Follower, or a Personality without Followers)"),
    "fear_target": ("post", lambda a: "(a Follower, or a Personality without Followers)" if not a else
                    "(a Follower, or a Personality)"),
})
