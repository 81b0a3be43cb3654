"""Setup (BfR §4), the round (§5): upkeep and placement, and the Unicorn's swap (§15)."""

from __future__ import annotations

from rokugan.core.decision import Decision, Option

from . import board as B
from . import data as D
from . import primitives as P
from .cards import apply_turn_card, card_option, playable_upkeep, start_card, turn_card_options
from .flow import (
    APPLY,
    ASK,
    AUTO,
    PICKS,
    Pick,
    Step,
    board_targets,
    handle,
    name,
    next_seat,
    order_from,
    prov_name,
    set_aside_bluffs_return,
    token_text,
)
from .state import BOARD, ON_TOKEN, State
from .texts import ABILITY_TEXT, objective_text

# ------------------------------------------------------------------------------------------- setup §4


def _ask_objective(s: State, st: Step) -> Decision | None:
    p = st[1]
    opts = tuple(Option(f"o{o}", f"{D.OBJECTIVES[o][0]} ({D.OBJECTIVES[o][3]} honor)",
                        {"objective": o, "text": objective_text(o)}) for o in s.objectives_dealt[p])
    return Decision(p, "objective", "Keep one secret objective (BfR §4 step 5)", opts)


def _apply_objective(s: State, st: Step, opt: Option) -> None:
    p = st[1]
    s.objective[p] = int(opt.payload["objective"])
    s.objectives_dealt[p] = [s.objective[p]]  # the other goes back to the box unseen
    if s.logging:
        s.emit(f"{name(s, p)} keeps {D.OBJECTIVES[s.objective[p]][0]}.", (p,), f"{name(s, p)} keeps an objective.")


ASK["objective"] = _ask_objective
APPLY["objective"] = _apply_objective


def _start_order(s: State) -> list[int]:
    per = D.STARTING_TOKENS[s.n]
    return order_from(s, s.first) * per


_PROVINCE_OPTIONS = [Option(B.PROVINCES[q], B.DISPLAY[q], {"province": B.PROVINCES[q]}) for q in range(B.N_PROV)]


def _ask_start_place(s: State, st: Step) -> Decision | None:
    k = st[1]
    order = _start_order(s)
    if k >= len(order):
        return None
    p = order[k]
    opts = tuple(_PROVINCE_OPTIONS[q] for q in range(B.N_PROV) if s.ctrl[q] < 0)
    return Decision(p, "province", f"Place a starting control token ({k // s.n + 1} of "
                    f"{D.STARTING_TOKENS[s.n]}) in a province with no control token (BfR §4 step 10)", opts)


def _apply_start_place(s: State, st: Step, opt: Option) -> None:
    k = st[1]
    p = _start_order(s)[k]
    q = B.P_INDEX[opt.id]
    P.add_control(s, p, q, down=1)
    if s.logging:
        s.emit(f"{name(s, p)} takes {prov_name(q)}.")
    s.steps.append(("start_place", k + 1))


ASK["start_place"] = _ask_start_place
APPLY["start_place"] = _apply_start_place


# ------------------------------------------------------------------------------------------- the round §5


def _round_start(s: State, st: Step) -> None:
    s.round += 1
    s.phase = "upkeep"
    if s.logging:
        s.emit(f"--- Round {s.round} ---")
    for p in range(s.n):  # §5.1 step 0, §14: ronin check
        was = s.ronin[p]
        s.ronin[p] = s.tokens_on_board(p) == 0
        if s.ronin[p] and not was:
            if s.logging:
                s.emit(f"{name(s, p)} has no control token on the map and is ronin this round (BfR §14).")
        elif was and not s.ronin[p]:
            if s.logging:
                s.emit(f"{name(s, p)} is no longer ronin.")
        s.peek_used[p] = False
        s.spy_locked[p] = False
        s.skipped[p] = False
    s.fp_used = False
    s.unicorn_swapped = False
    s.seq_counter = 0  # placement numbers (#0, #1, ...) start again each round
    s.defended = [False] * B.N_PROV
    s.placed = [0] * B.N_PROV
    s.placed_log = []
    s.steps.append(("round_end",))
    s.steps.append(("resolve",))
    s.steps.append(("unicorn",))
    s.steps.append(("placement_start",))  # it pushes ("place_turn", first) once the initiative is known
    if s.round > 1:
        s.steps.append(("upkeep_cards", -1, 0))  # -1: the first player after the initiative card (§5.1)
    s.steps.append(("draw",))
    if s.round > 1:
        s.steps.append(("initiative",))


