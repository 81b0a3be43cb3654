"""The decision steps an ability in progress pushes (rokugan.ccg.interp runs the action): choosing targets
(CR "Targeting"), May, one of several effects, looking at and arranging cards, naming a card, searching a deck,
equipping, producing Gold; each a flow step that writes its answer into the action and pops."""

from __future__ import annotations

import functools
from typing import Any

from rokugan.ability.words import May, OneOf, Ref
from rokugan.catalog import cards as T
from rokugan.core.decision import Decision, Option

from . import listing, stats, triggered, usability
from . import primitives as P
from .flow import can_pay, choice, handler, push_payment
from .interp import PLAYER, PROVINCE_KEY, SUSPEND, Ctx, _entries, ability_of, action_index, select, source_name, word_at
from .state import (
    FATE_DECK,
    HAND,
    HOME,
    PLAY,
    PREGAME,
    RESOLVING,
    State,
)


# ------------------------------------------------------------------------------ targets
def _effects_block_target(x: Ctx, path: tuple[int, ...]) -> bool:
    """Is this targeting in an action's effects block? EE "Abilities": "The text between the designator and the second
    colon tells you what needs to happen, for you to take the ability's action. This text is known as the constraints
    block"; "The text after the ability's last colon describes the effects the action has when it resolves, and is
    called the effects block." An ability declares its constraints block as its `costs` (its targets, performers and
    costs, in the order printed, rendered before the colon), so every targeting among its steps is printed after the
    last colon. EE "D. Required Targeting": "targeting mentioned in the effects block is also not required. This
    targeting is done during the action's resolution" - without a legal target the effects that need it fail and the
    action's other effects still happen."""
    return x.a["kind"] in ("a", "g") and bool(path) and path[0] == 0


def _bowed_as_cost(ab: Any, slot: str) -> bool:
    """Does a constraints block bow the card it targets ("Bow your target Personality:")?"""
    return any(type(w).__name__ == "Bow" and isinstance(getattr(w, "ref", None), Ref) and w.ref.name == slot
               for w in getattr(ab, "costs", ()))  # type: ignore[attr-defined]


def cost_payers(s: State, ab: Any, slot: str, cands: list[int]) -> list[int]:
    """EE "E. Pay Costs": "To pay a cost, the change must actually, fully happen" - a target the constraints block
    bows must be able to bow (in the rulebook's example, "he must be unbowed")."""
    if s.ruleset != "emperor" or not _bowed_as_cost(ab, slot):
        return cands
    from .statics import prevented
    return [c for c in cands if c < PLAYER and not s.bowed[c] and not prevented(s, c, "bow")]


def pick_target(x: Ctx, w: Any, path: tuple[int, ...]) -> str | None:
    selector, own_only = listing.here_anyway(x, w)
    cands = select(x, selector, exclude=x.get("chosen_targets", ()) if w.distinct else (),
                   targeting=w.targeting)
    if own_only:
        cands = [c for c in cands if c < PLAYER and x.s.controller[c] == x.seat]
    if w.slot == "attack" and x.get("combined", ()):
        from .vocab_military import combined_could_target
        cands = combined_could_target(x, cands)
    if path and path[0] == 1:  # a target of the constraints block's costs
        cands = cost_payers(x.s, ability_of(x.a), w.slot, cands)
    if x.get("commit:equip", -1) >= 0 and len(cands) > 1:
        cands = listing.hosts_for_committed(x, w.slot, cands)
    committed = x.get(f"commit:{w.slot}", -1)
    if committed in cands:  # an Interrupt of this card was taken to this action: it is the target (commit_entering)
        x.a["slots"][w.slot] = (committed,)
        x.a["vars"]["chosen_targets"] = (*x.get("chosen_targets", ()), committed)
        announce_targets(x.s, action_index(x), (committed,))
        return None
    lo, hi = w.count
    # EE "Ranged Attack, Melee Attack": their targeting "is not required; it happens as effects resolve": without a
    # target the attack does nothing and the action's other effects still happen
    optional = w.optional or (x.s.ruleset == "emperor" and (
        (w.slot == "attack" and any(name == "ranged_target" for name, _ in w.selector.filters))
        or _effects_block_target(x, path)))
    if not cands and not w.targeting and x.s.ruleset != "emperor":
        x.a["slots"][w.slot] = ()  # CR "Choices": a choice that is not targeting "just fails"; the rest goes on
        return None
    if len(cands) < max(lo, 1) and not optional and lo > 0:  # CR "Numbers of things": "any number of" includes zero
        if not cands:
            x.a["queue"] = ()  # CR "Action Sequence" D: no legal target, the effects stop
            x.a["ok"] = False
            x.s.say(f"{source_name(x.s, x.src)} finds no legal target; its remaining effects stop.")
            return None
    if not cands:
        x.a["slots"][w.slot] = ()
        return None
    chooser = x.seat if w.chooser == "you" else x.player_of(w.chooser)
    x.s.stack.append(("ab_pick", action_index(x), path, chooser, tuple(cands), ()))
    return SUSPEND


