## Printed papers (director.services.papers.papers)

paper-title-seat-cards = Seat cards
paper-title-seating-list = Seating list
paper-title-move-slips = Table move slips
paper-title-receipts = Payout receipts
paper-title-results = Results
paper-title-settlement = Cash game settlement
paper-title-report = The night's report
paper-event-date = { $name }, { $date_text }
# the day as the language writes it (Babel): "March 7, 2026", "2026. március 7."
paper-date = { DATE($year, $month, $day) }
paper-amount = { $amount }
paper-number = { $number }
paper-the-house = the house
paper-col-player = Player
paper-col-table = Table
paper-col-seat = Seat
paper-col-place = Place
paper-col-prize = Prize
paper-prize-due = { $value_text } (to be paid)
paper-col-bounties = Bounties
paper-results-deal = Places 1 to { $places } shared the prize money left by a deal ({ $method_text }).
paper-results-deal-share = { $player }: { $value_text } by the deal
paper-col-line = Line
paper-col-amount = Amount
paper-col-balance = Balance
paper-col-item = Item
paper-col-value = Figure
paper-seat-card = { CASE($table_text, case: "cap") }, seat { $seat }
paper-move-from = From: { $table_text }, seat { $seat }
paper-move-to = To: { $table_text }, seat { $seat }
paper-move-chips = Take your chips with you.
paper-move-chips-carried = Take your chips with you: { $stack ->
        [one] { $stack } chip
       *[other] { $stack } chips
    } (R-8.4).
paper-move-chips-untracked = Take your chips with you (R-8.4).
paper-receipt-place = Place: { $place }
paper-receipt-prize = Prize: { $value_text }
paper-receipt-bounties = Bounties: { $value_text }
paper-receipt-total = Received in all: { $value_text }
paper-signature = Signature
paper-ledger = The ledger
paper-balances = Balances
paper-payments = Who pays whom
paper-report-money = Money
paper-report-chips = Chips check
paper-report-entries = Entries
paper-report-players = Players
paper-report-re-entries = Re-entries
paper-report-rebuys = Rebuys
paper-report-add-ons = Add-ons
paper-report-collected = Money taken
paper-report-fees = Fees (the house)
paper-report-bounty-pool = Bounties
paper-report-prize-pool = Prize pool
paper-report-prizes-paid = Prizes paid
paper-report-bounties-paid = Bounties paid
paper-table = Table { $table }
paper-title-standings = League standings
paper-points = { $sign_text }{ $number }.{ $hundredths_text }
paper-league-formula = Points: { $text }
paper-col-points = Points
paper-col-counted = Events counted
paper-col-wins = Wins
paper-title-structure = Structure
paper-money-before = { $sign_text }{ $currency_text }{ $amount }
paper-money-after = { $sign_text }{ $amount } { $currency_text }
paper-payment = { $payer_text } pays { $payee_text } { $value_text }
paper-col-level = Level
paper-col-blinds = Blinds
paper-col-ante = Ante
paper-col-minutes = Minutes
paper-structure-entry = Entry
paper-structure-buy-in = Buy-in: { $value_text }
paper-structure-fee = Fee: { $value_text }
paper-structure-bounty = Bounty: { $value_text }
paper-structure-bounty-progressive = Bounty: { $value_text }, progressive knockout (PKO): half of a busted player's bounty is paid to the eliminator at once, the other half is added to the eliminator's own bounty
paper-structure-bounty-mystery = Bounty: { $value_text }, mystery: the bounties go into envelopes, and each bust draws one for the eliminator
paper-structure-stack = Starting stack: { $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }
paper-structure-late = Late registration until the end of level { $level }
paper-structure-re-entries = { $count ->
        [one] Re-entries: one per player
       *[other] Re-entries: { $count } per player
    }
paper-structure-re-entry-until = Re-entries until the end of level { $level }
paper-structure-rebuy = Rebuy: { $value_text } for { $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }
paper-structure-rebuy-fee = Rebuy fee: { $value_text }
paper-structure-rebuy-until = Rebuys until the end of level { $level }
paper-structure-rebuy-until-first-break = Rebuys until the first break
paper-structure-rebuy-limit = A player may rebuy { $count ->
        [0] no times
        [one] once
       *[other] { $count } times
    }
paper-structure-rebuy-threshold = A rebuy is allowed with { $limit ->
        [one] { $limit } chip
       *[other] { $limit } chips
    } or fewer
paper-structure-add-on = Add-on at break { $break_number }: { $value_text } for { $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }
paper-structure-add-on-fee = Add-on fee: { $value_text }
paper-structure-levels = Levels
paper-structure-break = Break
paper-structure-ante = { $ante }
paper-structure-big-blind-ante = { $ante } (big blind ante)
paper-structure-color-up = Color-up: { $amounts } removed
paper-structure-payouts = Payouts
paper-structure-payouts-for = { $count ->
        [one] For one entry
       *[other] For { $count } entries
    }, prize pool { $value_text }
paper-card-seat-cards = Seat card
paper-card-move-slips = Table move
paper-card-receipts = Payout receipt
