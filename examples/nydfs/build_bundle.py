"""Build the NYDFS underwriting audit bundle: the worked example of Pramana attestations.

An underwriting agent decides that applicant A-1027 qualifies for tier-2
pricing. It attests three claims:

1. a measurement: the applicant's record (DTI, FICO, claims in three years)
   as read from the credit bureau record;
2. an inference: tier-2 eligibility, replayed by the rule
   ``dti < 0.40 and fico >= 700 and claims_3y == 0`` over the measured premises;
3. a citation: the insurer's underwriting policy, with the SHA-256 digest of
   the policy text the agent read (the kind of documentation NYDFS asks
   insurers to keep for AI-assisted underwriting decisions).

Each claim is emitted, verified, sealed (signed artifact) and disclosed to the
examiner through the audited lifecycle; the script writes ``bundle.json`` that
``nyaya audit verify`` re-verifies offline. The policy text and the applicant
are invented for the example. Keys are derived from a fixed seed so the
bundle is reproducible; never do that with real keys.

Run: ``python examples/nydfs/build_bundle.py [OUT.json]``; it also writes
``public_keys.json`` beside the bundle: the examiner's trusted copy of the key,
which ``nyaya audit verify --keys`` needs (a bundle's own keys are never trusted).
"""

from __future__ import annotations

import hashlib
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from uuid import UUID

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from nyaya.attest import (
    AuditTrail,
    CitationClaim,
    InferenceClaim,
    Lifecycle,
    MeasurementClaim,
    MeasurementRecord,
    MemoryMeasurements,
    MemorySources,
    Premise,
    RecordedMeasurement,
    RecordedRule,
    RuleOracle,
    VerificationSettings,
    Verifiers,
    bundle_from_parts,
    emit_record,
    seal,
    verify,
)
from nyaya.attest.bundle import AuditBundle
from nyaya.receipts.canonical import canonical_json, sha256_hex
from nyaya.receipts.keys import Ed25519Signer, KeyRing, write_key_file
from nyaya.store.memory import MemoryStore

HERE = Path(__file__).resolve().parent
POLICY_URI = "https://insurer.example/policies/underwriting/tier-2.txt"
POLICY_TEXT = """Example Mutual: personal lines underwriting policy UW-7, section 4 (pricing tiers).

4.1 Tier-1 pricing applies to applicants who meet every tier-2 condition and have held a
policy with us for at least 5 years.

4.2 Applicants with a debt-to-income ratio below 0.40, a FICO score of at least 700 and no
claims in the prior 3 years qualify for tier-2 pricing.

4.3 All other applicants are priced at tier 3 and referred to a human underwriter.
"""
BUREAU_SOURCE = "bureau://example-bureau/applicants/A-1027"
APPLICANT = {"dti": 0.32, "fico": 742, "claims_3y": 0}
TIER2_RULE = "dti < 0.40 and fico >= 700 and claims_3y == 0"
TIER2_CONCLUSION = "Applicant A-1027 qualifies for tier-2 pricing."
AGENT = "agent:underwriting"
VERIFIER = "verifier:compliance"
EXAMINER = "principal:nydfs-examiner"
ENDPOINT = "https://insurer.example/pramana/verify"
SLA_MS = 60_000


def example_ring() -> KeyRing:
    """A reproducible Ed25519 ring (seeded: for this example only)."""
    seed = hashlib.sha256(b"nyaya nydfs worked example").digest()
    signer = Ed25519Signer(
        private_key=Ed25519PrivateKey.from_private_bytes(seed),
        key_id="nydfs-example",
        created_at=datetime(2026, 3, 2, tzinfo=UTC),
    )
    return KeyRing([signer])


