"""The player's own puzzles (issue 41, puzzles/own.py): a costly decision of the Expert's
comments becomes a puzzle of its position, solved exactly in a round's last deal, else the
Expert's estimate; a decision that was not costly, or another seat's, is none."""

from __future__ import annotations

from diloti_qt.engine import legal_moves, move_json, position_json
from diloti_qt.engine.record import record_of_match
from diloti_qt.puzzles.build import same_outcome_key
from diloti_qt.puzzles.own import SOLVE_NODES, candidates_of, own_key, own_puzzles, solve
from diloti_qt.ui.replay.comments import COMMENTS_VERSION, is_costly, read_comments

from ..engine.test_record import PLAYERS, played_match


def commented_record(seed: int = 5, items=None):
    """A finished match's record and comments naming `items(record)` (each: (round, move
    number) -> (best move, loss, error))."""
    record = match_record(seed)
    return record, read_comments(comments_doc(record, items(record) if items else {}),
                                 record, 0)


def match_record(seed: int = 5, played_at: str = "2026-12-01T10:00:00+00:00"):
    """A short finished two-player match (to 20 points) of random moves."""
    match, _ = played_match(seed, overrides={"V-TARGET": 20})
    return record_of_match(match, PLAYERS, played_at, seed)


def comments_doc(record, chosen: dict) -> dict:
    """The Expert's comments as a record keeps them, for seat 0, commenting `chosen`
    ((round, move number) -> (best move, loss, error)) only."""
    rounds = []
    for r in range(len(record.rounds)):
        kept = []
        for (rr, m), (best, loss, error) in chosen.items():
            if rr == r:
                kept.append({"move": m, "best": move_json(best), "loss": loss,
                             "played_value": 1.0, "best_value": 1.0 + loss,
                             "error": error})
        rounds.append(kept)
    return {"version": COMMENTS_VERSION, "seat": 0, "budget": 0.02, "rounds": rounds,
            "chances": [[0.5] * (len(rnd.moves) + 1) for rnd in record.rounds]}


def decisions(record, seat: int = 0):
    """((round, move number), state, played) of `seat`'s decisions with a choice."""
    out = []
    for r in range(len(record.rounds)):
        positions = record.positions(r)
        out += [((r, m), positions[m], mv) for m, mv in enumerate(record.rounds[r].moves)
                if positions[m].to_move == seat and len(legal_moves(positions[m])) > 1]
    return out


def other_move(state, played):
    return next(m for m in sorted(legal_moves(state), key=repr)
                if same_outcome_key(m) != same_outcome_key(played))


def early(record):
    """A decision of seat 0 with the stock not empty."""
    return next((m, s, mv) for m, s, mv in decisions(record) if s.stock)


LAST_DEAL: dict = {}


def costly_last_deal(record):
    """A decision of seat 0 in the last deal that the exact solver finds costly (the
    quickest to solve: the fewest cards in hand)."""
    key = (record.deal_number, record.played_at)
    if key in LAST_DEAL:
        return LAST_DEAL[key]
    for m, s, mv in sorted(decisions(record), key=lambda d: sum(map(len, d[1].hands))):
        if s.stock:
            continue
        values = solve(s, SOLVE_NODES)
        if values is None:
            continue
        played = next(v for mm, v in values if same_outcome_key(mm) == same_outcome_key(mv))
        if played < values[0][1]:
            LAST_DEAL[key] = m, s, mv, values
            return LAST_DEAL[key]
    raise AssertionError("no costly last-deal decision in this match")


def test_a_costly_decision_is_a_puzzle_of_its_position_with_the_experts_answer():
    def items(record):
        m, state, played = early(record)
        return {m: (other_move(state, played), 3.5, 0.5)}

    record, comments = commented_record(items=items)
    m, state, played = early(record)
    found = candidates_of(record, comments, 0, is_costly, "20261201T100000Z-5",
                          "2026-12-01T10:00:00+00:00")
    assert [(c.round, c.move_index) for c in found] == [m]
    [puzzle] = own_puzzles(found)
    assert position_json(puzzle.state) == position_json(state)
    assert puzzle.answers == (other_move(state, played),) and puzzle.played == played
    assert not puzzle.exact and puzzle.loss == 3.5 and puzzle.margin == 4
    assert puzzle.key == own_key("20261201T100000Z-5", *m) == "20261201T100000Z-5/{}.{}".format(*m)


