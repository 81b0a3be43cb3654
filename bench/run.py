"""Run the benchmarks: `python bench/run.py [--games N] [--game ccg|bfr|all]` (the same as `rokugan bench`;
a bare number still means the number of games)."""

import sys

from rokugan.cli import main

if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) == 1 and args[0].isdigit():
        args = ["--games", args[0]]
    sys.exit(main(["bench", *args]))
