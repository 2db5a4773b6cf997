"""Stage 2 groundedness scoring (see `nyaya.scoring.base` for the contract)."""

from __future__ import annotations

from nyaya.scoring.base import ClaimText as ClaimText
from nyaya.scoring.base import Passage as Passage
from nyaya.scoring.base import Scorer as Scorer
from nyaya.scoring.base import SpanScore as SpanScore

__all__ = ["ClaimText", "Passage", "Scorer", "SpanScore"]
