"""The hand: state as data, the rules that change it, the dealer's guide, and the
cards a dealer types, checked before they are dealt (``gestures``)."""
