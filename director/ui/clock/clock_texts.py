"""The words of the clock display: what each label of a ``ClockBoard`` says.

``ClockWindow`` places, sizes and colours the labels; this module says what they
read, in the chosen language, from the board alone: the level and its stakes,
the banner, the next level, the break's colour-up, the side column's figures and
the payouts (money in the event's currency, as the console writes it). The
texts keep the "ClockWindow" translation context they had when they were the
window's own methods (resources/translations/director_hu.ts).
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import timedelta

from PySide6.QtCore import QCoreApplication, QLocale

from director.engine.messages import msg
from director.services.clock.clock_board import BoardState, ClockBoard, Stakes
from director.services.core.message_data import names_words
from director.ui.common.director_widgets import money
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.common.language import in_language

# the side column's figures, each under its caption
SIDE_STATS = ("players", "average", "chips", "prize_pool")
CAPTIONED = (*SIDE_STATS, "payouts")


def format_clock(seconds: int) -> str:
    """``20:00``, ``0:59``; ``1:05:00`` from an hour up."""
    hours, rest = divmod(max(seconds, 0), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def amount(value: int) -> str:
    """A chip count or a sum as the chosen language groups its digits."""
    return QLocale().toString(value)


def duration(delta: timedelta) -> str:
    """A time to come as the clock shows it, whole seconds rounded up."""
    return format_clock(-(-(delta // timedelta(microseconds=1)) // 1_000_000))


def game_title(stakes: Stakes) -> str:
    """The game of a level in the chosen language: "Texas hold'em", "Razz (fixed limit)"."""
    name = game_name(stakes.game)
    if stakes.limit:
        name += f" ({limit_names().get(stakes.limit, stakes.limit).lower()})"
    return name


def next_break(board: ClockBoard) -> str:
    """"Next break in 12:00", or "" during a break or when none is to come."""
    brk = board.time_to_break
    if brk is None or board.is_break or board.winners:
        return ""
    return QCoreApplication.translate("ClockWindow", "Next break in %1").replace(
        "%1", duration(brk))


def stakes_amounts(stakes: Stakes) -> str:
    """The blinds ("100 / 200"), else the bets of a fixed-limit game, else the bring-in."""
    if stakes.has_blinds:
        return f"{amount(stakes.small_blind)} / {amount(stakes.big_blind)}"
    if stakes.small_bet:
        return f"{amount(stakes.small_bet)} / {amount(stakes.big_bet)}"
    return amount(stakes.bring_in)


def ante_line(stakes: Stakes) -> str:
    """What a level has besides its blinds: the bets, the bring-in, the ante."""
    parts = []
    if stakes.has_blinds and stakes.small_bet:
        parts.append(QCoreApplication.translate("ClockWindow", "Bets %1 / %2")
                     .replace("%1", amount(stakes.small_bet))
                     .replace("%2", amount(stakes.big_bet)))
    if stakes.bring_in:
        parts.append(QCoreApplication.translate("ClockWindow", "Bring-in %1")
                     .replace("%1", amount(stakes.bring_in)))
    if stakes.ante:
        text = QCoreApplication.translate("ClockWindow", "Big blind ante %1") \
            if stakes.big_blind_ante else QCoreApplication.translate("ClockWindow", "Ante %1")
        parts.append(text.replace("%1", amount(stakes.ante)))
    return "  \u00b7  ".join(parts)


def level_line(stakes: Stakes) -> str:
    """"Level 4: 100 / 200, ante 200" on one line; a mixed rotation's level names its
    game: "Level 6 · Texas hold'em (fixed limit): 250 / 500, bets 500 / 1,000"."""
    head = QCoreApplication.translate("ClockWindow", "Level %1").replace(
        "%1", str(stakes.level_number))
    if stakes.limit:
        head += " \u00b7 " + game_title(stakes)
    return head + ": " + stakes_line(stakes)


def next_line(stakes: Stakes | None, coming: Stakes) -> str:
    """The next level's amounts, after its game when that is another game than the
    one played now (a mixed rotation, R-8.1): "Razz (fixed limit) · 200 / 400, ..."."""
    line = stakes_line(coming)
    if stakes is not None and (coming.game, coming.limit) != (stakes.game, stakes.limit):
        line = f"{game_title(coming)} \u00b7 {line}"
    return line


def stakes_line(stakes: Stakes) -> str:
    """"100 / 200, ante 200": a level's amounts on one line, without its number."""
    line, extra = stakes_amounts(stakes), ante_line(stakes)
    return f"{line}, {extra.lower()}" if extra else line


