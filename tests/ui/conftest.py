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
