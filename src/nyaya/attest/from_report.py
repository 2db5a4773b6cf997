"""From a checked answer to attestations: one per checked claim, emitted and verified on the trail.

The mapping (DESIGN.md):

- pratyaksa → `MeasurementClaim` of the receipt field the claim was checked
  against (``measurement_source = "receipt:<id>#<field>"``);
- abhava → `MeasurementClaim` of ``result_count`` = 0 (only when the claim was checked
  against the whole result count; a filtered absence gets no attestation);
- anumana → `InferenceClaim` whose premises are the receipt facts the claim
  rests on, replayed by `ReceiptFactsOracle` (every premise must be what the
  signed receipt says);
- sabda → `CitationClaim` whose ``source_hash`` is the fetch receipt's
  ``output_hash``, verified against the run's recorded output bytes.

Upamana and ungrounded claims get no attestation: there is no record to re-execute.
Only receipts that verify with the key ring are used as records.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from nyaya.attest.bundle import AuditBundle, bundle_from_parts
from nyaya.attest.envelope import AttestationRecord, emit_record, seal
from nyaya.attest.lifecycle import Lifecycle
from nyaya.attest.models import (
    CitationClaim,
    ClaimAttestation,
    InferenceClaim,
    MeasurementClaim,
    Premise,
)
from nyaya.attest.receipt_sources import (
    RECEIPT_FACTS_METHOD,
    RESULT_COUNT,
    ReceiptFactsOracle,
    ReceiptMeasurements,
    receipt_source,
)
from nyaya.attest.rules import Scalar
from nyaya.attest.trail import AuditTrail
from nyaya.attest.verify import (
    MemorySources,
    Verifiers,
    verify,
)
from nyaya.receipts.canonical import output_bytes, sha256_hex
from nyaya.receipts.keys import KeyRing
from nyaya.receipts.receipt import Receipt, evaluate_receipt
from nyaya.report import ClaimResult, Evidence, HallucinationReport
from nyaya.run import Run

__all__ = [
    "CHECK_ENDPOINT",
    "CHECK_VERIFIER",
    "attest_report",
    "attest_report_records",
    "claim_uuid",
    "receipts_of",
    "report_bundle",
]

_NAMESPACE = uuid5(NAMESPACE_URL, "https://nyaya.dev/attest/claim")
CHECK_VERIFIER = "nyaya:check"
CHECK_ENDPOINT = "nyaya://check/verify"
_URL = re.compile(r"https?://[^\s\"'<>)\]]+")


def claim_uuid(run_id: str, claim_id: str) -> UUID:
    """A stable claim UUID for a report claim (the same run and claim give the same id)."""
    return uuid5(_NAMESPACE, f"{run_id}/{claim_id}")


def attest_report(
    report: HallucinationReport,
    run: Run,
    receipts: Iterable[Receipt],
    ring: KeyRing,
    trail: AuditTrail,
    now: datetime,
) -> list[ClaimAttestation]:
    """Attest each checked claim, emit it and record its terminal verification on ``trail``.

    Returns the attestations in report order (see `attest_report_records` for the
    sealed records with their outcomes).
    """
    return [r.attestation for r in attest_report_records(report, run, receipts, ring, trail, now)]


def attest_report_records(
    report: HallucinationReport,
    run: Run,
    receipts: Iterable[Receipt],
    ring: KeyRing,
    trail: AuditTrail,
    now: datetime,
    *,
    verify_endpoint_hint: str = CHECK_ENDPOINT,
    sla_window_ms: int | None = None,
) -> list[AttestationRecord]:
    """Like `attest_report`, returning each attestation sealed with its signed outcome.

    The attester is ``agent:<run_id>``; the verifier is ``nyaya:check``. Only
    receipts that verify with ``ring`` serve as records.
    """
    authentic = _authentic(receipts, ring)
    outputs = _outputs(run, authentic.values())
    attestations = [
        a
        for claim in report.claims
        if (a := _attest(claim, report, run, authentic, outputs, now)) is not None
    ]
    verifiers = Verifiers(
        measurements=ReceiptMeasurements(authentic),
        sources=MemorySources({uri: data for uri, (data, _) in outputs.items()}),
        oracle=ReceiptFactsOracle(authentic),
    )
    lifecycle = Lifecycle(trail, lambda: now)
    records: list[AttestationRecord] = []
    for attestation in attestations:
        lifecycle.emit(attestation, agent_id=attestation.attester_id)
        outcome = verify(attestation, verifiers, now=now, verifier_id=CHECK_VERIFIER)
        lifecycle.record_verification(outcome)
        record = emit_record(
            attestation, verify_endpoint_hint=verify_endpoint_hint, sla_window_ms=sla_window_ms
        )
        records.append(seal(record, outcome, ring))
    return records


def report_bundle(
    records: Sequence[AttestationRecord],
    run: Run,
    receipts: Iterable[Receipt],
    ring: KeyRing,
    trail: AuditTrail,
    now: datetime,
) -> AuditBundle:
    """An audit bundle of a checked run: records, receipts, tool outputs, trail, public keys.

    ``nyaya audit verify`` re-verifies it offline; HMAC-signed receipts and
    trails need the key file (``--keys``), Ed25519 ones only the bundle.
    """
    authentic = _authentic(receipts, ring)
    outputs = _outputs(run, authentic.values())
    return bundle_from_parts(
        created_at=now,
        records=records,
        sources={uri: data for uri, (data, _) in outputs.items()},
        trail=trail.entries(),
        keys=ring,
        receipts=list(authentic.values()),
    )


def _authentic(receipts: Iterable[Receipt], ring: KeyRing) -> dict[str, Receipt]:
    return {r.id: r for r in receipts if evaluate_receipt(r, ring).authentic}


def _outputs(run: Run, receipts: Iterable[Receipt]) -> dict[str, tuple[bytes, Receipt]]:
    """``receipt:<id>`` → (output bytes, receipt), for outputs that match their receipt's hash."""
    by_call = {c.id: c for c in run.calls}
    out: dict[str, tuple[bytes, Receipt]] = {}
    for receipt in receipts:
        call = by_call.get(receipt.call_id)
        if call is None:
            continue
        data = output_bytes(call.output)
        if sha256_hex(data) == receipt.output_hash:
            out[f"receipt:{receipt.id}"] = (data, receipt)
    return out


