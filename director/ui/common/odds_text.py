"""All-in odds in words for the windows (issue 21): "win 82.4%", an estimate as
"win ≈ 42% ± 1", a tie or, in hi/lo games, a scoop and a split. Numbers in the
chosen language's format (QLocale); the words through Qt's translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from director.services.tables.odds_view import OddsView, SeatOdds

SHOWN_TIE = 0.05  # a tie under this share of a percent is not worth a line


def _tr(text: str) -> str:
    return QCoreApplication.translate("OddsText", text)


def margin_text(odds: OddsView) -> str:
    """The estimate's margin, ``± 1`` or ``± 0.6``; empty when counted exactly."""
    if odds.exact:
        return ""
    decimals = 0 if odds.margin >= 1 else 1
    return "\u00b1\u00a0" + QLocale().toString(max(odds.margin, 0.1), "f", decimals)


def percent(value: float, odds: OddsView) -> str:
    """A chance in percent: one decimal when counted exactly, an estimate rounded
    to what its margin allows and marked ≈."""
    decimals = 1 if odds.exact or odds.margin < 1 else 0
    text = QLocale().toString(value, "f", decimals) + "%"
    return text if odds.exact else "\u2248\u00a0" + text


def headline(seat: SeatOdds, odds: OddsView) -> str:
    """The seat's chance to take the whole pot: "win 82.4%", "scoop ≈ 30% ± 1";
    with side pots its part of all the pots' chips, "pots 38.5%" (issue 30: each
    pot is decided apart, R-7.3; the pots' list shows who wins which)."""
    if odds.side_pots:
        words = _tr("pots {0}")
        line = words.format(percent(seat.share, odds))
    else:
        words = _tr("scoop {0}") if odds.hi_lo else _tr("win {0}")
        line = words.format(percent(seat.win, odds))
    margin = margin_text(odds)
    return f"{line} {margin}" if margin else line


def detail(seat: SeatOdds, odds: OddsView) -> str:
    """The seat's chance to take a part: "tie 2.1%", "split 25%"; empty for none
    and with side pots (each pot's odds are in the pots' list)."""
    if odds.side_pots or (seat.tie < SHOWN_TIE and not odds.hi_lo):
        return ""
    words = _tr("split {0}") if odds.hi_lo else _tr("tie {0}")
    return words.format(percent(seat.tie, odds))


def heading(table: str | None) -> str:
    """The title over an all-in's odds: "All in" or "All in · Table 3" (``table``
    is the table's name as the windows show it)."""
    return _tr("All in · {0}").format(table) if table else _tr("All in")
