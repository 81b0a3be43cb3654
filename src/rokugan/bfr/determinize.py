"""Determinization for information-set search (issue 11): a complete Battle for Rokugan state that one seat cannot
tell from the true one (BfR §21 hidden vs public information), the hidden parts resampled.

What a seat does not see, and how it is resampled:

* another player's combat tokens in the hand, in the pool and face down on the board that this seat has not looked
  at (scout, Scorpion, Dark Favors, first player card): one pool per player, dealt again to the same places. The
  dealing respects what the places say: a bluff is never in a pool (§2.1), a blessing is never face down (§6.5),
  a spy-locked player placed no bluff (§10.2 Spy Network), a ronin no raid or diplomacy (§14, revised), strict
  placement only legal kinds (§6.9), a token being placed is one the player could have chosen. Tokens a step of
  the flow names (the token being placed, one being given up) and this round's placement records (§7.6, which say
  what a face-down army would have attacked) follow the token that takes their place;
* the secret objectives of the others (§16) from those this seat was not dealt;
* the territory cards face down on their spaces and held in secret (§10, §20.20): each is one of its territory's
  two cards;
* the order of the initiative deck and which neutral cards are still in it (§13);
* the random generator (every future draw).

A result depends only on what the seat sees and on `rng`: the candidates are taken in a fixed order (placement
numbers, sorted token numbers), never in the order the truth happens to keep them. Not kept, because the state
does not carry them: what a seat learnt earlier and the view no longer shows (a hand seen with Spy Network, its
own other objective, a territory card it once held).
"""

from __future__ import annotations

import random
from typing import Any

from rokugan.core.game import LogEntry

from . import board as B
from . import data as D
from . import primitives as P
from .resolution import territory_of_card
from .state import BOARD, HAND, ON_TOKEN, POOL, State

_TRIES = 40  # plain shuffles tried before a dealing that fits every constraint is searched for


def determinize(s0: State, viewer: int, rng: random.Random) -> State:
    s = s0.clone()
    s.loc_cache = None
    if s.result is None:
        for o in range(s.n):
            if o != viewer:
                _deal_tokens(s, viewer, o, rng)
        s.placed = P.recount_placed(s)
        s.steps = [st[:2] if st[0] == "turn" and st[1] != viewer else st for st in s.steps]
        _objectives(s, viewer, rng)
        _territory_cards(s, viewer, rng)
        _initiative(s, rng)
    s.log = [e if e.visible_to is None or viewer in e.visible_to
             else LogEntry(e.public_text or "", e.visible_to, e.public_text) for e in s.log]
    s.rng.state = rng.getrandbits(64) or 1  # future draws are unknown too
    return s


# ------------------------------------------------------------------------------------------- combat tokens


def _hidden(s: State, viewer: int, t: int) -> bool:
    w = s.where[t]
    return w in (HAND, POOL) or (w == BOARD and not s.up[t] and not s.known[t] >> viewer & 1)


def _step_tokens(s: State, o: int) -> list[tuple[int, bool]]:
    """Tokens of o that a step of the flow names, in stack order: the one being placed from the hand (True), one
    being given up (False)."""
    out = []
    for st in s.steps:
        if st[0] == "place_loc" and st[1] == o and not st[3]:
            out.append((st[2], True))
        elif st[0] == "pick" and st[1] == o and st[2] == "discard_or_pool":
            out.append((st[4], False))
    return out


