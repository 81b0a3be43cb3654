"""Small state changes shared by the flow, the resolution and the cards: drawing, placing and removing
combat tokens, control tokens and special tokens, and the placement legality table (BfR §6.9)."""

from __future__ import annotations

from . import board as B
from . import data as D
from .state import ASIDE, BOARD, DISCARD, HAND, ON_TOKEN, PLACED_ATTACK, PLACED_DEFENSE, POOL, State

# ------------------------------------------------------------------------------------------- combat tokens


def draw(s: State, p: int, upto: int) -> int:
    """Draw random tokens from p's pool until the hand holds `upto` (BfR §5.1 step 2). Returns the count."""
    hand, pool = s.hands[p], s.pools[p]
    n = 0
    while len(hand) < upto and pool:
        t = pool.pop(s.rng.below(len(pool)))
        s.where[t] = HAND
        hand.append(t)
        n += 1
    hand.sort()
    return n


def take_from_hand(s: State, t: int) -> None:
    s.hands[s.owner(t)].remove(t)


def place(s: State, t: int, pos: int, target: int, face_up: bool = False) -> None:
    """Put token t on the board at a slot (pos < 100), a centre (CENTRE+p) or on a token (ON_TOKEN+t)."""
    s.where[t] = BOARD
    s.pos[t] = pos
    s.target[t] = target
    s.up[t] = face_up
    s.known[t] = 0
    s.seq[t] = s.seq_counter
    s.seq_counter += 1
    if pos < B.CENTRE:
        s.slot_tok[pos] = t
        s.slot_version += 1
    elif pos < ON_TOKEN:
        s.centre[pos - B.CENTRE].append(t)
    # §7.6 [IMPL]: what an army, navy or shinobi placed here would record, kept per placement so that a
    # determinization (rokugan.bfr.determinize) can recompute `placed` for the kinds it resamples
    if pos < ON_TOKEN:
        bits = placement_bits(s, s.owner(t), pos, target)
        s.placed_log.append((t * 64 + target) * 64 + bits)
        if s.kind[t] <= D.SHINOBI:  # an army, navy or shinobi: remember what it was placed to do (§7.6 [IMPL])
            s.placed[target] |= bits >> (2 * s.kind[t]) & 3


_UNATTACKABLE = (D.PEACE, D.SCORCHED, D.SHRINE)  # §9.1-9.3: these provinces can never be attacked


def placement_bits(s: State, p: int, pos: int, target: int) -> int:
    """BfR §7.6 (revised): what p's token placed now at pos, pointing at target, records for that province if it
    is an army (bits 0-1), a navy (bits 2-3) or a shinobi (bits 4-5): PLACED_ATTACK for one placed to attack it
    (on a border pointing at it, or a shinobi in its centre, by a player who does not control it), PLACED_DEFENSE
    for one placed to defend it (legally, in the centre of a province its owner controls), whatever happens to the
    token later. An illegal attack still counts: its removal in step 2 is one way an attack fails (§7.6 (c))."""
    if pos < B.CENTRE:
        if s.ctrl[target] != p and s.special[target] not in _UNATTACKABLE:
            return PLACED_ATTACK * 0b010101
        return 0
    q = pos - B.CENTRE
    if s.ctrl[q] == p:  # a navy in a landlocked centre was never placed to defend
        return sum(PLACED_DEFENSE << (2 * k) for k in D.FIGHTERS if legal_at(s, p, k, pos, q))
    if s.special[q] not in _UNATTACKABLE:
        return PLACED_ATTACK << (2 * D.SHINOBI)
    return 0


def recount_placed(s: State, kind_of: list[int] | None = None) -> list[int]:
    """`placed` worked out again from this round's placements (each token's kind from `kind_of`, default
    `s.kind`)."""
    kinds = s.kind if kind_of is None else kind_of
    out = [0] * B.N_PROV
    for e in s.placed_log:
        t, target, bits = e >> 12, e >> 6 & 63, e & 63
        k = kinds[t]
        if k <= D.SHINOBI:
            out[target] |= bits >> (2 * k) & 3
    return out


