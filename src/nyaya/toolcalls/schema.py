"""Compiled JSON Schema validators, cached, and their errors as stable `ValidationIssue`s.

A schema is checked against its metaschema once, when first compiled; an
invalid schema becomes one clear ``invalid_schema`` issue on each call, never
an exception. ``$ref`` loops that never reach an argument (``{"$ref": "#"}``)
are caught before validation would recurse forever, and remote ``$ref``s are
never fetched.

A tool schema comes from the run, so its regular expressions are the
attacker's: ``"pattern": "^(a+)+$"`` takes Python's backtracking matcher
exponential time. Every ``pattern``, ``patternProperties`` key and format check
runs under RE2 (linear in the input). A pattern RE2 cannot run (lookaround,
backreferences) makes the schema unusable with a message saying so, as does
``patternProperties`` under ``unevaluatedProperties`` (jsonschema would match
those with Python's matcher). RE2's digit and word classes are ASCII-only.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import ipaddress
import json
import re
import threading
import uuid
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

import re2

from nyaya.claims import regex_cache
from nyaya.errors import BadInput
from nyaya.limits import DEFAULT_LIMITS
from nyaya.report import ValidationIssue
from nyaya.toolcalls.model import IssueCode, issue, pointer_of, preview

if TYPE_CHECKING:
    from jsonschema import FormatChecker
    from jsonschema.exceptions import ValidationError as JsonSchemaError
    from jsonschema.protocols import Validator

# jsonschema (with attrs, referencing and its format libraries, a tenth of a cold check)
# loads when a tool's schema is first compiled: a run without schemas never loads it.

MAX_ISSUES = 20
SCHEMA_LIMITS = dataclasses.replace(DEFAULT_LIMITS, max_depth=48)
"""jsonschema recurses several frames per level of a schema: deeper ones are refused up front."""


@cache
def _drafts() -> dict[str, type[Validator]]:
    from jsonschema import (
        Draft4Validator,
        Draft6Validator,
        Draft7Validator,
        Draft201909Validator,
        Draft202012Validator,
    )

    return {
        "json-schema.org/draft-04/schema": Draft4Validator,
        "json-schema.org/draft-06/schema": Draft6Validator,
        "json-schema.org/draft-07/schema": Draft7Validator,
        "json-schema.org/draft/2019-09/schema": Draft201909Validator,
        "json-schema.org/draft/2020-12/schema": Draft202012Validator,
    }


_TYPE_NAMES = {
    dict: "object",
    list: "array",
    str: "string",
    bool: "boolean",
    int: "integer",
    float: "number",
    type(None): "null",
}


_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.log_errors = False  # RE2 would print every refused pattern to stderr


# JSON Schema patterns are ECMA-262: "\u4e00" is a code point, which RE2 writes "\x{4e00}"
_ECMA_ESCAPE = regex_cache.compile(
    r"(?<!\\)((?:\\\\)*)\\u(?:\{([0-9A-Fa-f]{1,6})\}|([0-9A-Fa-f]{4}))"
)


@lru_cache(maxsize=4096)
def linear_regex(pattern: str) -> Any:
    """``pattern`` compiled by RE2 (matching time linear in the text); ValueError when RE2 can't."""
    if "\\u" in pattern:
        pattern = _ECMA_ESCAPE.sub(lambda m: rf"{m[1]}\x{{{m[2] or m[3]}}}", pattern)
    try:
        return re2.compile(pattern, options=_RE2_OPTIONS)
    except re2.error as exc:
        detail = (
            exc.args[0].decode("utf-8", "replace")
            if exc.args and isinstance(exc.args[0], bytes)
            else str(exc)
        )
        raise ValueError(
            f"pattern {preview(pattern, 80)} cannot run in linear time ({detail}); "
            "schema patterns run under RE2: no lookaround, no backreferences"
        ) from None


def regex_search(pattern: str, text: str) -> bool:
    """Whether ``pattern`` matches somewhere in ``text`` (RE2: never backtracks)."""
    try:
        return linear_regex(pattern).search(text) is not None
    except UnicodeEncodeError:  # a lone surrogate: no UTF-8 for RE2, and no match for us
        return False


