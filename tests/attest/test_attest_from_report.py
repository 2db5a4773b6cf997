"""From a HallucinationReport to attestations on the audit trail (the `check --attest` core)."""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime
from typing import Any

import pytest

from nyaya.attest import (
    AuditTrail,
    CitationClaim,
    InferenceClaim,
    MeasurementClaim,
    MemoryAuditStore,
    ring_checker,
    verify_bundle,
)
from nyaya.attest.from_report import (
    attest_report,
    attest_report_records,
    claim_uuid,
    receipts_of,
    report_bundle,
)
from nyaya.receipts import KeyRing, Receipt, issue_receipt
from nyaya.report import ClaimResult, Evidence, Finding, HallucinationReport
from nyaya.run import Run, ToolCall

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)
RING = KeyRing.generate("hmac", "check-key")
EMAILS = [{"from": "Alice", "subject": "Deadline"}]
PAGE = "Policy: the limit is 40 percent of income."


def receipt(call_id: str, tool: str, output: Any, ring: KeyRing = RING) -> Receipt:
    return issue_receipt(
        ring, run_id="r1", call_id=call_id, tool=tool, arguments={}, output=output, timestamp=T0
    )


RUN = Run(
    run_id="r1",
    calls=[
        ToolCall(id="c1", tool="email_search", output=EMAILS),
        ToolCall(id="c2", tool="web_fetch", output=PAGE),
        ToolCall(id="c3", tool="email_search", output=[]),
    ],
    response="...",
)
R1, R2, R3 = (
    receipt("c1", "email_search", EMAILS),
    receipt("c2", "web_fetch", PAGE),
    receipt("c3", "email_search", []),
)


def claim(cid: str, pramana: str, evidence: list[Evidence], text: str = "a claim") -> ClaimResult:
    return ClaimResult(
        id=cid,
        text=text,
        start=0,
        end=len(text),
        pramana=pramana,
        status="verified",
        score=0.9,
        evidence=evidence,
    )


def report(claims: list[ClaimResult], findings: list[Finding] | None = None) -> HallucinationReport:
    return HallucinationReport(
        run_id="r1",
        action="emit",
        trust_level="mostly_verified",
        overall_score=0.9,
        claims=claims,
        findings=findings or [],
    )


def attest(
    rep: HallucinationReport, receipts: list[Receipt] | None = None
) -> tuple[list[Any], AuditTrail]:
    trail = AuditTrail(MemoryAuditStore(), RING)
    out = attest_report(rep, RUN, receipts or [R1, R2, R3], RING, trail, T0)
    return out, trail


def outcomes(trail: AuditTrail) -> dict[Any, tuple[str, str]]:
    return {
        e.claim_id: (str(e.payload["status"]), str(e.payload["reason"]))
        for e in trail.entries()
        if e.kind == "verify"
    }


def test_pratyaksa_becomes_a_verified_measurement() -> None:
    rep = report(
        [claim("k1", "pratyaksa", [Evidence(receipt_id=R1.id, field="0.from", value="Alice")])]
    )
    (att,), trail = attest(rep)
    assert isinstance(att, MeasurementClaim)
    assert att.measurement_source == f"receipt:{R1.id}#0.from"
    assert att.claim_id == claim_uuid("r1", "k1")
    assert att.model_extra == {"report_claim_id": "k1", "report_status": "verified"}
    assert outcomes(trail)[att.claim_id] == ("verified", "value_match")
    assert [e.kind for e in trail.entries()] == ["emit", "verify"]
    trail.verify(ring_checker(RING))


def test_count_mismatch_is_attested_with_the_asserted_count_and_rejected() -> None:
    rep = report(
        [claim("k1", "pratyaksa", [Evidence(receipt_id=R1.id, field=None, value=1)])],
        [Finding(type="count_mismatch", claim_id="k1", message="m", expected=1, found=3)],
    )
    (att,), trail = attest(rep)
    assert isinstance(att, MeasurementClaim)
    assert att.measured_value == 3
    assert att.measurement_source.endswith("#result_count")
    assert outcomes(trail)[att.claim_id] == ("rejected", "value_mismatch")


@pytest.mark.parametrize(("rid", "status"), [(R3.id, "verified"), (R1.id, "rejected")])
def test_abhava_is_a_measurement_of_zero(rid: str, status: str) -> None:
    (att,), trail = attest(report([claim("k1", "abhava", [Evidence(receipt_id=rid)])]))
    assert isinstance(att, MeasurementClaim)
    assert att.measured_value == 0
    assert outcomes(trail)[att.claim_id][0] == status


@pytest.mark.parametrize(("value", "status"), [("Deadline", "verified"), ("Party", "rejected")])
def test_anumana_premises_are_receipt_facts(value: str, status: str) -> None:
    evidence = [
        Evidence(receipt_id=R1.id, field="0.from", value="Alice"),
        Evidence(receipt_id=R1.id, field="0.subject", value=value),
    ]
    (att,), trail = attest(report([claim("k1", "anumana", evidence)]))
    assert isinstance(att, InferenceClaim)
    assert [p.name for p in att.premises] == ["0_from", "0_subject"]  # type: ignore[union-attr]
    assert outcomes(trail)[att.claim_id][0] == status


