"""verify(): every branch of every claim type, with real in-memory dependencies."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

import pytest

from nyaya.attest import (
    AnalogyClaim,
    FeatureSimilarity,
    InferenceClaim,
    MeasurementClaim,
    MeasurementRecord,
    MemoryMeasurements,
    MemorySources,
    OracleVerdict,
    RuleOracle,
    Verifiers,
    parse_attestation,
    verify,
)
from nyaya.attest.models import VerificationOutcome

Raw = Callable[[str], dict[str, Any]]

POLICY = b"Section 2. The limit is 40 percent. It applies to income.\nSection 3. Nothing else."


def run(data: dict[str, Any], verifiers: Verifiers, now: datetime) -> VerificationOutcome:
    return verify(parse_attestation(data), verifiers, now=now, verifier_id="v1")


class Broken:
    """Every dependency interface, failing the way real ones do."""

    def fetch_measurement(self, claim: MeasurementClaim) -> MeasurementRecord | None:
        raise ConnectionError("bureau down")

    def fetch_source(self, uri: str) -> bytes | None:
        raise TimeoutError("fetch timed out")

    def replay(self, claim: InferenceClaim) -> OracleVerdict | None:
        raise RuntimeError("oracle crashed")

    def similarity(self, claim: AnalogyClaim) -> float | None:
        raise MemoryError("too big")


@dataclass(frozen=True)
class FixedScore:
    score: Any

    def similarity(self, claim: AnalogyClaim) -> Any:
        return self.score


def sources(content: bytes = POLICY) -> MemorySources:
    return MemorySources({"https://example.org/p.txt": content})


def measurements(value: Any, unit: str | None = "points") -> MemoryMeasurements:
    return MemoryMeasurements(
        {"bureau://a/1#fico": MeasurementRecord(value, unit, "sha256:" + "0" * 64)}
    )


def test_outcome_carries_identity_time_and_method(raw: Raw, t0: datetime) -> None:
    out = run(raw("measurement"), Verifiers(measurements=measurements(742)), t0)
    assert out.claim_id == UUID(int=1)
    assert out.verified_at == t0
    assert out.verifier_id == "v1"
    assert out.method == "measurement/fetch-compare"


@pytest.mark.parametrize("kind", ["measurement", "citation", "inference", "analogy"])
def test_missing_dependency_is_unverifiable(raw: Raw, t0: datetime, kind: str) -> None:
    out = run(raw(kind), Verifiers(), t0)
    assert (out.status, out.reason) == ("unverifiable", "no_verifier")


@pytest.mark.parametrize("kind", ["measurement", "citation", "inference", "analogy"])
def test_raising_dependency_is_unverifiable(raw: Raw, t0: datetime, kind: str) -> None:
    broken = Broken()
    deps = Verifiers(measurements=broken, sources=broken, oracle=broken, similarity=broken)
    out = run(raw(kind), deps, t0)
    assert (out.status, out.reason) == ("unverifiable", "dependency_error")
    assert "Error" in str(out.evidence["error"])


def test_malformed_attestation_is_unverifiable(raw: Raw, t0: datetime) -> None:
    data = raw("measurement")
    del data["measurement_source"]
    out = verify(data, Verifiers(), now=t0, verifier_id="v1")
    assert (out.status, out.reason, out.claim_id) == (
        "unverifiable",
        "malformed_attestation",
        UUID(int=1),
    )


class TestMeasurement:
    def test_equal_value_verifies(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("measurement"), Verifiers(measurements=measurements(742)), t0)
        assert (out.status, out.reason) == ("verified", "value_match")
        assert out.evidence["observed"] == 742

    def test_different_value_is_rejected(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("measurement"), Verifiers(measurements=measurements(702)), t0)
        assert (out.status, out.reason) == ("rejected", "value_mismatch")

    def test_within_uncertainty_verifies(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("measurement"), "measurement_uncertainty": 5}
        assert run(data, Verifiers(measurements=measurements(745)), t0).status == "verified"
        assert run(data, Verifiers(measurements=measurements(748)), t0).status == "rejected"

    def test_unit_mismatch_is_rejected(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("measurement"), Verifiers(measurements=measurements(742, "percent")), t0)
        assert (out.status, out.reason) == ("rejected", "unit_mismatch")

    def test_missing_record_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        deps = Verifiers(measurements=MemoryMeasurements({}))
        out = run(raw("measurement"), deps, t0)
        assert (out.status, out.reason) == ("unverifiable", "record_not_found")

    @pytest.mark.parametrize(
        ("claimed", "observed", "status"),
        [
            ("Alice  Smith", "alice smith", "verified"),
            ("1,200", 1200, "verified"),
            ({"a": [1, 2]}, {"a": [1, 2]}, "verified"),
            ({"a": [1, 2]}, {"a": [2, 1]}, "rejected"),
            (True, 1, "rejected"),
            (0, 0.0, "verified"),
        ],
    )
    def test_value_kinds(
        self, raw: Raw, t0: datetime, claimed: Any, observed: Any, status: str
    ) -> None:
        data = {**raw("measurement"), "measured_value": claimed, "measurement_unit": None}
        assert run(data, Verifiers(measurements=measurements(observed, None)), t0).status == status

    def test_unserialisable_record_value_still_gives_an_outcome(
        self, raw: Raw, t0: datetime
    ) -> None:
        out = run(raw("measurement"), Verifiers(measurements=measurements(object())), t0)
        assert out.status == "rejected"
        assert isinstance(out.evidence["observed"], str)


class TestCitation:
    def test_excerpt_found_verifies(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("citation"), Verifiers(sources=sources()), t0)
        assert (out.status, out.reason) == ("verified", "excerpt_found")
        assert out.evidence["source_digest"] == "sha256:" + hashlib.sha256(POLICY).hexdigest()

    def test_excerpt_match_ignores_case_and_spacing(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("citation"), "source_excerpt": "the LIMIT  is 40\npercent"}
        assert run(data, Verifiers(sources=sources()), t0).reason == "excerpt_found"

    def test_matching_digest_verifies(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("citation"), "source_hash": hashlib.sha256(POLICY).hexdigest()}
        assert run(data, Verifiers(sources=sources()), t0).status == "verified"

    def test_digest_mismatch_is_rejected(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("citation"), "source_hash": "sha256:" + "1" * 64}
        out = run(data, Verifiers(sources=sources()), t0)
        assert (out.status, out.reason) == ("rejected", "digest_mismatch")

    def test_absent_excerpt_is_rejected(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("citation"), "source_excerpt": "The limit is 50 percent."}
        out = run(data, Verifiers(sources=sources()), t0)
        assert (out.status, out.reason) == ("rejected", "excerpt_not_found")

    def test_unavailable_source_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("citation"), Verifiers(sources=MemorySources({})), t0)
        assert (out.status, out.reason) == ("unverifiable", "source_unavailable")

    def test_binary_source_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("citation"), Verifiers(sources=sources(b"\xff\xfe\x00binary")), t0)
        assert (out.status, out.reason) == ("unverifiable", "source_not_text")

    def test_fetcher_returning_text_is_a_dependency_error(self, raw: Raw, t0: datetime) -> None:
        deps = Verifiers(sources=MemorySources({"https://example.org/p.txt": "text"}))  # type: ignore[dict-item]
        assert run(raw("citation"), deps, t0).reason == "dependency_error"

    def test_lenient_mode_does_not_read_the_claim(self, raw: Raw, t0: datetime) -> None:
        # the behaviour reported of the reference implementation, kept as the non-strict mode
        data = {**raw("citation"), "claim": "Smoking is healthy."}
        assert run(data, Verifiers(sources=sources()), t0).status == "verified"

    def test_strict_mode_supported_claim_verifies(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("citation"), Verifiers(sources=sources(), strict_citations=True), t0)
        assert (out.status, out.reason) == ("verified", "claim_supported")
        assert out.method == "citation/fetch-digest-excerpt-support"
        assert out.evidence["coverage"] == 1.0

    @pytest.mark.parametrize(
        "claim",
        ["Smoking is healthy.", "The limit is 45 percent.", "The limit is not 40 percent."],
    )
    def test_strict_mode_unsupported_claim_is_rejected(
        self, raw: Raw, t0: datetime, claim: str
    ) -> None:
        data = {**raw("citation"), "claim": claim}
        out = run(data, Verifiers(sources=sources(), strict_citations=True), t0)
        assert (out.status, out.reason) == ("rejected", "claim_not_supported")


class TestInference:
    oracle = RuleOracle.from_expressions(
        {"tier2": "dti < 0.40 and fico >= 700 and claims_3y == 0"}, {"tier2": "Tier 2"}
    )

    def test_reproduced_inference_verifies(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("inference"), Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("verified", "inference_reproduced")
        assert out.evidence["holds"] is True

    def test_rule_failing_is_rejected(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("inference"), "premises": ["dti = 0.45", "fico = 720", "claims_3y = 0"]}
        out = run(data, Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("rejected", "inference_not_reproduced")

    def test_other_conclusion_is_rejected(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("inference"), "conclusion": "tier 1"}
        out = run(data, Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("rejected", "conclusion_mismatch")

    def test_unknown_rule_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("inference"), "inference_method": "gut feeling"}
        out = run(data, Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("unverifiable", "unknown_rule")

    def test_missing_premise_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("inference"), "premises": ["dti = 0.3", "the applicant is nice"]}
        out = run(data, Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("unverifiable", "premises_insufficient")

    def test_premise_of_wrong_type_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("inference"), "premises": ["dti = 'low'", "fico = 720", "claims_3y = 0"]}
        out = run(data, Verifiers(oracle=self.oracle), t0)
        assert (out.status, out.reason) == ("unverifiable", "premises_insufficient")

    def test_verdict_that_is_not_boolean_is_a_dependency_error(
        self, raw: Raw, t0: datetime
    ) -> None:
        class Sloppy:
            def replay(self, claim: InferenceClaim) -> OracleVerdict:
                return OracleVerdict(holds="yes")  # type: ignore[arg-type]

        out = run(raw("inference"), Verifiers(oracle=Sloppy()), t0)
        assert out.reason == "dependency_error"


class TestAnalogy:
    cases = FeatureSimilarity(
        {
            "case:ref": {"region": "NY", "vehicle": "sedan", "age_band": "30-39"},
            "case:subject": {"region": "NY", "vehicle": "sedan", "age_band": "40-49"},
        }
    )

    def test_score_within_tolerance_verifies(self, raw: Raw, t0: datetime) -> None:
        out = run(raw("analogy"), Verifiers(similarity=self.cases), t0)
        assert (out.status, out.reason) == ("verified", "score_within_tolerance")
        assert out.evidence["computed_score"] == pytest.approx(2 / 3)

    def test_score_out_of_tolerance_is_rejected(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("analogy"), "similarity_score": 0.95}
        out = run(data, Verifiers(similarity=self.cases), t0)
        assert (out.status, out.reason) == ("rejected", "score_out_of_tolerance")

    def test_without_recorded_score_verification_is_marked(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("analogy"), "similarity_score": None}
        out = run(data, Verifiers(similarity=FixedScore(0.9)), t0)
        assert (out.status, out.reason) == ("verified", "verified_without_recorded_score")

    def test_without_recorded_score_below_threshold_is_rejected(
        self, raw: Raw, t0: datetime
    ) -> None:
        data = {**raw("analogy"), "similarity_score": None}
        out = run(data, Verifiers(similarity=self.cases), t0)
        assert (out.status, out.reason) == ("rejected", "below_threshold")

    def test_unknown_case_is_unverifiable(self, raw: Raw, t0: datetime) -> None:
        data = {**raw("analogy"), "reference_case": "case:nowhere"}
        out = run(data, Verifiers(similarity=self.cases), t0)
        assert (out.status, out.reason) == ("unverifiable", "record_not_found")

    @pytest.mark.parametrize("score", [float("nan"), 1.5, -0.1, "high", True, float("inf")])
    def test_invalid_score_is_unverifiable(self, raw: Raw, t0: datetime, score: Any) -> None:
        out = run(raw("analogy"), Verifiers(similarity=FixedScore(score)), t0)
        assert (out.status, out.reason) == ("unverifiable", "similarity_invalid")


def test_deterministic_dependencies_give_identical_outcomes(raw: Raw, t0: datetime) -> None:
    deps = Verifiers(
        measurements=measurements(742),
        sources=sources(),
        oracle=TestInference.oracle,
        similarity=TestAnalogy.cases,
        strict_citations=True,
    )
    for kind in ("measurement", "citation", "inference", "analogy"):
        first = run(raw(kind), deps, t0).model_dump_json()
        assert run(raw(kind), deps, t0).model_dump_json() == first
