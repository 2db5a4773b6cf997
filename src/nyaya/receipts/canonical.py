"""The one definition of the bytes nyaya signs, and the hashes of tool inputs and outputs.

Every signature in nyaya covers `signed_bytes(domain, payload)`:
``b"nyaya/" + domain + b"\\n" + RFC 8785 canonical JSON of payload``. The
`rfc8785` package is the reference; `canonical_json` returns exactly its bytes
(a property test holds it to that). Plain JSON whose every part ``orjson`` writes as
RFC 8785 does (exact str/int/float/bool/None/dict/list types, integers within 2**53,
floats that are neither integral nor below 1e-4, keys whose UTF-8 order is their UTF-16
order) is written by ``orjson``; other plain values by a Python formatter; everything
else by `rfc8785`.
"""

from __future__ import annotations

import base64
import dataclasses
import datetime as dt
import enum
import hashlib
import json.encoder
import math
import re
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any

import orjson
import rfc8785
from pydantic import BaseModel

from nyaya.errors import BadInput

__all__ = [
    "CanonicalizationError",
    "canonical_json",
    "input_hash",
    "output_bytes",
    "output_hash",
    "sha256_hex",
    "signed_bytes",
    "to_jsonable",
]

CanonicalizationError = rfc8785.CanonicalizationError
"""Raised when a value has no RFC 8785 form (NaN, huge integers, non-string keys, ...)."""

# The C string encoder of the json module escapes exactly what RFC 8785 escapes
# (the same table: \b \f \n \r \t, other controls as lowercase \u00xx, quote, backslash).
_encode_str = json.encoder.encode_basestring
_SAFE_INT = 2**53 - 1


class _Slow(Exception):
    """The fast path does not handle this value; `rfc8785` decides."""


_SORTED = orjson.OPT_SORT_KEYS
# Keys holding U+E000..U+FFFF sort differently by code point (orjson) and by UTF-16 code
# unit (RFC 8785 3.2.3) against keys holding characters beyond U+FFFF.
_ORDER_DIFFERS = re.compile("[\ue000-\uffff]")


def _plain(value: Any) -> bool:
    """Whether ``orjson`` writes ``value`` byte for byte as RFC 8785 does."""
    kind = type(value)
    if kind is dict:
        for key in value:
            if type(key) is not str or (not key.isascii() and _ORDER_DIFFERS.search(key)):
                return False
        return _plain_items(value.values())
    if kind is list or kind is tuple:
        return _plain_items(value)
    return _plain_items((value,))


def _plain_items(items: Iterable[Any]) -> bool:
    # Scalars are checked inline: a call per leaf would cost more than the check.
    for item in items:
        kind = type(item)
        if kind is str or item is None or kind is bool:
            continue
        if kind is int:
            if -_SAFE_INT <= item <= _SAFE_INT:
                continue
            return False
        if kind is float:
            # Integral floats ("3.0" against "3"), exponent forms, NaN and the infinities
            # (orjson writes null) are left to the other writers.
            if 1e-4 <= abs(item) < 1e16 and item % 1.0:
                continue
            return False
        if (kind is dict or kind is list or kind is tuple) and _plain(item):
            continue
        return False
    return True


def plain_json_text(value: Any, *, plain: bool | None = None) -> str:
    """RFC 8785 text of a plain JSON value (see `canonical_json`); raises `_Slow` otherwise.

    ``plain`` is `_plain(value)` when the caller has already asked.
    """
    if plain if plain is not None else _plain(value):
        try:
            return orjson.dumps(value, option=_SORTED).decode("utf-8")
        except orjson.JSONEncodeError:  # a lone surrogate, or nesting beyond orjson's limit
            pass
    return _fast(value)


def _float(value: float) -> str:
    if value == 0:
        return "0"
    text = repr(value)
    # Python switches to exponent notation at other thresholds than ECMAScript,
    # and 'inf'/'nan' have no JSON form: leave those to the reference.
    if "e" in text or "n" in text:
        raise _Slow
    return text[:-2] if text.endswith(".0") else text


