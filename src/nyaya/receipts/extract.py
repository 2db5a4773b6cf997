"""What a receipt says about an output: how many results, and which scalar facts.

The declarative default counts lists and well-known wrappers and records every
scalar field by dotted path (list indices as numbers: ``"items.0.from"``), up
to a cap. A tool whose output needs other reading gets its own `Extractor`,
registered by tool name in an `ExtractorRegistry`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from nyaya.receipts.canonical import _ORDER_DIFFERS

__all__ = [
    "COUNT_KEYS",
    "DEFAULT_EXTRACTOR",
    "WRAPPER_KEYS",
    "DefaultExtractor",
    "Extractor",
    "ExtractorRegistry",
    "FactValue",
    "PathExtractor",
    "count_results",
    "extract_facts",
]

FactValue = str | int | float | bool | None

WRAPPER_KEYS: tuple[str, ...] = (
    "items",
    "results",
    "data",
    "records",
    "hits",
    "entries",
    "messages",
    "events",
    "rows",
    "documents",
    "files",
    "matches",
    "value",
)
"""Keys whose list value is "the results" of a wrapped response (``{"items": [...]}``)."""

COUNT_KEYS: tuple[str, ...] = (
    "total",
    "count",
    "total_count",
    "totalCount",
    "total_results",
    "totalResults",
    "num_results",
    "result_count",
)
"""Keys that state the number of results outright; they win over a page's list length."""

_SAFE_INT = 2**53 - 1


class Extractor(Protocol):
    """Reads ``result_count`` and ``facts`` from a tool output (plain JSON values)."""

    def count(self, output: Any) -> int | None:
        """The number of results, or None when the output is not a collection."""
        ...

    def facts(self, output: Any) -> dict[str, FactValue]:
        """Scalar fields keyed by dotted path from the output root."""
        ...


def _parsed(output: Any) -> Any:
    # Tools and transcripts often carry JSON as text; read it as the JSON it is.
    if isinstance(output, bytes | bytearray):
        try:
            output = bytes(output).decode("utf-8")
        except UnicodeDecodeError:
            return output
    if isinstance(output, str) and output[:1] in ("[", "{"):
        try:
            return json.loads(output)
        except ValueError:
            return output
    return output


def _stated_count(value: Any) -> int | None:
    if type(value) is int and value >= 0:
        return value
    # Elasticsearch: {"total": {"value": 5, "relation": "eq"}}
    if isinstance(value, Mapping) and type(value.get("value")) is int and value["value"] >= 0:
        return int(value["value"])
    return None


def count_results(output: Any, *, _depth: int = 0) -> int | None:
    """How many results an output holds.

    A list counts its items. An object counts a stated total (``total``,
    ``count``, ...) first, then a wrapped list (``items``, ``results``, ...,
    nested wrappers such as ``{"hits": {"hits": [...]}}`` too), then its only
    list-valued field. Anything else (a single record, text, a number) is None.
    """
    output = _parsed(output)
    if isinstance(output, list | tuple):
        return len(output)
    if _depth > 3 or not (type(output) is dict or isinstance(output, Mapping)):
        return None
    for key in COUNT_KEYS:
        if key in output and (stated := _stated_count(output[key])) is not None:
            return stated
    for key in WRAPPER_KEYS:
        inner = output.get(key)
        if isinstance(inner, list | tuple):
            return len(inner)
        if (
            isinstance(inner, Mapping)
            and (nested := count_results(inner, _depth=_depth + 1)) is not None
        ):
            return nested
    lists = [v for v in output.values() if isinstance(v, list | tuple)]
    if len(lists) == 1:
        return len(lists[0])
    return None


def _scalar(value: Any, max_chars: int) -> tuple[bool, FactValue]:
    if value is None or isinstance(value, bool):
        return True, value
    if isinstance(value, int):
        # Beyond 2**53 a JSON number loses digits; ids that large are kept as text.
        return True, int(value) if -_SAFE_INT <= value <= _SAFE_INT else str(value)
    if isinstance(value, float):
        return (True, float(value)) if math.isfinite(value) else (False, None)
    if isinstance(value, str):
        return (True, value) if len(value) <= max_chars else (False, None)
    return False, None


