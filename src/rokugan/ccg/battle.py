"""The Attack Phase and battles (CR "Attack Phase", "Battles", "Battle Resolution", "After Resolution")."""

from __future__ import annotations

from typing import Any

from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import rule_triggers, stats
from .actions import units_at
from .flow import choice, handler, opponents, replace_top
from .state import DYN_DISCARD, FATE_DISCARD, HOME, PLAY, State


def _can_assign(s: State, seat: int) -> list[int]:
    """The Personalities a player could legally assign now (CR "Maneuvers Segment")."""
    from .statics import has_rule
    return [c for c in s.players[seat].home
            if s.facts[c].type == T.PERSONALITY and s.location[c] == HOME and not s.bowed[c]
            and not has_rule(s, c, "cannot_attack_defend")]  # "Katata cannot attack or defend"


def must_attack(s: State, seat: int) -> list[int]:
    """Personalities whose controller must declare an attack and assign them, if they can legally assign
    (Today We Die: "after the end of each of his controller's Action Phases ...")."""
    if not s.granted:
        return []
    marked = {g[0] for g in s.granted if g[1] == "must_attack"}
    return [c for c in _can_assign(s, seat) if c in marked] if marked else []


@handler("attack_choice")
def _attack_choice(s: State, step: tuple[Any, ...]) -> Decision | None:
    seat = s.active
    s.phase = "attack"  # the Attack Phase starts with its (optional) declaration
    targets = [o for o in opponents(s, seat) if any(s.players[o].province_alive)]
    if not targets:
        s.stack.pop()
        return None
    opts = [] if must_attack(s, seat) else [Option("no_attack", "Do not attack")]
    for o in targets:
        opts.append(Option(f"attack:{o}", f"Declare an attack on {s.players[o].name}", {"defender": o}))
    return Decision(seat, "attack", "Attack Phase: declare an attack?", tuple(opts))


@choice("attack_choice")
def _attack_choice_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    if oid == "no_attack":
        s.say(f"{s.players[s.active].name} does not attack.")
        return
    declare_attack(s, s.active, int(oid.split(":")[1]))


def declare_attack(s: State, attacker: int, defender: int) -> None:
    """CR "Declaration Segment": a battlefield at each of the Defender's Provinces."""
    s.phase = "attack"
    fields = [i for i, alive in enumerate(s.players[defender].province_alive) if alive]
    s.battle = {"attacker": attacker, "defender": defender, "fields": fields, "fought": [], "current": -1,
                "been_attacking": [], "naval": -1}
    s.say(f"{s.players[attacker].name} attacks {s.players[defender].name}.")
    s.stack.append(("end_attack",))
    s.stack.append(("pick_battle",))
    scouts: list[tuple[Any, ...]] = []
    if s.ruleset == "emperor":
        from .vocab_ee1 import scout_maneuvers  # Hidden Falls Dojo: an extra Scouts-only segment after each one
        scouts = [("maneuver", seat, "scouts:" + ",".join(map(str, ks))) for seat, ks in scout_maneuvers(s, defender)]
        s.stack.extend(scouts)
        # EE "C. Cavalry Maneuvers Segment": "the Attacker and then the Defender assign any of their Cavalry
        # units", after "B. Infantry Maneuvers" in which any units may be assigned
        s.stack.append(("maneuver", defender, "cavalry"))
        s.stack.append(("maneuver", attacker, "cavalry"))
    s.stack.extend(scouts)
    s.stack.append(("maneuver", defender))
    s.stack.append(("maneuver", attacker))


CREATED_BF = 16  # battlefields numbered from here have no Province (created by a card: The False Route)


def has_province(s: State, seat: int, bf: int) -> bool:
    return 0 <= bf < CREATED_BF and bf < len(s.players[seat].province_alive) and s.players[seat].province_alive[bf]


def field_label(bf: int) -> str:
    return f"province {bf + 1}" if bf < CREATED_BF else f"battlefield {bf - CREATED_BF + 1} without a Province"


def _label_field(s: State, bf: int) -> str:
    return field_label(bf)


