"""A client of the room view's server on 127.0.0.1, as a phone, a TV or an attacker
uses it: plain HTTP over sockets, from any loopback address (Linux routes all of
127.0.0.0/8 to this machine, so each address stands for another device in the
room), and a recorder standing where the program runs the remote's commands."""

from __future__ import annotations

import concurrent.futures
import http.client
import json
import ssl
from typing import Any

from director.engine.messages import Message, msg, text
from director.services.core.unit_of_work import ServiceError


class Recorder:
    """Stands for the program's thread: keeps each remote command it is handed."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, name: str, args: dict[str, Any]) -> concurrent.futures.Future[Message]:
        self.calls.append((name, args))
        future: concurrent.futures.Future[Message] = concurrent.futures.Future()
        if name == "bust" and args.get("entry") == 99:
            future.set_exception(ServiceError(msg("svc-entry-not-in-play", entry_number=99)))
        else:
            future.set_result(text(f"{name} done"))
        return future


def request(port: int, method: str, path: str, body: bytes | None = None,
            headers: dict[str, str] | None = None, source: str = "127.0.0.1",
            tls: bool = False, timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
    """One request from ``source`` (a loopback address); (status, headers, body)."""
    conn: http.client.HTTPConnection
    if tls:
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # the program's own self-signed certificate
        conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=timeout,
                                           source_address=(source, 0), context=context)
    else:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                          source_address=(source, 0))
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, \
            response.read()
    finally:
        conn.close()


def post_json(port: int, path: str, data: object, token: str | None = None,
              source: str = "127.0.0.1", headers: dict[str, str] | None = None
              ) -> tuple[int, dict[str, Any]]:
    """A JSON POST as the remote's page sends it; (status, the JSON answer)."""
    sent = {"Content-Type": "application/json", **(headers or {})}
    if token:
        sent["X-Remote-Token"] = token
    status, _, body = request(port, "POST", path, json.dumps(data).encode(), sent, source)
    try:
        answer = json.loads(body)
    except ValueError:
        answer = {"text": body.decode(errors="replace")}
    return status, answer if isinstance(answer, dict) else {"value": answer}


def other_pin(pin: str, n: int) -> str:
    """The ``n``-th wrong PIN: never the right one."""
    return f"{(int(pin) + 1 + n) % 10**6:06d}"
