# Kezek szavakkal (R-2.8): director/engine/ranking/words.py.
#
# A lapérték önálló üzenet; a mondatok a CASE($rank, case: "...") hívással kérik
# valamelyik alakját: .plural (királyok), .with (királlyal), .upto (királyig),
# .symbol (K).


rank-ace = ász
    .plural = ászok
    .with = ásszal
    .upto = ászig
    .symbol = A
rank-king = király
    .plural = királyok
    .with = királlyal
    .upto = királyig
    .symbol = K
rank-queen = dáma
    .plural = dámák
    .with = dámával
    .upto = dámáig
    .symbol = D
rank-jack = bubi
    .plural = bubik
    .with = bubival
    .upto = bubiig
    .symbol = B
rank-ten = tízes
    .plural = tízesek
    .with = tízessel
    .upto = tízesig
    .symbol = 10
rank-nine = kilences
    .plural = kilencesek
    .with = kilencessel
    .upto = kilencesig
    .symbol = 9
rank-eight = nyolcas
    .plural = nyolcasok
    .with = nyolcassal
    .upto = nyolcasig
    .symbol = 8
rank-seven = hetes
    .plural = hetesek
    .with = hetessel
    .upto = hetesig
    .symbol = 7
rank-six = hatos
    .plural = hatosok
    .with = hatossal
    .upto = hatosig
    .symbol = 6
rank-five = ötös
    .plural = ötösök
    .with = ötössel
    .upto = ötösig
    .symbol = 5
rank-four = négyes
    .plural = négyesek
    .with = négyessel
    .upto = négyesig
    .symbol = 4
rank-three = hármas
    .plural = hármasok
    .with = hármassal
    .upto = hármasig
    .symbol = 3
rank-deuce = kettes
    .plural = kettesek
    .with = kettessel
    .upto = kettesig
    .symbol = 2

# Lapértékek egymás után (ász-király-kilences); .symbol: A-K-9.
rank-run = { $head }-{ $tail }
    .symbol = { CASE($head, case: "symbol") }-{ CASE($tail, case: "symbol") }
rank-kicker = { $rank }
rank-with-kickers = { $hand_value }, mellé { $kickers }

## Ötlapos magas kezek (R-2.1, R-2.7)
rank-royal-flush = Royal flös
rank-straight-flush = Színsor { CASE($rank, case: "upto") }
rank-straight-flush-ace-low = Színsor { CASE($rank, case: "upto") } (az ász egyesként)
rank-four-of-a-kind = Póker, négy { $rank }
rank-full-house = Full, három { $rank } két { CASE($second_rank, case: "with") }
rank-flush = Flöss, { $rank } a legmagasabb
rank-straight = Sor { CASE($rank, case: "upto") }
rank-straight-ace-low = Sor { CASE($rank, case: "upto") } (az ász egyesként)
rank-three-of-a-kind = Drill, { CASE($rank, case: "plural") }
rank-two-pair = Két pár, { CASE($rank, case: "plural") } és { CASE($second_rank, case: "plural") }
rank-one-pair = Egy pár, { CASE($rank, case: "plural") }
rank-high-card = Magas lap, { $rank }

## Háromlapos kezek, guts (R-2.6)
rank-three-card-straight-flush = Háromlapos színsor { CASE($rank, case: "upto") }
rank-three-card-straight = Háromlapos sor { CASE($rank, case: "upto") }
rank-three-card-flush = Háromlapos flöss, { $rank } a legmagasabb

## Alacsony kezek (R-2.4, R-2.5) és a stud nyitott kezei (R-6.4)
rank-low = { CASE($ranks, case: "symbol") } alacsony ({ $rank }-{ $second_rank })
rank-low-wheel = 5-4-3-2-A alacsony (wheel, a legjobb)
rank-low-plain = { CASE($ranks, case: "symbol") } alacsony
rank-showing-high = Magas lap: { $ranks }
