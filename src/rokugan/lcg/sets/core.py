"""The Core Set's cards in the shared vocabulary (each renders its own text; a scenario test per card in
tests/lcg/cards/test_core.py). Cards whose text is only keyword reminder text are declared `reminder=True`: the
rules run their keywords (covert, courtesy, sincerity, pride, ancestral, restricted, limited)."""

from __future__ import annotations

from rokugan.ability.words import If, May, OneOf, Ref, Static

from ..ability import card
from ..vocab import (
    ATTACHMENT,
    ATTACKING,
    COST_CHARACTER,
    HOLDING,
    HOST,
    IN_CONFLICT,
    LOSER,
    OPPONENT,
    PARTICIPATING,
    SELF,
    THAT,
    THAT_ATTACHMENT,
    THIS,
    TRIGGER,
    Bow,
    BowCost,
    Cancel,
    CancelFirstAction,
    Cannot,
    Choose,
    Count,
    Discard,
    DiscardDownTo,
    DiscardFromHandCost,
    DiscardOrRemoveFate,
    DiscardStatus,
    Dishonor,
    DishonorEach,
    DishonorFriendly,
    DisplayRing,
    Draw,
    Duel,
    EventDiscount,
    ExtraUses,
    FateCost,
    GainAbility,
    GainFate,
    GainHonor,
    GainsKeyword,
    Honor,
    HonorCost,
    HonorEach,
    LoseHonor,
    Modify,
    ModifyAll,
    MoveToConflict,
    OpponentSelects,
    PlaceFate,
    PutIntoPlay,
    Ready,
    Redirect,
    RemoveFateCost,
    Replace,
    ResolveUnclaimedRings,
    ReturnAllFate,
    ReturnToHand,
    SacrificeCost,
    SacrificeFriendly,
    SendHome,
    SendHomeEach,
    SkillBonus,
    TakeAttachment,
    TakeControl,
    TakeFate,
    TakeHonor,
    action,
    attachments,
    chars,
    cond,
    in_conflict_of,
    in_ring,
    interrupt,
    reaction,
)

ATTACHMENT_SEL = attachments()
YOURS = chars("you")

# ---------------------------------------------------------------------------------------------- keyword-only text
card("Kaiu Envoy", reminder=True)
card("Naive Student", reminder=True)
card("Unassuming Yōjimbō", reminder=True)
card("Fine Katana", reminder=True)
card("Ornate Fan", reminder=True)
card("Ancestral Daishō", reminder=True)
card("Kitsuki's Method", reminder=True)

# ---------------------------------------------------------------------------------------------- Crab
card("Hiruma Yōjimbō", Static(SELF, Cannot("attack")))
card("Kaiu Shuichi", action(GainFate(1), cond=cond(
    "and", cond("self_participating"), cond("holding_in_play"),
    words="during a conflict in which this character is participating, if there is a holding in play")))
card("Intimidating Hida", reaction(cond("ev_opponent", "passed_conflict",
                                        words="after an opponent passes on declaring a conflict"),
                                   LoseHonor(1, OPPONENT)))
card("Vanguard Warrior", action(Choose(chars()), PlaceFate(THAT, 1), costs=(SacrificeCost(SELF),)))
card("Steadfast Witch Hunter", action(Choose(chars()), Ready(THAT), costs=(SacrificeFriendly(),)))
card("Stoic Gunsō", action(Modify(SELF, mil=3), cond=IN_CONFLICT, costs=(SacrificeFriendly(),)))
card("Hida Guardian", action(
    Choose(chars(participating=True, not_self=True)),
    Modify(THAT, mil=2, pol=2, per=Count("holdings_you", "holding you control")), cond=PARTICIPATING))
card("Funeral Pyre", action(Draw(1), costs=(SacrificeFriendly(),)))
card("Jade Tetsubō", action(Choose(chars(participating=True, lower_mil_than_host=True)), ReturnAllFate(THAT),
                            cond=cond("host_participating",
                                      words="while attached character is participating in a conflict"),
                            costs=(BowCost(ATTACHMENT),)), attach=YOURS)
