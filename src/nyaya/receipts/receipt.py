"""The `Receipt`: a signed record of one tool execution, and how to issue and verify it.

A receipt's signature covers `signed_bytes("receipt/v1", payload)` where the
payload is every field but ``signature`` (duration and key id included).
Authenticity (the signature) and freshness (age against a clock the caller
passes in) are separate answers: an old receipt is still authentic.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

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
    _fast,
    _Slow,
    canonical_json,
    input_hash,
    output_bytes,
    sha256_hex,
    signed_bytes,
    to_jsonable,
)
from nyaya.receipts.extract import DEFAULT_EXTRACTOR, Extractor, FactValue
from nyaya.receipts.keys import Alg, KeyRing, Signature

__all__ = [
    "RECEIPT_DOMAIN",
    "RECEIPT_VERSION",
    "Receipt",
    "ReceiptCheck",
    "ReceiptReason",
    "ReceiptStatus",
    "evaluate_receipt",
    "issue_receipt",
    "verify_receipt",
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
    m = moment.astimezone(UTC)
    # Spelled out: strftime does not zero-pad years before 1000 on every platform.
    return (
        f"{m.year:04d}-{m.month:02d}-{m.day:02d}T"
        f"{m.hour:02d}:{m.minute:02d}:{m.second:02d}.{m.microsecond:06d}Z"
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
        return _payload_bytes(self.signed_payload())

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the inverse of `from_dict`)."""
        payload = self.signed_payload()
        payload["signature"] = self.signature
        return payload

    def to_json(self) -> str:
        """Canonical JSON text of `to_dict`."""
        return canonical_json(self.to_dict()).decode("utf-8")

    @classmethod
    def from_dict(cls, data: Any) -> Receipt:
        """Parse a receipt; a bad or missing field is `BadReceipt` naming the field."""
        if not isinstance(data, Mapping):
            raise BadReceipt("a receipt is a JSON object")
        DEFAULT_LIMITS.check_value(data)
        try:
            return cls.model_validate(dict(data))
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or None
            message = "missing" if first["type"] == "missing" else first["msg"]
            raise BadReceipt(message, field=field) from None

    @classmethod
    def from_json(cls, text: str | bytes) -> Receipt:
        """Parse receipt JSON text: strict JSON within `nyaya.limits`, no key named twice."""
        return cls.from_dict(DEFAULT_LIMITS.parse_json(text, error=BadReceipt, unique_keys=True))


_PREFIX = b"nyaya/" + RECEIPT_DOMAIN.encode("ascii") + b"\n"


def _payload_bytes(p: Mapping[str, Any]) -> bytes:
    """`signed_bytes(RECEIPT_DOMAIN, p)` for the fixed receipt shape, without the generic walk.

    Keys are written in their RFC 8785 order; every value goes through the same
    formatter as `canonical_json`. A property test holds the two equal.
    """
    try:
        text = (
            '{"alg":' + _fast(p["alg"])
            + ',"call_id":' + _fast(p["call_id"])
            + ',"duration_ms":' + _fast(p["duration_ms"])
            + ',"error":' + _fast(p["error"])
            + ',"facts":' + _fast(p["facts"])
            + ',"id":' + _fast(p["id"])
            + ',"input_hash":' + _fast(p["input_hash"])
            + ',"key_id":' + _fast(p["key_id"])
            + ',"output_hash":' + _fast(p["output_hash"])
            + ',"result_count":' + _fast(p["result_count"])
            + ',"run_id":' + _fast(p["run_id"])
            + ',"status":' + _fast(p["status"])
            + ',"timestamp":' + _fast(p["timestamp"])
            + ',"tool":' + _fast(p["tool"])
            + ',"v":' + _fast(p["v"])
            + "}"
        )  # fmt: skip
        return _PREFIX + text.encode("utf-8")
    except (_Slow, UnicodeEncodeError):
        return signed_bytes(RECEIPT_DOMAIN, p)


def _receipt_id(
    run_id: str, call_id: str, tool: str, when: str, in_hash: str, out_hash: str
) -> str:
    # Derived, not random: receipting the same transcript twice yields the same ids.
    material = canonical_json([run_id, call_id, tool, when, in_hash, out_hash])
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
    readable = output
    if isinstance(output, bytes | bytearray | str):
        data_out = output_bytes(output)
    else:
        try:
            data_out = canonical_json(output)
        except CanonicalizationError:
            # Not plain JSON (dates, models, sets...): hash and read the normal form.
            readable = to_jsonable(output)
            data_out = canonical_json(readable)
    in_hash = input_hash(arguments)
    out_hash = sha256_hex(data_out)
    if status == "ok":
        chosen = extractor or DEFAULT_EXTRACTOR
        count, facts = chosen.count(readable), chosen.facts(readable)
    else:
        count, facts = None, {}
    signer = ring.signer
    when = timestamp.astimezone(UTC) if timestamp.tzinfo else None
    if when is None:
        raise BadReceipt("timestamp needs a timezone", field="timestamp")
    when_text = format_timestamp(when)
    fields: dict[str, Any] = {
        "v": RECEIPT_VERSION,
        "id": receipt_id or _receipt_id(run_id, call_id, tool, when_text, in_hash, out_hash),
        "run_id": run_id,
        "call_id": call_id,
        "tool": tool,
        "input_hash": in_hash,
        "output_hash": out_hash,
        "result_count": count,
        "facts": dict(facts),
        "status": status,
        "error": error,
        "timestamp": when_text,
        "duration_ms": float(duration_ms),
        "key_id": signer.key_id,
        "alg": signer.alg,
    }
    try:
        fields["signature"] = signer.sign(_payload_bytes(fields))
    except CanonicalizationError as exc:
        raise BadReceipt(f"not JSON-representable ({exc})", field="facts") from None
    fields["timestamp"] = when
    try:
        return Receipt.model_validate(fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise BadReceipt(first["msg"], field=".".join(map(str, first["loc"]))) from None


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
            raise ValueError("max_age needs now: pass the current time in")
        return True, "ok", ""
    if now.tzinfo is None:
        raise ValueError("now needs a timezone")
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
        ring.verify_bytes(
            receipt.signed_bytes(),
            Signature(receipt.key_id, receipt.alg, receipt.signature),
            receipt_id=receipt.id,
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
    ring.verify_bytes(
        signed,
        Signature(receipt.key_id, receipt.alg, receipt.signature),
        receipt_id=receipt.id,
    )
    fresh, _, detail = _freshness(receipt, now, max_age, skew)
    if not fresh:
        raise ReceiptExpired(f"receipt {receipt.id!r}: {detail}", receipt_id=receipt.id)
