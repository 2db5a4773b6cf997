"""Deterministic checks of an answer's claims against the evidence index.

Each check is a function ``(CheckContext, ClaimView) -> Outcome``, one module per finding
family: `values` and `extremes` (fact_mismatch), `counts` (count_mismatch), `absence`
(false_absence), `actions` (fabricated_tool_call), `sources` (source_fabrication) and
`inference` (inference_as_fact). `receipts` turns a run's calls into evidence (bad_receipt);
`assess` turns outcomes into a claim's status and score. `nyaya.pipeline` runs them all.
Every finding that changes an action carries a witness: what contradicts the claim.
"""

from __future__ import annotations

from collections.abc import Callable

from nyaya.checks.absence import check_absence
from nyaya.checks.actions import check_actions
from nyaya.checks.answer import ClaimView
from nyaya.checks.base import CheckContext, Outcome
from nyaya.checks.counts import check_counts
from nyaya.checks.extremes import check_extremes
from nyaya.checks.inference import check_inference
from nyaya.checks.pairs import check_pairs
from nyaya.checks.sources import check_sources
from nyaya.checks.values import check_values
from nyaya.report import Finding

__all__ = ["CHECKS", "RUN_CHECKS", "CheckFn"]

CheckFn = Callable[[CheckContext, ClaimView], Outcome]

CHECKS: tuple[tuple[str, CheckFn], ...] = (
    ("values", check_values),
    ("extremes", check_extremes),
    ("pairs", check_pairs),
    ("counts", check_counts),
    ("absence", check_absence),
    ("actions", check_actions),
    ("sources", check_sources),
    ("inference", check_inference),
)

RUN_CHECKS: tuple[Callable[[CheckContext], list[Finding]], ...] = ()
