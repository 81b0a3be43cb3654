"""The resolution phase (BfR §7): reveal, bluffs and illegal tokens, raids, diplomacy, battles,
successful defense, claiming territories, the round marker."""

from __future__ import annotations

from dataclasses import dataclass

from rokugan.core.decision import Decision, Option

from . import board as B
from . import data as D
from . import primitives as P
from .flow import APPLY, ASK, AUTO, Step, handle, name, prov_name, token_text
from .state import BOARD, ON_TOKEN, State


def _resolve(s: State, st: Step) -> None:
    s.phase = "resolution"
    # Step 1: reveal (§7.1)
    for t in range(len(s.kind)):
        if s.where[t] == BOARD:
            s.up[t] = True
    toks = s.board_tokens()
    # for successful_defense=revealed (a former alternative of §7.6 [UNSURE] 7): attacked at the reveal
    attacked = tuple(sorted({q for q in range(B.N_PROV) if s.ctrl[q] >= 0 and attackers_of(s, q)})) if (
        s.rules.successful_defense == "revealed") else ()
    if toks and s.logging:
        s.emit("Revealed: " + "; ".join(f"{name(s, s.owner(t))} {token_text(s, t)} {handle(s, t)}" for t in toks)
               + ".")
    # Step 2: bluffs and illegal tokens (§7.2)
    for t in toks:
        if s.where[t] != BOARD:
            continue
        if s.kind[t] == D.BLUFF:
            if lion_bluff_defends(s, t):
                if s.logging:
                    s.emit(f"The Lion bluff defends {prov_name(s.pos[t] - B.CENTRE)} with strength 2 (BfR §15).")
                continue
            P.discard(s, t)
        elif not P.token_legal(s, t):
            if s.logging:
                s.emit(f"{name(s, s.owner(t))}'s {token_text(s, t)} {handle(s, t)} was placed illegally and is "
                       "discarded.")
            P.discard(s, t)
    for b in range(len(s.kind)):
        if s.where[b] == BOARD and s.kind[b] == D.BLESSING and not P.blessing_legal(s, b):
            if s.logging:
                s.emit(f"{name(s, s.owner(b))}'s {token_text(s, b)} is on no army, navy or shinobi of theirs and is "
                       "discarded.")
            P.discard(s, b)
    # Step 3: raids, every condition fixed first (§6.7 [IMPL], §7.3)
    raids = [t for t in s.board_tokens() if s.kind[t] == D.RAID]
    good = [t for t in raids if raid_condition(s, t)]
    for t in raids:
        if t not in good:
            if s.logging:
                s.emit(f"{name(s, s.owner(t))}'s raid in {prov_name(s.pos[t] - B.CENTRE)} has no shinobi there and no "
                       "adjacent province of theirs: it is discarded.")
            P.discard(s, t)
    s.steps.append(("resolve_rest", attacked))
    for t in reversed(good):
        s.steps.append(("raid_ask" if s.rules.raid_optional else "raid", t))


def lion_bluff_defends(s: State, t: int) -> bool:
    """BfR §15 Lion: its bluff in the centre of a province the Lion controls stays and defends with 2."""
    p = s.owner(t)
    return (s.clans[p] == "lion" and s.kind[t] == D.BLUFF and B.CENTRE <= s.pos[t] < ON_TOKEN
            and s.ctrl[s.pos[t] - B.CENTRE] == p)


def raid_condition(s: State, t: int) -> bool:
    """§6.7: a shinobi of the raider in the same province, or the province adjacent to one they control."""
    p = s.owner(t)
    q = s.pos[t] - B.CENTRE
    if any(s.owner(u) == p and s.kind[u] == D.SHINOBI for u in s.centre[q]):
        return True
    return any(s.ctrl[r] == p for r in B.NEIGHBOURS[q])