def _deal_tokens(s: State, viewer: int, o: int, rng: random.Random) -> None:
    base = o * D.TOKENS_PER_CLAN
    hidden = [t for t in range(base, base + D.TOKENS_PER_CLAN) if _hidden(s, viewer, t)]
    if not hidden:
        return
    hidden_set = set(hidden)
    kind = s.kind
    strict = s.rules.placement == "strict"
    ronin_rule = s.ronin[o] and s.rules.ronin_raid_diplomacy == "never"
    no_bluff_placed = s.spy_locked[o]

    # a blessing could be chosen only with a host: a face-down token of o's on the board (any token but a
    # blessing is one, whatever the dealing; strict placement also wants it to fight, not checked here)
    host = any(s.where[t] == BOARD and not s.up[t] and s.pos[t] < ON_TOKEN and kind[t] != D.BLESSING
               for t in range(base, base + D.TOKENS_PER_CLAN))

    def placeable(k: int) -> bool:
        if (k == D.BLUFF and no_bluff_placed) or (ronin_rule and (k == D.RAID or k == D.DIPLOMACY)):
            return False
        if k == D.BLESSING:
            return host
        return not strict or k == D.BLUFF or k == D.SHINOBI or P.can_place_somewhere(s, o, k, True)

    # the places, in an order the seat can name: face-down tokens by placement number, then tokens the flow names
    # (by where they stand in it), then the hand, then the pool, each with the tokens placed this round first
    # (in placement order)
    places: list[tuple[int, Any]] = []  # (the true token there, what may stand there)
    used: set[int] = set()
    board = sorted((t for t in hidden if s.where[t] == BOARD), key=s.seq.__getitem__)
    for t in board:
        pos, tgt = s.pos[t], s.target[t]
        blessed = bool(s.blessings_on(t))

        def ok(k: int, pos: int = pos, tgt: int = tgt, blessed: bool = blessed) -> bool:
            if k == D.BLESSING or not placeable(k):
                return False
            if strict and k != D.BLUFF and not P.legal_at(s, o, k, pos, tgt):
                return False
            return not (strict and blessed and k not in D.FIGHTERS)
        places.append((t, ok))
        used.add(t)
    for t, placing in _step_tokens(s, o):
        if t in hidden_set and t not in used and s.where[t] == HAND:
            places.append((t, placeable if placing else _NOT_BLUFF))
            used.add(t)
    placed_before = [e >> 12 for e in s.placed_log]  # placed this round and back in the hand or the pool
    for t in placed_before + sorted(s.hands[o]):
        if t in hidden_set and t not in used and s.where[t] == HAND:
            places.append((t, _ANY))
            used.add(t)
    for t in placed_before + sorted(s.pools[o]):
        if t in hidden_set and t not in used and s.where[t] == POOL:
            places.append((t, _NOT_BLUFF))
            used.add(t)
    assert len(places) == len(hidden), "a hidden token has no place"
    # a blessing being placed with full legality (strict placement, or Animate the Dead's face-up one from the
    # discard pile) needs an army, navy or shinobi of o's face down to sit on (§6.5)
    steps = _step_tokens(s, o)
    placing_at = [i for i, (t, _ok) in enumerate(places) if (t, True) in steps] if strict else []
    animated_blessing = any(st[0] == "place_loc" and st[1] == o and st[3] and kind[st[2]] == D.BLESSING
                            for st in s.steps)
    fighters_known = any(s.where[t] == BOARD and not s.up[t] and s.pos[t] < ON_TOKEN and kind[t] in D.FIGHTERS
                         for t in range(base, base + D.TOKENS_PER_CLAN) if t not in hidden_set)
    whole = None
    if (placing_at or animated_blessing) and not fighters_known:
        def whole(deal: list[int]) -> bool:
            if not animated_blessing and not any(kind[deal[i]] == D.BLESSING for i in placing_at):
                return True
            return any(kind[deal[i]] in D.FIGHTERS for i in range(len(board)))
    new = _deal([ok for _t, ok in places], sorted(hidden), kind, rng, whole)
    sigma = {t: new[i] for i, (t, _ok) in enumerate(places)}
    _relabel(s, o, sigma)


def _ANY(k: int) -> bool:
    return True


def _NOT_BLUFF(k: int) -> bool:
    return k != D.BLUFF


def _deal(fits: list[Any], tokens: list[int], kind: list[int], rng: random.Random, whole: Any = None) -> list[int]:
    """Tokens for the places, each where it fits (and the whole dealing passing `whole`): a uniform shuffle when
    one of a few fits, otherwise a matching found by augmenting paths over candidates in random order (some
    fitting dealing always exists: the true one)."""
    for _ in range(_TRIES):
        deal = tokens[:]
        rng.shuffle(deal)
        if all(f(kind[t]) for f, t in zip(fits, deal, strict=True)) and (whole is None or whole(deal)):
            return deal
    out: list[int] = []
    for _ in range(_TRIES):
        cands = []
        for f in fits:
            c = [t for t in tokens if f(kind[t])]
            rng.shuffle(c)
            cands.append(c)
        out = _matching(cands)
        if whole is None or whole(out):
            break
    return out


def _matching(cands: list[list[int]]) -> list[int]:
    """A token for each place from its candidates, no token twice (Kuhn's augmenting paths)."""
    holder: dict[int, int] = {}  # token -> place

    def augment(i: int, seen: set[int]) -> bool:
        for t in cands[i]:
            if t in seen:
                continue
            seen.add(t)
            j = holder.get(t)
            if j is None or augment(j, seen):
                holder[t] = i
                return True
        return False

    for i in range(len(cands)):
        if not augment(i, set()):
            raise AssertionError("no dealing of the hidden tokens fits what the board shows")
    out = [-1] * len(cands)
    for t, i in holder.items():
        out[i] = t
    return out


