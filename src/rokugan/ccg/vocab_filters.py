"""The classic CCG's card filters ("unbowed", "attacking", "with 2 or lower Force", ...): the English each adds to a
selector and the test each makes, registered by name (`interp.filt`). Part of one vocabulary (`rokugan.ccg.vocab`)."""

from __future__ import annotations

from typing import Any

from rokugan.ability.words import (
    add_filter_words,
    num,
)
from rokugan.catalog import cards as T

from . import stats
from .interp import Ctx, filt
from .state import HOME, PLAY, PREGAME
from .vocab import FILTERS_get, attacking, current_bf, defending, followers, kw, opposed, would_be_opposed

# ------------------------------------------------------------------------------ filters
add_filter_words({
    "attacking": ("pre", "attacking"), "defending": ("pre", "defending"), "opposed": ("pre", "opposed"),
    "at_home": ("post", "at home"), "here": ("post", "at this battlefield"), "any_location": ("post",
                                                                                                "at any location"),
    "without_followers": ("post", "without Followers"), "with_followers": ("post", "with Followers"),
    "without_attachments": ("post", "without attachments"), "with_attachments": ("post", "with attachments"),
    "dishonorable": ("pre", "dishonorable"), "honorable": ("pre", "honorable"),
    "force_le": ("post", "with {arg} or lower Force"), "chi_le": ("post", "with {arg} or lower Chi"),
    "force_lt": ("post", "with lower Force than {arg}"), "not_ref": ("pre", "other"),
    "zone": ("post", "in {arg}"), "would_be_opposed": ("post", "who would be opposed"),
    "gold_cost_le": ("post", "with Gold Cost {arg} or lower"),
    "not_unique": ("pre", "non-Unique"), "ph_eq": ("post", "with {arg} Personal Honor"),
    "gold_producing": ("pre", "Gold-producing"), "in_army": ("post", "in the current enemy army"),
    "in_unit": ("post", "in a unit"), "same_location": ("post", "at this battlefield"),
    "targeted_by_source": ("post", "this ability targeted"), "dead": ("pre", "dead"),
    "not_dead": ("pre", "discarded (not dead)"),
    "ph_lt": ("post", "with lower Personal Honor than {arg}"), "clan_of": ("pre", "{arg} Clan"),
    "weapon": ("post", "with a Weapon"), "no_abilities": ("post", "with no printed abilities"),
})


@filt("unbowed")
def _f_unbowed(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] in (PLAY, PREGAME) and not x.s.bowed[c]


@filt("bowed")
def _f_bowed(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] in (PLAY, PREGAME) and x.s.bowed[c]


@filt("keyword")
def _f_kw(x: Ctx, c: int, arg: Any) -> bool:
    return any(kw(x.s, c, w) for w in str(arg).split("|"))


@filt("all_keywords")
def _f_all_kw(x: Ctx, c: int, arg: Any) -> bool:
    """ "an Air Shugenja": every one of the keywords ("Air&Shugenja")."""
    return all(kw(x.s, c, w) for w in str(arg).split("&"))


@filt("type_or_keyword")
def _f_type_or_kw(x: Ctx, c: int, arg: Any) -> bool:
    """ "a Kiho or Spell": a card of that type or with that keyword."""
    return any(x.s.facts[c].type == w.lower() or kw(x.s, c, w) for w in str(arg).split("|"))


@filt("not_keyword")
def _f_not_kw(x: Ctx, c: int, arg: Any) -> bool:
    return not kw(x.s, c, str(arg))


@filt("clan")
def _f_clan(x: Ctx, c: int, arg: Any) -> bool:
    return arg in x.s.facts[c].clans


@filt("not_granted")
def _f_not_granted(x: Ctx, c: int, arg: Any) -> bool:
    """Not marked by an earlier effect ("who has not been targeted by a Today We Die this game")."""
    return not any(g[0] == c and g[1] == arg for g in x.s.granted)


