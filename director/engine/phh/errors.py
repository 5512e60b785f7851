"""The one error the PHH reader and writer raise."""

from __future__ import annotations


class PhhError(ValueError):
    """A hand history that cannot be read or written.

    The message names the file (when known), the field or the action (its
    1-based position in ``actions`` and its text) and the reason, for example
    ``"hand.phh: action 7 'p9 cc': player p9 does not exist (5 players)"``.
    The parts are also kept as attributes: ``source``, ``field``,
    ``action_number`` (1-based), ``action`` (the action text) and ``reason``.
    """

    def __init__(
        self,
        reason: str,
        *,
        source: str | None = None,
        field: str | None = None,
        action_number: int | None = None,
        action: str | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.field = field
        self.action_number = action_number
        self.action = action
        super().__init__(self._message())

    def _message(self) -> str:
        parts: list[str] = []
        if self.source is not None:
            parts.append(self.source)
        if self.action is not None:
            where = "action" if self.action_number is None else f"action {self.action_number}"
            parts.append(f"{where} {self.action!r}")
        elif self.field is not None:
            parts.append(f"field {self.field!r}")
        parts.append(self.reason)
        return ": ".join(parts)

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
