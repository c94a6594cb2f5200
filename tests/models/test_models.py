"""The item models: Qt's model tester on every change of a whole round, and their contents."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules
from diloti_qt.engine.state import Decl
from diloti_qt.models import HandModel, HistoryModel, Roles, ScoreModel, TableModel
from diloti_qt.presenter.presenter import TablePresenter


@pytest.mark.parametrize("model_class", [HandModel, TableModel, HistoryModel, ScoreModel])
def test_model_passes_the_model_tester_through_a_whole_round(qtbot, qtmodeltester, model_class):
    """Qt's model tester watches every signal of one model while a round is played."""
    c = GameController()
    c.pace = "instant"
    model = model_class(TablePresenter(c, "instant"))
    inserted = []
    model.rowsInserted.connect(lambda *args: inserted.append(args))
    c.new_match(Rules.make("pagat-2p"), seed=9, levels={0: "easy", 1: "easy"})
    qtmodeltester.check(model, force_py=True)
    checked = []

    def on_change():
        s = c.state
        if model_class is HandModel:
            assert model.cards == s.hands[c.human]
        elif model_class is TableModel:
            # the same piles; their order is the table's (the snapshot owns positions)
            piles = [model.pile_at(r) for r in range(model.rowCount())]
            assert sorted(piles, key=str) == sorted(list(s.loose) + s.sorted_decls(), key=str)
        elif model_class is HistoryModel:
            assert model.events == c.history
        else:
            assert model.rowCount() == len(c.match.rounds) + 1
        checked.append(len(c.history))

    c.state_changed.connect(on_change)
    qtbot.waitUntil(lambda: c.state.round_over, timeout=30000)
    assert len(checked) >= 48
    if model_class is not ScoreModel:
        assert inserted, "rows are inserted, not only reset"
    else:
        assert model.data(model.index(1, 0)) == str(c.match.scores[0])


def test_table_model_roles_describe_each_pile(qtbot):
    from diloti_qt.engine import parse_position

    c = GameController()
    c.new_match(Rules.make("pagat-2p"), seed=1)
    c.load_state(parse_position({
        "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
        "hands": [["8C", "9C"], ["9S", "2S"]],
        "table": ["KD", {"value": 8, "owner": 0, "kind": "simple", "cards": ["5S", "3D"]}],
    }))
    presenter = TablePresenter(c, "instant")
    table = TableModel(presenter)
    assert table.rowCount() == 2
    loose, decl = table.index(0, 0), table.index(1, 0)
    assert table.data(loose, Roles.KIND) == "loose" and table.data(loose, Roles.OWNER) is None
    assert table.data(decl, Roles.KIND) == "simple" and table.data(decl, Roles.VALUE) == 8
    assert table.data(decl, Roles.OWNER) == 0 and isinstance(table.pile_at(1), Decl)
    assert "8" in table.data(decl, Qt.ItemDataRole.AccessibleTextRole)
    assert table.data(loose, Qt.ItemDataRole.AccessibleTextRole) == "king of diamonds"
    hand = HandModel(presenter)
    assert [hand.data(hand.index(i, 0)) for i in range(2)] == ["8♣", "9♣"]