class LinearPattern:
    """An RE2 pattern with the `re.Pattern` methods nyaya uses on untrusted text.

    Text RE2 cannot encode (a lone surrogate) never matches instead of raising.
    """

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self._regex = linear_regex(pattern)

    def search(self, text: str) -> Any:
        try:
            return self._regex.search(text)
        except UnicodeEncodeError:
            return None

    def fullmatch(self, text: str) -> Any:
        try:
            return self._regex.fullmatch(text)
        except UnicodeEncodeError:
            return None

    def finditer(self, text: str) -> Iterator[Any]:
        try:
            return iter(list(self._regex.finditer(text)))
        except UnicodeEncodeError:
            return iter(())


def _fullmatch(pattern: str, text: str) -> bool:
    try:
        return linear_regex(pattern).fullmatch(text) is not None
    except UnicodeEncodeError:
        return False


def json_type(value: Any) -> str:
    """The JSON type name of a parsed JSON value."""
    return _TYPE_NAMES.get(type(value), type(value).__name__)


@cache
def _formats() -> FormatChecker:
    """Format assertions we can decide without optional packages or the network."""
    from jsonschema import FormatChecker

    checker = FormatChecker(formats=())

    @checker.checks("email")
    @checker.checks("idn-email")
    def _email(value: object) -> bool:
        return not isinstance(value, str) or _fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value)

    @checker.checks("uuid")
    def _uuid(value: object) -> bool:
        if not isinstance(value, str) or len(value) != 36:
            return not isinstance(value, str)
        try:
            uuid.UUID(value)
        except ValueError:
            return False
        return True

    @checker.checks("date")
    def _date(value: object) -> bool:
        if not isinstance(value, str):
            return True
        if not _fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            return False
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            return False
        return True

    @checker.checks("date-time")
    def _datetime(value: object) -> bool:
        if not isinstance(value, str):
            return True
        if not _fullmatch(
            r"\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?", value
        ):
            return False
        try:
            dt.datetime.fromisoformat(value.replace("z", "Z"))
        except ValueError:
            return False
        return True

    @checker.checks("uri")
    @checker.checks("url")
    def _uri(value: object) -> bool:
        return not isinstance(value, str) or _fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*:\S+", value)

    @checker.checks("ipv4")
    def _ipv4(value: object) -> bool:
        if not isinstance(value, str):
            return True
        try:
            ipaddress.IPv4Address(value)
        except ValueError:
            return False
        return True

    @checker.checks("ipv6")
    def _ipv6(value: object) -> bool:
        if not isinstance(value, str):
            return True
        try:
            ipaddress.IPv6Address(value)
        except ValueError:
            return False
        return True

    return checker


@dataclass(frozen=True)
class CompiledSchema:
    """A tool's schema ready to validate with; ``problem`` says why the schema itself is bad."""

    schema: dict[str, Any]
    digest: str
    validator: Validator | None = None
    problem: str | None = None

    def issues(self, arguments: Any, *, tool: str) -> list[ValidationIssue]:
        """Every way ``arguments`` breaks the schema (at most `MAX_ISSUES`), in document order."""
        if self.validator is None:
            return [invalid_schema_issue(tool, self.problem or "unusable schema")]
        try:
            errors = sorted(self.validator.iter_errors(arguments), key=_order)
            out: list[ValidationIssue] = []
            for error in errors:
                out.extend(_issues_of(error))
                if len(out) >= MAX_ISSUES:
                    break
            return out[:MAX_ISSUES]
        except _unresolvable() as exc:
            return [invalid_schema_issue(tool, f"cannot resolve $ref {exc}")]
        except RecursionError:
            return [invalid_schema_issue(tool, "validation recursed too deep ($ref loop)")]


def _unresolvable() -> type[Exception]:
    from referencing.exceptions import Unresolvable

    return Unresolvable


