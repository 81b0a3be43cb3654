"""Scenes shared by the scenario tests of src/rokugan/lcg/sets/core_b2.py: a stronghold, role or province of a given
title on the table, a conflict declared against a facedown province through the decision interface, windows passed
until a player's reaction."""

from __future__ import annotations

from rokugan.lcg import engine as E
from rokugan.lcg.cards import by_title

from .harness import Table


def stronghold(t: Table, seat: int, title: str) -> int:
    s = t.s
    c = s.new_card(by_title(title), seat, E.PLAY)
    s.players[seat].stronghold = c
    s.caches.const = None
    t.g._fresh = False
    return c


def role(t: Table, seat: int, title: str) -> int:
    s = t.s
    c = s.new_card(by_title(title), seat, E.PLAY)
    s.players[seat].role = c
    s.caches.const = None
    t.g._fresh = False
    return c


def province(t: Table, seat: int, title: str, faceup: bool = True) -> int:
    """Put province `title` in place of a non-stronghold province of `seat`; its index."""
    s = t.s
    p = s.players[seat]
    k = next(i for i in range(5) if i != p.sh_prov)
    c = s.new_card(by_title(title), seat, E.PROVINCE)
    p.provinces[k] = c
    p.prov_faceup[k] = faceup
    s.caches.const = None
    t.g._fresh = False
    return k


def finish_window(t: Table) -> None:
    """Both players pass the conflict's action window (the defender first)."""
    cf = t.s.conflict
    t.pick("Pass", who=cf["defender"])
    t.pick("Pass", who=cf["attacker"])


# ---------------------------------------------------------------------------------------------- provinces revealed
PROVINCE_OF = {"air": "Fertile Fields", "earth": "Ancestral Lands", "fire": "Meditations on the Tao",
               "void": "Shameful Display", "water": "Rally to the Cause"}


def attack_facedown(t: Table, title: str, ring: str = "air", kind: str = "military") -> tuple[int, int, int]:
    """The first player declares a conflict against the other player's facedown province `title`, with two
    attackers: (attacker, defender, province index)."""
    att = t.s.first
    dfd = 1 - att
    k = province(t, dfd, title, faceup=False)
    a = [t.put(att, "Matsu Berserker"), t.put(att, "Doji Whisperer")]
    t.window(t.me)
    while t.pending().kind == "action":
        t.pick("pass")
    assert t.pending().kind == "conflict" and t.pending().player == att
    t.pick(f"ring:{ring}:{kind}")
    t.pick(f"prov:{k}")
    for c in a:
        if t.pending().kind == "attackers":
            t.pick(f"att:{c}")
    if t.pending().kind == "attackers":
        t.pick("done")
    return att, dfd, k


def react(t: Table, seat: int, label: str) -> None:
    while not (t.pending().kind == "reaction" and t.pending().player == seat):
        t.pick("Pass")
    t.pick(label, who=seat)
