"""Stage 2 groundedness scoring and Stage 3 self-consistency probes.

Start with `get_scorer` (a back-end by the name a constitution gives it; ``lexical`` is
the default and needs no model) and its ``score(claims, evidence)``, which returns one
`SpanScore` per claim; `status_of` and `evidence_of` turn one into the report's claim
status and evidence entry. `nyaya.scoring.consistency.probe_consistency` compares an
answer's critical claims with alternative answers. `base` holds the contract the engine
and the back-ends share.
"""

from __future__ import annotations

from nyaya.scoring.base import ClaimText as ClaimText
from nyaya.scoring.base import Passage as Passage
from nyaya.scoring.base import Scorer as Scorer
from nyaya.scoring.base import SpanScore as SpanScore
from nyaya.scoring.calibration import DEFAULT_THRESHOLDS as DEFAULT_THRESHOLDS
from nyaya.scoring.calibration import Thresholds as Thresholds
from nyaya.scoring.registry import DEFAULT_SCORER as DEFAULT_SCORER
from nyaya.scoring.registry import get_scorer as get_scorer
from nyaya.scoring.registry import register as register
from nyaya.scoring.registry import registered as registered
from nyaya.scoring.results import evidence_of as evidence_of
from nyaya.scoring.results import status_of as status_of

__all__ = [
    "DEFAULT_SCORER",
    "DEFAULT_THRESHOLDS",
    "ClaimText",
    "Passage",
    "Scorer",
    "SpanScore",
    "Thresholds",
    "evidence_of",
    "get_scorer",
    "register",
    "registered",
    "status_of",
]