def _initiative(s: State, st: Step) -> None:
    """BfR §5.1 step 1, §13: reveal the top initiative card."""
    if not s.initiative:
        return
    card = s.initiative.pop(0)
    s.initiative_drawn.append(card)
    if card in D.CLANS:
        new = s.seat_of(card)
    else:
        if card == "Master of Governance":
            score = [len(s.provinces_of(p)) for p in range(s.n)]
        elif card == "Master of Tactics":
            score = [s.tokens_on_board(p) for p in range(s.n)]
        else:  # Rise of an Empire
            score = [len(s.tcards[p]) for p in range(s.n)]
        best = max(score)
        # ties (revised, Polish "pozostaje"): the current first player, if tied, stays first; otherwise the
        # nearest tied player to their right (counter-clockwise). Former default: the current one checked last.
        ccw = [(s.first - i) % s.n for i in range(1, s.n + 1)]
        if s.rules.initiative_tiebreak == "current_first":
            ccw = [s.first, *ccw[:-1]]
        new = next(p for p in ccw if score[p] == best)
    s.first = new
    if s.n > 2:
        s.fp_holder = new
    if s.logging:
        s.emit(f"Initiative: {card}. {name(s, new)} is the first player.")


def _draw(s: State, st: Step) -> None:
    """BfR §5.1 step 2: bluffs return; draw to 6 (Dragon to 7, then returns one)."""
    set_aside_bluffs_return(s)
    for p in order_from(s, s.first):
        dragon = s.clans[p] == "dragon"
        n = P.draw(s, p, 7 if dragon else 6)
        if s.logging:
            s.emit(f"{name(s, p)} draws {n} combat token(s).")
    for p in reversed(order_from(s, s.first)):
        if s.clans[p] == "dragon" and len(s.hands[p]) > 6:
            s.steps.append(("pick", p, "dragon_return"))


AUTO["round_start"] = _round_start
AUTO["initiative"] = _initiative
AUTO["draw"] = _draw


def _dragon_cands(s: State, st: Step) -> list[tuple[str, str, object]]:
    p = st[1]
    seen: dict[str, tuple[str, str, object]] = {}
    for t in s.hands[p]:
        if s.kind[t] != D.BLUFF:
            key = _kind_id(s, t)
            seen.setdefault(key, (key, token_text(s, t), key))
    return list(seen.values())


def _dragon_apply(s: State, st: Step, v: object) -> None:
    p = st[1]
    t = _hand_token(s, p, str(v))
    P.to_pool(s, t)
    if s.logging:
        s.emit(f"{name(s, p)} returns {token_text(s, t)} to the pool (Dragon).", (p,),
               f"{name(s, p)} returns a token to the pool (Dragon).")


PICKS["dragon_return"] = Pick(lambda s, st: "Dragon: return one token (not the bluff) to your pool (BfR §15: "
                              + ABILITY_TEXT["dragon"] + ")",
                              _dragon_cands, _dragon_apply, kind="token")


def _kind_id(s: State, t: int) -> str:
    return _KID[s.kind[t] * 8 + s.strength[t]]


_KID = [D.KIND_NAMES[k] + (str(v) if k in D.FIGHTERS or k == D.BLESSING else "") for k in range(7) for v in range(8)]


def _hand_token(s: State, p: int, kid: str) -> int:
    kind, strength = s.kind, s.strength
    for t in s.hands[p]:
        if _KID[kind[t] * 8 + strength[t]] == kid:
            return t
    raise AssertionError(f"{kid} not in hand")


# ------------------------------------------------------------------------------------------- upkeep step 3


