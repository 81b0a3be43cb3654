"""The game-independent ability kernel: the words every card declaration is built from.

ARCHITECTURE "The ability system": an ability is data (designators, ability keywords, costs, and a
sequence of targeting and effect steps); traits are continuous (a scope, a modification, a condition)
or triggered (a trigger, then steps). Every word renders its own English, so an ability describes itself
("Battle, bow this card: Melee 3 Attack."). Each game adds its own words (the classic CCG's Ranged
Attack, the LCG's ring effects) by subclassing `Word`, and its own interpreter runs them; the kernel
never imports a game.

Words are frozen dataclasses: declarations are shared by every game state and never change. What an
ability has chosen or counted while it resolves lives in the game state (slots and variables), never in
the words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Word:
    """A piece of card text that renders itself."""

    def text(self) -> str:  # pragma: no cover - every word overrides it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


def _reduce(w: object) -> tuple[Any, ...]:
    """Pickle and copy a word as a call of its class with its fields: compiled (`rokugan native build`), a frozen
    dataclass's default way (setting each attribute on a bare object) meets its own `__setattr__`, which refuses."""
    import dataclasses
    if not dataclasses.is_dataclass(w):
        return (type(w), ())
    return (type(w), tuple(getattr(w, f.name) for f in dataclasses.fields(w)))


# ------------------------------------------------------------------------------------------ grammar
def sentence(s: str) -> str:
    s = s.strip()
    if not s:
        return s
    s = s[0].upper() + s[1:]
    return s if s.endswith((".", "!", "?", ")")) else s + "."


def join_or(parts: Iterable[str], word: str = "or") -> str:
    p = [x for x in parts if x]
    if len(p) <= 1:
        return "".join(p)
    if len(p) == 2:
        return f"{p[0]} {word} {p[1]}"
    return ", ".join(p[:-1]) + f", {word} {p[-1]}"


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def plural(word: str, n: int = 2) -> str:
    if n == 1:
        return word
    if word.endswith("y") and not word.endswith("ay"):
        return word[:-1] + "ies"
    if word.endswith("s"):
        return word
    return word + "s"


def steps_text(steps: Iterable[Word]) -> str:
    """Render steps as sentences. A required single Target followed by an effect on it reads as one
    phrase, the way cards are printed: "Target your Personality. Give him +3F." becomes "Give your target
    Personality +3F."; later mentions of the same target read as pronouns."""
    seq = list(steps)
    out: list[str] = []
    i = 0
    while i < len(seq):
        w = seq[i]
        nxt = seq[i + 1] if i + 1 < len(seq) else None
        if isinstance(w, Target) and not w.words and not w.optional and nxt is not None:
            merged = _merge(w, nxt)
            if merged is not None:
                out.append(sentence(merged))
                i += 2
                continue
        out.append(sentence(w.text()))
        i += 1
    return " ".join(out)


def _merge(t: Target, w: Word) -> str | None:
    import dataclasses
    ref = getattr(w, "ref", None)
    if not (isinstance(ref, Ref) and ref.name == t.slot) or not dataclasses.is_dataclass(w):
        return None
    lo, hi = t.count
    if (lo, hi) == (1, 1):
        phrase = t.selector.phrase(article=True, target=True)
    else:
        phrase = f"{_count_words(lo, hi)} {t.selector.phrase(article=False, target=True, plural=True)}"
    try:
        return dataclasses.replace(w, ref=Ref(t.slot, phrase, ref.pronoun)).text()  # type: ignore[type-var]
    except TypeError:
        return None


def _count_words(lo: int, hi: int) -> str:
    if (lo, hi) == (1, 2):
        return "one or two of"
    return f"{_num_word(lo)} to {_num_word(hi)} of"


# ------------------------------------------------------------------------------------------ refs
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Ref(Word):
    """A reference to something the ability already knows: "this card", "your target", "the loser".

    `name` is what the interpreter looks up: "self", "host" (the Personality an attachment is on), a
    target slot name, or a game-defined name ("winner", "loser", "you"). `words` is how it reads."""

    name: str
    words: str = ""
    pronoun: str = "him"

    def text(self) -> str:
        return self.words or {"self": "this card", "host": "this Personality"}.get(self.name, self.name)


SELF = Ref("self", "this card", "it")
HOST = Ref("host", "this Personality", "him")
YOU = Ref("you", "you", "you")


