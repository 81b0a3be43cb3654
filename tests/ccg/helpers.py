"""Test helpers: synthetic card facts (no database needed) and a board-setup harness."""

from __future__ import annotations

from rokugan.catalog import cards as T
from rokugan.catalog.cards import CardFacts
from rokugan.ccg.game import DeckSpec, start_game


def card(title: str, type_: str, **kw: object) -> CardFacts:
    deck = "dynasty" if type_ in T.DYNASTY_TYPES else "fate" if type_ in T.FATE_TYPES else "pregame"
    kws = kw.pop("keywords", ())
    return CardFacts(id=title.lower().replace(" ", "-"), title=title, type=type_, deck=deck,
                     keywords=tuple(kws), base_title=str(kw.pop("base_title", title)), **kw)  # type: ignore[arg-type]


def stronghold(clan: str = "Crab", honor: int = 5, gp: int = 5, ps: int = 6) -> CardFacts:
    return card(f"{clan} Castle", T.STRONGHOLD, clans=(clan,), starting_honor=honor, gold_production=gp,
                province_strength=ps)


def personality(title: str, f: int = 2, c: int = 2, cost: int = 3, hr: int | None = 0, ph: int = 1,
                clan: str | None = "Crab", keywords: tuple[str, ...] = ("Samurai",)) -> CardFacts:
    return card(title, T.PERSONALITY, force=f, chi=c, gold_cost=cost, honor_requirement=hr, personal_honor=ph,
                clans=(clan,) if clan else (), keywords=keywords)


def holding(title: str = "Iron Mine", gold: int = 2, cost: int = 2, keywords: tuple[str, ...] = ()) -> CardFacts:
    return card(title, T.HOLDING, gold_cost=cost, gold_production=gold, keywords=keywords)


def item(title: str = "Katana", f: int = 1, c: int = 0, cost: int = 1, focus: int = 1,
         keywords: tuple[str, ...] = ("Weapon",)) -> CardFacts:
    return card(title, T.ITEM, force=f, chi=c, gold_cost=cost, focus=focus, keywords=keywords)


def follower(title: str = "Ashigaru", f: int = 1, cost: int = 1, focus: int = 1,
             keywords: tuple[str, ...] = ()) -> CardFacts:
    return card(title, T.FOLLOWER, force=f, gold_cost=cost, focus=focus, keywords=keywords)


def strategy(title: str = "Ploy", focus: int = 2, keywords: tuple[str, ...] = ()) -> CardFacts:
    return card(title, T.STRATEGY, gold_cost=0, focus=focus, keywords=keywords)


def simple_deck(clan: str = "Crab", honor: int = 5) -> DeckSpec:
    dyn = []
    for i in range(20):
        dyn.append(holding(f"Mine {i}", gold=2 if i % 2 else 3, cost=2 + i % 3))
    for i in range(20):
        kws: tuple[str, ...] = ("Samurai",)
        if i % 5 == 0:
            kws += ("Cavalry",)
        if i % 7 == 0:
            kws += ("Tactician",)
        if i % 6 == 0:
            kws += ("Resilient",)
        dyn.append(personality(f"{clan} Warrior {i}", f=1 + i % 4, c=1 + i % 3, cost=2 + i % 6,
                               hr=i % 6, ph=1 + i % 3, clan=clan if i % 4 else "Lion", keywords=kws))
    fate = []
    for i in range(14):
        fate.append(item(f"Blade {i}", f=1 + i % 2, cost=1 + i % 3))
    for i in range(13):
        fate.append(follower(f"Spearmen {i}", f=1 + i % 3, cost=1 + i % 3,
                             keywords=("Cavalry",) if i % 3 == 0 else ()))
    for i in range(13):
        fate.append(strategy(f"Ploy {i}", focus=i % 4))
    return DeckSpec(stronghold(clan, honor), dyn, fate)


def new_synthetic_game(seed: int = 1, **kw: object):  # type: ignore[no-untyped-def]
    return start_game([simple_deck("Crab", 5), simple_deck("Crane", 6)], seed, **kw)  # type: ignore[arg-type]