def test_a_last_deal_decision_is_solved_exactly():
    def items(record):
        m, state, played, _values = costly_last_deal(record)
        return {m: (other_move(state, played), 1.5, 0.2)}

    record, comments = commented_record(items=items)
    m, state, played, values = costly_last_deal(record)
    [puzzle] = own_puzzles(candidates_of(record, comments, 0, is_costly))
    assert puzzle.exact and (puzzle.round, puzzle.move_index) == m
    best = values[0][1]
    mine = next(v for mm, v in values if same_outcome_key(mm) == same_outcome_key(played))
    assert puzzle.answers == tuple(mm for mm, v in values if v == best)
    assert puzzle.margin == best - mine == puzzle.loss
    assert puzzle.values == values


def test_decisions_that_were_not_costly_are_no_puzzles():
    def items(record):
        m, state, played = early(record)
        return {m: (other_move(state, played), 3.0, 3.5)}  # the loss within its error

    record, comments = commented_record(items=items)
    assert candidates_of(record, comments, 0, is_costly) == []
    record, comments = commented_record()  # no comment at all
    assert own_puzzles(candidates_of(record, comments, 0, is_costly)) == []


def test_the_costliest_come_first_and_at_most_the_limit():
    def items(record):
        found = decisions(record)
        picked = [d for d in found if d[1].stock][:3]
        return {m: (other_move(s, mv), 1.0 + k, 0.1) for k, (m, s, mv) in enumerate(picked)}

    record, comments = commented_record(items=items)
    puzzles = own_puzzles(candidates_of(record, comments, 0, is_costly), limit=2)
    assert [p.loss for p in puzzles] == [3.0, 2.0]


def test_the_solves_stop_at_the_sets_node_budget():
    """Past the set's node budget a last-deal decision is the Expert's estimate."""
    def items(record):
        m, state, played, _values = costly_last_deal(record)
        return {m: (other_move(state, played), 1.5, 0.2)}

    record, comments = commented_record(items=items)
    [puzzle] = own_puzzles(candidates_of(record, comments, 0, is_costly), total_nodes=0)
    assert not puzzle.exact and puzzle.loss == 1.5


def kept_records(folder, items=None, seed: int = 5):
    """A records folder (storage.records) with one match whose comments name `items`, and
    one without comments; the commented one's entry."""
    from diloti_qt.storage.records import RecordStore

    store = RecordStore(folder)
    record = match_record(seed)
    entry = store.save(record, 0)
    store.set_comments(entry.id, comments_doc(record, items(record) if items else {}))
    store.save(match_record(seed + 1, "2026-12-02T10:00:00+00:00"), 0)
    return entry


def test_the_worker_finds_them_in_the_kept_records(tmp_path):
    from diloti_qt.ui.puzzles.gather import find_own_puzzles

    def items(record):
        m, state, played = early(record)
        return {m: (other_move(state, played), 2.5, 0.5)}

    entry = kept_records(tmp_path / "records", items)
    [puzzle] = find_own_puzzles(tmp_path / "records")
    m = early(match_record())[0]
    assert puzzle.key == own_key(entry.id, *m) and puzzle.played_at == entry.played_at
    assert find_own_puzzles(tmp_path / "nothing here") == []


def test_an_old_progress_file_still_loads_and_the_sets_are_kept_apart(tmp_path):
    import json

    from diloti_qt.controller.puzzle_progress import read_progress, save_progress

    path = tmp_path / "puzzles.json"
    old = {"format": "diloti-puzzle-progress/1", "solved": ["a" * 16], "tried": ["a" * 16],
           "streak": 1, "best_streak": 4, "current": 7}  # as the first puzzles wrote it
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = read_progress(path)
    progress = loaded.value
    assert not loaded.notices and progress.solved == {"a" * 16} and progress.current == 7
    assert progress.own is None and progress.shown == "shipped"
    own = progress.of(True)
    own.record("20261201T100000Z-5/0.12", True)
    own.current = 3
    progress.shown = "own"
    assert save_progress(path, progress) is None
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert {k: doc[k] for k in old} == old  # what an older game reads is unchanged
    again = read_progress(path).value
    assert again.of(True).solved == {"20261201T100000Z-5/0.12"} and again.own.current == 3
    assert again.of(True).streak == 1 and again.streak == 1 and again.best_streak == 4
    assert again.shown == "own" and again.solved == {"a" * 16}
    doc["own"] = {"solved": 3}  # damaged: set aside, like any damaged progress
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert read_progress(path).notices
