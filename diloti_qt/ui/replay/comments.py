"""The Expert's comments on a whole match: the round review's machinery (controller/review.py)
run round after round in the background, every decision of the player's side (with four
players the partner's too, each from the view of the seat that made it) kept with its
values, then the side's chance of winning after every move (ai/odds.py) computed from them,
as JSON kept with the record so that it is computed once.

Reading kept comments imports nothing of the Expert (the viewer opens without it)."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, Signal

from diloti_qt.controller.review_settings import MIN_LOSS, REVIEW_BUDGET
from diloti_qt.engine import move_json, parse_move
from diloti_qt.engine.notation import NotationError
from diloti_qt.gui_thread import to_gui_thread
from diloti_qt.engine.record import MatchRecord

# 3: every decision of the seat's side with a choice, and the chances; 2: the seat's own
# decisions only (the same with two players: still read there); 1: costly ones only
COMMENTS_VERSION = 3
ALL_DECISIONS = 52  # a round has at most 52 moves: keep every one


def decisions_of(record: MatchRecord, index: int) -> list:
    """(state before, move) of every move of round `index` (what the round review reads)."""
    positions = record.positions(index)
    return list(zip(positions[:-1], record.rounds[index].moves, strict=True))


def item_json(item) -> dict:
    """An ai.review.ReviewItem as the comments keep it."""
    return {"move": item.index, "best": move_json(item.best), "loss": round(item.loss, 3),
            "played_value": round(item.played_value, 3),
            "best_value": round(item.best_value, 3), "error": round(item.error, 3)}


def read_comments(doc: object, record: MatchRecord, seat: int) -> list[dict[int, dict]] | None:
    """Per round, move number -> comment, from what the record keeps, for the side of the
    player at `seat`; None if it keeps none usable (another version, the other side, a
    damaged list or chances: computed again). Whether a comment's move was the side's and
    its best move legal there is asked when it is shown (the viewer's `costly`)."""
    if read_chances(doc, record) is None:
        return None
    rules = record.rules
    versions = (COMMENTS_VERSION, 2) if rules.players == 2 else (COMMENTS_VERSION,)
    if not isinstance(doc, dict) or doc.get("version") not in versions \
            or not _is_int(doc.get("seat")) or not 0 <= doc["seat"] < rules.players \
            or rules.side_of(doc["seat"]) != rules.side_of(seat) \
            or not isinstance(doc.get("rounds"), list) \
            or len(doc["rounds"]) != len(record.rounds):
        return None
    out = []
    for r, items in enumerate(doc["rounds"]):
        if not isinstance(items, list):
            return None
        kept: dict[int, dict] = {}
        for item in items:
            if not isinstance(item, dict) or not _is_int(item.get("move")) \
                    or not 0 <= item["move"] < len(record.rounds[r].moves) \
                    or not all(_number(item.get(k)) for k in ("loss", "played_value",
                                                               "best_value")) \
                    or ("error" in item and not _number(item["error"])) \
                    or not _a_move(item.get("best")):
                return None
            kept[item["move"]] = item
        out.append(kept)
    return out


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _a_move(x: object) -> bool:
    """Whether `x` is written as a move (a file's comments are checked like its moves:
    whether it is legal where it was suggested is asked when it is shown)."""
    try:
        parse_move(x)
    except NotationError:
        return False
    return True


def _number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def read_chances(doc: object, record: MatchRecord) -> list[list[float]] | None:
    """Per round, the chance of winning before its first move and after each move, from
    kept comments; None when they keep none usable."""
    chances = doc.get("chances") if isinstance(doc, dict) else None
    if not isinstance(chances, list) or len(chances) != len(record.rounds):
        return None
    for r, series in enumerate(chances):
        if not isinstance(series, list) or len(series) != len(record.rounds[r].moves) + 1 \
                or not all(_number(c) and 0 <= c <= 1 for c in series):
            return None
    return chances


def estimates_of(rounds: list[list[dict]]) -> list[dict[int, float]]:
    """Per round, position -> the Expert's estimate of the round's final points for the
    player's side: before each of the side's decisions (the best move's value) and after
    it (the played move's)."""
    out = []
    for items in rounds:
        known: dict[int, float] = {}
        for item in items:
            known[item["move"]] = item["best_value"]
            known[item["move"] + 1] = item["played_value"]
        out.append(known)
    return out


def is_costly(comment: dict) -> bool:
    """Whether a comment's decision cost at least MIN_LOSS points, more than the estimate's
    error (ai.review.worth_listing, the round review's rule; comments kept before the error
    was have none)."""
    return comment["loss"] >= MIN_LOSS and comment["loss"] > comment.get("error", 0.0)


def costly(comments: dict[int, dict]) -> list[int]:
    """The move numbers whose decision was costly (is_costly)."""
    return sorted(m for m, c in comments.items() if is_costly(c))


class MatchComments(QObject):
    """`start()` reviews the decisions of `seat`'s side round by round (one RoundReview at
    a time, off the GUI thread), then works out the side's chances of winning (a worker
    too); `progress(done, total)` counts the side's decisions over the whole match,
    `finished(doc)` gives the JSON to keep, `failed(text)`; `cancel()` stops at once."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, record: MatchRecord, seat: int = 0, mode: str = "thread",
                 budget: float = REVIEW_BUDGET, parent: QObject | None = None) -> None:
        from diloti_qt.ai.review import Whose, reviewed

        super().__init__(parent)
        self.record, self.seat, self.mode, self.budget = record, seat, mode, budget
        self.decisions = [decisions_of(record, r) for r in range(len(record.rounds))]
        self.whose = Whose.SIDE  # the partner's decisions too (the issue: the player's side)
        self.total = sum(1 for d in self.decisions for s, _ in d
                         if reviewed(s, seat, self.whose))
        self.rounds: list[list[dict]] = []
        self.review = None  # the controller.review.RoundReview of the round being reviewed
        self._done: list = []  # RoundReviews finished or cancelled (kept: see cancel)
        self._before = 0
        self._generation = 0
        # the executor (and its width) of every round's review and of the chances: one set
        # of worker processes for the whole match (a process starts in a few tenths of a
        # second: a set per round cost more than the rounds' small decisions)
        self._pool: tuple | None = None
        self._chance_future = None
        self._chances = to_gui_thread(self._chances_done)  # holds no reference to self

    def busy(self) -> bool:
        """Whether a worker still computes (also briefly after a cancel)."""
        future = self._chance_future
        return (future is not None and not future.done()) or any(
            r.busy() for r in self._done + ([self.review] if self.review else []))

    def running(self) -> bool:
        return self.review is not None or self._pool is not None

    def start(self) -> None:
        from diloti_qt.controller.review import review_executor

        self.cancel()
        self.rounds, self._before = [], 0
        self._pool = review_executor(self.mode)
        self.progress.emit(0, self.total)
        self._next()

    def cancel(self) -> None:
        self._generation += 1
        review, self.review = self.review, None
        if review is not None:
            review.cancel()  # its worker ends by itself; the object stays ours till then
            self._done.append(review)
        pool, self._pool = self._pool, None
        if pool is not None:
            pool[0].shutdown(wait=False, cancel_futures=True)

    def _next(self) -> None:
        from diloti_qt.controller.review import RoundReview

        r = len(self.rounds)
        if r == len(self.decisions):
            self.review = None
            self._work_out_chances()
            return
        review = RoundReview(self.decisions[r], self.seat, self.mode, self.budget, self,
                             top=ALL_DECISIONS, min_loss=0.0, keep_all=True,
                             executor=self._pool, whose=self.whose)
        review.progress.connect(lambda done, _total: self.progress.emit(
            self._before + done, self.total))
        review.finished.connect(self._round_done)
        review.failed.connect(self._failed)
        self.review = review
        review.start()

    def _round_done(self, items: list) -> None:
        review = self.review
        if review is None:
            return
        self._before += review.total
        self.rounds.append(sorted((item_json(i) for i in items), key=lambda c: c["move"]))
        self._done.append(review)
        self._next()

    def _work_out_chances(self) -> None:
        """The chances after every move, from the values found (a worker: the model's
        table takes a few tenths of a second)."""
        from diloti_qt.ai.odds import chances_of_match

        generation = self._generation
        future = self._pool[0].submit(chances_of_match, self.record, self.seat,
                                      estimates_of(self.rounds))

        chances = self._chances  # not self: the worker must never hold the comments

        def answered(done) -> None:
            if not done.cancelled():
                error = done.exception()
                chances(generation, error if error is not None else done.result())
        self._chance_future = future
        future.add_done_callback(answered)

    def _chances_done(self, generation: int, answer: object) -> None:
        if generation != self._generation or self._pool is None:
            return
        pool, self._pool = self._pool, None
        pool[0].shutdown(wait=False)
        if isinstance(answer, BaseException):
            self._failed(str(answer) or type(answer).__name__)
            return
        self.finished.emit({"version": COMMENTS_VERSION, "seat": self.seat,
                            "budget": self.budget, "rounds": self.rounds,
                            "chances": answer})

    def _failed(self, text: str) -> None:
        self.cancel()
        self.failed.emit(text)
