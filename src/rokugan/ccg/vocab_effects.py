"""The classic CCG's effect words: bowing, moving, giving, tokens, Honor, cards, Gold, provinces, additional
actions, changes to the action being interrupted, delayed effects, Rings and Focus Effects.
Part of one vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    SELF,
    Compound,
    Cond,
    May,
    Num,
    Ref,
    Sel,
    Target,
    Triggered,
    Value,
    Word,
    num,
    sel,
    signed,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, PROVINCE_KEY, SUSPEND, Ctx, ability_of, cond, filt, select, source_name
from .state import HAND, HOME, PLAY, PROVINCE, State
from .triggered import emit
from .usability import interrupted
from .vocab import (  # the shared helpers of the vocabulary
    Neg,
    _trigger_card,
    attacking,
    current_bf,
    defending,
    kw,
    opposed,
    unit_cards,
)


# ------------------------------------------------------------------------------ effect words
class Effect(Word):
    """An effect that runs (a leaf of an ability)."""

    def run(self, x: Ctx) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError


def _cards(x: Ctx, ref: Word) -> list[int]:
    return [c for c in x.refs(ref) if c < PLAYER]


def _unit_or_card(x: Ctx, ref: Word, unit: bool) -> list[int]:
    out: list[int] = []
    for c in _cards(x, ref):
        out.extend(unit_cards(x.s, c) if unit else [c])
    return out


def _name(r: Word) -> str:
    return r.text()


def _his(r: Word) -> str:
    t = r.text()
    return {"him": "his", "it": "its", "this card": "this card's", "this Personality": "this Personality's"}.get(
        t, t + "'s")


@dataclass(frozen=True)
class Bow(Effect):
    ref: Word = SELF
    unit: bool = False

    def text(self) -> str:
        return f"bow {_his(self.ref) + ' unit' if self.unit else _name(self.ref)}"

    @property
    def cost_words(self) -> str:
        return "bow" if self.ref == SELF and not self.unit else ""

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _unit_or_card(x, self.ref, self.unit):
            if P.bow(x.s, c):
                done = True
                x.s.say(f"{x.s.title(c)} bows.")
        return done


@dataclass(frozen=True)
class Straighten(Effect):
    ref: Word = SELF
    unit: bool = False

    def text(self) -> str:
        return f"straighten {_his(self.ref) + ' unit' if self.unit else _name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _unit_or_card(x, self.ref, self.unit):
            if P.straighten(x.s, c):
                done = True
                x.s.say(f"{x.s.title(c)} straightens.")
        return done


def _may_move(x: Ctx) -> bool:
    act = x.a
    return "no_move" not in act["flags"]


@dataclass(frozen=True)
class MoveHome(Effect):
    ref: Word = SELF

    def text(self) -> str:
        who = _name(self.ref)
        return f"move home {who}" if " " in who else f"move {who} home"  # "Move home a target Personality"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.facts[c].type != T.PERSONALITY or not _may_move(x):
                continue
            if P.move(x.s, c, HOME):
                done = True
                x.s.say(f"{x.s.title(c)} moves home.")
                x.s.memo[f"moved:{c}"] = x.s.turn
                emit(x.s, "moved", c, x.seat, rtype=str(x.a.get("rtype", "")))
        return done


@dataclass(frozen=True)
class MoveHere(Effect):
    """Move a unit to the current battlefield, into its controller's side (CR "Move")."""

    ref: Word = SELF

    def text(self) -> str:
        return f"move {_name(self.ref)} to the current battlefield"

    def run(self, x: Ctx) -> bool:
        bf = current_bf(x.s)
        done = False
        for c in _cards(x, self.ref):
            if bf < 0 or x.s.facts[c].type != T.PERSONALITY or not _may_move(x):
                continue
            if x.s.battle is not None and c in x.s.battle["been_attacking"]:
                continue  # CR "No Second Battle Rule"
            if P.move(x.s, c, bf):
                done = True
                x.s.say(f"{x.s.title(c)} moves to the battlefield.")
                x.s.memo[f"moved:{c}"] = x.s.turn
                x.s.memo[f"moved_in:{x.seat}"] = next((k for k, a in enumerate(x.s.actions) if a is x.a), -1)
                emit(x.s, "moved", c, x.seat, rtype=str(x.a.get("rtype", "")))
                if x.s.battle is not None and c not in x.s.battle.get("moved_in", []):
                    x.s.battle["moved_in"] = [*x.s.battle.get("moved_in", []), c]
        return done


