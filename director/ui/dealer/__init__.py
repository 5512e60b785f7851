"""The dealer-assist panel and the training mode (DESIGN.md "The windows"): the
panel with its felt, seats, pots, card grid and actions; its page in the main
window with the bust report, the balancing instructions and, on a club's server,
what the other stations do at its table; the all-in odds on the felt."""
