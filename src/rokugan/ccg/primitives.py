"""The classic CCG's primitive events: bow, draw, refill, enter play, destroy, honor, move.

Each function changes the state through one named event and writes the log line for it. Standing rules
(Chi death, victory) are checked by the flow after each step (see `flow.check_standing_rules`).
"""

from __future__ import annotations

from rokugan.catalog import cards as T

from . import stats
from .state import (
    DYN_DISCARD,
    FATE_DISCARD,
    HAND,
    HOME,
    PLAY,
    PREGAME,
    PROVINCE,
    REMOVED,
    State,
)
from .statics import INHERITED, attach_allowed, prevented, static_keyword


def name(s: State, seat: int) -> str:
    return s.players[seat].name


def possessive(player_name: str) -> str:
    return "Your" if player_name == "You" else f"{player_name}'s"


def kw(s: State, c: int, word: str) -> bool:
    """Printed keywords, and keywords granted by effects or continuous traits (CR "Keywords")."""
    if s.granted:
        # "loses Duelist": a keyword removed by an ongoing effect. CR "Keywords": granting a keyword a card has "does
        # not protect that card against a future effect that would remove that keyword"; of a grant and a removal the
        # later one wins (CR "Continuous effect conflicts": "the effect applied later overcomes the effect applied
        # earlier")
        w = word.lower()
        neg = "-" + w
        last = None
        for g in s.granted:
            if g[0] == c:
                name = g[1].lower()
                if name == w:
                    last = True
                elif name == neg:
                    last = False
        if last is not None:
            return last
    f = s.facts[c]
    if f.has_keyword(word):
        return True
    if f.clans and word[-5:].lower() == " clan" and f.type == T.PERSONALITY and word[:-5] in f.clans and \
            s.ruleset != "emperor":
        return True  # CR "Personality", "Clan Mon": cards with only the mon "are also considered to have the keyword"
    inherited = INHERITED.get(s.facts[c].id)
    if inherited is not None and word.lower() in inherited:
        return True
    return static_keyword(s, c, word)


def is_personality(s: State, c: int) -> bool:
    return s.facts[c].type == T.PERSONALITY


# ------------------------------------------------------------------------------------------- bowing
def bow(s: State, c: int) -> bool:
    """Returns True if the card went from unbowed to bowed (CR "Bowed and unbowed")."""
    if s.zone[c] not in (PLAY, PREGAME) or s.bowed[c]:  # Stronghold and Sensei are in play (CR A)
        return False
    if prevented(s, c, "bow"):
        return False
    s.bowed[c] = True
    return True


def straighten(s: State, c: int) -> bool:
    if s.zone[c] not in (PLAY, PREGAME) or not s.bowed[c]:
        return False
    if prevented(s, c, "straighten"):
        return False
    s.bowed[c] = False
    end_while_bowed(s, c)
    return True


def end_while_bowed(s: State, c: int) -> None:
    """Effects that last "while he remains bowed" (granted for the duration "while_bowed") end as he straightens."""
    if s.granted:
        s.granted = [g for g in s.granted if not (g[0] == c and g[2] == "while_bowed")]


# ------------------------------------------------------------------------------------------- decks
def draw_fate(s: State, seat: int, n: int = 1) -> int:
    """Draw Fate cards. CR "Fate and Dynasty decks": nothing special happens if a deck is empty."""
    p = s.players[seat]
    drawn = 0
    for _ in range(n):
        if not p.fate_deck:
            s.say(f"{p.name} cannot draw: the Fate deck is empty.")
            break
        c = p.fate_deck.pop(0)
        s.zone[c] = HAND
        s.face_up[c] = False
        p.hand.append(c)
        drawn += 1
        s.say(f"You draw {s.title(c)}.", (seat,), f"{p.name} draws a card.")
    return drawn


