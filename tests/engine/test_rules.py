"""One or more tests per rule of RULES.md, named by rule id."""

from __future__ import annotations

import random

import pytest

from diloti_qt.engine import (
    Match,
    NotationError,
    PlayerView,
    Rules,
    deal_round,
    legal_moves,
    match_winner,
    position_json,
)
from diloti_qt.engine.cards import ALL_CARDS, parse_card
from diloti_qt.engine.state import table_needs_redeal
from tests.engine.build import (
    apply,
    cards,
    declare,
    kinds,
    lay,
    legal,
    names,
    pos,
    reason,
    take,
)

PAGAT = Rules.make("pagat-2p")


def stacked(first: str, rest_seed: int = 0) -> list[int]:
    """A full deck whose first cards are `first`, the rest shuffled by a seed."""
    top = [parse_card(c) for c in first.split()]
    rest = [c for c in ALL_CARDS if c not in top]
    random.Random(rest_seed).shuffle(rest)
    return top + rest


# -- 1. Cards and values ------------------------------------------------------------------------

def test_r1_one_deck_of_52_each_card_once():
    state = deal_round(PAGAT, 0, random.Random(3))
    assert sorted(state.all_cards()) == list(ALL_CARDS)
    with pytest.raises(NotationError, match="twice"):
        pos(["5S 8C", "9D 5S"])


def test_r2_face_cards_are_never_summed_or_declared():
    s = pos(["JH 10S 9C", "2C"], ["5C", "5D", "JS", "4H"])
    assert legal(s, take("10S", "5C 5D"))
    assert reason(s, take("JH", "5C 5D")) == "face-card-rules"
    assert reason(s, take("9C", "5C JS 4H")) == "bad-groups"
    assert reason(s, declare("JH", 10, "5C")) == "bad-declaration"
    assert reason(s, declare("9C", 10, "JS")) == "bad-declaration"


def test_r2_face_card_captures_only_its_own_rank():
    s = pos(["QH 2C", "3C"], ["QS", "KS", "JD"])
    assert legal(s, take("QH", "QS"))
    assert reason(s, take("QH", "KS")) == "face-card-rules"
    assert reason(s, take("QH", "QS KS")) == "face-card-rules"


def test_r3_suits_do_not_change_the_moves():
    a = pos(["6D 8C", "9D"], ["6S", "2H", "4D", "9C"])
    b = pos(["6H 8S", "9D"], ["6C", "2D", "4S", "9H"])
    assert sorted((m.action, m.kind, m.value, len(m.cards)) for m in legal_moves(a)) == sorted(
        (m.action, m.kind, m.value, len(m.cards)) for m in legal_moves(b)
    )


# -- 2. Dealer, deal, turn order ----------------------------------------------------------------

def test_r4_first_dealer_by_lot_then_alternates():
    dealers = {Match(PAGAT, seed).state.dealer for seed in range(20)}
    assert dealers == {0, 1}
    m = Match(PAGAT, seed=7, first_dealer=1)
    assert m.state.dealer == 1
    m.state.end_round()  # nothing played: dealer takes the table, nobody reaches 61
    assert m.next_round().dealer == 0
    m.state.end_round()
    assert m.next_round().dealer == 1


def test_r5_deal_six_six_then_four_on_the_table():
    deck = stacked("AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H 7C 8C 9C 10C")
    s = deal_round(PAGAT, 1, random.Random(0), deck=deck)
    assert names(s.hands[0]) == ["AS", "2S", "3S", "4S", "5S", "6S"]  # dealer's opponent first
    assert names(s.hands[1]) == ["AH", "2H", "3H", "4H", "5H", "6H"]
    assert names(s.loose) == ["7C", "8C", "9C", "10C"]
    assert len(s.stock) == 36 and not s.decls


