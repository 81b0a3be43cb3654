"""Stats, computed from effects in force, never stored (CR "Stats", "Calculating stats").

A stat is its printed value, then modifiers (Item modifiers on Personalities, Sensei modifiers on the
Stronghold), then bonuses and penalties, then minimums and maximums. "Set" effects are turned into the
smallest bonus or penalty that reaches the value when they are created (CR "Setting stats to values").
"""

from __future__ import annotations

from collections.abc import Callable

from rokugan.catalog import cards as T

from .state import CHI, FORCE, GOLD_COST, GP, PH, PSTR, State
from .statics import STATIC_IDS, StatMod, _applies, _sources, stat_bonus

PROVINCE_KEY = 2_000_000  # provinces carry modifiers under PROVINCE_KEY + 16 * seat + index (see interp)

BONUS, MINIMUM, MAXIMUM = "bonus", "min", "max"
EVERY = -1  # the card of a generic modifier: it applies to every card of a group (GROUPS, kind "all@<group>")
GROUPS: dict[str, Callable[[State, int], bool]] = {}  # groups of generic effects, registered by ccg.vocab
WHILE: dict[str, Callable[[State, int], bool]] = {}  # conditions of ongoing bonuses, registered by ccg.vocab


def printed(s: State, c: int, stat: str) -> int:
    v = getattr(s.facts[c], stat)
    return 0 if v is None else int(v)  # CR "Absent stats": an absent stat counts as zero


def _effects(s: State, c: int, stat: str) -> tuple[int, int | None, int | None]:
    bonus = 0
    lo: int | None = None
    hi: int | None = None
    for m in s.modifiers:
        if m[0] == EVERY and m[1] == stat and GROUPS[m[4][4:]](s, c):
            bonus += m[2]  # a generic effect ("all non-Unique Holdings ..."), cards entering later too
        elif m[0] == c and m[1] == stat:
            kind = m[4]
            if kind == BONUS:
                bonus += m[2]
            elif kind.startswith("bonus@"):  # an ongoing bonus while a condition holds ("while attacking")
                if WHILE[kind[6:]](s, c):
                    bonus += m[2]
            elif kind == MINIMUM:
                lo = m[2] if lo is None else max(lo, m[2])  # CR: the most restrictive minimum
            elif kind == MAXIMUM:
                hi = m[2] if hi is None else min(hi, m[2])
    if STATIC_IDS:
        bonus += stat_bonus(s, c, stat)  # continuous traits (CR "Continuous")
    return bonus, lo, hi


def _clamp(v: int, lo: int | None, hi: int | None, floor: int | None = 0) -> int:
    # CR "Minimums and maximums": a minimum above the maximum cancels both.
    if lo is not None and hi is not None and lo > hi:
        lo = hi = None
    if lo is not None and v < lo:
        v = lo
    if hi is not None and v > hi:
        v = hi
    if floor is not None and v < floor:
        v = floor  # CR: most stats have a basic minimum of zero
    return v


def unclamped(s: State, c: int, stat: str) -> int:
    """Printed value, modifiers and bonuses, before minimums and maximums."""
    return _base(s, c, stat) + _effects(s, c, stat)[0]


def _base(s: State, c: int, stat: str) -> int:
    """Printed value with the modifiers of attached Items and of the Sensei (before effects)."""
    v = printed(s, c, stat)
    f = s.facts[c]
    if f.type == T.PERSONALITY and stat in (FORCE, CHI):
        for a in attachments(s, c):
            if s.facts[a].type == T.ITEM:
                v += modifier(s, a, stat)  # CR "Force modifier": Items modify, bowed or not
    if f.type == T.STRONGHOLD and stat in (GP, PSTR):
        p = s.players[s.controller[c]]
        if p.sensei >= 0:
            v += printed(s, p.sensei, stat)  # CR "Sensei": modifiers continually applied
    return v


