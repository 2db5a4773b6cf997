"""The `Receipt`: a signed record of one tool execution, and how to issue and verify it.

A receipt's signature covers `signed_bytes("receipt/v1", payload)` where the
payload is every field but ``signature`` (duration and key id included).
Authenticity (the signature) and freshness (age against a clock the caller
passes in) are separate answers: an old receipt is still authentic.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, cast

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_serializer,
    field_validator,
    model_validator,
)

from nyaya.errors import (
    BadInput,
    BadReceipt,
    ReceiptExpired,
    SignatureInvalid,
    UnknownKey,
    VerificationFailed,
)
from nyaya.limits import DEFAULT_LIMITS
from nyaya.receipts.canonical import (
    _SAFE_INT,
    CanonicalizationError,
    _canonical,
    _encode_str,
    _fast,
    _Slow,
    canonical_json,
    input_hash,
    orjson_canonical,
    output_bytes,
    plain_json_text,
    sha256_hex,
    signed_bytes,
    to_jsonable,
)
from nyaya.receipts.extract import (
    DEFAULT_EXTRACTOR,
    DefaultExtractor,
    Extractor,
    FactValue,
    facts_and_plain,
)
from nyaya.receipts.keys import ALGORITHMS, Alg, KeyRing, Signer

__all__ = [
    "RECEIPT_DOMAIN",
    "RECEIPT_VERSION",
    "Receipt",
    "ReceiptCheck",
    "ReceiptReason",
    "ReceiptStatus",
    "evaluate_receipt",
    "evaluate_receipts",
    "issue_receipt",
    "issue_receipts",
    "verify_receipt",
    "verify_receipts",
]

RECEIPT_VERSION: Literal["1"] = "1"
RECEIPT_DOMAIN = "receipt/v1"
ReceiptStatus = Literal["ok", "error", "denied"]
ReceiptReason = Literal["ok", "unknown_key", "bad_signature", "expired", "not_yet_valid"]

_HASH_PATTERN = r"^sha256:[0-9a-f]{64}$"
_Str = Annotated[str, Field(strict=True, min_length=1)]
_Hash = Annotated[str, Field(strict=True, pattern=_HASH_PATTERN)]
_StrictFact = StrictStr | StrictBool | StrictInt | StrictFloat | None


def format_timestamp(moment: datetime) -> str:
    """The one textual form of a receipt time: UTC, microseconds, ``Z``."""
    m = moment if moment.tzinfo is UTC else moment.astimezone(UTC)
    # Spelled out (strftime does not zero-pad years before 1000 on every platform), and
    # with % (three times faster than format specs in an f-string: it runs per receipt).
    return "%04d-%02d-%02dT%02d:%02d:%02d.%06dZ" % (  # noqa: UP031
        m.year,
        m.month,
        m.day,
        m.hour,
        m.minute,
        m.second,
        m.microsecond,
    )


class Receipt(BaseModel):
    """A signed record of one tool execution (or failed or denied attempt).

    ``status`` tells "the tool failed" (``error``) and "the call was refused"
    (``denied``) from "the tool found nothing" (``ok`` with ``result_count`` 0).
    ``facts`` are scalar fields of the output keyed by dotted path from the
    output root, list indices as numbers (``"items.0.from"``).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    v: Literal["1"] = RECEIPT_VERSION
    id: _Str
    run_id: _Str
    call_id: _Str
    tool: _Str
    input_hash: _Hash
    output_hash: _Hash
    result_count: Annotated[int, Field(strict=True, ge=0, le=_SAFE_INT)] | None = None
    facts: dict[str, _StrictFact] = Field(default_factory=dict)
    status: ReceiptStatus = "ok"
    error: Annotated[str, Field(strict=True)] | None = None
    timestamp: datetime
    duration_ms: Annotated[float, Field(ge=0, allow_inf_nan=False)] = 0.0
    key_id: _Str
    alg: Alg
    signature: _Str

    @field_validator("timestamp")
    @classmethod
    def _utc(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("timestamp needs a timezone")
        return value.astimezone(UTC)

    @field_validator("facts")
    @classmethod
    def _json_scalars(cls, value: dict[str, FactValue]) -> dict[str, FactValue]:
        for path, fact in value.items():
            if isinstance(fact, float) and not math.isfinite(fact):
                raise ValueError(f"fact {path!r} is not a finite number")
            if type(fact) is int and not -_SAFE_INT <= fact <= _SAFE_INT:
                raise ValueError(f"fact {path!r} exceeds the JSON integer range")
        return value

    @model_validator(mode="after")
    def _status_matches_error(self) -> Receipt:
        if self.status == "ok" and self.error is not None:
            raise ValueError("an ok receipt carries no error")
        if self.status != "ok" and not self.error:
            raise ValueError(f"a {self.status} receipt needs the error text")
        return self

    @field_serializer("timestamp")
    def _timestamp_text(self, value: datetime) -> str:
        return format_timestamp(value)

    def signed_payload(self) -> dict[str, Any]:
        """Every field but ``signature``, JSON-ready: what the signature covers."""
        return {
            "v": self.v,
            "id": self.id,
            "run_id": self.run_id,
            "call_id": self.call_id,
            "tool": self.tool,
            "input_hash": self.input_hash,
            "output_hash": self.output_hash,
            "result_count": self.result_count,
            "facts": dict(self.facts),
            "status": self.status,
            "error": self.error,
            "timestamp": format_timestamp(self.timestamp),
            "duration_ms": self.duration_ms,
            "key_id": self.key_id,
            "alg": self.alg,
        }

    def signed_bytes(self) -> bytes:
        """The exact bytes the signature covers."""
        try:
            return _PREFIX + _text_of(self, None).encode("utf-8")
        except (_Slow, UnicodeEncodeError):
            return signed_bytes(RECEIPT_DOMAIN, self.signed_payload())

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the inverse of `from_dict`)."""
        payload = self.signed_payload()
        payload["signature"] = self.signature
        return payload

    def to_json(self) -> str:
        """Canonical JSON text of `to_dict`."""
        try:
            text = _text_of(self, self.signature)
            text.encode("utf-8")  # a lone surrogate has no canonical form: the reference says so
            return text
        except (_Slow, UnicodeEncodeError):
            return canonical_json(self.to_dict()).decode("utf-8")

    @classmethod
    def from_dict(cls, data: Any) -> Receipt:
        """Parse a receipt; a bad or missing field is `BadReceipt` naming the field."""
        if not isinstance(data, Mapping):
            raise BadReceipt("a receipt is a JSON object")
        DEFAULT_LIMITS.check_value(data)
        data = dict(data)
        facts = data.get("facts")
        if isinstance(facts, dict) and any(
            type(v) is int and not -_SAFE_INT <= v <= _SAFE_INT for v in facts.values()
        ):
            data["facts"] = {k: _whole_float(v) for k, v in facts.items()}
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or None
            message = "missing" if first["type"] == "missing" else first["msg"]
            raise BadReceipt(message, field=field) from None

    @classmethod
    def from_json(cls, text: str | bytes) -> Receipt:
        """Parse receipt JSON text: strict JSON within `nyaya.limits`, no key named twice."""
        return cls.from_dict(DEFAULT_LIMITS.parse_json(text, error=BadReceipt, unique_keys=True))


def _whole_float(value: Any) -> Any:
    """A fact read back from JSON: RFC 8785 writes a large whole float as digits without a
    point (1e16 as 10000000000000000), which parses as an int past the safe range; it is
    that float again when the float's canonical text is these very digits."""
    if type(value) is int and not -_SAFE_INT <= value <= _SAFE_INT:
        try:
            if canonical_json(float(value)) == str(value).encode("ascii"):
                return float(value)
        except OverflowError:
            pass
    return value


