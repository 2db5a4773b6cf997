"""Input limits: one `Limits` object bounds everything nyaya reads from outside.

A run, a receipt, a key file, an audit bundle or a ledger row comes from
whoever controls the agent, its tools or the file: in the trust model
(docs/security.md) that is the attacker. Every entry point reads such input
through this module, so no input can make nyaya recurse without bound,
allocate without bound or take time out of proportion to its size. Input over a
limit is `LimitExceeded` (a `BadInput`, CLI exit 2) naming the limit and the field.

- `Limits.read_json` reads a file: its size, UTF-8, JSON, then `check_value`;
- `Limits.parse_json` parses text already in memory the same way;
- `Limits.check_value` walks a parsed value (what API callers hand in as dicts);
- `Limits.check_run_data` / `Limits.check_run` add the counts of a run, before and
  after it is adapted.

``DEFAULT_LIMITS`` is what every entry point uses unless given other limits;
``dataclasses.replace(DEFAULT_LIMITS, max_calls=20_000)`` makes a variant.
"""

from __future__ import annotations

import json
import math
import os
import re
import reprlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from nyaya.errors import BadInput, LimitExceeded

if TYPE_CHECKING:
    from nyaya.run import Run

__all__ = ["DEFAULT_LIMITS", "Limits", "shown"]

_SURROGATE = re.compile("[\ud800-\udfff]")
_LOG2_10 = math.log2(10)
_NOT_MARK = bytes(b for b in range(256) if b not in b'[]{}"')
_ONE_KIND = bytes.maketrans(b"{}", b"[]")
"""Nesting does not care which kind of bracket: objects are read as arrays."""


@cache
def _long_string(bound: int) -> re.Pattern[bytes]:
    """A quote and more than ``bound`` bytes with no quote: each attempt starts at a quote and
    stops at the next one, so a search reads the text once."""
    return re.compile(b'"[^"]{%d}' % (bound + 1))


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 60
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = 4
_REPR.maxlevel = 2


def shown(value: Any) -> str:
    """A short repr of an untrusted value for a message: one line, whatever the value's size."""
    return _REPR.repr(value).encode("utf-8", "backslashreplace").decode("utf-8")


