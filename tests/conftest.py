"""Test setup shared by every layer: Qt runs offscreen, so tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The session's PostgreSQL server and a fresh database on it (club mode, issue 17).
from tests.pg import pg_server, pg_url  # noqa: F401