def _lift(s: State, t: int) -> None:
    """Take t off the board (and, BfR §6.5, discard every blessing on it)."""
    pos = s.pos[t]
    if pos < B.CENTRE:
        s.slot_tok[pos] = -1
        s.slot_version += 1
    elif pos < ON_TOKEN:
        s.centre[pos - B.CENTRE].remove(t)
    s.pos[t] = -1
    s.target[t] = -1
    s.seq[t] = -1
    s.known[t] = 0
    if s.kind[t] != D.BLESSING:
        for b in s.blessings_on(t):
            _lift(s, b)
            _to_discard(s, b)


def _to_discard(s: State, t: int) -> None:
    s.up[t] = True
    if s.kind[t] == D.BLUFF:  # BfR §7: a bluff goes back to the hand instead
        s.where[t] = HAND
        s.up[t] = False
        s.hands[s.owner(t)].append(t)
        s.hands[s.owner(t)].sort()
    else:
        s.where[t] = DISCARD
        s.discards[s.owner(t)].append(t)


def discard(s: State, t: int) -> None:
    """Discard a token from the board to its owner's discard pile (a bluff goes back to the hand)."""
    if s.where[t] == BOARD:
        _lift(s, t)
    elif s.where[t] == HAND:
        take_from_hand(s, t)
    _to_discard(s, t)


def remove_during_placement(s: State, t: int) -> None:
    """A token removed from the board or the hand during placement (shugenja, Purge the Weak, Dark Favors).
    A bluff is set aside until the next upkeep (BfR §6.8 [UNSURE] 13, default) or goes back to the hand."""
    if s.kind[t] == D.BLUFF and s.rules.bluff_removed_in_placement == "set_aside":
        if s.where[t] == BOARD:
            _lift(s, t)
        elif s.where[t] == HAND:
            take_from_hand(s, t)
        s.where[t] = ASIDE
        s.up[t] = True
    else:
        discard(s, t)


def to_pool(s: State, t: int) -> None:
    """Return a token to its owner's pool, face down (first player card, Promotion, Reinforcements)."""
    if s.kind[t] == D.BLUFF:  # BfR §12.3 [UNSURE]: a bluff cannot go into the pool
        remove_during_placement(s, t)
        return
    if s.where[t] == BOARD:
        _lift(s, t)
    elif s.where[t] == HAND:
        take_from_hand(s, t)
    elif s.where[t] == DISCARD:
        s.discards[s.owner(t)].remove(t)
    s.where[t] = POOL
    s.up[t] = False
    s.pools[s.owner(t)].append(t)


def discard_to_hand(s: State, t: int) -> None:
    s.discards[s.owner(t)].remove(t)
    s.where[t] = HAND
    s.up[t] = False
    s.hands[s.owner(t)].append(t)
    s.hands[s.owner(t)].sort()


def protected(s: State, t: int) -> bool:
    """BfR §6.5: a blessed token and blessings themselves cannot be targeted by cards or abilities."""
    return s.kind[t] == D.BLESSING or bool(s.blessings_on(t))


def blessed_tokens(s: State) -> set[int]:
    blessed = set()
    for p in range(s.n):
        o = p * D.TOKENS_PER_CLAN
        for b in (o + 21, o + 22, o + 25):
            if s.pos[b] >= ON_TOKEN:
                blessed.add(s.pos[b] - ON_TOKEN)
    return blessed


def unprotected_board_tokens(s: State) -> list[int]:
    """Tokens on the board that cards and abilities may target: no blessing, nothing blessed (§6.5)."""
    toks = s.board_tokens()
    blessed = blessed_tokens(s)
    return [t for t in toks if t not in blessed] if blessed else toks


