"""Benchmark metrics: detection, type-correct detection, FPR, per language,
latency percentiles, calibration, and seeded bootstrap 95% intervals.

All functions are pure; the bootstrap uses its own seeded generator, so the
same results give the same intervals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from nyaya_bench.generator import HALLUCINATION_TYPES
from nyaya_bench.items import CLEAN

TRUST_ORDER = ("fully_verified", "mostly_verified", "partial", "unreliable", "ungrounded")


@dataclass(frozen=True, slots=True)
class ItemResult:
    """One detector's verdict on one item, with the item's truth."""

    id: str
    label: str
    language: str
    flagged: bool
    types: tuple[str, ...] = ()
    trust_level: str | None = None
    latency_ms: float = 0.0
    truth_correct: tuple[bool, ...] = ()  # ground truth per claim of the answer
    claim_matches: tuple[tuple[str, bool], ...] = ()  # (detector status, truly correct)
    error: str | None = None
    note: str = ""
    group: str = ""  # a suite-specific grouping, e.g. "reward=1.0" for τ-bench runs
    tags: tuple[str, ...] = ()


def rate(flags: Sequence[bool]) -> float | None:
    """Share of True; None for an empty sequence (not 0: nothing was measured)."""
    return sum(flags) / len(flags) if flags else None


def bootstrap_ci(
    flags: Sequence[bool], *, seed: int = 0, n_boot: int = 1000
) -> tuple[float, float] | None:
    """Percentile bootstrap 95% interval of the mean of ``flags``; seeded, so repeatable."""
    if not flags or n_boot <= 0:
        return None
    x = np.asarray(flags, dtype=float)
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, len(x), size=(n_boot, len(x)))
    means = x[idx].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    return round(float(lo), 6), round(float(hi), 6)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (linear interpolation); None when empty."""
    if not values:
        return None
    return float(np.percentile(np.asarray(values, dtype=float), q))


def _cell(flags: Sequence[bool], seed: int, n_boot: int) -> dict[str, object]:
    r = rate(flags)
    return {
        "rate": None if r is None else round(r, 6),
        "n": len(flags),
        "ci95": bootstrap_ci(flags, seed=seed, n_boot=n_boot),
    }


def summarize(
    results: Sequence[ItemResult], *, seed: int = 0, n_boot: int = 1000
) -> dict[str, object]:
    """The comparable metrics of one detector on one suite (latency excluded)."""
    ok = [r for r in results if r.error is None]
    labels = sorted({r.label for r in ok if r.label != CLEAN}, key=_label_order)
    detection: dict[str, object] = {}
    type_correct: dict[str, object] = {}
    for label in labels:
        subset = [r for r in ok if r.label == label]
        detection[label] = _cell([r.flagged for r in subset], seed, n_boot)
        type_correct[label] = _cell([label in r.types for r in subset], seed, n_boot)
    hallucinated = [r for r in ok if r.label != CLEAN]
    clean = [r for r in ok if r.label == CLEAN]
    detection["overall"] = _cell([r.flagged for r in hallucinated], seed, n_boot)
    type_correct["overall"] = _cell([r.label in r.types for r in hallucinated], seed, n_boot)
    by_language: dict[str, object] = {}
    for lang in sorted({r.language for r in ok}):
        h = [r.flagged for r in hallucinated if r.language == lang]
        c = [r.flagged for r in clean if r.language == lang]
        by_language[lang] = {
            "detection": None if rate(h) is None else round(rate(h) or 0.0, 6),
            "fpr": None if rate(c) is None else round(rate(c) or 0.0, 6),
            "n_hallucinated": len(h),
            "n_clean": len(c),
        }
    return {
        "detection": detection,
        "type_correct": type_correct,
        "names_types": any(r.types for r in ok),
        "fpr": _cell([r.flagged for r in clean], seed, n_boot),
        "fp_types": _type_counts([r for r in clean if r.flagged]),
        "by_language": by_language,
        "by_group": by_group(ok),
        "by_tag": by_tag(ok),
        "calibration": calibration(ok),
        "claim_calibration": claim_calibration(ok),
        "errors": len(results) - len(ok),
    }


def _type_counts(results: Sequence[ItemResult]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in results:
        for t in r.types or ("(untyped)",):
            counts[t] = counts.get(t, 0) + 1
    return dict(sorted(counts.items()))


def by_tag(results: Sequence[ItemResult]) -> dict[str, dict[str, dict[str, object]]]:
    """Per item tag: the FPR over clean items and the detection rate over hallucinated
    items carrying it (e.g. FPR on clean answers with a rounded number)."""
    out: dict[str, dict[str, dict[str, object]]] = {"fpr": {}, "detection": {}}
    for tag in sorted({t for r in results for t in r.tags}):
        clean = [r.flagged for r in results if tag in r.tags and r.label == CLEAN]
        bad = [r.flagged for r in results if tag in r.tags and r.label != CLEAN]
        if clean:
            out["fpr"][tag] = {"n": len(clean), "rate": round(sum(clean) / len(clean), 6)}
        if bad:
            out["detection"][tag] = {"n": len(bad), "rate": round(sum(bad) / len(bad), 6)}
    return out if out["fpr"] or out["detection"] else {}


def by_group(results: Sequence[ItemResult]) -> dict[str, dict[str, object]]:
    """Flag rate per item group (empty when the suite has no groups)."""
    table: dict[str, dict[str, object]] = {}
    for group in sorted({r.group for r in results if r.group}):
        flags = [r.flagged for r in results if r.group == group]
        table[group] = {"n": len(flags), "flag_rate": round(sum(flags) / len(flags), 6)}
    return table


def calibration(results: Sequence[ItemResult]) -> dict[str, dict[str, object]]:
    """Per trust level the detector gave: responses, their claims, and the share of
    those claims that are actually correct (ground truth)."""
    table: dict[str, dict[str, object]] = {}
    for level in [
        *TRUST_ORDER,
        *sorted({r.trust_level for r in results if r.trust_level} - set(TRUST_ORDER)),
    ]:
        group = [r for r in results if r.trust_level == level]
        if not group:
            continue
        claims = [c for r in group for c in r.truth_correct]
        table[level] = {
            "responses": len(group),
            "claims": len(claims),
            "correct_share": None if not claims else round(sum(claims) / len(claims), 6),
            "clean_share": round(sum(r.label == CLEAN for r in group) / len(group), 6),
        }
    return table


def claim_calibration(results: Sequence[ItemResult]) -> dict[str, dict[str, object]]:
    """Per claim status the detector gave (matched to a true claim by overlap): how many
    and the share actually correct."""
    table: dict[str, dict[str, object]] = {}
    pairs = [m for r in results for m in r.claim_matches]
    for status in sorted({s for s, _ in pairs}):
        truth = [c for s, c in pairs if s == status]
        table[status] = {"claims": len(truth), "correct_share": round(sum(truth) / len(truth), 6)}
    return table


def latency(results: Sequence[ItemResult]) -> dict[str, float | int | None]:
    """p50 / p99 / mean latency in milliseconds (not comparable between machines)."""
    values = [r.latency_ms for r in results if r.error is None]
    mean = sum(values) / len(values) if values else None
    return {
        "n": len(values),
        "p50": percentile(values, 50),
        "p99": percentile(values, 99),
        "mean": mean,
    }


def _label_order(label: str) -> tuple[int, str]:
    order = list(HALLUCINATION_TYPES)
    return (order.index(label), label) if label in order else (len(order), label)