card("Watch Commander", reaction(
    cond("ev_opp_during_host_conflict", "played",
         words="after an opponent plays a card during a conflict in which attached character is participating"),
    LoseHonor(1, OPPONENT), limit=0), attach=YOURS, one_per_character=True)

# ---------------------------------------------------------------------------------------------- Crane
card("Brash Samurai", action(Honor(SELF), cond=cond(
    "only_participant", words="while this character is your only participating character in a conflict")))
card("Asahina Artisan", action(Choose(chars(not_self=True, clan_is="Crane")), Modify(THAT, pol=3), cond=IN_CONFLICT,
                               costs=(BowCost(SELF),)))
card("Political Rival", Static(SELF, SkillBonus(pol=3), cond("self_defending", words="while defending")))
card("Kakita Asami", action(TakeHonor(1), cond=cond(
    "and", cond("self_type_conflict", "political"), cond("more_pol_in_conflict"),
    words="while this character is participating in a [political] conflict, if you count more current [political] "
          "skill in the conflict than your opponent")))
card("Savvy Politician", reaction(cond("ev_self", "honored", words="after this character is honored"),
                                  Choose(chars()), Honor(THAT)))
card("Doji Challenger", action(Choose(chars("enemy", not_participating=True)), MoveToConflict(THAT),
                               cond=ATTACKING))
card("Guest of Honor", Static(SELF, Cannot("opp_events"), PARTICIPATING,
                             words="While this character is participating in a conflict, opponents cannot play "
                                   "events."))
card("Way of the Crane", action(Choose(chars("you", clan_is="Crane")), Honor(THAT)))
card("Admit Defeat", action(Choose(chars(defending_alone=True)), Bow(THAT)))
card("Asahina Storyteller", Static(chars("you", honored=True, clan_is="Crane"), GainsKeyword("sincerity")))
card("Height of Fashion", Static(THIS, Cannot("play_in_conflict")))

# ---------------------------------------------------------------------------------------------- Dragon
card("Togashi Initiate", action(Honor(SELF), cond=ATTACKING, costs=(FateCost(1, to_ring=True),)))
card("Seeker of Enlightenment", Static(SELF, SkillBonus(1, 1, per=Count("unclaimed_ring_fate",
                                                                         "fate on each unclaimed ring"))))
card("Let Go", action(Choose(ATTACHMENT_SEL), Discard(THAT_ATTACHMENT)))

# ---------------------------------------------------------------------------------------------- Lion
card("Honored General",
     Static(chars("you", participating=True, not_self=True, clan_is="Lion"), SkillBonus(mil=1), cond(
         "self_participating", words="during a conflict in which this character is participating")),
     reaction(cond("ev_self", "enters_play", words="after this character enters play"), Honor(SELF)))
card("Venerable Historian", action(Honor(SELF), cond=cond(
    "and", cond("self_participating"), cond("more_honorable"),
    words="while this character is participating in a conflict, if you are more honorable than your opponent")))
card("Lion's Pride Brawler", action(Choose(chars(mil_le_self=True, not_self=True)),
                                    Bow(THAT), cond=ATTACKING))
card("Master of the Spear", action(
    Choose(chars("enemy", participating=True), chooser="opponent", after_dash=True), SendHome(THAT),
    cond=ATTACKING))
card("Deathseeker", reaction(
    cond("ev_self_kind", "char_lost", "attacker", words="after this character loses a conflict as an attacker"),
    Choose(chars("enemy")), DiscardOrRemoveFate(THAT), costs=(SacrificeCost(SELF),)))
card("Ikoma Prodigy", reaction(cond("ev_self", "fate_placed", words="after 1 or more fate is placed on this "
                                                                     "character"), GainHonor(1)))
card("Honored Blade", reaction(cond("ev_host", "char_won", words="after attached character wins a conflict"),
                               GainHonor(1)))