def test_r6_three_or_four_equal_faces_on_the_table_are_turned_up_again():
    deck = stacked("AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H KS KH KD 9C")
    s = deal_round(PAGAT, 1, random.Random(0), deck=deck)
    assert names(s.hands[0]) == ["AS", "2S", "3S", "4S", "5S", "6S"]  # hands are not redealt
    assert not table_needs_redeal(s.loose, PAGAT)
    assert sorted(s.all_cards()) == list(ALL_CARDS) and len(s.stock) == 36
    two = deal_round(PAGAT, 1, random.Random(0),
                     deck=stacked("AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H KS KH QD 9C"))
    assert names(two.loose) == ["9C", "QD", "KS", "KH"]  # two equal faces stay


def test_r7_both_hands_empty_six_more_each_four_deals_per_round():
    s = deal_round(PAGAT, 0, random.Random(11))
    deals = 1
    rng = random.Random(1)
    while not s.round_over:
        before = len(s.stock)
        moves = legal_moves(s)
        s.apply(moves[rng.randrange(len(moves))])
        if len(s.stock) < before:
            deals += 1
            assert before - len(s.stock) == 12
            assert [len(h) for h in s.hands] == [6, 6]
    assert deals == 4


def test_r8_dealers_opponent_plays_first_after_every_deal():
    s = pos(["", "9S"], ["3H"], to_move=1, dealer=1, stock=" ".join(
        "2S 5H 7D JC QH 4S 6C 8H 10S AD 3C KS".split()))
    s2 = apply(s, lay("9S"))
    assert s2.to_move == 0 and len(s2.hands[0]) == 6 and len(s2.hands[1]) == 6


def test_r9_one_card_from_hand_per_turn():
    s = pos(["6D 8C", "9D"], ["6S"])
    assert reason(s, lay("9D")) == "not-in-hand"
    s2 = apply(s, take("6D", "6S"))
    assert len(s2.hands[0]) == 1 and s2.to_move == 1


# -- 3. Captures ---------------------------------------------------------------------------------

def test_r10_groups_of_matches_sums_and_declarations():
    s = pos(["6D 6H 8C", "9D"], ["6S", "2H", "4D", "9C", ("simple", 6, 1, "AS 5S")])
    assert legal(s, take("6D", "6S 2H 4D AS 5S"))
    assert legal(s, take("6D", "AS 5S"))
    assert reason(s, take("6D", "6S 2H")) == "bad-groups"
    assert reason(s, take("6D", "6S 7S")) == "not-on-table"


def test_r11_unchosen_cards_stay_and_the_maximum_is_not_required():
    s = pos(["6D 8C", "9D"], ["6S", "2H", "4D", "9C"])
    after = apply(s, take("6D", "2H 4D"))
    assert names(after.loose) == ["6S", "9C"]
    assert names(after.captured[0]) == ["2H", "4D", "6D"]


def test_r12_numeric_capture_is_optional():
    s = pos(["7H 2C", "9D"], ["7S", "3D"])
    assert legal(s, lay("7H")) and legal(s, take("7H", "7S"))


def test_r13_face_card_must_take_exactly_one_equal_face():
    s = pos(["KD 2C", "9D"], ["KS", "KH", "3D"])
    assert kinds(s, "KD") == {"capture"}
    assert len([m for m in legal_moves(s) if m.card == parse_card("KD")]) == 2
    assert reason(s, take("KD", "KS KH")) == "face-card-rules"
    assert reason(s, lay("KD")) == "face-card-must-capture"
    alone = pos(["KD 2C", "9D"], ["QS", "3D"])
    assert kinds(alone, "KD") == {"lay"}


def test_r14_declaration_taken_only_whole_and_never_as_a_summand():
    s = pos(["9C 5D 2D", "5H"], [("simple", 5, 1, "2S 3S"), "4H"])
    assert reason(s, take("9C", "2S 3S 4H")) == "declaration-not-whole"
    assert reason(s, take("2D", "2S")) == "declaration-not-whole"
    assert legal(s, take("5D", "2S 3S"))
    fam = pos(["10C 2D", "5H"], [("family", 9, 1, "9S 4H 5C"), "AH"])
    assert reason(fam, take("10C", "9S 4H 5C AH")) == "declaration-not-whole"
    assert "capture" not in kinds(fam, "10C")