def slot(name: str = "t0", words: str = "him", pronoun: str = "him") -> Ref:
    return Ref(name, words, pronoun)


# ------------------------------------------------------------------------------------------ selectors
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Sel(Word):
    """Which cards (or players) qualify: `kinds` ("personality", "follower", "card", ...), whose
    (`controller`: "you", "enemy", "other", "any"), and `filters`, (name, argument) pairs that the game
    evaluates and this kernel renders through `FILTER_WORDS` (adjectives before the noun, phrases after).
    """

    kinds: tuple[str, ...] = ("card",)
    controller: str = "any"
    filters: tuple[tuple[str, Any], ...] = ()
    noun: str = ""  # rendering override for the noun phrase ("enemy Follower, or Personality without Followers")

    def text(self) -> str:
        return self.phrase(article=True)

    def phrase(self, article: bool = True, target: bool = False, plural: bool = False) -> str:
        pre: list[str] = []
        post: list[str] = []
        for name, arg in self.filters:
            w = FILTER_WORDS.get(name)
            if w is None:
                post.append(f"({name} {arg})")
                continue
            s = filter_phrase(w, arg)
            if s:
                (pre if w[0] == "pre" else post).append(s)
        noun = self.noun or join_or(KIND_WORDS.get(k, k.capitalize()) for k in self.kinds)
        if plural and not self.noun:
            noun = join_or(_plural_kind(KIND_WORDS.get(k, k.capitalize())) for k in self.kinds)
            article = False
        owner = {"you": "your", "enemy": "enemy", "other": "another player's", "any": ""}[self.controller]
        words = []
        if self.controller == "you":
            words.append("your")
            if target:
                words.append("target")
        else:
            if article:
                words.append("a")
            if target:
                words.append("target")
            if owner:
                words.append(owner)
        for x in pre:
            if not words or words[-1] != x:  # "an enemy" and a filter also saying "enemy": said once
                words.append(x)
        words.append(noun)
        s = " ".join(words)
        if post:
            s += " " + " ".join(post)
        if article and s.startswith("a ") and s[2:3].lower() in "aeiou":
            s = "an " + s[2:]
        return s


def filter_phrase(w: tuple[str, Any], arg: Any) -> str:
    """A filter's words for its argument: a format with {arg}, or a function of the argument (words that need
    to read it: "Air&Shugenja" is "Air Shugenja"); a word's argument reads as its own text."""
    fmt = w[1]
    if callable(fmt):
        return str(fmt(arg))
    shown = arg.text() if isinstance(arg, Word) else arg
    return str(fmt.format(arg=shown, plural_arg=shown))


def _plural_kind(word: str) -> str:
    return {"Personality": "Personalities", "card": "cards"}.get(word, word + "s")


KIND_WORDS = {
    "personality": "Personality", "follower": "Follower", "item": "Item", "spell": "Spell",
    "holding": "Holding", "card": "card", "attachment": "attachment", "ring": "Ring", "strategy": "Strategy",
    "player": "player", "unit": "unit", "province": "Province", "terrain": "Terrain", "stronghold": "Stronghold",
}

# name -> ("pre" | "post", format or function of the argument). Games may add words with `add_filter_words`.
FILTER_WORDS: dict[str, tuple[str, Any]] = {
    "unbowed": ("pre", "unbowed"),
    "bowed": ("pre", "bowed"),
    "keyword": ("pre", "{arg}"),
    "not_keyword": ("pre", "non-{arg}"),
    "clan": ("pre", "{arg} Clan"),
    "other": ("pre", "other"),
}


def add_filter_words(words: dict[str, tuple[str, Any]]) -> None:
    FILTER_WORDS.update(words)


def sel(*kinds: str, controller: str = "any", noun: str = "", **filters: Any) -> Sel:
    """Shorthand: sel("personality", controller="you", unbowed=True, keyword="Samurai")."""
    fl: list[tuple[str, Any]] = []
    for k, v in filters.items():
        if isinstance(v, tuple | list) and k in ("keyword", "not_keyword"):
            fl.extend((k, x) for x in v)
        else:
            fl.append((k, v))
    return Sel(tuple(kinds) or ("card",), controller, tuple(fl), noun)


