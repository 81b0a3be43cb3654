"""The classic CCG's military and duel words: Terrains, Ranged and Melee Attacks, Fear, and challenges.
Part of one vocabulary: `rokugan.ccg.vocab` re-exports every word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import (
    Compound,
    Cond,
    Num,
    OneOf,
    Ref,
    Sel,
    Target,
    Value,
    Word,
    add_filter_words,
)
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import (
    PLAYER,
    SUSPEND,
    Ctx,
    cond,
    filt,
    select,
    source_name,
)
from .state import PLAY, State
from .vocab import (  # the shared helpers of the vocabulary
    FILTERS_get,
    _trigger_card,
    kw,
)
from .vocab_effects import Effect, _cards, _his, _name
from .vocab_players import GainHonor, LoseHonor


# ------------------------------------------------------------------------------ military words
@dataclass(frozen=True)
class Attack(Compound):
    """CR "Ranged Attack", "Melee Attack", "Fear": target an enemy Follower, or a Personality without
    Followers (in the current enemy army for attacks), then destroy (attacks) or bow (Fear) it if its
    Force is at most the strength. Strength changes from cards (Kisada, Meiko, Higher Ground) and from
    Interrupts to the action apply when it resolves."""

    kind: str  # "ranged", "melee", "fear"
    strength: Value | int
    also: str = ""  # "destroy_after_bow": Fear that destroys what it bows
    may_bow: bool = False  # Utaku Sakiko: may bow instead of destroying
    with_followers: Cond | None = None  # Bayushi Masashi: may target a Personality with Followers if ...
    words: str = ""
    target_bonus: tuple[str, int] = ("", 0)  # ("dishonorable", 1): "or Fear 3 if the target is dishonorable"
    host_bonus: tuple[str, int] = ("", 0)  # ("Earth", 1): "plus 1 if he is Earth" (a keyword of this Shugenja)

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return ((Target(self.selector(), "attack"), _Strike(self.kind, self.strength, self.also, self.may_bow,
                                                             self.target_bonus)),)

    def selector(self) -> Sel:
        name = "fear_target" if self.kind == "fear" else "ranged_target"
        arg: Any = self.with_followers if self.kind == "fear" else False
        return Sel(("follower", "personality"), "enemy", ((name, arg),),
                   noun="enemy Follower, or Personality without Followers")

    def text(self) -> str:
        if self.words:
            return self.words
        st = self.strength
        if isinstance(st, (int, Num)):
            n = st if isinstance(st, int) else st.n
            return {"ranged": f"Ranged {n} Attack", "melee": f"Melee {n} Attack", "fear": f"Fear {n}"}[self.kind]
        base = {"ranged": "Ranged Attack", "melee": "Melee Attack", "fear": "Fear"}[self.kind]
        return f"{base} with strength equal to {st.text()}"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .interp import _entries
        strength = x.val(self.strength)
        if self.host_bonus[0] and kw(x.s, x.host(), self.host_bonus[0]):
            strength += self.host_bonus[1]
        into = int(x.get("combine_into", -1))
        if into >= 0 and into < len(x.s.actions):
            # CR "Combining": instead of a separate attack effect, add this strength to the original's, with the
            # changes to every attack effect of the kind ("with any modifications"); those depending on the target
            # apply once, to the original (_Strike)
            strength += effect_modifiers(x, self.kind)
            orig = x.s.actions[into]
            orig["flags"] = (*orig["flags"], f"strength:{strength}")
            # "The original attack effect may only target a card that it, as well as each of the combining actions,
            # could target": remember where this attack is declared, so the original's targeting can ask (pick_target)
            orig["vars"]["combined"] = [*orig["vars"].get("combined", ()),
                                        [x.a["kind"], x.a["def"], x.a["idx"], x.seat, x.src, list(path)]]
            x.s.say(f"{source_name(x.s, x.src)} combines its {self.text()} with {source_name(x.s, orig['src'])}.")
            return
        x.set("attack_strength", strength)
        x.a["queue"] = _entries((*path, 0), self.branches[0]) + x.a["queue"]

    def good_faith(self, x: Ctx) -> bool:
        if x.s.ruleset == "emperor" and self.kind in ("ranged", "melee"):
            # EE "Ranged Attack, Melee Attack": "The targeting in a Ranged Attack is not required; it happens as
            # effects resolve. This means you do not have to have a valid target ... to announce" it
            return True
        return bool(select(x, self.selector()))  # CR "Ranged Attack": its targeting is required


def combined_could_target(x: Ctx, cands: list[int]) -> list[int]:
    """CR "Combining": "The original attack effect may only target a card that it, as well as each of the combining
    actions, could target": each combining attack's own targeting (its selector, read for its own card and player,
    as Bayushi Masashi's exception for Personalities with Followers is) must also allow the card."""
    from .interp import word_at
    for kind, key, idx, seat, src, path in x.get("combined", ()):
        a = {"seat": seat, "src": src, "kind": kind, "def": key, "idx": idx, "slots": {}, "vars": {}, "flags": ()}
        w = word_at(a, tuple(path))
        if isinstance(w, Attack):
            could = set(select(Ctx(x.s, a), w.selector(), targeting=True))
            cands = [c for c in cands if c in could]
    return cands


