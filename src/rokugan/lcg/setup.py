"""LCG setup (RR "Setup" 1-8): decks, first player, the stronghold province chosen in secret, provinces filled, the
dynasty and conflict mulligans, starting honor."""

from __future__ import annotations

from typing import Any, Final

from rokugan.core.decision import Decision, Option

from . import ability as A
from . import primitives as LP
from .cards import LCGCard, all_cards
from .decks import Deck
from .engine import CONF_DECK, DYN_DECK, PLAY, PROVINCE, SET_ASIDE, Player, State, choice, handler, player_order, push


# ---------------------------------------------------------------------------------------------- setup
def start(s: State, decks: list[Deck], names: list[str]) -> None:
    """RR "Setup" 1-4 (decks, token bank and rings, first player, shuffle); steps 5-8 are decisions."""
    cat = all_cards()
    for seat, deck in enumerate(decks):
        p = Player(seat, names[seat])
        s.players.append(p)
        p.clan = cat[deck.stronghold].clan
        p.stronghold = s.new_card(cat[deck.stronghold], seat, PLAY)
        if deck.role:
            p.role = s.new_card(cat[deck.role], seat, PLAY)
        p.provinces = s.new_cards([cat[x] for x in deck.provinces], seat, PROVINCE)
        p.dyn_deck = s.new_cards(_cards(cat, deck.dynasty), seat, DYN_DECK)
        p.conf_deck = s.new_cards(_cards(cat, deck.conflict), seat, CONF_DECK)
    # 3. Determine first player: at random; the other player gains 1 fate.
    s.first = s.rng.below(2)
    s.players[1 - s.first].fate += 1
    if s.logging:
        s.say(f"{s.players[s.first].name} is the first player; {s.players[1 - s.first].name} gains 1 fate.")
    # 4. Shuffle the dynasty and conflict decks.
    for p in s.players:
        s.rng.shuffle(p.dyn_deck)
        s.rng.shuffle(p.conf_deck)
    o = player_order(s)
    s.stack = []
    push(s, ("sh_prov", o[0]), ("sh_prov", o[1]), ("fill",), ("mull_dyn", o[0], ()), ("mull_dyn", o[1], ()),
         ("draw_start",), ("mull_conf", o[0], ()), ("mull_conf", o[1], ()), ("start_honor",))


def _cards(cat: dict[str, LCGCard], counts: list[Any]) -> list[LCGCard]:
    """A deck's cards in its list's order (`Deck.cards`, in a compiled loop): (count, card id) pairs."""
    out: list[LCGCard] = []
    for x in counts:
        f = cat[x[1]]
        for _ in range(x[0]):
            out.append(f)
    return out


@handler("sh_prov")
def _sh_prov(s: State, step: tuple[Any, ...]) -> Decision:
    """Setup 5: each player secretly selects the province under his stronghold."""
    seat = step[1]
    p = s.players[seat]
    return Decision(seat, "province", "Choose the province to place under your stronghold", tuple(
        Option(f"sp:{k}", f"{s.title(c)} ({'/'.join(s.facts[c].elements)}, strength {s.facts[c].strength})",
               {"province": k}) for k, c in enumerate(p.provinces) if not _never_stronghold_province(c, s)))


def _never_stronghold_province(c: int, s: State) -> bool:
    """A province whose text says it "cannot be a stronghold province" (a constant ability of the card)."""
    return any(getattr(st.effect, "what", "") == "stronghold_province" for st in A.STATIC_BY_TITLE.get(s.title(c), ()))


@choice("sh_prov")
def _sh_prov_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    p = s.players[step[1]]
    p.sh_prov = int(oid.split(":")[1])
    if s.logging:
        s.say(f"{p.name} places a province under the stronghold.")


@handler("fill")
def _fill(s: State, step: tuple[Any, ...]) -> None:
    """Setup 6: a card facedown on each non-stronghold province."""
    s.stack.pop()
    for seat in player_order(s):
        for k in range(5):
            LP.refill(s, seat, k)


