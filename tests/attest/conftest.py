"""Shared builders for the attestation tests: one valid attestation of each type."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

import pytest

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def _base(n: int) -> dict[str, Any]:
    return {
        "claim_id": str(UUID(int=n)),
        "claim": "claim text",
        "attester_id": "agent:a",
        "attested_at": T0.isoformat(),
    }


@pytest.fixture
def t0() -> datetime:
    return T0


@pytest.fixture
def raw() -> Callable[[str], dict[str, Any]]:
    """A valid JSON attestation of the given claim type."""

    def make(kind: str) -> dict[str, Any]:
        if kind == "measurement":
            return {
                **_base(1),
                "claim_type": "measurement",
                "measured_value": 742,
                "measurement_unit": "points",
                "measurement_method": "bureau read",
                "measurement_source": "bureau://a/1#fico",
            }
        if kind == "citation":
            return {
                **_base(2),
                "claim_type": "citation",
                "claim": "The limit is 40 percent.",
                "source_uri": "https://example.org/p.txt",
                "source_excerpt": "The limit is 40 percent.",
                "source_retrieved_at": T0.isoformat(),
            }
        if kind == "inference":
            return {
                **_base(3),
                "claim_type": "inference",
                "premises": [{"name": "dti", "value": 0.3}, "fico = 720", "claims_3y: 0"],
                "inference_method": "rule:tier2",
                "confidence": 0.9,
                "conclusion": "tier 2",
            }
        if kind == "analogy":
            return {
                **_base(4),
                "claim_type": "analogy",
                "reference_case": "case:ref",
                "similarity_basis": ["region", "vehicle", "age_band"],
                "similarity_score": 0.67,
                "similarity_method": "feature agreement",
                "subject_case": "case:subject",
            }
        raise ValueError(kind)

    return make
