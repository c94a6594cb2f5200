"""Runs the round review (the Expert's look at each of a player's decisions) off the GUI thread.

Each decision is one job for a worker of its own (a thread or a process, like the computer's
runner), so the review shows its progress, can be cancelled between two decisions and never
holds up the computer's moves. Results come back through queued signals.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import multiprocessing
import os
import weakref
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from diloti_qt.ai.review import ReviewItem, Whose, estimate, reviewed, worth_listing
from diloti_qt.engine import Move, State

from diloti_qt.gui_thread import to_gui_thread

from .ai_runner import lower_priority
from .daemon_executor import DaemonThreadExecutor
from .one_card import first_moves
from .review_settings import MIN_LOSS, REVIEW_BUDGET, REVIEW_LEVEL, TOP
PROCESS_WORKERS = 2


class RoundDecisions(Sequence):
    """(state before, move) of every move of a round, the round played from its deal the
    first time they are read, once (the round review reads them; a round nobody reviews is
    never played again). Who moved is known without it (`seats`)."""

    def __init__(self, start: State, history: Sequence[tuple[int, Move]]) -> None:
        self._start = start.clone()
        self._history = tuple(history)
        self._decisions: list[tuple[State, Move]] | None = None

    @property
    def seats(self) -> list[int]:
        """The seat of each move, in order (no replay)."""
        return [seat for seat, _move in self._history]

    def _played(self) -> list[tuple[State, Move]]:
        if self._decisions is None:
            state, out = self._start.clone(), []
            for _seat, move in self._history:
                out.append((state.clone(), move))
                state.apply(move)
            self._decisions = out
        return self._decisions

    def __getitem__(self, index):
        return self._played()[index]

    def __len__(self) -> int:
        return len(self._history)

    def __eq__(self, other: object) -> bool:
        """Equal to the same decisions, as a list or another RoundDecisions."""
        if isinstance(other, (RoundDecisions, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # mutable-looking, like the list it stands for


@dataclasses.dataclass(frozen=True)
class FinishedRound:
    """What the review of a finished round needs, kept once the next round is dealt."""

    number: int                          # 1 for the match's first round
    seat: int                            # the player reviewed
    # (state before, move) of every move of the round: a list, or RoundDecisions
    decisions: Sequence[tuple[State, Move]]
    rounds_before: list                  # the match's RoundRecords before this round

    def has_choices(self) -> bool:
        """Whether the player made at least one move of their own in the round."""
        if isinstance(self.decisions, RoundDecisions):
            return self.seat in self.decisions.seats  # the round is not played again
        return any(s.to_move == self.seat for s, _ in self.decisions)


# the last round asked for: (its RoundRecord, weakly; the seat; its FinishedRound). The
# window and the end-of-round sheet ask for the same round: one FinishedRound, one replay.
_last: tuple[weakref.ref, int, FinishedRound] | None = None


def finished_round(controller) -> FinishedRound | None:
    """The round `controller`'s match has just finished (before `next_round()`), for the
    person at the table; None while a round is played, or in a computer-only demo. Asked
    again for the same round, the same FinishedRound (its decisions played once, when the
    review first reads them)."""
    global _last
    c = controller
    if (c.match is None or not c.state.round_over or not c.match.rounds
            or c.human in c.seats.levels):
        return None
    record = c.match.rounds[-1]
    if _last is not None and _last[0]() is record and _last[1] == c.human \
            and _last[2].number == len(c.match.rounds):
        return _last[2]
    finished = FinishedRound(len(c.match.rounds), c.human,
                             RoundDecisions(c.match.round_start, c.state.history),
                             list(c.match.rounds[:-1]))
    _last = (weakref.ref(record), c.human, finished)
    return finished


def review_job(index: int, state: State, played: Move, budget: float,
               level: str = REVIEW_LEVEL, min_loss: float = MIN_LOSS,
               keep_all: bool = False) -> ReviewItem | None:
    """Top-level (picklable) job: the Expert's verdict on one decision, numbered `index` in
    its round, from the view of the seat that made it (its own hand, never the deal);
    None when it cost less than `min_loss` points (unless `keep_all`). ai.review.estimate:
    the round review and the replay's comments ask the same, and get the same figures."""
    item = estimate(index, state, played, budget, level)
    return item if worth_listing(item, min_loss, keep_all) else None


def costliest(items: Sequence[ReviewItem], top: int = TOP) -> list[ReviewItem]:
    """The `top` costliest items, costliest first (earlier moves first on a tie)."""
    return sorted(items, key=lambda it: (-it.loss, it.index))[:top]


def review_worker_init() -> None:
    """Worker-process initializer: a lower priority, and the Expert searches in this process
    (no helper processes of its own: the review runs two such workers side by side, and a
    worker that started helpers could not end by itself)."""
    os.environ["DILOTI_AI_PROCESSES"] = "0"
    lower_priority()


