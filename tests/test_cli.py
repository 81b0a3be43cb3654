"""The command line as a user drives it: play (saved as it goes, resumable), sim, replay, deck."""

from __future__ import annotations

import builtins
from pathlib import Path
from typing import Any

import pytest

from rokugan.cli import main
from rokugan.core.store import RecordStore


def _answers(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> None:
    it = iter(answers)

    def fake_input(prompt: str = "") -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", fake_input)


def test_play_saves_every_choice_and_resumes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "g.sqlite3")
    _answers(monkeypatch, ["b", "9999", "1", "1", "1", "q"])
    assert main(["play", "--clan", "crab", "--opponent", "lion", "--seed", "4", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "'9999' is not one of the choices: type 1 to" in out  # refused with the valid keys, not crashed on
    assert "saved. Resume with `rokugan play --resume 1`" in out
    rec = RecordStore(db).load(1)
    assert len(rec.choices) >= 3
    game = rec.replay()  # the saved choices replay to a live game
    assert game.pending() is not None
    _answers(monkeypatch, ["1", "q"])
    assert main(["play", "--resume", "1", "--db", db]) == 0
    assert len(RecordStore(db).load(1).choices) > len(rec.choices)


def test_think_sets_the_search_time_and_is_kept_with_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """`play --ai ismcts --think S`: the searching computer thinks S seconds per decision, and a resumed game (whose
    agents are rebuilt from its record) keeps that time."""
    from rokugan import cli
    db = str(tmp_path / "t.sqlite3")
    built: list[Any] = []
    real = cli._computer

    def spy(record: Any, agent: str, seed: int) -> Any:
        a = real(record, agent, seed)
        built.append(a)
        return a
    monkeypatch.setattr(cli, "_computer", spy)
    _answers(monkeypatch, ["q"])
    assert main(["play", "--game", "lcg", "--ai", "ismcts", "--think", "0.25", "--seed", "3", "--db", db]) == 0
    rec = RecordStore(db).load(1)
    assert rec.meta["agent_options"] == {"seconds": 0.25} and rec.meta["agents"] == ["human", "ismcts"]
    assert built[1].search.seconds == 0.25
    built.clear()
    _answers(monkeypatch, ["q"])
    assert main(["play", "--resume", "1", "--db", db]) == 0
    assert built[1].search.seconds == 0.25
    capsys.readouterr()


def test_sim_reports_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "3", "--seed", "2", "--check"]) == 0
    out = capsys.readouterr().out
    assert "3 games in" in out and "decisions per game" in out


