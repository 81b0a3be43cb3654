"""Player abilities from the rulebook (CR "Play of the Game" and Appendix B keywords).

`available_actions` lists what a player may announce now (Good Faith: only actions whose required
targets exist and whose Gold can be paid); `start_action` pushes the action's steps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rokugan.ability.words import Ability
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import stats
from .flow import CHOICES, HANDLERS, can_pay, cards_in_provinces, choice, handler, push_payment, replace_top
from .state import HAND, HOME, PLAY, PROVINCE, RESOLVING, State


def once(s: State, seat: int, key: str) -> bool:
    """CR "Using abilities": each player ability may be used once per turn unless Repeatable; cards may
    allow more uses ("You may use rulebook Favor abilities two times per turn": the ExtraUses trait)."""
    used = s.players[seat].used.count(key)
    if not used:
        return True
    from .statics import extra_uses
    return used < 1 + extra_uses(s, seat, key)


def mark_used(s: State, seat: int, key: str) -> None:
    s.players[seat].used.append(key)


def recruit_cost(s: State, seat: int, c: int, mode: str = "") -> int:
    """CR "Recruit": 2 more Gold if the Personality has a Clan Alignment but not yours.
    Emperor Edition "Dynasty Phase": no such surcharge; for a Personality with your Clan alignment, `mode` "d"
    is Clan discount (2 less), "a" Clan allegiance (2 more, Honor Requirement ignored), "da" both."""
    cost = stats.gold_cost(s, c)
    f = s.facts[c]
    if s.ruleset == "emperor":
        cost += (-2 if "d" in mode else 0) + (2 if "a" in mode else 0)
    elif f.type == T.PERSONALITY and f.clans and s.players[seat].clan not in f.clans:
        cost += 2
    from .statics import RecruitDiscount, own_traits
    for e in own_traits(s, seat, c, RecruitDiscount):  # "While you are the Defender, you Recruit him for 5 less"
        if hasattr(e, "discount"):  # computed when recruiting ("1 less for each ..."): vocab_ee1 and vocab_ee2 words
            cost -= e.discount(s, seat, c) if e.discount.__code__.co_argcount >= 4 else e.discount(s, seat)
        else:
            cost -= e.amount
    return max(0, cost)


def meets_honor_requirement(s: State, seat: int, c: int) -> bool:
    hr = stats.honor_requirement(s, c)
    p = s.players[seat]
    if hr is None or p.honor >= hr:
        return True
    from .statics import IgnoreHR, own_traits
    if any(e.clan == p.clan for e in own_traits(s, seat, c, IgnoreHR)):
        return True  # "Mantis Clan players ignore Tametaka's Honor Requirement"
    # CR "Honor Requirement": after losing Honor to anything but his own cards, a player ignores HR
    # for Personalities with his Clan Alignment.
    if s.ruleset == "emperor":
        return False  # EE: Clan allegiance is the way to ignore it (recruit options "a")
    return p.ignore_hr and p.clan is not None and p.clan in s.facts[c].clans


def recruit_forbidden(s: State, seat: int, c: int) -> bool:
    """ "You cannot Recruit Monks with another Clan Alignment" (The Remote Monastery of the Dragon)."""
    from .interp import PLAYER
    from .statics import has_rule
    f = s.facts[c]
    return bool(f.clans) and s.players[seat].clan not in f.clans and P.kw(s, c, "Monk") and \
        has_rule(s, PLAYER + seat, "no_other_clan_monks")


def can_enter_play(s: State, seat: int, c: int) -> bool:
    return not P.controls_unique(s, seat, c) and not P.loyal_blocks(s, seat, c) and not one_copy_blocks(s, seat, c)


def one_copy_blocks(s: State, seat: int, c: int) -> bool:
    """A card that says "You may only have one copy of X in play" (the OneCopy trait)."""
    from .statics import ONE_COPY
    fid = s.facts[c].id
    return fid in ONE_COPY and any(s.facts[o].id == fid for o in P.in_play(s, seat))


def battlefield(s: State) -> int:
    return s.battle["current"] if s.battle else -1


def has_presence(s: State, seat: int) -> bool:
    """CR "Rule of Presence": control one or more units at the current battlefield."""
    bf = battlefield(s)
    return any(s.facts[c].type == T.PERSONALITY and s.location[c] == bf for c in s.players[seat].home)


def units_at(s: State, seat: int, bf: int) -> list[int]:
    return [c for c in s.players[seat].home if s.facts[c].type == T.PERSONALITY and s.location[c] == bf]


def enemy_units_at(s: State, seat: int, bf: int) -> list[int]:
    return [c for q in s.players if q.seat != seat for c in units_at(s, q.seat, bf)]


def personalities(s: State, seat: int) -> list[int]:
    return [c for c in s.players[seat].home if s.facts[c].type == T.PERSONALITY]


def equip_targets(s: State, seat: int, att: int, at_battlefield: int | None = None) -> list[int]:
    return [c for c in personalities(s, seat)
            if (at_battlefield is None or s.location[c] == at_battlefield) and P.can_attach(s, att, c)]


# ------------------------------------------------------------------------------ listing actions
def available_actions(s: State, seat: int, rtype: str) -> list[Option]:
    from .listing import ability_options
    cards = ability_options(s, seat, rtype)
    if rtype == "naval" and s.ruleset == "emperor":  # EE "Naval Invasion": "which he must perform"
        from .battle import naval_performs
        cards = [o for o in cards if naval_performs(s, int(o.payload.get("card", -1)))]
    elif rtype == "naval":  # CR "Naval": "which must come from a card in a Naval Personality's unit"
        cards = [o for o in cards if _in_naval_unit(s, int((o.payload or {}).get("card", -1)))]
    return [o for f in ACTION_LISTERS[rtype] for o in f(s, seat)] + cards


def _in_naval_unit(s: State, c: int) -> bool:
    """A card in a Naval Personality's unit: the Personality or a card attached to him (CR "Unit")."""
    if not 0 <= c < len(s.facts):
        return False
    head = s.attached_to[c] if 0 <= s.attached_to[c] < len(s.facts) else c
    return s.facts[head].type == T.PERSONALITY and P.kw(s, head, "Naval")