def _fast(value: Any) -> str:
    # Scalars inside containers are formatted inline: a call per leaf would double the cost.
    kind = type(value)
    if kind is dict:
        parts = []
        try:
            keys = sorted(value)
        except TypeError:
            raise _Slow from None
        for key in keys:
            # ASCII keys sort the same by code point as by UTF-16 code unit (RFC 8785 3.2.3).
            if type(key) is not str or not key.isascii():
                raise _Slow
            item = value[key]
            kind = type(item)
            if kind is str:
                parts.append(_encode_str(key) + ":" + _encode_str(item))
            elif item is None:
                parts.append(_encode_str(key) + ":null")
            elif kind is int and -_SAFE_INT <= item <= _SAFE_INT:
                parts.append(_encode_str(key) + ":" + int.__repr__(item))
            else:
                parts.append(_encode_str(key) + ":" + _fast(item))
        return "{" + ",".join(parts) + "}"
    if kind is list or kind is tuple:
        return "[" + ",".join([_fast(item) for item in value]) + "]"
    if kind is str:
        return _encode_str(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        if -_SAFE_INT <= value <= _SAFE_INT:
            return int.__repr__(value)
        raise _Slow
    if kind is float:
        return _float(value)
    raise _Slow


def canonical_json(value: Any) -> bytes:
    """RFC 8785 canonical JSON of ``value``, byte for byte what ``rfc8785.dumps`` returns.

    Raises `CanonicalizationError` for values without a canonical form.
    """
    return _canonical(value)[0]


def _canonical(value: Any) -> tuple[bytes, bool]:
    """`canonical_json` of ``value``, and whether ``value`` itself is plain (see `_plain`):
    then every scalar in it, and every key, is one ``orjson`` writes as RFC 8785 does."""
    if type(value) is not dict and isinstance(value, Mapping):
        value = dict(value)
    if _plain(value):
        try:
            return orjson.dumps(value, option=_SORTED), True
        except orjson.JSONEncodeError:  # a lone surrogate, or nesting beyond orjson's limit
            pass
    return _canonical_other(value), False


def orjson_canonical(value: Any) -> bytes | None:
    """``orjson``'s sorted JSON of a value known plain (see `_plain`): its RFC 8785 form,
    or None where orjson refuses (a lone surrogate, nesting beyond its limit)."""
    try:
        return orjson.dumps(value, option=_SORTED)
    except orjson.JSONEncodeError:
        return None


def _canonical_other(value: Any) -> bytes:
    try:
        return _fast(value).encode("utf-8")
    except (_Slow, UnicodeEncodeError):
        pass
    try:
        return rfc8785.dumps(value)
    except UnicodeEncodeError as exc:
        raise CanonicalizationError("a key or string holds a lone surrogate") from exc


def signed_bytes(domain: str, payload: Mapping[str, Any]) -> bytes:
    """The bytes every nyaya signature covers: a domain tag, a newline, canonical JSON."""
    if not domain or not domain.isascii() or "\n" in domain:
        raise BadInput(f"must be a non-empty ASCII line, got {domain!r}", field="domain")
    return b"nyaya/" + domain.encode("ascii") + b"\n" + canonical_json(payload)


def sha256_hex(data: bytes) -> str:
    """``"sha256:<64 hex digits>"`` of ``data``."""
    return "sha256:" + hashlib.sha256(data).hexdigest()


def to_jsonable(value: Any) -> Any:
    """A plain-JSON copy of a tool's value, so that any output can be hashed and read.

    Pydantic models and dataclasses become objects, dates ISO strings, decimals
    and out-of-range numbers strings, sets sorted lists, bytes base64url text.
    Anything else unknown becomes its ``str()``: the receipt must not fail
    because a tool returned an unusual type.
    """
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        return int(value) if -_SAFE_INT <= value <= _SAFE_INT else str(value)
    if isinstance(value, float):
        return float(value) if math.isfinite(value) else str(value)
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    if isinstance(value, set | frozenset):
        items = [to_jsonable(v) for v in value]
        return sorted(items, key=canonical_json)
    if isinstance(value, BaseModel):
        return to_jsonable(value.model_dump(mode="json"))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_jsonable(dataclasses.asdict(value))
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes | bytearray):
        return base64.urlsafe_b64encode(bytes(value)).rstrip(b"=").decode("ascii")
    return str(value)


def _canonical_any(value: Any) -> bytes:
    try:
        return canonical_json(value)
    except CanonicalizationError:
        return canonical_json(to_jsonable(value))


def input_hash(arguments: Any) -> str:
    """SHA-256 of the canonical JSON of a call's arguments."""
    return sha256_hex(_canonical_any(arguments))


def output_bytes(output: Any) -> bytes:
    """The bytes a receipt's output hash covers: bytes as is, text as UTF-8, else canonical JSON.

    Values that are not plain JSON are hashed in their `to_jsonable` form.
    """
    if isinstance(output, bytes | bytearray):
        return bytes(output)
    if isinstance(output, str):
        return output.encode("utf-8", "surrogatepass")
    return _canonical_any(output)


def output_hash(output: Any) -> str:
    """SHA-256 of `output_bytes`."""
    return sha256_hex(output_bytes(output))
