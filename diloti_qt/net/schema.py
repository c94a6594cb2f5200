"""A small declarative validator for the JSON the game service exchanges.

Specs are plain objects (Str, Int, Bool, Enum, Arr, Obj, OneOf; `nullable=True` admits
null); `validate(spec, value)` raises SchemaError naming the offending field. Each spec is
compiled once into a closure, and field paths are only spelled out when something fails,
so checking a valid message costs little more than reading it. Each check is linear in
the size of the value, and sizes are bounded by the specs (and, before any of this runs,
by the message size limit).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field


class SchemaError(ValueError):
    """A value that does not follow its spec; `path` names the field (e.g. `move.card`)."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem

    def within(self, key: str) -> SchemaError:
        if not self.path:
            return SchemaError(key, self.problem)
        sep = "" if self.path.startswith("[") else "."
        return SchemaError(f"{key}{sep}{self.path}", self.problem)


Check = Callable[[object], None]


def encodable(text: str) -> bool:
    """Whether `text` is Unicode that can be sent (JSON's escapes let a lone surrogate in,
    and UTF-8 cannot carry one: a later message holding it would fail to be sent)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _null(nullable: bool) -> None:
    if not nullable:
        raise SchemaError("", "must not be null")


@dataclass(frozen=True)
class Str:
    """A string field: its length bounds and, optionally, a pattern or the only strings
    allowed."""
    max_len: int
    min_len: int = 0
    pattern: re.Pattern | None = None
    nullable: bool = False
    choices: frozenset | None = None  # when set: the only strings allowed (fast path)

    def build(self) -> Check:
        lo, hi, pattern, nullable, choices = (self.min_len, self.max_len, self.pattern,
                                              self.nullable, self.choices)

        def check(x: object) -> None:
            if x.__class__ is not str:
                if x is None:
                    return _null(nullable)
                raise SchemaError("", "must be a string")
            if choices is not None:
                if x not in choices:
                    raise SchemaError("", "is not an allowed value")
                return
            if not (x.isascii() or encodable(x)):
                raise SchemaError("", "is not valid Unicode text")
            if not lo <= len(x) <= hi:
                raise SchemaError("", f"must have {lo}-{hi} characters")
            if pattern is not None and not pattern.fullmatch(x):
                raise SchemaError("", "has characters or a form that is not allowed")
        return check


@dataclass(frozen=True)
class Int:
    """An integer field (never a bool) within [lo, hi]."""
    lo: int
    hi: int
    nullable: bool = False

    def build(self) -> Check:
        lo, hi, nullable = self.lo, self.hi, self.nullable

        def check(x: object) -> None:
            if x.__class__ is not int:  # excludes bool
                if x is None:
                    return _null(nullable)
                raise SchemaError("", "must be an integer")
            if not lo <= x <= hi:
                raise SchemaError("", f"must be between {lo} and {hi}")
        return check


@dataclass(frozen=True)
class Bool:
    """A true/false field."""
    nullable: bool = False

    def build(self) -> Check:
        nullable = self.nullable

        def check(x: object) -> None:
            if x is not True and x is not False:
                if x is None:
                    return _null(nullable)
                raise SchemaError("", "must be true or false")
        return check


@dataclass(frozen=True)
class Enum:
    """A field that is one of a fixed tuple of values."""
    values: tuple
    nullable: bool = False

    def build(self) -> Check:
        allowed = frozenset(self.values)
        shown = ", ".join(str(v) for v in self.values)
        nullable = self.nullable

        def check(x: object) -> None:
            if x is None:
                return _null(nullable)
            # bool is an int: keep `true` out of integer enums; lists are unhashable.
            if x.__class__ not in (str, int) or x not in allowed:
                raise SchemaError("", f"must be one of {shown}")
        return check


@dataclass(frozen=True)
class Arr:
    """A list field: each item checked against `item`, its length bounded."""
    item: object
    max_items: int
    min_items: int = 0
    nullable: bool = False

    def build(self) -> Check:
        item = compiled(self.item)
        lo, hi, nullable = self.min_items, self.max_items, self.nullable
        choices = self.item.choices if isinstance(self.item, Str) else None

        def check(x: object) -> None:
            if x.__class__ is not list:
                if x is None:
                    return _null(nullable)
                raise SchemaError("", "must be a list")
            if not lo <= len(x) <= hi:
                raise SchemaError("", f"must have {lo}-{hi} items")
            if choices is not None:
                try:
                    if choices.issuperset(x):
                        return
                except TypeError:  # an unhashable item: the loop below names it
                    pass
            for i, v in enumerate(x):
                try:
                    item(v)
                except SchemaError as e:
                    raise e.within(f"[{i}]") from None
        return check


@dataclass(frozen=True)
class Obj:
    """An object with known keys: `required` and `optional` map key -> spec; no others.
    With `values` set instead: a map of any string keys (at most max_keys) to that spec."""

    required: dict = field(default_factory=dict)
    optional: dict = field(default_factory=dict)
    nullable: bool = False
    max_keys: int = 0
    values: object = None

    def build(self) -> Check:
        nullable = self.nullable
        if self.values is not None:
            value, most = compiled(self.values), self.max_keys

            def check_map(x: object) -> None:
                if x.__class__ is not dict:
                    if x is None:
                        return _null(nullable)
                    raise SchemaError("", "must be an object")
                if len(x) > most:
                    raise SchemaError("", f"must have at most {most} keys")
                for k, v in x.items():
                    if not encodable(k):
                        raise SchemaError("", "has a key that is not valid Unicode text")
                    try:
                        value(v)
                    except SchemaError as e:
                        raise e.within(k) from None
            return check_map

        required = [(k, compiled(s)) for k, s in self.required.items()]
        optional = {k: compiled(s) for k, s in self.optional.items()}
        known = frozenset(self.required) | frozenset(self.optional)

        def check(x: object) -> None:
            if x.__class__ is not dict:
                if x is None:
                    return _null(nullable)
                raise SchemaError("", "must be an object")
            if not known.issuperset(x):
                k = next(k for k in x if k not in known)
                raise SchemaError(k if encodable(k) else "", "is not a known field")
            for k, fn in required:
                if k not in x:
                    raise SchemaError(k, "is missing")
                try:
                    fn(x[k])
                except SchemaError as e:
                    raise e.within(k) from None
            if len(x) > len(required):
                for k, v in x.items():
                    fn = optional.get(k)
                    if fn is not None:
                        try:
                            fn(v)
                        except SchemaError as e:
                            raise e.within(k) from None
        return check


@dataclass(frozen=True)
class OneOf:
    """Any of several specs (the first that accepts); the error is the last one's."""

    options: tuple
    nullable: bool = False

    def build(self) -> Check:
        options = [compiled(s) for s in self.options]
        nullable = self.nullable
        # When each option takes values of its own JSON type, the value's type picks the
        # one to try (no failed attempt, no exception, on the common path).
        kinds = [_KIND.get(type(s)) for s in self.options]
        by_kind = dict(zip(kinds, options, strict=True))
        direct = None not in kinds and len(set(kinds)) == len(kinds)

        def check(x: object) -> None:
            if x is None:
                return _null(nullable)
            if direct:
                fn = by_kind.get(x.__class__)
                if fn is None:
                    raise SchemaError("", "matches no allowed form")
                return fn(x)
            error: SchemaError | None = None
            for fn in options:
                try:
                    fn(x)
                    return
                except SchemaError as e:
                    error = e
            raise error if error is not None else SchemaError("", "matches no allowed form")
        return check


_KIND = {Str: str, Int: int, Bool: bool, Arr: list, Obj: dict}
_compiled: dict[int, tuple[object, Check]] = {}


def compiled(spec) -> Check:
    """The spec's checking function, built once (the cache keeps the spec alive)."""
    entry = _compiled.get(id(spec))
    if entry is None or entry[0] is not spec:
        entry = (spec, spec.build())
        _compiled[id(spec)] = entry
    return entry[1]


def validate(spec, value: object, path: str = "") -> None:
    """Raise SchemaError unless `value` follows `spec`."""
    try:
        compiled(spec)(value)
    except SchemaError as e:
        raise (e.within(path) if path else e) from None