def extract_facts(
    output: Any, *, max_facts: int = 256, max_chars: int = 1000
) -> dict[str, FactValue]:
    """Every scalar field of ``output`` keyed by dotted path, depth first, at most ``max_facts``.

    A scalar output is the single fact under the empty path ``""``. Strings
    longer than ``max_chars`` (message bodies, pages) are left out rather than cut.
    Keys are joined as they are, so a key holding a dot reads like a deeper path.
    """
    facts: dict[str, FactValue] = {}
    value = _parsed(output)
    if isinstance(value, Mapping | list | tuple):
        _walk(value, "", facts, max_facts, max_chars, _MAX_DEPTH)
    else:
        keep, fact = _scalar(value, max_chars)
        if keep:
            facts[""] = fact
    return facts


_MAX_DEPTH = 64


def _walk(
    node: Any, prefix: str, facts: dict[str, FactValue], limit: int, max_chars: int, depth: int
) -> None:
    items = node.items() if type(node) is dict or isinstance(node, Mapping) else enumerate(node)
    for key, item in items:
        if len(facts) >= limit:
            return
        path = f"{prefix}{key}"
        kind = type(item)
        # Exact types first: the common case costs no isinstance chain.
        if kind is str:
            if len(item) <= max_chars:
                facts[path] = item
        elif item is None or kind is bool or (kind is float and math.isfinite(item)):
            facts[path] = item
        elif kind is int:
            facts[path] = item if -_SAFE_INT <= item <= _SAFE_INT else str(item)
        elif kind is dict or kind is list or isinstance(item, Mapping | list | tuple):
            if depth > 0:
                _walk(item, path + ".", facts, limit, max_chars, depth - 1)
        else:
            keep, fact = _scalar(item, max_chars)
            if keep:
                facts[path] = fact


# Fact paths by prefix and key: the receipts of one tool's outputs share their path strings
# instead of each holding its own copies (two fifths of an issued receipt's memory), and a
# path already known costs a lookup instead of a new string. Bounded: at most
# _PREFIXES_HELD prefixes (then it starts over) of _KEYS_HELD keys each. Only exact str
# keys of dicts and the indices of lists are held (1 and True must not share a path).
_PATHS: dict[str, dict[str | int, str]] = {}
_PREFIXES_HELD = 256
_KEYS_HELD = 64


def _walk_plain(
    node: dict[Any, Any] | list[Any] | tuple[Any, ...],
    prefix: str,
    facts: dict[str, FactValue],
    limit: int,
    max_chars: int,
    depth: int,
) -> bool | None:
    """`_walk` of a dict, list or tuple that also says whether the node is plain JSON in
    the sense of `nyaya.receipts.canonical` (so that its canonical form is ``orjson``'s):
    one pass over a tool's output instead of two. None: the facts stopped at the limit
    or the depth before the whole node was seen, so plainness is not known (False wins).
    """
    plain: bool | None = True
    known = _PATHS.get(prefix)
    if known is None:
        if len(_PATHS) >= _PREFIXES_HELD:
            _PATHS.clear()
        known = _PATHS[prefix] = {}
    if type(node) is dict:
        items: Any = node.items()
        for key in node:
            if type(key) is not str or (not key.isascii() and _ORDER_DIFFERS.search(key)):
                plain = False
    else:
        items = enumerate(node)
    for key, item in items:
        if len(facts) >= limit:
            return False if plain is False else None
        path = known.get(key) if plain else None  # plain so far: every key is a str (or index)
        if path is None:
            path = f"{prefix}{key}"
            if plain and len(known) < _KEYS_HELD:
                known[key] = path
        kind = type(item)
        if kind is str:
            if len(item) <= max_chars:
                facts[path] = item
        elif item is None or kind is bool:
            facts[path] = item
        elif kind is float:
            if math.isfinite(item):
                facts[path] = item
                # Integral floats, exponent forms: only the other writers spell them.
                if not (1e-4 <= abs(item) < 1e16 and item % 1.0):
                    plain = False
            else:
                plain = False
        elif kind is int:
            if -_SAFE_INT <= item <= _SAFE_INT:
                facts[path] = item
            else:
                facts[path] = str(item)
                plain = False
        elif kind is dict or kind is list or kind is tuple:
            inner = (
                _walk_plain(item, path + ".", facts, limit, max_chars, depth - 1)
                if depth > 0
                else None  # not read, as `_walk` does not read it
            )
            if inner is False:
                plain = False
            elif inner is None and plain:
                plain = None
        else:
            # Anything else (a Mapping that is no dict, a date, a subclass...) is not plain;
            # its facts are `_walk`'s.
            plain = False
            if isinstance(item, Mapping | list | tuple):
                if depth > 0:
                    _walk(item, path + ".", facts, limit, max_chars, depth - 1)
            else:
                keep, fact = _scalar(item, max_chars)
                if keep:
                    facts[path] = fact
    return plain


