"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 2). Part of the one
vocabulary: `rokugan.ccg.vocab` re-exports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Ability, Sel, Triggered, Value, Word, add_filter_words
from rokugan.catalog import cards as T

from . import primitives as P
from . import stats
from .interp import PLAYER, Ctx, cond, filt, value
from .state import HOME, PLAY, PREGAME, State
from .statics import RecruitDiscount
from .vocab import kw

__all__ = [
    "AlsoReaction",
    "CommitSeppuku",
    "CreatePersonality",
    "GiveEachOwn",
    "Least",
    "MostDeadInAPile",
    "NegateReactedAction",
    "OngoingPart",
    "PayGoldCost",
    "RaiseToTwiceBase",
    "RecruitDead",
    "RecruitDiscountPer",
    "WaiveOwnLosses",
    "Remember",
    "performing_here",
]


# ------------------------------------------------------------------------------ filters
add_filter_words({
    "performing": ("pre", "performing"),
    "cost_or_unit_cost_eq": ("post", "whose Gold Cost (a card without attachments) or unit's total Gold Cost (a "
                                     "Personality) is {arg}"),
})


def performing_here(x: Ctx, c: int) -> bool:
    """EE "Choose Performers": a performing card is in play under your control; a Battle action's performer is at
    the current battlefield (EE "Battles": "the performing card must be at the current battlefield")."""
    s = x.s
    if c >= PLAYER or s.zone[c] != PLAY or s.controller[c] != x.seat:
        return False
    if x.a.get("rtype") == "battle" and s.battle is not None and s.battle.get("current", -1) >= 0:
        host = s.attached_to[c] if s.attached_to[c] >= 0 else c
        return bool(s.location[host] == s.battle["current"])
    return True


@filt("performing")
def _f_performing(x: Ctx, c: int, arg: Any) -> bool:
    """A performer of yours (see performing_here): `arg` True, or keywords ("Saboteur|Ninja") one of which he must
    have."""
    if not performing_here(x, c):
        return False
    return arg is True or any(kw(x.s, c, w) for w in str(arg).split("|"))


def unit_gold_cost(s: Any, c: int) -> int:
    """A Personality's unit's total Gold Cost (the Personality and every card attached to him)."""
    return sum(stats.gold_cost(s, u) for u in (c, *s.attached[c]))


@filt("cost_or_unit_cost_eq")
def _f_cost_or_unit(x: Ctx, c: int, arg: Any) -> bool:
    """Gold Cost equal to `arg`: a card's own when it has no attachments, or the sum over a Personality's unit."""
    n = x.val(arg)
    if not x.s.attached[c] and stats.gold_cost(x.s, c) == n:
        return True
    return x.s.facts[c].type == T.PERSONALITY and unit_gold_cost(x.s, c) == n


# ------------------------------------------------------------------------------ values
@dataclass(frozen=True)
class Least(Value):
    """The lowest of several numbers (a gain capped by a count, for instance)."""

    values: tuple[Value | int, ...]
    words: str

    def text(self) -> str:
        return self.words


@value("Least")
def _v_least(x: Ctx, v: Any) -> int:
    return min(x.val(n) for n in v.values)


# ------------------------------------------------------------------------------ effects
@dataclass(frozen=True)
class RaiseToTwiceBase(Word):
    """Doubling an Item's modifiers: for each positive printed modifier, a bonus that brings the modifier up to twice
    the printed value (CR "Setting stats to values": raising never lowers; negative printed modifiers are left
    alone)."""

    ref: Word

    def text(self) -> str:
        from .vocab_effects import _his
        return (f"raise {_his(self.ref)} Force and Chi modifiers to twice their base values (negative base "
                "modifiers are not affected)")

    def run(self, x: Ctx) -> bool:
        from .vocab_effects import give
        done = False
        for c in x.refs(self.ref):
            if c >= PLAYER or x.s.zone[c] != PLAY:
                continue
            for stat in ("force", "chi"):
                base = stats.printed(x.s, c, stat)
                delta = 2 * base - stats.unclamped(x.s, c, stat)
                if base > 0 and delta > 0:
                    give(x.s, c, stat, delta)
                    done = True
            if done:
                x.s.say(f"{x.s.title(c)}'s modifiers are raised to twice their base values.")
        return done