# ---------------------------------------------------------------------------------------------- Phoenix
card("Ishiken Initiate", Static(SELF, SkillBonus(1, 1, per=Count("claimed_rings", "claimed ring"))))
card("Magnificent Kimono", Static(HOST, GainsKeyword("pride")))
card("Pacifism", Static(THIS, Cannot("play_in_conflict")), Static(HOST, Cannot("military")))
card("Asako Diplomat", reaction(cond("ev_self", "char_won", words="after this character wins a conflict"),
                                Choose(chars()), OneOf(((Honor(THAT),), (Dishonor(THAT),)))))
card("Isawa Masahiro", action(Choose(chars(participating=True, printed_cost_le=2)), Discard(THAT),
                              cond=in_ring("fire"), costs=(BowCost(SELF),)))
card("Warrior Poet", action(ModifyAll(chars("enemy", participating=True), -1, -1), cond=PARTICIPATING))
card("Isawa Atsuko", action(ModifyAll(chars("you", participating=True), 1, 1),
                            ModifyAll(chars("enemy", participating=True), -1, -1), cond=in_ring("void")))
card("Against the Waves", action(Choose(chars("you", trait="Shugenja")),
                                 OneOf(((Bow(THAT),), (Ready(THAT),)))))
card("Supernatural Storm", action(Choose(chars(participating=True)), Modify(
    THAT, mil=1, pol=1, per=Count("trait_you:Shugenja", "Shugenja character you control"))))
card("Forgotten Library", reaction(cond("ev_extra", "phase", "draw", words="after the draw phase begins"), Draw(1)))

# ---------------------------------------------------------------------------------------------- Scorpion
card("Way of the Scorpion", action(Choose(chars(participating=True, not_clan="Scorpion")), Dishonor(THAT),
                                   cond=IN_CONFLICT))
card("Sinister Soshi", action(Choose(chars(participating=True)), Modify(THAT, mil=-2, pol=-2), cond=IN_CONFLICT))
card("Blackmail Artist", reaction(cond("ev_self_type", "char_won", "political",
                                       words="after this character wins a [political] conflict"), TakeHonor(1)))
card("Favored Niece", action(Draw(1), costs=(DiscardFromHandCost(),), limit=2))
card("Soshi Illusionist", action(Choose(chars(ordinary_not=True)), DiscardStatus(THAT), costs=(FateCost(1),)))
card("Court Mask", action(ReturnToHand(ATTACHMENT), Dishonor(HOST)), attach=YOURS)
card("Yogo Outcast", Static(SELF, SkillBonus(1, 1), cond("less_honorable",
                                                          words="while you are less honorable than an opponent")))
card("City of Lies", action(EventDiscount()))

# ---------------------------------------------------------------------------------------------- Unicorn
card("Aggressive Moto", Static(SELF, Cannot("defend")))
card("Border Rider", action(Ready(SELF)))
card("Shinjo Outrider", action(MoveToConflict(SELF), cond=IN_CONFLICT))
card("Ide Messenger", action(Choose(chars("you", not_participating=True)), MoveToConflict(THAT), cond=IN_CONFLICT,
                             costs=(FateCost(1),)))
card("Favored Mount", Static(HOST, GainsKeyword("Cavalry")),
     action(MoveToConflict(HOST), cond=IN_CONFLICT, costs=(BowCost(ATTACHMENT),)), attach=YOURS)
card("Utaku Yumino", action(Modify(SELF, mil=2, pol=2), cond=IN_CONFLICT, costs=(DiscardFromHandCost(),),
                            period="conflict"))
card("Utaku Infantry", Static(SELF, SkillBonus(1, 1, per=Count("participating_clan:unicorn",
                                                                "participating [unicorn] character you control")),
                              PARTICIPATING))
card("Moto Youth", Static(SELF, SkillBonus(mil=1), cond("first_military_conflict",
                                                         words="during the first [military] conflict each round")))

