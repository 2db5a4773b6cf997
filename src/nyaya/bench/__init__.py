"""`nyaya bench`: a multilingual NyayaVerifyBench, real-data suites, baselines and reports.

Where to start:

- `generate(seed)` writes the scenario set (`nyaya.bench.generator`); seeds 1 / 2 / 3
  are the disjoint train / dev / test splits.
- `nyaya.bench.suites` loads generated scenarios and the real datasets (ToolTalk,
  τ-bench, HaluEval) as `BenchItem`s.
- `nyaya.bench.methods` holds the `Detector` interface, the baselines and the
  adapters (nyaya itself, `toolreceipt`).
- `run_suite` (`nyaya.bench.harness`) scores detectors; `nyaya.bench.report`
  renders the Markdown report and plots.

The data, loaders and metrics need only the standard library and numpy; the
trained baselines and plots need the ``bench`` extra (scikit-learn, matplotlib).
"""

from __future__ import annotations

from nyaya.bench.generator import HALLUCINATION_TYPES as HALLUCINATION_TYPES
from nyaya.bench.generator import generate as generate
from nyaya.bench.harness import run_suite as run_suite
from nyaya.bench.items import BenchItem as BenchItem
from nyaya.bench.methods import Detection as Detection
from nyaya.bench.methods import Detector as Detector

__all__ = ["HALLUCINATION_TYPES", "BenchItem", "Detection", "Detector", "generate", "run_suite"]