def refill(s: State, seat: int, province: int, face_up: bool = False) -> None:
    """CR "Provinces"/"Refill": fill a momentarily empty province from the top of the Dynasty deck."""
    p = s.players[seat]
    if not p.province_alive[province] or p.provinces[province]:
        return
    if not p.dyn_deck:
        return  # CR: an empty province stays empty until it becomes possible to fill it
    c = p.dyn_deck.pop(0)
    s.zone[c] = PROVINCE
    s.face_up[c] = face_up
    p.provinces[province].append(c)
    if face_up:
        s.say(f"{p.name} refills province {province + 1} face up with {s.title(c)}.")
        if s.ruleset == "emperor":
            from .flow import celestial_revealed
            celestial_revealed(s, seat, c, province)


def refill_all(s: State, seat: int) -> None:
    p = s.players[seat]
    for i in range(len(p.provinces)):
        refill(s, seat, i)


def leave_province(s: State, c: int) -> tuple[int, int]:
    """Take a card out of its province; returns (seat, province index) for the refill."""
    seat = s.owner[c]
    p = s.players[seat]
    for i, pr in enumerate(p.provinces):
        if c in pr:
            pr.remove(c)
            return seat, i
    raise AssertionError(f"{s.title(c)} is not in a province")


def province_of_card(s: State, c: int) -> int:
    for i, pr in enumerate(s.players[s.owner[c]].provinces):
        if c in pr:
            return i
    return -1


def discard_from_hand(s: State, c: int) -> None:
    p = s.players[s.owner[c]]
    p.hand.remove(c)
    s.zone[c] = FATE_DISCARD
    s.face_up[c] = True
    p.fate_discard.append(c)
    s.say(f"{p.name} discards {s.title(c)}.")


def discard_from_province(s: State, c: int, refill_after: bool = True, face_up_refill: bool = False) -> None:
    seat, i = leave_province(s, c)
    p = s.players[seat]
    s.zone[c] = DYN_DISCARD
    s.face_up[c] = True
    p.dyn_discard.append(c)
    s.say(f"{p.name} discards {s.title(c)} from province {i + 1}.")
    if refill_after:
        refill(s, seat, i, face_up_refill)


def remove_from_game(s: State, c: int) -> None:
    seat = s.owner[c]
    p = s.players[seat]
    for lst in (p.hand, p.dyn_deck, p.fate_deck, p.home, p.dyn_discard, p.fate_discard):
        if c in lst:
            lst.remove(c)
    s.zone[c] = REMOVED
    p.removed.append(c)


# ------------------------------------------------------------------------------------------- honor
def honor_prevented(s: State, seat: int) -> bool:
    """ "You do not gain or lose Honor" (a continuous trait or an ongoing effect on the player: the rule
    "will_not_honor"; CR "Prevention")."""
    from .interp import PLAYER
    if prevented(s, PLAYER + seat, "honor"):
        s.say(f"{s.players[seat].name} does not gain or lose Honor.")
        return True
    return False


def gain_honor(s: State, seat: int, n: int, why: str = "") -> bool:
    if n <= 0:
        return False  # CR "Honor gains and losses": a gain of 0 is not a gain
    if honor_prevented(s, seat):
        return False
    p = s.players[seat]
    p.honor += n
    s.say(f"{p.name} gains {n} Honor{(' ' + why) if why else ''} ({p.honor}).")
    return True


