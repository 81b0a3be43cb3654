"""`python -m rokugan ...` is the `rokugan` command."""

import sys

from rokugan.cli import main

sys.exit(main())
