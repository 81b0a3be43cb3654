"""Deck lists for the classic CCG: Egg of P'an Ku's ``.l5d`` text and plain ``N Title`` lists.

``.l5d`` (what players exchange)::

    # Pre-Game (1)
    # Stronghold (1)
    1 The Impregnable Fortress of the Crab
    # Dynasty (40)
    # Holdings (18)
    2 Ashigaru Fort
    ...
    # Fate (40)
    ...

``# Pre-Game``/``# Stronghold``/``# Sensei``/``# Wind`` open the pre-game part, ``# Dynasty`` and
``# Fate`` the two decks; any other heading (``# Holdings (18)``) is only a comment. A plain list (as
pasted from the Oracle of the Void) has no such headings: each card goes where the catalog's deck says.

Titles are the community titles (``Hida Kisada (Emperor)``, ``Title - exp``, ``Title - exp2``). The
reader also accepts what real files contain (recorded in ``DeckList.warnings``): Egg's side marker on a
two-sided Stronghold (``... of the Crab (1)``: the deck names the front, CR "Stronghold"), an
experienced card written without its ``- exp`` marker when only one version has that title, and a
one-letter-off typo with a single close match. Anything else unknown, ambiguous or malformed raises
``DeckListError`` naming the line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rokugan.catalog.cards import (
    CELESTIAL,
    EVENT,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    RING,
    SENSEI,
    SPELL,
    STRATEGY,
    STRONGHOLD,
    WIND,
    CardFacts,
)
from rokugan.catalog.ccg_catalog import AmbiguousCard, Catalog, UnknownCard, normalize_title

__all__ = ["DeckList", "DeckListError", "load_l5d", "parse_decklist", "read_l5d", "read_plain", "write_l5d"]


class DeckListError(ValueError):
    """A deck list line could not be read (`others`: the further lines that could not be read either, so a
    player sees every problem at once)."""

    def __init__(self, line_no: int, line: str, reason: str, others: list[DeckListError] | None = None) -> None:
        self.line_no = line_no
        self.line = line
        self.reason = reason
        self.others = list(others or [])
        text = f"line {line_no}: {line.strip()!r}: {reason}" if line_no else reason
        if self.others:
            text = f"{1 + len(self.others)} lines could not be read: " + "; ".join(
                [text] + [f"line {e.line_no}: {e.line.strip()!r}: {e.reason}" for e in self.others])
        super().__init__(text)


def _lcg_export(text: str) -> str | None:
    """Why this text is a deck for The Card Game (LCG) rather than the classic CCG, or None."""
    head = text.lstrip()[:4000]
    low = head.lower()
    if head.startswith(("{", "[")) and '"cards"' in low:  # classic CCG lists are never JSON objects of "cards"
        return "a FiveRingsDB/EmeraldDB export (JSON)"
    marks = ("conflict deck", "role", "provinces (")
    if sum(m in low for m in marks) >= 2 and "dynasty deck" in low:
        return "a FiveRingsDB/EmeraldDB text export (Dynasty Deck, Conflict Deck, Role, Provinces)"
    return None


@dataclass
class DeckList:
    """A play deck by card ids (CR "The play deck"): Stronghold, Sensei, other Pre-Game cards (Emperor's
    starting Holdings; extra Strongholds/Senseis land here so legality can report them), and the
    Dynasty and Fate decks as ordered ``(count, card_id)`` entries."""

    stronghold: str | None
    sensei: str | None = None
    pregame: list[str] = field(default_factory=list)
    dynasty: list[tuple[int, str]] = field(default_factory=list)
    fate: list[tuple[int, str]] = field(default_factory=list)
    name: str = ""
    warnings: list[str] = field(default_factory=list, compare=False)

    @property
    def dynasty_size(self) -> int:
        return sum(n for n, _ in self.dynasty)

    @property
    def fate_size(self) -> int:
        return sum(n for n, _ in self.fate)

    def starting_ids(self) -> list[str]:
        """Stronghold, Sensei and other Pre-Game cards, in that order."""
        head = [i for i in (self.stronghold, self.sensei) if i is not None]
        return head + list(self.pregame)

    def counts(self) -> Counter[str]:
        """Copies of each card id in the whole play deck."""
        total: Counter[str] = Counter(self.starting_ids())
        for n, card_id in (*self.dynasty, *self.fate):
            total[card_id] += n
        return total

    def dynasty_cards(self) -> list[str]:
        """The Dynasty deck as one id per physical card, in list order (for shuffling)."""
        return [card_id for n, card_id in self.dynasty for _ in range(n)]

    def fate_cards(self) -> list[str]:
        return [card_id for n, card_id in self.fate for _ in range(n)]

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-ready data (card ids, not titles)."""
        return {
            "name": self.name,
            "stronghold": self.stronghold,
            "sensei": self.sensei,
            "pregame": list(self.pregame),
            "dynasty": [[n, i] for n, i in self.dynasty],
            "fate": [[n, i] for n, i in self.fate],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DeckList:
        """The inverse of ``to_json`` (ids are not checked here; ``check_deck`` reports unknown ids)."""
        return cls(
            stronghold=data.get("stronghold"),
            sensei=data.get("sensei"),
            pregame=[str(i) for i in data.get("pregame", [])],
            dynasty=[(int(n), str(i)) for n, i in data.get("dynasty", [])],
            fate=[(int(n), str(i)) for n, i in data.get("fate", [])],
            name=str(data.get("name", "")),
        )


# --------------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------------

_CARD_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(\S.*?)\s*$")
_SIDE_MARK = re.compile(r"^(?P<title>.*\S)\s*\((?P<side>[12])\)$")
_EXP_MARK = re.compile(r"^(?P<title>.*?)\s+-\s+(?P<mark>(?:in)?exp\w*)$", re.IGNORECASE)
_PREGAME_HEADINGS = ("pre-game", "pregame", "stronghold", "sensei", "wind")
_PLAIN_HEADINGS = re.compile(
    r"^(?:#\s*)?(?:pre-?game|strongholds?|senseis?|winds?|dynasty|fate|holdings?|personalit(?:y|ies)|"
    r"events?|regions?|celestials?|strateg(?:y|ies)|items?|followers?|spells?|rings?|ancestors?|"
    r"starting holdings?)\s*(?:\(\d+\))?\s*:?\s*$",
    re.IGNORECASE,
)


_LABEL_LINE = re.compile(r"^(?P<label>stronghold|sensei|wind)\s*:\s*(?P<title>.+)$", re.IGNORECASE)


def resolve_title(title: str, catalog: Catalog) -> tuple[CardFacts, str | None]:
    """The card a deck line names, and a note when it was read leniently (see module docstring)."""
    matches = catalog.find_all(title)
    if len(matches) > 1:
        raise AmbiguousCard(title, matches)
    if matches:
        return matches[0], None
    side = _SIDE_MARK.match(title)
    if side:
        found = catalog.find_all(side.group("title"))
        if len(found) == 1 and found[0].type == STRONGHOLD:
            return found[0], f"read {title!r} as the Stronghold {found[0].title!r} (the deck names the front)"
    versions = [
        c
        for c in catalog.versions(title)
        if normalize_title(c.title.rsplit(" - ", 1)[0]) == normalize_title(title) and c.experienced
    ]
    if len(versions) == 1:
        return versions[0], f"read {title!r} as {versions[0].title!r} (its only version with that title)"
    if len(versions) > 1:
        raise AmbiguousCard(title, versions)
    exp = _EXP_MARK.match(title)
    if exp:  # "Hida Kisada - exp" for "Hida Kisada, the Little Bear - exp"
        mark = exp.group("mark").lower()
        same = [c for c in catalog.versions(exp.group("title")) if c.title.lower().endswith(" - " + mark)]
        if len(same) == 1:
            return same[0], f"read {title!r} as {same[0].title!r}"
        if len(same) > 1:
            raise AmbiguousCard(title, same)
    close = [t for t in catalog.suggest(title, limit=2) if _one_typo(title, t)]
    if len(close) == 1:
        card = catalog.find(close[0])
        return card, f"read {title!r} as {card.title!r} (close spelling)"
    # a typo in a title several versions share ("3 Hida Kisda"): name the versions, never pick one
    bases = {c.title for c in catalog.all() if _one_typo(title, c.title.rsplit(" - ", 1)[0].split(",")[0])}
    if bases:
        raise UnknownCard(title, sorted(bases)[:6])
    raise UnknownCard(title, catalog.suggest(title))


def _one_typo(a: str, b: str) -> bool:
    """Whether two titles differ by at most one inserted, deleted or changed letter."""
    a, b = normalize_title(a), normalize_title(b)
    if abs(len(a) - len(b)) > 1 or min(len(a), len(b)) < 8:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] <= 1


