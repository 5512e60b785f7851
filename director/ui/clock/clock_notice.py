"""The big screen's notice line as the place a clock command's outcome is said."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from director.ui.common.director_widgets import warned


class ClockNotice:
    """The clock window's notice line (``show``) as the action runner's place to say
    a command's outcome (``Said``): a refusal in the windows' warning style, told in
    plain words to the window's failure listeners too, each saying it in its own style
    (the main window's status line, the clock page's message line)."""

    def __init__(self, show: Callable[[str], None],
                 listeners: Sequence[Callable[[str], None]]) -> None:
        self.show, self.listeners = show, listeners

    def show_info(self, text: str) -> None:
        self.show(text)

    def show_error(self, text: str) -> None:
        self.show(warned(text))
        for failed in self.listeners:
            failed(text)
