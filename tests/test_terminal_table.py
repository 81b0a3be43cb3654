"""The terminal table as a player in a 100-column, 30-line terminal sees it: every screen before a decision fits
the terminal (the question and what it is about never scroll off), the status line fits the width without cutting
a number, and experienced cards read the way players write them."""

from __future__ import annotations

import builtins
import re
from pathlib import Path

import pytest

from rokugan.catalog.cards import players_text
from rokugan.cli import main

HEIGHT, WIDTH = 30, 100


def _screens(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str],
             decisions: int) -> list[str]:
    """Play `argv` answering each decision with the first numbered key on screen (1 if none); returns what was
    printed before each answer (the screen the player answers from)."""
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.setenv("LINES", str(HEIGHT))
    screens: list[str] = []

    def fake_input(prompt: str = "") -> str:
        screens.append(capsys.readouterr().out)
        if len(screens) > decisions:
            return "q"
        keys = re.findall(r"^\s+([1-9]\d*)\. ", screens[-1], flags=re.M)
        return keys[0] if keys else "0"

    monkeypatch.setattr(builtins, "input", fake_input)
    assert main(argv) == 0
    screens.append(capsys.readouterr().out)
    return screens


def _check_screens(screens: list[str]) -> None:
    for n, sc in enumerate(screens[1:-1], 1):  # the first also holds the game's welcome lines
        lines = sc.rstrip("\n").split("\n")
        assert max(len(x) for x in lines) <= WIDTH, (n, sc)
        # with the input line below it, the screen the player answers from fits the terminal: nothing of it, and
        # least of all the question, has scrolled off
        assert len(lines) <= HEIGHT - 1, (n, len(lines), sc)
        assert re.search(r"^\s+\d+\. ", sc, flags=re.M), (n, sc)  # the options are on it
        assert "Traceback" not in sc and "{'" not in sc and "None" not in sc, (n, sc)