def _raid(s: State, st: Step) -> None:
    """§7.3: discard every token in and around the province, remove its control tokens, scorch it."""
    t = st[1]
    if s.where[t] != BOARD:  # discarded by an earlier raid in the same province
        return
    q = s.pos[t] - B.CENTRE
    for u in P.tokens_in_or_on(s, q):
        if u != t:
            P.discard(s, u)
    P.discard(s, t)
    P.clear_control(s, q)
    P.put_special(s, q, D.SCORCHED)
    if s.logging:
        s.emit(f"{name(s, s.owner(t))} raids {prov_name(q)}: it is scorched earth.")


def _ask_raid(s: State, st: Step) -> Decision | None:
    t = st[1]
    if s.where[t] != BOARD:
        return None
    q = prov_name(s.pos[t] - B.CENTRE)
    return Decision(s.owner(t), "yes_no", f"Carry out your raid in {q}? (BfR §6.7, optional raids)",
                    (Option("yes", f"Raid {q}"), Option("no", "Discard the raid without effect")))


def _apply_raid(s: State, st: Step, opt: Option) -> None:
    if opt.id == "yes":
        _raid(s, st)
    else:
        P.discard(s, st[1])


AUTO["resolve"] = _resolve
AUTO["raid"] = _raid
ASK["raid_ask"] = _ask_raid
APPLY["raid_ask"] = _apply_raid


@dataclass
class Battle:
    province: int
    defender: int
    attack: dict[int, int]
    defense: int
    winner: int  # a seat, or -1: the province itself (nobody takes it)
    notes: tuple[str, ...] = ()  # the clan abilities that counted (BfR §15), for the log


def attackers_of(s: State, q: int) -> list[int]:
    """§7.5: armies and navies on a border pointing into q, shinobi in its centre, of non-controllers."""
    out = []
    c = s.ctrl[q]
    for sl in B.slots_of(q, s.harbor):
        t = s.slot_tok[sl]
        if t >= 0 and s.target[t] == q and s.kind[t] in (D.ARMY, D.NAVY) and s.owner(t) != c:
            out.append(t)
    for t in s.centre[q]:
        if s.kind[t] == D.SHINOBI and s.owner(t) != c:
            out.append(t)
    return out


def defenders_of(s: State, q: int) -> list[int]:
    c = s.ctrl[q]
    if c < 0:
        return []
    return [t for t in s.centre[q] if s.owner(t) == c and (s.kind[t] in D.FIGHTERS or lion_bluff_defends(s, t))]


def strength(s: State, t: int) -> int:
    if s.kind[t] == D.BLUFF:
        return 2  # the Lion's defending bluff (§15)
    return s.strength[t] + sum(s.strength[b] for b in s.blessings_on(t))


def fight(s: State, q: int) -> Battle | None:
    """BfR §7.5 for one province, from the board as it stands (the pseudo-code of the rules)."""
    atk = attackers_of(s, q)
    if not atk:
        return None
    defender = s.ctrl[q]
    attack: dict[int, int] = {}
    for t in atk:
        attack[s.owner(t)] = attack.get(s.owner(t), 0) + strength(s, t)
    printed = B.PRINTED_DEFENSE[q]
    phoenix = s.seat_of("phoenix")
    phoenix_attacks = phoenix in attack
    ignorable = B.CAPITAL[q] or (B.SHADOWLANDS[q] and s.rules.phoenix_ignores_shadowlands)
    bonus_rest = D.DEFENSE_VALUE.get(s.special[q], 0)
    if defender >= 0:
        per = s.rules.crab_faceup_defense if s.clans[defender] == "crab" else 1
        bonus_rest += s.n_up[q] * per
    held = sum(strength(s, t) for t in defenders_of(s, q))
    full = printed + bonus_rest + held
    reduced = (0 if ignorable else printed) + bonus_rest + held
    if phoenix_attacks and ignorable and s.rules.phoenix_capital == "whole_battle":
        full = reduced
    top_attack = max(attack.values())
    leaders_a = [p for p, v in attack.items() if v == top_attack]
    # pairwise reading: the printed bonus is left out only when the Phoenix is the attacker compared
    def_total = reduced if (phoenix_attacks and ignorable and phoenix in leaders_a) else full
    top = max(top_attack, def_total)
    leaders = [p for p, v in attack.items() if v == top]
    def_leads = def_total == top
    crane = s.seat_of("crane")
    notes: list[str] = []
    if defender >= 0 and s.clans[defender] == "crab" and s.n_up[q]:
        notes.append(f"Crab face-up tokens defend with {s.rules.crab_faceup_defense} each")
    if def_total < printed + bonus_rest + held:  # the printed bonus was left out: the Phoenix attacks
        notes.append("the Phoenix ignores the capital's printed defense" if B.CAPITAL[q]
                     else "the Phoenix ignores the printed defense")
    if len(leaders) + def_leads == 1:
        winner = leaders[0] if leaders else defender
    elif crane >= 0 and (crane in leaders or (def_leads and defender == crane)) and _crane_wins(s, crane, leaders,
                                                                                              def_leads, defender):
        winner = crane
        if defender != crane:
            notes.append("the Crane wins the tie")
    else:
        winner = defender  # ties go to the defender; uncontrolled: the province (-1)
    return Battle(q, defender, attack, def_total, winner, tuple(notes))


