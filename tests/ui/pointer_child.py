"""A player who has not moved the mouse over the table since it appeared (the pointer rests
over it: the dialog just closed there, or the window opened under it) plays by keyboard.
Run under an X server (xcb) by tests/ui/test_table_pointer.py; exits 0 when every table
survived, prints what it did."""

from __future__ import annotations

import faulthandler
import sys
import time

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules
from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.ui.table.view import TableView


def settle(app: QApplication, done, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if done():
            return True
        time.sleep(0.005)
    return done()


def one_table(app: QApplication, seed: int) -> None:
    controller = GameController()
    controller.pace = "fast"
    controller.new_match(Rules.make("pagat-2p"), seed=seed, levels={1: "easy"})
    presenter = TablePresenter(controller, "fast")
    view = TableView(presenter)
    view.setGeometry(40, 40, 1100, 760)
    view.show()
    ready = lambda: controller.is_human_turn() and not view.is_animating()  # noqa: E731
    assert settle(app, ready, 15), "the human's turn never came"
    moves = controller.legal_moves()
    move = next((m for m in moves if m.cards), moves[0])
    under = view.scene_item_for_card(move.cards[0] if move.cards else move.card)
    # the pointer comes to rest over a card the move takes while the table is not shown,
    # so the view sees no mouse movement, only the pointer there when it is shown again
    view.hide()
    settle(app, lambda: False, 0.2)
    QCursor.setPos(view.mapToGlobal(view.mapFromScene(under.center())))
    settle(app, lambda: False, 0.2)
    view.show()
    settle(app, lambda: False, 0.5)
    view.play(move)  # what Enter on the focused card does
    rounds = controller.round_number
    settle(app, lambda: ready() or controller.round_number != rounds, 15)
    print(f"seed {seed}: played {move}, the table survived", flush=True)
    view.close()
    view.deleteLater()
    controller.shutdown()
    settle(app, lambda: False, 0.1)


def main() -> int:
    faulthandler.enable()
    app = QApplication(sys.argv[:1])
    for seed in [int(a) for a in sys.argv[1:]] or [7]:
        one_table(app, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
