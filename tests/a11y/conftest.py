"""The screen-reader tests' desktop (Xvfb, a session bus, the accessibility bus), started
once for them all; they need at-spi2-core and Debian's python3-pyatspi (.ci/run installs
them). In CI (`DILOTI_CI`, which .ci/run sets, or `CI`) a machine without them fails;
elsewhere the tests say, in one line, what is missing and do not run."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from diloti_qt.engine.record import MatchRecord

from .desktop import APT_PACKAGES, Desktop, Game, missing
from .positions import (
    FourBeforeTheEnd,
    kept_match,
    resume_four_before_the_end,
    settings,
)
from .words import Words

LACKS = missing()
MESSAGE = (f"screen-reader tests not run: no {', '.join(LACKS)} "
           f"(apt-get install {APT_PACKAGES})")
REQUIRED = bool(os.environ.get("DILOTI_CI") or os.environ.get("CI"))
if LACKS and not REQUIRED:
    collect_ignore_glob = ["test_*.py"]  # not run: said once, in the summary


def pytest_terminal_summary(terminalreporter) -> None:
    if LACKS and not REQUIRED:
        terminalreporter.write_line(MESSAGE, yellow=True)


@pytest.fixture(scope="session")
def desktop() -> Iterator[Desktop]:
    if LACKS:
        pytest.fail(MESSAGE, pytrace=False)
    started = Desktop()
    yield started
    started.close()


@contextmanager
def translated(qapp, language: str) -> Iterator[Words]:
    """What the game says in `language`: its own words, translated as the game translates
    them (its translators installed meanwhile: an English test after a Greek one would
    otherwise read Greek, English having no catalogue but its plurals)."""
    from PySide6.QtCore import QLocale

    from diloti_qt import app as app_module

    locale = QLocale()  # configure sets the default locale too: numbers, dates
    installed = app_module.configure(qapp, language)
    try:
        yield Words(language)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(locale)  # a module's fixture in Greek left 0,50 to later tests


@pytest.fixture
def words(qapp, request) -> Iterator[Words]:
    """The game's words in `request.param` ("en", "el")."""
    with translated(qapp, request.param) as w:
        yield w


@dataclass
class Shared:
    """The game shared by the tests that need no start of their own, in `language`: a
    match of four to resume near the end of its round (`four`, played by test_four) and a
    finished match kept (`kept`, replayed by test_dialogs)."""

    game: Game
    language: str
    four: FourBeforeTheEnd
    kept: MatchRecord


@pytest.fixture(scope="session", params=["en", "el"])
def shared_game(request, desktop, qapp) -> Iterator[Shared]:
    """One game in the language `request.param` for the tests that need no start of their
    own (the dialogs, the tutorial, the table of four): a start of the game is seconds,
    twice is enough. Each test closes what it opened."""
    made = {}

    def prepare(home: Path) -> None:
        settings(home, request.param)
        made["four"] = resume_four_before_the_end(home)
        with translated(qapp, request.param):  # its seats named as the game names them
            made["kept"] = kept_match(home)

    with started(desktop, prepare) as running:
        yield Shared(running, request.param, made["four"], made["kept"])


@pytest.fixture
def game_in(shared_game, qapp) -> Iterator[tuple[Game, Words]]:
    """The shared game, and its words."""
    with translated(qapp, shared_game.language) as w:
        yield shared_game.game, w


@contextmanager
def started(desktop: Desktop, prepare: Callable[[Path], None] | None = None,
            args: tuple[str, ...] = ()) -> Iterator[Game]:
    """The game started on `desktop` in a home `prepare` filled; stopped after."""
    game = Game(desktop, prepare, args)
    try:
        yield game
    finally:
        game.close()
