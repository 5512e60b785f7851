"""The practice table (issue 30): the dealer panel on an in-memory table dealing a
scenario (``python -m director.ui.dealer``). Ctrl+O (or the button) opens the
scenario dialog; a scenario chosen there starts a new table with its game,
limit, stacks and button, and the cards it fixes are offered in the panel's
card field step by step."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from director.services.practice.scenario import Scenario
from director.services.practice.scenario_cards import step_cards
from director.ui.common.language import current_language, follow_language
from director.ui.common.named import named
from director.ui.dealer.panel import DealerPanel
from director.ui.practice.scenario_dialog import ScenarioDialog
from director.ui.rules.rule_links import follow_rule_links, link_rules


class PracticeWindow(QWidget):
    """A practice table: its scenario's title and rules, and the dealer panel."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practiceWindow")
        self.scenario = scenario
        texts = follow_language(self)
        self.title = follow_rule_links(named(QLabel(), "scenarioTitle"))
        self.choose = named(QPushButton(), "scenarioChoose")
        texts.bind(self.choose.setText, lambda: self.tr("Scenario… (Ctrl+O)"))
        self.choose.clicked.connect(self.open_dialog)
        self.choose.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the panel keeps the keys
        shortcut = QShortcut(QKeySequence("Ctrl+O"), self)
        shortcut.activated.connect(self.open_dialog)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.choose)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self._layout.addLayout(top)
        self.panel = self._new_panel(scenario)
        self._layout.addWidget(self.panel, 1)
        self.dialog: ScenarioDialog | None = None
        texts.on_change(self._show_title)
        self._show_title()

    def _new_panel(self, scenario: Scenario) -> DealerPanel:
        panel = DealerPanel(scenario.session(), offer=partial(step_cards, scenario))
        panel.setFocus()
        return panel

    def _show_title(self) -> None:
        s = self.scenario
        rules = f" ({', '.join(s.rules)})" if s.rules else ""
        self.title.setText(link_rules(f"<b>{s.title_in(current_language())}</b>{rules}"))

    def open_dialog(self) -> None:
        """The scenario dialog, filled with this table's; a new table when accepted."""
        self.dialog = dialog = ScenarioDialog(self.scenario, self)
        dialog.accepted.connect(lambda: self.deal(dialog.scenario))
        dialog.open()

    def deal(self, scenario: Scenario | None) -> None:
        """A new practice table for ``scenario``."""
        if scenario is None:
            return
        self.scenario = scenario
        old = self.panel
        self.panel = self._new_panel(scenario)
        self._layout.replaceWidget(old, self.panel)
        old.hide()
        old.deleteLater()
        self._show_title()
        self.panel.setFocus()
