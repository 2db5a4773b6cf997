"""The Pramana wire format: typed claim attestations and verification outcomes.

A `ClaimAttestation` is one of four models sharing the envelope ``claim_id``,
``claim_type``, ``claim``, ``attester_id`` and ``attested_at``; ``claim_type``
is the discriminator. Unknown fields are kept (``extra="allow"``) so a newer
producer's fields survive a round trip through an older nyaya.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    FailFast,
    Field,
    JsonValue,
    TypeAdapter,
    ValidationError,
    field_validator,
)

from nyaya.errors import BadInput
from nyaya.receipts.canonical import sha256_hex, signed_bytes

__all__ = [
    "ATTESTATION_ADAPTER",
    "CLAIM_TYPES",
    "REASON_CODES",
    "AnalogyClaim",
    "AttestationStatus",
    "CitationClaim",
    "ClaimAttestation",
    "ClaimType",
    "InferenceClaim",
    "MeasurementClaim",
    "Premise",
    "ReasonCode",
    "TerminalStatus",
    "VerificationOutcome",
    "attestation_digest",
    "normalise_digest",
    "parse_attestation",
]

ClaimType = Literal["measurement", "inference", "analogy", "citation"]
CLAIM_TYPES: tuple[ClaimType, ...] = ("measurement", "inference", "analogy", "citation")

AttestationStatus = Literal["pending", "verified", "rejected", "unverifiable"]
TerminalStatus = Literal["verified", "rejected", "unverifiable"]

ReasonCode = Literal[
    # measurement
    "value_match",
    "value_mismatch",
    "unit_mismatch",
    "record_not_found",
    # citation
    "excerpt_found",
    "claim_supported",
    "digest_mismatch",
    "excerpt_not_found",
    "claim_not_supported",
    "source_unavailable",
    "source_not_text",
    # inference
    "inference_reproduced",
    "inference_not_reproduced",
    "conclusion_mismatch",
    "unknown_rule",
    "premises_insufficient",
    # analogy
    "score_within_tolerance",
    "score_out_of_tolerance",
    "verified_without_recorded_score",
    "below_threshold",
    "similarity_invalid",
    # any type
    "no_verifier",
    "dependency_error",
    "malformed_attestation",
    "sla_timeout",
]
REASON_CODES: tuple[ReasonCode, ...] = ReasonCode.__args__  # type: ignore[attr-defined]

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def normalise_digest(value: str) -> str:
    """Return ``sha256:<64 lower-case hex>``; a bare 64-hex digest is accepted.

    Raises ValueError for anything else (pydantic turns it into a field error).
    """
    text = value.strip()
    algo, sep, rest = text.partition(":")
    if sep:
        if algo.lower() != "sha256":
            raise ValueError(f"unsupported digest algorithm {algo!r} (only sha256)")
        text = rest
    text = text.lower()
    if not _HEX64.match(text):
        raise ValueError("digest must be 64 hex characters, optionally prefixed 'sha256:'")
    return f"sha256:{text}"


class _Envelope(BaseModel):
    """The fields every attestation carries."""

    model_config = ConfigDict(frozen=True, extra="allow")

    claim_id: UUID
    claim: str
    attester_id: str = Field(min_length=1)
    attested_at: AwareDatetime


class MeasurementClaim(_Envelope):
    """A value read from a source record (pratyaksa; abhava is a count of zero)."""

    claim_type: Literal["measurement"] = "measurement"
    measured_value: JsonValue
    measurement_unit: str | None = None
    measurement_method: str
    measurement_source: str
    measurement_uncertainty: float | None = Field(default=None, ge=0.0, allow_inf_nan=False)


class CitationClaim(_Envelope):
    """A statement backed by an excerpt of an outside source (sabda)."""

    claim_type: Literal["citation"] = "citation"
    source_uri: str
    source_excerpt: str
    source_retrieved_at: AwareDatetime
    source_hash: str | None = None

    @field_validator("source_hash")
    @classmethod
    def _digest(cls, value: str | None) -> str | None:
        return None if value is None else normalise_digest(value)


class Premise(BaseModel):
    """One named premise value an inference rule reads; ``source`` says where it came from."""

    model_config = ConfigDict(frozen=True, extra="allow")

    name: str = Field(min_length=1)
    value: str | int | float | bool | None
    source: str | None = None


class InferenceClaim(_Envelope):
    """A conclusion drawn from premises by a named method (anumana).

    A premise is either a `Premise` or free text; free text of the form
    ``name = literal`` is read as a binding by the rule oracle.
    """

    claim_type: Literal["inference"] = "inference"
    # FailFast: a bad list is reported at its first bad item, not once per item
    premises: Annotated[list[Premise | str], FailFast()]
    inference_method: str
    confidence: float = Field(ge=0.0, le=1.0)
    conclusion: str | None = None


class AnalogyClaim(_Envelope):
    """A statement carried over from a similar reference case (upamana)."""

    claim_type: Literal["analogy"] = "analogy"
    reference_case: str
    similarity_basis: Annotated[list[str], FailFast()]
    similarity_score: float | None = Field(default=None, ge=0.0, le=1.0)
    similarity_method: str


ClaimAttestation = Annotated[
    MeasurementClaim | CitationClaim | InferenceClaim | AnalogyClaim,
    Field(discriminator="claim_type"),
]
ATTESTATION_ADAPTER: TypeAdapter[ClaimAttestation] = TypeAdapter(ClaimAttestation)


def attestation_digest(attestation: ClaimAttestation) -> str:
    """``sha256:`` of the canonical bytes of the attestation (unknown fields included)."""
    payload = ATTESTATION_ADAPTER.dump_python(attestation, mode="json")
    return sha256_hex(signed_bytes("attestation/v1", payload))


def parse_attestation(data: Mapping[str, Any] | str | bytes) -> ClaimAttestation:
    """Parse a JSON object (or JSON text) into the right attestation model.

    Raises `BadInput` naming the first offending field.
    """
    try:
        if isinstance(data, str | bytes):
            return ATTESTATION_ADAPTER.validate_json(data)
        return ATTESTATION_ADAPTER.validate_python(dict(data))
    except ValidationError as exc:
        raise BadInput(_first_error(exc), field=_first_field(exc)) from None
    except (TypeError, ValueError) as exc:
        raise BadInput(f"not a JSON object: {exc}") from None


def _first_field(exc: ValidationError) -> str | None:
    errors = exc.errors()
    if not errors:
        return None
    loc = [str(part) for part in errors[0]["loc"]]
    # the discriminator's tag appears as the first location element; it is not a field
    if len(loc) > 1 and loc[0] in CLAIM_TYPES:
        loc = loc[1:]
    return ".".join(loc) or None


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors()
    return errors[0]["msg"] if errors else str(exc)


class VerificationOutcome(BaseModel):
    """What one verifier concluded about one attestation, and why.

    ``method`` names the procedure (``"measurement/fetch-compare"`` ...), ``reason``
    is a stable code, ``evidence`` holds what a re-executor needs (digests, the
    fetched value, the recomputed score).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    claim_id: UUID
    status: TerminalStatus
    method: str = Field(min_length=1)
    reason: ReasonCode
    evidence: dict[str, JsonValue] = Field(default_factory=dict)
    verifier_id: str = Field(min_length=1)
    verified_at: datetime

    def payload(self) -> dict[str, Any]:
        """The JSON form that is signed and hashed (``mode="json"`` dump)."""
        return self.model_dump(mode="json")

    def digest(self) -> str:
        """``sha256:`` of the canonical bytes of `payload` (domain ``outcome/v1``)."""
        return sha256_hex(signed_bytes("outcome/v1", self.payload()))