@dataclass(frozen=True)
class Destroy(Effect):
    """Destroy cards; remembers `Var("destroyed")`, how many of them this effect destroyed ("Gain 1 Honor for
    each card destroyed": cards the rules destroy as a result, such as a dead Personality's attachments, do not
    count, and a prevented destruction counts nothing: CR "For each", example)."""

    ref: Word = SELF

    def text(self) -> str:
        return f"destroy {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        from . import rule_triggers
        n = 0
        own_point = rule_triggers.open_point(x.s)  # the cards one effect destroys are destroyed simultaneously
        for c in _cards(x, self.ref):
            terrain = kw(x.s, c, "Terrain")
            loc = x.s.location[c]
            if x.s.zone[c] == PLAY and P.destroy(x.s, c):
                n += 1
                if terrain:  # Ring of Water's condition: "destroyed a Terrain" in this battle
                    x.s.memo[f"destroyed_terrain:{x.seat}:{loc}"] = 1
        if own_point:
            rule_triggers.close_point(x.s)  # CR "Timing Conflicts" C
        x.set("destroyed", int(x.get("destroyed", 0)) + n)
        return n > 0


@dataclass(frozen=True)
class Dishonor(Effect):
    ref: Word = SELF

    def text(self) -> str:
        return f"dishonor {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = any([P.dishonor(x.s, c) for c in _cards(x, self.ref)])
        if done:
            x.set("became_dishonorable", 1)
        return done


@dataclass(frozen=True)
class Rehonor(Effect):
    ref: Word = SELF

    def text(self) -> str:
        return f"rehonor {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        return any([P.rehonor(x.s, c) for c in _cards(x, self.ref)])


@dataclass(frozen=True)
class Give(Effect):
    """An ongoing stat change (CR "Bonuses and penalties"): "give him +3F" lasts until the end of the turn
    unless a duration is given ("battle", "phase", "permanent")."""

    ref: Word
    amount: Value | int
    stat: str = "force"
    duration: str = "turn"
    words: str = ""
    while_: str = ""  # "attacking", "defending", "opposed": the bonus applies only while that holds

    def text(self) -> str:
        if self.words:
            return self.words
        if self.while_:
            n = self.amount if isinstance(self.amount, int) else getattr(self.amount, "n", 0)
            return f"{_name(self.ref)} has {signed(n)}F while {self.while_}" + (
                " this turn" if self.duration == "turn" else "")
        a = self.amount
        unit = {"force": "F", "chi": "C", "personal_honor": "PH", "gold_production": "GP"}.get(self.stat,
                                                                                             self.stat)
        if isinstance(a, (int, Num)):
            n = a if isinstance(a, int) else a.n
            s = f"give {_name(self.ref)} {signed(n)}{unit}"
        else:
            kind = "penalty" if isinstance(a, Neg) else "bonus"
            statn = {"force": "Force", "chi": "Chi"}.get(self.stat, self.stat)
            s = f"give {_name(self.ref)} a {statn} {kind} equal to {a.text()}"
        if self.duration == "permanent":
            s = "permanently " + s
        return s

    def run(self, x: Ctx) -> bool:
        n = x.val(self.amount)
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] != PLAY:
                continue
            give(x.s, c, self.stat, n, self.duration, self.while_)
            same_source(x)
            done = True
            x.s.say(f"{x.s.title(c)} gets {signed(n)} {self.stat.replace('_', ' ')}.")
        return done


def same_source(x: Ctx) -> None:
    """CR "Source": the bonuses one use of an ability (or one triggering of a trait) gives are from one source. The
    modifier just given gets a sixth item, a number shared by the other bonuses of the same use, once the use has
    given a second one (a bonus without it is a source of its own); the number is new among the bonuses in play."""
    s = x.s
    last = s.modifiers[-1]
    first = x.a["vars"].get("bonus_first")
    if first is None:
        x.a["vars"]["bonus_first"] = list(last)
        return
    tag = x.a["vars"].get("bonus_source")
    if tag is None:
        tag = 1 + max((int(m[5]) for m in s.modifiers if len(m) > 5), default=0)
        x.a["vars"]["bonus_source"] = tag
        old = tuple(first)
        for k in range(len(s.modifiers) - 2, -1, -1):
            if s.modifiers[k] == old:
                s.modifiers[k] = (*old, tag)
                break
    s.modifiers[-1] = (*last[:5], tag)