def created_personality(title: str, force: int, chi: int, ph: int, keywords: tuple[str, ...]) -> T.CardFacts:
    """The facts of a Personality an effect creates (CR "Created cards"); its traits, if any, are declared under
    its title like any card's (rokugan.ccg.cards)."""
    from rokugan.catalog.import_ccg import slug
    clans = tuple(k[:-5] for k in keywords if k.endswith(" Clan"))
    return T.CardFacts(id=slug(title), title=title, type=T.PERSONALITY, deck="dynasty", clans=clans,
                       keywords=keywords, force=force, chi=chi, personal_honor=ph, gold_cost=0, base_title=title,
                       has_text=True)


@dataclass(frozen=True)
class CreatePersonality(Word):
    """A created Personality with given stats and keywords (CR "Created cards"): a card that enters play at home like
    others; any trait it has is declared under its own title."""

    title: str
    force: int
    chi: int
    ph: int
    keywords: tuple[str, ...]
    who: str = "you"  # the player who creates it and controls it ("the winning player": "winner")
    own_clan: bool = False  # "with his Clan Alignment": that player's clan, as a "<Clan> Clan" keyword

    def facts(self, clan: str = "") -> T.CardFacts:
        kws = ((f"{clan} Clan",) if clan else ()) + self.keywords
        title = f"{self.title} ({clan})" if clan else self.title
        return created_personality(title, self.force, self.chi, self.ph, kws)

    def text(self) -> str:
        from .interp import DEFS
        d = DEFS.get(self.facts().id)
        trait = d.text().rstrip(".") if d is not None else ""
        s = f"create a {self.force}F/{self.chi}C/{self.ph}PH {' • '.join(self.keywords)} Personality"
        if self.own_clan:
            s += " with his Clan Alignment"
        return s + (f' with the trait, "{trait}"' if trait else "")

    def run(self, x: Ctx) -> bool:
        s = x.s
        seat = x.seat if self.who == "you" else x.player_of(self.who)
        if seat < 0:
            return False
        clan = s.players[seat].clan if self.own_clan else ""
        c = s.new_card(self.facts(clan or ""), seat, PLAY)
        s.say(f"{s.title(c)} is created.")
        P.enter_play(s, seat, c)
        return True


@cond("assigned")
def _t_assigned(x: Ctx, who: str = "self") -> bool:
    """After a Personality is assigned to attack or defend (CR "Maneuvers")."""
    from .vocab import _trigger_card
    return _trigger_card(x, who)


@cond("was_in_resolved_battle")
def _c_was_in_resolved_battle(x: Ctx) -> bool:
    """Whether this card's unit was in one of the armies of the battle that has just resolved (the attacking units
    have gone home by then, so the battle's event lists them)."""
    s = x.s
    host = s.attached_to[x.src] if s.attached_to[x.src] >= 0 else x.src
    units = [int(u) for u in str(x.get("units", "")).split(",") if u]
    return s.zone[x.src] == PLAY and host in units


@dataclass(frozen=True)
class Remember(Word):
    """Remember that the steps before it happened (`Var(name)` becomes 1), for a later "if not" to read."""

    name: str

    def text(self) -> str:
        return ""

    def run(self, x: Ctx) -> bool:
        x.set(self.name, 1)
        return True


@dataclass(frozen=True)
class RecruitDiscountPer(RecruitDiscount):
    """A card's own cost reduction of `amount` per card the selector counts, counted when its cost is paid."""

    per: Sel = Sel()

    def discount(self, s: State, seat: int) -> int:
        from .interp import select
        x = Ctx(s, {"seat": seat, "src": -1, "slots": {}, "vars": {}, "flags": (), "kind": "s"})
        return self.amount * len(select(x, self.per))


@cond("lost_honor_to_action_since_your_turn")
def _c_lost_honor_since(x: Ctx) -> bool:
    """Whether another player's action made you lose Honor in an Action Phase after the end of your previous turn
    (primitives.lose_honor records the turn of the last such loss)."""
    s = x.s
    since = s.turn - 1 if s.active == x.seat else s.turn
    for g in s.granted:
        if g[0] == PLAYER + x.seat and str(g[1]).startswith("honor_lost_to_action:"):
            return int(str(g[1]).split(":")[1]) >= since
    return False


