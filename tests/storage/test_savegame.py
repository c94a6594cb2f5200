"""Saved games: versioned JSON that resumes a match exactly, and bad saves set aside."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from diloti_qt.engine import Decl, Match, Rules, State, legal_moves
from diloti_qt.engine.cards import parse_card
from diloti_qt.history_events import outcome_events
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import backup_path
from diloti_qt.storage.savegame import (
    FORMAT,
    SavedGame,
    SavedUndoStep,
    load_game,
    match_from_json,
    match_to_json,
    saved_game_from_json,
    saved_game_to_json,
    write_saved_game,
)


def first_move(state):
    return min(legal_moves(state), key=lambda m: (m.card, m.action, m.cards, m.value))


def finish_round(match: Match) -> None:
    while not match.state.round_over:
        match.state.apply(first_move(match.state))


def mid_round_game(profile: str = "pagat-2p", seed: int = 7, rounds: int = 0) -> SavedGame:
    """A match `rounds` rounds in, mid-round, with a declaration on the table and undo steps
    taken before each of seat 0's moves (as the controller does)."""
    for attempt in range(200):
        match = Match(Rules.make(profile), seed + attempt)
        for _ in range(rounds):
            finish_round(match)
            if match.over:
                break
            match.next_round()
        if match.over:
            continue
        rng = random.Random(attempt)
        game = SavedGame(match, 0, {s: "easy" for s in range(1, match.rules.players)})
        while not match.state.round_over and len(match.state.history) < 40:
            state = match.state
            moves = legal_moves(state)
            declares = [m for m in moves if m.action == "declare"]
            move = rng.choice(declares or moves)
            if state.to_move == 0:
                game.undo.append(SavedUndoStep(match.save_point(), list(game.history)))
            game.history.extend(outcome_events(state.apply(move)))
            if state.decls and game.undo and state.stock and not state.round_over:
                game.ai_rng = random.Random(attempt)
                return game
    raise AssertionError("no position with a declaration on the table")


def through_json(doc: dict) -> dict:
    return json.loads(json.dumps(doc))


def assert_same_match(a: Match, b: Match) -> None:
    assert a.state == b.state
    assert a.state.history == b.state.history
    assert a.state.decls == b.state.decls
    assert a.state.captured == b.state.captured
    assert a.state.stock == b.state.stock
    assert a.rounds == b.rounds
    assert (a.rules, a.seed, a.round_number, a.scores) == (b.rules, b.seed, b.round_number,
                                                          b.scores)
    assert a.rng.getstate() == b.rng.getstate()


@pytest.mark.parametrize("profile", ["pagat-2p", "taverna-2p", "taverna-4p", "partnership-4p"])
@pytest.mark.parametrize("rounds", [0, 2])
def test_match_round_trip_is_exact_and_the_next_deal_is_the_same(profile: str, rounds: int):
    game = mid_round_game(profile, rounds=rounds)
    original = game.match
    assert original.state.decls and len(original.rounds) == rounds
    loaded = match_from_json(through_json(match_to_json(original)))
    assert_same_match(original, loaded)
    for match in (original, loaded):
        finish_round(match)
        if not match.over:
            match.next_round()
    assert_same_match(original, loaded)
    assert original.rng.random() == loaded.rng.random()


def test_saved_game_round_trip_with_undo_history():
    game = mid_round_game("taverna-4p", seed=3, rounds=1)
    doc = through_json(saved_game_to_json(game))
    assert doc["format"] == FORMAT == "diloti-save/3" and doc["version"] == "3.2"
    # format 2: an undo step counts the save's history lines instead of repeating them
    assert [item["history_len"] for item in doc["undo"]] == [len(s.history) for s in game.undo]
    assert all("history" not in item for item in doc["undo"])
    back = saved_game_from_json(doc)
    assert_same_match(game.match, back.match)
    assert (back.human, back.levels, back.history) == (0, {1: "easy", 2: "easy", 3: "easy"},
                                                        game.history)
    assert back.ai_rng.getstate() == game.ai_rng.getstate()
    assert len(back.undo) == len(game.undo) >= 1
    for mine, theirs in zip(game.undo, back.undo, strict=True):
        assert mine.history == theirs.history
        assert mine.point[1:] == theirs.point[1:]
        assert mine.point[0] == theirs.point[0]
        assert mine.point[0].history == theirs.point[0].history
    game.match.restore(game.undo[0].point)
    back.match.restore(back.undo[0].point)
    assert_same_match(game.match, back.match)


def test_round_over_between_rounds_round_trips():
    match = Match(Rules.make("pagat-2p"), 4)
    finish_round(match)
    match.finish_round()
    loaded = match_from_json(through_json(match_to_json(match)))
    assert loaded.state.round_over and loaded.state.to_move is None
    assert loaded.state.round_points == match.state.round_points
    assert loaded.state.match_winner == match.state.match_winner
    assert loaded.round_number == match.round_number
    assert_same_match(match, loaded)
    match.next_round()
    loaded.next_round()
    assert_same_match(match, loaded)


def test_the_file_is_plain_json_and_loads_back(storage_home: Path):
    game = mid_round_game()
    assert write_saved_game(game) is None
    path = paths.autosave_path()
    assert path.parent == storage_home / "state"
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == "diloti-save/3" and doc["match_over"] is False
    assert doc["match"]["state"]["position"]["format"] == "diloti-position/1"
    loaded = load_game()
    assert loaded.source == "file" and not loaded.notices
    assert_same_match(game.match, loaded.value.match)


