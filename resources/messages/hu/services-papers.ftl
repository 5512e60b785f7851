## Fejpénzek, ligák, nyomtatványok és CSV (director.services.bounties, leagues, papers, csv_files)

svc-bounty-needs-eliminator = kiütéses vagy rejtélyes fejpénzes versenyen a kieséshez meg kell adni, ki nyerte a kasszát
svc-not-mystery-bounties = { $name } nem rejtélyes fejpénzes verseny
svc-envelopes-already-drawn = már húztak borítékot: a nyereménylista nem változhat
svc-envelopes-set-no-entries = { $name } rejtélyes borítékjai már megvannak: a nevezésnek vége
undo-mystery-envelopes = rejtélyes nyereménylista: { $count } boríték, összesen { $total }
svc-no-league = nincs { $number }. számú liga
svc-league-not-tournament = { ARTICLE($event_number, capital: "yes") } { $event_number }. esemény nem verseny: egy liga versenyeket számol
svc-league-has-event = { $name } már benne van ebben: { $league_name }