@dataclass(frozen=True)
class GiveEachOwn(Word):
    """A bonus to each referenced card, each one sized by that card's own printed stat (`of`)."""

    ref: Word
    of: str = "personal_honor"
    stat: str = "force"
    words: str = ""

    def text(self) -> str:
        names = {"force": "Force", "chi": "Chi", "personal_honor": "Personal Honor"}
        return self.words or (f"give each of them a {names[self.stat]} bonus equal to his printed "
                              f"{names[self.of]}")

    def run(self, x: Ctx) -> bool:
        from .vocab_effects import give
        done = False
        for c in x.refs(self.ref):
            if c < PLAYER and x.s.zone[c] == PLAY:
                n = stats.printed(x.s, c, self.of)
                give(x.s, c, self.stat, n)
                x.s.say(f"{x.s.title(c)} gets {n:+d} {self.stat.replace('_', ' ')}.")
                done = True
        return done


@dataclass(frozen=True)
class NegateReactedAction(Word):
    """Negation of the action a Reaction answers (its trigger's "action"): it resolves no further (CR "Negate an
    action": all its effects and targeting, from then on)."""

    def text(self) -> str:
        return "negate the action's effects"

    def run(self, x: Ctx) -> bool:
        i = int(x.get("action", -1))
        if not 0 <= i < len(x.s.actions) or x.s.actions[i] is x.a:
            return False
        a = x.s.actions[i]
        a["flags"] = (*a["flags"], "negated")
        x.s.say(f"The effects of {x.s.title(a['src']) if a['src'] < PLAYER else 'the action'} are negated.")
        return True


@filt("at_location_of")
def _f_at_location_of(x: Ctx, c: int, arg: Any) -> bool:
    """At the location of a referenced card (the trigger's card, for instance)."""
    other = [o for o in x.refs(arg) if o < PLAYER]
    if not other:
        return False
    s = x.s
    host = s.attached_to[c] if s.attached_to[c] >= 0 else c
    o = s.attached_to[other[0]] if s.attached_to[other[0]] >= 0 else other[0]
    return bool(s.location[host] == s.location[o])


add_filter_words({"at_location_of": ("post", "at the same location")})


@filt("by_another_player")
def _f_by_another_player(x: Ctx, c: int, arg: Any) -> bool:
    """In a trigger's selector: the event comes from another player (his action, for instance)."""
    return int(x.get("event_seat", -1)) not in (-1, x.seat)


add_filter_words({"by_another_player": ("post", "by another player's action")})


@cond("honor_lost_to_action")
def _t_honor_lost_to_action(x: Ctx, rtype: str = "") -> bool:
    """Trigger: an action of yours (of the kind `rtype`, "battle" for instance) has made another player lose Honor."""
    return int(x.get("by", -1)) == x.seat != int(x.get("event_seat", -1)) and \
        (not rtype or x.get("rtype", "") == rtype) and x.s.zone[x.src] in (PLAY, PREGAME)


@dataclass(frozen=True)
class PayGoldCost(Word):
    """Pay a card's Gold Cost (Gold produced for that card may pay) before an effect brings it in."""

    ref: Word

    def text(self) -> str:
        return f"pay the Gold Cost of {self.ref.text()}"

    def possible(self, x: Ctx) -> bool:
        from .flow import can_pay
        got = [c for c in x.refs(self.ref) if c < PLAYER]
        return bool(got) and can_pay(x.s, x.seat, stats.gold_cost(x.s, got[0]), got[0])

    def run(self, x: Ctx) -> Any:
        from .flow import push_payment
        from .interp import SUSPEND
        got = [c for c in x.refs(self.ref) if c < PLAYER]
        if not got or not self.possible(x):
            return False
        amount = stats.gold_cost(x.s, got[0])
        if amount <= 0:
            return True
        push_payment(x.s, x.seat, amount, got[0])
        return SUSPEND


@dataclass(frozen=True)
class CommitSeppuku(Word):
    """A Personality commits seppuku (CR "Seppuku": rehonored, then destroyed)."""

    ref: Word

    def text(self) -> str:
        return f"{self.ref.text()} commits seppuku"

    def run(self, x: Ctx) -> bool:
        cards = [c for c in x.refs(self.ref) if c < PLAYER and x.s.zone[c] == PLAY]
        P.commit_seppuku(x.s, *cards)  # each rehonors, then each is destroyed
        return bool(cards)


