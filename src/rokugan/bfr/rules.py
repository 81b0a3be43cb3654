"""Rules options: every [UNSURE] point of RULES.md (§20) as a named option with its documented default.

RULES.md Revision 2 changed four defaults to the Polish text's literal wording (§7.6 successful defense,
§14 ronin raid/diplomacy, §5.1 initiative tie, §6.3 harbor navies); each former default stays a value.

Each field names the §20 item it settles. `RulesOptions.from_json` refuses unknown names and values so a
typo in a setup cannot silently play a different game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

CHOICES: dict[str, tuple[Any, ...]] = {
    "placement": ("faithful", "strict"),  # §6.1 [IMPL]: faithful accepts any publicly legal placement
    "shadowlands_pairing": ("A", "B"),  # §20.1
    "crab_faceup_defense": (2, 3),  # §20.2
    "crane_ties": ("all", "attacker_vs_defender"),  # §20.3
    "phoenix_capital": ("whole_battle", "pairwise"),  # §20.4 (a)
    "phoenix_ignores_shadowlands": (False, True),  # §20.4 (b)
    "lion_bluff_defends_alone": (False, True),  # §20.5
    "unicorn_swap_direction": ("inherit", "choose"),  # §20.6
    "successful_defense": ("any_reason", "present", "revealed"),  # §20.7 (Revision 2: any_reason)
    "ronin_raid_diplomacy": ("never", "as_bluff"),  # §14 (Revision 2: never)
    "raid_optional": (False, True),  # §20.8
    "harbor_slots": ("land", "virtual_and_land", "virtual_only"),  # §20.9 (Revision 2: land)
    "harbor_coastal_for_sail": (True, False),  # §20.9
    "bless_the_lands_faceup": (1, 2),  # §20.10
    "reinforcements_short": ("up_to", "requires_two"),  # §20.11
    "purge_dark_targets": ("any", "opponents"),  # §20.12
    "bluff_removed_in_placement": ("set_aside", "to_hand"),  # §20.13
    "first_player_card": ("any_turn", "first_turn"),  # §20.14
    "initiative_tiebreak": ("current_first", "current_last"),  # §20.15 (Revision 2: current_first)
    "no_legal_placement": ("skip_phase", "skip_turn"),  # §20.16
    "emerald_empire": ("path", "connected"),  # §20.17
    "shadowlands_are_territories": (True, False),  # §20.18
    "end_tie": ("shared", "most_provinces"),  # §20.19
    "territory_cards_secret": (True, False),  # §20.20
}


@dataclass(frozen=True)
class RulesOptions:
    placement: str = "faithful"
    shadowlands_pairing: str = "A"
    crab_faceup_defense: int = 2
    crane_ties: str = "all"
    phoenix_capital: str = "whole_battle"
    phoenix_ignores_shadowlands: bool = False
    lion_bluff_defends_alone: bool = False
    unicorn_swap_direction: str = "inherit"
    successful_defense: str = "any_reason"
    ronin_raid_diplomacy: str = "never"
    raid_optional: bool = False
    harbor_slots: str = "land"
    harbor_coastal_for_sail: bool = True
    bless_the_lands_faceup: int = 1
    reinforcements_short: str = "up_to"
    purge_dark_targets: str = "any"
    bluff_removed_in_placement: str = "set_aside"
    first_player_card: str = "any_turn"
    initiative_tiebreak: str = "current_first"
    no_legal_placement: str = "skip_phase"
    emerald_empire: str = "path"
    shadowlands_are_territories: bool = True
    end_tie: str = "shared"
    territory_cards_secret: bool = True

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(d: dict[str, Any] | None) -> RulesOptions:
        d = dict(d or {})
        # games saved before RULES.md Revision 2 name the §7.6 option by its old boolean and never had the
        # §14 one: read them as the rules they were played with
        if "removed_attack_defends" in d:
            old = d.pop("removed_attack_defends")
            if old not in (False, True):
                raise ValueError(f"rules option removed_attack_defends must be true or false, not {old!r}")
            d.setdefault("successful_defense", "revealed" if old else "present")
            d.setdefault("ronin_raid_diplomacy", "as_bluff")
        known = {f.name for f in fields(RulesOptions)}
        for k, v in d.items():
            if k not in known:
                raise ValueError(f"unknown rules option {k!r}; known: {sorted(known)}")
            if v not in CHOICES[k]:
                raise ValueError(f"rules option {k} must be one of {list(CHOICES[k])}, not {v!r}")
        return RulesOptions(**d)

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults."""
        return {k: getattr(self, k) for k in _NAMES if getattr(self, k) != getattr(_DEFAULT, k)}


_DEFAULT = RulesOptions()
_NAMES = tuple(f.name for f in fields(RulesOptions))
