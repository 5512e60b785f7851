"""``named(QLabel(), "potsLabel")``: a widget with its object name, in one expression.

Qt for Python accepts ``objectName=`` as a constructor keyword, but PySide6's type
stubs do not list inherited properties as keywords, so ``mypy --strict`` refuses it.
Tests and the stylesheet find widgets by these names.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

Q = TypeVar("Q", bound=QObject)


def named(widget: Q, name: str) -> Q:
    widget.setObjectName(name)
    return widget
