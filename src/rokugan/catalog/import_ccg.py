"""Import the classic CCG card databases into the project's own facts file.

Reads the community Oracle of the Void export (``oracle/*.json``: every field a list, text in HTML) and
the community set files (``sets/*.yaml``: one file per set, one entry per printing), and writes
``src/rokugan/catalog/data/ccg_cards.json.gz`` (gzipped JSON): facts only (title, type, deck, clans,
keywords, stats, sets, rarity, legality, ``has_text`` and small structured extras). Rules text and
flavor text are read to derive facts (a Holding's gold production, whether a card has rules text)
and then dropped; they never reach the output (../shared/README.md, "The data rule").

Run: ``python -m rokugan.catalog.import_ccg [path-to-shared-data-ccg [output-file]]``.

Scope: every card legal in Emperor, Ivory Edition or Twenty Festivals, plus the back sides of their
two-sided Strongholds. The Oracle is the primary source; the set files fill what it lacks (whole cards,
e.g. the Ivory Edition two-sided Strongholds, and missing stats) and give every card's printings.
"""

from __future__ import annotations

import gzip
import html
import json
import re
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from rokugan.catalog import _yaml_lite
from rokugan.catalog.cards import (
    CELESTIAL,
    EMPEROR,
    EVENT,
    FOLLOWER,
    HOLDING,
    ITEM,
    IVORY,
    PERSONALITY,
    REGION,
    RING,
    SENSEI,
    SPELL,
    STRATEGY,
    STRONGHOLD,
    TWENTY_FESTIVALS,
    WIND,
)

DEFAULT_SOURCE = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "ccg"
OUTPUT = Path(__file__).resolve().parent / "data" / "ccg_cards.json.gz"
FILE_FORMAT = 1

# Database format names -> project format ids (CR "Deck construction rules"; others kept as slugs).
FORMAT_IDS: dict[str, str] = {
    "Age of Conquest (Emperor)": EMPEROR,
    "A Brother's Destiny (Ivory Edition)": IVORY,
    "A Brother's Destiny (Twenty Festivals)": TWENTY_FESTIVALS,
    "Onyx Edition": "onyx",
    "War of the Seals (Onyx Edition)": "onyx",
    "Destroyer War (Celestial)": "celestial",
    "Race for the Throne (Samurai)": "samurai",
    "Four Winds (Gold)": "gold",
    "Rain of Blood (Diamond)": "diamond",
    "Hidden Emperor (Jade)": "jade",
    "Age of Enlightenment (Lotus)": "lotus",
    "Clan Wars (Imperial)": "imperial",
    "Shattered Empire": "shattered_empire",
    "Modern": "modern",
    "Legacy": "legacy",
    "Not Legal (Proxy)": "proxy",
    "Unreleased": "unreleased",
}
SCOPE = frozenset({EMPEROR, IVORY, TWENTY_FESTIVALS})

TYPE_IDS: dict[str, str] = {
    "Stronghold": STRONGHOLD,
    "Sensei": SENSEI,
    "Wind": WIND,
    "Holding": HOLDING,
    "Personality": PERSONALITY,
    "Event": EVENT,
    "Region": REGION,
    "Celestial": CELESTIAL,
    "Strategy": STRATEGY,
    "Item": ITEM,
    "Follower": FOLLOWER,
    "Spell": SPELL,
    "Ring": RING,
}
DECK_IDS = {"Dynasty": "dynasty", "Fate": "fate", "Pre-Game": "pregame"}
CLANS = ("Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Spider", "Unicorn")

# Oracle field -> (facts field, signed?)  (Oracle names on the left; CR "Stats" on the right)
ORACLE_STATS = {
    "force": "force",
    "chi": "chi",
    "honor": "honor_requirement",
    "cost": "gold_cost",
    "ph": "personal_honor",
    "focus": "focus",
    "strength": "province_strength",
    "production": "gold_production",
    "startinghonor": "starting_honor",
}
YAML_STATS = (
    "force",
    "chi",
    "honor_requirement",
    "gold_cost",
    "personal_honor",
    "focus",
    "province_strength",
    "gold_production",
    "starting_honor",
)
STAT_ORDER = YAML_STATS


# --------------------------------------------------------------------------------------------------
# Small text helpers (the text is read, never kept)
# --------------------------------------------------------------------------------------------------


def plain(value: str) -> str:
    """HTML to plain text: tags dropped, entities decoded, ``<br>`` as a line break."""
    value = re.sub(r"<br\s*/?>", "\n", value, flags=re.IGNORECASE)
    value = re.sub(r"<[^>]+>", "", value)
    value = html.unescape(value).replace("\xa0", " ")
    return "\n".join(" ".join(line.split()) for line in value.splitlines()).strip()


