"""The keyboard and screen-reader panel: your legal moves (Enter plays), the table and your
hand as item views, and a line saying whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.controller.port import Presence
from diloti_qt.engine.state import HAND_SIZE
from diloti_qt.models import Roles
from diloti_qt.models.legal_moves import LegalMovesModel

from .announcer import announce
from .buddy_names import name_labels


def _tr(text: str) -> str:
    return QCoreApplication.translate("MovesPanel", text)


class MoveList(QListView):
    """A list whose Enter (or a double-click) asks to play the current row."""

    play_requested = Signal(QModelIndex)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.currentIndex().isValid():
            self.play_requested.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt API)
        index = self.indexAt(event.position().toPoint())
        if index.isValid():
            self.play_requested.emit(index)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)


class WholeHand(QListView):
    """The hand's list, as tall as a full hand (or the cards in it, if more): it never scrolls
    where the page has room (a sixth of the page scrolled six cards), and it keeps its height
    as the cards go, so the lists above it do not move after every move."""

    def __init__(self) -> None:
        super().__init__()
        self._row = 0  # the height of a row, kept while the hand is empty
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def setModel(self, model) -> None:  # noqa: N802 (Qt API)
        super().setModel(model)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset,
                       model.layoutChanged):
            signal.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        heights = [self.sizeHintForRow(r) for r in range(rows)]
        if heights and max(heights) > 0:
            self._row = max(heights)
        row = self._row or self.fontMetrics().height() + 4
        return QSize(super().sizeHint().width(),
                     row * max(rows, HAND_SIZE) + 2 * self.frameWidth() + 2)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._row = 0  # the rows take the panel's new text size
            self.updateGeometry()


def _list(name: str, tip: str, view: QListView | None = None) -> QListView:
    view = view if view is not None else QListView()
    view.setAccessibleName(name)
    view.setToolTip(tip)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setWordWrap(True)
    view.setUniformItemSizes(False)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return view


class MovesPanel(QWidget):
    """`move_chosen(Move)` when a legal move is played from the list; `preview(Move)` when
    the current row changes while the list has the keyboard focus."""

    move_chosen = Signal(object)
    preview = Signal(object)

    def __init__(self, presenter, hand_model, table_model, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("movesPanel")
        self.presenter = presenter
        self.controller = presenter.source
        self.model = LegalMovesModel(presenter, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        layout.addWidget(self.turn_label)

        self.moves_view = MoveList()
        self.moves_view.setObjectName("movesView")
        self.moves_view.setAccessibleName(_tr("Your legal moves"))
        self.moves_view.setToolTip(_tr("Enter or a double-click plays the move"))
        self.moves_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves_view.setWordWrap(True)
        self.moves_view.setModel(self.model)
        self.moves_view.play_requested.connect(self._play)
        self.moves_view.selectionModel().currentChanged.connect(self._current_changed)
        self.table_view = _list(_tr("Cards on the table"),
                                _tr("Loose cards, then declarations"))
        self.table_view.setObjectName("tableList")
        self.table_view.setModel(table_model)
        self.hand_view = _list(_tr("Your hand"), _tr("The cards in your hand"), WholeHand())
        self.hand_view.setObjectName("handList")
        self.hand_view.setModel(hand_model)
        for text, view, stretch in ((_tr("Your &moves:"), self.moves_view, 3),
                                    (_tr("On the &table:"), self.table_view, 2),
                                    (_tr("In your h&and:"), self.hand_view, 0)):
            label = QLabel(text)
            label.setBuddy(view)
            layout.addWidget(label)
            layout.addWidget(view, stretch)

        self._current_soon = QTimer(self)
        self._current_soon.setSingleShot(True)
        self._current_soon.setInterval(0)
        self._current_soon.timeout.connect(self._keep_current)
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(self._current_soon.start)
        presenter.changed.connect(self._refresh_turn)
        self._refresh_turn()
        name_labels(self)

    def focus_moves(self) -> None:
        self._keep_current()
        self.moves_view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _keep_current(self) -> None:
        view = self.moves_view
        if self.model.rowCount() and not view.currentIndex().isValid():
            view.setCurrentIndex(self.model.index(0, 0))

    def _play(self, index: QModelIndex) -> None:
        move = index.data(Roles.KEY)
        if move is not None:
            self.move_chosen.emit(move)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        move = current.data(Roles.KEY) if current.isValid() else None
        if move is not None and self.moves_view.hasFocus():  # not a row of "more moves"
            self.preview.emit(move)

    def _refresh_turn(self, *_args) -> None:
        """Whose turn it is on the table as it is shown now."""
        c, p = self.controller, self.presenter
        snap = p.snapshot
        if snap is None:
            text = _tr("No match in progress.")
        elif snap.round_over and c.match_over():
            text = c.after_match()  # a new match, or another at the same table
        elif snap.round_over:
            text = _tr("The round is over. Press N for the next round.")
        elif snap.to_move is None:
            return  # the round's last card is landing: the round's end comes next
        elif p.human_turn():
            text = _tr("Your turn: choose a move and press Enter.")
        elif snap.to_move == snap.human and c.in_flight:  # at a table with friends
            text = _tr("Your move is being sent…")
        elif snap.to_move == snap.human and c.seat_plays(snap.human):  # (a watcher's: no)
            text = _tr("Your turn is coming.")
        elif snap.players == 2 and c.presence(snap.to_move) is Presence.LOCAL:
            text = _tr("The computer is playing.")
        else:
            text = _tr("{name} is playing.").format(name=c.seat_name(snap.to_move))
        if text != self.turn_label.text():
            self.turn_label.setText(text)
            announce(self.turn_label, text, loud=False)