def give(s: State, c: int, stat: str, n: int, duration: str = "turn", while_: str = "") -> None:
    """An ongoing bonus or penalty (CR "Bonuses and penalties"), optionally only while a condition holds.
    A card with the "bonus_boost" rule (Hida Saiyuki) gets 1 more from each Force bonus it receives."""
    if stat == "force" and n > 0:
        from .statics import has_rule
        if has_rule(s, c, "bonus_boost"):
            n += 1
    s.modifiers.append((c, stat, n, duration, f"bonus@{while_}" if while_ else "bonus"))


stats.WHILE.update({"attacking": attacking, "defending": defending, "opposed": opposed})


@dataclass(frozen=True)
class GiveAll(Effect):
    """A generic ongoing stat change to every card of a group, in play now or entering play while it lasts
    (CR "Ongoing": a card does not "forget" generic effects): "All non-Unique Holdings produce 1 less Gold
    (this turn)". `group` names a predicate in `stats.GROUPS`."""

    group: str
    amount: int
    stat: str
    words: str
    duration: str = "turn"

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        x.s.modifiers.append((stats.EVERY, self.stat, self.amount, self.duration, f"all@{self.group}"))
        x.s.say(f"{self.words[0].upper()}{self.words[1:]}.")
        return True


stats.GROUPS.update({
    "non_unique_holdings": lambda s, c: s.facts[c].type == T.HOLDING and not s.facts[c].has_keyword("Unique"),
})


@dataclass(frozen=True)
class Tokens(Effect):
    """Tokens are physically marked: they stay until the card leaves play (CR "Tokens")."""

    ref: Word
    force: int = 0
    chi: int = 0
    count: int = 1
    name: str = ""

    def text(self) -> str:
        parts = []
        if self.force:
            parts.append(f"{signed(self.force)}F")
        if self.chi:
            parts.append(f"{signed(self.chi)}C")
        tok = "/".join(parts) + (f" {self.name}" if self.name else "")
        qty = {1: "a", 2: "two", 3: "three"}.get(self.count, str(self.count))
        return f"give {_name(self.ref)} {qty} {tok} token{'s' if self.count > 1 else ''}"

    def run(self, x: Ctx) -> bool:
        done = False
        kind = f"token:{self.name or 'token'}"  # tokens stay until removed or the card leaves play
        for c in _cards(x, self.ref):
            if x.s.zone[c] != PLAY:
                continue
            for _ in range(self.count):
                if self.force:
                    x.s.modifiers.append((c, "force", self.force, kind, "bonus"))
                if self.chi:
                    x.s.modifiers.append((c, "chi", self.chi, kind, "bonus"))
            done = True
            x.s.say(f"{x.s.title(c)} gets {self.count} token(s).")
        return done


@dataclass(frozen=True)
class GrantKeyword(Effect):
    ref: Word
    keyword: str
    duration: str = "turn"

    def text(self) -> str:
        return f"{'permanently ' if self.duration == 'permanent' else ''}give {_name(self.ref)} {self.keyword}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in x.refs(self.ref):  # cards, or a player ("your Ranged Attacks during this battle")
            x.s.granted.append((c, self.keyword, self.duration))
            done = True
        return done


@dataclass(frozen=True)
class GrantAbility(Effect):
    """Give a card (or you) an ability by key (rokugan.ccg.interp.GRANTED)."""

    ref: Word
    key: str
    duration: str = "turn"

    def text(self) -> str:
        from .interp import GRANTED
        return f"{'permanently ' if self.duration == 'permanent' else ''}give {_name(self.ref)} the ability, " \
            f"\u201c{GRANTED[self.key].text()}\u201d"

    def run(self, x: Ctx) -> bool:
        for c in x.refs(self.ref):
            x.s.granted.append((c, "ability:" + self.key, self.duration))
        return True


@dataclass(frozen=True)
class Disable(Effect):
    ref: Word
    duration: str = "turn"

    def text(self) -> str:
        return f"{_his(self.ref)} abilities may not be used"

    def run(self, x: Ctx) -> bool:
        for c in _cards(x, self.ref):
            x.s.granted.append((c, "disabled", self.duration))
        return True


