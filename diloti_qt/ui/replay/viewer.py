"""The replay viewer: a kept match on the game's own card table and presenter, read-only,
every hand face up; step move by move (arrow keys, Home/End, PageUp/PageDown for rounds),
a slider per round, the history as an index, the score as it stood."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.record import MatchRecord

from .source import ReplaySource


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReplayViewer", text)


class ReplayViewer(QDialog):
    """`go(round, move)` shows the table after that many moves of that round."""

    def __init__(self, record: MatchRecord, felt: QColor | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from diloti_qt.ui.presenter.presenter import TablePresenter
        from diloti_qt.ui.table.view import TableView

        self.setObjectName("replayViewer")
        self.setWindowTitle(_tr("Replay"))
        self.setAccessibleName(_tr("Replay of a finished match"))
        self.record = record
        self.source = ReplaySource(record, 0, self)
        self.presenter = TablePresenter(self.source, "instant")
        self.table = TableView(self.presenter, self)
        if felt is not None:
            from diloti_qt.ui.side_panel import felt_palette

            self.table.set_felt(felt)
            self.setPalette(felt_palette(felt))
            self.setAutoFillBackground(True)
        self.round_box = QComboBox()
        self.round_box.setObjectName("replayRound")
        self.round_box.setAccessibleName(_tr("Round"))
        for i in range(len(record.rounds)):
            self.round_box.addItem(_tr("Round {n}").format(n=i + 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setAccessibleName(_tr("Move in the round"))
        self.back_button = QPushButton(_tr("◀ Back"))
        self.next_button = QPushButton(_tr("Next ▶"))
        self.position = QLabel()
        self.position.setObjectName("replayPosition")
        self.score = QLabel()
        self.score.setObjectName("replayScore")
        self.history = QListWidget()
        self.history.setObjectName("replayHistory")
        self.history.setAccessibleName(_tr("Moves of the round: choose one to go there"))
        self.history.setWordWrap(True)
        controls = QHBoxLayout()
        for w in (self.round_box, self.back_button, self.slider, self.next_button,
                  self.position):
            controls.addWidget(w, 1 if w is self.slider else 0)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(controls)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.score)
        right_layout.addWidget(self.history, 1)
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
        self.resize(1200, 760)
        self.go(0, 0, force=True)

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
        if self._moving:
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

    def _show(self, new_round: bool) -> None:
        src = self.source
        r, m, n = src.round_index, src.move_index, src.moves_in(src.round_index)
        self.round_box.setCurrentIndex(r)
        self.slider.setRange(0, n)
        self.slider.setValue(m)
        self.position.setText(_tr("move {m} of {n}").format(m=m, n=n))
        self.back_button.setEnabled(r > 0 or m > 0)
        self.next_button.setEnabled(r + 1 < len(self.record.rounds) or m < n)
        if new_round:
            rnd = src.replayed(r)
            self.history.clear()
            self.history.addItems([self.presenter.say(e) for e in rnd.events])
            # the history row that each move count lands on (its last event)
            self._row_of_move = [k - 1 for k in rnd.shown]
        self.history.setCurrentRow(self._row_of_move[m])
        s = src.state
        self.score.setText(_tr("{a} {x} – {y} {b}").format(
            a=src.seat_name(0), b=src.seat_name(1), x=s.scores[0], y=s.scores[1]))

    def _history_row(self, row: int) -> None:
        if self._moving or row < 0:
            return
        # the number of moves whose events reach `row`
        move = next((m for m, last in enumerate(self._row_of_move) if last >= row),
                    len(self._row_of_move) - 1)
        self.go(self.source.round_index, move)


def open_viewer(window, record: MatchRecord) -> ReplayViewer:
    viewer = ReplayViewer(record, window.side_panel.felt, window)
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    viewer.show()
    return viewer
