"""Kept match records: a whole match played through the real controller is recorded by the
session, read back, replayed to every move and compared with the positions the game had;
the store's files are atomic, bounded and a damaged index is rebuilt."""

from __future__ import annotations

from PySide6.QtCore import QObject

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules, legal_moves
from diloti_qt.engine.record import RecordError
from diloti_qt.storage import paths
from diloti_qt.storage.records import RecordStore, read_record_path
from diloti_qt.ui.session import Session


class Window(QObject):
    """What a Session needs of its window."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.statuses: list[str] = []

    def show_status(self, text: str, *_rest) -> None:
        self.statuses.append(text)


def play_match(qtbot, c: GameController, seed: int, rules: Rules | None = None,
               human: int = 0, before_move=None) -> list:
    """Play the human's side (its first legal move) to the end of the match; every
    position the game passed through, in order (what the controller's state was).
    `before_move()` is called before each of the human's moves."""
    seen = []
    c.state_changed.connect(lambda: seen.append(c.state.clone()))
    c.new_match(rules or Rules.make("pagat-2p"), seed=seed, level="random", human=human)
    seen.insert(0, c.state.clone())
    while not c.match_over():
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=10000)
        if c.state.round_over:
            if not c.match_over():
                c.next_round()
            continue
        if before_move is not None:
            before_move()
        moves = sorted(legal_moves(c.state), key=repr)
        assert c.play(moves[len(c.state.history) % len(moves)])
    return seen


def test_a_whole_match_is_recorded_and_replays_exactly(qtbot, tmp_path):
    c = GameController()
    c.pace = "instant"
    window = Window(c)
    session = Session(window, tmp_path / "autosave.json", tmp_path / "history.sqlite3")
    try:
        seen = play_match(qtbot, c, 4242)
        session.wait_for_records()
        entries = session.records.entries()
        assert len(entries) == 1
        entry = entries[0]
        assert entry.deal_number == 4242 and entry.scores == tuple(c.match.scores)
        assert entry.names == ("You", "Computer") and entry.levels == (None, "random")
        record = session.records.load(entry.id)
        replayed = []
        for i in range(len(record.rounds)):
            replayed.extend(record.positions(i))
        # every position the game showed is one the record passes through, in order
        keys = [s.key() for s in replayed]
        shown = []
        for s in seen:
            if not shown or shown[-1] != s.key():
                shown.append(s.key())
        assert shown == keys
        assert [list(p) for p in record.round_points] == [r.points for r in c.match.rounds]
    finally:
        session.close()
        c.shutdown()


def test_a_match_played_from_another_seat_is_kept_with_that_seat(qtbot, tmp_path):
    """Play this deal seats the person where they sat (here the fourth seat of four): the
    match's record and its statistics say that seat, not the first of its side."""
    c = GameController()
    c.pace = "instant"
    session = Session(Window(c), tmp_path / "autosave.json", tmp_path / "history.sqlite3")
    try:
        play_match(qtbot, c, 31, Rules.make("partnership-4p", {"V-TARGET": 1}), human=3)
        session.wait_for_records()
        (entry,) = session.records.entries()
        assert entry.seat == 3 and entry.human_side == 1
        assert entry.levels == ("random", "random", "random", None)
        assert entry.names[3] == "You"
    finally:
        session.close()
        c.shutdown()


def test_a_match_without_its_moves_keeps_no_record(qtbot, tmp_path):
    c = GameController()
    c.pace = "instant"
    session = Session(Window(c), tmp_path / "autosave.json", tmp_path / "history.sqlite3")
    try:
        play_match(qtbot, c, 7)
        session.wait_for_records()
        for r in c.match.rounds:  # as a match resumed from an older save
            r.start = None
        session.keep_record(c.match, [("You", None), ("Computer", "random")],
                            "2026-01-01T00:00:00+00:00", 7, 0)
        session.wait_for_records()
        assert len(session.records.entries()) == 1
    finally:
        session.close()
        c.shutdown()


def _store_with_one(tmp_path):
    from diloti_qt.engine.record import record_of_match
    from tests.engine.test_record import PLAYERS, played_match

    match, _ = played_match(5)
    store = RecordStore(tmp_path / "records")
    entry = store.save(record_of_match(match, PLAYERS, "2026-12-01T10:00:00+00:00", 5), 0)
    return store, entry


