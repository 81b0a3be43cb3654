"""More of the classic CCG's words: Gold payments inside abilities (Invest), created Followers, tokens,
keywords lost, provinces cycled and refilled, and the filters and conditions the starter cards need.
Re-exported by `rokugan.ccg.vocab` (one vocabulary)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import SELF, Cond, May, Ref, Sel, To, Triggered, Word, num, sentence
from rokugan.catalog import cards as T
from rokugan.catalog.cards import CardFacts

from . import primitives as P
from . import stats
from .flow import can_pay, push_payment
from .interp import PLAYER, SUSPEND, Ctx, cond, filt
from .state import DYN_DECK, HAND, PLAY, PROVINCE, State


def _cards(x: Ctx, ref: Word) -> list[int]:
    return [c for c in x.refs(ref) if c < PLAYER]


@dataclass(frozen=True)
class Pay(Word):
    """Pay Gold as part of an effect (Invest): possible only when the player can pay it."""

    amount: int

    def text(self) -> str:
        return f"pay {self.amount} Gold"

    def possible(self, x: Ctx) -> bool:
        return can_pay(x.s, x.seat, self.amount)

    def run(self, x: Ctx) -> Any:
        if not can_pay(x.s, x.seat, self.amount):
            return False
        push_payment(x.s, x.seat, self.amount)
        return SUSPEND


def invest(gold: int, *steps: Word, words: str = "") -> Triggered:
    """ "Invest N Gold: effect" (TF "Invest"): after this card enters play, its controller may pay the
    Invest cost to get the effect, once. CR "Invest": "a player may permanently increase the card's Gold Cost by the
    additional cost in its Invest trait, once, to get an additional effect after it enters play"."""
    from rokugan.ability.words import steps_text

    from .vocab_effects import Give
    text = words or f"Invest {gold} Gold: {steps_text(steps)}"
    from rokugan.ability.words import SELF as this_card
    raise_cost = Give(this_card, gold, "gold_cost", "permanent", words=f"its Gold Cost is permanently {gold} higher")
    return Triggered(Cond("entered_play", ("self",)), (May((To((Pay(gold), raise_cost), tuple(steps)),),
                                                           words=f"you may pay {gold} Gold to Invest"),),
                     words=text)


def token_follower(force: int, keywords: tuple[str, ...] = ()) -> CardFacts:
    name = " • ".join(keywords) if keywords else "Follower"
    title = f"{force}F {name} (created)"
    cid = "created-" + title.lower().replace(" ", "-").replace("•", "").replace("(", "").replace(")", "")
    return CardFacts(id=cid.replace("--", "-"), title=title, type=T.FOLLOWER, deck="fate", keywords=keywords,
                     force=force, gold_cost=0, focus=0, base_title=title)


@dataclass(frozen=True)
class CreateFollower(Word):
    """Create Follower cards and attach them (CR "Created cards"): they are cards in play like others."""

    ref: Word
    force: int
    count: int = 1
    keywords: tuple[str, ...] = ()
    count_if: Cond | None = None  # a larger count when this holds ("or three if the target is a Commander")
    more: int = 0
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        kw = " • ".join(self.keywords)
        return f"create {'a' if self.count == 1 else self.count} {self.force}F {kw + ' ' if kw else ''}" \
            f"Follower{'s' if self.count > 1 else ''} and attach {'it' if self.count == 1 else 'them'} to " \
            f"{self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        s = x.s
        n = self.count + (self.more if self.count_if is not None and x.check(self.count_if) else 0)
        done = False
        for c in _cards(x, self.ref):
            if s.zone[c] != PLAY or s.facts[c].type != T.PERSONALITY:
                continue
            for _ in range(n):
                f = s.new_card(token_follower(self.force, self.keywords), s.controller[c], PLAY)
                s.face_up[f] = True
                P.attach(s, f, c)
                s.say(f"{s.title(f)} is created and attached to {s.title(c)}.")
                done = True
        return done


@dataclass(frozen=True)
class RemoveTokens(Word):
    ref: Word
    name: str

    def text(self) -> str:
        return f"remove the {self.name} token"

    def run(self, x: Ctx) -> bool:
        cards = set(_cards(x, self.ref))
        before = len(x.s.modifiers)
        x.s.modifiers = [m for m in x.s.modifiers if not (m[0] in cards and m[3] == f"token:{self.name}")]
        return len(x.s.modifiers) < before