def invalid_schema_issue(tool: str, problem: str) -> ValidationIssue:
    """The one issue a call gets when its tool's declared schema is itself invalid."""
    return issue(
        "invalid_schema",
        f"the input schema declared for tool {tool!r} is itself invalid: {problem}; "
        "the call cannot be checked (fix the tool declaration)",
    )


def schema_digest(schema: Any) -> str:
    """A stable hash of a schema (key order does not matter)."""
    text = json.dumps(schema, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


MAX_SCHEMA_ARRAY = 200
"""Items of a schema array that do not sort (objects, arrays, mixed types): jsonschema's
uniqueItems compares those pairwise."""


MAX_SCHEMA_CHARS = 1_000_000
"""Characters in one tool's schema, keys and strings together. Declared schemas run to a few
KB (large generated ones to some hundred KB); hashing, checking against the metaschema and
compiling one are linear in its size, so a 50 MB schema is refused before any of them."""


def schema_over_limits(schema: Any) -> str | None:
    """Why ``schema`` is too deep or too large to handle (`SCHEMA_LIMITS`), else None."""
    size = _schema_chars(schema, MAX_SCHEMA_CHARS)
    if size > MAX_SCHEMA_CHARS:
        return f"more than {MAX_SCHEMA_CHARS} characters in keys and strings"
    try:
        SCHEMA_LIMITS.check_value(schema)
    except BadInput as exc:
        return str(exc)
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            # The metaschema's uniqueItems falls back to comparing every pair when items
            # do not sort (objects, mixed types): quadratic in an attacker's array.
            if len(node) > MAX_SCHEMA_ARRAY and not _sortable(node):
                return (
                    f"an array of {len(node)} items that are neither all strings nor all "
                    f"numbers (at most {MAX_SCHEMA_ARRAY})"
                )
            stack.extend(node)
    return None


def _schema_chars(schema: Any, bound: int) -> int:
    """Characters in the keys and strings of ``schema``, counted up to just past ``bound``."""
    total = 0
    stack: list[Any] = [schema]
    while stack and total <= bound:
        node = stack.pop()
        if isinstance(node, dict):
            total += sum(len(k) for k in node if isinstance(k, str))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str):
            total += len(node)
    return total


def _sortable(items: list[Any]) -> bool:
    return all(type(i) is str for i in items) or all(type(i) in (int, float) for i in items)


class SchemaCache:
    """Compiled validators keyed by schema hash (bounded, least recently used out first)."""

    def __init__(self, maxsize: int = 4096) -> None:
        self._maxsize = maxsize
        self._items: OrderedDict[str, CompiledSchema] = OrderedDict()
        self._lock = threading.Lock()

    def compile(self, schema: dict[str, Any]) -> CompiledSchema:
        """The compiled form of ``schema``, compiled and metaschema-checked only once."""
        problem = schema_over_limits(schema)
        if problem is not None:
            return CompiledSchema(schema, "", problem=problem)
        digest = schema_digest(schema)
        with self._lock:
            found = self._items.get(digest)
            if found is not None:
                self._items.move_to_end(digest)
                return found
        compiled = compile_schema(schema, digest=digest)
        with self._lock:
            self._items[digest] = compiled
            while len(self._items) > self._maxsize:
                self._items.popitem(last=False)
        return compiled


CACHE = SchemaCache()


def validator_class(schema: dict[str, Any]) -> type[Validator]:
    """The validator for the draft ``$schema`` names (2020-12 when absent); raises ValueError."""
    declared = schema.get("$schema")
    if declared is None:
        return _drafts()["json-schema.org/draft/2020-12/schema"]
    if not isinstance(declared, str):
        raise ValueError("$schema must be a string")
    key = re.sub(r"^https?://", "", declared).rstrip("#")
    cls = _drafts().get(key)
    if cls is None:
        raise ValueError(f"unknown $schema {declared!r} (known: draft-04/06/07, 2019-09, 2020-12)")
    return cls


