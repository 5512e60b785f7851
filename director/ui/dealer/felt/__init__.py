"""The dealer panel's table: where everything sits (``seat_boxes``, ``table_layout``),
what it shows of the hand (``model``), its painting (``painting``) and the all-in
odds beside the seats (``odds``)."""
