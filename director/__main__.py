"""``python -m director`` runs the same entry point as the ``director`` command."""

import sys

from director.cli import main

sys.exit(main())