def _upkeep_cards(s: State, st: Step) -> None:
    """BfR §5.1 step 3: from the first player clockwise, play one card or pass, until everyone has passed
    in a row. A player with nothing playable passes without being asked."""
    _, p, passes = st
    if p < 0:
        p = s.first
    while passes < s.n:
        if playable_upkeep(s, p):
            s.steps.append(("upkeep_turn", p, passes))
            return
        passes += 1
        p = next_seat(s, p)


def _ask_upkeep_turn(s: State, st: Step) -> Decision | None:
    p = st[1]
    opts = [card_option(c) for c in playable_upkeep(s, p)]
    opts.append(_PASS)
    return Decision(p, "card", "Play a territory card or pass (BfR §5.1 step 3)", tuple(opts))


_PASS = Option("pass", "Pass")


def _apply_upkeep_turn(s: State, st: Step, opt: Option) -> None:
    _, p, passes = st
    if opt.id == "pass":
        if s.logging:
            s.emit(f"{name(s, p)} passes.")
        s.steps.append(("upkeep_cards", next_seat(s, p), passes + 1))
        return
    s.steps.append(("upkeep_cards", next_seat(s, p), 0))
    start_card(s, p, int(opt.id[1:]))


AUTO["upkeep_cards"] = _upkeep_cards
ASK["upkeep_turn"] = _ask_upkeep_turn
APPLY["upkeep_turn"] = _apply_upkeep_turn


# ------------------------------------------------------------------------------------------- placement §5.2


def _placement_start(s: State, st: Step) -> None:
    s.phase = "placement"
    s.steps.append(("place_turn", s.first))  # §5.2: beginning with the (new) first player
    if s.rules.first_player_card == "first_turn":
        s.fp_used = False


AUTO["placement_start"] = _placement_start


def placeable(s: State, p: int, first_only: bool = False) -> list[Option]:
    """The token options p can place now, one per kind in hand (§6; strict mode checks each kind).

    BfR §14 (revised): a ronin is never offered raid or diplomacy, in any placement mode, and for the skip
    test (`first_only`) a ronin's blessing counts only with a legal host (an own army, navy or shinobi)."""
    strict = s.rules.placement == "strict"
    ronin_rule = s.ronin[p] and s.rules.ronin_raid_diplomacy == "never"
    out: list[Option] = []
    seen: set[str] = set()
    hosts: bool | None = None
    open_centre: bool | None = None
    for t in s.hands[p]:
        kid = _KID[s.kind[t] * 8 + s.strength[t]]
        if kid in seen:
            continue
        k = s.kind[t]
        if k == D.BLUFF and s.spy_locked[p]:
            continue
        if ronin_rule and (k == D.RAID or k == D.DIPLOMACY):
            continue
        if k == D.BLESSING:
            if hosts is None:
                hosts = bool(P.blessing_hosts(s, p, strict or (ronin_rule and first_only)))
            if not hosts:
                continue
        elif strict and k != D.BLUFF and k != D.SHINOBI:
            if not P.can_place_somewhere(s, p, k, strict):
                continue
        else:
            if open_centre is None:
                open_centre = not all(P.forbidden_mask(s, p))
            if not open_centre:
                continue
        seen.add(kid)
        out.append(_TOKEN_OPTIONS[kid])
        if first_only:
            break
    return out


def has_placement(s: State, p: int) -> bool:
    return bool(placeable(s, p, first_only=True))


def _active(s: State, p: int) -> bool:
    return len(s.hands[p]) > 1 and not s.skipped[p]


def _place_turn(s: State, st: Step) -> None:
    """BfR §5.2: find whose placement turn it is, from `cur` clockwise; skip players with one token left
    and players who cannot place (§14 ronin; §5.2 [UNSURE] 16 for others). No one left: the phase ends."""
    cur, n = st[1], s.n
    for i in range(n):
        p = (cur + i) % n
        if len(s.hands[p]) <= 1 or s.skipped[p]:  # not active (one token left, or skipped)
            continue
        kids: tuple[str, ...] = ()
        if s.ronin[p]:  # the ronin skip test has its own reading of "can place" (§14)
            ok = has_placement(s, p)
        else:  # otherwise "can place" is "has a token to offer": work the offer out once, for the turn too
            kids = tuple(o.id for o in placeable(s, p))
            ok = bool(kids)
        if not ok:
            if s.ronin[p] or s.rules.no_legal_placement == "skip_phase":
                s.skipped[p] = True
                if s.logging:
                    s.emit(f"{name(s, p)} cannot place a token and is skipped for the rest of the phase.")
            continue
        s.steps.append(("turn", p, kids) if kids else ("turn", p))
        return


