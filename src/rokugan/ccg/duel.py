"""Duels (CR "Duel", "Challenge", "Refuse", "Duelist").

A card effect starts a duel with `challenge(...)`; the procedure then runs as steps: refusal (if the
challenge may be refused), focusing in turns from the challenged player (a card from hand, or the top of
the Fate deck unseen; at most four times each), strike, reveal, Focus Effects, resolution.
"""

from __future__ import annotations

from typing import Any

from rokugan.core.decision import Decision, Option

from . import primitives as P
from . import stats
from .flow import choice, handler
from .state import FATE_DISCARD, FOCUS, PLAY, State

MAX_FOCUS = 4  # CR "Duel" 2: a player who has focused four times may not focus any more


def challenge(s: State, challenger: int, challenged: int, duel_stat: str = "chi", refusable: bool = False,
              consequence: str = "destroy_loser") -> bool:
    """Start a duel. Returns False when no duel happens (CR "Challenge": both must be Personalities
    controlled by different players)."""
    if (s.zone[challenger] != PLAY or s.zone[challenged] != PLAY or not P.is_personality(s, challenger)
            or not P.is_personality(s, challenged) or s.controller[challenger] == s.controller[challenged]):
        return False
    a, b = s.controller[challenger], s.controller[challenged]
    limit = challenge_limit(s, a)
    if limit is not None and challenges_issued(s, a) >= limit:
        # CR "Restrictions on number of times": "any further challenges you issue that turn fail"
        s.say(f"{s.title(challenger)} cannot challenge: {s.players[a].name} can only issue {limit} challenge(s) this "
              "turn.")
        return False
    s.memo[f"challenges:{a}"] = [s.turn, challenges_issued(s, a) + 1]
    chis = {str(challenger): stats.chi(s, challenger), str(challenged): stats.chi(s, challenged)}
    s.duel = {"challenger": challenger, "challenged": challenged, "stat": duel_stat, "chis": chis,
              "players": [a, b], "focused": [[], []], "from_deck": [[], []], "to_act": 1,
              "consequence": consequence, "result": None}
    s.say(f"{s.title(challenger)} challenges {s.title(challenged)} to a duel.")
    s.stack.append(("duel",))
    if refusable:
        s.stack.append(("duel_refuse",))
    else:
        entered(s)
    return True


def challenges_issued(s: State, seat: int) -> int:
    """How many challenges the player has issued this turn (counted whether or not a restriction applies: CR
    "Restrictions on number of times", previous occurrences count against a later limit)."""
    got = s.memo.get(f"challenges:{seat}")
    return int(got[1]) if got and int(got[0]) == s.turn else 0


def challenge_limit(s: State, seat: int) -> int | None:
    """The most challenges the player may issue this turn ("You can only issue one challenge per turn"), if limited."""
    if not s.granted:
        return None
    from .interp import PLAYER
    limits = [int(str(g[1])[15:]) for g in s.granted
              if g[0] == PLAYER + seat and str(g[1]).startswith("max_challenges:")]
    return min(limits) if limits else None


def entered(s: State) -> None:
    """Both Personalities enter the duel (after a refusable challenge is accepted)."""
    from .triggered import emit
    d = s.duel
    assert d is not None
    emit(s, "entered_duel", d["challenger"], d["players"][0])
    emit(s, "entered_duel", d["challenged"], d["players"][1])


@handler("duel_refuse")
def _refuse(s: State, step: tuple[Any, ...]) -> Decision | None:
    assert s.duel is not None
    seat = s.duel["players"][1]
    return Decision(seat, "yes_no", f"Refuse the challenge to {s.title(s.duel['challenged'])}?",
                    (Option("accept", "Accept the duel"), Option("refuse", "Refuse the duel")))


@choice("duel_refuse")
def _refuse_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    assert s.duel is not None
    s.stack.pop()
    if oid == "accept":
        entered(s)
    if oid == "refuse":
        s.say(f"{s.title(s.duel['challenged'])} refuses the duel.")  # CR "Refuse": the duel doesn't happen
        s.duel["result"] = "refused"
        s.last_duel = {"refused": True, "resolved": False, "winners": [], "losers": [],
                       "challenger": s.duel["challenger"], "challenged": s.duel["challenged"]}
        s.stack.pop()  # the ("duel",) step
        s.duel = None


def _participants_in_play(s: State) -> bool:
    assert s.duel is not None
    return all(s.zone[c] == PLAY for c in (s.duel["challenger"], s.duel["challenged"]))


