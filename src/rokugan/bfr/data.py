"""Components of Battle for Rokugan as facts (BfR §2, §10, §13, §16): tokens, cards, objectives."""

from __future__ import annotations

from typing import Final

CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]

# Combat token kinds (BfR §2.1, §6)
# (each a Final literal: the compiled engine, `rokugan native build`, uses the number itself)
ARMY: Final = 0
NAVY: Final = 1
SHINOBI: Final = 2
BLESSING: Final = 3
DIPLOMACY: Final = 4
RAID: Final = 5
BLUFF: Final = 6
KIND_NAMES = ["army", "navy", "shinobi", "blessing", "diplomacy", "raid", "bluff"]
FIGHTERS = (ARMY, NAVY, SHINOBI)  # tokens with a strength that fight in battles

# BfR §2.1: the common set of 26 tokens (bluff last), plus one clan-unique token.
COMMON: list[tuple[int, int]] = (
    [(ARMY, 1)] * 6 + [(ARMY, 2)] * 4 + [(ARMY, 3)] * 3 + [(ARMY, 4)] * 2 + [(ARMY, 5)]
    + [(NAVY, 1)] * 2 + [(NAVY, 2)] + [(SHINOBI, 1), (SHINOBI, 2)] + [(BLESSING, 2)] * 2
    + [(DIPLOMACY, 0), (RAID, 0)]
)
UNIQUE: dict[str, tuple[int, int]] = {
    "crab": (NAVY, 3), "crane": (DIPLOMACY, 0), "dragon": (BLESSING, 3), "lion": (ARMY, 6),
    "phoenix": (BLESSING, 3), "scorpion": (SHINOBI, 3), "unicorn": (RAID, 0),
}
TOKENS_PER_CLAN: Final = 27
BLUFF_INDEX: Final = 26  # the bluff is the last of a player's 27 tokens


def clan_tokens(clan: str) -> list[tuple[int, int]]:
    """The 27 (kind, strength) tokens of a clan: 25 common, the unique one, then the bluff."""
    return [*COMMON, UNIQUE[clan], (BLUFF, 0)]


def token_name(kind: int, strength: int) -> str:
    if kind in FIGHTERS or kind == BLESSING:
        return f"{KIND_NAMES[kind]} {strength}"
    return KIND_NAMES[kind]


CONTROL_TOKENS: Final = 30  # BfR §2
STARTING_TOKENS = {2: 11, 3: 7, 4: 5, 5: 4}  # BfR §4 step 7
ROUNDS: Final = 5

# Special tokens (BfR §9). Codes stored per province; 0 = none.
NONE: Final = 0
PEACE: Final = 1
SCORCHED: Final = 2
SHRINE: Final = 3
HARBOR: Final = 4
BATTLEFIELD: Final = 5
HONOR1: Final = 6
HONOR2: Final = 7
HONOR4: Final = 8
DEF1: Final = 9
DEF2: Final = 10
SPECIAL_NAMES = ["", "peace", "scorched earth", "shrine", "harbor", "battlefield", "+1 honor", "+2 honor",
                 "Bushido 4", "+1 defense", "+2 defense"]
SPECIAL_SUPPLY = [0, 15, 15, 1, 1, 1, 2, 1, 1, 3, 1]  # BfR §2 (honor/defense splits: §20 item 22)
DEFENSE_VALUE = {DEF1: 1, DEF2: 2}

# Territory cards (BfR §10.2): id -> (territory, name). Shadowlands pairing is a rules option (§11.2).
TERRITORY_CARDS: list[tuple[str, str]] = [
    ("crab", "Feats of Engineering"), ("crab", "Promotion"),
    ("crane", "Code of Honor"), ("crane", "Diplomatic Mission"),
    ("dragon", "Strength of Purpose"), ("dragon", "Sacred Ground"),
    ("lion", "Bushido"), ("lion", "Honorable Fight"),
    ("phoenix", "Aid of the Kami"), ("phoenix", "Bless the Lands"),
    ("scorpion", "Foment Rebellion"), ("scorpion", "Spy Network"),
    ("unicorn", "Cultural Exchange"), ("unicorn", "Reinforcements"),
    ("mainland", "Bountiful Harvest"), ("mainland", "Ashigaru Levies"),
    ("islands", "Port of Prosperity"), ("islands", "Pirate Raids"),
    ("shadowlands", "Dark Favors"), ("shadowlands", "Purge the Weak"),
    ("shadowlands", "Animate the Dead"), ("shadowlands", "Inspire Fear"),
]
CARD_INDEX = {name: i for i, (_t, name) in enumerate(TERRITORY_CARDS)}
SHADOWLANDS_PAIRING = {  # BfR §11.2 [UNSURE] 1
    "A": {"shadowlands_north": ["Dark Favors", "Purge the Weak"],
          "shadowlands_south": ["Animate the Dead", "Inspire Fear"]},
    "B": {"shadowlands_north": ["Animate the Dead", "Inspire Fear"],
          "shadowlands_south": ["Dark Favors", "Purge the Weak"]},
}
SHADOWLANDS_CARDS = frozenset(CARD_INDEX[n] for n in
                              ("Dark Favors", "Purge the Weak", "Animate the Dead", "Inspire Fear"))

# Secret objectives (BfR §16): (name, kind, argument, honor)
OBJECTIVES: list[tuple[str, str, str, int]] = [
    ("The Last Line of Defense", "clan", "crab", 5),
    ("The Rice Bowl of the Empire", "clan", "crane", 6),
    ("The Great Wall of the North", "clan", "dragon", 6),
    ("The Court of the Five Winds", "clan", "unicorn", 6),
    ("The Plains of Battle", "clan", "lion", 7),
    ("The Great Library", "clan", "phoenix", 7),
    ("The Den of Secrets", "clan", "scorpion", 7),
    ("Way of the Sail", "sail", "", 10),
    ("Emerald Empire", "chain", "", 10),
    ("Way of Humility", "humility", "", 10),
    ("Web of Influence", "web", "", 10),
    ("Reclaiming Lost Lands", "shadowlands", "", 3),
]

# Initiative cards (BfR §13): the seven clan cards, then the three neutral criteria.
NEUTRAL_INITIATIVE = ["Master of Governance", "Master of Tactics", "Rise of an Empire"]
