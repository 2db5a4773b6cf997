"""What the harness scores: a `BenchItem` (a run plus its ground truth).

Runs are built with `nyaya.formats.load_run`, the same adapter `nyaya check` uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from nyaya import Run, load_run

CLEAN = "clean"


@dataclass(frozen=True, slots=True)
class TruthClaim:
    """One claim of a generated answer with what it really is."""

    text: str
    start: int
    end: int
    pramana: str
    outcome: str
    correct: bool
    injected: bool = False


@dataclass(frozen=True, slots=True)
class BenchItem:
    """One run to score; ``label`` is ``"clean"`` or the hallucination it carries."""

    id: str
    suite: str
    language: str
    label: str
    run: Run
    domain: str = ""
    claims: tuple[TruthClaim, ...] = ()
    injected_span: tuple[int, int] | None = None
    note: str = ""
    tags: tuple[str, ...] = ()  # near-miss kinds, variant, self-tagging: for break-down tables

    @property
    def hallucinated(self) -> bool:
        """True when the answer carries an injected (or known) hallucination."""
        return self.label != CLEAN


def run_from_openai(data: Mapping[str, Any], *, run_id: str) -> Run:
    """A `Run` from an OpenAI transcript, through the engine's adapter."""
    run = load_run({"messages": data.get("messages"), "tools": data.get("tools") or []})
    return run.model_copy(update={"run_id": run_id})