def build() -> AuditBundle:
    """Run the walkthrough and return the audit bundle."""
    start = datetime(2026, 3, 2, 10, 0, 0, tzinfo=UTC)
    ticks = iter(start + timedelta(seconds=i) for i in range(1000))

    def clock() -> datetime:
        return next(ticks)

    ring = example_ring()
    lifecycle = Lifecycle(AuditTrail(MemoryStore(), ring), clock=clock)

    policy = POLICY_TEXT.encode("utf-8")
    record_digest = sha256_hex(canonical_json(APPLICANT))
    measurement = MeasurementClaim(
        claim_id=UUID("6f1c2a44-0a5e-4c1b-9d59-1f3b7e2a0001"),
        claim="Applicant A-1027 has a DTI of 0.32, a FICO score of 742 and no claims in 3 years.",
        attester_id=AGENT,
        attested_at=start,
        measured_value=APPLICANT,
        measurement_method="credit-bureau record read",
        measurement_source=BUREAU_SOURCE,
    )
    inference = InferenceClaim(
        claim_id=UUID("6f1c2a44-0a5e-4c1b-9d59-1f3b7e2a0002"),
        claim=TIER2_CONCLUSION,
        attester_id=AGENT,
        attested_at=start,
        premises=[
            Premise(name=name, value=value, source=f"{BUREAU_SOURCE}#{name}")
            for name, value in APPLICANT.items()
        ],
        inference_method="rule:tier2_eligibility",
        confidence=1.0,
        conclusion=TIER2_CONCLUSION,
    )
    citation = CitationClaim(
        claim_id=UUID("6f1c2a44-0a5e-4c1b-9d59-1f3b7e2a0003"),
        claim=(
            "Tier-2 pricing requires a debt-to-income ratio below 0.40, "
            "a FICO score of at least 700 and no claims in the prior 3 years."
        ),
        attester_id=AGENT,
        attested_at=start,
        source_uri=POLICY_URI,
        source_excerpt=(
            "Applicants with a debt-to-income ratio below 0.40, a FICO score of at least 700 "
            "and no claims in the prior 3 years qualify for tier-2 pricing."
        ),
        source_retrieved_at=start - timedelta(minutes=5),
        source_hash=sha256_hex(policy),
    )
    settings = VerificationSettings(strict_citations=True)
    verifiers = Verifiers(
        measurements=MemoryMeasurements(
            {BUREAU_SOURCE: MeasurementRecord(value=APPLICANT, digest=record_digest)}
        ),
        sources=MemorySources({POLICY_URI: policy}),
        oracle=RuleOracle.from_expressions(
            {"tier2_eligibility": TIER2_RULE}, {"tier2_eligibility": TIER2_CONCLUSION}
        ),
        strict_citations=settings.strict_citations,
    )

    records = []
    for claim in (measurement, inference, citation):
        record = emit_record(claim, verify_endpoint_hint=ENDPOINT, sla_window_ms=SLA_MS)
        lifecycle.emit(claim, agent_id=AGENT)
        outcome = verify(claim, verifiers, now=clock(), verifier_id=VERIFIER)
        lifecycle.record_verification(outcome)
        records.append(seal(record, outcome, ring))
        if outcome.status == "verified":
            lifecycle.show_to_principal(claim.claim_id, principal_id=EXAMINER, actor=AGENT)
        else:
            lifecycle.suppress(claim.claim_id, actor=AGENT, reason=outcome.reason)

    return bundle_from_parts(
        created_at=start + timedelta(minutes=1),
        records=records,
        sources={POLICY_URI: policy},
        trail=lifecycle.trail.entries(),
        keys=ring,
        measurements=[
            RecordedMeasurement(source=BUREAU_SOURCE, value=APPLICANT, digest=record_digest)
        ],
        rules={
            "tier2_eligibility": RecordedRule(expression=TIER2_RULE, conclusion=TIER2_CONCLUSION)
        },
        verification=settings,
    )


def main(argv: list[str]) -> int:
    """Write the bundle to ``argv[0]`` (default: bundle.json beside this script)."""
    out = Path(argv[0]) if argv else HERE / "bundle.json"
    bundle = build()
    out.write_text(bundle.to_json(), encoding="utf-8")
    write_key_file(example_ring(), out.with_name("public_keys.json"), public=True, overwrite=True)
    statuses = ", ".join(
        f"{r.attestation.claim_type}={r.outcome.status if r.outcome else 'pending'}"
        for r in bundle.records
    )
    print(f"wrote {out} ({statuses}; {len(bundle.trail)} audit entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