@dataclass(frozen=True)
class MostDeadInAPile(Value):
    """The largest count of dead Personalities among the players' discard piles."""

    def text(self) -> str:
        return "the most dead Personalities in a single discard pile"


@value("MostDeadInAPile")
def _v_most_dead(x: Ctx, v: Any) -> int:
    s = x.s
    return max((sum(1 for c in p.dyn_discard if s.dead[c] and s.facts[c].type == T.PERSONALITY) for p in s.players),
               default=0)


@filt("by_action_designated")
def _f_by_action_designated(x: Ctx, c: int, arg: Any) -> bool:
    """In a trigger's selector: the targeting action (the trigger's "action") has this designator ("Limited")."""
    from rokugan.ability.words import Ability

    from .interp import ability_of
    i = int(x.get("action", -1))
    if not 0 <= i < len(x.s.actions):
        return False
    ab = ability_of(x.s.actions[i])
    return isinstance(ab, Ability) and str(arg) in ab.designators


@filt("followers_le")
def _f_followers_le(x: Ctx, c: int, arg: Any) -> bool:
    """No more Followers attached than the referenced card has."""
    from .vocab import followers
    other = [o for o in x.refs(arg) if o < PLAYER]
    return bool(other) and len(followers(x.s, c)) <= len(followers(x.s, other[0]))


@cond("has_item")
def _c_has_item(x: Ctx, ref: Word) -> bool:
    got = [c for c in x.refs(ref) if c < PLAYER]
    return bool(got) and any(x.s.facts[a].type == T.ITEM for a in x.s.attached[got[0]])


add_filter_words({"by_action_designated": ("post", "by a {arg} action"),
                  "followers_le": ("post", "with no more Followers attached than he has")})


add_filter_words({"enterable_for": ("post", "whose cost to enter play is no more than {arg}")})


@filt("enterable_for")
def _f_enterable_for(x: Ctx, c: int, arg: Any) -> bool:
    """A Personality the rules let you bring into play for this much Gold (`actions.entry_cost`: under the Emperor
    rules with Clan discount, or Clan allegiance to ignore his Honor Requirement; under the CR the Recruit
    procedure's surcharge and Honor Requirement)."""
    from .actions import entry_cost
    got = entry_cost(x.s, x.seat, c)
    return got is not None and got[0] <= x.val(arg)


@dataclass(frozen=True)
class RecruitDead(Word):
    """Recruiting from the discard pile: a dead Personality of yours enters play, its cost paid by
    the Gold the action was paid with (Gold star); during a battle he enters your army at the current battlefield
    (as a Personality Recruited there does), no longer dead. EE "F. Action Resolution": "If an action brings a card
    into play, you must pay the card's costs at that point, or it will not enter play" - what the rules ask for
    bringing him into play (`actions.entry_cost`: the Honor Requirement, Clan discount and Clan allegiance "at any
    time you bring him into play") must be covered by the Gold paid. He comes from the discard pile, not "in your
    province": no Proclaim follows (EE "Proclaim")."""

    ref: Word

    def text(self) -> str:
        return f"Recruit {self.ref.text()}"

    def run(self, x: Ctx) -> bool:
        from .actions import entry_cost
        from .state import DYN_DISCARD
        s = x.s
        got = [c for c in x.refs(self.ref) if c < PLAYER and s.zone[c] == DYN_DISCARD and s.dead[c]]
        if not got:
            return False
        c = got[0]
        need = entry_cost(s, x.seat, c)
        if need is None or need[0] > int(x.get("paid", 0)):
            s.say(f"{s.title(c)} does not enter play: the rules do not let him for the Gold paid.")
            return False
        p = s.players[s.owner[c]]
        p.dyn_discard.remove(c)
        s.dead[c] = False
        bf = s.battle["current"] if s.battle is not None and s.battle.get("current", -1) >= 0 else HOME
        P.enter_play(s, x.seat, c, bf)
        how = {"d": " with Clan discount", "da": " with Clan discount and Clan allegiance"}.get(need[1], "")
        s.say(f"{s.players[x.seat].name} recruits {s.title(c)} from the discard pile{how}.")
        return True


