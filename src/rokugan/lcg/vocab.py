"""The LCG's words in the shared ability vocabulary (ARCHITECTURE "The ability system").

The kernel (`rokugan.ability.words`) gives selectors, references, conditions, compound steps and the
ability/trait skeleton; this module adds what the Rules Reference v1.4 defines for the LCG: the ability
template "[timing]: [condition], [cost], [targets] – [effects]" (RR "Ability", "Triggered Abilities",
"Cost", "Target"), its limits (RR "Limit X per [period]", "Max X per [period]"), lasting effects "until the
end of the conflict/phase/round" (RR "Lasting Effects"), and the LCG's effects (bow, ready, honor,
dishonor, move, fate and honor between players, ...). Each word renders its own English in the LCG's style,
and each runs through `lcg.ability` (the interpreter); a word never writes flow steps itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    Ability,
    Cond,
    Ref,
    Sel,
    Static,
    Target,
    Value,
    Word,
    add_filter_words,
    join_or,
    sentence,
    signed,
)

# ---------------------------------------------------------------------------------------------- references
SELF: Ref = Ref("self", "this character", "it")
THIS = Ref("self", "this card", "it")
ATTACHMENT: Ref = Ref("self", "this attachment", "it")
HOLDING = Ref("self", "this holding", "it")
HOST: Ref = Ref("host", "attached character", "it")
THAT: Ref = Ref("t0", "that character", "it")
CHOSEN = Ref("t0", "the chosen character", "it")
THAT_ATTACHMENT = Ref("t0", "that attachment", "it")
TRIGGER = Ref("ev", "that character", "it")  # the card named by the triggering condition
YOU: Ref = Ref("you", "you", "you")
COST_CHARACTER = Ref("cost", "that character", "it")  # the character a cost chose ("dishonor a (friendly) character")
OPPONENT = Ref("opponent", "your opponent", "that player")

add_filter_words({
    "participating": ("pre", "participating"),
    "attacking": ("pre", "attacking"),
    "defending": ("pre", "defending"),
    "not_participating": ("pre", "non-participating"),
    "non_unique": ("pre", "non-unique"),
    "honored": ("pre", "honored"),
    "dishonored": ("pre", "dishonored"),
    "ordinary_not": ("post", "with a status token"),
    "trait": ("pre", "{arg}"),
    "clan_is": ("pre", "{arg}"),
    "not_clan": ("pre", "non-{arg}"),
    "printed_cost_le": ("post", "with printed cost {arg} or lower"),
    "printed_cost_ge": ("post", "with printed cost {arg} or higher"),
    "has_fate": ("post", "with fate on it"),
    "no_attachments": ("post", "without attachments"),
    "lower_mil_than_self": ("post", "with lower [military] skill than this character"),
    "lower_mil_than_host": ("post", "with lower [military] skill than attached character"),
    "mil_le_self": ("post", "with equal or lower [military] skill than this character"),
    "glory_le_attackers": ("post", "with glory X or lower"),
    "defending_alone": ("post", "that is defending alone"),
    "not_in_duel": ("post", "not involved in the duel"),
    "not_host": ("pre", "other"),
    "not_trait": ("pre", "non-{arg}"),
    "same_controller_as_ev": ("post", "controlled by the same player"),
    "in_discard": ("post", "in {arg}'s discard pile"),
    "not_self": ("pre", "another"),
})


@dataclass(frozen=True)
class LSel(Sel):
    """A selector that reads the LCG's way: "a participating character controlled by your opponent", "another
    Crane character you control", "each participating character your opponent controls"."""

    def phrase(self, article: bool = True, target: bool = False, plural: bool = False) -> str:
        from rokugan.ability.words import FILTER_WORDS, filter_phrase
        pre: list[str] = []
        post: list[str] = []
        another = False
        for name, arg in self.filters:
            if name in ("not_self", "other"):
                another = True
                continue
            w = FILTER_WORDS.get(name, ("post", f"({name} {{arg}})"))
            (pre if w[0] == "pre" else post).append(filter_phrase(w, arg))
        noun = self.noun or join_or(k for k in self.kinds)
        if plural:
            noun = join_or(k + "s" for k in self.kinds)
        whose = {"you": "you control", "enemy": "controlled by your opponent" if not plural else
                 "your opponent controls", "other": "controlled by your opponent", "any": ""}[self.controller]
        words = []
        if article and not plural:
            words.append("another" if another else "a")
        elif another:
            words.append("other")
        words += pre
        words.append(noun)
        s = " ".join(words)
        if whose:
            s += " " + whose
        if post:
            s += " " + " ".join(post)
        if s.startswith("a ") and s[2:3].lower() in "aeiou":
            s = "an " + s[2:]
        return s


