"""Drive the table like a player: real mouse events on the viewport of a TableView."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules, parse_card, parse_position
from diloti_qt.models import HandModel, TableModel
from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.ui.table.view import TableView

LEFT = Qt.MouseButton.LeftButton


def card(text: str) -> int:
    return parse_card(text)


def cards(*texts: str) -> set[int]:
    return {parse_card(t) for t in texts}


def position(hand: list[str], table: list, opponent: list[str] | None = None,
             profile: str = "pagat-2p", **extra) -> dict:
    pos = {
        "format": "diloti-position/1", "rules": profile, "dealer": 1, "to_move": 0,
        "hands": [hand, opponent if opponent is not None else ["KH", "QD", "JS"]],
        "table": table, "stock": [],
    }
    pos.update(extra)
    return pos


def card_point(view, c: int) -> QPoint:
    return view.mapFromScene(view.scene_item_for_card(c).center())


def pile_point(view, table_model, c: int) -> QPoint:
    """The centre of the visible part of the pile holding card `c`."""
    rect = view.pile_scene_rect(table_model.row_of_card(c))
    assert not rect.isNull()
    return view.mapFromScene(rect.center())


def free_felt(view) -> QPoint:
    """A point of the felt that no pile covers."""
    lay = view.table.layout
    area = lay.table
    step = lay.cw / 4
    # Well clear of every pile if the felt has room, else in any gap between them (a
    # narrow window with five piles leaves no quarter-card margin anywhere).
    for margin in (step, step / 4, 2.0):
        y = area.top() + margin
        while y < area.bottom() - margin:
            x = area.left() + margin
            while x < area.right() - margin:
                p = QPointF(x, y)
                if all(not box.rect.adjusted(-margin, -margin, margin, margin).contains(p)
                       for box in lay.piles):
                    return view.mapFromScene(p)
                x += margin
            y += margin
    raise AssertionError("no free felt on the table")


def move_mouse(view, to: QPoint, buttons=LEFT) -> None:
    vp = view.viewport()
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(to), vp.mapToGlobal(QPointF(to)),
                        Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, event)


def drag(view, c: int, to: QPoint, steps: int = 6) -> None:
    """Press card `c`, move in `steps` to `to` and release there: real mouse events."""
    vp = view.viewport()
    start = card_point(view, c)
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        move_mouse(view, start + (to - start) * (i / steps))
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, to)


def pills(view) -> dict[int, tuple[str, bool]]:
    """Each seat's name pill as shown: its text and whether it is lit (whose turn)."""
    from diloti_qt.ui.table.decor import GOLD

    names = view.table.decor.names
    return {seat: (label.text(), label.bg == GOLD) for seat, label in names.items()}


def flourish_shown(view) -> bool:
    return view.table.decor.flourish.isVisible()


class Table:
    """A controller, its presenter and models, and a shown TableView at a given size, at
    instant pace."""

    def __init__(self, qtbot, size=(1280, 800), seed: int = 5, profile: str = "pagat-2p"):
        self.qtbot = qtbot
        self.controller = c = GameController()
        c.pace = "instant"
        rules = Rules.make(profile)
        c.new_match(rules, seed=seed, levels={s: "easy" for s in range(1, rules.players)})
        self.wait_human()
        self.presenter = TablePresenter(c, "instant")
        self.hand_model = HandModel(self.presenter)
        self.table_model = TableModel(self.presenter)
        self.view = TableView(self.presenter)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.events: list = []
        self.statuses: list[str] = []
        c.move_applied.connect(self.events.append)
        self.view.status.connect(self.statuses.append)

    @property
    def scene(self):
        return self.view.table

    @property
    def decor(self):
        return self.view.table.decor

    @property
    def gesture(self):
        return self.view.gesture

    def wait_human(self) -> None:
        c = self.controller
        self.qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)

    def load(self, pos: dict) -> None:
        """Put a position on the table (the seats stay as they are)."""
        self.controller.load_state(parse_position(pos))
        self.view.finish_motion()

    # -- geometry -----------------------------------------------------------------------------
    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def card_point(self, c: int) -> QPoint:
        return card_point(self.view, c)

    def pile_row(self, c: int) -> int:
        return self.table_model.row_of_card(c)

    def pile_point(self, c: int) -> QPoint:
        """The centre of the visible part of the pile holding card `c`."""
        return pile_point(self.view, self.table_model, c)

    def felt_point(self) -> QPoint:
        return free_felt(self.view)

    # -- mouse --------------------------------------------------------------------------------
    def move_mouse(self, to: QPoint, buttons=LEFT) -> None:
        move_mouse(self.view, to, buttons)

    def drag(self, c: int, to: QPoint, steps: int = 6) -> None:
        drag(self.view, c, to, steps)

    def click(self, at: QPoint) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)

    def select(self, *texts: str) -> None:
        for t in texts:
            self.click(self.pile_point(card(t)))

    def double_click(self, c: int) -> None:
        QTest.mouseDClick(self.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                          self.card_point(c))

    def key(self, widget, key) -> None:
        QTest.keyClick(widget, key)

    def close(self) -> None:
        self.controller.shutdown()


def click_at(view, at: QPoint) -> None:
    QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)


def play_by_mouse(view, table_model, move) -> None:
    """Play `move` as a player would: a laid card is dragged to free felt; otherwise the
    table cards it uses are clicked (selected) and the card is dragged onto one of them;
    if the chooser opens, the move's row is clicked."""
    if not move.cards:
        drag(view, move.card, free_felt(view))
    else:
        rows = sorted({table_model.row_of_card(c) for c in move.cards})
        for row in rows:
            pile = table_model.piles[row]
            click_at(view, pile_point(view, table_model, pile.cards[0]))
        drag(view, move.card, pile_point(view, table_model, move.cards[0]))
    chooser = view.chooser
    if chooser is not None:
        row = next(i for i in range(chooser.list.count())
                   if chooser.list.item(i).data(Qt.ItemDataRole.UserRole) == move)
        item = chooser.list.item(row)
        chooser.list.scrollToItem(item)
        QTest.mouseClick(chooser.list.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         chooser.list.visualItemRect(item).center())


def played(table: Table):
    """The move the table played (the first), failing if none was."""
    assert table.events, "no move was played"
    return table.events[0]