def _player(x: Ctx, who: str) -> int:
    return x.player_of(who)


def _who(who: str) -> str:
    return {"you": "", "opponent": "your opponent", "t0": "the target player", "t1": "the target player",
            "event_controller": "his controller", "event_seat": "he"}.get(who, who)


@dataclass(frozen=True)
class GainHonor(Effect):
    n: Value | int
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' gains' if w else 'gain'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        return gain_or_rehonor(x, seat, n)


def gain_or_rehonor(x: Ctx, seat: int, n: int) -> bool:
    """CR "Rehonoring": "Before a player gains one or more points of Honor from an action or trait that targeted or
    came from one or more of his or her dishonorable Personalities. If rehonoring the Personalities is not one of
    that action or trait's effects, the dishonorable Personalities' rehonoring is substituted for the Honor gain";
    likewise "Before a player gains Honor from attaching a card to one of his or her dishonorable Personalities".
    An action on an Item or Spell comes from (is performed by) its Personality (interp.performer)."""
    s = x.s
    if P.honor_prevented(s, seat):
        return False  # "preventing the Honor gain also prevents its substituted rehonoring" (CR "Rehonoring")
    them = [c for c in dishonorable_sources(x) if s.controller[c] == seat]
    if them and not _rehonors(ability_of(x.a)):
        for c in them:
            if not P.rehonor(s, c):
                s.say(f"{s.title(c)} is not rehonored; the Honor is not gained.")
        return True
    return P.gain_honor(s, seat, n, f"({source_name(s, x.src)})")


def dishonorable_sources(x: Ctx) -> list[int]:
    """The Personalities the action or trait resolving targeted or came from while dishonorable, each read when that
    targeting, origin or performing was established (CR "References to other points in time"). A delayed effect
    (kind "d") carries those of the action or trait that created it (interp.delay), never re-read when it applies."""
    s = x.s
    a = x.a
    out = [*a["vars"].get("dis_origin", ()), *a["vars"].get("dis_targets", ())]
    if a["kind"] == "t" and x.src < PLAYER:  # a trait comes from its card, checked as it triggers
        src = x.src
        if s.facts[src].type == T.PERSONALITY and s.dishonored[src]:
            out.append(src)
        host = s.attached_to[src]
        if host >= 0 and x.get("event_card", -1) == src and s.dishonored[host]:
            out.append(host)  # "After you Equip this Item, gain 2 Honor": a gain from attaching it to him
    return [c for c in dict.fromkeys(out) if c < PLAYER]


def _rehonors(w: Any) -> bool:
    """Is rehonoring one of the ability's effects?"""
    if isinstance(w, Rehonor):
        return True
    parts = [getattr(w, "steps", ()) or (), *(getattr(w, "branches", ()) or ())]
    return any(_rehonors(sub) for part in parts for sub in part)


@dataclass(frozen=True)
class LoseHonor(Effect):
    """ "lose 2 Honor"; `who` names one player ("you", "opponent", a target slot) or is a player selector
    ("Each player with 21 or more Family Honor loses 5 Honor": each selected player, in turn order from the active
    player: CR "Turn order")."""

    n: Value | int
    who: str | Word = "you"

    def text(self) -> str:
        if isinstance(self.who, Word):
            return f"each {self.who.phrase(article=False)} loses {num(self.n).text()} Honor"  # type: ignore[attr-defined]
        w = _who(self.who)
        return f"{w + ' loses' if w else 'lose'} {num(self.n).text()} Honor"

    def run(self, x: Ctx) -> bool:
        if isinstance(self.who, Word):
            n = len(x.s.players)
            # CR "Turn order": "If no order or starting player is specified for a sequence of occurrences affecting
            # different players, they are carried out in turn order, starting with the active player."
            seats = sorted((c - PLAYER for c in x.refs(self.who) if c >= PLAYER), key=lambda q: (q - x.s.active) % n)
            done = False
            for seat in seats:  # each one separately (CR "Effects": independent effects)
                done = self._lose(x, seat) or done
            return done
        return self._lose(x, _player(x, self.who))

    def _lose(self, x: Ctx, seat: int) -> bool:
        n = honor_amount(x, x.val(self.n))
        if seat < 0 or n <= 0:
            return False
        # CR "Honor Requirement": Honor lost to your own cards does not let you ignore Honor Requirements.
        own = x.s.owner[x.src] == seat if x.src < PLAYER else x.seat == seat
        if own and x.src < PLAYER:
            from .vocab_ee2 import own_loss_waived
            if own_loss_waived(x.s, seat, x.src):
                return False  # Keep of the Dead: no loss from one's own cards of a clan or Fate cards
        if own:
            n += own_card_loss_increase(x.s, seat)
            from .statics import has_rule
            if has_rule(x.s, PLAYER + seat, "reduce_own_losses"):
                n = max(1, n - 1)  # "Reduce your Honor losses from your cards by 1, to a minimum of 1"
        if not P.lose_honor(x.s, seat, n, f"({source_name(x.s, x.src)})", by_own_card=own):
            return False  # prevented, or substituted (CR "Substitution")
        from .vocab_ee1 import note_honor_lost_to_action
        note_honor_lost_to_action(x, seat)  # EE "Revenge" conditions (Rugashi Bazaar)
        return True


