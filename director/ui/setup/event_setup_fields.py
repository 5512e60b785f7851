"""Typed fields of the setup windows: a text box with its message beside it.

An amount is typed as text (so a wrong character can be shown, not silently
refused); ``parse`` reads it in the chosen locale (group separators allowed)
and says in the chosen language what is wrong next to the field. A good amount
is shown with its digits grouped the language's way, as everywhere else: the
reading and the grouping are ``grouped_amounts``', the cash pages' too; digits
grouped as no number is written ("1,5") are refused as no amount. Only the
digits 0-9 make a number ("5²" or "٥" is not one), and every amount has an
upper bound: ``MAX_AMOUNT`` (one trillion) unless the field has its own (seats,
minutes), so nothing too large for the database or the seat draw is saved.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.services.core import validation
from director.services.core.documents import MAX_AMOUNT
from director.services.core.errors import ServiceError
from director.ui.common.director_widgets import chips, show_refusal
from director.ui.common.grouped_amounts import (
    no_amount,
    not_an_amount,
    read_amount,
    regroup,
    rewritten,
)
from director.ui.common.language import as_sentence
from director.ui.rules.rule_links import follow_rule_links


def tr(text: str) -> str:
    return QCoreApplication.translate("EventSetup", text)


def set_form_labels(form: QFormLayout, texts: list[str]) -> None:
    """The labels of a form's rows, top to bottom (after a change of language)."""
    for row, text in enumerate(texts):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        label = item.widget() if item is not None else None
        if isinstance(label, QLabel):
            label.setText(text)


class MessageLabel(QLabel):
    """The refusal next to a field, in the one style of every refusal
    (``show_refusal``: "⚠ ", bold, the error colour); empty when the field is fine."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        follow_rule_links(self)  # a refusal's rule id opens the rulebook there

    def show_message(self, text: str) -> None:
        show_refusal(self, text)


class AmountField(QWidget):
    """A whole number of chips, money or minutes; ``optional`` fields may stay empty."""

    changed = Signal()

    def __init__(self, name: str, parent: QWidget | None = None, *, minimum: int = 0,
                 optional: bool = False, value: int | None = None, width: int = 110,
                 maximum: int = MAX_AMOUNT, message_below: bool = False) -> None:
        """``message_below``: the message under the field, the whole column wide, for
        a field whose refusals are long (the chips handed out, R-8.6), else beside it."""
        super().__init__(parent)
        self.setObjectName(name)
        self.minimum, self.maximum, self.optional = minimum, maximum, optional
        layout = QVBoxLayout(self) if message_below else QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(self)
        self.edit.setObjectName(f"{name}Edit")
        self.edit.setFixedWidth(width)
        self.message = MessageLabel(self)
        self.message.setObjectName(f"{name}Message")
        if message_below:  # the message right under the field, any room left below it
            layout.addWidget(self.edit, 0, Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(self.message)
            layout.addStretch(1)
        else:
            layout.addWidget(self.edit)
            layout.addWidget(self.message, 1)
        self._written_in = QLocale()  # the language the text was written in
        if value is not None:
            self.set_value(value)
        self.edit.textChanged.connect(lambda _t: self.changed.emit())
        self.edit.editingFinished.connect(self._regroup)

    def set_value(self, value: int | None) -> None:
        """The value with its digits grouped the chosen language's way, as every amount
        of the program is shown (``1,300,000``; in Hungarian ``1 300 000``)."""
        self.edit.setText("" if value is None else chips(value))

    def _regroup(self) -> None:
        """A good value typed with or without its groups is shown grouped once typed
        (Enter, or the focus gone): one that is refused stays as typed, beside its
        message."""
        value, message = self.parse()
        regroup(self.edit, None if message else value)

    def changeEvent(self, event: QEvent) -> None:
        """After a change of language its value grouped the new language's way."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.edit.setText(rewritten(self.edit.text(), self._written_in))
            self._written_in = QLocale()
            self._regroup()

    def parse(self) -> tuple[int | None, str]:
        """(value, message): the message is empty when the text is a good value."""
        text = self.edit.text()
        if not text.strip():
            if self.optional:
                return None, ""
            return None, tr("Enter a whole number")
        value = read_amount(text)
        if value is None and no_amount(text):  # "1,5", "1.5": not 15, said so
            return None, as_sentence(not_an_amount(text))
        if value is None:
            return None, tr("Not a whole number: %1").replace("%1", text.strip())
        if value < self.minimum:
            return None, tr("At least %1").replace("%1", chips(self.minimum))
        if value > self.maximum:
            return None, tr("At most %1").replace("%1", chips(self.maximum))
        return value, ""

    def value(self) -> int | None:
        return self.parse()[0]

    def check(self) -> bool:
        """Show this field's own message; True when the text is a good value."""
        _value, message = self.parse()
        self.message.show_message(message)
        return not message

    def set_message(self, text: str) -> None:
        self.message.show_message(text)


class SaveRow(QHBoxLayout):
    """The bottom line of a setup window: what stops saving, Cancel and Save."""

    def __init__(self, parent: QWidget, summary: str, cancel: str, save: str) -> None:
        super().__init__()
        self.summary = MessageLabel(parent)
        self.summary.setObjectName(summary)
        self.cancel_button = QPushButton(parent)
        self.cancel_button.setObjectName(cancel)
        self.save_button = QPushButton(parent)
        self.save_button.setObjectName(save)
        self.addWidget(self.summary, 1)
        self.addWidget(self.cancel_button)
        self.addWidget(self.save_button)


def mark_tabs(tabs: QTabWidget, also: Callable[[int], bool] = lambda _i: False) -> list[str]:
    """Mark with (!) each tab whose page shows a refusal (or for which ``also`` says
    so); the marked tabs' names, unmarked, to name them under the form."""
    marked = []
    for i in range(tabs.count()):
        page = tabs.widget(i)
        assert page is not None
        bad = also(i) or any(label.text() and label.isVisibleTo(page)
                             for label in page.findChildren(MessageLabel))
        text = tabs.tabText(i).removesuffix(" (!)")
        tabs.setTabText(i, text + (" (!)" if bad else ""))
        if bad:
            marked.append(text)
    return marked


def ask_to_fix(summary: MessageLabel, marked: list[str]) -> None:
    """Under a form that cannot be saved: fix the fields marked, on the tabs named
    (``mark_tabs``)."""
    where = ", ".join(marked)
    summary.show_message(tr("Fix the marked fields before saving") +
                         (f" ({where})" if where else ""))


def name_problem(name: str, empty: str) -> str:
    """What is wrong with an event's name as typed ("" when nothing): ``empty`` when
    it is blank, else the service's own refusal (more than 200 characters, a pasted
    invisible or right-to-left sign), said beside the field before Save, which the
    service would refuse."""
    if not name.strip():
        return empty
    try:
        validation.name(name, "the event's name")
    except ServiceError as refused:
        return as_sentence(refused.message)
    return ""


def currency_field(parent: QWidget) -> QLineEdit:
    """The event's currency ("Ft", "$", "EUR"...), shown the same in every language."""
    edit = QLineEdit(parent)
    edit.setObjectName("currency")
    edit.setMaxLength(8)
    edit.setFixedWidth(90)
    return edit


def currency_problem() -> str:
    return tr("A currency is up to 8 letters or signs, without digits or spaces")