@handler("maneuver")
def _maneuver(s: State, step: tuple[Any, ...]) -> Decision | None:
    """CR "Maneuvers Segment": assign unbowed Personalities from home to battlefields, attacker first."""
    seat = step[1]
    assert s.battle is not None
    ready = _can_assign(s, seat)
    fields = s.battle["fields"]
    if len(step) > 2 and str(step[2]).startswith("scouts:"):  # an extra segment for Scouts, to some battlefields
        fields = [bf for bf in fields if str(bf) in step[2][7:].split(",")]
        ready = [c for c in ready if P.kw(s, c, "Scout")]
    elif len(step) > 2:  # EE Cavalry Maneuvers: only Cavalry units (the Personality and all his Followers)
        from .actions import cavalry_unit
        ready = [c for c in ready if cavalry_unit(s, c)]
    if not ready:
        s.stack.pop()
        return None
    side = "attack" if seat == s.battle["attacker"] else "defend"
    forced = must_attack(s, seat) if side == "attack" else []
    if fields is not s.battle["fields"]:
        forced = [c for c in forced if c in ready]  # the Scouts-only segment
    if forced:  # he must be assigned before the player may finish
        ready = forced
    opts = [] if forced else [Option("done", "Done assigning")]
    for c in ready:
        for bf in fields:
            opts.append(Option(f"assign:{c}:{bf}", f"{s.title(c)} {side}s {_label_field(s, bf)}",
                               {"card": c, "battlefield": bf}))
    return Decision(seat, "assign", f"Maneuvers: assign Personalities to {side}", tuple(opts))


@choice("maneuver")
def _maneuver_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    if oid == "done":
        s.stack.pop()
        return
    _, c, bf = oid.split(":")
    card, field = int(c), int(bf)
    s.location[card] = field  # assigning is not moving (CR "Locations")
    for a in s.attached[card]:
        s.location[a] = field
    assert s.battle is not None
    s.battle["assigned"] = {**s.battle.get("assigned", {}), str(card): field}  # "who assigned to this battlefield"
    side = "attack" if s.controller[card] == s.battle["attacker"] else "defend"
    s.say(f"{s.players[s.controller[card]].name} assigns {s.title(card)} to {side} {_label_field(s, field)}.")
    from .triggered import emit
    if s.controller[card] == s.battle["attacker"]:  # "after he assigns to attack you"
        if s.ruleset == "emperor":
            s.memo[f"assigned_attack:{s.controller[card]}"] = 1  # who assigned attackers this turn
        emit(s, "assigned_to_attack", card, s.controller[card], against=s.battle["defender"])
    emit(s, "assigned", card, s.controller[card], field=field)  # either side's assignment (EE Reactions)


@handler("pick_battle")
def _pick_battle(s: State, step: tuple[Any, ...]) -> Decision | None:
    """CR "Fight Battles": the Attacker chooses each battlefield in turn; exactly one battle at each."""
    assert s.battle is not None
    left = [bf for bf in s.battle["fields"] if bf not in s.battle["fought"]]
    if not left:
        s.stack.pop()
        return None
    if len(left) == 1:
        _begin_battle(s, left[0])
        return None
    opts = tuple(Option(f"battle:{bf}", f"Fight at {_label_field(s, bf)} "
                        f"({_army_summary(s, bf)})", {"battlefield": bf}) for bf in left)
    return Decision(s.battle["attacker"], "battle", "Choose the next battle", opts)


def _army_summary(s: State, bf: int) -> str:
    assert s.battle is not None
    a = len(units_at(s, s.battle["attacker"], bf))
    d = len(units_at(s, s.battle["defender"], bf))
    return f"{a} attacking, {d} defending"


@choice("pick_battle")
def _pick_battle_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    _begin_battle(s, int(oid.split(":")[1]))


def _begin_battle(s: State, bf: int) -> None:
    """CR "Battle Sequence": Engage Segment, Combat Segment (both defender first), Resolution."""
    assert s.battle is not None
    s.battle["current"] = bf
    s.battle["naval"] = -1
    s.battle.pop("naval_performer", None)
    s.say(f"Battle at {P.possessive(s.players[s.battle['defender']].name)} {_label_field(s, bf)}: "
          f"{_army_summary(s, bf)}.")
    s.stack.append(("resolve_battle", bf))
    s.stack.append(("before_resolution", bf))
    s.stack.append(("combat", bf))
    if s.ruleset == "emperor":
        # EE "Battles": "Battles have a Combat Segment, then a Resolution Segment" (no Engage Segment); Naval
        # Invasion is a Reaction "after engaging", for the Attacker with more Naval cards in his army
        if _naval_count(s, s.battle["attacker"], bf) > _naval_count(s, s.battle["defender"], bf):
            s.stack.append(("ee_naval", bf))
        from .triggered import emit
        emit(s, "engaged", -1, s.battle["attacker"], field=bf)  # "After engaging" (Reactions; Koshin Keep)
        return
    s.stack.append(("round", "engage", s.battle["defender"], 0))