@handler("duel")
def _duel(s: State, step: tuple[Any, ...]) -> Decision | None:
    d = s.duel
    assert d is not None
    if not _participants_in_play(s):
        # CR "Challenge": if a Personality leaves play, the duel ends without resolution.
        s.say("The duel ends without resolution.")
        s.last_duel = {"refused": False, "resolved": False, "winners": [], "losers": []}
        _cleanup(s)
        return None
    side = d["to_act"]
    seat = d["players"][side]
    p = s.players[seat]
    opts = [Option("strike", "Strike")]
    if len(d["focused"][side]) < MAX_FOCUS:
        for c in p.hand:
            opts.append(Option(f"focus:{c}", f"Focus {s.title(c)} (focus {stats.stat(s, c, 'focus')})",
                               {"card": c}))
        if p.fate_deck:
            opts.append(Option("focus_deck", "Focus the top card of your Fate deck (unseen)"))
    if len(opts) == 1:
        _strike(s)  # a player who can't focus must strike
        return None
    return Decision(seat, "focus", f"Duel: focus or strike ({len(d['focused'][side])} focused)", tuple(opts))


@choice("duel")
def _duel_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    d = s.duel
    assert d is not None
    side = d["to_act"]
    seat = d["players"][side]
    p = s.players[seat]
    if oid == "strike":
        s.say(f"{p.name} strikes.")
        _strike(s)
        return
    if oid == "focus_deck":
        c = p.fate_deck.pop(0)
        d["from_deck"][side] = d["from_deck"][side] + [c]
        s.say(f"{p.name} focuses the top card of the Fate deck.")
    else:
        c = int(oid.split(":")[1])
        p.hand.remove(c)
        s.say(f"You focus {s.title(c)}.", (seat,), f"{p.name} focuses a card from hand.")
    s.zone[c] = FOCUS
    s.face_up[c] = False
    d["focused"][side] = d["focused"][side] + [c]
    d["to_act"] = 1 - side


def _strike(s: State) -> None:
    d = s.duel
    assert d is not None
    s.stack.pop()
    for side in (0, 1):
        for c in d["focused"][side]:
            s.face_up[c] = True  # CR "Duel" 3: turn all focused cards face up
    s.stack.append(("duel_resolve",))
    if s.ruleset == "emperor":
        # EE "Duelist": "Before Focus Effects resolve, you may discard one of your focused cards and focus one
        # additional card ... If two Duelists face each other, the active player does this first."
        s.stack.append(("duel_focus_effects",))
        duelists = [i for i in (0, 1) if P.kw(s, d["challenger"] if i == 0 else d["challenged"], "Duelist")
                    and d["focused"][i]]
        duelists.sort(key=lambda i: d["players"][i] != s.active)
        for i in reversed(duelists):  # pushed last runs first
            s.stack.append(("duelist_refocus", i))
        return
    s.stack.append(("duel_focus_effects",))  # CR "Duel" 4: "The player whose turn it is chooses the order."


def _focus_effects(s: State) -> None:
    """CR "Duel" 4: Focus Effects of the focused cards resolve before the duel does."""
    d = s.duel
    assert d is not None
    from .triggered import start_focus_effects
    for side in (1, 0):  # pushed last runs first: the challenger's Focus Effects resolve first
        for c in reversed(d["focused"][side]):
            start_focus_effects(s, c, d["players"][side], d["challenger"] if side == 0 else d["challenged"],
                                d["challenged"] if side == 0 else d["challenger"])


@handler("duel_focus_effects")
def _duel_focus_effects(s: State, step: tuple[Any, ...]) -> None:
    """CR "Duel" 4 and EE "Duel" 2: "Any traits on focused cards with the special trigger "As a Focus Effect:"
    resolve. The player whose turn it is chooses the order." """
    s.stack.pop()
    d = s.duel
    if d is None:
        return
    from .triggered import focus_effect_actions
    pending = [a for side in (0, 1) for c in d["focused"][side]
               for a in focus_effect_actions(s, c, d["players"][side], d["challenger"] if side == 0 else
                                             d["challenged"], d["challenged"] if side == 0 else d["challenger"])]
    if len(pending) < 2:
        _focus_effects(s)
        return
    s.say(f"Focus Effects of {', '.join(s.title(a['src']) for a in pending)}: "
          f"{s.players[s.active].name} chooses their order.")
    s.stack.append(("trait_order", tuple(pending)))


