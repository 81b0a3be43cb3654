"""More Core Set cards of the Crab, Crane, Dragon and Lion clans in the shared vocabulary (new words in
`lcg/vocab_b1.py`); a scenario test per card in tests/lcg/cards/test_core_b1.py."""

from __future__ import annotations

from rokugan.ability.words import If, Static

from ..ability import card
from ..vocab import (
    ATTACHMENT,
    ATTACKING,
    HOST,
    IN_CONFLICT,
    PARTICIPATING,
    SELF,
    THAT,
    THIS,
    Bow,
    BowCost,
    Cannot,
    CannotTrigger,
    Choose,
    Discard,
    Draw,
    FateCost,
    GainsKeyword,
    Modify,
    ModifyAll,
    MoveFate,
    PlaceFate,
    Ready,
    RemoveFate,
    ResolveRing,
    Sacrifice,
    SacrificeCost,
    SendHome,
    action,
    chars,
    cond,
    in_conflict_of,
    reaction,
)
from ..vocab_b1 import (
    STRONGHOLD,
    AttachDiscount,
    BowAttachmentCost,
    CannotB1,
    DiscardWhen,
    DoubleBase,
    DoubleSkill,
    GiveFateCost,
    KeepFate,
    NoAbilitiesAtHome,
    NoBowResolution,
    OnlyAttachments,
    PlaceFateEach,
    PlayAsAttachment,
    PlayFromDiscard,
    RefillFaceup,
    ReturnToDeck,
    SacrificeFriendlyB1,
    Unprinted,
    action_q,
)
from ..vocab_b1_piles import (
    LookHandDiscard,
    LookTop,
    PerfectGift,
    PutIntoPlayFrom,
    Rebuild,
    RevealTopPlayable,
    SearchTop,
    SwitchHolding,
    TurnFaceup,
)
from ..vocab_b3 import BlanksDefendingProvince

MONK_OR_MONK_ATTACHMENT = chars(trait_or_attachment="Monk")

# ---------------------------------------------------------------------------------------------- Crab
card("Vengeful Berserker", reaction(
    cond("ev_you_other_in_conflict", "left_play",
         words="after another character you control leaves play during a conflict"),
    DoubleSkill(SELF, "military")))
card("Hida Tomonatsu", reaction(
    cond("ev_self_kind", "char_won", "defender", words="after this character wins a conflict as a defender"),
    Choose(chars(non_unique=True, attacking=True)), ReturnToDeck(THAT), costs=(SacrificeCost(SELF),)))
card("Hiruma Ambusher", reaction(
    cond("ev_self_defending", "enters_play", words="after this character enters play as a defender"),
    Choose(chars()), CannotTrigger(THAT)))
card("The Mountain Does Not Fall", action(Choose(chars()), NoBowResolution(THAT, "defending", "phase"),
                                          max_per="round"))
card("Way of the Crab", action(
    Choose(chars("enemy"), chooser="opponent", after_dash=True),
    Sacrifice(THAT), costs=(SacrificeFriendlyB1(chars("you", clan_is="Crab"), words="[crab] character"),),
    max_per="round"))

# ---------------------------------------------------------------------------------------------- Crane
card("Doji Gift Giver", action(
    Choose(chars("enemy", ready=True, participating=True), chooser="opponent"), Bow(THAT),
    cond=PARTICIPATING, costs=(GiveFateCost(1),)))
card("Doji Hotaru", reaction(
    cond("ev_you_claim_in_political", "claimed",
         words="after you claim a ring during a [political] conflict in which this character is participating"),
    ResolveRing()))
card("Noble Sacrifice", action(
    Choose(chars(dishonored=True)), Discard(THAT),
    costs=(SacrificeFriendlyB1(chars("you", honored=True), words="honored character"),)))

# ---------------------------------------------------------------------------------------------- Dragon
card("Mirumoto's Fury", action(Choose(chars(attacking=True, glory_le_unrevealed=True)), Bow(THAT),
                               cond=IN_CONFLICT))