def _crane_wins(s: State, crane: int, leaders: list[int], def_leads: bool, defender: int) -> bool:
    """§15 Crane [UNSURE] 3: default any tie that includes the Crane; alternative only a Crane attacker
    tied with the defender (or a Crane defender, who wins ties anyway)."""
    if s.rules.crane_ties == "all":
        return True
    if defender == crane:
        return True
    return def_leads and defender >= 0 and leaders == [crane]


def _contested(s: State) -> list[int]:
    """The provinces some army or navy on a border points at, or with a shinobi in the centre: the only
    places a battle can take place (§7.5), in map order."""
    out = {s.target[t] for t in s.slot_tok if t >= 0 and s.kind[t] <= D.NAVY}
    out.update(q for q in range(B.N_PROV) if any(s.kind[t] == D.SHINOBI for t in s.centre[q]))
    return sorted(out)


def _resolve_rest(s: State, st: Step) -> None:
    # Step 4: diplomacy (§7.4)
    for t in s.board_tokens():
        if s.where[t] != BOARD or s.kind[t] != D.DIPLOMACY:
            continue
        q = s.pos[t] - B.CENTRE
        for u in P.tokens_in_or_on(s, q):
            if u != t:
                P.discard(s, u)
        P.discard(s, t)
        if s.special[q] != D.PEACE:
            if s.special[q]:
                P.remove_special(s, q)
            P.put_special(s, q, D.PEACE)
        if s.logging:
            s.emit(f"{name(s, s.owner(t))} makes peace in {prov_name(q)}.")
    # Step 5: battles, all computed from one snapshot, then applied (§7.5)
    battles = [b for q in _contested(s) if (b := fight(s, q)) is not None]
    had_defenders = [bool(s.centre[q]) and (any(s.kind[t] in D.FIGHTERS for t in defenders_of(s, q))
                     or (s.rules.lion_bluff_defends_alone and bool(defenders_of(s, q)))) for q in range(B.N_PROV)]
    fought = {b.province for b in battles}
    for b in battles:
        q = b.province
        parts = []
        if s.logging:
            parts = [f"{name(s, p)} {v}" for p, v in b.attack.items()]
            dname = name(s, b.defender) if b.defender >= 0 else "the province"
            parts.append(f"{dname} {b.defense}" + (f" ({'; '.join(b.notes)})" if b.notes else ""))
        if b.winner >= 0 and b.winner != b.defender:
            P.clear_control(s, q)
            P.add_control(s, b.winner, q, down=1)
            if s.logging:
                s.emit(f"Battle for {prov_name(q)}: {', '.join(parts)}. {name(s, b.winner)} takes it.")
        elif b.winner >= 0:
            if s.logging:
                s.emit(f"Battle for {prov_name(q)}: {', '.join(parts)}. {name(s, b.winner)} holds it.")
            _successful_defense(s, q)
        else:
            if s.logging:
                s.emit(f"Battle for {prov_name(q)}: {', '.join(parts)}. Nobody takes it.")
    # §7.6 (b) and (c) for provinces where no battle took place
    mode = s.rules.successful_defense
    for q in range(B.N_PROV):
        if q in fought or s.ctrl[q] < 0:
            continue
        if mode == "any_reason":
            # revised default: (b) an army, navy or shinobi was PLACED to defend q this round, even if removed
            # since; (c) one was placed to attack q and the attack failed for any reason (no battle here)
            if s.placed[q] or (s.rules.lion_bluff_defends_alone and had_defenders[q]):
                _successful_defense(s, q)
        elif had_defenders[q] or (mode == "revealed" and q in st[1]):
            _successful_defense(s, q)  # former readings: defenders present at step 5 (+ attacks at the reveal)
    # discard everything left on the board (§7.6 end)
    for t in s.board_tokens():
        if s.where[t] == BOARD:
            P.discard(s, t)
    for t in range(len(s.kind)):
        if s.where[t] == BOARD:
            P.discard(s, t)
    claim_territories(s)
    if s.logging:
        s.emit(f"End of round {s.round}.")


