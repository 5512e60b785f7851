"""PHH reader and writer: the 97 WSOP 2023 hands, round trips, every action kind."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

import pytest

from director.engine.cards import Card, parse_cards
from director.engine.phh import (
    VARIANTS,
    Action,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    HandHistory,
    NoOperation,
    PhhError,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    dumps_phh,
    dumps_phhs,
    load_any,
    load_phh,
    load_phhs,
    loads_phh,
    loads_phhs,
    parse_action,
)
from tests.engine.wsop_data import WSOP, WSOP_COUNT, wsop_files

WSOP_FILES = wsop_files()

NT_TEXT = """\
variant = 'NT'
ante_trimming_status = false
antes = [0, 120000, 0, 0, 0]
blinds_or_straddles = [40000, 80000, 0, 0, 0]
min_bet = 80000
starting_stacks = [7380000, 2500000, 5110000, 10170000, 4545000]
actions = ['d dh p1 7s4s', 'd dh p2 Js8h', 'd dh p3 Td8c', 'd dh p4 6d5h', 'd dh p5 Qh7h', \
'p3 f', 'p4 cbr 170000', 'p5 f', 'p1 f', 'p2 cc', 'd db JcTs2d', 'p2 cc', 'p4 cbr 140000', \
'p2 cc', 'd db As', 'p2 cc', 'p4 cbr 325000', 'p2 cc', 'd db Qs', 'p2 cc', 'p4 cbr 600000', \
'p2 cc', 'p4 sm 6d5h', 'p2 sm Js8h']
finishing_stacks = [7340000, 3775000, 5110000, 8935000, 4545000]"""
"""wsop_2023_43_5_1_00_02_07.phh, verbatim (the files end without a newline)."""


def c(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# --- the WSOP files -----------------------------------------------------------------------


def test_all_97_wsop_files_present() -> None:
    """The project's own copy of the hand histories is complete (a missing file fails)."""
    assert WSOP.is_dir(), f"test data missing: {WSOP}"
    assert len(WSOP_FILES) == WSOP_COUNT, f"{len(WSOP_FILES)} WSOP files in {WSOP}, not 97"
    assert (WSOP / "README.md").is_file(), "the test data must say where it comes from"


@pytest.mark.parametrize("path", WSOP_FILES, ids=lambda p: p.name)
def test_wsop_file_loads_and_round_trips(path: Path) -> None:
    hand = load_phh(path)
    assert hand.variant in VARIANTS
    assert hand.player_count == len(hand.starting_stacks) >= 2
    assert hand.finishing_stacks is not None
    text = dumps_phh(hand)
    assert loads_phh(text) == hand
    # Same style as the published files: byte for byte, plus a final newline.
    assert text == path.read_text(encoding="utf-8").rstrip("\n") + "\n"


def test_a_read_hand_is_the_hand_its_class_builds() -> None:
    """The reader makes a hand without checking again what it has checked (issue 33):
    each is the hand ``HandHistory`` builds of the same fields, metadata too."""
    texts = [path.read_text(encoding="utf-8") for path in WSOP_FILES]
    names = [f"player {number}" for number in range(1, loads_phh(texts[0]).player_count + 1)]
    texts.append(texts[0].rstrip("\n") + f"\nauthor = 'someone'\nplayers = {names!r}\n")
    for text in texts:
        read = loads_phh(text)
        built = HandHistory(**{each.name: getattr(read, each.name)
                               for each in dataclasses.fields(read) if each.name != "metadata"},
                            metadata=dict(read.metadata))
        for each in dataclasses.fields(read):
            mine, theirs = getattr(read, each.name), getattr(built, each.name)
            assert mine == theirs and type(mine) is type(theirs), each.name
    assert dict(read.metadata) == {"author": "someone", "players": tuple(names)}


def test_wsop_files_cover_the_nine_variants() -> None:
    variants = {load_phh(path).variant for path in WSOP_FILES}
    assert variants == {"NT", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "N2L1D"}


