"""The words the table shows with each stage: the round label with the deal number, a lesson
without a match's score, round or computer's turn, and the declaration's tooltip."""

from __future__ import annotations

import pytest

from diloti_qt.engine import Rules

from .table_driver import Table, position


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, seed=4711)
    yield t
    t.close()


def test_the_round_label_names_the_deal_number(table):
    c = table.controller
    assert c.deal_number == 4711
    said = table.presenter.texts.round
    assert said.startswith("Round 1 · ") and said.endswith(" · deal 4711")
    assert table.decor.round_label.text() == said
    c.new_match(Rules.make("pagat-2p"), seed=12, levels={1: "easy"})
    table.wait_human()
    table.view.finish_motion()
    assert table.decor.round_label.text().endswith(" · deal 12")


def test_a_loaded_position_has_no_deal_number(table):
    table.load(position(["7H", "KD"], ["5S", "2H"]))
    assert table.controller.deal_number is None
    assert table.decor.round_label.text() == "Round 1 · Computer deals"