card("Niten Adept", action(Choose(chars(participating=True, no_attachments=True)), Bow(THAT), cond=PARTICIPATING,
                           costs=(BowAttachmentCost(),)))
card("Niten Master", reaction(
    cond("ev_you_attach_trait", "attached", "Weapon", words="after you attach a Weapon attachment to this character"),
    Ready(SELF), limit=2))
card("Indomitable Will", reaction(
    cond("ev_you_win_alone", "won", words="after you win a conflict in which you control only a single "
                                          "participating character"),
    NoBowResolution(scope=chars("you", participating=True))))
card("Secluded Temple", reaction(
    cond("ev_extra", "phase", "conflict", words="after the conflict phase begins"),
    Choose(chars("enemy", has_fate=True), chooser="opponent", after_dash=True), RemoveFate(THAT, 1),
    cond=cond("opp_more_characters", words="if an opponent controls more characters than you")))
card("Tranquility", action(NoAbilitiesAtHome(), cond=IN_CONFLICT))
card("Ascetic Visionary", Static(SELF, OnlyAttachments(("Monk", "Tattoo"))),
     action(Choose(MONK_OR_MONK_ATTACHMENT), Ready(THAT), cond=ATTACKING, costs=(FateCost(1, to_ring=True),)))

# ---------------------------------------------------------------------------------------------- Lion
card("Sashimono", Static(HOST, Cannot("bow_resolution_military")), attach=chars("you", trait="Bushi"))
card("Strength in Numbers", action(
    Choose(chars(defending=True, glory_le_attackers_now=True)), SendHome(THAT),
    cond=cond("attacking_player", words="while you are the attacking player")))
card("Way of the Lion", action(Choose(chars(clan_is="Lion")), DoubleBase(THAT), cond=IN_CONFLICT))
card("Matsu Beiona", reaction(
    cond("ev_self", "enters_play", words="after this character enters play"), PlaceFate(SELF, 2),
    cond=cond("control_other_trait_n", "Bushi", 3, words="if you control 3 or more other Bushi characters")))
card("For Greater Glory", reaction(
    cond("ev_you_extra", "broke", "military", words="after you break a province during a [military] conflict"),
    PlaceFateEach(chars("you", participating=True, trait="Bushi")), max_per="conflict"))
card("Akodo Gunsō", reaction(
    cond("ev_self_kind", "played", "province", words="after this character enters play from a province"),
    RefillFaceup()))

# ---------------------------------------------------------------------------------------------- strongholds, provinces
card("Shiro Nishiyama", action(ModifyAll(chars("you", defending=True), 1, 1), cond=IN_CONFLICT,
                               costs=(BowCost(STRONGHOLD),)))
card("Shizuka Toshi", action(Choose(chars(participating=True, pol_le=2)), Bow(THAT), cond=in_conflict_of("political"),
                             costs=(BowCost(STRONGHOLD),)))
card("Mountain's Anvil Castle", action(
    Choose(chars(participating=True, has_attachments=True)),
    If(cond("chosen_attachments_ge", 2, words="that character has 2 or more attachments on it"),
       (Modify(THAT, 2, 2),), (Modify(THAT, 1, 1),)),
    cond=IN_CONFLICT, costs=(BowCost(STRONGHOLD),)))
card("Yōjin no Shiro", action(ModifyAll(chars("you", attacking=True), mil=1), cond=IN_CONFLICT,
                             costs=(BowCost(STRONGHOLD),)))
card("Defend the Wall", reaction(
    cond("ev_you_win_at_this_province", "won", words="after you win a conflict at this province"),
    ResolveRing("resolve the ring effect of that conflict as if you were the attacking player", as_attacker=True)))

# ---------------------------------------------------------------------------------------------- read by the rules
card("Enlightened Warrior", reaction(
    cond("ev_opponent", "ring_fate", words="after an opponent selects a ring with fate on it"), PlaceFate(SELF, 1)))
