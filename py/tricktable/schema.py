"""Checked records: the few shapes of data that cross a boundary, checked from JSON.

A record is a frozen dataclass whose annotations say what each field holds: `str`,
`int` and `bool` (exactly those JSON types: `True` is not a number, `1` not a truth
value), `Literal[...]`, `X | None`, `list[X]`, `dict`, another record, a union of records
told apart by their `type` field, and `Annotated[X, convert]` where `convert` tidies or
refuses a value before its type is checked.  `check` builds a record from data and
refuses unknown fields, naming every problem on a line of its own.

The engine once used pydantic for this; a dozen small records do not justify its 1.3 MB
in the browser, a fifth of a phone's first load (docs/browser.md, "Loading").
"""
from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Callable
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from .errors import shown

MAX_PROBLEMS = 5      # problems a message lists
MAX_LINE = 200        # characters of one problem
# Checks data found at a path, adds a line per problem, returns the value it made.
Checker = Callable[[object, str, list[str]], Any]


class Invalid(ValueError):
    """The data does not fit: `problems` has one line per field that is wrong."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(p if len(p) <= MAX_LINE else p[:MAX_LINE] + "…"
                                   for p in problems[:MAX_PROBLEMS]))


record = dataclasses.dataclass(frozen=True)  # how a record class is declared


def field(default: Any = dataclasses.MISSING, *, factory: Any = dataclasses.MISSING,
          ge: int | None = None, le: int | None = None, lt: int | None = None,
          **words: Any) -> Any:
    """A record field with a default, limits for a number, and words for a form."""
    limits = {k: v for k, v in (("ge", ge), ("le", le), ("lt", lt)) if v is not None}
    return dataclasses.field(default=default, default_factory=factory,
                             metadata={"limits": limits, "words": words})


@functools.cache
def hints(kind: type) -> dict[str, Any]:
    """A record's field types, resolved once (annotations are text until asked for)."""
    return get_type_hints(kind, include_extras=True)


def check(kind: Any, data: object) -> Any:
    """`data` as `kind` (a record, or a union of them), or `Invalid` naming each problem."""
    problems: list[str] = []
    value = _checker(kind)(data, "", problems)
    if problems:
        raise Invalid(problems)
    return value


def dump(record: Any) -> dict:
    """A record as plain JSON-able data (records inside it too)."""
    return {name: _plain(getattr(record, name)) for name in _names(type(record))}


@functools.cache
def _names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


def _plain(value: Any) -> Any:
    if type(value) is list:
        return [_plain(v) for v in value]
    return dump(value) if dataclasses.is_dataclass(value) else value


def _at(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def _fail(problems: list[str], where: str, message: str) -> None:
    problems.append(f"{where}: {message}" if where else message)


@functools.cache
def _checker(kind: Any) -> Checker:
    """The function that checks data as `kind`: built once per type, since reading
    annotations is slow and an action is checked on every move."""
    origin = get_origin(kind)
    if origin is Annotated:
        return _converting(*get_args(kind))
    if origin in (Union, types.UnionType):
        choices = tuple(c for c in get_args(kind) if c is not type(None))
        inner = _checker(choices[0]) if len(choices) == 1 else _tagged(choices)
        if len(choices) == len(get_args(kind)):
            return inner
        return lambda data, where, problems: None if data is None else inner(data, where, problems)
    if origin is Literal:
        return _literal(get_args(kind))
    if origin is list:
        return _list(_checker(get_args(kind)[0]))
    if dataclasses.is_dataclass(kind):
        return _record(kind)
    expected = {str: "text", int: "a whole number", bool: "true or false", dict: "a JSON object"}
    if kind not in expected:
        raise TypeError(f"schema.check cannot check {kind!r}")
    words = expected[kind]

    def plain(data: object, where: str, problems: list[str]) -> Any:
        if type(data) is not kind:
            return _fail(problems, where, f"should be {words}, not {shown(data)}")
        return data
    return plain


def _converting(inner_kind: Any, *converters: Callable[[object], object]) -> Checker:
    inner = _checker(inner_kind)

    def converting(data: object, where: str, problems: list[str]) -> Any:
        for convert in converters:
            try:
                data = convert(data)
            except ValueError as err:
                return _fail(problems, where, str(err))
        return inner(data, where, problems)
    return converting


def _literal(allowed: tuple) -> Checker:
    def literal(data: object, where: str, problems: list[str]) -> Any:
        if any(type(data) is type(a) and data == a for a in allowed):
            return data
        return _fail(problems, where, f"should be {_one_of(allowed)}, not {shown(data)}")
    return literal


def _list(item: Checker) -> Checker:
    def listed(data: object, where: str, problems: list[str]) -> Any:
        if type(data) is not list:
            return _fail(problems, where, f"should be a list, not {shown(data)}")
        return [item(x, _at(where, str(i)), problems) for i, x in enumerate(data)]
    return listed


def _record(kind: type) -> Checker:
    types_of = hints(kind)
    fields = [(f.name, _checker(types_of[f.name]), f.metadata.get("limits", {}),
               f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
              for f in dataclasses.fields(kind)]
    known = {name for name, *_ in fields}  # not a ClassVar such as Exchange.hints

    def record(data: object, where: str, problems: list[str]) -> Any:
        if not isinstance(data, dict):
            return _fail(problems, where, f"should be a JSON object, not {shown(data)}")
        before = len(problems)
        values = {}
        for name, check_field, limits, required in fields:
            at = _at(where, name)
            if name not in data:
                if required:
                    _fail(problems, at, "required")
                continue
            value = check_field(data[name], at, problems)
            if limits and type(value) is int:
                _check_limits(value, limits, at, problems)
            values[name] = value
        for key in data:
            if key not in known:
                _fail(problems, where, f"unknown field {shown(key)}")
        return kind(**values) if len(problems) == before else None
    return record


def _check_limits(value: int, limits: dict[str, int], where: str, problems: list[str]) -> None:
    if "ge" in limits and value < limits["ge"]:
        _fail(problems, where, f"should be at least {limits['ge']}, not {value}")
    if "le" in limits and value > limits["le"]:
        _fail(problems, where, f"should be at most {limits['le']}, not {value}")
    if "lt" in limits and value >= limits["lt"]:
        _fail(problems, where, f"should be less than {limits['lt']}, not {value}")


def _tagged(kinds: tuple[type, ...]) -> Checker:
    """A union of records, each with its own `type: Literal[...]`, chosen by `type`."""
    by_type = {get_args(hints(k)["type"])[0]: _checker(k) for k in kinds}

    def tagged(data: object, where: str, problems: list[str]) -> Any:
        if not isinstance(data, dict):
            return _fail(problems, where, f"should be a JSON object, not {shown(data)}")
        tag = data.get("type")
        if not isinstance(tag, str) or tag not in by_type:
            return _fail(problems, _at(where, "type"), "required" if "type" not in data
                         else f"should be {_one_of(tuple(by_type))}, not {shown(tag)}")
        return by_type[tag](data, where, problems)
    return tagged


def _one_of(allowed: tuple) -> str:
    shown_all = [shown(a) for a in allowed]
    return shown_all[0] if len(shown_all) == 1 else ", ".join(shown_all[:-1]) + " or " + shown_all[-1]