def _mulligan(s: State, step: tuple[Any, ...], cards: list[int], what: str) -> Decision:
    _, seat, chosen = step
    made = _DONE
    while len(made) <= len(chosen):
        made.append(Option("done", f"Done ({len(made)} chosen)" if made else "Keep all"))
    opts = [made[len(chosen)]]
    provinces = what.endswith("provinces")
    got = LP.card_options(s)  # (each option made once for its card and province: `LP.card_options`)
    for c in cards:
        if c in chosen:
            continue
        k = LP.province_of(s, c) if provinces else -2
        key = LP.opt_key(LP.OPT_MULLIGAN, c, k)
        o = got.get(key) if key >= 0 else None
        if o is None:
            o = Option(f"mull:{c}", f"Mulligan {s.title(c)}" + (f" in province {k + 1}" if provinces else ""),
                       {"card": c})
            if key >= 0:
                got[key] = o
        opts.append(o)
    return Decision(seat, "mulligan", f"Mulligan any number of {what}", tuple(opts))


_DONE: Final[list[Option]] = []  # "Keep all", "Done (n chosen)": made once for each n


@handler("mull_dyn")
def _mull_dyn(s: State, step: tuple[Any, ...]) -> Decision:
    p = s.players[step[1]]
    return _mulligan(s, step, [c for sl in p.slots for c in sl], "the cards in your provinces")


@choice("mull_dyn")
def _mull_dyn_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    """RR "Mulligan": set aside, replace from the top of the deck, then shuffle them back."""
    _, seat, chosen = step
    if oid != "done":
        s.stack[-1] = ("mull_dyn", seat, (*chosen, int(oid.split(":")[1])))
        return
    s.stack.pop()
    p = s.players[seat]
    for c in chosen:
        k = LP.province_of(s, c)
        p.slots[k].remove(c)
        s.zone[c] = SET_ASIDE
        LP.refill(s, seat, k)
    for c in chosen:
        s.zone[c] = DYN_DECK
        p.dyn_deck.append(c)
    if chosen:
        s.rng.shuffle(p.dyn_deck)
    if s.logging:
        s.say(f"{p.name} mulligans {len(chosen)} card{'s' if len(chosen) != 1 else ''} from the provinces.")


@handler("draw_start")
def _draw_start(s: State, step: tuple[Any, ...]) -> None:
    """Setup 7: each player draws 4 conflict cards."""
    s.stack.pop()
    for seat in player_order(s):
        LP.draw(s, seat, 4)


@handler("mull_conf")
def _mull_conf(s: State, step: tuple[Any, ...]) -> Decision:
    return _mulligan(s, step, list(s.players[step[1]].hand), "the cards in your hand")


@choice("mull_conf")
def _mull_conf_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, seat, chosen = step
    if oid != "done":
        s.stack[-1] = ("mull_conf", seat, (*chosen, int(oid.split(":")[1])))
        return
    s.stack.pop()
    p = s.players[seat]
    for c in chosen:
        p.hand.remove(c)
        s.zone[c] = SET_ASIDE
    LP.draw(s, seat, len(chosen))
    for c in chosen:
        s.zone[c] = CONF_DECK
        p.conf_deck.append(c)
    if chosen:
        s.rng.shuffle(p.conf_deck)
    if s.logging:
        s.say(f"{p.name} mulligans {len(chosen)} card{'s' if len(chosen) != 1 else ''} from the hand.")


@handler("start_honor")
def _start_honor(s: State, step: tuple[Any, ...]) -> None:
    """Setup 8: honor equal to the stronghold's honor value."""
    s.stack.pop()
    for p in s.players:
        p.honor = s.facts[p.stronghold].honor
    if s.logging:
        s.say("Each player gains starting honor: " + ", ".join(f"{p.name} {p.honor}" for p in s.players) + ".")
