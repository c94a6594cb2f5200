"""The replay viewer: a kept match on the game's own card table and presenter, read-only,
every hand face up; step move by move (arrow keys, Home/End, PageUp/PageDown for rounds),
a slider per round, the history as an index, the score as it stood."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.controller.words import describe
from diloti_qt.engine import Move, check, parse_move
from diloti_qt.engine.record import MatchRecord
from diloti_qt.ui.announcer import say_aloud
from diloti_qt.ui.dialogs.score_sheet import side_names
from diloti_qt.ui.table.decor import GOLD

from .comments import is_costly, read_chances, read_comments
from .source import ReplaySource


IDLE_GAP_MS = 20  # between two parts of the work done unseen: the window's frames go between
AHEAD_MS = 250  # the most a viewer waits for its cards drawn ahead before it shows anyway


class Readiness(Enum):
    """How far the viewer is from showing a match without drawing on the GUI thread."""

    NOT_LAID_OUT = "not laid out"  # never shown nor prepared unseen
    LAID_OUT = "laid out"  # every widget has had its size once
    WAITING = "waiting"  # laid out, shown once the cards it shows are drawn (present)


class Costly(NamedTuple):
    """A costly decision of the player's side, as the viewer shows it."""

    best: Move | None  # the Expert's move; None if a file's comment names none legal there
    loss: float  # the points the move played cost, by the Expert's estimate
    mine: bool  # the player's own decision (else the partner's)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReplayViewer", text)


