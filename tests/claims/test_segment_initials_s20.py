"""Initials inside a name do not end a sentence ("J.D. Power", "U.K. Home Office")."""

from __future__ import annotations

import pytest

from nyaya.claims.segment import sentences


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("The quote matches the A.B. Carter price guide for this model. Next step: sign.", 2),
        ("Ask the U.K. Border Force desk. They open at nine.", 2),
        ("Call Dr. Ruiz at 5 p.m. Monday.", 1),
    ],
)
def test_initials_are_not_a_stop(text, count):
    assert len(sentences(text, "en")) == count, [text[s:e] for s, e in sentences(text, "en")]
