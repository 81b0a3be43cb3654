"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 2) that run procedures of
their own: decisions on the flow stack, a battle outside an attack, Reconnaissance's follow-up action, and Gold from a
Reaction. Part of the one vocabulary: `rokugan.ccg.vocab_ee2` re-exports them (and `rokugan.ccg.vocab` with it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Word
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import stats
from .flow import choice, handler
from .interp import PLAYER, Ctx
from .state import HOME, PLAY, State

__all__ = [
    "DiscardProvinceCard",
    "EnterDuelInstead",
    "FightBattle",
    "ReactionGold",
    "RedirectTarget",
    "reaction_gold",
    "reaction_gold_sources",
    "recon_follow_up",
    "use_reaction_gold",
]


@dataclass(frozen=True)
class DiscardProvinceCard(Word):
    """Discarding from any player's Province: the player picks a Province holding a card (face up or
    down: the choice names the Province, so a face-down card stays unknown until discarded); its card is
    discarded and the Province refills face down (CR "Provinces")."""

    def text(self) -> str:
        return "discard a Dynasty card in a Province"

    def run(self, x: Ctx) -> Any:
        from .interp import SUSPEND, action_index
        provs = tuple(16 * p.seat + i for p in x.s.players if not p.lost
                      for i, pr in enumerate(p.provinces) if p.province_alive[i] and pr)
        if not provs:
            return False
        x.s.stack.append(("ee2_discard_province", action_index(x), provs))
        return SUSPEND


@handler("ee2_discard_province")
def _discard_province(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, provs = step
    opts = []
    for k in provs:
        p, j = s.players[k // 16], k % 16
        c = p.provinces[j][0]
        what = s.title(c) if s.face_up[c] else "a face-down card"
        opts.append(Option(f"discard_province:{k}", f"{p.name}'s province {j + 1}: {what}", {"province": j}))
    return Decision(s.actions[i]["seat"], "province", "Discard the card in which Province?", tuple(opts))


@choice("ee2_discard_province")
def _discard_province_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    k = int(oid.split(":")[1])
    p = s.players[k // 16]
    if p.provinces[k % 16]:
        P.discard_from_province(s, p.provinces[k % 16][0])



@dataclass(frozen=True)
class RedirectTarget(Word):
    """Redirecting a targeting: in the action a Reaction answers (its trigger's "action"), the
    targeted card (the trigger's card) is replaced by `to` when `to` is a legal target of that targeting."""

    to: Word

    def text(self) -> str:
        return f"the action targets {self.to.text()} instead, if legal"

    def run(self, x: Ctx) -> bool:
        from rokugan.ability.words import Target

        from .interp import ability_of, select
        s = x.s
        i, old = int(x.get("action", -1)), int(x.get("event_card", -1))
        new = [c for c in x.refs(self.to) if c < PLAYER]
        if not new or not 0 <= i < len(s.actions) or s.actions[i] is x.a:
            return False
        a = s.actions[i]
        targets = {w.slot: w for w in _walk(ability_of(a)) if isinstance(w, Target)}
        for name, chosen in a["slots"].items():
            w = targets.get(name)
            if w is None or old not in chosen or new[0] in chosen:
                continue
            if new[0] not in select(Ctx(s, a), w.selector, targeting=getattr(w, "targeting", True)):
                return False  # not a legal target: the action keeps its target
            a["slots"][name] = tuple(new[0] if c == old else c for c in chosen)
            s.say(f"{s.title(new[0])} becomes the target instead of {s.title(old)}.")
            return True
        return False


def _walk(w: Word) -> list[Word]:
    """A word and every word inside it (an ability's steps, compound branches)."""
    from rokugan.ability.words import Ability, Compound
    out: list[Word] = [w]
    if isinstance(w, Ability):
        for st in w.steps:
            out += _walk(st)
    elif isinstance(w, Compound):
        for br in w.branches:
            for st in br:
                out += _walk(st)
    return out


# ------------------------------------------------------------------------------ battles outside an attack
@dataclass(frozen=True)
class FightBattle(Word):
    """A battle an action creates outside an attack (Ambush, Chikushudo's Trickery): a battlefield without a
    Province; the `attackers` are assigned to attack there and the `defenders` to defend (assigning is not moving,
    so bowed Personalities may be assigned too); with `closed`, no other Personality can move there (movement to
    it is negated). The battle is fought after this action resolves (CR "Battles": Combat, then Resolution; the
    battlefield then ceases to exist, attacking units bowing as they return home). `shielded`: Personalities
    protected from destruction until the Combat Segment is over. `lose_after`: Honor you lose after it ends."""

    attackers: Word
    defenders: Word
    words: str
    closed: bool = True
    shielded: Word | None = None
    lose_after: int = 0

    def text(self) -> str:
        return self.words

    def run(self, x: Ctx) -> bool:
        from .battle import CREATED_BF
        from .interp import action_index
        s = x.s
        att = [c for c in x.refs(self.attackers) if c < PLAYER and s.zone[c] == PLAY and
               s.facts[c].type == T.PERSONALITY]
        dfd = [c for c in x.refs(self.defenders) if c < PLAYER and s.zone[c] == PLAY and
               s.facts[c].type == T.PERSONALITY]
        if s.battle is not None or not att or not dfd or s.controller[att[0]] == s.controller[dfd[0]]:
            return False
        bf = CREATED_BF
        seat_a, seat_d = s.controller[att[0]], s.controller[dfd[0]]
        s.battle = {"attacker": seat_a, "defender": seat_d, "fields": [bf], "fought": [], "current": -1,
                    "been_attacking": [], "naval": -1, "closed": bf if self.closed else -1, "assigned": {}}
        s.say(f"A battlefield without a Province is created: {s.players[seat_a].name} attacks "
              f"{s.players[seat_d].name} there.")
        for c in (*att, *dfd):
            s.location[c] = bf  # assigning is not moving (CR "Locations")
            for a in s.attached[c]:
                s.location[a] = bf
            s.battle["assigned"][str(c)] = bf
            s.say(f"{s.title(c)} is assigned to {'attack' if c in att else 'defend'} there.")
        if self.shielded is not None:
            for c in x.refs(self.shielded):
                if c < PLAYER:
                    s.granted.append((c, "will_not_destroyed", "combat_segment"))
        # "after this action resolves": below the action's own step, so the battle follows its resolution
        mine = ("ab", action_index(x))
        k = s.stack.index(mine) if mine in s.stack else len(s.stack)
        s.stack[k:k] = [("ee2_battle_over", bf, x.seat, self.lose_after), ("ee2_fight", bf)]
        return True


@handler("ee2_fight")
def _ee2_fight(s: State, step: tuple[Any, ...]) -> None:
    from .battle import _begin_battle
    s.stack.pop()
    if s.battle is None:
        return
    _begin_battle(s, step[1])
    k = s.stack.index(("combat", step[1]))
    s.stack.insert(k, ("ee2_combat_over",))  # runs once the Combat Segment's round has ended


@handler("ee2_combat_over")
def _ee2_combat_over(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    s.granted = [g for g in s.granted if g[2] != "combat_segment"]


@handler("ee2_battle_over")
def _ee2_battle_over(s: State, step: tuple[Any, ...]) -> None:
    """The created battlefield ceases to exist: units there return home, attacking units bowing (CR "Fight
    Battles"); then the acting player loses the Honor the action named, if any."""
    _, bf, seat, lose = step
    s.stack.pop()
    if s.battle is not None:
        att = s.battle["attacker"]
        for p in s.players:
            for c in p.home:
                if s.zone[c] == PLAY and s.location[c] == bf:
                    if p.seat == att:
                        P.bow(s, c)
                        for a in s.attached[c]:
                            P.bow(s, a)
                    P.move(s, c, HOME, returning=True)
        s.battle = None
    s.granted = [g for g in s.granted if g[2] != "combat_segment"]
    if lose:
        P.lose_honor(s, seat, lose, "(after the battle ends)", by_own_card=True)


@dataclass(frozen=True)
class EnterDuelInstead(Word):
    """Substituting a duelist: the Personality who entered the duel (the trigger's card) is replaced in it
    by `ref`, a Personality of the same player not already in it (CR "Duel": he is now the challenger or the
    challenged, with his own Chi)."""

    ref: Word
    words: str = ""

    def text(self) -> str:
        return self.words or f"{self.ref.text()} enters the duel instead"

    def run(self, x: Ctx) -> bool:
        s = x.s
        d = s.duel
        old = int(x.get("event_card", -1))
        new = [c for c in x.refs(self.ref) if c < PLAYER and s.zone[c] == PLAY]
        if d is None or not new or old not in (d["challenger"], d["challenged"]):
            return False
        c = new[0]
        if c in (d["challenger"], d["challenged"]) or s.controller[c] != s.controller[old]:
            return False
        role = "challenger" if d["challenger"] == old else "challenged"
        d[role] = c
        d["chis"] = {**{k: v for k, v in d["chis"].items() if k != str(old)}, str(c): stats.chi(s, c)}
        s.say(f"{s.title(c)} enters the duel instead of {s.title(old)}.")
        return True


def recon_follow_up(x: Ctx, c: int, strength: int) -> None:
    """Reconnaissance (Koshin Keep): when a Ranged Attack of yours misses, its target gets a Force penalty of the
    attack's strength (this turn); once the action is over you may follow up with one more Battle action whose
    Ranged Attack can only be aimed at that same card."""
    from .interp import action_index
    from .vocab_effects import give
    s = x.s
    give(s, c, "force", -strength)
    s.say(f"Reconnaissance: {s.title(c)} gets -{strength}F.")
    mine = ("ab", action_index(x))
    k = s.stack.index(mine) if mine in s.stack else len(s.stack)
    s.stack[k:k] = [("ee2_recon_clear",), ("ee2_recon_additional", x.seat, c)]


def _ranged_attack_option(s: State, oid: str) -> bool:
    """Whether an action option uses an ability with a Ranged Attack."""
    from .interp import DEFS, GRANTED
    from .listing import attack_kinds
    parts = oid.split(":")
    if len(parts) < 4 or parts[0] != "ab":
        return False
    c, kind, key = int(parts[1]), parts[2], parts[3]
    if kind == "a" and c < PLAYER and s.facts[c].id in DEFS:
        abilities = DEFS[s.facts[c].id].abilities
        ab: Word | None = abilities[int(key)] if int(key) < len(abilities) else None
    else:
        ab = GRANTED.get(key)
    return ab is not None and "ranged" in attack_kinds(getattr(ab, "steps", ()))


@handler("ee2_recon_additional")
def _recon_additional(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, seat, c = step
    if s.battle is None or s.zone[c] != PLAY:
        s.stack.pop()
        return None
    from .actions import available_actions
    s.memo["recon_only"] = [seat, c]  # its Ranged Attack may only target the same card (Good Faith sees it)
    opts = [o for o in available_actions(s, seat, "battle") if _ranged_attack_option(s, o.id)]
    if not opts:
        s.stack.pop()
        return None
    return Decision(seat, "action", f"Reconnaissance: take an additional Ranged Attack against {s.title(c)}, or pass",
                    (Option("pass", "Pass the additional action"), *opts))


@choice("ee2_recon_additional")
def _recon_additional_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    s.stack.pop()
    if oid == "pass":
        return
    from .action_start import start_action
    start_action(s, step[1], "battle", oid)


@handler("ee2_recon_clear")
def _recon_clear(s: State, step: tuple[Any, ...]) -> None:
    s.stack.pop()
    s.memo.pop("recon_only", None)


# ------------------------------------------------------------------------------ Gold from a Reaction
@dataclass(frozen=True)
class ReactionGold(Word):
    """A Stronghold's Reaction that produces Gold, even while bowed, when its player pays for a card of one type
    attaching to an opposed Personality: once per turn (an ability), offered among the Gold sources of such a
    payment, and only for that card. A Spell attaching to an opposed Personality is one Equipped in battle (EE "Equip
    (Battle)": to your opposed Shugenja). The trait carries the rendering; it is read from the Stronghold."""

    amount: int
    kind: str  # the card type paid for ("spell")
    words: str
    standalone = True

    def text(self) -> str:
        return self.words


def _reaction_gold_of(s: State, seat: int) -> ReactionGold | None:
    from .interp import DEFS
    sh = s.players[seat].stronghold
    d = DEFS.get(s.facts[sh].id) if sh >= 0 else None
    if d is None:
        return None
    for t in d.traits:
        e = getattr(t, "effect", None)
        if isinstance(e, ReactionGold):
            return e
    return None


def reaction_gold_sources(s: State, seat: int) -> list[int]:
    from .flow import REACTION_GOLD_KEY
    key = REACTION_GOLD_KEY + seat
    if _reaction_gold_of(s, seat) is None or any(g[0] == key and g[1] == "reaction_gold_used" for g in s.granted):
        return []
    return [key]


def reaction_gold(s: State, key: int, paying_for: int) -> int:
    from .flow import REACTION_GOLD_KEY
    e = _reaction_gold_of(s, key - REACTION_GOLD_KEY)
    if e is None or paying_for < 0 or s.facts[paying_for].type != e.kind:
        return 0
    if s.battle is None or s.battle.get("current", -1) < 0:
        return 0  # only an Equip in battle attaches to an opposed Personality
    return e.amount


def use_reaction_gold(s: State, key: int, gold: int) -> None:
    from .flow import REACTION_GOLD_KEY
    seat = key - REACTION_GOLD_KEY
    s.granted.append((key, "reaction_gold_used", "turn"))
    s.say(f"{s.players[seat].name} uses {s.title(s.players[seat].stronghold)}'s Reaction: {gold} Gold.")
