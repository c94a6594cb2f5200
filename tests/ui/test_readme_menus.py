"""The README's menu paths (*Game ▸ Play deal…*) name entries the window really has, with
their real words, down to a button of the dialog a menu entry opens."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

from tests.conftest import ROOT

from .test_app_driver import make_window, show

README = (ROOT / "README.md").read_text(encoding="utf-8")
PATH = re.compile(r"\*([^*\n]+? ▸ [^*\n]+?)\*")
# menus only a table with friends has (tests/ui/test_online_app.py walks them)
ONLINE_MENUS = {"Table"}


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def test_every_menu_path_in_the_readme_is_one_the_window_has(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    menus = {plain(a.text()): a.menu() for a in window.menuBar().actions() if a.menu()}
    paths = [m.group(1).split(" ▸ ") for m in PATH.finditer(README)]
    assert len(paths) >= 6
    wrong = []
    for path in paths:
        if path[0] in ONLINE_MENUS:
            continue
        menu = menus.get(path[0])
        entries = {} if menu is None else {plain(a.text()): a for a in menu.actions()}
        action = entries.get(path[1])
        if action is None:
            wrong.append(f"{' ▸ '.join(path)}: no {path[1]!r} in {sorted(entries)}")
            continue
        if len(path) == 3:  # a button of the dialog the entry opens
            action.trigger()
            dialogs = [w for w in QApplication.topLevelWidgets()
                       if isinstance(w, QDialog) and w.isVisible()]
            buttons = {plain(b.text()) for d in dialogs for b in d.findChildren(QAbstractButton)}
            if path[2] not in buttons:
                wrong.append(f"{' ▸ '.join(path)}: no button {path[2]!r} in {sorted(buttons)}")
            for d in dialogs:
                d.close()
    assert not wrong, "\n".join(wrong)
