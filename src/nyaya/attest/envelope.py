"""The ``claim-attestation/v1`` wire extension and its validators CA-1, CA-2, CA-3.

An `AttestationRecord` travels with an attestation: the extension says where
to verify it (``verify_endpoint_hint``, required) and, once verified, carries
the signed verification artifact (``verification_artifact_id``,
``artifact_signature``, ``signature_alg``, ``source_digest``), and the SLA
(``sla_window_ms``) within which a terminal outcome is owed.

- CA-1 reachability: every emitted attestation names a well-formed verify endpoint.
- CA-2 SLA bound: no terminal outcome within the window means ``unverifiable``
  with reason ``sla_timeout`` (`apply_sla` produces that outcome).
- CA-3 offline re-verifiability: every outcome that is not ``unverifiable``
  carries a source digest and a signature over its artifact, and both check out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal
from urllib.parse import urlsplit
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, JsonValue, field_validator, model_validator

from nyaya.attest.models import (
    ClaimAttestation,
    VerificationOutcome,
    attestation_digest,
    normalise_digest,
)
from nyaya.attest.trail import SignatureChecker, Signer
from nyaya.errors import BadInput, NyayaError
from nyaya.receipts.canonical import sha256_hex, signed_bytes

__all__ = [
    "ATTESTATION_DOMAIN",
    "EXTENSION_NAME",
    "SLA_MONITOR_ID",
    "AttestationRecord",
    "ClaimAttestationExtension",
    "EnvelopeCode",
    "EnvelopeViolation",
    "apply_sla",
    "artifact_payload",
    "check_ca1",
    "check_ca2",
    "check_ca3",
    "emit_record",
    "seal",
    "source_digest_of",
]

EXTENSION_NAME = "claim-attestation/v1"
ATTESTATION_DOMAIN = "attestation/v1"
EVIDENCE_DOMAIN = "evidence/v1"
SLA_MONITOR_ID = "nyaya/sla-monitor"
_ENDPOINT_SCHEMES = frozenset({"https", "http", "urn", "nyaya"})

Rule = Literal["CA-1", "CA-2", "CA-3"]
EnvelopeCode = Literal[
    "endpoint_unreachable",
    "no_terminal_state",
    "late_outcome",
    "missing_artifact",
    "source_digest_mismatch",
    "artifact_id_mismatch",
    "bad_signature",
]


class ClaimAttestationExtension(BaseModel):
    """The ``claim-attestation/v1`` fields; ``signature_key_id`` names the signing key."""

    model_config = ConfigDict(frozen=True, extra="allow")

    verify_endpoint_hint: str = Field(min_length=1)
    verification_artifact_id: str | None = None
    artifact_signature: str | None = None
    signature_alg: str | None = None
    signature_key_id: str | None = None
    source_digest: str | None = None
    sla_window_ms: int | None = Field(default=None, gt=0)

    @field_validator("source_digest", "verification_artifact_id")
    @classmethod
    def _digest(cls, value: str | None) -> str | None:
        return None if value is None else normalise_digest(value)


class AttestationRecord(BaseModel):
    """An attestation with its extension and, once verified, its terminal outcome."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    attestation: ClaimAttestation
    extension: ClaimAttestationExtension
    outcome: VerificationOutcome | None = None

    @model_validator(mode="after")
    def _same_claim(self) -> AttestationRecord:
        if self.outcome is not None and self.outcome.claim_id != self.attestation.claim_id:
            raise ValueError("outcome.claim_id differs from attestation.claim_id")
        return self

    @property
    def claim_id(self) -> UUID:
        """The attestation's claim id."""
        return self.attestation.claim_id


@dataclass(frozen=True, slots=True)
class EnvelopeViolation:
    """One broken CA rule for one claim; ``code`` is stable, ``message`` is for people."""

    rule: Rule
    claim_id: UUID
    code: EnvelopeCode
    message: str


def source_digest_of(outcome: VerificationOutcome) -> str:
    """The digest of what the verifier looked at.

    A citation's fetched source or a measurement's record digest when known;
    otherwise (inference premises, analogy scores) the canonical evidence itself.
    """
    for key in ("source_digest", "record_digest"):
        value = outcome.evidence.get(key)
        if isinstance(value, str):
            try:
                return normalise_digest(value)
            except ValueError:
                continue
    return sha256_hex(signed_bytes(EVIDENCE_DOMAIN, outcome.evidence))


def artifact_payload(
    attestation: ClaimAttestation, outcome: VerificationOutcome, source_digest: str
) -> dict[str, Any]:
    """What the artifact signature covers: the attestation digest, the outcome, the source."""
    return {
        "claim_id": str(attestation.claim_id),
        "attestation_digest": attestation_digest(attestation),
        "outcome": outcome.payload(),
        "source_digest": source_digest,
    }


def emit_record(
    attestation: ClaimAttestation, *, verify_endpoint_hint: str, sla_window_ms: int | None = None
) -> AttestationRecord:
    """A pending record, as an agent emits it."""
    extension = ClaimAttestationExtension(
        verify_endpoint_hint=verify_endpoint_hint, sla_window_ms=sla_window_ms
    )
    return AttestationRecord(attestation=attestation, extension=extension)


