"""The game service's storage for the tests: SQLite in a temporary folder, and PostgreSQL in
one throwaway cluster per test session (a new database per test). Where PostgreSQL or
HAProxy is not installed, outside CI, their tests say so in one line; in CI they run."""

from __future__ import annotations

import os

import pytest

from diloti_qt.bench.rig import Cluster, Missing, haproxy_bin


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


@pytest.fixture(params=["sqlite", "postgresql"])
def storage(request, tmp_path) -> dict:
    """ServerConfig options for each store: the same test runs against both."""
    if request.param == "sqlite":
        return {"data": tmp_path}
    return {"database": request.getfixturevalue("database")}


@pytest.fixture(params=["memory", "postgresql"])
def store(request) -> dict:
    """ServerConfig options for the suites that ran with tables in memory: the same test
    runs with PostgreSQL too (its writes are queued: what a seat is told waits for them)."""
    if request.param == "memory":
        return {}
    return {"database": request.getfixturevalue("database")}
