"""The desktop application: the QApplication, its translations and its look.

The user's settings (``Settings``) are kept in ``director.ui.common.settings``.
Light and dark appearance follow the system: the windows draw with palette roles,
and a change of the system's colour scheme re-polishes them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSize, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from director.resources import resource_path
from director.services.core.database import StoreError
from director.ui.common.language import refusal
from director.ui.common.look_preferences import apply as apply_look
from director.ui.common.settings import APPLICATION, ORGANIZATION, Settings
from director.ui.common.style import apply_style

TRANSLATIONS_DIR = resource_path("translations")


_translators: list[QTranslator] = []


def qt_catalogue(language: str) -> Path | None:
    """Qt's own catalogue for ``language`` (qtbase_hu.qm): from the Qt installation, or
    the copy a bundle ships beside the program's catalogues (packaging spec)."""
    name = f"qtbase_{language}.qm"
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for folder in (qt_folder, TRANSLATIONS_DIR):
        if (folder / name).is_file():
            return folder / name
    return None


def install_translator(language: str, app: QCoreApplication | None = None) -> bool:
    """Put in the translation for ``language`` (none for English); True when it loaded."""
    app = app or QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    while _translators:
        app.removeTranslator(_translators.pop())
    QLocale.setDefault(QLocale("hu_HU" if language == "hu" else "en_US"))
    if isinstance(app, QApplication):
        # A widget takes its window's locale, not the default: the windows made before
        # keep the language's numbers, and so would every field made in them after (an
        # amount box of a page opened after the switch grouped "4,000" in Hungarian).
        for window in app.topLevelWidgets():
            window.setLocale(QLocale())
    if language == "en":
        return True
    # Qt's own texts first (the Close and Cancel buttons of standard dialogs), then one
    # catalogue per area of the program: director_hu.qm, director_hu_tables.qm, ...
    paths = [p for p in (qt_catalogue(language),) if p is not None]
    for path in [*paths, *sorted(TRANSLATIONS_DIR.glob(f"director_{language}*.qm"))]:
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _translators.append(translator)
    return bool(_translators)


def follow_color_scheme(app: QApplication) -> None:
    """Re-polish every window when the system switches between light and dark."""
    if app.property("followsColorScheme"):
        return

    def repolish() -> None:
        apply_style(app)  # the stylesheet's light or dark colours
        for widget in app.topLevelWidgets():
            _repolish(widget)
            scheme_changed = getattr(widget, "color_scheme_changed", None)
            if callable(scheme_changed):
                scheme_changed()

    app.styleHints().colorSchemeChanged.connect(lambda _scheme: repolish())
    app.setProperty("followsColorScheme", True)


def _repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def report_storage_errors() -> None:
    """A storage failure (``StoreError``: a full disk, a database locked by another
    program, a disk error) in any window's command reaches the person in a message
    box, whatever window ran it; the command was not applied and the program goes
    on. A club's server lost (``ServerLost``) is said by the station's banner
    instead (``station_status``: one band, not a box at every redraw). Other
    exceptions go on to the previous hook as before."""
    previous = sys.excepthook
    if getattr(previous, "reports_storage_errors", False):
        return

    def hook(kind: type[BaseException], exc: BaseException, tb: object) -> None:
        if isinstance(exc, StoreError):
            from director.ui.club.station_status import banner_says

            if getattr(exc, "said", False):
                return  # the opening failed: the start-up dialog said it (``NotOpened``)
            if not banner_says(exc):  # a club's server lost: its banner says it (issue 17)
                show_storage_error(exc)
            return
        previous(kind, exc, tb)  # type: ignore[arg-type]

    hook.reports_storage_errors = True  # type: ignore[attr-defined]
    sys.excepthook = hook


def show_storage_error(error: BaseException) -> QMessageBox:
    """The storage failure's message, in the UI's language, over the active window.
    One box at a time: a failure while one is open (a window that reads every few
    seconds) puts its message in that box instead of piling up boxes."""
    if _shown:
        _shown[-1].setText(refusal(error))
        _shown[-1].raise_()
        return _shown[-1]
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Startup", "The command was not saved"),
                      refusal(error), QMessageBox.StandardButton.Ok,
                      QApplication.activeWindow())
    box.setObjectName("storageError")
    _shown.append(box)  # kept until closed: a parentless box would be deleted at once
    box.finished.connect(lambda _result: _shown.remove(box) if box in _shown else None)
    box.open()
    return box


_shown: list[QMessageBox] = []


#: The window icon's sizes (resources/icons/poker-director-<n>.png, drawn from the SVG by
#: packaging/make_icons.py): PNG, so the start loads no SVG renderer (issue 33).
WINDOW_ICON_SIZES = (16, 32, 48, 64, 128, 256)


def window_icon() -> QIcon:
    """The program's icon, in each size shipped (the window system picks one)."""
    icon = QIcon()
    for size in WINDOW_ICON_SIZES:
        path = resource_path("icons", f"poker-director-{size}.png")
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    return icon


def create_application(argv: Sequence[str] | None = None,
                       settings: Settings | None = None) -> tuple[QApplication, Settings]:
    """The QApplication (or the one that exists) with names, translator and colour scheme."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else \
        QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Poker Director")
    app.setDesktopFileName("io.github.pokerdirector")
    app.setWindowIcon(window_icon())
    settings = settings or Settings()
    install_translator(settings.language, app)
    apply_style(app)  # one stylesheet, palette and font (resources/styles, issue 19)
    apply_look(settings)  # four-colour deck, reduced motion
    follow_color_scheme(app)
    report_storage_errors()
    return app, settings


#: The signals that end the program as closing its windows does (``quit_on_signals``);
#: SIGHUP is not on Windows.
ENDING_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")


def quit_on_signals(app: QApplication) -> Callable[[], None]:
    """Ctrl+C in the terminal the program was started from (SIGINT), the end of the
    desktop session or a ``kill`` (SIGTERM), and the terminal closed (SIGHUP) end the
    program as closing its windows does: the database closed by the caller as at any
    end, so the next start needs no full check; status 128 + the signal's number, as a
    shell reports it (130 for Ctrl+C). Before, Ctrl+C raised ``KeyboardInterrupt`` in
    whatever slot ran next, printed its traceback, and the program went on; SIGTERM
    and SIGHUP killed it where it stood, and the next start checked the whole file.
    Qt's event loop runs no Python while it waits, so the signal wakes it through a
    socket (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` hears: Python then
    runs the handler at once. The end is queued for the event loop, so a signal while
    the window is still being built ends the program as soon as the loop runs.
    Returns what puts the previous handling back. Only on the main thread (Python's
    signals are there)."""
    import signal
    import socket
    import threading

    from PySide6.QtCore import QSocketNotifier, QTimer

    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    heard, wake = socket.socketpair()
    heard.setblocking(False)
    wake.setblocking(False)

    def drained() -> None:
        with suppress(OSError):
            heard.recv(512)

    def ended(number: int) -> None:
        for window in app.topLevelWidgets():
            if window.isVisible():
                window.close()
        QCoreApplication.exit(128 + number)

    def stop(number: int, _frame: object) -> None:
        QTimer.singleShot(0, lambda: ended(number))

    notifier = QSocketNotifier(heard.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(drained)
    before_fd = signal.set_wakeup_fd(wake.fileno())
    ending = [getattr(signal, name) for name in ENDING_SIGNALS if hasattr(signal, name)]
    before = {number: signal.signal(number, stop) for number in ending}

    def undo() -> None:
        for number, handler in before.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(before_fd)
        notifier.setEnabled(False)
        notifier.deleteLater()
        heard.close()
        wake.close()

    return undo