def _label(s: State, c: int) -> str:
    if c >= PLAYER:
        return s.players[c - PLAYER].name
    f = s.facts[c]
    if s.zone[c] == PLAY and f.type in (T.PERSONALITY, T.FOLLOWER):
        where = "" if s.location[c] == HOME else f" at province {s.location[c] + 1}"
        chi = f"/{stats.chi(s, c)}C" if f.type == T.PERSONALITY else ""
        return f"{f.title} ({stats.force(s, c)}F{chi}){' bowed' if s.bowed[c] else ''}{where}"
    if s.zone[c] == HAND:
        return f"{f.title} (in hand)"
    return f.title


@handler("ab_pick")
def _ab_pick(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path, chooser, cands, chosen = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    lo, hi = w.count  # type: ignore[attr-defined]
    left = [c for c in cands if c not in chosen]
    opts: list[Option] = []
    if len(chosen) >= lo and (chosen or getattr(w, "optional", False) or lo == 0):
        opts.append(Option("done", "Done" if chosen else "Choose no target"))
    if len(chosen) < hi:
        committed = sum(target_tax(s, a, c) for c in chosen)
        for c in left:
            tax = target_tax(s, a, c) if getattr(w, "targeting", True) else 0
            if tax and not can_pay(s, a["seat"], committed + tax):
                continue  # CR "Targeting paradoxes": it may be targeted only if the extra cost is paid
            label = _label(s, c) + (f" (costs {tax} more Gold to target)" if tax else "")
            opts.append(Option(f"t:{c}", label, {"card": c}))
    if not opts:
        _ab_pick_done(s, step)
        return None
    prompt = f"{source_name(s, a['src'])}: {w.text()}"  # type: ignore[union-attr]
    return Decision(chooser, "target", prompt[0].upper() + prompt[1:], tuple(opts))


def _ab_pick_done(s: State, step: tuple[Any, ...]) -> None:
    _, i, path, chooser, cands, chosen = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    a["slots"][w.slot] = tuple(chosen)  # type: ignore[attr-defined]
    a["vars"]["chosen_targets"] = tuple(a["vars"].get("chosen_targets", ())) + tuple(chosen)
    s.stack.pop()
    if chosen and getattr(w, "targeting", True):
        from .vocab_ee1 import would_target_window
        if would_target_window(s, i, str(getattr(w, "slot", "")), tuple(chosen)):
            return  # EE: Reactions to "would target" first (Chugo Seido); the targeting is announced after them
        announce_targets(s, i, tuple(chosen))


def announce_targets(s: State, i: int, chosen: tuple[int, ...]) -> None:
    a = s.actions[i]
    dis = tuple(c for c in chosen if c < PLAYER and s.dishonored[c] and s.facts[c].type == T.PERSONALITY)
    if dis:  # dishonorable when targeted (CR "References to other points in time"; CR "Rehonoring")
        a["vars"]["dis_targets"] = (*a["vars"].get("dis_targets", ()), *dis)
    names = ", ".join(_label(s, c).split(" (")[0] for c in chosen)
    s.say(f"{s.players[a['seat']].name} targets {names}.")
    triggered.emit(s, "targeted", chosen[0], a["seat"], action=i)
    tax = sum(target_tax(s, a, c) for c in chosen)
    if tax:  # CR "Targeting paradoxes": the extra cost is paid, so the action targets the card
        s.say(f"Targeting {names} costs {s.players[a['seat']].name} {tax} more Gold.")
        push_payment(s, a["seat"], tax)


def target_tax(s: State, a: dict[str, Any], c: int) -> int:
    """The extra Gold an action pays to target card c (TargetTax: "other players' actions targeting it"); a
    trait's targeting is not an action and pays nothing."""
    from .statics import TARGET_TAX
    if not TARGET_TAX or c >= PLAYER or a["kind"] == "t" or s.facts[c].id not in TARGET_TAX:
        return 0
    if s.zone[c] not in (PLAY, PREGAME) or s.controller[c] == a["seat"]:
        return 0
    return TARGET_TAX[s.facts[c].id]


@choice("ab_pick")
def _ab_pick_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path, chooser, cands, chosen = step
    if oid == "done":
        _ab_pick_done(s, step)
        return
    c = int(oid.split(":")[1])
    new = (*chosen, c)
    w = word_at(s.actions[i], tuple(path))
    lo, hi = w.count  # type: ignore[attr-defined]
    s.stack[-1] = ("ab_pick", i, path, chooser, cands, new)
    if len(new) >= hi or len(new) >= len(cands):
        _ab_pick_done(s, s.stack[-1])


def may_possible(x: Ctx, w: May) -> bool:
    """A "may" choice is offered only when its first step can be carried out at all."""
    from rokugan.ability.words import Target
    first = w.steps[0] if w.steps else None
    if isinstance(first, Target):
        return bool(select(x, first.selector))
    check = getattr(first, "possible", None)
    return bool(check(x)) if check else True


@handler("ab_may")
def _ab_may(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    assert isinstance(w, May)
    x = Ctx(s, a)
    who = x.seat if w.who == "you" else x.player_of(w.who)
    text = " and ".join(v.text() for v in w.steps)
    return Decision(who, "yes_no", f"{source_name(s, a['src'])}: you may {text[0].lower() + text[1:]}",
                    (Option("yes", "Yes"), Option("no", "No")))


@choice("ab_may")
def _ab_may_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path = step
    a = s.actions[i]
    s.stack.pop()
    w = word_at(a, tuple(path))
    assert isinstance(w, May)
    a["vars"]["may_" + "_".join(map(str, path))] = 1 if oid == "yes" else 0
    a["vars"]["chose"] = 1 if oid == "yes" else 0
    if oid == "yes":
        a["queue"] = _entries((*tuple(path), 0), w.steps) + a["queue"]
    else:
        a["ok"] = False


@handler("ab_one")
def _ab_one(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, path = step
    a = s.actions[i]
    w = word_at(a, tuple(path))
    assert isinstance(w, OneOf)
    x = Ctx(s, a)
    who = x.seat if w.who == "you" else x.player_of(w.who)
    opts = tuple(Option(f"opt:{k}", " and ".join(v.text() for v in o)[:1].upper()
                        + " and ".join(v.text() for v in o)[1:]) for k, o in enumerate(w.options))
    return Decision(who, "choice", f"{source_name(s, a['src'])}: choose one", opts)


@choice("ab_one")
def _ab_one_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, path = step
    a = s.actions[i]
    s.stack.pop()
    w = word_at(a, tuple(path))
    assert isinstance(w, OneOf)
    k = int(oid.split(":")[1])
    a["queue"] = _entries((*tuple(path), k), w.options[k]) + a["queue"]


@handler("ab_field")
def _ab_field(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, c, fields = step
    a = s.actions[i]
    opts = tuple(Option(f"field:{f}", f"Province {f + 1}", {"battlefield": f}) for f in fields)
    return Decision(a["seat"], "battlefield", f"Move {s.title(c)} to which battlefield?", opts)


@choice("ab_field")
def _ab_field_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, c, fields = step
    s.stack.pop()
    f = int(oid.split(":")[1])
    if s.zone[c] == PLAY and P.move(s, c, f):
        s.say(f"{s.title(c)} moves to province {f + 1}.")


@handler("ab_transfer")
def _ab_transfer(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, att, dests = step
    a = s.actions[i]
    opts = tuple(Option(f"to:{c}", s.title(c), {"card": c}) for c in dests)
    return Decision(a["seat"], "target", f"Transfer {s.title(att)} to which Personality?", opts)


@choice("ab_transfer")
def _ab_transfer_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, att, dests = step
    s.stack.pop()
    transfer(s, att, int(oid.split(":")[1]))


def transfer(s: State, att: int, c: int) -> None:
    """Move an attachment to another Personality; not an Equip (CR "Equip")."""
    host = s.attached_to[att]
    if host >= 0:
        s.attached[host] = tuple(x for x in s.attached[host] if x != att)
    s.attached_to[att] = -1
    P.attach(s, att, c, entering=False)
    s.say(f"{s.title(att)} is transferred to {s.title(c)}.")


@handler("ab_province")
def _ab_province(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, opts, amount, duration = step
    a = s.actions[i]
    out = tuple(Option(f"province:{k}", f"{s.players[(k - PROVINCE_KEY) // 16].name}'s province "
                       f"{(k - PROVINCE_KEY) % 16 + 1}", {"province": k}) for k in opts)
    return Decision(a["seat"], "province", "Choose a Province", out)


@choice("ab_province")
def _ab_province_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, opts, amount, duration = step
    s.stack.pop()
    k = int(oid.split(":")[1])
    s.modifiers.append((k, "province_strength", amount, duration, "bonus"))
    s.say(f"{s.players[(k - PROVINCE_KEY) // 16].name}'s province {(k - PROVINCE_KEY) % 16 + 1} gets "
          f"{amount:+d} strength.")


@handler("ab_look")
def _ab_look(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, top, takeable = step
    a = s.actions[i]
    seen = ", ".join(s.title(c) for c in top) or "nothing"
    opts = [Option("none", "Take nothing")] + [Option(f"take:{c}", f"Show and take {s.title(c)}", {"card": c})
                                               for c in takeable]
    return Decision(a["seat"], "look", f"You look at: {seen}", tuple(opts))


@choice("ab_look")
def _ab_look_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, top, takeable = step
    a = s.actions[i]
    s.stack.pop()
    p = s.players[a["seat"]]
    if oid == "none":
        a["ok"] = False
        return
    c = int(oid.split(":")[1])
    p.fate_deck.remove(c)
    s.zone[c] = HAND
    p.hand.append(c)
    s.say(f"{p.name} shows {s.title(c)} and puts it into hand.")


@handler("ab_arrange")
def _ab_arrange(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, left, placed, stage = step
    a = s.actions[i]
    hand = s.players[a["seat"]].hand
    seen = ", ".join(s.title(c) for c in (*placed, *left))
    if stage == "exchange":
        opts = [Option("keep", "Exchange nothing")] + [
            Option(f"swap:{d}:{h}", f"Take {s.title(d)}, put {s.title(h)} in its place", {"card": d, "with": h})
            for d in left for h in hand]
        return Decision(a["seat"], "look", f"You look at: {seen}. Exchange one with a card in your hand?",
                        tuple(opts))
    if len(left) <= 1:
        _arrange_done(s, step)
        return None
    n = len(placed) + 1
    return Decision(a["seat"], "look", f"Put back in any order: which card is number {n} from the top?",
                    tuple(Option(f"top:{c}", s.title(c), {"card": c}) for c in left))


def _arrange_done(s: State, step: tuple[Any, ...]) -> None:
    _, i, left, placed, _stage = step
    s.stack.pop()
    a = s.actions[i]
    p = s.players[a["seat"]]
    owner = s.players[int(a["vars"].get("arrange_owner", a["seat"]))]
    order = [*placed, *left]
    owner.fate_deck[: len(order)] = order
    whose = "the" if owner is p else f"{owner.name}'s"
    s.say(f"{p.name} puts {len(order)} cards back on {whose} Fate deck in an order of their choice.")


@handler("ab_pick_deck")
def _ab_pick_deck(s: State, step: tuple[Any, ...]) -> Decision | None:
    """ "Look at the top cards of any Fate deck": the player picks the deck."""
    _, i, decks, _n = step
    seat = s.actions[i]["seat"]
    return Decision(seat, "player", "Look at the top cards of which Fate deck?", tuple(
        Option(f"deck:{d}", "Your Fate deck" if d == seat else f"{s.players[d].name}'s Fate deck", {"player": d})
        for d in decks))


@choice("ab_pick_deck")
def _ab_pick_deck_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, _decks, n = step
    a = s.actions[i]
    owner = int(oid.split(":")[1])
    top = tuple(s.players[owner].fate_deck[:n])
    a["vars"]["arrange_owner"] = owner
    a["slots"]["looked"] = top
    s.say(f"{s.players[a['seat']].name} looks at the top {len(top)} cards of "
          f"{'their own' if owner == a['seat'] else s.players[owner].name + chr(39) + 's'} Fate deck.")
    s.stack[-1] = ("ab_arrange", i, top, (), "order")


@choice("ab_arrange")
def _ab_arrange_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, left, placed, stage = step
    p = s.players[s.actions[i]["seat"]]
    if stage == "exchange":
        if oid.startswith("swap:"):
            d, h = (int(v) for v in oid.split(":")[1:])
            k = p.fate_deck.index(d)
            p.hand.remove(h)
            p.fate_deck[k] = h
            s.zone[h], s.face_up[h] = FATE_DECK, False
            p.hand.append(d)
            s.zone[d] = HAND
            left = tuple(h if c == d else c for c in left)
            s.say(f"{p.name} exchanges a card in hand with one of the cards looked at.")
        s.stack[-1] = ("ab_arrange", i, left, placed, "order")
        return
    c = int(oid.split(":")[1])
    s.stack[-1] = ("ab_arrange", i, tuple(x for x in left if x != c), (*placed, c), "order")


def _named_titles(s: State, kind: str) -> list[str]:
    """Titles a player may name: Fate cards of a type legal in the game's format, or Dynasty cards in play."""
    if kind == "dynasty":
        return sorted({s.facts[c].base_title or s.facts[c].title for c in range(len(s.facts))
                       if s.zone[c] in (PLAY, PREGAME) and s.facts[c].deck == "dynasty"})
    return list(_fate_titles(s.ruleset, kind))  # "ivory" or "emperor": the format whose cards exist here


@functools.lru_cache(maxsize=32)
def _fate_titles(fmt: str, kind: str) -> tuple[str, ...]:
    from rokugan.catalog.ccg_catalog import Catalog
    return tuple(sorted({f.base_title or f.title for f in Catalog.builtin().legal_in(fmt)
                         if f.deck == "fate" and f.type == kind}))


NAME_KINDS = ("strategy", "item", "follower", "spell", "ring")


@handler("ab_name")
def _ab_name(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, stage, arg = step
    a = s.actions[i]
    if stage == "kind":
        opts = [Option(f"kind:{k}", f"A Fate card: {k.capitalize()}") for k in NAME_KINDS if _named_titles(s, k)]
        if _named_titles(s, "dynasty"):
            opts.append(Option("kind:dynasty", "A Dynasty card in play"))
        return Decision(a["seat"], "name", "Name a card: which kind?", tuple(opts))
    titles = _named_titles(s, arg.split("|")[0])
    if stage == "letter":
        letters = sorted({t[0].upper() for t in titles})
        return Decision(a["seat"], "name", "Name a card: its first letter?",
                        tuple(Option(f"letter:{c}", c) for c in letters))
    letter = arg.split("|")[1] if "|" in arg else ""
    pick = [t for t in titles if not letter or t[0].upper() == letter]
    return Decision(a["seat"], "name", "Name a card", tuple(Option(f"title:{n}", t) for n, t in enumerate(pick)))


@choice("ab_name")
def _ab_name_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, stage, arg = step
    a = s.actions[i]
    head, _, val = oid.partition(":")
    if head == "kind":
        many = len(_named_titles(s, val)) > 26
        s.stack[-1] = ("ab_name", i, "letter" if many else "title", val)
    elif head == "letter":
        s.stack[-1] = ("ab_name", i, "title", f"{arg}|{val}")
    else:
        letter = arg.split("|")[1] if "|" in arg else ""
        titles = [t for t in _named_titles(s, arg.split("|")[0]) if not letter or t[0].upper() == letter]
        a["vars"]["named"] = titles[int(val)]
        s.stack.pop()
        s.say(f"{s.players[a['seat']].name} names {titles[int(val)]}.")


@handler("ab_reveal")
def _ab_reveal(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, provs = step
    return Decision(s.actions[i]["seat"], "province", "Turn a card face up in which Province?",
                    tuple(Option(f"reveal:{k}", f"Province {k + 1}", {"province": k}) for k in provs))


@choice("ab_reveal")
def _ab_reveal_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, provs = step
    s.stack.pop()
    k = int(oid.split(":")[1])
    p = s.players[s.actions[i]["seat"]]
    for c in p.provinces[k]:
        if not s.face_up[c]:
            s.face_up[c] = True
            s.say(f"{p.name} turns {s.title(c)} face up in province {k + 1}.")
            from .flow import celestial_revealed
            celestial_revealed(s, p.seat, c, k)
            break


@handler("ab_equip_top")
def _ab_equip_top(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, top, cands, host = step
    a = s.actions[i]
    seen = ", ".join(s.title(c) for c in top)
    opts = [Option("none", "Equip nothing")] + [
        Option(f"equip:{c}", f"Equip {s.title(c)} ({stats.gold_cost(s, c)} Gold)", {"card": c}) for c in cands]
    return Decision(a["seat"], "look", f"You look at: {seen}. Equip one to {s.title(host)}?" if host >= 0
                    else f"You look at: {seen}.", tuple(opts))


@choice("ab_equip_top")
def _ab_equip_top_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, top, cands, host = step
    a = s.actions[i]
    if oid == "none":
        s.stack[-1] = ("ab_arrange", i, top, (), "order")
        return
    c = int(oid.split(":")[1])
    rest = tuple(x for x in top if x != c)
    # below the payment: attach once paid, then put the rest back in any order
    s.stack[-1] = ("ab_arrange", i, rest, (), "order")
    s.stack.append(("ab_top_attach", i, c, host))
    push_payment(s, a["seat"], stats.gold_cost(s, c), c)


@handler("ab_top_attach")
def _ab_top_attach(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, c, host = step
    s.stack.pop()
    a = s.actions[i]
    p = s.players[a["seat"]]
    if c not in p.fate_deck or s.zone[host] != PLAY or not P.can_attach(s, c, host):
        return None
    p.fate_deck.remove(c)
    P.attach(s, c, host)
    a["slots"]["equipped"] = (c,)
    a["vars"]["equipped"] = 1
    s.say(f"{p.name} equips {s.title(c)} from the Fate deck to {s.title(host)}.")
    triggered.emit(s, "equipped", c, a["seat"])
    return None


@handler("ab_equip")
def _ab_equip(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, who, cands = step
    a = s.actions[i]
    # an Interrupt of the card was taken to this action: it must be the one equipped (EquipFromHand.run)
    committed = int(a["vars"].get("commit:equip", -1)) >= 0
    opts = [] if committed else [Option("none", "Equip nothing")]
    opts += [Option(f"equip:{c}", s.title(c), {"card": c}) for c in cands]
    return Decision(a["seat"], "target", f"Equip which card to {s.title(who)}?", tuple(opts))


@choice("ab_equip")
def _ab_equip_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, who, cands = step
    a = s.actions[i]
    s.stack.pop()
    if oid == "none":
        a["ok"] = False
        return
    c = int(oid.split(":")[1])
    if s.zone[c] != HAND or s.zone[who] != PLAY or not P.can_attach(s, c, who):
        a["ok"] = False
        return
    s.players[a["seat"]].hand.remove(c)
    P.attach(s, c, who)
    a["slots"]["equipped"] = (c,)
    s.say(f"{s.players[a['seat']].name} equips {s.title(c)} to {s.title(who)}.")
    triggered.emit(s, "equipped", c, a["seat"])


@handler("ab_search")
def _ab_search(s: State, step: tuple[Any, ...]) -> Decision | None:
    _, i, cands, *_deck = step
    a = s.actions[i]
    p = s.players[a["seat"]]
    pile = p.dyn_deck if _deck and _deck[0] == "dynasty" else p.fate_deck
    # only cards still in the deck: a state another player's search resampled (determinization) may hold others there
    opts = [Option("fail", "Find nothing")] + [Option(f"find:{c}", s.title(c), {"card": c}) for c in cands
                                               if c in pile]
    which = "Dynasty" if _deck and _deck[0] == "dynasty" else "Fate"
    return Decision(a["seat"], "search", f"{source_name(s, a['src'])}: search your {which} deck", tuple(opts))


@choice("ab_search")
def _ab_search_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    _, i, cands, *deck = step
    a = s.actions[i]
    s.stack.pop()
    p = s.players[a["seat"]]
    pile = p.dyn_deck if deck and deck[0] == "dynasty" else p.fate_deck
    found: tuple[int, ...] = ()
    if oid != "fail" and int(oid.split(":")[1]) in pile:
        c = int(oid.split(":")[1])
        pile.remove(c)  # set aside while the deck is shuffled (CR "Card Memory Rule" exception)
        s.zone[c] = RESOLVING
        found = (c,)
        s.say(f"{p.name} searches the Fate deck and finds {s.title(c)}.")
    else:
        s.say(f"{p.name} searches the Fate deck and finds nothing.")
    a["slots"]["found"] = found
    P.shuffle(s, pile)  # CR "Search": reshuffle after searching a deck


@handler("ab_gold")
def _ab_gold(s: State, step: tuple[Any, ...]) -> Decision | None:
    """CR "Gold star": a variable Gold cost; the player names the amount, then pays it."""
    i = step[1]
    a = s.actions[i]
    seat = a["seat"]
    amounts = usability.paid_amounts(s, a, ability_of(a)) or [0]  # (a bow cost just paid may have spent a Gold source)
    opts = [Option(f"gold:{n}", f"Pay {n} Gold", {"gold": n}) for n in amounts]
    return Decision(seat, "amount", f"{source_name(s, a['src'])}: how much Gold do you pay?", tuple(opts))


@choice("ab_gold")
def _ab_gold_choice(s: State, step: tuple[Any, ...], oid: str) -> None:
    i = step[1]
    a = s.actions[i]
    n = int(oid.split(":")[1])
    s.stack.pop()
    a["vars"]["paid"] = n
    if n:
        push_payment(s, a["seat"], n)
