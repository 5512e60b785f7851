## Fejpénzek (director.engine.event.bounties)

event-mystery-no-envelopes = a rejtélyes fejpénzek listájához legalább egy boríték kell
event-mystery-envelope-not-a-count = { $text } összegű boríték: egy borítékban 0 vagy több lehet
event-mystery-envelopes-not-pool = a borítékokban összesen { $total } van, de a fejpénzalap { $pot }: a borítékoknak a teljes alapot tartalmazniuk kell
event-mystery-no-envelopes-left = nem maradt húzható boríték
