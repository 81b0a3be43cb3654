"""Card facts for the classic CCG: the shape every other part of the project reads.

Facts only (title, type, clan, stats, keywords, set, rarity, legality); never the databases' rules text
or flavor text. See ../shared/README.md ("The data rule").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Card types (CR "Card Types").
STRONGHOLD = "stronghold"
SENSEI = "sensei"
WIND = "wind"  # other Pre-Game cards
HOLDING = "holding"
PERSONALITY = "personality"
EVENT = "event"
REGION = "region"
CELESTIAL = "celestial"
STRATEGY = "strategy"
ITEM = "item"
FOLLOWER = "follower"
SPELL = "spell"
RING = "ring"

DYNASTY_TYPES = frozenset({HOLDING, PERSONALITY, EVENT, REGION, CELESTIAL})
FATE_TYPES = frozenset({STRATEGY, ITEM, FOLLOWER, SPELL, RING})
ATTACHMENT_TYPES = frozenset({ITEM, FOLLOWER, SPELL})

# The community's experience markers ("Hida Kisada, the Little Bear - exp", "- exp2", "- inexp", "- exp2CW") as
# players write them: "Hida Kisada, the Little Bear (Experienced)", "(Experienced 2)", "(Inexperienced)",
# "(Experienced 2 CW)". Titles stay as the catalog spells them (deck lists, records); only the text shown to
# people is rewritten.
_EXP_MARKER = re.compile(r" - (?P<inexp>in)?exp(?P<level>\d+(?:\.\d+)?)?(?P<tag>CW|CoM|KYD)?\b(?![-'])")


def _exp_words(m: re.Match[str]) -> str:
    words = "Inexperienced" if m.group("inexp") else "Experienced"
    if m.group("level"):
        words += f" {m.group('level')}"
    if m.group("tag"):
        words += f" {m.group('tag')}"
    return f" ({words})"


def players_text(text: str) -> str:
    """`text` with every experience marker written as players write it (titles, log lines, option labels)."""
    return _EXP_MARKER.sub(_exp_words, text) if " - " in text else text


# Format ids used across the project (CR "Deck construction rules").
IVORY = "ivory"  # "A Brother's Destiny (Ivory Edition)" -- Ivory Extended
TWENTY_FESTIVALS = "twenty_festivals"  # "A Brother's Destiny (Twenty Festivals)"
EMPEROR = "emperor"  # "Age of Conquest (Emperor)"


@dataclass(frozen=True, slots=True)
class CardFacts:
    """One distinct card (one title as the community tells titles apart).

    Stats absent on a card are ``None`` (CR "Absent stats"). ``keywords`` keeps the printed keywords in
    their printed spelling (``"Cavalry"``, ``"Samurai"``, ``"Crab Clan"``); ``clans`` are the clan
    alignments (``"Crab"``). ``has_text`` is true when the card carries rules text beyond its keyword
    line and stats (the engine reports such cards when it does not implement their abilities).
    """

    id: str  # stable, slug of the title: "hida-kisada-emperor", "ancestral-armor-of-the-crab-clan-exp"
    title: str  # community title: "Hida Kisada (Emperor)", "Ancestral Armor of the Crab Clan - exp"
    type: str  # one of the card types above
    deck: str  # "dynasty", "fate" or "pregame"
    clans: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    force: int | None = None  # Personality Force, or an attachment's Force modifier
    chi: int | None = None  # Personality Chi, or an attachment's Chi modifier
    honor_requirement: int | None = None
    gold_cost: int | None = None
    personal_honor: int | None = None
    focus: int | None = None
    province_strength: int | None = None  # stronghold stat, or sensei modifier
    gold_production: int | None = None  # stronghold, sensei modifier, or holding (read from its text)
    starting_honor: int | None = None  # stronghold stat, or sensei modifier
    experienced: int = 0  # 0 = not experienced, 1 = "- exp", 2 = "- exp2", ...
    base_title: str = ""  # title without arc or experience marker: "Hida Kisada"
    has_text: bool = False
    back_of: str | None = None  # two-sided Ivory strongholds: id of the front side
    sets: tuple[str, ...] = ()
    rarity: str = ""
    legality: tuple[str, ...] = ()  # format ids above, plus others as given by the database
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)

    def has_keyword(self, word: str) -> bool:
        w = word.lower()
        return any(k.lower() == w for k in self.keywords)