def compile_schema(schema: dict[str, Any], *, digest: str | None = None) -> CompiledSchema:
    """Check ``schema`` once and build its validator; problems end up in ``problem``."""
    import referencing
    from jsonschema.exceptions import SchemaError
    from referencing.exceptions import Unresolvable

    digest = digest or schema_digest(schema)
    try:
        cls = validator_class(schema)
        cls.check_schema(schema)
        loop = find_ref_loop(schema)
        if loop is not None:
            raise ValueError(loop)
        check_patterns(schema)
        # An empty registry: internal refs resolve against the root, remote ones never fetch.
        validator = _linear(cls)(schema, registry=referencing.Registry(), format_checker=_formats())
    except SchemaError as exc:
        where = pointer_of(exc.relative_path) or "/"
        return CompiledSchema(schema, digest, problem=f"{exc.message} (at schema {where})")
    except (ValueError, TypeError, RecursionError, Unresolvable) as exc:
        return CompiledSchema(schema, digest, problem=str(exc) or type(exc).__name__)
    return CompiledSchema(schema, digest, validator=validator)


def check_patterns(schema: Any) -> None:
    """Raise ValueError naming the first pattern RE2 cannot run (see the module docstring)."""
    stack: list[Any] = [schema]
    pattern_properties = unevaluated = False
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        if isinstance(node.get("pattern"), str):
            linear_regex(node["pattern"])
        if isinstance(node.get("patternProperties"), dict):
            pattern_properties = True
            for key in node["patternProperties"]:
                linear_regex(key)
        unevaluated = unevaluated or "unevaluatedProperties" in node
        stack.extend(node.values())
    if pattern_properties and unevaluated:
        raise ValueError(
            "patternProperties together with unevaluatedProperties cannot run in linear time "
            "(nyaya matches schema patterns with RE2)"
        )


def _error(message: str) -> JsonSchemaError:
    from jsonschema.exceptions import ValidationError

    return ValidationError(message)


def _re2_pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[Any]:
    if validator.is_type(instance, "string") and not regex_search(pattern, instance):
        yield _error(f"{preview(instance)} does not match {pattern!r}")


def _re2_pattern_properties(
    validator: Any, patterns: dict[str, Any], instance: Any, schema: Any
) -> Iterator[Any]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            if regex_search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _re2_additional_properties(
    validator: Any, additional: Any, instance: Any, schema: Any
) -> Iterator[Any]:
    # jsonschema's own, with the patternProperties match through RE2.
    if not validator.is_type(instance, "object"):
        return
    known = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    extras = [
        k for k in instance if k not in known and not any(regex_search(p, k) for p in patterns)
    ]
    if validator.is_type(additional, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], additional, path=extra)
    elif not additional and extras:
        names = ", ".join(repr(e) for e in sorted(extras, key=str))
        if patterns:
            listed = ", ".join(repr(p) for p in sorted(patterns))
            yield _error(f"{names} do not match any of the regexes: {listed}")
        else:
            verb = "was" if len(extras) == 1 else "were"
            yield _error(f"Additional properties are not allowed ({names} {verb} unexpected)")


def _unique_items(validator: Any, unique: Any, instance: Any, schema: Any) -> Iterator[Any]:
    # jsonschema compares every pair of unsortable items; a hash of each item's JSON
    # value (1 == 1.0, true != 1, as JSON Schema says) is linear.
    if not unique or not validator.is_type(instance, "array"):
        return
    seen: set[Any] = set()
    for item in instance:
        key = _json_key(item)
        if key in seen:
            yield _error(f"{preview(instance)} has non-unique elements")
            return
        seen.add(key)


