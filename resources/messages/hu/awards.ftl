# A kasszák és kiosztásuk szavakkal (R-7.3–R-7.6): director/engine/hand/facts/showdown.py.

award-main-pot = a főkassza
    .capital = A főkassza
award-side-pot = { ARTICLE($number) } { $number }. mellékkassza
    .capital = { ARTICLE($number, capital: "yes") } { $number }. mellékkassza
award-pot = a kassza
    .capital = A kassza

award-seat = { $seat }.
award-seats = { $seat_list } szék
award-nobody = senki

award-contested = { CASE($pot_name, case: "capital") } ({ $amount }), versenyben: { $contenders }. { CASE($outcome, case: "capital") }.
award-by-dealer = { CASE($pot_name, case: "capital") } ({ $amount }): az osztó döntése szerint { $seats } nyeri.
award-by-dealer-details = { CASE($pot_name, case: "capital") } ({ $amount }): az osztó döntése szerint { $seats } nyeri; { $outcome }.
award-then = { $head }; { $tail }
    .capital = { CASE($head, case: "capital") }; { $tail }

award-wins-uncontested = { ARTICLE($seat, capital: "yes") } { $seat }. szék ellenfél nélkül nyeri
award-uncontested = { CASE($pot_name, case: "capital") } ({ $amount }) ellenfél nélkül { ARTICLE($seat) } { $seat }. széké.
award-last-hand = { $seats } bedobta a lapjait; { ARTICLE($seat) } { $seat }. szék, az utolsó kéz, nyer: { $amount }
award-hand = { ARTICLE($seat) } { $seat }. szék ({ $hand_value })
award-hand-cards = { ARTICLE($seat) } { $seat }. szék ({ $hand_value }: { $cards })
award-low-hand = { $hand_value }
award-low-hand-cards = { $hand_value } ({ $cards })
award-scoops = mindkét felet viszi { $winners }, low: { $low_hand }: { $amount }
    .capital = Mindkét felet viszi { $winners }, low: { $low_hand }: { $amount }
award-no-hand = { ARTICLE($seat) } { $seat }. szék
award-wins = nyer { $winners }: { $amount }
    .capital = Nyer { $winners }: { $amount }
award-win-split = osztozik { $winners }: { $amount }
    .capital = Osztozik { $winners }: { $amount }
award-wins-high-half = nyer { $winners }: a high fél, { $amount }
    .capital = Nyer { $winners }: a high fél, { $amount }
award-win-split-high-half = osztozik { $winners }: a high fél, { $amount }
    .capital = Osztozik { $winners }: a high fél, { $amount }
award-wins-low-half = nyer { $winners }: a low fél, { $amount }
    .capital = Nyer { $winners }: a low fél, { $amount }
award-win-split-low-half = osztozik { $winners }: a low fél, { $amount }
    .capital = Osztozik { $winners }: a low fél, { $amount }
award-no-qualifying-low = nincs érvényes low, így a high kéz viszi az egész kasszát

award-share = { $seat }. szék { $amount }
award-shares = elosztás: { $share_list }
award-odd-chip = a páratlan { $count ->
    [one] zseton
   *[other] zsetonok
}: { $seats }
award-odd-chip-why = a páratlan { $count ->
    [one] zseton
   *[other] zsetonok
}: { $seats } (R-7.5: { $reason })
award-odd-chip-why-low-half = a páratlan { $count ->
    [one] zseton
   *[other] zsetonok
}: { $seats } (R-7.5: { $reason }; a low félben: { $low_reason })

award-why-left-of-button = az osztógombtól balra ülő első nyertes
award-why-highest-card = a legmagasabb lap, a színek sorrendjével
award-why-highest-card-ace-low = a legmagasabb lap, a színek sorrendjével, az ász alacsony
award-why-lowest-card-ace-lowest = a legalacsonyabb lap, a színek sorrendjével, az ász a legalacsonyabb
award-why-high-half = a kassza páratlan zsetonja a high félé

award-last-hand-cannot-muck = { ARTICLE($seat) } { $seat }. szék tartja az utolsó kezet itt: { $pot_name }, így ő nyeri; ezt a kezet nem lehet bedobni

award-needs-a-winner = egy kasszának legalább egy nyertese kell
award-chip-unit-below-one = a zsetonegység legalább 1, nem { $unit }
