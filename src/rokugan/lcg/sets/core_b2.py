"""More of the Core Set in the shared vocabulary: Phoenix, Scorpion, Unicorn and neutral cards (strongholds,
provinces, holdings, roles). Each renders its own text; a scenario test per card in tests/lcg/cards/test_core_b2.py
and test_core_b2_more.py.
"""

from __future__ import annotations

from rokugan.ability.words import Cond, May, OneOf, Static

from .. import vocab_b2 as W
from .. import vocab_b2_choices as C
from ..ability import card
from ..vocab import (
    ATTACHMENT,
    CHOSEN,
    HOLDING,
    HOST,
    IN_CONFLICT,
    PARTICIPATING,
    SELF,
    THAT,
    THAT_ATTACHMENT,
    THIS,
    Bow,
    BowCost,
    Choose,
    Count,
    Discard,
    DiscardRandom,
    Dishonor,
    DishonorFriendly,
    Draw,
    GainFate,
    GainHonor,
    HonorCost,
    Lasting,
    Modify,
    MoveToConflict,
    OpponentSelects,
    PlaceFate,
    Ready,
    RemoveFate,
    RemoveFateEach,
    SacrificeCost,
    SendHome,
    SkillBonus,
    TakeFate,
    TakeHonor,
    action,
    attachments,
    chars,
    cond,
    in_conflict_of,
    reaction,
)
from ..vocab_b3 import DiscardedAtZero

# ---------------------------------------------------------------------------------------------- Phoenix
card("Shiba Peacemaker", Static(SELF, W.CannotAttack()))
card("Fearsome Mystic",
     Static(SELF, SkillBonus(glory=2), cond("conflict_ring", "air", words="during [air] conflicts")),
     action(RemoveFateEach(chars("enemy", participating=True, lower_glory_than_self=True)), cond=PARTICIPATING))
card("Solemn Scholar", action(Choose(chars(attacking=True)), Bow(THAT), cond=cond(
    "and", cond("in_conflict"), cond("claimed_ring_you", "earth"),
    words="during a conflict, if the [earth] ring is in your claimed ring pool")))
card("Radiant Orator", action(Choose(chars("enemy")), SendHome(THAT), cond=cond(
    "and", cond("self_participating"), cond("more_glory_ready_participants"),
    words="while this character is participating in a conflict, if you count more current glory than your "
          "opponent among ready participating characters")))
card("Meddling Mediator", action(
    OneOf(((TakeFate(1),), (TakeHonor(1),))),
    cond=cond("opp_declared_n", 2, words="if an opponent has declared 2 or more conflicts against you this phase")))

# ---------------------------------------------------------------------------------------------- Scorpion
card("Bayushi Liar", reminder=True)
card("Adept of Shadows", action(W.ReturnCharToHand(SELF), costs=(HonorCost(1),)))
card("I Can Swim", action(Choose(chars("enemy", participating=True, dishonored=True)), Discard(THAT), cond=cond(
    "and", cond("in_conflict"), cond("higher_bid"),
    words="during a conflict, if the bid on your honor dial is higher than an opponent's")))
card("Shosuro Miyako", reaction(
    cond("you_played_char_from_hand", "played", words="after you play a character from your hand"),
    OpponentSelects((
        ("discard 1 card at random from his or her hand", (DiscardRandom(1),)),
        ("choose and dishonor a character he or she controls",
         (Choose(chars("enemy"), chooser="opponent", after_dash=True), Dishonor(THAT)))))))

# ---------------------------------------------------------------------------------------------- Unicorn
card("Born in War", Static(HOST, SkillBonus(mil=1, per=Count("unclaimed_rings", "unclaimed ring"))),
     attach=chars(trait="Cavalry"))
card("Captive Audience", action(W.SwitchType("military"), cond=in_conflict_of("political"),
                                costs=(HonorCost(1),)))
card("I Am Ready", action(Ready(W.COST_CHAR), costs=(W.RemoveFateFriendly(chars("you", clan_is="Unicorn")),)))
card("Ide Trader", reaction(
    cond("ev_moved_in_self_conflict", "moved_in",
         words="after 1 or more characters move to a conflict in which this character is participating"),
    OneOf(((GainFate(1),), (Draw(1),))), period="conflict"))
card("Golden Plains Outpost", action(
    Choose(chars("you", trait="Cavalry", not_participating=True)), MoveToConflict(THAT),
    cond=in_conflict_of("military"), costs=(BowCost(W.STRONGHOLD),)))

# ---------------------------------------------------------------------------------------------- neutral
card("For Shame!", action(
    Choose(chars("enemy", participating=True)),
    OpponentSelects((("dishonor the chosen character", (Dishonor(CHOSEN),)), ("bow it", (Bow(CHOSEN),)))),
    cond=cond("and", cond("in_conflict"), cond("control_trait_participating", "courtier"),
              words="during a conflict, if you control a participating Courtier character")))
