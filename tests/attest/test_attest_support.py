"""The lexical support test used by strict citation checking (and its stated limits)."""

from __future__ import annotations

import pytest

from nyaya.attest.support import lexical_support

EXCERPT = (
    "Applicants with a debt-to-income ratio below 0.40, a FICO score of at least 700 "
    "and no claims in the prior 3 years qualify for tier-2 pricing."
)


def test_paraphrase_with_the_same_words_and_numbers_is_supported() -> None:
    claim = "Tier-2 pricing needs a debt-to-income ratio below 0.4, FICO of at least 700."
    result = lexical_support(claim, EXCERPT)
    assert result
    assert result.missing_numbers == ()


@pytest.mark.parametrize(
    ("claim", "why"),
    [
        ("Tier-2 pricing needs a FICO score of at least 650.", "missing_numbers"),
        ("The moon is made of cheese.", "coverage"),
        ("Applicants with claims never qualify for tier-2 pricing.", "negation"),
        ("", "empty"),
    ],
)
def test_unsupported_claims(claim: str, why: str) -> None:
    result = lexical_support(claim, EXCERPT)
    assert not result
    if why == "missing_numbers":
        assert result.missing_numbers == ("650",)
    if why == "negation":
        assert result.negation_agrees is False or result.coverage < 0.6


def test_thousands_separators_and_trailing_zeros_match() -> None:
    assert lexical_support("Revenue was 1,200.50 dollars", "revenue: 1200.5 dollars")


def test_contraction_counts_as_negation() -> None:
    result = lexical_support("The applicant isn't eligible", "The applicant is eligible")
    assert not result.negation_agrees


def test_known_limit_word_order_is_not_understood() -> None:
    # documented limit: the test is lexical, so swapped roles still pass
    assert lexical_support("Bob owes Alice 5 dollars", "Alice owes Bob 5 dollars")


def test_threshold_is_configurable() -> None:
    claim = "Tier-2 pricing depends on ratio, score and weather"
    assert not lexical_support(claim, EXCERPT, min_coverage=0.9)
    assert lexical_support(claim, EXCERPT, min_coverage=0.3)