def own_card_loss_increase(s: State, seat: int) -> int:
    """Nexus of Lies: before another, non-Spider Clan player loses Honor from a card he owns, increase the
    loss by half his Starting Family Honor, rounded down (the LossIncrease trait)."""
    from .statics import LossIncrease, _sources
    total = 0
    for src, traits in _sources(s, LossIncrease):
        for t in traits:
            e = t.effect
            if isinstance(e, LossIncrease) and s.controller[src] != seat and s.players[seat].clan != e.except_clan:
                p = s.players[seat]
                start = (s.facts[p.stronghold].starting_honor or 0) + (
                    (s.facts[p.sensei].starting_honor or 0) if p.sensei >= 0 else 0)
                total += start // 2
    return total


def honor_amount(x: Ctx, n: int) -> int:
    """Interrupts that reduce the action's Honor gains or losses (Deeds and Words); the next gain or loss
    from your cards increased (Court Scribe); gains from a Holding's abilities increased (Exquisite Palace)."""
    act = x.a
    if "honor_zero" in act["flags"]:
        act["flags"] = tuple(f for f in act["flags"] if f != "honor_zero")
        return 0
    s = x.s
    owner = s.owner[x.src] if x.src < PLAYER else x.seat
    key = f"honor_plus_next:{owner}"
    if s.memo.get(key):
        del s.memo[key]
        n += 1
    if x.src < PLAYER and any(g[0] == x.src and g[1] == "honor_plus" for g in s.granted):
        n += 1
    return n


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1
    who: str = "you"

    def text(self) -> str:
        w = _who(self.who)
        return f"{w + ' draws' if w else 'draw'} {'a card' if self.n == 1 else f'{self.n} cards'}"

    def run(self, x: Ctx) -> bool:
        seat = _player(x, self.who)
        return P.draw_fate(x.s, seat, self.n) > 0


@dataclass(frozen=True)
class TakeFavor(Effect):
    def text(self) -> str:
        return "take the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        P.take_favor(x.s, x.seat)
        return True


@dataclass(frozen=True)
class DiscardFavor(Effect):
    def text(self) -> str:
        return "discard the Imperial Favor"

    def run(self, x: Ctx) -> bool:
        if x.s.favor != x.seat:
            return False
        P.discard_favor(x.s)
        return True

    def possible(self, x: Ctx) -> bool:
        return x.s.favor == x.seat

    def good_faith(self, x: Ctx) -> bool:
        return x.s.favor == x.seat  # CR "Good Faith": Favor actions require the Imperial Favor


@dataclass(frozen=True)
class DiscardCards(Effect):
    """Discard the chosen cards (from hand or a Province); the first one's Focus Value is remembered."""

    ref: Word

    def text(self) -> str:
        return f"discard {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        done = False
        for c in _cards(x, self.ref):
            if x.s.zone[c] == HAND:
                x.set("discarded_focus", stats.stat(x.s, c, "focus"))
                P.discard_from_hand(x.s, c)
                done = True
            elif x.s.zone[c] == 3:  # PROVINCE
                P.discard_from_province(x.s, c)
                done = True
        return done


def discard_a_card(selector: Sel | None = None, slot_name: str = "discard", words: str = "discard a card",
                   chooser: str = "you") -> Word:
    """ "Discard a card" (a choice, not targeting): choose a card in hand, then discard it."""
    return _Discard(selector or sel("card", controller="you", zone="hand"), slot_name, words, chooser)