_CONTAINERS = (dict, list, tuple)
_PREFIX = b"nyaya/" + RECEIPT_DOMAIN.encode("ascii") + b"\n"
_str = _encode_str  # RFC 8785's string escapes (see nyaya.receipts.canonical)


def _encode(
    alg: str,
    call_id: str,
    duration_ms: float,
    error: str | None,
    facts: str,
    id_: str,
    input_hash: str,
    key_id: str,
    output_hash: str,
    result_count: int | None,
    run_id: str,
    signature: str | None,
    status: str,
    timestamp: str,
    tool: str,
    v: str,
) -> str:
    """RFC 8785 text of a receipt (without ``signature`` when None), written directly for
    the fixed shape: the keys in their canonical order, each value formatted as
    `canonical_json` formats it (``facts`` comes as its canonical text). Raises `_Slow`
    where only the reference can decide (a float in exponent form); a property test holds
    the text to `rfc8785` byte for byte.
    """
    signed = "" if signature is None else f'"signature":{_str(signature)},'
    # One f-string is one join: a chain of "+" would copy the growing text at every step.
    return (
        f'{{"alg":{_str(alg)},"call_id":{_str(call_id)},"duration_ms":{_fast(duration_ms)},'
        f'"error":{"null" if error is None else _str(error)},'
        f'"facts":{facts},'
        f'"id":{_str(id_)},"input_hash":{_str(input_hash)},"key_id":{_str(key_id)},'
        f'"output_hash":{_str(output_hash)},'
        f'"result_count":{"null" if result_count is None else _fast(result_count)},'
        f'"run_id":{_str(run_id)},'
        f"{signed}"
        f'"status":{_str(status)},"timestamp":{_str(timestamp)},"tool":{_str(tool)},'
        f'"v":{_str(v)}}}'
    )  # fmt: skip