def _action_phase_actions(s: State, seat: int) -> list[Option]:
    p = s.players[seat]
    out: list[Option] = []
    limited = seat == s.active
    emperor = s.ruleset == "emperor"  # EE has no Cycle, Kharmic, Legacy or Reserve player abilities
    if limited:
        # Cycle: Limited, first turn only (CR "Cycle").
        if not emperor and p.turns_taken == 0 and once(s, seat, "cycle") and cards_in_provinces(s, seat):
            out.append(Option("cycle", "Cycle: put face-up province cards on the bottom of your deck"))
        # Lobby: Political Limited (CR "Lobby").
        if (once(s, seat, "lobby")
                and all(lobby_honor(s, seat) > rival_lobby_honor(s, o) for o in _others(s, seat))
                and _lobby_targets(s, seat)):
            out.append(Option("lobby", "Lobby: bow a Personality to take the Imperial Favor"))
        # Rulebook Favor Limited: Favor Political Limited (CR "Rulebook Favor Limited").
        if s.favor == seat and once(s, seat, "favor") and p.hand:
            out.append(Option("favor", "Favor: discard the Imperial Favor and a card to draw a card"))
        # Kharmic Repeatable Limited, 2 Gold (CR "Kharmic").
        if not emperor and _kharmic_cards(s, seat) and can_pay(s, seat, 2):
            out.append(Option("kharmic", "Kharmic (2 Gold): discard a Kharmic card to draw or refill"))
    # Personalities whose cards change how they Lobby (as an Open action, again, adding Personal Honor).
    out.extend(_special_lobbies(s, seat, generic=any(o.id == "lobby" for o in out)))
    # Equip: Repeatable Open (CR "Equip"); EE "Equip": "Limited: Any number of times per turn".
    seen: set[str] = set()
    for a in (p.hand if limited or not emperor else ()):
        f = s.facts[a]
        if f.type in T.ATTACHMENT_TYPES and f.id not in seen and equip_targets(s, seat, a) \
                and can_pay(s, seat, stats.gold_cost(s, a), a):
            seen.add(f.id)
            out.append(Option(f"equip:{a}", f"Equip {f.title} ({stats.gold_cost(s, a)} Gold)", {"card": a}))
    if s.ruleset == "emperor":
        # Emperor Edition "Order Seppuku": Open, any number of times per turn.
        for c in personalities(s, seat):
            if s.dishonored[c] and any(P.kw(s, c, k) for k in ("Courtier", "Samurai", "Shugenja")):
                out.append(Option(f"seppuku:{c}", f"Order {s.title(c)} to commit seppuku", {"card": c}))
    return out


def _others(s: State, seat: int) -> list[int]:
    return [q.seat for q in s.players if q.seat != seat and not q.lost]


def _lobby_targets(s: State, seat: int) -> list[int]:
    from .statics import has_rule
    return [c for c in personalities(s, seat) if not s.bowed[c] and stats.stat(s, c, "personal_honor") >= 1
            and not has_rule(s, c, "cannot_lobby") and not any(g[0] == c and g[1] == "cannot_lobby"
                                                                for g in s.granted)]


def lobby_honor(s: State, seat: int, c: int = -1) -> int:
    """The Family Honor a Lobby checks: cards may add to it (Susumu Yanada's +5; Regal Furisode adds the
    lobbying Personality's Personal Honor)."""
    from .statics import LobbyBonus, has_rule, player_bonus
    honor = s.players[seat].honor + player_bonus(s, seat, LobbyBonus)
    if c >= 0 and has_rule(s, c, "lobby_add_ph"):
        honor += stats.stat(s, c, "personal_honor")
    return honor


def rival_lobby_honor(s: State, seat: int) -> int:
    """Another player's Family Honor as a Lobby checks it: CR "Lobby Bonus": "When a player's Family Honor is checked
    during any Lobby action (the player's own, or another player's), it is considered to be higher by the amount of
    any Lobby Bonus in effect on the player." (The Emperor Edition has no such rule.)"""
    if s.ruleset == "emperor":
        return s.players[seat].honor
    from .statics import LobbyBonus, player_bonus
    return s.players[seat].honor + player_bonus(s, seat, LobbyBonus)


def _special_lobbies(s: State, seat: int, generic: bool) -> list[Option]:
    from .statics import LobbyBonus, Rule, _sources, has_rule
    if not any(_sources(s, Rule, k) for k in ("lobby_open", "lobby_again", "lobby_add_ph")) and \
            not _sources(s, LobbyBonus):
        return []  # no card in play changes how anyone Lobbies
    out = []
    for c in _lobby_targets(s, seat):
        open_ = has_rule(s, c, "lobby_open")
        again = has_rule(s, c, "lobby_again")
        add_ph = has_rule(s, c, "lobby_add_ph")
        if not (open_ or again or add_ph):
            continue
        if seat != s.active and not open_:
            continue
        if not once(s, seat, "lobby") and not again:
            continue
        if not all(lobby_honor(s, seat, c) > rival_lobby_honor(s, o) for o in _others(s, seat)):
            continue
        if generic and seat == s.active and once(s, seat, "lobby") and not add_ph:
            continue  # the rulebook Lobby already offers him
        out.append(Option(f"lobby:{c}", f"Lobby with {s.title(c)}", {"card": c}))
    return out


def _kharmic_cards(s: State, seat: int) -> list[int]:
    p = s.players[seat]
    return [c for c in p.hand if P.kw(s, c, "Kharmic")] + \
        [c for c in cards_in_provinces(s, seat) if P.kw(s, c, "Kharmic")]


def _engage_actions(s: State, seat: int) -> list[Option]:
    out: list[Option] = []
    # Cavalry: Absent Engage (CR "Cavalry").
    if once(s, seat, "cavalry") and _cavalry_targets(s, seat):
        out.append(Option("cavalry", "Cavalry: move your Cavalry unit to this battlefield"))
    # Naval Invasion: Engage, if you are the Attacker (CR "Naval").
    if s.battle and s.battle["attacker"] == seat and has_presence(s, seat) and once(s, seat, "naval") \
            and any(P.kw(s, c, "Naval") for c in units_at(s, seat, battlefield(s))):
        out.append(Option("naval", "Naval Invasion: take the first Battle action from a Naval unit"))
    return out


def cavalry_unit(s: State, c: int) -> bool:
    """CR "Unit keywords": a Cavalry unit is one whose Personality and all Followers have Cavalry."""
    if not P.kw(s, c, "Cavalry"):
        return False
    return all(P.kw(s, a, "Cavalry") for a in s.attached[c] if s.facts[a].type == T.FOLLOWER)


def _cavalry_targets(s: State, seat: int) -> list[int]:
    bf = battlefield(s)
    assert s.battle is not None
    been = s.battle["been_attacking"]
    return [c for c in personalities(s, seat)
            if not s.bowed[c] and s.location[c] != bf and cavalry_unit(s, c) and c not in been]