def _ask_turn(s: State, st: Step) -> Decision | None:
    p = st[1]
    opts = turn_card_options(s, p)
    if len(st) > 2:  # the tokens `_place_turn` found (nothing has changed since)
        opts += map(_TOKEN_OPTIONS.__getitem__, st[2])
    else:
        opts += placeable(s, p)
    return Decision(p, "turn", _TURN_PROMPT[s.round], tuple(opts))


_TURN_PROMPT = [f"Round {r} placement: play start-of-turn cards, then place a token" for r in range(D.ROUNDS + 1)]


_TOKEN_OPTIONS: dict[str, Option] = {}
for _k in range(7):
    for _st in range(7):
        _kid = D.KIND_NAMES[_k] + (str(_st) if _k in D.FIGHTERS or _k == D.BLESSING else "")
        if _kid not in _TOKEN_OPTIONS:
            _TOKEN_OPTIONS[_kid] = Option(_kid, f"Place {D.token_name(_k, _st)}", {"token": _kid})


def _apply_turn(s: State, st: Step, opt: Option) -> None:
    p = st[1]
    if opt.id in _TOKEN_OPTIONS:
        t = _hand_token(s, p, opt.id)
        s.steps.append(("place_turn", next_seat(s, p)))
        if s.clans[p] == "scorpion" and not s.peek_used[p]:
            s.steps.append(("pick", p, "scorpion_peek"))
        s.steps.append(("place_loc", p, t, 0))
        if s.rules.first_player_card == "first_turn" and s.fp_holder == p:
            s.fp_used = True
        return
    s.steps.append(("place_turn", p))  # the turn goes on after the card
    apply_turn_card(s, p, opt)


AUTO["place_turn"] = _place_turn
ASK["turn"] = _ask_turn
APPLY["turn"] = _apply_turn

# Precomputed location options: one per (position, target) and one per blessing host sequence number.
_LOC_OPTIONS: dict[tuple[int, int], Option] = {}
for _sl, (_a, _b) in enumerate(B.LAND):
    for _src, _tgt in ((_a, _b), (_b, _a)):
        _LOC_OPTIONS[(_sl, _tgt)] = Option(f"{B.PROVINCES[_src]}>{B.PROVINCES[_tgt]}",
                                           f"border {B.DISPLAY[_src]} → {B.DISPLAY[_tgt]}",
                                           {"place": f"{B.PROVINCES[_src]}>{B.PROVINCES[_tgt]}",
                                            "province": B.PROVINCES[_tgt], "from": B.PROVINCES[_src]})
for _prov, _sl in B.COAST_SLOT.items():
    _LOC_OPTIONS[(_sl, _prov)] = Option(f"sea>{B.PROVINCES[_prov]}", f"sea → {B.DISPLAY[_prov]}",
                                        {"place": f"sea>{B.PROVINCES[_prov]}", "province": B.PROVINCES[_prov],
                                         "from": "sea"})
for _prov in range(B.N_PROV):
    _LOC_OPTIONS[(B.HARBOR_SLOT, _prov)] = Option(f"harbor>{B.PROVINCES[_prov]}",
                                                  f"harbor coast → {B.DISPLAY[_prov]}",
                                                  {"place": f"harbor>{B.PROVINCES[_prov]}",
                                                   "province": B.PROVINCES[_prov], "from": "harbor"})
    _LOC_OPTIONS[(B.CENTRE + _prov, _prov)] = Option(f"in:{B.PROVINCES[_prov]}", f"centre of {B.DISPLAY[_prov]}",
                                                     {"place": f"in:{B.PROVINCES[_prov]}",
                                                      "province": B.PROVINCES[_prov], "from": "centre"})
