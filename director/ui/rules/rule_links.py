"""Rule ids in shown text as links that open the rulebook at that rule.

Every text the program shows that cites a rule (the dealer panel's steps and
refusals, the training answers, the refusal messages of the other windows) goes
through ``link_rules``, and its label through ``follow_rule_links``: a click on
"R-7.5" opens the rulebook window (director/ui/rules/rulebook.py) at rule R-7.5.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from director.ui.rules.rule_ids import RULE_ID, SCHEME, rule_of_link

_TAG = re.compile(r"</?[a-zA-Z][^<>]*>|&[a-z]+;|&#\d+;")


def is_rich(text: str) -> bool:
    """Whether ``text`` carries markup (a tag or an entity) rather than plain words."""
    return _TAG.search(text) is not None


def link_rules(text: str) -> str:
    """``text`` with every rule id made a link; a text without one comes back as it is.

    A plain text is escaped first (its ``<`` and ``&`` stay characters); a text
    that is already rich (``<b>…``) keeps its markup."""
    if not RULE_ID.search(text):
        return text
    import html

    rich = is_rich(text)
    source = text if rich else html.escape(text, quote=False)
    return RULE_ID.sub(lambda m: f'<a href="{SCHEME}:{m[0]}">{m[0]}</a>', source)


def follow_rule_links(label: QLabel) -> QLabel:
    """Make the rule ids ``label`` shows clickable: a click opens the rulebook there.

    Only the mouse follows links, so the label never takes the keyboard focus from
    the window it sits in (the dealer panel's one-key actions)."""
    label.setOpenExternalLinks(False)
    label.setTextInteractionFlags(label.textInteractionFlags()
                                  | Qt.TextInteractionFlag.LinksAccessibleByMouse)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.linkActivated.connect(lambda href: open_rule_link(label, href))
    return label


def open_rule_link(near: QWidget, href: str) -> None:
    """Open the rulebook at the rule ``href`` names (a link of ``link_rules``)."""
    rule_id = rule_of_link(href)
    if rule_id is None:
        return
    from director.ui.rules.rulebook import open_rulebook

    open_rulebook(rule_id, near)


def show_in_status_bar(window: QMainWindow, text: str, timeout_ms: int) -> None:
    """A message in ``window``'s status bar for ``timeout_ms``; a message that cites a
    rule shows in a label whose rule ids are links (a plain status message cannot)."""
    bar = window.statusBar()
    label = bar.findChild(QLabel, "statusRuleMessage")
    if not RULE_ID.search(text):
        if label is not None:
            label.hide()
        bar.showMessage(text, timeout_ms)
        return
    if label is None:
        label = follow_rule_links(QLabel(bar))
        label.setObjectName("statusRuleMessage")
        bar.addWidget(label, 1)
        hide = QTimer(label)
        hide.setObjectName("statusRuleTimer")
        hide.setSingleShot(True)
        hide.timeout.connect(label.hide)
    bar.clearMessage()
    label.setText(link_rules(text))
    label.show()
    found = label.findChild(QTimer, "statusRuleTimer")
    if found is not None:
        found.start(timeout_ms)


def plain_text(text: str) -> str:
    """What a (rich) label text reads as: its words without markup (tests, logs)."""
    if not is_rich(text):
        return text
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()
