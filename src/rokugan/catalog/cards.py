"""Card facts for the classic CCG: the shape every other part of the project reads.

Facts only (title, type, clan, stats, keywords, set, rarity, legality); never the databases' rules text
or flavor text. See ../shared/README.md ("The data rule").
"""

from __future__ import annotations

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