def lose_honor(s: State, seat: int, n: int, why: str = "", by_own_card: bool = False,
               substitutable: bool = True, cause: tuple[int, str, str] | None = None) -> bool:
    """Lose Honor, unless it is prevented (CR "Prevention") or a substitution takes its place (CR "Substitution":
    `substitutable=False` is the loss that declined "instead of losing Honor"s let happen, `cause` the seat, kind
    and round type of the action the loss came from, when it happens later than that action)."""
    if n <= 0:
        return False
    if honor_prevented(s, seat):
        return False  # the old Y is prevented: a substitution for it does not happen either (CR "Substitution")
    act = s.actions[-1] if s.actions else None
    if cause is None and act is not None:
        cause = (int(act["seat"]), str(act["kind"]), str(act["rtype"]))
    if substitutable:
        from .triggered import emit
        from .vocab_rules import substitutions_started
        eid = int(s.memo.get("subst_next", 0))
        started = emit(s, "would_lose_honor", -1, seat, amount=n, why=why, own=1 if by_own_card else 0, subst=eid)
        if substitutions_started(s, eid, started, cause):
            return False  # CR "Timing Conflicts" B: substituted, or to happen if every substitution is declined
    p = s.players[seat]
    p.honor -= n
    if cause is not None and cause[0] != seat and cause[1] in ("a", "g"):
        if s.phase == "action":
            note_honor_lost_to_action(s, seat)  # read by Revenge abilities (Rugashi Bazaar)
        from .triggered import emit
        emit(s, "honor_lost_to_action", -1, seat, by=cause[0], rtype=cause[2])
    if not by_own_card:
        p.ignore_hr = True  # CR "Honor Requirement": lost Honor to anything but own cards
    s.say(f"{p.name} loses {n} Honor{(' ' + why) if why else ''} ({p.honor}).")
    return True


def note_honor_lost_to_action(s: State, seat: int) -> None:
    """Remember the turn a player last lost Honor from another player's action in the Action Phase."""
    from .interp import PLAYER
    s.granted = [g for g in s.granted if not (g[0] == PLAYER + seat and str(g[1]).startswith("honor_lost_to_action:"))]
    s.granted.append((PLAYER + seat, f"honor_lost_to_action:{s.turn}", "game"))


def rehonor(s: State, c: int) -> bool:
    if not s.dishonored[c]:
        return False
    s.dishonored[c] = False
    s.say(f"{s.title(c)} is rehonored.")
    return True


def dishonor(s: State, c: int) -> bool:
    if not is_personality(s, c) or s.dishonored[c]:
        return False
    s.dishonored[c] = True
    s.say(f"{s.title(c)} is dishonored.")
    return True


def take_favor(s: State, seat: int) -> None:
    s.favor = seat
    s.say(f"{name(s, seat)} takes the Imperial Favor.")


def discard_favor(s: State) -> None:
    if s.favor >= 0:
        s.say(f"{name(s, s.favor)} discards the Imperial Favor.")
    s.favor = -1


# ------------------------------------------------------------------------------------------- play
def controls_unique(s: State, seat: int, c: int) -> bool:
    """CR "Unique" (and Emperor "Singular"): a player will not bring into play a Unique card if he
    already controls a Unique card with the same title."""
    f = s.facts[c]
    words = ("Unique", "Singular") if s.ruleset == "emperor" else ("Unique",)
    if not any(f.has_keyword(w) for w in words):
        return False
    title = f.base_title or f.title
    for o in in_play(s, seat):
        g = s.facts[o]
        if (g.base_title or g.title) == title and any(g.has_keyword(w) for w in words):
            return True
    return False


def loyal_blocks(s: State, seat: int, c: int) -> bool:
    """CR "Loyal": will not be controlled by a player who shares no Clan Alignment with it."""
    f = s.facts[c]
    if not f.has_keyword("Loyal"):
        return False
    clan = s.players[seat].clan
    return clan is None or clan not in f.clans


def in_play(s: State, seat: int) -> list[int]:
    """Every card the player controls in play: home list cards and their attachments."""
    out: list[int] = []
    for c in s.players[seat].home:
        out.append(c)
        out.extend(s.attached[c])
    return out


