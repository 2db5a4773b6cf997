"""A short, seeded run of the fuzz harness (benchmarks/fuzz.py) over every public entry point.

The harness's long run (millions of inputs, large hostile values) is a benchmark; this is its
bounded version: a few hundred small hostile inputs per entry point, none of which may raise
anything but a `NyayaError` (or, on the command line, exit with anything but a documented code).
"""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _harness() -> ModuleType:
    spec = importlib.util.spec_from_file_location("nyaya_fuzz", ROOT / "benchmarks" / "fuzz.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


FUZZ = _harness()
INPUTS = {"check": 80, "cli": 60, "ledger": 60, "bundle": 80}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    FUZZ.MAX_SIZE[0] = 1_000
    yield FUZZ.corpus(tmp_path_factory.mktemp("fuzz"))
    FUZZ.MAX_SIZE[0] = max(FUZZ.SIZES)


@pytest.mark.parametrize("target", sorted(FUZZ.TARGETS))
def test_no_hostile_input_escapes_as_an_uncaught_exception(corpus: object, target: str) -> None:
    result = FUZZ.run_target(target, corpus, inputs=INPUTS.get(target, 200), seed=13, cap=30.0)
    assert result.inputs == INPUTS.get(target, 200)
    assert not result.uncaught, result.as_json()


def test_the_mutations_do_reach_hostile_values() -> None:
    rng = random.Random(1)
    labels = {FUZZ.hostile(rng)[0].split("-")[0] for _ in range(500)}
    assert {"lone", "deep", "date", "dots", "int64"} <= labels
    label, data = FUZZ.mutate({"a": [1, {"b": "c"}]}, rng, rounds=3)
    assert (label and data != {"a": [1, {"b": "c"}]}) or "noop" in label