card("Outwit", action(Choose(chars("enemy", lower_pol_than_courtier=True)), SendHome(THAT), cond=IN_CONFLICT))
card("Rout", action(Choose(chars("enemy", lower_mil_than_bushi=True)), SendHome(THAT), cond=IN_CONFLICT))
card("Spies at Court", reaction(
    cond("ev_you_type", "won", "political", words="after you win a [political] conflict"),
    DiscardRandom(2), costs=(DishonorFriendly(chars("you", participating=True)),), max_per="conflict"))
card("Fallen in Battle", reaction(
    cond("won_by", "won", "military", 5, words="after you win a [military] conflict by 5 or more skill"),
    Choose(chars(participating=True)), Discard(THAT), max_per="conflict"))
card("Favorable Ground", action(Choose(chars("you")), OneOf(((MoveToConflict(THAT),), (SendHome(THAT),))),
                                cond=IN_CONFLICT, costs=(SacrificeCost(HOLDING),)))
card("City of the Open Hand", action(GainHonor(1), cond=cond("less_honorable", words="if you are less honorable "
                                                                                  "than an opponent"),
                                     costs=(BowCost(W.STRONGHOLD),)))
card("Manicured Garden", action(GainFate(1), cond=W.AT_THIS_PROVINCE))
card("Fertile Fields", action(Draw(1), cond=W.AT_THIS_PROVINCE))
card("Meditations on the Tao", action(Choose(chars(attacking=True)), RemoveFate(THAT), cond=W.AT_THIS_PROVINCE))
card("Shameful Display", action(Choose(chars(participating=True), count=(2, 2),
                                       words="choose 2 participating characters"),
                                C.HonorOneDishonorOther(), cond=W.AT_THIS_PROVINCE))
card("Ancestral Lands", Static(W.PROVINCE, W.ProvinceStrength(5, "political")))
card("Entrenched Position", Static(W.PROVINCE, W.ProvinceStrength(5, "military")))


# ---------------------------------------------------------------------------------------------- provinces revealed
REVEALED = cond("self_revealed", "revealed", words="after this province is revealed")
card("Rally to the Cause", reaction(REVEALED, W.SwitchType()))
card("Night Raid", reaction(REVEALED, C.OpponentDiscardsChosen(Count("attackers", "attacking characters"))))
card("Elemental Fury", reaction(REVEALED, C.SwitchRing()))
card("Kuroi Mori", Static(THIS, W.CannotBeStrongholdProvince()),
     action(OneOf(((C.SwitchRing(),), (W.SwitchType(),))), cond=W.AT_THIS_PROVINCE))
card("Know the World", action(C.SwitchClaimedRing(), cond=cond(
    "has_claimed_and_unclaimed", words="if you have a claimed ring and there is an unclaimed ring")))

# ---------------------------------------------------------------------------------------------- roles
def _an(element: str) -> str:
    return "an" if element in ("air", "earth") else "a"


for _e in ("air", "earth", "fire", "void", "water"):
    card(f"Keeper of {_e.capitalize()}", Static(THIS, W.Influence(3)), reaction(
        cond("won_defending_ring", "won", _e, words=f"after you win {_an(_e)} [{_e}] conflict as the defending player"),
        GainFate(1)))
    card(f"Seeker of {_e.capitalize()}", Static(THIS, W.ExtraProvince(_e)), reaction(
        cond("your_province_revealed", "revealed", _e,
             words=f"after {_an(_e)} [{_e}] province you control is revealed"),
        GainFate(1)))

# ---------------------------------------------------------------------------------------------- more Phoenix
card("Isawa Mori Seidō", action(Choose(chars()), W.GloryModify(THAT, 2, "phase"), costs=(BowCost(W.STRONGHOLD),)))
card("Adept of the Waves", action(Choose(chars()), W.CovertDuring(THAT, "water")))
card("Grasp of Earth", action(
    W.OpponentsLasting(("no_move_in", "no_play_chars"), words="opponents' characters cannot move to this conflict or "
                                                              "be played from hand until the end of the conflict"),
    cond=IN_CONFLICT, costs=(BowCost(ATTACHMENT),)), attach=chars("you", trait="Shugenja"))
card("Way of the Phoenix", action(C.NoDeclareRing(), max_per="phase"))

# ---------------------------------------------------------------------------------------------- more Scorpion
# the Core Set's Bayushi Shoju (the later printing, 'Shoju's Duty', has other text)
card("Bayushi Shoju", action(
    Choose(chars("enemy", participating=True)), Modify(THAT, pol=-1), DiscardedAtZero(THAT),
    cond=cond("and", cond("conflict_type", "political"), cond("self_participating"),
              words="while this character is participating in a [political] conflict"),
    limit=2))
