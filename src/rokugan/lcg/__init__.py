"""Legend of the Five Rings: The Card Game (the LCG, 2017-2021), by the Rules Reference v1.4.

The rules flow runs without card text (characters, attachments, holdings, provinces and strongholds play by
their printed values and keyword abilities); card abilities come next, on the ability kernel the classic CCG
uses (`rokugan.ability`). See docs/lcg-rules.md for what is implemented and what is not.
"""

from rokugan import native as _native

_native.check(game="lcg")  # compiled modules (`rokugan native build`) older than their sources are not run

# The rules flow and the card words import one another; loading the engine first (it imports the phases, then the
# card abilities and their words, in the one order that works) lets any module of the package be imported first.
from . import engine as _engine  # noqa: E402,F401,I001
