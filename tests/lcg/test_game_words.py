"""The hooks of the card words (`engine.COST_MODS`, `PLAY_CHECKS`, `ATTACH_CHECKS`, `AS_ATTACHMENT`,
`PLAYABLE_ELSEWHERE`, `STATE_CHECKS`, `ability.BLANKERS`, `REACTION_SOURCES`) look first at which titles of the game
print their word (`primitives.titles_with`, `titles_marked`, remembered for the game's cards): that answer never
differs from a fresh look at the game's cards, whichever game is asked and whatever card enters it."""

from __future__ import annotations

from typing import Any

from rokugan.ability.words import Static
from rokugan.lcg import ability as A
from rokugan.lcg import engine as E
from rokugan.lcg import primitives as LP
from rokugan.lcg import vocab_b1, vocab_b2, vocab_b3
from rokugan.lcg.cards import by_title

from .cards.harness import Table

KINDS: tuple[tuple[Any, str], ...] = (
    (vocab_b2.CostReduction, ""), (vocab_b2.BlankText, ""), (vocab_b2.PlayOnlyIfControl, ""),
    (vocab_b2.NoAttachmentsExcept, ""), (vocab_b3.BlanksDefendingProvince, ""), (vocab_b1.OnlyAttachments, ""),
    (vocab_b1.PlayAsAttachment, ""), (vocab_b1.PlayFromDiscard, ""), (vocab_b1.CannotB1, "stay"))


def _fresh(s: Any, kind: type, what: str) -> frozenset[str]:
    return frozenset(f.title for f in s.facts if f.title in A.DEFS and any(
        isinstance(tr, Static) and isinstance(tr.effect, kind) and (not what or getattr(tr.effect, "what", "") == what)
        for tr in A.DEFS[f.title].traits))


def _fresh_marked(s: Any, extra: str) -> frozenset[str]:
    return frozenset(f.title for f in s.facts if f.title in A.DEFS and A.DEFS[f.title].extra.get(extra))


def _stale(s: Any) -> list[str]:
    out = [kind.__name__ for kind, what in KINDS if LP.titles_with(s, kind, what) != _fresh(s, kind, what)]
    if LP.titles_marked(s, "reacts_from_discard") != _fresh_marked(s, "reacts_from_discard"):
        out.append("reacts_from_discard")
    return out


def test_the_remembered_titles_equal_a_fresh_look_at_every_decision_of_two_games_played_in_turn() -> None:
    """Two random games between different built-in decks, one decision of each in turn (and a clone of each looked
    at between them): at every decision the titles each word's hook reads are the game's own."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.core.agents import RandomAgent
    stale: list[tuple[int, int, list[str]]] = []
    differ = False
    for seed in range(0, 12, 2):
        games = [registry.new_game("lcg", _setup(x, "lcg"), x) for x in (seed, seed + 1)]
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        differ = differ or any(_fresh(games[0].s, k, w) != _fresh(games[1].s, k, w) for k, w in KINDS)
        n = 0
        while any(g.pending() is not None for g in games):
            for g, agent in zip(games, agents, strict=True):
                d = g.pending()
                if d is None:
                    continue
                for s in (g.s, g.s.clone()):
                    if bad := _stale(s):
                        stale.append((seed, n, bad))
                g.choose(agent.choose(g, d))
            n += 1
    assert differ  # (the games played in turn print different words: a cache kept across games would show)
    assert not stale, f"stale at {len(stale)} decisions, first {stale[:5]}"


def test_a_card_entering_the_game_after_the_titles_were_read_is_seen() -> None:
    """A card created in a game already asked (a test's table puts cards in play) counts at once: Guidance of the
    Ancestors ("you may play this card from your conflict discard pile") in a game without one."""
    t = Table()
    s = t.s
    before = LP.titles_with(s, vocab_b1.PlayFromDiscard)
    assert "Guidance of the Ancestors" not in before
    s.new_card(by_title("Guidance of the Ancestors"), t.me, E.CONF_DISCARD)
    assert "Guidance of the Ancestors" in LP.titles_with(s, vocab_b1.PlayFromDiscard)
    assert not _stale(s)
