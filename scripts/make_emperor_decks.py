"""Write the built-in Emperor Edition decks (`src/rokugan/ccg/decks/emperor/<clan>.l5d`): one legal Emperor 40/40
deck per clan, built only from cards of the Emperor Edition base set, from the project's own catalog.

A deck list is facts (titles and counts). The recipe is ours, not a published list: the clan's first base-set
Stronghold by title; Border Keep and Bamboo Harvesters as Pre-Game cards; the clan's base-set Personalities
(Unique ones once, others three times, up to 24 cards) and the richest non-Unique Holdings to 40; Fate cards of
the clan or of no clan: Items and Followers (12), Spells when the deck has six or more Shugenja (6), Strategies
with no Gold cost to 40. Run `python scripts/make_emperor_decks.py` and commit the result.
"""

from __future__ import annotations

from pathlib import Path

from rokugan.catalog.ccg_catalog import Catalog
from rokugan.catalog.decklist import parse_decklist
from rokugan.catalog.legality import check_deck
from rokugan.ccg.builtin_decks import CLANS

BASE = "Emperor Edition"
OUT = Path(__file__).resolve().parents[1] / "src" / "rokugan" / "ccg" / "decks" / "emperor"


def _ok(f, clan: str) -> bool:  # type: ignore[no-untyped-def]
    return BASE in f.sets and "emperor" in f.legality and (not f.clans or clan in f.clans)


def deck_text(cat: Catalog, clan: str) -> str:
    cards = [f for f in cat.all() if _ok(f, clan) and not f.back_of]
    sh = sorted((f for f in cards if f.type == "stronghold" and clan in f.clans), key=lambda f: f.title)[0]
    unique = lambda f: f.has_keyword("Unique")  # noqa: E731
    dyn: list[tuple[int, str]] = []
    n = 0
    pers = sorted((f for f in cards if f.type == "personality" and clan in f.clans and not f.experienced),
                  key=lambda f: (f.gold_cost or 0, f.title))
    for f in pers:
        k = 1 if unique(f) else 3
        if n + k > 24:
            break
        dyn.append((k, f.title))
        n += k
    shugenja = sum(k for k, t in dyn if cat.find(t).has_keyword("Shugenja"))
    holdings = sorted((f for f in cards if f.type == "holding" and f.deck == "dynasty" and not unique(f)
                       and (f.gold_production or 0) > 0), key=lambda f: (-(f.gold_production or 0),
                                                                         f.gold_cost or 0, f.title))
    hold: list[tuple[int, str]] = []
    for f in holdings:
        k = min(3, 40 - n)
        if k <= 0:
            break
        hold.append((k, f.title))
        n += k
    fate: list[tuple[int, str]] = []
    m = 0

    def add(pool, limit):  # type: ignore[no-untyped-def]
        nonlocal m
        got = 0
        for f in pool:
            k = min(1 if unique(f) else 3, limit - got, 40 - m)
            if k <= 0:
                break
            fate.append((k, f.title))
            got += k
            m += k

    add(sorted((f for f in cards if f.type in ("item", "follower")), key=lambda f: (f.gold_cost or 0, f.title)), 12)
    if shugenja >= 6:
        add(sorted((f for f in cards if f.type == "spell"), key=lambda f: (f.gold_cost or 0, f.title)), 6)
    add(sorted((f for f in cards if f.type == "strategy" and not (f.gold_cost or 0)), key=lambda f: f.title), 40)
    lines = [f"# {clan} (Emperor Edition base set, built-in)", "", "# Pre-Game (3)", "1 Border Keep",
             "1 Bamboo Harvesters", "", "# Stronghold (1)", f"1 {sh.title}", "", f"# Dynasty ({n})", "",
             f"# Personalities ({sum(k for k, _ in dyn)})", *[f"{k} {t}" for k, t in dyn], "",
             f"# Holdings ({sum(k for k, _ in hold)})", *[f"{k} {t}" for k, t in hold], "", f"# Fate ({m})",
             *[f"{k} {t}" for k, t in fate], ""]
    return "\n".join(lines)


def main() -> None:
    cat = Catalog.builtin()
    OUT.mkdir(parents=True, exist_ok=True)
    for clan in CLANS:
        text = deck_text(cat, clan)
        deck = parse_decklist(text, cat, clan)
        problems = check_deck(deck, "emperor", cat)
        if problems:
            raise SystemExit(f"{clan}: " + "; ".join(problems))
        (OUT / f"{clan.lower()}.l5d").write_text(text, encoding="utf-8")
        print(f"{clan}: {deck.dynasty_size} Dynasty, {deck.fate_size} Fate, legal in Emperor")


if __name__ == "__main__":
    main()
