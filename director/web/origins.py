"""Which addresses the director's remote answers to (issue 31): a request to the
remote must name this server in its ``Host`` (a page of another site, behind a
name that resolves here, is refused) and, when a browser sends an ``Origin``,
come from this server's own pages. Public pages are not asked: they show what
anyone in the room may see."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from director.engine.frozen import frozen_record


@frozen_record
class Origins:
    """The server's own address: where it listens, its port, HTTPS or not."""

    host: str
    port: int
    tls: bool = False

    @property
    def scheme(self) -> str:
        return "https" if self.tls else "http"

    def allows_host(self, value: str | None) -> bool:
        """A ``Host`` header naming this server (with its port, or none for the
        scheme's own port)."""
        if not value:
            return False
        name, port = _split(value)
        if port is None:
            port = 443 if self.tls else 80
        return port == self.port and name in self._names(name)

    def allows_origin(self, value: str | None) -> bool:
        """No ``Origin`` (not a browser's cross-site request), or this server's own;
        one that is no address at all (``http://[::1``) is not."""
        if value is None:
            return True
        try:
            parts = urlsplit(value)
        except ValueError:
            return False
        return parts.scheme == self.scheme and self.allows_host(parts.netloc)

    def _names(self, name: str) -> set[str]:
        bound = ipaddress.ip_address(self.host)
        names = {str(bound)}
        if bound.is_loopback:
            names |= {"localhost", "127.0.0.1", "::1"}
        if bound.is_unspecified:  # every network: any address of this computer
            try:
                ipaddress.ip_address(name)
                names.add(name)
            except ValueError:
                pass
        return names


def _split(value: str) -> tuple[str, int | None]:
    """``host:port`` (an IPv6 address in brackets) into its parts; a port that is not
    one to five ASCII digits (``127.0.0.1:²``, which ``str.isdigit`` takes, or more
    digits than ``int`` reads) is -1, no port."""
    value = value.strip().lower()
    if value.startswith("["):
        name, _, rest = value[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    else:
        name, _, port_text = value.partition(":")
    if not port_text:
        return name, None
    digits = port_text.isascii() and port_text.isdigit() and len(port_text) <= 5
    return name, int(port_text) if digits else -1