def review_executor(mode: str) -> tuple[cf.Executor, int]:
    """The executor and how many decisions it reviews at once."""
    if mode == "process":
        ctx = multiprocessing.get_context("spawn")
        return cf.ProcessPoolExecutor(max_workers=PROCESS_WORKERS, mp_context=ctx,
                                      initializer=review_worker_init), PROCESS_WORKERS
    return DaemonThreadExecutor("diloti-review"), 1


class RoundReview(QObject):
    """Reviews `seat`'s decisions among `decisions` ([(state before, move)] of one round);
    `whose`: Whose.SIDE for every decision of its side (with four players its partner's
    too, each from the view of the seat that decided).

    `start()` submits the first decisions (one at a time in a thread, two at a time in worker
    processes); each answer submits the next. `progress(done, total)` follows the work,
    `finished(items)` gives the costliest items, costliest first, and `failed(message)`
    reports an error. `cancel()` stops at once: nothing more is submitted and the decisions
    being reviewed are abandoned; the workers then end by themselves (never killed).
    """

    progress = Signal(int, int)
    finished = Signal(list)
    failed = Signal(str)

    def __init__(self, decisions: Sequence[tuple[State, Move]], seat: int,
                 mode: str = "thread", budget: float = REVIEW_BUDGET,
                 parent: QObject | None = None, top: int = TOP,
                 min_loss: float = MIN_LOSS, keep_all: bool = False,
                 executor: tuple[cf.Executor, int] | None = None,
                 whose: Whose = Whose.SEAT) -> None:
        """`executor`: (executor, width) shared with other reviews (the match's comments
        review round after round in the same worker processes); its owner shuts it down.
        Without one, each start makes its own (review_executor)."""
        super().__init__(parent)
        self.seat = seat
        self._shared = executor
        self.keep_all = keep_all  # every decision's values (the match's comments)
        self.top = top  # the match's comments keep every decision, the review its costliest
        self.min_loss = min_loss
        self.mode = mode
        self.budget = budget
        self.whose = whose
        self.mine = [(i, s, m) for i, (s, m) in enumerate(decisions)
                     if reviewed(s, seat, whose)]
        self.total = len(self.mine)
        self.done = 0
        self.items: list[ReviewItem] = []
        self._queue: list[tuple[int, State, Move]] = []
        self._executor: cf.Executor | None = None
        self._width = 1
        self._futures: set[cf.Future] = set()  # submitted, answer not yet received
        self._abandoned: list[cf.Future] = []
        self._generation = 0
        self._answer = to_gui_thread(self._on_answer)  # holds no reference to self

    # -- reading ------------------------------------------------------------------------------
    def running(self) -> bool:
        """Whether the review has been started and has neither finished nor been cancelled."""
        return self._executor is not None

    def worker_processes(self) -> list:
        """The worker processes of a running review in process mode (none in thread mode)."""
        pool = self._executor
        return list(pool._processes.values()) if isinstance(pool, cf.ProcessPoolExecutor) \
            else []

    def busy(self) -> bool:
        """Whether a worker still computes (also briefly after a cancel)."""
        self._abandoned = [f for f in self._abandoned if not f.done()]
        return bool(self._abandoned) or any(not f.done() for f in self._futures)

    # -- changing -----------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        self.cancel()
        self.done = 0
        self.items = []
        self._queue = list(self.mine)
        self._executor, self._width = self._shared or review_executor(self.mode)
        self.progress.emit(0, self.total)
        self._next()

    @Slot()
    def cancel(self) -> None:
        self._generation += 1
        executor, self._executor = self._executor, None
        self._queue = []
        self._abandoned += [f for f in self._futures if not f.done()]
        self._futures = set()
        if executor is not None and self._shared is None:
            executor.shutdown(wait=False, cancel_futures=True)

    def _next(self) -> None:
        while self._queue and len(self._futures) < self._width:
            index, state, played = self._queue.pop(0)
            if len(first_moves(state, 2)) > 1:  # a choice was made (2 moves streamed)
                self._submit(index, state, played)
            else:
                self._count()
        if not self._queue and not self._futures:
            self._finish()

    def _submit(self, index: int, state: State, played: Move) -> None:
        generation = self._generation
        answer = self._answer  # not self: the worker must never hold the review

        def answered(future: cf.Future) -> None:
            if future.cancelled():
                return
            error = future.exception()
            answer(generation, (future, error if error is not None else future.result()))

        future = self._executor.submit(
            review_job, index, state, played, self.budget, REVIEW_LEVEL, self.min_loss,
            self.keep_all)
        self._futures.add(future)
        future.add_done_callback(answered)

    @Slot(int, object)
    def _on_answer(self, generation: int, answer: object) -> None:
        if generation != self._generation or self._executor is None:
            return
        future, result = answer
        self._futures.discard(future)
        if isinstance(result, BaseException):
            self.cancel()
            self.failed.emit(str(result) or type(result).__name__)
            return
        if isinstance(result, ReviewItem):
            self.items.append(result)
        self._count()
        self._next()

    def _count(self) -> None:
        self.done += 1
        self.progress.emit(self.done, self.total)

    def _finish(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None and self._shared is None:
            executor.shutdown(wait=False)
        self.items = costliest(self.items, self.top)
        self.finished.emit(list(self.items))