def _text_of(r: Receipt, signature: str | None) -> str:
    facts = r.facts if type(r.facts) is dict else dict(r.facts)
    return _encode(
        r.alg, r.call_id, r.duration_ms, r.error, plain_json_text(facts), r.id, r.input_hash,
        r.key_id, r.output_hash, r.result_count, r.run_id, signature, r.status,
        format_timestamp(r.timestamp), r.tool, r.v,
    )  # fmt: skip


def _receipt_id(
    run_id: str, call_id: str, tool: str, when: str, in_hash: str, out_hash: str
) -> str:
    # Derived, not random: receipting the same transcript twice yields the same ids.
    parts = (run_id, call_id, tool, when, in_hash, out_hash)
    try:
        if not all(type(p) is str for p in parts):
            raise _Slow
        material = ("[" + ",".join(map(_str, parts)) + "]").encode("utf-8")
    except (_Slow, UnicodeEncodeError):
        material = canonical_json(list(parts))  # the reference decides (or refuses)
    return "rcpt_" + sha256_hex(material)[7:39]


def issue_receipt(
    ring: KeyRing,
    *,
    run_id: str,
    call_id: str,
    tool: str,
    arguments: Any,
    output: Any,
    status: ReceiptStatus = "ok",
    error: str | None = None,
    timestamp: datetime,
    duration_ms: float = 0.0,
    extractor: Extractor | None = None,
    receipt_id: str | None = None,
) -> Receipt:
    """Sign a receipt for one tool execution with the ring's newest key.

    ``result_count`` and ``facts`` come from ``extractor`` (the declarative
    default unless given) for ``ok`` calls; failed and denied calls carry none.
    """
    return _issue(
        ring.signer,
        run_id=run_id,
        call_id=call_id,
        tool=tool,
        arguments=arguments,
        output=output,
        status=status,
        error=error,
        timestamp=timestamp,
        duration_ms=duration_ms,
        extractor=extractor,
        receipt_id=receipt_id,
    )


def issue_receipts(ring: KeyRing, calls: Iterable[Mapping[str, Any]]) -> list[Receipt]:
    """`issue_receipt` for many calls (each a mapping of its keyword arguments), one key.

    The ring's signing key is chosen once for the batch; a bad call is `BadReceipt`
    and nothing is returned.
    """
    signer = ring.signer
    return [_issue(signer, **call) for call in calls]


