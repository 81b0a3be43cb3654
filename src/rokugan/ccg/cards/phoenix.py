"""Cards of the Ivory Edition Phoenix starter deck (cards shared with earlier starters live with them)."""

from __future__ import annotations

from rokugan.ability.words import HOST, SELF, Ability, If, May, OneOf, Ref, Sel, Static, Target, To, Triggered, sel
from rokugan.ccg.statics import AttachOnly, CopyKeywords, GoldFor, HasKeyword, Rule, StatMod
from rokugan.ccg.vocab import (
    EQUIPPED,
    T0,
    T1,
    Additional,
    After,
    Attack,
    Bow,
    ChooseCard,
    Count,
    Destroy,
    DiscardCards,
    DiscardOtherKata,
    Draw,
    EquipFromHand,
    GainHonor,
    Give,
    IfVal,
    LookTop,
    MoveHome,
    Neg,
    Plus,
    ProvinceStrength,
    PutIntoPlay,
    RemoveUse,
    StatOf,
    Straighten,
    Transfer,
    Var,
    discard_a_card,
    gain_or_lose,
    when,
)

from . import card

HIS_CHI = StatOf(HOST, "chi", words="this Shugenja's Chi")

card("The Eternal Temple of the Phoenix", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Shugenja")), Bow(T0),
    LookTop(3, sel("card", controller="you", zone="deck", type_or_keyword="Kiho|Spell"),
            "Look at the top three cards of your Fate deck. If one of them is a Kiho or Spell, you may show it and put "
            "it into your hand")),
    words="Limited: Bow your target unbowed Shugenja. Look at the top three cards of your Fate deck. If one of them "
          "is a Kiho or Spell, you may show it and put it into your hand."), side="back")  # going second: no discard
card("The Eternal Temple of the Phoenix", Ability(("Limited",), (
    Target(sel("personality", controller="you", unbowed=True, keyword="Shugenja")), Bow(T0),
    To((LookTop(3, sel("card", controller="you", zone="deck", type_or_keyword="Kiho|Spell"),
                "Look at the top three cards of your Fate deck. If one of them is a Kiho or Spell, you may show it, "
                "put it into your hand"),), (discard_a_card(words="and then discard a card"),))),
    words="Limited: Bow your target unbowed Shugenja. Look at the top three cards of your Fate deck. If one of them "
          "is a Kiho or Spell, you may show it, put it into your hand, and then discard a card."))

# Holdings
card("Collapsing Bridge", Ability(("Open",), (ProvinceStrength(3, any_province=True), Destroy(SELF))))
card("Questionable Merchant", Ability(("Battle",), (Target(sel("personality", attacking=True)), MoveHome(T0),
                                                    Destroy(SELF))))
card("School of Wizardry", Static(SELF, GoldFor("a Human Shugenja", None)))
card("The Jade Temple", Ability(("Battle",), (Target(sel("spell", controller="you")), Straighten(T0), RemoveUse(T0)),
                                costs=(Bow(SELF),)))

# Items
card("Ancestral Armor of the Phoenix Clan - exp",
     Static(SELF, AttachOnly(sel("personality", clan="Phoenix"), "Can only attach to a Phoenix Clan Personality.")),
     Triggered(when("equipped", "self"), (GainHonor(2),), words="After you Equip this Item, gain 2 Honor."),
     Ability(("Battle", "Open"), (
         May((discard_a_card(sel("card", controller="enemy", zone="opponent_hand", type_or_keyword="Spell|Kiho"),
                             words="discard a Spell or Kiho from his hand", chooser="opponent"),), who="opponent",
             words="another player may discard a Spell or Kiho from his hand"),
         If(when("var", "chose"), (), (Target(sel("personality", controller="enemy", unbowed=True), chooser="opponent",
                                              words="he must target one of his unbowed Personalities"), Bow(T0)))),
         costs=(Bow(SELF),),
         words="Battle/Open, bow: Another player may discard a Spell or Kiho from his hand. If he does not, he must "
               "target and bow one of his unbowed Personalities."))

# Personalities
card("Agasha Kyokuta", Ability(("Battle",), (
    To((discard_a_card(sel("card", controller="you", zone="hand", keyword="Air|Earth|Fire|Water|Void"),
                       words="discard a card with an element keyword"),),
       (Give(SELF, Var("discarded_focus", "the card's Focus Value")),
        May((Attack("ranged", Var("discarded_focus"), words="make a Ranged Attack with strength equal to that Focus "
                                                             "Value"),)))),),
    keywords=("Fire", "Void"),
    words="Fire Void Battle: Discard a card with an element keyword to give Kyokuta a Force bonus equal to the card's "
          "Focus Value. You may make a Ranged Attack with strength equal to that Focus Value."))