def tokens_in_or_on(s: State, p: int) -> list[int]:
    """Every combat token in p's centre or on any of its borders (not blessings: they go with their token)."""
    out = list(s.centre[p])
    for sl in B.slots_of(p, s.harbor):
        if s.slot_tok[sl] >= 0:
            out.append(s.slot_tok[sl])
    return out


# ------------------------------------------------------------------------------------------- control tokens


def add_control(s: State, p: int, prov: int, up: int = 0, down: int = 0) -> None:
    """Put p's control tokens into prov (BfR §8; none beyond the 30 in supply). The province must be p's
    or uncontrolled."""
    assert s.ctrl[prov] in (-1, p), "a province never holds two players' control tokens"
    up = min(up, s.supply[p])
    s.supply[p] -= up
    down = min(down, s.supply[p])
    s.supply[p] -= down
    s.n_up[prov] += up
    s.n_down[prov] += down
    if s.n_up[prov] + s.n_down[prov]:
        s.ctrl[prov] = p


def remove_one_control(s: State, prov: int) -> None:
    """BfR §8: face-up tokens are removed before face-down ones; back to the owner's supply."""
    p = s.ctrl[prov]
    if s.n_up[prov]:
        s.n_up[prov] -= 1
    else:
        s.n_down[prov] -= 1
    s.supply[p] += 1
    if s.n_up[prov] + s.n_down[prov] == 0:
        s.ctrl[prov] = -1


def clear_control(s: State, prov: int) -> None:
    p = s.ctrl[prov]
    if p >= 0:
        s.supply[p] += s.n_up[prov] + s.n_down[prov]
    s.n_up[prov] = s.n_down[prov] = 0
    s.ctrl[prov] = -1


# ------------------------------------------------------------------------------------------- special tokens


def can_take_special(s: State, prov: int, code: int) -> bool:
    """BfR §9: peace and scorched earth are never replaced; a card cannot target such a province."""
    return s.special[prov] not in (D.PEACE, D.SCORCHED) and s.special_supply[code] > 0


def put_special(s: State, prov: int, code: int) -> bool:
    """Place a special token, replacing the one there (back to supply). Scorched earth removes control."""
    old = s.special[prov]
    if old in (D.PEACE, D.SCORCHED):
        return False
    if s.special_supply[code] <= 0:
        return False
    if old:
        s.special_supply[old] += 1
    if old == D.HARBOR:
        _drop_harbor(s)
    s.special_supply[code] -= 1
    s.special[prov] = code
    if code == D.HARBOR:
        s.harbor = prov
    if code == D.SCORCHED:  # BfR §9.1
        clear_control(s, prov)
    return True


def remove_special(s: State, prov: int) -> None:
    old = s.special[prov]
    if not old:
        return
    if old == D.HARBOR:
        _drop_harbor(s)
    s.special_supply[old] += 1
    s.special[prov] = D.NONE


def _drop_harbor(s: State) -> None:
    """The harbor leaves: a token in its virtual coastal slot has nowhere to be; it is discarded."""
    t = s.slot_tok[B.HARBOR_SLOT]
    if t >= 0:
        if s.phase == "placement":
            remove_during_placement(s, t)  # a bluff there is set aside like any bluff removed now (§6.8)
        else:
            discard(s, t)
    s.harbor = -1


# ------------------------------------------------------------------------------------------- legality


def is_coastal(s: State, prov: int) -> bool:
    return B.COASTAL[prov] or prov == s.harbor


def forbidden(s: State, prov: int, p: int) -> bool:
    """BfR §6.1: nobody places in or on the borders of a peace or scorched province; a shrine province
    only admits its controller."""
    sp = s.special[prov]
    return sp == D.PEACE or sp == D.SCORCHED or (sp == D.SHRINE and s.ctrl[prov] != p)


def slot_forbidden(s: State, slot: int, p: int) -> bool:
    return any(forbidden(s, q, p) for q in B.slot_provinces(slot, s.harbor))


