"""What the engine and the services say, as data (DESIGN.md "Messages are data").

A ``Message`` is a stable id with typed arguments; ``str()`` of one is its English,
so logs and the command line read as sentences. The windows render the same
message in the user's language from the Fluent catalogues under
``resources/messages/<language>/`` (``render``); the store keeps ``to_data`` and
never a rendered text.
"""

from director.engine.messages.message import (
    Amount,
    Arg,
    Message,
    MessageDataError,
    MessageError,
    from_data,
    msg,
    text,
    to_data,
)
from director.engine.messages.render import LANGUAGES, catalogue_folder, render

__all__ = [
    "LANGUAGES",
    "Amount",
    "Arg",
    "Message",
    "MessageDataError",
    "MessageError",
    "catalogue_folder",
    "from_data",
    "msg",
    "render",
    "text",
    "to_data",
]
