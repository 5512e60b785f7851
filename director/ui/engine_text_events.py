"""Engine refusals in Hungarian that no catalogue holds yet (the chip unit) and a
dealer page's own refusal (translated by Qt as well).

Imported by ``director.ui.engine_text`` after ``engine_text_errors`` (whose
``_many`` it uses) and before the generic forms of ``engine_text_errors_more``. The
services' texts (a tournament's end, its prizes, what undo names) are messages
(resources/messages/*/services.ftl, undo.ftl)."""

from __future__ import annotations

from director.ui.engine_text_errors import _many

_many("""
the chip unit is 1 or more, not {n} (R-7.5)
a zsetonegység legalább 1, nem {n} (R-7.5)
a hand needs two players seated at the table
egy leosztáshoz két játékosnak kell ülnie az asztalnál
""")
