"""The Share with the room dialog: the port, whether the director's remote is
allowed, Start and Stop, and while sharing the address, its QR code and the PIN."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.ui.room_share import (
    ALL_NETWORKS,
    THIS_COMPUTER,
    RoomShare,
    ShareError,
    qr_pixmap,
    remembered_port,
)

QR_SIZE = 200


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
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.networks = QComboBox(self)
        self.networks.setObjectName("shareNetworks")
        self.networks.addItem("", ALL_NETWORKS)
        self.networks.addItem("", THIS_COMPUTER)
        self.port = QSpinBox(self)
        self.port.setObjectName("sharePort")
        self.port.setRange(1024, 65535)
        self.port.setValue(remembered_port(settings))
        self.remote = QCheckBox(self)
        self.remote.setObjectName("shareRemote")
        self.remote.setChecked(settings.value("room/remote", "false") == "true")
        self.networks_label, self.port_label = QLabel(self), QLabel(self)
        form.addRow(self.networks_label, self.networks)
        form.addRow(self.port_label, self.port)
        form.addRow("", self.remote)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("shareStart")
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("shareStop")
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        shown = QHBoxLayout()
        self.qr = QLabel(self)
        self.qr.setObjectName("shareQr")
        self.qr.setFixedSize(QR_SIZE, QR_SIZE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        shown.addWidget(self.qr)
        self.details = QLabel(self)
        self.details.setObjectName("shareDetails")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        shown.addWidget(self.details, 1)
        layout.addLayout(shown)
        self.message = QLabel(self)
        self.message.setObjectName("shareMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.remote.toggled.connect(self._remote_toggled)
        self._retranslate()
        self._show_state()

    def start(self) -> None:
        try:
            self.address = self.share.start(str(self.networks.currentData()), self.port.value(),
                                            self.remote.isChecked())
        except ShareError as exc:
            self.message.setText(self.tr("Not started: %1").replace("%1", self._why(exc)))
            return
        self.settings.setValue("room/port", self.port.value())
        self.message.setText("")
        self._show_state()

    def _why(self, exc: ShareError) -> str:
        port = str(self.port.value())
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
        self.message.setText(self.tr("Stopped: the port is closed."))
        self._show_state()

    def _remote_toggled(self, on: bool) -> None:
        self.settings.setValue("room/remote", "true" if on else "false")
        self.share.server.set_remote(on)
        self._show_state()

    def _show_state(self) -> None:
        running = self.share.running
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.port.setEnabled(not running)
        self.networks.setEnabled(not running)
        if not running:
            self.qr.clear()
            self.details.setText(self.tr("Not shared: no port is open."))
            return
        self.qr.setPixmap(qr_pixmap(self.address + "clock", QR_SIZE))
        lines = [self.tr("Open on a phone or TV:"), f"<b>{self.address}clock</b>",
                 self.tr("Seating: %1").replace("%1", self.address + "seating"),
                 self.tr("Results: %1").replace("%1", self.address + "results")]
        if self.remote.isChecked():
            lines += [self.tr("Director's remote: %1").replace("%1", self.address + "remote"),
                      self.tr("PIN: %1").replace(
                          "%1", f"<span style='font-size:20pt'><b>{self.share.server.pin}"
                                "</b></span>")]
        else:
            lines.append(self.tr("The director's remote is off."))
        self.details.setText("<br>".join(lines))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Share with the room"))
        self.intro.setText(self.tr(
            "Phones and TVs on this network can show the clock, the seating and the "
            "results. Nothing private is shown. The port stays closed until you press Start."))
        self.networks_label.setText(self.tr("Share on"))
        self.networks.setItemText(0, self.tr("Every network of this computer"))
        self.networks.setItemText(1, self.tr("This computer only"))
        self.port_label.setText(self.tr("Port"))
        self.remote.setText(self.tr("Allow the director's remote (with a PIN)"))
        self.start_button.setText(self.tr("&Start sharing"))
        self.stop_button.setText(self.tr("S&top"))
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