def enter_play(s: State, seat: int, c: int, location: int = HOME) -> None:
    """Bring a Dynasty card into play (CR "Recruit": Holdings bowed; "Fortification": attached to the
    province, unbowed; Personalities recruited in battle enter the army at the battlefield)."""
    p = s.players[seat]
    f = s.facts[c]
    if f.type == T.RING and s.granted:  # "last entered play by its own text": a new entry starts afresh
        s.granted = [g for g in s.granted if not (g[0] == c and g[1] == "entered_by_own_text")]
    s.zone[c] = PLAY
    s.face_up[c] = True
    s.controller[c] = seat
    s.location[c] = HOME
    if f.type == T.HOLDING:
        if f.has_keyword("Fortification"):
            s.bowed[c] = False
        else:
            s.bowed[c] = True  # CR "Holding": enters play bowed, without bowing
    else:
        s.bowed[c] = False
        if f.type == T.PERSONALITY:
            s.location[c] = location
    p.home.append(c)
    note_entry(s, c)
    bow_on_entry(s, c)
    if f.has_keyword("Destined"):
        draw_fate(s, seat)  # CR "Destined": after it enters play, draw a Fate card
    from .triggered import emit
    emit(s, "entered_play", c, seat)


def note_entry(s: State, c: int) -> None:
    """CR "Continuous effect conflicts": "With two effects of equal specificity, the effect applied later overcomes the
    effect applied earlier": when a card whose continuous traits follow that rule enters play, its place in the order
    of entries is kept (`conflicts.entered`; only for such cards, `statics.ENTRY_ORDER_IDS`)."""
    from .statics import ENTRY_ORDER_IDS
    if ENTRY_ORDER_IDS and s.facts[c].id in ENTRY_ORDER_IDS:
        n = int(s.memo.get("entry_seq", 0)) + 1
        s.memo["entry_seq"] = n
        s.memo[f"entered:{c}"] = n


def bow_on_entry(s: State, c: int) -> None:
    """The delayed "bow this card" cost of an Interrupt it took before entering play (CR "Using abilities")."""
    if s.memo and s.memo.pop(f"bow_on_entry:{c}", None):
        s.bowed[c] = True
        s.say(f"{s.title(c)} bows (the cost of its Interrupt).")


def attach(s: State, att: int, personality: int, entering: bool = True) -> None:
    seat = s.controller[personality]
    was_bowed = s.bowed[att] and not entering
    s.zone[att] = PLAY
    s.face_up[att] = True
    s.controller[att] = seat
    s.bowed[att] = was_bowed
    s.attached_to[att] = personality
    s.location[att] = s.location[personality]
    s.attached[personality] = (*s.attached[personality], att)
    if not entering:
        return  # a transfer: the card was already in play
    note_entry(s, att)
    bow_on_entry(s, att)
    if s.facts[att].has_keyword("Destined"):
        draw_fate(s, seat)
    from .triggered import emit
    emit(s, "entered_play", att, seat)


def can_attach(s: State, att: int, personality: int) -> bool:
    """CR "Attachments", "Spell", "Armor", "Weapon", "Kensai", "Two-handed", "Unique"."""
    f = s.facts[att]
    if f.type not in T.ATTACHMENT_TYPES or not is_personality(s, personality):
        return False
    seat = s.controller[personality]
    if controls_unique(s, seat, att):
        return False
    if not attach_allowed(s, att, personality):
        return False  # "Can only attach to a Crab Clan Personality" (the AttachOnly trait)
    from .statics import has_rule
    if f.type == T.SPELL and not kw(s, personality, "Shugenja") and not has_rule(s, personality, "can_attach_spells"):
        return False
    if f.type == T.FOLLOWER and s.ruleset == "emperor":
        # EE "Follower": "an Honor Requirement ... which is the minimum Personal Honor a Personality must have to
        # attach that Follower" (the CR's Followers have none)
        hr = stats.honor_requirement(s, att)
        if hr is not None and stats.stat(s, personality, "personal_honor") < hr:
            return False
    if f.type == T.ITEM:
        current = [a for a in s.attached[personality] if s.facts[a].type == T.ITEM]
        if f.has_keyword("Armor") and any(kw(s, a, "Armor") for a in current):
            return False
        if f.has_keyword("Weapon"):
            # "Does not count towards a Personality's maximum number of Weapons" (a card's own rule)
            from .statics import has_rule
            weapons = [a for a in current if kw(s, a, "Weapon") and not has_rule(s, a, "not_counted_weapon")]
            two = f.has_keyword("Two-handed") or f.has_keyword("Two-Handed")
            if weapons:
                if two or any(kw(s, a, "Two-handed") or kw(s, a, "Two-Handed") for a in weapons):
                    return False
                from .conflicts import weapon_limit
                if len(weapons) >= weapon_limit(s, personality):  # CR "Weapon", "Kensai", "Continuous effect conflicts"
                    return False
    return True


