"""Saves of other versions: this version resumes format-1 saves exactly as the game wrote them
before format 2, and a save of a newer version is set aside with a notice that says how to get
it back.

tests/storage/format1/*.json are autosaves written by the game at commit 30ea023^ (the last
that wrote format 1): its GameController played the person's first legal moves (declaring
when it could) against Easy, for 28 moves of pagat-2p seed 4711 (into round 2) and 5 moves
of taverna-4p seed 99, and `controller_to_json` wrote them. They are kept as written.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from diloti_qt.controller.game import GameController
from diloti_qt.engine import legal_moves
from diloti_qt.history_events import HistoryEvent
from diloti_qt.storage import notice as n
from diloti_qt.storage import paths
from diloti_qt.storage.savegame import (
    FORMAT,
    controller_to_json,
    load_game,
    restore_controller,
    saved_game_from_json,
)

FORMAT1 = sorted((Path(__file__).parent / "format1").glob("*.json"))


def install(source: Path) -> Path:
    """`source` as the autosave of the test's home, byte for byte."""
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(source.read_bytes())
    return path


@pytest.mark.parametrize("source", FORMAT1, ids=[p.stem for p in FORMAT1])
def test_a_format_1_save_resumes_exactly_with_its_undo_steps(qtbot, caplog, source):
    doc = json.loads(source.read_text(encoding="utf-8"))
    assert doc["format"] == "diloti-save/1" and doc["version"] == "1.0"
    assert all("history" in step and "history_len" not in step for step in doc["undo"])
    install(source)
    with caplog.at_level(logging.WARNING):
        loaded = load_game()
    assert loaded.source == "file" and loaded.notices == []
    assert not caplog.records  # read as written: nothing repaired, nothing dropped
    game = loaded.value
    moves = doc["match"]["state"]["moves"]
    assert len(game.match.state.history) == len(moves) and moves
    assert len(game.match.rounds) == len(doc["match"]["rounds"])
    assert len(game.undo) == len(doc["undo"])
    # the lines of text load as they were written, to be shown so (issue 15)
    assert game.history == [HistoryEvent.line(line) for line in doc["history"]]
    assert [s.history for s in game.undo] == [
        [HistoryEvent.line(line) for line in step["history"]] for step in doc["undo"]]
    assert game.person_played  # its moves show the person played (no mark before 2.1)

    c = GameController()
    c.pace = "instant"
    try:
        restore_controller(c, game)
        assert c.is_human_turn() and c.can_undo()
        before = c.state.clone()
        c.undo()  # the format-1 undo step takes the person's last move back
        assert c.state != before and c.state.to_move == c.human
        assert c.play(min(legal_moves(c.state),
                          key=lambda m: (m.card, m.action, m.cards, m.value or 0)))
        again = controller_to_json(c)  # written again in this version's format
        assert again["format"] == FORMAT and again["person_played"] is True
        back = saved_game_from_json(json.loads(json.dumps(again)))
        assert back.match.state == c.state and len(back.undo) == len(c._undo)
    finally:
        c.shutdown()


def test_a_newer_versions_save_is_kept_and_the_notice_says_how_to_get_it_back(qtbot):
    """Older versions read a save of a newer format as written by a newer version; the notice
    used to stop at "this version starts without it"."""
    source = FORMAT1[0]
    doc = json.loads(source.read_text(encoding="utf-8"))
    doc["format"], doc["version"] = "diloti-save/4", "4.0"
    newer = json.dumps(doc).encode("utf-8")
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(newer)
    loaded = load_game()
    (note,) = loaded.notices
    assert loaded.value is None and note.code == "future"
    assert note.kept.read_bytes() == newer and not path.exists()  # only renamed
    text = note.text
    assert "newer version" in text and "update Diloti to its newest version" in text
    assert f"rename {note.kept} back to {path}" in text
    assert "with the game closed" in text

    from PySide6.QtCore import QCoreApplication, QTranslator

    from tests.test_i18n import tool

    greek = QTranslator()
    assert greek.load(str(tool.QM))
    QCoreApplication.installTranslator(greek)
    try:
        shown = note.render(QCoreApplication.translate)
    finally:
        QCoreApplication.removeTranslator(greek)
    assert "μετονόμασε" in shown and str(note.kept) in shown and str(path) in shown


@pytest.mark.parametrize("template", [n.FUTURE, n.FUTURE_BACKUP_USED, n.DB_FUTURE],
                         ids=["save", "save-backup-used", "history"])
def test_every_newer_version_notice_says_what_to_do(template):
    assert "update Diloti" in template and "rename {kept} back to {name}" in template
