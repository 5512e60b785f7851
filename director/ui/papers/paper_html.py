"""A paper (``director.services.papers.sheet.Paper``) as Qt rich text, in a language.

``sheet_html`` writes a sheet (a list, the results, the report, the structure):
a title, the event's line, then each block's heading, lines and table across the
whole width. ``card_html`` writes one card of a paper of cards (a seat card, a
move slip, a payout receipt): what the card is small, the block's heading large,
its lines, the line to sign; the heading (a player's name) in a size ``printing``
may choose smaller, so that a long name leaves the card room for its other lines.
``printing`` places them on the page.

Sizes are in points for the paper (``Sizes``): smaller on 80 mm receipt paper,
where a table's cells have little padding and its column headings are a point
smaller than its rows, so that whole words fit (the Hungarian results' headings,
"Helyezés Játékos Nyeremény Fejpénzek", need 74.6 mm in 9 pt bold, 67 mm in 8 pt,
of the slip's 72).
"""

from __future__ import annotations

import html

from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg, render
from director.services.papers.sheet import Block, Paper


@frozen_record
class Sizes:
    """Font sizes (points) and a table cell's padding (pixels) for one paper size;
    ``column`` a table's column headings."""

    base: int
    title: int
    heading: int
    column: int
    card_name: int
    card_line: int
    padding: int

    @classmethod
    def of(cls, receipt: bool) -> Sizes:
        if receipt:
            return cls(base=9, title=13, heading=11, column=8, card_name=16, card_line=12,
                       padding=2)
        return cls(base=11, title=19, heading=14, column=11, card_name=22, card_line=16,
                   padding=4)


def _t(message: Message, lang: str) -> str:
    return html.escape(render(message, lang))


def _body(size: Sizes, inner: list[str]) -> str:
    return (f"<html><body style='font-family: sans-serif; font-size: {size.base}pt'>"
            + "".join(inner) + "</body></html>")


def sheet_html(paper: Paper, lang: str, receipt: bool = False) -> str:
    """A sheet: title, the event's line, every block across the width."""
    size = Sizes.of(receipt)
    out = [f"<p style='font-size: {size.title}pt; font-weight: bold'>{_t(paper.title, lang)}</p>",
           f"<p style='color: #444'>{_t(paper.subtitle, lang)}</p>"]
    for block in paper.blocks:
        if block.heading is not None:
            out.append(f"<p style='font-size: {size.heading}pt; font-weight: bold'>"
                       f"{_t(block.heading, lang)}</p>")
        out.extend(f"<p>{_t(line, lang)}</p>" for line in block.lines)
        out.extend(_table(block, lang, size))
        if block.signature:
            out.append(_signature(lang))
    return _body(size, out)


def card_html(paper: Paper, block: Block, lang: str, receipt: bool = False,
              name_points: int | None = None) -> str:
    """One card: what it is small ("Seat card"), the block's heading large
    (``name_points``, else the paper's ``card_name`` size), its lines (the last, the
    event's line, small), the line to sign."""
    size = Sizes.of(receipt)
    name = size.card_name if name_points is None else name_points
    out = [f"<p style='color: #444'>{_t(msg(f'paper-card-{paper.kind}'), lang)}</p>"]
    if block.heading is not None:
        out.append(f"<p style='font-size: {name}pt; font-weight: bold'>"
                   f"{_t(block.heading, lang)}</p>")
    for n, line in enumerate(block.lines):
        points = size.card_line if n < len(block.lines) - 1 else size.base
        out.append(f"<p style='font-size: {points}pt'>{_t(line, lang)}</p>")
    out.extend(_table(block, lang, size))
    if block.signature:
        out.append(_signature(lang))
    return _body(size, out)


def _table(block: Block, lang: str, size: Sizes) -> list[str]:
    if not block.columns:
        return []
    out = [f"<table border='1' cellspacing='0' cellpadding='{size.padding}' width='100%'>"
           "<thead><tr>"]
    out.extend(f"<th align='left' style='font-size: {size.column}pt'>{_t(c, lang)}</th>"
               for c in block.columns)
    out.append("</tr></thead>")
    for row in block.rows:
        out.append("<tr>" + "".join(f"<td>{_t(c, lang)}</td>" for c in row) + "</tr>")
    out.append("</table>")
    return out


def _signature(lang: str) -> str:
    return (f"<p><br>{'_' * 22}<br>{_t(msg('paper-signature'), lang)}</p>")
