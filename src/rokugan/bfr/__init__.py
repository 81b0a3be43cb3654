"""Battle for Rokugan (FFG 2019), 2-5 players: rules in `../shared/bfr/RULES.md`, map in `data/map.json`."""