# ---------------------------------------------------------------------------------------------- neutral
card("Wandering Ronin", action(Modify(SELF, mil=2, pol=2), cond=IN_CONFLICT, costs=(RemoveFateCost(SELF),), limit=2,
                               period="conflict"))
card("Miya Mystic", action(Choose(ATTACHMENT_SEL), Discard(THAT_ATTACHMENT),
                           cond=cond("conflict_phase", words="during the conflict phase"),
                           costs=(SacrificeCost(SELF),)))
card("Otomo Courtier", Static(SELF, Cannot("attack_favor")))
card("Seppun Guardsman", Static(SELF, Cannot("attack_favor")))
card("Imperial Storehouse", action(Draw(1), costs=(SacrificeCost(HOLDING),)))
card("Banzai!", action(Choose(chars(participating=True)), Modify(THAT, mil=2),
                       May((Choose(chars(participating=True), slot="t1"), LoseHonor(1),  # RR "Resolve this
                            Modify(Ref("t1", "that character", "it"), mil=2)),  # ability twice": targets again
                           words="you may lose 1 honor to resolve this ability twice"),
                       cond=IN_CONFLICT, max_per="conflict"))
card("Assassination", action(Choose(chars(printed_cost_le=2)), Discard(THAT), cond=IN_CONFLICT,
                             costs=(HonorCost(3),), max_per="round"))
card("Good Omen", action(Choose(chars(printed_cost_ge=3)), PlaceFate(THAT, 1), cond=cond(
    "lower_bid", words="if your honor bid is lower than an opponent's")))
card("Court Games", action(OpponentSelects((
    ("choose and honor a participating character you control",
     (Choose(chars("you", participating=True), after_dash=True), Honor(THAT))),
    ("your opponent chooses and dishonors a participating character he or she controls",
     (Choose(chars("enemy", participating=True), chooser="opponent", after_dash=True), Dishonor(THAT)))),
    who="you"), cond=in_conflict_of("political"), max_per="conflict"))
card("Levy", action(OpponentSelects((("give you 1 fate", (TakeFate(1),)), ("give you 1 honor", (TakeHonor(1),))))))

# ---------------------------------------------------------------------------------------------- duels
card("Mirumoto Raitsugu", action(
    Choose(chars("enemy", participating=True)),
    Duel(THAT, "military", (DiscardOrRemoveFate(LOSER),)), cond=PARTICIPATING))
card("Kakita Kaezin", action(
    Choose(chars("enemy", participating=True), chooser="opponent", after_dash=True),
    Duel(THAT, "military", (If(cond("self_won_duel", words="this character wins"),
                               (SendHomeEach(chars(participating=True, not_in_duel=True)),)),
                            If(cond("self_lost_duel", words="it loses"), (SendHome(SELF),)))),
    cond=PARTICIPATING))
card("Duelist Training", action(
    Choose(chars("enemy", participating=True)),
    Duel(THAT, "military", (Bow(LOSER),), challenger=HOST, discard_instead=True),
    cond=cond("host_participating", words="while attached character is participating in a conflict"),
    words="Attached character gains: \"Action: While this character is participating in a conflict, choose a "
          "participating character controlled by your opponent – challenge that character to a [military] duel. "
          "Instead of giving honor for this duel's bid, a player may choose and discard the required number of "
          "cards from hand. Bow the loser of the duel.\""))

# ---------------------------------------------------------------------------------------------- interrupts
card("Reprieve", interrupt(cond("ev_host", "would_leave", words="when attached character would leave play"),
                           Replace((Discard(ATTACHMENT),), words="discard this attachment instead")))
card("Stand Your Ground", interrupt(
    cond("ev_you_honored", "would_leave", words="when an honored character you control would leave play"),
    Replace((DiscardStatus(TRIGGER),), words="instead discard that character's status token")))
card("Voice of Honor", interrupt(
    cond("ev_any", "event_initiates", words="when the effects of an event would initiate"), Cancel(),
    cond=cond("more_honored_chars", words="if you control more honored characters than an opponent")))