def test_r15_captured_cards_go_to_the_capturers_pile_shown_as_counts():
    s = pos(["6D 8C", "9D 2C"], ["6S", "9C"])
    after = apply(s, take("6D", "6S"))
    assert names(after.captured[0]) == ["6S", "6D"]
    view = PlayerView.of(after, 1)
    assert view.captured_sizes == (2, 0)


# -- 4. Laying -----------------------------------------------------------------------------------

def test_r16_a_laid_card_becomes_a_loose_table_card():
    s = pos(["7H 2C", "9D"], ["3D"])
    after = apply(s, lay("7H"))
    assert names(after.loose) == ["3D", "7H"]


def test_r17_no_laying_a_face_with_its_equal_loose_nor_while_owning():
    s = pos(["JH 4S", "9D"], ["JS", "5C"])
    assert reason(s, lay("JH")) == "face-card-must-capture"
    owner = pos(["8C 9C JD", "9S"], [("simple", 8, 0, "5S 3D")])
    assert reason(owner, lay("JD")) == "obligation"


# -- 5. Declarations -----------------------------------------------------------------------------

def test_r18_value_at_most_ten_numerals_a_table_card_and_a_reserve():
    s = pos(["6D 6H 9C", "2C"], ["6S", "3D"])
    assert reason(s, declare("6D", 12, "6S")) in ("bad-declaration", "no-reserve")
    assert reason(pos(["6D 6H", "2C"], ["3D"]), declare("6D", 9, "3D")) == "no-reserve"
    assert legal(pos(["6D 9H 9C", "2C"], ["3D"]), declare("6D", 9, "3D"))
    assert reason(s, declare("6D", 6, "")) == "bad-declaration"
    no_reserve = pos(["3D 9H", "2C"], ["5S"])
    assert reason(no_reserve, declare("3D", 8, "5S")) == "no-reserve"


def test_r19_simple_declaration_stays_as_one_owned_unit():
    s = pos(["3D 8C", "9D 2S"], ["5S", "9C"])
    after = apply(s, declare("3D", 8, "5S"))
    (d,) = after.decls
    assert (d.value, d.owner, d.family, names(d.cards)) == (8, 0, False, ["3D", "5S"])
    assert names(after.loose) == ["9C"]


def test_r20_two_sixes_are_a_family_of_sixes_never_twelve():
    s = pos(["6D 6H 2C", "6C"], ["6S"])
    after = apply(s, declare("6D", 6, "6S"))
    (d,) = after.decls
    assert d.family and d.value == 6
    assert reason(s, declare("6D", 12, "6S")) in ("bad-declaration", "no-reserve")


def test_r20_family_from_sums_and_absorbing_a_simple_releases_its_owner():
    s = pos(["3C 7D", "7C 9S"], [("simple", 7, 1, "5S 2D"), "4H"])
    after = apply(s, declare("3C", 7, "5S 2D 4H"))
    (d,) = after.decls
    assert d.family and d.owner == 0 and after.owned_by(1) is None
    new = pos(["3C 7D 7H", "9S"], ["4H", "7S", "5C", "2D"])
    fam = apply(new, declare("3C", 7, "4H 7S 5C 2D"))
    assert fam.decls[0].family and names(fam.decls[0].cards) == ["2D", "3C", "4H", "5C", "7S"]


