"""What the compiled build (`rokugan native build`, which compiles `lcg/cards.py` and the card words) must keep as
the sources have it; run on whichever tree is imported (the sources, or the compiled build: `pytest -m native` and a
build in place)."""

from __future__ import annotations

import copy
import pickle

import rokugan.lcg.game  # noqa: F401  (loads the card words in their order)
from rokugan.lcg import cards
from rokugan.lcg import vocab as V
from rokugan.lcg import vocab_b1 as B1


def test_a_card_pickles_and_copies_as_itself() -> None:
    for c in list(cards.all_cards().values())[:50]:
        assert pickle.loads(pickle.dumps(c)) == c
        assert copy.deepcopy(c) == c and copy.copy(c) == c


def test_card_words_pickle_and_are_instances_of_their_base_words() -> None:
    w = B1.SacrificeFriendlyB1(V.chars("you"), "Crab character")
    assert pickle.loads(pickle.dumps(w)) == w
    # a word of one module built on a word of another is still that word (the compiled build checked exact types)
    assert isinstance(w, V.SacrificeFriendly) and isinstance(w, V.Cost)
    assert V.Bow is not None and V.Bow.__module__ == "rokugan.lcg.vocab_effects"  # the effects named in vocab


def test_the_rules_read_a_word_of_another_module_as_its_base_word() -> None:
    """`cost_payable` asks `isinstance(w, V.SacrificeFriendly)`: compiled, that check once missed SacrificeFriendlyB1
    (defined in vocab_b1) and raised TypeError."""
    from rokugan.benchmark import _setup
    from rokugan.core import registry
    from rokugan.lcg import ability as A
    from rokugan.lcg.game import LCGGame
    g = registry.new_game("lcg", _setup(0, "lcg"), 0)
    assert isinstance(g, LCGGame)
    w = B1.SacrificeFriendlyB1(V.chars("you"), "Crab character")
    assert A.cost_payable(g.s, {"seat": 0}, w) == A.cost_payable(g.s, {"seat": 0}, V.SacrificeFriendly()) is False


def _annotated(cls: type) -> list[str]:
    """The fields a dataclass declares, read from its sources along its bases (annotated names, bases first)."""
    import ast
    import importlib.util
    import pathlib
    names: list[str] = []
    for k in reversed(cls.__mro__):
        spec = importlib.util.find_spec(k.__module__)
        if k.__module__ == "builtins" or spec is None or spec.origin is None:
            continue
        src = pathlib.Path(spec.origin)
        tree = ast.parse(src.with_name(src.name.split(".")[0] + ".py").read_text())
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name == k.__name__:
                for st in node.body:
                    if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id not in names:
                        names.append(st.target.id)
    return names


def test_each_word_has_the_fields_its_source_declares() -> None:
    """Compiled (`rokugan native build`), a native dataclass takes a class attribute without an annotation (a flag
    like `standalone = True`) for one more field (its constructor, equality and text change): the flags are
    properties, and every word class of the kernel and of the LCG has exactly the fields its sources annotate."""
    import dataclasses

    from rokugan.ability import words as W
    from rokugan.lcg import vocab_b1_piles, vocab_b2, vocab_b2_choices, vocab_b3, vocab_effects
    seen = 0
    for m in (W, V, B1, vocab_b1_piles, vocab_b2, vocab_b2_choices, vocab_b3, vocab_effects):
        for obj in vars(m).values():
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == m.__name__:
                assert [f.name for f in dataclasses.fields(obj)] == _annotated(obj), obj
                seen += 1
    assert seen > 140
    assert V.ExtraUses.__dataclass_fields__.keys().isdisjoint({"standalone"})