def chars(controller: str = "any", **filters: Any) -> LSel:
    """chars("enemy", participating=True): a character selector."""
    return LSel(("character",), controller, tuple((k, v) for k, v in filters.items()))


def attachments(controller: str = "any", **filters: Any) -> LSel:
    return LSel(("attachment",), controller, tuple((k, v) for k, v in filters.items()))


# ---------------------------------------------------------------------------------------------- choosing
@dataclass(frozen=True)
class Choose(Target):
    """RR "Target": the word "choose" marks a target, chosen when the ability is initiated (before the dash) or as
    it resolves (`after_dash`). `chooser` "opponent": the opponent makes the choice ("your opponent must choose")."""

    after_dash: bool = False

    def text(self) -> str:
        if self.words:
            return self.words
        who = {"you": "", "opponent": "your opponent must "}.get(self.chooser, "")
        lo, hi = self.count
        if (lo, hi) == (1, 1):
            ph = self.selector.phrase(article=True)
            if self.chooser == "opponent":
                ph = ph.replace(" controlled by your opponent", " he or she controls")
        elif lo == 0:
            ph = f"up to {hi} {self.selector.phrase(article=False, plural=True)}"
        else:
            ph = f"{lo} to {hi} {self.selector.phrase(article=False, plural=True)}"
        return f"{who}choose {ph}"


# ---------------------------------------------------------------------------------------------- values
@dataclass(frozen=True)
class Count(Value):
    """A number counted when the effect applies: "claimed_rings", "unclaimed_ring_fate", "holdings_you",
    "participating_clan:<clan>", "shugenja_you", "attackers"."""

    what: str
    words: str = ""

    def text(self) -> str:
        return self.words or self.what


# ---------------------------------------------------------------------------------------------- effects
class Effect(Word):
    """An effect the interpreter applies (`lcg.ability.EFFECTS` by class name)."""


# ---------------------------------------------------------------------------------------------- costs
class Cost(Word):
    """A cost, paid before targets are chosen (RR "Initiating Abilities" 4): the interpreter checks it can be paid
    in full before the ability is offered."""


@dataclass(frozen=True)
class BowCost(Cost):
    ref: Ref = SELF

    def text(self) -> str:
        return f"bow {self.ref.text()}"


@dataclass(frozen=True)
class SacrificeCost(Cost):
    ref: Ref = SELF

    def text(self) -> str:
        return f"sacrifice {self.ref.text()}"


@dataclass(frozen=True)
class FateCost(Cost):
    n: int = 1
    to_ring: bool = False  # "spend 1 fate to an unclaimed ring"

    def text(self) -> str:
        return f"spend {self.n} fate" + (" to an unclaimed ring" if self.to_ring else "")


@dataclass(frozen=True)
class HonorCost(Cost):
    n: int = 1

    def text(self) -> str:
        return f"lose {self.n} honor"


@dataclass(frozen=True)
class RemoveFateCost(Cost):
    ref: Ref = SELF

    def text(self) -> str:
        return f"remove 1 fate from {self.ref.text()}"


@dataclass(frozen=True)
class DiscardFromHandCost(Cost):
    def text(self) -> str:
        return "discard a card from your hand"


@dataclass(frozen=True)
class SacrificeFriendly(Cost):
    """"Sacrifice a (friendly) character" (the sacrificed card is chosen as the cost is paid)."""

    selector: Sel = LSel(("character",), "you")

    def text(self) -> str:
        return f"sacrifice a (friendly) {self.selector.phrase(article=False).removeprefix('your ')}"


@dataclass(frozen=True)
class DishonorFriendly(Cost):
    selector: Sel = LSel(("character",), "you")

    def text(self) -> str:
        return f"dishonor a (friendly) {self.selector.phrase(article=False).removeprefix('your ')}"


# ---------------------------------------------------------------------------------------------- abilities
PERIODS = ("round", "conflict", "phase")


