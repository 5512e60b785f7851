# Tournament and cash arithmetic (director.engine.event): the clock and the structures.

## The level clock (R-8.1)

event-clock-needs-aware-time = the clock needs an aware time with a time zone for { $field_text }, not { $text }
event-clock-time-now = now
event-clock-time-level-end = the end of the level
event-clock-time-earlier = the earlier time
event-clock-index-negative = the item index is 0 or more, not { $text }
event-clock-nothing-to-undo = there is nothing to undo
event-clock-nothing-to-redo = there is nothing to redo: only a command just undone can be done again
event-clock-running-stores-end = a running clock stores when its level ends and no remaining time
event-clock-paused-stores-remaining = a paused clock stores the remaining time, not an end
event-clock-remaining-negative = the remaining time cannot be negative ({ $text })
event-clock-already-paused = the clock is already paused
event-clock-already-running = the clock is already running
event-clock-delta-not-timedelta = time to add is a timedelta, not { $text }
event-clock-on-last-level = the clock is on the last level; there is no next one
event-clock-on-first-level = the clock is on the first level; there is no previous one
event-clock-earlier-after-now = the earlier time { $text } is after { $now_text }
event-clock-unknown-field = unknown clock field { $text }; allowed: { $names_text }
event-clock-stored-index-running = a stored clock has a whole level_index and a true/false running
event-clock-stored-ends-at = ends_at is an ISO date and time, not { $text }
event-clock-stored-remaining = remaining_seconds is a number, not { $text }
event-clock-item-out-of-range = the clock stands at item { $index }, but the structure has items 0 to { $last_index }

## Blind structures (R-8.1, R-8.3, TDA 20)

event-level-head = Level { $level }:
event-level-game = { $game_name } { $betting_text },
event-level-bring-in = bring-in { $amount }
event-level-blinds = { $small_blind }/{ $big_blind }
event-level-big-blind-ante = big blind ante { $ante }
event-level-ante = ante { $ante }
event-level-bets = bets { $small_bet }/{ $big_bet }
# two parts of a description, one after the other
event-words = { $first_text } { $rest_text }
event-limit-none-set = no limit set
event-amount-small-blind = small blind
event-amount-big-blind = big blind
event-amount-ante = ante
event-amount-small-bet = small bet
event-amount-big-bet = big bet
event-amount-bring-in = bring in
event-level-number-not-whole = a level number is a whole number from 1, not { $text }
event-level-minutes = level { $level } lasts { $text } minutes; a level lasts at least one whole minute (R-8.1)
event-level-amount-not-a-count = level { $level }: the { $field_text } must be a whole number of chips of 0 or more, not { $text }
event-level-small-blind-above-big = level { $level }: the small blind ({ $small_blind }) exceeds the big blind ({ $big_blind })
event-level-big-blind-ante-needs = level { $level }: a big blind ante needs a big blind and the ante amount
event-level-unknown-game = level { $level }: unknown game { $text }; known games: { $names_text }
event-level-game-without-limit = level { $level }: a level that names its game also names its limit
event-level-fixed-limit-bets = level { $level }: fixed limit needs a small bet above 0 and a big bet at least as large (R-5.5), not { $small_bet }/{ $big_bet }
event-level-spread-limit-maximum = level { $level }: spread limit needs a maximum (big bet) of at least the big blind (R-5.6)
event-level-big-bet-in-wrong-limit = level { $level }: a big bet belongs to fixed or spread limit, not to { $betting_text }
event-level-bring-in-above-small-bet = level { $level }: the bring-in ({ $amount }) exceeds the small bet ({ $small_bet })
event-level-stud-blinds = level { $level }: a stud level has a bring-in and no blinds (R-6.4), not blinds { $small_blind }/{ $big_blind } and bring-in { $amount }
event-level-stud-small-bet = level { $level }: a stud level needs its small bet
event-level-antes-only = level { $level }: { $game_name } is opened by antes only
event-level-blind-level = level { $level }: a blind level needs a big blind above 0 and no bring-in (blinds { $small_blind }/{ $big_blind }, bring-in { $amount })
event-break-minutes = a break lasts { $text } minutes; it lasts at least one whole minute
event-break-color-up-chips = a color-up lists different chip denominations above 0, not { $text }
event-break = Break { $minutes } minutes
event-break-color-up = Break { $minutes } minutes, color-up: { $amounts } removed
event-rotation-unknown-game = unknown game { $text } in the rotation; known games: { $names_text }
event-rotation-no-games = a rotation needs at least one game
event-rotation-levels-per-game = a rotation changes game every 1 or more levels, not { $text }
event-structure-no-item = there is no item { $index }; this structure has items 0 to { $last_index }
event-structure-no-level = there is no level { $level }; this structure has levels 1 to { $last_level }
event-structure-no-levels = structure '{ $name }' has no levels; it needs at least one
event-structure-not-an-item = a structure holds levels and breaks, not { $text }
event-structure-break-at-end = a break sits between levels (R-8.1): the first and last items must be levels
event-structure-two-breaks = two breaks in a row; a break sits between levels (R-8.1)
event-structure-level-out-of-order = level { $level } stands where level { $expected_level } belongs; levels are numbered 1, 2, 3... in playing order
event-structure-amount-falls = level { $level }: the { $field_text } { $amount } is lower than { $earlier_amount } at level { $earlier_level }; it may stay or rise, never fall
event-structure-rotation-mismatch = level { $level } plays { $text } { $betting_text }, but the rotation deals { $expected_text } { $expected_betting_text } there
event-structure-stack-not-a-count = the starting stack is 0 or more chips, not { $text }
event-structure-chips = chips are different denominations above 0, not { $text }
event-structure-stack-not-made = the starting stack { $stack } is not made of { $amount } chips
event-structure-color-up-not-in-play = a color-up removes { $amount } chips, which are not in play there (in play: { $amounts })
event-structure-amounts-not-payable = level { $level }: { $amounts } cannot be paid with { $amount } chips, the smallest in play (TDA 20)

