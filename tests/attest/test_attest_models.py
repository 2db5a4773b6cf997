"""The wire format: discriminated parsing, digests, unknown fields, field-named errors."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from nyaya.attest import (
    ATTESTATION_ADAPTER,
    AnalogyClaim,
    CitationClaim,
    InferenceClaim,
    MeasurementClaim,
    Premise,
    parse_attestation,
)
from nyaya.attest.models import normalise_digest
from nyaya.errors import BadInput

Raw = Callable[[str], dict[str, Any]]

HEX = "ab" * 32


@pytest.mark.parametrize(
    ("kind", "model"),
    [
        ("measurement", MeasurementClaim),
        ("citation", CitationClaim),
        ("inference", InferenceClaim),
        ("analogy", AnalogyClaim),
    ],
)
def test_claim_type_selects_the_model(raw: Raw, kind: str, model: type) -> None:
    parsed = parse_attestation(raw(kind))
    assert type(parsed) is model
    assert parsed.claim_type == kind


def test_json_text_and_mapping_parse_alike(raw: Raw) -> None:
    data = raw("inference")
    assert parse_attestation(json.dumps(data)) == parse_attestation(data)


def test_inference_premises_keep_structure_and_text(raw: Raw) -> None:
    parsed = parse_attestation(raw("inference"))
    assert isinstance(parsed, InferenceClaim)
    assert parsed.premises[0] == Premise(name="dti", value=0.3)
    assert parsed.premises[1] == "fico = 720"


def test_unknown_fields_survive_a_round_trip(raw: Raw) -> None:
    data = {**raw("measurement"), "x_vendor": {"trace": [1, 2]}, "note": "kept"}
    parsed = parse_attestation(data)
    dumped = ATTESTATION_ADAPTER.dump_python(parsed, mode="json")
    assert dumped["x_vendor"] == {"trace": [1, 2]}
    assert dumped["note"] == "kept"
    assert parse_attestation(dumped) == parsed


@pytest.mark.parametrize("given", [HEX, f"sha256:{HEX}", f"SHA256:{HEX.upper()}", f" {HEX} "])
def test_source_hash_is_normalised(raw: Raw, given: str) -> None:
    parsed = parse_attestation({**raw("citation"), "source_hash": given})
    assert isinstance(parsed, CitationClaim)
    assert parsed.source_hash == f"sha256:{HEX}"


@pytest.mark.parametrize("bad", ["md5:" + "ab" * 16, "sha256:xyz", HEX[:-1], ""])
def test_bad_source_hash_names_the_field(raw: Raw, bad: str) -> None:
    with pytest.raises(BadInput) as info:
        parse_attestation({**raw("citation"), "source_hash": bad})
    assert info.value.field == "source_hash"


@pytest.mark.parametrize(
    ("kind", "drop", "field"),
    [
        ("measurement", "measurement_source", "measurement_source"),
        ("citation", "source_excerpt", "source_excerpt"),
        ("inference", "premises", "premises"),
        ("analogy", "similarity_method", "similarity_method"),
        ("measurement", "claim_id", "claim_id"),
    ],
)
def test_missing_field_is_named(raw: Raw, kind: str, drop: str, field: str) -> None:
    data = raw(kind)
    del data[drop]
    with pytest.raises(BadInput) as info:
        parse_attestation(data)
    assert info.value.field == field


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"claim_type": "rumour"}, None),
        ({"claim_id": "not-a-uuid"}, "claim_id"),
        ({"attested_at": "2026-03-02T10:00:00"}, "attested_at"),
        ({"confidence": 1.5}, "confidence"),
    ],
)
def test_invalid_values_are_refused(raw: Raw, patch: dict[str, Any], field: str | None) -> None:
    with pytest.raises(BadInput) as info:
        parse_attestation({**raw("inference"), **patch})
    if field is not None:
        assert info.value.field == field


def test_not_json_is_bad_input() -> None:
    with pytest.raises(BadInput):
        parse_attestation("{not json")


def test_models_are_frozen(raw: Raw) -> None:
    parsed = parse_attestation(raw("analogy"))
    with pytest.raises(ValueError):
        parsed.claim = "changed"  # type: ignore[misc]


def test_normalise_digest_is_idempotent() -> None:
    once = normalise_digest(HEX)
    assert normalise_digest(once) == once