@dataclass(frozen=True)
class LAbility(Ability):
    """An LCG triggered ability (RR "Triggered Abilities"): designator "Action", "Reaction" or "Interrupt"
    (`forced`: "Forced Reaction"); `cond` the condition of its initiation ("While this character is participating
    in a conflict"); `limit` uses per `period` (RR: "each triggered ability may be triggered once per round");
    `max_per`: "(Max 1 per conflict.)" counts every copy of the card by title. Events use the same word."""

    cond: Cond | None = None
    limit: int = 1
    period: str = "round"
    max_per: str = ""
    forced: bool = False
    from_hand: bool = False  # a reaction of a card in hand that is not an event ("put this character into play")

    def text(self) -> str:
        if self.words:
            return self.words
        head = ("Forced " if self.forced else "") + "/".join(self.designators)
        pre: list[str] = []
        if self.trigger is not None:
            pre.append(self.trigger.text())
        if self.cond is not None:
            pre.append(self.cond.text())
        pre += [c.text() for c in self.costs]
        targets = [w for w in self.steps if isinstance(w, Choose) and not getattr(w, "after_dash", False)]
        effects = [w for w in self.steps if w not in targets]
        pre += [t.text() for t in targets]
        body = " ".join(sentence(w.text()) for w in effects).rstrip(".")
        s = head + ": "
        if pre:
            s += sentence(", ".join(pre)).rstrip(".") + " – "
        s += body[:1].lower() + body[1:] if pre else sentence(body).rstrip(".")
        s += "."
        if self.max_per:
            s += f" (Max 1 per {self.max_per}.)"
        elif self.limit == 0:
            s += " (Unlimited.)"
        elif self.limit > 1 or self.period != "round":
            times = {1: "once", 2: "twice"}.get(self.limit, f"{self.limit} times")
            s += f" (Limit {times} per {self.period}.)"
        return s


def action(*steps: Word, cond: Cond | None = None, costs: tuple[Word, ...] = (), limit: int = 1,
           period: str = "round", max_per: str = "", words: str = "") -> LAbility:
    return LAbility(("Action",), tuple(steps), costs=costs, cond=cond, limit=limit, period=period,
                    max_per=max_per, words=words)


def reaction(trigger: Cond, *steps: Word, cond: Cond | None = None, costs: tuple[Word, ...] = (), limit: int = 1,
             period: str = "round", max_per: str = "", forced: bool = False, words: str = "",
             from_hand: bool = False) -> LAbility:
    return LAbility(("Reaction",), tuple(steps), costs=costs, cond=cond, trigger=trigger, limit=limit,
                    period=period, max_per=max_per, forced=forced, words=words, from_hand=from_hand)


# ---------------------------------------------------------------------------------------------- constant abilities
class Constant(Word):
    """The modification a constant ability makes (RR "Constant Abilities"), read by the rules where they need it."""

    @property
    def standalone(self) -> bool:  # (a property, not a class attribute: compiled, a dataclass takes those for fields)
        return False


@dataclass(frozen=True)
class SkillBonus(Constant):
    mil: int = 0
    pol: int = 0
    per: Count | None = None
    glory: int = 0

    def text(self) -> str:
        parts = []
        if self.mil:
            parts.append(f"{signed(self.mil)}[military]")
        if self.pol:
            parts.append(f"{signed(self.pol)}[political]")
        if self.glory:
            parts.append(f"{signed(self.glory)} glory")
        each = f" for each {self.per.text()}" if self.per is not None else ""
        return f"gets {' and '.join(parts)}{each}"


@dataclass(frozen=True)
class Cannot(Constant):
    """A restriction: "be declared as an attacker", "be declared as a defender", "participate in military
    conflicts", "attack the Imperial Favor's holder", "be played during a conflict"."""

    what: str

    def text(self) -> str:
        return {"attack": "cannot be declared as an attacker",
                "defend": "cannot be declared as a defender",
                "military": "cannot participate in [military] conflicts",
                "attack_favor": "cannot participate in conflicts as an attacker against a player that controls the "
                                "Imperial Favor",
                "play_in_conflict": "cannot be played during a conflict",
                "opp_events": "opponents cannot play events",
                "bow_resolution_military": "does not bow as a result of conflict resolution during [military] "
                                           "conflicts",
                "targeted_by_opp_events": "cannot be chosen as a target of an opponent's event",
                "bowed_or_moved_by_opp": "opponents' card effects cannot bow it or move it",
                "ring_effects": "during conflicts at this province, cancel all ring effects"}[self.what]


@dataclass(frozen=True)
class ExtraUses(Constant):
    """"You may trigger each of attached character's triggered abilities an additional time each round (or specified
    period)" (read by the limits)."""

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return ("You may trigger each of attached character's triggered abilities an additional time each round (or "
                "specified period).")