def test_a_damaged_index_is_rebuilt_and_delete_works(tmp_path):
    store, entry = _store_with_one(tmp_path)
    (tmp_path / "records" / "index.json").write_bytes(b"\x00garbage")
    fresh = RecordStore(tmp_path / "records")
    assert [e.id for e in fresh.entries()] == [entry.id]
    assert fresh.find("2026-12-01T10:00:00+00:00", 5).id == entry.id
    fresh.delete(entry.id)
    assert fresh.entries() == [] and RecordStore(tmp_path / "records").entries() == []


def test_a_damaged_record_file_is_one_clear_refusal(tmp_path):
    store, entry = _store_with_one(tmp_path)
    path = tmp_path / "records" / (entry.id + ".diloti")
    path.write_bytes(path.read_bytes()[:-40])
    try:
        read_record_path(path)
    except RecordError as e:
        assert "\n" not in str(e) and "JSON" in str(e)
    else:
        raise AssertionError("a truncated record was read")
    try:
        store.load("../../etc/passwd")
    except RecordError:
        pass
    else:
        raise AssertionError("a name outside the folder was read")


def test_records_live_beside_the_history():
    assert RecordStore().folder == paths.data_dir() / "records"


def test_a_match_resumed_from_its_save_still_keeps_its_record(qtbot, tmp_path):
    """The save keeps each finished round's deal and moves (save 3.1): a match finished
    after a restart has its whole record."""
    from diloti_qt.storage.savegame import load_game, restore_controller, save_game

    c = GameController()
    c.pace = "instant"
    path = tmp_path / "autosave.json"
    # saved before each of the person's moves: the last save is from the last round, before
    # the match ended (an undo cannot take a finished match back: issue 38, D5)
    play_match(qtbot, c, 4242, before_move=lambda: save_game(c, path))
    saved = load_game(path).value
    assert not saved.match.over and saved.match.rounds
    resumed = GameController()
    resumed.pace = "instant"
    session = Session(Window(resumed), tmp_path / "a2.json", tmp_path / "history.sqlite3")
    try:
        restore_controller(resumed, load_game(path).value)
        assert all(r.start is not None for r in resumed.match.rounds)
        while not resumed.match_over():
            qtbot.waitUntil(lambda: resumed.is_human_turn() or resumed.state.round_over,
                            timeout=10000)
            if resumed.state.round_over:
                break
            assert resumed.play(sorted(legal_moves(resumed.state), key=repr)[0])
        qtbot.waitUntil(resumed.match_over, timeout=10000)
        session.wait_for_records()
        entries = session.records.entries()
        assert len(entries) == 1 and entries[0].rounds == len(resumed.match.rounds)
    finally:
        session.close()
        resumed.shutdown()
        c.shutdown()


def test_the_index_keeps_the_players_seat_and_reads_an_index_from_before_it(tmp_path):
    import json

    from diloti_qt.engine.record import record_of_match

    from tests.engine.test_record import PLAYERS, played_match

    match, _ = played_match(5, "partnership-4p", {"V-TARGET": 21})
    players = [PLAYERS[0], PLAYERS[1], PLAYERS[0], PLAYERS[1]]
    store = RecordStore(tmp_path / "records")
    record = record_of_match(match, players, "2026-12-01T10:00:00+00:00", 5)
    entry = store.save(record, 1, seat=3)
    assert (entry.seat, entry.human_side) == (3, 1)
    assert RecordStore(tmp_path / "records").entries()[0].seat == 3
    index = tmp_path / "records" / "index.json"
    doc = json.loads(index.read_text(encoding="utf-8"))
    del doc["records"][0]["seat"]  # written before the seat was kept: its side's first
    index.write_text(json.dumps(doc), encoding="utf-8")
    assert RecordStore(tmp_path / "records").entries()[0].seat == 1
    doc["records"][0]["seat"] = 2  # a seat of the other side: the index is rebuilt
    index.write_text(json.dumps(doc), encoding="utf-8")
    (rebuilt,) = RecordStore(tmp_path / "records").entries()
    # rebuilt from the file, which names the player's seat
    assert (rebuilt.id, rebuilt.seat, rebuilt.human_side) == (entry.id, 3, 1)
    assert not rebuilt.seat_guessed


