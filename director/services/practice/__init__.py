"""The practice table (issue 30): scenarios a trainee deals on the stand-alone
dealer panel or in training (``scenario``: the table, its game and level, its
stacks and button, any cards fixed in advance; ``scenario_cards``: the cards a
step takes from it), and the shipped examples under ``resources/scenarios``."""