def forget(s: State, c: int) -> None:
    """CR "Card Memory Rule": "If a card is both out of play and face-down (including returning to the hand), it
    "forgets" ongoing effects specific to it, and other changes such as whether its abilities have been used. A card
    does not "forget" generic effects" (those are kept on the group, `stats.EVERY`). Called where a card goes face down
    out of play: into a hand (`ToHand`), into a deck (Cycle; a Dynasty card instead of the hand: CR "Hand"). A card
    drawn or focused from a deck or hand was already face down."""
    s.modifiers = [m for m in s.modifiers if m[0] != c]
    if s.granted:
        s.granted = [g for g in s.granted if g[0] != c]
    key = f"ab:{c}:"
    for q in s.players:
        if q.used:
            q.used = [k for k in q.used if not k.startswith(key)]


def _leave_play_common(s: State, c: int) -> None:
    # CR "Card Memory Rule": a card leaving play face up (to a discard pile, removed from the game) does not forget the
    # ongoing effects specific to it, nor its abilities' uses; only going face down does (`forget`). CR "Tokens":
    # "If a card or Province leaves play, all tokens on it are removed from the game"; effects lasting while it
    # stays bowed end as it straightens out of play.
    s.modifiers = [m for m in s.modifiers if m[0] != c or not str(m[3]).startswith("token:")]
    if s.granted:
        s.granted = [g for g in s.granted if g[0] != c or g[2] != "while_bowed"]
    s.bowed[c] = False
    s.location[c] = HOME


def discard_from_play(s: State, c: int) -> None:
    """A non-attachment card leaves play for its owner's discard pile (not destroyed: a Terrain after its
    battle). The caller has taken it out of its controller's list."""
    _leave_play_common(s, c)
    p = s.players[s.owner[c]]
    if s.facts[c].deck == "fate":
        s.zone[c] = FATE_DISCARD
        p.fate_discard.append(c)
    else:
        s.zone[c] = DYN_DISCARD
        p.dyn_discard.append(c)


def discard_attachment(s: State, a: int) -> None:
    host = s.attached_to[a]
    if host >= 0:
        s.attached[host] = tuple(x for x in s.attached[host] if x != a)
    s.attached_to[a] = -1
    _leave_play_common(s, a)
    p = s.players[s.owner[a]]
    if s.facts[a].id.startswith("created-"):
        # CR "Created cards": "When a created card leaves play, it ceases to exist."; EE "CREATED CARDS": "When a
        # created card leaves play, remove it from the game."
        s.zone[a] = REMOVED
        p.removed.append(a)
        s.say(f"{s.title(a)} ceases to exist.")
        return
    s.zone[a] = FATE_DISCARD
    p.fate_discard.append(a)


def stronghold_immune(s: State, c: int) -> bool:
    """CR "Stronghold Immunity": "Effects and costs will not make a Stronghold leave play unless they specifically
    mention Strongholds." No encoded effect or cost mentions them, so none makes a Stronghold leave play: the effect
    fails for it (it may still be targeted, bowed, and so on)."""
    if s.facts[c].type != T.STRONGHOLD:
        return False
    s.say(f"{s.title(c)} is a Stronghold: it does not leave play.")
    return True


