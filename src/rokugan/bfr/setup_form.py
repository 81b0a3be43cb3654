"""The registry's setup hooks for Battle for Rokugan: what a person picks, and the setup it makes."""

from __future__ import annotations

from typing import Any

from . import data as D
from .rules import CHOICES, RulesOptions

# What each rules option means to a player (RULES.md §20 and §6.1): a label, one line, and readable values.
OPTION_TEXT: dict[str, tuple[str, str, dict[Any, str]]] = {
    "placement": ("Token placement check", "§6.1: whether a face-down token is checked only against what everyone can "
                  "see (an illegal one is discarded as a bluff) or also against its hidden type.",
                  {"faithful": "Public information only", "strict": "Also the hidden token type"}),
    "shadowlands_pairing": ("Shadowlands card pairing", "§20.1: which two Shadowlands cards belong to the North "
                            "and which to the South.",
                            {"A": "North: Dark Favors and Purge the Weak", "B": "North: Animate the Dead and "
                             "Inspire Fear"}),
    "crab_faceup_defense": ("Crab defense per face-up token", "§20.2: the defense the Crab's ability adds for each "
                            "of its face-up tokens.", {2: "2 defense each", 3: "3 defense each"}),
    "crane_ties": ("Crane wins ties", "§20.3: which tied battles the Crane's ability decides in its favour.",
                   {"all": "Any tie for the highest total", "attacker_vs_defender": "Only as an attacker tied with "
                    "the defender"}),
    "phoenix_capital": ("Phoenix and capitals", "§20.4: how the Phoenix attacker ignores a capital's +2 defense.",
                        {"whole_battle": "For the whole battle", "pairwise": "Only in its own comparison"}),
    "phoenix_ignores_shadowlands": ("Phoenix ignores the Shadowlands' +1", "§20.4: whether the Phoenix also "
                                    "ignores the +1 of the Shadowlands.", {False: "No", True: "Yes"}),
    "lion_bluff_defends_alone": ("A lone Lion bluff defends", "§20.5: whether a Lion bluff alone counts as a "
                                 "defender for a successful defense.", {False: "No", True: "Yes"}),
    "unicorn_swap_direction": ("Unicorn swap direction", "§20.6: the direction of a token the Unicorn moves.",
                               {"inherit": "The slot's direction", "choose": "The Unicorn chooses"}),
    "successful_defense": ("What is a successful defense", "§20.7: which failed attacks give the defender a "
                           "successful defense.",
                           {"any_reason": "Any attack that failed for any reason", "present": "Only battles fought, "
                            "with defenders present", "revealed": "Also provinces attacked at the reveal"}),
    "ronin_raid_diplomacy": ("Ronin raid and diplomacy", "§14: whether a ronin may place raid or diplomacy tokens "
                             "(as bluffs, removed later).", {"never": "Never", "as_bluff": "As bluffs"}),
    "raid_optional": ("Raids are optional", "§20.8: whether the owner may decline a raid whose condition holds.",
                      {False: "No, automatic", True: "Yes, the owner may decline"}),
    "harbor_slots": ("Harbor navy slots", "§20.9: where enemy navies can attack a harbor province from.",
                     {"land": "Its land borders", "virtual_and_land": "Land borders and a sea slot",
                      "virtual_only": "A sea slot only"}),
    "harbor_coastal_for_sail": ("A harbor is coastal for Way of the Sail", "§20.9: whether the harbor province "
                                "counts as coastal for Way of the Sail.", {True: "Yes", False: "No"}),
    "bless_the_lands_faceup": ("Bless the Lands: tokens face up", "§20.10: how many of the two blessed tokens are "
                               "placed face up.", {1: "One face up, one face down", 2: "Both face up"}),
    "reinforcements_short": ("Reinforcements with one army left", "§20.11: whether Reinforcements may bring back "
                             "fewer than two armies.", {"up_to": "Up to two", "requires_two": "Needs two"}),
    "purge_dark_targets": ("Dark Favors and Purge targets", "§20.12: whose unblessed tokens these cards may hit.",
                           {"any": "Any player's", "opponents": "Opponents' only"}),
    "bluff_removed_in_placement": ("A bluff removed during placement", "§20.13: where a bluff removed during "
                                   "placement goes.", {"set_aside": "Set aside until the next upkeep",
                                                       "to_hand": "Back to the hand at once"}),
    "first_player_card": ("First player card", "§20.14: when its holder may use the first player card.",
                          {"any_turn": "Once a round, on any turn",
                           "first_turn": "Only on the holder's first turn of a round"}),
    "initiative_tiebreak": ("Initiative ties", "§20.15: where the current first player stands among players tied "
                            "for initiative.", {"current_first": "Stays first", "current_last": "Checked last"}),
    "no_legal_placement": ("No legal placement", "§20.16: what happens to a player who cannot place a token.",
                           {"skip_phase": "Skips the rest of the phase", "skip_turn": "Skips only this turn"}),
    "emerald_empire": ("Emerald Empire objective", "§20.17: which six provinces fulfil the Emerald Empire.",
                       {"path": "A path of six provinces", "connected": "Any six connected provinces"}),
    "shadowlands_are_territories": ("Shadowlands count as territories", "§20.18: whether the Shadowlands count as "
                                    "territories for objectives.", {True: "Yes", False: "No"}),
    "end_tie": ("A tie at the end", "§20.19: how a tie for the most honor ends the game.",
                {"shared": "A shared victory", "most_provinces": "Most provinces wins"}),
    "territory_cards_secret": ("Claimed territory cards", "§20.20: whether claimed territory cards are secret.",
                               {True: "Private to the holder", False: "Public"}),
}