def _fear_kills_followers(s: State, seat: int) -> bool:
    """Daigotsu Kanpeki: "After your Fear action at Kanpeki's battlefield bows a Follower, destroy it"."""
    from .statics import rule_sources
    bf = s.battle["current"] if s.battle else -1
    return bf >= 0 and any(s.controller[k] == seat and s.location[k] == bf
                           for k in rule_sources(s, "fear_destroys_followers_here"))


@dataclass(frozen=True)
class _Strike(Effect):
    kind: str
    strength: Value | int
    also: str = ""
    may_bow: bool = False
    target_bonus: tuple[str, int] = ("", 0)

    def text(self) -> str:
        return "resolve the attack"

    def run(self, x: Ctx) -> bool:
        s = x.s
        got = _cards(x, Ref("attack"))
        if not got:
            return False
        c = got[0]
        if s.zone[c] != PLAY:
            return False
        strength = int(x.get("attack_strength", 0)) + attack_modifiers(x, c, self.kind)
        name_, extra = self.target_bonus
        if name_ and FILTERS_get(name_)(x, c, True):
            strength += extra
        act = x.a
        strength += sum(int(f.split(":")[1]) for f in act["flags"] if f.startswith("strength:"))
        force = stats.force(s, c)
        name = {"ranged": "Ranged Attack", "melee": "Melee Attack", "fear": "Fear"}[self.kind]
        if force > strength:
            s.say(f"The {name} (strength {strength}) fails against {s.title(c)} ({force}F).")
            if self.kind == "ranged" and any(g[0] == PLAYER + x.seat and g[1] == "ranged_recon" for g in s.granted):
                from .vocab_ee2 import recon_follow_up
                recon_follow_up(x, c, strength)  # Koshin Keep's Reconnaissance: a miss weakens the target
            return False
        if self.kind == "fear":
            from .statics import has_rule
            if "fear_immune" in _granted(s, c) or has_rule(s, c, "fear_immune"):
                s.say(f"The Fear targeting {s.title(c)} is negated.")
                return False
            bowed = P.bow(s, c)
            s.say(f"Fear {strength} bows {s.title(c)}." if bowed else f"Fear {strength}: {s.title(c)} is "
                  "already bowed.")
            if bowed and (self.also == "destroy_after_bow" or "fear_destroys" in act["flags"]
                          or s.facts[c].type == T.FOLLOWER and act["kind"] != "t" and _fear_kills_followers(s, x.seat)):
                P.destroy(s, c)
            elif bowed and self.also == "destroy_att_dis":
                # Kakita Ujirou: "Fear 4 that destroys attachments and dishonorable Personalities after it
                # bows them"
                if s.facts[c].type != T.PERSONALITY or s.dishonored[c]:
                    P.destroy(s, c)
            return bowed
        if self.may_bow and not s.bowed[c]:
            x.set("strike_target", c)
        s.say(f"The {name} (strength {strength}) destroys {s.title(c)}.")
        return P.destroy(s, c)


