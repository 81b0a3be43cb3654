"""Which cards the engine runs, and their text as the vocabulary renders it.

A card is *fully implemented* when it is declared (rokugan.ccg.cards) with nothing marked partial;
*partly implemented* when declared with a `partial` note saying what does not run; otherwise *not
implemented* (it plays with its stats and keywords, and `rokugan play` says so). Cards with no rules text
beyond their keywords need no declaration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rokugan.ability.words import sentence

if TYPE_CHECKING:
    from rokugan.catalog.cards import CardFacts


def _defs() -> dict[str, object]:
    from . import cards  # noqa: F401  (fills the declarations)
    from .interp import DEFS
    return DEFS  # type: ignore[return-value]


def status(f: CardFacts) -> tuple[str, str]:
    """("full" | "partial" | "none" | "vanilla", what is missing)."""
    from rokugan.ability.words import CardDef
    d = _defs().get(f.id)
    if d is None:
        return ("vanilla", "") if not f.has_text else ("none", "not encoded")
    assert isinstance(d, CardDef)
    if d.partial:
        return "partial", d.partial
    return "full", ""


def is_implemented(f: CardFacts) -> bool:
    return status(f)[0] in ("full", "vanilla")


def gold_text(f: CardFacts) -> str:
    """The Gold production of a Holding, rendered from its facts (the engine reads the same facts)."""
    if f.type != "holding":
        return ""
    extra = f.extra or {}
    parts = []
    if f.gold_production:
        s = f"Bow: Produce {f.gold_production} Gold"
        alt = extra.get("gold_alt")
        if isinstance(alt, dict) and "clan" in alt:
            s += f", or {alt['gold']} Gold if you are a {alt['clan']} Clan player"
        elif isinstance(alt, dict) and "paying_for" in alt:
            s += f", or {alt['gold']} Gold when paying for a {alt['paying_for']}"
        parts.append(s + ".")
    for key in ("gold_only_for", "gold_restricted"):
        only = extra.get(key)
        if isinstance(only, dict):
            parts.append(f"Bow: Produce {only['gold']} Gold, which can only pay for {only['paying_for']}.")
    return " ".join(parts)


def rendered_text(card_id: str) -> str | None:
    """The card's abilities in the project's own words, or None if the card is not declared."""
    from rokugan.ability.words import CardDef
    from rokugan.catalog.ccg_catalog import Catalog
    d = _defs().get(card_id)
    try:
        f = Catalog.builtin().get(card_id)
    except Exception:
        f = None
    gold = gold_text(f) if f is not None else ""
    if d is None:
        return gold or None
    assert isinstance(d, CardDef)
    body = d.text()
    if d.extra.get("discard_for"):  # CR "Ring": printed after its condition, before its abilities
        what = "its Void ability" if f is not None and f.has_keyword("Void") else "its ability"
        parts = [sentence(tr.text()) for tr in d.traits]
        parts.append(f"You may discard this Ring from your hand to use {what} without cost.")
        parts += [sentence(a.text()) for a in d.abilities]
        body = " ".join(parts)
    if f is not None:
        body = body.replace("this card", _self_name(f))
    if d.reminder and gold:
        body = ""
    text = " ".join(p for p in (gold, sentence(body) if body else "") if p)
    return text or None


def _self_name(f: CardFacts) -> str:
    """Cards name themselves as printed: "this Holding", "this Strategy"; Personalities by given name."""
    if f.type == "personality":
        return (f.base_title or f.title).split(",")[0].split()[-1]
    return {"holding": "this Holding", "strategy": "this Strategy", "item": "this Item", "follower": "this Follower",
            "spell": "this Spell", "ring": "this Ring", "stronghold": "this Stronghold"}.get(f.type, "this card")


def implemented_ids() -> frozenset[str]:
    from rokugan.ability.words import CardDef
    return frozenset(k for k, d in _defs().items() if isinstance(d, CardDef) and not d.partial)


class _Implemented:
    """Lazy view of the fully implemented card ids (kept for `from .abilities import IMPLEMENTED`)."""

    def __contains__(self, card_id: object) -> bool:
        return card_id in implemented_ids()


IMPLEMENTED = _Implemented()