# ------------------------------------------------------------------------------------------ values
@mypyc_attr(allow_interpreted_subclasses=True)
class Value(Word):
    """A number the interpreter computes when the effect resolves."""


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Num(Value):
    n: int

    def text(self) -> str:
        return str(self.n)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class StatOf(Value):
    """A stat of a referenced card ("his Chi", "the card's Focus Value"); `printed` reads the card."""

    ref: Ref
    stat: str
    printed: bool = False
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        names = {"force": "Force", "chi": "Chi", "personal_honor": "Personal Honor", "focus": "Focus Value",
                 "gold_cost": "Gold Cost"}
        owner = self.ref.text()
        poss = {"him": "his", "it": "its"}.get(owner, owner + "'s")
        return f"{poss} {'printed ' if self.printed else ''}{names.get(self.stat, self.stat)}"


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Var(Value):
    """A number the ability remembered earlier ("the amount you paid", "the discarded card's Focus")."""

    name: str
    words: str = ""
    plus: int = 0

    def text(self) -> str:
        base = self.words or self.name
        if self.plus:
            return f"{base} {'plus' if self.plus > 0 else 'minus'} {abs(self.plus)}"
        return base


def num(v: int | Value) -> Value:
    return Num(v) if isinstance(v, int) else v


# ------------------------------------------------------------------------------------------ conditions
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Cond(Word):
    """A condition the game evaluates by `name` ("opposed", "is_keyword", "your_turn", ...)."""

    name: str
    args: tuple[Any, ...] = ()
    words: str = ""

    def text(self) -> str:
        return self.words or f"{self.name} {' '.join(map(str, self.args))}".strip()


# ------------------------------------------------------------------------------------------ steps
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Target(Word):
    """Choose a target (CR "Targeting"): `count` is (minimum, maximum); `slot` names the choice.

    Targeting creates a new targeting instance; effects refer to it with `slot(name)`. A required target
    that cannot be found stops the remaining effects (CR "Action Sequence" D)."""

    selector: Sel
    slot: str = "t0"
    count: tuple[int, int] = (1, 1)
    optional: bool = False
    chooser: str = "you"  # or a Ref name whose controller chooses
    words: str = ""

    def text(self) -> str:
        if self.words:
            return self.words
        lo, hi = self.count
        if (lo, hi) == (1, 1):
            ph = self.selector.phrase(article=True)
        else:
            ph = f"{_count_words(lo, hi)} {self.selector.phrase(article=False, plural=True)}"
        return f"{'you may ' if self.optional else ''}target {ph}"


def _num_word(n: int) -> str:
    return ["zero", "one", "two", "three", "four", "five", "six"][n] if 0 <= n <= 6 else str(n)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Compound(Word):
    """A word holding other steps (`branches`); the interpreter decides which branch runs."""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:  # pragma: no cover - overridden
        raise NotImplementedError


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class May(Compound):
    """An optional choice ("you may ..."); all-or-none over its steps (CR "Choices")."""

    steps: tuple[Word, ...]
    who: str = "you"
    words: str = ""

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.steps,)

    def text(self) -> str:
        if self.words:
            return self.words
        inner = " and ".join(_lower(w.text()) for w in self.steps)
        subject = "you" if self.who == "you" else self.who
        return f"{subject} may {inner}"


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class If(Compound):
    """Effects that happen only if a condition holds when they resolve (and an optional otherwise)."""

    cond: Cond
    then: tuple[Word, ...]
    otherwise: tuple[Word, ...] = ()

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.then, self.otherwise)

    def text(self) -> str:
        t = " ".join(sentence(w.text()) for w in self.then).rstrip(".")
        s = f"if {self.cond.text()}, {_lower(t)}"
        if self.otherwise:
            s += ". Otherwise, " + _lower(" ".join(sentence(w.text()) for w in self.otherwise).rstrip("."))
        return s


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class To(Compound):
    """CR "Independence of effects": in "X to Y" (and "Y as X", "after X, Y") Y happens only if X
    actually happened."""

    first: tuple[Word, ...]
    then: tuple[Word, ...]
    link: str = "to"  # "to", "as", "after" (rendering only)

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.first, self.then)

    def text(self) -> str:
        a = " and ".join(_lower(w.text()) for w in self.first)
        b = " and ".join(_lower(w.text()) for w in self.then)
        if self.link == "as":
            return f"{a}. {sentence(b).rstrip('.')} as {_pron(self.first)} moves"
        if self.link == "if":
            return f"{a}. If {_pron(self.first)} did, {b}"
        return f"{a} to {b}"


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class OneOf(Compound):
    """An alternative effect ("X or Y"): the chooser picks exactly one branch."""

    options: tuple[tuple[Word, ...], ...]
    who: str = "you"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return self.options

    def text(self) -> str:
        return join_or(" and ".join(_lower(w.text()) for w in o) for o in self.options)