def _granted(s: State, c: int) -> set[str]:
    return {g[1] for g in s.granted if g[0] == c}


ATTACK_MODIFIERS: list[Any] = []  # functions (x, target, kind) -> int, registered by card modules


def attack_modifiers(x: Ctx, c: int, kind: str) -> int:
    """Changes to an attack's strength from continuous traits (`AttackMod`: Higher Ground, Kisada, Meiko)."""
    return effect_modifiers(x, kind) + _targeted_modifiers(x, c, kind)


def effect_modifiers(x: Ctx, kind: str) -> int:
    """The changes that apply to every attack effect of the kind, whatever it targets: CR "Combining": "an effect that
    reduces or increases all attack effects will change the strengths of the combining effects before they are added
    together" (so each combining effect gets them too: Attack.expand)."""
    from .statics import AttackMod, _sources
    total = sum(f(x, -1, kind) for f in ATTACK_MODIFIERS)
    if kind == "ranged" and any(g[0] == PLAYER + x.seat and g[1] == "ranged_plus_1" for g in x.s.granted):
        total += 1  # "Your Ranged Attacks during this battle have +1 strength" (Yoritomo Hiromi)
    for src, traits in _sources(x.s, AttackMod):
        for tr in traits:
            e = tr.effect
            if isinstance(e, AttackMod) and kind in e.kinds and not e.targeting and _whose(x, src, e):
                total += e.amount
    return total


def _targeted_modifiers(x: Ctx, c: int, kind: str) -> int:
    """The changes that depend on the card targeted ("Ranged Attacks targeting Meiko have -3 strength"): CR
    "Combining": "Because only the original effect actually targets the card, a reduction or increase to the
    effect's strength that depends on a particular card being targeted only reduced the total combined attack"."""
    from .statics import AttackMod, _applies, _sources
    total = 0
    for src, traits in _sources(x.s, AttackMod):
        for tr in traits:
            e = tr.effect
            if isinstance(e, AttackMod) and kind in e.kinds and e.targeting and _whose(x, src, e) \
                    and _applies(x.s, src, tr, c):
                total += e.amount
    return total


def _whose(x: Ctx, src: int, e: Any) -> bool:
    mine = x.seat == x.s.controller[src]
    return not (e.whose == "yours" and not mine or e.whose == "others" and mine)


@dataclass(frozen=True)
class NextHonorPlus(Effect):
    def text(self) -> str:
        return "increase the next Honor gain or loss (this turn) from your cards by 1"

    def run(self, x: Ctx) -> bool:
        x.s.memo[f"honor_plus_next:{x.seat}"] = 1
        return True


def gain_or_lose(n: int, who: str = "you") -> OneOf:
    """ "A target player gains or loses 2 Honor": the acting player picks which."""
    from rokugan.ability.words import OneOf as _OneOf
    return _OneOf(((GainHonor(n, who),), (LoseHonor(n, who),)))


@dataclass(frozen=True)
class NegateBonuses(Effect):
    """Negate a Personality's current Force bonuses, or its penalties (the player chooses which)."""

    ref: Word
    sign: int  # +1: bonuses, -1: penalties

    def text(self) -> str:
        return f"negate {_his(self.ref)} current Force {'bonuses' if self.sign > 0 else 'penalties'}"

    def run(self, x: Ctx) -> bool:
        cards = set(_cards(x, self.ref))
        before = len(x.s.modifiers)
        x.s.modifiers = [m for m in x.s.modifiers if not (m[0] in cards and m[1] == "force" and m[4] == "bonus"
                                                          and m[2] * self.sign > 0)]
        return len(x.s.modifiers) < before


