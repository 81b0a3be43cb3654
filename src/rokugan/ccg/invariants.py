"""State invariants checked after every step in the soak tests (an illegal state is a bug)."""

from __future__ import annotations

from rokugan.catalog import cards as T

from .state import (
    DYN_DECK,
    DYN_DISCARD,
    FATE_DECK,
    FATE_DISCARD,
    HAND,
    HOME,
    PLAY,
    PREGAME,
    PROVINCE,
    REMOVED,
    State,
)


def check(s: State) -> None:
    n = len(s.facts)
    seen = [0] * n
    for p in s.players:
        for zone, lst in ((DYN_DECK, p.dyn_deck), (FATE_DECK, p.fate_deck), (HAND, p.hand),
                          (DYN_DISCARD, p.dyn_discard), (FATE_DISCARD, p.fate_discard), (REMOVED, p.removed),
                          (PLAY, p.home)):
            for c in lst:
                seen[c] += 1
                assert s.zone[c] == zone, f"{s.title(c)} listed in zone {zone} but marked {s.zone[c]}"
        for i, pr in enumerate(p.provinces):
            assert len(pr) <= 1, f"province {i} holds {len(pr)} cards"
            if not p.province_alive[i]:
                assert not pr, "a destroyed province holds cards"
            for c in pr:
                seen[c] += 1
                assert s.zone[c] == PROVINCE
                assert s.facts[c].deck == "dynasty"
        for c in p.hand:
            assert s.facts[c].deck == "fate", f"{s.title(c)} (Dynasty) in hand"
            assert s.owner[c] == p.seat
        for c in p.home:
            assert s.controller[c] == p.seat
            assert s.attached_to[c] == -1
            for a in s.attached[c]:
                seen[a] += 1
                assert s.zone[a] == PLAY and s.attached_to[a] == c
                assert s.facts[a].type in T.ATTACHMENT_TYPES
                assert s.location[a] == s.location[c]
            if s.location[c] != HOME:
                # units, and Terrains in play at a battlefield (CR "Terrain")
                assert s.facts[c].type == T.PERSONALITY or s.facts[c].has_keyword("Terrain")
                assert s.battle is not None, "a unit is at a battlefield outside an Attack Phase"
        if s.phase in ("action", "dynasty"):
            pass
        assert p.stronghold >= 0 and s.zone[p.stronghold] == PREGAME
        seen[p.stronghold] += 1
        if p.sensei >= 0:
            seen[p.sensei] += 1
    for c in range(n):
        if s.zone[c] in (8, 9):  # the focusing and resolution areas hold cards outside every list
            seen[c] += 1
        assert seen[c] == 1, f"{s.title(c)} (#{c}) appears {seen[c]} times (zone {s.zone[c]})"
    for c in range(n):
        if s.zone[c] != PLAY:
            assert s.attached_to[c] == -1 and not s.attached[c]
        if s.dead[c]:
            assert s.zone[c] in (DYN_DISCARD, REMOVED), f"{s.title(c)} is dead outside the discard pile"