card("Isawa Hikarou", Static(SELF, StatMod("force", Count(sel("spell", attached_to_host=True, keyword="Fire"))),
                             words="Hikarou has +1F for each of his Fire Spells."))
card("Isawa Ikariya", Ability(("Battle",), (
    Attack("ranged", Count(sel("spell", attached_to_host=True)),
           words="Ranged Attack equal to the number of Spells in this unit"),), keywords=("Fire",)))
card("Isawa Kamiko", Ability(("Battle",), (Target(sel("personality")), MoveHome(T0)), keywords=("Air",),
                             costs=(Bow(SELF),)))
card("Isawa Kosea", Ability(("Battle",), (
    EquipFromHand(SELF, "spell", "Equip a Spell to Kosea"),
    Additional(1, only=EQUIPPED, words="you may take an additional action from the Spell")),
    keywords=("Earth",), gold="*"))
card("Isawa Shunryu, the Infinite Eye",
     Triggered(when("turn_ending"), (If(when("your_turn"), (Draw(1),)),),
               words="Before you draw cards at the end of your turn, draw a card."),
     Ability(("Battle",), (OneOf(((Give(sel("personality", controller="you", opposed=True, keyword="Samurai"), 1),),
                                  (Give(sel("personality", controller="enemy"), -1),))),),
             keywords=("Void", "Home"), costs=(Bow(SELF),),
             words="Void Home Battle, bow: Give all your opposed Samurai +1F, or all enemy Personalities -1F."))

# Spells
card("Blistering Rain", Ability(("Battle",), (
    Target(sel("personality", "follower")), Target(sel("personality", controller="you"), "t1"),
    Give(T0, Neg(StatOf(T1, "chi")))), keywords=("Water",), costs=(Bow(SELF),),
    words="Water Battle, bow: Give a target Personality or Follower a Force penalty equal to your target "
          "Personality's Chi."))
card("Deafening Thunder", Ability(("Battle",), (
    Target(sel("personality", "follower", controller="enemy")), Give(T0, Neg(HIS_CHI)),
    If(when("any", when("stat_le", StatOf(T0, "force"), 0), when("keyword", HOST, "Thunder")),
       (May((To((Destroy(SELF),), (Additional(1, "battle"),)),),
            words="you may destroy this Spell to take an additional Battle action"),))),
    keywords=("Thunder",), costs=(Bow(SELF),),
    words="Thunder Battle, bow: Give a target enemy Personality or Follower a Force penalty equal to this Shugenja's "
          "Chi. If its Force is now 0 or this Shugenja is Thunder, you may destroy this Spell to take an additional "
          "Battle action."))
card("Fueling the Flames",
     Ability(("Battle",), (Attack("ranged", 2),), keywords=("Fire",), costs=(Bow(SELF),)),
     Ability(("Battle",), (To((Bow(HOST),), (Attack("ranged", 6),)), Destroy(HOST)), keywords=("Fire",),
             words="Fire Battle: Bow this Shugenja to make a Ranged 6 Attack. Destroy this Shugenja."))
card("In Awe of the Earth", Ability(("Battle",), (
    Attack("fear", Plus(HIS_CHI, 0), target_bonus=("", 0), host_bonus=("Earth", 1),
           words="Fear with strength equal to this Shugenja's Chi, plus 1 if he is Earth"),),
    keywords=("Earth",), costs=(Bow(SELF),)))
card("Kiyoshi's Wrath", Ability(("Battle",), (
    Target(sel("follower", "personality", controller="enemy", force_le=4)), Bow(T0)),
    keywords=("Earth",), costs=(Bow(SELF),)))
card("Sailor's Warning", Ability(("Battle",), (
    Target(sel("personality", controller="you")),
    Attack("ranged", StatOf(T0, "chi"), words="Ranged Attack with strength equal to his Chi"), Destroy(SELF)),
    keywords=("Thunder",), costs=(Bow(SELF),)))
card("Seeking the Way", Ability(("Battle",), (
    Target(sel("personality", attacking=True)),
    To((Bow(HOST),), (MoveHome(T0), MoveHome(HOST), GainHonor(2)))), keywords=("Air",),
    words="Air Battle: Bow this Shugenja to move home a target attacking Personality and himself, and gain 2 Honor."))