@dataclass(frozen=True)
class RemoveGranted(Effect):
    ref: Word
    what: str
    words: str = ""

    def text(self) -> str:
        return self.words or f"remove {self.what} from {_name(self.ref)}"

    def run(self, x: Ctx) -> bool:
        cards = set(x.refs(self.ref))
        x.s.granted = [g for g in x.s.granted if not (g[0] in cards and g[1] == self.what)]
        return True


@cond("you_defend")
def _c_you_defend(x: Ctx) -> bool:
    return x.s.battle is not None and x.s.battle["defender"] == x.seat


@cond("won_duel")
def _c_won_duel(x: Ctx, ref: Ref) -> bool:
    d = x.s.last_duel or {}
    return any(c in d.get("winners", ()) for c in x.refs(ref))


@cond("turn_ending")
def _t_turn_ending(x: Ctx) -> bool:
    return True


@cond("phase_ending")
def _t_phase_ending(x: Ctx) -> bool:
    return True


@cond("moved")
def _t_moved(x: Ctx, who: str = "self", rtype: str = "") -> bool:
    return _trigger_card(x, who) and (not rtype or x.get("rtype", "") == rtype)


@cond("action_kind")
def _c_action_kind(x: Ctx, *words: str) -> bool:
    """The resolved action had one of these ability keywords or attack kinds ("a Fear action")."""
    kinds = set(str(x.get("kinds", "")).split(","))
    return any(w.lower() in kinds for w in words)


@cond("took_first_battle_action")
def _c_first_battle(x: Ctx) -> bool:
    return x.s.battle is not None and x.s.battle.get("first_actor", -1) == x.seat


@cond("has_spell")
def _c_has_spell(x: Ctx, ref: Ref) -> bool:
    got = [c for c in x.refs(ref) if c < PLAYER]
    return bool(got) and any(x.s.facts[a].type == T.SPELL for a in x.s.attached[got[0]])


@cond("game_started")
def _t_game_started(x: Ctx) -> bool:
    return True


@cond("first_play_this_turn")
def _c_first_play(x: Ctx) -> bool:
    return int(x.s.memo.get(f"played:{x.s.facts[x.src].id}:{x.seat}", 0)) <= 1


@filt("honor_producing")
def _f_honor_producing(x: Ctx, c: int, arg: Any) -> bool:
    """A Holding with an ability that gains Honor."""
    from .interp import DEFS
    d = DEFS.get(x.s.facts[c].id)
    if d is None:
        return False
    return any(isinstance(w, GainHonor) for a in d.abilities for w in a.steps)


@filt("not_produced_gold")
def _f_not_produced(x: Ctx, c: int, arg: Any) -> bool:
    return not x.s.memo.get(f"produced:{c}")


@filt("any_player")
def _f_any_player(x: Ctx, c: int, arg: Any) -> bool:
    return True


@filt("family_honor_ge")
def _f_family_honor_ge(x: Ctx, c: int, arg: Any) -> bool:
    """A player with `arg` or more Family Honor."""
    return c >= PLAYER and x.s.players[c - PLAYER].honor >= int(arg)


add_filter_words({"family_honor_ge": ("post", "with {arg} or more Family Honor")})


