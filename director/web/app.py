"""The room view as an ASGI application (Starlette): the listed pages, their data,
the WebSocket push, and the director's remote behind its PIN. Nothing else.

The application never reads the database: the program publishes what may be
seen (``RoomServer.publish``) and runs the remote's commands on its own thread
(``Commands``), through the same services as the console. Every request is
bounded (``bounds``): its rate per client, its headers, its body, the number of
live pushes; the remote's requests are checked further (``remote_routes``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.types import ASGIApp
from starlette.websockets import WebSocket, WebSocketDisconnect

from director.web.bounds import Bounded
from director.web.guard import RateLimiter, RemoteGate
from director.web.origins import Origins
from director.web.pages import LANGUAGES, PAGES, STATIC, pick_language, render_page, static_file
from director.web.push import PushHub, RoomData, stamped
from director.web.remote_routes import Commands, RemoteRoutes

MAX_PUSH_CLIENTS = 500


def build_app(data: RoomData, hub: PushHub, gate: RemoteGate, commands: Commands,
              limiter: RateLimiter, origins: Origins) -> ASGIApp:
    """The room view's routes over ``data``; remote commands go to ``commands``."""
    routes = [*page_routes(data), *data_routes(data, hub),
              *RemoteRoutes(data, gate, commands, origins).routes()]

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        hub.loop = asyncio.get_running_loop()
        yield
        hub.loop = None

    return Bounded(Starlette(routes=routes, lifespan=lifespan), limiter)


def page_routes(data: RoomData) -> list[BaseRoute]:
    """The pages (in the viewer's language) and the fixed files they load."""

    async def page(request: Request) -> Response:
        name = request.path_params.get("page", "index")
        if name not in PAGES and name != "index":
            return PlainTextResponse("Not found", status_code=404)
        language = pick_language(request.query_params.get("lang"),
                                 request.headers.get("accept-language"))
        return Response(render_page(name, language, *data.menu()),
                        media_type="text/html; charset=utf-8",
                        headers={"Cache-Control": "no-store"})

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return PlainTextResponse("Not found", status_code=404)
        return Response(static_file(name), media_type=STATIC[name],
                        headers={"Cache-Control": "max-age=300"})

    return [Route("/", page, methods=["GET", "HEAD"]),
            Route("/{page:str}", page, methods=["GET", "HEAD"]),
            Route("/static/{name:str}", static, methods=["GET", "HEAD"])]


def data_routes(data: RoomData, hub: PushHub) -> list[BaseRoute]:
    """The public data: asked for (``/api/room``) or pushed (``/ws``)."""

    async def room(_request: Request) -> Response:
        return Response(stamped(data.read()[0], hub.now_ms()), media_type="application/json",
                        headers={"Cache-Control": "no-store"})

    async def push(ws: WebSocket) -> None:
        if len(hub.clients) >= MAX_PUSH_CLIENTS:
            await ws.close(code=1013)
            return
        await ws.accept()
        hub.clients.add(ws)
        try:
            await ws.send_text(stamped(data.read()[0], hub.now_ms()))
            while True:  # viewers send nothing; anything they send is read and dropped
                await ws.receive_text()
        except (WebSocketDisconnect, RuntimeError, KeyError):
            pass
        finally:
            hub.clients.discard(ws)

    return [Route("/api/room", room, methods=["GET", "HEAD"]), WebSocketRoute("/ws", push)]


__all__ = ["LANGUAGES", "Commands", "RoomData", "build_app"]