def destroy(s: State, c: int, by_battle: bool = False, by: int = -1, unpreventable: bool = False) -> bool:
    """Destroy a card in play. Returns True if it left play. Personalities go dead to the discard
    pile, keeping their honorable/dishonorable state (CR "Dead"); a dishonorable one costs its
    controller Honor equal to its printed Personal Honor (CR "Honorable and dishonorable").
    `by`: the player who destroys it (battle resolution's winner; otherwise the player of the action or
    trait resolving). `unpreventable`: a destruction that "will not be negated" (EE Chi death)."""
    if s.zone[c] in (PLAY, PREGAME) and stronghold_immune(s, c):
        return False
    if by < 0 and s.actions:
        by = s.actions[-1]["seat"]
    if s.granted and not by_battle and s.actions and not unpreventable:
        from .vocab_ee1 import air_barrier
        if air_barrier(s, c, by):  # Asahina Michiru's protection: he goes home instead
            return False
    from . import rule_triggers
    own_point = rule_triggers.open_point(s)  # CR "Timing Conflicts" C: the triggered effects of this destruction
    left = _destroy(s, c, by_battle, unpreventable, by)
    if left and not by_battle and s.actions:  # "if the action destroyed Rokuta" (read when it has resolved)
        s.actions[-1]["vars"]["destroyed_cards"] = [*s.actions[-1]["vars"].get("destroyed_cards", []), c]
    if own_point:
        rule_triggers.close_point(s)
    return left


def _destroyed_event(s: State, c: int, seat: int, by: int) -> None:
    """CR "Destroy": the card has been destroyed (the "destroyed" event, `by` the player who destroyed it). Its
    triggered traits ("After you destroy an enemy card during battle") are triggered at this point, with the
    destruction's other triggered effects (CR "Timing Conflicts" C: `rule_triggers`)."""
    from .triggered import emit
    in_battle = 1 if s.battle is not None and s.battle.get("current", -1) >= 0 else 0
    pending = emit(s, "destroyed", c, seat, collect=True, by=by, in_battle=in_battle)
    if pending:
        from . import rule_triggers
        rule_triggers.add_traits(s, pending)


def _destroy(s: State, c: int, by_battle: bool, unpreventable: bool = False, by: int = -1) -> bool:
    if s.zone[c] != PLAY:
        return False
    if not unpreventable and prevented(s, c, "destroyed"):
        return False  # CR "Will not": "This Personality will not be destroyed"
    f = s.facts[c]
    if by_battle and kw(s, c, "Resilient") and not s.resilient_used[c]:  # printed, gained or lost (CR "Resilient")
        s.resilient_used[c] = True  # CR "Resilient": once per game per card
        s.say(f"{f.title} is Resilient and survives the battle.")
        return False
    seat = s.controller[c]
    expendable = kw(s, c, "Expendable")  # CR "Expendable": "status is checked just before being destroyed"
    p_owner = s.players[s.owner[c]]
    if f.type == T.PERSONALITY:
        for a in s.attached[c]:
            if by_battle and kw(s, a, "Resilient") and not s.resilient_used[a]:
                s.resilient_used[a] = True
                s.say(f"{s.title(a)} is Resilient, but is discarded as its Personality dies.")
            _destroy_attachment(s, a, by)
        s.attached[c] = ()
        s.players[seat].home.remove(c)
        _leave_play_common(s, c)
        s.zone[c] = DYN_DISCARD
        s.dead[c] = True
        p_owner.dyn_discard.append(c)
        if s.dishonored[c]:
            s.say(f"{f.title} is destroyed and dies dishonorably.")
            # CR "Honorable and dishonorable": "After a dishonorable Personality is destroyed, the player who
            # controlled him or her loses Honor": a triggered rulebook effect (CR "Timing Conflicts" C)
            from . import rule_triggers
            rule_triggers.add(s, "dishonorable_death", seat, stats.printed(s, c, "personal_honor"), c)
        else:
            s.say(f"{f.title} is destroyed.")
    elif f.type in T.ATTACHMENT_TYPES:
        s.say(f"{f.title} is destroyed.")
        _destroy_attachment(s, c, by)  # draws for Expendable itself (CR "Expendable": one card)
        return True
    else:
        if c in s.players[seat].home:
            s.players[seat].home.remove(c)
        _leave_play_common(s, c)
        if f.deck == "fate":
            s.zone[c] = FATE_DISCARD
            p_owner.fate_discard.append(c)
        else:
            s.zone[c] = DYN_DISCARD
            p_owner.dyn_discard.append(c)
        s.say(f"{f.title} is destroyed.")
    if expendable:
        from . import rule_triggers
        rule_triggers.add(s, "expendable", seat, 1, c)  # CR "Expendable": "After ... is destroyed, ... draws a card"
    _destroyed_event(s, c, seat, by)
    return True