def test_wsop_actions_match_pokerkit_and_pokerkit_replays_our_export() -> None:
    notation = pytest.importorskip("pokerkit.notation")
    for path in WSOP_FILES:
        ours = load_phh(path)
        theirs = notation.HandHistory.loads(dumps_phh(ours))
        assert theirs.actions == [str(action) for action in ours.actions], path.name
        final = list(theirs)[-1]  # pokerkit replays every action of our export
        assert tuple(final.stacks) == ours.finishing_stacks, path.name


def test_bulk_phhs_round_trip(tmp_path: Path) -> None:
    hands = [load_phh(path) for path in WSOP_FILES[:12]]
    text = dumps_phhs(hands)
    assert text.startswith("[1]\nvariant = ")
    assert "\n\n[2]\nvariant = " in text
    assert loads_phhs(text) == hands
    bulk = tmp_path / "several.phhs"
    bulk.write_text(text, encoding="utf-8")
    assert load_phhs(bulk) == hands
    assert load_any(bulk) == hands
    assert load_any(WSOP_FILES[0]) == [load_phh(WSOP_FILES[0])]
    assert dumps_phhs(loads_phhs(text)) == text


def test_bulk_phhs_readable_by_pokerkit() -> None:
    notation = pytest.importorskip("pokerkit.notation")
    hands = [load_phh(path) for path in WSOP_FILES[:5]]
    theirs = list(notation.HandHistory.loads_all(dumps_phhs(hands)))
    assert [h.actions for h in theirs] == [[str(a) for a in h.actions] for h in hands]


def test_unknown_cards_in_wsop_files() -> None:
    unknown = [action for path in WSOP_FILES for action in load_phh(path).actions
               if isinstance(action, DealHole | StandPatOrDiscard) and None in action.cards]
    assert unknown
    assert "d dh p1 ????" in {str(action) for action in unknown}
    assert "p2 sd Kh??" in {str(action) for action in unknown}


# --- a hand read field by field -----------------------------------------------------------


def test_nt_hand_fields() -> None:
    hand = loads_phh(NT_TEXT)
    assert hand.variant == "NT"
    assert hand.ante_trimming_status is False
    assert hand.antes == (0, 120000, 0, 0, 0)
    assert hand.blinds_or_straddles == (40000, 80000, 0, 0, 0)
    assert hand.min_bet == 80000
    assert hand.bring_in is None and hand.small_bet is None and hand.big_bet is None
    assert hand.starting_stacks == (7380000, 2500000, 5110000, 10170000, 4545000)
    assert hand.finishing_stacks == (7340000, 3775000, 5110000, 8935000, 4545000)
    assert hand.metadata == {}
    assert hand.actions[0] == DealHole(0, c("7s4s"))
    assert hand.actions[6] == CompleteBetOrRaiseTo(3, 170000)
    assert hand.actions[10] == DealBoard(c("JcTs2d"))
    assert hand.actions[-1] == ShowOrMuck(1, c("Js8h"))
    assert hand.variant_info.family == "flop"
    assert hash(hand) == hash(loads_phh(NT_TEXT))


def test_underscore_fields_ignored_and_other_fields_kept_as_metadata() -> None:
    text = NT_TEXT + """
_notes = 'mine'
_rating = 5
event = 'WSOP 2023 Event #43'
players = ['Ann', 'Bob', 'Cy', 'Di', 'Ed']
time = 12:30:00
year = 2023
stamp = 2023-07-01T10:00:00Z
day_two = {room = 'Amazon', tables = [1, 2]}
"""
    hand = loads_phh(text, "x.phh")
    assert "_notes" not in hand.metadata and "_rating" not in hand.metadata
    assert hand.metadata["event"] == "WSOP 2023 Event #43"
    assert hand.metadata["players"] == ("Ann", "Bob", "Cy", "Di", "Ed")
    assert hand.metadata["time"] == datetime.time(12, 30)
    assert hand.metadata["day_two"] == {"room": "Amazon", "tables": (1, 2)}
    out = dumps_phh(hand)
    assert "_notes" not in out
    assert "event = 'WSOP 2023 Event #43'\n" in out
    assert loads_phh(out) == hand
    assert dumps_phh(loads_phh(out)) == out


def test_metadata_is_read_only() -> None:
    hand = loads_phh(NT_TEXT + "\nauthor = 'A'")
    with pytest.raises(TypeError):
        hand.metadata["author"] = "B"  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.variant = "FT"  # type: ignore[misc]


