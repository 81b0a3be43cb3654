"""rokugan.core: seeded randomness, decisions and records (the store: test_store.py)."""

from __future__ import annotations

import pytest

from rokugan.core.decision import Decision, IllegalChoice, Option
from rokugan.core.game import LogEntry, Result
from rokugan.core.rng import Rng


def test_rng_is_deterministic_and_clone_continues_the_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.clone()
    assert a.below(1000) == c.below(1000)
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_below_is_in_range_and_roughly_uniform() -> None:
    r = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(800 < k < 1200 for k in counts)
    with pytest.raises(ValueError):
        r.below(0)


def _splitmix_below(state: int, n: int) -> tuple[int, int]:
    """The generator as first written (next64, then rejection), to hold the faster code to the same numbers."""
    mask = (1 << 64) - 1
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        x = z ^ (z >> 31)
        if x < limit:
            return x % n, state


@pytest.fixture(params=[False, True], ids=["whole-ints", "halves"])
def halves(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both ways of drawing: on the whole 64-bit ints (from the sources) and on 32-bit halves (compiled)."""
    from rokugan.core import rng

    monkeypatch.setattr(rng, "_HALVES", request.param)
    return bool(request.param)


def _unmix(x: int) -> int:
    """The state whose next draw is x (SplitMix's steps undone: each is a bijection of the 64-bit numbers)."""
    mask = (1 << 64) - 1

    def unshift(y: int, k: int) -> int:
        z, s = y, k
        while s < 64:
            z ^= y >> s
            s += k
        return z

    z = unshift(x, 31)
    z = unshift((z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask, 27)
    z = unshift((z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask, 30)
    return (z - 0x9E3779B97F4A7C15) & mask


def test_a_draw_in_the_rejected_top_is_drawn_again(halves: bool) -> None:
    """below(n) rejects a draw x >= 2**64 - (2**64 mod n) (no modulo bias): for n = 6, 2**64 mod 6 = 4, so the four
    largest numbers are drawn again, the fifth largest is kept."""
    for x, rejected in ((2**64 - 1, True), (2**64 - 4, True), (2**64 - 5, False)):
        state = _unmix(x)
        assert Rng(state).next64() == x
        want, after = _splitmix_below(state, 6)
        r = Rng(state)
        assert r.below(6) == want and r.state == after
        assert (after != (state + 0x9E3779B97F4A7C15) & ((1 << 64) - 1)) == rejected
        r = Rng(state)
        assert r.below_many(6, 1) == [want] and r.state == after


def test_below_and_below_many_give_the_generators_numbers(halves: bool) -> None:
    """Saved games and seeds replay only if every draw stays the same: below(n) and below_many(n, k) give the
    numbers of the plain SplitMix with rejection, rejections included (n just above 2**63 rejects half the draws)."""
    for n in (1, 2, 6, 1000, 5000, 2**29 + 3, 2**30 - 1, 2**30, 2**63 + 1, 3 * 2**62):
        r, many = Rng(99), Rng(99)
        state = 99
        want = []
        for _ in range(200):
            x, state = _splitmix_below(state, n)
            want.append(x)
        assert [r.below(n) for _ in range(200)] == want
        assert many.below_many(n, 120) + many.below_many(n, 80) == want
        assert r.state == many.state == state
    assert Rng(5).below_many(7, 0) == []
    with pytest.raises(ValueError):
        Rng(5).below_many(0, 3)


def test_shuffle_is_a_permutation() -> None:
    r = Rng(3)
    xs = list(range(50))
    r.shuffle(xs)
    assert sorted(xs) == list(range(50)) and xs != list(range(50))


def test_shuffle_draws_what_below_draws(halves: bool) -> None:
    """A seed replays only if a shuffle keeps its order: Fisher-Yates from the end, j = below(i + 1) for each i, the
    same draws (rejections included) and the generator left where those draws leave it."""
    for seed, n in ((0, 0), (1, 1), (2, 2), (7, 40), (42, 45), (99, 300), (5, 5000), (2**64 - 1, 45)):
        r, ref = Rng(seed), Rng(seed)
        xs, want = list(range(n)), list(range(n))
        r.shuffle(xs)
        for i in range(n - 1, 0, -1):
            j = ref.below(i + 1)
            want[i], want[j] = want[j], want[i]
        assert xs == want and r.state == ref.state


def test_decision_rejects_options_not_offered() -> None:
    d = Decision(0, "action", "go", (Option("pass", "Pass"), Option("x", "X")))
    assert d.option("x").label == "X"
    with pytest.raises(IllegalChoice):
        d.option("nope")


def test_log_entry_filters_private_text() -> None:
    e = LogEntry("You draw Katana.", (0,), "Player 1 draws a card.")
    assert e.for_viewer(0) == "You draw Katana."
    assert e.for_viewer(1) == "Player 1 draws a card."
    assert e.for_viewer(None) == "Player 1 draws a card."
    assert LogEntry.from_json(e.to_json()) == e


def test_result_round_trip() -> None:
    r = Result((1,), "honor")
    assert Result.from_json(r.to_json()) == r and not r.is_draw
    assert Result((), "turn cap").is_draw


def test_options_and_decisions_behave_as_values() -> None:
    """What every game, the web server and the RL API rely on, the same whether `rokugan.core` runs from its sources
    or compiled (`rokugan native build`: `native.CORE`): equality, hashing, repr, pickling and copies, to_json."""
    import copy
    import pickle

    o = Option("att:3", "Attack with X (2)", {"card": 3})
    same, other = Option("att:3", "Attack with X (2)", {"card": 3}), Option("att:3", "Attack with X (2)", {"card": 4})
    assert o == same and o != other and (o != same) is False
    assert (o == "att:3") is False and o != ("att:3", "Attack with X (2)", {"card": 3})
    assert Option("done", "Done").payload == {} and Option("done", "Done", None).payload == {}
    assert repr(o) == "Option(id='att:3', label='Attack with X (2)', payload={'card': 3})"
    with pytest.raises(TypeError):
        hash(o)  # (a payload is a dict)
    with pytest.raises(AttributeError):
        o.other = 1  # type: ignore[attr-defined]
    d = Decision(1, "attackers", "Declare attackers", (Option("done", "Done"), o))
    assert d == Decision(1, "attackers", "Declare attackers", (Option("done", "Done"), same))
    assert d != Decision(0, "attackers", "Declare attackers", (Option("done", "Done"), o)) and d != 1
    assert repr(d) == ("Decision(player=1, kind='attackers', prompt='Declare attackers', options=(Option("
                       "id='done', label='Done', payload={}), Option(id='att:3', label='Attack with X (2)', "
                       "payload={'card': 3})))")
    assert d.to_json() == {"player": 1, "kind": "attackers", "prompt": "Declare attackers", "options": [
        {"id": "done", "label": "Done", "payload": {}}, {"id": "att:3", "label": "Attack with X (2)",
                                                          "payload": {"card": 3}}]}
    assert d.to_json()["options"][1]["payload"] is not o.payload
    assert d.ids() == ["done", "att:3"] and d.option("att:3") is o
    for x in (pickle.loads(pickle.dumps(d)), copy.copy(d), copy.deepcopy(d)):
        assert x == d and type(x) is Decision and type(x.options[1]) is Option
    assert copy.deepcopy(o).payload is not o.payload
    hashable = Decision(0, "k", "p", ())
    assert hash(hashable) == hash(Decision(0, "k", "p", ())) and {hashable: 1}[Decision(0, "k", "p", ())] == 1
    with pytest.raises(IllegalChoice, match=r"'x' is not one of the offered options: \['done', 'att:3'\]"):
        d.option("x")
    assert isinstance(IllegalChoice("x"), ValueError)


def test_the_generator_and_the_random_agent_copy_and_pickle() -> None:
    """A game's generator and a random agent, copied or pickled, draw on as the original (sources or compiled)."""
    import copy
    import pickle

    from rokugan.core.agents import RandomAgent

    r = Rng(2**70 + 5)  # (masked to 64 bits)
    assert r.state == 5
    r.below(10)
    for x in (r.clone(), pickle.loads(pickle.dumps(r)), copy.copy(r), copy.deepcopy(r)):
        assert type(x) is Rng and x.state == r.state and x is not r
        assert [x.below(1000) for _ in range(20)] == [r.clone().below_many(1000, 20)[k] for k in range(20)]
    xs = list("abcdef")
    Rng(4).shuffle(xs)
    ys = list("abcdef")
    Rng(4).shuffle(ys)
    assert xs == ys and sorted(xs) == list("abcdef") and Rng(9).choice(("x", "y", "z")) in "xyz"
    d = Decision(0, "k", "p", tuple(Option(str(i), str(i)) for i in range(7)))
    ag = RandomAgent(3)
    assert ag.name == "random"
    ag.choose(None, d)  # type: ignore[arg-type]
    for twin in (pickle.loads(pickle.dumps(ag)), copy.deepcopy(ag)):
        assert twin.name == "random" and twin is not ag
        ref = ag.rng.clone()
        assert [twin.choose(None, d) for _ in range(30)] == [str(ref.below(7)) for _ in range(30)]  # type: ignore