@dataclass(frozen=True)
class GainsKeyword(Constant):
    keyword: str

    def text(self) -> str:
        return f"gains {self.keyword}"


@dataclass(frozen=True)
class AttachRestriction(Constant):
    """"Attach to a character you control." / "Attach to a Shugenja character you control." / "Cavalry character
    only." (RR "Attachment Cards": play restrictions on where it can attach)."""

    selector: Sel

    @property
    def standalone(self) -> bool:
        return True

    def text(self) -> str:
        return f"Attach to {self.selector.phrase(article=True)}."


def static(scope: Word, effect: Constant, cond: Cond | None = None, words: str = "") -> Static:
    return Static(scope, effect, cond, words)


# ---------------------------------------------------------------------------------------------- conditions
def cond(name: str, *args: Any, words: str = "") -> Cond:
    return Cond(name, tuple(args), words)


PARTICIPATING = cond("self_participating", words="while this character is participating in a conflict")
ATTACKING = cond("self_attacking", words="while this character is attacking")
DEFENDING = cond("self_defending", words="while this character is defending")
IN_CONFLICT = cond("in_conflict", words="during a conflict")
HOST_PARTICIPATING = cond("host_participating", words="while attached character is participating in a conflict")


def in_conflict_of(kind: str) -> Cond:
    return cond("conflict_type", kind, words=f"during a [{kind}] conflict")


def in_ring(element: str) -> Cond:
    return cond("conflict_ring", element, words=f"during a [{element}] conflict")



# ---------------------------------------------------------------------------------------------- more effects
@dataclass(frozen=True)
class Lasting(Effect):
    """A lasting effect on a character recorded for the rules to read (`kind` "cannot" with "attack", "defend",
    "military"; "keyword" with a keyword; "no_bow_resolution"), until the end of the conflict, phase or round."""

    ref: Ref
    kind: str
    args: tuple[Any, ...] = ()
    until: str = "conflict"
    words: str = ""

    def text(self) -> str:
        return self.words or f"{self.ref.text()} {self.kind} {' '.join(map(str, self.args))} until the end of the " \
                             f"{self.until}"


@dataclass(frozen=True)
class EventDiscount(Effect):
    def text(self) -> str:
        return "reduce the cost of the next event you play this phase by 1"


@dataclass(frozen=True)
class ResolveRing(Effect):
    """Resolve the ring effect of the ring named by the triggering condition (or the contested ring)."""

    words: str = "resolve that ring's effect"
    as_attacker: bool = False  # "as if you were the attacking player"; otherwise the attacking player resolves it

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class PutIntoPlay(Effect):
    ref: Ref = THAT
    conflict: bool = False

    def text(self) -> str:
        return f"put {self.ref.text()} into play" + (" in the conflict" if self.conflict else "")



# ---------------------------------------------------------------------------------------------- interrupts
def interrupt(trigger: Cond, *steps: Word, cond: Cond | None = None, costs: tuple[Word, ...] = (), limit: int = 1,
              period: str = "round", max_per: str = "", forced: bool = False, words: str = "") -> LAbility:
    """RR "Interrupts": initiated when its triggering condition is imminent ("when ... would ...")."""
    return LAbility(("Interrupt",), tuple(steps), costs=costs, cond=cond, trigger=trigger, limit=limit,
                    period=period, max_per=max_per, forced=forced, words=words)


@dataclass(frozen=True)
class Cancel(Effect):
    """RR "Cancel": the imminent effect does not initiate."""

    words: str = "cancel those effects"

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class Replace(Effect):
    """"... instead": the imminent condition does not happen; these effects happen in its place."""

    then: tuple[Word, ...] = ()
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        inner = " and ".join(w.text() for w in self.then)
        return f"{inner} instead" if inner else "do not do it"


@dataclass(frozen=True)
class ResolveUnclaimedRings(Effect):
    """Resolve the ring effects of up to N unclaimed rings as if you were the attacking player (Shiba Tsukune)."""

    n: int = 2

    def text(self) -> str:
        return f"resolve the ring effects of up to {self.n} unclaimed rings as if you were the attacking player"


@dataclass(frozen=True)
class DisplayRing(Effect):
    """Display of Power: a delayed effect on step 3.2.6-3.2.7 of this conflict."""

    def text(self) -> str:
        return ("cancel the ring effect of that conflict. Then, you resolve that ring effect as if you had won the "
                "conflict as the attacking player. Claim that ring")


