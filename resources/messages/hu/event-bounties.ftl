## Fejpénzek (director.engine.event.money.bounties)

event-mystery-no-envelopes = a rejtélyes fejpénzek listájához legalább egy boríték kell
event-mystery-envelope-not-a-count = { $text } összegű boríték: egy borítékban 0 vagy több lehet
event-mystery-envelopes-not-pool = a borítékokban összesen { $total } van, de a fejpénzalap { $pot }: a borítékoknak a teljes alapot tartalmazniuk kell
event-mystery-no-envelopes-left = nem maradt húzható boríték

## Ligaképletek és tabella (director.engine.event.money.formula, league)

event-formula-not-text = a képlet szöveg
event-formula-empty = a képlet üres
event-formula-too-long = a képlet { $count } karakter hosszú; legfeljebb { $size } lehet
event-formula-syntax = „{ $text }” nem olyan képlet, amelyet a program el tud olvasni
event-formula-unknown-name = „{ $text }” nem ismert érték egy képletben; az ismert értékek: { $names_text }, és a sqrt, log, min, max, abs, round függvények
event-formula-not-allowed = „{ $text }” nem szerepelhet képletben: csak számok, a megnevezett értékek, alapműveletek és a sqrt, log, min, max, abs, round függvények
event-formula-exponent = a képletben a hatványkitevő legfeljebb { $n } lehet
event-formula-too-large = a képlet túl nagy számot ad a pontokhoz
event-formula-division-by-zero = a képlet nullával oszt
event-formula-sqrt-negative = a képlet negatív számból von négyzetgyököt
event-formula-log-not-positive = a képlet nulla vagy negatív szám logaritmusát veszi
event-formula-arguments = { ARTICLE($text) } { $text } függvény rossz számú értéket kap
event-league-best-below-one = a legjobb { $text } eredmény: legalább egy eredményt vagy mindet kell számolni
event-league-best-above-most = a legjobb { $text } eredmény: legfeljebb { $count } eredményt vagy mindet lehet számolni
event-league-ties = { $text } nem holtversenyszabály; a szabályok: shared, most-wins, best-finish

## A döntési óra (director.engine.event.shot_clock)

event-shot-clock-seconds = { $text } másodperces döntési óra: 1 és { $seconds } másodperc között lehet
event-shot-clock-not-running = a döntési óra nem jár: előbb indítsd el