_LOC_BY_ID = {o.id: k for k, o in _LOC_OPTIONS.items()}
_BORDER_OPTS = [(sl, a, b, _LOC_OPTIONS[(sl, tgt)]) for sl, tgt, a, b in P._BORDER_POS]
_CENTRE_OPTS = tuple(_LOC_OPTIONS[(B.CENTRE + q, q)] for q in range(B.N_PROV))
_SLOT_OPT = [(sl, o) for sl, _a, _b, o in _BORDER_OPTS]



def location_options(s: State, p: int, kind: int, strict: bool) -> tuple[Option, ...]:
    """The placement options for a token of this kind (same set as `P.placements`, built faster)."""
    if strict and kind != D.BLUFF:
        return tuple(map(_LOC_OPTIONS.__getitem__, P.placements(s, p, kind, strict)))
    fb = P.forbidden_mask(s, p)
    key = (s.slot_version, s.harbor, None if fb is P._OPEN else tuple(fb))
    cached = s.loc_cache
    if cached is not None and cached[0] == key:  # the same free slots and forbidden provinces as last time
        return cached[1]  # type: ignore[no-any-return]
    st = s.slot_tok
    if fb is P._OPEN:
        out = [o for sl, o in _SLOT_OPT if st[sl] < 0]  # the free slots
        centres: tuple[Option, ...] = _CENTRE_OPTS
    else:
        out = [o for sl, a, b, o in _BORDER_OPTS if st[sl] < 0 and not fb[a] and not fb[b]]
        centres = tuple(o for q, o in enumerate(_CENTRE_OPTS) if not fb[q])
    h = s.harbor
    if h >= 0 and st[B.HARBOR_SLOT] < 0 and not fb[h] and s.rules.harbor_slots != "land":  # §6.3 (revised)
        out.append(_LOC_OPTIONS[(B.HARBOR_SLOT, h)])
    result = (*out, *centres)
    s.loc_cache = (key, result)
    return result


def _ask_place_loc(s: State, st: Step) -> Decision | None:
    """Where the chosen token goes (§6). st = ("place_loc", p, token, animate): animate=1 places face up
    from the discard pile with full legality (Animate the Dead)."""
    _, p, t, animate = st
    strict = bool(animate) or s.rules.placement == "strict"
    if s.kind[t] == D.BLESSING:
        opts = tuple(Option(f"on#{s.seq[h]}", f"on your token {handle(s, h)} ({token_text(s, h)})",
                            {"seq": s.seq[h]}) for h in P.blessing_hosts(s, p, strict))
    else:
        opts = location_options(s, p, s.kind[t], strict)
    if not opts:
        return None
    return Decision(p, "place", _PLACE_PROMPT[s.kind[t] * 8 + s.strength[t]][bool(animate)], opts)


_PLACE_PROMPT = [(f"Place {D.token_name(k, v)} face down", f"Place {D.token_name(k, v)} face up")
                 for k in range(7) for v in range(8)]


def _apply_place_loc(s: State, st: Step, opt: Option) -> None:
    _, p, t, animate = st
    if animate:
        s.discards[p].remove(t)
    else:
        P.take_from_hand(s, t)
    if opt.id.startswith("on#"):
        host = s.by_seq(int(opt.id[3:]))
        P.place(s, t, ON_TOKEN + host, -1, face_up=True)  # §6.5: a blessing is placed face up
        if s.logging:
            s.emit(f"{name(s, p)} blesses {handle(s, host)} with {token_text(s, t)}.")
        return
    pos, target = _LOC_BY_ID[opt.id]
    P.place(s, t, pos, target, face_up=bool(animate))
    if not s.logging:
        return
    where = opt.label
    if animate:
        if s.logging:
            s.emit(f"{name(s, p)} animates {token_text(s, t)} face up: {where} (#{s.seq[t]}).")
    else:
        if s.logging:
            s.emit(f"{name(s, p)} places {token_text(s, t)}: {where} (#{s.seq[t]}).", (p,),
                   f"{name(s, p)} places a token: {where} (#{s.seq[t]}).")


ASK["place_loc"] = _ask_place_loc
APPLY["place_loc"] = _apply_place_loc


def _peek_cands(s: State, st: Step) -> list[tuple[str, str, object]]:
    return board_targets(s, st[1], opponents_only=True, face_down_only=True, exclude_known=True)


