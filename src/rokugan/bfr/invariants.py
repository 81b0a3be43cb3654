"""State invariants, checked after every step in soaks and property tests."""

from __future__ import annotations

from . import board as B
from . import data as D
from .state import ASIDE, BOARD, DISCARD, HAND, ON_TOKEN, POOL, State


def check(s: State) -> None:
    nt = len(s.kind)
    # every combat token is in exactly one place, and the lists agree with `where`
    counts = [0] * nt
    for p in range(s.n):
        for lst, w in ((s.pools[p], POOL), (s.hands[p], HAND), (s.discards[p], DISCARD)):
            for t in lst:
                assert s.owner(t) == p, f"token {t} in another player's {w}"
                assert s.where[t] == w, f"token {t} listed in {w} but is at {s.where[t]}"
                counts[t] += 1
    for t in range(nt):
        if s.where[t] == BOARD:
            pos = s.pos[t]
            if pos >= ON_TOKEN:
                host = pos - ON_TOKEN
                assert s.kind[t] == D.BLESSING and s.where[host] == BOARD, f"blessing {t} on nothing"
            elif pos >= B.CENTRE:
                assert t in s.centre[pos - B.CENTRE]
            else:
                assert s.slot_tok[pos] == t, f"slot {pos} does not hold token {t}"
                assert s.target[t] in B.slot_provinces(pos, s.harbor), f"token {t} points off its border"
            counts[t] += 1
        elif s.where[t] == ASIDE:
            assert s.kind[t] == D.BLUFF
            counts[t] += 1
    assert all(c == 1 for c in counts), "a combat token is in two places or none"
    for sl in range(B.N_SLOTS):
        t = s.slot_tok[sl]
        assert t < 0 or (s.where[t] == BOARD and s.pos[t] == sl), f"slot {sl} is stale"
    assert s.harbor < 0 or s.slot_tok[B.HARBOR_SLOT] < 0 or s.special[s.harbor] == D.HARBOR
    # control tokens: 30 per player, one controller per province
    on_board = [0] * s.n
    for q in range(B.N_PROV):
        n = s.n_up[q] + s.n_down[q]
        assert s.n_up[q] >= 0 and s.n_down[q] >= 0
        assert (n == 0) == (s.ctrl[q] < 0), f"{B.PROVINCES[q]}: control tokens and controller disagree"
        if s.ctrl[q] >= 0:
            on_board[s.ctrl[q]] += n
        if s.special[q] == D.SCORCHED:
            assert s.ctrl[q] < 0, "a scorched province is controlled"
    for p in range(s.n):
        assert on_board[p] + s.supply[p] == D.CONTROL_TOKENS, f"player {p} control tokens do not add up"
    # special tokens are conserved
    for code in range(1, len(D.SPECIAL_SUPPLY)):
        placed = sum(1 for q in range(B.N_PROV) if s.special[q] == code)
        assert placed + s.special_supply[code] == D.SPECIAL_SUPPLY[code], f"special {code} not conserved"
    assert (s.harbor >= 0) == (D.HARBOR in s.special)
    # territory cards: each chosen card is on its space, in one hand, or played, exactly once
    seen = [c for c in s.tspace if c >= 0] + [c for h in s.tcards for c in h] + s.played
    assert len(seen) == len(set(seen)), "a territory card is in two places"
    assert len(seen) == B.N_TERR, "a territory card went missing"
    for p in range(s.n):
        assert len(s.hands[p]) <= 8, "hand too large"  # 6, Dragon 7, Reinforcements 6+2
    # §7.6 [IMPL]: what placements recorded is what this round's placements say
    from .primitives import recount_placed

    assert s.placed == recount_placed(s), "placed disagrees with this round's placements"
