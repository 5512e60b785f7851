"""A cash game's tables in Hungarian: the refusals and undo descriptions of
``director.services.cash_tables`` and ``director.engine.event.cash_tables`` (R-3.6).

Registered before ``engine_text_errors_more``, whose generic forms come last;
placeholders as in ``engine_text_errors`` (``w`` a name kept as it is, ``T`` a
table, ``s`` a seat, ``n`` an amount, ``t`` an embedded text)."""

from __future__ import annotations

from director.ui.engine_text_errors import _many

_many("""
there is no open cash table {n}
nincs {n} azonosítójú nyitott készpénzes asztal
seat {s} at {T} is empty
{T} {sn}. széke üres
seat {s} at {T} is in the hand being dealt; wait until the hand is over
{T} {sn}. széke benne van a most osztott leosztásban; várd meg, amíg véget ér
{n} is below this table's smallest buy-in ({n2})
{n} kevesebb ennél az asztalnál a legkisebb beszállónál ({n2})
{n} more would make {n2} in front of the player, above this table's largest buy-in ({n3})
további {n} után {n2} lenne a játékos előtt, több ennél az asztalnál a legnagyobb beszállónál ({n3})
{w} is dealt to at most {n} players (R-4.5); a {n2}-seat table cannot be opened
{w} legfeljebb {n} játékosnak osztható (R-4.5); {n2a} székes asztal nem nyitható
the smallest chip ({n}) must make up both blinds ({n2}/{n3})
a legkisebb zsetonból ki kell jönnie mindkét vaknak ({n2}/{n3}); most {n}
the largest buy-in ({n}) is below the smallest ({n2})
a legnagyobb beszálló ({n}) kisebb a legkisebbnél ({n2})
a table named {w} is open already
már nyitva van egy „{w}” nevű asztal
Opened {T} ({w})
Asztal megnyitva: {T} ({w})
{T} still has players; they leave or move first
{T} mellett még ülnek; előbb álljanak fel vagy üljenek át
Closed {T}
Asztal bezárva: {T}
{w} is already seated at {T}, seat {s}
{w} már ül: {T}, {sn}. szék
at {T}: {t}
{T}: {t}
{w} chose seat {s} at {T} with {n}
{w} leült a választott {sn}. székre ({T}), beszálló: {n}
{w} drew seat {s} at {T} with {n}
{w} leült a kisorsolt {sn}. székre ({T}), beszálló: {n}
Top-up: {w} {n} at {T}
Feltöltés: {w} {n} ({T})
{w} left seat {s} at {T}, cashing out {n}
{w} felállt ({T}, {sn}. szék), kifizetés: {n}
{T} plays {w}, not {w2}; leave and buy in there instead
{T} tétje {w}, nem {w2}; ehhez álljon fel, és ott szálljon be újra
{w} is in seat {s} already
{w} már a(z) {sn}. széken ül
{w} moved from {T} seat {s} to {T2} seat {s2}
{w} átült: {T}, {sn}. szék → {T2}, {s2n}. szék
{w} is away already
{w} már szünetel
{w} is playing already
{w} már játszik
{w} is in the hand being dealt; they sit out from the next hand
{w} benne van a most osztott leosztásban; a következőtől szünetelhet
{w} is away (seat {s}, {T})
{w} szünetel ({T}, {sn}. szék)
{w} is back, posting (seat {s}, {T})
{w} visszaült, betesz ({T}, {sn}. szék)
{w} is back, waiting for the big blind (seat {s}, {T})
{w} visszaült, megvárja a nagy vakot ({T}, {sn}. szék)
{w} is on the waiting list for {w2} already
{w} már a várólistán van: {w2}
{w} is seated at {T} at these stakes; ask for a seat change instead
{w} már ül ezen a téten ({T}); kérjen inkább székcserét
{w} on the waiting list for {w2}
{w} felkerült a várólistára: {w2}
{T} plays other stakes; a seat change stays at the same stakes
{T} más téttel megy; székcsere csak azonos tétnél lehet
{w} has asked for a seat change already
{w} már kért székcserét
{w} asks for a seat change
{w} székcserét kér
that name is no longer on the waiting list
ez a név már nincs a várólistán
{w} off the waiting list
{w} lekerült a várólistáról
{w} withdrew the seat-change request
{w} visszavonta a székcsere-kérését
{T} does not play the straddle (R-3.7 table option)
{T} nem játszik straddle-lel (R-3.7, asztali beállítás)
the straddle is played in no limit, pot limit and spread limit, not at a fixed-limit table (R-3.7)
a straddle no limitben, potlimitben és spread limitben játszható, fix limites asztalnál nem (R-3.7)
A straddle in the next hand at {T}
Straddle a következő leosztásban: {T}
No straddle in the next hand at {T}
Nincs straddle a következő leosztásban: {T}
""")