def test_r21_owner_turns_its_simple_into_a_family_and_extends_it():
    s = pos(["7S 7D 9C", "9S"], [("simple", 7, 0, "5S 2D")])
    after = apply(s, declare("7S", 7, "5S 2D"))
    assert after.decls[0].family and after.decls[0].owner == 0
    ext = pos(["3C 4D 7D", "9S"], [("family", 7, 0, "5S 2D 7H"), "4S"])
    after = apply(ext, declare("3C", 7, "5S 2D 7H 4S"))
    assert len(after.decls[0].cards) == 5


def test_r22_raise_by_a_player_owning_nothing_who_becomes_owner():
    s = pos(["AH 9D", "9H 8C"], [("simple", 8, 1, "5S 3D")])
    after = apply(s, declare("AH", 9, "5S 3D"))
    assert after.decls[0].value == 9 and after.decls[0].owner == 0
    # Raised back by the previous owner, who now owns nothing.
    back = pos(["9D", "AC 10H"], [("simple", 9, 0, "5S 3D AH")], to_move=1)
    assert legal(back, declare("AC", 10, "5S 3D AH"))
    own = pos(["AC 9D 8C", "9S"], [("simple", 8, 0, "5S 3D")])
    assert reason(own, declare("AC", 9, "5S 3D")) == "cannot-raise"
    two_cards = pos(["AC 2H 9D", "9S"], [("simple", 6, 1, "5S AD"), "2S"])
    assert reason(two_cards, declare("AC", 9, "5S AD 2S")) == "cannot-raise"


def test_r23_families_are_never_raised():
    s = pos(["7S 9S", "AC 8D 7C"], [("family", 7, 0, "5S 2D 7H")], to_move=1)
    assert reason(s, declare("AC", 8, "5S 2D 7H")) == "cannot-raise"
    assert "raise" not in kinds(s)


def test_r24_declarations_never_merge_nor_serve_as_summands():
    s = pos(["AC 6H 9D 10D", "9S"], [("simple", 4, 1, "2S 2H"), "5C"])
    assert reason(s, declare("AC", 10, "2S 2H 5C")) == "cannot-raise"
    assert legal(s, declare("6H", 10, "2S 2H"))  # a simple is raised, never summed
    both = pos(["4C 8D", "9S 4S"], [("simple", 4, 0, "2S 2H"), ("simple", 4, 1, "3S AD")],
               to_move=1)
    assert reason(both, declare("4S", 4, "2S 2H 3S AD")) == "bad-declaration"
    assert reason(both, declare("9S", 8, "2S 2H 3S AD")) == "bad-declaration"


def test_r25_one_card_captures_several_declarations_of_its_value():
    s = pos(["8C 9D", "8H 4C"], [("simple", 8, 0, "5S 3D"), ("simple", 8, 1, "6H 2H")])
    after = apply(s, take("8C", "5S 3D 6H 2H"))
    assert not after.decls and after.xeris[0] == 1


# -- 6. Obligations ------------------------------------------------------------------------------

def test_r26_owner_is_last_changer_and_owns_at_most_one():
    s = pos(["AH 9D", "9H 8C"], [("simple", 8, 1, "5S 3D")])
    after = apply(s, declare("AH", 9, "5S 3D"))
    assert after.owned_by(0) is not None and after.owned_by(1) is None
    with pytest.raises(NotationError, match="R26"):
        pos(["8C 9C", "9S"], [("simple", 8, 0, "5S 3D"), ("simple", 9, 0, "4H 5H")])


def test_r27_obligation_ends_when_the_pile_is_captured_or_changed():
    s = pos(["8H 2C", "8C 9C"], [("simple", 8, 1, "5S 3D")])
    assert apply(s, take("8H", "5S 3D")).owned_by(1) is None
    raised = pos(["AH 9D", "9H 8C"], [("simple", 8, 1, "5S 3D")])
    assert apply(raised, declare("AH", 9, "5S 3D")).owned_by(1) is None


