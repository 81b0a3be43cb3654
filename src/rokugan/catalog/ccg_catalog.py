"""The classic CCG card catalog: the packaged facts file, looked up by id or by title.

The facts file (``data/ccg_cards.json.gz``) is written by ``rokugan.catalog.import_ccg``; it holds facts
only (see ../shared/README.md, "The data rule").
"""

from __future__ import annotations

import gzip
import json
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import resources
from typing import Any

from rokugan.catalog.cards import CardFacts

DATA_FILE = "ccg_cards.json.gz"

_TYPOGRAPHIC = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
    }
)


def normalize_title(title: str) -> str:
    """Case-, space- and quote-insensitive form of a title, for lookups."""
    text = unicodedata.normalize("NFKC", title).translate(_TYPOGRAPHIC)
    return " ".join(text.casefold().split())


class CatalogError(LookupError):
    """A card could not be looked up."""


class UnknownCard(CatalogError):
    """No card has this id or title."""

    def __init__(self, query: str, suggestions: Iterable[str] = ()) -> None:
        self.query = query
        self.suggestions = tuple(suggestions)
        hint = f" (did you mean: {', '.join(self.suggestions)}?)" if self.suggestions else ""
        super().__init__(f"unknown card {query!r}{hint}")


class AmbiguousCard(CatalogError):
    """More than one card answers to this title."""

    def __init__(self, query: str, candidates: Iterable[CardFacts]) -> None:
        self.query = query
        self.candidates = tuple(candidates)
        names = ", ".join(f"{c.title} [{c.id}]" for c in self.candidates)
        super().__init__(f"ambiguous card title {query!r}: candidates are {names}")


def _card_from_json(raw: dict[str, Any]) -> CardFacts:
    data = dict(raw)
    for name in ("clans", "keywords", "sets", "legality"):
        data[name] = tuple(data.get(name, ()))
    data.setdefault("base_title", data["title"])
    return CardFacts(**data)


class Catalog:
    """All known cards of the classic CCG, by id and by title."""

    def __init__(self, cards: Iterable[CardFacts]) -> None:
        self._by_id: dict[str, CardFacts] = {}
        self._by_title: dict[str, list[CardFacts]] = {}
        self._backs: dict[str, CardFacts] = {}
        for card in cards:
            if card.id in self._by_id:
                raise ValueError(f"duplicate card id {card.id!r}")
            self._by_id[card.id] = card
            if card.back_of is not None:
                self._backs[card.back_of] = card  # a back is found through its front, not its title
                continue
            self._by_title.setdefault(normalize_title(card.title), []).append(card)

    # -- construction --------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, text: str | bytes) -> Catalog:
        data = json.loads(text)
        return cls(_card_from_json(raw) for raw in data["cards"])

    @classmethod
    def builtin(cls) -> Catalog:
        """The catalog packaged with the project (loaded once)."""
        return _builtin()

    # -- lookups -------------------------------------------------------------------------------------
    def get(self, card_id: str) -> CardFacts:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise UnknownCard(card_id, self.suggest(card_id.replace("-", " "))) from None

    def find(self, title: str) -> CardFacts:
        """The card with this community title (``"Hida Kisada (Emperor)"``, ``"Border Keep - exp"``),
        ignoring case, spacing and typographic quotes. Two-sided Strongholds answer with their front."""
        matches = self._by_title.get(normalize_title(title), [])
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise AmbiguousCard(title, matches)
        raise UnknownCard(title, self.suggest(title))

    def find_all(self, title: str) -> list[CardFacts]:
        """Every card with this title (exact, normalised): empty, one, or several."""
        return list(self._by_title.get(normalize_title(title), []))

    def versions(self, base_title: str) -> list[CardFacts]:
        """Every card (experienced or not, any arc) whose title without markers is ``base_title``,
        or whose title with only the experience marker removed is ``base_title``."""
        key = normalize_title(base_title)
        found = []
        for card in self.all():
            if card.back_of is not None:
                continue
            stripped = card.title.rsplit(" - ", 1)[0] if card.experienced else card.title
            if normalize_title(card.base_title) == key or normalize_title(stripped) == key:
                found.append(card)
        return found

    def suggest(self, title: str, limit: int = 3) -> list[str]:
        """Titles close to ``title`` (for error messages and typo tolerance)."""
        import difflib

        key = normalize_title(title)
        found = [c.title for c in self.versions(title)]
        close = difflib.get_close_matches(key, list(self._by_title), n=limit, cutoff=0.8)
        found += [self._by_title[k][0].title for k in close]
        return list(dict.fromkeys(found))[: max(limit, len(found) - len(close))]

    def back(self, card_id: str) -> CardFacts | None:
        """The going-second side of a two-sided Stronghold (CR "Stronghold"), if it has one."""
        return self._backs.get(card_id)

    def all(self) -> list[CardFacts]:
        return list(self._by_id.values())

    def legal_in(self, format_id: str) -> list[CardFacts]:
        """Cards legal in a format by their most recent printing (CR "Deck construction rules")."""
        return [c for c in self._by_id.values() if format_id in c.legality]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def __iter__(self) -> Iterator[CardFacts]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)


@lru_cache(maxsize=1)
def _builtin() -> Catalog:
    raw = resources.files("rokugan.catalog").joinpath("data", DATA_FILE).read_bytes()
    return Catalog.from_json(gzip.decompress(raw))
