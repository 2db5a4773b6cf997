"""Metrics on small cases computed by hand."""

from __future__ import annotations

import pytest

from nyaya_bench.metrics import (
    ItemResult,
    bootstrap_ci,
    calibration,
    latency,
    percentile,
    summarize,
)


def _r(
    label: str, flagged: bool, types: tuple[str, ...] = (), lang: str = "en", **kw: object
) -> ItemResult:
    return ItemResult(
        id=f"{label}{flagged}{types}{lang}",
        label=label,
        language=lang,
        flagged=flagged,
        types=types,
        **kw,
    )  # type: ignore[arg-type]


RESULTS = [
    _r("count_mismatch", True, ("count_mismatch",)),
    _r("count_mismatch", True, ("fact_mismatch",)),
    _r("count_mismatch", True, ("count_mismatch",), lang="hi"),
    _r("count_mismatch", False, lang="hi"),
    _r("false_absence", True, ("false_absence",)),
    _r("clean", False),
    _r("clean", True, ("fact_mismatch",)),
    _r("clean", False, lang="hi"),
    _r("clean", False, lang="hi"),
]


def test_detection_type_correct_and_fpr() -> None:
    m = summarize(RESULTS, n_boot=0)
    det, tc = m["detection"], m["type_correct"]
    assert det["count_mismatch"]["rate"] == 0.75  # type: ignore[index]
    assert tc["count_mismatch"]["rate"] == 0.5  # type: ignore[index]
    assert det["false_absence"]["rate"] == 1.0  # type: ignore[index]
    assert det["overall"]["rate"] == 0.8  # type: ignore[index]
    assert tc["overall"]["rate"] == 0.6  # type: ignore[index]
    assert m["fpr"]["rate"] == 0.25  # type: ignore[index]
    assert m["by_language"]["hi"] == {
        "detection": 0.5,
        "fpr": 0.0,
        "n_hallucinated": 2,
        "n_clean": 2,
    }  # type: ignore[index]
    assert m["by_language"]["en"]["fpr"] == 0.5  # type: ignore[index]


def test_errors_are_counted_and_left_out() -> None:
    broken = ItemResult(id="x", label="clean", language="en", flagged=False, error="boom")
    m = summarize([*RESULTS, broken], n_boot=0)
    assert m["errors"] == 1
    assert m["fpr"]["n"] == 4  # type: ignore[index]


def test_empty_group_is_none_not_zero() -> None:
    m = summarize([_r("clean", False)], n_boot=0)
    assert m["detection"]["overall"]["rate"] is None  # type: ignore[index]


def test_bootstrap_is_seeded_and_brackets_the_mean() -> None:
    flags = [True] * 30 + [False] * 70
    a = bootstrap_ci(flags, seed=5, n_boot=500)
    assert a == bootstrap_ci(flags, seed=5, n_boot=500)
    assert a is not None and a[0] < 0.3 < a[1]
    assert a[0] > 0.15 and a[1] < 0.45
    assert bootstrap_ci([True] * 10, seed=1, n_boot=100) == (1.0, 1.0)
    assert bootstrap_ci([], seed=1) is None


def test_percentiles_interpolate() -> None:
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == pytest.approx(2.5)
    assert percentile([5.0], 99) == 5.0
    assert percentile([], 50) is None
    lat = latency([_r("clean", False, latency_ms=float(i)) for i in range(1, 101)])
    assert lat["p50"] == pytest.approx(50.5)
    assert lat["p99"] == pytest.approx(99.01)


def test_calibration_groups_claims_by_trust_level() -> None:
    rows = [
        _r("clean", False, trust_level="fully_verified", truth_correct=(True, True)),
        _r("fact_mismatch", True, trust_level="fully_verified", truth_correct=(True, False)),
        _r("fact_mismatch", True, trust_level="unreliable", truth_correct=(False,)),
    ]
    table = calibration(rows)
    assert list(table) == ["fully_verified", "unreliable"]
    assert table["fully_verified"] == {
        "responses": 2,
        "claims": 4,
        "correct_share": 0.75,
        "clean_share": 0.5,
    }
    assert table["unreliable"]["correct_share"] == 0.0
