"""HTTPS for the room view where the director wants it (issue 31): a self-signed
certificate for the address shared, made once and kept in a folder of the
program's, so a phone that accepted it once is not asked again; made anew when
the address changes or it is about to expire. The private key is readable by
the user only. Phones show a warning for any self-signed certificate: the
director's screen says so.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from director.engine.frozen import frozen_record

VALID_DAYS = 825  # the longest life phones accept for a certificate a person trusted
RENEW_DAYS = 30


@frozen_record
class Certificate:
    """A certificate and its key, as files (what the TLS layer reads)."""

    certificate: Path
    key: Path

    def fingerprint(self) -> str:
        """SHA-256 of the certificate, as a phone shows it: ``AB:CD:…``."""
        cert = x509.load_pem_x509_certificate(self.certificate.read_bytes())
        return ":".join(f"{b:02X}" for b in cert.fingerprint(hashes.SHA256()))


def certificate_for(folder: Path, address: str,
                    now: dt.datetime | None = None) -> Certificate:
    """The certificate for ``address`` in ``folder``: the one kept there while it
    names the address and has more than ``RENEW_DAYS`` to live, else a new one."""
    now = now or dt.datetime.now(dt.UTC)
    files = Certificate(folder / "room-view.crt", folder / "room-view.key")
    if not _still_good(files, address, now):
        _make(files, address, now)
    return files


def _still_good(files: Certificate, address: str, now: dt.datetime) -> bool:
    try:
        cert = x509.load_pem_x509_certificate(files.certificate.read_bytes())
        names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except (OSError, ValueError, x509.ExtensionNotFound):
        return False
    addresses = {str(a) for a in names.get_values_for_type(x509.IPAddress)}
    return (files.key.is_file() and address in addresses
            and cert.not_valid_after_utc - now > dt.timedelta(days=RENEW_DAYS))


def _make(files: Certificate, address: str, now: dt.datetime) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, address),
                      x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Poker Director")])
    cert = (x509.CertificateBuilder()
            .subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(minutes=5))
            .not_valid_after(now + dt.timedelta(days=VALID_DAYS))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address(address))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]),
                           critical=False)
            .sign(key, hashes.SHA256()))
    files.certificate.parent.mkdir(parents=True, exist_ok=True)
    key_bytes = key.private_bytes(serialization.Encoding.PEM,
                                  serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption())
    descriptor = os.open(files.key, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as out:
        out.write(key_bytes)
    files.certificate.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
