"""The tally of benchmarks/heldout_reasons.py: what each reason code withheld, counted once per
run, alone or beside others, and whether the type it gave was the run's label."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "nyaya_heldout_reasons", ROOT / "benchmarks" / "heldout_reasons.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RECORDS = [
    # a correct run withheld by one reason alone
    {"label": "clean", "action": "revise", "gating": [["fact_mismatch", "value_differs"]]},
    # a correct run emitted: counts for nothing
    {"label": "clean", "action": "emit", "gating": []},
    # a hallucination caught by two reasons, one of them of the right type
    {
        "label": "count_mismatch",
        "action": "revise",
        "gating": [["count_mismatch", "count_not_in_list"], ["fact_mismatch", "value_differs"]],
    },
    # a hallucination caught by one reason alone, of the wrong type
    {"label": "false_absence", "action": "revise", "gating": [["fact_mismatch", "value_differs"]]},
    # a run the checker failed on
    {"label": "clean", "error": "ValueError"},
]


def test_each_reason_is_counted_by_what_it_withheld() -> None:
    table = _module().tally(RECORDS)
    differs = table["value_differs"]
    assert (differs["clean"], differs["clean_alone"]) == (1, 1)
    assert (differs["caught"], differs["caught_alone"]) == (2, 1)
    assert (differs["caught_right"], differs["caught_alone_right"]) == (0, 0)
    counted = table["count_not_in_list"]
    assert (counted["caught"], counted["caught_right"], counted["caught_alone"]) == (1, 1, 0)
    assert counted["clean"] == 0


def test_every_pair_names_a_set_in_the_repository() -> None:
    for name, commit in _module().HELD_OUT:
        assert (ROOT / "bench" / "data" / name).is_dir(), name
        assert len(commit) >= 7
