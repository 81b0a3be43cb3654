"""A scenario harness for LCG card tests (ARCHITECTURE "Tests read like a game"): a table in the conflict phase's
action window with empty homes and hands, cards put where a test wants them, a conflict declared directly, and
the card's ability taken through the decision interface by its option label."""

from __future__ import annotations

from rokugan.core.decision import Decision
from rokugan.lcg import engine as E
from rokugan.lcg.cards import by_title
from rokugan.lcg.game import LCGGame

from ..helpers import clear_home, game, to_phase


class Table:
    def __init__(self, seed: int = 1, clans: tuple[str, str] = ("crab", "crane")) -> None:
        self.g: LCGGame = game(seed, clans)
        to_phase(self.g, "conflict")
        clear_home(self.g)
        s = self.s
        for p in s.players:
            for c in list(p.hand):
                p.hand.remove(c)
                p.conf_deck.append(c)
                s.zone[c] = E.CONF_DECK
            p.fate = 10
            p.honor = 10
        self.me = s.stack[-1][2]  # the player with the action opportunity
        self.opp = 1 - self.me
        self.g._fresh = False

    @property
    def s(self) -> E.State:
        return self.g.s

    def put(self, seat: int, title: str, fate: int = 1, bowed: bool = False) -> int:
        s = self.s
        c = s.new_card(by_title(title), seat, E.SET_ASIDE)
        p = s.players[seat]
        s.zone[c] = E.PLAY
        s.controller[c] = seat
        s.fate_on[c] = fate
        s.bowed[c] = bowed
        p.home.append(c)
        self.g._fresh = False
        return c

    def hand(self, seat: int, title: str) -> int:
        s = self.s
        c = s.new_card(by_title(title), seat, E.HAND)
        s.players[seat].hand.append(c)
        self.g._fresh = False
        return c

    def attach(self, seat: int, title: str, onto: int) -> int:
        s = self.s
        a = s.new_card(by_title(title), seat, E.PLAY)
        s.attached_to[a] = onto
        s.players[seat].attached.append(a)
        self.g._fresh = False
        return a

    def holding(self, seat: int, title: str, k: int | None = None) -> int:
        s = self.s
        p = s.players[seat]
        k = next(i for i in range(5) if i != p.sh_prov) if k is None else k
        c = s.new_card(by_title(title), seat, E.PROVINCE)
        s.faceup[c] = True
        p.slots[k].append(c)
        self.g._fresh = False
        return c

    def conflict(self, attacker: int, kind: str, attackers: list[int], defenders: list[int], ring: str = "air",
                 province: int | None = None) -> None:
        """A conflict under way (as after 3.2.2), with the defender's first action opportunity."""
        s = self.s
        q = s.players[1 - attacker]
        k = next(i for i in range(5) if i != q.sh_prov) if province is None else province
        s.conflict = {"attacker": attacker, "defender": 1 - attacker, "type": kind, "ring": ring, "province": k,
                      "attackers": list(attackers), "defenders": list(defenders), "evaded": [],
                      "first_of_type": True}
        q.prov_faceup[k] = True
        s.stack.append(("resolve",))
        s.stack.append(("window", "in_conflict", 1 - attacker, 0))
        self.g._fresh = False

    def window(self, seat: int) -> None:
        """Give `seat` the action opportunity (outside a conflict)."""
        s = self.s
        s.stack[-1] = ("window", s.stack[-1][1], seat, 0)
        self.g._fresh = False

    def pending(self) -> Decision:
        self.g._fresh = False  # a test may have edited the state since the last look
        d = self.g.pending()
        assert d is not None
        return d

    def labels(self) -> list[str]:
        return [o.label for o in self.pending().options]

    def can(self, text: str) -> bool:
        return any(text in o.label for o in self.pending().options)

    def pick(self, text: str, who: int | None = None) -> None:
        d = self.pending()
        if who is not None:
            assert d.player == who, (d.player, d.prompt)
        hits = [o for o in d.options if text in o.label or o.id == text]
        assert hits, f"no option {text!r} in {[o.label for o in d.options]} ({d.prompt})"
        self.g.choose(hits[0].id)

    def use(self, title: str, *picks: str) -> None:
        """Take the action of `title` (on a card in play, or an event from hand), then answer `picks` in order."""
        self.pick(f"{title}:" if not any(o.label.startswith(f"Play {title} (") for o in self.pending().options)
                  else f"Play {title} (")
        for p in picks:
            self.pick(p)

    def skill(self, c: int, kind: str = "military") -> int | None:
        return E.skill(self.s, c, kind)
