"""Where the dealer panel's card grid sits (issue 29, item 2): under the table
where the panel is tall enough, else floating over the foot of the table's tabs.

The 52 cards take about 140 pixels of height. In a panel shorter than
``GRID_OVER_FELT_BELOW`` (a 1366x768 laptop, the default 1100x700 window, a
1024x600 netbook) that height under the felt left it a strip where no seat could
be read; floating, the grid covers the table's lower part only while a step
takes cards, and the felt keeps its size whether the grid shows or not (no seat
drawn again at another scale: the dealer latency benchmark).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QBoxLayout, QFrame, QVBoxLayout, QWidget

GRID_OVER_FELT_BELOW = 800  # panel heights below this: the grid floats
SHOWN_OR_HIDDEN = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.ShowToParent,
                   QEvent.Type.HideToParent)


class GridPlace(QObject):
    """Moves ``grid`` between its place in ``panel``'s column and a float over the
    foot of ``views`` (the table and the seats list), as the panel's height says."""

    def __init__(self, panel: QWidget, grid: QWidget, views: QWidget) -> None:
        super().__init__(panel)
        self.setObjectName("gridPlace")
        self.panel, self.grid, self.views = panel, grid, views
        column = panel.layout()
        assert isinstance(column, QBoxLayout)
        self.column = column
        self.index = column.indexOf(grid)
        # the float: a framed sheet with the window's colour behind the grid
        self.sheet = QFrame(views)
        self.sheet.setObjectName("cardGridSheet")
        self.sheet.setFrameShape(QFrame.Shape.StyledPanel)
        self.sheet.setAutoFillBackground(True)
        self.sheet.hide()
        QVBoxLayout(self.sheet).setContentsMargins(6, 4, 6, 4)
        self.floating = False
        panel.installEventFilter(self)
        views.installEventFilter(self)
        grid.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel and kind == QEvent.Type.Resize:
            self.follow()
        elif self.floating and ((watched is self.views and kind == QEvent.Type.Resize)
                                or (watched is self.grid and kind in SHOWN_OR_HIDDEN)):
            self._place_sheet()
        return False

    def follow(self) -> None:
        """Float the grid or put it back, as the panel's height now says."""
        floating = self.panel.height() < GRID_OVER_FELT_BELOW
        if floating == self.floating:
            return
        self.floating = floating
        shown = not self.grid.isHidden()
        sheet = self.sheet.layout()
        assert sheet is not None
        if floating:
            self.column.removeWidget(self.grid)
            sheet.addWidget(self.grid)
        else:
            sheet.removeWidget(self.grid)
            self.column.insertWidget(self.index, self.grid)
        self.grid.setVisible(shown)
        self._place_sheet()

    def _place_sheet(self) -> None:
        visible = self.floating and not self.grid.isHidden()
        if visible:
            height = min(self.sheet.sizeHint().height(), self.views.height())
            self.sheet.setGeometry(QRect(0, self.views.height() - height, self.views.width(),
                                         height))
            self.sheet.raise_()
        if self.sheet.isHidden() == visible:
            self.sheet.setVisible(visible)
