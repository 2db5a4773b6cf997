"""The benchmark plots: four PNGs from a committed results file, rates with their
bootstrap intervals as error bars."""

from __future__ import annotations

import json
from pathlib import Path

from nyaya_bench.plots import PLOTS, _pct_and_err, write_plots

RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results" / "nvb" / "results.json"


def test_error_bars_reach_the_interval_ends() -> None:
    rate, (below, above) = _pct_and_err({"rate": 0.5, "ci95": [0.4, 0.7]})
    assert rate == 50.0
    assert round(below, 6) == 10.0 and round(above, 6) == 20.0
    assert _pct_and_err({"rate": 0.25})[1] == (0.0, 0.0)


def test_all_four_plots_are_written(tmp_path: Path) -> None:
    results = json.loads(RESULTS.read_text(encoding="utf-8"))
    assert write_plots(results, tmp_path) == list(PLOTS)
    for name in PLOTS:
        data = (tmp_path / name).read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 10_000