@dataclass(frozen=True)
class ChooseCard(Target):
    """A choice that is not targeting (CR "Targeting": the word "target" must appear)."""

    targeting: bool = False
    distinct: bool = False


@dataclass(frozen=True)
class _Discard(Compound):
    selector: Sel
    slot_name: str
    words: str
    chooser: str = "you"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return ((ChooseCard(self.selector, self.slot_name, words=self.words, chooser=self.chooser),
                 DiscardCards(Ref(self.slot_name, "it", "it"))),)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.branches[0]) + x.a["queue"]

    def good_faith(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))

    def possible(self, x: Ctx) -> bool:
        return bool(select(x, self.selector))


Target.distinct = True  # type: ignore[attr-defined]  # CR "Targeting": the same target cannot be chosen twice
Target.targeting = True  # type: ignore[attr-defined]


@dataclass(frozen=True)
class ProduceGold(Effect):
    n: int

    def text(self) -> str:
        return f"produce {self.n} Gold"

    def run(self, x: Ctx) -> bool:
        x.s.players[x.seat].gold_pool += self.n
        return True


@dataclass(frozen=True)
class ProvinceStrength(Effect):
    """ "Give this Province +2 strength": the province of the current battlefield."""

    amount: Value | int
    duration: str = "turn"
    any_province: bool = False  # "Give a Province ..." (chosen) rather than "this Province"

    def text(self) -> str:
        a = self.amount
        n = a if isinstance(a, int) else (a.n if isinstance(a, Num) else None)
        if self.any_province:
            return f"give a Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]
        return f"give this Province {signed(n) if n is not None else '+' + a.text()} strength"  # type: ignore[union-attr]

    def run(self, x: Ctx) -> Any:
        s = x.s
        if self.any_province:  # "Give a Province +3 strength": the player chooses which
            from .interp import action_index
            opts = tuple(PROVINCE_KEY + 16 * p.seat + i for p in s.players for i, alive in
                         enumerate(p.province_alive) if alive)
            s.stack.append(("ab_province", action_index(x), opts, x.val(self.amount), self.duration))
            return SUSPEND
        if s.battle is None or not 0 <= current_bf(s) < 16:
            return False  # no Province at a created battlefield
        d = s.battle["defender"]
        s.modifiers.append((PROVINCE_KEY + 16 * d + current_bf(s), "province_strength", x.val(self.amount),
                            self.duration, "bonus"))
        return True


@dataclass(frozen=True)
class Additional(Effect):
    """CR "Additional action": taken after this action resolves. `only` restricts it to the abilities of
    one card ("an additional action from the Spell", "to play it") or, for a card that grants abilities
    (a Terrain), to the abilities it grants ("an additional action granted by it"); `discard_unplayed`
    discards that card if it was not played ("search ... and take an additional action to play it":
    CR "Search", a searched-for card whose effect fails is discarded)."""

    n: int = 1
    rtype: str = ""
    only: Word | None = None
    discard_unplayed: bool = False
    words: str = ""
    from_deck: bool = False  # `only` names cards on top of a Fate deck, played from there as if from hand

    def text(self) -> str:
        if self.words:
            return self.words
        kind = {"battle": "Battle ", "": ""}.get(self.rtype, "")
        return f"take {'an' if self.n == 1 and not kind else ('a' if self.n == 1 else 'two')} additional " \
            f"{kind}action{'s' if self.n > 1 else ''}"

    def run(self, x: Ctx) -> bool:
        if self.only is not None:
            cards = _cards(x, self.only)
            if not cards:
                return False  # nothing to take the restricted action from
            x.set("additional_only", [int(c) for c in cards])
            x.set("additional_discard", bool(self.discard_unplayed))
            x.set("additional_from_deck", bool(self.from_deck))
        x.set("additional", int(x.get("additional", 0)) + self.n)
        if self.rtype:
            x.set("additional_type", self.rtype)
        return True


@dataclass(frozen=True)
class ActionFlag(Effect):
    """An Interrupt's change to the action it interrupts ("the action cannot move Personalities")."""

    flag: str
    words: str

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        act = interrupted(x.s)
        if act is None:
            return False
        act["flags"] = (*act["flags"], self.flag)
        if self.flag == "negated":
            x.s.say(f"The effects of {source_name(x.s, act['src'])} are negated.")
        return True


