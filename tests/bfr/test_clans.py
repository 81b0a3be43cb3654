"""BfR §15: the seven clan abilities (their unique tokens: test_setup)."""

from __future__ import annotations

from rokugan.bfr import data as D
from rokugan.bfr.scoring import score_breakdown

from .scenario import Table

# ------------------------------------------------------------------------------------------- Crab


def test_crab_face_up_tokens_defend_with_two_but_score_one() -> None:
    """# BfR §15 Crab: each face-up control token of the Crab in a province the Crab defends gives 2 defense
    instead of 1; it still scores only 1 honor."""
    for strength, crab_holds in [(4, True), (5, False)]:
        t = Table(["crab", "lion"])
        t.control("crab", "crab_1", down=1, up=2)
        t.control("lion", "crab_2")
        t.put("lion", f"army{strength}", "crab_2>crab_1")
        t.resolve()
        assert (t.ctrl("crab_1") == "crab") == crab_holds, strength
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1", down=1, up=2)
    assert score_breakdown(t.s, 0)["face_up"] == 2


def test_other_clans_face_up_tokens_defend_with_one() -> None:
    """# BfR §7.5: faceup_control_tokens(X) × (2 if defender is Crab else 1)."""
    t = Table(["dragon", "lion"])
    t.control("dragon", "dragon_1", down=1, up=2)
    t.control("lion", "lion_3")
    t.put("lion", "army3", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "lion"


# ------------------------------------------------------------------------------------------- Crane


def test_crane_attacker_wins_a_tie_with_the_defender() -> None:
    """# BfR §15 Crane: "Whenever the Crane is among the players tied for the highest total in a battle, whether
    attacking or defending, the Crane wins that battle." """
    t = Table(["crane", "lion"])
    t.control("crane", "crane_2")
    t.control("lion", "lion_3")
    t.put("crane", "army3", "crane_2>lion_2")  # against the capital's printed 2 and a defending army 1
    t.control("lion", "lion_2")
    t.put("lion", "army1", "in:lion_2")
    t.resolve()
    assert t.ctrl("lion_2") == "crane"


def test_crane_wins_a_tie_between_attackers() -> None:
    """# BfR §15 Crane / §7.5 pseudo-code: a tie between attackers that includes the Crane goes to the Crane."""
    t = Table(["crane", "lion", "dragon"])
    t.control("dragon", "lion_3")
    t.control("crane", "scorpion_2")
    t.control("lion", "lion_2")
    t.put("crane", "army3", "scorpion_2>lion_3")
    t.put("lion", "army3", "lion_2>lion_3")
    t.resolve()
    assert t.ctrl("lion_3") == "crane"


def test_crane_defender_wins_ties_like_any_defender() -> None:
    """# BfR §15 Crane: ties when defending."""
    t = Table(["crane", "lion"])
    t.control("crane", "crane_2")
    t.control("lion", "lion_2")
    t.put("lion", "army2", "lion_2>crane_2")
    t.put("crane", "army2", "in:crane_2")
    t.resolve()
    assert t.ctrl("crane_2") == "crane" and t.up("crane_2") == 1


# ------------------------------------------------------------------------------------------- Dragon: test_upkeep
# ------------------------------------------------------------------------------------------- Lion


def test_lion_bluff_defends_own_province_with_two() -> None:
    """# BfR §15 Lion: the Lion's bluff in the centre of a province it controls is not removed in step 2 and defends
    with strength 2; afterwards it returns to the Lion's hand."""
    for strength, lion_holds in [(2, True), (3, False)]:
        t = Table(["lion", "crab"])
        t.control("lion", "lion_3")
        t.control("crab", "scorpion_2")
        b = t.put("lion", "bluff", "in:lion_3")
        t.put("crab", f"army{strength}", "scorpion_2>lion_3")
        t.resolve()
        assert (t.ctrl("lion_3") == "lion") == lion_holds, strength
        assert t.where(b) == "hand"
        if lion_holds:
            assert t.up("lion_3") == 1


def test_lion_bluff_elsewhere_is_removed_and_cannot_be_blessed() -> None:
    """# BfR §15 Lion: "A Lion bluff anywhere else is removed normally. A blessing on it is illegal." """
    t = Table(["lion", "crab"])
    t.control("lion", "lion_3")
    t.control("crab", "scorpion_2")
    t.put("lion", "bluff", "lion_3>scorpion_2")
    t.resolve()
    assert t.ctrl("scorpion_2") == "crab"
    t = Table(["lion", "crab"])
    t.control("lion", "lion_3")
    t.control("crab", "scorpion_2")
    b = t.put("lion", "bluff", "in:lion_3")
    bl = t.bless("lion", "blessing2", b)
    t.put("crab", "army3", "scorpion_2>lion_3")
    t.resolve()
    assert t.where(bl) == "discard" and t.ctrl("lion_3") == "crab"  # 3 beats the bluff's 2, not 4


def test_lion_bluff_alone_is_no_successful_defense() -> None:
    """# BfR §15 Lion / §7.6 [UNSURE] 5 default: a Lion bluff alone does not count for (b)."""
    t = Table(["lion", "crab"])
    t.control("lion", "lion_3")
    t.put("lion", "bluff", "in:lion_3")
    t.resolve()
    assert t.up("lion_3") == 0


def test_non_lion_bluff_in_own_centre_does_not_defend() -> None:
    """# BfR §7.2: only the Lion's bluff stays."""
    t = Table(["dragon", "crab"])
    t.control("dragon", "dragon_1")
    t.control("crab", "lion_3")
    t.put("dragon", "bluff", "in:dragon_1")
    t.put("crab", "army1", "lion_3>dragon_1")
    t.resolve()
    assert t.ctrl("dragon_1") == "crab"


# ------------------------------------------------------------------------------------------- Phoenix


def test_phoenix_ignores_the_printed_capital_bonus_only() -> None:
    """# BfR §15 Phoenix: the capital's printed +2 is ignored; face-up control tokens and defense-bonus tokens still
    count."""
    t = Table(["phoenix", "dragon"])
    t.control("phoenix", "phoenix_3")
    t.control("dragon", "dragon_2")
    t.put("phoenix", "army1", "phoenix_3>dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == "phoenix"
    t = Table(["phoenix", "dragon"])
    t.control("phoenix", "phoenix_3")
    t.control("dragon", "dragon_2", down=1, up=1)
    t.special("dragon_2", D.DEF1)
    t.put("phoenix", "army2", "phoenix_3>dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == "dragon"  # 2 against face-up 1 + defense token 1


def test_phoenix_does_not_ignore_the_shadowlands_plus_one() -> None:
    """# BfR §15 Phoenix [UNSURE] (b) default: the Shadowlands' printed +1 is not ignored."""
    t = Table(["phoenix", "crab"])
    t.control("phoenix", "crab_1")
    t.put("phoenix", "army1", "crab_1>shadowlands_north")
    t.resolve()
    assert t.ctrl("shadowlands_north") is None


def test_phoenix_among_attackers_removes_the_bonus_for_the_whole_battle() -> None:
    """# BfR §15 Phoenix [UNSURE] (a) default: the printed +2 is left out of the defender's total for the whole
    battle whenever the Phoenix is one of the attackers."""
    t = Table(["phoenix", "lion"])
    t.control("phoenix", "phoenix_3")
    t.control("lion", "lion_3")
    t.put("phoenix", "army1", "phoenix_3>dragon_2")
    t.put("lion", "army2", "lion_3>dragon_2")
    t.resolve()
    assert t.ctrl("dragon_2") == "lion"  # Lion 2 beats an uncontrolled capital whose +2 is gone


# ------------------------------------------------------------------------------------------- Scorpion


def test_scorpion_peeks_once_per_round_right_after_placing() -> None:
    """# BfR §15 Scorpion: once per round, right after placing one of its tokens, it may secretly look at one other
    face-down token on the board (never a blessed one)."""
    t = Table(["scorpion", "crab"])
    t.control("scorpion", "scorpion_1")
    t.control("crab", "crab_1")
    a = t.put("crab", "army3", "in:crab_1")
    blessed = t.put("crab", "army2", "crab_1>crab_2")
    t.bless("crab", "blessing2", blessed)
    t.give("scorpion", "army1", "army2", "army4")
    d = t.choose(t.choose(t.push(("turn", 0)), "army1"), "in:scorpion_1")
    assert d is not None and d.kind == "peek" and d.player == 0
    assert set(d.ids()) == {f"s{t.seq(a)}", "done"}
    d = t.choose(d, f"s{t.seq(a)}")
    assert t.s.known[a] == 1 and t.s.peek_used[0]
    assert any("army 3" in line for line in t.g.log_lines(0) if "peeks" in line)
    assert not any("army 3" in line for line in t.g.log_lines(1) if "peeks" in line)
    # the next placement offers no peek this round
    assert d is not None and d.kind == "turn"
    d = t.choose(t.choose(d, "army2"), "in:scorpion_1")
    assert d is None or d.kind != "peek"


def test_scorpion_may_decline_the_peek_and_use_it_later() -> None:
    """# BfR §15 Scorpion: the peek is optional ("may")."""
    t = Table(["scorpion", "crab"])
    t.control("scorpion", "scorpion_1")
    t.control("crab", "crab_1")
    t.put("crab", "army3", "in:crab_1")
    t.give("scorpion", "army1", "army2", "army4")
    d = t.choose(t.choose(t.push(("turn", 0)), "army1"), "in:scorpion_1")
    d = t.choose(d, "done")
    assert not t.s.peek_used[0]
    d = t.choose(t.choose(d, "army2"), "in:scorpion_1")
    assert d is not None and d.kind == "peek"


# ------------------------------------------------------------------------------------------- Unicorn


def test_unicorn_swaps_two_of_its_tokens_after_placement() -> None:
    """# BfR §15 Unicorn: after every placement, before resolution step 1, the Unicorn may swap the positions of
    two of its own tokens on the board (neither blessed); each takes the other's exact position, arrow direction
    included (default [UNSURE] 6); legality is then checked in step 2."""
    t = Table(["unicorn", "crab"])
    t.control("unicorn", "unicorn_1")
    t.control("crab", "crab_1")
    small = t.put("unicorn", "army1", "unicorn_1>crab_1")
    big = t.put("unicorn", "army5", "in:unicorn_1")
    blessed = t.put("unicorn", "army2", "in:unicorn_1")
    t.bless("unicorn", "blessing2", blessed)
    d = t.push(("unicorn",))
    assert d is not None and d.player == 0 and d.kind == "swap"
    assert set(d.ids()) == {"no", f"swap{t.seq(small)}-{t.seq(big)}"}
    assert t.choose(d, f"swap{t.seq(small)}-{t.seq(big)}") is None
    from rokugan.bfr import board as B

    assert t.s.target[big] == B.P_INDEX["crab_1"] and small in t.s.centre[B.P_INDEX["unicorn_1"]]
    assert t.push(("unicorn",)) is None  # once per round
    t.resolve()
    assert t.ctrl("crab_1") == "unicorn"


def test_no_unicorn_swap_without_the_unicorn() -> None:
    """# BfR §15: only the Unicorn swaps."""
    t = Table(["crab", "lion"])
    t.control("crab", "crab_1")
    t.put("crab", "army1", "in:crab_1")
    t.put("crab", "army2", "crab_1>crab_2")
    assert t.push(("unicorn",)) is None
