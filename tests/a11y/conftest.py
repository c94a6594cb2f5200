"""The screen-reader tests' desktop (Xvfb, a session bus, the accessibility bus), started
once for them all; they need at-spi2-core and Debian's python3-pyatspi (.ci/run installs
them). In CI (`DILOTI_CI`, which .ci/run sets, or `CI`) a machine without them fails;
elsewhere the tests say, in one line, what is missing and do not run."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .desktop import APT_PACKAGES, Desktop, Game, missing
from .positions import settings
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
    from diloti_qt import app as app_module

    installed = app_module.configure(qapp, language)
    try:
        yield Words(language)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)


@pytest.fixture
def words(qapp, request) -> Iterator[Words]:
    """The game's words in `request.param` ("en", "el")."""
    with translated(qapp, request.param) as w:
        yield w


@pytest.fixture(scope="session", params=["en", "el"])
def shared_game(request, desktop) -> Iterator[tuple[Game, str]]:
    """One game in the language `request.param` for the tests that need no match of their
    own (the dialogs, the tutorial): a start of the game is seconds, twice is enough. Each
    test closes what it opened."""
    with started(desktop, lambda home: settings(home, request.param)) as running:
        yield running, request.param


@pytest.fixture
def game_in(shared_game, qapp) -> Iterator[tuple[Game, Words]]:
    """The shared game, and its words."""
    game, language = shared_game
    with translated(qapp, language) as w:
        yield game, w


@contextmanager
def started(desktop: Desktop, prepare: Callable[[Path], None] | None = None,
            args: tuple[str, ...] = ()) -> Iterator[Game]:
    """The game started on `desktop` in a home `prepare` filled; stopped after."""
    game = Game(desktop, prepare, args)
    try:
        yield game
    finally:
        game.close()
