"""The one error the PHH reader and writer raise."""

from __future__ import annotations

from director.engine.messages import Message, MessageError, msg, text


class PhhError(MessageError):
    """A hand history that cannot be read or written.

    The message names the file (when known), the field or the action (its
    1-based position in ``actions`` and its text) and the reason, for example
    ``"hand.phh: action 7 'p9 cc': player p9 does not exist (5 players)"``.
    The parts are also kept as attributes: ``source``, ``field``,
    ``action_number`` (1-based), ``action`` (the action text) and ``reason``
    (a message; a plain text is kept as a ``text`` message).
    """

    def __init__(
        self,
        reason: Message | str,
        *,
        source: str | None = None,
        field: str | None = None,
        action_number: int | None = None,
        action: str | None = None,
    ) -> None:
        self.reason = reason if isinstance(reason, Message) else text(reason)
        self.source = source
        self.field = field
        self.action_number = action_number
        self.action = action
        super().__init__(self._message())

    def _message(self) -> Message:
        said = self.reason
        if self.action is not None:
            where = (msg("phh-where-action", action_text=repr(self.action))
                     if self.action_number is None else
                     msg("phh-where-action-number", number=self.action_number,
                         action_text=repr(self.action)))
            said = msg("phh-located", where_text=where, reason_text=said)
        elif self.field is not None:
            said = msg("phh-located", where_text=msg("phh-where-field", text=repr(self.field)),
                       reason_text=said)
        if self.source is not None:
            said = msg("phh-in-file", file=self.source, reason_text=said)
        return said

    def located(
        self,
        *,
        source: str | None = None,
        action_number: int | None = None,
        action: str | None = None,
    ) -> PhhError:
        """A copy with missing location parts filled in (existing parts win)."""
        return PhhError(
            self.reason,
            source=self.source if self.source is not None else source,
            field=self.field,
            action_number=self.action_number if self.action_number is not None else action_number,
            action=self.action if self.action is not None else action,
        )