def test_a_kept_record_names_its_players_seat_and_one_from_before_reads_a_default(tmp_path):
    """The store writes the player's seat into the record (`you`, version 2) unless it was
    guessed (a file's: it keeps the seat it named). A record from before (version 1, no
    seat named) is read as the only person's seat, else the first person's, guessed."""
    import dataclasses
    import json

    from diloti_qt.engine.record import Player, record_of_match
    from diloti_qt.storage.records import kept_seat

    from tests.engine.test_record import played_match

    match, _ = played_match(5, "partnership-4p", {"V-TARGET": 21})
    alone = (Player("Right", "easy"), Player("Partner", "easy"), Player("Left", "easy"),
             Player("Me", None))
    record = record_of_match(match, alone, "2026-12-01T10:00:00+00:00", 5)
    assert record.you is None and kept_seat(record) == (3, False)  # the only person
    friends = (Player("Ana", None), Player("Computer", "easy"), Player("Vasilis", None),
               Player("Computer", "easy"))
    theirs = record_of_match(match, friends, "2026-12-02T10:00:00+00:00", 5)
    assert kept_seat(theirs) == (0, True)  # several people: the first, a guess
    assert kept_seat(dataclasses.replace(theirs, you=2)) == (2, False)
    store = RecordStore(tmp_path / "records")
    kept = store.save(theirs, 0, seat=2)
    assert store.load(kept.id).you == 2
    path = tmp_path / "records" / (kept.id + ".diloti")
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "diloti-match/2"
    guessed = store.save(dataclasses.replace(theirs, played_at="2026-12-03T10:00:00+00:00"),
                         0, seat=0, seat_guessed=True)
    assert store.load(guessed.id).you is None  # the file named nobody: it still does
    # files from before seats were named: the index rebuilt reads the default
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["you"]
    path.write_text(json.dumps(dict(doc, format="diloti-match/1")), encoding="utf-8")
    (tmp_path / "records" / "index.json").unlink()
    rebuilt = {e.id: e for e in RecordStore(tmp_path / "records").entries()}
    assert (rebuilt[kept.id].seat, rebuilt[kept.id].seat_guessed) == (0, True)


def test_a_match_played_is_kept_once_its_row_from_its_record_and_played_once_after(
        qtbot, tmp_path, monkeypatch):
    """Issue 39: the window's match through the real controller and Session: one writer
    keeps its record and the statistics row derived from it (they agree), and between the
    last card and the Expert's first comment the match is played once more (the record's
    checking replay, whose positions the viewer and the comments share) — it was five
    times for the last round, seven for the viewer's comments."""
    from diloti_qt.controller.review import finished_round
    from diloti_qt.engine.state import State
    from diloti_qt.storage.history import MatchHistory, record_row
    from diloti_qt.ui.replay.comments import decisions_of
    from diloti_qt.ui.replay.source import ReplaySource

    c = GameController()
    c.pace = "instant"
    applies = {"on": False, "count": 0}
    apply = State.apply

    def counted(self, move):
        if applies["on"]:
            applies["count"] += 1
        return apply(self, move)

    monkeypatch.setattr(State, "apply", counted)
    c.match_finished.connect(lambda _side: applies.update(on=True))  # before the session's
    session = Session(Window(c), tmp_path / "autosave.json", tmp_path / "history.sqlite3")
    try:
        play_match(qtbot, c, 4242)
        review = finished_round(c)  # the window's, then the end sheet's: one
        assert finished_round(c) is review and review.has_choices()
        session.wait_for_records()
        (entry,) = session.records.entries()
        record = session.records.load(entry.id)
        moves = sum(len(r.moves) for r in record.rounds)
        assert applies["count"] == moves  # the record's one checking replay
        source = ReplaySource(record, entry.seat)
        for r in range(len(record.rounds)):
            source.go(r, 0)
            decisions_of(record, r)
        assert applies["count"] == moves  # the viewer and the comments: shared
        list(review.decisions)
        assert applies["count"] == moves + len(record.rounds[-1].moves)  # opened: once
        with MatchHistory.open(tmp_path / "history.sqlite3")[0] as history:
            (row,) = history.recent()
        assert row == record_row(record, entry.seat)
        assert session.writer.pending == 0
    finally:
        session.close()
        c.shutdown()
