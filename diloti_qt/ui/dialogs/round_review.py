"""The round review window: the player's costliest decisions of a round, each on the table
as it was, with the Expert's preferred move beside the one played."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.ai.review import ReviewItem
from diloti_qt.controller import words
from diloti_qt.controller.game import GameController
from diloti_qt.controller.game import Seats
from diloti_qt.controller.review import REVIEW_BUDGET, FinishedRound, RoundReview
from diloti_qt.engine import Move, State
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.fitted_pages import FittedPages
from diloti_qt.ui.seat_pane import SeatPane
from diloti_qt.ui.table_look import dress, heading, show_page


REVIEW_SIZE = (1180, 780)  # the decisions beside a table large enough to read (screen allowing)


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundReview", text)


def points_number(loss: float) -> str:
    """'3.5' (in the locale's notation)."""
    return QLocale().toString(float(loss), "f", 1)


def move_words(item: ReviewItem, move: Move) -> str:
    """The move as its player would have chosen it: 'Take 6♠ and 2♥+4♦ with 6♦'."""
    return words.describe(item.state, move)


def reasons_text(item: ReviewItem, move: Move, why) -> str:
    """What the move does and leaves, in words (its plain wording if there is nothing more)."""
    return words.hint_text(why.parts, item.state, move) or move_words(item, move)


class ReviewTable(QWidget):
    """A read-only table on its own controller (no computer plays), showing a position and
    one move highlighted."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = GameController(self)
        self.controller.pace = "instant"
        self.controller.seats = Seats(seat, {})
        self.pane = SeatPane(self.controller, "instant", self, lists=False, announcer=None)
        self.presenter = self.pane.presenter
        self.hand_model = self.pane.hand_model
        self.table_model = self.pane.table_model
        self.view = self.pane.view
        self.view.setObjectName("reviewTable")
        self.view.set_pace("instant")
        self.view.setInteractive(False)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAccessibleName(_tr("The table before your move"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.highlighted: Move | None = None

    def show_position(self, item: ReviewItem, rounds_before: list,
                      opening: State | None = None) -> None:
        # the rounds before it: the table names the round being reviewed; its deal
        # (`opening`): the table tells the xeris' own cards from the round's moves
        self.controller.load_state(item.state.clone(), levels={}, rounds=rounds_before,
                                   opening=opening)

    def highlight(self, move: Move) -> None:
        self.highlighted = move
        self.view.show_hint(move)
        self.view.gesture.hint_timer.stop()  # here a hint stays until another is chosen

    def shutdown(self) -> None:
        self.controller.shutdown()


class RoundReviewWindow(QDialog):
    """Computes the review off the GUI thread (progress, Cancel), then lists the costliest
    decisions; selecting one shows the table as it was with the Expert's move highlighted."""

    budget = REVIEW_BUDGET  # seconds of the Expert's search per decision

    def __init__(self, finished: FinishedRound, mode: str = "thread",
                 parent: QWidget | None = None, budget: float | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.finished_round = finished
        self.setObjectName("roundReviewWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(_tr("Round {n} review").format(n=finished.number))
        self.items: list[ReviewItem] = []
        self.review = RoundReview(finished.decisions, finished.seat, mode,
                                  self.budget if budget is None else budget, self)
        self.review.progress.connect(self._progress)
        self.review.finished.connect(self._finished)
        self.review.failed.connect(self._failed)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.heading = heading("", self)
        layout.addWidget(self.heading)
        self.pages = FittedPages()
        self.working_page = self._build_working_page()
        self.results_page = self._build_results_page()
        self.message_page = self._build_message_page()
        for page in (self.working_page, self.results_page, self.message_page):
            self.pages.addWidget(page)
        layout.addWidget(self.pages, 1)
        self.buttons = QDialogButtonBox()
        self.close_button = self.buttons.addButton(_tr("&Close"),
                                                   QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self.review.total:
            self._show_working()
            self.review.start()
        else:
            self._finished([])

    # -- building ----------------------------------------------------------------------------
    def _build_working_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.working_label = QLabel()
        self.working_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.working_label.setWordWrap(True)
        layout.addWidget(self.working_label)
        self.progress_bar = QProgressBar()
        self.progress_bar.setFormat(_tr("%v of %m"))
        self.progress_bar.setMaximumWidth(420)
        self.progress_bar.setAccessibleName(_tr("Decisions reviewed"))
        layout.addWidget(self.progress_bar, 0, Qt.AlignmentFlag.AlignHCenter)
        self.cancel_button = QPushButton(_tr("Cancel"))
        self.cancel_button.setToolTip(_tr("Stop the review and close this window"))
        self.cancel_button.clicked.connect(self.reject)
        layout.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignHCenter)
        return page

    def _build_results_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setObjectName("reviewList")
        self.list.setAccessibleName(_tr("Your costliest decisions"))
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.currentRowChanged.connect(self._select)
        self.table = ReviewTable(self.finished_round.seat)
        self.table.setMinimumSize(560, 380)
        self.show_best = QPushButton(_tr("The &Expert's move"))
        self.show_played = QPushButton(_tr("&Your move"))
        self.show_group = QButtonGroup(self)
        for button in (self.show_best, self.show_played):
            button.setCheckable(True)
            self.show_group.addButton(button)
        self.show_best.setChecked(True)
        self.show_best.setToolTip(_tr("Outline the move the Expert prefers"))
        self.show_played.setToolTip(_tr("Outline the move you played"))
        self.show_group.buttonToggled.connect(self._show_move)
        toggles = QHBoxLayout()
        toggles.addWidget(QLabel(_tr("Show on the table:")))
        toggles.addWidget(self.show_best)
        toggles.addWidget(self.show_played)
        toggles.addStretch(1)
        self.detail = QLabel()
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table, 1)
        column.addLayout(toggles)
        column.addWidget(self.detail)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.list)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 860])
        splitter.setChildrenCollapsible(False)
        self.hint_label = QLabel(_tr("Select a decision to see the table as it was before "
                                     "your move."))
        self.hint_label.setWordWrap(True)
        layout.addWidget(self.hint_label)
        layout.addWidget(splitter, 1)
        return page

    def _build_message_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.message = QLabel()
        self.message.setObjectName("reviewMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        return page

    # -- the computation -----------------------------------------------------------------------
    def _show_working(self) -> None:
        n = self.finished_round.number
        self.heading.setText(_tr("Round {n}: the Expert looks at your decisions").format(n=n))
        self.working_label.setText(_tr(
            "The Expert is estimating what each of your decisions cost, comparing it with "
            "the move it prefers…"))
        self.progress_bar.setRange(0, max(1, self.review.total))
        self.progress_bar.setValue(0)
        self.close_button.hide()
        show_page(self, self.pages, self.working_page)
        self.cancel_button.setFocus()

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    @Slot(list)
    def _finished(self, items: list) -> None:
        self.items = list(items)
        self.close_button.show()
        n = self.finished_round.number
        if not self.items:
            self.heading.setText(_tr("Round {n} review").format(n=n))
            if self.review.total:
                text = _tr("Well played: no decision cost you more than half a point by the "
                           "Expert's estimate.")
            else:
                text = _tr("You had no decisions to review in this round.")
            self._say(text)
            show_page(self, self.pages, self.message_page)
            self.close_button.setFocus()
            return
        self.heading.setText(_tr(
            "Round {n}: your costliest decisions, by the Expert's estimate").format(n=n))
        self.list.clear()
        for rank, item in enumerate(self.items, 1):
            entry = QListWidgetItem(self._entry_text(rank, item))
            entry.setData(Qt.ItemDataRole.AccessibleTextRole, self._entry_text(rank, item))
            self.list.addItem(entry)
        show_page(self, self.pages, self.results_page, at_least=REVIEW_SIZE)
        self.list.setCurrentRow(0)
        self.list.setFocus()

    @Slot(str)
    def _failed(self, error: str) -> None:
        self.close_button.show()
        self.heading.setText(_tr("Round {n} review").format(n=self.finished_round.number))
        self._say(_tr("The review could not be finished: {error}").format(error=error))
        show_page(self, self.pages, self.message_page)

    def _say(self, text: str) -> None:
        """The review's outcome in words, shown and said: the keyboard goes to Close."""
        self.message.setText(text)
        announce(self.message, text, name=False)

    # -- the results ---------------------------------------------------------------------------
    def _entry_text(self, rank: int, item: ReviewItem) -> str:
        head = _tr("{rank}. Move {move}: about {points} points lost").format(
            rank=rank, move=item.index + 1, points=points_number(item.loss))
        played = _tr("You: {move}").format(move=move_words(item, item.played))
        best = _tr("Expert: {move}").format(move=move_words(item, item.best))
        return "\n".join((head, played, best))

    @Slot(int)
    def _select(self, row: int) -> None:
        if not 0 <= row < len(self.items):
            return
        item = self.items[row]
        decisions = self.finished_round.decisions
        self.table.show_position(item, self.finished_round.rounds_before,
                                 decisions[0][0] if decisions else None)
        self.detail.setText(self._detail_html(item))
        self._show_move()

    def _detail_html(self, item: ReviewItem) -> str:
        lines = (
            _tr("<b>Move {move}:</b> this decision cost you about {points} points.").format(
                move=item.index + 1, points=html.escape(points_number(item.loss))),
            _tr("<b>You played:</b> {why}").format(
                why=html.escape(reasons_text(item, item.played, item.played_why))),
            _tr("<b>The Expert prefers:</b> {why}").format(
                why=html.escape(reasons_text(item, item.best, item.best_why))),
        )
        return "<br>".join(lines)

    def current_item(self) -> ReviewItem | None:
        row = self.list.currentRow()
        return self.items[row] if 0 <= row < len(self.items) else None

    @Slot()
    def _show_move(self, *args) -> None:
        item = self.current_item()
        if item is None:
            return
        self.table.highlight(item.played if self.show_played.isChecked() else item.best)

    # -- closing -----------------------------------------------------------------------------
    def done(self, result: int) -> None:
        self.review.cancel()
        self.table.shutdown()
        super().done(result)
