"""The job that finds the player's own puzzles (puzzles/own.py) in the kept records, for a
worker (a thread or a process: its argument, the records' folder, and its answer are
picklable; no widget is made).

Bounded: at most MAX_RECORDS records read (the newest two-player ones whose Expert's
comments are kept), then own.own_puzzles' bound (at most 2 × MAX_PUZZLES decisions, each
exact solve at most SOLVE_NODES nodes, all of them TOTAL_NODES). Measured: 200 kept
matches with 8 costly decisions each, 1.3 s to read them, 13 s in all (the solves' million
nodes), on a busy machine of 2 cores."""

from __future__ import annotations

import logging
from pathlib import Path

from diloti_qt.puzzles.own import MAX_PUZZLES, SOLVE_NODES, Candidate, OwnPuzzle, own_puzzles

MAX_RECORDS = 200  # the newest commented two-player records read

log = logging.getLogger(__name__)


def record_candidates(folder: str | Path, max_records: int = MAX_RECORDS) -> list[Candidate]:
    """The costly decisions of the player's seat in the records kept at `folder`."""
    from diloti_qt.engine.record import RecordError
    from diloti_qt.puzzles.own import candidates_of
    from diloti_qt.storage.records import RecordStore
    from diloti_qt.ui.replay.comments import is_costly, read_comments

    store = RecordStore(Path(folder))
    entries = [e for e in store.entries() if e.commented and len(e.names) == 2]
    out: list[Candidate] = []
    for entry in entries[:max_records]:
        try:
            record = store.load(entry.id)
        except (RecordError, OSError) as e:
            log.warning("own puzzles: record %s left out: %s", entry.id, e)
            continue
        comments = read_comments(record.comments, record, entry.seat)
        if comments is not None:
            out += candidates_of(record, comments, entry.seat, is_costly, entry.id,
                                 entry.played_at)
    return out


def find_own_puzzles(folder: str | Path, limit: int = MAX_PUZZLES,
                     max_records: int = MAX_RECORDS,
                     node_limit: int = SOLVE_NODES) -> list[OwnPuzzle]:
    """The job: the player's own puzzles from the records at `folder`, the costliest first,
    at most `limit`."""
    return own_puzzles(record_candidates(folder, max_records), limit, node_limit)