def _naval_count(s: State, seat: int, bf: int) -> int:
    return sum(1 for u in units_at(s, seat, bf) for c in (u, *s.attached[u]) if P.kw(s, c, "Naval"))


def _ee_naval_performers(s: State, bf: int) -> list[int]:
    assert s.battle is not None
    return [c for c in units_at(s, s.battle["attacker"], bf) if P.kw(s, c, "Naval")]


@handler("ee_naval")
def _ee_naval(s: State, step: tuple[Any, ...]) -> Decision | None:
    """EE "Naval Invasion": "Reaction: After engaging, once per battle, if you are the Attacker and your current
    army has more Naval cards than the side opposing it, choose your performing Naval Personality: You have the
    first opportunity to take a Battle action, which he must perform." """
    assert s.battle is not None
    who = _ee_naval_performers(s, step[1])
    if not who:
        s.stack.pop()
        return None
    return Decision(s.battle["attacker"], "yes_no",
                    "Naval Invasion: take the first Battle action, performed by your Naval Personality?",
                    (Option("no", "No"), *(Option(f"naval:{c}", f"Yes, performed by {s.title(c)}", {"card": c})
                                           for c in who)))


@choice("ee_naval")
def _ee_naval_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    assert s.battle is not None
    s.stack.pop()
    if oid != "no":
        c = int(oid.split(":")[1])
        s.battle["naval"] = s.battle["attacker"]
        s.battle["naval_performer"] = c
        s.say(f"{s.players[s.battle['attacker']].name} declares a Naval Invasion performed by {s.title(c)}.")


def naval_performs(s: State, c: int) -> bool:
    """EE "Naval Invasion": the first Battle action "which he must perform": an ability on the chosen Naval
    Personality, or on an Item or Spell attached to him (EE "C. Choose Performers": "an action on an Item or
    Spell is always performed by the Personality it's attached to")."""
    who = s.battle.get("naval_performer", -1) if s.battle else -1
    return who >= 0 and (c == who or (s.attached_to[c] == who and s.facts[c].type in (T.ITEM, T.SPELL)))


@handler("before_resolution")
def _before_resolution(s: State, step: tuple[Any, ...]) -> None:
    """ "Before this battle resolves": triggers between the Combat Segment and Resolution (CR "Timing")."""
    s.stack.pop()
    from .triggered import emit
    emit(s, "battle_resolving", -1, s.battle["attacker"] if s.battle else -1, field=step[1])


@handler("combat")
def _combat(s: State, step: tuple[Any, ...]) -> None:
    assert s.battle is not None
    # "The Attacker has the first opportunity to take a Battle action in this battle" (Sneak Attack)
    first = s.battle["attacker"] if s.battle.get("attacker_first") == s.battle["current"] else s.battle["defender"]
    replace_top(s, ("round", "battle", first, 0))
    if s.battle["naval"] >= 0:
        # CR "Naval": the Attacker has the first opportunity to take a Battle action from a Naval unit.
        s.stack.append(("round", "naval", s.battle["naval"], 0))


def army_force(s: State, seat: int, bf: int) -> int:
    """CR "Army Force": unbowed Personalities and Followers; Items modify their Personality. CR "Substitution": a
    unit that "adds Force to your army instead of the enemy army" (vocab_rules.ForceInstead) adds it to that army if
    it exists (has units at this battlefield); if not, the new adding fails and the old one does not happen."""
    lent = {g[0]: int(g[1][9:]) for g in s.granted if str(g[1]).startswith("force_to:")} if s.granted else {}
    mine = units_at(s, seat, bf)
    total = sum(stats.unit_force(s, c, resolution=True) for c in mine if lent.get(c, seat) == seat)
    if lent and mine:
        for other in range(len(s.players)):
            if other != seat:
                total += sum(stats.unit_force(s, c, resolution=True) for c in units_at(s, other, bf)
                             if lent.get(c, other) == seat)
    return total