## Structures read from JSON (resources/structures, a director's file)

event-where-structure = the structure
event-where-item = item { $index }
event-where-item-break = item { $index } (a break)
event-where-item-level = item { $index } (a level)
event-where-rotation = the rotation
event-where-rotation-game = a rotation game
event-structure-located = { $where_text }: { $reason_text }
event-structure-file-name = the structure's name is text, not { $text }
event-structure-file-items = the structure needs 'items': a list of levels and breaks
event-structure-file-chips = 'chips' is a list of denominations, not { $text }
event-structure-file-not-object = { $where_text } must be a JSON object, not { $text }
event-structure-file-unknown-field = { $where_text }: unknown field { $text }; allowed: { $names_text }
event-structure-file-unknown-limit = { $where_text }: unknown limit { $text }; allowed: { $names_text }
event-structure-file-color-up = { $where_text }: 'color_up' is a list of denominations
event-structure-file-level-number = { $where_text }: a level needs its number ('level') or 'break': true
event-structure-file-rotation-games = the rotation needs 'games': a list of objects with 'game' and 'limit'
event-structure-no-template = no template { $text }; templates: { $names_text }
event-template-unreadable = template { $text } cannot be read from { $path }: { $reason_text }
event-template-not-json = template { $text } ({ $path }) is not valid JSON: { $reason_text }
event-template-invalid = template { $text } ({ $path }): { $reason_text }

## The structure generator

event-generator-rotation-ante = in a mixed rotation the antes come with the stud games; leave ante_from_level out
event-generator-game-and-rotation = a structure deals one game or a rotation, not both
event-generator-players = a tournament needs at least 2 players, not { $text }
event-generator-chips = chips are denominations above 0, not { $text }
event-generator-stack = the starting stack must be above 0 and made of { $amount } chips, not { $text }
event-generator-level-minutes = levels last at least one whole minute, not { $text }
event-generator-hours = the planned length is above 0 and at most 100 hours, not { $text }
event-generator-breaks-every = breaks come every 1 or more levels (or None), not { $text }
event-generator-break-minutes = a break lasts at least one whole minute, not { $text }
event-generator-extra-levels = extra levels are 0 or more, not { $text }
