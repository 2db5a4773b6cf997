"""From a `SpanScore` to the report's words: a claim status and an `Evidence` entry."""

from __future__ import annotations

from nyaya.report import ClaimStatus, Evidence
from nyaya.scoring.base import SpanScore
from nyaya.scoring.calibration import DEFAULT_THRESHOLDS, Thresholds

__all__ = ["evidence_of", "status_of"]


def status_of(score: SpanScore, thresholds: Thresholds = DEFAULT_THRESHOLDS) -> ClaimStatus:
    """``verified`` from ``thresholds.supported`` up, ``unsupported`` below
    ``thresholds.unsupported``, ``unverifiable`` in between."""
    if score.score >= thresholds.supported:
        return "verified"
    if score.score < thresholds.unsupported:
        return "unsupported"
    return "unverifiable"


def evidence_of(score: SpanScore) -> Evidence | None:
    """The report's evidence entry for the supporting span (None when there is none).

    ``field`` is the passage's pointer (a JSON pointer into the output, or ``/context/N``)
    and ``value`` the span's text, so the text and HTML reports can show and highlight it.
    """
    passage = score.passage
    if passage is None:
        return None
    start = score.start if score.start is not None else 0
    end = score.end if score.end is not None else len(passage.text)
    return Evidence(
        receipt_id=passage.receipt_id,
        field=passage.pointer or None,
        value=passage.text[start:end],
        source="context" if passage.source == "context" else "output",
    )