def test_a_truncated_save_falls_back_to_the_previous_move(storage_home: Path):
    game = mid_round_game()
    write_saved_game(game)
    before = game.match.state.clone()
    game.match.state.apply(first_move(game.match.state))
    write_saved_game(game)
    path = paths.autosave_path()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    loaded = load_game()
    assert loaded.source == "backup"
    assert loaded.value.match.state == before
    (note,) = loaded.notices
    assert note.code == "corrupt" and note.kept.read_bytes() == whole[: len(whole) // 2]


@pytest.mark.parametrize("change", [
    lambda d: d.update(format="diloti-save/4"),
    lambda d: d.update(version="4.0"),
])
def test_a_newer_major_version_is_set_aside(storage_home: Path, change):
    doc = saved_game_to_json(mid_round_game())
    change(doc)
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(doc))
    loaded = load_game()
    assert loaded.value is None and loaded.notices[0].code == "future"
    assert json.loads(loaded.notices[0].kept.read_text()) == doc
    assert not path.exists()


def test_a_newer_minor_version_with_extra_fields_loads():
    doc = through_json(saved_game_to_json(mid_round_game()))
    doc["version"] = "3.7"
    doc["something_new"] = {"a": 1}
    assert saved_game_from_json(doc).match.state.decls


def _drop_a_stock_card(doc):
    doc["match"]["state"]["position"]["stock"].pop()


def _duplicate_a_card(doc):
    position = doc["match"]["state"]["position"]
    position["hands"][0][0] = position["hands"][1][0]


def _bad_rng(doc):
    doc["match"]["rng"][1] = [1, 2, 3]


def _undo_from_other_rules(doc):
    doc["undo"][0]["point"]["state"]["position"]["rules"] = {"profile": "taverna-2p"}


def _bad_kind(doc):
    doc["match"]["state"]["moves"][0]["kind"] = 7


def _not_a_save(doc):
    doc["format"] = "diloti-position/1"


@pytest.mark.parametrize("tamper", [_drop_a_stock_card, _duplicate_a_card, _bad_rng,
                                    _undo_from_other_rules, _bad_kind, _not_a_save])
def test_damaged_content_is_rejected_not_half_loaded(storage_home: Path, tamper):
    doc = through_json(saved_game_to_json(mid_round_game()))
    tamper(doc)
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(doc))
    loaded = load_game()
    assert loaded.value is None and [n.code for n in loaded.notices] == ["corrupt"]
    assert json.loads(loaded.notices[0].kept.read_text()) == doc


def test_declaration_order_is_kept():
    match = Match(Rules.make("pagat-2p"), 1)
    first = Decl(8, 0, False, (parse_card("3D"), parse_card("5S")))
    second = Decl(9, 1, False, (parse_card("4H"), parse_card("5H")))
    eight, nine = parse_card("8S"), parse_card("9S")  # each owner keeps its reserve (R18)
    used = set(first.cards + second.cards + (eight, nine))
    rest = [c for c in range(52) if c not in used]
    match.state = State(match.rules, dealer=1, to_move=0,
                        hands=[rest[0:5] + [eight], rest[5:10] + [nine]], loose=rest[10:12],
                        decls=[second, first], stock=rest[12:36],
                        captured=[rest[36:42], rest[42:]])
    loaded = match_from_json(through_json(match_to_json(match)))
    assert loaded.state.decls == [second, first]
    assert_same_match(match, loaded)


def test_missing_save_is_quiet(storage_home: Path):
    loaded = load_game()
    assert (loaded.value, loaded.source, loaded.notices) == (None, "missing", [])
    assert not backup_path(paths.autosave_path()).exists()


def test_card_names_are_the_notation_spelling():
    doc = match_to_json(mid_round_game().match)
    hand = doc["state"]["position"]["hands"][0]
    assert all(isinstance(name, str) for name in hand)
    assert [parse_card(name) for name in hand] == sorted(parse_card(name) for name in hand)


def test_round_start_survives_a_save_for_the_round_review():
    import random as _random

    from diloti_qt.engine import Match, Rules, legal_moves
    from diloti_qt.storage.savegame import match_from_json, match_to_json

    match = Match(Rules.make("pagat-2p"), 12)
    rng = _random.Random(3)
    for _ in range(9):
        match.state.apply(rng.choice(legal_moves(match.state)))
    again = match_from_json(match_to_json(match))
    assert again.round_start == match.round_start
    decisions = again.round_decisions()
    assert len(decisions) == 9 and decisions[0][0] == match.round_start
    assert [m for _, m in decisions] == [m for _, m in match.state.history]


def test_a_match_playing_a_records_deals_resumes_with_them():
    """3.2: the decks of a record's deals are saved; the resumed match deals the next round
    from them (not from its seed), and a damaged deck is refused, not dealt."""
    from diloti_qt.storage.atomic import CorruptFileError

    source = Match(Rules.make("pagat-2p"), 5)
    finish_round(source)
    source.next_round()
    decks = (tuple(source.rounds[0].start.hands[1] + source.rounds[0].start.hands[0]
                   + source.rounds[0].start.loose + source.rounds[0].start.stock),
             tuple(source.round_start.hands[0] + source.round_start.hands[1]
                   + source.round_start.loose + source.round_start.stock))
    match = Match(Rules.make("pagat-2p"), 99, first_dealer=source.rounds[0].dealer,
                  decks=decks)
    finish_round(match)
    doc = through_json(match_to_json(match))
    assert len(doc["decks"]) == 2 and len(doc["decks"][0]) == 52
    loaded = match_from_json(doc)
    assert loaded.decks == decks and loaded.deal_number is None
    loaded.next_round()
    assert loaded.state.stock == source.state.stock  # round 2 of the record, not seed 99
    doc["decks"][1][0] = doc["decks"][1][1]
    with pytest.raises(CorruptFileError, match="decks"):
        match_from_json(doc)