def test_sabda_cites_the_fetch_receipt_by_its_output_hash() -> None:
    evidence = [Evidence(receipt_id=R2.id, field="", value="the limit is 40 percent")]
    (att,), trail = attest(
        report([claim("k1", "sabda", evidence, "Per https://x.example the limit is 40%.")])
    )
    assert isinstance(att, CitationClaim)
    assert att.source_hash == R2.output_hash
    assert att.source_uri == f"receipt:{R2.id}"
    assert outcomes(trail)[att.claim_id] == ("verified", "excerpt_found")


def test_ungrounded_and_upamana_claims_are_not_attested() -> None:
    atts, trail = attest(report([claim("k1", "ungrounded", []), claim("k2", "upamana", [])]))
    assert atts == []
    assert len(trail) == 0


def test_receipt_from_a_foreign_key_is_not_evidence() -> None:
    forged = receipt("c1", "email_search", EMAILS, KeyRing.generate("hmac", "other"))
    rep = report(
        [claim("k1", "pratyaksa", [Evidence(receipt_id=forged.id, field="0.from", value="Alice")])]
    )
    (att,), trail = attest(rep, [forged])
    assert outcomes(trail)[att.claim_id] == ("unverifiable", "record_not_found")


def test_attesting_the_same_report_twice_on_one_trail_is_refused() -> None:
    from nyaya.errors import LifecycleViolation

    rep = report([claim("k1", "abhava", [Evidence(receipt_id=R3.id)])])
    trail = AuditTrail(MemoryAuditStore(), RING)
    attest_report(rep, RUN, [R3], RING, trail, T0)
    with pytest.raises(LifecycleViolation, match="P-1"):
        attest_report(rep, RUN, [R3], RING, trail, T0)


def test_receipts_carried_by_the_run_are_read() -> None:
    run = RUN.model_copy(
        update={"calls": [c.model_copy(update={"receipt": R1.to_dict()}) for c in RUN.calls[:1]]}
    )
    assert [r.id for r in receipts_of(run)] == [R1.id]


def full_report() -> HallucinationReport:
    return report(
        [
            claim("k1", "pratyaksa", [Evidence(receipt_id=R1.id, field="0.from", value="Alice")]),
            claim("k2", "abhava", [Evidence(receipt_id=R3.id)]),
            claim(
                "k3", "anumana", [Evidence(receipt_id=R1.id, field="0.subject", value="Deadline")]
            ),
            claim(
                "k4", "sabda", [Evidence(receipt_id=R2.id, field="", value="limit is 40 percent")]
            ),
        ]
    )


def test_report_bundle_reverifies_offline_with_the_key_file() -> None:
    trail = AuditTrail(MemoryAuditStore(), RING)
    records = attest_report_records(full_report(), RUN, [R1, R2, R3], RING, trail, T0)
    assert [r.outcome.status for r in records if r.outcome] == ["verified"] * 4
    bundle = json.loads(report_bundle(records, RUN, [R1, R2, R3], RING, trail, T0).to_json())
    assert verify_bundle(bundle, keys=RING)
    # without the verifier's own keys nothing can be trusted
    assert not verify_bundle(bundle)


def test_report_bundle_with_ed25519_needs_only_the_public_key() -> None:
    ring = KeyRing.generate("ed25519", "ed")
    receipts = [receipt(c.id, c.tool, c.output, ring) for c in RUN.calls]
    rep = report(
        [
            claim(
                "k1",
                "pratyaksa",
                [Evidence(receipt_id=receipts[0].id, field="0.from", value="Alice")],
            )
        ]
    )
    trail = AuditTrail(MemoryAuditStore(), ring)
    records = attest_report_records(rep, RUN, receipts, ring, trail, T0)
    bundle = json.loads(report_bundle(records, RUN, receipts, ring, trail, T0).to_json())
    trusted = ring.public()
    assert verify_bundle(bundle, keys=trusted), verify_bundle(bundle, keys=trusted).failures
    forged = copy.deepcopy(bundle)
    forged["receipts"][0]["facts"]["0.from"] = "Mallory"
    failures = {f.code for f in verify_bundle(forged, keys=trusted).failures}
    assert {"receipt_unverified", "outcome_not_reproduced", "section_mismatch"} <= failures


def test_edited_tool_output_in_a_report_bundle_is_caught() -> None:
    trail = AuditTrail(MemoryAuditStore(), RING)
    records = attest_report_records(full_report(), RUN, [R1, R2, R3], RING, trail, T0)
    bundle = json.loads(report_bundle(records, RUN, [R1, R2, R3], RING, trail, T0).to_json())
    (page,) = [s for s in bundle["sources"] if s["uri"] == f"receipt:{R2.id}"]
    page["content"] = page["content"].replace("40", "45")
    failures = {f.code for f in verify_bundle(bundle, keys=RING).failures}
    assert {"source_digest_mismatch", "outcome_not_reproduced"} <= failures


def test_a_filtered_absence_gets_no_zero_count_attestation() -> None:
    # "Nothing from Bob" was checked against a filter over R1's records, which hold one
    # result: attesting result_count = 0 would be rejected and would misstate the check.
    evidence = [Evidence(receipt_id=R1.id, field="count[bob]", value=0)]
    out, trail = attest(report([claim("k1", "abhava", evidence, "nothing from Bob")]))
    assert out == []
    assert len(trail) == 0
