"""Per-player views (ARCHITECTURE "Per-player views"): hidden cards are opaque, with no id at all."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rokugan.catalog import cards as T

from . import stats
from .state import FOCUS, HOME, State

if TYPE_CHECKING:
    from .game import CCGGame

HIDDEN: dict[str, Any] = {"hidden": True}


def card(s: State, c: int) -> dict[str, Any]:
    """The card's dictionary in a view, made afresh."""
    return _card(s, c, None)


def _card(s: State, c: int, card_of: Any) -> dict[str, Any]:
    f = s.facts[c]
    d: dict[str, Any] = {"id": c, "card": f.id, "title": f.title, "type": f.type}
    if s.zone[c] == 4:  # in play
        d["bowed"] = s.bowed[c]
        if f.type == T.PERSONALITY:
            d.update(force=stats.force(s, c), chi=stats.chi(s, c),
                     personal_honor=stats.stat(s, c, "personal_honor"), dishonored=s.dishonored[c],
                     location="home" if s.location[c] == HOME else s.location[c],
                     attachments=[card(s, a) if card_of is None else card_of(a) for a in s.attached[c]])
        elif f.type in (T.FOLLOWER, T.ITEM):
            d.update(force=stats.force(s, c) if f.type == T.FOLLOWER else stats.modifier(s, c, "force"),
                     chi=stats.modifier(s, c, "chi") if f.type == T.ITEM else None)
        elif f.type == T.HOLDING:
            from .flow import source_gold
            d["gold"] = source_gold(s, c, -1)[0]  # what bowing it produces now (its traits included)
    else:
        if f.type == T.PERSONALITY:
            d.update(force=f.force, chi=f.chi, gold_cost=f.gold_cost, honor_requirement=f.honor_requirement,
                     personal_honor=f.personal_honor)
        elif f.gold_cost is not None:
            d["gold_cost"] = f.gold_cost
        if s.dead[c]:
            d["dead"] = True
            d["dishonored"] = s.dishonored[c]
    if f.keywords:
        d["keywords"] = list(f.keywords)
    text = card_text(f.id)
    if text:
        d["text"] = text  # the card's abilities as the vocabulary renders them (never the printed text)
    return d


@lru_cache(maxsize=4096)
def card_text(card_id: str) -> str | None:
    from .abilities import rendered_text
    return rendered_text(card_id)


class SharedCards:
    """The card dictionaries of one state, for the views of several viewers (`views`): a card in play (its stats are
    worked out from every effect in force) is made once for all of them; a card out of play, whose dictionary
    depends only on its facts and on whether it is dead or dishonored, is made once per game (`cache`, kept by the
    game between states). The dictionaries are shared, never modified."""

    def __init__(self, s: State, cache: dict[tuple[int, bool, bool], tuple[Any, dict[str, Any]]]) -> None:
        self.s = s
        self.cache = cache
        self.in_play: dict[int, dict[str, Any]] = {}

    def __call__(self, c: int) -> dict[str, Any]:
        s = self.s
        if s.zone[c] == 4:
            d = self.in_play.get(c)
            if d is None:
                d = self.in_play[c] = _card(s, c, self)
            return d
        key = (c, s.dead[c], s.dishonored[c])
        hit = self.cache.get(key)
        f = s.facts[c]
        if hit is None or hit[0] is not f:  # a card's facts are replaced only by hand (tests' scenarios)
            hit = self.cache[key] = (f, _card(s, c, self))
        return hit[1]


def views(game: CCGGame, viewers: list[int | None],
          cache: dict[tuple[int, bool, bool], tuple[Any, dict[str, Any]]] | None = None) -> dict[int | None, Any]:
    """`view(game, v)` for each of `viewers`, equal to it, made with the work shared: everything but the hand and a
    duel's focused cards is the same for every viewer, and each card's dictionary is made once (`SharedCards`; with
    `cache`, cards out of play are taken from earlier states). The views share their parts: do not modify them."""
    s = game.s
    dec = game.pending()  # the state as it is at its decision (a game that was not yet run to it moves now)
    cards = SharedCards(s, {} if cache is None else cache)
    s._frozen = {}  # the state does not change until they are made: the cards with continuous traits are found once
    try:
        common = [_player(s, p, cards) for p in s.players]
        return {viewer: _view(game, viewer, cards, common, dec) for viewer in viewers}
    finally:
        s._frozen = None