def _destroy_attachment(s: State, a: int, by: int) -> None:
    """An attachment destroyed, by an effect or with its Personality ("a Personality's attachments are destroyed via
    the rules": CR "For each")."""
    expendable = kw(s, a, "Expendable")
    seat = s.controller[a]
    discard_attachment(s, a)
    if expendable:
        from . import rule_triggers
        rule_triggers.add(s, "expendable", seat, 1, a)  # CR "Expendable"
    _destroyed_event(s, a, seat, by)


def move_prevented(s: State, c: int, location: int) -> bool:
    """Will this unit not move to `location` now (checked before the move, and before anything responds to it)?"""
    if prevented(s, c, "move"):
        return True  # CR "Timing" A: prevention first
    if s.battle is not None and (
            s.battle.get("sealed") == location or s.battle.get("closed", -1) == location != HOME):
        return True  # a battlefield nobody else may move to (Ambush)
    if location == HOME and prevented(s, c, "move_home"):
        return True  # "Units will not move home": CR "Timing Conflicts" A, before anything responds to the move
    # CR "No Second Battle Rule": "A Personality who has already been in an attacking army during a battle resolution
    # in the current Attack Phase will not move to a battlefield."
    return location != HOME and s.battle is not None and c in s.battle.get("been_attacking", ())


def move(s: State, c: int, location: int, returning: bool = False) -> bool:
    """Move a unit (CR "Locations"): the Personality and its attachments go together. Returning home from
    a battlefield is not moving (CR "Move"): `returning` skips effects that prevent moving."""
    if s.location[c] == location:
        return False
    if not returning and move_prevented(s, c, location):
        return False
    if not returning and location == HOME:
        from .statics import substitution
        if substitution(s, c, "move_home") == "destroy":  # CR "Timing" B: "... are destroyed instead"
            s.say(f"{s.title(c)} is destroyed instead of moving home.")
            destroy(s, c)
            return False
    s.location[c] = location
    for a in s.attached[c]:
        s.location[a] = location
    if not returning and s.actions:  # "an action that moved him" (read when the action has resolved)
        s.actions[-1]["vars"]["moved_cards"] = [*s.actions[-1]["vars"].get("moved_cards", []), c]
    if not returning and location == HOME:
        from .triggered import emit
        emit(s, "moved_home", c, s.controller[c])  # "After one of your units moves home ..."
    return True


def commit_seppuku(s: State, *cards: int) -> None:
    """CR "Seppuku": rehonor the Personality, then destroy him; these effects cannot be negated. Several at once:
    CR "Timing Conflicts": "When instructed "The two target Samurai each commit Seppuku," the Seppuku play procedure
    actually has two effects in sequence. So, each Samurai simultaneously rehonors; then, each Samurai is
    destroyed." EE "Seppuku": "these effects will not be negated" (like Chi death: a 'will not be destroyed' does
    not stop it)."""
    for c in cards:
        rehonor(s, c)
    from . import rule_triggers
    own_point = rule_triggers.open_point(s)
    for c in cards:
        s.say(f"{s.title(c)} commits seppuku.")
        destroy(s, c, unpreventable=True)  # CR "Seppuku": "these effects cannot be negated" (CR "Prevention")
    if own_point:
        rule_triggers.close_point(s)


def shuffle(s: State, deck: list[int]) -> None:
    s.rng.shuffle(deck)
