"""The director's remote over HTTP: sign in with the PIN, read the director's view,
run a named command. A pure adapter: the commands are the program's (``Commands``,
run on its own thread through the services); here only who may ask, and how.

Every request to the remote must name this server (``Host``), come from its own
pages when a browser says where from (``Origin``), and send JSON: a form or a
``text/plain`` post of another site is refused before anything is read (issue 31).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from director.engine.messages import Message, render
from director.web.bounds import small_json
from director.web.guard import PinRefused, RemoteGate
from director.web.origins import Origins
from director.web.pages import pick_language
from director.web.push import RoomData
from director.web.words import why_not

COMMAND_SECONDS = 10.0
WRONG_PIN_SLOWDOWN = 0.5

Commands = Callable[[str, dict[str, Any]], "concurrent.futures.Future[Message]"]
"""Runs a remote command (name, arguments) on the program's thread; the future's
result says what was done, its exception (a ``ValueError``) why it was refused: each
said to the phone in its page's language (``?lang=``, else its browser's)."""


def refused(message: str, status: int, **extra: Any) -> JSONResponse:
    return JSONResponse({"message": message, **extra}, status_code=status)


class RemoteRoutes:
    """The remote's three routes over ``data``, ``gate``, ``commands`` and ``origins``."""

    def __init__(self, data: RoomData, gate: RemoteGate, commands: Commands,
                 origins: Origins) -> None:
        self.data, self.gate, self.commands, self.origins = data, gate, commands, origins

    def routes(self) -> list[Route]:
        return [Route("/api/remote/login", self.login, methods=["POST"]),
                Route("/api/remote/view", self.director_view, methods=["GET"]),
                Route("/api/remote/action", self.action, methods=["POST"])]

    def denied(self, request: Request, signed_in: bool = True) -> Response | None:
        """Why ``request`` may not reach the remote, as the answer; None when it may."""
        if not self.origins.allows_host(request.headers.get("host")):
            return refused("not this server", 403)
        if not self.origins.allows_origin(request.headers.get("origin")):
            return refused("not from this server's pages", 403)
        if request.method == "POST" and not _is_json(request.headers.get("content-type")):
            return refused("send JSON", 415)
        if not self.data.remote_enabled:
            return refused("off", 403)
        if signed_in and not self.gate.check(request.headers.get("x-remote-token")):
            return refused("sign in with the PIN", 401)
        return None

    async def login(self, request: Request) -> Response:
        refusal = self.denied(request, signed_in=False)
        if refusal is not None:
            return refusal
        body = await small_json(request)
        if body is None:
            return refused("send {\"pin\": \"…\"} as JSON", 400)
        try:
            token = self.gate.login(_client(request), str(body.get("pin", "")))
        except PinRefused as exc:
            await asyncio.sleep(WRONG_PIN_SLOWDOWN)  # each refusal is answered slowly
            status = 429 if "wait" in str(exc) else 403
            return refused(str(exc), status, retry_after=round(exc.retry_after, 1))
        return JSONResponse({"token": token}, headers={"Cache-Control": "no-store"})

    async def director_view(self, request: Request) -> Response:
        refusal = self.denied(request)
        if refusal is not None:
            return refusal
        return Response(self.data.read()[1], media_type="application/json",
                        headers={"Cache-Control": "no-store"})

    async def action(self, request: Request) -> Response:
        refusal = self.denied(request)
        if refusal is not None:
            return refusal
        body = await small_json(request)
        if body is None or not isinstance(body.get("action"), str):
            return refused("send {\"action\": \"…\"} as JSON", 400)
        name = body.pop("action")
        language = pick_language(request.query_params.get("lang"),
                                 request.headers.get("accept-language"))
        try:
            future = self.commands(name, body)
            done = await asyncio.wait_for(asyncio.wrap_future(future), COMMAND_SECONDS)
        except TimeoutError:
            return refused("the program did not answer in time", 503)
        except ValueError as exc:
            return refused(why_not(exc, language), 409)
        return JSONResponse({"done": render(done, language)})


def _is_json(content_type: str | None) -> bool:
    return (content_type or "").split(";")[0].strip().lower() == "application/json"


def _client(request: Request) -> str:
    return request.client.host if request.client else "?"