def test_r28_owner_may_capture_elsewhere_take_its_pile_and_extend_it():
    s = pos(["6C 8C 8D", "9S"], [("simple", 8, 0, "5S 3D"), "2D", "4H", "6H", "2S"])
    assert legal(s, take("6C", "2D 4H"))
    assert legal(s, take("8C", "5S 3D 6H 2S"))
    assert legal(s, declare("8C", 8, "5S 3D"))  # extend its own, keeping 8D
    assert legal(s, take("8D", "6H 2S"))  # another 8 remains as reserve


def test_r29_owner_may_not_build_another_nor_spend_the_last_reserve():
    s = pos(["4C 6C 8C", "9S"], [("simple", 8, 0, "5S 3D"), "2D", ("simple", 5, 1, "4S AH")])
    assert reason(s, declare("4C", 6, "2D")) == "obligation"
    assert reason(s, declare("4C", 9, "4S AH")) == "obligation"
    assert reason(s, take("8C", "6C")) in ("not-on-table",)
    last = pos(["8C 9C", "9S"], [("simple", 8, 0, "6S 2H"), "5D", "3D"])
    assert reason(last, take("8C", "5D 3D")) in ("obligation", "no-reserve")
    assert legal(last, take("8C", "6S 2H 5D 3D"))


def test_r30_owner_may_not_lay():
    s = pos(["8C 9C", "9S"], [("simple", 8, 0, "5S 3D"), "KD"])
    assert reason(s, lay("9C")) == "obligation"
    assert "lay" not in kinds(s)


def test_r31_the_owner_always_has_a_move_and_takes_the_pile_with_the_last_card():
    s = pos(["8C", "9S"], [("simple", 8, 0, "5S 3D"), "KD"], to_move=0)
    assert [m.kind for m in legal_moves(s)] == ["capture"]
    end = pos(["8C", ""], [("simple", 8, 0, "5S 3D")], to_move=0)
    after = apply(end, take("8C", "5S 3D"))
    assert after.round_over and not after.decls


# -- 7. Xeri and end of round --------------------------------------------------------------------

def test_r32_a_capture_that_empties_the_table_is_a_xeri():
    s = pos(["5C 2H", "9S"], ["5D"])
    after = apply(s, take("5C", "5D"))
    assert after.xeris == [1, 0]


def test_r33_first_card_of_the_round_never_scores_a_xeri_but_after_a_redeal_it_can():
    first = pos(["10C 5S", "6S"], ["AS", "2D", "3C", "4H"], opening=True)
    assert apply(first, take("10C", "AS 2D 3C 4H")).xeris == [0, 0]
    later = pos(["10C 5S", "6S"], ["AS", "2D", "3C", "4H"], opening=False)
    assert apply(later, take("10C", "AS 2D 3C 4H")).xeris == [1, 0]


def test_r34_declaring_never_scores_a_xeri():
    s = pos(["3D 8C", "9S"], ["5S"])
    after = apply(s, declare("3D", 8, "5S"))
    assert after.xeris == [0, 0] and after.decls


def test_r35_leftovers_go_to_the_last_capturer_or_the_dealer_without_xeri():
    s = pos(["", "5H"], ["9S"], to_move=1, dealer=1, last=0)
    after = apply(s, lay("5H"))
    assert after.round_over and names(after.captured[0]) == ["5H", "9S"]
    assert after.xeris == [0, 0]
    nobody = pos(["", "5H"], ["9S"], to_move=1, dealer=0, last=None)
    assert names(apply(nobody, lay("5H")).captured[0]) == ["5H", "9S"]
    clears = pos(["", "7C"], ["3S", "4D"], to_move=1, dealer=1, last=0)
    assert apply(clears, take("7C", "3S 4D")).xeris == [0, 1]


# -- 8. Scoring and match ------------------------------------------------------------------------

def _round_end(captured, xeris=(0, 0), scores=(0, 0), variants=None):
    s = pos(["", "5H"], ["9S"], to_move=1, dealer=1, last=0, variants=variants,
            captured=[c.split() for c in captured], xeris=list(xeris), scores=list(scores))
    return apply(s, lay("5H"))