def _battle_actions(s: State, seat: int, naval_only: bool = False) -> list[Option]:
    out: list[Option] = []
    bf = battlefield(s)
    present = has_presence(s, seat)
    p = s.players[seat]
    if present:
        # Tactical Advantage: each Tactician's Battle ability (CR "Tactician": an ability on him, so not while he
        # is bowed); EE "Tactical Advantage": a player ability he performs, bowed or not (EE "Performing").
        if p.hand:
            for c in units_at(s, seat, bf):
                if P.kw(s, c, "Tactician") and (not s.bowed[c] or s.ruleset == "emperor") \
                        and once(s, seat, f"tactical:{c}") \
                        and (not naval_only or P.kw(s, c, "Naval")) \
                        and (not naval_only or s.ruleset != "emperor" or _naval_performer(s) == c):
                    out.append(Option(f"tactical:{c}", f"Tactical Advantage: {s.title(c)}", {"card": c}))
        if naval_only:
            return out
        # Rulebook Favor Battle (CR "Rulebook Favor Battle").
        if s.favor == seat and once(s, seat, "favor_battle") and _favor_battle_targets(s, seat):
            out.append(Option("favor_battle", "Favor: discard the Imperial Favor to send an attacker home"))
    if naval_only:
        return out
    if s.ruleset == "emperor":
        if present:
            out.extend(_ee_battle_equip(s, seat))
        return out  # EE has no Reserve
    sh = p.stronghold
    sh_ready = sh >= 0 and not s.bowed[sh]
    opposed = bool(enemy_units_at(s, seat, bf))
    if sh_ready and opposed:
        # Reserve (CR "Reserve"): Absent Repeatable Battle, bow your Stronghold.
        for c in cards_in_provinces(s, seat):
            f = s.facts[c]
            if f.type == T.PERSONALITY and P.kw(s, c, "Reserve") and can_enter_play(s, seat, c) \
                    and meets_honor_requirement(s, seat, c) and _can_pay_after_bowing(s, seat, sh,
                                                                                     recruit_cost(s, seat, c), c):
                out.append(Option(f"reserve:{c}", f"Reserve: recruit {f.title} into this battle", {"card": c}))
                if seat == s.active and p.proclaimed_turn != s.turn and p.clan in f.clans:  # CR "Proclaim"
                    out.append(Option(f"reserve:{c}:proclaim", f"Reserve: recruit and Proclaim {f.title}",
                                      {"card": c, "proclaim": True}))
        if present:
            for a in p.hand:
                f = s.facts[a]
                if f.type in T.ATTACHMENT_TYPES and P.kw(s, a, "Reserve") and equip_targets(s, seat, a, bf) \
                        and _can_pay_after_bowing(s, seat, sh, stats.gold_cost(s, a), a):
                    out.append(Option(f"reserve_equip:{a}", f"Reserve: equip {f.title} in this battle",
                                      {"card": a}))
    return out


def _naval_performer(s: State) -> int:
    return int(s.battle.get("naval_performer", -1)) if s.battle else -1


def _ee_spell_hosts(s: State, seat: int, spell: int) -> list[int]:
    """EE "Equip (Battle)": "your performing unbowed opposed Shugenja" at the current battlefield."""
    from .vocab import opposed
    bf = battlefield(s)
    return [c for c in units_at(s, seat, bf) if P.kw(s, c, "Shugenja") and not s.bowed[c] and opposed(s, c)
            and P.can_attach(s, spell, c)]


def _ee_battle_equip(s: State, seat: int) -> list[Option]:
    out = []
    for a in s.players[seat].hand:
        if s.facts[a].type == T.SPELL and _ee_spell_hosts(s, seat, a) and can_pay(s, seat, stats.gold_cost(s, a), a):
            out.append(Option(f"bequip:{a}", f"Equip {s.title(a)} in battle ({stats.gold_cost(s, a)} Gold)",
                              {"card": a}))
    return out


def _can_pay_after_bowing(s: State, seat: int, bowed_card: int, amount: int, paying_for: int) -> bool:
    was = s.bowed[bowed_card]
    s.bowed[bowed_card] = True
    ok = can_pay(s, seat, amount, paying_for)
    s.bowed[bowed_card] = was
    return ok


def _favor_battle_targets(s: State, seat: int) -> list[int]:
    assert s.battle is not None
    bf = battlefield(s)
    att, dfd = s.battle["attacker"], s.battle["defender"]
    out = [] if att == seat else list(units_at(s, att, bf))
    if dfd != seat:
        from .interp import PLAYER
        from .statics import has_rule
        if has_rule(s, PLAYER + seat, "favor_targets_defenders"):  # Akodo Dairuko
            out += units_at(s, dfd, bf)
    return out


def _naval_actions(s: State, seat: int) -> list[Option]:
    return _battle_actions(s, seat, naval_only=True)


def _dynasty_actions(s: State, seat: int) -> list[Option]:
    p = s.players[seat]
    out: list[Option] = []
    can_proclaim = p.proclaimed_turn != s.turn and seat == s.active
    # EE "5. Dynasty Phase": "a. Bring Cards Into Play From Provinces", then "b. Discard Face-Up Cards": "once you are
    # done bringing cards into play, you may discard face-up cards from your provinces one by one"
    buying = not (s.ruleset == "emperor" and s.memo.get(f"ee_discarding:{seat}"))
    for c in cards_in_provinces(s, seat):
        f = s.facts[c]
        if not buying:
            pass
        elif s.ruleset == "emperor" and f.type == T.PERSONALITY and not recruit_forbidden(s, seat, c):
            out.extend(_ee_recruit_options(s, seat, c, can_proclaim))
        elif f.type in (T.PERSONALITY, T.HOLDING) and not recruit_forbidden(s, seat, c):
            cost = recruit_cost(s, seat, c)
            if can_enter_play(s, seat, c) and (f.type == T.HOLDING or meets_honor_requirement(s, seat, c)) \
                    and can_pay(s, seat, cost, c):
                out.append(Option(f"recruit:{c}", f"Recruit {f.title}{_where(s, seat, c)} ({cost} Gold)", {"card": c}))
                # CR "Proclaim": once per own turn, a Personality with your Clan Alignment from a Province.
                if f.type == T.PERSONALITY and can_proclaim and p.clan in f.clans:
                    out.append(Option(f"recruit:{c}:proclaim",
                                      f"Recruit and Proclaim {f.title}{_where(s, seat, c)} ({cost} Gold)",
                                      {"card": c, "proclaim": True}))
        if buying and f.type == T.PERSONALITY and not recruit_forbidden(s, seat, c):
            # CR "Experienced"; EE "Experienced": "During the Dynasty Phase, you may ... overlay him onto one of
            # your Personalities in play with the same title but lower experience level" (no Honor Requirement, no
            # cost; Loyal still applies).
            if f.experienced and not P.loyal_blocks(s, seat, c):
                for t in personalities(s, seat):
                    g = s.facts[t]
                    if (g.base_title or g.title) == (f.base_title or f.title) and g.experienced < f.experienced \
                            and g.extra.get("experience_tag") != "CoM":  # CR "Experienced": CoM may not be overlaid
                        out.append(Option(f"overlay:{c}:{t}", f"Overlay {f.title} onto {g.title}",
                                          {"card": c, "target": t}))
        # Dynasty Discard: Repeatable Dynasty (CR "Dynasty Discard").
        out.append(Option(f"ddiscard:{c}", f"Discard {f.title} from province {_province_no(s, seat, c)}",
                          {"card": c}))
    # Legacy (TF "Legacy"): remove a card in hand from the game to search for a Legacy Holding.
    if s.ruleset != "emperor" and once(s, seat, "legacy") and p.hand and _legacy_holdings(s, seat):
        out.append(Option("legacy", "Legacy: remove a card in hand to search for a Legacy Holding"))
    return out


