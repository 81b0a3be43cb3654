"""What every Battle for Rokugan card, objective and ability does, in the project's own short words.

These are the texts a player reads where they pick or look at something (option labels, the terminal, the
browser through `view()`). Each is checked against the engine's behaviour by the tests of its section
(BfR §10.2 territory cards, §12 scout/shugenja/first player card, §13 initiative, §15 clan abilities,
§16 objectives); `tests/bfr/test_texts.py` checks that every component has one.
"""

from __future__ import annotations

from . import data as D
from .rules import RulesOptions

# BfR §16: objective name -> what it asks (the honor it gives is added by `objective_text`)
OBJECTIVE_TEXT: dict[str, str] = {
    "The Last Line of Defense": "Hold the Crab capital (Crab 3) or any two Crab provinces.",
    "The Rice Bowl of the Empire": "Hold the Crane capital (Crane 3) or any two Crane provinces.",
    "The Great Wall of the North": "Hold the Dragon capital (Dragon 2) or any two Dragon provinces.",
    "The Court of the Five Winds": "Hold the Unicorn capital (Unicorn 2) or any two Unicorn provinces.",
    "The Plains of Battle": "Hold the Lion capital (Lion 2) or any two Lion provinces.",
    "The Great Library": "Hold the Phoenix capital (Phoenix 3) or any two Phoenix provinces.",
    "The Den of Secrets": "Hold the Scorpion capital (Scorpion 1) or any two Scorpion provinces.",
    "Way of the Sail": "Hold six or more coastal provinces.",
    "Emerald Empire": "Hold six provinces that form a chain, each touching the next by land, spread over at "
                      "least three territories.",
    "Way of Humility": "Hold no more provinces than any other player (a tie, even at zero, still counts).",
    "Web of Influence": "Hold at least one province in each of seven different territories.",
    "Reclaiming Lost Lands": "Hold both Shadowlands provinces.",
}

# BfR §10.2 and §11: territory card -> effect. Upkeep cards are played in upkeep step 3 (rounds 2-5); the
# Shadowlands cards at the start of one of your placement turns, after paying their cost.
CARD_TEXT: dict[str, str] = {
    "Feats of Engineering": "The harbor goes into a landlocked province of your choice: it is coastal while the "
                            "harbor stays (navies may defend it, enemy navies attack it from its land borders).",
    "Promotion": "Take an army, navy or shinobi from your discard pile into your hand; then give up one hand "
                 "token (discard it or put it back in your pool).",
    "Code of Honor": "A +1 honor token into each of two different non-Shadowlands provinces (each is worth one "
                     "more flower to whoever holds it at the end).",
    "Diplomatic Mission": "A peace token into a province (nobody may attack it or place around it again). If an "
                          "opponent holds it, add two face-up control tokens to a province of yours.",
    "Strength of Purpose": "One face-up control token each into two different provinces you hold.",
    "Sacred Ground": "The shrine into a province: only its holder may place tokens in it or on its borders, and "
                     "nobody may attack it.",
    "Bushido": "The Bushido token into a non-Shadowlands province: it is worth 4 flowers, whatever it prints.",
    "Honorable Fight": "The battlefield into a province: no raid or diplomacy may be placed there.",
    "Aid of the Kami": "The +2 defense token into a non-Shadowlands province (+2 to its defense, +1 honor to its "
                       "holder at the end).",
    "Bless the Lands": "Remove a scorched earth token; the province becomes yours with two control tokens, one "
                       "of them face up.",
    "Foment Rebellion": "Remove a peace token; if the province is yours, add two face-up control tokens to it.",
    "Spy Network": "Look at another player's hand; they may not place their bluff this round.",
    "Cultural Exchange": "Swap all control tokens between a province you hold and one an opponent holds: each of "
                         "you now holds the other's.",
    "Reinforcements": "Take up to two armies from your discard pile into your hand; then give up as many hand "
                      "tokens (discard each or put it back in your pool).",
    "Bountiful Harvest": "Two face-up control tokens into a province you hold.",
    "Ashigaru Levies": "A +1 defense token into each of three different non-Shadowlands provinces.",
    "Port of Prosperity": "The +2 honor token into a non-Shadowlands province (two more flowers at the end).",
    "Pirate Raids": "Scorched earth into a province (not a peace province): its control tokens leave. If it was "
                    "yours, add three face-up control tokens to another province you hold.",
    "Dark Favors": "Pay one control token from a non-Shadowlands province of yours. Secretly look at up to four "
                   "unblessed tokens on the board, then reveal and discard one of them.",
    "Purge the Weak": "Discard a token from your hand instead of placing this turn. Then reveal and discard two "
                      "unblessed tokens on the board.",
    "Animate the Dead": "Pay one control token from a non-Shadowlands province of yours. Place a token from your "
                        "discard pile face up, by the normal placement rules; then place from your hand as usual.",
    "Inspire Fear": "Pay one control token from a non-Shadowlands province of yours. Remove up to two special "
                    "tokens of any kind, peace and scorched earth included.",
}

