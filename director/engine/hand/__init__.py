"""The hand: state as data, the rules that change it, the dealer's guide."""