def seal(
    record: AttestationRecord, outcome: VerificationOutcome, signer: Signer
) -> AttestationRecord:
    """Attach a terminal outcome and its signed artifact to ``record``."""
    if outcome.claim_id != record.claim_id:
        raise BadInput(
            f"outcome is for claim {outcome.claim_id}, not {record.claim_id}",
            field="outcome.claim_id",
        )
    digest = source_digest_of(outcome)
    payload = artifact_payload(record.attestation, outcome, digest)
    signature = signer.sign(ATTESTATION_DOMAIN, payload)
    extension = record.extension.model_copy(
        update={
            "verification_artifact_id": sha256_hex(signed_bytes(ATTESTATION_DOMAIN, payload)),
            "artifact_signature": signature.value,
            "signature_alg": signature.alg,
            "signature_key_id": signature.key_id,
            "source_digest": digest,
        }
    )
    return record.model_copy(update={"extension": extension, "outcome": outcome})


def _deadline(record: AttestationRecord) -> datetime | None:
    window = record.extension.sla_window_ms
    if window is None:
        return None
    try:
        return record.attestation.attested_at + timedelta(milliseconds=window)
    except OverflowError:  # attested near year 9999: the window never closes
        return datetime.max.replace(tzinfo=UTC)


def apply_sla(record: AttestationRecord, now: datetime) -> VerificationOutcome | None:
    """CA-2: the outcome the record must carry at ``now``.

    The recorded outcome when it arrived within the window (or there is no
    window); an ``unverifiable`` / ``sla_timeout`` outcome once the window has
    passed without one; None while still pending inside the window.
    """
    deadline = _deadline(record)
    outcome = record.outcome
    if deadline is None:
        return outcome
    if outcome is not None and outcome.verified_at <= deadline:
        return outcome
    if outcome is None and now <= deadline:
        return None
    evidence: dict[str, JsonValue] = {
        "deadline": deadline.isoformat(),
        "late_outcome": outcome.status if outcome is not None else None,
    }
    return VerificationOutcome(
        claim_id=record.claim_id,
        status="unverifiable",
        method="envelope/sla-window",
        reason="sla_timeout",
        evidence=evidence,
        verifier_id=SLA_MONITOR_ID,
        verified_at=deadline,
    )


def check_ca1(records: Iterable[AttestationRecord]) -> list[EnvelopeViolation]:
    """CA-1: each record names a verify endpoint with a known scheme and a target."""
    out: list[EnvelopeViolation] = []
    for record in records:
        hint = record.extension.verify_endpoint_hint
        parts = urlsplit(hint)
        if parts.scheme not in _ENDPOINT_SCHEMES or not (parts.netloc or parts.path):
            out.append(
                EnvelopeViolation(
                    "CA-1", record.claim_id, "endpoint_unreachable", f"bad verify endpoint {hint!r}"
                )
            )
    return out


def check_ca2(records: Iterable[AttestationRecord], now: datetime) -> list[EnvelopeViolation]:
    """CA-2: past its window, a record's outcome must be terminal and, if late, sla_timeout."""
    out: list[EnvelopeViolation] = []
    for record in records:
        deadline = _deadline(record)
        if deadline is None:
            continue
        outcome = record.outcome
        if outcome is None:
            if now > deadline:
                out.append(
                    EnvelopeViolation(
                        "CA-2", record.claim_id, "no_terminal_state", "SLA window passed, pending"
                    )
                )
        elif outcome.verified_at > deadline and outcome.reason != "sla_timeout":
            out.append(
                EnvelopeViolation(
                    "CA-2",
                    record.claim_id,
                    "late_outcome",
                    f"outcome {outcome.status} recorded after the SLA window",
                )
            )
    return out


def check_ca3(
    records: Iterable[AttestationRecord], check: SignatureChecker | None
) -> list[EnvelopeViolation]:
    """CA-3: non-unverifiable outcomes carry a digest and a signature that re-verify.

    Without ``check`` only presence and the artifact id are checked.
    """
    out: list[EnvelopeViolation] = []
    for record in records:
        outcome = record.outcome
        if outcome is None or outcome.status == "unverifiable":
            continue
        ext = record.extension

        def fail(code: EnvelopeCode, message: str, cid: UUID = record.claim_id) -> None:
            out.append(EnvelopeViolation("CA-3", cid, code, message))

        if ext.source_digest is None or ext.artifact_signature is None or ext.signature_alg is None:
            fail("missing_artifact", "outcome lacks source_digest, signature or signature_alg")
            continue
        if ext.source_digest != source_digest_of(outcome):
            fail("source_digest_mismatch", "source_digest does not match the outcome's evidence")
            continue
        payload = artifact_payload(record.attestation, outcome, ext.source_digest)
        if ext.verification_artifact_id is not None and ext.verification_artifact_id != sha256_hex(
            signed_bytes(ATTESTATION_DOMAIN, payload)
        ):
            fail("artifact_id_mismatch", "verification_artifact_id does not match the artifact")
            continue
        if check is None:
            continue
        try:
            check(
                ATTESTATION_DOMAIN,
                payload,
                key_id=ext.signature_key_id or "",
                alg=ext.signature_alg,
                value=ext.artifact_signature,
            )
        except NyayaError as exc:
            fail("bad_signature", str(exc))
    return out
