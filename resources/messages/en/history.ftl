# What each seat did this betting round and the one before (issue 30):
# director/services/tables/action_history.py, shown by the dealer panel and training.

history-post = posts the { $forced } of { $amount }
history-bring-in = brings in { $amount }
history-fold = folds
history-check = checks
history-call = calls { $amount }
history-bet = bets { $amount }
history-raise = raises to { $amount }
history-complete = completes to { $amount }
history-all-in = { $head } (all-in)
history-draw = { $count ->
    [0] stands pat
    [one] draws 1
   *[other] draws { $count }
}
history-discard = discards one
history-show = shows
history-muck = mucks
