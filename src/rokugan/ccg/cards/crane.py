"""Cards of the Ivory Edition Crane starter deck (cards shared with the Crab starter are in crab.py)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, YOU, Ability, If, May, OneOf, Ref, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, ExtraUses, HandSize, LobbyBonus, RecruitDiscount, Rule, StatMod
from rokugan.ccg.vocab import (
    LOSER,
    OTHER_DUELIST,
    T0,
    T1,
    WINNER,
    After,
    Attack,
    Bow,
    Challenge,
    Destroy,
    Disable,
    DiscardFavor,
    Dishonor,
    Draw,
    GainHonor,
    Give,
    GrantAbility,
    GrantKeyword,
    MoveHere,
    MoveHome,
    NegateBonuses,
    NextHonorPlus,
    RefillFaceUp,
    RemoveGranted,
    SetForceToChi,
    Straighten,
    TakeFavor,
    Var,
    discard_a_card,
    focus_effect,
    gain_or_lose,
    when,
)

from . import card, granted

PLAYER_TARGET = Target(sel("player", any_player=True), "who", words="target a player")
WHO = "who"

# Stronghold
_PALACE = Ability(("Limited",), (
    Target(sel("holding")), OneOf(((Give(T0, 1, "gold_production"),), (GrantKeyword(T0, "honor_plus"),)))),
    words="Limited: Target a Holding. Either give it +1 Gold Production, or increase Honor gains from its "
          "abilities by 1 (this turn).")
card("The Exquisite Palace of the Crane", _PALACE)
card("The Exquisite Palace of the Crane",
     Static(YOU, LobbyBonus(5, "You are considered to have +5 Family Honor when Lobbying checks Honor.")), _PALACE,
     side="back")

# Holdings
card("Famous Bazaar", Triggered(when("recruited", "self"), (If(when("from_province"), (RefillFaceUp(),)),),
                                words="After you Recruit this Holding from a Province, refill the Province "
                                      "face-up."))
card("Farmer's Market", Static(YOU, HandSize(1), words="You have +1 maximum hand size."))
card("Kabuki Theater Troupe", Ability(("Limited",), (GainHonor(1),), costs=(Bow(SELF),)))
card("Poorly Placed Garden", Ability(("Limited",), (GainHonor(2),), costs=(Bow(SELF),)))
card("The Turquoise Court", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True)), Bow(T0),
    If(when("keyword", T0, "Artisan"), (PLAYER_TARGET, gain_or_lose(1, WHO)), (gain_or_lose(1),))),
    keywords=("Political",), costs=(Bow(SELF),),
    words="Political Limited, bow: Bow your target unbowed Personality. You, or any player if the Personality is "
          "an Artisan, gain or lose 1 Honor."))

# Attachments
card("Ancestral Armor of the Crane Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Crane"), "Can only attach to a Crane Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Static(HOST, Rule("lobby_open", "This Personality may Lobby as an Open action.")),
     Triggered(when("lobbied", "host"), (GainHonor(1),)))
card("Regal Furisode",
     Static(HOST, StatMod("personal_honor", 1), words="This Personality has +1PH."),
     Static(YOU, ExtraUses(("favor", "favor_battle"), 1, "You may use rulebook Favor abilities two times per "
                                                         "turn.")),
     Static(HOST, Rule("lobby_add_ph", "When this Personality Lobbies, add his Personal Honor to the Family Honor "
                                       "check.")),
     Static(HOST, Rule("lobby_again", "He may Lobby even if you have already Lobbied once this turn.")))
card("Court Scribe", Ability(("Open",), (NextHonorPlus(),), keywords=("Political",), costs=(Bow(SELF),)))
card("Sparrow Clan Aide",
     Triggered(when("equipped", "self"), (GainHonor(1),), words="After you Equip this Follower, gain 1 Honor."),
     Ability(("Battle",), (Target(sel("personality", ph_lt=HOST)), OneOf(((Bow(T0),), (Straighten(T0),)))),
             keywords=("Political",),
             words="Political Battle: Bow or straighten a target Personality with lower Personal Honor than this "
                   "Personality."))

# Personalities
card("Daidoji Gensai", Ability(("Battle",), (
    If(when("would_be_opposed", SELF, words="Gensai would be opposed"),
       (To((MoveHere(SELF),), (May((To((discard_a_card(),), (Attack("ranged", Var("discarded_focus")),)),),
                                   words="you may discard a card to make a Ranged Attack"),), link="after"),)),),
    keywords=("Home",),
    words="Home Battle: If Gensai would be opposed, move him to the current battlefield. After he moves, you may "
          "discard a card to make a Ranged Attack with strength equal to the card's Focus Value."))
card("Daidoji Tametaka", Ability(("Battle",), (
    Target(sel("follower", "personality", controller="enemy")), Give(T0, -4),
    May((Target(sel("personality", controller="you"), "t1"), MoveHome(T1)),
        words="you may target your Personality and move him home"))))
card("Doji Dainagon", Static(SELF, Rule("lobby_open", "Dainagon may Lobby as an Open action.")))
card("Doji Katata",
     Static(SELF, Rule("cannot_attack_defend", "Katata cannot attack or defend.")),
     Static(YOU, ExtraUses(("favor_battle",), 1, "You may take Favor Battle actions one additional time per "
                                                 "turn.", additional=True)),
     Ability(("Battle", "Open"), (TakeFavor(),), keywords=("Political", "Home"), costs=(Bow(SELF),)))
card("Doji Kurohime", Ability(("Limited",), (
    Target(sel("holding", honor_producing=True, not_produced_gold=True)), Straighten(T0)), costs=(Bow(SELF),),
    words="Limited, bow: Straighten a target Honor-producing Holding that has not produced Gold this turn."))
card("Doji Makoto, the Smiling Blade - exp",
     Static(sel("personality", controller="you", clan="Crane", other=True), StatMod("personal_honor", 1)),
     Ability(("Limited",), (To((DiscardFavor(),), (Draw(1),)),), keywords=("Favor", "Political")))
card("Doji Soeka", Ability(("Open",), (
    Target(sel("personality", ph_lt_chi_of=SELF)), SetForceToChi(T0)),
    words="Open: Target a Personality with lower Personal Honor than Soeka's Chi. Set his Force equal to his own "
          "Chi."))
card("Kakita Amiki", Ability(("Limited",), (
    Target(sel("personality", controller="other")),
    May((Challenge(T0, Ref("self", "Amiki"), (Destroy(LOSER),)),), who="t0",
        words="his controller may have him challenge Amiki"),
    If(when("var", "chose", words="he did not"), (), (
        Disable(T0, "permanent"), After("turn_started", (RemoveGranted(T0, "disabled"),), who="you")))),
    keywords=("Political",), costs=(Bow(SELF),),
    words="Political Limited, bow: Another player's target Personality may challenge Amiki. If he does not, his "
          "abilities may not be used until your next turn begins. Destroy the duel's loser."))
card("Kakita Izumiko", Triggered(when("duel_won", "self"), (GainHonor(1),)))
card("Kakita Ujirou",
     Static(SELF, RecruitDiscount(2, "Ujirou enters play for 2 less Gold if any other player is Mantis Clan."),
            when("other_player_clan", "Mantis")),
     Static(SELF, RecruitDiscount(4, "Ujirou enters play for 4 less Gold if you are the Defender."),
            when("you_defend")))

# Strategies
card("Block Supply Lines", Ability(("Battle",), (
    Target(sel("personality", attacking=True)), To((MoveHome(T0),), (Bow(T0, unit=True),), link="as"))))
card("Breaking the Rhythm",
     focus_effect(After("duel_resolved", (If(when("you_won_duel"), (GainHonor(1), Give(WINNER, 1))),)),
                  words="As a Focus Effect, after you win this duel, gain 1 Honor and give the winner +1F."),
     Ability(("Battle",), (Target(sel("personality")), OneOf(((NegateBonuses(T0, 1),), (NegateBonuses(T0, -1),)))),
             keywords=("Absent",),
             words="Absent Battle: Negate a target Personality's current Force bonuses or penalties (you choose)."))
card("Discretionary Valor",
     focus_effect(Bow(OTHER_DUELIST)),
     Ability(("Battle",), (Target(sel("personality", controller="you", opposed=True)), MoveHome(T0),
                           GainHonor(1), Draw(1))))
granted("do-not-delay/challenge", Ability(("Battle",), (
    Target(sel("personality", controller="enemy")), Challenge(Ref("self", "he"), T0, (Bow(LOSER),))),
    words="Battle: Challenge a target enemy Personality. Bow the loser."))
card("Do Not Delay!", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(T0, T1, (Destroy(LOSER),), refusable=True,
              on_refuse=(GrantAbility(T0, "do-not-delay/challenge", "permanent"),))),
    keywords=("Iaijutsu",),
    words="Iaijutsu Limited: Your target unbowed Personality challenges a target Personality. He may refuse. If he "
          "does not refuse, destroy the duel's loser. If he does refuse, permanently give your Personality the "
          "ability, \u201cBattle: Challenge a target enemy Personality. Bow the loser.\u201d"))
card("Favors", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Courtier")), Bow(T0),
    PLAYER_TARGET, gain_or_lose(2, WHO)), keywords=("Political",),
    words="Political Limited: Bow your target unbowed Courtier. A target player gains or loses 2 Honor."))
card("Flashy Technique",
     focus_effect(After("duel_resolved", (GainHonor(1, "winner"),)),
                  words="As a Focus Effect, this duel's winner gains 1 Honor after it ends."),
     Ability(("Open",), (If(when("first_play_this_turn", words="you have not played another Flashy Technique "
                                                               "this turn"),
                            (Give(sel("personality"), -1, while_="attacking"),)),),
             words="Open: If you have not played another Flashy Technique this turn, Personalities have -1F while "
                   "attacking."))
card("Honor Replaces Rage", Ability(("Open",), (Target(sel("personality")), Give(T0, -2, while_="attacking")),
                                    words="Open: A target Personality has -2F while attacking this turn."))
card("Iaijutsu Dojo", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(T0, T1, (Dishonor(LOSER), Bow(LOSER)))), keywords=("Iaijutsu",),
    words="Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. Dishonor and "
          "bow the duel's loser."))
card("Inexplicable Challenge", Ability(("Battle",), (
    Target(sel("personality", controller="you", keyword="Courtier", any_location=True)),
    Target(sel("card", controller="enemy", without_attachments=True), "t1"), Bow(T1),
    PLAYER_TARGET, gain_or_lose(2, WHO)), keywords=("Political",),
    words="Political Battle: Target your Courtier at any location. Bow a target enemy card without attachments. "
          "A target player gains or loses 2 Honor."))
card("Sanctioned Duel", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="other"), "t1"),
    Challenge(T0, T1, (Destroy(LOSER),), refusable=True, on_refuse=(Dishonor(T1), GainHonor(2)))),
    keywords=("Iaijutsu",),
    words="Iaijutsu Limited: Your target unbowed Personality challenges another player's target Personality who "
          "may refuse. If he refuses, dishonor him and gain 2 Honor. Destroy the duel's loser."))
card("Stand Or Run", Ability(("Battle",), (
    Target(sel("personality", controller="you", unbowed=True)), Target(sel("personality", controller="enemy"), "t1"),
    Challenge(T0, T1, (Destroy(LOSER),), refusable_if=when("is", T1, "unbowed"),
              on_refuse=(To((MoveHome(T1),), (Bow(T1),), link="as"),))),
    keywords=("Iaijutsu",),
    words="Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. If he is "
          "unbowed, he may refuse. If he does, move him home and bow him as he moves. Destroy the duel's loser."))
card("Strategic Withdrawal",
     focus_effect(After("duel_resolved", (If(when("you_won_duel"), (Draw(1),)),)),
                  words="As a Focus Effect, if you win this duel, draw a card."),
     Ability(("Battle",), (Target(sel("personality", controller="you")), MoveHome(T0),
                           May((Target(sel("personality", controller="enemy"), "t1"), Give(T1, -3)),
                               words="you may target an enemy Personality and give him -3F"))))