def _successful_defense(s: State, q: int) -> None:
    """§7.6: exactly one face-up control token per province per round."""
    if s.defended[q] or s.ctrl[q] < 0:
        return
    s.defended[q] = True
    P.add_control(s, s.ctrl[q], q, up=1)
    if s.logging:
        s.emit(f"{name(s, s.ctrl[q])} defends {prov_name(q)} and gains a face-up control token.")


def controls_territory(s: State, p: int, terr: int) -> bool:
    """§7.7: every province of the territory without scorched earth is p's, and there is at least one."""
    provs = [q for q in B.PROVINCES_OF[terr] if s.special[q] != D.SCORCHED]
    return bool(provs) and all(s.ctrl[q] == p for q in provs)


def territory_holder(s: State, terr: int) -> int:
    """The player who controls the territory (§7.7), or -1."""
    holder = -1
    for q in B.PROVINCES_OF[terr]:
        if s.special[q] == D.SCORCHED:
            continue
        c = s.ctrl[q]
        if c < 0 or (holder >= 0 and c != holder):
            return -1
        holder = c
    return holder


def claim_territories(s: State) -> None:
    """§7.7 step 6: held cards of lost territories return first, then controlled territories are claimed."""
    for p in range(s.n):
        for c in list(s.tcards[p]):
            terr = territory_of_card(s, c)
            if not controls_territory(s, p, terr):
                s.tcards[p].remove(c)
                s.tspace[terr] = c
                if s.logging:
                    s.emit(f"{name(s, p)} no longer controls {B.TERRITORIES[terr]}; its card goes back.")
    for terr in range(B.N_TERR):
        c = s.tspace[terr]
        if c < 0:
            continue
        p = territory_holder(s, terr)
        if p >= 0:
            s.tspace[terr] = -1
            s.tcards[p].append(c)
            if s.logging:
                s.emit(f"{name(s, p)} claims the {B.TERRITORIES[terr]} territory card: "
                       f"{D.TERRITORY_CARDS[c][1]}.", (p,) if s.rules.territory_cards_secret else None,
                       f"{name(s, p)} claims the {B.TERRITORIES[terr]} territory card.")


def territory_of_card(s: State, c: int) -> int:
    terr = D.TERRITORY_CARDS[c][0]
    if terr != "shadowlands":
        return B.T_INDEX[terr]
    pairing = D.SHADOWLANDS_PAIRING[s.rules.shadowlands_pairing]
    for t_name, cards in pairing.items():
        if D.TERRITORY_CARDS[c][1] in cards:
            return B.T_INDEX[t_name]
    raise AssertionError(c)


AUTO["resolve_rest"] = _resolve_rest
