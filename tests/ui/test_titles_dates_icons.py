"""The window titles read once in each language, statistics dates follow the locale, and the
Hint button shows the game's own icon."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QStyle

from diloti_qt import app as app_module
from diloti_qt.resources import resource_path
from diloti_qt.ui.dialogs.statistics import local_time

from .test_app_driver import make_window


@pytest.mark.parametrize(("language", "name", "tutorial"),
                         [("en", "Diloti", "Tutorial"), ("el", "Δηλωτή", "Εκμάθηση")],
                         indirect=["language"])
def test_the_window_title_names_the_game_once(language, name, tutorial, qtbot):
    # Qt appends the display name to a title that does not end with it ("Diloti — Δηλωτή"
    # became "Diloti — Δηλωτή — Diloti"): the main window's title is the display name itself.
    from diloti_qt.ui.tutorial.window import TutorialWindow

    assert QGuiApplication.applicationDisplayName() == name
    window = make_window(qtbot)
    assert window.windowTitle() == name
    lessons = TutorialWindow(pace="instant")
    qtbot.addWidget(lessons)
    assert lessons.windowTitle() == tutorial  # shown as "Tutorial — Diloti"
    for title in (window.windowTitle(), lessons.windowTitle()):
        assert "Diloti" not in title.replace(name, "", 1) and "Δηλωτή" not in title.replace(
            name, "", 1)
    lessons.close()


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "12/1/2026 8:08\u202fAM"),
    ("el", "1/12/2026 8:08\u202fπ.μ."),
], indirect=["language"])
def test_statistics_dates_use_the_languages_own_format(language, expected):
    assert local_time(datetime(2026, 12, 1, 8, 8).astimezone()) == expected


def test_the_c_locale_counts_as_english_for_dates_and_numbers():
    # A system without a locale (LANG=C) showed "1 12 2026 08:08".
    assert app_module.game_locale("system", QLocale.c()).language() == QLocale.Language.English
    greek = QLocale("el_GR")
    assert app_module.game_locale("system", greek).language() == QLocale.Language.Greek
    assert app_module.game_locale("el", QLocale.c()).language() == QLocale.Language.Greek
    assert app_module.game_locale("en", greek).language() == QLocale.Language.English


def test_the_hint_button_shows_the_games_own_icon(qtbot):
    window = make_window(qtbot)
    size = QSize(20, 20)
    shown = window.hint_action.icon().pixmap(size).toImage()
    ours = QIcon(str(resource_path("icons", "hint.svg"))).pixmap(size).toImage()
    fallback = window.style().standardIcon(
        QStyle.StandardPixmap.SP_DialogHelpButton).pixmap(size).toImage()
    assert not shown.isNull() and shown == ours and shown != fallback


@pytest.fixture
def a_desktop_theme(tmp_path):
    """A desktop icon theme with its own icon for each of the toolbar's actions."""
    theme = tmp_path / "icons" / "desk"
    (theme / "scalable").mkdir(parents=True)
    (theme / "index.theme").write_text("[Icon Theme]\nName=desk\nDirectories=scalable\n\n"
                                       "[scalable]\nSize=24\nType=Scalable\n")
    for name in ("document-new", "edit-undo", "go-next", "preferences-system", "help-hint"):
        (theme / "scalable" / f"{name}.svg").write_text(
            '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">'
            '<rect width="24" height="24" fill="#f0f"/></svg>')
    paths, name = QIcon.themeSearchPaths(), QIcon.themeName()
    QIcon.setThemeSearchPaths([str(tmp_path / "icons")])
    QIcon.setThemeName("desk")
    yield
    QIcon.setThemeSearchPaths(paths)
    QIcon.setThemeName(name)


def test_the_actions_show_the_games_own_icons(qtbot, a_desktop_theme):
    """Not the desktop theme's (looking it up took 4-6 ms before the first paint; the
    theme's document-new here is a magenta square), nor the style's standard pixmaps
    (asking for the style from Python before the first paint had PySide set up QStyle and
    its enums: tests/ui/test_start_up.py)."""
    assert QIcon.hasThemeIcon("document-new")
    window = make_window(qtbot)
    size = QSize(20, 20)
    for action, name in ((window.new_action, "new-match"), (window.undo_action, "undo"),
                         (window.next_round_action, "next-round"),
                         (window.preferences_action, "preferences"),
                         (window.hint_action, "hint")):
        shown = action.icon().pixmap(size).toImage()
        ours = QIcon(str(resource_path("icons", f"{name}.svg"))).pixmap(size).toImage()
        assert not shown.isNull() and shown == ours, name