def _province_no(s: State, seat: int, c: int) -> int:
    for i, pr in enumerate(s.players[seat].provinces):
        if c in pr:
            return i + 1
    return 0


def _where(s: State, seat: int, c: int) -> str:
    """ "in province 2", when another face-up card in the player's Provinces has the same title (labels must
    tell the two options apart)."""
    title = s.facts[c].title
    if sum(1 for o in cards_in_provinces(s, seat) if s.facts[o].title == title) > 1:
        return f" in province {_province_no(s, seat, c)}"
    return ""


def ee_entry_modes(s: State, seat: int, c: int, can_proclaim: bool = False) -> list[tuple[str, str]]:
    """EE "5. Dynasty Phase": the ways the rules let `seat` bring Personality `c` into play "at any time" (mode, words):
    his Family Honor meeting the Honor Requirement, or, with his Clan alignment, Clan discount ("d", 2 less), Clan
    allegiance ("a", 2 more, ignoring the Honor Requirement), both ("da"); "p" pays without the discount so that
    Proclaim (a Reaction after bringing him into play from your province, on your turn) may follow. EE "What's New":
    these rules "apply at any time - not just in the Dynasty Phase"."""
    f = s.facts[c]
    if not can_enter_play(s, seat, c):
        return []
    hr_ok = meets_honor_requirement(s, seat, c)
    aligned = s.players[seat].clan in f.clans
    modes: list[tuple[str, str]] = []
    if not aligned:
        if hr_ok:
            modes.append(("", ""))
    elif hr_ok:
        modes.append(("d", "with Clan discount"))
        if can_proclaim:  # only worth paying without the discount to Proclaim afterwards (a Reaction)
            modes.append(("p", "without Clan discount (to Proclaim)"))
    else:
        modes.append(("da", "with Clan discount and Clan allegiance"))
        if can_proclaim:
            modes.append(("ap", "with Clan allegiance, without Clan discount (to Proclaim)"))
    return modes


def entry_cost(s: State, seat: int, c: int) -> tuple[int, str] | None:
    """The least Gold for which the rules let `seat` bring Personality `c` into play by a card's effect that has him
    paid for (At Any Cost), and the Emperor mode it uses; None if they do not let him. EE "5. Dynasty Phase": "To
    bring a Personality into play at any time, your Family Honor must be equal to or higher than his Honor
    Requirement, and you must pay his Gold Cost", with Clan discount and Clan allegiance "at any time you bring him
    into play". CR "Recruit": "any time an effect brings a Personality or Holding into play from an out-of-play area,
    it is considered Recruiting and follows the Recruit procedure" (its out-of-Clan surcharge and Honor
    Requirement)."""
    if recruit_forbidden(s, seat, c):
        return None
    if s.ruleset == "emperor":
        got = [(recruit_cost(s, seat, c, mode), mode) for mode, _ in ee_entry_modes(s, seat, c)]
        return min(got) if got else None
    if not can_enter_play(s, seat, c) or not meets_honor_requirement(s, seat, c):
        return None
    return recruit_cost(s, seat, c), ""


def _ee_recruit_options(s: State, seat: int, c: int, can_proclaim: bool) -> list[Option]:
    """EE "5. Dynasty Phase": a Personality enters play if your Family Honor meets his Honor Requirement and you
    pay his Gold Cost. With your Clan alignment: Clan discount (2 less), Clan allegiance (2 more, ignoring the
    Honor Requirement), combinable; Proclaim (a Reaction after bringing him into play from your province
    without Clan discount, on your turn) gains his base Personal Honor."""
    f = s.facts[c]
    out: list[Option] = []
    modes = ee_entry_modes(s, seat, c, can_proclaim)
    for mode, words in modes:
        cost = recruit_cost(s, seat, c, mode)
        if can_pay(s, seat, cost, c):
            oid = f"recruit:{c}" + (f":ee{mode}" if mode else "")
            out.append(Option(oid, f"Recruit {f.title}{_where(s, seat, c)}{' ' + words if words else ''} ({cost} Gold)",
                              {"card": c, "mode": mode}))
    return out


def _legacy_holdings(s: State, seat: int) -> list[int]:
    p = s.players[seat]
    pool = p.dyn_deck + cards_in_provinces(s, seat, None)
    return [c for c in pool if s.facts[c].type == T.HOLDING and P.kw(s, c, "Legacy")
            and can_enter_play(s, seat, c) and can_pay(s, seat, recruit_cost(s, seat, c), c)]


ACTION_LISTERS: dict[str, list[Callable[[State, int], list[Option]]]] = {
    "action": [_action_phase_actions],
    "engage": [_engage_actions],
    "battle": [_battle_actions],
    "naval": [_naval_actions],
    "dynasty": [_dynasty_actions],
    "interrupt": [],
    "reaction": [],
}