def _peek_apply(s: State, st: Step, v: object) -> None:
    p = st[1]
    if v is None:
        return
    t = s.by_seq(int(str(v)))
    s.peek_used[p] = True
    s.known[t] |= 1 << p
    if s.logging:
        s.emit(f"{name(s, p)} peeks at {handle(s, t)}: {token_text(s, t)} (Scorpion).", (p,),
               f"{name(s, p)} peeks at {handle(s, t)} (Scorpion).")


PICKS["scorpion_peek"] = Pick(lambda s, st: "Scorpion: look at one face-down token on the board? (BfR §15: "
                              + ABILITY_TEXT["scorpion"] + ")",
                              _peek_cands, _peek_apply, done="Do not peek", kind="peek")


# ------------------------------------------------------------------------------------------- Unicorn §15


def _unicorn_tokens(s: State, p: int) -> list[int]:
    o = p * D.TOKENS_PER_CLAN
    return [t for t in range(o, o + D.TOKENS_PER_CLAN)
            if s.where[t] == BOARD and s.pos[t] < ON_TOKEN and not P.protected(s, t)]


def _ask_unicorn(s: State, st: Step) -> Decision | None:
    p = s.seat_of("unicorn")
    if p < 0 or s.unicorn_swapped:
        return None
    toks = sorted(_unicorn_tokens(s, p), key=lambda t: s.seq[t])
    if len(toks) < 2:
        return None
    opts = [Option("no", "Do not swap")]
    for i, a in enumerate(toks):
        for b in toks[i + 1:]:
            opts.append(Option(f"swap{s.seq[a]}-{s.seq[b]}",
                               f"Swap {token_text(s, a)} {handle(s, a)} with {token_text(s, b)} {handle(s, b)}",
                               {"a": s.seq[a], "b": s.seq[b]}))
    return Decision(p, "swap", "Unicorn: swap two of your tokens on the board? (BfR §15: " + ABILITY_TEXT["unicorn"]
                    + ")", tuple(opts))


def _apply_unicorn(s: State, st: Step, opt: Option) -> None:
    p = s.seat_of("unicorn")
    s.unicorn_swapped = True
    if opt.id == "no":
        return
    a = s.by_seq(int(opt.payload["a"]))
    b = s.by_seq(int(opt.payload["b"]))
    pa, ta, pb, tb = s.pos[a], s.target[a], s.pos[b], s.target[b]
    s.slot_version += 1
    for t, pos, tgt in ((a, pb, tb), (b, pa, ta)):
        if pos < B.CENTRE:
            s.slot_tok[pos] = t
        else:
            c = s.centre[pos - B.CENTRE]
            c[c.index(a if t == b else b)] = t
        s.pos[t] = pos
        s.target[t] = tgt
    if s.logging:
        s.emit(f"{name(s, p)} swaps {handle(s, a)} and {handle(s, b)} (Unicorn).")
    if s.rules.unicorn_swap_direction == "choose":  # §15 [UNSURE] 6, alternative
        for t in (b, a):
            if s.pos[t] < B.N_LAND:
                s.steps.append(("pick", p, "unicorn_dir", s.seq[t]))


def _dir_cands(s: State, st: Step) -> list[tuple[str, str, object]]:
    t = s.by_seq(st[3])
    a, b = B.LAND[s.pos[t]]
    return [(B.PROVINCES[x], f"point at {prov_name(x)}", x) for x in (a, b)]


def _dir_apply(s: State, st: Step, v: object) -> None:
    t = s.by_seq(st[3])
    s.target[t] = int(str(v))


ASK["unicorn"] = _ask_unicorn
APPLY["unicorn"] = _apply_unicorn
PICKS["unicorn_dir"] = Pick(lambda s, st: "Unicorn: which way does the moved token point?", _dir_cands, _dir_apply,
                            kind="province")


def _round_end(s: State, st: Step) -> None:
    from .flow import end_game

    if s.round >= D.ROUNDS:
        end_game(s)
        return
    s.steps.append(("round_start",))


AUTO["round_end"] = _round_end
