"""The Share with the room dialog: the one network address to share on (a network
of this computer, or this computer only), the port, whether the director's
remote is allowed, HTTPS or plain HTTP (said plainly), Start and Stop, and while
sharing the address, its QR code and the PIN, each on a line of its own that the
dialog grows to show whole (issue 29: nothing cut at the default size)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import msg
from director.ui.common.director_widgets import TypedAmount, show_refusal
from director.ui.common.grouped_amounts import not_an_amount
from director.ui.common.language import in_language
from director.ui.common.style import set_tone
from director.ui.room.share import (
    THIS_COMPUTER,
    RoomShare,
    ShareError,
    network_addresses,
    qr_pixmap,
    remembered_port,
)

QR_SIZE = 176
#: the ports the room view may listen on: below 1024 needs administrator rights
FIRST_PORT, LAST_PORT = 1024, 65535


class ShareDialog(QDialog):
    """Start or stop the room view and show people where to find it."""

    def __init__(self, share: RoomShare, settings: QSettings, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.share = share
        self.settings = settings
        self.address = ""
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.intro = self._label("shareIntro", wrap=True)
        layout.addWidget(self.intro)
        layout.addLayout(self._choices())
        self.security = self._label("shareSecurity", wrap=True)
        layout.addWidget(self.security)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("shareStart")
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("shareStop")
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addLayout(self._shown())
        self.message = self._label("shareMessage", wrap=True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.remote.toggled.connect(self._remote_toggled)
        self.tls.toggled.connect(self._show_security)
        share.pin_changed.connect(self._show_state)
        self._retranslate()

    def _label(self, name: str, wrap: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(wrap)
        return label

    def _choices(self) -> QFormLayout:
        form = QFormLayout()
        self.networks = QComboBox(self)
        self.networks.setObjectName("shareNetworks")
        for address in [*network_addresses(), THIS_COMPUTER]:
            self.networks.addItem(address, address)
        remembered = self.networks.findData(self.settings.value("room/address", ""))
        self.networks.setCurrentIndex(max(0, remembered))
        # the port typed is the one tried, or refused in words (``start``): a spin box
        # dropped the digit past its top (70000 typed listened on 7000)
        self.port = TypedAmount(self)
        self.port.setObjectName("sharePort")
        self.port.setGroupSeparatorShown(False)  # a port is written 8080, never 8,080
        self.port.setRange(FIRST_PORT, LAST_PORT)
        self.port.setValue(remembered_port(self.settings))
        self.remote = QCheckBox(self)
        self.remote.setObjectName("shareRemote")
        self.remote.setChecked(self.settings.value("room/remote", "false") == "true")
        self.tls = QCheckBox(self)
        self.tls.setObjectName("shareTls")
        self.tls.setChecked(self.settings.value("room/https", "false") == "true")
        self.networks_label, self.port_label = QLabel(self), QLabel(self)
        form.addRow(self.networks_label, self.networks)
        form.addRow(self.port_label, self.port)
        form.addRow("", self.remote)
        form.addRow("", self.tls)
        return form

    def _shown(self) -> QHBoxLayout:
        """The QR code beside the lines to type: the address, the other pages, the PIN."""
        shown = QHBoxLayout()
        self.qr = QLabel(self)
        self.qr.setObjectName("shareQr")
        self.qr.setFixedSize(QR_SIZE, QR_SIZE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        shown.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        lines = QGridLayout()
        self.state = self._label("shareState", wrap=True)
        self.open_label = self._label("shareOpen")
        self.address_label = self._label("shareAddress")
        self.address_label.setStyleSheet("font-weight: bold;")
        self.seating_label = self._label("shareSeating")
        self.results_label = self._label("shareResults")
        self.remote_label = self._label("shareRemoteAddress")
        self.pin_label = self._label("sharePin")
        self.pin_label.setStyleSheet("font-size: 20pt; font-weight: bold;")
        for row, label in enumerate((self.state, self.open_label, self.address_label,
                                     self.seating_label, self.results_label,
                                     self.remote_label, self.pin_label)):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lines.addWidget(label, row, 0)
        lines.setRowStretch(7, 1)
        shown.addLayout(lines, 1)
        return shown

    def start(self) -> None:
        address = str(self.networks.currentData())
        port = self.port.amount()
        if port is None:  # "80,80": no number, said in words
            self._refuse(in_language(not_an_amount(self.port.text())))
            return
        if not FIRST_PORT <= port <= LAST_PORT:  # nothing started, nothing remembered
            self._refuse(in_language(msg(
                "win-port-outside", port_number=port, lowest_number=FIRST_PORT,
                highest_number=LAST_PORT)))
            return
        try:
            self.address = self.share.start(address, port,
                                            self.remote.isChecked(), self.tls.isChecked())
        except ShareError as exc:
            self._refuse(self._why(exc, port))
            return
        except (OSError, ValueError) as exc:  # a certificate that could not be made
            self._refuse(str(exc))
            return
        self.settings.setValue("room/port", port)
        self.settings.setValue("room/address", address)
        self.settings.setValue("room/https", "true" if self.tls.isChecked() else "false")
        show_refusal(self.message, "")  # started: no refusal stands
        self._show_state()

    def _refuse(self, why: str) -> None:
        """Nothing started, said as every refusal is (``show_refusal``)."""
        show_refusal(self.message, self.tr("Not started: %1").replace("%1", why))

    def _why(self, exc: ShareError, number: int) -> str:
        port = str(number)
        if exc.kind == "in use":
            return self.tr("port %1 is already in use by another program: choose another "
                           "port").replace("%1", port)
        if exc.kind == "privileged":
            return self.tr("port %1 needs administrator rights: choose a port above "
                           "1024").replace("%1", port)
        if exc.kind == "no address":
            return self.tr("this computer has no such network address")
        return self.tr("the room view did not start (%1)").replace("%1", str(exc))

    def stop(self) -> None:
        self.share.stop()
        set_tone(self.message, "")
        self.message.setText(self.tr("Stopped: the port is closed."))
        self._show_state()

    def _remote_toggled(self, on: bool) -> None:
        self.settings.setValue("room/remote", "true" if on else "false")
        self.share.server.set_remote(on)
        self._show_state()

    def _show_state(self) -> None:
        running = self.share.running
        for widget in (self.port, self.networks, self.tls):
            widget.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        lines = (self.open_label, self.address_label, self.seating_label, self.results_label,
                 self.remote_label, self.pin_label)
        for label in lines:
            label.setVisible(running)
        self._show_security()
        if not running:
            self.qr.clear()
            self.state.setText(self.tr("Not shared: no port is open."))
            return
        self.qr.setPixmap(qr_pixmap(self.address + "clock", QR_SIZE))
        self.state.setText("")
        self.state.setVisible(not self.remote.isChecked())
        self.open_label.setText(self.tr("Open on a phone or TV:"))
        self.address_label.setText(self.address + "clock")
        self.seating_label.setText(self.tr("Seating: %1").replace("%1", self.address + "seating"))
        self.results_label.setText(self.tr("Results: %1").replace("%1", self.address + "results"))
        remote = self.remote.isChecked()
        self.remote_label.setText(self.tr("Director's remote: %1").replace(
            "%1", self.address + "remote"))
        self.pin_label.setText(self.tr("PIN: %1").replace("%1", self.share.server.pin))
        self.remote_label.setVisible(remote)
        self.pin_label.setVisible(remote)
        if not remote:
            self.state.setText(self.tr("The director's remote is off."))

    def _show_security(self) -> None:
        """Plain HTTP said plainly; HTTPS with what a phone will ask."""
        listening = self.share.listening if self.share.running else None
        https = listening.tls if listening is not None else self.tls.isChecked()
        if https:
            self.security.setText(self.tr(
                "HTTPS: the pages and the PIN are encrypted. The certificate is this "
                "computer's own, so each phone warns once and asks whether to trust it."))
        else:
            self.security.setText(self.tr(
                "Plain HTTP: anyone on this network can read the pages and the PIN as it "
                "is typed. Tick HTTPS to encrypt them."))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Share with the room"))
        self.intro.setText(self.tr(
            "Phones and TVs on this network can show the clock, the seating and the "
            "results. Nothing private is shown. The port stays closed until you press "
            "Start sharing."))
        self.networks_label.setText(self.tr("Share on"))
        for index in range(self.networks.count()):
            address = str(self.networks.itemData(index))
            self.networks.setItemText(index, (
                self.tr("This computer only (%1)") if address == THIS_COMPUTER
                else self.tr("This network (%1)")).replace("%1", address))
        self.port_label.setText(self.tr("Port"))
        self.remote.setText(self.tr("Allow the director's remote (with a PIN)"))
        self.tls.setText(self.tr("HTTPS (encrypted, a certificate of this computer's own)"))
        self.start_button.setText(self.tr("&Start sharing"))
        self.stop_button.setText(self.tr("S&top"))
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