class _Builder:
    def __init__(self, catalog: Catalog, name: str) -> None:
        self.catalog = catalog
        self.deck = DeckList(stronghold=None, name=name)
        self.errors: list[DeckListError] = []

    def card(self, line_no: int, line: str) -> tuple[int, CardFacts] | None:
        """The line's count and card, or None (the problem is kept: every line is read before reporting)."""
        try:
            return self._card(line_no, line)
        except DeckListError as e:
            self.errors.append(e)
            return None

    def _card(self, line_no: int, line: str) -> tuple[int, CardFacts]:
        label = _LABEL_LINE.match(line)
        if label:  # "Stronghold: The Impregnable Fortress of the Crab" (also Sensei:, Wind:): one card, no count
            try:
                card, note = resolve_title(label.group("title"), self.catalog)
            except (UnknownCard, AmbiguousCard) as exc:
                raise DeckListError(line_no, line, str(exc)) from None
            want = label.group("label").lower()
            if card.type != want:
                raise DeckListError(line_no, line, f"{card.title} is a {card.type.capitalize()}, not a "
                                    f"{want.capitalize()}")
            if note:
                self.deck.warnings.append(f"line {line_no}: {note}")
            return 1, card
        m = _CARD_LINE.match(line)
        if not m:
            try:  # "The Impregnable Fortress of the Crab" on its own: one Stronghold (or Sensei, or Wind)
                card, note = resolve_title(line, self.catalog)
            except (UnknownCard, AmbiguousCard):
                raise DeckListError(line_no, line, "expected 'N Title'") from None
            if card.type not in (STRONGHOLD, SENSEI, WIND):
                raise DeckListError(line_no, line, "expected 'N Title' (only a Stronghold, Sensei or Wind may "
                                    "go without a count)")
            if note:
                self.deck.warnings.append(f"line {line_no}: {note}")
            return 1, card
        count = int(m.group(1))
        if count < 1:
            raise DeckListError(line_no, line, "a count must be at least 1")
        try:
            card, note = resolve_title(m.group(2), self.catalog)
        except (UnknownCard, AmbiguousCard) as exc:
            raise DeckListError(line_no, line, str(exc)) from None
        if note:
            self.deck.warnings.append(f"line {line_no}: {note}")
        return count, card

    def finish(self) -> DeckList:
        if self.errors:
            first, *rest = self.errors
            raise DeckListError(first.line_no, first.line, first.reason, rest)
        deck = self.deck
        if deck.stronghold is None and not deck.dynasty and not deck.fate and not deck.pregame:
            raise DeckListError(0, "", "the list names no cards")
        return deck

    def add_pregame(self, count: int, card: CardFacts) -> None:
        for _ in range(count):
            if card.type == STRONGHOLD and self.deck.stronghold is None:
                self.deck.stronghold = card.id
            elif card.type == SENSEI and self.deck.sensei is None:
                self.deck.sensei = card.id
            else:
                self.deck.pregame.append(card.id)

    def add(self, section: str, count: int, card: CardFacts) -> None:
        if section == "pregame":
            self.add_pregame(count, card)
        else:
            getattr(self.deck, section).append((count, card.id))

    def add_by_type(self, count: int, card: CardFacts) -> None:
        self.add(card.deck, count, card)