def test_strings_that_need_escaping_round_trip() -> None:
    hand = dataclasses.replace(
        loads_phh(NT_TEXT),
        metadata={"author": "O'Brien", "venue": 'Line\nbreak "quoted" \\ back', "my key": 1},
    )
    out = dumps_phh(hand)
    assert "author = \"O'Brien\"\n" in out
    assert '"my key" = 1\n' in out
    assert loads_phh(out) == hand


def test_built_hand_round_trips() -> None:
    hand = HandHistory(
        variant="F7S", antes=(10, 10, 10), bring_in=10, small_bet=40, big_bet=80,
        starting_stacks=(1000, 1000, 1000),
        actions=(DealHole(0, (None, None, *c("As"))), DealHole(1, c("2c3c4c")),
                 DealHole(2, c("5d6d7d")), PostBringIn(1), Fold(2), CheckOrCall(0),
                 NoOperation(comment="break")),
        metadata={"players": ["A", "B", "C"]},
    )
    assert hand.metadata["players"] == ("A", "B", "C")
    assert "actions = ['d dh p1 ????As', " in dumps_phh(hand)
    assert loads_phh(dumps_phh(hand)) == hand


# --- comments and unknown cards -----------------------------------------------------------


def test_comments_stripped_from_the_action_and_kept_for_export() -> None:
    action = parse_action("p4 cbr 170000 # a big raise")
    assert action == CompleteBetOrRaiseTo(3, 170000, comment="a big raise")
    assert action.amount == 170000
    assert str(action) == "p4 cbr 170000 # a big raise"
    hand = loads_phh(NT_TEXT.replace("'p3 f'", "'p3 f # tanked'"))
    assert hand.actions[5] == Fold(2, comment="tanked")
    assert "'p3 f # tanked'" in dumps_phh(hand)
    quoted = loads_phh(NT_TEXT.replace("'p3 f'", "\"p3 f # don't\""))
    assert quoted.actions[5] == Fold(2, comment="don't")
    assert "\"p3 f # don't\"" in dumps_phh(quoted)
    assert loads_phh(dumps_phh(quoted)) == quoted
    assert parse_action("d dh p1 7s4s #hole") == DealHole(0, c("7s4s"), comment="hole")
    assert parse_action("# break for the day") == NoOperation(comment="break for the day")
    assert parse_action("") == NoOperation()


def test_unknown_cards() -> None:
    assert parse_action("d dh p3 ????") == DealHole(2, (None, None))
    mixed = parse_action("d dh p2 Kh7c6d2c??")
    assert isinstance(mixed, DealHole)
    assert mixed.cards == (*c("Kh7c6d2c"), None)
    assert str(mixed) == "d dh p2 Kh7c6d2c??"
    assert parse_action("p2 sd Kh??") == StandPatOrDiscard(1, (Card.parse("Kh"), None))


# --- each action kind ---------------------------------------------------------------------


EACH_KIND: list[tuple[str, Action]] = [
    ("d dh p1 7s4s", DealHole(0, c("7s4s"))),
    ("d dh p5 AhAc7h2d", DealHole(4, c("AhAc7h2d"))),
    ("d dh p1 Th", DealHole(0, c("Th"))),
    ("d dh p2 Js6d9d", DealHole(1, c("Js6d9d"))),
    ("d dh p12 9c9s", DealHole(11, c("9c9s"))),
    ("d db JcTs2d", DealBoard(c("JcTs2d"))),
    ("d db As", DealBoard(c("As"))),
    ("p3 f", Fold(2)),
    ("p2 cc", CheckOrCall(1)),
    ("p4 cbr 170000", CompleteBetOrRaiseTo(3, 170000)),
    ("p2 pb", PostBringIn(1)),
    ("p1 sd QdJc", StandPatOrDiscard(0, c("QdJc"))),
    ("p2 sd", StandPatOrDiscard(1)),
    ("p4 sm 6d5h", ShowOrMuck(3, c("6d5h"))),
    ("p4 sm", ShowOrMuck(3, shows=False)),
    ("p4 sm -", ShowOrMuck(3)),
]


