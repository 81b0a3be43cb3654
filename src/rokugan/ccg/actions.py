"""Player abilities from the rulebook (CR "Play of the Game" and Appendix B keywords).

`available_actions` lists what a player may announce now (Good Faith: only actions whose required
targets exist and whose Gold can be paid); `action_start.start_action` pushes the action's steps, and
`resolvers` holds the rulebook abilities' sequence and resolution.
"""

from __future__ import annotations

from collections.abc import Callable

from rokugan.catalog import cards as T
from rokugan.core.decision import Option

from . import primitives as P
from . import stats
from .flow import can_pay, cards_in_provinces
from .state import State


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
                and all(lobby_honor(s, seat) > rival_lobby_honor(s, o) for o in other_players(s, seat))
                and lobby_targets(s, seat)):
            out.append(Option("lobby", "Lobby: bow a Personality to take the Imperial Favor"))
        # Rulebook Favor Limited: Favor Political Limited (CR "Rulebook Favor Limited").
        if s.favor == seat and once(s, seat, "favor") and p.hand:
            out.append(Option("favor", "Favor: discard the Imperial Favor and a card to draw a card"))
        # Kharmic Repeatable Limited, 2 Gold (CR "Kharmic").
        if not emperor and kharmic_cards(s, seat) and can_pay(s, seat, 2):
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


def other_players(s: State, seat: int) -> list[int]:
    return [q.seat for q in s.players if q.seat != seat and not q.lost]


def lobby_targets(s: State, seat: int) -> list[int]:
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
    for c in lobby_targets(s, seat):
        open_ = has_rule(s, c, "lobby_open")
        again = has_rule(s, c, "lobby_again")
        add_ph = has_rule(s, c, "lobby_add_ph")
        if not (open_ or again or add_ph):
            continue
        if seat != s.active and not open_:
            continue
        if not once(s, seat, "lobby") and not again:
            continue
        if not all(lobby_honor(s, seat, c) > rival_lobby_honor(s, o) for o in other_players(s, seat)):
            continue
        if generic and seat == s.active and once(s, seat, "lobby") and not add_ph:
            continue  # the rulebook Lobby already offers him
        out.append(Option(f"lobby:{c}", f"Lobby with {s.title(c)}", {"card": c}))
    return out


def kharmic_cards(s: State, seat: int) -> list[int]:
    p = s.players[seat]
    return [c for c in p.hand if P.kw(s, c, "Kharmic")] + \
        [c for c in cards_in_provinces(s, seat) if P.kw(s, c, "Kharmic")]


def _engage_actions(s: State, seat: int) -> list[Option]:
    out: list[Option] = []
    # Cavalry: Absent Engage (CR "Cavalry").
    if once(s, seat, "cavalry") and cavalry_targets(s, seat):
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


def cavalry_targets(s: State, seat: int) -> list[int]:
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
        if s.favor == seat and once(s, seat, "favor_battle") and favor_battle_targets(s, seat):
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


def ee_spell_hosts(s: State, seat: int, spell: int) -> list[int]:
    """EE "Equip (Battle)": "your performing unbowed opposed Shugenja" at the current battlefield."""
    from .vocab import opposed
    bf = battlefield(s)
    return [c for c in units_at(s, seat, bf) if P.kw(s, c, "Shugenja") and not s.bowed[c] and opposed(s, c)
            and P.can_attach(s, spell, c)]


def _ee_battle_equip(s: State, seat: int) -> list[Option]:
    out = []
    for a in s.players[seat].hand:
        if s.facts[a].type == T.SPELL and ee_spell_hosts(s, seat, a) and can_pay(s, seat, stats.gold_cost(s, a), a):
            out.append(Option(f"bequip:{a}", f"Equip {s.title(a)} in battle ({stats.gold_cost(s, a)} Gold)",
                              {"card": a}))
    return out


def _can_pay_after_bowing(s: State, seat: int, bowed_card: int, amount: int, paying_for: int) -> bool:
    was = s.bowed[bowed_card]
    s.bowed[bowed_card] = True
    ok = can_pay(s, seat, amount, paying_for)
    s.bowed[bowed_card] = was
    return ok


def favor_battle_targets(s: State, seat: int) -> list[int]:
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
    if s.ruleset != "emperor" and once(s, seat, "legacy") and p.hand and legacy_holdings(s, seat):
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


def legacy_holdings(s: State, seat: int) -> list[int]:
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
