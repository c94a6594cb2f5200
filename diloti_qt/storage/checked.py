"""Checked readers for the JSON documents storage reads: each returns the value or raises
CorruptFileError naming the place ("save.match.scores[1]: must be an integer")."""

from __future__ import annotations

from typing import Any

from .atomic import CorruptFileError


def bad(where: str, problem: str) -> CorruptFileError:
    return CorruptFileError(f"{where}: {problem}")


def get(doc: Any, key: str, where: str) -> Any:
    if not isinstance(doc, dict):
        raise bad(where, "must be an object")
    if key not in doc:
        raise bad(f"{where}.{key}", "missing")
    return doc[key]


def integer(x: Any, where: str, nullable: bool = False) -> int | None:
    if x is None and nullable:
        return None
    if not isinstance(x, int) or isinstance(x, bool):
        raise bad(where, f"must be an integer, not {x!r}")
    return x


def boolean(x: Any, where: str) -> bool:
    if not isinstance(x, bool):
        raise bad(where, f"must be true or false, not {x!r}")
    return x


def array(x: Any, where: str) -> list:
    if not isinstance(x, list):
        raise bad(where, "must be a list")
    return x


def integers(x: Any, where: str, length: int | None = None) -> list[int]:
    items = array(x, where)
    if length is not None and len(items) != length:
        raise bad(where, f"must hold {length} integers")
    return [integer(v, f"{where}[{i}]") for i, v in enumerate(items)]


def strings(x: Any, where: str) -> list[str]:
    items = array(x, where)
    for i, v in enumerate(items):
        if not isinstance(v, str):
            raise bad(f"{where}[{i}]", "must be a string")
    return list(items)