class _Refused(ValueError):
    """Raised from inside the JSON parser's hooks; turned into `LimitExceeded` or `BadInput`."""

    def __init__(self, message: str, limit: str | None) -> None:
        self.limit = limit
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Limits:
    """How large, deep and numerous the parts of an input may be (defaults in docs/security.md)."""

    max_bytes: int = 64 * 2**20
    """One input document: a run file, a bundle, a request body."""
    max_depth: int = 128
    """Nesting of JSON arrays and objects."""
    max_string: int = 4_000_000
    """Characters in one string (a tool output's text, a message)."""
    max_digits: int = 400
    """Characters in one JSON number (an integer of more digits is refused, not parsed)."""
    max_messages: int = 10_000
    """Messages in a transcript (and context messages of a run)."""
    max_calls: int = 10_000
    """Tool calls in a run."""
    max_tools: int = 2_000
    """Declared tools in a run."""
    max_values: int = 50_000
    """JSON values (objects, arrays, strings, numbers) in one run's calls, tools and messages:
    each is indexed and read by the checks (about 20 µs apiece), so this bounds a check's time
    near a second. Roughly 1 MB of tool output in records of a few fields."""
    max_answer: int = 2_000_000
    """Characters in the answer (the engine checks a prefix of a long one and says so)."""
    max_claims: int = 10_000
    """Attested claims (records) in an audit bundle."""
    max_records: int = 1_000_000
    """Receipts or trail entries in one bundle section."""
    max_keys: int = 1_000
    """Keys in one key file."""
    min_year: int = 1900
    """The earliest year a run's time may name."""
    max_year: int = 2200
    """The latest year a run's time may name (date arithmetic near year 9999 overflows)."""

    # -- documents ---------------------------------------------------------------------

    def read_json(
        self,
        path: str | os.PathLike[str],
        *,
        error: type[BadInput] = BadInput,
        unique_keys: bool = False,
    ) -> Any:
        """Read and parse one JSON file; ``error`` is the class for a missing or malformed file."""
        where = str(path)
        try:
            with Path(path).open("rb") as handle:
                data = handle.read(self.max_bytes + 1)
        except FileNotFoundError:
            raise error("no such file", path=where) from None
        except IsADirectoryError:
            raise error("is a directory, not a file", path=where) from None
        except OSError as exc:
            raise error(f"cannot read ({exc.strerror or exc})", path=where) from None
        return self.parse_json(data, error=error, path=where, unique_keys=unique_keys)

    def parse_json(
        self,
        text: str | bytes,
        *,
        error: type[BadInput] = BadInput,
        path: str | None = None,
        unique_keys: bool = False,
    ) -> Any:
        """Parse JSON text within the limits, then `check_value` it.

        Strict JSON only: ``NaN`` and ``Infinity`` are refused, and so is a number too large
        for a double. ``unique_keys`` also refuses an object that names a key twice (signed
        documents: two parsers must never read two different values).
        """
        if len(text) > self.max_bytes:
            raise LimitExceeded(f"more than {self.max_bytes} bytes", limit="max_bytes", path=path)
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise error(f"not UTF-8 text (byte {exc.start})", path=path) from None
        try:
            data = json.loads(
                text,
                parse_int=self._int,
                parse_float=self._float,
                parse_constant=_constant,
                object_pairs_hook=_unique if unique_keys else None,
            )
        except RecursionError:
            raise LimitExceeded(
                f"nested deeper than {self.max_depth} levels", limit="max_depth", path=path
            ) from None
        except _Refused as exc:
            if exc.limit is not None:
                raise LimitExceeded(str(exc), limit=exc.limit, path=path) from None
            raise error(f"not JSON ({exc})", path=path) from None
        except json.JSONDecodeError as exc:
            raise error(
                f"not JSON: {exc.msg} (column {exc.colno})", field=f"line {exc.lineno}", path=path
            ) from None
        self.check_value(data, path=path, sized=True)
        return data

    def _int(self, text: str) -> int:
        if len(text) > self.max_digits:
            raise _Refused(f"a number of {len(text)} digits", "max_digits")
        return int(text)

    def _float(self, text: str) -> float:
        if len(text) > self.max_digits:
            raise _Refused(f"a number of {len(text)} characters", "max_digits")
        value = float(text)
        if not math.isfinite(value):
            raise _Refused(f"{text[:40]} is out of the range of a double", None)
        return value

    # -- values ------------------------------------------------------------------------

    def check_value(
        self, value: Any, *, path: str | None = None, field: str = "", sized: bool = False
    ) -> None:
        """Walk a parsed value (iteratively: depth costs no stack) and refuse what is over.

        Checks nesting, string length, lone surrogates (not Unicode: nothing could sign or
        print them) and integer size. Scalars are checked where they are met, so only
        containers go on the stack; a location is built only for the error message. A value
        handed over in memory is held to ``max_bytes`` as its file would be: one whose JSON
        is longer is refused before anything walks it (``sized``: the value was parsed from
        text already held to the limit, whose own length is the one that counts).
        """
        if self._clean(value, path=path, field=field, sized=sized):
            return
        self._walk(value, path=path, field=field)

    def _clean(
        self, value: Any, *, path: str | None = None, field: str = "", sized: bool = False
    ) -> bool:
        """A fast proof that `_walk` would pass ``value``: True only when it would.

        Everything runs in C, so a value of millions of small objects costs tens of
        nanoseconds apiece rather than a Python step each. ``orjson`` serialises the value
        and fails on every lone surrogate (in keys too), every integer beyond 64 bits (at
        most 20 digits) and nesting beyond its own bound; subclasses of the built-in types
        are passed to a default there is not, so they fail too and take the walk. On the
        bytes, with the two escapes that hide a quote folded to one byte, every quote left
        delimits a string: no run of bytes between quotes longer than ``max_string`` proves
        every string short (a character is at least one byte), and the brackets outside
        strings give the nesting: each pass of removing ``[]`` takes away exactly the
        innermost level, so an input nested ``max_depth`` deep is empty after that many.
        Whenever this says False, `_walk` decides, so the errors are `_walk`'s own.
        """
        if self.max_digits < 20 or not isinstance(value, dict | list | tuple):
            return False
        try:
            text = orjson.dumps(value, option=orjson.OPT_PASSTHROUGH_SUBCLASS)
        except (TypeError, orjson.JSONEncodeError):
            return False
        if not sized and len(text) > self.max_bytes:
            raise LimitExceeded(
                f"more than {self.max_bytes} bytes as JSON",
                limit="max_bytes",
                field=field or None,
                path=path,
            )
        if b"\\" in text:
            text = text.replace(b"\\\\", b"x").replace(b'\\"', b"x")
        if len(text) > self.max_string and _long_string(self.max_string).search(text):
            return False
        marks = text.translate(None, _NOT_MARK)
        if marks.count(b'""') * 2 != marks.count(b'"'):
            return False  # a string holds a bracket: the walk decides
        brackets = marks.replace(b'""', b"").translate(_ONE_KIND)
        for _ in range(self.max_depth):
            if not brackets:
                return True
            brackets = brackets.replace(b"[]", b"")  # the innermost level, one per pass
        return not brackets

    def _walk(self, value: Any, *, path: str | None, field: str) -> None:
        max_bits = self.max_digits * _LOG2_10
        max_string = self.max_string
        max_depth = self.max_depth

        def bad_scalar(item: Any) -> bool:
            kind = type(item)
            if kind is str:
                return len(item) > max_string or (
                    not item.isascii() and _SURROGATE.search(item) is not None
                )
            return kind is int and item.bit_length() > max_bits

        if not isinstance(value, Mapping | list | tuple):
            if bad_scalar(value):
                self._explain(value, None, field, path)
            return
        stack: list[tuple[Any, int, Any]] = [(value, 1, None)]
        while stack:
            item, depth, where = stack.pop()
            if depth > max_depth:
                self._over("max_depth", f"nested deeper than {max_depth}", where, field, path)
            pairs = item.items() if isinstance(item, Mapping) else enumerate(item)
            for key, child in pairs:
                if type(key) is str and bad_scalar(key):
                    self._explain(key, (where, key), field, path)
                kind = type(child)
                if kind is str or kind is int:
                    if bad_scalar(child):
                        self._explain(child, (where, key), field, path)
                elif kind is dict or kind is list or isinstance(child, Mapping | tuple):
                    stack.append((child, depth + 1, (where, key)))

    def _explain(self, item: Any, where: Any, field: str, path: str | None) -> None:
        if type(item) is int:
            self._over("max_digits", "an integer over the digit limit", where, field, path)
        if len(item) > self.max_string:
            self._over("max_string", f"a string of {len(item)} characters", where, field, path)
        raise BadInput(
            "holds a lone surrogate (not valid Unicode)", field=_field(where, field), path=path
        )

    def _over(self, limit: str, message: str, where: Any, field: str, path: str | None) -> None:
        raise LimitExceeded(message, limit=limit, field=_field(where, field), path=path)

    def check_count(self, count: int, limit: str, *, field: str, path: str | None = None) -> None:
        """Refuse ``count`` items when it is over the limit named ``limit`` (``max_calls``)."""
        bound = getattr(self, limit)
        if count > bound:
            raise LimitExceeded(
                f"{count} is more than {bound}", limit=limit, field=field, path=path
            )

    # -- runs --------------------------------------------------------------------------

    def check_run_data(self, data: Any, *, path: str | None = None, walk: bool = True) -> None:
        """The checks a run gets before it is adapted: `check_value` (unless the caller has
        walked it already, ``walk=False``) and its counts."""
        # counted first: the count stops at the limit, the walk would visit all of it
        self._values(_count_values(data, self.max_values), "run", path)
        if walk:
            self.check_value(data, path=path)
        if isinstance(data, list):
            data = {"messages": data}
        if not isinstance(data, Mapping):
            return
        messages = data.get("messages")
        calls = 0
        if isinstance(messages, list):
            self.check_count(len(messages), "max_messages", field="messages", path=path)
            calls = sum(_calls_in(m) for m in messages)
        elif isinstance(data.get("calls"), list):
            calls = len(data["calls"])
        self.check_count(calls, "max_calls", field="calls", path=path)
        if isinstance(data.get("tools"), list):
            self.check_count(len(data["tools"]), "max_tools", field="tools", path=path)
        if isinstance(data.get("response"), str):
            self._answer(len(data["response"]), path)

    def check_run(self, run: Run, *, path: str | None = None) -> Run:
        """The checks an adapted run gets (counts, answer length, its times); returns it."""
        self.check_count(len(run.calls), "max_calls", field="calls", path=path)
        self.check_count(len(run.tools), "max_tools", field="tools", path=path)
        self.check_count(len(run.context), "max_messages", field="context", path=path)
        self._answer(len(run.response), path)
        # what the adapter made of the run: outputs that were JSON text are values now
        values = len(run.context) + len(run.tools)
        for call in run.calls:
            values += 2 + _count_values([call.arguments, call.output], self.max_values)
            if values > self.max_values:
                break
        self._values(values, "calls", path)
        for name in ("created_at", "now"):
            self.check_time(getattr(run, name), field=name, path=path)
        return run

    def _values(self, count: int, field: str, path: str | None) -> None:
        if count > self.max_values:
            raise LimitExceeded(
                f"more than {self.max_values} JSON values (objects, arrays, strings, numbers)",
                limit="max_values",
                field=field,
                path=path,
            )

    def _answer(self, length: int, path: str | None) -> None:
        if length > self.max_answer:
            raise LimitExceeded(
                f"an answer of {length} characters", limit="max_answer", field="response", path=path
            )

    def check_time(self, moment: datetime | None, *, field: str, path: str | None = None) -> None:
        """Refuse a time outside ``min_year`` .. ``max_year`` (``None`` passes)."""
        if moment is None:
            return
        if not self.min_year <= moment.year <= self.max_year:
            raise LimitExceeded(
                f"year {moment.year} is outside {self.min_year}..{self.max_year}",
                limit="max_year" if moment.year > self.max_year else "min_year",
                field=field,
                path=path,
            )