def destroy_army(s: State, seat: int, bf: int) -> int:
    """Destroy every unit of `seat` at `bf` by battle resolution; returns the number of cards destroyed. The triggered
    effects of these simultaneous destructions are collected (`rule_triggers`) for the caller to close."""
    assert s.battle is not None
    other = s.battle["defender"] if seat == s.battle["attacker"] else s.battle["attacker"]
    n = 0
    for c in units_at(s, seat, bf):
        for a in list(s.attached[c]):
            if P.destroy(s, a, by_battle=True, by=other):
                n += 1
        if P.destroy(s, c, by_battle=True, by=other):
            n += 1
    return n


def _battle_honor(s: State, seat: int, bf: int, destroyed: int) -> None:
    """CR "Battle Resolution": 2 Honor per enemy card destroyed; CR "Rehonoring": dishonorable
    Personalities in the army are rehonored instead of the gain."""
    if destroyed <= 0:
        return
    dis = [c for c in units_at(s, seat, bf) if s.dishonored[c]]
    if dis and P.honor_prevented(s, seat):
        return  # CR "Rehonoring": "preventing the Honor gain also prevents its substituted rehonoring"
    if dis:
        for c in dis:
            P.rehonor(s, c)
        return
    P.gain_honor(s, seat, 2 * destroyed, "for destroying enemy cards in battle")


@handler("resolve_battle")
def _resolve(s: State, step: tuple[Any, ...]) -> None:
    """CR "Battle Resolution", in its order: the armies' Force, the winner destroys the enemy army (both in a tie), then
    the Province, then the winner's Honor; then the aftermath (CR "After Resolution"). Each destruction's triggered
    effects happen at once after it (CR "Timing Conflicts" C: "Anything else that is triggered at this point happens
    now"; "two Personalities being destroyed in battle resolution" are simultaneous), before the resolution goes on:
    the next stage is a step below them (`battle_resolution`)."""
    assert s.battle is not None
    bf = step[1]
    att, dfd = s.battle["attacker"], s.battle["defender"]
    s.stack.pop()
    a_units = units_at(s, att, bf)
    d_units = units_at(s, dfd, bf)
    af, df = army_force(s, att, bf), army_force(s, dfd, bf)
    strength = stats.province_strength(s, dfd, bf) if has_province(s, dfd, bf) else 0
    s.say(f"Resolution at {_label_field(s, bf)}: attacker {af} Force, defender {df} Force, "
          f"province strength {strength}.")
    s.battle["been_attacking"] = s.battle["been_attacking"] + [c for c in a_units]
    winner = att if af > df else (dfd if df > af else -1)
    at_field = (tuple(a_units), tuple(d_units))  # who was at the battlefield (it empties)
    rule_triggers.open_point(s)  # the destructions of the resolution are simultaneous
    if af > df:
        s.say(f"{s.players[att].name} wins the battle.")
        n = destroy_army(s, dfd, bf)
        # CR: "If the attacking army's Force was greater than the defending army's Force plus the Province Strength"
        province = af > df + strength and has_province(s, dfd, bf)
        nxt: tuple[Any, ...] = ("battle_resolution", "province" if province else "honor", bf, winner, at_field, n, 0,
                                (), (), 0)
    elif df > af:
        s.say(f"{s.players[dfd].name} wins the battle.")
        n = destroy_army(s, att, bf)
        nxt = ("battle_resolution", "honor", bf, winner, at_field, n, 0, (), (), 0)
    elif a_units and d_units:
        s.say("The battle is a tie: both armies are destroyed.")
        # CR: in a tie, dishonorable Personalities are rehonored before being destroyed, in
        # substitution for their leader's Honor gain.
        a_dis = tuple(c for c in a_units if s.dishonored[c])
        d_dis = tuple(c for c in d_units if s.dishonored[c])
        for seat_, dis in ((att, a_dis), (dfd, d_dis)):
            if dis and not P.honor_prevented(s, seat_):  # the prevented gain prevents its substitution
                for c in dis:
                    P.rehonor(s, c)
        n_def = destroy_army(s, dfd, bf)
        n_att = destroy_army(s, att, bf)
        if n_def:
            s.memo[f"resolution_destroyed:{att}:{bf}"] = 1
        if n_att:
            s.memo[f"resolution_destroyed:{dfd}:{bf}"] = 1
        nxt = ("battle_resolution", "honor", bf, winner, at_field, n_def, n_att, a_dis, d_dis, 0)
    else:
        s.say("The battle has no outcome.")
        nxt = ("battle_resolution", "after", bf, winner, at_field, 0, 0, (), (), 0)
    s.stack.append(nxt)
    rule_triggers.close_point(s)  # the destructions' triggered effects, above the rest of the resolution


