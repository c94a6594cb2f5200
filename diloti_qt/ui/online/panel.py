"""The online match in the dialog, until the table is fed by a network seat (issue 14's
presenter): whose turn, the scores, each seat's name, cards and connection mark, the
table, your hand, your legal moves (Enter or double-click plays one) and the history.
Everything shown comes from this seat's PlayerView and the public events."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.controller import words
from diloti_qt.controller.history_words import sentence
from diloti_qt.engine import PlayerView, State
from diloti_qt.engine.cards import pretty
from diloti_qt.history_events import move_event

from .connection import OnlineConnection
from .lobby import connection_mark, level_name
from .words import error_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlinePanel", text)


def view_state(view: PlayerView) -> State:
    """A state with only what the view shows (other hands and the stock left empty)."""
    hands = [[] for _ in view.hand_sizes]
    hands[view.seat] = list(view.hand)
    return view.as_state(hands, [])


def seat_name(seats: list[dict], seat: int, mine: int) -> str:
    if seat == mine:
        return _tr("You")
    info = seats[seat] if seat < len(seats) else None
    if info is None:
        return _tr("Seat {n}").format(n=seat + 1)
    if info["kind"] == "computer":
        return _tr("Computer ({level})").format(level=level_name(info["level"] or ""))
    return info["name"] or _tr("Seat {n}").format(n=seat + 1)


def table_text(view: PlayerView) -> str:
    parts = [pretty(c) for c in view.loose]
    for d in view.decls:
        kind = _tr("family of {v}") if d.family else _tr("declared {v}")
        parts.append(f"[{kind.format(v=d.value)}: {' '.join(pretty(c) for c in d.cards)}]")
    return "  ".join(parts) or _tr("(the table is empty)")


class OnlinePanel(QWidget):
    left = Signal()

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.setObjectName("onlinePanel")
        self.view: PlayerView | None = None
        self.legal: list = []  # the moves listed, by row
        layout = QVBoxLayout(self)
        self.turn = QLabel(self)
        self.turn.setObjectName("turn")
        font = self.turn.font()
        font.setBold(True)
        self.turn.setFont(font)
        self.scores = QLabel(self)
        self.scores.setObjectName("scores")
        self.seats = QLabel(self)
        self.seats.setObjectName("seats")
        self.table = QLabel(self)
        self.table.setObjectName("tableCards")
        self.table.setWordWrap(True)
        self.hand = QLabel(self)
        self.hand.setObjectName("hand")
        for w in (self.turn, self.scores, self.seats, QLabel(_tr("On the table:"), self),
                  self.table, self.hand):
            layout.addWidget(w)
        row = QHBoxLayout()
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setAccessibleName(_tr("Your moves"))
        self.moves.itemActivated.connect(self._play)
        self.history = QListWidget(self)
        self.history.setObjectName("history")
        self.history.setAccessibleName(_tr("Moves played"))
        row.addWidget(self.moves, 3)
        row.addWidget(self.history, 2)
        layout.addLayout(row)
        self.status = QLabel(self)
        self.status.setObjectName("panelStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        leave = QPushButton(_tr("&Leave the table"), self)
        leave.setObjectName("panelLeave")
        leave.clicked.connect(self.left)
        layout.addWidget(leave, 0, Qt.AlignmentFlag.AlignRight)
        connection.view_changed.connect(self.show_view)
        connection.seats_changed.connect(lambda _seats: self._show_seats())
        connection.refused.connect(lambda code, reason: self.status.setText(
            error_text(code, reason or None)))
        connection.connection_changed.connect(self._connected)

    def _connected(self, up: bool) -> None:
        self.status.setText("" if up else _tr("Connection lost: trying again…"))

    def show_view(self, view: PlayerView, msg: dict) -> None:
        before = self.view
        self.view = view
        c = self.connection
        if msg["type"] in ("view", "deal"):
            self.history.clear()
            for seat, move in view.history:
                self.history.addItem(seat_name(c.seats, seat, view.seat) + ": "
                                     + pretty(move.card))
        elif msg["type"] == "update" and before is not None:
            self.history.addItem(self._history_line(before, msg["seat"], view))
            self.history.scrollToBottom()
        if msg["type"] == "update" and msg["round_end"] is not None:
            end = msg["round_end"]
            self.status.setText(_tr("Round over: {a} to {b}.").format(
                a=end["points"][0], b=end["points"][1]))
        self._show_seats()
        sides = (_tr("Team A"), _tr("Team B")) if len(view.hand_sizes) == 4 else (
            seat_name(c.seats, 0, view.seat), seat_name(c.seats, 1, view.seat))
        self.scores.setText(f"{sides[0]} {view.scores[0]} — {sides[1]} {view.scores[1]}"
                            + _tr("   ·   stock: {n}").format(n=view.stock_size))
        self.table.setText(table_text(view))
        self.hand.setText(_tr("Your hand: {cards}").format(
            cards=" ".join(pretty(c) for c in view.hand) or "—"))
        self.moves.clear()
        self.legal = []
        if view.round_over:
            self.turn.setText(_tr("The round is over."))
            return
        if view.to_move == view.seat:
            self.turn.setText(_tr("Your turn: choose a move."))
            state = view_state(view)
            self.legal = sorted(view.legal_moves())
            for move in self.legal:
                QListWidgetItem(words.describe(state, move), self.moves)
            self.moves.setCurrentRow(0)
        else:
            self.turn.setText(_tr("{who} to play.").format(
                who=seat_name(c.seats, view.to_move, view.seat)))

    def _history_line(self, before: PlayerView, seat: int, after: PlayerView) -> str:
        move = after.history[-1][1] if after.history else None
        who = seat_name(self.connection.seats, seat, after.seat)
        if move is None:
            return who
        try:
            event = move_event(view_state(before), seat, move)
            return sentence(event, after.seat,
                            lambda s: seat_name(self.connection.seats, s, after.seat))
        except (ValueError, KeyError, IndexError):
            return f"{who}: {pretty(move.card)}"

    def _show_seats(self) -> None:
        view = self.view
        if view is None:
            return
        seats = self.connection.seats
        parts = []
        for i, n in enumerate(view.hand_sizes):
            mark = connection_mark(seats[i]) if i < len(seats) else ""
            turn = " ◀" if view.to_move == i and not view.round_over else ""
            cards = QCoreApplication.translate("OnlinePanel", "%n card(s)", None, n)
            mark = f" ({mark})" if mark else ""
            parts.append(f"{seat_name(seats, i, view.seat)}: {cards}{mark}{turn}")
        self.seats.setText("   ·   ".join(parts))

    def _play(self, item: QListWidgetItem) -> None:
        row = self.moves.row(item)
        view = self.view
        if 0 <= row < len(self.legal) and view is not None and view.to_move == view.seat:
            move = self.legal[row]
            self.moves.clear()
            self.legal = []
            self.connection.play(move)
