"""A small declarative validator for the JSON the game service exchanges.

Specs are plain objects (Str, Int, Bool, Enum, Arr, Obj, Null-able via `nullable=True`);
`validate(spec, value)` raises SchemaError naming the offending field. Each check is
linear in the size of the value, and the sizes are bounded by the specs (and, before any
of this runs, by the message size limit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


class SchemaError(ValueError):
    """A value that does not follow its spec; `path` names the field (e.g. `move.card`)."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


@dataclass(frozen=True)
class Str:
    max_len: int
    min_len: int = 0
    pattern: re.Pattern | None = None
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        if not isinstance(x, str):
            raise SchemaError(path, "must be a string")
        if not self.min_len <= len(x) <= self.max_len:
            raise SchemaError(path, f"must have {self.min_len}-{self.max_len} characters")
        if self.pattern is not None and not self.pattern.fullmatch(x):
            raise SchemaError(path, "has characters or a form that is not allowed")


@dataclass(frozen=True)
class Int:
    lo: int
    hi: int
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        if not _is_int(x):
            raise SchemaError(path, "must be an integer")
        if not self.lo <= x <= self.hi:
            raise SchemaError(path, f"must be between {self.lo} and {self.hi}")


@dataclass(frozen=True)
class Bool:
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        if not isinstance(x, bool):
            raise SchemaError(path, "must be true or false")


@dataclass(frozen=True)
class Enum:
    values: tuple
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        # bool is an int: keep `true` out of integer enums.
        if isinstance(x, bool) or x not in self.values:
            shown = ", ".join(str(v) for v in self.values)
            raise SchemaError(path, f"must be one of {shown}")


@dataclass(frozen=True)
class Arr:
    item: object
    max_items: int
    min_items: int = 0
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        if not isinstance(x, list):
            raise SchemaError(path, "must be a list")
        if not self.min_items <= len(x) <= self.max_items:
            raise SchemaError(path, f"must have {self.min_items}-{self.max_items} items")
        for i, v in enumerate(x):
            validate(self.item, v, f"{path}[{i}]")


@dataclass(frozen=True)
class Obj:
    """An object with known keys: `required` and `optional` map key -> spec; no others."""

    required: dict = field(default_factory=dict)
    optional: dict = field(default_factory=dict)
    nullable: bool = False
    max_keys: int = 0  # for `values`: an object used as a map
    values: object = None  # when set: any string key (at most max_keys) -> this spec

    def check(self, x: object, path: str) -> None:
        if not isinstance(x, dict):
            raise SchemaError(path, "must be an object")
        if self.values is not None:
            if len(x) > self.max_keys:
                raise SchemaError(path, f"must have at most {self.max_keys} keys")
            for k, v in x.items():
                validate(self.values, v, f"{path}.{k}" if path else k)
            return
        for k in x:
            if k not in self.required and k not in self.optional:
                raise SchemaError(f"{path}.{k}" if path else k, "is not a known field")
        for k, spec in self.required.items():
            sub = f"{path}.{k}" if path else k
            if k not in x:
                raise SchemaError(sub, "is missing")
            validate(spec, x[k], sub)
        for k, spec in self.optional.items():
            if k in x:
                validate(spec, x[k], f"{path}.{k}" if path else k)


@dataclass(frozen=True)
class OneOf:
    """Any of several specs (the first that accepts); the error is the last one's."""

    options: tuple
    nullable: bool = False

    def check(self, x: object, path: str) -> None:
        error: SchemaError | None = None
        for spec in self.options:
            try:
                validate(spec, x, path)
                return
            except SchemaError as e:
                error = e
        raise error if error is not None else SchemaError(path, "matches no allowed form")


def validate(spec, value: object, path: str = "") -> None:
    """Raise SchemaError unless `value` follows `spec`."""
    if value is None:
        if spec.nullable:
            return
        raise SchemaError(path, "must not be null")
    spec.check(value, path)