@handler("battle_resolution")
def _resolution_stage(s: State, step: tuple[Any, ...]) -> None:
    """The stages of a battle resolution after its destructions: "province" (the Attacker destroys it; "after an
    Attacker destroys a province by winning" triggers then), "honor" (the winner's, or each player's in a tie),
    "after" (CR "After Resolution")."""
    assert s.battle is not None
    _, stage, bf, winner, at_field, n, n_att, a_dis, d_dis, province = step
    att, dfd = s.battle["attacker"], s.battle["defender"]
    s.stack.pop()
    if stage == "province":
        s.stack.append(("battle_resolution", "honor", bf, winner, at_field, n, n_att, a_dis, d_dis, 1))
        destroy_province(s, dfd, bf)
        from .triggered import emit
        emit(s, "province_destroyed", -1, att, field=bf)  # "after an Attacker destroys a province by winning"
        return
    if stage == "honor":
        s.stack.append(("battle_resolution", "after", bf, winner, at_field, n, n_att, a_dis, d_dis, province))
        if winner >= 0:  # CR "Battle Resolution": "twice the number of cards in the enemy army that were destroyed"
            _battle_honor(s, winner, bf, n)
            return
        # EE "Resolution Segment": "If the battle was tied, each player gains Honor equal to the number of cards
        # in the enemy army they destroyed" (the CR gives 2 per card)
        per = 1 if s.ruleset == "emperor" else 2
        if not a_dis:
            P.gain_honor(s, att, per * n, "for destroying enemy cards in battle")
        if not d_dis:
            P.gain_honor(s, dfd, per * n_att, "for destroying enemy cards in battle")
        return
    _aftermath(s, bf, winner, at_field, n + province)


def _aftermath(s: State, bf: int, winner: int, at_field: tuple[tuple[int, ...], tuple[int, ...]],
               n_destroyed: int) -> None:
    """CR "After Resolution": "Then, the battle's resolution ends": attacking units bow and return home, Terrains are
    discarded, the battle ends; "after this battle resolves" triggers."""
    assert s.battle is not None
    att = s.battle["attacker"]
    # CR "After Resolution": attacking units bow (Conqueror units do not), then return home. EE "Resolution
    # Segment": all attacking units bow, then return home; the Attacker's Conquest Reaction may then straighten
    # one Conqueror's unit (below).
    emperor = s.ruleset == "emperor"
    conquerors = []
    for c in units_at(s, att, bf):
        if emperor or not P.kw(s, c, "Conqueror"):
            P.bow(s, c)
            for a in s.attached[c]:
                P.bow(s, a)
        if emperor and P.kw(s, c, "Conqueror"):
            conquerors.append(c)
        P.move(s, c, HOME, returning=True)
    # "give him a +1F/+1C token after each battle resolution he is in" (Today We Die)
    a_units, d_units = at_field
    for c in (*a_units, *d_units):
        if s.zone[c] == PLAY and any(g[0] == c and g[1] == "battle_token" for g in s.granted):
            s.modifiers += [(c, "force", 1, "token:token", "bonus"), (c, "chi", 1, "token:token", "bonus")]
            s.say(f"{s.title(c)} gets a +1F/+1C token.")
    s.battle["fought"] = s.battle["fought"] + [bf]
    from .triggered import emit
    if winner >= 0 and n_destroyed:
        s.memo[f"resolution_destroyed:{winner}:{bf}"] = 1
    # "After this battle resolves": delayed effects and triggers (Ring of Earth, Ring of Water).
    emit(s, "battle_resolved", -1, att, winner=winner, field=bf, attackers_present=1 if a_units else 0,
         units=",".join(str(c) for c in (*a_units, *d_units)))  # who was at the battlefield (it has emptied)
    if conquerors and s.memo.get(f"conquest:{att}") != s.turn:
        s.stack.append(("conquest", att, tuple(conquerors)))  # after the triggered effects of the resolution
    discard_terrains(s, bf)
    s.battle["current"] = -1
    s.modifiers = [m for m in s.modifiers if m[3] != "battle"]
    s.granted = [g for g in s.granted if g[2] != "battle"]