def test_r36_points_majority_aces_ten_of_diamonds_two_of_clubs_xeris():
    # Seat 0 gets 9S 5H as leftovers: 26 + 2 = 28 cards, 2 aces, 10D, one xeri = 18.
    c0 = "AS AH 10D 2S 2H 2D 3S 3H 3D 3C 4S 4H 4D 4C 5S 5D 5C 6S 6H 6D 6C 7S 7H 7D 7C 8S"
    c1 = "AD AC 2C 8H 8D 8C 9H 9D 9C 10S 10H 10C JS JH JD JC QS QH QD QC KS KH KD KC"
    after = _round_end([c0, c1], xeris=(1, 0))
    assert after.round_points == [18, 3]


def test_r36_no_majority_points_at_26_26():
    c0 = "AS AH 10D 2S 2H 2D 3S 3H 3D 3C 4S 4H 4D 4C 5S 5D 5C 6S 6H 6D 6C 7S 7H 7D"
    c1 = "AD AC 2C 7C 8S 8H 8D 8C 9H 9D 9C 10S 10H 10C JS JH JD JC QS QH QD QC KS KH KD KC"
    after = _round_end([c0, c1])
    assert len(after.captured[0]) == 26 and after.round_points == [4, 3]


def test_r37_scores_accumulate_toward_the_target():
    c0 = "AS AH 10D 2S 2H 2D 3S 3H 3D 3C 4S 4H 4D 4C 5S 5D 5C 6S 6H 6D 6C 7S 7H 7D 7C 8S"
    c1 = "AD AC 2C 8H 8D 8C 9H 9D 9C 10S 10H 10C JS JH JD JC QS QH QD QC KS KH KD KC"
    after = _round_end([c0, c1], scores=(40, 50))
    assert after.scores == [48, 53] and after.match_winner is None
    assert PAGAT.target == 61


def test_r38_one_side_at_target_wins_both_the_higher_a_tie_plays_on():
    assert match_winner([61, 60], 61) == 0
    assert match_winner([50, 70], 61) == 1
    assert match_winner([70, 65], 61) == 0
    assert match_winner([65, 65], 61) is None
    assert match_winner([30, 30], 61) is None


def test_r38_match_plays_rounds_until_a_winner():
    rng = random.Random(5)
    m = Match(PAGAT, seed=5)
    while True:
        s = m.state
        while not s.round_over:
            moves = legal_moves(s)
            s.apply(moves[rng.randrange(len(moves))])
        m.finish_round()
        if m.over:
            break
        m.next_round()
    assert max(m.scores) >= 61 and m.winner == m.scores.index(max(m.scores))
    assert sum(r.points[0] for r in m.rounds) == m.scores[0]


# -- 9. Four players -----------------------------------------------------------------------------

FOUR = Rules.make("partnership-4p")


def test_r40_partners_count_cards_and_xeris_as_a_team():
    s = pos(["", "", "", "6H"], ["9S"], profile="partnership-4p", to_move=3, dealer=3, last=2,
            captured=[["AS", "10D"], ["AD"], ["AH"], ["2C"]], xeris=[1, 0, 0, 1])
    after = apply(s, lay("6H"))
    # Side 0: AS 10D AH + 9S 6H = 5 cards (majority 4), 2 aces, 10D 2, xeri 10 = 18.
    assert after.round_points == [18, 12]


