"""The LCG as a `rokugan.core.Game`: setup from built-in or pasted decks, the protocol, views and a terminal board."""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from rokugan.core.decision import Decision, GameOver
from rokugan.core.game import Game, Result
from rokugan.core.table import fit

from . import ability as A
from . import engine as E
from . import setup as LS
from .cards import CLANS, ELEMENTS
from .decks import Deck, builtin_deck, legality, parse_text


def deck_from_setup(spec: Any) -> Deck:
    """A setup's deck: "builtin:<clan>", a deck-list text (the plain-text export), or deck JSON."""
    if isinstance(spec, Deck):
        return spec
    if isinstance(spec, str):
        if spec.startswith("builtin:"):
            return builtin_deck(spec.split(":", 1)[1])
        return parse_text(spec)
    if isinstance(spec, dict):
        return Deck.from_json(spec)
    raise ValueError(f"cannot read a deck from {type(spec).__name__}")


def new_game(setup: dict[str, Any], seed: int) -> LCGGame:
    """setup: {"decks": [two deck specs]} (default: two different built-in clans, from the seed), optional
    "names", "logging" (default True)."""
    specs = setup.get("decks")
    if not specs:
        from rokugan.core.rng import Rng
        clans = list(CLANS)
        Rng(seed ^ 0x1C6).shuffle(clans)
        specs = [f"builtin:{clans[0]}", f"builtin:{clans[1]}"]
    if len(specs) != 2:
        raise ValueError("the LCG takes two players")
    decks = [deck_from_setup(x) for x in specs]
    for d in decks:
        problems = legality(d)
        if problems and not setup.get("casual"):
            raise ValueError(f"{d.name or 'a deck'} is not legal: " + "; ".join(problems))
    names = list(setup.get("names") or [d.clan.capitalize() for d in decks])
    if names[0] == names[1]:
        names = [f"{names[0]} 1", f"{names[1]} 2"]
    s = E.State(seed)
    s.logging = bool(setup.get("logging", True))
    LS.start(s, decks, names)
    return LCGGame(s, setup)


class Front:
    """The state and the decision waiting on it (`decision`, worked out once: `fresh`), kept in a native object: the
    game's class (`LCGGame`) is not native (its base is the core's Python `Game`), so each of its attribute reads and
    writes is a dictionary lookup, and `pending` plus `choose` made seven of them a decision."""

    def __init__(self, s: E.State) -> None:
        self.s = s
        self.decision: Decision | None = None
        self.fresh = False

    def pending(self) -> Decision | None:
        if not self.fresh:
            self.decision = E.run(self.s)
            self.fresh = True
        return self.decision

    def choose(self, option_id: str) -> None:
        s = self.s
        d = self.decision if self.fresh else self.pending()
        if d is None:
            raise GameOver("the game is over")
        E.apply(s, d, option_id)
        self.decision = E.run(s)
        self.fresh = True

    def __reduce__(self) -> tuple[Any, ...]:
        # (compiled by mypyc, the default way would need `__init__` to take no argument)
        return _restore_front, (self.s, self.decision, self.fresh)


def _restore_front(s: E.State, decision: Decision | None, fresh: bool) -> Front:
    f = Front(s)
    f.decision = decision
    f.fresh = fresh
    return f