@dataclass(frozen=True)
class Seq(Compound):
    """A group of steps rendered as one phrase (for text the grammar says in its own way)."""

    steps: tuple[Word, ...]
    words: str

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        return self.words

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        x.a["queue"] = _entries((*path, 0), self.steps) + x.a["queue"]


@dataclass(frozen=True)
class After(Compound):
    """A delayed effect (CR "Delayed effects"): its steps happen when `event` next occurs ("turn_started"
    with who="you": after your next turn begins; "battle_resolved": after this battle resolves)."""

    event: str
    steps: tuple[Word, ...]
    who: str = "any"
    words: str = ""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        if self.words:
            return self.words
        when_ = {"turn_ending": "when this turn ends", "phase_ending": "before this phase ends",
                 "turn_started": "after your next turn begins" if self.who == "you"
                               else "after the next turn begins",
                               "battle_resolved": "after this battle resolves",
                               "duel_resolved": "after this duel ends"}.get(self.event, self.event)
        inner = " and ".join(w.text() for w in self.steps)
        return f"{when_}, {inner}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .triggered import delay
        delay(x, self.event, path, self.who)


@dataclass(frozen=True)
class PutIntoPlay(Effect):
    """Put a card into play under your control (a Ring from hand or the resolution area: CR "Ring")."""

    ref: Word = SELF

    def text(self) -> str:
        return f"put {_name(self.ref)} into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        done = False
        for c in _cards(x, self.ref):
            if s.zone[c] == PLAY:
                continue
            p = s.players[s.owner[c]]
            if P.controls_unique(s, x.seat, c):
                s.say(f"{s.title(c)} cannot enter play: you control a Unique card with that title.")
                continue
            if c in p.hand:
                p.hand.remove(c)
            province = -1
            if s.zone[c] == PROVINCE:  # an Event putting itself into play from its Province (CR "Event")
                _, province = P.leave_province(s, c)
            P.enter_play(s, x.seat, c)
            if province >= 0:
                P.refill(s, p.seat, province)
            if c == x.src and s.facts[c].type == T.RING:  # EE "Enlightenment": it entered play by its own text
                s.granted.append((c, "entered_by_own_text", "game"))
            s.say(f"{s.players[x.seat].name} puts {s.title(c)} into play.")
            done = True
        return done


@dataclass(frozen=True)
class DiscardHand(Effect):
    def text(self) -> str:
        return "discard your hand"

    def run(self, x: Ctx) -> bool:
        hand = list(x.s.players[x.seat].hand)
        for c in hand:
            P.discard_from_hand(x.s, c)
        return bool(hand)


@dataclass(frozen=True)
class HandTrigger(Triggered):
    """A trait that works from its owner's hand: a Ring's condition for entering play (CR "Ring": put it
    into play immediately after fulfilling its condition; this may not be delayed)."""

    from_hand: bool = True


@dataclass(frozen=True)
class FocusEffect(Triggered):
    """ "As a Focus Effect, ...": resolves when the card is revealed as a focus in a duel (CR "Duel" 4).
    Refs: MY_DUELIST, OTHER_DUELIST; after the duel: WINNER, LOSER (with After("duel_resolved", ...))."""

    focus_effect: bool = True

    def text(self) -> str:
        if self.words:
            return self.words
        from rokugan.ability.words import steps_text
        return "As a Focus Effect, " + steps_text(self.steps)[:1].lower() + steps_text(self.steps)[1:]


def focus_effect(*steps: Word, words: str = "") -> FocusEffect:
    return FocusEffect(Cond("focus_effect"), tuple(steps), words)


MY_DUELIST = Ref("my_duelist", "your Personality", "him")
OTHER_DUELIST = Ref("other_duelist", "the other Personality", "him")


@cond("you_won_duel")
def _c_you_won(x: Ctx) -> bool:
    d = x.s.last_duel or {}
    return any(x.s.controller[c] == x.seat for c in d.get("winners", ()) if x.s.zone[c] == PLAY)


@cond("duel_resolved")
def _t_duel_resolved(x: Ctx, who: str = "any") -> bool:
    return True


@cond("entered_duel")
def _t_entered_duel(x: Ctx, who: str = "host") -> bool:
    return _trigger_card(x, who)


@cond("focus_effect")
def _t_focus_effect(x: Ctx) -> bool:
    return False  # Focus Effects start from the duel itself, never from an event