def _attest(
    claim: ClaimResult,
    report: HallucinationReport,
    run: Run,
    receipts: Mapping[str, Receipt],
    outputs: Mapping[str, tuple[bytes, Receipt]],
    now: datetime,
) -> ClaimAttestation | None:
    common: dict[str, Any] = {
        "claim_id": claim_uuid(report.run_id, claim.id),
        "claim": claim.text,
        "attester_id": f"agent:{report.run_id}",
        "attested_at": now,
        "report_claim_id": claim.id,
        "report_status": claim.status,
    }
    # Only what a receipt holds can be re-measured by an auditor; context and derived
    # evidence stay in the report.
    evidence = [
        e.model_copy(update={"field": _fact_path(e.field)})
        for e in claim.evidence
        if e.receipt_id is not None and e.source == "output"
    ]
    first = evidence[0] if evidence else None
    if claim.pramana == "pratyaksa":
        field = (first.field if first else None) or RESULT_COUNT
        return MeasurementClaim(
            **common,
            measured_value=_asserted(claim, report, first),
            measurement_method="receipt-count" if field == RESULT_COUNT else "receipt-fact",
            measurement_source=receipt_source(
                first.receipt_id or "none" if first else "none", field
            ),
        )
    if claim.pramana == "abhava":
        if first is None or (first.field or RESULT_COUNT) != RESULT_COUNT:
            # An absence within a filter ("nothing from Bob") has no single receipt field
            # that re-measures to zero; attesting it as result_count = 0 would be false.
            return None
        return MeasurementClaim(
            **common,
            measured_value=0,
            measurement_unit="results",
            measurement_method="receipt-count",
            measurement_source=receipt_source(
                first.receipt_id or "none" if first else "none", RESULT_COUNT
            ),
        )
    if claim.pramana == "anumana":
        premises = [
            Premise(
                name=_name(e.field),
                value=_scalar(e.value),
                source=receipt_source(e.receipt_id or "none", e.field),
            )
            for e in evidence
            if e.field
        ]
        return InferenceClaim(
            **common,
            premises=list(premises),
            inference_method=RECEIPT_FACTS_METHOD,
            confidence=claim.score,
            conclusion=claim.text,
        )
    if claim.pramana == "sabda":
        return _citation(claim, common, first, receipts, outputs)
    return None


def _citation(
    claim: ClaimResult,
    common: dict[str, Any],
    first: Evidence | None,
    receipts: Mapping[str, Receipt],
    outputs: Mapping[str, tuple[bytes, Receipt]],
) -> CitationClaim:
    receipt = receipts.get(first.receipt_id) if first and first.receipt_id else None
    uri = f"receipt:{receipt.id}" if receipt is not None else _first_url(claim.text)
    recorded = outputs.get(uri)
    excerpt = first.value if first is not None and isinstance(first.value, str) else ""
    if not excerpt and recorded is not None:
        excerpt = recorded[0].decode("utf-8", "replace")[:200]
    return CitationClaim(
        **common,
        source_uri=uri,
        source_excerpt=excerpt,
        source_retrieved_at=receipt.timestamp if receipt is not None else common["attested_at"],
        source_hash=receipt.output_hash if receipt is not None else None,
        cited_url=_first_url(claim.text),
    )


def _first_url(text: str) -> str:
    match = _URL.search(text)
    return match.group() if match else "unknown:"


def _asserted(claim: ClaimResult, report: HallucinationReport, first: Evidence | None) -> Any:
    """What the answer asserted: a mismatch finding's ``found``, else the matching evidence."""
    for finding in report.findings:
        if (
            finding.claim_id == claim.id
            and finding.type in ("fact_mismatch", "count_mismatch")
            and finding.found is not None
        ):
            return finding.found
    return first.value if first is not None else None


def _fact_path(pointer: str | None) -> str | None:
    """A report's JSON pointer (``/results/0/from``) as the receipt's fact path
    (``results.0.from``); the whole output (``/``) is the result count."""
    if pointer is None:
        return None
    if pointer in ("", "/"):
        return RESULT_COUNT
    if not pointer.startswith("/"):
        return pointer
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer[1:].split("/")]
    return ".".join(parts)


def _name(field: str | None) -> str:
    return re.sub(r"\W", "_", field or "value") or "value"


def _scalar(value: Any) -> Scalar:
    return value if value is None or isinstance(value, str | int | float | bool) else str(value)


def receipts_of(run: Run) -> Sequence[Receipt]:
    """The receipts a run carries inline (calls with a ``receipt`` mapping)."""
    return [Receipt.from_dict(c.receipt) for c in run.calls if c.receipt is not None]
