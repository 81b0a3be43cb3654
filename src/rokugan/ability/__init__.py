"""rokugan.ability: the game-independent ability kernel (`words`), which every game's card words build on."""

from rokugan import native as _native

_native.check_core()  # a compiled kernel (`rokugan native build`, with the LCG) older than its source is not run
