"""The score pad's arithmetic, one case per situation (R36-R38, R40, R41, V-TARGET): each
case types its rounds and checks every round's points, the running totals, the winner and
who deals next; then corrections and refused entries."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from diloti_qt.engine import Rules
from diloti_qt.scorepad import PadError, RoundEntry, ScorePad

from .helpers import rnd

TWO = ("Anna", "Nikos")
FOUR = ("Anna", "Babis", "Chara", "Dimitris")


class Case(NamedTuple):
    name: str
    rules: str  # the rule ids the case checks
    profile: str
    target: int
    first_dealer: int
    rounds: list[RoundEntry]
    points: list[tuple[int, int]]
    totals: list[tuple[int, int]]
    dealers: list[int]
    winner: int | None
    next_dealer: int | None


CASES = [
    Case("the rule's example round", "R36", "pagat-2p", 61, 0,
         [rnd("28 A2 D X1", "24 A2 C")], [(18, 3)], [(18, 3)], [0], None, 1),
    Case("26 each: nobody gets the 4", "R36", "pagat-2p", 61, 1,
         [rnd("= A3 D", "= A1 C")], [(5, 2)], [(5, 2)], [1], None, 0),
    Case("only who had more is known", "R36", "pagat-2p", 61, 0,
         [rnd("A1 D", "+ A3 C X1")], [(3, 18)], [(3, 18)], [0], None, 1),
    Case("the deal alternates and the totals add up", "R4 R37", "pagat-2p", 61, 0,
         [rnd("30 A2 D", "22 A2 C"), rnd("20 A1", "32 A3 D C X1"), rnd("= A4 C", "= D")],
         [(8, 3), (1, 20), (5, 2)], [(8, 3), (9, 23), (14, 25)], [0, 1, 0], None, 1),
    Case("one side reaches the target: it wins", "R37 R38", "pagat-2p", 61, 0,
         [rnd("40 A4 D C X5", "12")], [(61, 0)], [(61, 0)], [0], 0, None),
    Case("the other side reaches it: it wins", "R38", "pagat-2p", 61, 1,
         [rnd("30 A2 D X5", "22 A2 C X3"), rnd("20 A1", "32 A3 D C X3")],
         [(58, 33), (1, 40)], [(58, 33), (59, 73)], [1, 0], 1, None),
    Case("both over the target: the higher total wins", "R38", "pagat-2p", 61, 0,
         [rnd("30 A2 D X5", "22 A2 C X3"), rnd("= A2 D", "= A2 C X3")],
         [(58, 33), (4, 33)], [(58, 33), (62, 66)], [0, 1], 1, None),
    Case("both over and tied: another round decides", "R38", "pagat-2p", 61, 0,
         [rnd("= A2 D X5", "= A2 C X5"), rnd("= A2 C X1", "= A2 D X1"),
          rnd("28 A2 D C", "24 A2")],
         [(54, 53), (13, 14), (9, 2)], [(54, 53), (67, 67), (76, 69)], [0, 1, 0], 0, None),
    Case("tied over the target: the match goes on", "R38", "pagat-2p", 61, 0,
         [rnd("= A2 D X5", "= A2 C X5"), rnd("= A2 C X1", "= A2 D X1")],
         [(54, 53), (13, 14)], [(54, 53), (67, 67)], [0, 1], None, 0),
    Case("a house target of 101", "V-TARGET R38", "taverna-2p", 101, 0,
         [rnd("40 A4 D C X6", "12")], [(71, 0)], [(71, 0)], [0], None, 1),
    Case("teams: the deal goes round all four seats", "R40 R41 R43", "partnership-4p", 61, 3,
         [rnd("30 A2 D", "22 A2 C"), rnd("20 A1", "32 A3 D C X1"), rnd("= A4 C", "= D"),
          rnd("27", "25 A4 D C")],
         [(8, 3), (1, 20), (5, 2), (4, 7)], [(8, 3), (9, 23), (14, 25), (18, 32)],
         [3, 0, 1, 2], None, 3),
    Case("teams: one team reaches the target", "R43 R38", "taverna-4p", 61, 2,
         [rnd("12", "40 A4 D C X5")], [(0, 61)], [(0, 61)], [2], 1, None),
]


def make_pad(profile: str, target: int, first_dealer: int = 0) -> ScorePad:
    rules = Rules.make(profile, {"V-TARGET": target})
    return ScorePad(rules, FOUR if rules.players == 4 else TWO, first_dealer)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_score_pad(case):
    pad = make_pad(case.profile, case.target, case.first_dealer)
    for entry in case.rounds:
        assert pad.next_dealer() is not None, case.rules  # the match is not over yet
        pad.add_round(entry)
    sheet = pad.sheet()
    assert [r.points for r in sheet] == case.points, case.rules
    assert [r.totals for r in sheet] == case.totals, case.rules
    assert [r.dealer for r in sheet] == case.dealers, case.rules
    assert pad.winner == case.winner, case.rules
    assert pad.next_dealer() == case.next_dealer, case.rules


def test_r40_teams_are_named_by_their_partners():
    assert make_pad("partnership-4p", 61).side_names() == ("Anna & Chara", "Babis & Dimitris")
    assert make_pad("pagat-2p", 61).side_names() == TWO


def test_a_refused_entry_changes_nothing():
    pad = make_pad("pagat-2p", 61)
    pad.add_round(rnd("28 A2 D X1", "24 A2 C"))
    before = pad.sheet()
    with pytest.raises(PadError) as refused:
        pad.add_round(rnd("28 A2 D", "25 A2 C"))
    assert [p.code for p in refused.value.problems] == ["cards-total"]
    assert pad.sheet() == before


def test_no_round_after_the_match_is_won():
    pad = make_pad("pagat-2p", 61)
    pad.add_round(rnd("40 A4 D C X5", "12"))
    with pytest.raises(PadError) as refused:
        pad.add_round(rnd("= A2 D", "= A2 C"))
    assert [tuple(p) for p in refused.value.problems] == [("over", 0, 1)]
    assert len(pad.rounds) == 1


def two_rounds() -> ScorePad:
    pad = make_pad("pagat-2p", 61)
    pad.add_round(rnd("30 A2 D", "22 A2 C"))  # 8 : 3
    pad.add_round(rnd("20 A1", "32 A3 D C X1"))  # 1 : 20
    return pad


def test_correcting_a_round_moves_every_later_total():
    pad = two_rounds()
    pad.start_correcting(0)
    assert pad.draft == rnd("30 A2 D", "22 A2 C")
    assert pad.preview(rnd("30 A2 D X2", "22 A2 C")).totals == (28, 3)
    pad.correct_round(0, rnd("30 A2 D X2", "22 A2 C"))
    assert [r.totals for r in pad.sheet()] == [(28, 3), (29, 23)]
    assert pad.correcting is None and pad.next_dealer() == 0


def test_a_correction_that_would_end_the_match_before_the_last_round_is_refused():
    pad = two_rounds()
    with pytest.raises(PadError) as refused:
        pad.correct_round(0, rnd("40 A4 D C X5", "12"))
    assert [tuple(p) for p in refused.value.problems] == [("ends-early", 0, 1)]
    assert [r.totals for r in pad.sheet()] == [(8, 3), (9, 23)]


def test_correcting_the_winning_round_can_take_the_win_back():
    pad = make_pad("pagat-2p", 61)
    pad.add_round(rnd("40 A4 D C X5", "12"))
    assert pad.winner == 0
    pad.correct_round(0, rnd("40 A4 D C X1", "12"))
    assert pad.winner is None and pad.totals == (21, 0) and pad.next_dealer() == 1


def test_a_bad_correction_is_refused_and_the_round_kept():
    pad = two_rounds()
    with pytest.raises(PadError) as refused:
        pad.correct_round(1, rnd("20 A1 D", "32 A3 D C X1"))
    assert [p.code for p in refused.value.problems] == ["ten-diamonds"]
    assert pad.rounds[1] == rnd("20 A1", "32 A3 D C X1")
    with pytest.raises(PadError):
        pad.correct_round(2, rnd("= A2 D", "= A2 C"))


def test_the_last_round_can_be_taken_off_and_typed_again():
    pad = two_rounds()
    entry = pad.remove_last_round()
    assert entry == rnd("20 A1", "32 A3 D C X1") and pad.draft == entry
    assert pad.totals == (8, 3) and pad.next_dealer() == 1


def test_a_pad_needs_a_name_per_seat_and_a_real_first_dealer():
    with pytest.raises(ValueError):
        ScorePad(Rules.make("partnership-4p"), TWO)
    with pytest.raises(ValueError):
        ScorePad(Rules.make("pagat-2p"), TWO, first_dealer=2)


class Bound(NamedTuple):
    name: str
    rules: str
    profile: str
    entry: RoundEntry
    codes: list[str]  # [] when one deck can give the round


# Issue 28 item 10: every count the pad takes must be a round one deck can give.
BOUNDS = [
    Bound("a side with exactly one card", "R32 R35", "pagat-2p",
          rnd("1", "51 A4 D C"), ["one-card"]),
    Bound("two cards: the smallest capture", "R32", "pagat-2p",
          rnd("2 X1", "50 A4 D C"), []),
    Bound("26 each with 13 xeris each: 26 xeris in a round", "R32 R36", "pagat-2p",
          rnd("= A2 D X13", "= A2 C X13"), ["xeris-round"]),
    Bound("26 xeris on a side with every card", "R32", "pagat-2p",
          rnd("52 A4 D C X26", "0"), ["xeris-round"]),
    Bound("24 xeris: one on every second card played", "R32", "pagat-2p",
          rnd("52 A4 D C X24", "0"), []),
    Bound("25 xeris in a round of four: per team too", "R32 R43", "partnership-4p",
          rnd("30 A2 D X14", "22 A2 C X11"), ["xeris-round"]),
    Bound("who had more, 26 xeris each: 263 + 268 points", "R32 R36", "pagat-2p",
          rnd("+ A3 X26", "A1 D C X26"), ["xeris-round", "xeris-fewer"]),
    Bound("who had more: the fewer side holds at most 25 cards", "R32 R36", "pagat-2p",
          rnd("+ A3", "A1 D C X13"), ["xeris-fewer"]),
    Bound("who had more: 12 xeris in 24 cards on the fewer side", "R32 R36", "pagat-2p",
          rnd("+ A3 X12", "A1 D C X12"), []),
    Bound("who had more: 24 xeris leave 4 cards, too few for 6 point cards", "R32 R36",
          "pagat-2p", rnd("+ X24", "A4 D C"), ["cards-needed"]),
    Bound("who had more: 23 xeris leave 6 cards for 6 point cards", "R32 R36",
          "pagat-2p", rnd("+ X23", "A4 D C"), []),
]


@pytest.mark.parametrize("case", BOUNDS, ids=[c.name for c in BOUNDS])
def test_the_pad_takes_only_counts_one_deck_can_give(case):
    pad = make_pad(case.profile, 301)
    if not case.codes:
        pad.add_round(case.entry)
        assert len(pad.rounds) == 1, case.rules
        return
    with pytest.raises(PadError) as refused:
        pad.add_round(case.entry)
    assert [p.code for p in refused.value.problems] == case.codes, case.rules
    assert pad.rounds == []
