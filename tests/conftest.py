"""Test setup shared by every layer: Qt runs offscreen, so tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
