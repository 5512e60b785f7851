"""File → Quick clock (Ctrl+K): a clock without a tournament, from a blind-structure
template (``MainWindow.open_quick_clock`` runs it as a ``LocalClock``)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from director.engine.event.structures import TEMPLATE_NAMES, load_template
from director.resources import resource_dir
from director.ui.common.event_setup_names import template_name


class QuickClockDialog(QDialog):
    """Choose a blind-structure template for a stand-alone clock."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickClockDialog")
        self.setWindowTitle(self.tr("Quick clock"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("A clock without a tournament: choose a blind structure.")))
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("templateChooser")

        for name in TEMPLATE_NAMES:
            self.chooser.addItem(template_name(name, load_template(name, resource_dir()).name),
                                 name)
        layout.addWidget(self.chooser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def template(self) -> str:
        return str(self.chooser.currentData())
