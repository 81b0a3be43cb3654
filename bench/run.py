"""Run the benchmarks: `python bench/run.py [games]` (the same as `rokugan bench --games N`)."""

import sys

from rokugan.benchmark import main

if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))
