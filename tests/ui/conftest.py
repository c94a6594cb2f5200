"""Fixtures of the window tests."""

import pytest


@pytest.fixture
def language(qapp, request):
    """The game in the language `request.param` ("en", "el"), its translators removed after."""
    from diloti_qt import app as app_module

    installed = app_module.configure(qapp, request.param)
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def table(qtbot):
    """The card table on its own, through tests/ui/table_driver.py (a file may have its own)."""
    from .table_driver import Table

    t = Table(qtbot)
    yield t
    t.close()