# ------------------------------------------------------------------------------ starting actions
def start_action(s: State, seat: int, rtype: str, oid: str) -> None:
    parts = oid.split(":")
    key = parts[0]
    p = s.players[seat]
    if key == "ab":  # a card ability: "ab:<card>:<a|g>:<index or granted key>"
        from .interp import announce
        from .usability import interrupted
        c, kind = int(parts[1]), parts[2]
        if kind == "a":
            combine = len(parts) > 4 and parts[4] == "combine"
            original = interrupted(s) if combine else None
            announce(s, seat, c, "a", s.facts[c].id, int(parts[3]),
                     original["rtype"] if original is not None else rtype, combine)
        else:
            announce(s, seat, c, "g", ":".join(parts[3:]), 0, rtype)
        return
    if key == "cycle":
        mark_used(s, seat, "cycle")
        s.say(f"{p.name} Cycles.")
        rulebook_action(s, seat, "cycle", rtype, [("cycle", seat, ())])
    elif key == "lobby":
        mark_used(s, seat, "lobby")
        if len(parts) > 1:
            _lobby_target(s, seat, int(parts[1]), ())
        else:
            s.stack.append(("select", seat, "lobby", tuple(_lobby_targets(s, seat)), ()))
    elif key == "favor":
        mark_used(s, seat, "favor")
        # "Discard the Imperial Favor and a Fate card": the card is chosen as the effects resolve (not a target)
        rulebook_action(s, seat, "favor", rtype, [("select", seat, "favor_discard", (), ())])
    elif key == "kharmic":
        # the Kharmic card is chosen after paying (an effect, not a target)
        rulebook_action(s, seat, "kharmic", rtype, [("select", seat, "kharmic", (), ())], pay=(2, -1))
    elif key == "equip":
        a = int(parts[1])
        s.stack.append(("select", seat, "equip_target", tuple(equip_targets(s, seat, a)), (a, "equip", rtype)))
    elif key == "seppuku":
        P.commit_seppuku(s, int(parts[1]))
    elif key == "cavalry":
        mark_used(s, seat, "cavalry")
        s.stack.append(("select", seat, "cavalry", tuple(_cavalry_targets(s, seat)), ()))
    elif key == "naval":
        mark_used(s, seat, "naval")
        rulebook_action(s, seat, "naval", rtype, [("rb_call", "naval", seat, -1, ())])
    elif key == "tactical":
        c = int(parts[1])
        mark_used(s, seat, f"tactical:{c}")
        # CR "Tactical Advantage": "Discard a card to give this Personality a Force bonus": an effect
        rulebook_action(s, seat, "tactical", rtype, [("select", seat, "tactical_discard", (), (c,))], performer=c)
    elif key == "favor_battle":
        mark_used(s, seat, "favor_battle")
        s.stack.append(("select", seat, "favor_battle", tuple(_favor_battle_targets(s, seat)), ()))
    elif key == "reserve":
        c = int(parts[1])
        P.bow(s, p.stronghold)
        proclaim = len(parts) > 2
        if proclaim:
            p.proclaimed_turn = s.turn
        rulebook_action(s, seat, "reserve", rtype, [("recruit", seat, c, 1 if proclaim else 0, battlefield(s))],
                        pay=(recruit_cost(s, seat, c), c), entering=c, proclaim=proclaim)
    elif key == "reserve_equip":
        a = int(parts[1])
        P.bow(s, p.stronghold)
        s.stack.append(("select", seat, "equip_target", tuple(equip_targets(s, seat, a, battlefield(s))),
                        (a, "reserve_equip", rtype)))
    elif key == "recruit":
        c = int(parts[1])
        mode = parts[2][2:] if len(parts) > 2 and parts[2].startswith("ee") else ""
        proclaim = len(parts) > 2 and parts[2] == "proclaim"  # CR: part of the Recruit
        if proclaim:
            p.proclaimed_turn = s.turn
        # EE: without the Clan discount a Reaction, Proclaim, may follow (2 in the step: "undiscounted, aligned")
        flag = 1 if proclaim else 2 if s.ruleset == "emperor" and "d" not in mode \
            and p.clan in s.facts[c].clans else 0
        rulebook_action(s, seat, "recruit", rtype, [("recruit", seat, c, flag, HOME)],
                        pay=(recruit_cost(s, seat, c, mode.replace("p", "")), c), entering=c, proclaim=proclaim)
    elif key == "proclaim":  # EE "Proclaim" (a Reaction)
        c = int(parts[1])
        p.proclaimed_turn = s.turn
        rulebook_action(s, seat, "proclaim", rtype, [("rb_call", "proclaim", seat, c, ())])
    elif key == "bequip":  # EE "Equip (Battle)"
        a = int(parts[1])
        s.stack.append(("select", seat, "bequip_target", tuple(_ee_spell_hosts(s, seat, a)), (a,)))
    elif key == "overlay":
        overlay(s, seat, int(parts[1]), int(parts[2]))
    elif key == "ddiscard":
        c = int(parts[1])
        if s.ruleset == "emperor":
            s.memo[f"ee_discarding:{seat}"] = 1  # EE "b. Discard Face-Up Cards": bringing cards into play is done
        rulebook_action(s, seat, "ddiscard", rtype, [("rb_call", "ddiscard", seat, c, ())], targets=(c,))
    elif key == "courage":  # CR "Courage": discarding the card is an effect ("Discard ... to give")
        c, amount = int(parts[1]), int(parts[2])
        rulebook_action(s, seat, "courage", rtype, [("rb_call", "courage_do", seat, c, (amount,))])
    elif key == "legacy":
        mark_used(s, seat, "legacy")
        rulebook_action(s, seat, "legacy", rtype, [("select", seat, "legacy_remove", (), ())])
    else:
        raise AssertionError(f"unknown action {oid}")


# ------------------------------------------------------------------------------ the action sequence of player abilities
# CR "Action Sequence": every action, a player ability's too ("saying which card or player ability he is using"),
# is announced, its targets chosen and costs paid (B), then "Gives all players a chance to play Interrupts to the
# action" (C), then resolves (D). TF "Actions": Interrupts are announced "during another action—either yours or
# another player's—at the point after costs are paid". A player ability in progress is an action on s.actions like
# a card's (kind "p"), so Interrupts see it: "the action", its designator and keywords, and the changes they make
# to it (negated, "cannot move Personalities").
RULEBOOK: dict[str, Ability] = {  # also interp.RULEBOOK
    "cycle": Ability(("Limited",), words="Cycle"),
    "equip": Ability(("Open",), keywords=("Repeatable",), gold="*", words="Equip"),
    "lobby": Ability(("Limited",), keywords=("Political",), words="Lobby"),
    "favor": Ability(("Limited",), keywords=("Favor", "Political"), words="Rulebook Favor Limited"),
    "favor_battle": Ability(("Battle",), keywords=("Favor", "Political"), words="Rulebook Favor Battle"),
    "kharmic": Ability(("Limited",), keywords=("Repeatable",), gold=2, words="Kharmic"),
    "cavalry": Ability(("Engage",), keywords=("Absent",), words="Cavalry"),
    "naval": Ability(("Engage",), words="Naval Invasion"),
    "tactical": Ability(("Battle",), keywords=("Tactical",), words="Tactical Advantage"),
    "reserve": Ability(("Battle",), keywords=("Absent", "Repeatable"), gold="*", words="Reserve (Recruit)"),
    "reserve_equip": Ability(("Battle",), keywords=("Repeatable",), gold="*", words="Reserve (Equip)"),
    "recruit": Ability(("Dynasty",), keywords=("Repeatable",), gold="*", words="Recruit"),
    "ddiscard": Ability(("Dynasty",), keywords=("Repeatable",), words="Dynasty Discard"),
    "legacy": Ability(("Dynasty",), words="Legacy"),
    "proclaim": Ability(("Reaction",), words="Proclaim"),
    "courage": Ability(("Interrupt",), keywords=("Courage", "Repeatable"), words="Courage"),
}


def _register() -> None:
    from . import interp
    interp.RULEBOOK.update(RULEBOOK)


def rulebook_action(s: State, seat: int, name: str, rtype: str, effects: list[tuple[Any, ...]],
                    targets: tuple[int, ...] = (), pay: tuple[int, int] | None = None, entering: int = -1,
                    performer: int = -1, proclaim: bool = False) -> None:
    """Push a player ability's remaining steps: its Gold (B), the Interrupt step (C), its effects in order (D).
    `entering`: the card the action brings into play (CR "Using abilities": its own Interrupts may be taken to this
    action); `performer`: the Personality who performs it (Tactical Advantage); `proclaim`: CR "Proclaim":
    "Proclaiming gives the Proclaim keyword to the recruiting action"."""
    s.stack.append(("rb_end",))
    s.stack.append(("rb_effects", tuple(effects)))
    s.stack.append(("rb_begin", seat, name, rtype, tuple(targets), entering, performer, 1 if proclaim else 0))
    if pay is not None:
        push_payment(s, seat, pay[0], pay[1])


