"""The five property tests of the Pramana paper, with Hypothesis.

1. JSON round trip; 2. discriminator dispatch; 3. claim-type invariance;
4. verify() never raises; 5. every outcome names its method.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nyaya.attest import (
    ATTESTATION_ADAPTER,
    AnalogyClaim,
    CitationClaim,
    InferenceClaim,
    MeasurementClaim,
    MeasurementRecord,
    OracleVerdict,
    Premise,
    Verifiers,
    parse_attestation,
    verify,
)
from nyaya.attest.models import CLAIM_TYPES, ClaimAttestation
from nyaya.attest.verify import METHODS
from nyaya.errors import BadInput

MODELS = {
    "measurement": MeasurementClaim,
    "citation": CitationClaim,
    "inference": InferenceClaim,
    "analogy": AnalogyClaim,
}
NOW = datetime(2026, 3, 2, 12, tzinfo=UTC)

texts = st.text(max_size=40)
times = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(UTC)
)
scalars = st.none() | st.booleans() | st.integers(-(2**40), 2**40) | texts
finite = st.floats(allow_nan=False, allow_infinity=False, width=32)
json_values = st.recursive(
    scalars | finite,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=8,
)
unit = st.floats(0.0, 1.0, allow_nan=False)


def envelope() -> dict[str, Any]:
    return {
        "claim_id": st.uuids(),
        "claim": texts,
        "attester_id": st.text(min_size=1, max_size=20),
        "attested_at": times,
    }


measurements = st.builds(
    MeasurementClaim,
    **envelope(),
    measured_value=json_values,
    measurement_unit=st.none() | texts,
    measurement_method=texts,
    measurement_source=texts,
    measurement_uncertainty=st.none() | st.floats(0, 1e6, allow_nan=False),
)
citations = st.builds(
    CitationClaim,
    **envelope(),
    source_uri=texts,
    source_excerpt=texts,
    source_retrieved_at=times,
    source_hash=st.none() | st.binary(min_size=32, max_size=32).map(bytes.hex),
)
premises = st.builds(
    Premise, name=st.from_regex(r"[a-z_][a-z0-9_]{0,8}", fullmatch=True), value=scalars
)
inferences = st.builds(
    InferenceClaim,
    **envelope(),
    premises=st.lists(premises | texts, max_size=4),
    inference_method=texts,
    confidence=unit,
    conclusion=st.none() | texts,
)
analogies = st.builds(
    AnalogyClaim,
    **envelope(),
    reference_case=texts,
    similarity_basis=st.lists(texts, max_size=4),
    similarity_score=st.none() | unit,
    similarity_method=texts,
)
attestations: st.SearchStrategy[ClaimAttestation] = st.one_of(
    measurements, citations, inferences, analogies
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attestations)
def test_json_round_trip(attestation: ClaimAttestation) -> None:
    text = ATTESTATION_ADAPTER.dump_json(attestation)
    assert ATTESTATION_ADAPTER.validate_json(text) == attestation
    assert parse_attestation(json.loads(text)) == attestation


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attestations)
def test_discriminator_dispatch(attestation: ClaimAttestation) -> None:
    data = ATTESTATION_ADAPTER.dump_python(attestation, mode="json")
    parsed = parse_attestation(data)
    assert type(parsed) is MODELS[data["claim_type"]]
    assert type(parsed) is type(attestation)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attestations, st.sampled_from(CLAIM_TYPES))
def test_claim_type_invariance(attestation: ClaimAttestation, other: str) -> None:
    # a claim never changes type: not through a round trip, and re-tagging it as another
    # type either fails to parse or gives that other type, never the original one silently
    data = ATTESTATION_ADAPTER.dump_python(attestation, mode="json")
    assert parse_attestation(data).claim_type == attestation.claim_type
    if other == attestation.claim_type:
        return
    try:
        retagged = parse_attestation({**data, "claim_type": other})
    except BadInput:
        return
    assert retagged.claim_type == other
    assert type(retagged) is MODELS[other]


class Chaotic:
    """A dependency that answers with whatever Hypothesis drew, or raises it."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def _give(self) -> Any:
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer

    def fetch_measurement(self, claim: MeasurementClaim) -> Any:
        return self._give()

    def fetch_source(self, uri: str) -> Any:
        return self._give()

    def replay(self, claim: InferenceClaim) -> Any:
        return self._give()

    def similarity(self, claim: AnalogyClaim) -> Any:
        return self._give()


answers = st.one_of(
    st.none(),
    json_values,
    st.binary(max_size=40),
    st.floats(),
    st.builds(MeasurementRecord, value=json_values, unit=st.none() | texts),
    st.builds(OracleVerdict, holds=st.booleans() | st.none(), conclusion=st.none() | texts),
    st.sampled_from([ValueError("x"), KeyError("k"), RecursionError(), OSError("io")]),
)
hostile_inputs = st.one_of(
    attestations,
    st.dictionaries(
        st.sampled_from(["claim_id", "claim_type", "claim", "attested_at", "premises", "x"]),
        json_values,
        max_size=6,
    ),
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_inputs, answers, st.booleans())
def test_verify_never_raises(attestation: Any, answer: Any, strict: bool) -> None:
    dep = Chaotic(answer)
    deps = Verifiers(
        measurements=dep, sources=dep, oracle=dep, similarity=dep, strict_citations=strict
    )
    out = verify(attestation, deps, now=NOW, verifier_id="v")
    assert out.status in ("verified", "rejected", "unverifiable")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_inputs, answers)
def test_outcome_method_always_set(attestation: Any, answer: Any) -> None:
    dep = Chaotic(answer)
    deps = Verifiers(measurements=dep, sources=dep, oracle=dep, similarity=dep)
    out = verify(attestation, deps, now=NOW, verifier_id="v")
    assert out.method in METHODS.values()
    if isinstance(attestation, MeasurementClaim | CitationClaim | InferenceClaim | AnalogyClaim):
        assert out.method.startswith(attestation.claim_type + "/")
        assert out.claim_id == attestation.claim_id