DEFAULT_LIMITS = Limits()
"""The limits every entry point applies unless given others."""


def _constant(name: str) -> Any:
    raise _Refused(f"{name} is not a JSON value", None)


def _unique(pairs: Sequence[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"the key {key[:80]!r} appears twice in one object", None)
        out[key] = value
    return out


def _count_values(value: Any, bound: int) -> int:
    """The JSON values in ``value`` (containers and scalars), counted up to just past ``bound``."""
    if not isinstance(value, Mapping | list | tuple):
        return 1
    count = 1
    stack = [value]
    push = stack.append
    while stack and count <= bound:
        item = stack.pop()
        children = item.values() if isinstance(item, Mapping) else item
        count += len(children)
        for child in children:
            kind = type(child)
            if (kind is dict or kind is list) or (
                kind not in _SCALARS and isinstance(child, Mapping | list | tuple)
            ):
                push(child)
    return count


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _calls_in(message: Any) -> int:
    if not isinstance(message, Mapping):
        return 0
    count = 0
    tool_calls = message.get("tool_calls")
    if isinstance(tool_calls, list):
        count += len(tool_calls)
    content = message.get("content")
    if isinstance(content, list):
        count += sum(1 for b in content if isinstance(b, Mapping) and b.get("type") == "tool_use")
    return count


def _field(where: Any, root: str) -> str | None:
    parts: list[Any] = []
    while where is not None:
        where, key = where
        parts.append(key)
    out = root
    for key in reversed(parts):
        if isinstance(key, int):
            out += f"[{key}]"
        else:
            text = str(key)
            text = text if len(text) <= 60 else text[:57] + "..."
            # A key may itself be the problem: never put a lone surrogate into a message.
            text = text.encode("utf-8", "backslashreplace").decode("utf-8")
            out += f".{text}" if out else text
    return out or None