card("Forged Edict", interrupt(
    cond("ev_any", "event_initiates", words="when the effects of an event would initiate"), Cancel(),
    costs=(DishonorFriendly(chars("you", trait="Courtier")),)))
card("Way of the Unicorn", interrupt(cond("ev_you", "pass_token", words="when you would pass the first player token"),
                                     Replace(words="keep it instead")))
card("The Art of Peace", interrupt(cond("ev_self", "province_broken", words="when this province is broken"),
                                   DishonorEach(chars(attacking=True)), HonorEach(chars(defending=True))))

# ---------------------------------------------------------------------------------------------- control
card("Blackmail", action(Choose(chars("enemy", printed_cost_le=2)), TakeControl(THAT, until="conflict"), cond=cond(
    "and", cond("in_conflict"), cond("less_honorable"),
    words="play only if you are less honorable than your opponent. During a conflict")))
card("Calling in Favors", action(Choose(attachments("enemy")), TakeAttachment(THAT_ATTACHMENT, COST_CHARACTER),
                                 costs=(DishonorFriendly(),)))
card("Hida Kisada", Static(SELF, CancelFirstAction(), cond("not_lost_this_phase",
                                                            words="while you have not lost a conflict this phase"),
                           words="While you have not lost a conflict this phase, cancel the effects of the first "
                                 "action ability your opponent triggers from a card during each conflict."))
card("Young Rumormonger", interrupt(
    cond("ev_any", "would_status", words="when a character would be honored or dishonored"),
    Choose(chars(same_controller_as_ev=True), after_dash=False), Redirect(THAT),
    words="Interrupt: When a character would be honored or dishonored, choose another character controlled by the "
          "same player – that character receives the honor or dishonor instead."))
card("Restoration of Balance", interrupt(cond("ev_self", "province_broken", words="when this province is broken"),
                                         DiscardDownTo(4)))

# ------------------------------------------------------------------------------- protection, hand reactions
card("Above Question", Static(HOST, Cannot("targeted_by_opp_events")))
card("Borderlands Defender", Static(SELF, Cannot("bowed_or_moved_by_opp"), cond("self_defending"),
                                    words="While this character is defending, opponents' card effects cannot bow it "
                                          "or move it."))
card("Ready for Battle", reaction(
    cond("ev_you_bowed_by_opp_or_ring", "bowed",
         words="after an opponent's card effect or a ring effect bows a character you control"), Ready(TRIGGER)))
card("Vengeful Oathkeeper", reaction(cond("ev_you_kind", "lost", "military",
                                          words="after you lose a [military] conflict"),
                                     PutIntoPlay(SELF), from_hand=True,
                                     words="Reaction: After you lose a [military] conflict – put this character into "
                                           "play from your hand."))
card("Way of the Dragon", Static(HOST, ExtraUses()), attach=YOURS, one_per_character=True)
card("The Art of War", interrupt(cond("ev_self", "province_broken", words="when this province is broken"), Draw(3)))
card("Togashi Yokuni", action(GainAbility(), max_per="round",
                              words="Action: Choose a triggered ability printed on another character – this character "
                                    "gains that ability until the end of the phase. (Max 1 per round.)"))

# ---------------------------------------------------------------------------------------------- rings, last cards
card("Shiba Tsukune", interrupt(cond("ev_conflict_phase_ends", "phase_ends", words="when the conflict phase ends"),
                                ResolveUnclaimedRings(2)))
card("Shiba Yōjimbō", interrupt(
    cond("ev_targets_your_trait", "targets_initiate", "shugenja",
         words="when the effects of a triggered ability that targets a Shugenja you control would initiate"),
    Cancel()))
card("Display of Power", reaction(cond("ev_you_lost_unopposed", "lost", words="after you lose an unopposed conflict"),
                                  DisplayRing()))
card("Pilgrimage", Static(THIS, Cannot("ring_effects"), words="During conflicts at this province, cancel all ring "
                                                               "effects. (If this province breaks, resolve ring "
                                                               "effects as normal.)"))