def ring_condition(trigger: Cond, guard: Cond | None = None) -> HandTrigger:
    """ "Play after ...": when `trigger` happens and `guard` holds, its owner may put the Ring into play."""
    from rokugan.ability.words import If
    play = May((PutIntoPlay(SELF),), words="you may put this Ring into play")
    return HandTrigger(trigger, (If(guard, (play,)),) if guard is not None else (play,),
                       words=f"Play {trigger.words}.")


@dataclass(frozen=True)
class PlayTerrain(Effect):
    """ "Destroy a Terrain (if able). Put this Terrain into play." (CR "Terrain"): at the current
    battlefield, in no army; discarded after the battle ends. Remembers the ability's first target (for
    Terrains that refer to "the Personality this ability targeted")."""

    def text(self) -> str:
        return "destroy a Terrain (if able). Put this Terrain into play"

    def run(self, x: Ctx) -> bool:
        s = x.s
        bf = current_bf(s)
        if bf < 0 or s.zone[x.src] == PLAY:
            return False
        for p in s.players:
            for c in list(p.home):
                if s.location[c] == bf and kw(s, c, "Terrain") and s.zone[c] == PLAY:
                    p.home.remove(c)
                    P.discard_from_play(s, c)
                    s.say(f"{s.title(c)} is destroyed.")
                    s.memo[f"destroyed_terrain:{x.seat}:{bf}"] = 1
        p = s.players[x.seat]
        if x.src in p.hand:
            p.hand.remove(x.src)
        s.zone[x.src] = PLAY
        s.face_up[x.src] = True
        s.controller[x.src] = x.seat
        s.bowed[x.src] = False
        s.location[x.src] = bf
        p.home.append(x.src)
        s.memo[f"played_terrain:{x.seat}:{bf}"] = 1
        targets = x.a["slots"].get("t0", ())
        if targets:
            s.memo[f"targeted_by:{x.src}"] = targets[0]
        s.say(f"{s.title(x.src)} is put into play at the battlefield.")
        return True

    def good_faith(self, x: Ctx) -> bool:
        return x.s.zone[x.src] != PLAY and current_bf(x.s) >= 0


@dataclass(frozen=True)
class MoveToAdjacent(Effect):
    """Move a Personality to an adjacent, unresolved battlefield (the player picks which)."""

    ref: Word

    def text(self) -> str:
        return f"move {_name(self.ref)} to an adjacent, unresolved battlefield"

    def run(self, x: Ctx) -> Any:
        s = x.s
        got = _cards(x, self.ref)
        if not got or s.battle is None or not _may_move(x):
            return False
        bf = current_bf(s)
        fields = [f for f in s.battle["fields"] if abs(f - bf) == 1 and f not in s.battle["fought"]]
        if not fields:
            return False
        from .interp import action_index
        s.stack.append(("ab_field", action_index(x), got[0], tuple(fields)))
        return SUSPEND


@filt("same_location")
def _f_same_location(x: Ctx, c: int, arg: Any) -> bool:
    """At the location of the card carrying the ability ("at this battlefield" on a Terrain)."""
    host = x.s.attached_to[c] if x.s.attached_to[c] >= 0 else c
    return x.s.zone[x.src] == PLAY and x.s.location[host] == x.s.location[x.src] != HOME


@filt("targeted_by_source")
def _f_targeted_by(x: Ctx, c: int, arg: Any) -> bool:
    return x.s.memo.get(f"targeted_by:{x.src}") == c


@filt("owned_by")
def _f_owned_by(x: Ctx, c: int, arg: Any) -> bool:
    """Controlled by the battle's "attacker" or "defender"."""
    return x.s.battle is not None and x.s.controller[c] == x.s.battle[arg]


@cond("exactly_one_defender")
def _c_one_defender(x: Ctx) -> bool:
    s = x.s
    if s.battle is None or s.zone[x.src] != PLAY:
        return False
    loc = s.location[x.src]
    d = s.battle["defender"]
    return sum(1 for c in s.players[d].home if s.facts[c].type == T.PERSONALITY and s.location[c] == loc) == 1


@cond("battle_resolving")
def _t_battle_resolving(x: Ctx, who: str = "here") -> bool:
    """ "Before this battle resolves": the battle at the card's battlefield."""
    s = x.s
    return s.zone[x.src] == PLAY and s.location[x.src] == int(x.get("field", -9))
