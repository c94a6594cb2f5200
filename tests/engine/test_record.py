"""The match record (NOTATION "match record"): built from a played match, replayed move by
move, refused with one line naming round, move, seat and rule; and a fuzz of hostile files."""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diloti_qt.engine import Match, Rules, legal_moves
from diloti_qt.engine import cli as engine_cli
from diloti_qt.engine.record import (
    MAX_BYTES,
    Player,
    RecordError,
    dump_record,
    load_record,
    record_json,
    record_of_match,
)

PLAYERS = (Player("Anna", None), Player("Computer", "expert"))


def played_match(seed: int = 7, profile: str = "pagat-2p",
                 overrides: dict | None = None) -> tuple[Match, list]:
    """A match to the end with random legal moves; and every position it passed."""
    match = Match(Rules.make(profile, overrides), seed)
    rng = random.Random(seed)
    seen = []
    while True:
        state = match.state
        seen.append(state.clone())
        if state.round_over:
            if match.over:
                match.finish_round()
                return match, seen
            match.next_round()
            continue
        moves = sorted(legal_moves(state), key=repr)
        state.apply(rng.choice(moves))


@pytest.fixture(scope="module")
def record_doc() -> dict:
    """A version-2 record naming its player's seat (`you`), as the app keeps one."""
    match, _ = played_match()
    record = record_of_match(match, PLAYERS, "2026-12-01T22:00:00Z", match.seed)
    return record_json(dataclasses.replace(record, you=0))


def test_a_played_match_replays_to_the_same_positions():
    match, seen = played_match(11)
    record = load_record(dump_record(record_of_match(match, PLAYERS, None, match.seed)))
    replayed = []
    for i in range(len(record.rounds)):
        replayed.extend(record.positions(i))
    assert [s.key() for s in replayed] == [s.key() for s in seen]
    assert list(record.scores) == match.scores and record.winner == match.winner
    assert [list(p) for p in record.round_points] == [r.points for r in match.rounds]


def test_four_players_replay():
    match, _ = played_match(3, "partnership-4p")
    record = load_record(dump_record(record_of_match(match, PLAYERS * 2, None, None)))
    assert record.winner == match.winner and len(record.rounds) == len(match.rounds)


def run_replay(tmp_path, doc_or_text) -> tuple[int, str, str]:
    path = tmp_path / "m.diloti"
    text = doc_or_text if isinstance(doc_or_text, str) else json.dumps(doc_or_text)
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    status = engine_cli.main(["replay", str(path)], io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def test_replay_command_prints_each_round(tmp_path, record_doc):
    status, out, err = run_replay(tmp_path, record_doc)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == len(record_doc["rounds"]) + 1
    first = record_doc["result"]["rounds"][0]
    assert lines[0].endswith(f"points {first[0]}-{first[1]}")
    scores = record_doc["result"]["scores"]
    assert lines[-1].startswith(f"result: {scores[0]}-{scores[1]}, won by ")


def test_an_illegal_move_is_refused_with_its_number_seat_and_rule(tmp_path, record_doc):
    doc = copy.deepcopy(record_doc)
    moves = doc["rounds"][1]["moves"]
    start_hands = doc["rounds"][1]["start"]["hands"]
    seat = doc["rounds"][1]["start"]["to_move"]
    other = start_hands[1 - seat][0]  # a card of the other seat's hand: not the mover's
    moves[0] = {"card": other, "action": "lay"}
    status, out, err = run_replay(tmp_path, doc)
    assert status == 2 and out == ""
    assert err.count("\n") == 1
    assert f"round 2 move 1 (seat {seat})" in err and "not-in-hand" in err and "R9" in err


def test_a_changed_result_or_deal_is_refused(tmp_path, record_doc):
    doc = copy.deepcopy(record_doc)
    doc["result"]["scores"][0] += 1
    status, _, err = run_replay(tmp_path, doc)
    assert status == 2 and "result.scores" in err
    doc = copy.deepcopy(record_doc)
    doc["deal_number"] += 1
    status, _, err = run_replay(tmp_path, doc)
    assert status == 2 and "is not round 1 of deal" in err


def test_a_stacked_deal_is_refused(record_doc):
    doc = copy.deepcopy(record_doc)
    start = doc["rounds"][0]["start"]
    start["hands"][0], start["stock"][:6] = start["stock"][:6], start["hands"][0]
    doc["deal_number"] = None
    with pytest.raises(RecordError) as e:  # the deal is fine, the moves no longer are
        load_record(json.dumps(doc))
    assert "round 1" in str(e.value)


def test_a_huge_file_is_refused_before_it_is_parsed(tmp_path):
    status, _, err = run_replay(tmp_path, " " * (MAX_BYTES + 1))
    assert status == 2 and "larger than" in err


def _mutations(doc: dict, rng: random.Random) -> object:
    """One hostile variant of a valid record."""
    doc = copy.deepcopy(doc)
    kind = rng.randrange(8)
    text = json.dumps(doc)
    if kind == 0:
        return text[: rng.randrange(len(text))]  # truncated
    if kind == 1:  # a round's moves shuffled
        moves = doc["rounds"][rng.randrange(len(doc["rounds"]))]["moves"]
        rng.shuffle(moves)
    elif kind == 2:  # a move dropped
        moves = doc["rounds"][rng.randrange(len(doc["rounds"]))]["moves"]
        del moves[rng.randrange(len(moves))]
    elif kind == 3:  # a round duplicated
        doc["rounds"].insert(0, doc["rounds"][0])
    elif kind == 4:  # a key with a hostile value
        target = rng.choice([doc, doc["rounds"][0], doc["result"], doc["players"][0]])
        key = rng.choice(sorted(target))
        target[key] = rng.choice([None, -1, 2**70, "x" * 5000, [], {}, [[[]]], 1.5, True])
    elif kind == 5:  # deeply nested
        return "[" * 50_000 + "]" * 50_000
    elif kind == 6:  # the player's seat: hostile, or in a version that has none
        if rng.random() < 0.2:
            doc["format"] = rng.choice(["diloti-match/1", "diloti-match/3", None, 2])
        else:
            doc["you"] = rng.choice([-1, 2, 4, 2**70, 1.0, True, "0", [0], {}, None, 1])
    else:  # an unknown key
        doc[rng.choice(["extra", "bad\nkey", "\u2028"])] = 1
    return json.dumps(doc)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32))
