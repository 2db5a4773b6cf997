"""Source class (session 27): a document named by its owner's possessive with words between.

"Ofgem's published guidance", "Brightwater's own policy": the owner's name and "'s", then
a word or two before the source noun, name a document as surely as "Ofgem's guidance" does;
the run must have read it. "'s" after a word that names no one ("Here's where your policy
stands", "That's the usual policy") is "is". Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

POLICY = (
    "get_policy",
    {"name": "late payment"},
    "Brightwater Energy - Late Payment Policy\n\nA late fee of 12 is added 14 days after the "
    "due date. Payment plans are available on request.",
)


def test_a_document_of_an_owner_no_output_names_is_a_fabricated_source() -> None:
    answer = (
        "A late fee of 12 is added 14 days after the due date. That follows the regulator "
        "Ofgem's published guidance on billing, and it is how Brightwater's own policy works."
    )
    report = checked(answer, POLICY, language="en")
    assert "source_fabrication" in kinds(report), show(report)


@pytest.mark.parametrize(
    "answer",
    [
        "A late fee of 12 is added 14 days after the due date, as Brightwater's own policy says.",
        "Here's where your bill stands: a late fee of 12 is added 14 days after the due date.",
        "That's the usual policy: a late fee of 12 is added 14 days after the due date.",
    ],
)
def test_an_owner_the_run_read_or_no_owner_at_all_cites_nothing_unread(answer: str) -> None:
    report = checked(answer, POLICY, language="en")
    assert "source_fabrication" not in kinds(report), show(report)