def legal_at(s: State, p: int, kind: int, pos: int, target: int) -> bool:
    """BfR §6.9: may p's token of this kind stand at pos (slot or centre) pointing at target, as the
    board stands now? (Blessings are checked by `blessing_legal`.)"""
    if pos >= B.CENTRE:
        prov = pos - B.CENTRE
        if forbidden(s, prov, p):
            return False
        own = s.ctrl[prov] == p
        if kind == D.ARMY:
            return own
        if kind == D.NAVY:
            return own and is_coastal(s, prov)
        if kind == D.SHINOBI or kind == D.BLUFF:
            return True
        if kind == D.DIPLOMACY:
            return own and s.special[prov] != D.BATTLEFIELD and not s.ronin[p]
        if kind == D.RAID:
            return not own and s.special[prov] != D.BATTLEFIELD and not s.ronin[p]
        return False
    if slot_forbidden(s, pos, p):
        return False
    if kind == D.BLUFF:
        return True
    if s.ctrl[target] == p:  # BfR §6.1 [FAQ]: never attack your own province
        return False
    if pos < B.N_LAND:
        if kind == D.ARMY:
            return s.ronin[p] or s.ctrl[B.other_side(pos, target)] == p  # BfR §6.2, §14
        if kind == D.NAVY:  # §6.3 (revised): an enemy navy on a land border of the harbor province, pointing in
            return target == s.harbor and s.rules.harbor_slots != "virtual_only"
        return False
    if pos == B.HARBOR_SLOT and (s.harbor < 0 or s.rules.harbor_slots == "land"):
        return False  # §6.3 (revised): no virtual slot unless a former reading is chosen
    return kind == D.NAVY  # coastal or harbor slot: navies only


def blessing_legal(s: State, b: int) -> bool:
    host = s.pos[b] - ON_TOKEN
    return (host >= 0 and s.where[host] == BOARD and s.owner(host) == s.owner(b)
            and s.kind[host] in D.FIGHTERS)


def token_legal(s: State, t: int) -> bool:
    if s.kind[t] == D.BLESSING:
        return blessing_legal(s, t)
    return legal_at(s, s.owner(t), s.kind[t], s.pos[t], s.target[t])


# every border position as (slot, target, province, province): land borders both ways, then coasts
_BORDER_POS: list[tuple[int, int, int, int]] = (
    [(sl, b, a, b) for sl, (a, b) in enumerate(B.LAND)] + [(sl, a, a, b) for sl, (a, b) in enumerate(B.LAND)]
    + [(sl, q, q, q) for q, sl in B.COAST_SLOT.items()])
_BORDER_POS.sort()
_LAND_POS = [x for x in _BORDER_POS if x[0] < B.N_LAND]


_OPEN = [False] * B.N_PROV  # shared: callers never change a mask


def forbidden_mask(s: State, p: int) -> list[bool]:
    """For each province: is it forbidden to p (peace, scorched earth, someone else's shrine; §6.1)?"""
    if not any(s.special):
        return _OPEN
    fb = [False] * B.N_PROV
    for q, sp in enumerate(s.special):
        if sp and (sp == D.PEACE or sp == D.SCORCHED or (sp == D.SHRINE and s.ctrl[q] != p)):
            fb[q] = True
    return fb


def placements(s: State, p: int, kind: int, strict: bool) -> list[tuple[int, int]]:
    """Where p may put a token of this kind: every free border slot (each direction) and every centre that
    public information allows (faithful), or only the legal ones for the kind (strict)."""
    fb = forbidden_mask(s, p)
    if strict and kind != D.BLUFF:
        return legal_placements(s, p, kind, fb)
    st = s.slot_tok
    out = [(sl, tgt) for sl, tgt, a, b in _BORDER_POS if st[sl] < 0 and not fb[a] and not fb[b]]
    h = s.harbor
    if h >= 0 and st[B.HARBOR_SLOT] < 0 and not fb[h] and s.rules.harbor_slots != "land":
        out.append((B.HARBOR_SLOT, h))
    out += [(B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q]]
    return out