@dataclass(frozen=True)
class LoseKeyword(Word):
    ref: Word
    keyword: str
    duration: str = "turn"

    def text(self) -> str:
        return f"{self.ref.text()} loses {self.keyword}"

    def run(self, x: Ctx) -> bool:
        for c in _cards(x, self.ref):
            x.s.granted.append((c, "-" + self.keyword.lower(), self.duration))
        return True


@dataclass(frozen=True)
class CycleCards(Word):
    """Put one or more face-up cards in your Provinces at the bottom of your deck, refill, then turn all
    cards in your Provinces face up (the Cycle procedure, CR "Cycle")."""

    def text(self) -> str:
        return "put one or more face-up cards in your Provinces at the bottom of your deck (and refill the " \
            "Provinces). Turn all cards in your Provinces face-up"

    def possible(self, x: Ctx) -> bool:
        from .flow import cards_in_provinces
        return bool(cards_in_provinces(x.s, x.seat))

    good_faith = possible

    def run(self, x: Ctx) -> Any:
        if not self.possible(x):
            return False
        x.s.stack.append(("cycle", x.seat, ()))
        return SUSPEND


@dataclass(frozen=True)
class RefillWith(Word):
    """Refill the Province a discarded card left with a target card (from a discard pile)."""

    ref: Word

    def text(self) -> str:
        return f"refill the Province with {self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        s = x.s
        i = int(x.get("province", -1))
        got = _cards(x, self.ref)
        p = s.players[x.seat]
        if i < 0 or not got or not p.province_alive[i] or p.provinces[i]:
            return False
        c = got[0]
        for lst in (p.dyn_discard, p.fate_discard, p.dyn_deck):
            if c in lst:
                lst.remove(c)
        s.zone[c] = PROVINCE
        s.face_up[c] = True
        s.dead[c] = False
        p.provinces[i].append(c)
        s.say(f"{p.name} refills province {i + 1} with {s.title(c)}.")
        return True


@dataclass(frozen=True)
class DiscardFromProvince(Word):
    """Discard a chosen face-up card from one of your Provinces without refilling it (yet)."""

    ref: Word

    def text(self) -> str:
        return "discard a face-up card from one of your Provinces"

    def run(self, x: Ctx) -> bool:
        got = _cards(x, self.ref)
        if not got or x.s.zone[got[0]] != PROVINCE:
            return False
        x.set("province", P.province_of_card(x.s, got[0]))
        P.discard_from_province(x.s, got[0], refill_after=False)
        return True


@filt("assigned_here")
def _f_assigned_here(x: Ctx, c: int, arg: Any) -> bool:
    b = x.s.battle
    return b is not None and b.get("assigned", {}).get(str(c)) == b["current"]


@filt("no_token")
def _f_no_token(x: Ctx, c: int, arg: Any) -> bool:
    return not any(m[0] == c and m[3] == f"token:{arg}" for m in x.s.modifiers)