class ReplayViewer(QDialog):
    """`show_match(record, seat)` puts a record on the viewer (the same viewer shows one
    match after another: a window keeps one, see hooks.open_replay); `go(round, move)` shows
    the table after that many moves of that round."""

    def __init__(self, record: MatchRecord | None = None, felt: QColor | None = None,
                 parent: QWidget | None = None, keep_comments=None,
                 analysis_mode: str = "thread", seat: int | None = None) -> None:
        super().__init__(parent)
        from diloti_qt.ui.seat_pane import SeatPane

        self.setObjectName("replayViewer")
        self.setWindowTitle(_tr("Replay"))  # also its name for a screen reader
        self.record: MatchRecord | None = None
        self.seat = seat or 0  # the player the table is shown for (and commented for)
        self.source = ReplaySource(None, self.seat, self)
        self.pane = SeatPane(self.source, "instant", self, lists=False, announcer=None,
                             deal_when_seen=False)
        self.presenter = self.pane.presenter
        self.table = self.pane.view
        # read-only: the keyboard steps through the moves (its Esc, which clears a
        # selection on the game's table, closes the viewer here)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.set_felt(felt)
        self.round_box = QComboBox()
        self.round_box.setObjectName("replayRound")
        self.round_box.setAccessibleName(_tr("Round"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setAccessibleName(_tr("Move in the round"))
        self.back_button = QPushButton(_tr("◀ Back"))
        self.next_button = QPushButton(_tr("Next ▶"))
        self.position = QLabel()
        self.position.setObjectName("replayPosition")
        self.score = QLabel()
        self.score.setObjectName("replayScore")
        self.seen_from = QLabel()  # a file's match: whose seat it is shown from, and why
        self.seen_from.setObjectName("replaySeenFrom")
        self.seen_from.setWordWrap(True)
        self.seen_from.hide()
        self.advice = QLabel()  # at a costly decision of the player's side: the Expert's move
        self.advice.setObjectName("replayAdvice")
        self.advice.setWordWrap(True)
        self.advice.hide()
        self.history = QListWidget()
        self.history.setObjectName("replayHistory")
        self.history.setAccessibleName(_tr("Moves of the round: choose one to go there"))
        self.history.setWordWrap(True)
        # in a narrow window the position's words wrap, the slider keeps room to be used
        self.position.setWordWrap(True)
        self.slider.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 8)
        controls = QHBoxLayout()
        for w in (self.round_box, self.back_button, self.slider, self.next_button,
                  self.position):
            controls.addWidget(w, 1 if w in (self.slider, self.position) else 0)
        board = QWidget()  # the table and its controls, above the picture of the match
        board_layout = QVBoxLayout(board)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.table, 1)
        board_layout.addLayout(controls)
        left = QSplitter(Qt.Orientation.Vertical)
        left.setObjectName("replayBoardAndChart")
        left.setChildrenCollapsible(False)
        left.addWidget(board)
        from .chart import MatchChart

        self.chart = MatchChart()
        self.chart.position_clicked.connect(self.go)
        left.addWidget(self.chart)
        left.setStretchFactor(0, 7)
        left.setStretchFactor(1, 3)
        left.setSizes([640, 360])  # scaled to the window: the picture gets a third or so
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.seen_from)
        right_layout.addWidget(self.score)
        right_layout.addWidget(self.advice)
        right_layout.addWidget(self.history, 1)
        self.comments_button = QPushButton(_tr("The &Expert's comments"))
        self.cancel_button = QPushButton(_tr("&Stop"))
        self.progress = QProgressBar()
        self.progress.setObjectName("commentsProgress")
        self.progress.setAccessibleName(_tr("The Expert's comments: progress"))
        self.costly_only = QCheckBox()  # its words: the player's, or with a partner ours
        for w in (self.comments_button, self.progress, self.cancel_button, self.costly_only):
            right_layout.addWidget(w)
        self.progress.hide()
        self.cancel_button.hide()
        self.costly_only.setEnabled(False)
        self._word_the_side(2)  # until a match says how many play
        self.comments_button.clicked.connect(self.start_comments)
        self.cancel_button.clicked.connect(self.cancel_comments)
        self.costly_only.toggled.connect(lambda _on: self._annotate())
        self.keep_comments = keep_comments
        self.analysis_mode = analysis_mode
        from diloti_qt.controller.review_settings import REVIEW_BUDGET

        self.analysis_budget = REVIEW_BUDGET  # the round review's: seconds per decision
        self.analysis = None
        self.comments: list[dict[int, dict]] | None = None
        self.names = ["", ""]  # the two sides, as the score sheet names them
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.round_box.currentIndexChanged.connect(lambda r: self.go(r, 0))
        self.slider.valueChanged.connect(lambda m: self.go(self.source.round_index, m))
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.history.currentRowChanged.connect(self._history_row)
        for key, slot in ((Qt.Key.Key_Left, lambda: self.step(-1)),
                          (Qt.Key.Key_Right, lambda: self.step(1)),
                          (Qt.Key.Key_Home, lambda: self.go(self.source.round_index, 0)),
                          (Qt.Key.Key_End, lambda: self.go(self.source.round_index, 99)),
                          (Qt.Key.Key_PageUp, lambda: self.go(self.source.round_index - 1, 0)),
                          (Qt.Key.Key_PageDown,
                           lambda: self.go(self.source.round_index + 1, 0))):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self._moving = False
        self._row_of_move: list[int] = []
        self._read_ahead = False  # every card's SVG asked to be read (present)
        self.readiness = Readiness.NOT_LAID_OUT
        self._say_when_shown = ""  # a file's seat, said once the viewer shows
        self.resize(1200, 760)
        if record is not None:
            self.show_match(record, seat, keep_comments)

    def set_felt(self, felt: QColor | None) -> None:
        """The table's felt and the dialog's palette (the window's felt of the moment)."""
        from diloti_qt.ui.side_panel import felt_palette
        from diloti_qt.ui.table_look import felt_colour

        felt = felt if felt is not None else felt_colour("green")
        self.table.set_felt(felt)
        self.setPalette(felt_palette(felt))
        self.setAutoFillBackground(True)

    def show_match(self, record: MatchRecord, seat: int | None = None,
                   keep_comments=None) -> None:
        """Show `record` from `seat`'s place (by default the seat the record names, or for
        a record that names none the only person's, else the first: kept_seat), at its
        first move; `keep_comments(doc)` keeps the Expert's comments once computed.
        Whatever the viewer showed before is dropped (its comments' computation stopped)."""
        if seat is None:
            from diloti_qt.storage.records import kept_seat

            seat = kept_seat(record)[0]
        self.cancel_comments()
        self.record, self.seat, self.keep_comments = record, seat, keep_comments
        self.comments, self._row_of_move = None, []  # nothing of the match shown before
        self._moving = True  # the controls are set below, not stepped through
        try:
            self.source.load(record, seat)
            self.round_box.clear()
            self.round_box.addItems([_tr("Round {n}").format(n=i + 1)
                                     for i in range(len(record.rounds))])
            self.costly_only.setChecked(False)
        finally:
            self._moving = False
        self._word_the_side(record.rules.players)
        self.seen_from.hide()
        self._say_when_shown = ""
        self.names = side_names(self.source)  # as the game's score sheet names the sides
        mine = record.rules.side_of(seat)
        self.chart.set_record(record, seat, (self.names[mine], self.names[1 - mine]))
        self.comments = read_comments(record.comments, record, seat)
        if self.comments is not None:
            self.chart.set_chances(read_chances(record.comments, record))
        self.comments_button.setEnabled(self.comments is None)
        self.costly_only.setEnabled(self.comments is not None)
        self.go(0, 0, force=True)
        self.history.setFocus()  # Up and Down go through the moves too, each said

    def _word_the_side(self, players: int) -> None:
        """The comments' controls say whose decisions they are: the player's, or with four
        players the side's (the player's and the partner's)."""
        if players == 2:
            self.comments_button.setToolTip(_tr("The Expert looks at each of your decisions: "
                                                "its preferred move and what yours cost"))
            self.costly_only.setText(_tr("&Only my costly decisions"))
            self.costly_only.setToolTip("")
        else:
            self.comments_button.setToolTip(_tr(
                "The Expert looks at each decision of yours and your partner's: its "
                "preferred move and what the move played cost"))
            self.costly_only.setText(_tr("&Only our costly decisions"))
            self.costly_only.setToolTip(_tr("Your costly decisions and your partner's"))

    def rehearse(self, record: MatchRecord, seat: int | None = None) -> None:
        """Put `record` on the viewer unseen and draw it once off the screen, so that
        showing it costs no more than showing it again: on the next turns of the event
        loop (each well under a frame's 50 ms) the hidden window laid out at its size, its
        table drawn (the cards at their size), then the rest. Nothing if the viewer is
        showing a match already."""
        if self.isVisible():
            return
        self.show_match(record, seat)
        # a corner of one pixel: every widget gets its size (nothing much is painted)
        steps = [lambda: self.grab(QRect(0, 0, 1, 1)), self.table.grab, self.grab,
                 self._read_every_card]

        def step() -> None:
            if self.isVisible() or not steps:
                return  # shown meanwhile: what is left is done by the screen
            steps.pop(0)()  # painted into a picture nobody sees
            self.readiness = Readiness.LAID_OUT
            QTimer.singleShot(IDLE_GAP_MS, self, step)
        QTimer.singleShot(IDLE_GAP_MS, self, step)

    def present(self) -> None:
        """Show the viewer, raised and active. A viewer never laid out (never prepared nor
        shown: a file dropped before the Matches list was ever shown) is laid out unseen
        first, the cards its table shows are drawn on a worker thread, and it shows once
        they are (AHEAD_MS at most): the GUI thread draws none of them (a dropped file,
        measured side by side: a fifth less of its CPU to the first paint, its longest turn
        halved; a viewer laid out already draws them faster itself). The first time, every
        card's SVG is then read ahead, a few between two frames."""
        if self.readiness is Readiness.NOT_LAID_OUT and not self.isVisible():
            self.grab(QRect(0, 0, 1, 1))  # a corner: every widget gets its size
            self.readiness = Readiness.LAID_OUT
            table = self.table.table
            if table.renderer.render_ahead(table.wanted(self.devicePixelRatioF()),
                                           self._drawn_ahead):
                self.readiness = Readiness.WAITING
                QTimer.singleShot(AHEAD_MS, self, self._drawn_ahead)
                return
        if self.readiness is not Readiness.WAITING:  # (else shown with the first match)
            self._show_now()

    def _drawn_ahead(self) -> None:
        if self.readiness is Readiness.WAITING:
            self._show_now()

    def _show_now(self) -> None:
        self.readiness = Readiness.LAID_OUT
        self.show()
        self.raise_()
        self.activateWindow()
        said, self._say_when_shown = self._say_when_shown, ""
        if said:
            say_aloud(self.seen_from, said)
        self._read_every_card()

    def waiting(self) -> bool:
        """Whether the viewer shows once its cards are drawn (present)."""
        return self.readiness is Readiness.WAITING

    def _read_every_card(self) -> None:
        """Every card's SVG read ahead, once (every hand is shown face up)."""
        if not self._read_ahead:
            self._read_ahead = True
            self.table.table.renderer.parse_soon()

    def say_seen_from(self, text: str) -> None:
        """Say above the score whose seat the match is shown from (a file's match)."""
        self.seen_from.setText(text)
        self.seen_from.show()
        if self.waiting():  # said once the viewer shows (a hidden window says nothing)
            self._say_when_shown = text
        else:
            say_aloud(self.seen_from, text)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self.cancel_comments()  # nothing keeps computing for a closed window
        super().closeEvent(event)

    # -- moving -----------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        """One move on (or back), across the rounds' ends."""
        r, m = self.source.round_index, self.source.move_index + delta
        if m < 0 and r > 0:
            r, m = r - 1, self.source.moves_in(r - 1)
        elif m > self.source.moves_in(r) and r + 1 < len(self.record.rounds):
            r, m = r + 1, 0
        self.go(r, m)

    def go(self, round_index: int, move_index: int, force: bool = False) -> None:
        if self._moving or self.record is None:
            return
        before = (self.source.round_index, self.source.move_index)
        self.source.go(round_index, move_index)
        self.presenter.finish()
        now = (self.source.round_index, self.source.move_index)
        if now == before and not force:
            return
        self._moving = True
        try:
            self._show(before[0] != now[0] or force)
        finally:
            self._moving = False
        if not force:
            self._say_step()

    def _say_step(self) -> None:
        """The move stepped to, said: its line of the history and where the replay is (the
        keyboard stays where it was: a screen reader hears each step, as it is shown), and
        at a costly decision of the player's side what the Expert would have played."""
        row = self.history.currentRow()
        line = self.history.item(row).text() if row >= 0 else ""
        said = _tr("{line} ({position})").format(line=line, position=self.position.text())
        if self.advice.isVisibleTo(self):
            said += " " + self.advice.text()
        say_aloud(self.position, said)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        # the history's lines wrap anew: the line of the moment stays in sight
        QTimer.singleShot(0, self, self._current_line_in_sight)

    def _current_line_in_sight(self) -> None:
        item = self.history.currentItem()
        if item is not None:
            self.history.scrollToItem(item)

    def _show(self, new_round: bool) -> None:
        src = self.source
        r, m, n = src.round_index, src.move_index, src.moves_in(src.round_index)
        self.round_box.setCurrentIndex(r)
        self.chart.set_position(r, m)
        self.slider.setRange(0, n)
        self.slider.setValue(m)
        state = src.state
        if src.match_over():
            self.position.setText(_tr("move {m} of {n} · the match is over").format(m=m, n=n))
        elif state.round_over:
            self.position.setText(_tr("move {m} of {n} · the round is over").format(m=m, n=n))
        else:
            self.position.setText(_tr("move {m} of {n} · {name} to play").format(
                m=m, n=n, name=src.seat_name(state.to_move)))
        self.back_button.setEnabled(r > 0 or m > 0)
        self.next_button.setEnabled(r + 1 < len(self.record.rounds) or m < n)
        if new_round:
            rnd = src.replayed(r)
            self.history.clear()
            self.history.addItems([self.presenter.say(e) for e in rnd.events])
            # the history row that each move count lands on (its last event)
            self._row_of_move = [k - 1 for k in rnd.shown]
            self._annotate()
        self._mark_decision()
        s = src.state
        self.score.setText(_tr("{a} {x} – {y} {b}").format(
            a=self.names[0], b=self.names[1], x=s.scores[0], y=s.scores[1]))

    # -- the Expert's comments ---------------------------------------------------------------
    def start_comments(self) -> None:
        """Compute the comments in the background (a progress bar; Stop cancels)."""
        from .comments import MatchComments

        if self.analysis is not None:
            return
        self.analysis = MatchComments(self.record, self.seat, self.analysis_mode,
                                      self.analysis_budget, self)
        self.analysis.progress.connect(self._progress)
        self.analysis.finished.connect(self._comments_done)
        self.analysis.failed.connect(self._comments_failed)
        self.comments_button.setEnabled(False)
        self.progress.show()
        self.cancel_button.show()
        self.analysis.start()

    def cancel_comments(self) -> None:
        if self.analysis is not None:
            self.analysis.cancel()
            self.analysis = None
        self.progress.hide()
        self.cancel_button.hide()
        self.comments_button.setEnabled(self.comments is None)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _comments_done(self, doc: dict) -> None:
        self.analysis = None
        self.progress.hide()
        self.cancel_button.hide()
        self.comments = read_comments(doc, self.record, self.seat)
        self.chart.set_chances(read_chances(doc, self.record) if self.comments else None)
        self.costly_only.setEnabled(self.comments is not None)
        if self.keep_comments is not None:
            try:
                self.keep_comments(doc)
            except (OSError, ValueError) as e:
                self.score.setToolTip(str(e))
        self._annotate()

    def _comments_failed(self, text: str) -> None:
        self.cancel_comments()
        self.position.setText(_tr("The Expert could not comment: {why}").format(why=text))

    def costly(self, r: int, m: int) -> Costly | None:
        """At a decision of the player's side before move `m` of round `r` (the player's or
        the partner's) that was costly (comments.is_costly): the Expert's move (None if a
        file's comment names none legal there), the cost and who decided; None otherwise
        (before the comments, or a file's comment on a move of the other side)."""
        if self.comments is None:
            return None
        comment = self.comments[r].get(m)
        if comment is None or not is_costly(comment):
            return None
        state = self.source.replayed(r).positions[m]
        rules = self.record.rules
        if state.to_move is None or rules.side_of(state.to_move) != rules.side_of(self.seat):
            return None
        verdict = check(state, parse_move(comment["best"]))
        return Costly(verdict.move if verdict.legal else None, comment["loss"],
                      state.to_move == self.seat)

    def _decision_rows(self) -> dict[int, int]:
        """History row -> the move it is the line of (its first event), this round."""
        rnd = self.source.replayed(self.source.round_index)
        return {rnd.shown[m]: m for m in range(len(rnd.positions) - 1)}

    def _annotate(self) -> None:
        """Each move of the player's side in the history with the Expert's comment; with
        'only my (our) costly decisions', the other lines hidden."""
        if self.comments is None or not self._row_of_move:
            return
        r = self.source.round_index
        rnd = self.source.replayed(r)
        only = self.costly_only.isChecked()
        rows = self._decision_rows()
        for row in range(self.history.count()):
            item = self.history.item(row)
            m = rows.get(row)
            text = self.presenter.say(rnd.events[row])
            costly = self.costly(r, m) if m is not None else None
            if costly is not None:  # the points in the language's notation (12,0 in Greek)
                said = (_tr("Expert: {best} — yours cost about {loss} points") if costly.mine
                        else _tr("Expert: {best} — your partner's cost about {loss} points"))
                text += "\n" + said.format(
                    best=describe(rnd.positions[m], costly.best)
                    if costly.best is not None else "?",
                    loss=QLocale().toString(float(costly.loss), "f", 1))
            item.setText(text)
            item.setHidden(only and costly is None)
            item.setForeground(GOLD if costly is not None else self.palette().text())
        if not self._moving:
            self._mark_decision()

    def _mark_decision(self) -> None:
        """The history's line of the moment, and at a costly decision of the side's the
        Expert's move outlined on the table and said above the history. With 'only my
        costly decisions' the line of the moment is the decision's own (none elsewhere)."""
        src = self.source
        r, m = src.round_index, src.move_index
        costly = self.costly(r, m) if m < src.moves_in(r) else None
        if costly is not None:
            best = costly.best
            said = (_tr("Here your decision cost about {loss} points. The Expert: {best}.")
                    if costly.mine else _tr("Here your partner's decision cost about {loss} "
                                            "points. The Expert: {best}."))
            self.advice.setText(said.format(
                loss=QLocale().toString(float(costly.loss), "f", 1),
                best=describe(src.state, best) if best is not None else "?"))
            if best is not None:
                self.table.show_hint(best)
                self.table.gesture.hint_timer.stop()  # it stays while the decision shows
        else:
            self.table.clear_hint()
        self.advice.setVisible(costly is not None)
        if self.costly_only.isChecked():
            row = src.replayed(r).shown[m] if costly is not None else -1
        else:
            row = self._row_of_move[m]
        moving, self._moving = self._moving, True  # a row chosen here is not a step
        try:
            self.history.setCurrentRow(row)
        finally:
            self._moving = moving

    def _history_row(self, row: int) -> None:
        if self._moving or row < 0:
            return
        if self.costly_only.isChecked():  # a costly decision's line: the table before it
            m = self._decision_rows().get(row)
            if m is not None:
                self.go(self.source.round_index, m)
            return
        # the number of moves whose events reach `row`
        move = next((m for m, last in enumerate(self._row_of_move) if last >= row),
                    len(self._row_of_move) - 1)
        self.go(self.source.round_index, move)
