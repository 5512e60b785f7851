"""The Qt binding keeps a night-long session alive.

PySide6 6.12's abi3 wheels drop a reference to ``None`` on every void call and
to ``True`` on every signal emitted from Python when run on Python 3.11, which
aborts the program after a few thousand clock redraws. pyproject pins
``PySide6 < 6.12``; this test fails if a leaking build comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QLabel


class _Ticker(QObject):
    ticked = Signal(bool)


def test_ten_thousand_redraws_and_signals_leave_none_and_true_alone(qapp: QApplication) -> None:
    label = QLabel()
    ticker = _Ticker()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(10_000):
        label.setText("12:34")
        ticker.ticked.emit(True)
    assert sys.getrefcount(None) >= none_before - 10
    assert sys.getrefcount(True) >= true_before - 10