_register()


@handler("rb_begin")
def _rb_begin(s: State, step: tuple[Any, ...]) -> None:
    _, seat, name, rtype, targets, entering, performer, proclaim = step
    from .interp import PLAYER
    s.actions.append({"seat": seat, "src": PLAYER + seat, "kind": "p", "def": name, "idx": 0, "rtype": rtype,
                      "stage": "interrupts", "queue": (), "slots": {"t0": tuple(targets)},
                      "vars": {"entering": entering, "performer": performer, "proclaim": proclaim}, "ok": True,
                      "flags": ()})
    if s.ruleset == "emperor":  # the Emperor Edition rules have no Interrupt step (Reactions instead)
        s.stack.pop()
        return
    # CR "Action Rounds": "Interrupt Step: All players may take Interrupt Actions. The active player has the first
    # opportunity to act." It opens whoever holds an Interrupt (opening it only then would reveal a hand).
    s.stack[-1] = ("round", "interrupt", s.active, 0)


@handler("rb_effects")
def _rb_effects(s: State, step: tuple[Any, ...]) -> None:
    """CR "Action Sequence" D: the effects in order, unless an Interrupt negated the action (CR "Negate an
    action": its effects do not happen)."""
    s.stack.pop()
    act = rulebook_record(s)
    if act is not None and "negated" in act["flags"]:
        s.say(f"The {RULEBOOK[act['def']].words} action's effects are negated.")
        return
    for st in reversed(step[1]):
        s.stack.append(st)