@filt("face_up")
def _f_face_up(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.face_up[c]


@filt("printed_force_ge")
def _f_printed_force_ge(x: Ctx, c: int, arg: Any) -> bool:
    return stats.printed(x.s, c, "force") >= int(arg)


@cond("has_attachment_keyword")
def _c_has_att_kw(x: Ctx, ref: Ref, word: str) -> bool:
    got = _cards(x, ref)
    return bool(got) and any(all(P.kw(x.s, a, w) for w in word.split()) for a in x.s.attached[got[0]])


@cond("any")
def _c_any(x: Ctx, *conds: Cond) -> bool:
    return any(x.check(c) for c in conds)


@cond("printed_ge")
def _c_printed_ge(x: Ctx, ref: Ref, stat: str, n: int) -> bool:
    got = _cards(x, ref)
    return bool(got) and stats.printed(x.s, got[0], stat) >= n


def in_hand(s: State, c: int) -> bool:
    return s.zone[c] == HAND


__all__ = ["CreateFollower", "CycleCards", "DiscardFromProvince", "LoseKeyword", "Pay", "RefillWith", "RemoveTokens",
           "invest", "token_follower"]
del SELF, num, sentence


@dataclass(frozen=True)
class AttachCard(Word):
    """Attach a card (from hand, the discard pile or the focus area) to a Personality, ignoring costs; this is
    not Equipping (CR "Equip": effects that merely attach a card do not invoke the Equip procedure)."""

    card: Word
    to: Word
    words: str = ""

    def text(self) -> str:
        return self.words or f"attach {self.card.text()} to {self.to.text()}, ignoring costs"

    def run(self, x: Ctx) -> bool:
        s = x.s
        cards, people = _cards(x, self.card), _cards(x, self.to)
        if not cards or not people or s.zone[people[0]] != PLAY:
            return False
        c, who = cards[0], people[0]
        if s.zone[c] == PLAY or not P.can_attach(s, c, who):
            return False
        owner = s.players[s.owner[c]]
        for lst in (owner.hand, owner.fate_discard, owner.dyn_discard):
            if c in lst:
                lst.remove(c)
        P.attach(s, c, who)
        s.say(f"{s.title(c)} is attached to {s.title(who)}.")
        return True


def _dynasty_card_to_deck(s: State, c: int) -> None:
    """CR "Hand": "If a Dynasty card is about to enter the hand, it instead goes to the top of its owner's Dynasty
    deck" (out of play and face down: CR "Card Memory Rule"). From a discard pile, its deck or the resolution area
    (the places `ToHand` takes cards from); it did not enter the hand, so the effect is not done."""
    p = s.players[s.owner[c]]
    if s.zone[c] != 9 and c not in p.dyn_discard and c not in p.dyn_deck:
        return
    for lst in (p.dyn_discard, p.dyn_deck):
        if c in lst:
            lst.remove(c)
    s.zone[c] = DYN_DECK
    s.face_up[c] = False
    s.dead[c] = s.dishonored[c] = False  # a card in a deck is neither dead nor dishonorable (CR "Dead")
    P.forget(s, c)
    p.dyn_deck.insert(0, c)
    s.say(f"{s.title(c)} is a Dynasty card: it goes to the top of {p.name}'s Dynasty deck instead of the hand.")


@dataclass(frozen=True)
class ToHand(Word):
    ref: Word
    words: str = ""

    def text(self) -> str:
        return self.words or f"put {self.ref.text()} into your hand"

    def run(self, x: Ctx) -> bool:
        s = x.s
        done = False
        for c in _cards(x, self.ref):
            p = s.players[s.owner[c]]
            if s.facts[c].deck != "fate":
                _dynasty_card_to_deck(s, c)
                continue
            found = s.zone[c] == 9  # set aside by a search (the resolution area)
            for lst in (p.fate_discard, p.fate_deck):
                if c in lst:
                    lst.remove(c)
                    found = True
            if found:
                s.zone[c] = HAND
                s.face_up[c] = False
                p.hand.append(c)
                P.forget(s, c)  # CR "Card Memory Rule" ("including returning to the hand")
                s.say(f"{p.name} puts {s.title(c)} into hand.")
                done = True
        return done


def weapon_item(force: int) -> CardFacts:
    title = f"{force:+d}F Weapon (created)"
    return CardFacts(id=f"created-weapon-{force}", title=title, type=T.ITEM, deck="fate", keywords=("Weapon",),
                     force=force, chi=0, gold_cost=0, focus=0, base_title=title)


@dataclass(frozen=True)
class CreateWeapon(Word):
    """Create a Weapon Item with a Force modifier and attach it (CR "Created cards")."""

    ref: Word
    force: Any  # Value
    words: str = ""

    def text(self) -> str:
        return self.words or f"create a Weapon Item with a Force Modifier equal to {self.force.text()} and attach " \
            f"it to {self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.zone[got[0]] != PLAY:
            return False
        item = s.new_card(weapon_item(x.val(self.force)), s.controller[got[0]], PLAY)
        s.face_up[item] = True
        if not P.can_attach(s, item, got[0]):
            s.zone[item] = 7  # REMOVED: it cannot attach, so it never enters play
            s.players[s.owner[item]].removed.append(item)
            return False
        P.attach(s, item, got[0])
        s.say(f"{s.title(item)} is created and attached to {s.title(got[0])}.")
        return True


@dataclass(frozen=True)
class SearchDeck(Word):
    """Search your Fate deck for a card the selector allows, then do the steps with it (slot "found"); the
    deck is reshuffled after the search (CR "Search"). The player may have the search fail."""

    selector: Sel
    words: str
    deck: str = "fate"

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> Any:
        from .interp import action_index, select
        p = x.s.players[x.seat]
        pile = p.fate_deck if self.deck == "fate" else p.dyn_deck
        cands = tuple(c for c in select(x, self.selector) if c in pile)
        x.s.stack.append(("ab_search", action_index(x), cands, self.deck))
        return SUSPEND


__all__ += ["AttachCard", "CreateWeapon", "SearchDeck", "ToHand", "weapon_item"]