def read_l5d(text: str, catalog: Catalog, name: str = "") -> DeckList:
    """Read Egg of P'an Ku's ``.l5d`` deck text. Cards before any section heading go where the
    catalog's deck for them says; ``# Pre-Game``/``# Stronghold``/``# Sensei`` lines, then
    ``# Dynasty``, then ``# Fate`` decide the part of the deck otherwise."""
    builder = _Builder(catalog, name)
    section: str | None = None
    heading_counts: list[tuple[int, str, str, int]] = []
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            word = re.sub(r"\s*\(\d+\)\s*$", "", heading).strip().lower()
            declared = re.search(r"\((\d+)\)\s*$", heading)
            if word in _PREGAME_HEADINGS:
                section = "pregame"
            elif word == "dynasty":
                section = "dynasty"
            elif word == "fate":
                section = "fate"
            if declared and word in ("dynasty", "fate"):
                heading_counts.append((line_no, line, word, int(declared.group(1))))
            continue
        got = builder.card(line_no, line)
        if got is None:
            continue
        count, card = got
        if section is None:
            builder.add_by_type(count, card)
        else:
            builder.add(section, count, card)
    deck = builder.finish()
    for line_no, line, word, declared_n in heading_counts:
        actual = deck.dynasty_size if word == "dynasty" else deck.fate_size
        if actual != declared_n:
            deck.warnings.append(
                f"line {line_no}: {line!r} declares {declared_n} cards, the list has {actual}"
            )
    return deck