@handler("rb_end")
def _rb_end(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    assert s.actions and s.actions[-1]["kind"] == "p", "actions resolve last in, first out"
    i = len(s.actions) - 1
    a = s.actions.pop()
    if s.ruleset == "emperor":
        return  # EE: only Tactical Advantage's resolution is a point in time cards react to (_tactical)
    # the action has resolved: an Interrupt's "after the action resolves", traits "after a Political action resolves"
    from .triggered import emit
    ab = RULEBOOK[a["def"]]
    words = [*ab.keywords, *(("Proclaim",) if a["vars"].get("proclaim") else ())]
    emit(s, "action_resolved", int(a["vars"].get("performer", -1)), int(a["seat"]),
         kinds=",".join(k.lower() for k in words), index=i, rtype=str(a["rtype"]), moved_in=0,
         moved=",".join(str(c) for c in a["vars"].get("moved_cards", ())),
         destroyed=",".join(str(c) for c in a["vars"].get("destroyed_cards", ())))


@handler("rb_call")
def _rb_call(s: State, step: tuple[Any, ...]) -> None:
    _, fname, seat, c, data = step
    s.stack.pop()
    RESOLVERS[fname](s, seat, c, data)


def rulebook_record(s: State) -> dict[str, Any] | None:
    """The player ability resolving now (the newest on s.actions), if the newest action is one."""
    if s.actions and s.actions[-1]["kind"] == "p":
        return s.actions[-1]
    return None


def rulebook_may_move(s: State) -> bool:
    """An Interrupt's "The action cannot move Personalities" on the player ability resolving now."""
    act = rulebook_record(s)
    return act is None or "no_move" not in act["flags"]


# ------------------------------------------------------------------------------ resolving
@handler("recruit")
def _recruit(s: State, step: tuple[Any, ...]) -> None:
    """CR "Recruit": the paid card enters play (bowed if a Holding); Proclaim adds its Personal Honor."""
    _, seat, c, proclaim, location = step
    s.stack.pop()
    if s.zone[c] != PROVINCE:  # it left its province meanwhile: the Recruit fails
        return
    _, i = P.leave_province(s, c)
    if location != HOME and s.battle is None:
        location = HOME
    emperor = s.ruleset == "emperor"
    if not emperor:
        # CR "Provinces": "effects triggered by the card leaving the Province or entering play resolve first. Then,
        # if the Province still holds fewer than its maximum number of cards, it is refilled"
        s.stack.append(("refill", seat, i))
    P.enter_play(s, seat, c, location)
    f = s.facts[c]
    if f.has_keyword("Fortification") and i >= 0:
        s.province_of[c] = i
    s.say(f"{s.players[seat].name} recruits {f.title}.")
    if proclaim == 1:  # CR "Proclaim": the Personality's Personal Honor
        P.gain_honor(s, seat, stats.stat(s, c, "personal_honor"), f"by Proclaiming {f.title}")
    if emperor:
        s.stack.append(("refill", seat, i))  # after "After you Recruit this ..." traits (Famous Bazaar)
    from .triggered import emit
    emit(s, "recruited", c, seat, province=i, in_battle=1 if location != HOME else 0,
         proclaimable=1 if proclaim == 2 else 0)
    return


@handler("refill")
def _refill_step(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    P.refill(s, step[1], step[2])


def overlay(s: State, seat: int, new: int, old: int) -> None:
    """CR "Experienced": the new card replaces the old, keeping its states, effects and attachments;
    the old card is removed from the game without leaving play. Overlaying is not Recruiting."""
    _, i = P.leave_province(s, new)
    p = s.players[seat]
    idx = p.home.index(old)
    p.home[idx] = new
    s.zone[new] = PLAY
    s.face_up[new] = True
    s.controller[new] = seat
    for attr in ("bowed", "dishonored", "location", "resilient_used"):
        getattr(s, attr)[new] = getattr(s, attr)[old]
    s.attached[new] = s.attached[old]
    s.attached[old] = ()
    for a in s.attached[new]:
        s.attached_to[a] = new
    s.modifiers = [(new, *m[1:]) if m[0] == old else m for m in s.modifiers]
    s.granted = [(new, *g[1:]) if g[0] == old else g for g in s.granted]  # its ongoing effects (keywords, "cannot")
    if s.battle:
        s.battle["been_attacking"] = [new if x == old else x for x in s.battle["been_attacking"]]
    s.zone[old] = 7  # REMOVED
    s.location[old] = HOME
    s.bowed[old] = False
    p.removed.append(old)
    s.say(f"{p.name} overlays {s.title(new)} onto {s.title(old)}.")
    P.refill(s, seat, i)


@handler("cycle")
def _cycle(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, chosen = step
    opts = [Option(f"cycle:{c}", f"Cycle {s.title(c)}", {"card": c})
            for c in cards_in_provinces(s, seat) if c not in chosen]
    if chosen:
        opts.insert(0, Option("done", f"Done ({len(chosen)} chosen)"))
    if not opts:
        s.stack.pop()
        return None
    return Decision(seat, "cycle", "Cycle: choose face-up cards in your Provinces", tuple(opts))


@choice("cycle")
def _cycle_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    if oid != "done":
        replace_top(s, ("cycle", seat, (*chosen, int(oid.split(":")[1]))))
        if len(chosen) + 1 < len(cards_in_provinces(s, seat)):
            return
        chosen = (*chosen, int(oid.split(":")[1]))
    s.stack.pop()
    p = s.players[seat]
    # CR "Cycle": put them on the bottom of your deck in any order (the order chosen), refill,
    # then turn all cards in your Provinces face up.
    for c in chosen:
        _, i = P.leave_province(s, c)
        s.zone[c] = 0  # DYN_DECK
        s.face_up[c] = False
        P.forget(s, c)  # CR "Card Memory Rule": out of play and face down
        p.dyn_deck.append(c)
    s.say(f"{p.name} cycles {len(chosen)} card(s): {', '.join(s.title(c) for c in chosen)}.")
    P.refill_all(s, seat)
    from .flow import reveal_provinces
    reveal_provinces(s, seat)


# Generic selection: ("select", seat, purpose, candidates, data)
RESOLVERS: dict[str, Callable[[State, int, int, tuple[Any, ...]], None]] = {}
PROMPTS: dict[str, str] = {
    "lobby": "Lobby: choose an unbowed Personality with Personal Honor to bow",
    "favor_discard": "Favor: choose a card to discard",
    "kharmic": "Kharmic: choose a Kharmic card in your hand or Provinces",
    "equip_target": "Equip: choose the Personality",
    "bequip_target": "Equip (Battle): choose your unbowed opposed Shugenja",
    "cavalry": "Cavalry: choose your unbowed Cavalry Personality to move here",
    "tactical_discard": "Tactical Advantage: choose a card to discard",
    "favor_battle": "Favor: choose an attacking enemy Personality to move home",
    "legacy_remove": "Legacy: choose a card in your hand to remove from the game",
    "legacy_find": "Legacy: choose the Legacy Holding to Recruit",
}


Resolver = Callable[[State, int, int, tuple[Any, ...]], None]


def resolver(purpose: str) -> Callable[[Resolver], Resolver]:
    def deco(f: Resolver) -> Resolver:
        RESOLVERS[purpose] = f
        return f
    return deco


def _select(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, purpose, cands, data = step
    if not cands and purpose in LAZY_CANDIDATES:  # an effect's choice, made as it resolves
        cands = tuple(LAZY_CANDIDATES[purpose](s, seat))
        replace_top(s, ("select", seat, purpose, cands, data))
    if not cands:
        s.stack.pop()  # CR "Action Sequence" D: no legal target, the effects stop
        return None
    opts = tuple(Option(f"sel:{c}", _sel_label(s, seat, c), {"card": c}) for c in cands)
    return Decision(seat, "target", PROMPTS.get(purpose, purpose), opts)


def _sel_label(s: State, seat: int, c: int) -> str:
    f = s.facts[c]
    where = {HAND: "in hand", PROVINCE: "in a province"}.get(s.zone[c], "")
    if f.type == T.PERSONALITY and s.zone[c] == PLAY:
        return f"{f.title} ({stats.force(s, c)}F/{stats.chi(s, c)}C)"
    return f"{f.title}{(' ' + where) if where else ''}"


def _select_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, purpose, cands, data = step
    c = int(oid.split(":")[1])
    if c not in cands:
        raise AssertionError("not a candidate")
    s.stack.pop()
    RESOLVERS[purpose](s, seat, c, data)


HANDLERS["select"] = _select
CHOICES["select"] = _select_choice
LAZY_CANDIDATES: dict[str, Callable[[State, int], list[int]]] = {
    "kharmic": lambda s, seat: _kharmic_cards(s, seat),
    "favor_discard": lambda s, seat: list(s.players[seat].hand),
    "tactical_discard": lambda s, seat: list(s.players[seat].hand),
    "legacy_remove": lambda s, seat: list(s.players[seat].hand),
}


@resolver("lobby")
def _lobby_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """CR "Lobby": "bow your target unbowed Personality ... to take the Imperial Favor" (targeted at announcement)."""
    rulebook_action(s, seat, "lobby", "action", [("rb_call", "lobby_do", seat, c, ())], targets=(c,))


@resolver("lobby_do")
def _lobby(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PLAY and P.bow(s, c):  # "bow ... to take": the Favor is taken only if he bowed
        P.take_favor(s, seat)
        from .triggered import emit
        emit(s, "lobbied", c, seat)


@resolver("favor_discard")
def _favor_discard(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    # CR "Imperial Favor": ""Discard the Imperial Favor to ..." ... discarding the Favor can happen only if you control
    # it": the Favor and the card are discarded to draw; without the Favor (an Interrupt took it), no draw
    had = s.favor == seat
    if had:
        P.discard_favor(s)
    P.discard_from_hand(s, c)
    if had or s.ruleset == "emperor":
        P.draw_fate(s, seat)
    else:
        s.say(f"{s.players[seat].name} no longer controls the Imperial Favor: no card is drawn.")
    favor_resolved(s, seat)


def favor_resolved(s: State, seat: int) -> None:
    """Count the turn's resolved Favor actions (Ring of Air's condition) and raise the event."""
    key = f"favor:{seat}"
    s.memo[key] = int(s.memo.get(key, 0)) + 1
    from .triggered import emit
    emit(s, "favor_resolved", -1, seat)


@resolver("kharmic")
def _kharmic(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == HAND:
        P.discard_from_hand(s, c)
        P.draw_fate(s, seat)
    else:
        P.discard_from_province(s, c, refill_after=True, face_up_refill=True)


@resolver("equip_target")
def _equip_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """CR "Equip": "Repeatable Open, Gold star: Attach an attachment card ... to your target Personality"; Reserve's
    Equip likewise (a Battle action). The target is chosen, the Gold paid, then the Interrupt step."""
    a, name, rtype = data
    rulebook_action(s, seat, name, rtype, [("equip", seat, a, c)], targets=(c,), pay=(stats.gold_cost(s, a), a),
                    entering=a)


@resolver("bequip_target")
def _bequip_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """EE "Equip (Battle)": attach the Spell, paying all costs; "You may take an additional action to use a
    Battle ability on that Spell"."""
    a = data[0]
    s.stack.append(("additional", seat, "battle", (a,), False))
    s.stack.append(("equip", seat, a, c))
    push_payment(s, seat, stats.gold_cost(s, a), a)


@handler("equip")
def _equip(s: State, step: tuple[Any, ...]) -> None:
    _, seat, a, c = step
    s.stack.pop()
    if s.zone[a] != HAND or s.zone[c] != PLAY or not P.can_attach(s, a, c):
        s.say(f"The Equip of {s.title(a)} fails.")
        return
    s.players[seat].hand.remove(a)
    P.attach(s, a, c)
    s.say(f"{s.players[seat].name} equips {s.title(a)} to {s.title(c)}.")
    from .triggered import emit
    emit(s, "equipped", a, seat)  # "After you Equip this ..." (the Equip procedure, not a plain attach)
    return


@resolver("cavalry")
def _cavalry_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    rulebook_action(s, seat, "cavalry", "engage", [("rb_call", "cavalry_do", seat, c, ())], targets=(c,))


@resolver("cavalry_do")
def _cavalry(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PLAY and rulebook_may_move(s) and P.move(s, c, battlefield(s)):
        s.say(f"{s.title(c)} rides to the battlefield (Cavalry).")


@resolver("proclaim")
def _proclaim(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    """EE "Proclaim": "Gain Honor equal to his base Personal Honor" (printed, not raised by effects)."""
    P.gain_honor(s, seat, stats.printed(s, c, "personal_honor"), f"by Proclaiming {s.title(c)}")


def _ee_proclaim(s: State, seat: int) -> list[Option]:
    """EE "Proclaim": "Reaction: After you bring a Personality in your province with your Clan alignment into play
    without Clan discount, if it is your turn: Gain Honor equal to his base Personal Honor." Offered in the Reaction
    round after such a Recruit (`_recruit` marks it), once per turn (EE "Check Conditions")."""
    ctxs = s.memo.get("reaction_ctx")
    if s.ruleset != "emperor" or not ctxs:
        return []
    ctx = ctxs[-1]
    if ctx["event"] != "recruited" or not ctx.get("proclaimable") or ctx["event_seat"] != seat or seat != s.active \
            or s.players[seat].proclaimed_turn == s.turn:
        return []
    c = int(ctx["event_card"])
    ph = stats.printed(s, c, "personal_honor")
    return [Option(f"proclaim:{c}", f"Proclaim: gain {ph} Honor for bringing {s.title(c)} into play", {"card": c})]


ACTION_LISTERS["reaction"].append(_ee_proclaim)


def _courage(s: State, seat: int) -> list[Option]:
    """CR "Courage": "All players have the following ability relevant to the Courage keyword. Repeatable Courage
    Interrupt: Discard a Courage card from your hand to give one of the action's Fear effects either +2 or -2
    strength." (Offered in the Interrupt step of an action with a Fear effect; the Emperor rules have no Courage.)"""
    if s.ruleset == "emperor" or not s.actions:
        return []
    from .interp import ability_of
    from .listing import attack_kinds, unstoppable_for
    from .usability import interrupted
    act = interrupted(s)
    if act is None or act["kind"] == "p" or "fear" not in attack_kinds(ability_of(act).steps):  # type: ignore[attr-defined]
        return []
    if unstoppable_for(s, seat):
        return []
    if battlefield(s) >= 0 and not has_presence(s, seat):
        return []  # CR "Actions in Battle": the Rule of Presence applies to Interrupts too
    out: list[Option] = []
    seen: set[str] = set()
    for c in s.players[seat].hand:
        if P.kw(s, c, "Courage") and s.facts[c].id not in seen:
            seen.add(s.facts[c].id)
            for n in (2, -2):
                out.append(Option(f"courage:{c}:{n}", f"Courage: discard {s.title(c)} to give the Fear {n:+d} strength",
                                  {"card": c}))
    return out


ACTION_LISTERS["interrupt"].append(_courage)


@resolver("courage_do")
def _courage_do(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    from .usability import interrupted
    if s.zone[c] != HAND:
        return  # "discard ... to give": without the discard, no change to the Fear
    P.discard_from_hand(s, c)
    act = interrupted(s)
    if act is not None:
        act["flags"] = (*act["flags"], f"strength:{int(data[0])}")
        s.say(f"The Fear gets {int(data[0]):+d} strength (Courage).")


@resolver("naval")
def _naval(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    assert s.battle is not None
    s.battle["naval"] = seat
    s.say(f"{s.players[seat].name} declares a Naval Invasion.")


@resolver("ddiscard")
def _ddiscard(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    if s.zone[c] == PROVINCE:
        P.discard_from_province(s, c)


@resolver("tactical_discard")
def _tactical(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    tactician = data[0]
    focus = stats.stat(s, c, "focus")
    P.discard_from_hand(s, c)
    if s.zone[tactician] == PLAY:
        s.modifiers.append((tactician, "force", focus, "turn", "bonus"))
        s.say(f"{s.title(tactician)} gets +{focus}F (Tactical Advantage).")
    if s.ruleset == "emperor":  # EE: Tactical Advantage is a Tactical action (Eternal Victory Dojo reacts)
        from .triggered import emit
        emit(s, "action_resolved", tactician, seat, kinds="tactical", rtype="battle")


@resolver("favor_battle")
def _favor_battle_target(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    rulebook_action(s, seat, "favor_battle", "battle", [("rb_call", "favor_battle_do", seat, c, ())], targets=(c,))


@resolver("favor_battle_do")
def _favor_battle(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    had = s.favor == seat or s.ruleset == "emperor"  # CR "Imperial Favor": "Discard the Imperial Favor to ..."
    if s.favor == seat:
        P.discard_favor(s)
    if not had:
        s.say(f"{s.players[seat].name} no longer controls the Imperial Favor: nobody is moved home.")
    elif s.zone[c] == PLAY and rulebook_may_move(s) and P.move(s, c, HOME):
        s.say(f"{s.title(c)} is moved home.")
    favor_resolved(s, seat)


@resolver("legacy_remove")
def _legacy_remove(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    P.remove_from_game(s, c)
    s.say(f"{s.players[seat].name} removes a card in hand from the game (Legacy).", None)
    found = _legacy_holdings(s, seat)
    if not found:
        from rokugan.core.game import Result

        from .flow import end_game
        s.players[seat].lost = True  # TF "Legacy": if you fail to find one, you lose the game
        others = _others(s, seat)
        if len(others) == 1:
            end_game(s, Result((others[0],), "Legacy", "the Legacy search failed"))
        return
    s.stack.append(("select", seat, "legacy_find", tuple(found), ()))


@resolver("legacy_find")
def _legacy_find(s: State, seat: int, c: int, data: tuple[Any, ...]) -> None:
    p = s.players[seat]
    if c in p.dyn_deck:
        p.dyn_deck.remove(c)
        s.zone[c] = RESOLVING  # set aside while it is paid for (CR "Card Memory Rule" exception)
        s.stack.append(("recruit_from_deck", seat, c))
    else:
        s.stack.append(("recruit", seat, c, 0, HOME))
    # CR "Search": "After a player searches a deck, he or she must reshuffle it after taking any card(s)
    # searched for." Legacy searches the deck and the Provinces together (the offered Holdings came from
    # both), so the deck was searched whichever Holding is taken.
    P.shuffle(s, p.dyn_deck)
    push_payment(s, seat, recruit_cost(s, seat, c), c)


@handler("recruit_from_deck")
def _recruit_from_deck(s: State, step: tuple[Any, ...]) -> None:
    _, seat, c = step
    s.stack.pop()
    p = s.players[seat]
    if s.zone[c] == RESOLVING:
        P.enter_play(s, seat, c)
        s.say(f"{p.name} recruits {s.title(c)} (Legacy).")
        P.refill_all(s, seat)