@handler("conquest")
def _conquest(s: State, step: tuple[Any, ...]) -> Decision | None:
    """EE "Conquest": "Reaction: After a battle resolution ends, choose your performing attacking Conqueror
    Personality at that battlefield: Straighten his unit." A player ability: once per turn."""
    _, seat, cands = step
    alive = [c for c in cands if s.zone[c] == PLAY and s.controller[c] == seat and s.bowed[c]]
    if not alive or s.memo.get(f"conquest:{seat}") == s.turn:
        s.stack.pop()
        return None
    opts = [Option("no", "Do not use Conquest")] + [
        Option(f"conquest:{c}", f"Conquest: straighten the unit of {s.title(c)}", {"card": c}) for c in alive]
    return Decision(seat, "yes_no", "Conquest: straighten one attacking Conqueror's unit?", tuple(opts))


@choice("conquest")
def _conquest_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, _cands = step
    s.stack.pop()
    if oid == "no":
        return
    c = int(oid.split(":")[1])
    s.memo[f"conquest:{seat}"] = s.turn
    P.straighten(s, c)
    for a in s.attached[c]:
        P.straighten(s, a)
    s.say(f"{s.players[seat].name} uses Conquest: {s.title(c)}'s unit straightens.")


def discard_terrains(s: State, bf: int) -> None:
    """CR "Terrain": after a battle ends, discard any Terrain at its battlefield."""
    for p in s.players:
        for c in list(p.home):
            if s.location[c] == bf and s.facts[c].type == T.STRATEGY:
                p.home.remove(c)
                P.discard_from_play(s, c)
                s.say(f"{s.title(c)} is discarded as the battle ends.")


def destroy_province(s: State, seat: int, bf: int) -> None:
    """CR "Provinces": cards in it and Fortifications attached go to the discard pile; EE "Resolution Segment":
    "When a province is destroyed, discard any cards in it, and any Regions attached to it." """
    p = s.players[seat]
    p.province_alive[bf] = False
    for c in p.provinces[bf]:
        s.zone[c] = DYN_DISCARD if s.facts[c].deck == "dynasty" else FATE_DISCARD
        s.face_up[c] = True
        (p.dyn_discard if s.facts[c].deck == "dynasty" else p.fate_discard).append(c)
    p.provinces[bf] = []
    for c in list(p.home):
        if s.province_of[c] == bf and (s.facts[c].has_keyword("Fortification") or s.facts[c].type == T.REGION):
            p.home.remove(c)
            P.discard_from_play(s, c)
            s.province_of[c] = -1
            if s.facts[c].type == T.REGION:
                s.say(f"{s.title(c)} is discarded with its province.")
    s.say(f"{P.possessive(p.name)} province {bf + 1} is destroyed.")


@handler("end_attack")
def _end_attack(s: State, step: tuple[Any, ...]) -> None:
    """CR "Fight Battles": battlefields cease to exist; units there return home, attackers bowing."""
    assert s.battle is not None
    att = s.battle["attacker"]
    for p in s.players:
        for c in p.home:
            if s.zone[c] == PLAY and s.location[c] != HOME:
                if p.seat == att:
                    # CR "Fight Battles": attacking units still at battlefields bow as whole units;
                    # Conqueror covers only the return home after a battle's resolution (CR "Conqueror").
                    P.bow(s, c)
                    for a in s.attached[c]:
                        P.bow(s, a)
                P.move(s, c, HOME, returning=True)
        p.gold_pool = 0  # end of the Attack Phase: the Gold pool empties
    if s.ruleset != "emperor":  # effects "until the end of the phase" end with the Attack Phase
        s.modifiers = [m for m in s.modifiers if m[3] != "phase"]
        s.granted = [g for g in s.granted if g[2] != "phase"]
    s.battle = None
    s.stack.pop()
