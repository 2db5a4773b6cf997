"""Calibration arithmetic: reliability buckets, balanced accuracy, threshold choice.

Pure functions over (score, supported) pairs, used by the benchmark to draw the
reliability plot and to pick thresholds on one half of a data set before reporting on
the other. The default thresholds the scorers ship with are documented in
`DEFAULT_THRESHOLDS`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from nyaya.errors import BadInput

__all__ = [
    "DEFAULT_THRESHOLDS",
    "Bucket",
    "Thresholds",
    "balanced_accuracy",
    "best_threshold",
    "reliability",
]


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Where a groundedness score turns a claim ``unsupported`` (below ``supported``).

    ``supported`` is the score from which a claim counts as carried by its evidence;
    below ``unsupported`` the scorer is confident it is not (the reliability plot shows
    under a tenth of such claims correct for the lexical scorer, see
    benchmarks/results/scoring/). Between the two a claim is ``unverifiable``.
    """

    supported: float = 0.6
    unsupported: float = 0.4


DEFAULT_THRESHOLDS = Thresholds()


@dataclass(frozen=True, slots=True)
class Bucket:
    """One bin of a reliability diagram: scores in [low, high), how many, share correct."""

    low: float
    high: float
    count: int
    mean_score: float
    share_correct: float


def reliability(scores: Sequence[float], correct: Sequence[bool], bins: int = 10) -> list[Bucket]:
    """Scores cut into ``bins`` equal-width buckets; empty buckets are left out."""
    if len(scores) != len(correct):
        raise BadInput("scores and labels differ in length", field="correct")
    filled: list[list[tuple[float, bool]]] = [[] for _ in range(bins)]
    for s, c in zip(scores, correct, strict=True):
        filled[min(int(s * bins), bins - 1)].append((s, c))
    out = []
    for i, items in enumerate(filled):
        if items:
            out.append(
                Bucket(
                    low=i / bins,
                    high=(i + 1) / bins,
                    count=len(items),
                    mean_score=sum(s for s, _ in items) / len(items),
                    share_correct=sum(c for _, c in items) / len(items),
                )
            )
    return out


def balanced_accuracy(
    scores: Sequence[float], supported: Sequence[bool], threshold: float
) -> float:
    """Mean of the share of supported answers at or above ``threshold`` and the rest below."""
    pos = [s for s, y in zip(scores, supported, strict=True) if y]
    neg = [s for s, y in zip(scores, supported, strict=True) if not y]
    if not pos or not neg:
        raise BadInput("balanced accuracy needs both classes", field="supported")
    tpr = sum(s >= threshold for s in pos) / len(pos)
    tnr = sum(s < threshold for s in neg) / len(neg)
    return (tpr + tnr) / 2


def best_threshold(scores: Sequence[float], supported: Sequence[bool]) -> tuple[float, float]:
    """The threshold (midway between two observed scores) with the highest balanced accuracy."""
    cuts = sorted(set(scores))
    candidates = [0.0] + [(a + b) / 2 for a, b in itertools.pairwise(cuts)] + [1.0001]
    best = max(candidates, key=lambda t: (balanced_accuracy(scores, supported, t), -abs(t - 0.5)))
    return best, balanced_accuracy(scores, supported, best)