def test_r41_deal_from_the_dealers_right_and_two_deals_per_round():
    deck = stacked("AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H AD 2D 3D 4D 5D 6D AC 2C 3C 4C 5C 6C")
    s = deal_round(FOUR, 2, random.Random(0), deck=deck)
    assert names(s.hands[3]) == ["AS", "2S", "3S", "4S", "5S", "6S"]
    assert names(s.hands[0]) == ["AH", "2H", "3H", "4H", "5H", "6H"]
    assert names(s.hands[2]) == ["AC", "2C", "3C", "4C", "5C", "6C"]
    assert s.to_move == 3 and len(s.stock) == 24
    rng = random.Random(2)
    deals = 1
    while not s.round_over:
        before = len(s.stock)
        moves = legal_moves(s)
        s.apply(moves[rng.randrange(len(moves))])
        if len(s.stock) < before:
            deals += 1
            assert s.to_move == 3
    assert deals == 2


def test_r42_a_partner_may_lay_and_raise_the_partners_pile():
    s = pos(["5C 8D", "4H", "2D 7D 3C", "10S"], [("simple", 5, 0, "3S 2S"), "9H"],
            profile="partnership-4p", to_move=2, dealer=1)
    assert legal(s, lay("3C"))
    after = apply(s, declare("2D", 7, "3S 2S"))
    assert after.decls[0].owner == 2 and after.owned_by(0) is None


def test_r43_last_capturers_team_takes_leftovers_and_first_card_no_xeri():
    s = pos(["", "", "", "6H"], ["9S"], profile="partnership-4p", to_move=3, dealer=3, last=0)
    after = apply(s, lay("6H"))
    assert names(after.captured[0]) == ["6H", "9S"]
    first = pos(["5C", "2D", "3D", "4D"], ["5S"], profile="partnership-4p", opening=True)
    assert apply(first, take("5C", "5S")).xeris == [0, 0, 0, 0]


# -- V. Variants ---------------------------------------------------------------------------------

def test_v_must_capture_forbids_laying_a_card_that_can_capture():
    s = pos(["7H 2S", "9S"], ["7S", "3D"], variants={"V-MUST-CAPTURE": "yes"})
    assert reason(s, lay("7H")) == "must-capture"
    assert legal(s, lay("2S"))
    assert reason(s, declare("7H", 10, "3D")) == "no-reserve"
    ok = pos(["7H 10S 2S", "9S"], ["7S", "3D"], variants={"V-MUST-CAPTURE": "yes"})
    assert legal(ok, declare("7H", 10, "3D"))


def test_v_forced_sums_taking_a_declaration_takes_every_group_of_its_value():
    s = pos(["7C 8S", "7S"], [("simple", 7, 1, "4S 3H"), "5D", "2C", "7D"],
            variants={"V-FORCED-SUMS": "yes"})
    assert reason(s, take("7C", "4S 3H 7D")) == "must-capture"
    assert legal(s, take("7C", "4S 3H 7D 5D 2C"))
    assert legal(s, take("7C", "7D"))


def test_v_sweep_a_capture_may_not_leave_a_card_of_its_rank():
    s = pos(["7C 9H", "2H"], ["3S", "4S", "7D"], variants={"V-SWEEP": "yes"})
    assert reason(s, take("7C", "3S 4S")) == "must-capture"
    assert legal(s, take("7C", "3S 4S 7D"))


def test_v_triple_faces_capture_all():
    rules = Rules.make("pagat-2p", {"V-TRIPLE-FACES": "capture-all"})
    assert not table_needs_redeal(cards("QS QH QD 5C"), rules)
    assert table_needs_redeal(cards("QS QH QD QC"), rules)
    s = pos(["QC 5D", "3S"], ["QS", "QH", "QD", "5C"], variants={"V-TRIPLE-FACES": "capture-all"})
    assert legal(s, take("QC", "QS QH QD"))
    assert reason(s, take("QC", "QS")) == "face-card-rules"


def test_v_self_raise():
    s = pos(["AC 9D 8C", "9S"], [("simple", 8, 0, "5S 3D")], variants={"V-SELF-RAISE": "yes"})
    after = apply(s, declare("AC", 9, "5S 3D"))
    assert after.decls[0].value == 9 and after.decls[0].owner == 0