def read_plain(text: str, catalog: Catalog, name: str = "") -> DeckList:
    """Read a plain ``N Title`` list (Oracle of the Void): the catalog's deck for each card decides
    where it goes (CR "The play deck"). Bare type headings such as ``Holdings (18):`` are skipped."""
    builder = _Builder(catalog, name)
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#") or _PLAIN_HEADINGS.match(line):
            continue
        got = builder.card(line_no, line)
        if got is not None:
            builder.add_by_type(*got)
    return builder.finish()


def parse_decklist(text: str, catalog: Catalog, name: str = "") -> DeckList:
    """Either format: ``.l5d`` when the text has ``#`` headings, else a plain list. A deck for The Card Game
    (LCG) is recognised and refused with a sentence saying so."""
    lcg = _lcg_export(text)
    if lcg is not None:
        raise DeckListError(0, "", f"this is a deck for Legend of the Five Rings: The Card Game (LCG), {lcg}, "
                            "not for the classic CCG")
    if any(line.lstrip().startswith("#") for line in text.splitlines()):
        return read_l5d(text, catalog, name)
    return read_plain(text, catalog, name)


def load_l5d(path: str | Path, catalog: Catalog | None = None) -> DeckList:
    """Read a deck file; the deck is named after the file."""
    path = Path(path)
    return parse_decklist(path.read_text(encoding="utf-8-sig"), catalog or Catalog.builtin(), path.stem)


# --------------------------------------------------------------------------------------------------
# Writing (Egg of P'an Ku's layout: "# Heading (count)" blocks)
# --------------------------------------------------------------------------------------------------

_DYNASTY_GROUPS = (
    (CELESTIAL, "Celestials"),
    (EVENT, "Events"),
    (HOLDING, "Holdings"),
    (PERSONALITY, "Personalities"),
    (REGION, "Regions"),
)
_FATE_GROUPS = (
    (FOLLOWER, "Followers"),
    (ITEM, "Items"),
    (RING, "Rings"),
    (SPELL, "Spells"),
    (STRATEGY, "Strategy"),
)


def _block(heading: str, entries: list[tuple[int, CardFacts]]) -> list[str]:
    if not entries:
        return []
    lines = ["", f"# {heading} ({sum(n for n, _ in entries)})"]
    lines += [f"{n} {card.title}" for n, card in entries]
    return lines


def write_l5d(deck: DeckList, catalog: Catalog) -> str:
    """The deck as ``.l5d`` text. Cards are grouped by type under comment sub-headings; within a group
    they keep the deck's order. Reading the text back gives the same cards in the same parts."""
    get = catalog.get
    pregame = [(1, get(i)) for i in deck.starting_ids()]
    lines = [f"# Pre-Game ({len(pregame)})"]
    lines += _block("Stronghold", [(n, c) for n, c in pregame if c.type == STRONGHOLD])
    lines += _block("Sensei", [(n, c) for n, c in pregame if c.type == SENSEI])
    lines += _block("Wind", [(n, c) for n, c in pregame if c.type == WIND])
    lines += _block(
        "Starting Holdings", [(n, c) for n, c in pregame if c.type not in (STRONGHOLD, SENSEI, WIND)]
    )
    for heading, entries, groups in (
        ("Dynasty", deck.dynasty, _DYNASTY_GROUPS),
        ("Fate", deck.fate, _FATE_GROUPS),
    ):
        cards = [(n, get(i)) for n, i in entries]
        lines += ["", f"# {heading} ({sum(n for n, _ in cards)})"]
        known = {t for t, _ in groups}
        for card_type, label in groups:
            lines += _block(label, [(n, c) for n, c in cards if c.type == card_type])
        lines += _block("Other", [(n, c) for n, c in cards if c.type not in known])
    return "\n".join(lines) + "\n"
