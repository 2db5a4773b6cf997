"""The claim-attestation/v1 extension: CA-1 reachability, CA-2 SLA, CA-3 signed artifacts."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import pytest
from pydantic import ValidationError

from nyaya.attest import (
    ClaimAttestationExtension,
    MeasurementRecord,
    MemoryMeasurements,
    Verifiers,
    apply_sla,
    check_ca1,
    check_ca2,
    check_ca3,
    emit_record,
    parse_attestation,
    ring_checker,
    seal,
    verify,
)
from nyaya.attest.envelope import AttestationRecord
from nyaya.attest.models import ClaimAttestation, VerificationOutcome
from nyaya.errors import BadInput
from nyaya.receipts.keys import KeyRing

Raw = Callable[[str], dict[str, Any]]
RING = KeyRing.generate("ed25519", "envelope-test")
ENDPOINT = "https://verifier.example/verify"


def verified(attestation: ClaimAttestation, at: datetime) -> VerificationOutcome:
    deps = Verifiers(measurements=MemoryMeasurements({"bureau://a/1#fico": MeasurementRecord(742)}))
    return verify(attestation, deps, now=at, verifier_id="v1")


def sealed(
    raw: Raw, t0: datetime, *, delay_s: float = 1, sla: int | None = 5000
) -> AttestationRecord:
    attestation = parse_attestation(raw("measurement"))
    record = emit_record(attestation, verify_endpoint_hint=ENDPOINT, sla_window_ms=sla)
    return seal(record, verified(attestation, t0 + timedelta(seconds=delay_s)), RING)


def test_verify_endpoint_hint_is_required() -> None:
    with pytest.raises(ValidationError):
        ClaimAttestationExtension.model_validate({"sla_window_ms": 10})
    with pytest.raises(ValidationError):
        ClaimAttestationExtension(verify_endpoint_hint="")


def test_extension_keeps_unknown_fields_and_normalises_digests() -> None:
    ext = ClaimAttestationExtension.model_validate(
        {"verify_endpoint_hint": ENDPOINT, "source_digest": "ab" * 32, "x_future": 1}
    )
    assert ext.source_digest == "sha256:" + "ab" * 32
    assert ext.model_dump()["x_future"] == 1


def test_sealed_record_carries_the_artifact(raw: Raw, t0: datetime) -> None:
    record = sealed(raw, t0)
    ext = record.extension
    assert ext.signature_alg == "ed25519"
    assert ext.signature_key_id == "envelope-test"
    assert ext.source_digest is not None and ext.source_digest.startswith("sha256:")
    assert ext.verification_artifact_id is not None
    assert check_ca3([record], ring_checker(RING)) == []
    assert AttestationRecord.model_validate_json(record.model_dump_json()) == record


def test_seal_refuses_an_outcome_for_another_claim(raw: Raw, t0: datetime) -> None:
    record = emit_record(parse_attestation(raw("measurement")), verify_endpoint_hint=ENDPOINT)
    other = verified(parse_attestation(raw("citation")), t0)
    with pytest.raises(BadInput) as info:
        seal(record, other, RING)
    assert info.value.field == "outcome.claim_id"


@pytest.mark.parametrize(
    ("hint", "ok"),
    [
        (ENDPOINT, True),
        ("urn:pramana:verifier:acme", True),
        ("nyaya://local/verify", True),
        ("ftp://x/y", False),
        ("verify-me-somewhere", False),
        ("https://", False),
    ],
)
def test_ca1_reachable_endpoint(raw: Raw, hint: str, ok: bool) -> None:
    record = emit_record(parse_attestation(raw("analogy")), verify_endpoint_hint=hint)
    violations = check_ca1([record])
    assert (violations == []) is ok
    if not ok:
        assert violations[0].rule == "CA-1"


class TestSla:
    def test_pending_inside_the_window_stays_pending(self, raw: Raw, t0: datetime) -> None:
        record = emit_record(
            parse_attestation(raw("measurement")), verify_endpoint_hint=ENDPOINT, sla_window_ms=5000
        )
        assert apply_sla(record, t0 + timedelta(seconds=4)) is None
        assert check_ca2([record], t0 + timedelta(seconds=4)) == []

    def test_pending_past_the_window_times_out(self, raw: Raw, t0: datetime) -> None:
        record = emit_record(
            parse_attestation(raw("measurement")), verify_endpoint_hint=ENDPOINT, sla_window_ms=5000
        )
        late = t0 + timedelta(seconds=6)
        out = apply_sla(record, late)
        assert out is not None
        assert (out.status, out.reason) == ("unverifiable", "sla_timeout")
        assert out.verified_at == t0 + timedelta(seconds=5)
        assert [v.code for v in check_ca2([record], late)] == ["no_terminal_state"]
        timed_out = record.model_copy(update={"outcome": out})
        assert check_ca2([timed_out], late) == []

    def test_outcome_in_time_stands(self, raw: Raw, t0: datetime) -> None:
        record = sealed(raw, t0, delay_s=4)
        assert apply_sla(record, t0 + timedelta(days=1)) == record.outcome
        assert check_ca2([record], t0 + timedelta(days=1)) == []

    def test_late_outcome_becomes_sla_timeout(self, raw: Raw, t0: datetime) -> None:
        record = sealed(raw, t0, delay_s=9)
        out = apply_sla(record, t0 + timedelta(seconds=10))
        assert out is not None and out.reason == "sla_timeout"
        assert out.evidence["late_outcome"] == "verified"
        assert [v.code for v in check_ca2([record], t0 + timedelta(seconds=10))] == ["late_outcome"]

    def test_no_window_means_no_deadline(self, raw: Raw, t0: datetime) -> None:
        record = emit_record(parse_attestation(raw("measurement")), verify_endpoint_hint=ENDPOINT)
        assert apply_sla(record, t0 + timedelta(days=365)) is None
        assert check_ca2([record], t0 + timedelta(days=365)) == []


class TestCa3:
    def test_missing_signature_is_a_violation(self, raw: Raw, t0: datetime) -> None:
        record = sealed(raw, t0)
        bare = record.model_copy(
            update={"extension": record.extension.model_copy(update={"artifact_signature": None})}
        )
        assert [v.code for v in check_ca3([bare], None)] == ["missing_artifact"]

    def test_unverifiable_outcomes_need_no_artifact(self, raw: Raw, t0: datetime) -> None:
        attestation = parse_attestation(raw("measurement"))
        out = verify(attestation, Verifiers(), now=t0, verifier_id="v1")
        record = emit_record(attestation, verify_endpoint_hint=ENDPOINT).model_copy(
            update={"outcome": out}
        )
        assert check_ca3([record], ring_checker(RING)) == []

    def test_changed_outcome_breaks_the_artifact(self, raw: Raw, t0: datetime) -> None:
        record = sealed(raw, t0)
        assert record.outcome is not None
        changed = record.model_copy(
            update={"outcome": record.outcome.model_copy(update={"verifier_id": "v2"})}
        )
        assert [v.code for v in check_ca3([changed], ring_checker(RING))] == [
            "artifact_id_mismatch"
        ]

    def test_changed_source_digest_is_caught(self, raw: Raw, t0: datetime) -> None:
        record = sealed(raw, t0)
        ext = record.extension.model_copy(update={"source_digest": "sha256:" + "0" * 64})
        changed = record.model_copy(update={"extension": ext})
        assert [v.code for v in check_ca3([changed], None)] == ["source_digest_mismatch"]

    def test_signature_by_another_key_is_caught(self, raw: Raw, t0: datetime) -> None:
        attestation = parse_attestation(raw("measurement"))
        record = emit_record(attestation, verify_endpoint_hint=ENDPOINT)
        other = KeyRing.generate("ed25519", "envelope-test")
        forged = seal(record, verified(attestation, t0), other)
        assert [v.code for v in check_ca3([forged], ring_checker(RING))] == ["bad_signature"]
        assert check_ca3([forged], ring_checker(other)) == []