def test_replay_lists_and_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "r.sqlite3")
    assert main(["sim", "--games", "1", "--record", "--db", db]) == 0
    assert main(["replay", "--db", db]) == 0
    assert main(["replay", "1", "--viewer", "0", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "GAME OVER" in out


def test_deck_command_reports_errors_with_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.txt"
    f.write_text("3 Iron Mine\n2 No Such Card Anywhere\n")
    assert main(["deck", str(f)]) == 1
    err = capsys.readouterr().err
    assert "line 2" in err and "No Such Card Anywhere" in err


def test_card_text_command_reads_the_view() -> None:
    """'c NAME' in the terminal shows the rendered text of visible cards (from the seat's view only)."""
    from rokugan.ask import card_texts
    view = {"players": [{"hand": [{"title": "Heavy Yari", "text": "Battle, bow: Melee 2 Attack."}]},
                        {"hand": 5}]}
    assert card_texts(view, "yari") == "Heavy Yari: Battle, bow: Melee 2 Attack."
    assert card_texts(view, "kaiu") == "No card you can see is called 'kaiu'."


BAD_ARGUMENTS = [
    ["nonsense"],
    ["play", "--game", "chess"],
    ["play", "--seed", "abc"],
    ["play", "--clan", "ninja"],
    ["play", "--ai", "nobody", "--seed", "1"],
    ["play", "--game", "bfr", "--players", "7"],
    ["play", "--game", "bfr", "--rule", "placement=sideways"],
    ["play", "--game", "bfr", "--rule", "novalue"],
    ["play", "--deck", "{missing}"],
    ["play", "--deck", "{folder}"],
    ["play", "--deck", "{empty}"],
    ["play", "--deck", "{binary}"],
    ["play", "--deck", "{no_stronghold}"],
    ["play", "--resume", "99"],
    ["play", "--ruleset", "onyx"],
    ["play", "--think", "0", "--ai", "ismcts", "--seed", "1"],
    ["play", "--think", "nan", "--ai", "ismcts", "--seed", "1"],
    ["play", "--think", "soon", "--ai", "ismcts"],
    ["play", "--think", "2", "--ai", "heuristic", "--seed", "1"],
    ["play", "--game", "bfr", "--think", "2", "--seed", "1"],
    ["sim", "--games", "0"],
    ["sim", "--games", "-3"],
    ["sim", "--game", "bfr", "--players", "7", "--games", "1"],
    ["sim", "--agents", "foo", "--games", "1"],
    ["sim", "--clan", "ninja", "--games", "1"],
    ["sim", "--max-turns", "0", "--games", "1"],
    ["tournament", "--games", "1"],
    ["tournament", "--agents", "random,nobody", "--games", "1"],
    ["tournament", "--agents", "random"],
    ["tournament", "--agents", "random,random"],
    ["tournament", "--agents", "random,heuristic", "--games", "0"],
    ["tournament", "--agents", "random,heuristic", "--games", "x"],
    ["tournament", "--agents", "random,heuristic", "--workers", "0"],
    ["tournament", "--agents", "random,heuristic", "--decks", "ninja"],
    ["tournament", "--agents", "random,heuristic", "--decks", "{missing}"],
    ["tournament", "--agents", "random,heuristic", "--decks", "crab,{no_stronghold}"],
    ["tournament", "--agents", "random,heuristic", "--decks", "crab", "--clans", "lion"],
    ["tournament", "--agents", "random,heuristic", "--players", "3"],
    ["tournament", "--agents", "random,heuristic", "--out", "{empty}"],
    ["tournament", "--game", "bfr", "--agents", "random,legal", "--players", "7"],
    ["tournament", "--game", "bfr", "--agents", "random,legal", "--players", "3", "--clans", "crab,lion"],
    ["tournament", "--game", "bfr", "--agents", "random,legal", "--clans", "crab,ninja"],
    ["tournament", "--agents", "random,ismcts", "--iterations", "0"],
    ["tournament", "--agents", "random,ismcts", "--iterations", "3", "--seconds", "1"],
    ["tournament", "--game", "lcg", "--agents", "random,heuristic", "--ruleset", "emperor"],
    ["tournament", "--game", "bfr", "--agents", "random,legal", "--rule", "placement=sideways"],
    ["replay", "99"],
    ["replay", "x"],
    ["deck"],
    ["deck", "{missing}"],
    ["deck", "{folder}"],
    ["deck", "{empty}"],
    ["deck", "{binary}"],
    ["deck", "{missing}", "--format", "onyx"],
    ["bench", "--games", "0"],
    ["bench", "--game", "chess"],
    ["cards", "everything"],
    ["cards", "coverage", "--deck", "{missing}"],
    ["cards", "coverage", "--format", "onyx"],
    ["serve", "--port", "http"],
]


@pytest.mark.parametrize("argv", BAD_ARGUMENTS, ids=lambda a: " ".join(a))
def test_every_mistake_gets_one_sentence_and_a_nonzero_exit(argv: list[str], tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 14: every bad argument, missing file or malformed deck gets one line and a non-zero exit, never a
    traceback."""
    (tmp_path / "folder").mkdir()
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "binary.l5d").write_bytes(b"\x00\x01\x02PK\x03\x04" * 50)
    (tmp_path / "no_sh.txt").write_text("3 Iron Mine\n3 A Warrior's Brutality\n")
    files = {"missing": str(tmp_path / "missing.l5d"), "folder": str(tmp_path / "folder"),
             "empty": str(tmp_path / "empty.txt"), "binary": str(tmp_path / "binary.l5d"),
             "no_stronghold": str(tmp_path / "no_sh.txt")}
    argv = [a.format(**files) for a in argv]
    monkeypatch.setenv("ROKUGAN_DB", str(tmp_path / "db.sqlite3"))
    _answers(monkeypatch, [])
    try:
        code = main(argv)
    except SystemExit as e:  # argparse's own errors exit
        code = e.code if isinstance(e.code, int) else 1
    out, err = capsys.readouterr()
    assert code != 0, (argv, out, err)
    assert "Traceback" not in out + err
    lines = [x for x in err.strip().splitlines() if x.strip()]
    assert len(lines) == 1, (argv, err)
    assert len(lines[0]) < 300


def test_version_and_bench_script_errors() -> None:
    """`rokugan --version` answers; `bench/run.py --games 20` runs the benchmark's own argument parsing (it
    used to crash on int('--games')), and a bad value is one line."""
    import subprocess
    import sys
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-m", "rokugan.cli", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("rokugan ")
    bad = subprocess.run([sys.executable, str(root / "bench" / "run.py"), "--games", "0"], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_module_entry_points_give_sentences_not_tracebacks() -> None:
    """`python -m rokugan.cli` and `python -m rokugan` are the `rokugan` command: an error raised in another
    module (the tournament's unknown agent) is one sentence and exit 2, as it is for the installed command."""
    import subprocess
    import sys
    for entry in (["-m", "rokugan.cli"], ["-m", "rokugan"]):
        out = subprocess.run([sys.executable, *entry, "tournament", "--agents", "foo,random", "--games", "2"],
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 2, out.stderr
        assert "Traceback" not in out.stderr and out.stderr.strip().splitlines() == [
            out.stderr.strip()] and "unknown agent 'foo'" in out.stderr


def test_cards_search_forgives_case_accents_and_typos(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14: `rokugan cards SEARCH` finds cards by title (accents, case and small typos forgiven), type,
    clan, keyword, set and format, with their facts and rendered ability text."""
    assert main(["cards", "Hída", "KISADA", "--limit", "5"]) == 0
    out = capsys.readouterr().out
    assert "Hida Kisada, the Little Bear - exp — Personality, Crab Clan" in out
    assert "Force 5 · Chi 5" in out and "Your Provinces have +1 strength." in out  # the rendered text
    assert main(["cards", "bayushi", "kachicko"]) == 0  # a typo
    assert "Bayushi Kachiko" in capsys.readouterr().out
    assert main(["cards", "--clan", "crab", "--type", "stronghold", "--format", "ivory"]) == 0
    out = capsys.readouterr().out
    assert "The Impregnable Fortress of the Crab — Stronghold" in out and "Personality" not in out
    assert main(["cards", "--keyword", "kensai", "--set", "ivory edition", "--limit", "50"]) == 0
    out = capsys.readouterr().out
    assert "Kensai" in out and "— Strategy" not in out
    assert main(["cards", "zzzqqq"]) == 2
    assert "no card matches" in capsys.readouterr().err


def test_sim_results_are_the_same_whatever_the_number_of_workers(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11: `rokugan sim --workers N`, deterministic per game seed whatever the worker count."""
    outs = []
    for w in ("1", "2"):
        assert main(["sim", "--games", "6", "--seed", "5", "--workers", w, "--agents", "heuristic,random"]) == 0
        out = capsys.readouterr().out
        outs.append([line for line in out.splitlines() if "games in" not in line])
    assert outs[0] == outs[1]


def test_the_terminal_table_fits_the_width_and_prints_the_board_when_the_phase_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14: the terminal table fits 100 columns without breaking words (80 when the terminal is that narrow),
    and does not reprint the whole board at every decision."""
    for cols in ("100", "80"):
        monkeypatch.setenv("COLUMNS", cols)
        _answers(monkeypatch, ["2", "2", "1"] * 12 + ["q"])
        assert main(["play", "--clan", "crab", "--opponent", "lion", "--seed", "4",
                     "--db", str(tmp_path / f"w{cols}.sqlite3")]) == 0
        out = capsys.readouterr().out
        assert max(len(line) for line in out.splitlines()) <= int(cols), cols
        boards = out.count("=== Turn ")  # the summary of the board, when the turn or phase changes
        decisions = out.count("  1. ")
        assert 0 < boards < decisions, (boards, decisions)  # a board when the phase changes, not at each decision
        assert "· Discards: Dynasty" not in out  # the whole board only when asked (`b`)
        assert any(line.startswith("[Turn ") for line in out.splitlines())  # the one-line status between boards
        assert "Log:" not in out  # the board does not repeat the log lines just printed

    from rokugan.ask import LAST_KEYS
    assert LAST_KEYS[0] is not None


def test_show_n_prints_the_text_of_the_card_an_option_is_about() -> None:
    """Issue 14: card text on demand (`show N`): the card option N is about, as the vocabulary renders it."""
    from rokugan.ask import option_text
    from rokugan.core import registry
    g = registry.new_game("ccg", {"decks": ["builtin:crab", "builtin:lion"]}, 4)
    seen = 0
    for _ in range(300):
        d = g.pending()
        assert d is not None
        for o in d.options:
            if o.id.startswith("recruit:"):
                text = option_text(g.view(d.player), o)
                title = g.s.facts[int(o.id.split(":")[1])].title  # type: ignore[attr-defined]
                assert text.startswith(title + ":"), text
                seen += 1
        g.choose(d.options[-1].id if d.kind == "pay" else d.options[0].id)
        if seen >= 3:
            break
    assert seen >= 3
    from rokugan.core.decision import Option
    view = g.view(0)
    assert "not about a card" in option_text(view, Option("pass", "Pass", {}))


def test_pass_and_done_are_always_key_zero_and_the_others_keep_their_order() -> None:
    """The terminal's keys: the declining option (pass, done, back, no, ...) is 0 (or 'p'), wherever the engine
    lists it; the other options are 1, 2, ... in the engine's order, so they do not shift under a player's finger."""
    from rokugan.ask import option_keys
    from rokugan.core.decision import Decision, Option
    d = Decision(0, "cycle", "Cycle", (Option("cycle:1", "Cycle A"), Option("done", "Done"),
                                       Option("cycle:2", "Cycle B")))
    assert [(k, o.id) for k, o in option_keys(d)] == [("0", "done"), ("1", "cycle:1"), ("2", "cycle:2")]
    d = Decision(0, "action", "Act", (Option("a", "A"), Option("b", "B")))
    assert [k for k, _ in option_keys(d)] == ["1", "2"]


def test_additional_fate_key_is_the_number_of_fate() -> None:
    """LCG 1.4 additional fate: "0 fate" is key 0, so key N places N fate (not N-1)."""
    from rokugan.ask import option_keys
    from rokugan.core.decision import Decision, Option
    d = Decision(0, "fate", "Place additional fate", tuple(Option(f"fate:{n}", f"{n} fate") for n in range(4)))
    assert [(k, o.label) for k, o in option_keys(d)] == [(str(n), f"{n} fate") for n in range(4)]


def test_picking_cards_one_by_one_keeps_the_keys_of_those_left() -> None:
    """Issue 14 ("never shifting positions that make a player misclick"): in a decision that repeats with the picked
    option gone (cycling face-up cards one by one), the options left keep their keys; a new kind of decision, or one
    with a new option, is numbered afresh."""
    from rokugan.ask import option_keys
    from rokugan.core.decision import Decision, Option
    a, b, c, done = Option("cycle:1", "A"), Option("cycle:2", "B"), Option("cycle:3", "C"), Option("done", "Done")
    first = Decision(0, "cycle", "Cycle", (done, a, b, c))
    assert [(k, o.id) for k, o in option_keys(first)] == [("0", "done"), ("1", "cycle:1"), ("2", "cycle:2"),
                                                          ("3", "cycle:3")]
    assert option_keys(first) == option_keys(first)  # asked twice (printed, then read): the same keys
    after = Decision(0, "cycle", "Cycle", (done, a, c))  # B was picked
    assert [(k, o.id) for k, o in option_keys(after)] == [("0", "done"), ("1", "cycle:1"), ("3", "cycle:3")]
    other = Decision(0, "action", "Act", (a, c))
    assert [k for k, _ in option_keys(other)] == ["1", "2"]
    grown = Decision(0, "action", "Act", (a, c, b))
    assert [k for k, _ in option_keys(grown)] == ["1", "2", "3"]
    opponent = Decision(1, "action", "Act", (a,))
    assert [k for k, _ in option_keys(opponent)] == ["1"]
    option_keys(Decision(0, "action", "Dynasty phase: act or pass", (done, a, b)))
    a_played = Decision(0, "action", "Dynasty phase: act or pass", (done, b))  # the same question: B keeps its key
    assert [k for k, _ in option_keys(a_played)] == ["0", "2"]
    next_phase = Decision(0, "action", "Conflict phase: act or pass", (done, b))  # a new question: numbered afresh
    assert [k for k, _ in option_keys(next_phase)] == ["0", "1"]


def test_a_picked_key_is_refused_with_the_keys_left(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Once option 1 was picked, typing 1 again lists the keys on screen (2 to 4), not "1 to 4"."""
    from rokugan.ask import ask, key_list, option_keys
    from rokugan.core.decision import Decision, Option
    opts = [Option(f"cycle:{i}", f"C{i}") for i in range(1, 5)]
    done = Option("done", "Done")
    option_keys(Decision(0, "cycle", "Cycle", (done, *opts)))
    after = Decision(0, "cycle", "Cycle", (done, *opts[1:]))
    _answers(monkeypatch, ["1", "2"])
    assert ask(after, None, 0) == "cycle:2"  # type: ignore[arg-type]
    assert "'1' is not one of the choices: type 2 to 4 or 0 (p)" in capsys.readouterr().out
    assert key_list([1, 3, 4, 5, 7]) == "1, 3 to 5, 7" and key_list([2]) == "2" and key_list([]) == ""


def test_p_and_zero_pass_and_a_wrong_key_lists_the_valid_ones(monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    from rokugan.ask import ask
    from rokugan.core.decision import Decision, Option
    d = Decision(0, "action", "Act", (Option("x", "X"), Option("pass", "Pass"), Option("y", "Y")))
    _answers(monkeypatch, ["7", "p"])
    assert ask(d, None, 0) == "pass"  # type: ignore[arg-type]
    assert "'7' is not one of the choices: type 1, 2 or 0 (p)" in capsys.readouterr().out
    _answers(monkeypatch, ["0"])
    assert ask(d, None, 0) == "pass"  # type: ignore[arg-type]
    _answers(monkeypatch, ["2"])
    assert ask(d, None, 0) == "y"  # type: ignore[arg-type]


def test_the_input_line_offers_key_zero_only_when_the_decision_has_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reminder on the input line says "0/p" only for a decision with a declining option, and names what it does
    (Done, not pass, when picking cards); cards to Cycle before any is picked have none (typing 0 there was refused
    while the line promised "0/p pass")."""
    import builtins

    from rokugan.ask import ask
    from rokugan.core.decision import Decision, Option
    prompts: list[str] = []
    answers = iter(["1", "0", "0"])

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(answers)
    monkeypatch.setattr(builtins, "input", fake_input)
    cycle = Decision(0, "cycle", "Cycle", (Option("cycle:1", "Cycle A"), Option("cycle:2", "Cycle B")))
    ask(cycle, None, 0)  # type: ignore[arg-type]
    ask(Decision(0, "cycle", "Cycle", (Option("done", "Done"), Option("cycle:2", "Cycle B"))), None, 0)  # type: ignore[arg-type]
    ask(Decision(0, "action", "Act", (Option("x", "X"), Option("pass", "Pass"))), None, 0)  # type: ignore[arg-type]
    assert "0/p" not in prompts[0] and "b board" in prompts[0]
    assert "0/p done" in prompts[1] and "0/p pass" in prompts[2]


def test_a_line_typed_ahead_on_a_terminal_is_drained_and_not_taken_for_the_next_decision() -> None:
    import os
    import pty

    from rokugan.ask import drain_typed_ahead
    master, slave = pty.openpty()
    with os.fdopen(slave, "r", closefd=True) as tty:
        os.write(master, b"3\n")
        import time
        time.sleep(0.05)
        assert drain_typed_ahead(tty) == "3"
        assert drain_typed_ahead(tty) == ""  # nothing left to be taken for the next decision
    os.close(master)


def test_piped_input_is_never_drained(tmp_path: Path) -> None:
    from rokugan.ask import drain_typed_ahead
    f = tmp_path / "script.txt"
    f.write_text("1\n2\n")
    with f.open() as stream:
        assert drain_typed_ahead(stream) == ""
        assert stream.readline() == "1\n"


def test_every_option_of_every_subcommand_shows_its_default() -> None:
    import subprocess
    import sys
    for sub in ("play", "sim", "tournament", "replay", "deck", "bench", "cards", "serve"):
        out = subprocess.run([sys.executable, "-m", "rokugan.cli", sub, "--help"], capture_output=True, text=True,
                             env={**__import__("os").environ, "COLUMNS": "200"}).stdout
        if sub == "sim":
            assert "--seed SEED" in out and "(default: 0)" in out  # a default of 0 is shown too


def test_deck_reads_and_checks_an_lcg_deck_in_either_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 10/14: `rokugan deck` recognises an LCG deck (the plain-text or the JSON export) and checks it by the
    Rules Reference v1.4, with one sentence for what it cannot read."""
    import json

    from rokugan.lcg.decks import builtin_deck, to_text
    d = builtin_deck("lion")
    text = tmp_path / "lion.txt"
    text.write_text(to_text(d))
    assert main(["deck", str(text)]) == 0
    assert "Legal by the Rules Reference v1.4" in capsys.readouterr().out
    cards = {d.stronghold: 1, **{p: 1 for p in d.provinces}, **{c: n for n, c in d.dynasty + d.conflict}}
    cards[d.dynasty[0][1]] = 2  # one copy short: 39 dynasty cards
    js = tmp_path / "lion.json"
    js.write_text(json.dumps({"name": "Lion", "format": "standard", "cards": cards}))
    assert main(["deck", str(js)]) == 1
    out = capsys.readouterr().out
    assert "Not legal" in out and "the dynasty deck has 39 cards" in out
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "standard", "cards": {"no-such-card": 3}, "clan": "lion"}')
    assert main(["deck", str(bad)]) == 1
    err = capsys.readouterr().err.strip()
    assert "no-such-card" in err and "\n" not in err