def test_v_raise_table_cards():
    s = pos(["AC 10D", "9S"], [("simple", 6, 1, "4S 2D"), "3H"],
            variants={"V-RAISE-TABLE-CARDS": "yes"})
    after = apply(s, declare("AC", 10, "4S 2D 3H"))
    assert after.decls[0].value == 10 and not after.decls[0].family
    plain = pos(["AC 10D", "9S"], [("simple", 6, 1, "4S 2D"), "3H"])
    assert reason(plain, declare("AC", 10, "4S 2D 3H")) == "cannot-raise"


def test_v_join_family():
    table = [("family", 7, 1, "5S 2D 7H"), "4S"]
    s = pos(["3C 7D", "9S"], table)
    assert legal(s, declare("3C", 7, "5S 2D 7H 4S"))
    closed = pos(["3C 7D", "9S"], table, variants={"V-JOIN-FAMILY": "no"})
    assert reason(closed, declare("3C", 7, "5S 2D 7H 4S")) == "cannot-extend"
    # Absorbing a simple into a new family stays open to all.
    simple = pos(["3C 7D", "9S"], [("simple", 7, 1, "5S 2D"), "4S"],
                 variants={"V-JOIN-FAMILY": "no"})
    assert legal(simple, declare("3C", 7, "5S 2D 4S"))


def test_v_soi_locked():
    table = [("family", 6, 0, "6S 6D"), "9C"]
    s = pos(["6H 6C 2D", "9S"], table, variants={"V-SOI-LOCKED": "yes"})
    assert reason(s, declare("6H", 6, "6S 6D")) == "cannot-extend"
    assert legal(pos(["6H 6C 2D", "9S"], table), declare("6H", 6, "6S 6D"))


def test_v_first_xeri():
    s = pos(["10C 5S", "6S"], ["AS", "2D", "3C", "4H"], opening=True,
            variants={"V-FIRST-XERI": "yes"})
    assert apply(s, take("10C", "AS 2D 3C 4H")).xeris == [1, 0]


def test_v_target():
    c0 = "AS AH 10D 2S 2H 2D 3S 3H 3D 3C 4S 4H 4D 4C 5S 5D 5C 6S 6H 6D 6C 7S 7H 7D 7C 8S"
    c1 = "AD AC 2C 8H 8D 8C 9H 9D 9C 10S 10H 10C JS JH JD JC QS QH QD QC KS KH KD KC"
    after = _round_end([c0, c1], scores=(60, 50), variants={"V-TARGET": 101})
    assert after.scores == [68, 53] and after.match_winner is None
    with pytest.raises(NotationError, match="V-TARGET"):
        pos(["5H", ""], [], variants={"V-TARGET": 0})


def test_v_direction_is_display_only():
    cw = Rules.make("partnership-4p", {"V-DIRECTION": "clockwise"})
    a = deal_round(cw, 0, random.Random(4))
    b = deal_round(FOUR, 0, random.Random(4))
    assert a.hands == b.hands and a.to_move == b.to_move == 1


# -- P. Profiles ---------------------------------------------------------------------------------

def test_profiles_players_and_variants():
    assert Rules.make("pagat-2p").players == 2 and not Rules.make("pagat-2p").overrides()
    taverna = Rules.make("taverna-2p")
    assert taverna.must_capture and taverna.forced_sums and taverna.triple_capture_all
    assert taverna.soi_locked and not taverna.sweep
    assert Rules.make("taverna-4p").players == 4 and Rules.make("taverna-4p").forced_sums
    p4 = Rules.make("partnership-4p")
    assert p4.players == 4 and not p4.must_capture
    doc = position_json(pos(["5H", ""], [], profile="taverna-2p"))
    assert doc["rules"]["profile"] == "taverna-2p"
    assert doc["rules"]["variants"]["V-FORCED-SUMS"] == "yes"
    assert len(doc["rules"]["variants"]) == 11