@filt("attached_to_host")
def _f_attached_to_host(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.attached_to[c] == x.host() and x.s.attached_to[c] >= 0


@filt("in_play_card")
def _f_in_play_card(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.zone[c] == PLAY


@filt("enemy_card")
def _f_enemy_card(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.controller[c] != x.seat


@filt("other")
def _f_other(x: Ctx, c: int, arg: Any) -> bool:
    return c != x.src and c != x.host()


@filt("not_ref")
def _f_not_ref(x: Ctx, c: int, arg: Any) -> bool:
    return c not in x.refs(arg)


@filt("attacking")
def _f_attacking(x: Ctx, c: int, arg: Any) -> bool:
    return attacking(x.s, c)


@filt("defending")
def _f_defending(x: Ctx, c: int, arg: Any) -> bool:
    return defending(x.s, c)


@filt("opposed")
def _f_opposed(x: Ctx, c: int, arg: Any) -> bool:
    return opposed(x.s, c)


@filt("at_home")
def _f_home(x: Ctx, c: int, arg: Any) -> bool:
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.location[host] == HOME


@filt("here")
def _f_here(x: Ctx, c: int, arg: Any) -> bool:
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.location[host] == current_bf(x.s) and current_bf(x.s) >= 0


@filt("any_location")
def _f_any(x: Ctx, c: int, arg: Any) -> bool:
    return True


@filt("in_army")
def _f_in_army(x: Ctx, c: int, arg: Any) -> bool:
    return _f_here(x, c, arg) and x.s.controller[c] != x.seat


@filt("without_followers")
def _f_wo_f(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].type != T.PERSONALITY or not followers(x.s, c)


@filt("with_followers")
def _f_w_f(x: Ctx, c: int, arg: Any) -> bool:
    return bool(followers(x.s, c))


@filt("without_attachments")
def _f_wo_a(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.attached[c]


@filt("with_attachments")
def _f_w_a(x: Ctx, c: int, arg: Any) -> bool:
    return bool(x.s.attached[c])


@filt("dishonorable")
def _f_dis(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.dishonored[c]


@filt("honorable")
def _f_hon(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.dishonored[c]


@filt("force_le")
def _f_force_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.force(x.s, c) <= x.val(num(arg))


@filt("chi_le")
def _f_chi_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.chi(x.s, c) <= x.val(num(arg))


@filt("force_lt")
def _f_force_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.force(x.s, c) < stats.force(x.s, other[0])


@filt("ph_lt")
def _f_ph_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.stat(x.s, c, "personal_honor") < stats.stat(x.s, other[0], "personal_honor")


@filt("ph_eq")
def _f_ph_eq(x: Ctx, c: int, arg: Any) -> bool:
    return stats.stat(x.s, c, "personal_honor") == int(arg)


@filt("gold_cost_le")
def _f_gc_le(x: Ctx, c: int, arg: Any) -> bool:
    return stats.gold_cost(x.s, c) <= x.val(num(arg))


@filt("not_unique")
def _f_not_unique(x: Ctx, c: int, arg: Any) -> bool:
    return not kw(x.s, c, "Unique")


@filt("gold_producing")
def _f_gold(x: Ctx, c: int, arg: Any) -> bool:
    return (x.s.facts[c].gold_production or 0) > 0


@filt("in_unit")
def _f_in_unit(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].type in (T.PERSONALITY, *T.ATTACHMENT_TYPES)


@filt("dead")
def _f_dead(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.dead[c]


@filt("not_dead")
def _f_not_dead(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.dead[c]


@filt("weapon")
def _f_weapon(x: Ctx, c: int, arg: Any) -> bool:
    return any(kw(x.s, a, "Weapon") for a in x.s.attached[c])


@filt("no_abilities")
def _f_no_abilities(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.facts[c].has_text


@filt("would_be_opposed")
def _f_would(x: Ctx, c: int, arg: Any) -> bool:
    return would_be_opposed(x.s, c)


@filt("printed_cost")
def _f_printed_cost(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.facts[c].gold_cost == int(arg)


@filt("max_force")
def _f_max_force(x: Ctx, c: int, arg: Any) -> bool:
    return stats.force(x.s, c) <= x.val(arg)


@filt("chi_lt")
def _f_chi_lt(x: Ctx, c: int, arg: Any) -> bool:
    other = x.refs(arg)
    return bool(other) and stats.chi(x.s, c) < stats.chi(x.s, other[0])


@filt("ranged_target")
def _f_ranged_target(x: Ctx, c: int, arg: Any) -> bool:
    """CR "Ranged Attack": a Follower, or a Personality without Followers, in the current enemy army."""
    s = x.s
    if s.controller[c] == x.seat or not _f_here(x, c, True):
        return False
    only = s.memo.get("recon_only")
    if only and only[0] == x.seat and c != only[1]:
        return False  # Koshin Keep's additional Ranged Attack "may only target the same card"
    f = s.facts[c]
    if f.type == T.FOLLOWER:
        return True
    return f.type == T.PERSONALITY and (not followers(s, c) or bool(arg))


@filt("fear_target")
def _f_fear_target(x: Ctx, c: int, arg: Any) -> bool:
    """CR "Fear": an enemy Follower or Personality without Followers (at any location in play)."""
    s = x.s
    if s.controller[c] == x.seat:
        return False
    if s.battle is not None and not _f_here(x, c, True):
        return False
    f = s.facts[c]
    if f.type == T.FOLLOWER:
        return True
    if isinstance(arg, tuple) and arg:  # ("ph_eq", 0): this Fear may target such a Personality with Followers
        return f.type == T.PERSONALITY and (not followers(s, c) or FILTERS_get(arg[0])(x, c, arg[1]))
    return f.type == T.PERSONALITY and (not followers(s, c) or bool(arg and x.check(arg)))