@handler("duelist_refocus")
def _duelist_refocus(s: State, step: tuple[Any, ...]) -> Decision | None:
    d = s.duel
    side = step[1]
    if d is None or not d["focused"][side]:
        s.stack.pop()
        return None
    seat = d["players"][side]
    p = s.players[seat]
    sources = [(f"{c}", f"{s.title(c)} from your hand") for c in p.hand]
    if p.fate_deck:
        sources.append(("deck", "the top card of your Fate deck (unseen)"))
    opts = [Option("keep", "Keep your focused cards")] + [
        Option(f"refocus:{old}:{src}", f"Discard focused {s.title(old)}, focus {words}", {"card": old})
        for old in d["focused"][side] for src, words in sources]
    if len(opts) == 1:
        s.stack.pop()
        return None
    return Decision(seat, "focus", "Duelist: discard a focused card and focus one additional card?", tuple(opts))


@choice("duelist_refocus")
def _duelist_refocus_made(s: State, step: tuple[Any, ...], oid: str) -> None:
    d = s.duel
    assert d is not None
    s.stack.pop()
    if oid == "keep":
        return
    side = step[1]
    seat = d["players"][side]
    p = s.players[seat]
    _, old_s, src = oid.split(":")
    old = int(old_s)
    d["focused"][side] = [c for c in d["focused"][side] if c != old]
    s.zone[old] = FATE_DISCARD
    s.players[s.owner[old]].fate_discard.append(old)
    if src == "deck":
        c = p.fate_deck.pop(0)
        d["from_deck"][side] = d["from_deck"][side] + [c]
    else:
        c = int(src)
        p.hand.remove(c)
    s.zone[c] = FOCUS
    s.face_up[c] = True  # the focused cards are face up since the strike
    d["focused"][side] = d["focused"][side] + [c]
    s.say(f"{p.name} (Duelist) discards the focused {s.title(old)} and focuses {s.title(c)}.")


@handler("duel_resolve")
def _duel_resolve(s: State, step: tuple[Any, ...]) -> None:
    d = s.duel
    assert d is not None
    s.stack.pop()
    if not _participants_in_play(s):
        s.say("The duel ends without resolution.")  # CR "Challenge": a participant left play
        s.last_duel = {"refused": False, "resolved": False, "winners": [], "losers": []}
        _cleanup(s)
        return
    who = (d["challenger"], d["challenged"])
    totals = [stats.stat(s, who[i], d["stat"]) + sum(stats.stat(s, c, "focus") for c in d["focused"][i])
              for i in (0, 1)]
    s.say(f"Duel totals: {s.title(who[0])} {totals[0]}, {s.title(who[1])} {totals[1]}.")
    if totals[0] != totals[1]:
        winners = [0 if totals[0] > totals[1] else 1]
    else:
        duelist = [P.kw(s, who[i], "Duelist") for i in (0, 1)]
        if duelist[0] != duelist[1]:
            winners = [0 if duelist[0] else 1]  # CR "Duelist": wins a tie against a non-Duelist
        else:
            winners = []  # CR "Duel" 5: a tie, both lose
    losers = [i for i in (0, 1) if i not in winners]
    d["result"] = {"winners": [who[i] for i in winners], "losers": [who[i] for i in losers]}
    for i in winners:
        s.say(f"{s.title(who[i])} wins the duel.")
    for i in losers:
        s.say(f"{s.title(who[i])} loses the duel.")
    s.last_duel = {"refused": False, "resolved": True, "winners": d["result"]["winners"],
                   "losers": d["result"]["losers"], "challenger": who[0], "challenged": who[1],
                   "chis": d.get("chis", {})}
    if d["consequence"] == "destroy_loser":
        from . import rule_triggers
        own_point = rule_triggers.open_point(s)  # a tie destroys both at once
        for i in losers:
            P.destroy(s, who[i])
        if own_point:
            rule_triggers.close_point(s)
    _cleanup(s)
    from .triggered import emit
    for i in winners:
        emit(s, "duel_won", who[i], s.controller[who[i]])
    emit(s, "duel_resolved", -1, s.active)  # "after this duel ends" (delayed Focus Effects)


def _cleanup(s: State) -> None:
    d = s.duel
    assert d is not None
    if s.stack and s.stack[-1] == ("duel",):
        s.stack.pop()
    for side in (0, 1):
        for c in d["focused"][side]:
            owner = s.players[s.owner[c]]
            s.zone[c] = FATE_DISCARD
            s.face_up[c] = True
            owner.fate_discard.append(c)
    s.duel = None
