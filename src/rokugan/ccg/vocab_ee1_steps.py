"""Words of the shared vocabulary first needed by Emperor Edition base-set cards (batch 1) that run decision steps
or flow steps of their own: a battle outside an attack, choosing Provinces, the "would target" Reaction window,
copying abilities, a yes/no question per player. Part of the one vocabulary: `rokugan.ccg.vocab_ee1` (and so
`rokugan.ccg.vocab`) re-exports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rokugan.ability.words import Compound, Ref, Sel, Word, sentence

from .interp import PLAYER, SUSPEND, Ctx, cond
from .state import PLAY

__all__ = ["AmbushBattle", "CopyAbility", "MayMakeEachLose", "ReconProvinces", "ShieldInCombat", "scout_maneuvers",
           "would_target_window"]


# ------------------------------------------------------------------------------ Ambush
@dataclass(frozen=True)
class AmbushBattle(Word):
    """Outside an attack, a battle of its own at a created battlefield without a Province: `attackers` assigned to
    attack and `defenders` to defend (bowed or not); nobody else may move there (Ambush, Chikushudo's Trickery).
    The battle is fought with the Attack Phase's own steps (pick_battle, end_attack); then the acting player loses
    `honor`."""

    attackers: Ref
    defenders: Ref
    honor: int = 0

    def text(self) -> str:
        who = sentence(self.attackers.text()).rstrip(".")
        s = (f"create a battlefield without a Province. {who} attacks there and "
             f"{self.defenders.text()} defends there, bowed or not; no other Personality may move there. After this "
             "action resolves, a battle is fought there")
        return s + (f". After it ends, lose {self.honor} Honor" if self.honor else "")

    def run(self, x: Ctx) -> bool:
        from .battle import CREATED_BF
        s = x.s
        att = [c for c in x.refs(self.attackers) if c < PLAYER and s.zone[c] == PLAY]
        dfd = [c for c in x.refs(self.defenders) if c < PLAYER and s.zone[c] == PLAY]
        if s.battle is not None or not att or not dfd or s.stack[-1][0] != "ab":
            return False
        bf = CREATED_BF
        s.battle = {"attacker": s.controller[att[0]], "defender": s.controller[dfd[0]], "fields": [bf],
                    "fought": [], "current": -1, "been_attacking": [], "naval": -1, "assigned": {}, "sealed": bf}
        for c in (*att, *dfd):
            s.location[c] = bf  # assigning is not moving (CR "Locations")
            for a in s.attached[c]:
                s.location[a] = bf
            s.battle["assigned"][str(c)] = bf
        s.say(f"A battlefield without a Province is created: {', '.join(s.title(c) for c in att)} against "
              f"{', '.join(s.title(c) for c in dfd)}.")
        # after this action resolves (the "ab" step on top): the battle, the end of the battle, the Honor loss
        s.stack[-1:-1] = [("ambush_end", x.seat, self.honor), ("end_attack",), ("pick_battle",)]
        return True


@dataclass(frozen=True)
class ShieldInCombat(Compound):
    """Protection from destruction until the next battle's resolution begins."""

    ref: Ref

    @property
    def branches(self) -> tuple[tuple[Word, ...], ...]:
        from .vocab_military import RemoveGranted
        return ((RemoveGranted(self.ref, "will_not_destroyed"),),)

    def text(self) -> str:
        return f"{self.ref.text()} cannot be destroyed until the battle's resolution begins"

    def expand(self, x: Ctx, path: tuple[int, ...]) -> None:
        from .triggered import delay
        for c in x.refs(self.ref):
            if c < PLAYER and x.s.zone[c] == PLAY:
                x.s.granted.append((c, "will_not_destroyed", "battle"))
        delay(x, "battle_resolving", path)


def _ambush_end(s: Any, step: tuple[Any, ...]) -> None:
    from .primitives import lose_honor
    s.stack.pop()
    if step[2]:
        lose_honor(s, step[1], step[2], "(after the battle)", by_own_card=True)


def _register_ambush() -> None:
    from .flow import HANDLERS, handler
    if "ambush_end" not in HANDLERS:
        handler("ambush_end")(_ambush_end)


_register_ambush()

# ------------------------------------------------------------------------------ Hidden Falls Dojo
@dataclass(frozen=True)
class ReconProvinces(Word):
    """Target one or two Provinces; this turn you have Reconnaissance at their battlefields (EE "Reconnaissance"),
    and after each Maneuvers Segment your Scout Personalities get an extra Maneuvers Segment of their own, limited
    to those battlefields (read by `battle.declare_attack`). Grants on the player: "reconnaissance:<owner>:<i>",
    "scout_maneuvers:<owner>:<i>"."""

    most: int = 2

    def text(self) -> str:
        return ("target one or two Provinces. You have Reconnaissance at their battlefields, and this turn each "
                "Maneuvers Segment is followed by another in which only your Scout Personalities may be assigned, "
                "and only to those battlefields")

    def possible(self, x: Ctx) -> bool:
        return any(any(p.province_alive) for p in x.s.players if not p.lost)

    def good_faith(self, x: Ctx) -> bool:
        return self.possible(x)

    def run(self, x: Ctx) -> Any:
        from .interp import action_index
        opts = tuple((p.seat, i) for p in x.s.players if not p.lost for i, alive in enumerate(p.province_alive)
                     if alive)
        if not opts:
            return False
        x.s.stack.append(("ee_recon", action_index(x), opts, (), self.most))
        return SUSPEND


def _ee_recon(s: Any, step: tuple[Any, ...]) -> Any:
    from rokugan.core.decision import Decision, Option
    _, i, opts, chosen, most = step
    opts, chosen = tuple(tuple(o) for o in opts), tuple(tuple(c) for c in chosen)  # plain lists after a load
    a = s.actions[i]
    out = [Option("done", "Done")] if chosen else []
    if len(chosen) < most:
        out += [Option(f"prov:{seat}:{k}", f"{s.players[seat].name}'s province {k + 1}", {"province": k})
                for seat, k in opts if (seat, k) not in chosen]
    if not out or (len(chosen) >= most):
        _recon_done(s, step)
        return None
    return Decision(a["seat"], "province", "Target one or two Provinces", tuple(out))


def _ee_recon_choice(s: Any, step: tuple[Any, ...], oid: str) -> None:
    _, i, opts, chosen, most = step
    if oid == "done":
        _recon_done(s, step)
        return
    _, seat, k = oid.split(":")
    s.stack[-1] = ("ee_recon", i, opts, (*(tuple(c) for c in chosen), (int(seat), int(k))), most)


def _recon_done(s: Any, step: tuple[Any, ...]) -> None:
    _, i, _opts, chosen, _most = step
    s.stack.pop()
    me = s.actions[i]["seat"]
    for seat, k in chosen:
        s.granted.append((PLAYER + me, f"reconnaissance:{seat}:{k}", "turn"))
        s.granted.append((PLAYER + me, f"scout_maneuvers:{seat}:{k}", "turn"))
        s.say(f"{s.players[me].name} targets {s.players[seat].name}'s province {k + 1}: Reconnaissance there.")


def scout_maneuvers(s: Any, defender: int) -> list[tuple[int, tuple[int, ...]]]:
    """The players with extra Scout Maneuvers Segments in an attack on `defender`, and their battlefields."""
    out: dict[int, list[int]] = {}
    for g in s.granted:
        if g[0] >= PLAYER and g[1].startswith("scout_maneuvers:"):
            _, seat, k = g[1].split(":")
            if int(seat) == defender:
                out.setdefault(g[0] - PLAYER, []).append(int(k))
    return [(seat, tuple(sorted(ks))) for seat, ks in sorted(out.items())]


def _register_recon() -> None:
    from .flow import CHOICES, HANDLERS, choice, handler
    if "ee_recon" not in HANDLERS:
        handler("ee_recon")(_ee_recon)
    if "ee_recon" not in CHOICES:
        choice("ee_recon")(_ee_recon_choice)


_register_recon()


# ------------------------------------------------------------------------------ "would target" (Chugo Seido)
def would_target_window(s: Any, i: int, slot_name: str, chosen: tuple[int, ...]) -> bool:
    """Before an action's targeting is announced: when a card in the game has a Reaction to "would_target",
    raise that event now and announce the targeting (the "targeted" event, target taxes) in a step after the
    Reactions, with whatever cards the slot then holds."""
    from .triggered import REACTION_INDEX, emit
    keys = REACTION_INDEX.get("would_target")
    if not keys or not any(f.id in keys for f in s.facts):
        return False
    a = s.actions[i]
    s.stack.append(("ee_announce_targets", i, slot_name))
    emit(s, "would_target", chosen[0], a["seat"], action=i, slot=slot_name)
    return True


def _ee_announce_targets(s: Any, step: tuple[Any, ...]) -> None:
    from .ability_steps import announce_targets
    s.stack.pop()
    _, i, slot_name = step
    chosen = tuple(s.actions[i]["slots"].get(slot_name, ()))
    if chosen:
        announce_targets(s, i, chosen)


def _register_would_target() -> None:
    from .flow import HANDLERS, handler
    if "ee_announce_targets" not in HANDLERS:
        handler("ee_announce_targets")(_ee_announce_targets)


_register_would_target()


@cond("would_target")
def _t_would_target(x: Ctx, who: Any = "any") -> bool:
    from .vocab import _trigger_card
    return who == "any" or _trigger_card(x, who)


# ------------------------------------------------------------------------------ copying abilities (Asahina Kitiaru)
@dataclass(frozen=True)
class CopyAbility(Word):
    """The card carrying this ability gains, until the end of the turn, a copy of one ability with `keyword` of
    the target card (his choice when there are several), never one that itself copies abilities (CR "Copy": the
    copy can be used whether or not the original was; its references to its own card mean the copying card).
    Granted as "ability:copy/<card id>/<index>"."""

    ref: Ref
    keyword: str = "Political"
    who: str = "this card"

    def text(self) -> str:
        return (f"{self.who} copies one of {self.ref.text()}'s {self.keyword} abilities that does not itself copy "
                "abilities, until the end of the turn")

    def run(self, x: Ctx) -> Any:
        from .interp import DEFS, action_index
        s = x.s
        got = [c for c in x.refs(self.ref) if c < PLAYER and c != x.src]
        d = DEFS.get(s.facts[got[0]].id) if got else None
        if d is None:
            return False
        options = tuple(k for k, ab in enumerate(d.abilities) if self.keyword in ab.keywords and not _copies(ab))
        if not options:
            s.say(f"{s.title(got[0])} has no {self.keyword} ability to copy.")
            return False
        if len(options) == 1:
            _grant_copy(s, x.src, s.facts[got[0]].id, options[0])
            return True
        s.stack.append(("ee_copy_pick", action_index(x), s.facts[got[0]].id, options))
        return SUSPEND


def _copies(ab: Any) -> bool:
    from rokugan.ability.words import Compound
    words: list[Any] = [*ab.steps, *ab.costs]
    while words:
        w = words.pop()
        if isinstance(w, CopyAbility):
            return True
        if isinstance(w, Compound):
            for b in w.branches:
                words.extend(b)
    return False


def _grant_copy(s: Any, holder: int, card_id: str, k: int) -> None:
    from .interp import DEFS, GRANTED
    key = f"copy/{card_id}/{k}"
    GRANTED.setdefault(key, DEFS[card_id].abilities[k])
    s.granted.append((holder, f"ability:{key}", "turn"))
    s.say(f"{s.title(holder)} copies: {GRANTED[key].text()}")


def _ee_copy_pick(s: Any, step: tuple[Any, ...]) -> Any:
    from rokugan.core.decision import Decision, Option

    from .interp import DEFS
    _, i, card_id, options = step
    ab = DEFS[card_id].abilities
    return Decision(s.actions[i]["seat"], "choice", "Choose the ability to copy",
                    tuple(Option(f"copy:{k}", ab[k].text()) for k in options))


def _ee_copy_pick_choice(s: Any, step: tuple[Any, ...], oid: str) -> None:
    _, i, card_id, _options = step
    s.stack.pop()
    _grant_copy(s, s.actions[i]["src"], card_id, int(oid.split(":")[1]))


def _register_copy() -> None:
    from .flow import CHOICES, HANDLERS, choice, handler
    if "ee_copy_pick" not in HANDLERS:
        handler("ee_copy_pick")(_ee_copy_pick)
    if "ee_copy_pick" not in CHOICES:
        choice("ee_copy_pick")(_ee_copy_pick_choice)


_register_copy()


@dataclass(frozen=True)
class MayMakeEachLose(Word):
    """For each selected player, the acting player chooses whether that player loses `n` Honor (one yes/no
    question per player, in seat order)."""

    who: Sel
    n: int
    words: str = ""

    def text(self) -> str:
        return self.words or f"for each {self.who.phrase(article=False)}, you may have him lose {self.n} Honor"

    def run(self, x: Ctx) -> Any:
        from .interp import action_index, select
        seats = tuple(c - PLAYER for c in select(x, self.who) if c >= PLAYER)
        if not seats:
            return False
        x.s.stack.append(("ee_may_each", action_index(x), seats, self.n))
        return SUSPEND


def _ee_may_each(s: Any, step: tuple[Any, ...]) -> Any:
    from rokugan.core.decision import Decision, Option
    _, i, seats, n = step
    if not seats:
        s.stack.pop()
        return None
    return Decision(s.actions[i]["seat"], "yes_no", f"Have {s.players[seats[0]].name} lose {n} Honor?",
                    (Option("yes", "Yes"), Option("no", "No")))


def _ee_may_each_choice(s: Any, step: tuple[Any, ...], oid: str) -> None:
    from .interp import source_name
    from .primitives import lose_honor
    _, i, seats, n = step
    a = s.actions[i]
    if oid == "yes":
        lose_honor(s, seats[0], n, f"({source_name(s, a['src'])})", by_own_card=seats[0] == a["seat"])
    s.stack[-1] = ("ee_may_each", i, seats[1:], n)


def _register_may_each() -> None:
    from .flow import CHOICES, HANDLERS, choice, handler
    if "ee_may_each" not in HANDLERS:
        handler("ee_may_each")(_ee_may_each)
    if "ee_may_each" not in CHOICES:
        choice("ee_may_each")(_ee_may_each_choice)


_register_may_each()
