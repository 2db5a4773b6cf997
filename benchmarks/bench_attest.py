"""Pramana attestation costs: verify() per claim type, trail appends, bundle re-verification.

Run: ``python benchmarks/bench_attest.py``. Prints medians over repeated runs.
"""

from __future__ import annotations

import importlib.util
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from uuid import UUID

from nyaya.attest import (
    AnalogyClaim,
    AuditTrail,
    CitationClaim,
    FeatureSimilarity,
    InferenceClaim,
    MeasurementClaim,
    MeasurementRecord,
    MemoryAuditStore,
    MemoryMeasurements,
    MemorySources,
    RuleOracle,
    Verifiers,
    verify,
    verify_bundle,
)
from nyaya.attest.explore import Bound, explore
from nyaya.receipts.keys import KeyRing

T0 = datetime(2026, 3, 2, tzinfo=UTC)
POLICY = ("Applicants with a debt-to-income ratio below 0.40 qualify. " * 50).encode()


def median_us(fn: Callable[[], object], repeat: int = 2000) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def main() -> None:
    common = {
        "claim": "Applicants with a DTI below 0.40 qualify.",
        "attester_id": "a",
        "attested_at": T0,
    }
    claims = {
        "measurement": MeasurementClaim(
            claim_id=UUID(int=1),
            **common,
            measured_value=742,
            measurement_method="m",
            measurement_source="s",
        ),
        "citation (strict)": CitationClaim(
            claim_id=UUID(int=2),
            **common,
            source_uri="u",
            source_excerpt="debt-to-income ratio below 0.40 qualify",
            source_retrieved_at=T0,
        ),
        "inference": InferenceClaim(
            claim_id=UUID(int=3),
            **common,
            premises=["dti = 0.3", "fico = 720", "claims_3y = 0"],
            inference_method="tier2",
            confidence=1.0,
        ),
        "analogy": AnalogyClaim(
            claim_id=UUID(int=4),
            **common,
            reference_case="r",
            similarity_basis=["x", "y"],
            similarity_score=1.0,
            similarity_method="f",
            subject_case="s",
        ),
    }
    deps = Verifiers(
        measurements=MemoryMeasurements({"s": MeasurementRecord(742)}),
        sources=MemorySources({"u": POLICY}),
        oracle=RuleOracle.from_expressions(
            {"tier2": "dti < 0.40 and fico >= 700 and claims_3y == 0"}
        ),
        similarity=FeatureSimilarity({"r": {"x": 1, "y": 2}, "s": {"x": 1, "y": 2}}),
        strict_citations=True,
    )
    print("verify() median per call")
    for name, claim in claims.items():
        us = median_us(lambda c=claim: verify(c, deps, now=T0, verifier_id="v"))
        print(f"  {name:<20} {us:8.1f} us")

    for alg in ("hmac", "ed25519"):
        ring = KeyRing.generate(alg, "bench")
        trail = AuditTrail(MemoryAuditStore(), ring)
        us = median_us(lambda t=trail: t.append("emit", UUID(int=1), actor="a", at=T0), repeat=1000)
        print(f"trail append ({alg}): {us:.1f} us median")

    spec = importlib.util.spec_from_file_location(
        "nydfs", Path(__file__).resolve().parents[1] / "examples" / "nydfs" / "build_bundle.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bundle = module.build()
    us = median_us(lambda: verify_bundle(bundle), repeat=200)
    print(f"NYDFS bundle re-verification: {us / 1000:.2f} ms median")

    result = explore(Bound(claims=2, agents=2, verifiers=2, principals=1, capacity=5))
    print(f"exploration, smallest bound: {result.states} states in {result.seconds:.2f} s")


if __name__ == "__main__":
    main()
