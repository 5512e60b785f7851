"""The bounds around every request to the room view (issue 18, issue 31): the rate
per client address (429), the headers' size (431), the declared body size (413),
a body that must arrive within ``BODY_SECONDS`` (408) and parse as a small JSON
object (400, however deeply nested), and the security headers on every answer.

The client address is the socket's peer, never a header's claim: uvicorn's
proxy headers are off (``server.py``), so ``X-Forwarded-For`` changes nothing.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.types import ASGIApp

from director.web.guard import RateLimiter

MAX_BODY = 2048
MAX_HEADERS = 8 * 1024
BODY_SECONDS = 5.0

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]

SECURITY_HEADERS = [(name.lower().encode(), value.encode()) for name, value in {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'self'"),
}.items()]


class Bounded:
    """The room view's application inside its bounds (an ASGI middleware)."""

    def __init__(self, app: ASGIApp, limiter: RateLimiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        refusal = self._refusal(scope)
        if refusal is not None:
            await plain(scope, send, *refusal)
            return

        async def secured(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, secured)

    def _refusal(self, scope: Scope) -> tuple[int, str] | None:
        client = scope.get("client") or ("?", 0)
        if not self.limiter.allow(str(client[0])):
            return 429, "Too many requests"
        raw_headers = scope.get("headers") or []
        if sum(len(k) + len(v) for k, v in raw_headers) > MAX_HEADERS:
            return 431, "Request headers too large"
        length = dict(raw_headers).get(b"content-length", b"0")
        if scope["type"] == "http" and (not length.isdigit() or int(length) > MAX_BODY):
            return 413, "Request too large"
        return None


async def plain(scope: Scope, send: Send, status: int, text: str) -> None:
    """A short plain-text answer (a WebSocket is closed instead)."""
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    body = text.encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()),
                            *SECURITY_HEADERS]})
    await send({"type": "http.response.body", "body": body})


async def small_json(request: Request) -> dict[str, Any] | None:
    """The request's JSON object, read up to ``MAX_BODY`` bytes within
    ``BODY_SECONDS``; None when it is not one (or nests too deep to read)."""
    try:
        body = await asyncio.wait_for(_read_body(request), BODY_SECONDS)
    except TimeoutError:
        raise HTTPException(408, "Request body too slow") from None
    try:
        value = json.loads(body or b"null")
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


async def _read_body(request: Request) -> bytes:
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise HTTPException(413, "Request too large")
    return body
