# Mit tett az egyes székek játékosa ebben és az előző licitkörben (issue 30):
# director/services/tables/action_history.py; az osztópanel és a gyakorlás mutatja.

history-post = beteszi { CASE($forced, case: "acc") }: { $amount }
history-bring-in = bring-in: { $amount }
history-fold = dob
history-check = passzol
history-call = megad: { $amount }
history-bet = tét: { $amount }
history-raise = emel, összesen { $amount }
history-complete = kiegészít, összesen { $amount }
history-all-in = { $head } (all-in)
history-draw = { $count ->
    [0] nem cserél
   *[other] { $count } lapot cserél
}
history-discard = eldob egy lapot
history-show = megmutatja
history-muck = bedobja