def test_fuzz_hostile_records_give_one_clear_refusal(record_doc, seed):
    text = _mutations(record_doc, random.Random(seed))
    try:
        record = load_record(text)
    except RecordError as e:
        message = str(e)
        assert message and "\n" not in message and len(message) <= 400
    else:  # a harmless change (a shuffle that kept the moves legal): fully checked
        assert record.winner in (0, 1)
        assert record.you is None or record.you in range(len(record.players))


def same_deal(a, b) -> bool:
    """The same cards in the same places (the scores before the round may differ)."""
    return (a.dealer == b.dealer and [sorted(h) for h in a.hands] == [sorted(h) for h in b.hands]
            and sorted(a.loose) == sorted(b.loose) and list(a.stock) == list(b.stock))


@pytest.mark.parametrize("profile", ["pagat-2p", "partnership-4p"])
def test_a_records_deals_are_dealt_again_in_order_then_the_seed_deals(profile):
    """Play this deal for a record without a deal number: a Match given the record's
    decks deals its rounds again, whatever is played; past them it deals from its seed."""
    from diloti_qt.engine.record import record_deals

    match, _ = played_match(9, profile, {"V-TARGET": 31})
    record = load_record(dump_record(record_of_match(match, PLAYERS * (len(
        match.state.hands) // 2), None, None)))
    dealer, decks = record_deals(record)
    assert len(decks) == len(record.rounds) >= 3
    again = Match(record.rules, 4711, first_dealer=dealer, decks=decks[:2])
    assert again.deal_number is None and Match(record.rules, 4711).deal_number == 4711
    rng = random.Random(1)  # other moves than the record's
    dealt = [again.state.clone()]
    while True:
        state = again.state
        if state.round_over:
            if again.over:
                break
            dealt.append(again.next_round().clone())
            continue
        state.apply(rng.choice(sorted(legal_moves(state), key=repr)))
    assert len(dealt) >= 3
    assert all(same_deal(start, rnd.start) for start, rnd in zip(dealt[:2], record.rounds))
    # past the decks given, the seed deals (not the record's third deal)
    assert not any(same_deal(s, r.start) for s in dealt[2:] for r in record.rounds)
    full = Match(record.rules, 4711, first_dealer=dealer, decks=decks)
    assert same_deal(full.state, record.rounds[0].start)


def test_a_record_names_the_players_seat_and_a_version_1_record_still_reads(record_doc):
    """Version 2 names the seat of the player who kept the record (`you`); version 1, the
    same document without it, still reads (nobody named) and is what a record naming
    nobody is written as (a reader of version 1 reads it); a `you` that is not a seat is
    refused, as is one in version 1."""
    record = load_record(json.dumps(record_doc))
    assert record_doc["format"] == "diloti-match/2" and record.you == 0
    assert load_record(dump_record(dataclasses.replace(record, you=1))).you == 1
    old = copy.deepcopy(record_doc)
    del old["you"]
    old["format"] = "diloti-match/1"
    assert load_record(json.dumps(old)).you is None
    assert record_json(dataclasses.replace(record, you=None)) == old
    refusals = [(dict(record_doc, you=2), "you: must be a seat (0-1)"),
                (dict(record_doc, you=-1), "you: must be a seat"),
                (dict(record_doc, you=True), "you: must be a seat"),
                (dict(record_doc, you="0"), "you: must be a seat"),
                (dict(old, you=0), "unknown key 'you'"),
                (dict(record_doc, format="diloti-match/3"), "format: must be")]
    for doc, said in refusals:
        with pytest.raises(RecordError) as e:
            load_record(json.dumps(doc))
        assert said in str(e.value)
    assert load_record(json.dumps(dict(record_doc, you=None))).you is None
    four, _ = played_match(3, "partnership-4p")
    four_doc = record_json(dataclasses.replace(
        record_of_match(four, PLAYERS * 2, None, None), you=3))
    assert load_record(json.dumps(four_doc)).you == 3
    with pytest.raises(RecordError, match="you: must be a seat \\(0-3\\)"):
        load_record(json.dumps(dict(four_doc, you=4)))
