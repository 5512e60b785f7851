"""Ctrl+Z and Ctrl+Shift+Z beside a truth test's true chips (the tournament's and the
cash game's truth properties).

Each director's action is kept as what it did to the books the test keeps (the chips
each player truly has; a cash game's cash-outs paid too): ``Delta``, an entry's value
before and after it, ``None`` where the entry was not there (a late entry, a
re-entry). An undo takes the newest action's delta back, a redo puts it back, so one
is taken back or put back after hands dealt since at a table it did not change (the
program refuses it where a hand dealt since, or anything else, changed a row the
action changed: then nothing may change)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import hypothesis

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError

Book = dict[int, int]
Delta = tuple[dict[int, tuple[int | None, int | None]], ...]  # one for each book


class BackAndForth:
    def __init__(self, *books: Book) -> None:
        self.books = books  # changed in place
        self.undoable: list[tuple[Delta, int]] = []  # with the hands started before it
        self.redoable: list[tuple[Delta, int]] = []
        self.hands = 0  # hands the panel has started

    @staticmethod
    def steps(ops: Sequence[tuple[int | str, ...]]) -> list[tuple[int | str, ...]]:
        """The night's steps: ("back and forth", n, m) is Ctrl+Z n times, then
        Ctrl+Shift+Z m times, each its own step."""
        return [one for step in ops for one in (
            [("undo",)] * int(step[1]) + [("redo",)] * int(step[2])
            if step[0] == "back and forth" else [step])]

    def before(self) -> tuple[Book, ...]:
        return tuple(dict(book) for book in self.books)

    def done(self, step: tuple[int | str, ...], before: tuple[Book, ...], grown: int,
             hand_steps: tuple[str, ...]) -> None:
        """After ``step``, which recorded ``grown`` actions of the director's: kept as
        the newest to undo. A step of ``hand_steps`` that recorded actions (the counts
        the panel asks before a hand) forgets what may be taken back: which of them did
        what is not kept."""
        if step[0] in ("undo", "redo") or not grown:
            return  # a hand dealt meanwhile: the actions before it may still be taken back
        if step[0] in hand_steps or grown > 1:
            self.undoable.clear()
        else:
            self.undoable.append((tuple(
                {e: (was.get(e), now.get(e)) for e in was.keys() | now.keys()
                 if was.get(e) != now.get(e)}
                for was, now in zip(before, self.books, strict=True)), self.hands))
        self.redoable.clear()  # a new action: nothing to put back

    def undo(self, command: Callable[[], object], snapshot: Callable[[], object]) -> None:
        """Ctrl+Z: the newest action taken back, the chips it moved as before it."""
        if self._take(self.undoable, command, snapshot, forward=False):
            self.redoable.append(self.undoable.pop())

    def redo(self, command: Callable[[], object], snapshot: Callable[[], object]) -> None:
        """Ctrl+Shift+Z: the action the newest undo took back put back, its chips
        again, while no other action came since."""
        if self._take(self.redoable, command, snapshot, forward=True):
            self.undoable.append(self.redoable.pop())

    def _take(self, stack: list[tuple[Delta, int]], command: Callable[[], object],
              snapshot: Callable[[], object], forward: bool) -> bool:
        if not stack:
            return False
        what = "a redo" if forward else "an undo"
        before = snapshot()
        try:
            command()
        except ServiceError as exc:
            assert snapshot() == before
            assert exc.message.id not in ("svc-nothing-to-undo", "svc-nothing-to-redo"), \
                render(exc.message)
            hypothesis.event(f"{what} refused: {exc.message.id}")
            return False
        delta, hands = stack[-1]
        for book, changes in zip(self.books, delta, strict=True):
            for e, (was, then) in changes.items():
                old, new = (was, then) if forward else (then, was)
                if new is None:
                    assert book.pop(e) == old, (e, old)
                else:
                    book[e] = book.get(e, 0) - (old or 0) + new
        hypothesis.event(f"{what}{' of chips moved' if any(delta) else ''}"
                         f"{' after a hand at the panel since' if hands < self.hands else ''}")
        return True