card("Mantra of Fire", reaction(
    cond("ev_opponent_extra", "declared", "fire", words="after an opponent declares a [fire] conflict"),
    Choose(MONK_OR_MONK_ATTACHMENT), PlaceFate(THAT, 1), Draw(1)))
card("Doomed Shugenja", Static(SELF, CannotB1("fate_from_province")))
card("Steward of Law", Static(chars(), CannotB1("receive_dishonored"), PARTICIPATING))
card("Akodo Toturi", reaction(
    cond("ev_you_claim_in_type", "claimed", "military",
         words="after you claim a ring during a [military] conflict in which this character is participating"),
    ResolveRing()))
card("Mirumoto Prodigy", Static(SELF, CannotB1("many_defenders"), cond("self_attacking_alone",
                                                                         words="while it is attacking alone")))
card("Steadfast Samurai", reaction(
    cond("ev_extra", "phase", "fate", words="after the fate phase begins"),
    KeepFate(SELF),
    cond=cond("honor_lead_ge", 5, words="if you have at least 5 more honor than an opponent"), forced=True))
card("Daimyō's Favor", action(AttachDiscount(HOST), costs=(BowCost(ATTACHMENT),)), attach=chars("you"))

# ---------------------------------------------------------------------------------------------- cards out of play
card("Ikoma Eiji", reaction(
    cond("ev_you_extra_can_put", "lost", "political", words="after you lose a [political] conflict"),
    PutIntoPlayFrom(("dyn_discard", "provinces"), trait="Bushi", max_cost=3)))
card("Kitsu Spiritcaller", action(
    PutIntoPlayFrom(("dyn_discard", "conf_discard"), conflict=True, bottom=True),
    cond=cond("in_conflict_can_put", words="during a conflict"), costs=(BowCost(SELF),)))
card("Daidoji Nerishma", action_q(TurnFaceup(), quiet=cond("facedown_in_provinces")))
card("Staging Ground", action_q(TurnFaceup(0, 2), quiet=cond("facedown_in_provinces")))
card("Borderlands Fortifications", action_q(SwitchHolding(), quiet=cond("province_cards_to_switch")))
card("Rebuild", action_q(Rebuild(), quiet=cond("can_rebuild")))
card("The Perfect Gift", action(PerfectGift()))
card("Agasha Swordsmith", action(SearchTop(5, "attachment")))
card("Shrewd Yasuki", action(LookTop(2), cond=cond(
    "and", cond("self_participating"), cond("holding_in_play"),
    words="while this character is participating in a conflict, if there is a holding in play")))
card("Kitsuki Investigator", action(
    LookHandDiscard(), cond=cond("and", cond("self_type_conflict", "political"), cond("opp_has_hand"),
                                 words="while this character is participating in a [political] conflict"),
    costs=(FateCost(1, to_ring=True),), max_per="conflict"))
card("Guidance of the Ancestors", Static(THIS, PlayFromDiscard()))
card("Obstinate Recruit",
     Static(SELF, CannotB1("stay"), cond("opp_more_honorable", words="if an opponent is more honorable than you")),
     Unprinted(("Reaction",), (DiscardWhen(),), trigger=cond("ev_self", "enters_play"), cond=cond("opp_more_honorable"),
               forced=True))
card("Artisan Academy", action(RevealTopPlayable(), cond=cond("conflict_phase", words="during the conflict phase")))
card("Tattooed Wanderer", Static(SELF, PlayAsAttachment()), Static(HOST, GainsKeyword("covert")))
card("Cautious Scout", Static(SELF, BlanksDefendingProvince(
    cond("self_attacking_alone", words="while this character is attacking alone"))))

# (the lead's) Togashi Kazue: played as an attachment, its text is an action of the attached character
card("Togashi Kazue", Static(SELF, PlayAsAttachment()), action(
    Choose(chars(participating=True, not_host=True)), MoveFate(THAT, HOST),
    cond=cond("host_participating", words="during a conflict in which attached character is participating"),
    words="Action: During a conflict in which attached character is participating, choose another participating "
          "character – move 1 fate from that character to the attached character."))
