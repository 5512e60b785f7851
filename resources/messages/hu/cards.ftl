# Kártyák (director.engine.cards, R-1.1–R-1.4): ami nem olvasható kártyaként,
# és a lapértékek nevei.

card-not-a-card = { ARTICLE($text) } { $text } nem kártyalap: a formája egy érték (2–9, T vagy 10, J, Q, K, A), utána egy szín (c, d, h, s vagy ♣ ♦ ♥ ♠), például 'As' vagy '10h'
card-not-card-text = { ARTICLE($text) } { $text } nem kártyalap: kártyát jelölő szöveg kell, például 'As' vagy '10h'
card-not-a-card-in = { ARTICLE($whole_text) } { $whole_text } szövegben { ARTICLE($text) } { $text } nem kártyalap: a formája egy érték (2–9, T vagy 10, J, Q, K, A), utána egy szín (c, d, h, s vagy ♣ ♦ ♥ ♠), például 'As' vagy '10h'
card-appears-twice = { ARTICLE($card) } { $card } kétszer szerepel; egy lap egy leosztásban csak egyszer fordulhat elő
card-cannot-deal = { $count } lapot nem lehet osztani egy { $size } lapos pakliból

## A lapértékek nevei többes számban (Rank.plural_message)

card-ranks-two = kettesek
card-ranks-three = hármasok
card-ranks-four = négyesek
card-ranks-five = ötösök
card-ranks-six = hatosok
card-ranks-seven = hetesek
card-ranks-eight = nyolcasok
card-ranks-nine = kilencesek
card-ranks-ten = tízesek
card-ranks-jack = bubik
card-ranks-queen = dámák
card-ranks-king = királyok
card-ranks-ace = ászok
