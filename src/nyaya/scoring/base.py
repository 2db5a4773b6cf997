"""The scoring contract: what Stage 2 (groundedness) back-ends take and return.

The engine hands a scorer the claims the exact checks could not settle (prose
evidence, values nothing supports) and the indexed free text of the run; the scorer
returns, per claim, a groundedness score in [0, 1] and the evidence span that best
supports it (or none). Back-ends are pure functions of their inputs plus whatever
model they were constructed with; they never reach the network unless the user
plugged in a client that does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

__all__ = ["ClaimText", "Passage", "Scorer", "SpanScore"]

PassageSource = Literal["output", "context"]


@dataclass(frozen=True, slots=True)
class Passage:
    """One piece of evidence text: a free-text field of a tool output, or a context message.

    ``receipt_id`` and ``pointer`` (a JSON pointer into the output, or ``/context/N``)
    locate it, so a report can show where a supporting span came from.
    """

    text: str
    receipt_id: str | None = None
    pointer: str = ""
    source: PassageSource = "output"


@dataclass(frozen=True, slots=True)
class ClaimText:
    """One claim of the answer to score: its id, text and language (en, es, hi, zh, ...)."""

    id: str
    text: str
    language: str = "en"


@dataclass(frozen=True, slots=True)
class SpanScore:
    """A claim's groundedness: ``score`` in [0, 1], the best supporting passage and span.

    ``start`` / ``end`` are character offsets into ``passage.text`` (both None when no
    passage supports the claim at all); ``backend`` names the scorer that produced it.
    """

    claim_id: str
    score: float
    passage: Passage | None = None
    start: int | None = None
    end: int | None = None
    backend: str = ""
    note: str | None = None


@runtime_checkable
class Scorer(Protocol):
    """A groundedness back-end: ``score(claims, evidence)`` -> one `SpanScore` per claim."""

    name: str

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        """Score every claim against the evidence, in the order given."""
        ...