def _issue(
    signer: Signer,
    *,
    run_id: str,
    call_id: str,
    tool: str,
    arguments: Any,
    output: Any,
    status: ReceiptStatus = "ok",
    error: str | None = None,
    timestamp: datetime,
    duration_ms: float = 0.0,
    extractor: Extractor | None = None,
    receipt_id: str | None = None,
) -> Receipt:
    chosen = (extractor or DEFAULT_EXTRACTOR) if status == "ok" else None
    # The default extractor copies scalars of the output as they are (ints beyond 2**53 as
    # text): when the output is plain, so are its facts, and they are valid receipt facts.
    # Reading the facts and whether the output is plain is one walk over the output.
    default = type(chosen) is DefaultExtractor
    facts: dict[str, FactValue] | None = None
    data_out: bytes | None = None
    readable, plain_out = output, False
    if default and type(output) in _CONTAINERS:
        limits = cast(DefaultExtractor, chosen)
        walked, plain = facts_and_plain(
            output, max_facts=limits.max_facts, max_chars=limits.max_chars
        )
        data_out = orjson_canonical(output) if plain else None
        if data_out is not None:
            facts, plain_out = walked, True
    if data_out is None:
        if isinstance(output, bytes | bytearray | str):
            data_out = output_bytes(output)
        else:
            try:
                data_out, plain_out = _canonical(output)
            except CanonicalizationError:
                # Not plain JSON (dates, models, sets...): hash and read the normal form.
                readable = to_jsonable(output)
                data_out = canonical_json(readable)
    in_hash = input_hash(arguments)
    out_hash = sha256_hex(data_out)
    count: int | None = None
    if chosen is not None:
        count = chosen.count(readable)
        if facts is None:
            facts = chosen.facts(readable)
            if not default:  # the default returns a fresh dict of its own
                facts = dict(facts)
    else:
        facts = {}
    plain_facts = default and plain_out
    if not isinstance(timestamp, datetime) or timestamp.tzinfo is None:
        raise BadReceipt("timestamp needs a timezone", field="timestamp")
    when = timestamp.astimezone(UTC)
    when_text = format_timestamp(when)
    rid = receipt_id or _receipt_id(run_id, call_id, tool, when_text, in_hash, out_hash)
    duration = float(duration_ms)
    key_id, alg = signer.key_id, signer.alg
    try:
        facts_text = plain_json_text(facts, plain=plain_facts or None)
        text = _encode(
            alg, call_id, duration, error, facts_text, rid, in_hash, key_id, out_hash, count,
            run_id, None, status, when_text, tool, RECEIPT_VERSION,
        )  # fmt: skip
        signed = _PREFIX + text.encode("utf-8")
    except (_Slow, UnicodeEncodeError):
        payload = {
            "v": RECEIPT_VERSION, "id": rid, "run_id": run_id, "call_id": call_id, "tool": tool,
            "input_hash": in_hash, "output_hash": out_hash, "result_count": count,
            "facts": facts, "status": status, "error": error, "timestamp": when_text,
            "duration_ms": duration, "key_id": key_id, "alg": alg,
        }  # fmt: skip
        try:
            signed = signed_bytes(RECEIPT_DOMAIN, payload)
        except CanonicalizationError as exc:
            raise BadReceipt(f"not JSON-representable ({exc})", field="facts") from None
    fields: dict[str, Any] = {
        "v": RECEIPT_VERSION,
        "id": rid,
        "run_id": run_id,
        "call_id": call_id,
        "tool": tool,
        "input_hash": in_hash,
        "output_hash": out_hash,
        "result_count": count,
        "facts": facts,
        "status": status,
        "error": error,
        "timestamp": when,
        "duration_ms": duration,
        "key_id": key_id,
        "alg": alg,
        "signature": signer.sign(signed),
    }
    if _valid_as_built(fields, facts_checked=plain_facts):
        # Every field was made here or checked just now: the model's validation would
        # only repeat it (it is most of the cost of issuing a receipt).
        return _construct(fields)
    try:
        return Receipt.model_validate(fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise BadReceipt(first["msg"], field=".".join(map(str, first["loc"]))) from None


_SCALARS = (str, bool, int, float, type(None))


def _valid_as_built(f: dict[str, Any], *, facts_checked: bool = False) -> bool:
    """Whether ``f`` passes `Receipt` validation, checked cheaply (False: let pydantic say why).

    Hashes, the version, the timestamp (aware, UTC) and the key fields are made by
    `_issue` itself; what the caller or an extractor supplied is checked here
    (``facts_checked``: the facts are known valid already).
    """
    for name in ("id", "run_id", "call_id", "tool", "key_id", "signature"):
        value = f[name]
        if type(value) is not str or not value:
            return False
    count, error, status, duration = f["result_count"], f["error"], f["status"], f["duration_ms"]
    if count is not None and (type(count) is not int or not 0 <= count <= _SAFE_INT):
        return False
    if status == "ok":
        if error is not None:
            return False
    elif status not in ("error", "denied") or type(error) is not str or not error:
        return False
    if not (math.isfinite(duration) and duration >= 0):
        return False
    for key, value in () if facts_checked else f["facts"].items():
        kind = type(value)
        if type(key) is not str or kind not in _SCALARS:
            return False
        if kind is float and not math.isfinite(value):
            return False
        if kind is int and not -_SAFE_INT <= value <= _SAFE_INT:
            return False
    return f["alg"] in ALGORITHMS


_FIELDS = tuple(Receipt.model_fields)
_setattr = object.__setattr__


def _construct(fields: dict[str, Any]) -> Receipt:
    """``Receipt.model_construct(**fields)`` for a dict holding every field in model order.

    What pydantic's own does, without its per-field alias and default lookups (a fifth
    of the cost of issuing a receipt); a test holds the two equal.
    """
    receipt = Receipt.__new__(Receipt)
    _setattr(receipt, "__dict__", fields)
    _setattr(receipt, "__pydantic_fields_set__", set(_FIELDS))
    _setattr(receipt, "__pydantic_extra__", None)
    _setattr(receipt, "__pydantic_private__", None)
    return receipt


@dataclass(frozen=True)
class ReceiptCheck:
    """The outcome of checking one receipt; truthy when authentic and fresh.

    ``fresh`` is True when no freshness was asked for (no ``now``).
    """

    receipt_id: str
    authentic: bool
    fresh: bool
    reason: ReceiptReason
    detail: str = ""

    def __bool__(self) -> bool:
        return self.authentic and self.fresh


def _freshness(
    receipt: Receipt, now: datetime | None, max_age: timedelta | None, skew: timedelta
) -> tuple[bool, ReceiptReason, str]:
    if now is None:
        if max_age is not None:
            raise BadInput("max_age needs now: pass the current time in", field="now")
        return True, "ok", ""
    if now.tzinfo is None:
        raise BadInput("needs a timezone", field="now")
    if receipt.timestamp > now + skew:
        return False, "not_yet_valid", f"issued {receipt.timestamp.isoformat()}, after now"
    if max_age is not None and now - receipt.timestamp > max_age + skew:
        return False, "expired", f"older than {max_age}"
    return True, "ok", ""


def evaluate_receipt(
    receipt: Receipt,
    ring: KeyRing,
    *,
    now: datetime | None = None,
    max_age: timedelta | None = None,
    skew: timedelta = timedelta(seconds=30),
) -> ReceiptCheck:
    """Check signature and freshness separately; never raises for a bad receipt."""
    authentic, detail = True, ""
    reason: ReceiptReason = "ok"
    try:
        ring._verify_parts(
            receipt.signed_bytes(), receipt.key_id, receipt.alg, receipt.signature, receipt.id
        )
    except VerificationFailed as exc:
        authentic, detail = False, str(exc)
        reason = "unknown_key" if isinstance(exc, UnknownKey) else "bad_signature"
    except CanonicalizationError as exc:  # nothing was ever signed over these values
        authentic, detail, reason = False, f"no canonical form ({exc})", "bad_signature"
    fresh, fresh_reason, fresh_detail = _freshness(receipt, now, max_age, skew)
    if authentic and not fresh:
        reason, detail = fresh_reason, fresh_detail
    return ReceiptCheck(receipt.id, authentic, fresh, reason, detail)


def verify_receipt(
    receipt: Receipt,
    ring: KeyRing,
    *,
    now: datetime | None = None,
    max_age: timedelta | None = None,
    skew: timedelta = timedelta(seconds=30),
) -> None:
    """Raise `UnknownKey` / `SignatureInvalid` (authenticity) or `ReceiptExpired` (freshness)."""
    try:
        signed = receipt.signed_bytes()
    except CanonicalizationError as exc:
        raise SignatureInvalid(f"no canonical form ({exc})", receipt_id=receipt.id) from None
    ring._verify_parts(signed, receipt.key_id, receipt.alg, receipt.signature, receipt.id)
    fresh, _, detail = _freshness(receipt, now, max_age, skew)
    if not fresh:
        raise ReceiptExpired(f"receipt {receipt.id!r}: {detail}", receipt_id=receipt.id)


def verify_receipts(
    receipts: Iterable[Receipt],
    ring: KeyRing,
    *,
    now: datetime | None = None,
    max_age: timedelta | None = None,
    skew: timedelta = timedelta(seconds=30),
) -> int:
    """`verify_receipt` for each receipt, in order; raises at the first that fails.

    Returns how many were verified.
    """
    count = 0
    if now is not None or max_age is not None:
        for receipt in receipts:
            verify_receipt(receipt, ring, now=now, max_age=max_age, skew=skew)
            count += 1
        return count
    # Authenticity only: `verify_receipt` without its per-receipt freshness call.
    check = ring._verify_parts
    for receipt in receipts:
        try:
            signed = receipt.signed_bytes()
        except CanonicalizationError as exc:
            raise SignatureInvalid(f"no canonical form ({exc})", receipt_id=receipt.id) from None
        check(signed, receipt.key_id, receipt.alg, receipt.signature, receipt.id)
        count += 1
    return count


def evaluate_receipts(
    receipts: Iterable[Receipt],
    ring: KeyRing,
    *,
    now: datetime | None = None,
    max_age: timedelta | None = None,
    skew: timedelta = timedelta(seconds=30),
) -> list[ReceiptCheck]:
    """`evaluate_receipt` for each receipt, in order; never raises for a bad receipt."""
    return [evaluate_receipt(r, ring, now=now, max_age=max_age, skew=skew) for r in receipts]
