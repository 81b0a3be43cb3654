"""Battle for Rokugan (FFG 2019), 2-5 players: rules in `../shared/bfr/RULES.md`, map in `data/map.json`."""

from rokugan import native as _native

_native.check(game="bfr")  # compiled modules (`rokugan native build`) older than their sources are not run
