"""Shared test set-up: offscreen Qt, the repository root, the rules of record and scenarios."""

import os
import tempfile
from pathlib import Path

import pytest

from diloti_qt.bench.rig import Cluster, Missing, haproxy_bin
from tests import guard

# The suite runs the same wherever it is typed (a desktop's shell, a bare terminal, CI) and
# never touches the person's own files: Qt offscreen, whatever display or platform the
# desktop names; English, whatever the locale; HOME and the XDG folders in a folder of the
# run's own (a test that checks the system's folders sets them itself); silence; and no
# table announced or looked for on the machine's networks (diloti_qt/net/discovery.py).
# Subprocesses inherit all of it.
_RUN_HOME = Path(tempfile.mkdtemp(prefix="diloti-run-"))
for _name in ("QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE", "QT_SCALE_FACTOR",
              "QT_SCREEN_SCALE_FACTORS", "QT_FONT_DPI", "QT_ENABLE_HIGHDPI_SCALING",
              "QT_AUTO_SCREEN_SCALE_FACTOR", "QT_SCALE_FACTOR_ROUNDING_POLICY",
              "QT_ACCESSIBILITY", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "QT_DEBUG_PLUGINS",
              "QT_LOGGING_RULES", "LANGUAGE", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ.update(
    QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8",
    HOME=str(_RUN_HOME / "home"), XDG_CONFIG_HOME=str(_RUN_HOME / "home" / ".config"),
    XDG_DATA_HOME=str(_RUN_HOME / "home" / ".local" / "share"),
    XDG_STATE_HOME=str(_RUN_HOME / "home" / ".local" / "state"),
    XDG_CACHE_HOME=str(_RUN_HOME / "home" / ".cache"),
    DILOTI_SOUND="off", DILOTI_LAN_INTERFACES="off", DILOTI_ROUTER="off")
(_RUN_HOME / "home").mkdir()
# Tests never touch a real home: storage is redirected, subprocesses included.
os.environ["DILOTI_QT_HOME"] = tempfile.mkdtemp(prefix="diloti-test-", dir=_RUN_HOME)

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


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (pyproject.toml's addopts): a worker per core this process may use (its
    affinity, not the machine's count: a container's share). On the 2-core machine 2
    workers ran the suite in 324 s against 531-652 s alone; with a third, a second start's
    wait for the running game ran out (tests/ui/test_instance.py)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    return max(1, cores)


def pytest_configure(config):
    guard.become_subreaper()  # processes a test leaves behind come back to the run
    guard.interrupt_reaches_python()


def pytest_unconfigure(config):
    guard.sweep_children()  # an interrupted run leaves no server, Xvfb or game running
    import shutil

    shutil.rmtree(_RUN_HOME, ignore_errors=True)


def _guarded(item, what: str) -> guard.LoopGuard:
    seconds = guard.timeout_of(item, float(item.config.getini("timeout") or 0))
    limit = seconds * guard.GUARD_SHARE if seconds > 0 else None
    return guard.LoopGuard(limit, f"{item.nodeid} ({what})")


def _watched(item, what: str):
    """Run one phase of a test under a LoopGuard; the phase fails if the guard had to end
    Qt's event loop, whatever the test made of it."""
    watch = _guarded(item, what)
    with watch:
        try:
            result = yield
        except Exception as e:
            if watch.fired:
                pytest.fail(f"{watch.message()}\nthen: {type(e).__name__}: {e}", pytrace=False)
            raise
    if watch.fired:
        pytest.fail(watch.message(), pytrace=False)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item):
    return (yield from _watched(item, "setup"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    return (yield from _watched(item, "call"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    return (yield from _watched(item, "teardown"))


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