def facts_and_plain(
    output: dict[Any, Any] | list[Any] | tuple[Any, ...],
    *,
    max_facts: int = 256,
    max_chars: int = 1000,
) -> tuple[dict[str, FactValue], bool | None]:
    """`extract_facts` of a dict, list or tuple output, and whether it is plain JSON
    (None: not known, the facts stopped before the end)."""
    facts: dict[str, FactValue] = {}
    plain = _walk_plain(output, "", facts, max_facts, max_chars, _MAX_DEPTH)
    return facts, plain


@dataclass(frozen=True)
class DefaultExtractor:
    """The declarative default: `count_results` and every scalar field, capped."""

    max_facts: int = 256
    max_chars: int = 1000

    def count(self, output: Any) -> int | None:
        return count_results(output)

    def facts(self, output: Any) -> dict[str, FactValue]:
        return extract_facts(output, max_facts=self.max_facts, max_chars=self.max_chars)


DEFAULT_EXTRACTOR = DefaultExtractor()


def _matches(pattern: Sequence[str], path: Sequence[str]) -> bool:
    return len(pattern) == len(path) and all(
        p in ("*", q) for p, q in zip(pattern, path, strict=True)
    )


@dataclass(frozen=True)
class PathExtractor:
    """Keeps only the facts whose path matches a pattern (``"items.*.from"``; ``*`` is one step).

    ``count_path`` names the field holding the result count (``"meta.total"``)
    or the list to count (``"data.records"``); None uses `count_results`.
    """

    fields: tuple[str, ...]
    count_path: str | None = None
    max_facts: int = 256
    max_chars: int = 1000
    _patterns: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_patterns", tuple(tuple(f.split(".")) for f in self.fields))

    def count(self, output: Any) -> int | None:
        if self.count_path is None:
            return count_results(output)
        value: Any = _parsed(output)
        for step in self.count_path.split("."):
            if isinstance(value, Mapping):
                value = value.get(step)
            elif isinstance(value, list | tuple) and step.isdigit() and int(step) < len(value):
                value = value[int(step)]
            else:
                return None
        if isinstance(value, list | tuple):
            return len(value)
        return _stated_count(value)

    def facts(self, output: Any) -> dict[str, FactValue]:
        everything = extract_facts(output, max_facts=2**31, max_chars=self.max_chars)
        kept: dict[str, FactValue] = {}
        for path, value in everything.items():
            steps = path.split(".")
            if any(_matches(p, steps) for p in self._patterns):
                kept[path] = value
                if len(kept) >= self.max_facts:
                    break
        return kept


class ExtractorRegistry:
    """Extractors by tool name, with a fallback for tools that registered none."""

    def __init__(self, default: Extractor = DEFAULT_EXTRACTOR) -> None:
        self.default = default
        self._by_tool: dict[str, Extractor] = {}

    def register(self, tool: str, extractor: Extractor) -> None:
        """Use ``extractor`` for ``tool`` from now on."""
        self._by_tool[tool] = extractor

    def for_tool(self, tool: str) -> Extractor:
        """The extractor for ``tool`` (the default when none was registered)."""
        return self._by_tool.get(tool, self.default)

    def __contains__(self, tool: object) -> bool:
        return tool in self._by_tool
