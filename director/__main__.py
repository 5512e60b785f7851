"""``python -m director`` runs the same entry point as the ``director`` command."""

from director.cli import run

run()