@pytest.mark.parametrize(("text", "expected"), EACH_KIND)
def test_parse_each_action_kind(text: str, expected: object) -> None:
    action = parse_action(text)
    assert action == expected
    assert str(action) == text


@pytest.mark.parametrize(("text", "expected"), EACH_KIND)
def test_a_read_action_is_the_record_its_class_builds(text: str, expected: Action) -> None:
    """The reader makes its records without the checks of ``__init__`` (issue 33): each
    is the record its class builds, every field set, a comment too."""
    for written, built in ((text, expected),
                           (f"{text} # note", dataclasses.replace(expected, comment="note"))):
        action = parse_action(written)
        assert type(action) is type(built)
        assert ([getattr(action, f.name) for f in dataclasses.fields(action)]
                == [getattr(built, f.name) for f in dataclasses.fields(built)])
        assert hash(action) == hash(built) and repr(action) == repr(built)
        assert str(action) == written


@pytest.mark.parametrize("text", [
    "d dh p1  7s4s", " d dh p1 7s4s", "d dh p1 7s4s ", "d\tdh p1 7s4s", "d dh\tp1 7s4s"])
def test_hole_cards_spaced_otherwise_read_alike(text: str) -> None:
    # Hole cards are read without splitting the words when written with one space
    # between them (issue 33); any other spacing is read alike, word by word.
    assert parse_action(text) == DealHole(0, c("7s4s"))


@pytest.mark.parametrize(("text", "said"), [
    ("d dh p1 7s\t4s", "bad dealer action"), ("d dh p1 7s7s", "card 7s appears twice"),
    ("d dh p1 7s4", "bad card '4'"), ("d dh p0 7s4s", "p0")])
def test_hole_cards_written_wrong_are_refused_as_before(text: str, said: str) -> None:
    with pytest.raises(PhhError, match=said):
        parse_action(text)


def test_action_properties() -> None:
    fold = parse_action("p3 f")
    assert isinstance(fold, Fold) and fold.player == 2 and fold.label == "p3" and fold.code == "f"
    pat = parse_action("p2 sd")
    assert isinstance(pat, StandPatOrDiscard) and pat.stands_pat
    muck = parse_action("p2 sm")
    assert isinstance(muck, ShowOrMuck) and muck.mucks and not muck.shows
    shown = parse_action("p2 sm -")
    assert isinstance(shown, ShowOrMuck) and shown.shows and shown.cards == ()
    with pytest.raises(PhhError, match="cannot name cards"):
        ShowOrMuck(0, c("As"), shows=False)


def test_lowercase_ranks_read_and_written_canonically() -> None:
    assert str(parse_action("d dh p1 ts9d")) == "d dh p1 Ts9d"


def test_variants_table() -> None:
    assert set(VARIANTS) >= {"FT", "NT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D",
                             "N2L1D", "NS", "FB"}
    assert VARIANTS["F7S"].family == "stud"
    assert set(VARIANTS["F7S"].required_fields) >= {"bring_in", "small_bet", "big_bet"}
    assert "min_bet" in VARIANTS["NT"].required_fields
    assert {"small_bet", "big_bet"} <= set(VARIANTS["FT"].required_fields)
    assert VARIANTS["F2L3D"].family == "draw" and VARIANTS["F2L3D"].betting == "fixed-limit"
    assert VARIANTS["PO"].betting == "pot-limit"


def test_variants_match_pokerkit() -> None:
    notation = pytest.importorskip("pokerkit.notation")
    assert set(notation.HandHistory.game_types) <= set(VARIANTS)
    for code in notation.HandHistory.game_types:
        assert VARIANTS[code].required_fields == notation.HandHistory.required_field_names[code]


def test_other_limits_of_the_same_games_need_the_fields_of_their_structure() -> None:
    """NO, PT, N7S...: the games above in other structures (phh-std codes)."""
    assert VARIANTS["NO"].required_fields == VARIANTS["NT"].required_fields
    assert VARIANTS["PT"].required_fields == VARIANTS["PO"].required_fields
    assert VARIANTS["FO"].required_fields == VARIANTS["FT"].required_fields
    assert VARIANTS["N7S"].required_fields == VARIANTS["F7S"].required_fields