def legal_placements(s: State, p: int, kind: int, fb: list[bool] | None = None) -> list[tuple[int, int]]:
    """`placements(s, p, kind, strict=True)` for a kind other than the bluff: the same places in the same order
    (free borders not touching a forbidden province, then the harbor's slot, then centres), each kept when
    `legal_at` allows it, with its tests worked out once per kind instead of once per place (BfR §6.9)."""
    if fb is None:
        fb = forbidden_mask(s, p)
    ctrl, st, h = s.ctrl, s.slot_tok, s.harbor
    out: list[tuple[int, int]] = []
    if kind == D.ARMY:  # land borders from p's province (or anywhere when ronin, §14), never into p's own
        ronin = s.ronin[p]
        out = [(sl, tgt) for sl, tgt, a, b in _LAND_POS if st[sl] < 0 and not fb[a] and not fb[b]
               and ctrl[tgt] != p and (ronin or ctrl[a if tgt == b else b] == p)]
        # coastal and harbor slots: navies only
        out += [(B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q] and ctrl[q] == p]
    elif kind == D.NAVY:
        navy_land = h >= 0 and s.rules.harbor_slots != "virtual_only"  # §6.3 (revised)
        out = [(sl, tgt) for sl, tgt, a, b in _BORDER_POS if st[sl] < 0 and not fb[a] and not fb[b]
               and ctrl[tgt] != p and (sl >= B.N_LAND or (navy_land and tgt == h))]
        if h >= 0 and st[B.HARBOR_SLOT] < 0 and not fb[h] and s.rules.harbor_slots != "land" and ctrl[h] != p:
            out.append((B.HARBOR_SLOT, h))
        out += [(B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q] and ctrl[q] == p
                and (B.COASTAL[q] or q == h)]
    elif kind == D.SHINOBI:  # centres only: borders are for armies and navies
        out = [(B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q]]
    elif kind == D.DIPLOMACY or kind == D.RAID:
        if not s.ronin[p]:
            own = kind == D.DIPLOMACY
            special = s.special
            out = [(B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q] and (ctrl[q] == p) == own
                   and special[q] != D.BATTLEFIELD]
    return out


def can_place_somewhere(s: State, p: int, kind: int, strict: bool) -> bool:
    fb = forbidden_mask(s, p)
    if not strict or kind == D.BLUFF or kind == D.SHINOBI:
        return not all(fb)  # a centre that is not forbidden
    if kind in (D.DIPLOMACY, D.RAID) or (kind in (D.ARMY, D.NAVY) and any(
            s.ctrl[q] == p and not fb[q] and (kind == D.ARMY or is_coastal(s, q)) for q in range(B.N_PROV))):
        if any(legal_at(s, p, kind, B.CENTRE + q, q) for q in range(B.N_PROV) if not fb[q]):
            return True
    st = s.slot_tok
    return any(st[sl] < 0 and not fb[a] and not fb[b] and legal_at(s, p, kind, sl, tgt)
               for sl, tgt, a, b in _BORDER_POS) or (
        s.harbor >= 0 and st[B.HARBOR_SLOT] < 0 and legal_at(s, p, kind, B.HARBOR_SLOT, s.harbor))


def blessing_hosts(s: State, p: int, strict: bool) -> list[int]:
    """BfR §6.5: own face-down tokens on the board (strict: only armies, navies and shinobi)."""
    o = p * D.TOKENS_PER_CLAN
    out = []
    for t in range(o, o + D.TOKENS_PER_CLAN):
        if s.where[t] == BOARD and not s.up[t] and s.pos[t] < ON_TOKEN and s.kind[t] != D.BLESSING:
            if strict and s.kind[t] not in D.FIGHTERS:
                continue
            out.append(t)
    return out
