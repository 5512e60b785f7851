"""What a service command raises when it cannot be done as asked."""

from __future__ import annotations

from director.engine.messages import MessageError


class ServiceError(MessageError):
    """A command that cannot be done as asked; ``.message`` says why (a ``ValueError``)."""
