"""Checked records: the shapes of data that cross a boundary, as strict pydantic models.

A record takes JSON types exactly (`True` is not a number, `1` not a truth value, `1.0`
not `1`), refuses unknown fields and cannot be changed once made.  A refusal is told in
short lines, one per problem, each named by its dotted path (`config.cuts.1: should be a
whole number, not 'x'`): `problem_lines` writes them from pydantic's errors, so the
messages (and the codes of errors.py) stay the engine's own whatever pydantic says.
"""
from __future__ import annotations

import functools
from typing import Any

from pydantic import BaseModel, ConfigDict, GetCoreSchemaHandler, TypeAdapter, ValidationError
from pydantic_core import PydanticCustomError, core_schema

from .errors import shown

MAX_PROBLEMS = 5      # problems a message lists
MAX_LINE = 200        # characters of one problem


class Record(BaseModel):
    """The base of every checked record.

    Each record's validator is built the first time it is used, not when its class is
    made (`defer_build`): building all of them took half of the engine's import in the
    browser (0.25 of 0.5 CPU seconds), and a session uses few (a game's options and
    actions, a save; links, challenges and reviews only when asked for)."""
    model_config = ConfigDict(strict=True, frozen=True, extra="forbid", defer_build=True)


class Invalid(ValueError):
    """The data does not fit: `problems` has one line per problem, and `places` each one's
    field (the first step of its path, "" for the whole) and pydantic's type of error."""

    def __init__(self, problems: list[str], places: list[tuple[str, str]] | None = None) -> None:
        self.problems = problems
        self.places = places or []
        super().__init__("; ".join(p if len(p) <= MAX_LINE else p[:MAX_LINE] + "…"
                                   for p in problems[:MAX_PROBLEMS]))


@functools.cache
def adapter(kind: Any) -> TypeAdapter:
    """The validator of `kind` (a record or a union of them), built once per type."""
    return TypeAdapter(kind)


def check(kind: Any, data: object) -> Any:
    """`data` as `kind`, or `Invalid` naming each problem."""
    validator = adapter(kind)
    try:
        return validator.validate_python(data)
    except ValidationError as err:
        schema = validator.core_schema
        raise Invalid(problem_lines(err, schema), [(str(next(iter(_path(e["loc"], schema)), "")), e["type"])
                                                   for e in err.errors(include_url=False)]) from None


class ExactLiteral:
    """Marks a `Literal` of numbers to be matched with its JSON type too.

    pydantic finds a literal by equality, so `True` and `1.0` pass for `1`; this refuses
    them with pydantic's own `literal_error`, so they read like any other wrong choice.
    """

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> Any:
        inner = handler(source)
        allowed = tuple(inner["expected"])

        def same_type(value: object) -> object:
            if any(value == a and type(value) is not type(a) for a in allowed):
                raise PydanticCustomError("literal_error", "Input should be {expected}",
                                          {"expected": _one_of(allowed)})
            return value
        return core_schema.no_info_before_validator_function(same_type, inner)


EXACT = ExactLiteral()

# What a value of each JSON type is called, by pydantic's error type.
_EXPECTED = {"int_type": "a whole number", "bool_type": "true or false", "string_type": "text",
             "list_type": "a list", "dict_type": "a JSON object", "model_type": "a JSON object",
             "model_attributes_type": "a JSON object"}


def problem_lines(err: ValidationError, schema: Any) -> list[str]:
    """One line per problem, in pydantic's order (fields in order, then unknown ones);
    `schema` is the core schema of the validator that raised `err`."""
    return [_line(e, schema) for e in err.errors(include_url=False)]


def _line(e: Any, schema: Any) -> str:
    kind, ctx, got = e["type"], e.get("ctx", {}), e["input"]
    path = _path(e["loc"], schema)
    if kind == "extra_forbidden":
        path, message = path[:-1], f"unknown field {shown(path[-1])}"
    elif kind == "missing":
        message = "required"
    elif kind in _EXPECTED:
        message = f"should be {_EXPECTED[kind]}, not {shown(got)}"
    elif kind == "literal_error":
        message = f"should be {ctx['expected']}, not {shown(got)}"
    elif kind in ("union_tag_not_found", "union_tag_invalid"):
        tag = ctx["discriminator"].strip("'")
        path = path + [tag]
        message = ("required" if kind == "union_tag_not_found" else
                   f"should be {_or(ctx['expected_tags'])}, not {shown(got[tag])}")
    elif kind == "greater_than_equal":
        message = f"should be at least {ctx['ge']}, not {got}"
    elif kind == "less_than_equal":
        message = f"should be at most {ctx['le']}, not {got}"
    elif kind == "less_than":
        message = f"should be less than {ctx['lt']}, not {got}"
    elif kind == "too_long":
        message = f"should hold at most {ctx['max_length']}, not {ctx['actual_length']}"
    elif kind == "string_pattern_mismatch":
        message = f"should match {ctx['pattern']}, not {shown(got)}"
    elif kind == "value_error":
        message = str(ctx["error"])
    else:  # a check of pydantic's own that no record here asks for: its words
        message = e["msg"]
    where = ".".join(str(p) for p in path)
    return f"{where}: {message}" if where else message


def _path(loc: tuple, schema: Any) -> list:
    """The path as the caller wrote the data.

    pydantic puts the tag of a union's member in the path (`exchange.discard.1`), a step
    the data does not have; the validator's schema tells which steps are tags.
    """
    path: list = []
    defs: dict[str, Any] = {}
    for step in loc:
        while "schema" in schema or schema.get("type") == "definition-ref":
            if schema["type"] == "definitions":
                defs.update((d["ref"], d) for d in schema["definitions"])
            schema = (defs.get(schema["schema_ref"], {}) if schema["type"] == "definition-ref"
                      else schema["schema"])
        kind = schema.get("type")
        if kind == "tagged-union":
            schema = schema["choices"].get(step, {})
            continue
        path.append(step)
        schema = (schema["fields"].get(step, {}).get("schema", {}) if kind == "model-fields" else
                  schema.get("items_schema", {}) if kind == "list" else {})
    return path


def _one_of(allowed: tuple) -> str:
    """`'a', 'b' or 'c'`: the choices as a message lists them (as pydantic does)."""
    text = [shown(a) for a in allowed]
    return text[0] if len(text) == 1 else ", ".join(text[:-1]) + " or " + text[-1]


def _or(tags: str) -> str:
    """pydantic lists a union's tags with commas only: the last joined by "or"."""
    head, _, last = tags.rpartition(", ")
    return f"{head} or {last}" if head else last