def view(game: CCGGame, viewer: int | None) -> dict[str, Any]:
    """What `viewer` sees (None: a spectator), every part made afresh."""
    s = game.s

    def fresh(c: int) -> dict[str, Any]:
        return card(s, c)

    return _view(game, viewer, fresh, [_player(s, p, fresh) for p in s.players], None)


def _player(s: State, p: Any, card_of: Any) -> dict[str, Any]:
    """A player's part of the view, the same for every viewer; the hand is filled in per viewer (`_view`)."""
    stronghold_strength, strengths = stats.province_strengths(s, p.seat)
    face_up = s.face_up
    provinces = [{"index": i, "alive": p.province_alive[i], "strength": strengths[i],
                  "cards": [card_of(c) if face_up[c] else dict(HIDDEN) for c in pr]}
                 for i, pr in enumerate(p.provinces)]
    return {
        "seat": p.seat, "name": p.name, "honor": p.honor, "gold_pool": p.gold_pool, "clan": p.clan,
        "lost": p.lost,
        "stronghold": card_of(p.stronghold) | {"gold_production": stats.gold_production(s, p.stronghold),
                                               "province_strength": stronghold_strength},
        "sensei": card_of(p.sensei) if p.sensei >= 0 else None,
        "provinces": provinces,
        "in_play": [card_of(c) for c in p.home],
        "hand": None,
        # CR "Game area knowledge": nobody is entitled to "The number of cards currently in a deck, even their
        # own"; whether a deck has cards is on the table (an empty deck is no deck; an empty Dynasty deck leaves
        # Provinces empty). So each deck is a boolean, True while it holds at least one card.
        "dynasty_deck": bool(p.dyn_deck), "fate_deck": bool(p.fate_deck),
        "dynasty_discard": [card_of(c) for c in p.dyn_discard],
        "fate_discard": [card_of(c) for c in p.fate_discard],
        "removed": [card_of(c) for c in p.removed],
    }


def _view(game: CCGGame, viewer: int | None, card_of: Any, common: list[dict[str, Any]],
          dec: Any) -> dict[str, Any]:
    s = game.s
    players = [{**part, "hand": [card_of(c) for c in p.hand] if viewer == p.seat else len(p.hand)}
               for p, part in zip(s.players, common, strict=True)]
    out: dict[str, Any] = {
        "game": "ccg", "turn": s.turn, "active": s.active, "phase": s.phase, "favor": s.favor,
        "players": players, "viewer": viewer,
        "result": s.result.to_json() if s.result else None,
    }
    if s.battle:
        b = s.battle
        from .battle import field_label
        out["battle"] = {"attacker": b["attacker"], "defender": b["defender"], "battlefields": b["fields"],
                         "fought": b["fought"], "current": b["current"],
                         "labels": {str(bf): field_label(bf) for bf in b["fields"]}}
    if s.duel:
        d = s.duel
        focused = []
        for side in (0, 1):
            seat = d["players"][side]
            focused.append([
                card_of(c) if s.face_up[c] or (viewer == seat and c not in d["from_deck"][side]) else dict(HIDDEN)
                for c in d["focused"][side] if s.zone[c] == FOCUS])
        out["duel"] = {"challenger": card_of(d["challenger"]), "challenged": card_of(d["challenged"]),
                       "stat": d["stat"], "focused": focused}
    if dec is None:
        dec = game.pending()
    if dec is not None:
        out["decision"] = dec.to_json() if viewer == dec.player else {"player": dec.player, "kind": dec.kind}
    out["log"] = game.log_lines(viewer, max(0, len(s.log) - 30))
    return out