def _json_key(value: Any) -> Any:
    """A hashable key equal for equal JSON values (iterative: arguments are depth-checked)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return (type(value).__name__, value)
    if isinstance(value, int | float):
        return ("number", int(value) if isinstance(value, float) and value.is_integer() else value)
    if isinstance(value, dict):
        return ("object", frozenset((k, _json_key(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("array", tuple(_json_key(v) for v in value))
    return ("other", repr(value))


@cache
def _linear(cls: type[Validator]) -> type[Validator]:
    """``cls`` with every regular-expression keyword matched by RE2, and uniqueItems hashed."""
    import jsonschema.validators

    extended: type[Validator] = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
        cls,
        {
            "pattern": _re2_pattern,
            "patternProperties": _re2_pattern_properties,
            "additionalProperties": _re2_additional_properties,
            "uniqueItems": _unique_items,
        },
    )
    return extended


_IN_PLACE = ("allOf", "anyOf", "oneOf")
_IN_PLACE_ONE = ("not", "if", "then", "else")


def find_ref_loop(schema: dict[str, Any]) -> str | None:
    """A message when local ``$ref``s loop without descending into the instance, else None.

    Such a loop (``{"$ref": "#"}``, or two definitions referring to each other
    directly) would make every validation recurse forever.
    """
    edges: dict[str, list[str]] = {}

    def subschemas_in_place(node: dict[str, Any], where: str) -> Iterator[tuple[str, Any]]:
        for key in _IN_PLACE:
            items = node.get(key)
            if isinstance(items, list):
                for i, item in enumerate(items):
                    yield f"{where}/{key}/{i}", item
        for key in _IN_PLACE_ONE:
            if isinstance(node.get(key), dict):
                yield f"{where}/{key}", node[key]

    def collect(node: Any, where: str, depth: int) -> None:
        if not isinstance(node, dict) or depth > 200:
            return
        targets = edges.setdefault(where, [])
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#"):
            targets.append(_unescape_fragment(ref[1:]))
        for child_where, child in subschemas_in_place(node, where):
            targets.append(child_where)
            collect(child, child_where, depth + 1)
        for key in ("$defs", "definitions", "properties", "patternProperties"):
            named = node.get(key)
            if isinstance(named, dict):
                for name, child in named.items():
                    collect(child, f"{where}/{key}/{_escape(name)}", depth + 1)
        for key in ("items", "additionalProperties", "contains", "additionalItems"):
            child = node.get(key)
            if isinstance(child, dict):
                collect(child, f"{where}/{key}", depth + 1)
            elif isinstance(child, list):
                for i, item in enumerate(child):
                    collect(item, f"{where}/{key}/{i}", depth + 1)

    collect(schema, "", 0)
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> str | None:
        state[node] = 1
        for nxt in edges.get(node, ()):
            if nxt not in edges:
                continue
            if state.get(nxt) == 1:
                cycle = [*trail[trail.index(nxt) :], nxt] if nxt in trail else [node, nxt]
                shown = " -> ".join("#" + c for c in cycle)
                return f"$ref loop that never reaches an argument: {shown}"
            if nxt not in state:
                found = visit(nxt, [*trail, nxt])
                if found:
                    return found
        state[node] = 2
        return None

    for start in list(edges):
        if start not in state:
            found = visit(start, [start])
            if found:
                return found
    return None


def _escape(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def _unescape_fragment(fragment: str) -> str:
    return unquote(fragment).rstrip("/")


def _order(error: JsonSchemaError) -> tuple[str, str]:
    return (pointer_of(error.absolute_path), str(error.validator))


_CODES: dict[str, IssueCode] = {
    "type": "wrong_type",
    "required": "missing_required",
    "enum": "not_in_enum",
    "const": "not_in_enum",
    "additionalProperties": "unexpected_argument",
    "unevaluatedProperties": "unexpected_argument",
}


def _issues_of(error: JsonSchemaError) -> list[ValidationIssue]:
    keyword = str(error.validator)
    where = list(error.absolute_path)
    if keyword == "required":
        return _missing(error, where)
    if keyword in ("additionalProperties", "unevaluatedProperties") and isinstance(
        error.instance, dict
    ):
        return _unexpected(error, where)
    if keyword in ("anyOf", "oneOf") and error.context:
        return [_alternatives(error, where)]
    code = _CODES.get(keyword, "constraint")
    pointer = pointer_of(where)
    label = pointer or "the arguments"
    if keyword == "type":
        message = (
            f"{label}: expected {_expected_type(error.validator_value)}, got {_got(error.instance)}"
        )
    elif keyword in ("enum", "const"):
        allowed = error.validator_value if keyword == "enum" else [error.validator_value]
        message = f"{label}: {preview(error.instance)} is not one of {preview(allowed, 200)}"
    else:
        message = f"{label}: {error.message} ({keyword} {preview(error.validator_value)})"
    return [issue(code, message, pointer=pointer, value=_scalar(error.instance))]


def _missing(error: JsonSchemaError, where: list[Any]) -> list[ValidationIssue]:
    present = error.instance if isinstance(error.instance, dict) else {}
    required = error.validator_value if isinstance(error.validator_value, list) else []
    props = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
    out = []
    for name in required:
        if name in present:
            continue
        sub = props.get(name) if isinstance(props, dict) else None
        expected = ""
        if isinstance(sub, dict) and "type" in sub:
            expected = f" (expected {_expected_type(sub['type'])})"
        pointer = pointer_of([*where, name])
        out.append(
            issue(
                "missing_required",
                f"missing required argument {pointer}{expected}",
                pointer=pointer,
            )
        )
    return out


def _unexpected(error: JsonSchemaError, where: list[Any]) -> list[ValidationIssue]:
    schema = error.schema if isinstance(error.schema, dict) else {}
    known = set(schema.get("properties", {}) or {})
    patterns = list((schema.get("patternProperties") or {}).keys())
    instance: dict[str, Any] = error.instance if isinstance(error.instance, dict) else {}
    extras = [
        k for k in instance if k not in known and not any(regex_search(p, k) for p in patterns)
    ]
    allowed = sorted(known)
    hint = f"; allowed: {', '.join(allowed)}" if allowed else ""
    if not extras:
        pointer = pointer_of(where)
        return [issue("unexpected_argument", f"{pointer or 'the arguments'}: {error.message}")]
    return [
        issue(
            "unexpected_argument",
            f"unexpected argument {pointer_of([*where, k])}{hint}",
            pointer=pointer_of([*where, k]),
            value=_scalar(instance[k]),
        )
        for k in extras
    ]


def _alternatives(error: JsonSchemaError, where: list[Any]) -> ValidationIssue:
    inner = list(error.context or [])
    here = [e for e in inner if list(e.absolute_path) == where]
    pointer = pointer_of(where)
    label = pointer or "the arguments"
    if here and all(str(e.validator) == "type" for e in here) and len(here) == len(inner):
        expected = " or ".join(_expected_type(e.validator_value) for e in here)
        return issue(
            "wrong_type",
            f"{label}: expected {expected}, got {_got(error.instance)}",
            pointer=pointer,
            value=_scalar(error.instance),
        )
    from jsonschema.exceptions import best_match

    best = best_match(inner)
    sub = _issues_of(best) if best is not None else []
    code: IssueCode = _PASS_THROUGH.get(sub[0].code, "constraint") if sub else "constraint"
    detail = sub[0].message if sub else error.message
    return issue(
        code,
        f"{label}: matches none of the {_count(error.validator_value)} allowed alternatives "
        f"(closest: {detail})",
        pointer=pointer,
        value=_scalar(error.instance),
    )


_PASS_THROUGH: dict[str, IssueCode] = {
    "wrong_type": "wrong_type",
    "not_in_enum": "not_in_enum",
    "missing_required": "missing_required",
}


def _got(value: Any) -> str:
    kind = json_type(value)
    return kind if value is None else f"{kind} {preview(value)}"


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else 0


def _expected_type(value: Any) -> str:
    if isinstance(value, list):
        return " or ".join(str(v) for v in value)
    return str(value)


def _scalar(value: Any) -> Any:
    """Keep scalars in the issue; containers are summarised so reports stay small."""
    if isinstance(value, str):
        return value if len(value) <= 200 else value[:199] + "…"
    if value is None or isinstance(value, bool | int | float):
        return value
    return preview(value, 120)
