"""HTTPS for the room view where the director wants it (issue 31): a self-signed
certificate for the address shared, kept for the next start, its key private;
the pages and the remote over TLS on 127.0.0.1, and nothing in plain HTTP then."""

from __future__ import annotations

import datetime as dt
import http.client
import json
import ssl
import stat
from pathlib import Path

from cryptography import x509

from director.web.server import RoomServer
from director.web.tls import RENEW_DAYS, VALID_DAYS, certificate_for
from tests.web.client import Recorder, request


def test_the_certificate_names_the_address_and_is_kept(tmp_path: Path) -> None:
    first = certificate_for(tmp_path, "192.168.1.20")
    cert = x509.load_pem_x509_certificate(first.certificate.read_bytes())
    names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert [str(a) for a in names.get_values_for_type(x509.IPAddress)] == ["192.168.1.20"]
    assert stat.S_IMODE(first.key.stat().st_mode) == 0o600, "the key is the user's only"
    fingerprint = first.fingerprint()
    assert len(fingerprint.split(":")) == 32
    assert certificate_for(tmp_path, "192.168.1.20").fingerprint() == fingerprint, \
        "a phone that accepted it once is not asked again"
    assert certificate_for(tmp_path, "10.0.0.5").fingerprint() != fingerprint, \
        "another address, another certificate"
    kept = certificate_for(tmp_path, "10.0.0.5").fingerprint()
    near_its_end = dt.datetime.now(dt.UTC) + dt.timedelta(days=VALID_DAYS - RENEW_DAYS + 1)
    assert certificate_for(tmp_path, "10.0.0.5", near_its_end).fingerprint() != kept, \
        "renewed a month before it expires"


def test_the_room_view_over_https(tmp_path: Path) -> None:
    recorder = Recorder()
    room = RoomServer(recorder)
    listening = room.start("127.0.0.1", 0, remote=True,
                           tls=certificate_for(tmp_path, "127.0.0.1"))
    try:
        assert listening.url == f"https://127.0.0.1:{listening.port}/"
        status, _, page = request(listening.port, "GET", "/clock", tls=True)
        assert status == 200 and b"room.js" in page
        context = ssl.create_default_context(cafile=str(tmp_path / "room-view.crt"))
        checked = http.client.HTTPSConnection("127.0.0.1", listening.port, context=context,
                                              timeout=10)
        checked.request("GET", "/api/room")
        assert checked.getresponse().status == 200, "the certificate verifies for the address"
        checked.close()
        try:
            plain = request(listening.port, "GET", "/clock", timeout=3)[0]
        except (OSError, http.client.HTTPException):
            plain = 0
        assert plain != 200, "no page in plain HTTP on an HTTPS port"
        assert _login_tls(listening.port, room.pin), "the remote signs in over HTTPS"
    finally:
        room.stop()


def _login_tls(port: int, pin: str) -> str:
    status, _, body = request(port, "POST", "/api/remote/login", json.dumps({"pin": pin}).encode(),
                              {"Content-Type": "application/json",
                               "Origin": f"https://127.0.0.1:{port}"}, tls=True)
    assert status == 200, body
    return str(json.loads(body)["token"])