def stat(s: State, c: int, stat_name: str) -> int:
    f = s.facts[c]
    if getattr(f, stat_name, 0) is None and stat_name not in f.extra.get("asterisk_stats", ()):  # type: ignore[operator]
        return 0  # CR "Absent stats": "the value is zero. Absent values cannot receive bonuses, penalties or modifiers"
    bonus, lo, hi = _effects(s, c, stat_name)  # worked out once (it reads every modifier and continuous trait)
    v = _base(s, c, stat_name) + bonus
    if stat_name == PH and s.dishonored[c]:
        hi = 0 if hi is None else min(hi, 0)  # CR "Honorable and dishonorable": maximum PH of zero
    return _clamp(v, lo, hi)


def modifier(s: State, item: int, stat_name: str) -> int:
    """An Item's signed Force/Chi modifier; bonuses to the Item affect the modifier (CR "Item")."""
    return printed(s, item, stat_name) + _effects(s, item, stat_name)[0]


def force(s: State, c: int) -> int:
    return stat(s, c, FORCE)


def chi(s: State, c: int) -> int:
    return stat(s, c, CHI)


def gold_cost(s: State, c: int) -> int:
    return stat(s, c, GOLD_COST)


def honor_requirement(s: State, c: int) -> int | None:
    """None means a dash: lower than any number (CR "Honor Requirement")."""
    hr = s.facts[c].honor_requirement
    if hr is None:
        return None
    return hr + _effects(s, c, "honor_requirement")[0]  # may be below zero


def attachments(s: State, c: int) -> tuple[int, ...]:
    return s.attached[c]


def unit(s: State, personality: int) -> list[int]:
    """CR "Unit": a Personality and attached cards."""
    return [personality, *s.attached[personality]]


def unit_force(s: State, personality: int, resolution: bool) -> int:
    """CR "Unit and army Force": in battle resolution bowed Personalities and Followers do not count."""
    total = 0
    if not (resolution and s.bowed[personality]):
        total += force(s, personality)
    for a in unit(s, personality)[1:]:
        if s.facts[a].type == T.FOLLOWER and not (resolution and s.bowed[a]):
            total += force(s, a)
    return total


def province_strength(s: State, seat: int, province: int) -> int:
    return _province_strength(s, seat, province, _provinces_base(s, seat))


def province_strengths(s: State, seat: int) -> tuple[int, list[int | None]]:
    """The player's Stronghold's province strength stat and `province_strength` of each of the player's Provinces
    (None for a destroyed one), with what is the same for all of them worked out once (the views)."""
    p = s.players[seat]
    base = _provinces_base(s, seat)
    return base[0], [_province_strength(s, seat, i, base) if alive else None
                     for i, alive in enumerate(p.province_alive)]


def _provinces_base(s: State, seat: int) -> tuple[int, int]:
    """What every Province of the player starts from: the Stronghold's province strength stat, and the continuous
    traits on the player's cards ("Your Provinces have +1 strength")."""
    return stat(s, s.players[seat].stronghold, PSTR), _province_statics(s, seat, StatMod) if STATIC_IDS else 0


def _province_strength(s: State, seat: int, province: int, base: tuple[int, int]) -> int:
    v = base[0] + s.players[seat].province_bonus[province]
    key = PROVINCE_KEY + 16 * seat + province
    v += sum(m[2] for m in s.modifiers if m[0] == key)
    return max(0, v + base[1])


def _province_statics(s: State, seat: int, kind: type) -> int:
    """ "Your Provinces have +1 strength" (continuous traits on the player's cards)."""
    from .interp import PLAYER
    total = 0
    for src, traits in _sources(s, kind, PSTR):
        for t in traits:
            e = t.effect
            if isinstance(e, kind) and getattr(e, "stat", "") == PSTR and _applies(s, src, t, PLAYER + seat):
                total += int(e.amount)  # type: ignore[attr-defined]
    return total


def gold_production(s: State, c: int) -> int:
    """Stronghold: its GP stat (with Sensei). Holding: the production its text states (CR "Holding
    Gold Production": not a stat, but effects may add to or subtract from it)."""
    f = s.facts[c]
    if f.type == T.STRONGHOLD:
        return stat(s, c, GP)
    if f.gold_production is None:
        return 0
    return max(0, f.gold_production + _effects(s, c, GP)[0])