@dataclass(frozen=True)
class GainAbility(Effect):
    """"Choose a triggered ability printed on another character – this character gains that ability until the end of
    the phase" (the choice is made as it resolves)."""

    until: str = "phase"

    def text(self) -> str:
        return (f"choose a triggered ability printed on another character – this character gains that ability until "
                f"the end of the {self.until}")


@dataclass(frozen=True)
class DiscardDownTo(Effect):
    """"Your opponent discards cards from his or her hand until that player has N or fewer cards in hand" (that
    player chooses which)."""

    n: int = 4

    def text(self) -> str:
        return f"your opponent discards cards from his or her hand until that player has {self.n} or fewer cards " \
               "in hand"


@dataclass(frozen=True)
class Redirect(Effect):
    """"That character receives the honor or dishonor instead" (the imminent honoring or dishonoring goes to it)."""

    ref: Ref = THAT

    def text(self) -> str:
        return f"{self.ref.text()} receives the honor or dishonor instead"


@dataclass(frozen=True)
class HonorEach(Effect):
    scope: Sel

    def text(self) -> str:
        return f"honor each {self.scope.phrase(article=False)}"


@dataclass(frozen=True)
class DishonorEach(Effect):
    scope: Sel

    def text(self) -> str:
        return f"dishonor each {self.scope.phrase(article=False)}"


# ---------------------------------------------------------------------------------------------- control
@dataclass(frozen=True)
class TakeControl(Effect):
    """RR "Control and Ownership": take control of a character (until the end of the conflict, or for good)."""

    ref: Ref = THAT
    until: str = ""

    def text(self) -> str:
        return f"take control of {self.ref.text()}" + (f" until the end of the {self.until}" if self.until else "")


@dataclass(frozen=True)
class TakeAttachment(Effect):
    """Take control of an attachment and attach it to a character, if able; otherwise discard it."""

    ref: Ref
    onto: Ref

    def text(self) -> str:
        return f"take control of {self.ref.text()} and attach it to {self.onto.text()}, if able. Otherwise, discard " \
               f"{self.ref.text()}"


@dataclass(frozen=True)
class CancelFirstAction(Constant):
    """A constant cancel: the first action ability an opponent triggers from a card during each conflict."""

    def text(self) -> str:
        return "cancel the effects of the first action ability your opponent triggers from a card during each conflict"


# ---------------------------------------------------------------------------------------------- duels
WINNER = Ref("winner", "the winner", "it")
LOSER = Ref("loser", "the loser of the duel", "it")
CHALLENGER = Ref("challenger", "this character", "it")


@dataclass(frozen=True)
class Duel(Word):
    """"Challenge that character to a [military] duel" (RR "Duel", Appendix I "D. Duel Timing"): the challenger
    (`challenger`: this character, or the attached one) against the chosen character; both players bid in
    secret, reveal, transfer the difference, add their bid to the skill, compare; then `then` resolves with
    "winner"/"loser" known (none on a tie)."""

    ref: Ref
    kind: str
    then: tuple[Word, ...] = ()
    challenger: Ref = SELF
    discard_instead: bool = False  # "instead of giving honor for this duel's bid, a player may ... discard" cards

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.then,)

    def text(self) -> str:
        s = f"challenge {self.ref.text()} to a [{self.kind}] duel"
        if self.then:
            s += ". " + " ".join(sentence(w.text()) for w in self.then).rstrip(".")
        return s


__all__ = [n for n in dict(globals()) if not n.startswith("_")]


# one vocabulary, two modules: the effects are named here (not `import *`, which a compiled module does not
# copy into its namespace, `rokugan native build`)
from .vocab_effects import (  # noqa: E402,F401
    Bow,
    CannotTrigger,
    Discard,
    DiscardOrRemoveFate,
    DiscardRandom,
    DiscardStatus,
    Dishonor,
    Draw,
    GainFate,
    GainHonor,
    GiveFate,
    Honor,
    LoseHonor,
    Modify,
    ModifyAll,
    MoveFate,
    MoveToConflict,
    OpponentSelects,
    PlaceFate,
    Ready,
    RemoveFate,
    RemoveFateEach,
    ReturnAllFate,
    ReturnToHand,
    Sacrifice,
    SendHome,
    SendHomeEach,
    TakeFate,
    TakeHonor,
)
