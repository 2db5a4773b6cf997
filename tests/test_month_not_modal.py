"""A month whose name is also a modal ("May") is a month where it is one: capitalised inside
a sentence or before a number. Read as "may", it hedged every claim that mentions the month,
and an unhedged prediction beside "(May 2025)" went through as a guess."""

from __future__ import annotations

import pytest
from tests.runkit import checked, kinds

POLICY = (
    "get_policy",
    {"id": "P-77"},
    {"policy": "P-77", "premium_usd": 112.5, "renewed": "2025-05-01", "status": "active"},
)


@pytest.mark.parametrize(
    "answer",
    [
        "Your premium is $112.50. It will go up again next year, as it did at renewal (May 2025).",
        "Your premium is $112.50. Since May the policy is active, and it will go up next year.",
        "Your premium is $112.50. May 2025 was the last renewal, and it will rise next year.",
    ],
)
def test_a_prediction_beside_the_month_is_still_unhedged(answer):
    assert "inference_as_fact" in kinds(checked(answer, POLICY, language="en"))


@pytest.mark.parametrize(
    "answer",
    [
        "Your premium is $112.50. It may go up again next year.",
        "Your premium is $112.50. May I suggest you compare quotes? It might rise next year.",
    ],
)
def test_the_modal_still_hedges(answer):
    assert "inference_as_fact" not in kinds(checked(answer, POLICY, language="en"))