def setup_form() -> dict[str, Any]:
    defaults = RulesOptions().to_json()
    return {
        "seat_fields": [{"key": "clan", "label": "Clan", "kind": "choice", "default": "random",
                         "choices": [{"id": "random", "label": "Random"}]
                         + [{"id": c, "label": c.capitalize()} for c in D.CLANS]}],
        "options": [{"key": k, "label": OPTION_TEXT[k][0], "help": OPTION_TEXT[k][1], "kind": "choice",
                     "default": defaults[k], "choices": [{"id": v, "label": OPTION_TEXT[k][2][v]} for v in vals]}
                    for k, vals in CHOICES.items()],
    }


def build_setup(form: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """{"players": n, "seats": [{"name", "clan"}...], "options": {rules option: value}, "seed"?} -> setup.
    Seats whose clan is "random" (or missing) get a clan nobody else took, drawn from `seed`."""
    seats = list(form.get("seats") or [])
    n = int(form.get("players") or len(seats) or 4)
    if not 2 <= n <= 5:
        raise ValueError("Battle for Rokugan takes 2 to 5 players")
    seats = (seats + [{} for _ in range(n)])[:n]
    wanted = [str(seat.get("clan") or "random").lower() for seat in seats]
    for c in wanted:
        if c != "random" and c not in D.CLANS:
            raise ValueError(f"unknown clan {c!r}; clans are {', '.join(D.CLANS)}")
    taken = [c for c in wanted if c != "random"]
    if len(set(taken)) != len(taken):
        raise ValueError("each player must lead a different clan")
    from rokugan.core.rng import Rng

    free = [c for c in D.CLANS if c not in taken]
    Rng(int(form.get("seed", 0)) ^ 0xC1A5).shuffle(free)
    clans = [c if c != "random" else free.pop() for c in wanted]
    names = [str(seat.get("name") or clans[i].capitalize())[:40] for i, seat in enumerate(seats)]
    options = {k: v for k, v in dict(form.get("options") or {}).items() if v not in (None, "")}
    for k, v in list(options.items()):  # form values arrive as strings; map them onto the option's values
        if k in CHOICES:
            for c in CHOICES[k]:
                if str(c).lower() == str(v).lower():
                    options[k] = c
    RulesOptions.from_json(options)  # raises ValueError on unknown options or values
    return {"clans": clans, "names": names, "rules": options}, []
