"""TablePresenter: listens to a TableSource and hands out, stage by stage, what the table
shows now: the one description everything on screen reads."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import replace
from enum import Enum
from typing import Protocol

from diloti_qt.controller import one_card
from diloti_qt.controller.history_words import sentence
from diloti_qt.controller.one_card import CardMoves
from diloti_qt.controller.pace import Pace
from diloti_qt.controller.port import Connectable, MoveEvent, SeatTable
from diloti_qt.engine import PlayerView
from diloti_qt.history_events import EventKind, HistoryEvent

from .notify import Clock, Notifier, QtClock, Timer
from .order import Opening
from .snapshot import TableSnapshot, from_view, replayed, undealt, xeris_told
from .stages import Stage, StageKind, plan_move, plan_sync
from .texts import TableTexts, table_texts

MAX_BACKLOG = 8  # stages; the older ones of a longer queue happen in zero time


class Motion(Enum):
    """What the presenter is doing.

    IDLE: the current stage is the source's present; nothing is queued. PLAYING: the stages
    of moves are on their way to the table, one at a time (a stage flies, lands, stays a
    moment). SYNCING: the final sync, one stage from whatever the table shows to the
    source's present after a change that was not a move: an undo, a resume, a loaded
    position, or a new round or match dealt from the stock.
    """

    IDLE = "idle"
    PLAYING = "playing"
    SYNCING = "syncing"


class StageDisplay(Protocol):
    """The card table: flies to a stage's snapshot in `stage.flight` ms, then emits
    `animation_done` (at once if it cannot animate); `finish()` lands every card now.
    `words` are the texts the stage will carry once reached, for the table to keep room
    for; they are not shown before."""

    animation_done: Connectable

    def show(self, stage: Stage, words: TableTexts | None = None) -> None: ...

    def finish(self) -> None: ...


class TablePresenter:
    """Plain Python (no graphics): turns each move of `source` into stages, plays them one
    after the other on the attached display (or on `clock` alone), and publishes each stage
    once it is *reached* — its cards have landed (the player's own move, a stage
    `at_start`, is current from its start). `current` and `texts` are what the table,
    the item models, the history, the status line and the screen reader show.

    Notifiers (plain callbacks, `connect(slot)`): `started(stage)` when a stage begins its
    flight, `reached(stage)` when it has landed, `retexted()` when the stage's words were
    made again (`refresh`), `thinking_changed(bool)` when "the computer is thinking" is to
    be shown (only once the table shows the present), `changed()` after any of these. At
    pace instant every stage still happens, in zero time.
    """

    def __init__(self, source: SeatTable, pace: Pace | str = Pace.NORMAL,
                 clock: Clock | None = None, watcher: bool = False) -> None:
        self.source = source
        self.watcher = watcher  # the table is only watched: nobody at it is "you"
        self.pace = Pace.of(pace)
        self.clock = clock or QtClock()
        self.motion = Motion.IDLE
        self.current: Stage | None = None
        self.texts: TableTexts | None = None
        self.thinking = False
        self.started = Notifier()
        self.reached = Notifier()
        self.retexted = Notifier()
        self.thinking_changed = Notifier()
        self.changed = Notifier()
        self._queue: deque[Stage] = deque()
        self._pending: Stage | None = None
        self._announced_start = True
        self._waiting: str | None = None  # "flight" or "pause"
        self._timer: Timer | None = None
        self._display: StageDisplay | None = None
        self._hurry = False
        self._in_pump = False
        self._planned: tuple[PlayerView | None, tuple[HistoryEvent, ...], int] = (None, (), 0)
        self._planned_snapshot: TableSnapshot | None = None  # the last stage planned's
        self._pending_texts: TableTexts | None = None  # the words of the stage on its way
        self._new_deal = False
        self._opening: Opening = ((), ())
        self._when_idle: list[Callable[[], None]] = []
        source.state_changed.connect(self._state_changed)
        source.move_applied.connect(self._move_applied)
        source.thinking_changed.connect(self._thinking_changed)
        source.new_match_started.connect(self._new_match)
        if source.has_match():
            self._plan([self._sync_stage(zero=True)], *self._present())

    # -- reading ------------------------------------------------------------------------------
    @property
    def snapshot(self) -> TableSnapshot | None:
        return self.current.snapshot if self.current is not None else None

    @property
    def history(self) -> tuple[HistoryEvent, ...]:
        """The history as far as the table has shown it."""
        return self.current.history if self.current is not None else ()

    def _texts_of(self, snap: TableSnapshot) -> TableTexts:
        return table_texts(snap, self.source, self.watcher)

    def say(self, event: HistoryEvent) -> str:
        """An entry of the history in words, in the language of the moment."""
        you = -1 if self.watcher else self.source.human
        return sentence(event, you, self.source.seat_subject)

    def queued(self) -> tuple[Stage, ...]:
        """The stages waiting after the one on its way."""
        return tuple(self._queue)

    def busy(self) -> bool:
        """Whether stages are still on their way to the table."""
        return self.motion is not Motion.IDLE

    def at_present(self) -> bool:
        """The last stage planned has landed (it may still be staying its moment): what the
        table shows is the source's present."""
        return self._pending is None and not self._queue and self._waiting != "flight"

    def human_turn(self) -> bool:
        """The table shows the present and it is the human's turn there: from the moment
        the stage that says "Your turn" lands, Hint, the moves and the table agree."""
        snap = self.snapshot
        return (self.at_present() and snap is not None and not snap.round_over
                and snap.to_move == snap.human and self.source.is_human_turn())

    def card_moves(self, card: int) -> CardMoves:
        """The human's moves with `card`, once the table shows the present (bounded: at
        most one_card.SHOWN of them, counted; see controller/one_card.py)."""
        return self.source.card_moves(card) if self.human_turn() else one_card.nothing(card)

    # -- driving ------------------------------------------------------------------------------
    def attach(self, display: StageDisplay) -> None:
        self._display = display
        display.animation_done.connect(self._landed)

    def set_pace(self, pace: Pace | str) -> None:
        self.pace = Pace.of(pace)
        if self.pace is Pace.INSTANT:
            self.finish()

    def finish(self) -> None:
        """Every stage still to come now, in zero time (a press on the table, instant)."""
        if not self.busy():
            return
        self._hurry = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._waiting == "flight":
            if self._display is not None:
                self._display.finish()
            else:
                self._landed()
        elif self._waiting == "pause":
            self._waiting = None
        self._pump()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call `callback` once the table shows the present (now, if it does)."""
        if self.busy():
            self._when_idle.append(callback)
        else:
            callback()

    def refresh(self) -> None:
        """The words of the stage shown (and of the one on its way), made again: a seat's
        name or connection mark changed, not the game (the cards stay where they are)."""
        if self._pending is not None:
            self._pending_texts = self._texts_of(self._pending.snapshot)
        if self.current is not None:
            self.texts = self._texts_of(self.current.snapshot)
            self.retexted.emit()
            self.changed.emit()

    def replay_deal(self) -> bool:
        """Deal the present again from the stock (the table seen for the first time), as
        long as nobody has played in the round; whether it does."""
        view = self._planned[0]
        if self.busy() or self.current is None or view is None or view.history:
            return False
        dealt = self.current
        # until it lands, what reads the reached stage sees the table before the deal: the
        # stock whole, the round not yet said
        said = [i for i, e in enumerate(dealt.history) if e.kind is EventKind.ROUND]
        self.current = replace(dealt, snapshot=undealt(dealt.snapshot),
                               history=dealt.history[:said[-1]] if said else dealt.history)
        self.texts = self._texts_of(self.current.snapshot)
        self.changed.emit()
        self._queue.append(plan_sync(dealt.snapshot, dealt.history, True, self.pace.ms))
        self._pump()
        return True

    # -- the source -----------------------------------------------------------------------------
    def _present(self) -> tuple[PlayerView, tuple[HistoryEvent, ...], int]:
        s = self.source
        return s.view(), tuple(s.history), s.round_number

    def _sync_stage(self, zero: bool = False) -> Stage:
        """One stage to the source's present: its piles' order replayed from the round's
        opening and moves, its xeri cards told by the history (O(round), once)."""
        view, history, number = self._present()
        was, _lines, was_number = self._planned
        new_deal = self._new_deal or (was is not None and (
            was_number != number or (was.round_over and not view.round_over)))
        self._new_deal = False
        self._opening = self.source.opening_table()
        present = from_view(view, number, replayed(view, self._opening),
                            xeris_told(history, len(view.hand_sizes)))
        stage = plan_sync(present, history, new_deal, self.pace.ms)
        return stage.zero_time() if zero else stage

    def _state_changed(self) -> None:
        if not self.source.has_match():
            return
        if self._present() != self._planned:
            # not a move: what is queued is out of date; go to the present
            self._queue.clear()
            self._plan([self._sync_stage()], *self._present())
        else:
            self._pump()

    def _move_applied(self, event: MoveEvent) -> None:
        if event.seat == self.source.human and self._waiting == "pause" and not self._queue:
            # the player moved during the last stage's moment: its move need not wait
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._waiting = None
        before = self._planned_snapshot
        if self._planned[0] != event.before or before is None:
            # the move does not follow what was planned: from its own view (a replay)
            self._queue.clear()
            lines = tuple(self.source.history)[:-len(event.entries) or None]
            self._planned = (event.before, lines, event.round_number)
            self._opening = self.source.opening_table()
            before = from_view(event.before, event.round_number,
                               replayed(event.before, self._opening),
                               xeris_told(lines, len(event.before.hand_sizes)))
        stages = plan_move(event, self.source.human, self._planned[1], before, self._opening,
                           self.pace.ms, self.say)
        self._plan(stages, event.after, stages[-1].history, event.round_number)

    def _new_match(self) -> None:
        self._new_deal = True

    def _thinking_changed(self, _on: bool) -> None:
        self._update_thinking()

    # -- the stages ---------------------------------------------------------------------------
    def _plan(self, stages: list[Stage], view: PlayerView,
              history: tuple[HistoryEvent, ...], number: int) -> None:
        self._planned = (view, history, number)
        self._planned_snapshot = stages[-1].snapshot
        self._queue.extend(stages)
        for i in range(len(self._queue) - MAX_BACKLOG):  # far behind: catch up at once
            self._queue[i] = self._queue[i].zero_time()
        self._pump()

    def _pump(self) -> None:
        if self._in_pump:
            return
        self._in_pump = True
        try:
            while self._waiting is None:
                if self._queue:
                    self._start(self._queue.popleft())
                    continue
                self._become_idle()
                if not self._queue:
                    break
        finally:
            self._in_pump = False

    def _start(self, stage: Stage) -> None:
        if self._hurry or self.pace is Pace.INSTANT:
            stage = stage.zero_time()
        self._pending = stage
        self._waiting = "flight"
        self._announced_start = False
        syncing = stage.kind in (StageKind.SYNC, StageKind.NEW_DEAL)
        self._set_motion(Motion.SYNCING if syncing else Motion.PLAYING)
        # the stage's words, made once: the table keeps their room while the cards fly,
        # and shows them when the stage lands
        self._pending_texts = self._texts_of(stage.snapshot)
        if stage.at_start:
            # the player's own card left the hand when it was played: whose turn it is, the
            # hand and the lists say so now, not once its flight ends
            self.current, self.texts = stage, self._pending_texts
        if self._display is not None:
            # the cards are at their start (perhaps landed)
            self._display.show(stage, self._pending_texts)
        elif stage.flight:
            self._timer = self.clock.after(stage.flight, self._landed)
        else:
            self._landed()
        self._start_announced(stage)
        if stage.at_start and self._pending is stage:  # (not landed at once)
            self.changed.emit()

    def _start_announced(self, stage: Stage) -> None:
        if not self._announced_start:
            self._announced_start = True
            self.started.emit(stage)

    def _landed(self) -> None:
        if self._waiting != "flight" or self._pending is None:
            return
        stage, self._pending = self._pending, None
        self._start_announced(stage)
        self._timer = None
        self.current = stage
        texts, self._pending_texts = self._pending_texts, None
        self.texts = texts if texts is not None else self._texts_of(stage.snapshot)
        pause = 0 if self._hurry else stage.pause
        self._waiting = "pause" if pause else None
        self.reached.emit(stage)
        self.changed.emit()
        if pause and self._waiting == "pause":
            self._timer = self.clock.after(pause, self._paused)
        if not self._in_pump:
            self._pump()

    def _paused(self) -> None:
        if self._waiting == "pause":
            self._waiting = None
            self._timer = None
            self._pump()

    def _become_idle(self) -> None:
        self._hurry = False
        self._set_motion(Motion.IDLE)
        callbacks, self._when_idle = self._when_idle, []
        for callback in callbacks:
            callback()

    def _set_motion(self, motion: Motion) -> None:
        if motion is not self.motion:
            self.motion = motion
            self._update_thinking()
            self.changed.emit()

    def _update_thinking(self) -> None:
        shown = self.source.thinking and self.motion is Motion.IDLE
        if shown != self.thinking:
            self.thinking = shown
            self.thinking_changed.emit(shown)
            self.changed.emit()