def slug(title: str) -> str:
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    text = re.sub(r"['\u2019\"]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def parse_stat(raw: object) -> tuple[int | None, bool]:
    """A printed stat: ``"3"``, ``"+1"``, ``"-2"`` -> int; ``"-"`` / absent -> None. Second value: the
    stat has an asterisk (CR "Asterisks": defined by the card's text)."""
    if raw is None or isinstance(raw, bool):
        return None, False
    if isinstance(raw, int):
        return raw, False
    text = str(raw).strip()
    star = "*" in text
    digits = text.replace("*", "")
    if re.fullmatch(r"[+-]?\d+", digits):
        return int(digits), star
    return None, star


EXP_SUFFIX = re.compile(r"^(?P<title>.*?) - (?P<inexp>in)?exp(?P<level>\d+(?:\.\d+)?)?(?P<tag>[A-Za-z]+)?$")


def experience(title: str) -> tuple[str, int, dict[str, object]]:
    """Split ``"Akodo Dairuko, the Steel Lion - exp2"`` into (title without marker, level, extras).

    Levels follow CR "Experienced": none 0, ``- exp`` 1, ``- expN`` N; ``- inexp`` (Inexperienced) -1.
    Fractional levels keep the printed value in ``extra["experience"]``; arc tags such as ``CW``,
    ``CoM``, ``KYD`` go to ``extra["experience_tag"]``.
    """
    m = EXP_SUFFIX.match(title)
    if not m:
        return title, 0, {}
    extra: dict[str, object] = {}
    if m.group("inexp"):
        level = -1
    else:
        raw = m.group("level") or "1"
        level = int(float(raw))
        if "." in raw:
            extra["experience"] = raw
    if m.group("tag"):
        extra["experience_tag"] = m.group("tag")
    return m.group("title"), level, extra


def base_title(title: str, card_type: str) -> str:
    """The title for play purposes: no arc disambiguation, no experience marker, and for Personalities
    no subtitle (CR "Card subtitles": the part after the comma is not part of the title)."""
    core, _, _ = experience(title)
    core = re.sub(r"\s+\((?:Emperor|Imperial|Bio)\)$", "", core)
    if card_type == PERSONALITY and ", " in core:
        core = core.split(", ", 1)[0]
    return core


ALT_EXPERIENCED = re.compile(r"^(?:In)?[Ee]xperienced(?:\s*\d+(?:\.\d+)?)?(?:CW|CoM|KYD)?\s+(?P<name>\D.*)$")
SOUL_OF = re.compile(r"^Soul of (?P<name>.+?)(?P<exp>\s+Experienced(?:\s*(?P<level>\d+))?)?$")


def keyword_extras(keywords: Iterable[str]) -> dict[str, object]:
    """Alternate titles that matter for deck construction (CR "Experienced", CR "Soul of")."""
    extra: dict[str, object] = {}
    for kw in keywords:
        m = ALT_EXPERIENCED.match(kw)
        if m:
            extra["experienced_title"] = m.group("name").strip()
        m = SOUL_OF.match(kw)
        if m:
            extra["soul_of"] = m.group("name").strip()
            if m.group("exp"):  # "Soul of X Experienced 2": equivalent to X - exp2
                extra["soul_of_level"] = int(m.group("level") or 1)
    return extra


# --------------------------------------------------------------------------------------------------
# Gold production and "has text"
# --------------------------------------------------------------------------------------------------

BOW = r"(?::bow:\s*:|:bow:|Bow this (?:card|Holding)\s*:)"
GOLD_LINE = re.compile(
    BOW + r"\s*Produce (?P<gold>\d+) Gold(?P<tail>[^.\n]*)(?:\.|$)", re.IGNORECASE | re.MULTILINE
)
ALT_CLAN = re.compile(r"^, or (?P<gold>\d+) Gold if you are an? (?P<clan>\w+) Clan player$")
ALT_PAYING = re.compile(
    r"^, or (?P<gold>\d+) Gold (?:when|if) (?:you are )?paying for (?:a |an )?(?P<what>.+?)"
    r"(?:;? (?:which|if the latter, it) may only pay for (?:that card|him|that \w+))?$"
)
ONLY_FOR = re.compile(r"^,? (?:which|that) can only pay for (?:a single |one )?(?P<what>.+)$")
RESTRICTED_GOLD = re.compile(
    BOW + r"\s*When (?:paying for|another Holding produces Gold to pay for) (?:an? )?(?P<what>.+?), "
    r"produce (?P<gold>\d+) Gold which may only pay for [^.]*\.",
    re.IGNORECASE,
)
REMINDER = re.compile(r"^\([^()]*\)$|^\([^()]*\)\s*|\s*\([^()]*\)$")


def holding_gold(text: str) -> tuple[int | None, dict[str, object], str]:
    """Gold production of a Holding from its text (CR "Holding Gold Production").

    Returns (gold production, extras, the text left over once the understood gold abilities are
    removed). ``extra["gold_alt"]``: a larger amount under a condition, ``{"gold": 3, "clan": "Crane"}``
    or ``{"gold": 3, "paying_for": "Nonhuman"}`` (that Gold may only pay for such a card);
    ``extra["gold_only_for"]``: a second gold ability restricted to paying for certain cards;
    ``extra["gold_restricted"]``: the Holding's only gold is restricted (``gold_production`` None).
    """
    gold: int | None = None
    extra: dict[str, object] = {}
    rest = text
    for m in list(GOLD_LINE.finditer(text)):
        amount = int(m.group("gold"))
        tail = m.group("tail").strip().rstrip(".")
        tail = ", " + tail.lstrip(", ") if tail else ""
        understood = True
        if not tail:
            if gold is None:
                gold = amount
            else:
                understood = False
        elif (alt := ALT_CLAN.match(tail)) and gold is None:
            gold = amount
            extra["gold_alt"] = {"gold": int(alt.group("gold")), "clan": alt.group("clan")}
        elif (alt := ALT_PAYING.match(tail)) and gold is None:
            gold = amount
            extra["gold_alt"] = {"gold": int(alt.group("gold")), "paying_for": alt.group("what").strip()}
        elif (only := ONLY_FOR.match(tail)) and "gold_only_for" not in extra:
            extra["gold_only_for"] = {"gold": amount, "paying_for": only.group("what").strip()}
        else:
            if gold is None:
                gold = amount
            understood = False  # a condition we do not encode: the card keeps has_text
        if understood:
            rest = rest.replace(m.group(0), " ", 1)
    if gold is None:
        m2 = RESTRICTED_GOLD.search(rest)
        if m2:
            extra["gold_restricted"] = {"gold": int(m2.group("gold")), "paying_for": m2.group("what")}
            rest = rest.replace(m2.group(0), " ", 1)
    return gold, extra, rest


def rules_left(text: str, keywords: Iterable[str]) -> str:
    """What remains of a card's text once reminder text and bare keyword lines are removed."""
    kws = {k.lower() for k in keywords}
    kept: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        while True:  # CR "Reminder text": parenthesised explanations are not rules
            new = REMINDER.sub("", line).strip()
            if new == line:
                break
            line = new
        words = [w.strip(" .") for w in re.split(r"[•·]", line)]
        if line and all(w.lower() in kws for w in words if w):
            continue  # a bare keyword line
        if line.strip(" .,:;"):
            kept.append(line)
    return "\n".join(kept)


# --------------------------------------------------------------------------------------------------
# Reading the sources
# --------------------------------------------------------------------------------------------------


def _formats(names: Iterable[str]) -> tuple[str, ...]:
    out = set()
    for name in names:
        name = plain(name)
        out.add(FORMAT_IDS.get(name) or slug(name).replace("-", "_"))
    return tuple(sorted(out))


def _set_dates(source: Path) -> dict[str, str]:
    info = _yaml_lite.load((source / "sets" / "_set_info.yaml").read_text(encoding="utf-8"))
    dates: dict[str, str] = {}
    for arc in info.get("arcs") or []:
        for entry in arc.get("sets") or []:
            dates[str(entry["set_name"])] = str(entry.get("release_date") or "9999")
    return dates


def _yaml_key(card: Mapping[str, Any]) -> str:
    """The community title of one set-file printing: title plus ``- exp`` marker from the
    ``extended_title`` (``"Isawa Kimi • Experienced 2"`` -> ``"Isawa Kimi - exp2"``)."""
    title = plain(str(card["title"]))
    ext = card.get("extended_title")
    if ext and "•" in str(ext):
        mark = str(ext).split("•", 1)[1].strip()
        mark = mark.replace("Inexperienced", "inexp").replace("Experienced", "exp").replace(" ", "")
        title = f"{title} - {mark}"
    return title


def read_printings(source: Path) -> tuple[dict[str, list[dict[str, Any]]], dict[str, list[dict[str, Any]]]]:
    """All set-file printings by community title, oldest first: (fronts, backs of two-sided cards)."""
    dates = _set_dates(source)
    fronts: dict[str, list[dict[str, Any]]] = defaultdict(list)
    backs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for n, path in enumerate(sorted((source / "sets").glob("*.yaml"))):
        if path.name.startswith("_"):
            continue
        data = _yaml_lite.load(path.read_text(encoding="utf-8"))
        set_name = str(data["set"])
        for i, card in enumerate(data.get("cards") or []):
            entry = dict(card)
            entry["_set"] = set_name
            entry["_order"] = (dates.get(set_name, "9999"), n, i)
            (backs if card.get("is_back") else fronts)[_yaml_key(card)].append(entry)
    for table in (fronts, backs):
        for entries in table.values():
            entries.sort(key=lambda e: e["_order"])
    return fronts, backs


def read_oracle(source: Path) -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    for path in sorted((source / "oracle").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            key = plain(card.get("puretexttitle") or card["title"][0])
            cards[key] = card
    return cards


# --------------------------------------------------------------------------------------------------
# Building facts
# --------------------------------------------------------------------------------------------------


def _first(card: Mapping[str, Any], field: str) -> str | None:
    value = card.get(field)
    return value[0] if value else None


def _facts(
    title: str,
    card_type: str,
    deck: str,
    clans: Iterable[str],
    keywords: list[str],
    stats: dict[str, Any],
    text: str,
    legality: tuple[str, ...],
    sets: list[str],
    rarity: str,
) -> dict[str, Any]:
    _, level, extra = experience(title)
    extra.update(keyword_extras(keywords))
    values: dict[str, int | None] = {}
    stars: list[str] = []
    for name in STAT_ORDER:
        value, star = parse_stat(stats.get(name))
        values[name] = value
        if star:
            stars.append(name)
    if stars:
        extra["asterisk_stats"] = stars
    left = text
    if card_type == HOLDING:
        gold, gold_extra, left = holding_gold(text)
        extra.update(gold_extra)
        if gold is not None:
            values["gold_production"] = gold
    clan_list = [c for c in clans if c and c != "Unaligned"]
    if card_type == SENSEI and not clan_list:  # a Sensei's clan restrictions are its keywords
        clan_list = [k.replace(" Clan", "") for k in keywords if k.replace(" Clan", "") in CLANS]
    facts: dict[str, Any] = {
        "id": slug(title),
        "title": title,
        "type": card_type,
        "deck": deck,
        "clans": sorted(dict.fromkeys(clan_list)),
        "keywords": list(dict.fromkeys(keywords)),
        **{k: v for k, v in values.items() if v is not None},
        "experienced": level,
        "base_title": base_title(title, card_type),
        "has_text": bool(rules_left(left, keywords)),
        "sets": list(dict.fromkeys(sets)),
        "rarity": rarity,
        "legality": list(legality),
        "extra": extra,
    }
    return facts


def _oracle_facts(
    key: str, card: Mapping[str, Any], printings: list[dict[str, Any]]
) -> dict[str, Any] | None:
    card_type = TYPE_IDS.get(_first(card, "type") or "")
    deck = DECK_IDS.get(_first(card, "deck") or "")
    if card_type is None or deck is None:
        return None
    stats: dict[str, Any] = {ORACLE_STATS[f]: card[f][0] for f in ORACLE_STATS if card.get(f)}
    latest = printings[-1] if printings else {}
    for name in YAML_STATS:  # the set files fill stats the Oracle lacks entirely
        if name not in stats and latest.get(name) is not None:
            stats[name] = latest[name]
    sets = [p["_set"] for p in printings] or [
        re.sub(r"\s*–\s*", " – ", plain(p["set"][0])) for p in card.get("printing", []) if p.get("set")
    ]
    primary = next(
        (p for p in card.get("printing", []) if p.get("printingid") == card.get("printingprimary")), None
    )
    rarity = plain((primary or {}).get("rarity", [""])[0]) if primary else str(latest.get("rarity") or "")
    return _facts(
        key,
        card_type,
        deck,
        [plain(c) for c in card.get("clan", [])],
        [plain(k) for k in card.get("keywords", [])],
        stats,
        plain(" <br> ".join(card.get("text", []))),
        _formats(card.get("legality", [])),
        sets,
        rarity,
    )


def _yaml_facts(key: str, printings: list[dict[str, Any]]) -> dict[str, Any] | None:
    latest = printings[-1]  # the most recent printing (CR: cards have the stats of their MRP)
    types = [t for t in latest.get("types") or [] if t != "Proxy"]
    if "Proxy" in (latest.get("types") or []) or len(types) != 1 or types[0] not in TYPE_IDS:
        return None
    decks = latest.get("decks") or []
    deck = DECK_IDS.get(decks[0]) if decks else None
    if deck is None:
        return None
    legality = _formats(fmt for p in printings for fmt in (p.get("legality") or []))
    regular = [p for p in printings if not str(p["_set"]).startswith("Promotional")] or printings
    return _facts(
        key,
        TYPE_IDS[types[0]],
        deck,
        [plain(str(c)) for c in latest.get("clans") or []],
        [plain(str(k)) for k in latest.get("keywords") or []],
        {name: latest.get(name) for name in YAML_STATS},
        plain(str(latest.get("text") or "")),
        legality,
        [p["_set"] for p in printings],
        str(regular[-1].get("rarity") or ""),
    )


def _back_facts(front: dict[str, Any], printings: list[dict[str, Any]]) -> dict[str, Any]:
    """The going-second side of a two-sided Stronghold (CR "Stronghold"): its own stats, no legality
    of its own (a deck names the front)."""
    facts = _yaml_facts(front["title"], printings) or {}
    facts.update(
        id=front["id"] + "-back",
        title=front["title"],
        base_title=front["base_title"],
        legality=[],
        back_of=front["id"],
        experienced=front["experienced"],
    )
    return facts


def build(source: Path) -> list[dict[str, Any]]:
    """Every in-scope card's facts, sorted by id."""
    oracle = read_oracle(source)
    fronts, backs = read_printings(source)
    cards: dict[str, dict[str, Any]] = {}
    for key in sorted(set(oracle) | set(fronts)):
        if key in oracle:
            facts = _oracle_facts(key, oracle[key], fronts.get(key, []))
        else:
            facts = _yaml_facts(key, fronts[key])
        if facts is None or not SCOPE & set(facts["legality"]):
            continue
        banned = sorted({p["_set"] for p in fronts.get(key, []) if p.get("is_banned")})
        if banned:  # the set files flag printings of cards banned from their arc's formats
            facts.setdefault("extra", {})["banned_in_sets"] = banned
        if facts["id"] in cards:
            raise ValueError(
                f"two cards share the id {facts['id']!r}: {cards[facts['id']]['title']!r}, {key!r}"
            )
        cards[facts["id"]] = facts
    for facts in list(cards.values()):
        if facts["type"] == STRONGHOLD and facts["title"] in backs:
            back = _back_facts(facts, backs[facts["title"]])
            facts.setdefault("extra", {})["back"] = back["id"]
            cards[back["id"]] = back
    return [cards[k] for k in sorted(cards)]


def compact(facts: dict[str, Any]) -> dict[str, Any]:
    """Drop fields at their default value (the reader restores them)."""
    defaults: dict[str, Any] = {
        "clans": [],
        "keywords": [],
        "experienced": 0,
        "has_text": False,
        "sets": [],
        "rarity": "",
        "legality": [],
        "extra": {},
        "back_of": None,
    }
    out = {k: v for k, v in facts.items() if not (k in defaults and v == defaults[k])}
    if out.get("base_title") == out["title"]:
        del out["base_title"]
    return out


def dumps(cards: list[dict[str, Any]]) -> str:
    """The facts file's JSON text: one card per line, keys sorted, default values left out."""
    lines = [json.dumps(compact(c), ensure_ascii=False, sort_keys=True, separators=(",", ":")) for c in cards]
    header = json.dumps({"format": FILE_FORMAT, "game": "l5r-ccg", "count": len(cards)}, sort_keys=True)
    return '{"meta":' + header + ',\n"cards":[\n' + ",\n".join(lines) + "\n]}\n"


def write(cards: list[dict[str, Any]], output: Path = OUTPUT) -> None:
    """Write the facts, gzipped when the name ends in ``.gz`` (no timestamp: same input, same bytes)."""
    output.parent.mkdir(parents=True, exist_ok=True)
    data = dumps(cards).encode("utf-8")
    if output.suffix == ".gz":
        data = gzip.compress(data, compresslevel=9, mtime=0)
    output.write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    source = Path(args[0]) if args else DEFAULT_SOURCE
    output = Path(args[1]) if len(args) > 1 else OUTPUT
    if not (source / "oracle").is_dir() or not (source / "sets").is_dir():
        print(f"not a CCG data directory (needs oracle/ and sets/): {source}", file=sys.stderr)
        return 2
    cards = build(source)
    write(cards, output)
    per_format = {f: sum(1 for c in cards if f in c["legality"]) for f in sorted(SCOPE)}
    print(f"wrote {len(cards)} cards to {output} ({output.stat().st_size:,} bytes); per format: {per_format}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
