"""Shared test set-up: offscreen Qt, the repository root, the rules of record and scenarios."""

import os
import tempfile
from pathlib import Path

import pytest

from diloti_qt.bench.rig import Cluster, Missing, haproxy_bin

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch a real home: storage is redirected, subprocesses included.
os.environ["DILOTI_QT_HOME"] = tempfile.mkdtemp(prefix="diloti-test-")

ROOT = Path(__file__).resolve().parent.parent
# The project's own rules of record and rules scenarios: a downloaded copy has everything.
DOCS = ROOT / "docs"
RULES_MD = DOCS / "RULES.md"
SCENARIOS = ROOT / "tests" / "scenarios"


def scenario_files() -> list[Path]:
    """Every rules scenario of the project (tests/scenarios/*.json), in name order.

    The suites that run them parametrize over this list; an empty list fails at collection
    (`empty_parameter_set_mark = "fail_at_collect"` in pyproject.toml), never skips.
    """
    return sorted(SCENARIOS.glob("*.json"))


@pytest.fixture(autouse=True)
def _storage_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DILOTI_QT_HOME", str(tmp_path / "diloti-home"))


@pytest.fixture(autouse=True)
def _default_locale():
    """A test that sets the game's language (app.configure) leaves no locale behind."""
    import sys

    qtcore = sys.modules.get("PySide6.QtCore")
    before = qtcore.QLocale() if qtcore is not None else None
    yield
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        qtcore.QLocale.setDefault(before if before is not None else qtcore.QLocale.system())


@pytest.fixture(autouse=True)
def _no_window_left_open():
    """A test leaves no window open: a dialog left on screen would keep a later test's
    event loop running after its last window closes (a start-up test that waits for
    app.exec() to return then hangs)."""
    import sys

    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None:
        return
    for window in widgets.QApplication.topLevelWidgets():
        if window.isVisible():
            window.close()
    app.processEvents()


# -- PostgreSQL and HAProxy, for the game service on several processes -------------------
# One throwaway cluster per test session (a new database per test). Where PostgreSQL or
# HAProxy is not installed, outside CI, their tests say so in one line; in CI (.ci/run sets
# DILOTI_CI) they fail instead.
def _unavailable(e: Missing):
    if os.environ.get("DILOTI_CI"):
        pytest.fail(f"{e} (CI installs it: .ci/run)")
    pytest.skip(str(e))


@pytest.fixture(scope="session")
def postgres():
    try:
        cluster = Cluster()
    except Missing as e:
        _unavailable(e)
    yield cluster
    cluster.close()


@pytest.fixture
def database(postgres) -> str:
    """The URL of a new, empty database."""
    return postgres.new_database()


@pytest.fixture(scope="session")
def haproxy() -> str:
    """The HAProxy program (the tests start their own)."""
    try:
        return haproxy_bin()
    except Missing as e:
        _unavailable(e)


@pytest.fixture
def tls_proxy(haproxy, tmp_path):
    """HAProxy as shipped with its TLS line switched on (a throwaway self-signed certificate
    for localhost) in front of one server process: (the Haproxy, the certificate's PEM to
    trust). Nobody trusts that certificate unless a test says so (SSL_CERT_FILE)."""
    from diloti_qt.bench.rig import Haproxy, Servers, self_signed

    try:
        pem = self_signed(tmp_path)
    except Missing as e:
        _unavailable(e)
    servers = Servers(1, "--trusted-proxy", "127.0.0.2")
    try:
        proxy = Haproxy(servers.addresses, source="127.0.0.2", certificate=pem)
    except BaseException:
        servers.close()
        raise
    yield proxy, tmp_path / "cert.pem"
    proxy.close()
    servers.close()
