"""The Expert's comments on a whole match: the round review's machinery (controller/review.py)
run round after round in the background, every decision of the player's kept, as JSON kept
with the record so that it is computed once."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from diloti_qt.ai.review import ReviewItem
from diloti_qt.controller.review import MIN_LOSS, REVIEW_BUDGET, RoundReview
from diloti_qt.engine import move_json
from diloti_qt.engine.record import MatchRecord

COMMENTS_VERSION = 1
ALL_DECISIONS = 52  # a round has at most 52 moves: keep every one


def decisions_of(record: MatchRecord, index: int) -> list:
    """(state before, move) of every move of round `index` (what the round review reads)."""
    positions = record.positions(index)
    return list(zip(positions[:-1], record.rounds[index].moves, strict=True))


def item_json(item: ReviewItem) -> dict:
    return {"move": item.index, "best": move_json(item.best), "loss": round(item.loss, 3),
            "played_value": round(item.played_value, 3),
            "best_value": round(item.best_value, 3)}


def read_comments(doc: object, record: MatchRecord, seat: int) -> list[dict[int, dict]] | None:
    """Per round, move number -> comment, from what the record keeps; None if it keeps none
    usable (another version, another seat, a damaged list: computed again)."""
    if not isinstance(doc, dict) or doc.get("version") != COMMENTS_VERSION \
            or doc.get("seat") != seat or not isinstance(doc.get("rounds"), list) \
            or len(doc["rounds"]) != len(record.rounds):
        return None
    out = []
    for r, items in enumerate(doc["rounds"]):
        if not isinstance(items, list):
            return None
        kept: dict[int, dict] = {}
        for item in items:
            if not isinstance(item, dict) or not isinstance(item.get("move"), int) \
                    or not 0 <= item["move"] < len(record.rounds[r].moves) \
                    or not isinstance(item.get("loss"), (int, float)):
                return None
            kept[item["move"]] = item
        out.append(kept)
    return out


def costly(comments: dict[int, dict]) -> list[int]:
    """The move numbers whose decision cost at least MIN_LOSS points."""
    return sorted(m for m, c in comments.items() if c["loss"] >= MIN_LOSS)


class MatchComments(QObject):
    """`start()` reviews `seat`'s decisions round by round (one RoundReview at a time, off
    the GUI thread); `progress(done, total)` counts decisions over the whole match,
    `finished(doc)` gives the JSON to keep, `failed(text)`; `cancel()` stops at once."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, record: MatchRecord, seat: int = 0, mode: str = "thread",
                 budget: float = REVIEW_BUDGET, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record, self.seat, self.mode, self.budget = record, seat, mode, budget
        self.decisions = [decisions_of(record, r) for r in range(len(record.rounds))]
        self.total = sum(1 for d in self.decisions for s, _ in d if s.to_move == seat)
        self.rounds: list[list[dict]] = []
        self.review: RoundReview | None = None
        self._done: list[RoundReview] = []  # finished or cancelled (kept: see cancel)
        self._before = 0

    def busy(self) -> bool:
        """Whether a worker still computes (also briefly after a cancel)."""
        return any(r.busy() for r in self._done + ([self.review] if self.review else []))

    def running(self) -> bool:
        return self.review is not None

    def start(self) -> None:
        self.cancel()
        self.rounds, self._before = [], 0
        self.progress.emit(0, self.total)
        self._next()

    def cancel(self) -> None:
        review, self.review = self.review, None
        if review is not None:
            review.cancel()  # its worker ends by itself; the object stays ours till then
            self._done.append(review)

    def _next(self) -> None:
        r = len(self.rounds)
        if r == len(self.decisions):
            self.review = None
            self.finished.emit({"version": COMMENTS_VERSION, "seat": self.seat,
                                "budget": self.budget, "rounds": self.rounds})
            return
        review = RoundReview(self.decisions[r], self.seat, self.mode, self.budget, self,
                             top=ALL_DECISIONS, min_loss=0.0)
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

    def _failed(self, text: str) -> None:
        self.cancel()
        self.failed.emit(text)
