## Bounties (director.engine.event.bounties)

event-mystery-no-envelopes = a mystery prize list needs at least one envelope
event-mystery-envelope-not-a-count = an envelope of { $text }: an envelope holds 0 or more
event-mystery-envelopes-not-pool = the envelopes add up to { $total }, but the bounty pool is { $pot }: they must hold the whole pool
event-mystery-no-envelopes-left = no envelope is left to draw