# ------------------------------------------------------------------------------ duels
@dataclass(frozen=True)
class Challenge(Compound):
    """CR "Challenge", "Duel": `challenger` challenges `challenged`; after the duel resolves the
    consequence steps run (refs WINNER and LOSER); if refused, the refusal steps run instead."""

    challenger: Ref
    challenged: Ref
    then: tuple[Word, ...] = ()
    refusable: bool = False
    on_refuse: tuple[Word, ...] = ()
    words: str = ""
    refusable_if: Cond | None = None  # "If he is unbowed, he may refuse"

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        return (self.then, self.on_refuse)

    def text(self) -> str:
        if self.words:
            return self.words
        s = f"{_name(self.challenger)} challenges {_name(self.challenged)}"
        if self.refusable:
            s += ". He may refuse"
        if self.on_refuse:
            s += "; if he does, " + ". ".join(w.text() for w in self.on_refuse)
        if self.then:
            s += ". " + ". ".join(w.text()[:1].upper() + w.text()[1:] for w in self.then)
        return s

    def expand(self, x: Ctx, path: tuple[int, ...]) -> str | None:
        from .duel import challenge
        a = _cards(x, self.challenger)
        b = _cards(x, self.challenged)
        x.s.last_duel = None
        refusable = self.refusable or (self.refusable_if is not None and x.check(self.refusable_if))
        if "no_refuse" in x.a["flags"]:
            refusable = False  # Kitsuki Yataku's Reaction: this action's challenges cannot be refused
        if refusable and a:
            from .statics import has_rule
            # CR "Refuse": "apply refusal conditions from the text that created the duel first, followed by refusal
            # conditions from other sources" ("Challenges from Itto may not be refused", a trait of the challenger)
            refusable = not has_rule(x.s, a[0], "challenges_not_refused")
        if not a or not b or not challenge(x.s, a[0], b[0], refusable=refusable, consequence="none"):
            x.a["ok"] = False
            return None
        x.a["queue"] = ((2, *path),) + x.a["queue"]
        return SUSPEND


@dataclass(frozen=True)
class OnlyChallenges(Effect):
    """CR "Restrictions on number of times": "You can only issue one challenge per turn." An ongoing effect on the
    player (this turn); "If such a restricting effect takes place in the middle of the time period covered, previous
    occurrences of the restricted effect count against the limit" (`duel.challenges_issued`), "and any further
    challenges you issue that turn fail" (`duel.challenge`)."""

    n: int = 1

    def text(self) -> str:
        return f"you can only issue {'one challenge' if self.n == 1 else f'{self.n} challenges'} per turn"

    def run(self, x: Ctx) -> bool:
        x.s.granted.append((PLAYER + x.seat, f"max_challenges:{self.n}", "turn"))
        return True


@dataclass(frozen=True)
class CreateBattlefield(Effect):
    """ "Create a battlefield without a Province": during an attack, a new battlefield is added to the ones the
    Attacker fights (CR "Fight Battles": one battle at each); its resolution destroys no Province. Remembers
    `Var("created_bf")`."""

    def text(self) -> str:
        return "create a battlefield without a Province"

    def run(self, x: Ctx) -> bool:
        from .battle import CREATED_BF
        b = x.s.battle
        if b is None:
            return False
        bf = max([CREATED_BF - 1, *b["fields"]]) + 1
        b["fields"] = [*b["fields"], bf]
        x.set("created_bf", bf)
        x.s.say(f"A battlefield without a Province is created (battlefield {bf - CREATED_BF + 1}).")
        return True


@dataclass(frozen=True)
class MoveThere(Effect):
    """Move a Personality's unit to the battlefield this action created (CR "Move"; the No Second Battle
    Rule keeps a Personality who fought a battle this attack out of another)."""

    ref: Word

    def text(self) -> str:
        return f"move {self.ref.text()} there"

    def run(self, x: Ctx) -> bool:
        from .vocab_effects import _may_move
        bf = int(x.get("created_bf", -1))
        s = x.s
        done = False
        for c in _cards(x, self.ref):
            if bf < 0 or s.zone[c] != PLAY or s.facts[c].type != T.PERSONALITY or not _may_move(x):
                continue
            if s.battle is not None and c in s.battle["been_attacking"]:
                continue
            if P.move(s, c, bf):
                s.say(f"{s.title(c)} moves to the new battlefield.")
                done = True
        return done