def _lower(s: str) -> str:
    s = s.rstrip(".")
    if len(s) > 1 and s[0].isupper() and not s[1].isupper() and s.split()[0] not in _PROPER:
        return s[0].lower() + s[1:]
    return s


def _pron(words: tuple[Word, ...]) -> str:
    for w in words:
        r = getattr(w, "ref", None)
        if isinstance(r, Ref):
            return "he" if r.pronoun == "him" else "it"
    return "it"


_PROPER = {"Melee", "Ranged", "Fear", "Personalities", "Personality", "Holding", "Follower", "Gold", "Equip", "Recruit"}


# ------------------------------------------------------------------------------------------ abilities
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Ability(Word):
    """An action ability: "Keywords Designator, costs: steps" (CR "Abilities", "Action Sequence")."""

    designators: tuple[str, ...]
    steps: tuple[Word, ...] = ()
    keywords: tuple[str, ...] = ()  # ability keywords: Political, Tireless, Absent, Repeatable, Air, ...
    costs: tuple[Word, ...] = ()
    gold: int | str | None = None  # a Gold cost; "*" is a variable Gold cost (CR "Gold star")
    words: str = ""  # a rendering override for text the grammar cannot yet say well
    notes: str = ""  # developer notes (not rendered)
    trigger: Cond | None = None  # a Reaction's point in time ("After Ryo enters play from a Province")

    def text(self) -> str:
        if self.words:
            return self.words
        head = " ".join([*self.keywords, "/".join(self.designators)])
        cost = [getattr(c, "cost_words", "") or c.text() for c in self.costs]
        if self.gold is not None:
            cost.insert(0, "Gold star" if self.gold == "*" else f"{self.gold} Gold")
        when = sentence(self.trigger.text()).rstrip(".") if self.trigger is not None else ""
        if when:
            head += ": " + when
        if cost:
            head += ", " + ", ".join(cost)
        return f"{head}: {steps_text(self.steps)}"


@mypyc_attr(allow_interpreted_subclasses=True)
class Trait(Word):
    """A non-action ability: continuous or triggered (CR "Traits")."""


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Static(Trait):
    """A continuous trait: `effect` applies to every card `scope` selects while `cond` holds and the card
    carrying it is in play (CR "Continuous")."""

    scope: Word
    effect: Word
    cond: Cond | None = None
    words: str = ""
    heading: str = ""  # a trait starting with a keyword and a colon ("Courtesy:", "Compassion:"): the game says when

    def text(self) -> str:
        if self.words == "-":
            return ""  # said together with the trait before it
        return _headed(self.heading, self._body())

    def _body(self) -> str:
        if self.words:
            return self.words
        if getattr(self.effect, "standalone", False):
            return sentence(self.effect.text())  # the effect says it all ("Can only attach to ...")
        scope = self.scope.phrase(article=False, plural=True) if isinstance(self.scope, Sel) else self.scope.text()
        s = f"{scope} {self.effect.text()}"
        if self.cond is not None:
            s += f" {self.cond.text()}"
        return sentence(s)


def _headed(heading: str, body: str) -> str:
    return f"{heading}: {body}" if heading and body else body


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class Triggered(Trait):
    """A triggered trait: mandatory (CR "Triggered traits"), resolved when its trigger occurs."""

    trigger: Cond
    steps: tuple[Word, ...]
    words: str = ""
    heading: str = ""  # as for Static

    def text(self) -> str:
        if self.words:
            return _headed(self.heading, self.words)
        body = " ".join(sentence(w.text()) for w in self.steps).rstrip(".")
        return _headed(self.heading, sentence(f"{self.trigger.text()}, {_lower(body)}"))


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class CardDef:
    """One card's behaviour: its abilities and traits. `reminder` marks text that is only reminder text
    for keywords the rules already implement; `partial` lists what is not implemented (reported)."""

    title: str
    abilities: tuple[Ability, ...] = ()
    traits: tuple[Trait, ...] = ()
    reminder: bool = False
    partial: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)

    def text(self) -> str:
        parts = [t.text() for t in self.traits] + [a.text() for a in self.abilities]
        if self.reminder and not parts:
            return "(Its text is reminder text for its keywords.)"
        return " ".join(p for p in parts if p)
