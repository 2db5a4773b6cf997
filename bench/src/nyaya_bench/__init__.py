"""`nyaya bench`: a multilingual NyayaVerifyBench, real-data suites, baselines and reports.

The ``nyaya-bench`` distribution (``bench/`` in the repository), kept out of the nyaya wheel.

Where to start:

- `generate(seed)` writes the scenario set (`nyaya_bench.generator`); seeds 1 / 2 / 3
  are the disjoint train / dev / test splits.
- `nyaya_bench.suites` loads generated scenarios and the real datasets (ToolTalk,
  τ-bench, HaluEval) as `BenchItem`s.
- `nyaya_bench.methods` holds the `Detector` interface, the baselines and the
  adapters (nyaya itself, `toolreceipt`).
- `run_suite` (`nyaya_bench.harness`) scores detectors; `nyaya_bench.report`
  renders the Markdown report and plots.

It uses nyaya through its public API (``nyaya.check``, ``nyaya.load_run``, the report
model, ``nyaya.toolcalls``); its own dependencies are numpy, scikit-learn and matplotlib.
"""

from __future__ import annotations

from nyaya_bench.generator import HALLUCINATION_TYPES as HALLUCINATION_TYPES
from nyaya_bench.generator import generate as generate
from nyaya_bench.harness import run_suite as run_suite
from nyaya_bench.items import BenchItem as BenchItem
from nyaya_bench.methods import Detection as Detection
from nyaya_bench.methods import Detector as Detector

__all__ = ["HALLUCINATION_TYPES", "BenchItem", "Detection", "Detector", "generate", "run_suite"]
