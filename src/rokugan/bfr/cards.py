"""Territory cards (BfR §10, §11), scout, shugenja and the first player card (§12).

Every card is a short sequence of generic picks (`flow.PICKS`): each pick offers its candidates, and
choosing one carries out that part of the card and pushes the next pick. A card is playable when its
cost can be paid and its first pick has a candidate (a card that would do nothing is not offered).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from typing import Any

from rokugan.core.decision import Option

from . import board as B
from . import data as D
from . import primitives as P
from . import texts as T
from .flow import PICKS, Pick, Step, board_targets, handle, name, next_seat, prov_name, token_text
from .state import State

C = D.CARD_INDEX
Cand = list[tuple[str, str, Any]]


def _provs(s: State, pred: Callable[[int], bool]) -> Cand:
    return [c for c in _PROV_CANDS if pred(c[2])]


_PROV_CANDS = [(B.PROVINCES[q], prov_name(q), q) for q in range(B.N_PROV)]


def _special_target(code: int, non_shadowlands: bool = False, landlocked: bool = False
                    ) -> Callable[[State, Step], Cand]:
    # the provinces the card may ever name, then those that can take the token now (P.can_take_special, §9)
    allowed = [c for c in _PROV_CANDS if not (non_shadowlands and B.SHADOWLANDS[c[2]])
               and not (landlocked and B.COASTAL[c[2]])]

    def cands(s: State, st: Step) -> Cand:
        if s.special_supply[code] <= 0:
            return []
        done = st[4] if len(st) > 4 and st[4] else ()
        special, h = s.special, s.harbor if landlocked else -1
        return [c for c in allowed if special[c[2]] != D.PEACE and special[c[2]] != D.SCORCHED
                and c[2] not in done and c[2] != h]
    return cands


def _play(s: State, p: int, c: int) -> None:
    s.tcards[p].remove(c)
    s.played.append(c)
    if s.logging:
        s.emit(f"{name(s, p)} plays {D.TERRITORY_CARDS[c][1]}.")


def _push(s: State, p: int, tag: str, *data: Any) -> None:
    s.steps.append(("pick", p, tag, *data))


# ------------------------------------------------------------------------------------------- upkeep cards
# A pick step is ("pick", player, tag, card, done_so_far...) ; the helpers below read st[3:].


def _place_specials(tag: str, code: int, count: int, prompt: str, **kw: bool) -> None:
    """Put `count` special tokens of one kind into different provinces (Code of Honor, Ashigaru Levies...)."""
    cands = _special_target(code, **kw)

    def apply(s: State, st: Step, q: Any) -> None:
        p = st[1]
        done = list(st[4]) if len(st) > 4 and st[4] else []
        P.put_special(s, q, code)
        if s.logging:
            s.emit(f"{name(s, p)} puts a {D.SPECIAL_NAMES[code]} token in {prov_name(q)}.")
        done.append(q)
        if len(done) < count:
            _push(s, p, tag, st[3], done)

    PICKS[tag] = Pick(lambda s, st: prompt, cands, apply, kind="province")


_place_specials("feats", D.HARBOR, 1, "Feats of Engineering: put the harbor in a landlocked province", landlocked=True)
_place_specials("code_of_honor", D.HONOR1, 2, "Code of Honor: put a +1 honor token in a non-Shadowlands province",
                non_shadowlands=True)
_place_specials("sacred_ground", D.SHRINE, 1, "Sacred Ground: put the shrine in a province")
_place_specials("bushido", D.HONOR4, 1, "Bushido: put the 4 honor token in a non-Shadowlands province",
                non_shadowlands=True)
_place_specials("honorable_fight", D.BATTLEFIELD, 1, "Honorable Fight: put the battlefield in a province")
_place_specials("aid_of_the_kami", D.DEF2, 1, "Aid of the Kami: put the +2 defense token in a non-Shadowlands "
                "province", non_shadowlands=True)
_place_specials("ashigaru", D.DEF1, 3, "Ashigaru Levies: put a +1 defense token in a non-Shadowlands province",
                non_shadowlands=True)
_place_specials("port", D.HONOR2, 1, "Port of Prosperity: put the +2 honor token in a non-Shadowlands province",
                non_shadowlands=True)


def _own(s: State, st: Step) -> Cand:
    done = set(st[4]) if len(st) > 4 and st[4] else set()
    return _provs(s, lambda q: s.ctrl[q] == st[1] and q not in done)


def _faceup(n: int) -> Callable[[State, Step, Any], None]:
    def apply(s: State, st: Step, q: Any) -> None:
        P.add_control(s, st[1], q, up=n)
        if s.logging:
            s.emit(f"{name(s, st[1])} adds {n} face-up control token(s) to {prov_name(q)}.")
    return apply


PICKS["faceup2"] = Pick(lambda s, st: "Add two face-up control tokens to a province you control", _own, _faceup(2),
                        kind="province")
PICKS["faceup3"] = Pick(lambda s, st: "Add three face-up control tokens to another province you control", _own,
                        _faceup(3), kind="province")


def _diplomatic_apply(s: State, st: Step, q: Any) -> None:
    p = st[1]
    owner = s.ctrl[q]
    P.put_special(s, q, D.PEACE)
    if s.logging:
        s.emit(f"{name(s, p)} puts a peace token in {prov_name(q)}.")
    if owner >= 0 and owner != p:
        _push(s, p, "faceup2", st[3])


PICKS["diplomatic"] = Pick(lambda s, st: "Diplomatic Mission: put a peace token in a province",
                           _special_target(D.PEACE), _diplomatic_apply, kind="province")


def _strength_apply(s: State, st: Step, q: Any) -> None:
    p = st[1]
    done = list(st[4]) if len(st) > 4 and st[4] else []
    P.add_control(s, p, q, up=1)
    if s.logging:
        s.emit(f"{name(s, p)} adds a face-up control token to {prov_name(q)}.")
    done.append(q)
    if len(done) < 2:
        _push(s, p, "strength", st[3], done)


PICKS["strength"] = Pick(lambda s, st: "Strength of Purpose: add a face-up control token to a province you control",
                         _own, _strength_apply, kind="province")


def _bless_apply(s: State, st: Step, q: Any) -> None:
    p = st[1]
    P.remove_special(s, q)
    up = s.rules.bless_the_lands_faceup
    P.add_control(s, p, q, up=up, down=2 - up)
    if s.logging:
        s.emit(f"{name(s, p)} removes the scorched earth from {prov_name(q)} and takes it.")


PICKS["bless_lands"] = Pick(lambda s, st: "Bless the Lands: remove a scorched earth token",
                            lambda s, st: _provs(s, lambda q: s.special[q] == D.SCORCHED), _bless_apply,
                            kind="province")


def _foment_apply(s: State, st: Step, q: Any) -> None:
    p = st[1]
    P.remove_special(s, q)
    if s.logging:
        s.emit(f"{name(s, p)} removes the peace token from {prov_name(q)}.")
    if s.ctrl[q] == p:
        P.add_control(s, p, q, up=2)
        if s.logging:
            s.emit(f"{name(s, p)} adds two face-up control tokens to {prov_name(q)}.")


PICKS["foment"] = Pick(lambda s, st: "Foment Rebellion: remove a peace token",
                       lambda s, st: _provs(s, lambda q: s.special[q] == D.PEACE), _foment_apply, kind="province")


def _spy_apply(s: State, st: Step, v: Any) -> None:
    p, o = st[1], int(v)
    s.spy_locked[o] = True
    hand = ", ".join(token_text(s, t) for t in s.hands[o]) or "nothing"
    if s.logging:
        s.emit(f"{name(s, p)} looks at {name(s, o)}'s hand: {hand}.", (p,),
               f"{name(s, p)} looks at {name(s, o)}'s hand.")
    if s.logging:
        s.emit(f"{name(s, o)} cannot place their bluff this round.")


PICKS["spy"] = Pick(lambda s, st: "Spy Network: choose another player",
                    lambda s, st: [(f"p{o}", name(s, o), o) for o in range(s.n) if o != st[1]], _spy_apply,
                    kind="player")


def _exchange_own_apply(s: State, st: Step, q: Any) -> None:
    _push(s, st[1], "exchange_theirs", st[3], [q])


def _exchange_apply(s: State, st: Step, r: Any) -> None:
    p = st[1]
    q = st[4][0]
    o = s.ctrl[r]
    s.ctrl[q], s.ctrl[r] = o, p
    s.n_up[q], s.n_up[r] = s.n_up[r], s.n_up[q]
    s.n_down[q], s.n_down[r] = s.n_down[r], s.n_down[q]
    if s.logging:
        s.emit(f"{name(s, p)} exchanges {prov_name(q)} for {name(s, o)}'s {prov_name(r)}.")


PICKS["exchange_own"] = Pick(lambda s, st: "Cultural Exchange: choose a province you control", _own,
                             _exchange_own_apply, kind="province")
PICKS["exchange_theirs"] = Pick(lambda s, st: "Cultural Exchange: choose a province an opponent controls",
                                lambda s, st: _provs(s, lambda q: s.ctrl[q] not in (-1, st[1])), _exchange_apply,
                                kind="province")


def _discard_cands(kinds: tuple[int, ...]) -> Callable[[State, Step], Cand]:
    def cands(s: State, st: Step) -> Cand:
        seen: dict[str, tuple[str, str, Any]] = {}
        for t in s.discards[st[1]]:
            if s.kind[t] in kinds:
                key = f"{D.KIND_NAMES[s.kind[t]]}{s.strength[t]}"
                seen.setdefault(key, (key, token_text(s, t), t))
        return list(seen.values())
    return cands


def _take_back(limit: int, kinds: tuple[int, ...]) -> Callable[[State, Step, Any], None]:
    """Promotion / Reinforcements: take tokens from the discard pile into the hand, then give as many up."""
    def apply(s: State, st: Step, t: Any) -> None:
        p = st[1]
        taken = (st[4] if len(st) > 4 and st[4] else 0) + 1
        P.discard_to_hand(s, t)
        if s.logging:
            s.emit(f"{name(s, p)} takes {token_text(s, t)} from the discard pile into the hand.")
        if taken < limit and _discard_cands(kinds)(s, st):
            _push(s, p, st[2], st[3], taken)
        else:
            _push(s, p, "give_up", st[3], taken)
    return apply


PICKS["promotion"] = Pick(lambda s, st: "Promotion: take an army, navy or shinobi from your discard pile",
                          _discard_cands(D.FIGHTERS), _take_back(1, D.FIGHTERS), kind="token")
PICKS["reinforce"] = Pick(lambda s, st: "Reinforcements: take an army from your discard pile",
                          _discard_cands((D.ARMY,)), _take_back(2, (D.ARMY,)), kind="token")


def _hand_cands(s: State, st: Step) -> Cand:
    seen: dict[str, tuple[str, str, Any]] = {}
    for t in s.hands[st[1]]:
        key = f"{D.KIND_NAMES[s.kind[t]]}{s.strength[t]}"
        seen.setdefault(key, (key, token_text(s, t), t))
    return list(seen.values())


def _give_up_apply(s: State, st: Step, t: Any) -> None:
    """Pick a hand token to give up (st[4] = how many remain to give up), then discard or pool."""
    left = st[4]
    if left > 1:
        _push(s, st[1], "give_up", st[3], left - 1)
    _push(s, st[1], "discard_or_pool", st[3], t)


def _give_up_cands(s: State, st: Step) -> Cand:
    """Any hand token but the bluff: it can go neither to the pool nor stay discarded (§2.1, §6.8)."""
    return [c for c in _hand_cands(s, st) if c[0] != "bluff0"]


PICKS["give_up"] = Pick(lambda s, st: f"Choose a token in your hand to give up ({st[4]} left)", _give_up_cands,
                        _give_up_apply, kind="token")


def _dop_apply(s: State, st: Step, v: Any) -> None:
    t = st[4]
    if v == "pool":
        P.to_pool(s, t)
        if s.logging:
            s.emit(f"{name(s, st[1])} returns {token_text(s, t)} to the pool.", (st[1],),
                   f"{name(s, st[1])} returns a token to the pool.")
    else:
        P.discard(s, t)
        if s.logging:
            s.emit(f"{name(s, st[1])} discards {token_text(s, t)}.")


PICKS["discard_or_pool"] = Pick(lambda s, st: f"Discard {token_text(s, st[4])} or put it back into your pool?",
                                lambda s, st: [("discard", "Discard it", "discard"), ("pool", "Back to the pool",
                                                                                        "pool")],
                                _dop_apply, kind="choice")


def _pirate_apply(s: State, st: Step, q: Any) -> None:
    p = st[1]
    had = s.ctrl[q] == p
    P.put_special(s, q, D.SCORCHED)
    if s.logging:
        s.emit(f"{name(s, p)} scorches {prov_name(q)} (Pirate Raids).")
    if had:
        _push(s, p, "faceup3", st[3])


PICKS["pirate"] = Pick(lambda s, st: "Pirate Raids: put a scorched earth token in a province",
                       _special_target(D.SCORCHED), _pirate_apply, kind="province")

# card -> its first pick tag (the card starts by pushing it)
UPKEEP_START: dict[int, str] = {
    C["Feats of Engineering"]: "feats", C["Promotion"]: "promotion", C["Code of Honor"]: "code_of_honor",
    C["Diplomatic Mission"]: "diplomatic", C["Strength of Purpose"]: "strength", C["Sacred Ground"]: "sacred_ground",
    C["Bushido"]: "bushido", C["Honorable Fight"]: "honorable_fight", C["Aid of the Kami"]: "aid_of_the_kami",
    C["Bless the Lands"]: "bless_lands", C["Foment Rebellion"]: "foment", C["Spy Network"]: "spy",
    C["Cultural Exchange"]: "exchange_own", C["Reinforcements"]: "reinforce", C["Bountiful Harvest"]: "faceup2",
    C["Ashigaru Levies"]: "ashigaru", C["Port of Prosperity"]: "port", C["Pirate Raids"]: "pirate",
}


def _first_cands(s: State, p: int, c: int, tag: str) -> Cand:
    return PICKS[tag].candidates(s, ("pick", p, tag, c))


def playable_upkeep(s: State, p: int) -> list[int]:
    out = []
    for c in s.tcards[p]:
        tag = UPKEEP_START.get(c)
        if tag is None:
            continue
        if c == C["Cultural Exchange"] and not any(s.ctrl[q] not in (-1, p) for q in range(B.N_PROV)):
            continue
        if (c == C["Reinforcements"] and s.rules.reinforcements_short == "requires_two"
                and sum(1 for t in s.discards[p] if s.kind[t] == D.ARMY) < 2):
            continue
        if c == C["Reinforcements"] and s.rules.reinforcements_short == "up_to":
            out.append(c)  # up to two: playable even with none (take 0, give up 0)
            continue
        if _first_cands(s, p, c, tag):
            out.append(c)
    return sorted(out)


def start_card(s: State, p: int, c: int) -> None:
    _play(s, p, c)
    tag = UPKEEP_START[c]
    if c == C["Reinforcements"] and not _first_cands(s, p, c, tag):
        if s.logging:
            s.emit(f"{name(s, p)} has no army in the discard pile: nothing to take, nothing to give up.")
        return
    _push(s, p, tag, c)


# ------------------------------------------------------------------------------------------- placement-turn cards


def _cost_cands(s: State, st: Step) -> Cand:
    return _provs(s, lambda q: s.ctrl[q] == st[1] and not B.SHADOWLANDS[q])


def _cost_apply(s: State, st: Step, q: Any) -> None:
    """Shadowlands cost (§10.2): remove one of your control tokens from a non-Shadowlands province."""
    p, c = st[1], st[3]
    P.remove_one_control(s, q)
    if s.logging:
        s.emit(f"{name(s, p)} removes a control token from {prov_name(q)} to pay for {D.TERRITORY_CARDS[c][1]}.")
    _push(s, p, SHADOW_NEXT[c], c)


PICKS["sl_cost"] = Pick(lambda s, st: f"{D.TERRITORY_CARDS[st[3]][1]}: remove one of your control tokens from a "
                        "non-Shadowlands province", _cost_cands, _cost_apply, kind="province")


def _sl_targets(s: State, st: Step) -> Cand:
    p = st[1]
    looked = set(st[4]) if len(st) > 4 and st[4] else set()
    return [c for c in board_targets(s, p, opponents_only=s.rules.purge_dark_targets == "opponents")
            if c[2] not in looked]


def _dark_look(s: State, st: Step, v: Any) -> None:
    p = st[1]
    looked = list(st[4]) if len(st) > 4 and st[4] else []
    if v is not None:
        t = s.by_seq(v)
        s.known[t] |= 1 << p
        looked.append(v)
        if s.logging:
            s.emit(f"{name(s, p)} looks at {handle(s, t)}: {token_text(s, t)}.", (p,),
                   f"{name(s, p)} looks at {handle(s, t)}.")
    if len(looked) < 4 and _sl_targets(s, ("pick", p, "dark_look", st[3], looked)) and (v is not None or not looked):
        _push(s, p, "dark_look", st[3], looked)
    elif looked:
        _push(s, p, "dark_discard", st[3], looked)


def _dark_discard_cands(s: State, st: Step) -> Cand:
    return [(f"s{q}", f"{handle(s, s.by_seq(q))} ({token_text(s, s.by_seq(q))})", q) for q in st[4]
            if s.by_seq(q) >= 0]


def _reveal_discard(s: State, st: Step, v: Any) -> None:
    t = s.by_seq(v)
    if s.logging:
        s.emit(f"{name(s, st[1])} reveals and discards {name(s, s.owner(t))}'s {token_text(s, t)} {handle(s, t)}.")
    P.remove_during_placement(s, t)


PICKS["dark_look"] = Pick(lambda s, st: "Dark Favors: look at a combat token on the board (up to four)", _sl_targets,
                          _dark_look, done="Stop looking")
PICKS["dark_look_first"] = Pick(lambda s, st: "Dark Favors: look at a combat token on the board (up to four)",
                                _sl_targets, _dark_look)
PICKS["dark_discard"] = Pick(lambda s, st: "Dark Favors: reveal and discard one of the tokens you looked at",
                             _dark_discard_cands, _reveal_discard)


def _purge_pay(s: State, st: Step, t: Any) -> None:
    p = st[1]
    if s.logging:
        s.emit(f"{name(s, p)} discards {token_text(s, t)} from the hand to pay for Purge the Weak.")
    P.remove_during_placement(s, t)
    _push(s, p, "purge_target", st[3], [])


def _purge_target(s: State, st: Step, v: Any) -> None:
    done = list(st[4]) + [v]
    _reveal_discard(s, st, v)
    if len(done) < 2:
        _push(s, st[1], "purge_target", st[3], done)


PICKS["purge_pay"] = Pick(lambda s, st: "Purge the Weak: discard a combat token from your hand (your placement)",
                          _hand_cands, _purge_pay, kind="token")
PICKS["purge_target"] = Pick(lambda s, st: "Purge the Weak: choose a combat token on the board to reveal and discard",
                             _sl_targets, _purge_target)


def _animate_cands(s: State, st: Step) -> Cand:
    p = st[1]
    out: Cand = []
    seen = set()
    for t in s.discards[p]:
        key = f"{D.KIND_NAMES[s.kind[t]]}{s.strength[t]}"
        if key in seen:
            continue
        if s.kind[t] == D.BLESSING:
            ok = bool(P.blessing_hosts(s, p, strict=True))
        else:
            ok = P.can_place_somewhere(s, p, s.kind[t], strict=True)
        if ok:
            seen.add(key)
            out.append((key, token_text(s, t), t))
    return out


def _animate_apply(s: State, st: Step, t: Any) -> None:
    s.steps.append(("place_loc", st[1], t, 1))


PICKS["animate"] = Pick(lambda s, st: "Animate the Dead: choose a token from your discard pile to place face up",
                        _animate_cands, _animate_apply, kind="token")


def _fear_cands(s: State, st: Step) -> Cand:
    return _provs(s, lambda q: s.special[q] != D.NONE)


def _fear_apply(s: State, st: Step, q: Any) -> None:
    removed = (st[4] if len(st) > 4 and st[4] else 0)
    if q is None:
        return
    if s.logging:
        s.emit(f"{name(s, st[1])} removes the {D.SPECIAL_NAMES[s.special[q]]} token from {prov_name(q)}.")
    P.remove_special(s, q)
    if removed + 1 < 2 and _fear_cands(s, st):
        _push(s, st[1], "fear", st[3], removed + 1)


PICKS["fear"] = Pick(lambda s, st: "Inspire Fear: remove a special token (up to two)", _fear_cands, _fear_apply,
                     done="Stop", kind="province")

SHADOW_NEXT = {C["Dark Favors"]: "dark_look_first", C["Purge the Weak"]: "purge_pay", C["Animate the Dead"]: "animate",
               C["Inspire Fear"]: "fear"}


def _shadow_playable(s: State, p: int, c: int) -> bool:
    if c == C["Purge the Weak"]:  # cost: a hand token; it replaces the placement (§10.2)
        return len(s.hands[p]) > 1 and bool(_sl_targets(s, ("pick", p, "purge_target", c, [])))
    if not _cost_cands(s, ("pick", p, "sl_cost", c)):
        return False
    return bool(_first_cands(s, p, c, SHADOW_NEXT[c]))


# ------------------------------------------------------------------------------------------- scout / shugenja / fp


def _scout_apply(s: State, st: Step, v: Any) -> None:
    p = st[1]
    t = s.by_seq(v)
    s.scouts[p] -= 1
    s.known[t] |= 1 << p
    if s.logging:
        s.emit(f"{name(s, p)} scouts {handle(s, t)}: {token_text(s, t)}.", (p,), f"{name(s, p)} scouts {handle(s, t)}.")


def _shugenja_apply(s: State, st: Step, v: Any) -> None:
    p = st[1]
    t = s.by_seq(v)
    s.shugenja[p] -= 1
    if s.logging:
        s.emit(f"{name(s, p)}'s shugenja reveals {name(s, s.owner(t))}'s {token_text(s, t)} {handle(s, t)} and "
               "discards it.")
    P.remove_during_placement(s, t)


def _fp_apply(s: State, st: Step, v: Any) -> None:
    p = st[1]
    t = s.by_seq(v)
    s.fp_used = True
    o = s.owner(t)
    if s.logging:
        s.emit(f"{name(s, p)} uses the first player card on {handle(s, t)} ({token_text(s, t)}): back to "
               f"{name(s, o)}'s pool.", (p, o), f"{name(s, p)} uses the first player card on {handle(s, t)}: it goes "
               f"back to {name(s, o)}'s pool.")
    P.to_pool(s, t)


def _scout_cands(s: State, st: Step) -> Cand:
    return board_targets(s, st[1], opponents_only=True, face_down_only=True, exclude_known=True)


PICKS["scout"] = Pick(lambda s, st: "Scout: look at an opponent's face-down token", _scout_cands, _scout_apply)
PICKS["shugenja"] = Pick(lambda s, st: "Shugenja: reveal and discard an opponent's token",
                         lambda s, st: board_targets(s, st[1], opponents_only=True), _shugenja_apply)
PICKS["fpcard"] = Pick(lambda s, st: "First player card: return a token on the board to its owner's pool",
                       lambda s, st: board_targets(s, st[1], opponents_only=False), _fp_apply)


_PLACED = (-1).__ne__
_SCOUT = {"text": T.SCOUT_TEXT}
_SHUGENJA = {"text": T.SHUGENJA_TEXT}
_FPCARD = {"text": T.FIRST_PLAYER_TEXT}


def card_option(c: int) -> Option:
    """"Play <card>", with what the card does in the payload (BfR §10.2; the terminal and browser show it)."""
    return _CARD_OPTIONS[c]


_CARD_OPTIONS = [Option(f"c{c}", f"Play {D.TERRITORY_CARDS[c][1]}", {"card": D.TERRITORY_CARDS[c][1],
                                                                     "text": T.card_text(c)})
                 for c in range(len(D.TERRITORY_CARDS))]


def turn_card_options(s: State, p: int) -> list[Option]:
    """Start-of-turn plays (§5.2 part 1): scouts, shugenja, the first player card, Shadowlands cards."""
    opts: list[Option] = []
    fp = s.fp_holder == p and not s.fp_used
    if s.seq_counter and (s.scouts[p] or s.shugenja[p] or fp):  # targets on the board? (§6.5: never blessed)
        blessed = P.blessed_tokens(s)
        scout = shugenja = anyone = False
        up, known, per = s.up, s.known, D.TOKENS_PER_CLAN
        for t in chain(filter(_PLACED, s.slot_tok), *s.centre):
            if blessed and t in blessed:
                continue
            anyone = True
            if t // per != p:
                shugenja = True
                if not up[t] and not known[t] >> p & 1:
                    scout = True
                    break
        if s.scouts[p] > 0 and scout:
            opts.append(Option("scout", f"Play a scout card ({s.scouts[p]} left)", _SCOUT))
        if s.shugenja[p] > 0 and shugenja:
            opts.append(Option("shugenja", "Play your shugenja card", _SHUGENJA))
        if fp and anyone:
            opts.append(Option("fpcard", "Use the first player card", _FPCARD))
    for c in sorted(s.tcards[p]) if s.tcards[p] else ():
        if c in D.SHADOWLANDS_CARDS and _shadow_playable(s, p, c):
            opts.append(card_option(c))
    return opts


def apply_turn_card(s: State, p: int, opt: Option) -> None:
    if opt.id in ("scout", "shugenja", "fpcard"):
        _push(s, p, opt.id, -1)
        return
    c = int(opt.id[1:])
    _play(s, p, c)
    if c == C["Purge the Weak"]:  # replaces the placement: the turn ends after it
        s.steps[-1] = ("place_turn", next_seat(s, p))
        if s.rules.first_player_card == "first_turn" and s.fp_holder == p:
            s.fp_used = True
        _push(s, p, "purge_pay", c)
        return
    _push(s, p, "sl_cost", c)