@pytest.mark.parametrize("argv", [
    ["play", "--clan", "crab", "--opponent", "mantis", "--seed", "3"],
    ["play", "--game", "lcg", "--seed", "3"],
    ["play", "--game", "bfr", "--players", "4", "--clan", "dragon", "--seed", "3"],
], ids=["ccg", "lcg", "bfr"])
def test_every_screen_before_a_decision_fits_100_by_30(argv: list[str], tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue (100x30): the whole board at a phase change and the log pushed the question's top off the screen.
    Now a phase change prints a few summary lines (the whole board is `b`) and the oldest new log lines give way."""
    screens = _screens(monkeypatch, capsys, [*argv, "--db", str(tmp_path / "g.sqlite3")], 40)
    _check_screens(screens)
    joined = "".join(screens)
    assert "===" in joined  # the summary printed at a phase change
    assert not re.search(r"\((Reactions|Interrupts) to: ", joined)  # a choice made for the player says to what
    assert len(screens) > 20


def test_b_prints_the_whole_board_then_the_question_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    answers = iter(["b", "q"])
    outs: list[str] = []

    def fake_input(prompt: str = "") -> str:
        outs.append(capsys.readouterr().out)
        return next(answers)

    monkeypatch.setattr(builtins, "input", fake_input)
    assert main(["play", "--clan", "crab", "--opponent", "mantis", "--seed", "3",
                 "--db", str(tmp_path / "g.sqlite3")]) == 0
    after_b = outs[1].splitlines()
    assert any("Stronghold: The Impregnable Fortress of the Crab" in x for x in after_b)  # the whole board
    assert after_b[-4:] == ["", "Action Phase: take an action or pass", "   0. Pass",
                            "   1. Cycle: put face-up province cards on the bottom of your deck"]


def test_the_ccg_status_line_fits_100_columns_and_keeps_every_number() -> None:
    """Issue: "… Honor 13, 4 / Provinces" wrapped at 100 columns."""
    from rokugan.ccg.game import CCGGame
    from rokugan.ccg.render import compact
    from rokugan.cli_common import choice_id, seat_field, seats_setup
    from rokugan.core.record import GameRecord
    key = seat_field("ccg")
    setup, _ = seats_setup("ccg", [{"name": "Player", key: choice_id("ccg", "crab")},
                              {"name": "Computer (Scorpion)", key: choice_id("ccg", "scorpion")}], {}, 1)
    game = GameRecord("ccg", setup, 1, [], {}).start()
    assert isinstance(game, CCGGame)
    s = game.s
    for p, honor, gold in ((s.players[0], 13, 12), (s.players[1], 27, 10)):
        p.honor = honor
        p.gold_pool = gold
        p.province_alive[0] = False
    s.turn = 14
    s.active = 1
    line = compact(game, 0)
    assert len(line) <= WIDTH, line
    for number in ("14", "13", "27", "12", "10", "3"):
        assert re.search(rf"(?<!\d){number}(?!\d)", line), (number, line)
    assert "Turn 14" in line
    s.favor = 1
    summary = game.summary(0)
    assert summary is not None and all(len(x) <= WIDTH for x in summary), summary  # one line per player
    assert "Favor" in summary[1] and "Honor 27" in summary[1] and "Honor 13" in summary[2]


def test_experienced_cards_read_as_players_write_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Issue: "Hida Kisada, the Little Bear - exp" shown as the community database spells it."""
    assert players_text("Hida Kisada, the Little Bear - exp") == "Hida Kisada, the Little Bear (Experienced)"
    assert players_text("Recruit Isawa Kimi - exp2 (5 Gold)") == "Recruit Isawa Kimi (Experienced 2) (5 Gold)"
    assert players_text("Doji Hoturi - inexp bows.") == "Doji Hoturi (Inexperienced) bows."
    assert players_text("Goju Adorai - exp2CW") == "Goju Adorai (Experienced 2 CW)"
    assert players_text("Bayushi - expenses") == "Bayushi - expenses"
    answers = iter(["b", "c ancestral armor of the crab clan (experienced)", "q"])
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    assert main(["play", "--clan", "crab", "--opponent", "mantis", "--seed", "3",
                 "--db", str(tmp_path / "g.sqlite3")]) == 0
    out = capsys.readouterr().out
    assert "Ancestral Armor of the Crab Clan (Experienced) (8g)" in out  # the board (`b`)
    assert "Ancestral Armor of the Crab Clan (Experienced):" in out  # `c NAME` finds it by the players' name
    assert " - exp" not in out


def test_lcg_and_bfr_boards_name_players_once() -> None:
    """The LCG board said "claimed by seat 1"; Battle for Rokugan's said "Computer (Scorpion) (scorpion)"."""
    from rokugan.cli_common import choice_id, seats_setup
    from rokugan.core.agents import RandomAgent
    from rokugan.core.record import GameRecord

    for game_name in ("lcg", "bfr"):
        if game_name == "lcg":
            setup, _ = seats_setup("lcg", [{"name": "Player", "clan": choice_id("lcg", "crane")},
                                      {"name": "Computer (Scorpion)", "clan": choice_id("lcg", "scorpion")}],
                              {"ruleset": "ivory"}, 3)
        else:
            setup, _ = seats_setup("bfr", [{"name": "Player", "clan": "dragon"}] + [{"clan": "random"}] * 3, {}, 3)
            setup["names"] = ["Player"] + [f"Computer ({c.capitalize()})" for c in setup["clans"][1:]]
        game = GameRecord(game_name, setup, 3, [], {}).start()
        agent = RandomAgent(5)
        for _ in range(150):
            d = game.pending()
            if d is None:
                break
            game.choose(agent.choose(game, d))
        board = game.render(0)
        assert "seat " not in board, board
        for clan in ("scorpion", "crane", "lion", "crab", "phoenix", "unicorn", "dragon"):
            assert f") ({clan})" not in board, board
        summary = game.summary(0)
        assert summary is not None and all(len(x) <= WIDTH for x in summary), summary
        status = game.status_line(0)
        assert status is not None and len(status) <= WIDTH, status


def test_a_list_too_long_for_the_screen_is_asked_by_card_then_target(monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Found playing the LCG at 100x30: 27 "Attach … to …" options (two copies of a card in hand, nine characters)
    pushed the question off the screen. They are asked as card, then target; the copies are one choice."""
    from rokugan.ask import ask_grouped, auto_groups, group_decision, option_keys
    from rokugan.core.decision import Decision, Option

    chars = ["Ikoma Prodigy", "Ikoma Eiji", "Akodo Gunso", "Obstinate Recruit", "Mirumoto Raitsugu", "Deathseeker",
             "Enlightened Warrior", "Agasha Swordsmith", "Togashi Kazue"]
    opts = [Option("pass", "Pass")]
    for card, title in ((7, "Honored Blade"), (8, "Guidance of the Ancestors"), (9, "Guidance of the Ancestors")):
        opts += [Option(f"attach:{card}:{t}", f"Attach {title} to {c} (1 fate)", {"card": card, "target": t})
                 for t, c in enumerate(chars)]
    opts.append(Option("ab:3:0", "Yojin no Shiro: Action: bow this stronghold", {"card": 3}))
    d = Decision(0, "action", "Draw phase: take an action or pass", tuple(opts))
    assert auto_groups(d, 40) is None  # it fits: asked as it is
    groups = auto_groups(d, 20)
    assert groups is not None
    first = group_decision(d, groups)
    assert [(k, o.label) for k, o in option_keys(first)] == [
        ("0", "Pass"), ("1", "Attach Honored Blade to … (9 choices) ›"),
        ("2", "Attach Guidance of the Ancestors to … (9 choices) ›"),
        ("3", "Yojin no Shiro: Action: bow this stronghold")]
    answers = iter(["2", "4"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    assert ask_grouped(d, groups, None, 0) == "attach:8:3"  # type: ignore[arg-type]
    out = capsys.readouterr().out
    assert out.count("Attach Guidance of the Ancestors to Obstinate Recruit (1 fate)") == 1  # the copies: one choice
    answers = iter(["3"])
    assert ask_grouped(d, groups, None, 0) == "ab:3:0"  # type: ignore[arg-type]  # a group of one: at once