@mypyc_attr(native_class=False)
class LCGGame(Game):
    name = "lcg"
    num_players = 2

    def __init__(self, state: E.State, setup: dict[str, Any] | None = None) -> None:
        self.f = Front(state)
        self.setup = setup or {}

    # the state, the decision waiting and whether it is worked out (kept in `f`), read and written as attributes:
    # properties installed after the class (`_FRONT_FIELDS`: mypyc compiles no property setter in a non-native class)
    s: E.State
    _pending: Decision | None
    _fresh: bool

    def pending(self) -> Decision | None:
        return self.f.pending()

    def choose(self, option_id: str) -> None:
        self.f.choose(option_id)

    @property
    def result(self) -> Result | None:
        f = self.f
        if not f.fresh:
            f.pending()
        return f.s.result

    def clone(self) -> LCGGame:
        g = LCGGame.__new__(LCGGame)
        f = self.f
        c = Front(f.s.clone())
        c.decision = f.decision
        c.fresh = f.fresh
        g.f = c
        g.setup = self.setup
        return g

    def to_json(self) -> dict[str, Any]:
        return {"game": "lcg", "setup": self.setup, "state": self.s.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LCGGame:
        return cls(E.State.from_json(data["state"]), data.get("setup"))

    def determinize(self, viewer: int, rng: Any) -> LCGGame:
        """The hidden parts resampled for `viewer`: the other player's hand with his conflict deck; each dynasty
        deck with that player's facedown province cards (hidden from their owner too); the other player's
        facedown provinces among themselves (which is under the stronghold stays: that is public); every deck's
        order (a card revealed on top stays there); an honor bid the other player set but has not revealed. Counts and
        everything faceup stay."""
        g = self.clone()
        s = g.s
        # cards the viewer is looking at, searching the top of his own deck, stay where they are
        seen_conf = max((st[2] for st in s.stack if st[0] == "b2_search" and st[1] == viewer), default=0)
        seen_dyn = max((st[2][8] for st in s.stack if st[0] == "b2_put" and st[1] == viewer
                        and st[2][0] == "dyn_deck"), default=0)
        # cards a player has picked from his hand in a choice under way stay in his hand (a known limitation: which
        # cards they are is not resampled)
        picked = {c for st in s.stack if st[0] == "b2_put" for c in st[3]}
        for p in s.players:
            # a card revealed on top of the conflict deck (Artisan Academy) is public: it stays there
            top = p.conf_deck[:1] if p.conf_deck and any(
                x[0] == "revealed_playable" and x[1] == p.conf_deck[0] for x in s.lasting) else []
            if p.seat == viewer and seen_conf > len(top):
                top = p.conf_deck[:seen_conf]
            p.conf_deck = p.conf_deck[len(top):]
            if p.seat != viewer:
                kept = [c for c in p.hand if c in picked]
                pool = sorted([c for c in p.hand if c not in picked] + p.conf_deck)
                rng.shuffle(pool)
                k = len(p.hand) - len(kept)
                p.hand, p.conf_deck = kept + pool[:k], pool[k:]
                for c in p.hand:
                    s.zone[c] = E.HAND
                for c in p.conf_deck:
                    s.zone[c] = E.CONF_DECK
                down = [k2 for k2 in range(5) if not p.prov_faceup[k2] and k2 != p.sh_prov]
                cards = sorted(p.provinces[k2] for k2 in down)
                rng.shuffle(cards)
                for k2, c in zip(down, cards, strict=True):
                    p.provinces[k2] = c
                if p.bid and any(st[0] == "bid" for st in s.stack):
                    p.bid = rng.randrange(1, 6)
            else:
                p.conf_deck = sorted(p.conf_deck)
                rng.shuffle(p.conf_deck)
            p.conf_deck = top + p.conf_deck
            dtop = p.dyn_deck[:seen_dyn] if p.seat == viewer else []
            if p.seat == viewer and s.round == 0:
                # Setup 6: "each player looks at each of his or her cards placed in this manner" (all of them are
                # turned faceup at the first dynasty phase): his own are known; only the deck's order is not
                p.dyn_deck = sorted(p.dyn_deck[len(dtop):])
                rng.shuffle(p.dyn_deck)
                p.dyn_deck = dtop + p.dyn_deck
                continue
            slots = [k2 for k2 in range(5) for c in p.slots[k2] if not s.faceup[c]]
            old = [c for k2 in range(5) for c in p.slots[k2] if not s.faceup[c]]
            pool = sorted(old + p.dyn_deck[len(dtop):])
            rng.shuffle(pool)
            for k2 in set(slots):
                p.slots[k2] = [c for c in p.slots[k2] if s.faceup[c]]
            for k2, c in zip(slots, pool[: len(slots)], strict=True):
                p.slots[k2].append(c)
                s.zone[c] = E.PROVINCE
            p.dyn_deck = dtop + pool[len(slots):]
            for c in p.dyn_deck:
                s.zone[c] = E.DYN_DECK
            # a choice under way among facedown cards names them: it names the cards now in their places
            moved = dict(zip(old, pool[: len(slots)], strict=True))
            s.stack = [("pick", *st[1:3], tuple(moved.get(c, c) for c in st[3]), *st[4:6],
                        tuple(moved.get(c, c) for c in st[6]), *st[7:]) if st[0] == "pick" else st for st in s.stack]
        s.rng.state = rng.getrandbits(64) or 1
        g._fresh = False
        return g

    PHASES = ("setup", "dynasty", "draw", "conflict", "fate", "regroup")

    def features(self, seat: int) -> list[float]:
        """Numbers of what `seat` may see (its seat first, then the other), for learning programs (rokugan.rl): the
        blocks of `feature_blocks`."""
        blocks, tail = self.feature_blocks()
        return [*blocks[seat], *(x for q, b in enumerate(blocks) if q != seat for x in b), *tail]

    def feature_blocks(self) -> tuple[list[list[float]], list[float]]:
        """One block per player (by seat): honor, fate, provinces broken, hand, characters in play and how many
        stand ready, their military and political skill, conflicts left, rings claimed, the two decks, the Imperial
        Favor, first player; then the round and the phase. All public: an honor bid set but not yet revealed is
        not among them (RR "Honor Bid": hidden until both reveal)."""
        s = self.s
        with A.query(s):  # (read only: the constant abilities and skills worked out once)
            return self._feature_blocks(s)

    def _feature_blocks(self, s: E.State) -> tuple[list[list[float]], list[float]]:
        blocks: list[list[float]] = []
        for q, p in enumerate(s.players):
            mil = sum(E.skill(s, c, "military") or 0 for c in p.home)
            pol = sum(E.skill(s, c, "political") or 0 for c in p.home)
            ready = sum(1 for c in p.home if not s.bowed[c])
            blocks.append([p.honor / 25, p.fate / 20, sum(p.broken) / 5, len(p.hand) / 10, len(p.home) / 10,
                           ready / 10, mil / 30, pol / 30, p.conflicts_left / 2, len(p.claimed) / 5,
                           len(p.dyn_deck) / 40, len(p.conf_deck) / 40, 1.0 if s.favor[0] == q else 0.0,
                           1.0 if s.first == q else 0.0])
        tail = [s.round / 10, *(1.0 if s.phase == ph else 0.0 for ph in self.PHASES)]
        return blocks, tail

    def evaluate(self, seat: int) -> float:
        """The result when over; otherwise honor, broken provinces and the board, squashed to 0..1."""
        res = self.s.result
        if res is not None:
            return 0.5 if not res.winners else (1.0 if seat in res.winners else 0.0)
        s = self.s
        me, foe = s.players[seat], s.players[1 - seat]
        board = sum((E.skill(s, c, "military") or 0) + (E.skill(s, c, "political") or 0) for c in me.home) - sum(
            (E.skill(s, c, "military") or 0) + (E.skill(s, c, "political") or 0) for c in foe.home)
        x = (me.honor - foe.honor) / 10 + (sum(foe.broken) - sum(me.broken)) / 2 + board / 20
        return 1 / (1 + pow(2.718281828, -x))

    def log_size(self) -> int:
        return len(self.s.log)

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        out = []
        for e in self.s.log[start:]:
            line = e.for_viewer(viewer)
            if line is not None:
                out.append(line)
        return out

    def view(self, viewer: int | None) -> dict[str, Any]:
        return view(self.s, viewer)

    def render(self, viewer: int | None) -> str:
        return render(self.view(viewer))

    def status_line(self, viewer: int | None) -> str | None:
        return status(self.view(viewer), viewer)

    def summary(self, viewer: int | None) -> list[str] | None:
        return summary(self.view(viewer), viewer)

    def check_invariants(self) -> None:
        check(self.s)


# ---------------------------------------------------------------------------------------------- views
def _card(s: E.State, c: int) -> dict[str, Any]:
    f = s.facts[c]
    d: dict[str, Any] = {"id": c, "title": f.title, "type": f.type}
    if f.type == "character":
        d.update(military=E.skill(s, c, "military"), political=E.skill(s, c, "political"), glory=f.glory,
                 fate=s.fate_on[c], bowed=s.bowed[c],
                 status={1: "honored", 0: "ordinary", -1: "dishonored"}[s.status[c]],
                 attachments=[_card(s, a) for a in s.attachments(c)])
    elif f.type == "attachment":
        d.update(military_bonus=f.military_bonus, political_bonus=f.political_bonus)
    elif f.type == "holding":
        d.update(strength_bonus=f.strength_bonus)
    if f.keywords:
        d["keywords"] = list(f.keywords)
    if f.traits:
        d["traits"] = list(f.traits)
    if f.has_text:
        st = A.status(f.title)
        d["text_runs"] = st == "full"  # its printed abilities run (partly: "partial")
        if st != "none":
            d["text"] = A.rendered(f.title)
            if st == "partial":
                d["text_runs"] = "partial"
    return d


def _front_field(name: str) -> property:
    def get(g: LCGGame) -> Any:
        return getattr(g.f, name)

    def put(g: LCGGame, value: Any) -> None:
        setattr(g.f, name, value)

    return property(get, put)


_FRONT_FIELDS: Final = (("s", "s"), ("_pending", "decision"), ("_fresh", "fresh"))
for _attr, _field in _FRONT_FIELDS:
    setattr(LCGGame, _attr, _front_field(_field))


def view(s: E.State, viewer: int | None) -> dict[str, Any]:
    """What `viewer` may see: his own hand and his own provinces' identities; another player's hand size, his
    facedown provinces and facedown dynasty cards as hidden, and his honor bid only after the reveal."""
    players = []
    revealed = not any(st[0] == "bid" for st in s.stack)  # bids (draw phase or duel) are revealed together
    for p in s.players:
        mine = viewer == p.seat
        provs = []
        for k in range(5):
            pc = p.provinces[k]
            known = mine or p.prov_faceup[k]
            cards = [(_card(s, c) if s.faceup[c] else {"hidden": True}) for c in p.slots[k]]
            provs.append({
                "index": k, "broken": p.broken[k], "faceup": p.prov_faceup[k],
                "stronghold": k == p.sh_prov,  # where the stronghold sits is public; which province is not
                "province": ({"title": s.title(pc), "elements": list(s.facts[pc].elements),
                              "strength": E.province_strength(s, p.seat, k)} if known else {"hidden": True}),
                "cards": cards})
        players.append({
            "seat": p.seat, "name": p.name, "clan": p.clan, "honor": p.honor, "fate": p.fate,
            "stronghold": {"title": s.title(p.stronghold), "fate": s.facts[p.stronghold].fate,
                           "strength_bonus": s.facts[p.stronghold].strength_bonus},
            "bid": p.bid if (mine or revealed) else (None if p.bid == 0 else "hidden"),
            "hand": [_card(s, c) for c in p.hand] if mine else len(p.hand),
            "characters": [_card(s, c) for c in p.home], "provinces": provs,
            "dynasty_deck": len(p.dyn_deck), "conflict_deck": len(p.conf_deck),
            "dynasty_discard": [s.title(c) for c in p.dyn_discard],
            "conflict_discard": [s.title(c) for c in p.conf_discard],
            "claimed_rings": list(p.claimed), "conflicts_left": p.conflicts_left,
            "first_player": s.first == p.seat})
    cf = None
    if s.conflict is not None:
        c = s.conflict
        cf = {"attacker": c["attacker"], "defender": c["defender"], "type": c["type"], "ring": c["ring"],
              "province": c["province"], "attackers": [s.title(x) for x in c["attackers"]],
              "defenders": [s.title(x) for x in c["defenders"]],
              "attacking_skill": E.total_skill(s, c["attacker"]) if c["attackers"] else 0,
              "defending_skill": E.total_skill(s, c["defender"]) if c["attackers"] else 0}
    return {"game": "lcg", "round": s.round, "phase": s.phase, "first_player": s.first,
            "rings": {e: {"fate": s.rings[e][0], "claimed_by": s.rings[e][1]} for e in ELEMENTS},
            "imperial_favor": {"holder": s.favor[0], "side": s.favor[1]}, "conflict": cf, "players": players,
            "result": s.result.to_json() if s.result else None,
            "log": [x for x in (e.for_viewer(viewer) for e in s.log[-30:]) if x is not None]}


def _rings(v: dict[str, Any]) -> str:
    names = [p["name"] for p in v["players"]]
    return "Rings: " + ", ".join(f"{e}{' (' + str(r['fate']) + ' fate)' if r['fate'] else ''}"
                                 + (f" claimed by {names[r['claimed_by']]}" if r['claimed_by'] >= 0 else "")
                                 for e, r in v["rings"].items())


def _conflict(v: dict[str, Any]) -> str:
    c = v["conflict"]
    return (f"Conflict: {c['type']} {c['ring']} at province {c['province'] + 1}: "
            f"{', '.join(c['attackers'])} ({c['attacking_skill']}) vs "
            f"{', '.join(c['defenders']) or 'no one'} ({c['defending_skill']})")


def status(v: dict[str, Any], viewer: int | None, width: int = 100) -> str:
    """One line of where the game stands, within `width` columns: words and names shorten, numbers never."""
    variants = []
    c = v["conflict"]
    for names, words, head_short in ((False, 2, False), (False, 1, False), (True, 1, False), (True, 0, True)):
        ps = []
        for p in v["players"]:
            who = p["name"] if not names else ("You" if p["seat"] == viewer else p["clan"].title())
            ps.append(f"{who}: {p['honor']} honor, {p['fate']} fate" if words
                      else f"{who} {p['honor']} honor {p['fate']} fate")
        cf = ""
        if c is not None and c["attackers"]:
            cf = f" | {c['type']} {c['ring']}{' conflict' if words == 2 else ''}: {c['attacking_skill']} vs " \
                 f"{c['defending_skill']}"
        head = f"Round {v['round']}, {v['phase']} phase" if not head_short else f"R{v['round']} {v['phase']}"
        variants.append(f"{head} | {' | '.join(ps)}{cf}")
    return fit(variants, width)


def summary(v: dict[str, Any], viewer: int | None, width: int = 100) -> list[str]:
    """The board in a few lines: round and phase, the rings, one line per player, the conflict if one is on."""
    lines = [f"=== Round {v['round']} · {v['phase']} phase ===", fit([_rings(v), _rings(v).replace(" fate)", ")")],
                                                                     width)]
    fav = v["imperial_favor"]
    for p in v["players"]:
        chars = p["characters"]
        bowed = sum(1 for c in chars if c["bowed"])
        broken = sum(1 for pr in p["provinces"] if pr["broken"])
        hand = len(p["hand"]) if isinstance(p["hand"], list) else p["hand"]
        extra = (" · first player" if p["first_player"] else "") + (
            f" · Imperial Favor ({fav['side']})" if fav["holder"] == p["seat"] else "")
        ch = f"{len(chars)} character{'' if len(chars) == 1 else 's'}" + (f" ({bowed} bowed)" if bowed else "")
        name = p["name"] + (" (you)" if p["seat"] == viewer else "")
        lines.append(fit([f"  {name}: {p['honor']} honor · {p['fate']} fate · {ch} · {broken} province"
                          f"{'' if broken == 1 else 's'} broken · hand {hand}{extra}",
                          f"  {name}: {p['honor']} honor · {p['fate']} fate · {ch} · {broken} broken · hand "
                          f"{hand}{extra}"], width))
    if v["conflict"] and v["conflict"]["attackers"]:
        lines.append(_conflict(v))
    if v["result"]:
        lines.append(render(v).splitlines()[-1])
    return lines


def render(v: dict[str, Any]) -> str:
    lines = [f"Round {v['round']}, {v['phase']} phase. {_rings(v)}"]
    fav = v["imperial_favor"]
    if fav["holder"] >= 0:
        lines.append(f"Imperial Favor: {v['players'][fav['holder']]['name']} ({fav['side']})")
    for p in v["players"]:
        lines.append(f"{p['name']} ({p['stronghold']['title']}): {p['honor']} honor, {p['fate']} fate"
                     + (", first player" if p["first_player"] else "")
                     + (f", bid {p['bid']}" if p["bid"] not in (None, 0, "hidden") else ""))
        for pr in p["provinces"]:
            name = pr["province"].get("title", "(facedown province)")
            st = f" str {pr['province']['strength']}" if "strength" in pr["province"] else ""
            cards = ", ".join(c.get("title", "facedown card") for c in pr["cards"])
            lines.append(f"  province {pr['index'] + 1}: {name}{st}{' [stronghold]' if pr['stronghold'] else ''}"
                         f"{' BROKEN' if pr['broken'] else ''}{' holds ' + cards if cards else ''}")
        for c in p["characters"]:
            atts = "".join(f" +{a['title']}" for a in c["attachments"])
            mil = "-" if c["military"] is None else c["military"]
            pol = "-" if c["political"] is None else c["political"]
            lines.append(f"  {c['title']} {mil}/{pol} glory {c['glory']}, {c['fate']} fate"
                         f"{', bowed' if c['bowed'] else ''}{', ' + c['status'] if c['status'] != 'ordinary' else ''}"
                         f"{atts}")
        hand = p["hand"]
        lines.append(f"  hand: {', '.join(c['title'] for c in hand) if isinstance(hand, list) else f'{hand} cards'}")
    if v["conflict"]:
        lines.append(_conflict(v))
    if v["result"]:
        r = v["result"]
        names = [p["name"] for p in v["players"]]
        won = ", ".join(names[w] for w in r["winners"]) + " wins" if r["winners"] else "a draw"
        lines.append(f"GAME OVER: {won}" + (f" ({r['reason']})." if r.get("reason") else "."))
    return "\n".join(lines)


def check(s: E.State) -> None:
    """Every card is in exactly one place; fate and honor are whole; rings are consistent."""
    n = len(s.facts)
    seen = [0] * n
    for p in s.players:
        seen[p.stronghold] += 1
        if p.role >= 0:
            seen[p.role] += 1
        for c in p.provinces:
            seen[c] += 1
            assert s.zone[c] == E.PROVINCE
        for lst, z in ((p.dyn_deck, E.DYN_DECK), (p.conf_deck, E.CONF_DECK), (p.hand, E.HAND),
                       (p.dyn_discard, E.DYN_DISCARD), (p.conf_discard, E.CONF_DISCARD)):
            for c in lst:
                seen[c] += 1
                assert s.zone[c] == z, f"{s.title(c)} listed in zone {z} but is in {s.zone[c]}"
                assert s.owner[c] == p.seat
        for k in range(5):
            assert len(p.slots[k]) <= 1, "one dynasty card per province"
            assert not (k == p.sh_prov and p.slots[k]), "no dynasty card on the stronghold province"
            for c in p.slots[k]:
                seen[c] += 1
                assert s.zone[c] == E.PROVINCE
        for c in p.home:
            seen[c] += 1
            assert s.zone[c] == E.PLAY and s.controller[c] == p.seat and s.facts[c].type == "character"
            assert s.fate_on[c] >= 0
        for a in p.attached:
            seen[a] += 1
            assert s.zone[a] == E.PLAY and s.zone[s.attached_to[a]] == E.PLAY
        assert p.fate >= 0, f"{p.name} has negative fate"
        assert 0 <= p.conflicts_left <= 2
    for c in range(n):
        if s.zone[c] == E.SET_ASIDE:
            seen[c] += 1
        assert seen[c] == 1, f"{s.title(c)} (#{c}) appears {seen[c]} times (zone {s.zone[c]})"
    for e in ELEMENTS:
        fate, owner = s.rings[e]
        assert fate >= 0 and owner in (-1, 0, 1)
        if owner >= 0:
            assert e in s.players[owner].claimed