card("Shielded by Tempest",
     Ability(("Open",), (Target(sel("personality", controller="you", all_keywords="Air&Shugenja", noun="Air Shugenja")),
                         Transfer(SELF, T0)),
             keywords=("Air",), words="Air Open: Transfer this Spell to your target Air Shugenja."),
     Ability(("Battle",), (If(when("is", HOST, "opposed"), (ProvinceStrength(2), GainHonor(1))), MoveHome(HOST)),
             keywords=("Air",), costs=(Bow(SELF),),
             words="Air Battle, bow: If this Shugenja is opposed, give this Province +2 strength and gain 1 Honor. "
                   "Move this Shugenja home."))
card("Suitengu's Embrace", Ability(("Battle",), (OneOf((
    (Target(sel("card", controller="enemy", without_attachments=True)), Bow(T0)),
    (To((Bow(HOST),), (Target(sel("card", controller="enemy", with_attachments=True)), Bow(T0))),))),),
    keywords=("Water",), costs=(Bow(SELF),),
    words="Water Battle, bow: Bow a target enemy card without attachments, or bow this Shugenja to bow a target enemy "
          "card with attachments."))
card("Tempest of Air", Ability(("Open",), (
    If(when("is", HOST, "unbowed"), (Target(sel("personality", "follower")), Give(T0, Neg(HIS_CHI)))),
    Bow(HOST)), keywords=("Air",),
    words="Air Open: If this Shugenja is unbowed, give a target Personality or Follower a Force penalty equal to this "
          "Shugenja's Chi. Bow this Shugenja."))
card("Words of Consecration",
     Triggered(when("equipped", "self"), (If(when("keyword", HOST, "Air"), (
         Target(sel("player", any_player=True), "who"), gain_or_lose(1, "who"))),),
         words="After you Equip this Spell, if this Shugenja is Air, a target player gains or loses 1 Honor."),
     Ability(("Open",), (
         Target(sel("personality", controller="enemy")),
         After("assigned_to_attack", (GainHonor(IfVal(when("control", sel("holding", controller="you",
                                                                         keyword="Temple")), 2, 1)),),
               who="card:t0;against_you;turn")),
             costs=(Bow(HOST),),
             words="Open: Bow this Shugenja to target another player's Personality. After the next time (this turn) "
                   "the target assigns to attack you, gain 1 Honor, or 2 Honor if you control a Temple."))

# Strategies
card("Tactical Setback", Ability(("Battle",), (Target(sel("personality", controller="enemy")), Give(T0, -2)),
                                 keywords=("Absent",)))
card("Unchecked Fury",
     Ability(("Limited",), (PutIntoPlay(SELF), DiscardOtherKata()),
             words="Limited: Put this Kata into play. Discard all your other Kata in play with different titles."),
     Ability(("Battle",), (
         If(when("is", SELF, "in_play_card"), (
             Target(sel("personality", controller="you", unbowed=True, opposed=True, keyword="Shugenja")),
             EquipFromHand(T0, "spell", "Equip a Spell to your target unbowed, opposed Shugenja"),
             May((Additional(1),), words="you may take an additional action"))),), gold="*",
         words="Battle, Gold star: If this card is in play, Equip a Spell to your target unbowed, opposed Shugenja. "
               "You may take an additional action."))
card("Wary Peace", Ability(("Open",), (
    Target(sel("player", controller="other", controls_attachment=True), "who"),
    Target(sel("attachment", controller="you"), "t1"), Destroy(T1),
    May((ChooseCard(sel("attachment", controller="enemy"), "theirs", chooser="who",
                    words="choose one of his attachments"), Destroy(Ref("theirs", "it", "it"))), who="who",
        words="he may choose and destroy one of his attachments"),
    If(when("var", "chose"), (), (GainHonor(StatOf(T1, "focus", printed=True)),))), keywords=("Political",),
    words="Political Open: Target another player who controls an attachment and destroy your target attachment. He "
          "may choose and destroy one of his attachments. If he did not choose this, gain Honor equal to the Focus "
          "Value of your destroyed attachment."))
del IfVal, DiscardCards, Sel
card("Shiba Tsukimi, the Blind Phoenix - exp5",
     Static(SELF, CopyKeywords(("Air", "Earth", "Fire", "Water", "Void"),
                               "Tsukimi has the element keywords of all Personalities you control.")),
     Static(SELF, Rule("can_attach_spells", "Tsukimi can attach Spells and has Shugenja while she has a Spell.")),
     Static(SELF, HasKeyword("Shugenja"), when("has_spell", SELF), words="-"))
