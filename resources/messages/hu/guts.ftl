# Guts (R-6.6): egy osztás eredménye és a kör elutasításai.

## Eredmények (R-6.6, R-7.6)
guts-deal = { $deal_number }. osztás: { $outcome }.
guts-everyone-out = { $deal_number }. osztás: mindenki kiszállt, így senki sem nyeri el { ARTICLE($pot) } { $pot } zsetonos kasszát; mindenki újra antét tesz, és az osztás megismétlődik.
guts-only-one-in = { $deal_number }. osztás: csak { ARTICLE($seat) } { $seat }. szék maradt bent, így elnyeri { ARTICLE($pot) } { $pot } zsetonos kasszát; a kör véget ért (R-6.6).
guts-hand = { ARTICLE($seat) } { $seat }. szék ({ $hand_value })
guts-wins = { $winners } elnyeri { ARTICLE($pot) } { $pot } zsetonos kasszát
guts-split = { $winners } megosztozik { ARTICLE($pot) } { $pot } zsetonos kasszán
guts-nobody-lost = senki sem vesztett, így a kör véget ért (R-6.6)
guts-penalty = { ARTICLE($seat) } { $seat }. szék vesztett, büntetése { $amount }
guts-penalties-monte-carlo = { $penalty_list } a következő kasszába (Monte Carlo guts)
guts-penalties-survivor = { $penalty_list } a következő kasszába (túlélő guts)
guts-shortfall = { ARTICLE($seat) } { $seat }. szék tartozása { $owed } volt, de csak { $paid } zsetonja maradt: { $short_amount } hiányzik (zseton nem keletkezhet)
guts-seat = { ARTICLE($seat) } { $seat }. szék
guts-too-few-one = { $outcome } Kettőnél kevesebb játékosnak van zsetonja a következő osztáshoz, így a kör véget ért; { ARTICLE($pot) } { $pot } zsetonos kassza { ARTICLE($seat) } { $seat }. széké.
guts-too-few-shared = { $outcome } Kettőnél kevesebb játékosnak van zsetonja a következő osztáshoz, így a kör véget ért; { ARTICLE($pot) } { $pot } zsetonos kassza { $seats } közös.

## Elutasítások
guts-needs-two-players = a gutshoz legalább két játékos kell
guts-too-many-players = a gutsban legfeljebb { $count } játékos lehet (R-4.5); ennél az asztalnál { $players } ül
guts-seat-and-stack-each = minden játékosnak egy széke és egy zsetonkészlete kell legyen
guts-ante-too-small = az ante legalább egy zseton, nem { $ante }
guts-player-without-chips = zseton nélkül nem lehet guts kört kezdeni
guts-nothing-to-undo = nincs mit visszavonni: ebben a körben még nem történt semmi
guts-seat-not-in-round = { ARTICLE($seat) } { $seat }. szék nem játszik ebben a körben
guts-not-part-of-guts = { $event_name } nem része a gutsnak; a következő lépés: { $step }
guts-ante-not-due = most nem esedékes: ante; a következő lépés: { $step }
guts-dealing-not-due = most nem esedékes: osztás; a következő lépés: { $step }
guts-declaration-not-due = most nem esedékes: bemondás; a következő lépés: { $step }
guts-show-not-due = most nem esedékes: mutatás; a következő lépés: { $step }
guts-award-not-due = most nem esedékes: a kassza kiosztása; a következő lépés: { $step }
guts-wrong-ante = a következő ante { ARTICLE($seat) } { $seat }. szék antéja ({ $ante })
guts-wrong-seat-dealt = a következő lapokat { ARTICLE($seat) } { $seat }. szék kapja, nem { ARTICLE($wrong_seat) } { $wrong_seat }. szék
guts-three-cards-each = gutsban minden játékos három lapot kap, nem { $count } lapot
guts-card-not-in-deck = { ARTICLE($card) } { $card } nincs benne a pakliban
guts-card-already-dealt = { ARTICLE($card) } { $card } már ki van osztva: { ARTICLE($seat) } { $seat }. szék kapta (R-1.4)
guts-card-already-shown = { ARTICLE($card) } { $card } már szerepel: { ARTICLE($seat) } { $seat }. szék mutatta meg (R-1.4)
guts-declare-only-dealt = csak az ebben az osztásban lapot kapott játékosok maradhatnak bent
guts-not-in-or-shown = { ARTICLE($seat) } { $seat }. szék nem volt bent, vagy már megmutatta a lapjait
guts-shows-three = { ARTICLE($seat) } { $seat }. szék kezében három lap van; { $count } lapot mutattak meg
guts-dealt-other-card = { ARTICLE($seat) } { $seat }. szék { ARTICLE($card) } { $card } lapot kapta, nem { ARTICLE($shown_card) } { $shown_card } lapot
guts-enter-shown-cards = { ARTICLE($seat) } { $seat }. szék bent volt: add meg a három lapot, amelyet megmutat

## Az osztó következő lépése egy körben (R-6.6)
guts-step-ante = { ARTICLE($seat, capital: "yes") } { $seat }. szék beteszi az antét: { $amount } (R-6.6)
guts-step-deal = Ossz { ARTICLE($seat) } { $seat }. széknek három lapot lefordítva
guts-step-declare = Az osztó jelére minden játékos egyszerre jelzi, hogy bent marad vagy kiszáll; aki késik, az kint van (R-6.6)
guts-step-show = { ARTICLE($seat, capital: "yes") } { $seat }. szék bent volt, és megmutatja a lapjait (R-6.6)
guts-step-award = Oszd ki a kasszát, és szedd be a büntetéseket
guts-step-over = A kör véget ért: mindenki antét tesz, és új kör kezdődik; most új játékosok is beszállhatnak (R-6.6)