@cond("moved_self_by_action")
def _c_moved_self_by_action(x: Ctx, rtype: str = "") -> bool:
    """The action just resolved (a trigger's "moved" and "rtype") moved this card (of the kind `rtype`)."""
    moved = [int(c) for c in str(x.get("moved", "")).split(",") if c]
    return x.src in moved and (not rtype or x.get("rtype", "") == rtype) and x.s.zone[x.src] == PLAY


@cond("turn_started")
def _t_turn_started(x: Ctx, who: str = "any") -> bool:
    """Trigger: a turn has begun (who="you": one of yours); the card must be in play."""
    return x.s.zone[x.src] in (PLAY, PREGAME) and (who == "any" or int(x.get("event_seat", -1)) == x.seat)


@cond("marked")
def _c_marked(x: Ctx, ref: Word, mark: str) -> bool:
    """The card carries a mark an earlier effect gave it (a granted keyword, for as long as its duration lasts)."""
    cards = set(x.refs(ref))
    return any(g[0] in cards and g[1] == mark for g in x.s.granted)


@dataclass(frozen=True)
class OngoingPart(Triggered):
    """The triggered part of an ongoing effect an ability starts (something that recurs each turn, for instance): it
    works like a triggered trait but is said by the ability that starts it, so it renders nothing of its own."""

    def text(self) -> str:
        return ""


@dataclass(frozen=True)
class WaiveOwnLosses(Word):
    """A player's immunity to Honor losses from his own cards of a clan, and from his own Fate cards."""

    clan: str
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


def own_loss_waived(s: State, seat: int, src: int) -> bool:
    """Whether a continuous trait spares this player the Honor loss from his own card `src` (WaiveOwnLosses)."""
    from .statics import STATIC_IDS, _applies, _sources
    if not STATIC_IDS:
        return False
    f = s.facts[src]
    for card_, traits in _sources(s, WaiveOwnLosses):
        for t in traits:
            e = t.effect
            if isinstance(e, WaiveOwnLosses) and (f.deck == "fate" or e.clan in f.clans) and \
                    _applies(s, card_, t, PLAYER + seat):
                return True
    return False


@cond("engaged")
def _t_engaged(x: Ctx, who: str = "any") -> bool:
    """After engaging (EE "Battles": as a battle begins); the card must be in play."""
    return x.s.zone[x.src] in (PLAY, PREGAME) and x.s.battle is not None


@dataclass(frozen=True)
class AlsoReaction(Ability):
    """The same Reaction to a second point in time named by the first one's text: a separate ability for the engine,
    said by the first one, so it renders nothing of its own."""

    def text(self) -> str:
        return ""


def _in_discard_dead(x: Ctx) -> bool:
    from .state import DYN_DISCARD
    return x.s.zone[x.src] == DYN_DISCARD and x.s.dead[x.src]


@cond("destroyed_self_by_other_card")
def _c_destroyed_by_other_card(x: Ctx) -> bool:
    """The action just resolved came from a card another player owns and destroyed this card."""
    src = int(x.get("event_card", -1))
    destroyed = [int(c) for c in str(x.get("destroyed", "")).split(",") if c]
    return 0 <= src < PLAYER and x.s.owner[src] != x.seat and x.src in destroyed and _in_discard_dead(x)


@cond("destroyed_self_in_resolution")
def _c_destroyed_in_resolution(x: Ctx) -> bool:
    """The battle just resolved had this card in an army, and its resolution destroyed it."""
    units = [int(u) for u in str(x.get("units", "")).split(",") if u]
    return x.src in units and _in_discard_dead(x)


@cond("trait_resolved")
def _t_trait_resolved(x: Ctx, who: Any = "any") -> bool:
    """After a triggered trait that destroyed cards resolves (the trigger's card is the trait's card)."""
    from rokugan.ability.words import Cond
    return x.check(who) if isinstance(who, Cond) else True


# the words that run procedures of their own (decisions, a battle, a follow-up action, Gold from a Reaction)
from .vocab_ee2_flow import (  # noqa: E402
    DiscardProvinceCard,
    EnterDuelInstead,
    FightBattle,
    ReactionGold,
    RedirectTarget,
    reaction_gold,
    reaction_gold_sources,
    recon_follow_up,
    use_reaction_gold,
)

__all__ += ["DiscardProvinceCard", "EnterDuelInstead", "FightBattle", "ReactionGold", "RedirectTarget",
            "reaction_gold", "reaction_gold_sources", "recon_follow_up", "use_reaction_gold"]
