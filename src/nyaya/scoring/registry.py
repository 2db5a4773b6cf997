"""Scorer back-ends by the name a constitution gives them.

``get_scorer("lexical")`` is the default and needs nothing installed; ``embedding``,
``nli`` and ``llm_judge`` import their heavy dependencies only when built, and raise
`BackendUnavailable` naming the extra to install when those are missing. A new back-end
is one `register` call; options are passed to its factory as keyword arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from nyaya.errors import BadInput
from nyaya.scoring.base import Scorer

__all__ = ["DEFAULT_SCORER", "get_scorer", "register", "registered"]

DEFAULT_SCORER = "lexical"

ScorerFactory = Callable[..., Scorer]


def _lexical(**options: Any) -> Scorer:
    from nyaya.scoring.lexical import LexicalScorer, LexicalWeights

    return LexicalScorer(LexicalWeights(**options) if options else None)


def _embedding(**options: Any) -> Scorer:
    from nyaya.scoring.embedding import EmbeddingScorer

    return EmbeddingScorer(**options)


def _nli(**options: Any) -> Scorer:
    from nyaya.scoring.nli import NLIScorer

    return NLIScorer(**options)


def _llm_judge(**options: Any) -> Scorer:
    from nyaya.scoring.judge import LLMJudgeScorer

    return LLMJudgeScorer(**options)


_REGISTRY: dict[str, ScorerFactory] = {
    "lexical": _lexical,
    "embedding": _embedding,
    "nli": _nli,
    "llm_judge": _llm_judge,
}


def register(name: str, factory: ScorerFactory) -> None:
    """Make ``factory(**options)`` available as ``get_scorer(name, **options)``."""
    if not name or not callable(factory):
        raise BadInput("a scorer needs a name and a callable factory", field="scorer")
    _REGISTRY[name] = factory


def registered() -> tuple[str, ...]:
    """The names `get_scorer` accepts."""
    return tuple(_REGISTRY)


def get_scorer(name: str = DEFAULT_SCORER, **options: Any) -> Scorer:
    """Build the back-end called ``name`` with ``options``.

    `BadInput` (field ``scorer``) for an unknown name or an option the back-end does not
    take; `BackendUnavailable` when its optional dependencies are not installed.
    """
    factory = _REGISTRY.get(name)
    if factory is None:
        known = ", ".join(_REGISTRY)
        raise BadInput(f"unknown scorer {name!r} (known: {known})", field="scorer")
    try:
        return factory(**options)
    except TypeError as e:
        raise BadInput(f"{name}: {e}", field="scorer") from e