def _relabel(s: State, o: int, sigma: dict[int, int]) -> None:
    """Token sigma[t] now stands wherever t stood (its kind and strength are its own)."""
    for name in ("where", "pos", "target", "up", "known", "seq"):
        arr = getattr(s, name)
        old = {t: arr[t] for t in sigma}
        for t, u in sigma.items():
            arr[u] = old[t]
    s.hands[o] = sorted(sigma.get(t, t) for t in s.hands[o])
    s.pools[o] = sorted(sigma.get(t, t) for t in s.pools[o])
    for sl in range(B.N_SLOTS):
        t = s.slot_tok[sl]
        if t in sigma:
            s.slot_tok[sl] = sigma[t]
    for c in s.centre:
        for i, t in enumerate(c):
            if t in sigma:
                c[i] = sigma[t]
    base = o * D.TOKENS_PER_CLAN
    for b in (base + 21, base + 22, base + 25):  # blessings follow the token they sit on
        host = s.pos[b] - ON_TOKEN
        if s.where[b] == BOARD and host in sigma:
            s.pos[b] = ON_TOKEN + sigma[host]
    s.placed_log = [((sigma.get(e >> 12, e >> 12) << 12) | (e & 4095)) for e in s.placed_log]
    steps = []
    for st in s.steps:
        if st[0] == "place_loc" and st[2] in sigma:
            st = (*st[:2], sigma[st[2]], *st[3:])
        elif st[0] == "pick" and st[2] == "discard_or_pool" and st[4] in sigma:
            st = (*st[:4], sigma[st[4]], *st[5:])
        steps.append(st)
    s.steps = steps


# ------------------------------------------------------------------------------------------- the rest


def _objectives(s: State, viewer: int, rng: random.Random) -> None:
    """§16: the others' objectives (kept, or the two dealt before the choice) from those the seat was not dealt."""
    mine = set(s.objectives_dealt[viewer]) | ({s.objective[viewer]} if s.objective[viewer] >= 0 else set())
    pool = [o for o in range(len(D.OBJECTIVES)) if o not in mine]
    rng.shuffle(pool)
    for p in range(s.n):
        if p == viewer:
            continue
        if s.objective[p] >= 0:
            s.objective[p] = pool.pop()
            s.objectives_dealt[p] = [s.objective[p]]
        elif s.objectives_dealt[p]:
            k = len(s.objectives_dealt[p])
            s.objectives_dealt[p] = sorted(pool.pop() for _ in range(k))


def _territory_cards(s: State, viewer: int, rng: random.Random) -> None:
    """§10, §20.20: a card face down on its space, or held by another player in secret, is either of the two cards
    of its territory."""
    secret = s.rules.territory_cards_secret
    for terr in range(B.N_TERR):
        options = _OPTIONS[s.rules.shadowlands_pairing][terr]
        c = s.tspace[terr]
        if c >= 0:
            s.tspace[terr] = options[rng.randrange(2)]
            continue
        for p in range(s.n):
            if p == viewer or not secret:
                continue
            for i, c in enumerate(s.tcards[p]):
                if territory_of_card(s, c) == terr:
                    s.tcards[p][i] = options[rng.randrange(2)]


def _options(pairing: str) -> list[list[int]]:
    out = []
    for terr, tname in enumerate(B.TERRITORIES):
        if B.T_KIND[terr] == "shadowlands":
            out.append(sorted(D.CARD_INDEX[c] for c in D.SHADOWLANDS_PAIRING[pairing][tname]))
        else:
            out.append([i for i, (t2, _n) in enumerate(D.TERRITORY_CARDS) if t2 == tname])
    return out


_OPTIONS = {k: _options(k) for k in D.SHADOWLANDS_PAIRING}


def _initiative(s: State, rng: random.Random) -> None:
    """§13: the clan cards left are known (the clans in the game, less those revealed); the neutral ones left are
    any of those not revealed yet; the order is unknown."""
    clans = sorted(c for c in s.initiative if c in D.CLANS)
    k = len(s.initiative) - len(clans)
    neutral = [c for c in D.NEUTRAL_INITIATIVE if c not in s.initiative_drawn]
    rng.shuffle(neutral)
    deck = clans + neutral[:k]
    rng.shuffle(deck)
    s.initiative = deck
