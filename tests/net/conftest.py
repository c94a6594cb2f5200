"""The game service's storage for the tests: SQLite in a temporary folder, and PostgreSQL
(the session's throwaway cluster, tests/conftest.py: a new database per test)."""

from __future__ import annotations

import pytest


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
