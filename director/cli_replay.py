"""``director replay PATH...``: PHH hand histories replayed through the engine, per
hand the finishing stacks, the pots with their winners and whether they match the
file's recorded ``finishing_stacks``; ``--json`` a record a line for programs. Apart
from ``cli`` (the desktop program and the other tools) so that a replay's process
imports only what a replay needs (issue 33)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Sequence

from director.cli_answer import Writes, cli_language


def plain_replay(args: list[str]) -> tuple[list[str], bool] | None:
    """The paths and ``--json`` of ``replay PATH...`` with ``--json`` first, last or not
    at all and no path starting with ``-``: read here as the parser reads it, because
    ``argparse``, its help formatter and its translations cost a replay of one file a
    tenth of its time (issue 33). None for any other command line, which the parser
    reads (and refuses with its usage)."""
    if args[:1] != ["replay"]:
        return None
    paths, as_json = args[1:], False
    if paths[:1] == ["--json"]:
        paths, as_json = paths[1:], True
    elif paths[-1:] == ["--json"]:
        paths, as_json = paths[:-1], True
    if not paths or any(path.startswith("-") for path in paths):
        return None
    return paths, as_json


def _hands(paths: Sequence[str]) -> Iterator[tuple[str, object]]:
    """Yield (label, hand history or the error's message) for every hand in the files."""
    from director.engine import phh
    from director.engine.messages import msg

    for path in paths:
        try:
            hands = phh.load_any(path)
        except phh.PhhError as exc:
            yield path, exc.message
            continue
        except OSError as exc:
            yield path, str(exc)
            continue
        if not hands:  # an empty .phhs, or comments only: no hand replayed is no success
            yield path, msg("phh-no-hands")
        elif len(hands) == 1:
            yield path, hands[0]
        else:
            for number, hand in enumerate(hands, start=1):
                yield f"{path} [{number}]", hand


def replay(paths: Sequence[str], as_json: bool, out: Writes) -> int:
    """Replay every hand in ``paths``; non-zero exit when any fails or mismatches.
    The text is in the command line's language (``cli_language``); ``--json`` is
    English, for programs."""
    from director.engine.messages import Message
    from director.engine.phh.replay import ReplayError, replay_history

    language = "en" if as_json else cli_language()
    say = str if language == "en" else _in(language)  # English: amounts as plain digits
    failures = 0
    for label, hand in _hands(paths):
        record: dict[str, object] = {
            "file": label, "finishing_stacks": None, "matches": None, "error": None,
            "complete": False,
        }
        lines: list[str] = []
        if isinstance(hand, (str, Message)):
            record["error"] = say(hand)
        else:
            try:
                result = replay_history(hand, os.path.basename(label))  # type: ignore[arg-type]
            except ReplayError as exc:
                record["error"] = say(exc.message)
            else:
                record.update(finishing_stacks=result.finishing_stacks, matches=result.matches,
                              complete=result.complete)
                if not as_json:  # the JSON record has no pot lines: nothing to render
                    lines = [say(award.text) for award in result.awards]
        if record["error"] is not None or record["matches"] is False:
            failures += 1
        if as_json:
            out.write(json.dumps(record) + "\n")
        else:
            out.write(_text(record, lines, language))
    return 1 if failures else 0


def _in(language: str) -> Callable[[object], str]:
    from director.engine.messages import Message, render

    def say(said: object) -> str:
        return render(said, language) if isinstance(said, Message) else str(said)

    return say


def _text(record: dict[str, object], pots: list[str], language: str) -> str:
    if language != "en":
        return _text_in(record, pots, language)
    if record["error"] is not None:
        return f"{record['file']}: ERROR {record['error']}\n"
    verdict = {True: "matches the recorded finishing stacks",
               False: "DOES NOT MATCH the recorded finishing stacks",
               None: "no recorded finishing stacks"}[record["matches"]]  # type: ignore[index]
    stacks = ", ".join(str(x) for x in record["finishing_stacks"])  # type: ignore[attr-defined]
    fragment = "" if record["complete"] else " (fragment: the actions stop before the hand ends)"
    body = "".join(f"  {line}\n" for line in pots)
    return f"{record['file']}: {verdict}{fragment}\n  finishing stacks: {stacks}\n{body}"


def _text_in(record: dict[str, object], pots: list[str], language: str) -> str:
    """``_text`` in another language than English, its words from the catalogues."""
    from director.engine.messages import msg, render

    if record["error"] is not None:
        said = render(msg("cli-replay-error", text=str(record["error"])), language)
        return f"{record['file']}: {said}\n"
    verdict = render(msg({True: "cli-replay-matches", False: "cli-replay-does-not-match",
                          None: "cli-replay-no-record"}[record["matches"]]),  # type: ignore[index]
                     language)
    fragment = "" if record["complete"] else render(msg("cli-replay-fragment"), language)
    stacks = ", ".join(str(x) for x in record["finishing_stacks"])  # type: ignore[attr-defined]
    body = "".join(f"  {line}\n" for line in pots)
    said = render(msg("cli-replay-stacks", text=stacks), language)
    return f"{record['file']}: {verdict}{fragment}\n  {said}\n{body}"