BIDS_REVEALED = cond("bids_revealed", "bids_revealed", words="after honor dials are revealed")
card("Bayushi Manipulator", reaction(BIDS_REVEALED, W.ChangeBid(1)))
card("Bayushi Yunako", action(Choose(chars()), Lasting(
    THAT, "switch_base", words="switch that character's base [military] and [political] skill until the end of the "
                               "conflict"), cond=PARTICIPATING))
card("Yogo Hiroue",
     action(Choose(chars(not_participating=True)), W.MoveInMarked(THAT), W.IfYouWinMayDishonor(THAT),
            cond=PARTICIPATING))
card("Secret Cache", reaction(
    cond("self_declared_against", "declared", words="after a conflict is declared against this province"),
    C.SearchTop(5)))

# ---------------------------------------------------------------------------------------------- more Unicorn
card("Shinjo Tatsuo", action(
    MoveToConflict(SELF),
    May((Choose(chars("you", not_self=True, not_participating=True)), MoveToConflict(THAT)),
        words="you may choose up to 1 other character you control and move it to the conflict"),
    cond=IN_CONFLICT))
card("Giver of Gifts", action(Choose(attachments("you")), C.MoveAttachment(THAT_ATTACHMENT)))
card("Moto Horde", Static(SELF, W.NoAttachmentsExcept("Weapon")))
card("Iuchi Wayfinder", reaction(cond("ev_self", "enters_play", words="after this character enters play"),
                                 C.LookAtProvince()))
card("Spyglass", reaction(cond("ev_host_moved_in", "joins_conflict",
                               words="after attached character commits to a conflict or moves to a conflict"),
                          Draw(1), limit=2))
card("Endless Plains", reaction(
    cond("self_declared_against", "declared", words="after an attack is declared here"), W.BreakThisProvince(),
    Choose(chars("enemy", attacking=True), chooser="opponent", after_dash=True), Discard(THAT)))

# ---------------------------------------------------------------------------------------------- more neutral
card("Contingency Plan", reaction(BIDS_REVEALED, OneOf(((W.ChangeBid(1),), (W.ChangeBid(-1),)))))
card("Charge!", action(C.PutFromProvince(), cond=cond(
    "and", in_conflict_of("military"), cond("province_chars_you"), words="during a [military] conflict")))
card("Seeker Initiate", Static(THIS, W.RoleOnly("seeker")), reaction(
    cond("claimed_role_element", "claimed", words="after you claim a ring that matches the element of your role"),
    C.SearchTop(5)))


# ---------------------------------------------------------------------------------------------- putting into play
def _put(w: C.PutCharacters, when: Cond) -> Cond:
    """An action that puts characters into play: it can be initiated only when there is one to choose."""
    return cond("and", when, cond("can_put", *w.params()), words=when.text())


_AMBUSH = C.PutCharacters("hand_provinces", count=2, budget=6, clan="scorpion")
card("Ambush", action(_AMBUSH, cond=_put(_AMBUSH, IN_CONFLICT)))
_RESERVES = C.PutCharacters("dyn_discard", count=0, budget=6, trait="cavalry", participating=False)
card("Cavalry Reserves", action(_RESERVES, cond=_put(_RESERVES, in_conflict_of("military"))))
_ALTANSARNAI = C.PutCharacters("dyn_deck", max_cost=3, non_unique=True, look=8)
card("Shinjo Altansarnai", action(_ALTANSARNAI, cond=cond(
    "and", cond("conflict_type", "military"), cond("self_participating"),
    words="during a [military] conflict in which this character is participating")))
_ACTRESS = C.PutCharacters("opp_discard", max_cost=3, not_trait="shinobi")
card("Shosuro Actress", action(_ACTRESS, cond=_put(_ACTRESS, IN_CONFLICT), costs=(SacrificeCost(SELF),)))
card("Meishōdō Wielder", Static(SELF, W.CostReduction(1, cond("first_player", words="while you are the first "
                                                                                  "player"))))
card("Cloud the Mind", Static(THIS, W.PlayOnlyIfControl("Shugenja")), Static(HOST, W.BlankText()))
card("Keeper Initiate", Static(THIS, W.RoleOnly("keeper")), reaction(
    cond("claimed_role_element", "claimed", words="after you claim a ring that matches the element of your role"),
    W.PutSelfIntoPlay(), PlaceFate(SELF, 1)),
    reacts_from_discard=True)
card("Breakthrough", reaction(
    cond("first_conflict_broke", "conflict_resolved",
         words="after the resolution of your first conflict this phase as the attacking player, if that conflict broke "
               "a province"), C.DeclareNow()))
card("Seeker of Knowledge", Static(SELF, W.RingGainsElement("air")))