# BfR §15: clan -> its ability (the unique token is in the clan's token list)
ABILITY_TEXT: dict[str, str] = {
    "crab": "Each face-up control token in a province the Crab defends adds 2 defense instead of 1.",
    "crane": "The Crane wins every battle in which it ties for the highest total.",
    "dragon": "Draws up to 7 tokens each upkeep, then puts one (not the bluff) back into its pool.",
    "lion": "Its bluff in the centre of a Lion province stays at the reveal and defends with strength 2.",
    "phoenix": "When the Phoenix attacks a capital, the capital's printed +2 defense does not count.",
    "scorpion": "Once a round, right after placing a token, may secretly look at one face-down token on the "
                "board.",
    "unicorn": "After the last placement of the round, may swap the places of two of its unblessed tokens on "
               "the board.",
}
UNIQUE_TEXT: dict[str, str] = {
    "crab": "navy 3", "crane": "a second diplomacy", "dragon": "blessing 3", "lion": "army 6",
    "phoenix": "blessing 3", "scorpion": "shinobi 3", "unicorn": "a second raid",
}

# BfR §12 and §13
SCOUT_TEXT = "Secretly look at one of an opponent's face-down tokens on the board (two per game)."
SHUGENJA_TEXT = "Reveal one of an opponent's unblessed tokens on the board and discard it (once per game)."
FIRST_PLAYER_TEXT = ("Once a round, at the start of your turn: look at any unblessed token on the board and send "
                     "it back to its owner's pool (a bluff goes back behind the screen).")
INITIATIVE_TEXT: dict[str, str] = {
    "Master of Governance": "The player holding the most provinces becomes first player.",
    "Master of Tactics": "The player with the most control tokens on the board becomes first player.",
    "Rise of an Empire": "The player holding the most unplayed territory cards becomes first player.",
}

# BfR §6, §9: what each token does, for the legend
TOKEN_TEXT: dict[str, str] = {
    "army": "attacks across a land border from a province you hold, or defends in the centre of yours",
    "navy": "attacks a coastal province from the sea, or defends a coastal province of yours",
    "shinobi": "in a centre: attacks anyone else's province, defends yours",
    "blessing": "face up on one of your own tokens: adds its strength, and protects the token from cards",
    "diplomacy": "in a province you hold: wipes every token in and around it and leaves a peace token",
    "raid": "in a province you do not hold, next to yours or with your shinobi: wipes it and scorches it",
    "bluff": "does nothing; it comes back to your hand",
}
SPECIAL_TEXT: dict[str, str] = {
    "peace": "nobody places tokens in or around it; it cannot be attacked",
    "scorched earth": "nobody holds it, places in or around it, or attacks it",
    "shrine": "only its holder places in or around it; it cannot be attacked",
    "battlefield": "no raid or diplomacy may be placed here",
    "harbor": "this landlocked province counts as coastal",
    "+1 honor": "+1 flower at the end", "+2 honor": "+2 flowers at the end",
    "Bushido 4": "worth 4 flowers at the end",
    "+1 defense": "+1 defense, +1 honor at the end", "+2 defense": "+2 defense, +1 honor at the end",
}


def objective_text(o: int) -> str:
    name, _kind, _arg, honor = D.OBJECTIVES[o]
    return f"{OBJECTIVE_TEXT[name]} Worth {honor} honor."


def card_text(c: int) -> str:
    name = D.TERRITORY_CARDS[c][1]
    when = ("Start of your placement turn" if c in D.SHADOWLANDS_CARDS else "Upkeep, rounds 2-5")
    return f"{when}: {CARD_TEXT[name]}"


def ability_text(clan: str, rules: RulesOptions | None = None) -> str:
    text = ABILITY_TEXT[clan]
    if clan == "crab" and rules is not None and rules.crab_faceup_defense != 2:
        text = text.replace("adds 2 defense", f"adds {rules.crab_faceup_defense} defense")
    if clan == "crane" and rules is not None and rules.crane_ties != "all":
        text = "A Crane attacker tied with the defender's total wins the battle."
    return f"{text} Unique token: {UNIQUE_TEXT[clan]}."
