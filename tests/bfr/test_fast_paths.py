"""The speed paths of the Battle for Rokugan search (issue 11: more heuristic playouts per second) give exactly what
the rules functions they stand for give: the legal places of a token (BfR §6.9, `legal_at` place by place), the
§17 scores (`score_breakdown`), the territory holders (§7.7, `controls_territory`), the special-token targets of
the territory cards (§9, `can_take_special`), and a clone that copies the whole state."""

from __future__ import annotations

import inspect
import random
from collections.abc import Iterator

from rokugan.bfr import board as B
from rokugan.bfr import cards
from rokugan.bfr import data as D
from rokugan.bfr import primitives as P
from rokugan.bfr.flow import PICKS
from rokugan.bfr.game import BfRGame, new_game
from rokugan.bfr.resolution import controls_territory
from rokugan.bfr.scoring import final_scores, public_scores, score_breakdown, territory_holders
from rokugan.bfr.state import State
from rokugan.core.agents import RandomAgent

_SPECIALS = [D.PEACE, D.SCORCHED, D.SHRINE, D.HARBOR, D.BATTLEFIELD, D.HONOR1, D.HONOR2, D.HONOR4, D.DEF1, D.DEF2]


def _positions(games: int, every: int = 9) -> Iterator[State]:
    """Positions of random games over 2-5 players and the rules options that change placement and scoring, each
    also with a few special tokens and control changes thrown in (harbor, shrine, peace, scorched earth...) and
    with a player made ronin, so that every branch of the rules is met."""
    rng = random.Random(11)
    for i in range(games):
        rules = {"placement": ("strict", "faithful")[i % 2],
                 "harbor_slots": ("land", "virtual_and_land", "virtual_only")[i % 3],
                 "ronin_raid_diplomacy": ("never", "as_bluff")[i // 3 % 2]}
        g = new_game({"players": 2 + i % 4, "rules": rules, "logging": False}, 300 + i)
        agents = [RandomAgent(i * 5 + k) for k in range(g.num_players)]
        k = 0
        while (d := g.pending()) is not None:
            k += 1
            if k % every == 0:
                s = g.s.clone()
                for _ in range(rng.randrange(4)):
                    q = rng.randrange(B.N_PROV)
                    sp = rng.choice(_SPECIALS)
                    if rng.random() < 0.3:
                        s.ctrl[q] = rng.randrange(-1, s.n)
                    if sp == D.HARBOR:
                        if not B.COASTAL[q]:
                            s.harbor = q
                            s.special[q] = sp
                    else:
                        s.special[q] = sp
                if rng.random() < 0.2:
                    s.ronin[rng.randrange(s.n)] = True
                yield s
            g.choose(agents[d.player].choose(g, d))


def test_legal_placements_are_the_places_legal_at_allows_in_order() -> None:
    """# BfR §6.9 (strict placement): for every kind but the bluff, the fast list is `placements` filtered by
    `legal_at` place by place, in the same order (a heuristic's tie-break and random draws follow the order)."""
    checked = 0
    kinds_met: set[int] = set()
    for s in _positions(16):
        for p in range(s.n):
            fb = P.forbidden_mask(s, p)
            for kind in (D.ARMY, D.NAVY, D.SHINOBI, D.BLESSING, D.DIPLOMACY, D.RAID):
                every = P.placements(s, p, kind, strict=False)
                slow = [(pos, tgt) for pos, tgt in every if P.legal_at(s, p, kind, pos, tgt)]
                assert P.legal_placements(s, p, kind) == slow, (kind, p)
                assert P.placements(s, p, kind, strict=True) == slow
                assert P.legal_placements(s, p, kind, fb) == slow
                if slow:
                    kinds_met.add(kind)
                checked += 1
    assert checked > 1000
    assert kinds_met == {D.ARMY, D.NAVY, D.SHINOBI, D.DIPLOMACY, D.RAID}


def test_public_scores_and_territory_holders_are_the_rules_scores() -> None:
    """# BfR §17 (flowers with honor and defense tokens, face-up tokens, objective, 5 per territory) and §7.7 (a
    territory is held when all its provinces without scorched earth are one player's)."""
    checked = 0
    for s in _positions(12, every=5):
        pts, holders = public_scores(s)
        for p in range(s.n):
            b = score_breakdown(s, p)
            assert pts[p] == b["total"] - b["objective"]
        assert final_scores(s) == [score_breakdown(s, p)["total"] for p in range(s.n)]
        assert territory_holders(s) == holders
        for terr in range(B.N_TERR):
            owners = [p for p in range(s.n) if controls_territory(s, p, terr)]
            assert owners == ([holders[terr]] if holders[terr] >= 0 else [])
        checked += 1
    assert checked > 100


def test_special_token_targets_are_the_provinces_that_can_take_the_token() -> None:
    """# BfR §9: a special token never goes where peace or scorched earth is, nor when none is left in the supply;
    the cards' own limits (non-Shadowlands, landlocked: not coastal and not the harbor's) and the provinces
    already chosen stay out."""
    tags = {"feats": (D.HARBOR, False, True), "code_of_honor": (D.HONOR1, True, False),
            "sacred_ground": (D.SHRINE, False, False), "bushido": (D.HONOR4, True, False),
            "diplomatic": (D.PEACE, False, False), "pirate": (D.SCORCHED, False, False)}
    rng = random.Random(5)
    seen_empty = seen_full = 0
    for s in _positions(8, every=11):
        for tag, (code, non_sl, landlocked) in tags.items():
            if rng.random() < 0.15:
                s.special_supply[code] = 0
            done = rng.sample(range(B.N_PROV), rng.randrange(3))
            st = ("pick", 0, tag, 0, done)
            got = PICKS[tag].candidates(s, st)
            want = [q for q in range(B.N_PROV) if P.can_take_special(s, q, code) and q not in done
                    and not (non_sl and B.SHADOWLANDS[q]) and not (landlocked and P.is_coastal(s, q))]
            assert [c[2] for c in got] == want, tag
            assert all(c == (B.PROVINCES[q], B.DISPLAY[q], q) for c, q in zip(got, want, strict=True))
            seen_empty += not want
            seen_full += bool(want)
    assert seen_empty and seen_full
    assert cards._provs  # the shared candidate list stays a module-level table


def test_a_clone_copies_every_part_of_the_state() -> None:
    """A clone has every attribute of the state, equal to the original, and changing any list of the clone leaves
    the original as it was (the searches play thousands of copies of one position)."""
    g = new_game({"players": 4}, 21)
    agents = [RandomAgent(k) for k in range(4)]
    for _ in range(60):
        d = g.pending()
        assert d is not None
        g.choose(agents[d.player].choose(g, d))
    s = g.s
    c = s.clone()
    shared_ok = {"clans", "names", "rules", "kind", "strength", "result", "loc_cache"}  # never changed in place
    # its fields: the slots from the sources, the attribute descriptors when compiled (`rokugan native build`)
    fields = [k for k, v in vars(State).items() if inspect.isgetsetdescriptor(v) or inspect.ismemberdescriptor(v)]
    assert len(fields) == 56
    for name in fields:
        a, b = getattr(s, name), getattr(c, name)
        if name == "rng":
            assert a is not b and a.state == b.state
            continue
        assert a == b, name
        if isinstance(a, list) and name not in shared_ok:
            assert a is not b, name
            for x, y in zip(a, b, strict=True):
                if isinstance(x, list):
                    assert x is not y, name
    assert isinstance(g.clone(), BfRGame)
