"""Reliability buckets, balanced accuracy and threshold choice."""

from __future__ import annotations

import pytest

from nyaya.errors import BadInput
from nyaya.scoring.calibration import balanced_accuracy, best_threshold, reliability


def test_buckets_hold_their_scores_and_the_share_correct() -> None:
    scores = [0.05, 0.08, 0.55, 0.95, 0.99, 1.0]
    correct = [False, True, False, True, True, True]
    buckets = reliability(scores, correct, bins=10)
    assert [(b.low, b.count, b.share_correct) for b in buckets] == [
        (0.0, 2, 0.5),
        (0.5, 1, 0.0),
        (0.9, 3, 1.0),
    ]
    assert buckets[0].mean_score == pytest.approx(0.065)


def test_balanced_accuracy_weighs_both_classes_equally() -> None:
    scores = [0.9, 0.9, 0.9, 0.1]
    labels = [True, True, True, False]
    assert balanced_accuracy(scores, labels, 0.5) == 1.0
    assert balanced_accuracy(scores, labels, 0.95) == 0.5


def test_the_best_threshold_separates_the_classes() -> None:
    t, ba = best_threshold([0.2, 0.3, 0.7, 0.8], [False, False, True, True])
    assert 0.3 < t < 0.7 and ba == 1.0


def test_one_class_only_is_refused() -> None:
    with pytest.raises(BadInput, match="both classes"):
        balanced_accuracy([0.5], [True], 0.5)