def color_up_words(board: ClockBoard, notice: bool = False) -> str:
    """A break's color-up (R-8.3): the chips it takes off, or, once the director's
    color-up took them out of play, that it is done. ``notice``: the chip-up notice,
    in capitals to be seen across the room, none at a break that colors nothing up;
    else the line under the break's title."""
    if board.color_up:
        chips, words = board.color_up, (
            QCoreApplication.translate("ClockWindow", "CHIP-UP: the %1 chips leave play")
            if notice else
            QCoreApplication.translate("ClockWindow", "Color up: the %1 chips leave play"))
    elif board.colored_up:
        chips, words = board.colored_up, (
            QCoreApplication.translate("ClockWindow", "COLORED UP: the %1 chips are out of play")
            if notice else
            QCoreApplication.translate("ClockWindow", "Colored up: the %1 chips are out of play"))
    else:
        return "" if notice else QCoreApplication.translate("ClockWindow",
                                                            "No color-up at this break")
    return words.replace("%1", ", ".join(amount(c) for c in chips))


def board_texts(board: ClockBoard, last_minute: bool,
                hidden: Collection[str] = ()) -> dict[str, str]:
    """The main column's texts by label name; the side column's follow (``side_texts``).
    A finished tournament names its winner, and a break's chip-up notice goes (the
    tournament may end in a break: the notice stayed under the winner). What two
    shown items would say twice is said once (``hidden``: the layout's hidden items):
    a break's title says "Break", so no BREAK banner under it, and its chip-up
    notice says which chips leave play, so the line under the level does not."""
    stakes = board.stakes
    if board.winners:  # one player left (or a deal's tie for 1st): the room sees who won
        return {"title": in_language(msg("win-clock-winner", players=len(board.winners))),
                "blinds": in_language(names_words(board.winners)), "ante": "",
                "next_level": "", "chip_up": "",
                "banner": QCoreApplication.translate("ClockWindow", "FINISHED")}
    texts: dict[str, str] = {}
    if board.is_break:
        texts["title"] = QCoreApplication.translate("ClockWindow", "Break")
        texts["blinds"] = level_line(stakes) if stakes else ""
        texts["ante"] = ""
        texts["next_level"] = color_up_words(board)
    else:
        title = QCoreApplication.translate("ClockWindow", "Level %1").replace(
            "%1", str(stakes.level_number)) if stakes else ""
        if stakes and stakes.game:
            title += " \u00b7 " + game_title(stakes)
        texts["title"] = title
        texts["blinds"] = stakes_amounts(stakes) if stakes else ""
        texts["ante"] = ante_line(stakes) if stakes else ""
        if board.next_stakes is not None:
            texts["next_level"] = QCoreApplication.translate(
                "ClockWindow", "Next level: %1").replace(
                "%1", next_line(stakes, board.next_stakes))
        else:
            texts["next_level"] = QCoreApplication.translate("ClockWindow",
                                                             "This is the last level")
    banner = {BoardState.PAUSED: QCoreApplication.translate("ClockWindow", "PAUSED"),
              BoardState.BREAK: QCoreApplication.translate("ClockWindow", "BREAK")
              if "level" in hidden else "",
              BoardState.LAST_LEVEL: QCoreApplication.translate("ClockWindow", "LAST LEVEL"),
              }.get(board.state, "")
    if board.hand_for_hand is not None:  # the tables wait for each other
        banner = QCoreApplication.translate("ClockWindow", "HAND FOR HAND \u00b7 HAND %1").replace(
            "%1", str(board.hand_for_hand)) + (f" \u00b7 {banner}" if banner else "")
    if last_minute:  # words as well as colour (LOOK.md)
        banner = QCoreApplication.translate("ClockWindow", "LAST MINUTE") + (
            f" \u00b7 {banner}" if banner else "")
    texts["banner"] = banner
    texts["chip_up"] = color_up_words(board, notice=True) if board.is_break else ""
    if texts["chip_up"] and "chip_up" not in hidden:
        texts["next_level"] = ""
    return texts


