"""The screen-reader tests' desktop (Xvfb, a session bus, the accessibility bus), started
once for them all; they need at-spi2-core and Debian's python3-pyatspi (.ci/run installs
them). In CI (`CI` set) a machine without them fails; elsewhere the tests say, in one line,
what is missing and do not run."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .desktop import APT_PACKAGES, Desktop, Game, missing
from .words import Words


@pytest.fixture(scope="session")
def desktop() -> Iterator[Desktop]:
    lacks = missing()
    if lacks:
        message = (f"screen-reader tests not run: no {', '.join(lacks)} "
                   f"(apt-get install {APT_PACKAGES})")
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    started = Desktop()
    yield started
    started.close()


@pytest.fixture
def words(qapp, request) -> Iterator[Words]:
    """What the game says in `request.param` ("en", "el"): its own words, translated as
    the game translates them (its translators installed here, removed after)."""
    from diloti_qt import app as app_module

    installed = app_module.configure(qapp, request.param)
    yield Words(request.param)
    for translator in installed:
        qapp.removeTranslator(translator)


@contextmanager
def started(desktop: Desktop, prepare: Callable[[Path], None] | None = None,
            args: tuple[str, ...] = ()) -> Iterator[Game]:
    """The game started on `desktop` in a home `prepare` filled; stopped after."""
    game = Game(desktop, prepare, args)
    try:
        yield game
    finally:
        game.close()
