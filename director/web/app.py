"""The room view as an ASGI application (Starlette): the listed pages, their data,
the WebSocket push, and the director's remote behind its PIN. Nothing else.

The application never reads the database: the program publishes what may be
seen (``RoomData.publish``) and runs the remote's commands on its own thread
(``Commands``), through the same services as the console. Every request is
bounded: its rate per client, its body, the number of live pushes.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from director.web.guard import PinRefused, RateLimiter, RemoteGate
from director.web.pages import LANGUAGES, PAGES, STATIC, pick_language, render_page, static_file

MAX_BODY = 2048
MAX_HEADERS = 8 * 1024
MAX_PUSH_CLIENTS = 500
PUSH_BATCH = 20
PUSH_PAUSE = 0.002
COMMAND_SECONDS = 10.0
WRONG_PIN_SLOWDOWN = 0.5

Commands = Callable[[str, dict[str, Any]], "concurrent.futures.Future[str]"]
"""Runs a remote action (name, arguments) on the program's thread; the future's
result says what was done, its exception (a ``ValueError``) why it was refused."""

_SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'self'"),
}


@dataclass
class RoomData:
    """What the program has published, shared between its thread and the server's."""

    public: str = json.dumps({"event": None})
    director: str = json.dumps({"event": None})
    event_name: str = ""
    version: int = 0
    remote_enabled: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def set(self, public: dict[str, Any], director: dict[str, Any]) -> bool:
        """Keep the newest data; True when it differs from what viewers have."""
        event = public.get("event") or {}
        public_text = json.dumps(public, ensure_ascii=False, separators=(",", ":"))
        director_text = json.dumps(director, ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            if public_text == self.public and director_text == self.director:
                return False
            self.public, self.director = public_text, director_text
            self.event_name = str(event.get("name", ""))
            self.version += 1
            return True

    def read(self) -> tuple[str, str, str, int]:
        with self._lock:
            return self.public, self.director, self.event_name, self.version


class PushHub:
    """The live WebSocket viewers; each gets the newest published data, never a backlog."""

    def __init__(self, data: RoomData) -> None:
        self.data = data
        self.clients: set[WebSocket] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._sent_version = 0

    def announce(self) -> None:
        """From any thread: push the newest data to every viewer."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: loop.create_task(self._broadcast()))

    async def _broadcast(self) -> None:
        public, _, _, version = self.data.read()
        if version == self._sent_version:
            return
        self._sent_version = version
        clients = list(self.clients)
        for start in range(0, len(clients), PUSH_BATCH):
            await asyncio.gather(*(self._send(ws, public)
                                   for ws in clients[start:start + PUSH_BATCH]))
            # A pause between batches hands the interpreter back to the program's own
            # thread, so a dealer's key press never waits for a whole room's push.
            await asyncio.sleep(PUSH_PAUSE)

    async def _send(self, ws: WebSocket, text: str) -> None:
        try:
            await asyncio.wait_for(ws.send_text(text), timeout=2.0)
        except Exception:  # a slow or gone viewer is dropped; it reconnects or polls
            self.clients.discard(ws)
            with contextlib.suppress(Exception):
                await ws.close(code=1013)


def build_app(data: RoomData, gate: RemoteGate, commands: Commands,
              limiter: RateLimiter) -> Starlette:
    """The room view's routes over ``data``; remote actions go to ``commands``."""
    hub = PushHub(data)

    def language(request: Request) -> str:
        return pick_language(request.query_params.get("lang"),
                             request.headers.get("accept-language"))

    async def page(request: Request) -> Response:
        name = request.path_params.get("page", "index")
        if name not in PAGES and name != "index":
            return PlainTextResponse("Not found", status_code=404)
        _, _, event_name, _ = data.read()
        return Response(render_page(name, language(request), event_name),
                        media_type="text/html; charset=utf-8",
                        headers={"Cache-Control": "no-store"})

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return PlainTextResponse("Not found", status_code=404)
        return Response(static_file(name), media_type=STATIC[name],
                        headers={"Cache-Control": "max-age=300"})

    async def room(_request: Request) -> Response:
        public, _, _, version = data.read()
        return Response(public, media_type="application/json",
                        headers={"Cache-Control": "no-store", "ETag": f'"{version}"'})

    async def push(ws: WebSocket) -> None:
        if len(hub.clients) >= MAX_PUSH_CLIENTS:
            await ws.close(code=1013)
            return
        await ws.accept()
        hub.clients.add(ws)
        try:
            await ws.send_text(data.read()[0])
            while True:  # viewers send nothing; anything they send is read and dropped
                await ws.receive_text()
        except (WebSocketDisconnect, RuntimeError, KeyError):
            pass
        finally:
            hub.clients.discard(ws)

    def refused(message: str, status: int, **extra: Any) -> JSONResponse:
        return JSONResponse({"message": message, **extra}, status_code=status)

    async def login(request: Request) -> Response:
        if not data.remote_enabled:
            return refused("off", 403)
        body = await _small_json(request)
        if body is None:
            return refused("send {\"pin\": \"…\"} as JSON", 400)
        try:
            token = gate.login(_client(request), str(body.get("pin", "")))
        except PinRefused as exc:
            await asyncio.sleep(WRONG_PIN_SLOWDOWN)  # each refusal is answered slowly
            status = 429 if "wait" in str(exc) else 403
            return refused(str(exc), status, retry_after=round(exc.retry_after, 1))
        return JSONResponse({"token": token}, headers={"Cache-Control": "no-store"})

    def signed_in(request: Request) -> Response | None:
        if not data.remote_enabled:
            return refused("off", 403)
        if not gate.check(request.headers.get("x-remote-token")):
            return refused("sign in with the PIN", 401)
        return None

    async def director_view(request: Request) -> Response:
        denied = signed_in(request)
        if denied is not None:
            return denied
        return Response(data.read()[1], media_type="application/json",
                        headers={"Cache-Control": "no-store"})

    async def action(request: Request) -> Response:
        denied = signed_in(request)
        if denied is not None:
            return denied
        body = await _small_json(request)
        if body is None or not isinstance(body.get("action"), str):
            return refused("send {\"action\": \"…\"} as JSON", 400)
        name = body.pop("action")
        try:
            future = commands(name, body)
            done = await asyncio.wait_for(asyncio.wrap_future(future), COMMAND_SECONDS)
        except TimeoutError:
            return refused("the program did not answer in time", 503)
        except ValueError as exc:
            return refused(str(exc), 409)
        return JSONResponse({"done": done})

    routes = [
        Route("/", page, methods=["GET", "HEAD"]),
        Route("/{page:str}", page, methods=["GET", "HEAD"]),
        Route("/static/{name:str}", static, methods=["GET", "HEAD"]),
        Route("/api/room", room, methods=["GET", "HEAD"]),
        Route("/api/remote/login", login, methods=["POST"]),
        Route("/api/remote/view", director_view, methods=["GET"]),
        Route("/api/remote/action", action, methods=["POST"]),
        WebSocketRoute("/ws", push),
    ]
    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        hub.loop = asyncio.get_running_loop()
        yield
        hub.loop = None

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.hub = hub
    return _Guarded(app, limiter)  # type: ignore[return-value]


async def _small_json(request: Request) -> dict[str, Any] | None:
    """The request's JSON object, read up to ``MAX_BODY`` bytes; None when it is not one."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise HTTPException(413, "Request too large")
    try:
        value = json.loads(body or b"null")
    except (ValueError, UnicodeDecodeError):
        return None
    return value if isinstance(value, dict) else None


def _client(request: Request) -> str:
    return request.client.host if request.client else "?"


Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class _Guarded:
    """The bounds around every request: the rate per client address (429), the
    headers' size (431), the declared body size (413), and the security headers."""

    def __init__(self, app: Starlette, limiter: RateLimiter) -> None:
        self.app = app
        self.limiter = limiter
        self.state = app.state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        client = scope.get("client") or ("?", 0)
        if not self.limiter.allow(str(client[0])):
            await _plain(scope, send, 429, "Too many requests")
            return
        raw_headers = scope.get("headers") or []
        if sum(len(k) + len(v) for k, v in raw_headers) > MAX_HEADERS:
            await _plain(scope, send, 431, "Request headers too large")
            return
        headers = dict(raw_headers)
        length = headers.get(b"content-length", b"0")
        if scope["type"] == "http" and (not length.isdigit() or int(length) > MAX_BODY):
            await _plain(scope, send, 413, "Request too large")
            return

        async def secured(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                extra = [(k.lower().encode(), v.encode()) for k, v in _SECURITY_HEADERS.items()]
                message["headers"] = list(message.get("headers", [])) + extra
            await send(message)

        await self.app(scope, receive, secured)


async def _plain(scope: Scope, send: Send, status: int, text: str) -> None:
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    body = text.encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


__all__ = ["LANGUAGES", "Commands", "RoomData", "build_app"]