def side_texts(board: ClockBoard) -> dict[str, str]:
    """The side column: each figure and its caption (none for a figure not known), and
    the payouts' caption (the payouts themselves: ``payout_lines``)."""
    players = "" if board.players_left is None else amount(board.players_left)
    if players and board.entries:
        players = QCoreApplication.translate("ClockWindow", "%1 of %2").replace(
            "%1", players).replace("%2", amount(board.entries))
    average = "" if board.average_stack is None else amount(board.average_stack)
    if average and board.average_in_big_blinds is not None:
        average += " (" + QCoreApplication.translate("ClockWindow", "%1 BB").replace(
            "%1", amount(round(board.average_in_big_blinds))) + ")"
    values = {"players": players, "average": average,
              "chips": "" if board.chips_in_play is None else amount(board.chips_in_play),
              "prize_pool": "" if board.prize_pool is None else
              money(board.prize_pool, board.currency)}
    captions = {"players": QCoreApplication.translate("ClockWindow", "Players left"),
                "average": QCoreApplication.translate("ClockWindow", "Average stack"),
                "chips": QCoreApplication.translate("ClockWindow", "Chips in play"),
                "prize_pool": QCoreApplication.translate("ClockWindow", "Prize pool")}
    texts: dict[str, str] = {}
    for name in SIDE_STATS:
        shown = values[name] and not board.finished  # over: the results only
        texts[f"{name}_caption"] = captions[name] if shown else ""
        texts[name] = values[name] if shown else ""
    texts["payouts_caption"] = QCoreApplication.translate("ClockWindow", "Results") \
        if board.finished else QCoreApplication.translate("ClockWindow", "Deal") \
        if board.deal else QCoreApplication.translate("ClockWindow", "Payouts") \
        if board.payouts else ""
    return texts


def result_lines(results: tuple[tuple[int, str, int], ...], room: int,
                 currency: str = "") -> str:
    """A finished tournament's results: "1. Anna · 8,400", one line a place."""
    lines = [f"{place}.\u2002{name}" + (f" \u00b7 {money(prize, currency)}" if prize else "")
             for place, name, prize in results]
    if len(lines) > room:
        hidden = len(lines) - room + 1
        lines = [*lines[:room - 1],
                 QCoreApplication.translate("ClockWindow", "+ %n more places", "", hidden)]
    return "\n".join(lines)


def payout_lines(payouts: tuple[tuple[int, int], ...], room: int, currency: str = "",
                 deal: tuple[tuple[str, int], ...] = ()) -> str:
    """One line a paid place, in the event's currency as the console writes it
    ("1. 540,000 Ft"), after a deal's shares ("Anna · 12,400 Ft": the places the deal
    pays are not among the payouts); when more lines are due than ``room`` holds, the
    last line says how many more places."""
    lines = [f"{player} \u00b7 {money(value, currency)}" for player, value in deal]
    lines += [f"{place}.\u2002{money(value, currency)}" for place, value in payouts]
    if len(lines) > room:
        hidden = len(lines) - room + 1
        lines = [*lines[:room - 1],
                 QCoreApplication.translate("ClockWindow", "+ %n more places", "", hidden)]
    return "\n".join(lines)
